//! Ranking by points and an ordered tie-break list (C.07 Art. 4.2): each criterion splits
//! the groups still tied; direct encounter (Art. 6) is computed inside each group.

use super::compute::{Figure, compute, decimals};
use super::facts::{Facts, Slot, TbOptions};
use super::spec::{Code, Tiebreak};
use crate::core::order::StableSort;
use crate::core::words::Phrase;
use crate::tournament::{Points, Tournament, Tpn};
use serde::Serialize;
use std::collections::{BTreeMap, BTreeSet};

/// One line of the standings.
#[derive(Clone, Debug, Serialize)]
pub struct Row {
    /// Rank (1 = first); players still tied after the whole list share it. 0 for none (the
    /// player of a quick-entry exercise).
    pub rank: u16,
    /// Pairing number.
    pub tpn: Tpn,
    /// Name.
    pub name: String,
    /// Rating.
    pub rating: Option<u16>,
    /// Points.
    pub points: Points,
    /// One figure per tie-break of the list, in its order.
    pub values: Vec<Figure>,
    /// What placed the player: `points`, the tie-break that separated them from the
    /// players with the same points, or `None` when still tied after the whole list
    /// (drawing of lots, C.07 4.2).
    pub decided_by: Option<String>,
}

/// Standings: the list used and the rows in rank order.
#[derive(Clone, Debug, Serialize)]
pub struct Standings {
    /// Options (edition, rounds …).
    pub options: TbOptions,
    /// The tie-breaks, in order.
    pub tiebreaks: Vec<String>,
    /// Rows, best first.
    pub rows: Vec<Row>,
}

/// Computes every value and the ranking.
#[must_use]
pub fn standings(t: &Tournament, list: &[Tiebreak], opts: TbOptions) -> Standings {
    let f = Facts::new(t, opts, false);
    let fore = Facts::new(t, opts, true);
    let mut values: BTreeMap<Tpn, Vec<Figure>> = BTreeMap::new();
    for p in &f.players {
        values.insert(p.tpn, list.iter().map(|tb| compute(&f, &fore, tb, p.tpn)).collect());
    }
    // Groups of tied players, in order; start with everyone sorted by points.
    let mut all: Vec<Tpn> = f.players.iter().map(|p| p.tpn).collect();
    all.stable_sort_by_key(&|tpn| (std::cmp::Reverse(f.get(*tpn).map_or(Points::ZERO, |p| p.score)), *tpn));
    let mut groups: Vec<Vec<Tpn>> = split(&all, |tpn| f.get(*tpn).map_or(0, |p| i64::from(p.score.0)), true);
    let mut decided: BTreeMap<Tpn, String> = BTreeMap::new();
    for g in &groups {
        if g.len() == 1 {
            decided.insert(g[0], "points".into());
        }
    }
    for (k, tb) in list.iter().enumerate() {
        let mut next: Vec<Vec<Tpn>> = vec![];
        for g in groups {
            let start = next.len();
            if g.len() < 2 {
                next.push(g);
                continue;
            }
            if tb.code == Code::De {
                let de = direct_encounter(&f, &g, tb.mods.forfeits_played);
                // The value shown is the place inside the tied group, 0 when direct
                // encounter separates nobody in it.
                let separated = de.values().map(|x| x.0).collect::<BTreeSet<_>>().len() > 1;
                for (tpn, (place, text)) in &de {
                    if let Some(v) = values.get_mut(tpn) {
                        let shown = if separated { i64::from(*place) * 100 } else { 0 };
                        v[k] = Figure::new(shown, 0, text.clone());
                    }
                }
                next.extend(split(&g, |tpn| de.get(tpn).map_or(0, |x| i64::from(x.0)), false));
            } else {
                let hib = tb.higher_is_better();
                next.extend(split(&g, |tpn| values.get(tpn).map_or(0, |v| v[k].hundredths), hib));
            }
            if g.len() > 1 {
                for sub in &next[start..] {
                    if sub.len() == 1 {
                        decided.insert(sub[0], tb.to_string());
                    }
                }
            }
        }
        groups = next;
    }
    let mut rows = vec![];
    let mut rank = 1u16;
    for g in groups {
        for tpn in &g {
            let p = t.player(*tpn);
            rows.push(Row {
                rank,
                tpn: *tpn,
                name: p.map_or(String::new(), |p| p.name.clone()),
                rating: p.and_then(|p| p.rating),
                points: f.get(*tpn).map_or(Points::ZERO, |p| p.score),
                values: values.remove(tpn).unwrap_or_default(),
                decided_by: decided.get(tpn).cloned(),
            });
        }
        rank = rank.saturating_add(u16::try_from(g.len()).unwrap_or(u16::MAX));
    }
    let _ = decimals;
    Standings { options: opts, tiebreaks: list.iter().map(ToString::to_string).collect(), rows }
}

/// Splits an ordered group into subgroups by `key` (stable; TPN order inside a subgroup).
fn split(group: &[Tpn], key: impl Fn(&Tpn) -> i64, higher_first: bool) -> Vec<Vec<Tpn>> {
    let mut keyed: Vec<(i64, Tpn)> = group.iter().map(|t| (key(t), *t)).collect();
    keyed.stable_sort_by(&|a, b| if higher_first { b.0.cmp(&a.0) } else { a.0.cmp(&b.0) }.then(a.1.cmp(&b.1)));
    let mut out: Vec<Vec<Tpn>> = vec![];
    let mut last: Option<i64> = None;
    for (k, t) in keyed {
        if last == Some(k) {
            if let Some(g) = out.last_mut() {
                g.push(t);
            }
        } else {
            out.push(vec![t]);
        }
        last = Some(k);
    }
    out
}

/// Direct encounter (C.07 Art. 6) inside a tied group: each player's place (1 = best;
/// players it cannot separate share a place) with the explanation.
fn direct_encounter(f: &Facts, group: &[Tpn], forfeits: bool) -> BTreeMap<Tpn, (u16, Vec<Phrase>)> {
    let mut out = BTreeMap::new();
    let mut place = 1u16;
    de_rec(f, group, forfeits, &mut place, &mut out, 0);
    out
}

/// Mutual results inside `set`: per player, (sum of average scores against each met
/// opponent ×100/win, number of distinct opponents met).
fn mini(f: &Facts, set: &[Tpn], forfeits: bool) -> (BTreeMap<Tpn, i64>, BTreeSet<(Tpn, Tpn)>) {
    let members: BTreeSet<Tpn> = set.iter().copied().collect();
    let mut scores = BTreeMap::new();
    let mut met = BTreeSet::new();
    for &a in set {
        let Some(p) = f.get(a) else { continue };
        let mut per: BTreeMap<Tpn, (i64, i64)> = BTreeMap::new();
        for s in &p.slots {
            let Some(o) = s.opponent() else { continue };
            if !members.contains(&o) || !(matches!(s, Slot::Played { .. }) || f.counts_as_game(s, forfeits)) {
                continue;
            }
            let e = per.entry(o).or_insert((0, 0));
            e.0 += i64::from(s.points().0);
            e.1 += 1;
            met.insert((a.min(o), a.max(o)));
        }
        // 6.1.2: several meetings count as their average (kept exact ×1000).
        let sum: i64 = per.values().map(|(s, n)| s * 1000 / n.max(&1)).sum();
        scores.insert(a, sum);
    }
    (scores, met)
}

fn de_rec(
    f: &Facts,
    group: &[Tpn],
    forfeits: bool,
    place: &mut u16,
    out: &mut BTreeMap<Tpn, (u16, Vec<Phrase>)>,
    depth: u8,
) {
    let (scores, met) = mini(f, group, forfeits);
    let n = group.len();
    let all_met = n * (n - 1) / 2 == met.len();
    let show = |v: i64| Points(i32::try_from(v / 1000).unwrap_or(0)).to_string();
    if all_met {
        let sub = split(group, |t| scores.get(t).copied().unwrap_or(0), true);
        if sub.len() == 1 || depth > 8 {
            for t in group {
                let s = scores.get(t).copied().unwrap_or(0);
                out.insert(*t, (*place, vec![Phrase::new("de-all-met-tied").dec("score", show(s))]));
            }
            *place += u16::try_from(n).unwrap_or(0);
            return;
        }
        for g in sub {
            if g.len() == 1 {
                let s = scores.get(&g[0]).copied().unwrap_or(0);
                out.insert(g[0], (*place, vec![Phrase::new("de-all-met").dec("score", show(s))]));
                *place += 1;
            } else {
                de_rec(f, &g, forfeits, place, out, depth + 1);
            }
        }
        return;
    }
    // 6.3: not all met — rank first a player who stays alone on top whatever the missing
    // games' results; repeat for the next places.
    let win = i64::from(f.t.scoring.win().0) * 1000;
    let mut rest: Vec<Tpn> = group.to_vec();
    loop {
        if rest.len() < 2 {
            for t in &rest {
                out.insert(*t, (*place, vec![Phrase::new("de-ranked")]));
                *place += 1;
            }
            return;
        }
        let (sc, met) = mini(f, &rest, forfeits);
        let unmet = |t: Tpn| -> i64 {
            i64::try_from(rest.iter().filter(|&&o| o != t && !met.contains(&(t.min(o), t.max(o)))).count()).unwrap_or(0)
        };
        let top = rest.iter().copied().find(|&t| {
            let s = sc.get(&t).copied().unwrap_or(0);
            rest.iter().filter(|&&o| o != t).all(|&o| s > sc.get(&o).copied().unwrap_or(0) + unmet(o) * win)
        });
        match top {
            Some(t) => {
                let s = sc.get(&t).copied().unwrap_or(0);
                out.insert(t, (*place, vec![Phrase::new("de-beats-maximum").dec("score", show(s))]));
                *place += 1;
                rest.retain(|&x| x != t);
            }
            None => {
                for t in &rest {
                    out.insert(*t, (*place, vec![Phrase::new("de-not-separated")]));
                }
                *place += u16::try_from(rest.len()).unwrap_or(0);
                return;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::results::tiebreaks::parse_list;
    use crate::results::tiebreaks::testgen::{Gen, renumber, tournament};
    use crate::rules::tiebreak_edition::TiebreakEdition;
    use proptest::prelude::*;

    const LIST: &str = "DE,BH,BH/C1,BH/C2,BH/M1,FB,FB/C1,SB,SB/C1,BH/P,SB/P,AOB,AOB/F,PS,PS/C1,KS,WIN,WON,BPG,BWG,REP,STD,ARO,ARO/C1,TPR,PTP,APRO,APPO,RTNG";

    proptest! {
        #![proptest_config(ProptestConfig { cases: 200, .. ProptestConfig::default() })]

        /// Tie-break values and ranks do not depend on the pairing numbers.
        #[test]
        fn invariant_under_renumbering(seed in any::<u64>(), n in 3usize..14, rounds in 1usize..8, ed in 0u8..3) {
            let mut g = Gen::new(seed);
            let t = tournament(&mut g, n, rounds, false, true);
            let mut perm: Vec<usize> = (0..n).collect();
            for i in (1..n).rev() {
                let j = usize::try_from(g.below(u64::try_from(i + 1).unwrap_or(1))).unwrap_or(0);
                perm.swap(i, j);
            }
            let u = renumber(&t, &perm);
            let edition = [TiebreakEdition::Seed, TiebreakEdition::C07y2024, TiebreakEdition::C07y2026][usize::from(ed)];
            let r = u16::try_from(rounds).unwrap_or(1);
            let opts = TbOptions { edition, round_robin: false, rounds: r, total_rounds: r, unrated: Some(1400) };
            let list = parse_list(LIST).unwrap();
            let a = standings(&t, &list, opts);
            let b = standings(&u, &list, opts);
            for row in &a.rows {
                let other = b.rows.iter().find(|x| x.tpn == Tpn::from_index(perm[row.tpn.index()])).unwrap();
                prop_assert_eq!(row.rank, other.rank, "rank of {}", row.tpn);
                for (k, (x, y)) in row.values.iter().zip(&other.values).enumerate() {
                    prop_assert_eq!(x.hundredths, y.hundredths, "{} of {}", list[k], row.tpn);
                }
            }
        }
    }
}
