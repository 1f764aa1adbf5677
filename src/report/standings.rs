//! Rendering standings with tie-breaks: text table, TSV (one row per player: TPN, rank,
//! one column per tie-break) and JSON; plus the explanation of each figure.

use crate::results::tiebreaks::Standings;
use crate::results::tiebreaks::compare::Difference;
use std::fmt::Write;

/// The text table; with `explain`, each figure's steps follow the table (for the players
/// in `only`, or everyone when empty).
#[must_use]
pub fn text(s: &Standings, header: &str, explain: bool, only: &[u16]) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "{header}");
    let _ = writeln!(out, "rounds counted: {} of {}", s.options.rounds, s.options.total_rounds);
    let _ = writeln!(out);
    let mut head = format!("{:>4} {:>4}  {:<28} {:>5} {:>6}", "Rank", "TPN", "Name", "Rtg", "Pts");
    for tb in &s.tiebreaks {
        let _ = write!(head, " {tb:>8}");
    }
    let _ = writeln!(out, "{head}");
    for r in &s.rows {
        let name: String = r.name.chars().take(28).collect();
        // Rank 0: no rank (a quick-entry exercise's player among made-up players).
        let rank = if r.rank == 0 { "-".to_owned() } else { r.rank.to_string() };
        let _ = write!(
            out,
            "{:>4} {:>4}  {:<28} {:>5} {:>6}",
            rank,
            r.tpn.0,
            name,
            r.rating.map_or(String::new(), |x| x.to_string()),
            r.points
        );
        for v in &r.values {
            let _ = write!(out, " {:>8}", v.display());
        }
        let _ = writeln!(out);
    }
    if explain {
        for r in s.rows.iter().filter(|r| only.is_empty() || only.contains(&r.tpn.0)) {
            let why = match &r.decided_by {
                Some(d) if d == "points" => "placed by points alone".to_owned(),
                Some(d) => format!("separated from the players on the same points by {d}"),
                None if s.rows.iter().filter(|x| x.rank == r.rank).count() > 1 => {
                    "still tied after the whole list (drawing of lots, C.07 4.2)".to_owned()
                }
                None => "placed by points alone".to_owned(),
            };
            if r.rank == 0 {
                let _ = writeln!(out, "\nPlayer {} {} — {} points", r.tpn, r.name, r.points);
            } else {
                let _ = writeln!(out, "\nPlayer {} {} — rank {}, {} points; {why}", r.tpn, r.name, r.rank, r.points);
            }
            for (tb, v) in s.tiebreaks.iter().zip(&r.values) {
                let _ = writeln!(out, "  {tb} = {}", v.display());
                for l in &v.explain {
                    let _ = writeln!(out, "    {l}");
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
    rows.sort_by_key(|r| r.tpn);
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

/// The differences found by `--against`, each with arbitro's explanation.
#[must_use]
pub fn differences(diffs: &[Difference], other: &str) -> String {
    let mut out = String::new();
    if diffs.is_empty() {
        let _ = writeln!(out, "no differences with {other}");
        return out;
    }
    let _ = writeln!(out, "{} difference(s) with {other}:", diffs.len());
    for d in diffs {
        let _ = writeln!(out, "player {} ({}): {} — arbitro {}, other {}", d.tpn, d.name, d.column, d.ours, d.theirs);
        for l in &d.explain {
            let _ = writeln!(out, "    {l}");
        }
    }
    out
}
