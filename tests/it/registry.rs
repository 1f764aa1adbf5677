//! One registry of every pairing system and edition: `explain --list` names each one, `--rules`
//! and its alias `--system` reach each one in `check`, `pair` and `checklist`, and the readings table of
//! `docs/systems/README.md` is the one `explain --readings` writes from the registry of readings.

use crate::common::{parts, root, run, run_in};

/// A generator profile whose tournaments the entry pairs.
fn profile_for(name: &str) -> &'static str {
    match name {
        "dutch-2017" => "club-open-2017",
        n if n.starts_with("dutch") => "club-open",
        "double-round-robin" => "double-round-robin",
        "round-robin" => "round-robin",
        n if n.starts_with("dubov") => "dubov-club",
        n if n.starts_with("burstein") => "burstein-club",
        n if n.starts_with("lim") => "lim-open",
        n if n.starts_with("double-swiss") => "double-swiss-open",
        n if n.starts_with("team") => "team-swiss",
        n => panic!("{n}: a system of the registry with no generator profile in this test"),
    }
}

#[test]
fn every_system_of_the_list_is_reached_by_check_pair_and_checklist_under_rules_and_system() {
    let (code, list, err) = parts(&run(&["explain", "--list", "--format", "json"]));
    assert_eq!(code, 0, "{err}");
    let list: serde_json::Value = serde_json::from_str(&list).unwrap();
    let entries = list.as_array().unwrap();
    let names: Vec<&str> = entries.iter().map(|e| e["name"].as_str().unwrap()).collect();
    for must in [
        "dutch-2026",
        "dutch-2017",
        "round-robin",
        "double-round-robin",
        "dubov-2026",
        "burstein-2026",
        "burstein-original",
        "lim-2026",
        "lim-1999",
        "double-swiss-2026",
        "team-2026",
    ] {
        assert!(names.contains(&must), "{must} missing from explain --list: {names:?}");
    }
    let dir = tempfile::tempdir().unwrap();
    for e in entries {
        let name = e["name"].as_str().unwrap();
        let title = e["title"].as_str().unwrap();
        let profile = root().join("generator").join(format!("{}.yaml", profile_for(name)));
        let file = format!("{name}.trf");
        let generate = ["generate", "--profile", profile.to_str().unwrap(), "-s", "3", "--trf", "2026", "-o", &file];
        let (code, _, err) = parts(&run_in(dir.path(), &generate));
        assert_eq!(code, 0, "{name}: {err}");
        let (code, out, err) = parts(&run_in(dir.path(), &["check", &file, "--rules", name]));
        assert!(code == 0 || code == 1, "{name}: check exit {code}: {out}{err}");
        if name.contains("round-robin") {
            assert!(out.contains("Berger table"), "{name}: {out}");
        } else {
            assert!(out.contains(title), "{name}: the report names another system than {title}:\n{out}");
        }
        let (_, by_system, _) = parts(&run_in(dir.path(), &["check", &file, "--system", name]));
        assert_eq!(by_system, out, "{name}: --system is not --rules");
        let (code, pairs, err) =
            parts(&run_in(dir.path(), &["pair", &file, "--rules", name, "--round", "3", "-p", "-"]));
        assert_eq!(code, 0, "{name}: pair exit {code}: {err}");
        let first: u32 = pairs.lines().next().and_then(|l| l.trim().parse().ok()).unwrap_or(0);
        assert!(first > 0 && pairs.lines().count() as u32 == first + 1, "{name}: not a pair list:\n{pairs}");
        let (_, by_system, _) =
            parts(&run_in(dir.path(), &["pair", &file, "--system", name, "--round", "3", "-p", "-"]));
        assert_eq!(by_system, pairs, "{name}: pair --system is not --rules");
        // The check-list of round 3 under the same name: every player of the field listed, under
        // the system named (its heading, or the Berger table's).
        let (code, list, err) = parts(&run_in(dir.path(), &["checklist", &file, "--rules", name, "--round", "3"]));
        assert_eq!(code, 0, "{name}: checklist exit {code}: {err}");
        if name.contains("round-robin") {
            assert!(list.contains("Berger table"), "{name}: {list}");
        } else if name.starts_with("dutch") {
            assert!(list.contains("FIDE Dutch system") && list.contains(&format!("({name})")), "{name}: {list}");
        } else {
            assert!(list.contains(title) && list.contains("Opponents"), "{name}: {list}");
        }
        let (code, json, err) =
            parts(&run_in(dir.path(), &["checklist", &file, "--rules", name, "--round", "3", "--format", "json"]));
        assert_eq!(code, 0, "{name}: checklist --format json exit {code}: {err}");
        let json: serde_json::Value = serde_json::from_str(&json).unwrap();
        let rows = json.get("rows").or_else(|| json.get("players")).and_then(|r| r.as_array()).map_or(0, Vec::len);
        // The pair list's lines count the bye's line as a pair.
        assert!(rows + 1 >= 2 * first as usize, "{name}: {rows} rows for {first} pairs:\n{json}");
        let (_, by_system, _) = parts(&run_in(dir.path(), &["checklist", &file, "--system", name, "--round", "3"]));
        assert_eq!(by_system, list, "{name}: checklist --system is not --rules");
    }
}

#[test]
fn an_unknown_system_is_refused_with_the_list() {
    let (code, _, err) = parts(&run(&["pair", "scenarios/examples/open-2026.trf", "--rules", "monrad"]));
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("dutch-2026") && err.contains("round-robin") && err.contains("explain --list"), "{err}");
    let (code, _, err) =
        parts(&run(&["check", "scenarios/examples/open-2026.trf", "--rules", "dubov", "--system", "dutch"]));
    assert_ne!(code, 0);
    assert!(err.contains("--system is an alias"), "{err}");
}

#[test]
fn the_readings_table_of_the_docs_is_the_registry() {
    let (code, table, err) = parts(&run(&["explain", "--readings"]));
    assert_eq!(code, 0, "{err}");
    let docs = std::fs::read_to_string(root().join("docs/systems/README.md")).unwrap();
    let begin = "<!-- readings:begin (arbitro explain --readings) -->\n";
    let start = docs.find(begin).expect("docs/systems/README.md has the readings table") + begin.len();
    let end = docs[start..].find("<!-- readings:end -->").unwrap() + start;
    assert!(
        docs[start..end] == table,
        "docs/systems/README.md's readings table is not the registry's: regenerate it with `arbitro explain --readings`"
    );
    // Every reading is a row of its own system's file too.
    let (_, json, _) = parts(&run(&["explain", "--readings", "--format", "json"]));
    let all: serde_json::Value = serde_json::from_str(&json).unwrap();
    for r in all.as_array().unwrap() {
        let (id, doc) = (r["id"].as_str().unwrap(), r["doc"].as_str().unwrap());
        let text = std::fs::read_to_string(root().join(doc)).unwrap_or_else(|_| panic!("{id}: {doc}"));
        assert!(text.contains(&format!("| {id} |")), "{id} is not a row of {doc}");
    }
}
