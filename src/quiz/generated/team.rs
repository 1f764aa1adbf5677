//! Swiss Team Pairing System exercises (C.04.6, 2026 edition, Type A colour preferences),
//! marked by arbitro's team engine: the colours of a match (1.6–1.7, Article 4: which team has
//! White on board 1, and by which rule) and the pairing of the next round of a small team
//! tournament (3.4–3.6, 4). The history is paired by the same engine, the answer is the
//! engine's and the explanation is its walkthrough ([`crate::pairing::team::walkthrough`]),
//! worded in each language from the catalogues.

use super::util::{self, Frame};
use crate::core::words::Lang;
use crate::pairing::Pairer;
use crate::pairing::team::colour::{self, ColourRule};
use crate::pairing::team::walkthrough;
use crate::pairing::team::{Ctx, TeamEngine, TeamRules};
use crate::quiz::schema::{Kind, Marks, Question};
use crate::tournament::{RoundNo, Tournament};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The edition every team exercise applies.
const EDITION: &str = "C.04.6 2026";

/// Most histories drawn for one exercise.
const TRIES: usize = 40;

/// A small team tournament of `seed` before its next round: 6–10 teams, 1–3 rounds played of
/// 5–7, every round paired by the team engine (Type A preferences, match points).
fn history(rng: &mut ChaCha8Rng) -> (Tournament, RoundNo, u16) {
    let n = rng.random_range(6..=10);
    let planned: u16 = rng.random_range(5..=7);
    let rounds = rng.random_range(1..=3);
    let t = util::swiss_history_by(&TeamEngine::default(), rng, n, rounds, planned, false);
    let round = RoundNo(t.rounds_recorded() + 1);
    (t, round, planned)
}

fn prompt_head(t: &Tournament, planned: u16, es: bool) -> String {
    if es {
        format!(
            "Torneo suizo por equipos a {planned} rondas emparejado por el sistema suizo FIDE por equipos (C.04.6, \
             edición de 2026; preferencias de color de tipo A; puntos de encuentro: victoria 1, empate ½, derrota 0, \
             bye 1; el color es el del primer tablero). Tras {} la tabla cruzada de los equipos es:\n\n{}\n",
            if t.rounds_recorded() == 1 { "1 ronda".to_owned() } else { format!("{} rondas", t.rounds_recorded()) },
            util::crosstable(t, true)
        )
    } else {
        format!(
            "A {planned}-round Swiss team tournament paired by the FIDE Swiss team pairing system (C.04.6, 2026 \
             edition; Type A colour preferences; match points: win 1, draw ½, loss 0, bye 1; the colour is board \
             1's). After {} the teams' cross-table is:\n\n{}\n",
            if t.rounds_recorded() == 1 { "1 round".to_owned() } else { format!("{} rounds", t.rounds_recorded()) },
            util::crosstable(t, false)
        )
    }
}

/// "Teams A and B meet in round R: which has White on board 1?" (1.6–1.7, 4.2–4.3).
pub struct TeamColour;

impl TeamColour {
    /// The question of `seed`.
    ///
    /// # Errors
    /// No history of the seed has a match between two teams that have played (not seen).
    pub fn question(seed: u64) -> Result<Question, String> {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        // The matches whose colours a rule after 4.3.1 decides.
        let decided_later = |ctx: &Ctx, w: &walkthrough::Walkthrough| -> Vec<usize> {
            (0..w.pairing.boards.len())
                .filter(|&k| {
                    let b = &w.pairing.boards[k];
                    let (x, y) = (ctx.index_of(b.white), ctx.index_of(b.black));
                    x.zip(y).is_some_and(|(x, y)| colour::allocate(ctx, x, y).2 != ColourRule::InitialColour)
                })
                .collect()
        };
        let ctx_of = |t: &Tournament, r: RoundNo, planned: u16| Ctx::new(t, r, TeamRules::default(), planned);
        let d = util::draw_walked(
            &mut rng,
            TRIES,
            history,
            |t, r| TeamEngine::default().pair(t, r).ok(),
            |t, r, planned| walkthrough::walk_round(&ctx_of(t, r, planned)).map_err(|e| e.0.to_string()),
            |d| !decided_later(&ctx_of(&d.t, d.round, d.planned), &d.walk).is_empty(),
        )
        .map_err(|e| format!("no match decided after 4.3.1 ({e})"))?;
        let ctx = ctx_of(&d.t, d.round, d.planned);
        let boards = decided_later(&ctx, &d.walk);
        // One of them at random.
        let k = boards[rng.random_range(0..boards.len())];
        Self::build(seed, (&d.t, d.round, d.planned), &ctx, &d.walk, k)
    }

    fn build(
        seed: u64,
        (t, round, planned): (&Tournament, RoundNo, u16),
        ctx: &Ctx,
        w: &walkthrough::Walkthrough,
        k: usize,
    ) -> Result<Question, String> {
        let b = w.pairing.boards[k];
        let (wi, bi) = (ctx.index_of(b.white).ok_or("white")?, ctx.index_of(b.black).ok_or("black")?);
        let explain = |lang: Lang| {
            let mut lines: Vec<String> = [wi, bi]
                .iter()
                .map(|&i| format!("[1.6, 1.7] {}", walkthrough::preference_line(&ctx.teams[i]).say(lang)))
                .collect();
            let s = &w.colours[k];
            lines.push(format!("[{}] {}", s.article, s.text.say(lang)));
            util::steps(&lines)
        };
        let prompt = |lang: Lang, lo: crate::tournament::Tpn, hi: crate::tournament::Tpn| match lang {
            Lang::Es => format!(
                "{}En la ronda {round} se enfrentan los equipos {lo} y {hi}. ¿Qué equipo lleva blancas en el primer \
                     tablero (C.04.6 art. 1.7 y 4)?",
                prompt_head(t, planned, true)
            ),
            Lang::En => format!(
                "{}In round {round} teams {lo} and {hi} meet. Which team has White on board 1 (C.04.6 Art. 1.7 and \
                     4)?",
                prompt_head(t, planned, false)
            ),
        };
        let frame = Frame::swiss(
            "team-colour",
            seed,
            (Kind::Single, Marks(2)),
            &["C.04.6 1.7", "C.04.6 4.2", "C.04.6 4.3"],
            &[EDITION],
        );
        util::who_has_white(&frame, b, prompt, explain)
    }
}

/// "Pair round R" of a small team tournament (3.4–3.6, 4).
pub struct TeamPairRound;

impl TeamPairRound {
    /// The question of `seed`.
    ///
    /// # Errors
    /// No history of the seed has a legal next round (not seen).
    pub fn question(seed: u64) -> Result<Question, String> {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let drawn = util::draw_walked(
            &mut rng,
            TRIES,
            history,
            |t, r| TeamEngine::default().pair(t, r).ok(),
            |t, r, _| walkthrough::walk(t, r, TeamRules::default()).map_err(|e| e.to_string()),
            |_| true,
        )?;
        let frame = Frame::swiss(
            "pairing-team",
            seed,
            util::PAIR_ROUND,
            &["C.04.6 3.4", "C.04.6 3.5", "C.04.6 3.6", "C.04.6 4.3"],
            &[EDITION],
        );
        util::pair_round_question(frame, "team-2026", util::Asked::TeamMatches, &drawn, prompt_head)
    }
}

swiss_generator!(TeamColour, "team-colour", Kind::Single);
swiss_generator!(TeamPairRound, "pairing-team", Kind::Pairing);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::quiz::generated::check as lint;
    use crate::quiz::generated::util::read_crosstable;
    use crate::quiz::grade::{Outcome, Response, auto_mark};

    /// The cross-table of the prompt read back, with the number of rounds it states.
    fn tournament(prompt: &str) -> (Tournament, u16) {
        let mut t = read_crosstable(prompt);
        let planned: u16 = prompt.split('-').next().unwrap().rsplit(' ').next().unwrap().parse().unwrap();
        t.planned_rounds = Some(planned);
        (t, planned)
    }

    /// The keyed team is the one article 4 gives White, from the cross-table printed; the
    /// other team is marked wrong; the explanation names the rule of 4.3 in both languages.
    #[test]
    fn colour_questions_key_the_team_with_white() {
        for seed in 0..40u64 {
            let q = TeamColour::question(seed).unwrap();
            assert!(lint(&q).is_empty(), "seed {seed}: {:?}", lint(&q));
            let (t, planned) = tournament(&q.en.prompt);
            let round = RoundNo(t.rounds_recorded() + 1);
            let ctx = Ctx::new(&t, round, TeamRules::default(), planned);
            let a: u16 = q.en.options[0].parse().unwrap();
            let b: u16 = q.en.options[1].parse().unwrap();
            let (x, y) =
                (ctx.index_of(crate::tournament::Tpn(a)).unwrap(), ctx.index_of(crate::tournament::Tpn(b)).unwrap());
            let (white, _, rule) = colour::allocate(&ctx, x, y);
            assert_eq!(q.en.answer, ctx.teams[white].tpn.to_string(), "seed {seed}");
            assert_eq!(auto_mark(&q, &Response::Choices(q.answer.choices.clone())).unwrap().0, Outcome::Correct);
            let wrong = 1 - q.answer.choices[0];
            assert_eq!(auto_mark(&q, &Response::Choices(vec![wrong])).unwrap().0, Outcome::Wrong, "seed {seed}");
            assert!(q.en.explanation.contains(&format!("[{}]", rule.article())), "seed {seed}: {}", q.en.explanation);
            assert!(
                q.es.explanation.contains("diferencia de color") && q.es.explanation.contains("mesa"),
                "seed {seed}"
            );
        }
    }

    /// The key is the engine's pairing of the round printed, the PAB as `(n, 0)`; a pairing
    /// with two opponents swapped is marked below full marks; the explanation is the walk.
    #[test]
    fn pair_round_questions_are_the_engines_pairing() {
        for seed in 0..30u64 {
            let q = TeamPairRound::question(seed).unwrap();
            assert!(lint(&q).is_empty(), "seed {seed}: {:?}", lint(&q));
            let (t, _) = tournament(&q.en.prompt);
            let round = RoundNo(t.rounds_recorded() + 1);
            let p = crate::pairing::team::pair(&t, round, TeamRules::default()).unwrap();
            let mut key: Vec<(u32, u32)> =
                p.boards.iter().map(|b| (u32::from(b.white.0), u32::from(b.black.0))).collect();
            key.extend(p.bye.map(|b| (u32::from(b.0), 0)));
            assert_eq!(q.answer.pairs, key, "seed {seed}");
            assert_eq!(auto_mark(&q, &Response::Pairs(key.clone())).unwrap().0, Outcome::Correct);
            let mut wrong = key.clone();
            let (a, b) = (wrong[0].1, wrong[1].1);
            wrong[0].1 = b;
            wrong[1].1 = a;
            let (outcome, marks) = auto_mark(&q, &Response::Pairs(wrong)).unwrap();
            assert!(outcome != Outcome::Correct && marks < q.points, "seed {seed}");
            assert!(q.en.explanation.contains("[3.5.1]") && q.en.explanation.contains("[4.3."), "seed {seed}");
            assert!(q.es.explanation.contains("grupo de puntuación superior"), "seed {seed}");
        }
    }
}
