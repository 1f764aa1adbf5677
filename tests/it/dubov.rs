//! The Dubov System, 2026 edition (`--rules dubov-2026`, record 192 `FIDE_DUBOV`): `pair`,
//! `check` and `explain` through the binary.

use super::common::{parts, player_line, root, run, run_in, tournament, trf_with_rules};
use crate::mutate::{Mutation, mutate};
use arbitro::tournament::RoundNo;

#[test]
fn pairs_the_first_round_by_record_192_and_by_flag() {
    let (code, out, err) = parts(&run(&["pair", "scenarios/dubov/first-round-8.trf", "-p"]));
    assert_eq!((code, out.as_str()), (0, "4\n1 5\n6 2\n3 7\n8 4\n"), "{err}");
    let (code, out, _) = parts(&run(&["pair", "scenarios/dubov/first-round-8.trf", "--rules", "dubov-2026"]));
    assert_eq!(code, 0);
    assert!(out.contains("FIDE Dubov system, 2026 edition") && out.contains("chosen with --rules"), "{out}");
    let (code, out, _) = parts(&run(&["pair", "scenarios/dubov/first-round-8.trf", "--format", "json"]));
    assert_eq!(code, 0);
    assert!(out.contains("\"system\": \"dubov-2026\"") && out.contains("\"white\": 6"), "{out}");
}

#[test]
fn earlier_editions_are_refused_or_named() {
    let (code, _, err) = parts(&run(&["pair", "scenarios/dubov/first-round-8.trf", "--rules", "dubov-2018"]));
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("only the 2026 edition"), "{err}");
    let dir = tempfile::tempdir().unwrap();
    let text = std::fs::read_to_string(root().join("scenarios/dubov/first-round-8.trf")).unwrap();
    std::fs::write(dir.path().join("old.trf"), text.replace("042 2026/03/01", "042 2025/03/01")).unwrap();
    // A file dated before every implemented edition gets a verdict under the next edition,
    // and the report says the event predates it and which texts are not implemented.
    let (code, out, err) = parts(&run_in(dir.path(), &["pair", "old.trf"]));
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("started on 2025-03-01, before the") && out.contains("not implemented"), "{out}");
}

#[test]
fn checks_an_oracle_paired_tournament_and_flags_a_mutation() {
    let (code, out, err) = parts(&run(&["check", "scenarios/dubov/py4swiss-agreed.trf", "--rules", "dubov-2026"]));
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("All rounds consistent."), "{out}");
    // Round 1 with the colours of the first board reversed (1 v 6 → 6 v 1).
    let dir = tempfile::tempdir().unwrap();
    let text = std::fs::read_to_string(root().join("scenarios/dubov/py4swiss-agreed.trf")).unwrap();
    let swapped: String = text
        .lines()
        .map(|l| {
            if l.starts_with("001    1 ") {
                l.replacen("     6 w 1", "     6 b 1", 1)
            } else if l.starts_with("001    6 ") {
                l.replacen("     1 b 0", "     1 w 0", 1)
            } else {
                l.to_owned()
            }
        })
        .collect::<Vec<_>>()
        .join("\n");
    assert_ne!(swapped, text.trim_end());
    std::fs::write(dir.path().join("m.trf"), swapped).unwrap();
    let (code, out, err) = parts(&run_in(dir.path(), &["check", "m.trf", "--rules", "dubov-2026", "--round", "1"]));
    assert_eq!(code, 1, "{out}{err}");
    assert!(out.contains("[COLOURS] Art. 5.2") && out.contains("(boards 1)"), "{out}");
    let (code, out, _) =
        parts(&run_in(dir.path(), &["check", "m.trf", "--rules", "dubov-2026", "--round", "1", "--format", "json"]));
    assert_eq!(code, 1);
    assert!(out.contains("\"criterion\": \"Colours\""), "{out}");
}

/// py4swiss seed 101611, round 7 (248 players): the bracket of 5.5 (67, 106, 244, all due White)
/// needs three upfloaters from a pool of 229. Only sets without the pool's first player (#1 66)
/// give every player of the bracket their colour ([C7] 0); the first 20,000 sets in 4.2 order
/// all contain #1, so a search stopped there paired the round with [C7] 1.
#[test]
fn upfloaters_are_found_beyond_the_first_player_of_a_large_pool() {
    let f = "scenarios/dubov/py4swiss-seed101611-large-pool.trf";
    let (code, out, err) = parts(&run(&["check", f, "--rules", "dubov-2026", "--round", "7"]));
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("Round 7: consistent"), "{out}");
    let (code, out, err) =
        parts(&run(&["pair", f, "--rules", "dubov-2026", "--round", "7", "--walkthrough", "--bracket", "5.5"]));
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("20 sets of 3 with those scores pair legally"), "{out}");
    assert!(out.contains("upfloaters: 156 (5.0, mild Black, ARO 697), 199 (5.0, mild Black, ARO 241), 248"), "{out}");
    assert!(out.contains("([C7] 0, [C8] 0, [C9] 0, [C10] 0)"), "{out}");
    let (code, out, _) = parts(&run(&["pair", f, "--rules", "dubov-2026", "--round", "7"]));
    assert_eq!(code, 0);
    let board3 = out.lines().find(|l| l.trim_start().starts_with("3 ")).unwrap_or_default();
    assert!(board3.contains("244 Player244") && board3.contains("199 Player199"), "{out}");
}

#[test]
fn explains_dubov_criteria() {
    let (code, out, _) = parts(&run(&["explain", "dubov C9"]));
    assert_eq!(code, 0);
    assert!(out.contains("Art. 2.3.5") && out.contains("maximum upfloater"), "{out}");
    let (code, _, err) = parts(&run(&["explain", "dubov C42"]));
    assert_eq!(code, 3, "{err}");
}

/// The Dubov checker's verdict on round `r` of `t` as recorded.
fn verdict(t: &arbitro::tournament::Tournament, r: RoundNo) -> arbitro::pairing::dubov::check::Verdict {
    let p = arbitro::pairing::Pairing::from_tournament(t, r);
    arbitro::pairing::dubov::check::check(&t.cut_before(r), r, &p).unwrap()
}

/// Rounds paired by the oracles (py4swiss 0.3.1, CPPDubovSystem v2.2) on which arbitro agrees,
/// mutated: each mutation is flagged, and by the criterion it breaks — reversed colours by the
/// colour rules (Art. 5.2), another PAB by Art. 3.1 (or [C2] when the new one already had a
/// round won without playing, or [C1] when the old one's new opponent is a rematch), a rematch by [C1], a swap of opponents by a criterion of the
/// bracket's pairing (never by the PAB or the upfloater count and scores).
#[test]
fn mutations_of_oracle_paired_rounds_are_flagged_with_the_right_criterion() {
    use arbitro::pairing::dubov::Criterion as C;
    let mut seen = std::collections::BTreeMap::new();
    for name in ["py4swiss-agreed.trf", "cppdubov-seed500002.trf"] {
        let bytes = std::fs::read(root().join("scenarios/dubov").join(name)).unwrap();
        let t = tournament(&bytes);
        for r in 2..=t.rounds_recorded() {
            let r = RoundNo(r);
            if !verdict(&t, r).complies {
                continue; // a round the oracle paired otherwise (listed in the cross-test report)
            }
            for m in [Mutation::Swap, Mutation::Colours, Mutation::Bye, Mutation::Rematch] {
                for pick in 0..3 {
                    let Some(out) = mutate(&bytes, r, m, pick) else { continue };
                    let v = verdict(&tournament(&out), r);
                    assert!(!v.complies, "{name} round {} {m:?}/{pick} not flagged", r.0);
                    let c = v.criterion.unwrap();
                    let right = match m {
                        Mutation::Colours => c == C::Colours,
                        // The old PAB player takes the new one's opponent: a rematch is illegal first ([C1]).
                        Mutation::Bye => matches!(c, C::Pab | C::C2 | C::C1),
                        Mutation::Rematch => c == C::C1,
                        _ => !matches!(c, C::Pab | C::C2 | C::C4 | C::C5 | C::C6),
                    };
                    assert!(
                        right,
                        "{name} round {} {m:?}/{pick}: flagged by {c:?}: {}",
                        r.0,
                        v.detail.map(|d| d.to_string()).unwrap_or_default()
                    );
                    assert!(!v.boards.is_empty(), "{name} round {} {m:?}: no board named", r.0);
                    *seen.entry(format!("{m:?}")).or_insert(0) += 1;
                }
            }
        }
    }
    for m in ["Swap", "Colours", "Bye", "Rematch"] {
        assert!(seen.get(m).copied().unwrap_or(0) > 0, "no {m} mutation was tried: {seen:?}");
    }
}

/// The campaign path for Dubov events: arbitro's RTG makes the tournaments of a Dubov profile,
/// the Dubov engine pairs every round (or `--pairer`, an external program) and the Dubov
/// checker checks each; the kept TRF names the system in record 192.
#[test]
fn campaign_runs_dubov_profiles() {
    let dir = tempfile::tempdir().unwrap();
    let (code, out, err) = parts(&run_in(
        dir.path(),
        &["campaign", "--profile", "dubov-club", "--count", "3", "--seed", "7", "--jobs", "1", "--report", "c"],
    ));
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("3 of 3 tournaments: 3 consistent"), "{out}");
    let md = std::fs::read_to_string(dir.path().join("c.md")).unwrap();
    assert!(md.contains("arbitro (dubov-2026)") && md.contains("arbitro dubov-2026"), "{md}");
    let (code, _, err) = parts(&run_in(
        dir.path(),
        &["generate", "--profile", "dubov-open", "--seed", "3", "--trf", "2026", "-o", "d.trf"],
    ));
    assert_eq!(code, 0, "{err}");
    let trf = std::fs::read_to_string(dir.path().join("d.trf")).unwrap();
    assert!(trf.contains("192 FIDE_DUBOV"), "{}", &trf[..trf.len().min(600)]);
    let (code, out, err) = parts(&run_in(dir.path(), &["check", "d.trf"]));
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("Dubov"), "{out}");
}

/// The house's `--rules` and `explain` know every system by its name and its edition.
#[test]
fn rules_and_explain_name_every_system_of_the_house() {
    let (code, _, err) = parts(&run(&["pair", "scenarios/dubov/first-round-8.trf", "--rules", "swiss-9999"]));
    assert_eq!(code, 2, "{err}");
    for id in ["dutch-2026", "dubov-2026", "burstein-2026", "team-2026"] {
        assert!(err.contains(id), "{id}: {err}");
    }
    for (asked, source) in [
        ("dubov C7", "C.04.4.1 Dubov System (2026)"),
        ("dubov-2026 pab", "C.04.4.1 Dubov System (2026)"),
        ("burstein C6", "C.04.4.2 Burstein System (2026)"),
        ("team-2026 [c5]", "C.04.6 Swiss Team Pairing System (2026)"),
    ] {
        let (code, out, err) = parts(&run(&["explain", asked]));
        assert_eq!(code, 0, "{asked}: {err}");
        assert!(out.contains(source), "{asked}: {out}");
    }
    let (code, _, err) = parts(&run(&["explain", "burstein C99"]));
    assert_eq!(code, 3, "{err}");
    assert!(err.contains("unknown Burstein criterion") && err.contains("SEEDING"), "{err}");
}

/// Reading D-5 ("upfloated" is not defined): 4 was paired in round 2 against 2, who had more
/// points, and forfeited. Round 3: 3 (1 point, alone) takes one upfloater among 4, 5 and 6 (all
/// 0, all due White, 6 has met 3); [C10] under D-5a (a forfeit counts) prefers 5, who did not
/// upfloat; under D-5b (played games only) 4 and 5 tie and 4.2.2 takes the smaller TPN, 4.
#[test]
fn a_round_that_departs_only_under_reading_d5_is_consistent_with_a_note() {
    let dir = tempfile::tempdir().unwrap();
    let line = |tpn: u16, pts: &str, rounds: &[&str]| {
        let mut s = format!(
            "001 {tpn:>4}      Player{tpn:<27}{:>4}                             {pts:>4}    0",
            2450 - tpn * 50
        );
        for r in rounds {
            s.push_str("  ");
            s.push_str(r);
        }
        s
    };
    let file = [
        "012 D-5 forfeit upfloat".to_owned(),
        "XXR 5".to_owned(),
        line(1, "2.0", &["   4 w 1", "   3 w 1"]),
        line(2, "2.0", &["   5 w 1", "   4 b +"]),
        line(3, "1.0", &["   6 w 1", "   1 b 0"]),
        line(4, "0.0", &["   1 b 0", "   2 w -"]),
        line(5, "0.0", &["   2 b 0", "0000 - Z"]),
        line(6, "0.0", &["   3 b 0", "0000 - Z"]),
    ]
    .join("\n");
    std::fs::write(dir.path().join("d5.trf"), file + "\n").unwrap();
    let go = |args: &[&str]| parts(&run_in(dir.path(), &[args, &["--rules", "dubov-2026"][..]].concat()));
    let pair = |extra: &[&str]| go(&[&["pair", "d5.trf", "-p", "-"][..], extra].concat());
    assert_eq!(pair(&[]).1, "3\n2 1\n5 3\n4 6\n");
    assert_eq!(pair(&["--reading", "D-5b"]).1, "3\n2 1\n4 3\n5 6\n");
    std::fs::write(dir.path().join("b.txt"), "2 1\n4 3\n5 6\n").unwrap();
    let (code, out, err) = go(&["check", "d5.trf", "--next", "b.txt"]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(
        out.contains("consistent under reading D-5b")
            && out.contains("\"Upfloated\" is not defined")
            && out.contains("departs from arbitro's default D-5a at [C10]"),
        "{out}"
    );
    let (code, out, _) = go(&["check", "d5.trf", "--next", "b.txt", "--lang", "es"]);
    assert!(code == 0 && out.contains("conforme según la lectura D-5b"), "{out}");
    let (code, out, _) = go(&["check", "d5.trf", "--next", "b.txt", "--format", "json"]);
    assert!(code == 0 && out.contains("\"reading\": \"D-5b\"") && out.contains("\"default\": \"D-5a\""), "{out}");
    assert_eq!(go(&["check", "d5.trf", "--next", "b.txt", "--strict"]).0, 1);
    let (code, out, _) = go(&["check", "d5.trf", "--next", "b.txt", "--reading", "D-5b"]);
    assert!(code == 0 && !out.contains("under reading"), "{out}");
    // A departure no reading explains stays a discrepancy: 3 and 6 have met.
    std::fs::write(dir.path().join("x.txt"), "2 1\n6 3\n4 5\n").unwrap();
    let (code, out, _) = go(&["check", "d5.trf", "--next", "x.txt"]);
    assert!(code == 1 && out.contains("[C1]") && !out.contains("under reading"), "{out}");
    // An alternative the engine does not implement, or another system's reading, is refused.
    let (code, _, err) = go(&["check", "d5.trf", "--reading", "D-3b"]);
    assert!(code == 2 && err.contains("not switchable"), "{err}");
    let (code, _, err) = go(&["check", "d5.trf", "--reading", "DS-6a"]);
    assert!(code == 2 && err.contains("double-swiss-2026"), "{err}");
    let (code, out, _) = parts(&run(&["explain", "D-5"]));
    assert!(code == 0 && out.contains("--reading D-5b") && out.contains("py4swiss"), "{out}");
}

/// Reading D-5 (c), upfloats judged on the scores after the round. Round 1: 1, 2 and 7 beat 3, 4
/// and 8 with Black; 5 and 6 had zero-point byes. Round 2: 1, 2 and 7 take one upfloater from
/// the players on 0, all due Black ([C7] the same whoever it is), none a maximum upfloater. By
/// D-5a nobody has upfloated (all had 0 when round 1 was paired): 4.2.2 takes 3, the smallest
/// TPN ([C1] allows it). By D-5c the losers ended round 1 below their opponents: [C10] takes 5.
#[test]
fn a_round_paired_with_upfloats_after_the_round_is_consistent_under_reading_d5c() {
    let dir = tempfile::tempdir().unwrap();
    let line = |tpn: u16, pts: &str, round1: &str| player_line(tpn, 2450 - tpn * 50, pts, round1);
    let file = [
        "012 D-5c upfloats after the round".to_owned(),
        "XXR 5".to_owned(),
        line(1, "1.0", "   3 b 1"),
        line(2, "1.0", "   4 b 1"),
        line(3, "0.0", "   1 w 0"),
        line(4, "0.0", "   2 w 0"),
        line(5, "0.0", "0000 - Z"),
        line(6, "0.0", "0000 - Z"),
        line(7, "1.0", "   8 b 1"),
        line(8, "0.0", "   7 w 0"),
    ];
    let go = trf_with_rules(dir.path(), "d5c.trf", &file, "dubov-2026");
    let pair = |extra: &[&str]| go(&[&["pair", "d5c.trf", "-p", "-"][..], extra].concat());
    // The opponent of `x` in a pair list.
    let opponent = |list: &str, x: &str| {
        list.lines().skip(1).find_map(|l| {
            let v: Vec<&str> = l.split_whitespace().collect();
            match v.as_slice() {
                [a, b] if *a == x => Some((*b).to_owned()),
                [a, b] if *b == x => Some((*a).to_owned()),
                _ => None,
            }
        })
    };
    let winners = ["1", "2", "7"];
    let (code, default, err) = pair(&[]);
    assert_eq!(code, 0, "{err}");
    assert!(winners.contains(&opponent(&default, "3").unwrap().as_str()), "{default}");
    let (code, d5c, err) = pair(&["--reading", "D-5c"]);
    assert_eq!(code, 0, "{err}");
    assert!(winners.contains(&opponent(&d5c, "5").unwrap().as_str()), "{d5c}");
    assert!(!winners.contains(&opponent(&d5c, "3").unwrap().as_str()), "{d5c}");
    std::fs::write(dir.path().join("c.txt"), d5c.lines().skip(1).collect::<Vec<_>>().join("\n") + "\n").unwrap();
    let (code, out, err) = go(&["check", "d5c.trf", "--next", "c.txt"]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(
        // By D-5a nobody upfloated, [C5]–[C10] tie, and the order of 4.2 decides.
        out.contains("consistent under reading D-5c")
            && out.contains("departs from arbitro's default D-5a at [UPFLOATERS]"),
        "{out}"
    );
    assert_eq!(go(&["check", "d5c.trf", "--next", "c.txt", "--strict"]).0, 1);
    let (code, out, _) = go(&["check", "d5c.trf", "--next", "c.txt", "--reading", "D-5c"]);
    assert!(code == 0 && !out.contains("under reading"), "{out}");
}
