//! `pair -l` (the check-list beside the pairing), the edition named in every output, and the
//! same round paired differently under the 2017 and 2026 rules (issue #4).

use crate::common::{parts, root, run, run_in};

fn scenario(name: &str) -> String {
    root().join("scenarios/dutch").join(name).to_string_lossy().into_owned()
}

/// `pair -p OUT -l LIST` writes the pair list and the same check-list `checklist` prints.
#[test]
fn pair_writes_the_check_list_of_the_round_it_pairs() {
    let dir = tempfile::tempdir().unwrap();
    let trf = scenario("held-14/held-14.trf");
    let (code, out, err) = parts(&run_in(dir.path(), &["pair", &trf, "-r", "4", "-p", "p.txt", "-l", "l.txt"]));
    assert_eq!((code, out.as_str(), err.as_str()), (0, "", ""));
    let list = std::fs::read_to_string(dir.path().join("l.txt")).unwrap();
    let (code, want, _) = parts(&run(&["checklist", &trf, "--round", "4"]));
    assert_eq!(code, 0);
    assert_eq!(list, want);
    assert!(list.contains("Check-list before round 4"), "{list}");
    assert!(std::fs::read_to_string(dir.path().join("p.txt")).unwrap().starts_with("7\n"));
}

/// Without a file name the check-list follows the pairing on standard output.
#[test]
fn pair_prints_the_check_list_after_the_pairing() {
    let trf = scenario("c5-pab-lowest-score.trf");
    let (code, out, _) = parts(&run(&["pair", &trf, "--rules", "dutch-2026", "-l"]));
    assert_eq!(code, 0);
    let table = out.find("Round 3 — FIDE Dutch system, 2026 edition").expect(&out);
    let list = out.find("Check-list before round 3 (dutch-2026)").expect(&out);
    assert!(table < list, "{out}");
    // Player 4 is absent; nobody has had the PAB, so no [X] yet.
    assert!(out.contains("(not paired: bye or absent)"), "{out}");
}

/// `-p` and `-l` both to standard output: the pair list, then the check-list.
#[test]
fn pair_list_then_check_list_on_standard_output() {
    let trf = scenario("c5-pab-lowest-score.trf");
    let (code, out, _) = parts(&run(&["pair", &trf, "--rules", "dutch-2017", "-p", "-l"]));
    assert_eq!(code, 0);
    assert!(out.starts_with("3\n1 3\n6 2\n5 0\nFIDE Dutch system, 2017 edition"), "{out}");
}

/// The JaVaFo / bbpPairings form `--dutch FILE -p OUT -l LIST`.
#[test]
fn legacy_form_writes_the_check_list() {
    let dir = tempfile::tempdir().unwrap();
    let trf = scenario("c5-pab-lowest-score.trf");
    let (code, out, err) =
        parts(&run_in(dir.path(), &["--dutch", &trf, "--rules", "dutch-2026", "-p", "out.txt", "-l", "list.txt"]));
    assert_eq!((code, out.as_str(), err.as_str()), (0, "", ""));
    assert_eq!(std::fs::read_to_string(dir.path().join("out.txt")).unwrap(), "3\n1 5\n3 2\n6 0\n");
    let list = std::fs::read_to_string(dir.path().join("list.txt")).unwrap();
    assert!(list.starts_with("FIDE Dutch system, 2026 edition"), "{list}");
}

/// An existing check-list file is kept unless `--force` is given.
#[test]
fn check_list_file_is_not_overwritten_without_force() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("l.txt"), "keep me").unwrap();
    let trf = scenario("c5-pab-lowest-score.trf");
    let (code, _, err) = parts(&run_in(dir.path(), &["pair", &trf, "-p", "p.txt", "-l", "l.txt"]));
    assert_ne!(code, 0);
    assert!(err.contains("l.txt exists; not overwriting it (use --force)"), "{err}");
    assert_eq!(std::fs::read_to_string(dir.path().join("l.txt")).unwrap(), "keep me");
    let (code, _, _) = parts(&run_in(dir.path(), &["pair", &trf, "-p", "p.txt", "-l", "l.txt", "--force"]));
    assert_eq!(code, 0);
    assert!(std::fs::read_to_string(dir.path().join("l.txt")).unwrap().contains("Check-list before round 3"));
}

/// JSON: the edition, its reason and (with `-l`) the check-list inside one document.
#[test]
fn pair_json_names_the_edition_and_holds_the_check_list() {
    let trf = scenario("c5-pab-lowest-score.trf");
    let (code, out, _) = parts(&run(&["pair", &trf, "--rules", "dutch-2017", "--format", "json", "-l"]));
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).expect(&out);
    assert!(v["edition"].as_str().unwrap().contains("2017 edition"), "{out}");
    assert!(v["edition_reason"].as_str().unwrap().contains("--rules"), "{out}");
    assert_eq!(v["check_list"]["round"], 3, "{out}");
    assert_eq!(v["bye"], 5);
}

/// `pair --rules` goes through the same parser as `check` and `checklist`.
#[test]
fn pair_rejects_an_unknown_edition_like_check() {
    let trf = scenario("c5-pab-lowest-score.trf");
    for cmd in ["pair", "check", "checklist"] {
        let (code, _, err) = parts(&run(&[cmd, &trf, "--rules", "dutch-1999"]));
        assert_eq!(code, 2, "{cmd}: {err}");
        // One parser for the three: every name of the registry, none other.
        assert!(err.contains("expected dutch-2017") && err.contains("found 'dutch-1999'"), "{cmd}: {err}");
    }
}

/// Every output states the edition and why: a file without dates falls back to today's rules.
#[test]
fn every_output_names_the_edition_and_why() {
    let trf = scenario("c5-pab-lowest-score.trf");
    for args in [
        vec!["pair", trf.as_str()],
        vec!["checklist", trf.as_str()],
        vec!["check", trf.as_str(), "-r", "2"],
        vec!["pair", trf.as_str(), "--rules", "dutch-2017"],
    ] {
        let (_, out, _) = parts(&run(&args));
        assert!(out.contains("FIDE Dutch system, 20"), "{args:?}: {out}");
        assert!(out.contains("chosen with --rules") || out.contains("the file has no dates"), "{args:?}: {out}");
    }
}

/// The checker measures a pairing by the edition asked for: round 3 as the 2026 rules pair it
/// ([C5]: PAB to player 6 on 0 points) is inconsistent under 2017 (C.2 / A.9: the PAB goes to the
/// lowest bracket that can be completed), and the 2017 pairing is inconsistent under 2026 ([C5]).
/// bbpPairings v5.0.1 and v6.0.0 give these two pairings.
#[test]
fn each_edition_flags_the_other_editions_pairing_and_names_the_rule() {
    let cases = [
        ("c5-pab-lowest-score.paired-2026.trf", "dutch-2017", "2017 edition", "C.2"),
        ("c5-pab-lowest-score.paired-2017.trf", "dutch-2026", "2026 edition", "[C5]"),
    ];
    for (file, rules, edition, rule) in cases {
        let trf = scenario(file);
        let (code, out, _) = parts(&run(&["check", &trf, "--rules", rules, "-r", "3"]));
        assert_eq!(code, 1, "{file} under {rules}: {out}");
        assert!(out.contains(edition) && out.contains("chosen with --rules"), "{out}");
        assert!(out.contains("round 3: PAB differs"), "{out}");
        assert!(out.contains(rule), "{file} under {rules}: expected {rule} in\n{out}");
        // …and each file is consistent under its own edition.
        let own = if rules == "dutch-2017" { "dutch-2026" } else { "dutch-2017" };
        let (code, out, _) = parts(&run(&["check", &trf, "--rules", own, "-r", "3"]));
        assert_eq!(code, 0, "{file} under {own}: {out}");
    }
}

/// The manual's check-list marks with `[X]` a player who may not receive the PAB.
#[test]
fn check_list_marks_players_barred_from_the_pab() {
    let (code, out, _) = parts(&run(&["checklist", &scenario("held-14/held-14.trf"), "--round", "4"]));
    assert_eq!(code, 0);
    let row = out.lines().find(|l| l.trim_start().starts_with("6 ")).expect(&out);
    assert!(row.contains("[X]"), "{row}");
    let row = out.lines().find(|l| l.trim_start().starts_with("2 ")).expect(&out);
    assert!(!row.contains("[X]"), "{row}");
}

/// `explain` prints the article's text, its source and arbitro's summary.
#[test]
fn explain_prints_the_rule_text_and_summary() {
    let (code, out, err) = parts(&run(&["explain", "C5"]));
    assert_eq!((code, err.as_str()), (0, ""));
    assert_eq!(
        out,
        "[C5] — 2026 criterion — C.04.3 (2026) Art. 2.3.1\n\n2.3.1 [C5] Minimise the score of the assignee of the \
         pairing-allocated-bye.\n\nIn short: minimise the score of the pairing-allocated-bye assignee.\n"
    );
    for (arg, needle) in [
        ("C.10", "C.10 minimize the number of players who do not get their colour preference."),
        ("E.5", "give him the initial-colour"),
        ("5.2", "5.2.5 If the higher ranked player has an odd TPN"),
        ("H", "half-point bye"),
        ("XXR", "total number of rounds"),
        ("132", "Dates of the rounds"),
    ] {
        let (code, out, _) = parts(&run(&["explain", arg]));
        assert_eq!(code, 0, "{arg}");
        assert!(out.contains(needle), "{arg}: {out}");
    }
}

#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
#[allow(dead_code)] // fields read only by deserialisation
struct JsonExplanation {
    code: String,
    kind: String,
    source: String,
    text: String,
    summary: Option<String>,
}

/// `explain --format json`, and an unknown code names what is accepted (exit 3).
#[test]
fn explain_json_and_unknown_codes() {
    let (code, out, _) = parts(&run(&["explain", "c12", "--format", "json"]));
    assert_eq!(code, 0);
    let e: JsonExplanation = serde_json::from_str(&out).expect(&out);
    assert_eq!((e.code.as_str(), e.source.as_str()), ("[C12]", "C.04.3 (2026) Art. 2.4.7"));
    assert!(e.summary.unwrap().contains("colour preference"));
    let (code, out, err) = parts(&run(&["explain", "C22"]));
    assert_eq!((code, out.as_str()), (3, ""));
    assert!(err.contains("unknown code 'C22'") && err.contains("C1…C21"), "{err}");
}

/// `checklist` under a system of the house lists that system's own columns (Burstein: the
/// Buchholz of 1.7.2) with each player's colours and opponents as the file records them: player 1
/// (`5 w 1`, `2 b 1`) has WB against 5 and 2, player 8 (`4 w 0`, `5 b 0`) WB against 4 and 5.
/// A file whose record 192 names the system is listed under it without `--rules`.
#[test]
fn checklist_lists_a_house_systems_columns_with_colours_and_opponents() {
    let f = crate::common::root().join("scenarios/burstein/after-two-rounds-8.trf");
    let f = f.to_str().unwrap();
    let (code, out, err) = parts(&run(&["checklist", f]));
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("FIDE Burstein system, 2026 edition"), "{out}");
    assert!(out.contains("Check-list before round 3") && out.contains("TPN name score Buchholz pref"), "{out}");
    let row = |tpn: &str| out.lines().find(|l| l.split_whitespace().next() == Some(tpn)).unwrap_or("").to_owned();
    assert!(row("1").ends_with("WB       5 2"), "{}", row("1"));
    assert!(row("8").ends_with("WB       4 5"), "{}", row("8"));
    let (code, json, _) = parts(&run(&["checklist", f, "--format", "json"]));
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["system"], "burstein-2026");
    assert_eq!(v["players"][7]["opponents"], serde_json::json!([4, 5]));
    // --baku is the Dutch System's flag: refused, not ignored.
    let (code, _, err) = parts(&run(&["checklist", f, "--baku"]));
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("record 192"), "{err}");
}
