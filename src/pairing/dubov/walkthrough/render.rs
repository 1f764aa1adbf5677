//! The Dubov walkthrough as text or Markdown (`pair --walkthrough [--format markdown]`).

use super::{Step, Walkthrough};
use std::fmt::Write as _;

fn steps(out: &mut String, list: &[Step], markdown: bool) {
    for s in list {
        if markdown {
            let _ = writeln!(out, "- **{}** {}", s.article, s.text);
        } else {
            let _ = writeln!(out, "  [{}] {}", s.article, s.text);
        }
    }
}

/// The walk as text (`markdown`: headings and list marks, for lecture notes).
#[must_use]
pub fn render(w: &Walkthrough, heading: &str, markdown: bool) -> String {
    let mut out = String::new();
    let h = |out: &mut String, level: usize, title: &str| {
        if markdown {
            let _ = writeln!(out, "\n{} {title}\n", "#".repeat(level));
        } else if level == 1 {
            let _ = writeln!(out, "{title}");
        } else {
            let _ = writeln!(out, "\n{title}");
        }
    };
    h(&mut out, 1, &format!("Walkthrough of round {} — {heading}", w.round));
    h(&mut out, 2, "The round");
    steps(&mut out, &w.round_facts, markdown);
    if !w.pab.is_empty() {
        h(&mut out, 2, "The pairing-allocated bye (3.1)");
        steps(&mut out, &w.pab, markdown);
    }
    for b in &w.brackets {
        h(&mut out, 2, &format!("Scoregroup {} (3.2)", b.score));
        steps(&mut out, &b.steps, markdown);
    }
    h(&mut out, 2, "Colours (5.2)");
    steps(&mut out, &w.colours, markdown);
    h(&mut out, 2, "The pairing");
    for (n, b) in w.pairing.boards.iter().enumerate() {
        let _ = writeln!(out, "{}{:>3}. {} - {}", if markdown { "    " } else { "  " }, n + 1, b.white, b.black);
    }
    if let Some(bye) = w.pairing.bye {
        let _ = writeln!(out, "{}PAB: {bye}", if markdown { "    " } else { "  " });
    }
    out
}
