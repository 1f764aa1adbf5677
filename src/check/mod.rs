//! The pairings checker (`arbitro check`): for each round, rebuild the tournament from the
//! rounds before, pair the round with arbitro's engine under the right edition, and report
//! where the file's pairing differs — and why, naming the rule or criterion.
//!
//! Players who did not take part in a round's pairing (requested byes H/F/Z, absences) are
//! taken as given, as the established checkers do; everyone else is to be paired.

pub(crate) mod align;
pub(crate) mod standings;
pub mod validate;

use crate::core::words::Phrase;
use crate::pairing::dutch::initial_colour::InitialColourChoice;
use crate::pairing::{Departure, Pairer, Pairing};
use crate::rules::EditionChoice;
use crate::tournament::{RoundNo, Tournament, Tpn};
use serde::Serialize;

pub use crate::pairing::{Finding, FindingKind};

/// How two pairings of the same round differ.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Difference {
    /// Same pairs, same colours, same PAB.
    None,
    /// Same pairs and PAB; colours differ on some boards.
    ColoursOnly,
    /// The PAB went to another player (and so some pairs differ).
    Bye,
    /// Different pairs.
    Pairs,
    /// arbitro finds no valid pairing, the file has one.
    NoPairing,
}

/// The check of one round.
#[derive(Clone, Debug, Serialize)]
pub struct RoundCheck {
    /// The round.
    pub round: RoundNo,
    /// True when pairs, colours and PAB all match.
    pub consistent: bool,
    /// How they differ.
    pub difference: Difference,
    /// arbitro's pairing (absent when none exists).
    pub ours: Option<Pairing>,
    /// Why arbitro could not pair, if it could not.
    pub ours_error: Option<String>,
    /// The pairing in the file (or the proposal checked).
    pub theirs: Pairing,
    /// Pairs only in arbitro's pairing (lower TPN first).
    pub only_ours: Vec<(Tpn, Tpn)>,
    /// Pairs only in the file's pairing.
    pub only_theirs: Vec<(Tpn, Tpn)>,
    /// The boards that differ (the PAB included), arbitro's beside the file's
    /// (`align::differing`); empty when the round is consistent.
    pub differing_boards: Vec<align::BoardRow>,
    /// Boards (the PAB included) the two pairings share.
    pub same_boards: usize,
    /// The explanation, most decisive finding first.
    pub findings: Vec<Finding>,
}

impl RoundCheck {
    /// A short label of the difference.
    #[must_use]
    pub(crate) fn difference_label(&self) -> &'static str {
        match self.difference {
            Difference::None => "consistent",
            Difference::ColoursOnly => "colours differ",
            Difference::Bye => "PAB differs",
            Difference::Pairs => "pairs differ",
            Difference::NoPairing => "no valid pairing found",
        }
    }

    /// [`RoundCheck::difference_label`] as a phrase of the reports' catalogues.
    #[must_use]
    pub fn difference_phrase(&self) -> Phrase {
        Phrase::new(match self.difference {
            Difference::None => "check-consistent",
            Difference::ColoursOnly => "check-colours-differ",
            Difference::Bye => "check-pab-differs",
            Difference::Pairs => "check-pairs-differ",
            Difference::NoPairing => "check-no-pairing",
        })
    }
}

/// The check of a tournament.
#[derive(Clone, Debug, Serialize)]
pub struct CheckReport {
    /// The file (as the user named it).
    pub file: String,
    /// The edition applied and why.
    pub edition: EditionChoice,
    /// The initial colour used and why (Art. 5.1, 5.2.5 / E.5).
    pub initial_colour: InitialColourChoice,
    /// What the check assumed that the file does not say (the number of rounds).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<Phrase>,
    /// Rounds checked.
    pub rounds: Vec<RoundCheck>,
    /// True when every round checked is consistent (and the standings, when checked).
    pub consistent: bool,
    /// True when the pairings were not checked (`--only standings`).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub pairings_skipped: bool,
    /// The standings check, when the file names a tie-break list (or one was given).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub standings: Option<standings::StandingsCheck>,
    /// Inconsistencies of the file's own data, printed beside the verdict (each at its line
    /// and column); any of them makes the report inconsistent.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub data_findings: Vec<Phrase>,
    /// Rounds whose own data cannot be checked (a player paired twice in it, say), and why.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub unchecked: Vec<UncheckedRound>,
    /// The last round of the file, paired without results, checked as the proposed next round.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub proposed: Option<RoundNo>,
}

/// A round the check could not replay: its own entries contradict each other.
#[derive(Clone, Debug, Serialize)]
pub struct UncheckedRound {
    /// The round.
    pub round: RoundNo,
    /// Why (each inconsistency at its line and column).
    pub reasons: Vec<Phrase>,
}

impl CheckReport {
    /// Adds the standings check; the report is consistent only if both halves are.
    pub(crate) fn with_standings(mut self, s: standings::StandingsCheck) -> CheckReport {
        self.consistent = self.consistent && s.consistent;
        self.standings = Some(s);
        self
    }

    /// Whether every checked round is consistent (the pairings half).
    #[must_use]
    pub fn pairings_consistent(&self) -> bool {
        self.rounds.iter().all(|c| c.consistent)
    }
}

/// A file without the number of rounds (`XXR` / 142) is read as the report of the tournament
/// as played — TRF-2026 makes record 142 mandatory only before the tournament (ITDX) — so its
/// last recorded round is the last round, whose pairing has topscorers (Art. 1.8; 2017 A.7),
/// as the established checkers read it. Sets the number of rounds and returns the note saying
/// so; `None` when the file gives it or records no round.
pub(crate) fn rounds_from_file(t: &mut Tournament) -> Option<Phrase> {
    let n = t.rounds_recorded();
    if t.planned_rounds.is_some() || n == 0 {
        return None;
    }
    t.planned_rounds = Some(n);
    Some(Phrase::new("check-rounds-from-file").arg("rounds", n))
}

/// Checks one round: `t` holds at least the rounds before `round`; `theirs` is the pairing
/// to check (from the file or a proposal).
#[must_use]
pub fn check_round(
    t: &Tournament,
    round: RoundNo,
    theirs: Pairing,
    choice: &EditionChoice,
    pairer: &dyn Pairer,
) -> RoundCheck {
    let cut = t.cut_before(round);
    let ours = pairer.pair(&cut, round);
    let state = cut.state_at(round);
    let departure = |ours: Result<&Pairing, &Phrase>, theirs: &Pairing| {
        pairer.explain_departure(&Departure { tournament: &cut, state: &state, edition: choice.edition, ours, theirs })
    };
    match ours {
        Err(e) => {
            let findings = departure(Err(&e.phrase()), &theirs);
            let none = Pairing { round, boards: Vec::new(), bye: None };
            let (differing_boards, same_boards) = align::differing(&none, &theirs);
            RoundCheck {
                round,
                consistent: false,
                difference: Difference::NoPairing,
                ours: None,
                ours_error: Some(e.to_string()),
                only_ours: Vec::new(),
                only_theirs: theirs.pairs(),
                theirs,
                differing_boards,
                same_boards,
                findings,
            }
        }
        Ok(ours) => {
            let op = ours.pairs();
            let tp = theirs.pairs();
            let only_ours: Vec<_> = op.iter().filter(|p| !tp.contains(p)).copied().collect();
            let only_theirs: Vec<_> = tp.iter().filter(|p| !op.contains(p)).copied().collect();
            let same_colours = {
                let mut a: Vec<_> = ours.boards.clone();
                let mut b: Vec<_> = theirs.boards.clone();
                a.sort();
                b.sort();
                a == b
            };
            let difference = if only_ours.is_empty() && only_theirs.is_empty() && ours.bye == theirs.bye {
                if same_colours { Difference::None } else { Difference::ColoursOnly }
            } else if ours.bye != theirs.bye {
                Difference::Bye
            } else {
                Difference::Pairs
            };
            let findings = match difference {
                Difference::None => Vec::new(),
                _ => departure(Ok(&ours), &theirs),
            };
            let (differing_boards, same_boards) = align::differing(&ours, &theirs);
            RoundCheck {
                round,
                consistent: difference == Difference::None,
                difference,
                ours: Some(ours),
                ours_error: None,
                theirs,
                only_ours,
                only_theirs,
                differing_boards,
                same_boards,
                findings,
            }
        }
    }
}

/// Checks `rounds` of a tournament (every recorded round when `None`), pairing with the
/// initial colour `initial`.
#[must_use]
pub fn check_tournament(
    file: &str,
    t: &Tournament,
    rounds: Option<&[RoundNo]>,
    choice: &EditionChoice,
    initial: &InitialColourChoice,
    pairer: &dyn Pairer,
) -> CheckReport {
    let with_colour;
    let t = if t.initial_colour == Some(initial.colour) {
        t
    } else {
        let mut c = t.clone();
        c.initial_colour = Some(initial.colour);
        with_colour = c;
        &with_colour
    };
    let all: Vec<RoundNo> = (1..=t.rounds_recorded()).map(RoundNo).collect();
    let rounds: Vec<RoundNo> = rounds.map_or(all, <[RoundNo]>::to_vec);
    let checks: Vec<RoundCheck> =
        rounds.iter().map(|&r| check_round(t, r, Pairing::from_tournament(t, r), choice, pairer)).collect();
    let consistent = checks.iter().all(|c| c.consistent);
    CheckReport {
        file: file.to_owned(),
        edition: choice.clone(),
        initial_colour: initial.clone(),
        notes: Vec::new(),
        rounds: checks,
        consistent,
        pairings_skipped: false,
        standings: None,
        data_findings: Vec::new(),
        unchecked: Vec::new(),
        proposed: None,
    }
}

#[cfg(test)]
mod tests;
