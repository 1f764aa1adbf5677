//! Maximum-weight matching in general graphs (Edmonds' blossom algorithm with dual
//! variables, O(n³)), over exact integer weights of any width ([`Weight`]).
//!
//! The Dutch engine packs its criteria, in priority order, into the fields of one wide
//! integer per edge, so that a maximum-weight matching is lexicographically best.

pub(crate) mod cardinality;
pub mod lexicographic;
mod nesting;
mod priced;
mod wide;

use nesting::Nesting;

use priced::Price;
pub use priced::{max_weight_matching_tight_priced, max_weight_matching_with_duals_priced};

pub use wide::{Weight, Wide};

/// An undirected edge `(u, v, weight)`.
pub type Edge<W> = (usize, usize, W);

const NONE: usize = usize::MAX;

/// A maximum-weight matching of the graph with `n` vertices and `edges` (weights must be
/// non-negative). Returns, per vertex, its mate.
#[must_use]
pub fn max_weight_matching<W: Weight>(n: usize, edges: &[Edge<W>]) -> Vec<Option<usize>> {
    if n == 0 || edges.is_empty() {
        return vec![None; n];
    }
    let mut m = Matcher::new(n, edges);
    m.solve();
    m.mates()
}

/// A maximum-weight matching ([`max_weight_matching`]) and, per edge, its *optimality credit*
/// when it is tight under the optimal dual solution the algorithm ends with (`None` when its
/// reduced cost, counting the duals of the blossoms that hold both ends, is positive).
///
/// By complementary slackness, every edge of *every* maximum-weight matching is tight (one
/// optimal dual serves all optimal matchings), and a matching of tight edges is optimal
/// exactly when it covers every vertex of positive dual and fills every blossom of positive
/// dual (⌊|B|/2⌋ of its edges inside B). An edge's credit counts those it serves: its ends of
/// positive dual and the blossoms of positive dual that hold it. So among the matchings of
/// tight edges, the optimal ones are those of the largest total credit (the number of such
/// vertices plus Σ⌊|B|/2⌋ over such blossoms): a narrow stand-in for the wide weights, which
/// lets a problem whose weights refine these ones in lower-order digits be solved on the
/// tight edges with small integers ([`crate::matching::lexicographic::weights::solve`]).
#[must_use]
pub fn max_weight_matching_tight<W: Weight>(n: usize, edges: &[Edge<W>]) -> (Vec<Option<usize>>, Vec<Option<u32>>) {
    max_weight_matching_tight_of(n, edges.len(), |k| (edges[k].0, edges[k].1), |k| edges[k].2)
}

/// [`max_weight_matching_tight`] of the `m` edges whose ends and weight are `ends(k)` and
/// `weight(k)` (each weight asked for once), without a list of them: in a large bracket the
/// list would be a good part of the memory.
pub fn max_weight_matching_tight_of<W: Weight>(
    n: usize,
    m_edges: usize,
    ends: impl Fn(usize) -> (usize, usize),
    weight: impl FnMut(usize) -> W,
) -> (Vec<Option<usize>>, Vec<Option<u32>>) {
    if n == 0 || m_edges == 0 {
        return (vec![None; n], vec![Some(0); m_edges]);
    }
    let mut m = Matcher::build(n, m_edges, ends, weight);
    m.solve();
    let nesting = Nesting::of(&m);
    let credit = (0..m_edges).map(|k| m.credit(k, &nesting)).collect();
    (m.mates(), credit)
}

/// A maximum-weight matching ([`max_weight_matching`]) and an optimal dual of it: per vertex,
/// four times its dual variable y (so that y_u + y_v ≥ w for every edge (u, v, w), with the
/// duals of the blossoms that hold both ends, and the matching's weight is the dual's value).
#[must_use]
pub fn max_weight_matching_with_duals<W: Weight>(n: usize, edges: &[Edge<W>]) -> (Vec<Option<usize>>, Vec<W>) {
    if n == 0 || edges.is_empty() {
        return (vec![None; n], vec![W::ZERO; n]);
    }
    let mut m = Matcher::new(n, edges);
    m.solve();
    (m.mates(), m.vertex_duals())
}

/// One edge seen from one end ([`Matcher::adj`]): 24 bytes with a 128-bit weight (packed to
/// 8-byte alignment), since the adjacency holds two per edge and is most of the memory.
#[derive(Clone, Copy)]
#[repr(C, packed(8))]
struct Incidence<W> {
    /// The far endpoint index (edge `p / 2`).
    p: u32,
    /// The far vertex.
    w: u32,
    /// Twice the edge's weight.
    twice: W,
}

struct Matcher<W: Weight> {
    n: usize,
    /// Twice each edge's weight, so that a slack costs one addition and one subtraction.
    twice: Vec<W>,
    endpoint: Vec<usize>,
    /// Each vertex's incident edges, flat and in vertex order (vertex `v`'s from
    /// `adj_start[v]` to `adj_start[v + 1]`): the far endpoint index `p` (edge `p / 2`, far
    /// vertex `endpoint[p]`) with the far vertex and twice the edge's weight beside it, so the
    /// forest's scan of a vertex reads one contiguous run of memory.
    adj_start: Vec<usize>,
    adj: Vec<Incidence<W>>,
    mate: Vec<usize>,
    label: Vec<u8>,
    labelend: Vec<usize>,
    inblossom: Vec<usize>,
    blossomparent: Vec<usize>,
    blossomchilds: Vec<Vec<usize>>,
    blossombase: Vec<usize>,
    blossomendps: Vec<Vec<usize>>,
    bestedge: Vec<usize>,
    blossombestedges: Vec<Option<Vec<usize>>>,
    unusedblossoms: Vec<usize>,
    dualvar: Vec<W>,
    /// Edges known tight in this stage, one bit each (so the scan's lookups stay in cache).
    allowedge: Vec<u64>,
    queue: Vec<usize>,
    /// The tree of the forest each labelled top-level blossom belongs to (its root vertex).
    tree: Vec<usize>,
    /// Trees that took part in an augmentation in this stage: their labels are stale.
    dead: Vec<bool>,
    /// Scratch for [`Matcher::add_blossom`]: per outer blossom, the least-slack edge to it
    /// so far (`NONE` when none) and that slack, and the blossoms touched.
    best_to: Vec<usize>,
    best_to_slack: Vec<W>,
    touched: Vec<usize>,
}

impl<W: Weight> Matcher<W> {
    /// The matcher of the graph with `n` vertices and `edges`, whose weights it doubles (which
    /// keeps every dual variable integral); it keeps no reference to `edges`.
    ///
    /// # Panics
    /// With 2^31 edges or 2^32 vertices or more.
    fn new(n: usize, edges: &[Edge<W>]) -> Self {
        Matcher::build(n, edges.len(), |k| (edges[k].0, edges[k].1), |k| edges[k].2)
    }

    /// [`Matcher::new`] of the `m` edges whose ends and weight are `ends(k)` and `weight(k)`
    /// (each weight asked for once): no list of the edges need be made for it.
    fn build(n: usize, m: usize, ends: impl Fn(usize) -> (usize, usize), mut weight: impl FnMut(usize) -> W) -> Self {
        let small = |x: usize| u32::try_from(x).expect("fewer than 2^32 vertices and 2^31 edges");
        let mut endpoint = Vec::with_capacity(2 * m);
        // Each vertex's incidences in one flat run, placed by counting: the far endpoint of
        // edge k at i is 2k + 1, at j it is 2k.
        let mut adj_start = vec![0usize; n + 1];
        for k in 0..m {
            let (i, j) = ends(k);
            endpoint.push(i);
            endpoint.push(j);
            adj_start[i + 1] += 1;
            adj_start[j + 1] += 1;
        }
        for v in 0..n {
            adj_start[v + 1] += adj_start[v];
        }
        let mut fill = adj_start.clone();
        let mut adj = vec![Incidence { p: 0, w: 0, twice: W::ZERO }; 2 * m];
        let mut twice_of = Vec::with_capacity(m);
        let mut maxweight = W::ZERO;
        for k in 0..m {
            let (i, j) = (endpoint[2 * k], endpoint[2 * k + 1]);
            let w = weight(k);
            maxweight = maxweight.max(w + w);
            let twice = w + w + w + w;
            twice_of.push(twice);
            adj[fill[i]] = Incidence { p: small(2 * k + 1), w: small(j), twice };
            fill[i] += 1;
            adj[fill[j]] = Incidence { p: small(2 * k), w: small(i), twice };
            fill[j] += 1;
        }
        let mut dualvar = vec![maxweight; n];
        dualvar.extend(std::iter::repeat_n(W::ZERO, n));
        Matcher {
            adj_start,
            adj,
            n,
            twice: twice_of,
            endpoint,
            mate: vec![NONE; n],
            label: vec![0; 2 * n],
            labelend: vec![NONE; 2 * n],
            inblossom: (0..n).collect(),
            blossomparent: vec![NONE; 2 * n],
            blossomchilds: vec![Vec::new(); 2 * n],
            blossombase: (0..n).chain(std::iter::repeat_n(NONE, n)).collect(),
            blossomendps: vec![Vec::new(); 2 * n],
            bestedge: vec![NONE; 2 * n],
            blossombestedges: vec![None; 2 * n],
            unusedblossoms: (n..2 * n).rev().collect(),
            dualvar,
            allowedge: vec![0; m.div_ceil(64)],
            queue: Vec::new(),
            tree: vec![NONE; 2 * n],
            best_to: vec![NONE; 2 * n],
            best_to_slack: vec![W::ZERO; 2 * n],
            touched: Vec::new(),
            dead: vec![false; n],
        }
    }

    /// Edge `k`'s ends.
    #[inline]
    fn ends(&self, k: usize) -> (usize, usize) {
        (self.endpoint[2 * k], self.endpoint[2 * k + 1])
    }

    fn mates(&self) -> Vec<Option<usize>> {
        self.mate.iter().map(|&p| if p == NONE { None } else { Some(self.endpoint[p]) }).collect()
    }

    /// The vertices' dual variables, four times y ([`max_weight_matching_with_duals`]).
    fn vertex_duals(&self) -> Vec<W> {
        self.dualvar[..self.n].to_vec()
    }

    /// The blossoms holding vertex `v`, innermost first.
    #[cfg(test)]
    fn enclosing(&self, v: usize) -> Vec<usize> {
        let mut chain = Vec::new();
        let mut b = self.blossomparent[v];
        while b != NONE {
            chain.push(b);
            b = self.blossomparent[b];
        }
        chain
    }

    /// Edge `k`'s optimality credit ([`max_weight_matching_tight`]): `None` when its reduced
    /// cost — [`Self::slack`] plus twice the dual of every blossom holding both ends — is
    /// positive; otherwise its ends of positive dual plus the blossoms of positive dual
    /// holding it. `nesting` is the matcher's final blossom forest ([`Nesting::of`]).
    fn credit(&self, k: usize, nesting: &Nesting<W>) -> Option<u32> {
        let (i, j) = self.ends(k);
        match self.price(i, j, self.twice[k], nesting) {
            Price::Tight(c) => Some(c),
            _ => None,
        }
    }

    /// How a pair (i, j) of weight `twice` / 4 (four times the weight, as the matcher keeps
    /// it doubled) stands against the final dual: its reduced cost positive, zero (with the
    /// credit an edge of it would have, [`Self::credit`]) or negative. The pair need not be
    /// one of the matcher's edges ([`priced`]).
    fn price(&self, i: usize, j: usize, twice: W, nesting: &Nesting<W>) -> Price {
        let s = self.dualvar[i] + self.dualvar[j] - twice;
        if s > W::ZERO {
            // Blossom duals are never negative: they can only add to a positive slack.
            return Price::Slack;
        }
        let credit = u32::from(self.dualvar[i] > W::ZERO) + u32::from(self.dualvar[j] > W::ZERO);
        let (s, credit) = if self.inblossom[i] == self.inblossom[j] {
            let (blossoms, positive) = nesting.common(i, j);
            (s + blossoms, credit + positive)
        } else {
            // No blossom holds both ends.
            (s, credit)
        };
        match s.cmp(&W::ZERO) {
            std::cmp::Ordering::Greater => Price::Slack,
            std::cmp::Ordering::Equal => Price::Tight(credit),
            std::cmp::Ordering::Less => Price::Infeasible,
        }
    }

    fn slack(&self, k: usize) -> W {
        let (i, j) = self.ends(k);
        self.dualvar[i] + self.dualvar[j] - self.twice[k]
    }

    fn leaves(&self, b: usize, out: &mut Vec<usize>) {
        if b < self.n {
            out.push(b);
        } else {
            for &c in &self.blossomchilds[b] {
                self.leaves(c, out);
            }
        }
    }

    fn leaves_of(&self, b: usize) -> Vec<usize> {
        let mut v = Vec::new();
        self.leaves(b, &mut v);
        v
    }

    fn assign_label(&mut self, w: usize, t: u8, p: usize) {
        let b = self.inblossom[w];
        self.tree[b] = if p == NONE { w } else { self.tree[self.inblossom[self.endpoint[p]]] };
        self.label[w] = t;
        self.label[b] = t;
        self.labelend[w] = p;
        self.labelend[b] = p;
        self.bestedge[w] = NONE;
        self.bestedge[b] = NONE;
        if t == 1 {
            let l = self.leaves_of(b);
            self.queue.extend(l);
        } else if t == 2 {
            let base = self.blossombase[b];
            let mb = self.mate[base];
            self.assign_label(self.endpoint[mb], 1, mb ^ 1);
        }
    }

    fn scan_blossom(&mut self, mut v: usize, mut w: usize) -> usize {
        let mut path = Vec::new();
        let mut base = NONE;
        while v != NONE || w != NONE {
            let mut b = self.inblossom[v];
            if self.label[b] & 4 != 0 {
                base = self.blossombase[b];
                break;
            }
            path.push(b);
            self.label[b] = 5;
            if self.labelend[b] == NONE {
                v = NONE;
            } else {
                v = self.endpoint[self.labelend[b]];
                b = self.inblossom[v];
                v = self.endpoint[self.labelend[b]];
            }
            if w != NONE {
                std::mem::swap(&mut v, &mut w);
            }
        }
        for b in path {
            self.label[b] = 1;
        }
        base
    }

    fn add_blossom(&mut self, base: usize, k: usize) {
        let (mut v, mut w) = self.ends(k);
        let bb = self.inblossom[base];
        let mut bv = self.inblossom[v];
        let mut bw = self.inblossom[w];
        let b = self.unusedblossoms.pop().expect("blossom slots");
        self.blossombase[b] = base;
        self.blossomparent[b] = NONE;
        self.blossomparent[bb] = b;
        let mut path = Vec::new();
        let mut endps = Vec::new();
        while bv != bb {
            self.blossomparent[bv] = b;
            path.push(bv);
            endps.push(self.labelend[bv]);
            v = self.endpoint[self.labelend[bv]];
            bv = self.inblossom[v];
        }
        path.push(bb);
        path.reverse();
        endps.reverse();
        endps.push(2 * k);
        while bw != bb {
            self.blossomparent[bw] = b;
            path.push(bw);
            endps.push(self.labelend[bw] ^ 1);
            w = self.endpoint[self.labelend[bw]];
            bw = self.inblossom[w];
        }
        self.blossomchilds[b] = path.clone();
        self.blossomendps[b] = endps;
        self.label[b] = 1;
        self.labelend[b] = self.labelend[bb];
        self.tree[b] = self.tree[bb];
        self.dualvar[b] = W::ZERO;
        for v in self.leaves_of(b) {
            if self.label[self.inblossom[v]] == 2 {
                self.queue.push(v);
            }
            self.inblossom[v] = b;
        }
        // The least-slack edge from the new blossom to each outer blossom, gathered from the
        // sub-blossoms' lists, or from their vertices' adjacency where they have none.
        let mut touched = std::mem::take(&mut self.touched);
        for &bv in &path {
            match self.blossombestedges[bv].take() {
                Some(list) => {
                    for k in list {
                        let (i, j) = self.ends(k);
                        let j = if self.inblossom[j] == b { i } else { j };
                        let bj = self.inblossom[j];
                        if bj != b && self.label[bj] == 1 {
                            let s = self.slack(k);
                            self.offer_best_to(bj, k, s, &mut touched);
                        }
                    }
                }
                None => {
                    for v in self.leaves_of(bv) {
                        let yv = self.dualvar[v];
                        for idx in self.adj_start[v]..self.adj_start[v + 1] {
                            let Incidence { p, w, twice } = self.adj[idx];
                            let (p, w) = (p as usize, w as usize);
                            let bj = self.inblossom[w];
                            if bj != b && self.label[bj] == 1 {
                                let s = yv + self.dualvar[w] - twice;
                                self.offer_best_to(bj, p / 2, s, &mut touched);
                            }
                        }
                    }
                }
            }
            self.bestedge[bv] = NONE;
        }
        // In blossom order, as a scan of every blossom would list them.
        touched.sort_unstable();
        let mut list = Vec::with_capacity(touched.len());
        self.bestedge[b] = NONE;
        let mut least = W::ZERO;
        for &bj in &touched {
            let k = self.best_to[bj];
            if self.bestedge[b] == NONE || self.best_to_slack[bj] < least {
                self.bestedge[b] = k;
                least = self.best_to_slack[bj];
            }
            list.push(k);
            self.best_to[bj] = NONE;
        }
        touched.clear();
        self.touched = touched;
        self.blossombestedges[b] = Some(list);
    }

    /// Marks edge `k` tight for this stage.
    fn allow(&mut self, k: usize) {
        self.allowedge[k / 64] |= 1 << (k % 64);
    }

    /// Whether edge `k` is marked tight in this stage.
    fn allowed(&self, k: usize) -> bool {
        self.allowedge[k / 64] >> (k % 64) & 1 == 1
    }

    /// Keeps edge `k` (slack `s`) as the least-slack edge towards outer blossom `bj` when it
    /// is less than the one kept so far ([`Self::add_blossom`]).
    fn offer_best_to(&mut self, bj: usize, k: usize, s: W, touched: &mut Vec<usize>) {
        if self.best_to[bj] == NONE {
            touched.push(bj);
        } else if s >= self.best_to_slack[bj] {
            return;
        }
        self.best_to[bj] = k;
        self.best_to_slack[bj] = s;
    }

    fn expand_blossom(&mut self, b: usize) {
        let childs = self.blossomchilds[b].clone();
        for &s in &childs {
            self.tree[s] = self.tree[b];
            self.blossomparent[s] = NONE;
            if s < self.n {
                self.inblossom[s] = s;
            } else {
                for v in self.leaves_of(s) {
                    self.inblossom[v] = s;
                }
            }
        }
        if self.label[b] == 2 {
            let len = childs.len() as isize;
            let entrychild = self.inblossom[self.endpoint[self.labelend[b] ^ 1]];
            let mut j = childs.iter().position(|&c| c == entrychild).expect("entry child") as isize;
            let (jstep, endptrick): (isize, usize) = if j & 1 == 1 {
                j -= len;
                (1, 0)
            } else {
                (-1, 1)
            };
            let at = |j: isize| -> usize { j.rem_euclid(len) as usize };
            let endps = self.blossomendps[b].clone();
            let mut p = self.labelend[b];
            while j != 0 {
                self.label[self.endpoint[p ^ 1]] = 0;
                let q = endps[at(j - endptrick as isize)] ^ endptrick ^ 1;
                self.label[self.endpoint[q]] = 0;
                self.assign_label(self.endpoint[p ^ 1], 2, p);
                self.allow(endps[at(j - endptrick as isize)] / 2);
                j += jstep;
                p = endps[at(j - endptrick as isize)] ^ endptrick;
                self.allow(p / 2);
                j += jstep;
            }
            let bv = childs[at(j)];
            self.label[self.endpoint[p ^ 1]] = 2;
            self.label[bv] = 2;
            self.labelend[self.endpoint[p ^ 1]] = p;
            self.labelend[bv] = p;
            self.bestedge[bv] = NONE;
            j += jstep;
            while childs[at(j)] != entrychild {
                let bv = childs[at(j)];
                if self.label[bv] == 1 {
                    j += jstep;
                    continue;
                }
                let mut found = NONE;
                for v in self.leaves_of(bv) {
                    if self.label[v] != 0 {
                        found = v;
                        break;
                    }
                }
                if found != NONE {
                    let v = found;
                    self.label[v] = 0;
                    let mb = self.mate[self.blossombase[bv]];
                    self.label[self.endpoint[mb]] = 0;
                    self.assign_label(v, 2, self.labelend[v]);
                }
                j += jstep;
            }
        }
        self.label[b] = 0;
        self.labelend[b] = NONE;
        self.blossomchilds[b] = Vec::new();
        self.blossomendps[b] = Vec::new();
        self.blossombase[b] = NONE;
        self.blossombestedges[b] = None;
        self.bestedge[b] = NONE;
        self.unusedblossoms.push(b);
    }

    fn augment_blossom(&mut self, b: usize, v: usize) {
        let mut t = v;
        while self.blossomparent[t] != b {
            t = self.blossomparent[t];
        }
        if t >= self.n {
            self.augment_blossom(t, v);
        }
        let childs = self.blossomchilds[b].clone();
        let endps = self.blossomendps[b].clone();
        let len = childs.len() as isize;
        let at = |j: isize| -> usize { j.rem_euclid(len) as usize };
        let i = childs.iter().position(|&c| c == t).expect("child") as isize;
        let mut j = i;
        let (jstep, endptrick): (isize, usize) = if i & 1 == 1 {
            j -= len;
            (1, 0)
        } else {
            (-1, 1)
        };
        while j != 0 {
            j += jstep;
            let t = childs[at(j)];
            let p = endps[at(j - endptrick as isize)] ^ endptrick;
            if t >= self.n {
                self.augment_blossom(t, self.endpoint[p]);
            }
            j += jstep;
            let t = childs[at(j)];
            if t >= self.n {
                self.augment_blossom(t, self.endpoint[p ^ 1]);
            }
            self.mate[self.endpoint[p]] = p ^ 1;
            self.mate[self.endpoint[p ^ 1]] = p;
        }
        let i = i as usize;
        let mut nc = childs[i..].to_vec();
        nc.extend_from_slice(&childs[..i]);
        let mut ne = endps[i..].to_vec();
        ne.extend_from_slice(&endps[..i]);
        self.blossombase[b] = self.blossombase[nc[0]];
        self.blossomchilds[b] = nc;
        self.blossomendps[b] = ne;
    }

    fn augment_matching(&mut self, k: usize) {
        let (v, w) = self.ends(k);
        for (mut s, mut p) in [(v, 2 * k + 1), (w, 2 * k)] {
            loop {
                let bs = self.inblossom[s];
                if bs >= self.n {
                    self.augment_blossom(bs, s);
                }
                self.mate[s] = p;
                if self.labelend[bs] == NONE {
                    break;
                }
                let t = self.endpoint[self.labelend[bs]];
                let bt = self.inblossom[t];
                s = self.endpoint[self.labelend[bt]];
                let j = self.endpoint[self.labelend[bt] ^ 1];
                if bt >= self.n {
                    self.augment_blossom(bt, j);
                }
                self.mate[j] = self.labelend[bt];
                p = self.labelend[bt] ^ 1;
            }
        }
    }

    /// Whether `x` is labelled in a tree spent by an augmentation in this stage.
    fn in_dead_tree(&self, x: usize) -> bool {
        let b = self.inblossom[x];
        self.label[b] != 0 && self.dead[self.tree[b]]
    }

    /// Edmonds' primal-dual stages. A stage grows the alternating forest from every free
    /// vertex over tight edges; unlike the textbook stage, it does not stop at the first
    /// augmenting path: the two trees it joins are spent (their labels are stale), and the
    /// other trees go on, so one stage may augment many times. The duals are updated only in a
    /// stage that has not augmented yet, when every tree is whole, so the invariants of the
    /// algorithm hold as in the one-augmentation version.
    ///
    /// Outer blossoms of zero dual are not expanded when a stage ends (the textbook does): a
    /// blossom stays a valid blossom after an augmentation (its base is moved to the new
    /// mate), and one of zero dual that later becomes inner is expanded at once by the next
    /// dual update (a step of zero). Keeping them saves re-forming the same blossoms stage
    /// after stage, which on the wide Dutch passes was a third of the time.
    fn solve(&mut self) {
        let n = self.n;
        for _ in 0..n {
            self.label.iter_mut().for_each(|x| *x = 0);
            self.bestedge.iter_mut().for_each(|x| *x = NONE);
            for b in n..2 * n {
                self.blossombestedges[b] = None;
            }
            self.allowedge.iter_mut().for_each(|x| *x = 0);
            self.dead.iter_mut().for_each(|x| *x = false);
            self.queue.clear();
            for v in 0..n {
                if self.mate[v] == NONE && self.label[self.inblossom[v]] == 0 {
                    self.assign_label(v, 1, NONE);
                }
            }
            let mut augmented = false;
            loop {
                while let Some(v) = self.queue.pop() {
                    if self.in_dead_tree(v) {
                        continue;
                    }
                    // Duals change only between scans (a blossom may form around v meanwhile).
                    let yv = self.dualvar[v];
                    for idx in self.adj_start[v]..self.adj_start[v + 1] {
                        let Incidence { p, w, twice } = self.adj[idx];
                        let (p, w) = (p as usize, w as usize);
                        let k = p / 2;
                        if self.inblossom[v] == self.inblossom[w] || self.in_dead_tree(w) {
                            continue;
                        }
                        let mut kslack = W::ZERO;
                        if !self.allowed(k) {
                            // The slack of edge k, whose ends are v and w.
                            kslack = yv + self.dualvar[w] - twice;
                            if kslack <= W::ZERO {
                                self.allow(k);
                            }
                        }
                        if self.allowed(k) {
                            if self.label[self.inblossom[w]] == 0 {
                                self.assign_label(w, 2, p ^ 1);
                            } else if self.label[self.inblossom[w]] == 1 {
                                let base = self.scan_blossom(v, w);
                                if base != NONE {
                                    self.add_blossom(base, k);
                                } else {
                                    // Both trees are spent for this stage; the others go on
                                    // looking for augmenting paths of their own.
                                    let trees = [self.tree[self.inblossom[v]], self.tree[self.inblossom[w]]];
                                    self.augment_matching(k);
                                    for t in trees {
                                        self.dead[t] = true;
                                    }
                                    augmented = true;
                                    break;
                                }
                            } else if self.label[w] == 0 {
                                self.label[w] = 2;
                                self.labelend[w] = p ^ 1;
                            }
                        } else if self.label[self.inblossom[w]] == 1 {
                            let b = self.inblossom[v];
                            if self.bestedge[b] == NONE || kslack < self.slack(self.bestedge[b]) {
                                self.bestedge[b] = k;
                            }
                        } else if self.label[w] == 0
                            && (self.bestedge[w] == NONE || kslack < self.slack(self.bestedge[w]))
                        {
                            self.bestedge[w] = k;
                        }
                    }
                }
                if augmented {
                    break;
                }
                // Dual update.
                let mut deltatype = 1;
                let mut delta = self.dualvar[..n].iter().copied().min().unwrap_or(W::ZERO);
                let mut deltaedge = NONE;
                let mut deltablossom = NONE;
                for v in 0..n {
                    if self.label[self.inblossom[v]] == 0 && self.bestedge[v] != NONE {
                        let d = self.slack(self.bestedge[v]);
                        if d < delta {
                            delta = d;
                            deltatype = 2;
                            deltaedge = self.bestedge[v];
                        }
                    }
                }
                for b in 0..2 * n {
                    if self.blossomparent[b] == NONE && self.label[b] == 1 && self.bestedge[b] != NONE {
                        let d = self.slack(self.bestedge[b]).half();
                        if d < delta {
                            delta = d;
                            deltatype = 3;
                            deltaedge = self.bestedge[b];
                        }
                    }
                }
                for b in n..2 * n {
                    if self.blossombase[b] != NONE
                        && self.blossomparent[b] == NONE
                        && self.label[b] == 2
                        && self.dualvar[b] < delta
                    {
                        delta = self.dualvar[b];
                        deltatype = 4;
                        deltablossom = b;
                    }
                }
                if delta < W::ZERO {
                    delta = W::ZERO;
                }
                for v in 0..n {
                    match self.label[self.inblossom[v]] {
                        1 => self.dualvar[v] = self.dualvar[v] - delta,
                        2 => self.dualvar[v] = self.dualvar[v] + delta,
                        _ => {}
                    }
                }
                for b in n..2 * n {
                    if self.blossombase[b] != NONE && self.blossomparent[b] == NONE {
                        match self.label[b] {
                            1 => self.dualvar[b] = self.dualvar[b] + delta,
                            2 => self.dualvar[b] = self.dualvar[b] - delta,
                            _ => {}
                        }
                    }
                }
                match deltatype {
                    1 => break,
                    2 => {
                        self.allow(deltaedge);
                        let (mut i, j) = self.ends(deltaedge);
                        if self.label[self.inblossom[i]] == 0 {
                            i = j;
                        }
                        self.queue.push(i);
                    }
                    3 => {
                        self.allow(deltaedge);
                        let (i, _) = self.ends(deltaedge);
                        self.queue.push(i);
                    }
                    _ => self.expand_blossom(deltablossom),
                }
            }
            if !augmented {
                break;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{RngExt, SeedableRng};

    fn brute(n: usize, edges: &[Edge<i64>]) -> i64 {
        fn go(v: usize, n: usize, used: &mut Vec<bool>, adj: &[Vec<(usize, i64)>]) -> i64 {
            if v == n {
                return 0;
            }
            if used[v] {
                return go(v + 1, n, used, adj);
            }
            used[v] = true;
            let mut best = go(v + 1, n, used, adj);
            for &(w, wt) in &adj[v] {
                if !used[w] {
                    used[w] = true;
                    best = best.max(wt + go(v + 1, n, used, adj));
                    used[w] = false;
                }
            }
            used[v] = false;
            best
        }
        let mut adj = vec![Vec::new(); n];
        for &(u, v, w) in edges {
            adj[u].push((v, w));
            adj[v].push((u, w));
        }
        go(0, n, &mut vec![false; n], &adj)
    }

    fn value(edges: &[Edge<i64>], mate: &[Option<usize>]) -> i64 {
        let mut total = 0;
        for &(u, v, w) in edges {
            if mate[u] == Some(v) {
                total += w;
            }
        }
        total
    }

    #[test]
    fn agrees_with_brute_force_on_random_graphs() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
        for _ in 0..400 {
            let n = rng.random_range(1..=10usize);
            let mut edges = Vec::new();
            for u in 0..n {
                for v in u + 1..n {
                    if rng.random_bool(0.5) {
                        edges.push((u, v, rng.random_range(0..20i64)));
                    }
                }
            }
            let mate = max_weight_matching(n, &edges);
            for (u, m) in mate.iter().enumerate() {
                if let Some(v) = m {
                    assert_eq!(mate[*v], Some(u));
                }
            }
            assert_eq!(value(&edges, &mate), brute(n, &edges), "{edges:?}");
            let wide: Vec<Edge<Wide<3>>> = edges.iter().map(|&(u, v, w)| (u, v, Wide::from_u64(w as u64))).collect();
            let mate2 = max_weight_matching(n, &wide);
            assert_eq!(value(&edges, &mate2), brute(n, &edges));
        }
    }

    /// The optimality certificate of linear programming duality for the matching polytope
    /// (Edmonds): the matcher's final dual must be feasible (every edge's reduced cost, with
    /// the duals of the blossoms holding both ends, is non-negative; duals non-negative), and
    /// complementary to its matching (matched edges tight, free vertices of zero dual,
    /// blossoms of positive dual full). Any matching with such a dual is a maximum-weight one,
    /// whatever algorithm produced it.
    fn assert_certified(n: usize, edges: &[Edge<i64>]) {
        let mut m = Matcher::new(n, edges);
        m.solve();
        let chains: Vec<Vec<usize>> = (0..n).map(|v| m.enclosing(v)).collect();
        let mate = m.mates();
        for (v, mv) in mate.iter().enumerate() {
            assert!(m.dualvar[v] >= 0, "vertex {v} has a negative dual");
            if mv.is_none() {
                assert_eq!(m.dualvar[v], 0, "free vertex {v} keeps a positive dual");
            }
        }
        let nesting = Nesting::of(&m);
        for (k, &(i, j, _)) in edges.iter().enumerate() {
            let mut reduced = m.slack(k);
            let mut credit = u32::from(m.dualvar[i] > 0) + u32::from(m.dualvar[j] > 0);
            for (&bi, &bj) in chains[i].iter().rev().zip(chains[j].iter().rev()) {
                if bi != bj {
                    break;
                }
                reduced += 2 * m.dualvar[bi];
                credit += u32::from(m.dualvar[bi] > 0);
            }
            // The credit from the blossom forest agrees with this walk.
            assert_eq!(m.credit(k, &nesting), (reduced == 0).then_some(credit), "credit of edge {k}");
            assert!(reduced >= 0, "edge {k} ({i}, {j}) has reduced cost {reduced}");
            if mate[i] == Some(j) {
                assert_eq!(reduced, 0, "matched edge {k} ({i}, {j}) is not tight");
            }
        }
        for b in n..2 * n {
            if m.blossombase[b] == NONE {
                continue;
            }
            assert!(m.dualvar[b] >= 0, "blossom {b} has a negative dual");
            if m.dualvar[b] > 0 {
                let leaves = m.leaves_of(b);
                let inside = leaves.iter().filter(|&&v| mate[v].is_some_and(|w| leaves.contains(&w))).count();
                assert_eq!(inside, leaves.len() - 1, "blossom {b} of positive dual is not full");
            }
        }
    }

    #[test]
    fn the_final_dual_certifies_the_matching() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(23);
        for round in 0..1500 {
            let n = rng.random_range(2..=if round % 20 == 0 { 160 } else { 40 });
            let density = rng.random_range(0.05..1.0);
            // Few distinct weights make ties, blossoms and long alternating paths common, as
            // the packed criteria of a Swiss round do.
            let spread = *[2i64, 3, 5, 50, 1000].get(round % 5).expect("spread");
            let mut edges = Vec::new();
            for u in 0..n {
                for v in u + 1..n {
                    if rng.random_bool(density) {
                        edges.push((u, v, rng.random_range(0..spread)));
                    }
                }
            }
            if !edges.is_empty() {
                assert_certified(n, &edges);
            }
        }
    }

    /// Scaling every weight by 2^shift changes no comparison the algorithm makes, so the
    /// matching over wide weights in the high limbs must be the very same as over `i64`.
    fn scaled<const L: usize>(edges: &[Edge<i64>], shift: u32, low: &[u128]) -> Vec<Edge<Wide<L>>> {
        edges
            .iter()
            .zip(low)
            .map(|(&(u, v, w), &l)| (u, v, Wide::<L>::ZERO.add_shifted(w as u128, shift).add_shifted(l, 0)))
            .collect()
    }

    #[test]
    fn wide_weights_give_the_same_matching_as_narrow_ones() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(11);
        for round in 0..3000 {
            let n = rng.random_range(2..=if round % 10 == 0 { 40 } else { 12 });
            let density = rng.random_range(0.2..1.0);
            let mut edges = Vec::new();
            for u in 0..n {
                for v in u + 1..n {
                    if rng.random_bool(density) {
                        edges.push((u, v, rng.random_range(0..1000i64)));
                    }
                }
            }
            let mate = max_weight_matching(n, &edges);
            if n <= 12 {
                assert_eq!(value(&edges, &mate), brute(n, &edges), "{edges:?}");
            }
            let zero = vec![0u128; edges.len()];
            assert_eq!(max_weight_matching(n, &scaled::<3>(&edges, 150, &zero)), mate);
            assert_eq!(max_weight_matching(n, &scaled::<5>(&edges, 250, &zero)), mate);
            assert_eq!(max_weight_matching(n, &scaled::<7>(&edges, 64 * 6 - 20, &zero)), mate);
            // Low-order noise smaller than one unit of the scaled weight, summed over any
            // matching, never changes which total is larger: the matching keeps the scaled
            // weights' optimum value.
            let noise: Vec<u128> = edges.iter().map(|_| rng.random_range(0..1u128 << 100)).collect();
            let mate3 = max_weight_matching(n, &scaled::<6>(&edges, 120, &noise));
            assert_eq!(value(&edges, &mate3), value(&edges, &mate), "{edges:?}");
        }
    }
}

#[cfg(test)]
mod timing {
    use super::*;
    use rand::{RngExt, SeedableRng};

    #[test]
    #[ignore = "timing probe"]
    fn dense_400() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(1);
        let n = 400;
        let mut edges = Vec::new();
        for u in 0..n {
            for v in u + 1..n {
                let w: Wide<4> = Wide::from_u64(1).add_shifted(1, 200).add_shifted(rng.random_range(0..1000u128), 20);
                edges.push((u, v, w));
            }
        }
        let t = std::time::Instant::now();
        let m = max_weight_matching(n, &edges);
        eprintln!("{:?} {}", t.elapsed(), m.iter().flatten().count());
    }
}
