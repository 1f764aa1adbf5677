//! Rendering rating calculations (B.02) as text, in Spanish or English; JSON is the
//! serialised result.

use crate::core::words::{Lang, Phrase, decimal};
use crate::results::ratings::PlayerRating;
use std::fmt::Write;

/// The header, a table of every player, then (with `explain`) the steps for the players in
/// `only` (everyone when empty).
#[must_use]
pub fn text(rows: &[PlayerRating], header: &str, explain: bool, only: &[u16], lang: Lang) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "{header}\n");
    let col = |id: &'static str| Phrase::new(id).say(lang);
    let _ = writeln!(
        out,
        "{:>4}  {:<28} {:>5} {:>3} {:>5} {:>5} {:>4} {:>8} {:>6} {:>5} {:>5}",
        col("col-tpn"),
        col("col-name"),
        col("col-rating"),
        "N",
        col("col-points"),
        "Ra",
        "K",
        "K×ΣΔR",
        col("col-change"),
        col("col-new"),
        col("col-performance")
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
            decimal(lang, &r.score.to_string()),
            opt(r.average_opponents),
            r.k.map_or(String::new(), |k| k.to_string()),
            r.change_exact.map_or(String::new(), |c| decimal(lang, &format!("{:.2}", c as f64 / 100.0))),
            r.change.map_or(String::new(), |c| format!("{c:+}")),
            opt(new),
            opt(r.performance),
        );
    }
    if explain {
        for r in rows.iter().filter(|r| only.is_empty() || only.contains(&r.tpn.0)) {
            let _ =
                writeln!(out, "\n{}", Phrase::new("player").arg("tpn", r.tpn.0).arg("name", r.name.as_str()).say(lang));
            for e in &r.excluded {
                let line = Phrase::new("rating-not-rated").arg("round", e.round.0).arg("reason", e.reason.clone());
                let _ = writeln!(out, "    {}", line.say(lang));
            }
            for l in &r.explain {
                let _ = writeln!(out, "    {}", l.say(lang));
            }
        }
    }
    out
}
