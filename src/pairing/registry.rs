//! Every pairing system and edition arbitro implements, in one list: the Dutch System (2017,
//! 2026), the round-robin by the Berger tables (one or two cycles) and the systems of the house
//! ([`house_systems`]: Dubov, Burstein, Lim, Double-Swiss, Swiss Team, each a
//! [`SwissSystem`]). `--rules` (and its alias `--system`) takes any name of this list,
//! `arbitro explain --list` prints it; record 192 or 092 and the tournament's dates select an
//! edition of the house ([`from_file`]).
//!
//! The list sits above the systems: it names them, they do not name it (`tests/it/layers.rs`).

use super::system::{InForce, SwissSystem};
use crate::core::types::Date;
use crate::core::words::Phrase;
use crate::rules::DutchEdition;
use crate::tournament::Tournament;
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
    /// The title in the reports' words (`explain --list --lang es`).
    #[must_use]
    pub fn title_words(&self) -> Phrase {
        match self.engine {
            Engine::Dutch(DutchEdition::Dutch2017) => Phrase::new("edition-dutch-2017"),
            Engine::Dutch(DutchEdition::Dutch2026) => Phrase::new("edition-dutch-2026"),
            Engine::RoundRobin { cycles: Some(2) } => Phrase::new("registry-title-double-round-robin"),
            Engine::RoundRobin { .. } => Phrase::new("registry-title-round-robin"),
            Engine::House(s) => s.title_words(),
        }
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

fn house_entry(s: &'static dyn SwissSystem) -> Entry {
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
    v.extend(house_systems().iter().copied().map(house_entry));
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

/// Every system and edition of the house, in the order record 192 is matched.
#[must_use]
pub fn house_systems() -> &'static [&'static dyn SwissSystem] {
    &[
        &crate::pairing::dubov::Dubov2026,
        &crate::pairing::burstein::Burstein2026,
        &crate::pairing::burstein::edition::BursteinOriginal,
        &crate::pairing::team::Team2026,
        &crate::pairing::lim::Lim2026,
        &crate::pairing::lim::Lim1999,
        &crate::pairing::double_swiss::DoubleSwiss2026,
    ]
}

/// The system of the house `name` names (its id or an alias, any case).
#[must_use]
pub fn house_by_name(name: &str) -> Option<&'static dyn SwissSystem> {
    let low = name.trim().to_ascii_lowercase();
    house_systems().iter().copied().find(|s| s.id() == low || s.aliases().contains(&low.as_str()))
}

/// What record 192 and the tournament's dates select.
#[derive(Clone)]
pub enum Selected {
    /// Not one of the house's systems (the Dutch, a round-robin, no record 192).
    None,
    /// This edition, and why.
    Edition(&'static dyn SwissSystem, Phrase),
    /// The system's code, but no implemented edition was in force on the tournament's first
    /// day: what to tell the user.
    Refused(Phrase),
}

/// The edition record 192 (`code`) and the tournament's first day (`start`) select.
#[must_use]
pub fn by_record(code: &str, start: Option<Date>) -> Selected {
    let code = code.trim();
    let up = code.to_ascii_uppercase();
    for s in house_systems() {
        if let Some((_, why)) = s.refused_codes().iter().find(|(p, _)| up.starts_with(p)) {
            return Selected::Refused(crate::pairing::system::refusal(code, why));
        }
    }
    let family: Vec<&'static dyn SwissSystem> =
        house_systems().iter().copied().filter(|s| s.record_192().is_some_and(|p| up.starts_with(p))).collect();
    let Some(latest) = family.iter().copied().find(|s| s.in_force().until.is_none()).or(family.last().copied()) else {
        return Selected::None;
    };
    match start {
        None => Selected::Edition(latest, Phrase::new("house-reason-record-undated").arg("code", code)),
        Some(d) => match family.iter().copied().find(|s| s.in_force().covers(d)) {
            Some(s) => Selected::Edition(
                s,
                Phrase::new("house-reason-record-dated").arg("code", code).arg("start", d.to_string()),
            ),
            None => before_every_edition(&family, Phrase::new("house-reason-record").arg("code", code), d),
        },
    }
}

/// A tournament dated when no implemented edition of `family` was in force (a Dubov event of
/// 2005): the first edition that came in force after `start` (else the latest) is applied,
/// and the reason says so, with the editions arbitro does not implement — a verdict under a
/// named text rather than none (`--rules` chooses another).
fn before_every_edition(family: &[&'static dyn SwissSystem], why: Phrase, start: Date) -> Selected {
    let next = family
        .iter()
        .copied()
        .filter(|s| s.in_force().from.is_some_and(|f| f > start))
        .min_by_key(|s| s.in_force().from);
    let Some(s) = next.or(family.iter().copied().find(|s| s.in_force().until.is_none())).or(family.last().copied())
    else {
        return Selected::None;
    };
    Selected::Edition(s, predates(s, why, start))
}

/// `why`, and that the tournament started on `start`, before edition `s` was in force.
#[must_use]
pub fn predates(s: &'static dyn SwissSystem, why: Phrase, start: Date) -> Phrase {
    Phrase::new("house-reason-flag-predates")
        .arg("why", why)
        .arg("start", start.to_string())
        .arg("edition", s.title_words())
        .arg("other", s.other_editions())
}

/// The edition record 092 (`kind`, the type of tournament in free text) and the tournament's
/// first day (`start`) select: the edition its text names by `--rules` name
/// (`… System burstein-original`, as arbitro's generator writes), else the system its words name
/// ([`crate::rules::named_system::read_092`]) in the edition in force on `start`. The Swiss Team
/// system of an event before its 2026 edition is checked under the 2026 text, which the reason
/// says (the 2024 text is not public); another system then is refused as record 192 is.
#[must_use]
pub fn by_kind(kind: &str, start: Option<Date>) -> Selected {
    use crate::rules::named_system::{Named092, read_092};
    let kind = kind.trim();
    let low = kind.to_ascii_lowercase();
    let words: Vec<&str> = low.split(|c: char| c.is_whitespace() || matches!(c, ',' | '(' | ')')).collect();
    if let Some(s) = house_systems().iter().copied().find(|s| words.contains(&s.id())) {
        let why = Phrase::new("house-reason-kind-edition").arg("kind", kind);
        return match start.filter(|d| !s.in_force().covers(*d)) {
            Some(d) => Selected::Edition(s, predates(s, why, d)),
            None => Selected::Edition(s, why),
        };
    }
    let Named092::Family(name) = read_092(kind) else { return Selected::None };
    let family: Vec<&'static dyn SwissSystem> =
        house_systems().iter().copied().filter(|s| s.family() == name).collect();
    let Some(latest) = family.iter().copied().find(|s| s.in_force().until.is_none()).or(family.last().copied()) else {
        return Selected::None;
    };
    match start {
        None => Selected::Edition(latest, Phrase::new("house-reason-kind-undated").arg("kind", kind)),
        Some(d) => match family.iter().copied().find(|s| s.in_force().covers(d)) {
            Some(s) => Selected::Edition(
                s,
                Phrase::new("house-reason-kind-dated").arg("kind", kind).arg("start", d.to_string()),
            ),
            None if latest.pairs_teams() => Selected::Edition(
                latest,
                Phrase::new("house-reason-kind-before-edition")
                    .arg("kind", kind)
                    .arg("start", d.to_string())
                    .arg("edition", latest.edition()),
            ),
            None => before_every_edition(&family, Phrase::new("house-reason-kind").arg("kind", kind), d),
        },
    }
}

/// The tournament's first day: record 042, else the first round date (record 132).
#[must_use]
pub fn first_day(t: &Tournament) -> Option<Date> {
    t.info.start.or_else(|| t.info.round_dates.iter().flatten().next().copied())
}

/// The system of the house the file names when no flag does: record 192 if the file has one
/// (whatever it names), else record 092.
#[must_use]
pub fn from_file(t: &Tournament) -> Selected {
    match t.info.encoded_type.as_deref().map(str::trim).filter(|c| !c.is_empty()) {
        Some(code) => by_record(code, first_day(t)),
        None => by_kind(&t.info.kind, first_day(t)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::words::Lang;

    fn day(year: u16, month: u8, d: u8) -> Date {
        Date { year, month, day: d }
    }

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
        for s in house_systems() {
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
    fn every_title_is_worded_in_both_languages() {
        for e in entries() {
            let (en, es) = (e.title_words().say(Lang::En), e.title_words().say(Lang::Es));
            assert!(!en.is_empty() && !es.is_empty() && en != es && !es.contains('['), "{}: {en} / {es}", e.name);
        }
        assert_eq!(
            by_name("dubov-2026").map(|e| e.title_words().say(Lang::En)),
            Some(crate::pairing::dubov::Dubov2026.title().to_owned())
        );
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

    #[test]
    fn every_system_has_a_distinct_name_and_its_aliases_find_it() {
        let mut ids: Vec<&str> = house_systems().iter().map(|s| s.id()).collect();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), house_systems().len());
        for s in house_systems() {
            assert_eq!(house_by_name(s.id()).map(|x| x.id()), Some(s.id()));
            assert_eq!(house_by_name(&s.id().to_ascii_uppercase()).map(|x| x.id()), Some(s.id()));
            for a in s.aliases() {
                assert_eq!(house_by_name(a).map(|x| x.id()), Some(s.id()), "{a}");
            }
        }
        assert!(house_by_name("dutch-2026").is_none());
    }

    #[test]
    fn record_192_selects_by_date_and_refuses_earlier_editions() {
        match by_record("FIDE_DUBOV", Some(day(2026, 3, 1))) {
            Selected::Edition(s, why) => {
                assert_eq!(s.id(), "dubov-2026");
                for lang in [Lang::En, Lang::Es] {
                    let why = why.say(lang);
                    assert!(why.contains("2026-03-01") && why.contains("FIDE_DUBOV"), "{why}");
                }
            }
            _ => panic!("dubov 2026 expected"),
        }
        // Before every edition record 192 can name: the next one is applied, and said.
        match by_record("FIDE_BURSTEIN", Some(day(2025, 3, 1))) {
            Selected::Edition(s, why) => {
                let why = why.say(Lang::En);
                assert_eq!(s.id(), "burstein-2026");
                assert!(why.contains("2025-03-01") && why.contains("before the") && why.contains("applied"), "{why}");
            }
            _ => panic!("burstein 2026 with a note expected"),
        }
        assert!(matches!(by_record("FIDE_DUTCH_2025", None), Selected::None));
        assert!(matches!(by_record("FIDE_TEAM_TYPEA_MP", None), Selected::Edition(s, _) if s.id() == "team-2026"));
        assert!(
            matches!(by_record("FIDE_DOUBLESWISS", Some(day(2026, 3, 1))), Selected::Edition(s, _) if s.id() == "double-swiss-2026")
        );
        assert!(
            matches!(by_record("FIDE_DOUBLESWISS_BAKU", None), Selected::Refused(m) if m.to_string().contains("DS-9"))
        );
        assert!(
            matches!(by_record("CUSTOM_DOUBLESWISS", None), Selected::Refused(m) if m.to_string().contains("CUSTOM_DOUBLESWISS"))
        );
    }

    #[test]
    fn record_092_selects_by_its_words_and_the_date() {
        let id = |sel: Selected| match sel {
            Selected::Edition(s, _) => s.id().to_owned(),
            Selected::Refused(m) => format!("refused: {m}"),
            Selected::None => "none".to_owned(),
        };
        let spring = Some(day(2026, 3, 1));
        assert_eq!(id(by_kind("Individual Swiss, FIDE (Dubov) System", spring)), "dubov-2026");
        assert_eq!(id(by_kind("Swiss Dubov", None)), "dubov-2026");
        assert_eq!(id(by_kind("Burstein", spring)), "burstein-2026");
        assert_eq!(id(by_kind("Burstein", Some(day(2020, 3, 1)))), "burstein-original");
        assert_eq!(
            id(by_kind("Individual Swiss, FIDE (Burstein) System burstein-original", spring)),
            "burstein-original"
        );
        assert_eq!(id(by_kind("Lim", spring)), "lim-2026");
        assert_eq!(id(by_kind("Double Swiss", spring)), "double-swiss-2026");
        assert_eq!(id(by_kind("Suizo por equipos", spring)), "team-2026");
        assert_eq!(id(by_kind("Swiss System", spring)), "none");
        assert_eq!(id(by_kind("Swiss Dutch", spring)), "none");
        assert_eq!(id(by_kind("Round robin", spring)), "none");
        assert_eq!(id(by_kind("Dubov", Some(day(2024, 3, 1)))), "dubov-2026");
        match by_kind("Team Swiss System", Some(day(2024, 11, 23))) {
            Selected::Edition(s, why) => {
                assert_eq!(s.id(), "team-2026");
                let why = why.say(Lang::En);
                assert!(why.contains("2024-11-23") && why.contains("2024") && why.contains("2026"), "{why}");
            }
            _ => panic!("team-2026 with a note expected"),
        }
    }

    #[test]
    fn criteria_are_found_by_code_and_cited_by_name() {
        for s in house_systems() {
            let all = s.criteria();
            assert!(!all.is_empty());
            for r in &all {
                assert_eq!(s.criterion(r.code).as_ref(), Some(r), "{} {}", s.id(), r.code);
                assert_eq!(s.criterion(&format!("[{}]", r.code.to_ascii_lowercase())).as_ref(), Some(r));
            }
            assert!(s.criterion("C99").is_none());
            assert!(all.contains(&s.completion()));
        }
    }
}
