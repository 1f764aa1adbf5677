//! The initial colour (C.04.3 2026 Art. 5.1, 5.2.5; 2017 "Initial-colour", E.5): the colour
//! drawn by lot before round 1, which the higher-ranked player of a pair gets when their TPN is
//! odd (the opposite when even) whenever no earlier colour rule decides — for every pair of
//! round 1.
//!
//! Where it comes from, in order: `--initial-colour`; the file's record (TRF-2026 152, or
//! JaVaFo's `XXC white1/black1`); else the first round in which colours were given, read
//! backwards through Art. 5.2.5 / E.5 (TRF-2026 makes record 152 "mandatory only if it differs
//! from the colour of the highest ranked participant who was paired in the first round", and
//! files of programs that write neither record leave it to the reader); else White. The
//! boards of that round whose colours come from the other initial colour are named, once.

use crate::core::words::Phrase;
use crate::pairing::Pairing;
use crate::rules::DutchEdition;
use crate::tournament::{Colour, RoundNo, Tournament, Tpn};
use crate::trf::{Origin, Record, TrfDocument};
use serde::Serialize;
use std::fmt;

/// Where the initial colour comes from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "by", rename_all = "snake_case")]
pub enum InitialColourSource {
    /// `--initial-colour` on the command line.
    Flag,
    /// The file's record: `152` (TRF-2026) or `XXC` (JaVaFo), at `line` (0 when unknown).
    Record {
        /// `152` or `XXC`.
        record: String,
        /// Line of the record in the file.
        line: usize,
    },
    /// Read from the colours of the first round in which colours were given.
    Inferred {
        /// That round.
        round: RoundNo,
        /// The board of the highest-ranked player whose colour tells it.
        board: usize,
        /// That player (the higher-ranked of the board).
        tpn: Tpn,
        /// Their pairing number for Art. 5.2.5 / E.5: their place in TPN order among the
        /// players who take part in the pairing.
        number: u32,
        /// The colour that player had.
        had: Colour,
    },
    /// Nothing in the file tells (no colour given yet): White.
    Default,
}

/// Boards whose colours cannot come from the initial colour used.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ColourConflict {
    /// The round read (the first in which colours were given).
    pub round: RoundNo,
    /// Boards (numbered as the check numbers the file's boards) whose colours come from the
    /// other initial colour.
    pub boards: Vec<usize>,
    /// Boards of that round read in all.
    pub read: usize,
}

/// The initial colour used, and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct InitialColourChoice {
    /// The colour TPN 1 gets (Art. 5.2.5 / E.5).
    pub colour: Colour,
    /// Where it comes from.
    pub source: InitialColourSource,
    /// The boards of the first round with colours that disagree with it, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub conflict: Option<ColourConflict>,
    /// The article applied (`Art. 5.2.5` or `E.5`).
    pub article: String,
}

fn colour_name(c: Colour) -> Phrase {
    Phrase::new(match c {
        Colour::White => "colour-white",
        Colour::Black => "colour-black",
    })
}

fn boards_text(boards: &[usize]) -> Phrase {
    let shown: Vec<String> = boards.iter().take(12).map(ToString::to_string).collect();
    let more = boards.len().saturating_sub(12);
    Phrase::new(if more > 0 { "initial-boards-more" } else { "initial-boards" })
        .arg("count", boards.len())
        .arg("boards", shown.join(", "))
        .arg("more", more)
}

impl InitialColourChoice {
    /// The choice in words: the colour, where it comes from, a conflict with the first round.
    #[must_use]
    pub fn phrase(&self) -> Phrase {
        let from = match &self.source {
            InitialColourSource::Flag => Phrase::new("initial-from-flag"),
            InitialColourSource::Record { record, line } if *line > 0 => {
                Phrase::new("initial-from-record-line").arg("record", record.as_str()).arg("line", *line)
            }
            InitialColourSource::Record { record, .. } => {
                Phrase::new("initial-from-record").arg("record", record.as_str())
            }
            InitialColourSource::Inferred { round, board, tpn, number, had } => {
                let seen = Phrase::new("initial-inferred")
                    .arg("round", round.0)
                    .arg("board", *board)
                    .arg("tpn", tpn.0)
                    .arg("had", colour_name(*had));
                if u32::from(tpn.0) != *number || number % 2 == 0 {
                    let gets =
                        Phrase::new(if number % 2 == 1 { "initial-gets-initial" } else { "initial-gets-opposite" });
                    Phrase::new("initial-inferred-number")
                        .arg("seen", seen)
                        .arg("number", *number)
                        .arg("article", self.article.as_str())
                        .arg("gets", gets)
                } else {
                    Phrase::new("initial-inferred-closed").arg("seen", seen)
                }
            }
            InitialColourSource::Default => Phrase::new("initial-default"),
        };
        let choice = Phrase::new("initial-colour").arg("colour", colour_name(self.colour)).arg("from", from);
        match &self.conflict {
            None => choice,
            Some(k) => Phrase::new("initial-conflict")
                .arg("choice", choice)
                .arg("round", k.round.0)
                .arg("boards", boards_text(&k.boards))
                .arg("read", k.read)
                .arg("colour", colour_name(self.colour.opposite()))
                .arg("article", self.article.as_str()),
        }
    }
}

impl fmt::Display for InitialColourChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.phrase().fmt(f)
    }
}

/// One board of the round read: its number, the higher-ranked player (their place in the
/// pairing order, TPN, pairing number and colour) and the initial colour it implies.
struct Reading {
    board: usize,
    rank: usize,
    tpn: Tpn,
    number: u32,
    had: Colour,
    implies: Colour,
}

/// The first round in which a colour was given, and each of its boards between two players
/// without a colour preference (in that round, all of them), read backwards through Art.
/// 5.2.5 / E.5 with the pairing numbers and the order the engine pairs that round with (the
/// players who take part in the pairing, counted in TPN order: a player absent from round 1
/// does not count, so the highest-ranked participant of round 1 gets the initial colour —
/// as TRF-2026 record 152 assumes).
fn readings(t: &Tournament, edition: DutchEdition) -> Option<(RoundNo, Vec<Reading>)> {
    let recorded = t.rounds_recorded();
    let round = (1..=recorded)
        .map(RoundNo)
        .find(|&r| t.players.iter().any(|p| p.entry(r).opponent.is_some() && p.entry(r).colour.is_some()))?;
    let pairing = Pairing::from_tournament(t, round);
    let cut = t.cut_before(round);
    let ctx = super::Ctx::new(&cut, round, edition);
    let place = |x: Tpn| ctx.players.iter().position(|p| p.tpn == x);
    let mut out = Vec::new();
    for (i, b) in pairing.boards.iter().enumerate() {
        let (Some(w), Some(bl)) = (t.player(b.white), t.player(b.black)) else { continue };
        // Only boards whose two colours are both written, as a pair (white against black).
        if w.entry(round).colour != Some(Colour::White) || bl.entry(round).colour != Some(Colour::Black) {
            continue;
        }
        let (Some(x), Some(y)) = (place(b.white), place(b.black)) else { continue };
        if ctx.players[x].pref.colour.is_some() || ctx.players[y].pref.colour.is_some() {
            continue;
        }
        let (high, had) = if x < y { (x, Colour::White) } else { (y, Colour::Black) };
        let p = &ctx.players[high];
        let implies = if p.pno % 2 == 1 { had } else { had.opposite() };
        out.push(Reading { board: i + 1, rank: high, tpn: p.tpn, number: p.pno, had, implies });
    }
    Some((round, out))
}

/// The record that declares the initial colour in `doc`: its name and line.
fn declaring_record(doc: Option<&TrfDocument>) -> (String, usize) {
    doc.and_then(|d| {
        d.lines.iter().rev().find_map(|l| match &l.record {
            Record::InitialColour { colour: Some(_), origin, .. } => {
                Some((if *origin == Origin::Fide { "152" } else { "XXC" }.to_owned(), l.number))
            }
            _ => None,
        })
    })
    .unwrap_or_else(|| ("XXC/152".to_owned(), 0))
}

/// The initial colour for `t`: `flag`, else the file's record, else read from the first
/// round with colours (the colour most of its boards imply; on a tie, the one the
/// highest-ranked player's board implies), else White. `doc` names the record.
#[must_use]
pub fn resolve(
    t: &Tournament,
    doc: Option<&TrfDocument>,
    flag: Option<Colour>,
    edition: DutchEdition,
) -> InitialColourChoice {
    let article = match edition {
        DutchEdition::Dutch2026 => "Art. 5.2.5",
        DutchEdition::Dutch2017 => "E.5",
    }
    .to_owned();
    let read = readings(t, edition);
    let readings: &[Reading] = read.as_ref().map_or(&[], |(_, v)| v.as_slice());
    let (colour, mut source) = if let Some(c) = flag {
        (c, InitialColourSource::Flag)
    } else if let Some(c) = t.initial_colour {
        let (record, line) = declaring_record(doc);
        (c, InitialColourSource::Record { record, line })
    } else if readings.is_empty() {
        (Colour::White, InitialColourSource::Default)
    } else {
        let white = readings.iter().filter(|r| r.implies == Colour::White).count();
        let black = readings.len() - white;
        let top = readings.iter().min_by_key(|r| r.rank).map_or(Colour::White, |r| r.implies);
        let c = match white.cmp(&black) {
            std::cmp::Ordering::Greater => Colour::White,
            std::cmp::Ordering::Less => Colour::Black,
            std::cmp::Ordering::Equal => top,
        };
        (c, InitialColourSource::Default)
    };
    if source == InitialColourSource::Default {
        if let (Some((round, _)), Some(r)) =
            (&read, readings.iter().filter(|r| r.implies == colour).min_by_key(|r| r.rank))
        {
            source = InitialColourSource::Inferred {
                round: *round,
                board: r.board,
                tpn: r.tpn,
                number: r.number,
                had: r.had,
            };
        }
    }
    let conflict = read.as_ref().and_then(|(round, v)| {
        let mut boards: Vec<usize> = v.iter().filter(|r| r.implies != colour).map(|r| r.board).collect();
        boards.sort_unstable();
        (!boards.is_empty()).then_some(ColourConflict { round: *round, boards, read: v.len() })
    });
    InitialColourChoice { colour, source, conflict, article }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::testing::{TestPlayer, tournament};

    /// Players 1..=n (no TPN in `absent`), round 1 as (white, black) boards, all draws; the
    /// absent players have a zero-point bye (`Z`).
    fn round_one(n: u16, boards: &[(u16, u16)], header: &str) -> Tournament {
        let players: Vec<TestPlayer> = (1..=n)
            .map(|tpn| TestPlayer {
                tpn,
                title: "",
                rating: Some(2400 - tpn * 10),
                federation: "ESP",
                rounds: vec![
                    boards
                        .iter()
                        .find_map(|&(w, b)| {
                            if w == tpn {
                                Some((b, 'w', '='))
                            } else if b == tpn {
                                Some((w, 'b', '='))
                            } else {
                                None
                            }
                        })
                        .unwrap_or((0, '-', 'Z')),
                ],
            })
            .collect();
        tournament(&format!("012 Initial colour test\n{header}"), &players)
    }

    fn choice(t: &Tournament) -> InitialColourChoice {
        resolve(t, None, None, DutchEdition::Dutch2026)
    }

    #[test]
    fn top_seed_with_black_means_black() {
        // 8 players, top half against bottom half; Black for TPN 1: 5-1, 2-6, 7-3, 4-8.
        let t = round_one(8, &[(5, 1), (2, 6), (7, 3), (4, 8)], "");
        let c = choice(&t);
        assert_eq!(c.colour, Colour::Black);
        assert_eq!(
            c.source,
            InitialColourSource::Inferred { round: RoundNo(1), board: 1, tpn: Tpn(1), number: 1, had: Colour::Black }
        );
        assert_eq!(c.conflict, None);
        assert_eq!(c.to_string(), "initial colour: Black for TPN 1, inferred from round 1, board 1 (TPN 1 had Black)");
        let w = round_one(8, &[(1, 5), (6, 2), (3, 7), (8, 4)], "");
        assert_eq!(choice(&w).colour, Colour::White);
    }

    #[test]
    fn top_seed_absent_counts_the_players_paired() {
        // TPN 1 absent from round 1: TPN 2 is number 1 among the players paired and has the
        // initial colour (White here), TPN 3 (number 2) the opposite: 2-5, 6-3, 4-7.
        let t = round_one(7, &[(2, 5), (6, 3), (4, 7)], "");
        let c = choice(&t);
        assert_eq!((c.colour, &c.conflict), (Colour::White, &None));
        assert!(matches!(c.source, InitialColourSource::Inferred { tpn: Tpn(2), number: 1, had: Colour::White, .. }));
        assert!(c.to_string().contains("TPN 2 had White; number 1 among the players paired"), "{c}");
        // The same round read by TPN parity would have been inconsistent; with Black: 5-2, 3-6, 7-4.
        let t = round_one(7, &[(5, 2), (3, 6), (7, 4)], "");
        assert_eq!((choice(&t).colour, choice(&t).conflict), (Colour::Black, None));
        // TPNs 1 and 2 absent, 3-6 … numbers 1-4: 3 (number 1) Black, 4 (number 2) White, and a
        // board against them: 5 (number 3) with White.
        let t = round_one(8, &[(7, 3), (4, 8), (5, 6)], "");
        let c = choice(&t);
        assert_eq!(c.colour, Colour::Black);
        assert_eq!(c.conflict.as_ref().map(|k| k.boards.clone()), Some(vec![3]));
    }

    #[test]
    fn an_even_number_gives_the_opposite() {
        // Black for TPN 1; board 2's higher-ranked player (TPN 2, even) has White.
        let t = round_one(8, &[(5, 1), (2, 6), (7, 3), (4, 8)], "");
        let only_board_2 = resolve(&t, None, None, DutchEdition::Dutch2026);
        assert_eq!(only_board_2.conflict, None);
        // A first round forfeited without colours (TRF '-'): the colours of round 2 tell.
        let players: Vec<TestPlayer> = (1..=4u16)
            .map(|tpn| {
                let r1 = match tpn {
                    1 => (3, '-', '+'),
                    3 => (1, '-', '-'),
                    2 => (4, '-', '+'),
                    _ => (2, '-', '-'),
                };
                // Round 2: 1 and 2 (1 point each) meet, 3 and 4 (0 points) meet; Black for TPN 1.
                let r2 = match tpn {
                    1 => (2, 'b', '='),
                    2 => (1, 'w', '='),
                    3 => (4, 'b', '='),
                    _ => (3, 'w', '='),
                };
                TestPlayer { tpn, title: "", rating: Some(2000), federation: "ESP", rounds: vec![r1, r2] }
            })
            .collect();
        let t = tournament("012 Forfeited round one\n", &players);
        let c = choice(&t);
        assert_eq!((c.colour, &c.conflict), (Colour::Black, &None));
        assert!(matches!(c.source, InitialColourSource::Inferred { round: RoundNo(2), board: 1, tpn: Tpn(1), .. }));
    }

    #[test]
    fn a_conflicting_round_one_names_its_boards_once() {
        // Boards 2 and 4 follow White, boards 1 and 3 follow Black: a tie goes to board 1.
        let t = round_one(8, &[(5, 1), (6, 2), (7, 3), (8, 4)], "");
        let c = choice(&t);
        assert_eq!(c.colour, Colour::Black);
        let k = c.conflict.clone().expect("conflict");
        assert_eq!((k.round, k.boards, k.read), (RoundNo(1), vec![2, 4], 4));
        assert!(c.to_string().contains("round 1 cannot come from a single initial colour: boards 2, 4 of 4"), "{c}");
        // Three boards against one: the majority, and the odd one named.
        let t = round_one(8, &[(1, 5), (6, 2), (7, 3), (8, 4)], "");
        let c = choice(&t);
        assert_eq!(c.colour, Colour::White);
        assert_eq!(c.conflict.map(|k| k.boards), Some(vec![3]));
    }

    #[test]
    fn flag_and_record_win_and_a_disagreeing_round_is_named() {
        let t = round_one(4, &[(3, 1), (2, 4)], "");
        let flagged = resolve(&t, None, Some(Colour::White), DutchEdition::Dutch2017);
        assert_eq!((flagged.colour, &flagged.source), (Colour::White, &InitialColourSource::Flag));
        assert_eq!(flagged.conflict.as_ref().map(|k| k.boards.clone()), Some(vec![1, 2]));
        assert!(flagged.to_string().contains("(E.5)"), "{flagged}");
        let declared = round_one(4, &[(3, 1), (2, 4)], "XXC black1\n");
        let c = choice(&declared);
        assert_eq!(c.colour, Colour::Black);
        assert!(matches!(c.source, InitialColourSource::Record { .. }));
        assert_eq!(c.conflict, None);
    }

    #[test]
    fn nothing_played_means_white_by_default() {
        let t = round_one(4, &[], "");
        let c = choice(&t);
        assert_eq!((c.colour, &c.source), (Colour::White, &InitialColourSource::Default));
        assert_eq!(c.to_string(), "initial colour: White for TPN 1, none in the file: White by default");
    }
}
