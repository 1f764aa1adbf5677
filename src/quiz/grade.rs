//! Reading a candidate's answer and marking it against the key.

use super::schema::{Kind, Marks, Question};
use serde::Serialize;

/// What the candidate answered.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "kebab-case", tag = "type", content = "value")]
pub enum Response {
    /// Options chosen, 0-based, sorted.
    Choices(Vec<usize>),
    /// A number.
    Number(f64),
    /// Boards, white first.
    Pairs(Vec<(u32, u32)>),
    /// Free text (open questions).
    Text(String),
    /// Skipped.
    Skipped,
    /// Not answered (quit, or time ran out).
    Unanswered,
}

/// How an answer was marked.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
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
}

/// Parses option letters such as `a`, `b,c`, `B C` or `bc` into sorted 0-based indices.
///
/// # Errors
/// A letter out of range or any other character.
pub fn parse_choices(line: &str, options: usize) -> Result<Vec<usize>, String> {
    let mut v = Vec::new();
    for c in line.chars().filter(|c| !matches!(c, ',' | ' ' | ';')) {
        let c = c.to_ascii_lowercase();
        let i = (c as usize).wrapping_sub('a' as usize);
        if !c.is_ascii_lowercase() || i >= options {
            let last = char::from(b'a' + u8::try_from(options.clamp(1, 26) - 1).unwrap_or(0));
            return Err(format!("'{c}' is not an option: answer with letters a-{last}, e.g. 'a' or 'a,c'"));
        }
        v.push(i);
    }
    if v.is_empty() {
        return Err("no option given".into());
    }
    v.sort_unstable();
    v.dedup();
    Ok(v)
}

/// Parses a number, accepting a decimal comma (`5,4`) and a leading `+`.
///
/// # Errors
/// Not a number.
pub fn parse_number(line: &str) -> Result<f64, String> {
    let t = line.trim().trim_start_matches('+').replace(',', ".");
    t.parse::<f64>().ok().filter(|v| v.is_finite()).ok_or_else(|| format!("'{}' is not a number", line.trim()))
}

/// Parses boards such as `7-29 26-16` (also `7–29`, `7 v 29`, `7-29, 26-16`).
///
/// # Errors
/// A token that is not `N-N`.
pub fn parse_pairs(line: &str) -> Result<Vec<(u32, u32)>, String> {
    let norm = line.replace('–', "-").replace(',', " ").replace(" v ", "-").replace(" - ", "-");
    let mut v = Vec::new();
    for tok in norm.split_whitespace() {
        let (a, b) =
            tok.split_once('-').ok_or_else(|| format!("'{tok}' is not a board: write white-black, e.g. 7-29"))?;
        let (Ok(a), Ok(b)) = (a.parse::<u32>(), b.parse::<u32>()) else {
            return Err(format!("'{tok}' is not a board: write white-black, e.g. 7-29"));
        };
        v.push((a, b));
    }
    if v.is_empty() {
        return Err("no board given".into());
    }
    Ok(v)
}

/// Parses self-awarded marks (`1`, `1.5`, `1,5`), at most `max`.
///
/// # Errors
/// Not a multiple of ½ between 0 and `max`.
pub fn parse_marks(line: &str, max: Marks) -> Result<Marks, String> {
    let v = parse_number(line)?;
    Marks::from_f64(v).filter(|m| *m <= max).ok_or_else(|| format!("give a mark between 0 and {max}, in steps of 0.5"))
}

/// Marks an answer that needs no self-marking; `None` when the candidate must mark it
/// against the scheme (open questions, and pairings that do not match the key or have none).
#[must_use]
pub fn auto_mark(q: &Question, r: &Response) -> Option<(Outcome, Marks)> {
    let full = q.points;
    match (q.kind, r) {
        (_, Response::Skipped) => Some((Outcome::Skipped, Marks(0))),
        (_, Response::Unanswered) => Some((Outcome::Unanswered, Marks(0))),
        (Kind::Single | Kind::Multiple, Response::Choices(c)) => {
            Some(if *c == q.answer.choices { (Outcome::Correct, full) } else { (Outcome::Wrong, Marks(0)) })
        }
        (Kind::Numeric, Response::Number(v)) => {
            Some(if numeric_ok(q, *v) { (Outcome::Correct, full) } else { (Outcome::Wrong, Marks(0)) })
        }
        (Kind::Pairing, Response::Pairs(p)) if !q.answer.pairs.is_empty() => {
            let mut a = p.clone();
            let mut b = q.answer.pairs.clone();
            a.sort_unstable();
            b.sort_unstable();
            (a == b).then_some((Outcome::Correct, full))
        }
        _ => None,
    }
}

/// Rounds `v` to `decimals` decimals, half away from zero (the rule B.02 8.3.4 states for
/// rating changes, and the one the bank's `answer.decimals` means).
#[must_use]
pub fn round_to(v: f64, decimals: u8) -> f64 {
    let f = 10f64.powi(i32::from(decimals));
    // A tiny nudge so that 5.45 written in binary as 5.4499999… still rounds away from zero.
    let x = v * f;
    (x + x.signum() * 1e-9).round() / f
}

/// Whether a numeric answer earns the marks: rounded by the question's rounding rule it equals
/// the key or one of the accepted values, or it lies within the tolerance of the key.
#[must_use]
pub fn numeric_ok(q: &Question, v: f64) -> bool {
    let want = q.answer.value.unwrap_or(f64::NAN);
    let rounded = q.answer.decimals.map_or(v, |d| round_to(v, d));
    (v - want).abs() <= q.answer.tolerance + 1e-9
        || std::iter::once(want).chain(q.answer.accept.iter().copied()).any(|a| (rounded - a).abs() <= 1e-9)
}

/// The outcome of self-awarded marks.
#[must_use]
pub fn outcome_of(awarded: Marks, full: Marks) -> Outcome {
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
    fn parses_answers() {
        assert_eq!(parse_choices("b,c", 4), Ok(vec![1, 2]));
        assert_eq!(parse_choices("C A", 4), Ok(vec![0, 2]));
        assert!(parse_choices("e", 4).is_err());
        assert!(parse_choices("", 4).is_err());
        assert_eq!(parse_number("5,4"), Ok(5.4));
        assert_eq!(parse_number("+5.40"), Ok(5.4));
        assert!(parse_number("x").is_err());
        assert_eq!(parse_pairs("7-29, 26–16"), Ok(vec![(7, 29), (26, 16)]));
        assert!(parse_pairs("7/29").is_err());
        assert_eq!(parse_marks("1,5", Marks(4)), Ok(Marks(3)));
        assert!(parse_marks("3", Marks(4)).is_err());
        assert!(parse_marks("0.3", Marks(4)).is_err());
    }
}
