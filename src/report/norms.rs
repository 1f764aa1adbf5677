//! Rendering norm checks (B.01) as text; JSON is the serialised result.

use crate::results::norms::{PlayerNorms, QualifyingSwiss, SwissExemption};
use std::fmt::Write;

/// The line on the foreign-opponent exemption (1.4.3) under the header: declared by the
/// arbiter (1.4.3a–c), or the Swiss count of 1.4.3d (with `explain`, round by round).
#[must_use]
pub fn exemption_line(swiss: Option<&SwissExemption>, declared: bool, explain: bool) -> String {
    let mut out = String::new();
    if declared {
        let _ = write!(out, "\nForeign-opponent rules waived: declared exempt (1.4.3a–c).");
    }
    let Some(s) = swiss else {
        if !declared {
            let _ = write!(out, "\nSwiss exemption (1.4.3d): not examined (no host federation in record 032).");
        }
        return out;
    };
    let failing = s.rounds.iter().find(|r| !r.meets);
    let verdict = match failing {
        None => {
            "applies — every round had at least 20 foreign rated players from 3 federations, 10 of them GM/IM/WGM/WIM"
                .to_owned()
        }
        Some(r) => format!(
            "does not apply — round {}: {} foreign rated players, {} federations, {} GM/IM/WGM/WIM (needs 20, 3, 10)",
            r.round, r.foreign_rated, r.federations, r.titled
        ),
    };
    let rows = s.rounds.iter().map(|r| {
        (
            r.round,
            format!("{} foreign rated, {} federations, {} titled", r.foreign_rated, r.federations, r.titled),
            r.meets,
        )
    });
    out.push_str(&round_count(&format!("Swiss exemption (1.4.3d, host {})", s.host), &verdict, rows, explain));
    out
}

/// A headline with its verdict, then (with `explain`) one line per round.
fn round_count(title: &str, verdict: &str, rows: impl Iterator<Item = (u16, String, bool)>, explain: bool) -> String {
    let mut out = format!("\n{title}: {verdict}");
    if explain {
        for (round, text, meets) in rows {
            let _ = write!(out, "\n  R{round}: {text} — {}", if meets { "meets" } else { "short" });
        }
    }
    out
}

/// The line on 1.5.6a under the header: whether the event is a Swiss a title application
/// needs one norm from (with `explain`, round by round).
#[must_use]
pub fn qualifying_line(q: &QualifyingSwiss, explain: bool) -> String {
    let verdict = match q.rounds.iter().find(|r| !r.meets) {
        None => "yes".to_owned(),
        Some(r) => format!(
            "no — round {}: {}, average {} of {} rated",
            r.round,
            super::count(r.participants, "participant", "participants"),
            r.average,
            r.rated
        ),
    };
    let rows = q.rounds.iter().map(|r| {
        (
            r.round,
            format!(
                "{}, {} rated averaging {}",
                super::count(r.participants, "participant", "participants"),
                r.rated,
                r.average
            ),
            r.meets,
        )
    });
    round_count(
        "Swiss of 1.5.6a (every round 40 participants averaging 2000; an application with a norm after 30 Jun 2022 needs one such norm)",
        &verdict,
        rows,
        explain,
    )
}

/// One block per player: each norm's verdict, then (always for a norm, with `explain` for
/// every check) the checklist with articles.
#[must_use]
pub fn text(players: &[PlayerNorms], header: &str, explain: bool) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "{header}");
    for p in players {
        let _ = writeln!(out, "\nPlayer {} {} ({})", p.tpn, p.name, p.federation);
        for c in &p.checks {
            let _ = writeln!(
                out,
                "  {} norm: {} — {} games, {} points, Ra {}, Rp {}{}",
                c.title.name(),
                if c.norm { "YES" } else { "no" },
                c.games,
                c.score,
                c.average_rating,
                c.performance,
                needs(c)
            );
            if explain || c.norm {
                if let Some(g) = c.counts_as_games {
                    let _ = writeln!(out, "      counts as {g} games towards a title (1.5.1): {}", c.counts_as_why);
                }
                for n in &c.ignored {
                    let _ = writeln!(out, "      {n}");
                }
                for i in &c.items {
                    let _ = writeln!(
                        out,
                        "      [{}] {} {} ({}) — {}",
                        if i.pass { "pass" } else { "FAIL" },
                        i.code,
                        i.requirement,
                        i.article,
                        i.actual
                    );
                }
            }
        }
    }
    out
}

/// What score the player needs for the norm — or that none can give it, when a requirement
/// the score does not change is not met (B.01 1.4).
fn needs(c: &crate::results::norms::NormCheck) -> String {
    let unmet = c.unmet_regardless_of_score();
    if !unmet.is_empty() {
        return format!(", no score gives this norm ({} not met)", unmet.join(", "));
    }
    c.required_score.map_or_else(|| ", no score gives this norm".to_owned(), |s| format!(", needs {s}"))
}
