//! The players to pair in a Lim round (C.04.4.3), with what the articles need: score, rank
//! (the pairing number: the Lim pairing list is the TPN order), colours of the games played
//! (unplayed rounds dropped, reading L-10), opponents met, whether the player may receive the
//! pairing-allocated bye and whether they floated in the previous round (3.10).

use crate::pairing::dutch::EditionFacts as _;
use crate::pairing::reading::Readings;
use crate::tournament::{Colour, Points, RoundNo, Tournament, Tpn};

/// A player to be paired.
#[derive(Clone, Debug)]
pub struct Player {
    /// Pairing number (the rank of the Lim text: 1 is the highest-ranked).
    pub tpn: Tpn,
    /// Score before the round (scoregroups, 2.2).
    pub score: Points,
    /// Colours of the games played, oldest first.
    pub colours: Vec<Colour>,
    /// Opponents met over the board, sorted.
    pub opponents: Vec<Tpn>,
    /// May receive the pairing-allocated bye (Basic Rules Art. 3 / C.04.1.c).
    pub pab_ok: bool,
    /// Floated (met a player of another score) in the previous round (3.10).
    pub floated_last: bool,
}

impl Player {
    /// Whites minus Blacks over the games played.
    #[must_use]
    pub fn difference(&self) -> i32 {
        self.colours.iter().map(|c| if *c == Colour::White { 1 } else { -1 }).sum()
    }

    /// The colour due (5.1, 5.5, 5.6): the colour that equalises when the counts differ (an
    /// even round equalises, an odd round leaves only one more), else the alternating one; none
    /// before the first game.
    #[must_use]
    pub fn due(&self) -> Option<Colour> {
        let last = *self.colours.last()?;
        Some(match self.difference() {
            d if d > 0 => Colour::Black,
            d if d < 0 => Colour::White,
            _ => last.opposite(),
        })
    }

    /// Whether the player may be given `c` under 2.1 / 5.1 (a)–(b): not a third time running,
    /// not three more of one colour.
    #[must_use]
    pub fn may_get(&self, c: Colour) -> bool {
        let n = self.colours.len();
        let three_running = n >= 2 && self.colours[n - 1] == c && self.colours[n - 2] == c;
        let d = self.difference() + if c == Colour::White { 1 } else { -1 };
        !three_running && d.abs() < 3
    }
}

/// Everything the engine knows about the round to pair.
#[derive(Clone, Debug)]
pub struct Ctx {
    /// The round.
    pub round: RoundNo,
    /// Players to pair, in TPN order.
    pub players: Vec<Player>,
    /// The colour drawn for player 1 (7.2; declared, else read back from round 1; White when
    /// nothing tells).
    pub initial_colour: Colour,
    /// Whether this is the tournament's last round (6.1; false when the number of rounds is
    /// not known, reading L-15).
    pub last_round: bool,
    /// The points of a win (the Median Scoregroup is half of rounds played times a win).
    pub win: Points,
    /// Prohibited pairs as index pairs (lower first), sorted.
    pub prohibited: Vec<(usize, usize)>,
    /// The readings applied (L-20, L-21 switch; `--reading`).
    pub readings: Readings,
}

impl Ctx {
    /// Builds the context for pairing `round` of `t` (rounds before it played).
    #[must_use]
    pub fn new(t: &Tournament, round: RoundNo) -> Ctx {
        Ctx::under(t, round, &Readings::defaults())
    }

    /// [`Ctx::new`] under the readings `under`.
    #[must_use]
    pub fn under(t: &Tournament, round: RoundNo, under: &Readings) -> Ctx {
        let state = t.state_at(round);
        let withdrawn: Vec<Tpn> = t.requested_byes_in(round, round).map(|b| b.player).collect();
        let mut players = Vec::new();
        for ps in &state.players {
            if ps.preset.is_some() || withdrawn.contains(&ps.tpn) {
                continue;
            }
            let mut opponents: Vec<Tpn> =
                ps.history.iter().filter(|f| f.is_played()).filter_map(|f| f.entry.opponent).collect();
            opponents.sort();
            let floated_last = ps
                .history
                .last()
                .is_some_and(|f| f.is_played() && f.opponent_score_before.is_some_and(|o| o != f.score_before));
            players.push(Player {
                tpn: ps.tpn,
                score: ps.pairing_score,
                colours: ps.colours.clone(),
                opponents,
                pab_ok: ps.may_get_pab(crate::rules::DutchEdition::Dutch2026, t.scoring.win()),
                floated_last,
            });
        }
        let prohibited = crate::pairing::prohibited_pairs(t, round, &players, |p| p.tpn);
        Ctx {
            round,
            players,
            initial_colour: crate::pairing::initial_colour_of(t, false),
            last_round: t.planned_rounds.is_some_and(|n| round.0 >= n),
            win: t.scoring.win(),
            prohibited,
            readings: under.clone(),
        }
    }

    /// Whether `a` and `b` have met (or may not meet).
    #[must_use]
    pub fn met(&self, a: usize, b: usize) -> bool {
        self.players[a].opponents.binary_search(&self.players[b].tpn).is_ok()
            || self.prohibited.binary_search(&(a.min(b), a.max(b))).is_ok()
    }

    /// 2.1: `a` and `b` are compatible: they have not met, and some allocation of colours
    /// keeps both within 5.1 (a)–(b). In the last round the colour limits give way (6.1).
    #[must_use]
    pub fn compatible(&self, a: usize, b: usize) -> bool {
        if a == b || self.met(a, b) {
            return false;
        }
        if self.last_round {
            return true;
        }
        let (pa, pb) = (&self.players[a], &self.players[b]);
        [Colour::White, Colour::Black].into_iter().any(|c| pa.may_get(c) && pb.may_get(c.opposite()))
    }

    /// 5.2: `a` and `b` are due the same colour, so one of them will not get it.
    #[must_use]
    pub fn colour_clash(&self, a: usize, b: usize) -> bool {
        matches!((self.players[a].due(), self.players[b].due()), (Some(x), Some(y)) if x == y)
    }

    /// The Median Scoregroup's score (2.2): half the rounds played, in points.
    #[must_use]
    pub fn median_score(&self) -> Points {
        Points(i32::from(self.round.0.saturating_sub(1)) * self.win.0 / 2)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn player(colours: &[Colour]) -> Player {
        Player {
            tpn: Tpn(1),
            score: Points::ZERO,
            colours: colours.to_vec(),
            opponents: Vec::new(),
            pab_ok: true,
            floated_last: false,
        }
    }

    /// 5.1, 5.5, 5.6: the due colour equalises first, then alternates; 2.1 limits.
    #[test]
    fn due_colour_and_limits_follow_5_1() {
        use Colour::{Black as B, White as W};
        assert_eq!(player(&[]).due(), None);
        assert_eq!(player(&[W]).due(), Some(B));
        assert_eq!(player(&[W, B]).due(), Some(W));
        assert_eq!(player(&[W, W, B]).due(), Some(B));
        assert!(!player(&[W, W]).may_get(W));
        assert!(player(&[W, W]).may_get(B));
        assert!(!player(&[W, B, W, W, B, W]).may_get(W), "three more Whites");
    }
}
