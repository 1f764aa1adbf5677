//! Interactive sessions read from lines of input (a terminal or a pipe).
//!
//! Practice: one question at a time with immediate feedback and the explanation.
//! Exam (B.06.2 4.1.1.3): a timer, no feedback until the end, then the score, pass/fail and a
//! review of mistakes; open answers are left to the lecturer, who marks them from the results
//! file (`quiz mark`, [`super::marking`]).
//!
//! Input, one line per answer: option letters (`a`, `b,c`), a number (`5.4`, `5,4`),
//! boards (`7-29 26-16`), free text for open questions; `s` skips, `q` quits.

use super::fen;
use super::grade::{self, Outcome, Response};
use super::i18n::{self, Arg, Msg, t, tr};
use super::markdown::to_terminal;
use super::schema::{Kind, Lang, Marks, Question, Topic, option_letter};
use serde::Serialize;
use std::io::{self, BufRead, Write};
use std::time::{Duration, Instant};

/// A source of elapsed time, so tests can run an exam without waiting.
pub(crate) trait Clock {
    /// Time since the session started.
    fn elapsed(&self) -> Duration;
}

/// The real clock.
#[derive(Debug)]
pub(crate) struct SystemClock(Instant);

impl SystemClock {
    /// Starts now.
    #[must_use]
    pub fn start() -> SystemClock {
        SystemClock(Instant::now())
    }
}

impl Clock for SystemClock {
    fn elapsed(&self) -> Duration {
        self.0.elapsed()
    }
}

/// Practice or exam.
#[derive(Copy, Clone, Debug, PartialEq)]
pub(crate) enum Mode {
    /// Immediate feedback.
    Practice,
    /// Timed, feedback at the end.
    Exam {
        /// Time allowed.
        limit: Duration,
        /// Pass mark in percent.
        pass_percent: f64,
    },
}

/// One question's result.
#[derive(Clone, Debug, Serialize)]
pub(crate) struct ItemResult {
    /// The question.
    pub id: String,
    /// Its topic.
    pub topic: Topic,
    /// Its kind.
    pub kind: Kind,
    /// Its marks.
    pub points: Marks,
    /// Marks earned.
    pub awarded: Marks,
    /// How it went.
    pub outcome: Outcome,
    /// What was answered.
    pub response: Response,
}

/// A session's result; the JSON of `--format json`:
/// `{"mode", "lang", "seed", "total", "awarded", "percent", "pass_percent", "passed",
/// "time_up", "quit", "items": [{"id", "topic", "kind", "points", "awarded", "outcome",
/// "response": {"type", "value"}}]}`.
#[derive(Clone, Debug, Serialize)]
pub(crate) struct SessionReport {
    /// `practice` or `exam`.
    pub mode: &'static str,
    /// The language used.
    pub lang: Lang,
    /// The selection seed.
    pub seed: u64,
    /// Marks of all questions put.
    pub total: Marks,
    /// Marks earned.
    pub awarded: Marks,
    /// `awarded / total` in percent, one decimal.
    pub percent: f64,
    /// Exam: the pass mark.
    pub pass_percent: Option<f64>,
    /// Exam: whether the candidate passed; `None` while open answers waiting for the
    /// lecturer can still change the result (and in practice).
    pub passed: Option<bool>,
    /// Exam: whether the time ran out.
    pub time_up: bool,
    /// Whether the candidate quit early.
    pub quit: bool,
    /// Per question, in the order put.
    pub items: Vec<ItemResult>,
}

fn hms(d: Duration) -> String {
    let s = d.as_secs();
    format!("{}:{:02}:{:02}", s / 3600, (s / 60) % 60, s % 60)
}

/// The correct answer in short form (`b`, `a, c`, `5.4` — `5,4` in Spanish —, `7-29 26-16`)
/// followed by the words.
fn key_text(q: &Question, lang: Lang) -> String {
    let t = q.text(lang);
    let short =
        q.key_short().map(|s| if q.kind == Kind::Numeric && lang == Lang::Es { s.replace('.', ",") } else { s });
    match short {
        Some(s) => format!("{s} — {}", to_terminal(&t.answer).trim_end()),
        None => to_terminal(&t.answer).trim_end().to_string(),
    }
}

fn response_text(r: &Response, lang: Lang) -> String {
    match r {
        Response::Choices(c) => c.iter().map(|&i| option_letter(i).to_string()).collect::<Vec<_>>().join(","),
        Response::Number(v) => i18n::number(lang, *v),
        Response::Worked { value, working } => format!("{}; {working}", i18n::number(lang, *value)),
        Response::Pairs(p) => p.iter().map(|(w, b)| format!("{w}-{b}")).collect::<Vec<_>>().join(" "),
        Response::Reasoned { pairs, reasons } => {
            format!("{}; {reasons}", pairs.iter().map(|(w, b)| format!("{w}-{b}")).collect::<Vec<_>>().join(" "))
        }
        Response::Text(t) => t.clone(),
        Response::Skipped | Response::Unanswered => t(lang, Msg::NoAnswer),
    }
}

/// Prints a question: header, prompt, diagram, options. The question's id (which names what
/// the question is about) is shown in practice, never to an exam candidate.
///
/// # Errors
/// Writing failed.
pub(crate) fn show_question(
    out: &mut dyn Write,
    q: &Question,
    lang: Lang,
    n: usize,
    of: usize,
    show_id: bool,
) -> io::Result<()> {
    let text = q.text(lang);
    let header = tr(lang, Msg::QuestionOf, &[("n", n.to_string().into()), ("of", of.to_string().into())]);
    if show_id {
        writeln!(out, "\n{header} · {} · {} · {}", q.topic.title(lang), i18n::marks(lang, q.points), q.id)?;
    } else {
        writeln!(out, "\n{header} · {} · {}", q.topic.title(lang), i18n::marks(lang, q.points))?;
    }
    write!(out, "\n{}", to_terminal(&text.prompt))?;
    if let Some(f) = &q.fen
        && let Ok(p) = fen::parse(f)
    {
        write!(out, "\n{}", p.text_diagram(&t(lang, Msg::WhiteToMove), &t(lang, Msg::BlackToMove)))?;
    }
    if !text.options.is_empty() {
        writeln!(out)?;
        for (i, o) in text.options.iter().enumerate() {
            write!(out, "  {}) {}", option_letter(i), to_terminal(o))?;
        }
    }
    if let Some(rule) = super::paper::rounding_rule(q, lang, false) {
        writeln!(out, "\n({})", tr(lang, Msg::GiveResult, &[("rule", Arg::Text(rule))]))?;
    }
    Ok(())
}

fn show_explanation(out: &mut dyn Write, q: &Question, lang: Lang) -> io::Result<()> {
    let text = q.text(lang);
    writeln!(out, "{}: {}", t(lang, Msg::Answer), key_text(q, lang))?;
    write!(out, "{}:\n{}", t(lang, Msg::Explanation), to_terminal(&text.explanation))?;
    let refs: Vec<String> = q.refs.iter().map(ToString::to_string).collect();
    writeln!(out, "{}: {}", t(lang, Msg::Articles), refs.join("; "))
}

/// For a wrong or partly right pairing answer to a generated exercise, the checker's reason
/// (`check --next`) and where the answer departs from the manual procedure.
fn show_engine_note(out: &mut dyn Write, q: &Question, r: &Response, outcome: Outcome, lang: Lang) -> io::Result<()> {
    if outcome == Outcome::Correct {
        return Ok(());
    }
    if let Response::Pairs(p) | Response::Reasoned { pairs: p, .. } = r
        && let Some(note) = super::generated::pairing::explain_answer(q, p, lang == Lang::Es)
    {
        writeln!(out, "{note}")?;
    }
    Ok(())
}

fn show_model(out: &mut dyn Write, q: &Question, lang: Lang) -> io::Result<()> {
    let text = q.text(lang);
    writeln!(out, "{}: {}", t(lang, Msg::ModelAnswer), key_text(q, lang))?;
    if let Some(m) = &text.marking {
        write!(out, "{}:\n{}", t(lang, Msg::MarkingScheme), to_terminal(m))?;
    }
    Ok(())
}

/// What one read of the input gave.
enum Read {
    Line(String),
    Eof,
}

fn read_line(input: &mut dyn BufRead) -> io::Result<Read> {
    let mut s = String::new();
    if input.read_line(&mut s)? == 0 {
        return Ok(Read::Eof);
    }
    Ok(Read::Line(s.trim().to_string()))
}

/// Asks until a valid answer, `s` or `q` (or end of input, which quits).
fn ask(input: &mut dyn BufRead, out: &mut dyn Write, q: &Question, lang: Lang) -> io::Result<Option<Response>> {
    let hint = match q.kind {
        Kind::Single => Msg::HintSingle,
        Kind::Multiple => Msg::HintMultiple,
        Kind::Numeric => Msg::HintNumeric,
        Kind::Pairing => Msg::HintPairing,
        Kind::Open => Msg::HintOpen,
    };
    loop {
        write!(out, "{} ", t(lang, hint))?;
        out.flush()?;
        let line = match read_line(input)? {
            Read::Eof => {
                writeln!(out)?;
                return Ok(None);
            }
            Read::Line(l) => l,
        };
        match line.as_str() {
            "q" | "Q" => return Ok(None),
            "s" | "S" => return Ok(Some(Response::Skipped)),
            "" => continue,
            _ => {}
        }
        let parsed = match q.kind {
            Kind::Single => grade::read_choices(&line, q.text(lang).options.len())
                .and_then(|c| if c.len() == 1 { Ok(Response::Choices(c)) } else { Err(grade::AnswerError::OneLetter) }),
            Kind::Multiple => grade::read_choices(&line, q.text(lang).options.len()).map(Response::Choices),
            // "12,5" and "12.5" are both read (a Spanish candidate writes the decimal comma).
            // A number, then optionally its working: "2643; 22295 / 9 = 2477 …" (step marks).
            Kind::Numeric => grade::read_worked(&line),
            // Without a key a pairing answer may be words ("5 floats"); with one it must be boards.
            Kind::Pairing if q.answer.pairs.is_empty() => {
                Ok(grade::read_pairs(&line).map_or_else(|_| Response::Text(line.clone()), Response::Pairs))
            }
            // Boards, then optionally the reasons after a ';' (the lecturer marks them).
            Kind::Pairing => grade::read_reasoned(&line),
            Kind::Open => Ok(Response::Text(line)),
        };
        match parsed {
            Ok(r) => return Ok(Some(r)),
            Err(e) => writeln!(out, "  ! {}", e.message(lang))?,
        }
    }
}

/// Asks for self-awarded marks; end of input awards 0.
fn ask_marks(input: &mut dyn BufRead, out: &mut dyn Write, max: Marks, lang: Lang) -> io::Result<Marks> {
    loop {
        write!(out, "{} ", tr(lang, Msg::SelfMark, &[("max", i18n::marks_number(lang, max).into())]))?;
        out.flush()?;
        match read_line(input)? {
            Read::Eof => {
                writeln!(out)?;
                return Ok(Marks(0));
            }
            Read::Line(l) if l.is_empty() => {}
            Read::Line(l) => match grade::read_marks(&l, max) {
                Ok(m) => return Ok(m),
                Err(e) => writeln!(out, "  ! {}", e.message(lang))?,
            },
        }
    }
}

/// Marks one response, asking for self-marks when needed.
fn mark(
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    q: &Question,
    r: &Response,
    lang: Lang,
) -> io::Result<(Outcome, Marks)> {
    if let Some(m) = grade::auto_mark(q, r) {
        return Ok(m);
    }
    show_model(out, q, lang)?;
    // The key marks what it can (a pairing's boards and bye); the candidate marks the reasons.
    let (key, max) = grade::by_scheme(q, r).map_or((Marks(0), q.points), |s| (s.key, s.pending));
    if key.0 > 0 {
        writeln!(out, "{}", tr(lang, Msg::KeyPart, &[("marks", i18n::marks_number(lang, key).into())]))?;
    }
    let m = key + ask_marks(input, out, max, lang)?;
    Ok((grade::outcome_of(m, q.points), m))
}

/// Runs a session over `questions`, reading answers from `input` and writing to `out`.
///
/// # Errors
/// Reading input or writing output failed.
pub fn run(
    questions: &[&Question],
    mode: Mode,
    lang: Lang,
    seed: u64,
    clock: &dyn Clock,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> io::Result<SessionReport> {
    let n = questions.len();
    let mut items: Vec<ItemResult> = Vec::with_capacity(n);
    let mut deferred: Vec<usize> = Vec::new();
    let (mut quit, mut time_up) = (false, false);
    for (i, q) in questions.iter().enumerate() {
        let result = |response: Response, outcome: Outcome, awarded: Marks| ItemResult {
            id: q.id.clone(),
            topic: q.topic,
            kind: q.kind,
            points: q.points,
            awarded,
            outcome,
            response,
        };
        if quit || time_up {
            items.push(result(Response::Unanswered, Outcome::Unanswered, Marks(0)));
            continue;
        }
        if let Mode::Exam { limit, .. } = mode {
            let left = limit.saturating_sub(clock.elapsed());
            if left.is_zero() {
                writeln!(out, "\n{}", t(lang, Msg::TimeUp))?;
                time_up = true;
                items.push(result(Response::Unanswered, Outcome::Unanswered, Marks(0)));
                continue;
            }
            show_question(out, q, lang, i + 1, n, false)?;
            writeln!(out, "[{}: {}]", t(lang, Msg::TimeLeft), hms(left))?;
        } else {
            show_question(out, q, lang, i + 1, n, true)?;
        }
        let Some(response) = ask(input, out, q, lang)? else {
            quit = true;
            items.push(result(Response::Unanswered, Outcome::Unanswered, Marks(0)));
            continue;
        };
        match mode {
            Mode::Exam { limit, .. } => {
                if clock.elapsed() > limit {
                    writeln!(out, "{}", t(lang, Msg::TimeUp))?;
                    time_up = true;
                    items.push(result(Response::Unanswered, Outcome::Unanswered, Marks(0)));
                    continue;
                }
                match grade::auto_mark(q, &response) {
                    Some((o, m)) => items.push(result(response, o, m)),
                    None => {
                        // What the key can mark of it already counts; the lecturer marks the rest.
                        let key = grade::by_scheme(q, &response).map_or(Marks(0), |m| m.key);
                        deferred.push(items.len());
                        items.push(result(response, Outcome::Wrong, key));
                    }
                }
            }
            Mode::Practice => {
                let (o, m) = mark(input, out, q, &response, lang)?;
                let word = match o {
                    Outcome::Correct => Msg::Correct,
                    Outcome::Skipped => Msg::Skipped,
                    Outcome::Partial => Msg::Partial,
                    Outcome::Wrong | Outcome::Unanswered | Outcome::ToBeMarked => Msg::Wrong,
                };
                writeln!(out, "\n{} ({})", t(lang, word), i18n::awarded_of(lang, m, q.points))?;
                show_engine_note(out, q, &response, o, lang)?;
                show_explanation(out, q, lang)?;
                items.push(result(response, o, m));
            }
        }
    }
    if let Mode::Exam { .. } = mode {
        // a count of questions (at most thousands)
        let count = Arg::Number(n as f64);
        writeln!(out, "\n{}", tr(lang, Msg::ExamOver, &[("count", count)]))?;
        // Open answers are marked by the lecturer from the results file (`quiz mark`).
        for &k in &deferred {
            items[k].outcome = Outcome::ToBeMarked;
        }
    }
    // After quitting a practice session, the questions never reached are not part of the score;
    // in an exam every question of the paper counts.
    let counted = |r: &&ItemResult| matches!(mode, Mode::Exam { .. }) || r.outcome != Outcome::Unanswered;
    let total: Marks = items.iter().filter(counted).map(|r| r.points).sum();
    let awarded: Marks = items.iter().map(|r| r.awarded).sum();
    let percent = if total.0 == 0 { 0.0 } else { (f64::from(awarded.0) * 1000.0 / f64::from(total.0)).round() / 10.0 };
    let pending: Marks = items
        .iter()
        .filter(|r| r.outcome == Outcome::ToBeMarked)
        .map(|r| Marks(r.points.0.saturating_sub(r.awarded.0)))
        .sum();
    let (pass_percent, passed) = match mode {
        Mode::Exam { pass_percent, .. } => {
            (Some(pass_percent), super::marking::verdict(awarded, pending, total, pass_percent))
        }
        Mode::Practice => (None, None),
    };
    writeln!(
        out,
        "\n{}: {}/{} ({} %)",
        t(lang, Msg::Score),
        i18n::marks_number(lang, awarded),
        i18n::marks_number(lang, total),
        i18n::fixed(lang, percent, 1)
    )?;
    if let Some(p) = pass_percent {
        if pending.0 > 0 {
            writeln!(out, "{}", super::marking::pending_note(lang, deferred.len(), pending, passed))?;
        }
        if let Some(ok) = passed {
            writeln!(
                out,
                "{} ({} {} %)",
                t(lang, if ok { Msg::Pass } else { Msg::Fail }),
                t(lang, Msg::PassMark),
                i18n::number(lang, p)
            )?;
        }
        writeln!(out, "\n== {} ==", t(lang, Msg::Review))?;
        let mut any = false;
        for (k, r) in items.iter().enumerate() {
            if matches!(r.outcome, Outcome::Correct | Outcome::ToBeMarked) {
                continue;
            }
            any = true;
            let q = questions[k];
            writeln!(
                out,
                "\n{} · {} · {}",
                tr(lang, Msg::QuestionN, &[("n", (k + 1).to_string().into())]),
                q.id,
                i18n::awarded_of(lang, r.awarded, q.points)
            )?;
            writeln!(out, "{}: {}", t(lang, Msg::YourAnswer), response_text(&r.response, lang))?;
            show_engine_note(out, q, &r.response, r.outcome, lang)?;
            show_explanation(out, q, lang)?;
        }
        if !any {
            writeln!(out, "{}", t(lang, Msg::NoMistakes))?;
        }
    }
    out.flush()?;
    Ok(SessionReport {
        mode: if pass_percent.is_some() { "exam" } else { "practice" },
        lang,
        seed,
        total,
        awarded,
        percent,
        pass_percent,
        passed,
        time_up,
        quit,
        items,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::quiz::schema::{AnswerKey, LangText, Origin};
    use std::cell::Cell;

    /// Each call to `elapsed` advances one minute.
    struct FakeClock(Cell<u64>);
    impl Clock for FakeClock {
        fn elapsed(&self) -> Duration {
            let m = self.0.get();
            self.0.set(m + 1);
            Duration::from_secs(60 * m)
        }
    }

    fn text(options: &[&str]) -> LangText {
        LangText {
            prompt: "P?".into(),
            options: options.iter().map(|s| (*s).to_string()).collect(),
            answer: "A".into(),
            explanation: "E".into(),
            marking: Some("M".into()),
        }
    }

    fn questions() -> Vec<Question> {
        let base = |id: &str, kind: Kind, answer: AnswerKey, opts: &[&str]| Question {
            id: id.into(),
            topic: Topic::Laws,
            kind,
            points: Marks(4),
            source: "s".into(),
            refs: Vec::new(),
            fen: Some("7k/8/8/8/8/8/8/K6R w - - 0 1".into()),
            editions: Vec::new(),
            cluster: None,
            answer,
            es: text(opts),
            en: text(opts),
            origin: Origin::default(),
        };
        vec![
            base("a", Kind::Single, AnswerKey { choices: vec![1], ..AnswerKey::default() }, &["x", "y"]),
            base("b", Kind::Numeric, AnswerKey { value: Some(5.4), tolerance: 0.05, ..AnswerKey::default() }, &[]),
            base("c", Kind::Open, AnswerKey::default(), &[]),
        ]
    }

    fn go(mode: Mode, input: &str, clock: &dyn Clock) -> (SessionReport, String) {
        colored::control::set_override(false);
        let qs = questions();
        let refs: Vec<&Question> = qs.iter().collect();
        let mut out = Vec::new();
        let r = run(&refs, mode, Lang::En, 1, clock, &mut input.as_bytes(), &mut out).unwrap();
        (r, String::from_utf8(out).unwrap())
    }

    #[test]
    fn practice_gives_feedback_and_self_marking() {
        let (r, out) = go(Mode::Practice, "z\nb\n5,4\nmy ruling\n1.5\n", &SystemClock::start());
        assert!(out.contains("'z' is not an option"), "{out}");
        assert!(out.contains("Correct (2/2 marks)"), "{out}");
        assert!(out.contains("Model answer: A"), "{out}");
        assert_eq!(r.awarded, Marks(11));
        assert_eq!(r.items[2].outcome, Outcome::Partial);
        assert!((r.percent - 91.7).abs() < 1e-9, "{}", r.percent);
        assert!(r.passed.is_none());
    }

    #[test]
    fn exam_stops_accepting_answers_at_the_limit() {
        // Minutes elapsed: 0 before q1, 1 after; 2 before q2, 3 after → over a 2-minute limit.
        let clock = FakeClock(Cell::new(0));
        let mode = Mode::Exam { limit: Duration::from_secs(150), pass_percent: 80.0 };
        let (r, out) = go(mode, "b\n5.4\nruling\n", &clock);
        assert!(r.time_up);
        assert_eq!(r.items[0].outcome, Outcome::Correct);
        assert_eq!(r.items[1].outcome, Outcome::Unanswered);
        assert_eq!(r.items[2].outcome, Outcome::Unanswered);
        assert_eq!(r.passed, Some(false));
        assert!(out.contains("Time is up"), "{out}");
        assert!(out.contains("Review of mistakes"), "{out}");
    }

    #[test]
    fn exam_defers_feedback_and_leaves_open_answers_to_the_lecturer() {
        let mode = Mode::Exam { limit: Duration::from_secs(3600), pass_percent: 80.0 };
        let (r, out) = go(mode, "b\n5.4\nruling\n", &SystemClock::start());
        assert!(!out.contains("Model answer"), "the candidate does not mark: {out}");
        assert!(!out.contains("Correct ("), "{out}");
        assert_eq!(r.items[2].outcome, Outcome::ToBeMarked);
        assert_eq!(r.awarded, Marks(8));
        // 4 of 6 marks so far; the 2 marks of the open answer decide.
        assert_eq!(r.passed, None);
        assert!(out.contains("1 open answer (2 marks) to be marked by the lecturer"), "{out}");
        assert!(out.contains("The result depends on those marks."), "{out}");
        // A candidate who cannot reach 80 % even with full marks for the open answer fails now.
        let (r, _) = go(mode, "a\n5.4\nruling\n", &SystemClock::start());
        assert_eq!(r.passed, Some(false));
    }

    #[test]
    fn quitting_leaves_the_rest_unanswered() {
        let (r, _) = go(Mode::Practice, "s\nq\n", &SystemClock::start());
        assert!(r.quit);
        assert_eq!(r.items[0].outcome, Outcome::Skipped);
        assert_eq!(r.items[1].outcome, Outcome::Unanswered);
        assert_eq!(r.items.len(), 3);
        // Only the skipped question (2 marks) counts; the two never reached do not (3 × 2 before).
        assert_eq!(r.total, Marks(4), "{r:?}");
    }
}
