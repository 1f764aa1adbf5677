//! The Dubov System, 2026 edition (`--rules dubov-2026`, record 192 `FIDE_DUBOV`): `pair`,
//! `check` and `explain` through the binary.

use super::common::{parts, root, run, run_in};

#[test]
fn pairs_the_first_round_by_record_192_and_by_flag() {
    let (code, out, err) = parts(&run(&["pair", "scenarios/dubov/first-round-8.trf", "-p"]));
    assert_eq!((code, out.as_str()), (0, "4\n1 5\n6 2\n3 7\n8 4\n"), "{err}");
    let (code, out, _) = parts(&run(&["pair", "scenarios/dubov/first-round-8.trf", "--rules", "dubov-2026"]));
    assert_eq!(code, 0);
    assert!(out.contains("FIDE Dubov system, 2026 edition") && out.contains("chosen with --rules"), "{out}");
    let (code, out, _) = parts(&run(&["pair", "scenarios/dubov/first-round-8.trf", "--format", "json"]));
    assert_eq!(code, 0);
    assert!(out.contains("\"system\": \"dubov-2026\"") && out.contains("\"white\": 6"), "{out}");
}

#[test]
fn earlier_editions_are_refused() {
    let (code, _, err) = parts(&run(&["pair", "scenarios/dubov/first-round-8.trf", "--rules", "dubov-2018"]));
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("only the 2026 edition"), "{err}");
    let dir = tempfile::tempdir().unwrap();
    let text = std::fs::read_to_string(root().join("scenarios/dubov/first-round-8.trf")).unwrap();
    std::fs::write(dir.path().join("old.trf"), text.replace("042 2026/03/01", "042 2025/03/01")).unwrap();
    let (code, _, err) = parts(&run_in(dir.path(), &["pair", "old.trf"]));
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("not implemented") && err.contains("--rules dubov-2026"), "{err}");
}

#[test]
fn checks_an_oracle_paired_tournament_and_flags_a_mutation() {
    let (code, out, err) = parts(&run(&["check", "scenarios/dubov/py4swiss-agreed.trf", "--rules", "dubov-2026"]));
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("All rounds consistent."), "{out}");
    // Round 1 with the colours of the first board reversed (1 v 6 → 6 v 1).
    let dir = tempfile::tempdir().unwrap();
    let text = std::fs::read_to_string(root().join("scenarios/dubov/py4swiss-agreed.trf")).unwrap();
    let swapped: String = text
        .lines()
        .map(|l| {
            if l.starts_with("001    1 ") {
                l.replacen("     6 w 1", "     6 b 1", 1)
            } else if l.starts_with("001    6 ") {
                l.replacen("     1 b 0", "     1 w 0", 1)
            } else {
                l.to_owned()
            }
        })
        .collect::<Vec<_>>()
        .join("\n");
    assert_ne!(swapped, text.trim_end());
    std::fs::write(dir.path().join("m.trf"), swapped).unwrap();
    let (code, out, err) = parts(&run_in(dir.path(), &["check", "m.trf", "--rules", "dubov-2026", "--round", "1"]));
    assert_eq!(code, 1, "{out}{err}");
    assert!(out.contains("[COLOURS] Art. 5.2") && out.contains("(boards 1)"), "{out}");
    let (code, out, _) =
        parts(&run_in(dir.path(), &["check", "m.trf", "--rules", "dubov-2026", "--round", "1", "--format", "json"]));
    assert_eq!(code, 1);
    assert!(out.contains("\"criterion\": \"Colours\""), "{out}");
}

#[test]
fn explains_dubov_criteria() {
    let (code, out, _) = parts(&run(&["explain", "dubov C9"]));
    assert_eq!(code, 0);
    assert!(out.contains("Art. 2.3.5") && out.contains("maximum upfloater"), "{out}");
    let (code, _, err) = parts(&run(&["explain", "dubov C42"]));
    assert_eq!(code, 3, "{err}");
}
