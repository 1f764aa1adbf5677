//! `arbitro serve` over plain HTTP (no browser): the safety rules of issue #18 item 4 and the
//! answers kept across a restart.

use super::serve_support::{Server, get, laws_practice, paper, post_form, request};
use arbitro::quiz::grade::Outcome;
use arbitro::quiz::progress::Progress;
use arbitro::quiz::srs::Day;
use arbitro::quiz::{Kind, Marks};
use arbitro::serve::{page, sheet};
use std::collections::BTreeMap;

fn csrf(s: &Server) -> String {
    get(&s.addr, "/", "").csrf_cookie().expect("a CSRF cookie on the first page")
}

#[test]
fn a_form_without_its_token_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(&dir.path().join("db.sqlite"), &[]);
    let token = csrf(&s);
    let cookie = format!("arbitro_csrf={token}");
    // No token, a wrong token, a token without the cookie: refused before any handler runs.
    for (path, cookie) in [
        ("/practice".to_string(), cookie.clone()),
        ("/practice?csrf=00000000000000000000000000000000".to_string(), cookie.clone()),
        (format!("/practice?csrf={token}"), String::new()),
    ] {
        let r = post_form(&s.addr, &path, &cookie, "lang=en&count=3");
        assert_eq!(r.status, 403, "{path} {cookie}: {r:?}");
        assert!(r.body.contains("security token"), "{}", r.body);
    }
    // A foreign Origin is refused even with the right token.
    let r = request(
        &s.addr,
        "POST",
        &format!("/practice?csrf={token}"),
        &[
            ("Cookie", &cookie),
            ("Origin", "http://evil.example"),
            ("Content-Type", "application/x-www-form-urlencoded"),
        ],
        b"lang=en&count=3",
    );
    assert_eq!(r.status, 403);
    // With the token, a practice session starts.
    let r = post_form(&s.addr, &format!("/practice?csrf={token}"), &cookie, "lang=en&count=3&t_laws=on");
    assert_eq!(r.status, 303, "{r:?}");
    assert!(r.header("location").is_some_and(|l| l.starts_with("/s/") && l.ends_with("/q/0")), "{r:?}");
}

#[test]
fn practice_answers_are_marked_and_kept_across_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("db.sqlite");
    let s = Server::start(&db, &[]);
    let token = csrf(&s);
    let cookie = format!("arbitro_csrf={token}");
    let r = post_form(&s.addr, &format!("/practice?csrf={token}"), &cookie, "lang=es&count=2&t_laws=on&seed=5");
    let session = r.header("location").unwrap().trim_end_matches("/q/0").to_string();
    let r = post_form(&s.addr, &format!("{session}/q/0?csrf={token}"), &cookie, "skip=1");
    assert_eq!(r.status, 303, "{r:?}");
    let page = get(&s.addr, &format!("{session}/q/0"), &cookie);
    assert!(page.body.contains("Saltada"), "a skipped question says so, in Spanish: {}", page.body);
    assert!(page.body.contains("Respuesta modelo"), "the model answer follows: {}", page.body);
    s.kill();
    let s = Server::start(&db, &[]);
    let r = get(&s.addr, &session, &cookie);
    assert_eq!((r.status, r.header("location")), (303, Some(format!("{session}/q/1").as_str())), "{r:?}");
    assert!(get(&s.addr, &format!("{session}/q/0"), &cookie).body.contains("Saltada"));
}

/// The `id="due-today"` count on the home page of `name`.
fn due_today(s: &Server, cookie: &str, name: &str) -> u32 {
    let r = get(&s.addr, &format!("/?lang=en&name={name}"), cookie);
    let (_, rest) = r.body.split_once(r#"id="due-today">"#).unwrap_or_else(|| panic!("no due count: {}", r.body));
    rest.split('<').next().unwrap().parse().unwrap()
}

#[test]
fn a_named_candidate_s_wrong_answer_is_due_first_after_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("db.sqlite");
    let s = Server::start(&db, &[]);
    let token = csrf(&s);
    let cookie = format!("arbitro_csrf={token}");
    // A seed whose first laws question is a single-choice one (answered wrongly below), and a
    // second seed that, with no progress, would start elsewhere.
    let none = Progress::new();
    let seed = (0..200).find(|&k| laws_practice(k, &none, 3)[0].kind == Kind::Single).unwrap();
    let missed = laws_practice(seed, &none, 3)[0].clone();
    let other = (0..200).find(|&k| laws_practice(k, &none, 3)[0].id != missed.id).unwrap();
    // The wrong option, as the server marks it.
    let wrong = (0..missed.en.options.len())
        .find(|i| {
            let form = BTreeMap::from([("choice".to_string(), i.to_string())]);
            sheet::read_form(&missed, &form).is_ok_and(|g| sheet::auto_marks(&missed, &g) == Some(0))
        })
        .expect("a wrong option");
    assert_eq!(due_today(&s, &cookie, "Ana%20Ruiz"), 0, "nothing is due before any answer");
    let r = post_form(
        &s.addr,
        &format!("/practice?csrf={token}"),
        &cookie,
        &format!("lang=en&count=3&t_laws=on&seed={seed}&name=Ana++Ruiz"),
    );
    let session = r.header("location").unwrap().trim_end_matches("/q/0").to_string();
    let page0 = get(&s.addr, &format!("{session}/q/0"), &cookie).body;
    assert!(page0.contains("Progress kept for Ana Ruiz"), "{page0}");
    assert!(page0.contains(&page::markdown(&missed.en.prompt).into_string()), "the expected question: {page0}");
    let r = post_form(&s.addr, &format!("{session}/q/0?csrf={token}"), &cookie, &format!("choice={wrong}"));
    assert_eq!(r.status, 303, "{r:?}");
    assert!(get(&s.addr, &format!("{session}/q/0"), &cookie).body.contains("Wrong"));
    s.kill();

    let s = Server::start(&db, &[]);
    assert_eq!(due_today(&s, &cookie, "Ana%20Ruiz"), 1, "the missed question is due today after the restart");
    let home = get(&s.addr, "/?lang=en&name=Ana%20Ruiz", &cookie).body;
    assert!(
        home.contains("<td>Laws of Chess</td><td>1</td><td>1</td><td>0.0 %</td><td>1</td>"),
        "the per-topic line: 1 question, 1 answer, none right, 1 due: {home}"
    );
    assert_eq!(due_today(&s, &cookie, "Bruno"), 0, "progress is per candidate");
    // The library, with the same answer recorded, puts the missed question first...
    let mut p = Progress::new();
    p.record(&missed.id, missed.topic, Outcome::Wrong, Marks(0), missed.points, Day::today());
    assert_eq!(laws_practice(other, &p, 3)[0].id, missed.id);
    // ...and so does the server, for a seed that would otherwise start elsewhere.
    let r = post_form(
        &s.addr,
        &format!("/practice?csrf={token}"),
        &cookie,
        &format!("lang=en&count=3&t_laws=on&seed={other}&name=Ana%20Ruiz"),
    );
    let again = r.header("location").unwrap().to_string();
    let first = get(&s.addr, &again, &cookie).body;
    assert!(first.contains(&page::markdown(&missed.en.prompt).into_string()), "due question first: {first}");
    // Anonymous practice keeps nothing and says so.
    let r = post_form(
        &s.addr,
        &format!("/practice?csrf={token}"),
        &cookie,
        &format!("lang=en&count=3&t_laws=on&seed={other}"),
    );
    let anon = get(&s.addr, r.header("location").unwrap(), &cookie).body;
    assert!(anon.contains(r#"id="anonymous""#) && anon.contains("no progress is kept"), "{anon}");
    assert!(!anon.contains(&page::markdown(&missed.en.prompt).into_string()), "no progress: the seed's own order");
}

#[test]
fn beyond_loopback_the_lecturer_needs_the_token_and_uploads_are_limited() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(
        &dir.path().join("db.sqlite"),
        &["--listen", "127.0.0.1:0", "--token", "s3cret-lecturer", "--max-upload", "2000"],
    );
    let token = csrf(&s);
    let cookie = format!("arbitro_csrf={token}");
    let r = get(&s.addr, "/lecturer", &cookie);
    assert!(r.body.contains("Lecturer token") && !r.body.contains("Open a room"), "{}", r.body);
    let r = post_form(&s.addr, &format!("/lecturer/rooms?csrf={token}"), &cookie, "blueprint=short&lang=en");
    assert_eq!(r.status, 403);
    let r = post_form(&s.addr, &format!("/lecturer/login?csrf={token}"), &cookie, "token=wrong-token");
    assert_eq!(r.status, 403);
    let r = post_form(&s.addr, &format!("/lecturer/login?csrf={token}"), &cookie, "token=s3cret-lecturer");
    let lecturer = r.header("set-cookie").expect("lecturer cookie").split(';').next().unwrap().to_string();
    let both = format!("{cookie}; {lecturer}");
    let r = post_form(&s.addr, &format!("/lecturer/rooms?csrf={token}"), &both, "blueprint=short&lang=en&seed=3");
    assert_eq!(r.status, 303, "{r:?}");
    let room = r.header("location").unwrap().to_string();
    let code = room.rsplit('/').next().unwrap().to_string();
    // A candidate joins with the code; an unknown code is refused.
    let r = post_form(&s.addr, &format!("/join?csrf={token}"), &cookie, "lang=en&code=ZZZZZZ&name=Ana");
    assert_eq!(r.status, 404);
    let r = post_form(
        &s.addr,
        &format!("/join?csrf={token}"),
        &cookie,
        &format!("lang=en&code={}&name=%3Cscript%3Ex%3C%2Fscript%3E", code.to_lowercase()),
    );
    assert_eq!(r.status, 303, "the code is read in any case: {r:?}");
    let page = get(&s.addr, &room, &both);
    assert!(page.body.contains("&lt;script&gt;x&lt;/script&gt;") && !page.body.contains("<script>x"), "{}", page.body);
    // An upload over the limit is refused.
    let boundary = "XyZ";
    let big = "0".repeat(5000);
    let body = format!(
        "--{boundary}\r\nContent-Disposition: form-data; name=\"trf\"; filename=\"a.trf\"\r\n\r\n{big}\r\n--{boundary}--\r\n"
    );
    let ct = format!("multipart/form-data; boundary={boundary}");
    let r = request(
        &s.addr,
        "POST",
        &format!("/desk?csrf={token}"),
        &[("Cookie", &cookie), ("Content-Type", &ct)],
        body.as_bytes(),
    );
    assert_eq!(r.status, 413, "{r:?}");
}

#[test]
fn the_desk_reads_a_trf_and_names_the_line_of_a_bad_one() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(&dir.path().join("db.sqlite"), &[]);
    let token = csrf(&s);
    let cookie = format!("arbitro_csrf={token}");
    let upload = |trf: &str, next: &str| {
        let b = "BoUnDaRy";
        let body = format!(
            "--{b}\r\nContent-Disposition: form-data; name=\"trf\"; filename=\"../../etc/passwd\"\r\n\r\n{trf}\r\n--{b}\r\nContent-Disposition: form-data; name=\"next\"\r\n\r\n{next}\r\n--{b}--\r\n"
        );
        request(
            &s.addr,
            "POST",
            &format!("/desk?csrf={token}"),
            &[("Cookie", &cookie), ("Content-Type", &format!("multipart/form-data; boundary={b}"))],
            body.as_bytes(),
        )
    };
    let trf = std::fs::read_to_string(super::common::root().join("scenarios/examples/open-2026.trf")).unwrap();
    let r = upload(&trf, "1 2\n3 4\n5 6\n7 8\n9 10\n11 12\n13 14\n15 16\n17 18\n19 0\n");
    assert_eq!(r.status, 200);
    assert!(r.body.contains("Every round checked is consistent"), "{}", r.body);
    assert!(r.body.contains("Check-list before round 6") && r.body.contains("Standings after round 5"), "{}", r.body);
    assert!(r.body.contains("Proposed round 6") && r.body.contains("differ"), "{}", r.body);
    assert!(!r.body.contains("passwd"), "the upload's file name is never used");
    let r = upload("001    1 x\nXXR zz\n", "");
    assert!(r.body.contains("cannot be read") && r.body.contains("uploaded.trf: line"), "{}", r.body);
}

#[test]
fn forty_candidates_answering_at_once_lose_no_answer() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(&dir.path().join("db.sqlite"), &[]);
    let token = csrf(&s);
    let cookie = format!("arbitro_csrf={token}");
    let r = post_form(&s.addr, &format!("/lecturer/rooms?csrf={token}"), &cookie, "blueprint=short&lang=en&seed=2");
    let code = r.header("location").unwrap().rsplit('/').next().unwrap().to_string();
    let addr = s.addr.clone();
    let questions = paper(2).len();
    let sessions: Vec<String> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..40)
            .map(|n| {
                let (addr, token, cookie, code) = (&addr, &token, &cookie, &code);
                scope.spawn(move || {
                    let r = post_form(
                        addr,
                        &format!("/join?csrf={token}"),
                        cookie,
                        &format!("lang=en&code={code}&name=C{n}"),
                    );
                    let session = r.header("location").expect("joined").trim_end_matches("/q/0").to_string();
                    for i in 0..questions {
                        // Skipping is an answer too: it is saved and marked 0.
                        let r = post_form(addr, &format!("{session}/q/{i}?csrf={token}"), cookie, "skip=1");
                        assert_eq!(r.status, 303, "candidate {n}, question {i}: {r:?}");
                    }
                    session
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    s.kill();
    let s = Server::start(&dir.path().join("db.sqlite"), &[]);
    let room = get(&s.addr, &format!("/lecturer/room/{code}"), &cookie).body;
    let row = format!("<td class=\"num\">{questions}/{questions}</td>");
    assert_eq!(room.matches(&row).count(), 40, "every candidate has every answer saved: {room}");
    assert_eq!(sessions.len(), 40);
}

#[test]
fn bad_flags_are_refused_with_a_reason() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("db.sqlite");
    let db = db.to_str().unwrap();
    let out = super::common::run(&["serve", "--db", db, "--listen", "my-laptop"]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("--listen: 'my-laptop' is not an address"), "{err}");
    let out = super::common::run(&["serve", "--db", db, "--listen", "127.0.0.1:0", "--token", "short"]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("at least 8 characters"));
    // A folder is not a database.
    let out = super::common::run(&["serve", "--db", dir.path().to_str().unwrap(), "--port", "0"]);
    assert!(!out.status.success());
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("cannot open the database"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}
