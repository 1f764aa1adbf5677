//! `arbitro pair --walkthrough` (issue #19): the manual procedure agrees with the engine on
//! every corpus round and worked example, and reads like the seeds' tutorial.

use crate::common::{corpus_dirs, parts, root, run, trf_files};
use arbitro::pairing::dutch::walkthrough::{Options, Outcome, walk};
use arbitro::pairing::dutch::{self, Ctx};
use arbitro::rules::DutchEdition;
use arbitro::tournament::{RoundNo, Tournament, Tpn};
use arbitro::trf::TrfDocument;
use serde::Deserialize;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

fn load(path: &Path) -> Option<Tournament> {
    let bytes = std::fs::read(path).ok()?;
    Tournament::from_trf(&TrfDocument::from_bytes(&bytes).ok()?).ok()
}

/// Whether the whole corpus is asked for (`ARBITRO_CORPUS`); otherwise the bundled sample is
/// thinned to every [`SAMPLE_STEP`]-th file so that `cargo test` stays within its time budget.
fn whole_corpus() -> bool {
    std::env::var_os("ARBITRO_CORPUS").is_some()
}

/// Without `ARBITRO_CORPUS`, one corpus file in this many is walked (the scenarios always are).
const SAMPLE_STEP: usize = 3;

/// The largest field walked by the full walkthrough test: every field with `ARBITRO_CORPUS`,
/// otherwise fields of up to 100 players. The three larger files of the sample (103, 116 and
/// 180 players, each with brackets that run the search to its bound) took 140 of the test's
/// 155 s on this 2-core machine; the smaller fields walk the same procedure.
fn largest_field_walked() -> usize {
    if whole_corpus() { usize::MAX } else { 100 }
}

/// Every TRF of the corpus (with its edition; thinned unless [`whole_corpus`]) and of
/// `scenarios/dutch` (both editions).
fn files() -> Vec<(PathBuf, DutchEdition)> {
    let mut out = Vec::new();
    let step = if whole_corpus() { 1 } else { SAMPLE_STEP };
    for (name, ed) in [("dutch-2026", DutchEdition::Dutch2026), ("dutch-2017", DutchEdition::Dutch2017)] {
        for dir in corpus_dirs(name) {
            out.extend(trf_files(&dir).into_iter().step_by(step).map(|f| (f, ed)));
        }
    }
    let scen = root().join("scenarios/dutch");
    let mut dirs = vec![scen.clone()];
    let mut subdirs: Vec<PathBuf> =
        std::fs::read_dir(&scen).unwrap().filter_map(Result::ok).map(|e| e.path()).filter(|p| p.is_dir()).collect();
    subdirs.sort();
    dirs.extend(subdirs);
    for dir in dirs {
        for f in trf_files(&dir) {
            out.push((f.clone(), DutchEdition::Dutch2026));
            out.push((f, DutchEdition::Dutch2017));
        }
    }
    out
}

#[derive(Default)]
struct Tally {
    rounds: usize,
    brackets: usize,
    cut: usize,
    searched: usize,
    problems: Vec<String>,
}

/// Walks every round of every file with `options` and checks each bracket against the engine.
fn walk_all(options: Options, max_players: usize) -> Tally {
    let mut tally = Tally::default();
    for (path, ed) in files() {
        let Some(t) = load(&path) else { continue };
        if t.players.len() > max_players {
            continue;
        }
        let last = t.rounds_recorded() + u16::from(t.planned_rounds.is_some_and(|n| n > t.rounds_recorded()));
        for r in 1..=last {
            let round = RoundNo(r);
            let cut = if r <= t.rounds_recorded() { t.cut_before(round) } else { t.clone() };
            let Ok(engine) = dutch::pair(&cut, round, ed) else { continue };
            let ctx = Ctx::new(&cut, round, ed);
            let w = walk(&ctx, options).expect("the engine paired the round");
            tally.rounds += 1;
            let name = format!("{} round {r} ({ed:?})", path.display());
            let mut pairs: BTreeSet<(Tpn, Tpn)> = BTreeSet::new();
            for b in &w.brackets {
                tally.brackets += 1;
                match &b.outcome {
                    Outcome::Cut { .. } => tally.cut += 1,
                    Outcome::Disagreement { found } => {
                        tally.problems.push(format!("{name}, bracket {}: the search chose {found:?}", b.score));
                    }
                    Outcome::Perfect { .. } | Outcome::BestAvailable { .. } => tally.searched += 1,
                }
                pairs.extend(b.pairs.iter().map(|&(x, y)| (x.min(y), x.max(y))));
            }
            let want: BTreeSet<(Tpn, Tpn)> =
                engine.boards.iter().map(|b| (b.white.min(b.black), b.white.max(b.black))).collect();
            if pairs != want || w.bye != engine.bye {
                tally.problems.push(format!("{name}: the walkthrough's pairs are not the engine's"));
            }
        }
    }
    tally
}

/// Issue #19, item 2: the procedure's accepted candidate is the engine's pairing in every
/// bracket of every corpus round and worked example (fields of up to 100 players unless
/// `ARBITRO_CORPUS`); searches are cut in few brackets (at 500
/// candidates here, to keep the test short; the command's default bound is 2000).
#[test]
fn the_walkthrough_agrees_with_the_engine() {
    let t = walk_all(Options { max_candidates: 500, exhaustive: false }, largest_field_walked());
    assert!(t.problems.is_empty(), "{}", t.problems.join("\n"));
    eprintln!("walked {} rounds, {} brackets ({} cut)", t.rounds, t.brackets, t.cut);
    let (rounds, brackets) = if whole_corpus() { (500, 3000) } else { (200, 1000) };
    assert!(
        t.rounds > rounds && t.brackets > brackets,
        "too little tested: {} rounds, {} brackets",
        t.rounds,
        t.brackets
    );
    assert!(t.cut * 50 <= t.brackets, "{} of {} brackets cut", t.cut, t.brackets);
}

/// The exhaustive search (Art. 3.8 taken literally: every candidate evaluated, the first of
/// the best kept, without the engine's value to stop at or to skip families by) reaches the
/// engine's pairing wherever it finishes within 200 candidates.
#[test]
fn the_exhaustive_search_agrees_with_the_engine() {
    let t = walk_all(Options { max_candidates: 200, exhaustive: true }, 40);
    assert!(t.problems.is_empty(), "{}", t.problems.join("\n"));
    let searched = if whole_corpus() { 1000 } else { 400 };
    assert!(t.searched > searched, "too few brackets searched to the end: {} (cut {})", t.searched, t.cut);
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct TutorialSteps {
    edition: String,
    trf: String,
    brackets: Vec<TutorialBracket>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct TutorialBracket {
    round: u16,
    score: f64,
    source_lines: String,
    #[allow(dead_code)] // the text, for the reader
    text: String,
    s1: Option<Vec<u16>>,
    s2: Option<Vec<u16>>,
    tries: Vec<TutorialTry>,
    pairs: Vec<[u16; 2]>,
    downfloaters: Vec<u16>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct TutorialTry {
    pairs: Vec<[u16; 2]>,
    reject: Option<String>,
    exchange: Option<bool>,
}

fn pair_set(v: impl IntoIterator<Item = (u64, u64)>) -> BTreeSet<(u64, u64)> {
    v.into_iter().map(|(a, b)| (a.min(b), a.max(b))).collect()
}

fn json_pairs(v: &serde_json::Value) -> BTreeSet<(u64, u64)> {
    pair_set(v.as_array().unwrap().iter().map(|p| (p[0].as_u64().unwrap(), p[1].as_u64().unwrap())))
}

fn json_tpns(v: &serde_json::Value) -> Vec<u64> {
    v.as_array().unwrap().iter().map(|x| x.as_u64().unwrap()).collect()
}

/// Issue #19, "done when": the seeds' 40-player tutorial reads step for step like the
/// walkthrough — the same S1 and S2, the candidates the text tries in the same order, each
/// dropped for the text's reason, and the same result
/// (`scenarios/dutch/tutorial-40/walkthrough.yaml`, transcribed from seed 000).
#[test]
fn the_tutorial_reads_like_the_walkthrough() {
    let dir = root().join("scenarios/dutch/tutorial-40");
    let steps: TutorialSteps =
        serde_yaml::from_str(&std::fs::read_to_string(dir.join("walkthrough.yaml")).unwrap()).unwrap();
    let trf = dir.join(&steps.trf);
    for want in &steps.brackets {
        let at = format!("round {} bracket {} (seed lines {})", want.round, want.score, want.source_lines);
        let score = format!("{}", want.score);
        let o = run(&[
            "pair",
            trf.to_str().unwrap(),
            "--rules",
            &steps.edition,
            "--round",
            &want.round.to_string(),
            "--walkthrough",
            "--bracket",
            &score,
            "--format",
            "json",
        ]);
        let (code, out, err) = parts(&o);
        assert_eq!(code, 0, "{at}: {err}");
        let w: serde_json::Value = serde_json::from_str(&out).unwrap();
        let b = &w["brackets"][0];
        if let Some(s1) = &want.s1 {
            let s1: Vec<u64> = s1.iter().map(|&x| u64::from(x)).collect();
            assert_eq!(json_tpns(&b["s1"]), s1, "{at}: S1");
        }
        if let Some(s2) = &want.s2 {
            let s2: Vec<u64> = s2.iter().map(|&x| u64::from(x)).collect();
            assert_eq!(json_tpns(&b["s2"]), s2, "{at}: S2");
        }
        let tries = b["tries"].as_array().unwrap();
        let mut from = 0;
        for t in &want.tries {
            let pairs = pair_set(t.pairs.iter().map(|p| (u64::from(p[0]), u64::from(p[1]))));
            let found = tries[from..].iter().position(|x| {
                let code = x["rejected"]["code"].as_str();
                json_pairs(&x["pairs"]) == pairs
                    && code == t.reject.as_deref()
                    && t.exchange.is_none_or(|e| e == x["generated"].as_str().unwrap().contains("exchange"))
            });
            let Some(k) = found else {
                panic!(
                    "{at}: the text's step {:?} ({:?}) is not next in the walkthrough: {tries:#?}",
                    t.pairs, t.reject
                )
            };
            from += k + 1;
        }
        let pairs = pair_set(want.pairs.iter().map(|p| (u64::from(p[0]), u64::from(p[1]))));
        assert_eq!(json_pairs(&b["pairs"]), pairs, "{at}: pairs");
        let down: Vec<u64> = want.downfloaters.iter().map(|&x| u64::from(x)).collect();
        assert_eq!(json_tpns(&b["downfloaters"]), down, "{at}: downfloaters");
    }
}

/// FA exam question 16 (seed 000, answer l. 7909-7919; `scenarios/dutch/exam-q16`): five
/// players on 3 points, 2 prefers Black and the others White. MaxPairs 2, S1 = 1 2, S2 = 3 4 5;
/// the first transposition gives 1-3 and 2-4 with 5 floating, the best possible (four
/// White-seekers: one must go without). Colours: 1-3 by the higher-ranked player's preference
/// (E.4, identical histories), 4-2 both preferences (E.1).
#[test]
fn the_exam_bracket_in_text() {
    let o = run(&[
        "pair",
        "scenarios/dutch/exam-q16/exam-q16.trf",
        "--rules",
        "dutch-2017",
        "--round",
        "4",
        "--walkthrough",
        "--bracket",
        "3",
    ]);
    let (code, out, err) = parts(&o);
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("Walkthrough of round 4 - FIDE Dutch system, 2017 edition"), "{out}");
    for line in [
        "Bracket 1: 3.0 points, homogeneous, 5 players",
        "  M0 = 0, MaxPairs = 2, M1 = 0 (B.1)",
        "  S1: 1 2   S2: 3 4 5   Limbo: - (B.2)",
        "  Candidates (B.6, D.1-D.2):",
        "      1  S1 1 2, S2 3 4 | 5: 1-3 2-4, unpaired 5",
        "         accepted",
        "  Pairs: 1-3 2-4",
        "  Downfloaters: 5",
        "       1 - 3     E.4 grant the colour preference of the higher-ranked player",
        "       4 - 2     E.1 grant both colour preferences",
    ] {
        assert!(out.lines().any(|l| l == line), "missing {line:?} in:\n{out}");
    }
    assert!(out.contains("candidate 1 is the best available (B.8)"), "{out}");
    assert!(out.contains("C.10: player 3 would not get their colour preference"), "{out}");
    assert!(!out.contains("Bracket 2:"), "--bracket 3 shows only that bracket:\n{out}");
}

/// Markdown for lecture notes, and the 2026 wording (Art. numbers, [Cn] codes).
#[test]
fn markdown_in_the_2026_wording() {
    let o = run(&[
        "pair",
        "scenarios/dutch/exam-q16/exam-q16.trf",
        "--rules",
        "dutch-2026",
        "--round",
        "4",
        "--walkthrough",
        "--bracket",
        "3",
        "--format",
        "markdown",
    ]);
    let (code, out, err) = parts(&o);
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("# Walkthrough of round 4\n"), "{out}");
    assert!(out.contains("## Bracket 1: 3.0 points (homogeneous)"), "{out}");
    assert!(out.contains("M0 = 0, MaxPairs = 2, M1 = 0 (Art. 3.1)."), "{out}");
    assert!(out.contains("[C12]: player 3 would not get their colour preference"), "{out}");
    assert!(out.contains("| 1 | 3 | 5.2.4 grant the colour preference of the higher-ranked player |"), "{out}");
}

/// Bad requests exit 2 with a message naming the problem.
#[test]
fn bad_walkthrough_requests() {
    let file = "scenarios/dutch/exam-q16/exam-q16.trf";
    let o = run(&["pair", file, "--round", "4", "--walkthrough", "--bracket", "9"]);
    let (code, out, err) = parts(&o);
    assert_eq!((code, out.as_str()), (2, ""), "{err}");
    assert!(err.contains("--bracket 9.0: round 4 has no bracket of 9.0 points"), "{err}");
    let o = run(&["pair", file, "--round", "4", "--format", "markdown"]);
    let (code, _, err) = parts(&o);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("--format markdown is for --walkthrough"), "{err}");
    let o = run(&["pair", file, "--round", "4", "--bracket", "3"]);
    assert_eq!(parts(&o).0, 2, "--bracket needs --walkthrough");
    let o = run(&["pair", file, "--round", "4", "--walkthrough", "--bracket", "x"]);
    let (code, _, err) = parts(&o);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("expected a score such as 4.5"), "{err}");
}
