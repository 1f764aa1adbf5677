//! `arbitro convert FILE [--to trf16|trf26] [-o OUT] [--force]`.

use super::{CliError, ExitStatus};
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
}

/// Runs `convert`.
///
/// # Errors
/// Unreadable input, an existing output without `--force`, or a write failure.
pub fn run(a: &Args) -> Result<ExitStatus, CliError> {
    let loaded = super::load_tournament(&a.file)?;
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
                msg.push(format!("{shown}: not converted: the target format cannot hold the tournament as it is"));
                return Err(CliError::Other(msg.join("\n")));
            }
            (c.doc.to_bytes(), c.notes)
        }
    };
    for n in &notes {
        eprintln!("arbitro: {}: {n}", a.file.display());
    }
    write_output(a.output.as_deref(), &bytes, a.force)?;
    Ok(ExitStatus::Ok)
}

/// Writes bytes to a file (refusing to overwrite without `force`) or to stdout.
///
/// # Errors
/// The file exists and `force` is false, or writing fails.
pub fn write_output(path: Option<&std::path::Path>, bytes: &[u8], force: bool) -> Result<(), CliError> {
    match path {
        None => {
            std::io::stdout().write_all(bytes)?;
            Ok(())
        }
        Some(p) => {
            if p.exists() && !force {
                return Err(CliError::Other(format!("{} exists; not overwriting it (use --force)", p.display())));
            }
            std::fs::write(p, bytes).map_err(|e| CliError::io(format!("cannot write {}", p.display()), e))
        }
    }
}
