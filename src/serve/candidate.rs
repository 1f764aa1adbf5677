//! The candidate's page: practice by topic and timed exams from the bank, one question per
//! page, each answer saved the moment it is given; results with the model answers, the
//! explanations and the marking schemes. Seminar-room candidates use the same pages.
//!
//! Practice under a name keeps the candidate's spaced-repetition progress (the command line's
//! [`Progress`], SM-2) in the database: due questions come first ([`select::practice`]) and each
//! answer reviews its card with [`Progress::record`] the moment it is marked.

use super::csrf::{self, Csrf};
use super::page::{self, lang_code, lang_of, markdown, t};
use super::paper;
use super::sheet::{self, Given};
use super::store::{Answer, Session};
use super::{Shared, board, now};
use crate::quiz::grade::{self, Outcome};
use crate::quiz::progress::Progress;
use crate::quiz::schema::option_letter;
use crate::quiz::select::{self, Filter};
use crate::quiz::srs::Day;
use crate::quiz::stats;
use crate::quiz::{Kind, Lang, Marks, Question, Topic, fen, i18n};
use axum::Extension;
use axum::extract::{Form, Path, Query, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Redirect, Response};
use maud::{Markup, PreEscaped, html};
use serde::Deserialize;
use std::collections::BTreeMap;

/// Late answers are still taken this long after the time allowed (a page on its way; the
/// page itself sends what is typed when its clock reaches zero).
pub const GRACE_SECS: i64 = 30;

/// The cookie holding a named practice candidate's secret.
pub const PRACTICE_COOKIE: &str = "arbitro_practice";

/// Most questions a practice session puts.
const MAX_PRACTICE: usize = 100;

/// `?lang=`.
#[derive(Deserialize, Default)]
pub struct LangQuery {
    /// `es` or `en`.
    pub lang: Option<String>,
    /// The practice candidate whose progress the home page shows.
    pub name: Option<String>,
}

/// Longest candidate name (as in a seminar room).
pub const MAX_NAME: usize = 60;

/// A candidate's name as typed: spaces collapsed; `None` when longer than [`MAX_NAME`].
#[must_use]
pub fn clean_name(typed: &str) -> Option<String> {
    let name = typed.split_whitespace().collect::<Vec<_>>().join(" ");
    (name.chars().count() <= MAX_NAME).then_some(name)
}

/// Who may read and add to the practice progress of a name.
#[derive(Clone, Debug, PartialEq)]
enum Access {
    /// Nobody has practised under the name: it is free to take.
    Free,
    /// Progress of an older database, kept before names had codes: the next to practise takes it.
    Unclaimed,
    /// This browser holds the name's secret (or typed its code).
    Owner,
    /// The name is someone else's (or this browser lost its cookie: the code opens it).
    Denied,
    /// Too many wrong codes from this address: the next guess is heard after these seconds.
    Wait(i64),
}

/// The access of this request to the practice progress of `name`; a right `code` counts as the
/// owner's (guesses throttled per name and address: a rival's wrong codes never lock the owner
/// out).
fn practice_access(
    app: &super::App,
    headers: &HeaderMap,
    peer: &super::Peer,
    name: &str,
    code: Option<&str>,
) -> Result<Access, Box<Response>> {
    let lang = request_lang(app, &LangQuery::default(), headers);
    let owner = app.db().progress_owner(name).map_err(|e| Box::new(db_error(lang, &e)))?;
    let (secret, stored) = match owner {
        None => return Ok(Access::Free),
        Some((None, _)) => return Ok(Access::Unclaimed),
        Some((Some(secret), stored)) => (secret, stored),
    };
    if csrf::cookie(headers, PRACTICE_COOKIE).is_some_and(|c| csrf::same_secret(&c, &secret)) {
        return Ok(Access::Owner);
    }
    let typed = paper::typed_code(code.unwrap_or(""));
    if typed.is_empty() {
        return Ok(Access::Denied);
    }
    let key = format!("practice:{}:{}", paper::name_key(name), peer.0);
    let at = now();
    let wait = app.guesses().wait(&key, at);
    if wait > 0 {
        return Ok(Access::Wait(wait));
    }
    let right = stored.is_some_and(|c| csrf::same_secret(&c, &typed));
    app.guesses().record(&key, right, at);
    Ok(if right { Access::Owner } else { Access::Denied })
}

/// The practice name as kept: an earlier spelling of the same name ("Ana Ruiz" for "ana ruiz"),
/// else the name as typed.
fn kept_name(app: &super::App, name: String) -> String {
    if name.is_empty() {
        return name;
    }
    app.db().progress_name(&paper::name_key(&name)).ok().flatten().unwrap_or(name)
}

/// The `Set-Cookie` of a practice candidate's secret.
fn practice_cookie(secret: &str) -> String {
    format!("{PRACTICE_COOKIE}={secret}; Path=/; HttpOnly; SameSite=Lax; Max-Age=31536000")
}

/// A code in groups of four, as shown (`K7M2-QX3P`); typed back with or without the dash.
#[must_use]
pub fn show_code(code: &str) -> String {
    let chars: Vec<char> = code.chars().collect();
    chars.chunks(4).map(|c| c.iter().collect::<String>()).collect::<Vec<_>>().join("-")
}

/// The card of a name whose progress this browser may not read: the code opens it.
fn progress_locked(csrf: &Csrf, lang: Lang, name: &str) -> Markup {
    html! {
        div.card.notice id="progress-locked" {
            p { (t(lang, "practice_locked")) }
            form method="post" action=("/progress") { (csrf.field())
                input type="hidden" name="lang" value=(lang.code());
                input type="hidden" name="name" value=(name);
                label { (t(lang, "practice_code")) input type="text" name="code" autocomplete="off" autocapitalize="characters" required; }
                button.secondary type="submit" { (t(lang, "show_progress")) }
            }
        }
    }
}

/// The due count and per-topic accuracy of a named candidate's progress ([`stats::compute`]).
fn progress_card(app: &super::App, lang: Lang, name: &str) -> Markup {
    let today = Day::today();
    let p = match app.db().progress(name, today) {
        Ok(p) => p,
        Err(e) => return html! { div.card.error { (e) } },
    };
    let st = stats::compute(&p, today, &|id| app.bank.get(id).map(|q| q.topic));
    let pct = |a: Option<f64>| a.map_or_else(|| "-".to_string(), |v| format!("{v:.1} %"));
    html! {
        div.card id="progress" {
            h2 { (t(lang, "progress_of")) " " (name) }
            p { b id="due-today" { (st.due_now) } " " (t(lang, "due_today")) }
            @if st.per_topic.is_empty() {
                p.muted { (t(lang, "no_progress")) }
            } @else {
                table {
                    tr { th { (t(lang, "topic")) } th { (t(lang, "questions")) } th { (t(lang, "answers")) } th { (t(lang, "accuracy")) } th { (t(lang, "due")) } }
                    @for line in &st.per_topic {
                        tr {
                            td { @if let Some(tp) = line.topic { (tp.title(lang)) } @else { "?" } }
                            td { (line.questions) } td { (line.answers) } td { (pct(line.accuracy)) } td { (line.due) }
                        }
                    }
                }
            }
        }
    }
}

/// Records a practice answer in the named candidate's progress with the command line's
/// [`Progress::record`] (SM-2), saved at once. Anonymous practice, exams, and answers still
/// waiting for marks change nothing.
fn record_progress(app: &super::App, s: &Session, q: &Question, a: &Answer) -> Result<(), String> {
    if s.mode != "practice" || s.room.is_some() || s.name.is_empty() {
        return Ok(());
    }
    let (Some(outcome), Some(awarded)) = (sheet::outcome(q, Some(a)), a.awarded.or(a.skipped.then_some(0))) else {
        return Ok(());
    };
    let today = Day::today();
    // One lock for the read and the write: two answers at once cannot lose each other.
    let db = app.db();
    let mut p = db.progress(&s.name, today)?;
    p.record(&q.id, q.topic, outcome, Marks(awarded), q.points, today);
    db.save_progress(&s.name, &p, now())
}

/// The language of a page that has no session: `?lang=`, else the server's `--lang`, else the
/// browser's.
pub fn request_lang(app: &super::App, q: &LangQuery, headers: &HeaderMap) -> Lang {
    match (q.lang.as_deref(), app.default_lang) {
        (None | Some(""), Some(l)) => l,
        (query, _) => lang_of(query, headers.get(header::ACCEPT_LANGUAGE).and_then(|v| v.to_str().ok())),
    }
}

/// `GET /`: practice and exam forms.
pub async fn home(
    State(app): State<Shared>,
    Extension(csrf): Extension<Csrf>,
    Query(q): Query<LangQuery>,
    headers: HeaderMap,
) -> Response {
    let lang = request_lang(&app, &q, &headers);
    let name = kept_name(&app, q.name.as_deref().and_then(clean_name).unwrap_or_default());
    let access = if name.is_empty() {
        Access::Free
    } else {
        match practice_access(&app, &headers, &super::Peer(String::new()), &name, None) {
            Ok(a) => a,
            Err(r) => return *r,
        }
    };
    let body = html! {
        h1 { (t(lang, "candidate")) }
        div.card id="progress-card" {
            h2 { (t(lang, "progress_h")) }
            p.muted { (t(lang, "practice_name_help")) }
            form method="get" action="/" {
                input type="hidden" name="lang" value=(lang.code());
                label { (t(lang, "practice_name")) input type="text" name="name" maxlength=(MAX_NAME) value=(name); }
                button.secondary type="submit" { (t(lang, "show_progress")) }
            }
        }
        @if !name.is_empty() {
            @if matches!(access, Access::Denied | Access::Wait(_)) { (progress_locked(&csrf, lang, &name)) } @else { (progress_card(&app, lang, &name)) }
        }
        div.card id="practice-card" {
            h2 { (t(lang, "practice")) }
            p.muted { (t(lang, "practice_help")) }
            form method="post" action=("/practice") { (csrf.field())
                input type="hidden" name="lang" value=(lang.code());
                label { (t(lang, "practice_name")) input type="text" name="name" maxlength=(MAX_NAME) value=(name); }
                label { (t(lang, "practice_code_optional")) input type="text" name="code" autocomplete="off" autocapitalize="characters"; }
                fieldset { legend { (t(lang, "topics")) }
                    @for topic in Topic::ALL {
                        label.option { input type="checkbox" name={ "t_" (topic.code()) }; (topic.title(lang)) }
                    }
                }
                label { (t(lang, "count")) input type="number" name="count" value="10" min="1" max=(MAX_PRACTICE); }
                button type="submit" { (t(lang, "start")) }
            }
        }
        div.card {
            h2 { (t(lang, "exam")) }
            p.muted { (t(lang, "exam_help")) }
            form method="post" action=("/exam") { (csrf.field())
                input type="hidden" name="lang" value=(lang.code());
                label { (t(lang, "blueprint"))
                    select name="blueprint" {
                        @for (name, plan) in &app.blueprints {
                            option value=(name) { (plan.blueprint.title(lang)) " (" (plan.blueprint.minutes) " min, " (i18n::marks(lang, plan.total())) ")" }
                        }
                    }
                }
                label { (t(lang, "seed")) input type="number" name="seed" min="0"; }
                p.muted { (t(lang, "seed_help")) }
                button type="submit" { (t(lang, "start")) }
            }
        }
        div.card { a.button href={ "/join?lang=" (lang.code()) } { (t(lang, "join")) } }
    };
    page::page(t(lang, "candidate"), lang, body)
}

fn form_lang(form: &BTreeMap<String, String>) -> Lang {
    lang_code(form.get("lang").map_or("en", String::as_str))
}

fn seed_of(form: &BTreeMap<String, String>) -> u64 {
    form.get("seed").and_then(|s| s.trim().parse().ok()).unwrap_or_else(rand::random::<u64>)
}

fn db_error(lang: Lang, e: &str) -> Response {
    page::error(StatusCode::INTERNAL_SERVER_ERROR, lang, e)
}

/// `POST /progress`: the practice code typed for a name: this browser gets the name's secret,
/// and the home page shows its progress.
pub async fn open_progress(
    State(app): State<Shared>,
    Extension(peer): Extension<super::Peer>,
    headers: HeaderMap,
    Form(form): Form<BTreeMap<String, String>>,
) -> Response {
    let lang = form_lang(&form);
    let Some(name) = clean_name(form.get("name").map_or("", String::as_str)).filter(|n| !n.is_empty()) else {
        return page::error(StatusCode::BAD_REQUEST, lang, t(lang, "give_name"));
    };
    let name = kept_name(&app, name);
    let access = match practice_access(&app, &headers, &peer, &name, form.get("code").map(String::as_str)) {
        Ok(a) => a,
        Err(r) => return *r,
    };
    let back = format!("/?lang={}&name={}", lang.code(), url_escape(&name));
    match access {
        Access::Denied => return page::error(StatusCode::FORBIDDEN, lang, t(lang, "wrong_practice_code")),
        Access::Wait(wait) => return page::too_many(lang, wait),
        Access::Free | Access::Unclaimed | Access::Owner => {}
    }
    let mut resp = Redirect::to(&back).into_response();
    let owner = if access == Access::Owner { app.db().progress_owner(&name) } else { Ok(None) };
    if let Ok(Some((Some(secret), _))) = owner
        && let Ok(v) = HeaderValue::from_str(&practice_cookie(&secret))
    {
        resp.headers_mut().append(header::SET_COOKIE, v);
    }
    resp
}

/// `POST /practice`: a practice session over the chosen topics. Under a name, the name's
/// progress must be this browser's (its cookie, or the practice code typed); a new name is
/// reserved for this browser, with a code to use it elsewhere.
pub async fn start_practice(
    State(app): State<Shared>,
    Extension(peer): Extension<super::Peer>,
    headers: HeaderMap,
    Form(form): Form<BTreeMap<String, String>>,
) -> Response {
    let lang = form_lang(&form);
    let topics: Vec<Topic> =
        Topic::ALL.into_iter().filter(|tp| form.contains_key(&format!("t_{}", tp.code()))).collect();
    let count = form.get("count").and_then(|c| c.trim().parse::<usize>().ok()).unwrap_or(10).clamp(1, MAX_PRACTICE);
    let Some(name) = clean_name(form.get("name").map_or("", String::as_str)) else {
        return page::error(StatusCode::BAD_REQUEST, lang, t(lang, "give_name"));
    };
    let name = kept_name(&app, name);
    let mut set_cookie = None;
    if !name.is_empty() {
        match practice_access(&app, &headers, &peer, &name, form.get("code").map(String::as_str)) {
            Err(r) => return *r,
            Ok(Access::Denied) => {
                let typed = form.get("code").is_some_and(|c| !paper::typed_code(c).is_empty());
                let why = if typed { "wrong_practice_code" } else { "practice_locked" };
                return page::error(StatusCode::FORBIDDEN, lang, t(lang, why));
            }
            Ok(Access::Wait(wait)) => return page::too_many(lang, wait),
            Ok(Access::Free | Access::Unclaimed) => {
                let secret = csrf::new_token();
                if let Err(e) = app.db().claim_progress(&name, &secret, &paper::new_code(paper::REENTRY_LEN), now()) {
                    return db_error(lang, &e);
                }
                set_cookie = Some(secret);
            }
            Ok(Access::Owner) => {
                if let Ok(Some((Some(secret), _))) = app.db().progress_owner(&name) {
                    set_cookie = Some(secret);
                }
            }
        }
    }
    let today = Day::today();
    let progress = if name.is_empty() {
        Progress::new()
    } else {
        match app.db().progress(&name, today) {
            Ok(p) => p,
            Err(e) => return db_error(lang, &e),
        }
    };
    let filter = Filter { topics, kinds: Vec::new(), on: None };
    let chosen = select::practice(&app.pool, &filter, seed_of(&form), &progress, today, count);
    if chosen.is_empty() {
        return page::error(StatusCode::BAD_REQUEST, lang, t(lang, "no_match"));
    }
    let s = Session {
        id: super::csrf::new_token(),
        room: None,
        name,
        mode: "practice".into(),
        lang: lang.code().into(),
        questions: chosen.iter().map(|q| q.id.clone()).collect(),
        started: now(),
        limit_secs: None,
        pass_percent: None,
        finished: None,
        secret: Some(csrf::new_token()),
        reentry: None,
    };
    let mut resp = match create_own(&app, &s, lang) {
        Ok(r) => r,
        Err(r) => return *r,
    };
    if let Some(v) = set_cookie.and_then(|secret| HeaderValue::from_str(&practice_cookie(&secret)).ok()) {
        resp.headers_mut().append(header::SET_COOKIE, v);
    }
    resp
}

/// `POST /exam`: a timed exam from a blueprint.
pub async fn start_exam(State(app): State<Shared>, Form(form): Form<BTreeMap<String, String>>) -> Response {
    let lang = form_lang(&form);
    let name = form.get("blueprint").map_or("", String::as_str);
    let Some(plan) = app.blueprint(name) else {
        return page::error(StatusCode::BAD_REQUEST, lang, t(lang, "unknown_blueprint"));
    };
    let chosen = match select::fill(&app.pool, plan, seed_of(&form)) {
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
    let s = Session {
        id: super::csrf::new_token(),
        room: None,
        name: String::new(),
        mode: "exam".into(),
        lang: lang.code().into(),
        questions: chosen.iter().map(|q| q.id.clone()).collect(),
        started: now(),
        limit_secs: Some(i64::from(plan.blueprint.minutes) * 60),
        pass_percent: Some(plan.blueprint.pass_percent),
        finished: None,
        secret: Some(csrf::new_token()),
        reentry: None,
    };
    create_own(&app, &s, lang).unwrap_or_else(|r| *r)
}

/// Saves the new practice session or solo exam `s` and sends its browser to the first question
/// with the session's secret in a cookie ([`paper::session_cookie`]): no other browser opens it.
fn create_own(app: &super::App, s: &Session, lang: Lang) -> Result<Response, Box<Response>> {
    app.db().create_session(s).map_err(|e| Box::new(db_error(lang, &e)))?;
    let mut resp = Redirect::to(&format!("/s/{}/q/0", s.id)).into_response();
    if let Some(v) =
        s.secret.as_deref().and_then(|secret| HeaderValue::from_str(&paper::session_cookie(&s.id, secret)).ok())
    {
        resp.headers_mut().append(header::SET_COOKIE, v);
    }
    Ok(resp)
}

/// A session with its questions and answers, loaded for a page.
pub struct Loaded<'a> {
    /// The session.
    pub s: Session,
    /// Its questions (`None`: no longer in the bank).
    pub qs: Vec<Option<&'a Question>>,
    /// Its answers by question.
    pub answers: Vec<Option<Answer>>,
}

impl Loaded<'_> {
    /// The session's language.
    #[must_use]
    pub fn lang(&self) -> Lang {
        lang_code(&self.s.lang)
    }

    /// Seconds left (exams), negative once past.
    #[must_use]
    pub fn left(&self, at: i64) -> Option<i64> {
        self.s.limit_secs.map(|l| self.s.started + l - at)
    }

    /// Whether answers are still taken at `at`.
    #[must_use]
    pub fn open(&self, at: i64) -> bool {
        self.s.finished.is_none() && self.left(at).is_none_or(|l| l > -GRACE_SECS)
    }
}

/// Loads session `id`; an error page in `lang` (the request's) when there is none.
pub fn load<'a>(app: &'a super::App, id: &str, lang: Lang) -> Result<Loaded<'a>, Box<Response>> {
    let db = app.db();
    let s = match db.session(id) {
        Ok(Some(s)) => s,
        Ok(None) => return Err(Box::new(page::error(StatusCode::NOT_FOUND, lang, t(lang, "no_session")))),
        Err(e) => return Err(Box::new(db_error(lang, &e))),
    };
    let answers = db.answers(&s.id).map_err(|e| Box::new(db_error(lang, &e)))?;
    drop(db);
    let qs = sheet::questions(&app.bank, &s);
    let answers = sheet::by_index(qs.len(), answers);
    Ok(Loaded { s, qs, answers })
}

/// Loads session `id` for its candidate: a session opens only for the browser holding its
/// secret ([`paper::owns`]); `?lang=` on a page changes the session's language.
pub fn load_own<'a>(
    app: &'a super::App,
    id: &str,
    headers: &HeaderMap,
    lang: Option<&str>,
) -> Result<Loaded<'a>, Box<Response>> {
    let asked = LangQuery { lang: lang.map(str::to_string), name: None };
    let mut l = load(app, id, request_lang(app, &asked, headers))?;
    if !paper::owns(headers, &l.s) {
        let lang = l.lang();
        return Err(Box::new(page::error(StatusCode::FORBIDDEN, lang, t(lang, "not_your_paper"))));
    }
    if let Some(code) = lang.filter(|c| matches!(*c, "es" | "en") && *c != l.s.lang) {
        if let Err(e) = app.db().set_session_lang(id, code) {
            return Err(Box::new(db_error(l.lang(), &e)));
        }
        l.s.lang = code.to_string();
    }
    Ok(l)
}

/// `GET /s/{id}`: the first question not answered yet, else the results.
pub async fn resume(State(app): State<Shared>, Path(id): Path<String>, headers: HeaderMap) -> Response {
    let l = match load_own(&app, &id, &headers, None) {
        Ok(l) => l,
        Err(r) => return *r,
    };
    match l.answers.iter().position(Option::is_none) {
        Some(n) if l.open(now()) => Redirect::to(&format!("/s/{id}/q/{n}")).into_response(),
        _ => Redirect::to(&format!("/s/{id}/results")).into_response(),
    }
}

/// The prompt of a question: header, text, diagram.
pub fn prompt(q: &Question, lang: Lang, n: usize, of: usize) -> Markup {
    let text = q.text(lang);
    html! {
        h2 { (t(lang, "question")) " " (n + 1) " " (t(lang, "of")) " " (of)
             span.muted { " · " (i18n::marks(lang, q.points)) " · " (q.topic.title(lang)) } }
        (markdown(&text.prompt))
        @if let Some(pos) = q.fen.as_deref().and_then(|f| fen::parse(f).ok()) {
            (board::svg(&pos, t(lang, if pos.white_to_move { "white" } else { "black" })))
        }
    }
}

/// The inputs of the answer form for `q`, showing `typed` (an answer refused, given back), else
/// `current` when given.
fn inputs(q: &Question, lang: Lang, current: Option<&Answer>, typed: Option<&str>) -> Markup {
    let text = q.text(lang);
    let cur = typed.unwrap_or_else(|| current.filter(|a| !a.skipped).map_or("", |a| a.text.as_str()));
    let chosen: Vec<usize> = grade::parse_choices(cur, text.options.len()).unwrap_or_default();
    html! {
        @match q.kind {
            Kind::Single => {
                @for (i, o) in text.options.iter().enumerate() {
                    label.option { input type="radio" name="choice" value=(i) checked[chosen.contains(&i)];
                        b { (option_letter(i)) ") " } (PreEscaped(inline(o))) }
                }
            }
            Kind::Multiple => {
                p.muted { (t(lang, "hint_multiple")) }
                @for (i, o) in text.options.iter().enumerate() {
                    label.option { input type="checkbox" name={ "c" (i) } checked[chosen.contains(&i)];
                        b { (option_letter(i)) ") " } (PreEscaped(inline(o))) }
                }
            }
            Kind::Numeric => {
                p.muted { (t(lang, "hint_numeric")) }
                input type="text" name="text" inputmode="decimal" autocomplete="off" value=(cur);
            }
            Kind::Pairing => {
                p.muted { (t(lang, "hint_pairing")) }
                input type="text" name="text" autocomplete="off" value=(cur);
            }
            Kind::Open => { textarea name="text" { (cur) } }
        }
    }
}

/// An option's Markdown without the paragraph around it.
fn inline(md: &str) -> String {
    let h = markdown(md).into_string();
    let h = h.trim();
    h.strip_prefix("<p>").and_then(|x| x.strip_suffix("</p>")).unwrap_or(h).to_string()
}

/// The model answer, explanation, marking scheme and articles of `q`.
pub fn key_block(q: &Question, lang: Lang) -> Markup {
    let text = q.text(lang);
    html! {
        p id="model-answer" { b { (t(lang, "model")) ":" } @if let Some(k) = q.key_short() { " " code { (k) } } }
        (markdown(&text.answer))
        @if !text.explanation.trim().is_empty() { p { b { (t(lang, "explanation")) } } (markdown(&text.explanation)) }
        @if let Some(m) = text.marking.as_deref().filter(|m| !m.trim().is_empty()) { p { b { (t(lang, "marking")) } } (markdown(m)) }
        @if !q.refs.is_empty() { p.muted { (t(lang, "refs")) ": " (q.refs.iter().map(|r| page::reference(lang, r)).collect::<Vec<_>>().join("; ")) } }
    }
}

/// An outcome in words, coloured.
pub fn outcome_label(lang: Lang, o: Option<Outcome>) -> Markup {
    let (class, key) = match o {
        Some(Outcome::Correct) => ("ok", "correct"),
        Some(Outcome::Partial) => ("partial", "partial"),
        Some(Outcome::Wrong) => ("bad", "wrong"),
        Some(Outcome::Skipped) => ("muted", "skipped"),
        Some(Outcome::Unanswered) => ("muted", "no_answer"),
        Some(Outcome::ToBeMarked) | None => ("partial", "pending"),
    };
    html! { span class=(class) { (t(lang, key)) } }
}

/// The answer as given, for reviews and scripts.
pub fn given_text(lang: Lang, a: Option<&Answer>) -> Markup {
    match a {
        Some(a) if !a.skipped => html! { span.prewrap { (a.text) } },
        Some(_) => html! { span.muted { (t(lang, "skipped")) " " (t(lang, "no_answer")) } },
        None => html! { span.muted { (t(lang, "no_answer")) } },
    }
}

/// The answer reviewed: for a choice question every option, the one(s) chosen and the key
/// marked; for the other kinds the answer as given.
pub fn answer_review(q: &Question, lang: Lang, a: Option<&Answer>) -> Markup {
    let text = q.text(lang);
    if !matches!(q.kind, Kind::Single | Kind::Multiple) || text.options.is_empty() {
        return html! { p.given { b { (t(lang, "your_answer")) ": " } (given_text(lang, a)) } };
    }
    let chosen: Vec<usize> = a
        .filter(|a| !a.skipped)
        .and_then(|a| grade::parse_choices(&a.text, text.options.len()).ok())
        .unwrap_or_default();
    html! {
        @if chosen.is_empty() { p.given { b { (t(lang, "your_answer")) ": " } (given_text(lang, a)) } }
        ul.review {
            @for (i, o) in text.options.iter().enumerate() {
                @let mine = chosen.contains(&i);
                @let key = q.answer.choices.contains(&i);
                li class={ "opt" @if mine { " chosen" } @if key { " key" } } {
                    b { (option_letter(i)) ") " } (PreEscaped(inline(o)))
                    @if mine { " " span.tag.mine { "● " (t(lang, "chosen")) } }
                    @if key { " " span.tag.keytag { "✓ " (t(lang, "key")) } }
                }
            }
        }
    }
}

/// The clock of an exam (run by the pages' script, [`page::SCRIPT_PATH`]). At zero the page sends what is typed on it (a time-out answer, saved
/// and the paper handed in), or hands the paper in when nothing is typed: nothing typed is lost
/// to a clock.
fn timer(lang: Lang, left: i64) -> Markup {
    let left = left.max(0);
    html! {
        p { (t(lang, "time_left")) ": " span.timer id="timer" data-left=(left) { (left / 3600) ":" (format!("{:02}:{:02}", (left / 60) % 60, left % 60)) } }
    }
}

fn nav(l: &Loaded<'_>, here: usize) -> Markup {
    html! {
        p.nav {
            @for (i, a) in l.answers.iter().enumerate() {
                @let class = match a { Some(a) if a.skipped => "skipped", Some(_) => "done", None => "todo" };
                a href={ "/s/" (l.s.id) "/q/" (i) } class={ (class) @if i == here { " here" } } { (i + 1) }
            }
        }
    }
}

/// The questions of a paper still without an answer (never reached or skipped), as links.
fn unanswered(l: &Loaded<'_>, lang: Lang) -> Markup {
    let open: Vec<usize> =
        l.answers.iter().enumerate().filter(|(_, a)| a.as_ref().is_none_or(|a| a.skipped)).map(|(i, _)| i).collect();
    html! {
        @if !open.is_empty() {
            p.muted id="unanswered" { (t(lang, "unanswered_list")) " "
                @for (k, i) in open.iter().enumerate() { @if k > 0 { ", " } a href={ "/s/" (l.s.id) "/q/" (i) } { (i + 1) } } }
        }
    }
}

/// The re-entry code of a seminar-room paper, shown on its pages to the browser holding it.
fn reentry_note(l: &Loaded<'_>, lang: Lang) -> Markup {
    html! {
        @if let (Some(_), Some(code)) = (&l.s.room, &l.s.reentry) {
            p.muted.reentry { (t(lang, "reentry")) ": " b id="reentry" { (show_code(code)) } " (" (t(lang, "reentry_help")) ")" }
        }
    }
}

/// The practice code of a named practice session, shown on its pages.
fn practice_note(app: &super::App, l: &Loaded<'_>, lang: Lang) -> Markup {
    let code = if l.s.mode == "practice" && l.s.room.is_none() && !l.s.name.is_empty() {
        app.db().progress_owner(&l.s.name).ok().flatten().and_then(|(_, c)| c)
    } else {
        None
    };
    html! {
        @if let Some(code) = code {
            p.muted { (t(lang, "practice_code")) ": " b id="practice-code" { (show_code(&code)) } " (" (t(lang, "practice_code_help")) ")" }
        }
    }
}

/// The message asking to confirm handing in, with the count answered.
fn finish_confirm(l: &Loaded<'_>, lang: Lang) -> String {
    let answered = l.answers.iter().flatten().filter(|a| !a.skipped).count();
    format!("{} {answered}/{} {}. {}", t(lang, "finish_q"), l.qs.len(), t(lang, "answered"), t(lang, "finish_confirm"))
}

/// `GET /s/{id}/q/{n}`: the question, its form, and in practice the feedback once answered.
pub async fn question(
    State(app): State<Shared>,
    Extension(csrf): Extension<Csrf>,
    Path((id, n)): Path<(String, usize)>,
    Query(flash): Query<BTreeMap<String, String>>,
    headers: HeaderMap,
) -> Response {
    let l = match load_own(&app, &id, &headers, flash.get("lang").map(String::as_str)) {
        Ok(l) => l,
        Err(r) => return *r,
    };
    let shown =
        Shown { error: flash.get("error").map(String::as_str), saved: flash.contains_key("saved"), typed: None };
    question_page(&app, &csrf, &l, n, &shown)
}

/// What a question page shows beside the question: a message and the answer given back.
struct Shown<'a> {
    /// An answer refused: why, in the page's language.
    error: Option<&'a str>,
    /// The answer was saved.
    saved: bool,
    /// The refused answer's text, put back in its box.
    typed: Option<&'a str>,
}

/// The page of question `n` of `l`.
fn question_page(app: &super::App, csrf: &Csrf, l: &Loaded<'_>, n: usize, shown: &Shown<'_>) -> Response {
    let id = &l.s.id;
    let lang = l.lang();
    let Some(Some(q)) = l.qs.get(n).copied() else {
        return page::error(StatusCode::NOT_FOUND, lang, t(lang, "not_found"));
    };
    let at = now();
    let answer = l.answers[n].as_ref();
    let practice = l.s.mode == "practice";
    let of = l.qs.len();
    let answered = l.answers.iter().flatten().filter(|a| !a.skipped).count();
    let body = html! {
        @if let Some(room) = &l.s.room { p.muted { (t(lang, "room")) " " (room) " · " (l.s.name) } }
        (reentry_note(l, lang))
        @if practice {
            @if l.s.name.is_empty() { p.muted id="anonymous" { (t(lang, "anonymous")) } }
            @else { p.muted { (t(lang, "progress_kept")) " " (l.s.name) } (practice_note(app, l, lang)) }
        }
        @if let Some(left) = l.left(at).filter(|_| l.s.finished.is_none()) { (timer(lang, left)) }
        @if !practice { p.muted id="answered-count" { (answered) "/" (of) " " (t(lang, "answered")) } }
        @if let Some(e) = shown.error { div.card.error id="answer-error" { (e) } }
        @if shown.saved { div.card.notice { (t(lang, "saved")) } }
        div.card {
            (prompt(q, lang, n, of))
            @if practice && answer.is_some() {
                @let o = sheet::outcome(q, answer);
                (answer_review(q, lang, answer))
                p { (outcome_label(lang, o)) }
                (key_block(q, lang))
                @if o.is_none() { (self_mark_form(csrf, &l.s.id, n, q, lang)) }
                p {
                    @if n + 1 < of { a.button href={ "/s/" (id) "/q/" (n + 1) } { (t(lang, "next")) } }
                    @else { a.button href={ "/s/" (id) "/results" } { (t(lang, "results")) } }
                }
            } @else if l.open(at) {
                @if answer.is_some_and(|a| a.skipped) { p.partial id="was-skipped" { (t(lang, "was_skipped")) } }
                form id="answer-form" method="post" action=(&format!("/s/{id}/q/{n}")) { (csrf.field())
                    (inputs(q, lang, answer, shown.typed))
                    p { button type="submit" name="answer" value="1" { (t(lang, "answer")) }
                        button.secondary type="submit" name="skip" value="1" formnovalidate { (t(lang, "skip")) } }
                }
                @if !practice {
                    form id="finish-form" method="post" action=(&format!("/s/{id}/finish")) data-confirm=(finish_confirm(l, lang)) { (csrf.field())
                        p.muted { (t(lang, "finish_confirm")) }
                        button.secondary type="submit" { (t(lang, "finish")) }
                    }
                }
            } @else {
                div.card.notice { (t(lang, "handed_in")) }
                a.button href={ "/s/" (id) "/results" } { (t(lang, "results")) }
            }
        }
        // The paper's map after the question: on a phone the question comes first.
        @if !practice { (nav(l, n)) (unanswered(l, lang)) }
    };
    let mut r = page::page(&format!("{} {}", t(lang, "question"), n + 1), lang, body);
    if shown.typed.is_some() {
        *r.status_mut() = StatusCode::UNPROCESSABLE_ENTITY;
    }
    r
}

/// The form a candidate marks an open answer with against the scheme (solo sessions).
fn self_mark_form(csrf: &Csrf, id: &str, n: usize, q: &Question, lang: Lang) -> Markup {
    html! {
        form method="post" action=(&format!("/s/{id}/mark/{n}")) { (csrf.field())
            label { (t(lang, "self_mark")) " (0–" (q.points) ")"
                input type="number" name="marks" min="0" max=(q.points.as_f64()) step="0.5" required; }
            button type="submit" { (t(lang, "give_marks")) }
        }
    }
}

/// `POST /s/{id}/q/{n}`: saves the answer at once, then the feedback (practice) or the next
/// question. An answer the page sends when its clock reaches zero (`timeout`) is saved (within
/// the grace) and hands the paper in.
pub async fn answer(
    State(app): State<Shared>,
    Extension(csrf): Extension<Csrf>,
    oversized: Option<Extension<csrf::Oversized>>,
    Path((id, n)): Path<(String, usize)>,
    headers: HeaderMap,
    Form(form): Form<BTreeMap<String, String>>,
) -> Response {
    let l = match load_own(&app, &id, &headers, None) {
        Ok(l) => l,
        Err(r) => return *r,
    };
    let lang = l.lang();
    let Some(Some(q)) = l.qs.get(n).copied() else {
        return page::error(StatusCode::NOT_FOUND, lang, t(lang, "not_found"));
    };
    let at = now();
    let timeout = form.contains_key("timeout");
    if !l.open(at) {
        if l.s.finished.is_none() {
            let _ = app.db().finish(&id, at);
        }
        if timeout {
            return Redirect::to(&format!("/s/{id}/results")).into_response();
        }
        let msg = if l.s.finished.is_none() { t(lang, "time_up") } else { t(lang, "handed_in") };
        return page::error(StatusCode::CONFLICT, lang, msg);
    }
    if l.s.mode == "practice" && l.answers[n].is_some() {
        return Redirect::to(&format!("/s/{id}/q/{n}")).into_response();
    }
    let read = if oversized.is_some() { Err(sheet::TOO_LONG.to_string()) } else { sheet::read_form(q, &form) };
    let given: Given = match read {
        Ok(g) => g,
        Err(_) if timeout => {
            if let Err(e) = app.db().finish(&id, at) {
                return db_error(lang, &e);
            }
            return Redirect::to(&format!("/s/{id}/results")).into_response();
        }
        Err(e) => {
            // The page again, with the candidate's text in its box and why it was refused.
            let e = sheet::read_error(lang, &e);
            let typed = form.get("text").map_or("", String::as_str);
            let shown = Shown { error: Some(e.as_str()), saved: false, typed: Some(typed) };
            return question_page(&app, &csrf, &l, n, &shown);
        }
    };
    let a = Answer { index: n, awarded: sheet::auto_marks(q, &given), text: given.text, skipped: given.skipped, at };
    if let Err(e) = app.db().save_answer(&id, &a) {
        return db_error(lang, &e);
    }
    if let Err(e) = record_progress(&app, &l.s, q, &a) {
        return db_error(lang, &e);
    }
    if timeout && l.s.limit_secs.is_some() {
        if let Err(e) = app.db().finish(&id, at) {
            return db_error(lang, &e);
        }
        return Redirect::to(&format!("/s/{id}/results")).into_response();
    }
    if l.s.mode == "practice" {
        return Redirect::to(&format!("/s/{id}/q/{n}?saved=1")).into_response();
    }
    // The next question without an answer (skipped ones count as without).
    let without = |i: usize| i != n && l.answers[i].as_ref().is_none_or(|a| a.skipped);
    let next = (n + 1..l.qs.len()).chain(0..n).find(|&i| without(i));
    match next {
        Some(i) => Redirect::to(&format!("/s/{id}/q/{i}")).into_response(),
        None => Redirect::to(&format!("/s/{id}/q/{n}?saved=1")).into_response(),
    }
}

/// Percent-encodes a query value.
#[must_use]
pub fn url_escape(s: &str) -> String {
    s.bytes()
        .map(|b| {
            if b.is_ascii_alphanumeric() || b"-_.~".contains(&b) {
                char::from(b).to_string()
            } else {
                format!("%{b:02X}")
            }
        })
        .collect()
}

/// `POST /s/{id}/finish`: hands the paper in (the page asks first).
pub async fn finish(State(app): State<Shared>, Path(id): Path<String>, headers: HeaderMap) -> Response {
    let l = match load_own(&app, &id, &headers, None) {
        Ok(l) => l,
        Err(r) => return *r,
    };
    if let Err(e) = app.db().finish(&l.s.id, now()) {
        return db_error(l.lang(), &e);
    }
    Redirect::to(&format!("/s/{id}/results")).into_response()
}

/// `POST /s/{id}/mark/{n}`: a solo candidate's marks for an open answer, against the scheme
/// (as `quiz` asks at the end of an exam). Seminar-room answers are marked by the lecturer.
pub async fn self_mark(
    State(app): State<Shared>,
    Path((id, n)): Path<(String, usize)>,
    headers: HeaderMap,
    Form(form): Form<BTreeMap<String, String>>,
) -> Response {
    let l = match load_own(&app, &id, &headers, None) {
        Ok(l) => l,
        Err(r) => return *r,
    };
    let lang = l.lang();
    let (Some(Some(q)), Some(Some(a))) = (l.qs.get(n).copied(), l.answers.get(n)) else {
        return page::error(StatusCode::NOT_FOUND, lang, t(lang, "not_found"));
    };
    if l.s.room.is_some() || a.awarded.is_some() || (l.s.mode == "exam" && l.open(now())) {
        return page::error(StatusCode::CONFLICT, lang, t(lang, "not_yours_to_mark"));
    }
    let marks = match grade::parse_marks(form.get("marks").map_or("", String::as_str), q.points, lang) {
        Ok(m) => m,
        Err(e) => return page::error(StatusCode::BAD_REQUEST, lang, &e),
    };
    if let Err(e) = app.db().set_marks(&id, n, marks.0) {
        return db_error(lang, &e);
    }
    if let Err(e) = record_progress(&app, &l.s, q, &Answer { awarded: Some(marks.0), ..a.clone() }) {
        return db_error(lang, &e);
    }
    let back = if l.s.mode == "practice" { format!("/s/{id}/q/{n}") } else { format!("/s/{id}/results") };
    Redirect::to(&back).into_response()
}

/// The score line of a session.
pub fn score_line(lang: Lang, s: &sheet::Score, pass: Option<f64>) -> Markup {
    html! {
        p { b { (t(lang, "score")) ": " } span id="score" { (s.awarded) " / " (s.total) " (" (i18n::fixed(lang, s.percent, 1)) " %)" }
            @if let Some(p) = pass {
                " · " (t(lang, "pass_mark")) " " (i18n::number(lang, p)) " % · "
                @match s.passed { Some(true) => span.ok { (t(lang, "pass")) }, Some(false) => span.bad { (t(lang, "fail")) }, None => span.partial { (t(lang, "pending")) } }
            }
        }
    }
}

/// `GET /s/{id}/results`: score and review (solo), or a receipt (seminar room).
pub async fn results(
    State(app): State<Shared>,
    Extension(csrf): Extension<Csrf>,
    Path(id): Path<String>,
    Query(q): Query<LangQuery>,
    headers: HeaderMap,
) -> Response {
    let l = match load_own(&app, &id, &headers, q.lang.as_deref()) {
        Ok(l) => l,
        Err(r) => return *r,
    };
    let lang = l.lang();
    let at = now();
    if l.s.mode == "exam" && l.open(at) {
        return Redirect::to(&format!("/s/{id}/q/0")).into_response();
    }
    if l.s.room.is_some() {
        let answered = l.answers.iter().flatten().filter(|a| !a.skipped).count();
        let body = html! { div.card.notice { p id="received" { (t(lang, "received")) } p { (answered) "/" (l.qs.len()) " " (t(lang, "answered")) } } };
        return page::page(t(lang, "results"), lang, body);
    }
    let score = sheet::score(&l.qs, &l.answers, l.s.pass_percent);
    let body = html! {
        h1 { (t(lang, "results")) }
        div.card { (score_line(lang, &score, l.s.pass_percent)) }
        @for (n, q) in l.qs.iter().enumerate() {
            @if let Some(q) = q {
                @let a = l.answers[n].as_ref();
                @let o = sheet::outcome(q, a);
                div.card {
                    (prompt(q, lang, n, l.qs.len()))
                    (answer_review(q, lang, a))
                    p { (outcome_label(lang, o))
                        @if let Some(m) = a.and_then(|a| a.awarded) { " (" (Marks(m)) "/" (q.points) ")" } }
                    @if o != Some(Outcome::Correct) { (key_block(q, lang)) }
                    @if o.is_none() { (self_mark_form(&csrf, &id, n, q, lang)) }
                }
            }
        }
        p { a.button href={ "/?lang=" (lang.code()) @if !l.s.name.is_empty() { "&name=" (url_escape(&l.s.name)) } } { (t(lang, "again")) } }
    };
    page::page(t(lang, "results"), lang, body)
}
