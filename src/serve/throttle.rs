//! Throttling of guesses at a secret (the lecturer token, a paper's re-entry code).
//!
//! Each key (who guesses at what) has [`FREE_ATTEMPTS`] wrong guesses free; after that every
//! guess waits [`LOCK_SECS`] seconds from the last wrong one, right or wrong: a guess during
//! the wait is refused unheard, so no more than two guesses a minute reach the secret. A right
//! guess forgets the key's wrong ones.

use std::collections::HashMap;

/// Wrong guesses allowed before the wait.
pub const FREE_ATTEMPTS: u32 = 5;

/// Seconds to wait after each wrong guess beyond the free ones.
pub const LOCK_SECS: i64 = 30;

/// Most keys remembered (the oldest are forgotten beyond this, so memory stays bounded).
const MAX_KEYS: usize = 10_000;

#[derive(Clone, Copy, Debug)]
struct Failures {
    count: u32,
    last: i64,
}

/// Wrong guesses by key.
#[derive(Debug, Default)]
pub struct Throttle {
    failures: HashMap<String, Failures>,
}

impl Throttle {
    /// Seconds `key` must still wait at `now` before a guess is heard (0: may guess).
    #[must_use]
    pub fn wait(&self, key: &str, now: i64) -> i64 {
        match self.failures.get(key) {
            Some(f) if f.count >= FREE_ATTEMPTS => (f.last + LOCK_SECS - now).max(0),
            _ => 0,
        }
    }

    /// Records a guess of `key` at `now`: right ones forget the key, wrong ones count.
    pub fn record(&mut self, key: &str, right: bool, now: i64) {
        if right {
            self.failures.remove(key);
            return;
        }
        if self.failures.len() >= MAX_KEYS && !self.failures.contains_key(key) {
            if let Some(oldest) = self.failures.iter().min_by_key(|(_, f)| f.last).map(|(k, _)| k.clone()) {
                self.failures.remove(&oldest);
            }
        }
        let f = self.failures.entry(key.to_string()).or_insert(Failures { count: 0, last: now });
        f.count = f.count.saturating_add(1);
        f.last = now;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn five_wrong_guesses_then_a_wait_after_each() {
        let mut t = Throttle::default();
        for i in 0..FREE_ATTEMPTS {
            assert_eq!(t.wait("ip", 100), 0, "guess {}", i + 1);
            t.record("ip", false, 100);
        }
        assert_eq!(t.wait("ip", 100), LOCK_SECS);
        assert_eq!(t.wait("ip", 100 + LOCK_SECS), 0);
        assert_eq!(t.wait("other", 100), 0, "per key");
        t.record("ip", false, 200);
        assert_eq!(t.wait("ip", 210), LOCK_SECS - 10, "each further wrong guess waits again");
        t.record("ip", true, 300);
        assert_eq!(t.wait("ip", 300), 0, "a right guess forgets");
    }
}
