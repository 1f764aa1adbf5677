//! Round-level measures of the Dutch criteria (formerly `check::criteria`), computed from
//! the players' states for any complete pairing of a round — the file's or arbitro's — so
//! the two can be compared criterion by criterion in the edition's priority order. Each
//! measure names the engine's [`Criterion`] it counts; the codes come from there.
//!
//! These are whole-round totals: a criterion that is worse over the whole round is worse
//! in at least one bracket. Article numbers: C.04.3 2026 Art. 2 ([C1]–[C21]) and the 2017
//! text's C.1–C.19.

use crate::pairing::Pairing;
use crate::pairing::dutch::EditionFacts as _;
use crate::pairing::dutch::criteria::Criterion;
use crate::rules::DutchEdition;
use crate::tournament::{Colour, Float, PlayerState, Points, PreferenceStrength, RoundState, Tournament, Tpn};
use serde::Serialize;
use std::collections::BTreeMap;

/// A criterion measured over a whole round.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub enum RoundCriterion {
    /// [C1] / C.1: two players shall not meet more than once.
    Rematches,
    /// Prohibited pairs (XXP / record 260) treated as [C1].
    ProhibitedPairs,
    /// [C2] / C.2: the PAB only to an eligible player.
    PabToIneligible,
    /// [C3] / C.3: non-topscorers with the same absolute colour preference shall not meet.
    SameAbsolutePreference,
    /// [C5]: minimise the score of the PAB assignee (2026 only).
    PabScore,
    /// [C6] / C.5: minimise the number of downfloaters (pairs between different scores).
    Downfloaters,
    /// [C7] / C.6: minimise the scores of the downfloaters, in descending order.
    DownfloaterScores,
    /// [C9]: minimise the unplayed games of the PAB assignee (2026 only).
    PabUnplayedGames,
    /// [C10] / C.8: topscorers (or their opponents) with a colour difference beyond ±2.
    TopscorerColourDifference,
    /// [C11] / C.9: topscorers (or their opponents) with the same colour three times in a row.
    TopscorerThreeInARow,
    /// [C12] / C.10: players who do not get their colour preference.
    ColourPreferenceNotMet,
    /// [C13] / C.11: players who do not get their strong colour preference.
    StrongPreferenceNotMet,
    /// [C14] / C.12: downfloaters who downfloated the previous round.
    DownfloatAgainLastRound,
    /// [C15] / C.13: upfloaters who upfloated the previous round.
    UpfloatAgainLastRound,
    /// [C16] / C.14: downfloaters who downfloated two rounds before.
    DownfloatAgainTwoRoundsBefore,
    /// [C17] / C.15: upfloaters who upfloated two rounds before.
    UpfloatAgainTwoRoundsBefore,
}

impl RoundCriterion {
    /// The criteria in priority order for `edition`.
    #[must_use]
    pub(crate) fn in_order(edition: DutchEdition) -> Vec<RoundCriterion> {
        use RoundCriterion::*;
        match edition {
            DutchEdition::Dutch2026 => vec![
                Rematches,
                ProhibitedPairs,
                PabToIneligible,
                SameAbsolutePreference,
                PabScore,
                Downfloaters,
                DownfloaterScores,
                PabUnplayedGames,
                TopscorerColourDifference,
                TopscorerThreeInARow,
                ColourPreferenceNotMet,
                StrongPreferenceNotMet,
                DownfloatAgainLastRound,
                UpfloatAgainLastRound,
                DownfloatAgainTwoRoundsBefore,
                UpfloatAgainTwoRoundsBefore,
            ],
            DutchEdition::Dutch2017 => vec![
                Rematches,
                ProhibitedPairs,
                PabToIneligible,
                SameAbsolutePreference,
                Downfloaters,
                DownfloaterScores,
                TopscorerColourDifference,
                TopscorerThreeInARow,
                ColourPreferenceNotMet,
                StrongPreferenceNotMet,
                DownfloatAgainLastRound,
                UpfloatAgainLastRound,
                DownfloatAgainTwoRoundsBefore,
                UpfloatAgainTwoRoundsBefore,
            ],
        }
    }

    /// The engine's criterion this round-level measure counts (both prohibited pairs and
    /// rematches are [C1]).
    #[must_use]
    pub fn criterion(self) -> Criterion {
        use RoundCriterion::*;
        match self {
            Rematches | ProhibitedPairs => Criterion::C1,
            PabToIneligible => Criterion::C2,
            SameAbsolutePreference => Criterion::C3,
            PabScore => Criterion::C5,
            Downfloaters => Criterion::C6,
            DownfloaterScores => Criterion::C7,
            PabUnplayedGames => Criterion::C9,
            TopscorerColourDifference => Criterion::C10,
            TopscorerThreeInARow => Criterion::C11,
            ColourPreferenceNotMet => Criterion::C12,
            StrongPreferenceNotMet => Criterion::C13,
            DownfloatAgainLastRound => Criterion::C14,
            UpfloatAgainLastRound => Criterion::C15,
            DownfloatAgainTwoRoundsBefore => Criterion::C16,
            UpfloatAgainTwoRoundsBefore => Criterion::C17,
        }
    }

    /// The criterion's code in `edition` (`[C12]`, `C.10`), from the engine's
    /// [`Criterion::code_in`]; the 2017 text puts the PAB's score and unplayed games under C.2.
    #[must_use]
    pub fn code(self, edition: DutchEdition) -> String {
        match (self, edition) {
            (RoundCriterion::PabScore | RoundCriterion::PabUnplayedGames, DutchEdition::Dutch2017) => "C.2".to_owned(),
            _ => self.criterion().code_in(edition),
        }
    }

    /// Whether violating it makes a pairing illegal (absolute criteria).
    #[must_use]
    pub(crate) fn is_absolute(self) -> bool {
        matches!(
            self,
            RoundCriterion::Rematches
                | RoundCriterion::ProhibitedPairs
                | RoundCriterion::PabToIneligible
                | RoundCriterion::SameAbsolutePreference
        )
    }

    /// Whether it is about colours.
    #[must_use]
    pub(crate) fn is_colour(self) -> bool {
        matches!(
            self,
            RoundCriterion::SameAbsolutePreference
                | RoundCriterion::TopscorerColourDifference
                | RoundCriterion::TopscorerThreeInARow
                | RoundCriterion::ColourPreferenceNotMet
                | RoundCriterion::StrongPreferenceNotMet
        )
    }

    /// Whether it is about the PAB.
    #[must_use]
    pub(crate) fn is_bye(self) -> bool {
        matches!(self, RoundCriterion::PabToIneligible | RoundCriterion::PabScore | RoundCriterion::PabUnplayedGames)
    }

    /// What is counted, in the arbiter's words.
    #[must_use]
    pub fn summary(self) -> &'static str {
        use RoundCriterion::*;
        match self {
            Rematches => "players who already played each other",
            ProhibitedPairs => "players who must not meet (prohibited pairing)",
            PabToIneligible => "pairing-allocated bye to a player who may not receive it",
            SameAbsolutePreference => "non-topscorers with the same absolute colour preference paired together",
            PabScore => "score of the pairing-allocated-bye assignee",
            Downfloaters => "players paired against a different score (floaters)",
            DownfloaterScores => "scores of the downfloaters",
            PabUnplayedGames => "unplayed games of the pairing-allocated-bye assignee",
            TopscorerColourDifference => "topscorers or their opponents with a colour difference beyond ±2",
            TopscorerThreeInARow => "topscorers or their opponents with the same colour three times in a row",
            ColourPreferenceNotMet => "players who do not get their colour preference",
            StrongPreferenceNotMet => "players who do not get their strong colour preference",
            DownfloatAgainLastRound => "downfloaters who also downfloated the previous round",
            UpfloatAgainLastRound => "upfloaters who also upfloated the previous round",
            DownfloatAgainTwoRoundsBefore => "downfloaters who also downfloated two rounds before",
            UpfloatAgainTwoRoundsBefore => "upfloaters who also upfloated two rounds before",
        }
    }
}

/// The value of one criterion for a pairing: a count, or a descending list of scores,
/// with the players concerned.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Measure {
    /// The criterion.
    pub criterion: RoundCriterion,
    /// Sort key: smaller is better; compared lexicographically.
    pub value: Vec<i64>,
    /// Players (or pairs) concerned, for the explanation.
    pub players: Vec<Tpn>,
}

/// Context needed to measure pairings of a round.
pub struct RoundContext<'a> {
    /// The tournament (rounds before the one measured).
    pub tournament: &'a Tournament,
    /// Players' states before the round.
    pub state: &'a RoundState,
    /// The edition.
    pub edition: DutchEdition,
}

impl RoundContext<'_> {
    fn player(&self, t: Tpn) -> Option<&PlayerState> {
        self.state.player(t)
    }

    /// Whether this is the final round (for topscorers).
    fn is_final_round(&self) -> bool {
        self.tournament.planned_rounds.is_some_and(|n| self.state.round.0 >= n)
    }

    /// Topscorer: more than 50% of the maximum possible score, when pairing the final round (Art. 1.8).
    #[must_use]
    pub(crate) fn is_topscorer(&self, p: &PlayerState) -> bool {
        if !self.is_final_round() {
            return false;
        }
        let max = i64::from(self.tournament.scoring.win().0) * i64::from(self.state.round.0.saturating_sub(1));
        2 * i64::from(p.score.0) > max
    }

    fn loss(&self) -> Points {
        self.tournament.scoring.loss()
    }

    /// Measures every criterion of `edition` for `pairing`.
    #[must_use]
    pub fn measure(&self, pairing: &Pairing) -> Vec<Measure> {
        RoundCriterion::in_order(self.edition).into_iter().map(|c| self.measure_one(c, pairing)).collect()
    }

    fn colour_of(&self, pairing: &Pairing, t: Tpn) -> Option<Colour> {
        pairing.board_of(t).map(|(_, b)| if b.white == t { Colour::White } else { Colour::Black })
    }

    fn measure_one(&self, c: RoundCriterion, pairing: &Pairing) -> Measure {
        use RoundCriterion::*;
        let mut players = Vec::new();
        let value;
        let round = self.state.round;
        let count = |players: &Vec<Tpn>| vec![i64::try_from(players.len()).unwrap_or(i64::MAX)];
        match c {
            Rematches | ProhibitedPairs | SameAbsolutePreference => {
                for b in &pairing.boards {
                    let (Some(w), Some(k)) = (self.player(b.white), self.player(b.black)) else { continue };
                    let bad = match c {
                        Rematches => w.has_played(k.tpn),
                        ProhibitedPairs => self.tournament.is_prohibited(w.tpn, k.tpn, round),
                        _ => {
                            w.preference.strength == PreferenceStrength::Absolute
                                && k.preference.strength == PreferenceStrength::Absolute
                                && w.preference.colour == k.preference.colour
                                && !self.is_topscorer(w)
                                && !self.is_topscorer(k)
                        }
                    };
                    if bad {
                        players.extend([b.white, b.black]);
                    }
                }
                value = vec![i64::try_from(players.len() / 2).unwrap_or(0)];
            }
            PabToIneligible => {
                if let Some(p) = pairing.bye.and_then(|t| self.player(t)) {
                    if !p.may_get_pab(self.edition, self.tournament.scoring.win()) {
                        players.push(p.tpn);
                    }
                }
                value = count(&players);
            }
            PabScore | PabUnplayedGames => {
                if let Some(p) = pairing.bye.and_then(|t| self.player(t)) {
                    players.push(p.tpn);
                    value = vec![if c == PabScore {
                        i64::from(p.pairing_score.0)
                    } else {
                        i64::try_from(p.unplayed_rounds()).unwrap_or(0)
                    }];
                } else {
                    value = vec![-1];
                }
            }
            Downfloaters | DownfloaterScores => {
                let mut scores = Vec::new();
                for b in &pairing.boards {
                    let (Some(w), Some(k)) = (self.player(b.white), self.player(b.black)) else { continue };
                    if w.pairing_score != k.pairing_score {
                        let hi = if w.pairing_score > k.pairing_score { w } else { k };
                        players.push(hi.tpn);
                        scores.push(i64::from(hi.pairing_score.0));
                    }
                }
                if let Some(p) = pairing.bye.and_then(|t| self.player(t)) {
                    players.push(p.tpn);
                    scores.push(i64::from(p.pairing_score.0));
                }
                if c == Downfloaters {
                    value = count(&players);
                } else {
                    scores.sort_unstable_by(|a, b| b.cmp(a));
                    value = scores;
                }
            }
            TopscorerColourDifference | TopscorerThreeInARow => {
                for b in &pairing.boards {
                    let (Some(w), Some(k)) = (self.player(b.white), self.player(b.black)) else { continue };
                    if !(self.is_topscorer(w) || self.is_topscorer(k)) {
                        continue;
                    }
                    for (p, col) in [(w, Colour::White), (k, Colour::Black)] {
                        let mut seq = p.colours.clone();
                        seq.push(col);
                        let bad = if c == TopscorerColourDifference {
                            crate::tournament::state::colour_difference(&seq).abs() > 2
                        } else {
                            seq.len() >= 3 && seq[seq.len() - 3..].iter().all(|&x| x == col)
                        };
                        if bad {
                            players.push(p.tpn);
                        }
                    }
                }
                value = count(&players);
            }
            ColourPreferenceNotMet | StrongPreferenceNotMet => {
                for b in &pairing.boards {
                    for t in [b.white, b.black] {
                        let Some(p) = self.player(t) else { continue };
                        let Some(want) = p.preference.colour else { continue };
                        if c == StrongPreferenceNotMet && p.preference.strength < PreferenceStrength::Strong {
                            continue;
                        }
                        if self.colour_of(pairing, t) != Some(want) {
                            players.push(t);
                        }
                    }
                }
                value = count(&players);
            }
            DownfloatAgainLastRound
            | UpfloatAgainLastRound
            | DownfloatAgainTwoRoundsBefore
            | UpfloatAgainTwoRoundsBefore => {
                let back = if matches!(c, DownfloatAgainLastRound | UpfloatAgainLastRound) { 1 } else { 2 };
                let want = if matches!(c, DownfloatAgainLastRound | DownfloatAgainTwoRoundsBefore) {
                    Float::Down
                } else {
                    Float::Up
                };
                if round.0 > back {
                    let earlier = crate::tournament::RoundNo(round.0 - back);
                    for (t, f) in self.floats_of(pairing) {
                        if f == want
                            && self.player(t).and_then(|p| p.float_in(earlier, self.edition, self.loss())) == Some(want)
                        {
                            players.push(t);
                        }
                    }
                }
                value = count(&players);
            }
        }
        players.sort();
        Measure { criterion: c, value, players }
    }

    /// The float each player gets from this pairing.
    fn floats_of(&self, pairing: &Pairing) -> BTreeMap<Tpn, Float> {
        let mut out = BTreeMap::new();
        for b in &pairing.boards {
            let (Some(w), Some(k)) = (self.player(b.white), self.player(b.black)) else { continue };
            match w.pairing_score.cmp(&k.pairing_score) {
                std::cmp::Ordering::Greater => {
                    out.insert(w.tpn, Float::Down);
                    out.insert(k.tpn, Float::Up);
                }
                std::cmp::Ordering::Less => {
                    out.insert(w.tpn, Float::Up);
                    out.insert(k.tpn, Float::Down);
                }
                std::cmp::Ordering::Equal => {}
            }
        }
        if let Some(t) = pairing.bye {
            out.insert(t, Float::Down);
        }
        out
    }
}
