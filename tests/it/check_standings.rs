//! Issue #15: `check` checks the final standings (rank and points columns) against the
//! file's tie-break list (record 212/202 or `--tiebreaks`).

use crate::common::{data, parts, run};

fn file(name: &str) -> String {
    data(&format!("standings/{name}")).to_str().unwrap().to_owned()
}

/// A copy of `name` with `edit` applied to every line, in a temporary folder.
fn edited(name: &str, edit: impl Fn(&str) -> String) -> (tempfile::TempDir, String) {
    let dir = tempfile::tempdir().unwrap();
    let text = std::fs::read_to_string(data(&format!("standings/{name}"))).unwrap();
    let out: Vec<String> = text.lines().map(edit).collect();
    let path = dir.path().join(name);
    std::fs::write(&path, out.join("\n") + "\n").unwrap();
    let p = path.to_str().unwrap().to_owned();
    (dir, p)
}

#[test]
fn right_ranks_pass_on_pairings_and_standings() {
    let (code, out, err) = parts(&run(&["check", &file("ranks-right.trf")]));
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("all 6 rounds consistent"), "{out}");
    assert!(out.contains("tie-breaks PTS,BH/C1,BH,SB,DE (record 212 (line 9))"), "{out}");
    assert!(out.contains("standings consistent"), "{out}");
}

#[test]
fn swapped_ranks_name_both_players_and_the_deciding_tiebreak() {
    let (code, out, _) = parts(&run(&["check", &file("ranks-swapped.trf")]));
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("all 6 rounds consistent"), "the pairings are fine: {out}");
    // 9 and 8 have 4.0 points and BH/C1 19.0 each: BH decides.
    assert!(
        out.contains("players 9 (Chen, Yuki) and 8 (Chen, Omar): file ranks 5 and 4 (8 ahead), arbitro ranks 4 and 5 (9 ahead): BH separates them, 22.0 for 9 against 21.5 for 8"),
        "{out}"
    );
    assert!(out.contains("BH of 9:") && out.contains("BH = 21.5"), "explanations of both figures: {out}");
    assert!(out.contains("1 standings difference(s)"), "{out}");

    let (code, json, _) = parts(&run(&["check", &file("ranks-swapped.trf"), "--format", "json"]));
    assert_eq!(code, 1);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    let d = &v["standings"]["differences"];
    assert_eq!(d.as_array().unwrap().len(), 1, "{json}");
    assert_eq!(d[0]["kind"], "order");
    assert_eq!(d[0]["ahead"]["tpn"], 9);
    assert_eq!(d[0]["ahead"]["file_rank"], 5);
    assert_eq!(d[0]["behind"]["tpn"], 8);
    assert_eq!(d[0]["separation"]["criterion"], "BH");
    assert_eq!(d[0]["separation"]["ahead_value"], "22.0");
    assert_eq!(d[0]["separation"]["behind_value"], "21.5");

    let (code, md, _) = parts(&run(&["check", &file("ranks-swapped.trf"), "--format", "markdown"]));
    assert_eq!(code, 1);
    assert!(md.contains("## Standings after round 6") && md.contains("| 4 | 5 | 9 | Chen, Yuki |"), "{md}");
}

#[test]
fn only_restricts_the_check() {
    let (code, out, _) = parts(&run(&["check", &file("ranks-swapped.trf"), "--only", "pairings"]));
    assert_eq!(code, 0, "{out}");
    assert!(!out.contains("standings after"), "{out}");
    let (code, out, _) = parts(&run(&["check", &file("ranks-swapped.trf"), "--only", "standings"]));
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("pairings not checked (--only standings)") && !out.contains("round 1:"), "{out}");
    // Without a list there is nothing to check the standings against.
    let (_dir, bare) =
        edited("ranks-right.trf", |l| if l.starts_with("212") { "012 no list".into() } else { l.into() });
    let (code, _, err) = parts(&run(&["check", &bare, "--only", "standings"]));
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("--tiebreaks"), "{err}");
    let (code, out, _) = parts(&run(&["check", &bare]));
    assert_eq!(code, 0, "no list: pairings only: {out}");
    assert!(!out.contains("standings after"), "{out}");
}

#[test]
fn tiebreaks_flag_overrides_the_file_and_ties_after_the_list_accept_any_order() {
    // BH/C1 then SB: 9 (SB 14.25) before 8 (SB 13.00).
    let (code, out, _) =
        parts(&run(&["check", &file("ranks-swapped.trf"), "--only", "standings", "--tiebreaks", "BH/C1,SB"]));
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("SB separates them, 14.25 for 9 against 13.00 for 8"), "{out}");
    assert!(out.contains("(--tiebreaks)"), "{out}");
    // Points only: players on the same points may stand in any order inside their block.
    let (code, out, _) =
        parts(&run(&["check", &file("ranks-swapped.trf"), "--only", "standings", "--tiebreaks", "PTS"]));
    assert_eq!(code, 0, "{out}");
    // The 2024 rules can be asked for; on this file (no unplayed rounds decide) the ranks hold.
    let (code, out, _) = parts(&run(&["check", &file("ranks-right.trf"), "--tiebreak-rules", "2024"]));
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("2024 text"), "{out}");
    let (code, _, err) = parts(&run(&["check", &file("ranks-right.trf"), "--tiebreak-rules", "1999"]));
    assert_eq!(code, 2, "{err}");
}

#[test]
fn points_column_and_missing_ranks_are_standings_differences() {
    // Player 1's points column says 4.5 instead of 5.0: a standings difference (exit 1), not bad input.
    let (_d, f) = edited("ranks-right.trf", |l| {
        if l.starts_with("001    1 ") { format!("{} 4.5{}", &l[..80], &l[84..]) } else { l.into() }
    });
    let (code, out, err) = parts(&run(&["check", &f]));
    assert_eq!(code, 1, "{out}{err}");
    assert!(
        out.contains("player 1 (Haddad, Ana), line 12, column 81: points column 4.5, the results give 5.0"),
        "{out}"
    );
    // Without the standings check it stays an inconsistency of the file (exit 3).
    let (code, _, err) = parts(&run(&["check", &f, "--only", "pairings"]));
    assert_eq!(code, 3, "{err}");
    // A blank rank for one player.
    let (_d2, g) = edited("ranks-right.trf", |l| {
        if l.starts_with("001    2 ") { format!("{}    {}", &l[..85], &l[89..]) } else { l.into() }
    });
    let (code, out, _) = parts(&run(&["check", &g, "--only", "standings"]));
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains("player 2 (Weber, Karl), line 13, column 86: the file's rank is none, arbitro gives rank 2"),
        "{out}"
    );
}

#[test]
fn a_bad_tiebreak_record_names_line_and_column() {
    let (_d, f) =
        edited("ranks-right.trf", |l| if l.starts_with("212") { "212 PTS,BH/C1,XYZ".into() } else { l.into() });
    let (code, _, err) = parts(&run(&["check", &f]));
    assert_eq!(code, 3, "{err}");
    assert!(err.contains("line 9, column 15: record 212: tie-break 'XYZ'"), "{err}");
}
