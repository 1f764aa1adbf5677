//! The Varma tables (C.05 Annex 2; C.05 5.2–5.3): a restricted drawing of lots, so that
//! players of the same federation draw numbers of one group and so do not meet in the last
//! rounds. Envelopes A, B, C, D hold the groups; the largest contingent draws first
//! (federations by size, then FIDE code; players by name); each contingent takes an envelope
//! with enough numbers and its players draw from it; the numbers left are for the others.

use super::berger::{BergerTable, TableNo, table_size};
use crate::core::order::StableSort;
use crate::core::words::Phrase;
use serde::Serialize;
use std::collections::BTreeMap;

/// The groups of the annex for a table size (10, 12 … 24): A, B, C, D.
#[must_use]
pub fn groups(size: u16) -> Option<[&'static [u16]; 4]> {
    Some(match size {
        10 => [&[3, 4, 8], &[5, 7, 9], &[1, 6], &[2, 10]],
        12 => [&[4, 5, 9, 10], &[1, 2, 7], &[6, 8, 12], &[3, 11]],
        14 => [&[4, 5, 6, 11, 12], &[1, 2, 8, 9], &[7, 10, 13], &[3, 14]],
        16 => [&[5, 6, 7, 12, 13, 14], &[1, 2, 3, 9, 10], &[8, 11, 15], &[4, 16]],
        18 => [&[5, 6, 7, 8, 14, 15, 16], &[1, 2, 3, 10, 11, 12], &[9, 13, 17], &[4, 18]],
        20 => [&[6, 7, 8, 9, 15, 16, 17, 18], &[1, 2, 3, 11, 12, 13, 14], &[5, 10, 19], &[4, 20]],
        22 => [&[6, 7, 8, 9, 10, 17, 18, 19, 20], &[1, 2, 3, 4, 12, 13, 14, 15], &[11, 16, 21], &[5, 22]],
        24 => [&[6, 7, 8, 9, 10, 11, 19, 20, 21, 22], &[1, 2, 3, 4, 13, 14, 15, 16, 17], &[12, 18, 23], &[5, 24]],
        _ => return None,
    })
}

/// The envelope letters.
pub(crate) const LETTERS: [char; 4] = ['A', 'B', 'C', 'D'];

/// A player to draw: name and federation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub(crate) struct Entrant {
    /// The name ("Lastname, Firstname").
    pub name: String,
    /// The FIDE federation code.
    pub federation: String,
}

/// One player's draw.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Drawn {
    /// The player.
    pub entrant: Entrant,
    /// His place in the order of drawing (1-based, annex point 2).
    pub order: usize,
    /// The envelope drawn from (`None`: the numbers left over).
    pub envelope: Option<char>,
    /// The number.
    pub number: TableNo,
}

/// The whole draw.
#[derive(Clone, Debug, Serialize)]
pub struct Draw {
    /// Players.
    pub players: u16,
    /// Table size.
    pub table_size: u16,
    /// The envelopes: letter and numbers (the dummy of an odd field left out).
    pub envelopes: Vec<(char, Vec<u16>)>,
    /// Players in the order of drawing.
    pub drawn: Vec<Drawn>,
    /// Where two players of one federation meet: federation, numbers, round (of one cycle).
    pub meetings: Vec<Meeting>,
    /// Observations (a contingent larger than every envelope, single players; JSON: in English).
    pub notes: Vec<Phrase>,
}

/// Two players of one federation and the table round in which they meet.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub(crate) struct Meeting {
    /// The federation.
    pub federation: String,
    /// The two numbers.
    pub numbers: (TableNo, TableNo),
    /// The round of the table in which they meet.
    pub round: u16,
    /// Whether that is one of the last three rounds of the cycle (what C.05 5.2 gives as the
    /// example of a restriction).
    pub in_last_three: bool,
}

/// Why there is no Varma draw.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct VarmaError(pub String);

impl std::fmt::Display for VarmaError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for VarmaError {}

/// The envelopes for `players` players (the dummy of an odd field left out).
///
/// # Errors
/// A field outside 9–24 players, for which the annex gives no table.
pub fn envelopes(players: u16) -> Result<Vec<(char, Vec<u16>)>, VarmaError> {
    let size = table_size(players);
    let g = groups(size).filter(|_| players >= 9).ok_or_else(|| {
        VarmaError(format!("the Varma tables are for 9 to 24 players (C.05 5.3, Annex 2), found {players}"))
    })?;
    Ok(LETTERS.iter().zip(g).map(|(l, nums)| (*l, nums.iter().copied().filter(|&x| x <= players).collect())).collect())
}

/// The order of drawing (annex point 2): federations by number of players (most first), then
/// FIDE code; within a federation, by name.
#[must_use]
pub fn order(entrants: &[Entrant]) -> Vec<(String, Vec<Entrant>)> {
    let mut by_fed: BTreeMap<String, Vec<Entrant>> = BTreeMap::new();
    for e in entrants {
        by_fed.entry(e.federation.clone()).or_default().push(e.clone());
    }
    let mut v: Vec<(String, Vec<Entrant>)> = by_fed.into_iter().collect();
    for (_, list) in &mut v {
        list.stable_sort_by(&|a, b| a.name.cmp(&b.name));
    }
    v.stable_sort_by(&|a, b| b.1.len().cmp(&a.1.len()).then(a.0.cmp(&b.0)));
    v
}

/// Draws the numbers. `lots` stands for the hands in the envelopes: given the count of
/// numbers in an envelope it returns which one is drawn (`|_| 0`: the lowest left, for a
/// reproducible listing). A contingent takes the envelope that holds it with the fewest
/// numbers (so the larger envelopes stay for larger contingents); one larger than every
/// envelope fills the largest and its other players draw as a further contingent.
///
/// # Errors
/// A field outside 9–24 players.
pub fn draw(entrants: &[Entrant], lots: &mut dyn FnMut(usize) -> usize) -> Result<Draw, VarmaError> {
    let players = u16::try_from(entrants.len()).map_err(|_| VarmaError("too many players".to_owned()))?;
    let env = envelopes(players)?;
    let mut left: Vec<(char, Vec<u16>, bool)> = env.iter().map(|(l, v)| (*l, v.clone(), false)).collect();
    let mut drawn = Vec::new();
    let mut notes = Vec::new();
    let mut order_no = 0;
    for (fed, list) in order(entrants) {
        let mut queue: &[Entrant] = &list;
        if queue.len() == 1 {
            // A player alone in his federation draws from the numbers left over (point 3).
            continue;
        }
        while queue.len() > 1 {
            let need = queue.len();
            let pick = left
                .iter()
                .enumerate()
                .filter(|(_, (_, v, used))| !used && v.len() >= need)
                .min_by_key(|(_, (l, v, _))| (v.len(), *l))
                .or_else(|| {
                    left.iter()
                        .enumerate()
                        .filter(|(_, (_, v, used))| !used && v.len() >= 2)
                        .max_by_key(|(_, (l, v, _))| (v.len(), std::cmp::Reverse(*l)))
                })
                .map(|(i, _)| i);
            let Some(i) = pick else {
                notes.push(Phrase::new("varma-no-envelope").arg("federation", fed.as_str()).arg("count", need));
                break;
            };
            left[i].2 = true;
            let take = need.min(left[i].1.len());
            if take < need {
                notes.push(
                    Phrase::new("varma-too-many")
                        .arg("federation", fed.as_str())
                        .arg("count", need)
                        .arg("letter", left[i].0.to_string())
                        .arg("holds", left[i].1.len())
                        .arg("other", need - take),
                );
            }
            for e in &queue[..take] {
                let k = lots(left[i].1.len()).min(left[i].1.len() - 1);
                let n = left[i].1.remove(k);
                order_no += 1;
                drawn.push(Drawn {
                    entrant: e.clone(),
                    order: order_no,
                    envelope: Some(left[i].0),
                    number: TableNo(n),
                });
            }
            queue = &queue[take..];
        }
    }
    // Everyone else draws from the numbers left over, in the order of point 2.
    let mut rest: Vec<u16> = left.iter().flat_map(|(_, v, _)| v.iter().copied()).collect();
    rest.sort_unstable();
    for (_, list) in order(entrants) {
        for e in list {
            if drawn.iter().any(|d| d.entrant == e) {
                continue;
            }
            let k = lots(rest.len()).min(rest.len().saturating_sub(1));
            let n = rest.remove(k);
            order_no += 1;
            drawn.push(Drawn { entrant: e.clone(), order: order_no, envelope: None, number: TableNo(n) });
        }
    }
    let meetings = meetings(players, drawn.iter().map(|d| (d.entrant.federation.clone(), d.number)));
    Ok(Draw { players, table_size: table_size(players), envelopes: env, drawn, meetings, notes })
}

/// Where players of one federation meet in the table, given each player's federation and number.
#[must_use]
pub fn meetings(players: u16, numbered: impl Iterator<Item = (String, TableNo)>) -> Vec<Meeting> {
    let Ok(table) = BergerTable::for_players(players) else { return Vec::new() };
    let per = table.rounds_per_cycle();
    let mut by_fed: BTreeMap<String, Vec<TableNo>> = BTreeMap::new();
    for (f, n) in numbered {
        by_fed.entry(f).or_default().push(n);
    }
    let mut v = Vec::new();
    for (fed, mut nums) in by_fed {
        nums.sort();
        for (i, a) in nums.iter().enumerate() {
            for b in &nums[i + 1..] {
                if let Some((round, _, _)) = table.meeting(*a, *b) {
                    v.push(Meeting {
                        federation: fed.clone(),
                        numbers: (*a, *b),
                        round,
                        in_last_three: round + 3 > per,
                    });
                }
            }
        }
    }
    v
}

/// The check of a given draw: every federation's players should hold numbers of one group
/// (when the group can hold them) and should not meet in the last three rounds.
///
/// # Errors
/// A field outside 9–24 players.
pub fn check(players: u16, numbered: &[(String, TableNo)]) -> Result<Vec<Phrase>, VarmaError> {
    let env = envelopes(players)?;
    let group_of = |n: TableNo| env.iter().find(|(_, v)| v.contains(&n.0)).map(|(l, _)| *l);
    let mut by_fed: BTreeMap<&str, Vec<TableNo>> = BTreeMap::new();
    for (f, n) in numbered {
        by_fed.entry(f.as_str()).or_default().push(*n);
    }
    let largest = env.iter().map(|(_, v)| v.len()).max().unwrap_or(0);
    let mut problems = Vec::new();
    for (fed, nums) in &by_fed {
        if nums.len() < 2 {
            continue;
        }
        let mut letters: Vec<char> = nums.iter().filter_map(|n| group_of(*n)).collect();
        letters.sort_unstable();
        letters.dedup();
        if letters.len() > 1 && nums.len() <= largest {
            let list: Vec<String> = nums.iter().map(|n| format!("{n} ({})", group_of(*n).unwrap_or('?'))).collect();
            problems.push(
                Phrase::new("varma-split")
                    .arg("federation", *fed)
                    .arg("numbers", list.join(", "))
                    .arg("groups", letters.len())
                    .arg("count", nums.len()),
            );
        }
    }
    // A group's own pairs are what the annex gives (in 11/12, group C's 6 and 12 meet in the
    // last round); a pair across groups meeting in the last three rounds is what it avoids.
    for m in meetings(players, numbered.iter().cloned()) {
        if m.in_last_three && group_of(m.numbers.0) != group_of(m.numbers.1) {
            problems.push(
                Phrase::new("varma-late-meeting")
                    .arg("federation", m.federation.as_str())
                    .arg("a", m.numbers.0.to_string())
                    .arg("b", m.numbers.1.to_string())
                    .arg("round", m.round),
            );
        }
    }
    Ok(problems)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fed(n: usize, f: &str) -> Vec<Entrant> {
        (0..n).map(|i| Entrant { name: format!("{f} {i:02}"), federation: f.to_owned() }).collect()
    }

    #[test]
    fn groups_partition_the_table() {
        for size in (10..=24).step_by(2) {
            let g = groups(size).unwrap();
            let mut all: Vec<u16> = g.iter().flat_map(|x| x.iter().copied()).collect();
            all.sort_unstable();
            assert_eq!(all, (1..=size).collect::<Vec<_>>(), "size {size}");
        }
    }

    #[test]
    fn a_group_meets_before_the_last_three_rounds_but_one_pair() {
        // What the groups are for (C.05 5.2): players of one group meet before the last three
        // rounds — in every table but one pair: with 12 players group C (6, 8, 12) holds 6 and
        // 12, who meet in round 11 of the Berger table (the annex prints both tables so).
        for players in 9..=24 {
            let env = envelopes(players).unwrap();
            for (letter, nums) in &env {
                let numbered: Vec<(String, TableNo)> = nums.iter().map(|&n| ("X".to_owned(), TableNo(n))).collect();
                let late: Vec<(u16, u16, u16)> = meetings(players, numbered.into_iter())
                    .iter()
                    .filter(|m| m.in_last_three)
                    .map(|m| (m.numbers.0.0, m.numbers.1.0, m.round))
                    .collect();
                let expected = if players == 12 && *letter == 'C' { vec![(6, 12, 11)] } else { Vec::new() };
                assert_eq!(late, expected, "{players} players, group {letter}");
            }
        }
    }

    #[test]
    fn the_largest_contingent_draws_first_into_an_envelope() {
        let mut e = fed(3, "ESP");
        e.extend(fed(2, "FRA"));
        e.extend(fed(2, "GER"));
        e.extend(fed(1, "ITA"));
        e.extend(fed(2, "AUT"));
        let d = draw(&e, &mut |_| 0).unwrap();
        assert_eq!(d.drawn[0].entrant.federation, "ESP");
        let esp: Vec<char> =
            d.drawn.iter().filter(|x| x.entrant.federation == "ESP").filter_map(|x| x.envelope).collect();
        assert_eq!(esp.len(), 3);
        assert!(esp.iter().all(|c| *c == esp[0]));
        // AUT before FRA and GER (same size, alphabetical code).
        let first_two: Vec<&str> =
            d.drawn.iter().map(|x| x.entrant.federation.as_str()).filter(|f| *f != "ESP").take(2).collect();
        assert_eq!(first_two, vec!["AUT", "AUT"]);
        let numbered: Vec<(String, TableNo)> =
            d.drawn.iter().map(|x| (x.entrant.federation.clone(), x.number)).collect();
        assert_eq!(check(10, &numbered).unwrap(), Vec::<Phrase>::new());
        let mut nums: Vec<u16> = d.drawn.iter().map(|x| x.number.0).collect();
        nums.sort_unstable();
        assert_eq!(nums, (1..=10).collect::<Vec<_>>());
    }

    #[test]
    fn check_names_a_split_contingent() {
        let numbered = vec![("ESP".to_owned(), TableNo(3)), ("ESP".to_owned(), TableNo(5))];
        let p = check(10, &numbered).unwrap();
        assert!(p[0].to_string().contains("ESP: numbers 3 (A), 5 (B) are in 2 groups"), "{p:?}");
        assert!(
            p[0].say(crate::core::words::Lang::Es).contains("ESP: los números 3 (A), 5 (B) están en 2 grupos"),
            "{p:?}"
        );
        assert!(envelopes(8).is_err());
    }
}
