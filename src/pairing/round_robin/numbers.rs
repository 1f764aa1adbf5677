//! The pairing numbers of a round-robin: which number of the Berger table each player drew.
//!
//! A TRF has no record for the draw. Most programs write the drawn numbers as the starting
//! ranks (001, columns 5–8), and that is the first reading; when the rounds played do not
//! follow the table under it, the numbers are inferred from the rounds (each player's
//! opponents and colours place him in the table) and the report says so.

use super::berger::{BergerTable, TableNo};
use super::played::PlayedRound;
use super::schedule::Schedule;
use crate::core::order::StableSort;
use crate::tournament::{Tournament, Tpn};
use serde::Serialize;
use std::collections::BTreeMap;

/// Where the pairing numbers come from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "source", rename_all = "kebab-case")]
pub enum NumberSource {
    /// The starting ranks of record 001 are the drawn numbers.
    StartingRanks,
    /// Inferred from the rounds the file records (no record gives the draw).
    Inferred {
        /// Rounds the inference used.
        rounds: u16,
    },
}

/// The draw: a table number for every player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PairingNumbers {
    /// Each player's number.
    pub of_player: BTreeMap<Tpn, TableNo>,
    /// Where the numbers come from.
    #[serde(flatten)]
    pub source: NumberSource,
}

impl PairingNumbers {
    /// The starting ranks as the numbers: players 1 … N draw 1 … N.
    ///
    /// # Errors
    /// Starting ranks that are not 1 … N (a gap), which no table can hold.
    pub(crate) fn starting_ranks(t: &Tournament) -> Result<PairingNumbers, crate::core::words::Phrase> {
        let mut of_player = BTreeMap::new();
        for (i, p) in t.players.iter().enumerate() {
            if p.tpn != Tpn::from_index(i) {
                return Err(crate::core::words::Phrase::new("rr-error-gap")
                    .arg("count", t.players.len())
                    .arg("tpn", p.tpn.0)
                    .arg("place", i + 1));
            }
            of_player.insert(p.tpn, TableNo(p.tpn.0));
        }
        Ok(PairingNumbers { of_player, source: NumberSource::StartingRanks })
    }

    /// The number `p` drew.
    #[must_use]
    pub fn number(&self, p: Tpn) -> Option<TableNo> {
        self.of_player.get(&p).copied()
    }

    /// The player who drew `x` (`None` for the dummy of an odd field).
    #[must_use]
    pub fn player(&self, x: TableNo) -> Option<Tpn> {
        self.of_player.iter().find(|(_, n)| **n == x).map(|(p, _)| *p)
    }

    /// Whether every player drew his own starting rank.
    #[must_use]
    pub(crate) fn is_identity(&self) -> bool {
        self.of_player.iter().all(|(p, n)| p.0 == n.0)
    }
}

/// How well a numbering and a schedule fit the file: one point per player and round whose
/// opponent (or rest) agrees with the table, one more when the colour agrees too.
#[must_use]
pub fn fit(numbers: &PairingNumbers, table: &BergerTable, schedule: Schedule, rounds: &[PlayedRound]) -> usize {
    let mut score = 0;
    for pr in rounds {
        let Some(boards) = schedule.boards(table, pr.round.0) else { continue };
        for b in &boards {
            let (w, k) = (numbers.player(b.white), numbers.player(b.black));
            match (w, k) {
                (Some(w), Some(k)) => {
                    if let Some(g) = pr.game_of(w) {
                        if g.opponent_of(w) == Some(k) {
                            score += 2;
                            if !g.colours_known || g.white == w {
                                score += 2;
                            }
                        }
                    }
                }
                (Some(x), None) | (None, Some(x)) => {
                    if pr.game_of(x).is_none() {
                        score += 2;
                    }
                }
                (None, None) => {}
            }
        }
    }
    score
}

/// The best numbering and schedule for the file's rounds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Inference {
    /// The numbers.
    pub numbers: PairingNumbers,
    /// The schedule they fit best with.
    pub schedule: Schedule,
    /// The fit ([`fit`]).
    pub score: usize,
    /// The most a fit can be: every player and round agreeing.
    pub perfect: usize,
    /// Other numberings fit as well (the rounds played do not settle the draw).
    pub ambiguous: bool,
}

/// The most [`fit`] can give for `rounds`.
fn perfect(table: &BergerTable, rounds: &[PlayedRound], schedule: Schedule, players: u16) -> usize {
    let boards = usize::from(table.size / 2) - usize::from(players < table.size);
    rounds.iter().filter(|r| schedule.table_round(table, r.round.0).is_some()).count()
        * (boards * 4 + usize::from(players < table.size) * 2)
}

/// Finds the numbers (and, among `schedules`, the schedule) that fit `rounds` best: the
/// starting ranks when they fit perfectly, else a numbering grown from each number the
/// most active player could have drawn, by following his opponents through the table and
/// letting every game vote for the numbers of both players.
#[must_use]
pub fn infer(t: &Tournament, table: &BergerTable, schedules: &[Schedule], rounds: &[PlayedRound]) -> Option<Inference> {
    let players = u16::try_from(t.players.len()).ok()?;
    let identity = PairingNumbers::starting_ranks(t).ok();
    let mut best: Option<Inference> = None;
    let consider = |numbers: PairingNumbers, schedule: Schedule, best: &mut Option<Inference>| {
        let score = fit(&numbers, table, schedule, rounds);
        match best {
            Some(b) if b.score > score => {}
            Some(b) if b.score == score => {
                if b.numbers != numbers {
                    b.ambiguous = true;
                }
            }
            _ => {
                let perfect = perfect(table, rounds, schedule, players);
                *best = Some(Inference { numbers, schedule, score, perfect, ambiguous: false });
            }
        }
    };
    if let Some(id) = &identity {
        for &s in schedules {
            consider(id.clone(), s, &mut best);
        }
        // The starting ranks are the draw unless the rounds plainly do not follow them: when
        // at least half the rounds follow the table exactly, the others are departures.
        let follows = |s: Schedule| {
            rounds
                .iter()
                .filter(|r| {
                    let one = std::slice::from_ref(*r);
                    fit(id, table, s, one) == perfect(table, one, s, players)
                })
                .count()
        };
        if schedules.iter().any(|&s| 2 * follows(s) >= rounds.len()) {
            let mut b = best?;
            b.ambiguous = false;
            return Some(b);
        }
    }
    let anchor = t
        .players
        .iter()
        .max_by_key(|p| (rounds.iter().filter(|r| r.game_of(p.tpn).is_some()).count(), std::cmp::Reverse(p.tpn)))?
        .tpn;
    let mut found: Vec<(PairingNumbers, Schedule)> = Vec::new();
    for &s in schedules {
        for x in 1..=players {
            let numbers = grow(t, table, s, rounds, anchor, TableNo(x), players);
            if !found.iter().any(|(n, sc)| *n == numbers && *sc == s) {
                found.push((numbers, s));
            }
        }
    }
    for (n, s) in found {
        consider(n, s, &mut best);
    }
    let mut b = best?;
    if b.numbers.is_identity() {
        b.numbers.source = NumberSource::StartingRanks;
    }
    Some(b)
}

/// A numbering grown from `anchor` drawing `x`: passes of votes, each game voting for each
/// player the number the table pairs with the other player's number in that round.
fn grow(
    t: &Tournament,
    table: &BergerTable,
    schedule: Schedule,
    rounds: &[PlayedRound],
    anchor: Tpn,
    x: TableNo,
    players: u16,
) -> PairingNumbers {
    let dummy = (players < table.size).then_some(TableNo(table.size));
    let mut current: BTreeMap<Tpn, TableNo> = BTreeMap::from([(anchor, x)]);
    for _ in 0..6 {
        let mut votes: BTreeMap<(Tpn, TableNo), usize> = BTreeMap::new();
        *votes.entry((anchor, x)).or_default() += 1000;
        for pr in rounds {
            let Some(boards) = schedule.boards(table, pr.round.0) else { continue };
            let partner = |n: TableNo| boards.iter().find_map(|b| b.opponent_of(n));
            for g in &pr.games {
                for (a, b) in [(g.white, g.black), (g.black, g.white)] {
                    if let Some(na) = current.get(&a) {
                        if let Some(nb) = partner(*na).filter(|nb| Some(*nb) != dummy) {
                            *votes.entry((b, nb)).or_default() += 1;
                        }
                    }
                }
            }
            if let (Some(d), [(resting, _)]) = (dummy, pr.without_game.as_slice()) {
                if let Some(nr) = partner(d) {
                    *votes.entry((*resting, nr)).or_default() += 1;
                }
            }
        }
        let mut ranked: Vec<((Tpn, TableNo), usize)> = votes.into_iter().collect();
        ranked.stable_sort_by(&|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        let mut next: BTreeMap<Tpn, TableNo> = BTreeMap::new();
        let mut taken = std::collections::BTreeSet::new();
        for ((p, n), _) in ranked {
            if !next.contains_key(&p) && !taken.contains(&n) {
                next.insert(p, n);
                taken.insert(n);
            }
        }
        let stable = next == current;
        current = next;
        if stable {
            break;
        }
    }
    let used: Vec<TableNo> = current.values().copied().collect();
    let mut free = (1..=players).map(TableNo).filter(|n| !used.contains(n));
    for p in &t.players {
        if let std::collections::btree_map::Entry::Vacant(slot) = current.entry(p.tpn) {
            if let Some(n) = free.next() {
                slot.insert(n);
            }
        }
    }
    PairingNumbers {
        of_player: current,
        source: NumberSource::Inferred { rounds: u16::try_from(rounds.len()).unwrap_or(0) },
    }
}
