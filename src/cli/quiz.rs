//! `arbitro quiz`: FA-exam practice and timed exams, the bank listing, the bank lint and
//! exam papers for lecturers.
//!
//! The bank folder is `--bank DIR`, else `$ARBITRO_EXAMS`, else `./exams` when it exists,
//! else the `exams/` folder of the source tree arbitro was built from.

use super::{CliError, ExitStatus, OutputFormat};
use crate::core::order::StableSort;
use crate::core::words::Phrase;
use crate::quiz::blueprint::{self, Plan};
use crate::quiz::generated::Registry;
use crate::quiz::i18n::{self, Arg, Msg};
use crate::quiz::paper;
use crate::quiz::progress;
use crate::quiz::select::{self, Filter};
use crate::quiz::session::{self, Mode, SystemClock};
use crate::quiz::srs::Day;
use crate::quiz::{Bank, Kind, Lang, LintError, Question, Topic, bank, glossary};
use crate::quiz::{marking, results};
use clap::{Subcommand, ValueEnum};
use serde::Serialize;
use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// Arguments of `quiz`; without a subcommand it runs a practice session.
#[derive(clap::Args, Debug)]
#[command(args_conflicts_with_subcommands = true)]
pub struct Args {
    /// What to do (default: practice).
    #[command(subcommand)]
    pub command: Option<QuizCommand>,
    /// Practice options, when no subcommand is given.
    #[command(flatten)]
    pub practice: PracticeArgs,
}

/// Options every quiz subcommand shares.
#[derive(clap::Args, Debug, Clone)]
pub struct Common {
    /// The bank folder of `*.yaml` question files (default: $ARBITRO_EXAMS, ./exams, or the source tree's exams/).
    #[arg(long, value_name = "DIR")]
    pub bank: Option<PathBuf>,
    /// Language of the questions: es or en (default: from LC_ALL / LC_MESSAGES / LANG; es* → es, else en).
    #[arg(long, value_enum)]
    pub lang: Option<LangArg>,
    /// Only questions whose key is right under the regulations in force on DATE (YYYY-MM-DD; default: today).
    ///
    /// Each question names the editions it is valid for (`editions` in the bank, e.g. "C.07 2026");
    /// one edition of each document is in force on a date, so a paper never mixes editions.
    /// Example: `arbitro quiz paper --seed 3 --on 2026-01-15` (the 2017 Dutch rules still apply).
    #[arg(long, value_name = "DATE", value_parser = parse_on)]
    pub on: Option<crate::tournament::Date>,
}

/// `--on DATE`.
fn parse_on(s: &str) -> Result<crate::tournament::Date, super::clap_errors::ValueRefusal> {
    super::input::parse_date(s)
}

/// The date questions must be valid on: `--on`, else today.
pub(super) fn on_date(c: &Common) -> crate::tournament::Date {
    c.on.unwrap_or_else(crate::rules::today)
}

/// The subcommands of `quiz`.
#[derive(Subcommand, Debug)]
pub enum QuizCommand {
    /// One question at a time with immediate feedback and the explanation.
    Practice(PracticeArgs),
    /// A timed exam from a blueprint: no feedback until the end, then score, pass/fail at 80 %, review and a results file for the lecturer.
    Exam(ExamArgs),
    /// List the bank: id, topic, kind, points, languages.
    List(ListArgs),
    /// Check the bank: schema, both languages, references, unique ids (exit 1 with file:line on problems).
    Lint(LintArgs),
    /// Write an exam paper and its marking scheme (Markdown and HTML) from a blueprint.
    Paper(PaperArgs),
    /// Mark the open answers of an exam's results file, as the lecturer (exit 1 when the candidate failed).
    Mark(MarkArgs),
    /// Progress per topic and over time, and the questions due for repetition (spaced repetition, SM-2).
    Stats(StatsArgs),
    /// One question in full: text, options, key, model answer, scheme, explanation, articles, editions.
    Show(ShowArgs),
    /// Export questions for course platforms and flashcards: Moodle XML, GIFT or an Anki text file.
    Export(ExportArgs),
}

pub use super::input::LangArg;

/// A topic on the command line.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum TopicArg {
    /// Laws of Chess.
    Laws,
    /// Electronic clocks.
    Clocks,
    /// Systems of play and tie-breaks.
    SystemsTiebreaks,
    /// Swiss system and pairing rules.
    Swiss,
    /// Anti-cheating regulations.
    AntiCheating,
    /// Arbiter-title regulations.
    ArbiterTitles,
    /// Competition rules and equipment standards.
    CompetitionRules,
    /// Ratings and titles.
    RatingsTitles,
}

impl From<TopicArg> for Topic {
    fn from(t: TopicArg) -> Topic {
        match t {
            TopicArg::Laws => Topic::Laws,
            TopicArg::Clocks => Topic::Clocks,
            TopicArg::SystemsTiebreaks => Topic::SystemsTiebreaks,
            TopicArg::Swiss => Topic::Swiss,
            TopicArg::AntiCheating => Topic::AntiCheating,
            TopicArg::ArbiterTitles => Topic::ArbiterTitles,
            TopicArg::CompetitionRules => Topic::CompetitionRules,
            TopicArg::RatingsTitles => Topic::RatingsTitles,
        }
    }
}

/// A kind on the command line.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum KindArg {
    /// Single choice.
    Single,
    /// Multiple choice.
    Multiple,
    /// Numeric answer.
    Numeric,
    /// Open answer with marking scheme.
    Open,
    /// Pairing.
    Pairing,
}

impl From<KindArg> for Kind {
    fn from(k: KindArg) -> Kind {
        match k {
            KindArg::Single => Kind::Single,
            KindArg::Multiple => Kind::Multiple,
            KindArg::Numeric => Kind::Numeric,
            KindArg::Open => Kind::Open,
            KindArg::Pairing => Kind::Pairing,
        }
    }
}

/// Arguments of `quiz practice`.
#[derive(clap::Args, Debug, Clone)]
pub struct PracticeArgs {
    /// Bank and language.
    #[command(flatten)]
    pub common: Common,
    /// Only this topic (repeatable).
    #[arg(long, value_enum)]
    pub topic: Vec<TopicArg>,
    /// Only this kind of question (repeatable).
    #[arg(long, value_enum)]
    pub kind: Vec<KindArg>,
    /// How many questions.
    #[arg(long, short = 'n', default_value_t = 10)]
    pub count: usize,
    /// Seed for a reproducible selection (default: from the clock, printed in the results).
    #[arg(long)]
    pub seed: Option<u64>,
    /// Also put this many freshly generated exercises (numeric, pairing).
    #[arg(long, default_value_t = 0, value_parser = parse_generated)]
    pub generated: usize,
    /// Results format: text (default) or json (questions then go to stderr).
    #[arg(long, value_enum, default_value_t = OutputFormat::Text)]
    pub format: OutputFormat,
}

/// The most generated exercises one command makes (`--generated N`): an exam paper holds tens
/// of questions; each exercise runs an engine, so a count in the millions would only exhaust
/// memory and time.
pub const MAX_GENERATED: usize = 1000;

/// `--generated N`: a count from 0 to [`MAX_GENERATED`]; the refusal is said in `--lang`.
fn parse_generated(s: &str) -> Result<usize, super::clap_errors::ValueRefusal> {
    let refuse = |p: Phrase| super::clap_errors::ValueRefusal(p.arg("max", MAX_GENERATED));
    let n: usize =
        s.trim().parse().map_err(|_| refuse(Phrase::new("error-quiz-generated-not-a-number").arg("value", s)))?;
    if n > MAX_GENERATED {
        return Err(refuse(Phrase::new("error-quiz-generated-too-many").arg("count", n)));
    }
    Ok(n)
}

/// Arguments of `quiz exam`.
#[derive(clap::Args, Debug)]
pub struct ExamArgs {
    /// Bank and language.
    #[command(flatten)]
    pub common: Common,
    /// Blueprint file: topics and marks (default: BANK/blueprints/fa-exam.yaml).
    #[arg(long, value_name = "FILE")]
    pub blueprint: Option<PathBuf>,
    /// Time allowed in minutes (default: the blueprint's, 240 for the FA exam).
    #[arg(long)]
    pub minutes: Option<u32>,
    /// Seed for a reproducible paper (default: from the clock, printed in the results).
    #[arg(long)]
    pub seed: Option<u64>,
    /// Add this many freshly generated exercises to the questions the blueprint draws from.
    #[arg(long, default_value_t = 0, value_parser = parse_generated)]
    pub generated: usize,
    /// Results format: text (default) or json (questions then go to stderr).
    #[arg(long, value_enum, default_value_t = OutputFormat::Text)]
    pub format: OutputFormat,
    /// The candidate's name, recorded in the results file.
    #[arg(long, value_name = "NAME")]
    pub candidate: Option<String>,
    /// The results file the lecturer marks (default: exam-SEED-results.json in the current folder).
    ///
    /// Open answers are not self-marked in an exam: the file holds every answer, those the key
    /// marks with their marks and the reason, the open ones "to be marked by the lecturer" with
    /// the model answer and the marking scheme; `arbitro quiz mark FILE` marks them. An
    /// existing file is never overwritten: the results go to FILE-2.json, FILE-3.json, …
    /// Example: `arbitro quiz exam --seed 3 --candidate "Ana Pérez" --results ana.json`.
    #[arg(long, value_name = "FILE")]
    pub results: Option<PathBuf>,
}

/// Arguments of `quiz mark`.
#[derive(clap::Args, Debug)]
pub struct MarkArgs {
    /// The results file `quiz exam` wrote.
    #[arg(value_name = "RESULTS")]
    pub results: PathBuf,
    /// The marker's name, recorded with each mark (asked for when marking interactively without it).
    #[arg(long, value_name = "NAME")]
    pub marker: Option<String>,
    /// Marks without asking: ID=MARKS pairs, the question's id or its number on the paper.
    ///
    /// Repeatable or comma-separated; half marks where the scheme allows them.
    /// Example: `--marks seed-000-q17=2.5,12=1`.
    #[arg(long, value_name = "ID=MARKS")]
    pub marks: Vec<String>,
    /// Marks without asking, from a file: one `ID=MARKS` (or `ID MARKS`) a line, `#` comments.
    #[arg(long, value_name = "FILE")]
    pub marks_file: Option<PathBuf>,
    /// Allow changing marks already given, by the lecturer or by the key (with --marks or --marks-file);
    /// the key's mark is kept beside the new one.
    #[arg(long)]
    pub remark: bool,
    /// The file to write (default: RESULTS with `-marked` added, beside it).
    #[arg(long, short = 'o', value_name = "FILE")]
    pub output: Option<PathBuf>,
    /// Overwrite the output file if it exists (it may be RESULTS itself).
    #[arg(long)]
    pub force: bool,
    /// Report format: text (default) or json (questions then go to stderr).
    #[arg(long, value_enum, default_value_t = OutputFormat::Text)]
    pub format: OutputFormat,
    /// Language of the questions, the prompts and the report: es or en (default: the results
    /// file's; before the file is read, from LC_ALL / LC_MESSAGES / LANG).
    #[arg(long, value_enum)]
    pub lang: Option<LangArg>,
}

/// Arguments of `quiz stats`.
#[derive(clap::Args, Debug)]
pub struct StatsArgs {
    /// Bank (to name the topics of questions in progress files from older versions) and language.
    #[command(flatten)]
    pub common: Common,
    /// The progress file (default: the one practice and exams keep, in the data folder).
    #[arg(long, value_name = "FILE")]
    pub progress: Option<PathBuf>,
    /// Count questions due on DATE (YYYY-MM-DD; default: today).
    #[arg(long, value_name = "DATE", value_parser = parse_day)]
    pub date: Option<crate::quiz::srs::Day>,
    /// Output format: text (default) or json.
    #[arg(long, value_enum, default_value_t = OutputFormat::Text)]
    pub format: OutputFormat,
}

/// `--date DATE`.
fn parse_day(s: &str) -> Result<crate::quiz::srs::Day, super::clap_errors::ValueRefusal> {
    super::input::parse_date(s).map(crate::quiz::srs::Day::from_date)
}

/// Arguments of `quiz show`.
#[derive(clap::Args, Debug)]
pub struct ShowArgs {
    /// Bank and language.
    #[command(flatten)]
    pub common: Common,
    /// The question's id (as `quiz list` prints it).
    #[arg(value_name = "ID")]
    pub id: String,
    /// Output format: text (default) or json.
    #[arg(long, value_enum, default_value_t = OutputFormat::Text)]
    pub format: OutputFormat,
}

/// What `quiz export` writes.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum ExportTo {
    /// Moodle XML (question bank import).
    Moodle,
    /// GIFT, the text format Moodle and other platforms import.
    Gift,
    /// A tab-separated text file Anki imports (File > Import), one note per question.
    Anki,
}

/// Arguments of `quiz export`.
#[derive(clap::Args, Debug)]
pub struct ExportArgs {
    /// Bank and language.
    #[command(flatten)]
    pub common: Common,
    /// The format.
    #[arg(long, value_enum)]
    pub to: ExportTo,
    /// Only this topic (repeatable).
    #[arg(long, value_enum)]
    pub topic: Vec<TopicArg>,
    /// Only this kind (repeatable).
    #[arg(long, value_enum)]
    pub kind: Vec<KindArg>,
    /// The file to write (default: standard output).
    #[arg(long, short = 'o', value_name = "FILE")]
    pub output: Option<PathBuf>,
    /// Overwrite the output file if it exists.
    #[arg(long)]
    pub force: bool,
}

/// Arguments of `quiz list`.
#[derive(clap::Args, Debug)]
pub struct ListArgs {
    /// Bank and language.
    #[command(flatten)]
    pub common: Common,
    /// Only this topic (repeatable).
    #[arg(long, value_enum)]
    pub topic: Vec<TopicArg>,
    /// Only this kind (repeatable).
    #[arg(long, value_enum)]
    pub kind: Vec<KindArg>,
    /// Output format: text (default) or json.
    #[arg(long, value_enum, default_value_t = OutputFormat::Text)]
    pub format: OutputFormat,
}

/// Arguments of `quiz lint`.
#[derive(clap::Args, Debug)]
pub struct LintArgs {
    /// Bank and language.
    #[command(flatten)]
    pub common: Common,
    /// Also check these blueprint files (default: every BANK/blueprints/*.yaml).
    #[arg(long, value_name = "FILE")]
    pub blueprint: Vec<PathBuf>,
    /// Require at least this many questions in the bank (the issue asks for 200).
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub min_total: usize,
    /// Require at least this many questions in every topic (the issue asks for 15).
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub min_per_topic: usize,
    /// Also list the form cues of every paper checked and of every question that has one.
    #[arg(long)]
    pub cues: bool,
    /// Output format: text (default) or json.
    #[arg(long, value_enum, default_value_t = OutputFormat::Text)]
    pub format: OutputFormat,
}

/// Arguments of `quiz paper`.
#[derive(clap::Args, Debug)]
pub struct PaperArgs {
    /// Bank and language.
    #[command(flatten)]
    pub common: Common,
    /// Blueprint file: topics and marks (default: BANK/blueprints/fa-exam.yaml, 55 % Laws).
    #[arg(long, value_name = "FILE")]
    pub blueprint: Option<PathBuf>,
    /// Seed choosing the questions; the same seed gives the same paper.
    #[arg(long)]
    pub seed: u64,
    /// Add this many freshly generated exercises to the questions the blueprint draws from.
    #[arg(long, default_value_t = 0, value_parser = parse_generated)]
    pub generated: usize,
    /// Write N variants (A, B, …) with the options of each question in a different order.
    ///
    /// Each variant has its own paper and marking scheme (`…-A-paper.md`, `…-B-marking.md`);
    /// the questions are the same, the keys follow the options. Example: `--variants 2`.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u8).range(1..=4))]
    pub variants: u8,
    /// Folder to write into (default: the current folder).
    #[arg(long, short = 'o', value_name = "DIR", default_value = ".")]
    pub out: PathBuf,
    /// Overwrite existing files.
    #[arg(long)]
    pub force: bool,
}

/// Runs `quiz`.
///
/// # Errors
/// An unreadable or invalid bank or blueprint, or failed I/O.
pub fn run(a: &Args) -> Result<ExitStatus, CliError> {
    match &a.command {
        None => practice(&a.practice),
        Some(QuizCommand::Practice(p)) => practice(p),
        Some(QuizCommand::Exam(e)) => exam(e),
        Some(QuizCommand::List(l)) => list(l),
        Some(QuizCommand::Lint(l)) => lint(l),
        Some(QuizCommand::Paper(p)) => write_paper(p),
        Some(QuizCommand::Mark(m)) => mark(m),
        Some(QuizCommand::Stats(st)) => stats(st),
        Some(QuizCommand::Show(sh)) => show(sh),
        Some(QuizCommand::Export(e)) => export(e),
    }
}

/// The bank folder: `--bank`, `$ARBITRO_EXAMS`, `./exams`, the source tree's `exams/`.
#[allow(clippy::disallowed_methods)] // the command line: which bank folder to read
pub(super) fn bank_dir(c: &Common) -> PathBuf {
    if let Some(b) = &c.bank {
        return b.clone();
    }
    if let Some(e) = std::env::var_os("ARBITRO_EXAMS").filter(|v| !v.is_empty()) {
        return PathBuf::from(e);
    }
    let local = PathBuf::from("exams");
    if local.is_dir() {
        return local;
    }
    Path::new(env!("CARGO_MANIFEST_DIR")).join("exams")
}

/// The language asked for with `--lang`, else the system locale's.
pub(super) fn lang(c: &Common) -> Lang {
    c.lang.map_or_else(Lang::from_env, Lang::from)
}

fn read_bank(dir: &Path, lang: Lang) -> Result<(Bank, Vec<LintError>), CliError> {
    bank::load(dir).map_err(|e| bank_unreadable(dir, e, lang))
}

/// The bank folder cannot be read, in `lang`.
fn bank_unreadable(dir: &Path, e: std::io::Error, lang: Lang) -> CliError {
    CliError::io(Phrase::new("error-quiz-bank-folder").arg("folder", dir.display().to_string()).say(lang), e)
}

/// The bank cannot fill the blueprint: its name, then each shortfall on a line of its own.
fn unfilled(plan: &Plan, shortfalls: &[impl ToString], lang: Lang) -> CliError {
    let head = Phrase::new("error-quiz-blueprint").arg("blueprint", plan.blueprint.name.as_str()).say(lang);
    let lines: Vec<String> = shortfalls.iter().map(ToString::to_string).collect();
    CliError::Input(format!("{head}\n  {}", lines.join("\n  ")))
}

/// `file` (a path) in the message `id` of the catalogue, in `lang`.
fn about(id: &'static str, file: &Path, lang: Lang) -> String {
    Phrase::new(id).arg("file", file.display().to_string()).say(lang)
}

/// Loads a bank that must be clean (sessions and papers).
pub(super) fn clean_bank(c: &Common) -> Result<Bank, CliError> {
    let dir = bank_dir(c);
    let lang = lang(c);
    let (bank, errors) = read_bank(&dir, lang)?;
    if !errors.is_empty() {
        // a count of problems
        let count = Arg::Number(errors.len() as f64);
        let mut msg =
            i18n::tr(lang, Msg::ErrorBankProblems, &[("dir", dir.display().to_string().into()), ("count", count)]);
        for e in errors.iter().take(20) {
            msg.push_str(&format!("\n  {}", e.say(lang)));
        }
        return Err(CliError::Input(msg));
    }
    if bank.questions.is_empty() {
        return Err(CliError::Input(i18n::tr(lang, Msg::ErrorBankEmpty, &[("dir", dir.display().to_string().into())])));
    }
    Ok(bank)
}

fn load_plan(c: &Common, file: Option<&PathBuf>) -> Result<Plan, CliError> {
    let path = file.cloned().unwrap_or_else(|| bank_dir(c).join("blueprints/fa-exam.yaml"));
    let lang = lang(c);
    blueprint::load(&path)
        .map_err(|errs| CliError::Input(errs.iter().map(|e| e.say(lang)).collect::<Vec<_>>().join("\n")))
}

fn clock_seed() -> u64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_secs())
}

/// Runs a session with stdin as input; the session's text goes to stdout, or to stderr when
/// the results are JSON.
fn session_io(
    questions: &[&Question],
    mode: Mode,
    lang: Lang,
    seed: u64,
    format: OutputFormat,
) -> Result<session::SessionReport, CliError> {
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    let clock = SystemClock::start();
    let report = if format == OutputFormat::Json {
        session::run(questions, mode, lang, seed, &clock, &mut input, &mut std::io::stderr().lock())?
    } else {
        session::run(questions, mode, lang, seed, &clock, &mut input, &mut std::io::stdout().lock())?
    };
    // Progress is best effort: a session's result is never lost because the file is unwritable.
    if let Some(path) = progress::default_path() {
        let today = Day::today();
        match progress::load_on(&path, today) {
            Ok(mut p) => {
                record_session(&mut p, &report, today);
                if let Err(e) = progress::save(&path, &p) {
                    let what = Phrase::new("error-quiz-progress-not-saved").arg("file", path.display().to_string());
                    eprintln!("arbitro: {}: {e}", Phrase::new("warning").arg("warning", what).say(lang));
                }
            }
            Err(e) => {
                let what = Phrase::new("error-quiz-progress-not-kept");
                eprintln!("arbitro: {}: {e}", Phrase::new("warning").arg("warning", what).say(lang));
            }
        }
    }
    if format == OutputFormat::Json {
        std::io::stdout().write_all(crate::report::to_json(&report).as_bytes())?;
    } else {
        writeln!(std::io::stdout(), "{}", i18n::tr(lang, Msg::SessionSeed, &[("seed", seed.to_string().into())]))?;
    }
    Ok(report)
}

/// Records a session in the progress: each answer reviews its SM-2 card, and the session joins
/// the log `quiz stats` reads. Questions not reached and answers left to the lecturer are not
/// repetitions.
fn record_session(p: &mut progress::Progress, report: &session::SessionReport, today: Day) {
    use crate::quiz::grade::Outcome;
    let mut answers = Vec::new();
    for item in report.items.iter().filter(|i| !matches!(i.outcome, Outcome::Unanswered | Outcome::ToBeMarked)) {
        p.record(&item.id, item.topic, item.outcome, item.awarded, item.points, today);
        answers.push(progress::LoggedAnswer {
            id: item.id.clone(),
            topic: item.topic,
            outcome: item.outcome,
            awarded: item.awarded.as_f64(),
            points: item.points.as_f64(),
        });
    }
    if !answers.is_empty() {
        p.sessions.push(progress::SessionLog {
            date: today,
            mode: report.mode.to_string(),
            seed: report.seed,
            answers,
        });
    }
}

fn practice(a: &PracticeArgs) -> Result<ExitStatus, CliError> {
    let bank = clean_bank(&a.common)?;
    let lang = lang(&a.common);
    let seed = a.seed.unwrap_or_else(clock_seed);
    let filter = Filter {
        topics: a.topic.iter().map(|&t| t.into()).collect(),
        kinds: a.kind.iter().map(|&k| k.into()).collect(),
        on: Some(on_date(&a.common)),
    };
    let today = Day::today();
    let prog = progress::default_path().and_then(|p| progress::load_on(&p, today).ok()).unwrap_or_default();
    let generated = if a.generated > 0 {
        Registry::builtin()
            .generate_on(&filter.topics, &filter.kinds, a.generated, seed, filter.on)
            .map_err(|e| CliError::Other(e.say(lang)))?
            .0
    } else {
        Vec::new()
    };
    let mut chosen = select::practice(&bank.questions, &filter, seed, &prog, today, a.count);
    chosen.extend(generated.iter());
    if chosen.is_empty() {
        return Err(CliError::Input(i18n::t(lang, Msg::ErrorNoQuestion)));
    }
    session_io(&chosen, Mode::Practice, lang, seed, a.format)?;
    Ok(ExitStatus::Ok)
}

fn exam(a: &ExamArgs) -> Result<ExitStatus, CliError> {
    let bank = clean_bank(&a.common)?;
    let plan = load_plan(&a.common, a.blueprint.as_ref())?;
    let lang = lang(&a.common);
    let seed = a.seed.unwrap_or_else(clock_seed);
    let (pool, _) = with_generated(&bank.questions, a.generated, seed, on_date(&a.common), lang)?;
    let chosen = select::fill(&pool, &plan, seed).map_err(|s| unfilled(&plan, &s, lang))?;
    let minutes = a.minutes.unwrap_or(plan.blueprint.minutes);
    let mode =
        Mode::Exam { limit: Duration::from_secs(u64::from(minutes) * 60), pass_percent: plan.blueprint.pass_percent };
    let report = session_io(&chosen, mode, lang, seed, a.format)?;
    let info = results::ExamInfo {
        candidate: a.candidate.clone(),
        date: Day::today(),
        blueprint: plan.blueprint.name.clone(),
    };
    let file = results::from_session(&report, &chosen, &info);
    let wanted = a.results.clone().unwrap_or_else(|| PathBuf::from(format!("exam-{seed}-results.json")));
    let path = results::free_path(&wanted);
    results::write_new(&path, &file.to_json(), false)
        .map_err(|e| CliError::io(about("error-quiz-results-file", &path, lang), e))?;
    let note = marking::results_written(lang, &path, file.unmarked().next().is_some());
    if a.format == OutputFormat::Json {
        eprintln!("{note}");
    } else {
        writeln!(std::io::stdout(), "{note}")?;
    }
    Ok(if report.passed == Some(false) { ExitStatus::Findings } else { ExitStatus::Ok })
}

/// Problems in `lang`, one a line.
fn said(problems: &[Phrase], lang: Lang) -> String {
    problems.iter().map(|p| p.say(lang)).collect::<Vec<_>>().join("\n")
}

/// `quiz mark`: the lecturer marks the open answers of a results file.
fn mark(a: &MarkArgs) -> Result<ExitStatus, CliError> {
    let asked = a.lang.map(Lang::from);
    // Before the file is read, its language is not known: `--lang`, else the system's.
    let mut file = results::read(&a.results).map_err(|errs| {
        let lang = asked.unwrap_or_else(Lang::from_env);
        CliError::Input(errs.iter().map(|e| e.say(lang)).collect::<Vec<_>>().join("\n"))
    })?;
    let out_path = a.output.clone().unwrap_or_else(|| marking::marked_path(&a.results));
    // `--lang`, else the results file's.
    let lang = asked.unwrap_or(file.lang);
    // Checked before any marking, so that no marks are typed in vain.
    if out_path.exists() && !a.force {
        return Err(CliError::Other(about("error-quiz-marked-exists", &out_path, lang)));
    }
    let mut given = Vec::new();
    for m in &a.marks {
        given.extend(marking::parse_marks_arg(m).map_err(|e| CliError::Input(e.say(lang)))?);
    }
    if let Some(f) = &a.marks_file {
        let text = std::fs::read_to_string(f).map_err(|e| CliError::io(about("error-cannot-read", f, lang), e))?;
        given.extend(marking::parse_marks_file(&text, f).map_err(|e| CliError::Input(said(&e, lang)))?);
    }
    let scripted = !a.marks.is_empty() || a.marks_file.is_some();
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    let mut prompts: Box<dyn Write> =
        if a.format == OutputFormat::Json { Box::new(std::io::stderr()) } else { Box::new(std::io::stdout()) };
    let marker = match (&a.marker, scripted) {
        (Some(m), _) if !m.trim().is_empty() => m.trim().to_string(),
        (_, true) => return Err(CliError::Usage(Phrase::new("marks-need-marker").say(lang))),
        (_, false) => marking::ask_marker(&mut input, &mut *prompts, lang).map_err(|e| {
            let said = if e.kind() == std::io::ErrorKind::UnexpectedEof {
                Phrase::new("marks-no-marker")
            } else {
                crate::core::os_words::io_error(&e)
            };
            CliError::Input(said.say(lang))
        })?,
    };
    let marked_now = if scripted {
        marking::apply(&mut file, &given, &marker, a.remark).map_err(|e| CliError::Input(said(&e, lang)))?
    } else {
        marking::mark_interactively(&mut file, &marker, lang, &mut input, &mut *prompts)?
    };
    drop(prompts);
    results::write_new(&out_path, &file.to_json(), a.force)
        .map_err(|e| CliError::io(about("output-cannot-write", &out_path, lang), e))?;
    let report = marking::MarkReport::new(&file, &a.results, &out_path, marked_now);
    let text = match a.format {
        OutputFormat::Json => crate::report::to_json(&report),
        OutputFormat::Text => report.text(lang),
    };
    std::io::stdout().write_all(text.as_bytes())?;
    Ok(if file.verdict == results::Verdict::Fail { ExitStatus::Findings } else { ExitStatus::Ok })
}

/// One row of `quiz list --format json`.
#[derive(Serialize)]
struct ListRow<'a> {
    id: &'a str,
    topic: Topic,
    kind: Kind,
    points: crate::quiz::Marks,
    languages: Vec<Lang>,
    file: String,
    line: usize,
}

fn list(a: &ListArgs) -> Result<ExitStatus, CliError> {
    let dir = bank_dir(&a.common);
    let (bank, errors) = read_bank(&dir, lang(&a.common))?;
    if !errors.is_empty() {
        eprintln!("arbitro: {}", Phrase::new("lint-warning-problems").arg("count", errors.len()).say(lang(&a.common)));
    }
    let filter = Filter {
        topics: a.topic.iter().map(|&t| t.into()).collect(),
        kinds: a.kind.iter().map(|&k| k.into()).collect(),
        on: a.common.on,
    };
    let rows: Vec<ListRow<'_>> = bank
        .questions
        .iter()
        .filter(|q| filter.accepts(q))
        .map(|q| ListRow {
            id: &q.id,
            topic: q.topic,
            kind: q.kind,
            points: q.points,
            languages: Lang::ALL.into_iter().filter(|&l| !q.text(l).prompt.trim().is_empty()).collect(),
            file: q.origin.file.file_name().map(|f| f.to_string_lossy().into_owned()).unwrap_or_default(),
            line: q.origin.line,
        })
        .collect();
    let out = match a.format {
        OutputFormat::Json => crate::report::to_json(&rows),
        OutputFormat::Text => {
            let l = lang(&a.common);
            let say = |m: Msg| i18n::t(l, m);
            let (id, topic, kind) = (say(Msg::ListId), say(Msg::ListTopic), say(Msg::ListKind));
            let (marks, languages) = (say(Msg::ListMarks), say(Msg::ListLanguages));
            let mut s = format!("{id:<28} {topic:<18} {kind:<9} {marks:>6}  {languages}\n");
            for r in &rows {
                let langs: Vec<&str> = r.languages.iter().map(|l| l.code()).collect();
                s.push_str(&format!(
                    "{:<28} {:<18} {:<9} {:>6}  {}\n",
                    r.id,
                    r.topic.code(),
                    r.kind.code(),
                    r.points.to_string(),
                    langs.join(",")
                ));
            }
            let total: crate::quiz::Marks = rows.iter().map(|r| r.points).sum();
            let count = rows.len();
            let shown = i18n::marks(l, total);
            let args = [("count", Arg::Number(count as f64)), ("marks", shown.into())];
            s.push_str(&format!("{}\n", i18n::tr(l, Msg::ListTotal, &args)));
            s
        }
    };
    std::io::stdout().write_all(out.as_bytes())?;
    Ok(ExitStatus::Ok)
}

/// The JSON of `quiz lint --format json`.
#[derive(Serialize)]
struct LintReport {
    bank: String,
    files: usize,
    questions: usize,
    per_topic: Vec<(Topic, usize)>,
    errors: Vec<LintError>,
    coverage: Vec<Phrase>,
    form_cues: crate::quiz::form_cues::Report,
}

/// The form-cue part of `quiz lint`'s text: the thresholds, the bank's figures, the worst
/// paper of each blueprint and language, and (with `--cues`) every paper and question.
fn form_cue_text(r: &crate::quiz::form_cues::Report, all: bool, lang: Lang) -> String {
    let thresholds = crate::quiz::form_cues::thresholds_phrase();
    let mut s = format!("{}\n", Phrase::new("lint-cues-heading").arg("thresholds", thresholds).say(lang));
    for f in &r.bank {
        s.push_str(&format!("  {}\n", Phrase::new("lint-cues-bank").arg("figures", f.phrase()).say(lang)));
    }
    let mut worst: BTreeMap<(String, Lang), (u64, &crate::quiz::form_cues::Figures)> = BTreeMap::new();
    for p in &r.papers {
        for f in &p.figures {
            if all {
                let line = Phrase::new("lint-cues-paper-figures")
                    .arg("blueprint", p.blueprint.as_str())
                    .arg("seed", p.seed.to_string())
                    .arg("figures", f.phrase());
                s.push_str(&format!("  {}\n", line.say(lang)));
            }
            let over = f.guess_percent - f.chance_percent;
            let e = worst.entry((p.blueprint.clone(), f.lang)).or_insert((p.seed, f));
            if over > e.1.guess_percent - e.1.chance_percent {
                *e = (p.seed, f);
            }
        }
    }
    for ((b, _), (seed, f)) in &worst {
        let line = Phrase::new("lint-cues-worst-paper")
            .arg("blueprint", b.as_str())
            .arg("seed", seed.to_string())
            .arg("figures", f.phrase());
        s.push_str(&format!("  {}\n", line.say(lang)));
    }
    if all {
        for q in &r.questions {
            let c = q.cues;
            let mut what = Vec::new();
            for (set, id) in [
                (c.colon, "lint-cue-colon"),
                (c.longest, "lint-cue-longest"),
                (c.dominant, "lint-cue-dominant"),
                (c.all_but_one, "lint-cue-all-but-one"),
            ] {
                if set {
                    what.push(Phrase::new(id).say(lang));
                }
            }
            s.push_str(&format!("  {} ({}): {}\n", q.id, q.lang, what.join("; ")));
        }
    }
    s
}

fn lint(a: &LintArgs) -> Result<ExitStatus, CliError> {
    let dir = bank_dir(&a.common);
    let lang = lang(&a.common);
    let (bank, mut errors) = read_bank(&dir, lang)?;
    let mut blueprints = a.blueprint.clone();
    if blueprints.is_empty()
        && let Ok(rd) = std::fs::read_dir(dir.join("blueprints"))
    {
        blueprints = rd
            .filter_map(Result::ok)
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == "yaml" || x == "yml"))
            .collect();
        blueprints.sort();
    }
    let mut plans = Vec::new();
    for b in &blueprints {
        match blueprint::load(b) {
            // A paper of the blueprint must not give its keys away by their length.
            Ok(plan) => {
                errors.extend(crate::quiz::leaks::check_papers(&bank.questions, &plan, b, on_date(&a.common)));
                plans.push((b.clone(), plan));
            }
            Err(e) => errors.extend(e),
        }
    }
    // The form cues (colon-explained key, longest key, all but one correct), per question,
    // per paper and over the bank.
    let (form_cues, cue_errors) = crate::quiz::form_cues::report(&bank.questions, &plans, on_date(&a.common));
    errors.extend(cue_errors);
    // The Spanish text of the bank and of a fixed sample of generated exercises, against the
    // glossary of the manual's terms.
    match glossary::Glossary::for_bank(&dir) {
        Ok(g) => {
            errors.extend(glossary::check_files(&bank.files, &g).map_err(|e| bank_unreadable(&dir, e, lang))?);
            errors.extend(glossary::check_generated(&g).map_err(|e| CliError::Other(e.say(lang)))?);
        }
        Err(e) => errors.push(e),
    }
    let per_topic: Vec<(Topic, usize)> =
        Topic::ALL.iter().map(|&t| (t, bank.questions.iter().filter(|q| q.topic == t).count())).collect();
    let mut coverage = Vec::new();
    if bank.questions.len() < a.min_total {
        coverage.push(Phrase::new("lint-coverage-total").arg("count", bank.questions.len()).arg("min", a.min_total));
    }
    for (t, n) in per_topic.iter().filter(|(_, n)| *n < a.min_per_topic) {
        coverage.push(
            Phrase::new("lint-coverage-topic").arg("topic", t.to_string()).arg("count", *n).arg("min", a.min_per_topic),
        );
    }
    let out = match a.format {
        OutputFormat::Json => crate::report::to_json(&LintReport {
            bank: dir.display().to_string(),
            files: bank.files.len(),
            questions: bank.questions.len(),
            per_topic,
            errors: errors.clone(),
            coverage: coverage.clone(),
            form_cues: form_cues.clone(),
        }),
        OutputFormat::Text => {
            let mut s = String::new();
            for e in &errors {
                s.push_str(&format!("{}\n", e.say(lang)));
            }
            for c in &coverage {
                s.push_str(&format!("{}: {}\n", dir.display(), c.say(lang)));
            }
            s.push_str(&form_cue_text(&form_cues, a.cues, lang));
            let topics: Vec<String> = per_topic.iter().map(|(t, n)| format!("{t} {n}")).collect();
            let problems = errors.len() + coverage.len();
            let summary = Phrase::new("lint-summary")
                .arg("bank", dir.display().to_string())
                .arg("questions", bank.questions.len())
                .arg("files", bank.files.len())
                .arg("topics", topics.join(", "))
                .arg("blueprints", blueprints.len())
                .arg(
                    "verdict",
                    if problems == 0 {
                        Phrase::new("lint-no-problems")
                    } else {
                        Phrase::new("lint-problems").arg("count", problems)
                    },
                );
            s.push_str(&format!("{}\n", summary.say(lang)));
            s
        }
    };
    std::io::stdout().write_all(out.as_bytes())?;
    Ok(if errors.is_empty() && coverage.is_empty() { ExitStatus::Ok } else { ExitStatus::Findings })
}

/// The bank's questions plus `count` generated exercises (seeded), those valid on `on`,
/// sorted by id; with the generators left out for finding nothing valid on `on`. A failure is
/// said in `lang`.
fn with_generated(
    bank: &[Question],
    count: usize,
    seed: u64,
    on: crate::tournament::Date,
    lang: Lang,
) -> Result<(Vec<Question>, Vec<&'static str>), CliError> {
    let mut pool = bank.to_vec();
    let mut left_out = Vec::new();
    if count > 0 {
        let (generated, out) = Registry::builtin()
            .generate_on(&[], &[], count, seed, Some(on))
            .map_err(|e| CliError::Other(e.say(lang)))?;
        pool.extend(generated);
        left_out = out;
        pool.stable_sort_by(&|a, b| a.id.cmp(&b.id));
    }
    let valid = Filter { on: Some(on), ..Filter::default() };
    pool.retain(|q| valid.accepts(q));
    Ok((pool, left_out))
}

fn write_paper(a: &PaperArgs) -> Result<ExitStatus, CliError> {
    let bank = clean_bank(&a.common)?;
    let plan = load_plan(&a.common, a.blueprint.as_ref())?;
    let lang = lang(&a.common);
    let on = on_date(&a.common);
    let (pool, left_out) = with_generated(&bank.questions, a.generated, a.seed, on, lang)?;
    let notes: Vec<String> = left_out.iter().map(|g| paper::left_out_note(g, on, lang)).collect();
    let chosen = select::fill(&pool, &plan, a.seed).map_err(|s| unfilled(&plan, &s, lang))?;
    let stem = a
        .blueprint
        .as_ref()
        .and_then(|b| b.file_stem())
        .map_or_else(|| "fa-exam".to_string(), |s| s.to_string_lossy().into_owned());
    let mut files = Vec::new();
    for v in 0..a.variants {
        let (p, base) = if a.variants == 1 {
            (
                paper::build_noted(&plan, &chosen, lang, a.seed, on, None, &notes),
                format!("{stem}-{}-{}", a.seed, lang.code()),
            )
        } else {
            let letter = char::from(b'A' + v);
            let qs: Vec<Question> = chosen.iter().map(|q| paper::variant_of(q, a.seed, letter)).collect();
            let refs: Vec<&Question> = qs.iter().collect();
            (
                paper::build_noted(&plan, &refs, lang, a.seed, on, Some(letter), &notes),
                format!("{stem}-{}-{}-{letter}", a.seed, lang.code()),
            )
        };
        files.push((format!("{base}-paper.md"), p.paper_md));
        files.push((format!("{base}-paper.html"), p.paper_html));
        files.push((format!("{base}-marking.md"), p.marking_md));
        files.push((format!("{base}-marking.html"), p.marking_html));
    }
    for (name, _) in &files {
        let path = a.out.join(name);
        if path.exists() && !a.force {
            return Err(CliError::Other(about("output-exists", &path, lang)));
        }
    }
    std::fs::create_dir_all(&a.out).map_err(|e| CliError::io(about("error-cannot-create", &a.out, lang), e))?;
    for (name, text) in &files {
        let path = a.out.join(name);
        super::convert::write_output(Some(&path), text.as_bytes(), true)?;
        writeln!(std::io::stdout(), "{}", path.display())?;
    }
    for n in &notes {
        writeln!(std::io::stdout(), "{n}")?;
    }
    let total: crate::quiz::Marks = chosen.iter().map(|q| q.points).sum();
    let laws: crate::quiz::Marks = chosen.iter().filter(|q| q.topic == Topic::Laws).map(|q| q.points).sum();
    writeln!(
        std::io::stdout(),
        "{} questions, {total} marks, {laws} on the Laws ({:.0} %)",
        chosen.len(),
        laws.as_f64() * 100.0 / total.as_f64().max(0.5)
    )?;
    Ok(ExitStatus::Ok)
}

/// `quiz stats`: progress per topic and over time, and the questions due.
fn stats(a: &StatsArgs) -> Result<ExitStatus, CliError> {
    let date = a.date.unwrap_or_else(Day::today);
    let lang = lang(&a.common);
    let path = match a.progress.clone().or_else(progress::default_path) {
        Some(p) => p,
        None => return Err(CliError::Other(Phrase::new("error-quiz-no-data").say(lang))),
    };
    if a.progress.is_some() && !path.exists() {
        return Err(CliError::io(
            about("error-cannot-read", &path, lang),
            std::io::Error::from(std::io::ErrorKind::NotFound),
        ));
    }
    let p = progress::load_on(&path, date).map_err(CliError::Input)?;
    // The bank names the topics of questions recorded by older versions; without it they are unknown.
    let bank = read_bank(&bank_dir(&a.common), lang).map(|(b, _)| b).ok();
    let topic_of = |id: &str| bank.as_ref().and_then(|b| b.questions.iter().find(|q| q.id == id)).map(|q| q.topic);
    let s = crate::quiz::stats::compute(&p, date, &topic_of);
    let out = match a.format {
        OutputFormat::Json => crate::report::to_json(&s),
        OutputFormat::Text => crate::quiz::stats::text(&s, lang),
    };
    std::io::stdout().write_all(out.as_bytes())?;
    Ok(ExitStatus::Ok)
}

/// `quiz show ID`.
fn show(a: &ShowArgs) -> Result<ExitStatus, CliError> {
    let dir = bank_dir(&a.common);
    let (bank, _) = read_bank(&dir, lang(&a.common))?;
    let Some(q) = bank.questions.iter().find(|q| q.id == a.id) else {
        let like = crate::quiz::show::similar(&bank.questions, &a.id);
        let lang = lang(&a.common);
        let hint = (!like.is_empty()).then(|| Phrase::new("error-quiz-did-you-mean").arg("ids", like.join(", ")));
        let missing = Phrase::new("error-quiz-no-question")
            .arg("id", a.id.as_str())
            .arg("folder", dir.display().to_string())
            .arg("hint", hint);
        return Err(CliError::Input(missing.say(lang)));
    };
    let out = match a.format {
        OutputFormat::Json => crate::report::to_json(&crate::quiz::show::Shown::new(q)),
        OutputFormat::Text => crate::quiz::show::text(q, lang(&a.common)),
    };
    std::io::stdout().write_all(out.as_bytes())?;
    Ok(ExitStatus::Ok)
}

/// `quiz export --to moodle|gift|anki`.
fn export(a: &ExportArgs) -> Result<ExitStatus, CliError> {
    let bank = clean_bank(&a.common)?;
    // Like papers, only the questions right under the rules in force on --on (default: today).
    let filter = Filter {
        topics: a.topic.iter().map(|&t| t.into()).collect(),
        kinds: a.kind.iter().map(|&k| k.into()).collect(),
        on: Some(on_date(&a.common)),
    };
    let mut chosen: Vec<&Question> = bank.questions.iter().filter(|q| filter.accepts(q)).collect();
    if chosen.is_empty() {
        return Err(CliError::Input(Phrase::new("error-quiz-no-match").say(lang(&a.common))));
    }
    // By topic in syllabus order, then id: one category per topic.
    chosen.stable_sort_by(&|x, y| (x.topic, &x.id).cmp(&(y.topic, &y.id)));
    let lang = lang(&a.common);
    let text = match a.to {
        ExportTo::Moodle => crate::quiz::export::moodle(&chosen, lang),
        ExportTo::Gift => crate::quiz::export::gift(&chosen, lang),
        ExportTo::Anki => crate::quiz::export::anki(&chosen, lang),
    };
    super::convert::write_output(a.output.as_deref(), text.as_bytes(), a.force)?;
    if let Some(p) = &a.output {
        eprintln!("{}: {} questions", p.display(), chosen.len());
    }
    Ok(ExitStatus::Ok)
}
