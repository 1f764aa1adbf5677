//! Spaced repetition: the SM-2 algorithm of SuperMemo 2 (P. A. Woźniak, *Optimization of
//! learning*, 1990, §3.2 "Algorithm SM-2"), the scheduler behind practice sessions.
//!
//! Each question is a card with an easiness factor (E-Factor), a count of successful
//! repetitions in a row and an interval in days. After each answer the candidate's answer gets a
//! quality from 0 to 5 ([`quality`]) and [`Card::review`] applies the published steps:
//!
//! 1. a new card has E-Factor 2.5;
//! 2. the intervals are I(1) = 1 day, I(2) = 6 days and I(n) = I(n−1) × EF for n > 2, rounded
//!    to whole days;
//! 3. after each repetition the E-Factor becomes
//!    EF' = EF + (0.1 − (5 − q) × (0.08 + (5 − q) × 0.02)), never less than 1.3;
//! 4. a quality below 3 restarts the repetitions from I(1) without resetting the E-Factor.
//!
//! 5. step 7: "after each day's session repeat again all items that scored below four"; such
//!    a card stays due the same day ([`Card::drill`]) and the repeats that day, until it scores
//!    4 or more, change neither its interval nor its E-Factor.
//!
//! No crate is used: the maintained FSRS crates bring a training framework or a date library
//! for what is, in SM-2, a dozen lines of arithmetic.

use super::grade::Outcome;
use super::schema::Marks;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// A calendar day, counted from 1970-01-01 (day 0). Written `YYYY-MM-DD` in files.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Day(pub i64);

impl Day {
    /// Today (UTC).
    #[must_use]
    pub fn today() -> Day {
        Day::from_date(crate::rules::today())
    }

    /// The day of a calendar date (proleptic Gregorian; H. Hinnant's `days_from_civil`).
    #[must_use]
    pub(crate) fn from_date(d: crate::tournament::Date) -> Day {
        let (m, dd) = (i64::from(d.month), i64::from(d.day));
        let y = i64::from(d.year) - i64::from(m <= 2);
        let era = y.div_euclid(400);
        let yoe = y - era * 400;
        let doy = (153 * (m + if m > 2 { -3 } else { 9 }) + 2) / 5 + dd - 1;
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        Day(era * 146_097 + doe - 719_468)
    }

    /// The calendar date of this day.
    #[must_use]
    pub fn date(self) -> crate::tournament::Date {
        crate::rules::civil_from_days(self.0)
    }

    /// `n` days later.
    #[must_use]
    pub fn plus(self, n: u32) -> Day {
        Day(self.0 + i64::from(n))
    }

    /// The ISO 8601 week of this day, e.g. `2026-W48` (weeks start on Monday; week 1 holds
    /// the year's first Thursday).
    #[must_use]
    pub(crate) fn iso_week(self) -> String {
        // 1970-01-01 was a Thursday: Monday is 0.
        let weekday = (self.0 + 3).rem_euclid(7);
        let thursday = Day(self.0 - weekday + 3);
        let year = thursday.date().year;
        let jan1 = Day::from_date(crate::tournament::Date { year, month: 1, day: 1 });
        format!("{year}-W{:02}", (thursday.0 - jan1.0) / 7 + 1)
    }

    /// Parses `YYYY-MM-DD`.
    ///
    /// # Errors
    /// Not a date of that shape.
    pub fn parse(s: &str) -> Result<Day, String> {
        crate::quiz::editions::parse_date(s).map(Day::from_date)
    }
}

impl fmt::Display for Day {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.date())
    }
}

impl Serialize for Day {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.to_string())
    }
}

impl<'de> Deserialize<'de> for Day {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Day, D::Error> {
        let s = String::deserialize(d)?;
        Day::parse(&s).map_err(serde::de::Error::custom)
    }
}

/// The quality of an answer on SM-2's 0–5 scale, from how it was marked:
/// full marks 5 ("perfect response"), at least half the marks 3 ("correct response recalled
/// with serious difficulty"), some marks 2, no marks 1 ("incorrect response; the correct one
/// remembered"), skipped 0 ("complete blackout"). `None` for answers not given or not yet
/// marked, which do not count as a repetition.
#[must_use]
pub fn quality(outcome: Outcome, awarded: Marks, points: Marks) -> Option<u8> {
    match outcome {
        Outcome::Correct => Some(5),
        Outcome::Partial if awarded.0 * 2 >= points.0 => Some(3),
        Outcome::Partial => Some(2),
        Outcome::Wrong => Some(1),
        Outcome::Skipped => Some(0),
        Outcome::Unanswered | Outcome::ToBeMarked => None,
    }
}

/// The E-Factor of a new card (SM-2 step 2).
pub(crate) const INITIAL_EASINESS: f64 = 2.5;
/// The least E-Factor (SM-2 step 5: "if EF is less than 1.3 then let EF be 1.3").
pub(crate) const MIN_EASINESS: f64 = 1.3;

/// One question's schedule.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Card {
    /// Successful repetitions in a row (quality 3 or more), SM-2's n.
    pub repetitions: u32,
    /// Days until the next repetition, SM-2's I(n); 0 for a card due again at once.
    pub interval: u32,
    /// The easiness factor, SM-2's EF (at least 1.3).
    pub easiness: f64,
    /// The day the card is due.
    pub due: Day,
    /// The day it was last answered.
    pub last: Day,
    /// It scored below 4 on `last`: repeat it that day (SM-2 step 7).
    #[serde(default)]
    pub drill: bool,
}

impl Card {
    /// A card never answered, due `today`.
    #[must_use]
    pub fn new(today: Day) -> Card {
        Card { repetitions: 0, interval: 0, easiness: INITIAL_EASINESS, due: today, last: today, drill: false }
    }

    /// The card after an answer of quality `q` (0–5, capped at 5) given on `today`.
    #[must_use]
    pub fn review(&self, q: u8, today: Day) -> Card {
        let q = q.min(5);
        if self.drill && self.last == today {
            // A same-day repeat of step 7: only whether it must be repeated again changes.
            return Card { drill: q < 4, ..self.clone() };
        }
        let (repetitions, interval) = if q >= 3 {
            let i = match self.repetitions {
                0 => 1,
                1 => 6,
                // I(n) = I(n-1) × EF, rounded; a card migrated with no interval counts 1 day.
                _ => round_days(f64::from(self.interval.max(1)) * self.easiness),
            };
            (self.repetitions + 1, i)
        } else {
            (0, 1)
        };
        let d = f64::from(5 - q);
        let easiness = (self.easiness + (0.1 - d * (0.08 + d * 0.02))).max(MIN_EASINESS);
        Card { repetitions, interval, easiness, due: today.plus(interval), last: today, drill: q < 4 }
    }

    /// Whether the card is due on `today`.
    #[must_use]
    pub(crate) fn is_due(&self, today: Day) -> bool {
        self.due <= today || (self.drill && self.last == today)
    }
}

/// Rounds a positive number of days to a whole number, at most 100 years.
fn round_days(x: f64) -> u32 {
    let r = x.round().clamp(1.0, 36_500.0);
    // Clamped to 1..=36,500 just above.
    r as u32
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(s: &str) -> Day {
        Day::parse(s).unwrap()
    }

    #[test]
    fn intervals_follow_sm2() {
        // Perfect answers: EF grows by 0.1 each time (q = 5), intervals 1, 6, then I × EF.
        let t = day("2026-01-01");
        let c1 = Card::new(t).review(5, t);
        assert_eq!((c1.repetitions, c1.interval, c1.due), (1, 1, day("2026-01-02")));
        assert!((c1.easiness - 2.6).abs() < 1e-9);
        assert!(!c1.drill);
        let c2 = c1.review(5, c1.due);
        assert_eq!((c2.repetitions, c2.interval, c2.due), (2, 6, day("2026-01-08")));
        assert!((c2.easiness - 2.7).abs() < 1e-9);
        let c3 = c2.review(5, c2.due);
        // 6 × 2.7 = 16.2 → 16 days (EF used is the one before this answer's update).
        assert_eq!((c3.repetitions, c3.interval, c3.due), (3, 16, day("2026-01-24")));
        let c4 = c3.review(5, c3.due);
        // 16 × 2.8 = 44.8 → 45.
        assert_eq!(c4.interval, 45);
    }

    #[test]
    fn easiness_changes_by_the_published_formula() {
        let t = Day(0);
        // EF' = EF + (0.1 − (5−q)(0.08 + (5−q)0.02)): q=4 → +0, q=3 → −0.14, q=2 → −0.32,
        // q=1 → −0.54, q=0 → −0.8.
        for (q, delta) in [(5, 0.1), (4, 0.0), (3, -0.14), (2, -0.32), (1, -0.54), (0, -0.8)] {
            let c = Card::new(t).review(q, t);
            assert!((c.easiness - (2.5 + delta)).abs() < 1e-9, "q={q}: {}", c.easiness);
        }
        // Never below 1.3.
        let mut c = Card::new(t);
        for k in 0..5 {
            c = c.review(0, t.plus(k));
        }
        assert!((c.easiness - MIN_EASINESS).abs() < 1e-9);
    }

    #[test]
    fn a_failed_answer_restarts_the_repetitions_and_keeps_the_easiness_change() {
        let t = day("2026-03-01");
        let c = Card::new(t).review(5, t).review(5, t.plus(1)).review(4, t.plus(7));
        assert_eq!((c.repetitions, c.interval), (3, 16));
        let failed = c.review(2, c.due);
        assert_eq!((failed.repetitions, failed.interval, failed.due), (0, 1, c.due.plus(1)));
        assert!((failed.easiness - (c.easiness - 0.32)).abs() < 1e-9);
        // Then I(1) = 1 and I(2) = 6 again.
        let again = failed.review(4, failed.due).review(4, failed.due.plus(1));
        assert_eq!((again.repetitions, again.interval), (2, 6));
    }

    #[test]
    fn items_below_four_are_repeated_the_same_day_without_changing_the_schedule() {
        let t = day("2026-03-01");
        let c = Card::new(t).review(3, t);
        assert!(c.drill && c.is_due(t), "{c:?}");
        assert_eq!((c.repetitions, c.interval, c.due), (1, 1, t.plus(1)));
        // Repeats that day: a 2 keeps it in the drill; a 4 ends it; neither touches I or EF.
        let d1 = c.review(2, t);
        assert_eq!(d1, Card { drill: true, ..c.clone() });
        let d2 = d1.review(4, t);
        assert_eq!(d2, Card { drill: false, ..c.clone() });
        assert!(!d2.is_due(t) && d2.is_due(t.plus(1)));
        // The next day it is an ordinary repetition: I(2) = 6.
        assert_eq!(d2.review(5, t.plus(1)).interval, 6);
    }

    #[test]
    fn quality_comes_from_the_marks() {
        for (o, a, want) in [
            (Outcome::Correct, 4, Some(5)),
            (Outcome::Partial, 2, Some(3)),
            (Outcome::Partial, 1, Some(2)),
            (Outcome::Wrong, 0, Some(1)),
            (Outcome::Skipped, 0, Some(0)),
            (Outcome::Unanswered, 0, None),
            (Outcome::ToBeMarked, 0, None),
        ] {
            assert_eq!(quality(o, Marks(a), Marks(4)), want, "{o:?}");
        }
    }

    #[test]
    fn days_and_weeks() {
        assert_eq!(day("1970-01-01"), Day(0));
        assert_eq!(day("2026-11-25").to_string(), "2026-11-25");
        assert_eq!(day("2024-02-28").plus(1).to_string(), "2024-02-29");
        for (d, w) in [
            ("2026-11-25", "2026-W48"),
            ("2021-01-03", "2020-W53"),
            ("2024-12-30", "2025-W01"),
            ("2026-01-01", "2026-W01"),
        ] {
            assert_eq!(day(d).iso_week(), w, "{d}");
        }
    }
}
