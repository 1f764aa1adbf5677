//! The steps of checking a file that every face takes the same way: which inconsistencies of
//! the file's own data stop the check, which engine replays the rounds, and the check of the
//! final standings.

use crate::check::standings::{StandingsCheck, check_final};
use crate::check::validate::{Inconsistency, IssueKind, validate};
use crate::check::{self, CheckReport};
use crate::pairing::Pairer;
use crate::pairing::dutch::initial_colour::InitialColourChoice;
use crate::results::tiebreaks::Tiebreak;
use crate::rules::tiebreak_edition::TiebreakChoice;
use crate::rules::{DutchEdition, EditionChoice};
use crate::tournament::{RoundNo, Tournament};
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

/// The check of a file's rounds as played (every recorded round, or `rounds`) against the Dutch
/// engine of `choice`'s edition, from the initial colour `initial`. A file without the number
/// of rounds is read as the report of the whole tournament (`check::rounds_from_file`), which
/// the report's notes say.
#[must_use]
pub fn rounds_played(
    name: &str,
    t: &mut Tournament,
    rounds: Option<&[RoundNo]>,
    choice: &EditionChoice,
    initial: &InitialColourChoice,
) -> CheckReport {
    let notes: Vec<crate::core::words::Phrase> = check::rounds_from_file(t).into_iter().collect();
    let mut report = check::check_tournament(name, t, rounds, choice, initial, engine(choice.edition).as_ref());
    report.notes = notes;
    report
}

/// The final standings checked against the file's rank and points columns under `list` (read
/// from `from`) and the tie-break `rules`.
#[must_use]
pub(crate) fn final_standings(
    t: &Tournament,
    list: &[Tiebreak],
    from: &crate::core::words::Phrase,
    rules: &TiebreakChoice,
) -> StandingsCheck {
    check_final(t, list, rules.edition, from.clone(), rules.phrase())
}
