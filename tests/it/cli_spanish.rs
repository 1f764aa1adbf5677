//! Every command of the command line in Spanish (issue 57, item 4): `check`, `pair`,
//! `checklist`, `explain` (a criterion, a system's criterion, a reading, `--list`,
//! `--readings`), `validate`, `standings` and an error, each with `--lang es` on a bundled
//! example, show no English text of the catalogues ([`assert_spanish_of`]) and none of the
//! English words of [`ENGLISH_WORDS`]. Data stays as it is and is taken out before the scan:
//! the players' names, the rule's text as FIDE words it, rule names and codes, `--rules` names.
//! Every subcommand of `arbitro --help` is scanned ([`SCANNED`]), clap's errors included; the
//! `--help` texts stay English (clap's and the flags' documentation).

use super::common::{parts, root, run};
use super::english::{ENGLISH_WORDS, english_words_in};
use super::spanish::{assert_spanish_of, without_data};
use arbitro::core::order::StableSort;
use arbitro::core::words::Lang;

fn file(rel: &str) -> String {
    root().join(rel).to_string_lossy().into_owned()
}

/// `arbitro ARGS --lang es`: exit code, standard output, standard error.
fn es(args: &[&str]) -> (i32, String, String) {
    let mut a = args.to_vec();
    a.extend(["--lang", "es"]);
    parts(&run(&a))
}

/// `arbitro ARGS --format json` as JSON.
fn json(args: &[&str]) -> serde_json::Value {
    let mut a = args.to_vec();
    a.extend(["--format", "json"]);
    let (code, out, err) = parts(&run(&a));
    assert_eq!(code, 0, "{args:?}: {err}");
    serde_json::from_str(&out).unwrap_or_else(|e| panic!("{args:?}: {e}\n{out}"))
}

/// Every string inside `v` (data the Spanish text quotes as it is), one line each, blanks
/// folded as a Markdown cell folds them.
fn strings(v: &serde_json::Value, out: &mut Vec<String>) {
    match v {
        serde_json::Value::String(s) => {
            out.push(s.clone());
            out.push(s.split_whitespace().collect::<Vec<_>>().join(" ").replace('|', "\\|"));
        }
        serde_json::Value::Array(a) => a.iter().for_each(|x| strings(x, out)),
        serde_json::Value::Object(m) => m.values().for_each(|x| strings(x, out)),
        _ => {}
    }
}

/// Asserts `out` (a Spanish report or error about `trf`) has no English: `data` taken out, the
/// catalogues' scan and then [`ENGLISH_WORDS`].
fn assert_no_english(what: &str, out: &str, trf: Option<&str>, data: &[String]) {
    let mut text = out.to_owned();
    let mut data: Vec<&String> = data.iter().filter(|d| d.chars().count() > 1).collect();
    data.stable_sort_by_key(&|d| std::cmp::Reverse(d.len()));
    for d in data {
        text = text.replace(d.as_str(), " ");
    }
    // The players' names and the flags (`--readings`), as the results' scan takes them out.
    text = without_data(&text, trf);
    // The tournament's name (record 012) is the file's.
    let event = trf.and_then(|f| std::fs::read_to_string(f).ok()).unwrap_or_default();
    if let Some(name) = event.lines().find_map(|l| l.strip_prefix("012 ")).map(str::trim).filter(|n| !n.is_empty()) {
        text = text.replace(name, " ");
    }
    assert_spanish_of(what, &text, trf);
    let left = english_words_in(&text);
    assert!(left.is_empty(), "{what}: English words {left:?} in the Spanish output:\n{text}");
}

/// The scan fails on English: the same commands in English are caught.
#[test]
fn the_scan_finds_english_words() {
    let f = file("scenarios/examples/open-2026.trf");
    for args in [vec!["validate", f.as_str()], vec!["checklist", f.as_str()], vec!["explain", "--list"]] {
        let mut a = args.clone();
        a.extend(["--lang", "en"]);
        let (_, out, _) = parts(&run(&a));
        assert!(english_words_in(&out).len() >= 2, "{args:?}: {:?} in\n{out}", english_words_in(&out));
    }
    assert!(ENGLISH_WORDS.contains(&"the"));
}

#[test]
fn check_pair_checklist_validate_and_standings_in_spanish() {
    let f = file("scenarios/examples/open-2026.trf");
    let before = file("scenarios/examples/open-2026-before-round-5.trf");
    let (code, out, err) = es(&["check", &f]);
    assert_eq!(code, 0, "{out}{err}");
    assert_no_english("check", &out, Some(&f), &[]);
    let (code, out, err) = es(&["pair", &before]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("Ronda 5") && out.contains("Tablero"), "{out}");
    assert_no_english("pair", &out, Some(&before), &[]);
    let (code, out, err) = es(&["checklist", &before]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("Sistema holandés FIDE") && out.contains("color inicial"), "{out}");
    assert_no_english("checklist", &out, Some(&before), &[]);
    let (code, out, err) = es(&["validate", &f]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("correcto") && out.contains("ninguna incoherencia"), "{out}");
    assert_no_english("validate", &out, Some(&f), std::slice::from_ref(&f));
    let (code, out, err) = es(&["standings", &f]);
    assert_eq!(code, 0, "{out}{err}");
    assert_no_english("standings", &out, Some(&f), &[]);
}

#[test]
fn explain_in_spanish() {
    // A Dutch criterion: the frame and arbitro's summary in Spanish, the article as FIDE words it.
    let (code, out, err) = es(&["explain", "C5"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("criterio de 2026") && out.contains("En resumen: minimizar la puntuación"), "{out}");
    let mut data = Vec::new();
    strings(&json(&["explain", "C5"])["text"], &mut data);
    assert_no_english("explain C5", &out, None, &data);
    // A criterion of a system of the house: its name, code, article and text are the rule's.
    let (code, out, err) = es(&["explain", "dubov C7"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("criterio o regla del sistema de emparejamiento"), "{out}");
    let rule = json(&["explain", "dubov C7"]);
    let mut data = Vec::new();
    strings(&rule["text"], &mut data);
    strings(&rule["source"], &mut data);
    assert_no_english("explain dubov C7", &out, None, &data);
    // A reading: the frame in Spanish, the reading's words (docs/systems) as they are.
    let (code, out, err) = es(&["explain", "D-5"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("lectura por defecto de arbitro"), "{out}");
    let mut data = Vec::new();
    strings(&json(&["explain", "D-5"]), &mut data);
    assert_no_english("explain D-5", &out, None, &data);
    // Every system and edition.
    let (code, out, err) = es(&["explain", "--list"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("Sistemas de emparejamiento y ediciones") && out.contains("en vigor: "), "{out}");
    let list = json(&["explain", "--list"]);
    let mut data = Vec::new();
    for e in list.as_array().expect("a list") {
        strings(&e["name"], &mut data);
        strings(&e["aliases"], &mut data);
        strings(&e["record_192"], &mut data);
    }
    assert_no_english("explain --list", &out, None, &data);
    // Every reading as one table: its headings in Spanish.
    let (code, out, err) = es(&["explain", "--readings"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("| Lectura | Ediciones |"), "{out}");
    let mut data = Vec::new();
    strings(&json(&["explain", "--readings"]), &mut data);
    assert_no_english("explain --readings", &out, None, &data);
}

#[test]
fn errors_in_spanish() {
    let (code, _, err) = es(&["explain", "Q99"]);
    assert_ne!(code, 0);
    assert!(err.contains("código desconocido «Q99»"), "{err}");
    assert_no_english("explain Q99", &err, None, &[]);
    let (code, _, err) = es(&["explain", "dubov C99"]);
    assert_ne!(code, 0);
    assert!(err.contains("criterio de Dubov desconocido «c99»"), "{err}");
    assert_no_english("explain dubov C99", &err, None, &[]);
    let before = file("scenarios/examples/open-2026-before-round-5.trf");
    let (code, _, err) = es(&["checklist", &before, "--round", "9"]);
    assert_ne!(code, 0);
    assert!(err.contains("la ronda 9 no se puede listar (la siguiente ronda es la 5)"), "{err}");
    assert_no_english("checklist --round 9", &err, Some(&before), std::slice::from_ref(&before));
    for cmd in ["validate", "checklist", "pair"] {
        let (code, _, err) = es(&[cmd, "no-such-file.trf"]);
        assert_ne!(code, 0);
        assert!(err.contains("no se puede leer no-such-file.trf"), "{cmd}: {err}");
    }
}

/// The Baku acceleration line of `checklist` and `pair` in Spanish, with the decimal comma.
#[test]
fn the_acceleration_line_is_spanish_in_checklist_and_pair() {
    let f = file("scenarios/baku/field-10.trf");
    for args in [vec!["checklist", f.as_str(), "--baku"], vec!["pair", f.as_str(), "--baku"]] {
        let (code, out, err) = es(&args);
        assert_eq!(code, 0, "{args:?}: {err}");
        assert!(out.contains("aceleración aplicada: Baku") && out.contains("1,0 puntos virtuales"), "{args:?}: {out}");
        assert!(!out.contains("acceleration applied") && !out.contains("virtual points"), "{args:?}: {out}");
    }
}

/// The check-list of a system of the house and of a round-robin in Spanish: the heading, the
/// columns' names and the colour letters (B/N).
#[test]
fn the_checklist_of_every_system_in_spanish() {
    for (rel, flags, must) in [
        ("scenarios/team-swiss/forfeited-match-and-team-pab-5.trf", &[][..], "sistema suizo por equipos"),
        ("scenarios/dubov/first-round-8.trf", &["--rules", "dubov-2026"][..], "n.º nombre puntos ARO pref."),
        ("scenarios/double-swiss/pab-five.trf", &[][..], "sistema suizo doble"),
        (
            "scenarios/ratings/x21_initial_rating_round_robin_2017.trf",
            &["--round", "2"][..],
            "esta ronda: rival, color",
        ),
    ] {
        let f = file(rel);
        let mut args = vec!["checklist", f.as_str()];
        args.extend(flags);
        let (code, out, err) = es(&args);
        assert_eq!(code, 0, "{rel}: {err}");
        assert!(out.contains("Lista de comprobación antes de la ronda") && out.contains(must), "{rel}: {out}");
        assert!(!out.contains("Opponents") && !out.contains("Check-list"), "{rel}: {out}");
        assert_no_english(&format!("checklist {rel}"), &out, Some(&f), std::slice::from_ref(&f));
    }
}

/// `show`, `berger`, `varma`, a round-robin's `pair`, and the summaries and refusals of
/// `convert`, `generate` and `campaign` in Spanish.
#[test]
fn show_berger_varma_round_robin_and_the_tools_in_spanish() {
    let f = file("scenarios/examples/open-2026.trf");
    let (code, out, err) = es(&["show", &f, "--round", "3"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("Ronda 3") && out.contains("Clasificación tras la ronda 3"), "{out}");
    assert_no_english("show", &out, Some(&f), &[]);
    let (code, _, err) = es(&["show", &f, "--round", "99"]);
    assert_ne!(code, 0);
    assert!(err.contains("la ronda 99 no está registrada"), "{err}");
    assert_no_english("show --round 99", &err, Some(&f), std::slice::from_ref(&f));
    let (code, out, err) = es(&["berger", "5", "--cycles", "2"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("Tabla de Berger de 5/6 jugadores") && out.contains("6 es el ficticio"), "{out}");
    assert_no_english("berger", &out, None, &[]);
    let (code, out, err) = es(&["varma", "--federations", "ESP,ESP,FRA,GER,ITA,ITA,POR,USA,USA,ESP"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("Sorteo Varma para 10 jugadores") && out.contains("sobre A"), "{out}");
    assert_no_english("varma", &out, None, &[]);
    let rr = file("scenarios/ratings/x21_initial_rating_round_robin_2017.trf");
    let (code, out, err) = es(&["pair", &rr, "--round", "3"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("Ronda 3") && out.contains("Ronda de la tabla 3"), "{out}");
    assert_no_english("pair (round-robin)", &out, Some(&rr), std::slice::from_ref(&rr));
    let dir = tempfile::tempdir().unwrap();
    let taken = dir.path().join("taken.trf");
    std::fs::write(&taken, "x").unwrap();
    let taken = taken.to_string_lossy().into_owned();
    let profile = file("generator/club-open.yaml");
    for args in [
        vec!["convert", f.as_str(), "-o", taken.as_str()],
        vec!["generate", "--profile", profile.as_str(), "-s", "1", "-o", taken.as_str()],
    ] {
        let (code, _, err) = es(&args);
        assert_ne!(code, 0);
        assert!(err.contains("ya existe; no se sobrescribe"), "{args:?}: {err}");
        assert_no_english(&format!("{args:?}"), &err, None, &[taken.clone(), f.clone(), profile.clone()]);
    }
    let report = dir.path().join("c").to_string_lossy().into_owned();
    let (code, out, err) = es(&["campaign", "--profile", &profile, "--count", "2", "--report", &report]);
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("2 de 2 torneos: 2 coherentes"), "{out}");
    assert_no_english("campaign", &out, None, &[format!("{report}.md"), format!("{report}.json")]);
}

/// `quiz list` in Spanish: the columns and the total; the questions' ids and topics are data.
#[test]
fn quiz_list_in_spanish() {
    let (code, out, err) = es(&["quiz", "list"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("id ") && out.contains("tema") && out.contains(" preguntas, "), "{out}");
    let list = json(&["quiz", "list"]);
    let mut data = Vec::new();
    for q in list.as_array().expect("a list") {
        strings(&q["id"], &mut data);
    }
    assert_no_english("quiz list", &out, None, &data);
}

/// The subcommands of `arbitro --help` that the scans of this file run with `--lang es`, each
/// on a bundled example (`help` is clap's own; the `--help` texts stay English, as clap and
/// the flags' documentation write them).
const SCANNED: &[&str] = &[
    "validate",
    "convert",
    "show",
    "check",
    "checklist",
    "explain",
    "quiz",
    "ratings",
    "norms",
    "standings",
    "prizes",
    "generate",
    "campaign",
    "pair",
    "serve",
    "berger",
    "varma",
];

/// A subcommand added to the command line without a Spanish scan fails here: the list of
/// `arbitro --help` is compared with [`SCANNED`].
#[test]
fn every_subcommand_has_a_spanish_scan() {
    let mut scanned = SCANNED.to_vec();
    if !cfg!(feature = "serve") {
        scanned.retain(|c| *c != "serve");
    }
    scanned.sort_unstable();
    assert_eq!(help_subcommands(), scanned, "the subcommands of `arbitro --help` and those scanned in Spanish differ");
}

/// The subcommands that `arbitro --help` lists (`help`, clap's own, left out), sorted.
fn help_subcommands() -> Vec<String> {
    let (code, out, err) = parts(&run(&["--help"]));
    assert_eq!(code, 0, "{err}");
    let commands = out.split("Commands:").nth(1).expect("a list of commands");
    let mut listed: Vec<String> = commands
        .lines()
        .skip_while(|l| l.trim().is_empty())
        .take_while(|l| l.starts_with("  "))
        .filter_map(|l| l.split_whitespace().next())
        .filter(|c| *c != "help")
        .map(str::to_owned)
        .collect();
    listed.sort_unstable();
    listed
}

/// An error a user can cause with every subcommand of `arbitro --help` (a bad value, a round
/// beyond the file, an unreadable profile, a bad `--listen`, an unknown question …), with
/// `--lang es`: its standard error is Spanish, the paths, the values typed and the system's
/// error text taken out as data. A subcommand of `--help` without an error here fails.
#[test]
fn the_errors_of_every_subcommand_in_spanish() {
    let f = file("scenarios/examples/open-2026.trf");
    let before = file("scenarios/examples/open-2026-before-round-5.trf");
    let complete = file("scenarios/tiebreaks/rr_forfeits_8.trf");
    let berger = file("scenarios/ratings/x21_initial_rating_round_robin_2017.trf");
    let team = file("scenarios/teams/b13_team_round_robin.trf");
    let dir = tempfile::tempdir().unwrap();
    let at = |name: &str| dir.path().join(name).to_string_lossy().into_owned();
    let (taken, range, absent, out, report, db) =
        (at("taken.trf"), at("range.yaml"), at("absent.yaml"), at("out.trf"), at("c"), at("serve.sqlite"));
    std::fs::write(&taken, "x").unwrap();
    std::fs::write(&range, "name: x\nplayers: 10\nrounds: 5\nforfeit_rate: 3\n").unwrap();
    let mut cases: Vec<(Vec<&str>, &str)> = vec![
        (
            vec!["validate", "no-such-file.trf"],
            "no se puede leer no-such-file.trf: no existe ningún archivo ni carpeta con ese nombre",
        ),
        (vec!["convert", &f, "-o", &taken], "ya existe; no se sobrescribe"),
        (vec!["show", &f, "--round", "99"], "la ronda 99 no está registrada"),
        (vec!["check", &f, "--round", "40"], "la ronda 40 no está registrada (el archivo tiene 5 rondas)"),
        (vec!["checklist", &before, "--round", "9"], "la ronda 9 no se puede listar"),
        (vec!["explain", "Q99"], "código desconocido «Q99»"),
        (vec!["quiz", "show", "no-such-question"], "no hay ninguna pregunta «no-such-question» en el banco"),
        (vec!["ratings", &f, "--time-control", "xyz"], "se esperaba un tiempo en segundos"),
        (vec!["norms", "--game", "2500:1", "--federation", "xx"], "no es un código de tres letras"),
        (vec!["standings", "--game", "bad"], "«bad»: se esperaba PUNTOS-DEL-OPONENTE:RESULTADO"),
        (vec!["standings", &team, "--match-points", "2,x"], "se esperaban tres números VICTORIA,EMPATE,DERROTA"),
        (vec!["prizes", &f, "--prizes", "abc", "--sharing", "hort"], "«abc» no es una cantidad"),
        (
            vec!["generate", "--profile", &range, "-o", &out],
            "clave «forfeit_rate»: se esperaba una proporción de 0 a 1; hay 3",
        ),
        (vec!["generate", "--profile", &absent, "-o", &out], "no se puede leer"),
        (
            vec!["campaign", "--profile", &range, "--count", "2", "--report", &report],
            "línea 4, columna 1: clave «forfeit_rate»",
        ),
        (
            vec!["pair", &f, "--round", "30"],
            "número de rondas (XXR/142): la ronda 30 está más allá de las 5 rondas del torneo",
        ),
        (
            vec!["pair", &complete],
            "las 7 rondas del round robin están todas registradas, así que la ronda 8 está más allá (8 jugadores, 1 vuelta)",
        ),
        (vec!["pair", &berger, "--round", "0"], "--round 0: la ronda 0 no existe"),
        (vec!["berger", "10", "--cycles", "3"], "un round robin tiene 1 o 2 vueltas"),
        (
            vec!["varma", "--federations", "ESP,FRA"],
            "las tablas Varma son para 9 a 24 jugadores (C.05 5.3, anexo 2); hay 2",
        ),
    ];
    if cfg!(feature = "serve") {
        cases.push((vec!["serve", "--listen", "my-laptop", "--db", &db], "«my-laptop» no es una dirección"));
    }
    let data: Vec<String> = [&f, &before, &complete, &berger, &team, &taken, &range, &absent, &out, &report, &db]
        .into_iter()
        .cloned()
        .chain(["no-such-file.trf", "no-such-question", "exams", "my-laptop"].map(str::to_owned))
        .collect();
    for (args, want) in &cases {
        let (code, _, err) = es(args);
        assert_ne!(code, 0, "{args:?}: {err}");
        assert!(err.contains(want), "{args:?}: {err}");
        let trf = args.iter().copied().find(|a| a.ends_with(".trf") && std::path::Path::new(a).is_file());
        assert_no_english(&format!("{args:?}"), &err, trf.filter(|t| *t != taken.as_str()), &data);
    }
    let mut scanned: Vec<String> = cases.iter().map(|(args, _)| args[0].to_owned()).collect();
    scanned.sort_unstable();
    scanned.dedup();
    assert_eq!(help_subcommands(), scanned, "a subcommand of `arbitro --help` has no error scanned in Spanish");
}

/// Texts the library writes and the command line quotes, in Spanish with `--lang es` and as
/// before in English: the system's error for a missing file (said by its kind, with the system's
/// number), a UTF-16 profile, a profile's unknown key (the YAML parser's message), Baku acceleration without a number of rounds, a team record that
/// cannot be read, and the float marks of the Dutch walkthrough (▼ ▲, as the check-list).
#[test]
fn the_librarys_texts_in_spanish() {
    let before = file("scenarios/examples/open-2026-before-round-5.trf");
    let team = file("scenarios/teams/b13_team_round_robin.trf");
    let dir = tempfile::tempdir().unwrap();
    let at = |name: &str| dir.path().join(name).to_string_lossy().into_owned();
    let (utf16, no_rounds, bad_team, out) = (at("p16.yaml"), at("no-rounds.trf"), at("team.trf"), at("out.trf"));
    let unknown_key = at("unknown-key.yaml");
    std::fs::write(&unknown_key, "name: x\nplayerz: 10\n").unwrap();
    std::fs::write(&utf16, "name: x\n".encode_utf16().flat_map(u16::to_le_bytes).collect::<Vec<u8>>()).unwrap();
    let text = std::fs::read_to_string(&before).unwrap();
    std::fs::write(&no_rounds, text.lines().filter(|l| !l.starts_with("XXR")).collect::<Vec<_>>().join("\n")).unwrap();
    std::fs::write(&bad_team, std::fs::read_to_string(&team).unwrap().replace("362 TW 3.0", "362 TX 3.0")).unwrap();
    let data: Vec<String> = [&utf16, &no_rounds, &bad_team, &out, &before, &unknown_key].into_iter().cloned().collect();
    let cases: [(Vec<&str>, &str, &str); 5] = [
        (
            vec!["generate", "--profile", &unknown_key, "-o", &out],
            "campo desconocido «playerz»; se esperaba uno de estos:",
            "unknown field `playerz`, expected one of",
        ),
        (
            vec!["generate", "--profile", &utf16, "-o", &out],
            "línea 1, columna 1: UTF-16 no se admite",
            "line 1, column 1: UTF-16 is not supported: expected UTF-8 or Windows-1252 text",
        ),
        (
            vec!["pair", &no_rounds, "--baku"],
            "la aceleración Baku necesita el número de rondas (XXR / registro 142)",
            "Baku acceleration needs the number of rounds (XXR / record 142)",
        ),
        (
            vec!["standings", &bad_team],
            "362: se esperaba TW, TD o TL, hay «TX»",
            "362: expected TW, TD or TL, found 'TX'",
        ),
        (
            vec!["show", "no-such-file.trf"],
            "no existe ningún archivo ni carpeta con ese nombre (error del sistema 2)",
            "No such file or directory (os error 2)",
        ),
    ];
    for (args, spanish, english) in &cases {
        let (code, _, err) = es(args);
        assert_ne!(code, 0, "{args:?}: {err}");
        assert!(err.contains(spanish), "{args:?}: {err}");
        // The profile's keys the parser lists are data (`rounds`, `system` …).
        let keys = err.split("uno de estos: ").nth(1).map(|k| k.trim().to_owned());
        let data: Vec<String> = data.iter().cloned().chain(keys).collect();
        assert_no_english(&format!("{args:?}"), &err, None, &data);
        let (code, _, err) = parts(&run(args));
        assert_ne!(code, 0, "{args:?}: {err}");
        assert!(err.contains(english), "{args:?}: {err}");
    }
    // The Dutch walkthrough marks the floats of the last two rounds ▼ and ▲ in both languages.
    for lang in ["es", "en"] {
        let (code, out, err) = parts(&run(&["pair", &before, "--walkthrough", "--lang", lang]));
        assert_eq!(code, 0, "{err}");
        assert!(out.contains('▼') && out.contains('▲'), "{lang}: {out}");
    }
}

/// The errors moved to the catalogue keep their English text (without `--lang`).
#[test]
fn the_errors_keep_their_english_text() {
    let f = file("scenarios/examples/open-2026.trf");
    let complete = file("scenarios/tiebreaks/rr_forfeits_8.trf");
    let team = file("scenarios/teams/b13_team_round_robin.trf");
    for (args, want) in [
        (
            vec!["pair", f.as_str(), "--round", "30"],
            "column 5: number of rounds (XXR/142): round 30 is beyond the 5 rounds of the tournament",
        ),
        (
            vec!["pair", complete.as_str()],
            "the round-robin's 7 rounds are all recorded, so round 8 is beyond them (8 players, 1 cycle(s))",
        ),
        (vec!["pair", f.as_str(), "--round", "0"], "--round 0: round 0 does not exist (rounds count from 1)"),
        (
            vec!["standings", team.as_str(), "--match-points", "2,x"],
            "--match-points: expected three numbers WIN,DRAW,LOSS such as 2,1,0 or 3,1,0; found '2,x'",
        ),
        (vec!["check", f.as_str(), "--round", "40"], "round 40 is not recorded (the file has 5 rounds)"),
        (
            vec!["varma", "--federations", "ESP,FRA"],
            "the Varma tables are for 9 to 24 players (C.05 5.3, Annex 2), found 2",
        ),
        (vec!["quiz", "show", "no-such-question"], "no question 'no-such-question' in the bank"),
        (
            vec!["generate", "--profile", "no-such-profile", "-o", "x.trf"],
            "no-such-profile: no such profile: expected a YAML file or one of club-open",
        ),
    ] {
        let (code, _, err) = parts(&run(&args));
        assert_ne!(code, 0, "{args:?}: {err}");
        assert!(err.contains(want), "{args:?}: {err}");
    }
}

/// `arbitro ARGS --lang es` with `input` on standard input and its data folder in `data`.
fn es_with_input(args: &[&str], input: &str, data: &std::path::Path) -> (i32, String, String) {
    let mut a = args.to_vec();
    a.extend(["--lang", "es"]);
    with_input(&a, input, data)
}

/// `arbitro ARGS` (an English system) with `input` on standard input and its data folder in `data`.
fn with_input(args: &[&str], input: &str, data: &std::path::Path) -> (i32, String, String) {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_arbitro"))
        .args(args)
        .current_dir(root())
        .env("NO_COLOR", "1")
        .env("LANG", "en_GB.UTF-8")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("ARBITRO_DATA_DIR", data)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("arbitro runs");
    child.stdin.take().expect("a standard input").write_all(input.as_bytes()).expect("the answers are written");
    parts(&child.wait_with_output().expect("arbitro ends"))
}

/// The walkthroughs of a round-robin and of the Dutch System in Spanish: the steps of the
/// Berger table, and the candidates' lines ("intercambio", "resto", "emparejamiento de MDP";
/// S1R, S2R and MDP stay as the codes they are).
#[test]
fn the_walkthroughs_in_spanish() {
    let rr = file("scenarios/ratings/x21_initial_rating_round_robin_2017.trf");
    let (code, out, err) = es(&["pair", &rr, "--round", "3", "--walkthrough"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("Ronda 3 — ") && out.contains("Fila de la tabla: R 3:"), "{out}");
    assert!(out.contains("  Tablero 1 (2-8): el número 2 lleva las blancas contra el número 8"), "{out}");
    assert_no_english("pair --walkthrough (round-robin)", &out, Some(&rr), std::slice::from_ref(&rr));
    let before = file("scenarios/examples/open-2026-before-round-5.trf");
    let (code, out, err) = es(&["pair", &before, "--walkthrough"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("emparejamiento de MDP 5-3; resto: intercambio 4 <-> 10, S1R 10"), "{out}");
    assert!(out.contains("S2R empezando por"), "{out}");
    assert!(!out.contains("remainder") && !out.contains("exchange") && !out.contains("MDP-pairing"), "{out}");
    assert_no_english("pair --walkthrough (Dutch)", &out, Some(&before), &[]);
}

/// A round no pairing satisfies, and a file a system cannot pair, in Spanish: the engines'
/// reasons (Burstein's [C1]/[C3], the Swiss Team's missing number of rounds) come from the
/// catalogue, not from English built into the engine; the English is as it was. A Burstein
/// seeding round's walkthrough shows the Dutch walk in Spanish, with Spanish colour letters.
#[test]
fn pairing_failures_in_spanish() {
    let bbp = file("scenarios/burstein-original/bbp-seed1.trf");
    let (code, out, err) = es(&["pair", &bbp, "--rules", "burstein-2026"]);
    assert_eq!(code, 1, "{out}{err}");
    assert!(err.contains("ronda 12: no existe ningún emparejamiento válido"), "{err}");
    assert!(err.contains("no se puede emparejar a todos los jugadores según [C1] y [C3] ([C4])"), "{err}");
    assert_no_english("pair (no valid pairing)", &err, Some(&bbp), std::slice::from_ref(&bbp));
    let (_, _, en) = parts(&run(&["pair", &bbp, "--rules", "burstein-2026", "--lang", "en"]));
    assert!(
        en.contains("round 12: no valid pairing exists (")
            && en.contains("): the players cannot all be paired under [C1] and [C3] ([C4])"),
        "{en}"
    );

    let dir = tempfile::tempdir().unwrap();
    let team = dir.path().join("no-rounds.trf");
    let text = std::fs::read_to_string(file("scenarios/team-swiss/forfeited-match-and-team-pab-5.trf")).unwrap();
    let without: String =
        text.lines().filter(|l| !l.starts_with("XXR") && !l.starts_with("142")).map(|l| format!("{l}\n")).collect();
    std::fs::write(&team, without).unwrap();
    let team = team.to_string_lossy().into_owned();
    let (code, _, err) = es(&["check", &team]);
    assert_eq!(code, 3, "{err}");
    assert!(err.contains("el sistema suizo por equipos necesita el número de rondas (registro 142 o XXR)"), "{err}");
    assert_no_english("check (no number of rounds)", &err, Some(&team), std::slice::from_ref(&team));

    // A Dubov event dated before the 2026 text: the editions arbitro does not implement, in Spanish.
    let old = dir.path().join("dubov-2025.trf");
    let text = std::fs::read_to_string(file("scenarios/dubov/first-round-8.trf")).unwrap();
    let dated: String = text
        .lines()
        .map(|l| if l.starts_with("042") { "042 2025/03/01\n".to_owned() } else { format!("{l}\n") })
        .collect();
    std::fs::write(&old, dated).unwrap();
    let old = old.to_string_lossy().into_owned();
    let (code, out, err) = es(&["pair", &old]);
    assert_eq!(code, 0, "{err}");
    let head = out.lines().next().unwrap_or_default();
    assert!(head.contains("antes de la entrada en vigor del sistema Dubov (C.04.4.1, edición 2026)"), "{head}");
    assert!(head.contains("los textos de 2018 y 1997 del sistema Dubov no están implementados"), "{head}");
    assert_no_english("pair (an event before the edition)", head, Some(&old), &[]);

    // A proposal for the next round whose pair list is wrong, and a Berger table of one player.
    let list = dir.path().join("next.txt");
    std::fs::write(&list, "4 1\n2 x\n").unwrap();
    let list = list.to_string_lossy().into_owned();
    let before = file("scenarios/examples/open-2026-before-round-5.trf");
    let (code, _, err) = es(&["check", &before, "--next", &list]);
    assert_eq!(code, 3, "{err}");
    assert!(err.contains("línea 2, columna 3: se esperaba un número de emparejamiento; hay 'x'"), "{err}");
    assert_no_english("check --next (a wrong pair list)", &err, Some(&before), std::slice::from_ref(&list));
    let (_, _, en) = parts(&run(&["check", &before, "--next", &list, "--lang", "en"]));
    assert!(en.contains("line 2, column 3: expected a pairing number, found 'x'"), "{en}");
    let (code, _, err) = es(&["berger", "1"]);
    assert_ne!(code, 0);
    assert!(err.contains("necesita de 2 a 1000 jugadores; hay 1"), "{err}");
    assert_no_english("berger 1", &err, None, &[]);

    let seeding = file("scenarios/burstein/after-two-rounds-8.trf");
    let (code, out, err) = es(&["pair", &seeding, "--round", "2", "--walkthrough"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("Sistema holandés FIDE, edición de 2026 (C.04.3), para la ronda de siembra"), "{out}");
    assert!(out.contains("  NSG   NI  ptos pref  DC   flot") && out.contains("(N)"), "{out}");
    assert!(!out.contains("(W)"), "English colour letters in the Spanish walk:\n{out}");
    assert_no_english("pair --walkthrough (Burstein seeding round)", &out, Some(&seeding), &[]);
}

/// `varma --check` names its problems in Spanish.
#[test]
fn varma_check_in_spanish() {
    let f = file("scenarios/examples/open-2026.trf");
    let (code, out, err) = es(&["varma", &f, "--check"]);
    assert_eq!(code, 1, "{err}");
    assert!(out.contains("se enfrentan en la ronda 17, una de las tres últimas rondas (C.05 5.2)"), "{out}");
    assert_no_english("varma --check", &out, Some(&f), std::slice::from_ref(&f));
    let (code, out, err) = es(&["varma", &f]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("más de los que caben en el sobre A (8)"), "{out}");
    assert_no_english("varma (notes)", &out, Some(&f), &[]);
}

/// clap's errors with `--lang es`: an unknown flag, a missing argument, a bad value and an
/// unknown subcommand, the arguments and values quoted as they are.
#[test]
fn clap_errors_in_spanish() {
    let f = file("scenarios/examples/open-2026.trf");
    for (args, want) in [
        (vec!["validate", f.as_str(), "--no-such-flag"], "argumento inesperado «--no-such-flag»"),
        (vec!["validate"], "faltan argumentos obligatorios: <FILE>"),
        (vec!["validate", f.as_str(), "--format", "xml"], "valor «xml» no válido para «--format <FORMAT>»"),
        (vec!["berger", "ten"], "valor «ten» no válido"),
        (vec!["quiz", "no-such-command"], "subcomando desconocido «no-such-command»"),
    ] {
        let (code, out, err) = es(&args);
        assert_eq!(code, 2, "{args:?}: {out}{err}");
        // clap gives the usage line with an unknown or missing argument, not with a bad value.
        let usage = !want.starts_with("valor");
        assert_eq!(err.contains("Uso: arbitro"), usage, "{args:?}: {err}");
        assert!(err.contains(want) && err.contains("Para más información, pruebe «--help»."), "{args:?}: {err}");
        assert_no_english(&format!("{args:?}"), &err, None, &[f.clone(), "<FILE>".to_owned(), "<FORMAT>".to_owned()]);
    }
    // Without `--lang es`, clap's own English.
    let (_, _, err) = parts(&run(&["validate", &f, "--no-such-flag"]));
    assert!(err.contains("unexpected argument '--no-such-flag' found") && err.contains("Usage: arbitro"), "{err}");
}

/// `ratings`, `norms` and `prizes` scanned for English words as well (their catalogues' scan is
/// `spanish.rs`'s).
#[test]
fn ratings_norms_and_prizes_in_spanish() {
    let f = file("scenarios/examples/open-2026.trf");
    let norm = file("scenarios/norms/a02_gm_norm_ignore_win.trf");
    for (args, trf) in [
        (vec!["ratings", f.as_str()], &f),
        (vec!["norms", norm.as_str()], &norm),
        (vec!["prizes", f.as_str(), "--prizes", "100,50,25", "--sharing", "hort"], &f),
    ] {
        let (code, out, err) = es(&args);
        assert_eq!(code, 0, "{args:?}: {err}");
        assert_no_english(&format!("{args:?}"), &out, Some(trf), &[]);
    }
}

/// `quiz practice` and `quiz exam`: the session's frame and its last line ("semilla: 1") in
/// Spanish; the questions are the bank's Spanish text.
#[test]
fn quiz_sessions_in_spanish() {
    let data = tempfile::tempdir().unwrap();
    // The questions' ids are data.
    let mut ids = Vec::new();
    for q in json(&["quiz", "list"]).as_array().expect("a list") {
        strings(&q["id"], &mut ids);
    }
    let (code, out, err) = es_with_input(&["quiz", "practice", "--seed", "1"], "q\n", data.path());
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("Pregunta 1/") && out.trim_end().ends_with("semilla: 1"), "{out}");
    assert_no_english("quiz practice", &out, None, &ids);
    let results = data.path().join("results.json").to_string_lossy().into_owned();
    let (code, out, err) =
        es_with_input(&["quiz", "exam", "--seed", "1", "--minutes", "5", "--results", &results], "", data.path());
    assert!(code == 0 || code == 1, "{err}");
    assert!(out.contains("Puntuación") && out.contains("semilla: 1"), "{out}");
    let frame: String =
        out.lines().filter(|l| !l.starts_with("Explicación") && l.len() < 120).collect::<Vec<_>>().join("\n");
    ids.push(results);
    assert_no_english("quiz exam", &frame, None, &ids);
}

/// `convert`'s notes and `generate`'s seed line on standard error in Spanish.
#[test]
fn convert_notes_and_generate_seed_in_spanish() {
    let dir = tempfile::tempdir().unwrap();
    let out_file = dir.path().join("out.trf").to_string_lossy().into_owned();
    let team = file("scenarios/teams/b13_team_round_robin.trf");
    let (code, _, err) = es(&["convert", &team, "--to", "trf16", "-o", &out_file, "--force"]);
    assert!(err.contains("no tiene equivalente en TRF16"), "{code}: {err}");
    assert_no_english("convert (notes)", &err, Some(&team), &[team.clone(), out_file.clone()]);
    let profile = file("generator/club-open.yaml");
    let (code, _, err) = es(&["generate", "--profile", &profile, "-o", &out_file, "--force"]);
    assert_eq!(code, 0, "{err}");
    assert_no_english("generate (seed)", &err, None, &[out_file.clone(), profile.clone()]);
}

/// `serve` with `--lang es`: the line that says where it listens, and a refused `--token`.
#[cfg(feature = "serve")]
#[test]
fn serve_in_spanish() {
    use std::io::BufRead;
    use std::process::{Command, Stdio};
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("serve.sqlite").to_string_lossy().into_owned();
    let (code, _, err) = es(&["serve", "--port", "0", "--db", &db, "--listen", "127.0.0.1", "--token", "short"]);
    assert_ne!(code, 0);
    assert!(err.contains("dé al menos 8 caracteres"), "{err}");
    assert_no_english("serve --token", &err, None, &[]);
    let mut child = Command::new(env!("CARGO_BIN_EXE_arbitro"))
        .args(["serve", "--port", "0", "--db", &db, "--lang", "es"])
        .current_dir(root())
        .env("ARBITRO_DATA_DIR", dir.path())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("arbitro serve runs");
    let mut line = String::new();
    let read = std::io::BufReader::new(child.stdout.take().expect("a standard output")).read_line(&mut line);
    child.kill().expect("the server stops");
    child.wait().expect("the server ends");
    read.expect("a line");
    assert!(line.starts_with("arbitro serve: escuchando en http://127.0.0.1:"), "{line}");
    assert_no_english("serve", &line, None, std::slice::from_ref(&db));
}

/// A bank with one problem of each family `quiz lint` words: the YAML parser's (unknown
/// variant, missing field, unknown field, invalid type, duplicate key, a file that is no list,
/// a broken file), the schema's (points, source, references, editions, FEN, choices, texts,
/// scheme, step marks), the leaks', the glossary's, a duplicate id and the blueprints'.
const BAD_BANK: &[(&str, &str)] = &[
    (
        "bank.yaml",
        r#"- id: laws-good-001
  topic: laws
  kind: single
  points: 1
  source: "original"
  refs: ["Laws 4.3"]
  editions: ["Laws 2023"]
  answer: { choices: [1] }
  es: { prompt: "¿Qué debe hacer el jugador?", options: ["Mover el rey", "Mover la torre"], answer: "Mover la torre", explanation: "Art. 4.3." }
  en: { prompt: "What must the player do?", options: ["Move the king", "Move the rook"], answer: "Move the rook", explanation: "Art. 4.3." }
- id: laws-good-001
  topic: laws
  kind: single
  points: 0.3
  source: ""
  refs: ["Laws 99.1", "Rulebook 3", "Laws x!"]
  editions: ["Laws 1999", "Laws 2023", "Laws 2023"]
  fen: "8/8/8/8/8/8/8/8 w - - 0 1"
  cluster: Bad_Cluster
  answer: { choices: [1, 1, 7], value: 3 }
  es: { prompt: "¿Qué dice el diagrama? laws-good-001", options: ["Uno", ""], answer: "Nada (seed 000 l. 957)", explanation: "" }
  en: { prompt: "What does the diagram say?", options: ["One", "Two", "Three"], answer: "Nothing, see option 3", explanation: "E" }
- id: laws-num-001
  topic: laws
  kind: numeric
  points: 2
  source: "original"
  refs: ["Laws 6.9"]
  editions: ["Laws 2023"]
  answer: { value: 1.25, tolerance: -1, partial: [{ value: 1.25, marks: 5, es: "", en: "" }] }
  es: { prompt: "¿Cuántos 12.5 puntos? Responda con the 1 puntos del ARB.", answer: "1", explanation: "E", options: ["a", "b"] }
- id: laws-pair-001
  topic: swiss
  kind: pairing
  points: 2
  source: "original"
  refs: ["C.04.3-2026 99.99"]
  editions: ["C.04.3 2026"]
  answer: { pairs: [[1, 1]], scheme: { boards: 1, bye: 0.5, reasons: 0.3 } }
  es: { prompt: "P", answer: "A", explanation: "E" }
  en: { prompt: "P", answer: "A", explanation: "E" }
- id: laws-kind-001
  topic: laws
  kind: choice
  points: 1
- id: laws-missing-001
  kind: single
  points: 1
- id: laws-field-001
  topic: laws
  colour: white
- id: laws-type-001
  topic: laws
  kind: single
  points: many
"#,
    ),
    (
        "copy.yaml",
        r#"- id: laws-good-001
  topic: laws
  kind: single
  points: 1
  source: "original"
  refs: ["Laws 4.3"]
  editions: ["Laws 2023"]
  answer: { choices: [1] }
  es: { prompt: "¿Qué debe hacer el jugador?", options: ["Mover el rey", "Mover la torre"], answer: "Mover la torre", explanation: "Según el art. 4.3." }
  en: { prompt: "What must the player do?", options: ["Move the king", "Move the rook"], answer: "Move the rook", explanation: "Art. 4.3." }
"#,
    ),
    ("dup.yaml", "- id: laws-dup-001\n  id: laws-dup-002\n  topic: laws\n"),
    ("map.yaml", "id: not-a-list\n"),
    ("broken.yaml", "- id: \"x\n  topic: [\n"),
    (
        "blueprints/bad.yaml",
        "name: bad\nminutes: 0\npass_percent: 150\nsections:\n  - { topic: laws, points: 0.3 }\n  - { topic: laws, points: 2 }\nrequires:\n  - { topic: clocks, kind: open }\n",
    ),
    ("blueprints/worse.yaml", "name: worse\nminutes: 10\ncolour: white\n"),
];

/// [`BAD_BANK`] written into a new temporary folder.
fn bad_bank() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("blueprints")).unwrap();
    for (name, text) in BAD_BANK {
        std::fs::write(dir.path().join(name), text).unwrap();
    }
    dir
}

/// What `quiz lint` quotes of a bank as it is: paths, question ids, topics, YAML keys and
/// values, the parser's own text, the registry's documents and editions.
fn lint_data(bank: &str) -> Vec<String> {
    let mut data: Vec<String> = [
        bank,
        "exams/blueprints/fa-exam.yaml",
        "exams",
        "src/regulations/texts/c0403-dutch-2026.md",
        "found unexpected end of stream",
        "C.04.4.2 original",
        "Arbiters-Manual",
        "Standards",
        "option 3",
        "seed 0",
        "1 puntos",
        "«the»",
        "colour",
        "clocks",
        "open",
        "single",
        "multiple",
        "answer",
        "source",
        "explanation",
        "prompt",
        "options",
        "marking",
        "minutes",
        "requires",
        "sections",
        "name_es",
        "name",
        "pass_percent",
        "laws_share",
        "points",
        "topic",
        "kind",
        "refs",
        "fen",
        "editions",
        "cluster",
        "numeric",
        "pairing",
        "decimals",
        "choice",
    ]
    .map(str::to_owned)
    .to_vec();
    let lint = {
        let (_, out, _) = parts(&run(&["quiz", "lint", "--bank", bank, "--format", "json"]));
        serde_json::from_str::<serde_json::Value>(&out).expect("lint's JSON")
    };
    for t in lint["per_topic"].as_array().expect("the topics") {
        strings(&t[0], &mut data);
    }
    for e in lint["errors"].as_array().expect("the errors") {
        strings(&e["id"], &mut data);
    }
    data
}

/// `quiz lint --lang es` on the bundled bank and on a bank with one problem of each family:
/// the report, the form cues and every problem in Spanish, the data as it is; and another
/// quiz command's warning about the bad bank.
#[test]
fn quiz_lint_in_spanish() {
    let (code, out, err) = es(&["quiz", "lint"]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(
        out.contains("pistas de forma, umbrales:") && out.contains("un modelo de examen; ningún problema"),
        "{out}"
    );
    assert_no_english("quiz lint", &out, None, &lint_data("exams"));
    let dir = bad_bank();
    let bank = dir.path().to_string_lossy().into_owned();
    let (code, out, err) = es(&["quiz", "lint", "--bank", &bank]);
    assert_eq!(code, 1, "{out}{err}");
    for want in [
        ".[0].kind: valor desconocido «choice»; se esperaba uno de estos: single, multiple, numeric, open, pairing",
        ".[0]: falta el campo «topic»",
        ".[0]: campo desconocido «colour»",
        ".[0].points: tipo no válido: se encontró el texto «many» y se esperaba un número",
        ".[0]: la clave «id» aparece dos veces",
        "tipo no válido: se encontró un mapa de claves y se esperaba una lista: un archivo del banco debe ser una lista YAML",
        "el analizador YAML no acepta este texto: «found unexpected end of stream»",
        "laws-good-001: identificador repetido: ya se usa en",
        "los puntos deben ser un múltiplo positivo de 0,5; se encontró 0,3",
        "FEN no válido: se esperaba un rey de cada color",
        "referencia «Laws 99.1»: no existe el artículo 99",
        "puntos parciales 5: se esperaba un múltiplo de 0,5",
        "falta es.marking: una pregunta de emparejamiento necesita un esquema de corrección",
        "es: «12.5»: escriba 12,5 con coma decimal",
        "pass_percent debe estar entre 0 y 100",
        "exige una pregunta abierta en clocks, que no tiene sección",
        "2 modelos de examen; 45 problemas",
    ] {
        assert!(out.contains(want), "{want}:\n{out}");
    }
    assert_no_english("quiz lint (bad bank)", &out, None, &lint_data(&bank));
    let (code, _, err) = es(&["quiz", "list", "--bank", &bank]);
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("aviso: el banco tiene 35 problemas; ejecute «arbitro quiz lint»"), "{err}");
    assert_no_english("quiz list (bad bank)", &err, None, &[]);
    let (code, _, err) = es(&["quiz", "practice", "--bank", &bank]);
    assert_ne!(code, 0);
    assert!(err.contains("los puntos deben ser un múltiplo positivo de 0,5"), "{err}");
    assert_no_english("quiz practice (bad bank)", &err, None, &lint_data(&bank));
}

/// `quiz lint` in English and its JSON keep the text they had before the report's language
/// was followed.
#[test]
fn quiz_lint_keeps_its_english_text() {
    let dir = bad_bank();
    let bank = dir.path().to_string_lossy().into_owned();
    let (code, out, err) = parts(&run(&["quiz", "lint", "--bank", &bank, "--lang", "en"]));
    assert_eq!(code, 1, "{err}");
    for want in [
        format!(
            "{bank}/bank.yaml:44:9: laws-kind-001: .[0].kind: unknown variant `choice`, expected one of `single`, `multiple`, `numeric`, `open`, `pairing`"
        ),
        format!("{bank}/bank.yaml:46:3: laws-missing-001: .[0]: missing field `topic`"),
        format!("{bank}/bank.yaml:55:11: laws-type-001: .[0].points: invalid type: string \"many\", expected f64"),
        format!("{bank}/dup.yaml:1:3: .[0]: duplicate entry with key \"id\""),
        format!("{bank}/copy.yaml:1:3: laws-good-001: duplicate id: already used at {bank}/bank.yaml:1"),
        format!(
            "{bank}/map.yaml:1:1: invalid type: map, expected a sequence: a bank file must be a YAML list of questions"
        ),
        format!("{bank}/bank.yaml:14:3: laws-good-001: points must be a positive multiple of 0.5, found 0.3"),
        format!(
            "{bank}/bank.yaml:18:3: laws-good-001: invalid FEN: expected one king of each colour, found 0 white and 0 black"
        ),
        format!(
            "{bank}/bank.yaml:22:3: laws-good-001: en.answer cites an option by number ('option 3'): cite it by its label, e.g. 'b)', which variants renumber"
        ),
        format!("{bank}/bank.yaml:31:27: laws-num-001: es: '12.5': write 12,5 with a decimal comma"),
        format!("{bank}/blueprints/bad.yaml:3:1: pass_percent must be between 0 and 100"),
        format!(
            "{bank}/blueprints/worse.yaml:3:1: unknown field `colour`, expected one of `name`, `name_es`, `minutes`, `pass_percent`, `laws_share`, `sections`, `requires`"
        ),
        format!(
            "{bank}: 1 questions in 5 files (laws 1, clocks 0, systems-tiebreaks 0, swiss 0, anti-cheating 0, arbiter-titles 0, competition-rules 0, ratings-titles 0); 2 blueprint(s); 45 problem(s)"
        ),
    ] {
        assert!(out.lines().any(|l| l == want), "{want}:\n{out}");
    }
    let (_, out, _) = parts(&run(&["quiz", "lint", "--bank", &bank, "--format", "json"]));
    let lint: serde_json::Value = serde_json::from_str(&out).expect("lint's JSON");
    let messages: Vec<&str> = lint["errors"].as_array().unwrap().iter().filter_map(|e| e["message"].as_str()).collect();
    assert!(messages.contains(&".[0]: missing field `topic`"), "{messages:?}");
    assert!(messages.contains(&"scheme marks must be multiples of 0.5"), "{messages:?}");
    let (_, out, _) = parts(&run(&["quiz", "lint", "--lang", "en"]));
    assert!(
        out.starts_with(
            "form cues, thresholds: colon-explained key 0; strictly longest key ≤ 30 %; key ≥ 1.5× the next ≤ 10 %; \
         all but one correct ≤ 30 % of multiple-choice; \"colon, else longest\" ≤ chance + 10 points on every paper\n"
        ),
        "{out}"
    );
    assert!(out.contains("; 1 blueprint(s); no problems\n"), "{out}");
}

/// The results file of an exam sat with no answers (`quiz exam --seed 1`, in `lang`), in `data`.
fn exam_results(data: &std::path::Path, lang: Lang) -> String {
    let results = data.join("results.json").to_string_lossy().into_owned();
    let args = ["quiz", "exam", "--seed", "1", "--minutes", "5", "--results", &results];
    let (code, _, err) = match lang {
        Lang::Es => es_with_input(&args, "", data),
        Lang::En => with_input(&args, "", data),
    };
    assert!(code == 0 || code == 1, "{err}");
    results
}

/// `quiz mark` on a Spanish exam's results: the marks given wrongly are refused in Spanish.
#[test]
fn quiz_mark_refusals_in_spanish() {
    let data = tempfile::tempdir().unwrap();
    let results = exam_results(data.path(), Lang::Es);
    let marks_file = data.path().join("marks.txt");
    std::fs::write(&marks_file, "broken\n").unwrap();
    let marks_file = marks_file.to_string_lossy().into_owned();
    for (args, want) in [
        (vec!["--marks", "q1=1"], "--marks y --marks-file necesitan --marker NOMBRE"),
        (vec!["--marks", "q1:1", "--marker", "M"], "«q1:1»: se esperaba ID=PUNTOS"),
        (vec!["--marks", "no-such-question=1", "--marker", "M"], "ninguna pregunta de los resultados tiene ese"),
        (vec!["--marks-file", marks_file.as_str(), "--marker", "M"], ":1:1: se esperaba ID=PUNTOS"),
    ] {
        let mut a = vec!["quiz", "mark", results.as_str()];
        a.extend(args.iter().copied());
        let (code, _, err) = parts(&run(&a));
        assert_ne!(code, 0, "{a:?}");
        assert!(err.contains(want), "{a:?}: {err}");
        let data = [results.clone(), marks_file.clone(), "no-such-question".into(), "q1:1".into()];
        assert_no_english(&format!("{a:?}"), &err, None, &data);
    }
}

/// `quiz lint --lang es` with a blueprint that cannot be read: the system's error said by its
/// kind, with its number; in English the system's text as before.
#[test]
fn quiz_lint_says_the_system_s_error_in_spanish() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("missing.yaml").to_string_lossy().into_owned();
    let (code, out, err) = es(&["quiz", "lint", "--blueprint", &missing]);
    assert_eq!(code, 1, "{out}{err}");
    let want = format!(
        "{missing}:1:1: no se puede leer: no existe ningún archivo ni carpeta con ese nombre (error del sistema 2)"
    );
    assert!(out.lines().any(|l| l == want), "{want}:\n{out}");
    let mut data = lint_data("exams");
    data.push(missing.clone());
    assert_no_english("quiz lint --blueprint (missing)", &out, None, &data);
    let (_, out, _) = parts(&run(&["quiz", "lint", "--blueprint", &missing, "--lang", "en"]));
    let want = format!("{missing}:1:1: cannot read: No such file or directory (os error 2)");
    assert!(out.lines().any(|l| l == want), "{want}:\n{out}");
}

/// The exercise generators' refusals and a refused `--generated N` (clap's message with the
/// value parser's reason) in Spanish with `--lang es`, as before in English.
#[test]
fn the_generated_exercises_refusals_in_spanish() {
    let dir = tempfile::tempdir().unwrap();
    for (args, spanish, english) in [
        (
            vec!["quiz", "practice", "--generated", "1", "--topic", "laws", "--seed", "1"],
            "arbitro: ningún generador de ejercicios corresponde a los filtros de tema y tipo",
            "arbitro: no exercise generator matches the topic and kind filters",
        ),
        (
            vec!["quiz", "practice", "--generated", "5000"],
            "valor «5000» no válido para «--generated <GENERATED>»: 5000 ejercicios generados son demasiados: \
             se esperan 1000 como mucho (un examen tiene decenas de preguntas)",
            "invalid value '5000' for '--generated <GENERATED>': 5000 generated exercises is too many: \
             expected at most 1000 (an exam paper holds tens)",
        ),
        (
            vec!["quiz", "paper", "--generated", "x"],
            "valor «x» no válido para «--generated <GENERATED>»: se esperaba un número de ejercicios de 0 a 1000; hay «x»",
            "invalid value 'x' for '--generated <GENERATED>': expected a number of exercises from 0 to 1000, found 'x'",
        ),
    ] {
        let (code, _, err) = with_input(&[&args[..], &["--lang", "es"]].concat(), "q\n", dir.path());
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(err.contains(spanish), "{args:?}: {err}");
        assert_no_english(&format!("{args:?}"), &err, None, &["<GENERATED>".to_owned()]);
        let (code, _, err) = with_input(&[&args[..], &["--lang", "en"]].concat(), "q\n", dir.path());
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(err.contains(english), "{args:?}: {err}");
    }
}

/// A flag's value refused before the command runs (`--initial-colour`, `--bracket`, `--baku`,
/// `--rules`, `--reading`, the quiz's dates): clap's message with the value parser's reason, in
/// Spanish with `--lang es`, and in English as before.
#[test]
fn refused_flag_values_say_their_reason_in_spanish() {
    let trf = "scenarios/examples/open-2026.trf";
    let cases: [(Vec<&str>, &str, &str); 10] = [
        (
            vec!["check", trf, "--initial-colour", "purple"],
            "se esperaba «white» (blancas) o «black» (negras); hay «purple»",
            "invalid value 'purple' for '--initial-colour <COLOUR>': expected white or black, found 'purple'",
        ),
        (
            vec!["pair", trf, "--walkthrough", "--bracket", "x"],
            "se esperaba una puntuación como 4.5 o 17.0; hay «x»",
            "invalid value 'x' for '--bracket <SCORE>': expected a score such as 4.5 or 17.0, found 'x'",
        ),
        (
            vec!["checklist", trf, "--baku=fast"],
            "se esperaba manual-2016, spp-2017 o c047 (o ningún valor: la redacción de la edición); hay «fast»",
            "expected manual-2016, spp-2017 or c047 (or no value: the edition's wording), found 'fast'",
        ),
        (
            vec!["quiz", "paper", "--on", "2026-13-01"],
            "«2026-13-01» no es una fecha: se espera AAAA-MM-DD, p. ej. 2026-11-25",
            "invalid value '2026-13-01' for '--on <DATE>': '2026-13-01' is not a date: expected YYYY-MM-DD, e.g. 2026-11-25",
        ),
        (
            vec!["quiz", "stats", "--date", "mañana"],
            "«mañana» no es una fecha: se espera AAAA-MM-DD",
            "invalid value 'mañana' for '--date <DATE>': 'mañana' is not a date: expected YYYY-MM-DD, e.g. 2026-11-25",
        ),
        (
            vec!["check", trf, "--rules", "nonsense"],
            "(arbitro explain --list), o dutch (la edición que eligen las fechas); hay «nonsense»",
            "(arbitro explain --list), or dutch (the edition of the dates), found 'nonsense'",
        ),
        (
            vec!["pair", trf, "--rules", "dubov-2018"],
            "«dubov-2018»: del sistema Dubov (dubov-2026) solo está implementada la edición 2026;",
            "invalid value 'dubov-2018' for '--rules <RULES>': 'dubov-2018': only the 2026 edition of the Dubov \
             System (dubov-2026) is implemented;",
        ),
        (
            vec!["check", trf, "--reading", "X-1a"],
            "lectura desconocida «X-1a»: se espera un identificador de docs/systems/README.md y una letra, como D-5b",
            "invalid value 'X-1a' for '--reading <READING>': unknown reading 'X-1a': expected an id of \
             docs/systems/README.md and a letter, as D-5b",
        ),
        (
            vec!["check", trf, "--reading", "D-5"],
            "valor «D-5» no válido para «--reading <READING>»: indique una de las alternativas de la lectura (D-5a, D-5b, D-5c)",
            "invalid value 'D-5' for '--reading <READING>': name one of the reading's alternatives (D-5a, D-5b, D-5c)",
        ),
        (
            vec!["pair", trf, "--reading", "D-3b"],
            "D-3b no se puede cambiar: el motor de arbitro solo aplica (a) de D-3",
            "invalid value 'D-3b' for '--reading <READING>': D-3b is not switchable — arbitro's engine implements only (a) of D-3",
        ),
    ];
    for (args, spanish, english) in cases {
        let (code, _, err) = es(&args);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(err.contains(spanish), "{args:?}: {err}");
        // The flags' values (`white`, `black`: what --initial-colour accepts) are data.
        // and so are the registry's names of the systems (`round-robin`).
        let values = ["<DATE>", "white", "black"].map(str::to_owned);
        let names = arbitro::pairing::registry::names().into_iter().map(str::to_owned);
        let data: Vec<String> = args.iter().map(|a| (*a).to_owned()).chain(values).chain(names).collect();
        assert_no_english(&format!("{args:?}"), &err, None, &data);
        let (code, _, err) = parts(&run(&args));
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(err.contains(english), "{args:?}: {err}");
    }
}

/// `quiz mark` asking for the marker's name when the input ends: said in `--lang`.
#[test]
fn quiz_mark_without_a_marker_in_spanish() {
    let data = tempfile::tempdir().unwrap();
    let results = exam_results(data.path(), Lang::En);
    let (code, _, err) = with_input(&["quiz", "mark", &results, "--lang", "es"], "", data.path());
    assert_eq!(code, 3, "{err}");
    assert!(err.contains("no se ha dado el nombre de quien corrige (use --marker NOMBRE)"), "{err}");
    assert_no_english("quiz mark --lang es, no marker", &err, None, std::slice::from_ref(&results));
    let (code, _, err) = with_input(&["quiz", "mark", &results, "--lang", "en"], "", data.path());
    assert_eq!(code, 3, "{err}");
    assert!(err.contains("no marker's name given (use --marker NAME)"), "{err}");
}

/// `serve --lang es` with a blueprint that cannot be read or is not a blueprint: its problems
/// in Spanish, as `quiz lint` says them; in English as before.
#[cfg(feature = "serve")]
#[test]
fn serve_s_blueprint_problems_in_spanish() {
    let dir = tempfile::tempdir().unwrap();
    let at = |name: &str| dir.path().join(name).to_string_lossy().into_owned();
    let (bad, missing, db) = (at("bad.yaml"), at("missing.yaml"), at("serve.sqlite"));
    std::fs::write(&bad, "name: x\nsections: 3\n").unwrap();
    for (blueprint, spanish, english) in [
        (
            &bad,
            format!("{bad}:2:11: sections: tipo no válido: se encontró el número 3 y se esperaba una lista"),
            format!("{bad}:2:11: sections: invalid type: integer `3`, expected a sequence"),
        ),
        (
            &missing,
            format!("{missing}:1:1: no se puede leer: no existe ningún archivo ni carpeta con ese nombre"),
            format!("{missing}:1:1: cannot read: No such file or directory (os error 2)"),
        ),
    ] {
        let args = ["serve", "--port", "0", "--db", db.as_str(), "--blueprint", blueprint.as_str()];
        let (code, _, err) = es(&args);
        assert_eq!(code, 3, "{err}");
        assert!(err.contains(&spanish), "{spanish}:\n{err}");
        assert_no_english("serve --blueprint", &err, None, &[bad.clone(), missing.clone(), "sections".to_owned()]);
        let (code, _, err) = parts(&run(&[&args[..], &["--lang", "en"]].concat()));
        assert_eq!(code, 3, "{err}");
        assert!(err.contains(&english), "{english}:\n{err}");
    }
}

/// `quiz mark --lang es` on the results of an English exam: the refusals and the report in
/// Spanish; without `--lang`, the results file's language as before.
#[test]
fn quiz_mark_follows_lang() {
    let data = tempfile::tempdir().unwrap();
    let results = exam_results(data.path(), Lang::En);
    let file: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&results).unwrap()).unwrap();
    let items = file["items"].as_array().expect("the items");
    // No answer was given: the key gave the open answers 0, which `--remark` changes.
    let open = items.iter().find(|i| i["kind"] == "open").expect("an open answer");
    let mark = format!("{}=0", open["id"].as_str().unwrap());
    let mut ids = vec![results.clone(), "no-such-question".to_owned(), "M".to_owned()];
    for i in items {
        strings(&i["id"], &mut ids);
    }
    let refused = ["quiz", "mark", results.as_str(), "--marker", "M", "--marks", "no-such-question=1"];
    let (code, _, err) = es(&refused);
    assert_eq!(code, 3, "{err}");
    assert!(err.contains("ninguna pregunta de los resultados tiene ese"), "{err}");
    assert_no_english("quiz mark --lang es (refused)", &err, None, &ids);
    let (code, _, err) = parts(&run(&refused));
    assert_eq!(code, 3, "{err}");
    assert!(err.contains("no question of that id or number in the results"), "{err}");
    let marked = data.path().join("marked.json").to_string_lossy().into_owned();
    ids.push(marked.clone());
    let args = [
        "quiz",
        "mark",
        results.as_str(),
        "--marker",
        "M",
        "--marks",
        mark.as_str(),
        "--remark",
        "-o",
        marked.as_str(),
    ];
    let (code, out, err) = es(&args);
    assert!(code == 0 || code == 1, "{err}");
    assert!(out.contains("Candidato: (sin nombre)") && out.contains("NO APROBADO (nota para aprobar 80 %)"), "{out}");
    assert_no_english("quiz mark --lang es", &out, None, &ids);
    let (code, out, err) = parts(&run(&[&args[..], &["--force"]].concat()));
    assert!(code == 0 || code == 1, "{err}");
    assert!(out.contains("Candidate: (no name)") && out.contains("FAIL (pass mark 80 %)"), "{out}");
    let (_, help, _) = parts(&run(&["quiz", "mark", "--help"]));
    assert!(help.contains("--lang <LANG>"), "{help}");
}
