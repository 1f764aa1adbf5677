//! The standings half of the check (C.02 2026 endorsement: "pairing and tie-break checker"):
//! the final standings are recomputed from the results under the file's tie-break list and
//! compared with the file's rank column (001 cols 86–89) and points column (cols 81–84).
//!
//! Players still tied after the whole list may stand in any order the file gives them (the
//! drawing of lots, C.07 4.2), sharing a rank or not, as long as they fill their block of
//! places. Every other disagreement is a difference:
//! - a pair of players the file orders one way and the tie-break list the other (or ties
//!   when the list separates them), with the criterion that separates them and both values;
//! - a player whose rank lies outside their block when no such pair explains it (gaps,
//!   numbering from 0, a missing rank);
//! - a points column that is not the sum of the results.

use crate::core::words::Phrase;
use crate::results::tiebreaks::{Figure, Row, Standings, TbOptions, Tiebreak};
use crate::rules::tiebreak_edition::TiebreakEdition;
use crate::tournament::{Points, Tournament, Tpn};
use serde::Serialize;
use std::collections::BTreeSet;

/// One player as the standings check names them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Named {
    /// Pairing number.
    pub tpn: Tpn,
    /// Name.
    pub name: String,
    /// Line of the 001 record (0 for players made in memory).
    pub line: usize,
    /// The rank in the file's rank column, if any.
    pub file_rank: Option<u16>,
    /// arbitro's rank (players tied after the whole list share it).
    pub rank: u16,
}

/// The criterion that separates two players: its name and each one's value.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Separation {
    /// `points` or the tie-break as written (`BH/C1`, `DE` …).
    pub criterion: String,
    /// The value of the player arbitro ranks ahead.
    pub ahead_value: String,
    /// The value of the player arbitro ranks behind.
    pub behind_value: String,
    /// How the two values were obtained (as `standings --explain` prints them).
    pub ahead_explain: Vec<crate::core::words::Phrase>,
    /// The same for the player behind.
    pub behind_explain: Vec<crate::core::words::Phrase>,
}

/// One difference between the file's standings and arbitro's.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum StandingsDifference {
    /// The file's points column is not the sum of the results.
    Points {
        /// The player.
        player: Named,
        /// The points column.
        file: Points,
        /// The sum of the results.
        computed: Points,
    },
    /// Two players in the wrong order (or tied when the list separates them).
    Order {
        /// The player arbitro ranks ahead.
        ahead: Named,
        /// The player arbitro ranks behind.
        behind: Named,
        /// What separates them.
        separation: Separation,
    },
    /// A rank outside the player's block of places not explained by an order difference.
    Rank {
        /// The player.
        player: Named,
        /// First place of the player's block.
        first: u16,
        /// Last place of the player's block (= first unless tied after the whole list).
        last: u16,
    },
}

impl StandingsDifference {
    /// The message: who, both ranks, and why.
    #[must_use]
    pub fn message(&self) -> String {
        self.phrase().to_string()
    }

    /// The difference in words, in the reports' catalogues.
    #[must_use]
    pub fn phrase(&self) -> Phrase {
        let rank =
            |r: Option<u16>| r.map_or_else(|| Phrase::new("sc-no-rank"), |r| Phrase::new("find-player").arg("tpn", r));
        match self {
            StandingsDifference::Points { player, file, computed } => Phrase::new("sc-points")
                .arg("tpn", player.tpn.0)
                .arg("name", player.name.as_str())
                .arg("line", player.line)
                .dec("file", file)
                .dec("computed", computed),
            StandingsDifference::Order { ahead, behind, separation: s } => {
                let file_says = match (ahead.file_rank, behind.file_rank) {
                    (Some(a), Some(b)) if a == b => Phrase::new("sc-tied"),
                    _ => Phrase::new("sc-ahead").arg("tpn", behind.tpn.0),
                };
                let criterion = if s.criterion == "points" {
                    Phrase::new("sc-points-criterion")
                } else {
                    Phrase::new("find-pairs-list").arg("pairs", s.criterion.as_str())
                };
                Phrase::new("sc-order")
                    .arg("ahead", ahead.tpn.0)
                    .arg("ahead-name", ahead.name.as_str())
                    .arg("behind", behind.tpn.0)
                    .arg("behind-name", behind.name.as_str())
                    .arg("ahead-file", rank(ahead.file_rank))
                    .arg("behind-file", rank(behind.file_rank))
                    .arg("file-says", file_says)
                    .arg("ahead-rank", ahead.rank)
                    .arg("behind-rank", behind.rank)
                    .arg("criterion", criterion)
                    .dec("ahead-value", s.ahead_value.as_str())
                    .dec("behind-value", s.behind_value.as_str())
            }
            StandingsDifference::Rank { player, first, last } => {
                let places = if first == last {
                    Phrase::new("sc-rank").arg("rank", *first)
                } else {
                    Phrase::new("sc-rank-range").arg("first", *first).arg("last", *last)
                };
                Phrase::new("sc-rank-differs")
                    .arg("tpn", player.tpn.0)
                    .arg("name", player.name.as_str())
                    .arg("line", player.line)
                    .arg("file", rank(player.file_rank))
                    .arg("places", places)
            }
        }
    }
}

/// The standings check of a tournament.
#[derive(Clone, Debug, Serialize)]
pub struct StandingsCheck {
    /// Where the tie-break list came from (`--tiebreaks`, `record 212 (line 9)` …).
    pub source: Phrase,
    /// The tie-break list, in order.
    pub tiebreaks: Vec<String>,
    /// The tie-break rules applied and why (`FIDE C.07 … — start date …`).
    pub rules: Phrase,
    /// Rounds counted (the last recorded round).
    pub rounds: u16,
    /// Whether the file has a rank column to compare (false when every rank is blank).
    pub ranks_compared: bool,
    /// True when there is no difference.
    pub consistent: bool,
    /// The differences, points first, then pairs by arbitro's order.
    pub differences: Vec<StandingsDifference>,
    /// Remarks that are not differences (a blank rank column, warnings on the list).
    pub notes: Vec<Phrase>,
    /// arbitro's standings, best first: TPN, rank, points and one value per tie-break.
    pub standings: Vec<StandingsRow>,
}

/// One row of arbitro's standings beside the file's rank.
#[derive(Clone, Debug, Serialize)]
pub struct StandingsRow {
    /// arbitro's rank.
    pub rank: u16,
    /// The file's rank.
    pub file_rank: Option<u16>,
    /// Pairing number.
    pub tpn: Tpn,
    /// Name.
    pub name: String,
    /// Points.
    pub points: Points,
    /// One value per tie-break, as displayed.
    pub values: Vec<String>,
}

fn named(t: &Tournament, r: &Row) -> Named {
    let p = t.player(r.tpn);
    Named {
        tpn: r.tpn,
        name: r.name.clone(),
        line: p.map_or(0, |p| p.line),
        file_rank: p.and_then(|p| p.rank),
        rank: r.rank,
    }
}

/// The first criterion (points, then the list in order) on which `a` and `b` differ.
fn separation(s: &Standings, a: &Row, b: &Row) -> Option<Separation> {
    if a.points != b.points {
        let fig = |r: &Row| {
            vec![crate::core::words::Phrase::new("tb-points").arg("round", s.options.rounds).dec("points", r.points)]
        };
        return Some(Separation {
            criterion: "points".into(),
            ahead_value: a.points.to_string(),
            behind_value: b.points.to_string(),
            ahead_explain: fig(a),
            behind_explain: fig(b),
        });
    }
    for (k, tb) in s.tiebreaks.iter().enumerate() {
        let (x, y): (&Figure, &Figure) = (a.values.get(k)?, b.values.get(k)?);
        if x.hundredths != y.hundredths {
            return Some(Separation {
                criterion: tb.clone(),
                ahead_value: x.display(),
                behind_value: y.display(),
                ahead_explain: x.explain.clone(),
                behind_explain: y.explain.clone(),
            });
        }
    }
    None
}

/// Compares the file's rank and points columns with `s`, arbitro's standings of `t` after
/// its last round.
#[must_use]
pub fn check(t: &Tournament, s: &Standings, source: Phrase, rules: Phrase) -> StandingsCheck {
    let mut differences = Vec::new();
    let mut notes = Vec::new();
    for r in &s.rows {
        let Some(p) = t.player(r.tpn) else { continue };
        if let Some(file) = p.declared_points {
            if file != r.points {
                differences.push(StandingsDifference::Points { player: named(t, r), file, computed: r.points });
            }
        }
    }
    let ranks_compared = s.rows.iter().any(|r| t.player(r.tpn).and_then(|p| p.rank).is_some());
    if ranks_compared {
        // Block of places of each rank: [rank, rank + tied − 1].
        let last_of = |rank: u16| {
            let n = s.rows.iter().filter(|x| x.rank == rank).count();
            rank.saturating_add(u16::try_from(n).unwrap_or(u16::MAX)).saturating_sub(1)
        };
        let mut in_pair: BTreeSet<Tpn> = BTreeSet::new();
        for (i, a) in s.rows.iter().enumerate() {
            for b in &s.rows[i + 1..] {
                if a.rank >= b.rank {
                    continue; // tied after the whole list: any order is allowed
                }
                let fa = t.player(a.tpn).and_then(|p| p.rank);
                let fb = t.player(b.tpn).and_then(|p| p.rank);
                let (Some(x), Some(y)) = (fa, fb) else { continue };
                if x < y {
                    continue;
                }
                if let Some(separation) = separation(s, a, b) {
                    in_pair.insert(a.tpn);
                    in_pair.insert(b.tpn);
                    differences.push(StandingsDifference::Order {
                        ahead: named(t, a),
                        behind: named(t, b),
                        separation,
                    });
                }
            }
        }
        for r in &s.rows {
            let file = t.player(r.tpn).and_then(|p| p.rank);
            let last = last_of(r.rank);
            let inside = file.is_some_and(|f| (r.rank..=last).contains(&f));
            if !inside && !in_pair.contains(&r.tpn) {
                differences.push(StandingsDifference::Rank { player: named(t, r), first: r.rank, last });
            }
        }
    } else {
        notes.push(Phrase::new("sc-no-rank-column"));
    }
    let standings = s
        .rows
        .iter()
        .map(|r| StandingsRow {
            rank: r.rank,
            file_rank: t.player(r.tpn).and_then(|p| p.rank),
            tpn: r.tpn,
            name: r.name.clone(),
            points: r.points,
            values: r.values.iter().map(Figure::display).collect(),
        })
        .collect();
    StandingsCheck {
        source,
        tiebreaks: s.tiebreaks.clone(),
        rules,
        rounds: s.options.rounds,
        ranks_compared,
        consistent: differences.is_empty(),
        differences,
        notes,
        standings,
    }
}

/// Options of the final standings of `t` under `edition`: every recorded round, the planned
/// number of rounds (XXR/142) for FB and the 16.4.2 cap, round-robin when the file says so
/// (record 092/192) or every player met every other; unrated players left out of
/// rating-based tie-breaks (C.07 Art. 10).
#[must_use]
pub(crate) fn final_options(t: &Tournament, edition: TiebreakEdition) -> TbOptions {
    let rounds = t.rounds_recorded();
    let total_rounds = t.planned_rounds.unwrap_or(rounds).max(rounds);
    TbOptions { edition, round_robin: t.declares_round_robin(), rounds, total_rounds, unrated: None }
}

/// Recomputes the final standings of `t` under `list` and `edition` and compares them with
/// the file's columns.
#[must_use]
pub(crate) fn check_final(
    t: &Tournament,
    list: &[Tiebreak],
    edition: TiebreakEdition,
    source: Phrase,
    rules: Phrase,
) -> StandingsCheck {
    let s = crate::results::tiebreaks::standings(t, list, final_options(t, edition));
    check(t, &s, source, rules)
}

/// The final ranks a tie-break list gives, for writing a file's rank column: players still
/// tied after the whole list keep pairing-number order (the drawing of lots, C.07 4.2, is
/// the tournament's; any order inside the tie is accepted by [`check`]).
#[must_use]
pub fn places(s: &Standings) -> Vec<(Tpn, u16)> {
    s.rows.iter().enumerate().map(|(i, r)| (r.tpn, u16::try_from(i + 1).unwrap_or(u16::MAX))).collect()
}
