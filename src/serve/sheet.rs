//! A candidate's answer sheet: reading an answer from a form, marking it with the quiz's own
//! marking ([`crate::quiz::grade`]), and the score of a session — the same rules as
//! `arbitro quiz` (pass at the blueprint's mark, B.06.2 4.1.1.3: 80 %).

use super::store::{Answer, Session};
use crate::quiz::grade::{self, Outcome, Response};
use crate::quiz::schema::option_letter;
use crate::quiz::{Bank, Kind, Marks, Question};
use std::collections::BTreeMap;

/// What a form gave: the answer in the command line's words, or a skip.
#[derive(Clone, Debug, PartialEq)]
pub struct Given {
    /// `a,c`, `5.4`, `7-29 26-16` or free text; empty when skipped.
    pub text: String,
    /// Skipped.
    pub skipped: bool,
}

/// Longest answer taken, in characters.
pub const MAX_ANSWER: usize = 20_000;

/// The refusal of an answer over [`MAX_ANSWER`] characters (or over the form's byte limit).
pub const TOO_LONG: &str = "the answer is too long (at most 20,000 characters)";

/// Reads the answer to `q` from a submitted form: `choice` (single), `c0`, `c1`, … (multiple),
/// `text` (numeric, pairing, open), `skip` to skip.
///
/// # Errors
/// The answer cannot be read (a message for the candidate, from the quiz's own parsers).
pub fn read_form(q: &Question, form: &BTreeMap<String, String>) -> Result<Given, String> {
    if form.contains_key("skip") {
        return Ok(Given { text: String::new(), skipped: true });
    }
    let options = q.en.options.len().max(q.es.options.len());
    let text = match q.kind {
        Kind::Single => {
            let i: usize = form.get("choice").and_then(|v| v.parse().ok()).ok_or("choose an option")?;
            if i >= options {
                return Err("choose an option".into());
            }
            option_letter(i).to_string()
        }
        Kind::Multiple => {
            let letters: Vec<String> = (0..options)
                .filter(|i| form.contains_key(&format!("c{i}")))
                .map(|i| option_letter(i).to_string())
                .collect();
            if letters.is_empty() {
                return Err("tick at least one option".into());
            }
            letters.join(",")
        }
        Kind::Numeric | Kind::Pairing | Kind::Open => {
            let t = form.get("text").map(|s| s.trim().to_string()).unwrap_or_default();
            if t.is_empty() {
                return Err("write an answer, or skip".into());
            }
            if t.chars().count() > MAX_ANSWER {
                return Err(TOO_LONG.into());
            }
            t
        }
    };
    let given = Given { text, skipped: false };
    response(q, &given)?;
    Ok(given)
}

/// A message of [`read_form`] in the candidate's language (the quiz's parsers' own messages
/// follow the interface's words for what was expected).
#[must_use]
pub fn read_error(lang: crate::quiz::Lang, e: &str) -> String {
    use super::page::t;
    match e {
        "choose an option" => t(lang, "err_choose").to_string(),
        "tick at least one option" => t(lang, "err_tick").to_string(),
        "write an answer, or skip" => t(lang, "err_write").to_string(),
        e if e.starts_with("the answer is too long") => t(lang, "err_long").to_string(),
        e if lang == crate::quiz::Lang::En => e.to_string(),
        e => format!("{} ({e})", t(lang, "err_unreadable")),
    }
}

/// The quiz's [`Response`] for an answer as stored.
///
/// # Errors
/// The text does not read as an answer of the question's kind.
pub fn response(q: &Question, g: &Given) -> Result<Response, String> {
    if g.skipped {
        return Ok(Response::Skipped);
    }
    let options = q.en.options.len().max(q.es.options.len());
    Ok(match q.kind {
        Kind::Single | Kind::Multiple => Response::Choices(grade::parse_choices(&g.text, options)?),
        // A number with its working, boards with their reasons (the scheme's step marks and parts).
        Kind::Numeric => grade::read_worked(&g.text).map_err(|e| e.to_string())?,
        Kind::Pairing => grade::read_reasoned(&g.text).map_err(|e| e.to_string())?,
        Kind::Open => Response::Text(g.text.clone()),
    })
}

/// The half-marks an answer earns without a marker, `None` when it must be marked against the
/// scheme (open answers; pairings without a key) — [`grade::auto_mark`].
#[must_use]
pub fn auto_marks(q: &Question, g: &Given) -> Option<u32> {
    let r = response(q, g).unwrap_or(Response::Unanswered);
    grade::auto_mark(q, &r).map(|(_, m)| m.0)
}

/// The outcome of an answer as it stands (`None`: awaiting marking).
#[must_use]
pub fn outcome(q: &Question, a: Option<&Answer>) -> Option<Outcome> {
    match a {
        None => Some(Outcome::Unanswered),
        Some(a) if a.skipped => Some(Outcome::Skipped),
        Some(a) => a.awarded.map(|m| grade::outcome_of(Marks(m), q.points)),
    }
}

/// A session's questions from the bank (`None` for an id the bank no longer has).
#[must_use]
pub fn questions<'a>(bank: &'a Bank, s: &Session) -> Vec<Option<&'a Question>> {
    s.questions.iter().map(|id| bank.get(id)).collect()
}

/// The answers of a session by question (`None`: not answered).
#[must_use]
pub fn by_index(n: usize, answers: Vec<Answer>) -> Vec<Option<Answer>> {
    let mut v = vec![None; n];
    for a in answers {
        if a.index < n {
            let i = a.index;
            v[i] = Some(a);
        }
    }
    v
}

/// The score of a session.
#[derive(Clone, Debug, PartialEq)]
pub struct Score {
    /// Marks of all the questions put.
    pub total: Marks,
    /// Marks earned so far.
    pub awarded: Marks,
    /// Questions answered (or skipped).
    pub answered: usize,
    /// Answers awaiting marking.
    pub pending: usize,
    /// `awarded / total` in percent.
    pub percent: f64,
    /// Exam: passed, once nothing awaits marking.
    pub passed: Option<bool>,
}

/// Scores the answers to `qs` under the session's pass mark.
#[must_use]
pub fn score(qs: &[Option<&Question>], answers: &[Option<Answer>], pass_percent: Option<f64>) -> Score {
    let total: Marks = qs.iter().flatten().map(|q| q.points).sum();
    let awarded: Marks = answers.iter().flatten().filter_map(|a| a.awarded).map(Marks).sum();
    let answered = answers.iter().flatten().count();
    let pending = answers.iter().flatten().filter(|a| !a.skipped && a.awarded.is_none()).count();
    let percent = if total.0 == 0 { 0.0 } else { (f64::from(awarded.0) * 1000.0 / f64::from(total.0)).round() / 10.0 };
    let passed = pass_percent.filter(|_| pending == 0).map(|p| percent + 1e-9 >= p);
    Score { total, awarded, answered, pending, percent, passed }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bank() -> Bank {
        crate::quiz::bank::load(&std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("exams")).unwrap().0
    }

    fn form(kv: &[(&str, &str)]) -> BTreeMap<String, String> {
        kv.iter().map(|(k, v)| ((*k).to_string(), (*v).to_string())).collect()
    }

    #[test]
    fn marks_each_kind_as_the_command_line_does() {
        let b = bank();
        for kind in [Kind::Single, Kind::Multiple, Kind::Numeric, Kind::Open] {
            let q = b.questions.iter().find(|q| q.kind == kind).unwrap();
            let right = match kind {
                Kind::Single => form(&[("choice", &q.answer.choices[0].to_string())]),
                Kind::Multiple => {
                    let keys: Vec<String> = q.answer.choices.iter().map(|i| format!("c{i}")).collect();
                    keys.iter().map(|k| (k.clone(), "on".to_string())).collect()
                }
                Kind::Numeric => form(&[("text", &q.answer.value.unwrap().to_string().replace('.', ","))]),
                _ => form(&[("text", "the arbiter <b>stops</b> the clocks")]),
            };
            let g = read_form(q, &right).unwrap();
            if kind == Kind::Open {
                assert_eq!(auto_marks(q, &g), None, "open answers await the marker");
                assert_eq!(g.text, "the arbiter <b>stops</b> the clocks");
            } else {
                assert_eq!(auto_marks(q, &g), Some(q.points.0), "{} {:?}", q.id, g);
            }
        }
        let q = b.questions.iter().find(|q| q.kind == Kind::Single).unwrap();
        let wrong = (q.answer.choices[0] + 1) % q.en.options.len();
        assert_eq!(auto_marks(q, &read_form(q, &form(&[("choice", &wrong.to_string())])).unwrap()), Some(0));
        assert!(read_form(q, &form(&[("choice", "99")])).is_err());
        assert!(read_form(q, &form(&[])).is_err());
        let skipped = read_form(q, &form(&[("skip", "")])).unwrap();
        assert!(skipped.skipped);
        assert_eq!(auto_marks(q, &skipped), Some(0));
    }

    #[test]
    fn scores_and_waits_for_marking_before_passing() {
        let b = bank();
        let q: Vec<&Question> = b.questions.iter().take(2).collect();
        let qs: Vec<Option<&Question>> = q.iter().copied().map(Some).collect();
        let full = |i: usize, m: Option<u32>| Answer { index: i, text: "x".into(), skipped: false, awarded: m, at: 0 };
        let s = score(&qs, &[Some(full(0, Some(q[0].points.0))), Some(full(1, None))], Some(80.0));
        assert_eq!((s.answered, s.pending, s.passed), (2, 1, None));
        let s = score(&qs, &[Some(full(0, Some(q[0].points.0))), Some(full(1, Some(q[1].points.0)))], Some(80.0));
        assert_eq!((s.percent, s.passed), (100.0, Some(true)));
        let s = score(&qs, &[Some(full(0, Some(0))), None], Some(80.0));
        assert_eq!((s.answered, s.passed, s.percent), (1, Some(false), 0.0));
    }
}
