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

/// Issue item 1: `pair t.trf -p t.trf` must not replace the tournament with a pair list.
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

/// Issue item 1: An existing file that is not a pair list is kept unless `--force`; a fresh path, an empty
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

/// Issue item 1: `pair -p P -l L` with an existing L fails before writing P.
#[test]
fn existing_check_list_fails_before_the_pair_list_is_written() {
    let dir = tempfile::tempdir().unwrap();
    let trf = scenario("c5-pab-lowest-score.trf");
    std::fs::write(dir.path().join("l.txt"), "keep me").unwrap();
    let (code, _, err) = parts(&run_in(dir.path(), &["pair", &trf, "-p", "p.txt", "-l", "l.txt"]));
    assert_eq!(code, 2, "{err}");
    assert!(!dir.path().join("p.txt").exists(), "the pair list was written before the refusal");
}

/// Issue item 1: `campaign --report PREFIX` keeps an earlier campaign's reports unless `--force`.
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

/// Issue item 8: `explain` ends its output with a newline, in every form.
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

/// Issue item 4: `quiz --generated 1000000000` refuses the count instead of trying to allocate it.
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

/// Issue item 3: A deeply nested YAML profile or question bank is refused at once, naming file, line and
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

/// Issue item 6: A second YAML document is named by line and column (it named no place).
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

/// Issue item 7: `validate /dev/zero` stops at the size limit instead of reading until memory runs out.
#[cfg(unix)]
#[test]
fn endless_input_is_refused_at_the_size_limit() {
    let start = std::time::Instant::now();
    let (code, _, err) = parts(&run(&["validate", "/dev/zero"]));
    assert_eq!(code, 3, "{err}");
    assert!(err.contains("/dev/zero: line 1, column 33554433: file: the file is larger than 32 MiB"), "{err}");
    assert!(start.elapsed().as_secs() < 10);
}

/// Issue item 7: A UTF-16 file is named as such (it was "no player line found").
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

fn player(tpn: u16) -> String {
    format!("001 {tpn:>4}      Player{tpn:<28}2000{:28} 0.0 {tpn:>4}", "")
}

/// Issue item 5: A Baku file with 3/1/0 scoring: `validate` and `check`/`pair` agree that it is invalid, and
/// say where (the 192 record that asks for the acceleration).
#[test]
fn validate_and_check_agree_on_baku_scoring() {
    let dir = tempfile::tempdir().unwrap();
    let mut lines = vec![
        "012 Baku 3/1/0".to_owned(),
        "192 FIDE_DUTCH_2026_BAKU".to_owned(),
        "XXS W=3 D=1".to_owned(),
        "XXR 7".to_owned(),
    ];
    lines.extend((1..=8).map(player));
    std::fs::write(dir.path().join("b.trf"), lines.join("\n") + "\n").unwrap();
    let want = "b.trf: line 2, column 5: record 192 asks for Baku acceleration";
    let (code, out, _) = parts(&run_in(dir.path(), &["validate", "b.trf"]));
    assert_eq!(code, 1, "{out}");
    assert!(out.contains(want) && out.contains("3.0 / 1.0 / 0.0"), "{out}");
    // `check` cannot replay a round under an acceleration the scoring forbids: it refuses at the
    // scoring line that makes it impossible.
    let (code, _, err) = parts(&run_in(dir.path(), &["check", "b.trf"]));
    assert_eq!(code, 3, "{err}");
    assert!(err.contains("b.trf: line 3, column 1: Baku acceleration"), "{err}");
    for args in [vec!["pair", "b.trf"], vec!["pair", "b.trf", "--baku"], vec!["checklist", "b.trf"]] {
        let (code, _, err) = parts(&run_in(dir.path(), &args));
        assert_eq!(code, 3, "{args:?}: {err}");
        assert!(err.contains("b.trf: line ") && err.contains(", column "), "{args:?}: {err}");
    }
}

/// Issue item 5: XXR takes the range of record 142 (1–999); duplicate XXR/142, XXC/152 and 192 records are
/// reported, each at its line and column.
#[test]
fn rounds_and_duplicate_records_are_checked() {
    let dir = tempfile::tempdir().unwrap();
    let mut lines: Vec<String> = (1..=30).map(player).collect();
    lines.push("XXR 65535".to_owned());
    std::fs::write(dir.path().join("huge.trf"), lines.join("\n") + "\n").unwrap();
    let (code, _, err) = parts(&run_in(dir.path(), &["validate", "huge.trf"]));
    assert_eq!(code, 3, "{err}");
    assert!(err.contains("huge.trf: line 31, column 5: number of rounds (XXR): expected a number of rounds from 1 to 999, found '65535'"), "{err}");
    lines.pop();
    lines.extend(
        [
            "XXR 40",
            "XXR 9",
            "XXC white1",
            "152 B",
            "XXC rank",
            "XXC rank",
            "192 FIDE_DUTCH_2026",
            "192 FIDE_DUTCH_2017",
        ]
        .map(str::to_owned),
    );
    std::fs::write(dir.path().join("dup.trf"), lines.join("\n") + "\n").unwrap();
    let (code, out, _) = parts(&run_in(dir.path(), &["validate", "dup.trf"]));
    assert_eq!(code, 1, "{out}");
    for want in [
        "dup.trf: line 32, column 1: the number of rounds (XXR/142) is already given on line 31",
        "dup.trf: line 34, column 1: the initial colour (XXC/152) is already given on line 33",
        "dup.trf: line 36, column 1: 'XXC rank' is already given on line 35",
        "dup.trf: line 38, column 1: the tournament type (192) is already given on line 37",
    ] {
        assert!(out.contains(want), "{want}\n{out}");
    }
    let (code, _, err) = parts(&run_in(dir.path(), &["pair", "dup.trf"]));
    assert_eq!(code, 3, "{err}");
    assert!(err.contains("dup.trf: line 32, column 1: the number of rounds"), "{err}");
}

/// Issue item 6: Errors that named no place: a round beyond XXR, an XXA line for a player who does not exist.
#[test]
fn errors_name_their_line_and_column() {
    let dir = tempfile::tempdir().unwrap();
    let mut lines: Vec<String> = vec![player(1) + "     2 w 1", player(2) + "     1 b 0", "XXR 1".to_owned()];
    std::fs::write(dir.path().join("r.trf"), lines.join("\n") + "\n").unwrap();
    let (code, _, err) = parts(&run_in(dir.path(), &["pair", "r.trf"]));
    assert_eq!(code, 3, "{err}");
    assert!(
        err.contains("r.trf: line 3, column 5: number of rounds (XXR/142): round 2 is beyond the 1 rounds"),
        "{err}"
    );
    lines.push("XXA    9  1.0".to_owned());
    std::fs::write(dir.path().join("a.trf"), lines.join("\n") + "\n").unwrap();
    let (code, out, _) = parts(&run_in(dir.path(), &["validate", "a.trf"]));
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("a.trf: line 4, column 8: an acceleration line (XXA) names player 9"), "{out}");
}

/// Issue item 2: What `convert` writes reads back to the same tournament: the state before every round,
/// the scoring, rounds, colours and acceleration; over every bundled TRF, both ways. (Before the
/// fix a file with `BBZ`/`BBF` lost its forfeit scoring, an XXA value of 1000 overflowed 250.)
#[test]
fn convert_reads_back_to_the_same_tournament_over_the_corpora() {
    use arbitro::tournament::convert::convert;
    use arbitro::tournament::{RoundNo, Tournament};
    use arbitro::trf::{Dialect, TrfDocument};
    let mut files = Vec::new();
    for dir in [
        "tests/data/corpus/dutch-2017",
        "tests/data/corpus/dutch-2026",
        "tests/data/peers",
        "scenarios/baku",
        "scenarios/dutch",
    ] {
        files.extend(super::common::trf_files(&root().join(dir)));
    }
    assert!(files.len() > 50);
    let mut checked = 0;
    for f in &files {
        let bytes = std::fs::read(f).unwrap();
        let Ok(doc) = TrfDocument::from_bytes(&bytes) else { continue };
        let Ok(a) = Tournament::from_trf(&doc) else { continue };
        for to in [Dialect::Trf26, Dialect::Trf16] {
            let c = convert(&doc, to);
            assert!(c.refused.is_empty(), "{}: {to:?}: {:?}", f.display(), c.refused);
            let text = c.doc.to_bytes();
            let back = TrfDocument::from_bytes(&text).unwrap_or_else(|e| panic!("{}: {to:?}: {e}", f.display()));
            let b = Tournament::from_trf(&back).unwrap_or_else(|e| panic!("{}: {to:?}: {e}", f.display()));
            assert_eq!(a.scoring, b.scoring, "{}: {to:?}", f.display());
            if c.notes.is_empty() || to == Dialect::Trf26 {
                assert_eq!(a.planned_rounds, b.planned_rounds, "{}", f.display());
                for r in 1..=a.rounds_recorded() + 1 {
                    assert_eq!(a.state_at(RoundNo(r)), b.state_at(RoundNo(r)), "{}: {to:?}: round {r}", f.display());
                    for p in &a.players {
                        assert_eq!(
                            a.acceleration.virtual_points(p.tpn, RoundNo(r)),
                            b.acceleration.virtual_points(p.tpn, RoundNo(r)),
                            "{}: {to:?}",
                            f.display()
                        );
                    }
                }
            }
            checked += 1;
        }
    }
    assert!(checked > 100, "{checked}");
}

/// Issue item 2: The four defects the fuzzer found in `convert --to trf26`.
#[test]
fn convert_refuses_or_reports_what_trf26_cannot_hold() {
    let dir = tempfile::tempdir().unwrap();
    let base = [player(1) + "     2 w 1", player(2) + "     1 b 0"].join("\n").replace(" 0.0    1", " 1.0    1");
    let write = |name: &str, extra: &str| std::fs::write(dir.path().join(name), format!("{base}\n{extra}\n")).unwrap();
    // XXA 1000 cannot be written in 250's four columns: refused at its place, nothing written.
    write("xxa.trf", "XXR 3\nXXA    1 1000");
    let (code, out, err) = parts(&run_in(dir.path(), &["convert", "xxa.trf", "--to", "trf26", "-o", "o.trf"]));
    assert_eq!(code, 2, "{out}{err}");
    assert!(err.contains("xxa.trf: line 4, column 10: acceleration (XXA): virtual points 1000.0 do not fit"), "{err}");
    assert!(!dir.path().join("o.trf").exists());
    // XXR 1000 is read as record 142 is: 1–999.
    write("xxr.trf", "XXR 1000");
    let (code, _, err) = parts(&run_in(dir.path(), &["convert", "xxr.trf", "--to", "trf26"]));
    assert_eq!(code, 3, "{err}");
    assert!(
        err.contains("xxr.trf: line 3, column 5: number of rounds (XXR): expected a number of rounds from 1 to 999"),
        "{err}"
    );
    // A single-id XXP prohibits nothing: reported and dropped, and the output reads back.
    write("xxp.trf", "XXR 3\nXXP 1");
    let (code, out, err) = parts(&run_in(dir.path(), &["convert", "xxp.trf", "--to", "trf26", "-o", "p.trf"]));
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("xxp.trf: line 4: XXP names 1 player(s)") && err.contains("dropped"), "{err}");
    assert!(out.is_empty());
    let (code, out, _) = parts(&run_in(dir.path(), &["validate", "p.trf"]));
    assert_eq!(code, 0, "{out}");
    // BBZ and BBF scored apart: record 162 has one value for both, so the lines are kept.
    write("bb.trf", "XXR 3\nBBW 1.0\nBBD 0.5\nBBL 0.0\nBBZ 0.0\nBBF 0.5");
    let (code, out, err) = parts(&run_in(dir.path(), &["convert", "bb.trf", "--to", "trf26"]));
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("zero-point bye and forfeit loss: 0.0 and 0.5"), "{err}");
    assert!(out.contains("162 ") && out.contains("BBF 0.5") && out.contains("BBZ 0.0"), "{out}");
    let a = arbitro::tournament::Tournament::from_trf(
        &arbitro::trf::TrfDocument::from_bytes(&std::fs::read(dir.path().join("bb.trf")).unwrap()).unwrap(),
    )
    .unwrap();
    let b = arbitro::tournament::Tournament::from_trf(&arbitro::trf::TrfDocument::from_bytes(out.as_bytes()).unwrap())
        .unwrap();
    assert_eq!(a.scoring, b.scoring);
}

/// Found by the fuzzer: lines made from one line kept its missing final line end (`BBW 3.0BBD …`
/// on one line), `XXC rank` was lost going to TRF16, a tie-break error in record 202 and a
/// profile value error in a file with CR line ends named no line.
#[test]
fn fuzzer_findings_stay_fixed() {
    use arbitro::tournament::convert::convert;
    use arbitro::trf::{Dialect, TrfDocument};
    let base = [player(1) + "     2 w 1", player(2) + "     1 b 0"].join("\n").replace(" 0.0    1", " 1.0    1");
    for text in
        [format!("{base}\n162  W 3.0    D 1.0    L 0.0    A 0.0    P 3.0"), format!("{base}\n152 W\nXXC rank\n142 3\n")]
    {
        let doc = TrfDocument::from_bytes(text.as_bytes()).unwrap();
        let c = convert(&doc, Dialect::Trf16);
        assert!(c.refused.is_empty(), "{:?}", c.refused);
        assert!(arbitro::tournament::convert::read_back_differences(&doc, &c.doc).is_empty());
    }
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("t.trf"), format!("{base}\n202 BH/05/01\n")).unwrap();
    let (code, _, err) = parts(&run_in(dir.path(), &["standings", "t.trf"]));
    assert_eq!(code, 3, "{err}");
    assert!(err.contains("t.trf: line 3, column 5: record 202: "), "{err}");
    std::fs::write(dir.path().join("p.yaml"), "name: p\rplayers: 10\rrounds: 5\rdraw_percentage: 400\r").unwrap();
    let (code, _, err) = parts(&run_in(dir.path(), &["generate", "--profile", "p.yaml", "-o", "x.trf"]));
    assert_eq!(code, 3, "{err}");
    assert!(err.contains("p.yaml: line 4, column 1: key 'draw_percentage'"), "{err}");
}
