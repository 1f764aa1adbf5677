//! The Dubov walkthrough as text or Markdown, in Spanish or English
//! (`pair --walkthrough [--format markdown] [--lang es]`).

use super::Walkthrough;
use crate::core::words::{Lang, Phrase};
use crate::pairing::walk::Printer;

/// The walk as text (`markdown`: headings and list marks, for lecture notes) in `lang`.
#[must_use]
pub fn render(w: &Walkthrough, heading: &str, markdown: bool, lang: Lang) -> String {
    let mut p = Printer::new(w.round, heading, &w.round_facts, markdown, lang);
    p.section_if_any(&Phrase::new("walk-h-pab"), &w.pab);
    for b in &w.brackets {
        p.section(&Phrase::new("walk-dubov-h-bracket").dec("score", b.score), &b.steps);
    }
    p.section(&Phrase::new("walk-h-colours"), &w.colours);
    p.pairing(&w.pairing)
}
