//! The lecturer's marking of an exam's open answers (`quiz mark RESULTS`).
//!
//! B.06.2 4.1.1.3: the lecturer prepares the FA exam with a marking scheme and the candidate
//! passes with 80 %. In exam mode the candidate never marks their own open answers: the
//! results file ([`super::results`]) leaves them "to be marked by the lecturer", and this
//! module walks them (interactively, or from `ID=MARKS` lists for scripts), records the marker
//! and the marks, and recomputes the total and the verdict.

use super::markdown::to_terminal;
use super::results::{self, ResultItem, ResultsFile, Verdict};
use super::schema::{Lang, Marks};
use crate::core::words::Phrase;
use serde::Serialize;
use std::io::{self, BufRead, Write};
use std::path::Path;

/// `awarded / total` in percent, rounded to one decimal (0 for an empty paper).
#[must_use]
pub fn percent(awarded: Marks, total: Marks) -> f64 {
    if total.0 == 0 { 0.0 } else { (f64::from(awarded.0) * 1000.0 / f64::from(total.0)).round() / 10.0 }
}

/// The verdict with `pending` marks still to be marked: `Some(true)` when the candidate passes
/// even with 0 for them, `Some(false)` when they fail even with full marks, `None` when the
/// open answers decide. The percentage is rounded to one decimal before it is compared with
/// the pass mark.
#[must_use]
pub fn verdict(awarded: Marks, pending: Marks, total: Marks, pass_percent: f64) -> Option<bool> {
    let passes = |m: Marks| percent(m, total) + 1e-9 >= pass_percent;
    if passes(awarded) {
        Some(true)
    } else if !passes(awarded + pending) {
        Some(false)
    } else {
        None
    }
}

/// A number as the language writes it: a decimal comma in Spanish (`1,5`), a point in English.
#[must_use]
pub fn number(lang: Lang, v: f64) -> String {
    let s = format!("{v}");
    if lang == Lang::Es { s.replace('.', ",") } else { s }
}

/// "1 mark" / "2 marks", "1 punto" / "1,5 puntos", with the number in the language's format.
#[must_use]
pub(crate) fn marks_phrase(lang: Lang, v: f64) -> String {
    let one = (v - 1.0).abs() < 1e-9;
    match (lang, one) {
        (Lang::Es, true) => "1 punto".to_string(),
        (Lang::Es, false) => format!("{} puntos", number(lang, v)),
        (Lang::En, true) => "1 mark".to_string(),
        (Lang::En, false) => format!("{v} marks"),
    }
}

/// The line an exam prints when open answers wait for the lecturer.
#[must_use]
pub(crate) fn pending_note(lang: Lang, answers: usize, marks: Marks, decided: Option<bool>) -> String {
    let es = lang == Lang::Es;
    let mut s = if es {
        format!(
            "{answers} {} abierta{} ({}) pendiente{} de calificación por el profesor (arbitro quiz mark).",
            if answers == 1 { "respuesta" } else { "respuestas" },
            if answers == 1 { "" } else { "s" },
            marks_phrase(lang, marks.as_f64()),
            if answers == 1 { "" } else { "s" },
        )
    } else {
        format!(
            "{answers} open answer{} ({}) to be marked by the lecturer (arbitro quiz mark).",
            if answers == 1 { "" } else { "s" },
            marks_phrase(lang, marks.as_f64()),
        )
    };
    if decided.is_none() {
        s.push(' ');
        s.push_str(if es {
            "El resultado depende de esa calificación."
        } else {
            "The result depends on those marks."
        });
    }
    s
}

/// The line an exam prints once its results file is written.
#[must_use]
pub(crate) fn results_written(lang: Lang, path: &Path, pending: bool) -> String {
    let p = path.display();
    match (lang, pending) {
        (Lang::Es, true) => {
            format!("Resultados: {p} (el profesor califica las respuestas abiertas con: arbitro quiz mark {p})")
        }
        (Lang::Es, false) => format!("Resultados: {p}"),
        (Lang::En, true) => format!("Results: {p} (the lecturer marks the open answers with: arbitro quiz mark {p})"),
        (Lang::En, false) => format!("Results: {p}"),
    }
}

/// The words of this module in a language.
struct Words {
    question: &'static str,
    model: &'static str,
    scheme: &'static str,
    key: &'static str,
    candidate_answer: &'static str,
    no_answer: &'static str,
    ask_marker: &'static str,
    ask_marks: &'static str,
    steps_half: &'static str,
    steps_whole: &'static str,
    later: &'static str,
    nothing: &'static str,
    key_part: &'static str,
}

fn words(lang: Lang) -> Words {
    match lang {
        Lang::Es => Words {
            question: "Pregunta",
            model: "Respuesta modelo",
            scheme: "Esquema de corrección",
            key: "Clave",
            candidate_answer: "Respuesta del candidato",
            no_answer: "(sin respuesta)",
            ask_marker: "Nombre del profesor que corrige:",
            ask_marks: "Calificación",
            steps_half: "en pasos de 0,5",
            steps_whole: "en puntos enteros",
            later: "s = dejar para después, q = terminar",
            nothing: "No quedan respuestas abiertas por calificar.",
            key_part: "Ya puntuado por la clave (califique la respuesta entera)",
        },
        Lang::En => Words {
            question: "Question",
            model: "Model answer",
            scheme: "Marking scheme",
            key: "Key",
            candidate_answer: "Candidate's answer",
            no_answer: "(no answer)",
            ask_marker: "Marker's name:",
            ask_marks: "Marks",
            steps_half: "in steps of 0.5",
            steps_whole: "in whole marks",
            later: "s = leave for later, q = stop",
            nothing: "No open answers left to mark.",
            key_part: "Already marked by the key (give the whole answer's marks)",
        },
    }
}

/// Reads one trimmed line; `None` at the end of input.
fn read_line(input: &mut dyn BufRead) -> io::Result<Option<String>> {
    let mut s = String::new();
    Ok(if input.read_line(&mut s)? == 0 { None } else { Some(s.trim().to_string()) })
}

/// Asks for the marker's name until one is given.
///
/// # Errors
/// Input or output failed, or the input ended without a name (`UnexpectedEof`).
pub(crate) fn ask_marker(input: &mut dyn BufRead, out: &mut dyn Write, lang: Lang) -> io::Result<String> {
    loop {
        write!(out, "{} ", words(lang).ask_marker)?;
        out.flush()?;
        match read_line(input)? {
            None => {
                return Err(io::Error::new(io::ErrorKind::UnexpectedEof, "no marker's name given (use --marker NAME)"));
            }
            Some(l) if l.is_empty() => {}
            Some(l) => return Ok(l),
        }
    }
}

/// Prints one open answer as the lecturer sees it.
fn show_item(out: &mut dyn Write, it: &ResultItem, of: usize, lang: Lang) -> io::Result<()> {
    let w = words(lang);
    writeln!(out, "\n== {} {}/{of} · {} · {} ==", w.question, it.number, it.id, marks_phrase(lang, it.points))?;
    write!(out, "{}", to_terminal(&it.prompt))?;
    for (i, o) in it.options.iter().enumerate() {
        write!(out, "  {}) {}", super::schema::option_letter(i), to_terminal(o))?;
    }
    if let Some(k) = &it.key {
        writeln!(out, "{}: {k}", w.key)?;
    }
    if let (Some(k), Some(r)) = (it.key_marks, &it.reason) {
        writeln!(out, "{}: {} ({r})", w.key_part, number(lang, k))?;
    }
    write!(out, "{}:\n{}", w.model, to_terminal(&it.model_answer))?;
    if let Some(s) = &it.scheme {
        write!(out, "{}:\n{}", w.scheme, to_terminal(s))?;
    }
    let a = if it.answer.is_empty() { w.no_answer.to_string() } else { it.answer.clone() };
    writeln!(out, "{}: {a}", w.candidate_answer)
}

/// Walks the unmarked answers of `file`, asking for each one's marks on `input` in `lang`; `s`
/// leaves an answer for later, `q` or the end of input stops. Returns the ids marked now.
///
/// # Errors
/// Reading input or writing output failed.
pub(crate) fn mark_interactively(
    file: &mut ResultsFile,
    marker: &str,
    lang: Lang,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> io::Result<Vec<String>> {
    let w = words(lang);
    let of = file.items.len();
    let mut marked = Vec::new();
    if file.unmarked().next().is_none() {
        writeln!(out, "{}", w.nothing)?;
    }
    'items: for it in file.items.iter_mut().filter(|i| i.awarded.is_none()) {
        show_item(out, it, of, lang)?;
        loop {
            let steps = if it.step < 1.0 { w.steps_half } else { w.steps_whole };
            write!(out, "{} (0-{}, {steps}; {}): ", w.ask_marks, number(lang, it.points), w.later)?;
            out.flush()?;
            let Some(line) = read_line(input)? else {
                writeln!(out)?;
                break 'items;
            };
            match line.as_str() {
                "" => {}
                "q" | "Q" => break 'items,
                "s" | "S" => continue 'items,
                _ => match parse_mark(&line, it) {
                    Ok(m) => {
                        results::set_marks(it, m, marker);
                        marked.push(it.id.clone());
                        continue 'items;
                    }
                    Err(e) => writeln!(out, "  ! {}", e.say(lang))?,
                },
            }
        }
    }
    // Ends the last prompt's line when the input is not a terminal echoing it.
    writeln!(out)?;
    file.recompute();
    Ok(marked)
}

/// Marks written as a number (`1`, `1.5`, `1,5`) for `it`.
fn parse_mark(text: &str, it: &ResultItem) -> Result<Marks, Phrase> {
    let v = super::grade::read_number(text).map_err(|_| Phrase::new("marks-not-a-number").arg("text", text.trim()))?;
    results::check_marks(v, it.points, it.step)
}

/// One `ID=MARKS` given to `quiz mark` (`--marks`, or a line of `--marks-file`), with where it
/// was written for error messages.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct GivenMark {
    /// The question's id, or its number on the paper.
    pub question: String,
    /// The marks as written.
    pub marks: String,
    /// Where it was written (`--marks` or `file:line:column`).
    pub place: String,
}

/// Parses `q1=1.5,q2=2` (also `;` or spaces between entries) as given on the command line.
///
/// # Errors
/// An entry without `=`; the message names the entry.
pub(crate) fn parse_marks_arg(s: &str) -> Result<Vec<GivenMark>, Phrase> {
    s.split([',', ';', ' '])
        .filter(|e| !e.trim().is_empty())
        .map(|e| {
            let (q, m) = e.split_once('=').ok_or_else(|| Phrase::new("marks-arg-shape").arg("entry", e))?;
            Ok(GivenMark { question: q.trim().to_string(), marks: m.trim().to_string(), place: "--marks".into() })
        })
        .collect()
}

/// Parses a marks file: one `ID=MARKS` (or `ID MARKS`) a line; blank lines and lines starting
/// with `#` are skipped.
///
/// # Errors
/// A line of another shape, as `file:line:column: …`.
pub(crate) fn parse_marks_file(text: &str, path: &Path) -> Result<Vec<GivenMark>, Vec<Phrase>> {
    let mut v = Vec::new();
    let mut errors = Vec::new();
    for (n, raw) in text.lines().enumerate() {
        let indent = raw.len() - raw.trim_start().len();
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let split = line.split_once('=').or_else(|| line.split_once(char::is_whitespace));
        match split {
            Some((q, m)) if !q.trim().is_empty() && !m.trim().is_empty() => {
                let col = indent + line.len() - m.len() + (m.len() - m.trim_start().len()) + 1;
                v.push(GivenMark {
                    question: q.trim().to_string(),
                    marks: m.trim().to_string(),
                    place: format!("{}:{}:{col}", path.display(), n + 1),
                });
            }
            _ => errors.push(
                Phrase::new("marks-file-line")
                    .arg("place", format!("{}:{}:{}", path.display(), n + 1, indent + 1))
                    .arg("line", line),
            ),
        }
    }
    if errors.is_empty() { Ok(v) } else { Err(errors) }
}

/// Applies given marks to `file` for `marker`: the marks are the answer's whole marks. An
/// answer already marked, by the key or by the lecturer, is marked again only with `remark`
/// (the key's mark is kept beside the lecturer's). Returns the ids marked.
///
/// # Errors
/// Every entry that names no question, an answer already marked (without `remark`), a
/// question given twice, or marks out of range; each names its place.
pub fn apply(
    file: &mut ResultsFile,
    given: &[GivenMark],
    marker: &str,
    remark: bool,
) -> Result<Vec<String>, Vec<Phrase>> {
    let mut errors = Vec::new();
    let mut done: Vec<String> = Vec::new();
    for g in given {
        let found = file.items.iter().position(|i| i.id == g.question || i.number.to_string() == g.question);
        let Some(k) = found else {
            errors.push(
                Phrase::new("marks-no-question").arg("place", g.place.as_str()).arg("question", g.question.as_str()),
            );
            continue;
        };
        let it = &mut file.items[k];
        if done.contains(&it.id) {
            errors.push(Phrase::new("marks-twice").arg("place", g.place.as_str()).arg("id", it.id.as_str()));
            continue;
        }
        if it.marked_by == results::MarkedBy::Key && !remark {
            errors.push(
                Phrase::new("marks-by-key")
                    .arg("place", g.place.as_str())
                    .arg("id", it.id.as_str())
                    .arg("outcome", it.outcome_word())
                    .dec("awarded", it.awarded.unwrap_or(0.0))
                    .dec("points", it.points),
            );
            continue;
        }
        if it.awarded.is_some() && !remark {
            errors.push(
                Phrase::new("marks-already")
                    .arg("place", g.place.as_str())
                    .arg("id", it.id.as_str())
                    .dec("awarded", it.awarded.unwrap_or(0.0))
                    .arg("marker", it.marker.as_deref().unwrap_or("?")),
            );
            continue;
        }
        match parse_mark(&g.marks, it) {
            Ok(m) => {
                results::set_marks(it, m, marker);
                done.push(it.id.clone());
            }
            Err(e) => errors.push(
                Phrase::new("marks-bad")
                    .arg("place", g.place.as_str())
                    .arg("id", it.id.as_str())
                    .arg("marks", g.marks.as_str())
                    .arg("problem", e),
            ),
        }
    }
    file.recompute();
    if errors.is_empty() { Ok(done) } else { Err(errors) }
}

impl ResultItem {
    /// The outcome's name as written in the file.
    fn outcome_word(&self) -> String {
        serde_json::to_value(self.outcome).ok().and_then(|v| v.as_str().map(str::to_string)).unwrap_or_default()
    }
}

/// One row of the marking report.
#[derive(Clone, Debug, Serialize)]
pub(crate) struct ReportItem {
    /// Number on the paper.
    pub number: usize,
    /// Question id.
    pub id: String,
    /// Marks of the question.
    pub points: f64,
    /// Marks earned (`null` until marked).
    pub awarded: Option<f64>,
    /// How it was marked.
    pub outcome: super::grade::Outcome,
    /// `key` or `lecturer`.
    pub marked_by: results::MarkedBy,
    /// The lecturer, for lecturer-marked answers.
    pub marker: Option<String>,
}

/// The report of `quiz mark`; its JSON (`--format json`): `{"results", "written", "candidate",
/// "marked_now", "total", "awarded", "percent", "pass_percent", "to_be_marked", "verdict",
/// "items": [{"number", "id", "points", "awarded", "outcome", "marked_by", "marker"}]}`.
#[derive(Clone, Debug, Serialize)]
pub struct MarkReport {
    /// The results file read.
    pub results: String,
    /// The file written.
    pub written: String,
    /// The candidate.
    pub candidate: Option<String>,
    /// Ids marked by this run.
    pub marked_now: Vec<String>,
    /// Marks of the paper.
    pub total: f64,
    /// Marks earned.
    pub awarded: f64,
    /// Percent, one decimal.
    pub percent: f64,
    /// The pass mark.
    pub pass_percent: f64,
    /// Marks still to be marked.
    pub to_be_marked: f64,
    /// Pass, fail or to be marked.
    pub verdict: Verdict,
    /// Every question.
    pub items: Vec<ReportItem>,
}

impl MarkReport {
    /// The report of `file` after marking.
    #[must_use]
    pub fn new(file: &ResultsFile, read: &Path, written: &Path, marked_now: Vec<String>) -> MarkReport {
        MarkReport {
            results: read.display().to_string(),
            written: written.display().to_string(),
            candidate: file.candidate.clone(),
            marked_now,
            total: file.total,
            awarded: file.awarded,
            percent: file.percent,
            pass_percent: file.pass_percent,
            to_be_marked: file.to_be_marked,
            verdict: file.verdict,
            items: file
                .items
                .iter()
                .map(|i| ReportItem {
                    number: i.number,
                    id: i.id.clone(),
                    points: i.points,
                    awarded: i.awarded,
                    outcome: i.outcome,
                    marked_by: i.marked_by,
                    marker: i.marker.clone(),
                })
                .collect(),
        }
    }

    /// The text report, in the results file's language.
    #[must_use]
    pub fn text(&self, lang: Lang) -> String {
        let es = lang == Lang::Es;
        let mut s = String::new();
        // The answers the lecturer marks (the JSON has every question).
        let open: Vec<&ReportItem> = self.items.iter().filter(|i| i.marked_by == results::MarkedBy::Lecturer).collect();
        let width = open.iter().map(|i| i.id.chars().count()).max().unwrap_or(0);
        for i in open {
            let awarded = i.awarded.map_or_else(|| "-".to_string(), |a| number(lang, a));
            let by = match &i.marker {
                Some(m) => m.clone(),
                None => (if es { "pendiente" } else { "to be marked" }).to_string(),
            };
            let of = format!("{awarded}/{}", number(lang, i.points));
            s.push_str(&format!("{:>3}  {:<width$}  {of:>7}  {by}\n", i.number, i.id));
        }
        let who = self.candidate.as_deref().unwrap_or(if es { "(sin nombre)" } else { "(no name)" });
        s.push_str(&if es {
            format!(
                "Candidato: {who}\nPuntuación: {}/{} ({} %)\n",
                number(lang, self.awarded),
                number(lang, self.total),
                format!("{:.1}", self.percent).replace('.', ",")
            )
        } else {
            format!("Candidate: {who}\nScore: {}/{} ({:.1} %)\n", self.awarded, self.total, self.percent)
        });
        if self.to_be_marked > 0.0 {
            s.push_str(&if es {
                format!("Pendiente de calificación: {}\n", marks_phrase(lang, self.to_be_marked))
            } else {
                format!("Still to be marked: {}\n", marks_phrase(lang, self.to_be_marked))
            });
        }
        let p = self.pass_percent;
        s.push_str(&match (self.verdict, es) {
            (Verdict::Pass, true) => format!("APROBADO (nota para aprobar {} %)\n", number(lang, p)),
            (Verdict::Pass, false) => format!("PASS (pass mark {p} %)\n"),
            (Verdict::Fail, true) => format!("NO APROBADO (nota para aprobar {} %)\n", number(lang, p)),
            (Verdict::Fail, false) => format!("FAIL (pass mark {p} %)\n"),
            (Verdict::ToBeMarked, true) => format!("Resultado pendiente (nota para aprobar {} %)\n", number(lang, p)),
            (Verdict::ToBeMarked, false) => format!("Result pending (pass mark {p} %)\n"),
        });
        s.push_str(&if es { format!("Escrito: {}\n", self.written) } else { format!("Written: {}\n", self.written) });
        s
    }
}

/// The default file `quiz mark` writes: `NAME-marked.json` beside `NAME.json`.
#[must_use]
pub(crate) fn marked_path(results: &Path) -> std::path::PathBuf {
    let stem = results.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
    let base = stem.strip_suffix("-marked").unwrap_or(&stem);
    results.with_file_name(format!("{base}-marked.json"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::quiz::grade::{Outcome, Response};
    use crate::quiz::schema::{Kind, Topic};

    fn file() -> ResultsFile {
        let item = |n: usize, id: &str, points: f64, awarded: Option<f64>, step: f64| ResultItem {
            number: n,
            id: id.into(),
            topic: Topic::Laws,
            kind: if awarded.is_some() { Kind::Single } else { Kind::Open },
            points,
            prompt: "P?".into(),
            options: Vec::new(),
            key: None,
            model_answer: "M".into(),
            scheme: Some("S".into()),
            step,
            response: Response::Text("t".into()),
            answer: "t".into(),
            marked_by: if awarded.is_some() { results::MarkedBy::Key } else { results::MarkedBy::Lecturer },
            outcome: if awarded.is_some() { Outcome::Correct } else { Outcome::ToBeMarked },
            awarded,
            reason: None,
            marker: None,
            key_marks: None,
        };
        let mut f = ResultsFile {
            format: results::FORMAT.into(),
            version: 1,
            candidate: Some("Ana".into()),
            date: crate::quiz::srs::Day(0),
            lang: Lang::En,
            seed: 1,
            blueprint: "B".into(),
            pass_percent: 80.0,
            time_up: false,
            quit: false,
            total: 0.0,
            awarded: 0.0,
            percent: 0.0,
            to_be_marked: 0.0,
            verdict: Verdict::ToBeMarked,
            items: vec![
                item(1, "k", 6.0, Some(6.0), 1.0),
                item(2, "o1", 2.0, None, 0.5),
                item(3, "o2", 2.0, None, 1.0),
            ],
        };
        f.recompute();
        f
    }

    #[test]
    fn the_verdict_waits_for_the_open_answers_only_when_they_decide() {
        for (awarded, pending, total, want) in [
            (8, 0, 10, Some(true)),
            (7, 0, 10, Some(false)),
            (8, 2, 10, Some(true)),
            (5, 2, 10, Some(false)),
            (7, 2, 10, None),
        ] {
            assert_eq!(
                verdict(Marks(awarded), Marks(pending), Marks(total), 80.0),
                want,
                "{awarded}+{pending}/{total}"
            );
        }
        assert_eq!(percent(Marks(2), Marks(6)), 33.3);
    }

    #[test]
    fn lecturer_marks_interactively() {
        let mut f = file();
        assert_eq!(f.verdict, Verdict::ToBeMarked);
        let mut out = Vec::new();
        let marked = mark_interactively(&mut f, "J. Pérez", Lang::En, &mut "3\n1.5\n2\n".as_bytes(), &mut out).unwrap();
        let out = String::from_utf8(out).unwrap();
        assert!(out.contains("Model answer:\nM\nMarking scheme:\nS\nCandidate's answer: t"), "{out}");
        assert!(out.contains("! expected marks from 0 to 2, in steps of 0.5"), "{out}");
        assert!(out.contains("Marks (0-2, in whole marks;"), "{out}");
        assert!(out.contains("== Question 2/3 · o1 · 2 marks =="), "{out}");
        assert_eq!(marked, ["o1", "o2"]);
        assert_eq!((f.awarded, f.percent, f.verdict), (9.5, 95.0, Verdict::Pass));
        assert_eq!(f.items[1].marker.as_deref(), Some("J. Pérez"));
        assert_eq!(f.items[1].outcome, Outcome::Partial);
    }

    #[test]
    fn skipping_and_stopping_leave_answers_unmarked() {
        let mut f = file();
        let marked = mark_interactively(&mut f, "X", Lang::En, &mut "s\n0\n".as_bytes(), &mut Vec::new()).unwrap();
        assert_eq!(marked, ["o2"]);
        assert_eq!(f.unmarked().map(|i| i.id.as_str()).collect::<Vec<_>>(), ["o1"]);
        // 6 + 0 + at most 2 of 10 is 80 %: still undecided.
        assert_eq!(f.verdict, Verdict::ToBeMarked);
        let marked = mark_interactively(&mut f, "X", Lang::En, &mut "q\n".as_bytes(), &mut Vec::new()).unwrap();
        assert!(marked.is_empty());
    }

    #[test]
    fn given_marks_are_checked() {
        let mut f = file();
        let g = parse_marks_arg("o1=1.5, 3=0").unwrap();
        assert_eq!(apply(&mut f, &g, "M", false).unwrap(), ["o1", "o2"]);
        assert_eq!((f.awarded, f.verdict), (7.5, Verdict::Fail));
        let again = parse_marks_arg("o1=2").unwrap();
        let e = apply(&mut f, &again, "M", false).unwrap_err();
        assert!(e[0].to_string().contains("already marked (1.5 by M); use --remark"), "{e:?}");
        assert_eq!(apply(&mut f, &again, "N", true).unwrap(), ["o1"]);
        for (spec, want) in [
            ("k=1", "marked by the key (correct, 6 of 6); use --remark"),
            ("zz=1", "'zz': no question"),
            ("o2=1.5", "in whole marks"),
            ("o1=1,o1=2", "given twice"),
        ] {
            let e = apply(&mut file(), &parse_marks_arg(spec).unwrap(), "M", false).unwrap_err();
            assert!(e.iter().any(|m| m.to_string().contains(want)), "{spec}: {e:?}");
        }
        assert!(parse_marks_arg("o1:2").unwrap_err().to_string().contains("expected ID=MARKS"));
    }

    #[test]
    fn marks_files_name_their_lines() {
        let text = "# marks of Ana\n o1 = 1.5\n\no2 2\nbroken\n";
        let e = parse_marks_file(text, Path::new("m.txt")).unwrap_err();
        let e: Vec<String> = e.iter().map(ToString::to_string).collect();
        assert_eq!(e, ["m.txt:5:1: expected ID=MARKS (the question's id or number and its marks), found 'broken'"]);
        let g = parse_marks_file("o1 = 1.5\n o2 2\n", Path::new("m.txt")).unwrap();
        assert_eq!(g[0].place, "m.txt:1:6");
        assert_eq!(g[1].place, "m.txt:2:5");
        assert_eq!((g[1].question.as_str(), g[1].marks.as_str()), ("o2", "2"));
    }

    #[test]
    fn spanish_numbers_and_plurals() {
        assert_eq!(marks_phrase(Lang::Es, 1.0), "1 punto");
        assert_eq!(marks_phrase(Lang::Es, 1.5), "1,5 puntos");
        assert_eq!(marks_phrase(Lang::En, 1.0), "1 mark");
        assert_eq!(
            pending_note(Lang::Es, 2, Marks(7), Some(true)),
            "2 respuestas abiertas (3,5 puntos) pendientes de calificación por el profesor (arbitro quiz mark)."
        );
        let mut f = file();
        f.lang = Lang::Es;
        apply(&mut f, &parse_marks_arg("o1=1.5").unwrap(), "M", false).unwrap();
        let t = MarkReport::new(&f, Path::new("r.json"), Path::new("r-marked.json"), vec![]).text(Lang::Es);
        assert!(
            t.contains("Puntuación: 7,5/10 (75,0 %)\nPendiente de calificación: 2 puntos\nResultado pendiente (nota para aprobar 80 %)"),
            "{t}"
        );
    }

    #[test]
    fn marked_files_sit_beside_the_results() {
        assert_eq!(marked_path(Path::new("out/exam-5-results.json")), Path::new("out/exam-5-results-marked.json"));
        assert_eq!(marked_path(Path::new("r-marked.json")), Path::new("r-marked.json"));
    }
}
