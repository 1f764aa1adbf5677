//! The Swiss Team Pairing System (C.04.6, 2026) on the command line: `--rules team-2026` (or
//! record 192 `FIDE_TEAM…` on a tournament started from 1 February 2026) for `pair` and
//! `check`. One TRF line per team (record 001): the team's matches are its round entries.

use super::dubov::SystemRules;
use super::{CliError, ExitStatus};
use crate::pairing::team::{self, TeamRules, check::Verdict};
use crate::pairing::{Pairing, PairingError};
use crate::tournament::{RoundNo, Tournament};
use serde::Serialize;
use std::io::Write;
use std::path::Path;

/// The `--rules` name of the Swiss Team system, 2026 edition.
pub const RULES: &str = "team-2026";

/// The first day the 2026 Swiss Team text applies.
const TEAM_2026: crate::tournament::types::Date = crate::tournament::types::Date { year: 2026, month: 2, day: 1 };

/// Why the 2024 edition is refused: its text is not public in full, and the differences known
/// leave the engine's choices open.
const TEAM_2024_REFUSAL: &str = "the 2024 edition of the Swiss Team system (C.04.6, 1 Aug 2024 – 31 Jan 2026) is not \
     implemented: its full text was not found, and what is known of it leaves [C6] (2024 Art. 3.3.3, 'maximise the \
     number of remaining teams that can be legally paired in the following scoregroup'), its float criterion [C9] \
     ('teams that float in consecutive rounds') and its PAB tie-break ('highest number of games') open \
     (docs/systems/swiss-team-2026.md)";

/// Checks a `--rules team…` name: only `team-2026` (or `team`) is implemented.
///
/// # Errors
/// The 2024 edition or an unknown team edition, with the reason.
pub fn parse_rules(s: &str) -> Result<(), String> {
    match s.to_ascii_lowercase().as_str() {
        "team" | "team-2026" | "fide_team_2026" => Ok(()),
        "team-2024" => Err(format!("'{s}': {TEAM_2024_REFUSAL}")),
        _ => Err(format!("'{s}': expected team-2026 (the Swiss Team system, C.04.6, 2026 edition)")),
    }
}

/// Why the Swiss Team system applies, with the competition's choices read from record 192.
///
/// # Errors
/// Record 192 names the team system for a tournament under the 2024 edition, or an unknown
/// team code (exit 2).
pub fn team_applies(
    path: &Path,
    t: &Tournament,
    flag: Option<SystemRules>,
) -> Result<Option<(String, TeamRules)>, CliError> {
    let code =
        t.info.encoded_type.as_deref().map(str::trim).filter(|c| c.to_ascii_uppercase().starts_with("FIDE_TEAM"));
    let rules = match code {
        Some(c) => TeamRules::from_code(c).ok_or_else(|| {
            CliError::Other(format!(
                "{}: record 192 says {c}: expected FIDE_TEAM or FIDE_TEAM_{{TYPEA,TYPEB}}_{{MP,GP}}[_{{GP,MP}}][_BAKU]",
                path.display()
            ))
        })?,
        None => TeamRules::default(),
    };
    match flag {
        Some(SystemRules::Team2026) => {
            let why = code.map_or_else(
                || "chosen with --rules (no record 192: Type A, match points)".to_owned(),
                |c| format!("chosen with --rules; record 192 says {c}"),
            );
            return Ok(Some((why, rules)));
        }
        Some(_) => return Ok(None),
        None => {}
    }
    let Some(code) = code else { return Ok(None) };
    let date = t.info.start.or_else(|| t.info.round_dates.iter().flatten().next().copied());
    match date {
        Some(d) if d < TEAM_2026 => Err(CliError::Other(format!(
            "{}: record 192 says {code} and the tournament started on {d}: {TEAM_2024_REFUSAL}; \
             pass --rules team-2026 to apply the 2026 text",
            path.display()
        ))),
        Some(d) => Ok(Some((format!("record 192 says {code}; the tournament started on {d}"), rules))),
        None => Ok(Some((format!("record 192 says {code}; the file has no dates: the edition in force today"), rules))),
    }
}

/// The heading of a Swiss Team report.
#[must_use]
pub fn heading(reason: &str) -> String {
    format!("FIDE Swiss Team pairing system, 2026 edition (C.04.6, from 1 Feb 2026) — {reason}")
}

#[derive(Serialize)]
struct PairJson<'a> {
    round: u16,
    system: &'static str,
    edition_reason: &'a str,
    rules: TeamRules,
    boards: Vec<BoardJson>,
    bye: Option<u16>,
}

#[derive(Serialize)]
struct BoardJson {
    board: usize,
    white: u16,
    black: u16,
}

/// `pair` under the Swiss Team system: the round's boards as text or JSON, or the pair list (`-p`).
///
/// # Errors
/// A pair-list file that cannot be written; a file without the number of rounds.
pub fn pair(
    path: &Path,
    t: &Tournament,
    round: RoundNo,
    (reason, rules): (&str, TeamRules),
    json: bool,
    pair_list: Option<&Path>,
) -> Result<ExitStatus, CliError> {
    let p = match team::pair(t, round, rules) {
        Ok(p) => p,
        Err(PairingError::NoValidPairing { round, reason: why }) => {
            eprintln!("{}: round {round}: no valid pairing exists ({}): {why}", path.display(), heading(reason));
            return Ok(ExitStatus::Findings);
        }
        Err(PairingError::Input(m)) => return Err(CliError::Input(format!("{}: {m}", path.display()))),
    };
    if let Some(out) = pair_list {
        let text = p.pair_list();
        if out.as_os_str() == "-" {
            std::io::stdout().write_all(text.as_bytes())?;
            return Ok(ExitStatus::Ok);
        }
        std::fs::write(out, text.as_bytes()).map_err(|e| CliError::io(format!("cannot write {}", out.display()), e))?;
        if !json {
            return Ok(ExitStatus::Ok);
        }
    }
    let out = if json {
        crate::report::to_json(&PairJson {
            round: round.0,
            system: "team-2026",
            edition_reason: reason,
            rules,
            boards: p
                .boards
                .iter()
                .enumerate()
                .map(|(i, b)| BoardJson { board: i + 1, white: b.white.0, black: b.black.0 })
                .collect(),
            bye: p.bye.map(|b| b.0),
        })
    } else {
        table(t, round, &p, reason, rules)
    };
    std::io::stdout().write_all(out.as_bytes())?;
    Ok(ExitStatus::Ok)
}

fn table(t: &Tournament, round: RoundNo, p: &Pairing, reason: &str, rules: TeamRules) -> String {
    let planned = t.planned_rounds.unwrap_or(round.0);
    let ctx = team::Ctx::new(t, round, rules, planned);
    let who = |x: crate::tournament::Tpn| -> String {
        let name = t.player(x).map_or("", |p| p.name.as_str());
        let pl = ctx.index_of(x).map(|i| &ctx.teams[i]);
        let score = pl.map_or_else(String::new, |q| q.score.to_string());
        let cd = pl.map_or(0, |q| q.cd);
        let pref = pl.map_or_else(String::new, |q| q.pref.symbol());
        format!("{:>4} {:<22} {:>5} {:>3} {:>3}", x.0, name.chars().take(22).collect::<String>(), score, cd, pref)
    };
    let mut s = format!("Round {round} — {}\n", heading(reason));
    s.push_str(&format!("{:>5}  {:<41}  {:<41}\n", "Board", "White (TPN team score CD pref)", "Black"));
    for (i, b) in p.boards.iter().enumerate() {
        s.push_str(&format!("{:>5}  {}  {}\n", i + 1, who(b.white), who(b.black)));
    }
    if let Some(b) = p.bye {
        s.push_str(&format!("{:>5}  {}  pairing-allocated bye\n", "", who(b)));
    }
    s
}

#[derive(Serialize)]
struct CheckJson<'a> {
    file: String,
    system: &'static str,
    edition_reason: &'a str,
    rules: TeamRules,
    consistent: bool,
    rounds: Vec<Verdict>,
}

/// `check` under the Swiss Team system: every recorded round (or one, or a proposed next
/// round), each with the first criterion on which it departs.
///
/// # Errors
/// A file without the number of rounds.
pub fn check(
    path: &Path,
    t: &Tournament,
    rounds: &[(RoundNo, Pairing)],
    (reason, rules): (&str, TeamRules),
    json: bool,
) -> Result<ExitStatus, CliError> {
    team::planned_rounds(t).map_err(|e| CliError::Input(format!("{}: {e}", path.display())))?;
    let mut verdicts = Vec::new();
    for (r, p) in rounds {
        let cut = if r.0 <= t.rounds_recorded() { t.cut_before(*r) } else { t.clone() };
        let v = match team::check::check(&cut, *r, p, rules) {
            Ok(v) => v,
            Err(e) => Verdict {
                round: *r,
                complies: false,
                criterion: Some(team::Criterion::C3),
                boards: vec![],
                detail: e.to_string(),
                engine: None,
            },
        };
        verdicts.push(v);
    }
    let consistent = verdicts.iter().all(|v| v.complies);
    let out = if json {
        crate::report::to_json(&CheckJson {
            file: path.display().to_string(),
            system: "team-2026",
            edition_reason: reason,
            rules,
            consistent,
            rounds: verdicts,
        })
    } else {
        let rounds = verdicts.iter().map(|v| {
            let c = v.criterion.unwrap_or(team::Criterion::C3);
            super::departures::Departure {
                round: v.round,
                complies: v.complies,
                rule: (c.code(), c.article(), c.text()),
                boards: &v.boards,
                detail: &v.detail,
                engine: v.engine.as_ref(),
            }
        });
        super::departures::text(&format!("{} — {}", path.display(), heading(reason)), "C.04.6", rounds)
    };
    std::io::stdout().write_all(out.as_bytes())?;
    Ok(if consistent { ExitStatus::Ok } else { ExitStatus::Findings })
}
