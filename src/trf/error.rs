//! Errors that point at the file: line, column, field, what was expected and found — worded in
//! the reader's language ([`TrfError::say`]); English in `Display` and JSON.

use crate::core::words::{Arg, Lang, Phrase};
use std::fmt;

/// One problem found while reading a TRF file.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct TrfError {
    /// 1-based line number.
    pub line: usize,
    /// 1-based column (characters), where the offending field starts.
    pub col: usize,
    /// The field, in the TRF's words ("result of round 5", "FIDE rating").
    pub field: Phrase,
    /// What was expected and what was found.
    pub message: Phrase,
}

impl TrfError {
    /// A new error at `line`, `col`.
    #[must_use]
    pub fn new(line: usize, col: usize, field: Phrase, message: Phrase) -> Self {
        TrfError { line, col, field, message }
    }

    /// An error worded in English only: the conversion's refusals, which `convert` prints.
    #[must_use]
    pub fn english(line: usize, col: usize, field: &str, message: impl Into<String>) -> Self {
        let text = |s: String| Phrase::new("trf-text").arg("text", s);
        TrfError { line, col, field: text(field.to_owned()), message: text(message.into()) }
    }

    /// "line 3, column 92: result of round 1: expected …", in `lang`.
    #[must_use]
    pub fn say(&self, lang: Lang) -> String {
        Phrase::new("trf-error")
            .arg("line", self.line)
            .arg("col", self.col)
            .arg("field", self.field.clone())
            .arg("message", self.message.clone())
            .say(lang)
    }
}

/// What was found in a field: its text quoted, or "blanks".
#[must_use]
pub fn found(text: &str) -> Arg {
    if text.trim().is_empty() {
        Arg::from(Phrase::new("trf-blanks"))
    } else {
        Arg::from(Phrase::new("trf-quoted").arg("text", text))
    }
}

impl fmt::Display for TrfError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.say(Lang::En))
    }
}

impl std::error::Error for TrfError {}

/// All the problems found in one file (reading stops collecting at [`TrfErrors::CAP`]).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct TrfErrors(pub Vec<TrfError>);

impl TrfErrors {
    /// How many problems are collected before reading gives up.
    pub const CAP: usize = 50;

    /// One line per problem, in `lang`.
    #[must_use]
    pub fn say(&self, lang: Lang) -> String {
        self.0.iter().map(|e| e.say(lang)).collect::<Vec<_>>().join("\n")
    }
}

impl fmt::Display for TrfErrors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.say(Lang::En))
    }
}

impl std::error::Error for TrfErrors {}
