//! Issue #15 item 4: a campaign spread over 4 shards with GNU parallel, merged, equals the
//! unsharded campaign (apart from timings); `--resume` continues from a report.

use crate::common::{parts, run_in};
use std::path::Path;
use std::process::Command;

const CAMPAIGN: [&str; 7] = ["campaign", "--count", "40", "--profile", "chaotic", "--seed", "1"];

/// The report's JSON without timings (elapsed time, workers).
fn untimed_json(path: &Path) -> serde_json::Value {
    let mut v: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    for k in ["elapsed_seconds", "workers"] {
        v.as_object_mut().unwrap().remove(k);
    }
    v
}

/// The Markdown report without the time and workers rows.
fn untimed_md(path: &Path) -> String {
    let text = std::fs::read_to_string(path).unwrap();
    text.lines().filter(|l| !l.starts_with("| time |") && !l.starts_with("| workers |")).collect::<Vec<_>>().join("\n")
}

fn gnu_parallel() -> bool {
    Command::new("parallel").arg("--version").output().is_ok_and(|o| o.status.success())
}

#[test]
fn four_shards_over_gnu_parallel_merge_into_the_unsharded_report() {
    if !gnu_parallel() {
        eprintln!("skipped: GNU parallel is not installed (Debian package `parallel`)");
        return;
    }
    let top = tempfile::tempdir().unwrap();
    let (whole, shards, merged) = (top.path().join("whole"), top.path().join("shards"), top.path().join("merged"));
    for d in [&whole, &shards, &merged] {
        std::fs::create_dir_all(d).unwrap();
    }
    let mut args: Vec<&str> = CAMPAIGN.to_vec();
    args.extend(["--report", "c", "--jobs", "2"]);
    let (_, out, err) = parts(&run_in(&whole, &args));
    assert!(whole.join("c.json").is_file(), "{out}{err}");

    // parallel arbitro campaign … --shard {}/4 --report s{} ::: 1 2 3 4
    let mut cmd = Command::new("parallel");
    cmd.arg("--will-cite").arg(env!("CARGO_BIN_EXE_arbitro")).args(CAMPAIGN);
    cmd.args(["--shard", "{}/4", "--report", "s{}", "--jobs", "1", ":::", "1", "2", "3", "4"]);
    let o = cmd.current_dir(&shards).env("NO_COLOR", "1").output().unwrap();
    for i in 1..=4 {
        assert!(shards.join(format!("s{i}.json")).is_file(), "shard {i}: {}", String::from_utf8_lossy(&o.stderr));
    }
    let reports: Vec<String> = (1..=4).map(|i| shards.join(format!("s{i}")).display().to_string()).collect();
    let mut args = vec!["campaign", "merge"];
    args.extend(reports.iter().map(String::as_str));
    args.extend(["--report", "c"]);
    let (code, out, err) = parts(&run_in(&merged, &args));
    assert!(code == 0 || code == 1, "{out}{err}");
    assert!(out.contains("40 of 40 tournaments"), "{out}");
    assert_eq!(untimed_json(&merged.join("c.json")), untimed_json(&whole.join("c.json")));
    assert_eq!(untimed_md(&merged.join("c.md")), untimed_md(&whole.join("c.md")));
    // The kept tournaments (a chaotic one that cannot be completed) are copied, byte for byte.
    let kept: Vec<_> = std::fs::read_dir(whole.join("c-files")).map(|d| d.flatten().collect()).unwrap_or_default();
    for f in kept {
        let name = f.file_name();
        assert_eq!(std::fs::read(f.path()).unwrap(), std::fs::read(merged.join("c-files").join(&name)).unwrap());
    }
    // A shard missing is refused.
    let (code, _, err) = parts(&run_in(&merged, &["campaign", "merge", &reports[0], &reports[1], "--report", "x"]));
    assert_eq!(code, 3, "{err}");
    assert!(err.contains("shard(s) 3/4, 4/4 missing"), "{err}");
}

#[test]
fn resume_continues_from_the_report() {
    let dir = tempfile::tempdir().unwrap();
    let mut args: Vec<&str> = CAMPAIGN.to_vec();
    args.extend(["--report", "c", "--jobs", "1"]);
    let _ = run_in(dir.path(), &args);
    let before = untimed_json(&dir.path().join("c.json"));
    // Drop the second half from the report, as if the run had been interrupted there.
    let mut v: serde_json::Value = before.clone();
    v["done"] = serde_json::json!([[0, 20]]);
    let late: Vec<serde_json::Value> =
        v["problems"].as_array().unwrap().iter().filter(|p| p["index"].as_u64().unwrap() < 20).cloned().collect();
    v["problems"] = serde_json::Value::Array(late);
    v["completed"] = 20.into();
    v["cancelled"] = true.into();
    v["consistent"] = (20 - v["problems"].as_array().unwrap().len()).into();
    for k in ["discrepant", "not_generated", "check_failed"] {
        v[k] = 0.into();
    }
    for p in v["problems"].clone().as_array().unwrap() {
        let k = p["status"].as_str().unwrap().to_owned();
        v[&k] = (v[&k].as_u64().unwrap() + 1).into();
    }
    v["rounds_checked"] = 0.into();
    v["elapsed_seconds"] = 1.0.into();
    v["workers"] = 1.into();
    std::fs::write(dir.path().join("c.json"), v.to_string()).unwrap();
    let mut resume = args.clone();
    resume.push("--resume");
    let (_, out, err) = parts(&run_in(dir.path(), &resume));
    assert!(out.contains("40 of 40 tournaments"), "{out}{err}");
    let mut after = untimed_json(&dir.path().join("c.json"));
    // rounds_checked and the census count what each run saw: the edit above cannot split the
    // first run's between its halves (the shard test checks that censuses add up).
    let mut want = before;
    for k in ["rounds_checked", "census"] {
        after.as_object_mut().unwrap().remove(k);
        want.as_object_mut().unwrap().remove(k);
    }
    assert_eq!(after, want);
    // A report of another campaign is not resumed.
    let mut other: Vec<&str> = vec!["campaign", "--count", "40", "--profile", "chaotic", "--seed", "2"];
    other.extend(["--report", "c", "--resume"]);
    let (code, _, err) = parts(&run_in(dir.path(), &other));
    assert_ne!(code, 0);
    assert!(err.contains("another campaign"), "{err}");
}
