//! The teams to pair in a round of the Swiss Team Pairing System (C.04.6, 2026): score (1.2),
//! TPN (1.1), colours of the matches played (1.6), colour preference (1.7), floats of the
//! previous round (1.5), PAB eligibility ([C2]) and matches played (3.4.3).
//!
//! A team tournament is read as one TRF line (record 001) per team: its pairing number is the
//! team's TPN, its round entries are the team's matches (opponent team, board-1 colour of the
//! team, the match result: `1`/`=`/`0` won, drawn, lost; `+`/`-` won or lost by forfeit; `U`
//! the pairing-allocated bye), and its points are the primary score.

use super::TeamRules;
use crate::pairing::reading::Readings;
use crate::tournament::{Colour, Points, ResultCode, RoundNo, Tournament, Tpn};
use serde::Serialize;

/// A team's colour preference (1.7): the colour, and whether it is strong (Type B; every
/// Type A preference is "simple" and counts as not strong).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Preference {
    /// The colour wanted, if any.
    pub colour: Option<Colour>,
    /// A strong (Type B) preference ([C9], 4.3.4).
    pub strong: bool,
}

impl Preference {
    /// `W`, `B`, `W!`/`B!` (strong), or `-`.
    #[must_use]
    pub fn symbol(self) -> String {
        match self.colour {
            None => "-".to_owned(),
            Some(c) => format!("{}{}", if c == Colour::White { "W" } else { "B" }, if self.strong { "!" } else { "" }),
        }
    }
}

/// Which colour preferences the competition uses (1.7).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum PreferenceType {
    /// Type A, simple preferences (the default).
    TypeA,
    /// Type B, strong and mild preferences.
    TypeB,
    /// No colour preferences.
    None,
}

/// The colour preference of a team with `colours` (matches played, oldest first) by 1.7.
/// `last_round`: the round to pair is the last one (Type B mild preferences vanish, 1.7.2;
/// a strong preference stays, reading T-1).
#[must_use]
pub fn preference(kind: PreferenceType, colours: &[Colour], last_round: bool) -> Preference {
    if kind == PreferenceType::None || colours.is_empty() {
        return Preference::default();
    }
    let cd: i32 = colours.iter().map(|&c| if c == Colour::White { 1 } else { -1 }).sum();
    let last_two = |c: Colour| colours.len() >= 2 && colours[colours.len() - 2..].iter().all(|&x| x == c);
    let simple = if cd < -1 || ((cd == 0 || cd == -1) && last_two(Colour::Black)) {
        Some(Colour::White)
    } else if cd > 1 || ((cd == 0 || cd == 1) && last_two(Colour::White)) {
        Some(Colour::Black)
    } else {
        None
    };
    if let Some(c) = simple {
        return Preference { colour: Some(c), strong: kind == PreferenceType::TypeB };
    }
    if kind == PreferenceType::TypeA {
        return Preference::default();
    }
    let last = colours.last().copied();
    let mild = match cd {
        -1 => Some(Colour::White),
        1 => Some(Colour::Black),
        0 if !last_round => last.map(Colour::opposite),
        _ => None,
    };
    Preference { colour: mild, strong: false }
}

/// [`preference`] under the readings `under`: under T-1 (b) (`--reading T-1b`) a Type B team
/// with CD 0 has no preference in the last round, even with its last two matches of one colour
/// (the last sentence of 1.7.2 read over the strong clause).
#[must_use]
pub fn preference_under(kind: PreferenceType, colours: &[Colour], last_round: bool, under: &Readings) -> Preference {
    let cd: i32 = colours.iter().map(|&c| if c == Colour::White { 1 } else { -1 }).sum();
    if kind == PreferenceType::TypeB && last_round && cd == 0 && under.is("T-1", "b") {
        return Preference::default();
    }
    preference(kind, colours, last_round)
}

/// A team to be paired.
#[derive(Clone, Debug, Serialize)]
pub struct Team {
    /// Tournament pairing number (1.1).
    pub tpn: Tpn,
    /// The (primary) score (1.2; pairing score when the file accelerates, reading T-13).
    pub score: Points,
    /// The secondary score for 4.2.2, when the competition uses one and the file gives it.
    pub secondary: Option<Points>,
    /// Board-1 colours of the matches actually played, oldest first (1.6.1).
    pub colours: Vec<Colour>,
    /// Board-1 colour of each round as paired, round 1 first: a match played or forfeited
    /// (its paired colour); `None` without a match (4.3.6 under reading T-11 (b)).
    pub by_round: Vec<Option<Colour>>,
    /// Colour difference (1.6.2).
    pub cd: i32,
    /// Colour preference (1.7).
    pub pref: Preference,
    /// Floated in the previous round (1.5): played a match against an opponent with a
    /// different score ([C7], [C10]).
    pub floated_last: bool,
    /// May receive the pairing-allocated bye ([C2]).
    pub pab_ok: bool,
    /// Opponents met in matches played, sorted ([C1]).
    pub opponents: Vec<Tpn>,
}

impl Team {
    /// Matches played (3.4.3).
    #[must_use]
    pub fn matches_played(&self) -> usize {
        self.colours.len()
    }
}

/// Everything the engine knows about the round to pair.
#[derive(Clone, Debug)]
pub struct Ctx {
    /// The round.
    pub round: RoundNo,
    /// Teams to pair, in TPN order.
    pub teams: Vec<Team>,
    /// The competition's rules (preference type, secondary score).
    pub rules: TeamRules,
    /// The initial-colour (4.1): as the file declares, else read back from round 1, else White.
    pub initial_colour: Colour,
    /// The round is one of the last two ([C7] and [C10] do not apply).
    pub last_two: bool,
    /// Prohibited pairs as index pairs (lower first).
    pub prohibited: Vec<(usize, usize)>,
    /// The readings applied where the text leaves the pairing open (`--reading`: T-11, T-16).
    pub readings: Readings,
}

impl Ctx {
    /// Builds the context for pairing `round` of `t` under `rules`; `planned` is the number of
    /// rounds (record 142 / XXR).
    #[must_use]
    pub fn new(t: &Tournament, round: RoundNo, rules: TeamRules, planned: u16) -> Ctx {
        Ctx::under(t, round, rules, planned, &Readings::defaults())
    }

    /// [`Ctx::new`] under the readings `under` (`--reading`).
    #[must_use]
    pub fn under(t: &Tournament, round: RoundNo, rules: TeamRules, planned: u16, under: &Readings) -> Ctx {
        let state = t.state_at(round);
        let withdrawn: Vec<Tpn> = t.requested_byes_in(round, round).map(|b| b.player).collect();
        let last_round = round.0 >= planned;
        let mut teams = Vec::new();
        for ps in &state.players {
            if ps.preset.is_some() || withdrawn.contains(&ps.tpn) {
                continue;
            }
            let mut opponents: Vec<Tpn> = ps.played_opponents().collect();
            opponents.sort();
            // Game points before round `r` (0-based index `i` = rounds before it), when given.
            let gp_before =
                |x: Tpn, i: usize| t.match_game_points.get(&x).map(|v| v.iter().take(i).copied().sum::<Points>());
            let floated_last = ps.history.last().is_some_and(|f| {
                let by_match_points = f.opponent_score_before.is_some_and(|o| o != f.score_before);
                let last = ps.history.len() - 1;
                let by_game_points =
                    f.entry.opponent.and_then(|o| Some(gp_before(o, last)? != gp_before(ps.tpn, last)?));
                f.is_played()
                    && if rules.game_points_primary {
                        by_game_points.unwrap_or(by_match_points)
                    } else {
                        by_match_points
                    }
            });
            let pab_ok = ps.history.iter().all(|f| {
                !matches!(
                    f.entry.result,
                    ResultCode::PairingAllocatedBye | ResultCode::ForfeitWin | ResultCode::FullPointBye
                )
            });
            // Game points, when the file gives them (a team event read from its 310 records):
            // the primary score when the competition says so (1.2.1), else the secondary.
            let game_points = gp_before(ps.tpn, round.index());
            let (score, secondary) = match game_points {
                Some(gp) if rules.game_points_primary => (gp, Some(ps.pairing_score)),
                gp => (ps.pairing_score, gp),
            };
            let mut by_round = vec![None; round.index()];
            for f in &ps.history {
                if let Some(slot) = by_round.get_mut(f.round.index()) {
                    *slot = f.entry.opponent.and(f.entry.colour);
                }
            }
            teams.push(Team {
                tpn: ps.tpn,
                score,
                secondary,
                cd: ps.colour_difference,
                pref: preference_under(rules.preference, &ps.colours, last_round, under),
                colours: ps.colours.clone(),
                by_round,
                floated_last,
                pab_ok,
                opponents,
            });
        }
        let prohibited = crate::pairing::prohibited_pairs(t, round, &teams, |p| p.tpn);
        Ctx {
            round,
            teams,
            rules,
            initial_colour: initial_colour(t),
            last_two: round.0 + 1 >= planned,
            prohibited,
            readings: under.clone(),
        }
    }

    /// [C1]: `a` and `b` (indices) may meet.
    #[must_use]
    pub fn compatible(&self, a: usize, b: usize) -> bool {
        a != b
            && self.teams[a].opponents.binary_search(&self.teams[b].tpn).is_err()
            && self.prohibited.binary_search(&(a.min(b), a.max(b))).is_err()
    }

    /// The index of the team with pairing number `x`.
    #[must_use]
    pub fn index_of(&self, x: Tpn) -> Option<usize> {
        self.teams.binary_search_by_key(&x, |t| t.tpn).ok()
    }
}

/// The initial-colour (4.1): as declared (XXC / record 152), else read back from round 1, where
/// both teams of every match had yet to play (4.3.1: the first-team, of the smaller TPN when
/// scores are equal, gets the initial-colour when its TPN is odd). White when nothing tells.
pub fn initial_colour(t: &Tournament) -> Colour {
    crate::pairing::initial_colour_of(t, true)
}

#[cfg(test)]
mod tests {
    use super::*;
    use Colour::{Black as B, White as W};

    #[test]
    fn type_a_preferences_follow_1_7_1() {
        let a = |c: &[Colour]| preference(PreferenceType::TypeA, c, false).colour;
        assert_eq!(a(&[]), None);
        assert_eq!(a(&[W]), None, "CD +1, one match: no Type A preference");
        assert_eq!(a(&[W, W]), Some(B), "CD +2");
        assert_eq!(a(&[B, W, W]), Some(B), "CD +1 and White in the last two");
        assert_eq!(a(&[W, B, B]), Some(W), "CD -1 and Black in the last two");
        assert_eq!(a(&[W, W, B, B]), Some(W), "CD 0 and Black in the last two");
        assert_eq!(a(&[W, B]), None);
        assert_eq!(a(&[B, B, B, W]), Some(W), "CD -2");
    }

    #[test]
    fn type_b_preferences_follow_1_7_2() {
        let b = |c: &[Colour], last| preference(PreferenceType::TypeB, c, last);
        assert_eq!(b(&[W], false), Preference { colour: Some(B), strong: false }, "CD +1: mild");
        assert_eq!(b(&[W, B], false), Preference { colour: Some(W), strong: false }, "CD 0, Black last: mild");
        assert_eq!(b(&[W, B], true), Preference::default(), "CD 0 in the last round: none");
        assert_eq!(b(&[W, W, B, B], true), Preference { colour: Some(W), strong: true }, "reading T-1");
        let t1b = Readings::of(&[crate::pairing::reading::parse_choice("T-1b").unwrap()]);
        let under = |c: &[Colour], last| preference_under(PreferenceType::TypeB, c, last, &t1b);
        assert_eq!(under(&[W, W, B, B], true), Preference::default(), "T-1 (b): the last sentence of 1.7.2");
        assert_eq!(under(&[W, W, B, B], false), Preference { colour: Some(W), strong: true }, "not the last round");
        assert_eq!(under(&[B, B, W], true), Preference { colour: Some(W), strong: false }, "CD -1: mild, as (a)");
        assert_eq!(b(&[W, B, B], false), Preference { colour: Some(W), strong: true }, "reading T-2");
        assert_eq!(b(&[], false), Preference::default());
        assert_eq!(preference(PreferenceType::None, &[W, W], false), Preference::default());
    }
}
