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
    assert!(out.contains("1 standings difference\n"), "{out}");

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
    // Without the standings check it is an inconsistency of the file, a finding beside the
    // pairing verdict (exit 1), not a refusal.
    let (code, out, err) = parts(&run(&["check", &f, "--only", "pairings"]));
    assert_eq!(code, 1, "{err}");
    assert!(out.contains("round 6: consistent"), "{out}");
    assert!(out.contains("line 12, column 81: player 1: points column says 4.5, results give 5.0"), "{out}");
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
    // Issue #53 item 6: an unknown code is a warning in the standings part, named at its line
    // and column; the pairings are still checked.
    let (code, out, err) = parts(&run(&["check", &f]));
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("standings not checked: line 9, column 15: record 212: tie-break 'XYZ'"), "{out}");
    assert!(out.contains("all 6 rounds consistent"), "{out}");
}

/// Issue #15 item 3: the endorsement profiles write records 202/212 and a rank column filled
/// from the list, so `check` passes their files on pairings and standings; every kind of
/// unusual round appears over a few seeds; the campaign checker catches a swapped rank.
#[test]
fn endorsement_files_are_consistent_on_pairings_and_standings() {
    use arbitro::generator::campaign::arbitro_checker;
    use arbitro::generator::engine::dutch_pairer;
    use arbitro::generator::{Profile, TrfVersion, generate, to_trf};
    use arbitro::rules::DutchEdition;
    use arbitro::tournament::{ResultCode, Tournament};
    use arbitro::trf::TrfDocument;
    let dir = tempfile::tempdir().unwrap();
    let pairer = dutch_pairer(DutchEdition::Dutch2026);
    let mut seen = std::collections::BTreeSet::new();
    for name in ["endorsement", "endorsement-baku"] {
        let profile = Profile::built_in(name).unwrap();
        for seed in 1..=30u64 {
            let Ok(g) = generate(&profile, seed, pairer.as_ref()) else { continue };
            let bytes = to_trf(&g, TrfVersion::Trf2026);
            let text = String::from_utf8(bytes.clone()).unwrap();
            assert!(
                text.contains("\n202 BH/C1,BH,SB,DE,WIN,BPG\n") && text.contains("\n212 PTS,BH/C1,BH,SB,DE,WIN,BPG\n")
            );
            let path = dir.path().join(format!("{name}-{seed}.trf"));
            std::fs::write(&path, &bytes).unwrap();
            let (code, out, err) = parts(&run(&["check", path.to_str().unwrap()]));
            assert_eq!(code, 0, "{name} {seed}: {out}{err}");
            assert!(out.contains("standings consistent"), "{out}");
            let t = Tournament::from_trf(&TrfDocument::from_bytes(&bytes).unwrap()).unwrap();
            for p in &t.players {
                for (r, e) in p.rounds.iter().enumerate() {
                    seen.insert(format!("{:?}", e.result));
                    let theirs = e.opponent.and_then(|o| t.player(o)).and_then(|o| o.rounds.get(r)).map(|x| x.result);
                    match (e.result, theirs) {
                        (ResultCode::ForfeitLoss, Some(ResultCode::ForfeitLoss)) => seen.insert("0F-0F".into()),
                        (ResultCode::Draw, Some(ResultCode::Loss)) => seen.insert("½-0".into()),
                        (ResultCode::Loss, Some(ResultCode::Loss)) => seen.insert("0-0".into()),
                        _ => false,
                    };
                }
            }
            if name == "endorsement-baku" {
                assert!(text.lines().any(|l| l.starts_with("250")), "Baku points in record 250");
            }
            // Swap the ranks of the first two players: the campaign's checker sees it.
            if seed == 1 && name == "endorsement" {
                let mut u = t.clone();
                let (a, b) = (
                    u.players.iter().position(|p| p.rank == Some(1)).unwrap(),
                    u.players.iter().position(|p| p.rank == Some(2)).unwrap(),
                );
                u.players[a].rank = Some(2);
                u.players[b].rank = Some(1);
                let f = arbitro_checker(DutchEdition::Dutch2026).check(&u, &path).unwrap();
                assert!(f.iter().any(|x| x.explanation.starts_with("standings: rank column differs")), "{f:?}");
            }
        }
    }
    for kind in
        ["HalfPointBye", "ZeroPointBye", "FullPointBye", "ForfeitWin", "PairingAllocatedBye", "0F-0F", "½-0", "0-0"]
    {
        assert!(seen.iter().any(|s| s.contains(kind)), "{kind} never drawn: {seen:?}");
    }
}
