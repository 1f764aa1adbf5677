//! The registry of regulations a question may cite, and the article syntax of each.
//!
//! A reference is written `"<DOC> <article>"`, e.g. `"Laws 6.9"`, `"Laws A.4.2"`,
//! `"C.04.3-2017 E.4"`, `"B.01 1.4.6b"`, `"ACR III.B.2"`. An article may also be a range of
//! two articles of the same syntax (`"Laws 9.5.1-9.5.2"`).

use crate::core::words::Phrase;
use serde::Serialize;
use std::fmt;

/// A part of an article number, as the syntax of a document allows it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Seg {
    /// A number without leading zeros: `12`.
    Num,
    /// A number followed by one lowercase letter: `5a` (B.01 1.4.5a).
    NumLetter,
    /// One capital letter: `A` (appendix, section).
    Upper,
    /// One lowercase letter: `a` (lettered paragraphs).
    Lower,
    /// A Roman numeral: `III`.
    Roman,
}

/// One document of the registry.
#[derive(Debug)]
pub struct Doc {
    /// The name used in `refs`.
    pub code: &'static str,
    /// What it is.
    pub title: &'static str,
    /// Segments allowed first.
    first: &'static [Seg],
    /// Segments allowed after the first.
    rest: &'static [Seg],
    /// Most segments in one article.
    max_depth: usize,
    /// Whole words accepted as an article (`Preface`, `Annex`).
    words: &'static [&'static str],
}

use Seg::{Lower, Num, NumLetter, Roman, Upper};

/// Every document a question may cite.
pub const REGISTRY: &[Doc] = &[
    Doc {
        code: "Laws",
        title: "FIDE Laws of Chess (Articles 1-12, Appendices A-D, Guidelines I-III)",
        first: &[Num, Upper, Roman],
        rest: &[Num],
        max_depth: 5,
        words: &["Preface"],
    },
    Doc {
        code: "Laws-Guidelines",
        title: "Guidelines I-III of the Laws of Chess",
        first: &[Roman],
        rest: &[Num],
        max_depth: 4,
        words: &[],
    },
    Doc {
        code: "C.04.1",
        title: "Basic rules for Swiss systems",
        first: &[Lower, Num, Upper],
        rest: &[Num, Lower],
        max_depth: 4,
        words: &[],
    },
    Doc {
        code: "C.04.2",
        title: "General handling rules for Swiss tournaments",
        first: &[Upper, Num],
        rest: &[Num, Lower],
        max_depth: 4,
        words: &[],
    },
    Doc {
        code: "C.04.3-2017",
        title: "FIDE (Dutch) system, 2017 edition",
        first: &[Upper],
        rest: &[Num, NumLetter, Lower],
        max_depth: 4,
        words: &[],
    },
    Doc {
        code: "C.04.3-2026",
        title: "FIDE (Dutch) system, 2026 edition",
        first: &[Num],
        rest: &[Num, NumLetter, Lower],
        max_depth: 4,
        words: &[],
    },
    Doc { code: "C.04.4.1", title: "Dubov system (2026)", first: &[Num], rest: &[Num], max_depth: 4, words: &[] },
    Doc { code: "C.04.4.2", title: "Burstein system (2026)", first: &[Num], rest: &[Num], max_depth: 4, words: &[] },
    Doc { code: "C.04.4.3", title: "Lim system (2026)", first: &[Num], rest: &[Num], max_depth: 4, words: &[] },
    Doc { code: "C.04.5", title: "Double-Swiss system (2026)", first: &[Num], rest: &[Num], max_depth: 4, words: &[] },
    Doc {
        code: "C.04.6",
        title: "Swiss team pairing system (2026)",
        first: &[Num],
        rest: &[Num],
        max_depth: 4,
        words: &[],
    },
    Doc {
        code: "C.04.5.1",
        title: "Baku acceleration method",
        first: &[Num, Upper],
        rest: &[Num, Lower],
        max_depth: 4,
        words: &[],
    },
    Doc {
        code: "C.04.7",
        title: "Accelerated pairings (2026)",
        first: &[Num, Upper],
        rest: &[Num, Lower],
        max_depth: 4,
        words: &[],
    },
    Doc {
        code: "C.05",
        title: "General regulations for competitions",
        first: &[Num, Upper, Roman],
        rest: &[Num, NumLetter, Lower],
        max_depth: 5,
        words: &["Annex", "Preface"],
    },
    Doc {
        code: "C.07",
        title: "Tie-break regulations",
        first: &[Num, Upper],
        rest: &[Num, NumLetter, Lower],
        max_depth: 5,
        words: &["Annex"],
    },
    Doc {
        code: "B.01",
        title: "International title regulations",
        first: &[Num],
        rest: &[Num, NumLetter, Lower],
        max_depth: 5,
        words: &["Annex"],
    },
    Doc {
        code: "B.02",
        title: "Rating regulations",
        first: &[Num],
        rest: &[Num, NumLetter, Lower],
        max_depth: 5,
        words: &[],
    },
    Doc {
        code: "B.06",
        title: "Regulations for the titles of arbiters and arbiters' training",
        first: &[Num],
        rest: &[Num, NumLetter, Lower],
        max_depth: 6,
        words: &[],
    },
    Doc {
        code: "B.06.1",
        title: "Regulations for the titles of FIDE arbiters (B.06.1, 2021)",
        first: &[Num],
        rest: &[Num, NumLetter, Lower],
        max_depth: 5,
        words: &["Annex"],
    },
    Doc {
        code: "B.06.2",
        title: "Regulations for the training of FIDE arbiters: seminars and exams (B.06.2, 2021)",
        first: &[Num],
        rest: &[Num, NumLetter, Lower],
        max_depth: 5,
        words: &["Annex"],
    },
    Doc {
        code: "B.06.3",
        title: "Regulations for the classification of FIDE arbiters (B.06.3, 2021)",
        first: &[Num],
        rest: &[Num, NumLetter, Lower],
        max_depth: 5,
        words: &["Annex"],
    },
    Doc {
        code: "B.02-RB",
        title: "FIDE rating regulations for rapid and blitz",
        first: &[Num],
        rest: &[Num, NumLetter, Lower],
        max_depth: 5,
        words: &[],
    },
    Doc {
        code: "ACR",
        title: "Anti-cheating regulations and guidelines (incl. the protection measures)",
        first: &[Num, Roman, Upper],
        rest: &[Num, Upper, Lower, NumLetter],
        max_depth: 5,
        words: &["Annex", "Measures"],
    },
    Doc {
        code: "OCR",
        title: "Online chess regulations (Part I fair play appendix: I.A.2 …)",
        first: &[Num, Roman],
        rest: &[Num, Upper, Lower],
        max_depth: 5,
        words: &["Preface", "Annex"],
    },
    Doc {
        code: "Standards",
        title: "Standards of chess equipment and tournament venue",
        first: &[Num],
        rest: &[Num, Lower],
        max_depth: 5,
        words: &[],
    },
    Doc {
        code: "Arbiters-Manual",
        title: "FIDE Arbiters' Manual (chapters in Roman numerals; Regan's notes; handbook chapters such as D.04.12)",
        first: &[Roman, Num, Upper],
        rest: &[Num, Upper],
        max_depth: 4,
        words: &["Regan"],
    },
];

/// A parsed, resolvable reference.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Ref {
    /// The document code, one of [`REGISTRY`].
    pub doc: &'static str,
    /// The article as written.
    pub article: String,
}

impl Ref {
    /// The reference as `lang` writes it: `Laws 6.2.6` is «Leyes 6.2.6» in Spanish; a
    /// regulation's code (`C.04.3`, `B.02`) is the same in both.
    #[must_use]
    pub fn say(&self, lang: crate::core::words::Lang) -> String {
        if lang == crate::core::words::Lang::En {
            return self.to_string();
        }
        let doc = match self.doc {
            "Laws" => "Leyes",
            "Laws-Guidelines" => "Leyes, Directrices",
            "Standards" => "Normas de material y locales",
            "Arbiters-Manual" => "Manual del Árbitro",
            "ACR" => "Reglamento antitrampas",
            "OCR" => "Reglamento de ajedrez en línea",
            "B.02-RB" => "B.02 (rápidas y relámpago)",
            other => other,
        };
        let article = match self.article.as_str() {
            "Preface" => "Prefacio",
            "Annex" => "Anexo",
            "Measures" => "Medidas",
            other => other,
        };
        format!("{doc} {article}")
    }
}

impl fmt::Display for Ref {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.doc, self.article)
    }
}

impl Serialize for Ref {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

/// Why a reference does not resolve.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RefError {
    /// Not `"<DOC> <article>"`.
    Shape(String),
    /// The document is not in the registry.
    UnknownDoc(String),
    /// The article number does not follow the document's syntax.
    BadArticle {
        /// The document.
        doc: &'static str,
        /// The article as written.
        article: String,
    },
}

impl RefError {
    /// What is wrong, worded when shown.
    #[must_use]
    pub fn phrase(&self) -> Phrase {
        match self {
            RefError::Shape(s) => Phrase::new("lint-ref-shape").arg("reference", s.as_str()),
            RefError::UnknownDoc(d) => {
                let known: Vec<&str> = REGISTRY.iter().map(|d| d.code).collect();
                Phrase::new("lint-ref-unknown-doc").arg("doc", d.as_str()).arg("known", known.join(", "))
            }
            RefError::BadArticle { doc, article } => Phrase::new("lint-ref-bad-article")
                .arg("doc", *doc)
                .arg("article", article.as_str())
                .arg("hint", syntax_hint(doc)),
        }
    }
}

/// English wording.
impl fmt::Display for RefError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.phrase())
    }
}

fn syntax_hint(doc: &str) -> Phrase {
    let (id, examples) = match doc {
        "Laws" => ("lint-ref-hint-examples", "6.9, 4.3.1, A.4.2, III.4.2"),
        "Laws-Guidelines" => ("lint-ref-hint-examples", "III, III.4.2"),
        "C.04.3-2017" => ("lint-ref-hint-section", "A.6, C.10, E.4"),
        "C.04.3-2026" => ("lint-ref-hint-numbers", "2.4.7"),
        "B.01" | "B.02" | "B.06" | "B.06.1" | "B.06.2" | "B.06.3" | "B.02-RB" => ("lint-ref-hint-letter", "1.4.6b"),
        "ACR" => ("lint-ref-hint-examples", "3.2, III.B.2"),
        "Arbiters-Manual" => ("lint-ref-hint-roman", "XII"),
        _ => ("lint-ref-hint-dots", "1.2"),
    };
    Phrase::new(id).arg("examples", examples)
}

/// Looks a document up by code.
#[must_use]
pub fn doc(code: &str) -> Option<&'static Doc> {
    REGISTRY.iter().find(|d| d.code == code)
}

fn is_roman(s: &str) -> bool {
    !s.is_empty() && s.len() <= 6 && s.chars().all(|c| matches!(c, 'I' | 'V' | 'X' | 'L'))
}

fn seg_kind(s: &str) -> Option<Seg> {
    let b = s.as_bytes();
    let digits = b.iter().take_while(|c| c.is_ascii_digit()).count();
    if digits > 0 {
        if b[0] == b'0' && digits > 1 {
            return None;
        }
        return match b.len() - digits {
            0 => Some(Num),
            1 if b[digits].is_ascii_lowercase() => Some(NumLetter),
            _ => None,
        };
    }
    // A single I, V or X reads as both a capital letter and a Roman numeral.
    if b.len() == 1 && b[0].is_ascii_uppercase() {
        return Some(Upper);
    }
    if b.len() == 1 && b[0].is_ascii_lowercase() {
        return Some(Lower);
    }
    if is_roman(s) {
        return Some(Roman);
    }
    None
}

fn seg_allowed(s: &str, allowed: &[Seg]) -> bool {
    match seg_kind(s) {
        Some(Upper) if is_roman(s) => allowed.contains(&Upper) || allowed.contains(&Roman),
        Some(k) => allowed.contains(&k),
        None => false,
    }
}

fn article_ok(d: &Doc, article: &str) -> bool {
    if d.words.contains(&article) {
        return true;
    }
    // "Annex 1", "Annex A.2": a word of the document followed by a number or letter.
    if let Some((word, rest)) = article.split_once(' ')
        && d.words.contains(&word)
    {
        let segs: Vec<&str> = rest.split('.').collect();
        return segs.len() <= 3 && segs.iter().all(|s| matches!(seg_kind(s), Some(Num | Upper | Roman)));
    }
    let segs: Vec<&str> = article.split('.').collect();
    if segs.is_empty() || segs.len() > d.max_depth || segs.iter().any(|s| s.is_empty()) {
        return false;
    }
    // A lettered number ends the article.
    let last = segs.len() - 1;
    segs.iter().enumerate().all(|(i, s)| {
        let allowed = if i == 0 { d.first } else { d.rest };
        seg_allowed(s, allowed) && (i == last || seg_kind(s) != Some(NumLetter))
    })
}

/// Parses and resolves one reference.
///
/// # Errors
/// The reference's shape, an unknown document or a malformed article number.
pub fn parse(text: &str) -> Result<Ref, RefError> {
    let t = text.trim();
    let Some((code, article)) = t.split_once(' ') else {
        return Err(RefError::Shape(text.to_string()));
    };
    let article = article.trim();
    let Some(d) = doc(code) else {
        return Err(RefError::UnknownDoc(code.to_string()));
    };
    if article.is_empty() {
        return Err(RefError::Shape(text.to_string()));
    }
    let ok = match article.split_once(['-', '–']) {
        Some((a, b)) => article_ok(d, a.trim()) && article_ok(d, b.trim()),
        None => article_ok(d, article),
    };
    if ok {
        Ok(Ref { doc: d.code, article: article.to_string() })
    } else {
        Err(RefError::BadArticle { doc: d.code, article: article.to_string() })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn resolves_valid_references() {
        for r in [
            "Laws 6.9",
            "Laws 4.3.1",
            "Laws A.4.2",
            "Laws III.4.2",
            "Laws Preface",
            "Laws 9.5.1-9.5.2",
            "Laws-Guidelines III.4",
            "C.04.3-2017 E.4",
            "C.04.3-2017 A.6",
            "C.04.3-2026 2.4.7",
            "C.04.2 D.5",
            "B.01 1.4.6b",
            "B.02 8.2.2",
            "B.06 4.1.1.3",
            "ACR III.B.2",
            "ACR 3.2",
            "C.07 7.1",
            "Arbiters-Manual XII",
            "OCR 10.8",
            "C.05 Annex 1",
            "ACR Annex A.2",
        ] {
            assert!(parse(r).is_ok(), "{r}: {:?}", parse(r));
        }
    }

    #[test]
    fn rejects_bad_references() {
        for (r, want) in [
            ("Laws", "Shape"),
            ("Lawz 6.9", "UnknownDoc"),
            ("C.04.3 A.6", "UnknownDoc"),
            ("Laws 6..9", "BadArticle"),
            ("Laws 06.9", "BadArticle"),
            ("Laws 6.9x.1", "BadArticle"),
            ("C.04.3-2017 10", "BadArticle"),
            ("C.04.3-2026 E.4", "BadArticle"),
            ("B.01 1.4.6B", "BadArticle"),
            ("C.05 Annex x1", "BadArticle"),
            ("OCR Foreword 1", "BadArticle"),
            ("ACR Measures-x", "BadArticle"),
        ] {
            let got = match parse(r) {
                Err(RefError::Shape(_)) => "Shape",
                Err(RefError::UnknownDoc(_)) => "UnknownDoc",
                Err(RefError::BadArticle { .. }) => "BadArticle",
                Ok(_) => "Ok",
            };
            assert_eq!(got, want, "{r}");
        }
    }

    #[test]
    fn every_document_has_a_title_and_unique_code() {
        let mut codes: Vec<&str> = REGISTRY.iter().map(|d| d.code).collect();
        codes.sort_unstable();
        codes.dedup();
        assert_eq!(codes.len(), REGISTRY.len());
        assert!(REGISTRY.iter().all(|d| !d.title.is_empty()));
    }
}
