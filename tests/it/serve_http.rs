//! `arbitro serve` over plain HTTP (no browser): the safety rules of issue #18 item 4 and the
//! answers kept across a restart.

use super::serve_support::{Reply, Server, get, laws_practice, paper, post_form, request, request_as};
use arbitro::quiz::grade::Outcome;
use arbitro::quiz::progress::Progress;
use arbitro::quiz::srs::Day;
use arbitro::quiz::{Kind, Marks};
use arbitro::serve::{page, sheet};
use std::collections::BTreeMap;

pub fn csrf(s: &Server) -> String {
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
    let cookie = format!("{cookie}; {}", r.cookie_set("arbitro_session=").expect("the session's cookie"));
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
    // The name is this browser's now: its cookie reads and adds to the progress.
    let practice = r.cookie_set("arbitro_practice=").expect("the name's cookie");
    let cookie = format!("{cookie}; {practice}");
    let own = format!("{cookie}; {}", r.cookie_set("arbitro_session=").expect("the session's cookie"));
    let page0 = get(&s.addr, &format!("{session}/q/0"), &own).body;
    assert!(page0.contains("Progress kept for Ana Ruiz") && page0.contains(r#"id="practice-code""#), "{page0}");
    assert!(page0.contains(&page::markdown(&missed.en.prompt).into_string()), "the expected question: {page0}");
    let r = post_form(&s.addr, &format!("{session}/q/0?csrf={token}"), &own, &format!("choice={wrong}"));
    assert_eq!(r.status, 303, "{r:?}");
    assert!(get(&s.addr, &format!("{session}/q/0"), &own).body.contains("Wrong"));
    s.kill();

    let s = Server::start(&db, &[]);
    assert_eq!(due_today(&s, &cookie, "Ana%20Ruiz"), 1, "the missed question is due today after the restart");
    let home = get(&s.addr, "/?lang=en&name=Ana%20Ruiz", &cookie).body;
    assert!(
        home.contains("<td>Laws of Chess</td><td>1</td><td>1</td><td>0.0 %</td><td>1</td>"),
        "the per-topic line: 1 question, 1 answer, none right, 1 due: {home}"
    );
    assert_eq!(due_today(&s, &cookie, "Bruno"), 0, "progress is per candidate");
    // Another browser cannot read or add to Ana's progress by typing her name.
    let other_browser = format!("arbitro_csrf={token}");
    let home = get(&s.addr, "/?lang=en&name=Ana%20Ruiz", &other_browser).body;
    assert!(home.contains(r#"id="progress-locked""#) && !home.contains("due-today"), "{home}");
    let r = post_form(
        &s.addr,
        &format!("/practice?csrf={token}"),
        &other_browser,
        "lang=en&count=3&t_laws=on&name=ana+ruiz&code=WRONGCODE",
    );
    assert_eq!(r.status, 403, "{r:?}");
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
    let own = format!("{cookie}; {}", r.cookie_set("arbitro_session=").unwrap());
    let first = get(&s.addr, &again, &own).body;
    assert!(first.contains(&page::markdown(&missed.en.prompt).into_string()), "due question first: {first}");
    // Anonymous practice keeps nothing and says so.
    let r = post_form(
        &s.addr,
        &format!("/practice?csrf={token}"),
        &cookie,
        &format!("lang=en&count=3&t_laws=on&seed={other}"),
    );
    let own = format!("{cookie}; {}", r.cookie_set("arbitro_session=").unwrap());
    let anon = get(&s.addr, r.header("location").unwrap(), &own).body;
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
    let code = room.split('?').next().unwrap().rsplit('/').next().unwrap().to_string();
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
    assert!(r.body.contains("larger than the limit of 2000 bytes"), "{}", r.body);
    // However far over: the same message (the body limit of the route is passed too).
    let huge = "0".repeat(300_000);
    let body = format!(
        "--{boundary}\r\nContent-Disposition: form-data; name=\"trf\"; filename=\"a.trf\"\r\n\r\n{huge}\r\n--{boundary}--\r\n"
    );
    let r = request(
        &s.addr,
        "POST",
        &format!("/desk?csrf={token}"),
        &[("Cookie", &cookie), ("Content-Type", &ct)],
        body.as_bytes(),
    );
    assert_eq!(r.status, 413, "{r:?}");
    assert!(r.body.contains("larger than the limit of 2000 bytes"), "{}", r.body);
    // An upload cut short (no closing boundary): 400, saying so.
    let body =
        format!("--{boundary}\r\nContent-Disposition: form-data; name=\"trf\"; filename=\"a.trf\"\r\n\r\n012 x\r\n");
    let r = request(
        &s.addr,
        "POST",
        &format!("/desk?csrf={token}"),
        &[("Cookie", &cookie), ("Content-Type", &ct)],
        body.as_bytes(),
    );
    assert_eq!(r.status, 400, "{r:?}");
    assert!(r.body.contains("arrived cut short"), "{}", r.body);
}

#[test]
fn the_desk_reads_a_trf_and_names_the_line_of_a_bad_one() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(&dir.path().join("db.sqlite"), &[]);
    let token = csrf(&s);
    let cookie = format!("arbitro_csrf={token}");
    let upload = |trf: &str, next: &str| desk_upload(&s, &token, &cookie, "../../etc/passwd", trf, next, "en");
    // The file plans 5 rounds and records 5; a copy planning 7 takes a proposed round 6.
    let trf = std::fs::read_to_string(super::common::root().join("scenarios/examples/open-2026.trf")).unwrap();
    assert!(trf.contains("XXR 5\n"));
    let seven = trf.replace("XXR 5\n", "XXR 7\n");
    let r = upload(&seven, "1 2\n3 4\n5 6\n7 8\n9 10\n11 12\n13 14\n15 16\n17 18\n19 0\n");
    assert_eq!(r.status, 200);
    assert!(r.body.contains("Every round checked is consistent"), "{}", r.body);
    assert!(r.body.contains("Check-list before round 6") && r.body.contains("Standings after round 5"), "{}", r.body);
    assert!(r.body.contains("Proposed round 6") && r.body.contains("differ"), "{}", r.body);
    assert!(
        r.body.contains(r#"id="file-name">passwd<"#) && !r.body.contains("../"),
        "the upload is named by its file name's last part, never used as a path: {}",
        r.body
    );
    let r = upload("001    1 x\nXXR zz\n", "");
    assert!(r.body.contains("cannot be read") && r.body.contains("passwd: line"), "{}", r.body);
    // A proposed round beyond the file's rounds (round 6 of 5) is refused with the reason.
    let r = upload(&trf, "1 2\n");
    assert!(r.body.contains(r#"id="round-beyond""#) && r.body.contains("beyond the file's rounds"), "{}", r.body);
}

#[test]
fn forty_candidates_answering_at_once_lose_no_answer() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(&dir.path().join("db.sqlite"), &[]);
    let token = csrf(&s);
    let cookie = format!("arbitro_csrf={token}");
    let r = post_form(&s.addr, &format!("/lecturer/rooms?csrf={token}"), &cookie, "blueprint=short&lang=en&seed=2");
    let code = r.header("location").unwrap().split('?').next().unwrap().rsplit('/').next().unwrap().to_string();
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
                    let paper = r.cookie_set("arbitro_paper_").expect("the paper's cookie");
                    let cookie = &format!("{cookie}; {paper}");
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

/// Joins room `code` as `name` with the browser `cookie`.
pub fn join(s: &Server, token: &str, cookie: &str, code: &str, name: &str, reentry: &str) -> Reply {
    let name = name.replace(' ', "+");
    post_form(
        &s.addr,
        &format!("/join?csrf={token}"),
        cookie,
        &format!("lang=en&code={code}&name={name}&reentry={reentry}"),
    )
}

/// Opens a room of the short blueprint (loopback: no token needed); its code.
pub fn open_room(s: &Server, token: &str, cookie: &str, lang: &str) -> String {
    let r = post_form(
        &s.addr,
        &format!("/lecturer/rooms?csrf={token}"),
        cookie,
        &format!("blueprint=short&lang={lang}&seed=3"),
    );
    assert_eq!(r.status, 303, "{r:?}");
    r.header("location").unwrap().split('?').next().unwrap().rsplit('/').next().unwrap().to_string()
}

/// The text of the element with `id` in `html` (up to its first tag's end).
pub fn by_id(html: &str, id: &str) -> Option<String> {
    let (_, rest) = html.split_once(&format!("id=\"{id}\">"))?;
    Some(rest.split('<').next().unwrap_or("").to_string())
}

#[test]
fn a_paper_opens_only_for_the_browser_that_joined_or_with_its_code() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(&dir.path().join("db.sqlite"), &[]);
    let token = csrf(&s);
    let lecturer = format!("arbitro_csrf={token}");
    let code = open_room(&s, &token, &lecturer, "en");
    // Ana joins: her browser gets the paper's cookie.
    let ana_csrf = csrf(&s);
    let ana_browser = format!("arbitro_csrf={ana_csrf}");
    let r = join(&s, &ana_csrf, &ana_browser, &code, "Ana Pérez", "");
    assert_eq!(r.status, 303, "{r:?}");
    let paper = r.header("location").unwrap().trim_end_matches("/q/0").to_string();
    let ana = format!("{ana_browser}; {}", r.cookie_set("arbitro_paper_").expect("the paper's cookie"));
    let first = get(&s.addr, &format!("{paper}/q/0"), &ana);
    assert_eq!(first.status, 200);
    let reentry = by_id(&first.body, "reentry").expect("the re-entry code on Ana's paper");
    let r = post_form(&s.addr, &format!("{paper}/q/0?csrf={ana_csrf}"), &ana, "skip=1");
    assert_eq!(r.status, 303);

    // Another browser: the paper's address alone does not open it, nor does her name, in any spelling.
    let eve_csrf = csrf(&s);
    let eve = format!("arbitro_csrf={eve_csrf}");
    assert_eq!(get(&s.addr, &format!("{paper}/q/0"), &eve).status, 403);
    assert_eq!(post_form(&s.addr, &format!("{paper}/q/1?csrf={eve_csrf}"), &eve, "skip=1").status, 403);
    assert_eq!(post_form(&s.addr, &format!("{paper}/finish?csrf={eve_csrf}"), &eve, "").status, 403);
    for spelling in ["Ana Pérez", "ana perez", "ANA  PÉREZ"] {
        let r = join(&s, &eve_csrf, &eve, &code, spelling, "");
        assert_eq!(r.status, 409, "{spelling}: {r:?}");
        assert!(r.body.contains(r#"id="name-taken""#) && !r.body.contains(&paper), "{}", r.body);
    }
    let r = join(&s, &eve_csrf, &eve, &code, "ana perez", "AAAA-AAAA");
    assert_eq!(r.status, 403, "a wrong code: {r:?}");
    // Ana's own browser goes back to her paper by name; on a new device, the code opens it.
    let r = join(&s, &ana_csrf, &ana, &code, "ana pérez", "");
    assert_eq!(r.header("location"), Some(paper.as_str()), "{r:?}");
    let phone_csrf = csrf(&s);
    let phone = format!("arbitro_csrf={phone_csrf}");
    let r = join(&s, &phone_csrf, &phone, &code, "Ana Perez", &reentry.to_lowercase());
    assert_eq!(r.header("location"), Some(paper.as_str()), "{r:?}");
    let phone = format!("{phone}; {}", r.cookie_set("arbitro_paper_").unwrap());
    assert_eq!(get(&s.addr, &format!("{paper}/q/1"), &phone).status, 200);
    // Only one paper in the room.
    let room = get(&s.addr, &format!("/lecturer/room/{code}?lang=en"), &lecturer).body;
    assert_eq!(room.matches("/reissue").count(), 1, "{room}");

    // The lecturer issues a new code: the old browsers are locked out, the new code opens it.
    let reissue = room.split("action=\"").find(|a| a.contains("/reissue")).unwrap().split('"').next().unwrap();
    let r = post_form(&s.addr, &format!("{}&csrf={token}", reissue.replace("&amp;", "&")), &lecturer, "");
    let fresh = by_id(&r.body, "reentry").expect("the new code, shown to the lecturer");
    assert_ne!(fresh, reentry);
    assert_eq!(get(&s.addr, &format!("{paper}/q/0"), &ana).status, 403);
    let r = join(&s, &ana_csrf, &ana_browser, &code, "Ana Pérez", &reentry);
    assert_eq!(r.status, 403, "the old code no longer opens it");
    let r = join(&s, &ana_csrf, &ana_browser, &code, "Ana Pérez", &fresh);
    assert_eq!(r.header("location"), Some(paper.as_str()), "{r:?}");
}

#[test]
fn the_lecturer_merges_and_removes_papers() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(&dir.path().join("db.sqlite"), &[]);
    let token = csrf(&s);
    let lecturer = format!("arbitro_csrf={token}");
    let code = open_room(&s, &token, &lecturer, "en");
    let mut papers = Vec::new();
    for (name, answer) in [("Ana", 0), ("Ana P", 1), ("Bruno", 0)] {
        let c = csrf(&s);
        let browser = format!("arbitro_csrf={c}");
        let r = join(&s, &c, &browser, &code, name, "");
        let paper = r.header("location").unwrap().trim_end_matches("/q/0").to_string();
        let browser = format!("{browser}; {}", r.cookie_set("arbitro_paper_").unwrap());
        assert_eq!(post_form(&s.addr, &format!("{paper}/q/{answer}?csrf={c}"), &browser, "skip=1").status, 303);
        papers.push(paper.trim_start_matches("/s/").to_string());
    }
    // "Ana P" is Ana's second paper: merged into the first, which then has both answers.
    let r = post_form(
        &s.addr,
        &format!("/lecturer/room/{code}/paper/{}/merge?csrf={token}", papers[1]),
        &lecturer,
        &format!("into={}", papers[0]),
    );
    assert_eq!(r.status, 303, "{r:?}");
    let room = get(&s.addr, &format!("/lecturer/room/{code}"), &lecturer).body;
    assert!(!room.contains("Ana P<") && room.contains("<td>Ana</td><td class=\"num\">2/"), "{room}");
    // Bruno's paper is removed.
    let r =
        post_form(&s.addr, &format!("/lecturer/room/{code}/paper/{}/remove?csrf={token}", papers[2]), &lecturer, "");
    assert_eq!(r.status, 303, "{r:?}");
    let room = get(&s.addr, &format!("/lecturer/room/{code}"), &lecturer).body;
    assert!(!room.contains("<td>Bruno</td>"), "{room}");
    // A paper of another room cannot be touched through this one.
    let other = open_room(&s, &token, &lecturer, "en");
    let r =
        post_form(&s.addr, &format!("/lecturer/room/{other}/paper/{}/remove?csrf={token}", papers[0]), &lecturer, "");
    assert_eq!(r.status, 404, "{r:?}");
}

#[test]
fn a_foreign_host_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(&dir.path().join("db.sqlite"), &["--allow-host", "aula.club.example"]);
    let token = csrf(&s);
    let cookie = format!("arbitro_csrf={token}");
    let code = open_room(&s, &token, &cookie, "en");
    let port = s.addr.rsplit(':').next().unwrap();
    let evil = format!("rebind.evil.example:{port}");
    let r =
        request_as(&s.addr, &evil, "GET", &format!("/lecturer/room/{code}/results.csv"), &[("Cookie", &cookie)], b"");
    assert_eq!(r.status, 403, "{r:?}");
    assert!(r.body.contains("does not answer to the host name") && !r.body.contains("name,started_utc"), "{}", r.body);
    let r = request_as(
        &s.addr,
        &evil,
        "POST",
        &format!("/lecturer/rooms?csrf={token}"),
        &[("Cookie", &cookie), ("Content-Type", "application/x-www-form-urlencoded")],
        b"blueprint=short&lang=en",
    );
    assert_eq!(r.status, 403, "no room opened: {r:?}");
    for ok in [format!("localhost:{port}"), format!("127.0.0.1:{port}"), format!("aula.club.example:{port}")] {
        let r = request_as(&s.addr, &ok, "GET", "/", &[], b"");
        assert_eq!(r.status, 200, "{ok}: {r:?}");
    }
}

#[test]
fn lecturer_token_guesses_are_throttled() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(&dir.path().join("db.sqlite"), &["--listen", "127.0.0.1:0", "--token", "s3cret-lecturer"]);
    let token = csrf(&s);
    let cookie = format!("arbitro_csrf={token}");
    for i in 0..5 {
        let r = post_form(&s.addr, &format!("/lecturer/login?csrf={token}"), &cookie, &format!("token=guess-{i}"));
        assert_eq!(r.status, 403, "guess {i}: {r:?}");
    }
    // The sixth attempt waits, even with the right token: a guesser cannot tell.
    let r = post_form(&s.addr, &format!("/lecturer/login?csrf={token}"), &cookie, "token=s3cret-lecturer");
    assert_eq!(r.status, 429, "{r:?}");
    assert!(r.header("retry-after").is_some_and(|w| w.parse::<u32>().is_ok_and(|w| (1..=30).contains(&w))), "{r:?}");
    assert!(r.header("set-cookie").is_none_or(|c| !c.starts_with("arbitro_lecturer")), "{r:?}");
}

#[test]
fn results_csv_opens_right_in_a_spreadsheet_and_tells_unanswered_from_unmarked() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(&dir.path().join("db.sqlite"), &[]);
    let token = csrf(&s);
    let cookie = format!("arbitro_csrf={token}");
    let code = open_room(&s, &token, &cookie, "en");
    let qs = paper(3);
    let open = qs.iter().position(|q| q.kind == Kind::Open).expect("an open question");
    let r = join(&s, &token, &cookie, &code, "José Pérez", "");
    let paper_path = r.header("location").unwrap().trim_end_matches("/q/0").to_string();
    let browser = format!("{cookie}; {}", r.cookie_set("arbitro_paper_").unwrap());
    let r = post_form(&s.addr, &format!("{paper_path}/q/{open}?csrf={token}"), &browser, "text=The+arbiter+decides");
    assert_eq!(r.status, 303, "{r:?}");
    let csv = get(&s.addr, &format!("/lecturer/room/{code}/results.csv"), &cookie).body;
    assert!(csv.starts_with('\u{feff}'), "UTF-8 with a byte-order mark");
    let row = csv.lines().nth(1).unwrap();
    assert!(row.starts_with("José Pérez,"), "{row}");
    assert!(row.contains(",writing,") && !row.contains(",no,"), "no FAIL while the candidate writes: {row}");
    let cells: Vec<&str> = row.split(',').collect();
    let q = cells.len() - qs.len();
    assert_eq!(cells[q + open], "awaiting marking", "{row}");
    assert!(cells[q..].iter().enumerate().all(|(i, c)| i == open || *c == "not answered"), "{row}");
}

/// Whether `html`'s text contains `word` as a whole word (not inside a longer one).
pub fn has_word(html: &str, word: &str) -> bool {
    html.match_indices(word).any(|(i, _)| {
        let before = html[..i].chars().next_back();
        let after = html[i + word.len()..].chars().next();
        !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric)
    })
}

/// The visible text of a page: tags, the style and the scripts dropped.
pub fn visible(html: &str) -> String {
    let mut out = String::new();
    let mut rest = html;
    while let Some(i) = rest.find('<') {
        out.push_str(&rest[..i]);
        let tail = &rest[i..];
        let end = if tail.starts_with("<style") {
            tail.find("</style>").map_or(tail.len(), |e| e + 8)
        } else if tail.starts_with("<script") {
            tail.find("</script>").map_or(tail.len(), |e| e + 9)
        } else {
            tail.find('>').map_or(tail.len(), |e| e + 1)
        };
        out.push(' ');
        rest = &tail[end..];
    }
    out.push_str(rest);
    out
}

#[test]
fn spanish_lecturer_pages_have_no_english_words() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(&dir.path().join("db.sqlite"), &[]);
    let token = csrf(&s);
    let cookie = format!("arbitro_csrf={token}");
    let code = open_room(&s, &token, &cookie, "es");
    let qs = paper(3);
    let r = join(&s, &token, &cookie, &code, "Ana", "");
    let paper_path = r.header("location").unwrap().trim_end_matches("/q/0").to_string();
    let browser = format!("{cookie}; {}", r.cookie_set("arbitro_paper_").unwrap());
    for (i, q) in qs.iter().enumerate() {
        let body = match q.kind {
            Kind::Open => "text=El+%C3%A1rbitro+decide".to_string(),
            _ => "skip=1".to_string(),
        };
        post_form(&s.addr, &format!("{paper_path}/q/{i}?csrf={token}"), &browser, &body);
    }
    let pages = [
        "/lecturer?lang=es".to_string(),
        format!("/lecturer/room/{code}?lang=es"),
        format!("/lecturer/room/{code}/mark?lang=es"),
        format!("/lecturer/room/{code}/scripts?lang=es"),
        "/desk?lang=es".to_string(),
        "/join?lang=es".to_string(),
    ];
    for path in &pages {
        let r = get(&s.addr, path, &cookie);
        assert_eq!(r.status, 200, "{path}");
        let text = visible(&r.body);
        for (key, es, en) in page::WORDS {
            if es != en && en.chars().count() > 2 {
                assert!(!has_word(&text, en), "{path}: English '{en}' ({key}) on a Spanish page:\n{text}");
            }
        }
        for english in ["Open a room", "Candidates", "Item analysis", "Mark open answers", "Lecturer token", "marks"] {
            assert!(!has_word(&text, english), "{path}: '{english}'");
        }
    }
    // Plurals: one mark is "1 punto", never "1 puntos".
    let scripts = visible(&get(&s.addr, &format!("/lecturer/room/{code}/scripts?lang=es"), &cookie).body);
    assert!(!scripts.contains("1 puntos") && !scripts.contains("1 marks"), "{scripts}");
}

#[test]
fn a_crafted_name_in_a_trf_stays_text_at_the_desk() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(&dir.path().join("db.sqlite"), &[]);
    let token = csrf(&s);
    let cookie = format!("arbitro_csrf={token}");
    let trf = crafted_trf(&format!("![i](http://{}/b)", s.addr));
    let b = "BoUnDaRy";
    let body = format!(
        "--{b}\r\nContent-Disposition: form-data; name=\"trf\"; filename=\"<img src=x>.trf\"\r\n\r\n{trf}\r\n--{b}--\r\n"
    );
    let r = request(
        &s.addr,
        "POST",
        &format!("/desk?csrf={token}&lang=en"),
        &[("Cookie", &cookie), ("Content-Type", &format!("multipart/form-data; boundary={b}"))],
        body.as_bytes(),
    );
    assert_eq!(r.status, 200, "{r:?}");
    assert!(r.body.contains("[c](javascript:alert(7))"), "the name as typed, as text: {}", r.body);
    assert!(!r.body.contains("href=\"javascript") && !r.body.contains("<img"), "{}", r.body);
    assert!(r.body.contains("&lt;img src=x&gt;.trf"), "the file's name is text too");
}

/// A TRF whose tie-break list makes the desk show the standings, with two players named to
/// attack a page: a script link and an image at `image`.
pub fn crafted_trf(image: &str) -> String {
    let trf = std::fs::read_to_string(super::common::data("standings/ranks-right.trf")).unwrap();
    let names = ["[c](javascript:alert(7))".to_string(), image.to_string()];
    let mut k = 0;
    trf.lines()
        .map(|l| {
            if l.starts_with("001") && k < names.len() && l.len() > 47 {
                let name = format!("{:<33}", names[k]);
                k += 1;
                format!("{}{}{}", &l[..14], &name[..33], &l[47..])
            } else {
                l.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The arbiter's desk in Spanish (issue 37, item 8): the check of every round with its
/// departures (pairs and colours), the check-list, the proposed round, the standings and their
/// differences, and a round-robin against the Berger table — no English text of the page's
/// words or of the report catalogues, no placeable unfilled.
#[test]
fn the_spanish_desk_reports_have_no_english_words() {
    use super::english::{english_only, has_part, names};
    use super::mutate::{Mutation, mutate};
    use arbitro::tournament::RoundNo;
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(&dir.path().join("db.sqlite"), &[]);
    let token = csrf(&s);
    let cookie = format!("arbitro_csrf={token}");
    let upload = |trf: &str, next: &str| {
        let r = desk_upload(&s, &token, &cookie, "torneo.trf", trf, next, "es");
        assert_eq!(r.status, 200, "{r:?}");
        r.body
    };
    let open = std::fs::read_to_string(super::common::root().join("scenarios/examples/open-2026.trf")).unwrap();
    let seven = open.replace("XXR 5\n", "XXR 7\n");
    let swapped = mutate(seven.as_bytes(), RoundNo(3), Mutation::Swap, 0).unwrap();
    let swapped = mutate(&swapped, RoundNo(4), Mutation::Colours, 0).unwrap();
    let swapped = String::from_utf8(swapped).unwrap();
    let standings = std::fs::read_to_string(super::common::data("standings/ranks-swapped.trf")).unwrap();
    let (code, _, err) = super::common::parts(&super::common::run_in(
        dir.path(),
        &["generate", "--profile", "round-robin", "--seed", "11", "-o", "rr.trf"],
    ));
    assert_eq!(code, 0, "{err}");
    let rr = std::fs::read_to_string(dir.path().join("rr.trf")).unwrap();
    // A round-robin with the colours of one game of round 2 the other way round.
    let rr_bad = {
        let mut lines: Vec<String> = rr.lines().map(str::to_owned).collect();
        let first = lines.iter().position(|l| l.starts_with("001")).unwrap();
        let opp: u16 = lines[first][101..105].trim().parse().unwrap();
        let second = lines.iter().position(|l| l.starts_with("001") && l[4..8].trim() == opp.to_string()).unwrap();
        for k in [first, second] {
            let mut b = lines[k].clone().into_bytes();
            b[106] = if b[106] == b'w' { b'b' } else { b'w' };
            lines[k] = String::from_utf8(b).unwrap();
        }
        lines.join("\n") + "\n"
    };
    let cases = [
        ("departures", swapped.clone(), "1 2\n3 4\n"),
        ("standings", standings.clone(), ""),
        ("round-robin", rr_bad.clone(), ""),
    ];
    let english = english_only();
    for (what, trf, next) in cases {
        let body = upload(&trf, next);
        let shown = visible(&body);
        let mut text = shown.clone();
        // Data, the same in every language: the players' names, the tournament's name (record
        // 012) and type (092), and "round robin", which the Spanish seeds write in English.
        let records = ["012 ", "092 "].map(|r| trf.lines().find_map(|l| l.strip_prefix(r)).unwrap_or_default().trim());
        let data = names_of(&trf).into_iter().chain(records.map(String::from)).chain(["round robin".to_string()]);
        for n in data.filter(|n| !n.is_empty()) {
            text = text.replace(&n, "");
        }
        for (key, es, en) in page::WORDS {
            if es != en && en.chars().count() > 2 {
                assert!(!has_word(&text, en), "{what}: English '{en}' ({key}) on the Spanish desk:\n{text}");
            }
        }
        for (id, part) in &english {
            assert!(!has_part(&text, part), "{what}: English '{part}' ({id}) on the Spanish desk:\n{text}");
        }
        assert!(!text.contains("{$") && !text.contains("{ $"), "{what}: a placeable left unfilled:\n{text}");
        match what {
            "departures" => assert!(text.contains("Ronda 3") && text.contains("Ronda 4"), "{text}"),
            "standings" => assert!(text.contains("Clasificación"), "{text}"),
            // The round-robin's check names the uploaded file, as the Swiss one does.
            _ => assert!(shown.contains("torneo.trf: round robin") && !shown.contains("uploaded.trf"), "{shown}"),
        }
    }
    // A file that cannot be read: line, column and field in Spanish.
    let body = upload("001    1 x\nXXR zz\n", "");
    let shown = visible(&body);
    assert!(
        shown.contains(
            "línea 2, columna 5: número de rondas (XXR): se esperaba un número de rondas de 1 a 999, hay «zz»"
        ),
        "{shown}"
    );
    for (id, part) in &english {
        assert!(!has_part(&shown, part), "unreadable: English '{part}' ({id}) on the Spanish desk:\n{shown}");
    }
    // The same scan finds the English desk's words: it can fail.
    let body = visible(&desk_upload(&s, &token, &cookie, "t.trf", &swapped, "", "en").body);
    assert!(english.iter().filter(|(_, p)| has_part(&body, p)).count() >= 3, "{body}");

    fn names_of(trf: &str) -> Vec<String> {
        let dir = tempfile::tempdir().unwrap();
        let f = dir.path().join("t.trf");
        std::fs::write(&f, trf).unwrap();
        names(&f.to_string_lossy())
    }
}

/// The desk's report of `trf` uploaded as `name` with the proposed round `next`, in `lang`.
pub fn desk_upload(s: &Server, token: &str, cookie: &str, name: &str, trf: &str, next: &str, lang: &str) -> Reply {
    desk_upload_as(s, (token, cookie), name, trf, next, None, lang)
}

/// [`desk_upload`] with the pairing system chosen in the form (`system`).
pub fn desk_upload_as(
    s: &Server,
    (token, cookie): (&str, &str),
    name: &str,
    trf: &str,
    next: &str,
    system: Option<&str>,
    lang: &str,
) -> Reply {
    let b = "BoUnDaRy";
    let mut body = format!(
        "--{b}\r\nContent-Disposition: form-data; name=\"trf\"; filename=\"{name}\"\r\n\r\n{trf}\r\n--{b}\r\nContent-Disposition: form-data; name=\"next\"\r\n\r\n{next}\r\n"
    );
    if let Some(v) = system {
        body.push_str(&format!("--{b}\r\nContent-Disposition: form-data; name=\"system\"\r\n\r\n{v}\r\n"));
    }
    body.push_str(&format!("--{b}--\r\n"));
    request(
        &s.addr,
        "POST",
        &format!("/desk?csrf={token}&lang={lang}"),
        &[("Cookie", cookie), ("Content-Type", &format!("multipart/form-data; boundary={b}"))],
        body.as_bytes(),
    )
}

/// The desk checks a Dubov, Burstein or Swiss Team file by its record 192 (issues 43 and 44):
/// every round against the system's text, the first criterion a round departs on with the
/// text's pairing beside the file's, the next round as `pair` gives it; in the page's language,
/// the Spanish page without English words.
#[test]
fn the_desk_checks_the_house_systems_by_record_192() {
    use super::english::{english_only, has_part};
    use super::mutate::{Mutation, mutate};
    use arbitro::tournament::RoundNo;
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(&dir.path().join("db.sqlite"), &[]);
    let token = csrf(&s);
    let cookie = format!("arbitro_csrf={token}");
    let read = |rel: &str| std::fs::read_to_string(super::common::root().join(rel)).unwrap();
    let burstein = read("scenarios/burstein/after-two-rounds-8.trf");
    let r = desk_upload(&s, &token, &cookie, "b.trf", &burstein, "", "en");
    assert_eq!(r.status, 200, "{r:?}");
    let shown = visible(&r.body);
    assert!(shown.contains("Every round is consistent with the pairing of the system's text."), "{shown}");
    assert!(shown.contains("Burstein system (C.04.4.2, 2026 edition; record 192 says FIDE_BURSTEIN"), "{shown}");
    assert!(r.body.contains("id=\"next-round\"") && r.body.contains("4\n1 4\n7 2\n3 5\n6 8\n"), "{}", r.body);
    // A Dubov file with two opponents of round 3 swapped: the round departs, named by its criterion.
    let dubov = read("scenarios/dubov/py4swiss-agreed.trf");
    let bad = String::from_utf8(mutate(dubov.as_bytes(), RoundNo(3), Mutation::Swap, 0).unwrap()).unwrap();
    let r = desk_upload(&s, &token, &cookie, "d.trf", &bad, "", "en");
    let shown = visible(&r.body);
    assert!(shown.contains("Differences found") && shown.contains("Dubov system (C.04.4.1"), "{shown}");
    assert!(shown.contains("Round 3 — [T") || shown.contains("Round 3 — [C"), "{shown}");
    let team = read("scenarios/team-swiss/arbitro-paired-9.trf");
    let r = desk_upload(&s, &token, &cookie, "t.trf", &team, "", "en");
    assert!(visible(&r.body).contains("Team system (C.04.6, 2026 edition; record 192 says FIDE_TEAM"), "{}", r.body);
    // A file of players with team records (310) is checked as its teams; its next round pairs
    // teams 3 v 2 and 1 v 4 (as `pair` gives it, tests/it/team_swiss.rs).
    let players = read("scenarios/team-swiss/players-310-four-teams.trf");
    let r = desk_upload(&s, &token, &cookie, "p.trf", &players, "", "en");
    let shown = visible(&r.body);
    assert!(shown.contains("Every round is consistent with the pairing of the system's text."), "{shown}");
    assert!(r.body.contains("2\n3 2\n1 4\n"), "{}", r.body);
    // In Spanish: the same reports, no English of the page's words or of the catalogues.
    let english = english_only();
    for (what, trf) in [("burstein", &burstein), ("dubov", &bad), ("team", &team)] {
        let r = desk_upload(&s, &token, &cookie, "torneo.trf", trf, "", "es");
        assert_eq!(r.status, 200, "{r:?}");
        let shown = visible(&r.body);
        let mut text = shown.clone();
        for rec in ["012 ", "092 "] {
            if let Some(v) = trf.lines().find_map(|l| l.strip_prefix(rec)) {
                text = text.replace(v.trim(), "");
            }
        }
        for (key, es, en) in page::WORDS {
            if es != en && en.chars().count() > 2 {
                assert!(!has_word(&text, en), "{what}: English '{en}' ({key}) on the Spanish desk:\n{text}");
            }
        }
        for (id, part) in &english {
            assert!(!has_part(&text, part), "{what}: English '{part}' ({id}) on the Spanish desk:\n{text}");
        }
        assert!(text.contains("sistema ") && text.contains("registro 192"), "{what}: {text}");
        if what == "dubov" {
            assert!(text.contains("Hay diferencias") && text.contains("Ronda 3 — ["), "{text}");
        } else {
            assert!(text.contains("Todas las rondas coinciden con el emparejamiento del texto"), "{what}: {text}");
        }
    }
}

/// The desk's pairing-system choice (issue 44): a Lim file, which record 192 cannot name, is
/// checked as Lim when the arbiter chooses it, every round against the text, the next round
/// as `pair --rules lim-2026` gives it; the Dutch may be chosen too; an unknown value is refused
/// with a clear message (400), shown as text, never markup; the form offers the registry.
#[test]
fn the_desk_checks_a_lim_file_by_the_system_chosen() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(&dir.path().join("db.sqlite"), &[]);
    let token = csrf(&s);
    let cookie = format!("arbitro_csrf={token}");
    let auth = (token.as_str(), cookie.as_str());
    let lim = std::fs::read_to_string(super::common::root().join("scenarios/lim/round-2-order.trf")).unwrap();
    let r = desk_upload_as(&s, auth, "l.trf", &lim, "", Some("lim-2026"), "en");
    assert_eq!(r.status, 200, "{r:?}");
    let shown = visible(&r.body);
    assert!(shown.contains("Lim system (C.04.4.3, 2026 edition; chosen at the desk: lim-2026)"), "{shown}");
    assert!(shown.contains("Every round is consistent with the pairing of the system's text."), "{shown}");
    assert!(r.body.contains("id=\"next-round\"") && r.body.contains("5\n2 1\n4 3\n8 5\n10 7\n6 9\n"), "{}", r.body);
    assert!(r.body.contains("<option value=\"lim-2026\" selected"), "{}", r.body);
    let r = desk_upload_as(&s, auth, "l.trf", &lim, "", Some("lim-1999"), "es");
    assert_eq!(r.status, 200, "{r:?}");
    assert!(
        visible(&r.body).contains("sistema Lim (C.04.4.3, edición 1999; elegido en la mesa: lim-1999)"),
        "{}",
        r.body
    );
    // Without a choice the file (no record 192) is checked as its record 092 names it: Lim.
    let r = desk_upload_as(&s, auth, "l.trf", &lim, "", None, "en");
    assert_eq!(r.status, 200);
    assert!(visible(&r.body).contains("Lim system") && visible(&r.body).contains("record 092 says"), "{}", r.body);
    let r = desk_upload_as(&s, auth, "l.trf", &lim, "", Some("dutch-2026"), "en");
    assert_eq!(r.status, 200);
    assert!(!visible(&r.body).contains("Lim system") && r.body.contains("id=\"checklist\""), "{}", r.body);
    // An unknown choice: refused, named, escaped.
    let r = desk_upload_as(&s, auth, "l.trf", &lim, "", Some("<b>lim-3000</b>"), "en");
    assert_eq!(r.status, 400, "{r:?}");
    assert!(r.body.contains("Unknown pairing system '&lt;b&gt;lim-3000&lt;/b&gt;'"), "{}", r.body);
    assert!(!r.body.contains("<b>lim-3000") && r.body.contains("lim-2026, lim-1999"), "{}", r.body);
    let r = desk_upload_as(&s, auth, "l.trf", &lim, "", Some("lim"), "es");
    assert_eq!(r.status, 400, "only the registry's ids: {r:?}");
    assert!(visible(&r.body).contains("Sistema de emparejamiento desconocido"), "{}", r.body);
}
