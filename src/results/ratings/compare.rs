//! Comparing rating calculations with another program's table (`ratings --against`): a
//! CSV/TSV with a TPN (or name) column and any of the columns `Chg`, `KChg`, `New`, `Ru`,
//! `Perf`, `K`, `N`, `Ra`. Only differing figures are reported, with arbitro's steps.

use super::PlayerRating;
use crate::results::tiebreaks::compare::{Difference, ForeignTable, TableError, parse_decimal};

/// Which of arbitro's figures a column holds, and its decimals.
fn figure(col: &str, r: &PlayerRating) -> Option<(Option<i64>, u8)> {
    let c = col.to_ascii_lowercase().replace([' ', '_', '-', '.'], "");
    Some(match c.as_str() {
        "chg" | "change" | "delta" | "rtg+/" | "ratingchange" => (r.change, 0),
        "kchg" | "k*chg" | "kxchg" | "exactchange" => (r.change_exact, 2),
        "new" | "newrating" | "newrtg" => (r.new_value(), 0),
        "ru" | "initial" | "initialrating" => (r.initial_rating, 0),
        "perf" | "performance" | "rp" => (r.performance, 0),
        "k" => (r.k.map(i64::from), 0),
        "n" | "games" => (i64::try_from(r.games.len()).ok(), 0),
        "ra" | "rc" | "aro" => (r.average_opponents, 0),
        _ => return None,
    })
}

/// Compares `rows` with a table.
///
/// # Errors
/// No header, no player column, or a row naming no known player.
pub fn against_table(rows: &[PlayerRating], text: &str) -> Result<Vec<Difference>, TableError> {
    let table = ForeignTable::parse(text)?;
    let (cols, key_col) = (&table.cols, table.key_col);
    let mut out = vec![];
    for (i, cells) in &table.rows {
        let row = table.player(*i, cells, rows, |r| (r.tpn.0, r.name.as_str()))?;
        let cells: Vec<&str> = cells.iter().map(String::as_str).collect();
        for (c, name) in cols.iter().enumerate() {
            let Some((ours, decimals)) = figure(name, row).filter(|_| c != key_col) else { continue };
            let theirs = cells.get(c).copied().unwrap_or("");
            let their_v = parse_decimal(theirs);
            let our_v = ours.map(|v| if decimals == 2 { v } else { v * 100 });
            if their_v.is_none() && our_v.is_none() {
                continue;
            }
            let differs = match (our_v, their_v) {
                (Some(a), Some(b)) => (a - b).abs() > if decimals == 2 { 1 } else { 0 },
                _ => true,
            };
            if differs {
                out.push(Difference {
                    tpn: row.tpn.0,
                    name: row.name.clone(),
                    column: name.clone(),
                    ours: our_v.map_or("-".into(), |v| crate::results::tiebreaks::fmt_hundredths(v, decimals)),
                    theirs: theirs.to_owned(),
                    explain: row.explain.clone(),
                });
            }
        }
    }
    Ok(out)
}
