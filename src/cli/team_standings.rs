//! `arbitro standings FILE --teams`: team standings from the TRF-2026 team records, with the
//! team tie-breaks of C.07 (see [`crate::results::teams`]), explanations and `--against`.

use super::standings::{Args, Format, tiebreak_rules};
use super::{CliError, ExitStatus, Loaded};
use crate::core::words::{Lang, Phrase};
use crate::report::{team_standings as render, to_json};
use crate::results::teams::{
    ScoreKind, TeamEvent, TeamOptions, TeamTiebreak, compare, parse_match_points, parse_team_list, team_standings,
};
use crate::tournament::Tournament;
use std::io::Write;

/// Whether record 192 names a team event (`FIDE_TEAM…`, `CUSTOM_TEAM…`).
#[must_use]
pub fn declares_team_event(t: &Tournament) -> bool {
    t.info.encoded_type.as_deref().is_some_and(|c| {
        let c = c.trim().to_ascii_uppercase();
        c.starts_with("FIDE_TEAM") || c.starts_with("CUSTOM_TEAM")
    })
}

/// The primary score: `--primary`, else record 192 (`…_GP_MP`, `…_GP`: game points), else
/// match points.
fn primary(flag: Option<&str>, t: &Tournament, lang: Lang) -> Result<(ScoreKind, Phrase), CliError> {
    if let Some(f) = flag {
        return match f.to_ascii_lowercase().as_str() {
            "mp" => Ok((ScoreKind::Mp, Phrase::new("team-from-flag").arg("flag", "--primary"))),
            "gp" => Ok((ScoreKind::Gp, Phrase::new("team-from-flag").arg("flag", "--primary"))),
            _ => Err(CliError::Other(Phrase::new("team-error-primary").arg("found", f).say(lang))),
        };
    }
    let code = t.info.encoded_type.as_deref().unwrap_or("").trim().to_ascii_uppercase();
    let code = code.trim_end_matches("_BAKU");
    if code.ends_with("_GP_MP") || (code.ends_with("_GP") && !code.ends_with("_MP_GP")) {
        Ok((ScoreKind::Gp, Phrase::new("team-from-record-192").arg("code", code)))
    } else if code.ends_with("_MP_GP") || code.ends_with("_MP") {
        Ok((ScoreKind::Mp, Phrase::new("team-from-record-192").arg("code", code)))
    } else {
        Ok((ScoreKind::Mp, Phrase::new("team-primary-default")))
    }
}

/// The list: `--tiebreaks`, else record 212, else 202, read as team tie-breaks.
fn team_list(
    a: &Args,
    file: &std::path::Path,
    loaded: &Loaded,
    p: ScoreKind,
    lang: Lang,
) -> Result<(Vec<TeamTiebreak>, Phrase), CliError> {
    if let Some(text) = &a.tiebreaks {
        let l =
            parse_team_list(text, p).map_err(|e| CliError::Other(format!("--tiebreaks: {}", e.phrase().say(lang))))?;
        return Ok((l, Phrase::new("team-from-flag").arg("flag", "--tiebreaks")));
    }
    for code in ["212", "202"] {
        let Some(line) = loaded.doc.lines.iter().rev().find(|l| l.text.starts_with(code)) else { continue };
        let text = line.text.get(4..).unwrap_or("");
        let list = parse_team_list(text, p).map_err(|e| {
            let col = line.text.find(e.token.as_str()).map_or(5, |c| c + 1);
            let what = Phrase::new("record-error").arg("record", code).arg("error", e.phrase());
            CliError::Input(
                Phrase::new("error-at")
                    .arg("file", file.display().to_string())
                    .arg("line", line.number)
                    .arg("column", col)
                    .arg("what", what)
                    .say(lang),
            )
        })?;
        let list: Vec<TeamTiebreak> = if code == "212" { list.into_iter().skip(1).collect() } else { list };
        return Ok((list, Phrase::new("team-from-record").arg("code", code).arg("line", line.number)));
    }
    Ok((vec![], Phrase::new("team-from-nowhere")))
}

/// Runs the team standings.
///
/// # Errors
/// Unreadable or inconsistent input, bad team records (line and column), bad flags.
pub fn run(a: &Args, file: &std::path::Path, loaded: &Loaded) -> Result<ExitStatus, CliError> {
    let lang = a.lang.lang();
    let t = &loaded.tournament;
    let shown = file.display();
    let (primary, primary_from) = primary(a.primary.as_deref(), t, lang)?;
    let scoring = match &a.match_points {
        // The text's only error: not three numbers.
        Some(m) => Some(
            parse_match_points(m)
                .map_err(|_| CliError::Other(Phrase::new("error-match-points").arg("found", m.as_str()).say(lang)))?,
        ),
        None => None,
    };
    // A round whose matches were all forfeited (330) or byes (320) has no game in the player lines.
    let recorded = t.rounds_recorded().max(crate::results::teams::event::last_team_record_round(&loaded.doc));
    let rounds = a.round.unwrap_or(recorded);
    if rounds > recorded || (rounds == 0 && a.round.is_some()) {
        return Err(CliError::Other(
            Phrase::new("standings-error-round")
                .arg("file", shown.to_string())
                .arg("round", rounds)
                .arg("recorded", recorded)
                .say(lang),
        ));
    }
    super::ensure_results_valid(file, t, &loaded.doc, rounds, Phrase::new("report-team-standings"), lang)?;
    let ev = TeamEvent::build(&loaded.doc, t, scoring, rounds).map_err(|errs| {
        CliError::Input(errs.iter().map(|e| format!("{shown}: {}", e.say(lang))).collect::<Vec<_>>().join("\n"))
    })?;
    let (list, list_from) = team_list(a, file, loaded, primary, lang)?;
    let choice = tiebreak_rules(a.rules.as_deref(), "--rules", t, lang)?;
    let round_robin =
        if a.swiss { false } else { a.round_robin || t.declares_round_robin() || is_team_round_robin(&ev) };
    let opts = TeamOptions {
        primary,
        rounds,
        total_rounds: a.total_rounds.or(t.planned_rounds).unwrap_or(recorded).max(rounds),
        round_robin,
        edition: choice.edition,
        drawn_match_game_points: ev.drawn_match_game_points(t),
    };
    let s = team_standings(&ev, &list, opts);
    let mut status = ExitStatus::Ok;
    let out = if let Some(other) = &a.against {
        let ext = other.extension().map(|x| x.to_ascii_lowercase());
        let diffs = if ext.as_deref().is_some_and(|x| x == "trf" || x == "txt") {
            let o = super::load_tournament_in(other, lang)?;
            let oev =
                TeamEvent::build(&o.doc, &o.tournament, scoring, o.tournament.rounds_recorded()).map_err(|errs| {
                    CliError::Input(
                        errs.iter()
                            .map(|e| format!("{}: {}", other.display(), e.say(lang)))
                            .collect::<Vec<_>>()
                            .join("\n"),
                    )
                })?;
            compare::against_declared(&s, &oev.teams)
        } else {
            let text = std::fs::read_to_string(other).map_err(|e| {
                CliError::io(Phrase::new("error-cannot-read").arg("file", other.display().to_string()).say(lang), e)
            })?;
            compare::against_table(&s, &text)
                .map_err(|e| CliError::Input(format!("{}: {}", other.display(), e.0.say(lang))))?
        };
        if !diffs.is_empty() {
            status = ExitStatus::Findings;
        }
        match a.format {
            Format::Json => to_json(&diffs),
            _ => render::differences(&diffs, &other.display().to_string(), lang),
        }
    } else {
        let mut warnings = vec![];
        if list.is_empty() {
            warnings.push(Phrase::new("team-warning-no-tiebreaks").arg("primary", primary.acronym()));
        }
        match a.format {
            Format::Text => {
                let mut head = Phrase::new(if round_robin { "team-title-round-robin" } else { "team-title-swiss" })
                    .arg("rules", choice.phrase())
                    .arg("primary", primary.acronym())
                    .arg("primary-from", primary_from)
                    .arg("list-from", list_from)
                    .say(lang);
                for w in &warnings {
                    head.push('\n');
                    head.push_str(&Phrase::new("warning").arg("warning", w.clone()).say(lang));
                }
                render::text(&s, &head, a.explain, &a.player, lang)
            }
            Format::Tsv => {
                for w in &warnings {
                    eprintln!("arbitro: {}", Phrase::new("warning").arg("warning", w.clone()).say(lang));
                }
                render::tsv(&s)
            }
            Format::Json => to_json(&serde_json::json!({ "rules": choice, "warnings": warnings, "standings": s })),
        }
    };
    std::io::stdout().write_all(out.as_bytes())?;
    Ok(status)
}

/// Every team met every other team (a team round-robin).
fn is_team_round_robin(ev: &TeamEvent) -> bool {
    let n = ev.teams.len();
    n > 2
        && ev.teams.iter().all(|t| {
            let met: std::collections::BTreeSet<u16> = t.rounds.iter().filter_map(|r| r.opponent).collect();
            met.len() == n - 1
        })
}
