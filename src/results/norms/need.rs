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

/// The tournament with the pending games given the results of combination `combo` (its
/// base-3 digits, one a game: win, draw, loss), the player's score in them (tenths) and the
/// results as `R9 1, R10 =`.
#[must_use]
pub fn with_results(t: &Tournament, tpn: Tpn, pending: &[Pending], combo: usize) -> (Tournament, Points, String) {
    let results = [ResultCode::Win, ResultCode::Draw, ResultCode::Loss];
    let mut filled = t.clone();
    let mut score = 0;
    let mut label = Vec::new();
    let mut code = combo;
    for g in pending {
        let r = results[code % 3];
        code /= 3;
        let i = g.round.index();
        for (who, res) in [(tpn, r), (g.opponent, r.mirror().unwrap_or(r))] {
            if let Some(p) = filled.players.iter_mut().find(|p| p.tpn == who) {
                if let Some(slot) = p.rounds.get_mut(i) {
                    slot.result = res;
                }
            }
        }
        score += match r {
            ResultCode::Win => 10,
            ResultCode::Draw => 5,
            _ => 0,
        };
        label.push(format!("R{} {}", g.round, r.to_char()));
    }
    (filled, Points(score), label.join(", "))
}

/// The number of result combinations of `pending` (3 per game).
#[must_use]
pub fn combinations(pending: &[Pending]) -> usize {
    3usize.pow(u32::try_from(pending.len()).unwrap_or(0))
}

/// One combination of results of the pending games and the player's rating after it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RatingOutcome {
    /// The results, as `R9 1, R10 =`.
    pub results: String,
    /// The player's score in the pending games.
    pub score: Points,
    /// A rated player's change over the whole event (B.02 8.3), rounded.
    pub change: Option<i64>,
    /// His rating after it.
    pub new_rating: Option<i64>,
    /// An unrated player's initial rating Ru (B.02 8.2), when the event gives one.
    pub initial_rating: Option<i64>,
    /// The K used (a rated player).
    pub k: Option<u32>,
}

/// The rating change (or initial rating) of `tpn` for every combination of results of his
/// pending games, computed by the same B.02 code as `arbitro ratings` on the completed event.
#[must_use]
pub fn rating_outcomes(
    t: &Tournament,
    o: &crate::results::ratings::compute::RatingOptions,
    tpn: Tpn,
    pending: &[Pending],
) -> Vec<RatingOutcome> {
    (0..combinations(pending))
        .filter_map(|c| {
            let (filled, score, results) = with_results(t, tpn, pending, c);
            let r = crate::results::ratings::compute::rate(&filled, o).into_iter().find(|r| r.tpn == tpn)?;
            Some(RatingOutcome {
                results,
                score,
                change: r.change,
                new_rating: r.new_rating,
                initial_rating: r.initial_rating,
                k: r.k,
            })
        })
        .collect()
}

/// Tries every result of `pending` for player `tpn` and says, per norm, what he needs.
#[must_use]
pub fn needs(t: &Tournament, o: &NormOptions, tpn: Tpn, pending: &[Pending]) -> Vec<Need> {
    // Per title: (least score, combinations with it, all combinations give it).
    let mut best: Vec<(NormTitle, Option<Points>, Vec<String>, bool)> = Vec::new();
    for c in 0..combinations(pending) {
        let (filled, score, label) = with_results(t, tpn, pending, c);
        let score = score.0;
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
