//! Pairing a round of a round-robin: the table round the schedule gives, in the players'
//! starting ranks. Nothing is decided: the draw decided it all (C.05 5.1). A player who
//! withdrew keeps his place in the table; his games are forfeited (C.05 6.4, 6.6).

use super::event::Event;
use crate::core::order::StableSort;
use crate::core::words::Phrase;
use crate::pairing::{Board, Finding, FindingKind, Pairer, Pairing, PairingError};
use crate::tournament::{ResultCode, RoundNo, Tournament, Tpn};

/// The pairing of `round` by the table of `e`: boards in the table's order; the player
/// drawn against the dummy (an odd field) as the bye: he has no game.
///
/// # Errors
/// A round beyond the last round of the event.
pub fn pair_round(e: &Event, round: RoundNo) -> Result<Pairing, PairingError> {
    let boards = e.schedule.boards(&e.table, round.0).ok_or_else(|| {
        PairingError::Input(
            crate::core::words::Phrase::new("nopair-round-robin-beyond")
                .arg("round", round.0)
                .arg("rounds", e.rounds()),
        )
    })?;
    let mut out = Vec::new();
    let mut bye = None;
    for b in boards {
        match (e.player(b.white), e.player(b.black)) {
            (Some(w), Some(k)) => out.push(Board { white: w, black: k }),
            (Some(x), None) | (None, Some(x)) => bye = Some(x),
            (None, None) => {}
        }
    }
    Ok(Pairing { round, boards: out, bye })
}

/// Players absent in `round` (an entry without a game already there, or a requested bye or
/// absence of record 240 / XXZ): the table still pairs them; their games are forfeited.
#[must_use]
pub fn absent(t: &Tournament, round: RoundNo) -> Vec<(Tpn, ResultCode)> {
    let mut v: Vec<(Tpn, ResultCode)> = t
        .players
        .iter()
        .filter_map(|p| {
            let e = p.entry(round);
            (e.opponent.is_none() && !e.is_blank()).then_some((p.tpn, e.result))
        })
        .collect();
    for b in t.requested_byes_in(round, round) {
        if !v.iter().any(|(p, _)| *p == b.player) {
            v.push((b.player, b.kind));
        }
    }
    v.stable_sort_by_key(&|(p, _)| *p);
    v
}

/// The round-robin as a [`Pairer`]: the table, read afresh from the rounds before each round.
#[derive(Copy, Clone, Debug, Default)]
pub struct RoundRobinPairer {
    /// `--cycles`, when given.
    pub cycles: Option<u16>,
}

impl Pairer for RoundRobinPairer {
    fn pair(&self, t: &Tournament, round: RoundNo) -> Result<Pairing, PairingError> {
        let e = Event::read(t, self.cycles, round.0.saturating_sub(1)).map_err(PairingError::Input)?;
        pair_round(&e, round)
    }

    /// Every board of the table's round that the pairing does not have, colours included
    /// (C.05 5.1, Annex 1): the table decides each board, so each one missing is a departure.
    fn explain_departure(&self, d: &crate::pairing::Departure<'_>) -> Vec<Finding> {
        const RULE: &str = "C.05 5.1, Annex 1";
        let ours = match d.ours {
            Ok(p) => p,
            Err(reason) => {
                return vec![Finding {
                    kind: FindingKind::NoPairing,
                    rule: RULE.to_owned(),
                    message: Phrase::new("find-table-no-round").arg("reason", reason.clone()),
                    players: Vec::new(),
                }];
            }
        };
        let mut out: Vec<Finding> = ours
            .boards
            .iter()
            .filter(|b| !d.theirs.boards.contains(b))
            .map(|b| {
                let reversed = d.theirs.boards.iter().any(|x| x.white == b.black && x.black == b.white);
                Finding {
                    kind: if reversed { FindingKind::Colour } else { FindingKind::Absolute },
                    rule: RULE.to_owned(),
                    message: Phrase::new(if reversed { "find-table-colours" } else { "find-table-pair" })
                        .arg("white", b.white.0)
                        .arg("black", b.black.0),
                    players: vec![b.white, b.black],
                }
            })
            .collect();
        if ours.bye != d.theirs.bye {
            out.push(Finding {
                kind: FindingKind::Participation,
                rule: RULE.to_owned(),
                message: Phrase::new("find-table-bye")
                    .arg(
                        "ours",
                        ours.bye
                            .map_or_else(|| Phrase::new("find-nobody"), |p| Phrase::new("find-player").arg("tpn", p.0)),
                    )
                    .arg(
                        "theirs",
                        d.theirs
                            .bye
                            .map_or_else(|| Phrase::new("find-nobody"), |p| Phrase::new("find-player").arg("tpn", p.0)),
                    ),
                players: ours.bye.into_iter().chain(d.theirs.bye).collect(),
            });
        }
        out
    }
}
