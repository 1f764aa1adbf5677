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
//! The same holds on the smaller graphs a bracket may be solved on (`brackets::solve_bracket`):
//! the players far below as jokers ([`Below::Relaxed`]), the next scoregroup as jokers too
//! ([`Below::NextAsJokers`]). With the same shape and as many jokers of each kind, the
//! remainder's graph is the MDP-pairing's without P's players and their edges: a joker's
//! edges and values depend on the players it stands for and the whole problem's levels,
//! which the two problems share, and not on the bracket's other players. So the argument
//! above holds between those two graphs as it does between the full ones, and the optimum it
//! gives is then certified for the full remainder as any optimum of that shape is (the
//! relaxation's completion, or the next scoregroup's carrying over), or else left for a
//! larger graph solved from nothing.
//!
//! It is used only when both graphs have the same shape ([`Below`], with the jokers' numbers)
//! and the same [C9] setting, so that the two graphs have the same vertices but P's players,
//! and their edges. `the_remainder_started_from_the_mdp_pairing_is_the_cold_one` (in
//! `brackets.rs`) checks the whole path against the remainder solved from nothing.

use super::graph::{Below, BracketGraph, vertices_by_player};
use crate::matching::lexicographic::weights::{Certified, KeptAt};

/// The PAB vertex, in place of a player ([`KeptPairs`]).
const PAB: u32 = u32::MAX;

/// A vertex of the MDP-pairing's graph as the remainder's graph finds it again: a player, a
/// joker (by its place among the jokers, the next scoregroup's first) or the PAB.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum End {
    Player(u32),
    Joker(u32),
    Pab,
}

impl End {
    /// Vertex `v` of `g`.
    fn of(g: &BracketGraph, v: usize) -> End {
        let players = g.verts.len();
        if v < players {
            End::Player(small(g.verts[v]))
        } else if v < g.pab_vertex {
            End::Joker(small(v - players))
        } else {
            End::Pab
        }
    }

    /// The player, or the PAB, as [`KeptPairs`] lists them; `None` for a joker.
    fn partner(self) -> Option<u32> {
        match self {
            End::Player(p) => Some(p),
            End::Joker(_) => None,
            End::Pab => Some(PAB),
        }
    }
}

#[cfg(test)]
thread_local! {
    /// Tests set this to solve every remainder from nothing ([`RemainderStart::certificate`]
    /// gives none), the reference the started remainders must equal ...
    pub(crate) static COLD_REMAINDERS: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    /// ... and count the remainders started from a certificate, and among them those on a
    /// graph with jokers.
    pub(crate) static STARTED_REMAINDERS: std::cell::Cell<(usize, usize)> = const { std::cell::Cell::new((0, 0)) };
}

/// The MDP-pairing's certificate in players rather than vertices, for the remainder's graph.
#[derive(Clone, Debug)]
pub(crate) struct RemainderStart {
    /// The kept edges, in the MDP-pairing graph's edge order: (end, end, credit).
    kept: Vec<(End, End, u32)>,
    /// The optimum's pairs, both ways.
    mate: Vec<(End, End)>,
    /// The settled vertices.
    settled: Vec<End>,
    /// [C9] in the MDP-pairing's graph.
    c9: bool,
    /// The MDP-pairing graph's shape.
    below: Below,
}

impl RemainderStart {
    /// The certificate `c` of the MDP-pairing graph `g` (solved with [C9] `c9`), when it can
    /// start a remainder: `c` covers the MDP-pairing's fields.
    pub(crate) fn of(g: &BracketGraph, c: &Certified, c9: bool) -> Option<Self> {
        if c.to < g.mdp_pairing_fields {
            return None;
        }
        let end = |v: usize| End::of(g, v);
        let kept = c.ids.iter().map(|&k| (g.edges.ends(k), c.credit[k])).map(|((u, v), x)| (end(u), end(v), x));
        let mate = (0..g.total).filter_map(|v| c.mate[v].map(|w| (end(v), end(w))));
        let settled = (0..g.total).filter(|&v| c.settled[v]).map(end);
        Some(RemainderStart {
            kept: kept.collect(),
            mate: mate.collect(),
            settled: settled.collect(),
            c9,
            below: g.below,
        })
    }

    /// Whether it starts a remainder solved with [C9] `c9` on a graph of shape `below` (the
    /// MDP-pairing's setting and shape).
    pub(crate) fn applies(&self, c9: bool, below: Below) -> bool {
        #[cfg(test)]
        if COLD_REMAINDERS.with(std::cell::Cell::get) {
            return false;
        }
        c9 == self.c9 && below == self.below
    }

    /// The MDP-pairing graph's shape: the remainder's first try when it has the same [C9]
    /// setting (`None` otherwise).
    pub(crate) fn shape(&self, c9: bool) -> Option<Below> {
        self.applies(c9, self.below).then_some(self.below)
    }

    /// The pairs the remainder's graph needs ([`KeptPairs`]); `players` counts the round's
    /// players.
    pub(crate) fn kept_pairs(&self, players: usize) -> KeptPairs {
        // A joker's edges are all in the remainder's graph: only players' partners are listed.
        let ends = self.kept.iter().map(|&(a, b, _)| (a, b)).chain(self.mate.iter().copied());
        let all = || ends.clone().filter_map(|(a, b)| Some((a.partner()?, b.partner()?)));
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
        // The optimum lists each of its pairs both ways, and a pair may be a kept edge as
        // well: each player's partners, sorted, are kept once.
        let mut unique = 0;
        for p in 0..players {
            let (from, to) = (offsets[p], offsets[p + 1]);
            partners[from..to].sort_unstable();
            offsets[p] = unique;
            let mut last = None;
            for i in from..to {
                if last != Some(partners[i]) {
                    last = Some(partners[i]);
                    partners[unique] = partners[i];
                    unique += 1;
                }
            }
        }
        offsets[players] = unique;
        partners.truncate(unique);
        KeptPairs { offsets, partners }
    }

    /// The certificate of the remainder's graph `g` (solved with [C9] `c9`) for its criteria,
    /// when `g` has the MDP-pairing graph's shape; `players` counts the round's players.
    pub(crate) fn certificate(&self, g: &BracketGraph, players: usize, c9: bool) -> Option<Certified> {
        if !self.applies(c9, g.below) {
            return None;
        }
        #[cfg(test)]
        STARTED_REMAINDERS.with(|n| {
            let (all, jokers) = n.get();
            n.set((all + 1, jokers + usize::from(g.jokers > 0)));
        });
        let vertex = vertices_by_player(&g.verts, players);
        let has_pab = g.total > g.pab_vertex;
        let at = |e: End| -> Option<usize> {
            match e {
                End::Player(p) => Some(vertex[p as usize]).filter(|&v| v != usize::MAX),
                End::Joker(j) => Some(g.verts.len() + j as usize).filter(|&v| v < g.pab_vertex),
                End::Pab => has_pab.then_some(g.pab_vertex),
            }
        };
        // The remainder's edges by their ends: each kept edge of the MDP-pairing's graph whose
        // ends are both left is one of them.
        let by_ends = KeptAt::every(g.total, &g.edges);
        let mut ids = Vec::with_capacity(self.kept.len());
        let mut credit = vec![0u32; g.edges.len()];
        for &(a, b, x) in &self.kept {
            let (Some(u), Some(v)) = (at(a), at(b)) else { continue };
            if let Some(k) = by_ends.get(u, v) {
                ids.push(k);
                credit[k] = x;
            }
        }
        ids.sort_unstable();
        let mut mate = vec![None; g.total];
        for &(a, b) in &self.mate {
            if let (Some(u), Some(v)) = (at(a), at(b)) {
                mate[u] = Some(v);
            }
        }
        let mut settled = vec![false; g.total];
        for v in self.settled.iter().filter_map(|&e| at(e)) {
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

#[cfg(test)]
mod tests {
    use super::*;

    /// A start whose optimum's pairs are kept edges too, listed both ways: each player's
    /// partners come out once, sorted, the PAB last; jokers list nothing.
    #[test]
    fn kept_pairs_lists_each_partner_once() {
        let start = RemainderStart {
            kept: vec![
                (End::Player(0), End::Player(2), 3),
                (End::Player(0), End::Player(1), 1),
                (End::Player(1), End::Pab, 0),
                (End::Player(3), End::Joker(0), 2),
                (End::Player(2), End::Player(3), 0),
            ],
            mate: vec![
                (End::Player(0), End::Player(2)),
                (End::Player(2), End::Player(0)),
                (End::Player(1), End::Pab),
                (End::Pab, End::Player(1)),
                (End::Player(3), End::Joker(0)),
                (End::Joker(0), End::Player(3)),
            ],
            settled: vec![],
            c9: false,
            below: Below::All,
        };
        let pairs = start.kept_pairs(5);
        assert_eq!(pairs.of(0), &[1, 2]);
        assert_eq!(pairs.of(1), &[0, PAB]);
        assert_eq!(pairs.of(2), &[0, 3]);
        assert_eq!(pairs.of(3), &[2]);
        assert_eq!(pairs.of(4), &[] as &[u32]);
        assert_eq!(pairs.partners.len(), 7);
        assert!(pairs.with_pab(1) && !pairs.with_pab(0) && !pairs.with_pab(4));
    }
}
