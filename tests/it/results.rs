//! Issue #7: ratings, norms and tie-breaks. Every scenario under `scenarios/{ratings,norms,
//! tiebreaks}` (a TRF plus a YAML of expected values with source references) is run
//! through the binary; plus command-line errors and property tests.

use crate::common::{parts, root, run};
use serde::Deserialize;
use std::path::{Path, PathBuf};

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Scenario {
    title: String,
    source: String,
    trf: String,
    args: Vec<String>,
    format: String,
    #[serde(default)]
    list: Option<String>,
    expect: Vec<Expect>,
    #[serde(default)]
    seed_printed: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Expect {
    tpn: u16,
    /// JSON pointer inside the player's object, or a TSV column name.
    field: String,
    value: serde_yaml::Value,
    #[serde(default)]
    note: Option<String>,
}

fn scenario_files(kind: &str) -> Vec<PathBuf> {
    let dir = root().join("scenarios").join(kind);
    let mut v: Vec<PathBuf> = std::fs::read_dir(&dir)
        .map(|rd| {
            rd.filter_map(Result::ok).map(|e| e.path()).filter(|p| p.extension().is_some_and(|x| x == "yaml")).collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}

fn yaml_to_json(v: &serde_yaml::Value) -> serde_json::Value {
    serde_json::to_value(v).unwrap_or(serde_json::Value::Null)
}

/// Runs one scenario; returns the failures (empty when it reproduces).
fn check(path: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(path).expect("scenario readable");
    let sc: Scenario = serde_yaml::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    assert!(!sc.source.is_empty() && !sc.title.is_empty(), "{}: title and source are required", path.display());
    let trf = path.with_file_name(&sc.trf);
    let trf_s = trf.to_string_lossy().into_owned();
    let mut args: Vec<&str> = vec![sc.args[0].as_str(), trf_s.as_str()];
    args.extend(sc.args[1..].iter().map(String::as_str));
    args.extend(["--format", sc.format.as_str()]);
    let (code, out, err) = parts(&run(&args));
    if code != 0 && code != 1 {
        return vec![format!("exit {code}: {err}")];
    }
    let mut fails = vec![];
    if sc.format == "tsv" {
        let mut lines = out.lines();
        let head: Vec<&str> = lines.next().unwrap_or("").split('\t').collect();
        let rows: Vec<Vec<&str>> = lines.map(|l| l.split('\t').collect()).collect();
        for e in &sc.expect {
            let want = match &e.value {
                serde_yaml::Value::String(s) => s.clone(),
                v => yaml_to_json(v).to_string(),
            };
            let col = head.iter().position(|h| *h == e.field);
            let row = rows.iter().find(|r| r.first().and_then(|x| x.parse::<u16>().ok()) == Some(e.tpn));
            let got = col.and_then(|c| row.and_then(|r| r.get(c))).copied().unwrap_or("<missing>");
            if got != want {
                fails.push(format!(
                    "TPN {} {}: got {got}, want {want} ({})",
                    e.tpn,
                    e.field,
                    e.note.as_deref().unwrap_or("")
                ));
            }
        }
    } else {
        let v: serde_json::Value =
            serde_json::from_str(&out).unwrap_or_else(|e| panic!("{}: bad JSON {e}", path.display()));
        let list = v.pointer(sc.list.as_deref().unwrap_or("")).and_then(|l| l.as_array()).cloned().unwrap_or_default();
        for e in &sc.expect {
            let item = list.iter().find(|p| p.get("tpn").and_then(serde_json::Value::as_u64) == Some(u64::from(e.tpn)));
            let got = item.and_then(|p| p.pointer(&e.field)).cloned().unwrap_or(serde_json::Value::Null);
            let want = yaml_to_json(&e.value);
            let same = match (got.as_f64(), want.as_f64()) {
                (Some(a), Some(b)) => (a - b).abs() < 1e-9,
                _ => got == want,
            };
            if !same {
                fails.push(format!(
                    "TPN {} {}: got {got}, want {want} ({})",
                    e.tpn,
                    e.field,
                    e.note.as_deref().unwrap_or("")
                ));
            }
        }
    }
    let _ = sc.seed_printed;
    fails
}

fn run_kind(kind: &str) {
    let files = scenario_files(kind);
    assert!(!files.is_empty(), "no scenarios in scenarios/{kind}");
    let mut all = vec![];
    for f in &files {
        for fail in check(f) {
            all.push(format!("{}: {fail}", f.file_name().unwrap_or_default().to_string_lossy()));
        }
    }
    assert!(all.is_empty(), "{} of {} {kind} scenarios fail:\n{}", all.len(), files.len(), all.join("\n"));
}

#[test]
fn rating_scenarios_reproduce() {
    run_kind("ratings");
}

#[test]
fn tiebreak_scenarios_reproduce() {
    run_kind("tiebreaks");
}

#[test]
fn unknown_tiebreak_code_is_named() {
    let f = root().join("scenarios/tiebreaks/b14_swiss_tiebreaks.trf");
    let (code, out, err) = parts(&run(&["standings", &f.to_string_lossy(), "--tiebreaks", "PTS,BH/C1,XYZ"]));
    assert_ne!(code, 0, "{out}");
    assert!(err.contains("'XYZ'"), "{err}");
    let (code, _, err) = parts(&run(&["standings", &f.to_string_lossy(), "--tiebreaks", "SB/M1"]));
    assert_ne!(code, 0);
    assert!(err.contains("SB/M1") && err.contains("does not apply"), "{err}");
    let (code, _, err) = parts(&run(&["standings", &f.to_string_lossy(), "--rules", "1999"]));
    assert_ne!(code, 0);
    assert!(err.contains("1999"), "{err}");
}

#[test]
fn standings_json_and_explain() {
    let f = root().join("scenarios/tiebreaks/x20_buchholz_virtual_opponent.trf");
    let (code, out, err) = parts(&run(&["standings", &f.to_string_lossy(), "-t", "BH", "--format", "json"]));
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).expect("json");
    assert_eq!(v["rules"]["edition"], "c02-virtual-opponent");
    assert_eq!(v["standings"]["rows"].as_array().map(Vec::len), Some(24));
    let (code, out, _) = parts(&run(&["standings", &f.to_string_lossy(), "-t", "BH", "--explain", "--player", "1"]));
    assert_eq!(code, 0);
    assert!(out.contains("virtual opponent: 2.5 before the round + 1.0 in it + 1 draws after = 4.0"), "{out}");
}

#[test]
fn against_table_prints_only_differences() {
    let dir = tempfile::tempdir().expect("tempdir");
    let f = root().join("scenarios/tiebreaks/x19_sonneborn_berger_round_robin.trf");
    let table = dir.path().join("other.tsv");
    std::fs::write(&table, "StartNo\tRank\tPTS\tSB\n1\t1\t4.5\t15.25\n8\t7\t2.5\t9.75\n").expect("write");
    let (code, out, err) =
        parts(&run(&["standings", &f.to_string_lossy(), "-t", "SB", "--against", &table.to_string_lossy()]));
    assert_eq!(code, 1, "{err}");
    assert!(out.contains("1 difference with"), "{out}");
    assert!(out.contains("player 8") && out.contains("SB — arbitro 9.25, other 9.75"), "{out}");
    // The same file as a TRF: its declared points and (blank) ranks agree.
    let (code, out, _) =
        parts(&run(&["standings", &f.to_string_lossy(), "-t", "SB", "--against", &f.to_string_lossy()]));
    assert_eq!(code, 0, "{out}");
}

#[test]
fn norm_scenarios_reproduce() {
    run_kind("norms");
}

#[test]
fn tiebreak_list_from_record_212() {
    let dir = tempfile::tempdir().expect("tempdir");
    let src = std::fs::read_to_string(root().join("scenarios/tiebreaks/x20_buchholz_c07_2026.trf")).expect("read");
    let with = src.replacen("XXR 5\n", "XXR 5\n212 PTS,BH/C1,BH,SB\n", 1);
    let f = dir.path().join("t.trf");
    std::fs::write(&f, with).expect("write");
    let (code, out, err) = parts(&run(&["standings", &f.to_string_lossy(), "--format", "tsv"]));
    assert_eq!(code, 0, "{err}");
    let head = out.lines().next().unwrap_or("");
    assert_eq!(head, "TPN\tRank\tPTS\tBH/C1\tBH\tSB");
    assert!(out.lines().any(|l| l == "1\t2\t3.5\t9.0\t12.5\t8.00"), "{out}");
}

#[test]
fn ratings_and_norms_reject_bad_flags() {
    let f = root().join("scenarios/ratings/a01_rating_change_2212.trf");
    let (code, _, err) = parts(&run(&["ratings", &f.to_string_lossy(), "--rules", "1990"]));
    assert_ne!(code, 0);
    assert!(err.contains("'1990'"), "{err}");
    let (code, _, err) = parts(&run(&["norms", &f.to_string_lossy(), "--player", "99"]));
    assert_ne!(code, 0);
    assert!(err.contains("--player 99"), "{err}");
    let dir = tempfile::tempdir().expect("tempdir");
    let k = dir.path().join("k.txt");
    std::fs::write(&k, "1 40\n2 x\n").expect("write");
    let (code, _, err) = parts(&run(&["ratings", &f.to_string_lossy(), "--k-file", &k.to_string_lossy()]));
    assert_eq!(code, 3, "{err}");
    assert!(err.contains("line 2, column 3"), "{err}");
}

#[test]
fn ratings_k_file_by_tpn() {
    let dir = tempfile::tempdir().expect("tempdir");
    let f = root().join("scenarios/ratings/a01_rating_change_2212.trf");
    let k = dir.path().join("k.txt");
    std::fs::write(&k, "# TPN K\n1 40\n").expect("write");
    let (code, out, err) =
        parts(&run(&["ratings", &f.to_string_lossy(), "--k-file", &k.to_string_lossy(), "--player", "1", "--explain"]));
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("K = 40 (player-data file)"), "{out}");
    assert!(out.contains("change = 40 × 1.41 = 56.40 → +56"), "{out}");
}

#[test]
fn ratings_against_table() {
    let dir = tempfile::tempdir().expect("tempdir");
    let f = root().join("scenarios/ratings/x13_initial_rating.trf");
    let table = dir.path().join("fide.csv");
    // The FIDE online calculator style: an initial rating one point off.
    std::fs::write(&table, "TPN,N,Ru\n1,7,1517\n").expect("write");
    let (code, out, err) = parts(&run(&["ratings", &f.to_string_lossy(), "--against", &table.to_string_lossy()]));
    assert_eq!(code, 1, "{err}");
    assert!(out.contains("Ru — arbitro 1516, other 1517"), "{out}");
    assert!(out.contains("Ra = 10960 / 7 = 1566"), "{out}");
    std::fs::write(&table, "TPN,N,Ru\n1,7,1516\n").expect("write");
    let (code, out, _) = parts(&run(&["ratings", &f.to_string_lossy(), "--against", &table.to_string_lossy()]));
    assert_eq!(code, 0, "{out}");
}

/// Stored TieBreakServer output (FIDE TEC reference implementation, run as a black box; see
/// `scenarios/tiebreaks/README.md`): arbitro must reproduce every figure, final and
/// intermediate standings, under both C.07 editions. The tie-break list is the table's header.
#[test]
fn tiebreakserver_tables_reproduce() {
    let dir = root().join("scenarios/tiebreaks/oracle");
    let manifest = std::fs::read_to_string(dir.join("manifest.tsv")).expect("manifest");
    let mut checked = 0;
    let mut fails = vec![];
    for line in manifest.lines().skip(1).filter(|l| !l.trim().is_empty()) {
        let cols: Vec<&str> = line.split('\t').collect();
        let (trf, table, rules) = (dir.join(cols[0]), dir.join(cols[1]), cols[2]);
        let round = cols.get(3).copied().unwrap_or("").trim();
        let head = std::fs::read_to_string(&table).expect("table");
        let list: Vec<&str> =
            head.lines().next().unwrap_or("").split('\t').filter(|c| !["StartNo", "Rank"].contains(c)).collect();
        let list = list.join(",");
        let (trf_s, table_s) = (trf.to_string_lossy().into_owned(), table.to_string_lossy().into_owned());
        let mut args =
            vec!["standings", trf_s.as_str(), "--rules", rules, "-t", list.as_str(), "--against", table_s.as_str()];
        if !round.is_empty() {
            args.extend(["--round", round]);
        }
        let (code, out, err) = parts(&run(&args));
        if code != 0 {
            fails.push(format!("{}: exit {code}\n{out}{err}", cols[1]));
        }
        checked += 1;
    }
    assert!(checked >= 16, "only {checked} tables");
    assert!(fails.is_empty(), "{}", fails.join("\n"));
}

/// The rating list follows TRF-2026 record 222 (Laws A.1/B.1: the time for 60 moves) unless
/// `--kind` says otherwise; a 222 that does not decode is an inconsistency for `validate`.
#[test]
fn rating_list_from_record_222() {
    let dir = tempfile::tempdir().expect("tempdir");
    let src = std::fs::read_to_string(root().join("scenarios/ratings/a01_rating_change_2212.trf")).expect("read");
    let with = |code: &str| {
        let mut lines: Vec<&str> = src.lines().collect();
        let tc = format!("222 {code}");
        lines.insert(1, &tc);
        let f = dir.path().join(format!("t{}.trf", code.len()));
        std::fs::write(&f, lines.join("\n") + "\n").expect("write");
        f
    };
    let json = |args: &[&str]| -> serde_json::Value {
        let (code, out, err) = parts(&run(args));
        assert_eq!(code, 0, "{err}");
        serde_json::from_str(&out).expect("json")
    };
    let rapid = with("900+10");
    let f = rapid.to_string_lossy();
    let by_record = json(&["ratings", &f, "--format", "json"]);
    assert_eq!(by_record["kind"], "rapid", "{}", by_record["kind_reason"]);
    assert!(by_record["kind_reason"].as_str().unwrap_or("").contains("25 minutes for 60 moves"));
    let by_flag = json(&["ratings", &f, "--kind", "rapid", "--format", "json"]);
    assert_eq!(by_record["players"], by_flag["players"]);
    let standard = json(&["ratings", &f, "--kind", "standard", "--format", "json"]);
    assert_eq!(standard["kind"], "standard");
    let blitz = with("180+2");
    assert_eq!(json(&["ratings", &blitz.to_string_lossy(), "--format", "json"])["kind"], "blitz");

    let bad = with("90'+30\"");
    let (code, out, _) = parts(&run(&["validate", &bad.to_string_lossy()]));
    assert_ne!(code, 0);
    assert!(out.contains("line 2, column 5: record 222"), "{out}");
    let (code, out, err) = parts(&run(&["ratings", &bad.to_string_lossy()]));
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("record 222 not understood"), "{out}");
}

#[test]
fn team_scenarios_reproduce() {
    run_kind("teams");
}

/// Issue #16, item 4: a 2021 event is rated under the text in force then, and says so.
#[test]
fn a_2021_event_is_labelled_with_the_2017_rating_text() {
    let f = root().join("scenarios/ratings/x21_initial_rating_round_robin_2017.trf");
    let (code, out, err) = parts(&run(&["ratings", &f.to_string_lossy(), "--format", "json"]));
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("\"b02-2017\""), "{out}");
    let (code, out, _) = parts(&run(&["ratings", &f.to_string_lossy(), "--explain", "--player", "1"]));
    assert_eq!(code, 0);
    assert!(out.contains("2017 text (1 Jul 2017 – 31 Dec 2021"), "{out}");
    // Issue #39: the text before 2022 as seed 000 prints it (l. 13625, 8.2.1b): Rc = Rar −
    // dpa × n/(n+1) = 2000 − (150/7) × 7/8 = 1981.25; Ru = Rc + dp × n/(n+1) = 1981.25 − 138.25.
    assert!(out.contains("Rc = Rar − dpa × n/(n+1) = 1981.25"), "{out}");
    assert!(out.contains("Ru = Rc + dp × n/(n+1) = Rc − 158 × 7/8 = 1843.00 → 1843"), "{out}");
    assert!(
        out.contains("seed 004 (l. 701–713) reads Ra as the average of the rated opponents, 2000.00: Ru would be 1862"),
        "{out}"
    );
}
