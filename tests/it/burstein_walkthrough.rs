//! `arbitro pair --rules burstein-2026 --walkthrough`: the round walked in the text's own
//! procedure (1.6, 3.1, 1.7–1.8 and 4.1, [C4]–[C8], Article 4, 5.2) ends in the engine's
//! pairing, on every round of the Burstein scenarios and of tournaments the RTG makes for the
//! Burstein profiles; every step names its article; the Spanish walk has no English of the
//! catalogues.

use crate::common::{listed_boards, load, parts, root, rounds_to_walk, run, run_in, trf_files, walked_boards};
use arbitro::core::words::Lang;
use arbitro::pairing::burstein;
use arbitro::tournament::Tournament;

/// Walks every recorded round of `t` (and the next one) and compares with `pair`; returns
/// the rounds walked after the seeding rounds.
fn walk_all(name: &str, t: &Tournament) -> usize {
    let mut walked = 0;
    for (round, cut) in rounds_to_walk(t, true) {
        let r = round.0;
        let engine = burstein::pair(&cut, round);
        let walk = burstein::walkthrough::walk(&cut, round);
        match (engine, walk) {
            (Ok(p), Ok(w)) => {
                assert_eq!(w.pairing, p, "{name} round {r}: the walk ends in another pairing");
                if w.seeding {
                    assert!(w.round_facts[0].article == "1.6" && w.brackets.is_empty(), "{name} round {r}");
                    continue;
                }
                for b in &w.brackets {
                    let arts: Vec<&str> = b.steps.iter().map(|s| s.article.as_str()).collect();
                    assert!(
                        arts.contains(&"1.7, 1.8, 4.1") && arts.contains(&"2.3.4 [C8]"),
                        "{name} round {r}: {arts:?}"
                    );
                    assert_eq!(b.bsn.len(), b.pairs.len() * 2 + b.outgoing.len(), "{name} round {r}");
                    for s in &b.steps {
                        for lang in Lang::ALL {
                            let said = s.text.say(lang);
                            assert!(!said.is_empty() && !said.contains("[walk-"), "{name} round {r}: {said}");
                        }
                    }
                }
                assert_eq!(w.colours.len(), p.boards.len(), "{name} round {r}");
                assert_eq!(w.pab.is_empty(), p.bye.is_none(), "{name} round {r}");
                walked += 1;
            }
            (Err(_), Err(_)) => {}
            (e, w) => panic!("{name} round {r}: engine {:?}, walk {:?}", e.map(|p| p.pair_list()), w.err()),
        }
    }
    walked
}

#[test]
fn the_walk_ends_in_the_engines_pairing_on_every_scenario_round() {
    let mut walked = 0;
    for f in trf_files(&root().join("scenarios/burstein")) {
        walked += walk_all(&f.display().to_string(), &load(&f));
    }
    assert!(walked >= 5, "{walked} rounds walked after the seeding rounds");
}

/// Tournaments of the Burstein profiles as the RTG makes them (paired by the engine, results
/// drawn, forfeits, byes and withdrawals included): every round walks to the engine's pairing.
#[test]
fn the_walk_ends_in_the_engines_pairing_on_generated_tournaments() {
    let dir = tempfile::tempdir().unwrap();
    let mut walked = 0;
    for (profile, seed) in [
        ("burstein-club", "1"),
        ("burstein-club", "2"),
        ("burstein-club", "7"),
        ("burstein-club", "12"),
        ("burstein-open", "3"),
    ] {
        let out = format!("{profile}-{seed}.trf");
        let (code, _, err) = parts(&run_in(
            dir.path(),
            &["generate", "--profile", profile, "--seed", seed, "--trf", "2026", "-o", &out],
        ));
        assert_eq!(code, 0, "{err}");
        walked += walk_all(&out, &load(&dir.path().join(&out)));
    }
    assert!(walked >= 15, "{walked} rounds walked after the seeding rounds");
}

const EIGHT: &str = "scenarios/burstein/after-two-rounds-8.trf";

/// The command line: text names the articles in the text's order and lists the boards `pair`
/// gives; JSON carries the same pairing; `--bracket` keeps one scoregroup; Markdown has
/// headings; a seeding round says it is the Dutch System's and shows the Dutch walkthrough.
#[test]
fn pair_walkthrough_prints_the_procedure_with_its_articles() {
    let (code, text, err) = parts(&run(&["pair", EIGHT, "--walkthrough"]));
    assert_eq!(code, 0, "{err}");
    let order = [
        "[1.6.2]",
        "[1.2]",
        "[1.7, 1.8, 4.1]",
        "[2.2.1 [C4], 2.3.1 [C5]]",
        "[2.3.4 [C8]]",
        "[4.3]",
        "[3.2.2]",
        "[5.2.",
    ];
    let mut at = 0;
    for a in order {
        let i = text[at..].find(a).unwrap_or_else(|| panic!("{a} missing after byte {at}:\n{text}"));
        at += i;
    }
    // Bracket 1.0: 2, 5, 7 numbered by Buchholz; 5 floats ([C6], [C7]).
    assert!(text.contains("Bracket 1.0 (3.2)") && text.contains("outgoing floaters 5"), "{text}");
    assert!(text.contains("Buchholz"), "{text}");
    let (code, list, _) = parts(&run(&["pair", EIGHT, "-p", "-"]));
    assert_eq!(code, 0);
    let boards = walked_boards(&text);
    assert_eq!(boards.len(), 4, "{text}");
    assert_eq!(boards, listed_boards(&list), "{text}\n{list}");

    let (code, json, _) = parts(&run(&["pair", EIGHT, "--walkthrough", "--format", "json"]));
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["pairing"]["boards"].as_array().unwrap().len(), 4);
    assert!(v["brackets"].as_array().unwrap().len() >= 2, "{json}");

    let (code, one, _) = parts(&run(&["pair", EIGHT, "--walkthrough", "--bracket", "1.0", "--format", "markdown"]));
    assert_eq!(code, 0);
    assert!(one.contains("## Bracket 1.0 (3.2)") && !one.contains("## Bracket 2.0"), "{one}");
    assert!(one.contains("- **4.3**"), "{one}");
    let (code, _, err) = parts(&run(&["pair", EIGHT, "--walkthrough", "--bracket", "7.5"]));
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("no scoregroup of 7.5"), "{err}");

    // Round 2 is a seeding round (1.6.2: 5 rounds → 2): the Dutch System's walk.
    let (code, seed, err) = parts(&run(&["pair", EIGHT, "--walkthrough", "--round", "2"]));
    assert_eq!(code, 0, "{err}");
    assert!(seed.contains("[1.6]") && seed.contains("seeding round") && seed.contains("(Dutch) System"), "{seed}");
    let (_, dutch, _) = parts(&run(&["pair", EIGHT, "--rules", "dutch-2026", "--round", "2", "-p", "-"]));
    let (_, ours, _) = parts(&run(&["pair", EIGHT, "--round", "2", "-p", "-"]));
    assert_eq!(dutch, ours);
}

/// `--lang es`: the walk in Spanish, with no English of the catalogues, for a round after the
/// seeding rounds and for a seeding round; JSON does not depend on the language.
#[test]
fn the_walkthrough_in_spanish() {
    let (code, es, err) = parts(&run(&["pair", EIGHT, "--walkthrough", "--lang", "es"]));
    assert_eq!(code, 0, "{err}");
    assert!(es.contains("Grupo 1,0 (3.2)") && es.contains("flotantes salientes 5"), "{es}");
    assert!(es.contains("BPE") || !es.contains("PAB"), "{es}");
    let trf = root().join(EIGHT).to_string_lossy().into_owned();
    super::spanish::assert_spanish_of("pair --walkthrough --lang es", &body(&es), Some(&trf));
    let (code, seed, _) = parts(&run(&["pair", EIGHT, "--walkthrough", "--round", "2", "--lang", "es"]));
    assert_eq!(code, 0);
    assert!(seed.contains("ronda 2 es de siembra"), "{seed}");
    super::spanish::assert_spanish_of("pair --walkthrough --round 2 --lang es", &body(&seed), Some(&trf));
    let (_, en, _) = parts(&run(&["pair", EIGHT, "--walkthrough", "--format", "json", "--lang", "en"]));
    let (_, es_json, _) = parts(&run(&["pair", EIGHT, "--walkthrough", "--format", "json", "--lang", "es"]));
    assert_eq!(en, es_json);
}

/// The walk without its first line (the edition's heading, which names the system and the
/// reason in the handbook's English).
fn body(out: &str) -> String {
    out.lines().skip(1).collect::<Vec<_>>().join("\n")
}
