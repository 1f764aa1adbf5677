//! The Dubov walkthrough as text or Markdown, in Spanish or English
//! (`pair --walkthrough [--format markdown] [--lang es]`).

use super::Walkthrough;
use crate::core::words::{Lang, Phrase};
use crate::pairing::walk::steps;
use std::fmt::Write as _;

/// The walk as text (`markdown`: headings and list marks, for lecture notes) in `lang`.
#[must_use]
pub fn render(w: &Walkthrough, heading: &str, markdown: bool, lang: Lang) -> String {
    let mut out = String::new();
    let h = |out: &mut String, level: usize, title: Phrase| {
        let title = title.say(lang);
        if markdown {
            let _ = writeln!(out, "\n{} {title}\n", "#".repeat(level));
        } else if level == 1 {
            let _ = writeln!(out, "{title}");
        } else {
            let _ = writeln!(out, "\n{title}");
        }
    };
    h(&mut out, 1, Phrase::new("walk-title").arg("round", w.round.0).arg("heading", heading));
    h(&mut out, 2, Phrase::new("walk-h-round"));
    steps(&mut out, &w.round_facts, markdown, lang);
    if !w.pab.is_empty() {
        h(&mut out, 2, Phrase::new("walk-h-pab"));
        steps(&mut out, &w.pab, markdown, lang);
    }
    for b in &w.brackets {
        h(&mut out, 2, Phrase::new("walk-dubov-h-bracket").dec("score", b.score));
        steps(&mut out, &b.steps, markdown, lang);
    }
    h(&mut out, 2, Phrase::new("walk-h-colours"));
    steps(&mut out, &w.colours, markdown, lang);
    h(&mut out, 2, Phrase::new("walk-h-pairing"));
    let indent = if markdown { "    " } else { "  " };
    for (n, b) in w.pairing.boards.iter().enumerate() {
        let _ = writeln!(out, "{indent}{:>3}. {} - {}", n + 1, b.white, b.black);
    }
    if let Some(bye) = w.pairing.bye {
        let _ = writeln!(out, "{indent}{}", Phrase::new("walk-pab-line").arg("tpn", bye.0).say(lang));
    }
    out
}
