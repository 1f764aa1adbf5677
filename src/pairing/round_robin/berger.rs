//! The Berger tables of C.05 Annex 1, made by the Berger rotation.
//!
//! For an even table size `n`, player `n` stays put and players `1 … n−1` rotate. In table
//! round `r` (1-based) the player on board 1 against `n` is `a = 1 + (r−1)·n/2 (mod n−1)`;
//! board 1 is `a–n` in odd rounds and `n–a` in even ones; board `k` (2 … n/2) is
//! `(a+k−1)–(a−k+1)`, counted modulo `n−1` within `1 … n−1`, the first-named player
//! with White. The annex prints these tables for 3/4 to 15/16 players ([`super::printed`]
//! holds them as printed, and the tests compare every round); larger tables come from the
//! same rotation. With an odd number of players the table of the next even number is used
//! and the highest number is the dummy: the player drawn against it has no game.

use serde::Serialize;
use std::fmt;

/// A pairing number in a Berger table (1 … n), as the players draw it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(transparent)]
pub struct TableNo(pub u16);

impl fmt::Display for TableNo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// One board of a table round: the first-named number has White.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct TableBoard {
    /// The number with White.
    pub white: TableNo,
    /// The number with Black.
    pub black: TableNo,
}

impl TableBoard {
    /// Whether `x` plays on this board.
    #[must_use]
    pub fn has(&self, x: TableNo) -> bool {
        self.white == x || self.black == x
    }
    /// The other number on the board (`None` when `x` is not on it).
    #[must_use]
    pub(crate) fn opponent_of(&self, x: TableNo) -> Option<TableNo> {
        if self.white == x {
            Some(self.black)
        } else if self.black == x {
            Some(self.white)
        } else {
            None
        }
    }
    /// The same pairing with the colours reversed (the second cycle of a double round-robin).
    #[must_use]
    pub fn reversed(&self) -> TableBoard {
        TableBoard { white: self.black, black: self.white }
    }
}

impl fmt::Display for TableBoard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.white, self.black)
    }
}

/// The largest table arbitro makes (a round-robin of 999 players is already far beyond use).
pub const MAX_TABLE: u16 = 1000;

/// A Berger table for an even number of places `n` (for `n−1` players, place `n` is the dummy).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BergerTable {
    /// The even number of places.
    pub size: u16,
    /// Round by round (index 0 = round 1), the boards in the printed order.
    pub rounds: Vec<Vec<TableBoard>>,
}

/// Why a table cannot be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct TableSizeError(pub crate::core::words::Phrase);

/// In English; [`TableSizeError::0`] is the phrase, to be worded in the report's language.
impl fmt::Display for TableSizeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl std::error::Error for TableSizeError {}

/// The even table size for `players` players: the number itself, or the next even number.
#[must_use]
pub(crate) fn table_size(players: u16) -> u16 {
    players + players % 2
}

impl BergerTable {
    /// The table for `players` players (3 or 4 → the 4-table, and so on).
    ///
    /// # Errors
    /// Fewer than 2 or more than [`MAX_TABLE`] players.
    pub(crate) fn for_players(players: u16) -> Result<BergerTable, TableSizeError> {
        if !(2..=MAX_TABLE).contains(&players) {
            return Err(TableSizeError(
                crate::core::words::Phrase::new("rr-error-size").arg("max", MAX_TABLE).arg("players", players),
            ));
        }
        Ok(BergerTable::rotation(table_size(players)))
    }

    /// The table of even size `n` by the Berger rotation.
    fn rotation(n: u16) -> BergerTable {
        let rounds = (1..n).map(|r| round(n, r)).collect();
        BergerTable { size: n, rounds }
    }

    /// Rounds in one cycle (`n − 1`).
    #[must_use]
    pub(crate) fn rounds_per_cycle(&self) -> u16 {
        self.size - 1
    }

    /// The boards of table round `r` (1-based).
    #[must_use]
    pub fn round(&self, r: u16) -> &[TableBoard] {
        &self.rounds[usize::from(r) - 1]
    }

    /// The table round in which `a` and `b` meet, with the board (0-based).
    #[must_use]
    pub fn meeting(&self, a: TableNo, b: TableNo) -> Option<(u16, usize, TableBoard)> {
        for (ri, boards) in self.rounds.iter().enumerate() {
            for (bi, board) in boards.iter().enumerate() {
                if board.has(a) && board.has(b) {
                    return Some((u16::try_from(ri + 1).unwrap_or(u16::MAX), bi, *board));
                }
            }
        }
        None
    }

    /// The table as the annex prints it: `R 1: 1-4, 2-3.` per line.
    #[must_use]
    pub fn printed(&self) -> String {
        let mut s = String::new();
        for (i, boards) in self.rounds.iter().enumerate() {
            let list: Vec<String> = boards.iter().map(ToString::to_string).collect();
            s.push_str(&format!("R {}: {}.\n", i + 1, list.join(", ")));
        }
        s
    }
}

/// `x` brought into `1 … m` modulo `m` (the rotating places).
fn wrap(x: i32, m: i32) -> u16 {
    u16::try_from((x - 1).rem_euclid(m) + 1).unwrap_or(0)
}

/// Table round `r` (1-based) of the even table of `n` places.
fn round(n: u16, r: u16) -> Vec<TableBoard> {
    let m = i32::from(n) - 1;
    let a = wrap(1 + (i32::from(r) - 1) * i32::from(n / 2), m);
    let fixed = TableNo(n);
    let first = if r % 2 == 1 {
        TableBoard { white: TableNo(a), black: fixed }
    } else {
        TableBoard { white: fixed, black: TableNo(a) }
    };
    let mut boards = vec![first];
    for k in 1..i32::from(n / 2) {
        let w = wrap(i32::from(a) + k, m);
        let b = wrap(i32::from(a) - k, m);
        boards.push(TableBoard { white: TableNo(w), black: TableNo(b) });
    }
    boards
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    #[test]
    fn every_pair_meets_once_and_colours_balance() {
        for n in (4..=40).step_by(2) {
            let t = BergerTable::for_players(n).unwrap();
            let mut met = BTreeSet::new();
            for boards in &t.rounds {
                assert_eq!(boards.len(), usize::from(n / 2));
                let mut seen = BTreeSet::new();
                for b in boards {
                    assert!(seen.insert(b.white) && seen.insert(b.black), "n={n}: a number twice in a round");
                    assert!(met.insert((b.white.min(b.black), b.white.max(b.black))), "n={n}: a rematch");
                }
            }
            assert_eq!(met.len(), usize::from(n) * usize::from(n - 1) / 2);
            for x in 1..=n {
                let whites = t.rounds.iter().flatten().filter(|b| b.white == TableNo(x)).count();
                let games = usize::from(n - 1);
                assert!(whites == games / 2 || whites == games.div_ceil(2), "n={n} player {x}: {whites} whites");
            }
        }
    }

    #[test]
    fn odd_players_use_the_next_even_table() {
        assert_eq!(BergerTable::for_players(5).unwrap().size, 6);
        assert_eq!(BergerTable::for_players(6).unwrap().size, 6);
        assert!(BergerTable::for_players(1).is_err());
        assert!(BergerTable::for_players(MAX_TABLE + 1).is_err());
    }

    #[test]
    fn meeting_finds_the_round() {
        let t = BergerTable::for_players(12).unwrap();
        // The annex's 11/12 table, round 7: 4-12, 5-3, 6-2, 7-1, 8-11, 9-10.
        assert_eq!(
            t.meeting(TableNo(11), TableNo(8)),
            Some((7, 4, TableBoard { white: TableNo(8), black: TableNo(11) }))
        );
    }
}
