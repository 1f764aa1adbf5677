//! Which rating regulations (B.02) apply, and why.
//!
//! - Text before 2022 (in force until 31 December 2021; arbitro calls it the 2017 text): as
//!   seed 000 prints it beside the 2022 text, l. 13574–13648 (standard) and l. 13649–13716
//!   (rapid and blitz), "B.02 CAMBIOS … ANTERIOR A 2022": rates of play with the 2200 / 1600
//!   bands and a 40-move first control (1.1–1.2), rapid more than 10 and less than 60 minutes
//!   and blitz 5 to 10 (1.3–1.4); the competition rating Rc of an unrated player, in a
//!   round-robin Rar − dpa × n/(n + 1) (8.2.1b); Ru = Rc + 20 per half point over 50 %, Rc + dp
//!   × n/(n + 1) under 50 % in a round-robin (8.2.3, 8.26); games against unrated players of a
//!   round-robin rated with their Ru (8.52, 8.58); the 400-point rule in every game (8.54; 735
//!   in rapid and blitz); the change rounded "positive or negative", 0.5 away from zero (8.57).
//!   Seed 004 (a July 2021 blog, l. 701–713) reads Ra as the average of the rated opponents in
//!   a round-robin too; where the two seeds disagree the printed text is applied and the
//!   explanation gives seed 004's figure. Dates before 1 July 2017 are labelled with it too.
//! - 2022 text (the seed's; 1 January 2022 – 29 February 2024): Ru = Ra + 20 per half
//!   point above 50 %, 400-point rule with "only one upgrade" per tournament, "0.5 rounded up".
//! - 2024 text (from 1 March 2024): Ru with two hypothetical 1800 draws, max 2200; the
//!   400-point rule in every game; "0.5 is rounded away from zero".
//! - 1 October 2025 amendment: the 400-point rule only for players rated below 2650.

use super::EditionReason;
use crate::core::words::Phrase;
use crate::tournament::types::Date;
use serde::Serialize;
use std::fmt;

/// An edition of the FIDE Rating Regulations (B.02).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub enum RatingEdition {
    /// Until 31 December 2021: the text before 2022 as seed 000 prints it.
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
    pub(crate) const Y2022_FROM: Date = Date { year: 2022, month: 1, day: 1 };
    /// First day of the 2024 text.
    pub(crate) const Y2024_FROM: Date = Date { year: 2024, month: 3, day: 1 };
    /// First day of the 2025 amendment.
    pub(crate) const Y2025_FROM: Date = Date { year: 2025, month: 10, day: 1 };

    /// The edition in force on `date`.
    #[must_use]
    pub(crate) fn in_force_on(date: Date) -> RatingEdition {
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
    /// floor 1000).
    #[must_use]
    pub(crate) fn before_2024(self) -> bool {
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
    pub(crate) fn from_flag(s: &str) -> Option<RatingEdition> {
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
        self.phrase().fmt(f)
    }
}

impl RatingEdition {
    /// The edition's name, with its dates.
    #[must_use]
    pub fn phrase(self) -> Phrase {
        Phrase::new(match self {
            RatingEdition::B02y2017 => "edition-b02-2017",
            RatingEdition::B02y2022 => "edition-b02-2022",
            RatingEdition::B02y2024 => "edition-b02-2024",
            RatingEdition::B02y2025 => "edition-b02-2025",
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
pub(crate) struct RatingChoice {
    /// The edition.
    pub edition: RatingEdition,
    /// Why.
    pub reason: EditionReason,
}

impl fmt::Display for RatingChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.phrase().fmt(f)
    }
}

impl RatingChoice {
    /// "edition — reason".
    #[must_use]
    pub fn phrase(&self) -> Phrase {
        Phrase::new("edition-chosen").arg("edition", self.edition.phrase()).arg("reason", self.reason.phrase())
    }
}

/// Chooses the rating edition: flag, start date, first round date, today.
#[must_use]
pub(crate) fn choose_rating(
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
