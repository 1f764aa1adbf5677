//! The players to pair in a Dubov round (C.04.4.1 2026), with what the articles need: score,
//! TPN, rating (1.1), ARO (1.7), colour data and preference (1.6), upfloat history (1.8,
//! reading D-5), PAB eligibility ([C2]) and games played (3.1.4).

use crate::pairing::dutch::EditionFacts as _;
use crate::pairing::reading::Readings;
use crate::tournament::{Colour, ColourPreference, Points, PreferenceStrength, ResultCode, RoundNo, Tournament, Tpn};

/// A player to be paired.
#[derive(Clone, Debug)]
pub struct Player {
    /// Tournament pairing number (1.2).
    pub tpn: Tpn,
    /// Pairing score (score plus acceleration points, reading D-17).
    pub score: Points,
    /// Rating (1.1; 0 when the file gives none: the Chief Arbiter must assign one).
    pub rating: u32,
    /// Average rating of the opponents met over the board, rounded half up (1.7); 0 before any game.
    pub aro: u32,
    /// Colours of the games played, oldest first.
    pub colours: Vec<Colour>,
    /// Colour preference (1.6; a player who has not played has a mild preference for Black, 1.6.4).
    pub pref: ColourPreference,
    /// Times upfloated so far (reading D-5).
    pub upfloats: u32,
    /// Upfloated in the previous round ([C10]).
    pub upfloated_last: bool,
    /// May receive the PAB ([C2], Basic Rule 4 of 2026; reading D-10).
    pub pab_ok: bool,
    /// Opponents met over the board, sorted ([C1]).
    pub opponents: Vec<Tpn>,
}

impl Player {
    /// Whether the player has played a game over the board.
    #[must_use]
    pub fn has_played(&self) -> bool {
        !self.colours.is_empty()
    }
    /// The colour wanted (the due colour, 1.6).
    #[must_use]
    pub fn due(&self) -> Colour {
        self.pref.colour.unwrap_or(Colour::Black)
    }
    /// An absolute preference (1.6.1) — the colour, if so.
    #[must_use]
    pub fn absolute(&self) -> Option<Colour> {
        (self.pref.strength == PreferenceStrength::Absolute).then(|| self.due())
    }
}

/// Everything the engine knows about the round to pair.
#[derive(Clone, Debug)]
pub struct Ctx {
    /// The round.
    pub round: RoundNo,
    /// Players to pair, in TPN order.
    pub players: Vec<Player>,
    /// The initial-colour (5.1, reading: drawn before round 1; inferred from round 1 when the file does not say).
    pub initial_colour: Colour,
    /// MaxT = 2 + ⌊Rnds/5⌋ (1.8.2; Rnds = planned rounds, reading D-7).
    pub max_t: u32,
    /// The round being paired is the last one ([C8]–[C10] do not apply).
    pub last_round: bool,
    /// Prohibited pairs as index pairs (lower first).
    pub prohibited: Vec<(usize, usize)>,
    /// What [C9] counts (reading D-6).
    pub c9: C9Count,
}

/// What [C9] "the number of times a maximum upfloater is upfloated" counts (reading D-6).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum C9Count {
    /// (a) The sum, over the maximum upfloaters among the upfloaters, of the times each has
    /// been upfloated so far.
    TimesUpfloated,
    /// (b) The maximum upfloaters among the upfloaters, each once: the count of [C8] again,
    /// so that [C9] never decides and [C10] follows [C8].
    MaxUpfloaters,
    /// (c) The maximum upfloaters among the upfloaters who have already been upfloated while
    /// being maximum upfloaters. 1.8.1 makes "maximum upfloater" a matter of the count alone
    /// and MaxT is fixed for the tournament (1.8.2, reading D-7), so a player upfloated again
    /// after reaching MaxT is one upfloated more than MaxT times.
    UpfloatedAsMax,
}

impl C9Count {
    /// The count applied under `under`.
    #[must_use]
    pub fn under(under: &Readings) -> C9Count {
        match under.label("D-6") {
            Some("b") => C9Count::MaxUpfloaters,
            Some("c") => C9Count::UpfloatedAsMax,
            _ => C9Count::TimesUpfloated,
        }
    }
}

/// ARO (1.7.1): the mean of `ratings`, rounded to the nearest integer, half up; 0 for none (1.7.3).
#[must_use]
pub fn aro(ratings: &[u32]) -> u32 {
    if ratings.is_empty() {
        return 0;
    }
    let sum: u64 = ratings.iter().map(|&r| u64::from(r)).sum();
    let n = ratings.len() as u64;
    u32::try_from((2 * sum + n) / (2 * n)).unwrap_or(u32::MAX)
}

/// MaxT of 1.8.2 for a tournament of `rounds` rounds.
#[must_use]
pub fn max_t(rounds: u16) -> u32 {
    2 + u32::from(rounds) / 5
}

impl Ctx {
    /// Builds the context for pairing `round` of `t` (rounds before it played), under arbitro's
    /// default readings.
    #[must_use]
    pub fn new(t: &Tournament, round: RoundNo) -> Ctx {
        Ctx::under(t, round, &Readings::defaults())
    }

    /// [`Ctx::new`] under the readings `under` (D-5: `b` counts an upfloat only when the game
    /// was played, `c` compares the scores after the round; D-6: what [C9] counts).
    #[must_use]
    pub fn under(t: &Tournament, round: RoundNo, under: &Readings) -> Ctx {
        let played_only = under.is("D-5", "b");
        let after_round = under.is("D-5", "c");
        let state = t.state_at(round);
        // Reading D-5 (c): a player's score after round `k` (index), opponent's as their own.
        let score_after = |x: Tpn, k: usize| {
            state.players.iter().find(|q| q.tpn == x).and_then(|q| q.history.get(k)).map(|f| f.score_before + f.points)
        };
        let withdrawn: Vec<Tpn> = t.requested_byes_in(round, round).map(|b| b.player).collect();
        let rating_of = |x: Tpn| u32::from(t.player(x).and_then(crate::tournament::Player::fide_rating).unwrap_or(0));
        let mut players = Vec::new();
        for ps in &state.players {
            if ps.preset.is_some() || withdrawn.contains(&ps.tpn) {
                continue;
            }
            let mut opponents: Vec<Tpn> = ps.played_opponents().collect();
            let ratings: Vec<u32> = opponents.iter().map(|&o| rating_of(o)).collect();
            opponents.sort();
            // Reading D-5 (a): upfloated = paired with an opponent who had the higher score when
            // the round was paired, played or not; a bye is no upfloat. (b): played games only.
            // (c): the scores compared are those after the round.
            let ups: Vec<bool> = ps
                .history
                .iter()
                .enumerate()
                .map(|(k, f)| {
                    let higher = if after_round {
                        f.entry.opponent.and_then(|o| score_after(o, k)).is_some_and(|o| o > f.score_before + f.points)
                    } else {
                        f.opponent_score_before.is_some_and(|o| o > f.score_before)
                    };
                    f.entry.opponent.is_some()
                        && (!played_only || f.is_played())
                        && f.entry.result != ResultCode::PairingAllocatedBye
                        && higher
                })
                .collect();
            let pref = if ps.colours.is_empty() {
                ColourPreference { strength: PreferenceStrength::Mild, colour: Some(Colour::Black) }
            } else {
                ps.preference
            };
            players.push(Player {
                tpn: ps.tpn,
                score: ps.pairing_score,
                rating: rating_of(ps.tpn),
                aro: aro(&ratings),
                colours: ps.colours.clone(),
                pref,
                upfloats: u32::try_from(ups.iter().filter(|&&u| u).count()).unwrap_or(u32::MAX),
                upfloated_last: ups.last().copied().unwrap_or(false),
                pab_ok: ps.may_get_pab(crate::rules::DutchEdition::Dutch2026, t.scoring.win()),
                opponents,
            });
        }
        let prohibited = crate::pairing::prohibited_pairs(t, round, &players, |p| p.tpn);
        let rounds = t.planned_rounds.unwrap_or(round.0);
        Ctx {
            round,
            players,
            initial_colour: crate::pairing::initial_colour_of(t, false),
            max_t: max_t(rounds),
            last_round: t.planned_rounds.is_some_and(|n| n == round.0),
            prohibited,
            c9: C9Count::under(under),
        }
    }

    /// [C1] and [C3]: `a` and `b` (indices) may meet.
    #[must_use]
    pub fn compatible(&self, a: usize, b: usize) -> bool {
        let (pa, pb) = (&self.players[a], &self.players[b]);
        let met = pa.opponents.binary_search(&pb.tpn).is_ok();
        crate::pairing::may_meet((a, b), met, [pa.absolute(), pb.absolute()], &self.prohibited)
    }

    /// Whether the upfloater `p` is a maximum upfloater (1.8.1).
    #[must_use]
    pub fn is_max_upfloater(&self, p: usize) -> bool {
        self.players[p].upfloats >= self.max_t
    }

    /// [C9] of the upfloaters `ups` (indices), as reading D-6 counts it.
    #[must_use]
    pub fn c9(&self, ups: &[usize]) -> u32 {
        let max = ups.iter().filter(|&&u| self.is_max_upfloater(u));
        let n = |k: usize| u32::try_from(k).unwrap_or(u32::MAX);
        match self.c9 {
            C9Count::TimesUpfloated => max.map(|&u| self.players[u].upfloats).sum(),
            C9Count::MaxUpfloaters => n(max.count()),
            C9Count::UpfloatedAsMax => n(max.filter(|&&u| self.players[u].upfloats > self.max_t).count()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn aro_rounds_half_up() {
        assert_eq!(aro(&[]), 0);
        assert_eq!(aro(&[2000, 2001]), 2001); // 2000.5 → 2001 (1.7.1)
        assert_eq!(aro(&[2000, 2001, 2001]), 2001); // 2000.67
        assert_eq!(aro(&[2000, 2000, 2001]), 2000); // 2000.33
    }

    #[test]
    fn max_t_follows_1_8_2() {
        assert_eq!(max_t(5), 3);
        assert_eq!(max_t(9), 3);
        assert_eq!(max_t(10), 4);
        assert_eq!(max_t(4), 2);
    }
}
