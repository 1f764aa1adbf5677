//! What the file itself chooses when no flag does (issue #53, items 4 and 5): the start date in
//! the forms programs write, the note on an event before both Dutch editions, a date whose day
//! could be its month, and the system record 092 names. Fixtures: `tests/data/file-choices/`,
//! hand-made (invented names) in the shape of those programs' files.

use crate::common::{data, parts, run, run_in};
use std::path::Path;

fn check(rel: &str) -> (i32, String) {
    let path = data(&format!("file-choices/{rel}"));
    let (code, out, err) = parts(&run(&["check", path.to_str().unwrap()]));
    (code, format!("{out}{err}"))
}

#[test]
fn start_dates_in_the_forms_programs_write_choose_the_edition() {
    let (code, out) = check("date-spaced-2005.trf");
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("2017 edition") && out.contains("started on 2005-07-28 (record 042)"), "{out}");
    assert!(out.contains("before both editions of the Dutch System"), "{out}");
    let (code, out) = check("date-month-name-2020.trf");
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("2017 edition") && out.contains("started on 2020-05-29"), "{out}");
    assert!(!out.contains("before both editions"), "{out}");
    let (code, out) = check("date-spanish-month-2026.trf");
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("2026 edition") && out.contains("started on 2026-03-03"), "{out}");
}

#[test]
fn a_day_that_could_be_a_month_is_settled_by_the_round_dates_or_reported() {
    // 05/06/2010 with round 1 on 10/06/05 (YY/MM/DD): 5 June 2010.
    let (code, out) = check("date-ambiguous-settled.trf");
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("read as 2010-06-05, the reading nearest the round dates"), "{out}");
    let (code, out) = check("date-ambiguous-unsettled.trf");
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("no round dates settle it") && out.contains("2010-05-06"), "{out}");
}

#[test]
fn record_092_names_the_system_or_the_default_says_so() {
    let (_, out) = check("date-spaced-2005.trf");
    assert!(out.contains("record 092 says \"Swiss System\", a Swiss without its system"), "{out}");
    let (_, out) = check("date-month-name-2020.trf");
    assert!(out.contains("the Dutch System, as record 092 says (\"Sistema suizo holandés\")"), "{out}");
    let (code, out) = check("kind-unknown.trf");
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("arbitro's default: record 092 says \"Blitz open\""), "{out}");
    let path = data("file-choices/kind-unknown.trf");
    let (_, json, _) = parts(&run(&["check", path.to_str().unwrap(), "--format", "json"]));
    assert!(json.contains("\"record092_unknown\""), "{json}");
    let (_, es, _) = parts(&run(&["check", path.to_str().unwrap(), "--lang", "es"]));
    assert!(es.contains("el registro 092 dice «Blitz open»"), "{es}");
}

/// A generated file with its record 092 replaced by `kind` (and no record 192).
fn with_kind(dir: &Path, profile: &str, kind: &str) -> String {
    let name = format!("{profile}.trf");
    let args = ["generate", "--profile", profile, "--seed", "5", "--force", "--output", name.as_str()];
    let (code, _, err) = parts(&run_in(dir, &args));
    assert_eq!(code, 0, "{err}");
    let text = std::fs::read_to_string(dir.join(&name)).unwrap();
    let text: Vec<String> = text
        .lines()
        .filter(|l| !l.starts_with("192"))
        .map(|l| if l.starts_with("092") { format!("092 {kind}") } else { l.to_owned() })
        .collect();
    let out = format!("{profile}-kind.trf");
    std::fs::write(dir.join(&out), text.join("\n") + "\n").unwrap();
    out
}

#[test]
fn record_092_in_the_programs_wordings_chooses_the_system() {
    let dir = tempfile::tempdir().unwrap();
    for (profile, kind, family) in [
        ("dubov-club", "Individual Swiss, FIDE (Dubov) System", "Dubov"),
        ("dubov-club", "Swiss Dubov", "Dubov"),
        ("burstein-club", "Burstein", "Burstein"),
        ("lim-open", "Lim", "Lim"),
        ("team-swiss", "Team Swiss System", "Team"),
        ("team-swiss", "Suizo por equipos", "Team"),
    ] {
        let file = with_kind(dir.path(), profile, kind);
        let (code, out, err) = parts(&run_in(dir.path(), &["check", &file]));
        assert_eq!(code, 0, "{profile} / {kind}: {out}{err}");
        assert!(out.contains(&format!("record 092 says \"{kind}\"")) && out.contains(family), "{kind}: {out}");
    }
}

#[test]
fn every_generator_profile_checks_consistent_with_no_flag() {
    let dir = tempfile::tempdir().unwrap();
    let mut profiles: Vec<_> = std::fs::read_dir(crate::common::root().join("generator"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "yaml"))
        .collect();
    profiles.sort();
    assert!(profiles.len() >= 18);
    for p in &profiles {
        for trf in ["16", "2026"] {
            let name = format!("{}-{trf}.trf", p.file_stem().unwrap().to_string_lossy());
            let args = ["generate", "--profile", p.to_str().unwrap(), "-s", "7", "--trf", trf, "-o", name.as_str()];
            let (code, _, err) = parts(&run_in(dir.path(), &args));
            assert_eq!(code, 0, "{name}: {err}");
            let (code, out, err) = parts(&run_in(dir.path(), &["check", &name]));
            assert_eq!(code, 0, "{name}: {out}{err}");
        }
    }
}
