//! What every page shares: the layout (phone-friendly, no framework), the interface's words in
//! Spanish and English, Markdown of the bank rendered without raw HTML, and the HTTP shape of
//! a page or an error.
//!
//! Templates are [`maud`]: every value spliced into a page is HTML-escaped unless it is
//! explicitly wrapped in `PreEscaped`, which only [`markdown`] and [`crate::serve::board`]
//! (output built from escaped text) do.

use crate::quiz::Lang;
use axum::http::StatusCode;
use axum::response::{Html, IntoResponse, Response};
use maud::{DOCTYPE, Markup, PreEscaped, html};
use pulldown_cmark::{Event, Options, Parser, html as md_html};

const STYLE: &str = "
*{box-sizing:border-box}body{font-family:system-ui,sans-serif;margin:0;line-height:1.45;color:#1d2330;background:#f6f7f9}
header{background:#1f3b57;color:#fff;padding:.6em 1em;display:flex;flex-wrap:wrap;gap:.4em 1.2em;align-items:center}
header a{color:#fff;text-decoration:none}header .brand{font-weight:700;margin-right:auto}
main{max-width:52em;margin:0 auto;padding:1em}
.card{background:#fff;border:1px solid #d8dde6;border-radius:8px;padding:1em;margin:0 0 1em}
label{display:block;margin:.4em 0}input[type=text],input[type=number],input[type=password],textarea,select{font-size:1rem;padding:.45em;width:100%;max-width:32em;border:1px solid #b8c0cc;border-radius:5px}
textarea{min-height:7em}button,.button{font-size:1rem;padding:.5em 1.1em;border:0;border-radius:5px;background:#1f6feb;color:#fff;cursor:pointer;text-decoration:none;display:inline-block;margin:.2em .2em .2em 0}
button.secondary,.button.secondary{background:#6b7686}
.option{display:block;padding:.55em .6em;margin:.35em 0;border:1px solid #d8dde6;border-radius:6px;background:#fbfcfd}
.option input{margin-right:.5em;transform:scale(1.2)}
table{border-collapse:collapse;width:100%;margin:.5em 0}th,td{border-bottom:1px solid #e3e7ee;padding:.3em .45em;text-align:left;vertical-align:top}
.num{text-align:right}.ok{color:#137333;font-weight:600}.bad{color:#b3261e;font-weight:600}.partial{color:#8a5a00;font-weight:600}
.muted{color:#5f6b7a}.nav a{display:inline-block;min-width:2.2em;text-align:center;padding:.2em;margin:.1em;border:1px solid #c9d1dc;border-radius:4px;text-decoration:none;color:#1d2330}
.nav a.done{background:#d7ecdd}.nav a.here{outline:2px solid #1f6feb}
pre{background:#f0f2f5;padding:.6em;overflow-x:auto;font-size:.85rem}
.timer{font-variant-numeric:tabular-nums;font-weight:700}.board{max-width:22em;display:block;margin:.5em 0}
.error{background:#fdecea;border-color:#f5c2bd}.notice{background:#e8f1fe;border-color:#b9d3fb}
@media print{header,.noprint{display:none}.script{page-break-after:always}body{background:#fff}.card{border:0}}
";

/// The interface's words (the bank's own texts come in both languages from the bank).
#[must_use]
pub fn t(lang: Lang, key: &str) -> &'static str {
    let es = lang == Lang::Es;
    let pick = |s: &'static str, e: &'static str| if es { s } else { e };
    match key {
        "candidate" => pick("Candidato", "Candidate"),
        "room" => pick("Aula del seminario", "Seminar room"),
        "desk" => pick("Mesa del árbitro", "Arbiter's desk"),
        "practice" => pick("Práctica por temas", "Practice by topic"),
        "practice_help" => pick(
            "Una pregunta cada vez, con la corrección y la explicación al momento.",
            "One question at a time, with the marking and the explanation at once.",
        ),
        "exam" => pick("Examen cronometrado", "Timed exam"),
        "exam_help" => pick(
            "Un examen del plan elegido: sin corrección hasta el final; se aprueba con el 80 %.",
            "A paper from the chosen blueprint: no feedback until the end; 80 % passes.",
        ),
        "topics" => pick("Temas (ninguno = todos)", "Topics (none = all)"),
        "count" => pick("Número de preguntas", "Number of questions"),
        "blueprint" => pick("Plan del examen", "Blueprint"),
        "minutes" => pick("Minutos", "Minutes"),
        "seed" => pick("Semilla (opcional)", "Seed (optional)"),
        "start" => pick("Empezar", "Start"),
        "join" => pick("Entrar en un aula", "Join a room"),
        "join_help" => pick(
            "Escriba el código que da el profesor y su nombre. Con el mismo nombre vuelve a su examen.",
            "Type the code your lecturer gives and your name. The same name takes you back to your paper.",
        ),
        "code" => pick("Código del aula", "Room code"),
        "name" => pick("Nombre", "Name"),
        "question" => pick("Pregunta", "Question"),
        "of" => pick("de", "of"),
        "marks" => pick("puntos", "marks"),
        "answer" => pick("Responder", "Answer"),
        "skip" => pick("Saltar", "Skip"),
        "next" => pick("Siguiente", "Next"),
        "finish" => pick("Entregar el examen", "Hand in the paper"),
        "finish_confirm" => pick(
            "Entregar: después no se pueden cambiar las respuestas.",
            "Hand in: answers cannot be changed afterwards.",
        ),
        "time_left" => pick("Tiempo restante", "Time left"),
        "time_up" => {
            pick("Se acabó el tiempo: esta respuesta no se acepta.", "Time is up: this answer was not accepted.")
        }
        "handed_in" => pick(
            "El examen está entregado: no se aceptan más respuestas.",
            "The paper is handed in: no more answers are accepted.",
        ),
        "saved" => pick("Respuesta guardada.", "Answer saved."),
        "your_answer" => pick("Su respuesta", "Your answer"),
        "no_answer" => pick("(sin respuesta)", "(no answer)"),
        "model" => pick("Respuesta modelo", "Model answer"),
        "explanation" => pick("Explicación", "Explanation"),
        "marking" => pick("Criterio de corrección", "Marking scheme"),
        "refs" => pick("Artículos", "Articles"),
        "correct" => pick("Correcto", "Correct"),
        "wrong" => pick("Incorrecto", "Wrong"),
        "partial" => pick("Parcialmente correcto", "Partially correct"),
        "skipped" => pick("Saltada", "Skipped"),
        "pending" => pick("Pendiente de corrección", "Awaiting marking"),
        "score" => pick("Puntuación", "Score"),
        "pass" => pick("APROBADO", "PASS"),
        "fail" => pick("NO APROBADO", "FAIL"),
        "pass_mark" => pick("nota para aprobar", "pass mark"),
        "results" => pick("Resultados", "Results"),
        "self_mark" => pick("Puntos que se concede", "Marks you award yourself"),
        "give_marks" => pick("Puntuar", "Award"),
        "received" => pick(
            "Examen entregado. Sus respuestas están guardadas; el profesor publicará la nota.",
            "Paper handed in. Your answers are saved; your lecturer will give the results.",
        ),
        "answered" => pick("respondidas", "answered"),
        "white" => pick("Juegan las blancas", "White to move"),
        "black" => pick("Juegan las negras", "Black to move"),
        "hint_multiple" => pick("Marque todas las correctas.", "Tick every correct option."),
        "hint_numeric" => pick("Un número (coma o punto decimal).", "A number (decimal comma or point)."),
        "hint_pairing" => pick(
            "Emparejamientos blancas-negras, p. ej. 7-29 26-16; 5-0 para el bye.",
            "Boards white-black, e.g. 7-29 26-16; 5-0 for the bye.",
        ),
        "again" => pick("Otra sesión", "Another session"),
        "not_found" => pick("No existe.", "Not found."),
        "practice_name" => pick("Su nombre (opcional)", "Your name (optional)"),
        "practice_name_help" => pick(
            "Con su nombre, las preguntas que tocan repasar hoy salen primero (repetición espaciada, como en la línea de órdenes) y cada respuesta queda guardada. Sin nombre practica de forma anónima: no se guarda ningún progreso.",
            "With your name, the questions due for repetition today come first (spaced repetition, as on the command line) and every answer is kept. Without a name you practise anonymously: no progress is kept.",
        ),
        "show_progress" => pick("Ver mi progreso", "Show my progress"),
        "progress_of" => pick("Progreso de", "Progress of"),
        "due_today" => pick("preguntas para repasar hoy", "questions due for repetition today"),
        "no_progress" => {
            pick("Aún no hay respuestas guardadas con este nombre.", "No answers kept under this name yet.")
        }
        "topic" => pick("Tema", "Topic"),
        "questions" => pick("Preguntas", "Questions"),
        "answers" => pick("Respuestas", "Answers"),
        "accuracy" => pick("Aciertos", "Right"),
        "due" => pick("Para repasar", "Due"),
        "progress_kept" => pick("Progreso guardado para", "Progress kept for"),
        "anonymous" => {
            pick("Práctica anónima: no se guarda ningún progreso.", "Anonymous practice: no progress is kept.")
        }
        _ => "",
    }
}

/// The language of `?lang=` or the browser's `Accept-Language` (es* → Spanish, else English).
#[must_use]
pub fn lang_of(query: Option<&str>, accept: Option<&str>) -> Lang {
    match query {
        Some("es") => Lang::Es,
        Some("en") => Lang::En,
        _ => {
            if accept.is_some_and(|a| a.trim_start().to_ascii_lowercase().starts_with("es")) {
                Lang::Es
            } else {
                Lang::En
            }
        }
    }
}

/// A language from its code as stored (`es`, else English).
#[must_use]
pub fn lang_code(code: &str) -> Lang {
    if code == "es" { Lang::Es } else { Lang::En }
}

/// The page around `body`.
#[must_use]
pub fn layout(title: &str, lang: Lang, body: Markup) -> Markup {
    let other = if lang == Lang::Es { ("en", "English") } else { ("es", "Español") };
    html! {
        (DOCTYPE)
        html lang=(lang.code()) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                title { (title) " — arbitro" }
                style { (PreEscaped(STYLE)) }
            }
            body {
                header {
                    a.brand href={ "/?lang=" (lang.code()) } { "arbitro" }
                    a href={ "/?lang=" (lang.code()) } { (t(lang, "candidate")) }
                    a href={ "/join?lang=" (lang.code()) } { (t(lang, "join")) }
                    a href={ "/lecturer?lang=" (lang.code()) } { (t(lang, "room")) }
                    a href={ "/desk?lang=" (lang.code()) } { (t(lang, "desk")) }
                    a href={ "?lang=" (other.0) } { (other.1) }
                }
                main { (body) }
            }
        }
    }
}

/// A page as a response.
#[must_use]
pub fn page(title: &str, lang: Lang, body: Markup) -> Response {
    Html(layout(title, lang, body).into_string()).into_response()
}

/// An error page with `status`.
#[must_use]
pub fn error(status: StatusCode, lang: Lang, message: &str) -> Response {
    let body = html! { div.card.error { p { (message) } p { a href="/" { "arbitro" } } } };
    (status, Html(layout(status.canonical_reason().unwrap_or("Error"), lang, body).into_string())).into_response()
}

/// Markdown of the bank (or of a report) as HTML. Raw HTML in the text is shown as text,
/// never passed through: the bank and reports are data, not markup.
#[must_use]
pub fn markdown(md: &str) -> Markup {
    let events = Parser::new_ext(md, Options::ENABLE_TABLES | Options::ENABLE_STRIKETHROUGH).map(|e| match e {
        Event::Html(s) | Event::InlineHtml(s) => Event::Text(s),
        other => other,
    });
    let mut out = String::new();
    md_html::push_html(&mut out, events);
    PreEscaped(out)
}

/// A moment as `YYYY-MM-DD HH:MM` UTC.
#[must_use]
pub fn when(secs: i64) -> String {
    let days = secs.div_euclid(86_400);
    let rest = secs.rem_euclid(86_400);
    // Civil from days (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!("{y:04}-{m:02}-{d:02} {:02}:{:02}", rest / 3600, (rest / 60) % 60)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn raw_html_in_markdown_is_shown_as_text() {
        let h = markdown("**bold** <script>alert(1)</script> <b onclick=x>").into_string();
        assert!(h.contains("<strong>bold</strong>"), "{h}");
        assert!(!h.contains("<script>") && h.contains("&lt;script&gt;"), "{h}");
        assert!(!h.contains("<b onclick"), "{h}");
    }

    #[test]
    fn values_in_templates_are_escaped() {
        let name = "<img src=x onerror=alert(1)>";
        let h = layout(name, Lang::En, html! { p { (name) } }).into_string();
        assert!(!h.contains("<img"), "{h}");
        assert!(h.contains("&lt;img src=x onerror=alert(1)&gt;"), "{h}");
    }

    #[test]
    fn chooses_the_language() {
        assert_eq!(lang_of(Some("es"), Some("en-GB")), Lang::Es);
        assert_eq!(lang_of(None, Some("es-ES,es;q=0.9")), Lang::Es);
        assert_eq!(lang_of(None, None), Lang::En);
        assert_eq!(t(Lang::Es, "skip"), "Saltar");
    }

    #[test]
    fn dates_are_utc() {
        assert_eq!(when(0), "1970-01-01 00:00");
        assert_eq!(when(1_795_000_000), "2026-11-18 11:06");
    }
}
