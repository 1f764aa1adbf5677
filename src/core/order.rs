//! Stable sorting compiled once per element type.
//!
//! The standard library's `sort_by` and `sort_by_key` are generic over the closure they are
//! given, so the whole stable sort (about 1,900 lines of LLVM IR) is compiled again for every
//! call site: about 120 sites made 122 copies, some 8 % of the crate's IR and of the time its
//! release build spends in LLVM. [`StableSort`] takes the comparison or the key as a
//! `&dyn Fn`, so the sort is compiled once per element type (and key type). It is the same
//! sort, with the same result: stable, equal elements keep their order.

use std::cmp::Ordering;

/// Stable sorts of a slice, by a comparison or by a key.
pub trait StableSort<T> {
    /// Sorts by `cmp`, keeping equal elements in their order (`slice::sort_by`).
    fn stable_sort_by(&mut self, cmp: &dyn Fn(&T, &T) -> Ordering);
    /// Sorts by `key`, keeping elements with equal keys in their order (`slice::sort_by_key`).
    fn stable_sort_by_key<K: Ord>(&mut self, key: &dyn Fn(&T) -> K);
}

// The one place the standard library's sorts by a closure are called (clippy.toml disallows
// them elsewhere).
#[allow(clippy::disallowed_methods)]
impl<T> StableSort<T> for [T] {
    fn stable_sort_by(&mut self, cmp: &dyn Fn(&T, &T) -> Ordering) {
        self.sort_by(cmp);
    }
    fn stable_sort_by_key<K: Ord>(&mut self, key: &dyn Fn(&T) -> K) {
        // Through the comparison: one copy of the sort per element type, whatever the key.
        self.stable_sort_by(&|a, b| key(a).cmp(&key(b)));
    }
}

#[cfg(test)]
mod tests {
    use super::StableSort;

    #[test]
    fn equal_elements_keep_their_order() {
        let mut v = vec![(2, 'a'), (1, 'b'), (2, 'c'), (1, 'd'), (0, 'e')];
        v.stable_sort_by_key(&|p| p.0);
        assert_eq!(v, [(0, 'e'), (1, 'b'), (1, 'd'), (2, 'a'), (2, 'c')]);
        v.stable_sort_by(&|a, b| b.0.cmp(&a.0));
        assert_eq!(v, [(2, 'a'), (2, 'c'), (1, 'b'), (1, 'd'), (0, 'e')]);
    }

    #[test]
    #[allow(clippy::disallowed_methods)]
    fn agrees_with_the_standard_sort() {
        let mut seed = 7u64;
        let mut v: Vec<(u8, u16)> = (0..500u16)
            .map(|i| {
                seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
                ((seed >> 60) as u8, i)
            })
            .collect();
        let mut w = v.clone();
        v.stable_sort_by_key(&|p| p.0);
        w.sort_by_key(|p| p.0);
        assert_eq!(v, w);
    }
}
