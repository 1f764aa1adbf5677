//! `arbitro explain CODE`: the text of a rule, criterion or file code, looked up in the
//! regulations shipped with arbitro (C.04.3 2017 and 2026, TRF16, TRF-2026 and the de-facto
//! TRF extensions) plus arbitro's own one-line summaries ([`Criterion::summary`],
//! [`ResultCode::describe`]). Nothing is restated here: every text comes from those sources.

use crate::core::words::Phrase;
use crate::pairing::dutch::criteria::Criterion;
use crate::tournament::ResultCode;
use serde::Serialize;

/// C.04.3 FIDE (Dutch) System, 2017 edition (Baku 2016), plain text.
const DUTCH_2017: &str = include_str!("texts/c0403-dutch-2017.md");
/// C.04.3 FIDE (Dutch) System, 2026 edition, plain text.
const DUTCH_2026: &str = include_str!("texts/c0403-dutch-2026.md");
/// TRF16 (C.04 Annex-2), restated.
const TRF16: &str = include_str!("texts/trf16.md");
/// TRF-2026, restated.
const TRF26: &str = include_str!("texts/trf26.md");
/// JaVaFo / bbpPairings extensions of TRF16.
const TRFX: &str = include_str!("texts/trfx.md");
/// B.02 FIDE Rating Regulations (2024), the sections arbitro applies, with the archived 2022
/// text of 8.2–8.3.1.
const B02: &str = include_str!("texts/b02-2024.md");
/// B.01 FIDE Title Regulations (2024), the rating-related articles.
const B01: &str = include_str!("texts/b01-2024.md");
/// C.07 Tie-break Regulations, the 2026 articles that changed from 2024.
const C07: &str = include_str!("texts/c07-2026-fragments.md");

/// What `explain` found for a code.
///
/// JSON: `{"code": "[C12]", "kind": "2026 criterion", "source": "C.04.3 (2026) Art. 2.4.7",
/// "text": "...", "summary": "..."}` (`summary` omitted when arbitro has none).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Explanation {
    /// The code as arbitro names it (`[C12]`, `C.10`, `E.2`, `U`, `XXA`).
    pub code: String,
    /// What kind of code it is.
    pub kind: &'static str,
    /// The regulation and article the text comes from.
    pub source: String,
    /// The text of the rule (or the format's table row).
    pub text: String,
    /// arbitro's summary in an arbiter's words, when it has one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub summary: Option<String>,
    /// The summary as a phrase of the catalogues, when they word it (the Dutch criteria); the
    /// text reports in another language print it instead of [`Explanation::summary`].
    #[serde(skip)]
    pub summary_words: Option<Phrase>,
}

/// Each kind of code (as JSON names it, in English) and its phrase in the catalogues.
const KINDS: &[(&str, &str)] = &[
    ("2026 criterion", "explain-kind-criterion-2026"),
    ("2026 criterion (absolute)", "explain-kind-criterion-2026-absolute"),
    ("2017 criterion", "explain-kind-criterion-2017"),
    ("2017 colour allocation rule", "explain-kind-colour-2017"),
    ("2017 article", "explain-kind-article-2017"),
    ("2026 colour allocation rule", "explain-kind-colour-2026"),
    ("2026 article", "explain-kind-article-2026"),
    ("TRF result code", "explain-kind-result-code"),
    ("TRF record", "explain-kind-record"),
    ("rating regulation", "explain-kind-rating"),
    ("title regulation", "explain-kind-title"),
    ("tie-break regulation", "explain-kind-tiebreak"),
    ("pairing system criterion or rule", "explain-kind-system-rule"),
];

impl Explanation {
    /// The kind of code in the reports' words (`criterio de 2026`).
    #[must_use]
    pub fn kind_words(&self) -> Phrase {
        match KINDS.iter().find(|(k, _)| *k == self.kind) {
            Some((_, id)) => Phrase::new(id),
            // Every kind has its words (tested); a new one shows as JSON names it.
            None => Phrase::new("explain-kind-other").arg("kind", self.kind),
        }
    }
}

/// A criterion or rule of a Swiss system of the house, as `arbitro explain "dubov C7"` prints it.
#[must_use]
pub fn system_rule(s: &dyn crate::pairing::system::SwissSystem, r: &crate::pairing::system::Rule) -> Explanation {
    Explanation {
        code: format!("[{}]", r.code),
        kind: "pairing system criterion or rule",
        source: format!("{} {} ({}), Art. {}", s.chapter(), s.name(), s.edition(), r.article),
        text: r.text.to_owned(),
        summary: Some(r.summary.to_owned()),
        summary_words: None,
    }
}

/// Looks `code` up. Accepted: 2026 criteria `C1`…`C21` (or `[C12]`), 2026 articles (`1.7`,
/// `2.4.7`, `5.2.1`), 2017 sections `A.6`, `C.10`, `E.2` (also `B.x`, `D.x`), result codes
/// (`+ - = 1 0 W D L H F U Z`) and TRF record codes (`001`, `042`, `192`, `250`, `XXA`, `BBW` …).
#[must_use]
pub fn explain(code: &str) -> Option<Explanation> {
    let code = code.trim();
    criterion_2026(code)
        .or_else(|| section_2017(code))
        .or_else(|| article_2026(code))
        .or_else(|| result_code(code))
        .or_else(|| record(code))
        .or_else(|| regulation_article(code))
}

/// `B.02 8.3.4`, `B02:8.2.2`, `B.01 1.4.7`, `C.07 10.6`: an article of the rating, title or
/// tie-break regulations, from the texts arbitro ships (only the articles it applies).
fn regulation_article(code: &str) -> Option<Explanation> {
    let up = code.to_ascii_uppercase();
    let (reg, art) = up.split_once([' ', ':'])?;
    let (text, source, kind) = match reg.replace('.', "").as_str() {
        "B02" => (B02, "B.02 FIDE Rating Regulations (2024)", "rating regulation"),
        "B01" => (B01, "B.01 FIDE Title Regulations (2024)", "title regulation"),
        "C07" => (C07, "C.07 FIDE Tie-break Regulations (2026)", "tie-break regulation"),
        _ => return None,
    };
    let art = art.trim().trim_start_matches("ARTICLE").trim_start_matches("ART.").trim();
    if art.is_empty() || !art.chars().all(|c| c.is_ascii_digit() || c == '.') {
        return None;
    }
    let body = article_text(text, art)?;
    Some(Explanation {
        code: format!("{} {art}", &source[..4]),
        kind,
        source: format!("{source} {art}"),
        text: body,
        summary: None,
        summary_words: None,
    })
}

/// The paragraphs of article `art` in a regulation text: from the line or heading that starts
/// with its number to the next numbered article, heading or rule.
fn article_text(text: &str, art: &str) -> Option<String> {
    let numbered = |l: &str| {
        let first = l.split_whitespace().next().unwrap_or("");
        first.contains('.')
            && first.trim_end_matches('.').split('.').all(|p| !p.is_empty() && p.chars().all(|c| c.is_ascii_digit()))
    };
    let starts = |l: &str| {
        let l = l.trim_start_matches('#').trim().trim_start_matches("Article").trim();
        l.split_whitespace().next().is_some_and(|w| w.trim_end_matches('.') == art)
    };
    let lines: Vec<&str> = text.lines().collect();
    let at = lines.iter().position(|l| starts(l))?;
    let mut out = vec![lines[at].trim_start_matches('#').trim()];
    for l in &lines[at + 1..] {
        if l.starts_with('#') || l.starts_with("---") || numbered(l) {
            break;
        }
        out.push(l);
    }
    Some(out.join("\n").trim().to_owned())
}

/// `[C12]` / `C12` / `c12`: the 2026 criterion, its article's text and arbitro's summary.
fn criterion_2026(code: &str) -> Option<Explanation> {
    let bare = code.trim_start_matches('[').trim_end_matches(']');
    let n: usize = bare.strip_prefix(['C', 'c'])?.parse().ok()?;
    let c = *Criterion::ALL.get(n.checked_sub(1)?)?;
    let text = bullet(DUTCH_2026, c.article()).unwrap_or_else(|| c.summary().to_owned());
    Some(Explanation {
        code: format!("[{}]", c.code()),
        kind: if c.is_absolute() { "2026 criterion (absolute)" } else { "2026 criterion" },
        source: format!("C.04.3 (2026) Art. {}", c.article()),
        text,
        summary: Some(c.summary().to_owned()),
        summary_words: Some(c.phrase_in(crate::rules::DutchEdition::Dutch2026)),
    })
}

/// `A.6`, `C.10`, `E.2`: a section or item of the 2017 rules.
fn section_2017(code: &str) -> Option<Explanation> {
    let up = code.to_ascii_uppercase();
    let (letter, num) = up.split_once('.')?;
    if !matches!(letter, "A" | "B" | "C" | "D" | "E") || num.is_empty() || !num.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    let text = heading(DUTCH_2017, &up).or_else(|| bullet(DUTCH_2017, &up))?;
    let kind = match letter {
        "C" => "2017 criterion",
        "E" => "2017 colour allocation rule",
        _ => "2017 article",
    };
    Some(Explanation {
        code: up.clone(),
        kind,
        source: format!("C.04.3 (2017) {up}"),
        text,
        summary: None,
        summary_words: None,
    })
}

/// `1.7`, `2.4.7`, `5.2`: an article of the 2026 rules.
fn article_2026(code: &str) -> Option<Explanation> {
    let parts: Vec<&str> = code.split('.').collect();
    if parts.len() < 2 || parts.iter().any(|p| p.is_empty() || !p.chars().all(|c| c.is_ascii_digit())) {
        return None;
    }
    let text = heading(DUTCH_2026, code).or_else(|| bullet(DUTCH_2026, code))?;
    let kind = if code.starts_with("5.") { "2026 colour allocation rule" } else { "2026 article" };
    let criterion = Criterion::ALL.into_iter().find(|c| c.article() == code);
    Some(Explanation {
        code: code.to_owned(),
        kind,
        source: format!("C.04.3 (2026) Art. {code}"),
        text,
        summary: criterion.map(|c| c.summary().to_owned()),
        summary_words: criterion.map(|c| c.phrase_in(crate::rules::DutchEdition::Dutch2026)),
    })
}

/// `+ - = 1 0 W D L H F U Z`: a TRF result code.
fn result_code(code: &str) -> Option<Explanation> {
    let mut chars = code.chars();
    let (Some(c), None) = (chars.next(), chars.next()) else { return None };
    let r = ResultCode::from_char(c)?;
    let up = c.to_ascii_uppercase();
    let text = table_row(TRF16, &format!("`{up}`"))?;
    Some(Explanation {
        code: up.to_string(),
        kind: "TRF result code",
        source: "TRF16 (C.04 Annex-2), result codes of record 001".to_owned(),
        text,
        summary: Some(r.describe().to_owned()),
        summary_words: Some(crate::core::words::result_code(r)),
    })
}

/// `001`, `042`, `192`, `250`, `XXA`, `BBW`: a TRF record code.
fn record(code: &str) -> Option<Explanation> {
    let up = code.to_ascii_uppercase();
    if up.len() != 3 || !up.chars().all(|c| c.is_ascii_alphanumeric()) {
        return None;
    }
    let found = |name: &str, text: String| Explanation {
        code: up.clone(),
        kind: "TRF record",
        source: format!("{name}, record {up}"),
        text,
        summary: None,
        summary_words: None,
    };
    let sources: [(&str, &str); 3] =
        [(TRF26, "TRF-2026"), (TRF16, "TRF16 (C.04 Annex-2)"), (TRFX, "JaVaFo/bbpPairings TRF extensions")];
    for (text, name) in sources {
        let t = heading(text, &up)
            .or_else(|| table_row(text, &up))
            .or_else(|| heading(text, &format!("Record {up}")))
            .or_else(|| heading(text, &format!("Player section — record {up}")));
        if let Some(t) = t {
            return Some(found(name, t));
        }
    }
    if up.starts_with("BB") {
        return table_row(TRFX, "BBW BBD BBL BBZ BBF BBU").map(|t| found("bbpPairings TRF(bx)", t));
    }
    None
}

/// The section under the heading that starts with `key` (then a space, or the line ends),
/// up to the next heading.
fn heading(text: &str, key: &str) -> Option<String> {
    let mut lines = text.lines();
    lines.by_ref().find(|l| {
        let h = l.trim_start_matches('#');
        l.starts_with('#')
            && h.trim_start().strip_prefix(key).is_some_and(|rest| rest.is_empty() || rest.starts_with(' '))
    })?;
    let body: Vec<&str> = lines.take_while(|l| !l.starts_with('#')).collect();
    let body = body.join("\n").trim().to_owned();
    (!body.is_empty()).then_some(body)
}

/// The list item `- KEY …` (without the dash), followed by its sub-items `- KEY.n …`.
fn bullet(text: &str, key: &str) -> Option<String> {
    let item = |l: &str| l.trim_start().strip_prefix("- ").map(str::to_owned);
    let mut lines = text.lines();
    let first = lines
        .by_ref()
        .find_map(|l| item(l).filter(|i| i.strip_prefix(key).is_some_and(|rest| rest.starts_with(' '))))?;
    let sub = format!("{key}.");
    let mut out = vec![first];
    for l in lines {
        match item(l) {
            Some(i) if i.starts_with(&sub) => out.push(format!("  {i}")),
            Some(_) => break,
            // a continuation line of the item, or a blank line inside the list
            None if l.trim().is_empty() => {}
            None if l.starts_with(' ') => out.push(format!("    {}", l.trim())),
            None => break,
        }
    }
    Some(out.join("\n"))
}

/// The table row whose first cell is `key`, as `cell — cell — …`.
fn table_row(text: &str, key: &str) -> Option<String> {
    text.lines().find_map(|l| {
        let cells: Vec<&str> =
            l.strip_prefix('|')?.split(" | ").map(|c| c.trim().trim_end_matches('|').trim()).collect();
        (cells.first() == Some(&key))
            .then(|| cells.iter().filter(|c| !c.is_empty()).copied().collect::<Vec<_>>().join(" — "))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_of_code_has_its_words_in_both_languages() {
        use crate::core::words::Lang;
        for code in
            ["C5", "C1", "A.6", "C.10", "E.2", "1.7", "5.2", "U", "001", "XXA", "B.02 8.3.4", "B.01 1.4.7", "C.07 10.6"]
        {
            let e = explain(code).unwrap_or_else(|| panic!("{code}"));
            assert!(KINDS.iter().any(|(k, _)| *k == e.kind), "{code}: kind '{}' has no words", e.kind);
            assert_ne!(e.kind_words().say(Lang::Es), e.kind_words().say(Lang::En), "{code}");
        }
        let dubov = crate::pairing::registry::house_by_name("dubov-2026").expect("dubov");
        let r = dubov.criteria().remove(0);
        assert_eq!(system_rule(dubov, &r).kind_words().say(Lang::En), system_rule(dubov, &r).kind);
        assert_eq!(
            explain("C5").and_then(|e| e.summary_words).map(|p| p.say(Lang::Es)).as_deref(),
            Some("minimizar la puntuación del que recibe el bye por emparejamiento")
        );
    }

    #[test]
    fn every_2026_criterion_has_its_article_text() {
        for c in Criterion::ALL {
            let e = explain(c.code()).unwrap();
            assert!(e.text.starts_with(c.article()), "{c:?}: {}", e.text);
            assert!(e.text.contains(&format!("[{}]", c.code())), "{c:?}: {}", e.text);
        }
    }

    #[test]
    fn every_2017_criterion_and_colour_rule_is_found() {
        for n in 1..=19 {
            let e = explain(&format!("C.{n}")).unwrap();
            assert!(e.text.starts_with(&format!("C.{n} ")), "{}", e.text);
        }
        for n in 1..=5 {
            assert!(explain(&format!("E.{n}")).unwrap().text.starts_with(&format!("E.{n} ")));
        }
        assert!(explain("a.6").unwrap().text.contains("colour difference"));
    }

    #[test]
    fn rating_title_and_tiebreak_articles_are_found_by_number() {
        let e = explain("B.02 8.3.4").expect("B.02 8.3.4");
        assert!(e.text.contains("0.5 is rounded away from zero"), "{e:?}");
        assert_eq!(e.kind, "rating regulation");
        assert!(explain("b02:8.3.4").is_some_and(|x| x.text == e.text));
        let e = explain("B.01 1.4.7").expect("B.01 1.4.7");
        assert!(e.text.contains("The fraction 0.5 is rounded upward") && !e.text.contains("1.4.8"), "{e:?}");
        let e = explain("C.07 10.6").expect("C.07 10.6");
        assert!(e.text.contains("RTNG"), "{e:?}");
        // 8.3 is its own heading, not the first article below it.
        let e = explain("B.02 8.3").expect("B.02 8.3");
        assert!(e.text.starts_with("8.3 Determining the rating change") && !e.text.contains("8.3.1"), "{e:?}");
        assert!(explain("B.02 99.9").is_none());
        assert!(explain("B.03 8.3.4").is_none());
    }

    #[test]
    fn codes_of_every_kind() {
        for (code, kind, needle) in [
            ("[C5]", "2026 criterion", "assignee of the pairing-allocated-bye"),
            ("1.4", "2026 article", "downfloat"),
            ("2.4.7", "2026 article", "[C12]"),
            ("U", "TRF result code", "pairing-allocated bye"),
            ("+", "TRF result code", "forfeit win"),
            ("z", "TRF result code", "zero-point bye"),
            ("001", "TRF record", "Starting-rank"),
            ("042", "TRF record", "Date of start"),
            ("192", "TRF record", "ETT26"),
            ("250", "TRF record", "acceleration"),
            ("xxa", "TRF record", "acceleration"),
            ("BBU", "TRF record", "pairing-allocated bye"),
        ] {
            let e = explain(code).unwrap_or_else(|| panic!("{code}"));
            assert!(e.kind.starts_with(kind), "{code}: {}", e.kind);
            assert!(
                e.text.contains(needle) || e.summary.as_deref().is_some_and(|s| s.contains(needle)),
                "{code}: {e:?}"
            );
        }
        for bad in ["C22", "C0", "C.20", "X.1", "9.9.9", "Q", "ABCD", ""] {
            assert_eq!(explain(bad), None, "{bad}");
        }
    }
}
