//! Which edition of a regulation applies to a tournament, and why.
//!
//! Dutch system: the 2017 text (C.04.3, in force 1 July 2017 – 31 January 2026) and the
//! 2026 text (in force since 1 February 2026). Selection order (issue #3, #4): a flag
//! wins; else TRF-2026 record 192; else the tournament's start date (record 042, else the
//! first round date in record 132); else the edition in force today.

pub mod baku;
pub mod named_system;
pub mod rating_edition;
pub mod tiebreak_edition;
pub mod time_control;

use crate::core::words::Phrase;
use crate::tournament::types::Date;
use serde::Serialize;
use std::fmt;

pub use crate::core::editions::DutchEdition;

/// Why an edition was chosen.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "by", rename_all = "snake_case")]
pub enum EditionReason {
    /// `--rules` on the command line.
    Flag,
    /// TRF-2026 record 192 names it.
    Record192 {
        /// The code as written.
        code: String,
    },
    /// The tournament's start date (record 042).
    StartDate {
        /// The date.
        date: Date,
    },
    /// The first round date (record 132).
    FirstRoundDate {
        /// The date.
        date: Date,
    },
    /// The date of a quick-entry exercise (`--date`), as typed.
    DateFlag {
        /// The date.
        date: Date,
        /// As typed on the command line.
        given: String,
    },
    /// No date in the file: the edition in force today.
    Today {
        /// Today's date.
        date: Date,
    },
}

impl fmt::Display for EditionReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.phrase().fmt(f)
    }
}

impl EditionReason {
    /// The reason in words.
    #[must_use]
    pub fn phrase(&self) -> Phrase {
        match self {
            EditionReason::Flag => Phrase::new("reason-flag"),
            EditionReason::Record192 { code } => Phrase::new("reason-record-192").arg("code", code.as_str()),
            EditionReason::StartDate { date } => Phrase::new("reason-start-date").arg("date", date.to_string()),
            EditionReason::FirstRoundDate { date } => {
                Phrase::new("reason-first-round-date").arg("date", date.to_string())
            }
            EditionReason::DateFlag { given, .. } => Phrase::new("reason-date-flag").arg("date", given.as_str()),
            EditionReason::Today { date } => Phrase::new("reason-today").arg("date", date.to_string()),
        }
    }
}

impl EditionReason {
    /// For a quick-entry exercise, whose `--date` is written into record 042: the reason as
    /// the user gave it (`--date 2021-06-01`), not as "record 042".
    #[must_use]
    pub fn as_typed(self, date_flag: Option<&str>) -> EditionReason {
        match (self, date_flag) {
            (EditionReason::StartDate { date }, Some(given)) => {
                EditionReason::DateFlag { date, given: given.trim().to_owned() }
            }
            (other, _) => other,
        }
    }
}

/// An edition with its reason.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct EditionChoice {
    /// The edition.
    pub edition: DutchEdition,
    /// Why.
    pub reason: EditionReason,
    /// What chose the Dutch System (a flag, record 192 or 092, the default); `None` for an
    /// exercise made in memory.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub system: Option<named_system::SystemSource>,
    /// What the report says about the dates: an event before both editions, a date whose day
    /// could be its month.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<Phrase>,
}

impl fmt::Display for EditionChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.phrase().fmt(f)
    }
}

impl EditionChoice {
    /// An edition chosen for `reason`, nothing said about the system or the dates.
    #[must_use]
    pub fn new(edition: DutchEdition, reason: EditionReason) -> EditionChoice {
        EditionChoice { edition, reason, system: None, notes: Vec::new() }
    }

    /// "edition — reason", then what chose the system and the notes on the dates.
    #[must_use]
    pub fn phrase(&self) -> Phrase {
        let mut p =
            Phrase::new("edition-chosen").arg("edition", self.edition.phrase()).arg("reason", self.reason.phrase());
        if let Some(s) = &self.system {
            p = Phrase::new("edition-and-system").arg("chosen", p).arg("system", s.phrase());
        }
        for n in &self.notes {
            p = Phrase::new("edition-with-note").arg("chosen", p).arg("note", n.clone());
        }
        p
    }
}

/// The first day of the editions arbitro implements (the 2017 text, in force from 1 July 2017).
const FIRST_EDITION: Date = Date { year: 2017, month: 7, day: 1 };

/// The note for an event whose first day (`first_day`) is before both editions arbitro
/// implements: which one is applied, and why.
fn predates(first_day: Option<Date>, choice: &EditionChoice) -> Option<Phrase> {
    let day = first_day.filter(|d| *d < FIRST_EDITION)?;
    let id = match choice.reason {
        EditionReason::StartDate { .. } | EditionReason::FirstRoundDate { .. } => "edition-predates-nearest",
        _ => "edition-predates-chosen",
    };
    Some(Phrase::new(id).arg("date", day.to_string()).arg("edition", choice.edition.phrase()))
}

/// Chooses the Dutch edition for a tournament.
///
/// `record_192` is the encoded tournament type if present; `start` the 042 date; `first_round`
/// the first date of 132; `today` the current date.
#[must_use]
pub(crate) fn choose_dutch(
    flag: Option<DutchEdition>,
    record_192: Option<&str>,
    start: Option<Date>,
    first_round: Option<Date>,
    today: Date,
) -> EditionChoice {
    if let Some(edition) = flag {
        return EditionChoice::new(edition, EditionReason::Flag);
    }
    if let Some(code) = record_192 {
        let up = code.trim().to_ascii_uppercase();
        let named = if up.starts_with("FIDE_DUTCH_2017") {
            Some(DutchEdition::Dutch2017)
        } else if up.starts_with("FIDE_DUTCH_2026") || up.starts_with("FIDE_DUTCH_2025") {
            Some(DutchEdition::Dutch2026)
        } else {
            None
        };
        if let Some(edition) = named {
            return EditionChoice::new(edition, EditionReason::Record192 { code: code.trim().to_owned() });
        }
    }
    if let Some(date) = start {
        return EditionChoice::new(DutchEdition::in_force_on(date), EditionReason::StartDate { date });
    }
    if let Some(date) = first_round {
        return EditionChoice::new(DutchEdition::in_force_on(date), EditionReason::FirstRoundDate { date });
    }
    EditionChoice::new(DutchEdition::in_force_on(today), EditionReason::Today { date: today })
}

/// Today's date (UTC) from the system clock.
#[must_use]
pub fn today() -> Date {
    let secs = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_secs());
    let days = i64::try_from(secs / 86_400).unwrap_or(0);
    civil_from_days(days)
}

/// Converts days since 1970-01-01 to a calendar date (proleptic Gregorian).
#[must_use]
pub(crate) fn civil_from_days(z: i64) -> Date {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let y = yoe + era * 400;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = if m <= 2 { y + 1 } else { y };
    Date {
        year: u16::try_from(y).unwrap_or(1970),
        month: u8::try_from(m).unwrap_or(1),
        day: u8::try_from(d).unwrap_or(1),
    }
}

/// Chooses the Dutch edition for a tournament (flag, record 192, dates, today), with what chose
/// the system (the flag, record 192 or 092, the default) and the notes on the file's dates.
#[must_use]
pub(crate) fn dutch_edition_for(t: &crate::tournament::Tournament, flag: Option<DutchEdition>) -> EditionChoice {
    let first_round = t.info.round_dates.iter().flatten().next().copied();
    let mut choice = choose_dutch(flag, t.info.encoded_type.as_deref(), t.info.start, first_round, today());
    choice.system = Some(if flag.is_some() {
        named_system::SystemSource::Flag
    } else {
        named_system::SystemSource::of_file(t.info.encoded_type.as_deref(), &t.info.kind)
    });
    choice.notes.extend(t.info.date_notes.iter().cloned());
    choice.notes.extend(predates(t.info.start.or(first_round), &choice));
    choice
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(y: u16, m: u8, day: u8) -> Date {
        Date::new(y, m, day).unwrap()
    }

    #[test]
    fn flag_then_192_then_dates_then_today() {
        let today = d(2026, 11, 22);
        assert_eq!(
            choose_dutch(Some(DutchEdition::Dutch2017), Some("FIDE_DUTCH_2026"), None, None, today).edition,
            DutchEdition::Dutch2017
        );
        assert_eq!(
            choose_dutch(None, Some("FIDE_DUTCH_2017"), Some(d(2026, 5, 1)), None, today).edition,
            DutchEdition::Dutch2017
        );
        let c = choose_dutch(None, Some("FIDE_DUTCH"), Some(d(2026, 1, 31)), None, today);
        assert_eq!(c.edition, DutchEdition::Dutch2017);
        assert!(matches!(c.reason, EditionReason::StartDate { .. }));
        assert_eq!(choose_dutch(None, None, None, Some(d(2026, 2, 1)), today).edition, DutchEdition::Dutch2026);
        assert_eq!(choose_dutch(None, None, None, None, today).edition, DutchEdition::Dutch2026);
    }

    #[test]
    fn converts_days_to_dates() {
        assert_eq!(civil_from_days(0), d(1970, 1, 1));
        assert_eq!(civil_from_days(20_485), d(2026, 2, 1));
    }
}
