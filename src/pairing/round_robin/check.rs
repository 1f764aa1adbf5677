//! Checking a round-robin's rounds against the Berger table (C.05 5.1, Annex 1): every
//! board of every round, with the departure named as an arbiter would say it — "round 7,
//! board 3: the table gives 11–6, the file 6–11".

use super::berger::TableBoard;
use super::event::Event;
use super::played::PlayedRound;
use super::schedule::TableRound;
use crate::core::words::{Lang, Phrase};
use crate::tournament::{ResultCode, RoundNo, Tournament, Tpn};
use serde::Serialize;

/// What kind of departure from the table.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum DepartureKind {
    /// The right players, the colours the other way round.
    Colours,
    /// Other opponents than the table gives.
    Opponents,
    /// The table gives a player no game (the dummy), the file pairs him.
    Rest,
    /// The round is another round of the table (the rounds are out of order).
    RoundOrder,
}

/// One departure (or, with `note`, an observation that is not one).
#[derive(Clone, Debug, Serialize)]
pub struct Departure {
    /// The round of the event.
    pub round: RoundNo,
    /// The table's board (1-based), when one is concerned.
    pub board: Option<usize>,
    /// The kind.
    pub kind: DepartureKind,
    /// In words.
    pub message: Phrase,
}

/// The check of one round.
#[derive(Clone, Debug, Serialize)]
pub struct RoundCheck {
    /// The round.
    pub round: RoundNo,
    /// The table round it should be.
    pub table_round: Option<TableRound>,
    /// The boards the table gives (white, black; `None` is the dummy: no game).
    pub table: Vec<(Option<Tpn>, Option<Tpn>)>,
    /// Whether the file follows the table.
    pub consistent: bool,
    /// Departures, board by board.
    pub departures: Vec<Departure>,
    /// Observations that are not departures (games not played and recorded as absences).
    pub notes: Vec<Phrase>,
}

/// The check of a round-robin.
#[derive(Clone, Debug, Serialize)]
pub struct Report {
    /// The file as named.
    pub file: String,
    /// The system applied.
    pub system: &'static str,
    /// The event read from the file.
    pub event: Event,
    /// Round by round.
    pub rounds: Vec<RoundCheck>,
    /// Whether every round follows the table.
    pub consistent: bool,
}

fn show(x: Option<Tpn>) -> Phrase {
    x.map_or_else(|| Phrase::new("rr-no-game"), |p| Phrase::new("find-player").arg("tpn", p.0))
}

/// The board of `b` in the players' starting ranks (`None` for the dummy).
fn as_players(e: &Event, b: TableBoard) -> (Option<Tpn>, Option<Tpn>) {
    (e.player(b.white), e.player(b.black))
}

/// What the file has for `p`: `6–11`, `no game (Z)`.
fn file_side(pr: &PlayedRound, p: Tpn) -> Phrase {
    match pr.game_of(p) {
        Some(g) => Phrase::new("rr-game").arg("white", g.white.0).arg("black", g.black.0),
        None => Phrase::new("rr-no-game-for")
            .arg("tpn", p.0)
            .arg("code", code_word(pr.code_without_game(p).unwrap_or(ResultCode::Blank))),
    }
}

fn code_word(c: ResultCode) -> Phrase {
    match c {
        ResultCode::Blank => Phrase::new("rr-blank"),
        c => Phrase::new("find-pairs-list").arg("pairs", c.to_char().to_string()),
    }
}

/// Checks round `round` of `t` against the event's table.
#[must_use]
pub fn check_round(e: &Event, t: &Tournament, round: RoundNo) -> RoundCheck {
    let pr = PlayedRound::from_tournament(t, round);
    let tr = e.schedule.table_round(&e.table, round.0);
    let Some(boards) = e.schedule.boards(&e.table, round.0) else {
        let msg = Phrase::new("rr-no-such-round")
            .arg("round", round.0)
            .arg("rounds", e.rounds())
            .arg("games", pr.games.len());
        return RoundCheck {
            round,
            table_round: None,
            table: Vec::new(),
            consistent: pr.games.is_empty(),
            departures: if pr.games.is_empty() {
                Vec::new()
            } else {
                vec![Departure { round, board: None, kind: DepartureKind::RoundOrder, message: msg }]
            },
            notes: Vec::new(),
        };
    };
    let mut departures = Vec::new();
    let mut notes = Vec::new();
    let table: Vec<(Option<Tpn>, Option<Tpn>)> = boards.iter().map(|b| as_players(e, *b)).collect();
    for (i, (w, b)) in table.iter().enumerate() {
        let board = i + 1;
        match (w, b) {
            (Some(w), Some(b)) => {
                let (gw, gb) = (pr.game_of(*w), pr.game_of(*b));
                match gw {
                    Some(g) if g.opponent_of(*w) == Some(*b) => {
                        if g.colours_known && g.white != *w {
                            departures.push(Departure {
                                round,
                                board: Some(board),
                                kind: DepartureKind::Colours,
                                message: Phrase::new("rr-colours")
                                    .arg("round", round.0)
                                    .arg("board", board)
                                    .arg("white", w.0)
                                    .arg("black", b.0),
                            });
                        }
                    }
                    None if gb.is_none() => notes.push(
                        Phrase::new("rr-no-game-recorded")
                            .arg("round", round.0)
                            .arg("board", board)
                            .arg("white", w.0)
                            .arg("black", b.0)
                            .arg("first", file_side(&pr, *w))
                            .arg("second", file_side(&pr, *b)),
                    ),
                    _ => {
                        let (first, other) = (file_side(&pr, *w), file_side(&pr, *b));
                        let seen = if first == other {
                            first
                        } else {
                            Phrase::new("rr-and").arg("first", first).arg("second", other)
                        };
                        departures.push(Departure {
                            round,
                            board: Some(board),
                            kind: DepartureKind::Opponents,
                            message: Phrase::new("rr-opponents")
                                .arg("round", round.0)
                                .arg("board", board)
                                .arg("white", w.0)
                                .arg("black", b.0)
                                .arg("seen", seen),
                        });
                    }
                }
            }
            (Some(x), None) | (None, Some(x)) => {
                if let Some(g) = pr.game_of(*x) {
                    departures.push(Departure {
                        round,
                        board: Some(board),
                        kind: DepartureKind::Rest,
                        message: Phrase::new("rr-rest")
                            .arg("round", round.0)
                            .arg("board", board)
                            .arg("tpn", x.0)
                            .arg("dummy", e.table_size)
                            .arg("white", g.white.0)
                            .arg("black", g.black.0),
                    });
                }
            }
            (None, None) => {}
        }
    }
    if !departures.is_empty() {
        if let Some(other) = matching_round(e, &pr, tr) {
            departures.insert(
                0,
                Departure {
                    round,
                    board: None,
                    kind: DepartureKind::RoundOrder,
                    message: Phrase::new("rr-out-of-order")
                        .arg("round", round.0)
                        .arg("table-round", other.table_round)
                        .arg("cycle", other.cycle)
                        .arg("expected", tr.map_or(0, |x| x.table_round)),
                },
            );
        }
    }
    RoundCheck { round, table_round: tr, consistent: departures.is_empty(), table, departures, notes }
}

/// Another round of the schedule whose boards the file's round follows exactly.
fn matching_round(e: &Event, pr: &PlayedRound, own: Option<TableRound>) -> Option<TableRound> {
    (1..=e.rounds()).filter_map(|r| e.schedule.table_round(&e.table, r)).find(|tr| {
        Some(*tr) != own && {
            let boards = e.schedule.boards(&e.table, tr_round(e, *tr)).unwrap_or_default();
            !pr.games.is_empty()
                && boards.iter().all(|b| match as_players(e, *b) {
                    (Some(w), Some(k)) => pr.game_of(w).is_some_and(|g| g.white == w && g.black == k),
                    (Some(x), None) | (None, Some(x)) => pr.game_of(x).is_none(),
                    (None, None) => true,
                })
        }
    })
}

/// The event round that plays `tr`.
fn tr_round(e: &Event, tr: TableRound) -> u16 {
    (1..=e.rounds()).find(|&r| e.schedule.table_round(&e.table, r) == Some(tr)).unwrap_or(0)
}

/// Checks every recorded round of `t` (or only `only`).
#[must_use]
pub fn check(file: &str, e: Event, t: &Tournament, only: Option<RoundNo>) -> Report {
    let rounds: Vec<RoundCheck> = match only {
        Some(r) => vec![check_round(&e, t, r)],
        None => (1..=t.rounds_recorded()).map(|r| check_round(&e, t, RoundNo(r))).collect(),
    };
    let consistent = rounds.iter().all(|r| r.consistent);
    Report { file: file.to_owned(), system: "round-robin (C.05 Annex 1, Berger tables)", event: e, rounds, consistent }
}

/// The report as text, in English.
#[must_use]
pub fn text(r: &Report) -> String {
    text_in(r, Lang::En)
}

/// The first line of a round-robin's report about `file`: players, the Berger table, the cycles
/// and why.
#[must_use]
pub fn head(e: &Event, file: &str) -> Phrase {
    Phrase::new("rr-head")
        .arg("file", file)
        .arg("players", e.players)
        .arg("odd", e.table_size - 1)
        .arg("size", e.table_size)
        .arg("cycles", e.cycles.cycles)
        .arg("reason", e.cycles.reason.clone())
}

/// The report as text, in `lang`.
#[must_use]
pub fn text_in(r: &Report, lang: Lang) -> String {
    let e = &r.event;
    let head = head(e, &r.file);
    let mut s = format!("{}\n", head.say(lang));
    if let Some(by) = &e.declared_by {
        s.push_str(&format!("{}\n", Phrase::new("rr-system-record").arg("by", by.clone()).say(lang)));
    }
    if e.numbers.is_identity() {
        s.push_str(&format!("{}\n", Phrase::new("rr-numbers-identity").say(lang)));
    }
    for n in &e.notes {
        s.push_str(&format!("{}\n", Phrase::new("note").arg("note", n.clone()).say(lang)));
    }
    for rc in &r.rounds {
        let tr = rc.table_round.map_or_else(
            || Phrase::new("empty"),
            |t| {
                Phrase::new("rr-table-round")
                    .arg("table-round", t.table_round)
                    .arg(
                        "cycle",
                        if e.cycles.cycles == 2 {
                            Phrase::new("rr-cycle").arg("cycle", t.cycle)
                        } else {
                            Phrase::new("empty")
                        },
                    )
                    .arg("reversed", if t.reversed { "yes" } else { "no" })
            },
        );
        let verdict = if rc.consistent {
            Phrase::new("rr-follows")
        } else {
            Phrase::new("rr-departures").arg("count", rc.departures.len())
        };
        let line = Phrase::new("rr-round").arg("round", rc.round.0).arg("table-round", tr).arg("verdict", verdict);
        s.push_str(&format!("{}\n", line.say(lang)));
        for d in &rc.departures {
            s.push_str(&format!("  {}\n", d.message.say(lang)));
        }
        for n in &rc.notes {
            s.push_str(&format!("  {}\n", Phrase::new("note").arg("note", n.clone()).say(lang)));
        }
    }
    let bad = r.rounds.iter().filter(|x| !x.consistent).count();
    let end = if r.consistent {
        Phrase::new("rr-all-follow").arg("rounds", r.rounds.len())
    } else {
        Phrase::new("rr-some-depart").arg("bad", bad).arg("rounds", r.rounds.len())
    };
    s.push_str(&format!("{}\n", end.say(lang)));
    s
}

/// The report as Markdown.
#[must_use]
pub fn markdown(r: &Report) -> String {
    let mut s = String::from("# Round-robin check\n\n");
    for line in text(r).lines() {
        let l = line.trim_start();
        if line.starts_with("  ") {
            s.push_str(&format!("- {l}\n"));
        } else {
            s.push_str(&format!("\n{l}\n"));
        }
    }
    s
}

/// The table's pairing of a round in starting ranks, for messages: `1–6, 2–5, 3 no game`.
#[must_use]
pub fn describe(table: &[(Option<Tpn>, Option<Tpn>)]) -> String {
    table
        .iter()
        .map(|(w, b)| match (w, b) {
            (Some(w), Some(b)) => format!("{w}–{b}"),
            (Some(x), None) | (None, Some(x)) => format!("{x} no game"),
            (None, None) => show(None).to_string(),
        })
        .collect::<Vec<_>>()
        .join(", ")
}
