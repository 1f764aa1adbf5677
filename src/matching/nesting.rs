//! The blossoms a solve ends with, as a forest, for the reduced cost of any pair: the
//! innermost blossom holding both ends in constant time, by an Euler tour of the forest and a
//! sparse table of its depths (lowest common ancestor as a range-minimum query).
//!
//! A pair's reduced cost counts twice the dual of every blossom that holds both its ends:
//! the innermost such blossom and the blossoms around it. Large Dutch brackets end with
//! blossoms nested hundreds deep, and a dense pass prices millions of pairs
//! ([`super::priced`]), so the walk (or a binary search) along two chains of blossoms per
//! pair would be most of the pricing's time.

use super::{Matcher, NONE, Weight};

/// The final blossom forest of a [`Matcher`] ([`Nesting::of`]).
pub(super) struct Nesting<W> {
    /// Per vertex, its innermost blossom (`NONE` when it is a blossom of its own).
    inner: Vec<usize>,
    /// Per blossom (matcher numbering), what it and the blossoms around it add to a pair that
    /// all of them hold: twice their duals, and how many of them have a positive dual.
    held: Vec<(W, u32)>,
    /// Per blossom, the position of its first visit in the Euler tour.
    first: Vec<u32>,
    /// `table[l][i]`: the shallowest blossom among the tour's positions i .. i + 2^l, packed as
    /// depth × 2^32 + blossom, so that the least packed value is the shallowest.
    table: Vec<Vec<u64>>,
}

impl<W: Weight> Nesting<W> {
    /// The blossom forest `m` ends with.
    pub(super) fn of(m: &Matcher<W>) -> Self {
        let n = m.n;
        let size = m.dualvar.len();
        let in_use = |b: usize| b >= n && m.blossombase[b] != NONE;
        let mut children: Vec<Vec<usize>> = vec![Vec::new(); size];
        let mut roots = Vec::new();
        for b in n..size {
            if !in_use(b) {
                continue;
            }
            match m.blossomparent[b] {
                NONE => roots.push(b),
                p => children[p].push(b),
            }
        }
        let mut held = vec![(W::ZERO, 0u32); size];
        let mut first = vec![0u32; size];
        let mut tour: Vec<u64> = Vec::new();
        let mut depth = vec![0u64; size];
        // Iterative depth-first walk: (blossom, next child to visit).
        let mut stack: Vec<(usize, usize)> = Vec::new();
        for &root in &roots {
            stack.push((root, 0));
            held[root] = (m.dualvar[root] + m.dualvar[root], u32::from(m.dualvar[root] > W::ZERO));
            first[root] = u32::try_from(tour.len()).expect("a tour of fewer than 2^32 visits");
            tour.push(root as u64);
            while let Some(&mut (b, ref mut next)) = stack.last_mut() {
                if let Some(&c) = children[b].get(*next) {
                    *next += 1;
                    let (s, k) = held[b];
                    held[c] = (s + m.dualvar[c] + m.dualvar[c], k + u32::from(m.dualvar[c] > W::ZERO));
                    depth[c] = depth[b] + 1;
                    first[c] = u32::try_from(tour.len()).expect("a tour of fewer than 2^32 visits");
                    tour.push(depth[c] << 32 | c as u64);
                    stack.push((c, 0));
                } else {
                    stack.pop();
                    if let Some(&(parent, _)) = stack.last() {
                        tour.push(depth[parent] << 32 | parent as u64);
                    }
                }
            }
        }
        let mut table = vec![tour];
        let mut span = 1;
        while 2 * span <= table[0].len() {
            let last = table.last().expect("the tour's row");
            let row: Vec<u64> = (0..last.len() - span).map(|i| last[i].min(last[i + span])).collect();
            table.push(row);
            span *= 2;
        }
        let inner = (0..n).map(|v| m.blossomparent[v]).collect();
        Nesting { inner, held, first, table }
    }

    /// What the blossoms holding both vertices `i` and `j` (of one top-level blossom) add to
    /// the pair: twice their duals and how many of them have a positive dual.
    pub(super) fn common(&self, i: usize, j: usize) -> (W, u32) {
        let (a, b) = (self.first[self.inner[i]] as usize, self.first[self.inner[j]] as usize);
        let (lo, hi) = (a.min(b), a.max(b));
        let level = (hi - lo + 1).ilog2() as usize;
        let row = &self.table[level];
        let shallowest = row[lo].min(row[hi + 1 - (1 << level)]);
        self.held[(shallowest & 0xFFFF_FFFF) as usize]
    }
}
