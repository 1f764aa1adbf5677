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

#[allow(clippy::too_many_arguments)]
fn header_md(
    out: &mut String,
    plan: &Plan,
    questions: &[&Question],
    lang: Lang,
    seed: u64,
    on: Date,
    variant: Option<char>,
    marking: bool,
) {
    let bp = &plan.blueprint;
    let total: Marks = questions.iter().map(|q| q.points).sum();
    let total_shown = super::i18n::marks_number(lang, total);
    let title =
        if marking { t(lang, "Criterios de corrección", "Marking scheme") } else { t(lang, "Examen", "Exam paper") };
    match variant {
        Some(v) => {
            let _ = writeln!(out, "# {} — {title} — {} {v}\n", bp.name, t(lang, "Variante", "Variant"));
        }
        None => {
            let _ = writeln!(out, "# {} — {title}\n", bp.name);
        }
    }
    let _ = writeln!(
        out,
        "{}: {} {} · {}: {total_shown} · {}: {} % · {}: {seed}\n",
        t(lang, "Duración", "Duration"),
        bp.minutes,
        t(lang, "minutos", "minutes"),
        t(lang, "Puntos", "Marks"),
        t(lang, "Aprobado con", "Pass mark"),
        super::i18n::number(lang, bp.pass_percent),
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
        let _ = writeln!(out, "| {} | {} | {pct:.0} |", tp.title(lang), super::i18n::marks_number(lang, m));
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

/// Variant `v` of a question: its options in an order drawn from the paper's seed and the
/// variant letter (the same order in both languages), the key following its option, and the
/// option labels the model answer, the scheme and the explanation cite (`b)`) renumbered with
/// them. Questions without options are returned as they are.
#[must_use]
pub fn variant_of(q: &Question, seed: u64, v: char) -> Question {
    use rand::SeedableRng;
    use rand::seq::SliceRandom;
    let n = q.es.options.len();
    if n < 2 || n != q.en.options.len() {
        return q.clone();
    }
    let id_hash = q.id.bytes().fold(0u64, |h, b| h.wrapping_mul(31).wrapping_add(u64::from(b)));
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed ^ id_hash ^ (u64::from(v) << 32));
    // order[new] = old
    let mut order: Vec<usize> = (0..n).collect();
    order.shuffle(&mut rng);
    let mut out = q.clone();
    out.es.options = order.iter().map(|&i| q.es.options[i].clone()).collect();
    out.en.options = order.iter().map(|&i| q.en.options[i].clone()).collect();
    for t in [&mut out.es, &mut out.en] {
        t.answer = super::leaks::relabel(&t.answer, &order);
        t.explanation = super::leaks::relabel(&t.explanation, &order);
        t.marking = t.marking.as_deref().map(|m| super::leaks::relabel(m, &order));
    }
    let mut choices: Vec<usize> = q.answer.choices.iter().filter_map(|c| order.iter().position(|o| o == c)).collect();
    choices.sort_unstable();
    out.answer.choices = choices;
    out
}

/// How a pairing question is marked, in words: the rule the key applies
/// ([`super::board_marks::rule`], generated from the question's machine-readable scheme), or,
/// without such a scheme, that the lecturer marks the answer by the question's own scheme.
/// `None` when the question's marking text already is the rule (generated exercises).
fn pairing_scheme(q: &Question, lang: Lang) -> Option<String> {
    let Some(s) = q.answer.scheme else {
        return Some(
            t(
                lang,
                "*Corrige el profesor* con los criterios siguientes (la clave no puntúa esta respuesta).",
                "*Marked by the lecturer* by the scheme below (the key does not mark this answer).",
            )
            .to_string(),
        );
    };
    let rule = super::board_marks::rule(&s, lang);
    if q.text(lang).marking.as_deref().map(str::trim) == Some(rule.as_str()) {
        return None;
    }
    Some(format!("*{}:* {rule}", t(lang, "Corrección por la clave", "Marked by the key")))
}

/// The rounding rule of a numeric question, in words; with `for_marker`, also the other
/// values accepted (never on the candidate's paper or screen).
#[must_use]
pub(crate) fn rounding_rule(q: &Question, lang: Lang, for_marker: bool) -> Option<String> {
    use super::i18n::{Arg, Msg, number, tr};
    let d = q.answer.decimals?;
    let mut s = if d == 0 {
        tr(lang, Msg::RoundWhole, &[])
    } else {
        tr(lang, Msg::RoundDecimals, &[("count", Arg::Number(f64::from(d)))])
    };
    if for_marker && !q.answer.accept.is_empty() {
        let v: Vec<String> = q.answer.accept.iter().map(|x| number(lang, *x)).collect();
        s.push_str(&tr(lang, Msg::AlsoAccepted, &[("values", Arg::Text(v.join("; ")))]));
    }
    Some(s)
}

/// The candidate's name, federation and signature lines at the top of a paper.
fn candidate_fields(lang: Lang) -> String {
    format!(
        "{}: ________________________________  {}: ____________  {}: ____________\n\n",
        t(lang, "Nombre y apellidos", "Name"),
        t(lang, "Federación / ID FIDE", "Federation / FIDE ID"),
        t(lang, "Firma", "Signature")
    )
}

/// Where the candidate writes the answer, and the rounding rule of a numeric question.
fn answer_space(q: &Question, lang: Lang) -> String {
    use super::schema::Kind;
    let mut s = String::new();
    if let Some(rule) = rounding_rule(q, lang, false) {
        let _ = writeln!(s, "*{} {rule}.*\n", t(lang, "Dé el resultado", "Give the result"));
    }
    match q.kind {
        Kind::Single => {
            let _ = writeln!(s, "{}: ____\n", t(lang, "Respuesta (una letra)", "Answer (one letter)"));
        }
        Kind::Multiple => {
            let _ = writeln!(
                s,
                "{}: ________\n",
                t(lang, "Respuesta (todas las letras correctas)", "Answer (every right letter)")
            );
        }
        Kind::Pairing => {
            let _ = writeln!(
                s,
                "{}:\n",
                t(
                    lang,
                    "Respuesta (blancas-negras por tablero; bye: n-0) y razones",
                    "Answer (white-black per board; bye: n-0) and reasons"
                )
            );
        }
        Kind::Numeric | Kind::Open => {
            let _ = writeln!(s, "{}:\n", t(lang, "Respuesta y razones", "Answer and reasons"));
        }
    }
    s
}

/// Dotted lines to write on, two per mark (Markdown paper; the HTML paper has a box).
fn answer_lines(q: &Question) -> String {
    use super::schema::Kind;
    if matches!(q.kind, Kind::Single | Kind::Multiple) {
        return String::new();
    }
    let line = "…".repeat(60);
    (0..q.points.0.max(2)).map(|_| format!("{line}\n\n")).collect()
}

/// The key in short form, numbers in `lang`'s format (`5,4 (± 0,5)` in Spanish).
fn key_in(q: &Question, lang: Lang) -> Option<String> {
    q.key_short().map(|k| if q.kind == super::schema::Kind::Numeric { super::i18n::number_text(lang, &k) } else { k })
}

/// The second marker's overview: number, id, marks and key of every question.
fn key_table(questions: &[&Question], lang: Lang) -> String {
    let mut s = format!(
        "| {} | Id | {} | {} |\n|---:|---|---:|---|\n",
        t(lang, "Nº", "No."),
        t(lang, "Puntos", "Marks"),
        t(lang, "Clave", "Key")
    );
    for (i, q) in questions.iter().enumerate() {
        let key = key_in(q, lang).unwrap_or_else(|| t(lang, "según los criterios", "per the scheme").to_owned());
        let points = super::i18n::marks_number(lang, q.points);
        let _ = writeln!(s, "| {} | {} | {points} | {} |", i + 1, q.id, key.replace('|', "/"));
    }
    s.push('\n');
    s
}

const STYLE: &str = "body{font-family:serif;max-width:50em;margin:2em auto;line-height:1.4}\
table{border-collapse:collapse}td,th{border:1px solid #999;padding:.2em .5em}\
table.board td{width:1.6em;height:1.6em;text-align:center;font-size:1.6em;padding:0}\
table.board th{border:none}td.light{background:#f0d9b5}td.dark{background:#b58863}\
.marks{float:right;font-weight:bold}.answer{border:1px solid #999;margin:.5em 0 1.5em}";

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

/// The note a paper carries for a generator left out because it finds no exercise valid on
/// its date (it writes them under editions not yet in force then).
#[must_use]
pub fn left_out_note(generator: &str, on: Date, lang: Lang) -> String {
    let date = format!("{:04}-{:02}-{:02}", on.year, on.month, on.day);
    if lang == Lang::Es {
        format!(
            "Ejercicios generados: se omite el generador {generator}, que no tiene ningún ejercicio válido el {date} \
             (los escribe con ediciones que aún no estaban en vigor)."
        )
    } else {
        format!(
            "Generated exercises: generator {generator} left out, as none of its exercises is valid on {date} (it \
             writes them under editions not yet in force then)."
        )
    }
}

/// Builds the paper and the marking scheme for `questions` (already chosen from `plan`).
#[must_use]
pub fn build(plan: &Plan, questions: &[&Question], lang: Lang, seed: u64, on: Date, variant: Option<char>) -> Paper {
    build_noted(plan, questions, lang, seed, on, variant, &[])
}

/// [`build`] with notes printed under the paper's and the scheme's header (generators left out).
#[must_use]
pub fn build_noted(
    plan: &Plan,
    questions: &[&Question],
    lang: Lang,
    seed: u64,
    on: Date,
    variant: Option<char>,
    notes: &[String],
) -> Paper {
    let mut paper_md = String::new();
    let mut marking_md = String::new();
    header_md(&mut paper_md, plan, questions, lang, seed, on, variant, false);
    header_md(&mut marking_md, plan, questions, lang, seed, on, variant, true);
    if !notes.is_empty() {
        let mut block = format!("{}:\n\n", t(lang, "Notas", "Notes"));
        for n in notes {
            block.push_str(&format!("- {n}\n"));
        }
        block.push('\n');
        paper_md.push_str(&block);
        marking_md.push_str(&block);
    }
    paper_md.push_str(&candidate_fields(lang));
    marking_md.push_str(&key_table(questions, lang));
    let mut paper_body = to_html(&paper_md);
    let mut marking_body = to_html(&marking_md);
    let mut topic: Option<Topic> = None;
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
        let marks = super::i18n::marks(lang, q.points);
        let head = format!("### {n}. ({marks})\n\n");
        paper_md.push_str(&head);
        paper_md.push_str(tx.prompt.trim_end());
        paper_md.push_str("\n\n");
        paper_body.push_str(&format!("<h3>{n}. <span class=\"marks\">{marks}</span></h3>\n"));
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
        let space = answer_space(q, lang);
        paper_md.push_str(&space);
        paper_md.push_str(&answer_lines(q));
        paper_body.push_str(&to_html(&space));
        if !matches!(q.kind, super::schema::Kind::Single | super::schema::Kind::Multiple) {
            paper_body
                .push_str(&format!("<div class=\"answer\" style=\"min-height:{}em\"></div>\n", 3 * q.points.0.max(2)));
        }
        // Marking scheme.
        let mut m = format!("### {n}. {} ({marks})\n\n", q.id);
        if let Some(k) = key_in(q, lang) {
            let _ = writeln!(m, "**{}:** {k}\n", t(lang, "Clave", "Key"));
        }
        if let Some(rule) = rounding_rule(q, lang, true) {
            let _ = writeln!(m, "**{}:** {rule}\n", t(lang, "Redondeo", "Rounding"));
        }
        if q.kind == super::schema::Kind::Pairing
            && let Some(rule) = pairing_scheme(q, lang)
        {
            let _ = writeln!(m, "{rule}\n");
        }
        for s in &q.answer.partial {
            let value = super::i18n::number(lang, s.value);
            let marks = super::i18n::marks(lang, s.marks);
            let slip = if lang == Lang::Es { &s.es } else { &s.en };
            let _ = writeln!(
                m,
                "*{}:* {value} → {marks} ({slip})\n",
                t(lang, "Puntuación por pasos, con los cálculos a la vista", "Step marks, with the working shown")
            );
        }
        let _ = writeln!(m, "**{}:**\n\n{}\n", t(lang, "Respuesta", "Answer"), tx.answer.trim());
        if let Some(mk) = &tx.marking {
            let _ = writeln!(m, "**{}:**\n\n{}\n", t(lang, "Corrección", "Marking"), mk.trim());
        }
        let _ = writeln!(m, "**{}:**\n\n{}\n", t(lang, "Explicación", "Explanation"), tx.explanation.trim());
        // The articles in the paper's language; the question's source and authoring notes stay
        // in the bank (`quiz show` prints them), never on a paper or its scheme.
        let refs: Vec<String> = q.refs.iter().map(|r| r.say(lang)).collect();
        let _ = writeln!(m, "*{}: {}*\n", t(lang, "Artículos", "Articles"), refs.join("; "));
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
