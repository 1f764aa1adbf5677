//! `arbitro pair --rules team-2026 --walkthrough` (record 192 `FIDE_TEAM…`): the round walked in
//! the text's own procedure (1.6–1.7, 3.4, 3.5, 3.6, Article 4) ends in the engine's pairing,
//! on every round of the Swiss Team scenarios and of tournaments of the `team-swiss` profile;
//! every step names its article; the Spanish walk has no English of the catalogues.

use crate::common::{listed_boards, load, parts, root, rounds_to_walk, run, run_in, trf_files, walked_boards};
use arbitro::core::words::Lang;
use arbitro::pairing::team;
use arbitro::tournament::Tournament;

/// Walks every recorded round of `t` (and the next one) and compares with `pair`.
fn walk_all(name: &str, t: &Tournament) -> usize {
    let rules = team::edition::rules_of(t).unwrap();
    let mut walked = 0;
    for (round, cut) in rounds_to_walk(t, true) {
        let r = round.0;
        match (team::pair(&cut, round, rules), team::walkthrough::walk(&cut, round, rules)) {
            (Ok(p), Ok(w)) => {
                assert_eq!(w.pairing, p, "{name} round {r}: the walk ends in another pairing");
                for b in &w.brackets {
                    let arts: Vec<&str> = b.steps.iter().map(|s| s.article.as_str()).collect();
                    assert!(arts.contains(&"3.5.1") && arts.contains(&"3.6 [C8]–[C10]"), "{name} round {r}: {arts:?}");
                    for s in &b.steps {
                        for lang in Lang::ALL {
                            assert!(!s.text.say(lang).contains("[walk-"), "{name} round {r}: {}", s.text.say(lang));
                        }
                    }
                }
                assert_eq!(w.colours.len(), p.boards.len(), "{name} round {r}");
                assert_eq!(w.pab.is_empty(), p.bye.is_none(), "{name} round {r}");
                assert_eq!(w.preferences.is_empty(), r == 1, "{name} round {r}");
                walked += 1;
            }
            (Err(_), Err(_)) => {}
            (e, w) => panic!("{name} round {r}: engine {:?}, walk {:?}", e.map(|p| p.pair_list()), w.err()),
        }
    }
    walked
}

#[test]
fn the_walk_ends_in_the_engines_pairing_on_scenarios_and_generated_tournaments() {
    let mut walked = 0;
    for f in trf_files(&root().join("scenarios/team-swiss")) {
        let t = load(&f);
        // A file of players with team records (310) is paired as its teams by `pair`; the walk
        // of such a file is checked through the command line below.
        if t.teams.is_empty() {
            walked += walk_all(&f.display().to_string(), &t);
        }
    }
    let dir = tempfile::tempdir().unwrap();
    for seed in ["1", "3", "8"] {
        let out = format!("team-{seed}.trf");
        let (code, _, err) = parts(&run_in(
            dir.path(),
            &["generate", "--profile", "team-swiss", "--seed", seed, "--trf", "2026", "-o", &out],
        ));
        assert_eq!(code, 0, "{err}");
        walked += walk_all(&out, &load(&dir.path().join(&out)));
    }
    assert!(walked >= 15, "{walked} rounds walked");
}

const NINE: &str = "scenarios/team-swiss/arbitro-paired-9.trf";

/// The command line: the articles in the text's order, the boards `pair` gives, JSON, one
/// bracket in Markdown, and the walk in Spanish without English of the catalogues.
#[test]
fn pair_walkthrough_prints_the_procedure_in_both_languages() {
    let (code, text, err) = parts(&run(&["pair", NINE, "--round", "4", "--walkthrough"]));
    assert_eq!(code, 0, "{err}");
    let order = ["[1.2]", "[1.7]", "[4.1]", "[1.6, 1.7]", "[3.4.1 [C2]]", "[3.5.1]", "[3.6 [C8]–[C10]]", "[4.3."];
    let mut at = 0;
    for a in order {
        let i = text[at..].find(a).unwrap_or_else(|| panic!("{a} missing after byte {at}:\n{text}"));
        at += i;
    }
    assert!(text.contains("colour difference") && text.contains("first-team"), "{text}");
    let (_, list, _) = parts(&run(&["pair", NINE, "--round", "4", "-p", "-"]));
    let boards = walked_boards(&text);
    assert_eq!(boards, listed_boards(&list), "{text}\n{list}");
    assert!(text.contains("PAB: 5") && list.lines().any(|l| l == "5 0"), "3.4: team 5\n{text}\n{list}");
    let (code, json, _) = parts(&run(&["pair", NINE, "--round", "4", "--walkthrough", "--format", "json"]));
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["pairing"]["boards"].as_array().unwrap().len(), 4);
    let (code, md, _) =
        parts(&run(&["pair", NINE, "--round", "4", "--walkthrough", "--bracket", "3.0", "--format", "markdown"]));
    assert_eq!(code, 0);
    assert!(md.contains("## Top-scoregroup 3.0") && md.contains("- **3.6**"), "{md}");
    let (code, es, err) = parts(&run(&["pair", NINE, "--round", "4", "--walkthrough", "--lang", "es"]));
    assert_eq!(code, 0, "{err}");
    assert!(es.contains("diferencia de color") && es.contains("primer equipo") && es.contains("BPE: 5"), "{es}");
    let body: String = es.lines().skip(1).collect::<Vec<_>>().join("\n");
    let trf = root().join(NINE).to_string_lossy().into_owned();
    super::spanish::assert_spanish_of("pair --walkthrough (team) --lang es", &body, Some(&trf));
}

/// A file of players with team records (310): the walk pairs its teams, as `pair` does.
#[test]
fn a_file_of_players_with_team_records_is_walked_as_its_teams() {
    let f = "scenarios/team-swiss/players-310-four-teams.trf";
    let (code, text, err) = parts(&run(&["pair", f, "--walkthrough"]));
    assert_eq!(code, 0, "{err}");
    let (code, list, err) = parts(&run(&["pair", f, "-p", "-"]));
    assert_eq!(code, 0, "{err}");
    let boards = walked_boards(&text);
    let listed = listed_boards(&list);
    assert_eq!(boards, listed, "{text}\n{list}");
    assert!(text.contains("[3.5.1]") && text.contains("team "), "{text}");
}
