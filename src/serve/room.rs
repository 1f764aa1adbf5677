//! The seminar room: the lecturer opens an exam from a blueprint, candidates join with the
//! room code, the lecturer follows the room, marks open answers, reads the item analysis and
//! exports the results (CSV) and the candidates' scripts (printable HTML).

use super::candidate::{self, LangQuery, given_text, key_block, outcome_label, prompt, request_lang, score_line};
use super::csrf::{self, Csrf};
use super::page::{self, lang_code, t, when};
use super::store::{Room, Session};
use super::{Shared, analysis, now, sheet};
use crate::quiz::{Kind, Lang, Marks, grade};
use axum::Extension;
use axum::extract::{Form, Path, Query, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Redirect, Response};
use maud::{Markup, html};
use std::collections::BTreeMap;

/// The cookie holding the lecturer token (when one is required).
pub const LECTURER_COOKIE: &str = "arbitro_lecturer";

/// Letters of room codes: no 0/O, 1/I to misread on a projector.
const CODE_LETTERS: &[u8] = b"ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

fn new_code() -> String {
    (0..6).map(|_| char::from(CODE_LETTERS[rand::random_range(0..CODE_LETTERS.len())])).collect()
}

fn forbidden(lang: Lang) -> Response {
    page::error(
        StatusCode::FORBIDDEN,
        lang,
        "This page is the lecturer's: log in with the lecturer token at /lecturer.",
    )
}

fn db_error(lang: Lang, e: &str) -> Response {
    page::error(StatusCode::INTERNAL_SERVER_ERROR, lang, e)
}

/// `GET /join`: the room code and the candidate's name.
pub async fn join_page(
    State(app): State<Shared>,
    Extension(csrf): Extension<Csrf>,
    Query(q): Query<LangQuery>,
    headers: HeaderMap,
) -> Response {
    let lang = request_lang(&app, &q, &headers);
    let body = html! {
        h1 { (t(lang, "join")) }
        div.card {
            p.muted { (t(lang, "join_help")) }
            form method="post" action=(csrf.action("/join")) {
                input type="hidden" name="lang" value=(lang.code());
                label { (t(lang, "code")) input type="text" name="code" autocomplete="off" autocapitalize="characters" required; }
                label { (t(lang, "name")) input type="text" name="name" maxlength="60" required; }
                button type="submit" { (t(lang, "start")) }
            }
        }
    };
    page::page(t(lang, "join"), lang, body)
}

/// `POST /join`: the candidate's paper in the room (a new one, or theirs again by name).
pub async fn join(State(app): State<Shared>, Form(form): Form<BTreeMap<String, String>>) -> Response {
    let lang = lang_code(form.get("lang").map_or("en", String::as_str));
    let code: String = form.get("code").map_or("", String::as_str).trim().to_ascii_uppercase();
    let name: String = form.get("name").map_or("", String::as_str).split_whitespace().collect::<Vec<_>>().join(" ");
    if name.is_empty() || name.chars().count() > 60 {
        return page::error(StatusCode::BAD_REQUEST, lang, "give your name (at most 60 characters)");
    }
    let db = app.db();
    let room = match db.room(&code) {
        Ok(Some(r)) => r,
        Ok(None) => return page::error(StatusCode::NOT_FOUND, lang, "no room has this code"),
        Err(e) => return db_error(lang, &e),
    };
    match db.session_in_room(&room.code, &name) {
        Ok(Some(s)) => return Redirect::to(&format!("/s/{}", s.id)).into_response(),
        Ok(None) => {}
        Err(e) => return db_error(lang, &e),
    }
    if room.closed.is_some() {
        return page::error(StatusCode::CONFLICT, lang, "this room is closed");
    }
    let s = Session {
        id: csrf::new_token(),
        room: Some(room.code.clone()),
        name,
        mode: "exam".into(),
        lang: room.lang.clone(),
        questions: room.questions.clone(),
        started: now(),
        limit_secs: Some(i64::from(room.minutes) * 60),
        pass_percent: Some(room.pass_percent),
        finished: None,
    };
    if let Err(e) = db.create_session(&s) {
        return db_error(lang, &e);
    }
    Redirect::to(&format!("/s/{}/q/0", s.id)).into_response()
}

/// `GET /lecturer`: the rooms and the form to open one (or the login form).
pub async fn lecturer(
    State(app): State<Shared>,
    Extension(csrf): Extension<Csrf>,
    Query(q): Query<LangQuery>,
    headers: HeaderMap,
) -> Response {
    let lang = request_lang(&app, &q, &headers);
    if !app.is_lecturer(&headers) {
        let body = html! {
            h1 { (t(lang, "room")) }
            div.card { form method="post" action=(csrf.action("/lecturer/login")) {
                label { "Lecturer token" input type="password" name="token" required; }
                button type="submit" { "Log in" }
            } }
        };
        return page::page(t(lang, "room"), lang, body);
    }
    let rooms = match app.db().rooms() {
        Ok(r) => r,
        Err(e) => return db_error(lang, &e),
    };
    let body = html! {
        h1 { (t(lang, "room")) }
        div.card {
            h2 { "Open a room" }
            form method="post" action=(csrf.action("/lecturer/rooms")) {
                label { (t(lang, "blueprint")) select name="blueprint" {
                    @for (name, plan) in &app.blueprints { option value=(name) { (plan.blueprint.name) " (" (plan.total()) " " (t(lang, "marks")) ")" } }
                } }
                label { (t(lang, "minutes")) input type="number" name="minutes" min="1" max="600" placeholder="blueprint's"; }
                label { (t(lang, "seed")) input type="number" name="seed" min="0"; }
                label { "Language of the paper" select name="lang" {
                    option value="es" selected[lang == Lang::Es] { "Español" } option value="en" selected[lang == Lang::En] { "English" } } }
                button type="submit" { "Open the room" }
            }
        }
        div.card {
            h2 { "Rooms" }
            table { tr { th { "code" } th { "blueprint" } th { "opened (UTC)" } th { "state" } }
                @for r in &rooms { tr {
                    td { a href={ "/lecturer/room/" (r.code) } { code { (r.code) } } }
                    td { (r.blueprint) } td { (when(r.created)) }
                    td { @if r.closed.is_some() { "closed" } @else { "open" } }
                } }
            }
        }
    };
    page::page(t(lang, "room"), lang, body)
}

/// `POST /lecturer/login`: sets the lecturer cookie when the token is right.
pub async fn login(State(app): State<Shared>, Form(form): Form<BTreeMap<String, String>>) -> Response {
    let token = form.get("token").map_or("", String::as_str).trim();
    if !csrf::same_secret(token, &app.lecturer_token) {
        return forbidden(Lang::En);
    }
    let mut resp = Redirect::to("/lecturer").into_response();
    if let Ok(v) = HeaderValue::from_str(&format!("{LECTURER_COOKIE}={token}; Path=/; HttpOnly; SameSite=Strict")) {
        resp.headers_mut().append(header::SET_COOKIE, v);
    }
    resp
}

/// `POST /lecturer/rooms`: opens a room with a paper filled from the blueprint.
pub async fn open_room(
    State(app): State<Shared>,
    headers: HeaderMap,
    Form(form): Form<BTreeMap<String, String>>,
) -> Response {
    let lang = lang_code(form.get("lang").map_or("en", String::as_str));
    if !app.is_lecturer(&headers) {
        return forbidden(lang);
    }
    let name = form.get("blueprint").map_or("", String::as_str);
    let Some(plan) = app.blueprint(name) else {
        return page::error(StatusCode::BAD_REQUEST, lang, "unknown blueprint");
    };
    let seed: u64 = form.get("seed").and_then(|s| s.trim().parse().ok()).unwrap_or_else(rand::random::<u64>);
    let minutes: u32 = form
        .get("minutes")
        .and_then(|s| s.trim().parse().ok())
        .filter(|m| (1..=600).contains(m))
        .unwrap_or(plan.blueprint.minutes);
    let chosen = match crate::quiz::select::fill(&app.pool, plan, seed) {
        Ok(c) => c,
        Err(short) => {
            let why: Vec<String> = short.iter().map(ToString::to_string).collect();
            return page::error(
                StatusCode::BAD_REQUEST,
                lang,
                &format!("the bank cannot fill the blueprint: {}", why.join("; ")),
            );
        }
    };
    let db = app.db();
    let mut code = new_code();
    while matches!(db.room(&code), Ok(Some(_))) {
        code = new_code();
    }
    let room = Room {
        code: code.clone(),
        blueprint: name.to_string(),
        seed,
        lang: lang.code().into(),
        minutes,
        pass_percent: plan.blueprint.pass_percent,
        questions: chosen.iter().map(|q| q.id.clone()).collect(),
        created: now(),
        closed: None,
    };
    if let Err(e) = db.create_room(&room) {
        return db_error(lang, &e);
    }
    Redirect::to(&format!("/lecturer/room/{code}")).into_response()
}

/// A room's candidates with their papers loaded.
struct RoomView<'a> {
    room: Room,
    papers: Vec<candidate::Loaded<'a>>,
}

/// A lecturer's page of room `code`: refused unless the request carries the lecturer's
/// token, then the room with every candidate's paper ([`load_room`]).
fn lecturer_room<'a>(app: &'a super::App, headers: &HeaderMap, code: &str) -> Result<RoomView<'a>, Box<Response>> {
    if !app.is_lecturer(headers) {
        return Err(Box::new(forbidden(Lang::En)));
    }
    load_room(app, code)
}

fn load_room<'a>(app: &'a super::App, code: &str) -> Result<RoomView<'a>, Box<Response>> {
    let (room, sessions) = {
        let db = app.db();
        let room = match db.room(code) {
            Ok(Some(r)) => r,
            Ok(None) => return Err(Box::new(page::error(StatusCode::NOT_FOUND, Lang::En, "no such room"))),
            Err(e) => return Err(Box::new(db_error(Lang::En, &e))),
        };
        let sessions = db.room_sessions(code).map_err(|e| Box::new(db_error(Lang::En, &e)))?;
        (room, sessions)
    };
    let papers = sessions.iter().map(|s| candidate::load(app, &s.id)).collect::<Result<Vec<_>, _>>()?;
    Ok(RoomView { room, papers })
}

fn analysis_table(v: &RoomView<'_>) -> Markup {
    let Some(first) = v.papers.first() else { return html! { p.muted { "No candidate yet." } } };
    let shares: Vec<Vec<f64>> = v
        .papers
        .iter()
        .map(|p| {
            p.qs.iter()
                .zip(&p.answers)
                .map(|(q, a)| {
                    let full = q.map_or(1, |q| q.points.0.max(1));
                    f64::from(a.as_ref().and_then(|a| a.awarded).unwrap_or(0)) / f64::from(full)
                })
                .collect()
        })
        .collect();
    let totals: Vec<f64> = shares.iter().map(|s| s.iter().sum()).collect();
    let items = analysis::items(&shares, &totals);
    html! {
        table id="analysis" { tr { th { "#" } th { "question" } th { "kind" } th.num { "facility" } th.num { "discrimination" } }
            @for (i, it) in items.iter().enumerate() { tr {
                td { (i + 1) } td { code { (first.s.questions[i]) } }
                td { (first.qs[i].map_or("", |q| q.kind.code())) }
                td.num { (format!("{:.2}", it.facility)) }
                td.num { @match it.discrimination { Some(d) => (format!("{d:+.2}")), None => "—" } }
            } }
        }
        p.muted { "Facility: mean share of the marks. Discrimination: facility of the best 27 % minus that of the worst 27 % (by total). "
            "Answers awaiting marking count as 0." }
    }
}

/// `GET /lecturer/room/{code}`: the candidates, their scores, the item analysis, the exports.
pub async fn room_page(
    State(app): State<Shared>,
    Extension(csrf): Extension<Csrf>,
    Path(code): Path<String>,
    headers: HeaderMap,
) -> Response {
    let v = match lecturer_room(&app, &headers, &code) {
        Ok(v) => v,
        Err(r) => return *r,
    };
    let lang = lang_code(&v.room.lang);
    let at = now();
    let body = html! {
        h1 { (t(lang, "room")) " " code id="room-code" { (v.room.code) } }
        div.card.notice { p { "Candidates open " b { "/join" } " and type the code " b { (v.room.code) } "." }
            p.muted { (v.room.blueprint) " · seed " (v.room.seed) " · " (v.room.questions.len()) " questions · " (v.room.minutes) " min · opened " (when(v.room.created)) " UTC"
                @if v.room.closed.is_some() { " · closed" } } }
        div.card {
            h2 { "Candidates" }
            table id="candidates" { tr { th { (t(lang, "name")) } th.num { (t(lang, "answered")) } th.num { (t(lang, "pending")) } th.num { (t(lang, "score")) } th { "" } }
                @for p in &v.papers {
                    @let s = sheet::score(&p.qs, &p.answers, p.s.pass_percent);
                    tr { td { (p.s.name) } td.num { (s.answered) "/" (p.qs.len()) } td.num { (s.pending) }
                        td.num { (s.awarded) "/" (s.total) " (" (format!("{:.1}", s.percent)) " %)" }
                        td { @if p.open(at) { "writing" } @else { @match s.passed { Some(true) => span.ok { (t(lang, "pass")) }, Some(false) => span.bad { (t(lang, "fail")) }, None => span.partial { (t(lang, "pending")) } } } } }
                }
            }
            p { a.button href={ "/lecturer/room/" (v.room.code) "/mark" } { "Mark open answers" }
                a.button.secondary href={ "/lecturer/room/" (v.room.code) "/results.csv" } { "Results (CSV)" }
                a.button.secondary href={ "/lecturer/room/" (v.room.code) "/scripts" } { "Scripts (printable)" } }
            @if v.room.closed.is_none() {
                form method="post" action=(csrf.action(&format!("/lecturer/room/{}/close", v.room.code))) {
                    button.secondary type="submit" { "Close the room (hand every paper in)" } }
            }
        }
        div.card { h2 { "Item analysis" } (analysis_table(&v)) }
    };
    page::page(&format!("{} {}", t(lang, "room"), v.room.code), lang, body)
}

/// `POST /lecturer/room/{code}/close`.
pub async fn close_room(State(app): State<Shared>, Path(code): Path<String>, headers: HeaderMap) -> Response {
    if !app.is_lecturer(&headers) {
        return forbidden(Lang::En);
    }
    if let Err(e) = app.db().close_room(&code, now()) {
        return db_error(Lang::En, &e);
    }
    Redirect::to(&format!("/lecturer/room/{code}")).into_response()
}

/// `GET /lecturer/room/{code}/mark`: every answer that needs a marker, with the scheme.
pub async fn marking_page(
    State(app): State<Shared>,
    Extension(csrf): Extension<Csrf>,
    Path(code): Path<String>,
    headers: HeaderMap,
) -> Response {
    let v = match lecturer_room(&app, &headers, &code) {
        Ok(v) => v,
        Err(r) => return *r,
    };
    let lang = lang_code(&v.room.lang);
    let body = html! {
        h1 { "Marking — " (v.room.code) }
        p { a href={ "/lecturer/room/" (v.room.code) } { "← " (t(lang, "room")) } }
        @for p in &v.papers {
            @for (n, (q, a)) in p.qs.iter().zip(&p.answers).enumerate() {
                @if let (Some(q), Some(a)) = (q, a) {
                    @if !a.skipped && (q.kind == Kind::Open || a.awarded.is_none()) {
                        div.card.mark {
                            p.muted { (p.s.name) " · " (t(lang, "question")) " " (n + 1) " · " code { (q.id) } }
                            (prompt(q, lang, n, p.qs.len()))
                            p { b { (t(lang, "your_answer")) ": " } (given_text(lang, Some(a))) }
                            details { summary { (t(lang, "marking")) } (key_block(q, lang)) }
                            form method="post" action=(csrf.action(&format!("/lecturer/room/{}/mark/{}/{n}", v.room.code, p.s.id))) {
                                label { (t(lang, "marks")) " (0–" (q.points) ")"
                                    input type="number" name="marks" min="0" max=(q.points.as_f64()) step="0.5" required
                                        value=[a.awarded.map(|m| Marks(m).to_string())]; }
                                button type="submit" { (t(lang, "give_marks")) }
                                @if a.awarded.is_none() { " " span.partial { (t(lang, "pending")) } }
                            }
                        }
                    }
                }
            }
        }
    };
    page::page("Marking", lang, body)
}

/// `POST /lecturer/room/{code}/mark/{sid}/{n}`: the lecturer's marks for one answer.
pub async fn mark(
    State(app): State<Shared>,
    Path((code, sid, n)): Path<(String, String, usize)>,
    headers: HeaderMap,
    Form(form): Form<BTreeMap<String, String>>,
) -> Response {
    if !app.is_lecturer(&headers) {
        return forbidden(Lang::En);
    }
    let l = match candidate::load(&app, &sid) {
        Ok(l) => l,
        Err(r) => return *r,
    };
    if l.s.room.as_deref() != Some(code.as_str()) {
        return page::error(StatusCode::NOT_FOUND, Lang::En, "no such candidate in this room");
    }
    let Some(Some(q)) = l.qs.get(n).copied() else {
        return page::error(StatusCode::NOT_FOUND, Lang::En, "no such question");
    };
    let marks = match grade::parse_marks(form.get("marks").map_or("", String::as_str), q.points) {
        Ok(m) => m,
        Err(e) => return page::error(StatusCode::BAD_REQUEST, Lang::En, &e),
    };
    if let Err(e) = app.db().set_marks(&sid, n, marks.0) {
        return page::error(StatusCode::NOT_FOUND, Lang::En, &e);
    }
    Redirect::to(&format!("/lecturer/room/{code}/mark?marked={sid}-{n}")).into_response()
}

/// A CSV field: quoted when needed; a leading `=`, `+`, `-` or `@` is prefixed with `'` so a
/// spreadsheet does not run a candidate's name as a formula.
#[must_use]
pub fn csv_field(s: &str) -> String {
    let s = if s.starts_with(['=', '+', '-', '@']) { format!("'{s}") } else { s.to_string() };
    if s.contains([',', '"', '\n', '\r']) { format!("\"{}\"", s.replace('"', "\"\"")) } else { s }
}

/// `GET /lecturer/room/{code}/results.csv`: a row per candidate, a column per question.
pub async fn results_csv(State(app): State<Shared>, Path(code): Path<String>, headers: HeaderMap) -> Response {
    let v = match lecturer_room(&app, &headers, &code) {
        Ok(v) => v,
        Err(r) => return *r,
    };
    let mut out = String::from("name,started_utc,handed_in_utc,awarded,total,percent,passed,pending");
    for (i, id) in v.room.questions.iter().enumerate() {
        out.push_str(&format!(",q{}_{}", i + 1, csv_field(id)));
    }
    out.push('\n');
    for p in &v.papers {
        let s = sheet::score(&p.qs, &p.answers, p.s.pass_percent);
        let passed = match s.passed {
            Some(true) => "yes",
            Some(false) => "no",
            None => "",
        };
        out.push_str(&format!(
            "{},{},{},{},{},{:.1},{passed},{}",
            csv_field(&p.s.name),
            when(p.s.started),
            p.s.finished.map(when).unwrap_or_default(),
            s.awarded,
            s.total,
            s.percent,
            s.pending
        ));
        for a in &p.answers {
            out.push(',');
            if let Some(m) = a.as_ref().and_then(|a| a.awarded) {
                out.push_str(&Marks(m).to_string());
            }
        }
        out.push('\n');
    }
    (
        [
            (header::CONTENT_TYPE, "text/csv; charset=utf-8".to_string()),
            (header::CONTENT_DISPOSITION, format!("attachment; filename=\"room-{}.csv\"", v.room.code)),
        ],
        out,
    )
        .into_response()
}

/// `GET /lecturer/room/{code}/scripts`: every candidate's script, a page each when printed.
pub async fn scripts(State(app): State<Shared>, Path(code): Path<String>, headers: HeaderMap) -> Response {
    let v = match lecturer_room(&app, &headers, &code) {
        Ok(v) => v,
        Err(r) => return *r,
    };
    let lang = lang_code(&v.room.lang);
    let body = html! {
        p.noprint { "Print this page (Ctrl+P) or save it as PDF: each candidate starts on a new page." }
        @for p in &v.papers {
            @let s = sheet::score(&p.qs, &p.answers, p.s.pass_percent);
            section.script {
                h1 { (p.s.name) }
                p.muted { (t(lang, "room")) " " (v.room.code) " · " (v.room.blueprint) " · " (when(p.s.started)) " UTC" }
                (score_line(lang, &s, p.s.pass_percent))
                @for (n, q) in p.qs.iter().enumerate() {
                    @if let Some(q) = q {
                        @let a = p.answers[n].as_ref();
                        div.card {
                            (prompt(q, lang, n, p.qs.len()))
                            p { b { (t(lang, "your_answer")) ": " } (given_text(lang, a)) " — " (outcome_label(lang, sheet::outcome(q, a)))
                                " (" (a.and_then(|a| a.awarded).map_or_else(|| "–".to_string(), |m| Marks(m).to_string())) "/" (q.points) ")" }
                        }
                    }
                }
            }
        }
    };
    page::page(&format!("Scripts {}", v.room.code), lang, body)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn csv_fields_are_quoted_and_defused() {
        assert_eq!(csv_field("Ana"), "Ana");
        assert_eq!(csv_field("Pérez, Ana"), "\"Pérez, Ana\"");
        assert_eq!(csv_field("say \"hi\""), "\"say \"\"hi\"\"\"");
        assert_eq!(csv_field("=1+1"), "'=1+1");
    }

    #[test]
    fn room_codes_avoid_lookalikes() {
        for _ in 0..50 {
            let c = new_code();
            assert_eq!(c.len(), 6);
            assert!(!c.contains(['0', 'O', '1', 'I']), "{c}");
        }
    }
}
