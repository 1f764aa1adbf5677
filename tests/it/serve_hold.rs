//! `arbitro serve` against a hostile page and a careless network (issue #56): framing refused,
//! the CSRF token kept out of addresses, one `Host` per request, half-sent and idle connections
//! closed, the browser's language list read in order. Over raw sockets on loopback.

use super::serve_http::{by_id, csrf, join, open_room};
use super::serve_support::{Reply, Server, get, post_form, post_form_from, request, request_as};
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

/// Wrong re-entry `guesses` at Ana's paper from `source`, each refused with 403; the next one
/// waits: 429 with `Retry-After`.
fn lock_out(s: &Server, source: &str, code: &str, guesses: u32) -> Reply {
    let token = csrf(s);
    let cookie = format!("arbitro_csrf={token}");
    let path = format!("/join?csrf={token}");
    let body = format!("lang=en&code={code}&name=Ana+P%C3%A9rez&reentry=AAAA-AAAA");
    for i in 0..guesses {
        let r = post_form_from(source, &s.addr, &path, &cookie, &body);
        assert_eq!(r.status, 403, "wrong guess {} from {source}: {r:?}", i + 1);
    }
    post_form_from(source, &s.addr, &path, &cookie, &body)
}

/// A 429 that says how long to wait, in the header and on the page.
fn assert_waits(what: &str, r: &Reply) {
    assert_eq!(r.status, 429, "{what}: {r:?}");
    let secs: i64 = r.header("retry-after").and_then(|v| v.parse().ok()).unwrap_or_else(|| panic!("{what}: {r:?}"));
    assert!(secs > 0 && secs <= arbitro::serve::throttle::LOCK_SECS, "{what}: Retry-After {secs}");
    assert!(r.body.contains(&format!("{secs} s")), "{what}: the wait on the page: {}", r.body);
}

#[test]
fn a_rival_s_wrong_codes_never_lock_the_owner_out() {
    use arbitro::serve::throttle::FREE_ATTEMPTS;
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(&dir.path().join("db.sqlite"), &[]);
    let token = csrf(&s);
    let lecturer = format!("arbitro_csrf={token}");
    let code = open_room(&s, &token, &lecturer, "en");
    let ana_csrf = csrf(&s);
    let ana_browser = format!("arbitro_csrf={ana_csrf}");
    let r = join(&s, &ana_csrf, &ana_browser, &code, "Ana Pérez", "");
    let paper = r.header("location").unwrap().trim_end_matches("/q/0").to_string();
    let ana = format!("{ana_browser}; {}", r.cookie_set("arbitro_paper_").unwrap());
    let reentry = by_id(&get(&s.addr, &format!("{paper}/q/0"), &ana).body, "reentry").unwrap();

    // A rival on another machine guesses until the wait: the wait is the rival's alone.
    assert_waits("the rival", &lock_out(&s, "127.0.0.2", &code, FREE_ATTEMPTS));
    let phone_csrf = csrf(&s);
    let phone = format!("arbitro_csrf={phone_csrf}");
    let r = join(&s, &phone_csrf, &phone, &code, "Ana Perez", &reentry);
    assert_eq!(r.header("location"), Some(paper.as_str()), "the owner's right code from her machine: {r:?}");

    // Both on one address (a shared network): the lecturer reissues the code, and the wait is gone.
    assert_waits("the shared address", &lock_out(&s, "127.0.0.3", &code, FREE_ATTEMPTS));
    let room = get(&s.addr, &format!("/lecturer/room/{code}?lang=en"), &lecturer).body;
    let reissue = room.split("action=\"").find(|a| a.contains("/reissue")).unwrap().split('"').next().unwrap();
    let r = post_form(&s.addr, &format!("{}&csrf={token}", reissue.replace("&amp;", "&")), &lecturer, "");
    let fresh = by_id(&r.body, "reentry").expect("the new code");
    let r = post_form_from(
        "127.0.0.3",
        &s.addr,
        &format!("/join?csrf={phone_csrf}"),
        &phone,
        &format!("lang=en&code={code}&name=Ana+Perez&reentry={fresh}"),
    );
    assert_eq!(r.header("location"), Some(paper.as_str()), "the reissued code heard at once: {r:?}");

    // Practice codes: the same rule, and a wait is a 429, not a 403.
    let berta_csrf = csrf(&s);
    let berta = format!("arbitro_csrf={berta_csrf}");
    let r = post_form(&s.addr, &format!("/practice?csrf={berta_csrf}"), &berta, "lang=en&name=Berta&count=2&t_laws=on");
    assert_eq!(r.status, 303, "{r:?}");
    let session = r.header("location").unwrap().to_string();
    let own = r.cookie_set("arbitro_session=").unwrap();
    let berta = format!("{berta}; {}; {own}", r.cookie_set("arbitro_practice=").unwrap());
    let practice_code = by_id(&get(&s.addr, &session, &berta).body, "practice-code").expect("the practice code");
    let rival_csrf = csrf(&s);
    let rival = format!("arbitro_csrf={rival_csrf}");
    let path = format!("/progress?csrf={rival_csrf}");
    for i in 0..FREE_ATTEMPTS {
        let r = post_form_from("127.0.0.2", &s.addr, &path, &rival, "lang=en&name=Berta&code=AAAAAAAA");
        assert_eq!(r.status, 403, "wrong practice code {}: {r:?}", i + 1);
        assert!(r.body.contains("practice code"), "says the code was wrong: {}", r.body);
    }
    let r = post_form_from("127.0.0.2", &s.addr, &path, &rival, "lang=en&name=Berta&code=AAAAAAAA");
    assert_waits("the practice rival", &r);
    let other_csrf = csrf(&s);
    let other = format!("arbitro_csrf={other_csrf}");
    let r = post_form(
        &s.addr,
        &format!("/progress?csrf={other_csrf}"),
        &other,
        &format!("lang=en&name=Berta&code={practice_code}"),
    );
    assert_eq!(r.status, 303, "Berta's code on another device of hers: {r:?}");
}

#[test]
fn practice_sessions_and_solo_exams_open_only_for_their_browser() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(&dir.path().join("db.sqlite"), &[]);
    let token = csrf(&s);
    let mine = format!("arbitro_csrf={token}");
    let other_token = csrf(&s);
    let other = format!("arbitro_csrf={other_token}");
    // A named practice session: its address alone shows nothing of it.
    let r = post_form(&s.addr, &format!("/practice?csrf={token}"), &mine, "lang=en&name=Carla+Gil&count=2&t_laws=on");
    let session = r.header("location").unwrap().trim_end_matches("/q/0").to_string();
    let own = r.cookie_set("arbitro_session=").expect("the session's cookie");
    let scoped = r
        .headers
        .iter()
        .find(|(k, v)| k == "set-cookie" && v.starts_with("arbitro_session="))
        .map(|(_, v)| v.clone())
        .unwrap();
    assert!(scoped.contains(&format!("Path={session}")) && scoped.contains("HttpOnly"), "{scoped}");
    let mine = format!("{mine}; {own}");
    for path in [session.clone(), format!("{session}/q/0"), format!("{session}/results")] {
        let r = get(&s.addr, &path, &other);
        assert_eq!(r.status, 403, "{path} from another browser: {r:?}");
        assert!(!r.body.contains("Carla") && !r.body.contains("practice-code"), "{path}: {}", r.body);
        assert_ne!(get(&s.addr, &path, &mine).status, 403, "{path} from its own browser");
    }
    // A solo exam: no answer from another browser, the owner's taken.
    let r = post_form(&s.addr, &format!("/exam?csrf={token}"), &mine, "lang=en&blueprint=short&seed=4");
    assert_eq!(r.status, 303, "{r:?}");
    let exam = r.header("location").unwrap().trim_end_matches("/q/0").to_string();
    // (A browser sends each session's cookie to its own address only.)
    let mine = format!("arbitro_csrf={token}; {}", r.cookie_set("arbitro_session=").unwrap());
    assert_eq!(get(&s.addr, &format!("{exam}/q/0"), &other).status, 403);
    let r = post_form(&s.addr, &format!("{exam}/q/0?csrf={other_token}"), &other, "skip=1");
    assert_eq!(r.status, 403, "an answer from another browser: {r:?}");
    assert_eq!(post_form(&s.addr, &format!("{exam}/finish?csrf={other_token}"), &other, "").status, 403);
    let r = post_form(&s.addr, &format!("{exam}/q/0?csrf={token}"), &mine, "skip=1");
    assert_eq!(r.status, 303, "the owner's answer: {r:?}");
}

#[test]
fn a_refused_answer_comes_back_in_its_box_in_the_page_s_language() {
    use super::serve_support::paper;
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(&dir.path().join("db.sqlite"), &[]);
    let token = csrf(&s);
    let r = post_form(
        &s.addr,
        &format!("/exam?csrf={token}"),
        &format!("arbitro_csrf={token}"),
        "lang=es&blueprint=short&seed=4",
    );
    let exam = r.header("location").unwrap().trim_end_matches("/q/0").to_string();
    let cookie = format!("arbitro_csrf={token}; {}", r.cookie_set("arbitro_session=").unwrap());
    let open = paper(4).iter().position(|q| q.kind == arbitro::quiz::Kind::Open).expect("the open question");
    let path = format!("{exam}/q/{open}?csrf={token}");
    // Over 20,000 characters: refused, the text kept in the box, the reason in Spanish.
    let long = "Peón ".repeat(4_001);
    let r =
        post_form(&s.addr, &path, &cookie, &format!("answer=1&text={}", long.replace(' ', "+").replace('ó', "%C3%B3")));
    assert_eq!(r.status, 422, "{}", &r.body[..300.min(r.body.len())]);
    assert!(r.body.contains("demasiado larga"), "the reason in Spanish");
    let boxed = r.body.split_once("<textarea name=\"text\">").expect("the box").1.split("</textarea>").next().unwrap();
    assert!(boxed == long, "the whole text back in the box, as typed ({} characters shown)", boxed.chars().count());
    // Over the form's byte limit: a page in Spanish with the first part of the text, not a bare error.
    let huge = "x".repeat(300 << 10);
    let r = post_form(&s.addr, &path, &cookie, &format!("answer=1&text={huge}"));
    assert_eq!(r.status, 422, "{}", &r.body[..300.min(r.body.len())]);
    assert!(r.body.contains("<html lang=\"es\">") && r.body.contains("demasiado larga"), "{}", &r.body[..300]);
    let boxed = r.body.split_once("<textarea name=\"text\">").expect("the box").1.split("</textarea>").next().unwrap();
    assert!(boxed.len() > 200 << 10 && boxed.bytes().all(|b| b == b'x'), "the text kept, cut at the limit");
    // Nothing was saved: the question is still without an answer.
    let page = get(&s.addr, &format!("{exam}/q/{open}"), &cookie).body;
    assert!(page.contains("<textarea name=\"text\"></textarea>"), "no answer saved");
}

#[test]
fn a_right_to_left_override_in_a_name_reorders_nothing() {
    use super::serve_http::desk_upload;
    let rlo = '\u{202E}';
    let trf = std::fs::read_to_string(super::common::data("standings/ranks-right.trf")).unwrap();
    // The override inside the first name, the columns kept (one space fewer after the name).
    let trf = trf.replacen("Haddad, Ana ", &format!("Haddad,{rlo} Ana"), 1);
    assert!(trf.contains(rlo));
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("rlo.trf");
    std::fs::write(&file, &trf).unwrap();
    // The command line's standings.
    let out = super::common::run(&["standings", file.to_str().unwrap()]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("Haddad, Ana") && !text.contains(rlo), "{text}");
    // The desk's page (its plain-text standings included).
    let s = Server::start(&dir.path().join("db.sqlite"), &[]);
    let token = csrf(&s);
    let cookie = format!("arbitro_csrf={token}");
    let r = desk_upload(&s, &token, &cookie, "rlo.trf", &trf, "", "en");
    assert_eq!(r.status, 200, "{}", &r.body[..300.min(r.body.len())]);
    assert!(!r.body.contains(rlo), "no override on the desk's page");
    let standings = r.body.split_once("id=\"standings\"").expect("the standings").1;
    let row = standings.lines().find(|l| l.contains("Haddad, Ana")).expect("Ana's row");
    assert!(row.contains("2123"), "her rating as written: {row}");
    // A candidate's name on the lecturer's pages and in the CSV.
    let code = open_room(&s, &token, &cookie, "en");
    let eve_token = csrf(&s);
    let r = join(&s, &eve_token, &format!("arbitro_csrf={eve_token}"), &code, &format!("Eve{rlo}Lin 1698"), "");
    assert_eq!(r.status, 303, "{r:?}");
    let room = get(&s.addr, &format!("/lecturer/room/{code}?lang=en"), &cookie);
    assert!(room.body.contains("EveLin 1698") && !room.body.contains(rlo), "the room page");
    let csv = get(&s.addr, &format!("/lecturer/room/{code}/results.csv"), &cookie);
    assert!(csv.body.contains("EveLin 1698") && !csv.body.contains(rlo), "the CSV: {}", csv.body);
}

#[test]
fn a_combining_accent_is_the_same_name_and_a_lookalike_is_flagged() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(&dir.path().join("db.sqlite"), &[]);
    let token = csrf(&s);
    let lecturer = format!("arbitro_csrf={token}");
    let code = open_room(&s, &token, &lecturer, "en");
    let browser = |s: &Server| {
        let t = csrf(s);
        let c = format!("arbitro_csrf={t}");
        (t, c)
    };
    let (t1, c1) = browser(&s);
    assert_eq!(join(&s, &t1, &c1, &code, "Ana Pérez", "").status, 303);
    // "Pérez" with the accent as a combining mark (the decomposed spelling): her name, no second paper.
    let (t2, c2) = browser(&s);
    let r = join(&s, &t2, &c2, &code, "Ana Pe\u{301}rez", "");
    assert_eq!(r.status, 409, "asked for Ana's code: {r:?}");
    let room = get(&s.addr, &format!("/lecturer/room/{code}?lang=en"), &lecturer).body;
    assert_eq!(room.matches("/reissue").count(), 1, "one paper");
    assert!(!room.contains("id=\"lookalikes\""), "no warning for one name");
    // A Cyrillic А: another name (a paper of its own), which the lecturer is warned of.
    let (t3, c3) = browser(&s);
    assert_eq!(join(&s, &t3, &c3, &code, "\u{410}na Pérez", "").status, 303);
    let room = get(&s.addr, &format!("/lecturer/room/{code}?lang=en"), &lecturer).body;
    assert_eq!(room.matches("/reissue").count(), 2);
    let warning = room.split_once("id=\"lookalikes\"").expect("the look-alike warning").1;
    let warning = warning.split("</ul>").next().unwrap();
    assert!(warning.contains("Ana Pérez") && warning.contains("\u{410}na Pérez"), "{warning}");
}

/// The desk runs at most `--desk-checks` checks at once (issue 56, item 5): with its one slot
/// held, an upload gets 503 with `Retry-After` and a "busy, send it again in 5 s" page in the
/// page's language; once the slot is free the same upload is checked. In process, so the test
/// holds the slot itself: no timing.
#[test]
fn a_busy_desk_answers_503_with_retry_after_and_checks_once_a_slot_is_free() {
    use arbitro::serve::{App, DESK_RETRY_SECS, store::Store};
    let mut app = App::new(arbitro::quiz::Bank::default(), Vec::new(), Vec::new(), Store::in_memory().unwrap());
    app.set_desk_checks(1);
    let app = std::sync::Arc::new(app);
    let (tx, rx) = std::sync::mpsc::channel();
    let served = std::sync::Arc::clone(&app);
    std::thread::spawn(move || {
        arbitro::serve::run(served, "127.0.0.1:0".parse().unwrap(), |a| tx.send(a.to_string()).unwrap())
    });
    let addr = rx.recv_timeout(Duration::from_secs(30)).expect("the server starts");
    let token = get(&addr, "/desk", "").csrf_cookie().unwrap();
    let cookie = format!("arbitro_csrf={token}");
    let trf = std::fs::read_to_string(super::common::root().join("scenarios/examples/open-2026.trf")).unwrap();
    let b = "BoUnDaRy";
    let body = format!(
        "--{b}\r\nContent-Disposition: form-data; name=\"csrf\"\r\n\r\n{token}\r\n--{b}\r\nContent-Disposition: form-data; name=\"trf\"; filename=\"t.trf\"\r\n\r\n{trf}\r\n--{b}--\r\n"
    );
    let upload = |lang: &str| {
        let kind = format!("multipart/form-data; boundary={b}");
        request(
            &addr,
            "POST",
            &format!("/desk?lang={lang}"),
            &[("Cookie", &cookie), ("Content-Type", &kind)],
            body.as_bytes(),
        )
    };
    let held = app.desk_slots.try_acquire().expect("the one slot");
    let r = upload("es");
    assert_eq!(r.status, 503, "{r:?}");
    assert_eq!(r.header("retry-after"), Some(DESK_RETRY_SECS.to_string().as_str()), "{r:?}");
    assert!(
        r.body.contains("Servidor ocupado") && r.body.contains(&format!("dentro de {DESK_RETRY_SECS} s.")),
        "{}",
        r.body
    );
    assert_guarded("busy", &r);
    let r = upload("en");
    assert_eq!(r.status, 503);
    assert!(
        r.body.contains("Server busy") && r.body.contains(&format!("send yours again in {DESK_RETRY_SECS} s")),
        "{}",
        r.body
    );
    drop(held);
    let r = upload("en");
    assert_eq!(r.status, 200, "{r:?}");
    assert!(r.body.contains("id=\"verdict\""), "{}", r.body);
    assert_eq!(app.desk_slots.available_permits(), 1, "the slot is given back when the check ends");
}

#[test]
fn the_desk_checks_flag_wants_one_at_least() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("db.sqlite");
    let out = super::common::run(&["serve", "--db", db.to_str().unwrap(), "--port", "0", "--desk-checks", "0"]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("--desk-checks") && err.contains("0"), "{err}");
}
