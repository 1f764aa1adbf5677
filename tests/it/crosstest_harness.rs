//! The cross-test harness (`python3 -m benches.crosstest`): without its oracle's environment
//! variable it says so and exits 0, creating nothing; a malformed seed range is refused.
//! Skipped where no python3 is installed.

use std::process::{Command, Output};

use crate::common::root;

const ORACLE_VARS: [&str; 5] =
    ["ARBITRO_PY4SWISS", "ARBITRO_CPPDUBOV", "ARBITRO_CHESSPAIRING", "ARBITRO_BBP", "ARBITRO_SELF"];

fn harness(args: &[&str]) -> Option<Output> {
    let mut cmd = Command::new("python3");
    cmd.current_dir(root()).args(["-m", "benches.crosstest"]).args(args);
    for v in ORACLE_VARS {
        cmd.env_remove(v);
    }
    cmd.output().ok()
}

#[test]
fn crosstest_without_oracle_skips_cleanly() {
    let dir = tempfile::tempdir().unwrap();
    let run_dir = dir.path().join("run");
    let cases = [
        ("dubov-2026", "py4swiss", "ARBITRO_PY4SWISS", "py4swiss"),
        ("dubov-2026", "cppdubov", "ARBITRO_CPPDUBOV", "CPPDubovSystem"),
        ("lim-2026", "chesspairing", "ARBITRO_CHESSPAIRING", "chesspairing"),
        ("burstein-original", "bbp", "ARBITRO_BBP", "bbpPairings --burstein"),
    ];
    for (system, oracle, var, label) in cases {
        let Some(o) =
            harness(&["--system", system, "--oracle", oracle, "--seeds", "1-3", "--dir", run_dir.to_str().unwrap()])
        else {
            eprintln!("python3 not found: skipping");
            return;
        };
        let out = String::from_utf8_lossy(&o.stdout);
        assert_eq!(o.status.code(), Some(0), "{oracle}: {out} {}", String::from_utf8_lossy(&o.stderr));
        assert_eq!(out.trim(), format!("{var} is not set: no {label} to compare with; skipping."));
        assert!(!run_dir.exists(), "{oracle}: a skipped run creates no directory");
    }
}

#[test]
fn crosstest_refuses_a_malformed_seed_range_and_a_system_the_oracle_does_not_pair() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path().join("run");
    let d = d.to_str().unwrap();
    let Some(o) = harness(&["--system", "dubov-2026", "--oracle", "py4swiss", "--seeds", "9-3", "--dir", d]) else {
        eprintln!("python3 not found: skipping");
        return;
    };
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("FIRST <= LAST"));
    let o = harness(&["--system", "lim-2026", "--oracle", "py4swiss", "--dir", d]).unwrap();
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("pairs none of this system's rounds"));
}
