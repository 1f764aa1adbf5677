//! The edition-dependent switches of the shared engine. Each edition module
//! ([`super::y2026`], [`super::y2017`]) states its values with the articles they come from.

use crate::rules::DutchEdition;

/// What differs between editions in bracket pairing (floats and PAB eligibility differ too;
/// they are read from [`crate::tournament::PlayerState`] with the edition).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct EditionRules {
    /// [C5] (2026): the PAB assignee's score is minimised above every quality criterion,
    /// for the whole round.
    pub pab_score_first: bool,
    /// [C9] (2026): minimise the PAB assignee's unplayed games.
    pub pab_unplayed: bool,
    /// 2017 C.6: minimise the PSD (A.8) instead of 2026 [C7] (downfloaters' scores).
    pub psd: bool,
    /// 2017 A.9: brackets are paired without regard to completion; the bracket after which
    /// the round can no longer be completed is the penultimate pairing bracket (PPB), paired
    /// again under C.4, and everything below it is paired as the collapsed last bracket (CLB).
    /// 2026 applies [C4] in every bracket instead.
    pub collapsed_last_bracket: bool,
}

impl EditionRules {
    /// The rules of `edition`.
    #[must_use]
    pub fn of(edition: DutchEdition) -> EditionRules {
        match edition {
            DutchEdition::Dutch2026 => super::y2026::RULES,
            DutchEdition::Dutch2017 => super::y2017::RULES,
        }
    }
}
