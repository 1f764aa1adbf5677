//! `arbitro convert FILE [--to trf16|trf26] [-o OUT] [--force]`.

use super::{CliError, ExitStatus};
use crate::core::words::{Lang, Phrase};
use crate::trf::Dialect;
use std::io::Write;
use std::path::PathBuf;

/// Target formats.
#[derive(Copy, Clone, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Target {
    /// TRF16 with JaVaFo XX* and bbpPairings BB* extensions.
    Trf16,
    /// TRF-2026.
    Trf26,
}

/// Arguments of `convert`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The TRF file to convert.
    pub file: PathBuf,
    /// Target format; without it the input's format is kept (byte for byte).
    #[arg(long, value_enum)]
    pub to: Option<Target>,
    /// Write to this file instead of standard output.
    #[arg(short = 'o', long)]
    pub output: Option<PathBuf>,
    /// Overwrite OUT if it exists.
    #[arg(long)]
    pub force: bool,
    /// Language of the messages.
    #[command(flatten)]
    pub lang: super::input::LangFlag,
}

/// Runs `convert`.
///
/// # Errors
/// Unreadable input, an existing output without `--force`, or a write failure.
pub fn run(a: &Args) -> Result<ExitStatus, CliError> {
    let lang = a.lang.lang();
    let loaded = super::load_tournament_in(&a.file, lang)?;
    let (bytes, notes) = match a.to {
        None => (loaded.doc.to_bytes(), Vec::new()),
        Some(t) => {
            let dialect = match t {
                Target::Trf16 => Dialect::Trf16,
                Target::Trf26 => Dialect::Trf26,
            };
            let c = crate::tournament::convert::convert(&loaded.doc, dialect);
            if !c.refused.is_empty() {
                // Nothing is written: what the target cannot hold would be lost or misread.
                let shown = a.file.display();
                let mut msg: Vec<String> = c.refused.iter().map(|e| format!("{shown}: {e}")).collect();
                msg.push(format!("{shown}: {}", Phrase::new("convert-refused").say(lang)));
                return Err(CliError::Other(msg.join("\n")));
            }
            (c.doc.to_bytes(), c.notes)
        }
    };
    for n in &notes {
        eprintln!("arbitro: {}: {}", a.file.display(), n.say(lang));
    }
    write_output_in(a.output.as_deref(), &bytes, a.force, lang)?;
    Ok(ExitStatus::Ok)
}

/// Writes bytes to a file (refusing to overwrite without `force`) or to stdout.
///
/// # Errors
/// The file exists and `force` is false, or writing fails.
pub fn write_output(path: Option<&std::path::Path>, bytes: &[u8], force: bool) -> Result<(), CliError> {
    write_output_in(path, bytes, force, Lang::En)
}

/// [`write_output`] with its refusal in `lang`.
///
/// # Errors
/// As [`write_output`].
pub fn write_output_in(path: Option<&std::path::Path>, bytes: &[u8], force: bool, lang: Lang) -> Result<(), CliError> {
    match path {
        None => {
            std::io::stdout().write_all(bytes)?;
            Ok(())
        }
        Some(p) => {
            if p.exists() && !force {
                let refused = Phrase::new("output-exists").arg("file", p.display().to_string());
                return Err(CliError::Other(refused.say(lang)));
            }
            let cannot = Phrase::new("output-cannot-write").arg("file", p.display().to_string());
            std::fs::write(p, bytes).map_err(|e| CliError::io(cannot.say(lang), e))
        }
    }
}
