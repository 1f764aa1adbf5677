//! Rendering team standings: a text table (with each figure's steps under `--explain`), TSV
//! (one row per team: team number, rank, MP, GP, one column per tie-break) and the
//! differences found by `--against`.

use crate::core::order::StableSort;
use crate::core::words::{Lang, Phrase, decimal};
use crate::results::teams::TeamStandings;
use crate::results::teams::compare::TeamDifference;
use std::fmt::Write;

/// The text table; with `explain`, the steps of every figure of the teams in `only` (all when
/// empty).
#[must_use]
pub fn text(s: &TeamStandings, header: &str, explain: bool, only: &[u16], lang: Lang) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "{header}");
    let m = &s.match_scoring;
    let counted = Phrase::new("team-rounds-counted")
        .arg("rounds", s.options.rounds)
        .arg("of", s.options.total_rounds)
        .arg("boards", s.boards)
        .dec("win", m.win)
        .dec("draw", m.draw)
        .dec("loss", m.loss)
        .arg("primary", s.options.primary.acronym());
    let _ = writeln!(out, "{}", counted.say(lang));
    let _ = writeln!(out);
    let col = |id: &'static str| Phrase::new(id).say(lang);
    let mut head = format!(
        "{:>4} {:>4}  {:<28} {:>5} {:>6}",
        col("col-rank"),
        col("col-team-number"),
        col("col-team"),
        "MP",
        "GP"
    );
    for tb in &s.tiebreaks {
        let _ = write!(head, " {tb:>9}");
    }
    let _ = writeln!(out, "{head}");
    for r in &s.rows {
        let name: String = r.name.chars().take(28).collect();
        let _ = write!(
            out,
            "{:>4} {:>4}  {:<28} {:>5} {:>6}",
            r.rank,
            r.number,
            name,
            decimal(lang, &r.match_points.to_string()),
            decimal(lang, &r.game_points.to_string())
        );
        for v in &r.values {
            let _ = write!(out, " {:>9}", decimal(lang, &v.display()));
        }
        let _ = writeln!(out);
    }
    if explain {
        for r in s.rows.iter().filter(|r| only.is_empty() || only.contains(&r.number)) {
            let primary = s.options.primary.acronym();
            let why = match r.decided_by.as_deref() {
                Some(d) if d == primary => Phrase::new("team-placed-by").arg("by", d),
                Some(d) => Phrase::new("team-separated-by").arg("primary", primary).arg("by", d),
                None if s.rows.iter().filter(|x| x.rank == r.rank).count() > 1 => Phrase::new("standings-still-tied"),
                None => Phrase::new("team-placed-by").arg("by", primary),
            };
            let who = Phrase::new("team-line")
                .arg("number", r.number)
                .arg("name", r.name.as_str())
                .arg("rank", r.rank)
                .dec("mp", r.match_points)
                .dec("gp", r.game_points)
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

/// Tab-separated: `Team`, `Rank`, `MP`, `GP`, then one column per tie-break.
#[must_use]
pub fn tsv(s: &TeamStandings) -> String {
    let mut out = String::from("Team\tRank\tMP\tGP");
    for tb in &s.tiebreaks {
        out.push('\t');
        out.push_str(tb);
    }
    out.push('\n');
    let mut rows: Vec<_> = s.rows.iter().collect();
    rows.stable_sort_by_key(&|r| r.number);
    for r in rows {
        let _ = write!(out, "{}\t{}\t{}\t{}", r.number, r.rank, r.match_points, r.game_points);
        for v in &r.values {
            let _ = write!(out, "\t{}", if v.defined { v.display() } else { String::new() });
        }
        out.push('\n');
    }
    out
}

/// The differences found by `--against`, each with arbitro's explanation.
#[must_use]
pub fn differences(diffs: &[TeamDifference], other: &str, lang: Lang) -> String {
    let mut out = String::new();
    if diffs.is_empty() {
        let _ = writeln!(out, "{}", Phrase::new("diff-none").arg("other", other).say(lang));
        return out;
    }
    let _ = writeln!(out, "{}", Phrase::new("diff-count").arg("count", diffs.len()).arg("other", other).say(lang));
    for d in diffs {
        let line = Phrase::new("team-diff-line")
            .arg("team", d.team)
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
