//! The files arbiters' programs really write (issue #53, item 8): one hand-made fixture per
//! row of the table, in the shape the programs write it (invented names, a few lines),
//! in `tests/data/real-files/`. Each expected pairing is worked out by the Dutch rules (2026
//! edition: the files start in March 2026) in the comment beside it.
//!
//! Rows covered elsewhere: the team PAB as `0000 - U` on each player
//! (`team_swiss::a_match_forfeited_on_every_board_is_not_played_and_a_team_pab_is_read_from_u_lines`);
//! start dates in the programs' forms and the note on an event before both editions
//! (`file_choices::start_dates_in_the_forms_programs_write_choose_the_edition`); a round whose
//! own entries contradict each other (`check::inconsistent_data_is_a_finding_beside_the_verdict`);
//! record 092 in the programs' wordings, "Individual Swiss, FIDE (Dubov) System" included
//! (`file_choices::record_092_in_the_programs_wordings_chooses_the_system`).

use crate::common::{data, listed_boards, parts, run, run_in};

fn fixture(name: &str) -> String {
    data(&format!("real-files/{name}")).to_string_lossy().into_owned()
}

/// `arbitro check FILE` (no flag): exit status and stdout + stderr.
fn check(name: &str) -> (i32, String) {
    let (code, out, err) = parts(&run(&["check", &fixture(name)]));
    (code, format!("{out}{err}"))
}

#[test]
fn absent_as_0000_minus_minus_or_a_blank_opponent_is_not_paired() {
    // Players 5 and 6 absent in round 1 (Swiss-Manager's `0000 - -`, lichess's blank opponent
    // with `-`): four players paired, S1 {1, 2} against S2 {3, 4}, 1-3 and 4-2 (XXC white1).
    // Read as forfeit losses without opponent, the file was refused; read as games, the round
    // would have six players and 5-6 a board of it.
    let (code, out) = check("absent-0000-minus.trf");
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("player 5, round 1: absent, not paired, zero points (0000 - -)"), "{out}");
    assert!(out.contains("player 6, round 1: absent, not paired, zero points (     - -)"), "{out}");
    assert!(out.contains("round 1: consistent"), "{out}");
    let (code, out, err) = parts(&run(&["validate", &fixture("absent-0000-minus.trf")]));
    assert_eq!(code, 0, "{out}{err}");
    // Round 2: 2 (W due) - 1 in the 1-point bracket; in the 0-point bracket S1 {3, 4} against
    // S2 {5, 6}: 3-5 with 3 White (his due colour), 6-4 with 4 Black (her due colour). The
    // absentees of round 1 are paired again.
    let (code, list, err) = parts(&run(&["pair", &fixture("absent-0000-minus.trf"), "-p", "-"]));
    assert_eq!(code, 0, "{err}");
    assert_eq!(listed_boards(&list), ["2 1", "3 5", "6 4"], "{list}");
}

#[test]
fn the_old_pab_form_is_a_full_point_and_0000_minus_equals_a_half_point_bye() {
    // 6 takes a half-point bye (`0000 - =`), so five are paired: 1-3, 4-2, and 5, the lowest,
    // gets the PAB written in the old form `0000 - +`.
    let (code, out) = check("pab-0000-plus.trf");
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("player 5, round 1: pairing-allocated bye, a full point without a game (0000 - +)"), "{out}");
    assert!(out.contains("player 6, round 1: half-point bye, not paired (0000 - =)"), "{out}");
    assert!(out.contains("round 1: consistent"), "{out}");
    // The points the readings give: 1, 2 and 5 one point each, 6 half a point.
    let (code, out, err) = parts(&run(&["standings", &fixture("pab-0000-plus.trf")]));
    assert_eq!(code, 0, "{err}");
    let points = |tpn: &str| {
        out.lines()
            .find_map(|l| {
                let w: Vec<&str> = l.split_whitespace().collect();
                (w.len() > 2 && w[1] == tpn).then(|| w[w.len() - 1].to_owned())
            })
            .unwrap_or_default()
    };
    assert_eq!([points("1"), points("5"), points("6"), points("3")], ["1.0", "1.0", "0.5", "0.0"], "{out}");
}

#[test]
fn a_round_paired_without_results_is_checked_as_the_next_round() {
    // Round 1: 1-3 and 4-2, both won by the higher rated. Round 2 (lines ending after the
    // colour): 2 (due White) - 1 (due Black), 3 (due White) - 4 (due Black).
    let (code, out) = check("paired-not-played.trf");
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("round 2 is paired and has no results: checked as the proposed next round"), "{out}");
    assert!(out.contains("round 2: consistent (proposed next round)"), "{out}");
    // The same round with 1 given White against 2: both lose their due colour, so it differs.
    let dir = tempfile::tempdir().unwrap();
    let text = std::fs::read_to_string(fixture("paired-not-played.trf")).unwrap();
    let swapped = text
        .replace("1.0    1     3 w 1     2 b", "1.0    1     3 w 1     2 w")
        .replace("1.0    2     4 b 1     1 w", "1.0    2     4 b 1     1 b");
    assert_ne!(swapped, text);
    std::fs::write(dir.path().join("swapped.trf"), swapped).unwrap();
    let (code, out, err) = parts(&run_in(dir.path(), &["check", "swapped.trf"]));
    assert_eq!(code, 1, "{out}{err}");
    assert!(out.contains("round 2: colours differ"), "{out}");
}

#[test]
fn xxz_names_the_absentees_of_the_next_round_only() {
    // `XXZ 4`: round 1, played by all four (1-3, 4-2), is checked as played; round 2 pairs
    // 1, 2 and 3 only: 2 (due White) - 1, and 3, the lowest, the PAB.
    let (code, out) = check("xxz-next-round.trf");
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("round 1: consistent"), "{out}");
    let (code, list, err) = parts(&run(&["pair", &fixture("xxz-next-round.trf"), "-p", "-"]));
    assert_eq!(code, 0, "{err}");
    assert_eq!(list, "2\n2 1\n3 0\n");
}

#[test]
fn an_unknown_tie_break_code_is_a_warning_and_the_pairings_are_checked() {
    let (code, out) = check("tiebreak-unknown.trf");
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("standings not checked: line 7, column 9: record 202: tie-break 'EDET/P'"), "{out}");
    assert!(out.contains("the pairings are checked") && out.contains("round 1: consistent"), "{out}");
    // `standings` itself needs the list: it names the place of the unknown code.
    let (code, _, err) = parts(&run(&["standings", &fixture("tiebreak-unknown.trf")]));
    assert_eq!(code, 3);
    assert!(err.contains("line 7, column 9") && err.contains("'EDET'"), "{err}");
}

#[test]
fn a_blank_entry_is_an_absence_never_a_pairing() {
    // Player 5 enters in round 2 (blank in round 1, TRF16: blank ≡ Z). Round 1: 1-3, 4-2.
    // Round 2: 2 (due White) - 1; in the 0-point bracket {3, 4, 5} the PAB goes to 4, not to 5,
    // who already has an unplayed round ([C9], 2026); 3 (due White) - 5.
    let (code, out) = check("late-entry-blank.trf");
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("player 5: not paired in round(s) 1 (blank entry; TRF16: blank ≡ Z)"), "{out}");
    assert!(out.contains("round 1: consistent") && out.contains("round 2: consistent"), "{out}");
}

#[test]
fn a_points_column_left_at_zero_is_a_finding_beside_the_verdict() {
    // Points 0.0 for the two winners of round 1: two findings, the round still checked; exit 1.
    let (code, out) = check("points-column-zero.trf");
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("line 7, column 81: player 1: points column says 0.0, results give 1.0"), "{out}");
    assert!(out.contains("line 8, column 81: player 2: points column says 0.0, results give 1.0"), "{out}");
    assert!(out.contains("round 1: consistent"), "{out}");
    assert!(out.contains("2 inconsistencies in the file's own data, 0 rounds not checked"), "{out}");
}

#[test]
fn swiss_manager_s_ruler_line_is_layout() {
    // The tens line (`         1         2 …`), the field header (`DDD SSSS …`) and the ruler
    // (`1234567890…`) above the player lines, as Swiss-Manager writes them.
    let (code, out) = check("ruler-line.trf");
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("round 1: consistent") && !out.contains("123"), "{out}");
    let (code, out, err) = parts(&run(&["validate", &fixture("ruler-line.trf")]));
    assert_eq!(code, 0, "{out}{err}");
}

#[test]
fn the_bbp_layout_prints_only_the_pairs_that_differ() {
    // The late entry's round 2 with the colours of 1 and 2 swapped: 1 (due Black after White)
    // has White against 2. The checker pairs 2-1; 3-5 and 4's PAB are the same in both, so the
    // table holds the one pair, as bbpPairings' checker prints it.
    let dir = tempfile::tempdir().unwrap();
    let text = std::fs::read_to_string(fixture("late-entry-blank.trf")).unwrap();
    let swapped = text
        .replace("     3 w 1     2 b 0", "     3 w 1     2 w 0")
        .replace("     4 b 1     1 w 1", "     4 b 1     1 b 1");
    assert_ne!(swapped, text);
    std::fs::write(dir.path().join("late.trf"), swapped).unwrap();
    let (code, out, err) = parts(&run_in(dir.path(), &["check", "late.trf", "--format", "bbp"]));
    assert_eq!(code, 1, "{out}{err}");
    let want = "late: Round #1\nlate: Round #2\n  Checker pairings        Tournament pairings \n      2 -   1                  1 -   2\n\n";
    assert_eq!(out, want);
}

#[test]
fn under_the_2017_edition_messages_cite_its_own_numbering() {
    // Two players who met in round 1: round 2 cannot be paired. The event (2016) is paired
    // under the 2017 text, whose absolute criteria are C.1-C.3 and whose A.9 leaves such a
    // round to the arbiter; the 2026 text says [C1]-[C3] and Art. 1.9.3.
    let file = fixture("two-players-met-2016.trf");
    let (code, _, err) = parts(&run(&["pair", &file]));
    assert_ne!(code, 0);
    assert!(err.contains("no pairing complies with the absolute criteria C.1-C.3 for all players (A.9)"), "{err}");
    assert!(!err.contains("1.9.3") && !err.contains("[C1]"), "{err}");
    let (code, _, err) = parts(&run(&["pair", &file, "--rules", "dutch-2026"]));
    assert_ne!(code, 0);
    assert!(
        err.contains("no pairing complies with the absolute criteria [C1]-[C3] for all players (Art. 1.9.3)"),
        "{err}"
    );
}
