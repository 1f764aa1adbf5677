//! Packing the criteria, in priority order, into one wide integer per edge: each criterion
//! (or each level of a "taken in descending order" criterion) is a field wide enough to hold
//! its largest possible sum over a matching, so fields never carry into each other and a
//! maximum-weight matching is lexicographically best.

use super::criteria::Criterion;
#[cfg(test)]
use crate::matching::max_weight_matching;
use crate::matching::{Edge, Weight, Wide, max_weight_matching_tight};

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

/// Calls `$f::<L>($args)` with `L` the narrowest limb count that holds `$bits` bits (and a
/// sign and doubling margin). One width per limb count: every limb the arithmetic carries
/// costs time in the matching's inner loops.
macro_rules! by_width {
    ($bits:expr, $f:ident($($arg:expr),*)) => {
        match ($bits + 8).div_ceil(64) {
            0..=2 => $f::<2>($($arg),*),
            3 => $f::<3>($($arg),*),
            4 => $f::<4>($($arg),*),
            5 => $f::<5>($($arg),*),
            6 => $f::<6>($($arg),*),
            7 => $f::<7>($($arg),*),
            8 => $f::<8>($($arg),*),
            9..=10 => $f::<10>($($arg),*),
            11..=12 => $f::<12>($($arg),*),
            13..=16 => $f::<16>($($arg),*),
            17..=24 => $f::<24>($($arg),*),
            25..=32 => $f::<32>($($arg),*),
            33..=48 => $f::<48>($($arg),*),
            _ => $f::<64>($($arg),*),
        }
    };
}

/// What one pass of [`solve`] weighs: the fields `fields` of `edges` (each at `off[f]` less
/// `base`), above them (from `credit_shift`) each edge's credit from the passes before.
struct Pass<'a> {
    edges: &'a [FieldEdge],
    off: &'a [u32],
    fields: std::ops::Range<usize>,
    base: u32,
    credit_shift: u32,
}

/// A packed weight one pass of [`solve`] can be built in.
trait PassWeight: Weight {
    /// `self + (v << shift)`.
    fn add_shifted(self, v: u128, shift: u32) -> Self;
}

impl PassWeight for i128 {
    #[inline]
    fn add_shifted(self, v: u128, shift: u32) -> Self {
        // Only used when the pass fits in 120 bits (see `solve`): no overflow.
        self + ((v as i128) << shift)
    }
}

impl<const L: usize> PassWeight for Wide<L> {
    #[inline]
    fn add_shifted(self, v: u128, shift: u32) -> Self {
        Wide::add_shifted(self, v, shift)
    }
}

/// One pass on one connected component: the edges `ids` (into `edges`), their vertices
/// renumbered by `local`. Returns the mates (local numbering) and each edge's credit for the
/// next pass.
fn run_pass<W: PassWeight>(
    pass: &Pass<'_>,
    n: usize,
    ids: &[usize],
    local: &[usize],
    credit: &[u32],
) -> (Vec<Option<usize>>, Vec<Option<u32>>) {
    let packed: Vec<Edge<W>> = ids
        .iter()
        .map(|&k| {
            let (u, v, vals) = &pass.edges[k];
            let mut w = W::ZERO.add_shifted(u128::from(credit[k]), pass.credit_shift);
            for &(f, x) in vals {
                if x != 0 && pass.fields.contains(&f) {
                    w = w.add_shifted(x, pass.off[f] - pass.base);
                }
            }
            (local[*u], local[*v], w)
        })
        .collect();
    max_weight_matching_tight(n, &packed)
}

/// [`run_pass`] in a wide integer of `L` limbs.
fn run_pass_wide<const L: usize>(
    pass: &Pass<'_>,
    n: usize,
    ids: &[usize],
    local: &[usize],
    credit: &[u32],
) -> (Vec<Option<usize>>, Vec<Option<u32>>) {
    run_pass::<Wide<L>>(pass, n, ids, local, credit)
}

/// The bits of one pass of [`solve`]: one native 128-bit integer, less the doubling and sign
/// margin. Narrow passes are cheaper than wide ones even though there are more of them: on a
/// 2,000-player round, three-limb passes took 4.8 s, four-limb 6.9 s, two-limb 3.5 s and
/// one-limb 4.7 s.
const PASS_BITS: u32 = 128 - 8;

/// Connected components of the graph on `n` vertices with the edges `ids` of `edges`: per
/// component (in order of its lowest vertex), its vertices and its edges.
fn components(n: usize, edges: &[FieldEdge], ids: &[usize]) -> Vec<(Vec<usize>, Vec<usize>)> {
    fn root(parent: &mut [usize], mut x: usize) -> usize {
        while parent[x] != x {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        x
    }
    let mut parent: Vec<usize> = (0..n).collect();
    for &k in ids {
        let (a, b) = (root(&mut parent, edges[k].0), root(&mut parent, edges[k].1));
        if a != b {
            parent[a.max(b)] = a.min(b);
        }
    }
    let mut slot = vec![usize::MAX; n];
    let mut out: Vec<(Vec<usize>, Vec<usize>)> = Vec::new();
    for v in 0..n {
        let r = root(&mut parent, v);
        if slot[r] == usize::MAX {
            slot[r] = out.len();
            out.push((Vec::new(), Vec::new()));
        }
        out[slot[r]].0.push(v);
    }
    for &k in ids {
        let r = root(&mut parent, edges[k].0);
        out[slot[r]].1.push(k);
    }
    out.retain(|(_, e)| !e.is_empty());
    out
}

/// Solves the maximum-weight matching of the whole layout, exactly, in passes of narrow
/// integers.
///
/// # Passes
/// The layout's fields, highest priority first, are cut into consecutive chunks of at most
/// [`PASS_BITS`] bits. The first pass maximises the first chunk; each later pass keeps only
/// the edges that were tight at the optimum of the pass before
/// ([`max_weight_matching_tight`]), each weighed by its optimality credit there (above its
/// own chunk's fields), and solves each connected component of those edges apart.
///
/// # Why it is exact
/// Fields never carry into each other, so the whole layout's optimum M* maximises every
/// prefix of the fields. Suppose M* lies in the edges kept for pass k (true for the first) and
/// is among the matchings there of the largest credit, which are exactly the optima of the
/// prefix before pass k. Pass k orders those matchings by credit first, then by its chunk; M*
/// has the largest credit and, among the prefix's optima, the largest chunk too. So pass k's
/// optimum has M*'s credit and chunk, which makes it an optimum of the prefix up to pass k,
/// like M*; by complementary slackness M* is then tight at pass k's optimal dual and among
/// the next pass's matchings of the largest credit. After the last pass every field has
/// M*'s value.
///
/// A wide bracket's layout is mostly the lexicographic generation order of Art. 4 (about
/// r·log₂ r bits for r residents); the matching's inner loops cost time in proportion to the
/// width, and each pass decides some S1 positions and drops the edges that lose them.
#[must_use]
pub fn solve(n: usize, layout: &Layout, edges: &[FieldEdge]) -> Vec<Option<usize>> {
    // `ARBITRO_TIMING=1` prints each solve's time, `=2` each pass too (a debugging aid).
    let trace = std::env::var_os("ARBITRO_TIMING");
    let t0 = std::time::Instant::now();
    let off = layout.offsets();
    // A matching's credit is usually at most n + n/2 (covered vertices plus blossom pairs);
    // the chunks leave room for that, and a pass whose credits could sum higher (deeply
    // nested blossoms) takes a wider integer.
    let budget = PASS_BITS.saturating_sub(bits((n + n / 2 + 1) as u128)).max(1);
    let mut chunks: Vec<std::ops::Range<usize>> = Vec::new();
    let mut start = 0;
    let mut width = 0;
    for (f, &w) in layout.widths.iter().enumerate() {
        if f > start && width + w > budget {
            chunks.push(start..f);
            start = f;
            width = 0;
        }
        width += w;
    }
    chunks.push(start..layout.widths.len());
    let mut ids: Vec<usize> = (0..edges.len()).collect();
    let mut credit = vec![0u32; edges.len()];
    let mut mate = vec![None; n];
    let mut local = vec![0usize; n];
    for (c, chunk) in chunks.iter().enumerate() {
        let last = c + 1 == chunks.len();
        // A chunk that no kept edge scores in changes no optimum: the kept edges and their
        // credits stand as they are.
        let scores = |k: &usize| edges[*k].2.iter().any(|&(f, x)| x != 0 && chunk.contains(&f));
        if !last && !ids.iter().any(scores) {
            continue;
        }
        let base = off[chunk.end - 1];
        let chunk_bits: u32 = layout.widths[chunk.clone()].iter().sum();
        let pass = Pass { edges, off: &off, fields: chunk.clone(), base, credit_shift: chunk_bits };
        let max_credit = ids.iter().map(|&k| credit[k]).max().unwrap_or(0);
        let credit_bits = bits(u128::from(max_credit) * (n / 2 + 1) as u128);
        let bits_used = chunk_bits + credit_bits;
        let mut next_ids = Vec::new();
        let mut next_credit = vec![0u32; edges.len()];
        for (verts, comp) in components(n, edges, &ids) {
            for (i, &v) in verts.iter().enumerate() {
                local[v] = i;
            }
            let (sub, credits) = if bits_used <= PASS_BITS {
                run_pass::<i128>(&pass, verts.len(), &comp, &local, &credit)
            } else {
                by_width!(bits_used, run_pass_wide(&pass, verts.len(), &comp, &local, &credit))
            };
            if last {
                for (i, x) in sub.into_iter().enumerate() {
                    mate[verts[i]] = x.map(|j| verts[j]);
                }
            } else {
                for (&k, cr) in comp.iter().zip(credits) {
                    if let Some(cr) = cr {
                        next_ids.push(k);
                        next_credit[k] = cr;
                    }
                }
            }
        }
        if trace.as_ref().is_some_and(|v| v == "2") {
            eprintln!("  pass {c}: bits {bits_used} edges {} -> {} at {:?}", ids.len(), next_ids.len(), t0.elapsed());
        }
        next_ids.sort_unstable();
        ids = next_ids;
        credit = next_credit;
    }
    if trace.is_some() {
        eprintln!(
            "solve n={n} m={} bits={} passes={} {:?}",
            edges.len(),
            layout.total_bits(),
            chunks.len(),
            t0.elapsed()
        );
    }
    mate
}

/// The whole layout in one matching of one wide integer: what [`solve`] must agree with.
#[cfg(test)]
pub(crate) fn solve_in_one_pass(n: usize, layout: &Layout, edges: &[FieldEdge]) -> Vec<Option<usize>> {
    fn one<const L: usize>(n: usize, layout: &Layout, edges: &[FieldEdge]) -> Vec<Option<usize>> {
        let off = layout.offsets();
        let packed: Vec<Edge<Wide<L>>> = edges
            .iter()
            .map(|(u, v, vals)| {
                let w = vals.iter().fold(Wide::<L>::ZERO, |w, &(f, x)| w.add_shifted(x, off[f]));
                (*u, *v, w)
            })
            .collect();
        max_weight_matching(n, &packed)
    }
    by_width!(layout.total_bits(), one(n, layout, edges))
}

/// Each field's sum over the edges of `mate` (vertex → vertex): what a matching scores, field
/// by field, highest priority first.
pub(crate) fn field_sums(layout: &Layout, edges: &[FieldEdge], mate: &[Option<usize>]) -> Vec<u128> {
    let mut sums = vec![0u128; layout.widths.len()];
    for (u, v, vals) in edges {
        if mate[*u] == Some(*v) {
            for &(f, x) in vals {
                sums[f] += x;
            }
        }
    }
    sums
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{RngExt, SeedableRng};

    /// Random layouts of many narrow fields (so that [`solve`] takes several passes), on
    /// graphs with many ties and odd cycles (blossoms of positive dual): the passes reach the
    /// very field sums of one wide matching.
    #[test]
    fn passes_reach_the_one_pass_optimum() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(13);
        let mut multi = 0;
        for round in 0..600 {
            let n = rng.random_range(2..=if round % 8 == 0 { 60 } else { 16 });
            let nfields = rng.random_range(1..=40usize);
            let max_edges = (n / 2 + 1) as u128;
            let mut layout = Layout::default();
            let caps: Vec<u128> = (0..nfields)
                .map(|_| {
                    let cap = [1u128, 2, 3, 7, 255, (1 << 20) - 1][rng.random_range(0..6usize)];
                    layout.field(if rng.random_bool(0.3) { Some(Criterion::C6) } else { None }, cap, max_edges);
                    cap
                })
                .collect();
            let density = rng.random_range(0.2..1.0);
            let mut edges: Vec<FieldEdge> = Vec::new();
            for u in 0..n {
                for v in u + 1..n {
                    if rng.random_bool(density) {
                        // Few distinct values, so that many matchings tie on each prefix.
                        let mut vals = Vec::new();
                        for (f, cap) in caps.iter().enumerate() {
                            if rng.random_bool(0.4) {
                                vals.push((f, rng.random_range(0..=*cap.min(&2))));
                            }
                        }
                        edges.push((u, v, vals));
                    }
                }
            }
            if layout.total_bits() > PASS_BITS {
                multi += 1;
            }
            let a = solve(n, &layout, &edges);
            let b = solve_in_one_pass(n, &layout, &edges);
            for (u, m) in a.iter().enumerate() {
                if let Some(v) = *m {
                    assert_eq!(a[v], Some(u), "not a matching");
                    assert!(edges.iter().any(|e| (e.0, e.1) == (u.min(v), u.max(v))), "not an edge");
                }
            }
            assert_eq!(field_sums(&layout, &edges, &a), field_sums(&layout, &edges, &b), "round {round}");
        }
        assert!(multi > 100, "too few layouts needed several passes: {multi}");
    }
}
