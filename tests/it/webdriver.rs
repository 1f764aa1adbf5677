//! A small synchronous W3C WebDriver client for the browser tests: plain HTTP/1.1 to
//! chromedriver on loopback, JSON with serde_json. Only the commands the tests send.
//!
//! Every command answers `Err` with the command's name and the driver's error (`no such
//! element`, `no such alert`, `stale element reference` …), so a test can wait for a page to
//! show an element or a dialog by asking again.

use serde_json::{Value, json};
use std::io::{BufRead, BufReader, Write};
use std::net::TcpStream;
use std::time::Duration;

/// The key under which WebDriver names an element in its JSON.
const ELEMENT: &str = "element-6066-11e4-a52e-4f735466cecf";

/// How long one command may take before the test gives up on the driver.
const COMMAND_TIMEOUT: Duration = Duration::from_secs(60);

/// One browser: a WebDriver session, deleted (the browser closed) when dropped.
pub struct Client {
    /// `host:port` of chromedriver.
    driver: String,
    /// The session's id.
    session: String,
    /// Already deleted by `close`.
    closed: bool,
}

/// An element of the page a `Client` shows.
pub struct Element<'a> {
    client: &'a Client,
    id: String,
}

/// The address the browser shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Url(String);

impl Url {
    /// The path: what follows the host, without the query or the fragment (`/` at least).
    pub fn path(&self) -> &str {
        let rest = self.0.split_once("://").map_or(self.0.as_str(), |(_, r)| r);
        let rest = rest.split(['?', '#']).next().unwrap_or("");
        match rest.find('/') {
            Some(i) => &rest[i..],
            None => "/",
        }
    }
}

impl std::fmt::Display for Url {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl Client {
    /// Opens a session on chromedriver at `driver` (`http://127.0.0.1:PORT`) with `capabilities`.
    pub fn connect(driver: &str, capabilities: Value) -> Result<Client, String> {
        let driver = driver.trim_start_matches("http://").trim_end_matches('/').to_string();
        let body = json!({ "capabilities": { "alwaysMatch": capabilities } });
        let value = command(&driver, "new session", "POST", "/session", Some(&body))?;
        let session = value["sessionId"].as_str().ok_or(format!("new session: no session id in {value}"))?.to_string();
        Ok(Client { driver, session, closed: false })
    }

    /// Sends `method` to the session's `path` (below `/session/ID`).
    fn call(&self, name: &str, method: &str, path: &str, body: Option<&Value>) -> Result<Value, String> {
        command(&self.driver, name, method, &format!("/session/{}{path}", self.session), body)
    }

    /// Ends the session: the browser closes.
    pub fn close(mut self) -> Result<(), String> {
        self.closed = true;
        self.call("delete session", "DELETE", "", None).map(drop)
    }

    /// Opens `url`.
    pub fn goto(&self, url: &str) -> Result<(), String> {
        self.call("navigate", "POST", "/url", Some(&json!({ "url": url }))).map(drop)
    }

    /// The address shown.
    pub fn current_url(&self) -> Result<Url, String> {
        let v = self.call("current url", "GET", "/url", None)?;
        v.as_str().map(|s| Url(s.to_string())).ok_or(format!("current url: not a string: {v}"))
    }

    /// The first element of the page matching the CSS selector `css`.
    pub fn find(&self, css: &str) -> Result<Element<'_>, String> {
        let v = self.call("find element", "POST", "/element", Some(&by_css(css)))?;
        self.element(&v, "find element")
    }

    /// Every element of the page matching `css`, in document order.
    pub fn find_all(&self, css: &str) -> Result<Vec<Element<'_>>, String> {
        let v = self.call("find elements", "POST", "/elements", Some(&by_css(css)))?;
        self.elements(&v, "find elements")
    }

    /// The text of the dialog (alert, confirm) the page opened.
    pub fn get_alert_text(&self) -> Result<String, String> {
        let v = self.call("alert text", "GET", "/alert/text", None)?;
        v.as_str().map(str::to_string).ok_or(format!("alert text: not a string: {v}"))
    }

    /// Says yes to the dialog.
    pub fn accept_alert(&self) -> Result<(), String> {
        self.call("accept alert", "POST", "/alert/accept", Some(&json!({}))).map(drop)
    }

    /// Says no to the dialog.
    pub fn dismiss_alert(&self) -> Result<(), String> {
        self.call("dismiss alert", "POST", "/alert/dismiss", Some(&json!({}))).map(drop)
    }

    /// A PNG of the window.
    pub fn screenshot(&self) -> Result<Vec<u8>, String> {
        let v = self.call("screenshot", "GET", "/screenshot", None)?;
        base64(v.as_str().ok_or(format!("screenshot: not a string: {v}"))?).ok_or("screenshot: bad base64".into())
    }

    /// Resizes the window.
    pub fn set_window_size(&self, width: u32, height: u32) -> Result<(), String> {
        self.call("set window rect", "POST", "/window/rect", Some(&json!({ "width": width, "height": height })))
            .map(drop)
    }

    /// Runs `script` (a function body) in the page with `args`; what it returns.
    pub fn execute(&self, script: &str, args: Vec<Value>) -> Result<Value, String> {
        self.call("execute script", "POST", "/execute/sync", Some(&json!({ "script": script, "args": args })))
    }

    /// The element a command's value names.
    fn element(&self, v: &Value, name: &str) -> Result<Element<'_>, String> {
        let id = v[ELEMENT].as_str().ok_or(format!("{name}: not an element: {v}"))?;
        Ok(Element { client: self, id: id.to_string() })
    }

    /// The elements a command's value names.
    fn elements(&self, v: &Value, name: &str) -> Result<Vec<Element<'_>>, String> {
        v.as_array().ok_or(format!("{name}: not a list: {v}"))?.iter().map(|e| self.element(e, name)).collect()
    }
}

impl Drop for Client {
    fn drop(&mut self) {
        if !self.closed {
            let _ = self.call("delete session", "DELETE", "", None);
        }
    }
}

impl Element<'_> {
    /// Sends `method` to the element's `path` (below `/session/ID/element/EID`).
    fn call(&self, name: &str, method: &str, path: &str, body: Option<&Value>) -> Result<Value, String> {
        self.client.call(name, method, &format!("/element/{}{path}", self.id), body)
    }

    /// The first element inside this one matching `css`.
    pub fn find(&self, css: &str) -> Result<Element<'_>, String> {
        let v = self.call("find element", "POST", "/element", Some(&by_css(css)))?;
        self.client.element(&v, "find element")
    }

    /// Clicks the element.
    pub fn click(&self) -> Result<(), String> {
        self.call("click", "POST", "/click", Some(&json!({}))).map(drop)
    }

    /// Types `text` into the element (a file input takes a file's path).
    pub fn send_keys(&self, text: &str) -> Result<(), String> {
        self.call("send keys", "POST", "/value", Some(&json!({ "text": text }))).map(drop)
    }

    /// Empties a text field.
    pub fn clear(&self) -> Result<(), String> {
        self.call("clear", "POST", "/clear", Some(&json!({}))).map(drop)
    }

    /// The element's visible text.
    pub fn text(&self) -> Result<String, String> {
        let v = self.call("element text", "GET", "/text", None)?;
        v.as_str().map(str::to_string).ok_or(format!("element text: not a string: {v}"))
    }

    /// The element's tag name; an error once the page it was on is gone.
    pub fn tag_name(&self) -> Result<String, String> {
        let v = self.call("tag name", "GET", "/name", None)?;
        v.as_str().map(str::to_string).ok_or(format!("tag name: not a string: {v}"))
    }

    /// Chooses the `<option>` of this `<select>` whose value is `value`.
    pub fn select_by_value(&self, value: &str) -> Result<(), String> {
        self.find(&format!("option[value='{value}']"))?.click()
    }
}

/// A locator by CSS selector.
fn by_css(css: &str) -> Value {
    json!({ "using": "css selector", "value": css })
}

/// Sends one command to chromedriver at `driver` (`host:port`) and returns the reply's
/// `value`, or the driver's error as `name: error: message`.
fn command(driver: &str, name: &str, method: &str, path: &str, body: Option<&Value>) -> Result<Value, String> {
    let (status, reply) = exchange(driver, method, path, body).map_err(|e| format!("{name}: {e}"))?;
    let json: Value = serde_json::from_slice(&reply).map_err(|e| {
        format!(
            "{name}: HTTP {status}, not JSON ({e}): {}",
            String::from_utf8_lossy(&reply).chars().take(200).collect::<String>()
        )
    })?;
    let value = json.get("value").cloned().unwrap_or(Value::Null);
    if let Some(error) = value.get("error").and_then(Value::as_str) {
        let message = value.get("message").and_then(Value::as_str).unwrap_or("");
        let message = message.lines().next().unwrap_or("");
        return Err(format!("{name}: {error}: {message}"));
    }
    if !(200..300).contains(&status) {
        return Err(format!("{name}: HTTP {status}: {json}"));
    }
    Ok(value)
}

/// One HTTP/1.1 request over a fresh connection: the reply's status and body.
fn exchange(driver: &str, method: &str, path: &str, body: Option<&Value>) -> Result<(u16, Vec<u8>), String> {
    let body = body.map(Value::to_string).unwrap_or_default();
    let mut s = TcpStream::connect(driver).map_err(|e| format!("connect to {driver}: {e}"))?;
    s.set_read_timeout(Some(COMMAND_TIMEOUT)).map_err(|e| e.to_string())?;
    s.set_write_timeout(Some(COMMAND_TIMEOUT)).map_err(|e| e.to_string())?;
    let mut head = format!("{method} {path} HTTP/1.1\r\nHost: {driver}\r\nConnection: close\r\n");
    if method != "GET" {
        head.push_str(&format!("Content-Type: application/json; charset=utf-8\r\nContent-Length: {}\r\n", body.len()));
    }
    head.push_str("\r\n");
    s.write_all(head.as_bytes()).and_then(|()| s.write_all(body.as_bytes())).map_err(|e| format!("send: {e}"))?;
    read_reply(BufReader::new(s)).map_err(|e| format!("read the reply: {e}"))
}

/// Reads a reply: the status line, the headers, then the body by `Content-Length`, in chunks,
/// or to the end of the connection.
fn read_reply(mut r: impl BufRead) -> Result<(u16, Vec<u8>), String> {
    let mut line = String::new();
    r.read_line(&mut line).map_err(|e| e.to_string())?;
    let status = line.split_whitespace().nth(1).and_then(|c| c.parse().ok()).ok_or(format!("status line {line:?}"))?;
    let (mut length, mut chunked) = (None, false);
    loop {
        line.clear();
        if r.read_line(&mut line).map_err(|e| e.to_string())? == 0 {
            return Err("the connection closed inside the head".into());
        }
        let l = line.trim_end();
        if l.is_empty() {
            break;
        }
        if let Some((k, v)) = l.split_once(':') {
            if k.eq_ignore_ascii_case("content-length") {
                length = Some(v.trim().parse::<usize>().map_err(|e| format!("Content-Length {v:?}: {e}"))?);
            } else if k.eq_ignore_ascii_case("transfer-encoding") && v.to_ascii_lowercase().contains("chunked") {
                chunked = true;
            }
        }
    }
    let mut body = Vec::new();
    if chunked {
        loop {
            line.clear();
            r.read_line(&mut line).map_err(|e| e.to_string())?;
            let size = line.trim().split(';').next().unwrap_or("");
            let size = usize::from_str_radix(size, 16).map_err(|e| format!("chunk size {size:?}: {e}"))?;
            if size == 0 {
                break;
            }
            let start = body.len();
            body.resize(start + size, 0);
            r.read_exact(&mut body[start..]).map_err(|e| e.to_string())?;
            line.clear();
            r.read_line(&mut line).map_err(|e| e.to_string())?;
        }
    } else if let Some(n) = length {
        body.resize(n, 0);
        r.read_exact(&mut body).map_err(|e| e.to_string())?;
    } else {
        r.read_to_end(&mut body).map_err(|e| e.to_string())?;
    }
    Ok((status, body))
}

/// Decodes standard base64 (padding and line breaks allowed); `None` on any other character.
fn base64(text: &str) -> Option<Vec<u8>> {
    let mut out = Vec::with_capacity(text.len() / 4 * 3);
    let (mut acc, mut bits) = (0u32, 0u32);
    for c in text.bytes().filter(|c| !c.is_ascii_whitespace() && *c != b'=') {
        let v = match c {
            b'A'..=b'Z' => c - b'A',
            b'a'..=b'z' => c - b'a' + 26,
            b'0'..=b'9' => c - b'0' + 52,
            b'+' => 62,
            b'/' => 63,
            _ => return None,
        };
        acc = (acc << 6) | u32::from(v);
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
            acc &= (1 << bits) - 1;
        }
    }
    Some(out)
}

#[test]
fn base64_decodes_what_a_screenshot_sends() {
    assert_eq!(base64("iVBORw0KGgo=").unwrap(), b"\x89PNG\r\n\x1a\n");
    assert_eq!(base64("TWFu").unwrap(), b"Man");
    assert_eq!(base64("TWE=").unwrap(), b"Ma");
    assert_eq!(base64("TQ==\n").unwrap(), b"M");
    assert_eq!(base64("T!=="), None);
}

#[test]
fn a_reply_is_read_by_length_in_chunks_or_to_the_end() {
    let by_length = "HTTP/1.1 200 OK\r\nContent-Length: 4\r\n\r\n{\"a\"extra";
    assert_eq!(read_reply(by_length.as_bytes()).unwrap(), (200, b"{\"a\"".to_vec()));
    let chunked = "HTTP/1.1 404 Not Found\r\nTransfer-Encoding: chunked\r\n\r\n3\r\n{\"v\r\n2;x=1\r\n\":\r\n0\r\n\r\n";
    assert_eq!(read_reply(chunked.as_bytes()).unwrap(), (404, b"{\"v\":".to_vec()));
    let to_end = "HTTP/1.0 500 Oops\r\n\r\nall of it";
    assert_eq!(read_reply(to_end.as_bytes()).unwrap(), (500, b"all of it".to_vec()));
    assert!(read_reply("garbage".as_bytes()).is_err());
    assert!(read_reply("HTTP/1.1 200 OK\r\nContent-Length: 9\r\n\r\nshort".as_bytes()).is_err());
}

#[test]
fn a_url_s_path_leaves_out_host_query_and_fragment() {
    assert_eq!(Url("http://127.0.0.1:8080/s/ab/q/3?lang=en#x".into()).path(), "/s/ab/q/3");
    assert_eq!(Url("http://127.0.0.1:8080".into()).path(), "/");
    assert_eq!(Url("http://h/?a=b".into()).path(), "/");
}
