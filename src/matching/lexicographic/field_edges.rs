//! The edges of a bracket's matching problem with their field values ([`super::weights`]),
//! stored flat: one run of values for all edges, 8 bytes a value, zeros left out, and the
//! Art. 4.3.2 (c) costs of a pair (one field per block of 64 S1 BSNs, all but one of them the
//! same constant) as two.
//!
//! A round of 5,000 players has brackets of 2,500 players and more than five million edges;
//! stored as a list of (field, value) pairs per edge they took 3.4 GB, most of it the (c)
//! constants and the lists' own headers.

use crate::core::order::StableSort;
use std::ops::Range;

/// The value every (c) cost field holds for a pair that keeps no S1 BSN of its block in S1:
/// costs are kept non-negative as 2^64 less the cost of the BSN that stays.
const COST_BASE: u128 = 1 << 64;

/// Flags an entry whose value is kept apart, at index `value` of the wide values.
const WIDE: u32 = 1 << 31;

/// Flags the first of the two entries that stand for a run of consecutive cost fields
/// ([`Values::costs`]): its value is the run's length; the second entry's field is the
/// offset in the run of the field that holds a cost ([`NO_STAY`] for none), its value the
/// cost's bit.
const RUN: u32 = 1 << 30;

/// No field of a run holds a cost.
const NO_STAY: u32 = u32::MAX;

/// One stored word pair: a field and its value, or a flagged entry ([`WIDE`], [`RUN`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Entry {
    field: u32,
    value: u32,
}

/// One of an edge's values while it is being built.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Item {
    Value { field: u32, value: u128 },
    Costs { first: u32, len: u32, stay: Option<(u32, u32)> },
}

impl Item {
    /// The (first) field it stands for.
    fn first_field(&self) -> u32 {
        match *self {
            Item::Value { field, .. } => field,
            Item::Costs { first, .. } => first,
        }
    }
}

/// One edge's field values while it is being built.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Values {
    items: Vec<Item>,
}

impl Values {
    /// No values yet.
    #[must_use]
    pub fn new() -> Self {
        Values::default()
    }
    /// Field `field` holds `value` (nothing is stored for 0: a missing field scores 0).
    pub fn push(&mut self, field: usize, value: u128) {
        if value != 0 {
            self.items.push(Item::Value { field: field_number(field), value });
        }
    }
    /// The Art. 4.3.2 (c) cost fields `fields` (one per block of 64 S1 BSNs, consecutive):
    /// each holds 2^64, less 2^`bit` in the one at `stay` = (field, bit) when the pair keeps an
    /// S1 BSN there.
    pub fn costs(&mut self, fields: Range<usize>, stay: Option<(usize, u32)>) {
        if fields.is_empty() {
            return;
        }
        let stay = stay.map(|(f, bit)| {
            debug_assert!(fields.contains(&f) && bit < 64);
            (field_number(f - fields.start), bit)
        });
        let len = field_number(fields.len());
        self.items.push(Item::Costs { first: field_number(fields.start), len, stay });
    }
    /// Forgets every value (keeping the room).
    pub fn clear(&mut self) {
        self.items.clear();
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

/// A field number (or run length) as stored: below 2^30.
fn field_number(field: usize) -> u32 {
    u32::try_from(field).ok().filter(|&f| f < RUN).expect("fewer than 2^30 fields")
}

/// An edge scoring in a single-edge field, with its value there: 16 bytes (a large bracket
/// has millions). Single-edge fields hold values below 2^64 (`weights::Layout::field`).
#[derive(Clone, Copy, Debug)]
pub struct Scorer {
    edge: u32,
    value: u64,
}

impl Scorer {
    /// Edge `edge` scores `value`.
    ///
    /// # Panics
    /// With 2^32 edges, or a value of 2^64 or more (no single-edge field holds one).
    #[must_use]
    pub fn new(edge: usize, value: u128) -> Self {
        Scorer {
            edge: u32::try_from(edge).expect("fewer than 2^32 edges"),
            value: u64::try_from(value).expect("a single-edge field's value below 2^64"),
        }
    }
    /// The edge.
    #[must_use]
    pub fn edge(self) -> usize {
        self.edge as usize
    }
    /// Its value in the field.
    #[must_use]
    pub fn value(self) -> u128 {
        u128::from(self.value)
    }
}

/// The scorers of the single-edge fields, gathered while the edges are pushed
/// ([`FieldEdges::indexing`]).
#[derive(Clone, Debug)]
struct SingleIndex {
    /// Per field, whether it is a single-edge field (the layout's flags).
    single: Vec<bool>,
    /// Per field, its scorers in edge order (empty for the other fields).
    scorers: Vec<Vec<Scorer>>,
}

/// The edges of a matching problem, each with its field values.
#[derive(Clone, Debug, Default)]
pub struct FieldEdges {
    ends: Vec<[u32; 2]>,
    /// Edge k's entries are `entries[start[k]..start[k + 1]]`, in field order.
    start: Vec<u32>,
    /// 8 bytes a value: nearly every value fits 32 bits.
    entries: Vec<Entry>,
    /// The values that do not ([`WIDE`]).
    wide: Vec<u128>,
    /// The single-edge fields' scorers, when kept ([`FieldEdges::indexing`]).
    index: Option<SingleIndex>,
}

impl FieldEdges {
    /// No edges.
    #[must_use]
    pub fn new() -> Self {
        FieldEdges { ends: Vec::new(), start: vec![0], entries: Vec::new(), wide: Vec::new(), index: None }
    }
    /// No edges; each edge pushed also goes to the scorers of the fields that `single` flags
    /// (the layout's single-edge fields), which a solve would otherwise gather by reading every
    /// edge's values again ([`FieldEdges::single_scorers`]).
    #[must_use]
    pub fn indexing(single: &[bool]) -> Self {
        let index = SingleIndex { single: single.to_vec(), scorers: vec![Vec::new(); single.len()] };
        FieldEdges { index: Some(index), ..FieldEdges::new() }
    }
    /// Per field, its scorers in edge order, when they were gathered for the single-edge
    /// fields `single` ([`FieldEdges::indexing`]).
    #[must_use]
    pub fn single_scorers(&self, single: &[bool]) -> Option<&[Vec<Scorer>]> {
        self.index.as_ref().filter(|ix| ix.single == single).map(|ix| ix.scorers.as_slice())
    }
    /// Adds the edge (`u`, `v`) with its `values`.
    ///
    /// # Panics
    /// With 2^32 vertices or stored values: far beyond any tournament.
    pub fn push(&mut self, u: usize, v: usize, values: &Values) {
        let end = |x: usize| u32::try_from(x).expect("fewer than 2^32 vertices");
        self.ends.push([end(u), end(v)]);
        // Entries are stored in field order, so that reading a range of fields stops at its end
        // ([`FieldEdges::for_each_in`]); the bracket graphs push them in that order already.
        let sorted;
        let items = if values.items.is_sorted_by_key(Item::first_field) {
            &values.items
        } else {
            sorted = {
                let mut items = values.items.clone();
                items.stable_sort_by_key(&Item::first_field);
                items
            };
            &sorted
        };
        let k = self.ends.len() - 1;
        for item in items {
            match *item {
                Item::Value { field, value } => {
                    if let Some(ix) = &mut self.index {
                        if ix.single.get(field as usize).copied().unwrap_or(false) {
                            ix.scorers[field as usize].push(Scorer::new(k, value));
                        }
                    }
                    self.push_value(field, value);
                }
                Item::Costs { first, len, stay } => {
                    self.entries.push(Entry { field: first | RUN, value: len });
                    let (offset, bit) = stay.unwrap_or((NO_STAY, 0));
                    self.entries.push(Entry { field: offset, value: bit });
                }
            }
        }
        self.close_edge();
    }
    /// Stores one value of the edge being pushed: in the entry itself when it fits 32 bits,
    /// apart otherwise ([`WIDE`]).
    fn push_value(&mut self, field: u32, value: u128) {
        match u32::try_from(value) {
            Ok(value) => self.entries.push(Entry { field, value }),
            Err(_) => {
                let index = u32::try_from(self.wide.len()).expect("fewer than 2^32 wide values");
                self.wide.push(value);
                self.entries.push(Entry { field: field | WIDE, value: index });
            }
        }
    }
    /// Adds the edge (`u`, `v`) with the (field, value) pairs `values`.
    pub(crate) fn push_pairs(&mut self, u: usize, v: usize, values: &[(usize, u128)]) {
        self.push(u, v, &values.iter().copied().collect());
    }
    fn close_edge(&mut self) {
        self.start.push(u32::try_from(self.entries.len()).expect("fewer than 2^32 stored values"));
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
    /// Whether the matching `mate` (vertex → vertex) holds edge `k`.
    #[must_use]
    pub fn matched(&self, k: usize, mate: &[Option<usize>]) -> bool {
        let (u, v) = self.ends(k);
        mate[u] == Some(v)
    }
    /// Edge `k`'s nonzero (field, value) pairs.
    pub fn values(&self, k: usize) -> impl Iterator<Item = (usize, u128)> + '_ {
        self.values_in(k, 0..usize::MAX)
    }
    /// Edge `k`'s nonzero (field, value) pairs whose field is in `fields`, gathered by
    /// [`FieldEdges::for_each_in`] (for reading a few edges; the passes call that directly).
    pub(crate) fn values_in(&self, k: usize, fields: Range<usize>) -> impl Iterator<Item = (usize, u128)> + '_ {
        let mut values = Vec::new();
        self.for_each_in(k, &fields, |f, x| values.push((f, x)));
        values.into_iter()
    }
    /// Calls `visit` with edge `k`'s nonzero (field, value) pairs whose field is in `fields`,
    /// in field order, a run of cost fields read out one field at a time: the one reading of
    /// the stored values (the passes read every kept edge this way).
    #[inline]
    pub fn for_each_in(&self, k: usize, fields: &Range<usize>, mut visit: impl FnMut(usize, u128)) {
        let entries = self.entries_of(k);
        let mut i = 0;
        while i < entries.len() {
            let e = entries[i];
            if e.field & RUN == 0 {
                let field = (e.field & !WIDE) as usize;
                if field >= fields.end {
                    return;
                }
                if field >= fields.start {
                    visit(field, self.value_of(e));
                }
                i += 1;
                continue;
            }
            let first = (e.field & !RUN) as usize;
            if first >= fields.end {
                return;
            }
            let stay = entries[i + 1];
            let (from, to) = (first.max(fields.start), (first + e.value as usize).min(fields.end));
            for field in from..to {
                let cost =
                    if stay.field != NO_STAY && first + stay.field as usize == field { 1u128 << stay.value } else { 0 };
                visit(field, COST_BASE - cost);
            }
            i += 2;
        }
    }
    /// What edge `k` stores for the fields before `end`: two edges with equal keys have the
    /// same values there (a value kept apart, [`WIDE`], compares by its place, so equal values
    /// there may still give unequal keys).
    #[must_use]
    pub fn key_before(&self, k: usize, end: usize) -> ValuesKey<'_> {
        let entries = self.entries_of(k);
        let mut i = 0;
        while i < entries.len() {
            let e = entries[i];
            let first = (e.field & !(RUN | WIDE)) as usize;
            if first >= end {
                break;
            }
            i += if e.field & RUN == 0 { 1 } else { 2 };
        }
        ValuesKey(&entries[..i])
    }
    /// Edge `k`'s nonzero (field, value) pairs of the fields before `end`, outside its runs of
    /// Art. 4.3.2 (c) cost fields ([`Values::costs`]), whose values (2^64 and less) no
    /// single-edge field holds.
    pub(crate) fn plain_values(&self, k: usize, end: usize) -> impl Iterator<Item = (usize, u128)> + '_ {
        let mut entries = self.entries_of(k).iter();
        std::iter::from_fn(move || {
            loop {
                let e = entries.next()?;
                if e.field & RUN != 0 {
                    entries.next();
                    continue;
                }
                let field = (e.field & !WIDE) as usize;
                if field >= end {
                    entries = [].iter();
                    return None;
                }
                return Some((field, self.value_of(*e)));
            }
        })
    }
    /// The value a plain (not [`RUN`]) entry stands for.
    fn value_of(&self, e: Entry) -> u128 {
        if e.field & WIDE == 0 { u128::from(e.value) } else { self.wide[e.value as usize] }
    }
    /// Whether edge `k` scores (a nonzero value) in one of the fields `fields`.
    #[must_use]
    pub(crate) fn scores_in(&self, k: usize, fields: &Range<usize>) -> bool {
        // Every stored value is nonzero and a run's fields all score (2^64 less at most 2^63),
        // so the first entry that reaches into the range decides; entries are in field order.
        let entries = self.entries_of(k);
        let mut i = 0;
        while i < entries.len() {
            let e = entries[i];
            let first = (e.field & !(RUN | WIDE)) as usize;
            if first >= fields.end {
                return false;
            }
            let last = if e.field & RUN == 0 { first } else { first + e.value as usize - 1 };
            if last >= fields.start {
                return true;
            }
            i += if e.field & RUN == 0 { 1 } else { 2 };
        }
        false
    }
    /// The edges that `keep` (given an edge's ends) keeps, in order.
    #[must_use]
    pub(crate) fn filtered(&self, keep: impl Fn(usize, usize) -> bool) -> FieldEdges {
        let mut out = FieldEdges::new();
        out.wide.clone_from(&self.wide);
        for k in 0..self.len() {
            let (u, v) = self.ends(k);
            if keep(u, v) {
                out.ends.push(self.ends[k]);
                out.entries.extend_from_slice(self.entries_of(k));
                out.close_edge();
            }
        }
        out
    }
    fn entries_of(&self, k: usize) -> &[Entry] {
        &self.entries[self.start[k] as usize..self.start[k + 1] as usize]
    }
}

/// The stored values of an edge before some field ([`FieldEdges::key_before`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ValuesKey<'a>(&'a [Entry]);

impl FromIterator<(usize, usize, Vec<(usize, u128)>)> for FieldEdges {
    fn from_iter<I: IntoIterator<Item = (usize, usize, Vec<(usize, u128)>)>>(iter: I) -> Self {
        let mut edges = FieldEdges::new();
        for (u, v, values) in iter {
            edges.push_pairs(u, v, &values);
        }
        edges
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn expanded(values: &Values) -> Vec<(usize, u128)> {
        let mut edges = FieldEdges::new();
        edges.push(0, 1, values);
        edges.values(0).collect()
    }

    #[test]
    fn zeros_are_left_out_and_wide_values_kept() {
        let mut v = Values::new();
        v.push(3, 0);
        v.push(4, 7);
        v.push(9, (1 << 95) + 5);
        v.push(10, u128::MAX);
        v.push(11, u128::from(u32::MAX));
        assert_eq!(expanded(&v), vec![(4, 7), (9, (1 << 95) + 5), (10, u128::MAX), (11, u128::from(u32::MAX))]);
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
    fn the_single_edge_fields_scorers_are_gathered_as_the_edges_are_pushed() {
        // Fields 1 and 5 are single-edge fields; 3 is not, 10..12 are cost fields.
        let single = [false, true, false, false, false, true, false, false, false, false, false, false];
        let mut edges = FieldEdges::indexing(&single);
        let pushes: [&[(usize, u128)]; 4] = [&[(1, 4), (3, 2)], &[(3, 1)], &[(5, 9), (1, 7)], &[(5, 0), (1, 1 << 40)]];
        for (k, values) in pushes.iter().enumerate() {
            let mut v: Values = values.iter().copied().collect();
            v.costs(10..12, Some((10, 3)));
            edges.push(k, k + 1, &v);
        }
        let edges = &edges;
        let gathered = edges.single_scorers(&single).expect("gathered for these flags");
        let read =
            |f: usize| (0..edges.len()).filter_map(move |k| edges.values_in(k, f..f + 1).next().map(|(_, x)| (k, x)));
        for (f, scorers) in gathered.iter().enumerate() {
            let listed: Vec<(usize, u128)> = scorers.iter().map(|s| (s.edge(), s.value())).collect();
            let expected: Vec<(usize, u128)> = if single[f] { read(f).collect() } else { Vec::new() };
            assert_eq!(listed, expected, "field {f}");
        }
        assert_eq!(gathered[1].len(), 3);
        assert_eq!(gathered[5].iter().map(|s| s.edge()).collect::<Vec<_>>(), vec![2]);
        // Other flags, or none kept: nothing to lend.
        assert!(edges.single_scorers(&single[..6]).is_none());
        assert!(FieldEdges::new().single_scorers(&[]).is_none());
    }

    #[test]
    fn values_pushed_out_of_order_are_read_in_field_order() {
        let mut edges = FieldEdges::new();
        let mut v = Values::new();
        v.push(20, 1);
        v.costs(10..14, Some((11, 2)));
        v.push(3, 9);
        edges.push(0, 1, &v);
        let base = 1u128 << 64;
        let all = vec![(3, 9), (10, base), (11, base - 4), (12, base), (13, base), (20, 1)];
        assert_eq!(edges.values(0).collect::<Vec<_>>(), all);
        assert_eq!(edges.values_in(0, 0..11).collect::<Vec<_>>(), vec![(3, 9), (10, base)]);
        assert_eq!(edges.values_in(0, 4..10).count(), 0);
        assert!(edges.scores_in(0, &(20..21)));
        assert_eq!(edges.plain_values(0, usize::MAX).collect::<Vec<_>>(), vec![(3, 9), (20, 1)]);
        assert_eq!(edges.plain_values(0, 20).collect::<Vec<_>>(), vec![(3, 9)]);
        let mut same = Values::new();
        same.push(3, 9);
        same.costs(10..14, Some((11, 2)));
        same.push(21, 5);
        edges.push(1, 2, &same);
        assert_eq!(edges.key_before(0, 20), edges.key_before(1, 20));
        assert_eq!(edges.key_before(0, 12), edges.key_before(1, 12));
        assert_ne!(edges.key_before(0, 21), edges.key_before(1, 22));
        assert_ne!(edges.key_before(0, 30), edges.key_before(1, 30));
        let cases = [
            (0..30, all.clone()),
            (0..11, vec![(3, 9), (10, base)]),
            (4..10, vec![]),
            (11..13, vec![(11, base - 4), (12, base)]),
            (12..21, vec![(12, base), (13, base), (20, 1)]),
            (13..14, vec![(13, base)]),
            (21..40, vec![]),
        ];
        for (range, expected) in cases {
            let mut visited = Vec::new();
            edges.for_each_in(0, &range, |f, x| visited.push((f, x)));
            assert_eq!(visited, expected, "{range:?}");
            assert_eq!(edges.scores_in(0, &range), !expected.is_empty(), "{range:?}");
        }
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
