//! The server's memory: an SQLite database holding every session (practice, solo exam, or a
//! candidate in a seminar room), every answer the moment it is given, the rooms, and each named
//! practice candidate's spaced-repetition progress.
//!
//! Each answer is one row written and committed before the page answers the browser, in WAL
//! mode with `synchronous = FULL`: closing the browser, killing the server or restarting it
//! loses nothing (issue #18, item 2). The questions of a session are kept as bank ids, so a
//! restarted server shows the same paper.

use crate::quiz::progress::{self, Progress};
use crate::quiz::srs::Day;
use rusqlite::{Connection, OptionalExtension, params};
use std::path::Path;

/// A session: one candidate working through a list of questions.
#[derive(Clone, Debug, PartialEq)]
pub struct Session {
    /// Its id (random, 128 bits in hex): knowing it is being the candidate.
    pub id: String,
    /// The room code, for a seminar-room candidate.
    pub room: Option<String>,
    /// The candidate's name (rooms) or empty.
    pub name: String,
    /// `practice` or `exam`.
    pub mode: String,
    /// `es` or `en`.
    pub lang: String,
    /// The question ids, in the order put.
    pub questions: Vec<String>,
    /// Start, seconds since 1970.
    pub started: i64,
    /// Time allowed in seconds (exams).
    pub limit_secs: Option<i64>,
    /// Pass mark in percent (exams).
    pub pass_percent: Option<f64>,
    /// When the candidate handed in, seconds since 1970.
    pub finished: Option<i64>,
    /// The paper's secret (seminar rooms): the cookie of the browser that joined
    /// ([`crate::serve::paper`]); `None` for solo sessions and papers of older databases.
    pub secret: Option<String>,
    /// The paper's re-entry code (seminar rooms), to open it from another device.
    pub reentry: Option<String>,
}

/// One answer as given and as marked.
#[derive(Clone, Debug, PartialEq)]
pub struct Answer {
    /// The question's place in the session (0-based).
    pub index: usize,
    /// What was answered, in the command line's words (`a,c`, `5.4`, `7-29 26-16`, text), or
    /// empty when skipped.
    pub text: String,
    /// Whether the candidate skipped the question.
    pub skipped: bool,
    /// Half-marks awarded (`None` while an open answer awaits marking).
    pub awarded: Option<u32>,
    /// When it was given, seconds since 1970.
    pub at: i64,
}

/// A seminar room: an exam paper (blueprint and seed) candidates join with its code.
#[derive(Clone, Debug, PartialEq)]
pub struct Room {
    /// The room code candidates type.
    pub code: String,
    /// The blueprint's name (its file stem).
    pub blueprint: String,
    /// The selection seed.
    pub seed: u64,
    /// `es` or `en`.
    pub lang: String,
    /// Minutes allowed.
    pub minutes: u32,
    /// Pass mark in percent.
    pub pass_percent: f64,
    /// The paper: question ids.
    pub questions: Vec<String>,
    /// Opened, seconds since 1970.
    pub created: i64,
    /// Closed by the lecturer (no more answers), seconds since 1970.
    pub closed: Option<i64>,
}

/// The database.
pub struct Store {
    conn: Connection,
}

/// A database error, in words.
pub type StoreResult<T> = Result<T, String>;

fn db(e: rusqlite::Error) -> String {
    format!("database error: {e}")
}

fn ids_json(ids: &[String]) -> String {
    serde_json::to_string(ids).unwrap_or_else(|_| "[]".into())
}

fn ids_of(json: &str) -> Vec<String> {
    serde_json::from_str(json).unwrap_or_default()
}

impl Store {
    /// Opens (creating if needed) the database at `path`.
    ///
    /// # Errors
    /// The file cannot be opened or is not an arbitro database.
    pub fn open(path: &Path) -> StoreResult<Store> {
        let conn = Connection::open(path).map_err(|e| format!("cannot open the database {}: {e}", path.display()))?;
        Store::init(conn).map_err(|e| format!("{}: {e}", path.display()))
    }

    /// An in-memory database (tests).
    ///
    /// # Errors
    /// SQLite failed.
    pub fn in_memory() -> StoreResult<Store> {
        Store::init(Connection::open_in_memory().map_err(db)?)
    }

    fn init(conn: Connection) -> StoreResult<Store> {
        conn.pragma_update(None, "journal_mode", "WAL").map_err(db)?;
        conn.pragma_update(None, "synchronous", "FULL").map_err(db)?;
        conn.busy_timeout(std::time::Duration::from_secs(5)).map_err(db)?;
        conn.execute_batch(
            "CREATE TABLE IF NOT EXISTS rooms (
                code TEXT PRIMARY KEY, blueprint TEXT NOT NULL, seed TEXT NOT NULL,
                lang TEXT NOT NULL, minutes INTEGER NOT NULL, pass_percent REAL NOT NULL,
                questions TEXT NOT NULL, created INTEGER NOT NULL, closed INTEGER);
             CREATE TABLE IF NOT EXISTS sessions (
                id TEXT PRIMARY KEY, room TEXT REFERENCES rooms(code), name TEXT NOT NULL,
                mode TEXT NOT NULL, lang TEXT NOT NULL, questions TEXT NOT NULL,
                started INTEGER NOT NULL, limit_secs INTEGER, pass_percent REAL, finished INTEGER);
             CREATE UNIQUE INDEX IF NOT EXISTS sessions_room_name ON sessions(room, name) WHERE room IS NOT NULL;
             CREATE TABLE IF NOT EXISTS answers (
                session TEXT NOT NULL REFERENCES sessions(id), idx INTEGER NOT NULL,
                text TEXT NOT NULL, skipped INTEGER NOT NULL, awarded INTEGER, at INTEGER NOT NULL,
                PRIMARY KEY (session, idx));
             CREATE TABLE IF NOT EXISTS progress (
                name TEXT PRIMARY KEY, json TEXT NOT NULL, updated INTEGER NOT NULL);",
        )
        .map_err(db)?;
        // Columns added after the first release (issue #37): a paper's secret, re-entry code and
        // name key; a practice candidate's secret and code.
        for (table, column) in [
            ("sessions", "secret"),
            ("sessions", "reentry"),
            ("sessions", "name_key"),
            ("progress", "secret"),
            ("progress", "code"),
        ] {
            let present: bool = conn
                .query_row(
                    &format!("SELECT COUNT(*) FROM pragma_table_info('{table}') WHERE name = ?1"),
                    [column],
                    |r| r.get::<_, i64>(0),
                )
                .map_err(db)?
                > 0;
            if !present {
                conn.execute_batch(&format!("ALTER TABLE {table} ADD COLUMN {column} TEXT")).map_err(db)?;
            }
        }
        let unkeyed: Vec<(String, String)> = {
            let mut st = conn.prepare("SELECT id, name FROM sessions WHERE name_key IS NULL").map_err(db)?;
            st.query_map([], |r| Ok((r.get(0)?, r.get(1)?))).map_err(db)?.collect::<Result<_, _>>().map_err(db)?
        };
        for (id, name) in unkeyed {
            conn.execute("UPDATE sessions SET name_key = ?2 WHERE id = ?1", params![id, super::paper::name_key(&name)])
                .map_err(db)?;
        }
        conn.execute_batch("CREATE INDEX IF NOT EXISTS sessions_room_key ON sessions(room, name_key)").map_err(db)?;
        Ok(Store { conn })
    }

    /// Records a new session.
    ///
    /// # Errors
    /// SQLite failed (or the name is taken in the room).
    pub fn create_session(&self, s: &Session) -> StoreResult<()> {
        self.conn
            .execute(
                "INSERT INTO sessions (id, room, name, mode, lang, questions, started, limit_secs, pass_percent, finished,
                    secret, reentry, name_key)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)",
                params![
                    s.id,
                    s.room,
                    s.name,
                    s.mode,
                    s.lang,
                    ids_json(&s.questions),
                    s.started,
                    s.limit_secs,
                    s.pass_percent,
                    s.finished,
                    s.secret,
                    s.reentry,
                    super::paper::name_key(&s.name)
                ],
            )
            .map_err(db)?;
        Ok(())
    }

    fn session_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<Session> {
        Ok(Session {
            id: r.get(0)?,
            room: r.get(1)?,
            name: r.get(2)?,
            mode: r.get(3)?,
            lang: r.get(4)?,
            questions: ids_of(&r.get::<_, String>(5)?),
            started: r.get(6)?,
            limit_secs: r.get(7)?,
            pass_percent: r.get(8)?,
            finished: r.get(9)?,
            secret: r.get(10)?,
            reentry: r.get(11)?,
        })
    }

    const SESSION_COLUMNS: &'static str =
        "id, room, name, mode, lang, questions, started, limit_secs, pass_percent, finished, secret, reentry";

    /// The session `id`.
    ///
    /// # Errors
    /// SQLite failed.
    pub fn session(&self, id: &str) -> StoreResult<Option<Session>> {
        self.conn
            .query_row(
                &format!("SELECT {} FROM sessions WHERE id = ?1", Self::SESSION_COLUMNS),
                [id],
                Self::session_row,
            )
            .optional()
            .map_err(db)
    }

    /// The session of `name` in `room`.
    ///
    /// # Errors
    /// SQLite failed.
    pub fn session_in_room(&self, room: &str, name: &str) -> StoreResult<Option<Session>> {
        self.conn
            .query_row(
                &format!("SELECT {} FROM sessions WHERE room = ?1 AND name = ?2", Self::SESSION_COLUMNS),
                [room, name],
                Self::session_row,
            )
            .optional()
            .map_err(db)
    }

    /// The paper in `room` of the candidate whose name has the key `key` ([`super::paper::name_key`]).
    ///
    /// # Errors
    /// SQLite failed.
    pub fn session_by_key(&self, room: &str, key: &str) -> StoreResult<Option<Session>> {
        self.conn
            .query_row(
                &format!(
                    "SELECT {} FROM sessions WHERE room = ?1 AND name_key = ?2 ORDER BY started, id LIMIT 1",
                    Self::SESSION_COLUMNS
                ),
                [room, key],
                Self::session_row,
            )
            .optional()
            .map_err(db)
    }

    /// Gives paper `id` a new secret and re-entry code (the old browser is locked out).
    ///
    /// # Errors
    /// SQLite failed.
    pub fn set_reentry(&self, id: &str, secret: &str, reentry: &str) -> StoreResult<()> {
        self.conn
            .execute("UPDATE sessions SET secret = ?2, reentry = ?3 WHERE id = ?1", params![id, secret, reentry])
            .map_err(db)?;
        Ok(())
    }

    /// Changes the language of session `id` (`es` or `en`).
    ///
    /// # Errors
    /// SQLite failed.
    pub fn set_session_lang(&self, id: &str, lang: &str) -> StoreResult<()> {
        self.conn.execute("UPDATE sessions SET lang = ?2 WHERE id = ?1", params![id, lang]).map_err(db)?;
        Ok(())
    }

    /// Removes session `id` and its answers.
    ///
    /// # Errors
    /// SQLite failed.
    pub fn remove_session(&self, id: &str) -> StoreResult<()> {
        let tx = self.conn.unchecked_transaction().map_err(db)?;
        tx.execute("DELETE FROM answers WHERE session = ?1", [id]).map_err(db)?;
        tx.execute("DELETE FROM sessions WHERE id = ?1", [id]).map_err(db)?;
        tx.commit().map_err(db)
    }

    /// Merges paper `from` into paper `into` (one candidate's two papers): the answers of
    /// `from` to questions `into` has not answered are moved to `into`, the earlier start is
    /// kept, and `from` is removed. Both papers must be of the same room.
    ///
    /// # Errors
    /// SQLite failed; the papers are not of one room.
    pub fn merge_sessions(&self, from: &str, into: &str) -> StoreResult<()> {
        let (Some(a), Some(b)) = (self.session(from)?, self.session(into)?) else {
            return Err("no such paper".into());
        };
        if a.room.is_none() || a.room != b.room || a.id == b.id || a.questions != b.questions {
            return Err("only two papers of one room can be merged".into());
        }
        let tx = self.conn.unchecked_transaction().map_err(db)?;
        tx.execute(
            "INSERT OR IGNORE INTO answers (session, idx, text, skipped, awarded, at)
             SELECT ?2, idx, text, skipped, awarded, at FROM answers WHERE session = ?1",
            params![from, into],
        )
        .map_err(db)?;
        tx.execute("UPDATE sessions SET started = MIN(started, ?2) WHERE id = ?1", params![into, a.started])
            .map_err(db)?;
        tx.execute("DELETE FROM answers WHERE session = ?1", [from]).map_err(db)?;
        tx.execute("DELETE FROM sessions WHERE id = ?1", [from]).map_err(db)?;
        tx.commit().map_err(db)
    }

    /// The secret and code guarding the practice progress of `name`, when it has any.
    ///
    /// # Errors
    /// SQLite failed.
    pub fn progress_owner(&self, name: &str) -> StoreResult<Option<(Option<String>, Option<String>)>> {
        self.conn
            .query_row("SELECT secret, code FROM progress WHERE name = ?1", [name], |r| Ok((r.get(0)?, r.get(1)?)))
            .optional()
            .map_err(db)
    }

    /// The practice name already kept whose key ([`super::paper::name_key`]) is `key`, if any
    /// ("ana ruiz" finds "Ana Ruiz").
    ///
    /// # Errors
    /// SQLite failed.
    pub fn progress_name(&self, key: &str) -> StoreResult<Option<String>> {
        let mut st = self.conn.prepare("SELECT name FROM progress ORDER BY updated, name").map_err(db)?;
        let names =
            st.query_map([], |r| r.get::<_, String>(0)).map_err(db)?.collect::<Result<Vec<_>, _>>().map_err(db)?;
        Ok(names.into_iter().find(|n| super::paper::name_key(n) == key))
    }

    /// Reserves the practice name `name` with its secret and code (a new candidate's empty
    /// progress, or a row of an older database that had none).
    ///
    /// # Errors
    /// SQLite failed.
    pub fn claim_progress(&self, name: &str, secret: &str, code: &str, at: i64) -> StoreResult<()> {
        let json = serde_json::to_string(&Progress::new()).map_err(|e| format!("cannot write progress: {e}"))?;
        self.conn
            .execute(
                "INSERT INTO progress (name, json, updated, secret, code) VALUES (?1, ?2, ?3, ?4, ?5)
                 ON CONFLICT (name) DO UPDATE SET secret = ?4, code = ?5",
                params![name, json, at, secret, code],
            )
            .map_err(db)?;
        Ok(())
    }

    /// Every candidate of `room`, by name.
    ///
    /// # Errors
    /// SQLite failed.
    pub fn room_sessions(&self, room: &str) -> StoreResult<Vec<Session>> {
        let mut st = self
            .conn
            .prepare(&format!("SELECT {} FROM sessions WHERE room = ?1 ORDER BY name, id", Self::SESSION_COLUMNS))
            .map_err(db)?;
        st.query_map([room], Self::session_row).map_err(db)?.collect::<Result<Vec<_>, _>>().map_err(db)
    }

    /// Saves (or replaces) the answer to question `index` of `session`.
    ///
    /// # Errors
    /// SQLite failed.
    pub fn save_answer(&self, session: &str, a: &Answer) -> StoreResult<()> {
        self.conn
            .execute(
                "INSERT INTO answers (session, idx, text, skipped, awarded, at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)
                 ON CONFLICT (session, idx) DO UPDATE SET text = ?3, skipped = ?4, awarded = ?5, at = ?6",
                params![session, a.index as i64, a.text, a.skipped, a.awarded, a.at],
            )
            .map_err(db)?;
        Ok(())
    }

    /// Sets the marks of an answer already given (marking an open answer).
    ///
    /// # Errors
    /// SQLite failed; no such answer.
    pub fn set_marks(&self, session: &str, index: usize, half_marks: u32) -> StoreResult<()> {
        let n = self
            .conn
            .execute(
                "UPDATE answers SET awarded = ?3 WHERE session = ?1 AND idx = ?2",
                params![session, index as i64, half_marks],
            )
            .map_err(db)?;
        if n == 0 { Err("no such answer".into()) } else { Ok(()) }
    }

    /// The answers of `session`, by question.
    ///
    /// # Errors
    /// SQLite failed.
    pub fn answers(&self, session: &str) -> StoreResult<Vec<Answer>> {
        let mut st = self
            .conn
            .prepare("SELECT idx, text, skipped, awarded, at FROM answers WHERE session = ?1 ORDER BY idx")
            .map_err(db)?;
        st.query_map([session], |r| {
            Ok(Answer {
                index: usize::try_from(r.get::<_, i64>(0)?).unwrap_or(0),
                text: r.get(1)?,
                skipped: r.get(2)?,
                awarded: r.get(3)?,
                at: r.get(4)?,
            })
        })
        .map_err(db)?
        .collect::<Result<Vec<_>, _>>()
        .map_err(db)
    }

    /// Marks `session` handed in at `at` (once; later calls keep the first time).
    ///
    /// # Errors
    /// SQLite failed.
    pub fn finish(&self, session: &str, at: i64) -> StoreResult<()> {
        self.conn
            .execute("UPDATE sessions SET finished = ?2 WHERE id = ?1 AND finished IS NULL", params![session, at])
            .map_err(db)?;
        Ok(())
    }

    /// Opens a room.
    ///
    /// # Errors
    /// SQLite failed (the code is taken).
    pub fn create_room(&self, r: &Room) -> StoreResult<()> {
        self.conn
            .execute(
                "INSERT INTO rooms (code, blueprint, seed, lang, minutes, pass_percent, questions, created, closed)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
                params![
                    r.code,
                    r.blueprint,
                    r.seed.to_string(),
                    r.lang,
                    r.minutes,
                    r.pass_percent,
                    ids_json(&r.questions),
                    r.created,
                    r.closed
                ],
            )
            .map_err(db)?;
        Ok(())
    }

    fn room_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<Room> {
        Ok(Room {
            code: r.get(0)?,
            blueprint: r.get(1)?,
            seed: r.get::<_, String>(2)?.parse().unwrap_or(0),
            lang: r.get(3)?,
            minutes: r.get(4)?,
            pass_percent: r.get(5)?,
            questions: ids_of(&r.get::<_, String>(6)?),
            created: r.get(7)?,
            closed: r.get(8)?,
        })
    }

    /// The room `code`.
    ///
    /// # Errors
    /// SQLite failed.
    pub fn room(&self, code: &str) -> StoreResult<Option<Room>> {
        self.conn
            .query_row(
                "SELECT code, blueprint, seed, lang, minutes, pass_percent, questions, created, closed FROM rooms WHERE code = ?1",
                [code],
                Self::room_row,
            )
            .optional()
            .map_err(db)
    }

    /// Every room, newest first.
    ///
    /// # Errors
    /// SQLite failed.
    pub fn rooms(&self) -> StoreResult<Vec<Room>> {
        let mut st = self
            .conn
            .prepare(
                "SELECT code, blueprint, seed, lang, minutes, pass_percent, questions, created, closed FROM rooms ORDER BY created DESC, code",
            )
            .map_err(db)?;
        st.query_map([], Self::room_row).map_err(db)?.collect::<Result<Vec<_>, _>>().map_err(db)
    }

    /// Closes a room: no more answers; every candidate's paper is handed in.
    ///
    /// # Errors
    /// SQLite failed.
    pub fn close_room(&self, code: &str, at: i64) -> StoreResult<()> {
        self.conn
            .execute("UPDATE rooms SET closed = ?2 WHERE code = ?1 AND closed IS NULL", params![code, at])
            .map_err(db)?;
        self.conn
            .execute("UPDATE sessions SET finished = ?2 WHERE room = ?1 AND finished IS NULL", params![code, at])
            .map_err(db)?;
        Ok(())
    }

    /// The spaced-repetition progress of the practice candidate `name` (empty progress when
    /// there is none yet). It is kept as the JSON of the command line's progress file
    /// ([`crate::quiz::progress`], version 2; a version 1 text is migrated as of `today`), one row
    /// per candidate, so it can be copied to or from a `progress.json` unchanged.
    ///
    /// # Errors
    /// SQLite failed; the stored text is not progress JSON or is of a newer version.
    pub fn progress(&self, name: &str, today: Day) -> StoreResult<Progress> {
        let json: Option<String> = self
            .conn
            .query_row("SELECT json FROM progress WHERE name = ?1", [name], |r| r.get(0))
            .optional()
            .map_err(db)?;
        let Some(json) = json else { return Ok(Progress::new()) };
        let mut p: Progress = serde_json::from_str(&json).map_err(|e| {
            format!("progress of {name:?}: line {}, column {}: not progress JSON: {e}", e.line(), e.column())
        })?;
        match p.version {
            1 => p.migrate_v1(today),
            progress::VERSION => {}
            v => {
                return Err(format!(
                    "progress of {name:?}: version {v}: expected 1 or {} (written by a newer arbitro?)",
                    progress::VERSION
                ));
            }
        }
        Ok(p)
    }

    /// Saves (replacing) the progress of the practice candidate `name`, at `at` (seconds since 1970).
    ///
    /// # Errors
    /// SQLite failed.
    pub fn save_progress(&self, name: &str, p: &Progress, at: i64) -> StoreResult<()> {
        let json = serde_json::to_string(p).map_err(|e| format!("cannot write progress: {e}"))?;
        self.conn
            .execute(
                "INSERT INTO progress (name, json, updated) VALUES (?1, ?2, ?3)
                 ON CONFLICT (name) DO UPDATE SET json = ?2, updated = ?3",
                params![name, json, at],
            )
            .map_err(db)?;
        Ok(())
    }

    /// How many answers are stored (the load test's check).
    ///
    /// # Errors
    /// SQLite failed.
    pub fn answer_count(&self) -> StoreResult<u64> {
        self.conn
            .query_row("SELECT COUNT(*) FROM answers", [], |r| r.get::<_, i64>(0))
            .map(|n| n.max(0) as u64)
            .map_err(db)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn session(id: &str, room: Option<&str>, name: &str) -> Session {
        Session {
            id: id.into(),
            room: room.map(Into::into),
            name: name.into(),
            mode: "exam".into(),
            lang: "en".into(),
            questions: vec!["laws-001".into(), "laws-002".into()],
            started: 100,
            limit_secs: Some(600),
            pass_percent: Some(80.0),
            finished: None,
            secret: None,
            reentry: None,
        }
    }

    #[test]
    fn answers_survive_closing_and_reopening_the_database() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("serve.sqlite");
        {
            let s = Store::open(&path).unwrap();
            s.create_session(&session("abc", None, "")).unwrap();
            s.save_answer("abc", &Answer { index: 1, text: "b".into(), skipped: false, awarded: Some(2), at: 105 })
                .unwrap();
            s.save_answer("abc", &Answer { index: 0, text: "x".into(), skipped: false, awarded: None, at: 106 })
                .unwrap();
            // A changed answer replaces the first.
            s.save_answer("abc", &Answer { index: 1, text: "c".into(), skipped: false, awarded: Some(0), at: 107 })
                .unwrap();
        }
        let s = Store::open(&path).unwrap();
        assert_eq!(s.session("abc").unwrap(), Some(session("abc", None, "")));
        let a = s.answers("abc").unwrap();
        assert_eq!(a.len(), 2);
        assert_eq!((a[0].text.as_str(), a[0].awarded), ("x", None));
        assert_eq!((a[1].text.as_str(), a[1].awarded), ("c", Some(0)));
        s.set_marks("abc", 0, 3).unwrap();
        assert_eq!(s.answers("abc").unwrap()[0].awarded, Some(3));
        assert!(s.set_marks("abc", 5, 1).is_err(), "no answer 5 to mark");
        assert_eq!(s.answer_count().unwrap(), 2);
    }

    #[test]
    fn progress_round_trips_and_survives_reopening_the_database() {
        use crate::quiz::grade::Outcome;
        use crate::quiz::{Marks, Topic};
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("serve.sqlite");
        let today = Day::parse("2026-05-01").unwrap();
        let mut p = Progress::new();
        p.record("laws-001", Topic::Laws, Outcome::Wrong, Marks(0), Marks(2), today);
        p.record("swiss-002", Topic::Swiss, Outcome::Correct, Marks(4), Marks(4), today);
        {
            let s = Store::open(&path).unwrap();
            assert_eq!(s.progress("Ana", today).unwrap(), Progress::new(), "nobody starts with progress");
            s.save_progress("Ana", &p, 10).unwrap();
            p.record("laws-001", Topic::Laws, Outcome::Correct, Marks(2), Marks(2), today.plus(1));
            s.save_progress("Ana", &p, 11).unwrap();
        }
        let s = Store::open(&path).unwrap();
        let back = s.progress("Ana", today).unwrap();
        assert_eq!(back, p, "the second save replaced the first and came back whole");
        assert_eq!(back.questions["laws-001"].wrong, 1);
        assert_eq!(s.progress("Bruno", today).unwrap().questions.len(), 0, "progress is per candidate");
        // Stored text of a newer version is refused, not read as empty.
        s.conn
            .execute("UPDATE progress SET json = '{\"version\": 9, \"questions\": {}}' WHERE name = 'Ana'", [])
            .unwrap();
        assert!(s.progress("Ana", today).unwrap_err().contains("version 9"));
    }

    #[test]
    fn a_name_is_taken_once_per_room_and_closing_hands_every_paper_in() {
        let s = Store::in_memory().unwrap();
        let room = Room {
            code: "K7M2QX".into(),
            blueprint: "fa-exam".into(),
            seed: u64::MAX,
            lang: "es".into(),
            minutes: 30,
            pass_percent: 80.0,
            questions: vec!["laws-001".into()],
            created: 5,
            closed: None,
        };
        s.create_room(&room).unwrap();
        assert_eq!(s.room("K7M2QX").unwrap(), Some(room.clone()), "a u64 seed round-trips");
        let small = Room { code: "ABCDEF".into(), seed: 3, ..room.clone() };
        s.create_room(&small).unwrap();
        assert_eq!(s.room("ABCDEF").unwrap(), Some(small), "a small seed too");
        s.create_session(&session("a1", Some("K7M2QX"), "Ana")).unwrap();
        assert!(s.create_session(&session("a2", Some("K7M2QX"), "Ana")).is_err());
        s.create_session(&session("b1", Some("K7M2QX"), "Bruno")).unwrap();
        assert_eq!(s.session_in_room("K7M2QX", "Bruno").unwrap().map(|x| x.id), Some("b1".to_string()));
        s.close_room("K7M2QX", 99).unwrap();
        assert!(s.room_sessions("K7M2QX").unwrap().iter().all(|x| x.finished == Some(99)));
        assert_eq!(s.room("K7M2QX").unwrap().unwrap().closed, Some(99));
        assert_eq!(s.rooms().unwrap().len(), 2);
    }
}
