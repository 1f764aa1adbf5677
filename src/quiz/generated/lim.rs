//! Lim System exercises (C.04.4.3, the 2026 text, or the 1999 text for a paper dated before
//! 1 February 2026), marked by arbitro's Lim engine: which player
//! floats from a scoregroup and why (2.3, 3.2–3.4, 3.9, 3.10, 4.4), and the pairing of the
//! next round of a small tournament (2.2, 3.6–3.8, 4, 5). The history is paired by the same
//! engine, the answer is the engine's and the explanation is its walkthrough
//! ([`crate::pairing::lim::walkthrough`]), worded in each language from the catalogues.

use super::util::{self, Frame};
use crate::core::words::Lang;
use crate::pairing::Pairer;
use crate::pairing::lim::round::Stage;
use crate::pairing::lim::walkthrough::{self, GroupWalk};
use crate::pairing::lim::{Edition, LimEngine};
use crate::pairing::walk::Step;
use crate::quiz::schema::{AnswerKey, Kind, LangText, Marks, Question};
use crate::tournament::{RoundNo, Tournament, Tpn};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The bank's code of the edition an exercise applies.
fn edition_code(edition: Edition) -> &'static str {
    match edition {
        Edition::Lim1999 => "C.04.4.3 1999",
        Edition::Lim2026 => "C.04.4.3 2026",
    }
}

/// The edition in force on `on`.
fn edition_on(on: crate::tournament::Date) -> Edition {
    Edition::by_date(on.year, on.month, on.day)
}

/// Most histories drawn for one exercise.
const TRIES: usize = 60;

/// The article of the walk's step that orders the candidates for floating.
const PREFERENCE: &str = "3.9, 3.10, 3.2–3.4";

/// A small Lim tournament of `seed` before a round: 8–14 players, 5–7 rounds planned, one to
/// three rounds played, a rare forfeit; every round paired by the Lim engine of `edition`.
fn history(rng: &mut ChaCha8Rng, edition: Edition) -> (Tournament, RoundNo, u16) {
    let n = rng.random_range(8..=14);
    let planned: u16 = rng.random_range(5..=7);
    let rounds = rng.random_range(1..=3);
    let t = util::swiss_history_by(&LimEngine(edition), rng, n, rounds, planned, true);
    let round = RoundNo(t.rounds_recorded() + 1);
    (t, round, planned)
}

fn prompt_head(t: &Tournament, planned: u16, es: bool, edition: Edition) -> String {
    let year = match edition {
        Edition::Lim1999 => 1999,
        Edition::Lim2026 => 2026,
    };
    if es {
        format!(
            "Torneo suizo a {planned} rondas emparejado por el sistema Lim (C.04.4.3, texto de {year}; victoria 1, tablas \
             ½, derrota 0, bye 1; número inicial por orden de valoración). Tras {} la tabla cruzada es:\n\n{}\n",
            if t.rounds_recorded() == 1 { "1 ronda".to_owned() } else { format!("{} rondas", t.rounds_recorded()) },
            util::crosstable(t, true)
        )
    } else {
        format!(
            "A {planned}-round Swiss tournament paired by the Lim system (C.04.4.3, {year} text; win 1, draw ½, loss 0, \
             bye 1; pairing numbers in rating order). After {} the cross-table is:\n\n{}\n",
            if t.rounds_recorded() == 1 { "1 round".to_owned() } else { format!("{} rounds", t.rounds_recorded()) },
            util::crosstable(t, false)
        )
    }
}

/// The steps of a walk as a numbered list, each with its article, in `lang`.
/// "Which player floats from the scoregroup of S points?" (2.3.4, 3.2–3.4, 3.9, 3.10, 4.4).
pub struct LimFloater;

impl LimFloater {
    /// The question of `seed`: a scoregroup above or below the Median Scoregroup from which
    /// exactly one player floats, chosen among several (2.3.4).
    ///
    /// # Errors
    /// No history of the seed has such a scoregroup (not seen).
    pub fn question(seed: u64) -> Result<Question, String> {
        Self::question_in(seed, Edition::Lim2026)
    }

    /// The question of `seed` under the edition in force on `on`.
    ///
    /// # Errors
    /// As [`LimFloater::question`].
    pub fn question_on(seed: u64, on: crate::tournament::Date) -> Result<Question, String> {
        Self::question_in(seed, edition_on(on))
    }

    /// The question of `seed` under `edition`.
    ///
    /// # Errors
    /// As [`LimFloater::question`].
    pub fn question_in(seed: u64, edition: Edition) -> Result<Question, String> {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        for _ in 0..TRIES {
            let (t, round, planned) = history(&mut rng, edition);
            let Ok(w) = walkthrough::walk(&t, round, edition) else { continue };
            let fit: Vec<&GroupWalk> = w
                .groups
                .iter()
                .filter(|g| g.stage != Stage::Median && g.floaters.len() == 1 && !g.pairs.is_empty())
                // A choice among the players (2.3.4), not a player without an opponent (2.3.1–2.3.3).
                .filter(|g| g.steps.iter().any(|s| s.article == PREFERENCE))
                .collect();
            if fit.is_empty() {
                continue;
            }
            let g = fit[rng.random_range(0..fit.len())];
            return Self::build(seed, (&t, round, planned, edition), g, w.round_facts.get(1));
        }
        Err("no scoregroup with one floater to choose".into())
    }

    fn build(
        seed: u64,
        (t, round, planned, edition): (&Tournament, RoundNo, u16, Edition),
        g: &GroupWalk,
        median: Option<&Step>,
    ) -> Result<Question, String> {
        let floater = g.floaters[0];
        let mut members: Vec<Tpn> = g.pairs.iter().flat_map(|&(a, b)| [a, b]).collect();
        members.sort_unstable();
        // The options: the floater and up to three other players of the group, by TPN.
        let mut options: Vec<Tpn> = members.into_iter().take(3).collect();
        options.push(floater);
        options.sort_unstable();
        let at = options.iter().position(|&x| x == floater).ok_or("the floater is an option")?;
        let steps: Vec<Step> = median.into_iter().cloned().chain(g.steps.iter().cloned()).collect();
        let shown = |lang: Lang| crate::core::words::decimal(lang, &g.score.to_string());
        let (dir_es, dir_en) = match g.stage {
            Stage::Below => ("ascendente (por debajo del grupo mediano)", "upward (below the Median Scoregroup)"),
            _ => ("descendente (por encima del grupo mediano)", "downward (above the Median Scoregroup)"),
        };
        let es = LangText {
            prompt: format!(
                "{}Al emparejar la ronda {round}, el grupo de puntuación de {} puntos (con los flotantes que recibe) se \
                 empareja en sentido {dir_es}. ¿Qué jugador se transfiere como flotante antes de emparejar el grupo \
                 (C.04.4.3 art. 2.3, 3.2–3.4, 3.9, 3.10 y 4.4)?",
                prompt_head(t, planned, true, edition),
                shown(Lang::Es)
            ),
            options: options.iter().map(ToString::to_string).collect(),
            answer: floater.to_string(),
            explanation: format!(
                "El procedimiento del grupo (`arbitro pair FICHERO --rules {} --walkthrough --lang es`):\n\n{}",
                edition.id(),
                util::walk_steps(&steps, Lang::Es)
            ),
            marking: None,
        };
        let en = LangText {
            prompt: format!(
                "{}When round {round} is paired, the scoregroup of {} points (with the floaters it receives) is paired \
                 {dir_en}. Which player is transferred as the floater before the group is paired (C.04.4.3 Art. 2.3, \
                 3.2–3.4, 3.9, 3.10 and 4.4)?",
                prompt_head(t, planned, false, edition),
                shown(Lang::En)
            ),
            options: options.iter().map(ToString::to_string).collect(),
            answer: floater.to_string(),
            explanation: format!(
                "The group's procedure (`arbitro pair FILE --rules {} --walkthrough`):\n\n{}",
                edition.id(),
                util::walk_steps(&steps, Lang::En)
            ),
            marking: None,
        };
        let editions = [edition_code(edition)];
        let frame = Frame::swiss(
            "lim-floater",
            seed,
            (Kind::Single, Marks(3)),
            &["C.04.4.3 2.3", "C.04.4.3 3.2", "C.04.4.3 3.9", "C.04.4.3 3.10", "C.04.4.3 4.4"],
            &editions,
        );
        util::question(&frame, AnswerKey { choices: vec![at], ..AnswerKey::default() }, es, en)
    }
}

/// "Pair round R" of a small Lim tournament (2.2, 3, 4, 5).
pub struct LimPairRound;

impl LimPairRound {
    /// The question of `seed`.
    ///
    /// # Errors
    /// No history of the seed has a legal next round (not seen), or the walk departs from the
    /// engine.
    pub fn question(seed: u64) -> Result<Question, String> {
        Self::question_in(seed, Edition::Lim2026)
    }

    /// The question of `seed` under the edition in force on `on`.
    ///
    /// # Errors
    /// As [`LimPairRound::question`].
    pub fn question_on(seed: u64, on: crate::tournament::Date) -> Result<Question, String> {
        Self::question_in(seed, edition_on(on))
    }

    /// The question of `seed` under `edition`.
    ///
    /// # Errors
    /// As [`LimPairRound::question`].
    pub fn question_in(seed: u64, edition: Edition) -> Result<Question, String> {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let drawn = util::draw_walked(
            &mut rng,
            TRIES,
            |rng| history(rng, edition),
            |t, r| LimEngine(edition).pair(t, r).ok(),
            |t, r, _| walkthrough::walk(t, r, edition).map_err(|e| e.to_string()),
            |_| true,
        )?;
        let editions = [edition_code(edition)];
        let frame = Frame::swiss(
            "pairing-lim",
            seed,
            util::PAIR_ROUND,
            &["C.04.4.3 2.2", "C.04.4.3 2.3", "C.04.4.3 4.1", "C.04.4.3 5.2"],
            &editions,
        );
        util::pair_round_question(frame, edition.id(), util::Asked::Boards, &drawn, |t, p, es| {
            prompt_head(t, p, es, edition)
        })
    }
}

swiss_generator!(LimFloater, "lim-floater", Kind::Single, dated);
swiss_generator!(LimPairRound, "pairing-lim", Kind::Pairing, dated);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pairing::lim::{self, Ctx, round};
    use crate::quiz::generated::check as lint;
    use crate::quiz::generated::util::read_crosstable;
    use crate::quiz::grade::{Outcome, Response, auto_mark};
    use crate::tournament::Points;

    /// The tournament printed in a prompt, read back as a candidate would read it.
    fn read_back(prompt: &str) -> (Tournament, RoundNo) {
        let mut t = read_crosstable(prompt);
        t.planned_rounds = prompt.split('-').next().unwrap().rsplit(' ').next().unwrap().parse().ok();
        let round = RoundNo(t.rounds_recorded() + 1);
        (t, round)
    }

    /// The keyed option is the floater the engine chooses for the scoregroup, computed afresh
    /// from the cross-table printed in the prompt; any other option is marked wrong; the
    /// explanation names the articles of 2.3 and 3.9 in both languages.
    #[test]
    fn floater_questions_key_the_engines_floater() {
        for seed in 0..25u64 {
            let q = LimFloater::question(seed).unwrap();
            assert!(lint(&q).is_empty(), "seed {seed}: {:?}", lint(&q));
            assert_eq!(q.en.options[q.answer.choices[0]], q.en.answer);
            let (t, round) = read_back(&q.en.prompt);
            let score: Points =
                q.en.prompt.rsplit("scoregroup of ").next().unwrap().split(' ').next().unwrap().parse().unwrap();
            let ctx = Ctx::new(&t, round);
            let rp = round::pair_round(&ctx).unwrap();
            let step = rp.steps.iter().find(|s| s.score == score && s.stage != Stage::Median).unwrap();
            assert_eq!(step.floaters.len(), 1, "seed {seed}");
            assert_eq!(q.en.answer, ctx.players[step.floaters[0]].tpn.to_string(), "seed {seed}");
            let right = auto_mark(&q, &Response::Choices(q.answer.choices.clone())).unwrap();
            assert_eq!(right.0, Outcome::Correct, "seed {seed}");
            for k in (0..q.en.options.len()).filter(|&k| k != q.answer.choices[0]) {
                assert_eq!(auto_mark(&q, &Response::Choices(vec![k])).unwrap().0, Outcome::Wrong, "seed {seed}");
            }
            assert!(q.en.options.len() >= 2, "seed {seed}");
            assert!(q.en.explanation.contains("[3.9, 3.10, 3.2–3.4]"), "seed {seed}: {}", q.en.explanation);
            assert!(q.es.explanation.contains("flotante") && !q.es.explanation.contains("floats"), "seed {seed}");
        }
    }

    /// The key is the engine's pairing of the round printed (read back from the prompt), with
    /// the PAB as `(n, 0)`; the key is marked full, a pairing with two opponents swapped or
    /// with one board's colours reversed below full; the explanation is the walk in each language.
    #[test]
    fn pair_round_questions_are_the_engines_pairing() {
        for seed in 0..25u64 {
            let q = LimPairRound::question(seed).unwrap();
            assert!(lint(&q).is_empty(), "seed {seed}: {:?}", lint(&q));
            let (t, round) = read_back(&q.en.prompt);
            let p = lim::pair(&t, round, Edition::Lim2026).unwrap();
            let mut key: Vec<(u32, u32)> =
                p.boards.iter().map(|b| (u32::from(b.white.0), u32::from(b.black.0))).collect();
            key.extend(p.bye.map(|b| (u32::from(b.0), 0)));
            assert_eq!(q.answer.pairs, key, "seed {seed}");
            assert_eq!(auto_mark(&q, &Response::Pairs(key.clone())).unwrap().0, Outcome::Correct);
            let mut swapped = key.clone();
            let (a, b) = (swapped[0].1, swapped[1].1);
            swapped[0].1 = b;
            swapped[1].1 = a;
            let (outcome, marks) = auto_mark(&q, &Response::Pairs(swapped)).unwrap();
            assert_ne!(outcome, Outcome::Correct, "seed {seed}");
            assert!(marks < q.points, "seed {seed}");
            let mut reversed = key.clone();
            reversed[0] = (reversed[0].1, reversed[0].0);
            let (outcome, marks) = auto_mark(&q, &Response::Pairs(reversed)).unwrap();
            assert_ne!(outcome, Outcome::Correct, "seed {seed}");
            assert!(marks < q.points, "seed {seed}");
            assert!(q.en.explanation.contains("[2.2]") && q.en.explanation.contains("board 1:"), "seed {seed}");
            assert!(q.es.explanation.contains("grupo de puntuación") && q.es.explanation.contains("mesa 1"));
            assert!(!q.es.explanation.contains("scoregroup"), "seed {seed}");
        }
    }
}
