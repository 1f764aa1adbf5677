//! The Burstein System (C.04.4.2, 2026) on the command line: `--rules burstein-2026` (or record
//! 192 `FIDE_BURSTEIN…` on a tournament started from 1 February 2026) for `pair` and `check`.

use super::dubov::SystemRules;
use super::{CliError, ExitStatus};
use crate::pairing::burstein::{self, check::Verdict};
use crate::pairing::{Pairing, PairingError};
use crate::tournament::{RoundNo, Tournament};
use serde::Serialize;
use std::io::Write;
use std::path::Path;

/// The first day the 2026 Burstein text applies.
const BURSTEIN_2026: crate::tournament::types::Date = crate::tournament::types::Date { year: 2026, month: 2, day: 1 };

/// Why the Burstein System applies: the flag, or record 192 with the tournament's dates.
///
/// # Errors
/// Record 192 names the Burstein System for a tournament under an earlier edition (exit 2).
pub fn burstein_applies(path: &Path, t: &Tournament, flag: Option<SystemRules>) -> Result<Option<String>, CliError> {
    match flag {
        Some(SystemRules::Burstein2026) => return Ok(Some("chosen with --rules".to_owned())),
        Some(_) => return Ok(None),
        None => {}
    }
    let Some(code) = t.info.encoded_type.as_deref().map(str::trim) else { return Ok(None) };
    if !code.to_ascii_uppercase().starts_with("FIDE_BURSTEIN") {
        return Ok(None);
    }
    let date = t.info.start.or_else(|| t.info.round_dates.iter().flatten().next().copied());
    match date {
        Some(d) if d < BURSTEIN_2026 => Err(CliError::Other(format!(
            "{}: record 192 says {code} and the tournament started on {d}: the Burstein edition in force then \
             (the \"Index\" text until 30 June 2025, or the original one) is not implemented; pass --rules burstein-2026 to apply the 2026 text",
            path.display()
        ))),
        Some(d) => Ok(Some(format!("record 192 says {code}; the tournament started on {d}"))),
        None => Ok(Some(format!("record 192 says {code}; the file has no dates: the edition in force today"))),
    }
}

/// The heading of a Burstein report.
#[must_use]
pub fn heading(reason: &str) -> String {
    format!("FIDE Burstein system, 2026 edition (C.04.4.2, from 1 Feb 2026) — {reason}")
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

/// `pair` under the Burstein System: the round's boards as text or JSON, or the pair list (`-p`).
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
    let p = match burstein::pair(t, round) {
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
            system: "burstein-2026",
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

fn table(t: &Tournament, round: RoundNo, p: &Pairing, reason: &str) -> String {
    let ctx = burstein::Ctx::new(t, round);
    let who = |x: crate::tournament::Tpn| -> String {
        let name = t.player(x).map_or("", |p| p.name.as_str());
        let pl = ctx.players.iter().find(|q| q.tpn == x);
        let score = pl.map_or_else(String::new, |q| q.score.to_string());
        let bh = pl.map_or(0, |q| q.index.buchholz);
        let pref = pl.map_or_else(String::new, |q| q.pref.symbol());
        format!(
            "{:>4} {:<22} {:>5} {:>3}.{} {:>3}",
            x.0,
            name.chars().take(22).collect::<String>(),
            score,
            bh / 10,
            bh % 10,
            pref
        )
    };
    let mut s = format!("Round {round} — {}\n", heading(reason));
    s.push_str(&format!("{:>5}  {:<42}  {:<42}\n", "Board", "White (TPN name score Buchholz pref)", "Black"));
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

/// `check` under the Burstein System: every recorded round (or one, or a proposed next round),
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
        let v = match burstein::check::check(&cut, *r, p) {
            Ok(v) => v,
            Err(e) => Verdict {
                round: *r,
                complies: false,
                criterion: Some(burstein::Criterion::C4),
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
            system: "burstein-2026",
            edition_reason: reason,
            consistent,
            rounds: verdicts,
        })
    } else {
        let rounds = verdicts.iter().map(|v| {
            let c = v.criterion.unwrap_or(burstein::Criterion::C4);
            super::departures::Departure {
                round: v.round,
                complies: v.complies,
                rule: (c.code(), c.article(), c.text()),
                boards: &v.boards,
                detail: &v.detail,
                engine: v.engine.as_ref(),
            }
        });
        super::departures::text(&format!("{} — {}", path.display(), heading(reason)), "C.04.4.2", rounds)
    };
    std::io::stdout().write_all(out.as_bytes())?;
    Ok(if consistent { ExitStatus::Ok } else { ExitStatus::Findings })
}
