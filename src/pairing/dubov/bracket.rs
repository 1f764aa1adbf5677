//! The pairing process (C.04.4.1 2026, Article 3): the PAB (3.1), then every scoregroup in
//! descending score with its upfloaters (3.2.1–3.2.2, 4.2), the subgroups G1/G2 and the
//! shifters (3.2.3–3.2.4, 4.3), S1 against the first legal transposition T2 (3.2.5–3.2.6, 4.4).

use super::order::{combinations, middle_out};
use super::players::Ctx;
use crate::core::order::StableSort;
use crate::matching::cardinality::has_perfect_matching;
use crate::matching::max_weight_matching;
use crate::pairing::upfloater_sets::{self, BestSets};
use crate::tournament::{Colour, Points};
use serde::Serialize;

/// Most candidate sets examined in one choice (upfloaters or shifters); beyond it the best
/// set found so far is kept and the bracket is marked `search_cut`.
pub const MAX_SETS: usize = 20_000;

/// The quality of a bracket by [C7]–[C10] (lower is better, compared in this order).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Serialize)]
pub struct Quality {
    /// [C7] players not getting their colour preference.
    pub c7: u32,
    /// [C8] maximum upfloaters among the upfloaters (0 in the last round).
    pub c8: u32,
    /// [C9] times the maximum upfloaters were upfloated, as reading D-6 counts them (0 in the last round).
    pub c9: u32,
    /// [C10] upfloaters who upfloated in the previous round (0 in the last round).
    pub c10: u32,
}

/// One bracket as paired.
#[derive(Clone, Debug, Serialize)]
pub struct BracketTrace {
    /// The score of the resident players.
    pub score: Points,
    /// Resident players (indices), by TPN.
    pub residents: Vec<usize>,
    /// Upfloaters chosen (indices), in the order of 4.2.2.
    pub upfloaters: Vec<usize>,
    /// Their quality.
    pub quality: Quality,
    /// S1 (G1 sorted by ARO, TPN).
    pub s1: Vec<usize>,
    /// T2 (the first legal transposition of G2).
    pub t2: Vec<usize>,
    /// Players shifted between the subgroups (3.2.4).
    pub shifted: Vec<usize>,
    /// A set search was cut at [`MAX_SETS`].
    pub search_cut: bool,
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

/// No legal round-pairing exists (1.9.3: the Chief Arbiter decides).
#[derive(Clone, Debug)]
pub struct NoPairing(pub crate::core::words::Phrase);

/// Whether `set` (indices) can be paired completely under [C1] and [C3].
#[must_use]
pub fn pairable(ctx: &Ctx, set: &[usize]) -> bool {
    has_perfect_matching(set.len(), |a, b| ctx.compatible(set[a], set[b]))
}

/// The PAB of 3.1: among the players allowed by [C2], the first by lowest score, most games
/// played (over the board, reading D-11), largest TPN, whose removal leaves a complete pairing ([C4]).
///
/// # Errors
/// [`NoPairing`] when no player can take it.
pub fn choose_pab(ctx: &Ctx, all: &[usize]) -> Result<usize, NoPairing> {
    let mut cands: Vec<usize> = all.iter().copied().filter(|&i| ctx.players[i].pab_ok).collect();
    cands.stable_sort_by(&|&a, &b| {
        let (pa, pb) = (&ctx.players[a], &ctx.players[b]);
        pa.score.cmp(&pb.score).then(pb.colours.len().cmp(&pa.colours.len())).then(pb.tpn.cmp(&pa.tpn))
    });
    for c in cands {
        let rest: Vec<usize> = all.iter().copied().filter(|&i| i != c).collect();
        if pairable(ctx, &rest) {
            return Ok(c);
        }
    }
    Err(NoPairing(crate::core::words::Phrase::new("nopair-pab-c2-c4")))
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
        return Err(NoPairing(crate::core::words::Phrase::new("nopair-c1-c3").arg("cite", "[C4], 1.9.3")));
    }
    let mut pairs = Vec::new();
    let mut brackets = Vec::new();
    while !remaining.is_empty() {
        let (trace, bracket_pairs) = pair_scoregroup(ctx, &remaining)?;
        let done: Vec<usize> = bracket_pairs.iter().flat_map(|&(a, b)| [a, b]).collect();
        remaining.retain(|i| !done.contains(i));
        pairs.extend(bracket_pairs);
        brackets.push(trace);
    }
    Ok(RoundPairing { pairs, bye, brackets })
}

/// The residents (top score of `remaining`, by TPN) and the possible upfloaters (lower
/// scores, numbered by descending score then ascending TPN, 4.2.2).
#[must_use]
pub fn residents_and_pool(ctx: &Ctx, remaining: &[usize]) -> (Points, Vec<usize>, Vec<usize>) {
    let top = remaining.iter().map(|&i| ctx.players[i].score).max().unwrap_or(Points::ZERO);
    let mut residents: Vec<usize> = remaining.iter().copied().filter(|&i| ctx.players[i].score == top).collect();
    residents.stable_sort_by_key(&|&i| ctx.players[i].tpn);
    let mut pool: Vec<usize> = remaining.iter().copied().filter(|&i| ctx.players[i].score < top).collect();
    pool.stable_sort_by(&|&a, &b| {
        ctx.players[b].score.cmp(&ctx.players[a].score).then(ctx.players[a].tpn.cmp(&ctx.players[b].tpn))
    });
    (top, residents, pool)
}

/// Whether `bracket` can be paired and everybody else in `remaining` too ([C1], [C3], [C4]).
pub(crate) fn legal_bracket(ctx: &Ctx, remaining: &[usize], bracket: &[usize]) -> bool {
    if !pairable(ctx, bracket) {
        return false;
    }
    let rest: Vec<usize> = remaining.iter().copied().filter(|i| !bracket.contains(i)).collect();
    pairable(ctx, &rest)
}

/// [C7] of a bracket: the fewest players not getting their colour preference in a legal
/// pairing of it (pairs whose two players are due the same colour), `None` if none is legal.
/// With `cross`, only pairs across the two given subgroups are allowed.
#[must_use]
pub fn min_colour_failures(ctx: &Ctx, bracket: &[usize], cross: Option<&[usize]>) -> Option<u32> {
    let n = bracket.len();
    let big = i64::try_from(n).unwrap_or(i64::MAX / 4) + 1;
    let mut edges = Vec::new();
    for a in 0..n {
        for b in a + 1..n {
            let (x, y) = (bracket[a], bracket[b]);
            if !ctx.compatible(x, y) {
                continue;
            }
            if let Some(g1) = cross {
                if g1.contains(&x) == g1.contains(&y) {
                    continue;
                }
            }
            let differ = ctx.players[x].due() != ctx.players[y].due();
            edges.push((a, b, big + i64::from(differ)));
        }
    }
    let mates = max_weight_matching(n, &edges);
    if mates.iter().any(Option::is_none) {
        return None;
    }
    let same = (0..n)
        .filter(|&a| mates[a].is_some_and(|b| a < b && ctx.players[bracket[a]].due() == ctx.players[bracket[b]].due()))
        .count();
    u32::try_from(same).ok()
}

/// The lower bound of [C7] for a bracket: half the difference between White and Black seekers.
pub(crate) fn c7_bound(ctx: &Ctx, bracket: &[usize]) -> u32 {
    let w = bracket.iter().filter(|&&i| ctx.players[i].due() == Colour::White).count();
    u32::try_from(w.abs_diff(bracket.len() - w) / 2).unwrap_or(u32::MAX)
}

/// [C7] of a bracket: its lower bound when the subgroups of 3.2.4 reach it at once, else the
/// exact minimum by weighted matching.
fn c7_of(ctx: &Ctx, bracket: &[usize]) -> u32 {
    let lb = c7_bound(ctx, bracket);
    if split(ctx, bracket, Some(lb), 1).is_some() {
        return lb;
    }
    min_colour_failures(ctx, bracket, None).unwrap_or(u32::MAX)
}

/// [C8]–[C10] of a set of upfloaters.
pub(crate) fn float_quality(ctx: &Ctx, ups: &[usize]) -> (u32, u32, u32) {
    if ctx.last_round {
        return (0, 0, 0);
    }
    let max: Vec<usize> = ups.iter().copied().filter(|&u| ctx.is_max_upfloater(u)).collect();
    let c8 = u32::try_from(max.len()).unwrap_or(u32::MAX);
    let c9 = ctx.c9(ups);
    let c10 = u32::try_from(ups.iter().filter(|&&u| ctx.players[u].upfloated_last).count()).unwrap_or(u32::MAX);
    (c8, c9, c10)
}

/// The fewest upfloaters that let the residents be paired ([C5], 3.2.1): a perfect matching
/// of everybody left in which as many residents as possible meet residents.
fn min_upfloaters(ctx: &Ctx, remaining: &[usize], residents: &[usize]) -> usize {
    let n = remaining.len();
    let big = i64::try_from(n).unwrap_or(i64::MAX / 4) + 1;
    let is_res: Vec<bool> = remaining.iter().map(|i| residents.contains(i)).collect();
    let mut edges = Vec::new();
    for a in 0..n {
        for b in a + 1..n {
            if !is_res[a] && !is_res[b] {
                // Pairs below the bracket are free: only whether they exist matters.
                if ctx.compatible(remaining[a], remaining[b]) {
                    edges.push((a, b, big));
                }
                continue;
            }
            if ctx.compatible(remaining[a], remaining[b]) {
                edges.push((a, b, big + i64::from(is_res[a] && is_res[b])));
            }
        }
    }
    let mates = max_weight_matching(n, &edges);
    (0..n).filter(|&a| is_res[a] && mates[a].is_some_and(|b| !is_res[b])).count()
}

/// 3.2.1 / [C5]: the fewest upfloaters from `pool` that give a legal pairing of the residents
/// and of everybody left. None or one are tried directly; more by [`min_upfloaters`].
pub(crate) fn upfloaters_needed(ctx: &Ctx, remaining: &[usize], residents: &[usize], pool: &[usize]) -> usize {
    let odd = residents.len() % 2 == 1;
    if !odd && legal_bracket(ctx, remaining, residents) {
        return 0;
    }
    if odd
        && combinations(pool.len(), 1, MAX_SETS, |c| {
            let mut b = residents.to_vec();
            b.push(pool[c[0]]);
            legal_bracket(ctx, remaining, &b)
        })
    {
        return 1;
    }
    min_upfloaters(ctx, remaining, residents)
}

/// 3.2.2 [C6] and 4.2.3: every legal set of `k` upfloaters from `pool` (numbered as in 4.2.2)
/// whose scores are the best, in lexicographic order, [`MAX_SETS`] sets at most per score level
/// (see [`crate::pairing::upfloater_sets`]).
pub(crate) fn best_scored_sets(
    ctx: &Ctx,
    remaining: &[usize],
    residents: &[usize],
    pool: &[usize],
    k: usize,
) -> BestSets {
    let scores: Vec<Points> = pool.iter().map(|&i| ctx.players[i].score).collect();
    upfloater_sets::best_scored_sets(&scores, k, MAX_SETS, |c| {
        let mut b = residents.to_vec();
        b.extend(c.iter().map(|&j| pool[j]));
        legal_bracket(ctx, remaining, &b)
    })
}

/// Chooses the upfloaters of the bracket of `residents` (3.2.1–3.2.2, 4.2; reading D-20):
/// [C5] fixes their number, [C6] their scores, then the first set in the order of 4.2
/// (lexicographic on the sequence numbers of `pool`) that pairs best by [C7]–[C10].
/// Returns the set (indices into `pool` order), its quality and whether the search was cut.
fn choose_upfloaters(
    ctx: &Ctx,
    remaining: &[usize],
    residents: &[usize],
    pool: &[usize],
) -> (Vec<usize>, Quality, bool) {
    let mut cut = false;
    let k = upfloaters_needed(ctx, remaining, residents, pool);
    if k == 0 {
        return (Vec::new(), Quality { c7: c7_bound(ctx, residents), ..Quality::default() }, false);
    }
    let found = best_scored_sets(ctx, remaining, residents, pool, k);
    cut |= found.cut;
    let mut legal = found.sets;
    if legal.is_empty() {
        cut = true;
        // The sets were too many to visit: fall back to the first k of the pool that is legal in any order.
        legal.push((0..k).collect());
    }
    // [C7]–[C10]: best first on a lower bound, exact [C7] computed only when it can still win.
    let mut scored: Vec<(Quality, usize)> = legal
        .iter()
        .enumerate()
        .map(|(n, c)| {
            let set: Vec<usize> = c.iter().map(|&j| pool[j]).collect();
            let (c8, c9, c10) = float_quality(ctx, &set);
            let mut b = residents.to_vec();
            b.extend(&set);
            (Quality { c7: c7_bound(ctx, &b), c8, c9, c10 }, n)
        })
        .collect();
    scored.sort();
    if scored.len() == 1 {
        let (q, n) = scored[0];
        return (legal[n].iter().map(|&j| pool[j]).collect(), q, cut);
    }
    let mut best: Option<(Quality, usize)> = None;
    for &(lb, n) in &scored {
        // Sets of an equal bound come later in the order of 4.2: they cannot win a tie.
        if best.is_some_and(|(q, _)| lb >= q) {
            break;
        }
        let set: Vec<usize> = legal[n].iter().map(|&j| pool[j]).collect();
        let mut b = residents.to_vec();
        b.extend(&set);
        let c7 = c7_of(ctx, &b);
        let q = Quality { c7, ..lb };
        if best.is_none_or(|(bq, bn)| (q, n) < (bq, bn)) {
            best = Some((q, n));
        }
    }
    let (q, n) = best.unwrap_or(scored[0]);
    (legal[n].iter().map(|&j| pool[j]).collect(), q, cut)
}

/// Pairs the top scoregroup of `remaining` with its upfloaters.
///
/// # Errors
/// [`NoPairing`] if the bracket cannot be paired (only when [C4] failed before).
pub fn pair_scoregroup(ctx: &Ctx, remaining: &[usize]) -> Result<(BracketTrace, Vec<(usize, usize)>), NoPairing> {
    let (score, residents, pool) = residents_and_pool(ctx, remaining);
    let (upfloaters, mut quality, mut cut) = choose_upfloaters(ctx, remaining, &residents, &pool);
    let mut bracket = residents.clone();
    bracket.extend(&upfloaters);
    let (g1, mut g2, shifted) = subgroups(ctx, &bracket).unwrap_or_else(|| {
        cut = true;
        let (a, b) = any_split(ctx, &bracket);
        (a, b, Vec::new())
    });
    let g1 = s1_order(ctx, &g1);
    g2.stable_sort_by_key(&|&i| ctx.players[i].tpn);
    let s1 = g1;
    let t2 = first_transposition(ctx, &s1, &g2)
        .ok_or_else(|| NoPairing(crate::core::words::Phrase::new("nopair-bracket-score").dec("score", score)))?;
    let pairs: Vec<(usize, usize)> = s1.iter().zip(&t2).map(|(&a, &b)| (a, b)).collect();
    // [C7] as the bracket is finally paired (what a checked round is compared with).
    quality.c7 = u32::try_from(pairs.iter().filter(|&&(a, b)| ctx.players[a].due() == ctx.players[b].due()).count())
        .unwrap_or(u32::MAX);
    Ok((BracketTrace { score, residents, upfloaters, quality, s1, t2, shifted, search_cut: cut }, pairs))
}

/// 3.2.3–3.2.4 for a bracket: G1 and G2 after the shifts, with the players shifted; the best
/// sets are those reaching the fewest colour failures [C7] (its lower bound, else its exact
/// minimum), else any legal pairing. `None` when no split was found within [`MAX_SETS`].
#[must_use]
pub fn subgroups(ctx: &Ctx, bracket: &[usize]) -> Option<(Vec<usize>, Vec<usize>, Vec<usize>)> {
    let lb = c7_bound(ctx, bracket);
    split(ctx, bracket, Some(lb), MAX_SETS)
        .or_else(|| {
            let exact = min_colour_failures(ctx, bracket, None)?;
            split(ctx, bracket, Some(exact), MAX_SETS)
        })
        .or_else(|| split(ctx, bracket, None, MAX_SETS))
}

/// 3.2.5: S1, the players of G1 by ascending ARO, then ascending TPN.
#[must_use]
pub fn s1_order(ctx: &Ctx, g1: &[usize]) -> Vec<usize> {
    let mut v = g1.to_vec();
    v.stable_sort_by_key(&|&i| (ctx.players[i].aro, ctx.players[i].tpn));
    v
}

/// 4.3.2 order of a pool of shifters seeking `colour`: White seekers by ARO then TPN, Black
/// seekers by TPN; then numbered middle-out (4.3.3). Returns the players in sequence order.
pub(crate) fn shifter_order(ctx: &Ctx, pool: &[usize], colour: Colour) -> Vec<usize> {
    let mut v = pool.to_vec();
    match colour {
        Colour::White => v.stable_sort_by_key(&|&i| (ctx.players[i].aro, ctx.players[i].tpn)),
        Colour::Black => v.stable_sort_by_key(&|&i| ctx.players[i].tpn),
    }
    middle_out(v.len()).into_iter().map(|j| v[j]).collect()
}

/// Whether the cross pairing of `g1` and `g2` (equal sizes) is possible and, with `c7`
/// given, reaches that many colour failures at best.
fn cross_ok(ctx: &Ctx, g1: &[usize], g2: &[usize], c7: Option<u32>) -> bool {
    if g1.len() != g2.len() {
        return false;
    }
    let mut b = g1.to_vec();
    b.extend(g2);
    let Some(t2) = first_transposition(ctx, g1, g2) else { return false };
    let Some(target) = c7 else { return true };
    let failures = g1.iter().zip(&t2).filter(|&(&a, &b)| ctx.players[a].due() == ctx.players[b].due()).count();
    if u32::try_from(failures).unwrap_or(u32::MAX) <= target {
        return true;
    }
    min_colour_failures(ctx, &b, Some(g1)).is_some_and(|x| x <= target)
}

/// 3.2.3–3.2.4: G1 and G2 and the shifts of 3.2.4, the "best" sets being the first (4.3
/// order) that give a legal cross pairing with at most `c7` colour failures (`None`: any legal
/// one). `limit` bounds the sets tried at each step. Returns (G1, G2, shifted players).
#[must_use]
pub fn split(
    ctx: &Ctx,
    bracket: &[usize],
    c7: Option<u32>,
    limit: usize,
) -> Option<(Vec<usize>, Vec<usize>, Vec<usize>)> {
    let nobody_played = bracket.iter().all(|&i| !ctx.players[i].has_played());
    let (g1, g2): (Vec<usize>, Vec<usize>) = if nobody_played {
        let mut v = bracket.to_vec();
        v.stable_sort_by_key(&|&i| ctx.players[i].tpn);
        let h = v.len() / 2;
        (v[..h].to_vec(), v[h..].to_vec())
    } else {
        bracket.iter().partition(|&&i| ctx.players[i].due() == Colour::White)
    };
    if g1.len() == g2.len() && cross_ok(ctx, &g1, &g2, c7) {
        return Some((g1, g2, Vec::new()));
    }
    // Step 1: pairs that must be made inside the smaller subgroup (G1 if equal).
    let g1_smaller = g1.len() <= g2.len();
    let (small, large) = if g1_smaller { (g1, g2) } else { (g2, g1) };
    let small_colour = if g1_smaller { Colour::White } else { Colour::Black };
    let inner = if small.len() >= 2 { must_pair_inside(ctx, bracket, &small) } else { 0 };
    let small_order = shifter_order(ctx, &small, small_colour);
    // Step 2 takes from the larger subgroup's own players (reading D-13).
    let large_order = shifter_order(ctx, &large, small_colour.opposite());
    let mut chosen = None;
    combinations(small_order.len(), inner, limit, |c1| {
        let x: Vec<usize> = c1.iter().map(|&j| small_order[j]).collect();
        let s: Vec<usize> = small.iter().copied().filter(|i| !x.contains(i)).collect();
        let mut l = large.clone();
        l.extend(&x);
        if l.len() < s.len() {
            return false;
        }
        let q = (l.len() - s.len()) / 2;
        combinations(large_order.len(), q, limit, |c2| {
            let y: Vec<usize> = c2.iter().map(|&j| large_order[j]).collect();
            let mut s2 = s.clone();
            s2.extend(&y);
            let l2: Vec<usize> = l.iter().copied().filter(|i| !y.contains(i)).collect();
            if cross_ok(ctx, &s2, &l2, c7) {
                let mut moved = x.clone();
                moved.extend(&y);
                chosen = Some(if g1_smaller { (s2, l2, moved) } else { (l2, s2, moved) });
                true
            } else {
                false
            }
        })
    });
    chosen
}

/// The fewest pairs inside `small` in a legal pairing of `bracket` (3.2.4.1): none when every
/// player of `small` can meet a different player of the rest of the bracket and the players of
/// the rest left over can meet each other; else by weighted matching.
fn must_pair_inside(ctx: &Ctx, bracket: &[usize], small: &[usize]) -> usize {
    let large: Vec<usize> = bracket.iter().copied().filter(|i| !small.contains(i)).collect();
    if let Some(used) = saturating(ctx, small, &large) {
        let left: Vec<usize> = large.iter().copied().filter(|i| !used.contains(i)).collect();
        if pairable(ctx, &left) {
            return 0;
        }
    }
    let n = bracket.len();
    let big = i64::try_from(n).unwrap_or(i64::MAX / 4) + 1;
    let inside = |i: usize| small.contains(&bracket[i]);
    let mut edges = Vec::new();
    for a in 0..n {
        for b in a + 1..n {
            if ctx.compatible(bracket[a], bracket[b]) {
                edges.push((a, b, big + i64::from(!(inside(a) && inside(b)))));
            }
        }
    }
    let mates = max_weight_matching(n, &edges);
    (0..n).filter(|&a| mates[a].is_some_and(|b| a < b && inside(a) && inside(b))).count()
}

/// Any legal pairing of the bracket, split into first and second players.
fn any_split(ctx: &Ctx, bracket: &[usize]) -> (Vec<usize>, Vec<usize>) {
    let n = bracket.len();
    let mates = crate::matching::cardinality::maximum_matching(n, |a, b| ctx.compatible(bracket[a], bracket[b]));
    let mut g1 = Vec::new();
    let mut g2 = Vec::new();
    for a in 0..n {
        if let Some(b) = mates[a] {
            if a < b {
                g1.push(bracket[a]);
                g2.push(bracket[b]);
            }
        }
    }
    (g1, g2)
}

/// 3.2.6 / 4.4: the first transposition T2 of `g2` (sorted by TPN) such that `s1[i]` may meet
/// `T2[i]` for every i; `None` if none exists. Found greedily, position by position, keeping
/// a perfect matching of the rest as certificate.
#[must_use]
pub fn first_transposition(ctx: &Ctx, s1: &[usize], g2: &[usize]) -> Option<Vec<usize>> {
    let n = s1.len();
    if g2.len() != n {
        return None;
    }
    let adj: Vec<Vec<bool>> = s1.iter().map(|&a| g2.iter().map(|&b| ctx.compatible(a, b)).collect()).collect();
    // Any perfect matching first (Kuhn).
    let mut ml = vec![usize::MAX; n]; // left → right
    let mut mr = vec![usize::MAX; n]; // right → left
    let mut rfixed = vec![false; n];
    for l in 0..n {
        if let Some(r) = (0..n).find(|&r| adj[l][r] && mr[r] == usize::MAX) {
            ml[l] = r;
            mr[r] = l;
        }
    }
    for l in 0..n {
        if ml[l] != usize::MAX {
            continue;
        }
        let mut seen = vec![false; n];
        if !augment(l, &adj, &mut ml, &mut mr, &mut seen, &rfixed) {
            return None;
        }
    }
    for l in 0..n {
        for r in 0..n {
            if rfixed[r] || !adj[l][r] {
                continue;
            }
            if ml[l] == r {
                break;
            }
            // Try to give r to l: l's partner r0 becomes free, r's partner l1 must find another.
            let (r0, l1) = (ml[l], mr[r]);
            let (save_ml, save_mr) = (ml.clone(), mr.clone());
            ml[l] = r;
            mr[r] = l;
            mr[r0] = usize::MAX;
            ml[l1] = usize::MAX;
            rfixed[r] = true;
            let mut seen = vec![false; n];
            if augment(l1, &adj, &mut ml, &mut mr, &mut seen, &rfixed) {
                break;
            }
            ml = save_ml;
            mr = save_mr;
            rfixed[r] = false;
        }
        rfixed[ml[l]] = true;
    }
    Some(ml.iter().map(|&r| g2[r]).collect())
}

/// Kuhn's augmenting path from the left vertex `l`, avoiding fixed right vertices.
fn augment(
    l: usize,
    adj: &[Vec<bool>],
    ml: &mut [usize],
    mr: &mut [usize],
    seen: &mut [bool],
    rfixed: &[bool],
) -> bool {
    for r in 0..adj[l].len() {
        if !adj[l][r] || seen[r] || rfixed[r] {
            continue;
        }
        seen[r] = true;
        if mr[r] == usize::MAX || augment(mr[r], adj, ml, mr, seen, rfixed) {
            ml[l] = r;
            mr[r] = l;
            return true;
        }
    }
    false
}

/// A matching of every player of `small` to a different player of `large` ([C1]/[C3]), as the
/// players of `large` used; `None` if there is none.
fn saturating(ctx: &Ctx, small: &[usize], large: &[usize]) -> Option<Vec<usize>> {
    let (n, m) = (small.len(), large.len());
    if n > m {
        return None;
    }
    let adj: Vec<Vec<bool>> = small.iter().map(|&a| large.iter().map(|&b| ctx.compatible(a, b)).collect()).collect();
    let mut ml = vec![usize::MAX; n];
    let mut mr = vec![usize::MAX; m];
    for l in 0..n {
        if let Some(r) = (0..m).find(|&r| adj[l][r] && mr[r] == usize::MAX) {
            ml[l] = r;
            mr[r] = l;
        }
    }
    let none = vec![false; m];
    for l in 0..n {
        if ml[l] == usize::MAX {
            let mut seen = vec![false; m];
            if !augment(l, &adj, &mut ml, &mut mr, &mut seen, &none) {
                return None;
            }
        }
    }
    Some(ml.iter().map(|&r| large[r]).collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pairing::dubov::players::{C9Count, Player};
    use crate::tournament::{ColourPreference, PreferenceStrength, RoundNo, Tpn};

    /// A player who has played one game with `played`, is due the other colour (mildly) and
    /// has been upfloated `upfloats` times, the last round among them when `last`.
    fn player(tpn: u16, points: i32, played: Colour, upfloats: u32, last: bool) -> Player {
        let due = if played == Colour::White { Colour::Black } else { Colour::White };
        Player {
            tpn: Tpn(tpn),
            score: Points::tenths(points * 10),
            rating: 2000,
            aro: 0,
            colours: vec![played],
            pref: ColourPreference { strength: PreferenceStrength::Mild, colour: Some(due) },
            upfloats,
            upfloated_last: last,
            pab_ok: true,
            opponents: Vec::new(),
        }
    }

    /// The upfloater the top bracket takes under `c9`: 1 (2 points, due White) alone takes one
    /// of 2 and 3 (1 point each, [C6]; both due Black, so [C7] is 0 either way), both maximum
    /// upfloaters (MaxT 3, [C8] 1 either way); 3 upfloated in the previous round ([C10]).
    fn upfloater(ups2: u32, ups3: u32, c9: C9Count) -> Tpn {
        let ctx = Ctx {
            round: RoundNo(6),
            players: vec![
                player(1, 2, Colour::Black, 0, false),
                player(2, 1, Colour::White, ups2, false),
                player(3, 1, Colour::White, ups3, true),
                player(4, 0, Colour::Black, 0, false),
            ],
            initial_colour: Colour::White,
            max_t: 3,
            last_round: false,
            prohibited: Vec::new(),
            c9,
        };
        let rp = pair_round(&ctx).unwrap();
        assert_eq!(rp.brackets[0].upfloaters.len(), 1);
        ctx.players[rp.brackets[0].upfloaters[0]].tpn
    }

    /// Reading D-6, 2 upfloated 4 times and 3 upfloated 3 times. (a) [C9] = 4 against 3: 3.
    /// (b) [C9] counts the maximum upfloaters, 1 against 1, a tie: [C10] takes 2 (3 upfloated
    /// last round). (c) 2 was upfloated a fourth time while a maximum upfloater (3 before), 3
    /// never: 1 against 0, so 3.
    #[test]
    fn c9_counts_as_reading_d6_says() {
        assert_eq!(upfloater(4, 3, C9Count::TimesUpfloated), Tpn(3));
        assert_eq!(upfloater(4, 3, C9Count::MaxUpfloaters), Tpn(2));
        assert_eq!(upfloater(4, 3, C9Count::UpfloatedAsMax), Tpn(3));
        // 5 and 4 times: (a) 5 against 4 takes 3; (c) both were upfloated again as maximum
        // upfloaters, 1 against 1, and [C10] takes 2, as (b) does.
        assert_eq!(upfloater(5, 4, C9Count::TimesUpfloated), Tpn(3));
        assert_eq!(upfloater(5, 4, C9Count::MaxUpfloaters), Tpn(2));
        assert_eq!(upfloater(5, 4, C9Count::UpfloatedAsMax), Tpn(2));
    }

    #[test]
    fn c9_reading_comes_from_the_choice() {
        use crate::pairing::reading::{Readings, parse_choice};
        let of = |s: &str| C9Count::under(&Readings::of(&[parse_choice(s).unwrap()]));
        assert_eq!(C9Count::under(&Readings::defaults()), C9Count::TimesUpfloated);
        assert_eq!(of("D-6b"), C9Count::MaxUpfloaters);
        assert_eq!(of("D-6c"), C9Count::UpfloatedAsMax);
    }
}
