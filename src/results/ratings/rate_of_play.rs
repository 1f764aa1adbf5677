//! B.02 1 (rate of play), by edition: which rating list a time control belongs to, whether
//! its games can be rated at all, and, for standard play, each game's minimum time by the
//! players' ratings. One classifier for `ratings` (file or quick entry, `--time-control`),
//! TRF-2026 record 222 and `norms`.
//!
//! The texts (every time counted for a game of 60 moves: allotted time + 60 × increment):
//! - Before 2022 (seed 000 l. 13608–13612, "B.02 CAMBIOS … ANTERIOR A 2022"): standard 1.1 —
//!   120 minutes when a player is rated 2200 or more, 90 when one is rated 1600 or more, 60
//!   when both are below 1600; 1.2 — a first control with a number of moves is of 40 moves;
//!   1.3 — rapid: each player more than 10 and less than 60 minutes; 1.4 — blitz: at least 5
//!   and not more than 10 minutes.
//! - From 2022 (seed 000 l. 13608–13612 right-hand column, l. 4005–4025; 2024 text): standard
//!   1.1 — the same minimum periods for each player, 120 minutes from 2400, 90 from 1800, 60
//!   below 1800; 1.2 — a first control of at least 30 moves; rapid and blitz regulations
//!   1.1.1 — rapid more than 10 and less than 60 minutes, 1.1.2 — blitz more than 3 and not
//!   more than 10; 1.2 — games where the players have different times (Armageddon, time
//!   handicaps) are not rated.

use crate::core::order::StableSort;
use crate::core::words::Phrase;
use crate::rules::rating_edition::{RatingEdition, RatingKind};
use crate::rules::time_control::TimeControl;
use crate::tournament::{ResultCode, RoundNo, Tournament, Tpn};
use serde::Serialize;

/// The rating bands of standard 1.1 in an edition: (rating for 120 minutes, for 90 minutes).
#[must_use]
pub fn bands(edition: RatingEdition) -> (u16, u16) {
    if edition == RatingEdition::B02y2017 { (2200, 1600) } else { (2400, 1800) }
}

/// The minimum minutes each player must have for 60 moves (standard 1.1 of `edition`), by
/// the higher rating of the two players (unrated players count as below every band).
#[must_use]
pub fn minimum_minutes_in(edition: RatingEdition, higher_rating: Option<u16>) -> u32 {
    let (top, middle) = bands(edition);
    match higher_rating {
        Some(r) if r >= top => 120,
        Some(r) if r >= middle => 90,
        _ => 60,
    }
}

/// The minimum minutes of the 2022 and 2024 texts (bands 2400 / 1800).
#[must_use]
pub fn minimum_minutes(higher_rating: Option<u16>) -> u32 {
    minimum_minutes_in(RatingEdition::B02y2022, higher_rating)
}

/// How a time control is rated under an edition.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Classification {
    /// The list its games belong to; `None` when they can be rated on none.
    pub list: Option<RatingKind>,
    /// Seconds for 60 moves, White and Black.
    pub seconds: (u32, u32),
    /// Why, with the articles of the edition applied.
    pub why: Phrase,
    /// What keeps the games from being rated on `list` (empty when nothing does).
    pub problems: Vec<Phrase>,
}

fn minutes(s: u32) -> String {
    if s % 60 == 0 { format!("{}", s / 60) } else { format!("{}:{:02}", s / 60, s % 60) }
}

/// The list of one player's time for 60 moves, by edition; `None` below blitz.
fn list_of(edition: RatingEdition, s: u32) -> Option<RatingKind> {
    let blitz_from_above = if edition == RatingEdition::B02y2017 { s >= 300 } else { s > 180 };
    if s >= 3600 {
        Some(RatingKind::Standard)
    } else if s > 600 {
        Some(RatingKind::Rapid)
    } else if blitz_from_above {
        Some(RatingKind::Blitz)
    } else {
        None
    }
}

fn articles(edition: RatingEdition) -> (&'static str, Phrase, Phrase) {
    if edition == RatingEdition::B02y2017 {
        ("1.1", Phrase::new("pace-article-rapid-2017"), Phrase::new("pace-article-blitz-2017"))
    } else {
        ("1.1", Phrase::new("pace-article-rapid"), Phrase::new("pace-article-blitz"))
    }
}

/// Classifies a time control under `edition`.
#[must_use]
pub fn classify(tc: &TimeControl, edition: RatingEdition) -> Classification {
    let (w, b) = tc.seconds_for_60_moves();
    let (std_art, rapid_art, blitz_art) = articles(edition);
    let year = edition.year();
    let mut problems = vec![];
    let shown = if w == b {
        Phrase::new("pace-minutes").arg("minutes", minutes(w))
    } else {
        Phrase::new("pace-minutes-each").arg("white", minutes(w)).arg("black", minutes(b))
    };
    if w != b || tc.white != tc.black {
        let article = if edition == RatingEdition::B02y2017 {
            Phrase::new("pace-unequal-article-2017")
        } else {
            Phrase::new("pace-unequal-article")
        };
        problems.push(Phrase::new("pace-unequal").arg("code", tc.code.as_str()).arg("article", article));
    }
    let list = list_of(edition, w.max(b));
    let why = match list {
        Some(RatingKind::Standard) => Phrase::new("pace-standard").arg("shown", shown).arg("article", std_art),
        Some(RatingKind::Rapid) => Phrase::new("pace-rapid").arg("shown", shown).arg("article", rapid_art),
        Some(RatingKind::Blitz) => Phrase::new("pace-blitz").arg("shown", shown).arg("article", blitz_art),
        None => {
            problems.push(
                Phrase::new(if edition == RatingEdition::B02y2017 { "pace-too-fast-2017" } else { "pace-too-fast" })
                    .arg("shown", shown.clone())
                    .arg("article", blitz_art)
                    .arg("year", year),
            );
            Phrase::new("pace-no-list").arg("shown", shown)
        }
    };
    let why = if list.is_some() { why.arg("year", year) } else { why };
    if list == Some(RatingKind::Standard) {
        if let Some(m) = tc.white.first().and_then(|p| p.moves).or_else(|| tc.black.first().and_then(|p| p.moves)) {
            let fine = if edition == RatingEdition::B02y2017 { m == 40 } else { m >= 30 };
            if !fine {
                problems.push(if edition == RatingEdition::B02y2017 {
                    Phrase::new("pace-first-control-2017").arg("moves", m)
                } else {
                    Phrase::new("pace-first-control").arg("moves", m).arg("year", year)
                });
            }
        }
    }
    Classification { list, seconds: (w, b), why, problems }
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
    /// The bands of the edition applied: (rating for 120 minutes, for 90).
    #[serde(skip)]
    pub bands: (u16, u16),
}

impl TooFast {
    /// The finding in the arbiter's words, with the article.
    #[must_use]
    pub fn describe(&self) -> Phrase {
        let (top, middle) = self.bands;
        let band = match self.required {
            120 => Phrase::new("pace-band-one-above").arg("rating", top),
            90 => Phrase::new("pace-band-one-above").arg("rating", middle),
            _ => Phrase::new("pace-band-both-below").arg("rating", middle),
        };
        Phrase::new("pace-game-too-fast")
            .arg("round", self.round.0)
            .arg("white", self.players.0.0)
            .arg("black", self.players.1.0)
            .arg("given", self.given)
            .arg("required", self.required)
            .arg("band", band)
    }
}

/// The played games of `t` whose time control `tc` gives a player less than B.02 1.1 of
/// `edition` requires.
#[must_use]
pub fn too_fast(t: &Tournament, tc: &TimeControl, edition: RatingEdition) -> Vec<TooFast> {
    let (white, black) = tc.minutes_for_60_moves();
    let given = white.min(black);
    let mut out = Vec::new();
    for p in &t.players {
        for (i, e) in p.rounds.iter().enumerate() {
            let Some(o) = e.opponent else { continue };
            if o <= p.tpn || !matches!(e.result, ResultCode::Win | ResultCode::Draw | ResultCode::Loss) {
                continue;
            }
            let higher = [p.rating, t.player(o).and_then(|q| q.rating)].into_iter().flatten().filter(|r| *r > 0).max();
            let required = minimum_minutes_in(edition, higher);
            if given < required {
                out.push(TooFast {
                    round: RoundNo::from_index(i),
                    players: (p.tpn, o),
                    higher_rating: higher,
                    required,
                    given,
                    bands: bands(edition),
                });
            }
        }
    }
    out.stable_sort_by_key(&|f| (f.round, f.players));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn class(code: &str, e: RatingEdition) -> Classification {
        classify(&TimeControl::parse(code).expect(code), e)
    }

    #[test]
    fn the_bands_of_b02_1_1() {
        assert_eq!(minimum_minutes(Some(2400)), 120);
        assert_eq!(minimum_minutes(Some(2399)), 90);
        assert_eq!(minimum_minutes(Some(1800)), 90);
        assert_eq!(minimum_minutes(Some(1799)), 60);
        assert_eq!(minimum_minutes(None), 60);
    }

    /// Seed 000 l. 13608: before 2022 the bands were 2200 and 1600.
    #[test]
    fn the_bands_before_2022_are_2200_and_1600_seed_000_l13608() {
        let e = RatingEdition::B02y2017;
        assert_eq!(minimum_minutes_in(e, Some(2200)), 120);
        assert_eq!(minimum_minutes_in(e, Some(2199)), 90);
        assert_eq!(minimum_minutes_in(e, Some(1600)), 90);
        assert_eq!(minimum_minutes_in(e, Some(1599)), 60);
        assert_eq!(minimum_minutes_in(RatingEdition::B02y2022, Some(2300)), 90);
        assert_eq!(minimum_minutes_in(RatingEdition::B02y2024, Some(1700)), 60);
    }

    /// Seed 000 l. 13610: the first control with a number of moves is of 40 moves before 2022,
    /// of at least 30 from 2022.
    #[test]
    fn the_first_control_by_edition_seed_000_l13610() {
        for (code, old, new) in [
            ("40/5400:1800", true, true),
            ("30/5400:1800+30", false, true),
            ("25/6000:1800", false, false),
            ("45/6000:1800", false, true),
        ] {
            assert_eq!(class(code, RatingEdition::B02y2017).problems.is_empty(), old, "{code} before 2022");
            for e in [RatingEdition::B02y2022, RatingEdition::B02y2024, RatingEdition::B02y2025] {
                assert_eq!(class(code, e).problems.is_empty(), new, "{code} {e:?}");
            }
        }
    }

    /// Seed 000 l. 4005–4025 (rapid and blitz regulations from 2022) and l. 13611–13612 (1.3,
    /// 1.4 before 2022).
    #[test]
    fn lists_by_edition_seed_000_l4011() {
        use RatingKind::{Blitz, Rapid, Standard};
        let now = RatingEdition::B02y2024;
        let old = RatingEdition::B02y2017;
        for (code, new_list, old_list) in [
            ("300+5", Some(Blitz), Some(Blitz)),         // 5 + 5 = 10: blitz (not more than 10)
            ("300+6", Some(Rapid), Some(Rapid)),         // 5 + 6 = 11 (the seed's 5' + 5" example, l. 4009)
            ("1500+10", Some(Rapid), Some(Rapid)),       // 25 + 10 = 35 (l. 4011)
            ("2400+20", Some(Standard), Some(Standard)), // 40 + 20 = 60 (l. 4013)
            ("420+3", Some(Blitz), Some(Blitz)),         // 7 + 3 = 10 (l. 4015)
            ("3600", Some(Standard), Some(Standard)),
            ("3540", Some(Rapid), Some(Rapid)),
            ("180", None, None),          // 3 minutes: not blitz-ratable (l. 4005)
            ("180+1", Some(Blitz), None), // 4 minutes: blitz from 2022, too fast before
            ("240", Some(Blitz), None),
            ("300", Some(Blitz), Some(Blitz)),   // at least 5 minutes (1.4 before 2022)
            ("600", Some(Blitz), Some(Blitz)),   // 10 minutes is blitz
            ("540+1", Some(Blitz), Some(Blitz)), // 9 + 1 = 10
            ("540+2", Some(Rapid), Some(Rapid)), // 9 + 2 = 11
            ("900+10", Some(Rapid), Some(Rapid)),
            ("2700+15", Some(Standard), Some(Standard)), // 45 + 15 = 60
        ] {
            assert_eq!(class(code, now).list, new_list, "{code} from 2022");
            assert_eq!(class(code, old).list, old_list, "{code} before 2022");
        }
        assert!(class("180", now).problems.iter().any(|p| p.to_string().contains("not ratable as blitz")));
    }

    /// Seed 000 l. 4023–4025: Armageddon and time handicaps are not rated.
    #[test]
    fn different_times_are_not_rated_seed_000_l4023() {
        for e in [RatingEdition::B02y2017, RatingEdition::B02y2022, RatingEdition::B02y2024] {
            let c = class("W300-B240", e);
            assert!(c.problems.iter().any(|p| p.to_string().contains("differ")), "{e:?}: {c:?}");
            assert!(class("W5400+30-B3600+30", e).problems.iter().any(|p| p.to_string().contains("differ")));
            assert!(class("5400+30", e).problems.is_empty());
        }
    }
}
