//! The `validate` report.

use crate::check::validate::Inconsistency;
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

/// Human text.
#[must_use]
pub fn text(r: &ValidationReport<'_>) -> String {
    let mut s = String::new();
    if r.clean {
        s.push_str(&format!(
            "{}: {} — {}, {}, no inconsistencies\n",
            r.file,
            "clean".green(),
            super::count(r.players, "player", "players"),
            super::count(usize::from(r.rounds), "round", "rounds")
        ));
    } else {
        for i in r.inconsistencies {
            let loc = if i.line > 0 {
                format!("{}: line {}, column {}: ", r.file, i.line, i.col)
            } else {
                format!("{}: ", r.file)
            };
            s.push_str(&format!("{loc}{}\n", i.message));
        }
        s.push_str(&format!(
            "{}: {} inconsistenc{}\n",
            r.file,
            r.inconsistencies.len().to_string().red(),
            if r.inconsistencies.len() == 1 { "y" } else { "ies" }
        ));
    }
    s
}
