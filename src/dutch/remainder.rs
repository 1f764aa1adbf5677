//! The remainder of a heterogeneous bracket (C.04.3 Art. 3.7.1, 2017 B.3), started from what
//! the MDP-pairing's matching already proved about the criteria.
//!
//! A heterogeneous bracket is solved twice: once for its MDP-pairing (every criterion, then
//! Art. 4.4's fields of the MDPs), and once more for the remainder, whose generation order
//! has BSNs of its own. Both matchings first decide the same criteria, and on a large bracket
//! that first pass over every edge is most of the remainder's time. [`RemainderStart`] hands
//! the MDP-pairing's certificate ([`Certified`]) to the remainder's graph in place of that
//! pass.
//!
//! # Why it is exact
//! Let P be the MDP-pairing chosen, G the bracket's graph and G′ the remainder's (G without
//! P's players). The certificate says: a matching of G's kept edges is an optimum of the
//! criteria and Art. 4.4's fields exactly when its credit (a sum over its edges) is the
//! largest, C. Every criterion field is a sum over pairs, and the remainder's criteria are the
//! bracket's with P fixed (Art. 3.7.1 pairs the remainder within the candidate P begins), so a
//! matching R of G′ is an optimum of the remainder's criteria exactly when P ∪ R is an optimum
//! of G's criteria. Art. 4.4's fields score only MDPs' pairs within the bracket, which every
//! such P ∪ R shares (the optimum decides which MDPs are paired and with whom), so P ∪ R is
//! then an optimum of G's certified fields too, hence made of kept edges, of credit C. Every
//! matching R of G′'s kept edges gives the matching P ∪ R of G (P is kept: it is in the
//! optimum), of credit at most C. So R is an optimum of the remainder's criteria exactly when
//! its credit is C − credit(P), the largest among G′'s kept edges: the certificate, less P's
//! players and their edges, is a certificate of G′'s criteria. The settled pairs other than
//! P's (edges in every optimum) stay settled.
//!
//! When the MDP-pairing pairs no MDP, the bracket is solved again in full, and the same holds
//! with P empty: the certificate is then one of its criteria and Art. 4.4's fields, which no
//! optimum of the criteria can better (they come next in the order).
//!
//! A started remainder's graph is built from the pairs the certificate keeps, and no others
//! ([`KeptPairs`]).
//!
//! It is used only when both graphs are full (no jokers, [`super::graph::Below::Relaxed`]),
//! with the same [C9] setting, so that the two graphs have the same vertices but P's players
//! and their edges in the same order. `the_remainder_started_from_the_mdp_pairing_is_the_cold_one`
//! (in `brackets.rs`) checks the whole path against the remainder solved from nothing.

use super::graph::BracketGraph;
use super::weights::Certified;

/// The PAB vertex, in place of a player.
const PAB: u32 = u32::MAX;

#[cfg(test)]
thread_local! {
    /// Tests set this to solve every remainder from nothing ([`RemainderStart::certificate`]
    /// gives none), the reference the started remainders must equal ...
    pub(crate) static COLD_REMAINDERS: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    /// ... and count the remainders started from a certificate.
    pub(crate) static STARTED_REMAINDERS: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// The MDP-pairing's certificate in players rather than vertices, for the remainder's graph.
#[derive(Clone, Debug)]
pub(crate) struct RemainderStart {
    /// The kept edges, in the MDP-pairing graph's edge order: (player, player or PAB, credit).
    kept: Vec<(u32, u32, u32)>,
    /// The optimum's pairs, both ways.
    mate: Vec<(u32, u32)>,
    /// The settled vertices.
    settled: Vec<u32>,
    /// [C9] in the MDP-pairing's graph.
    c9: bool,
}

impl RemainderStart {
    /// The certificate `c` of the MDP-pairing graph `g` (solved with [C9] `c9`), when it can
    /// start a remainder: `g` is full and `c` covers the MDP-pairing's fields.
    pub(crate) fn of(g: &BracketGraph, c: &Certified, c9: bool) -> Option<Self> {
        if g.jokers > 0 || c.to < g.mdp_pairing_fields {
            return None;
        }
        let player = |v: usize| if v < g.verts.len() { small(g.verts[v]) } else { PAB };
        let kept = c.ids.iter().map(|&k| (g.edges.ends(k), c.credit[k])).map(|((u, v), x)| (player(u), player(v), x));
        let mate = (0..g.total).filter_map(|v| c.mate[v].map(|w| (player(v), player(w))));
        let settled = (0..g.total).filter(|&v| c.settled[v]).map(player);
        Some(RemainderStart { kept: kept.collect(), mate: mate.collect(), settled: settled.collect(), c9 })
    }

    /// Whether it starts a remainder solved with [C9] `c9` (the MDP-pairing's setting).
    pub(crate) fn applies(&self, c9: bool) -> bool {
        #[cfg(test)]
        if COLD_REMAINDERS.with(std::cell::Cell::get) {
            return false;
        }
        c9 == self.c9
    }

    /// The pairs the remainder's graph needs ([`KeptPairs`]); `players` counts the round's
    /// players.
    pub(crate) fn kept_pairs(&self, players: usize) -> KeptPairs {
        let all = || self.kept.iter().map(|&(a, b, _)| (a, b)).chain(self.mate.iter().copied());
        let mut offsets = vec![0usize; players + 1];
        for (a, b) in all() {
            for p in [a, b].into_iter().filter(|&p| p != PAB) {
                offsets[p as usize + 1] += 1;
            }
        }
        for i in 0..players {
            offsets[i + 1] += offsets[i];
        }
        let mut partners = vec![0u32; offsets[players]];
        let mut fill = offsets.clone();
        for (a, b) in all() {
            for (p, q) in [(a, b), (b, a)].into_iter().filter(|&(p, _)| p != PAB) {
                partners[fill[p as usize]] = q;
                fill[p as usize] += 1;
            }
        }
        for w in offsets.windows(2) {
            partners[w[0]..w[1]].sort_unstable();
        }
        KeptPairs { offsets, partners }
    }

    /// The certificate of the remainder's graph `g` (solved with [C9] `c9`) for its criteria,
    /// when `g` is full and the orders agree; `players` counts the round's players.
    pub(crate) fn certificate(&self, g: &BracketGraph, players: usize, c9: bool) -> Option<Certified> {
        if g.jokers > 0 || !self.applies(c9) {
            return None;
        }
        #[cfg(test)]
        STARTED_REMAINDERS.with(|n| n.set(n.get() + 1));
        let mut vertex = vec![usize::MAX; players];
        for (v, &p) in g.verts.iter().enumerate() {
            vertex[p] = v;
        }
        let has_pab = g.total > g.pab_vertex;
        let at = |p: u32| -> Option<usize> {
            if p == PAB {
                has_pab.then_some(g.pab_vertex)
            } else {
                Some(vertex[p as usize]).filter(|&v| v != usize::MAX)
            }
        };
        // Both graphs list their edges by lower end, then higher end (the PAB last): a merge.
        let m = g.edges.len();
        let mut ids = Vec::with_capacity(self.kept.len());
        let mut credit = vec![0u32; m];
        let (mut k, mut last) = (0, None);
        for &(a, b, x) in &self.kept {
            let (Some(u), Some(v)) = (at(a), at(b)) else { continue };
            let pair = (u.min(v), u.max(v));
            if last.is_some_and(|l| l >= pair) {
                return None;
            }
            last = Some(pair);
            while k < m && g.edges.ends(k) < pair {
                k += 1;
            }
            if k < m && g.edges.ends(k) == pair {
                ids.push(k);
                credit[k] = x;
                k += 1;
            }
        }
        let mut mate = vec![None; g.total];
        for &(a, b) in &self.mate {
            if let (Some(u), Some(v)) = (at(a), at(b)) {
                mate[u] = Some(v);
            }
        }
        let mut settled = vec![false; g.total];
        for v in self.settled.iter().filter_map(|&p| at(p)) {
            settled[v] = true;
        }
        Some(Certified { ids, credit, mate, settled, to: g.criteria_fields })
    }
}

/// The pairs a remainder's optimum can be made of: the MDP-pairing's kept edges and its
/// optimum's pairs (the settled ones among them), by player.
///
/// # Why a graph of these pairs alone is exact
/// By the certificate (see the module's documentation), every optimum of the remainder's
/// criteria is made of kept edges and the settled vertices' pairs of the optimum. Every
/// matching of the graph of those pairs is a matching of the remainder's full graph, and the
/// optima of the criteria are matchings of both: the two graphs have the same optima of the
/// criteria, and so the same optimum of every field after them, which only chooses among
/// those. On the large brackets of a 5,000-player round 2 the kept pairs are about two
/// thirds of all (about half in later rounds), and the remainder's graph, settling and passes
/// see only them.
#[derive(Clone, Debug)]
pub(crate) struct KeptPairs {
    /// Per player, where its partners start in `partners` (one more entry at the end).
    offsets: Vec<usize>,
    /// The partners, player by player: players, or the PAB.
    partners: Vec<u32>,
}

impl KeptPairs {
    fn of(&self, p: usize) -> &[u32] {
        self.offsets.get(p..p + 2).map_or(&[], |o| &self.partners[o[0]..o[1]])
    }

    /// Marks player `p`'s partners among the players `vertex` numbers (player → vertex,
    /// `usize::MAX` when not a vertex) in `row` (by vertex), and returns them to unmark.
    pub(crate) fn mark_partners<'a>(
        &'a self,
        p: usize,
        vertex: &'a [usize],
        row: &mut [bool],
    ) -> impl Iterator<Item = usize> + 'a {
        let partners =
            self.of(p).iter().filter(|&&q| q != PAB).map(|&q| vertex[q as usize]).filter(|&v| v != usize::MAX);
        for v in partners.clone() {
            row[v] = true;
        }
        partners
    }

    /// Whether player `p` may take the PAB.
    pub(crate) fn with_pab(&self, p: usize) -> bool {
        // Sorted: the PAB, the largest, comes last.
        self.of(p).last() == Some(&PAB)
    }
}

fn small(p: usize) -> u32 {
    u32::try_from(p).expect("fewer than 2^32 players")
}
