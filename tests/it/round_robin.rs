//! Issue 41: round-robin events through the binary — `generate` a round-robin, `check` it
//! (and a mutated copy), `pair` a round from the table, `berger`, `varma`, the walkthrough.

use crate::common::{parts, run_in};
use std::path::Path;

fn generate(dir: &Path, profile: &str, seed: u64) -> String {
    let out = format!("rr{seed}.trf");
    let (code, _, err) =
        parts(&run_in(dir, &["generate", "--profile", profile, "--seed", &seed.to_string(), "-o", &out]));
    assert_eq!(code, 0, "{err}");
    std::fs::read_to_string(dir.join(&out)).unwrap()
}

/// The 001 lines with the colours of player `a`'s game in round `r` swapped (both sides).
fn swap_colours(text: &str, a: u16, r: usize) -> String {
    let col = 96 + 10 * (r - 1);
    let opp_at = 91 + 10 * (r - 1);
    let line_of = |p: u16| text.lines().position(|l| l.starts_with("001") && l[4..8].trim() == p.to_string());
    let mut lines: Vec<String> = text.lines().map(str::to_owned).collect();
    let i = line_of(a).unwrap();
    let opp: u16 = lines[i][opp_at..opp_at + 4].trim().parse().unwrap();
    for k in [i, line_of(opp).unwrap()] {
        let mut b = lines[k].clone().into_bytes();
        b[col] = if b[col] == b'w' { b'b' } else { b'w' };
        lines[k] = String::from_utf8(b).unwrap();
    }
    lines.join("\n") + "\n"
}

#[test]
fn a_generated_round_robin_checks_and_a_swapped_colour_is_named() {
    let dir = tempfile::tempdir().unwrap();
    let text = generate(dir.path(), "round-robin", 11);
    assert!(text.contains("092 ") && text.contains("round robin"), "{text}");
    let (code, out, err) = parts(&run_in(dir.path(), &["check", "rr11.trf"]));
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("follow the Berger table"), "{out}");
    // The first player with a game in round 2.
    let p: u16 = text
        .lines()
        .filter(|l| l.starts_with("001") && l.len() > 105)
        .find(|l| !matches!(l[101..105].trim(), "" | "0000"))
        .map(|l| l[4..8].trim().parse().unwrap())
        .unwrap();
    std::fs::write(dir.path().join("bad.trf"), swap_colours(&text, p, 2)).unwrap();
    let (code, out, _) = parts(&run_in(dir.path(), &["check", "bad.trf"]));
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("round 2, board ") && out.contains("the table gives"), "{out}");
    let (code, out, _) = parts(&run_in(dir.path(), &["check", "bad.trf", "--format", "json"]));
    assert_eq!(code, 1);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["consistent"], false);
    assert_eq!(v["rounds"][1]["departures"][0]["kind"], "colours");
}

#[test]
fn pair_gives_the_tables_round_and_the_walkthrough_reads_it() {
    let dir = tempfile::tempdir().unwrap();
    // Six players, no round played: round 1 is the table's first row, 1-6, 2-5, 3-4.
    let mut lines = vec!["012 Closed".to_owned(), "092 Round robin".to_owned()];
    for i in 1..=6u16 {
        let head = format!("001 {i:>4}      Player {i:<26} {:>4} ESP", 2400 - i * 10);
        lines.push(format!("{head:<80}{:>4}", "0.0"));
    }
    std::fs::write(dir.path().join("six.trf"), lines.join("\n") + "\n").unwrap();
    let (code, out, err) = parts(&run_in(dir.path(), &["pair", "six.trf", "-p", "-"]));
    assert_eq!(code, 0, "{err}");
    assert_eq!(out, "3\n1 6\n2 5\n3 4\n");
    let (code, out, _) = parts(&run_in(dir.path(), &["pair", "six.trf", "--round", "1", "--format", "json"]));
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["boards"][0]["white"], 1);
    assert_eq!(v["numbers"]["source"], "starting-ranks");
    let (code, out, _) = parts(&run_in(dir.path(), &["pair", "six.trf", "--walkthrough"]));
    assert_eq!(code, 0);
    assert!(out.contains("Berger table for 5/6") && out.contains("R 1: 1-6, 2-5, 3-4."), "{out}");
    // A double round-robin from the command line: round 6 is round 1 with the colours reversed.
    let (code, out, _) = parts(&run_in(dir.path(), &["pair", "six.trf", "--cycles", "2", "-p", "-"]));
    assert_eq!(code, 0, "{out}");
    let (code, out, _) = parts(&run_in(dir.path(), &["berger", "6", "--cycles", "2", "--round", "6"]));
    assert_eq!(code, 0);
    assert!(out.contains("R 6: 6-1, 5-2, 4-3."), "{out}");
}

#[test]
fn berger_prints_the_annex_table() {
    let dir = tempfile::tempdir().unwrap();
    let (code, out, _) = parts(&run_in(dir.path(), &["berger", "4"]));
    assert_eq!(code, 0);
    assert!(out.ends_with("R 1: 1-4, 2-3.\nR 2: 4-3, 1-2.\nR 3: 2-4, 3-1.\n"), "{out}");
    let (code, out, _) = parts(&run_in(dir.path(), &["berger", "12", "--round", "3"]));
    assert_eq!(code, 0);
    assert!(out.contains("R 3: 2-12, 3-1, 4-11, 5-10, 6-9, 7-8."), "{out}");
    let (code, _, err) = parts(&run_in(dir.path(), &["berger", "12", "--round", "12"]));
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("rounds 1 to 11"), "{err}");
}

#[test]
fn varma_draws_a_federation_into_one_group() {
    let dir = tempfile::tempdir().unwrap();
    let feds = "ESP,ESP,ESP,FRA,FRA,GER,ITA,POR,NED,BEL";
    let (code, out, err) = parts(&run_in(dir.path(), &["varma", "--federations", feds, "--format", "json"]));
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let esp: Vec<&serde_json::Value> =
        v["drawn"].as_array().unwrap().iter().filter(|d| d["entrant"]["federation"] == "ESP").collect();
    assert_eq!(esp.len(), 3);
    assert!(esp.iter().all(|d| d["envelope"] == esp[0]["envelope"]), "{out}");
    let (code, _, err) = parts(&run_in(dir.path(), &["varma", "--federations", "ESP,FRA"]));
    assert_eq!(code, 2);
    assert!(err.contains("9 to 24 players"), "{err}");
}
