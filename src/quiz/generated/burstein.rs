//! Burstein System exercises (C.04.4.2, 2026 edition), marked by arbitro's Burstein engine: the
//! Index ranking of a scoregroup (1.7–1.8: which player is BSN 1) and the pairing of the next
//! round of a small tournament after its seeding rounds (Article 3, 5.2); for a paper dated
//! before 1 February 2026, the pairing of a round under the original text (Sonneborn-Berger,
//! Buchholz, Median, 3.2; no seeding rounds, the imaginary point of 3.3). The history is paired
//! by the same engine (the seeding rounds by the Dutch System, 1.6), the answer is the
//! engine's and the explanation is its walkthrough ([`crate::pairing::burstein::walkthrough`]),
//! worded in each language from the catalogues.

use super::util::{self, Frame};
use crate::core::order::StableSort;
use crate::core::words::Lang;
use crate::pairing::Pairer;
use crate::pairing::burstein::walkthrough;
use crate::pairing::burstein::{self, BursteinEngine, BursteinOriginalEngine, Ctx, Edition};
use crate::quiz::schema::{AnswerKey, Kind, LangText, Marks, Question, Topic};
use crate::tournament::{Points, RoundNo, Tournament};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The bank's code of the 2026 edition (the Index exercise has no other).
const EDITION: &str = "C.04.4.2 2026";

/// The bank's code of the original text.
const ORIGINAL: &str = "C.04.4.2 original";

/// A small Burstein tournament of `seed` under the original text before a round: 7–12 players,
/// 5–7 rounds planned, one to three rounds played, a rare forfeit; every round paired by the
/// original engine (no seeding rounds).
fn history_original(rng: &mut ChaCha8Rng) -> (Tournament, RoundNo, u16) {
    let n = rng.random_range(7..=12);
    let planned: u16 = rng.random_range(5..=7);
    let rounds = rng.random_range(1..=3);
    let t = util::swiss_history_by(&BursteinOriginalEngine, rng, n, rounds, planned, true);
    let round = RoundNo(t.rounds_recorded() + 1);
    (t, round, planned)
}

fn prompt_head_original(t: &Tournament, planned: u16, es: bool) -> String {
    if es {
        format!(
            "Torneo suizo a {planned} rondas emparejado por el sistema Burstein (C.04.4.2, texto original; victoria 1, \
             tablas ½, derrota 0, bye 1; sin rondas de siembra: orden por Sonneborn-Berger, Buchholz y Mediana, 3.2). \
             Tras {} la tabla cruzada es:\n\n{}\n",
            if t.rounds_recorded() == 1 { "1 ronda".to_owned() } else { format!("{} rondas", t.rounds_recorded()) },
            util::crosstable(t, true)
        )
    } else {
        format!(
            "A {planned}-round Swiss tournament paired by the Burstein system (C.04.4.2, original text; win 1, draw ½, \
             loss 0, bye 1; no seeding rounds: ranked by Sonneborn-Berger, Buchholz and Median, 3.2). After {} the \
             cross-table is:\n\n{}\n",
            if t.rounds_recorded() == 1 { "1 round".to_owned() } else { format!("{} rounds", t.rounds_recorded()) },
            util::crosstable(t, false)
        )
    }
}

/// Most histories drawn for one exercise.
const TRIES: usize = 40;

/// A small Burstein tournament of `seed` before a round after the seeding rounds: 7–12 players,
/// 5–7 rounds planned (2 or 3 seeding rounds, 1.6.2), the seeding rounds and up to one more
/// played, a rare forfeit; every round paired by the Burstein engine.
fn history(rng: &mut ChaCha8Rng) -> (Tournament, RoundNo, u16) {
    let n = rng.random_range(7..=12);
    let planned: u16 = rng.random_range(5..=7);
    let seeding = usize::from(burstein::players::seeding_rounds(planned));
    let rounds = seeding + rng.random_range(0..=1);
    let t = util::swiss_history_by(&BursteinEngine, rng, n, rounds, planned, true);
    let round = RoundNo(t.rounds_recorded() + 1);
    (t, round, planned)
}

fn prompt_head(t: &Tournament, planned: u16, es: bool) -> String {
    let seeding = burstein::players::seeding_rounds(planned);
    if es {
        format!(
            "Torneo suizo a {planned} rondas emparejado por el sistema Burstein (C.04.4.2, edición de 2026; victoria 1, \
             tablas ½, derrota 0, bye 1; las {seeding} primeras rondas, de siembra, por el sistema holandés, 1.6). \
             Tras {} rondas la tabla cruzada es:\n\n{}\n",
            t.rounds_recorded(),
            util::crosstable(t, true)
        )
    } else {
        format!(
            "A {planned}-round Swiss tournament paired by the Burstein system (C.04.4.2, 2026 edition; win 1, draw ½, \
             loss 0, bye 1; the first {seeding} rounds, the seeding rounds, by the Dutch system, 1.6). After {} rounds \
             the cross-table is:\n\n{}\n",
            t.rounds_recorded(),
            util::crosstable(t, false)
        )
    }
}

/// The steps of a walk as a numbered list, each with its article, in `lang`.
/// A decimal in tenths as `lang` writes it.
fn tenths(lang: Lang, v: i64) -> String {
    crate::core::words::decimal(lang, &Points(i32::try_from(v).unwrap_or(i32::MAX)).to_string())
}

/// "Which player of the scoregroup of S points is BSN 1, the first in the Index ranking?"
/// (1.7.1, 1.8, 4.1).
pub struct BursteinIndex;

impl BursteinIndex {
    /// The question of `seed`.
    ///
    /// # Errors
    /// No history of the seed has a scoregroup of three players or more (not seen).
    pub fn question(seed: u64) -> Result<Question, String> {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        for _ in 0..TRIES {
            let (t, round, planned) = history(&mut rng);
            let ctx = Ctx::new(&t, round);
            // The scoregroups of three players or more; one of them at random.
            let mut scores: Vec<Points> = ctx.players.iter().map(|p| p.score).collect();
            scores.sort();
            scores.dedup();
            let big: Vec<Points> =
                scores.into_iter().filter(|&s| ctx.players.iter().filter(|p| p.score == s).count() >= 3).collect();
            if big.is_empty() {
                continue;
            }
            let score = big[rng.random_range(0..big.len())];
            return Self::build(seed, (&t, round, planned), &ctx, score);
        }
        Err("no scoregroup of three players or more".into())
    }

    fn build(
        seed: u64,
        (t, round, planned): (&Tournament, RoundNo, u16),
        ctx: &Ctx,
        score: Points,
    ) -> Result<Question, String> {
        let mut group: Vec<usize> = (0..ctx.players.len()).filter(|&i| ctx.players[i].score == score).collect();
        group.stable_sort_by(&|&a, &b| ctx.rank_cmp(a, b));
        let first = group[0];
        // The options: the group's players by TPN (at most four, the first always among them).
        let mut options: Vec<usize> = group.iter().copied().filter(|&i| i != first).collect();
        options.truncate(3);
        options.push(first);
        options.stable_sort_by_key(&|&i| ctx.players[i].tpn);
        let at = options.iter().position(|&i| i == first).ok_or("the first is an option")?;
        let explain = |lang: Lang| -> Result<String, String> {
            let mut lines = Vec::new();
            for &i in &group {
                lines.push(player_index(t, round, ctx, i, lang)?);
            }
            let order = group
                .iter()
                .enumerate()
                .map(|(n, &i)| {
                    format!("{} {}: {}", if lang == Lang::Es { "NSG" } else { "BSN" }, n + 1, ctx.players[i].tpn)
                })
                .collect::<Vec<_>>()
                .join(", ");
            lines.push(match lang {
                Lang::Es => format!(
                    "[1.8, 4.1] Orden por el Índice (Buchholz descendente, después Sonneborn-Berger, después número \
                     inicial): {order}."
                ),
                Lang::En => format!(
                    "[1.8, 4.1] Ranked by the Index (Buchholz descending, then Sonneborn-Berger, then TPN): {order}."
                ),
            });
            Ok(util::steps(&lines))
        };
        let name = |i: usize| ctx.players[i].tpn.to_string();
        let shown = |lang: Lang| crate::core::words::decimal(lang, &score.to_string());
        let es = LangText {
            prompt: format!(
                "{}Al emparejar la ronda {round}, ¿qué jugador del grupo de puntuación de {} puntos tiene el número \
                 secuencial del grupo 1 (NSG 1), el primero según el Índice (C.04.4.2 art. 1.7, 1.8 y 4.1)?",
                prompt_head(t, planned, true),
                shown(Lang::Es)
            ),
            options: options.iter().map(|&i| name(i)).collect(),
            answer: name(first),
            explanation: explain(Lang::Es)?,
            marking: None,
        };
        let en = LangText {
            prompt: format!(
                "{}When round {round} is paired, which player of the scoregroup of {} points is BSN 1, the first by \
                 the Index (C.04.4.2 Art. 1.7, 1.8 and 4.1)?",
                prompt_head(t, planned, false),
                shown(Lang::En)
            ),
            options: options.iter().map(|&i| name(i)).collect(),
            answer: name(first),
            explanation: explain(Lang::En)?,
            marking: None,
        };
        let frame = Frame::swiss(
            "burstein-index",
            seed,
            (Kind::Single, Marks(3)),
            &["C.04.4.2 1.7.1", "C.04.4.2 1.8", "C.04.4.2 4.1"],
            &[EDITION],
        );
        util::question(&frame, AnswerKey { choices: vec![at], ..AnswerKey::default() }, es, en)
    }
}

/// One player's Buchholz and Sonneborn-Berger as a hand computes them from the cross-table
/// (1.7.1; 1.7.2: a round without a game counts the player's own score), checked against the
/// engine's Index.
fn player_index(t: &Tournament, round: RoundNo, ctx: &Ctx, i: usize, lang: Lang) -> Result<String, String> {
    let p = &ctx.players[i];
    let entry = t.player(p.tpn).ok_or("player not in the file")?;
    let now = |x| t.points_after(x, round.0.saturating_sub(1));
    let own = now(p.tpn);
    let mut terms = Vec::new();
    let (mut bh, mut sb) = (0i64, 0i64);
    for k in 0..round.index() {
        let e = entry.entry(RoundNo::from_index(k));
        let pts = t.scoring.points_for(e.result, e.colour);
        let (s, who) = match e.opponent.filter(|_| e.is_played_game()) {
            Some(o) => (now(o), o.to_string()),
            None => (
                own,
                match lang {
                    Lang::Es => "sin partida: la propia".to_owned(),
                    Lang::En => "no game: own".to_owned(),
                },
            ),
        };
        bh += i64::from(s.0);
        sb += i64::from(pts.0) * i64::from(s.0);
        terms.push(format!("{who} {}", crate::core::words::decimal(lang, &s.to_string())));
    }
    if (bh, sb) != (p.index.buchholz, p.index.sonneborn_berger) {
        return Err(format!("player {}: the hand count departs from the engine's Index", p.tpn));
    }
    let sb_text = crate::core::words::decimal(lang, &format!("{}.{:02}", sb / 100, sb % 100));
    Ok(match lang {
        Lang::Es => format!(
            "[1.7.1] {}: puntuaciones actuales de los rivales ({}), Buchholz {}; Sonneborn-Berger {}.",
            p.tpn,
            terms.join(", "),
            tenths(lang, bh),
            sb_text
        ),
        Lang::En => format!(
            "[1.7.1] {}: the opponents' current scores ({}), Buchholz {}; Sonneborn-Berger {}.",
            p.tpn,
            terms.join(", "),
            tenths(lang, bh),
            sb_text
        ),
    })
}

/// "Pair round R" of a small Burstein tournament after its seeding rounds (Article 3, 5.2).
pub struct BursteinPairRound;

impl BursteinPairRound {
    /// The question of `seed`.
    ///
    /// # Errors
    /// No history of the seed has a legal next round (not seen).
    pub fn question(seed: u64) -> Result<Question, String> {
        Self::question_in(seed, Edition::Y2026)
    }

    /// The question of `seed` under the edition in force on `on`: the original text before
    /// 1 February 2026.
    ///
    /// # Errors
    /// As [`BursteinPairRound::question`].
    pub fn question_on(seed: u64, on: crate::tournament::Date) -> Result<Question, String> {
        let cutover = crate::tournament::Date { year: 2026, month: 2, day: 1 };
        Self::question_in(seed, if on < cutover { Edition::Original } else { Edition::Y2026 })
    }

    /// The question of `seed` under `edition`.
    ///
    /// # Errors
    /// As [`BursteinPairRound::question`].
    pub fn question_in(seed: u64, edition: Edition) -> Result<Question, String> {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let original = edition == Edition::Original;
        let drawn = util::draw_walked(
            &mut rng,
            TRIES,
            |rng| if original { history_original(rng) } else { history(rng) },
            |t, r| if original { BursteinOriginalEngine.pair(t, r) } else { BursteinEngine.pair(t, r) }.ok(),
            |t, r, _| walkthrough::walk_edition(t, r, edition).map_err(|e| e.to_string()),
            // After the seeding rounds (the original text has none).
            |d| original || !d.walk.seeding,
        )?;
        let (refs, code): (&[&str], &str) = if original {
            (&["C.04.4.2 3.1", "C.04.4.2 3.2", "C.04.4.2 4.2", "C.04.4.2 6.1"], ORIGINAL)
        } else {
            (&["C.04.4.2 3.1", "C.04.4.2 3.2", "C.04.4.2 4.3", "C.04.4.2 5.2"], EDITION)
        };
        let frame = Frame {
            name: "pairing-burstein",
            seed,
            topic: Topic::Swiss,
            kind: Kind::Pairing,
            marks: Marks(10),
            refs,
            editions: &[code],
        };
        let head = if original { prompt_head_original } else { prompt_head };
        util::pair_round_question(frame, edition.id(), util::Asked::Boards, &drawn, head)
    }
}

swiss_generator!(BursteinIndex, "burstein-index", Kind::Single);
swiss_generator!(BursteinPairRound, "pairing-burstein", Kind::Pairing, dated);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::quiz::generated::check as lint;
    use crate::quiz::generated::util::read_crosstable;
    use crate::quiz::grade::{Outcome, Response, auto_mark};

    /// The keyed option is the first of the scoregroup by the Index the engine computes from
    /// the cross-table printed in the prompt; a wrong option is marked wrong; the explanation
    /// shows every player's Buchholz (1.7.1) and the order of 1.8 in both languages.
    #[test]
    fn index_questions_key_the_first_by_the_index() {
        for seed in 0..40u64 {
            let q = BursteinIndex::question(seed).unwrap();
            assert!(lint(&q).is_empty(), "seed {seed}: {:?}", lint(&q));
            assert_eq!(q.en.options[q.answer.choices[0]], q.en.answer);
            let mut t = read_crosstable(&q.en.prompt);
            t.planned_rounds = q.en.prompt.split('-').next().unwrap().rsplit(' ').next().unwrap().parse().ok();
            let round = RoundNo(t.rounds_recorded() + 1);
            let ctx = Ctx::new(&t, round);
            let score: Points =
                q.en.prompt.rsplit("scoregroup of ").next().unwrap().split(' ').next().unwrap().parse().unwrap();
            let best = (0..ctx.players.len())
                .filter(|&i| ctx.players[i].score == score)
                .min_by(|&a, &b| ctx.rank_cmp(a, b))
                .unwrap();
            assert_eq!(q.en.answer, ctx.players[best].tpn.to_string(), "seed {seed}");
            let right = auto_mark(&q, &Response::Choices(q.answer.choices.clone())).unwrap();
            assert_eq!(right.0, Outcome::Correct, "seed {seed}");
            let wrong = (0..q.en.options.len()).find(|&k| k != q.answer.choices[0]).unwrap();
            assert_eq!(auto_mark(&q, &Response::Choices(vec![wrong])).unwrap().0, Outcome::Wrong, "seed {seed}");
            assert!(q.en.explanation.contains("Buchholz") && q.en.explanation.contains("[1.8, 4.1]"));
            assert!(q.es.explanation.contains("puntuaciones actuales de los rivales"), "{}", q.es.explanation);
        }
    }

    /// The key is the engine's pairing of the round printed (read back from the prompt's
    /// cross-table), with the PAB as `(n, 0)`; a pairing with two opponents swapped is marked
    /// below full marks, the key itself full; the explanation is the walk in each language.
    #[test]
    fn pair_round_questions_are_the_engines_pairing() {
        for seed in 0..30u64 {
            let q = BursteinPairRound::question(seed).unwrap();
            assert!(lint(&q).is_empty(), "seed {seed}: {:?}", lint(&q));
            let mut t = read_crosstable(&q.en.prompt);
            t.planned_rounds = q.en.prompt.split('-').next().unwrap().rsplit(' ').next().unwrap().parse().ok();
            let round = RoundNo(t.rounds_recorded() + 1);
            let p = burstein::pair(&t, round).unwrap();
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
            assert_ne!(outcome, Outcome::Correct, "seed {seed}");
            assert!(marks < q.points, "seed {seed}");
            assert!(q.en.explanation.contains("[4.3]") && q.en.explanation.contains("[5.2."), "seed {seed}");
            assert!(
                q.es.explanation.contains("grupo de puntuación") && q.es.explanation.contains("mesa 1"),
                "seed {seed}"
            );
            assert!(q.en.answer.contains('-') && !q.es.explanation.contains("scoregroup"), "seed {seed}");
        }
    }
}
