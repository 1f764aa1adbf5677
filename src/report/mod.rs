//! Rendering computed results as text, Markdown or JSON. Computation lives elsewhere.

pub mod check;
pub mod checklist;
pub mod norms;
pub mod ratings;
pub mod round_view;
pub mod standings;
pub mod team_standings;
pub mod validation;

/// A count with its noun in the right number: `1 participant`, `40 participants`.
#[must_use]
pub fn count(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// A heading and the lines under it, indented by two spaces, in `lang`.
#[must_use]
pub fn block(lines: &[crate::core::words::Phrase], lang: crate::core::words::Lang) -> String {
    let mut out = String::new();
    for (i, l) in lines.iter().enumerate() {
        if i > 0 {
            out.push_str("\n  ");
        }
        out.push_str(&l.say(lang));
    }
    out
}

/// Serialises `value` as pretty JSON with a trailing newline.
#[must_use]
pub fn to_json<T: serde::Serialize>(value: &T) -> String {
    let mut s = serde_json::to_string_pretty(value).unwrap_or_else(|e| format!("{{\"error\":\"{e}\"}}"));
    s.push('\n');
    s
}

#[cfg(test)]
mod count_tests {
    /// Issue 39: "1 participants" is "1 participant".
    #[test]
    fn one_is_singular() {
        assert_eq!(super::count(1, "participant", "participants"), "1 participant");
        assert_eq!(super::count(0, "participant", "participants"), "0 participants");
        assert_eq!(super::count(40, "game", "games"), "40 games");
    }
}
