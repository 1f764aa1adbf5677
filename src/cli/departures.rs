//! The text report of `check` under the Dubov, Burstein and Swiss Team systems: each round
//! consistent with the chapter, or the first criterion it departs on with the boards, the
//! detail, the rule's text and the text's own pairing.

use crate::pairing::Pairing;
use crate::tournament::RoundNo;

/// One round's verdict as the report prints it, whatever the system.
pub(super) struct Departure<'a> {
    pub round: RoundNo,
    pub complies: bool,
    /// The criterion departed from: code, article, text.
    pub rule: (&'static str, &'static str, &'static str),
    pub boards: &'a [usize],
    pub detail: &'a str,
    pub engine: Option<&'a Pairing>,
}

/// The report: `title`, a line per round (`chapter` names the system's chapter, `C.04.4.1`),
/// then the conclusion.
pub(super) fn text<'a>(title: &str, chapter: &str, rounds: impl IntoIterator<Item = Departure<'a>>) -> String {
    let mut s = format!("{title}\n");
    let mut consistent = true;
    for v in rounds {
        if v.complies {
            s.push_str(&format!("Round {}: consistent with {chapter}\n", v.round));
            continue;
        }
        consistent = false;
        let (code, article, rule) = v.rule;
        let boards = if v.boards.is_empty() {
            String::new()
        } else {
            let b: Vec<String> =
                v.boards.iter().map(|&b| if b == 0 { "PAB".to_owned() } else { b.to_string() }).collect();
            format!(" (boards {})", b.join(", "))
        };
        s.push_str(&format!("Round {}: departs from the text at [{code}] Art. {article}{boards}\n", v.round));
        s.push_str(&format!("  {}\n", v.detail));
        s.push_str(&format!("  Rule: {rule}\n"));
        if let Some(e) = v.engine {
            let pairs: Vec<String> = e.boards.iter().map(|b| format!("{}-{}", b.white, b.black)).collect();
            let bye = e.bye.map_or_else(String::new, |b| format!(", PAB {b}"));
            s.push_str(&format!("  The text pairs: {}{bye}\n", pairs.join(" ")));
        }
    }
    s.push_str(if consistent { "All rounds consistent.\n" } else { "Discrepancies found.\n" });
    s
}
