//! Load test of `arbitro serve` on loopback (issue #18 item 5): N candidates (default 40) join a
//! seminar room at once and answer every question of the FA-exam paper as fast as the server
//! lets them, each answer a form POST (with the CSRF token and the paper's cookie) saved in
//! SQLite before the reply. Then every answer is
//! looked up in the database: none may be lost. Prints a Markdown report (reports/serve-load.md):
//!
//! ```text
//! cargo run --release --example serve_load > reports/serve-load.md
//! cargo run --release --example serve_load -- --candidates 80
//! ```
//!
//! Bounded: every request waits at most 30 seconds to connect, to send and for each read of the
//! reply, and the run stops at the first failure.

use arbitro::quiz::select::Filter;
use arbitro::quiz::{Kind, Question, bank, blueprint};
use arbitro::serve::{self, App, store::Store};
use std::io::{Read, Write};
use std::net::TcpStream;
use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// How long a request waits on its socket: to connect, to send, for each read of the reply.
const TIMEOUT: Duration = Duration::from_secs(30);

/// One request over a fresh connection: status, `Location`, `Set-Cookie` value of the CSRF cookie.
fn request(addr: &str, method: &str, path: &str, cookie: &str, body: &str) -> Result<(u16, String, String), String> {
    let timed_out = |e: std::io::Error| match e.kind() {
        std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut => format!("{method} {path}: no reply in 30 s"),
        _ => format!("{method} {path}: {e}"),
    };
    let socket = addr.parse().map_err(|e| format!("{addr}: {e}"))?;
    let mut s = TcpStream::connect_timeout(&socket, TIMEOUT).map_err(timed_out)?;
    s.set_read_timeout(Some(TIMEOUT)).and_then(|()| s.set_write_timeout(Some(TIMEOUT))).map_err(timed_out)?;
    // The form's CSRF token (the cookie's value), sent as a script would: in its header.
    let token = cookie.split(';').find_map(|c| c.trim().strip_prefix("arbitro_csrf=")).unwrap_or("");
    let head = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\nCookie: {cookie}\r\n\
         X-CSRF-Token: {token}\r\nContent-Type: application/x-www-form-urlencoded\r\n\
         Content-Length: {}\r\n\r\n{body}",
        body.len()
    );
    s.write_all(head.as_bytes()).map_err(timed_out)?;
    let mut raw = Vec::new();
    s.read_to_end(&mut raw).map_err(timed_out)?;
    let text = String::from_utf8_lossy(&raw);
    let status = text.split_whitespace().nth(1).and_then(|c| c.parse().ok()).unwrap_or(0);
    let header = |name: &str| {
        text.lines()
            .take_while(|l| !l.is_empty())
            .find_map(|l| {
                l.split_once(':').filter(|(k, _)| k.eq_ignore_ascii_case(name)).map(|(_, v)| v.trim().to_string())
            })
            .unwrap_or_default()
    };
    let cookie = header("set-cookie").split(';').next().unwrap_or("").to_string();
    Ok((status, header("location"), cookie))
}

/// A valid answer to `q` as a form body.
fn body(q: &Question, i: usize) -> String {
    match q.kind {
        Kind::Single => format!("choice={}", i % q.en.options.len()),
        Kind::Multiple => format!("c{}=on", i % q.en.options.len()),
        Kind::Numeric => format!("text={i}"),
        Kind::Pairing => "text=1-2+3-4".into(),
        Kind::Open => format!("text=Candidate+{i}%27s+reasoned+ruling%2C+Article+{i}"),
    }
}

/// One candidate: joins, answers every question, hands in. The latency of each answer.
fn candidate(addr: &str, code: &str, n: usize, paper: &[Question]) -> Result<(String, Vec<Duration>), String> {
    let (_, _, cookie) = request(addr, "GET", "/", "", "")?;
    let (status, location, paper_cookie) =
        request(addr, "POST", "/join", &cookie, &format!("lang=en&code={code}&name=Candidate+{n:02}"))?;
    if status != 303 || !paper_cookie.starts_with("arbitro_paper_") {
        return Err(format!("candidate {n}: join answered {status} (cookie {paper_cookie:?})"));
    }
    // The paper opens only with its cookie (issue #37): every answer carries both.
    let cookie = format!("{cookie}; {paper_cookie}");
    let session = location.trim_end_matches("/q/0").to_string();
    let mut times = Vec::new();
    for (i, q) in paper.iter().enumerate() {
        let t = Instant::now();
        let (status, _, _) = request(addr, "POST", &format!("{session}/q/{i}"), &cookie, &body(q, n + i))?;
        times.push(t.elapsed());
        if status != 303 {
            return Err(format!("candidate {n}, question {i}: answered {status}"));
        }
    }
    request(addr, "POST", &format!("{session}/finish"), &cookie, "")?;
    Ok((session.trim_start_matches("/s/").to_string(), times))
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let i = ((sorted.len() as f64 * p).ceil() as usize).clamp(1, sorted.len()) - 1;
    sorted[i]
}

fn ms(d: Duration) -> String {
    format!("{:.1} ms", d.as_secs_f64() * 1000.0)
}

fn main() -> Result<(), String> {
    let mut candidates = 40usize;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--candidates" => {
                candidates = args
                    .next()
                    .and_then(|v| v.parse().ok())
                    .filter(|&c| (1..=1000).contains(&c))
                    .ok_or("--candidates: expected a number from 1 to 1000")?;
            }
            _ => return Err(format!("unknown argument '{a}'; expected --candidates N")),
        }
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let (bank, errors) = bank::load(&root.join("exams")).map_err(|e| e.to_string())?;
    if !errors.is_empty() {
        return Err(format!("the bank has {} problem(s)", errors.len()));
    }
    let plan = blueprint::load(&root.join("exams/blueprints/fa-exam.yaml")).map_err(|_| "bad blueprint")?;
    let valid = Filter { on: Some(arbitro::rules::today()), ..Filter::default() };
    let pool: Vec<Question> = bank.questions.iter().filter(|q| valid.accepts(q)).cloned().collect();
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let store = Store::open(&dir.path().join("load.sqlite"))?;
    let app = Arc::new(App::new(bank, pool, vec![("fa-exam".into(), plan)], store));
    let rt = tokio::runtime::Builder::new_multi_thread().enable_all().build().map_err(|e| e.to_string())?;
    // The server on the runtime; the lecturer and the candidates are plain threads with blocking sockets.
    let listener = rt.block_on(tokio::net::TcpListener::bind("127.0.0.1:0")).map_err(|e| e.to_string())?;
    let addr = listener.local_addr().map_err(|e| e.to_string())?.to_string();
    rt.spawn(serve::serve(Arc::clone(&app), listener));
    // The lecturer opens the room (seed 1).
    let (_, _, cookie) = request(&addr, "GET", "/", "", "")?;
    let (status, location, _) = request(&addr, "POST", "/lecturer/rooms", &cookie, "blueprint=fa-exam&lang=en&seed=1")?;
    if status != 303 {
        return Err(format!("opening the room answered {status}"));
    }
    let code = location.split('?').next().unwrap_or("").rsplit('/').next().unwrap_or("").to_string();
    let room = app.db().room(&code)?.ok_or("the room was not saved")?;
    let paper: Arc<Vec<Question>> =
        Arc::new(room.questions.iter().filter_map(|id| app.bank.get(id)).cloned().collect());
    let start = Instant::now();
    let threads: Vec<_> = (0..candidates)
        .map(|n| {
            let (addr, code, paper) = (addr.clone(), code.clone(), Arc::clone(&paper));
            std::thread::spawn(move || candidate(&addr, &code, n, &paper))
        })
        .collect();
    let mut times = Vec::new();
    let mut sessions = Vec::new();
    for t in threads {
        let (s, mut ts) = t.join().map_err(|_| "a candidate's thread panicked")??;
        sessions.push(s);
        times.append(&mut ts);
    }
    let wall = start.elapsed();
    let report = (paper.len(), times, wall);
    let (questions, mut times, wall) = report;
    let expected = candidates * questions;
    let db = app.db();
    let mut saved = 0;
    for s in &sessions {
        let answers = db.answers(s)?;
        saved += answers.iter().filter(|a| !a.text.is_empty()).count();
    }
    let in_db = db.answer_count()?;
    times.sort();
    let lost = expected.saturating_sub(saved);
    println!("# `arbitro serve` under load\n");
    println!(
        "{candidates} candidates join one seminar room on loopback at once and answer every question of a FA-exam \
         paper (blueprint `fa-exam`, seed 1: {questions} questions) as fast as the server replies; each answer is a \
         form POST with its CSRF token and the paper's cookie, saved in SQLite (WAL, `synchronous = FULL`) before the reply. \
         The candidates (a thread each) and the server (a 2-worker runtime) share one process on a 2-core machine \
         shared with other work.\n"
    );
    println!("Regenerate: `cargo run --release --example serve_load > reports/serve-load.md`\n");
    println!("| measure | value |\n|---|---:|");
    println!("| candidates | {candidates} |");
    println!("| answers sent | {expected} |");
    println!("| answers found in the database afterwards | {saved} (rows: {in_db}) |");
    println!("| answers lost | {lost} |");
    println!("| answer latency p50 | {} |", ms(percentile(&times, 0.50)));
    println!("| answer latency p90 | {} |", ms(percentile(&times, 0.90)));
    println!("| answer latency p99 | {} |", ms(percentile(&times, 0.99)));
    println!("| answer latency max | {} |", ms(*times.last().unwrap_or(&Duration::ZERO)));
    println!("| wall time | {:.2} s |", wall.as_secs_f64());
    let rate = expected as f64 / wall.as_secs_f64().max(1e-9);
    println!("| answers per second | {rate:.0} |");
    if lost > 0 {
        return Err(format!("{lost} answers lost"));
    }
    Ok(())
}
