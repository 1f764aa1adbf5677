//! The pairing process (C.04.4.2 2026, Article 3): the PAB (3.1), then every bracket from the
//! top scoregroup down — residents and incoming floaters (1.2.2) ranked by the Index (1.8) —
//! paired by the criteria [C4]–[C8] and, among the equally good pairings, the first in the
//! order of Article 4.
//!
//! One maximum-weight matching per bracket decides it: the bracket, the next scoregroup and
//! every player below are the vertices; the criteria, in priority order, are fields of one wide
//! weight ([`crate::matching::lexicographic`]): [C4] a perfect matching of everybody left,
//! [C5] pairs inside the bracket, [C6] one field per score of the bracket (highest first)
//! counting the players paired inside it, [C7] the pairs of the next bracket and, per score,
//! the players paired there, [C8] pairs inside the bracket granting both preferences, and the
//! order of 4.3 as one field per BSN holding its opponent's BSN (0 when it floats).

use super::criteria::Criterion;
use super::players::Ctx;
use crate::core::order::StableSort;
use crate::matching::cardinality::has_perfect_matching;
use crate::matching::lexicographic::field_edges::Values;
use crate::matching::lexicographic::weights::{FieldEdges, Layout, solve};
use crate::tournament::Points;
use serde::Serialize;

/// One bracket as paired.
#[derive(Clone, Debug, Serialize)]
pub struct BracketTrace {
    /// The score of the resident players.
    pub score: Points,
    /// The players of the bracket in BSN order (4.1): incoming floaters and residents by Index.
    pub bsn: Vec<usize>,
    /// The incoming floaters (1.2.2).
    pub incoming: Vec<usize>,
    /// The pairs made in the bracket.
    pub pairs: Vec<(usize, usize)>,
    /// The outgoing floaters.
    pub outgoing: Vec<usize>,
}

/// The round as paired: pairs (indices, unordered), the PAB and the brackets.
#[derive(Clone, Debug, Serialize)]
pub struct RoundPairing {
    /// The pairs.
    pub pairs: Vec<(usize, usize)>,
    /// The PAB.
    pub bye: Option<usize>,
    /// The brackets, in pairing order.
    pub brackets: Vec<BracketTrace>,
}

/// No legal round-pairing exists (the Chief Arbiter decides).
#[derive(Clone, Debug)]
pub struct NoPairing(pub crate::core::words::Phrase);

/// Whether `set` (indices) can be paired completely under [C1] and [C3].
#[must_use]
pub fn pairable(ctx: &Ctx, set: &[usize]) -> bool {
    has_perfect_matching(set.len(), |a, b| ctx.compatible(set[a], set[b]))
}

/// The order of 3.1.3–3.1.5 among the PAB candidates: lowest score, most games played, lowest
/// in the 1.8 ranking. `Less` = `a` comes first.
#[must_use]
///
/// Original edition, 4.2–4.3: the lowest score group, then the lowest SB, Buchholz, Median,
/// rating ("and so on", reading B-O-5), then the largest pairing number.
pub fn pab_cmp(ctx: &Ctx, a: usize, b: usize) -> std::cmp::Ordering {
    let (pa, pb) = (&ctx.players[a], &ctx.players[b]);
    if ctx.edition == super::Edition::Original {
        return pa.score.cmp(&pb.score).then(pa.tie_breaks.cmp(&pb.tie_breaks)).then(pb.tpn.cmp(&pa.tpn));
    }
    pa.score.cmp(&pb.score).then(pb.colours.len().cmp(&pa.colours.len())).then(ctx.rank_cmp(b, a))
}

/// The PAB of 3.1: among the players allowed by [C2] (3.1.1), whose removal leaves a complete
/// pairing ([C4], 3.1.2), the first by 3.1.3–3.1.5.
///
/// # Errors
/// [`NoPairing`] when no player can take it.
pub fn choose_pab(ctx: &Ctx, all: &[usize]) -> Result<usize, NoPairing> {
    let mut cands: Vec<usize> = all.iter().copied().filter(|&i| ctx.players[i].pab_ok).collect();
    cands.stable_sort_by(&|&a, &b| pab_cmp(ctx, a, b));
    for c in cands {
        let rest: Vec<usize> = all.iter().copied().filter(|&i| i != c).collect();
        if pairable(ctx, &rest) {
            return Ok(c);
        }
    }
    Err(NoPairing(crate::core::words::Phrase::new("nopair-pab-c2-c4")))
}

/// The bracket to pair next: the incoming `floaters` and the residents (the top score of the
/// other players of `remaining`), in BSN order (4.1, ranking of 1.8); then the next
/// scoregroup and the players below it.
#[must_use]
pub fn next_bracket(
    ctx: &Ctx,
    remaining: &[usize],
    floaters: &[usize],
) -> (Points, Vec<usize>, Vec<usize>, Vec<usize>) {
    let others: Vec<usize> = remaining.iter().copied().filter(|i| !floaters.contains(i)).collect();
    let top = |v: &[usize]| v.iter().map(|&i| ctx.players[i].score).max();
    let score = top(&others).unwrap_or(Points::ZERO);
    let mut bracket: Vec<usize> = floaters.to_vec();
    bracket.extend(others.iter().copied().filter(|&i| ctx.players[i].score == score));
    bracket.stable_sort_by(&|&a, &b| ctx.rank_cmp(a, b));
    let below: Vec<usize> = others.iter().copied().filter(|&i| ctx.players[i].score < score).collect();
    let next_score = top(&below);
    let next: Vec<usize> = below.iter().copied().filter(|&i| Some(ctx.players[i].score) == next_score).collect();
    let rest: Vec<usize> = below.iter().copied().filter(|&i| Some(ctx.players[i].score) != next_score).collect();
    (score, bracket, next, rest)
}

/// A bracket's matching problem: vertices (bracket in BSN order, next scoregroup, the rest),
/// the fields and their criteria.
pub struct Problem {
    /// The players, by vertex.
    pub verts: Vec<usize>,
    /// How many of them form the bracket (the first ones).
    pub bracket_len: usize,
    /// How many form the next scoregroup (after the bracket).
    pub next_len: usize,
    /// The fields, each with its criterion.
    pub layout: Layout<Criterion>,
    /// Field numbers: [C4], [C5], [C6] levels, [C7] pairs, [C7] levels, [C8], order.
    pub(crate) f_c4: usize,
    pub(crate) f_c5: usize,
    pub(crate) f_c6: Vec<(Points, usize)>,
    pub(crate) f_c7: usize,
    pub(crate) f_c7_levels: Vec<(Points, usize)>,
    pub(crate) f_c8: usize,
    pub(crate) f_order: usize,
}

impl Problem {
    /// Lays out the fields for `bracket` (BSN order), `next` and `rest`.
    #[must_use]
    pub fn new(ctx: &Ctx, bracket: &[usize], next: &[usize], rest: &[usize]) -> Problem {
        let mut verts = bracket.to_vec();
        verts.extend(next);
        verts.extend(rest);
        let n = verts.len() as u128;
        let half = n / 2 + 1;
        let levels = |v: &[usize]| {
            let mut s: Vec<Points> = v.iter().map(|&i| ctx.players[i].score).collect();
            s.stable_sort_by(&|a, b| b.cmp(a));
            s.dedup();
            s
        };
        let mut layout = Layout::default();
        let f_c4 = layout.field(Criterion::C4, 1, half);
        let f_c5 = layout.field(Criterion::C5, 1, half);
        let f_c6 = levels(bracket).into_iter().map(|s| (s, layout.field(Criterion::C6, 2, half))).collect();
        let f_c7 = layout.field(Criterion::C7, 1, half);
        let mut bn = bracket.to_vec();
        bn.extend(next);
        let f_c7_levels = levels(&bn).into_iter().map(|s| (s, layout.field(Criterion::C7, 2, half))).collect();
        let f_c8 = layout.field(Criterion::C8, 1, half);
        let f_order = layout.len();
        let b = bracket.len() as u128;
        for _ in 0..bracket.len() {
            layout.field(Criterion::Order, b, 1);
        }
        Problem {
            verts,
            bracket_len: bracket.len(),
            next_len: next.len(),
            layout,
            f_c4,
            f_c5,
            f_c6,
            f_c7,
            f_c7_levels,
            f_c8,
            f_order,
        }
    }

    /// The field values of the edge between vertices `u` and `v` (without the [C4] field
    /// when `completion` is false: the relaxed problem of [`Problem::solve`]).
    fn values(&self, ctx: &Ctx, u: usize, v: usize, completion: bool, out: &mut Values) {
        out.clear();
        let (u, v) = (u.min(v), u.max(v));
        let role = |x: usize| {
            if x < self.bracket_len {
                0
            } else if x < self.bracket_len + self.next_len {
                1
            } else {
                2
            }
        };
        let (pu, pv) = (&ctx.players[self.verts[u]], &ctx.players[self.verts[v]]);
        if completion {
            out.push(self.f_c4, 1);
        }
        let (ru, rv) = (role(u), role(v));
        if ru == 0 && rv == 0 {
            out.push(self.f_c5, 1);
            for &(s, f) in &self.f_c6 {
                out.push(f, u128::from(pu.score == s) + u128::from(pv.score == s));
            }
        } else if ctx.edition == super::Edition::Original {
            // 6.6: the floaters of the bracket find opponents in the next score group (the
            // pairs made there among its own players are that group's business).
            if ru == 0 && rv == 1 {
                out.push(self.f_c7, 1);
            }
        } else if ru <= 1 && rv == 1 {
            out.push(self.f_c7, 1);
            for &(s, f) in &self.f_c7_levels {
                out.push(f, u128::from(pu.score == s) + u128::from(pv.score == s));
            }
        }
        if ru == 0 && rv == 0 {
            let conflict = pu.due().is_some() && pu.due() == pv.due();
            out.push(self.f_c8, u128::from(!conflict));
            out.push(self.f_order + u, (v + 1) as u128);
            out.push(self.f_order + v, (u + 1) as u128);
        }
    }

    /// Solves the problem, with only the edges `allow` accepts (vertices); returns the mate of
    /// every vertex and the field sums of the matching.
    ///
    /// The players below the next scoregroup serve [C4] only. So the bracket and the next
    /// scoregroup are solved first without them and without [C4]; when everybody left over
    /// (the floaters of that solution and the players below) can still be paired among
    /// themselves (never two players of the bracket together), that solution is the optimum
    /// of the whole problem too (it is optimal for a relaxation and feasible). Otherwise the
    /// whole problem is solved.
    #[must_use]
    pub fn solve(&self, ctx: &Ctx, allow: &dyn Fn(usize, usize) -> bool) -> (Vec<Option<usize>>, Vec<u128>) {
        let n = self.verts.len();
        let small = self.bracket_len + self.next_len;
        if small < n {
            let mut mate = self.solve_on(ctx, small, allow, false);
            mate.resize(n, None);
            let left: Vec<usize> = (0..n).filter(|&u| mate[u].is_none()).collect();
            let b = self.bracket_len;
            let m = crate::matching::cardinality::maximum_matching(left.len(), |x, y| {
                let (u, v) = (left[x], left[y]);
                !(u < b && v < b) && ctx.compatible(self.verts[u], self.verts[v]) && allow(u, v)
            });
            if m.iter().all(Option::is_some) {
                for (x, my) in m.iter().enumerate() {
                    mate[left[x]] = my.map(|y| left[y]);
                }
                let sums = self.sums(ctx, &mate);
                return (mate, sums);
            }
        }
        let mate = self.solve_on(ctx, n, allow, true);
        let sums = self.sums(ctx, &mate);
        (mate, sums)
    }

    /// The lexicographic matching of the first `n` vertices.
    fn solve_on(
        &self,
        ctx: &Ctx,
        n: usize,
        allow: &dyn Fn(usize, usize) -> bool,
        completion: bool,
    ) -> Vec<Option<usize>> {
        let mut edges = FieldEdges::indexing(self.layout.single_edge_fields());
        let mut vals = Values::new();
        for u in 0..n {
            for v in u + 1..n {
                if ctx.compatible(self.verts[u], self.verts[v]) && allow(u, v) {
                    self.values(ctx, u, v, completion, &mut vals);
                    edges.push(u, v, &vals);
                }
            }
        }
        solve(n, &self.layout, &edges)
    }

    /// The field sums of a matching.
    #[must_use]
    pub fn sums(&self, ctx: &Ctx, mate: &[Option<usize>]) -> Vec<u128> {
        let mut sums = vec![0u128; self.layout.len()];
        let mut vals = Values::new();
        let mut edges = FieldEdges::new();
        for (u, m) in mate.iter().enumerate() {
            if let Some(v) = *m {
                if u < v {
                    self.values(ctx, u, v, true, &mut vals);
                    edges.push(u, v, &vals);
                }
            }
        }
        for k in 0..edges.len() {
            for (f, x) in edges.values(k) {
                sums[f] += x;
            }
        }
        sums
    }
}

/// Pairs the round.
///
/// # Errors
/// [`NoPairing`] when no pairing complies with [C1]–[C4].
pub fn pair_round(ctx: &Ctx) -> Result<RoundPairing, NoPairing> {
    let all: Vec<usize> = (0..ctx.players.len()).collect();
    let mut remaining = all.clone();
    let mut bye = None;
    if all.len() % 2 == 1 {
        let b = choose_pab(ctx, &all)?;
        bye = Some(b);
        remaining.retain(|&i| i != b);
    } else if !pairable(ctx, &all) {
        return Err(NoPairing(crate::core::words::Phrase::new("nopair-c1-c3").arg("cite", "[C4]")));
    }
    let mut pairs = Vec::new();
    let mut brackets = Vec::new();
    let mut floaters: Vec<usize> = Vec::new();
    while !remaining.is_empty() {
        let (score, bracket, next, rest) = next_bracket(ctx, &remaining, &floaters);
        let problem = Problem::new(ctx, &bracket, &next, &rest);
        let (mate, _) = problem.solve(ctx, &|_, _| true);
        let b = bracket.len();
        if mate.iter().any(Option::is_none) {
            return Err(NoPairing(crate::core::words::Phrase::new("nopair-bracket-leaves").dec("score", score)));
        }
        let mut bp = Vec::new();
        let mut out = Vec::new();
        for u in 0..b {
            match mate[u] {
                Some(v) if v < b => {
                    if u < v {
                        bp.push((bracket[u], bracket[v]));
                    }
                }
                _ => out.push(bracket[u]),
            }
        }
        let done: Vec<usize> = bp.iter().flat_map(|&(x, y)| [x, y]).collect();
        remaining.retain(|i| !done.contains(i));
        pairs.extend(bp.iter().copied());
        let incoming = floaters.clone();
        floaters.clone_from(&out);
        brackets.push(BracketTrace { score, bsn: bracket, incoming, pairs: bp, outgoing: out });
    }
    Ok(RoundPairing { pairs, bye, brackets })
}

#[cfg(test)]
mod tests {
    use super::super::players::{Index, Player};
    use super::*;
    use crate::tournament::{Colour, ColourPreference, PreferenceStrength, RoundNo, Tpn};

    /// A player with `score` (in points), Buchholz `bh` and one game played with `last`.
    fn player(tpn: u16, score: i32, bh: i64, last: Colour) -> Player {
        Player {
            tpn: Tpn(tpn),
            score: Points(score * 10),
            index: Index { buchholz: bh, sonneborn_berger: 0 },
            colours: vec![last],
            pref: ColourPreference { strength: PreferenceStrength::Strong, colour: Some(last.opposite()) },
            pab_ok: true,
            opponents: vec![Tpn(100 + tpn)],
            tie_breaks: super::super::original::TieBreaks::default(),
        }
    }

    fn ctx(players: Vec<Player>) -> Ctx {
        Ctx {
            round: RoundNo(5),
            players,
            initial_colour: Colour::White,
            prohibited: Vec::new(),
            edition: super::super::Edition::Y2026,
            higher_ranked_by_index: false,
        }
    }

    fn tpns(c: &Ctx, pairs: &[(usize, usize)]) -> Vec<(u16, u16)> {
        let mut v: Vec<(u16, u16)> = pairs
            .iter()
            .map(|&(a, b)| {
                let (x, y) = (c.players[a].tpn.0, c.players[b].tpn.0);
                (x.min(y), x.max(y))
            })
            .collect();
        v.sort_unstable();
        v
    }

    /// 4.3: with every pairing equal on [C5]-[C8], BSN 1 meets the last BSN, BSN 2 the one
    /// before, and so on (BSN by Index, 1.8, not by TPN).
    #[test]
    fn the_order_of_4_3_pairs_the_highest_index_with_the_lowest() {
        // Index order: 6, 5, 4, 3, 2, 1 (Buchholz descending). Colours: BSN 1-3 due White, 4-6 due Black.
        let c = ctx(vec![
            player(1, 2, 10, Colour::White),
            player(2, 2, 20, Colour::White),
            player(3, 2, 30, Colour::White),
            player(4, 2, 40, Colour::Black),
            player(5, 2, 50, Colour::Black),
            player(6, 2, 60, Colour::Black),
        ]);
        let rp = pair_round(&c).unwrap();
        assert_eq!(tpns(&c, &rp.pairs), vec![(1, 6), (2, 5), (3, 4)]);
        assert_eq!(rp.brackets[0].bsn.iter().map(|&i| c.players[i].tpn.0).collect::<Vec<_>>(), vec![6, 5, 4, 3, 2, 1]);
    }

    /// [C8] before the order: BSN 1 (due White) cannot meet the last BSN (also due White)
    /// without a colour failure, so it meets the last one due Black.
    #[test]
    fn colour_preferences_c8_come_before_the_order() {
        let c = ctx(vec![
            player(1, 2, 10, Colour::Black), // BSN 4, due White
            player(2, 2, 20, Colour::White), // BSN 3, due Black
            player(3, 2, 30, Colour::White), // BSN 2, due Black
            player(4, 2, 40, Colour::Black), // BSN 1, due White
        ]);
        let rp = pair_round(&c).unwrap();
        assert_eq!(tpns(&c, &rp.pairs), vec![(1, 3), (2, 4)]);
    }

    /// [C6]: an odd bracket with an incoming floater of a higher score floats a resident of
    /// the lower score, not the incoming floater again; and [C5] keeps pairs at their maximum.
    #[test]
    fn c6_floats_the_lowest_scores() {
        // Scores: 3 (TPN 1), then 2 (TPN 2-4, 7), then 1 (TPN 5, 6, 8). 1 floats into the 2-point bracket.
        let mut ps = vec![
            player(1, 3, 10, Colour::White),
            player(2, 2, 90, Colour::Black),
            player(3, 2, 80, Colour::Black),
            player(4, 2, 70, Colour::Black),
            player(5, 1, 60, Colour::White),
            player(6, 1, 50, Colour::White),
            player(7, 2, 65, Colour::Black),
            player(8, 1, 40, Colour::White),
        ];
        // 1 has met 5, 6 and 8: in the lowest bracket 1 could not be paired.
        ps[0].opponents = vec![Tpn(5), Tpn(6), Tpn(8)];
        for k in [4, 5, 7] {
            ps[k].opponents = vec![Tpn(1)];
        }
        let c = ctx(ps);
        let rp = pair_round(&c).unwrap();
        assert_eq!(rp.brackets[0].outgoing.len(), 1, "a lone 3-pointer floats");
        let b2 = &rp.brackets[1];
        assert_eq!(b2.incoming, vec![0]);
        assert_eq!(b2.pairs.len(), 2, "[C5]: two pairs of five");
        assert!(b2.pairs.iter().any(|&(a, b)| a == 0 || b == 0), "[C6]: the 3-pointer is paired: {:?}", b2.pairs);
        assert_eq!(b2.outgoing.len(), 1);
        assert_eq!(c.players[b2.outgoing[0]].score, Points(20));
    }

    /// 3.1: the PAB goes to the lowest score, then the most games played, then the lowest in
    /// the ranking of 1.8 (lowest Index), among the players allowed by [C2].
    #[test]
    fn the_pab_follows_3_1() {
        let mut ps = vec![
            player(1, 1, 30, Colour::White),
            player(2, 1, 10, Colour::White),
            player(3, 1, 20, Colour::Black),
            player(4, 2, 5, Colour::Black),
            player(5, 2, 40, Colour::Black),
        ];
        let c = ctx(ps.clone());
        let all: Vec<usize> = (0..5).collect();
        assert_eq!(choose_pab(&c, &all).unwrap(), 1, "lowest Index among the 1-pointers");
        ps[1].pab_ok = false;
        let c = ctx(ps);
        assert_eq!(choose_pab(&c, &all).unwrap(), 2, "[C2] bars TPN 2; then TPN 3 (Buchholz 2.0)");
    }
}
