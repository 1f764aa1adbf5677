//! Event-level facts of the title regulations that the file can establish: the Swiss
//! exemption from the foreign-opponent rules (B.01 1.4.3d) and whether the event is a Swiss a
//! title application needs one norm from (1.5.6a). Both count, round by round, only the players
//! who missed at most one round of the event — a pairing-allocated bye is not a missed round,
//! nor is a forfeit win (the player was there).

use crate::results::ratings::tables::div_round_half_away;
use crate::tournament::{Player, ResultCode, RoundEntry, RoundNo, Tournament};
use serde::Serialize;

/// The player was at the board for the round: played, won by forfeit, or had the PAB.
fn present(e: &RoundEntry) -> bool {
    e.is_played_game() || matches!(e.result, ResultCode::PairingAllocatedBye | ResultCode::ForfeitWin)
}

fn rounds_of(t: &Tournament) -> impl Iterator<Item = RoundNo> + Clone {
    (0..usize::from(t.rounds_recorded())).map(RoundNo::from_index)
}

/// Players who missed at most one round (1.4.3d, 1.5.6a: "players are counted only if they
/// miss at most one round, pairing-allocated byes excluded").
fn counted(t: &Tournament) -> Vec<&Player> {
    t.players.iter().filter(|p| rounds_of(t).filter(|&r| !present(&p.entry(r))).count() <= 1).collect()
}

/// Foreign rated players (1.4.3d) needed in every round, of whom titled GM/IM/WGM/WIM.
const SWISS_EXEMPTION_PLAYERS: usize = 20;
const SWISS_EXEMPTION_TITLED: usize = 10;
const SWISS_EXEMPTION_FEDERATIONS: usize = 3;

/// One round of the 1.4.3d count.
#[derive(Clone, Debug, Serialize)]
pub struct ExemptionRound {
    /// Round.
    pub round: u16,
    /// FIDE-rated players not of the host federation who played a game in this round and
    /// missed at most one round of the event (a pairing-allocated bye or a forfeit win is
    /// not a missed round).
    pub foreign_rated: usize,
    /// Their federations.
    pub federations: usize,
    /// Those of them who are GM, IM, WGM or WIM.
    pub titled: usize,
    /// At least 20 players, 3 federations and 10 titled.
    pub meets: bool,
}

/// The 1.4.3d count of a Swiss event, round by round.
#[derive(Clone, Debug, Serialize)]
pub struct SwissExemption {
    /// Host federation (record 032).
    pub host: String,
    /// Every round played.
    pub rounds: Vec<ExemptionRound>,
    /// True when every round meets the requirement: the foreign-opponent rules are waived
    /// (1.4.3e still asks, per application, for one norm that meets them).
    pub applies: bool,
}

/// B.01 1.4.3d: a Swiss event is exempt from the foreign-opponent rules when *every* round
/// includes at least 20 FIDE-rated players not from the host federation, from at least 3
/// federations, at least 10 of them GM, IM, WGM or WIM. A player is counted only if he
/// missed at most one round (pairing-allocated byes excluded; a player who won by forfeit
/// was there and did not miss the round); "if in a round only 19 such
/// players actually play, the exemption does not apply", so a round counts the players who
/// played a game in it. FID players are of no federation (1.4.2a) and are not counted.
///
/// `None` when the host federation (record 032) is not in the file or no round was played.
#[must_use]
pub fn swiss_exemption(t: &Tournament) -> Option<SwissExemption> {
    let host = t.info.federation.trim().to_ascii_uppercase();
    if host.is_empty() || t.rounds_recorded() == 0 {
        return None;
    }
    let foreign_rated: Vec<&Player> = counted(t)
        .into_iter()
        .filter(|p| {
            let fed = p.federation.trim().to_ascii_uppercase();
            p.fide_rating().is_some() && !fed.is_empty() && fed != host && fed != "FID"
        })
        .collect();
    let rounds: Vec<ExemptionRound> = rounds_of(t)
        .map(|r| {
            let playing: Vec<_> = foreign_rated.iter().filter(|p| p.entry(r).is_played_game()).collect();
            let mut feds: Vec<String> = playing.iter().map(|p| p.federation.trim().to_ascii_uppercase()).collect();
            feds.sort();
            feds.dedup();
            let titled = playing.iter().filter(|p| matches!(p.full_title(), "GM" | "IM" | "WGM" | "WIM")).count();
            ExemptionRound {
                round: r.0,
                foreign_rated: playing.len(),
                federations: feds.len(),
                titled,
                meets: playing.len() >= SWISS_EXEMPTION_PLAYERS
                    && feds.len() >= SWISS_EXEMPTION_FEDERATIONS
                    && titled >= SWISS_EXEMPTION_TITLED,
            }
        })
        .collect();
    let applies = rounds.iter().all(|r| r.meets);
    Some(SwissExemption { host, rounds, applies })
}

/// Participants (1.5.6a) needed in every round, and their minimum average rating.
const QUALIFYING_PARTICIPANTS: usize = 40;
const QUALIFYING_AVERAGE: i64 = 2000;

/// One round of the 1.5.6a count.
#[derive(Clone, Debug, Serialize)]
pub struct QualifyingRound {
    /// Round.
    pub round: u16,
    /// Players present in the round (played, forfeit win or PAB) who missed at most one round.
    pub participants: usize,
    /// Those of them with a FIDE rating.
    pub rated: usize,
    /// Their average rating, rounded half up (0 when none is rated).
    pub average: i64,
    /// At least 40 participants, rated ones averaging at least 2000.
    pub meets: bool,
}

/// B.01 1.5.6a: an individual Swiss in which every round has at least 40 participants with an
/// average rating of at least 2000 (players counted only if they missed at most one round,
/// PABs excluded). A title application with a norm achieved after 30 June 2022 must include
/// one norm from such an event (or from the events of 1.5.6b–f, which a file cannot show).
/// Reading: the average is over the rated participants; unrated ones are left out of it (the
/// text gives them no rating) and are reported.
#[derive(Clone, Debug, Serialize)]
pub struct QualifyingSwiss {
    /// Every round played.
    pub rounds: Vec<QualifyingRound>,
    /// True when every round meets the requirement.
    pub qualifies: bool,
}

/// The 1.5.6a count of a Swiss event; `None` when no round was played.
#[must_use]
pub fn qualifying_swiss(t: &Tournament) -> Option<QualifyingSwiss> {
    if t.rounds_recorded() == 0 {
        return None;
    }
    let counted = counted(t);
    let rounds: Vec<QualifyingRound> = rounds_of(t)
        .map(|r| {
            let here: Vec<&&Player> = counted.iter().filter(|p| present(&p.entry(r))).collect();
            let ratings: Vec<i64> = here.iter().filter_map(|p| p.fide_rating()).map(i64::from).collect();
            let n = i64::try_from(ratings.len()).unwrap_or(i64::MAX);
            // Rounded half up; 0 when nobody is rated.
            let average = div_round_half_away(ratings.iter().sum(), n);
            QualifyingRound {
                round: r.0,
                participants: here.len(),
                rated: ratings.len(),
                average,
                meets: here.len() >= QUALIFYING_PARTICIPANTS && average >= QUALIFYING_AVERAGE,
            }
        })
        .collect();
    let qualifies = rounds.iter().all(|r| r.meets);
    Some(QualifyingSwiss { rounds, qualifies })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::testing::{TestPlayer, tournament};

    /// `n` players rated `rating` (player 1 unrated when `unrated_first`), three rounds paired
    /// 1–2, 3–4, …; `absent` lists (player, round) left out of a round, whose opponent then
    /// wins by forfeit.
    fn open(n: u16, rating: u16, unrated_first: bool, absent: &[(u16, u16)]) -> Tournament {
        let players: Vec<TestPlayer> = (1..=n)
            .map(|tpn| {
                let opp = if tpn % 2 == 1 { tpn + 1 } else { tpn - 1 };
                let colour = if tpn % 2 == 1 { 'w' } else { 'b' };
                TestPlayer {
                    tpn,
                    title: "",
                    rating: (!(unrated_first && tpn == 1)).then_some(rating),
                    federation: "GER",
                    rounds: (1..=3u16)
                        .map(|r| {
                            let result = if absent.contains(&(tpn, r)) {
                                '-'
                            } else if absent.contains(&(opp, r)) {
                                '+'
                            } else {
                                '='
                            };
                            (opp, colour, result)
                        })
                        .collect(),
                }
            })
            .collect();
        tournament("012 Qualifying test\n032 ESP\nXXR 3\n", &players)
    }

    #[test]
    fn forty_participants_averaging_2000_in_every_round() {
        let q = qualifying_swiss(&open(40, 2000, false, &[])).expect("rounds");
        assert!(q.qualifies, "{q:?}");
        assert_eq!((q.rounds[0].participants, q.rounds[0].average), (40, 2000));
        assert!(!qualifying_swiss(&open(40, 1999, false, &[])).expect("rounds").qualifies, "average 1999");
        assert!(!qualifying_swiss(&open(38, 2100, false, &[])).expect("rounds").qualifies, "38 participants");
    }

    #[test]
    fn absent_players_and_the_unrated_are_not_averaged() {
        // A forfeit loser is absent; the forfeit winner was there: 41 present of 42.
        let q = qualifying_swiss(&open(42, 2000, false, &[(41, 2)])).expect("rounds");
        assert_eq!(q.rounds[1].participants, 41);
        assert!(q.qualifies);
        // Player 41 misses two rounds: not counted in any round; 41 players left.
        let q = qualifying_swiss(&open(42, 2000, false, &[(41, 2), (41, 3)])).expect("rounds");
        assert_eq!(q.rounds[0].participants, 41, "player 42 still counts: his forfeit wins are not misses");
        let q = qualifying_swiss(&open(40, 2000, true, &[])).expect("rounds");
        assert_eq!((q.rounds[0].participants, q.rounds[0].rated), (40, 39));
        assert_eq!(q.rounds[0].average, 2000, "the unrated player is left out of the average");
    }
}
