//! Fixed-width signed integers for matching weights whose fields are packed in
//! priority order (the Dutch criteria need more than 128 bits on large brackets).

use std::cmp::Ordering;
use std::ops::{Add, Sub};

/// What the matching needs from a weight: exact integer arithmetic and halving.
pub trait Weight: Copy + Ord + Add<Output = Self> + Sub<Output = Self> + std::fmt::Debug {
    /// Zero.
    const ZERO: Self;
    /// Half, rounding towards minus infinity (only applied to even values by the matcher).
    #[must_use]
    fn half(self) -> Self;
}

impl Weight for i64 {
    const ZERO: Self = 0;
    fn half(self) -> Self {
        self >> 1
    }
}

impl Weight for i128 {
    const ZERO: Self = 0;
    fn half(self) -> Self {
        self >> 1
    }
}

/// A two's-complement signed integer of `L` 64-bit limbs (least significant first).
#[derive(Copy, Clone, PartialEq, Eq, Hash)]
pub struct Wide<const L: usize>(pub [u64; L]);

impl<const L: usize> Wide<L> {
    /// The value of a small non-negative integer.
    #[must_use]
    pub fn from_u64(v: u64) -> Self {
        let mut a = [0u64; L];
        a[0] = v;
        Wide(a)
    }
    /// `self + (v << shift)`, for building packed weights.
    #[must_use]
    pub fn add_shifted(self, v: u128, shift: u32) -> Self {
        let mut addend = [0u64; L];
        let limb = (shift / 64) as usize;
        let off = shift % 64;
        let lo = v << off;
        let spill = if off == 0 { 0 } else { v >> (128 - off) };
        let parts = [lo as u64, (lo >> 64) as u64, spill as u64, (spill >> 64) as u64];
        for (k, p) in parts.iter().enumerate() {
            if limb + k < L {
                addend[limb + k] = *p;
            }
        }
        self + Wide(addend)
    }
    /// `self + (v << shift)`, set limb by limb without carrying when the bits `v << shift`
    /// takes are all 0 in `self` (packed fields of their own widths never carry), added
    /// otherwise.
    #[must_use]
    #[inline]
    pub fn or_shifted(self, v: u128, shift: u32) -> Self {
        let mut a = self.0;
        let limb = (shift / 64) as usize;
        let off = shift % 64;
        let lo = v << off;
        let spill = if off == 0 { 0 } else { v >> (128 - off) };
        for (k, p) in [lo as u64, (lo >> 64) as u64, spill as u64].into_iter().enumerate() {
            if p == 0 {
                continue;
            }
            let i = limb + k;
            if i >= L || a[i] & p != 0 {
                return self.add_shifted(v, shift);
            }
            a[i] |= p;
        }
        Wide(a)
    }
    fn is_negative(&self) -> bool {
        self.0[L - 1] >> 63 == 1
    }
}

impl<const L: usize> std::fmt::Debug for Wide<L> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Wide(")?;
        for x in self.0.iter().rev() {
            write!(f, "{x:016x}")?;
        }
        write!(f, ")")
    }
}

impl<const L: usize> Add for Wide<L> {
    type Output = Self;
    #[inline(always)]
    fn add(self, o: Self) -> Self {
        let mut r = [0u64; L];
        let mut carry = false;
        for (i, slot) in r.iter_mut().enumerate() {
            let (s1, c1) = self.0[i].overflowing_add(o.0[i]);
            let (s2, c2) = s1.overflowing_add(u64::from(carry));
            *slot = s2;
            carry = c1 || c2;
        }
        Wide(r)
    }
}

impl<const L: usize> Sub for Wide<L> {
    type Output = Self;
    #[inline(always)]
    fn sub(self, o: Self) -> Self {
        let mut r = [0u64; L];
        let mut borrow = false;
        for (i, slot) in r.iter_mut().enumerate() {
            let (s1, b1) = self.0[i].overflowing_sub(o.0[i]);
            let (s2, b2) = s1.overflowing_sub(u64::from(borrow));
            *slot = s2;
            borrow = b1 || b2;
        }
        Wide(r)
    }
}

impl<const L: usize> Ord for Wide<L> {
    #[inline(always)]
    fn cmp(&self, o: &Self) -> Ordering {
        // The top limb carries the sign: compare it signed, the others unsigned.
        match (self.0[L - 1] as i64).cmp(&(o.0[L - 1] as i64)) {
            Ordering::Equal => {}
            x => return x,
        }
        for i in (0..L - 1).rev() {
            match self.0[i].cmp(&o.0[i]) {
                Ordering::Equal => {}
                x => return x,
            }
        }
        Ordering::Equal
    }
}

impl<const L: usize> PartialOrd for Wide<L> {
    #[inline(always)]
    fn partial_cmp(&self, o: &Self) -> Option<Ordering> {
        Some(self.cmp(o))
    }
}

impl<const L: usize> Weight for Wide<L> {
    const ZERO: Self = Wide([0; L]);
    fn half(self) -> Self {
        let neg = self.is_negative();
        let mut r = [0u64; L];
        #[allow(clippy::needless_range_loop)]
        for i in 0..L {
            let hi = if i + 1 < L {
                self.0[i + 1] << 63
            } else if neg {
                1 << 63
            } else {
                0
            };
            r[i] = (self.0[i] >> 1) | hi;
        }
        Wide(r)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arithmetic_matches_i128() {
        let vals: [i128; 7] = [0, 1, -1, 12345678901234567890, -98765432109876543210, i64::MAX as i128 * 3, -7];
        let to = |v: i128| Wide::<2>([v as u64, (v >> 64) as u64]);
        for a in vals {
            for b in vals {
                assert_eq!(to(a) + to(b), to(a.wrapping_add(b)));
                assert_eq!(to(a) - to(b), to(a.wrapping_sub(b)));
                assert_eq!(to(a).cmp(&to(b)), a.cmp(&b), "{a} {b}");
            }
            assert_eq!(to(a).half(), to(a >> 1));
        }
    }

    #[test]
    fn three_limbs_order_like_sign_extended_i128() {
        let vals: [i128; 9] = [0, 1, -1, 2, -2, i128::MAX, i128::MIN, 1 << 64, -(1 << 64)];
        let to = |v: i128| {
            let ext = if v < 0 { u64::MAX } else { 0 };
            Wide::<3>([v as u64, (v >> 64) as u64, ext])
        };
        for a in vals {
            for b in vals {
                assert_eq!(to(a).cmp(&to(b)), a.cmp(&b), "{a} {b}");
            }
            assert_eq!(to(a).half(), to(a >> 1));
        }
    }

    /// Packed fields of their own widths, set by `or_shifted`, sum as `add_shifted` adds them.
    #[test]
    fn setting_packed_fields_is_adding_them() {
        use rand::{RngExt, SeedableRng};
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
        for _ in 0..2000 {
            let (mut added, mut set) = (Wide::<4>::ZERO, Wide::<4>::ZERO);
            let mut shift = 0;
            while shift < 250 {
                let width = rng.random_range(1..=(128.min(256 - shift)));
                let v = rng.random::<u128>() >> (128 - width);
                added = added.add_shifted(v, shift);
                set = set.or_shifted(v, shift);
                shift += width;
            }
            assert_eq!(added, set);
            // Overlapping bits (and bits past the top) are added, as `add_shifted` does.
            let (v, shift) = (rng.random::<u128>(), rng.random_range(0..256));
            assert_eq!(added.add_shifted(v, shift), set.or_shifted(v, shift));
        }
    }

    #[test]
    fn shifted_addition_spans_limbs() {
        let w = Wide::<4>::ZERO.add_shifted(3, 127);
        assert_eq!(w.0, [0, 1 << 63, 1, 0]);
        let w = Wide::<4>::ZERO.add_shifted(u128::MAX, 64);
        assert_eq!(w.0, [0, u64::MAX, u64::MAX, 0]);
    }
}
