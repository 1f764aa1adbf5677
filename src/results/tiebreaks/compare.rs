//! Comparing standings with another program's figures (`--against`): a TRF (its ranks and
//! points) or a CSV/TSV table with a TPN (or name) column and one column per tie-break.

use super::rank::Standings;
use crate::core::words::Phrase;
use crate::tournament::Tournament;
use serde::Serialize;

/// One figure that differs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Difference {
    /// Pairing number.
    pub tpn: u16,
    /// Name.
    pub name: String,
    /// Column (`Rank`, `PTS`, `BH/C1` …).
    pub column: String,
    /// arbitro's value.
    pub ours: String,
    /// The other program's value.
    pub theirs: String,
    /// How arbitro obtained its value.
    pub explain: Vec<Phrase>,
}

/// Compares with another tournament file's declared points and ranks.
#[must_use]
pub fn against_trf(s: &Standings, other: &Tournament) -> Vec<Difference> {
    let mut out = vec![];
    for r in &s.rows {
        let Some(p) = other.player(r.tpn) else { continue };
        if let Some(pts) = p.declared_points {
            if pts != r.points {
                out.push(Difference {
                    tpn: r.tpn.0,
                    name: r.name.clone(),
                    column: "PTS".into(),
                    ours: r.points.to_string(),
                    theirs: pts.to_string(),
                    explain: vec![Phrase::new("diff-points-sum").arg("rounds", s.options.rounds)],
                });
            }
        }
        if let Some(rank) = p.rank {
            if rank != r.rank {
                out.push(Difference {
                    tpn: r.tpn.0,
                    name: r.name.clone(),
                    column: "Rank".into(),
                    ours: r.rank.to_string(),
                    theirs: rank.to_string(),
                    explain: rank_explain(s, r.tpn.0),
                });
            }
        }
    }
    out
}

fn rank_explain(s: &Standings, tpn: u16) -> Vec<Phrase> {
    let Some(r) = s.rows.iter().find(|r| r.tpn.0 == tpn) else { return vec![] };
    let values: Vec<String> =
        s.tiebreaks.iter().zip(&r.values).map(|(tb, f)| format!(", {tb} {}", f.display())).collect();
    vec![Phrase::new("diff-ranked-by").dec("points", r.points).dec("values", values.concat())]
}

/// Another program's table as read: header columns, the player column, and the rows.
pub struct ForeignTable {
    /// Header cells.
    pub cols: Vec<String>,
    /// Index of the player column.
    pub key_col: usize,
    /// Whether players are named (`Name`) rather than numbered (`TPN`, `StartNo`, …).
    pub by_name: bool,
    /// Data rows: 0-based line index and cells.
    pub rows: Vec<(usize, Vec<String>)>,
}

impl ForeignTable {
    /// Reads a CSV/TSV table (tab, semicolon or comma separated; first non-empty line a header).
    ///
    /// # Errors
    /// No header, or no player column.
    pub fn parse(text: &str) -> Result<ForeignTable, TableError> {
        let mut lines = text.lines().enumerate().filter(|(_, l)| !l.trim().is_empty());
        let (_, head) = lines.next().ok_or_else(|| TableError(Phrase::new("table-no-header")))?;
        let sep = if head.contains('\t') {
            '\t'
        } else if head.contains(';') {
            ';'
        } else {
            ','
        };
        let split = |l: &str| -> Vec<String> { l.split(sep).map(|c| c.trim().trim_matches('"').to_owned()).collect() };
        let cols = split(head);
        let key_col = cols
            .iter()
            .position(|c| ["tpn", "startno", "sno", "no", "snr", "team"].contains(&c.to_ascii_lowercase().as_str()))
            .or_else(|| cols.iter().position(|c| c.eq_ignore_ascii_case("name")))
            .ok_or_else(|| TableError(Phrase::new("table-no-player-column")))?;
        let by_name = cols[key_col].eq_ignore_ascii_case("name");
        let rows = lines.map(|(i, l)| (i, split(l))).collect();
        Ok(ForeignTable { cols, key_col, by_name, rows })
    }

    /// The player a row names, by TPN or by name, among candidates giving `(tpn, name)`.
    ///
    /// # Errors
    /// The row names no known player (line and column given).
    pub fn player<'a, T>(
        &self,
        line: usize,
        cells: &[String],
        candidates: &'a [T],
        id: impl Fn(&T) -> (u16, &str),
    ) -> Result<&'a T, TableError> {
        let key = cells.get(self.key_col).map_or("", String::as_str);
        let found = if self.by_name {
            candidates.iter().find(|r| id(r).1.trim().eq_ignore_ascii_case(key))
        } else {
            key.parse::<u16>().ok().and_then(|n| candidates.iter().find(|r| id(r).0 == n))
        };
        found.ok_or_else(|| {
            TableError(
                Phrase::new("table-no-such-player")
                    .arg("line", line + 1)
                    .arg("column", self.key_col + 1)
                    .arg("key", key),
            )
        })
    }
}

/// Error reading a table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableError(pub Phrase);

impl std::fmt::Display for TableError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

/// Compares with a CSV/TSV table (tab, semicolon or comma separated; first line a header).
/// The player column is `TPN`/`StartNo`/`SNo`/`No` or `Name`; other columns named `Rank`,
/// `PTS`/`Points` or a tie-break of the list are compared; others are ignored.
///
/// # Errors
/// A table without a header, without a player column, or with a row that names no known
/// player (line given).
pub fn against_table(s: &Standings, t: &Tournament, text: &str) -> Result<Vec<Difference>, TableError> {
    let table = ForeignTable::parse(text)?;
    let (cols, key_col) = (&table.cols, table.key_col);
    let mut out = vec![];
    for (i, cells) in &table.rows {
        let row = table.player(*i, cells, &s.rows, |r| (r.tpn.0, r.name.as_str()))?;
        let cells: Vec<&str> = cells.iter().map(String::as_str).collect();
        for (c, name) in cols.iter().enumerate() {
            if c == key_col {
                continue;
            }
            let theirs = cells.get(c).copied().unwrap_or("");
            let lname = name.to_ascii_lowercase();
            let (ours, scale, explain) = if lname == "rank" {
                (i64::from(row.rank) * 100, 0, rank_explain(s, row.tpn.0))
            } else if lname == "pts" || lname == "points" {
                (i64::from(row.points.0) * 10, 1, vec![Phrase::new("diff-points-after").arg("round", s.options.rounds)])
            } else if let Some(k) = s.tiebreaks.iter().position(|tb| tb.eq_ignore_ascii_case(name)) {
                let f = &row.values[k];
                (f.hundredths, f.decimals, f.explain.clone())
            } else {
                continue;
            };
            let Some(their_v) = parse_decimal(theirs) else { continue };
            // Equal when they agree to the shown precision.
            let tol = if scale == 2 { 1 } else { 0 };
            if (their_v - ours).abs() > tol {
                out.push(Difference {
                    tpn: row.tpn.0,
                    name: row.name.clone(),
                    column: name.clone(),
                    ours: super::fmt_hundredths(ours, scale),
                    theirs: theirs.to_owned(),
                    explain,
                });
            }
        }
    }
    let _ = t;
    Ok(out)
}

/// Parses `12.5`, `12,5`, `7.25` into hundredths.
#[must_use]
pub fn parse_decimal(s: &str) -> Option<i64> {
    let s = s.trim().replace(',', ".");
    if s.is_empty() {
        return None;
    }
    let v: f64 = s.parse().ok()?;
    if !v.is_finite() {
        return None;
    }
    // bounded values from a table
    Some((v * 100.0).round() as i64)
}
