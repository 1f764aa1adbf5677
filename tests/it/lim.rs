//! The Lim System (`--rules lim-2026`, `--rules lim-1999`; TRF-2026 has no record-192 code for
//! it): `pair`, `check`, `explain`, the generator's profile and the campaign through the
//! binary, the text's worked examples, and mutated rounds flagged by the right rule.

use super::common::{parts, player_line, root, run, run_in, tournament, trf_with_rules};
use crate::mutate::{Mutation, mutate};
use arbitro::tournament::RoundNo;

const FORTY: &str = "scenarios/lim/round-1-forty.trf";
const ORDER: &str = "scenarios/lim/round-2-order.trf";
const RTG: &str = "scenarios/lim/rtg-lim-open-seed2.trf";

/// The worked examples of the text: 7.2 (forty players), 7.1 (the PAB of the forty-first), 4.2
/// (the second column of the exchanges for player 1), 8.3 (round 2: the 1-point group, the
/// 0-point group upward, the Median Scoregroup last).
#[test]
fn pairs_the_texts_examples() {
    let (code, out, err) = parts(&run(&["pair", FORTY, "--rules", "lim-2026", "-p", "-"]));
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("20\n1 21\n22 2\n3 23\n24 4\n") && out.ends_with("\n40 20\n"), "{out}");
    let (code, out, err) =
        parts(&run(&["pair", "scenarios/lim/round-1-forty-one.trf", "--rules", "lim-1999", "-p", "-"]));
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("21\n1 21\n") && out.ends_with("41 0\n"), "{out}");
    let (code, out, err) = parts(&run(&["pair", "scenarios/lim/exchange-4-2.trf", "--rules", "lim-2026", "-p", "-"]));
    assert_eq!((code, out.as_str()), (0, "3\n5 1\n4 2\n3 6\n"), "{err}");
    let (code, out, err) = parts(&run(&["pair", ORDER, "--rules", "lim", "-p", "-"]));
    assert_eq!((code, out.as_str()), (0, "5\n2 1\n4 3\n8 5\n10 7\n6 9\n"), "{err}");
    let (code, out, _) = parts(&run(&["pair", ORDER, "--rules", "lim-2026"]));
    assert_eq!(code, 0);
    assert!(out.contains("FIDE Lim system, 2026 edition") && out.contains("chosen with --rules"), "{out}");
    let (code, out, _) = parts(&run(&["pair", ORDER, "--rules", "lim-2026", "--format", "json"]));
    assert_eq!(code, 0);
    assert!(out.contains("\"system\": \"lim-2026\""), "{out}");
    // Round 1 of the 8.3 scenario is the text's round 1 (7.2).
    let (code, out, err) = parts(&run(&["check", ORDER, "--rules", "lim-1999"]));
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("All rounds consistent."), "{out}");
}

#[test]
fn explains_the_lim_rules_in_both_editions() {
    let (code, out, _) = parts(&run(&["explain", "lim floaters"]));
    assert_eq!(code, 0);
    assert!(out.contains("2.3.1-2.3.4") && out.contains("3.10"), "{out}");
    let (code, out, _) = parts(&run(&["explain", "lim-1999 FLOATERS"]));
    assert_eq!(code, 0);
    assert!(out.contains("2.3 a-d"), "{out}");
    let (code, out, _) = parts(&run(&["explain", "lim exchange", "--format", "json"]));
    assert_eq!(code, 0);
    assert!(out.contains("4.1-4.4") && out.contains("1-5 2-4 3-6"), "{out}");
    let (code, _, err) = parts(&run(&["explain", "lim C42"]));
    assert_eq!(code, 3, "{err}");
}

fn verdict(t: &arbitro::tournament::Tournament, r: RoundNo) -> arbitro::pairing::lim::check::Verdict {
    use arbitro::pairing::lim::{Edition, check};
    let p = arbitro::pairing::Pairing::from_tournament(t, r);
    check::check(&t.cut_before(r), r, &p, Edition::Lim2026).unwrap()
}

/// Every round of a tournament arbitro's generator paired with the Lim engine complies; each
/// mutation of it is flagged by the rule it breaks: reversed colours by 5.3-5.6 / 7.2 (or the
/// colour limits of 2.1), another PAB by 1.1 (or an absolute rule), a rematch by 2.1, a swap of
/// opponents by a rule of the group's pairing (never by the PAB).
#[test]
fn mutations_are_flagged_with_the_right_rule() {
    use arbitro::pairing::lim::Criterion as C;
    let bytes = std::fs::read(root().join(RTG)).unwrap();
    let t = tournament(&bytes);
    let mut seen = std::collections::BTreeMap::new();
    for r in 1..=t.rounds_recorded() {
        let r = RoundNo(r);
        let v = verdict(&t, r);
        assert!(
            v.complies,
            "round {} departs: {:?} {}",
            r.0,
            v.criterion,
            v.detail.map(|d| d.to_string()).unwrap_or_default()
        );
        for m in [Mutation::Swap, Mutation::Colours, Mutation::Bye, Mutation::Rematch] {
            for pick in 0..3 {
                let Some(out) = mutate(&bytes, r, m, pick) else { continue };
                let v = verdict(&tournament(&out), r);
                assert!(!v.complies, "round {} {m:?}/{pick} not flagged", r.0);
                let c = v.criterion.unwrap();
                let right = match m {
                    Mutation::Colours => matches!(c, C::Colours | C::FirstRound | C::ColourLimits),
                    Mutation::Bye => matches!(c, C::Pab | C::Rematch | C::ColourLimits | C::Complete),
                    Mutation::Rematch => c == C::Rematch,
                    _ => !matches!(c, C::Pab | C::Complete),
                };
                assert!(
                    right,
                    "round {} {m:?}/{pick}: flagged by {c:?}: {}",
                    r.0,
                    v.detail.map(|d| d.to_string()).unwrap_or_default()
                );
                assert!(!v.boards.is_empty(), "round {} {m:?}: no board named", r.0);
                *seen.entry(format!("{m:?}")).or_insert(0) += 1;
            }
        }
    }
    for m in ["Swap", "Colours", "Bye", "Rematch"] {
        assert!(seen.get(m).copied().unwrap_or(0) > 0, "no {m} mutation was tried: {seen:?}");
    }
}

/// The campaign path: the generator makes Lim tournaments, the Lim engine pairs every round and
/// the Lim checker of the house registry checks each; the kept TRF has no record 192 (TRF-2026
/// has no Lim code) and names the system in record 092.
#[test]
fn campaign_runs_the_lim_profile() {
    let dir = tempfile::tempdir().unwrap();
    let (code, out, err) = parts(&run_in(
        dir.path(),
        &["campaign", "--profile", "lim-open", "--count", "2", "--seed", "2", "--jobs", "1", "--report", "c"],
    ));
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("2 of 2 tournaments: 2 consistent"), "{out}");
    let md = std::fs::read_to_string(dir.path().join("c.md")).unwrap();
    assert!(md.contains("lim-2026"), "{md}");
    let (code, _, err) = parts(&run_in(
        dir.path(),
        &["generate", "--profile", "lim-open", "--seed", "2", "--trf", "2026", "-o", "l.trf"],
    ));
    assert_eq!(code, 0, "{err}");
    let trf = std::fs::read_to_string(dir.path().join("l.trf")).unwrap();
    assert!(!trf.contains("\n192 ") && trf.contains("(Lim) System lim-2026"), "{}", &trf[..trf.len().min(600)]);
    let (code, out, err) = parts(&run_in(dir.path(), &["check", "l.trf", "--rules", "lim-2026"]));
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("All rounds consistent."), "{out}");
}

/// A tournament chesspairing paired (cross-test seed 1): round 1 is the text's (7.2); in round 4
/// it transfers 2 (2.5 points) and 3 out of the 2.0 group, which pairs whole (2-3, 1-4): arbitro
/// names FLOATERS (2.3) and the boards of the players concerned; the 1999 edition cites 2.3 a-d.
#[test]
fn an_oracle_round_that_floats_from_a_group_that_pairs_whole_departs_at_floaters() {
    let file = "scenarios/lim/chesspairing-seed1.trf";
    let (code, out, err) = parts(&run(&["check", file, "--rules", "lim-2026", "--round", "4", "--format", "json"]));
    assert_eq!(code, 1, "{out}{err}");
    assert!(out.contains("\"criterion\": \"Floaters\"") && out.contains("the text transfers nobody"), "{out}");
    let (code, out, _) = parts(&run(&["check", file, "--rules", "lim-1999", "--round", "4"]));
    assert_eq!(code, 1);
    assert!(out.contains("2.3 a-d"), "{out}");
    let (code, out, _) = parts(&run(&["check", file, "--rules", "lim-2026", "--round", "1"]));
    assert_eq!(code, 0, "{out}");
}

/// `pair --walkthrough`: the 8.3 round in the text's order (1-point group downward, 0-point
/// group upward, the Median Scoregroup last) in both languages and as JSON, ending in the
/// pairing `pair` gives; `--bracket` keeps one scoregroup, and refuses a score not in the round.
#[test]
fn walks_through_the_round_of_8_3() {
    let (code, out, err) = parts(&run(&["pair", ORDER, "--rules", "lim-2026", "--walkthrough"]));
    assert_eq!(code, 0, "{err}");
    let above = out.find("Scoregroup 1.0, above the Median Scoregroup").expect(&out);
    let below = out.find("Scoregroup 0.0, below the Median Scoregroup").expect(&out);
    let median = out.find("The Median Scoregroup, 0.5").expect(&out);
    assert!(above < below && below < median, "{out}");
    assert!(out.contains("[3.9, 3.10, 4.4] 4: type d of 3.9 — floats"), "{out}");
    assert!(out.contains("7 meets 10 (refused before: 8"), "{out}");
    assert!(out.contains("1. 2 - 1\n") && out.contains("5. 6 - 9\n"), "{out}");
    let (code, es, _) = parts(&run(&["pair", ORDER, "--rules", "lim-1999", "--walkthrough", "--lang", "es"]));
    assert_eq!(code, 0);
    assert!(es.contains("El grupo mediano, 0,5") && es.contains("flotante 4 se transfiere"), "{es}");
    let (code, json, _) = parts(&run(&["pair", ORDER, "--rules", "lim", "--walkthrough", "--format", "json"]));
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["groups"].as_array().unwrap().len(), 3);
    assert_eq!(v["groups"][2]["stage"], "Median");
    let (code, one, _) = parts(&run(&["pair", ORDER, "--rules", "lim", "--walkthrough", "--bracket", "0"]));
    assert_eq!(code, 0);
    assert!(one.contains("Scoregroup 0.0") && !one.contains("Scoregroup 1.0"), "{one}");
    let (code, _, err) = parts(&run(&["pair", ORDER, "--rules", "lim", "--walkthrough", "--bracket", "7"]));
    assert_eq!(code, 2);
    assert!(err.contains("no scoregroup of 7"), "{err}");
}

/// Reading L-4 (2.2, no player on the Median Scoregroup's score). After round 1 (1 and 3 won)
/// the scores are 1 and 0; round 2's Median Scoregroup would have 0.5. L-4a pairs the top group
/// down and the bottom group up: 1 v 3, 2 v 4. Colours (5.4): 1 and 3 both had White and are
/// due Black, above the median the higher-ranked 1 gets it; 2 and 4 both had Black and are due
/// White, below the median the lower-ranked 4 gets it. L-4b refuses the round, naming 2.2, in
/// `pair` and in `check`.
#[test]
fn a_round_without_a_median_scoregroup_is_refused_under_reading_l4b() {
    let dir = tempfile::tempdir().unwrap();
    let line = |tpn: u16, pts: &str, round1: &str| player_line(tpn, 2500 - tpn * 100, pts, round1);
    let file = [
        "XXR 3".to_owned(),
        line(1, "1.0", "   2 w 1"),
        line(2, "0.0", "   1 b 0"),
        line(3, "1.0", "   4 w 1"),
        line(4, "0.0", "   3 b 0"),
    ];
    let go = trf_with_rules(dir.path(), "l4.trf", &file, "lim-2026");
    let (code, out, err) = go(&["pair", "l4.trf", "-p", "-"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out, "2\n3 1\n4 2\n");
    let (code, _, err) = go(&["pair", "l4.trf", "-p", "-", "--reading", "L-4b"]);
    assert!(code != 0 && err.contains("2.2") && err.contains("L-4b"), "{err}");
    std::fs::write(dir.path().join("n.txt"), "3 1\n4 2\n").unwrap();
    let (code, _, _) = go(&["check", "l4.trf", "--next", "n.txt"]);
    assert_eq!(code, 0);
    let (code, out, err) = go(&["check", "l4.trf", "--next", "n.txt", "--reading", "L-4b"]);
    assert!(code != 0 && format!("{out}{err}").contains("2.2"), "{out}{err}");
}
