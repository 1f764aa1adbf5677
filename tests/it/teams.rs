//! Issue #16, item 5: team standings from TRF-2026 team records (`standings --teams`):
//! the seed's team Sonneborn-Berger explained, `--against`, JSON, and bad team records named
//! by line and column.

use crate::common::{parts, root, run};

fn fixture(name: &str) -> String {
    std::fs::read_to_string(root().join("scenarios/teams").join(name)).expect("fixture")
}

fn write(dir: &tempfile::TempDir, name: &str, text: &str) -> String {
    let p = dir.path().join(name);
    std::fs::write(&p, text).expect("write");
    p.to_string_lossy().into_owned()
}

/// Seed 001 (lines 9486–9490): "A beat B 5–3 and B finished with 11 match points: 11 × 5 = 55".
#[test]
fn team_sonneborn_berger_is_explained_match_by_match() {
    let f = root().join("scenarios/teams/m43_team_sonneborn_berger.trf");
    let (code, out, err) =
        parts(&run(&["standings", &f.to_string_lossy(), "--teams", "-t", "EMGSB", "--explain", "--player", "1"]));
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("v team 2 (B) 5.0–3.0 MP 11.0 × 5.0 GP = 55.00"), "{out}");
    assert!(out.contains("Team 1 A — rank"), "{out}");
}

#[test]
fn team_standings_json_lists_every_team() {
    let f = root().join("scenarios/teams/b13_team_round_robin.trf");
    let (code, out, err) = parts(&run(&["standings", &f.to_string_lossy(), "-t", "MP,GP,EGMSB", "--format", "json"]));
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).expect("json");
    let rows = v["standings"]["rows"].as_array().expect("rows");
    assert_eq!(rows.len(), 8);
    // Record 362 says 3/1/0; team 3 has 4 wins and 2 draws.
    let t3 = rows.iter().find(|r| r["number"] == 3).expect("team 3");
    assert_eq!(t3["match_points"], 14.0);
    assert_eq!(v["standings"]["match_scoring"]["win"], 3.0);
    assert_eq!(v["standings"]["tiebreaks"], serde_json::json!(["MP", "GP", "EGMSB"]));
}

#[test]
fn against_the_declared_310_points_and_a_table() {
    let dir = tempfile::tempdir().expect("tempdir");
    let text = fixture("b13_team_round_robin.trf");
    // Team 3 declares 13.0 match points (columns 55–60) where its matches give 14.0, and rank 4.
    let line = text.lines().find(|l| l.starts_with("310   3")).expect("310 of team 3").to_owned();
    let mut chars: Vec<char> = line.chars().collect();
    for (k, c) in "  13.0   22.0   4".chars().enumerate() {
        chars[54 + k] = c;
    }
    let changed: String = chars.into_iter().collect();
    let other = write(&dir, "other.trf", &text.replace(&line, &changed));
    let f = root().join("scenarios/teams/b13_team_round_robin.trf");
    let (code, out, err) = parts(&run(&["standings", &f.to_string_lossy(), "-t", "GP", "--against", &other]));
    assert_eq!(code, 1, "{err}");
    assert!(out.contains("team 3 (Capakhine La Zubia): MP — arbitro 14.0, other 13.0"), "{out}");
    assert!(out.contains("Rank — arbitro 3, other 4"), "{out}");
    let table = write(&dir, "t.tsv", "Team\tMP\tGP\n3\t14\t22\n1\t21\t28\n");
    let (code, out, _) = parts(&run(&["standings", &f.to_string_lossy(), "-t", "GP", "--against", &table]));
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains("1 difference with") && out.contains("team 1 (Equipo 1): GP — arbitro 28.5, other 28"),
        "{out}"
    );
}

#[test]
fn bad_team_records_are_named_by_line_and_column() {
    let dir = tempfile::tempdir().expect("tempdir");
    let text = fixture("b13_team_round_robin.trf");
    let n310 = text.lines().position(|l| l.starts_with("310   8")).expect("310") + 1;
    // A player who does not exist (board 5 of team 8, columns 94–97).
    let bad = text.replace("   36   37   38   39   40", "   36   37   38   39   41");
    let f = write(&dir, "a.trf", &bad);
    let (code, _, err) = parts(&run(&["standings", &f, "--teams"]));
    assert_eq!(code, 3, "{err}");
    assert!(err.contains(&format!("line {n310}, column")) && err.contains("names player 41"), "{err}");
    // Bad match points in record 362.
    let bad = text.replace("362 TW 3.0 TD 1.0 TL 0.0", "362 TW 3.0 TD x TL 0.0");
    let f = write(&dir, "b.trf", &bad);
    let (code, _, err) = parts(&run(&["standings", &f, "--teams"]));
    assert_eq!(code, 3, "{err}");
    assert!(err.contains("line 8, column 15: 362: TD: expected match points"), "{err}");
    // A forfeited match of an unknown type.
    let f = write(&dir, "c.trf", &format!("{text}\n330 x+ 001 001 002"));
    let (code, _, err) = parts(&run(&["standings", &f, "--teams"]));
    assert_eq!(code, 3, "{err}");
    assert!(err.contains("column 5: 330: expected the forfeit type"), "{err}");
    // A player in two teams.
    let bad = text.replace("   36   37   38   39   40", "   36   37   38   39    1");
    let f = write(&dir, "d.trf", &bad);
    let (code, _, err) = parts(&run(&["standings", &f, "--teams"]));
    assert_eq!(code, 3, "{err}");
    assert!(err.contains(&format!("line {n310}, column")) && err.contains("player 1"), "{err}");
    // Not a team tie-break.
    let f = root().join("scenarios/teams/b13_team_round_robin.trf");
    let (code, _, err) = parts(&run(&["standings", &f.to_string_lossy(), "-t", "MP,ARO"]));
    assert_ne!(code, 0);
    assert!(err.contains("'ARO'") && err.contains("not a team tie-break"), "{err}");
    // --match-points without a team event.
    let g = root().join("scenarios/tiebreaks/b14_swiss_tiebreaks.trf");
    let (code, _, err) = parts(&run(&["standings", &g.to_string_lossy(), "--match-points", "2,1,0"]));
    assert_ne!(code, 0);
    assert!(err.contains("--match-points"), "{err}");
}

/// A 001 line: number, rating 2000, points, round blocks as written.
fn p001(tpn: u16, points: &str, blocks: &[&str]) -> String {
    let mut l = format!("001 {tpn:>4} m    {:<33} 2000{:28}{points:>4}{:5}", format!("Player {tpn}"), "", "");
    for b in blocks {
        l.push_str(&format!("  {b:<8}"));
    }
    l.trim_end().to_owned()
}

fn t310(n: u16, name: &str, players: &[u16]) -> String {
    let ids: String = players.iter().map(|p| format!("{p:>4} ")).collect();
    format!("310 {n:>3} {name:<32}{:33}{}", "", ids.trim_end())
}

/// A team Swiss with a PAB (record 320) and a forfeited match (330), worked by hand from
/// C.07 11 and 16 (2026 text): round 1 Alpha beat Beta 1½–½ on two boards, Gamma had the PAB
/// (2 match points, 1 game point); round 2 Alpha won against Gamma by forfeit (no game played:
/// a whole match, 2 game points, to Alpha), Beta had the PAB. MP: Alpha 4, Beta 2, Gamma 2;
/// GP: 3.5, 1.5, 1.0. BH:MP of Alpha: Beta's 2 in round 1, and for the forfeit a dummy with
/// Alpha's own 4 capped at the scheduled opponent Gamma's 2 (16.4.1): 4 — 6 under the 2024
/// text (uncapped dummy). Beta: Alpha's 4 + a PAB dummy of its own 2 (the cap 1 × 2 rounds,
/// 16.4.2, does not bite): 6. Gamma: two dummies of its own 2 (the PAB capped at 2, the
/// forfeit loss at Alpha's 4): 4.
#[test]
fn team_pab_and_forfeited_match_follow_the_records() {
    let text = [
        "012 Team Swiss".to_owned(),
        "042 2026/04/01".to_owned(),
        "142   2".to_owned(),
        "192 FIDE_TEAM_MP_GP".to_owned(),
        "352 WB".to_owned(),
        "320  2.0  1.0 003 002".to_owned(),
        "330 +- 002 001 003".to_owned(),
        p001(1, "1.0", &["   3 w 1"]),
        p001(2, "0.5", &["   4 b ="]),
        p001(3, "0.0", &["   1 b 0"]),
        p001(4, "0.5", &["   2 w ="]),
        p001(5, "0.0", &[]),
        p001(6, "0.0", &[]),
        t310(1, "Alpha", &[1, 2]),
        t310(2, "Beta", &[3, 4]),
        t310(3, "Gamma", &[5, 6]),
    ]
    .join("\n");
    let dir = tempfile::tempdir().expect("tempdir");
    let f = write(&dir, "swiss.trf", &text);
    let (code, out, err) = parts(&run(&["standings", &f, "-t", "GP,BH:MP", "--format", "tsv"]));
    assert_eq!(code, 0, "{err}");
    let rows: Vec<&str> = out.lines().collect();
    assert_eq!(rows[0], "Team\tRank\tMP\tGP\tGP\tBH:MP");
    assert_eq!(rows[1], "1\t1\t4.0\t3.5\t3.5\t4.0", "{out}");
    assert_eq!(rows[2], "2\t2\t2.0\t1.5\t1.5\t6.0", "{out}");
    assert_eq!(rows[3], "3\t3\t2.0\t1.0\t1.0\t4.0", "{out}");
    let (code, out, err) = parts(&run(&["standings", &f, "-t", "BH:MP", "--rules", "2024", "--format", "tsv"]));
    assert_eq!(code, 0, "{err}");
    assert!(out.lines().any(|l| l == "1\t1\t4.0\t3.5\t6.0"), "{out}");
}

/// A team whose players meet two teams in one round, and a player who meets a team-mate, are
/// named at the player's line and the round's column (92 for round 1).
#[test]
fn players_meeting_two_teams_or_a_team_mate_are_named() {
    let head = ["012 Bad teams", "042 2026/04/01", "192 FIDE_TEAM"].map(str::to_owned);
    let teams = [t310(1, "Alpha", &[1, 2]), t310(2, "Beta", &[3, 4]), t310(3, "Gamma", &[5, 6])];
    let dir = tempfile::tempdir().expect("tempdir");
    let mut lines: Vec<String> = head.to_vec();
    lines.extend([
        p001(1, "1.0", &["   3 w 1"]),
        p001(2, "0.5", &["   5 b ="]),
        p001(3, "0.0", &["   1 b 0"]),
        p001(4, "0.0", &[]),
        p001(5, "0.5", &["   2 w ="]),
        p001(6, "0.0", &[]),
    ]);
    lines.extend(teams.iter().cloned());
    let f = write(&dir, "two.trf", &lines.join("\n"));
    let (code, _, err) = parts(&run(&["standings", &f]));
    assert_eq!(code, 3, "{err}");
    assert!(err.contains("line 5, column 92: round 1: team 1's players meet two teams"), "{err}");
    let mut lines: Vec<String> = head.to_vec();
    lines.extend([
        p001(1, "1.0", &["   2 w 1"]),
        p001(2, "0.0", &["   1 b 0"]),
        p001(3, "0.0", &[]),
        p001(4, "0.0", &[]),
        p001(5, "0.0", &[]),
        p001(6, "0.0", &[]),
    ]);
    lines.extend(teams.iter().cloned());
    let f = write(&dir, "mate.trf", &lines.join("\n"));
    let (code, _, err) = parts(&run(&["standings", &f]));
    assert_eq!(code, 3, "{err}");
    assert!(err.contains("line 4, column 92: round 1: player 1 meets 2 of the same team 1"), "{err}");
}

/// C.07 Art. 13's team knockout criteria (digest §3.5), summed over the matches, on
/// scenarios/teams/knockout_board_criteria.trf: A and C both draw both matches 2–2 (2 MP, 4 GP).
/// Worked by hand from the boards: A scores 0.5, 0, 1, 0.5 v B and 1, 0, 0, 1 v C, so
/// board totals 1.5, 0, 1, 1.5; C scores 1, 0, 0.5, 0.5 v D and 0, 1, 1, 0 v A: 1, 1, 1.5, 0.5.
/// BC (Σ board × points, lower better): A 1.5 + 0 + 3 + 6 = 10.5, C 1 + 2 + 4.5 + 2 = 9.5 → C.
/// TBR (board 1 first): A 1.5 > C 1 → A. BBE (boards 1–3): A 2.5 < C 3.5 → C.
/// B: 0.5, 1, 0, 0.5 + 1, 1, 0, 0.5 = 1.5, 2, 0, 1 → BC 1.5 + 4 + 0 + 4 = 9.5, TBR 1.5, BBE 3.5.
/// D: 0, 1, 0.5, 0.5 + 0, 0, 1, 0.5 = 0, 1, 1.5, 1 → BC 0 + 2 + 4.5 + 4 = 10.5, TBR 0, BBE 2.5.
#[test]
fn board_count_top_board_and_bottom_board_elimination() {
    let f = root().join("scenarios/teams/knockout_board_criteria.trf");
    let f = f.to_string_lossy();
    let order = |tb: &str| -> Vec<(u64, f64)> {
        let (code, out, err) = parts(&run(&["standings", &f, "--teams", "-t", tb, "--format", "json"]));
        assert_eq!(code, 0, "{err}");
        let v: serde_json::Value = serde_json::from_str(&out).expect("json");
        v["standings"]["rows"]
            .as_array()
            .expect("rows")
            .iter()
            .map(|r| (r["number"].as_u64().unwrap(), r["values"][0]["hundredths"].as_f64().unwrap() / 100.0))
            .collect()
    };
    assert_eq!(order("BC"), [(2, 9.5), (3, 9.5), (1, 10.5), (4, 10.5)]);
    assert_eq!(order("TBR"), [(2, 1.5), (1, 1.5), (3, 1.0), (4, 0.0)]);
    assert_eq!(order("BBE"), [(2, 3.5), (3, 3.5), (1, 2.5), (4, 2.5)]);
    let (code, out, err) = parts(&run(&["standings", &f, "--teams", "-t", "BC,TBR,BBE", "--explain", "--player", "1"]));
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("R1: v team 2 (B) 2.0–2.0: 1×0.5 + 2×0.0 + 3×1.0 + 4×0.5 = 5.5"), "{out}");
    assert!(
        out.contains("lower is better") && out.contains("board 1 1.5, board 2 0.0, board 3 1.0, board 4 1.5"),
        "{out}"
    );
    assert!(out.contains("boards 1–3 2.5"), "{out}");
    let (code, out, err) = parts(&run(&["standings", &f, "--teams", "-t", "BC,TBR,BBE", "--format", "tsv"]));
    assert_eq!(code, 0, "{err}");
    assert!(out.lines().next().unwrap_or("").contains("BC\tTBR\tBBE"), "{out}");
    for bad in ["BC/C1", "TBR:GP", "BBX"] {
        let (code, _, err) = parts(&run(&["standings", &f, "--teams", "-t", bad]));
        assert_ne!(code, 0, "{bad}");
        assert!(err.contains(bad), "{bad}: {err}");
    }
}
