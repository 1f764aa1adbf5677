//! Round-robin exercises (C.05 5.1–5.3, Annexes 1 and 2), marked by arbitro's round-robin
//! engine: the boards and colours of a round read from the Berger table, and the numbers two
//! players of one federation should draw (the Varma groups).

use super::Generator;
use super::util::{self, Frame};
use crate::pairing::round_robin::{BergerTable, Schedule, TableNo, varma};
use crate::quiz::schema::{AnswerKey, Kind, LangText, Marks, Question, Topic};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The marks of a round-robin round exercise (in half marks: 2 marks).
const ROUND_MARKS: Marks = Marks(4);

/// "In a 12-player round-robin, round 9: who plays whom, with which colours?"
pub struct RoundRobinRound;

/// The exercise of `seed`: players, cycles, round.
#[must_use]
pub(crate) fn round_exercise(seed: u64) -> (u16, u16, u16) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let players: u16 = rng.random_range(4..=16);
    let cycles: u16 = if rng.random_range(0..4) == 0 { 2 } else { 1 };
    let per = players + players % 2 - 1;
    let round = rng.random_range(1..=per * cycles);
    (players, cycles, round)
}

impl RoundRobinRound {
    /// The question of `seed`.
    ///
    /// # Errors
    /// A table that cannot be made (never for the sizes drawn).
    pub fn question(seed: u64) -> Result<Question, String> {
        let (players, cycles, round) = round_exercise(seed);
        let table = BergerTable::for_players(players).map_err(|e| e.to_string())?;
        let s = Schedule::recommended(cycles);
        let tr = s.table_round(&table, round).ok_or("no such round")?;
        let boards = s.boards(&table, round).ok_or("no such round")?;
        let n = table.size;
        let games: Vec<_> = boards.iter().filter(|b| b.white.0 <= players && b.black.0 <= players).collect();
        let resting = boards.iter().find_map(|b| {
            if b.white.0 > players {
                Some(b.black)
            } else if b.black.0 > players {
                Some(b.white)
            } else {
                None
            }
        });
        let list = games.iter().map(|b| b.to_string()).collect::<Vec<_>>().join(", ");
        let row = table.round(tr.table_round).iter().map(ToString::to_string).collect::<Vec<_>>().join(", ");
        // Marked by the key as every generated pairing is (issue #55): the player without a game
        // is written n-0, one of the boards.
        let scheme = crate::quiz::board_marks::boards_only(ROUND_MARKS, false);
        let kind_es = if cycles == 2 { "a doble vuelta" } else { "a una vuelta" };
        let kind_en = if cycles == 2 { "double" } else { "single" };
        let mut steps_en = vec![format!(
            "{players} players use the Berger table for {}/{n} (C.05 Annex 1){}.",
            n - 1,
            if players < n { format!("; number {n} is the dummy: who meets it has no game") } else { String::new() }
        )];
        let mut steps_es = vec![format!(
            "{players} jugadores usan la tabla Berger de {}/{n} (C.05 Anexo 1){}.",
            n - 1,
            if players < n {
                format!("; el número {n} es el descanso: quien lo tiene como rival no juega")
            } else {
                String::new()
            }
        )];
        if cycles == 2 {
            let per = table.rounds_per_cycle();
            steps_en.push(format!(
                "A double round-robin: the last two rounds of the first cycle are swapped ({} and {}, 13.17.2) and the \
                 second cycle repeats the table with the colours reversed; round {round} is table round {} of cycle {}.",
                per - 1,
                per,
                tr.table_round,
                tr.cycle
            ));
            steps_es.push(format!(
                "A doble vuelta: se invierten las dos últimas rondas de la primera vuelta ({} y {}, 13.17.2) y la \
                 segunda vuelta repite la tabla con los colores invertidos; la ronda {round} es la ronda {} de la \
                 tabla en la vuelta {}.",
                per - 1,
                per,
                tr.table_round,
                tr.cycle
            ));
        }
        steps_en.push(format!("The table's row R {}: {row}.", tr.table_round));
        steps_es.push(format!("La fila R {} de la tabla: {row}.", tr.table_round));
        if tr.reversed {
            steps_en.push(format!("Colours reversed: {list}."));
            steps_es.push(format!("Con los colores invertidos: {list}."));
        }
        steps_en.push(format!(
            "The first number has White: {list}{}.",
            resting.map_or_else(String::new, |r| format!("; {r} has no game"))
        ));
        steps_es.push(format!(
            "El primer número juega con blancas: {list}{}.",
            resting.map_or_else(String::new, |r| format!("; {r} no juega"))
        ));
        let es = LangText {
            prompt: format!(
                "Torneo round robin {kind_es} de {players} jugadores, emparejado con las tablas Berger (C.05 5.1, \
                 Anexo 1); los números son los sorteados. Ronda {round}: ¿quién juega contra quién y con qué colores? \
                 (blancas primero{})",
                if players % 2 == 1 { "; indique también quién no juega, como n-0" } else { "" }
            ),
            options: vec![],
            answer: format!("{list}{}", resting.map_or_else(String::new, |r| format!("; {r} no juega"))),
            explanation: util::steps(&steps_es),
            marking: Some(crate::quiz::board_marks::rule(&scheme, crate::quiz::schema::Lang::Es)),
        };
        let en = LangText {
            prompt: format!(
                "A {kind_en} round-robin of {players} players, paired by the Berger tables (C.05 5.1, Annex 1); the \
                 numbers are the drawn ones. Round {round}: who plays whom, with which colours? (White first{})",
                if players % 2 == 1 { "; also say who has no game, as n-0" } else { "" }
            ),
            options: vec![],
            answer: format!("{list}{}", resting.map_or_else(String::new, |r| format!("; {r} has no game"))),
            explanation: util::steps(&steps_en),
            marking: Some(crate::quiz::board_marks::rule(&scheme, crate::quiz::schema::Lang::En)),
        };
        let frame = Frame {
            name: "round-robin-round",
            seed,
            topic: Topic::SystemsTiebreaks,
            kind: Kind::Pairing,
            marks: ROUND_MARKS,
            refs: &["C.05 5.1", "C.05 Annex 1"],
            editions: &["Manual 2023"],
        };
        let mut pairs: Vec<(u32, u32)> = games.iter().map(|b| (u32::from(b.white.0), u32::from(b.black.0))).collect();
        if let Some(r) = resting {
            pairs.push((u32::from(r.0), 0));
        }
        util::question(&frame, AnswerKey { pairs, scheme: Some(scheme), ..AnswerKey::default() }, es, en)
    }
}

impl Generator for RoundRobinRound {
    fn name(&self) -> &'static str {
        "round-robin-round"
    }
    fn topic(&self) -> Topic {
        Topic::SystemsTiebreaks
    }
    fn kind(&self) -> Kind {
        Kind::Pairing
    }
    fn generate(&self, rng: &mut ChaCha8Rng) -> Result<Question, String> {
        RoundRobinRound::question(rng.random())
    }
}

/// "Which pairing numbers should two players of one federation draw?" (the Varma groups).
pub struct VarmaPair;

impl VarmaPair {
    /// The question of `seed`: four pairs of numbers, one of them inside a Varma group.
    ///
    /// # Errors
    /// No pair of each kind can be found (never for 9–24 players).
    pub fn question(seed: u64) -> Result<Question, String> {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let players: u16 = rng.random_range(9..=24);
        let env = varma::envelopes(players).map_err(|e| e.to_string())?;
        let group_of = |x: u16| env.iter().find(|(_, v)| v.contains(&x)).map(|(l, _)| *l);
        let table = BergerTable::for_players(players).map_err(|e| e.to_string())?;
        let per = table.rounds_per_cycle();
        let meet = |a: u16, b: u16| table.meeting(TableNo(a), TableNo(b)).map_or(0, |m| m.0);
        // The right pair: two numbers of one group.
        let groups: Vec<&(char, Vec<u16>)> = env.iter().filter(|(_, v)| v.len() >= 2).collect();
        let (letter, nums) = groups[rng.random_range(0..groups.len())];
        let i = rng.random_range(0..nums.len());
        let mut j = rng.random_range(0..nums.len() - 1);
        if j >= i {
            j += 1;
        }
        let right = (nums[i].min(nums[j]), nums[i].max(nums[j]));
        // Wrong pairs: different groups that meet in the last three rounds.
        let mut wrong: Vec<(u16, u16)> = Vec::new();
        let mut tries = 0;
        while wrong.len() < 3 && tries < 10_000 {
            tries += 1;
            let a = rng.random_range(1..=players);
            let b = rng.random_range(1..=players);
            let p = (a.min(b), a.max(b));
            if a == b || group_of(a) == group_of(b) || meet(a, b) + 3 <= per || wrong.contains(&p) {
                continue;
            }
            wrong.push(p);
        }
        if wrong.len() < 3 {
            return Err("no pairs meeting in the last rounds".into());
        }
        let at = rng.random_range(0..4);
        let mut options = wrong.clone();
        options.insert(at, right);
        let show = |p: &(u16, u16)| format!("{} and {}", p.0, p.1);
        let show_es = |p: &(u16, u16)| format!("{} y {}", p.0, p.1);
        let groups_text = env
            .iter()
            .map(|(l, v)| format!("{l} ({})", v.iter().map(ToString::to_string).collect::<Vec<_>>().join(", ")))
            .collect::<Vec<_>>()
            .join("; ");
        let why: Vec<String> = options
            .iter()
            .map(|p| {
                format!(
                    "{}: groups {} and {}, they meet in round {} of {per}",
                    show(p),
                    group_of(p.0).unwrap_or('?'),
                    group_of(p.1).unwrap_or('?'),
                    meet(p.0, p.1)
                )
            })
            .collect();
        let why_es: Vec<String> = options
            .iter()
            .map(|p| {
                format!(
                    "{}: grupos {} y {}, se enfrentan en la ronda {} de {per}",
                    show_es(p),
                    group_of(p.0).unwrap_or('?'),
                    group_of(p.1).unwrap_or('?'),
                    meet(p.0, p.1)
                )
            })
            .collect();
        let en = LangText {
            prompt: format!(
                "A round-robin of {players} players uses the Varma tables for the draw (C.05 5.3, Annex 2), so that \
                 players of one federation do not meet in the last rounds. Which numbers may two players of the same \
                 federation draw?"
            ),
            options: options.iter().map(show).collect(),
            answer: format!("{} (group {letter})", show(&right)),
            explanation: util::steps(&[
                format!("The Varma groups for {players} players: {groups_text}."),
                "A contingent draws its numbers from one envelope (Annex 2, point 3).".to_owned(),
                format!("Only {} lie in one group ({letter}).", show(&right)),
                format!("By the Berger table: {}.", why.join("; ")),
            ]),
            marking: None,
        };
        let es = LangText {
            prompt: format!(
                "Un round robin de {players} jugadores usa las tablas Varma para el sorteo (C.05 5.3, Anexo 2), para \
                 que los jugadores de una misma federación no se enfrenten en las últimas rondas. ¿Qué números pueden \
                 sacar dos jugadores de la misma federación?"
            ),
            options: options.iter().map(show_es).collect(),
            answer: format!("{} (grupo {letter})", show_es(&right)),
            explanation: util::steps(&[
                format!("Los grupos Varma para {players} jugadores: {groups_text}."),
                "Un grupo de jugadores de una federación saca sus números de un mismo sobre (Anexo 2, punto 3)."
                    .to_owned(),
                format!("Solo {} están en un mismo grupo ({letter}).", show_es(&right)),
                format!("Según la tabla Berger: {}.", why_es.join("; ")),
            ]),
            marking: None,
        };
        let frame = Frame {
            name: "varma-pair",
            seed,
            topic: Topic::SystemsTiebreaks,
            kind: Kind::Single,
            marks: Marks(2),
            refs: &["C.05 5.3", "C.05 Annex 2"],
            editions: &["Manual 2023"],
        };
        util::question(&frame, AnswerKey { choices: vec![at], ..AnswerKey::default() }, es, en)
    }
}

impl Generator for VarmaPair {
    fn name(&self) -> &'static str {
        "varma-pair"
    }
    fn topic(&self) -> Topic {
        Topic::SystemsTiebreaks
    }
    fn kind(&self) -> Kind {
        Kind::Single
    }
    fn generate(&self, rng: &mut ChaCha8Rng) -> Result<Question, String> {
        VarmaPair::question(rng.random())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::quiz::generated::check as lint;

    #[test]
    fn round_questions_are_the_engines_and_lint_clean() {
        for seed in 0..300u64 {
            let q = RoundRobinRound::question(seed).unwrap();
            assert!(lint(&q).is_empty(), "seed {seed}: {:?}", lint(&q));
            let (players, cycles, round) = round_exercise(seed);
            let t = BergerTable::for_players(players).unwrap();
            let boards = Schedule::recommended(cycles).boards(&t, round).unwrap();
            let dummy = |x: u16| x > players;
            for (w, b) in &q.answer.pairs {
                let on_board = |x: &&crate::pairing::round_robin::TableBoard| {
                    if *b == 0 {
                        // The player without a game meets the dummy, whatever the colour.
                        (u32::from(x.white.0) == *w && dummy(x.black.0))
                            || (u32::from(x.black.0) == *w && dummy(x.white.0))
                    } else {
                        u32::from(x.white.0) == *w && u32::from(x.black.0) == *b
                    }
                };
                assert!(boards.iter().any(|x| on_board(&x)), "seed {seed}");
            }
            // Every player once: the games, and n-0 for the one without a game.
            assert_eq!(q.answer.pairs.len(), usize::from(players.div_ceil(2)), "seed {seed}");
            assert_eq!(q.answer.pairs.iter().any(|p| p.1 == 0), players % 2 == 1, "seed {seed}");
        }
    }

    #[test]
    fn varma_questions_have_one_pair_in_a_group() {
        for seed in 0..300u64 {
            let q = VarmaPair::question(seed).unwrap();
            assert!(lint(&q).is_empty(), "seed {seed}: {:?}", lint(&q));
            assert_eq!(q.en.options.len(), 4);
            assert_eq!(q.answer.choices.len(), 1);
            assert!(q.en.answer.starts_with(&q.en.options[q.answer.choices[0]]));
        }
    }
}
