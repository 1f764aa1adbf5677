//! `arbitro pair --rules burstein-original --walkthrough`: the round walked by the original
//! edition's own articles (3.3 the imaginary point, 1.2 and 3.2 the score groups numbered by
//! Sonneborn-Berger, Buchholz, Median and rating, 4.1–4.3 the bye, 6.1–6.6 the combinations,
//! 5.1–5.4 the colours) ends in the engine's pairing on every round of tournaments the RTG makes
//! (paired by the original engine and by the 2026 one); the text, Markdown and JSON outputs, in
//! English and Spanish, show the players' values and the articles.

use crate::common::{data, listed_boards, load, parts, rounds_to_walk, run, run_in, walked_boards};
use arbitro::core::words::Lang;
use arbitro::pairing::burstein::{self, Edition};
use arbitro::tournament::Tournament;

/// 13 players, 6 rounds paired by `--rules burstein-original` (RTG, seed 3 of a 11-13 player
/// profile): a bye every round, floaters, the imaginary point in rounds 1 and 2.
const THIRTEEN: &str = "burstein-original/walk-13-players.trf";

/// Walks every recorded round of `t` and the next one under the original edition and
/// compares with the engine; returns the rounds walked.
fn walk_all(name: &str, t: &Tournament) -> usize {
    let mut walked = 0;
    for (round, cut) in rounds_to_walk(t, false) {
        let r = round.0;
        let engine = burstein::pair_edition(&cut, round, Edition::Original);
        let walk = burstein::walkthrough::walk_edition(&cut, round, Edition::Original);
        match (engine, walk) {
            (Ok(p), Ok(w)) => {
                assert_eq!(w.pairing, p, "{name} round {r}: the walk ends in another pairing");
                assert!(!w.seeding && w.edition == Edition::Original, "{name} round {r}");
                let facts: Vec<&str> = w.round_facts.iter().map(|s| s.article.as_str()).collect();
                if r <= 2 && cut.acceleration.is_empty() {
                    assert_eq!(facts.first(), Some(&"3.3"), "{name} round {r}: the imaginary point");
                }
                assert!(facts.contains(&"3.2") && facts.contains(&"5.1"), "{name} round {r}: {facts:?}");
                for b in &w.brackets {
                    let arts: Vec<&str> = b.steps.iter().map(|s| s.article.as_str()).collect();
                    assert!(arts.contains(&"3.2") && arts.contains(&"6.5"), "{name} round {r}: {arts:?}");
                    assert!(!arts.iter().any(|a| a.contains("[C")), "{name} round {r}: 2026 codes {arts:?}");
                    assert_eq!(b.bsn.len(), b.pairs.len() * 2 + b.outgoing.len(), "{name} round {r}");
                    // 3.2: numbered by SB, Buchholz, Median, rating, highest first.
                    let key = |o: &burstein::walkthrough::Ranked| {
                        (o.sonneborn_berger, o.buchholz, o.median.unwrap_or(-1.0), o.rating.unwrap_or(-1))
                    };
                    for two in b.order.windows(2) {
                        assert!(key(&two[0]) >= key(&two[1]), "{name} round {r}: the order of 3.2 {:?}", b.order);
                    }
                    for s in &b.steps {
                        for lang in Lang::ALL {
                            let said = s.text.say(lang);
                            assert!(!said.is_empty() && !said.contains("[walk-"), "{name} round {r}: {said}");
                        }
                    }
                }
                assert_eq!(w.colours.len(), p.boards.len(), "{name} round {r}");
                assert!(w.colours.iter().all(|s| s.article.starts_with('5')), "{name} round {r}");
                assert_eq!(w.pab.is_empty(), p.bye.is_none(), "{name} round {r}");
                walked += 1;
            }
            (Err(_), Err(_)) => {}
            (e, w) => panic!("{name} round {r}: engine {:?}, walk {:?}", e.map(|p| p.pair_list()), w.err()),
        }
    }
    walked
}

/// A club Swiss paired by the original edition (the RTG's `system: burstein-original`).
const PROFILE: &str = "name: burstein-original-walk
description: Burstein System (original edition) club Swiss for the walkthrough test
players: [9, 30]
rounds: [5, 7]
highest_rating: 2300
lowest_rating: 1400
rating_distribution: normal
unrated_share: 0.1
titles: false
federations: [ESP]
draw_percentage: 30
forfeit_rate: 0.03
retired_rate: 0.02
half_point_bye_rate: 0.03
max_byes_per_player: 2
no_byes_in_last_rounds: 1
system: burstein-original
initial_colour: random
";

/// Tournaments the RTG makes (forfeits, byes, withdrawals, unrated players): those paired by
/// the original engine and, for other histories, by the 2026 one; every round (the first too:
/// the original text has no seeding rounds) walks to `pair --rules burstein-original`.
#[test]
fn the_original_walk_ends_in_the_engines_pairing_on_generated_tournaments() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("original.yaml"), PROFILE).unwrap();
    let mut walked = 0;
    for (profile, seed) in [
        ("original.yaml", "1"),
        ("original.yaml", "2"),
        ("original.yaml", "5"),
        ("original.yaml", "8"),
        ("original.yaml", "13"),
        ("burstein-club", "4"),
    ] {
        let out = format!("{}-{seed}.trf", profile.trim_end_matches(".yaml"));
        let (code, _, err) =
            parts(&run_in(dir.path(), &["generate", "--profile", profile, "--seed", seed, "-o", &out]));
        assert_eq!(code, 0, "{err}");
        walked += walk_all(&out, &load(&dir.path().join(&out)));
    }
    walked += walk_all(THIRTEEN, &load(&data(THIRTEEN)));
    assert!(walked >= 40, "{walked} rounds walked");
}

fn thirteen() -> String {
    data(THIRTEEN).to_string_lossy().into_owned()
}

/// The walk of round 5 of the 13 players, in English: the articles of the original text in its
/// order, every player's SB, Buchholz, Median and rating, the bye of 4.1-4.3, the pairing of
/// `pair`; the refusal of earlier versions is gone.
#[test]
fn the_original_walk_in_english_shows_the_values_of_3_2_and_the_original_articles() {
    let f = thirteen();
    let (code, text, err) = parts(&run(&["pair", &f, "--rules", "burstein-original", "--walkthrough", "--round", "5"]));
    assert_eq!(code, 0, "{err}");
    assert!(!err.contains("not available"), "{err}");
    assert!(text.lines().next().unwrap().contains("original edition"), "{text}");
    let order = [
        "[1.2] 13 players",
        "[3.2] in every score group",
        "[5.1]",
        "The pairing bye (4)",
        "[4.1]",
        "[4.2, 4.3]",
        "[6.6] 2 gets the pairing bye",
        "Score group 3.0 (3.2, 6)",
        "[6.1, 6.3, 6.6]",
        "[6.3, 6.4]",
        "[6.5]",
        "[6.1, 6.4]",
        "Colours (5)",
        "[5.4 (1)]",
    ];
    let mut at = 0;
    for a in order {
        let i = text[at..].find(a).unwrap_or_else(|| panic!("{a} missing after byte {at}:\n{text}"));
        at += i;
    }
    // Player 9 before round 5: drew 10 (2.5), beat 6 (1.5: 1 point and a forfeit win counted as a
    // draw, B-O-2), drew 13 (2.0: the bye of round 1 counted as a draw), beat 7 (3.0):
    // Buchholz 9.0, SB 0.5·2.5 + 1.5 + 0.5·2.0 + 3.0 = 6.75, Median 9.0 − 3.0 − 1.5 = 4.5.
    assert!(text.contains("no. 1: 9 (3.0; SB 6.75, Buchholz 9.0, Median 4.5, rating 1777)"), "{text}");
    // 9 has met 7: no. 1 meets no. 2, no. 3 floats (table of 6.4).
    assert!(text.contains("no. 1 (9) meets no. 2 (5)") && text.contains("no. 3 (7) they have played each other (3.1)"));
    assert!(text.contains("no. 3 (7) is left over and floats to the next score group"), "{text}");
    assert!(!text.contains("[C") && !text.contains("BSN"), "2026 words in the original walk:\n{text}");
    let (code, list, _) = parts(&run(&["pair", &f, "--rules", "burstein-original", "--round", "5", "-p", "-"]));
    assert_eq!(code, 0);
    let boards = walked_boards(&text);
    let listed = listed_boards(&list);
    assert_eq!(boards, listed, "{text}\n{list}");
    assert!(text.contains("PAB: 2") && list.contains("2 0"), "{text}\n{list}");

    // Round 2: the imaginary point of 3.3 for 1-6 (the top half of 13), shown on the players.
    let (code, two, _) = parts(&run(&["pair", &f, "--rules", "burstein-original", "--walkthrough", "--round", "2"]));
    assert_eq!(code, 0);
    assert!(
        two.contains("[3.3] rounds 1 and 2: an imaginary point") && two.contains("pairing numbers 1 to 6"),
        "{two}"
    );
    assert!(two.contains("(2.0 with the imaginary point; SB"), "{two}");
    let (_, three, _) = parts(&run(&["pair", &f, "--rules", "burstein-original", "--walkthrough", "--round", "3"]));
    assert!(three.contains("[3.3] the imaginary point of rounds 1 and 2 is deducted"), "{three}");
}

/// `--bracket`, Markdown and JSON: one score group kept, headings with the original articles,
/// the values of 3.2 as numbers in JSON (the same in both languages).
#[test]
fn the_original_walk_as_markdown_and_json_and_one_score_group() {
    let f = thirteen();
    let base = ["pair", f.as_str(), "--rules", "burstein-original", "--walkthrough", "--round", "5"];
    let with = |extra: &[&str]| {
        let mut a = base.to_vec();
        a.extend_from_slice(extra);
        parts(&run(&a))
    };
    let (code, md, err) = with(&["--bracket", "2.5", "--format", "markdown"]);
    assert_eq!(code, 0, "{err}");
    assert!(md.contains("## Score group 2.5 (3.2, 6)") && !md.contains("## Score group 3.0"), "{md}");
    assert!(md.contains("- **6.1, 6.2**") && md.contains("## Colours (5)"), "{md}");
    let (code, _, err) = with(&["--bracket", "7.5"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("no scoregroup of 7.5"), "{err}");

    let (code, json, err) = with(&["--format", "json"]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["edition"], "burstein-original");
    assert_eq!(v["pairing"]["boards"].as_array().unwrap().len(), 6);
    assert_eq!(v["pairing"]["bye"], 2);
    let top = &v["brackets"][0];
    assert_eq!(top["order"][0]["tpn"], 9);
    assert_eq!(top["order"][0]["sonneborn_berger"], 6.75);
    assert_eq!(top["order"][0]["buchholz"], 9.0);
    assert_eq!(top["order"][0]["median"], 4.5);
    assert_eq!(top["order"][0]["rating"], 1777);
    assert_eq!(v["pab"][1]["article"], "4.2, 4.3");
    let (_, es, _) = with(&["--format", "json", "--lang", "es"]);
    assert_eq!(es, json);
    let (code, two, _) =
        parts(&run(&["pair", &f, "--rules", "burstein-original", "--walkthrough", "--round", "2", "--format", "json"]));
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&two).unwrap();
    assert_eq!(v["round_facts"][0]["article"], "3.3");
    assert_eq!(v["brackets"][0]["order"][0]["imaginary_point"], true);
}

/// `--lang es`: the walk in the words of the Spanish text of the original edition (grupo de
/// puntuación, punto virtual, Media, valoración, bye por emparejamiento), with no English of the
/// catalogues.
#[test]
fn the_original_walk_in_spanish() {
    let f = thirteen();
    for round in ["2", "5"] {
        let (code, es, err) = parts(&run(&[
            "pair",
            &f,
            "--rules",
            "burstein-original",
            "--walkthrough",
            "--round",
            round,
            "--lang",
            "es",
        ]));
        assert_eq!(code, 0, "{err}");
        assert!(es.contains("Grupo de puntuación") && es.contains("El bye por emparejamiento (4)"), "{es}");
        assert!(es.contains("Media") && es.contains("valoración") && es.contains("n.º 1:"), "{es}");
        let body: String = es.lines().skip(1).collect::<Vec<_>>().join("\n");
        super::spanish::assert_spanish_of(
            &format!("pair --rules burstein-original --walkthrough --round {round}"),
            &body,
            Some(&f),
        );
        if round == "2" {
            assert!(es.contains("[3.3] rondas 1 y 2: se añade un punto virtual"), "{es}");
        } else {
            assert!(es.contains("n.º 1: 9 (3,0; SB 6,75, Buchholz 9,0, Media 4,5, valoración 1777)"), "{es}");
            assert!(es.contains("Colores (5)"), "{es}");
        }
    }
}
