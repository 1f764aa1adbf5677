//! Checking a round of a Swiss Team tournament (C.04.6 2026) against the engine: the first
//! criterion or rule on which the round departs from the text, the boards concerned, and the
//! values on both sides. The steps are the shared checker of the procedure
//! ([`crate::pairing::lex_procedure::check`]); this module names the team criteria, the team
//! pairing criteria [C8]–[C10] and the words for teams.

use super::bracket::{self, PairQuality, RoundPairing};
use super::colour::{self, ColourRule};
use super::criteria::Criterion;
use super::teams::Ctx;
use super::{TeamRules, planned_rounds};
use crate::core::words::Phrase;
use crate::pairing::lex_procedure::check::{self as lex_check, CheckWords, Checked, ColourRuleWords};
use crate::pairing::reading::Readings;
use crate::pairing::{Pairing, PairingError};
use crate::tournament::{RoundNo, Tournament, Tpn};

/// The verdict on one round ([`crate::pairing::system::Verdict`] citing this system's criteria).
pub type Verdict = crate::pairing::system::Verdict<Criterion>;

impl ColourRuleWords for ColourRule {
    fn article(self) -> &'static str {
        ColourRule::article(self)
    }
    fn phrase_id(self) -> &'static str {
        ColourRule::phrase_id(self)
    }
}

impl Checked for Ctx {
    type Criterion = Criterion;
    type ColourRule = ColourRule;
    const CHECK_WORDS: CheckWords = CheckWords {
        who: "team",
        paired_not_to_be_paired: "team-paired-not-to-be-paired",
        left_unpaired: "team-left-unpaired",
        met: "team-met",
        had_pab: "team-had-pab",
        with_matches: "team-team-matches",
        pab_goes: "team-pab-goes",
        below_unpairable: "team-below-unpairable",
        should_have_white: "team-should-have-white",
    };
    lex_check::criterion_of_stage!(Criterion);
    fn index_of(&self, x: Tpn) -> Option<usize> {
        Ctx::index_of(self, x)
    }
    fn quality_departure(f: PairQuality, e: PairQuality) -> Option<(Criterion, u32, u32, &'static str)> {
        [
            (Criterion::C8, f.c8, e.c8, "team-what-no-preference"),
            (Criterion::C9, f.c9, e.c9, "team-what-no-strong-preference"),
            (Criterion::C10, f.c10, e.c10, "lex-what-opponents-floated"),
        ]
        .into_iter()
        .find(|&(_, a, b, _)| a != b)
    }
    fn allocate(&self, a: usize, b: usize) -> (usize, usize, ColourRule) {
        colour::allocate(self, a, b)
    }
    fn boards_of(&self, rp: &RoundPairing) -> Pairing {
        super::boards_of(self, rp)
    }
    fn complies(&self) -> Phrase {
        Phrase::new("house-complies").arg("chapter", "C.04.6").arg("edition", "2026")
    }
}

/// Checks `file` (the round as recorded or as another program paired it) against the text.
///
/// # Errors
/// [`PairingError::NoValidPairing`] when the round cannot be paired at all;
/// [`PairingError::Input`] without the number of rounds.
pub fn check(t: &Tournament, round: RoundNo, file: &Pairing, rules: TeamRules) -> Result<Verdict, PairingError> {
    check_under(t, round, file, rules, &Readings::defaults())
}

/// [`check`] under the readings `under` (`--reading T-11b`).
///
/// # Errors
/// As [`check`].
pub fn check_under(
    t: &Tournament,
    round: RoundNo,
    file: &Pairing,
    rules: TeamRules,
    under: &Readings,
) -> Result<Verdict, PairingError> {
    let ctx = Ctx::under(t, round, rules, planned_rounds(t)?, under);
    lex_check::check(&ctx, round, file, || {
        bracket::pair_round(&ctx).map_err(|e| PairingError::NoValidPairing { round, reason: e.0 })
    })
}
