//! B.02 1.1: the rate of play a standard game needs to be rated — each player's minimum time
//! for 60 moves, set by the higher rating of the two players.

use crate::rules::time_control::TimeControl;
use crate::tournament::{ResultCode, RoundNo, Tournament, Tpn};
use serde::Serialize;

/// The minimum minutes each player must have for 60 moves (B.02 1.1, 2022 and 2024 texts):
/// 120 when a player of the game is rated 2400 or higher, 90 when one is rated 1800 or higher,
/// 60 when both are rated below 1800 (or unrated).
#[must_use]
pub fn minimum_minutes(higher_rating: Option<u16>) -> u32 {
    match higher_rating {
        Some(r) if r >= 2400 => 120,
        Some(r) if r >= 1800 => 90,
        _ => 60,
    }
}

/// A game played at a rate too fast for its players' ratings.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TooFast {
    /// The round.
    pub round: RoundNo,
    /// The two players (lower TPN first).
    pub players: (Tpn, Tpn),
    /// The higher of their ratings.
    pub higher_rating: Option<u16>,
    /// Minutes each player must have for 60 moves.
    pub required: u32,
    /// Minutes the time control gives the player with less time.
    pub given: u32,
}

impl TooFast {
    /// The finding in the arbiter's words, with the article.
    #[must_use]
    pub fn describe(&self) -> String {
        let band = match self.required {
            120 => "a player is rated 2400 or higher",
            90 => "a player is rated 1800 or higher",
            _ => "both players are rated below 1800",
        };
        format!(
            "round {}: {} v {}: {} minutes for 60 moves, but B.02 1.1 requires {} when {band}: not ratable as a standard game",
            self.round, self.players.0, self.players.1, self.given, self.required
        )
    }
}

/// The played games of `t` whose time control `tc` gives a player less than B.02 1.1 requires.
#[must_use]
pub fn too_fast(t: &Tournament, tc: &TimeControl) -> Vec<TooFast> {
    let (white, black) = tc.minutes_for_60_moves();
    let given = white.min(black);
    let mut out = Vec::new();
    for p in &t.players {
        for (i, e) in p.rounds.iter().enumerate() {
            let Some(o) = e.opponent else { continue };
            if o <= p.tpn || !matches!(e.result, ResultCode::Win | ResultCode::Draw | ResultCode::Loss) {
                continue;
            }
            let higher = [p.rating, t.player(o).and_then(|q| q.rating)].into_iter().flatten().max();
            let required = minimum_minutes(higher);
            if given < required {
                out.push(TooFast {
                    round: RoundNo::from_index(i),
                    players: (p.tpn, o),
                    higher_rating: higher,
                    required,
                    given,
                });
            }
        }
    }
    out.sort_by_key(|f| (f.round, f.players));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bands_of_b02_1_1() {
        assert_eq!(minimum_minutes(Some(2400)), 120);
        assert_eq!(minimum_minutes(Some(2399)), 90);
        assert_eq!(minimum_minutes(Some(1800)), 90);
        assert_eq!(minimum_minutes(Some(1799)), 60);
        assert_eq!(minimum_minutes(None), 60);
    }
}
