//! Which rating regulations (B.02) apply, and why.
//!
//! - 2022 text (the seed's; 1 January 2022 – 29 February 2024): Ru = Ra + 20 per half
//!   point above 50 %, 400-point rule with "only one upgrade" per tournament, "0.5 rounded up".
//! - 2024 text (from 1 March 2024): Ru with two hypothetical 1800 draws, max 2200; the
//!   400-point rule in every game; "0.5 is rounded away from zero".
//! - 1 October 2025 amendment: the 400-point rule only for players rated below 2650.

use super::EditionReason;
use crate::tournament::types::Date;
use serde::Serialize;
use std::fmt;

/// An edition of the FIDE Rating Regulations (B.02).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub enum RatingEdition {
    /// 1 January 2022 – 29 February 2024 (the seed's text).
    #[serde(rename = "b02-2022")]
    B02y2022,
    /// 1 March 2024 – 30 September 2025.
    #[serde(rename = "b02-2024")]
    B02y2024,
    /// From 1 October 2025 (400-point rule below 2650 only).
    #[serde(rename = "b02-2025")]
    B02y2025,
}

impl RatingEdition {
    /// First day of the 2024 text.
    pub const Y2024_FROM: Date = Date { year: 2024, month: 3, day: 1 };
    /// First day of the 2025 amendment.
    pub const Y2025_FROM: Date = Date { year: 2025, month: 10, day: 1 };

    /// The edition in force on `date`.
    #[must_use]
    pub fn in_force_on(date: Date) -> RatingEdition {
        if date < Self::Y2024_FROM {
            RatingEdition::B02y2022
        } else if date < Self::Y2025_FROM {
            RatingEdition::B02y2024
        } else {
            RatingEdition::B02y2025
        }
    }

    /// Parses a `--rules` value.
    #[must_use]
    pub fn from_flag(s: &str) -> Option<RatingEdition> {
        match s.to_ascii_lowercase().as_str() {
            "2022" | "b02-2022" | "seed" => Some(RatingEdition::B02y2022),
            "2024" | "b02-2024" => Some(RatingEdition::B02y2024),
            "2025" | "b02-2025" => Some(RatingEdition::B02y2025),
            _ => None,
        }
    }
}

impl fmt::Display for RatingEdition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            RatingEdition::B02y2022 => "FIDE Rating Regulations B.02, 2022 text (1 Jan 2022 – 29 Feb 2024)",
            RatingEdition::B02y2024 => "FIDE Rating Regulations B.02, 2024 text (1 Mar 2024 – 30 Sep 2025)",
            RatingEdition::B02y2025 => "FIDE Rating Regulations B.02, 2024 text as amended 1 Oct 2025",
        })
    }
}

/// The rating list a tournament is rated on.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum RatingKind {
    /// Standard play.
    Standard,
    /// Rapid.
    Rapid,
    /// Blitz.
    Blitz,
}

/// A rating edition with the reason it was chosen.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RatingChoice {
    /// The edition.
    pub edition: RatingEdition,
    /// Why.
    pub reason: EditionReason,
}

impl fmt::Display for RatingChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} — {}", self.edition, self.reason)
    }
}

/// Chooses the rating edition: flag, start date, first round date, today.
#[must_use]
pub fn choose_rating(
    flag: Option<RatingEdition>,
    start: Option<Date>,
    first_round: Option<Date>,
    today: Date,
) -> RatingChoice {
    if let Some(edition) = flag {
        return RatingChoice { edition, reason: EditionReason::Flag };
    }
    if let Some(date) = start {
        return RatingChoice { edition: RatingEdition::in_force_on(date), reason: EditionReason::StartDate { date } };
    }
    if let Some(date) = first_round {
        return RatingChoice {
            edition: RatingEdition::in_force_on(date),
            reason: EditionReason::FirstRoundDate { date },
        };
    }
    RatingChoice { edition: RatingEdition::in_force_on(today), reason: EditionReason::Today { date: today } }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn editions_by_date() {
        let d = |y, m, day| Date::new(y, m, day).unwrap();
        assert_eq!(RatingEdition::in_force_on(d(2024, 2, 29)), RatingEdition::B02y2022);
        assert_eq!(RatingEdition::in_force_on(d(2024, 3, 1)), RatingEdition::B02y2024);
        assert_eq!(RatingEdition::in_force_on(d(2025, 10, 1)), RatingEdition::B02y2025);
    }
}
