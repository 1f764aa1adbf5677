//! Issue #16, item 2 (the rest): `norms --need` gives the rating outcomes of the rounds left,
//! and tie-break exercises are typed on the command line (`standings --game`).

use crate::common::{parts, root, run};

fn write(dir: &tempfile::TempDir, name: &str, text: &str) -> String {
    let p = dir.path().join(name);
    std::fs::write(&p, text).expect("write");
    p.to_string_lossy().into_owned()
}

/// Four players rated 2000; player 1 drew round 1 and is paired with player 3 in round 2.
/// B.02 8.3 (2022 text): every difference is 0, so PD = 0.50 (table 8.1.2) and with K 20 the
/// change is 20 × (W − 1.0) over the two games: a win +10 (2010), a draw 0, a loss −10 (1990).
#[test]
fn need_gives_the_rating_change_of_every_result_left() {
    let trf = "012 Need\n042 2023/05/01\nXXR 2\n\
001    1 m    One                               2000                             0.5          2 w =     3 w  \n\
001    2 m    Two                               2000                             1.0          1 b =     4 w =\n\
001    3 m    Three                             2000                             0.5          4 b =     1 b  \n\
001    4 m    Four                              2000                             1.0          3 w =     2 b =\n";
    let dir = tempfile::tempdir().expect("tempdir");
    let f = write(&dir, "need.trf", trf);
    let (code, out, err) = parts(&run(&["norms", &f, "--player", "1", "--need", "--k", "20"]));
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("R2 1 (1.0 of 1.0): +10 → 2010 (K 20)"), "{out}");
    assert!(out.contains("R2 = (0.5 of 1.0): +0 → 2000 (K 20)"), "{out}");
    assert!(out.contains("R2 0 (0.0 of 1.0): -10 → 1990 (K 20)"), "{out}");
    let (code, out, err) = parts(&run(&["norms", &f, "--player", "1", "--need", "--k", "20", "--format", "json"]));
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).expect("json");
    let o = &v["players"][0]["rating_outcomes"];
    assert_eq!(o.as_array().map(Vec::len), Some(3));
    assert_eq!(o[0]["results"], "R2 1");
    assert_eq!(o[0]["new_rating"], 2010);
    assert_eq!(o[2]["change"], -10);
}

/// `--k` is only for `--need`.
#[test]
fn k_without_need_is_refused() {
    let f = root().join("scenarios/norms/x10_gm_norm.trf");
    let (code, _, err) = parts(&run(&["norms", &f.to_string_lossy(), "--k", "20"]));
    assert_ne!(code, 0);
    assert!(err.contains("--need"), "{err}");
}

/// Seed 004, lines 398–464 (B-14), typed as a quick entry: the player's eight rounds, each
/// the opponent's final score, the result, the rating (the first opponent unrated, counted as
/// 1000) and the colour of round 1 (Black; then alternating). The values are the seed's.
#[test]
fn the_seed_swiss_tiebreak_exercise_by_quick_entry() {
    let mut args = vec!["standings"];
    for g in ["2:1:-:b", "5.5:0:1984", "4.5:1:1940", "4.5:=:2033", "6:=:2014", "4.5:=:2117", "3.5:1:1952", "5.5:0:2107"]
    {
        args.extend(["--game", g]);
    }
    args.extend(["--rating", "1900", "--date", "2021-07-01", "--unrated", "1000", "--format", "tsv"]);
    args.extend(["-t", "ARO,ARO/C1,ARO/C2,ARO/C3,BH,BH/M1,BH/M2,BH/C1,BH/C2,BPG,SB,PS,WIN"]);
    let (code, out, err) = parts(&run(&args));
    assert_eq!(code, 0, "{err}");
    let mut lines = out.lines();
    assert_eq!(
        lines.next(),
        Some("TPN\tRank\tARO\tARO/C1\tARO/C2\tARO/C3\tBH\tBH/M1\tBH/M2\tBH/C1\tBH/C2\tBPG\tSB\tPS\tWIN")
    );
    assert_eq!(lines.next(), Some("1\t\t1893\t2021\t2035\t2051\t36.0\t28.0\t19.0\t34.0\t30.5\t4\t17.50\t22.0\t3"));
    assert_eq!(lines.next(), None, "only the player: {out}");
}

/// C.07 (2026) 16.4: a half-point bye in round 2 (followed by a forfeit win, so 16.2.3) and a
/// forfeit win in round 3 against an opponent who finished on 2. The player has 2.5; the
/// dummies are capped at 0.5 × 3 = 1.5 (16.4.2) and at the opponent's 2.0 (16.4.1):
/// BH = 2.0 + 1.5 + 2.0 = 5.5; SB = 2.0 × 1 + 1.5 × 0.5 + 2.0 × 1 = 4.75.
#[test]
fn quick_entry_byes_and_forfeits_follow_article_16() {
    let (code, out, err) = parts(&run(&[
        "standings",
        "--game",
        "2:1",
        "--game",
        "H",
        "--game",
        "2:+",
        "--date",
        "2026-04-01",
        "-t",
        "BH,SB",
        "--format",
        "tsv",
    ]));
    assert_eq!(code, 0, "{err}");
    assert!(out.lines().any(|l| l == "1\t\t5.5\t4.75"), "{out}");
}

#[test]
fn quick_entry_tiebreak_errors_say_what_is_wrong() {
    let (code, _, err) = parts(&run(&["standings", "--game", "4.4:1"]));
    assert_ne!(code, 0);
    assert!(err.contains("--game '4.4:1'") && err.contains("'4.4'"), "{err}");
    let (code, _, err) = parts(&run(&["standings", "--game", "7:1", "--game", "1:0"]));
    assert_ne!(code, 0);
    assert!(err.contains("cannot finish on 7.0 in 2 rounds"), "{err}");
    let (code, _, err) = parts(&run(&["standings", "--game", "1:1", "--game", "1:0", "-t", "DE"]));
    assert_ne!(code, 0);
    assert!(err.contains("DE reads the opponents' own games"), "{err}");
}
