//! Rendering team standings: a text table (with each figure's steps under `--explain`), TSV
//! (one row per team: team number, rank, MP, GP, one column per tie-break) and the
//! differences found by `--against`.

use crate::results::teams::TeamStandings;
use crate::results::teams::compare::TeamDifference;
use std::fmt::Write;

/// The text table; with `explain`, the steps of every figure of the teams in `only` (all when
/// empty).
#[must_use]
pub fn text(s: &TeamStandings, header: &str, explain: bool, only: &[u16]) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "{header}");
    let m = &s.match_scoring;
    let _ = writeln!(
        out,
        "rounds counted: {} of {}; {} boards; match points {}/{}/{} (win/draw/loss); ranked by {} first",
        s.options.rounds,
        s.options.total_rounds,
        s.boards,
        m.win,
        m.draw,
        m.loss,
        s.options.primary.acronym()
    );
    let _ = writeln!(out);
    let mut head = format!("{:>4} {:>4}  {:<28} {:>5} {:>6}", "Rank", "No", "Team", "MP", "GP");
    for tb in &s.tiebreaks {
        let _ = write!(head, " {tb:>9}");
    }
    let _ = writeln!(out, "{head}");
    for r in &s.rows {
        let name: String = r.name.chars().take(28).collect();
        let _ = write!(out, "{:>4} {:>4}  {:<28} {:>5} {:>6}", r.rank, r.number, name, r.match_points, r.game_points);
        for v in &r.values {
            let _ = write!(out, " {:>9}", v.display());
        }
        let _ = writeln!(out);
    }
    if explain {
        for r in s.rows.iter().filter(|r| only.is_empty() || only.contains(&r.number)) {
            let why = match r.decided_by.as_deref() {
                Some(d) if d == s.options.primary.acronym() => format!("placed by {d} alone"),
                Some(d) => format!("separated from the teams on the same {} by {d}", s.options.primary.acronym()),
                None if s.rows.iter().filter(|x| x.rank == r.rank).count() > 1 => {
                    "still tied after the whole list (drawing of lots, C.07 4.2)".to_owned()
                }
                None => format!("placed by {} alone", s.options.primary.acronym()),
            };
            let _ = writeln!(
                out,
                "\nTeam {} {} — rank {}, {} MP, {} GP; {why}",
                r.number, r.name, r.rank, r.match_points, r.game_points
            );
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
    rows.sort_by_key(|r| r.number);
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
pub fn differences(diffs: &[TeamDifference], other: &str) -> String {
    let mut out = String::new();
    if diffs.is_empty() {
        let _ = writeln!(out, "no differences with {other}");
        return out;
    }
    let _ = writeln!(out, "{} difference(s) with {other}:", diffs.len());
    for d in diffs {
        let _ = writeln!(out, "team {} ({}): {} — arbitro {}, other {}", d.team, d.name, d.column, d.ours, d.theirs);
        for l in &d.explain {
            let _ = writeln!(out, "    {l}");
        }
    }
    out
}
