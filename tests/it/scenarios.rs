//! Scenario tests: the seeds' worked Swiss pairings (`scenarios/dutch/*/expected.yaml`), each
//! round paired from the rounds before it and compared with the text's pairing.

use crate::common::root;
use arbitro::core::order::StableSort;
use arbitro::pairing::Pairing;
use arbitro::rules::DutchEdition;
use arbitro::tournament::{RoundNo, Tournament, Tpn};
use arbitro::trf::TrfDocument;
use serde::Deserialize;
use std::collections::BTreeSet;

#[derive(Deserialize)]
struct Expected {
    edition: String,
    engine_edition: Option<String>,
    trf: String,
    rounds: Vec<ExpectedRound>,
}

#[derive(Deserialize)]
struct ExpectedRound {
    round: u16,
    scope: Option<String>,
    bracket: Option<Vec<u16>>,
    pairs: Vec<[u16; 2]>,
    bye: Option<u16>,
    downfloaters: Option<Vec<u16>>,
}

fn scenarios() -> Vec<(String, Expected, Tournament)> {
    let dir = root().join("scenarios/dutch");
    let mut out = Vec::new();
    let mut names: Vec<_> =
        std::fs::read_dir(&dir).unwrap().filter_map(Result::ok).filter(|e| e.path().is_dir()).collect();
    names.stable_sort_by_key(&std::fs::DirEntry::path);
    for e in names {
        let y = e.path().join("expected.yaml");
        let text = std::fs::read_to_string(&y).unwrap();
        let exp: Expected = serde_yaml::from_str(&text).unwrap_or_else(|err| panic!("{}: {err}", y.display()));
        let bytes = std::fs::read(e.path().join(&exp.trf)).unwrap();
        let t = Tournament::from_trf(&TrfDocument::from_bytes(&bytes).unwrap()).unwrap();
        out.push((e.file_name().to_string_lossy().into_owned(), exp, t));
    }
    assert!(out.len() >= 5, "scenarios missing");
    out
}

/// Differences between the engine's pairing and the expected one (empty when they agree).
fn compare(got: &Pairing, want: &ExpectedRound) -> Vec<String> {
    let mut problems = Vec::new();
    let ours: BTreeSet<(u16, u16)> = got.boards.iter().map(|b| (b.white.0, b.black.0)).collect();
    let theirs: BTreeSet<(u16, u16)> = want.pairs.iter().map(|p| (p[0], p[1])).collect();
    if want.scope.as_deref() == Some("bracket") {
        for p in &theirs {
            if !ours.contains(p) {
                problems.push(format!("expected {}-{}", p.0, p.1));
            }
        }
        let bracket: BTreeSet<u16> = want.bracket.clone().unwrap_or_default().into_iter().collect();
        for &d in want.downfloaters.as_deref().unwrap_or_default() {
            let opp = got.board_of(Tpn(d)).map(|(_, b)| if b.white.0 == d { b.black.0 } else { b.white.0 });
            if opp.is_some_and(|o| bracket.contains(&o)) {
                problems.push(format!("{d} should float out of the bracket, plays {opp:?}"));
            }
        }
    } else {
        for p in theirs.difference(&ours) {
            problems.push(format!("missing {}-{}", p.0, p.1));
        }
        for p in ours.difference(&theirs) {
            problems.push(format!("extra {}-{}", p.0, p.1));
        }
        if got.bye.map(|t| t.0) != want.bye {
            problems.push(format!("bye {:?}, expected {:?}", got.bye, want.bye));
        }
    }
    problems
}

fn run_all(edition: DutchEdition) -> Vec<String> {
    let mut failures = Vec::new();
    for (name, exp, t) in scenarios() {
        let _ = (&exp.edition, &exp.engine_edition);
        for r in &exp.rounds {
            let cut = t.cut_before(RoundNo(r.round));
            match arbitro::pairing::dutch::pair(&cut, RoundNo(r.round), edition) {
                Ok(p) => {
                    let problems = compare(&p, r);
                    if !problems.is_empty() {
                        failures.push(format!("{name} round {}: {}", r.round, problems.join(", ")));
                    }
                }
                Err(e) => failures.push(format!("{name} round {}: {e}", r.round)),
            }
        }
    }
    failures
}

/// Every seed scenario reproduces under the 2026 rules (the texts were written for 2017; a
/// black-box run of an established 2026 engine confirmed the same pairings, see the README).
#[test]
fn seed_scenarios_reproduce_under_2026_rules() {
    let failures = run_all(DutchEdition::Dutch2026);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Every seed scenario reproduces under the 2017 rules, the edition the texts were written for
/// (Held's 2013-rules example included: its rounds are paired the same by the 2017 rules).
#[test]
fn seed_scenarios_reproduce_under_2017_rules() {
    let failures = run_all(DutchEdition::Dutch2017);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
