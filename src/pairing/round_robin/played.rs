//! A round as the file records it, for comparing with the table: the games (scheduled
//! opponents, played or forfeited) and the players without a game.

use crate::core::order::StableSort;
use crate::tournament::{Colour, ResultCode, RoundNo, Tournament, Tpn};
use serde::Serialize;

/// One game of the file: the players and, when the file says it, who had White.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub(crate) struct PlayedGame {
    /// The player with White (the lower starting rank when the file gives no colour).
    pub white: Tpn,
    /// The other player.
    pub black: Tpn,
    /// Whether the file records the colours.
    pub colours_known: bool,
}

impl PlayedGame {
    /// Whether `p` plays in this game.
    #[must_use]
    pub fn has(&self, p: Tpn) -> bool {
        self.white == p || self.black == p
    }
    /// The other player.
    #[must_use]
    pub(crate) fn opponent_of(&self, p: Tpn) -> Option<Tpn> {
        if self.white == p {
            Some(self.black)
        } else if self.black == p {
            Some(self.white)
        } else {
            None
        }
    }
}

/// A round of the file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub(crate) struct PlayedRound {
    /// The round.
    pub round: RoundNo,
    /// Its games, by the white player's starting rank.
    pub games: Vec<PlayedGame>,
    /// Players with no opponent in the round, with their result code.
    pub without_game: Vec<(Tpn, ResultCode)>,
}

impl PlayedRound {
    /// Round `round` of `t`.
    #[must_use]
    pub fn from_tournament(t: &Tournament, round: RoundNo) -> PlayedRound {
        let mut games = Vec::new();
        let mut without_game = Vec::new();
        for p in &t.players {
            let e = p.entry(round);
            match e.opponent {
                None => without_game.push((p.tpn, e.result)),
                Some(o) => {
                    let other = t.player(o).map(|q| q.entry(round));
                    let (white, known) = match (e.colour, other.and_then(|x| x.colour)) {
                        (Some(Colour::White), _) | (None, Some(Colour::Black)) => (true, true),
                        (Some(Colour::Black), _) | (None, Some(Colour::White)) => (false, true),
                        (None, None) => (p.tpn < o, false),
                    };
                    if white {
                        games.push(PlayedGame { white: p.tpn, black: o, colours_known: known });
                    }
                }
            }
        }
        games.stable_sort_by_key(&|g| g.white);
        PlayedRound { round, games, without_game }
    }

    /// The game `p` plays in this round, if any.
    #[must_use]
    pub(crate) fn game_of(&self, p: Tpn) -> Option<PlayedGame> {
        self.games.iter().copied().find(|g| g.has(p))
    }

    /// What `p` has in this round without a game (`None` when `p` plays).
    #[must_use]
    pub(crate) fn code_without_game(&self, p: Tpn) -> Option<ResultCode> {
        self.without_game.iter().find(|(x, _)| *x == p).map(|(_, c)| *c)
    }
}
