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
    assert!(out.contains("1 difference(s)") && out.contains("team 1 (Equipo 1): GP — arbitro 28.5, other 28"), "{out}");
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
