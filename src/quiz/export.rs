//! `quiz export`: the bank in the formats course platforms and flashcard programs import.
//!
//! - **Moodle XML** (Moodle docs, "Moodle XML format"): a `category` question per topic, then
//!   single choice → `multichoice` (`single` true), multiple choice → `multichoice` (`single`
//!   false; each right option earns an equal share, a wrong one −100 %), numeric →
//!   `numerical` (the key with its tolerance, the accepted values at 100 %; a stated rounding
//!   rule to d decimals becomes a tolerance of half a unit of the last decimal), open and
//!   pairing → `essay` with the model answer and the marking scheme as the grader's
//!   information. Text is HTML in CDATA.
//! - **GIFT** (Moodle docs, "GIFT format"): one question per paragraph, `::id::[html]text{…}`;
//!   the special characters `~ = # { } :` (and `\`) are escaped with a backslash, line breaks
//!   written `\n`; the explanation is the general feedback (`####`). Open and pairing questions
//!   are essays (`{}`), with the model answer and the scheme in the general feedback.
//! - **Anki** (Anki manual, "Importing text files"): a tab-separated file with the header lines
//!   `#separator:tab`, `#html:true`, `#notetype:Basic`, `#deck:…`, `#tags column:3`; fields
//!   Front (question and options), Back (key, model answer, scheme, explanation, articles),
//!   Tags (`arbitro topic::laws kind::single`).
//!
//! All text is in one language (`--lang`); questions come by topic in syllabus order
//! (B.06.2 4.1.1.1), then by id, so each topic is one category.

use super::markdown::to_html;
use super::schema::{Kind, Lang, Question, option_letter};

/// The diagram of a question's position as HTML (`<pre>`), or nothing.
fn diagram_html(q: &Question, lang: Lang) -> String {
    let Some(f) = &q.fen else { return String::new() };
    let Ok(p) = super::fen::parse(f) else { return String::new() };
    let (w, b) =
        if lang == Lang::Es { ("Juegan las blancas", "Juegan las negras") } else { ("White to move", "Black to move") };
    format!("<pre>{}</pre>\n", escape_xml(&p.text_diagram(w, b)))
}

/// The question as HTML: prompt, diagram and the rounding rule (options are separate).
fn prompt_html(q: &Question, lang: Lang) -> String {
    let mut s = to_html(&q.text(lang).prompt);
    s.push_str(&diagram_html(q, lang));
    if let Some(rule) = super::paper::rounding_rule(q, lang, false) {
        let give = if lang == Lang::Es { "Dé el resultado" } else { "Give the result" };
        s.push_str(&format!("<p>({give} {})</p>\n", escape_xml(&rule)));
    }
    s
}

/// Model answer and marking scheme as HTML.
fn model_html(q: &Question, lang: Lang) -> String {
    let t = q.text(lang);
    let (m, sch) = if lang == Lang::Es {
        ("Respuesta modelo", "Esquema de corrección")
    } else {
        ("Model answer", "Marking scheme")
    };
    let mut s = format!("<p><strong>{m}</strong></p>\n{}", to_html(&t.answer));
    if let Some(k) = q.key_short() {
        s = format!(
            "<p><strong>{}</strong>: {}</p>\n{s}",
            if lang == Lang::Es { "Clave" } else { "Key" },
            escape_xml(&k)
        );
    }
    if let Some(x) = &t.marking {
        s.push_str(&format!("<p><strong>{sch}</strong></p>\n{}", to_html(x)));
    }
    s
}

/// Explanation and articles as HTML.
fn explanation_html(q: &Question, lang: Lang) -> String {
    let refs: Vec<String> = q.refs.iter().map(ToString::to_string).collect();
    let arts = if lang == Lang::Es { "Artículos" } else { "Articles" };
    format!("{}<p>{arts}: {}</p>\n", to_html(&q.text(lang).explanation), escape_xml(&refs.join("; ")))
}

/// Escapes `& < > "` for XML text and attributes.
#[must_use]
pub(crate) fn escape_xml(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// `s` inside CDATA (a `]]>` in the text is split across two sections).
fn cdata(s: &str) -> String {
    format!("<![CDATA[{}]]>", s.replace("]]>", "]]]]><![CDATA[>"))
}

/// A number as Moodle and GIFT read it (no exponent, `.` for decimals).
fn num(v: f64) -> String {
    let s = format!("{v}");
    if s.contains('e') { format!("{v:.10}").trim_end_matches('0').trim_end_matches('.').to_string() } else { s }
}

/// The share of one right option among `k` in a multiple-choice question, as one of the
/// fractions Moodle accepts (100, 50, 33.33333, 25, 20, …).
fn share(k: usize) -> String {
    match k {
        0 | 1 => "100".into(),
        2 => "50".into(),
        3 => "33.33333".into(),
        4 => "25".into(),
        5 => "20".into(),
        6 => "16.66667".into(),
        7 => "14.28571".into(),
        8 => "12.5".into(),
        9 => "11.11111".into(),
        _ => "10".into(),
    }
}

/// The numeric tolerance: the key's, or half a unit of the last decimal of a stated rounding
/// rule, whichever is larger.
fn tolerance(q: &Question) -> f64 {
    let rule = q.answer.decimals.map_or(0.0, |d| 0.5 / 10f64.powi(i32::from(d)));
    q.answer.tolerance.max(rule)
}

/// The bank as Moodle XML.
#[must_use]
pub fn moodle(questions: &[&Question], lang: Lang) -> String {
    let mut o = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<quiz>\n");
    let mut category = None;
    for q in questions {
        if category != Some(q.topic) {
            category = Some(q.topic);
            o.push_str(&format!(
                "  <question type=\"category\">\n    <category><text>$course$/top/arbitro/{}</text></category>\n    <info format=\"html\"><text>{}</text></info>\n  </question>\n",
                q.topic.code(),
                escape_xml(q.topic.title(lang))
            ));
        }
        let t = q.text(lang);
        let qtype = match q.kind {
            Kind::Single | Kind::Multiple => "multichoice",
            Kind::Numeric => "numerical",
            Kind::Open | Kind::Pairing => "essay",
        };
        o.push_str(&format!("  <question type=\"{qtype}\">\n"));
        o.push_str(&format!("    <name><text>{}</text></name>\n", escape_xml(&q.id)));
        o.push_str(&format!(
            "    <questiontext format=\"html\"><text>{}</text></questiontext>\n",
            cdata(&prompt_html(q, lang))
        ));
        o.push_str(&format!(
            "    <generalfeedback format=\"html\"><text>{}</text></generalfeedback>\n",
            cdata(&explanation_html(q, lang))
        ));
        o.push_str(&format!("    <defaultgrade>{}</defaultgrade>\n", q.points));
        o.push_str("    <penalty>0</penalty>\n    <hidden>0</hidden>\n");
        o.push_str(&format!("    <idnumber>{}</idnumber>\n", escape_xml(&q.id)));
        match q.kind {
            Kind::Single | Kind::Multiple => {
                let single = q.kind == Kind::Single;
                o.push_str(&format!(
                    "    <single>{single}</single>\n    <shuffleanswers>true</shuffleanswers>\n    <answernumbering>abc</answernumbering>\n"
                ));
                let right = share(q.answer.choices.len());
                for (i, x) in t.options.iter().enumerate() {
                    let fraction = if q.answer.choices.contains(&i) {
                        right.clone()
                    } else if single {
                        "0".into()
                    } else {
                        "-100".into()
                    };
                    o.push_str(&format!(
                        "    <answer fraction=\"{fraction}\" format=\"html\">\n      <text>{}</text>\n      <feedback format=\"html\"><text></text></feedback>\n    </answer>\n",
                        cdata(&to_html(x))
                    ));
                }
            }
            Kind::Numeric => {
                let tol = tolerance(q);
                let mut values = vec![(q.answer.value.unwrap_or(0.0), tol)];
                values.extend(q.answer.accept.iter().map(|&v| (v, q.answer.decimals.map_or(0.0, |_| tol))));
                for (v, tol) in values {
                    o.push_str(&format!(
                        "    <answer fraction=\"100\">\n      <text>{}</text>\n      <tolerance>{}</tolerance>\n      <feedback format=\"html\"><text></text></feedback>\n    </answer>\n",
                        num(v),
                        num(tol)
                    ));
                }
            }
            Kind::Open | Kind::Pairing => {
                o.push_str("    <responseformat>editor</responseformat>\n    <responserequired>1</responserequired>\n    <responsefieldlines>15</responsefieldlines>\n    <attachments>0</attachments>\n");
                o.push_str(&format!(
                    "    <graderinfo format=\"html\"><text>{}</text></graderinfo>\n    <responsetemplate format=\"html\"><text></text></responsetemplate>\n",
                    cdata(&model_html(q, lang))
                ));
            }
        }
        o.push_str("  </question>\n");
    }
    o.push_str("</quiz>\n");
    o
}

/// Escapes GIFT's special characters `~ = # { } :` and the backslash itself, and writes line
/// breaks as `\n`, so that any text is read back as written.
#[must_use]
pub(crate) fn escape_gift(s: &str) -> String {
    let mut o = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '\\' | '~' | '=' | '#' | '{' | '}' | ':' => {
                o.push('\\');
                o.push(c);
            }
            '\n' => o.push_str("\\n"),
            '\r' => {}
            _ => o.push(c),
        }
    }
    o
}

/// HTML on one GIFT line: escaped, trailing line break dropped.
fn gift_html(html: &str) -> String {
    escape_gift(html.trim_end())
}

/// The bank in GIFT.
#[must_use]
pub fn gift(questions: &[&Question], lang: Lang) -> String {
    let mut o = String::new();
    let mut category = None;
    for q in questions {
        if category != Some(q.topic) {
            category = Some(q.topic);
            o.push_str(&format!("$CATEGORY: $course$/top/arbitro/{}\n\n", q.topic.code()));
        }
        let t = q.text(lang);
        let marks = super::marking::marks_phrase(Lang::En, q.points.as_f64());
        o.push_str(&format!("// {} ({}, {}, {marks})\n", q.id, q.topic.code(), q.kind.code()));
        o.push_str(&format!("::{}::[html]{}", escape_gift(&q.id), gift_html(&prompt_html(q, lang))));
        let feedback = format!("####{}", gift_html(&explanation_html(q, lang)));
        let body = match q.kind {
            Kind::Single => t
                .options
                .iter()
                .enumerate()
                .map(|(i, x)| {
                    format!("{}{}", if q.answer.choices.contains(&i) { "=" } else { "~" }, gift_html(&to_html(x)))
                })
                .collect::<Vec<_>>()
                .join(" "),
            Kind::Multiple => {
                let right = share(q.answer.choices.len());
                t.options
                    .iter()
                    .enumerate()
                    .map(|(i, x)| {
                        let w = if q.answer.choices.contains(&i) { right.clone() } else { "-100".into() };
                        format!("~%{w}%{}", gift_html(&to_html(x)))
                    })
                    .collect::<Vec<_>>()
                    .join(" ")
            }
            Kind::Numeric => {
                let tol = tolerance(q);
                let mut v = vec![format!("={}:{}", num(q.answer.value.unwrap_or(0.0)), num(tol))];
                v.extend(
                    q.answer
                        .accept
                        .iter()
                        .map(|&a| format!("={}:{}", num(a), num(q.answer.decimals.map_or(0.0, |_| tol)))),
                );
                format!("#{}", v.join(" "))
            }
            Kind::Open | Kind::Pairing => {
                // An essay: the general feedback carries the model answer and the scheme.
                let feedback =
                    format!("####{}{}", gift_html(&model_html(q, lang)), gift_html(&explanation_html(q, lang)));
                o.push_str(&format!("{{{feedback}}}\n\n"));
                continue;
            }
        };
        o.push_str(&format!("{{{body} {feedback}}}\n\n"));
    }
    o
}

/// HTML on one line for a text field: line breaks inside `<pre>` become `<br>`, others spaces.
fn one_line(html: &str) -> String {
    let mut o = String::with_capacity(html.len());
    let mut in_pre = false;
    let mut rest = html;
    while !rest.is_empty() {
        let tag = if in_pre { "</pre>" } else { "<pre>" };
        let (chunk, next) = match rest.find(tag) {
            Some(i) => (&rest[..i + tag.len()], &rest[i + tag.len()..]),
            None => (rest, ""),
        };
        let before_tag = chunk.len() - if chunk.ends_with(tag) { tag.len() } else { 0 };
        let (body, tail) = chunk.split_at(before_tag);
        let body = if in_pre { body.trim_end_matches('\n') } else { body };
        o.push_str(&body.replace('\n', if in_pre { "<br>" } else { " " }));
        o.push_str(tail);
        if chunk.ends_with(tag) {
            in_pre = !in_pre;
        }
        rest = next;
    }
    o.replace('\t', " ").trim().to_string()
}

/// A field for Anki's text import: quoted (with doubled quotes) when it holds a quote.
fn anki_field(s: &str) -> String {
    if s.contains('"') { format!("\"{}\"", s.replace('"', "\"\"")) } else { s.to_string() }
}

/// The bank as an Anki text file (tab-separated, HTML fields, header lines).
#[must_use]
pub fn anki(questions: &[&Question], lang: Lang) -> String {
    let deck = if lang == Lang::Es { "arbitro::Examen de Árbitro FIDE" } else { "arbitro::FIDE Arbiter exam" };
    let mut o = format!("#separator:tab\n#html:true\n#notetype:Basic\n#deck:{deck}\n#tags column:3\n");
    for q in questions {
        let t = q.text(lang);
        let mut front = prompt_html(q, lang);
        if !t.options.is_empty() {
            front.push_str("<ol type=a>");
            for x in &t.options {
                front.push_str(&format!(
                    "<li>{}</li>",
                    to_html(x).trim().trim_start_matches("<p>").trim_end_matches("</p>")
                ));
            }
            front.push_str("</ol>");
        }
        let mut back = String::new();
        if q.kind.has_options() {
            let letters: Vec<String> = q.answer.choices.iter().map(|&i| format!("{})", option_letter(i))).collect();
            back.push_str(&format!("<p><strong>{}</strong></p>", letters.join(", ")));
        }
        back.push_str(&model_html(q, lang));
        back.push_str(&explanation_html(q, lang));
        let tags = format!("arbitro topic::{} kind::{}", q.topic.code(), q.kind.code());
        o.push_str(&format!("{}\t{}\t{tags}\n", anki_field(&one_line(&front)), anki_field(&one_line(&back))));
    }
    o
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gift_escapes_its_special_characters() {
        for (text, want) in [
            ("1-0 = win", "1-0 \\= win"),
            ("Art. 6.9: flag", "Art. 6.9\\: flag"),
            ("~ # { }", "\\~ \\# \\{ \\}"),
            ("C:\\path", "C\\:\\\\path"),
            ("two\nlines", "two\\nlines"),
            ("½ punto, «tablas»", "½ punto, «tablas»"),
        ] {
            assert_eq!(escape_gift(text), want, "{text}");
        }
    }

    #[test]
    fn html_fields_fit_on_one_line() {
        assert_eq!(one_line("<p>a</p>\n<pre>x\ny\n</pre>\n<p>b\nc</p>\n"), "<p>a</p> <pre>x<br>y</pre> <p>b c</p>");
        assert_eq!(anki_field("say \"no\""), "\"say \"\"no\"\"\"");
        assert_eq!(cdata("a]]>b"), "<![CDATA[a]]]]><![CDATA[>b]]>");
    }

    #[test]
    fn moodle_fractions_are_ones_moodle_accepts() {
        assert_eq!((share(1), share(2), share(3)), ("100".into(), "50".into(), "33.33333".into()));
        assert_eq!(num(5.4), "5.4");
        assert_eq!(num(-12.0), "-12");
    }
}
