//! Team standings (C.07 Art. 4.2 applied to teams, Art. 11–13): teams ranked by the primary
//! score (match points unless the event ranks by game points), then by each tie-break of the
//! list in turn for the teams still tied; direct encounter inside each tied group.

use super::event::{RoundKind, TeamEvent};
use super::tiebreaks::{ScoreKind, TeamCode, TeamOptions, TeamTiebreak, compute, rank_key, score};
use crate::core::order::StableSort;
use crate::core::words::Phrase;
use crate::results::tiebreaks::Figure;
use crate::tournament::Points;
use serde::Serialize;
use std::collections::BTreeMap;

/// One team's line.
///
/// JSON: `{"rank", "number", "name", "match_points", "game_points", "values": [Figure…],
/// "decided_by"}` — `values` in the order of the list.
#[derive(Clone, Debug, Serialize)]
pub struct TeamRow {
    /// Rank; teams still tied after the whole list share it.
    pub rank: u16,
    /// Team number (310).
    pub number: u16,
    /// Name.
    pub name: String,
    /// Match points.
    pub match_points: Points,
    /// Game points.
    pub game_points: Points,
    /// One figure per tie-break of the list.
    pub values: Vec<Figure>,
    /// What placed the team: the primary score, the tie-break that separated it, or `None`
    /// when still tied after the whole list (drawing of lots, C.07 4.2).
    pub decided_by: Option<String>,
}

/// The standings.
#[derive(Clone, Debug, Serialize)]
pub struct TeamStandings {
    /// Options used.
    pub options: TeamOptions,
    /// Match points for a win, draw and loss.
    pub match_scoring: super::event::MatchScoring,
    /// Boards per match.
    pub boards: u16,
    /// The tie-breaks, in order.
    pub tiebreaks: Vec<String>,
    /// Rows, best first.
    pub rows: Vec<TeamRow>,
}

/// Computes every value and the ranking.
#[must_use]
pub fn team_standings(ev: &TeamEvent, list: &[TeamTiebreak], o: TeamOptions) -> TeamStandings {
    let mut values: BTreeMap<u16, Vec<Figure>> = BTreeMap::new();
    for t in &ev.teams {
        values.insert(t.number, list.iter().map(|tb| compute(ev, tb, t, &o)).collect());
    }
    let primary = |n: &u16| ev.team(*n).map_or(0, |t| i64::from(score(t, o.primary, &o).0));
    let all: Vec<u16> = ev.teams.iter().map(|t| t.number).collect();
    let mut groups = split(&all, primary);
    let mut decided: BTreeMap<u16, String> = BTreeMap::new();
    for g in &groups {
        if g.len() == 1 {
            decided.insert(g[0], o.primary.acronym().to_owned());
        }
    }
    for (k, tb) in list.iter().enumerate() {
        let mut next = vec![];
        for g in groups {
            let start = next.len();
            if g.len() < 2 {
                next.push(g);
                continue;
            }
            if tb.code == TeamCode::De {
                let de = direct_encounter(ev, &g, &o);
                let separated = de.values().map(|x| x.0).collect::<std::collections::BTreeSet<_>>().len() > 1;
                for (n, (place, text)) in &de {
                    if let Some(v) = values.get_mut(n) {
                        v[k] = Figure::new(if separated { i64::from(*place) * 100 } else { 0 }, 0, text.clone());
                    }
                }
                next.extend(split(&g, |n| -de.get(n).map_or(0, |x| i64::from(x.0))));
            } else {
                let keys: BTreeMap<u16, Vec<i64>> = g
                    .iter()
                    .filter_map(|n| {
                        let t = ev.team(*n)?;
                        let v = values.get(n)?;
                        Some((*n, rank_key(ev, tb, t, &o, &v[k])))
                    })
                    .collect();
                next.extend(split(&g, |n| keys.get(n).cloned().unwrap_or_default()));
            }
            for sub in &next[start..] {
                if sub.len() == 1 {
                    decided.insert(sub[0], tb.to_string());
                }
            }
        }
        groups = next;
    }
    let mut rows = vec![];
    let mut rank = 1u16;
    for g in groups {
        for n in &g {
            let Some(t) = ev.team(*n) else { continue };
            rows.push(TeamRow {
                rank,
                number: *n,
                name: t.name.clone(),
                match_points: score(t, ScoreKind::Mp, &o),
                game_points: score(t, ScoreKind::Gp, &o),
                values: values.remove(n).unwrap_or_default(),
                decided_by: decided.get(n).cloned(),
            });
        }
        rank = rank.saturating_add(u16::try_from(g.len()).unwrap_or(u16::MAX));
    }
    TeamStandings {
        options: o,
        match_scoring: ev.scoring,
        boards: ev.boards,
        tiebreaks: list.iter().map(ToString::to_string).collect(),
        rows,
    }
}

/// Splits a group by `key`, highest first; team-number order inside a subgroup.
fn split<K: Ord + Clone>(group: &[u16], key: impl Fn(&u16) -> K) -> Vec<Vec<u16>> {
    let mut keyed: Vec<(K, u16)> = group.iter().map(|n| (key(n), *n)).collect();
    keyed.stable_sort_by(&|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    let mut out: Vec<Vec<u16>> = vec![];
    let mut last = None;
    for (k, n) in keyed {
        match out.last_mut() {
            Some(g) if last.as_ref() == Some(&k) => g.push(n),
            _ => out.push(vec![n]),
        }
        last = Some(k);
    }
    out
}

/// Direct encounter (Art. 6) inside a tied group, on the primary score of the matches the
/// teams of the group played against each other: each team's place (shared when not
/// separated) and the explanation. When not every pair met, a team is placed first only when
/// no other could reach its mutual score by winning its missing matches (6.3).
fn direct_encounter(ev: &TeamEvent, group: &[u16], o: &TeamOptions) -> BTreeMap<u16, (u16, Vec<Phrase>)> {
    let mut out = BTreeMap::new();
    let mut place = 1u16;
    de_rec(ev, group, o, &mut place, &mut out, 0);
    out
}

fn mutual(ev: &TeamEvent, set: &[u16], o: &TeamOptions) -> (BTreeMap<u16, Points>, usize) {
    let mut scores = BTreeMap::new();
    let mut pairs = std::collections::BTreeSet::new();
    for &n in set {
        let Some(t) = ev.team(n) else { continue };
        let mut s = Points::ZERO;
        for x in t.rounds.iter().take(usize::from(o.rounds)) {
            let Some(opp) = x.opponent.filter(|op| set.contains(op)) else { continue };
            if x.kind == RoundKind::Played || (o.round_robin && x.kind != RoundKind::DoubleForfeit) {
                s += match o.primary {
                    ScoreKind::Mp => x.match_points,
                    ScoreKind::Gp => x.game_points,
                };
                pairs.insert((n.min(opp), n.max(opp)));
            }
        }
        scores.insert(n, s);
    }
    (scores, pairs.len())
}

fn de_rec(
    ev: &TeamEvent,
    group: &[u16],
    o: &TeamOptions,
    place: &mut u16,
    out: &mut BTreeMap<u16, (u16, Vec<Phrase>)>,
    depth: u8,
) {
    let (scores, met) = mutual(ev, group, o);
    let n = group.len();
    let k = o.primary.acronym();
    if met == n * (n - 1) / 2 {
        let sub = split(group, |t| i64::from(scores.get(t).map_or(0, |p| p.0)));
        if sub.len() == 1 || depth > 8 {
            for t in group {
                let s = scores.get(t).copied().unwrap_or_default();
                put(out, *t, *place, Phrase::new("team-de-all-met-tied").arg("kind", k).dec("score", s));
            }
            *place += u16::try_from(n).unwrap_or(0);
            return;
        }
        for g in sub {
            if g.len() == 1 {
                let s = scores.get(&g[0]).copied().unwrap_or_default();
                put(out, g[0], *place, Phrase::new("team-de-all-met").arg("kind", k).dec("score", s));
                *place += 1;
            } else {
                de_rec(ev, &g, o, place, out, depth + 1);
            }
        }
        return;
    }
    let win = match o.primary {
        ScoreKind::Mp => ev.scoring.win,
        ScoreKind::Gp => Points(o.drawn_match_game_points.0 * 2),
    };
    let mut rest = group.to_vec();
    while rest.len() > 1 {
        let (sc, _) = mutual(ev, &rest, o);
        let met_with = |a: u16, b: u16| {
            ev.team(a).is_some_and(|t| {
                t.rounds
                    .iter()
                    .take(usize::from(o.rounds))
                    .any(|x| x.opponent == Some(b) && x.kind == RoundKind::Played)
            })
        };
        let missing = |t: u16| i32::try_from(rest.iter().filter(|&&x| x != t && !met_with(t, x)).count()).unwrap_or(0);
        let top = rest.iter().copied().find(|&t| {
            let s = sc.get(&t).copied().unwrap_or_default();
            rest.iter()
                .filter(|&&x| x != t)
                .all(|&x| s.0 > sc.get(&x).copied().unwrap_or_default().0 + missing(x) * win.0)
        });
        let Some(t) = top else { break };
        let s = sc.get(&t).copied().unwrap_or_default();
        put(out, t, *place, Phrase::new("team-de-beats-maximum").arg("kind", k).dec("score", s));
        *place += 1;
        rest.retain(|&x| x != t);
    }
    let shared = rest.len() > 1;
    for t in &rest {
        put(out, *t, *place, if shared { Phrase::new("team-de-not-separated") } else { Phrase::new("de-ranked") });
    }
    *place += u16::try_from(rest.len()).unwrap_or(0);
}

fn put(out: &mut BTreeMap<u16, (u16, Vec<Phrase>)>, t: u16, place: u16, text: Phrase) {
    out.insert(t, (place, vec![text]));
}
