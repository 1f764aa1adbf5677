//! `arbitro serve`: the quiz, the seminar room and the arbiter's desk in a browser (issue #18).
//!
//! A local web application on the library — no second implementation: the candidate's page
//! runs the bank through [`crate::quiz::select`] and marks with [`crate::quiz::grade`]; the
//! seminar room fills blueprints ([`crate::quiz::blueprint`]) and keeps every answer in
//! SQLite ([`store`]); the arbiter's desk runs [`crate::check`], [`crate::pairing::checklist`] and
//! [`crate::results::tiebreaks`] on an uploaded TRF.
//!
//! Safe by default: it listens on 127.0.0.1 unless `--listen` says otherwise, and then the
//! lecturer's pages need the lecturer token (guesses throttled, [`throttle`]); it answers only
//! to the host names it listens as ([`host`], against DNS rebinding); every value on a page is
//! escaped (maud) and text from a file or a form is never read as Markdown; every
//! state-changing request carries a CSRF token ([`csrf`]); a seminar-room paper opens only in
//! the browser that joined or with its re-entry code ([`paper`]); request bodies are limited; no
//! path from a request ever reaches the file system (blueprints are chosen by name from the list
//! the server read at start; uploads are read in memory).

pub mod analysis;
pub mod board;
pub mod candidate;
pub mod csrf;
pub mod desk;
pub mod host;
pub mod multipart;
pub mod page;
pub mod paper;
pub mod room;
pub mod sheet;
pub mod store;
pub mod throttle;

use crate::quiz::blueprint::Plan;
use crate::quiz::{Bank, Question};
use axum::Router;
use axum::extract::{DefaultBodyLimit, Request};
use axum::http::HeaderMap;
use axum::middleware::Next;
use axum::response::Response;
use axum::routing::{get, post};
use std::net::SocketAddr;
use std::sync::{Arc, Mutex, MutexGuard};
use store::Store;

/// Default limit of an uploaded TRF (bytes): a 2,000-player, 15-round TRF is under 1 MB.
pub const DEFAULT_MAX_UPLOAD: usize = 4 << 20;

/// Limit of an ordinary form (an answer, a mark): an open answer is at most 20,000 characters.
const FORM_LIMIT: usize = 256 << 10;

/// The server's state.
pub struct App {
    /// The question bank (clean, as `quiz` requires).
    pub bank: Bank,
    /// The questions valid on the server's date, sorted by id (what sessions draw from).
    pub pool: Vec<Question>,
    /// The blueprints, by name (file stem), read at start.
    pub blueprints: Vec<(String, Plan)>,
    /// The database.
    pub store: Mutex<Store>,
    /// Whether the lecturer's pages need the token (when listening beyond loopback).
    pub require_token: bool,
    /// The lecturer token.
    pub lecturer_token: String,
    /// Largest upload accepted, in bytes.
    pub max_upload: usize,
    /// The language of pages without `?lang=` (`--lang`; else the browser's).
    pub default_lang: Option<crate::quiz::Lang>,
    /// The host names the server answers to.
    pub hosts: Arc<host::Hosts>,
    /// Wrong guesses at the lecturer token and at re-entry codes.
    pub throttle: Mutex<throttle::Throttle>,
    /// The desk's checks running at once, at most [`App::desk_checks`]: a check of a large
    /// file holds hundreds of MiB, so a desk on a network cannot be made to hold them all at
    /// once; over the limit the desk answers "busy, retry in N s" (503).
    pub desk_slots: Arc<tokio::sync::Semaphore>,
}

/// The desk's concurrent checks when `serve` is not told (`--desk-checks`): one per core, two
/// at least and four at most (a 5,000-player check holds about 260 MiB).
#[must_use]
pub fn default_desk_checks(cores: usize) -> usize {
    cores.clamp(2, 4)
}

/// The wait a busy desk asks for (`Retry-After`), in seconds: a check of a large file takes a
/// few seconds.
pub const DESK_RETRY_SECS: u64 = 5;

/// The address a request came from (`?` when unknown), for throttling guesses.
#[derive(Clone, Debug)]
pub struct Peer(pub String);

impl App {
    /// A server on loopback with `bank`, its `pool`, `blueprints` and `store`; a random lecturer
    /// token (not required), the default upload limit, the loopback host names.
    #[must_use]
    pub fn new(bank: Bank, pool: Vec<Question>, blueprints: Vec<(String, Plan)>, store: Store) -> App {
        App {
            bank,
            pool,
            blueprints,
            store: Mutex::new(store),
            require_token: false,
            lecturer_token: csrf::new_token(),
            max_upload: DEFAULT_MAX_UPLOAD,
            default_lang: None,
            hosts: Arc::new(host::Hosts::default()),
            throttle: Mutex::new(throttle::Throttle::default()),
            desk_slots: Arc::new(tokio::sync::Semaphore::new(default_desk_checks(1))),
        }
    }

    /// Sets the number of the desk's checks that may run at once (at least one).
    pub fn set_desk_checks(&mut self, n: usize) {
        self.desk_slots = Arc::new(tokio::sync::Semaphore::new(n.max(1)));
    }

    /// The throttle of guesses, even after a panic elsewhere poisoned the lock.
    pub fn guesses(&self) -> MutexGuard<'_, throttle::Throttle> {
        self.throttle.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// The database, even after a panic elsewhere poisoned the lock (each write is atomic).
    pub fn db(&self) -> MutexGuard<'_, Store> {
        self.store.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// The blueprint called `name`.
    #[must_use]
    pub fn blueprint(&self, name: &str) -> Option<&Plan> {
        self.blueprints.iter().find(|(n, _)| n == name).map(|(_, p)| p)
    }

    /// Whether the request comes from the lecturer: always on loopback, else with the token's cookie.
    #[must_use]
    pub fn is_lecturer(&self, headers: &HeaderMap) -> bool {
        !self.require_token
            || csrf::cookie(headers, room::LECTURER_COOKIE).is_some_and(|c| csrf::same_secret(&c, &self.lecturer_token))
    }
}

/// Shared state of the handlers.
pub type Shared = Arc<App>;

/// Seconds since 1970.
#[must_use]
pub fn now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_secs()).unwrap_or(i64::MAX))
}

/// The application's routes.
pub fn router(app: Shared) -> Router {
    let max_upload = app.max_upload;
    Router::new()
        .route("/", get(candidate::home))
        .route("/practice", post(candidate::start_practice))
        .route("/progress", post(candidate::open_progress))
        .route("/exam", post(candidate::start_exam))
        .route("/s/{id}", get(candidate::resume))
        .route("/s/{id}/q/{n}", get(candidate::question).post(candidate::answer))
        .route("/s/{id}/finish", post(candidate::finish))
        .route("/s/{id}/results", get(candidate::results))
        .route("/s/{id}/mark/{n}", post(candidate::self_mark))
        .route("/join", get(room::join_page).post(room::join))
        .route("/lecturer", get(room::lecturer))
        .route("/lecturer/login", post(room::login))
        .route("/lecturer/rooms", post(room::open_room))
        .route("/lecturer/room/{code}", get(room::room_page))
        .route("/lecturer/room/{code}/close", post(room::close_room))
        .route("/lecturer/room/{code}/mark", get(room::marking_page))
        .route("/lecturer/room/{code}/mark/{sid}/{n}", post(room::mark))
        .route("/lecturer/room/{code}/results.csv", get(room::results_csv))
        .route("/lecturer/room/{code}/scripts", get(room::scripts))
        .route("/lecturer/room/{code}/paper/{sid}/remove", post(room::remove_paper))
        .route("/lecturer/room/{code}/paper/{sid}/merge", post(room::merge_paper))
        .route("/lecturer/room/{code}/paper/{sid}/reissue", post(room::reissue))
        .route("/desk", get(desk::desk_page).post(desk::upload).layer(DefaultBodyLimit::max(max_upload + (64 << 10))))
        .route(page::STYLE_PATH, get(page::style))
        .route(page::SCRIPT_PATH, get(page::script))
        .layer(axum::middleware::from_fn_with_state(app.default_lang, page::framework_errors))
        .layer(axum::middleware::from_fn_with_state(
            csrf::Limits { form: FORM_LIMIT, upload: max_upload + (64 << 10) },
            csrf::layer,
        ))
        .layer(DefaultBodyLimit::max(FORM_LIMIT))
        .layer(axum::middleware::from_fn(peer))
        .layer(axum::middleware::from_fn_with_state(Arc::clone(&app.hosts), host::layer))
        .layer(axum::middleware::from_fn(page::security_headers))
        .with_state(app)
}

/// The address a connection came from, put on each of its requests by [`serve`].
#[derive(Clone, Copy, Debug)]
struct Remote(SocketAddr);

/// Hands the handlers the request's [`Peer`].
async fn peer(mut req: Request, next: Next) -> Response {
    let who = req.extensions().get::<Remote>().map_or_else(|| "?".to_string(), |r| r.0.ip().to_string());
    req.extensions_mut().insert(Peer(who));
    next.run(req).await
}

/// Longest wait for a request's head (line and headers), from the connection's opening or the
/// end of its previous request: a half-sent request or an idle connection is closed after it,
/// so idle sockets cannot hold the server.
pub const HEADER_READ_SECS: u64 = 10;

/// Serves `app` on `listener` until the process ends: HTTP/1.1, each connection closed when its
/// next request's head does not arrive within [`HEADER_READ_SECS`].
///
/// # Errors
/// The listener failed.
pub async fn serve(app: Shared, listener: tokio::net::TcpListener) -> std::io::Result<()> {
    use hyper_util::rt::{TokioIo, TokioTimer};
    use tower::ServiceExt as _;
    let router = router(app);
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(TokioTimer::new()).header_read_timeout(std::time::Duration::from_secs(HEADER_READ_SECS));
    loop {
        let (stream, remote) = match listener.accept().await {
            Ok(c) => c,
            // Out of file descriptors or a connection reset before it was taken: wait, go on.
            Err(_) => {
                tokio::time::sleep(std::time::Duration::from_millis(50)).await;
                continue;
            }
        };
        let router = router.clone();
        let service = hyper::service::service_fn(move |mut req: axum::http::Request<hyper::body::Incoming>| {
            req.extensions_mut().insert(Remote(remote));
            router.clone().oneshot(req.map(axum::body::Body::new))
        });
        let conn = http.serve_connection(TokioIo::new(stream), service).with_upgrades();
        tokio::spawn(async move {
            let _ = conn.await;
        });
    }
}

/// Binds `addr` and serves `app` (blocking: builds its own runtime). `ready` is called with the
/// address bound (port 0 picks a free one) before the first request is taken.
///
/// # Errors
/// The address cannot be bound, or serving failed.
pub fn run(app: Shared, addr: SocketAddr, ready: impl FnOnce(SocketAddr)) -> std::io::Result<()> {
    let rt = tokio::runtime::Builder::new_multi_thread().enable_all().build()?;
    rt.block_on(async move {
        let listener = tokio::net::TcpListener::bind(addr).await?;
        ready(listener.local_addr()?);
        serve(app, listener).await
    })
}
