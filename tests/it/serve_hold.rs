//! `arbitro serve` against a hostile page and a careless network (issue #56): framing refused,
//! the CSRF token kept out of addresses, one `Host` per request, half-sent and idle connections
//! closed, the browser's language list read in order. Over raw sockets on loopback.

use super::serve_support::{Server, get, request, request_as};
use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

/// The security headers every response carries, refusals included.
fn assert_guarded(what: &str, r: &super::serve_support::Reply) {
    assert_eq!(r.header("x-frame-options"), Some("DENY"), "{what}: {r:?}");
    let csp = r.header("content-security-policy").unwrap_or_else(|| panic!("{what}: no CSP: {r:?}"));
    assert!(csp.contains("frame-ancestors 'none'"), "{what}: {csp}");
    assert!(csp.contains("script-src 'self'") && !csp.contains("unsafe-inline"), "{what}: no inline script: {csp}");
    assert_eq!(r.header("referrer-policy"), Some("same-origin"), "{what}: {r:?}");
}

#[test]
fn no_page_can_be_framed_and_no_token_rides_in_an_address() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(&dir.path().join("db.sqlite"), &[]);
    let first = get(&s.addr, "/", "");
    let token = first.csrf_cookie().expect("a CSRF cookie");
    let cookie = format!("arbitro_csrf={token}");
    for path in ["/", "/join", "/lecturer", "/desk", "/s/nosuchsession", "/no/such/page", "/assets/arbitro.js"] {
        let r = get(&s.addr, path, &cookie);
        assert_guarded(path, &r);
        if r.header("content-type").is_some_and(|c| c.starts_with("text/html")) {
            assert!(!r.body.contains("csrf="), "{path}: a token in an address: {}", r.body);
            assert!(!r.body.contains("<script>"), "{path}: inline script (the CSP would block it)");
            assert!(!r.body.contains("style=\""), "{path}: inline style (the CSP would block it)");
        }
    }
    let home = get(&s.addr, "/", &cookie);
    assert!(
        home.body.contains(&format!("<input type=\"hidden\" name=\"csrf\" value=\"{token}\">")),
        "the token in a hidden field: {}",
        home.body
    );
    assert!(home.body.contains("<script src=\"/assets/arbitro.js\">"), "the one script is a file");
    // Refusals carry the headers too.
    let refused = request_as(&s.addr, "evil.example", "GET", "/", &[], b"");
    assert_eq!(refused.status, 403);
    assert_guarded("foreign host", &refused);
    // The token in the form's body is accepted; in the address it is not.
    let form = "application/x-www-form-urlencoded";
    let by_field = request(
        &s.addr,
        "POST",
        "/practice",
        &[("Cookie", &cookie), ("Content-Type", form)],
        format!("csrf={token}&lang=en&count=2&t_laws=on").as_bytes(),
    );
    assert_eq!(by_field.status, 303, "{by_field:?}");
    let mut raw = TcpStream::connect(&s.addr).unwrap();
    let body = "lang=en&count=2&t_laws=on";
    write!(
        raw,
        "POST /practice?csrf={token} HTTP/1.1\r\nHost: {}\r\nCookie: {cookie}\r\nContent-Type: {form}\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
        s.addr,
        body.len()
    )
    .unwrap();
    let mut reply = String::new();
    let _ = raw.read_to_string(&mut reply);
    assert!(reply.starts_with("HTTP/1.1 403"), "a token in the address is not read: {reply}");
}

/// Sends `head` (a request's head as written) on a fresh connection and reads the reply.
fn raw(addr: &str, head: &str) -> String {
    let mut c = TcpStream::connect(addr).unwrap();
    c.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
    c.write_all(head.as_bytes()).unwrap();
    let mut reply = String::new();
    let _ = c.read_to_string(&mut reply);
    reply
}

#[test]
fn two_host_headers_or_a_target_naming_another_host_get_400() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(&dir.path().join("db.sqlite"), &[]);
    let a = &s.addr;
    let good = raw(a, &format!("GET / HTTP/1.1\r\nHost: {a}\r\nConnection: close\r\n\r\n"));
    assert!(good.starts_with("HTTP/1.1 200"), "{good}");
    let twice = raw(a, &format!("GET / HTTP/1.1\r\nHost: {a}\r\nHost: evil.example\r\nConnection: close\r\n\r\n"));
    assert!(twice.starts_with("HTTP/1.1 400"), "good then evil: {twice}");
    let absolute =
        raw(a, &format!("GET http://evil.example/lecturer HTTP/1.1\r\nHost: {a}\r\nConnection: close\r\n\r\n"));
    assert!(absolute.starts_with("HTTP/1.1 400"), "absolute-form naming another host: {absolute}");
    assert!(!absolute.contains("Open a room"), "no page of the server: {absolute}");
    let same = raw(a, &format!("GET http://{a}/ HTTP/1.1\r\nHost: {a}\r\nConnection: close\r\n\r\n"));
    assert!(same.starts_with("HTTP/1.1 200"), "absolute-form naming this server: {same}");
    let es = raw(
        a,
        &format!(
            "GET / HTTP/1.1\r\nHost: {a}\r\nHost: {a}\r\nAccept-Language: fr-FR,es;q=0.8\r\nConnection: close\r\n\r\n"
        ),
    );
    assert!(es.starts_with("HTTP/1.1 400") && es.contains("Petición incorrecta"), "in the browser's language: {es}");
}

#[test]
fn the_language_list_is_read_in_order() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(&dir.path().join("db.sqlite"), &[]);
    let r = request(&s.addr, "GET", "/", &[("Accept-Language", "fr-FR,es;q=0.8,en;q=0.5")], b"");
    assert!(r.body.contains("<html lang=\"es\">"), "French first, then Spanish: {}", &r.body[..200.min(r.body.len())]);
    let r = request(&s.addr, "GET", "/", &[("Accept-Language", "fr-FR,en;q=0.9,es;q=0.8")], b"");
    assert!(r.body.contains("<html lang=\"en\">"));
}

#[test]
fn half_sent_requests_are_closed_and_idle_sockets_do_not_starve_new_ones() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(&dir.path().join("db.sqlite"), &[]);
    let mut idle = Vec::new();
    for i in 0..300 {
        let mut c = TcpStream::connect(&s.addr).unwrap();
        if i % 2 == 0 {
            // Half a request: the line and one header, never the blank line.
            write!(c, "GET / HTTP/1.1\r\nHost: {}\r\n", s.addr).unwrap();
        }
        idle.push(c);
    }
    let started = Instant::now();
    let r = get(&s.addr, "/", "");
    assert_eq!(r.status, 200);
    assert!(started.elapsed() < Duration::from_secs(3), "a new request waited {:?}", started.elapsed());
    // Past the header-read timeout every one of them has been closed by the server.
    std::thread::sleep(Duration::from_secs(arbitro::serve::HEADER_READ_SECS + 3));
    for (i, c) in idle.iter_mut().enumerate() {
        c.set_read_timeout(Some(Duration::from_secs(2))).unwrap();
        let mut buf = [0u8; 512];
        let closed = loop {
            match c.read(&mut buf) {
                Ok(0) => break true,
                Ok(_) => {} // a 408 reply, then the close
                Err(e) if e.kind() == std::io::ErrorKind::ConnectionReset => break true,
                Err(e) => panic!("socket {i} still open after the timeout: {e}"),
            }
        };
        assert!(closed, "socket {i} still open");
    }
}
