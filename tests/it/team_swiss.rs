//! The Swiss Team pairing system, 2026 edition (`--rules team-2026`, record 192 `FIDE_TEAM…`):
//! `pair`, `check` and `explain` through the binary, on one TRF line per team.

use super::common::{parts, root, run, run_in};

const FIRST: &str = "scenarios/team-swiss/first-round-8.trf";
const PAIRED: &str = "scenarios/team-swiss/arbitro-paired-9.trf";

#[test]
fn pairs_the_first_round_by_record_192_and_by_flag() {
    let (code, out, err) = parts(&run(&["pair", FIRST, "-p"]));
    // 3.6: tops 1 2 3 4 against 5 6 7 8; 4.3.1: the first-team's odd TPN gets the initial-colour.
    assert_eq!((code, out.as_str()), (0, "4\n1 5\n6 2\n3 7\n8 4\n"), "{err}");
    let (code, out, _) = parts(&run(&["pair", FIRST, "--rules", "team-2026"]));
    assert_eq!(code, 0);
    assert!(out.contains("Swiss Team pairing system, 2026 edition") && out.contains("chosen with --rules"), "{out}");
    let (code, out, _) = parts(&run(&["pair", FIRST, "--format", "json"]));
    assert_eq!(code, 0);
    assert!(out.contains("\"system\": \"team-2026\"") && out.contains("\"preference\": \"type_a\""), "{out}");
    // XXC black1: the colours of round 1 turn round.
    let (code, out, _) = parts(&run(&["pair", FIRST, "-p", "--initial-colour", "black"]));
    assert_eq!((code, out.as_str()), (0, "4\n5 1\n2 6\n7 3\n4 8\n"));
}

#[test]
fn the_2024_edition_is_named_and_files_without_rounds_are_refused() {
    let (code, _, err) = parts(&run(&["pair", FIRST, "--rules", "team-2024"]));
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("2024 Art. 3.3.3") && err.contains("not"), "{err}");
    let dir = tempfile::tempdir().unwrap();
    let text = std::fs::read_to_string(root().join(FIRST)).unwrap();
    std::fs::write(dir.path().join("old.trf"), text.replace("042 2026/03/01", "042 2025/03/01")).unwrap();
    // An event of 2025: paired under the 2026 text, and the report says the 2024 edition is
    // not implemented.
    let (code, out, err) = parts(&run_in(dir.path(), &["pair", "old.trf"]));
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("2024 edition") && out.contains("before the") && out.contains("not implemented"), "{out}");
    std::fs::write(dir.path().join("norounds.trf"), text.replace("XXR 5\n", "")).unwrap();
    let (code, _, err) = parts(&run_in(dir.path(), &["pair", "norounds.trf"]));
    assert_ne!(code, 0);
    assert!(err.contains("number of rounds") && err.contains("2.3.4"), "{err}");
}

#[test]
fn checks_its_own_tournament_and_flags_mutations() {
    let (code, out, err) = parts(&run(&["check", PAIRED]));
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("All rounds consistent."), "{out}");
    let text = std::fs::read_to_string(root().join(PAIRED)).unwrap();
    let dir = tempfile::tempdir().unwrap();
    // Round 1, board 1 (1 v 5) with colours reversed.
    let swapped: String = text
        .lines()
        .map(|l| {
            if l.starts_with("001    1 ") {
                l.replacen("     5 w 1", "     5 b 1", 1)
            } else if l.starts_with("001    5 ") {
                l.replacen("     1 b 0", "     1 w 0", 1)
            } else {
                l.to_owned()
            }
        })
        .collect::<Vec<_>>()
        .join("\n");
    assert_ne!(swapped, text.trim_end());
    std::fs::write(dir.path().join("m.trf"), &swapped).unwrap();
    let (code, out, err) = parts(&run_in(dir.path(), &["check", "m.trf", "--round", "1"]));
    assert_eq!(code, 1, "{out}{err}");
    assert!(out.contains("[COLOURS] Art. 4") && out.contains("4.3.1"), "{out}");
    let (code, out, _) = parts(&run_in(dir.path(), &["check", "m.trf", "--round", "1", "--format", "json"]));
    assert_eq!(code, 1);
    assert!(out.contains("\"criterion\": \"Colours\""), "{out}");
}

#[test]
fn another_programs_first_round_departs_at_the_identifier() {
    let (code, out, err) = parts(&run(&["check", "scenarios/team-swiss/chesspairing-round1-8.trf"]));
    assert_eq!(code, 1, "{out}{err}");
    assert!(out.contains("[IDENTIFIER] Art. 3.6") && out.contains("1-5 2-6 3-7 4-8"), "{out}");
}

#[test]
fn a_proposed_round_is_checked_with_next() {
    let dir = tempfile::tempdir().unwrap();
    // Round 1 proposed with a rematch-free but non-first identifier.
    std::fs::write(dir.path().join("p.txt"), "4\n1 2\n3 4\n5 6\n7 8\n").unwrap();
    let first = root().join(FIRST);
    let (code, out, err) =
        parts(&run_in(dir.path(), &["check", first.to_str().unwrap(), "--next", "p.txt", "--format", "json"]));
    assert_eq!(code, 1, "{out}{err}");
    assert!(out.contains("\"criterion\": \"Identifier\""), "{out}");
}

#[test]
fn explains_team_criteria() {
    let (code, out, _) = parts(&run(&["explain", "team C6"]));
    assert_eq!(code, 0);
    assert!(out.contains("Art. 2.3.3") && out.contains("following scoregroup"), "{out}");
    let (code, out, _) = parts(&run(&["explain", "team identifier", "--format", "json"]));
    assert_eq!(code, 0);
    assert!(out.contains("C.04.6") && out.contains("3.6.2"), "{out}");
    let (code, _, err) = parts(&run(&["explain", "team C42"]));
    assert_eq!(code, 3, "{err}");
}

#[test]
fn the_team_swiss_profile_generates_and_checks() {
    let dir = tempfile::tempdir().unwrap();
    let (code, out, err) = parts(&run_in(
        dir.path(),
        &["campaign", "--profile", "team-swiss", "--count", "3", "--seed", "7", "--jobs", "1", "--report", "c"],
    ));
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("3 consistent"), "{out}{err}");
    let (code, _, err) = parts(&run_in(
        dir.path(),
        &["generate", "--profile", "team-swiss", "--seed", "3", "--trf", "2026", "-o", "t.trf"],
    ));
    assert_eq!(code, 0, "{err}");
    let trf = std::fs::read_to_string(dir.path().join("t.trf")).unwrap();
    assert!(trf.contains("192 FIDE_TEAM"), "{}", &trf[..trf.len().min(600)]);
    let (code, out, err) = parts(&run_in(dir.path(), &["check", "t.trf"]));
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("Swiss Team pairing system") && out.contains("All rounds consistent."), "{out}");
}

/// A team event as other programs write it (TRF-2026: the players' games and the team records
/// 310): each team is one participant, its matches built from its players' games, its colour the
/// first board's (1.6.1), its score in match points.
const PLAYERS_310: &str = "scenarios/team-swiss/players-310-four-teams.trf";

#[test]
fn a_file_of_players_with_team_records_is_paired_and_checked_as_its_teams() {
    // Round 1: 1 v 3 and 4 v 2 (Alpha's and Delta's first boards White); round 2: 2 v 1, 3 v 4.
    let (code, out, err) = parts(&run(&["check", PLAYERS_310]));
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("Round 2: consistent") && out.contains("All rounds consistent."), "{out}");
    // After round 2: Beta 4 match points, Alpha and Gamma 2, Delta 0; Alpha and Beta have met.
    let (code, out, err) = parts(&run(&["pair", PLAYERS_310, "-p", "-"]));
    assert_eq!((code, out.as_str()), (0, "2\n3 2\n1 4\n"), "{err}");
    let (_, out, _) = parts(&run(&["pair", PLAYERS_310]));
    assert!(out.contains("Gamma") && out.contains("Beta") && out.contains("4.0"), "{out}");
    // Round 2 with Beta's colours reversed on both boards (Alpha's first board White): the
    // team colour of the match changes, and the checker says which rule it breaks.
    let text = std::fs::read_to_string(root().join(PLAYERS_310)).unwrap();
    let swapped: String = text
        .lines()
        .map(|l| match l.get(..8) {
            Some("001    1" | "001    4") => l.replacen("3 b =", "3 w =", 1).replacen("2 b 1", "2 w 1", 1),
            Some("001    2" | "001    3") => l.replacen("4 w 0", "4 b 0", 1).replacen("1 w =", "1 b =", 1),
            _ => l.to_owned(),
        } + "\n")
        .collect();
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("swapped.trf"), &swapped).unwrap();
    let (code, out, err) = parts(&run_in(dir.path(), &["check", "swapped.trf", "--format", "json"]));
    assert_eq!(code, 1, "{out}{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["rounds"][0]["complies"], true, "{out}");
    assert_eq!(v["rounds"][1]["criterion"], "Colours", "{out}");
    // A player in two teams is named with its line.
    let bad = text.replace(
        "310   2 Beta                                                                3    4",
        "310   2 Beta                                                                3    1",
    );
    std::fs::write(dir.path().join("bad.trf"), bad).unwrap();
    let (code, _, err) = parts(&run_in(dir.path(), &["check", "bad.trf"]));
    assert_eq!(code, 3, "{err}");
    assert!(err.contains("bad.trf") && err.contains("line 16"), "{err}");
}

/// Five teams of two boards: round 1 Alpha v Gamma forfeited on every board (`+`/`-`, no
/// record 330), Delta beats Beta, Epsilon's PAB written `0000 - U` on both its players' lines;
/// round 2 Alpha beats Delta, Epsilon draws Gamma, Beta's PAB the same way.
const FORFEIT_AND_PAB: &str = "scenarios/team-swiss/forfeited-match-and-team-pab-5.trf";

#[test]
fn a_match_forfeited_on_every_board_is_not_played_and_a_team_pab_is_read_from_u_lines() {
    let (code, out, err) = parts(&run(&["check", FORFEIT_AND_PAB]));
    assert_eq!(code, 0, "the team PAB on two lines is one team's PAB, not two players': {out}{err}");
    assert!(out.contains("Round 2: consistent") && !err.contains("given to 2 players"), "{out}{err}");
    // Round 3: Beta and Gamma lowest on 1.0 (3.4.2); Beta had the PAB ([C2]): Gamma (Gacrux
    // 1.11.65 `-m fideteam` pairs the same).
    let (code, out, err) = parts(&run(&["pair", FORFEIT_AND_PAB, "-p", "-"]));
    assert_eq!((code, out.as_str()), (0, "3\n2 1\n4 5\n3 0\n"), "{err}");
    // Round 2 from round 1 alone: Beta and Gamma lowest on 0 (3.4.2); Beta played its match,
    // Gamma's was forfeited on every board, so nothing was played (1.6.1, reading T-3): the PAB
    // goes to Beta by 3.4.3, not to Gamma by the larger TPN (3.4.4). Alpha has no colour from
    // round 1 (CD 0). Gacrux pairs the same.
    let text = std::fs::read_to_string(root().join(FORFEIT_AND_PAB)).unwrap();
    let round1: String =
        text.lines().map(|l| if l.starts_with("001") { &l[..99] } else { l }.to_owned() + "\n").collect();
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("r1.trf"), &round1).unwrap();
    let (code, out, err) = parts(&run_in(dir.path(), &["pair", "r1.trf", "-p", "-"]));
    assert_eq!((code, out.as_str()), (0, "3\n1 4\n5 3\n2 0\n"), "{err}");
    let (code, out, err) = parts(&run_in(dir.path(), &["pair", "r1.trf"]));
    assert_eq!(code, 0, "{err}");
    let alpha = out.lines().find(|l| l.contains("1 Alpha")).unwrap_or_default().to_owned();
    assert!(alpha.contains("Alpha                    2.0   0"), "a forfeited match gives no colour: {out}");
    // Match points: the PAB is worth a drawn match (C.04.6 1.4): Epsilon 1 + 1, Beta 0 + 1.
    let (code, out, err) = parts(&run(&["standings", "--teams", FORFEIT_AND_PAB]));
    assert_eq!(code, 0, "{err}");
    let row = |name: &str| {
        out.lines().find(|l| l.contains(name)).unwrap_or_default().split_whitespace().collect::<Vec<_>>().join(" ")
    };
    assert!(row("Epsilon").ends_with("Epsilon 2.0 2.0"), "{out}");
    assert!(row("Beta").ends_with("Beta 1.0 1.5"), "{out}");
    assert!(row("Gamma").ends_with("Gamma 1.0 1.0"), "a forfeit loss and a draw: {out}");
}

/// Eight teams of four boards, round 1 as C.04.6 4.3.1 pairs it (1-5 6-2 3-7 8-4: team 2, the
/// first-team of its pair with an even TPN, gets the colour opposite to the initial-colour), the
/// match 6-2 forfeited on every board by team 6 (White) — found by the Gacrux cross-test.
#[test]
fn a_forfeited_match_is_checked_with_the_colours_it_was_paired_with() {
    let file = "scenarios/team-swiss/forfeit-as-paired-eight.trf";
    let (code, out, err) = parts(&run(&["check", file]));
    assert_eq!(code, 0, "a match forfeited after the pairing keeps its colours in the check: {out}{err}");
    assert!(out.contains("Round 1: consistent"), "{out}");
    // Not played all the same: round 2 gives team 6 no colour history (1.6.1).
    let (code, out, err) = parts(&run(&["pair", file]));
    assert_eq!(code, 0, "{err}");
    let cd = |team: &str| -> Vec<String> {
        out.split(&format!("{team} "))
            .nth(1)
            .unwrap_or_default()
            .split_whitespace()
            .take(2)
            .map(str::to_owned)
            .collect()
    };
    assert_eq!(cd("Team 6"), ["2.0", "0"], "team 6: 2 match points, colour difference 0 (not played): {out}");
    assert_eq!(cd("Team 2"), ["0.0", "0"], "team 2: no match points, colour difference 0: {out}");
    assert_eq!(cd("Team 1"), ["2.0", "1"], "team 1 played with White: {out}");
}

#[test]
fn in_an_individual_file_the_pab_stays_one_players() {
    // The same lines without the team records: two players given `U` in one round.
    let text = std::fs::read_to_string(root().join(FORFEIT_AND_PAB)).unwrap();
    let individual: String =
        text.lines().filter(|l| !l.starts_with("310") && !l.starts_with("192")).map(|l| l.to_owned() + "\n").collect();
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("i.trf"), individual).unwrap();
    let (code, out, err) = parts(&run_in(dir.path(), &["validate", "i.trf"]));
    assert_ne!(code, 0, "{out}{err}");
    assert!(format!("{out}{err}").contains("given to 2 players"), "{out}{err}");
}

/// A team Swiss as Swiss-Manager exports it: one line per player, a 013 line per team (name,
/// then its players), 092 "Team Swiss System", no 192 and no 310 (hand-made, the games of
/// `FORFEIT_AND_PAB`).
const SWISS_MANAGER: &str = "scenarios/team-swiss/swiss-manager-013-five-teams.trf";

#[test]
fn a_swiss_manager_team_export_is_read_checked_and_ranked() {
    // Teams numbered by their 013 lines; the same verdicts and pairing as the 310 file.
    let (code, out, err) = parts(&run(&["check", SWISS_MANAGER, "--rules", "team-2026"]));
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("Round 2: consistent with C.04.6") && out.contains("chosen with --rules"), "{out}");
    let (code, out, err) = parts(&run(&["pair", SWISS_MANAGER, "--rules", "team-2026", "-p", "-"]));
    assert_eq!((code, out.as_str()), (0, "3\n2 1\n4 5\n3 0\n"), "{err}");
    let (code, out, err) = parts(&run(&["standings", "--teams", SWISS_MANAGER]));
    assert_eq!(code, 0, "{err}");
    let alpha =
        out.lines().find(|l| l.contains("Alpha")).unwrap_or_default().split_whitespace().collect::<Vec<_>>().join(" ");
    assert_eq!(alpha, "1 1 Alpha 4.0 4.0", "{out}");
    // An event of 2025, before the 2026 text: said, with the 2024 edition not implemented.
    let text = std::fs::read_to_string(root().join(SWISS_MANAGER)).unwrap().replace("042 2026/03/01", "042 2025/03/01");
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("old.trf"), text).unwrap();
    let (code, out, err) = parts(&run_in(dir.path(), &["check", "old.trf", "--rules", "team-2026"]));
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("started on 2025-03-01, before the") && out.contains("2024 edition"), "{out}");
}

const BAKU_SIX: &str = "scenarios/team-swiss/baku-six-teams.trf";

/// Record 192 `FIDE_TEAM_BAKU` on a file of players with team records (the TRF-2026 team
/// sample's form): group A is teams 1–4 (2·⌈6/4⌉, C.04.7 §1), with the points of a won match
/// (2) before round 1 and half of them (1) before round 2 of three. Round 1 pairs 1-3 and 4-2
/// in the accelerated bracket of 2 and 5-6 below it (3.6: tops 1 2 against 3 4); without the
/// acceleration the text pairs 1-4 5-2 3-6. `FIDE_TEAM_BAKU` keeps Type A colours.
#[test]
fn record_192_baku_accelerates_the_teams() {
    let (code, out, err) = parts(&run(&["check", BAKU_SIX]));
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("Round 1: consistent") && out.contains("group A = TPN 1–4"), "{out}");
    assert!(out.contains("2.0 virtual points before round 1, 1.0 before round 2"), "{out}");
    // The same line in Spanish, with the decimal comma.
    let (code, out, err) = parts(&run(&["check", BAKU_SIX, "--lang", "es"]));
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("aceleración aplicada: Baku") && out.contains("grupo A = NI 1–4 (4 jugadores)"), "{out}");
    assert!(out.contains("2,0 puntos virtuales antes de la ronda 1, 1,0 antes de la ronda 2"), "{out}");
    assert!(!out.contains("acceleration applied") && !out.contains("virtual points"), "{out}");
    // Round 2: pairing scores 1 and 2: 2+1, 5: 2, 3 and 4: 0+1, 6: 0; 1 and 2 meet, 5 floats
    // down to 3 (3.6: the smaller top), 4-6.
    let (code, out, err) = parts(&run(&["pair", BAKU_SIX, "-p", "-"]));
    assert_eq!((code, out.as_str()), (0, "3\n2 1\n3 5\n6 4\n"), "{err}");
    // The same file without `_BAKU`: round 1 departs, and the text's pairing is the plain one.
    let dir = tempfile::tempdir().unwrap();
    let plain = dir.path().join("plain.trf");
    let text = std::fs::read_to_string(root().join(BAKU_SIX)).unwrap();
    std::fs::write(&plain, text.replace("192 FIDE_TEAM_BAKU", "192 FIDE_TEAM")).unwrap();
    let (code, out, _) = parts(&run(&["check", plain.to_str().unwrap()]));
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("The text pairs: 1-4 5-2 3-6") && !out.contains("virtual points"), "{out}");
    // A game-points competition has no virtual points in C.04.7 §1: refused at record 192.
    let gp = dir.path().join("gp.trf");
    std::fs::write(&gp, text.replace("192 FIDE_TEAM_BAKU", "192 FIDE_TEAM_TYPEA_GP_MP_BAKU")).unwrap();
    let (code, _, err) = parts(&run(&["check", gp.to_str().unwrap()]));
    assert_eq!(code, 3, "{err}");
    assert!(err.contains("line 4, column 5") && err.contains("game points"), "{err}");
}

/// A team's absence from the round to be paired, as the files write it: `XXZ` listing every
/// player of Delta's roster (a JaVaFo line names players), or a TRF-2026 record 240 naming the
/// team. Delta is left out (1.5); of Beta 4, Alpha 2, Gamma 2, Beta has met Alpha, so Beta
/// plays Gamma and Alpha gets the PAB (3.4.1). One absent player alone is a line-up matter: the
/// round is paired as before.
#[test]
fn a_team_absent_from_the_next_round_is_left_out() {
    let dir = tempfile::tempdir().unwrap();
    let text = std::fs::read_to_string(root().join(PLAYERS_310)).unwrap();
    for (extra, expected) in
        [("XXZ    7    8", "2\n3 2\n1 0\n"), ("240 Z 003    4", "2\n3 2\n1 0\n"), ("XXZ    7", "2\n3 2\n1 4\n")]
    {
        let f = dir.path().join("absent.trf");
        std::fs::write(&f, format!("{text}{extra}\n")).unwrap();
        let (code, out, err) = parts(&run(&["pair", f.to_str().unwrap(), "-p", "-"]));
        assert_eq!((code, out.as_str()), (0, expected), "{extra}: {err}");
    }
}

/// `pair` of the file `file` of `tests/data` under `extra` arguments: the pair list.
fn pair_data(file: &str, extra: &[&str]) -> String {
    let f = super::common::data(file);
    parts(&run(&[&["pair", f.to_str().unwrap(), "--rules", "team-2026", "-p", "-"][..], extra].concat())).1
}

/// `check --next` of `proposed` for `file` under `extra` arguments: (exit code, stdout).
fn check_next(file: &str, proposed: &str, extra: &[&str]) -> (i32, String) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("next.txt");
    std::fs::write(&path, proposed).unwrap();
    let data = super::common::data(file);
    let args =
        [&["check", data.to_str().unwrap(), "--rules", "team-2026", "--next", path.to_str().unwrap()][..], extra]
            .concat();
    let (code, out, err) = parts(&run(&args));
    (code, out + &err)
}

/// Reading T-16 on a hand-made file (derivation in `team::bracket`'s unit test of the same
/// scores): bracket {1} takes 4, the only team on 2 points; for {2, 3} (who have met) the first
/// set of two upfloaters on 1.5, {5, 6}, leaves 7 and 8, who have met. Under T-16 (a) [C6]
/// refuses it and {5, 7} is taken; under (b) the following score level (2) is used up, [C6]
/// is void and {5, 6} is taken. Colours (no preferences, `FIDE_TEAM_MP`): 4.3.5 the lower
/// colour difference (11 +2 / 12 +4, 5 0 / 2 +2, 6 −2 / 3 0, 9 −4 / 7 −2, 7 −2 / 3 0,
/// 8 −4 / 6 −2), else 4.3.8 (1-4, 8-10, 9-10: the same sequences; the first-team's last colour
/// alternated).
#[test]
fn reading_t16b_pairs_and_checks_a_used_up_score_level_as_void() {
    const FILE: &str = "readings/team-t16-used-up-level.trf";
    let pair = |extra: &[&str]| pair_data(FILE, extra);
    assert_eq!(pair(&[]), "6\n11 12\n4 1\n5 2\n7 3\n8 6\n9 10\n");
    let b = "11 12\n4 1\n5 2\n6 3\n9 7\n8 10\n";
    assert_eq!(pair(&["--reading", "T-16b"]), format!("6\n{b}"));
    let (code, out) = check_next(FILE, b, &[]);
    assert!(
        code == 0
            && out.contains("consistent under reading T-16b")
            && out.contains("departs from arbitro's default T-16a at [C6]"),
        "{out}"
    );
    assert_eq!(check_next(FILE, b, &["--strict"]).0, 1);
    let (code, out) = check_next(FILE, b, &["--reading", "T-16b"]);
    assert!(code == 0 && !out.contains("under reading"), "{out}");
    // The default's pairing departs under T-16b, at [C6].
    let (code, out) = check_next(FILE, "11 12\n4 1\n5 2\n7 3\n8 6\n9 10\n", &["--reading", "T-16b"]);
    assert!(code == 1 && out.contains("[C6]"), "{out}");
}

/// Reading T-11 on a hand-made file: 1 and 2 (3 points each, first-team 1 by TPN) both played
/// White then Black and won round 3 by forfeit, 1 paired White, 2 Black; CD 0, no preference.
/// Under T-11 (a) the played sequences are the same and 4.3.8 alternates 1's last played colour
/// (Black): 1 White. Under (b) round 3 differs: 1 Black. The other boards do not depend on it:
/// 3-5 by 4.3.5 (3 +1 against 5 +2, both due Black), 4-6 by 4.3.2 (only 4, CD −2, wants White).
#[test]
fn reading_t11b_compares_colours_round_by_round_as_paired() {
    const FILE: &str = "readings/team-t11-forfeit-colours.trf";
    let pair = |extra: &[&str]| pair_data(FILE, extra);
    assert_eq!(pair(&[]), "3\n1 2\n3 5\n4 6\n");
    assert_eq!(pair(&["--reading", "T-11b"]), "3\n2 1\n3 5\n4 6\n");
    let (code, out) = check_next(FILE, "2 1\n3 5\n4 6\n", &[]);
    assert!(code == 0 && out.contains("consistent under reading T-11b") && out.contains("default T-11a"), "{out}");
    assert_eq!(check_next(FILE, "2 1\n3 5\n4 6\n", &["--strict"]).0, 1);
    let (code, out) = check_next(FILE, "1 2\n3 5\n4 6\n", &["--reading", "T-11b", "--format", "json"]);
    assert!(code == 1 && out.contains("\"complies\": false"), "{out}");
    let (code, out, _) = parts(&run(&["explain", "T-11"]));
    assert!(code == 0 && out.contains("--reading T-11b"), "{out}");
}
