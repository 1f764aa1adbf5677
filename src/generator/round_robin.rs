//! Generating a round-robin (`system: round-robin` in a profile): the field, the draw of
//! the pairing numbers (written as the starting ranks), every round paired by the Berger
//! table (single or double, C.05 5.1 and Annex 1), results from the FIDE expected-score
//! model, forfeits, and withdrawals handled as C.05 6.6 says: the withdrawn player keeps his
//! place in the table and his remaining games are forfeited (`-` for him, `+` for the
//! opponent, `-` for both when both are gone). The player drawn against the dummy of an odd
//! field has no game (`0000 - Z`).

use super::model::Dice;
use super::profile::Profile;
use super::simulate::{
    Generated, declare_standings, entrants, forfeit_or_game, players_of, rank, record_board, start_date,
};
use crate::pairing::round_robin::{BergerTable, Event, Schedule, event, numbers::PairingNumbers, pair_round};
use crate::rules::DutchEdition;
use crate::tournament::{Date, ResultCode, RoundEntry, RoundNo, Tournament, TournamentInfo};

/// Generates one round-robin from `profile` (whose `system` is `round-robin`) and `seed`.
#[must_use]
pub fn generate(profile: &Profile, seed: u64) -> Generated {
    let mut dice = Dice::new(seed);
    let n = dice.between(profile.players.min().max(3), profile.players.max().max(3));
    let cycles = dice.between(profile.cycles.min().clamp(1, 2), profile.cycles.max().clamp(1, 2));
    let edition = DutchEdition::from(profile.edition);
    let mut field = rank(entrants(profile, &mut dice, n, 1));
    // The draw (C.05 6.2): the numbers by lot, written as the starting ranks.
    for i in (1..field.len()).rev() {
        let j = usize::try_from(dice.below(i as u64 + 1)).unwrap_or(0);
        field.swap(i, j);
    }
    let table = BergerTable::for_players(n).unwrap_or_else(|_| BergerTable { size: 4, rounds: Vec::new() });
    let schedule = Schedule::recommended(cycles);
    let rounds = schedule.rounds(&table);
    let start = start_date(edition);
    let code = if cycles == 2 { "FIDE_DOUBLEROUNDROBIN" } else { "FIDE_ROUNDROBIN" };
    let info = TournamentInfo {
        name: format!("arbitro RTG {} seed {seed}", profile.name),
        city: "arbitro".to_owned(),
        start: Some(start),
        end: Some(Date { day: start.day + u8::try_from(rounds.min(20)).unwrap_or(20), ..start }),
        kind: format!("{} round robin (Berger tables, C.05 Annex 1)", if cycles == 2 { "Double" } else { "Single" }),
        chief_arbiter: "arbitro RTG".to_owned(),
        encoded_type: Some(code.to_owned()),
        ..TournamentInfo::default()
    };
    let players = players_of(&field);
    let mut t = Tournament::new(info, players);
    t.planned_rounds = Some(rounds);
    t.scoring = profile.scoring();
    let e = Event {
        players: n,
        table_size: table.size,
        table: table.clone(),
        cycles: event::Cycles { cycles, reason: crate::core::words::Phrase::new("rr-from-profile") },
        schedule,
        numbers: PairingNumbers::starting_ranks(&t).unwrap_or_else(|_| PairingNumbers {
            of_player: std::collections::BTreeMap::new(),
            source: crate::pairing::round_robin::numbers::NumberSource::StartingRanks,
        }),
        notes: Vec::new(),
        declared_by: None,
    };
    let strength: Vec<f64> = field.iter().map(|e| e.strength).collect();
    let mut withdrawn = vec![false; field.len()];
    let mut games = Vec::new();
    for r in 1..=rounds {
        let Ok(pairing) = pair_round(&e, RoundNo(r)) else { break };
        for b in &pairing.boards {
            let (w, bl) = (b.white.index(), b.black.index());
            let (rw, rb) = match (withdrawn[w], withdrawn[bl]) {
                (true, true) => (ResultCode::ForfeitLoss, ResultCode::ForfeitLoss),
                (true, false) => (ResultCode::ForfeitLoss, ResultCode::ForfeitWin),
                (false, true) => (ResultCode::ForfeitWin, ResultCode::ForfeitLoss),
                (false, false) => forfeit_or_game(&mut dice, profile, &strength, (w, bl), &mut games),
            };
            record_board(&mut t, b, (rw, rb));
        }
        if let Some(p) = pairing.bye {
            t.players[p.index()].rounds.push(RoundEntry::unpaired(ResultCode::ZeroPointBye));
        }
        // Withdrawals after the round (at most a quarter of the field).
        if r < rounds {
            let gone = withdrawn.iter().filter(|w| **w).count();
            for w in &mut withdrawn {
                if !*w && 4 * (gone + 1) <= field.len() && dice.chance(profile.retired_rate) {
                    *w = true;
                    break;
                }
            }
        }
    }
    declare_standings(&mut t);
    Generated::new(t, (profile, seed), edition, games)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_tournament_and_every_pair_meets() {
        let p = Profile::built_in("round-robin").unwrap();
        for seed in 0..20 {
            let a = generate(&p, seed);
            let b = generate(&p, seed);
            assert_eq!(a.tournament, b.tournament);
            let cycles = a.tournament.round_robin_cycles();
            assert!(cycles.is_some(), "seed {seed}: not a complete round-robin");
            assert!((3..=24).contains(&a.tournament.players.len()));
        }
    }
}
