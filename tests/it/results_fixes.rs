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

/// Issue #16, item 1: a rating exercise typed on the command line.
#[test]
fn quick_entry_rates_a_player_from_typed_games() {
    // B.02 (2024) 8.1.2: D = 286 → PD 0.84, D = 201 → 0.76, D = −106 → 0.36; ΣΔR = 0.16 + 0.24
    // − 0.36 = 0.04; K 40 → +1.6, rounded to +2 (8.3.4).
    let args = ["ratings", "--rating", "2212", "--k", "40", "--date", "2025-03-01", "--format", "json"];
    let games = ["--game", "1926:1", "--game", "2011:1", "--game", "2318:0"];
    let all: Vec<&str> = args.iter().chain(&games).copied().collect();
    let (code, out, err) = parts(&run(&all));
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).expect("json");
    let players = v["players"].as_array().expect("players");
    assert_eq!(players.len(), 1, "only the exercise's player is reported: {out}");
    assert_eq!(players[0]["change"], 2, "{out}");
    // An unrated player, 3/5 against 1926, 2011, 2318, 2100, 2000 (2024 text 8.2.2–8.2.3):
    // Ra = (10355 + 2 × 1800) / 7 = 1993.57; p = 4/7 = 57 % → dp 50; Ru = 2043.57 → 2044.
    let (code, out, err) = parts(&run(&[
        "ratings",
        "--unrated",
        "--date",
        "2025-03-01",
        "--format",
        "json",
        "--game",
        "1926:1",
        "--game",
        "2011:=",
        "--game",
        "2318:0",
        "--game",
        "2100:1",
        "--game",
        "2000:0.5",
    ]));
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).expect("json");
    assert_eq!(v["players"][0]["initial_rating"], 2044, "{out}");
    // What is typed wrong is named.
    let (code, _, err) = parts(&run(&["ratings", "--rating", "2000", "--game", "1926:3"]));
    assert_ne!(code, 0);
    assert!(err.contains("'1926:3'") && err.contains("is not 1, 0.5"), "{err}");
    let (code, _, err) = parts(&run(&["ratings", "--game", "1926:1"]));
    assert_ne!(code, 0);
    assert!(err.contains("--rating") && err.contains("--unrated"), "{err}");
}

/// Issue #16, item 1: a norm exercise typed on the command line.
#[test]
fn quick_entry_checks_a_norm_from_typed_games() {
    // B.01 (2024): 9 games against 5 GMs and 4 IMs of 9 federations, none from ESP.
    // Ra = 22680 / 9 = 2520 (1.4.7); 6.5 / 9 = 72 % → dp 166; Rp 2686 ≥ 2600 (1.4.8a): a GM
    // norm. The smallest score reaching 2600: 5.5 / 9 = 61 % → dp 80 (5.0 / 9 = 56 % → 43).
    let games = [
        "2600:=:GER:GM",
        "2550:1:FRA:GM",
        "2500:=:NED:IM",
        "2580:1:ENG:GM",
        "2450:=:USA:IM",
        "2520:1:IND:GM",
        "2480:=:ITA:IM",
        "2530:=:POL:GM",
        "2470:1:ARG:IM",
    ];
    let mut args = vec!["norms", "--title", "GM", "--federation", "ESP", "--date", "2025-05-01"];
    for g in &games {
        args.extend(["--game", g]);
    }
    let (code, out, err) = parts(&run(&args));
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("GM norm: YES — 9 games, 6.5 points, Ra 2520, Rp 2686, needs 5.5"), "{out}");
    assert!(!out.contains("IM norm"), "--title GM shows the GM norm only: {out}");
    // Six of the nine opponents from the player's own federation break F2 (at most 3/5 of 9,
    // rounded down: 5; 1.4.3): no score can give the norm, and the line says which rule.
    let mut own = vec!["norms", "--title", "GM", "--federation", "ESP", "--date", "2025-05-01"];
    let local: Vec<String> = games
        .iter()
        .enumerate()
        .map(|(i, g)| if i < 6 { g.replace(&g[g.len() - 6..g.len() - 3], "ESP") } else { (*g).to_owned() })
        .collect();
    for g in &local {
        own.extend(["--game", g.as_str()]);
    }
    let (code, out, err) = parts(&run(&own));
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("GM norm: no") && out.contains("no score gives this norm (F2"), "{out}");
}

/// Issue #16, item 6: prizes. The seed's X-19 round robin ends 4.5, 4.5, 3.5 × 4, 2.5 × 2; with
/// prizes 1000, 600, 400 shared equally, places 1–2 share 1600 (800 each) and places 3–6 share
/// the 400 of place 3 (100 each); nobody else receives anything.
#[test]
fn prizes_are_shared_among_players_tied_on_points() {
    let file = root().join("scenarios/tiebreaks/x19_sonneborn_berger_round_robin.trf");
    let file = file.to_str().expect("path");
    let (code, out, err) =
        parts(&run(&["prizes", file, "--prizes", "1000,600,400", "--sharing", "equal", "--format", "json"]));
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).expect("json");
    let by_tpn = |t: u64| {
        v["awards"]
            .as_array()
            .expect("awards")
            .iter()
            .find(|a| a["tpn"] == t)
            .map(|a| a["cents"].as_i64().expect("cents"))
    };
    assert_eq!((by_tpn(1), by_tpn(2)), (Some(80_000), Some(80_000)), "{out}");
    for t in 3..=6 {
        assert_eq!(by_tpn(t), Some(10_000), "player {t}: {out}");
    }
    assert_eq!((by_tpn(7), by_tpn(8)), (Some(0), Some(0)), "{out}");
    // Only places 1 to 4 entitled: the 3.5 group shares places 3–4 only (400 between two).
    let (code, out, _) =
        parts(&run(&["prizes", file, "--prizes", "1000,600,400", "--sharing", "equal", "--entitled", "4"]));
    assert_eq!(code, 0);
    assert!(out.contains("places 3–4 share 400 / 2"), "{out}");
    let (code, _, err) = parts(&run(&["prizes", file, "--prizes", "1000,x", "--sharing", "hort"]));
    assert_ne!(code, 0);
    assert!(err.contains("'x' is not an amount"), "{err}");
}

/// Issue #16, item 3: the rate of play of B.02 1.1. The X-19 players are rated above 2400, so
/// each needs 120 minutes for 60 moves: 90' + 30" gives 90 + 30 = 120 (enough), 60' + 30" gives
/// 90 (every one of the 28 games too fast).
#[test]
fn ratings_check_the_rate_of_play_against_b02_1_1() {
    let file = root().join("scenarios/tiebreaks/x19_sonneborn_berger_round_robin.trf");
    let file = file.to_str().expect("path");
    let (code, out, err) = parts(&run(&["ratings", file, "--time-control", "5400+30"]));
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("gives 120 minutes for 60 moves: every game meets the minimum"), "{out}");
    let (code, out, err) = parts(&run(&["ratings", file, "--time-control", "3600+30", "--format", "json"]));
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).expect("json");
    let fast = v["rate_of_play"]["too_fast"].as_array().expect("too_fast");
    assert_eq!(fast.len(), 28, "{out}");
    assert!(fast.iter().all(|f| f["required"] == 120 && f["given"] == 90), "{out}");
    let (code, _, err) = parts(&run(&["ratings", file, "--time-control", "ninety"]));
    assert_ne!(code, 0);
    assert!(err.contains("--time-control"), "{err}");
}

/// Issue #16, item 2: `norms --need`. The seed's X-11 (chapter XII, question 11): with 5½ of 8
/// and the last round paired against player 10, the IM norm needs 6 of 9 — a draw is enough.
#[test]
fn norms_need_says_what_the_paired_last_round_must_give() {
    let text =
        std::fs::read_to_string(root().join("scenarios/norms/x11_im_norm_last_round_draw.trf")).expect("fixture");
    // Round 9 paired, not played: players 1 and 10 without a result.
    let pending: String = text
        .lines()
        .map(|l| {
            if l.starts_with("001    1 ") || l.starts_with("001   10 ") {
                format!("{} ", &l[..l.len() - 1])
            } else {
                l.to_owned()
            }
        })
        .collect::<Vec<_>>()
        .join("\n");
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("x11.trf");
    std::fs::write(&path, pending).expect("write");
    let file = path.to_str().expect("path");
    let (code, out, err) = parts(&run(&["norms", file, "--player", "1", "--need", "--title", "IM"]));
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("Player 1: R9 v 10"), "{out}");
    assert!(out.contains("IM norm: needs 0.5 of 1.0: R9 ="), "{out}");
    // Without --need the unfinished round is an inconsistency.
    let (code, _, err) = parts(&run(&["norms", file, "--player", "1"]));
    assert_ne!(code, 0, "{err}");
    // A finished file has nothing pending.
    let done = root().join("scenarios/norms/x11_im_norm_last_round_draw.trf");
    let (code, _, err) = parts(&run(&["norms", done.to_str().expect("path"), "--player", "1", "--need"]));
    assert_ne!(code, 0);
    assert!(err.contains("no game paired without a result"), "{err}");
}
