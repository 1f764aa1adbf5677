//! Dense matching problems solved on a sparse part of their edges and *priced* against all
//! of them: the optimum of the part is the optimum of the whole when its optimal dual is
//! feasible on every edge of the whole.
//!
//! # Why it is exact
//! The matcher ends with a matching M of the part and a dual (vertex duals y ≥ 0, blossom duals
//! z ≥ 0) that is feasible on the part's edges, tight on M's, zero at M's free vertices and
//! full on every blossom of positive dual ([`super::max_weight_matching_tight`]). Those
//! conditions other than feasibility do not mention the edges outside the part; so when every
//! other edge has a reduced cost y_u + y_v + Σ z_B − w(u, v) ≥ 0 too (B over the blossoms
//! holding both ends), the same pair is a feasible primal and dual of the whole problem in
//! complementary slackness: M is a maximum-weight matching of the whole and the dual an
//! optimal dual of it. An edge that breaks feasibility joins the part, which is solved
//! again; after a few rounds the whole graph is solved as it is. Either way the answer, and
//! every edge's credit under the final dual, are those of an exact solve.
//!
//! # Which edges first
//! The Dutch passes weigh a pair by what its two players are (score, colour preference,
//! float history, whether they are in the bracket or below), so a vertex's edges fall into a
//! few classes of equal weight, and the optimum can be made of many edges of each class. The
//! part keeps each vertex's heaviest edges and a spread of the others (evenly over its
//! incidences, from a per-vertex offset), so that every class is represented among many
//! vertices, as in a random graph, which has the perfect matchings the whole has.

use super::{Matcher, Nesting, Weight};

/// Fewer than this many edges per vertex: the whole graph is solved at once.
const DENSE: usize = 32;
/// Edges each vertex brings into the part at first, spread over its incidences ...
const SPREAD: usize = 12;
/// ... besides some of its heaviest ones.
const HEAVIEST: usize = 6;
/// Pricing rounds before the whole graph is solved as it is.
const ROUNDS: usize = 12;

/// [`super::max_weight_matching_tight_of`], solved on a part of the edges when the graph is
/// dense and proven optimal on all of them (see the module's documentation): the same
/// optimum and credits an optimal dual gives.
pub fn max_weight_matching_tight_priced<W: Weight>(
    n: usize,
    m_edges: usize,
    ends: impl Fn(usize) -> (usize, usize),
    weight: impl FnMut(usize) -> W,
) -> (Vec<Option<usize>>, Vec<Option<u32>>) {
    let (mate, credit, _) = priced(n, m_edges, ends, weight);
    (mate, credit)
}

/// [`max_weight_matching_tight_priced`], and how many times the part was solved (0 when the
/// whole graph was solved at once, [`ROUNDS`] + 1 when pricing gave up).
fn priced<W: Weight>(
    n: usize,
    m_edges: usize,
    ends: impl Fn(usize) -> (usize, usize),
    mut weight: impl FnMut(usize) -> W,
) -> (Vec<Option<usize>>, Vec<Option<u32>>, usize) {
    if !worth_pricing(n, m_edges) {
        let (mate, credit) = super::max_weight_matching_tight_of(n, m_edges, ends, weight);
        return (mate, credit, 0);
    }
    let w: Vec<W> = (0..m_edges).map(&mut weight).collect();
    let mut credit: Vec<Option<u32>> = vec![None; m_edges];
    let solved = solve_priced(n, &ends, &w, |k, price| {
        credit[k] = match price {
            Price::Tight(c) => Some(c),
            Price::Slack | Price::Infeasible => None,
        };
    });
    match solved {
        Some((matcher, rounds)) => (matcher.mates(), credit, rounds),
        None => {
            let (mate, credit) = super::max_weight_matching_tight_of(n, m_edges, ends, |k| w[k]);
            (mate, credit, ROUNDS + 1)
        }
    }
}

/// [`super::max_weight_matching_with_duals`] of a dense graph, solved on a part of its edges
/// and priced against all of them (see the module's documentation): when the part's optimal
/// dual is feasible on every edge it is an optimal dual of the whole graph, so its vertex duals
/// are returned as an exact solve's would be (four times y).
#[must_use]
pub fn max_weight_matching_with_duals_priced<W: Weight>(
    n: usize,
    edges: &[super::Edge<W>],
) -> (Vec<Option<usize>>, Vec<W>) {
    if !worth_pricing(n, edges.len()) {
        return super::max_weight_matching_with_duals(n, edges);
    }
    let w: Vec<W> = edges.iter().map(|e| e.2).collect();
    match solve_priced(n, &|k| (edges[k].0, edges[k].1), &w, |_, _| {}) {
        Some((matcher, _)) => (matcher.mates(), matcher.vertex_duals()),
        None => super::max_weight_matching_with_duals(n, edges),
    }
}

/// Whether a graph of `n` vertices and `m` edges is dense enough to be priced ([`DENSE`];
/// `ARBITRO_UNPRICED` solves every graph whole, a debugging aid of debug builds).
fn worth_pricing(n: usize, m: usize) -> bool {
    n > 0 && m >= DENSE * n && !crate::dev_switch::is_set("ARBITRO_UNPRICED")
}

/// The pricing loop: solves a part of the edges ([`first_part`]), prices every edge against
/// its optimal dual (`each` hears every edge's price, every round) and adds the infeasible ones
/// to the part, until none is; returns the last matcher and how many times the part was
/// solved, or `None` after [`ROUNDS`].
fn solve_priced<W: Weight>(
    n: usize,
    ends: &impl Fn(usize) -> (usize, usize),
    w: &[W],
    mut each: impl FnMut(usize, Price),
) -> Option<(Matcher<W>, usize)> {
    let m_edges = w.len();
    let mut chosen = first_part(n, m_edges, ends, w);
    let trace = crate::dev_switch::equals("ARBITRO_TIMING", "3");
    for round in 0..ROUNDS {
        let ids: Vec<usize> = (0..m_edges).filter(|&k| chosen[k]).collect();
        let mut matcher = Matcher::build(n, ids.len(), |t| ends(ids[t]), |t| w[ids[t]]);
        matcher.solve();
        let nesting = Nesting::of(&matcher);
        let mut violated = Vec::new();
        for (k, &wk) in w.iter().enumerate() {
            let (i, j) = ends(k);
            let price = matcher.price(i, j, wk + wk + wk + wk, &nesting);
            if matches!(price, Price::Infeasible) {
                violated.push(k);
            }
            each(k, price);
        }
        if trace {
            eprintln!("    priced n={n} m={m_edges} part={} round {round}: {} infeasible", ids.len(), violated.len());
        }
        if violated.is_empty() {
            return Some((matcher, round + 1));
        }
        for k in violated {
            chosen[k] = true;
        }
    }
    None
}

/// The edges the part starts with: per vertex, [`HEAVIEST`] of its heaviest and [`SPREAD`]
/// more spread evenly over its incidences, each from an offset of its own.
///
/// A vertex's incidences are numbered in edge order (0 to its degree d less one); from its
/// offset o it brings the incidences (o + s·d/SPREAD) mod d, and the first HEAVIEST of its
/// heaviest weight in the cyclic order o, o + 1, …, d − 1, 0, …, o − 1. Both are read in two
/// scans in edge order (no incidence lists, no random reads of the weights).
fn first_part<W: Weight>(n: usize, m: usize, ends: &impl Fn(usize) -> (usize, usize), w: &[W]) -> Vec<bool> {
    // Each vertex's degree and heaviest weight, in one scan in edge order.
    let mut degree = vec![0usize; n];
    let mut heaviest: Vec<Option<W>> = vec![None; n];
    for (k, &wk) in w.iter().enumerate().take(m) {
        let (i, j) = ends(k);
        for x in [i, j] {
            degree[x] += 1;
            if heaviest[x].is_none_or(|h| wk > h) {
                heaviest[x] = Some(wk);
            }
        }
    }
    let mut picks: Vec<Picks> = degree.iter().enumerate().map(|(v, &d)| Picks::new(v, d)).collect();
    let mut before = vec![0u32; n * HEAVIEST];
    let mut chosen = vec![false; m];
    for (k, &wk) in w.iter().enumerate().take(m) {
        let (i, j) = ends(k);
        for x in [i, j] {
            let p = &mut picks[x];
            let at = p.seen;
            p.seen += 1;
            if p.all {
                chosen[k] = true;
                continue;
            }
            if p.spread_left > 0 && at == p.spread_at() {
                chosen[k] = true;
                p.spread_left -= 1;
                p.spread_index = (p.spread_index + 1) % SPREAD;
            }
            if Some(wk) == heaviest[x] {
                if at >= p.offset {
                    if p.heavy_from_offset < HEAVIEST {
                        chosen[k] = true;
                        p.heavy_from_offset += 1;
                    }
                } else if p.heavy_before < HEAVIEST {
                    before[x * HEAVIEST + p.heavy_before] = u32::try_from(k).expect("fewer than 2^32 edges");
                    p.heavy_before += 1;
                }
            }
        }
    }
    // The heaviest before the offset come after the ones from it, in the cyclic order.
    for (x, p) in picks.iter().enumerate() {
        let wanted = (HEAVIEST - p.heavy_from_offset).min(p.heavy_before);
        for &k in &before[x * HEAVIEST..x * HEAVIEST + wanted] {
            chosen[k as usize] = true;
        }
    }
    chosen
}

/// One vertex's reading in [`first_part`]'s second scan.
struct Picks {
    /// Few incidences: all of them are taken.
    all: bool,
    degree: usize,
    offset: usize,
    /// Incidences seen so far.
    seen: usize,
    /// The next spread incidence is (offset + spread_index·d/SPREAD) mod d; they come in
    /// increasing order from the first that wraps around.
    spread_index: usize,
    spread_left: usize,
    heavy_from_offset: usize,
    heavy_before: usize,
}

impl Picks {
    fn new(v: usize, degree: usize) -> Self {
        let all = degree <= SPREAD + HEAVIEST;
        let offset = if all { 0 } else { v.wrapping_mul(0x9E37_79B9) % degree };
        // The first spread step that wraps around holds the smallest incidence.
        let first = (0..SPREAD).find(|&s| offset + s * degree / SPREAD >= degree).unwrap_or(0);
        Picks {
            all,
            degree,
            offset,
            seen: 0,
            spread_index: first,
            spread_left: SPREAD,
            heavy_from_offset: 0,
            heavy_before: 0,
        }
    }

    fn spread_at(&self) -> usize {
        (self.offset + self.spread_index * self.degree / SPREAD) % self.degree
    }
}

/// How an edge stands against the matcher's final dual ([`Matcher::price`]).
pub(super) enum Price {
    /// Reduced cost positive.
    Slack,
    /// Reduced cost zero, with its optimality credit.
    Tight(u32),
    /// Reduced cost negative: the dual is not feasible on it.
    Infeasible,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::matching::{Edge, max_weight_matching};
    use rand::{RngExt, SeedableRng};

    fn weight_of(edges: &[Edge<i64>], mate: &[Option<usize>]) -> i64 {
        edges.iter().filter(|&&(u, v, _)| mate[u] == Some(v)).map(|e| e.2).sum()
    }

    /// The part as [`first_part`]'s documentation states it, read from each vertex's
    /// incidence list: the reference its two scans must equal.
    fn first_part_by_lists(n: usize, edges: &[Edge<i64>]) -> Vec<bool> {
        let mut lists: Vec<Vec<usize>> = vec![Vec::new(); n];
        for (k, &(u, v, _)) in edges.iter().enumerate() {
            lists[u].push(k);
            lists[v].push(k);
        }
        let mut chosen = vec![false; edges.len()];
        for (v, list) in lists.iter().enumerate() {
            let d = list.len();
            if d <= SPREAD + HEAVIEST {
                list.iter().for_each(|&k| chosen[k] = true);
                continue;
            }
            let heaviest = list.iter().map(|&k| edges[k].2).max();
            let offset = v.wrapping_mul(0x9E37_79B9) % d;
            let cyclic = (0..d).map(|s| list[(offset + s) % d]);
            cyclic.filter(|&k| Some(edges[k].2) == heaviest).take(HEAVIEST).for_each(|k| chosen[k] = true);
            (0..SPREAD).for_each(|s| chosen[list[(offset + s * d / SPREAD) % d]] = true);
        }
        chosen
    }

    /// Random graphs of every density, few or many heaviest edges per vertex: the two scans
    /// in edge order choose exactly the edges the incidence lists give.
    #[test]
    fn the_part_read_in_edge_order_is_the_part_of_the_incidence_lists() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(29);
        for case in 0..80 {
            let n = 2 + case % 57;
            let density = [0.05, 0.3, 0.7, 1.0][case % 4];
            let levels = 1 + case % 6;
            let mut edges: Vec<Edge<i64>> = Vec::new();
            for u in 0..n {
                for v in u + 1..n {
                    if rng.random_bool(density) {
                        edges.push((u, v, rng.random_range(0..levels as i64)));
                    }
                }
            }
            let w: Vec<i64> = edges.iter().map(|e| e.2).collect();
            let got = first_part(n, edges.len(), &|k| (edges[k].0, edges[k].1), &w);
            assert_eq!(got, first_part_by_lists(n, &edges), "case {case}: n {n}, {} edges", edges.len());
        }
    }

    /// Dense graphs weighed as the Dutch passes weigh them (by the classes of the two ends,
    /// some with a little noise), a few pairs missing: the priced optimum weighs what the whole
    /// graph's does, and its credits certify it as the passes use them (a matching of tight
    /// edges of the largest credit is an optimum of the whole graph).
    #[test]
    fn the_priced_optimum_is_the_whole_graphs() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(13);
        let mut rounds = Vec::new();
        for case in 0..60 {
            let n = 70 + case % 31;
            let classes = 2 + case % 5;
            let class: Vec<usize> = (0..n).map(|_| rng.random_range(0..classes)).collect();
            // A symmetric table of class-pair weights.
            let draws: Vec<i64> = (0..classes * classes).map(|_| rng.random_range(0..8) * 16).collect();
            let table = |a: usize, b: usize| draws[a.min(b) * classes + a.max(b)];
            let noise = case % 3 == 0;
            let mut edges: Vec<Edge<i64>> = Vec::new();
            for u in 0..n {
                for v in u + 1..n {
                    if rng.random_bool(0.04) {
                        continue;
                    }
                    let w = table(class[u], class[v]) + if noise { rng.random_range(0..4) } else { 0 };
                    edges.push((u, v, w));
                }
            }
            assert!(edges.len() >= DENSE * n, "case {case} is dense enough to be priced");
            let (mate, credit, used) = priced(n, edges.len(), |k| (edges[k].0, edges[k].1), |k| edges[k].2);
            rounds.push(used);
            let best = weight_of(&edges, &max_weight_matching(n, &edges));
            assert_eq!(weight_of(&edges, &mate), best, "case {case}");
            let tight: Vec<Edge<i64>> =
                edges.iter().zip(&credit).filter_map(|(&(u, v, _), c)| c.map(|c| (u, v, i64::from(c)))).collect();
            for (k, &(u, v, _)) in edges.iter().enumerate() {
                if mate[u] == Some(v) {
                    assert!(credit[k].is_some(), "case {case}: matched edge {k} is tight");
                }
            }
            let most = max_weight_matching(n, &tight);
            let credit_of = |m: &[Option<usize>]| weight_of(&tight, m);
            assert_eq!(credit_of(&mate), credit_of(&most), "case {case}: the optimum has the largest credit");
            assert_eq!(weight_of(&edges, &most), best, "case {case}: a largest-credit matching is optimal");
        }
        // The pricing itself is exercised: some parts were found infeasible and solved again.
        assert!(rounds.iter().all(|&r| (1..=ROUNDS + 1).contains(&r)), "{rounds:?}");
        assert!(rounds.iter().any(|&r| r > 1), "{rounds:?}");
    }

    /// The priced solve with duals: an optimum of the whole graph, and vertex duals of an
    /// optimal dual (not negative, zero at every vertex the matching leaves free).
    #[test]
    fn the_priced_duals_belong_to_an_optimal_dual() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(29);
        for case in 0..20 {
            let n = 80 + case;
            let class: Vec<usize> = (0..n).map(|_| rng.random_range(0..3)).collect();
            let mut edges: Vec<Edge<i64>> = Vec::new();
            for u in 0..n {
                for v in u + 1..n {
                    if rng.random_bool(0.05) {
                        continue;
                    }
                    let w = 8 * (class[u] + class[v]) as i64 + rng.random_range(0..3);
                    edges.push((u, v, w));
                }
            }
            let (mate, duals) = max_weight_matching_with_duals_priced(n, &edges);
            assert_eq!(weight_of(&edges, &mate), weight_of(&edges, &max_weight_matching(n, &edges)), "case {case}");
            assert_eq!(duals.len(), n);
            for v in 0..n {
                assert!(duals[v] >= 0, "case {case}: vertex {v}");
                if mate[v].is_none() {
                    assert_eq!(duals[v], 0, "case {case}: free vertex {v}");
                }
            }
        }
    }
}
