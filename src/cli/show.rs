//! `arbitro show FILE [--round N]`: a round's pairings and the standings after it.

use super::{CliError, ExitStatus, OutputFormat, load_tournament};
use crate::report::round_view;
use crate::tournament::RoundNo;
use std::io::Write;
use std::path::PathBuf;

/// Arguments of `show`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The TRF file.
    pub file: PathBuf,
    /// The round to show (default: the last round recorded).
    #[arg(long, short = 'r')]
    pub round: Option<u16>,
    /// Output format: `text` (default) or `json`.
    #[arg(long, value_enum, default_value_t = OutputFormat::Text)]
    pub format: OutputFormat,
}

/// Runs `show`.
///
/// # Errors
/// Unreadable input or a round out of range.
pub fn run(a: &Args) -> Result<ExitStatus, CliError> {
    let loaded = load_tournament(&a.file)?;
    let t = &loaded.tournament;
    let last = t.rounds_recorded();
    let r = a.round.unwrap_or(last.max(1));
    if r == 0 || r > last.max(1) {
        return Err(CliError::Other(format!(
            "{}: round {r} is not recorded (the file has {last} rounds)",
            a.file.display()
        )));
    }
    let v = round_view::build(t, RoundNo(r));
    let out = match a.format {
        OutputFormat::Text => round_view::text(t, &v),
        OutputFormat::Json => crate::report::to_json(&v),
    };
    std::io::stdout().write_all(out.as_bytes())?;
    Ok(ExitStatus::Ok)
}
