//! `arbitro campaign`: generate N tournaments, check each, report every discrepancy.

use super::generate::{TrfFlag, load_profile};
use super::{CliError, ExitStatus, OutputFormat};
use crate::generator::campaign::{self, CampaignConfig, ExternalChecker, RoundChecker, arbitro_checker};
use crate::generator::command::{CommandTemplate, ExternalPairer};
use crate::generator::engine::dutch_pairer;
use crate::pairing::Pairer;
use std::io::{IsTerminal, Write};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};

/// Arguments of `campaign`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// Number of tournaments to generate and check.
    #[arg(long, default_value_t = 100)]
    pub count: usize,
    /// Profile: a built-in name or a YAML file (default club-open).
    #[arg(long)]
    pub profile: Option<String>,
    /// Seed of the first tournament; tournament i uses seed + i (`generate --seed`).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// TRF edition of the files: 16 (default) or 2026.
    #[arg(long, value_enum, default_value_t = TrfFlag::Trf16)]
    pub trf: TrfFlag,
    /// Also check each file with an external checker whose output has the bbpPairings
    /// layout, e.g. 'bbpPairings --dutch {in} -c'.
    #[arg(long, value_name = "CMD")]
    pub engine: Option<String>,
    /// Have an external program pair every round (then arbitro checks it), e.g.
    /// 'bbpPairings --dutch {in} -p {out}'.
    #[arg(long, value_name = "CMD")]
    pub pairer: Option<String>,
    /// Do not check with arbitro's own checker (only `validate` and `--engine`): to test
    /// external programs against each other, or the generator before the engine is built in.
    #[arg(long)]
    pub no_arbitro_check: bool,
    /// Report path prefix: writes PREFIX.md, PREFIX.json and PREFIX-files/ (discrepant tournaments).
    #[arg(long, default_value = "reports/campaign")]
    pub report: PathBuf,
    /// Overwrite the reports of an earlier campaign with the same PREFIX.
    #[arg(long)]
    pub force: bool,
    /// Worker threads (default: the available cores, at most 2 unless given).
    #[arg(long)]
    pub jobs: Option<usize>,
    /// Summary on stdout: text (default) or json.
    #[arg(long, value_enum, default_value_t = OutputFormat::Text)]
    pub format: OutputFormat,
}

static CANCEL: AtomicBool = AtomicBool::new(false);

fn with_ext(prefix: &std::path::Path, suffix: &str) -> PathBuf {
    let mut s = prefix.as_os_str().to_owned();
    s.push(suffix);
    PathBuf::from(s)
}

/// Runs `campaign`: exit 0 all consistent, 1 discrepancies or failures found.
///
/// # Errors
/// Bad profile, bad commands, unwritable report.
pub fn run(a: &Args) -> Result<ExitStatus, CliError> {
    // An earlier campaign's reports are kept unless --force: refused before any work is done.
    if !a.force {
        for p in [with_ext(&a.report, ".md"), with_ext(&a.report, ".json"), with_ext(&a.report, "-files")] {
            if p.exists() {
                return Err(CliError::Other(format!(
                    "{} exists (an earlier campaign's report); not overwriting it: choose another --report PREFIX or use --force",
                    p.display()
                )));
            }
        }
    }
    let (profile, label) = load_profile(a.profile.as_deref(), None)?;
    let edition: crate::rules::DutchEdition = profile.edition.into();
    let scratch = std::env::temp_dir();
    let pairer: Box<dyn Pairer + Send + Sync> = match &a.pairer {
        Some(cmd) => Box::new(ExternalPairer {
            command: CommandTemplate::parse(cmd).map_err(CliError::Usage)?,
            scratch: scratch.clone(),
        }),
        None => dutch_pairer(edition),
    };
    let mut checkers: Vec<Box<dyn RoundChecker>> = Vec::new();
    if !a.no_arbitro_check {
        checkers.push(arbitro_checker(edition));
    }
    if let Some(cmd) = &a.engine {
        checkers.push(Box::new(ExternalChecker { command: CommandTemplate::parse(cmd).map_err(CliError::Usage)? }));
    }
    let workers = a.jobs.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get().min(2)));
    let cfg = CampaignConfig {
        profile,
        profile_label: label.clone(),
        pairer_name: match &a.pairer {
            Some(cmd) => CommandTemplate::parse(cmd).ok().and_then(|t| t.words.first().cloned()).map_or_else(
                || cmd.clone(),
                |w| std::path::Path::new(&w).file_name().map_or(w.clone(), |n| n.to_string_lossy().into_owned()),
            ),
            None => format!("arbitro ({})", edition.flag_name()),
        },
        count: a.count,
        seed: a.seed,
        version: a.trf.into(),
        workers,
        scratch,
        keep: Some(with_ext(&a.report, "-files")),
    };
    let mut command = format!("arbitro campaign --count {} --profile {label} --seed {}", a.count, a.seed);
    if a.trf == TrfFlag::Trf2026 {
        command.push_str(" --trf 2026");
    }
    if let Some(e) = &a.engine {
        command.push_str(&format!(" --engine '{e}'"));
    }
    if let Some(p) = &a.pairer {
        command.push_str(&format!(" --pairer '{p}'"));
    }
    if a.no_arbitro_check {
        command.push_str(" --no-arbitro-check");
    }
    command.push_str(&format!(" --report {}", a.report.display()));
    // Ctrl-C stops between tournaments and keeps what is done (a second handler
    // cannot be installed twice in one process; ignore that case).
    let _ = ctrlc::set_handler(|| CANCEL.store(true, Ordering::SeqCst));
    let bar = std::io::stderr().is_terminal();
    // Off a terminal (a log file, a CI job) a plain line at every tenth of the run instead.
    let progress = move |done: usize, total: usize, problems: usize| {
        if bar {
            let width = 30;
            let filled = (done * width).checked_div(total).unwrap_or(width).min(width);
            eprint!("\r[{}{}] {done}/{total}  problems: {problems} ", "#".repeat(filled), " ".repeat(width - filled));
        } else if total >= 100 && done % total.div_ceil(10) == 0 && done < total {
            eprintln!("arbitro: campaign: {done} of {total} tournaments done, {problems} with problems");
        }
    };
    let report = campaign::run(&cfg, &command, pairer.as_ref(), &checkers, &CANCEL, &progress);
    if bar {
        eprintln!();
    }
    if let Some(dir) = a.report.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).map_err(|e| CliError::io(format!("cannot create {}", dir.display()), e))?;
    }
    let md = with_ext(&a.report, ".md");
    let json = with_ext(&a.report, ".json");
    std::fs::write(&md, campaign::markdown(&report))
        .map_err(|e| CliError::io(format!("cannot write {}", md.display()), e))?;
    std::fs::write(&json, crate::report::to_json(&report))
        .map_err(|e| CliError::io(format!("cannot write {}", json.display()), e))?;
    let out = match a.format {
        OutputFormat::Json => crate::report::to_json(&report),
        OutputFormat::Text => format!(
            "{} of {} tournaments{}: {} consistent, {} discrepant, {} not generated, {} checker failures; {} rounds checked in {:.1} s\nreport: {} and {}\n",
            report.completed,
            report.requested,
            if report.cancelled { " (interrupted)" } else { "" },
            report.consistent,
            report.discrepant,
            report.not_generated,
            report.check_failed,
            report.rounds_checked,
            report.elapsed_seconds,
            md.display(),
            json.display()
        ),
    };
    std::io::stdout().write_all(out.as_bytes())?;
    Ok(if report.consistent == report.completed && !report.cancelled { ExitStatus::Ok } else { ExitStatus::Findings })
}
