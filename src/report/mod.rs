//! Rendering computed results as text, Markdown or JSON. Computation lives elsewhere.

pub mod check;
pub mod checklist;
pub mod norms;
pub mod ratings;
pub mod round_view;
pub mod standings;
pub mod team_standings;
pub mod validation;
pub mod walkthrough;

/// Serialises `value` as pretty JSON with a trailing newline.
#[must_use]
pub fn to_json<T: serde::Serialize>(value: &T) -> String {
    let mut s = serde_json::to_string_pretty(value).unwrap_or_else(|e| format!("{{\"error\":\"{e}\"}}"));
    s.push('\n');
    s
}
