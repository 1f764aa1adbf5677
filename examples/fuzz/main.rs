//! `cargo run --release --example fuzz -- [--count N] [--minutes M] [--seed S] [--report PATH]`:
//! the long mutation-fuzzing run of issue #14. It writes `reports/robustness.md` (rewritten
//! every 30 s while running, so an interrupted run still reports) and keeps any input that
//! panics or hangs under `target/fuzz-findings/`. The commands print to standard output and
//! error as usual: run it with `> /dev/null 2>&1`.

mod engine;

use std::path::PathBuf;
use std::time::{Duration, Instant};

fn main() {
    let mut count: Option<u64> = None;
    let mut minutes: Option<f64> = None;
    let mut seed = 1u64;
    let mut report = PathBuf::from("reports/robustness.md");
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let v = it.next();
        match (a.as_str(), v) {
            ("--count", Some(v)) => count = v.parse().ok(),
            ("--minutes", Some(v)) => minutes = v.parse().ok(),
            ("--seed", Some(v)) => seed = v.parse().unwrap_or(1),
            ("--report", Some(v)) => report = PathBuf::from(v),
            _ => {
                eprintln!("usage: fuzz [--count N] [--minutes M] [--seed S] [--report PATH]");
                std::process::exit(2);
            }
        }
    }
    if count.is_none() && minutes.is_none() {
        count = Some(10_000);
    }
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let scratch = tempfile::tempdir().expect("a scratch folder");
    let mut f = engine::Fuzzer::new(engine::seeds(&root), scratch.path().to_path_buf(), seed);
    f.keep = Some(root.join("target/fuzz-findings"));
    let mut command = "cargo run --release --example fuzz --".to_owned();
    if let Some(n) = count {
        command.push_str(&format!(" --count {n}"));
    }
    if let Some(m) = minutes {
        command.push_str(&format!(" --minutes {m}"));
    }
    command.push_str(&format!(" --seed {seed}"));
    let start = Instant::now();
    let deadline = minutes.map(|m| Duration::from_secs_f64(m * 60.0));
    let mut last = Instant::now();
    loop {
        let n = f.stats.invocations();
        if count.is_some_and(|c| n >= c) || deadline.is_some_and(|d| start.elapsed() >= d) {
            break;
        }
        f.step();
        if last.elapsed() > Duration::from_secs(30) {
            last = Instant::now();
            let _ = std::fs::write(&report, engine::report(&f.stats, &command, seed, start.elapsed(), false));
        }
    }
    let text = engine::report(&f.stats, &command, seed, start.elapsed(), true);
    std::fs::write(&report, &text).expect("the report is written");
    let s = &f.stats;
    let bad = s.panic_count() + s.hang_count() + s.unplaced_count();
    eprintln!(
        "fuzz: {} invocations, {} panics, {} hangs, {} errors without a place; {}",
        s.invocations(),
        s.panic_count(),
        s.hang_count(),
        s.unplaced_count(),
        report.display()
    );
    std::process::exit(i32::from(bad > 0));
}
