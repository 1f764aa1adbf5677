//! The Dubov System (C.04.4.1, 2026) on the command line: `--rules dubov-2026` (or record 192
//! `FIDE_DUBOV…` on a tournament started from 1 February 2026) for `pair` and `check`.

use super::{CliError, ExitStatus};
use crate::pairing::dubov::{self, check::Verdict};
use crate::pairing::{Pairing, PairingError};
use crate::rules::DutchEdition;
use crate::tournament::{RoundNo, Tournament};
use serde::Serialize;
use std::io::Write;
use std::path::Path;

/// A pairing system and edition named by `--rules`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum SystemRules {
    /// The Dutch system.
    Dutch(DutchEdition),
    /// The Dubov system, 2026 edition.
    Dubov2026,
    /// The Swiss Team pairing system, 2026 edition.
    Team2026,
    /// The Burstein system, 2026 edition.
    Burstein2026,
}

impl SystemRules {
    /// The Dutch edition, if the Dutch system was named.
    #[must_use]
    pub fn dutch(self) -> Option<DutchEdition> {
        match self {
            SystemRules::Dutch(e) => Some(e),
            SystemRules::Dubov2026 | SystemRules::Team2026 | SystemRules::Burstein2026 => None,
        }
    }
}

/// The first day the 2026 Dubov text applies.
const DUBOV_2026: crate::tournament::types::Date = crate::tournament::types::Date { year: 2026, month: 2, day: 1 };

/// Parses `--rules`: `dutch-2017`, `dutch-2026`, `dubov-2026`, `burstein-2026`, `team-2026`.
///
/// # Errors
/// An unknown name, or a Dubov edition arbitro does not implement.
pub fn parse_rules(s: &str) -> Result<SystemRules, String> {
    let low = s.to_ascii_lowercase();
    if low == "dubov-2026" || low == "dubov" || low == "fide_dubov_2026" {
        return Ok(SystemRules::Dubov2026);
    }
    if low == "burstein-2026" || low == "burstein" || low == "fide_burstein_2026" {
        return Ok(SystemRules::Burstein2026);
    }
    if low.starts_with("burstein") {
        return Err(format!(
            "'{s}': only the 2026 edition of the Burstein System (burstein-2026) is implemented; the original, Index and 2025 texts are not"
        ));
    }
    if low.starts_with("team") {
        return super::team::parse_rules(s).map(|()| SystemRules::Team2026);
    }
    if low.starts_with("dubov") {
        return Err(format!(
            "'{s}': only the 2026 edition of the Dubov System (dubov-2026) is implemented; the 1997 and 2018 texts are not"
        ));
    }
    DutchEdition::from_flag(s)
        .map(SystemRules::Dutch)
        .ok_or_else(|| format!("expected dutch-2017, dutch-2026, dubov-2026, burstein-2026 or team-2026, found '{s}'"))
}

/// Why the Dubov System applies: the flag, or record 192 with the tournament's dates.
///
/// # Errors
/// Record 192 names the Dubov System for a tournament under an earlier edition (exit 2).
pub fn dubov_applies(path: &Path, t: &Tournament, flag: Option<SystemRules>) -> Result<Option<String>, CliError> {
    match flag {
        Some(SystemRules::Dubov2026) => return Ok(Some("chosen with --rules".to_owned())),
        Some(SystemRules::Dutch(_) | SystemRules::Team2026 | SystemRules::Burstein2026) => return Ok(None),
        None => {}
    }
    let Some(code) = t.info.encoded_type.as_deref().map(str::trim) else { return Ok(None) };
    if !code.to_ascii_uppercase().starts_with("FIDE_DUBOV") {
        return Ok(None);
    }
    let date = t.info.start.or_else(|| t.info.round_dates.iter().flatten().next().copied());
    match date {
        Some(d) if d < DUBOV_2026 => Err(CliError::Other(format!(
            "{}: record 192 says {code} and the tournament started on {d}: the Dubov edition in force then (2018) \
             is not implemented; pass --rules dubov-2026 to apply the 2026 text",
            path.display()
        ))),
        Some(d) => Ok(Some(format!("record 192 says {code}; the tournament started on {d}"))),
        None => Ok(Some(format!("record 192 says {code}; the file has no dates: the edition in force today"))),
    }
}

/// The heading of a Dubov report.
#[must_use]
pub fn heading(reason: &str) -> String {
    format!("FIDE Dubov system, 2026 edition (C.04.4.1, from 1 Feb 2026) — {reason}")
}

#[derive(Serialize)]
struct PairJson<'a> {
    round: u16,
    system: &'static str,
    edition_reason: &'a str,
    boards: Vec<BoardJson>,
    bye: Option<u16>,
}

#[derive(Serialize)]
struct BoardJson {
    board: usize,
    white: u16,
    black: u16,
}

/// `pair` under the Dubov System: the round's boards as text or JSON, or the pair list (`-p`).
///
/// # Errors
/// A pair-list file that cannot be written.
pub fn pair(
    path: &Path,
    t: &Tournament,
    round: RoundNo,
    reason: &str,
    json: bool,
    pair_list: Option<&Path>,
) -> Result<ExitStatus, CliError> {
    let p = match dubov::pair(t, round) {
        Ok(p) => p,
        Err(PairingError::NoValidPairing { round, reason: why }) => {
            eprintln!("{}: round {round}: no valid pairing exists ({}): {why}", path.display(), heading(reason));
            return Ok(ExitStatus::Findings);
        }
        Err(PairingError::Input(m)) => return Err(CliError::Input(m)),
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
            system: "dubov-2026",
            edition_reason: reason,
            boards: p
                .boards
                .iter()
                .enumerate()
                .map(|(i, b)| BoardJson { board: i + 1, white: b.white.0, black: b.black.0 })
                .collect(),
            bye: p.bye.map(|b| b.0),
        })
    } else {
        table(t, round, &p, reason)
    };
    std::io::stdout().write_all(out.as_bytes())?;
    Ok(ExitStatus::Ok)
}

/// How `pair --walkthrough` prints a Dubov walk.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum WalkStyle {
    /// Plain text.
    Text,
    /// Markdown, for lecture notes.
    Markdown,
    /// JSON.
    Json,
}

/// `pair --walkthrough` under the Dubov System: the round paired step by step in the text's
/// procedure ([`dubov::walkthrough`]); `bracket` keeps only the scoregroup of that score.
///
/// # Errors
/// `--bracket` naming no scoregroup of the round (exit 2).
pub fn walkthrough(
    path: &Path,
    t: &Tournament,
    round: RoundNo,
    reason: &str,
    style: WalkStyle,
    bracket: Option<crate::tournament::Points>,
) -> Result<ExitStatus, CliError> {
    let ctx = dubov::Ctx::new(t, round);
    let mut w = match dubov::walkthrough::walk(&ctx) {
        Ok(w) => w,
        Err(e) => {
            eprintln!("{}: round {round}: no valid pairing exists ({}): {}", path.display(), heading(reason), e.0);
            return Ok(ExitStatus::Findings);
        }
    };
    if let Some(score) = bracket {
        w.brackets.retain(|b| b.score == score);
        if w.brackets.is_empty() {
            return Err(CliError::Other(format!(
                "--bracket {score}: round {round} has no scoregroup of {score} points"
            )));
        }
    }
    let out = match style {
        WalkStyle::Json => crate::report::to_json(&w),
        WalkStyle::Markdown => dubov::walkthrough::render::render(&w, &heading(reason), true),
        WalkStyle::Text => dubov::walkthrough::render::render(&w, &heading(reason), false),
    };
    std::io::stdout().write_all(out.as_bytes())?;
    Ok(ExitStatus::Ok)
}

fn table(t: &Tournament, round: RoundNo, p: &Pairing, reason: &str) -> String {
    let ctx = dubov::Ctx::new(t, round);
    let who = |x: crate::tournament::Tpn| -> String {
        let name = t.player(x).map_or("", |p| p.name.as_str());
        let pl = ctx.players.iter().find(|q| q.tpn == x);
        let score = pl.map_or_else(String::new, |q| q.score.to_string());
        let aro = pl.map_or(0, |q| q.aro);
        let pref = pl.map_or_else(String::new, |q| q.pref.symbol());
        format!("{:>4} {:<22} {:>5} {:>4} {:>3}", x.0, name.chars().take(22).collect::<String>(), score, aro, pref)
    };
    let mut s = format!("Round {round} — {}\n", heading(reason));
    s.push_str(&format!("{:>5}  {:<42}  {:<42}\n", "Board", "White (TPN name score ARO pref)", "Black"));
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
    consistent: bool,
    rounds: Vec<Verdict>,
}

/// `check` under the Dubov System: every recorded round (or one, or a proposed next round),
/// each with the first criterion on which it departs.
///
/// # Errors
/// None beyond writing the report.
pub fn check(
    path: &Path,
    t: &Tournament,
    rounds: &[(RoundNo, Pairing)],
    reason: &str,
    json: bool,
) -> Result<ExitStatus, CliError> {
    let mut verdicts = Vec::new();
    for (r, p) in rounds {
        let cut = if r.0 <= t.rounds_recorded() { t.cut_before(*r) } else { t.clone() };
        let v = match dubov::check::check(&cut, *r, p) {
            Ok(v) => v,
            Err(e) => Verdict {
                round: *r,
                complies: false,
                criterion: Some(dubov::Criterion::C4),
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
            system: "dubov-2026",
            edition_reason: reason,
            consistent,
            rounds: verdicts,
        })
    } else {
        let rounds = verdicts.iter().map(|v| {
            let c = v.criterion.unwrap_or(dubov::Criterion::C4);
            super::departures::Departure {
                round: v.round,
                complies: v.complies,
                rule: (c.code(), c.article(), c.text()),
                boards: &v.boards,
                detail: &v.detail,
                engine: v.engine.as_ref(),
            }
        });
        super::departures::text(&format!("{} — {}", path.display(), heading(reason)), "C.04.4.1", rounds)
    };
    std::io::stdout().write_all(out.as_bytes())?;
    Ok(if consistent { ExitStatus::Ok } else { ExitStatus::Findings })
}
