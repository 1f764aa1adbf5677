//! Checking a round of a Double-Swiss tournament (C.04.5 2026) against the engine: the first
//! criterion or rule on which the round departs from the text, the boards concerned, and the
//! values on both sides. A round the engine refuses (reading DS-6) is refused here too. The
//! steps are the shared checker of the procedure ([`crate::pairing::lex_procedure::check`]);
//! this module names the Double-Swiss criteria, its one pairing criterion [C8] and the words
//! for players.

use super::colour::{self, ColourRule};
use super::criteria::Criterion;
use super::players::{Ctx, PairQuality};
use crate::core::words::Phrase;
use crate::pairing::lex_procedure::RoundPairing;
use crate::pairing::lex_procedure::check::{self as lex_check, CheckWords, Checked, ColourRuleWords};
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
        who: "player",
        paired_not_to_be_paired: "ds-paired-not-to-be-paired",
        left_unpaired: "ds-left-unpaired",
        met: "ds-met",
        had_pab: "ds-had-pab",
        with_matches: "ds-team-matches",
        pab_goes: "ds-pab-goes",
        below_unpairable: "ds-below-unpairable",
        should_have_white: "ds-should-have-white",
    };
    lex_check::criterion_of_stage!(Criterion);
    fn index_of(&self, x: Tpn) -> Option<usize> {
        Ctx::index_of(self, x)
    }
    fn quality_departure(f: PairQuality, e: PairQuality) -> Option<(Criterion, u32, u32, &'static str)> {
        (f.c8 != e.c8).then_some((Criterion::C8, f.c8, e.c8, "lex-what-opponents-floated"))
    }
    fn allocate(&self, a: usize, b: usize) -> (usize, usize, ColourRule) {
        colour::allocate(self, a, b)
    }
    fn boards_of(&self, rp: &RoundPairing<PairQuality>) -> Pairing {
        super::boards_of(self, rp)
    }
    fn complies(&self) -> Phrase {
        Phrase::new("house-complies").arg("chapter", "C.04.5").arg("edition", "2026, docs/systems/double-swiss-2026.md")
    }
}

/// Checks `file` (the round as recorded or as another program paired it) against the text.
///
/// # Errors
/// [`PairingError::NoValidPairing`] when the round cannot be paired at all;
/// [`PairingError::Input`] without the number of rounds, or when reading DS-6 decides the round.
pub fn check(t: &Tournament, round: RoundNo, file: &Pairing) -> Result<Verdict, PairingError> {
    check_in(t, round, file, super::FloatScope::Refuse)
}

/// [`check`] under the scope `scope` of the [C7]/[C8] exception (reading DS-6).
///
/// # Errors
/// As [`check`]; no refusal under a scope the reading names.
pub fn check_in(
    t: &Tournament,
    round: RoundNo,
    file: &Pairing,
    scope: super::FloatScope,
) -> Result<Verdict, PairingError> {
    check_under(t, round, file, scope, &crate::pairing::reading::Readings::defaults())
}

/// [`check_in`] under the readings `under` as well (`--reading DS-11b`).
///
/// # Errors
/// As [`check_in`].
pub fn check_under(
    t: &Tournament,
    round: RoundNo,
    file: &Pairing,
    scope: super::FloatScope,
    under: &crate::pairing::reading::Readings,
) -> Result<Verdict, PairingError> {
    let (ctx, rp) = super::round_pairing_under(t, round, scope, under)?;
    lex_check::check(&ctx, round, file, || Ok::<_, PairingError>(rp))
}
