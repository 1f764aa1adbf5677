//! Maximum-cardinality matching in general graphs (Edmonds' blossom algorithm, one
//! breadth-first search per exposed vertex after a greedy start).
//!
//! The Dutch engine asks two questions of this kind: whether a round can be completed at all
//! (Art. 1.9.1, [C1]–[C3] with one PAB at most), and whether a set of players left over by a
//! bracket can be paired with everybody below it (the certificate of
//! [`crate::pairing::dutch::brackets`]). Neither needs weights, so neither pays for them.

const NONE: usize = usize::MAX;

/// A maximum matching of the graph on `n` vertices whose edges are the pairs `(u, v)`,
/// `u != v`, for which `adjacent(u, v)` holds (it must be symmetric). Returns, per vertex,
/// its mate.
///
/// Vertices are first matched greedily in index order (the engine numbers players in
/// pairing order, so neighbours in the order are usually compatible); each vertex still
/// exposed then looks for an augmenting path, contracting odd cycles (blossoms) on the way.
/// A vertex with no augmenting path now never gets one later, so one search per vertex
/// suffices: O(n³) in all, and close to O(n²) in practice.
#[must_use]
pub(crate) fn maximum_matching(n: usize, adjacent: impl Fn(usize, usize) -> bool) -> Vec<Option<usize>> {
    let mut search = Search::new(n, &adjacent);
    for v in 0..n {
        if search.mate[v] != NONE {
            continue;
        }
        if let Some(u) = (v + 1..n).find(|&u| search.mate[u] == NONE && adjacent(v, u)) {
            search.mate[v] = u;
            search.mate[u] = v;
        }
    }
    for root in 0..n {
        if search.mate[root] == NONE {
            if let Some(end) = search.augmenting_path(root) {
                search.augment(end);
            }
        }
    }
    search.mate.iter().map(|&m| (m != NONE).then_some(m)).collect()
}

/// Whether the graph on `n` vertices has a perfect matching.
#[must_use]
pub fn has_perfect_matching(n: usize, adjacent: impl Fn(usize, usize) -> bool) -> bool {
    n % 2 == 0 && maximum_matching(n, adjacent).iter().all(Option::is_some)
}

struct Search<'a, F: Fn(usize, usize) -> bool> {
    n: usize,
    adjacent: &'a F,
    mate: Vec<usize>,
    /// The tree parent of an odd (outer-to-inner) vertex.
    parent: Vec<usize>,
    /// The base of the blossom each vertex lies in.
    base: Vec<usize>,
    /// Even (outer) vertices of the current tree.
    outer: Vec<bool>,
    queue: std::collections::VecDeque<usize>,
}

impl<'a, F: Fn(usize, usize) -> bool> Search<'a, F> {
    fn new(n: usize, adjacent: &'a F) -> Self {
        Search {
            n,
            adjacent,
            mate: vec![NONE; n],
            parent: vec![NONE; n],
            base: (0..n).collect(),
            outer: vec![false; n],
            queue: std::collections::VecDeque::new(),
        }
    }

    /// The nearest common ancestor of the blossoms of `a` and `b` in the tree.
    fn common_base(&self, mut a: usize, mut b: usize) -> usize {
        let mut seen = vec![false; self.n];
        loop {
            a = self.base[a];
            seen[a] = true;
            if self.mate[a] == NONE {
                break;
            }
            a = self.parent[self.mate[a]];
        }
        loop {
            b = self.base[b];
            if seen[b] {
                return b;
            }
            b = self.parent[self.mate[b]];
        }
    }

    /// Marks the blossoms on the tree path from `v` up to `stop`, linking `child` below it.
    fn mark_path(&mut self, mut v: usize, stop: usize, mut child: usize, in_blossom: &mut [bool]) {
        while self.base[v] != stop {
            in_blossom[self.base[v]] = true;
            in_blossom[self.base[self.mate[v]]] = true;
            self.parent[v] = child;
            child = self.mate[v];
            v = self.parent[self.mate[v]];
        }
    }

    /// Grows an alternating tree from the exposed `root`; returns the exposed vertex at the
    /// other end of an augmenting path, if any.
    fn augmenting_path(&mut self, root: usize) -> Option<usize> {
        self.parent.iter_mut().for_each(|p| *p = NONE);
        self.outer.iter_mut().for_each(|o| *o = false);
        for (i, b) in self.base.iter_mut().enumerate() {
            *b = i;
        }
        self.queue.clear();
        self.outer[root] = true;
        self.queue.push_back(root);
        while let Some(v) = self.queue.pop_front() {
            for to in 0..self.n {
                if to == v || self.base[v] == self.base[to] || self.mate[v] == to || !(self.adjacent)(v, to) {
                    continue;
                }
                if to == root || (self.mate[to] != NONE && self.parent[self.mate[to]] != NONE) {
                    // An edge between two outer vertices: contract the odd cycle.
                    let b = self.common_base(v, to);
                    let mut in_blossom = vec![false; self.n];
                    self.mark_path(v, b, to, &mut in_blossom);
                    self.mark_path(to, b, v, &mut in_blossom);
                    for i in 0..self.n {
                        if in_blossom[self.base[i]] {
                            self.base[i] = b;
                            if !self.outer[i] {
                                self.outer[i] = true;
                                self.queue.push_back(i);
                            }
                        }
                    }
                } else if self.parent[to] == NONE {
                    self.parent[to] = v;
                    if self.mate[to] == NONE {
                        return Some(to);
                    }
                    let m = self.mate[to];
                    self.outer[m] = true;
                    self.queue.push_back(m);
                }
            }
        }
        None
    }

    /// Flips the matching along the path ending at the exposed vertex `end`.
    fn augment(&mut self, mut v: usize) {
        while v != NONE {
            let pv = self.parent[v];
            let next = self.mate[pv];
            self.mate[v] = pv;
            self.mate[pv] = v;
            v = next;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{RngExt, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    /// The size of a maximum matching by exhaustive search.
    fn brute(n: usize, adj: &[Vec<bool>]) -> usize {
        fn go(v: usize, used: &mut Vec<bool>, adj: &[Vec<bool>]) -> usize {
            let n = used.len();
            let Some(v) = (v..n).find(|&x| !used[x]) else { return 0 };
            used[v] = true;
            let mut best = go(v + 1, used, adj);
            for u in v + 1..n {
                if !used[u] && adj[v][u] {
                    used[u] = true;
                    best = best.max(1 + go(v + 1, used, adj));
                    used[u] = false;
                }
            }
            used[v] = false;
            best
        }
        go(0, &mut vec![false; n], adj)
    }

    #[test]
    fn agrees_with_brute_force_on_random_graphs() {
        let mut rng = ChaCha8Rng::seed_from_u64(11);
        for case in 0..3000 {
            let n = rng.random_range(1..=11);
            let p = rng.random_range(0.05..0.9);
            let mut adj = vec![vec![false; n]; n];
            let pairs: Vec<(usize, usize)> = (0..n).flat_map(|i| (i + 1..n).map(move |j| (i, j))).collect();
            for (i, j) in pairs {
                let e = rng.random_bool(p);
                adj[i][j] = e;
                adj[j][i] = e;
            }
            let mate = maximum_matching(n, |u, v| adj[u][v]);
            for (v, m) in mate.iter().enumerate() {
                if let Some(u) = *m {
                    assert!(adj[v][u], "case {case}: {v}-{u} is not an edge");
                    assert_eq!(mate[u], Some(v), "case {case}: mates disagree");
                }
            }
            let size = mate.iter().flatten().count() / 2;
            assert_eq!(size, brute(n, &adj), "case {case}: n={n}");
        }
    }

    #[test]
    fn an_odd_cycle_with_a_tail_is_augmented_through_its_blossom() {
        // A 5-cycle 0-1-2-3-4-0 with a pendant 5 on 3: the greedy start (0-1, 2-3) leaves
        // 4 and 5 exposed; the only augmenting path goes through the blossom.
        let edges = [(0, 1), (1, 2), (2, 3), (3, 4), (4, 0), (3, 5)];
        let adj = |u: usize, v: usize| edges.iter().any(|&(a, b)| (a, b) == (u, v) || (b, a) == (u, v));
        assert!(has_perfect_matching(6, adj));
        assert!(!has_perfect_matching(5, adj));
    }
}
