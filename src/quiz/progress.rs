//! Progress across sessions: a small JSON file in the user's data directory
//! (`$ARBITRO_DATA_DIR`, else `$XDG_DATA_HOME/arbitro`, else `~/.local/share/arbitro`),
//! so practice can favour questions answered wrongly before.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// What is remembered about one question.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Record {
    /// Times answered with full marks.
    pub right: u32,
    /// Times answered with less than full marks (skips count too).
    pub wrong: u32,
    /// Whether the last answer earned full marks.
    pub last_right: bool,
}

/// The progress file's content. JSON: `{"version": 1, "questions": {"<id>": {"right": n,
/// "wrong": n, "last_right": bool}}}`, keys sorted.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Progress {
    /// Format version (1).
    pub version: u32,
    /// Per question id.
    pub questions: BTreeMap<String, Record>,
}

impl Progress {
    /// Practice priority: 0 = answered wrongly last time, 1 = never seen, 2 = answered right.
    #[must_use]
    pub fn priority(&self, id: &str) -> u8 {
        match self.questions.get(id) {
            Some(r) if !r.last_right => 0,
            None => 1,
            Some(_) => 2,
        }
    }

    /// Records one answer.
    pub fn record(&mut self, id: &str, right: bool) {
        let r = self.questions.entry(id.to_string()).or_default();
        if right {
            r.right += 1;
        } else {
            r.wrong += 1;
        }
        r.last_right = right;
    }
}

/// The data directory: `$ARBITRO_DATA_DIR`, `$XDG_DATA_HOME/arbitro`, `~/.local/share/arbitro`.
#[must_use]
pub fn data_dir() -> Option<PathBuf> {
    let var = |k: &str| std::env::var_os(k).filter(|v| !v.is_empty()).map(PathBuf::from);
    var("ARBITRO_DATA_DIR")
        .or_else(|| var("XDG_DATA_HOME").map(|d| d.join("arbitro")))
        .or_else(|| var("HOME").map(|h| h.join(".local/share/arbitro")))
}

/// The progress file's path.
#[must_use]
pub fn default_path() -> Option<PathBuf> {
    data_dir().map(|d| d.join("progress.json"))
}

/// Reads the progress file; a missing file is empty progress.
///
/// # Errors
/// The file exists but cannot be read or is not valid progress JSON (message names the file).
pub fn load(path: &Path) -> Result<Progress, String> {
    match std::fs::read_to_string(path) {
        Ok(t) => serde_json::from_str(&t).map_err(|e| {
            format!("{}: line {}, column {}: not a progress file: {e}", path.display(), e.line(), e.column())
        }),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(Progress { version: 1, ..Progress::default() }),
        Err(e) => Err(format!("{}: {e}", path.display())),
    }
}

/// Writes the progress file, creating its folder.
///
/// # Errors
/// The folder or file cannot be written.
pub fn save(path: &Path, p: &Progress) -> std::io::Result<()> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let mut text = serde_json::to_string_pretty(p).map_err(std::io::Error::other)?;
    text.push('\n');
    std::fs::write(path, text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrong_answers_come_first() {
        let mut p = Progress::default();
        p.record("a", true);
        p.record("b", false);
        assert_eq!((p.priority("b"), p.priority("c"), p.priority("a")), (0, 1, 2));
        p.record("b", true);
        assert_eq!(p.priority("b"), 2);
        assert_eq!(p.questions["b"], Record { right: 1, wrong: 1, last_right: true });
    }

    #[test]
    fn round_trips_through_a_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("sub/progress.json");
        assert_eq!(load(&path).unwrap().questions.len(), 0);
        let mut p = Progress { version: 1, ..Progress::default() };
        p.record("x", false);
        save(&path, &p).unwrap();
        assert_eq!(load(&path).unwrap(), p);
        std::fs::write(&path, "{oops").unwrap();
        assert!(load(&path).unwrap_err().contains("line 1"));
    }
}
