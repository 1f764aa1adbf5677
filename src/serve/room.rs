//! The seminar room: the lecturer opens an exam from a blueprint, candidates join with the
//! room code, the lecturer follows the room, marks open answers, reads the item analysis and
//! exports the results (CSV) and the candidates' scripts (printable HTML).

use super::candidate::{self, LangQuery, answer_review, key_block, outcome_label, prompt, request_lang, score_line};
use super::csrf::{self, Csrf};
use super::page::{self, lang_code, t, when};
use super::paper;
use super::store::{Room, Session};
use super::{Peer, Shared, analysis, now, sheet};
use crate::quiz::{Kind, Lang, Marks, grade, i18n};
use axum::Extension;
use axum::extract::{Form, Path, Query, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Redirect, Response};
use maud::{Markup, html};
use std::collections::BTreeMap;

/// The cookie holding the lecturer token (when one is required).
pub const LECTURER_COOKIE: &str = "arbitro_lecturer";

fn new_code() -> String {
    paper::new_code(6)
}

fn forbidden(lang: Lang) -> Response {
    page::error(StatusCode::FORBIDDEN, lang, t(lang, "lecturer_only"))
}

/// A lecturer's path with the page language: `/lecturer/room/X?lang=es`.
fn with_lang(path: &str, lang: Lang) -> String {
    let sep = if path.contains('?') { '&' } else { '?' };
    format!("{path}{sep}lang={}", lang.code())
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
            form method="post" action=("/join") { (csrf.field())
                input type="hidden" name="lang" value=(lang.code());
                label { (t(lang, "code")) input type="text" name="code" autocomplete="off" autocapitalize="characters" required; }
                label { (t(lang, "name")) input type="text" name="name" maxlength="60" required; }
                button type="submit" { (t(lang, "start")) }
            }
        }
    };
    page::page(t(lang, "join"), lang, body)
}

/// The page asking for the re-entry code of the paper `name` already has in room `code`.
fn ask_code(csrf: &Csrf, lang: Lang, code: &str, name: &str, status: StatusCode, error: Option<&str>) -> Response {
    let body = html! {
        h1 { (t(lang, "join")) }
        @if let Some(e) = error { div.card.error id="join-error" { (e) } }
        div.card.notice id="name-taken" {
            p { (t(lang, "name_taken")) }
            p.muted { (t(lang, "name_taken_help")) }
            form method="post" action=("/join?again=1") { (csrf.field())
                input type="hidden" name="lang" value=(lang.code());
                input type="hidden" name="code" value=(code);
                label { (t(lang, "name")) input type="text" name="name" maxlength="60" required value=(name); }
                label { (t(lang, "reentry")) input type="text" name="reentry" autocomplete="off" autocapitalize="characters" required; }
                button type="submit" { (t(lang, "start")) }
            }
        }
    };
    let mut r = page::page(t(lang, "join"), lang, body);
    *r.status_mut() = status;
    r
}

/// `POST /join`: the candidate's paper in the room: a new one (with its secret in a cookie of
/// this browser), or theirs again: from the browser that joined, or with the re-entry code.
pub async fn join(
    State(app): State<Shared>,
    Extension(csrf): Extension<Csrf>,
    Extension(peer): Extension<Peer>,
    headers: HeaderMap,
    Form(form): Form<BTreeMap<String, String>>,
) -> Response {
    let lang = lang_code(form.get("lang").map_or("en", String::as_str));
    let code: String = form.get("code").map_or("", String::as_str).trim().to_ascii_uppercase();
    let name: String = form.get("name").map_or("", String::as_str).split_whitespace().collect::<Vec<_>>().join(" ");
    let key = paper::name_key(&name);
    if key.is_empty() || name.chars().count() > candidate::MAX_NAME {
        return page::error(StatusCode::BAD_REQUEST, lang, t(lang, "give_name"));
    }
    let db = app.db();
    let room = match db.room(&code) {
        Ok(Some(r)) => r,
        Ok(None) => return page::error(StatusCode::NOT_FOUND, lang, t(lang, "no_room")),
        Err(e) => return db_error(lang, &e),
    };
    match db.session_by_key(&room.code, &key) {
        Ok(Some(s)) => {
            drop(db);
            return reenter(&app, &csrf, &peer, &headers, &form, lang, &room, &s, &name);
        }
        Ok(None) => {}
        Err(e) => return db_error(lang, &e),
    }
    if room.closed.is_some() {
        return page::error(StatusCode::CONFLICT, lang, t(lang, "room_closed"));
    }
    let secret = csrf::new_token();
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
        secret: Some(secret.clone()),
        reentry: Some(paper::new_code(paper::REENTRY_LEN)),
    };
    if let Err(e) = db.create_session(&s) {
        return db_error(lang, &e);
    }
    let mut resp = Redirect::to(&format!("/s/{}/q/0", s.id)).into_response();
    if let Ok(v) = HeaderValue::from_str(&paper::set_cookie(&room.code, &secret)) {
        resp.headers_mut().append(header::SET_COOKIE, v);
    }
    resp
}

/// A name that already has a paper in the room: the paper opens for the browser holding its
/// secret, or with its re-entry code (guesses throttled per paper and address, so a rival's
/// wrong guesses never lock the owner out; a reissued code forgets them); anyone else is asked
/// for the code and never shown the paper.
#[allow(clippy::too_many_arguments)]
fn reenter(
    app: &super::App,
    csrf: &Csrf,
    peer: &Peer,
    headers: &HeaderMap,
    form: &BTreeMap<String, String>,
    lang: Lang,
    room: &Room,
    s: &Session,
    name: &str,
) -> Response {
    let open = || Redirect::to(&format!("/s/{}", s.id)).into_response();
    if s.secret.as_deref().is_some_and(|secret| paper::holds(headers, &room.code, secret)) {
        return open();
    }
    let typed = paper::typed_code(form.get("reentry").map_or("", String::as_str));
    if typed.is_empty() {
        return ask_code(csrf, lang, &room.code, name, StatusCode::CONFLICT, None);
    }
    let key = format!("{}{}", reentry_key(&s.id), peer.0);
    let at = now();
    let wait = app.guesses().wait(&key, at);
    if wait > 0 {
        return page::too_many(lang, wait);
    }
    let right = s.reentry.as_deref().is_some_and(|r| csrf::same_secret(r, &typed));
    app.guesses().record(&key, right, at);
    if !right {
        return ask_code(csrf, lang, &room.code, name, StatusCode::FORBIDDEN, Some(t(lang, "wrong_code")));
    }
    // The code opens the paper in this browser: a secret of its own, given to this browser.
    let secret = s.secret.clone().unwrap_or_else(csrf::new_token);
    if s.secret.is_none()
        && let Err(e) = app.db().set_reentry(&s.id, &secret, s.reentry.as_deref().unwrap_or_default())
    {
        return db_error(lang, &e);
    }
    let mut resp = open();
    if let Ok(v) = HeaderValue::from_str(&paper::set_cookie(&room.code, &secret)) {
        resp.headers_mut().append(header::SET_COOKIE, v);
    }
    resp
}

/// The start of the throttle keys of guesses at paper `sid`'s re-entry code (one per address).
fn reentry_key(sid: &str) -> String {
    format!("reentry:{sid}:")
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
            div.card { form method="post" action=(&with_lang("/lecturer/login", lang)) { (csrf.field())
                label { (t(lang, "lecturer_token")) input type="password" name="token" required; }
                button type="submit" { (t(lang, "log_in")) }
            } }
        };
        return page::staff_page(t(lang, "room"), lang, body);
    }
    let rooms = match app.db().rooms() {
        Ok(r) => r,
        Err(e) => return db_error(lang, &e),
    };
    let body = html! {
        h1 { (t(lang, "room")) }
        div.card {
            h2 { (t(lang, "open_room_h")) }
            form method="post" action=(&with_lang("/lecturer/rooms", lang)) { (csrf.field())
                label { (t(lang, "blueprint")) select name="blueprint" {
                    @for (name, plan) in &app.blueprints { option value=(name) { (plan.blueprint.title(lang)) " (" (i18n::marks(lang, plan.total())) ")" } }
                } }
                label { (t(lang, "minutes")) input type="number" name="minutes" min="1" max="600" placeholder=(t(lang, "minutes_placeholder")); }
                label { (t(lang, "seed")) input type="number" name="seed" min="0"; }
                label { (t(lang, "paper_lang")) select name="paper_lang" {
                    option value="es" selected[lang == Lang::Es] { "Español" } option value="en" selected[lang == Lang::En] { "English" } } }
                button type="submit" { (t(lang, "open_room_button")) }
            }
        }
        div.card {
            h2 { (t(lang, "rooms")) }
            table { tr { th { (t(lang, "code_col")) } th { (t(lang, "blueprint")) } th { (t(lang, "opened_utc")) } th { (t(lang, "state")) } }
                @for r in &rooms { tr {
                    td { a href=(with_lang(&format!("/lecturer/room/{}", r.code), lang)) { code { (r.code) } } }
                    td { (r.blueprint) } td { (when(r.created)) }
                    td { @if r.closed.is_some() { (t(lang, "closed")) } @else { (t(lang, "open_state")) } }
                } }
            }
        }
    };
    page::staff_page(t(lang, "room"), lang, body)
}

/// `POST /lecturer/login`: sets the lecturer cookie when the token is right. Wrong guesses
/// are throttled per address ([`super::throttle`]): five free, then one each 30 seconds.
pub async fn login(
    State(app): State<Shared>,
    Extension(peer): Extension<Peer>,
    Query(q): Query<LangQuery>,
    headers: HeaderMap,
    Form(form): Form<BTreeMap<String, String>>,
) -> Response {
    let lang = request_lang(&app, &q, &headers);
    let key = format!("lecturer:{}", peer.0);
    let at = now();
    let wait = app.guesses().wait(&key, at);
    if wait > 0 {
        return page::too_many(lang, wait);
    }
    let token = form.get("token").map_or("", String::as_str).trim();
    let right = csrf::same_secret(token, &app.lecturer_token);
    app.guesses().record(&key, right, at);
    if !right {
        return page::error(StatusCode::FORBIDDEN, lang, t(lang, "wrong_token"));
    }
    let mut resp = Redirect::to(&with_lang("/lecturer", lang)).into_response();
    if let Ok(v) = HeaderValue::from_str(&format!("{LECTURER_COOKIE}={token}; Path=/; HttpOnly; SameSite=Strict")) {
        resp.headers_mut().append(header::SET_COOKIE, v);
    }
    resp
}

/// `POST /lecturer/rooms`: opens a room with a paper filled from the blueprint.
pub async fn open_room(
    State(app): State<Shared>,
    Query(q): Query<LangQuery>,
    headers: HeaderMap,
    Form(form): Form<BTreeMap<String, String>>,
) -> Response {
    // The page's language (the lecturer's) and the paper's (the candidates'); `lang` alone
    // sets both, as before.
    let paper_lang = lang_code(form.get("paper_lang").or_else(|| form.get("lang")).map_or("en", String::as_str));
    let lang = if q.lang.is_some() { request_lang(&app, &q, &headers) } else { paper_lang };
    if !app.is_lecturer(&headers) {
        return forbidden(lang);
    }
    let name = form.get("blueprint").map_or("", String::as_str);
    let Some(plan) = app.blueprint(name) else {
        return page::error(StatusCode::BAD_REQUEST, lang, t(lang, "unknown_blueprint"));
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
                &format!("{} {}", t(lang, "cannot_fill"), why.join("; ")),
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
        lang: paper_lang.code().into(),
        minutes,
        pass_percent: plan.blueprint.pass_percent,
        questions: chosen.iter().map(|q| q.id.clone()).collect(),
        created: now(),
        closed: None,
    };
    if let Err(e) = db.create_room(&room) {
        return db_error(lang, &e);
    }
    let to = format!("/lecturer/room/{code}");
    Redirect::to(&if q.lang.is_some() { with_lang(&to, lang) } else { to }).into_response()
}

/// A room's candidates with their papers loaded.
struct RoomView<'a> {
    room: Room,
    papers: Vec<candidate::Loaded<'a>>,
}

/// A lecturer's page of room `code`: refused unless the request carries the lecturer's
/// token, then the room with every candidate's paper ([`load_room`]).
fn lecturer_room<'a>(
    app: &'a super::App,
    headers: &HeaderMap,
    code: &str,
    lang: Lang,
) -> Result<RoomView<'a>, Box<Response>> {
    if !app.is_lecturer(headers) {
        return Err(Box::new(forbidden(lang)));
    }
    load_room(app, code, lang)
}

fn load_room<'a>(app: &'a super::App, code: &str, lang: Lang) -> Result<RoomView<'a>, Box<Response>> {
    let (room, sessions) = {
        let db = app.db();
        let room = match db.room(code) {
            Ok(Some(r)) => r,
            Ok(None) => return Err(Box::new(page::error(StatusCode::NOT_FOUND, lang, t(lang, "no_room")))),
            Err(e) => return Err(Box::new(db_error(lang, &e))),
        };
        let sessions = db.room_sessions(code).map_err(|e| Box::new(db_error(lang, &e)))?;
        (room, sessions)
    };
    let papers = sessions.iter().map(|s| candidate::load(app, &s.id, lang)).collect::<Result<Vec<_>, _>>()?;
    Ok(RoomView { room, papers })
}

fn analysis_table(v: &RoomView<'_>, lang: Lang) -> Markup {
    let Some(first) = v.papers.first() else { return html! { p.muted { (t(lang, "no_candidate")) } } };
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
    // An item no candidate has answered yet has no statistics: "—", not 0.00.
    let answered: Vec<bool> =
        (0..items.len()).map(|i| v.papers.iter().any(|p| p.answers.get(i).is_some_and(Option::is_some))).collect();
    html! {
        table id="analysis" { tr { th { "#" } th { (t(lang, "question")) } th { (t(lang, "kind")) } th.num { (t(lang, "facility")) } th.num { (t(lang, "discrimination")) } }
            @for (i, it) in items.iter().enumerate() { tr {
                td { (i + 1) } td { code { (first.s.questions[i]) } }
                td { (first.qs[i].map_or("", |q| kind_label(lang, q.kind))) }
                @if answered[i] {
                    td.num { (i18n::fixed(lang, it.facility, 2)) }
                    td.num { @match it.discrimination { Some(d) => { (if d >= 0.0 { "+" } else { "" }) (i18n::fixed(lang, d, 2)) }, None => { "—" } } }
                } @else { td.num.unanswered { "—" } td.num { "—" } }
            } }
        }
        @if !answered.contains(&true) { p.muted id="no-answers-yet" { (t(lang, "no_answers_yet")) } }
        p.muted { (t(lang, "analysis_help")) }
    }
}

/// A question's kind in words.
fn kind_label(lang: Lang, kind: Kind) -> &'static str {
    t(lang, &format!("kind_{}", kind.code()))
}

/// A paper's state in the room: writing, or the verdict.
fn state_label(lang: Lang, p: &candidate::Loaded<'_>, s: &sheet::Score, at: i64) -> Markup {
    html! {
        @if p.open(at) { span.muted { (t(lang, "writing")) } }
        @else { @match s.passed { Some(true) => span.ok { (t(lang, "pass")) }, Some(false) => span.bad { (t(lang, "fail")) }, None => span.partial { (t(lang, "pending")) } } }
    }
}

/// How often the room page reloads itself (unless a form on it is being filled), in seconds.
pub const ROOM_REFRESH_SECS: u32 = 30;

/// The address candidates open to join: this server as the lecturer reached it (its `Host`,
/// which the host check accepted), then `/join`.
fn join_address(headers: &HeaderMap) -> String {
    let host = headers.get(header::HOST).and_then(|v| v.to_str().ok()).unwrap_or("127.0.0.1");
    let host: String = host.chars().filter(|c| !c.is_control() && !c.is_whitespace()).take(100).collect();
    format!("http://{host}/join")
}

/// `GET /lecturer/room/{code}`: the candidates, their scores, the item analysis, the exports.
pub async fn room_page(
    State(app): State<Shared>,
    Extension(csrf): Extension<Csrf>,
    Path(code): Path<String>,
    Query(q): Query<LangQuery>,
    headers: HeaderMap,
) -> Response {
    let lang = request_lang(&app, &q, &headers);
    let v = match lecturer_room(&app, &headers, &code, lang) {
        Ok(v) => v,
        Err(r) => return *r,
    };
    let at = now();
    let base = format!("/lecturer/room/{}", v.room.code);
    let body = html! {
        h1 { (t(lang, "room")) " " code id="room-code" { (v.room.code) } }
        div.card.notice id="how-to-join" { p { (t(lang, "candidates_open")) " " b id="join-address" { (join_address(&headers)) } " " (t(lang, "and_type")) " " b { (v.room.code) } "." }
            @if !app.require_token { p id="loopback-only" { (t(lang, "loopback_only")) } }
            p.muted { (t(lang, "refreshes")) }
            p.muted { (app.blueprint(&v.room.blueprint).map_or(v.room.blueprint.as_str(), |p| p.blueprint.title(lang))) " · " (t(lang, "seed_word")) " " (v.room.seed) " · " (v.room.questions.len()) " " (t(lang, "questions_word")) " · " (v.room.minutes) " min · " (t(lang, "opened")) " " (when(v.room.created)) " UTC"
                @if v.room.closed.is_some() { " · " (t(lang, "closed")) } } }
        @let names = v.papers.iter().map(|p| p.s.name.as_str()).collect::<Vec<_>>();
        @let alike = paper::lookalikes(&names);
        @if !alike.is_empty() {
            div.card.error id="lookalikes" { p { (t(lang, "lookalikes")) }
                ul { @for (i, j) in &alike { li { b { (names[*i]) } " · " b { (names[*j]) } } } } }
        }
        div.card {
            h2 { (t(lang, "candidates")) }
            table id="candidates" { tr { th { (t(lang, "name")) } th.num { (t(lang, "answered")) } th.num { (t(lang, "pending")) } th.num { (t(lang, "score")) } th { "" } th.noprint { "" } }
                @for p in &v.papers {
                    @let s = sheet::score(&p.qs, &p.answers, p.s.pass_percent);
                    tr { td { (p.s.name) } td.num { (s.answered) "/" (p.qs.len()) } td.num { (s.pending) }
                        td.num { (s.awarded) "/" (s.total) " (" (i18n::fixed(lang, s.percent, 1)) " %)" }
                        td { (state_label(lang, p, &s, at)) }
                        td.noprint.actions { details { summary { (t(lang, "paper_actions")) }
                            form.inline method="post" action=(&with_lang(&format!("{base}/paper/{}/reissue", p.s.id), lang)) { (csrf.field())
                                button.secondary.small type="submit" { (t(lang, "reissue")) } }
                            @if v.papers.len() > 1 {
                                form.inline method="post" action=(&with_lang(&format!("{base}/paper/{}/merge", p.s.id), lang)) data-confirm=(t(lang, "merge_confirm")) { (csrf.field())
                                    select name="into" aria-label=(t(lang, "merge_into")) {
                                        @for o in v.papers.iter().filter(|o| o.s.id != p.s.id) { option value=(o.s.id) { (o.s.name) } } }
                                    button.secondary.small type="submit" { (t(lang, "merge_into")) } }
                            }
                            form.inline method="post" action=(&with_lang(&format!("{base}/paper/{}/remove", p.s.id), lang)) data-confirm=(format!("{} {}", p.s.name, t(lang, "remove_confirm"))) { (csrf.field())
                                button.secondary.small type="submit" { (t(lang, "remove")) } }
                        } } }
                }
            }
            p { a.button href=(with_lang(&format!("{base}/mark"), lang)) { (t(lang, "mark_open")) }
                a.button.secondary href=(with_lang(&format!("{base}/results.csv"), lang)) { (t(lang, "results_csv")) }
                a.button.secondary href=(with_lang(&format!("{base}/scripts"), lang)) { (t(lang, "scripts_print")) } }
            @if v.room.closed.is_none() {
                form method="post" action=(&with_lang(&format!("{base}/close"), lang)) data-confirm=(t(lang, "close_confirm")) { (csrf.field())
                    button.secondary type="submit" { (t(lang, "close_room")) } }
            }
        }
        div.card { h2 { (t(lang, "item_analysis")) } (analysis_table(&v, lang)) }
    };
    page::page_in(
        &format!("{} {}", t(lang, "room"), v.room.code),
        lang,
        body,
        page::Frame { staff: true, refresh: Some(ROOM_REFRESH_SECS) },
    )
}

/// `POST /lecturer/room/{code}/close`.
pub async fn close_room(
    State(app): State<Shared>,
    Path(code): Path<String>,
    Query(q): Query<LangQuery>,
    headers: HeaderMap,
) -> Response {
    let lang = request_lang(&app, &q, &headers);
    if !app.is_lecturer(&headers) {
        return forbidden(lang);
    }
    if let Err(e) = app.db().close_room(&code, now()) {
        return db_error(lang, &e);
    }
    Redirect::to(&with_lang(&format!("/lecturer/room/{code}?closed=1"), lang)).into_response()
}

/// The paper `sid` of room `code`, for the lecturer.
fn lecturer_paper(
    app: &super::App,
    headers: &HeaderMap,
    code: &str,
    sid: &str,
    lang: Lang,
) -> Result<Session, Box<Response>> {
    if !app.is_lecturer(headers) {
        return Err(Box::new(forbidden(lang)));
    }
    match app.db().session(sid) {
        Ok(Some(s)) if s.room.as_deref() == Some(code) => Ok(s),
        Ok(_) => Err(Box::new(page::error(StatusCode::NOT_FOUND, lang, t(lang, "no_candidate_room")))),
        Err(e) => Err(Box::new(db_error(lang, &e))),
    }
}

/// `POST /lecturer/room/{code}/paper/{sid}/remove`: removes a paper and its answers (a
/// duplicate, a candidate who left).
pub async fn remove_paper(
    State(app): State<Shared>,
    Path((code, sid)): Path<(String, String)>,
    Query(q): Query<LangQuery>,
    headers: HeaderMap,
) -> Response {
    let lang = request_lang(&app, &q, &headers);
    let s = match lecturer_paper(&app, &headers, &code, &sid, lang) {
        Ok(s) => s,
        Err(r) => return *r,
    };
    if let Err(e) = app.db().remove_session(&s.id) {
        return db_error(lang, &e);
    }
    Redirect::to(&with_lang(&format!("/lecturer/room/{code}"), lang)).into_response()
}

/// `POST /lecturer/room/{code}/paper/{sid}/merge`: one candidate's two papers become one
/// (`into`): its missing answers come from this one, which is removed.
pub async fn merge_paper(
    State(app): State<Shared>,
    Path((code, sid)): Path<(String, String)>,
    Query(q): Query<LangQuery>,
    headers: HeaderMap,
    Form(form): Form<BTreeMap<String, String>>,
) -> Response {
    let lang = request_lang(&app, &q, &headers);
    let s = match lecturer_paper(&app, &headers, &code, &sid, lang) {
        Ok(s) => s,
        Err(r) => return *r,
    };
    let into = form.get("into").map_or("", String::as_str);
    let target = match lecturer_paper(&app, &headers, &code, into, lang) {
        Ok(t) => t,
        Err(r) => return *r,
    };
    if let Err(e) = app.db().merge_sessions(&s.id, &target.id) {
        return page::error(StatusCode::CONFLICT, lang, &e);
    }
    Redirect::to(&with_lang(&format!("/lecturer/room/{code}"), lang)).into_response()
}

/// `POST /lecturer/room/{code}/paper/{sid}/reissue`: a new re-entry code (and secret: the
/// browser that held the paper no longer opens it), shown to the lecturer once.
pub async fn reissue(
    State(app): State<Shared>,
    Path((code, sid)): Path<(String, String)>,
    Query(q): Query<LangQuery>,
    headers: HeaderMap,
) -> Response {
    let lang = request_lang(&app, &q, &headers);
    let s = match lecturer_paper(&app, &headers, &code, &sid, lang) {
        Ok(s) => s,
        Err(r) => return *r,
    };
    let reentry = paper::new_code(paper::REENTRY_LEN);
    if let Err(e) = app.db().set_reentry(&s.id, &csrf::new_token(), &reentry) {
        return db_error(lang, &e);
    }
    app.guesses().forget(&reentry_key(&s.id));
    let body = html! {
        h1 { (t(lang, "reissue")) }
        div.card.notice {
            p { (t(lang, "reissued")) " " b { (s.name) } ": " code id="reentry" { (candidate::show_code(&reentry)) } }
            p.muted { (t(lang, "reissued_help")) }
        }
        p { a.button href=(with_lang(&format!("/lecturer/room/{code}"), lang)) { (t(lang, "back_room")) } }
    };
    page::staff_page(t(lang, "reissue"), lang, body)
}

/// `GET /lecturer/room/{code}/mark`: every answer that needs a marker, with the scheme; after
/// a mark the page comes back at that answer and says what was saved.
pub async fn marking_page(
    State(app): State<Shared>,
    Extension(csrf): Extension<Csrf>,
    Path(code): Path<String>,
    Query(q): Query<BTreeMap<String, String>>,
    headers: HeaderMap,
) -> Response {
    let lq = LangQuery { lang: q.get("lang").cloned(), name: None };
    let lang = request_lang(&app, &lq, &headers);
    let v = match lecturer_room(&app, &headers, &code, lang) {
        Ok(v) => v,
        Err(r) => return *r,
    };
    let marked = q.get("marked").map(String::as_str);
    // An answer to mark: an open one (marked or not), any other awaiting marks, and the one
    // just marked (so the page comes back to it).
    let shown = |p: &candidate::Loaded<'_>, n: usize| -> bool {
        match (p.qs[n], &p.answers[n]) {
            (Some(q), Some(a)) => {
                !a.skipped
                    && (q.kind == Kind::Open
                        || a.awarded.is_none()
                        || marked == Some(format!("{}-{n}", p.s.id).as_str()))
            }
            _ => false,
        }
    };
    let any = v.papers.iter().any(|p| (0..p.qs.len()).any(|n| shown(p, n)));
    let body = html! {
        h1 { (t(lang, "marking_title")) " — " (v.room.code) }
        p { a href=(with_lang(&format!("/lecturer/room/{}", v.room.code), lang)) { "← " (t(lang, "room")) } }
        @for p in &v.papers {
            @for (n, (q, a)) in p.qs.iter().zip(&p.answers).enumerate() {
                @if let (Some(q), Some(a), true) = (q, a, shown(p, n)) {
                        @let anchor = format!("m-{}-{n}", p.s.id);
                        @let here = marked == Some(format!("{}-{n}", p.s.id).as_str());
                        div.card.mark id=(anchor) {
                            p.muted { (p.s.name) " · " (t(lang, "question")) " " (n + 1) " · " code { (q.id) } }
                            @if here { @if let Some(m) = a.awarded { p.notice.ok id="marked" { (t(lang, "marked_notice")) " " (i18n::awarded_of(lang, Marks(m), q.points)) } } }
                            (prompt(q, lang, n, p.qs.len()))
                            (answer_review(q, lang, Some(a)))
                            details { summary { (t(lang, "marking")) } (key_block(q, lang)) }
                            form method="post" action=(&with_lang(&format!("/lecturer/room/{}/mark/{}/{n}", v.room.code, p.s.id), lang)) { (csrf.field())
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
        @if !any { p.muted id="nothing-to-mark" { (t(lang, "nothing_to_mark")) } }
    };
    page::staff_page(t(lang, "marking_title"), lang, body)
}

/// `POST /lecturer/room/{code}/mark/{sid}/{n}`: the lecturer's marks for one answer.
pub async fn mark(
    State(app): State<Shared>,
    Path((code, sid, n)): Path<(String, String, usize)>,
    Query(lq): Query<LangQuery>,
    headers: HeaderMap,
    Form(form): Form<BTreeMap<String, String>>,
) -> Response {
    let lang = request_lang(&app, &lq, &headers);
    if !app.is_lecturer(&headers) {
        return forbidden(lang);
    }
    let l = match candidate::load(&app, &sid, lang) {
        Ok(l) => l,
        Err(r) => return *r,
    };
    if l.s.room.as_deref() != Some(code.as_str()) {
        return page::error(StatusCode::NOT_FOUND, lang, t(lang, "no_candidate_room"));
    }
    let Some(Some(q)) = l.qs.get(n).copied() else {
        return page::error(StatusCode::NOT_FOUND, lang, t(lang, "no_question"));
    };
    let marks = match grade::parse_marks(form.get("marks").map_or("", String::as_str), q.points, lang) {
        Ok(m) => m,
        Err(e) => return page::error(StatusCode::BAD_REQUEST, lang, &e),
    };
    if let Err(e) = app.db().set_marks(&sid, n, marks.0) {
        return page::error(StatusCode::NOT_FOUND, lang, &e);
    }
    Redirect::to(&format!("/lecturer/room/{code}/mark?lang={}&marked={sid}-{n}#m-{sid}-{n}", lang.code()))
        .into_response()
}

/// A CSV field: quoted when needed (a comma, a semicolon, a quote, a line break); a leading
/// `=`, `+`, `-` or `@` is prefixed with `'` so a spreadsheet does not run a candidate's name as
/// a formula.
#[must_use]
pub fn csv_field(s: &str) -> String {
    let s = crate::core::bidi::inert(s);
    let s = if s.starts_with(['=', '+', '-', '@']) { format!("'{s}") } else { s.to_string() };
    if s.contains([',', ';', '"', '\n', '\r']) { format!("\"{}\"", s.replace('"', "\"\"")) } else { s }
}

/// The CSV's value of a question not answered (skipped or never reached).
pub const CSV_NOT_ANSWERED: &str = "not answered";
/// The CSV's value of an answer awaiting marking.
pub const CSV_AWAITING: &str = "awaiting marking";

/// The CSV's words in `lang`: (column names, then the cells `yes`, `no`, `writing`,
/// `awaiting marking`, `not answered`, and the prefix of a question's column).
struct CsvWords {
    columns: [&'static str; 8],
    yes: &'static str,
    no: &'static str,
    writing: &'static str,
    awaiting: &'static str,
    not_answered: &'static str,
    question: &'static str,
}

fn csv_words(lang: Lang) -> CsvWords {
    match lang {
        Lang::En => CsvWords {
            columns: ["name", "started_utc", "handed_in_utc", "awarded", "total", "percent", "passed", "pending"],
            yes: "yes",
            no: "no",
            writing: "writing",
            awaiting: CSV_AWAITING,
            not_answered: CSV_NOT_ANSWERED,
            question: "q",
        },
        Lang::Es => CsvWords {
            columns: [
                "nombre",
                "empezado_utc",
                "entregado_utc",
                "puntos",
                "total",
                "porcentaje",
                "aprobado",
                "por_corregir",
            ],
            yes: "sí",
            no: "no",
            writing: "escribiendo",
            awaiting: "pendiente de corrección",
            not_answered: "sin responder",
            question: "p",
        },
    }
}

/// `GET /lecturer/room/{code}/results.csv`: a row per candidate, a column per question; UTF-8
/// with a byte-order mark (so a spreadsheet reads "Pérez" right), in the page's language: in
/// English comma-separated with a decimal point; in Spanish semicolon-separated with a decimal
/// comma, as a Spanish spreadsheet reads it. `passed` is `yes`, `no`, `awaiting marking`, or
/// `writing` while the candidate may still answer; a question's cell is the marks, `not
/// answered` or `awaiting marking` (Spanish: `sí`, `no`, `pendiente de corrección`,
/// `escribiendo`, `sin responder`).
pub async fn results_csv(
    State(app): State<Shared>,
    Path(code): Path<String>,
    Query(q): Query<LangQuery>,
    headers: HeaderMap,
) -> Response {
    let lang = request_lang(&app, &q, &headers);
    let v = match lecturer_room(&app, &headers, &code, lang) {
        Ok(v) => v,
        Err(r) => return *r,
    };
    let w = csv_words(lang);
    let sep = if lang == Lang::Es { ";" } else { "," };
    let num = |x: String| crate::core::words::decimal(lang, &x);
    let at = now();
    let mut out = format!("\u{feff}{}", w.columns.join(sep));
    for (i, id) in v.room.questions.iter().enumerate() {
        out.push_str(&format!("{sep}{}{}_{}", w.question, i + 1, csv_field(id)));
    }
    out.push_str("\r\n");
    for p in &v.papers {
        let s = sheet::score(&p.qs, &p.answers, p.s.pass_percent);
        let passed = if p.open(at) {
            w.writing
        } else {
            match s.passed {
                Some(true) => w.yes,
                Some(false) => w.no,
                None => w.awaiting,
            }
        };
        let cells = [
            csv_field(&p.s.name),
            when(p.s.started),
            p.s.finished.map(when).unwrap_or_default(),
            num(s.awarded.to_string()),
            num(s.total.to_string()),
            num(format!("{:.1}", s.percent)),
            passed.to_string(),
            s.pending.to_string(),
        ];
        out.push_str(&cells.join(sep));
        for a in &p.answers {
            out.push_str(sep);
            match a {
                None => out.push_str(w.not_answered),
                Some(a) if a.skipped => out.push_str(w.not_answered),
                Some(a) => match a.awarded {
                    Some(m) => out.push_str(&num(Marks(m).to_string())),
                    None => out.push_str(w.awaiting),
                },
            }
        }
        out.push_str("\r\n");
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

/// `GET /lecturer/room/{code}/scripts`: every candidate's script, a page each when printed,
/// no question card split across pages.
pub async fn scripts(
    State(app): State<Shared>,
    Path(code): Path<String>,
    Query(q): Query<LangQuery>,
    headers: HeaderMap,
) -> Response {
    let lang = request_lang(&app, &q, &headers);
    let v = match lecturer_room(&app, &headers, &code, lang) {
        Ok(v) => v,
        Err(r) => return *r,
    };
    let body = html! {
        p.noprint { (t(lang, "print_help")) }
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
                            (answer_review(q, lang, a))
                            p { (outcome_label(lang, sheet::outcome(q, a)))
                                " (" (a.and_then(|a| a.awarded).map_or_else(|| "–".to_string(), |m| Marks(m).to_string())) "/" (q.points) ")" }
                        }
                    }
                }
            }
        }
    };
    page::staff_page(&format!("{} {}", t(lang, "scripts"), v.room.code), lang, body)
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
        assert_eq!(csv_field("Ana\u{202E} 1698"), "Ana 1698", "no bidi control");
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
