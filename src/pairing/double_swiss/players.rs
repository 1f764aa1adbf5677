//! The players to pair in a round of the Double-Swiss System (C.04.5, 2026): score in game
//! points over both games of every match (reading DS-5), TPN (1.1), the colour each had in the
//! matches played (1.6, paraphrase), floats of the previous round (1.5, paraphrase), PAB
//! eligibility ([C2]) and matches played (3.4.3).
//!
//! The file is read one TRF round per match (the form chesspairing reads and writes; TRF-2026
//! cannot write a two-game match, reading DS-10): the round entry's opponent, the colour of
//! game 1, and the match result: `1`/`W` match won (2 game points), `=`/`D` drawn (1),
//! `0`/`L` lost (0); `+`/`-` won or lost by forfeit (the loser forfeited both games: 2 or 0,
//! not played, the pair may meet again, Preface and DS-2); `U` the pairing-allocated bye (a
//! game won and a game drawn, 1.5, fragment of 1.4); `F` a full-point bye (2), `H` (1), `Z` (0).

use crate::pairing::lex_procedure::Field;
use crate::tournament::{Colour, Points, ResultCode, RoundNo, Tournament, Tpn};
use serde::Serialize;

/// The game points of a match (one TRF round entry), in the tournament's tenths.
#[must_use]
pub fn game_points(r: ResultCode) -> Points {
    Points(match r {
        ResultCode::Win | ResultCode::WinUnrated | ResultCode::ForfeitWin | ResultCode::FullPointBye => 20,
        ResultCode::Draw | ResultCode::DrawUnrated | ResultCode::HalfPointBye => 10,
        ResultCode::PairingAllocatedBye => 15,
        ResultCode::Loss
        | ResultCode::LossUnrated
        | ResultCode::ForfeitLoss
        | ResultCode::ZeroPointBye
        | ResultCode::Blank => 0,
    })
}

/// A player to be paired.
#[derive(Clone, Debug, Serialize)]
pub struct Player {
    /// Tournament pairing number (1.1).
    pub tpn: Tpn,
    /// Game points over both games of every match (DS-5).
    pub score: Points,
    /// The game-1 colour of each round (index 0 = round 1), `None` when no match was played.
    pub rounds: Vec<Option<Colour>>,
    /// Floated in the previous round (1.5): played a match against an opponent with a
    /// different score ([C7], [C8]).
    pub floated_last: bool,
    /// May receive the pairing-allocated bye ([C2]).
    pub pab_ok: bool,
    /// Opponents met in matches played, sorted ([C1]).
    pub opponents: Vec<Tpn>,
}

impl Player {
    /// Matches played (3.4.3).
    #[must_use]
    pub fn matches_played(&self) -> usize {
        self.rounds.iter().flatten().count()
    }
    /// Matches with White in game 1 (4.3.2, reading DS-8).
    #[must_use]
    pub fn whites(&self) -> usize {
        self.rounds.iter().flatten().filter(|&&c| c == Colour::White).count()
    }
    /// The game-1 colour of the last match played.
    #[must_use]
    pub fn last_colour(&self) -> Option<Colour> {
        self.rounds.iter().rev().flatten().next().copied()
    }
}

/// Everything the engine knows about the round to pair.
#[derive(Clone, Debug)]
pub struct Ctx {
    /// The round.
    pub round: RoundNo,
    /// Players to pair, in TPN order.
    pub players: Vec<Player>,
    /// The initial-colour (4.1): as the file declares, else read back from round 1, else White.
    pub initial_colour: Colour,
    /// [C7] and [C8] apply to this round (they do not in the last round, or, under the other
    /// reading of DS-6, in the last two).
    pub floats_apply: bool,
    /// Prohibited pairs as index pairs (lower first).
    pub prohibited: Vec<(usize, usize)>,
    /// The readings applied where the text leaves the pairing open (`--reading`: DS-11).
    pub readings: crate::pairing::reading::Readings,
}

/// Every player's game points before each round (index `i` = before round `i + 1`).
fn scores_before(t: &Tournament, upto: usize) -> std::collections::BTreeMap<Tpn, Vec<Points>> {
    t.players
        .iter()
        .map(|p| {
            let mut acc = Points::ZERO;
            let mut v = Vec::with_capacity(upto + 1);
            for r in 1..=upto {
                v.push(acc);
                let round = RoundNo(u16::try_from(r).unwrap_or(u16::MAX));
                acc += game_points(p.entry(round).result);
            }
            v.push(acc);
            (p.tpn, v)
        })
        .collect()
}

impl Ctx {
    /// Builds the context for pairing `round` of `t`; `floats_apply`: [C7] and [C8] apply.
    #[must_use]
    pub fn new(t: &Tournament, round: RoundNo, floats_apply: bool) -> Ctx {
        Ctx::under(t, round, floats_apply, &crate::pairing::reading::Readings::defaults())
    }

    /// [`Ctx::new`] under the readings `under` (`--reading DS-11b`).
    #[must_use]
    pub fn under(t: &Tournament, round: RoundNo, floats_apply: bool, under: &crate::pairing::reading::Readings) -> Ctx {
        let state = t.state_at(round);
        let withdrawn: Vec<Tpn> = t.requested_byes_in(round, round).map(|b| b.player).collect();
        let before = scores_before(t, round.index());
        let score_at = |x: Tpn, i: usize| before.get(&x).and_then(|v| v.get(i).copied()).unwrap_or(Points::ZERO);
        let mut players = Vec::new();
        for ps in &state.players {
            if ps.preset.is_some() || withdrawn.contains(&ps.tpn) {
                continue;
            }
            let mut opponents: Vec<Tpn> = ps.played_opponents().collect();
            opponents.sort();
            let floated_last = ps.history.last().is_some_and(|f| {
                let i = ps.history.len() - 1;
                f.is_played() && f.entry.opponent.is_some_and(|o| score_at(o, i) != score_at(ps.tpn, i))
            });
            let pab_ok = ps.history.iter().all(|f| {
                !matches!(
                    f.entry.result,
                    ResultCode::PairingAllocatedBye | ResultCode::ForfeitWin | ResultCode::FullPointBye
                )
            });
            players.push(Player {
                tpn: ps.tpn,
                score: score_at(ps.tpn, round.index()),
                rounds: ps.history.iter().map(crate::tournament::state::RoundFact::played_colour).collect(),
                floated_last,
                pab_ok,
                opponents,
            });
        }
        let prohibited = crate::pairing::prohibited_pairs(t, round, &players, |p| p.tpn);
        Ctx {
            round,
            players,
            initial_colour: crate::pairing::team::teams::initial_colour(t),
            floats_apply,
            prohibited,
            readings: under.clone(),
        }
    }

    /// [C1]: `a` and `b` (indices) may meet.
    #[must_use]
    pub fn compatible(&self, a: usize, b: usize) -> bool {
        a != b
            && self.players[a].opponents.binary_search(&self.players[b].tpn).is_err()
            && self.prohibited.binary_search(&(a.min(b), a.max(b))).is_err()
    }

    /// The index of the player with pairing number `x`.
    #[must_use]
    pub fn index_of(&self, x: Tpn) -> Option<usize> {
        self.players.binary_search_by_key(&x, |p| p.tpn).ok()
    }
}

/// The quality of a bracket pairing by [C8] (lower is better).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Serialize)]
pub struct PairQuality {
    /// [C8] upfloaters' opponents that floated in the previous round (0 where [C8] does not apply).
    pub c8: u32,
}

impl Field for Ctx {
    type Quality = PairQuality;
    fn size(&self) -> usize {
        self.players.len()
    }
    fn score(&self, i: usize) -> Points {
        self.players[i].score
    }
    fn tpn(&self, i: usize) -> Tpn {
        self.players[i].tpn
    }
    fn matches_played(&self, i: usize) -> usize {
        self.players[i].matches_played()
    }
    fn may_get_pab(&self, i: usize) -> bool {
        self.players[i].pab_ok
    }
    fn compatible(&self, a: usize, b: usize) -> bool {
        Ctx::compatible(self, a, b)
    }
    fn floated_counts(&self, i: usize) -> bool {
        self.floats_apply && self.players[i].floated_last
    }
    /// [C8]: the opponent of an upfloater counts when it floated in the previous round (the
    /// resident of each resident–upfloater pair, reading DS-7).
    fn pair_quality(&self, ups: &[usize], a: usize, b: usize) -> PairQuality {
        if !self.floats_apply {
            return PairQuality::default();
        }
        let (x, y) = (&self.players[a], &self.players[b]);
        PairQuality {
            c8: u32::from(ups.contains(&a) && y.floated_last) + u32::from(ups.contains(&b) && x.floated_last),
        }
    }
    fn add(a: PairQuality, b: PairQuality) -> PairQuality {
        PairQuality { c8: a.c8 + b.c8 }
    }
    fn packed(q: PairQuality, _k: i64) -> i64 {
        i64::from(q.c8)
    }
    fn noun(&self) -> &'static str {
        "player"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_match_is_worth_its_game_points() {
        assert_eq!(game_points(ResultCode::Win), Points(20));
        assert_eq!(game_points(ResultCode::Draw), Points(10));
        assert_eq!(game_points(ResultCode::PairingAllocatedBye), Points(15), "1.4: a game won and a game drawn");
        assert_eq!(game_points(ResultCode::ForfeitLoss), Points::ZERO);
    }
}
