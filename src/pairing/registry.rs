//! Every pairing system and edition arbitro implements, in one list: the Dutch System (2017,
//! 2026), the round-robin by the Berger tables (one or two cycles) and the systems of the house
//! ([`super::system::systems`]: Dubov, Burstein, Lim, Double-Swiss, Swiss Team). `--rules`
//! (and its alias `--system`) takes any name of this list, `arbitro explain --list` prints it.
//!
//! The list sits above the systems: it names them, they do not name it.

use super::system::{self, InForce, SwissSystem};
use crate::core::types::Date;
use crate::rules::DutchEdition;
use serde::Serialize;

/// What pairs and checks the rounds of an entry.
#[derive(Copy, Clone)]
pub enum Engine {
    /// The FIDE (Dutch) System, this edition.
    Dutch(DutchEdition),
    /// The Berger tables (C.05 Annex 1); `cycles` fixed by the name, else read from the file.
    RoundRobin {
        /// 1 or 2 when the name says so.
        cycles: Option<u16>,
    },
    /// A system of the house ([`SwissSystem`]).
    House(&'static dyn SwissSystem),
}

impl std::fmt::Debug for Engine {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Engine::Dutch(e) => write!(f, "Dutch({e:?})"),
            Engine::RoundRobin { cycles } => write!(f, "RoundRobin({cycles:?})"),
            Engine::House(s) => write!(f, "House({})", s.id()),
        }
    }
}

/// One system and edition.
#[derive(Clone, Debug, Serialize)]
pub struct Entry {
    /// The `--rules` name (`dutch-2026`, `round-robin`, `dubov-2026`).
    pub name: &'static str,
    /// Other names `--rules` and `--system` accept.
    pub aliases: Vec<&'static str>,
    /// The handbook's name and edition, with its chapter and dates.
    pub title: &'static str,
    /// The handbook chapter (`C.04.3`).
    pub chapter: &'static str,
    /// The first day the edition applies (none: since the system began).
    pub from: Option<Date>,
    /// The first day it no longer applies (none: in force).
    pub until: Option<Date>,
    /// The record-192 codes (TRF-2026) that name it, or their beginning (`FIDE_DUBOV` for
    /// `FIDE_DUBOV_BAKU` too); empty when TRF-2026 has no code for it (Lim).
    pub record_192: Vec<&'static str>,
    /// The number of readings of its text listed in `docs/systems/README.md`.
    pub readings: usize,
    /// What pairs it.
    #[serde(skip)]
    pub engine: Engine,
}

impl Entry {
    /// When the edition is in force.
    #[must_use]
    pub fn in_force(&self) -> InForce {
        InForce { from: self.from, until: self.until }
    }
    /// Whether `name` (any case, blanks trimmed) names this entry.
    #[must_use]
    pub fn is_named(&self, name: &str) -> bool {
        let low = name.trim().to_ascii_lowercase();
        self.name == low || self.aliases.iter().any(|a| *a == low)
    }
}

const CUTOVER: Date = DutchEdition::CUTOVER;
const DUTCH_2017_FROM: Date = Date { year: 2017, month: 7, day: 1 };

fn dutch(edition: DutchEdition) -> Entry {
    let (name, aliases, title, from, until, codes): (_, &[&str], _, _, _, &[&str]) = match edition {
        DutchEdition::Dutch2017 => (
            "dutch-2017",
            &["2017", "fide_dutch_2017"],
            "FIDE Dutch system, 2017 edition (C.04.3, 1 Jul 2017 – 31 Jan 2026)",
            Some(DUTCH_2017_FROM),
            Some(CUTOVER),
            &["FIDE_DUTCH_2017", "FIDE_DUTCH (by date)"],
        ),
        DutchEdition::Dutch2026 => (
            "dutch-2026",
            &["2026", "dutch-2025", "fide_dutch_2026", "fide_dutch_2025"],
            "FIDE Dutch system, 2026 edition (C.04.3, from 1 Feb 2026)",
            Some(CUTOVER),
            None,
            &["FIDE_DUTCH_2026", "FIDE_DUTCH_2025", "FIDE_DUTCH (by date)"],
        ),
    };
    Entry {
        name,
        aliases: aliases.to_vec(),
        title,
        chapter: "C.04.3",
        from,
        until,
        record_192: codes.to_vec(),
        readings: 0,
        engine: Engine::Dutch(edition),
    }
}

fn round_robin(cycles: Option<u16>) -> Entry {
    let (name, aliases, title, codes): (_, &[&str], _, &[&str]) = match cycles {
        Some(2) => (
            "double-round-robin",
            &["round-robin-double", "berger-double", "double-berger"],
            "Round-robin, two cycles, by the Berger tables (C.05 Annex 1)",
            &["FIDE_DOUBLEROUNDROBIN", "BERGER_DOUBLEROUNDROBIN"],
        ),
        _ => (
            "round-robin",
            &["berger", "round-robin-berger"],
            "Round-robin by the Berger tables (C.05 Annex 1): one cycle, or two when the file says so",
            &["FIDE_ROUNDROBIN", "BERGER_ROUNDROBIN"],
        ),
    };
    Entry {
        name,
        aliases: aliases.to_vec(),
        title,
        chapter: "C.05 Annex 1",
        from: None,
        until: None,
        record_192: codes.to_vec(),
        readings: 0,
        engine: Engine::RoundRobin { cycles },
    }
}

fn house(s: &'static dyn SwissSystem) -> Entry {
    let f = s.in_force();
    Entry {
        name: s.id(),
        aliases: s.aliases().to_vec(),
        title: s.title(),
        chapter: s.chapter(),
        from: f.from,
        until: f.until,
        record_192: s.record_192().into_iter().collect(),
        readings: super::reading::of_system(s.id()).len(),
        engine: Engine::House(s),
    }
}

/// Every system and edition, the Dutch first (oldest edition first), then the round-robins, then the house's systems
/// in the order record 192 is matched.
#[must_use]
pub fn entries() -> Vec<Entry> {
    let mut v =
        vec![dutch(DutchEdition::Dutch2017), dutch(DutchEdition::Dutch2026), round_robin(None), round_robin(Some(2))];
    v.extend(system::systems().iter().copied().map(house));
    v
}

/// The entry `name` names (its name or an alias, any case).
#[must_use]
pub fn by_name(name: &str) -> Option<Entry> {
    entries().into_iter().find(|e| e.is_named(name))
}

/// Every `--rules` name, for messages.
#[must_use]
pub fn names() -> Vec<&'static str> {
    entries().into_iter().map(|e| e.name).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_name_and_alias_names_one_entry() {
        let all = entries();
        let mut seen: Vec<&str> = Vec::new();
        for e in &all {
            for n in std::iter::once(e.name).chain(e.aliases.iter().copied()) {
                assert!(!seen.contains(&n), "{n} names two entries");
                seen.push(n);
                assert_eq!(by_name(&n.to_ascii_uppercase()).map(|x| x.name), Some(e.name));
            }
        }
        assert!(by_name("dutch-2019").is_none());
    }

    #[test]
    fn every_house_system_and_both_dutch_editions_are_listed() {
        let names = names();
        for s in system::systems() {
            assert!(names.contains(&s.id()), "{}", s.id());
        }
        for d in [DutchEdition::Dutch2017, DutchEdition::Dutch2026] {
            assert!(names.contains(&d.flag_name()));
            assert_eq!(DutchEdition::from_flag(d.flag_name()), Some(d));
        }
        // The Dutch editions follow one another with no gap.
        let d17 = by_name("dutch-2017").unwrap();
        let d26 = by_name("dutch-2026").unwrap();
        assert_eq!(d17.until, d26.from);
        assert!(d26.in_force().covers(Date { year: 2026, month: 2, day: 1 }));
        assert!(!d17.in_force().covers(Date { year: 2026, month: 2, day: 1 }));
    }

    #[test]
    fn the_dutch_aliases_are_those_the_edition_flag_reads() {
        for e in entries() {
            if let Engine::Dutch(d) = e.engine {
                for a in &e.aliases {
                    assert_eq!(DutchEdition::from_flag(a), Some(d), "{a}");
                }
            }
        }
    }
}
