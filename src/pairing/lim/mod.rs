//! The Lim System (C.04.4.3): the 1987 text amended to 1999 (`lim-1999`, tournaments before
//! 1 February 2026) and the text applied from 1 February 2026 (`lim-2026`, the same content
//! renumbered). The texts, their sources and the readings arbitro applies (L-1 … L-16) are in
//! `docs/systems/lim-2026.md` and `docs/systems/lim-1999.md`.
//!
//! A round: the pairing-allocated bye to the lowest-ranked player of the lowest scoregroup
//! (1.1); the scoregroups above the Median Scoregroup from the top down, those below it from
//! the bottom up, the Median Scoregroup last and downward (2.2), enlarged pair by pair while it
//! cannot be paired (2.6). In each group the floaters are chosen first (2.3, 3), the incoming
//! floaters are paired first (3.6–3.8), then the top half meets the bottom half with the
//! exchanges of Section 4, the colours by a second scrutiny (5.2) and 5.3–5.6.
//!
//! ```
//! use arbitro::pairing::lim::{self, Edition};
//! use arbitro::tournament::{RoundNo, Tournament};
//! use arbitro::trf::TrfDocument;
//!
//! let text = std::fs::read("scenarios/lim/round-1-forty.trf").unwrap();
//! let t = Tournament::from_trf(&TrfDocument::from_bytes(&text).unwrap()).unwrap();
//! let p = lim::pair(&t, RoundNo(1), Edition::Lim2026).unwrap();
//! // 7.2: 1 - 21, 22 - 2, 3 - 23, 24 - 4, ... (player 1 drew White).
//! assert!(p.pair_list().starts_with("20\n1 21\n22 2\n3 23\n24 4\n"));
//! ```

pub mod check;
pub mod colour;
pub mod criteria;
pub mod edition;
pub mod group;
pub mod players;
pub mod round;
pub mod walkthrough;

pub use criteria::{Criterion, Edition};
pub use edition::{Lim1999, Lim2026};
pub use players::Ctx;

use crate::core::words::Phrase;
use crate::pairing::system::Findings;
use crate::pairing::{Finding, Pairer, Pairing, PairingError};
use crate::tournament::{RoundNo, Tournament};

/// The Lim engine, in one edition.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct LimEngine(pub Edition);

impl Pairer for LimEngine {
    fn pair(&self, t: &Tournament, round: RoundNo) -> Result<Pairing, PairingError> {
        pair(t, round, self.0)
    }

    /// The first rule of C.04.4.3 on which the round departs ([`check::check`]), with the
    /// players of the boards concerned.
    fn explain_departure(&self, d: &crate::pairing::Departure<'_>) -> Vec<Finding> {
        let edition = self.0;
        let check = |t: &Tournament, round, file: &Pairing| check::check(t, round, file, edition);
        FINDINGS.explain(d, check, |c| format!("{} (C.04.4.3 Art. {})", c.code(), c.article(edition)))
    }
}

/// How a departure from the Lim System reads.
const FINDINGS: Findings<Criterion> = Findings {
    chapter: "C.04.4.3",
    no_pairing: Phrase::new("find-no-lim-pairing"),
    departs: Phrase::new("find-lim"),
    absolute: &[Criterion::Rematch, Criterion::ColourLimits, Criterion::Complete],
    bye: &[Criterion::Pab],
    colour: &[Criterion::Colours, Criterion::FirstRound],
    order: &[Criterion::Order, Criterion::Exchange, Criterion::FloaterPairing],
};

/// Pairs `round` of `t` (which holds rounds 1..`round`-1) with the Lim System.
///
/// # Errors
/// [`PairingError::NoValidPairing`] when no pairing complies with 2.1 (naming 1.1, 2.1 or 2.6).
pub fn pair(t: &Tournament, round: RoundNo, edition: Edition) -> Result<Pairing, PairingError> {
    pair_under(t, round, edition, &crate::pairing::reading::Readings::defaults())
}

/// [`pair`] under the readings `under` (L-20, L-21).
///
/// # Errors
/// As [`pair`].
pub fn pair_under(
    t: &Tournament,
    round: RoundNo,
    _edition: Edition,
    under: &crate::pairing::reading::Readings,
) -> Result<Pairing, PairingError> {
    let ctx = Ctx::under(t, round, under);
    let rp = round::pair_round(&ctx).map_err(|e| PairingError::NoValidPairing { round, reason: e.0 })?;
    Ok(boards_of(&ctx, &rp))
}

/// The boards of a round pairing: colours by 5.3–5.6 / 7.2; board order (reading L-16): the
/// higher score of the pair, then the sum of the scores, then the higher-ranked player.
#[must_use]
pub fn boards_of(ctx: &Ctx, rp: &round::RoundPairing) -> Pairing {
    let s = &ctx.players;
    crate::pairing::boards_in_board_order(
        ctx.round,
        &rp.pairs,
        rp.bye,
        |i| (s[i].tpn, s[i].score),
        |m| colour::allocate(ctx, m.a, m.b, rp.side(m)),
        |w, b| (s[w].score, std::cmp::Reverse(w)) > (s[b].score, std::cmp::Reverse(b)),
        |hi, lo| hi.min(lo),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::trf::TrfDocument;

    fn load(path: &str) -> Tournament {
        let text = std::fs::read(path).unwrap();
        Tournament::from_trf(&TrfDocument::from_bytes(&text).unwrap()).unwrap()
    }

    /// The switches of readings L-20 and L-21 change pairings on generated rounds, and a round
    /// paired under one is consistent under it: `check` under the defaults finds the departure
    /// and names the reading under which the round complies.
    #[test]
    fn the_switches_l_20b_and_l_21b_pair_and_check_under_their_reading() {
        use crate::pairing::reading::{Readings, parse_choice};
        use crate::pairing::system::{SwissSystem as _, check_readings};
        let yaml = std::fs::read_to_string("generator/lim-open.yaml")
            .unwrap()
            .replace("players: [12, 300]", "players: [12, 60]")
            .replace("rounds: [5, 11]", "rounds: [7, 11]");
        assert!(yaml.contains("players: [12, 60]"), "the lim-open profile changed: adapt this test");
        let profile = crate::generator::Profile::from_yaml(&yaml, "generator/lim-open.yaml").unwrap();
        let mut differ = std::collections::BTreeMap::<&str, usize>::new();
        let mut rounds = 0;
        for seed in 0..40u64 {
            let t = crate::generator::generate(&profile, seed, &LimEngine(Edition::Lim2026)).unwrap().tournament;
            for r in 2..=t.rounds_recorded() {
                let round = RoundNo(r);
                let cut = t.cut_before(round);
                let Ok(ours) = pair(&cut, round, Edition::Lim2026) else { continue };
                rounds += 1;
                for name in ["L-20b", "L-21b"] {
                    let under = Readings::of(&[parse_choice(name).unwrap()]);
                    let theirs = pair_under(&cut, round, Edition::Lim2026, &under).unwrap();
                    if theirs == ours {
                        continue;
                    }
                    *differ.entry(name).or_default() += 1;
                    let v = check_readings(&Lim2026, &cut, round, &theirs, &Readings::defaults()).unwrap();
                    assert!(v.verdict.complies, "seed {seed} round {r}: {name}'s pairing departs under it too");
                    let note = v.reading.expect("a departure from the default explained by a reading");
                    assert_eq!(note.reading.name(), name, "seed {seed} round {r}");
                    assert!(!Lim2026.check(&cut, round, &theirs).unwrap().complies);
                }
            }
        }
        assert!(rounds > 250, "{rounds}");
        for name in ["L-20b", "L-21b"] {
            assert!(differ.get(name).is_some_and(|n| *n > 0), "{name} never changed a pairing in {rounds} rounds");
        }
    }

    /// 7.2: 1 - 21, 22 - 2, 3 - 23, 24 - 4, ..., 40 - 20 (player 1 drew White).
    #[test]
    fn the_forty_players_of_7_2() {
        let t = load("scenarios/lim/round-1-forty.trf");
        let p = pair(&t, RoundNo(1), Edition::Lim2026).unwrap();
        let want: Vec<String> = (1..=20u16)
            .map(|i| if i % 2 == 1 { format!("{i} {}", i + 20) } else { format!("{} {i}", i + 20) })
            .collect();
        assert_eq!(p.pair_list(), format!("20\n{}\n", want.join("\n")));
        let v = check::check(&t, RoundNo(1), &p, Edition::Lim2026).unwrap();
        assert!(v.complies, "{:?}", v.detail);
    }

    /// 7.1: with forty-one players the lowest-ranked (41) has the PAB; 1 - 21 ... 20 - 40.
    #[test]
    fn the_bye_of_7_1() {
        let t = load("scenarios/lim/round-1-forty-one.trf");
        let p = pair(&t, RoundNo(1), Edition::Lim1999).unwrap();
        assert_eq!(p.bye, Some(crate::tournament::Tpn(41)));
        assert_eq!(
            p.boards[0],
            crate::pairing::Board { white: crate::tournament::Tpn(1), black: crate::tournament::Tpn(21) }
        );
    }

    /// 4.2, second column: 1 and 4 have met; 1 - 5, 2 - 4, 3 - 6, each with the colour due.
    #[test]
    fn the_second_column_of_4_2() {
        let t = load("scenarios/lim/exchange-4-2.trf");
        let p = pair(&t, RoundNo(2), Edition::Lim2026).unwrap();
        assert_eq!(p.pair_list(), "3\n5 1\n4 2\n3 6\n");
    }

    /// 8.3: the 1-point group (1, 2, 4: 4 floats, due White like 2), the 0-point group upward (6,
    /// 7, 9: 7 floats), then the Median Scoregroup: 4 meets 3 (3.8: highest-ranked due Black),
    /// 7 would meet 8 (the higher-ranked due White) but 5 and 10 have met: the exchange gives
    /// 7 - 10 and 5 - 8.
    #[test]
    fn the_second_round_of_8_3() {
        let t = load("scenarios/lim/round-2-order.trf");
        let p = pair(&t, RoundNo(2), Edition::Lim2026).unwrap();
        assert_eq!(p.pair_list(), "5\n2 1\n4 3\n8 5\n10 7\n6 9\n");
    }
}
