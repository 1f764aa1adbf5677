//! Double-Swiss System exercises (C.04.5, 2026), marked by arbitro's Double-Swiss engine: the
//! game-1 colours of a match (4.2, 4.3: which player has White in game 1, and by which rule)
//! and the pairing of the next round of a small Double-Swiss tournament (3.4–3.6, 4.3). The
//! history is paired by the same engine, the answer is the engine's and the explanation is its
//! walkthrough ([`crate::pairing::double_swiss::walkthrough`]), worded in each language from
//! the catalogues. A round the engine refuses under reading DS-6 (the penultimate round where
//! the scope of [C7]/[C8] decides) is never asked.

use super::util::{self, Frame};
use crate::core::words::Lang;
use crate::pairing::double_swiss::colour::{self, ColourRule};
use crate::pairing::double_swiss::players::game_points;
use crate::pairing::double_swiss::{self, Ctx, DoubleSwissEngine, FloatScope, walkthrough};
use crate::quiz::schema::{Kind, Marks, Question};
use crate::tournament::{Points, ResultCode, RoundEntry, RoundNo, Tournament};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The edition every Double-Swiss exercise applies.
const EDITION: &str = "C.04.5 2026";

/// Most histories drawn for one exercise.
const TRIES: usize = 40;

/// A small Double-Swiss tournament of `seed` before its next round: 6–10 players, 1–3 rounds
/// played of 5–7, every round paired by the Double-Swiss engine (matches won, drawn, lost and
/// now and then forfeited).
fn history(rng: &mut ChaCha8Rng) -> (Tournament, RoundNo, u16) {
    let n = rng.random_range(6..=10);
    let planned: u16 = rng.random_range(5..=7);
    let rounds = rng.random_range(1..=3);
    // The rounds drawn are never the penultimate (planned ≥ 5, at most 3 played), so the scope
    // of reading DS-6 the engine carries decides nothing in them.
    let engine = DoubleSwissEngine(FloatScope::LastRound);
    let t = util::swiss_history_by(&engine, rng, n, rounds, planned, true);
    let round = RoundNo(t.rounds_recorded() + 1);
    (t, round, planned)
}

/// One cell: the opponent, the colour of game 1 and the match's game points (`5w 2`, `3b 1`,
/// `4w 0`), `+`/`-` a match won or lost by forfeit, the PAB.
fn cell(e: &RoundEntry, es: bool) -> String {
    let r = match e.result {
        ResultCode::Win => "2",
        ResultCode::Draw => "1",
        ResultCode::Loss => "0",
        ResultCode::ForfeitWin => "+",
        ResultCode::ForfeitLoss => "-",
        ResultCode::PairingAllocatedBye => return if es { "BPE" } else { "PAB" }.into(),
        _ => return "—".into(),
    };
    match (e.opponent, e.colour) {
        (Some(o), Some(c)) if es => format!("{o}{} {r}", if c == crate::tournament::Colour::White { 'B' } else { 'N' }),
        (Some(o), Some(c)) => format!("{o}{} {r}", c.letter()),
        _ => r.into(),
    }
}

/// The cross-table of a Double-Swiss tournament, in game points.
fn crosstable(t: &Tournament, es: bool) -> String {
    let total = |p: &crate::tournament::Player| {
        let points: Points = p.rounds.iter().map(|e| game_points(e.result)).fold(Points::ZERO, |a, b| a + b);
        let points = points.to_string();
        if es { util::es_decimal(&points) } else { points }
    };
    let cell = |e: &RoundEntry| cell(e, es);
    let cols =
        util::Columns { points: if es { "Puntos de partida" } else { "Game points" }, cell: &cell, total: &total };
    util::crosstable_in(t, es, &cols)
}

fn prompt_head(t: &Tournament, planned: u16, es: bool) -> String {
    let played = t.rounds_recorded();
    if es {
        format!(
            "Torneo doble suizo a {planned} rondas emparejado por el sistema doble suizo FIDE (C.04.5, edición de \
             2026): cada ronda es un encuentro de dos partidas con los colores invertidos en la segunda; las \
             puntuaciones son puntos de partida (encuentro ganado 2-0: 2; tablas 1-1: 1; perdido 0-2: 0; el bye por \
             emparejamiento, BPE: 1½, una partida ganada y otra tablas; + y - un encuentro ganado o perdido por \
             incomparecencia); el color indicado es el de la primera partida (B blancas, N negras). Tras {} la tabla \
             cruzada es:\n\n{}\n",
            if played == 1 { "1 ronda".to_owned() } else { format!("{played} rondas") },
            crosstable(t, true)
        )
    } else {
        format!(
            "A {planned}-round Double-Swiss tournament paired by the FIDE Double-Swiss system (C.04.5, 2026 \
             edition): every round is a match of two games with the colours reversed in game 2; scores are game \
             points (a match won 2-0 scores 2, drawn 1-1 scores 1, lost 0-2 scores 0; the pairing-allocated bye, \
             PAB, 1½, a game won and a game drawn; + and - a match won or lost by forfeit); the colour shown is game \
             1's (w White, b Black). After {} the cross-table is:\n\n{}\n",
            if played == 1 { "1 round".to_owned() } else { format!("{played} rounds") },
            crosstable(t, false)
        )
    }
}

/// A history of the seed whose next round the engine pairs (not refused under DS-6) and
/// `wanted` accepts, with the walk of that round.
fn draw(
    rng: &mut ChaCha8Rng,
    wanted: impl Fn(&Tournament, &walkthrough::Walkthrough) -> bool,
) -> Result<util::Drawn<walkthrough::Walkthrough>, String> {
    util::draw_walked(
        rng,
        TRIES,
        history,
        |t, r| double_swiss::pair(t, r).ok(),
        |t, r, _| walkthrough::walk(t, r).map_err(|e| e.to_string()),
        |d| wanted(&d.t, &d.walk),
    )
}

/// "Players A and B meet in round R: who has White in game 1?" (4.2, 4.3).
pub struct DoubleSwissColour;

impl DoubleSwissColour {
    /// The question of `seed`.
    ///
    /// # Errors
    /// No history of the seed has a match decided after 4.3.1 (not seen).
    pub fn question(seed: u64) -> Result<Question, String> {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let decided_later = |t: &Tournament, w: &walkthrough::Walkthrough| -> Vec<usize> {
            let ctx = Ctx::new(t, w.round, true);
            (0..w.pairing.boards.len())
                .filter(|&k| {
                    let b = &w.pairing.boards[k];
                    let (x, y) = (ctx.index_of(b.white), ctx.index_of(b.black));
                    x.zip(y).is_some_and(|(x, y)| colour::allocate(&ctx, x, y).2 != ColourRule::InitialColour)
                })
                .collect()
        };
        let util::Drawn { t, round, planned, walk: w } = draw(&mut rng, |t, w| !decided_later(t, w).is_empty())?;
        let boards = decided_later(&t, &w);
        let k = boards[rng.random_range(0..boards.len())];
        let ctx = Ctx::new(&t, round, true);
        let b = w.pairing.boards[k];
        let (wi, bi) = (ctx.index_of(b.white).ok_or("white")?, ctx.index_of(b.black).ok_or("black")?);
        let explain = |lang: Lang| {
            let mut lines: Vec<String> = [wi, bi]
                .iter()
                .map(|&i| format!("[4.3] {}", walkthrough::colour_line(&ctx.players[i]).say(lang)))
                .collect();
            let s = &w.colours[k];
            lines.push(format!("[{}] {}", s.article, s.text.say(lang)));
            util::steps(&lines)
        };
        let prompt = |lang: Lang, lo: crate::tournament::Tpn, hi: crate::tournament::Tpn| match lang {
            Lang::Es => format!(
                "{}En la ronda {round} se enfrentan los jugadores {lo} y {hi}. ¿Quién lleva blancas en la primera \
                 partida del encuentro (C.04.5 art. 4.2 y 4.3)?",
                prompt_head(&t, planned, true)
            ),
            Lang::En => format!(
                "{}In round {round} players {lo} and {hi} meet. Who has White in game 1 of the match (C.04.5 Art. 4.2 \
                 and 4.3)?",
                prompt_head(&t, planned, false)
            ),
        };
        let frame = Frame::swiss(
            "double-swiss-colour",
            seed,
            (Kind::Single, Marks(2)),
            &["C.04.5 4.2", "C.04.5 4.3"],
            &[EDITION],
        );
        util::who_has_white(&frame, b, prompt, explain)
    }
}

/// "Pair round R" of a small Double-Swiss tournament (3.4–3.6, 4.3).
pub struct DoubleSwissPairRound;

impl DoubleSwissPairRound {
    /// The question of `seed`.
    ///
    /// # Errors
    /// No history of the seed has a next round the engine pairs (not seen).
    pub fn question(seed: u64) -> Result<Question, String> {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let drawn = draw(&mut rng, |_, _| true)?;
        let frame = Frame::swiss(
            "pairing-double-swiss",
            seed,
            util::PAIR_ROUND,
            &["C.04.5 3.4", "C.04.5 3.5", "C.04.5 3.6", "C.04.5 4.3"],
            &[EDITION],
        );
        util::pair_round_question(frame, "double-swiss-2026", util::Asked::Game1Matches, &drawn, prompt_head)
    }
}

swiss_generator!(DoubleSwissColour, "double-swiss-colour", Kind::Single);
swiss_generator!(DoubleSwissPairRound, "pairing-double-swiss", Kind::Pairing);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::quiz::generated::check as lint;
    use crate::quiz::generated::util::try_read_crosstable;
    use crate::quiz::grade::{Outcome, Response, auto_mark};

    /// The cross-table of the English prompt read back (game points per match: 2 won, 1 drawn,
    /// 0 lost), with the number of rounds it states.
    fn tournament(prompt: &str) -> (Tournament, u16) {
        let as_games: String = prompt
            .lines()
            .map(|l| {
                if !l.starts_with("| ") {
                    return l.to_owned();
                }
                l.split(" |")
                    .map(|c| match c.rsplit_once(' ') {
                        Some((who, "2")) if who.ends_with('w') || who.ends_with('b') => format!("{who} 1"),
                        Some((who, "1")) if who.ends_with('w') || who.ends_with('b') => format!("{who} ½"),
                        _ => c.to_owned(),
                    })
                    .collect::<Vec<_>>()
                    .join(" |")
            })
            .collect::<Vec<_>>()
            .join("\n");
        let mut t = try_read_crosstable(&as_games).expect("a cross-table in the prompt");
        let planned: u16 = prompt.split('-').next().unwrap().rsplit(' ').next().unwrap().parse().unwrap();
        t.planned_rounds = Some(planned);
        (t, planned)
    }

    /// The printed game points are each player's match results summed (1.5 for the PAB).
    #[test]
    fn the_cross_table_is_in_game_points() {
        let q = DoubleSwissPairRound::question(3).unwrap();
        let (t, _) = tournament(&q.en.prompt);
        for line in q.en.prompt.lines().filter(|l| l.starts_with("| ") && l.as_bytes()[2].is_ascii_digit()) {
            let cells: Vec<&str> = line.split('|').map(str::trim).filter(|c| !c.is_empty()).collect();
            let tpn: u16 = cells[0].parse().unwrap();
            let p = t.player(crate::tournament::Tpn(tpn)).unwrap();
            let sum = p.rounds.iter().map(|e| game_points(e.result)).fold(Points::ZERO, |a, b| a + b);
            assert_eq!(cells[cells.len() - 1], sum.to_string(), "{line}");
        }
    }

    /// The keyed player is the one Article 4 gives White in game 1, from the cross-table
    /// printed; the other is marked wrong; the explanation names the rule of 4.3 in both
    /// languages.
    #[test]
    fn colour_questions_key_the_player_with_white() {
        for seed in 0..40u64 {
            let q = DoubleSwissColour::question(seed).unwrap();
            assert!(lint(&q).is_empty(), "seed {seed}: {:?}", lint(&q));
            let (t, _) = tournament(&q.en.prompt);
            let round = RoundNo(t.rounds_recorded() + 1);
            let ctx = Ctx::new(&t, round, true);
            let a: u16 = q.en.options[0].parse().unwrap();
            let b: u16 = q.en.options[1].parse().unwrap();
            let (x, y) =
                (ctx.index_of(crate::tournament::Tpn(a)).unwrap(), ctx.index_of(crate::tournament::Tpn(b)).unwrap());
            let (white, _, rule) = colour::allocate(&ctx, x, y);
            assert_ne!(rule, ColourRule::InitialColour, "seed {seed}");
            assert_eq!(q.en.answer, ctx.players[white].tpn.to_string(), "seed {seed}");
            assert_eq!(auto_mark(&q, &Response::Choices(q.answer.choices.clone())).unwrap().0, Outcome::Correct);
            let wrong = 1 - q.answer.choices[0];
            assert_eq!(auto_mark(&q, &Response::Choices(vec![wrong])).unwrap().0, Outcome::Wrong, "seed {seed}");
            assert!(q.en.explanation.contains(&format!("[{}]", rule.article())), "seed {seed}: {}", q.en.explanation);
            assert!(q.es.explanation.contains("primera partida") && q.es.explanation.contains("mesa"), "seed {seed}");
        }
    }

    /// The key is the engine's pairing of the round printed, the PAB as `(n, 0)`; a pairing
    /// with two opponents swapped is marked below full marks; the explanation is the walk.
    #[test]
    fn pair_round_questions_are_the_engines_pairing() {
        for seed in 0..30u64 {
            let q = DoubleSwissPairRound::question(seed).unwrap();
            assert!(lint(&q).is_empty(), "seed {seed}: {:?}", lint(&q));
            let (t, _) = tournament(&q.en.prompt);
            let round = RoundNo(t.rounds_recorded() + 1);
            let p = double_swiss::pair(&t, round).unwrap();
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
            assert!(q.es.explanation.contains("puntos de partida"), "seed {seed}");
        }
    }
}
