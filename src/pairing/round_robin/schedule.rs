//! The schedule of a (double) round-robin: which table round is played in each round of the
//! event, and with which colours (C.05 5.1: "adjusted when necessary for double round-robins").
//!
//! A double round-robin repeats the table with the colours reversed. The annex (seed 000,
//! 13.17.2) recommends playing the last two rounds of the first cycle in reverse order, so
//! that nobody plays three games in a row with the same colour at the turn of the cycles;
//! that order is the default, and the other one is recognised by the check.

use super::berger::{BergerTable, TableBoard};
use serde::Serialize;

/// How the event repeats the table.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Schedule {
    /// Cycles: 1 (single round-robin) or 2 (double round-robin).
    pub cycles: u16,
    /// In a double round-robin, whether the last two rounds of the first cycle are swapped.
    pub swap_last_two: bool,
}

/// Where a round of the event comes from in the table.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TableRound {
    /// The cycle (1 or 2).
    pub cycle: u16,
    /// The round of the table (1 … n−1).
    pub table_round: u16,
    /// Whether the colours are reversed (the second cycle).
    pub reversed: bool,
}

impl Schedule {
    /// A single round-robin.
    pub const SINGLE: Schedule = Schedule { cycles: 1, swap_last_two: false };

    /// `cycles` cycles, with the annex's recommended order in a double round-robin.
    #[must_use]
    pub fn recommended(cycles: u16) -> Schedule {
        Schedule { cycles, swap_last_two: cycles == 2 }
    }

    /// Whether the swap of the last two rounds of the first cycle applies to `table`.
    fn swaps(&self, table: &BergerTable) -> bool {
        self.swap_last_two && self.cycles == 2 && table.rounds_per_cycle() >= 2
    }

    /// Rounds of the whole event.
    #[must_use]
    pub fn rounds(&self, table: &BergerTable) -> u16 {
        table.rounds_per_cycle() * self.cycles
    }

    /// The table round played in `round` (1-based) of the event; `None` beyond the last round.
    #[must_use]
    pub(crate) fn table_round(&self, table: &BergerTable, round: u16) -> Option<TableRound> {
        let per = table.rounds_per_cycle();
        if round == 0 || round > self.rounds(table) {
            return None;
        }
        let cycle = (round - 1) / per + 1;
        let mut within = (round - 1) % per + 1;
        if cycle == 1 && self.swaps(table) && within >= per - 1 {
            within = if within == per { per - 1 } else { per };
        }
        Some(TableRound { cycle, table_round: within, reversed: cycle % 2 == 0 })
    }

    /// The boards of `round` of the event, colours as played.
    #[must_use]
    pub fn boards(&self, table: &BergerTable, round: u16) -> Option<Vec<TableBoard>> {
        let tr = self.table_round(table, round)?;
        let boards = table.round(tr.table_round);
        Some(if tr.reversed { boards.iter().map(TableBoard::reversed).collect() } else { boards.to_vec() })
    }
}

#[cfg(test)]
mod tests {
    use super::super::berger::TableNo;
    use super::*;

    #[test]
    fn double_round_robin_swaps_and_reverses() {
        let t = BergerTable::for_players(4).unwrap();
        let s = Schedule::recommended(2);
        let order: Vec<(u16, u16, bool)> =
            (1..=6).map(|r| s.table_round(&t, r).map(|x| (x.cycle, x.table_round, x.reversed)).unwrap()).collect();
        assert_eq!(order, vec![(1, 1, false), (1, 3, false), (1, 2, false), (2, 1, true), (2, 2, true), (2, 3, true)]);
        assert_eq!(s.table_round(&t, 7), None);
        assert_eq!(s.boards(&t, 4).unwrap()[0], TableBoard { white: TableNo(4), black: TableNo(1) });
    }

    #[test]
    fn the_swap_avoids_three_same_colours_at_the_turn() {
        // With the recommended order no player has the same colour three rounds running across
        // the end of the first cycle, for every table the annex prints.
        for n in (4..=16).step_by(2) {
            let t = BergerTable::for_players(n).unwrap();
            let s = Schedule::recommended(2);
            let per = t.rounds_per_cycle();
            for x in 1..=n {
                let colour =
                    |r: u16| s.boards(&t, r).unwrap().iter().find(|b| b.has(TableNo(x))).map(|b| b.white == TableNo(x));
                for r in per.saturating_sub(1).max(1)..=per {
                    let (a, b, c) = (colour(r), colour(r + 1), colour(r + 2));
                    assert!(!(a == b && b == c), "n={n} player {x}: three alike from round {r}");
                }
            }
        }
    }
}
