//! The `validate` report.

use crate::check::validate::Inconsistency;
use crate::core::words::{Lang, Phrase};
use colored::Colorize;
use serde::Serialize;

/// What `arbitro validate --format json` prints.
#[derive(Serialize, Debug)]
pub struct ValidationReport<'a> {
    /// The file checked.
    pub file: String,
    /// TRF dialect detected.
    pub dialect: crate::trf::Dialect,
    /// Players.
    pub players: usize,
    /// Rounds recorded.
    pub rounds: u16,
    /// True when no inconsistency was found.
    pub clean: bool,
    /// The inconsistencies, in file order.
    pub inconsistencies: &'a [Inconsistency],
}

/// Human text in `lang`: each inconsistency with its line and column, then the count (or that
/// the file is clean, with its players and rounds).
#[must_use]
pub fn text(r: &ValidationReport<'_>, lang: Lang) -> String {
    let mut s = String::new();
    if r.clean {
        let clean = Phrase::new("validate-clean")
            .arg("file", r.file.as_str())
            .arg("clean", Phrase::new("validate-clean-word").say(lang).green().to_string())
            .arg("players", r.players)
            .arg("rounds", r.rounds);
        s.push_str(&format!("{}\n", clean.say(lang)));
    } else {
        for i in r.inconsistencies {
            let found = if i.line > 0 { i.phrase() } else { i.message.clone() };
            s.push_str(&format!("{}: {}\n", r.file, found.say(lang)));
        }
        let n = r.inconsistencies.len();
        let count = Phrase::new("validate-count")
            .arg("file", r.file.as_str())
            .arg("count", n)
            .arg("shown", n.to_string().red().to_string());
        s.push_str(&format!("{}\n", count.say(lang)));
    }
    s
}
