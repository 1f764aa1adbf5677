//! Rating exercises (B.02): the rating change of a rated player (8.3) and the initial
//! rating of an unrated player (8.2), computed by [`crate::results::ratings::rate`]; the steps are
//! the engine's own (per game, the sum, K, the rounding).

use super::Generator;
use super::util::{self, Frame, en_step, es_step, steps};
use crate::quiz::schema::{AnswerKey, Kind, LangText, Marks, Question, Topic};
use crate::results::ratings::{KSource, PlayerRating, RatingOptions, rate};
use crate::rules::rating_edition::{RatingEdition, RatingKind};
use crate::tournament::{ResultCode, Tournament};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::BTreeMap;

/// One rating exercise: the event, the options and the engine's result for player 1.
pub struct Exercise {
    /// Player 1 against each opponent, one round each.
    pub tournament: Tournament,
    /// Edition and K.
    pub options: RatingOptions,
    /// The engine's result for player 1.
    pub result: PlayerRating,
}

fn edition_text(e: RatingEdition) -> (&'static str, &'static str) {
    match e {
        RatingEdition::B02y2017 => {
            ("el Reglamento de Valoración B.02 de 2017", "the 2017 text of the Rating Regulations B.02")
        }
        RatingEdition::B02y2022 => {
            ("el Reglamento de Valoración B.02 de 2022", "the 2022 text of the Rating Regulations B.02")
        }
        RatingEdition::B02y2024 => {
            ("el Reglamento de Valoración B.02 de 1 de marzo de 2024", "the Rating Regulations B.02 of 1 March 2024")
        }
        RatingEdition::B02y2025 => (
            "el Reglamento de Valoración B.02 con la enmienda de 1 de octubre de 2025",
            "the Rating Regulations B.02 as amended on 1 October 2025",
        ),
    }
}

/// The bank's name of a rating edition (see [`crate::quiz::editions`]).
fn edition_code(e: RatingEdition) -> &'static str {
    match e {
        RatingEdition::B02y2017 => "B.02 2017",
        RatingEdition::B02y2022 => "B.02 2022",
        RatingEdition::B02y2024 => "B.02 2024",
        RatingEdition::B02y2025 => "B.02 2025",
    }
}

fn pick_edition(rng: &mut ChaCha8Rng) -> RatingEdition {
    match rng.random_range(0..3) {
        0 => RatingEdition::B02y2022,
        1 => RatingEdition::B02y2024,
        _ => RatingEdition::B02y2025,
    }
}

fn score_text(r: ResultCode) -> &'static str {
    match r {
        ResultCode::Win => "1",
        ResultCode::Draw => "½",
        _ => "0",
    }
}

/// The table of games in the prompt: round, opponent, rating (or unrated), result.
fn games_table(t: &Tournament, es: bool) -> String {
    let mut s = if es {
        "| Ronda | Rival | Valoración del rival | Resultado |\n|---|---|---|---|\n".to_owned()
    } else {
        "| Round | Opponent | Opponent's rating | Result |\n|---|---|---|---|\n".to_owned()
    };
    let Some(me) = t.player(crate::tournament::Tpn(1)) else { return s };
    for (i, e) in me.rounds.iter().enumerate() {
        let Some(opp) = e.opponent else { continue };
        let rating = t
            .player(opp)
            .and_then(|p| p.rating)
            .map_or_else(|| (if es { "sin valoración" } else { "unrated" }).to_owned(), |r| r.to_string());
        s.push_str(&format!("| {} | {} | {} | {} |\n", i + 1, opp, rating, score_text(e.result)));
    }
    s
}

/// Draws a rated player's event. `unrated_player` draws the unrated player's event instead.
fn draw(seed: u64, unrated_player: bool) -> Exercise {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let edition = pick_edition(&mut rng);
    let own: u16 = rng.random_range(1400..=2700);
    let n = rng.random_range(if unrated_player { 5..=9 } else { 3..=9 });
    let centre = if unrated_player { rng.random_range(1500..=2100) } else { own };
    let mut games = Vec::with_capacity(n);
    for i in 0..n {
        let rating: u16 =
            (i32::from(centre) + rng.random_range(-520..=520)).clamp(1400, 2850).try_into().unwrap_or(1400);
        // A rated player sometimes meets an unrated one (that game is not rated, 8.3.1).
        let rating = if !unrated_player && i > 0 && rng.random_range(0..8) == 0 { None } else { Some(rating) };
        let (w, d, l) = if unrated_player { (3, 3, 4) } else { (4, 4, 4) };
        games.push((rating, String::new(), "ESP".to_owned(), util::result(&mut rng, w, d, l)));
    }
    if unrated_player && games.iter().all(|g| g.3 == ResultCode::Loss) {
        games[0].3 = ResultCode::Draw;
    }
    let k = [10u32, 20, 40][rng.random_range(0..3)];
    let tournament = util::one_player_event(if unrated_player { None } else { Some(own) }, "ESP", &games);
    let options = RatingOptions {
        edition,
        kind: RatingKind::Standard,
        k: KSource { all: (!unrated_player).then_some(k), by_player: BTreeMap::new() },
        start: None,
    };
    let result = rate(&tournament, &options).into_iter().next().expect("player 1 is rated by the engine");
    Exercise { tournament, options, result }
}

/// Draws the rating-change exercise of `seed`.
#[must_use]
pub(crate) fn change_exercise(seed: u64) -> Exercise {
    draw(seed, false)
}

/// Draws the initial-rating exercise of `seed`.
#[must_use]
pub(crate) fn initial_exercise(seed: u64) -> Exercise {
    draw(seed, true)
}

/// The Spanish steps of a rating change, from the engine's per-game figures.
fn es_change_steps(r: &PlayerRating) -> Vec<String> {
    r.explain.iter().map(|l| es_step(&l.to_string())).collect()
}

/// `arbitro`'s rating-change exercise (B.02 8.3).
pub struct RatingChange;

impl RatingChange {
    /// The question of `seed`.
    ///
    /// # Errors
    /// The engine gave no change (cannot happen for a rated player with rated games).
    pub fn question(seed: u64) -> Result<Question, String> {
        let x = change_exercise(seed);
        let r = &x.result;
        let change = r.change.ok_or("the engine computed no rating change")?;
        let own = r.rating.ok_or("player 1 is unrated")?;
        let k = r.k.ok_or("no K")?;
        let (ed_es, ed_en) = edition_text(x.options.edition);
        let es = LangText {
            prompt: format!(
                "El jugador 1, con valoración {own} y K = {k}, ha jugado estas partidas en un torneo de ritmo estándar. \
                 Aplicando {ed_es}, ¿cuál es la variación de su valoración (número entero con signo)?\n\n{}",
                games_table(&x.tournament, true)
            ),
            options: vec![],
            answer: format!("{change:+} (nueva valoración {})", i64::from(own) + change),
            explanation: format!(
                "Cálculo del motor de valoración de arbitro (B.02 8.3: diferencia D con la regla de los 400 puntos, \
                 probabilidad de puntuación PD de la tabla 8.1.2, ΔR = puntuación − PD por partida, variación = K × ΣΔR):\n\n{}",
                steps(&es_change_steps(r)),
            ) + &format!(
                "\nVariación: {change:+}; nueva valoración {own} {change:+} = {}.\n",
                i64::from(own) + change
            ),
            marking: None,
        };
        let en = LangText {
            prompt: format!(
                "Player 1, rated {own} with K = {k}, played these games in a standard-play tournament. \
                 Applying {ed_en}, what is the rating change (a signed whole number)?\n\n{}",
                games_table(&x.tournament, false)
            ),
            options: vec![],
            answer: format!("{change:+} (new rating {})", i64::from(own) + change),
            explanation: format!(
                "Computed by arbitro's rating engine (B.02 8.3: difference D with the 400-point rule, expected \
                 score PD from table 8.1.2, ΔR = score − PD per game, change = K × ΣΔR):\n\n{}",
                steps(&r.explain.iter().map(|l| en_step(&l.to_string())).collect::<Vec<_>>()),
            ) + &format!(
                "\nChange: {change:+}; new rating {own} {change:+} = {}.\n",
                i64::from(own) + change
            ),
            marking: None,
        };
        let frame = Frame {
            name: "rating-change",
            seed,
            topic: Topic::RatingsTitles,
            kind: Kind::Numeric,
            marks: Marks(4),
            refs: &["B.02 8.3.1", "B.02 8.3.3", "B.02 8.3.4"],
            editions: &[edition_code(x.options.edition)],
        };
        // B.02 8.3.4: the change is rounded to a whole number, 0.5 away from zero.
        let key = AnswerKey { value: Some(change as f64), decimals: Some(0), ..AnswerKey::default() };
        util::question(&frame, key, es, en)
    }
}

impl Generator for RatingChange {
    fn name(&self) -> &'static str {
        "rating-change"
    }
    fn topic(&self) -> Topic {
        Topic::RatingsTitles
    }
    fn kind(&self) -> Kind {
        Kind::Numeric
    }
    fn generate(&self, rng: &mut ChaCha8Rng) -> Result<Question, String> {
        RatingChange::question(rng.random())
    }
}

/// `arbitro`'s initial-rating exercise (B.02 8.2).
pub struct InitialRating;

impl InitialRating {
    /// The question of `seed`.
    ///
    /// # Errors
    /// The engine gave no initial rating (cannot happen: the draw always scores).
    pub fn question(seed: u64) -> Result<Question, String> {
        let x = initial_exercise(seed);
        let r = &x.result;
        let ru = r.initial_rating.ok_or("the engine computed no initial rating")?;
        let (ed_es, ed_en) = edition_text(x.options.edition);
        let es = LangText {
            prompt: format!(
                "El jugador 1, sin valoración FIDE, ha jugado estas partidas en su primer torneo valorado \
                 (ritmo estándar). Aplicando {ed_es}, ¿qué valoración inicial Ru resulta de este torneo \
                 (número entero, antes de comprobar si puede publicarse)?\n\n{}",
                games_table(&x.tournament, true)
            ),
            options: vec![],
            answer: format!("Ru = {ru}"),
            explanation: format!(
                "Cálculo del motor de valoración de arbitro (B.02 8.2):\n\n{}",
                steps(&r.explain.iter().map(|l| es_step(&l.to_string())).collect::<Vec<_>>())
            ),
            marking: None,
        };
        let en = LangText {
            prompt: format!(
                "Player 1, unrated, played these games in a first rated tournament (standard play). Applying \
                 {ed_en}, what initial rating Ru follows from this tournament (a whole number, before checking \
                 whether it can be published)?\n\n{}",
                games_table(&x.tournament, false)
            ),
            options: vec![],
            answer: format!("Ru = {ru}"),
            explanation: format!(
                "Computed by arbitro's rating engine (B.02 8.2):\n\n{}",
                steps(&r.explain.iter().map(|l| en_step(&l.to_string())).collect::<Vec<_>>())
            ),
            marking: None,
        };
        let frame = Frame {
            name: "initial-rating",
            seed,
            topic: Topic::RatingsTitles,
            kind: Kind::Numeric,
            marks: Marks(4),
            refs: &["B.02 8.2.2", "B.02 8.2.3"],
            editions: &[edition_code(x.options.edition)],
        };
        // B.02 8.2.3: Ru is rounded to the nearest whole number.
        let key = AnswerKey { value: Some(ru as f64), decimals: Some(0), ..AnswerKey::default() };
        util::question(&frame, key, es, en)
    }
}

impl Generator for InitialRating {
    fn name(&self) -> &'static str {
        "initial-rating"
    }
    fn topic(&self) -> Topic {
        Topic::RatingsTitles
    }
    fn kind(&self) -> Kind {
        Kind::Numeric
    }
    fn generate(&self, rng: &mut ChaCha8Rng) -> Result<Question, String> {
        InitialRating::question(rng.random())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::quiz::generated::check;
    use crate::results::ratings::tables::{dp, expected_hundredths};

    /// The prompt's data read back: own rating, K, edition and (rating or None, score in halves).
    struct Read {
        own: Option<i64>,
        k: i64,
        edition: RatingEdition,
        games: Vec<(Option<i64>, i64)>,
    }

    fn read(q: &Question) -> Read {
        let p = &q.en.prompt;
        let num_after = |tag: &str| -> Option<i64> {
            let i = p.find(tag)? + tag.len();
            p[i..].split(|c: char| !c.is_ascii_digit()).next()?.parse().ok()
        };
        let edition = if p.contains("2022 text") {
            RatingEdition::B02y2022
        } else if p.contains("1 October 2025") {
            RatingEdition::B02y2025
        } else {
            RatingEdition::B02y2024
        };
        let games = p
            .lines()
            .filter(|l| l.starts_with("| ") && l.chars().nth(2).is_some_and(|c| c.is_ascii_digit()))
            .map(|l| {
                let cells: Vec<&str> = l.split('|').map(str::trim).collect();
                let score = match cells[4] {
                    "1" => 2,
                    "½" => 1,
                    _ => 0,
                };
                (cells[3].parse().ok(), score)
            })
            .collect();
        Read { own: num_after("rated "), k: num_after("K = ").unwrap_or(0), edition, games }
    }

    /// Rounds hundredths to a whole number as the edition says (8.3.4).
    fn round(v: i64, e: RatingEdition) -> i64 {
        if e == RatingEdition::B02y2022 {
            (v + 50).div_euclid(100)
        } else {
            let a = (v.abs() + 50) / 100;
            a * v.signum()
        }
    }

    /// B.02 8.3 recomputed from the prompt alone.
    fn change_by_hand(r: &Read) -> i64 {
        let own = r.own.expect("rated");
        let rated: Vec<(i64, i64)> = r.games.iter().filter_map(|(o, s)| o.map(|o| (o, *s))).collect();
        // 2022: only the largest upgrade (> 400) is capped for the higher-rated player.
        let upgrade = rated
            .iter()
            .enumerate()
            .filter(|(_, g)| own - g.0 > 400)
            .max_by_key(|(i, g)| (own - g.0, *i))
            .map(|(i, _)| i);
        let mut sum = 0;
        for (i, (o, s)) in rated.iter().enumerate() {
            let mut d = own - o;
            let cap = !(r.edition == RatingEdition::B02y2025 && own >= 2650);
            if cap && d.abs() > 400 && (d < 0 || r.edition != RatingEdition::B02y2022 || upgrade == Some(i)) {
                d = 400 * d.signum();
            }
            sum += s * 50 - i64::from(expected_hundredths(i32::try_from(d).unwrap()));
        }
        round(r.k * sum, r.edition)
    }

    /// B.02 8.2 recomputed from the prompt alone.
    fn initial_by_hand(r: &Read) -> i64 {
        let n = i64::try_from(r.games.len()).unwrap();
        let sum_r: i64 = r.games.iter().map(|g| g.0.unwrap()).sum();
        let halves: i64 = r.games.iter().map(|g| g.1).sum();
        let pct = |num: i64, den: i64| -> u32 { u32::try_from((200 * num + den) / (2 * den)).unwrap() };
        let div = |a: i64, b: i64| (2 * a + b) / (2 * b);
        if r.edition == RatingEdition::B02y2022 {
            let ra = div(sum_r, n);
            if halves > n {
                ra + 20 * (halves - n)
            } else {
                div(sum_r * 100 + i64::from(dp(pct(halves, 2 * n))) * 100 * n, 100 * n)
            }
        } else {
            let p = pct(halves + 2, 2 * (n + 2));
            div((sum_r + 3600) * 100 + i64::from(dp(p)) * 100 * (n + 2), 100 * (n + 2)).min(2200)
        }
    }

    fn last_step(text: &str) -> &str {
        text.lines().rev().find(|l| !l.trim().is_empty()).unwrap_or("")
    }

    #[test]
    fn rating_change_for_1000_seeds() {
        let mut capped = 0;
        for seed in 0..1000u64 {
            let q = RatingChange::question(seed).unwrap();
            assert!(check(&q).is_empty(), "seed {seed}: {:?}", check(&q));
            let want = change_by_hand(&read(&q));
            let stated = q.answer.value.unwrap();
            assert!((stated - want as f64).abs() < 1e-9, "seed {seed}: stated {stated}, by hand {want}");
            for t in [&q.en, &q.es] {
                assert!(last_step(&t.explanation).contains(&format!("{want:+}")), "seed {seed}: {}", t.explanation);
                // The engine's own rounding step reaches the same value.
                assert!(
                    t.explanation.lines().any(|l| l.contains(" = ") && l.contains(&format!("→ {want:+}"))),
                    "seed {seed}: {}",
                    t.explanation
                );
                assert!(t.answer.contains(&format!("{want:+}")));
            }
            // The per-game ΔR steps add up to the Σ step.
            let x = change_exercise(seed);
            let deltas: i32 = x.result.games.iter().map(|g| g.delta).sum();
            assert_eq!(Some(deltas), x.result.sum_delta);
            assert_eq!(
                x.result.games.len(),
                x.result.explain.iter().filter(|l| l.to_string().starts_with('R')).count()
            );
            capped += usize::from(x.result.games.iter().any(|g| g.capped));
        }
        assert!(capped > 20, "the 400-point rule is exercised ({capped} seeds)");
    }

    #[test]
    fn initial_rating_for_1000_seeds() {
        for seed in 0..1000u64 {
            let q = InitialRating::question(seed).unwrap();
            assert!(check(&q).is_empty(), "seed {seed}: {:?}", check(&q));
            let want = initial_by_hand(&read(&q));
            let stated = q.answer.value.unwrap();
            assert!(
                (stated - want as f64).abs() < 1e-9,
                "seed {seed}: stated {stated}, by hand {want}\n{}\n{}",
                q.en.prompt,
                q.en.explanation
            );
            for t in [&q.en, &q.es] {
                assert!(t.explanation.contains(&want.to_string()), "seed {seed}: {}", t.explanation);
            }
        }
    }

    /// B.02 (2022) 8.2.3: "Ru = Ra + 20 for each half point scored over 50 %": 3 of 4 against
    /// 2000 is one point = two half points over 50 %, Ru = 2040 (the engine once gave 2080).
    #[test]
    fn initial_rating_2022_counts_half_points_once() {
        use crate::tournament::ResultCode::{Draw, Win};
        let games: Vec<_> =
            [Win, Win, Draw, Draw].iter().map(|&r| (Some(2000), String::new(), "ESP".to_owned(), r)).collect();
        let t = util::one_player_event(None, "ESP", &games);
        let o = RatingOptions {
            edition: RatingEdition::B02y2022,
            kind: RatingKind::Standard,
            k: KSource::default(),
            start: None,
        };
        assert_eq!(rate(&t, &o)[0].initial_rating, Some(2040));
        // 4 of 4: two points, four half points over 50 %.
        let loss: Vec<_> =
            [Win, Win, Win, Win].iter().map(|&r| (Some(2000), String::new(), "ESP".to_owned(), r)).collect();
        assert_eq!(rate(&util::one_player_event(None, "ESP", &loss), &o)[0].initial_rating, Some(2080));
    }

    #[test]
    fn same_seed_same_question() {
        for seed in [0u64, 7, u64::MAX] {
            assert_eq!(RatingChange::question(seed).unwrap(), RatingChange::question(seed).unwrap());
            assert_eq!(InitialRating::question(seed).unwrap(), InitialRating::question(seed).unwrap());
        }
        assert_ne!(RatingChange::question(1).unwrap().en.prompt, RatingChange::question(2).unwrap().en.prompt);
    }
}
