//! Loading the user's TRF: errors name the file, line and column.

use super::CliError;
use crate::tournament::Tournament;
use crate::trf::{self, ReadError, TrfDocument};
use std::path::Path;

/// A TRF file read and built.
#[derive(Debug)]
pub struct Loaded {
    /// The document as read.
    pub doc: TrfDocument,
    /// The tournament.
    pub tournament: Tournament,
}

/// Reads and builds a tournament; errors are prefixed with the path.
///
/// # Errors
/// [`CliError::Io`] when unreadable, [`CliError::Input`] for content problems.
pub fn load_tournament(path: &Path) -> Result<Loaded, CliError> {
    let shown = path.display();
    let doc = match trf::read_path(path) {
        Ok(d) => d,
        Err(ReadError::Io(e)) => return Err(CliError::io(format!("cannot read {shown}"), e)),
        Err(ReadError::Content(errs)) => return Err(CliError::Input(prefix(&shown.to_string(), &errs))),
    };
    let tournament = Tournament::from_trf(&doc).map_err(|errs| CliError::Input(prefix(&shown.to_string(), &errs)))?;
    Ok(Loaded { doc, tournament })
}

fn prefix(path: &str, errs: &trf::TrfErrors) -> String {
    errs.0.iter().map(|e| format!("{path}: {e}")).collect::<Vec<_>>().join("\n")
}
