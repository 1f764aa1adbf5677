//! The order in which the manual procedure generates candidates (C.04.3 2026 Art. 4;
//! 2017 D.1–D.3): transpositions of S2, exchanges between the original S1 and S2, and the
//! sets of MDPs that make up S1 in a heterogeneous bracket.
//!
//! Everything here works on in-bracket sequence numbers (BSNs, Art. 4.1.1): 1, 2, 3, … in the
//! order of Art. 1.2.

use crate::core::order::StableSort;
use std::cmp::Ordering;
use std::ops::ControlFlow;

/// What a transposition walk does with a partial transposition (its first BSNs).
pub(crate) enum Prefix {
    /// Go on: extend it.
    Extend,
    /// Every transposition starting so is rejected at once (e.g. its last pair may not meet,
    /// [C1]): skip them all.
    Skip,
}

/// Walks the transpositions of `s2` (Art. 4.2; 2017 D.1) in their order: sequences of `n1`
/// distinct BSNs of S2 in lexicographic order (the remaining BSNs of S2 are ignored: they
/// float, or form the remainder). `check` sees each partial sequence as it grows (its last BSN
/// is the partner of S1's member at that position) and may skip everything that starts with
/// it; `visit` sees each complete one and may stop the walk.
///
/// `s2` must be in ascending BSN order.
pub(crate) fn walk_transpositions<B>(
    s2: &[usize],
    n1: usize,
    check: &mut impl FnMut(&[usize]) -> Prefix,
    visit: &mut impl FnMut(&[usize]) -> ControlFlow<B>,
) -> ControlFlow<B> {
    let mut used = vec![false; s2.len()];
    let mut seq = Vec::with_capacity(n1);
    step(s2, n1, &mut used, &mut seq, check, visit)
}

fn step<B>(
    s2: &[usize],
    n1: usize,
    used: &mut [bool],
    seq: &mut Vec<usize>,
    check: &mut impl FnMut(&[usize]) -> Prefix,
    visit: &mut impl FnMut(&[usize]) -> ControlFlow<B>,
) -> ControlFlow<B> {
    if seq.len() == n1 {
        return visit(seq);
    }
    for i in 0..s2.len() {
        if used[i] {
            continue;
        }
        seq.push(s2[i]);
        if matches!(check(seq), Prefix::Extend) {
            used[i] = true;
            let flow = step(s2, n1, used, seq, check, visit);
            used[i] = false;
            if flow.is_break() {
                seq.pop();
                return flow;
            }
        }
        seq.pop();
    }
    ControlFlow::Continue(())
}

/// A resident-exchange (Art. 4.3; 2017 D.2): the BSNs moved from the original S1 to S2 and
/// those moved from the original S2 to S1, each in ascending order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Exchange {
    /// Moved from S1 to S2.
    pub out_of_s1: Vec<usize>,
    /// Moved from S2 to S1.
    pub into_s1: Vec<usize>,
}

impl Exchange {
    /// The new S1 and S2 after the exchange, each reordered by Art. 1.2 (ascending BSN).
    #[must_use]
    pub fn apply(&self, s1: &[usize], s2: &[usize]) -> (Vec<usize>, Vec<usize>) {
        let mut new1: Vec<usize> =
            s1.iter().copied().filter(|b| !self.out_of_s1.contains(b)).chain(self.into_s1.iter().copied()).collect();
        let mut new2: Vec<usize> =
            s2.iter().copied().filter(|b| !self.into_s1.contains(b)).chain(self.out_of_s1.iter().copied()).collect();
        new1.sort_unstable();
        new2.sort_unstable();
        (new1, new2)
    }

    /// The comparison rules of Art. 4.3.2 (2017 D.2 a–d): `Less` when `self` comes first.
    #[must_use]
    pub fn order(&self, other: &Exchange) -> Ordering {
        let diff = |e: &Exchange| {
            let sum = |v: &[usize]| v.iter().sum::<usize>();
            sum(&e.into_s1).abs_diff(sum(&e.out_of_s1))
        };
        // (c) the largest differing BSN moved out of S1: compare from the top down, the larger first.
        let descending = |v: &[usize]| v.iter().rev().copied().collect::<Vec<usize>>();
        self.out_of_s1
            .len()
            .cmp(&other.out_of_s1.len())
            .then(diff(self).cmp(&diff(other)))
            .then(descending(&other.out_of_s1).cmp(&descending(&self.out_of_s1)))
            .then(self.into_s1.cmp(&other.into_s1))
    }
}

/// Every exchange of `size` BSNs between `s1` and `s2` (both ascending), sorted by Art. 4.3.2.
#[must_use]
pub(crate) fn exchanges_of_size(s1: &[usize], s2: &[usize], size: usize) -> Vec<Exchange> {
    let mut out = Vec::new();
    for out_of_s1 in subsets(s1, size) {
        for into_s1 in subsets(s2, size) {
            out.push(Exchange { out_of_s1: out_of_s1.clone(), into_s1 });
        }
    }
    out.stable_sort_by(&Exchange::order);
    out
}

/// The number of exchanges of `size` BSNs (to bound the work before listing them).
#[must_use]
pub(crate) fn count_exchanges(s1: usize, s2: usize, size: usize) -> u128 {
    binomial(s1, size).saturating_mul(binomial(s2, size))
}

fn binomial(n: usize, k: usize) -> u128 {
    if k > n {
        return 0;
    }
    let k = k.min(n - k);
    let mut r: u128 = 1;
    for i in 0..k {
        r = r.saturating_mul((n - i) as u128) / (i as u128 + 1);
    }
    r
}

/// The subsets of `items` with `size` elements, each ascending, in lexicographic order.
#[must_use]
pub fn subsets(items: &[usize], size: usize) -> Vec<Vec<usize>> {
    fn go(items: &[usize], size: usize, from: usize, cur: &mut Vec<usize>, out: &mut Vec<Vec<usize>>) {
        if cur.len() == size {
            out.push(cur.clone());
            return;
        }
        for i in from..items.len() {
            if items.len() - i < size - cur.len() {
                break;
            }
            cur.push(items[i]);
            go(items, size, i + 1, cur, out);
            cur.pop();
        }
    }
    let mut out = Vec::new();
    go(items, size, 0, &mut Vec::new(), &mut out);
    out
}

/// The sets of `m1` MDPs that may form S1 (2026 Art. 4.4; 2017 D.3), in their order: the
/// highest scores first (2017 D.3 a; in 2026 a set that leaves a Limbo of higher scores
/// than another is not valid, Art. 4.4.1, [C7]), then the smallest differing BSN
/// (Art. 4.4.2; 2017 D.3 b). `scores[i]` is the score of the MDP with BSN `i + 1`.
#[must_use]
pub(crate) fn mdp_sets<S: Ord + Copy>(scores: &[S], m1: usize) -> Vec<Vec<usize>> {
    let bsns: Vec<usize> = (1..=scores.len()).collect();
    let mut sets = subsets(&bsns, m1);
    let key = |set: &Vec<usize>| {
        let mut s: Vec<S> = set.iter().map(|&b| scores[b - 1]).collect();
        s.sort_unstable_by(|a, b| b.cmp(a));
        s
    };
    // Stable: within equal scores, the lexicographic order of `subsets` stays.
    sets.stable_sort_by_key(&|set| std::cmp::Reverse(key(set)));
    sets
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all_transpositions(s2: &[usize], n1: usize) -> Vec<Vec<usize>> {
        let mut out = Vec::new();
        let _ = walk_transpositions::<()>(s2, n1, &mut |_| Prefix::Extend, &mut |t| {
            out.push(t.to_vec());
            ControlFlow::Continue(())
        });
        out
    }

    /// Art. 4.2.2 (2017 D.1): "in a 11-player homogeneous bracket, it is 6-7-8-9-10,
    /// 6-7-8-9-11, 6-7-8-10-11, ..., 6-11-10-9-8, 7-6-8-9-10, ..., 11-10-9-8-7 (720
    /// transpositions)".
    #[test]
    fn transpositions_of_an_eleven_player_bracket() {
        let t = all_transpositions(&[6, 7, 8, 9, 10, 11], 5);
        assert_eq!(t.len(), 720);
        assert_eq!(t[0], [6, 7, 8, 9, 10]);
        assert_eq!(t[1], [6, 7, 8, 9, 11]);
        assert_eq!(t[2], [6, 7, 8, 10, 9]);
        let last_with_6 = t.iter().rposition(|x| x[0] == 6).unwrap();
        assert_eq!(t[last_with_6], [6, 11, 10, 9, 8]);
        assert_eq!(t[last_with_6 + 1], [7, 6, 8, 9, 10]);
        assert_eq!(t[719], [11, 10, 9, 8, 7]);
        let mut sorted = t.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted, t, "lexicographic order, no repeats");
    }

    /// Art. 4.2.2: "if the bracket is heterogeneous with two MDPs, it is: 3-4, 3-5, 3-6, ...,
    /// 3-11, 4-3, 4-5, ..., 11-10 (72 transpositions)".
    #[test]
    fn transpositions_with_two_mdps() {
        let t = all_transpositions(&[3, 4, 5, 6, 7, 8, 9, 10, 11], 2);
        assert_eq!(t.len(), 72);
        assert_eq!(&t[..3], [[3, 4], [3, 5], [3, 6]]);
        assert_eq!(t[7], [3, 11]);
        assert_eq!(&t[8..10], [[4, 3], [4, 5]]);
        assert_eq!(t[71], [11, 10]);
    }

    /// Skipping a prefix skips exactly the transpositions that start with it.
    #[test]
    fn a_skipped_prefix_skips_its_transpositions() {
        let mut seen = Vec::new();
        let _ = walk_transpositions::<()>(
            &[4, 5, 6],
            2,
            &mut |p| if p == [4] || p == [5, 6] { Prefix::Skip } else { Prefix::Extend },
            &mut |t| {
                seen.push(t.to_vec());
                ControlFlow::Continue(())
            },
        );
        assert_eq!(seen, [[5, 4], [6, 4], [6, 5]]);
    }

    fn ex(out_of_s1: &[usize], into_s1: &[usize]) -> Exchange {
        Exchange { out_of_s1: out_of_s1.to_vec(), into_s1: into_s1.to_vec() }
    }

    /// The examples of Art. 4.3.2 (2017 D.2), each pair in the order the text gives.
    #[test]
    fn exchange_comparison_rules_follow_the_texts_examples() {
        let first_before_second = [
            // (a) one BSN before two.
            (ex(&[5], &[6]), ex(&[4, 5], &[6, 7])),
            // (b) "exchanging 6 with 4 is better than exchanging 8 with 5".
            (ex(&[4], &[6]), ex(&[5], &[8])),
            // (b) "exchanging 8+6 with 4+3 is better than exchanging 9+8 with 5+4".
            (ex(&[3, 4], &[6, 8]), ex(&[4, 5], &[8, 9])),
            // (c) "moving 5 from S1 to S2 is better than moving 4" (same sum difference: 5<->7, 4<->6).
            (ex(&[5], &[7]), ex(&[4], &[6])),
            // (c) "5-2 is better than 4-3" (5+2 = 4+3, the same BSNs moved in).
            (ex(&[2, 5], &[6, 7]), ex(&[3, 4], &[6, 7])),
            // (c) "5-4-1 is better than 5-3-2".
            (ex(&[1, 4, 5], &[6, 7, 8]), ex(&[2, 3, 5], &[6, 7, 8])),
            // (d) "6-9 is better than 7-8" (the same sums, the same BSNs moved out).
            (ex(&[1, 5], &[6, 9]), ex(&[1, 5], &[7, 8])),
            // (d) "6-7-10 is better than 6-8-9".
            (ex(&[1, 2, 3], &[6, 7, 10]), ex(&[1, 2, 3], &[6, 8, 9])),
        ];
        for (a, b) in first_before_second {
            assert_eq!(a.order(&b), Ordering::Less, "{a:?} before {b:?}");
            assert_eq!(b.order(&a), Ordering::Greater, "{b:?} after {a:?}");
        }
    }

    /// In a ten-player bracket (S1 = 1..5, S2 = 6..10) the first exchanges are 5<->6 (sum
    /// difference 1), then 4<->6 and 5<->7 (difference 2: the larger BSN leaving S1 first).
    #[test]
    fn the_first_single_exchanges_of_a_ten_player_bracket() {
        let e = exchanges_of_size(&[1, 2, 3, 4, 5], &[6, 7, 8, 9, 10], 1);
        assert_eq!(e.len(), 25);
        assert_eq!(e[0], ex(&[5], &[6]));
        assert_eq!(e[1], ex(&[5], &[7]));
        assert_eq!(e[2], ex(&[4], &[6]));
        assert_eq!(e[24], ex(&[1], &[10]));
        assert_eq!(count_exchanges(5, 5, 2), 100);
        let (s1, s2) = e[0].apply(&[1, 2, 3, 4, 5], &[6, 7, 8, 9, 10]);
        assert_eq!((s1, s2), (vec![1, 2, 3, 4, 6], vec![5, 7, 8, 9, 10]));
    }

    /// 2017 D.3: the highest score first, then the lowest BSNs; the same sets are valid in
    /// 2026 (Art. 4.4) only when they leave the lowest scores in the Limbo.
    #[test]
    fn mdp_sets_put_the_highest_scores_first() {
        // Three MDPs on 4, 3½ and 3½ points; two of them can be paired.
        let sets = mdp_sets(&[40, 35, 35], 2);
        assert_eq!(sets, [vec![1, 2], vec![1, 3], vec![2, 3]]);
        // Two MDPs on the same score, one to be paired: the lower BSN first.
        assert_eq!(mdp_sets(&[30, 30], 1), [vec![1], vec![2]]);
        assert_eq!(mdp_sets(&[30, 35], 1), [vec![2], vec![1]]);
    }
}
