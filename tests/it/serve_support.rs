//! Helpers of the `arbitro serve` tests: a server process on a free loopback port, and a
//! minimal HTTP/1.1 client (one request per connection).

use super::common::root;
use arbitro::quiz::select::{self, Filter};
use arbitro::quiz::{Question, bank, blueprint};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};

/// A running `arbitro serve`; killed when dropped.
pub struct Server {
    child: Child,
    /// `http://127.0.0.1:PORT`.
    pub base: String,
    /// `127.0.0.1:PORT`.
    pub addr: String,
}

/// The short test blueprint (tests/serve/short.yaml).
pub fn short_blueprint() -> PathBuf {
    root().join("tests/serve/short.yaml")
}

impl Server {
    /// Starts `arbitro serve` on the repository's bank with database `db` and `extra` flags.
    pub fn start(db: &Path, extra: &[&str]) -> Server {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_arbitro"));
        cmd.args(["serve", "--bank"])
            .arg(root().join("exams"))
            .arg("--db")
            .arg(db)
            .arg("--blueprint")
            .arg(short_blueprint())
            .args(extra)
            .env("NO_COLOR", "1")
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit());
        if !extra.contains(&"--listen") {
            cmd.args(["--port", "0"]);
        }
        let mut child = cmd.spawn().expect("arbitro serve starts");
        let mut line = String::new();
        BufReader::new(child.stdout.as_mut().expect("stdout")).read_line(&mut line).expect("first line");
        let url = line
            .split_whitespace()
            .find(|w| w.starts_with("http://"))
            .unwrap_or_else(|| panic!("no address in {line:?}"))
            .trim_end_matches('/')
            .to_string();
        let addr = url.trim_start_matches("http://").to_string();
        Server { child, base: url, addr }
    }

    /// Kills the server at once (as a crash or a power cut would stop it).
    pub fn kill(mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A response: status, headers (lower-case names), body.
#[derive(Debug)]
pub struct Reply {
    /// The status code.
    pub status: u16,
    /// The headers.
    pub headers: Vec<(String, String)>,
    /// The body as text.
    pub body: String,
}

impl Reply {
    /// The first header `name`.
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.iter().find(|(k, _)| k == name).map(|(_, v)| v.as_str())
    }

    /// The CSRF cookie the server set.
    pub fn csrf_cookie(&self) -> Option<String> {
        self.headers
            .iter()
            .filter(|(k, _)| k == "set-cookie")
            .find_map(|(_, v)| v.strip_prefix("arbitro_csrf=").map(|r| r.split(';').next().unwrap_or("").to_string()))
    }

    /// The first cookie the server set whose name starts with `prefix`, as `name=value`.
    pub fn cookie_set(&self, prefix: &str) -> Option<String> {
        self.headers
            .iter()
            .filter(|(k, v)| k == "set-cookie" && v.starts_with(prefix))
            .map(|(_, v)| v.split(';').next().unwrap_or("").to_string())
            .next()
    }
}

/// Sends one request to `addr` and reads the whole reply.
pub fn request(addr: &str, method: &str, path: &str, headers: &[(&str, &str)], body: &[u8]) -> Reply {
    request_as(addr, addr, method, path, headers, body)
}

/// A path written with the form's token as `?csrf=TOKEN` (or `&csrf=`), as the tests name it:
/// the path without it, and the token, which [`request_as`] sends in the `X-CSRF-Token` header
/// (the server never reads a token from an address).
fn token_of(path: &str) -> (String, Option<String>) {
    let Some((base, query)) = path.split_once('?') else { return (path.to_string(), None) };
    let mut token = None;
    let rest: Vec<&str> = query
        .split('&')
        .filter(|kv| match kv.strip_prefix("csrf=") {
            Some(t) => {
                token = Some(t.to_string());
                false
            }
            None => true,
        })
        .collect();
    let path = if rest.is_empty() { base.to_string() } else { format!("{base}?{}", rest.join("&")) };
    (path, token)
}

/// Sends one request to `addr` naming `host` in its `Host` header, and reads the whole reply.
pub fn request_as(addr: &str, host: &str, method: &str, path: &str, headers: &[(&str, &str)], body: &[u8]) -> Reply {
    exchange(TcpStream::connect(addr).expect("connect"), host, method, path, headers, body)
}

/// A connection to `addr` from the loopback address `source` (`127.0.0.2`: another machine, as
/// the server sees it).
pub fn connect_from(source: &str, addr: &str) -> TcpStream {
    let rt = tokio::runtime::Builder::new_current_thread().enable_io().build().expect("a runtime");
    let stream = rt.block_on(async {
        let sock = tokio::net::TcpSocket::new_v4().expect("a socket");
        sock.bind(format!("{source}:0").parse().expect("an address")).expect("bind the source address");
        sock.connect(addr.parse().expect("an address")).await.expect("connect")
    });
    let stream = stream.into_std().expect("a std socket");
    stream.set_nonblocking(false).expect("blocking");
    stream
}

/// A form POST from the loopback address `source`.
pub fn post_form_from(source: &str, addr: &str, path: &str, cookie: &str, body: &str) -> Reply {
    let headers = [("Cookie", cookie), ("Content-Type", "application/x-www-form-urlencoded")];
    exchange(connect_from(source, addr), addr, "POST", path, &headers, body.as_bytes())
}

/// Sends one request on `s` naming `host`, and reads the whole reply.
fn exchange(mut s: TcpStream, host: &str, method: &str, path: &str, headers: &[(&str, &str)], body: &[u8]) -> Reply {
    let (path, token) = token_of(path);
    let mut head =
        format!("{method} {path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\nContent-Length: {}\r\n", body.len());
    if let Some(t) = token {
        head.push_str(&format!("X-CSRF-Token: {t}\r\n"));
    }
    for (k, v) in headers {
        head.push_str(&format!("{k}: {v}\r\n"));
    }
    head.push_str("\r\n");
    s.write_all(head.as_bytes()).expect("write");
    s.write_all(body).expect("write body");
    let mut raw = Vec::new();
    let _ = s.read_to_end(&mut raw);
    let text = String::from_utf8_lossy(&raw).into_owned();
    let (head, body) = text.split_once("\r\n\r\n").unwrap_or((&text, ""));
    let mut lines = head.lines();
    let status = lines.next().and_then(|l| l.split_whitespace().nth(1)).and_then(|c| c.parse().ok()).unwrap_or(0);
    let headers = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(k, v)| (k.trim().to_ascii_lowercase(), v.trim().to_string()))
        .collect();
    Reply { status, headers, body: body.to_string() }
}

/// A GET.
pub fn get(addr: &str, path: &str, cookie: &str) -> Reply {
    request(addr, "GET", path, &[("Cookie", cookie)], b"")
}

/// A form POST.
pub fn post_form(addr: &str, path: &str, cookie: &str, body: &str) -> Reply {
    request(
        addr,
        "POST",
        path,
        &[("Cookie", cookie), ("Content-Type", "application/x-www-form-urlencoded")],
        body.as_bytes(),
    )
}

/// The laws-only practice order the server draws for `seed` and `progress` today (the same
/// library calls the server makes).
pub fn laws_practice(seed: u64, progress: &arbitro::quiz::progress::Progress, count: usize) -> Vec<Question> {
    let (b, _) = bank::load(&root().join("exams")).unwrap();
    let valid = Filter { on: Some(arbitro::rules::today()), ..Filter::default() };
    let pool: Vec<Question> = b.questions.iter().filter(|q| valid.accepts(q)).cloned().collect();
    let laws = Filter { topics: vec![arbitro::quiz::Topic::Laws], ..Filter::default() };
    let today = arbitro::quiz::srs::Day::today();
    select::practice(&pool, &laws, seed, progress, today, count).into_iter().cloned().collect()
}

/// The short paper the server draws for `seed` (the same library calls the server makes).
pub fn paper(seed: u64) -> Vec<Question> {
    let (b, _) = bank::load(&root().join("exams")).unwrap();
    let plan = blueprint::load(&short_blueprint()).unwrap();
    let valid = Filter { on: Some(arbitro::rules::today()), ..Filter::default() };
    let pool: Vec<Question> = b.questions.iter().filter(|q| valid.accepts(q)).cloned().collect();
    select::fill(&pool, &plan, seed).unwrap().into_iter().cloned().collect()
}
