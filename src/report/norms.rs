//! Rendering norm checks (B.01) as text; JSON is the serialised result.

use crate::norms::PlayerNorms;
use std::fmt::Write;

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
                c.required_score.map_or(String::new(), |s| format!(", needs {s}"))
            );
            if explain || c.norm {
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
