//! Issue #15 item 2: which forfeits the type-B counts (WON, BPG, BWG) take in a round-robin,
//! and that the explanation says the same as the figure (C.07 15.2, 2024 and 2026 texts).

use crate::common::{parts, root, run};

fn explain(rules: &str, player: &str) -> String {
    let f = root().join("scenarios/tiebreaks/rr_forfeits_8.trf");
    let (code, out, err) = parts(&run(&[
        "standings",
        f.to_str().unwrap(),
        "--rules",
        rules,
        "--tiebreaks",
        "WON,BPG,BWG",
        "--explain",
        "--player",
        player,
    ]));
    assert_eq!(code, 0, "{err}");
    out
}

#[test]
fn a_forfeit_win_with_black_is_a_game_with_black_in_a_round_robin_under_both_texts() {
    // Player 4 won round 5 by forfeit with Black against player 1.
    for rules in ["2024", "2026"] {
        let out = explain(rules, "4");
        assert!(out.contains("BPG = 5") && out.contains("BWG = 2") && out.contains("WON = 4"), "{rules}: {out}");
        assert!(
            out.contains("R5: forfeit win v 1 with Black — a regular game in a round-robin (15.2)"),
            "{rules}: the forfeit win is named among the games counted: {out}"
        );
        assert!(!out.contains("never count"), "{rules}: {out}");
    }
    assert!(
        explain("2026", "4")
            .contains("forfeit wins are regular games, forfeit losses remain unplayed rounds (C.07 2026 15.2)")
    );
    assert!(explain("2024", "4").contains("forfeit wins and losses are treated as regular games (C.07 2024 15.2)"));
}

#[test]
fn a_forfeit_loss_with_black_counts_only_under_the_2024_text() {
    // Player 7 lost rounds 3 and 6 by forfeit with Black.
    let y2024 = explain("2024", "7");
    assert!(y2024.contains("BPG = 5") && y2024.contains("R3: forfeit loss v 5 with Black"), "{y2024}");
    let y2026 = explain("2026", "7");
    assert!(y2026.contains("BPG = 3") && !y2026.contains("R3: forfeit loss"), "{y2026}");
}

#[test]
fn in_a_swiss_forfeits_are_not_games() {
    let f = root().join("scenarios/tiebreaks/rr_forfeits_8.trf");
    let (code, out, _) = parts(&run(&[
        "standings",
        f.to_str().unwrap(),
        "--swiss",
        "--rules",
        "2026",
        "--tiebreaks",
        "BPG,BWG",
        "--explain",
        "--player",
        "4",
    ]));
    assert_eq!(code, 0);
    assert!(out.contains("BPG = 4") && out.contains("BWG = 1"), "{out}");
    assert!(out.contains("unplayed rounds (forfeits, byes) are not games (Art. 16)"), "{out}");
}
