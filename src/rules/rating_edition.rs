//! Which rating regulations (B.02) apply, and why.
//!
//! - 2017 text (1 July 2017 – 31 December 2021): as the 2022 text, except that an unrated
//!   player scoring under 50 % in a round-robin gets Ru = Ra + dp × n/(n + 1). Source: seed 004
//!   (a Spanish arbiter-course blog of July 2021 describing the regulations in force then,
//!   lines 708–713); the primary FIDE text (handbook B.02 "effective from 1 July 2017") was not
//!   found in the reference material or by search, so nothing else is claimed for it. Dates
//!   before 1 July 2017 are labelled with it too (arbitro has no earlier text).
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
    /// 1 July 2017 – 31 December 2021 (seed 004's description of it).
    #[serde(rename = "b02-2017")]
    B02y2017,
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
    /// First day of the 2022 text.
    pub const Y2022_FROM: Date = Date { year: 2022, month: 1, day: 1 };
    /// First day of the 2024 text.
    pub const Y2024_FROM: Date = Date { year: 2024, month: 3, day: 1 };
    /// First day of the 2025 amendment.
    pub const Y2025_FROM: Date = Date { year: 2025, month: 10, day: 1 };

    /// The edition in force on `date`.
    #[must_use]
    pub fn in_force_on(date: Date) -> RatingEdition {
        if date < Self::Y2022_FROM {
            RatingEdition::B02y2017
        } else if date < Self::Y2024_FROM {
            RatingEdition::B02y2022
        } else if date < Self::Y2025_FROM {
            RatingEdition::B02y2024
        } else {
            RatingEdition::B02y2025
        }
    }

    /// The 2017 or 2022 text (the rules before 1 March 2024: Ru = Ra + 20 per half point,
    /// "only one upgrade", "0.5 rounded up", floor 1000).
    #[must_use]
    pub fn before_2024(self) -> bool {
        matches!(self, RatingEdition::B02y2017 | RatingEdition::B02y2022)
    }

    /// The year of the text.
    #[must_use]
    pub fn year(self) -> u16 {
        match self {
            RatingEdition::B02y2017 => 2017,
            RatingEdition::B02y2022 => 2022,
            RatingEdition::B02y2024 => 2024,
            RatingEdition::B02y2025 => 2025,
        }
    }

    /// Parses a `--rules` value.
    #[must_use]
    pub fn from_flag(s: &str) -> Option<RatingEdition> {
        match s.to_ascii_lowercase().as_str() {
            "2017" | "2021" | "b02-2017" => Some(RatingEdition::B02y2017),
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
            RatingEdition::B02y2017 => {
                "FIDE Rating Regulations B.02, 2017 text (1 Jul 2017 – 31 Dec 2021; as described by seed 004)"
            }
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
        assert_eq!(RatingEdition::in_force_on(d(2017, 7, 1)), RatingEdition::B02y2017);
        assert_eq!(RatingEdition::in_force_on(d(2021, 12, 31)), RatingEdition::B02y2017);
        assert_eq!(RatingEdition::in_force_on(d(2022, 1, 1)), RatingEdition::B02y2022);
        assert_eq!(RatingEdition::in_force_on(d(2024, 2, 29)), RatingEdition::B02y2022);
        assert_eq!(RatingEdition::in_force_on(d(2024, 3, 1)), RatingEdition::B02y2024);
        assert_eq!(RatingEdition::in_force_on(d(2025, 10, 1)), RatingEdition::B02y2025);
    }
}
