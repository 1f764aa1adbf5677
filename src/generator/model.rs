//! The result model and the random source.
//!
//! Expected score of the stronger player (the FIDE rating curve, as the reference RTG of
//! bbpPairings uses it): E = erfc(−7·D / (√2·2000)) / 2 = Φ(7·D / 2000), D the rating
//! difference; draw probability P(draw) = min(draw% / 100, 2 − 2E); the stronger player
//! wins with E − P(draw)/2 and loses with 1 − E − P(draw)/2.
//!
//! Everything here uses only `+ − × ÷` on `f64` (no platform `exp`), so the same seed
//! gives the same bytes on every machine.

use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::{Rng, SeedableRng};

/// The generator's random source: ChaCha8 seeded from a `u64`.
pub struct Dice(ChaCha8Rng);

impl Dice {
    /// A source seeded with `seed`.
    #[must_use]
    pub fn new(seed: u64) -> Dice {
        Dice(ChaCha8Rng::seed_from_u64(seed))
    }
    /// A uniform number in [0, 1) with 53 random bits.
    pub fn unit(&mut self) -> f64 {
        // 53 bits fit exactly
        let v = (self.0.next_u64() >> 11) as f64;
        v / 9_007_199_254_740_992.0
    }
    /// True with probability `p`.
    pub fn chance(&mut self, p: f64) -> bool {
        p > 0.0 && self.unit() < p
    }
    /// A uniform integer in `0..n` (`n` ≥ 1), without modulo bias.
    pub fn below(&mut self, n: u64) -> u64 {
        if n <= 1 {
            return 0;
        }
        let zone = u64::MAX - (u64::MAX % n);
        loop {
            let v = self.0.next_u64();
            if v < zone {
                return v % n;
            }
        }
    }
    /// A uniform integer between `lo` and `hi`, both included.
    pub fn between(&mut self, lo: u16, hi: u16) -> u16 {
        let (lo, hi) = (lo.min(hi), lo.max(hi));
        lo + u16::try_from(self.below(u64::from(hi - lo) + 1)).unwrap_or(0)
    }
    /// Approximately normal with mean 0 and σ 1 (Irwin–Hall: the sum of 12 uniforms − 6).
    pub(crate) fn bell(&mut self) -> f64 {
        (0..12).map(|_| self.unit()).sum::<f64>() - 6.0
    }
}

/// e^x from basic arithmetic (range reduction by ln 2, Taylor series), portable to the bit.
#[must_use]
pub fn exp(x: f64) -> f64 {
    if x < -700.0 {
        return 0.0;
    }
    const LN2: f64 = std::f64::consts::LN_2;
    let k = (x / LN2).round();
    let r = x - k * LN2;
    let mut term = 1.0;
    let mut sum = 1.0;
    for n in 1..=22 {
        term = term * r / f64::from(n);
        sum += term;
    }
    // |k| ≤ 1010
    let k = k as i32;
    let mut scale = 1.0;
    let step = if k >= 0 { 2.0 } else { 0.5 };
    for _ in 0..k.unsigned_abs() {
        scale *= step;
    }
    sum * scale
}

/// Φ(z), the standard normal distribution function (Marsaglia's series), portable to the bit.
#[must_use]
pub(crate) fn normal_cdf(z: f64) -> f64 {
    if z > 9.0 {
        return 1.0;
    }
    if z < -9.0 {
        return 0.0;
    }
    let mut term = z;
    let mut sum = z;
    let z2 = z * z;
    let mut n = 1.0;
    loop {
        n += 2.0;
        term = term * z2 / n;
        let next = sum + term;
        if next == sum {
            break;
        }
        sum = next;
    }
    let density = exp(-z2 / 2.0) / 2.506_628_274_631_000_5; // √(2π)
    (0.5 + density * sum).clamp(0.0, 1.0)
}

/// Expected score of the player rated `d` points above the opponent (`d` may be negative).
#[must_use]
pub fn expected_score(d: f64) -> f64 {
    normal_cdf(7.0 * d / 2000.0)
}

/// The outcome of a game for the first-named player.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The first player wins.
    Win,
    /// A draw.
    Draw,
    /// The first player loses.
    Loss,
}

/// Probabilities (win, draw, loss) for a player rated `d` above the opponent.
#[must_use]
pub fn probabilities(d: f64, draw_percentage: f64) -> (f64, f64, f64) {
    let e_strong = expected_score(d.abs());
    let draw = (draw_percentage / 100.0).min(2.0 - 2.0 * e_strong).max(0.0);
    let strong_wins = (e_strong - draw / 2.0).max(0.0);
    let strong_loses = (1.0 - strong_wins - draw).max(0.0);
    if d >= 0.0 { (strong_wins, draw, strong_loses) } else { (strong_loses, draw, strong_wins) }
}

/// Draws a game result for a player of strength `a` against `b`.
pub fn play(dice: &mut Dice, a: f64, b: f64, draw_percentage: f64) -> Outcome {
    let (win, draw, _) = probabilities(a - b, draw_percentage);
    let u = dice.unit();
    if u < win {
        Outcome::Win
    } else if u < win + draw {
        Outcome::Draw
    } else {
        Outcome::Loss
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exp_matches_std() {
        for x in [-30.0, -5.5, -1.0, -0.1, 0.0, 0.3, 1.0, 4.2, 20.0] {
            let (a, b) = (exp(x), f64::exp(x));
            assert!(((a - b) / b).abs() < 1e-13, "{x}: {a} vs {b}");
        }
    }

    #[test]
    fn normal_cdf_known_values() {
        for (z, want) in
            [(0.0, 0.5), (1.0, 0.841_344_746_068_543), (-1.96, 0.024_997_895_148_220), (3.0, 0.998_650_101_968_37)]
        {
            assert!((normal_cdf(z) - want).abs() < 1e-12, "{z}");
        }
    }

    #[test]
    fn fide_curve_points() {
        // FIDE table (B.02 8.1.2): D = 100 → 0.64, D = 200 → 0.76, D = 400 → 0.92.
        for (d, want) in [(0.0, 0.5), (100.0, 0.64), (200.0, 0.76), (400.0, 0.92)] {
            assert!((expected_score(d) - want).abs() < 0.005, "{d}: {}", expected_score(d));
        }
    }

    #[test]
    fn probabilities_sum_to_one_and_cap_draws() {
        let (w, d, l) = probabilities(600.0, 60.0);
        assert!((w + d + l - 1.0).abs() < 1e-12);
        assert!(d < 0.6, "draws are capped for unequal players: {d}");
        let (w2, d2, l2) = probabilities(-600.0, 60.0);
        assert_eq!((w2, d2, l2), (l, d, w));
    }

    #[test]
    fn dice_are_reproducible() {
        let a: Vec<u64> = (0..5).scan(Dice::new(7), |d, _| Some(d.below(1000))).collect();
        let b: Vec<u64> = (0..5).scan(Dice::new(7), |d, _| Some(d.below(1000))).collect();
        let c: Vec<u64> = (0..5).scan(Dice::new(8), |d, _| Some(d.below(1000))).collect();
        assert_eq!(a, b);
        assert_ne!(a, c);
    }
}
