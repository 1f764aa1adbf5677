//! Pairing exercises (C.04.3, the 2026 rules, or the 2017 rules for a paper dated before
//! 1 February 2026): pair the next round of a small Swiss tournament. The answer is the pairing engine's; the explanation is the check-list
//! ([`crate::pairing::checklist::build`]) plus the engine's pairing and the value of every pairing
//! criterion for it ([`crate::pairing::dutch::explain::round::RoundContext::measure`]).
//!
//! The engine comes from [`pairing_engine`]; while it returns `None` the generator is not
//! registered (no answer is ever made up without the engine).

use super::Generator;
use super::util::{self, Frame};
use crate::core::words::colour_letters;
use crate::pairing::Board;
use crate::pairing::checklist::{self, Checklist};
use crate::pairing::dutch::explain::round::{Measure, RoundContext, RoundCriterion};
use crate::pairing::dutch::walkthrough::departure::first_departure;
use crate::pairing::dutch::walkthrough::{Options, walk};
use crate::pairing::{Pairer, Pairing};
use crate::quiz::board_marks;
use crate::quiz::schema::{AnswerKey, Kind, Lang, LangText, Marks, Question, Topic};
use crate::rules::{DutchEdition, EditionChoice, EditionReason};
use crate::tournament::Tpn;
use crate::tournament::{Float, RoundNo, Tournament};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The Dutch engine of the 2026 rules, once it is part of arbitro.
#[must_use]
pub fn pairing_engine() -> Option<Box<dyn Pairer>> {
    Some(Box::new(crate::pairing::dutch::DutchEngine { edition: DutchEdition::Dutch2026 }))
}

/// One pairing exercise.
pub struct Exercise {
    /// Rounds 1..round-1.
    pub tournament: Tournament,
    /// The round to pair.
    pub round: RoundNo,
    /// The check-list before the round.
    pub checklist: Checklist,
    /// The engine's pairing.
    pub pairing: Pairing,
    /// Every criterion's value for that pairing.
    pub measures: Vec<Measure>,
    /// The edition of the Dutch rules applied.
    pub edition: DutchEdition,
}

/// Draws the history of `seed` and pairs its next round with `engine`.
///
/// # Errors
/// The engine found no valid pairing.
pub fn exercise(seed: u64, engine: &dyn Pairer) -> Result<Exercise, String> {
    exercise_in(seed, engine, DutchEdition::Dutch2026)
}

/// Draws the history of `seed` and pairs its next round with `engine`, which applies `edition`
/// (the check-list and the criteria are those of `edition`).
///
/// # Errors
/// The engine found no valid pairing.
pub fn exercise_in(seed: u64, engine: &dyn Pairer, edition: DutchEdition) -> Result<Exercise, String> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let n = rng.random_range(6..=10);
    // At most n/2 rounds played, so that the next round can still be paired without rematches.
    let rounds = rng.random_range(2..=(n / 2).min(4));
    let planned = u16::try_from(rounds + rng.random_range(1..=2)).unwrap_or(5);
    let tournament = util::swiss_history(&mut rng, n, rounds, planned, false);
    let round = RoundNo(tournament.rounds_recorded() + 1);
    let pairing = engine.pair(&tournament, round).map_err(|e| e.to_string())?;
    let checklist = checklist::build(&tournament, round, edition);
    let state = tournament.state_at(round);
    let ctx = RoundContext { tournament: &tournament, state: &state, edition };
    let measures = ctx.measure(&pairing);
    Ok(Exercise { tournament, round, checklist, pairing, measures, edition })
}

/// The check-list as a Markdown table.
fn checklist_table(c: &Checklist, es: bool) -> String {
    let mut s = if es {
        "| N.º | Puntos | Colores | Dif. | Preferencia | Flotó R-1 | Flotó R-2 | Puede recibir el BPE |\n".to_owned()
    } else {
        "| No. | Points | Colours | Diff. | Preference | Float R-1 | Float R-2 | May get the PAB |\n".to_owned()
    };
    s.push_str("|---|---|---|---|---|---|---|---|\n");
    for r in &c.rows {
        let yes = match (r.pab_eligible, es) {
            (true, true) => "sí",
            (true, false) => "yes",
            (false, _) => "no",
        };
        let (score, colours, symbol) = if es {
            (
                util::es_decimal(&r.score.to_string()),
                colour_letters(Lang::Es, &r.colours),
                colour_letters(Lang::Es, &r.symbol),
            )
        } else {
            (r.score.to_string(), r.colours.clone(), r.symbol.clone())
        };
        s.push_str(&format!(
            "| {} | {score} | {colours} | {:+} | {symbol} | {} | {} | {yes} |\n",
            r.tpn,
            r.colour_difference,
            r.float_last.map_or("", Float::mark),
            r.float_two_before.map_or("", Float::mark)
        ));
    }
    s
}

/// What a criterion counts, in Spanish (the terms of the manual's C.04.3 chapter: flotante
/// descendente l. 2906, preferencia de color l. 2939, bye por emparejamiento l. 2720).
fn summary_es(c: RoundCriterion) -> &'static str {
    use RoundCriterion::*;
    match c {
        Rematches => "jugadores que ya se han enfrentado",
        ProhibitedPairs => "jugadores que no deben enfrentarse (emparejamiento prohibido)",
        PabToIneligible => "bye por emparejamiento (BPE) a un jugador que no puede recibirlo",
        SameAbsolutePreference => {
            "jugadores que no son líderes, con la misma preferencia de color absoluta, emparejados entre sí"
        }
        PabScore => "puntuación del jugador que recibe el BPE",
        Downfloaters => "jugadores emparejados con otra puntuación (flotantes)",
        DownfloaterScores => "puntuaciones de los flotantes descendentes",
        PabUnplayedGames => "partidas no jugadas del jugador que recibe el BPE",
        TopscorerColourDifference => "líderes o sus rivales con una diferencia de color superior a ±2",
        TopscorerThreeInARow => "líderes o sus rivales con el mismo color tres veces seguidas",
        ColourPreferenceNotMet => "jugadores que no reciben su preferencia de color",
        StrongPreferenceNotMet => "jugadores que no reciben su preferencia de color fuerte",
        DownfloatAgainLastRound => "flotantes descendentes que ya lo fueron en la ronda anterior",
        UpfloatAgainLastRound => "flotantes ascendentes que ya lo fueron en la ronda anterior",
        DownfloatAgainTwoRoundsBefore => "flotantes descendentes que ya lo fueron dos rondas antes",
        UpfloatAgainTwoRoundsBefore => "flotantes ascendentes que ya lo fueron dos rondas antes",
    }
}

fn boards_text(p: &Pairing, es: bool) -> String {
    let mut s: String =
        p.boards.iter().enumerate().map(|(i, b)| format!("{}. {} – {}\n", i + 1, b.white, b.black)).collect();
    if let Some(b) = p.bye {
        s.push_str(&if es {
            format!("Bye por emparejamiento (BPE): {b}\n")
        } else {
            format!("Pairing-allocated bye: {b}\n")
        });
    }
    s
}

fn criteria_text(x: &Exercise, es: bool) -> String {
    x.measures
        .iter()
        .map(|m| {
            let v: Vec<String> = m.value.iter().map(ToString::to_string).collect();
            let who: Vec<String> = m.players.iter().map(ToString::to_string).collect();
            format!(
                "- {} {}: {}{}\n",
                m.criterion.code(x.edition),
                if es { summary_es(m.criterion) } else { m.criterion.summary() },
                if v.is_empty() { "0".to_owned() } else { v.join(", ") },
                if who.is_empty() { String::new() } else { format!(" ({})", who.join(", ")) }
            )
        })
        .collect()
}

/// The model answer as the seminar teaches it: the round's walkthrough (C.04.3 2026 Art. 3-5,
/// [`crate::pairing::dutch::walkthrough`]), bracket by bracket with every candidate tried, in a code
/// block. `None` when the walkthrough cannot be made (it then never stands in for the engine).
fn procedure_text(x: &Exercise) -> Option<String> {
    let cut = x.tournament.cut_before(x.round);
    let ctx = crate::pairing::dutch::Ctx::new(&cut, x.round, x.edition);
    let w = walk(&ctx, Options::default()).ok()?;
    Some(format!(
        "```text\n{}```\n",
        crate::pairing::dutch::walkthrough::render::text(
            &w,
            "the procedure step by step",
            crate::core::words::Lang::En
        )
    ))
}

/// The question of `seed` made with `engine`.
///
/// # Errors
/// See [`exercise`].
pub fn question(seed: u64, engine: &dyn Pairer) -> Result<Question, String> {
    question_in(seed, engine, DutchEdition::Dutch2026)
}

/// The year an edition's prompt names, the article of its check-list (2026 Art. 1.2; the 2017
/// text's definitions, section A) in Spanish and English, its references and its bank code.
fn wording(edition: DutchEdition) -> (u16, &'static str, &'static str, &'static [&'static str], &'static str) {
    match edition {
        DutchEdition::Dutch2017 => (
            2017,
            "C.04.3 2017, sección A",
            "C.04.3 2017, section A",
            &["C.04.3-2017 A.2", "C.04.3-2017 C.1"],
            "C.04.3 2017",
        ),
        DutchEdition::Dutch2026 => (
            2026,
            "C.04.3 2026 Art. 1.2",
            "C.04.3 2026 Art. 1.2",
            &["C.04.3-2026 1.2", "C.04.3-2026 2.4"],
            "C.04.3 2026",
        ),
    }
}

/// The question of `seed` made with `engine`, which applies `edition`.
///
/// # Errors
/// The engine found no valid pairing.
pub fn question_in(seed: u64, engine: &dyn Pairer, edition: DutchEdition) -> Result<Question, String> {
    let x = exercise_in(seed, engine, edition)?;
    let (year, list_es, list_en, refs, code) = wording(edition);
    let r = x.round;
    let procedure = procedure_text(&x);
    let scheme = board_marks::boards_only(MARKS, false);
    let planned = x.tournament.planned_rounds.unwrap_or(r.0);
    let es = LangText {
        prompt: format!(
            "Torneo suizo a {planned} rondas emparejado con el sistema holandés (C.04.3, reglas de {year}; victoria 1, \
             tablas ½, derrota 0, bye 1). Tras {} rondas la tabla cruzada es:\n\n{}\nY la lista de \
             comprobación antes de la ronda {r}:\n\n{}\nEmpareje la ronda {r} (tableros con blancas primero y, si \
             lo hay, el bye).",
            r.0 - 1,
            util::crosstable(&x.tournament, true),
            checklist_table(&x.checklist, true)
        ),
        options: vec![],
        answer: boards_text(&x.pairing, true),
        explanation: format!(
            "Lista de comprobación antes de la ronda {r} ({list_es}):\n\n{}\nEmparejamiento del motor \
             holandés de arbitro:\n\n{}\nValor de cada criterio para este emparejamiento (menor es mejor, por orden \
             de prioridad):\n\n{}",
            checklist_table(&x.checklist, true),
            boards_text(&x.pairing, true),
            criteria_text(&x, true)
        ) + &procedure.as_ref().map_or_else(String::new, |_| {
            "\nEl procedimiento paso a paso (grupos, S1 y S2, candidatos probados y el criterio que rechaza \
             cada uno) está en la respuesta modelo en inglés y con `arbitro pair FICHERO --walkthrough`.\n"
                .to_owned()
        }),
        marking: Some(board_marks::rule(&scheme, Lang::Es)),
    };
    let en = LangText {
        prompt: format!(
            "A {planned}-round Swiss tournament paired by the Dutch system (C.04.3, {year} rules; win 1, draw ½, loss \
             0, bye 1). After {} rounds the cross-table is:\n\n{}\nand the check-list before round {r}:\n\n{}\n\
             Pair round {r} (boards with White first and the bye, if any).",
            r.0 - 1,
            util::crosstable(&x.tournament, false),
            checklist_table(&x.checklist, false)
        ),
        options: vec![],
        answer: boards_text(&x.pairing, false),
        explanation: format!(
            "Check-list before round {r} ({list_en}):\n\n{}\nPairing made by arbitro's Dutch engine:\n\n{}\n\
             Value of every criterion for this pairing (smaller is better, in priority order):\n\n{}",
            checklist_table(&x.checklist, false),
            boards_text(&x.pairing, false),
            criteria_text(&x, false)
        ) + &procedure.as_ref().map_or_else(String::new, |p| {
            format!("\nModel answer, the procedure step by step (`arbitro pair FILE --walkthrough`):\n\n{p}")
        }),
        marking: Some(board_marks::rule(&scheme, Lang::En)),
    };
    let frame = Frame {
        name: "pair-round",
        seed,
        topic: Topic::Swiss,
        kind: Kind::Pairing,
        marks: MARKS,
        refs,
        editions: &[code],
    };
    util::question(
        &frame,
        AnswerKey { pairs: key_of(&x.pairing), scheme: Some(scheme), ..AnswerKey::default() },
        es,
        en,
    )
}

/// The marks of a Dutch "pair round R" exercise.
const MARKS: Marks = Marks(10);

/// The key of a pairing: its boards, White first, and the pairing-allocated bye as `(n, 0)` (a
/// board of the key, as in every system's exercise).
fn key_of(p: &Pairing) -> Vec<(u32, u32)> {
    let mut pairs: Vec<(u32, u32)> = p.boards.iter().map(|b| (u32::from(b.white.0), u32::from(b.black.0))).collect();
    pairs.extend(p.bye.map(|b| (u32::from(b.0), 0)));
    pairs
}

/// The tournament and round of a generated pairing question, read back from its prompt (the
/// cross-table and the planned rounds); `None` for any other question.
#[must_use]
pub(crate) fn exercise_of(q: &Question) -> Option<(Tournament, RoundNo)> {
    if !q.id.starts_with("gen-pair-round-") {
        return None;
    }
    let mut t = util::try_read_crosstable(&q.en.prompt)?;
    // "A 5-round Swiss tournament …"
    let planned = q.en.prompt.split('-').next()?.rsplit(' ').next()?.parse().ok()?;
    t.planned_rounds = Some(planned);
    let round = RoundNo(u16::try_from(t.players.first()?.rounds.len() + 1).ok()?);
    Some((t, round))
}

/// Why a candidate's pairing answer differs from the engine's, in one or two lines: the first
/// finding of the checker behind `arbitro check --next` (the rule or criterion the answer
/// violates or scores worse on) and, when the walkthrough can say it, the bracket where the
/// answer first departs from the manual procedure. `None` when the question is not a generated
/// pairing exercise, the answer names a player not in the tournament, or it is the engine's.
#[must_use]
pub(crate) fn explain_answer(q: &Question, answer: &[(u32, u32)], es: bool) -> Option<String> {
    let (t, round) = exercise_of(q)?;
    let tpn = |n: u32| -> Option<Tpn> {
        let x = Tpn(u16::try_from(n).ok()?);
        t.player(x).map(|_| x)
    };
    let mut boards = Vec::new();
    let mut bye = None;
    for &(w, b) in answer {
        if b == 0 {
            bye = Some(tpn(w)?);
        } else {
            boards.push(Board { white: tpn(w)?, black: tpn(b)? });
        }
    }
    let theirs = Pairing { round, boards, bye };
    // The edition the prompt names: the 2017 rules for a paper dated before 1 February 2026.
    let edition =
        if q.en.prompt.contains("(C.04.3, 2017 rules") { DutchEdition::Dutch2017 } else { DutchEdition::Dutch2026 };
    let engine: Box<dyn Pairer> = Box::new(crate::pairing::dutch::DutchEngine { edition });
    let choice = EditionChoice::new(edition, EditionReason::Flag);
    let rc = crate::check::check_round(&t, round, theirs.clone(), &choice, engine.as_ref());
    let f = rc.findings.first()?;
    let mut s = format!(
        "{} {}: {}",
        if es { "Comprobador (check --next):" } else { "Checker (check --next):" },
        f.rule,
        f.message
            .to_string()
            .replace("the file's pairing", "the answer")
            .replace("the file pairs", "the answer pairs")
            .replace(": file ", ": answer ")
    );
    let cut = t.cut_before(round);
    let ctx = crate::pairing::dutch::Ctx::new(&cut, round, edition);
    if let Ok(w) = walk(&ctx, Options::default()) {
        let pairs: Vec<(Tpn, Tpn)> = theirs.boards.iter().map(|b| (b.white, b.black)).collect();
        if let Some(d) = first_departure(&w, &pairs) {
            let acc: Vec<String> = d.accepted.iter().map(|(a, b)| format!("{a}-{b}")).collect();
            s.push_str(&if es {
                format!(
                    "\nSe aparta del procedimiento en el grupo de {} puntos (el procedimiento empareja {})",
                    d.score,
                    acc.join(" ")
                )
            } else {
                format!(
                    "\nDeparts from the procedure in the {}-point bracket (the procedure pairs {})",
                    d.score,
                    acc.join(" ")
                )
            });
            if let Some(r) = d.rejected_at.and_then(|x| x.rejected) {
                s.push_str(&format!(": {} {}", r.code, r.how));
            }
            s.push('.');
        }
    }
    Some(s)
}

/// Draws tried before the generator gives up.
const MAX_DRAWS: usize = 20;

/// `arbitro`'s pairing exercise, made with a pairing engine.
pub struct PairRound {
    /// The engine.
    pub engine: Box<dyn Pairer>,
}

impl Generator for PairRound {
    fn name(&self) -> &'static str {
        "pair-round"
    }
    fn topic(&self) -> Topic {
        Topic::Swiss
    }
    fn kind(&self) -> Kind {
        Kind::Pairing
    }
    /// Draws seeds until the engine pairs the next round (a random history may leave no
    /// legal pairing; such a draw is dropped, never answered by anything but the engine).
    fn generate(&self, rng: &mut ChaCha8Rng) -> Result<Question, String> {
        let mut last = String::new();
        for _ in 0..MAX_DRAWS {
            match question(rng.random(), self.engine.as_ref()) {
                Ok(q) => return Ok(q),
                Err(e) => last = e,
            }
        }
        Err(format!("no pairable history in {MAX_DRAWS} draws: {last}"))
    }
    /// Before 1 February 2026, the exercise is paired, and its check-list and criteria given,
    /// under the 2017 rules by the Dutch engine of that edition; from then on as
    /// [`PairRound::generate`].
    fn generate_on(&self, rng: &mut ChaCha8Rng, on: crate::tournament::Date) -> Result<Question, String> {
        let edition = DutchEdition::in_force_on(on);
        if edition == DutchEdition::Dutch2026 {
            return self.generate(rng);
        }
        let engine = crate::pairing::dutch::DutchEngine { edition };
        let mut last = String::new();
        for _ in 0..MAX_DRAWS {
            match question_in(rng.random(), &engine, edition) {
                Ok(q) => return Ok(q),
                Err(e) => last = e,
            }
        }
        Err(format!("no pairable history in {MAX_DRAWS} draws: {last}"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pairing::PairingError;
    use crate::quiz::generated::check;
    use crate::tournament::Colour;

    /// A test-only pairer (NOT the Dutch rules): top-down in check-list order, first
    /// opponent not met, colours by preference. It exercises the question's rendering and
    /// checks; the real answer is the Dutch engine's.
    struct Greedy;
    impl Pairer for Greedy {
        fn pair(&self, t: &Tournament, round: RoundNo) -> Result<Pairing, PairingError> {
            let c = checklist::build(t, round, DutchEdition::Dutch2026);
            let mut todo: Vec<Tpn> = c.rows.iter().map(|r| r.tpn).collect();
            let mut bye = None;
            if todo.len() % 2 == 1 {
                let i = c.rows.iter().rposition(|r| r.pab_eligible).unwrap_or(todo.len() - 1);
                bye = Some(todo.remove(i));
            }
            let mut boards = vec![];
            while !todo.is_empty() {
                let a = todo.remove(0);
                let ra = c.rows.iter().find(|r| r.tpn == a).unwrap();
                let j = todo.iter().position(|b| !ra.opponents.contains(b)).unwrap_or(0);
                let b = todo.remove(j);
                let white_a = ra.preference.colour != Some(Colour::Black);
                boards.push(if white_a { Board { white: a, black: b } } else { Board { white: b, black: a } });
            }
            Ok(Pairing { round, boards, bye })
        }
    }

    fn assert_valid(q: &Question, p: &Pairing, seed: u64) {
        assert!(check(q).is_empty(), "seed {seed}: {:?}", check(q));
        assert_eq!(q.answer.pairs, key_of(p), "seed {seed}");
        for t in [&q.en, &q.es] {
            // The explanation holds the check-list, the engine's boards and the criteria.
            assert!(t.explanation.contains(&boards_text(p, std::ptr::eq(t, &q.es))), "seed {seed}");
            assert!(t.explanation.contains("[C1]"), "seed {seed}");
        }
    }

    /// The model answer: the procedure, bracket by bracket (issue #19 item 3).
    fn assert_walkthrough(q: &Question, seed: u64) {
        assert!(q.es.explanation.contains("--walkthrough"), "seed {seed}");
        assert!(q.en.explanation.contains("Walkthrough of round"), "seed {seed}");
        assert!(q.en.explanation.contains("\nBracket 1: "), "seed {seed}");
    }

    #[test]
    fn questions_are_valid_with_a_test_pairer() {
        for seed in 0..200u64 {
            let q = question(seed, &Greedy).unwrap();
            let t = util::read_crosstable(&q.en.prompt);
            let round = RoundNo(u16::try_from(t.players[0].rounds.len() + 1).unwrap());
            assert_valid(&q, &Greedy.pair(&t, round).unwrap(), seed);
            assert_eq!(q, question(seed, &Greedy).unwrap());
        }
    }

    #[test]
    fn registered_with_an_engine_it_makes_checked_questions() {
        let mut r = crate::quiz::generated::Registry::default();
        r.register(Box::new(PairRound { engine: Box::new(Greedy) }));
        let qs = r.generate(&[Topic::Swiss], &[Kind::Pairing], 5, 3).unwrap();
        assert_eq!(qs.len(), 5);
        assert!(qs.iter().all(|q| q.id.starts_with("gen-pair-round-") && !q.answer.pairs.is_empty()));
        assert!(qs[0].en.prompt.contains("check-list") && qs[0].es.prompt.contains("lista de comprobación"));
    }

    /// A wrong answer is explained by the checker of `check --next`. The exercise
    /// gen-pair-round-7424550030962593201 (the one `quiz -n 0 --kind pairing --generated 1 --seed 1`
    /// puts; its history paired by the Dutch engine): six players after two rounds, 1 and 3 on
    /// 2.0 (1 met 4 and 2, 3 met 6 and 4), 2 on 1.0 (met 5 and 1), 5 and 6 on 0.5 (met each
    /// other in R2), 4 on 0.0; preferences 1 (w), 3 (w), 2 (b), 5 (w), 6 (b), 4 (b). The key is
    /// 1-3 6-2 5-4; 2-5 is a rematch (C1); 3-1 gives White to the lower-ranked of two equal
    /// preferences (5.2.4).
    #[test]
    fn a_wrong_answer_is_explained_by_the_checker() {
        let x = exercise_at_seed_1();
        assert!(explain_answer(&x, &[(1, 3), (6, 2), (5, 4)], false).is_none(), "the engine's own pairing");
        let e = explain_answer(&x, &[(1, 3), (2, 5), (6, 4)], false).unwrap();
        assert!(e.contains("[C1]") && e.contains("players 2 and 5 met in round 1"), "{e}");
        assert!(e.contains("Departs from the procedure in the 0.5-point bracket"), "{e}");
        let e = explain_answer(&x, &[(3, 1), (6, 2), (5, 4)], false).unwrap();
        assert!(e.starts_with("Checker (check --next): 5.2.4"), "{e}");
        // A player who is not in the tournament: no explanation rather than a panic.
        assert!(explain_answer(&x, &[(9, 2), (1, 5), (3, 6)], false).is_none());
    }

    fn exercise_at_seed_1() -> Question {
        // The question's id is gen-pair-round-<its seed>.
        let q = question(7_424_550_030_962_593_201, pairing_engine().unwrap().as_ref()).unwrap();
        assert_eq!(q.answer.pairs, vec![(1, 3), (6, 2), (5, 4)], "{}", q.en.prompt);
        q
    }

    /// The real assertion: for 1,000 seeds the stated pairing is the Dutch engine's pairing
    /// of the cross-table printed in the question. Runs once `pairing_engine()` is wired.
    #[test]
    fn answer_is_the_engines_pairing_for_1000_seeds() {
        let Some(engine) = pairing_engine() else {
            eprintln!("skipped: pairing_engine() returns None until the Dutch engine is merged");
            return;
        };
        let (mut made, mut unpairable) = (0, 0);
        for seed in 0..1100u64 {
            if made == 1000 {
                break;
            }
            let q = match question(seed, engine.as_ref()) {
                Ok(q) => q,
                Err(e) => {
                    eprintln!("seed {seed}: no exercise: {e}");
                    unpairable += 1;
                    continue;
                }
            };
            made += 1;
            let mut t = util::read_crosstable(&q.en.prompt);
            let planned: u16 = q.en.prompt.split('-').next().unwrap().rsplit(' ').next().unwrap().parse().unwrap();
            t.planned_rounds = Some(planned);
            let round = RoundNo(u16::try_from(t.players[0].rounds.len() + 1).unwrap());
            assert_valid(&q, &engine.pair(&t, round).unwrap(), seed);
            assert_walkthrough(&q, seed);
        }
        assert_eq!(made, 1000, "{unpairable} histories could not be paired");
    }
}
