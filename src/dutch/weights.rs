//! Packing the criteria, in priority order, into one wide integer per edge: each criterion
//! (or each level of a "taken in descending order" criterion) is a field wide enough to hold
//! its largest possible sum over a matching, so fields never carry into each other and a
//! maximum-weight matching is lexicographically best.

use super::criteria::Criterion;
use crate::matching::{Edge, Wide, max_weight_matching};

/// The layout of the fields, highest priority first.
#[derive(Clone, Debug, Default)]
pub struct Layout {
    widths: Vec<u32>,
    /// The criterion each field serves (`None`: generation order, Art. 4).
    pub owners: Vec<Option<Criterion>>,
}

/// Bits needed to hold `v`.
fn bits(v: u128) -> u32 {
    128 - v.leading_zeros()
}

impl Layout {
    /// Declares a field whose per-edge value is at most `max_edge`, over at most `max_edges` edges.
    pub fn field(&mut self, owner: Option<Criterion>, max_edge: u128, max_edges: u128) -> usize {
        self.widths.push(bits(max_edge.saturating_mul(max_edges)).max(1));
        self.owners.push(owner);
        self.widths.len() - 1
    }
    /// Total bits.
    #[must_use]
    pub fn total_bits(&self) -> u32 {
        self.widths.iter().sum()
    }
    /// Bit offset of each field (the last field at 0).
    #[must_use]
    pub fn offsets(&self) -> Vec<u32> {
        let mut off = vec![0; self.widths.len()];
        let mut acc = 0;
        for k in (0..self.widths.len()).rev() {
            off[k] = acc;
            acc += self.widths[k];
        }
        off
    }
}

/// An edge with its field values.
pub type FieldEdge = (usize, usize, Vec<(usize, u128)>);

fn solve_with<const L: usize>(n: usize, layout: &Layout, edges: &[FieldEdge]) -> Vec<Option<usize>> {
    let off = layout.offsets();
    let packed: Vec<Edge<Wide<L>>> = edges
        .iter()
        .map(|(u, v, vals)| {
            let mut w = Wide::<L>([0; L]);
            for &(f, x) in vals {
                if x != 0 {
                    w = w.add_shifted(x, off[f]);
                }
            }
            (*u, *v, w)
        })
        .collect();
    max_weight_matching(n, &packed)
}

/// The largest layout, in bits, the engine will pack: enough for the lexicographic generation
/// order (Art. 4) of brackets of about 400 residents; larger ones use a product rule for their
/// last S1 positions ([`crate::dutch::brackets`]).
pub const MAX_BITS: u32 = 64 * 64 - 8;

/// Solves the maximum-weight matching with the narrowest integer that holds the layout.
#[must_use]
pub fn solve(n: usize, layout: &Layout, edges: &[FieldEdge]) -> Vec<Option<usize>> {
    let need = layout.total_bits() + 8;
    // One width per limb count: every limb the arithmetic carries costs time in the
    // matching's inner loops, so the narrowest width that holds the layout is used.
    match need.div_ceil(64) {
        0..=2 => solve_with::<2>(n, layout, edges),
        3 => solve_with::<3>(n, layout, edges),
        4 => solve_with::<4>(n, layout, edges),
        5 => solve_with::<5>(n, layout, edges),
        6 => solve_with::<6>(n, layout, edges),
        7 => solve_with::<7>(n, layout, edges),
        8 => solve_with::<8>(n, layout, edges),
        9..=10 => solve_with::<10>(n, layout, edges),
        11..=12 => solve_with::<12>(n, layout, edges),
        13..=16 => solve_with::<16>(n, layout, edges),
        17..=24 => solve_with::<24>(n, layout, edges),
        25..=32 => solve_with::<32>(n, layout, edges),
        33..=48 => solve_with::<48>(n, layout, edges),
        _ => solve_with::<64>(n, layout, edges),
    }
}
