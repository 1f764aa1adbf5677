//! Which tie-break regulations apply, and why.
//!
//! - The seed's definitions (FIDE C.02 §13 / Arbiters' Manual 2023): the *virtual
//!   opponent* for own unplayed rounds, opponents' unplayed games counted as draws. In force
//!   for ordinary rated events until 31 March 2024.
//! - C.07 as revised in 2023/2024 (in force 1 April 2024 – 28 February 2026 for all rated
//!   events): own unplayed rounds against a dummy with the participant's own final score
//!   (Art. 16.4), opponents' unplayed rounds of category 16.2.5 as draws (16.3.2).
//! - C.07 2026 (in force since 1 March 2026): the dummy is capped (16.4.1 / 16.4.2);
//!   round-robin forfeit carve-outs (15.2); STD, TPN, RTNG.

use super::EditionReason;
use crate::core::words::Phrase;
use crate::tournament::types::Date;
use serde::Serialize;
use std::fmt;

/// An edition of the tie-break regulations.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub enum TiebreakEdition {
    /// C.02 §13 as printed in the seed (virtual opponent), until 31 March 2024.
    #[serde(rename = "c02-virtual-opponent")]
    Seed,
    /// C.07, texts of September 2023 / April 2024 / August 2024 (1 April 2024 – 28 February 2026).
    #[serde(rename = "c07-2024")]
    C07y2024,
    /// C.07, text approved 02/02/2026, in force since 1 March 2026.
    #[serde(rename = "c07-2026")]
    C07y2026,
}

impl TiebreakEdition {
    /// First day of C.07 for every rated event.
    pub(crate) const C07_FROM: Date = Date { year: 2024, month: 4, day: 1 };
    /// First day of the 2026 text.
    pub(crate) const Y2026_FROM: Date = Date { year: 2026, month: 3, day: 1 };

    /// The edition in force on `date`.
    #[must_use]
    pub(crate) fn in_force_on(date: Date) -> TiebreakEdition {
        if date < Self::C07_FROM {
            TiebreakEdition::Seed
        } else if date < Self::Y2026_FROM {
            TiebreakEdition::C07y2024
        } else {
            TiebreakEdition::C07y2026
        }
    }

    /// Parses a `--rules` value (`2026`, `2024`, `seed`/`c02`).
    #[must_use]
    pub(crate) fn from_flag(s: &str) -> Option<TiebreakEdition> {
        match s.to_ascii_lowercase().as_str() {
            "2026" | "c07-2026" | "c.07-2026" => Some(TiebreakEdition::C07y2026),
            "2024" | "2023" | "c07-2024" | "c.07-2024" => Some(TiebreakEdition::C07y2024),
            "seed" | "c02" | "2022" | "virtual" | "c02-virtual-opponent" => Some(TiebreakEdition::Seed),
            _ => None,
        }
    }

    /// Short name for reports.
    #[must_use]
    pub fn short(self) -> &'static str {
        match self {
            TiebreakEdition::Seed => "c02-virtual-opponent",
            TiebreakEdition::C07y2024 => "c07-2024",
            TiebreakEdition::C07y2026 => "c07-2026",
        }
    }
}

impl fmt::Display for TiebreakEdition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.phrase().fmt(f)
    }
}

impl TiebreakEdition {
    /// The edition's name, with its dates.
    #[must_use]
    pub fn phrase(self) -> Phrase {
        Phrase::new(match self {
            TiebreakEdition::Seed => "edition-c02-seed",
            TiebreakEdition::C07y2024 => "edition-c07-2024",
            TiebreakEdition::C07y2026 => "edition-c07-2026",
        })
    }
}

/// A tie-break edition with the reason it was chosen.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub(crate) struct TiebreakChoice {
    /// The edition.
    pub edition: TiebreakEdition,
    /// Why.
    pub reason: EditionReason,
}

impl fmt::Display for TiebreakChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.phrase().fmt(f)
    }
}

impl TiebreakChoice {
    /// "edition — reason".
    #[must_use]
    pub fn phrase(&self) -> Phrase {
        Phrase::new("edition-chosen").arg("edition", self.edition.phrase()).arg("reason", self.reason.phrase())
    }
}

/// Chooses the tie-break edition: flag, else start date (042), else first round date (132),
/// else today.
#[must_use]
pub(crate) fn choose_tiebreak(
    flag: Option<TiebreakEdition>,
    start: Option<Date>,
    first_round: Option<Date>,
    today: Date,
) -> TiebreakChoice {
    if let Some(edition) = flag {
        return TiebreakChoice { edition, reason: EditionReason::Flag };
    }
    if let Some(date) = start {
        return TiebreakChoice {
            edition: TiebreakEdition::in_force_on(date),
            reason: EditionReason::StartDate { date },
        };
    }
    if let Some(date) = first_round {
        return TiebreakChoice {
            edition: TiebreakEdition::in_force_on(date),
            reason: EditionReason::FirstRoundDate { date },
        };
    }
    TiebreakChoice { edition: TiebreakEdition::in_force_on(today), reason: EditionReason::Today { date: today } }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn editions_by_date() {
        let d = |y, m, day| Date::new(y, m, day).unwrap();
        assert_eq!(TiebreakEdition::in_force_on(d(2023, 5, 1)), TiebreakEdition::Seed);
        assert_eq!(TiebreakEdition::in_force_on(d(2024, 4, 1)), TiebreakEdition::C07y2024);
        assert_eq!(TiebreakEdition::in_force_on(d(2026, 2, 28)), TiebreakEdition::C07y2024);
        assert_eq!(TiebreakEdition::in_force_on(d(2026, 3, 1)), TiebreakEdition::C07y2026);
        let c = choose_tiebreak(Some(TiebreakEdition::Seed), Some(d(2026, 5, 1)), None, d(2026, 11, 1));
        assert_eq!(c.edition, TiebreakEdition::Seed);
    }
}
