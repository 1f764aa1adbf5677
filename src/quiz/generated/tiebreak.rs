//! Tie-break exercises (C.07): one value of one tie-break for one player of a small Swiss
//! cross-table, computed by [`crate::results::tiebreaks::standings`]; the steps are the engine's
//! figure (each round's contribution, the cuts, the total).

use super::Generator;
use super::util::{self, Frame, es_step, steps};
use crate::quiz::schema::{AnswerKey, Kind, LangText, Marks, Question, Topic};
use crate::results::tiebreaks::{Figure, TbOptions, Tiebreak, parse_list, standings};
use crate::rules::tiebreak_edition::TiebreakEdition;
use crate::tournament::{Tournament, Tpn};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The tie-breaks asked: (spec, Spanish name, English name, article).
const ASKED: &[(&str, &str, &str, &str)] = &[
    ("BH", "el Buchholz", "the Buchholz", "C.07 8.1"),
    ("BH/C1", "el Buchholz menos el peor (Buchholz Corte 1)", "the Buchholz Cut-1", "C.07 8.1"),
    ("BH/M1", "el Buchholz mediano (Median-1)", "the Median Buchholz (Median-1)", "C.07 8.1"),
    ("SB", "el Sonneborn-Berger", "the Sonneborn-Berger", "C.07 9.1"),
    ("PS", "la suma de puntuaciones progresivas (acumulativo)", "the sum of progressive scores", "C.07 7.5"),
    ("ARO", "la valoración media de los rivales (ARO)", "the average rating of opponents (ARO)", "C.07 10.1"),
    ("WON", "el número de partidas ganadas", "the number of games won", "C.07 7.2"),
    ("BPG", "el número de partidas jugadas con negras", "the number of games played with Black", "C.07 7.3"),
];

/// One tie-break exercise.
pub struct Exercise {
    /// The cross-table.
    pub tournament: Tournament,
    /// Index into the list of tie-breaks asked.
    pub asked: usize,
    /// The tie-break.
    pub tiebreak: Tiebreak,
    /// The player asked about.
    pub player: Tpn,
    /// The engine's figure.
    pub figure: Figure,
}

/// The options the exercises use: C.07 in force since 1 March 2026, every round counted.
#[must_use]
pub fn options(t: &Tournament) -> TbOptions {
    let rounds = u16::try_from(t.players.iter().map(|p| p.rounds.len()).max().unwrap_or(0)).unwrap_or(0);
    TbOptions { edition: TiebreakEdition::C07y2026, round_robin: false, rounds, total_rounds: rounds, unrated: None }
}

/// The value of `tb` for `player` as the engine computes it.
#[must_use]
pub fn figure(t: &Tournament, tb: &Tiebreak, player: Tpn) -> Option<Figure> {
    let s = standings(t, std::slice::from_ref(tb), options(t));
    s.rows.into_iter().find(|r| r.tpn == player).and_then(|r| r.values.into_iter().next())
}

/// Draws the exercise of `seed`.
///
/// # Errors
/// The tie-break list does not parse (a bug in [`ASKED`]).
pub fn exercise(seed: u64) -> Result<Exercise, String> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let n = rng.random_range(6..=8);
    let rounds = rng.random_range(3..=5);
    let tournament = util::swiss_history(&mut rng, n, rounds, u16::try_from(rounds).unwrap_or(5), true);
    let asked = rng.random_range(0..ASKED.len());
    let tiebreak = parse_list(ASKED[asked].0).map_err(|e| e.to_string())?.remove(0);
    let player = Tpn::from_index(rng.random_range(0..n));
    let figure = figure(&tournament, &tiebreak, player).ok_or("the engine gave no value")?;
    Ok(Exercise { tournament, asked, tiebreak, player, figure })
}

/// `arbitro`'s tie-break exercise.
pub struct TiebreakValue;

impl TiebreakValue {
    /// The question of `seed`.
    ///
    /// # Errors
    /// See [`exercise`].
    pub fn question(seed: u64) -> Result<Question, String> {
        let x = exercise(seed)?;
        let (spec, name_es, name_en, article) = ASKED[x.asked];
        let value = x.figure.display();
        let es = LangText {
            prompt: format!(
                "Torneo suizo a {} rondas (victoria 1, tablas ½, derrota 0, bye por emparejamiento (BPE) 1; \
                 `5N 1` = contra el 5 con negras, ganó; `+`/`-` = incomparecencia ganada/perdida). Aplicando el \
                 Reglamento de Desempates C.07 en vigor desde el 1 de marzo de 2026, ¿cuál es {name_es} ({spec}) \
                 del jugador {}?\n\n{}",
                options(&x.tournament).rounds,
                x.player,
                util::crosstable(&x.tournament, true)
            ),
            options: vec![],
            answer: format!("{spec} del jugador {} = {}", x.player, util::es_decimal(&value)),
            explanation: format!(
                "Cálculo del motor de desempates de arbitro ({article}; rondas no jugadas según C.07 16):\n\n{}",
                steps(&x.figure.explain.iter().map(|l| es_step(&l.to_string())).collect::<Vec<_>>())
            ),
            marking: None,
        };
        let en = LangText {
            prompt: format!(
                "A {}-round Swiss tournament (win 1, draw ½, loss 0, pairing-allocated bye 1; `5b 1` = against \
                 player 5 with Black, won; `+`/`-` = forfeit won/lost). Applying the Tie-Break Regulations C.07 in \
                 force since 1 March 2026, what is {name_en} (`{spec}`) of player {}?\n\n{}",
                options(&x.tournament).rounds,
                x.player,
                util::crosstable(&x.tournament, false)
            ),
            options: vec![],
            answer: format!("{spec} of player {} = {value}", x.player),
            explanation: format!(
                "Computed by arbitro's tie-break engine ({article}; unplayed rounds by C.07 16):\n\n{}",
                steps(&x.figure.explain.iter().map(ToString::to_string).collect::<Vec<_>>())
            ),
            marking: None,
        };
        let refs: Vec<&str> = if x.tiebreak.mods.cut > 0 || x.tiebreak.mods.median > 0 {
            vec![article, "C.07 14", "C.07 16"]
        } else {
            vec![article, "C.07 16"]
        };
        let frame = Frame {
            name: "tiebreak-value",
            seed,
            topic: Topic::SystemsTiebreaks,
            kind: Kind::Numeric,
            marks: Marks(4),
            refs: &refs,
            editions: &["C.07 2026"],
        };
        // ARO is rounded to a whole number (C.07 10.1): accept the unrounded average.
        let tolerance = if x.figure.decimals == 0 && x.figure.hundredths.abs() >= 100_000 { 0.5 } else { 0.0 };
        let key = AnswerKey {
            value: Some(util::value(x.figure.hundredths)),
            tolerance,
            decimals: Some(x.figure.decimals),
            ..AnswerKey::default()
        };
        util::question(&frame, key, es, en)
    }
}

impl Generator for TiebreakValue {
    fn name(&self) -> &'static str {
        "tiebreak-value"
    }
    fn topic(&self) -> Topic {
        Topic::SystemsTiebreaks
    }
    fn kind(&self) -> Kind {
        Kind::Numeric
    }
    fn generate(&self, rng: &mut ChaCha8Rng) -> Result<Question, String> {
        TiebreakValue::question(rng.random())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::quiz::generated::check;
    use crate::results::tiebreaks::Code;
    use crate::tournament::{Player, ResultCode};

    fn asked(prompt: &str) -> (Tiebreak, Tpn) {
        let from = prompt.find("(`").unwrap() + 2;
        let spec = &prompt[from..from + prompt[from..].find('`').unwrap()];
        let who = prompt.rsplit_once("of player ").unwrap().1;
        let tpn: u16 = who.split('?').next().unwrap().parse().unwrap();
        (parse_list(spec).unwrap().remove(0), Tpn(tpn))
    }

    #[test]
    fn tiebreak_value_for_1000_seeds() {
        let mut seen = std::collections::BTreeSet::new();
        let mut by_hand = 0;
        for seed in 0..1000u64 {
            let q = TiebreakValue::question(seed).unwrap();
            assert!(check(&q).is_empty(), "seed {seed}: {:?}", check(&q));
            // The engine again, on the data printed in the question.
            let t = util::read_crosstable(&q.en.prompt);
            let (tb, who) = asked(&q.en.prompt);
            let fig = figure(&t, &tb, who).unwrap();
            assert!((q.answer.value.unwrap() - util::value(fig.hundredths)).abs() < 1e-9, "seed {seed}");
            // The last step states the value.
            for (text, es) in [(&q.en.explanation, false), (&q.es.explanation, true)] {
                let last = text.lines().rev().find(|l| !l.trim().is_empty()).unwrap();
                // Spanish writes the decimal comma (seed 000 l. 12630).
                let d = if es { util::es_decimal(&fig.display()) } else { fig.display() };
                assert!(last.ends_with(&format!(" {d}")) || last.contains(&format!("= {d} ")), "seed {seed}: {last}");
            }
            // Plain Buchholz and Sonneborn-Berger of a player who played every round, by hand.
            let p = t.player(who).unwrap();
            let played = |x: &Player| {
                x.rounds.iter().all(|e| matches!(e.result, ResultCode::Win | ResultCode::Draw | ResultCode::Loss))
            };
            let all_played =
                played(p) && p.rounds.iter().all(|e| e.opponent.and_then(|o| t.player(o)).is_some_and(played));
            if all_played && tb.mods == Tiebreak::plain(tb.code).mods && matches!(tb.code, Code::Bh | Code::Sb) {
                let mut sum = 0i64;
                for e in &p.rounds {
                    let o = e.opponent.unwrap();
                    // Everybody concerned played every round: the adjusted score is the score.
                    let adj: i64 = t
                        .player(o)
                        .unwrap()
                        .rounds
                        .iter()
                        .map(|x| match x.result {
                            ResultCode::Win => 10,
                            ResultCode::Draw => 5,
                            ResultCode::Loss => 0,
                            _ => 5,
                        })
                        .sum();
                    let f = match (tb.code, e.result) {
                        (Code::Bh, _) => 10,
                        (_, ResultCode::Win) => 10,
                        (_, ResultCode::Draw) => 5,
                        _ => 0,
                    };
                    sum += adj * f;
                }
                assert_eq!(sum, fig.hundredths, "seed {seed}: {}", q.en.explanation);
                by_hand += 1;
            }
            seen.insert(tb.to_string());
        }
        assert_eq!(seen.len(), ASKED.len());
        assert!(by_hand > 50, "{by_hand}");
    }

    #[test]
    fn same_seed_same_question() {
        for seed in [0u64, 3, 99] {
            assert_eq!(TiebreakValue::question(seed).unwrap(), TiebreakValue::question(seed).unwrap());
        }
    }
}
