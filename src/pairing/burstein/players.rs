//! The players to pair in a Burstein round (C.04.4.2 2026), with what the articles need: score,
//! TPN, colour data and preference (1.5), the opposition Index (1.7: Buchholz, then
//! Sonneborn-Berger, with the unplayed-round rules of 1.7.2 as reading B-3 takes them), PAB
//! eligibility ([C2]) and games played (3.1.4).

use crate::pairing::dutch::EditionFacts as _;
use crate::pairing::reading::Readings;
use crate::tournament::{Colour, ColourPreference, Points, PreferenceStrength, ResultCode, RoundNo, Tournament, Tpn};

/// The opposition Index of 1.8.1: Buchholz, then Sonneborn-Berger (in tenths of a point, and
/// tenths times tenths for Sonneborn-Berger).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, serde::Serialize)]
pub struct Index {
    /// 1.7.1.1 Buchholz, in tenths.
    pub buchholz: i64,
    /// 1.7.1.2 Sonneborn-Berger, in hundredths (points × score, both in tenths).
    pub sonneborn_berger: i64,
}

/// A player to be paired.
#[derive(Clone, Debug)]
pub struct Player {
    /// Tournament pairing number (1.1).
    pub tpn: Tpn,
    /// Pairing score (scoregroups, 1.2.1).
    pub score: Points,
    /// The opposition Index (1.7, 1.8.1).
    pub index: Index,
    /// Colours of the games played, oldest first.
    pub colours: Vec<Colour>,
    /// Colour preference (1.5; none before the first game, 1.5.4).
    pub pref: ColourPreference,
    /// May receive the PAB ([C2], Basic Rule 4).
    pub pab_ok: bool,
    /// Opponents met over the board, sorted ([C1]).
    pub opponents: Vec<Tpn>,
    /// The values of 3.2 of the original edition (zero under 2026).
    pub tie_breaks: super::original::TieBreaks,
}

impl Player {
    /// Whether the player has played a game over the board.
    #[must_use]
    pub fn has_played(&self) -> bool {
        !self.colours.is_empty()
    }
    /// The colour wanted, if any (1.5; none for a player without games, 1.5.4).
    #[must_use]
    pub fn due(&self) -> Option<Colour> {
        self.pref.colour
    }
    /// An absolute preference (1.5.1) — the colour, if so.
    #[must_use]
    pub fn absolute(&self) -> Option<Colour> {
        (self.pref.strength == PreferenceStrength::Absolute).then_some(self.pref.colour).flatten()
    }
}

/// Everything the engine knows about the round to pair.
#[derive(Clone, Debug)]
pub struct Ctx {
    /// The round.
    pub round: RoundNo,
    /// Players to pair, in TPN order.
    pub players: Vec<Player>,
    /// The initial-colour (5.2.1; declared, else read back from round 1).
    pub initial_colour: Colour,
    /// Prohibited pairs as index pairs (lower first), sorted.
    pub prohibited: Vec<(usize, usize)>,
    /// The edition of the text applied.
    pub edition: super::Edition,
    /// Reading B-12 (b): "higher ranked" in 5.2.5 is the 1.8 order alone, scores ignored.
    pub higher_ranked_by_index: bool,
}

/// How the Index of 1.7 takes the rounds without a game over the board (readings B-3, B-4).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct UnplayedRounds {
    /// B-3 (c): in the score an opponent's Index sees, every round of the player without a
    /// game over the board counts as a draw, whatever was registered (item 3's series is then
    /// counted so too). A player's own unplayed round stays a game against oneself (B-3 a).
    pub draws_for_opponents: bool,
    /// B-4 (b): item 3's series of zero-point byes is made of every round scored zero without
    /// a game over the board (forfeit losses too), not only zero-point byes and absences.
    pub every_zero_unplayed: bool,
}

impl UnplayedRounds {
    /// The rules applied under `under`.
    #[must_use]
    pub fn under(under: &Readings) -> UnplayedRounds {
        UnplayedRounds { draws_for_opponents: under.is("B-3", "c"), every_zero_unplayed: under.is("B-4", "b") }
    }
}

/// The number of seeding rounds (1.6.2): half the rounds of the tournament, rounded down, or
/// four, whichever is lower (reading B-2: the planned rounds).
#[must_use]
pub fn seeding_rounds(planned: u16) -> u16 {
    (planned / 2).min(4)
}

/// Whether `e` is a zero-point bye for 1.7.2 item 3: (reading B-4 a) a requested zero-point
/// bye or a round absent after having been paired (blank entry, no points); (B-4 b, `every`)
/// any round scored zero without a game over the board.
fn zero_point_bye(e: &crate::tournament::RoundEntry, points: Points, every: bool) -> bool {
    if every {
        return points == Points::ZERO && !e.is_played_game();
    }
    e.opponent.is_none() && points == Points::ZERO && matches!(e.result, ResultCode::ZeroPointBye | ResultCode::Blank)
}

/// Every registered player's opposition Index before `round` (1.7), indexed like `t.players`.
///
/// 1.7.1: Buchholz = the opponents' current scores summed; Sonneborn-Berger = the points
/// scored against each opponent times that opponent's current score. 1.7.2 (reading B-3 a):
/// a round without a game over the board counts as a game against oneself with the points
/// registered (own current score; that many points times it); virtual (acceleration) points
/// are excluded (real scores only). Item 3: a player whose latest rounds up to now are a run
/// of zero-point byes is seen by their over-the-board opponents with each of those byes
/// counted as a draw.
#[must_use]
pub fn indices(t: &Tournament, round: RoundNo) -> Vec<Index> {
    indices_under(t, round, UnplayedRounds::default())
}

/// [`indices`] with the rounds without a game taken as `unplayed` says (readings B-3, B-4).
#[must_use]
pub fn indices_under(t: &Tournament, round: RoundNo, unplayed: UnplayedRounds) -> Vec<Index> {
    let past = round.index();
    let draw = t.scoring.draw();
    let score: Vec<Points> = t.players.iter().map(|p| t.points_after(p.tpn, round.0.saturating_sub(1))).collect();
    let seen: Vec<Points> = t
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| {
            if unplayed.draws_for_opponents {
                return (0..past)
                    .map(|k| {
                        let e = p.entry(RoundNo::from_index(k));
                        if e.is_played_game() { t.scoring.points_for(e.result, e.colour) } else { draw }
                    })
                    .fold(Points::ZERO, |a, b| a + b);
            }
            let mut run = 0;
            for k in (0..past).rev() {
                let e = p.entry(RoundNo::from_index(k));
                if zero_point_bye(&e, t.scoring.points_for(e.result, e.colour), unplayed.every_zero_unplayed) {
                    run += 1;
                } else {
                    break;
                }
            }
            score[i] + Points(draw.0 * run)
        })
        .collect();
    let idx = |x: Tpn| t.players.binary_search_by_key(&x, |p| p.tpn).ok();
    t.players
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let mut ix = Index::default();
            for k in 0..past {
                let e = p.entry(RoundNo::from_index(k));
                let pts = t.scoring.points_for(e.result, e.colour);
                let opp = if e.is_played_game() { e.opponent.and_then(idx) } else { None };
                let s = opp.map_or(score[i], |j| seen[j]);
                ix.buchholz += i64::from(s.0);
                ix.sonneborn_berger += i64::from(pts.0) * i64::from(s.0);
            }
            ix
        })
        .collect()
}

impl Ctx {
    /// Builds the context for pairing `round` of `t` (rounds before it played).
    #[must_use]
    pub fn new(t: &Tournament, round: RoundNo) -> Ctx {
        Ctx::of_edition(t, round, super::Edition::Y2026)
    }

    /// Builds the context for pairing `round` of `t` under `edition`: for the original text the
    /// scores carry the imaginary point of 3.3 and the players the values of 3.2.
    #[must_use]
    pub fn of_edition(t: &Tournament, round: RoundNo, edition: super::Edition) -> Ctx {
        Ctx::under(t, round, edition, &Readings::defaults())
    }

    /// [`Ctx::of_edition`] under the readings `under` (B-3 c, B-4 b: the Index; B-12 b: 5.2.5).
    #[must_use]
    pub fn under(t: &Tournament, round: RoundNo, edition: super::Edition, under: &Readings) -> Ctx {
        let state = t.state_at(round);
        let original = edition == super::Edition::Original;
        let tb = if original { super::original::tie_breaks(t, round) } else { Vec::new() };
        let withdrawn: Vec<Tpn> = t.requested_byes_in(round, round).map(|b| b.player).collect();
        let ix = indices_under(t, round, UnplayedRounds::under(under));
        let mut players = Vec::new();
        for (k, ps) in state.players.iter().enumerate() {
            if ps.preset.is_some() || withdrawn.contains(&ps.tpn) {
                continue;
            }
            let mut opponents: Vec<Tpn> = ps.played_opponents().collect();
            opponents.sort();
            let score = if original {
                ps.pairing_score + super::original::imaginary_point(t, ps.tpn, round)
            } else {
                ps.pairing_score
            };
            players.push(Player {
                tpn: ps.tpn,
                score,
                index: ix.get(k).copied().unwrap_or_default(),
                colours: ps.colours.clone(),
                pref: ps.preference,
                pab_ok: ps.may_get_pab(crate::rules::DutchEdition::Dutch2026, t.scoring.win()),
                opponents,
                tie_breaks: tb.get(k).copied().unwrap_or_default(),
            });
        }
        let prohibited = crate::pairing::prohibited_pairs(t, round, &players, |p| p.tpn);
        Ctx {
            round,
            players,
            initial_colour: crate::pairing::initial_colour_of(t, false),
            prohibited,
            edition,
            higher_ranked_by_index: under.is("B-12", "b"),
        }
    }

    /// [C1] and [C3]: `a` and `b` (indices) may meet.
    #[must_use]
    pub fn compatible(&self, a: usize, b: usize) -> bool {
        let (pa, pb) = (&self.players[a], &self.players[b]);
        let met = pa.opponents.binary_search(&pb.tpn).is_ok();
        crate::pairing::may_meet((a, b), met, [pa.absolute(), pb.absolute()], &self.prohibited)
    }

    /// The ranking order of 1.8: Index (Buchholz, then Sonneborn-Berger) descending, then TPN
    /// ascending; scores are not used. Original edition, 3.2: Sonneborn-Berger, Buchholz,
    /// Median, rating descending, then TPN ascending (reading B-O-4). `Less` = `a` ranks higher.
    #[must_use]
    pub fn rank_cmp(&self, a: usize, b: usize) -> std::cmp::Ordering {
        let (pa, pb) = (&self.players[a], &self.players[b]);
        if self.edition == super::Edition::Original {
            return pb.tie_breaks.cmp(&pa.tie_breaks).then(pa.tpn.cmp(&pb.tpn));
        }
        pb.index.cmp(&pa.index).then(pa.tpn.cmp(&pb.tpn))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seeding_rounds_follow_1_6_2() {
        assert_eq!(seeding_rounds(5), 2);
        assert_eq!(seeding_rounds(7), 3);
        assert_eq!(seeding_rounds(9), 4);
        assert_eq!(seeding_rounds(11), 4);
        assert_eq!(seeding_rounds(1), 0);
    }
}

#[cfg(test)]
mod index_tests {
    use super::*;
    use crate::trf::TrfDocument;

    fn tournament(lines: &[&str]) -> Tournament {
        let text = format!("XXR 7\n{}\n", lines.join("\n"));
        Tournament::from_trf(&TrfDocument::from_bytes(text.as_bytes()).unwrap()).unwrap()
    }

    fn line(tpn: u16, pts: &str, rounds: &[&str]) -> String {
        let mut s = format!("001 {tpn:>4}      Player{tpn:<27}2000                             {pts:>4}    0");
        for r in rounds {
            s.push_str("  ");
            s.push_str(r);
        }
        s
    }

    /// 1.7.1 and 1.7.2 (reading B-3 a, item 3): Buchholz and Sonneborn-Berger on current
    /// scores; a round without a game counts the player's own score; an opponent whose latest
    /// rounds are zero-point byes (withdrawn) has each counted as a draw.
    #[test]
    fn buchholz_and_sonneborn_berger_follow_1_7() {
        let l = [
            line(1, "2.0", &["   2 w 1", "   3 b 1", "0000 - Z"]),
            line(2, "1.5", &["   1 b 0", "0000 - H", "   3 w 1"]),
            line(3, "0.0", &["   4 w 0", "   1 w 0", "   2 b 0"]),
            line(4, "1.0", &["   3 b 1", "0000 - Z", "0000 - Z"]),
        ];
        let t = tournament(&l.iter().map(String::as_str).collect::<Vec<_>>());
        let ix = indices(&t, RoundNo(4));
        // Player 1: opponents 2 (1.5) and 3 (0.0), round 3 unplayed (own score 2.0): BH 3.5;
        // SB = 1·1.5 + 1·0 + 0·2.0 = 1.5.
        assert_eq!(ix[0], Index { buchholz: 35, sonneborn_berger: 150 });
        // Player 3 met 4, who has two zero-point byes up to now: seen as 1.0 + 2 × 0.5 = 2.0;
        // and 1, whose last round is a zero-point bye: 2.0 + 0.5. BH = 2.0 + 2.5 + 1.5 (2) = 6.0.
        assert_eq!(ix[2], Index { buchholz: 60, sonneborn_berger: 0 });
        // Player 2: 1 (2.0 + 0.5 for the zero-point bye of round 3), own 1.5 for the half-point
        // bye, 3 (0.0). BH = 2.5 + 1.5 + 0 = 4.0; SB = 0·2.5 + 0.5·1.5 + 1·0.
        assert_eq!(ix[1], Index { buchholz: 40, sonneborn_berger: 75 });
    }

    /// Readings B-3 and B-4 on rounds without a game. Round 1: 1 beats 2, 3 beats 4, 5 has
    /// the PAB; round 2: 3 beats 1, 2 has a full-point bye, 5 wins by forfeit against 4.
    /// Scores before round 3: 1, 2 and 1 have 1, 3 and 5 have 2, 4 has 0.
    #[test]
    fn unplayed_rounds_follow_readings_b3_and_b4() {
        let l = [
            line(1, "1.0", &["   2 w 1", "   3 b 0"]),
            line(2, "1.0", &["   1 b 0", "0000 - F"]),
            line(3, "2.0", &["   4 w 1", "   1 w 1"]),
            line(4, "0.0", &["   3 b 0", "   5 w -"]),
            line(5, "2.0", &["0000 - U", "   4 b +"]),
        ];
        let t = tournament(&l.iter().map(String::as_str).collect::<Vec<_>>());
        let r3 = RoundNo(3);
        let of = |draws_for_opponents, every_zero_unplayed| {
            indices_under(&t, r3, UnplayedRounds { draws_for_opponents, every_zero_unplayed })
        };
        let a = of(false, false);
        // (a): 4's forfeit loss is no zero-point bye, 4 is seen with 0. Player 3 met 4 (0) and
        // 1 (1): BH 1, SB 1·0 + 1·1 = 1. Player 1 met 2 (1) and 3 (2): BH 3, SB 1·1 + 0·2 = 1.
        assert_eq!(a[2], Index { buchholz: 10, sonneborn_berger: 100 });
        assert_eq!(a[0], Index { buchholz: 30, sonneborn_berger: 100 });
        // Player 5 played nobody: two games against oneself (score 2): BH 4, SB 1·2 + 1·2.
        assert_eq!(a[4], Index { buchholz: 40, sonneborn_berger: 400 });
        // B-4 (b): 4's forfeit loss of round 2 is a round scored zero without playing, the run
        // up to now: seen as 0 + ½. Player 3: BH 0.5 + 1 = 1.5, SB 1·0.5 + 1·1 = 1.5.
        let b4 = of(false, true);
        assert_eq!(b4[2], Index { buchholz: 15, sonneborn_berger: 150 });
        assert_eq!(b4[0], a[0]);
        // B-3 (c): 2's full-point bye is seen as a draw by 1: 0 + ½. Player 1: BH ½ + 2 = 2.5,
        // SB 1·0.5 + 0·2 = 0.5. Player 3 sees 4's forfeit loss as a draw too (0.5) and 1 as 1:
        // BH 1.5. Player 5's own unplayed rounds still count its own score (B-3 a).
        let b3 = of(true, false);
        assert_eq!(b3[0], Index { buchholz: 25, sonneborn_berger: 50 });
        assert_eq!(b3[2], Index { buchholz: 15, sonneborn_berger: 150 });
        assert_eq!(b3[4], a[4]);
        assert_eq!(UnplayedRounds::under(&Readings::defaults()), UnplayedRounds::default());
    }
}
