//! Text from a file or a form shown as it was written: the Unicode bidirectional controls
//! (embeddings and overrides U+202A–U+202E, isolates U+2066–U+2069, the marks U+200E/U+200F)
//! are dropped from every rendering, so a player's name with a right-to-left override cannot
//! reverse the rest of its row (a rating 1698 shown as 8961).

use std::borrow::Cow;

/// Whether `c` is a bidirectional control.
#[must_use]
pub fn is_control(c: char) -> bool {
    matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}' | '\u{200E}' | '\u{200F}')
}

/// `s` without its bidirectional controls (borrowed when it has none).
#[must_use]
pub fn inert(s: &str) -> Cow<'_, str> {
    if s.chars().any(is_control) {
        Cow::Owned(s.chars().filter(|c| !is_control(*c)).collect())
    } else {
        Cow::Borrowed(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_bidi_control_is_dropped_and_nothing_else() {
        assert_eq!(inert("Ana\u{202E} 1698"), "Ana 1698");
        let all: String = [
            '\u{202A}', '\u{202B}', '\u{202C}', '\u{202D}', '\u{202E}', '\u{2066}', '\u{2067}', '\u{2068}', '\u{2069}',
            '\u{200E}', '\u{200F}',
        ]
        .iter()
        .collect();
        assert_eq!(inert(&format!("a{all}b")), "ab");
        assert!(matches!(inert("Pérez, عربي"), Cow::Borrowed("Pérez, عربي")), "letters of any script kept");
    }
}
