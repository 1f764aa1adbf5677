//! Exam papers for lecturers: the paper and a separate marking scheme, each in Markdown and
//! HTML (B.06.2 4.1.1.3: the lecturer prepares the exam and its marking scheme).

use super::blueprint::Plan;
use super::editions;
use super::fen;
use super::markdown::to_html;
use super::schema::{Lang, Marks, Question, Topic, option_letter};
use crate::tournament::Date;
use std::fmt::Write as _;

/// The four documents of a paper.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Paper {
    /// The exam paper, Markdown.
    pub paper_md: String,
    /// The exam paper, HTML.
    pub paper_html: String,
    /// The marking scheme, Markdown.
    pub marking_md: String,
    /// The marking scheme, HTML.
    pub marking_html: String,
}

fn t(lang: Lang, es: &'static str, en: &'static str) -> &'static str {
    if lang == Lang::Es { es } else { en }
}

/// Marks per topic, in syllabus order.
fn per_topic(questions: &[&Question]) -> Vec<(Topic, Marks)> {
    Topic::ALL
        .iter()
        .map(|&tp| (tp, questions.iter().filter(|q| q.topic == tp).map(|q| q.points).sum::<Marks>()))
        .filter(|(_, m)| m.0 > 0)
        .collect()
}

fn header_md(out: &mut String, plan: &Plan, questions: &[&Question], lang: Lang, seed: u64, on: Date, marking: bool) {
    let bp = &plan.blueprint;
    let total: Marks = questions.iter().map(|q| q.points).sum();
    let title =
        if marking { t(lang, "Criterios de corrección", "Marking scheme") } else { t(lang, "Examen", "Exam paper") };
    let _ = writeln!(out, "# {} — {title}\n", bp.name);
    let _ = writeln!(
        out,
        "{}: {} {} · {}: {total} · {}: {} % · {}: {seed}\n",
        t(lang, "Duración", "Duration"),
        bp.minutes,
        t(lang, "minutos", "minutes"),
        t(lang, "Puntos", "Marks"),
        t(lang, "Aprobado con", "Pass mark"),
        bp.pass_percent,
        t(lang, "Semilla", "Seed"),
    );
    let editions = editions::in_force(questions.iter().flat_map(|q| q.editions.iter()), on);
    let _ = writeln!(
        out,
        "{} {:04}-{:02}-{:02}:\n",
        t(lang, "Reglamentos aplicables, en vigor el", "Regulations that apply, in force on"),
        on.year,
        on.month,
        on.day
    );
    for e in &editions {
        let _ = writeln!(out, "- {} ({})", e.title(lang), e.code);
    }
    let _ = writeln!(out);
    let _ = writeln!(out, "| {} | {} | % |\n|---|---:|---:|", t(lang, "Tema", "Topic"), t(lang, "Puntos", "Marks"));
    for (tp, m) in per_topic(questions) {
        let pct = if total.0 == 0 { 0.0 } else { f64::from(m.0) * 100.0 / f64::from(total.0) };
        let _ = writeln!(out, "| {} | {m} | {pct:.0} |", tp.title(lang));
    }
    let _ = writeln!(out);
    if !marking {
        let _ = writeln!(
            out,
            "{}\n",
            t(
                lang,
                "Responda de forma breve y razonada, citando el artículo aplicable.",
                "Answer briefly and give your reasons, citing the article that applies."
            )
        );
    }
}

fn diagram_md(q: &Question, lang: Lang) -> Option<String> {
    let p = fen::parse(q.fen.as_deref()?).ok()?;
    Some(format!(
        "```\n{}```\n\nFEN: `{}`\n",
        p.text_diagram(t(lang, "Juegan las blancas", "White to move"), t(lang, "Juegan las negras", "Black to move")),
        q.fen.as_deref().unwrap_or_default()
    ))
}

fn diagram_html(q: &Question, lang: Lang) -> Option<String> {
    let p = fen::parse(q.fen.as_deref()?).ok()?;
    Some(p.html_diagram(t(lang, "Juegan las blancas", "White to move"), t(lang, "Juegan las negras", "Black to move")))
}

const STYLE: &str = "body{font-family:serif;max-width:50em;margin:2em auto;line-height:1.4}\
table{border-collapse:collapse}td,th{border:1px solid #999;padding:.2em .5em}\
table.board td{width:1.6em;height:1.6em;text-align:center;font-size:1.6em;padding:0}\
table.board th{border:none}td.light{background:#f0d9b5}td.dark{background:#b58863}\
.marks{float:right;font-weight:bold}";

fn html_doc(title: &str, lang: Lang, body: &str) -> String {
    format!(
        "<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n<title>{}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n{body}</body>\n</html>\n",
        lang.code(),
        html_escape(title)
    )
}

fn html_escape(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// Builds the paper and the marking scheme for `questions` (already chosen from `plan`).
#[must_use]
pub fn build(plan: &Plan, questions: &[&Question], lang: Lang, seed: u64, on: Date) -> Paper {
    let mut paper_md = String::new();
    let mut marking_md = String::new();
    header_md(&mut paper_md, plan, questions, lang, seed, on, false);
    header_md(&mut marking_md, plan, questions, lang, seed, on, true);
    let mut paper_body = to_html(&paper_md);
    let mut marking_body = to_html(&marking_md);
    let mut topic: Option<Topic> = None;
    let marks_word = t(lang, "puntos", "marks");
    for (i, q) in questions.iter().enumerate() {
        let n = i + 1;
        let tx = q.text(lang);
        if topic != Some(q.topic) {
            topic = Some(q.topic);
            let h = format!("## {}\n\n", q.topic.title(lang));
            paper_md.push_str(&h);
            marking_md.push_str(&h);
            paper_body.push_str(&to_html(&h));
            marking_body.push_str(&to_html(&h));
        }
        // Paper.
        let head = format!("### {n}. ({} {marks_word})\n\n", q.points);
        paper_md.push_str(&head);
        paper_md.push_str(tx.prompt.trim_end());
        paper_md.push_str("\n\n");
        paper_body.push_str(&format!("<h3>{n}. <span class=\"marks\">{} {marks_word}</span></h3>\n", q.points));
        paper_body.push_str(&to_html(&tx.prompt));
        if let (Some(md), Some(html)) = (diagram_md(q, lang), diagram_html(q, lang)) {
            paper_md.push_str(&md);
            paper_md.push('\n');
            paper_body.push_str(&html);
        }
        if !tx.options.is_empty() {
            let mut opts = String::new();
            for (k, o) in tx.options.iter().enumerate() {
                let _ = writeln!(opts, "{}) {}  ", option_letter(k), o.trim());
            }
            paper_md.push_str(&opts);
            paper_md.push('\n');
            paper_body.push_str(&to_html(&opts));
        }
        // Marking scheme.
        let mut m = format!("### {n}. {} ({} {marks_word})\n\n", q.id, q.points);
        if let Some(k) = q.key_short() {
            let _ = writeln!(m, "**{}:** {k}\n", t(lang, "Clave", "Key"));
        }
        let _ = writeln!(m, "**{}:**\n\n{}\n", t(lang, "Respuesta", "Answer"), tx.answer.trim());
        if let Some(mk) = &tx.marking {
            let _ = writeln!(m, "**{}:**\n\n{}\n", t(lang, "Corrección", "Marking"), mk.trim());
        }
        let _ = writeln!(m, "**{}:**\n\n{}\n", t(lang, "Explicación", "Explanation"), tx.explanation.trim());
        let refs: Vec<String> = q.refs.iter().map(ToString::to_string).collect();
        let _ = writeln!(
            m,
            "*{}: {} · {}: {}*\n",
            t(lang, "Artículos", "Articles"),
            refs.join("; "),
            t(lang, "Fuente", "Source"),
            q.source
        );
        marking_md.push_str(&m);
        marking_body.push_str(&to_html(&m));
    }
    let title = &plan.blueprint.name;
    Paper {
        paper_html: html_doc(title, lang, &paper_body),
        marking_html: html_doc(title, lang, &marking_body),
        paper_md,
        marking_md,
    }
}
