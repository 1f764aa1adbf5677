//! `arbitro show FILE [--round N]`: a round's pairings and the standings after it.

use super::{CliError, ExitStatus, OutputFormat, load_tournament_in};
use crate::core::words::Phrase;
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
    /// Language of the text and its errors (JSON is the same in both).
    #[command(flatten)]
    pub lang: super::input::LangFlag,
}

/// Runs `show`.
///
/// # Errors
/// Unreadable input or a round out of range.
pub fn run(a: &Args) -> Result<ExitStatus, CliError> {
    let lang = a.lang.lang();
    let loaded = load_tournament_in(&a.file, lang)?;
    let t = &loaded.tournament;
    let last = t.rounds_recorded();
    let r = a.round.unwrap_or(last.max(1));
    if r == 0 || r > last.max(1) {
        let refused = Phrase::new("show-round-not-recorded").arg("round", r).arg("rounds", last);
        return Err(CliError::Other(format!("{}: {}", a.file.display(), refused.say(lang))));
    }
    let v = round_view::build(t, RoundNo(r));
    let out = match a.format {
        OutputFormat::Text => round_view::text_in(t, &v, lang),
        OutputFormat::Json => crate::report::to_json(&v),
    };
    std::io::stdout().write_all(out.as_bytes())?;
    Ok(ExitStatus::Ok)
}
