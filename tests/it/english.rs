//! What a Spanish page or report must not contain: the English catalogue's text that the
//! Spanish message with the same id does not share (shared by the command-line and the
//! server's language tests).

use arbitro::core::words::{Lang, catalogue_parts};
use std::collections::{BTreeMap, BTreeSet};

/// The English text a Spanish report must not contain: each line of literal text of an English
/// message (placeables left out) that has a word of four letters or more and is not a text of
/// the Spanish message with the same id ("Fore Buchholz", "performance: Ra" are both).
pub fn english_only() -> Vec<(&'static str, String)> {
    let mut spanish: BTreeMap<&str, BTreeSet<String>> = BTreeMap::new();
    for (id, text) in catalogue_parts(Lang::Es) {
        spanish.entry(id).or_default().insert(text.trim().to_string());
    }
    let mut out: Vec<(&'static str, String)> = catalogue_parts(Lang::En)
        .into_iter()
        .map(|(id, text)| (id, text.trim().to_string()))
        .filter(|(id, text)| {
            // Two words or more ("not rated", "over 9 rated games"), or one long word
            // ("points"): a single short word ("game") is too common to scan for.
            let words: Vec<&str> = text.split(|c: char| !c.is_ascii_alphabetic()).filter(|w| !w.is_empty()).collect();
            let english = words.iter().any(|w| w.len() >= 4) && (words.len() >= 2 || words[0].len() >= 5);
            english && !spanish.get(id).is_some_and(|s| s.contains(text))
        })
        .collect();
    out.sort();
    out.dedup();
    out
}

/// Whether `text` contains `part` not inside a longer word.
pub fn has_part(text: &str, part: &str) -> bool {
    text.match_indices(part).any(|(i, _)| {
        let before = text[..i].chars().next_back();
        let after = text[i + part.len()..].chars().next();
        let starts = part.starts_with(char::is_alphanumeric);
        let ends = part.ends_with(char::is_alphanumeric);
        let inside_before = starts && before.is_some_and(char::is_alphanumeric);
        let inside_after = ends && after.is_some_and(char::is_alphanumeric);
        !(inside_before || inside_after)
    })
}

/// The players' and teams' names of a TRF (records 001 and 310): data, the same in every
/// language.
pub fn names(trf: &str) -> Vec<String> {
    let text = std::fs::read_to_string(trf).unwrap_or_default();
    text.lines()
        .filter_map(|l| match l.get(..3) {
            Some("001") => l.get(14..47),
            Some("310") => l.get(8..40),
            _ => None,
        })
        .map(|n| n.trim().to_string())
        .filter(|n| !n.is_empty())
        .collect()
}

/// English words no Spanish sentence of arbitro uses, for the text the catalogues do not hold
/// (a frame written in code, an error built with `format!`): the small words of English prose
/// and the words of a report's frame. Matched as whole words ([`has_part`]); data (names,
/// codes, the rule's text as FIDE words it) is taken out of the text first.
pub const ENGLISH_WORDS: &[&str] = &[
    "the",
    "The",
    "and",
    "of",
    "or",
    "by",
    "for",
    "to",
    "with",
    "is",
    "are",
    "not",
    "cannot",
    "expected",
    "found",
    "round",
    "Round",
    "rounds",
    "player",
    "players",
    "line",
    "column",
    "clean",
    "inconsistency",
    "inconsistencies",
    "record",
    "also",
    "in force",
    "until",
    "readings",
    "Reading",
    "Open",
    "default",
    "In short",
    "Programs and sources",
    "Pairing systems",
    "criterion",
    "unknown",
    "White",
    "Black",
    "Board",
    "colour",
    "Colours",
];

/// The words of [`ENGLISH_WORDS`] that `text` contains.
pub fn english_words_in(text: &str) -> Vec<&'static str> {
    ENGLISH_WORDS.iter().copied().filter(|w| has_part(text, w)).collect()
}
