//! What the walkthroughs of the Swiss systems of the house share (Burstein, Swiss Team, Dubov): a step
//! (the article applied and a phrase of the `walk.ftl` catalogue saying what it finds), lists
//! of phrases cut at a length, and the small words.

use crate::core::words::{Lang, Phrase};
use crate::pairing::system::{WalkError, WalkFormat, WalkOutput, WalkRequest};
use crate::tournament::{Colour, Points};
use serde::Serialize;
use std::fmt::Write as _;

/// Most items of one list (a bracket, candidates, passed-over opponents) worded in full.
pub const LIST_LIMIT: usize = 12;

/// One step of a walk: the article applied and what it gives.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Step {
    /// The article (or criterion) of the text, e.g. `2.3.2 [C6]`.
    pub article: String,
    /// What the step finds, in the arbiter's words (worded in the language asked for; JSON
    /// carries the English).
    pub text: Phrase,
}

/// Keeps of a walk's `brackets` only the scoregroup of the score asked (`asked`; none: every
/// one), each scoregroup's score as `score` gives it.
///
/// # Errors
/// [`WalkError::NoBracket`] when the round has no scoregroup of that score.
pub fn keep_bracket<B>(
    brackets: &mut Vec<B>,
    asked: Option<Points>,
    score: impl Fn(&B) -> Points,
) -> Result<(), WalkError> {
    if let Some(asked) = asked {
        brackets.retain(|b| score(b) == asked);
        if brackets.is_empty() {
            return Err(WalkError::NoBracket);
        }
    }
    Ok(())
}

/// A walk as `pair --walkthrough` asks for it (`req`): only the scoregroup asked of the walk's
/// `brackets` ([`keep_bracket`]), then its JSON, or its text as `render` words it (`true`:
/// Markdown).
///
/// # Errors
/// [`WalkError::NoBracket`] as [`keep_bracket`]; the JSON that cannot be written.
pub fn as_asked<W: Serialize, B>(
    req: &WalkRequest<'_>,
    mut w: W,
    brackets: impl FnOnce(&mut W) -> &mut Vec<B>,
    score: impl Fn(&B) -> Points,
    render: impl FnOnce(&W, bool) -> String,
) -> Result<WalkOutput, WalkError> {
    keep_bracket(brackets(&mut w), req.bracket, score)?;
    Ok(match req.format {
        WalkFormat::Json => WalkOutput::Json(serde_json::to_value(&w).map_err(|e| {
            WalkError::NoPairing(crate::core::words::Phrase::new("nopair-text").arg("text", e.to_string()))
        })?),
        f => WalkOutput::Text(render(&w, f == WalkFormat::Markdown)),
    })
}

/// A step.
#[must_use]
pub fn step(article: impl Into<String>, text: Phrase) -> Step {
    Step { article: article.into(), text }
}

/// A list of phrases joined by commas, cut at [`LIST_LIMIT`] items with how many were left out.
#[must_use]
pub fn list(items: Vec<Phrase>) -> Phrase {
    if items.is_empty() {
        return Phrase::new("walk-none");
    }
    let more = items.len().saturating_sub(LIST_LIMIT);
    let mut kept: Vec<Phrase> = items.into_iter().take(LIST_LIMIT).collect();
    let mut acc = kept.pop().unwrap_or_else(|| Phrase::new("walk-none"));
    while let Some(p) = kept.pop() {
        acc = Phrase::new("walk-list").arg("first", p).arg("rest", acc);
    }
    if more > 0 {
        acc = Phrase::new("walk-list-more").arg("list", acc).arg("count", more);
    }
    acc
}

/// A colour in words.
#[must_use]
pub fn colour_word(c: Colour) -> Phrase {
    Phrase::new(match c {
        Colour::White => "walk-white",
        Colour::Black => "walk-black",
    })
}

/// A pairing number.
#[must_use]
pub fn tpn(t: crate::tournament::Tpn) -> Phrase {
    Phrase::new("walk-tpn").arg("tpn", t.0)
}

/// Writes `list`'s steps, one a line (`markdown`: as list items), in `lang`.
pub fn steps(out: &mut String, list: &[Step], markdown: bool, lang: Lang) {
    for s in list {
        let text = s.text.say(lang);
        if markdown {
            let _ = writeln!(out, "- **{}** {text}", s.article);
        } else {
            let _ = writeln!(out, "  [{}] {text}", s.article);
        }
    }
}

/// A walkthrough as printed (text, or Markdown for lecture notes): its title, the round's facts,
/// sections of steps under their headings, and the pairing.
pub struct Printer {
    out: String,
    markdown: bool,
    lang: Lang,
}

impl Printer {
    /// Starts the walk of `round` under `heading` with the round's `facts`.
    #[must_use]
    pub fn new(round: crate::tournament::RoundNo, heading: &str, facts: &[Step], markdown: bool, lang: Lang) -> Self {
        let mut p = Printer { out: String::new(), markdown, lang };
        p.heading(1, &Phrase::new("walk-title").arg("round", round.0).arg("heading", heading));
        p.section(&Phrase::new("walk-h-round"), facts);
        p
    }

    fn heading(&mut self, level: usize, title: &Phrase) {
        let title = title.say(self.lang);
        if self.markdown {
            let _ = writeln!(self.out, "\n{} {title}\n", "#".repeat(level));
        } else if level == 1 {
            let _ = writeln!(self.out, "{title}");
        } else {
            let _ = writeln!(self.out, "\n{title}");
        }
    }

    /// A section: its heading and its steps.
    pub fn section(&mut self, title: &Phrase, list: &[Step]) {
        self.heading(2, title);
        steps(&mut self.out, list, self.markdown, self.lang);
    }

    /// A section printed only when it has steps.
    pub fn section_if_any(&mut self, title: &Phrase, list: &[Step]) {
        if !list.is_empty() {
            self.section(title, list);
        }
    }

    /// Ends with the pairing: the boards in order, then the PAB.
    #[must_use]
    pub fn pairing(mut self, pairing: &crate::pairing::Pairing) -> String {
        self.heading(2, &Phrase::new("walk-h-pairing"));
        let indent = if self.markdown { "    " } else { "  " };
        for (n, b) in pairing.boards.iter().enumerate() {
            let _ = writeln!(self.out, "{indent}{:>3}. {} - {}", n + 1, b.white, b.black);
        }
        if let Some(bye) = pairing.bye {
            let _ = writeln!(self.out, "{indent}{}", Phrase::new("walk-pab-line").arg("tpn", bye.0).say(self.lang));
        }
        self.out
    }
}

/// A walked round of a Swiss system of the house: the pairing its steps end in, and every step
/// in the order the walk prints them (round facts, PAB, brackets, colours).
pub trait WalkedRound {
    /// The pairing the walk ends in.
    fn pairing(&self) -> &crate::pairing::Pairing;
    /// Every step, in order.
    fn steps(&self) -> Vec<Step>;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::Tpn;

    #[test]
    fn lists_are_joined_and_cut() {
        assert_eq!(list(Vec::new()).say(Lang::En), "none");
        assert_eq!(list(Vec::new()).say(Lang::Es), "ninguno");
        let three = list((1..=3).map(|n| tpn(Tpn(n))).collect());
        assert_eq!(three.say(Lang::En), "1, 2, 3");
        let long = list((1..=20).map(|n| tpn(Tpn(n))).collect());
        assert!(long.say(Lang::En).ends_with("12 … and 8 more"), "{}", long.say(Lang::En));
        assert!(long.say(Lang::Es).ends_with("12 … y 8 más"), "{}", long.say(Lang::Es));
    }
}
