//! `arbitro pair --walkthrough` under the Double-Swiss System (record 192 `FIDE_DOUBLESWISS`):
//! the round walked in the procedure of 3.4–3.6 with the game-1 colours of 4.3 ends in the
//! engine's pairing on every round of the scenarios and of tournaments of the
//! `double-swiss-open` profile; a round `pair` refuses under reading DS-6 is refused by the walk
//! with the same words; the Spanish walk has no English of the catalogues.

use crate::common::{listed_boards, load, parts, root, rounds_to_walk, run, run_in, trf_files, walked_boards};
use arbitro::core::words::Lang;
use arbitro::pairing::double_swiss;
use arbitro::tournament::Tournament;

/// Walks every recorded round of `t` (and the next one) and compares with `pair`; returns the
/// rounds walked and the rounds both refused.
fn walk_all(name: &str, t: &Tournament) -> (usize, usize) {
    let (mut walked, mut refused) = (0, 0);
    for (round, cut) in rounds_to_walk(t, true) {
        let r = round.0;
        match (double_swiss::pair(&cut, round), double_swiss::walkthrough::walk(&cut, round)) {
            (Ok(p), Ok(w)) => {
                assert_eq!(w.pairing, p, "{name} round {r}: the walk ends in another pairing");
                for b in &w.brackets {
                    let arts: Vec<&str> = b.steps.iter().map(|s| s.article.as_str()).collect();
                    assert!(arts.contains(&"3.5.1") && arts.contains(&"3.6 [C8]"), "{name} round {r}: {arts:?}");
                }
                for s in w.round_facts.iter().chain(w.pab.iter()).chain(w.brackets.iter().flat_map(|b| &b.steps)) {
                    for lang in Lang::ALL {
                        assert!(!s.text.say(lang).contains("[walk-"), "{name} round {r}: {}", s.text.say(lang));
                    }
                }
                assert_eq!(w.colours.len(), p.boards.len(), "{name} round {r}");
                assert!(w.colours.iter().all(|s| s.article.starts_with("4.3.")), "{name} round {r}");
                assert_eq!(w.pab.is_empty(), p.bye.is_none(), "{name} round {r}");
                assert!(w.preferences.is_empty(), "1.6: no colour preferences");
                walked += 1;
            }
            (Err(e), Err(f)) => {
                assert_eq!(e.to_string(), f.to_string(), "{name} round {r}: the same refusal");
                refused += 1;
            }
            (e, w) => panic!("{name} round {r}: engine {:?}, walk {:?}", e.map(|p| p.pair_list()), w.err()),
        }
    }
    (walked, refused)
}

#[test]
fn the_walk_ends_in_the_engines_pairing_on_scenarios_and_generated_tournaments() {
    let (mut walked, mut refused) = (0, 0);
    for f in trf_files(&root().join("scenarios/double-swiss")) {
        let (w, r) = walk_all(&f.display().to_string(), &load(&f));
        walked += w;
        refused += r;
    }
    let dir = tempfile::tempdir().unwrap();
    for seed in 1..=6 {
        let out = format!("ds-{seed}.trf");
        let (code, _, err) = parts(&run_in(
            dir.path(),
            &["generate", "--profile", "double-swiss-open", "--seed", &seed.to_string(), "--trf", "2026", "-o", &out],
        ));
        assert_eq!(code, 0, "{err}");
        let (w, r) = walk_all(&out, &load(&dir.path().join(&out)));
        walked += w;
        refused += r;
    }
    assert!(walked >= 30, "{walked} rounds walked ({refused} refused)");
}

const PAB: &str = "scenarios/double-swiss/pab-five.trf";
const FORFEIT: &str = "scenarios/double-swiss/forfeit-six.trf";

/// The command line: the articles in the text's order, the boards `pair` gives, the PAB,
/// JSON, one bracket in Markdown, and the walk in Spanish without English of the catalogues.
#[test]
fn pair_walkthrough_prints_the_procedure_in_both_languages() {
    for f in [PAB, FORFEIT] {
        let (code, text, err) = parts(&run(&["pair", f, "--walkthrough"]));
        assert_eq!(code, 0, "{f}: {err}");
        let order = ["[1.2, 1.4]", "[1.6]", "[4.1]", "[3.5.1]", "[3.6 [C8]]", "[4.3."];
        let mut at = 0;
        for a in order {
            let i = text[at..].find(a).unwrap_or_else(|| panic!("{a} missing after byte {at}:\n{text}"));
            at += i;
        }
        assert!(text.contains("game points") && text.contains("colours reversed in game 2"), "{text}");
        let (_, list, _) = parts(&run(&["pair", f, "-p", "-"]));
        let boards = walked_boards(&text);
        let listed = listed_boards(&list);
        assert_eq!(boards, listed, "{text}\n{list}");
        let bye = list.lines().find_map(|l| l.strip_suffix(" 0"));
        assert_eq!(bye.is_some(), text.contains("[3.4.1 [C3]]"), "{text}\n{list}");
        if let Some(b) = bye {
            assert!(text.contains(&format!("PAB: {b}")), "{text}");
        }
        let (code, json, _) = parts(&run(&["pair", f, "--walkthrough", "--format", "json"]));
        assert_eq!(code, 0);
        let v: serde_json::Value = serde_json::from_str(&json).unwrap();
        assert_eq!(v["pairing"]["boards"].as_array().unwrap().len(), listed.len());
        let top = v["brackets"][0]["score"]
            .as_str()
            .map(str::to_owned)
            .unwrap_or_else(|| v["brackets"][0]["score"].to_string());
        let top: f64 = top.trim_matches('"').parse().unwrap_or(0.0);
        let (code, md, err) =
            parts(&run(&["pair", f, "--walkthrough", "--bracket", &format!("{top:.1}"), "--format", "markdown"]));
        assert_eq!(code, 0, "{err}");
        assert!(md.contains(&format!("## Top-scoregroup {top:.1}")) && md.contains("- **3.6**"), "{md}");
        assert_eq!(md.matches("## Top-scoregroup").count(), 1, "{md}");
        let (code, es, err) = parts(&run(&["pair", f, "--walkthrough", "--lang", "es"]));
        assert_eq!(code, 0, "{err}");
        assert!(es.contains("puntos de partida") && es.contains("primera partida"), "{es}");
        let body: String = es.lines().skip(1).collect::<Vec<_>>().join("\n");
        let trf = root().join(f).to_string_lossy().into_owned();
        super::spanish::assert_spanish_of("pair --walkthrough (double-swiss) --lang es", &body, Some(&trf));
    }
}

/// DS-6: a penultimate round that the scope of [C7]/[C8] decides is refused by the walk as by
/// `pair`, with the reading named and a non-zero exit.
#[test]
fn a_round_pair_refuses_is_refused_by_the_walk() {
    let dir = tempfile::tempdir().unwrap();
    for seed in 1..=12 {
        let name = format!("g{seed}.trf");
        let (code, _, err) = parts(&run_in(
            dir.path(),
            &["generate", "--profile", "double-swiss-open", "--seed", &seed.to_string(), "--trf", "2026", "-o", &name],
        ));
        assert_eq!(code, 0, "{err}");
        let t = load(&dir.path().join(&name));
        let planned = t.planned_rounds.unwrap();
        let round = (planned - 1).to_string();
        let (pc, _, perr) = parts(&run_in(dir.path(), &["pair", &name, "--round", &round, "-p", "-"]));
        let (wc, _, werr) = parts(&run_in(dir.path(), &["pair", &name, "--round", &round, "--walkthrough"]));
        assert_eq!(pc == 0, wc == 0, "{name}: pair {perr}, walk {werr}");
        if pc != 0 {
            assert!(perr.contains("reading DS-6") && werr.contains("reading DS-6"), "{perr}\n{werr}");
            return;
        }
    }
    panic!("no penultimate round refused in 12 generated tournaments");
}
