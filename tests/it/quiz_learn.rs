//! `arbitro quiz` for lecturers and learners: the exam's results file and `quiz mark`, spaced
//! repetition in the progress file, `quiz stats`, `quiz show` and `quiz export` (issue #17,
//! items 4 and 6).

use super::common::{data, parts};
use super::quiz::{quiz, small_bank};
use serde::Deserialize;

/// The exam of the small bank (seed 5): laws single (2), clocks multiple (1), ratings numeric
/// (1), swiss pairing (1), anti-cheating open (1).
const EXAM: [&str; 9] = ["quiz", "exam", "--bank", "bank", "--blueprint", "exam.yaml", "--seed", "5", "--candidate"];

#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
struct MarkReport {
    results: String,
    written: String,
    candidate: Option<String>,
    marked_now: Vec<String>,
    total: f64,
    awarded: f64,
    percent: f64,
    pass_percent: f64,
    to_be_marked: f64,
    verdict: String,
    items: Vec<MarkItem>,
}

#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
struct MarkItem {
    number: usize,
    id: String,
    points: f64,
    awarded: Option<f64>,
    outcome: String,
    marked_by: String,
    marker: Option<String>,
}

/// Runs the exam of the small bank with `answers`, returning the results file's JSON.
fn sit(dir: &std::path::Path, answers: &str) -> serde_json::Value {
    let mut args = EXAM.to_vec();
    args.extend(["Ana Pérez", "--results", "ana.json"]);
    let (_, out, err) = parts(&quiz(dir, &args, answers, &[]));
    assert!(out.contains("Results: ana.json"), "{out}{err}");
    serde_json::from_str(&std::fs::read_to_string(dir.join("ana.json")).expect("results file")).expect("results JSON")
}

#[test]
fn the_exam_writes_a_results_file_for_the_lecturer() {
    let dir = small_bank();
    // 1 of 2 boards right with the other one reversed: the pairing earns ¾ of 1 mark, rounded down to ½.
    let r = sit(dir.path(), "b\na\n5.4\n1-3 2-4\nhe loses on time\n");
    assert_eq!(r["format"], "arbitro-exam-results");
    assert_eq!(
        (r["candidate"].as_str(), r["seed"].as_u64(), r["pass_percent"].as_f64()),
        (Some("Ana Pérez"), Some(5), Some(80.0))
    );
    let items = r["items"].as_array().expect("items");
    let by: Vec<(&str, &str, Option<f64>)> = items
        .iter()
        .map(|i| (i["id"].as_str().unwrap(), i["outcome"].as_str().unwrap(), i["awarded"].as_f64()))
        .collect();
    assert_eq!(
        by,
        [
            ("t-single", "correct", Some(2.0)),
            ("t-multiple", "wrong", Some(0.0)),
            ("t-numeric", "correct", Some(1.0)),
            ("t-pairing", "partial", Some(0.5)),
            ("t-open", "to-be-marked", None),
        ]
    );
    assert_eq!(items[1]["reason"], "key a), c); answered a: wrong");
    assert_eq!(
        items[3]["reason"],
        "key 1-3 4-2; answered 1-3 2-4: 1 of 2 boards right, 1 with the colours reversed (half a share each): \
         1.5 of 2 shares × 1 mark = 0.75, rounded down to the half mark: 0.5 marks"
    );
    let open = &items[4];
    assert_eq!((open["marked_by"].as_str(), open["answer"].as_str()), (Some("lecturer"), Some("he loses on time")));
    assert_eq!((open["model_answer"].as_str(), open["scheme"].as_str()), (Some("0-1"), Some("1 mark: 0-1")));
    assert_eq!((open["step"].as_f64(), open["reason"].as_null()), (Some(1.0), Some(())));
    // 3.5 of 6 so far, and 4.5 of 6 at best: failed whatever the open answer gets.
    assert_eq!(
        (r["awarded"].as_f64(), r["to_be_marked"].as_f64(), r["verdict"].as_str()),
        (Some(3.5), Some(1.0), Some("fail"))
    );
}

#[test]
fn the_lecturer_marks_the_open_answers_non_interactively() {
    let dir = small_bank();
    sit(dir.path(), "b\na,c\n5.4\n1-3 2-4\nhe loses\n");
    let d = dir.path();
    // 4.5 of 6 so far (the pairing earns ½): the open answer decides.
    let half = ["quiz", "mark", "ana.json", "--marker", "J. Pérez", "--marks", "t-open=0.5"];
    let (code, out, err) = parts(&quiz(d, &half, "", &[]));
    assert_eq!(code, 3, "{out}{err}");
    assert!(err.contains("--marks: question t-open: '0.5': expected marks from 0 to 1, in whole marks"), "{err}");
    assert!(!d.join("ana-marked.json").exists(), "nothing written on an error");

    let args = ["quiz", "mark", "ana.json", "--marker", "J. Pérez", "--marks", "5=1", "--format", "json"];
    let (code, out, err) = parts(&quiz(d, &args, "", &[]));
    assert_eq!(code, 0, "{out}{err}");
    let r: MarkReport = serde_json::from_str(&out).expect("report JSON");
    assert_eq!(
        (r.results.as_str(), r.written.as_str(), r.candidate.as_deref()),
        ("ana.json", "ana-marked.json", Some("Ana Pérez"))
    );
    assert_eq!(r.marked_now, ["t-open"]);
    assert_eq!((r.total, r.awarded, r.percent, r.pass_percent, r.to_be_marked), (6.0, 5.5, 91.7, 80.0, 0.0));
    assert_eq!(r.verdict, "pass");
    let open = &r.items[4];
    assert_eq!((open.number, open.id.as_str(), open.points, open.awarded), (5, "t-open", 1.0, Some(1.0)));
    assert_eq!(
        (open.outcome.as_str(), open.marked_by.as_str(), open.marker.as_deref()),
        ("correct", "lecturer", Some("J. Pérez"))
    );
    assert_eq!(r.items[0].marked_by, "key");
    let marked: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(d.join("ana-marked.json")).unwrap()).unwrap();
    assert_eq!((marked["awarded"].as_f64(), marked["verdict"].as_str()), (Some(5.5), Some("pass")));
    assert_eq!(marked["items"][4]["marker"], "J. Pérez");

    // Never overwritten silently; marking again needs --remark.
    let (code, _, err) = parts(&quiz(d, &args, "", &[]));
    assert_eq!(code, 2);
    assert!(err.contains("ana-marked.json exists; not overwriting it (use --force or -o FILE)"), "{err}");
    let again = ["quiz", "mark", "ana-marked.json", "--marker", "K", "--marks", "t-open=0", "--force"];
    let (code, _, err) = parts(&quiz(d, &again, "", &[]));
    assert_eq!(code, 3);
    assert!(err.contains("question t-open is already marked (1 by J. Pérez); use --remark to change it"), "{err}");
    // A marks file, with its errors placed.
    std::fs::write(d.join("marks.txt"), "# Ana\nt-open 3\n").unwrap();
    let file = ["quiz", "mark", "ana.json", "--marker", "K", "--marks-file", "marks.txt", "-o", "k.json"];
    let (code, _, err) = parts(&quiz(d, &file, "", &[]));
    assert_eq!(code, 3);
    assert!(err.contains("marks.txt:2:8: question t-open: '3': expected marks from 0 to 1"), "{err}");
    std::fs::write(d.join("marks.txt"), "# Ana\nt-open 0\n").unwrap();
    let (code, out, err) = parts(&quiz(d, &file, "", &[]));
    assert_eq!(code, 1, "a fail: {err}");
    assert!(out.contains("Score: 4.5/6 (75.0 %)\nFAIL (pass mark 80 %)\nWritten: k.json"), "{out}");
}

#[test]
fn the_lecturer_marks_interactively_and_a_failing_candidate_exits_1() {
    let dir = small_bank();
    sit(dir.path(), "a\na,c\n5.4\n1-3 4-2\nhe loses\n");
    let d = dir.path();
    // 3 of 6 + 1 open: fails in any case; the lecturer still records the mark.
    let (code, out, err) = parts(&quiz(d, &["quiz", "mark", "ana.json"], "J. Pérez\nx\n1\n", &[]));
    assert_eq!(code, 1, "{out}{err}");
    for want in [
        "Marker's name: ",
        "== Question 5/5 · t-open · 1 mark ==\nWhat does the arbiter do?",
        "Model answer:\n0-1\nMarking scheme:\n1 mark: 0-1\nCandidate's answer: he loses\n",
        "Marks (0-1, in whole marks; s = leave for later, q = stop): ",
        "! 'x' is not a number",
        "Score: 4/6 (66.7 %)\nFAIL (pass mark 80 %)",
    ] {
        assert!(out.contains(want), "{want}:\n{out}");
    }
    // Spanish: the results file's language decides.
    let dir = small_bank();
    let d = dir.path();
    let mut args = EXAM.to_vec();
    args.extend(["Ana", "--results", "ana.json", "--lang", "es"]);
    let (_, out, _) = parts(&quiz(d, &args, "b\na,c\n5.4\n1-3 4-2\npierde\n", &[]));
    assert!(out.contains("1 respuesta abierta (1 punto) pendiente de calificación por el profesor"), "{out}");
    let (_, out, _) = parts(&quiz(d, &["quiz", "mark", "ana.json", "--marker", "Luis"], "s\n", &[]));
    assert!(out.contains("Esquema de corrección:\n1 punto: 0-1\nRespuesta del candidato: pierde"), "{out}");
    assert!(out.contains("Calificación (0-1, en puntos enteros; s = dejar para después, q = terminar)"), "{out}");
    assert!(out.contains("Pendiente de calificación: 1 punto\nAPROBADO"), "{out}");
}

#[test]
fn a_broken_results_file_is_refused_with_line_and_column() {
    let dir = small_bank();
    sit(dir.path(), "b\na,c\n5.4\n1-3 4-2\nhe loses\n");
    let d = dir.path();
    let text = std::fs::read_to_string(d.join("ana.json")).unwrap();
    // The numeric question's marks raised above its 1 mark by hand.
    let at = text.find("\"id\": \"t-numeric\"").unwrap();
    let aw = at + text[at..].find("\"awarded\": 1.0").unwrap();
    let broken = format!("{}\"awarded\": 7.0{}", &text[..aw], &text[aw + "\"awarded\": 1.0".len()..]);
    std::fs::write(d.join("bad.json"), &broken).unwrap();
    let line = broken[..aw].matches('\n').count() + 1;
    let col = aw - broken[..aw].rfind('\n').unwrap();
    let (code, _, err) =
        parts(&quiz(d, &["quiz", "mark", "bad.json", "--marker", "X", "--marks", "t-open=1"], "", &[]));
    assert_eq!(code, 3, "{err}");
    assert!(
        err.contains(&format!("bad.json:{line}:{col}: question t-numeric: awarded 7: expected marks from 0 to 1")),
        "{line}:{col} {err}"
    );
    std::fs::write(d.join("bad.json"), "{\n  \"format\": \"arbitro-exam-results\",\n  oops\n}").unwrap();
    let (code, _, err) = parts(&quiz(d, &["quiz", "mark", "bad.json", "--marker", "X"], "", &[]));
    assert_eq!(code, 3);
    assert!(err.contains("bad.json:3:3: not an arbitro exam results file"), "{err}");
}

#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
struct Stats {
    date: String,
    questions: u32,
    answers: u32,
    right: u32,
    accuracy: Option<f64>,
    due_now: u32,
    due_next_7_days: u32,
    per_topic: Vec<TopicLine>,
    per_week: Vec<Period>,
    sessions: Vec<Period>,
    due: Vec<Due>,
}

#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
struct TopicLine {
    topic: Option<String>,
    questions: u32,
    answers: u32,
    right: u32,
    accuracy: Option<f64>,
    due: u32,
}

#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
struct Period {
    period: String,
    mode: Option<String>,
    sessions: u32,
    answers: u32,
    right: u32,
    accuracy: Option<f64>,
    awarded: f64,
    points: f64,
}

#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
struct Due {
    id: String,
    topic: Option<String>,
    due: String,
    overdue: i64,
    interval: u32,
    easiness: f64,
}

#[test]
fn stats_of_a_fixture_progress_file() {
    let dir = small_bank();
    let fixture = data("quiz/progress-v2.json");
    let p = fixture.to_str().unwrap();
    let args = ["quiz", "stats", "--bank", "bank", "--progress", p, "--date", "2026-11-25", "--format", "json"];
    let (code, out, err) = parts(&quiz(dir.path(), &args, "", &[]));
    assert_eq!(code, 0, "{err}");
    let s: Stats = serde_json::from_str(&out).expect("stats JSON");
    assert_eq!(s.date, "2026-11-25");
    assert_eq!((s.questions, s.answers, s.right, s.accuracy), (4, 8, 4, Some(50.0)));
    /// Topic, questions, answers, right, accuracy, due.
    type Line<'a> = (Option<&'a str>, u32, u32, u32, Option<f64>, u32);
    let topics: Vec<Line<'_>> =
        s.per_topic.iter().map(|t| (t.topic.as_deref(), t.questions, t.answers, t.right, t.accuracy, t.due)).collect();
    assert_eq!(
        topics,
        [
            (Some("laws"), 2, 3, 2, Some(66.7), 1),
            (Some("swiss"), 1, 2, 1, Some(50.0), 1),
            (None, 1, 3, 1, Some(33.3), 0),
        ]
    );
    let weeks: Vec<(&str, u32, u32, u32, Option<f64>)> =
        s.per_week.iter().map(|w| (w.period.as_str(), w.sessions, w.answers, w.right, w.accuracy)).collect();
    assert_eq!(weeks, [("2026-W47", 2, 3, 2, Some(66.7)), ("2026-W48", 1, 2, 1, Some(50.0))]);
    assert!(s.per_week.iter().all(|w| w.mode.is_none()));
    let last = &s.sessions[2];
    assert_eq!(
        (last.period.as_str(), last.mode.as_deref(), last.awarded, last.points),
        ("2026-11-24", Some("exam"), 3.0, 4.0)
    );
    assert_eq!((s.due_now, s.due_next_7_days), (2, 1));
    let due: Vec<(&str, Option<&str>, &str, i64, u32)> =
        s.due.iter().map(|d| (d.id.as_str(), d.topic.as_deref(), d.due.as_str(), d.overdue, d.interval)).collect();
    assert_eq!(due, [("s1", Some("swiss"), "2026-11-20", 5, 1), ("l2", Some("laws"), "2026-11-25", 0, 1)]);
    assert!((s.due[0].easiness - 2.06).abs() < 1e-9);

    let text = ["quiz", "stats", "--bank", "bank", "--progress", p, "--date", "2026-11-25", "--lang", "en"];
    let (code, out, _) = parts(&quiz(dir.path(), &text, "", &[]));
    assert_eq!(code, 0);
    for want in [
        "Progress on 2026-11-25",
        "Laws of Chess",
        "66.7 %",
        "(unknown topic)",
        "2026-W47  2 sessions, 3 answers, 66.7 % accuracy",
        "2026-11-24  exam      2 answers, 1 right (50.0 %), 3/4 marks",
        "Due for repetition now: 2; in the next 7 days: 1\n  s1 (5 days overdue)\n  l2\n",
    ] {
        assert!(out.contains(want), "{want}:\n{out}");
    }
    // A missing --progress file is an error, a broken one names line and column.
    let (code, _, _) = parts(&quiz(dir.path(), &["quiz", "stats", "--progress", "nope.json"], "", &[]));
    assert_eq!(code, 5);
    std::fs::write(dir.path().join("bad.json"), "{\"version\": 2,\n \"questions\": 3}").unwrap();
    let (code, _, err) = parts(&quiz(dir.path(), &["quiz", "stats", "--progress", "bad.json"], "", &[]));
    assert_eq!(code, 3);
    assert!(err.contains("bad.json:2:"), "{err}");
}

#[test]
fn practice_schedules_by_sm2_and_migrates_old_progress_files() {
    let dir = small_bank();
    let d = dir.path();
    std::fs::create_dir_all(d.join("data")).unwrap();
    // A version 1 file: t-single was answered right last time, t-multiple wrongly.
    std::fs::write(
        d.join("data/progress.json"),
        r#"{"version": 1, "questions": {"t-single": {"right": 2, "wrong": 0, "last_right": true},
            "t-multiple": {"right": 0, "wrong": 1, "last_right": false}}}"#,
    )
    .unwrap();
    // The wrongly answered question is due and comes first; the one answered right is not due.
    let args = ["quiz", "--bank", "bank", "--seed", "3", "-n", "5", "--format", "json"];
    let (code, out, err) = parts(&quiz(d, &args, "a,c\nq\n", &[]));
    assert_eq!(code, 0, "{err}");
    let r: serde_json::Value = serde_json::from_str(&out).unwrap();
    let ids: Vec<&str> = r["items"].as_array().unwrap().iter().map(|i| i["id"].as_str().unwrap()).collect();
    assert_eq!(ids[0], "t-multiple");
    assert_eq!(ids[4], "t-single", "not due: last");
    let p: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(d.join("data/progress.json")).unwrap()).unwrap();
    assert_eq!(p["version"], 2);
    let m = &p["questions"]["t-multiple"];
    assert_eq!((m["right"].as_u64(), m["wrong"].as_u64(), m["topic"].as_str()), (Some(1), Some(1), Some("clocks")));
    // Right at once: SM-2's I(1) = 1 day, E-Factor 2.5 + 0.1.
    assert_eq!((m["card"]["repetitions"].as_u64(), m["card"]["interval"].as_u64()), (Some(1), Some(1)));
    assert!((m["card"]["easiness"].as_f64().unwrap() - 2.6).abs() < 1e-9);
    assert_eq!(p["questions"]["t-single"]["card"]["repetitions"], 1, "migrated as one repetition");
    let sessions = p["sessions"].as_array().unwrap();
    assert_eq!(sessions.len(), 1);
    assert_eq!(sessions[0]["answers"][0]["outcome"], "correct");
}

#[test]
fn show_prints_a_question_in_full() {
    let dir = small_bank();
    let (code, out, err) =
        parts(&quiz(dir.path(), &["quiz", "show", "t-single", "--bank", "bank", "--lang", "es"], "", &[]));
    assert_eq!(code, 0, "{err}");
    for want in [
        "t-single · Leyes del Ajedrez · respuesta única · 2 puntos",
        "Fuente: original",
        "Ediciones: Laws 2023 (Leyes del Ajedrez de la FIDE",
        "¿Resultado si cae la bandera de las negras?",
        "Juegan las blancas",
        "  a) Tablas",
        "* b) Ganan las blancas",
        "Clave: b)",
        "Respuesta modelo:\nGanan las blancas",
        "Explicación:\nArt. 6.9.",
        "Artículos: Laws 6.9",
    ] {
        assert!(out.contains(want), "{want}:\n{out}");
    }
    let (_, out, _) = parts(&quiz(dir.path(), &["quiz", "show", "t-open", "--bank", "bank", "--lang", "en"], "", &[]));
    assert!(out.contains("Marking scheme:\n1 mark: 0-1"), "{out}");
    let (code, out, _) =
        parts(&quiz(dir.path(), &["quiz", "show", "t-numeric", "--bank", "bank", "--format", "json"], "", &[]));
    assert_eq!(code, 0);
    let j: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!((j["id"].as_str(), j["key"].as_str(), j["line"].as_u64()), (Some("t-numeric"), Some("5.4"), Some(11)));
    assert_eq!(j["editions"], serde_json::json!(["B.02 2024", "B.02 2025"]));
    assert_eq!(j["es"]["answer"], "+5,4");
    let (code, _, err) = parts(&quiz(dir.path(), &["quiz", "show", "single", "--bank", "bank"], "", &[]));
    assert_eq!(code, 3);
    assert!(
        err.contains("no question 'single' in the bank bank (see 'arbitro quiz list'); did you mean t-single?"),
        "{err}"
    );
}

#[test]
fn moodle_export_parses_as_xml_with_the_expected_question_types() {
    use quick_xml::events::Event;
    let dir = small_bank();
    let args = ["quiz", "export", "--bank", "bank", "--to", "moodle", "--lang", "en", "-o", "bank.xml"];
    let (code, _, err) = parts(&quiz(dir.path(), &args, "", &[]));
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("bank.xml: 5 questions"), "{err}");
    let xml = std::fs::read_to_string(dir.path().join("bank.xml")).unwrap();
    let mut reader = quick_xml::Reader::from_str(&xml);
    let (mut types, mut fractions, mut grades, mut path) = (Vec::new(), Vec::new(), Vec::new(), Vec::<String>::new());
    loop {
        match reader.read_event().expect("well-formed XML") {
            Event::Start(e) => {
                let name = String::from_utf8(e.name().as_ref().to_vec()).unwrap();
                for a in e.attributes() {
                    let a = a.unwrap();
                    let v = String::from_utf8(a.value.to_vec()).unwrap();
                    match (name.as_str(), a.key.as_ref()) {
                        ("question", b"type") => types.push(v),
                        ("answer", b"fraction") => fractions.push(v),
                        _ => {}
                    }
                }
                path.push(name);
            }
            Event::End(_) => {
                path.pop();
            }
            Event::Text(t) if path.last().is_some_and(|p| p == "defaultgrade") => {
                grades.push(t.decode().unwrap().into_owned());
            }
            Event::Eof => break,
            _ => {}
        }
    }
    // Syllabus order of topics (laws, clocks, swiss, anti-cheating, ratings); a category before
    // each question, as each has another topic.
    assert_eq!(
        types,
        [
            "category",
            "multichoice",
            "category",
            "multichoice",
            "category",
            "essay",
            "category",
            "essay",
            "category",
            "numerical"
        ]
    );
    // Single: 0 and 100; multiple (a and c right): 50, -100, 50; numerical: 100.
    assert_eq!(fractions, ["0", "100", "50", "-100", "50", "100"]);
    assert_eq!(grades, ["2", "1", "1", "1", "1"]);
    assert!(xml.contains("<tolerance>0.05</tolerance>"), "rounding to 1 decimal: ± 0.05");
    assert!(
        xml.contains("<graderinfo format=\"html\"><text><![CDATA[<p><strong>Model answer</strong></p>\n<p>0-1</p>"),
        "{xml}"
    );
    // Never overwritten without --force.
    let (code, _, err) = parts(&quiz(dir.path(), &args, "", &[]));
    assert_eq!(code, 2);
    assert!(err.contains("bank.xml exists; not overwriting it (use --force)"), "{err}");
}

#[test]
fn the_whole_bank_exports_to_well_formed_moodle_xml() {
    use quick_xml::events::Event;
    let dir = tempfile::tempdir().unwrap();
    let bank = super::common::root().join("exams");
    let args =
        ["quiz", "export", "--bank", bank.to_str().unwrap(), "--to", "moodle", "--lang", "es", "--on", "2026-11-25"];
    let (code, xml, err) = parts(&quiz(dir.path(), &args, "", &[]));
    assert_eq!(code, 0, "{err}");
    let mut reader = quick_xml::Reader::from_str(&xml);
    let mut questions = 0;
    loop {
        match reader.read_event() {
            Ok(Event::Start(e)) if e.name().as_ref() == b"question" => questions += 1,
            Ok(Event::Eof) => break,
            Ok(_) => {}
            Err(e) => panic!("at {}: {e}", reader.buffer_position()),
        }
    }
    let list = ["quiz", "list", "--bank", bank.to_str().unwrap(), "--on", "2026-11-25"];
    let (_, list, _) = parts(&quiz(dir.path(), &list, "", &[]));
    let n: usize = list.lines().last().unwrap().split(' ').next().unwrap().parse().unwrap();
    // One element per question and one per topic (category).
    assert_eq!(questions, n + 8, "{questions} question elements for {n} questions");
}

#[test]
fn gift_and_anki_exports() {
    let dir = small_bank();
    let d = dir.path();
    let (code, gift, err) =
        parts(&quiz(d, &["quiz", "export", "--bank", "bank", "--to", "gift", "--lang", "en"], "", &[]));
    assert_eq!(code, 0, "{err}");
    assert!(
        gift.starts_with(
            "$CATEGORY: $course$/top/arbitro/laws\n\n// t-single (laws, single, 2 marks)\n::t-single::[html]"
        ),
        "{gift}"
    );
    // Options: the key with =, the others with ~; the explanation's colon escaped.
    assert!(
        gift.contains("{~<p>Draw</p> =<p>White wins</p> ####<p>Art. 6.9\\: <em>mate is possible</em>.</p>"),
        "{gift}"
    );
    assert!(gift.contains("{~%50%<p>one</p> ~%-100%<p>two</p> ~%50%<p>three</p> ####"), "{gift}");
    assert!(gift.contains("{#=5.4:0.05 ####"), "{gift}");
    // An essay's general feedback has the model answer and the scheme.
    assert!(
        gift.contains(
            "::t-open::[html]<p>What does the arbiter do?</p>{####<p><strong>Model answer</strong></p>\\n<p>0-1</p>"
        ),
        "{gift}"
    );
    // Every question is one paragraph: no blank line inside a question.
    for para in gift.split("\n\n").filter(|p| p.contains("::")) {
        assert_eq!(para.lines().filter(|l| l.starts_with("::")).count(), 1, "{para}");
    }

    let (code, anki, err) =
        parts(&quiz(d, &["quiz", "export", "--bank", "bank", "--to", "anki", "--lang", "es"], "", &[]));
    assert_eq!(code, 0, "{err}");
    let mut lines = anki.lines();
    let header: Vec<&str> = lines.by_ref().take(5).collect();
    assert_eq!(
        header,
        ["#separator:tab", "#html:true", "#notetype:Basic", "#deck:arbitro::Examen de Árbitro FIDE", "#tags column:3"]
    );
    let notes: Vec<Vec<&str>> = lines.map(|l| l.split('\t').collect()).collect();
    assert_eq!(notes.len(), 5);
    assert!(notes.iter().all(|n| n.len() == 3), "{notes:?}");
    assert_eq!(notes[0][2], "arbitro topic::laws kind::single");
    assert!(notes[0][0].contains("<li>Tablas</li><li>Ganan las blancas</li>"), "{:?}", notes[0]);
    assert!(
        notes[0][0].contains("<pre>") && notes[0][0].contains("<br>"),
        "the diagram keeps its lines: {:?}",
        notes[0]
    );
    assert!(notes[0][1].starts_with("<p><strong>b)</strong></p>"), "{:?}", notes[0]);
}

/// Issue #55 item 3: a pairing whose printed scheme is the question's own (no machine-readable
/// `scheme`) is not marked by the key, even when the boards are all right: it goes to the
/// lecturer with its printed scheme, and `quiz mark` records the lecturer's marks.
#[test]
fn a_pairing_with_a_printed_scheme_of_its_own_goes_to_the_lecturer() {
    let dir = small_bank();
    let d = dir.path();
    let bank = std::fs::read_to_string(d.join("bank/b.yaml")).unwrap();
    let own = bank
        .replace("answer: { pairs: [[1, 3], [4, 2]], scheme: { boards: 1 } }", "answer: { pairs: [[1, 3], [4, 2]] }")
        .replace(
            "es: { prompt: \"¿Emparejamientos?\", answer: \"1-3, 4-2\", explanation: \"E.\" }",
            "es: { prompt: \"¿Emparejamientos?\", answer: \"1-3, 4-2\", explanation: \"E.\", marking: \"½ por pareja y razón\" }",
        )
        .replace(
            "en: { prompt: \"Pairings?\", answer: \"1-3, 4-2\", explanation: \"E.\" }",
            "en: { prompt: \"Pairings?\", answer: \"1-3, 4-2\", explanation: \"E.\", marking: \"½ per pair and reason\" }",
        );
    assert_ne!(own, bank, "the fixture changed");
    std::fs::write(d.join("bank/b.yaml"), own).unwrap();
    let r = sit(d, "b\na,c\n5.4\n1-3 4-2\nhe loses\n");
    let pairing = &r["items"][3];
    assert_eq!(
        (pairing["id"].as_str(), pairing["outcome"].as_str(), pairing["awarded"].as_f64()),
        (Some("t-pairing"), Some("to-be-marked"), None)
    );
    assert_eq!(
        (pairing["marked_by"].as_str(), pairing["scheme"].as_str()),
        (Some("lecturer"), Some("½ per pair and reason"))
    );
    // 4 of 6 by the key, 2 to the lecturer.
    assert_eq!((r["awarded"].as_f64(), r["to_be_marked"].as_f64()), (Some(4.0), Some(2.0)));
    let args = ["quiz", "mark", "ana.json", "--marker", "J. Pérez", "--marks", "t-pairing=0.5,5=1", "--format", "json"];
    let (code, out, err) = parts(&quiz(d, &args, "", &[]));
    assert_eq!(code, 0, "{out}{err}");
    let m: MarkReport = serde_json::from_str(&out).expect("report JSON");
    assert_eq!(m.marked_now, ["t-pairing", "t-open"]);
    assert_eq!((m.awarded, m.to_be_marked, m.verdict.as_str()), (5.5, 0.0, "pass"));
    assert_eq!((m.items[3].marked_by.as_str(), m.items[3].awarded), ("lecturer", Some(0.5)));
}
