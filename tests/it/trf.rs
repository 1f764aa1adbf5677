//! Issue #2: reading, validating, round-tripping and converting TRF files.

use crate::common::{corpus_dirs, data, parts, run, run_in, trf_files};
use arbitro::trf::TrfDocument;
use proptest::prelude::*;

#[test]
fn corpus_reads_validates_clean_and_round_trips() {
    let mut n = 0;
    for ed in ["dutch-2017", "dutch-2026"] {
        for dir in corpus_dirs(ed) {
            for f in trf_files(&dir) {
                let bytes = std::fs::read(&f).unwrap();
                let doc = TrfDocument::from_bytes(&bytes).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
                assert_eq!(doc.to_bytes(), bytes, "{} does not round-trip", f.display());
                let t = arbitro::tournament::Tournament::from_trf(&doc).unwrap();
                let found = arbitro::check::validate::validate(&t, Some(&doc));
                assert!(found.is_empty(), "{}: {:?}", f.display(), found.first());
                n += 1;
            }
        }
    }
    assert!(n >= 60, "only {n} corpus files found");
}

#[test]
fn validate_cli_clean_file_exits_zero() {
    let f = trf_files(&data("corpus/dutch-2026"))[0].clone();
    let (code, out, err) = parts(&run(&["validate", f.to_str().unwrap()]));
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("no inconsistencies"), "{out}");
}

#[test]
fn peers_well_formed_files_read() {
    for name in [
        "burstein_late_entries",
        "burstein_late_entries_black",
        "comments",
        "dubov_bye_for_high_tpn",
        "dutch_d2_criterion_d",
        "dutch_e2_both_absolute_higher_favored",
        "dutch_e2_both_absolute_lower_favored",
        "javafo_example",
        "no_legal_pairings",
        "no_legal_pairings_odd",
    ] {
        let f = data(&format!("peers/{name}.trf"));
        let (code, out, err) = parts(&run(&["validate", f.to_str().unwrap()]));
        assert_eq!(code, 0, "{name}: {out}{err}");
    }
}

#[test]
fn peers_malformed_files_are_rejected_naming_the_line() {
    for (name, line) in [
        ("incompatible_color", 2),
        ("incompatible_result", 2),
        ("incorrect_points", 2),
        ("invalid_code", 7),
        ("missing_result", 2),
        ("missing_starting_number", 7),
        ("too_many_results", 2),
    ] {
        let f = data(&format!("peers/{name}.trf"));
        let (code, out, _) = parts(&run(&["validate", f.to_str().unwrap()]));
        assert_eq!(code, 1, "{name}: {out}");
        assert!(out.contains(&format!("line {line}, column")), "{name}: {out}");
    }
}

/// `pair` refuses to pair from a history that does not hold together (exit 3, the line and
/// column named), and pairs with a warning when only the points column or an unknown record
/// is off.
#[test]
fn pair_refuses_an_inconsistent_history() {
    let dir = tempfile::tempdir().unwrap();
    for (name, line) in [("incompatible_color", 2), ("incompatible_result", 2), ("missing_result", 2)] {
        // The files record all 5 rounds of XXR 5: plan a sixth so that there is a round to pair.
        let text = std::fs::read_to_string(data(&format!("peers/{name}.trf"))).unwrap().replace("XXR 5", "XXR 6");
        let f = dir.path().join(format!("{name}.trf"));
        std::fs::write(&f, text).unwrap();
        let (code, out, err) = parts(&run(&["pair", f.to_str().unwrap(), "-p"]));
        assert_eq!(code, 3, "{name}: {out}{err}");
        assert!(out.is_empty(), "{name}: no pairing is printed: {out}");
        assert!(err.contains(&format!("line {line}, column")), "{name}: {err}");
        assert!(err.contains("round 6 cannot be paired"), "{name}: {err}");
    }
    let (code, _, err) = parts(&run(&["pair", data("peers/missing_starting_number.trf").to_str().unwrap(), "-p"]));
    assert_eq!(code, 3, "{err}");
    assert!(err.contains("line 7, column 5"), "{err}");
    let (code, out, err) = parts(&run(&["pair", data("peers/invalid_code.trf").to_str().unwrap(), "-p"]));
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with('3'), "{out}");
    assert!(err.contains("warning") && err.contains("line 7, column 1"), "{err}");
}

const GOOD: &str = "012 Test\n001    1      Alpha, A                          2000                             1.0    1     2 w 1\n001    2      Beta, B                           1900                             0.0    2     1 b 0\n";

/// Malformed files: each gives a non-zero exit and a message naming line and column.
#[test]
fn malformed_files_name_line_and_column() {
    let dir = tempfile::tempdir().unwrap();
    let truncated = "001    1      Alpha, A                          2000\n";
    let rating = GOOD.replace("2000", "20A0");
    let out_of_range = GOOD.replace("     2 w 1", "     9 w 1");
    let code_x = GOOD.replace("2 w 1", "2 w X");
    let same_board = GOOD.replace("1 b 0", "1 b 1").replace("0.0    2", "1.0    2");
    let cases: Vec<(&str, Vec<u8>, &str, i32)> = vec![
        ("truncated.trf", truncated.as_bytes().to_vec(), "line 1, column", 3),
        ("rating.trf", rating.into_bytes(), "line 2, column 49", 3),
        ("range.trf", out_of_range.into_bytes(), "line 2, column 92", 3),
        ("codex.trf", code_x.into_bytes(), "line 2, column 99", 3),
        ("board.trf", same_board.into_bytes(), "line 2, column 99", 1),
        ("empty.trf", Vec::new(), "line 1, column 1", 3),
        ("garbage.trf", vec![0x00, 0xff, 0x13, 0x37, 0x0a, 0xde, 0xad, 0xbe, 0xef], "line ", 3),
    ];
    for (name, bytes, want, want_code) in cases {
        std::fs::write(dir.path().join(name), &bytes).unwrap();
        let (code, out, err) = parts(&run_in(dir.path(), &["validate", name]));
        assert_eq!(code, want_code, "{name}: {out}{err}");
        let msg = if code == 3 { err.clone() } else { out.clone() };
        assert!(msg.contains(want), "{name}: {msg}");
        if code == 3 {
            assert!(err.starts_with(&format!("arbitro: {name}: line ")), "{name}: {err}");
        }
    }
}

#[test]
fn convert_keeps_bytes_and_refuses_to_overwrite() {
    let dir = tempfile::tempdir().unwrap();
    let text = GOOD.replace('\n', "\r\n") + "XXR 5\r\nXXC white1\r\n";
    std::fs::write(dir.path().join("t.trf"), &text).unwrap();
    let o = run_in(dir.path(), &["convert", "t.trf"]);
    assert_eq!(o.stdout, text.as_bytes());
    std::fs::write(dir.path().join("out.trf"), "keep me").unwrap();
    let (code, _, err) = parts(&run_in(dir.path(), &["convert", "t.trf", "--to", "trf26", "-o", "out.trf"]));
    assert_ne!(code, 0);
    assert!(err.contains("--force"), "{err}");
    assert_eq!(std::fs::read_to_string(dir.path().join("out.trf")).unwrap(), "keep me");
    let (code, _, err) = parts(&run_in(dir.path(), &["convert", "t.trf", "--to", "trf26", "-o", "out.trf", "--force"]));
    assert_eq!(code, 0, "{err}");
    let converted = std::fs::read_to_string(dir.path().join("out.trf")).unwrap();
    assert!(converted.contains("142 5") && converted.contains("152 W"), "{converted}");
    let (code, out, _) = parts(&run_in(dir.path(), &["validate", "out.trf"]));
    assert_eq!(code, 0, "{out}");
}

#[test]
fn latin1_file_round_trips() {
    let dir = tempfile::tempdir().unwrap();
    let mut bytes = GOOD.replace("Alpha, A   ", "P\u{e9}rez, Jos\u{e9}").into_bytes();
    // Re-encode as Latin-1: é is one byte 0xE9.
    let s = String::from_utf8(bytes.clone()).unwrap();
    bytes = s.chars().map(|c| u8::try_from(u32::from(c)).unwrap()).collect();
    std::fs::write(dir.path().join("l.trf"), &bytes).unwrap();
    let o = run_in(dir.path(), &["convert", "l.trf"]);
    assert_eq!(o.stdout, bytes);
    let (code, out, _) = parts(&run_in(dir.path(), &["show", "l.trf", "--format", "json"]));
    assert_eq!(code, 0);
    assert!(out.contains("Pérez, José"), "{out}");
}

#[test]
fn show_prints_pairings_and_standings() {
    let f = trf_files(&data("corpus/dutch-2026"))[0].clone();
    let (code, out, err) = parts(&run(&["show", f.to_str().unwrap(), "--round", "2"]));
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("Round 2") && out.contains("Standings after round 2"), "{out}");
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 10_000, .. ProptestConfig::default() })]

    /// Random bytes never make the reader panic.
    #[test]
    fn random_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
        if let Ok(doc) = TrfDocument::from_bytes(&bytes) {
            let _ = arbitro::tournament::Tournament::from_trf(&doc).map(|t| arbitro::check::validate::validate(&t, Some(&doc)));
            prop_assert_eq!(doc.to_bytes(), bytes);
        }
    }

    /// Mutations of a real file (one byte changed, a line cut) never make the reader panic,
    /// and whatever reads back writes back unchanged.
    #[test]
    fn mutated_files_never_panic(pos in 0usize..2000, byte in any::<u8>(), cut in 0usize..2000) {
        let base = include_bytes!("../data/peers/javafo_example.trf");
        let mut b = base.to_vec();
        let p = pos % b.len();
        b[p] = byte;
        b.truncate(b.len() - cut % b.len().min(200));
        if let Ok(doc) = TrfDocument::from_bytes(&b) {
            if let Ok(t) = arbitro::tournament::Tournament::from_trf(&doc) {
                let _ = arbitro::check::validate::validate(&t, Some(&doc));
                for r in 1..=t.rounds_recorded() + 1 {
                    let _ = t.state_at(arbitro::tournament::RoundNo(r));
                }
            }
            prop_assert_eq!(doc.to_bytes(), b);
        }
    }
}
