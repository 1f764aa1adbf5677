//! `arbitro campaign`: generate N tournaments, check each, report every discrepancy.

use super::generate::{TrfFlag, load_profile};
use super::{CliError, ExitStatus, OutputFormat};
use crate::core::words::{Lang, Phrase};
use crate::generator::campaign::{
    self, CampaignConfig, CampaignReport, ExternalChecker, RoundChecker, Shard, arbitro_checker,
};
use crate::generator::command::{CommandTemplate, ExternalPairer};
use crate::generator::engine::own_pairer;
use crate::generator::external::ExternalGenerator;
use crate::generator::profile::System;
use crate::pairing::Pairer;
use std::io::{IsTerminal, Write};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};

/// Arguments of `campaign`.
#[derive(clap::Args, Debug)]
#[command(args_conflicts_with_subcommands = true)]
pub struct Args {
    /// `campaign merge REPORT…`: join shard reports.
    #[command(subcommand)]
    pub sub: Option<Sub>,
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
    /// Have another program's random tournament generator make (and pair) every tournament:
    /// arbitro writes its JaVaFo/bbpPairings configuration from the profile and the seed
    /// (`{config}`), the program writes the TRF (`{out}`); `{seed}` is the tournament's seed.
    /// Every round is then checked. E.g. 'bbpPairings --dutch -g {config} -o {out} -s {seed}'.
    #[arg(long, value_name = "CMD", conflicts_with = "pairer")]
    pub generator: Option<String>,
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
    /// Run only the I-th of N deterministic slices of the tournaments (1 ≤ I ≤ N), for
    /// spreading a campaign over machines; join the reports with `campaign merge`.
    #[arg(long, value_name = "I/N")]
    pub shard: Option<String>,
    /// Continue an interrupted campaign from its report (PREFIX.json): run only the
    /// tournaments it has not finished and write the joined report (without a report yet,
    /// start the campaign).
    #[arg(long)]
    pub resume: bool,
    /// Language of the summary (the report files are written in English, as FIDE reads them).
    #[command(flatten)]
    pub lang: super::input::LangFlag,
}

/// Subcommands of `campaign`.
#[derive(clap::Subcommand, Debug)]
pub enum Sub {
    /// Join the reports of a campaign's shards (`--shard I/N`) into the report of the whole
    /// campaign, identical (apart from timings) to an unsharded run.
    Merge(MergeArgs),
}

/// Arguments of `campaign merge`.
#[derive(clap::Args, Debug)]
pub struct MergeArgs {
    /// The shard reports: PREFIX, PREFIX.json or PREFIX.md of each.
    #[arg(required = true, value_name = "REPORT")]
    pub reports: Vec<PathBuf>,
    /// Path prefix of the joined report: PREFIX.md, PREFIX.json and PREFIX-files/.
    #[arg(long, default_value = "reports/campaign")]
    pub report: PathBuf,
    /// Summary on stdout: text (default) or json.
    #[arg(long, value_enum, default_value_t = OutputFormat::Text)]
    pub format: OutputFormat,
    /// Language of the summary.
    #[command(flatten)]
    pub lang: super::input::LangFlag,
}

static CANCEL: AtomicBool = AtomicBool::new(false);

fn with_ext(prefix: &std::path::Path, suffix: &str) -> PathBuf {
    let mut s = prefix.as_os_str().to_owned();
    s.push(suffix);
    PathBuf::from(s)
}

/// The JSON report behind `path` (PREFIX, PREFIX.json or PREFIX.md).
fn read_report(path: &std::path::Path, lang: Lang) -> Result<(PathBuf, CampaignReport), CliError> {
    let json = match path.extension().and_then(|x| x.to_str()) {
        Some("json") => path.to_path_buf(),
        Some("md") => path.with_extension("json"),
        _ => with_ext(path, ".json"),
    };
    let text = std::fs::read_to_string(&json).map_err(|e| {
        CliError::io(Phrase::new("error-cannot-read").arg("file", json.display().to_string()).say(lang), e)
    })?;
    let mut r: CampaignReport = serde_json::from_str(&text).map_err(|e| {
        let not_a_report = Phrase::new("error-campaign-not-a-report")
            .arg("file", json.display().to_string())
            .arg("line", e.line())
            .arg("column", e.column())
            .arg("error", e.to_string());
        CliError::Input(not_a_report.say(lang))
    })?;
    r.upgrade();
    // The kept files lie in PREFIX-files/ beside PREFIX.json, wherever the report was made from.
    let files = with_ext(&json.with_extension(""), "-files");
    for o in &mut r.problems {
        let here = campaign::kept_path(&files, o.index, o.seed);
        if o.file.is_some() && here.is_file() {
            o.file = Some(here.display().to_string());
        }
    }
    Ok((json, r))
}

/// Writes PREFIX.md and PREFIX.json and prints the summary; the exit status.
fn finish(
    report: &CampaignReport,
    prefix: &std::path::Path,
    format: OutputFormat,
    lang: Lang,
) -> Result<ExitStatus, CliError> {
    let cannot = |id: &'static str, path: &std::path::Path, e: std::io::Error| {
        CliError::io(Phrase::new(id).arg("file", path.display().to_string()).say(lang), e)
    };
    if let Some(dir) = prefix.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).map_err(|e| cannot("error-cannot-create", dir, e))?;
    }
    let md = with_ext(prefix, ".md");
    let json = with_ext(prefix, ".json");
    std::fs::write(&md, campaign::markdown(report)).map_err(|e| cannot("output-cannot-write", &md, e))?;
    std::fs::write(&json, crate::report::to_json(report)).map_err(|e| cannot("output-cannot-write", &json, e))?;
    let out = match format {
        OutputFormat::Json => crate::report::to_json(report),
        OutputFormat::Text => {
            let summary = Phrase::new("campaign-summary")
                .arg("done", report.done.iter().map(|r| r[1] - r[0]).sum::<usize>())
                .arg("requested", report.requested)
                .arg("interrupted", if report.cancelled { "yes" } else { "no" })
                .arg("consistent", report.consistent)
                .arg("discrepant", report.discrepant)
                .arg("not-generated", report.not_generated)
                .arg("failures", report.check_failed)
                .arg("rounds", report.rounds_checked.to_string())
                .arg("seconds", crate::core::words::decimal(lang, &format!("{:.1}", report.elapsed_seconds)))
                .arg("md", md.display().to_string())
                .arg("json", json.display().to_string());
            format!("{}\n", summary.say(lang))
        }
    };
    std::io::stdout().write_all(out.as_bytes())?;
    if report.cancelled {
        eprintln!("arbitro: campaign interrupted; continue it with: {} --resume", report.command);
    }
    Ok(if report.consistent == report.completed && !report.cancelled { ExitStatus::Ok } else { ExitStatus::Findings })
}

/// Runs `campaign merge`.
fn merge(a: &MergeArgs) -> Result<ExitStatus, CliError> {
    let mut parts = Vec::new();
    let mut names = Vec::new();
    for p in &a.reports {
        let (name, r) = read_report(p, a.lang.lang())?;
        names.push(name.display().to_string());
        parts.push(r);
    }
    let mut m = campaign::merge(&parts, Some(&with_ext(&a.report, "-files")))
        .map_err(|e| CliError::Input(format!("{}: {e}", names.join(", "))))?;
    m.command = format!("{} --report {}", m.command, a.report.display());
    finish(&m, &a.report, a.format, a.lang.lang())
}

/// Runs `campaign`: exit 0 all consistent, 1 discrepancies or failures found.
///
/// # Errors
/// Bad profile, bad commands, unwritable report.
pub fn run(a: &Args) -> Result<ExitStatus, CliError> {
    if let Some(Sub::Merge(m)) = &a.sub {
        return merge(m);
    }
    // An earlier campaign's reports are kept unless --force (or --resume, which continues
    // them): refused before any work is done.
    if !a.force && !a.resume {
        for p in [with_ext(&a.report, ".md"), with_ext(&a.report, ".json"), with_ext(&a.report, "-files")] {
            if p.exists() {
                let refused = Phrase::new("campaign-report-exists").arg("file", p.display().to_string());
                return Err(CliError::Other(refused.say(a.lang.lang())));
            }
        }
    }
    let shard = a.shard.as_deref().map(|s| Shard::parse(s, a.count)).transpose().map_err(CliError::Usage)?;
    let previous = if a.resume {
        let json = with_ext(&a.report, ".json");
        if json.is_file() {
            Some(read_report(&a.report, a.lang.lang())?.1)
        } else {
            eprintln!("arbitro: --resume: {} does not exist yet: starting the campaign", json.display());
            None
        }
    } else {
        None
    };
    let (profile, label) = load_profile(a.profile.as_deref(), None, a.lang.lang())?;
    let system = profile.system;
    let edition: crate::rules::DutchEdition = profile.edition.into();
    let scratch = std::env::temp_dir();
    let pairer: Box<dyn Pairer + Send + Sync> = match &a.pairer {
        Some(cmd) => Box::new(ExternalPairer {
            command: CommandTemplate::parse(cmd).map_err(CliError::Usage)?,
            scratch: scratch.clone(),
        }),
        None => own_pairer(&profile),
    };
    let mut checkers: Vec<Box<dyn RoundChecker>> = Vec::new();
    if !a.no_arbitro_check {
        checkers.push(match profile.system {
            System::RoundRobin => Box::new(campaign::RoundRobinChecker),
            System::House(s) => Box::new(campaign::SystemChecker(s)),
            System::Swiss => arbitro_checker(edition),
        });
    }
    if let Some(cmd) = &a.engine {
        checkers.push(Box::new(ExternalChecker { command: CommandTemplate::parse(cmd).map_err(CliError::Usage)? }));
    }
    let workers = a.jobs.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get().min(2)));
    let cfg = CampaignConfig {
        profile,
        profile_label: label.clone(),
        pairer_name: match (&a.generator, &a.pairer) {
            (Some(cmd), _) => format!(
                "{} (its own generator pairs every round)",
                CommandTemplate::parse(cmd)
                    .ok()
                    .map_or_else(|| cmd.clone(), |t| ExternalGenerator { command: t }.name())
            ),
            (None, Some(cmd)) => CommandTemplate::parse(cmd).ok().and_then(|t| t.words.first().cloned()).map_or_else(
                || cmd.clone(),
                |w| std::path::Path::new(&w).file_name().map_or(w.clone(), |n| n.to_string_lossy().into_owned()),
            ),
            (None, None) if system.house().is_some() => {
                format!("arbitro ({})", system.house().map_or("", |s| s.id()))
            }
            (None, None) => format!("arbitro ({})", edition.flag_name()),
        },
        count: a.count,
        seed: a.seed,
        version: a.trf.into(),
        workers,
        scratch,
        keep: Some(with_ext(&a.report, "-files")),
        shard,
        skip: previous.as_ref().map(|p| p.done.clone()).unwrap_or_default(),
        generator: match &a.generator {
            Some(cmd) => Some(ExternalGenerator { command: CommandTemplate::parse(cmd).map_err(CliError::Usage)? }),
            None => None,
        },
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
    if let Some(g) = &a.generator {
        command.push_str(&format!(" --generator '{g}'"));
    }
    if a.no_arbitro_check {
        command.push_str(" --no-arbitro-check");
    }
    if let Some(p) = &previous {
        if p.campaign != command || p.shard != shard {
            let another = Phrase::new("error-campaign-resume")
                .arg("file", with_ext(&a.report, ".json").display().to_string())
                .arg("previous", p.campaign.as_str())
                .arg("previous-shard", p.shard.map_or_else(String::new, |s| s.flag()))
                .arg("command", command.as_str())
                .arg("shard", shard.map_or_else(String::new, |s| s.flag()));
            return Err(CliError::Other(another.say(a.lang.lang())));
        }
    }
    // Ctrl-C stops between tournaments and keeps what is done (a second handler
    // cannot be installed twice in one process; ignore that case).
    let _ = ctrlc::set_handler(|| CANCEL.store(true, Ordering::SeqCst));
    let progress = super::progress::Progress::new(a.lang.lang(), std::io::stderr().is_terminal());
    let run = campaign::run(&cfg, &command, pairer.as_ref(), &checkers, &CANCEL, &|done, total, problems| {
        progress.show(done, total, problems);
    });
    progress.clear();
    let mut report = match &previous {
        Some(p) => campaign::merge(&[p.clone(), run], Some(&with_ext(&a.report, "-files")))
            .map_err(|e| CliError::Input(format!("{}: {e}", with_ext(&a.report, ".json").display())))?,
        None => run,
    };
    report.command = format!("{} --report {}", report.command, a.report.display());
    finish(&report, &a.report, a.format, a.lang.lang())
}
