//! `arbitro pair FILE [--round N] [--rules dutch-2026|dutch-2017] [--format json] [-p [OUT]]`:
//! pairs the next round with the FIDE (Dutch) System (issue #3).
//! `arbitro pair FILE --walkthrough [--round N] [--bracket SCORE] [--format text|markdown|json]`:
//! the same pairing shown step by step as the manual procedure makes it (issue #19).

use super::input::DutchSetup;
use super::{CliError, ExitStatus, OutputFormat, load_tournament_in};
use crate::core::words::{Lang, Phrase, decimal};
use crate::pairing::dutch;
use crate::pairing::dutch::initial_colour::InitialColourChoice;
use crate::pairing::{Pairing, PairingError};
use crate::rules;
use crate::tournament::{RoundNo, Tournament, Tpn};
use serde::Serialize;
use std::io::Write;
use std::path::PathBuf;

/// Arguments of `pair`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The TRF file (rounds already played; the next round is paired).
    pub file: PathBuf,
    /// The round to pair (default: the first round in which a participant has no entry).
    #[arg(long, short = 'r')]
    pub round: Option<u16>,
    /// The pairing system and edition: any name `arbitro explain --list` prints (dutch-2026,
    /// dutch-2017, round-robin, double-round-robin, dubov-2026, burstein-2026, burstein-original,
    /// lim-2026, lim-1999, double-swiss-2026, team-2026), or `dutch` for the edition of the dates
    /// (default: record 192, else record 092, else the dates, else today).
    #[arg(long, value_parser = super::swiss::parse_rules)]
    pub rules: Option<super::swiss::SystemRules>,
    /// Output format: `text` (default), `json`, or `markdown` (with `--walkthrough`).
    #[arg(long, value_enum, default_value_t = PairFormat::Text)]
    pub format: PairFormat,
    /// Show the pairing step by step, the way the rules' manual procedure makes it: each
    /// bracket's players, M0, MaxPairs, M1, S1, S2 and the Limbo, every candidate tried in the
    /// order of transpositions and exchanges with the first criterion it fails, the accepted
    /// one, the downfloaters and each board's colour rule.
    /// Example: `arbitro pair t.trf --walkthrough --round 5 --bracket 2.5`.
    #[arg(long)]
    pub walkthrough: bool,
    /// With `--walkthrough`: show only the bracket(s) of this score (e.g. `2.5`).
    #[arg(long, value_name = "SCORE", requires = "walkthrough", value_parser = parse_score)]
    pub bracket: Option<crate::tournament::Points>,
    /// With `--walkthrough`: the most candidates evaluated in one bracket; a longer search is
    /// cut and the engine's decision for that bracket is shown.
    #[arg(long, value_name = "N", requires = "walkthrough", default_value_t = dutch::walkthrough::DEFAULT_MAX_CANDIDATES)]
    pub max_candidates: usize,
    /// Write the JaVaFo/bbpPairings pair list (to OUT, or to standard output without it).
    #[arg(short = 'p', long = "pair-list", num_args = 0..=1, default_missing_value = "-")]
    pub pair_list: Option<PathBuf>,
    /// Also write the check-list of the round being paired (JaVaFo/bbpPairings `-l`), the same
    /// list `arbitro checklist --round N` prints: to LIST, or to standard output after the pairing.
    /// Example: `arbitro pair t.trf -p pairs.txt -l list.txt`.
    #[arg(short = 'l', long = "check-list", value_name = "LIST", num_args = 0..=1, default_missing_value = "-")]
    pub check_list: Option<PathBuf>,
    /// Overwrite an existing check-list file, or a pair-list OUT that is the input or is not a
    /// pair list (without it such files are kept and nothing is written).
    #[arg(long)]
    pub force: bool,
    /// Baku acceleration.
    #[command(flatten)]
    pub baku: super::input::BakuFlag,
    /// The same as `--rules` (an alias kept for `--system dutch` and `--system round-robin`).
    #[arg(long, value_parser = super::swiss::parse_rules)]
    pub system: Option<super::swiss::SystemRules>,
    /// Round-robin: 1 or 2 cycles (default: record 192, else the number of rounds).
    #[arg(long, value_name = "N")]
    pub cycles: Option<u16>,
    /// Initial colour.
    #[command(flatten)]
    pub initial: super::input::InitialColourFlag,
    /// The language of the table and of the walkthrough (every system: Dutch, Dubov, Burstein,
    /// Lim, Swiss Team, Double-Swiss); JSON stays English.
    #[command(flatten)]
    pub lang: super::input::LangFlag,
    /// Pair under this reading of a house system's text instead of arbitro's default (`D-5b`,
    /// `DS-6a`; repeatable; `arbitro explain D-5` prints it).
    #[arg(long = "reading", value_name = "READING", value_parser = super::input::parse_reading)]
    pub readings: Vec<crate::pairing::reading::Choice>,
}

/// A bracket's score on the command line: `2.5`, `3`.
fn parse_score(text: &str) -> Result<crate::tournament::Points, super::clap_errors::ValueRefusal> {
    text.parse().map_err(|_: crate::tournament::types::PointsParseError| {
        super::clap_errors::ValueRefusal(crate::core::words::Phrase::new("error-flag-score").arg("value", text))
    })
}

/// Output formats of `pair`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum PairFormat {
    /// Readable text (the default).
    Text,
    /// JSON, for programs.
    Json,
    /// Markdown, for lecture notes (with `--walkthrough`).
    Markdown,
}

#[derive(Serialize)]
struct JsonBoard {
    board: usize,
    white: u16,
    black: u16,
}

#[derive(Serialize)]
struct JsonOut<'a> {
    round: u16,
    edition: String,
    edition_reason: String,
    boards: Vec<JsonBoard>,
    bye: Option<u16>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pairing: Option<&'a Pairing>,
    /// The check-list of the round (`-l` without a file).
    #[serde(skip_serializing_if = "Option::is_none")]
    check_list: Option<crate::pairing::checklist::Checklist>,
    #[serde(skip_serializing_if = "Option::is_none")]
    acceleration: Option<&'a rules::baku::BakuApplied>,
    initial_colour: &'a InitialColourChoice,
}

/// Runs `pair`.
///
/// # Errors
/// Unreadable input (exit 3), or a file that cannot be written.
pub fn run(a: &Args) -> Result<ExitStatus, CliError> {
    check_outputs(a)?;
    let mut loaded = load_tournament_in(&a.file, a.lang.lang())?;
    let lang = a.lang.lang();
    let rules = super::swiss::one_of(a.rules, a.system, lang)?;
    if super::round_robin::is_round_robin(rules, a.cycles, &loaded.tournament) {
        if a.check_list.is_some() || rules.is_some_and(|r| !r.is_round_robin()) || a.bracket.is_some() {
            return Err(CliError::Other(Phrase::new("error-rr-swiss-flags").say(lang)));
        }
        if let Some(c) = a.readings.first() {
            let refused =
                Phrase::new("error-rr-reading").arg("file", a.file.display().to_string()).arg("reading", c.name());
            return Err(CliError::Other(refused.say(lang)));
        }
        let req = super::round_robin::PairRequest {
            file: &a.file,
            round: a.round,
            cycles: super::round_robin::cycles(rules, a.cycles),
            json: a.format == PairFormat::Json,
            markdown: a.format == PairFormat::Markdown,
            walkthrough: a.walkthrough,
            pair_list: a.pair_list.as_deref(),
            lang: a.lang.lang(),
        };
        return super::round_robin::pair(&req, &loaded);
    }
    if let Some(chosen) = super::swiss::applies(&a.file, &loaded.tournament, rules, a.lang.lang())? {
        if let Some(c) = a.initial.initial_colour {
            loaded.tournament.initial_colour = Some(c);
        }
        return pair_other(a, &loaded, chosen);
    }
    if let Some(c) = a.readings.first() {
        let refused =
            Phrase::new("error-reading-dutch-pair").arg("file", a.file.display().to_string()).arg("reading", c.name());
        return Err(CliError::Other(refused.say(lang)));
    }
    let setup = loaded.dutch_setup(
        &a.file,
        rules.and_then(super::swiss::SystemRules::dutch),
        a.baku.baku,
        a.initial.initial_colour,
        lang,
    )?;
    let (choice, accel) = (&setup.choice, setup.accel.as_ref());
    let t = &loaded.tournament;
    if let Some(caveat) = dutch::edition_caveat(choice.edition) {
        eprintln!("arbitro: warning: {caveat}");
    }
    let round = a.round.map_or_else(|| t.next_round(), RoundNo);
    if round.0 == 0 {
        return Err(CliError::Other(Phrase::new("error-round-zero").say(lang)));
    }
    if let Some(n) = t.planned_rounds {
        if round.0 > n {
            let line = super::input::record_line(&loaded.doc, |r| matches!(r, crate::trf::Record::Rounds { .. }));
            let beyond = Phrase::new("error-round-beyond-planned")
                .arg("file", a.file.display().to_string())
                .arg("line", line)
                .arg("round", round.0)
                .arg("rounds", n);
            return Err(CliError::Input(beyond.say(lang)));
        }
    }
    if round.0 > t.rounds_recorded() + 1 {
        // Only `--round` can ask for it: a command-line error (exit 2).
        let refused = Phrase::new("error-round-not-next")
            .arg("file", a.file.display().to_string())
            .arg("round", round.0)
            .arg("recorded", t.rounds_recorded())
            .arg("next", t.rounds_recorded() + 1);
        return Err(CliError::Other(refused.say(lang)));
    }
    super::ensure_history_valid(&a.file, t, &loaded.doc, round, lang)?;
    let cut = t.before_round(round);
    if a.walkthrough {
        return walkthrough(a, &cut, round, &setup);
    }
    if a.format == PairFormat::Markdown {
        return Err(CliError::Other(Phrase::new("error-markdown-walkthrough").say(lang)));
    }
    let pairing = match dutch::pair(&cut, round, choice.edition) {
        Ok(p) => p,
        Err(PairingError::NoValidPairing { round, reason }) => {
            eprintln!("{}", super::swiss::no_valid_pairing(&a.file, round, choice.phrase(), reason, a.lang.lang()));
            return Ok(ExitStatus::Findings);
        }
        Err(e @ PairingError::Input(_)) => return Err(CliError::Input(e.say(a.lang.lang()))),
    };
    if let Some(out) = &a.pair_list {
        if let Some(x) = accel {
            // The pair list keeps the JaVaFo/bbpPairings layout; the note goes to standard error.
            eprintln!("arbitro: {x}");
        }
        let text = pairing.pair_list();
        if out.as_os_str() == "-" {
            std::io::stdout().write_all(text.as_bytes())?;
            write_check_list(a, t, round, &setup)?;
            return Ok(ExitStatus::Ok);
        }
        std::fs::write(out, text.as_bytes()).map_err(|e| {
            CliError::io(Phrase::new("output-cannot-write").arg("file", out.display().to_string()).say(lang), e)
        })?;
    }
    let text = match a.format {
        PairFormat::Json => crate::report::to_json(&JsonOut {
            round: round.0,
            edition: choice.edition.to_string(),
            edition_reason: choice.reason.to_string(),
            boards: pairing
                .boards
                .iter()
                .enumerate()
                .map(|(i, b)| JsonBoard { board: i + 1, white: b.white.0, black: b.black.0 })
                .collect(),
            bye: pairing.bye.map(|b| b.0),
            pairing: None,
            check_list: (a.check_list.as_deref().is_some_and(|p| p.as_os_str() == "-"))
                .then(|| crate::pairing::checklist::build(&cut, round, choice.edition)),
            acceleration: accel,
            initial_colour: &setup.initial,
        }),
        PairFormat::Text | PairFormat::Markdown => table(&cut, round, &pairing, &setup, a.lang.lang()),
    };
    if a.pair_list.is_none() || a.format == PairFormat::Json {
        std::io::stdout().write_all(text.as_bytes())?;
    }
    write_check_list(a, t, round, &setup)?;
    Ok(ExitStatus::Ok)
}

/// `pair` under a Swiss system of the house ([`crate::pairing::system`]): the round (or its
/// walkthrough), the checks of the input, the output.
fn pair_other(
    a: &Args,
    loaded: &super::input::Loaded,
    (system, mut reason): (&'static dyn crate::pairing::system::SwissSystem, crate::core::words::Phrase),
) -> Result<ExitStatus, CliError> {
    let name = system.id();
    let lang = a.lang.lang();
    if a.check_list.is_some() || a.baku.baku.is_some() || (a.format == PairFormat::Markdown && !a.walkthrough) {
        return Err(CliError::Other(Phrase::new("error-house-dutch-flags").arg("system", name).say(lang)));
    }
    if a.walkthrough && a.pair_list.is_some() {
        return Err(CliError::Other(Phrase::new("error-walkthrough-drop-p").say(lang)));
    }
    let under = crate::pairing::reading::Readings::of(&a.readings);
    super::swiss::ensure_readings(system, &under, lang)?;
    if a.walkthrough && !under.is_empty() {
        return Err(CliError::Other(Phrase::new("error-walkthrough-reading").say(lang)));
    }
    let field = super::swiss::participants(system, &a.file, loaded, &mut reason, lang)?;
    let t = field.or(&loaded.tournament);
    let round = a.round.map_or_else(|| t.next_round(), RoundNo);
    if round.0 == 0 || round.0 > t.rounds_recorded() + 1 {
        let refused = Phrase::new("error-round-cannot-pair")
            .arg("file", a.file.display().to_string())
            .arg("round", round.0)
            .arg("recorded", t.rounds_recorded());
        return Err(CliError::Other(refused.say(lang)));
    }
    super::swiss::ensure_field_history(system, &a.file, loaded, t, round, a.lang.lang())?;
    let cut = t.before_round(round);
    let req = super::swiss::PairRequest {
        path: &a.file,
        tournament: &cut,
        round,
        reason: &reason,
        lang: a.lang.lang(),
        json: a.format == PairFormat::Json,
        pair_list: a.pair_list.as_deref(),
        under: &under,
    };
    if a.walkthrough {
        let format = match a.format {
            PairFormat::Json => crate::pairing::system::WalkFormat::Json,
            PairFormat::Markdown => crate::pairing::system::WalkFormat::Markdown,
            PairFormat::Text => crate::pairing::system::WalkFormat::Text,
        };
        return super::swiss::walkthrough(system, &req, format, a.bracket, a.lang.lang());
    }
    super::swiss::pair(system, &req)
}

/// `pair --walkthrough`: the round paired step by step ([`dutch::walkthrough`]).
fn walkthrough(a: &Args, t: &Tournament, round: RoundNo, setup: &DutchSetup) -> Result<ExitStatus, CliError> {
    let choice = &setup.choice;
    let lang = a.lang.lang();
    if a.pair_list.is_some() || a.check_list.is_some() {
        return Err(CliError::Other(Phrase::new("error-walkthrough-drop-p-l").say(lang)));
    }
    if a.max_candidates == 0 {
        return Err(CliError::Other(Phrase::new("error-max-candidates").say(lang)));
    }
    let ctx = dutch::Ctx::new(t, round, choice.edition);
    let options = dutch::walkthrough::Options { max_candidates: a.max_candidates, exhaustive: false };
    let mut w = match dutch::walkthrough::walk(&ctx, options) {
        Ok(w) => w,
        Err(e) => {
            eprintln!("{}: round {round}: no valid pairing exists ({choice}): {}", a.file.display(), e.0);
            return Ok(ExitStatus::Findings);
        }
    };
    if let Some(score) = a.bracket {
        w.brackets.retain(|b| b.score == score);
        if w.brackets.is_empty() {
            let none = Phrase::new("error-no-bracket").arg("score", score.to_string()).arg("round", round.0);
            return Err(CliError::Other(none.say(lang)));
        }
    }
    let mut heading = if lang == Lang::En { choice.to_string() } else { choice.phrase().say(lang) };
    if let Some(x) = &setup.accel {
        heading = format!("{heading}\n{}", x.phrase().say(lang));
    }
    let initial = if lang == Lang::En { setup.initial.to_string() } else { setup.initial.phrase().say(lang) };
    heading = format!("{heading}\n{initial}");
    let text = match a.format {
        PairFormat::Json => crate::report::to_json(&w),
        PairFormat::Markdown => crate::pairing::dutch::walkthrough::render::markdown(&w, &heading, lang),
        PairFormat::Text => crate::pairing::dutch::walkthrough::render::text(&w, &heading, lang),
    };
    std::io::stdout().write_all(text.as_bytes())?;
    Ok(ExitStatus::Ok)
}

/// Refuses, before anything is read or written, outputs that would destroy a file: a pair-list
/// OUT that is the input file, or an existing OUT that is neither empty nor a pair list (the
/// JaVaFo/bbpPairings harnesses pass a fresh or a temporary path, or rerun over their own
/// output), and an existing check-list LIST; `--force` overwrites them.
///
/// # Errors
/// The file to be overwritten, with the reason (exit 2).
fn check_outputs(a: &Args) -> Result<(), CliError> {
    if a.force {
        return Ok(());
    }
    let lang = a.lang.lang();
    let refuse = |id: &'static str, path: &std::path::Path| {
        Err(CliError::Other(Phrase::new(id).arg("file", path.display().to_string()).say(lang)))
    };
    if let Some(out) = a.pair_list.as_deref().filter(|p| p.as_os_str() != "-") {
        if same_file(out, &a.file) {
            return refuse("error-pair-list-is-input", out);
        }
        if let Ok(bytes) = std::fs::read(out) {
            if !is_pair_list(&bytes) {
                return refuse("error-not-a-pair-list", out);
            }
        }
    }
    if let Some(list) = a.check_list.as_deref().filter(|p| p.as_os_str() != "-") {
        if list.exists() || same_file(list, &a.file) {
            return refuse("output-exists", list);
        }
    }
    Ok(())
}

/// Whether two paths name the same existing file.
fn same_file(a: &std::path::Path, b: &std::path::Path) -> bool {
    match (std::fs::canonicalize(a), std::fs::canonicalize(b)) {
        (Ok(x), Ok(y)) => x == y,
        _ => false,
    }
}

/// Whether `bytes` are empty or a JaVaFo/bbpPairings pair list as `pair -p` writes it: lines of
/// one or two numbers (the count, then `white black` or `TPN 0`).
#[must_use]
pub fn is_pair_list(bytes: &[u8]) -> bool {
    let Ok(text) = std::str::from_utf8(bytes) else { return false };
    text.lines().all(|l| {
        let words: Vec<&str> = l.split_whitespace().collect();
        words.len() <= 2 && words.iter().all(|w| !w.is_empty() && w.bytes().all(|b| b.is_ascii_digit()))
    })
}

/// Writes the check-list asked for with `-l` (after the pairing when it goes to standard output).
fn write_check_list(a: &Args, t: &Tournament, round: RoundNo, setup: &DutchSetup) -> Result<(), CliError> {
    let Some(out) = &a.check_list else { return Ok(()) };
    if out.as_os_str() == "-" && a.format == PairFormat::Json && a.pair_list.is_none() {
        return Ok(()); // already inside the JSON document (`check_list`)
    }
    let text = super::checklist::render(t, round, setup, OutputFormat::Text, a.lang.lang());
    if out.as_os_str() == "-" {
        std::io::stdout().write_all(text.as_bytes())?;
        return Ok(());
    }
    super::convert::write_output(Some(out), text.as_bytes(), a.force)
}

/// The round as a table under the Dutch System, in `lang` (the edition heading, the initial
/// colour, the column names, decimal commas in Spanish; the Baku note is English only).
fn table(t: &Tournament, round: RoundNo, p: &Pairing, setup: &DutchSetup, lang: Lang) -> String {
    let st = t.state_at(round);
    let who = |x: Tpn| -> String {
        let name = t.player(x).map_or("", |p| p.name.as_str());
        let s = st.player(x);
        let score = s.map_or_else(String::new, |s| decimal(lang, &s.pairing_score.to_string()));
        let pref = s.map_or_else(String::new, crate::pairing::checklist::symbol);
        format!("{:>4} {:<24} {:>5} {:>3}", x.0, name.chars().take(24).collect::<String>(), score, pref)
    };
    let say = |id: &'static str| Phrase::new(id).say(lang);
    let line = Phrase::new("house-pair-round").arg("round", round.0).arg("heading", setup.choice.phrase());
    let mut s = format!("{}\n", line.say(lang));
    if let Some(a) = &setup.accel {
        s.push_str(&format!("{}\n", a.phrase().say(lang)));
    }
    s.push_str(&format!("{}\n", setup.initial.phrase().say(lang)));
    let board = say("house-pair-board");
    let bw = board.chars().count().max(5);
    s.push_str(&format!("{board:>bw$}  {:<39}  {:<39}\n", say("house-columns-dutch"), say("house-pair-black")));
    for (i, b) in p.boards.iter().enumerate() {
        s.push_str(&format!("{:>bw$}  {}  {}\n", i + 1, who(b.white), who(b.black)));
    }
    if let Some(b) = p.bye {
        s.push_str(&format!("{:>bw$}  {}  {}\n", "", who(b), say("house-pair-bye")));
    }
    s
}
