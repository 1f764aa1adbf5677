//! A round-robin event as a file describes it: the players, the table, single or double,
//! and the pairing numbers, each with the reason it was chosen.

use super::berger::{BergerTable, TableNo};
use super::numbers::{self, NumberSource, PairingNumbers};
use super::played::PlayedRound;
use super::schedule::Schedule;
use crate::core::words::Phrase;
use crate::tournament::{RoundNo, Tournament, Tpn};
use serde::Serialize;

/// Why the event has the cycles it has.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Cycles {
    /// 1 or 2.
    pub cycles: u16,
    /// The reason, in words (`--cycles 2`, `record 192 says FIDE_DOUBLEROUNDROBIN` …).
    pub reason: Phrase,
}

/// Whether a TRF declares a round-robin: record 192 (`BERGER_ROUNDROBIN`, `FIDE_ROUNDROBIN`,
/// `…DOUBLEROUNDROBIN`, `CUSTOM_ROUNDROBIN`) or the type of record 092.
#[must_use]
pub fn declared(t: &Tournament) -> bool {
    t.declares_round_robin()
}

/// The cycles: `--cycles`, else record 192 naming a double round-robin, else the number of
/// rounds (142 / XXR, else the rounds recorded) when it passes one cycle, else one.
#[must_use]
pub(crate) fn cycles_for(t: &Tournament, flag: Option<u16>, table: &BergerTable) -> Cycles {
    if let Some(c) = flag {
        return Cycles { cycles: c, reason: Phrase::new("rr-cycles-flag").arg("cycles", c) };
    }
    use crate::tournament::CycleEvidence as E;
    let per = table.rounds_per_cycle();
    let (cycles, evidence) = t.declared_round_robin_cycles(per);
    let reason = match evidence {
        E::Record192(code) => Phrase::new("reason-record-192").arg("code", code),
        E::Record092(kind) => Phrase::new("rr-record-092").arg("kind", kind),
        E::Planned(r) => Phrase::new("rr-planned-rounds").arg("rounds", r).arg("per", per),
        E::Recorded(r) => Phrase::new("rr-recorded-rounds").arg("rounds", r).arg("per", per),
        E::OneCycle => Phrase::new("rr-single-cycle").arg("per", per),
    };
    Cycles { cycles, reason }
}

/// The event: table, schedule and numbers.
#[derive(Clone, Debug, Serialize)]
pub struct Event {
    /// Players in the event (withdrawn ones too: they keep their numbers, C.05 6.4).
    pub players: u16,
    /// The Berger table used (of the next even number for an odd field).
    #[serde(skip)]
    pub table: BergerTable,
    /// The table's size.
    pub table_size: u16,
    /// Single or double, and why.
    pub cycles: Cycles,
    /// The order of the rounds (the swap of the last two rounds of the first cycle).
    pub schedule: Schedule,
    /// The draw.
    pub numbers: PairingNumbers,
    /// What was inferred, in words.
    pub notes: Vec<Phrase>,
    /// The file's record that declares the round-robin (192, else 092); none when only a flag
    /// chose it.
    pub declared_by: Option<Phrase>,
}

/// The record that declares `t` a round-robin: record 192's code, else record 092's words.
#[must_use]
pub fn declared_by(t: &Tournament) -> Option<Phrase> {
    use crate::tournament::RoundRobinRecord as R;
    Some(match t.round_robin_record()? {
        R::Record192(code) => Phrase::new("reason-record-192").arg("code", code),
        R::Record092(kind) => Phrase::new("rr-record-092").arg("kind", format!("\"{kind}\"")),
    })
}

impl Event {
    /// The event of `t`, its numbers and round order read from rounds `1 … through` (those
    /// before the round to pair, or every recorded round for a check).
    ///
    /// # Errors
    /// Too few or too many players, starting ranks with gaps and nothing to infer from, or
    /// cycles other than 1 and 2.
    pub fn read(t: &Tournament, cycles_flag: Option<u16>, through: u16) -> Result<Event, Phrase> {
        let players = u16::try_from(t.players.len()).map_err(|_| Phrase::new("rr-error-too-many"))?;
        let table = BergerTable::for_players(players).map_err(|e| e.0)?;
        let cycles = cycles_for(t, cycles_flag, &table);
        if !(1..=2).contains(&cycles.cycles) {
            return Err(Phrase::new("rr-error-cycles").arg("reason", cycles.reason.clone()));
        }
        let schedules: Vec<Schedule> = if cycles.cycles == 2 {
            vec![Schedule::recommended(2), Schedule { cycles: 2, swap_last_two: false }]
        } else {
            vec![Schedule::SINGLE]
        };
        let rounds: Vec<PlayedRound> = (1..=through)
            .map(|r| PlayedRound::from_tournament(t, RoundNo(r)))
            .filter(|r| !r.games.is_empty())
            .collect();
        let mut notes = Vec::new();
        let (numbers, schedule) = if rounds.is_empty() {
            (PairingNumbers::starting_ranks(t)?, schedules[0])
        } else {
            let inf =
                numbers::infer(t, &table, &schedules, &rounds).ok_or_else(|| Phrase::new("rr-error-no-numbers"))?;
            if let NumberSource::Inferred { rounds: used } = inf.numbers.source {
                let moved: Vec<String> =
                    inf.numbers.of_player.iter().filter(|(p, n)| p.0 != n.0).map(|(p, n)| format!("{p}→{n}")).collect();
                notes.push(Phrase::new("rr-numbers-inferred").arg("rounds", used).arg("moved", moved.join(", ")));
                if inf.ambiguous {
                    notes.push(Phrase::new("rr-numbers-ambiguous"));
                }
            }
            (inf.numbers, inf.schedule)
        };
        if schedule.cycles == 2 {
            let per = table.rounds_per_cycle();
            if through >= per - 1 && per >= 2 {
                notes.push(
                    Phrase::new(if schedule.swap_last_two { "rr-last-two-reversed" } else { "rr-last-two-in-order" })
                        .arg("a", per - 1)
                        .arg("b", per),
                );
            }
        }
        let declared_by = declared_by(t);
        Ok(Event { players, table_size: table.size, table, cycles, schedule, numbers, notes, declared_by })
    }

    /// Rounds in the event.
    #[must_use]
    pub fn rounds(&self) -> u16 {
        self.schedule.rounds(&self.table)
    }

    /// The player who drew `x` (`None` for the dummy).
    #[must_use]
    pub fn player(&self, x: TableNo) -> Option<Tpn> {
        self.numbers.player(x)
    }
}
