//! The lexicographic pairing procedure shared by the Swiss Team Pairing System (C.04.6 2026,
//! 3.3–3.6) and the Double-Swiss System (C.04.5 2026, whose procedure articles are the same
//! with players for teams): the PAB first (3.4), then, repeatedly, the top-scoregroup with the
//! set of upfloaters of 3.5 ([C4], [C5], then the first set in 3.5.4 order best by [C6], [C7]),
//! paired by the first identifier of 3.6 best by the system's pairing criteria. Every choice
//! keeps [C1] and the completion criterion [C3].
//!
//! "Complies with" a criterion that cannot reach zero is read as "reaches the best value
//! possible", criteria in priority order; [C3] outranks the profile [C4] and [C5] would fix.
//! The minimum of the pairing criteria over a bracket is found by weighted matching, and the
//! first identifier reaching it is built member by member, each step checked by a matching
//! that keeps the minimum.
//!
//! A system supplies its participants through [`Field`]: scores, TPNs, who may meet, who may
//! have the PAB, who floated, and the cost of a pair by its own pairing criteria.

use crate::core::order::StableSort;

pub mod check;
pub mod walk;

use crate::matching::cardinality::has_perfect_matching;
use crate::matching::max_weight_matching;
use crate::pairing::upfloater_sets;
use crate::tournament::{Points, Tpn};
use serde::Serialize;

/// The participants of one round as the procedure sees them (indices `0..size()`, in TPN
/// order).
pub trait Field {
    /// The quality of a pair or a pairing by the system's pairing criteria (lower is better,
    /// fields in priority order).
    type Quality: Copy + Default + Ord + std::fmt::Debug;
    /// How many participants are to be paired.
    fn size(&self) -> usize;
    /// The score of participant `i` (1.2.1).
    fn score(&self, i: usize) -> Points;
    /// The TPN of participant `i` (1.2.2).
    fn tpn(&self, i: usize) -> Tpn;
    /// Matches played (3.4.3).
    fn matches_played(&self, i: usize) -> usize;
    /// May receive the pairing-allocated bye ([C2]).
    fn may_get_pab(&self, i: usize) -> bool;
    /// [C1]: `a` and `b` may meet.
    fn compatible(&self, a: usize, b: usize) -> bool;
    /// [C7] counts `i` as an upfloater that floated in the previous round (false whenever the
    /// criterion does not apply to the round).
    fn floated_counts(&self, i: usize) -> bool;
    /// The cost of the pair `a`, `b` by the pairing criteria (`ups`: the bracket's upfloaters).
    fn pair_quality(&self, ups: &[usize], a: usize, b: usize) -> Self::Quality;
    /// Two costs added.
    fn add(a: Self::Quality, b: Self::Quality) -> Self::Quality;
    /// The cost packed in base `k` (at most three fields).
    fn packed(q: Self::Quality, k: i64) -> i64;
    /// The participants' name in messages: singular and plural (`team`, `teams`).
    fn noun(&self) -> &'static str;
    /// [C6]'s "following scoregroup" is the next score level below the bracket's among all the
    /// participants of the round, void once earlier brackets took every one of it (reading
    /// T-16 (b)); by default (T-16 (a)) it is the next non-empty scoregroup of those yet to be
    /// paired.
    fn c6_next_score_level(&self) -> bool {
        false
    }
    /// [C6] graded: a set is better the fewer upfloaters the following scoregroup's bracket then
    /// needs beyond the fewest its parity allows (reading T-7 (b)); by default (T-7 (a)) [C6]
    /// is pass/fail: that bracket reaches the parity minimum or not.
    fn c6_graded(&self) -> bool {
        false
    }
}

/// Most candidate sets of upfloaters examined at one score level of one bracket
/// ([`upfloater_sets`]); beyond it the bracket is marked `search_cut`.
pub const MAX_SETS: usize = 50_000;

/// The quality of a set of upfloaters by [C6] and [C7] (lower is better, in this order).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Serialize)]
pub struct SetQuality {
    /// [C6] 1 when the following scoregroup cannot be paired with the fewest upfloaters its
    /// parity allows, else 0.
    pub c6: u32,
    /// [C7] upfloaters that floated in the previous round (0 where [C7] does not apply).
    pub c7: u32,
}

/// One bracket as paired.
#[derive(Clone, Debug, Serialize)]
pub struct BracketTrace<Q> {
    /// The score of the resident participants.
    pub score: Points,
    /// Resident participants (indices), by TPN.
    pub residents: Vec<usize>,
    /// Upfloaters (indices), in the order of 3.5.3.
    pub upfloaters: Vec<usize>,
    /// Their quality by [C6], [C7].
    pub set_quality: SetQuality,
    /// The pairs (top member, bottom member), in the order of the identifier (3.6.2).
    pub pairs: Vec<(usize, usize)>,
    /// The pairing's quality by the pairing criteria.
    pub quality: Q,
    /// Sets of upfloaters examined.
    pub sets_examined: usize,
    /// The search stopped at [`MAX_SETS`].
    pub search_cut: bool,
}

/// A round as paired: the PAB and the brackets, top first.
#[derive(Clone, Debug, Serialize)]
pub struct RoundPairing<Q> {
    /// The participant given the pairing-allocated bye (index).
    pub bye: Option<usize>,
    /// The brackets in the order paired.
    pub brackets: Vec<BracketTrace<Q>>,
}

/// No round-pairing exists (3.3.3: the Chief Arbiter decides).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NoPairing(pub crate::core::words::Phrase);

/// [C1] and [C3] for a set: its participants can all be paired legally.
#[must_use]
pub fn pairable<F: Field>(ctx: &F, set: &[usize]) -> bool {
    set.is_empty() || has_perfect_matching(set.len(), |a, b| ctx.compatible(set[a], set[b]))
}

/// 3.4: the participant given the PAB, when their number is odd.
///
/// # Errors
/// [`NoPairing`] when no participant leaves a legal pairing.
pub fn choose_pab<F: Field>(ctx: &F, all: &[usize]) -> Result<Option<usize>, NoPairing> {
    let who = ctx.noun();
    if all.len() % 2 == 0 {
        return if pairable(ctx, all) {
            Ok(None)
        } else {
            Err(NoPairing(crate::core::words::Phrase::new("nopair-rematch").arg("who", who)))
        };
    }
    let mut order: Vec<usize> = all.iter().copied().filter(|&i| ctx.may_get_pab(i)).collect();
    order.stable_sort_by(&|&a, &b| {
        ctx.score(a)
            .cmp(&ctx.score(b))
            .then(ctx.matches_played(b).cmp(&ctx.matches_played(a)))
            .then(ctx.tpn(b).cmp(&ctx.tpn(a)))
    });
    for c in order {
        let rest: Vec<usize> = all.iter().copied().filter(|&i| i != c).collect();
        if pairable(ctx, &rest) {
            return Ok(Some(c));
        }
    }
    Err(NoPairing(crate::core::words::Phrase::new("nopair-pab-legal").arg("who", who)))
}

/// The top-scoregroup of `remaining`: its score, its members and the potential upfloaters (3.5.1).
#[must_use]
pub fn top_group<F: Field>(ctx: &F, remaining: &[usize]) -> (Points, Vec<usize>, Vec<usize>) {
    let score = remaining.iter().map(|&i| ctx.score(i)).max().unwrap_or(Points::ZERO);
    let (top, rest): (Vec<usize>, Vec<usize>) = remaining.iter().partition(|&&i| ctx.score(i) == score);
    (score, top, rest)
}

/// The upfloaters' scores, ascending ([C5]).
#[must_use]
pub fn profile<F: Field>(ctx: &F, set: &[usize]) -> Vec<Points> {
    let mut v: Vec<Points> = set.iter().map(|&i| ctx.score(i)).collect();
    v.sort();
    v
}

/// A set in the order of 3.5.3: descending score, then ascending TPN.
#[must_use]
pub fn sorted_set<F: Field>(ctx: &F, set: &[usize]) -> Vec<usize> {
    let mut v = set.to_vec();
    v.stable_sort_by(&|&a, &b| ctx.score(b).cmp(&ctx.score(a)).then(ctx.tpn(a).cmp(&ctx.tpn(b))));
    v
}

/// 3.5.3–3.5.4: each set in the order of 3.5.3, the sets in the lexicographic order of their TPNs.
pub fn order_sets<F: Field>(ctx: &F, sets: &mut [Vec<usize>]) {
    for s in sets.iter_mut() {
        *s = sorted_set(ctx, s);
    }
    sets.stable_sort_by_key(&|s| s.iter().map(|&i| ctx.tpn(i)).collect::<Vec<_>>());
}

/// 3.6.1–3.6.2: the identifier of a pairing: the top members' TPNs (the smaller of each pair)
/// ascending, then the bottom members' TPNs of the corresponding pairs.
#[must_use]
pub fn identifier(pairs: &[(Tpn, Tpn)]) -> Vec<Tpn> {
    let mut p: Vec<(Tpn, Tpn)> = pairs.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect();
    p.sort();
    p.iter().map(|x| x.0).chain(p.iter().map(|x| x.1)).collect()
}

fn minus(a: &[usize], b: &[usize]) -> Vec<usize> {
    a.iter().copied().filter(|x| !b.contains(x)).collect()
}

/// Whether `ups` with the top-scoregroup `top` gives a legal bracket and leaves the rest of
/// `remaining` pairable ([C1], [C3]).
#[must_use]
pub fn feasible<F: Field>(ctx: &F, remaining: &[usize], top: &[usize], ups: &[usize]) -> bool {
    let mut bracket = top.to_vec();
    bracket.extend_from_slice(ups);
    (bracket.len() % 2 == 0) && pairable(ctx, &bracket) && pairable(ctx, &minus(remaining, &bracket))
}

/// The fewest upfloaters from `lower` the scoregroup `group` needs to form a legal bracket that
/// leaves the rest of `lower` pairable ([C1], [C3], [C4]); `None` when `group` and `lower`
/// cannot all be paired. Two upfloaters paired together could be paired in the rest as well,
/// so the fewest is the least number of pairs between `group` and `lower` in a legal pairing
/// of them all: a weighted matching, each such pair costing one.
fn upfloaters_needed<F: Field>(ctx: &F, group: &[usize], lower: &[usize]) -> Option<usize> {
    let all: Vec<usize> = group.iter().chain(lower).copied().collect();
    let n = all.len();
    let crossing = |a: usize, b: usize| usize::from((a < group.len()) != (b < group.len()));
    let big = i64::try_from(n).unwrap_or(i64::MAX / 4) + 2;
    let mut edges = Vec::new();
    for a in 0..n {
        for b in a + 1..n {
            if ctx.compatible(all[a], all[b]) {
                edges.push((a, b, big - i64::try_from(crossing(a, b)).unwrap_or(1)));
            }
        }
    }
    let mates = max_weight_matching(n, &edges);
    if mates.iter().any(Option::is_none) {
        return None;
    }
    Some((0..n).filter(|&a| mates[a].is_some_and(|b| a < b && crossing(a, b) == 1)).count())
}

/// [C6] and [C7] of the set `ups` for the top-scoregroup `top` of `remaining`.
#[must_use]
pub fn set_quality<F: Field>(ctx: &F, remaining: &[usize], top: &[usize], ups: &[usize]) -> SetQuality {
    let c7 = count(ups.iter().filter(|&&u| ctx.floated_counts(u)));
    let mut bracket = top.to_vec();
    bracket.extend_from_slice(ups);
    let after = minus(remaining, &bracket);
    let below = minus(remaining, top);
    // "The following scoregroup" is the next scoregroup of the teams yet to be paired (3.2
    // defines scoregroups of the bracket's turn "among the teams that are yet to be paired"): a
    // score level used up by an earlier bracket is no scoregroup any more, so [C6] looks at the
    // next non-empty one, and is void only when this set takes every team of it (reading T-16
    // (a), docs/systems/swiss-team-2026.md). Under T-16 (b) it is the next score level of all
    // the participants of the round, and [C6] is void when none of it is left (Gacrux 1.11.65).
    let next = if ctx.c6_next_score_level() {
        let top_score = top.iter().map(|&i| ctx.score(i)).max();
        (0..ctx.size()).map(|i| ctx.score(i)).filter(|&s| top_score.is_some_and(|t| s < t)).max()
    } else {
        below.iter().map(|&i| ctx.score(i)).max()
    };
    let Some(next) = next else { return SetQuality { c6: 0, c7 } };
    let group: Vec<usize> = after.iter().copied().filter(|&i| ctx.score(i) == next).collect();
    if group.is_empty() {
        return SetQuality { c6: 0, c7 };
    }
    let lower: Vec<usize> = after.iter().copied().filter(|&i| ctx.score(i) < next).collect();
    if ctx.c6_graded() {
        // T-7 (b): pairs of upfloaters beyond the parity minimum.
        let extra = upfloaters_needed(ctx, &group, &lower).map_or(u32::MAX, |k| count_of((k - group.len() % 2) / 2));
        return SetQuality { c6: extra, c7 };
    }
    let ok = if group.len() % 2 == 0 {
        pairable(ctx, &group) && pairable(ctx, &lower)
    } else {
        lower.iter().any(|&u| {
            let mut b = group.clone();
            b.push(u);
            pairable(ctx, &b) && pairable(ctx, &minus(&lower, &[u]))
        })
    };
    SetQuality { c6: u32::from(!ok), c7 }
}

fn count<'a>(it: impl Iterator<Item = &'a usize>) -> u32 {
    count_of(it.count())
}

fn count_of(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// What [`choose_upfloaters`] chose: the set in the order of 3.5.3, its quality, the sets
/// examined and whether the search was cut.
pub type Chosen = (Vec<usize>, SetQuality, usize, bool);

/// 3.5: the set of upfloaters for the top-scoregroup `top` (potential upfloaters `pool`) of
/// `remaining`.
///
/// # Errors
/// [`NoPairing`] when no set leaves a legal pairing.
pub fn choose_upfloaters<F: Field>(
    ctx: &F,
    remaining: &[usize],
    top: &[usize],
    pool: &[usize],
) -> Result<Chosen, NoPairing> {
    let pool = sorted_set(ctx, pool);
    let mut examined = 0usize;
    let mut cut = false;
    let mut k = top.len() % 2;
    let scores: Vec<Points> = pool.iter().map(|&i| ctx.score(i)).collect();
    while k <= pool.len() {
        // [C4]: the fewest upfloaters that can be legal; [C5]: the best profile among them.
        let found = upfloater_sets::best_scored_sets(&scores, k, MAX_SETS, |pick| {
            let ups: Vec<usize> = pick.iter().map(|&p| pool[p]).collect();
            feasible(ctx, remaining, top, &ups)
        });
        examined += found.examined;
        cut |= found.cut;
        let mut sets: Vec<Vec<usize>> = found.sets.iter().map(|pick| pick.iter().map(|&p| pool[p]).collect()).collect();
        if !sets.is_empty() {
            // 3.5.4: lexicographic order of the TPNs; 3.5.5: the first best by [C6], [C7].
            order_sets(ctx, &mut sets);
            let mut chosen: Option<(Vec<usize>, SetQuality)> = None;
            for s in sets {
                let q = set_quality(ctx, remaining, top, &s);
                if chosen.as_ref().is_none_or(|(_, b)| q < *b) {
                    let done = q == SetQuality::default();
                    chosen = Some((s, q));
                    if done {
                        break;
                    }
                }
            }
            if let Some((s, q)) = chosen {
                return Ok((s, q, examined, cut));
            }
        }
        if cut {
            break;
        }
        k += 2;
    }
    Err(NoPairing(
        crate::core::words::Phrase::new("nopair-top-scoregroup").arg("count", top.len()).arg("who", ctx.noun()),
    ))
}

/// The quality of a list of pairs.
#[must_use]
pub fn pairs_quality<F: Field>(ctx: &F, ups: &[usize], pairs: &[(usize, usize)]) -> F::Quality {
    pairs.iter().fold(F::Quality::default(), |q, &(a, b)| F::add(q, ctx.pair_quality(ups, a, b)))
}

/// The least cost, packed in base `k` (one more than the bracket's size, the same for every
/// call on one bracket), of a perfect legal matching of `set` whose edges pass `allowed`, or
/// `None` when there is none.
fn min_cost<F: Field>(
    ctx: &F,
    ups: &[usize],
    set: &[usize],
    k: i64,
    allowed: &dyn Fn(usize, usize) -> bool,
) -> Option<i64> {
    if set.is_empty() {
        return Some(0);
    }
    let n = set.len();
    let big = 4 * k * k * k * k;
    let mut edges = Vec::new();
    for a in 0..n {
        for b in a + 1..n {
            let (x, y) = (set[a], set[b]);
            if ctx.compatible(x, y) && allowed(x, y) {
                edges.push((a, b, big - F::packed(ctx.pair_quality(ups, x, y), k)));
            }
        }
    }
    let mates = max_weight_matching(n, &edges);
    if mates.iter().any(Option::is_none) {
        return None;
    }
    let mut total = 0;
    for a in 0..n {
        if let Some(b) = mates[a] {
            if a < b {
                total += F::packed(ctx.pair_quality(ups, set[a], set[b]), k);
            }
        }
    }
    Some(total)
}

/// 3.6: the bracket `bracket` (with upfloaters `ups`) paired by the first identifier among the
/// pairings best by the pairing criteria: the pairs (top, bottom) in identifier order.
///
/// # Errors
/// [`NoPairing`] when the bracket has no legal pairing.
pub fn pair_bracket<F: Field>(ctx: &F, bracket: &[usize], ups: &[usize]) -> Result<Vec<(usize, usize)>, NoPairing> {
    let mut members = bracket.to_vec();
    members.stable_sort_by_key(&|&i| ctx.tpn(i));
    let n = members.len();
    let k = i64::try_from(n).unwrap_or(i64::MAX / 8) + 1;
    let none = |_: usize, _: usize| true;
    let Some(best) = min_cost(ctx, ups, &members, k, &none) else {
        return Err(NoPairing(crate::core::words::Phrase::new("nopair-bracket-c1")));
    };
    let tpn = |i: usize| ctx.tpn(i);
    // Tops, smallest first: each member either a forced top (paired with a larger TPN) or a
    // forced bottom (with a smaller one) once passed over.
    let mut tops: Vec<usize> = Vec::new();
    let mut bottoms: Vec<usize> = Vec::new();
    let mut next = 0;
    while tops.len() < n / 2 {
        let mut found = None;
        let start = next;
        for c in start..n {
            let cand = members[c];
            let skipped: Vec<usize> = members[start..c].to_vec();
            let (t2, b2) = {
                let mut t = tops.clone();
                t.push(cand);
                let mut b = bottoms.clone();
                b.extend_from_slice(&skipped);
                (t, b)
            };
            let allowed = |x: usize, y: usize| {
                let (lo, hi) = if tpn(x) < tpn(y) { (x, y) } else { (y, x) };
                !b2.contains(&lo) && !t2.contains(&hi)
            };
            if min_cost(ctx, ups, &members, k, &allowed) == Some(best) {
                tops = t2;
                bottoms = b2;
                found = Some(c + 1);
                break;
            }
        }
        let Some(after) = found else {
            return Err(NoPairing(crate::core::words::Phrase::new("nopair-identifier")));
        };
        next = after;
    }
    bottoms.extend_from_slice(&members[next..]);
    bottoms.stable_sort_by_key(&|&i| tpn(i));
    // Bottoms, top by top: the smallest opponent that keeps the best.
    let mut pairs: Vec<(usize, usize)> = Vec::new();
    let mut spent = 0;
    for (ti, &t) in tops.iter().enumerate() {
        let mut found = false;
        for &b in &bottoms {
            if tpn(b) < tpn(t) || pairs.iter().any(|&(_, y)| y == b) || !ctx.compatible(t, b) {
                continue;
            }
            let cost = F::packed(ctx.pair_quality(ups, t, b), k);
            let rest: Vec<usize> = tops[ti + 1..]
                .iter()
                .chain(bottoms.iter().filter(|&&y| y != b && !pairs.iter().any(|&(_, z)| z == y)))
                .copied()
                .collect();
            let later_tops = &tops[ti + 1..];
            let allowed = |x: usize, y: usize| {
                let (lo, hi) = if tpn(x) < tpn(y) { (x, y) } else { (y, x) };
                later_tops.contains(&lo) && !later_tops.contains(&hi)
            };
            if min_cost(ctx, ups, &rest, k, &allowed).is_some_and(|c| spent + cost + c == best) {
                pairs.push((t, b));
                spent += cost;
                found = true;
                break;
            }
        }
        if !found {
            return Err(NoPairing(crate::core::words::Phrase::new("nopair-identifier")));
        }
    }
    Ok(pairs)
}

/// Pairs the round (3.3.2): the PAB, then bracket after bracket from the top.
///
/// # Errors
/// [`NoPairing`] when the round-pairing cannot be completed (3.3.3).
pub fn pair_round<F: Field>(ctx: &F) -> Result<RoundPairing<F::Quality>, NoPairing> {
    let all: Vec<usize> = (0..ctx.size()).collect();
    let bye = choose_pab(ctx, &all)?;
    let mut remaining: Vec<usize> = all.into_iter().filter(|&i| Some(i) != bye).collect();
    let mut brackets = Vec::new();
    while !remaining.is_empty() {
        let (score, top, pool) = top_group(ctx, &remaining);
        let (ups, set_quality, sets_examined, search_cut) = choose_upfloaters(ctx, &remaining, &top, &pool)?;
        let mut bracket = top.clone();
        bracket.extend_from_slice(&ups);
        let pairs = pair_bracket(ctx, &bracket, &ups)?;
        let quality = pairs_quality(ctx, &ups, &pairs);
        remaining.retain(|i| !bracket.contains(i));
        brackets.push(BracketTrace {
            score,
            residents: top,
            upfloaters: ups,
            set_quality,
            pairs,
            quality,
            sets_examined,
            search_cut,
        });
    }
    Ok(RoundPairing { bye, brackets })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The example of 3.6.2: 11-24 16-6 10-9 8-4 is identified by 4 6 9 11 8 16 10 24.
    #[test]
    fn article_3_6_2_example_identifier() {
        let pairs = [(11, 24), (16, 6), (10, 9), (8, 4)].map(|(a, b)| (Tpn(a), Tpn(b)));
        let id: Vec<u16> = identifier(&pairs).iter().map(|t| t.0).collect();
        assert_eq!(id, vec![4, 6, 9, 11, 8, 16, 10, 24]);
    }
}
