//! The Burstein System, 2026 edition (`--rules burstein-2026`, record 192 `FIDE_BURSTEIN`):
//! `pair`, `check`, `explain`, the generator's profiles and the campaign through the binary,
//! and mutated rounds flagged by the right criterion.

use super::common::{parts, player_line, root, run, run_in, tournament, trf_with_rules};
use crate::mutate::{Mutation, mutate};
use arbitro::tournament::RoundNo;

const EIGHT: &str = "scenarios/burstein/after-two-rounds-8.trf";

#[test]
fn pairs_after_the_seeding_rounds_by_record_192_and_by_flag() {
    // Bracket 1.0 (2, 5, 7 by Buchholz): BSN 1 meets BSN 3 (4.3); 5 floats and meets 3 ([C7]).
    let (code, out, err) = parts(&run(&["pair", EIGHT, "-p"]));
    assert_eq!((code, out.as_str()), (0, "4\n1 4\n7 2\n3 5\n6 8\n"), "{err}");
    let (code, out, _) = parts(&run(&["pair", EIGHT, "--rules", "burstein-2026"]));
    assert_eq!(code, 0);
    assert!(out.contains("FIDE Burstein system, 2026 edition") && out.contains("chosen with --rules"), "{out}");
    let (code, out, _) = parts(&run(&["pair", EIGHT, "--format", "json"]));
    assert_eq!(code, 0);
    assert!(out.contains("\"system\": \"burstein-2026\"") && out.contains("\"white\": 7"), "{out}");
    // The seeding rounds (1.6.2: 5 rounds → 2) are the Dutch System's: round 2 as recorded.
    let (code, out, err) = parts(&run(&["check", EIGHT]));
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("All rounds consistent."), "{out}");
}

#[test]
fn earlier_editions_are_refused_or_named() {
    let (code, _, err) = parts(&run(&["pair", EIGHT, "--rules", "burstein-index"]));
    assert_eq!(code, 2, "{err}");
    let dir = tempfile::tempdir().unwrap();
    let text = std::fs::read_to_string(root().join(EIGHT)).unwrap();
    std::fs::write(dir.path().join("old.trf"), text.replace("042 2026/03/01", "042 2025/03/01")).unwrap();
    // A file dated before every implemented edition gets a verdict under the next edition,
    // and the report says the event predates it and which texts are not implemented.
    let (code, out, err) = parts(&run_in(dir.path(), &["pair", "old.trf"]));
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("started on 2025-03-01, before the") && out.contains("not implemented"), "{out}");
    // Without the number of rounds the seeding rounds are unknown (1.6.2): refused, named.
    std::fs::write(dir.path().join("nor.trf"), text.replace("XXR 5\n", "")).unwrap();
    let (code, _, err) = parts(&run_in(dir.path(), &["pair", "nor.trf"]));
    assert_ne!(code, 0, "{err}");
    assert!(err.contains("1.6.2"), "{err}");
}

/// A round py4swiss 0.3.1 paired otherwise (cross-test seed 59, round 5): it floats the incoming
/// floater of 4.0 points again where a resident of 3.0 can float with as many pairs; arbitro
/// names [C6] and the boards of the players concerned.
#[test]
fn an_oracle_round_that_floats_a_higher_score_departs_at_c6() {
    let (code, out, err) =
        parts(&run(&["check", "scenarios/burstein/py4swiss-seed59.trf", "--round", "5", "--format", "json"]));
    assert_eq!(code, 1, "{out}{err}");
    assert!(out.contains("\"criterion\": \"C6\"") && out.contains("outgoing floaters"), "{out}");
    let (code, out, _) = parts(&run(&["check", "scenarios/burstein/py4swiss-seed59.trf", "--round", "7"]));
    assert_eq!(code, 0, "{out}");
}

#[test]
fn explains_burstein_criteria() {
    let (code, out, _) = parts(&run(&["explain", "burstein C6"]));
    assert_eq!(code, 0);
    assert!(out.contains("Art. 2.3.2") && out.contains("outgoing floaters"), "{out}");
    let (code, out, _) = parts(&run(&["explain", "burstein order", "--format", "json"]));
    assert_eq!(code, 0);
    assert!(out.contains("4.3") && out.contains("BSN"), "{out}");
    let (code, _, err) = parts(&run(&["explain", "burstein C42"]));
    assert_eq!(code, 3, "{err}");
}

/// The Burstein checker's verdict on round `r` of `t` as recorded.
fn verdict(t: &arbitro::tournament::Tournament, r: RoundNo) -> arbitro::pairing::burstein::check::Verdict {
    let p = arbitro::pairing::Pairing::from_tournament(t, r);
    arbitro::pairing::burstein::check::check(&t.cut_before(r), r, &p).unwrap()
}

/// Rounds after the seeding rounds on which arbitro agrees with the file (paired by
/// py4swiss 0.3.1, or by arbitro's engine in an RTG tournament), mutated: each mutation is
/// flagged, and by the criterion it breaks — reversed colours by 5.2, another PAB by 3.1 (or
/// [C2], [C1], [C4] when the move makes the round illegal), a rematch by [C1], a swap of
/// opponents by a criterion of the bracket's pairing (never by the PAB).
#[test]
fn mutations_are_flagged_with_the_right_criterion() {
    use arbitro::pairing::burstein::Criterion as C;
    let mut seen = std::collections::BTreeMap::new();
    for name in ["rtg-burstein-club-seed5.trf", "py4swiss-seed59.trf"] {
        let bytes = std::fs::read(root().join("scenarios/burstein").join(name)).unwrap();
        let t = tournament(&bytes);
        let seeding = arbitro::pairing::burstein::players::seeding_rounds(t.planned_rounds.unwrap());
        for r in seeding + 1..=t.rounds_recorded() {
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
                        Mutation::Bye => matches!(c, C::Pab | C::C2 | C::C1 | C::C3 | C::C4),
                        Mutation::Rematch => c == C::C1,
                        _ => !matches!(c, C::Pab | C::C2 | C::Seeding),
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

/// The campaign path for Burstein events: arbitro's RTG makes the tournaments of a Burstein
/// profile, the Burstein engine pairs every round and the Burstein checker checks each; the
/// kept TRF names the system in record 192.
#[test]
fn campaign_runs_burstein_profiles() {
    let dir = tempfile::tempdir().unwrap();
    let (code, out, err) = parts(&run_in(
        dir.path(),
        &["campaign", "--profile", "burstein-club", "--count", "3", "--seed", "7", "--jobs", "1", "--report", "c"],
    ));
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("3 of 3 tournaments: 3 consistent"), "{out}");
    let md = std::fs::read_to_string(dir.path().join("c.md")).unwrap();
    assert!(md.contains("arbitro (burstein-2026)") && md.contains("arbitro burstein-2026"), "{md}");
    let (code, _, err) = parts(&run_in(
        dir.path(),
        &["generate", "--profile", "burstein-open", "--seed", "3", "--trf", "2026", "-o", "b.trf"],
    ));
    assert_eq!(code, 0, "{err}");
    let trf = std::fs::read_to_string(dir.path().join("b.trf")).unwrap();
    assert!(trf.contains("192 FIDE_BURSTEIN"), "{}", &trf[..trf.len().min(600)]);
    let (code, out, err) = parts(&run_in(dir.path(), &["check", "b.trf"]));
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("Burstein"), "{out}");
}

/// Reading B-12 ("higher ranked" in 5.2.5). After the two seeding rounds (XXR 4) round 3 pairs
/// 2 (2.0) with the floater's bracket mate 5 (1.5), 1 with 3 and 4 with 6. 2 and 5 both played
/// Black then White, so both are mildly due Black (1.5) and 5.2.2–5.2.4 do not decide. B-12a:
/// 2 has more points and gets Black. B-12b: the 1.8 order alone — 5's Buchholz (3: 1.0, 4: 0.5)
/// beats 2's (6: 0.0, 1: 1.0) — gives 5 Black. Board 2: 3 must have Black (BB); board 3: 4 must
/// have White (BB).
#[test]
fn a_round_coloured_by_the_index_alone_is_consistent_under_reading_b12b() {
    let dir = tempfile::tempdir().unwrap();
    let line = |tpn: u16, pts: &str, rounds: &str| player_line(tpn, 2500 - tpn * 50, pts, rounds);
    let file = [
        "012 B-12 higher ranked".to_owned(),
        "XXR 4".to_owned(),
        line(1, "1.0", "   4 w 1     2 b 0"),
        line(2, "2.0", "   6 b 1     1 w 1"),
        line(3, "1.0", "   5 w 0     6 w 1"),
        line(4, "0.5", "   1 b 0     5 b ="),
        line(5, "1.5", "   3 b 1     4 w ="),
        line(6, "0.0", "   2 w 0     3 b 0"),
    ];
    let go = trf_with_rules(dir.path(), "b12.trf", &file, "burstein-2026");
    let pair = |extra: &[&str]| go(&[&["pair", "b12.trf", "-p", "-"][..], extra].concat());
    assert_eq!(pair(&[]).1, "3\n5 2\n1 3\n4 6\n");
    assert_eq!(pair(&["--reading", "B-12b"]).1, "3\n2 5\n1 3\n4 6\n");
    std::fs::write(dir.path().join("b.txt"), "2 5\n1 3\n4 6\n").unwrap();
    let (code, out, err) = go(&["check", "b12.trf", "--next", "b.txt"]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(
        out.contains("consistent under reading B-12b")
            && out.contains("departs from arbitro's default B-12a at [COLOURS]"),
        "{out}"
    );
    assert_eq!(go(&["check", "b12.trf", "--next", "b.txt", "--strict"]).0, 1);
    let (code, out, _) = go(&["check", "b12.trf", "--next", "b.txt", "--reading", "B-12b"]);
    assert!(code == 0 && !out.contains("under reading"), "{out}");
    // Under B-12b the default's colours depart, at 5.2.
    std::fs::write(dir.path().join("a.txt"), "5 2\n1 3\n4 6\n").unwrap();
    let (code, out, _) = go(&["check", "b12.trf", "--next", "a.txt", "--reading", "B-12b"]);
    assert!(code == 1 && out.contains("[COLOURS]"), "{out}");
}
