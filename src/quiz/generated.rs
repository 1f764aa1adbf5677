//! Generated exercises: numeric and pairing questions produced fresh from a seed by
//! arbitro's own engines (rating change, initial rating, norm check, tie-break values,
//! pairing a score bracket), each with a step-by-step explanation written by the same code
//! that computes the answer.
//!
//! A generator implements [`Generator`] and is added to [`Registry::builtin`]. Each one
//! draws a small event from a seed (`gen-<name>-<seed>`), asks arbitro's engine for the
//! answer and writes the engine's steps as the explanation, in Spanish and English:
//! [`rating::RatingChange`] and [`rating::InitialRating`] (B.02 8.3 / 8.2),
//! [`tiebreak::TiebreakValue`] (C.07), [`norm::NormCheck`] (B.01 1.4) and
//! [`pairing::PairRound`] (C.04.3 2026), the last only when [`pairing::pairing_engine`]
//! gives an engine; [`round_robin::RoundRobinRound`] and [`round_robin::VarmaPair`] (C.05
//! Annexes 1 and 2); [`dubov::DubovAro`], [`dubov::DubovUpfloater`] and [`dubov::DubovPairRound`]
//! (C.04.4.1 2026); [`burstein::BursteinIndex`] and [`burstein::BursteinPairRound`] (C.04.4.2 2026); [`lim::LimFloater`] and [`lim::LimPairRound`] (C.04.4.3 2026); [`team::TeamColour`] and
//! [`team::TeamPairRound`] (C.04.6 2026); [`double_swiss::DoubleSwissColour`] and
//! [`double_swiss::DoubleSwissPairRound`] (C.04.5 2026).

/// A [`Generator`] of the Swiss topic for a type whose `question(seed)` draws the exercise of a
/// seed: `swiss_generator!(TeamColour, "team-colour", Kind::Single)`. With `dated`, the type also
/// has `question_on(seed, date)`, the exercise under the edition in force on the date, and the
/// generator uses it for a paper's date ([`Generator::generate_on`]).
macro_rules! swiss_generator {
    ($ty:ident, $name:literal, $kind:expr) => {
        swiss_generator!(@impl $ty, $name, $kind, {});
    };
    ($ty:ident, $name:literal, $kind:expr, dated) => {
        swiss_generator!(@impl $ty, $name, $kind, {
            fn generate_on(
                &self,
                rng: &mut rand_chacha::ChaCha8Rng,
                on: crate::tournament::Date,
            ) -> Result<crate::quiz::schema::Question, String> {
                $ty::question_on(rand::RngExt::random(rng), on)
            }
        });
    };
    (@impl $ty:ident, $name:literal, $kind:expr, { $($dated:tt)* }) => {
        impl super::Generator for $ty {
            fn name(&self) -> &'static str {
                $name
            }
            fn topic(&self) -> crate::quiz::schema::Topic {
                crate::quiz::schema::Topic::Swiss
            }
            fn kind(&self) -> crate::quiz::schema::Kind {
                $kind
            }
            fn generate(&self, rng: &mut rand_chacha::ChaCha8Rng) -> Result<crate::quiz::schema::Question, String> {
                $ty::question(rand::RngExt::random(rng))
            }
            $($dated)*
        }
    };
}

pub(crate) mod burstein;
pub(crate) mod double_swiss;
#[cfg(test)]
mod drill_marks;
pub(crate) mod dubov;
pub(crate) mod lim;
pub(crate) mod norm;
pub mod pairing;
pub(crate) mod rating;
pub(crate) mod round_robin;
pub(crate) mod team;
pub mod tiebreak;
mod util;

use super::bank::LintError;
use super::schema::{Kind, Question, Topic};
use crate::core::order::StableSort;
use crate::core::words::Phrase;
use rand_chacha::ChaCha8Rng;

/// Produces one fresh question from a random source.
pub trait Generator {
    /// A stable name, used in generated ids (`gen-<name>-<seed>`), e.g. `rating-change`.
    fn name(&self) -> &'static str;
    /// The topic of the questions it makes.
    fn topic(&self) -> Topic;
    /// The kind of the questions it makes (numeric or pairing).
    fn kind(&self) -> Kind;
    /// One question. The answer key, the model answer and the step-by-step explanation (both
    /// languages) come from the engine's computation, not from a template of the result.
    ///
    /// # Errors
    /// The engine could not produce a usable exercise from this random draw.
    fn generate(&self, rng: &mut ChaCha8Rng) -> Result<Question, String>;
    /// One question for a paper dated `on`: under the edition of its system in force that day
    /// where arbitro implements it (the Dutch 2017 rules, Burstein's original text and the Lim
    /// 1999 text before 1 February 2026). The default is [`Generator::generate`]: a generator
    /// whose system has one implemented edition writes under it, and a paper dated when that
    /// edition was not in force leaves it out ([`Registry::generate_on`]).
    ///
    /// # Errors
    /// As [`Generator::generate`].
    fn generate_on(&self, rng: &mut ChaCha8Rng, on: crate::tournament::Date) -> Result<Question, String> {
        let _ = on;
        self.generate(rng)
    }
}

/// How often a generator may draw again to find an exercise valid on a date.
pub const MAX_REDRAWS: usize = 64;

/// The generators available to sessions and papers.
#[derive(Default)]
pub struct Registry {
    generators: Vec<Box<dyn Generator>>,
}

impl Registry {
    /// The generators built into this version of arbitro.
    #[must_use]
    pub fn builtin() -> Registry {
        let mut r = Registry::default();
        r.register(Box::new(rating::RatingChange));
        r.register(Box::new(rating::InitialRating));
        r.register(Box::new(tiebreak::TiebreakValue));
        r.register(Box::new(norm::NormCheck));
        r.register(Box::new(round_robin::RoundRobinRound));
        r.register(Box::new(round_robin::VarmaPair));
        r.register(Box::new(dubov::DubovAro));
        r.register(Box::new(dubov::DubovUpfloater));
        r.register(Box::new(dubov::DubovPairRound));
        r.register(Box::new(burstein::BursteinIndex));
        r.register(Box::new(burstein::BursteinPairRound));
        r.register(Box::new(lim::LimFloater));
        r.register(Box::new(lim::LimPairRound));
        r.register(Box::new(team::TeamColour));
        r.register(Box::new(team::TeamPairRound));
        r.register(Box::new(double_swiss::DoubleSwissColour));
        r.register(Box::new(double_swiss::DoubleSwissPairRound));
        if let Some(engine) = pairing::pairing_engine() {
            r.register(Box::new(pairing::PairRound { engine }));
        }
        r
    }

    /// Adds a generator.
    pub(crate) fn register(&mut self, g: Box<dyn Generator>) {
        self.generators.push(g);
    }

    /// The generators for a topic/kind filter (all when the lists are empty), sorted by name.
    #[must_use]
    pub fn matching(&self, topics: &[Topic], kinds: &[Kind]) -> Vec<&dyn Generator> {
        let mut v: Vec<&dyn Generator> = self
            .generators
            .iter()
            .map(AsRef::as_ref)
            .filter(|g| {
                (topics.is_empty() || topics.contains(&g.topic())) && (kinds.is_empty() || kinds.contains(&g.kind()))
            })
            .collect();
        v.stable_sort_by_key(&|g| g.name());
        v
    }

    /// Names of all generators, sorted.
    #[must_use]
    pub fn names(&self) -> Vec<&'static str> {
        let mut v: Vec<&'static str> = self.generators.iter().map(|g| g.name()).collect();
        v.sort_unstable();
        v
    }

    /// `count` questions from the matching generators, round-robin, seeded.
    ///
    /// # Errors
    /// No generator matches, or one fails or produces a question that breaks the bank's
    /// rules (the same checks as `arbitro quiz lint`).
    pub fn generate(&self, topics: &[Topic], kinds: &[Kind], count: usize, seed: u64) -> Result<Vec<Question>, Phrase> {
        self.generate_on(topics, kinds, count, seed, None).map(|(q, _)| q)
    }

    /// Like [`Registry::generate`], keeping only exercises whose editions are in force on `on`
    /// (a generator that drew an exercise under another edition draws again, up to
    /// [`MAX_REDRAWS`] times, from the same seeded stream). A generator that finds nothing valid
    /// on the date in that many draws (no edition of its system that arbitro implements was in
    /// force then, e.g. Dubov, Double-Swiss and Swiss Team before 1 February 2026) is left out
    /// and the others fill its turns: its name is returned beside the questions, for the
    /// paper's notes. Each draw is under the edition in force on `on`
    /// ([`Generator::generate_on`]).
    ///
    /// # Errors
    /// As [`Registry::generate`]; also when every matching generator is left out.
    pub(crate) fn generate_on(
        &self,
        topics: &[Topic],
        kinds: &[Kind],
        count: usize,
        seed: u64,
        on: Option<crate::tournament::Date>,
    ) -> Result<(Vec<Question>, Vec<&'static str>), Phrase> {
        use rand::SeedableRng;
        let mut gens = self.matching(topics, kinds);
        if gens.is_empty() {
            return Err(Phrase::new(if self.generators.is_empty() {
                "lint-generators-none"
            } else {
                "lint-generators-no-match"
            }));
        }
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut out = Vec::with_capacity(count);
        let mut left_out = Vec::new();
        let mut turn = 0;
        while out.len() < count {
            let Some(&g) = gens.get(turn % gens.len().max(1)) else {
                let d = on.unwrap_or(crate::tournament::Date { year: 0, month: 0, day: 0 });
                return Err(Phrase::new("lint-generators-none-valid")
                    .arg("date", format!("{:04}-{:02}-{:02}", d.year, d.month, d.day))
                    .arg("left-out", left_out.join(", ")));
            };
            let draw = |rng: &mut ChaCha8Rng| {
                match on {
                    Some(d) => g.generate_on(rng, d),
                    None => g.generate(rng),
                }
                .map_err(|e| Phrase::new("lint-generator-failed").arg("name", g.name()).arg("error", e))
            };
            let mut q = draw(&mut rng)?;
            let mut redraws = 0;
            let mut valid = true;
            while on.is_some_and(|d| !super::editions::valid_on(&q.editions, d)) {
                redraws += 1;
                if redraws > MAX_REDRAWS {
                    valid = false;
                    break;
                }
                q = draw(&mut rng)?;
            }
            if !valid {
                left_out.push(g.name());
                gens.retain(|x| x.name() != g.name());
                continue;
            }
            let problems = check(&q);
            if let Some(p) = problems.first() {
                return Err(Phrase::new("lint-generator-invalid")
                    .arg("name", g.name())
                    .arg("problem", p.message.clone()));
            }
            out.push(q);
            turn += 1;
        }
        Ok((out, left_out))
    }
}

/// Checks a generated question with the bank's rules by writing it as a bank item and reading
/// it back.
#[must_use]
pub fn check(q: &Question) -> Vec<LintError> {
    let text = super::bank_writer::to_yaml(std::slice::from_ref(q));
    let (mut qs, mut errs) = (Vec::new(), Vec::new());
    super::bank::read_file(std::path::Path::new("<generated>"), &text, &mut qs, &mut errs);
    errs
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::quiz::schema::{AnswerKey, LangText, Marks, Origin};
    use rand::RngExt;

    /// The pairing system a generated exercise is about, and the edition code it applies, or
    /// `None` for an exercise of no pairing system (ratings, norms, tie-breaks).
    fn system_of(q: &Question) -> Option<(&'static str, &'static str)> {
        let id = q.id.as_str();
        if id.starts_with("gen-round-robin-") || id.starts_with("gen-varma-") {
            return Some(("round-robin", "Manual 2023"));
        }
        let system = q.editions.iter().find_map(|e| match e.doc {
            "C.04.3" => Some("Dutch"),
            "C.04.4.1" => Some("Dubov"),
            "C.04.4.2" => Some("Burstein"),
            "C.04.4.3" => Some("Lim"),
            "C.04.5" => Some("Double-Swiss"),
            "C.04.6" => Some("Swiss Team"),
            _ => None,
        })?;
        Some((system, q.editions[0].code))
    }

    /// Issue #55 item 8: a paper's generated exercises are drawn, under the edition in force on
    /// its date, from every system arbitro implements an edition of that day; the generators
    /// with none are left out and named.
    #[test]
    fn a_paper_draws_every_system_in_force_on_its_date() {
        let r = Registry::builtin();
        let june = crate::quiz::editions::parse_date("2026-06-01").unwrap();
        let january = crate::quiz::editions::parse_date("2026-01-15").unwrap();
        let all = ["Dutch", "Dubov", "Burstein", "Lim", "Double-Swiss", "Swiss Team", "round-robin"];
        // (date, the systems drawn with the edition each applies, the generators left out)
        type Case<'a> = (crate::tournament::Date, &'a [(&'a str, &'a str)], &'a [&'a str]);
        let cases: [Case<'_>; 2] = [
            (
                june,
                &[
                    ("Dutch", "C.04.3 2026"),
                    ("Dubov", "C.04.4.1 2026"),
                    ("Burstein", "C.04.4.2 2026"),
                    ("Lim", "C.04.4.3 2026"),
                    ("Double-Swiss", "C.04.5 2026"),
                    ("Swiss Team", "C.04.6 2026"),
                    ("round-robin", "Manual 2023"),
                ],
                &[],
            ),
            (
                january,
                &[
                    ("Dutch", "C.04.3 2017"),
                    ("Burstein", "C.04.4.2 original"),
                    ("Lim", "C.04.4.3 1999"),
                    ("round-robin", "Manual 2023"),
                ],
                // No implemented edition of these was in force (Dubov, Double-Swiss and Swiss
                // Team have their 2026 texts only; the Index is the 2026 Burstein text's; C.07
                // 2026 applies from 1 March 2026).
                &[
                    "burstein-index",
                    "double-swiss-colour",
                    "dubov-aro",
                    "dubov-upfloater",
                    "pairing-double-swiss",
                    "pairing-dubov",
                    "pairing-team",
                    "team-colour",
                    "tiebreak-value",
                ],
            ),
        ];
        for (on, wanted, left) in cases {
            for seed in [3u64, 11] {
                let (qs, mut left_out) = r.generate_on(&[], &[], 2 * r.names().len(), seed, Some(on)).unwrap();
                left_out.sort_unstable();
                assert_eq!(left_out, left, "{on:?} seed {seed}");
                for system in all {
                    let drawn: Vec<&str> =
                        qs.iter().filter_map(system_of).filter(|(s, _)| *s == system).map(|(_, e)| e).collect();
                    match wanted.iter().find(|(s, _)| *s == system) {
                        Some((_, edition)) => {
                            assert!(!drawn.is_empty(), "{on:?} seed {seed}: no {system} exercise");
                            assert!(drawn.iter().all(|e| e == edition), "{on:?} seed {seed} {system}: {drawn:?}");
                        }
                        None => assert!(drawn.is_empty(), "{on:?} seed {seed}: {system} {drawn:?}"),
                    }
                }
                // The exercise names the edition it applies, in both languages.
                for q in qs.iter().filter(|q| system_of(q).is_some_and(|(s, _)| s == "Lim")) {
                    let year = if on == january { "1999" } else { "2026" };
                    assert!(q.en.prompt.contains(&format!("{year} text")), "{}", q.en.prompt);
                    assert!(q.es.prompt.contains(&format!("texto de {year}")), "{}", q.es.prompt);
                }
                for q in qs.iter().filter(|q| system_of(q).is_some_and(|(s, _)| s == "Dutch")) {
                    let year = if on == january { "2017" } else { "2026" };
                    assert!(q.en.prompt.contains(&format!("(C.04.3, {year} rules")), "{}", q.en.prompt);
                    assert!(q.es.prompt.contains(&format!("reglas de {year}")), "{}", q.es.prompt);
                }
            }
        }
    }

    /// A test generator: adds two numbers drawn from the seed (it exercises the registry
    /// and the checks, not a rule of chess).
    struct Sum;
    impl Generator for Sum {
        fn name(&self) -> &'static str {
            "sum"
        }
        fn topic(&self) -> Topic {
            Topic::RatingsTitles
        }
        fn kind(&self) -> Kind {
            Kind::Numeric
        }
        fn generate(&self, rng: &mut ChaCha8Rng) -> Result<Question, String> {
            let (a, b): (u32, u32) = (rng.random_range(1..100), rng.random_range(1..100));
            let text = |p: &str| LangText {
                prompt: format!("{p} {a} + {b}?"),
                options: Vec::new(),
                answer: format!("{}", a + b),
                explanation: format!("{a} + {b} = {}", a + b),
                marking: None,
            };
            Ok(Question {
                id: format!("gen-sum-{a}-{b}"),
                topic: Topic::RatingsTitles,
                kind: Kind::Numeric,
                points: Marks(2),
                source: "generated".into(),
                refs: vec![crate::quiz::refs::parse("B.02 8.3").map_err(|e| e.to_string())?],
                fen: None,
                editions: vec![crate::quiz::editions::edition("B.02 2025").ok_or("no B.02 2025")?],
                cluster: None,
                answer: AnswerKey { value: Some(f64::from(a + b)), decimals: Some(0), ..AnswerKey::default() },
                es: text("¿Cuánto es"),
                en: text("What is"),
                origin: Origin::default(),
            })
        }
    }

    #[test]
    fn empty_registry_says_so() {
        let r = Registry::default();
        let none = r.generate(&[], &[], 1, 1).unwrap_err();
        assert_eq!(
            none.say(crate::core::words::Lang::En),
            "no exercise generators are built into this version of arbitro yet"
        );
        assert_eq!(
            none.say(crate::core::words::Lang::Es),
            "esta versión de arbitro aún no trae generadores de ejercicios"
        );
    }

    #[test]
    fn builtin_registry_has_the_engines_generators() {
        let r = Registry::builtin();
        let mut want = vec![
            "dubov-aro",
            "dubov-upfloater",
            "pairing-dubov",
            "burstein-index",
            "pairing-burstein",
            "lim-floater",
            "pairing-lim",
            "team-colour",
            "pairing-team",
            "double-swiss-colour",
            "pairing-double-swiss",
            "initial-rating",
            "norm-check",
            "rating-change",
            "round-robin-round",
            "tiebreak-value",
            "varma-pair",
        ];
        if pairing::pairing_engine().is_some() {
            want.push("pair-round");
        }
        want.sort_unstable();
        assert_eq!(r.names(), want);
        let qs = r.generate(&[], &[], 12, 42).unwrap();
        let again = r.generate(&[], &[], 12, 42).unwrap();
        assert_eq!(qs, again);
        assert_eq!(super::super::bank_writer::to_yaml(&qs), super::super::bank_writer::to_yaml(&again));
        assert_eq!(serde_json::to_string(&qs).unwrap(), serde_json::to_string(&again).unwrap());
        assert!(qs.iter().all(|q| check(q).is_empty()));
        let ids: std::collections::BTreeSet<&str> = qs.iter().map(|q| q.id.as_str()).collect();
        assert_eq!(ids.len(), qs.len());
        let swiss = r.generate(&[Topic::Swiss], &[], 1, 1);
        assert_eq!(swiss.is_ok(), pairing::pairing_engine().is_some());
    }

    #[test]
    fn registered_generators_are_seeded_and_checked() {
        let mut r = Registry::default();
        r.register(Box::new(Sum));
        let a = r.generate(&[], &[], 3, 9).unwrap();
        let b = r.generate(&[], &[], 3, 9).unwrap();
        assert_eq!(a, b);
        assert_eq!(a.len(), 3);
        assert!(check(&a[0]).is_empty(), "{:?}", check(&a[0]));
        let no_match = r.generate(&[Topic::Laws], &[], 1, 1).unwrap_err();
        assert_eq!(no_match.to_string(), "no exercise generator matches the topic and kind filters");
        assert!(no_match.say(crate::core::words::Lang::Es).starts_with("ningún generador"), "{no_match:?}");
        assert_eq!(r.names(), vec!["sum"]);
    }
}
