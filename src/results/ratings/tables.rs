//! FIDE conversion tables of B.02 (identical in the 2022 and 2024 texts, and in B.01 1.4.9).
//!
//! Table 8.1.1 turns a fractional score `p` into a rating difference `dp`; table 8.1.2 turns
//! a rating difference `D` into the expected score `PD` of the higher-rated player. Both are
//! stored, never regenerated from a formula (the FIDE table deviates from the normal
//! distribution at six differences).

/// Table 8.1.1, `dp` for p = 0.50 … 1.00 (index = percent − 50).
const DP_HIGH: [i32; 51] = [
    0, 7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95, 102, 110, 117, 125, 133, 141, 149, 158, 166, 175, 184, 193,
    202, 211, 220, 230, 240, 251, 262, 273, 284, 296, 309, 322, 336, 351, 366, 383, 401, 422, 444, 470, 501, 538, 589,
    677, 800,
];

/// Table 8.1.2: the upper bound of each band of rating differences; band `i` gives the
/// higher-rated player an expected score of (50 + i) hundredths. Above 735 it is 1.00.
const PD_BOUNDS: [i32; 50] = [
    3, 10, 17, 25, 32, 39, 46, 53, 61, 68, 76, 83, 91, 98, 106, 113, 121, 129, 137, 145, 153, 162, 170, 179, 188, 197,
    206, 215, 225, 235, 245, 256, 267, 278, 290, 302, 315, 328, 344, 357, 374, 391, 411, 432, 456, 484, 517, 559, 619,
    735,
];

/// B.02 table 8.1.1: the rating difference `dp` for a score of `percent` % (0–100).
///
/// Values below 50 % are the negatives of the mirrored ones; 0 % and 100 % give ∓800
/// ("shown notionally as 800").
#[must_use]
pub fn dp(percent: u32) -> i32 {
    let p = percent.min(100);
    if p >= 50 { DP_HIGH[(p - 50) as usize] } else { -DP_HIGH[(50 - p) as usize] }
}

/// A fraction `num/den` as a whole percentage, 0.5 % rounded up (B.01 1.4.9).
#[must_use]
pub fn percent_half_up(num: i64, den: i64) -> u32 {
    if den <= 0 {
        return 0;
    }
    // round(100 * num / den) with .5 up, in integers.
    let v = (200 * num + den).div_euclid(2 * den);
    u32::try_from(v.clamp(0, 100)).unwrap_or(0)
}

/// B.02 table 8.1.2: expected score in hundredths for a player whose rating exceeds the
/// opponent's by `d` (negative when lower). 0–3 → 50, … , above 735 → 100.
#[must_use]
pub fn expected_hundredths(d: i32) -> i32 {
    let a = d.abs();
    let high = PD_BOUNDS.iter().position(|&b| a <= b).map_or(100, |i| 50 + i32::try_from(i).unwrap_or(0));
    if d >= 0 { high } else { 100 - high }
}

/// Integer division rounding halves away from zero.
#[must_use]
pub fn div_round_half_away(num: i64, den: i64) -> i64 {
    if den == 0 {
        return 0;
    }
    let (n, d) = if den < 0 { (-num, -den) } else { (num, den) };
    if n >= 0 { (2 * n + d) / (2 * d) } else { -((-2 * n + d) / (2 * d)) }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Includes p = 0.15 → −296: seed 004 (line 707, inventory B-18) prints "217 below",
    /// which is not in table 8.1.1.
    #[test]
    fn dp_table() {
        for (p, want) in [(100, 800), (99, 677), (67, 125), (57, 50), (50, 0), (43, -50), (15, -296), (0, -800)] {
            assert_eq!(dp(p), want, "{p}");
        }
    }

    #[test]
    fn expected_table() {
        for (d, want) in [(0, 50), (3, 50), (4, 51), (400, 92), (-400, 8), (735, 99), (736, 100), (-736, 0), (54, 58)] {
            assert_eq!(expected_hundredths(d), want, "{d}");
        }
    }

    #[test]
    fn percentages_round_half_up() {
        assert_eq!(percent_half_up(3, 7), 43);
        assert_eq!(percent_half_up(1, 200), 1);
        assert_eq!(percent_half_up(4, 7), 57);
        assert_eq!(percent_half_up(6, 9), 67);
        assert_eq!(div_round_half_away(-25, 10), -3);
        assert_eq!(div_round_half_away(25, 10), 3);
        assert_eq!(div_round_half_away(24, 10), 2);
    }
}
