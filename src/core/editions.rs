//! The editions of the regulations that a value carries (a round's state is computed under
//! one); which edition applies to a tournament, and why, is [`crate::rules`].

use super::types::Date;
use serde::Serialize;
use std::fmt;

/// An edition of the FIDE (Dutch) System, C.04.3.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub enum DutchEdition {
    /// C.04.3 approved Baku 2016, in force 1 July 2017 – 31 January 2026 (criteria C.1–C.19).
    #[serde(rename = "dutch-2017")]
    Dutch2017,
    /// C.04.3 approved 28/10/2025, in force since 1 February 2026 (criteria [C1]–[C21]).
    #[serde(rename = "dutch-2026")]
    Dutch2026,
}

impl DutchEdition {
    /// The first day the 2026 edition applies.
    pub(crate) const CUTOVER: Date = Date { year: 2026, month: 2, day: 1 };

    /// The edition in force on `date`.
    #[must_use]
    pub(crate) fn in_force_on(date: Date) -> DutchEdition {
        if date < Self::CUTOVER { DutchEdition::Dutch2017 } else { DutchEdition::Dutch2026 }
    }

    /// The article that leaves a round no complete pairing can be made for to the arbiter, in
    /// the edition's own numbering: 2026 Art. 1.9.3, 2017 A.9 (Round-Pairing Outlook).
    #[must_use]
    pub fn no_pairing_article(self) -> &'static str {
        match self {
            DutchEdition::Dutch2017 => "A.9",
            DutchEdition::Dutch2026 => "Art. 1.9.3",
        }
    }

    /// The absolute criteria in the edition's own numbering: 2026 [C1]-[C3], 2017 C.1-C.3.
    #[must_use]
    pub fn absolute_criteria(self) -> &'static str {
        match self {
            DutchEdition::Dutch2017 => "C.1-C.3",
            DutchEdition::Dutch2026 => "[C1]-[C3]",
        }
    }

    /// The name used by `--rules`.
    #[must_use]
    pub(crate) fn flag_name(self) -> &'static str {
        match self {
            DutchEdition::Dutch2017 => "dutch-2017",
            DutchEdition::Dutch2026 => "dutch-2026",
        }
    }

    /// Parses a `--rules` value.
    #[must_use]
    pub(crate) fn from_flag(s: &str) -> Option<DutchEdition> {
        match s.to_ascii_lowercase().as_str() {
            "dutch-2017" | "2017" | "fide_dutch_2017" => Some(DutchEdition::Dutch2017),
            "dutch-2026" | "2026" | "dutch-2025" | "fide_dutch_2026" | "fide_dutch_2025" => {
                Some(DutchEdition::Dutch2026)
            }
            _ => None,
        }
    }
}

impl fmt::Display for DutchEdition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.phrase().fmt(f)
    }
}

impl DutchEdition {
    /// The edition's name, with its dates.
    #[must_use]
    pub fn phrase(self) -> super::words::Phrase {
        super::words::Phrase::new(match self {
            DutchEdition::Dutch2017 => "edition-dutch-2017",
            DutchEdition::Dutch2026 => "edition-dutch-2026",
        })
    }
}
