//! Errors that point at the file: line, column, field, what was expected and found.

use std::fmt;

/// One problem found while reading a TRF file.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct TrfError {
    /// 1-based line number.
    pub line: usize,
    /// 1-based column (characters), where the offending field starts.
    pub col: usize,
    /// The field, in the TRF's words ("result of round 5", "FIDE rating").
    pub field: String,
    /// What was expected and what was found.
    pub message: String,
}

impl TrfError {
    /// A new error at `line`, `col`.
    pub fn new(line: usize, col: usize, field: impl Into<String>, message: impl Into<String>) -> Self {
        TrfError { line, col, field: field.into(), message: message.into() }
    }
}

impl fmt::Display for TrfError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}: {}: {}", self.line, self.col, self.field, self.message)
    }
}

impl std::error::Error for TrfError {}

/// All the problems found in one file (reading stops collecting at [`TrfErrors::CAP`]).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct TrfErrors(pub Vec<TrfError>);

impl TrfErrors {
    /// How many problems are collected before reading gives up.
    pub const CAP: usize = 50;
}

impl fmt::Display for TrfErrors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, e) in self.0.iter().enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            write!(f, "{e}")?;
        }
        Ok(())
    }
}

impl std::error::Error for TrfErrors {}
