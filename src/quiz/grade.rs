//! Reading a candidate's answer and marking it against the key.

use super::schema::{Kind, Lang, Marks, Question};
use serde::Serialize;

/// What the candidate answered.
#[derive(Clone, Debug, PartialEq, Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case", tag = "type", content = "value")]
pub enum Response {
    /// Options chosen, 0-based, sorted.
    Choices(Vec<usize>),
    /// A number.
    Number(f64),
    /// A number with the working that led to it (`2643; 22295 / 9 = 2477, +166`), so that the
    /// scheme's step marks can apply.
    Worked {
        /// The number.
        value: f64,
        /// The working, as written.
        working: String,
    },
    /// Boards, white first.
    Pairs(Vec<(u32, u32)>),
    /// Boards with the reasons written after them (`25-21 23-24 22-0; [C9] …`), which the
    /// lecturer marks.
    Reasoned {
        /// The boards.
        pairs: Vec<(u32, u32)>,
        /// The reasons, as written.
        reasons: String,
    },
    /// Free text (open questions).
    Text(String),
    /// Skipped.
    Skipped,
    /// Not answered (quit, or time ran out).
    Unanswered,
}

/// How an answer was marked.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Outcome {
    /// Full marks.
    Correct,
    /// Some marks (self-marked).
    Partial,
    /// No marks.
    Wrong,
    /// Skipped.
    Skipped,
    /// Not answered.
    Unanswered,
    /// An open answer in an exam, to be marked by the lecturer from the results file
    /// (`quiz mark`).
    ToBeMarked,
}

/// Why an answer could not be read; shown to the candidate in their language by
/// [`AnswerError::message`] (the `Display` form is English).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnswerError {
    /// A letter that is not an option, and the last option's letter.
    NotAnOption {
        /// What was typed.
        letter: char,
        /// The last option.
        last: char,
    },
    /// No letter at all.
    NoOption,
    /// Several letters for a single-choice question.
    OneLetter,
    /// Not a number.
    NotANumber(String),
    /// A token that is not `N-N`.
    NotABoard(String),
    /// No board.
    NoBoard,
    /// Marks not a multiple of ½ between 0 and the maximum.
    MarkRange(Marks),
}

impl AnswerError {
    /// The message in `lang` (numbers in its format).
    #[must_use]
    pub fn message(&self, lang: Lang) -> String {
        use super::i18n::{Arg, Msg, number, tr};
        match self {
            AnswerError::NotAnOption { letter, last } => tr(
                lang,
                Msg::ErrorNotAnOption,
                &[("letter", letter.to_string().into()), ("last", last.to_string().into())],
            ),
            AnswerError::NoOption => tr(lang, Msg::ErrorNoOption, &[]),
            AnswerError::OneLetter => tr(lang, Msg::ErrorOneLetter, &[]),
            AnswerError::NotANumber(t) => tr(lang, Msg::ErrorNotANumber, &[("text", Arg::Text(t.clone()))]),
            AnswerError::NotABoard(t) => tr(lang, Msg::ErrorNotABoard, &[("token", Arg::Text(t.clone()))]),
            AnswerError::NoBoard => tr(lang, Msg::ErrorNoBoard, &[]),
            AnswerError::MarkRange(max) => tr(
                lang,
                Msg::ErrorMarkRange,
                &[("max", number(lang, max.as_f64()).into()), ("step", number(lang, 0.5).into())],
            ),
        }
    }
}

impl std::fmt::Display for AnswerError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message(Lang::En))
    }
}

/// Parses option letters such as `a`, `b,c`, `B C` or `bc` into sorted 0-based indices.
///
/// # Errors
/// A letter out of range or any other character.
pub fn parse_choices(line: &str, options: usize) -> Result<Vec<usize>, String> {
    read_choices(line, options).map_err(|e| e.to_string())
}

/// [`parse_choices`] with a typed error.
///
/// # Errors
/// A letter out of range or any other character.
pub(crate) fn read_choices(line: &str, options: usize) -> Result<Vec<usize>, AnswerError> {
    let mut v = Vec::new();
    for c in line.chars().filter(|c| !matches!(c, ',' | ' ' | ';')) {
        let c = c.to_ascii_lowercase();
        let i = (c as usize).wrapping_sub('a' as usize);
        if !c.is_ascii_lowercase() || i >= options {
            let last = char::from(b'a' + u8::try_from(options.clamp(1, 26) - 1).unwrap_or(0));
            return Err(AnswerError::NotAnOption { letter: c, last });
        }
        v.push(i);
    }
    if v.is_empty() {
        return Err(AnswerError::NoOption);
    }
    v.sort_unstable();
    v.dedup();
    Ok(v)
}

/// Parses a number, accepting a decimal comma (`5,4`, as a Spanish candidate writes it) or a
/// decimal point (`5.4`), and a leading `+`.
///
/// # Errors
/// Not a number.
pub fn parse_number(line: &str) -> Result<f64, String> {
    read_number(line).map_err(|e| e.to_string())
}

/// [`parse_number`] with a typed error.
///
/// # Errors
/// Not a number.
pub(crate) fn read_number(line: &str) -> Result<f64, AnswerError> {
    let t = line.trim().trim_start_matches('+').replace(',', ".");
    t.parse::<f64>().ok().filter(|v| v.is_finite()).ok_or_else(|| AnswerError::NotANumber(line.trim().to_owned()))
}

/// Parses boards such as `7-29 26-16` (also `7–29`, `7 v 29`, `7-29, 26-16`).
///
/// # Errors
/// A token that is not `N-N`.
pub fn parse_pairs(line: &str) -> Result<Vec<(u32, u32)>, String> {
    read_pairs(line).map_err(|e| e.to_string())
}

/// [`parse_pairs`] with a typed error.
///
/// # Errors
/// A token that is not `N-N`.
pub(crate) fn read_pairs(line: &str) -> Result<Vec<(u32, u32)>, AnswerError> {
    let norm = line.replace('–', "-").replace(',', " ").replace(" v ", "-").replace(" - ", "-");
    let norm = norm.to_lowercase().replace("-bye", "-0").replace(" bye", "-0");
    let mut v = Vec::new();
    for tok in norm.split_whitespace() {
        let (a, b) = tok.split_once('-').ok_or_else(|| AnswerError::NotABoard(tok.to_owned()))?;
        let (Ok(a), Ok(b)) = (a.parse::<u32>(), b.parse::<u32>()) else {
            return Err(AnswerError::NotABoard(tok.to_owned()));
        };
        v.push((a, b));
    }
    if v.is_empty() {
        return Err(AnswerError::NoBoard);
    }
    Ok(v)
}

/// Reads a numeric answer with optional working after it: `2643`, `2643; 22295/9 = 2477`,
/// `5,4 (40 × 0,135)`. The number is the first word; the rest is the working.
///
/// # Errors
/// The first word is not a number.
pub(crate) fn read_worked(line: &str) -> Result<Response, AnswerError> {
    let line = line.trim();
    let cut = line.find(|c: char| c.is_whitespace() || c == ';').unwrap_or(line.len());
    let value = read_number(&line[..cut])?;
    let working = line[cut..].trim_start_matches(|c: char| c.is_whitespace() || c == ';').trim();
    Ok(if working.is_empty() { Response::Number(value) } else { Response::Worked { value, working: working.into() } })
}

/// Reads a pairing answer with optional reasons after a `;`: `25-21 23-24 22-0; [C9] …`.
///
/// # Errors
/// The part before the `;` is not boards.
pub(crate) fn read_reasoned(line: &str) -> Result<Response, AnswerError> {
    let (boards, reasons) = line.split_once(';').unwrap_or((line, ""));
    let pairs = read_pairs(boards)?;
    Ok(if reasons.trim().is_empty() {
        Response::Pairs(pairs)
    } else {
        Response::Reasoned { pairs, reasons: reasons.trim().into() }
    })
}

/// Parses self-awarded marks (`1`, `1.5`, `1,5`), at most `max`.
///
/// # Errors
/// Not a multiple of ½ between 0 and `max`.
pub fn parse_marks(line: &str, max: Marks, lang: Lang) -> Result<Marks, String> {
    read_marks(line, max).map_err(|e| e.message(lang))
}

/// [`parse_marks`] with a typed error.
///
/// # Errors
/// Not a number, or not a multiple of ½ between 0 and `max`.
pub(crate) fn read_marks(line: &str, max: Marks) -> Result<Marks, AnswerError> {
    let v = read_number(line)?;
    Marks::from_f64(v).filter(|m| *m <= max).ok_or(AnswerError::MarkRange(max))
}

/// Marks an answer that needs no self-marking; `None` when the candidate (in practice) or the
/// lecturer (in an exam) must mark it against the scheme: open questions, pairings without a
/// key, and answers with reasons the scheme gives marks for.
#[must_use]
pub fn auto_mark(q: &Question, r: &Response) -> Option<(Outcome, Marks)> {
    let m = by_scheme(q, r)?;
    if m.pending.0 > 0 {
        return None;
    }
    let outcome = match r {
        Response::Skipped => Outcome::Skipped,
        Response::Unanswered => Outcome::Unanswered,
        _ => outcome_of(m.key, q.points),
    };
    Some((outcome, m.key))
}

/// The marks the key gives an answer by the question's scheme, part by part.
#[derive(Clone, Debug, PartialEq)]
pub struct SchemeMarks {
    /// What the key awards (every part it can mark).
    pub key: Marks,
    /// Marks the key cannot award: the reasons of a pairing answer, for the lecturer.
    pub pending: Marks,
    /// Each part: what it is worth, what it earned, why (English, for the record).
    pub parts: Vec<String>,
}

/// Marks an answer by the scheme; `None` when the key cannot mark it at all (open questions,
/// free text, and pairings without a machine-readable scheme: their printed scheme is the
/// lecturer's to apply). Numbers: the key's value earns every mark; a step value of the scheme
/// earns its marks when the working is shown. Pairings: by [`super::board_marks`] (the boards
/// share their marks, the bye its marks or, without marks of its own, a board's share); the
/// reasons are left to the lecturer when written (nothing when none are).
#[must_use]
pub fn by_scheme(q: &Question, r: &Response) -> Option<SchemeMarks> {
    let full = q.points;
    let whole = |ok: bool, why: String| SchemeMarks {
        key: if ok { full } else { Marks(0) },
        pending: Marks(0),
        parts: vec![why],
    };
    let keyed_pairing = q.kind == Kind::Pairing && !q.answer.pairs.is_empty() && q.answer.scheme.is_some();
    match (q.kind, r) {
        (Kind::Pairing, Response::Skipped | Response::Unanswered) if !keyed_pairing => None,
        (_, Response::Skipped | Response::Unanswered) => Some(whole(false, "no answer".into())),
        (Kind::Single | Kind::Multiple, Response::Choices(c)) => Some(whole(*c == q.answer.choices, "options".into())),
        (Kind::Numeric, Response::Number(v)) => Some(numeric_marks(q, *v, "")),
        (Kind::Numeric, Response::Worked { value, working }) => Some(numeric_marks(q, *value, working)),
        (Kind::Pairing, Response::Pairs(p)) if keyed_pairing => Some(pairing_scheme_marks(q, p, "", Lang::En)),
        (Kind::Pairing, Response::Reasoned { pairs, reasons }) if keyed_pairing => {
            Some(pairing_scheme_marks(q, pairs, reasons, Lang::En))
        }
        _ => None,
    }
}

/// A numeric answer by the scheme: the key (or an accepted value) earns every mark; a step
/// value earns its step marks when `working` shows the method.
fn numeric_marks(q: &Question, v: f64, working: &str) -> SchemeMarks {
    if numeric_ok(q, v) {
        return SchemeMarks { key: q.points, pending: Marks(0), parts: vec!["the key's value".into()] };
    }
    let rounded = q.answer.decimals.map_or(v, |d| round_to(v, d));
    if let Some(s) = q.answer.partial.iter().find(|s| (s.value - rounded).abs() <= q.answer.tolerance + 1e-9) {
        return if working.trim().is_empty() {
            SchemeMarks {
                key: Marks(0),
                pending: Marks(0),
                parts: vec![format!("{v} without working: the step marks ({}) need the method shown", s.marks)],
            }
        } else {
            SchemeMarks { key: s.marks, pending: Marks(0), parts: vec![format!("step marks {}: {}", s.marks, s.en)] }
        };
    }
    SchemeMarks { key: Marks(0), pending: Marks(0), parts: vec![format!("{v} is not the key")] }
}

/// A pairing answer by the question's scheme (see [`by_scheme`]), its parts worded in `lang`.
pub(crate) fn pairing_scheme_marks(q: &Question, answer: &[(u32, u32)], reasons: &str, lang: Lang) -> SchemeMarks {
    use super::board_marks::{Tally, Unit};
    let es = lang == Lang::Es;
    let s = q.answer.scheme.unwrap_or_else(|| super::board_marks::boards_only(q.points, false));
    let unit = Unit::of(&s);
    // Without marks of its own the bye is one of the boards.
    let bye_is_a_board = s.bye.0 == 0;
    let key_boards: Vec<(u32, u32)> = q.answer.pairs.iter().copied().filter(|p| bye_is_a_board || p.1 != 0).collect();
    let key_byes: Vec<(u32, u32)> = q.answer.pairs.iter().copied().filter(|p| p.1 == 0).collect();
    let given_boards: Vec<(u32, u32)> = answer.iter().copied().filter(|p| bye_is_a_board || p.1 != 0).collect();
    let tally = Tally::of(&key_boards, &given_boards);
    let boards = tally.marks(s.boards);
    let mut parts = vec![tally.arithmetic(s.boards, lang, unit)];
    let mut bye = Marks(0);
    if !bye_is_a_board {
        let byes_right = key_byes.iter().all(|b| answer.contains(b));
        let extra_byes = answer.iter().filter(|p| p.1 == 0 && !key_byes.contains(p)).count();
        if byes_right && extra_byes == 0 && !key_byes.is_empty() {
            bye = s.bye;
        }
        let m = |x: Marks| super::i18n::marks(lang, x);
        parts.push(if es {
            format!("bye {} de {}", m(bye), m(s.bye))
        } else {
            format!("bye {} of {}", m(bye), m(s.bye))
        });
    }
    let pending = if s.reasons.0 > 0 && !reasons.trim().is_empty() {
        parts.push(if es {
            format!("razones: {}, las califica el profesor", super::i18n::marks(lang, s.reasons))
        } else {
            format!("reasons: {} to the lecturer", super::i18n::marks(lang, s.reasons))
        });
        s.reasons
    } else {
        if s.reasons.0 > 0 {
            parts.push(if es {
                format!("razones 0 de {} (no escritas)", super::i18n::marks(lang, s.reasons))
            } else {
                format!("reasons 0 of {} (none written)", super::i18n::marks(lang, s.reasons))
            });
        }
        Marks(0)
    };
    SchemeMarks { key: boards + bye, pending, parts }
}

/// Rounds `v` to `decimals` decimals, half away from zero (the rule B.02 8.3.4 states for
/// rating changes, and the one the bank's `answer.decimals` means).
#[must_use]
pub(crate) fn round_to(v: f64, decimals: u8) -> f64 {
    let f = 10f64.powi(i32::from(decimals));
    // A tiny nudge so that 5.45 written in binary as 5.4499999… still rounds away from zero.
    let x = v * f;
    (x + x.signum() * 1e-9).round() / f
}

/// Whether a numeric answer earns the marks: rounded by the question's rounding rule it equals
/// the key or one of the accepted values, or it lies within the tolerance of the key.
#[must_use]
pub(crate) fn numeric_ok(q: &Question, v: f64) -> bool {
    let want = q.answer.value.unwrap_or(f64::NAN);
    let rounded = q.answer.decimals.map_or(v, |d| round_to(v, d));
    (v - want).abs() <= q.answer.tolerance + 1e-9
        || std::iter::once(want).chain(q.answer.accept.iter().copied()).any(|a| (rounded - a).abs() <= 1e-9)
}

/// The outcome of self-awarded marks.
#[must_use]
pub(crate) fn outcome_of(awarded: Marks, full: Marks) -> Outcome {
    if awarded >= full {
        Outcome::Correct
    } else if awarded.0 == 0 {
        Outcome::Wrong
    } else {
        Outcome::Partial
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answer_errors_reach_the_candidate_in_their_language() {
        let e = read_choices("z", 4).unwrap_err();
        assert_eq!(e.message(Lang::En), "'z' is not an option: answer with letters a-d, e.g. 'a' or 'a,c'");
        assert_eq!(e.message(Lang::Es), "'z' no es una opción: responda con letras de la a a la d, p. ej. 'a' o 'a,c'");
        assert_eq!(read_number("x").unwrap_err().message(Lang::Es), "'x' no es un número");
        assert_eq!(
            read_pairs("7/29").unwrap_err().message(Lang::Es),
            "'7/29' no es un tablero: escriba blancas-negras, p. ej. 7-29"
        );
        assert_eq!(
            read_marks("3", Marks(5)).unwrap_err().message(Lang::Es),
            "indique una puntuación entre 0 y 2,5, en pasos de 0,5"
        );
        assert_eq!(
            read_marks("3", Marks(5)).unwrap_err().to_string(),
            "give a mark between 0 and 2.5, in steps of 0.5"
        );
    }

    #[test]
    fn numbers_follow_the_stated_rounding_rule() {
        assert_eq!(round_to(5.45, 1), 5.5);
        assert_eq!(round_to(-12.5, 0), -13.0, "B.02 8.3.4: 0.5 away from zero");
        assert_eq!(round_to(1574.78, 0), 1575.0);
    }

    #[test]
    fn parses_answers() {
        assert_eq!(parse_choices("b,c", 4), Ok(vec![1, 2]));
        assert_eq!(parse_choices("C A", 4), Ok(vec![0, 2]));
        assert!(parse_choices("e", 4).is_err());
        assert!(parse_choices("", 4).is_err());
        assert_eq!(parse_number("5,4"), Ok(5.4));
        assert_eq!(parse_number("+5.40"), Ok(5.4));
        assert!(parse_number("x").is_err());
        assert_eq!(parse_pairs("7-29, 26–16"), Ok(vec![(7, 29), (26, 16)]));
        assert_eq!(parse_pairs("1-3 4-2 5-0"), Ok(vec![(1, 3), (4, 2), (5, 0)]));
        assert_eq!(parse_pairs("1-3 4-2 5 bye"), Ok(vec![(1, 3), (4, 2), (5, 0)]));
        assert!(parse_pairs("7/29").is_err());
        assert_eq!(parse_marks("1,5", Marks(4), Lang::En), Ok(Marks(3)));
        assert_eq!(parse_number("12,5"), parse_number("12.5"));
        assert_eq!(
            parse_marks("3", Marks(4), Lang::Es).unwrap_err(),
            "indique una puntuación entre 0 y 2, en pasos de 0,5"
        );
        assert!(parse_marks("0.3", Marks(4), Lang::En).is_err());
    }
}
