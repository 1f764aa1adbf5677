//! `quiz show ID`: one question in full, as a lecturer reviews it — text, diagram, options,
//! key, model answer, marking scheme, explanation, articles, editions and where it is written.

use super::markdown::to_terminal;
use super::schema::{Kind, Lang, Question, option_letter};
use serde::Serialize;

/// The JSON of `quiz show --format json`: the question as the bank holds it (both languages)
/// with its file and line: `{"id", "topic", "kind", "points", "source", "refs", "fen",
/// "editions", "answer", "es", "en", "key", "file", "line"}`.
#[derive(Serialize)]
pub(crate) struct Shown<'a> {
    /// The question.
    #[serde(flatten)]
    pub question: &'a Question,
    /// The key in short form, when the kind has one.
    pub key: Option<String>,
    /// The bank file.
    pub file: String,
    /// Its line.
    pub line: usize,
}

impl<'a> Shown<'a> {
    /// `q` with its place.
    #[must_use]
    pub fn new(q: &'a Question) -> Shown<'a> {
        Shown { question: q, key: q.key_short(), file: q.origin.file.display().to_string(), line: q.origin.line }
    }
}

/// The kind of question in words.
#[must_use]
pub(crate) fn kind_name(kind: Kind, lang: Lang) -> &'static str {
    match (kind, lang) {
        (Kind::Single, Lang::En) => "single choice",
        (Kind::Single, Lang::Es) => "respuesta única",
        (Kind::Multiple, Lang::En) => "multiple choice",
        (Kind::Multiple, Lang::Es) => "respuesta múltiple",
        (Kind::Numeric, Lang::En) => "calculation",
        (Kind::Numeric, Lang::Es) => "cálculo",
        (Kind::Open, Lang::En) => "open question",
        (Kind::Open, Lang::Es) => "pregunta abierta",
        (Kind::Pairing, Lang::En) => "pairing",
        (Kind::Pairing, Lang::Es) => "emparejamiento",
    }
}

/// The question in full, as text in `lang`.
#[must_use]
pub fn text(q: &Question, lang: Lang) -> String {
    let es = lang == Lang::Es;
    let t = q.text(lang);
    let label = |en: &'static str, sp: &'static str| if es { sp } else { en };
    let mut o = format!(
        "{} · {} · {} · {}\n",
        q.id,
        q.topic.title(lang),
        kind_name(q.kind, lang),
        super::marking::marks_phrase(lang, q.points.as_f64())
    );
    o.push_str(&format!("{}: {}\n", label("Source", "Fuente"), q.source));
    let editions: Vec<String> = q.editions.iter().map(|e| format!("{e} ({})", e.title(lang))).collect();
    o.push_str(&format!(
        "{}: {}\n",
        label("Editions", "Ediciones"),
        if editions.is_empty() { "-".to_string() } else { editions.join("; ") }
    ));
    o.push_str(&format!("{}: {}:{}\n\n", label("File", "Archivo"), q.origin.file.display(), q.origin.line));
    o.push_str(&to_terminal(&t.prompt));
    if let Some(f) = &q.fen
        && let Ok(p) = super::fen::parse(f)
    {
        o.push('\n');
        o.push_str(
            &p.text_diagram(label("White to move", "Juegan las blancas"), label("Black to move", "Juegan las negras")),
        );
        o.push_str(&format!("FEN: {f}\n"));
    }
    if !t.options.is_empty() {
        o.push('\n');
        for (i, x) in t.options.iter().enumerate() {
            let mark = if q.answer.choices.contains(&i) { "*" } else { " " };
            o.push_str(&format!("{mark} {}) {}", option_letter(i), to_terminal(x)));
        }
    }
    if let Some(rule) = super::paper::rounding_rule(q, lang, true) {
        o.push_str(&format!("({} {rule}.)\n", label("Give the result", "Dé el resultado")));
    }
    o.push('\n');
    if let Some(k) = q.key_short() {
        o.push_str(&format!("{}: {k}\n", label("Key", "Clave")));
    }
    o.push_str(&format!("{}:\n{}", label("Model answer", "Respuesta modelo"), to_terminal(&t.answer)));
    if let Some(m) = &t.marking {
        o.push_str(&format!("{}:\n{}", label("Marking scheme", "Esquema de corrección"), to_terminal(m)));
    }
    o.push_str(&format!("{}:\n{}", label("Explanation", "Explicación"), to_terminal(&t.explanation)));
    let refs: Vec<String> = q.refs.iter().map(ToString::to_string).collect();
    o.push_str(&format!("{}: {}\n", label("Articles", "Artículos"), refs.join("; ")));
    o
}

/// Ids of `questions` resembling `id` (containing it, or it containing them), for "did you mean".
#[must_use]
pub(crate) fn similar<'a>(questions: &'a [Question], id: &str) -> Vec<&'a str> {
    let id = id.to_lowercase();
    let mut v: Vec<&str> = questions
        .iter()
        .map(|q| q.id.as_str())
        .filter(|q| !id.is_empty() && (q.contains(id.as_str()) || id.contains(q)))
        .collect();
    v.sort_unstable();
    v.truncate(5);
    v
}
