//! Rendering standings with tie-breaks: text table, TSV (one row per player: TPN, rank,
//! one column per tie-break) and JSON; plus the explanation of each figure.

use crate::core::order::StableSort;
use crate::core::words::{Lang, Phrase, decimal};
use crate::results::tiebreaks::Standings;
use crate::results::tiebreaks::compare::Difference;
use std::fmt::Write;

/// The text table in `lang`; with `explain`, each figure's steps follow the table (for the
/// players in `only`, or everyone when empty).
#[must_use]
pub fn text(s: &Standings, header: &str, explain: bool, only: &[u16], lang: Lang) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "{header}");
    let counted =
        Phrase::new("standings-rounds-counted").arg("rounds", s.options.rounds).arg("of", s.options.total_rounds);
    let _ = writeln!(out, "{}", counted.say(lang));
    let _ = writeln!(out);
    let col = |id: &'static str| Phrase::new(id).say(lang);
    let mut head = format!(
        "{:>4} {:>4}  {:<28} {:>5} {:>6}",
        col("col-rank"),
        col("col-tpn"),
        col("col-name"),
        col("col-rating"),
        col("col-points")
    );
    for tb in &s.tiebreaks {
        let _ = write!(head, " {tb:>8}");
    }
    let _ = writeln!(out, "{head}");
    for r in &s.rows {
        // Bidirectional controls dropped: a name cannot reverse the rest of its row.
        let name: String = crate::core::bidi::inert(&r.name).chars().take(28).collect();
        // Rank 0: no rank (a quick-entry exercise's player among made-up players).
        let rank = if r.rank == 0 { "-".to_owned() } else { r.rank.to_string() };
        let _ = write!(
            out,
            "{:>4} {:>4}  {:<28} {:>5} {:>6}",
            rank,
            r.tpn.0,
            name,
            r.rating.map_or(String::new(), |x| x.to_string()),
            decimal(lang, &r.points.to_string())
        );
        for v in &r.values {
            let _ = write!(out, " {:>8}", decimal(lang, &v.display()));
        }
        let _ = writeln!(out);
    }
    if explain {
        for r in s.rows.iter().filter(|r| only.is_empty() || only.contains(&r.tpn.0)) {
            let why = match &r.decided_by {
                Some(d) if d == "points" => Phrase::new("standings-by-points"),
                Some(d) => Phrase::new("standings-separated-by").arg("by", d.as_str()),
                None if s.rows.iter().filter(|x| x.rank == r.rank).count() > 1 => Phrase::new("standings-still-tied"),
                None => Phrase::new("standings-by-points"),
            };
            let who = Phrase::new(if r.rank == 0 { "standings-player" } else { "standings-player-ranked" })
                .arg("tpn", r.tpn.0)
                .arg("name", r.name.as_str())
                .arg("rank", r.rank)
                .count("points", "count", r.points)
                .arg("why", why);
            let _ = writeln!(out, "\n{}", who.say(lang));
            for (tb, v) in s.tiebreaks.iter().zip(&r.values) {
                let _ = writeln!(out, "  {tb} = {}", decimal(lang, &v.display()));
                for l in &v.explain {
                    let _ = writeln!(out, "    {}", l.say(lang));
                }
            }
        }
    }
    out
}

/// Tab-separated values: `TPN`, `Rank`, then one column per tie-break in the given order.
#[must_use]
pub fn tsv(s: &Standings) -> String {
    let mut out = String::from("TPN\tRank");
    for tb in &s.tiebreaks {
        out.push('\t');
        out.push_str(tb);
    }
    out.push('\n');
    let mut rows: Vec<_> = s.rows.iter().collect();
    rows.stable_sort_by_key(&|r| r.tpn);
    for r in rows {
        let _ = write!(out, "{}\t{}", r.tpn, if r.rank == 0 { String::new() } else { r.rank.to_string() });
        for v in &r.values {
            // An undefined figure (no games to average) is an empty cell, not 0.
            let _ = write!(out, "\t{}", if v.defined { v.display() } else { String::new() });
        }
        out.push('\n');
    }
    out
}

/// The differences found by `--against`, each with arbitro's explanation, in `lang`.
#[must_use]
pub fn differences(diffs: &[Difference], other: &str, lang: Lang) -> String {
    let mut out = String::new();
    if diffs.is_empty() {
        let _ = writeln!(out, "{}", Phrase::new("diff-none").arg("other", other).say(lang));
        return out;
    }
    let _ = writeln!(out, "{}", Phrase::new("diff-count").arg("count", diffs.len()).arg("other", other).say(lang));
    for d in diffs {
        let line = Phrase::new("diff-line")
            .arg("tpn", d.tpn)
            .arg("name", d.name.as_str())
            .arg("column", d.column.as_str())
            .dec("ours", d.ours.as_str())
            .arg("theirs", d.theirs.as_str());
        let _ = writeln!(out, "{}", line.say(lang));
        for l in &d.explain {
            let _ = writeln!(out, "    {}", l.say(lang));
        }
    }
    out
}
