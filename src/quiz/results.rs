//! The results file of an exam: a candidate's answers as the lecturer marks them.
//!
//! `quiz exam` writes it when the time is up or the last question is answered: answers the
//! key marks (options, numbers, pairings that match the key) with their marks and the reason;
//! open answers (and pairings the key cannot mark) "to be marked by the lecturer", with the
//! model answer and the marking scheme. B.06.2 4.1.1.3: the exam is prepared with a marking
//! scheme by the lecturer and passed with 80 %; `quiz mark` ([`super::marking`]) records the
//! lecturer's marks and recomputes the total and the verdict.
//!
//! The file is self-contained (question text, key, scheme), so marking needs no bank.
//! JSON shape, documented on [`ResultsFile`] and [`ResultItem`].

use super::grade::{self, Outcome, Response};
use super::schema::{Kind, Lang, Marks, Question, Topic, option_letter};
use super::session::SessionReport;
use super::srs::Day;
use crate::core::words::Phrase;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::path::{Path, PathBuf};

/// The `format` field of every results file.
pub const FORMAT: &str = "arbitro-exam-results";
/// The version this arbitro writes; it also reads version 1 (without `key_marks`, numbers
/// with working or boards with reasons).
pub const VERSION: u32 = 2;

/// Who marked an answer.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub(crate) enum MarkedBy {
    /// The key (options, numbers, pairings).
    Key,
    /// The lecturer (open answers), with `quiz mark`.
    Lecturer,
}

/// The verdict on the exam.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub(crate) enum Verdict {
    /// At least the pass mark (possibly before the open answers are marked, when even 0 for
    /// them passes).
    Pass,
    /// Below the pass mark (possibly before marking, when even full marks for them fail).
    Fail,
    /// Depends on the open answers still to be marked.
    ToBeMarked,
}

/// One question of the exam and the candidate's answer.
///
/// JSON: `{"number", "id", "topic", "kind", "points", "prompt", "options", "key", "model_answer",
/// "scheme", "step", "response": {"type", "value"}, "answer", "marked_by", "outcome",
/// "awarded", "reason", "marker"}`; `awarded` is `null` until marked.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ResultItem {
    /// The question's number on the paper, from 1.
    pub number: usize,
    /// The question's id.
    pub id: String,
    /// Its topic.
    pub topic: Topic,
    /// Its kind.
    pub kind: Kind,
    /// Its marks.
    pub points: f64,
    /// The question, as put (Markdown).
    pub prompt: String,
    /// The options, for single and multiple choice.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub options: Vec<String>,
    /// The key in short form (`b)`, `5.4`, `1-3 4-2`), when the question has one.
    pub key: Option<String>,
    /// The model answer in words.
    pub model_answer: String,
    /// The marking scheme, for open and pairing questions.
    pub scheme: Option<String>,
    /// The smallest step of marks the lecturer may give: 0.5 when the scheme or the marks use
    /// half marks, else 1.
    pub step: f64,
    /// What was answered.
    pub response: Response,
    /// The answer as the candidate wrote it (option letters, number, boards or text).
    pub answer: String,
    /// Who marks it.
    pub marked_by: MarkedBy,
    /// How it was marked (`to-be-marked` until the lecturer has).
    pub outcome: Outcome,
    /// Marks earned; `null` until marked.
    pub awarded: Option<f64>,
    /// Why the key gave these marks, or the lecturer's note.
    pub reason: Option<String>,
    /// The lecturer who marked it.
    pub marker: Option<String>,
    /// The key's marks when the lecturer has the last word: the parts the key marked of an
    /// answer whose reasons wait for the lecturer, or the key's mark of an answer the lecturer
    /// re-marked (`quiz mark --remark`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub key_marks: Option<f64>,
}

/// A candidate's exam results.
///
/// JSON: `{"format": "arbitro-exam-results", "version": 2, "candidate", "date", "lang",
/// "seed", "blueprint", "pass_percent", "time_up", "quit", "total", "awarded", "percent",
/// "to_be_marked", "verdict", "items": [...]}`. `total`, `awarded`, `percent`, `to_be_marked`
/// and `verdict` are recomputed from the items whenever the file is written.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ResultsFile {
    /// Always [`FORMAT`].
    pub format: String,
    /// [`VERSION`].
    pub version: u32,
    /// The candidate's name (`quiz exam --candidate`).
    pub candidate: Option<String>,
    /// The day of the exam.
    pub date: Day,
    /// The language of the paper.
    pub lang: Lang,
    /// The seed that chose the questions.
    pub seed: u64,
    /// The blueprint's name.
    pub blueprint: String,
    /// The pass mark in percent (80 for the FA exam, B.06.2 4.1.1.3).
    pub pass_percent: f64,
    /// Whether the time ran out.
    pub time_up: bool,
    /// Whether the candidate stopped early.
    pub quit: bool,
    /// Marks of the paper.
    pub total: f64,
    /// Marks earned so far.
    pub awarded: f64,
    /// `awarded / total` in percent, one decimal.
    pub percent: f64,
    /// Marks of the answers still to be marked.
    pub to_be_marked: f64,
    /// Pass, fail, or not decided until the open answers are marked.
    pub verdict: Verdict,
    /// The questions in paper order.
    pub items: Vec<ResultItem>,
}

/// A problem in a results file, with its place.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct ResultsError {
    /// The file.
    pub file: PathBuf,
    /// 1-based line.
    pub line: usize,
    /// 1-based column.
    pub column: usize,
    /// What is wrong and what was expected, worded when shown.
    pub message: Phrase,
}

impl ResultsError {
    /// The problem as `file:line:column: message`, the message in `lang`.
    #[must_use]
    pub fn say(&self, lang: Lang) -> String {
        format!("{}:{}:{}: {}", self.file.display(), self.line, self.column, self.message.say(lang))
    }
}

/// English wording.
impl fmt::Display for ResultsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.say(Lang::En))
    }
}

/// What the exam was, besides the session.
#[derive(Clone, Debug)]
pub(crate) struct ExamInfo {
    /// The candidate's name.
    pub candidate: Option<String>,
    /// The day.
    pub date: Day,
    /// The blueprint's name.
    pub blueprint: String,
}

/// The smallest step of marks for `q`: half marks when its marks or its scheme use them (a
/// pairing's board with the colours reversed earns half its share; step marks of ½).
#[must_use]
pub(crate) fn step_of(q: &Question, lang: Lang) -> f64 {
    let scheme = q.text(lang).marking.as_deref().unwrap_or("").to_lowercase();
    let halves = ["½", "0.5", "0,5", "half", "medio"].iter().any(|h| scheme.contains(h));
    let parts = q.kind == Kind::Pairing || q.answer.partial.iter().any(|s| s.marks.0 % 2 == 1);
    if halves || parts || q.points.0 % 2 == 1 { 0.5 } else { 1.0 }
}

/// The candidate's answer as written.
#[must_use]
pub(crate) fn answer_text(r: &Response) -> String {
    match r {
        Response::Choices(c) => c.iter().map(|&i| option_letter(i).to_string()).collect::<Vec<_>>().join(","),
        Response::Number(v) => v.to_string(),
        Response::Worked { value, working } => format!("{value}; {working}"),
        Response::Pairs(p) => p.iter().map(|(w, b)| format!("{w}-{b}")).collect::<Vec<_>>().join(" "),
        Response::Reasoned { pairs, reasons } => {
            format!("{}; {reasons}", pairs.iter().map(|(w, b)| format!("{w}-{b}")).collect::<Vec<_>>().join(" "))
        }
        Response::Text(t) => t.clone(),
        Response::Skipped | Response::Unanswered => String::new(),
    }
}

/// Why the key gave an answer its marks, in the paper's language.
#[must_use]
pub(crate) fn key_reason(q: &Question, r: &Response, outcome: Outcome, lang: Lang) -> String {
    let es = lang == Lang::Es;
    let key = q.key_short().unwrap_or_default();
    let given = answer_text(r);
    match (r, outcome) {
        (Response::Skipped, _) => (if es { "en blanco (saltada)" } else { "skipped" }).to_string(),
        (Response::Unanswered, _) => {
            (if es { "sin respuesta (fin del tiempo o abandono)" } else { "not answered (time up or stopped)" })
                .to_string()
        }
        (Response::Pairs(p) | Response::Reasoned { pairs: p, .. }, _) if q.answer.scheme.is_some() => {
            let reasons = if let Response::Reasoned { reasons, .. } = r { reasons.as_str() } else { "" };
            let m = grade::pairing_scheme_marks(q, p, reasons, lang).parts.join("; ");
            let mut s = if es {
                format!("clave {key}; respuesta {}: {m}", answer_text(&Response::Pairs(p.clone())))
            } else {
                format!("key {key}; answered {}: {m}", answer_text(&Response::Pairs(p.clone())))
            };
            if outcome != Outcome::Correct
                && let Some(note) = super::generated::pairing::explain_answer(q, p, es)
            {
                s.push_str("; ");
                s.push_str(note.lines().next().unwrap_or(""));
            }
            s
        }
        (Response::Worked { .. } | Response::Number(_), _)
            if outcome != Outcome::Correct && !q.answer.partial.is_empty() =>
        {
            let m = grade::by_scheme(q, r).map(|m| m.parts.join("; ")).unwrap_or_default();
            if es {
                format!("clave {key}; respuesta {given}: {m}")
            } else {
                format!("key {key}; answered {given}: {m}")
            }
        }
        (_, Outcome::Correct) => {
            if es {
                format!("clave {key}; respuesta {given}: correcta")
            } else {
                format!("key {key}; answered {given}: right")
            }
        }
        _ => {
            if es {
                format!("clave {key}; respuesta {given}: incorrecta")
            } else {
                format!("key {key}; answered {given}: wrong")
            }
        }
    }
}

/// The results file of a finished exam session over `questions` (in paper order).
#[must_use]
pub(crate) fn from_session(report: &SessionReport, questions: &[&Question], info: &ExamInfo) -> ResultsFile {
    let lang = report.lang;
    let items = report
        .items
        .iter()
        .zip(questions)
        .enumerate()
        .map(|(k, (it, q))| {
            let t = q.text(lang);
            let lecturer = it.outcome == Outcome::ToBeMarked;
            // The parts the key marked of an answer left to the lecturer (a pairing's boards and bye).
            let partly = if lecturer { grade::by_scheme(q, &it.response) } else { None };
            ResultItem {
                number: k + 1,
                id: q.id.clone(),
                topic: q.topic,
                kind: q.kind,
                points: q.points.as_f64(),
                prompt: t.prompt.clone(),
                options: t.options.clone(),
                key: q.key_short(),
                model_answer: t.answer.clone(),
                scheme: t.marking.clone(),
                step: step_of(q, lang),
                response: it.response.clone(),
                answer: answer_text(&it.response),
                marked_by: if lecturer { MarkedBy::Lecturer } else { MarkedBy::Key },
                outcome: it.outcome,
                awarded: if lecturer { None } else { Some(it.awarded.as_f64()) },
                reason: match (&partly, lecturer) {
                    (Some(m), true) => Some(format!("key: {} ({})", m.key, m.parts.join("; "))),
                    (None, true) => None,
                    (_, false) => Some(key_reason(q, &it.response, it.outcome, lang)),
                },
                marker: None,
                key_marks: partly.map(|m| m.key.as_f64()),
            }
        })
        .collect();
    let mut file = ResultsFile {
        format: FORMAT.to_string(),
        version: VERSION,
        candidate: info.candidate.clone(),
        date: info.date,
        lang,
        seed: report.seed,
        blueprint: info.blueprint.clone(),
        pass_percent: report.pass_percent.unwrap_or(80.0),
        time_up: report.time_up,
        quit: report.quit,
        total: 0.0,
        awarded: 0.0,
        percent: 0.0,
        to_be_marked: 0.0,
        verdict: Verdict::ToBeMarked,
        items,
    };
    file.recompute();
    file
}

impl ResultsFile {
    /// Recomputes `total`, `awarded`, `percent`, `to_be_marked` and `verdict` from the items
    /// (every question of the paper counts, answered or not).
    pub(crate) fn recompute(&mut self) {
        let m = |v: f64| Marks::from_f64(v).unwrap_or_default();
        let total: Marks = self.items.iter().map(|i| m(i.points)).sum();
        // An answer waiting for the lecturer counts what the key already gave it; the rest is pending.
        let awarded: Marks = self
            .items
            .iter()
            .map(|i| i.awarded.or(i.key_marks.filter(|_| i.awarded.is_none())).map_or(Marks(0), m))
            .sum();
        let pending: Marks = self
            .items
            .iter()
            .filter(|i| i.awarded.is_none())
            .map(|i| Marks(m(i.points).0.saturating_sub(i.key_marks.map_or(Marks(0), m).0)))
            .sum();
        self.total = total.as_f64();
        self.awarded = awarded.as_f64();
        self.percent = super::marking::percent(awarded, total);
        self.to_be_marked = pending.as_f64();
        self.verdict = match super::marking::verdict(awarded, pending, total, self.pass_percent) {
            Some(true) => Verdict::Pass,
            Some(false) => Verdict::Fail,
            None => Verdict::ToBeMarked,
        };
    }

    /// The items still to be marked by the lecturer.
    pub fn unmarked(&self) -> impl Iterator<Item = &ResultItem> {
        self.items.iter().filter(|i| i.awarded.is_none())
    }

    /// The file as JSON, ending with a newline.
    #[must_use]
    pub fn to_json(&self) -> String {
        let mut s = serde_json::to_string_pretty(self).unwrap_or_default();
        s.push('\n');
        s
    }
}

/// The span of the innermost JSON object around byte `pos` of `text` (strings skipped).
fn object_span(text: &str, pos: usize) -> (usize, usize) {
    let (mut stack, mut in_str, mut esc) = (Vec::new(), false, false);
    let mut start = None;
    for (i, c) in text.char_indices() {
        if i == pos && start.is_none() {
            start = stack.last().copied();
        }
        if in_str {
            match (esc, c) {
                (true, _) => esc = false,
                (false, '\\') => esc = true,
                (false, '"') => in_str = false,
                _ => {}
            }
            continue;
        }
        match c {
            '"' => in_str = true,
            '{' => stack.push(i),
            '}' => {
                if let Some(open) = stack.pop()
                    && Some(open) == start
                {
                    return (open, i + 1);
                }
            }
            _ => {}
        }
    }
    (start.unwrap_or(0), text.len())
}

/// Where the `n`-th item's (0-based) `field` is written in `text`, as (line, column), 1-based;
/// the item's `"id"` when the field is absent, else the start of the file.
fn locate(text: &str, n: usize, field: &str) -> (usize, usize) {
    // `"id":` occurs only as the key of an item: inside a JSON string the quotes are escaped.
    let at = text.match_indices("\"id\":").nth(n).map_or(0, |(id, _)| {
        let (start, end) = object_span(text, id);
        text[start..end].find(&format!("\"{field}\":")).map_or(id, |f| start + f)
    });
    let line = text[..at].matches('\n').count() + 1;
    let column = text[..at].rfind('\n').map_or(at, |i| at - i - 1) + 1;
    (line, column)
}

/// Reads and checks a results file: valid JSON of the shape above, marks in range and in
/// steps of the item's `step`, marked items with an outcome that fits their marks.
///
/// # Errors
/// Every problem found, each with file, line and column.
pub fn read(path: &Path) -> Result<ResultsFile, Vec<ResultsError>> {
    let text = std::fs::read_to_string(path).map_err(|e| {
        let message = Phrase::new("marks-cannot-read").arg("error", crate::core::os_words::io_error(&e));
        vec![ResultsError { file: path.to_path_buf(), line: 1, column: 1, message }]
    })?;
    parse(&text, path)
}

/// [`read`] on text already read; `path` names it in errors.
///
/// # Errors
/// As [`read`].
pub fn parse(text: &str, path: &Path) -> Result<ResultsFile, Vec<ResultsError>> {
    let err = |line, column, message: Phrase| ResultsError { file: path.to_path_buf(), line, column, message };
    let file: ResultsFile = serde_json::from_str(text)
        .map_err(|e| vec![err(e.line(), e.column(), Phrase::new("marks-not-results").arg("error", e.to_string()))])?;
    let mut errors = Vec::new();
    if file.format != FORMAT {
        let (l, c) = text.find("\"format\"").map_or((1, 1), |i| {
            (text[..i].matches('\n').count() + 1, i - text[..i].rfind('\n').map_or(0, |j| j + 1) + 1)
        });
        errors.push(err(l, c, Phrase::new("marks-format").arg("expected", FORMAT).arg("found", file.format.as_str())));
    }
    if !(1..=VERSION).contains(&file.version) {
        let (l, c) = text.find("\"version\"").map_or((1, 1), |i| {
            (text[..i].matches('\n').count() + 1, i - text[..i].rfind('\n').map_or(0, |j| j + 1) + 1)
        });
        errors.push(err(
            l,
            c,
            Phrase::new("marks-version").arg("version", file.version.to_string()).arg("latest", VERSION.to_string()),
        ));
    }
    for (k, it) in file.items.iter().enumerate() {
        let at = |field: &str| locate(text, k, field);
        if Marks::from_f64(it.points).is_none() {
            let (l, c) = at("points");
            errors.push(err(l, c, Phrase::new("marks-points").arg("id", it.id.as_str()).dec("points", it.points)));
        }
        if !(it.step == 0.5 || it.step == 1.0) {
            let (l, c) = at("step");
            errors.push(err(l, c, Phrase::new("marks-step").arg("id", it.id.as_str()).dec("step", it.step)));
        }
        match it.awarded {
            None if it.outcome != Outcome::ToBeMarked => {
                let (l, c) = at("awarded");
                errors.push(err(
                    l,
                    c,
                    Phrase::new("marks-awarded-null")
                        .arg("id", it.id.as_str())
                        .arg("outcome", format!("{:?}", it.outcome)),
                ));
            }
            Some(a) => {
                // Any half mark in range is a valid mark: the step only guides the lecturer's
                // typing, and a mark the key-marker wrote is never refused.
                if let Err(e) = check_marks(a, it.points, 0.5) {
                    let (l, c) = at("awarded");
                    errors.push(err(
                        l,
                        c,
                        Phrase::new("marks-awarded-bad").arg("id", it.id.as_str()).dec("awarded", a).arg("problem", e),
                    ));
                }
                if it.outcome == Outcome::ToBeMarked {
                    let (l, c) = at("outcome");
                    errors.push(err(
                        l,
                        c,
                        Phrase::new("marks-outcome-pending").arg("id", it.id.as_str()).dec("awarded", a),
                    ));
                }
            }
            None => {}
        }
    }
    if errors.is_empty() { Ok(file) } else { Err(errors) }
}

/// Checks marks for a question worth `points` given in steps of `step`.
///
/// # Errors
/// Out of range or not a multiple of the step; the message says what is expected.
pub(crate) fn check_marks(v: f64, points: f64, step: f64) -> Result<Marks, Phrase> {
    let steps = v / step;
    let ok = v.is_finite() && (0.0..=points + 1e-9).contains(&v) && (steps - steps.round()).abs() < 1e-9;
    if !ok {
        let id = if step < 1.0 { "marks-expected-halves" } else { "marks-expected-whole" };
        return Err(Phrase::new(id).dec("points", points));
    }
    Marks::from_f64(v).ok_or_else(|| Phrase::new("marks-expected").dec("points", points))
}

/// Writes `text` to `path`: refuses an existing file unless `force`; the file appears only
/// once complete (written beside it, then renamed).
///
/// # Errors
/// The file exists (without `force`) or cannot be written.
pub(crate) fn write_new(path: &Path, text: &str, force: bool) -> std::io::Result<()> {
    if path.exists() && !force {
        return Err(std::io::Error::new(
            std::io::ErrorKind::AlreadyExists,
            format!("{} exists; not overwriting it (use --force)", path.display()),
        ));
    }
    let mut tmp = path.as_os_str().to_owned();
    tmp.push(".tmp");
    let tmp = PathBuf::from(tmp);
    std::fs::write(&tmp, text)?;
    std::fs::rename(&tmp, path)
}

/// `path` if free, else the first free `stem-2.ext`, `stem-3.ext`, … beside it: an exam's
/// results are never lost and never overwrite another's.
#[must_use]
pub(crate) fn free_path(path: &Path) -> PathBuf {
    if !path.exists() {
        return path.to_path_buf();
    }
    let stem = path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
    let ext = path.extension().map(|e| format!(".{}", e.to_string_lossy())).unwrap_or_default();
    (2..)
        .map(|n| path.with_file_name(format!("{stem}-{n}{ext}")))
        .find(|p| !p.exists())
        .unwrap_or_else(|| path.to_path_buf())
}

/// Marks an item by the lecturer (a mark the key gave is kept in `key_marks`).
pub(crate) fn set_marks(item: &mut ResultItem, marks: Marks, marker: &str) {
    if item.marked_by == MarkedBy::Key && item.awarded.is_some() {
        item.key_marks = item.awarded;
    }
    item.awarded = Some(marks.as_f64());
    item.outcome = grade::outcome_of(marks, Marks::from_f64(item.points).unwrap_or_default());
    item.marker = Some(marker.to_string());
    item.marked_by = MarkedBy::Lecturer;
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> String {
        let item = |n: usize, id: &str, awarded: Option<f64>, outcome: &str, scheme: &str| {
            serde_json::json!({
                "number": n, "id": id, "topic": "laws", "kind": "open", "points": 2.0,
                "prompt": "What does the arbiter do? \"id\": tricky", "key": null, "model_answer": "0-1",
                "scheme": scheme, "step": 0.5, "response": {"type": "text", "value": "he loses"},
                "answer": "he loses", "marked_by": "lecturer", "outcome": outcome, "awarded": awarded,
                "reason": null, "marker": null
            })
        };
        let f = serde_json::json!({
            "format": FORMAT, "version": 1, "candidate": "Ana", "date": "2026-11-25", "lang": "en",
            "seed": 5, "blueprint": "Test", "pass_percent": 80.0, "time_up": false, "quit": false,
            "total": 4.0, "awarded": 0.0, "percent": 0.0, "to_be_marked": 4.0, "verdict": "to-be-marked",
            "items": [item(1, "q1", None, "to-be-marked", "½ off"), item(2, "q2", Some(1.5), "partial", "½ off")]
        });
        serde_json::to_string_pretty(&f).unwrap()
    }

    #[test]
    fn reads_a_results_file_and_recomputes() {
        let mut f = parse(&sample(), Path::new("r.json")).unwrap();
        assert_eq!(f.unmarked().count(), 1);
        f.recompute();
        // 1.5 + at most 2 of 4 could still pass.
        assert_eq!((f.total, f.awarded, f.to_be_marked, f.verdict), (4.0, 1.5, 2.0, Verdict::ToBeMarked));
        set_marks(&mut f.items[0], Marks(0), "J. Pérez");
        f.recompute();
        assert_eq!((f.awarded, f.verdict), (1.5, Verdict::Fail));
        set_marks(&mut f.items[0], Marks(4), "J. Pérez");
        f.recompute();
        assert_eq!((f.awarded, f.percent, f.verdict), (3.5, 87.5, Verdict::Pass));
        assert_eq!(f.items[0].outcome, Outcome::Correct);
    }

    #[test]
    fn errors_name_line_and_column() {
        let text = sample().replace("\"awarded\": 1.5", "\"awarded\": 2.25");
        let errs = parse(&text, Path::new("r.json")).unwrap_err();
        let line = text.lines().position(|l| l.contains("2.25")).unwrap() + 1;
        let col = text.lines().nth(line - 1).unwrap().find("\"awarded\"").unwrap() + 1;
        assert_eq!(errs.len(), 1, "{errs:?}");
        assert_eq!(
            errs[0].to_string(),
            format!("r.json:{line}:{col}: question q2: awarded 2.25: expected marks from 0 to 2, in steps of 0.5")
        );
        let errs = parse("{\"format\": 3}", Path::new("r.json")).unwrap_err();
        assert!(errs[0].to_string().starts_with("r.json:1:"), "{errs:?}");
        let errs = parse(&sample().replace("\"awarded\": 1.5", "\"awarded\": null"), Path::new("r.json")).unwrap_err();
        assert!(errs[0].message.to_string().contains("awarded is null"), "{errs:?}");
    }

    #[test]
    fn marks_follow_the_step() {
        assert_eq!(check_marks(1.5, 2.0, 0.5), Ok(Marks(3)));
        assert!(check_marks(1.5, 2.0, 1.0).unwrap_err().to_string().contains("whole marks"));
        assert!(check_marks(2.5, 2.0, 0.5).is_err());
        assert!(check_marks(-1.0, 2.0, 0.5).is_err());
    }

    #[test]
    fn free_paths_never_overwrite() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("exam-5-results.json");
        assert_eq!(free_path(&p), p);
        std::fs::write(&p, "x").unwrap();
        assert_eq!(free_path(&p), dir.path().join("exam-5-results-2.json"));
        assert!(write_new(&p, "y", false).is_err());
        write_new(&p, "y", true).unwrap();
        assert_eq!(std::fs::read_to_string(&p).unwrap(), "y");
    }
}
