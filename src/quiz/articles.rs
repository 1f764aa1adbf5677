//! Whether a cited article exists, checked against the texts arbitro ships.
//!
//! [`super::refs`] checks that a reference is *well formed*; this module checks that the
//! article is *there*:
//!
//! - `C.04.3-2017` and `C.04.3-2026`: every article number of the full texts in
//!   `src/regulations/texts/c0403-dutch-*.md` (the headings and numbered items), exactly.
//! - `B.02`, `B.01`, `C.07`: the shipped texts hold only the articles arbitro applies, so the
//!   check is by outline: the article's first number must be an article of the regulation, and
//!   for the articles whose sub-articles the shipped text or the project's rule digest lists in
//!   full (B.02 8, C.07 7, 8, 10 and 16) the second number too; articles found in the shipped
//!   text are accepted at any depth.
//! - `Laws` and `Laws-Guidelines`: by the outline of the Laws of Chess in force from 1 January
//!   2023 (Articles 1-12 with their numbered sub-articles, Appendices A-D, Guidelines I-III).
//!
//! Deeper levels of outline-checked documents are not checked (their texts are not shipped).
//! Other documents of the registry are not checked here.

use super::refs::Ref;
use crate::core::words::Phrase;

const DUTCH_2017: &str = include_str!("../regulations/texts/c0403-dutch-2017.md");
const DUTCH_2026: &str = include_str!("../regulations/texts/c0403-dutch-2026.md");
const B01: &str = include_str!("../regulations/texts/b01-2024.md");
const B02: &str = include_str!("../regulations/texts/b02-2024.md");
const C07: &str = include_str!("../regulations/texts/c07-2026-fragments.md");

/// An outline: top-level article → how many numbered sub-articles it has (`None`: not checked).
type Outline = &'static [(&'static str, Option<u32>)];

/// The Laws of Chess (2023): Basic Rules 1-5, Competition Rules 6-12, Appendices A (rapid),
/// B (blitz), C (notation), D (visually disabled), Guidelines I (adjourned games), II
/// (Chess960), III (games without increment).
const LAWS: Outline = &[
    ("1", Some(5)),
    ("2", Some(4)),
    ("3", Some(10)),
    ("4", Some(9)),
    ("5", Some(2)),
    ("6", Some(12)),
    ("7", Some(8)),
    ("8", Some(8)),
    ("9", Some(7)),
    ("10", Some(2)),
    ("11", Some(13)),
    ("12", Some(12)),
    ("A", Some(5)),
    ("B", Some(4)),
    ("C", Some(13)),
    ("D", Some(2)),
    ("I", None),
    ("II", None),
    ("III", Some(6)),
];

/// B.01 Title Regulations (2024): 0 introduction and definitions, 1 requirements for titles.
const B01_OUTLINE: Outline = &[("0", None), ("1", Some(8))];

/// B.02 Rating Regulations (2024): 0 scope to 11; 8.1-8.3 as shipped.
const B02_OUTLINE: Outline = &[
    ("0", None),
    ("1", None),
    ("2", None),
    ("3", None),
    ("4", None),
    ("5", None),
    ("6", None),
    ("7", None),
    ("8", Some(3)),
    ("9", None),
    ("10", None),
    ("11", None),
];

/// C.07 Tie-break Regulations (2024/2026): Articles 1-16; 7 (type B, 7.1-7.8 with the 2026
/// additions), 8 (Buchholz family 8.1-8.3), 10 (rating-based 10.1-10.6) and 16 (unplayed
/// rounds 16.1-16.6) per the digest of the rules.
const C07_OUTLINE: Outline = &[
    ("1", None),
    ("2", None),
    ("3", None),
    ("4", None),
    ("5", None),
    ("6", None),
    ("7", Some(8)),
    ("8", Some(3)),
    ("9", None),
    ("10", Some(6)),
    ("11", None),
    ("12", None),
    ("13", None),
    ("14", None),
    ("15", None),
    ("16", Some(6)),
];

/// The article numbers a text names at the start of a heading or a list item.
fn labels(text: &str) -> Vec<&str> {
    text.lines()
        .filter_map(|l| {
            let t = l.trim_start().trim_start_matches(['#', '-', '*', ' ']);
            let end = t.find(|c: char| !(c.is_ascii_alphanumeric() || c == '.')).unwrap_or(t.len());
            let label = t[..end].trim_end_matches('.');
            (!label.is_empty() && label.chars().any(|c| c.is_ascii_digit())).then_some(label)
        })
        .collect()
}

fn by_outline(outline: Outline, article: &str) -> Result<(), Phrase> {
    let mut segs = article.split('.');
    let top = segs.next().unwrap_or_default();
    let Some((_, subs)) = outline.iter().find(|(t, _)| *t == top) else {
        let tops: Vec<&str> = outline.iter().map(|(t, _)| *t).collect();
        return Err(Phrase::new("lint-article-none").arg("article", top).arg("articles", tops.join(", ")));
    };
    if let (Some(max), Some(sub)) = (subs, segs.next()) {
        let n: String = sub.chars().take_while(char::is_ascii_digit).collect();
        match n.parse::<u32>() {
            Ok(n) if (1..=*max).contains(&n) => {}
            _ => {
                return Err(Phrase::new("lint-article-sub")
                    .arg("article", top)
                    .arg("first", format!("{top}.1"))
                    .arg("last", format!("{top}.{max}"))
                    .arg("cited", format!("{top}.{sub}")));
            }
        }
    }
    Ok(())
}

fn one(doc: &str, article: &str) -> Result<(), Phrase> {
    let in_text = |text: &str| labels(text).contains(&article);
    match doc {
        "Laws" => by_outline(LAWS, article),
        "Laws-Guidelines" => match article.split('.').next() {
            Some("I" | "II") => Ok(()),
            Some("III") => by_outline(LAWS, article),
            _ => Err(Phrase::new("lint-article-guideline").arg("article", article)),
        },
        "C.04.3-2017" if in_text(DUTCH_2017) => Ok(()),
        "C.04.3-2017" => Err(Phrase::new("lint-article-dutch")
            .arg("year", 2017)
            .arg("text", "src/regulations/texts/c0403-dutch-2017.md")),
        "C.04.3-2026" if in_text(DUTCH_2026) => Ok(()),
        "C.04.3-2026" => Err(Phrase::new("lint-article-dutch")
            .arg("year", 2026)
            .arg("text", "src/regulations/texts/c0403-dutch-2026.md")),
        "B.01" if in_text(B01) => Ok(()),
        "B.01" => by_outline(B01_OUTLINE, article),
        "B.02" if in_text(B02) => Ok(()),
        "B.02" => by_outline(B02_OUTLINE, article),
        "C.07" if in_text(C07) => Ok(()),
        "C.07" => by_outline(C07_OUTLINE, article),
        _ => Ok(()),
    }
}

/// Checks that the article a reference cites exists (both ends of a range).
///
/// # Errors
/// What is missing, e.g. `there is no article 99 (articles: 1, 2, …)`.
pub fn check(r: &Ref) -> Result<(), Phrase> {
    let ends: Vec<&str> = r.article.split(['-', '–']).map(str::trim).collect();
    for end in ends {
        one(r.doc, end).map_err(|e| Phrase::new("lint-reference").arg("reference", r.to_string()).arg("problem", e))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::quiz::refs::parse;

    #[test]
    fn accepts_articles_that_exist() {
        for r in [
            "Laws 6.9",
            "Laws 12.9.4",
            "Laws A.5.4",
            "Laws 9.5.1-9.5.2",
            "Laws-Guidelines III.4",
            "C.04.3-2017 C.10",
            "C.04.3-2017 E.1-E.4",
            "C.04.3-2026 2.4.7",
            "C.04.3-2026 5.2.5",
            "B.02 8.2.2",
            "B.02 8.3.4",
            "B.01 1.4.6b",
            "C.07 16.4",
            "C.07 10.6",
            "C.05 13.1",
        ] {
            assert_eq!(check(&parse(r).unwrap()), Ok(()), "{r}");
        }
    }

    #[test]
    fn rejects_articles_that_do_not_exist() {
        for (r, want) in [
            ("Laws 99.9", "there is no article 99"),
            ("Laws 13.1", "there is no article 13"),
            ("Laws 6.14", "article 6 has sub-articles 6.1 to 6.12"),
            ("Laws E.1", "there is no article E"),
            ("C.04.3-2017 C.20", "not an article of the 2017 Dutch system"),
            ("C.04.3-2017 E.1-E.9", "not an article of the 2017 Dutch system"),
            ("C.04.3-2026 2.4.17", "not an article of the 2026 Dutch system"),
            ("B.02 8.4", "article 8 has sub-articles 8.1 to 8.3"),
            ("B.02 12.1", "there is no article 12"),
            ("C.07 16.9", "article 16 has sub-articles 16.1 to 16.6"),
            ("C.07 17", "there is no article 17"),
        ] {
            let e = check(&parse(r).unwrap()).unwrap_err();
            assert!(e.to_string().contains(want), "{r}: {e}");
        }
    }
}
