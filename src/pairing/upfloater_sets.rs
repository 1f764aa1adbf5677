//! The legal sets of upfloaters with the best scores, in lexicographic order: the search of
//! the Dubov system (C.04.4.1 2026, 3.2.2 [C6] and 4.2) and of the lexicographic procedure
//! shared by the Swiss Team and Double-Swiss systems (3.5, [C5]).
//!
//! Both systems number the possible upfloaters by descending score, then ascending TPN, and
//! prefer the set whose scores, read from the lowest up, are the highest. So the sets whose
//! lowest score is at least `s` are exactly the sets of a prefix of the pool: the prefixes are
//! visited from the highest score down, and the first that holds a legal set holds every legal
//! set of the best scores. Each prefix is visited up to a limit of sets; a large pool thus no
//! longer hides the sets that leave out its first players (a cap over the whole lexicographic
//! order visits only sets containing player #1 once the pool has a few hundred players).

use crate::tournament::Points;

/// What [`best_scored_sets`] found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BestSets {
    /// The scores of the chosen sets, ascending (`None` when no legal set was found).
    pub profile: Option<Vec<Points>>,
    /// The sets, as positions in the pool (ascending), in lexicographic order.
    pub sets: Vec<Vec<usize>>,
    /// Sets visited, over every prefix.
    pub examined: usize,
    /// Some prefix had more sets than the limit: its later sets were not visited.
    pub cut: bool,
}

/// The number of sets of `k` among `n`, saturating at `usize::MAX`.
#[must_use]
pub fn binomial(n: usize, k: usize) -> usize {
    if k > n {
        return 0;
    }
    let k = k.min(n - k);
    let mut c: usize = 1;
    for i in 0..k {
        c = match c.checked_mul(n - i) {
            Some(x) => x / (i + 1),
            None => return usize::MAX,
        };
    }
    c
}

/// Calls `f` on every set of `k` of the positions `0..n`, in lexicographic order, until `f`
/// returns `false` or `limit` sets were visited. Returns the sets visited.
fn visit(n: usize, k: usize, limit: usize, mut f: impl FnMut(&[usize]) -> bool) -> usize {
    if k > n || limit == 0 {
        return 0;
    }
    let mut c: Vec<usize> = (0..k).collect();
    let mut seen = 0usize;
    loop {
        seen += 1;
        if !f(&c) || seen >= limit {
            return seen;
        }
        // The rightmost position that can still move right.
        let mut i = k;
        while i > 0 && c[i - 1] == n - k + i - 1 {
            i -= 1;
        }
        if i == 0 {
            return seen;
        }
        c[i - 1] += 1;
        for j in i..k {
            c[j] = c[j - 1] + 1;
        }
    }
}

/// The legal sets of `k` positions of a pool whose scores are `scores` (non-increasing, the
/// pool's order) with the best scores: the ascending list of a set's scores compared
/// lexicographically, higher better. `legal` decides a set (positions, ascending). At most
/// `limit` sets are visited per score level.
pub fn best_scored_sets(
    scores: &[Points],
    k: usize,
    limit: usize,
    mut legal: impl FnMut(&[usize]) -> bool,
) -> BestSets {
    let mut out = BestSets::default();
    if k > scores.len() {
        return out;
    }
    if k == 0 {
        if legal(&[]) {
            out.profile = Some(Vec::new());
            out.sets.push(Vec::new());
        }
        out.examined = 1;
        return out;
    }
    // Visited completely: no legal set has its lowest score at or above this one.
    let mut none_from: Option<Points> = None;
    let mut end = 0;
    while end < scores.len() {
        let level = scores[end];
        while end < scores.len() && scores[end] == level {
            end += 1;
        }
        if end < k {
            continue;
        }
        let mut best: Option<Vec<Points>> = None;
        let mut sets: Vec<Vec<usize>> = Vec::new();
        out.examined += visit(end, k, limit, |c| {
            let mut p: Vec<Points> = c.iter().map(|&j| scores[j]).collect();
            p.sort();
            if none_from.is_some_and(|s| p[0] >= s) || best.as_ref().is_some_and(|b| p < *b) {
                return true;
            }
            if legal(c) {
                if best.as_ref().is_none_or(|b| p > *b) {
                    best = Some(p);
                    sets.clear();
                }
                sets.push(c.to_vec());
            }
            true
        });
        let cut_here = binomial(end, k) > limit;
        out.cut |= cut_here;
        if best.is_some() {
            out.profile = best;
            out.sets = sets;
            return out;
        }
        if !cut_here {
            none_from = Some(level);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pts(v: &[i32]) -> Vec<Points> {
        v.iter().map(|&x| Points(x)).collect()
    }

    #[test]
    fn sets_in_lexicographic_order() {
        let mut seen = Vec::new();
        assert_eq!(
            visit(4, 2, 100, |c| {
                seen.push(c.to_vec());
                true
            }),
            6
        );
        assert_eq!(seen, vec![vec![0, 1], vec![0, 2], vec![0, 3], vec![1, 2], vec![1, 3], vec![2, 3]]);
        assert_eq!(visit(3, 0, 100, |c| c.is_empty()), 1);
        assert_eq!(visit(2, 3, 100, |_| panic!("no 3-subset of 2")), 0);
        assert_eq!(visit(10, 3, 7, |_| true), 7);
    }

    #[test]
    fn binomials() {
        assert_eq!(binomial(6, 3), 20);
        assert_eq!(binomial(229, 3), 1_975_354);
        assert_eq!(binomial(3, 5), 0);
        assert_eq!(binomial(5, 0), 1);
        assert_eq!(binomial(10_000, 5000), usize::MAX);
    }

    #[test]
    fn sets_without_the_first_player_are_reached_in_a_large_pool() {
        // 6 players at the top score, 300 below; only sets without position 0 are legal.
        let mut s = pts(&[10; 6]);
        s.extend(pts(&[5; 300]));
        let found = best_scored_sets(&s, 3, 20_000, |c| !c.contains(&0));
        assert_eq!(found.profile, Some(pts(&[10, 10, 10])));
        assert_eq!(found.sets.len(), 10);
        assert_eq!(found.sets[0], vec![1, 2, 3]);
        assert!(!found.cut);
    }

    #[test]
    fn the_best_scores_win_over_the_order() {
        // Scores 3, 2, 2, 1: the pair {0, 3} (3 and 1) loses to {1, 2} (2 and 2).
        let s = pts(&[3, 2, 2, 1]);
        let found = best_scored_sets(&s, 2, 100, |c| c != [0, 1] && c != [0, 2]);
        assert_eq!(found.profile, Some(pts(&[2, 2])));
        assert_eq!(found.sets, vec![vec![1, 2]]);
    }

    #[test]
    fn no_legal_set() {
        let s = pts(&[3, 2, 1]);
        let found = best_scored_sets(&s, 2, 100, |_| false);
        assert_eq!(found.profile, None);
        assert!(found.sets.is_empty());
        assert_eq!(found.examined, 1 + 3);
    }

    #[test]
    fn a_cut_level_is_marked() {
        let s = pts(&[1; 30]);
        let found = best_scored_sets(&s, 3, 100, |c| c[0] == 29 - 2);
        assert!(found.cut);
        assert_eq!(found.profile, None);
        assert_eq!(found.examined, 100);
    }

    #[test]
    fn none_needed() {
        let found = best_scored_sets(&pts(&[1, 1]), 0, 10, |_| true);
        assert_eq!(found.sets, vec![Vec::<usize>::new()]);
    }
}
