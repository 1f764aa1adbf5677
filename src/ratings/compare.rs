//! Comparing rating calculations with another program's table (`ratings --against`): a
//! CSV/TSV with a TPN (or name) column and any of the columns `Chg`, `KChg`, `New`, `Ru`,
//! `Perf`, `K`, `N`, `Ra`. Only differing figures are reported, with arbitro's steps.

use super::PlayerRating;
use crate::tiebreaks::compare::{Difference, TableError, parse_decimal};

/// Which of arbitro's figures a column holds, and its decimals.
fn figure(col: &str, r: &PlayerRating) -> Option<(Option<i64>, u8)> {
    let c = col.to_ascii_lowercase().replace([' ', '_', '-', '.'], "");
    Some(match c.as_str() {
        "chg" | "change" | "delta" | "rtg+/" | "ratingchange" => (r.change, 0),
        "kchg" | "k*chg" | "kxchg" | "exactchange" => (r.change_exact, 2),
        "new" | "newrating" | "newrtg" => (r.new_rating.or(r.initial_rating), 0),
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
    let mut lines = text.lines().enumerate().filter(|(_, l)| !l.trim().is_empty());
    let (_, head) = lines.next().ok_or_else(|| TableError("line 1: expected a header line".into()))?;
    let sep = if head.contains('\t') {
        '\t'
    } else if head.contains(';') {
        ';'
    } else {
        ','
    };
    let cols: Vec<String> = head.split(sep).map(|c| c.trim().trim_matches('"').to_owned()).collect();
    let key_col = cols
        .iter()
        .position(|c| ["tpn", "startno", "sno", "no", "snr"].contains(&c.to_ascii_lowercase().as_str()))
        .or_else(|| cols.iter().position(|c| c.eq_ignore_ascii_case("name")))
        .ok_or_else(|| TableError("line 1: expected a TPN (or StartNo) or Name column in the header".into()))?;
    let by_name = cols[key_col].eq_ignore_ascii_case("name");
    let mut out = vec![];
    for (i, line) in lines {
        let cells: Vec<&str> = line.split(sep).map(|c| c.trim().trim_matches('"')).collect();
        let key = cells.get(key_col).copied().unwrap_or("");
        let row = if by_name {
            rows.iter().find(|r| r.name.trim().eq_ignore_ascii_case(key))
        } else {
            key.parse::<u16>().ok().and_then(|n| rows.iter().find(|r| r.tpn.0 == n))
        };
        let Some(row) = row else {
            return Err(TableError(format!(
                "line {}, column {}: no player '{key}' in the tournament",
                i + 1,
                key_col + 1
            )));
        };
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
                    ours: our_v.map_or("-".into(), |v| crate::tiebreaks::fmt_hundredths(v, decimals)),
                    theirs: theirs.to_owned(),
                    explain: row.explain.clone(),
                });
            }
        }
    }
    Ok(out)
}
