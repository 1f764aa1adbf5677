//! The steps of checking a file that every face takes the same way: which inconsistencies of
//! the file's own data stop the check, which engine replays the rounds, and the check of the
//! final standings.

use crate::check::standings::{StandingsCheck, check_final};
use crate::check::validate::{Inconsistency, IssueKind, validate};
use crate::pairing::Pairer;
use crate::results::tiebreaks::Tiebreak;
use crate::rules::DutchEdition;
use crate::rules::tiebreak_edition::TiebreakChoice;
use crate::tournament::Tournament;
use crate::trf::TrfDocument;

/// The Dutch engine for an edition.
#[must_use]
pub fn engine(edition: DutchEdition) -> Box<dyn Pairer> {
    Box::new(crate::pairing::dutch::DutchEngine { edition })
}

/// The inconsistencies of the file's own data that stop a check: bad data is an input error,
/// not a discrepancy. A rematch is not among them (it is a pairing error the check itself
/// reports, [C1] / C.1), nor, when the standings are checked, a points column that disagrees
/// with the results (one of the standings' differences instead).
#[must_use]
pub(crate) fn blocking_issues(t: &Tournament, doc: &TrfDocument, standings: bool) -> Vec<Inconsistency> {
    validate(t, Some(doc))
        .into_iter()
        .filter(|i| i.kind != IssueKind::Rematch && !(standings && i.kind == IssueKind::PointsMismatch))
        .collect()
}

/// The final standings checked against the file's rank and points columns under `list` (read
/// from `from`) and the tie-break `rules`.
#[must_use]
pub(crate) fn final_standings(t: &Tournament, list: &[Tiebreak], from: &str, rules: &TiebreakChoice) -> StandingsCheck {
    check_final(t, list, rules.edition, from, &rules.to_string())
}
