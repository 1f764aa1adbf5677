//! Baku acceleration (issue #4, item 2): the scenarios of `scenarios/baku/expected.yaml` run
//! through the binary — group A, virtual points per round, late entries, pairings that the
//! acceleration changes, the file's own lines winning over `--baku`, and refusals.

use crate::common::{parts, root, run_in};
use serde::Deserialize;
use serde_json::Value;
use std::path::PathBuf;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Expected {
    virtual_points: Vec<VpCase>,
    pairings: Vec<PairCase>,
    refusals: Vec<Refusal>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct VpCase {
    name: String,
    trf: String,
    args: Vec<String>,
    wording: String,
    group_a: [u16; 2],
    full: Option<[u16; 2]>,
    half: Option<[u16; 2]>,
    /// Virtual points of group A before each round (index 0 = round 1).
    points: Vec<f64>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PairCase {
    name: String,
    trf: String,
    args: Vec<String>,
    note: String,
    pairs: Vec<[u16; 2]>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Refusal {
    name: String,
    command: String,
    trf: String,
    args: Vec<String>,
    exit: i32,
    stderr: String,
}

fn dir() -> PathBuf {
    root().join("scenarios/baku")
}

fn expected() -> Expected {
    let text = std::fs::read_to_string(dir().join("expected.yaml")).unwrap();
    serde_yaml::from_str(&text).unwrap()
}

/// Runs arbitro in the scenario folder: `command FILE ARGS… EXTRA…`.
fn arbitro(command: &str, trf: &str, args: &[String], extra: &[&str]) -> (i32, String, String) {
    let mut all: Vec<&str> = vec![command, trf];
    all.extend(args.iter().map(String::as_str));
    all.extend_from_slice(extra);
    parts(&run_in(&dir(), &all))
}

fn json(out: &str, what: &str) -> Value {
    serde_json::from_str(out).unwrap_or_else(|e| panic!("{what}: not JSON ({e}): {out}"))
}

fn range(v: &Value) -> Option<[u16; 2]> {
    let a = v.as_array()?;
    Some([u16::try_from(a[0].as_u64()?).ok()?, u16::try_from(a[1].as_u64()?).ok()?])
}

#[test]
fn virtual_points_per_group_and_round() {
    let exp = expected();
    assert!(exp.virtual_points.len() >= 15, "scenarios missing");
    let mut problems = Vec::new();
    for c in &exp.virtual_points {
        for (i, &want) in c.points.iter().enumerate() {
            let round = (i + 1).to_string();
            let (code, out, err) = arbitro("checklist", &c.trf, &c.args, &["--round", &round, "--format", "json"]);
            assert_eq!(code, 0, "{}: round {round}: {err}", c.name);
            let v = json(&out, &c.name);
            let acc = &v["acceleration"];
            assert_eq!(acc["source"], "computed", "{}: {acc}", c.name);
            let plan = &acc["plan"];
            assert_eq!(plan["wording"], c.wording.as_str(), "{}", c.name);
            let group: Vec<u64> = plan["group_a"].as_array().unwrap().iter().filter_map(Value::as_u64).collect();
            let want_group: Vec<u64> = (u64::from(c.group_a[0])..=u64::from(c.group_a[1])).collect();
            assert_eq!(group, want_group, "{}: group A", c.name);
            assert_eq!(
                (range(&plan["full"]), range(&plan["half"])),
                (c.full, c.half),
                "{}: accelerated rounds",
                c.name
            );
            for row in v["rows"].as_array().unwrap() {
                let tpn = row["tpn"].as_u64().unwrap();
                let vp = row["pairing_score"].as_f64().unwrap() - row["score"].as_f64().unwrap();
                let expect = if want_group.contains(&tpn) { want } else { 0.0 };
                if (vp - expect).abs() > 1e-9 {
                    problems
                        .push(format!("{}: round {round}, TPN {tpn}: virtual points {vp}, expected {expect}", c.name));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn acceleration_changes_the_pairings() {
    let exp = expected();
    let mut problems = Vec::new();
    for c in &exp.pairings {
        let (code, out, err) = arbitro("pair", &c.trf, &c.args, &["--format", "json"]);
        assert_eq!(code, 0, "{}: {err}", c.name);
        let v = json(&out, &c.name);
        let got: Vec<[u16; 2]> = v["boards"]
            .as_array()
            .unwrap()
            .iter()
            .map(|b| [b["white"].as_u64().unwrap(), b["black"].as_u64().unwrap()].map(|x| u16::try_from(x).unwrap()))
            .collect();
        if got != c.pairs {
            problems.push(format!("{}: pairs {got:?}, expected {:?}", c.name, c.pairs));
        }
        assert_eq!(v.get("acceleration").is_some(), !c.note.is_empty(), "{}: acceleration in JSON: {out}", c.name);
        let (code, text, _) = arbitro("pair", &c.trf, &c.args, &[]);
        assert_eq!(code, 0, "{}", c.name);
        if c.note.is_empty() {
            assert!(!text.contains("acceleration"), "{}: {text}", c.name);
        } else {
            assert!(text.contains(&c.note), "{}: '{}' not in\n{text}", c.name, c.note);
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn refusals_name_the_premise() {
    for c in &expected().refusals {
        let (code, out, err) = arbitro(&c.command, &c.trf, &c.args, &[]);
        assert_eq!(code, c.exit, "{}: {out}{err}", c.name);
        assert!(err.contains(&c.stderr), "{}: '{}' not in {err}", c.name, c.stderr);
        if c.exit == 3 {
            assert!(err.contains(&c.trf), "{}: the message names the file: {err}", c.name);
        }
    }
}

/// `check` replays round 1 of a tournament paired with acceleration: consistent only when the
/// virtual points are applied; every format says so (bbp layout: on standard error).
#[test]
fn check_uses_and_states_the_acceleration() {
    let none: Vec<String> = Vec::new();
    let baku = vec!["--baku".to_owned()];
    for rules in ["dutch-2017", "dutch-2026"] {
        let (code, out, err) = arbitro("check", "pairing-8-round2.trf", &baku, &["--rules", rules]);
        assert_eq!(code, 0, "{rules}: {out}{err}");
        assert!(out.starts_with("acceleration applied: Baku"), "{rules}: {out}");
        let (code, out, _) = arbitro("check", "pairing-8-round2.trf", &none, &["--rules", rules]);
        assert_eq!(code, 1, "{rules}: without acceleration round 1 is not arbitro's: {out}");
        assert!(!out.contains("acceleration"), "{out}");
    }
    let (code, out, _) = arbitro("check", "pairing-8-round2.trf", &baku, &["--format", "json"]);
    assert_eq!(code, 0);
    let v = json(&out, "check json");
    assert_eq!(v["consistent"], true);
    assert_eq!(v["acceleration"]["asked_by"], "--baku");
    let (code, out, _) = arbitro("check", "pairing-8-round2.trf", &baku, &["--format", "markdown"]);
    assert_eq!(code, 0);
    assert!(out.contains("acceleration applied: Baku"), "{out}");
    let (code, out, err) = arbitro("check", "pairing-8-round2.trf", &baku, &["--format", "bbp"]);
    assert_eq!(code, 0);
    assert!(!out.contains("acceleration"), "the bbp layout stays clean: {out}");
    assert!(err.contains("acceleration applied: Baku"), "{err}");
    // The file's XXA lines apply without --baku, and the reports say where they come from.
    let (code, out, _) = arbitro("check", "pairing-8-round2-xxa.trf", &none, &[]);
    assert_eq!(code, 0, "{out}");
    assert!(out.starts_with("acceleration applied: virtual points from the file (XXA lines)\n"), "{out}");
}

#[test]
fn checklist_and_pair_list_state_the_acceleration() {
    let baku = vec!["--baku=c047".to_owned()];
    let (code, out, _) = arbitro("checklist", "late-entries.trf", &baku, &[]);
    assert_eq!(code, 0);
    assert!(out.contains("[c047], asked by --baku: group A = TPN 1–7 (7 players)"), "{out}");
    let (code, out, err) = arbitro("pair", "pairing-8.trf", &baku, &["-p"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out, "4\n1 3\n4 2\n5 7\n8 6\n");
    assert!(err.contains("acceleration applied: Baku"), "{err}");
}
