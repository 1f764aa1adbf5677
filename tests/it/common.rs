//! Helpers shared by the integration tests.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// The crate's root directory.
pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// A path under `tests/data`.
pub fn data(rel: &str) -> PathBuf {
    root().join("tests/data").join(rel)
}

/// Runs arbitro with `args` in `dir`, with colour disabled.
pub fn run_in(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_arbitro"))
        .args(args)
        .current_dir(dir)
        .env("NO_COLOR", "1")
        // Reports in English unless a test asks with --lang: the tester's locale decides nothing.
        .env("LANG", "en_GB.UTF-8")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .output()
        .expect("arbitro runs")
}

/// Runs arbitro with `args` in the crate root.
pub fn run(args: &[&str]) -> Output {
    run_in(&root(), args)
}

/// Exit code, stdout, stderr.
pub fn parts(o: &Output) -> (i32, String, String) {
    (
        o.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&o.stdout).into_owned(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

/// A hand-made TRF player line (record 001): the invented name `PlayerN`, `rating`, `points`
/// and the round entries as written after the points (`"   2 w 1     3 b 0"`).
pub fn player_line(tpn: u16, rating: u16, points: &str, rounds: &str) -> String {
    format!("001 {tpn:>4}      Player{tpn:<27}{rating:>4}                             {points:>4}    0  {rounds}")
}

/// Writes `lines` as the TRF file `name` in `dir` and returns a runner of arbitro in `dir` with
/// `--rules rules` after the arguments it is given: (exit code, stdout, stderr).
pub fn trf_with_rules<'a>(
    dir: &'a Path,
    name: &str,
    lines: &[String],
    rules: &'a str,
) -> impl Fn(&[&str]) -> (i32, String, String) + 'a {
    std::fs::write(dir.join(name), lines.join("\n") + "\n").unwrap();
    move |args: &[&str]| parts(&run_in(dir, &[args, &["--rules", rules][..]].concat()))
}

/// The `.trf` files of a folder, sorted.
pub fn trf_files(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|rd| {
            rd.filter_map(Result::ok).map(|e| e.path()).filter(|p| p.extension().is_some_and(|x| x == "trf")).collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}

/// The corpus folders to run over: the copied sample, plus `$ARBITRO_CORPUS` (a folder
/// of TRF files, or a folder of such folders) when set.
pub fn corpus_dirs(edition: &str) -> Vec<PathBuf> {
    let mut dirs = vec![data(&format!("corpus/{edition}"))];
    if let Some(extra) = std::env::var_os("ARBITRO_CORPUS") {
        let extra = PathBuf::from(extra);
        let sub = extra.join(edition);
        if sub.is_dir() {
            dirs.push(sub);
        } else if extra.file_name().is_some_and(|n| n.to_string_lossy() == edition) {
            dirs.push(extra);
        }
    }
    dirs
}

/// A tournament read from the bytes of a valid TRF fixture.
pub fn tournament(bytes: &[u8]) -> arbitro::tournament::Tournament {
    let doc = arbitro::trf::TrfDocument::from_bytes(bytes).expect("a readable TRF fixture");
    arbitro::tournament::Tournament::from_trf(&doc).expect("a valid TRF fixture")
}

/// A tournament read from a valid TRF fixture file.
pub fn load(path: &Path) -> arbitro::tournament::Tournament {
    tournament(&std::fs::read(path).expect("the fixture is there"))
}

/// Every round a walkthrough test walks: each recorded round with the tournament as it stood
/// before it, then the next round (with `within_planned`, only rounds up to the planned number).
pub fn rounds_to_walk(
    t: &arbitro::tournament::Tournament,
    within_planned: bool,
) -> Vec<(arbitro::tournament::RoundNo, arbitro::tournament::Tournament)> {
    use arbitro::tournament::RoundNo;
    (1..=t.rounds_recorded() + 1)
        .filter(|&r| !(within_planned && t.planned_rounds.is_some_and(|n| r > n)))
        .map(|r| {
            let round = RoundNo(r);
            (round, if r <= t.rounds_recorded() { t.cut_before(round) } else { t.clone() })
        })
        .collect()
}

/// The boards of a walkthrough's "The pairing" list, as `white black` (the PAB line left out).
pub fn walked_boards(text: &str) -> Vec<String> {
    text.split("\nThe pairing\n")
        .nth(1)
        .expect("a walkthrough ends with its pairing")
        .lines()
        .filter(|l| !l.contains("PAB"))
        .filter_map(|l| l.split_once(". ").map(|(_, b)| b.replace(" - ", " ")))
        .collect()
}

/// The boards of a `pair -p -` list, as `white black` (the PAB's `N 0` line left out).
pub fn listed_boards(list: &str) -> Vec<String> {
    list.lines().skip(1).filter(|l| !l.ends_with(" 0")).map(str::to_owned).collect()
}
