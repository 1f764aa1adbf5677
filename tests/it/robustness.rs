//! The bounded fuzzing property of issue #14: a few thousand mutated TRFs, profiles and
//! question banks through every reading command, in-process. No panic, no hang, every
//! error names its line and column, and `convert` never writes what does not read back.
//! The long run: `cargo run --release --example fuzz -- --count 1000000` (`reports/robustness.md`).

#[path = "../../examples/fuzz/engine.rs"]
mod engine;

use std::process::{Command, Stdio};

/// Set (to a report path) in the child process that runs the fuzzer.
const CHILD: &str = "ARBITRO_FUZZ_CHILD_REPORT";

/// The commands print what they print; the fuzzer runs in a child process (this test binary,
/// [`fuzz_child`] only) whose output goes nowhere, and writes its figures to a file.
#[test]
fn mutated_inputs_never_panic_hang_or_err_without_a_place() {
    let dir = tempfile::tempdir().unwrap();
    let report = dir.path().join("robustness.md");
    let status = Command::new(std::env::current_exe().unwrap())
        .args(["--exact", "robustness::fuzz_child", "--test-threads", "1"])
        .env(CHILD, &report)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .unwrap();
    let text = std::fs::read_to_string(&report).unwrap_or_default();
    assert!(status.success(), "{text}");
    let figure = |name: &str| -> u64 {
        text.lines()
            .find_map(|l| l.strip_prefix(&format!("| {name} | ")))
            .and_then(|v| v.split(' ').next())
            .and_then(|v| v.parse().ok())
            .unwrap_or_else(|| panic!("{name} not in the report:\n{text}"))
    };
    assert!(figure("fuzzed invocations") >= 300, "{text}");
    assert_eq!(figure("panics"), 0, "{text}");
    assert_eq!(figure("hangs (over 10 s, below 2,000 players)"), 0, "{text}");
    assert_eq!(figure("errors without line and column"), 0, "{text}");
    assert_eq!(figure("`convert` outputs that would not read back the same (refused)"), 0, "{text}");
}

/// The fuzzer itself: runs only as the child of the test above.
#[test]
fn fuzz_child() {
    let Some(report) = std::env::var_os(CHILD) else { return };
    let root = super::common::root();
    let dir = tempfile::tempdir().unwrap();
    let mut f = engine::Fuzzer::new(engine::seeds(&root), dir.path().to_path_buf(), 14);
    let start = std::time::Instant::now();
    // A few seconds: bounded by count and by time, whichever comes first.
    while f.stats.invocations() < 3000 && start.elapsed().as_secs() < 5 {
        f.step();
    }
    std::fs::write(report, engine::report(&f.stats, "tests/it/robustness.rs", 14, start.elapsed(), true)).unwrap();
}

#[test]
fn place_detection() {
    assert!(engine::names_place("t.trf: line 3, column 5: x"));
    assert!(engine::names_place("bank/a.yaml:3:5: x"));
    assert!(!engine::names_place("t.trf: round 3 is beyond"));
    assert!(!engine::names_place("t.trf: line 3: x"));
}
