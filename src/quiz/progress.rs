//! Progress across sessions: a small JSON file in the user's data directory
//! (`$ARBITRO_DATA_DIR`, else `$XDG_DATA_HOME/arbitro`, else `~/.local/share/arbitro`), holding
//! each question's spaced-repetition card ([`super::srs`], SM-2) and a log of sessions for
//! `quiz stats`.
//!
//! Version 1 files (counts and the last result only) are read and migrated: see
//! [`Progress::migrate_v1`].

use super::grade::Outcome;
use super::schema::{Marks, Topic};
use super::srs::{self, Card, Day};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The version this arbitro writes.
pub const VERSION: u32 = 2;

/// What is remembered about one question.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Record {
    /// Times answered with full marks.
    pub right: u32,
    /// Times answered with less than full marks (skips count too).
    pub wrong: u32,
    /// Whether the last answer earned full marks.
    pub last_right: bool,
    /// The question's topic (absent in files migrated from version 1).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub topic: Option<Topic>,
    /// The SM-2 schedule (absent in version 1 files until migrated).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub card: Option<Card>,
}

/// One answer in the session log.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LoggedAnswer {
    /// The question.
    pub id: String,
    /// Its topic.
    pub topic: Topic,
    /// How it was marked.
    pub outcome: Outcome,
    /// Marks earned.
    pub awarded: f64,
    /// Marks it was worth.
    pub points: f64,
}

/// One practice or exam session.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SessionLog {
    /// The day it was taken.
    pub date: Day,
    /// `practice` or `exam`.
    pub mode: String,
    /// The selection seed.
    pub seed: u64,
    /// The answers given (questions not reached are left out).
    pub answers: Vec<LoggedAnswer>,
}

/// The progress file's content. JSON (version 2): `{"version": 2, "questions": {"<id>":
/// {"right", "wrong", "last_right", "topic", "card": {"repetitions", "interval", "easiness",
/// "due", "last"}}}, "sessions": [{"date", "mode", "seed", "answers": [{"id", "topic",
/// "outcome", "awarded", "points"}]}]}`, keys sorted, dates `YYYY-MM-DD`.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Progress {
    /// Format version (2; 1 is migrated on reading).
    pub version: u32,
    /// Per question id.
    pub questions: BTreeMap<String, Record>,
    /// The sessions, oldest first (absent in version 1).
    #[serde(default)]
    pub sessions: Vec<SessionLog>,
}

impl Progress {
    /// Empty progress of the current version.
    #[must_use]
    pub fn new() -> Progress {
        Progress { version: VERSION, ..Progress::default() }
    }

    /// Practice priority on `today`: 0 = due for repetition (its SM-2 interval has passed, or
    /// it scored below 4 today and is repeated the same day), 1 = never seen, 2 = not due yet.
    #[must_use]
    pub fn priority(&self, id: &str, today: Day) -> u8 {
        match self.questions.get(id).and_then(|r| r.card.as_ref()) {
            Some(c) if c.is_due(today) => 0,
            None => 1,
            Some(_) => 2,
        }
    }

    /// When the question is due (for ordering the due ones: most overdue first).
    #[must_use]
    pub fn due(&self, id: &str) -> Option<Day> {
        self.questions.get(id).and_then(|r| r.card.as_ref()).map(|c| c.due)
    }

    /// Records one answer given on `today`: the counts, and the card reviewed with the SM-2
    /// quality of the answer ([`srs::quality`]). Answers with no quality (not reached, or
    /// waiting for the lecturer) change nothing.
    pub fn record(&mut self, id: &str, topic: Topic, outcome: Outcome, awarded: Marks, points: Marks, today: Day) {
        let Some(q) = srs::quality(outcome, awarded, points) else { return };
        let r = self.questions.entry(id.to_string()).or_default();
        let right = outcome == Outcome::Correct;
        if right {
            r.right += 1;
        } else {
            r.wrong += 1;
        }
        r.last_right = right;
        r.topic = Some(topic);
        r.card = Some(r.card.clone().unwrap_or_else(|| Card::new(today)).review(q, today));
    }

    /// Migrates a version 1 file read on `today`: the counts are kept; as version 1 kept no
    /// dates, a question answered wrongly last time is due today (a fresh card), and one
    /// answered right last time is taken as one successful repetition, due tomorrow (SM-2's
    /// I(1) = 1), with the E-Factor 2.5 of a new card.
    pub fn migrate_v1(&mut self, today: Day) {
        for r in self.questions.values_mut().filter(|r| r.card.is_none()) {
            let mut card = Card::new(today);
            if r.last_right {
                card.repetitions = 1;
                card.interval = 1;
                card.due = today.plus(1);
            }
            r.card = Some(card);
        }
        self.version = VERSION;
    }
}

/// The data directory: `$ARBITRO_DATA_DIR`, `$XDG_DATA_HOME/arbitro`, `~/.local/share/arbitro`.
#[must_use]
#[allow(clippy::disallowed_methods)] // where the practice history is kept, not what a result is
pub(crate) fn data_dir() -> Option<PathBuf> {
    let var = |k: &str| std::env::var_os(k).filter(|v| !v.is_empty()).map(PathBuf::from);
    var("ARBITRO_DATA_DIR")
        .or_else(|| var("XDG_DATA_HOME").map(|d| d.join("arbitro")))
        .or_else(|| var("HOME").map(|h| h.join(".local/share/arbitro")))
}

/// The progress file's path.
#[must_use]
pub(crate) fn default_path() -> Option<PathBuf> {
    data_dir().map(|d| d.join("progress.json"))
}

/// Reads the progress file, migrating a version 1 file as of `today`; a missing file is empty
/// progress.
///
/// # Errors
/// The file exists but cannot be read, is not valid progress JSON, or is of a newer version
/// (message names the file, and line and column for bad JSON).
pub fn load_on(path: &Path, today: Day) -> Result<Progress, String> {
    match std::fs::read_to_string(path) {
        Ok(t) => {
            let mut p: Progress = serde_json::from_str(&t)
                .map_err(|e| format!("{}:{}:{}: not a progress file: {e}", path.display(), e.line(), e.column()))?;
            match p.version {
                1 => p.migrate_v1(today),
                VERSION => {}
                v => {
                    return Err(format!(
                        "{}: progress file version {v}: expected 1 or {VERSION} (written by a newer arbitro?)",
                        path.display()
                    ));
                }
            }
            Ok(p)
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(Progress::new()),
        Err(e) => Err(format!("{}: {e}", path.display())),
    }
}

/// [`load_on`] today.
///
/// # Errors
/// As [`load_on`].
pub fn load(path: &Path) -> Result<Progress, String> {
    load_on(path, Day::today())
}

/// Writes the progress file, creating its folder; the file is replaced only once the new one
/// is complete.
///
/// # Errors
/// The folder or file cannot be written.
pub fn save(path: &Path, p: &Progress) -> std::io::Result<()> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let mut text = serde_json::to_string_pretty(p).map_err(std::io::Error::other)?;
    text.push('\n');
    let tmp = path.with_extension("json.tmp");
    std::fs::write(&tmp, text)?;
    std::fs::rename(&tmp, path)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(s: &str) -> Day {
        Day::parse(s).unwrap()
    }

    #[test]
    fn due_questions_come_first_then_unseen_then_the_rest() {
        let t = day("2026-05-01");
        let mut p = Progress::new();
        p.record("a", Topic::Laws, Outcome::Correct, Marks(2), Marks(2), t);
        p.record("b", Topic::Laws, Outcome::Wrong, Marks(0), Marks(2), t);
        // b is repeated the same day (SM-2 step 7), a is due tomorrow (I(1)).
        assert_eq!((p.priority("b", t), p.priority("c", t), p.priority("a", t)), (0, 1, 2));
        let tomorrow = t.plus(1);
        assert_eq!((p.priority("a", tomorrow), p.priority("b", tomorrow)), (0, 0));
        p.record("b", Topic::Laws, Outcome::Correct, Marks(2), Marks(2), tomorrow);
        let b = &p.questions["b"];
        assert_eq!((b.right, b.wrong, b.last_right), (1, 1, true));
        assert_eq!(b.card.as_ref().map(|c| (c.repetitions, c.due)), Some((1, day("2026-05-03"))));
        // Unanswered questions leave no trace.
        p.record("z", Topic::Laws, Outcome::Unanswered, Marks(0), Marks(2), t);
        assert!(!p.questions.contains_key("z"));
    }

    #[test]
    fn version_1_files_are_migrated() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("progress.json");
        std::fs::write(
            &path,
            r#"{"version": 1, "questions": {"q-right": {"right": 3, "wrong": 1, "last_right": true},
               "q-wrong": {"right": 0, "wrong": 2, "last_right": false}}}"#,
        )
        .unwrap();
        let t = day("2026-02-10");
        let p = load_on(&path, t).unwrap();
        assert_eq!(p.version, 2);
        let r = &p.questions["q-right"];
        assert_eq!((r.right, r.wrong), (3, 1));
        assert_eq!(r.card.as_ref().map(|c| (c.repetitions, c.interval, c.due)), Some((1, 1, day("2026-02-11"))));
        let w = p.questions["q-wrong"].card.as_ref().unwrap();
        assert_eq!((w.repetitions, w.due), (0, t));
        assert_eq!((p.priority("q-wrong", t), p.priority("q-right", t)), (0, 2));
        assert!(p.sessions.is_empty());
    }

    #[test]
    fn round_trips_through_a_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("sub/progress.json");
        assert_eq!(load(&path).unwrap().questions.len(), 0);
        let mut p = Progress::new();
        p.record("x", Topic::Swiss, Outcome::Partial, Marks(1), Marks(4), day("2026-01-01"));
        save(&path, &p).unwrap();
        assert_eq!(load(&path).unwrap(), p);
        std::fs::write(&path, "{oops").unwrap();
        assert!(load(&path).unwrap_err().contains("progress.json:1:2"), "{}", load(&path).unwrap_err());
        std::fs::write(&path, r#"{"version": 9, "questions": {}}"#).unwrap();
        assert!(load(&path).unwrap_err().contains("version 9"));
    }
}
