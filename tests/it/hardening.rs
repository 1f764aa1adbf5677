//! Issue #14 (hardening): nothing the user gave is lost, every output arbitro writes it can
//! read back, every error names its place. One test per defect; each failed before its fix.

use super::common::{parts, root, run, run_in};
use std::path::Path;

fn scenario(name: &str) -> String {
    root().join("scenarios/dutch").join(name).display().to_string()
}

fn copy_in(dir: &Path, name: &str) -> String {
    let to = dir.join("t.trf");
    std::fs::copy(scenario(name), &to).unwrap();
    to.display().to_string()
}

/// 1. `pair t.trf -p t.trf` must not replace the tournament with a pair list.
#[test]
fn pair_list_never_overwrites_the_input() {
    let dir = tempfile::tempdir().unwrap();
    let trf = copy_in(dir.path(), "c5-pab-lowest-score.trf");
    let before = std::fs::read(&trf).unwrap();
    for args in [vec!["pair", &trf, "-p", &trf], vec!["--dutch", &trf, "-p", &trf]] {
        let (code, _, err) = parts(&run_in(dir.path(), &args));
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(err.contains("is the input file"), "{err}");
        assert_eq!(std::fs::read(&trf).unwrap(), before, "{args:?}");
    }
    // A relative spelling of the same file is the same file.
    let (code, _, _) = parts(&run_in(dir.path(), &["pair", "t.trf", "-p", "./t.trf"]));
    assert_eq!(code, 2);
    assert_eq!(std::fs::read(&trf).unwrap(), before);
}

/// 1. An existing file that is not a pair list is kept unless `--force`; a fresh path, an empty
/// file or an earlier pair list are written (the JaVaFo/bbpPairings harness form).
#[test]
fn pair_list_keeps_files_that_are_not_pair_lists() {
    let dir = tempfile::tempdir().unwrap();
    let trf = scenario("c5-pab-lowest-score.trf");
    std::fs::write(dir.path().join("notes.txt"), "my notes\n").unwrap();
    let (code, _, err) = parts(&run_in(dir.path(), &["pair", &trf, "-p", "notes.txt"]));
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("notes.txt exists and is not a pair list"), "{err}");
    assert_eq!(std::fs::read_to_string(dir.path().join("notes.txt")).unwrap(), "my notes\n");
    let (code, _, err) = parts(&run_in(dir.path(), &["pair", &trf, "-p", "notes.txt", "--force"]));
    assert_eq!(code, 0, "{err}");
    // Fresh, empty and pair-list outputs: written every time.
    std::fs::write(dir.path().join("empty.txt"), "").unwrap();
    for out in ["fresh.txt", "fresh.txt", "empty.txt", "notes.txt"] {
        let (code, _, err) = parts(&run_in(dir.path(), &["--dutch", &trf, "-p", out]));
        assert_eq!(code, 0, "{out}: {err}");
        let text = std::fs::read_to_string(dir.path().join(out)).unwrap();
        assert!(text.lines().next().is_some_and(|l| l.parse::<usize>().is_ok()), "{out}: {text}");
    }
}

/// 1. `pair -p P -l L` with an existing L fails before writing P.
#[test]
fn existing_check_list_fails_before_the_pair_list_is_written() {
    let dir = tempfile::tempdir().unwrap();
    let trf = scenario("c5-pab-lowest-score.trf");
    std::fs::write(dir.path().join("l.txt"), "keep me").unwrap();
    let (code, _, err) = parts(&run_in(dir.path(), &["pair", &trf, "-p", "p.txt", "-l", "l.txt"]));
    assert_eq!(code, 2, "{err}");
    assert!(!dir.path().join("p.txt").exists(), "the pair list was written before the refusal");
}

/// 1. `campaign --report PREFIX` keeps an earlier campaign's reports unless `--force`.
#[test]
fn campaign_keeps_earlier_reports() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("c.md"), "earlier report").unwrap();
    let args = ["campaign", "--count", "1", "--profile", "elite-closed", "--report", "c"];
    let (code, _, err) = parts(&run_in(dir.path(), &args));
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("c.md exists"), "{err}");
    assert_eq!(std::fs::read_to_string(dir.path().join("c.md")).unwrap(), "earlier report");
    let mut forced = args.to_vec();
    forced.push("--force");
    let (code, _, err) = parts(&run_in(dir.path(), &forced));
    assert_eq!(code, 0, "{err}");
    assert!(std::fs::read_to_string(dir.path().join("c.md")).unwrap().contains("arbitro campaign"));
}

/// 8. `explain` ends its output with a newline, in every form.
#[test]
fn explain_ends_with_a_newline() {
    for code in [
        "C10", "C1", "C21", "c10", "[C12]", "C.10", "A.6", "E.2", "2.4.7", "5.2", "1.7", "U", "+", "001", "XXA", "BBU",
        "192", "250",
    ] {
        for format in ["text", "json"] {
            let (status, out, err) = parts(&run(&["explain", code, "--format", format]));
            assert_eq!(status, 0, "{code}: {err}");
            assert!(out.ends_with('\n'), "explain {code} --format {format}: no final newline: {out:?}");
            assert!(!out.ends_with("\n\n\n"), "{code}");
        }
    }
    let (status, _, err) = parts(&run(&["explain", "C99"]));
    assert_eq!(status, 3);
    assert!(err.ends_with('\n'), "{err:?}");
}

/// 4. `quiz --generated 1000000000` refuses the count instead of trying to allocate it.
#[test]
fn absurd_generated_counts_are_refused() {
    for args in [
        vec!["quiz", "--generated", "1000000000"],
        vec!["quiz", "practice", "--generated", "1000000000"],
        vec!["quiz", "exam", "--generated", "1000000000"],
        vec!["quiz", "paper", "--seed", "1", "--generated", "1000000000"],
    ] {
        let start = std::time::Instant::now();
        let (code, out, err) = parts(&run(&args));
        assert_eq!(code, 2, "{args:?}: {out}{err}");
        assert!(err.contains("too many: expected at most 1000"), "{args:?}: {err}");
        assert!(start.elapsed().as_secs() < 10, "{args:?}");
    }
}

/// 3. A deeply nested YAML profile or question bank is refused at once, naming file, line and
/// column (the YAML parser's time grows with the square of the depth: 60 s for 500 KB).
#[test]
fn deep_yaml_is_refused_quickly_with_its_place() {
    let dir = tempfile::tempdir().unwrap();
    let depth = 120_000;
    let flow = format!("name: deep\nplayers: {}1{}\n", "[".repeat(depth), "]".repeat(depth));
    let mut block = String::from("name: deep\nplayers:\n");
    for d in 1..2000 {
        block.push_str(&format!("{}k{d}:\n", " ".repeat(d)));
    }
    std::fs::write(dir.path().join("flow.yaml"), &flow).unwrap();
    std::fs::write(dir.path().join("block.yaml"), &block).unwrap();
    for (file, want) in [
        ("flow.yaml", "flow.yaml: line 2, column 73: nesting deeper than 64 levels"),
        ("block.yaml", "block.yaml: line 66, column "),
    ] {
        let start = std::time::Instant::now();
        let (code, _, err) = parts(&run_in(dir.path(), &["generate", "--profile", file, "-o", "x.trf"]));
        assert!(start.elapsed().as_secs() < 5, "{file}: {:?}", start.elapsed());
        assert_eq!(code, 3, "{file}: {err}");
        assert!(err.contains(want), "{file}: {err}");
    }
    let bank = dir.path().join("bank");
    std::fs::create_dir(&bank).unwrap();
    std::fs::write(bank.join("deep.yaml"), format!("- id: deep\n  q: {}1{}\n", "[".repeat(depth), "]".repeat(depth)))
        .unwrap();
    let start = std::time::Instant::now();
    let (code, out, err) = parts(&run_in(dir.path(), &["quiz", "lint", "--bank", "bank"]));
    assert!(start.elapsed().as_secs() < 5, "{:?}", start.elapsed());
    assert_ne!(code, 0);
    assert!(format!("{out}{err}").contains("deep.yaml:2:68: nesting deeper than 64 levels"), "{out}{err}");
}

/// 6. A second YAML document is named by line and column (it named no place).
#[test]
fn multi_document_yaml_names_its_place() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("two.yaml"), "name: two\nplayers: 8\n---\nrounds: 3\n").unwrap();
    let (code, _, err) = parts(&run_in(dir.path(), &["generate", "--profile", "two.yaml", "-o", "x.trf"]));
    assert_eq!(code, 3, "{err}");
    assert!(err.contains("two.yaml: line 3, column 1: a second YAML document"), "{err}");
    let bank = dir.path().join("bank");
    std::fs::create_dir(&bank).unwrap();
    std::fs::write(bank.join("two.yaml"), "- id: a\n---\n- id: b\n").unwrap();
    let (_, out, err) = parts(&run_in(dir.path(), &["quiz", "lint", "--bank", "bank"]));
    assert!(format!("{out}{err}").contains("two.yaml:2:1: a second YAML document"), "{out}{err}");
}

/// 7. `validate /dev/zero` stops at the size limit instead of reading until memory runs out.
#[cfg(unix)]
#[test]
fn endless_input_is_refused_at_the_size_limit() {
    let start = std::time::Instant::now();
    let (code, _, err) = parts(&run(&["validate", "/dev/zero"]));
    assert_eq!(code, 3, "{err}");
    assert!(err.contains("/dev/zero: line 1, column 33554433: file: the file is larger than 32 MiB"), "{err}");
    assert!(start.elapsed().as_secs() < 10);
}

/// 7. A UTF-16 file is named as such (it was "no player line found").
#[test]
fn utf16_is_named() {
    let dir = tempfile::tempdir().unwrap();
    let text = std::fs::read_to_string(scenario("c5-pab-lowest-score.trf")).unwrap();
    for (name, bom, le) in [("le.trf", true, true), ("be.trf", true, false), ("nobom.trf", false, true)] {
        let mut bytes: Vec<u8> = if bom { if le { vec![0xFF, 0xFE] } else { vec![0xFE, 0xFF] } } else { Vec::new() };
        for u in text.encode_utf16() {
            bytes.extend(if le { u.to_le_bytes() } else { u.to_be_bytes() });
        }
        std::fs::write(dir.path().join(name), bytes).unwrap();
        for cmd in ["validate", "check", "pair", "show", "convert"] {
            let (code, _, err) = parts(&run_in(dir.path(), &[cmd, name]));
            assert_eq!(code, 3, "{cmd} {name}: {err}");
            assert!(
                err.contains(&format!("{name}: line 1, column 1: file: UTF-16 is not supported")),
                "{cmd} {name}: {err}"
            );
        }
    }
}
