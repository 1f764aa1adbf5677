//! Issue #39: results an arbiter can sign — team matches with forfeits, one meaning per
//! result symbol, the pre-2022 rating text as the seeds print it, rates of play, tie-breaks
//! and norms under the older rules, and output an arbiter reads. Each test names the seed
//! line its figure comes from.

use crate::common::{parts, root, run};

fn json(args: &[&str]) -> serde_json::Value {
    let (code, out, err) = parts(&run(args));
    assert_eq!(code, 0, "{args:?}\n{err}\n{out}");
    serde_json::from_str(&out).unwrap_or_else(|e| panic!("{e}: {out}"))
}

fn team_row(v: &serde_json::Value, n: u64) -> serde_json::Value {
    v["standings"]["rows"].as_array().expect("rows").iter().find(|r| r["number"] == n).expect("team").clone()
}

/// Seed 004 l. 332–394: the seed's team round-robin gives team 7 1 match point (a win 1,
/// a draw ½); its match against team 8, 2.5–1.5 with board 5 forfeited by both, is a win.
#[test]
fn team_7_wins_its_match_with_a_double_forfeit_board_seed_004_l332() {
    let f = root().join("scenarios/teams/b13_team_round_robin_double_forfeit_team_7.trf");
    let v = json(&[
        "standings",
        &f.to_string_lossy(),
        "--teams",
        "--match-points",
        "1,0.5,0",
        "-t",
        "GP",
        "--format",
        "json",
    ]);
    assert_eq!(team_row(&v, 7)["match_points"], 1.0);
    assert_eq!(team_row(&v, 7)["game_points"], 7.0);
    assert_eq!(team_row(&v, 8)["match_points"], 0.0);
    assert_eq!(team_row(&v, 8)["game_points"], 5.0);
    let total: f64 =
        v["standings"]["rows"].as_array().expect("rows").iter().filter_map(|r| r["match_points"].as_f64()).sum();
    assert!((total - 28.0).abs() < 1e-9, "28 matches, one point each: {total}");
    // The explanation shows the match as each side scored it.
    let (code, out, err) =
        parts(&run(&["standings", &f.to_string_lossy(), "--teams", "-t", "EMGSB", "--explain", "--player", "7"]));
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("2.5–1.5"), "{out}");
    assert!(!out.contains("2.5–2.5"), "{out}");
}

/// Seed 000 l. 7592–7605 and 7860–7866 (exam question 13): the game of round 6, `1980 +`, is
/// a forfeit and is not rated: Ru = 1566 − 50 = 1516, not the 1618 of a played win.
#[test]
fn a_forfeit_typed_as_plus_is_never_rated_seed_000_l7862() {
    let games = ["1726:0", "1315:1", "1424:=", "1625:0", "1502:1", "1980:+", "1628:=", "1740:0"];
    let mut args = vec!["ratings", "--unrated", "--rules", "2022", "--format", "json"];
    for g in &games {
        args.extend(["--game", g]);
    }
    let v = json(&args);
    let p = &v["players"][0];
    assert_eq!(p["initial_rating"], 1516, "{p}");
    assert_eq!(p["excluded"][0]["round"], 6, "{p}");
    assert!(p["excluded"][0]["reason"].as_str().unwrap_or("").contains("forfeit"), "{p}");
    // `-` is a forfeit lost, equally unrated: the same Ru with the forfeit lost.
    let at = args.iter().position(|a| *a == "1980:+").expect("game");
    args[at] = "1980:-";
    assert_eq!(json(&args)["players"][0]["initial_rating"], 1516);
}

/// `--game -:1` parses as the help writes it (an unrated opponent), with or without `=`.
#[test]
fn a_game_against_an_unrated_opponent_parses_as_the_help_shows_it() {
    for sep in [false, true] {
        let mut args = vec!["ratings", "--rating", "2000", "--rules", "2024", "--format", "json"];
        let g1 = "-:1".to_owned();
        let joined = format!("--game={g1}");
        if sep {
            args.push(&joined);
        } else {
            args.extend(["--game", &g1]);
        }
        args.extend(["--game", "2000:0"]);
        let v = json(&args);
        let p = &v["players"][0];
        assert_eq!(p["games"].as_array().map(Vec::len), Some(1), "{p}");
        assert!(p["excluded"][0]["reason"].as_str().unwrap_or("").contains("unrated"), "{p}");
    }
    let (code, _, err) =
        parts(&run(&["norms", "--rules", "2024", "--rating", "2300", "--game", "-:1:ESP", "--game", "2400:1:GER"]));
    assert_eq!(code, 0, "{err}");
}

/// Seed 004 l. 401–409: "Para esos casos la FIDE indica, solo a efectos de desempate, que se
/// suponga que su Elo es de 1000" — under the rules before C.07 (`--rules seed`) the unrated
/// opponent counts at 1000 without `--unrated`: ARO 1893, AROC1 2021, AROC2 2035, AROC3 2051.
#[test]
fn an_unrated_opponent_counts_at_1000_under_the_seed_rules_seed_004_l401() {
    let f = root().join("scenarios/tiebreaks/b14_swiss_tiebreaks.trf");
    let f = f.to_string_lossy();
    let list = "ARO,ARO/C1,ARO/C2,ARO/C3";
    let v = json(&["standings", &f, "--rules", "seed", "-t", list, "--format", "json"]);
    let row =
        v["standings"]["rows"].as_array().expect("rows").iter().find(|r| r["tpn"] == 1).expect("player 1").clone();
    let got: Vec<i64> = row["values"]
        .as_array()
        .expect("values")
        .iter()
        .map(|x| x["hundredths"].as_i64().unwrap_or(-1) / 100)
        .collect();
    assert_eq!(got, [1893, 2021, 2035, 2051], "{row}");
    assert!(v["warnings"].to_string().contains("1000"), "{}", v["warnings"]);
    // Under C.07 2026 the unrated opponent's rating is the regulations' to give (Art. 10).
    let v = json(&["standings", &f, "--rules", "2026", "-t", list, "--format", "json"]);
    assert!(v["warnings"].to_string().contains("--unrated"), "{}", v["warnings"]);
}

/// B.02 1 by edition (seed 000 l. 4005–4025 from 2022; l. 13608–13612 before 2022): one
/// classifier for `--time-control`, record 222 and the quick entry.
#[test]
fn rates_of_play_by_edition_seed_000_l4005() {
    let f = root().join("scenarios/ratings/a01_rating_change_2212.trf");
    let f = f.to_string_lossy();
    // 5' + 5" is 10 minutes for 60 moves: blitz.
    let v = json(&["ratings", &f, "--rules", "2024", "--time-control", "300+5", "--format", "json"]);
    assert_eq!(v["kind"], "blitz", "{}", v["kind_reason"]);
    assert_eq!(v["rate_of_play"]["ratable"], true, "{}", v["rate_of_play"]);
    // 60 minutes is standard play: chosen as rapid, its games are not rapid-rated.
    let v = json(&["ratings", &f, "--rules", "2024", "--time-control", "3600", "--kind", "rapid", "--format", "json"]);
    assert_eq!(v["rate_of_play"]["list"], "standard");
    assert_eq!(v["rate_of_play"]["ratable"], false, "{}", v["rate_of_play"]);
    // 3 minutes: not blitz-ratable (l. 4005: more than 3 minutes).
    let v = json(&["ratings", &f, "--rules", "2024", "--time-control", "180", "--format", "json"]);
    assert_eq!(v["rate_of_play"]["ratable"], false, "{}", v["rate_of_play"]);
    // Armageddon (l. 4023-4025).
    let v = json(&["ratings", &f, "--rules", "2024", "--time-control", "W300-B240", "--format", "json"]);
    assert_eq!(v["rate_of_play"]["ratable"], false, "{}", v["rate_of_play"]);
    // Before 2022: a 30-move first control is not the 40 moves of 1.2, and 4 minutes is not
    // blitz (1.4: at least 5).
    let v = json(&["ratings", &f, "--rules", "2017", "--time-control", "30/5400:1800+30", "--format", "json"]);
    assert_eq!(v["rate_of_play"]["ratable"], false, "{}", v["rate_of_play"]);
    let v = json(&["ratings", &f, "--rules", "2022", "--time-control", "30/5400:1800+30", "--format", "json"]);
    assert_eq!(v["rate_of_play"]["ratable"], true, "{}", v["rate_of_play"]);
    let v = json(&["ratings", &f, "--rules", "2017", "--time-control", "240", "--format", "json"]);
    assert_eq!(v["rate_of_play"]["ratable"], false, "{}", v["rate_of_play"]);
    // The quick entry reads the same classifier.
    let v = json(&[
        "ratings",
        "--rating",
        "2000",
        "--game",
        "2000:1",
        "--rules",
        "2024",
        "--time-control",
        "300+5",
        "--format",
        "json",
    ]);
    assert_eq!(v["kind"], "blitz", "{}", v["kind_reason"]);
}

/// Seed 000 l. 13608: before 2022 a game with a player rated 2200 needs 120 minutes for 60
/// moves (from 2022: 2400). 90' + 0" gives 90 minutes.
#[test]
fn minimum_times_before_2022_by_the_2200_and_1600_bands_seed_000_l13608() {
    let (code, out, err) =
        parts(&run(&["ratings", "--rating", "2250", "--game", "2000:1", "--rules", "2017", "--time-control", "5400"]));
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("requires 120 when a player is rated 2200 or higher"), "{out}");
    let (code, out, err) =
        parts(&run(&["ratings", "--rating", "2250", "--game", "2000:1", "--rules", "2022", "--time-control", "5400"]));
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("every game meets the minimum"), "{out}");
}

/// Seed 000 l. 13644 (8.54: "Toda diferencia superior a 400 puntos se toma … como si fuera de
/// 400 puntos", every game) and 8.57 (rounded "tanto si es positivo como negativo, en el caso
/// de 0,5 se redondea a 1"): a 2500 player beating 2050 and 2000 has both games capped; a
/// change of −2.5 is −3.
#[test]
fn the_text_before_2022_caps_every_game_and_rounds_away_from_zero_seed_000_l13644() {
    let v = json(&[
        "ratings", "--rating", "2500", "--game", "2050:1", "--game", "2000:1", "--rules", "2017", "--k", "10",
        "--format", "json",
    ]);
    let diffs: Vec<i64> =
        v["players"][0]["games"].as_array().expect("games").iter().filter_map(|g| g["difference"].as_i64()).collect();
    assert_eq!(diffs, [400, 400]);
    let v =
        json(&["ratings", "--rating", "2400", "--game", "2400:0", "--rules", "2017", "--k", "5", "--format", "json"]);
    assert_eq!(v["players"][0]["change"], -3, "−2.5 → −3");
    let v =
        json(&["ratings", "--rating", "2400", "--game", "2400:0", "--rules", "2022", "--k", "5", "--format", "json"]);
    assert_eq!(v["players"][0]["change"], -2, "2022: 0.5 rounded up");
}

/// An initial rating from fewer than 5 rated games is not published (7.1.4): no "New".
#[test]
fn an_unpublished_initial_rating_shows_no_new_value() {
    let (code, out, err) = parts(&run(&[
        "ratings",
        "--unrated",
        "--game",
        "1800:1",
        "--game",
        "1900:1",
        "--game",
        "2000:0",
        "--rules",
        "2022",
    ]));
    assert_eq!(code, 0, "{err}");
    let row = out.lines().find(|l| l.trim_start().starts_with("1 ")).expect("row");
    // Ra 1900, 2 of 3: Ru = 1900 + 20 × 1 = 1920, from 3 games: not published.
    assert!(!row.contains("1920"), "{row}\n{out}");
    let v = json(&[
        "ratings",
        "--unrated",
        "--game",
        "1800:1",
        "--game",
        "1900:1",
        "--game",
        "2000:0",
        "--rules",
        "2022",
        "--format",
        "json",
    ]);
    assert_eq!(v["players"][0]["published"], false);
    assert_eq!(v["players"][0]["initial_rating"], 1920);
}

/// Quick-entry women's norms: `--sex w` (or `--title WGM`) checks the WGM and WIM norms.
#[test]
fn womens_norms_from_the_quick_entry() {
    let games: Vec<String> = [
        "2300:1:GER:GM",
        "2350:=:FRA:IM",
        "2250:1:ENG:WGM",
        "2200:=:HUN:WIM",
        "2400:1:NED:GM",
        "2300:=:ITA:IM",
        "2280:1:POL:WGM",
        "2350:=:SWE:GM",
        "2320:1:NOR:IM",
    ]
    .iter()
    .map(ToString::to_string)
    .collect();
    let run_with = |extra: &[&str]| -> serde_json::Value {
        let mut args: Vec<&str> =
            vec!["norms", "--rating", "2200", "--federation", "ESP", "--rules", "2024", "--format", "json"];
        for g in &games {
            args.extend(["--game", g.as_str()]);
        }
        args.extend(extra);
        json(&args)
    };
    let titles = |v: &serde_json::Value| -> Vec<String> {
        v["players"][0]["checks"]
            .as_array()
            .expect("checks")
            .iter()
            .filter_map(|c| c["title"].as_str().map(str::to_owned))
            .collect()
    };
    assert!(!titles(&run_with(&[])).contains(&"WGM".to_owned()));
    assert!(titles(&run_with(&["--sex", "w"])).contains(&"WGM".to_owned()));
    assert!(titles(&run_with(&["--title", "WIM"])).contains(&"WIM".to_owned()));
}

/// `--date` is reported as given, and a negative term is written "− 50", not "+ -50".
#[test]
fn the_date_as_given_and_minus_signs_seed_000_l7862() {
    let games = ["1726:0", "1315:1", "1424:=", "1625:0", "1502:1", "1980:+", "1628:=", "1740:0"];
    let mut args = vec!["ratings", "--unrated", "--date", "2023-05-01", "--explain"];
    for g in &games {
        args.extend(["--game", g]);
    }
    let (code, out, err) = parts(&run(&args));
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("--date 2023-05-01"), "{out}");
    assert!(!out.contains("record 042"), "{out}");
    assert!(out.contains("Ru = Ra − 50"), "{out}");
    assert!(!out.contains("+ -"), "{out}");
}

/// Issue 39, item 2 — one symbol, one meaning: in `norms --game`, `+` and `-` are a forfeit won
/// and lost, as in `ratings` and in TRF: no game for a norm (B.01 1.4.2c), so three typed games
/// with a forfeit in round 2 count two, rounds 1 and 3.
#[test]
fn a_forfeit_is_no_norm_game_in_norms_quick_entry() {
    for forfeit in ["2450:+:FRA:GM", "2450:-:FRA:GM"] {
        let v = json(&[
            "norms",
            "--rating",
            "2450",
            "--federation",
            "ESP",
            "--date",
            "2025-01-10",
            "--format",
            "json",
            "--game",
            "2450:1:GER:GM",
            "--game",
            forfeit,
            "--game",
            "2450:=:ITA:GM",
        ]);
        let c = &v["players"][0]["checks"][0];
        assert_eq!(c["games"], 2, "{forfeit}: {c}");
        assert_eq!(c["rounds"], serde_json::json!([1, 3]), "{forfeit}: {c}");
        assert_eq!(c["score"], 1.5, "{forfeit}: {c}");
    }
}

/// Issue 39, item 2: in `standings --game`, `-` is a forfeit lost (and `+` a forfeit won, see
/// `quick_results`), the same meaning as in `ratings` and `norms`: an unplayed round whose
/// Buchholz value is the dummy of C.07 (2026) 16.2.4 / 16.4.1.
#[test]
fn a_forfeit_lost_is_an_unplayed_round_in_standings_quick_entry() {
    let (code, out, err) = parts(&run(&[
        "standings",
        "--game",
        "2:1",
        "--game",
        "2:-",
        "--game",
        "1:=",
        "-t",
        "PTS,BH",
        "--explain",
        "--date",
        "2026-04-01",
        "--lang",
        "en",
    ]));
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("R2: forfeit loss v 3 [16.2.4] — dummy: own score 1.5"), "{out}");
    assert!(out.contains("points after round 3: 1.5"), "{out}");
}

/// Issue 39, item 2: `prizes` takes no game; a sign in an amount (`+500`, `-500`) is refused
/// with a message, never read as a forfeit or a negative prize.
#[test]
fn prizes_refuse_a_signed_amount() {
    let f = root().join("scenarios/tiebreaks/x19_sonneborn_berger_round_robin.trf");
    for amount in ["+500", "-500"] {
        let (code, out, err) = parts(&run(&[
            "prizes",
            &f.to_string_lossy(),
            &format!("--prizes={amount}"),
            "--sharing",
            "equal",
            "--lang",
            "en",
        ]));
        assert_ne!(code, 0, "{out}");
        assert!(err.contains(&format!("'{amount}' is not an amount")), "{err}");
    }
}
