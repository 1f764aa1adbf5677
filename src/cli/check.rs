//! `arbitro check FILE [--round N] [--next PAIRS] [--rules …] [--format text|json|markdown|bbp]`.

use super::{CliError, ExitStatus};
use crate::check::{self, CheckReport};
use crate::core::words::{Lang, Phrase};
use crate::pairing::Pairing;
use crate::report;
use crate::rules::{self, DutchEdition};
use crate::tournament::{RoundNo, Tournament};
use crate::trf::TrfDocument;
use std::io::Write;
use std::path::{Path, PathBuf};

/// Report formats of `check`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum CheckFormat {
    /// Readable text with explanations (default).
    Text,
    /// JSON: every round with both pairings and the findings.
    Json,
    /// Markdown, for reports.
    Markdown,
    /// The bbpPairings / JaVaFo checker layout (what `-c` prints).
    Bbp,
}

/// Arguments of `check`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The tournament (TRF16 / TRF-2026) whose pairings are checked.
    pub file: PathBuf,
    /// Check only this round (JaVaFo's `-c N` form puts it here too).
    #[arg(value_name = "ROUND")]
    pub round_positional: Option<u16>,
    /// Check only this round.
    #[arg(long, short = 'r')]
    pub round: Option<u16>,
    /// Check a proposed next round instead: a pair list (`white black` per line, `TPN 0` for
    /// the PAB) or a TRF whose last round has no results yet.
    #[arg(long, value_name = "PAIRS")]
    pub next: Option<PathBuf>,
    /// The pairing system and edition: any name `arbitro explain --list` prints (dutch-2026,
    /// dutch-2017, round-robin, double-round-robin, dubov-2026, burstein-2026, burstein-original,
    /// lim-2026, lim-1999, double-swiss-2026, team-2026), or `dutch` for the edition of the dates
    /// (default: record 192, else record 092, else the dates).
    #[arg(long, value_parser = super::swiss::parse_rules)]
    pub rules: Option<super::swiss::SystemRules>,
    /// Output format.
    #[arg(long, value_enum, default_value_t = CheckFormat::Text)]
    pub format: CheckFormat,
    /// Baku acceleration.
    #[command(flatten)]
    pub baku: super::input::BakuFlag,
    /// Initial colour.
    #[command(flatten)]
    pub initial: super::input::InitialColourFlag,
    /// Tie-break list for the standings check, e.g. `BH/C1,BH,SB,DE` (default: TRF-2026
    /// record 212, else 202; without one the standings are not checked).
    #[arg(long, value_name = "LIST")]
    pub tiebreaks: Option<String>,
    /// Tie-break rules for the standings: `2026`, `2024` (C.07) or `seed` (C.02 virtual
    /// opponent); default by start date, as `standings --rules`.
    #[arg(long, value_name = "RULES")]
    pub tiebreak_rules: Option<String>,
    /// Check only the pairings or only the standings.
    #[arg(long, value_enum)]
    pub only: Option<Only>,
    /// The same as `--rules` (an alias kept for `--system dutch` and `--system round-robin`).
    #[arg(long, value_parser = super::swiss::parse_rules)]
    pub system: Option<super::swiss::SystemRules>,
    /// Round-robin: 1 or 2 cycles (default: record 192, else the number of rounds).
    #[arg(long, value_name = "N")]
    pub cycles: Option<u16>,
    /// Language of the text report and of the errors.
    #[command(flatten)]
    pub lang: super::input::LangFlag,
    /// Pair and check under this reading of a house system's text instead of arbitro's default
    /// (`D-5b`, `DS-6a`; repeatable; `arbitro explain D-5` prints it; `docs/systems/README.md`
    /// lists them all).
    #[arg(long = "reading", value_name = "READING", value_parser = super::input::parse_reading)]
    pub readings: Vec<crate::pairing::reading::Choice>,
    /// A round consistent only under another reading than arbitro's default counts as a
    /// discrepancy (exit 1), for a tester who wants one reading only.
    #[arg(long)]
    pub strict: bool,
}

/// What `--only` restricts the check to.
#[derive(Copy, Clone, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Only {
    /// The pairings of every round.
    Pairings,
    /// The final standings (rank and points columns) under the tie-break list.
    Standings,
}

/// Parses `--rules`.
///
/// # Errors
/// An unknown edition name.
pub fn parse_edition(s: &str) -> Result<DutchEdition, String> {
    DutchEdition::from_flag(s).ok_or_else(|| format!("expected dutch-2017 or dutch-2026, found '{s}'"))
}

pub use crate::app::check::engine;

/// Refuses a tournament whose own data is inconsistent: that is an input error, not a discrepancy.
/// When the standings are checked, a points column that disagrees with the results is one of
/// their differences instead.
fn ensure_valid(path: &Path, t: &Tournament, doc: &TrfDocument, standings: bool, lang: Lang) -> Result<(), CliError> {
    let found = crate::app::check::blocking_issues(t, doc, standings);
    if found.is_empty() {
        return Ok(());
    }
    Err(super::inconsistent(path, &found, crate::core::words::Phrase::new("valid-pairings-unchecked"), lang))
}

/// Reads the proposal of `--next`.
fn read_next(path: &Path, t: &Tournament, round: RoundNo, lang: Lang) -> Result<Pairing, CliError> {
    let bytes = std::fs::read(path).map_err(|e| {
        CliError::io(Phrase::new("error-cannot-read").arg("file", path.display().to_string()).say(lang), e)
    })?;
    let text = String::from_utf8_lossy(&bytes);
    if text.lines().any(|l| l.starts_with("001")) {
        let doc = TrfDocument::from_bytes(&bytes).map_err(|e| {
            CliError::Input(e.0.iter().map(|x| format!("{}: {x}", path.display())).collect::<Vec<_>>().join("\n"))
        })?;
        let proposal = Tournament::from_trf(&doc).map_err(|e| {
            CliError::Input(e.0.iter().map(|x| format!("{}: {x}", path.display())).collect::<Vec<_>>().join("\n"))
        })?;
        return Ok(Pairing::from_tournament(&proposal, round));
    }
    let p = Pairing::parse_pair_list(&text, round)
        .map_err(|e| CliError::Input(format!("{}: {}", path.display(), e.say(lang))))?;
    for x in p.boards.iter().flat_map(|b| [b.white, b.black]).chain(p.bye) {
        if t.player(x).is_none() {
            let (line, col) = token_place(&text, &x.to_string());
            let unknown = Phrase::new("error-check-unknown-player")
                .arg("file", path.display().to_string())
                .arg("line", line)
                .arg("column", col)
                .arg("player", x.0);
            return Err(CliError::Input(unknown.say(lang)));
        }
    }
    Ok(p)
}

/// Line and column (1-based) of the first whitespace-separated `token` in `text` that is not a
/// count line; (1, 1) when it is not found.
fn token_place(text: &str, token: &str) -> (usize, usize) {
    for (i, raw) in text.lines().enumerate() {
        if raw.split_whitespace().count() < 2 {
            continue;
        }
        let mut from = 0;
        for t in raw.split_whitespace() {
            let at = from + raw[from..].find(t).unwrap_or(0);
            if t == token {
                return (i + 1, raw[..at].chars().count() + 1);
            }
            from = at + t.len();
        }
    }
    (1, 1)
}

/// Runs `check`: exit 0 all consistent, 1 discrepancies, 3 invalid input.
///
/// # Errors
/// Unreadable or inconsistent input, a round out of range.
pub fn run(a: &Args) -> Result<ExitStatus, CliError> {
    let lang = a.lang.lang();
    let mut loaded = super::load_tournament_in(&a.file, lang)?;
    let name = a.file.display().to_string();
    let rules = super::swiss::one_of(a.rules, a.system, lang)?;
    if super::round_robin::is_round_robin(rules, a.cycles, &loaded.tournament) && a.only != Some(Only::Standings) {
        if a.next.is_some() || rules.is_some_and(|r| !r.is_round_robin()) {
            return Err(CliError::Other(Phrase::new("error-rr-check-flags").arg("file", name.as_str()).say(lang)));
        }
        ensure_valid(&a.file, &loaded.tournament, &loaded.doc, false, lang)?;
        let cycles = super::round_robin::cycles(rules, a.cycles);
        return super::round_robin::check(&a.file, &loaded, cycles, a.round.or(a.round_positional), a.format, lang);
    }
    // The standings are checked on a whole tournament (not with --round or --next).
    let mut tiebreak_warning = None;
    let whole = a.next.is_none() && a.round.or(a.round_positional).is_none();
    let list = match a.only {
        Some(Only::Pairings) => None,
        Some(Only::Standings) => {
            Some(super::standings::tiebreak_list(&a.file, &loaded, a.tiebreaks.as_deref(), lang)?.ok_or_else(|| {
                CliError::Other(Phrase::new("error-check-no-tiebreaks").arg("file", name.as_str()).say(lang))
            })?)
        }
        // The file's own list: an unknown code is a warning of the standings part, and the
        // pairings are still checked.
        None if whole && a.tiebreaks.is_none() => match crate::app::standings::file_tiebreak_list(&loaded) {
            Ok(list) => list,
            Err((line, column, what)) => {
                tiebreak_warning = Some(
                    Phrase::new("check-tiebreaks-unread").arg("line", line).arg("column", column).arg("what", what),
                );
                None
            }
        },
        None if whole => super::standings::tiebreak_list(&a.file, &loaded, a.tiebreaks.as_deref(), lang)?,
        None => None,
    };
    if a.only == Some(Only::Standings) && !whole {
        return Err(CliError::Other(Phrase::new("error-check-standings-whole").arg("file", name.as_str()).say(lang)));
    }
    let tb_rules = match &list {
        Some(_) => Some(super::standings::tiebreak_rules(
            a.tiebreak_rules.as_deref(),
            "--tiebreak-rules",
            &loaded.tournament,
            lang,
        )?),
        None => None,
    };
    if let Some(chosen) = super::swiss::applies(&a.file, &loaded.tournament, rules, a.lang.lang())? {
        ensure_valid(&a.file, &loaded.tournament, &loaded.doc, list.is_some(), lang)?;
        if let Some(c) = a.initial.initial_colour {
            loaded.tournament.initial_colour = Some(c);
        }
        let (system, mut reason) = chosen;
        let field = super::swiss::participants(system, &a.file, &loaded, &mut reason, lang)?;
        return check_other(a, field.or(&loaded.tournament), (system, reason));
    }
    if let Some(c) = a.readings.first() {
        let refused = Phrase::new("error-reading-dutch-check").arg("file", name.as_str()).arg("reading", c.name());
        return Err(CliError::Other(refused.say(lang)));
    }
    let setup = loaded.dutch_setup(
        &a.file,
        rules.and_then(super::swiss::SystemRules::dutch),
        a.baku.baku,
        a.initial.initial_colour,
        lang,
    )?;
    let (choice, accel, initial) = (setup.choice, setup.accel, setup.initial);
    let pairings = a.only != Some(Only::Standings);
    if let Some(caveat) = crate::pairing::dutch::edition_caveat(choice.edition).filter(|_| pairings) {
        eprintln!("arbitro: warning: {caveat}");
    }
    // A whole file (or one of its rounds) is the tournament as played; `--next` pairs on.
    let mut report: CheckReport = if !pairings {
        CheckReport {
            file: name.clone(),
            edition: choice,
            initial_colour: initial,
            notes: check::rounds_from_file(&mut loaded.tournament).into_iter().collect(),
            rounds: Vec::new(),
            consistent: true,
            pairings_skipped: true,
            standings: None,
            data_findings: Vec::new(),
            unchecked: Vec::new(),
            proposed: None,
        }
    } else if let Some(next) = &a.next {
        let t = &loaded.tournament;
        let round = t.next_round();
        let theirs = read_next(next, t, round, lang)?;
        let rc = check::check_round(t, round, theirs, &choice, engine(choice.edition).as_ref());
        // The history's own inconsistencies are findings beside the verdict.
        let found = crate::app::check::DataFindings::of(t, &loaded.doc, false, None);
        let data_findings: Vec<Phrase> =
            found.general.iter().chain(found.rounds.values().flatten()).map(|i| i.phrase()).collect();
        CheckReport {
            file: name.clone(),
            edition: choice,
            initial_colour: initial,
            notes: crate::app::check::reading_notes(t),
            consistent: rc.consistent && data_findings.is_empty(),
            rounds: vec![rc],
            pairings_skipped: false,
            standings: None,
            data_findings,
            unchecked: Vec::new(),
            proposed: None,
        }
    } else {
        let recorded = loaded.tournament.rounds_recorded();
        let round = a.round.or(a.round_positional);
        if let Some(r) = round {
            if r == 0 || r > recorded {
                let missing = Phrase::new("show-round-not-recorded").arg("round", r).arg("rounds", recorded);
                return Err(CliError::Other(format!("{name}: {}", missing.say(lang))));
            }
        }
        let rounds: Option<Vec<RoundNo>> = round.map(|r| vec![RoundNo(r)]);
        crate::app::check::rounds_played(&name, &mut loaded, rounds.as_deref(), list.is_some(), &choice, &initial)
    };
    if let Some(w) = tiebreak_warning {
        report.notes.push(w);
    }
    let t = &loaded.tournament;
    if let (Some((list, from)), Some(rules)) = (list, tb_rules) {
        let sc = crate::app::check::final_standings(t, &list, &from, &rules);
        report = report.with_standings(sc);
    }
    let stem = a.file.file_stem().map_or_else(String::new, |s| s.to_string_lossy().into_owned());
    let note = accel.as_ref().map_or_else(String::new, |x| format!("{}\n", x.phrase().say(lang)));
    let out = match a.format {
        CheckFormat::Text => note + &report::check::text_in(&report, lang),
        CheckFormat::Json => report::to_json(&rules::baku::json_with(&report, accel.as_ref())),
        CheckFormat::Markdown => report::check::markdown(&report) + &note.replace('\n', "\n\n"),
        CheckFormat::Bbp => {
            // The bbpPairings layout stays as it is on standard output.
            eprint!("{note}");
            if let Some(sc) = &report.standings {
                eprint!("{}", report::check::standings_text_in(sc, lang));
            }
            report::check::bbp(&report, &stem)
        }
    };
    std::io::stdout().write_all(out.as_bytes())?;
    Ok(if report.consistent { ExitStatus::Ok } else { ExitStatus::Findings })
}

/// `check` under a Swiss system of the house ([`crate::pairing::system`]): each round with the
/// first criterion it departs on.
fn check_other(
    a: &Args,
    t: &Tournament,
    (system, reason): (&'static dyn crate::pairing::system::SwissSystem, crate::core::words::Phrase),
) -> Result<ExitStatus, CliError> {
    if a.only == Some(Only::Standings)
        || a.baku.baku.is_some()
        || matches!(a.format, CheckFormat::Bbp | CheckFormat::Markdown)
    {
        return Err(CliError::Other(
            Phrase::new("error-house-check-flags").arg("system", system.id()).say(a.lang.lang()),
        ));
    }
    let rounds: Vec<(RoundNo, Pairing)> = if let Some(next) = &a.next {
        let round = t.next_round();
        vec![(round, read_next(next, t, round, a.lang.lang())?)]
    } else {
        let recorded = t.rounds_recorded();
        match a.round.or(a.round_positional) {
            Some(r) if r == 0 || r > recorded => {
                let missing = Phrase::new("show-round-not-recorded").arg("round", r).arg("rounds", recorded);
                return Err(CliError::Other(format!("{}: {}", a.file.display(), missing.say(a.lang.lang()))));
            }
            Some(r) => vec![(RoundNo(r), Pairing::from_tournament(t, RoundNo(r)))],
            None => (1..=recorded).map(|r| (RoundNo(r), Pairing::from_tournament(t, RoundNo(r)))).collect(),
        }
    };
    let how = super::swiss::CheckHow {
        json: a.format == CheckFormat::Json,
        lang: a.lang.lang(),
        under: crate::pairing::reading::Readings::of(&a.readings),
        strict: a.strict,
    };
    super::swiss::check(system, &a.file, t, &rounds, &reason, &how)
}
