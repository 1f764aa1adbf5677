//! Rendering rating calculations (B.02) as text; JSON is the serialised result.

use crate::results::ratings::PlayerRating;
use std::fmt::Write;

/// A table of every player, then (with `explain`) the steps for the players in `only`
/// (everyone when empty).
#[must_use]
pub fn text(rows: &[PlayerRating], header: &str, explain: bool, only: &[u16]) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "{header}\n");
    let _ = writeln!(
        out,
        "{:>4}  {:<28} {:>5} {:>3} {:>5} {:>5} {:>4} {:>8} {:>6} {:>5} {:>5}",
        "TPN", "Name", "Rtg", "N", "Pts", "Ra", "K", "K×ΣΔR", "Chg", "New", "Perf"
    );
    for r in rows.iter().filter(|r| only.is_empty() || only.contains(&r.tpn.0)) {
        let name: String = r.name.chars().take(28).collect();
        let opt = |v: Option<i64>| v.map_or(String::new(), |x| x.to_string());
        // An initial rating not (yet) published shows no new rating (7.1.4).
        let new = r.new_value();
        let _ = writeln!(
            out,
            "{:>4}  {:<28} {:>5} {:>3} {:>5} {:>5} {:>4} {:>8} {:>6} {:>5} {:>5}",
            r.tpn.0,
            name,
            r.rating.map_or("-".to_owned(), |x| x.to_string()),
            r.games.len(),
            r.score.to_string(),
            opt(r.average_opponents),
            r.k.map_or(String::new(), |k| k.to_string()),
            r.change_exact.map_or(String::new(), |c| format!("{:.2}", c as f64 / 100.0)),
            r.change.map_or(String::new(), |c| format!("{c:+}")),
            opt(new),
            opt(r.performance),
        );
    }
    if explain {
        for r in rows.iter().filter(|r| only.is_empty() || only.contains(&r.tpn.0)) {
            let _ = writeln!(out, "\nPlayer {} {}", r.tpn, r.name);
            for e in &r.excluded {
                let _ = writeln!(out, "    R{}: not rated — {}", e.round, e.reason);
            }
            for l in &r.explain {
                let _ = writeln!(out, "    {l}");
            }
        }
    }
    out
}
