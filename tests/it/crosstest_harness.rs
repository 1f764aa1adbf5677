//! The cross-test harness (`python3 -m benches.crosstest`): without its oracle's environment
//! variable it says so and exits 0, creating nothing; a malformed seed range is refused.
//! A round arbitro's check finds consistent only under another reading is classed by that
//! reading, never counted identical. Skipped where no python3 is installed.

use std::process::{Command, Output};

use crate::common::{data, parts, root, run};

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

/// The harness classes a round by the reading `arbitro check` itself names (its JSON's `reading`)
/// and keeps it out of the identical rounds: the hand-made T-16 file, whose round paired under
/// T-16b is consistent only under that reading, and the same file's default pairing, identical.
#[test]
fn a_round_consistent_only_under_another_reading_is_classed_by_it() {
    let file = data("readings/team-t16-used-up-level.trf");
    let file = file.to_str().unwrap();
    let dir = tempfile::tempdir().unwrap();
    let mut verdicts = vec![];
    for pairs in ["11 12\n4 1\n5 2\n6 3\n9 7\n8 10\n", "11 12\n4 1\n5 2\n7 3\n8 6\n9 10\n"] {
        let list = dir.path().join("next.txt");
        std::fs::write(&list, pairs).unwrap();
        let (code, out, err) =
            parts(&run(&["check", file, "--rules", "team-2026", "--next", list.to_str().unwrap(), "--format", "json"]));
        assert_eq!(code, 0, "{err}");
        verdicts.push(out);
    }
    let script = "import json, sys\nfrom benches.crosstest.run import under_reading\n\
                  for path in sys.argv[1:]:\n    v = json.load(open(path))['rounds'][-1]\n    print(under_reading(v))\n";
    let paths: Vec<String> = verdicts
        .iter()
        .enumerate()
        .map(|(i, v)| {
            let p = dir.path().join(format!("v{i}.json"));
            std::fs::write(&p, v).unwrap();
            p.to_string_lossy().into_owned()
        })
        .collect();
    let Ok(o) = Command::new("python3").current_dir(root()).arg("-c").arg(script).args(&paths).output() else {
        eprintln!("python3 not found: skipping");
        return;
    };
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(o.status.success(), "{out} {}", String::from_utf8_lossy(&o.stderr));
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines,
        ["reading T-16 (arbitro's check: consistent under T-16b; its default T-16a departs on C6)", "None"],
        "{out}"
    );
}
