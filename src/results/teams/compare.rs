//! Comparing team standings with another program's (`standings --teams --against`): the
//! match points, game points and rank of the 310 records of a TRF, or a CSV/TSV table with a
//! team column (`Team`, `No`, `TPN` … or `Name`) and columns `Rank`, `MP`, `GP` or a
//! tie-break of the list.

use super::event::TeamEntry;
use super::standings::TeamStandings;
use crate::core::words::Phrase;
use crate::results::tiebreaks::compare::{ForeignTable, TableError, parse_decimal};
use crate::results::tiebreaks::fmt_hundredths;
use serde::Serialize;

/// One figure that differs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TeamDifference {
    /// Team number.
    pub team: u16,
    /// Name.
    pub name: String,
    /// Column (`Rank`, `MP`, `GP`, `EMGSB` …).
    pub column: String,
    /// arbitro's value.
    pub ours: String,
    /// The other value.
    pub theirs: String,
    /// How arbitro obtained its value.
    pub explain: Vec<Phrase>,
}

fn rank_explain(s: &TeamStandings, team: u16) -> Vec<Phrase> {
    let Some(r) = s.rows.iter().find(|r| r.number == team) else { return vec![] };
    let mut v = vec![format!("MP {}", r.match_points), format!("GP {}", r.game_points)];
    v.extend(s.tiebreaks.iter().zip(&r.values).map(|(tb, f)| format!("{tb} {}", f.display())));
    let line = match r.decided_by.as_deref() {
        Some(by) => Phrase::new("team-ranked-by").arg("by", by),
        None => Phrase::new("team-ranked-tied"),
    };
    vec![line.arg("primary", s.options.primary.acronym()).dec("values", v.join(", "))]
}

/// Compares with the match points, game points and ranks the 310 records declare (columns
/// 55–60, 62–67, 69–71); blank columns are not compared.
#[must_use]
pub fn against_declared(s: &TeamStandings, other: &[TeamEntry]) -> Vec<TeamDifference> {
    let mut out = vec![];
    for r in &s.rows {
        let Some(t) = other.iter().find(|t| t.number == r.number) else { continue };
        let mut push = |column: &str, ours: String, theirs: String, explain: Vec<Phrase>| {
            out.push(TeamDifference {
                team: r.number,
                name: r.name.clone(),
                column: column.into(),
                ours,
                theirs,
                explain,
            });
        };
        let explain_of = |k: &str| {
            let col = s.tiebreaks.iter().position(|x| x == k);
            col.map(|c| r.values[c].explain.clone())
                .unwrap_or_else(|| vec![Phrase::new("team-sum-of-rounds").arg("kind", k.to_owned())])
        };
        if let Some(mp) = t.declared_match_points.filter(|mp| *mp != r.match_points) {
            push("MP", r.match_points.to_string(), mp.to_string(), explain_of("MP"));
        }
        if let Some(gp) = t.declared_game_points.filter(|gp| *gp != r.game_points) {
            push("GP", r.game_points.to_string(), gp.to_string(), explain_of("GP"));
        }
        if let Some(rank) = t.declared_rank.filter(|k| *k != r.rank) {
            push("Rank", r.rank.to_string(), rank.to_string(), rank_explain(s, r.number));
        }
    }
    out
}

/// Compares with a CSV/TSV table.
///
/// # Errors
/// No header, no team column, or a row naming no team (line and column given).
pub fn against_table(s: &TeamStandings, text: &str) -> Result<Vec<TeamDifference>, TableError> {
    let table = ForeignTable::parse(text)?;
    let mut out = vec![];
    for (i, cells) in &table.rows {
        let row = table.player(*i, cells, &s.rows, |r| (r.number, r.name.as_str()))?;
        for (c, name) in table.cols.iter().enumerate() {
            if c == table.key_col {
                continue;
            }
            let theirs = cells.get(c).map_or("", String::as_str);
            let l = name.to_ascii_lowercase();
            let (ours, decimals, explain) = if l == "rank" {
                (i64::from(row.rank) * 100, 0, rank_explain(s, row.number))
            } else if l == "mp" && !s.tiebreaks.iter().any(|t| t == "MP") {
                (i64::from(row.match_points.0) * 10, 1, vec![Phrase::new("team-sum-of-rounds").arg("kind", "MP")])
            } else if l == "gp" && !s.tiebreaks.iter().any(|t| t == "GP") {
                (i64::from(row.game_points.0) * 10, 1, vec![Phrase::new("team-sum-of-rounds").arg("kind", "GP")])
            } else if let Some(k) = s.tiebreaks.iter().position(|tb| tb.eq_ignore_ascii_case(name)) {
                let f = &row.values[k];
                (f.hundredths, f.decimals, f.explain.clone())
            } else {
                continue;
            };
            let Some(v) = parse_decimal(theirs) else { continue };
            let tol = i64::from(decimals == 2);
            if (v - ours).abs() > tol {
                out.push(TeamDifference {
                    team: row.number,
                    name: row.name.clone(),
                    column: name.clone(),
                    ours: fmt_hundredths(ours, decimals),
                    theirs: theirs.to_owned(),
                    explain,
                });
            }
        }
    }
    Ok(out)
}
