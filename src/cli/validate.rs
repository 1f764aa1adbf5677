//! `arbitro validate FILE`: every inconsistency a pairing checker would trip over.

use super::{CliError, ExitStatus, OutputFormat, load_tournament_in};
use crate::check::validate::validate;
use crate::report::validation::{self, ValidationReport};
use std::io::Write;
use std::path::PathBuf;

/// Arguments of `validate`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The TRF file to validate (TRF16, TRF-2026, with XX*/BB* extensions).
    pub file: PathBuf,
    /// Output format: `text` (default) or `json`.
    #[arg(long, value_enum, default_value_t = OutputFormat::Text)]
    pub format: OutputFormat,
    /// Language of the report and its errors.
    #[command(flatten)]
    pub lang: super::input::LangFlag,
}

/// Runs `validate`: exit 0 clean, 1 inconsistent, 3 unreadable.
///
/// # Errors
/// Unreadable input.
pub fn run(a: &Args) -> Result<ExitStatus, CliError> {
    let lang = a.lang.lang();
    let loaded = load_tournament_in(&a.file, lang)?;
    let found = validate(&loaded.tournament, Some(&loaded.doc));
    let report = ValidationReport {
        file: a.file.display().to_string(),
        dialect: loaded.doc.dialect(),
        players: loaded.tournament.players.len(),
        rounds: loaded.tournament.rounds_recorded(),
        clean: found.is_empty(),
        inconsistencies: &found,
    };
    let out = match a.format {
        OutputFormat::Text => validation::text(&report, lang),
        OutputFormat::Json => crate::report::to_json(&report),
    };
    std::io::stdout().write_all(out.as_bytes())?;
    Ok(if found.is_empty() { ExitStatus::Ok } else { ExitStatus::Findings })
}
