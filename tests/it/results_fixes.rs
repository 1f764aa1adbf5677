//! Issue #16, item 7: fixes to the result reports. A game recorded by one side only is
//! refused by `standings`, `ratings` and `norms` (as by `pair`), with its line; a norm no
//! score can give says so; an undefined tie-break is an empty TSV cell, not 0.

use crate::common::{parts, root, run};
use std::path::PathBuf;

/// The seed's X-19 round robin (8 players, 7 rounds), with `edit` applied to its text.
fn round_robin(edit: impl Fn(String) -> String) -> (tempfile::TempDir, PathBuf) {
    let text = std::fs::read_to_string(root().join("scenarios/tiebreaks/x19_sonneborn_berger_round_robin.trf"))
        .expect("fixture");
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("t.trf");
    std::fs::write(&path, edit(text)).expect("write");
    (dir, path)
}

#[test]
fn a_game_recorded_by_one_side_only_is_refused_with_its_line() {
    // Player 8 loses his round-7 entry against player 3, who still records the game (line 7).
    let (_dir, path) = round_robin(|t| t.replace("5 w =     3 w 0", "5 w =          "));
    let file = path.to_str().expect("path");
    for args in [vec!["standings", file], vec!["ratings", file], vec!["norms", file]] {
        let (code, out, err) = parts(&run(&args));
        assert_ne!(code, 0, "{args:?} accepted a one-sided game: {out}");
        assert!(err.contains("line 7, column 152: round 7: player 3 names 8"), "{args:?}: {err}");
        assert!(err.contains("cannot be computed"), "{args:?}: {err}");
    }
    // The untouched file is accepted.
    let (_dir, good) = round_robin(|t| t);
    let (code, _, err) = parts(&run(&["standings", good.to_str().expect("path")]));
    assert_eq!(code, 0, "{err}");
}

#[test]
fn a_norm_no_score_can_give_says_so_instead_of_a_score_needed() {
    // Seven games, one federation, no titles: the games and opponents fail B.01 1.4 whatever
    // the score, so "needs X" would mislead.
    let (_dir, path) = round_robin(|t| t);
    let (code, out, err) = parts(&run(&["norms", path.to_str().expect("path")]));
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("no score gives this norm (N1"), "{out}");
    assert!(!out.contains("needs"), "{out}");
}

#[test]
fn an_undefined_average_is_an_empty_tsv_cell() {
    // Player 8 withdraws before round 1 (no games at all): the average rating of his
    // opponents (ARO) has no value for him.
    let (_dir, path) = round_robin(|t| {
        t.lines()
            .map(|l| {
                if l.starts_with("001    8") {
                    format!("{}{}", &l[..89], "  0000 - Z".repeat(7))
                } else if l.starts_with("001") {
                    // His opponents get a full-point bye in the round they were to meet him.
                    let head = &l[..89];
                    let rounds: Vec<String> = l.as_bytes()[89..]
                        .chunks(10)
                        .map(|c| {
                            let s = String::from_utf8_lossy(c).to_string();
                            if s.trim_start().starts_with("8 ") { "  0000 - F".to_owned() } else { s }
                        })
                        .collect();
                    format!("{head}{}", rounds.concat())
                } else {
                    l.to_owned()
                }
            })
            .collect::<Vec<_>>()
            .join("\n")
    });
    let (code, out, err) =
        parts(&run(&["standings", path.to_str().expect("path"), "--tiebreaks", "PTS,ARO", "--format", "tsv"]));
    assert_eq!(code, 0, "{err}");
    let row8 = out.lines().find(|l| l.starts_with("8\t")).unwrap_or_else(|| panic!("no row for 8: {out}"));
    assert!(row8.ends_with('\t'), "ARO of a player without games should be empty: {row8:?}");
    let row1 = out.lines().find(|l| l.starts_with("1\t")).expect("row 1");
    assert!(!row1.ends_with('\t'), "{row1:?}");
}
