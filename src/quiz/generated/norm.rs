//! Norm exercises (B.01 1.4): which requirements of a GM or IM norm a player misses in a
//! nine-game event, checked by [`crate::results::norms::check`]; the explanation is the engine's
//! item-by-item checklist.

use super::Generator;
use super::util::{self, Frame, es_step, steps};
use crate::quiz::schema::{AnswerKey, Kind, LangText, Marks, Question, Topic};
use crate::results::norms::{NormOptions, NormTitle, TitleEdition};
use crate::tournament::{ResultCode, Tournament, Tpn};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The requirements offered as options, by checklist code: (code, Spanish, English).
pub(crate) const OPTIONS: &[(&str, &str, &str)] = &[
    (
        "F1",
        "Rivales de al menos dos federaciones distintas de la del jugador (1.4.3)",
        "Opponents from at least two federations other than the player's (1.4.3)",
    ),
    (
        "F2",
        "Como máximo 3/5 de los rivales de la federación del jugador (1.4.3)",
        "At most 3/5 of the opponents from the player's federation (1.4.3)",
    ),
    (
        "F3",
        "Como máximo 2/3 de los rivales de una misma federación (1.4.4)",
        "At most 2/3 of the opponents from one federation (1.4.4)",
    ),
    ("T1", "Al menos el 50 % de los rivales con título (1.4.5a)", "At least 50 % of the opponents titled (1.4.5a)"),
    (
        "T2",
        "Al menos 1/3 (mínimo 3) de los rivales con título de nivel de la norma (1.4.5)",
        "At least 1/3 (minimum 3) of the opponents holding a title at the norm's level (1.4.5)",
    ),
    (
        "R2",
        "Media de valoración de los rivales suficiente (1.4.7)",
        "Sufficient average rating of the opponents (1.4.7)",
    ),
    ("R3", "Al menos el 35 % de los puntos (1.4.8b)", "A score of at least 35 % (1.4.8b)"),
    ("R4", "Rendimiento suficiente (1.4.8a)", "Sufficient performance (1.4.8a)"),
];

/// One norm exercise.
pub struct Exercise {
    /// Player 1 and the nine opponents.
    pub tournament: Tournament,
    /// The norm asked.
    pub title: NormTitle,
    /// The engine's check.
    pub check: crate::results::norms::NormCheck,
}

/// Draws the exercise of `seed`.
///
/// # Errors
/// The engine did not check the norm asked (a bug).
pub fn exercise(seed: u64) -> Result<Exercise, String> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let title = if rng.random_range(0..2) == 0 { NormTitle::Gm } else { NormTitle::Im };
    let (centre, titles): (i32, &[&str]) = match title {
        NormTitle::Gm => (2420, &["GM", "GM", "IM", "IM", "FM", "", "WGM"]),
        _ => (2280, &["GM", "IM", "IM", "FM", "FM", "", "", "WIM"]),
    };
    let home_bias = rng.random_range(0..4);
    let feds = ["ESP", "FRA", "GER", "ITA", "POR", "NED"];
    let strength = rng.random_range(0..5);
    let mut games = Vec::with_capacity(9);
    for _ in 0..9 {
        let rating = u16::try_from(centre + rng.random_range(-260..=220)).unwrap_or(2000);
        let t = titles[rng.random_range(0..titles.len())];
        let fed = if rng.random_range(0..6) < home_bias { "ESP" } else { feds[rng.random_range(0..feds.len())] };
        games.push((Some(rating), t.to_owned(), fed.to_owned(), util::result(&mut rng, 2 + strength, 4, 6 - strength)));
    }
    let tournament = util::one_player_event(Some(2350), "ESP", &games);
    let o = NormOptions::new(TitleEdition::B01y2024, false, None);
    let check = crate::results::norms::check(&tournament, &o, &[1])
        .into_iter()
        .next()
        .and_then(|p| p.checks.into_iter().find(|c| c.title == title))
        .ok_or("the engine did not check the norm")?;
    Ok(Exercise { tournament, title, check })
}

fn table(t: &Tournament, es: bool) -> String {
    let mut s = if es {
        "| Ronda | Rival | Título | Federación | Valoración | Resultado |\n|---|---|---|---|---|---|\n".to_owned()
    } else {
        "| Round | Opponent | Title | Federation | Rating | Result |\n|---|---|---|---|---|---|\n".to_owned()
    };
    let Some(me) = t.player(Tpn(1)) else { return s };
    for (i, e) in me.rounds.iter().enumerate() {
        let Some(q) = e.opponent.and_then(|o| t.player(o)) else { continue };
        let r = match e.result {
            ResultCode::Win => "1",
            ResultCode::Draw => "½",
            _ => "0",
        };
        // The Spanish manual writes the International Master as MI (seed 000 l. 8096).
        let title = match (q.title.as_str(), es) {
            ("", _) => "—",
            ("IM", true) => "MI",
            (other, _) => other,
        };
        let rating = q.rating.map_or_else(|| "—".to_owned(), |x| x.to_string());
        s.push_str(&format!("| {} | {} | {title} | {} | {rating} | {r} |\n", i + 1, q.tpn, q.federation));
    }
    s
}

/// `arbitro`'s norm-check exercise.
pub struct NormCheck;

impl NormCheck {
    /// The question of `seed`.
    ///
    /// # Errors
    /// See [`exercise`].
    pub fn question(seed: u64) -> Result<Question, String> {
        let x = exercise(seed)?;
        let failed: Vec<&str> = x.check.items.iter().filter(|i| !i.pass).map(|i| i.code).collect();
        if failed.iter().any(|c| !OPTIONS.iter().any(|o| o.0 == *c)) {
            return Err(format!("a requirement outside the options failed: {failed:?}"));
        }
        let choices: Vec<usize> = if x.check.norm {
            vec![OPTIONS.len()]
        } else {
            OPTIONS.iter().enumerate().filter(|(_, o)| failed.contains(&o.0)).map(|(i, _)| i).collect()
        };
        let mut opts_es: Vec<String> = OPTIONS.iter().map(|o| o.1.to_owned()).collect();
        let mut opts_en: Vec<String> = OPTIONS.iter().map(|o| o.2.to_owned()).collect();
        opts_es.push("Ninguno: consigue la norma".into());
        opts_en.push("None: the norm is achieved".into());
        let (name_es, name_en) = match x.title {
            NormTitle::Gm => ("Gran Maestro (GM)", "Grandmaster (GM)"),
            _ => ("Maestro Internacional (MI)", "International Master (IM)"),
        };
        let lines = |es: bool| -> Vec<String> {
            let mut v: Vec<String> = x
                .check
                .items
                .iter()
                .map(|i| {
                    let (ok, ko) = if es { ("cumple", "NO cumple") } else { ("met", "NOT met") };
                    let verdict = if i.pass { ok } else { ko };
                    let (requirement, actual) = (i.requirement.to_string(), i.actual.to_string());
                    if es {
                        // The requirement in Spanish by checklist code; the figures are the engine's.
                        let req = match i.code {
                            "N1" => "al menos 9 partidas",
                            "R1" => "los rivales sin valoración cuentan 1400; el más bajo por debajo del suelo sube a él (solo uno)",
                            c => OPTIONS.iter().find(|o| o.0 == c).map_or(requirement.as_str(), |o| o.1),
                        };
                        format!("{} (B.01 {}): {req} — {} → {verdict}", i.code, i.article, es_step(&actual))
                    } else {
                        format!("{} (B.01 {}): {requirement} — {actual} → {verdict}", i.code, i.article)
                    }
                })
                .collect();
            v.push(match (es, x.check.norm) {
                (true, true) => format!("Se cumplen todos los requisitos: norma de {name_es}."),
                (true, false) => format!("No cumple: {}.", failed.join(", ")),
                (false, true) => format!("Every requirement is met: a {name_en} norm."),
                (false, false) => format!("Not met: {}.", failed.join(", ")),
            });
            v
        };
        let answer = |es: bool| -> String {
            let o = if es { &opts_es } else { &opts_en };
            choices.iter().map(|&c| o[c].clone()).collect::<Vec<_>>().join("; ")
        };
        let es = LangText {
            prompt: format!(
                "El jugador 1 (federación ESP, sin título) ha jugado estas 9 partidas en un abierto suizo de 9 rondas \
                 (ritmo estándar, sin exenciones de federación). Según el Reglamento de Títulos B.01 en vigor desde \
                 2024, ¿qué requisitos de una norma de {name_es} NO se cumplen? Marque todos los que fallen, o la \
                 última opción si consigue la norma.\n\n{}",
                table(&x.tournament, true)
            ),
            options: opts_es.clone(),
            answer: answer(true),
            explanation: format!("Lista de comprobación del motor de normas de arbitro:\n\n{}", steps(&lines(true))),
            marking: None,
        };
        let en = LangText {
            prompt: format!(
                "Player 1 (federation ESP, untitled) played these 9 games in a 9-round Swiss open (standard play, no \
                 federation exemptions). Under the Title Regulations B.01 in force from 2024, which requirements of a \
                 {name_en} norm are NOT met? Tick every one that fails, or the last option if the norm is \
                 achieved.\n\n{}",
                table(&x.tournament, false)
            ),
            options: opts_en.clone(),
            answer: answer(false),
            explanation: format!("The checklist of arbitro's norm engine:\n\n{}", steps(&lines(false))),
            marking: None,
        };
        let frame = Frame {
            name: "norm-check",
            seed,
            topic: Topic::RatingsTitles,
            kind: Kind::Multiple,
            marks: Marks(4),
            refs: &["B.01 1.4.3", "B.01 1.4.5", "B.01 1.4.6", "B.01 1.4.7", "B.01 1.4.8"],
            editions: &["B.01 2024"],
        };
        util::question(&frame, AnswerKey { choices, ..AnswerKey::default() }, es, en)
    }
}

impl Generator for NormCheck {
    fn name(&self) -> &'static str {
        "norm-check"
    }
    fn topic(&self) -> Topic {
        Topic::RatingsTitles
    }
    fn kind(&self) -> Kind {
        Kind::Multiple
    }
    fn generate(&self, rng: &mut ChaCha8Rng) -> Result<Question, String> {
        NormCheck::question(rng.random())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::quiz::generated::check;
    use crate::results::ratings::tables::dp;

    /// The failing requirements recomputed by hand from the prompt's table (B.01 1.4.3–1.4.8).
    fn by_hand(prompt: &str) -> Vec<&'static str> {
        let gm = prompt.contains("Grandmaster");
        let rows: Vec<Vec<String>> = prompt
            .lines()
            .filter(|l| l.starts_with("| ") && l.chars().nth(2).is_some_and(|c| c.is_ascii_digit()))
            .map(|l| l.split('|').map(|c| c.trim().to_owned()).filter(|c| !c.is_empty()).collect())
            .collect();
        assert_eq!(rows.len(), 9);
        let mut fail = vec![];
        let feds: Vec<&str> = rows.iter().map(|r| r[3].as_str()).collect();
        let mut distinct: Vec<&str> = feds.iter().copied().filter(|f| *f != "ESP").collect();
        distinct.sort_unstable();
        distinct.dedup();
        if distinct.len() < 2 {
            fail.push("F1");
        }
        if feds.iter().filter(|f| **f == "ESP").count() > 5 {
            fail.push("F2");
        }
        if feds.iter().map(|f| feds.iter().filter(|g| *g == f).count()).max().unwrap() > 6 {
            fail.push("F3");
        }
        let titled = rows.iter().filter(|r| r[2] != "—").count();
        if titled < 5 {
            fail.push("T1");
        }
        let level: &[&str] = if gm { &["GM"] } else { &["GM", "IM"] };
        if rows.iter().filter(|r| level.contains(&r[2].as_str())).count() < 3 {
            fail.push("T2");
        }
        let floor = if gm { 2200 } else { 2050 };
        let mut ratings: Vec<i64> = rows.iter().map(|r| r[4].parse().unwrap()).collect();
        let low = (0..9).min_by_key(|&i| ratings[i]).unwrap();
        ratings[low] = ratings[low].max(floor);
        let ra = (ratings.iter().sum::<i64>() * 2 + 9) / 18;
        if ra < if gm { 2380 } else { 2230 } {
            fail.push("R2");
        }
        let halves: i64 = rows.iter().map(|r| if r[5] == "1" { 2 } else { i64::from(r[5] == "½") }).sum();
        let pct = u32::try_from((halves * 100 + 9) / 18).unwrap();
        if pct < 35 {
            fail.push("R3");
        }
        if ra + i64::from(dp(pct)) < if gm { 2600 } else { 2450 } {
            fail.push("R4");
        }
        fail
    }

    #[test]
    fn norm_check_for_1000_seeds() {
        let (mut norms, mut misses) = (0, 0);
        for seed in 0..1000u64 {
            let q = NormCheck::question(seed).unwrap();
            assert!(check(&q).is_empty(), "seed {seed}: {:?}", check(&q));
            let fail = by_hand(&q.en.prompt);
            let want: Vec<usize> = if fail.is_empty() {
                vec![OPTIONS.len()]
            } else {
                OPTIONS.iter().enumerate().filter(|(_, o)| fail.contains(&o.0)).map(|(i, _)| i).collect()
            };
            assert_eq!(q.answer.choices, want, "seed {seed}: {}", q.en.explanation);
            let last = q.en.explanation.lines().rev().find(|l| !l.is_empty()).unwrap();
            if fail.is_empty() {
                norms += 1;
                assert!(last.contains("Every requirement is met"));
            } else {
                misses += 1;
                assert!(last.contains(&fail.join(", ")), "seed {seed}: {last}");
            }
        }
        assert!(norms > 50 && misses > 50, "norms {norms}, misses {misses}");
    }

    #[test]
    fn same_seed_same_question() {
        assert_eq!(NormCheck::question(5).unwrap(), NormCheck::question(5).unwrap());
    }
}
