//! Throttling of guesses at a secret (the lecturer token, a paper's re-entry code).
//!
//! Each key (who guesses at what) has [`FREE_ATTEMPTS`] wrong guesses free; after that every
//! guess waits [`LOCK_SECS`] seconds from the last wrong one, right or wrong: a guess during
//! the wait is refused unheard, so no more than two guesses a minute reach the secret. A right
//! guess forgets the key's wrong ones.
//!
//! A key names the guesser and the secret together (`reentry:PAPER:ADDRESS`): a rival's wrong
//! guesses delay the rival, never the owner guessing from another address; and a new secret
//! (a reissued code) forgets every wrong guess at the old one ([`Throttle::forget`]).

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

    /// Forgets the wrong guesses of every key starting with `prefix` (a secret replaced: the
    /// guesses at the old one no longer count against anyone).
    pub fn forget(&mut self, prefix: &str) {
        self.failures.retain(|k, _| !k.starts_with(prefix));
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

    #[test]
    fn a_new_secret_forgets_the_guesses_at_the_old_one() {
        let mut t = Throttle::default();
        for _ in 0..FREE_ATTEMPTS {
            t.record("reentry:P1:10.0.0.9", false, 100);
            t.record("reentry:P2:10.0.0.9", false, 100);
        }
        t.forget("reentry:P1:");
        assert_eq!(t.wait("reentry:P1:10.0.0.9", 100), 0);
        assert_eq!(t.wait("reentry:P2:10.0.0.9", 100), LOCK_SECS, "another paper's guesses kept");
    }
}
