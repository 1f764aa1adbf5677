//! The Swiss systems of the house ([`crate::pairing::registry::house_systems`]: Dubov, Burstein, the Swiss Team
//! system …) on the command line: which one `--rules` or record 192 with the tournament's dates
//! selects, and `pair`, `pair --walkthrough` and `check` under it. One code path for all of
//! them; a system adds nothing here.

use super::{CliError, ExitStatus};
use crate::core::words::{Arg, Lang, Phrase};
use crate::pairing::reading::Readings;
use crate::pairing::registry::{self, Selected, first_day};
use crate::pairing::system::{self, ReadVerdict, SwissSystem, Verdict, WalkError, WalkFormat, WalkOutput};
use crate::pairing::{Pairing, PairingError};
use crate::rules::DutchEdition;
use crate::tournament::{RoundNo, Tournament};
use serde::Serialize;
use std::io::Write;
use std::path::Path;

/// A pairing system and edition named by `--rules`.
#[derive(Copy, Clone)]
pub enum SystemRules {
    /// The Dutch system, this edition.
    Dutch(DutchEdition),
    /// The Dutch system, the edition in force on the tournament's dates (`--system dutch`).
    DutchByDate,
    /// A round-robin by the Berger tables; the cycles when the name fixes them.
    RoundRobin(Option<u16>),
    /// A system of the house.
    Swiss(&'static dyn SwissSystem),
}

impl std::fmt::Debug for SystemRules {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SystemRules::Dutch(e) => write!(f, "Dutch({e:?})"),
            SystemRules::DutchByDate => write!(f, "Dutch(by date)"),
            SystemRules::RoundRobin(c) => write!(f, "RoundRobin({c:?})"),
            SystemRules::Swiss(s) => write!(f, "Swiss({})", s.id()),
        }
    }
}

impl SystemRules {
    /// The Dutch edition, if one was named.
    #[must_use]
    pub fn dutch(self) -> Option<DutchEdition> {
        match self {
            SystemRules::Dutch(e) => Some(e),
            _ => None,
        }
    }
    /// Whether a round-robin was named.
    #[must_use]
    pub fn is_round_robin(self) -> bool {
        matches!(self, SystemRules::RoundRobin(_))
    }
}

/// Parses `--rules` (and `--system`, the same): any name of the registry of systems
/// ([`crate::pairing::registry`]: `dutch-2017`, `dutch-2026`, `round-robin`,
/// `double-round-robin`, `dubov-2026`, `burstein-2026`, `team-2026` …), or `dutch` for the
/// edition the tournament's dates choose.
///
/// # Errors
/// An unknown name, or an edition of a known system arbitro does not implement (which ones it
/// does, and why not that one).
pub fn parse_rules(s: &str) -> Result<SystemRules, super::clap_errors::ValueRefusal> {
    use super::clap_errors::ValueRefusal;
    use crate::pairing::registry::Engine;
    if let Some(e) = registry::by_name(s) {
        return Ok(match e.engine {
            Engine::Dutch(d) => SystemRules::Dutch(d),
            Engine::RoundRobin { cycles } => SystemRules::RoundRobin(cycles),
            Engine::House(h) => SystemRules::Swiss(h),
        });
    }
    let low = s.trim().to_ascii_lowercase();
    if matches!(low.as_str(), "dutch" | "fide_dutch" | "fide-dutch") {
        return Ok(SystemRules::DutchByDate);
    }
    let family: Vec<&'static dyn SwissSystem> =
        registry::house_systems().iter().copied().filter(|x| low.starts_with(stem(x.id()))).collect();
    if let Some(latest) = family.last() {
        let ids: Vec<&str> = family.iter().map(|x| x.id()).collect();
        let names: Vec<&str> = family.iter().map(|x| x.edition()).collect();
        let editions = match names.split_last() {
            Some((last, rest)) if !rest.is_empty() => {
                Arg::from(Phrase::new("rr-and").arg("first", rest.join(", ")).arg("second", *last))
            }
            _ => Arg::from(names.join("")),
        };
        return Err(ValueRefusal(
            Phrase::new("error-flag-rules-edition")
                .arg("value", s)
                .arg("editions", editions)
                .arg("count", family.len())
                .arg("system", latest.name())
                .arg("family", latest.family())
                .arg("ids", ids.join(", "))
                .arg("others", latest.other_editions()),
        ));
    }
    Err(ValueRefusal(
        Phrase::new("error-flag-rules-unknown").arg("value", s).arg("names", registry::names().join(", ")),
    ))
}

/// `--rules` and its alias `--system`: the one given (both only when they name the same system).
///
/// # Errors
/// Two different systems named.
pub fn one_of(
    rules: Option<SystemRules>,
    system: Option<SystemRules>,
    lang: Lang,
) -> Result<Option<SystemRules>, CliError> {
    match (rules, system) {
        (Some(r), Some(s)) if format!("{r:?}") != format!("{s:?}") => Err(CliError::Other(
            Phrase::new("error-rules-and-system")
                .arg("rules", format!("{r:?}"))
                .arg("system", format!("{s:?}"))
                .say(lang),
        )),
        (r, s) => Ok(r.or(s)),
    }
}

/// The system's name without its edition (`dubov` for `dubov-2026`).
fn stem(id: &str) -> &str {
    id.split('-').next().unwrap_or(id)
}

/// The system of the house that applies, and why: the flag, else record 192, else record 092,
/// with the tournament's dates ([`registry::from_file`]); `None` for the Dutch system and
/// round-robins.
///
/// # Errors
/// Record 192 names a system of the house for a tournament under an edition arbitro does not
/// implement, or the file's choices for the system cannot be read (exit 2).
pub fn applies(
    path: &Path,
    t: &Tournament,
    flag: Option<SystemRules>,
    lang: Lang,
) -> Result<Option<(&'static dyn SwissSystem, Phrase)>, CliError> {
    let code = t.info.encoded_type.as_deref().map(str::trim).filter(|c| !c.is_empty());
    let chosen = match flag {
        Some(SystemRules::Swiss(s)) => {
            let why = match code {
                Some(c) if s.record_192().is_some_and(|p| c.to_ascii_uppercase().starts_with(p)) => {
                    Phrase::new("house-reason-flag-record").arg("code", c)
                }
                _ => Phrase::new("house-reason-flag"),
            };
            // A tournament older than the edition applied (a team Swiss of 2025 under the 2026
            // text): said, with the edition of its date that arbitro does not implement.
            let why = match first_day(t).filter(|d| !s.in_force().covers(*d)) {
                Some(d) => registry::predates(s, why, d),
                None => why,
            };
            Some((s, why))
        }
        Some(SystemRules::Dutch(_) | SystemRules::DutchByDate | SystemRules::RoundRobin(_)) => None,
        None => match registry::from_file(t) {
            Selected::None => None,
            Selected::Edition(s, why) => Some((s, why)),
            Selected::Refused(m) => return Err(CliError::Other(format!("{}: {}", path.display(), m.say(lang)))),
        },
    };
    if let Some((s, _)) = chosen {
        s.competition_rules(t).map_err(|m| CliError::Other(format!("{}: {}", path.display(), m.say(lang))))?;
    }
    Ok(chosen)
}

/// The tournament `s` pairs and the acceleration applied to it ([`crate::app::teams::field`]);
/// `reason` (why the edition applies) is extended to say the acceleration.
///
/// # Errors
/// Team records that cannot be read, each with its line and column; acceleration asked for
/// but impossible (exit 3).
pub fn participants(
    s: &dyn SwissSystem,
    path: &Path,
    loaded: &super::Loaded,
    reason: &mut Phrase,
    lang: Lang,
) -> Result<crate::app::teams::Field, CliError> {
    let field = crate::app::teams::field(s, &path.display().to_string(), loaded, lang)?;
    if let Some(a) = &field.acceleration {
        *reason = Phrase::new("house-reason-accelerated").arg("why", reason.clone()).arg("acceleration", a.phrase());
    }
    Ok(field)
}

/// Refuses a history that cannot be paired from: for a team system on a file of players, the
/// players' games the teams' matches were built from (every recorded round); otherwise the rounds
/// of `field` (the tournament `s` pairs) before `round`.
///
/// # Errors
/// An inconsistent history, each finding with its line and column.
pub fn ensure_field_history(
    s: &dyn SwissSystem,
    path: &Path,
    loaded: &super::Loaded,
    field: &Tournament,
    round: RoundNo,
    lang: Lang,
) -> Result<(), CliError> {
    let players = &loaded.tournament;
    if s.pairs_teams() && !players.teams.is_empty() {
        super::ensure_history_valid(path, players, &loaded.doc, players.next_round(), lang)
    } else {
        super::ensure_history_valid(path, field, &loaded.doc, round, lang)
    }
}

/// The line of standard error when `round` of `file` has no valid pairing under `system`
/// (its heading), for `reason`, in `lang`.
pub(super) fn no_valid_pairing(
    file: &Path,
    round: RoundNo,
    system: impl Into<crate::core::words::Arg>,
    reason: Phrase,
    lang: Lang,
) -> String {
    Phrase::new("nopair-cli")
        .arg("file", file.display().to_string())
        .arg("round", round.0)
        .arg("system", system)
        .arg("reason", reason)
        .say(lang)
}

/// The heading of a report: the edition and why it applies.
#[must_use]
pub fn heading(s: &dyn SwissSystem, reason: &Phrase, lang: Lang) -> String {
    Phrase::new("house-heading")
        .arg("title", s.title())
        .arg("family", s.family())
        .arg("chapter", s.chapter())
        .arg("edition", s.edition())
        .arg("reason", reason.clone())
        .say(lang)
}

#[derive(Serialize)]
struct PairJson<'a> {
    round: u16,
    system: &'static str,
    edition_reason: &'a Phrase,
    #[serde(skip_serializing_if = "Option::is_none")]
    rules: Option<serde_json::Value>,
    boards: Vec<BoardJson>,
    bye: Option<u16>,
}

#[derive(Serialize)]
struct BoardJson {
    board: usize,
    white: u16,
    black: u16,
}

/// What `pair` was asked for, under a system of the house.
pub struct PairRequest<'a> {
    /// The file (for messages).
    pub path: &'a Path,
    /// The tournament before the round.
    pub tournament: &'a Tournament,
    /// The round to pair.
    pub round: RoundNo,
    /// Why the system applies.
    pub reason: &'a Phrase,
    /// The language of the table and the walkthrough.
    pub lang: Lang,
    /// JSON instead of the table.
    pub json: bool,
    /// Write the pair list there (`-` = standard output).
    pub pair_list: Option<&'a Path>,
    /// The readings chosen (`--reading`).
    pub under: &'a Readings,
}

/// `pair`: the round's boards as a table or JSON, or the pair list (`-p`).
///
/// # Errors
/// A pair-list file that cannot be written; input the system cannot pair (exit 3).
pub fn pair(s: &dyn SwissSystem, r: &PairRequest<'_>) -> Result<ExitStatus, CliError> {
    let (t, round) = (r.tournament, r.round);
    let p = match s.pair_under(t, round, r.under) {
        Ok(p) => p,
        Err(PairingError::NoValidPairing { round, reason: why }) => {
            eprintln!("{}", no_valid_pairing(r.path, round, heading(s, r.reason, r.lang), why, r.lang));
            return Ok(ExitStatus::Findings);
        }
        Err(PairingError::Input(m)) => return Err(CliError::Input(format!("{}: {}", r.path.display(), m.say(r.lang)))),
    };
    if let Some(out) = r.pair_list {
        let text = p.pair_list();
        if out.as_os_str() == "-" {
            std::io::stdout().write_all(text.as_bytes())?;
            return Ok(ExitStatus::Ok);
        }
        std::fs::write(out, text.as_bytes()).map_err(|e| {
            CliError::io(Phrase::new("output-cannot-write").arg("file", out.display().to_string()).say(r.lang), e)
        })?;
        if !r.json {
            return Ok(ExitStatus::Ok);
        }
    }
    let out = if r.json {
        crate::report::to_json(&PairJson {
            round: round.0,
            system: s.id(),
            edition_reason: r.reason,
            rules: s.competition_rules(t).ok().flatten(),
            boards: p
                .boards
                .iter()
                .enumerate()
                .map(|(i, b)| BoardJson { board: i + 1, white: b.white.0, black: b.black.0 })
                .collect(),
            bye: p.bye.map(|b| b.0),
        })
    } else {
        table(s, t, round, &p, r.reason, r.lang)
    };
    std::io::stdout().write_all(out.as_bytes())?;
    Ok(ExitStatus::Ok)
}

fn table(s: &dyn SwissSystem, t: &Tournament, round: RoundNo, p: &Pairing, reason: &Phrase, lang: Lang) -> String {
    let cols = s.columns(t, round, lang);
    let white = cols.heading.say(lang);
    let width = cols.lines.iter().map(|(_, l)| l.chars().count()).max().unwrap_or(0).max(white.chars().count());
    let who = |x: crate::tournament::Tpn| -> String {
        cols.lines.iter().find(|(q, _)| *q == x).map_or_else(|| format!("{:>4}", x.0), |(_, l)| l.clone())
    };
    let say = |id: &'static str| Phrase::new(id).say(lang);
    let line = Phrase::new("house-pair-round").arg("round", round.0).arg("heading", heading(s, reason, lang));
    let mut out = format!("{}\n", line.say(lang));
    let board = say("house-pair-board");
    let bw = board.chars().count().max(5);
    out.push_str(&format!("{board:>bw$}  {white:<width$}  {:<width$}\n", say("house-pair-black")));
    for (i, b) in p.boards.iter().enumerate() {
        out.push_str(&format!("{:>bw$}  {:<width$}  {}\n", i + 1, who(b.white), who(b.black)));
    }
    if let Some(b) = p.bye {
        out.push_str(&format!("{:>bw$}  {:<width$}  {}\n", "", who(b), say("house-pair-bye")));
    }
    out
}

/// `pair --walkthrough`: the round paired step by step in the system's own procedure.
///
/// # Errors
/// A system without a walkthrough, or `--bracket` naming no scoregroup of the round (exit 2).
pub fn walkthrough(
    s: &dyn SwissSystem,
    r: &PairRequest<'_>,
    format: WalkFormat,
    bracket: Option<crate::tournament::Points>,
    lang: Lang,
) -> Result<ExitStatus, CliError> {
    let head = heading(s, r.reason, lang);
    let req = system::WalkRequest { tournament: r.tournament, round: r.round, format, bracket, heading: &head, lang };
    let out = match s.walk_through(&req) {
        None => {
            return Err(CliError::Other(Phrase::new("error-walkthrough-none").arg("system", s.id()).say(lang)));
        }
        Some(Err(WalkError::NoPairing(why))) => {
            eprintln!("{}", no_valid_pairing(r.path, r.round, head.as_str(), why, r.lang));
            return Ok(ExitStatus::Findings);
        }
        Some(Err(WalkError::NoBracket)) => {
            let score = bracket.map(|b| b.to_string()).unwrap_or_default();
            let none = Phrase::new("error-no-scoregroup").arg("score", score).arg("round", r.round.0);
            return Err(CliError::Other(none.say(lang)));
        }
        Some(Ok(WalkOutput::Text(text))) => text,
        Some(Ok(WalkOutput::Json(v))) => crate::report::to_json(&v),
    };
    std::io::stdout().write_all(out.as_bytes())?;
    Ok(ExitStatus::Ok)
}

#[derive(Serialize)]
struct CheckJson<'a> {
    file: String,
    system: &'static str,
    edition_reason: &'a Phrase,
    #[serde(skip_serializing_if = "Option::is_none")]
    rules: Option<serde_json::Value>,
    /// The readings chosen with `--reading` (every other one: arbitro's default).
    #[serde(skip_serializing_if = "Readings::is_empty")]
    readings: &'a Readings,
    /// `--strict`: a round consistent only under another reading is a discrepancy.
    strict: bool,
    consistent: bool,
    rounds: Vec<ReadVerdict>,
}

/// How `check` reports, under which readings.
pub struct CheckHow {
    /// JSON instead of text.
    pub json: bool,
    /// The language of the text.
    pub lang: Lang,
    /// The readings chosen (`--reading`).
    pub under: Readings,
    /// `--strict`.
    pub strict: bool,
}

/// The readings chosen belong to `s`'s text.
///
/// # Errors
/// A reading of another system's text (exit 2).
pub fn ensure_readings(s: &dyn SwissSystem, under: &Readings, lang: Lang) -> Result<(), CliError> {
    match under.choices().iter().find(|c| !c.reading.systems.contains(&s.id())) {
        Some(c) => Err(CliError::Other(
            Phrase::new("error-reading-of-another")
                .arg("reading", c.name())
                .arg("id", c.reading.id)
                .arg("systems", c.reading.systems.join(", "))
                .arg("doc", c.reading.doc)
                .arg("system", s.id())
                .say(lang),
        )),
        None => Ok(()),
    }
}

/// The verdict on every round of `rounds`, each checked on the tournament before it under
/// `under`, and under another reading when only that one explains it
/// ([`system::check_readings`]).
#[must_use]
pub fn verdicts(
    s: &dyn SwissSystem,
    t: &Tournament,
    rounds: &[(RoundNo, Pairing)],
    under: &Readings,
) -> Vec<ReadVerdict> {
    rounds
        .iter()
        .map(|(r, p)| {
            let cut = if r.0 <= t.rounds_recorded() { t.cut_before(*r) } else { t.clone() };
            system::check_readings(s, &cut, *r, p, under).unwrap_or_else(|e| ReadVerdict {
                verdict: Verdict {
                    round: *r,
                    complies: false,
                    criterion: Some(s.completion()),
                    boards: vec![],
                    detail: Some(crate::core::words::Phrase::new("house-cannot-pair").arg("why", e.phrase())),
                    engine: None,
                },
                reading: None,
            })
        })
        .collect()
}

/// `check`: every recorded round (or one, or a proposed next round), each with the first
/// criterion on which it departs, or the reading of the text under which it complies.
///
/// # Errors
/// Input the system cannot check (exit 3); a reading of another system (exit 2).
pub fn check(
    s: &dyn SwissSystem,
    path: &Path,
    t: &Tournament,
    rounds: &[(RoundNo, Pairing)],
    reason: &Phrase,
    how: &CheckHow,
) -> Result<ExitStatus, CliError> {
    ensure_readings(s, &how.under, how.lang)?;
    s.check_input(t).map_err(|m| CliError::Input(format!("{}: {}", path.display(), m.say(how.lang))))?;
    let verdicts = verdicts(s, t, rounds, &how.under);
    let consistent = verdicts.iter().all(|v| v.verdict.complies && !(how.strict && v.reading.is_some()));
    let out = if how.json {
        crate::report::to_json(&CheckJson {
            file: path.display().to_string(),
            system: s.id(),
            edition_reason: reason,
            rules: s.competition_rules(t).ok().flatten(),
            readings: &how.under,
            strict: how.strict,
            consistent,
            rounds: verdicts,
        })
    } else {
        let completion = s.completion();
        let rounds = verdicts.iter().map(|rv| {
            let v = &rv.verdict;
            let c = v.criterion.as_ref().unwrap_or(&completion);
            super::departures::Departure {
                round: v.round,
                complies: v.complies,
                rule: (c.code, c.article, c.text),
                boards: &v.boards,
                detail: v.detail.as_ref(),
                engine: v.engine.as_ref(),
                reading: rv.reading.as_ref(),
            }
        });
        super::departures::text(
            &format!("{} — {}", path.display(), heading(s, reason, how.lang)),
            s.chapter(),
            rounds,
            how.strict,
            how.lang,
        )
    };
    std::io::stdout().write_all(out.as_bytes())?;
    Ok(if consistent { ExitStatus::Ok } else { ExitStatus::Findings })
}
