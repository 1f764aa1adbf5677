//! The state of every player before a round is paired: score, opponents, colour
//! history, colour difference and preference (C.04.3 2026 Art. 1.6–1.7; 2017 A.6),
//! float history (2026 Art. 1.4; 2017 A.4) and byes.

use super::types::{Colour, Points, ResultCode, RoundNo, Tpn};
use super::{RoundEntry, Tournament};
use serde::Serialize;

/// What happened to a player in one past round.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RoundFact {
    /// The round.
    pub round: RoundNo,
    /// The entry as recorded.
    pub entry: RoundEntry,
    /// Points scored in the round.
    pub points: Points,
    /// The player's pairing score before the round (real score plus the fictitious
    /// points of accelerated pairing for that round).
    pub score_before: Points,
    /// The opponent's pairing score before the round, when there was an opponent.
    pub opponent_score_before: Option<Points>,
}

impl RoundFact {
    /// True when a game was played over the board (counts for colours and meetings; C.04.2 3.4–3.5).
    #[must_use]
    pub fn is_played(&self) -> bool {
        self.entry.is_played_game()
    }
    /// The colour of a played game.
    #[must_use]
    pub(crate) fn played_colour(&self) -> Option<Colour> {
        if self.is_played() { self.entry.colour } else { None }
    }
}

/// A float received in a round.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Float {
    /// Downfloat: met a lower-scored opponent, got the PAB, or (per edition) did not play.
    Down,
    /// Upfloat: met a higher-scored opponent.
    Up,
}

impl Float {
    /// The mark the manual's check-lists print for the float, in every language: ▼ down, ▲ up.
    #[must_use]
    pub fn mark(self) -> &'static str {
        match self {
            Float::Down => "▼",
            Float::Up => "▲",
        }
    }
}

/// How strongly a colour is wanted (2026 Art. 1.7, 2017 A.6).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum PreferenceStrength {
    /// No game played yet: no preference (1.7.4).
    None,
    /// Colour difference 0: alternate from the last game (1.7.3).
    Mild,
    /// Colour difference ±1 (1.7.2).
    Strong,
    /// Colour difference beyond ±1, or the same colour in the two latest games played (1.7.1).
    Absolute,
}

/// A colour preference.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ColourPreference {
    /// The strength.
    pub strength: PreferenceStrength,
    /// The colour wanted (`None` only with strength `None`).
    pub colour: Option<Colour>,
}

impl ColourPreference {
    /// No preference.
    pub const NONE: ColourPreference = ColourPreference { strength: PreferenceStrength::None, colour: None };

    /// The preference of a player with these played colours (oldest first), per Art. 1.7.
    #[must_use]
    pub(crate) fn from_colours(colours: &[Colour]) -> ColourPreference {
        let Some(&last) = colours.last() else {
            return ColourPreference::NONE;
        };
        let cd = colour_difference(colours);
        let same_two = colours.len() >= 2 && colours[colours.len() - 2] == last;
        if !(-1..=1).contains(&cd) || same_two {
            let colour = if cd < -1 {
                Colour::White
            } else if cd > 1 {
                Colour::Black
            } else {
                last.opposite()
            };
            ColourPreference { strength: PreferenceStrength::Absolute, colour: Some(colour) }
        } else if cd == 1 {
            ColourPreference { strength: PreferenceStrength::Strong, colour: Some(Colour::Black) }
        } else if cd == -1 {
            ColourPreference { strength: PreferenceStrength::Strong, colour: Some(Colour::White) }
        } else {
            ColourPreference { strength: PreferenceStrength::Mild, colour: Some(last.opposite()) }
        }
    }

    /// The check-list symbol JaVaFo prints: `W`/`B` absolute, `(W)`/`(B)` strong, `(w)`/`(b)` mild, `A` none.
    #[must_use]
    pub fn symbol(&self) -> String {
        match (self.strength, self.colour) {
            (PreferenceStrength::Absolute, Some(c)) => format!("{}{}", c.upper(), c.upper()),
            (PreferenceStrength::Strong, Some(c)) => format!("({})", c.upper()),
            (PreferenceStrength::Mild, Some(c)) => format!("({})", c.letter()),
            _ => "A".to_owned(),
        }
    }
}

/// White games minus black games (Art. 1.6).
#[must_use]
pub(crate) fn colour_difference(colours: &[Colour]) -> i32 {
    colours.iter().map(|c| if *c == Colour::White { 1 } else { -1 }).sum()
}

/// A player's state before a round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PlayerState {
    /// The player.
    pub tpn: Tpn,
    /// Score after the previous rounds, with the tournament's scoring points.
    pub score: Points,
    /// Pairing score for this round: score plus fictitious points (accelerated pairing).
    pub pairing_score: Points,
    /// What happened in each previous round (index 0 = round 1).
    pub history: Vec<RoundFact>,
    /// Colours of the games actually played, oldest first (C.04.2 3.4: unplayed rounds are skipped).
    pub colours: Vec<Colour>,
    /// White minus black over played games.
    pub colour_difference: i32,
    /// Colour preference.
    pub preference: ColourPreference,
    /// The entry already recorded for the round being paired (a requested bye or an
    /// absence), if any: such a player is not paired.
    pub preset: Option<RoundEntry>,
}

impl PlayerState {
    /// The colours of the rounds before, one letter a round: `W`, `B`, or `-` where no game
    /// was played (the check-lists' colour column).
    #[must_use]
    pub(crate) fn colour_letters(&self) -> String {
        self.history.iter().map(|f| f.played_colour().map_or('-', Colour::upper)).collect()
    }
    /// Opponents met over the board (forfeited games do not count: C.04.2 3.5 / D.6).
    pub(crate) fn played_opponents(&self) -> impl Iterator<Item = Tpn> + '_ {
        self.history.iter().filter(|f| f.is_played()).filter_map(|f| f.entry.opponent)
    }

    /// Whether the player met `other` over the board.
    #[must_use]
    pub fn has_played(&self, other: Tpn) -> bool {
        self.played_opponents().any(|o| o == other)
    }

    /// Number of games played over the board.
    #[must_use]
    pub fn games_played(&self) -> usize {
        self.colours.len()
    }

    /// Number of rounds without a game played over the board ([C9] "unplayed games").
    #[must_use]
    pub(crate) fn unplayed_rounds(&self) -> usize {
        self.history.iter().filter(|f| !f.is_played()).count()
    }

    /// Whether the player received a pairing-allocated bye.
    #[must_use]
    pub fn had_pab(&self) -> bool {
        self.history.iter().any(|f| f.entry.result == ResultCode::PairingAllocatedBye)
    }
}

/// Every player's state before round `round` is paired.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RoundState {
    /// The round about to be paired.
    pub round: RoundNo,
    /// Every registered player, in TPN order.
    pub players: Vec<PlayerState>,
}

impl RoundState {
    /// The state of `tpn`.
    #[must_use]
    pub fn player(&self, tpn: Tpn) -> Option<&PlayerState> {
        self.players.binary_search_by_key(&tpn, |p| p.tpn).ok().map(|i| &self.players[i])
    }
}

impl Tournament {
    /// The state of every player before round `round` is paired (rounds 1..`round`-1
    /// count; any entry already present in `round` is reported as `preset`).
    #[must_use]
    pub fn state_at(&self, round: RoundNo) -> RoundState {
        let past = round.index();
        // Pairing scores before each round, for every player: scores[k][i] before round k+1.
        let n = self.players.len();
        let mut running = vec![Points::ZERO; n];
        let mut before: Vec<Vec<Points>> = Vec::with_capacity(past + 1);
        for k in 0..=past {
            let rk = RoundNo::from_index(k);
            before.push(
                self.players
                    .iter()
                    .enumerate()
                    .map(|(i, p)| running[i] + self.acceleration.virtual_points(p.tpn, rk))
                    .collect(),
            );
            if k < past {
                for (i, p) in self.players.iter().enumerate() {
                    let e = p.entry(rk);
                    running[i] += self.scoring.points_for(e.result, e.colour);
                }
            }
        }
        let idx = |t: Tpn| self.players.binary_search_by_key(&t, |p| p.tpn).ok();
        let players = self
            .players
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let history: Vec<RoundFact> = (0..past)
                    .map(|k| {
                        let e = p.entry(RoundNo::from_index(k));
                        RoundFact {
                            round: RoundNo::from_index(k),
                            entry: e,
                            points: self.scoring.points_for(e.result, e.colour),
                            score_before: before[k][i],
                            opponent_score_before: e.opponent.and_then(idx).map(|j| before[k][j]),
                        }
                    })
                    .collect();
                let colours: Vec<Colour> = history.iter().filter_map(RoundFact::played_colour).collect();
                let preset = p.rounds.get(past).copied().filter(|e| !e.is_blank());
                PlayerState {
                    tpn: p.tpn,
                    score: running[i],
                    pairing_score: before[past][i],
                    colour_difference: colour_difference(&colours),
                    preference: ColourPreference::from_colours(&colours),
                    colours,
                    history,
                    preset,
                }
            })
            .collect();
        RoundState { round, players }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pairing::dutch::EditionFacts as _;
    use crate::rules::DutchEdition;
    use crate::trf::TrfDocument;

    fn tournament(text: &str) -> Tournament {
        Tournament::from_trf(&TrfDocument::from_bytes(text.as_bytes()).unwrap()).unwrap()
    }

    fn line(tpn: u16, pts: &str, rounds: &[&str]) -> String {
        let mut s = format!("001 {tpn:>4}      Player{tpn:<27}2000                             {pts:>4}    0");
        for r in rounds {
            s.push_str("  ");
            s.push_str(r);
        }
        s
    }

    use Colour::{Black as B, White as W};

    #[test]
    fn colour_preferences_follow_article_1_7() {
        use PreferenceStrength::*;
        for (colours, strength, colour) in [
            (&[][..], None, Option::None),
            (&[W][..], Strong, Some(B)),
            (&[W, B][..], Mild, Some(W)),
            (&[W, W][..], Absolute, Some(B)),
            (&[B, W, W][..], Absolute, Some(B)),
            (&[W, B, B][..], Absolute, Some(W)),
            (&[W, W, B][..], Strong, Some(B)),
            (&[B, B, W, W, B, B][..], Absolute, Some(W)),
        ] {
            let p = ColourPreference::from_colours(colours);
            assert_eq!((p.strength, p.colour), (strength, colour), "{colours:?}");
        }
    }

    /// A hand-worked history: player 1 wins with white, gets the PAB in round 2,
    /// wins by forfeit in round 3, plays black in round 4.
    #[test]
    fn state_after_byes_and_forfeits() {
        let t = tournament(
            &[
                line(1, "4.0", &["   2 w 1", "0000 - U", "   3 b +", "   4 b 1"]),
                line(2, "1.0", &["   1 b 0", "   3 w 1", "0000 - Z", "0000 - H"]),
                line(3, "1.0", &["   4 w 1", "   2 b 0", "   1 w -", "   2 w 1"]),
                line(4, "1.0", &["   3 b 0", "0000 - H", "0000 - H", "   1 w 0"]),
            ]
            .join("\n"),
        );
        let s = t.state_at(RoundNo(5));
        let p1 = s.player(Tpn(1)).unwrap();
        assert_eq!(p1.score, Points(40));
        // Only played games count for colours: W (r1), B (r4) — forfeit and PAB skipped.
        assert_eq!(p1.colours, vec![W, B]);
        assert_eq!(p1.colour_difference, 0);
        assert_eq!(p1.preference, ColourPreference { strength: PreferenceStrength::Mild, colour: Some(W) });
        assert_eq!(p1.played_opponents().collect::<Vec<_>>(), vec![Tpn(2), Tpn(4)]);
        assert!(!p1.has_played(Tpn(3)), "a forfeit is not a meeting");
        assert!(!p1.may_get_pab(DutchEdition::Dutch2017, Points::ONE));
        assert_eq!(p1.unplayed_rounds(), 2);
        // Floats: r1 equal scores → none; r2 PAB → down; r3 forfeit win → down in both editions;
        // r4: p1 had 3.0 vs p4's 1.0 → down.
        let loss = Points::ZERO;
        assert_eq!(
            p1.floats(DutchEdition::Dutch2026, loss),
            vec![None, Some(Float::Down), Some(Float::Down), Some(Float::Down)]
        );
        let p3 = s.player(Tpn(3)).unwrap();
        // r3 forfeit loss: 2017 gives a downfloat, 2026 none.
        assert_eq!(p3.float_in(RoundNo(3), DutchEdition::Dutch2017, loss), Some(Float::Down));
        assert_eq!(p3.float_in(RoundNo(3), DutchEdition::Dutch2026, loss), None);
        // r2: p3 (1.0) lost to p2 (0.0): p3 downfloat, p2 upfloat.
        assert_eq!(p3.float_in(RoundNo(2), DutchEdition::Dutch2026, loss), Some(Float::Down));
        let p2 = s.player(Tpn(2)).unwrap();
        assert_eq!(p2.float_in(RoundNo(2), DutchEdition::Dutch2026, loss), Some(Float::Up));
        // r3 zero-point bye: 2017 down, 2026 none; r4 half-point bye: down in both.
        assert_eq!(p2.float_in(RoundNo(3), DutchEdition::Dutch2017, loss), Some(Float::Down));
        assert_eq!(p2.float_in(RoundNo(3), DutchEdition::Dutch2026, loss), None);
        assert_eq!(p2.float_in(RoundNo(4), DutchEdition::Dutch2026, loss), Some(Float::Down));
        // Player 3: W, B, (forfeit), W → colour difference +1, strong preference for black.
        assert_eq!(p3.colours, vec![W, B, W]);
        assert_eq!(p3.preference.strength, PreferenceStrength::Strong);
        assert_eq!(p3.preference.colour, Some(B));
        // Player 4: B, bye, bye, W → mild, alternate to black. Half-point byes do not bar the PAB.
        let p4 = s.player(Tpn(4)).unwrap();
        assert_eq!(p4.preference, ColourPreference { strength: PreferenceStrength::Mild, colour: Some(B) });
        assert!(p4.may_get_pab(DutchEdition::Dutch2026, Points::ONE));
    }

    #[test]
    fn full_point_bye_bars_the_pab_only_in_2026() {
        let t = tournament(&[line(1, "1.0", &["0000 - F"]), line(2, "0.0", &["0000 - Z"])].join("\n"));
        let s = t.state_at(RoundNo(2));
        let p1 = s.player(Tpn(1)).unwrap();
        assert!(p1.may_get_pab(DutchEdition::Dutch2017, Points::ONE));
        assert!(!p1.may_get_pab(DutchEdition::Dutch2026, Points::ONE));
        assert_eq!(p1.preference, ColourPreference::NONE);
    }

    #[test]
    fn preset_entries_are_reported() {
        let t = tournament(&[line(1, "1.0", &["   2 w 1", "0000 - H"]), line(2, "0.0", &["   1 b 0"])].join("\n"));
        let s = t.state_at(RoundNo(2));
        assert_eq!(s.player(Tpn(1)).unwrap().preset.map(|e| e.result), Some(ResultCode::HalfPointBye));
        assert_eq!(s.player(Tpn(2)).unwrap().preset, None);
        assert_eq!(t.next_round(), RoundNo(2));
    }

    #[test]
    fn acceleration_adds_to_the_pairing_score() {
        let t = tournament(
            &[line(1, "1.0", &["   2 w 1"]), line(2, "0.0", &["   1 b 0"]), "XXA    1  1.0  1.0".to_owned()].join("\n"),
        );
        let s = t.state_at(RoundNo(2));
        assert_eq!(s.player(Tpn(1)).unwrap().pairing_score, Points(20));
        assert_eq!(s.player(Tpn(1)).unwrap().score, Points(10));
        // Round 1 float uses pairing scores: 1.0 (virtual) vs 0 → player 1 downfloated.
        assert_eq!(
            s.player(Tpn(1)).unwrap().float_in(RoundNo(1), DutchEdition::Dutch2026, Points::ZERO),
            Some(Float::Down)
        );
    }
}
