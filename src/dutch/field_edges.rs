//! The edges of a bracket's matching problem with their field values ([`super::weights`]),
//! stored flat: one run of values for all edges, 16 bytes a value, zeros left out, and the
//! Art. 4.3.2 (c) costs of a pair (one field per block of 64 S1 BSNs, all but one of them the
//! same constant) as one entry.
//!
//! A round of 5,000 players has brackets of 2,500 players and more than five million edges;
//! stored as a list of (field, value) pairs per edge they took 3.4 GB, most of it the (c)
//! constants and the lists' own headers.

use std::ops::Range;

/// The value every (c) cost field holds for a pair that keeps no S1 BSN of its block in S1:
/// costs are kept non-negative as 2^64 less the cost of the BSN that stays.
const COST_BASE: u128 = 1 << 64;

/// Flags an entry that stands for a run of consecutive cost fields ([`Values::costs`]).
const RUN: u32 = 1 << 31;

/// No field of a run holds a cost.
const NO_STAY: u64 = u64::MAX;

/// One stored value: a field and its value (below 2^96), or a run of cost fields.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Entry {
    /// The field, or the run's first field with [`RUN`] set.
    field: u32,
    /// The value's bits 64–95, or the run's number of fields.
    high: u32,
    /// The value's low 64 bits, or where the run's cost is (field offset × 64 + bit), or
    /// [`NO_STAY`].
    low: u64,
}

/// One edge's field values while it is being built.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Values {
    entries: Vec<Entry>,
}

impl Values {
    /// No values yet.
    #[must_use]
    pub fn new() -> Self {
        Values::default()
    }
    /// Field `field` holds `value` (nothing is stored for 0: a missing field scores 0).
    ///
    /// # Panics
    /// On a value of 2^96 or more, or a field number of 2^31 or more: no layout declares one.
    pub fn push(&mut self, field: usize, value: u128) {
        if value == 0 {
            return;
        }
        assert!(value >> 96 == 0, "field value {value} beyond 96 bits");
        self.entries.push(Entry { field: field_number(field), high: (value >> 64) as u32, low: value as u64 });
    }
    /// The Art. 4.3.2 (c) cost fields `fields` (one per block of 64 S1 BSNs, consecutive):
    /// each holds 2^64, less 2^`bit` in the one at `stay` = (field, bit) when the pair keeps an
    /// S1 BSN there.
    pub fn costs(&mut self, fields: Range<usize>, stay: Option<(usize, u32)>) {
        if fields.is_empty() {
            return;
        }
        let low = stay.map_or(NO_STAY, |(f, bit)| {
            debug_assert!(fields.contains(&f) && bit < 64);
            ((f - fields.start) as u64) << 6 | u64::from(bit)
        });
        self.entries.push(Entry {
            field: field_number(fields.start) | RUN,
            high: u32::try_from(fields.len()).expect("fewer than 2^32 cost fields"),
            low,
        });
    }
    /// Forgets every value (keeping the room).
    pub fn clear(&mut self) {
        self.entries.clear();
    }
    /// Every (field, value) pair, zeros left out, in the order pushed.
    pub fn iter(&self) -> impl Iterator<Item = (usize, u128)> + '_ {
        FieldValues::new(&self.entries, 0..usize::MAX)
    }
}

impl FromIterator<(usize, u128)> for Values {
    fn from_iter<I: IntoIterator<Item = (usize, u128)>>(iter: I) -> Self {
        let mut values = Values::new();
        for (f, x) in iter {
            values.push(f, x);
        }
        values
    }
}

fn field_number(field: usize) -> u32 {
    u32::try_from(field).ok().filter(|&f| f < RUN).expect("fewer than 2^31 fields")
}

/// The edges of a matching problem, each with its field values.
#[derive(Clone, Debug, Default)]
pub struct FieldEdges {
    ends: Vec<[u32; 2]>,
    /// Edge k's values are `entries[start[k]..start[k + 1]]`.
    start: Vec<u32>,
    entries: Vec<Entry>,
}

impl FieldEdges {
    /// No edges.
    #[must_use]
    pub fn new() -> Self {
        FieldEdges { ends: Vec::new(), start: vec![0], entries: Vec::new() }
    }
    /// Adds the edge (`u`, `v`) with its `values`.
    ///
    /// # Panics
    /// With 2^32 vertices or stored values: far beyond any tournament.
    pub fn push(&mut self, u: usize, v: usize, values: &Values) {
        let end = |x: usize| u32::try_from(x).expect("fewer than 2^32 vertices");
        self.ends.push([end(u), end(v)]);
        self.entries.extend_from_slice(&values.entries);
        self.start.push(u32::try_from(self.entries.len()).expect("fewer than 2^32 stored values"));
    }
    /// Adds the edge (`u`, `v`) with the (field, value) pairs `values`.
    pub fn push_pairs(&mut self, u: usize, v: usize, values: &[(usize, u128)]) {
        self.push(u, v, &values.iter().copied().collect());
    }
    /// How many edges.
    #[must_use]
    pub fn len(&self) -> usize {
        self.ends.len()
    }
    /// Whether there are none.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.ends.is_empty()
    }
    /// Edge `k`'s ends, as pushed.
    #[must_use]
    pub fn ends(&self, k: usize) -> (usize, usize) {
        let [u, v] = self.ends[k];
        (u as usize, v as usize)
    }
    /// Edge `k`'s nonzero (field, value) pairs.
    pub fn values(&self, k: usize) -> impl Iterator<Item = (usize, u128)> + '_ {
        self.values_in(k, 0..usize::MAX)
    }
    /// Edge `k`'s nonzero (field, value) pairs whose field is in `fields`.
    pub fn values_in(&self, k: usize, fields: Range<usize>) -> impl Iterator<Item = (usize, u128)> + '_ {
        FieldValues::new(self.entries_of(k), fields)
    }
    /// Whether edge `k` scores (a nonzero value) in one of the fields `fields`.
    #[must_use]
    pub fn scores_in(&self, k: usize, fields: &Range<usize>) -> bool {
        self.values_in(k, fields.clone()).next().is_some()
    }
    /// The edges that `keep` (given an edge's ends) keeps, in order.
    #[must_use]
    pub fn filtered(&self, keep: impl Fn(usize, usize) -> bool) -> FieldEdges {
        let mut out = FieldEdges::new();
        for k in 0..self.len() {
            let (u, v) = self.ends(k);
            if keep(u, v) {
                out.ends.push(self.ends[k]);
                out.entries.extend_from_slice(self.entries_of(k));
                out.start.push(u32::try_from(out.entries.len()).expect("fewer than 2^32 stored values"));
            }
        }
        out
    }
    fn entries_of(&self, k: usize) -> &[Entry] {
        &self.entries[self.start[k] as usize..self.start[k + 1] as usize]
    }
}

impl FromIterator<(usize, usize, Vec<(usize, u128)>)> for FieldEdges {
    fn from_iter<I: IntoIterator<Item = (usize, usize, Vec<(usize, u128)>)>>(iter: I) -> Self {
        let mut edges = FieldEdges::new();
        for (u, v, values) in iter {
            edges.push_pairs(u, v, &values);
        }
        edges
    }
}

/// The nonzero (field, value) pairs of some entries whose field is in a range, runs of cost
/// fields read out one field at a time.
struct FieldValues<'a> {
    entries: std::slice::Iter<'a, Entry>,
    fields: Range<usize>,
    /// The run being read.
    run: Option<Run>,
}

/// A run of cost fields being read: its next field, its end, and the field and bit of its
/// cost.
struct Run {
    next: usize,
    end: usize,
    stay: Option<(usize, u32)>,
}

impl<'a> FieldValues<'a> {
    fn new(entries: &'a [Entry], fields: Range<usize>) -> Self {
        FieldValues { entries: entries.iter(), fields, run: None }
    }
}

impl Iterator for FieldValues<'_> {
    type Item = (usize, u128);

    #[inline]
    fn next(&mut self) -> Option<(usize, u128)> {
        loop {
            if let Some(run) = &mut self.run {
                if run.next < run.end {
                    let field = run.next;
                    run.next += 1;
                    let cost = match run.stay {
                        Some((s, bit)) if s == field => 1u128 << bit,
                        _ => 0,
                    };
                    return Some((field, COST_BASE - cost));
                }
                self.run = None;
            }
            let e = self.entries.next()?;
            if e.field & RUN == 0 {
                let field = e.field as usize;
                if self.fields.contains(&field) {
                    return Some((field, u128::from(e.high) << 64 | u128::from(e.low)));
                }
                continue;
            }
            let first = (e.field & !RUN) as usize;
            let (from, to) = (first.max(self.fields.start), (first + e.high as usize).min(self.fields.end));
            if from < to {
                let stay = (e.low != NO_STAY).then(|| (first + (e.low >> 6) as usize, (e.low & 63) as u32));
                self.run = Some(Run { next: from, end: to, stay });
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn expanded(values: &Values) -> Vec<(usize, u128)> {
        values.iter().collect()
    }

    #[test]
    fn zeros_are_left_out_and_wide_values_kept() {
        let mut v = Values::new();
        v.push(3, 0);
        v.push(4, 7);
        v.push(9, (1 << 95) + 5);
        assert_eq!(expanded(&v), vec![(4, 7), (9, (1 << 95) + 5)]);
    }

    #[test]
    fn a_run_of_costs_reads_out_one_field_at_a_time() {
        let mut v = Values::new();
        v.push(1, 2);
        v.costs(10..14, Some((12, 5)));
        v.push(20, 1);
        let base = 1u128 << 64;
        assert_eq!(expanded(&v), vec![(1, 2), (10, base), (11, base), (12, base - 32), (13, base), (20, 1)]);
        let mut none = Values::new();
        none.costs(10..12, None);
        assert_eq!(expanded(&none), vec![(10, base), (11, base)]);
    }

    #[test]
    fn values_in_a_range_cut_runs_at_its_ends() {
        let mut edges = FieldEdges::new();
        let mut v = Values::new();
        v.push(1, 2);
        v.costs(10..14, Some((10, 0)));
        v.push(20, 1);
        edges.push(5, 6, &v);
        edges.push_pairs(6, 7, &[(11, 3)]);
        let base = 1u128 << 64;
        assert_eq!(edges.values_in(0, 9..12).collect::<Vec<_>>(), vec![(10, base - 1), (11, base)]);
        assert_eq!(edges.values_in(0, 12..21).collect::<Vec<_>>(), vec![(12, base), (13, base), (20, 1)]);
        assert!(edges.scores_in(0, &(13..14)));
        assert!(!edges.scores_in(0, &(14..20)));
        assert!(edges.scores_in(1, &(11..12)));
        assert!(!edges.scores_in(1, &(10..11)));
        assert_eq!(edges.ends(1), (6, 7));
        let kept = edges.filtered(|u, _| u == 6);
        assert_eq!(kept.len(), 1);
        assert_eq!(kept.values(0).collect::<Vec<_>>(), vec![(11, 3)]);
    }
}
