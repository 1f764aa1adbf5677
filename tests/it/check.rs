//! Issue #5: the pairings checker — corpus consistency, mutations, formats, exit codes.

use crate::common::{corpus_dirs, data, parts, run, run_in, tournament, trf_files};
use crate::mutate::{Mutation, mutate};
use arbitro::check::{self, FindingKind};
use arbitro::rules::{DutchEdition, EditionChoice, EditionReason};
use arbitro::tournament::RoundNo;
use arbitro::trf::TrfDocument;

fn edition_of(dir: &str) -> DutchEdition {
    if dir.contains("2017") { DutchEdition::Dutch2017 } else { DutchEdition::Dutch2026 }
}

fn choice(e: DutchEdition) -> EditionChoice {
    EditionChoice::new(e, EditionReason::Flag)
}

/// Every round of every corpus tournament (the copied sample; all of `$ARBITRO_CORPUS` when
/// set) is consistent under its edition.
#[test]
fn corpus_is_consistent_under_its_edition() {
    let mut rounds = 0;
    let mut bad = Vec::new();
    for ed in ["dutch-2026", "dutch-2017"] {
        let e = edition_of(ed);
        for dir in corpus_dirs(ed) {
            for f in trf_files(&dir) {
                let t = tournament(&std::fs::read(&f).unwrap());
                let engine = arbitro::pairing::dutch::DutchEngine { edition: e };
                let ic = arbitro::pairing::dutch::initial_colour::resolve(&t, None, None, e);
                let r = check::check_tournament(&f.display().to_string(), &t, None, &choice(e), &ic, &engine);
                rounds += r.rounds.len();
                for rc in r.rounds.iter().filter(|c| !c.consistent) {
                    bad.push(format!(
                        "{} round {}: {:?}",
                        f.display(),
                        rc.round,
                        rc.findings.first().map(|x| &x.message)
                    ));
                }
            }
        }
    }
    assert!(rounds > 300, "only {rounds} rounds checked");
    assert!(bad.is_empty(), "{} of {rounds} rounds inconsistent:\n{}", bad.len(), bad.join("\n"));
}

/// Mutating one round is always detected, with an explanation of the right kind.
#[test]
fn mutations_are_detected_with_the_right_kind_of_rule() {
    let mut tried = 0;
    for ed in ["dutch-2026", "dutch-2017"] {
        let e = edition_of(ed);
        for f in trf_files(&data(&format!("corpus/{ed}"))).into_iter().take(12) {
            let bytes = std::fs::read(&f).unwrap();
            let rounds = tournament(&bytes).rounds_recorded();
            for m in [Mutation::Swap, Mutation::Colours, Mutation::Bye, Mutation::Rematch, Mutation::OtherScoreGroup] {
                for r in (2..=rounds).step_by(2) {
                    let Some(out) = mutate(&bytes, RoundNo(r), m, usize::from(r)) else { continue };
                    let t = tournament(&out);
                    let engine = arbitro::pairing::dutch::DutchEngine { edition: e };
                    let rc = check::check_round(
                        &t,
                        RoundNo(r),
                        arbitro::pairing::Pairing::from_tournament(&t, RoundNo(r)),
                        &choice(e),
                        &engine,
                    );
                    assert!(!rc.consistent, "{} {m:?} round {r} not detected", f.display());
                    let kinds: Vec<FindingKind> = rc.findings.iter().map(|x| x.kind).collect();
                    let want: &[FindingKind] = match m {
                        Mutation::Colours => &[FindingKind::Colour],
                        Mutation::Bye => &[FindingKind::Bye],
                        Mutation::Rematch => &[FindingKind::Absolute],
                        // A swap can break an absolute or colour criterion, a quality criterion,
                        // or tie on every criterion and lose on the generation order.
                        _ => &[
                            FindingKind::Absolute,
                            FindingKind::Colour,
                            FindingKind::Quality,
                            FindingKind::GenerationOrder,
                            FindingKind::Bye,
                        ],
                    };
                    assert!(
                        kinds.iter().any(|k| want.contains(k)),
                        "{} {m:?} round {r}: {:?}",
                        f.display(),
                        rc.findings
                    );
                    // The engine's own criteria never find the mutated pairing better: it is
                    // not also a correct pairing.
                    assert!(
                        rc.findings.iter().all(|x| !x.message.to_string().contains("please report")),
                        "{} {m:?} round {r}: {:?}",
                        f.display(),
                        rc.findings
                    );
                    tried += 1;
                }
            }
        }
    }
    assert!(tried >= 200, "only {tried} mutations tried");
}

#[test]
fn bbp_format_and_exit_codes() {
    let dir = tempfile::tempdir().unwrap();
    let f = trf_files(&data("corpus/dutch-2026"))[0].clone();
    let bytes = std::fs::read(&f).unwrap();
    std::fs::write(dir.path().join("ok.trf"), &bytes).unwrap();
    let (code, out, err) = parts(&run_in(dir.path(), &["check", "ok.trf", "--rules", "dutch-2026", "--format", "bbp"]));
    assert_eq!(code, 0, "{out}{err}");
    let rounds = tournament(&bytes).rounds_recorded();
    let want: String = (1..=rounds).map(|r| format!("ok: Round #{r}\n")).collect();
    assert_eq!(out, want);
    // Legacy forms print the same.
    for args in [vec!["ok.trf", "-c"], vec!["--dutch", "ok.trf", "-c"]] {
        let o = run_in(dir.path(), &args);
        assert_eq!(String::from_utf8_lossy(&o.stdout), want, "{args:?}");
    }
    let bad = mutate(&bytes, RoundNo(3), Mutation::Colours, 0).unwrap();
    std::fs::write(dir.path().join("bad.trf"), &bad).unwrap();
    let (code, out, _) = parts(&run_in(dir.path(), &["check", "bad.trf", "--rules", "dutch-2026", "--format", "bbp"]));
    assert_eq!(code, 1);
    assert!(out.contains("bad: Round #3\n  Checker pairings        Tournament pairings \n"), "{out}");
    let (code, out, _) = parts(&run_in(dir.path(), &["check", "bad.trf", "--rules", "dutch-2026", "--round", "3"]));
    assert_eq!(code, 1);
    assert!(out.contains("colours differ on board"), "{out}");
    let (code, out, _) = parts(&run_in(dir.path(), &["check", "bad.trf", "--rules", "dutch-2026", "--format", "json"]));
    assert_eq!(code, 1);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["consistent"], false);
    std::fs::write(dir.path().join("broken.trf"), b"001    1  x").unwrap();
    let (code, _, err) = parts(&run_in(dir.path(), &["check", "broken.trf"]));
    assert_eq!(code, 3, "{err}");
    assert!(err.contains("line 1, column"), "{err}");
}

#[test]
fn inconsistent_data_is_a_finding_beside_the_verdict() {
    // Issue #53 item 2: the rounds whose history can be read are checked; the round whose own
    // entries disagree is named, with its line and column, and not checked (exit 1, not 3).
    let (code, out, err) = parts(&run(&["check", data("peers/incompatible_result.trf").to_str().unwrap()]));
    assert_eq!(code, 1, "{out}{err}");
    assert!(out.contains("round 4: consistent"), "{out}");
    assert!(out.contains("round 5: not checked"), "{out}");
    assert!(out.contains("line 2, column 139: round 5: results of players 2 ('1') and 3 ('1') do not match"), "{out}");
}

#[test]
fn next_round_proposal_from_a_pair_list() {
    let dir = tempfile::tempdir().unwrap();
    let f = trf_files(&data("corpus/dutch-2026"))[1].clone();
    let bytes = std::fs::read(&f).unwrap();
    let t = tournament(&bytes);
    let last = RoundNo(t.rounds_recorded());
    // The file cut before its last round, and that round's real pairing as the proposal.
    let cut = t.cut_before(last);
    let mut doc = TrfDocument::from_bytes(&bytes).unwrap();
    for line in &mut doc.lines {
        if let arbitro::trf::Record::Player(p) = &mut line.record {
            let q = cut.player(p.tpn).unwrap();
            p.rounds.truncate(q.rounds.len());
            p.points = q.declared_points;
            line.text = arbitro::trf::format::player_line("001", p);
        }
    }
    std::fs::write(dir.path().join("cut.trf"), doc.to_bytes()).unwrap();
    let proposal = arbitro::pairing::Pairing::from_tournament(&t, last);
    std::fs::write(dir.path().join("next.txt"), proposal.pair_list()).unwrap();
    let (code, out, err) =
        parts(&run_in(dir.path(), &["check", "cut.trf", "--rules", "dutch-2026", "--next", "next.txt"]));
    assert_eq!(code, 0, "{out}{err}");
    let mut wrong = proposal.clone();
    let b0 = wrong.boards[0];
    wrong.boards[0] = arbitro::pairing::Board { white: b0.black, black: b0.white };
    std::fs::write(dir.path().join("wrong.txt"), wrong.pair_list()).unwrap();
    let (code, out, _) =
        parts(&run_in(dir.path(), &["check", "cut.trf", "--rules", "dutch-2026", "--next", "wrong.txt"]));
    assert_eq!(code, 1, "{out}");
    std::fs::write(dir.path().join("garbage.txt"), "3\n1 2\nx y\n").unwrap();
    let (code, _, err) = parts(&run_in(dir.path(), &["check", "cut.trf", "--next", "garbage.txt"]));
    assert_eq!(code, 3);
    assert!(err.contains("garbage.txt: line 3, column 1"), "{err}");
    // A player the tournament does not have is named at his place in the pair list.
    std::fs::write(dir.path().join("stranger.txt"), "2\n1 2\n3   9999\n").unwrap();
    let (code, _, err) = parts(&run_in(dir.path(), &["check", "cut.trf", "--next", "stranger.txt"]));
    assert_eq!(code, 3);
    assert!(err.contains("stranger.txt: line 3, column 5: pair list names player 9999"), "{err}");
}
