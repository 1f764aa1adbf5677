//! `arbitro pair --rules dubov-2026 --walkthrough`: the round walked in the text's own
//! procedure (3.1, 3.2, 4.2–4.4, 5.2) ends in the engine's pairing, on every round of the
//! Dubov scenarios and of tournaments the RTG makes for the Dubov profiles, and every step
//! names its article.

use crate::common::{listed_boards, load, parts, root, rounds_to_walk, run, run_in, trf_files, walked_boards};
use arbitro::pairing::dubov::{self, Ctx};
use arbitro::tournament::Tournament;

/// Walks every recorded round of `t` (and the next one) and compares with `pair`; returns
/// the rounds walked.
fn walk_all(name: &str, t: &Tournament) -> usize {
    let mut walked = 0;
    for (round, cut) in rounds_to_walk(t, true) {
        let r = round.0;
        let engine = dubov::pair(&cut, round);
        let walk = dubov::walkthrough::walk(&Ctx::new(&cut, round));
        match (engine, walk) {
            (Ok(p), Ok(w)) => {
                assert_eq!(w.pairing, p, "{name} round {r}: the walk ends in another pairing");
                for b in &w.brackets {
                    assert!(b.steps.iter().any(|s| s.article.starts_with("3.2.6")), "{name} round {r}: {b:?}");
                    assert!(b.steps.iter().all(|s| !s.article.is_empty() && !s.text.to_string().is_empty()));
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
    for f in trf_files(&root().join("scenarios/dubov")) {
        walked += walk_all(&f.display().to_string(), &load(&f));
    }
    assert!(walked >= 30, "{walked} rounds walked");
}

/// Tournaments of the Dubov profiles as the RTG makes them (paired by the engine, results
/// drawn, forfeits, byes and withdrawals included): every round walks to the engine's pairing.
#[test]
fn the_walk_ends_in_the_engines_pairing_on_generated_tournaments() {
    let dir = tempfile::tempdir().unwrap();
    let mut walked = 0;
    for (profile, seed) in
        [("dubov-club", "1"), ("dubov-club", "2"), ("dubov-club", "5"), ("dubov-club", "11"), ("dubov-open", "4")]
    {
        let out = format!("{profile}-{seed}.trf");
        let (code, _, err) = parts(&run_in(
            dir.path(),
            &["generate", "--profile", profile, "--seed", seed, "--trf", "2026", "-o", &out],
        ));
        assert_eq!(code, 0, "{err}");
        walked += walk_all(&out, &load(&dir.path().join(&out)));
    }
    assert!(walked >= 25, "{walked} rounds walked");
}

/// The command line: text names the articles in the text's order and lists the boards `pair`
/// gives; JSON carries the same pairing; `--bracket` keeps one scoregroup; Markdown has headings.
#[test]
fn pair_walkthrough_prints_the_procedure_with_its_articles() {
    let f = "scenarios/dubov/py4swiss-agreed.trf";
    let (code, text, err) = parts(&run(&["pair", f, "--rules", "dubov-2026", "--round", "4", "--walkthrough"]));
    assert_eq!(code, 0, "{err}");
    let order = [
        "[3.1.1 [C2]]",
        "[3.1.2 [C4]]",
        "[3.2.1 [C5]]",
        "[4.2.2]",
        "[3.2.2 [C6]]",
        "[3.2.3]",
        "[3.2.5]",
        "[3.2.6]",
        "[5.2.",
    ];
    let mut at = 0;
    for a in order {
        let i = text[at..].find(a).unwrap_or_else(|| panic!("{a} missing after byte {at}:\n{text}"));
        at += i;
    }
    let (code, list, _) = parts(&run(&["pair", f, "--rules", "dubov-2026", "--round", "4", "-p", "-"]));
    assert_eq!(code, 0);
    let boards = walked_boards(&text);
    assert_eq!(boards, listed_boards(&list), "{text}\n{list}");
    assert!(text.contains("PAB: ") == list.lines().any(|l| l.ends_with(" 0")), "{text}");

    let (code, json, _) =
        parts(&run(&["pair", f, "--rules", "dubov-2026", "--round", "4", "--walkthrough", "--format", "json"]));
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["pairing"]["boards"].as_array().unwrap().len(), boards.len());
    assert!(v["brackets"].as_array().unwrap().len() >= 2, "{json}");

    let (code, one, _) = parts(&run(&[
        "pair",
        f,
        "--rules",
        "dubov-2026",
        "--round",
        "4",
        "--walkthrough",
        "--bracket",
        "2.0",
        "--format",
        "markdown",
    ]));
    assert_eq!(code, 0);
    assert!(one.contains("## Scoregroup 2.0 (3.2)") && !one.contains("## Scoregroup 3.0"), "{one}");
    assert!(one.contains("- **3.2.6**"), "{one}");
    let (code, _, err) =
        parts(&run(&["pair", f, "--rules", "dubov-2026", "--round", "4", "--walkthrough", "--bracket", "7.5"]));
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("no scoregroup of 7.5"), "{err}");
}
