//! Issue #16, item 2 (the rest): `norms --need` gives the rating outcomes of the rounds left,
//! and tie-break exercises are typed on the command line (`standings --game`).

use crate::common::{parts, root, run};

fn write(dir: &tempfile::TempDir, name: &str, text: &str) -> String {
    let p = dir.path().join(name);
    std::fs::write(&p, text).expect("write");
    p.to_string_lossy().into_owned()
}

/// Four players rated 2000; player 1 drew round 1 and is paired with player 3 in round 2.
/// B.02 8.3 (2022 text): every difference is 0, so PD = 0.50 (table 8.1.2) and with K 20 the
/// change is 20 × (W − 1.0) over the two games: a win +10 (2010), a draw 0, a loss −10 (1990).
#[test]
fn need_gives_the_rating_change_of_every_result_left() {
    let trf = "012 Need\n042 2023/05/01\nXXR 2\n\
001    1 m    One                               2000                             0.5          2 w =     3 w  \n\
001    2 m    Two                               2000                             1.0          1 b =     4 w =\n\
001    3 m    Three                             2000                             0.5          4 b =     1 b  \n\
001    4 m    Four                              2000                             1.0          3 w =     2 b =\n";
    let dir = tempfile::tempdir().expect("tempdir");
    let f = write(&dir, "need.trf", trf);
    let (code, out, err) = parts(&run(&["norms", &f, "--player", "1", "--need", "--k", "20"]));
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("R2 1 (1.0 of 1.0): +10 → 2010 (K 20)"), "{out}");
    assert!(out.contains("R2 = (0.5 of 1.0): +0 → 2000 (K 20)"), "{out}");
    assert!(out.contains("R2 0 (0.0 of 1.0): -10 → 1990 (K 20)"), "{out}");
    let (code, out, err) = parts(&run(&["norms", &f, "--player", "1", "--need", "--k", "20", "--format", "json"]));
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).expect("json");
    let o = &v["players"][0]["rating_outcomes"];
    assert_eq!(o.as_array().map(Vec::len), Some(3));
    assert_eq!(o[0]["results"], "R2 1");
    assert_eq!(o[0]["new_rating"], 2010);
    assert_eq!(o[2]["change"], -10);
}

/// `--k` is only for `--need`.
#[test]
fn k_without_need_is_refused() {
    let f = root().join("scenarios/norms/x10_gm_norm.trf");
    let (code, _, err) = parts(&run(&["norms", &f.to_string_lossy(), "--k", "20"]));
    assert_ne!(code, 0);
    assert!(err.contains("--need"), "{err}");
}
