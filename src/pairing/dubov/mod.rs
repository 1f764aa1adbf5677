//! The Dubov System (C.04.4.1), edition applied from 1 February 2026.
//!
//! The text is in `docs/systems/dubov-2026.md`, with every gap in the public sources and the
//! reading arbitro applies (D-1 … D-21). The engine follows the text's own procedure: the PAB
//! first (3.1), then each scoregroup in descending score with the fewest upfloaters ([C5]),
//! the best scores for them ([C6]) and the first set in the order of 4.2 that pairs best by
//! [C7]–[C10]; inside the bracket G1 (White seekers) and G2, the shifters of 3.2.4 (4.3), and
//! S1 against the first legal transposition of G2 (4.4). Colours by 5.2.
//!
//! ```
//! use arbitro::pairing::dubov;
//! use arbitro::tournament::{RoundNo, Tournament};
//! use arbitro::trf::TrfDocument;
//!
//! let text = std::fs::read("scenarios/dubov/first-round-8.trf").unwrap();
//! let t = Tournament::from_trf(&TrfDocument::from_bytes(&text).unwrap()).unwrap();
//! let p = dubov::pair(&t, RoundNo(1)).unwrap();
//! // 1 v 5, 6 v 2, 3 v 7, 8 v 4 (5.2.1: odd TPN of the higher ranked gets the initial-colour).
//! assert_eq!(p.pair_list(), "4\n1 5\n6 2\n3 7\n8 4\n");
//! ```

pub mod bracket;
pub mod check;
pub mod colour;
pub mod criteria;
pub mod edition;
pub mod order;
pub mod players;
pub mod walkthrough;

pub use criteria::Criterion;
pub use edition::Dubov2026;
pub use players::Ctx;

use crate::core::words::Phrase;
use crate::pairing::system::Findings;
use crate::pairing::{Finding, Pairer, Pairing, PairingError};
use crate::tournament::{RoundNo, Tournament};

/// The Dubov engine (2026 edition).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct DubovEngine;

impl Pairer for DubovEngine {
    fn pair(&self, t: &Tournament, round: RoundNo) -> Result<Pairing, PairingError> {
        pair(t, round)
    }

    /// The first criterion or rule of C.04.4.1 on which the round departs ([`check::check`]),
    /// with the players of the boards concerned.
    fn explain_departure(&self, d: &crate::pairing::Departure<'_>) -> Vec<Finding> {
        // The Dubov check words its verdicts in English only (the desk pairs with the Dutch
        // system and the round-robin tables): the detail goes through as it is.
        FINDINGS.explain(d, check::check, |c| format!("{} ({})", c.code(), c.article()))
    }
}

/// How a departure from the Dubov System reads.
const FINDINGS: Findings<Criterion> = Findings {
    chapter: "C.04.4.1",
    no_pairing: Phrase::new("find-no-dubov-pairing"),
    departs: Phrase::new("find-dubov"),
    absolute: &[Criterion::C1, Criterion::C2, Criterion::C3, Criterion::C4],
    bye: &[Criterion::Pab],
    colour: &[Criterion::Colours],
    order: &[Criterion::UpfloaterOrder, Criterion::Subgroups, Criterion::Transposition],
};

/// Pairs `round` of `t` (which holds rounds 1..`round`-1) with the Dubov System, 2026.
///
/// # Errors
/// [`PairingError::NoValidPairing`] when no pairing complies with [C1]–[C4].
pub fn pair(t: &Tournament, round: RoundNo) -> Result<Pairing, PairingError> {
    pair_under(t, round, &crate::pairing::reading::Readings::defaults())
}

/// [`pair`] under the readings `under` (D-5, D-6).
///
/// # Errors
/// As [`pair`].
pub fn pair_under(
    t: &Tournament,
    round: RoundNo,
    under: &crate::pairing::reading::Readings,
) -> Result<Pairing, PairingError> {
    let ctx = Ctx::under(t, round, under);
    let rp = bracket::pair_round(&ctx).map_err(|e| PairingError::NoValidPairing { round, reason: e.0 })?;
    Ok(boards_of(&ctx, &rp))
}

/// The boards of a round pairing: colours by 5.2, board order of C.04.2 (higher score of the
/// pair, then the sum, then the higher-ranked player's TPN).
#[must_use]
pub fn boards_of(ctx: &Ctx, rp: &bracket::RoundPairing) -> Pairing {
    let s = &ctx.players;
    crate::pairing::boards_in_board_order(
        ctx.round,
        &rp.pairs,
        rp.bye,
        |i| (s[i].tpn, s[i].score),
        |&(a, b)| colour::allocate(ctx, a, b),
        |w, b| colour::ranks_higher(&s[w], &s[b]),
        |hi, _| s[hi].tpn,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::Tpn;
    use crate::trf::TrfDocument;

    fn tournament(lines: &[String]) -> Tournament {
        let text = format!("XXR 5\n{}\n", lines.join("\n"));
        Tournament::from_trf(&TrfDocument::from_bytes(text.as_bytes()).unwrap()).unwrap()
    }

    fn line(tpn: u16, rating: u16, pts: &str, rounds: &[&str]) -> String {
        let mut s = format!("001 {tpn:>4}      Player{tpn:<27}{rating:>4}                             {pts:>4}    0");
        for r in rounds {
            s.push_str("  ");
            s.push_str(r);
        }
        s
    }

    /// The engine's own pairing departs nowhere; one with the PAB moved departs, and the
    /// finding names a Dubov criterion and the players concerned.
    #[test]
    fn a_departure_is_explained_by_a_dubov_criterion() {
        use crate::pairing::{Departure, FindingKind};
        let t = tournament(&(1..=7).map(|i| line(i, 2500 - i * 10, "0.0", &[])).collect::<Vec<_>>());
        let ours = pair(&t, RoundNo(1)).unwrap();
        let state = t.state_at(RoundNo(1));
        let d = |theirs| Departure {
            tournament: &t,
            state: &state,
            edition: crate::rules::DutchEdition::Dutch2026,
            ours: Ok(&ours),
            theirs,
        };
        assert!(DubovEngine.explain_departure(&d(&ours)).is_empty());
        let mut other = ours.clone();
        let (b7, b1) = (other.bye.unwrap(), other.boards[0].white);
        other.bye = Some(b1);
        other.boards[0].white = b7;
        let f = DubovEngine.explain_departure(&d(&other));
        assert_eq!(f.len(), 1, "{f:?}");
        assert_ne!(f[0].kind, FindingKind::NoPairing);
        assert!(!f[0].rule.is_empty() && !f[0].message.to_string().is_empty(), "{f:?}");
        let no = DubovEngine
            .explain_departure(&Departure { ours: Err(&Phrase::new("nopair-text").arg("text", "none")), ..d(&other) });
        assert_eq!(no[0].kind, FindingKind::NoPairing);
    }

    /// Round 1, seven players: 3.1 gives the PAB to the largest TPN (all on 0, no games);
    /// then 1 v 4, 2 v 5, 3 v 6 with colours by 5.2.1.
    #[test]
    fn first_round_pab_and_tpn_halves() {
        let t = tournament(&(1..=7).map(|i| line(i, 2500 - i * 10, "0.0", &[])).collect::<Vec<_>>());
        let p = pair(&t, RoundNo(1)).unwrap();
        assert_eq!(p.bye, Some(Tpn(7)));
        assert_eq!(p.pair_list(), "4\n1 4\n5 2\n3 6\n7 0\n");
    }

    /// Round 2 of four: the winners 1 and 3 meet (no upfloater needed, [C5]); both had White,
    /// so both are due Black (strong); 5.2.4 cannot alternate (same colours), 5.2.5 gives the
    /// higher ranked (1) their preference: 3 gets White. The losers 2 and 4 are both due White:
    /// 2 ranks higher and gets it.
    #[test]
    fn second_round_scoregroups_and_colours() {
        let t = tournament(&[
            line(1, 2400, "1.0", &["   2 w 1"]),
            line(2, 2300, "0.0", &["   1 b 0"]),
            line(3, 2200, "1.0", &["   4 w 1"]),
            line(4, 2100, "0.0", &["   3 b 0"]),
        ]);
        let p = pair(&t, RoundNo(2)).unwrap();
        assert_eq!(p.pair_list(), "2\n3 1\n2 4\n");
    }

    /// An odd scoregroup takes one upfloater: 3.2.2 with [C6] the highest score below, then
    /// the first in 4.2.2 order (ascending TPN) that pairs best by [C7]: here the upfloater due
    /// White meets the resident due Black.
    #[test]
    fn upfloater_selection_follows_c6_then_c7_then_order() {
        let t = tournament(&[
            line(1, 2400, "1.0", &["   4 w 1"]),
            line(2, 2350, "1.0", &["   5 b 1"]),
            line(3, 2300, "1.0", &["   6 w 1"]),
            line(4, 2250, "0.0", &["   1 b 0"]),
            line(5, 2200, "0.0", &["   2 w 0"]),
            line(6, 2150, "0.0", &["   3 b 0"]),
        ]);
        let ctx = Ctx::new(&t, RoundNo(2));
        let rp = bracket::pair_round(&ctx).unwrap();
        let top = &rp.brackets[0];
        assert_eq!(top.upfloaters.len(), 1, "[C5]: one upfloater");
        // Residents 1 (due B), 2 (due W), 3 (due B). Candidates 4 (due W, met 1), 5 (due B), 6 (due W, met 3).
        // [C7]: an upfloater due White gives one failure less; 4 is first in 4.2.2 order.
        assert_eq!(ctx.players[top.upfloaters[0]].tpn, Tpn(4));
        assert_eq!(top.quality.c7, 0);
        let p = boards_of(&ctx, &rp);
        assert!(p.boards.iter().any(|b| b.players() == (Tpn(3), Tpn(4))), "{}", p.pair_list());
    }

    /// [C3]: two players with the same absolute preference never meet, and the engine finds a
    /// pairing around them.
    #[test]
    fn absolute_preferences_do_not_meet() {
        let t = tournament(&[
            line(1, 2400, "2.0", &["   3 w 1", "   4 w 1"]),
            line(2, 2300, "2.0", &["   4 b 1", "   3 w 1"]),
            line(3, 2200, "0.0", &["   1 b 0", "   2 b 0"]),
            line(4, 2100, "0.0", &["   2 w 0", "   1 b 0"]),
            line(5, 2000, "2.0", &["   6 w 1", "   7 w 1"]),
            line(6, 1900, "0.0", &["   5 b 0", "   8 b 0"]),
            line(7, 1800, "1.0", &["   8 b 1", "   5 b 0"]),
            line(8, 1700, "1.0", &["   7 w 0", "   6 w 1"]),
        ]);
        let ctx = Ctx::new(&t, RoundNo(3));
        let p = pair(&t, RoundNo(3)).unwrap();
        for b in &p.boards {
            let (w, bl) = (
                ctx.players[usize::from(b.white.0) - 1].absolute(),
                ctx.players[usize::from(b.black.0) - 1].absolute(),
            );
            assert!(w.is_none() || w != bl, "{b:?}");
        }
        // 1 and 5 (both WW) cannot meet: 2 takes one of them.
        assert!(!p.boards.iter().any(|b| b.players() == (Tpn(1), Tpn(5))));
    }

    /// Reading D-5 (c), scores after the round. Round 1: 1, 2 and 7 beat 3, 4 and 8 with Black;
    /// 5 and 6 had zero-point byes. Round 2: 1, 2 and 7 (due White) take one upfloater from the
    /// players on 0 (all due Black: [C7] is 1 whoever it is); nobody is a maximum upfloater.
    /// (a) nobody has upfloated (everybody had 0 when round 1 was paired): 4.2.2 takes 3, the
    /// smallest TPN ([C1] allows it: 3 met 1, not 2 or 7). (c) the losers were below their
    /// opponents after round 1, so upfloated in it: [C10] takes 5, the first who did not.
    #[test]
    fn upfloats_judged_after_the_round_under_reading_d5c() {
        use crate::pairing::reading::{Readings, parse_choice};
        let t = tournament(&[
            line(1, 2400, "1.0", &["   3 b 1"]),
            line(2, 2350, "1.0", &["   4 b 1"]),
            line(3, 2300, "0.0", &["   1 w 0"]),
            line(4, 2250, "0.0", &["   2 w 0"]),
            line(5, 2200, "0.0", &["0000 - Z"]),
            line(6, 2150, "0.0", &["0000 - Z"]),
            line(7, 2100, "1.0", &["   8 b 1"]),
            line(8, 2050, "0.0", &["   7 w 0"]),
        ]);
        let upfloater = |under: &Readings| {
            let ctx = Ctx::under(&t, RoundNo(2), under);
            let rp = bracket::pair_round(&ctx).unwrap();
            rp.brackets[0].upfloaters.iter().map(|&u| ctx.players[u].tpn).collect::<Vec<_>>()
        };
        assert_eq!(upfloater(&Readings::defaults()), vec![Tpn(3)]);
        assert_eq!(upfloater(&Readings::of(&[parse_choice("D-5c").unwrap()])), vec![Tpn(5)]);
    }
}
