//! Issue #55, "Done when": drill papers of generated pairing exercises, every system, both
//! languages, 8 seeds. Every key holds its bye (every player of the event once), every marking
//! scheme states one rule for a reversed colour, and the marks of the model answer, a one-board
//! colour swap, an exchanged pair, extra boards and a blank are those the printed rule gives,
//! worked out here from the rule's words (shares of the key's boards, half a share for reversed
//! colours, one share off per extra board, rounded down to the half mark, never below 0).

use super::Generator;
use crate::quiz::board_marks::rule;
use crate::quiz::grade::{self, Response};
use crate::quiz::schema::{Lang, Marks, Question};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// The players of the event the exercise states: the rows of its first table (cross-table of
/// players or teams), or "of N players" for a round-robin.
fn players_stated(q: &Question) -> Vec<u32> {
    let prompt = &q.en.prompt;
    let mut rows = Vec::new();
    let mut in_table = false;
    for line in prompt.lines().map(|l| l.trim().trim_start_matches('|')) {
        if line.trim_start().starts_with("No. |") {
            in_table = true;
            continue;
        }
        if in_table && line.trim_start().starts_with("---") {
            continue;
        }
        if in_table {
            match line.split('|').next().and_then(|c| c.trim().parse::<u32>().ok()) {
                Some(n) => rows.push(n),
                None => break,
            }
        }
    }
    if rows.is_empty() {
        let n = prompt
            .split(" players")
            .next()
            .and_then(|s| s.rsplit(' ').next())
            .and_then(|s| s.parse::<u32>().ok())
            .unwrap_or_else(|| panic!("{}: no table nor player count in the prompt", q.id));
        rows = (1..=n).collect();
    }
    rows.sort_unstable();
    rows
}

/// The printed rule's marks for `shares` of `boards` shares, in half marks: `full × shares ÷
/// boards`, rounded down to the half mark, never below 0.
fn by_the_rule(full: Marks, shares: f64, boards: usize) -> Marks {
    let marks = (full.as_f64() * shares.max(0.0) / boards as f64 * 2.0 + 1e-9).floor();
    Marks(marks as u32)
}

fn marks_of(q: &Question, answer: &[(u32, u32)]) -> Marks {
    grade::by_scheme(q, &Response::Pairs(answer.to_vec())).expect("marked by the key").key
}

/// A drill paper of `g`'s exercises of 8 seeds, in each language, and the marks of five answers
/// to each exercise.
fn drill(g: &dyn Generator) {
    drill_on(g, None);
}

/// As [`drill`], the exercises written for a paper dated `on` (under the edition in force then).
fn drill_on(g: &dyn Generator, on: Option<&str>) {
    let mut questions = Vec::new();
    for seed in 0..8u64 {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let q = match on {
            Some(d) => g.generate_on(&mut rng, crate::quiz::editions::parse_date(d).expect("date")),
            None => g.generate(&mut rng),
        };
        questions.push(q.unwrap_or_else(|e| panic!("{} seed {seed}: {e}", g.name())));
    }
    let plan = crate::quiz::blueprint::parse(
        std::path::Path::new("drill.yaml"),
        &format!(
            "name: Drill\nminutes: 60\nlaws_share: 0\nsections:\n  - topic: {}\n    points: 40\n",
            g.topic().code()
        ),
    )
    .expect("drill blueprint");
    let on = crate::quiz::editions::parse_date(on.unwrap_or("2026-11-25")).expect("date");
    let refs: Vec<&Question> = questions.iter().collect();
    for lang in [Lang::En, Lang::Es] {
        let marking = crate::quiz::paper::build(&plan, &refs, lang, 1, on, None).marking_md;
        let (reversed, old_rule, lecturer) = match lang {
            Lang::Es => (
                "con los jugadores correctos y los colores invertidos",
                "la mitad si las parejas",
                "Corrige el profesor",
            ),
            Lang::En => {
                ("the right players with the colours reversed", "half marks when the pairs", "Marked by the lecturer")
            }
        };
        // One rule a question, stated once, and no second one.
        assert_eq!(marking.matches(reversed).count(), questions.len(), "{} {lang:?}:\n{marking}", g.name());
        assert!(!marking.contains(old_rule) && !marking.contains(lecturer), "{} {lang:?}:\n{marking}", g.name());
        for q in &questions {
            let s = q.answer.scheme.unwrap_or_else(|| panic!("{}: no machine-readable scheme", q.id));
            let printed = q.text(lang).marking.as_deref().unwrap_or_default();
            assert_eq!(printed, rule(&s, lang), "{}", q.id);
            assert_eq!(
                printed.matches(if lang == Lang::Es { "invertidos" } else { "reversed" }).count(),
                1,
                "{printed}"
            );
            assert!(marking.contains(printed), "{}: the paper prints its rule", q.id);
        }
    }
    // Both an even and an odd field among the 8 seeds, so that both keys are tried.
    let odd = questions.iter().filter(|q| q.answer.pairs.iter().any(|p| p.1 == 0)).count();
    assert!(odd > 0 && odd < questions.len(), "{}: {odd} of {} with a bye", g.name(), questions.len());
    for q in &questions {
        let key = &q.answer.pairs;
        // The key holds every player once: the boards and the bye of an odd field.
        let mut in_key: Vec<u32> = key.iter().flat_map(|&(w, b)| [w, b]).filter(|&p| p != 0).collect();
        in_key.sort_unstable();
        let stated = players_stated(q);
        assert_eq!(in_key, stated, "{}: {key:?}", q.id);
        let bye = key.iter().find(|p| p.1 == 0);
        assert_eq!(bye.is_some(), stated.len() % 2 == 1, "{}: {key:?}", q.id);
        if let Some((b, _)) = bye {
            assert!(q.en.answer.contains(&b.to_string()), "{}: the model answer names the bye", q.id);
        }
        let full = q.points;
        let n = key.len();
        let boards: Vec<usize> = (0..n).filter(|&i| key[i].1 != 0).collect();
        assert!(boards.len() >= 2, "{}: {key:?}", q.id);
        let (i, j) = (boards[0], boards[1]);
        // The model answer.
        assert_eq!(marks_of(q, key), full, "{}: the model answer", q.id);
        // One board with the colours reversed: half its share.
        let mut swap = key.clone();
        swap[i] = (key[i].1, key[i].0);
        assert_eq!(marks_of(q, &swap), by_the_rule(full, n as f64 - 0.5, n), "{}: {swap:?}", q.id);
        // An exchanged pair: two boards' Black players change places; both boards earn nothing.
        let mut exchanged = key.clone();
        exchanged[i] = (key[i].0, key[j].1);
        exchanged[j] = (key[j].0, key[i].1);
        assert_eq!(marks_of(q, &exchanged), by_the_rule(full, n as f64 - 2.0, n), "{}: {exchanged:?}", q.id);
        // Extra boards: every board and a reversed copy of one (a share off), or of two.
        let mut extra = key.clone();
        extra.push((key[i].1, key[i].0));
        assert_eq!(marks_of(q, &extra), by_the_rule(full, n as f64 - 1.0, n), "{}: {extra:?}", q.id);
        extra.push((key[j].1, key[j].0));
        assert_eq!(marks_of(q, &extra), by_the_rule(full, n as f64 - 2.0, n), "{}: {extra:?}", q.id);
        // A blank.
        let blank = grade::by_scheme(q, &Response::Skipped).expect("a blank is marked").key;
        assert_eq!(blank, Marks(0), "{}", q.id);
        // The reason states the awarded mark, in both languages: the arithmetic ends with it.
        for lang in [Lang::En, Lang::Es] {
            let m = grade::pairing_scheme_marks(q, &swap, "", lang);
            let (marks, number) =
                (crate::quiz::i18n::marks(lang, m.key), crate::quiz::i18n::number(lang, m.key.as_f64()));
            let reason = &m.parts[0];
            assert!(reason.ends_with(&format!(": {marks}")) || reason.ends_with(&format!("= {number}")), "{reason}");
        }
    }
}

#[test]
fn dutch() {
    let engine = super::pairing::pairing_engine().expect("the Dutch engine");
    drill(&super::pairing::PairRound { engine });
}

#[test]
fn dubov() {
    drill(&super::dubov::DubovPairRound);
}

#[test]
fn burstein() {
    drill(&super::burstein::BursteinPairRound);
}

#[test]
fn lim() {
    drill(&super::lim::LimPairRound);
}

#[test]
fn double_swiss() {
    drill(&super::double_swiss::DoubleSwissPairRound);
}

#[test]
fn swiss_team() {
    drill(&super::team::TeamPairRound);
}

#[test]
fn round_robin() {
    drill(&super::round_robin::RoundRobinRound);
}

/// The editions in force before 1 February 2026 that arbitro implements: the Dutch 2017 rules,
/// Burstein's original text and the Lim 1999 text.
#[test]
fn dutch_2017() {
    let engine = super::pairing::pairing_engine().expect("the Dutch engine");
    drill_on(&super::pairing::PairRound { engine }, Some("2026-01-15"));
}

#[test]
fn burstein_original() {
    drill_on(&super::burstein::BursteinPairRound, Some("2026-01-15"));
}

#[test]
fn lim_1999() {
    drill_on(&super::lim::LimPairRound, Some("2026-01-15"));
}
