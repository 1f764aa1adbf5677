//! Issue #36: files from other programs — the initial colour read from the file when no record
//! gives it, the line ends and encodings other programs write, and a differing round shown as
//! its differing boards only, aligned.
//!
//! The fixtures in `tests/data/bbp-layout/` were made by hand in the layout bbpPairings'
//! random tournament generator writes (CR line ends; `012 AutoTest Tournament N`; the 001
//! lines; a blank line; then, as v6.0.0 writes, `092 FIDE_DUTCH_2025` and the scoring record
//! 162 — v5.0.1 writes nothing more for 1-½-0; no `XXC`/152, no `XXR`/142): the rounds were
//! paired by arbitro with Black for TPN 1.

use crate::common::{data, parts, run_in};
use crate::mutate::{Mutation, mutate};
use arbitro::tournament::RoundNo;

/// (fixture, edition, TPN 1 absent from round 1)
const FIXTURES: [(&str, &str, bool); 3] = [
    ("top-seed-black-2026.trf", "dutch-2026", false),
    ("top-seed-black-2017.trf", "dutch-2017", false),
    ("top-seed-absent-2026.trf", "dutch-2026", true),
];

fn fixture(name: &str) -> Vec<u8> {
    std::fs::read(data(&format!("bbp-layout/{name}"))).expect("fixture")
}

/// The bytes with every line end (CR, LF or CRLF) replaced by `end`.
fn with_line_ends(bytes: &[u8], end: &[u8]) -> Vec<u8> {
    let text = bytes.to_vec();
    let mut out = Vec::new();
    let mut i = 0;
    while i < text.len() {
        match text[i] {
            b'\r' if text.get(i + 1) == Some(&b'\n') => {
                out.extend_from_slice(end);
                i += 2;
            }
            b'\r' | b'\n' => {
                out.extend_from_slice(end);
                i += 1;
            }
            c => {
                out.push(c);
                i += 1;
            }
        }
    }
    out
}

#[test]
fn the_fixtures_have_the_generators_layout() {
    for (name, _, _) in FIXTURES {
        let b = fixture(name);
        assert!(b.contains(&b'\r') && !b.contains(&b'\n'), "{name}: CR-only line ends");
        let text = String::from_utf8_lossy(&b);
        assert!(text.starts_with("012 AutoTest Tournament "), "{name}");
        assert!(!text.contains("XXC") && !text.contains("\r152"), "{name}: no initial colour record");
        // A blank line after the players, then 092 and 162 (v6.0.0) or nothing (v5.0.1).
        assert!(text.contains("\r\r092 ") || text.ends_with("\r\r"), "{name}: a blank line after the players");
    }
}

#[test]
fn the_initial_colour_is_read_from_round_one_in_every_line_end() {
    let dir = tempfile::tempdir().unwrap();
    for (name, rules, absent) in FIXTURES {
        let b = fixture(name);
        let mut seen = Vec::new();
        for (end, tag) in [(&b"\r"[..], "cr"), (b"\n", "lf"), (b"\r\n", "crlf")] {
            let path = dir.path().join(format!("{tag}.trf"));
            std::fs::write(&path, with_line_ends(&b, end)).unwrap();
            let (code, out, err) = parts(&run_in(dir.path(), &["check", &format!("{tag}.trf"), "--rules", rules]));
            assert_eq!(code, 0, "{name} {tag}: {out}{err}");
            let want = if absent {
                "initial colour: Black for TPN 1, inferred from round 1, board 1 (TPN 2 had Black; number 1 among the players paired"
            } else {
                "initial colour: Black for TPN 1, inferred from round 1, board 1 (TPN 1 had Black)"
            };
            assert!(out.contains(want), "{name} {tag}: {out}");
            assert!(!out.contains("cannot come from a single initial colour"), "{name} {tag}: {out}");
            seen.push(out.replace(&format!("{tag}.trf"), "FILE"));
        }
        assert!(seen.windows(2).all(|w| w[0] == w[1]), "{name}: the same report for CR, LF and CRLF");
    }
}

#[test]
fn latin1_and_utf8_names_read_alike() {
    let dir = tempfile::tempdir().unwrap();
    let b = fixture("top-seed-black-2017.trf");
    // The first player's name field (001 columns 15-47), as a Spanish program would write it.
    let at = b.windows(4).position(|w| w == b"\r001").expect("a player line") + 1 + 14;
    for (name, bom, tag) in [
        (&b"Mu\xf1oz, Jos\xe9"[..], false, "latin1"),
        ("Muñoz, José".as_bytes(), false, "utf8"),
        ("Muñoz, José".as_bytes(), true, "utf8-bom"),
    ] {
        let mut f = b.clone();
        let mut field = name.to_vec();
        field.extend(std::iter::repeat_n(b' ', 33 - 11)); // 11 characters, padded to 33
        f.splice(at..at + 33, field);
        if bom {
            f.splice(0..0, b"\xef\xbb\xbf".iter().copied());
        }
        std::fs::write(dir.path().join(format!("{tag}.trf")), &f).unwrap();
        let (code, out, err) = parts(&run_in(dir.path(), &["check", &format!("{tag}.trf"), "--rules", "dutch-2017"]));
        assert_eq!(code, 0, "{tag}: {out}{err}");
        let (code, out, err) = parts(&run_in(dir.path(), &["show", &format!("{tag}.trf"), "--round", "1"]));
        assert_eq!(code, 0, "{tag}: {err}");
        assert!(out.contains("Muñoz, José"), "{tag}: {out}");
    }
}

#[test]
fn the_flag_overrides_and_a_conflicting_round_one_is_reported_once() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("t.trf"), fixture("top-seed-black-2026.trf")).unwrap();
    let (code, out, err) =
        parts(&run_in(dir.path(), &["check", "t.trf", "--rules", "dutch-2026", "--initial-colour", "black"]));
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("initial colour: Black for TPN 1, chosen with --initial-colour"), "{out}");
    let (code, out, _) =
        parts(&run_in(dir.path(), &["check", "t.trf", "--rules", "dutch-2026", "--initial-colour", "white"]));
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("initial colour: White for TPN 1, chosen with --initial-colour"), "{out}");
    assert_eq!(out.matches("cannot come from a single initial colour").count(), 1, "{out}");
    assert!(out.contains("round 1: colours differ"), "{out}");
    // JSON says the same.
    let (_, out, _) = parts(&run_in(
        dir.path(),
        &["check", "t.trf", "--rules", "dutch-2026", "--initial-colour", "white", "--format", "json"],
    ));
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["initial_colour"]["colour"], "white");
    assert_eq!(v["initial_colour"]["source"]["by"], "flag");
    assert_eq!(v["initial_colour"]["conflict"]["round"], 1);
    let (_, out, _) = parts(&run_in(dir.path(), &["check", "t.trf", "--rules", "dutch-2026", "--format", "json"]));
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["initial_colour"]["colour"], "black");
    assert_eq!(v["initial_colour"]["source"]["by"], "inferred");
    assert_eq!(v["initial_colour"]["source"]["board"], 1);
    assert!(v["initial_colour"].get("conflict").is_none(), "{out}");
    // A bad value is a usage error naming what is expected.
    let (code, _, err) = parts(&run_in(dir.path(), &["check", "t.trf", "--initial-colour", "red"]));
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("expected white or black"), "{err}");
}

#[test]
fn pair_checklist_and_walkthrough_say_which_initial_colour() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("t.trf"), fixture("top-seed-black-2026.trf")).unwrap();
    let want = "initial colour: Black for TPN 1, inferred from round 1, board 1 (TPN 1 had Black)";
    for args in [
        vec!["pair", "t.trf", "--rules", "dutch-2026", "--round", "2"],
        vec!["pair", "t.trf", "--rules", "dutch-2026", "--round", "2", "--walkthrough"],
        vec!["checklist", "t.trf", "--rules", "dutch-2026", "--round", "2"],
    ] {
        let (code, out, err) = parts(&run_in(dir.path(), &args));
        assert_eq!(code, 0, "{args:?}: {err}");
        assert!(out.contains(want), "{args:?}: {out}");
    }
    let (_, out, _) =
        parts(&run_in(dir.path(), &["pair", "t.trf", "--rules", "dutch-2026", "--round", "2", "--format", "json"]));
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["initial_colour"]["source"]["by"], "inferred");
    // Round 2 paired by arbitro is the file's round 2 (its colours follow from round 1).
    let (_, pairs, _) = parts(&run_in(dir.path(), &["pair", "t.trf", "--rules", "dutch-2026", "--round", "2", "-p"]));
    let (_, check, _) = parts(&run_in(dir.path(), &["check", "t.trf", "--rules", "dutch-2026", "--round", "2"]));
    assert!(check.contains("round 2: consistent"), "{check}\n{pairs}");
}

#[test]
fn a_differing_round_lists_only_its_differing_boards_aligned() {
    let dir = tempfile::tempdir().unwrap();
    let bytes = std::fs::read(data("corpus/dutch-2017/t0007-p113-r07.trf")).unwrap();
    let (round, bad) =
        (2..=7u16).find_map(|r| mutate(&bytes, RoundNo(r), Mutation::Swap, 3).map(|b| (r, b))).expect("a swap");
    std::fs::write(dir.path().join("bad.trf"), &bad).unwrap();
    let r = round.to_string();
    let (code, out, _) = parts(&run_in(dir.path(), &["check", "bad.trf", "--rules", "dutch-2017", "--round", &r]));
    assert_eq!(code, 1, "{out}");
    let lines: Vec<&str> = out.lines().collect();
    let head = lines.iter().position(|l| l.trim_start().starts_with("board  arbitro")).expect("the table");
    let rows: Vec<&str> = lines[head + 1..].iter().take_while(|l| !l.trim_start().starts_with('(')).copied().collect();
    assert_eq!(rows.len(), 2, "two boards swapped opponents: {out}");
    for row in &rows {
        let cells: Vec<&str> = row.split_whitespace().collect();
        // board, then "w - b" twice: the file's board number beside both boards.
        assert_eq!(cells.len(), 7, "{row}");
        assert!(cells[2] == "-" && cells[5] == "-", "{row}");
        // Aligned: the two boards of a row share the file board's White.
        assert_eq!(cells[1], cells[4], "{row}");
    }
    let same = lines[head + 1 + rows.len()];
    assert!(same.contains("other boards the same in both"), "{out}");
    let reason = lines.iter().position(|l| l.starts_with("  - ")).expect("a reason");
    assert!(reason > head, "the boards first, then the reason: {out}");
    // Markdown and JSON show the same two rows.
    let (_, md, _) = parts(&run_in(
        dir.path(),
        &["check", "bad.trf", "--rules", "dutch-2017", "--round", &r, "--format", "markdown"],
    ));
    let table = md.split("| board | arbitro | file |\n|---:|---|---|\n").nth(1).expect("table");
    assert_eq!(table.lines().take_while(|l| l.starts_with('|')).count(), 2, "{md}");
    let (_, js, _) =
        parts(&run_in(dir.path(), &["check", "bad.trf", "--rules", "dutch-2017", "--round", &r, "--format", "json"]));
    let v: serde_json::Value = serde_json::from_str(&js).unwrap();
    let rows = v["rounds"][0]["differing_boards"].as_array().expect("rows");
    assert_eq!(rows.len(), 2);
    assert!(rows.iter().all(|x| x["arbitro"]["white"] == x["file"]["white"] && x["board"].is_u64()), "{js}");
}

fn profile(dir: &std::path::Path, edition: &str, players: &str, rounds: &str) -> std::path::PathBuf {
    let p = dir.join("profile.yaml");
    std::fs::write(
        &p,
        format!(
            "name: gen-test\nplayers: {players}\nrounds: {rounds}\ndraw_percentage: 30\nforfeit_rate: 0.03\n\
             retired_rate: 0.01\nhalf_point_bye_rate: 0.02\nedition: {edition}\n"
        ),
    )
    .unwrap();
    p
}

#[test]
fn a_campaign_over_another_programs_generator() {
    let dir = tempfile::tempdir().unwrap();
    let p = profile(dir.path(), "dutch-2026", "[14, 20]", "[5, 7]");
    let fx = data("bbp-layout/top-seed-black-2026.trf");
    // The "generator": makes sure arbitro wrote its configuration, then writes the fixture.
    let cmd = format!("sh -c 'grep -q ^PlayersNumber= \"$0\" && cp \"$2\" \"$1\"' {{config}} {{out}} {}", fx.display());
    let args = ["campaign", "--count", "3", "--seed", "9", "--jobs", "1", "--profile", p.to_str().unwrap()];
    let (code, out, err) =
        parts(&run_in(dir.path(), &[&args[..], &["--generator", &cmd, "--report", "r/report"]].concat()));
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.starts_with("3 of 3 tournaments: 3 consistent"), "{out}");
    let md = std::fs::read_to_string(dir.path().join("r/report.md")).unwrap();
    assert!(md.contains("| tournaments made by | sh (configuration written by arbitro"), "{md}");
    assert!(md.contains("--generator 'sh -c"), "the command to rerun: {md}");
    assert!(md.contains("## The tournaments checked"), "{md}");
    let v: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.path().join("r/report.json")).unwrap()).unwrap();
    assert_eq!(v["census"]["players"][0], 3, "three fields of up to 50 players");
    assert!(v["census"]["games"].as_u64().unwrap() > 0);
    // --resume of a finished campaign does nothing more.
    let (code, out, err) =
        parts(&run_in(dir.path(), &[&args[..], &["--generator", &cmd, "--report", "r/report", "--resume"]].concat()));
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.starts_with("3 of 3 tournaments: 3 consistent"), "{out}");
    // A generator that fails leaves its tournaments not generated, with its exit status.
    let (code, out, _) =
        parts(&run_in(dir.path(), &[&args[..], &["--generator", "sh -c 'exit 4'", "--report", "f/report"]].concat()));
    assert_eq!(code, 1, "{out}");
    let v: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.path().join("f/report.json")).unwrap()).unwrap();
    assert_eq!(v["not_generated"], 3);
    assert!(v["groups"][0]["explanation"].as_str().unwrap().contains("exit 4"), "{v}");
    // --generator and --pairer exclude each other.
    let (code, _, err) = parts(&run_in(
        dir.path(),
        &[&args[..], &["--generator", &cmd, "--pairer", "x {in} {out}", "--report", "g/report"]].concat(),
    ));
    assert_eq!(code, 2, "{err}");
}

/// The reference's own generator, when `ARBITRO_REFERENCE_2026` / `ARBITRO_REFERENCE_2017`
/// name it (bbpPairings v6.0.0 / v5.0.1): 20 of its tournaments, every round consistent.
/// Skipped without them.
#[test]
fn tournaments_of_the_reference_generator_are_consistent() {
    for (var, edition) in [("ARBITRO_REFERENCE_2026", "dutch-2026"), ("ARBITRO_REFERENCE_2017", "dutch-2017")] {
        let Some(program) = std::env::var_os(var).filter(|p| std::path::Path::new(p).is_file()) else {
            eprintln!("skipped {edition}: {var} does not name the reference program");
            continue;
        };
        let dir = tempfile::tempdir().unwrap();
        let p = profile(dir.path(), edition, "[14, 60]", "[5, 11]");
        let cmd = format!("{} --dutch -g {{config}} -o {{out}} -s {{seed}}", program.to_string_lossy());
        let (code, out, err) = parts(&run_in(
            dir.path(),
            &[
                "campaign",
                "--count",
                "20",
                "--seed",
                "1",
                "--profile",
                p.to_str().unwrap(),
                "--generator",
                &cmd,
                "--report",
                "r/report",
            ],
        ));
        assert_eq!(code, 0, "{edition}: {out}{err}");
        assert!(out.starts_with("20 of 20 tournaments: 20 consistent"), "{edition}: {out}");
    }
}
