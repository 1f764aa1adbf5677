//! Dubov System exercises (C.04.4.1, 2026 edition), marked by arbitro's Dubov engine: the ARO
//! of a player (1.7), the upfloater of a scoregroup (3.2.1–3.2.2, 4.2) and the pairing of the
//! next round of a small tournament (Article 3, 5.2). The history is paired by the same engine,
//! the answer is the engine's and the explanation is its walkthrough
//! ([`crate::pairing::dubov::walkthrough`]).

use super::util::{self, Frame};
use crate::core::words::Lang;
use crate::pairing::Pairer;
use crate::pairing::dubov::walkthrough::{self, Step, Walkthrough};
use crate::pairing::dubov::{self, Ctx, DubovEngine};
use crate::quiz::schema::{AnswerKey, Kind, LangText, Marks, Question};
use crate::tournament::{RoundNo, Tournament};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The edition every Dubov exercise applies.
const EDITION: &str = "C.04.4.1 2026";

/// A small Dubov tournament of `seed` before its next round: 6–10 players, 2–4 rounds played of
/// 5–6, a rare forfeit; every round paired by the Dubov engine.
fn history(rng: &mut ChaCha8Rng) -> (Tournament, RoundNo, u16) {
    let n = rng.random_range(6..=10);
    let rounds = rng.random_range(2..=(n / 2).min(4));
    let planned = u16::try_from(rounds + rng.random_range(1..=2)).unwrap_or(5);
    let t = util::swiss_history_by(&DubovEngine, rng, n, rounds, planned, true);
    let round = RoundNo(t.rounds_recorded() + 1);
    (t, round, planned)
}

/// The steps of a walk as a numbered list, each with its article (the walk speaks English).
fn prompt_head(t: &Tournament, planned: u16, es: bool) -> String {
    if es {
        format!(
            "Torneo suizo a {planned} rondas emparejado por el sistema Dubov (C.04.4.1, edición de 2026; victoria 1, \
             tablas ½, derrota 0, bye 1). Tras {} rondas la tabla cruzada es:\n\n{}\n",
            t.rounds_recorded(),
            util::crosstable(t, true)
        )
    } else {
        format!(
            "A {planned}-round Swiss tournament paired by the Dubov system (C.04.4.1, 2026 edition; win 1, draw ½, \
             loss 0, bye 1). After {} rounds the cross-table is:\n\n{}\n",
            t.rounds_recorded(),
            util::crosstable(t, false)
        )
    }
}

/// "What is player N's ARO before round R?" (1.7).
pub struct DubovAro;

impl DubovAro {
    /// The question of `seed`.
    ///
    /// # Errors
    /// No player has played a game (never for the histories drawn).
    pub fn question(seed: u64) -> Result<Question, String> {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let (t, round, planned) = history(&mut rng);
        let ctx = Ctx::new(&t, round);
        let state = t.state_at(round);
        let played: Vec<usize> = (0..ctx.players.len()).filter(|&i| ctx.players[i].has_played()).collect();
        if played.is_empty() {
            return Err("nobody has played".into());
        }
        let i = played[rng.random_range(0..played.len())];
        let who = ctx.players[i].tpn;
        let aro = ctx.players[i].aro;
        let ps = state.players.iter().find(|p| p.tpn == who).ok_or("player not in the state")?;
        let rating = |x| t.player(x).and_then(|p| p.rating).unwrap_or(0);
        let met: Vec<(crate::tournament::Tpn, u16)> = ps.played_opponents().map(|o| (o, rating(o))).collect();
        let unplayed = t.player(who).map_or(0, |p| p.rounds.len()) - met.len();
        let sum: u32 = met.iter().map(|&(_, r)| u32::from(r)).sum();
        let list = met.iter().map(|(o, r)| format!("{o} ({r})")).collect::<Vec<_>>().join(", ");
        let exact = f64::from(sum) / met.len() as f64;
        let en_steps = vec![
            format!("Opponents met over the board by {who} (1.7.1: only played games count): {list}."),
            if unplayed > 0 {
                format!("{unplayed} round(s) without a game (bye or forfeit) are left out.")
            } else {
                "Every round was played over the board.".to_owned()
            },
            format!("Sum of their ratings {sum}; divided by {} gives {exact:.2}.", met.len()),
            format!("Rounded to the nearest integer, 0.5 upwards (1.7.1): ARO = {aro}."),
        ];
        let es_steps = vec![
            format!(
                "Rivales contra los que {who} jugó ante el tablero (1.7.1: solo cuentan las partidas jugadas): {list}."
            ),
            if unplayed > 0 {
                format!("Se excluyen {unplayed} ronda(s) sin partida (bye o incomparecencia).")
            } else {
                "Todas las rondas se jugaron ante el tablero.".to_owned()
            },
            util::es_numbers(&format!("Suma de sus valoraciones {sum}; dividida entre {} da {exact:.2}.", met.len())),
            format!("Redondeada al entero más próximo, 0,5 hacia arriba (1.7.1): ARO = {aro}."),
        ];
        let es = LangText {
            prompt: format!(
                "{}¿Cuál es la valoración media de los rivales (ARO, C.04.4.1 art. 1.7) del jugador {who} para \
                 emparejar la ronda {round}?",
                prompt_head(&t, planned, true)
            ),
            options: vec![],
            answer: aro.to_string(),
            explanation: util::steps(&es_steps),
            marking: None,
        };
        let en = LangText {
            prompt: format!(
                "{}What is the average rating of the opponents (ARO, C.04.4.1 Art. 1.7) of player {who} for the \
                 pairing of round {round}?",
                prompt_head(&t, planned, false)
            ),
            options: vec![],
            answer: aro.to_string(),
            explanation: util::steps(&en_steps),
            marking: None,
        };
        let frame = Frame::swiss(
            "dubov-aro",
            seed,
            (Kind::Numeric, Marks(2)),
            &["C.04.4.1 1.7.1", "C.04.4.1 1.7.2"],
            &[EDITION],
        );
        util::question(
            &frame,
            AnswerKey { value: Some(f64::from(aro)), decimals: Some(0), ..AnswerKey::default() },
            es,
            en,
        )
    }
}

/// "Which player upfloats into the scoregroup of S points?" (3.2.1–3.2.2, 4.2).
pub struct DubovUpfloater;

/// What the upfloater question is drawn from.
#[derive(Clone, Copy)]
struct Found<'a> {
    t: &'a Tournament,
    round: RoundNo,
    planned: u16,
    ctx: &'a Ctx,
    w: &'a Walkthrough,
    walked: &'a walkthrough::BracketWalk,
    bracket: &'a dubov::bracket::BracketTrace,
    pool: &'a [usize],
}

/// Most histories tried for a scoregroup with one upfloater and a choice of at least two.
const TRIES: usize = 40;

impl DubovUpfloater {
    /// The question of `seed`.
    ///
    /// # Errors
    /// No history of the seed has a scoregroup with one upfloater to choose (not seen).
    pub fn question(seed: u64) -> Result<Question, String> {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        for _ in 0..TRIES {
            let (t, round, planned) = history(&mut rng);
            let ctx = Ctx::new(&t, round);
            let Ok(w) = walkthrough::walk(&ctx) else { continue };
            let Ok(rp) = dubov::bracket::pair_round(&ctx) else { continue };
            // The first scoregroup that takes exactly one upfloater out of two or more scorers below.
            let mut remaining: Vec<usize> = (0..ctx.players.len()).filter(|&i| Some(i) != rp.bye).collect();
            for (b, walked) in rp.brackets.iter().zip(&w.brackets) {
                let (_, _, pool) = dubov::bracket::residents_and_pool(&ctx, &remaining);
                let done: Vec<usize> = b.residents.iter().chain(&b.upfloaters).copied().collect();
                if b.upfloaters.len() == 1 && pool.len() >= 2 {
                    let x = Found { t: &t, round, planned, ctx: &ctx, w: &w, walked, bracket: b, pool: &pool };
                    return Self::build(seed, &x, &mut rng);
                }
                remaining.retain(|i| !done.contains(i));
            }
        }
        Err("no scoregroup with one upfloater to choose".into())
    }

    fn build(seed: u64, x: &Found<'_>, rng: &mut ChaCha8Rng) -> Result<Question, String> {
        let Found { t, round, planned, ctx, w, walked, bracket, pool } = *x;
        let up = bracket.upfloaters[0];
        let mut others: Vec<usize> = pool.iter().copied().filter(|&i| i != up).collect();
        // Up to three wrong options, from the top of the pool (the tempting ones).
        others.truncate(3);
        let at = rng.random_range(0..=others.len());
        let mut options = others;
        options.insert(at, up);
        let name = |i: usize| ctx.players[i].tpn.to_string();
        let score = walked.score;
        let upto: Vec<Step> = walked.steps.iter().take_while(|s| !s.article.starts_with("3.2.3")).cloned().collect();
        let pab_en = w.pab.last().map_or_else(String::new, |s| format!("First the PAB (3.1): {}.\n\n", s.text));
        let q = bracket.quality;
        let es_lines = vec![
            w.bye_tpn().map_or_else(
                || "[3.1] Número par de jugadores: no hay bye por emparejamiento (BPE).".to_owned(),
                |b| format!("[3.1] Primero el bye por emparejamiento (BPE): lo recibe {b}."),
            ),
            util::es_numbers(&format!(
                "[1.3] Grupo de puntuación de {score} puntos: residentes {}.",
                bracket.residents.iter().map(|&i| name(i)).collect::<Vec<_>>().join(", ")
            )),
            "[3.2.1 [C5]] Hace falta un flotante para un emparejamiento legal de los residentes y del resto."
                .to_owned(),
            util::es_numbers(&format!(
                "[4.2.2] Posibles flotantes, por puntuación descendente y número inicial ascendente: {}.",
                pool.iter()
                    .enumerate()
                    .map(|(n, &i)| format!("#{} {} ({})", n + 1, name(i), ctx.players[i].score))
                    .collect::<Vec<_>>()
                    .join(", ")
            )),
            util::es_numbers(&format!(
                "[3.2.2 [C6]] La mayor puntuación posible para el flotante: {}.",
                ctx.players[up].score
            )),
            format!(
                "[3.2.2, 4.2] Entre ellos, el primero en el orden de 4.2 que mejor empareja el grupo ([C7] {}, [C8] {}, \
                 [C9] {}, [C10] {}): {}.",
                q.c7,
                q.c8,
                q.c9,
                q.c10,
                name(up)
            ),
        ];
        let es = LangText {
            prompt: format!(
                "{}Al emparejar la ronda {round}, ¿qué jugador sube como flotante al grupo de puntuación de {} puntos \
                 (C.04.4.1 art. 3.2.1–3.2.2 y 4.2)?",
                prompt_head(t, planned, true),
                util::es_numbers(&score.to_string())
            ),
            options: options.iter().map(|&i| name(i)).collect(),
            answer: name(up),
            explanation: util::steps(&es_lines),
            marking: None,
        };
        let en = LangText {
            prompt: format!(
                "{}When round {round} is paired, which player upfloats into the scoregroup of {score} points \
                 (C.04.4.1 Art. 3.2.1–3.2.2 and 4.2)?",
                prompt_head(t, planned, false)
            ),
            options: options.iter().map(|&i| name(i)).collect(),
            answer: name(up),
            explanation: format!("{pab_en}{}", util::walk_steps(&upto, Lang::En)),
            marking: None,
        };
        let frame = Frame::swiss(
            "dubov-upfloater",
            seed,
            (Kind::Single, Marks(4)),
            &["C.04.4.1 3.2.1", "C.04.4.1 3.2.2", "C.04.4.1 4.2.2"],
            &[EDITION],
        );
        util::question(&frame, AnswerKey { choices: vec![at], ..AnswerKey::default() }, es, en)
    }
}

/// "Pair round R" of a small Dubov tournament (Article 3, 5.2).
pub struct DubovPairRound;

impl DubovPairRound {
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
            |t, r| DubovEngine.pair(t, r).ok(),
            |t, r, _| walkthrough::walk(&Ctx::new(t, r)).map_err(|e| e.0.to_string()),
            |_| true,
        )?;
        let frame = Frame::swiss(
            "pairing-dubov",
            seed,
            util::PAIR_ROUND,
            &["C.04.4.1 3.1", "C.04.4.1 3.2", "C.04.4.1 5.2"],
            &[EDITION],
        );
        util::pair_round_question(frame, "dubov-2026", util::Asked::Boards, &drawn, prompt_head)
    }
}

swiss_generator!(DubovAro, "dubov-aro", Kind::Numeric);
swiss_generator!(DubovUpfloater, "dubov-upfloater", Kind::Single);
swiss_generator!(DubovPairRound, "pairing-dubov", Kind::Pairing);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::quiz::generated::check as lint;
    use crate::quiz::generated::util::read_crosstable;

    /// The ARO is the engine's (1.7) and agrees with the ratings of the cross-table printed in
    /// the prompt: the mean of the played opponents' ratings, rounded half up.
    #[test]
    fn aro_questions_match_the_cross_table() {
        for seed in 0..120u64 {
            let q = DubovAro::question(seed).unwrap();
            assert!(lint(&q).is_empty(), "seed {seed}: {:?}", lint(&q));
            let t = read_crosstable(&q.en.prompt);
            let who: u16 = q.en.prompt.rsplit("of player ").next().unwrap().split(' ').next().unwrap().parse().unwrap();
            let p = t.player(crate::tournament::Tpn(who)).unwrap();
            let ratings: Vec<u32> = p
                .rounds
                .iter()
                .filter(|e| {
                    e.opponent.is_some()
                        && !matches!(
                            e.result,
                            crate::tournament::ResultCode::ForfeitWin | crate::tournament::ResultCode::ForfeitLoss
                        )
                })
                .map(|e| u32::from(t.player(e.opponent.unwrap()).unwrap().rating.unwrap()))
                .collect();
            let sum: u32 = ratings.iter().sum();
            let n = u32::try_from(ratings.len()).unwrap();
            assert_eq!(q.answer.value, Some(f64::from((2 * sum + n) / (2 * n))), "seed {seed}");
            assert!(q.es.explanation.contains("1.7.1"), "{}", q.es.explanation);
        }
    }

    /// The keyed option is the engine's upfloater, the options are distinct players, and the
    /// explanation names [C5], the pool of 4.2.2 and [C6].
    #[test]
    fn upfloater_questions_key_the_engines_upfloater() {
        for seed in 0..60u64 {
            let q = DubovUpfloater::question(seed).unwrap();
            assert!(lint(&q).is_empty(), "seed {seed}: {:?}", lint(&q));
            assert_eq!(q.answer.choices.len(), 1);
            assert_eq!(q.en.options[q.answer.choices[0]], q.en.answer);
            let mut o = q.en.options.clone();
            o.sort();
            o.dedup();
            assert_eq!(o.len(), q.en.options.len(), "seed {seed}");
            for a in ["[3.2.1 [C5]]", "[4.2.2]", "[3.2.2 [C6]]", "[3.2.2, 4.2]"] {
                assert!(q.en.explanation.contains(a), "seed {seed}: {a}\n{}", q.en.explanation);
            }
        }
    }

    /// The key is the engine's pairing of the round printed (read back from the prompt's
    /// cross-table), with the PAB as `(n, 0)`.
    #[test]
    fn pair_round_questions_are_the_engines_pairing() {
        for seed in 0..60u64 {
            let q = DubovPairRound::question(seed).unwrap();
            assert!(lint(&q).is_empty(), "seed {seed}: {:?}", lint(&q));
            let mut t = read_crosstable(&q.en.prompt);
            t.planned_rounds = q.en.prompt.split('-').next().unwrap().rsplit(' ').next().unwrap().parse().ok();
            let round = RoundNo(t.rounds_recorded() + 1);
            let p = dubov::pair(&t, round).unwrap();
            let mut key: Vec<(u32, u32)> =
                p.boards.iter().map(|b| (u32::from(b.white.0), u32::from(b.black.0))).collect();
            key.extend(p.bye.map(|b| (u32::from(b.0), 0)));
            assert_eq!(q.answer.pairs, key, "seed {seed}");
            assert!(q.en.explanation.contains("[3.2.6]") && q.es.explanation.contains("[3.2.6]"), "seed {seed}");
            assert!(q.es.explanation.contains("mesa") && !q.es.explanation.contains("board"), "seed {seed}");
        }
    }
}
