//! "What does the player need?" — for a player's games that are paired but not yet played
//! (the next round in the file, without its result), every combination of results is tried
//! and the norms it gives are reported: the least he must score for each norm, and with which
//! results. The same B.01 check as for a finished event decides each combination.

use super::{NormOptions, NormTitle, check};
use crate::tournament::{Points, ResultCode, RoundNo, Tournament, Tpn};
use serde::Serialize;

/// At most this many pending games are tried (3^4 = 81 combinations).
pub const MAX_PENDING: usize = 4;

/// A game paired in the file whose result is not in yet.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Pending {
    /// The round.
    pub round: RoundNo,
    /// The opponent.
    pub opponent: Tpn,
}

/// One norm's answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Need {
    /// The norm.
    pub title: NormTitle,
    /// The least the player must score in the pending games for the norm (`None`: no result
    /// gives it).
    pub least: Option<Points>,
    /// The result combinations that give the norm with that least score, as `R7 =` (one
    /// string a combination).
    pub with: Vec<String>,
    /// Every combination gives the norm (already secured).
    pub secured: bool,
}

/// The player's pending games: an opponent in the round, no result on either side.
#[must_use]
pub fn pending_games(t: &Tournament, tpn: Tpn) -> Vec<Pending> {
    let Some(p) = t.player(tpn) else { return Vec::new() };
    p.rounds
        .iter()
        .enumerate()
        .filter_map(|(i, e)| {
            let o = e.opponent?;
            let back = t.player(o)?.rounds.get(i)?;
            (e.result == ResultCode::Blank && back.result == ResultCode::Blank && back.opponent == Some(tpn))
                .then_some(Pending { round: RoundNo::from_index(i), opponent: o })
        })
        .collect()
}

/// Tries every result of `pending` for player `tpn` and says, per norm, what he needs.
#[must_use]
pub fn needs(t: &Tournament, o: &NormOptions, tpn: Tpn, pending: &[Pending]) -> Vec<Need> {
    let results = [ResultCode::Win, ResultCode::Draw, ResultCode::Loss];
    let combos = 3usize.pow(u32::try_from(pending.len()).unwrap_or(0));
    // Per title: (least score, combinations with it, all combinations give it).
    let mut best: Vec<(NormTitle, Option<Points>, Vec<String>, bool)> = Vec::new();
    for c in 0..combos {
        let mut filled = t.clone();
        let mut score = 0;
        let mut label = Vec::new();
        let mut code = c;
        for g in pending {
            let r = results[code % 3];
            code /= 3;
            let i = g.round.index();
            for (who, res) in [(tpn, r), (g.opponent, r.mirror().unwrap_or(r))] {
                if let Some(p) = filled.players.iter_mut().find(|p| p.tpn == who) {
                    p.rounds[i].result = res;
                }
            }
            score += match r {
                ResultCode::Win => 10,
                ResultCode::Draw => 5,
                _ => 0,
            };
            label.push(format!("R{} {}", g.round, r.to_char()));
        }
        let label = label.join(", ");
        for pn in check(&filled, o, &[tpn.0]) {
            for ch in pn.checks {
                let slot = match best.iter().position(|b| b.0 == ch.title) {
                    Some(k) => k,
                    None => {
                        best.push((ch.title, None, Vec::new(), true));
                        best.len() - 1
                    }
                };
                let b = &mut best[slot];
                if !ch.norm {
                    b.3 = false;
                    continue;
                }
                match b.1 {
                    Some(l) if l.0 < score => {}
                    Some(l) if l.0 == score => b.2.push(label.clone()),
                    _ => {
                        b.1 = Some(Points(score));
                        b.2 = vec![label.clone()];
                    }
                }
            }
        }
    }
    best.into_iter().map(|(title, least, with, secured)| Need { title, least, with, secured }).collect()
}
