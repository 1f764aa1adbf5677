//! `arbitro serve` in a real browser (issue #18 item 5): headless Chromium driven through
//! chromedriver (WebDriver). A seminar-room exam taken by two candidates and marked by the
//! lecturer, with the server killed and restarted in the middle; and a TRF checked at the
//! arbiter's desk. Skipped, saying so, where `chromium` or `chromedriver` is not installed.
//!
//! With `ARBITRO_SCREENSHOTS=DIR` the tests also save a PNG of each page into DIR (how the
//! README's screenshots are made).

use super::common::root;
use super::serve_support::{Server, get, paper};
use super::webdriver::Client;
use arbitro::quiz::{Kind, Question};
use std::io::Read;
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// The first of `names` found on PATH.
fn on_path(names: &[&str]) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path).flat_map(|d| names.iter().map(move |n| d.join(n))).find(|p| p.is_file())
}

/// chromedriver on a free port, killed when dropped.
struct Driver {
    child: Child,
    url: String,
    chromium: PathBuf,
    profiles: tempfile::TempDir,
}

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Starts chromedriver, or says why the browser tests are skipped.
fn driver() -> Option<Driver> {
    let (Some(chromium), Some(chromedriver)) =
        (on_path(&["chromium", "chromium-browser", "google-chrome"]), on_path(&["chromedriver"]))
    else {
        eprintln!(
            "SKIPPED: the browser tests of `arbitro serve` need chromium and chromedriver on PATH \
             (Debian: apt-get install chromium chromium-driver)"
        );
        return None;
    };
    let port = TcpListener::bind("127.0.0.1:0").ok()?.local_addr().ok()?.port();
    let child = Command::new(chromedriver)
        .arg(format!("--port={port}"))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("chromedriver starts");
    let start = Instant::now();
    while TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(start.elapsed() < Duration::from_secs(20), "chromedriver did not open port {port}");
        std::thread::sleep(Duration::from_millis(50));
    }
    Some(Driver { child, url: format!("http://127.0.0.1:{port}"), chromium, profiles: tempfile::tempdir().unwrap() })
}

impl Driver {
    /// A fresh browser (its own profile).
    fn browser(&self, name: &str) -> Client {
        let profile = self.profiles.path().join(name);
        let caps = serde_json::json!({
            "goog:chromeOptions": {
                "binary": self.chromium,
                "args": [
                    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                    "--disable-background-networking", "--disable-component-update", "--disable-sync",
                    "--disable-dev-shm-usage", "--window-size=1000,1400",
                    format!("--user-data-dir={}", profile.display()),
                ]
            }
        });
        Client::connect(&self.url, caps).expect("a browser session")
    }
}

/// Saves a screenshot when `ARBITRO_SCREENSHOTS` names a folder.
fn shot(c: &Client, name: &str) {
    if let Some(dir) = std::env::var_os("ARBITRO_SCREENSHOTS") {
        let png = c.screenshot().expect("screenshot");
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(Path::new(&dir).join(format!("{name}.png")), png).unwrap();
    }
}

/// The text of the element `css`, waiting up to 10 s for it to appear.
fn text(c: &Client, css: &str) -> String {
    let start = Instant::now();
    loop {
        match c.find(css) {
            Ok(e) => return e.text().unwrap(),
            Err(e) if start.elapsed() > Duration::from_secs(10) => panic!("{css}: {e}"),
            Err(_) => std::thread::sleep(Duration::from_millis(50)),
        }
    }
}

/// Clicks `css` and waits until the browser has left the page it was on (a new address, or a
/// new page at the same address: the old page's root is gone).
fn submit(c: &Client, css: &str) {
    let before = c.current_url().unwrap();
    let root = c.find("html").unwrap();
    c.find(css).unwrap_or_else(|e| panic!("{css}: {e}")).click().unwrap();
    let start = Instant::now();
    while c.current_url().unwrap() == before && root.tag_name().is_ok() {
        assert!(start.elapsed() < Duration::from_secs(10), "{css}: the page did not change from {before}");
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// Clicks `css`, which asks for confirmation: the browser says yes, and the test waits until
/// the page has changed.
fn submit_confirmed(c: &Client, css: &str) {
    let before = c.current_url().unwrap();
    c.find(css).unwrap_or_else(|e| panic!("{css}: {e}")).click().unwrap();
    let text = alert(c).unwrap_or_else(|| panic!("{css}: no confirmation asked"));
    assert!(!text.is_empty());
    c.accept_alert().unwrap();
    let start = Instant::now();
    while c.current_url().unwrap() == before {
        assert!(start.elapsed() < Duration::from_secs(10), "{css}: the page did not change from {before}");
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// The text of the dialog the page opened, waiting up to 3 s for one.
fn alert(c: &Client) -> Option<String> {
    let start = Instant::now();
    loop {
        if let Ok(t) = c.get_alert_text() {
            return Some(t);
        }
        if start.elapsed() > Duration::from_secs(3) {
            return None;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// Answers the question on the page: right (the key) or wrong; open questions get `open`.
fn answer(c: &Client, q: &Question, right: bool, open: &str) {
    match q.kind {
        Kind::Single => {
            let n = q.en.options.len();
            let i = if right { q.answer.choices[0] } else { (q.answer.choices[0] + 1) % n };
            c.find(&format!("input[name=choice][value='{i}']")).unwrap().click().unwrap();
        }
        Kind::Multiple => {
            let pick: Vec<usize> =
                if right { q.answer.choices.clone() } else { vec![(q.answer.choices[0] + 1) % q.en.options.len()] };
            for i in pick {
                c.find(&format!("input[name=c{i}]")).unwrap().click().unwrap();
            }
        }
        Kind::Numeric => {
            let v = q.answer.value.unwrap() + if right { 0.0 } else { 1000.0 };
            c.find("input[name=text]").unwrap().send_keys(&v.to_string()).unwrap();
        }
        Kind::Pairing => {
            let key: Vec<String> = q.answer.pairs.iter().map(|(w, b)| format!("{w}-{b}")).collect();
            let t = if right && !key.is_empty() { key.join(" ") } else { "1-2".to_string() };
            c.find("input[name=text]").unwrap().send_keys(&t).unwrap();
        }
        Kind::Open => c.find("textarea[name=text]").unwrap().send_keys(open).unwrap(),
    }
    submit(c, "button[name=answer]");
}

/// The session path (`/s/ID`) of the page the browser shows.
fn session_path(c: &Client) -> String {
    let url = c.current_url().unwrap();
    let p = url.path().to_string();
    p.split("/q/").next().unwrap().to_string()
}

#[test]
fn a_seminar_exam_is_taken_by_two_candidates_survives_a_restart_and_is_marked() {
    let Some(d) = driver() else { return };
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("serve.sqlite");
    let seed = 3;
    let qs = paper(seed);
    assert!(qs.iter().any(|q| q.kind == Kind::Open), "the short blueprint requires an open question");
    let mut server = Server::start(&db, &[]);
    let lecturer = d.browser("lecturer");
    lecturer.goto(&format!("{}/lecturer?lang=en", server.base)).unwrap();
    shot(&lecturer, "lecturer");
    let form = lecturer.find("form[action^='/lecturer/rooms']").unwrap();
    form.find("select[name=blueprint]").unwrap().select_by_value("short").unwrap();
    form.find("input[name=seed]").unwrap().send_keys(&seed.to_string()).unwrap();
    form.find("select[name=paper_lang]").unwrap().select_by_value("en").unwrap();
    submit(&lecturer, "form[action^='/lecturer/rooms'] button[type=submit]");
    let code = text(&lecturer, "#room-code");
    assert_eq!(code.len(), 6, "{code}");

    // Two candidates join with the code.
    let ana = d.browser("ana");
    let bruno = d.browser("bruno");
    for (c, name) in [(&ana, "Ana"), (&bruno, "Bruno <b>B.</b>")] {
        c.goto(&format!("{}/join?lang=en", server.base)).unwrap();
        c.find("input[name=code]").unwrap().send_keys(&code.to_lowercase()).unwrap();
        c.find("input[name=name]").unwrap().send_keys(name).unwrap();
        submit(c, "form button[type=submit]");
    }
    let ana_path = session_path(&ana);
    let bruno_path = session_path(&bruno);
    assert!(ana_path.starts_with("/s/") && ana_path != bruno_path, "{ana_path} {bruno_path}");
    shot(&ana, "question");

    // Ana answers half the paper right; then the server is killed and restarted.
    let half = qs.len() / 2;
    for q in &qs[..half] {
        answer(&ana, q, true, "The arbiter stops the clocks and applies Article 6.9.");
    }
    server.kill();
    server = Server::start(&db, &[]);
    ana.goto(&format!("{}{ana_path}", server.base)).unwrap();
    let url = ana.current_url().unwrap();
    assert!(url.path().ends_with(&format!("/q/{half}")), "Ana resumes at question {}: {url}", half + 1);
    let done = ana.find_all(".nav a.done").unwrap().len();
    assert_eq!(done, half, "the answers given before the restart are all there");
    for q in &qs[half..] {
        answer(&ana, q, true, "The arbiter stops the clocks and applies Article 6.9.");
    }
    submit_confirmed(&ana, "form[action*='/finish'] button");
    assert!(text(&ana, "#received").contains("handed in"));

    // Bruno (after the restart) answers everything wrong.
    bruno.goto(&format!("{}{bruno_path}", server.base)).unwrap();
    for q in &qs {
        answer(&bruno, q, false, "I do not know.");
    }
    submit_confirmed(&bruno, "form[action*='/finish'] button");

    // The lecturer marks the open answers: Ana full marks, Bruno none.
    lecturer.goto(&format!("{}/lecturer/room/{code}/mark", server.base)).unwrap();
    shot(&lecturer, "marking");
    let open: Vec<&Question> =
        qs.iter().filter(|q| q.kind == Kind::Open || (q.kind == Kind::Pairing && q.answer.pairs.is_empty())).collect();
    let to_mark = lecturer.find_all("div.mark").unwrap().len();
    assert_eq!(to_mark, 2 * open.len(), "every open answer of both candidates awaits marking");
    for i in 0..to_mark {
        lecturer.goto(&format!("{}/lecturer/room/{code}/mark", server.base)).unwrap();
        let card = lecturer.find_all("div.mark").unwrap().remove(i);
        let who = card.find("p.muted").unwrap().text().unwrap();
        let q = open[i % open.len()];
        let marks = if who.starts_with("Ana") { q.points.to_string() } else { "0".to_string() };
        let input = card.find("input[name=marks]").unwrap();
        input.clear().unwrap();
        input.send_keys(&marks).unwrap();
        let before = lecturer.current_url().unwrap();
        card.find("button[type=submit]").unwrap().click().unwrap();
        while lecturer.current_url().unwrap() == before {
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    // The room: Ana passes with everything, Bruno fails; the name is shown as typed.
    lecturer.goto(&format!("{}/lecturer/room/{code}", server.base)).unwrap();
    shot(&lecturer, "room");
    let rows = text(&lecturer, "#candidates");
    let ana_row = rows.lines().find(|l| l.starts_with("Ana")).unwrap_or_else(|| panic!("{rows}"));
    assert!(ana_row.contains("100.0 %") && ana_row.contains("PASS"), "{ana_row}");
    let bruno_row = rows.lines().find(|l| l.starts_with("Bruno <b>B.</b>")).unwrap_or_else(|| panic!("{rows}"));
    assert!(bruno_row.contains("FAIL") && !bruno_row.contains("100.0"), "{bruno_row}");
    let analysis = lecturer.find_all("#analysis tr").unwrap().len();
    assert_eq!(analysis, qs.len() + 1, "a row per question");
    let analysis = text(&lecturer, "#analysis");
    assert!(
        analysis.contains("+1.00") || qs.iter().all(|q| q.kind == Kind::Open),
        "Ana right, Bruno wrong: {analysis}"
    );

    lecturer.goto(&format!("{}/lecturer/room/{code}/scripts", server.base)).unwrap();
    let scripts = lecturer.find_all("section.script").unwrap().len();
    assert_eq!(scripts, 2);

    let csv = get(&server.addr, &format!("/lecturer/room/{code}/results.csv"), "").body;
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(lines.len(), 3, "{csv}");
    assert!(lines[1].starts_with("Ana,") && lines[1].contains(",100.0,yes,0"), "{csv}");
    assert!(lines[2].starts_with("Bruno <b>B.</b>,") && lines[2].contains(",no,0"), "{csv}");

    for c in [lecturer, ana, bruno] {
        let _ = c.close();
    }
}

#[test]
fn the_arbiters_desk_checks_an_uploaded_trf_and_a_proposed_round() {
    let Some(d) = driver() else { return };
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&dir.path().join("serve.sqlite"), &[]);
    let c = d.browser("arbiter");
    c.goto(&format!("{}/desk?lang=en", server.base)).unwrap();
    // The file plans 5 rounds; a copy planning 7 takes a proposed round 6.
    let text7 = std::fs::read_to_string(root().join("scenarios/examples/open-2026.trf")).unwrap();
    let trf = dir.path().join("open-2026.trf");
    std::fs::write(&trf, text7.replace("XXR 5\n", "XXR 7\n")).unwrap();
    c.find("input[name=trf]").unwrap().send_keys(&trf.display().to_string()).unwrap();
    c.find("textarea[name=next]")
        .unwrap()
        .send_keys("1 2\n3 4\n5 6\n7 8\n9 10\n11 12\n13 14\n15 16\n17 18\n19 0")
        .unwrap();
    submit(&c, "form button[type=submit]");
    assert!(text(&c, "#verdict").contains("consistent"));
    let check = text(&c, "#check");
    for r in 1..=5 {
        assert!(check.contains(&format!("{r} consistent")), "round {r}: {check}");
    }
    assert!(text(&c, "#proposal").contains("differ"));
    assert!(text(&c, "#checklist").contains("Check-list before round 6"));
    assert!(text(&c, "#standings").contains("Rank"));
    shot(&c, "desk");

    // The candidate's home page, and a Laws question with its diagram on a phone (screenshots only).
    c.goto(&format!("{}/?lang=es", server.base)).unwrap();
    shot(&c, "home");
    if std::env::var_os("ARBITRO_SCREENSHOTS").is_some() {
        c.find("input[name=t_laws]").unwrap().click().unwrap();
        let count = c.find("input[name=count]").unwrap();
        count.clear().unwrap();
        count.send_keys("100").unwrap();
        submit(&c, "form[action^='/practice'] button");
        let session = session_path(&c);
        c.set_window_size(412, 915).unwrap();
        for n in 0..100 {
            c.goto(&format!("{}{session}/q/{n}", server.base)).unwrap();
            if c.find("svg.board").is_ok() && c.find("input[name=choice]").is_ok() {
                shot(&c, "diagram-phone");
                c.find("input[name=choice]").unwrap().click().unwrap();
                submit(&c, "button[name=answer]");
                shot(&c, "feedback-phone");
                break;
            }
        }
    }
    let _ = c.close();
}

/// Opens a room of the short blueprint (seed 3, English) as the lecturer; its code.
fn open_room(lecturer: &Client, base: &str) -> String {
    lecturer.goto(&format!("{base}/lecturer?lang=en")).unwrap();
    let form = lecturer.find("form[action^='/lecturer/rooms']").unwrap();
    form.find("select[name=blueprint]").unwrap().select_by_value("short").unwrap();
    form.find("input[name=seed]").unwrap().send_keys("3").unwrap();
    form.find("select[name=paper_lang]").unwrap().select_by_value("en").unwrap();
    submit(lecturer, "form[action^='/lecturer/rooms'] button[type=submit]");
    text(lecturer, "#room-code")
}

/// Joins room `code` as `name` (and `reentry` when given).
fn join(c: &Client, base: &str, code: &str, name: &str, reentry: &str) {
    c.goto(&format!("{base}/join?lang=en")).unwrap();
    c.find("input[name=code]").unwrap().send_keys(code).unwrap();
    c.find("input[name=name]").unwrap().send_keys(name).unwrap();
    submit(c, "form button[type=submit]");
    if !reentry.is_empty() {
        c.find("input[name=reentry]").unwrap().send_keys(reentry).unwrap();
        submit(c, "#name-taken form button[type=submit]");
    }
}

#[test]
fn a_second_browser_typing_the_same_name_cannot_open_the_paper() {
    let Some(d) = driver() else { return };
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&dir.path().join("serve.sqlite"), &[]);
    let qs = paper(3);
    let lecturer = d.browser("lecturer");
    let code = open_room(&lecturer, &server.base);
    let ana = d.browser("ana");
    join(&ana, &server.base, &code, "Ana Pérez", "");
    let ana_path = session_path(&ana);
    let reentry = text(&ana, "#reentry");
    answer(&ana, &qs[0], true, "The arbiter stops the clocks.");

    // Another browser types her name (another spelling) and the code: asked for the re-entry code.
    let eve = d.browser("eve");
    join(&eve, &server.base, &code, "ana perez", "");
    assert!(text(&eve, "#name-taken").contains("already in this room"));
    assert!(!eve.current_url().unwrap().path().starts_with("/s/"), "no paper opened");
    // Her paper's address alone does not open it either.
    eve.goto(&format!("{}{ana_path}/q/0", server.base)).unwrap();
    assert!(text(&eve, "#error").contains("opens in the browser that joined"));
    assert!(eve.find("form#answer-form").is_err());
    // A wrong code is refused.
    join(&eve, &server.base, &code, "Ana Pérez", "ZZZZ-ZZZZ");
    assert!(text(&eve, "#join-error").contains("Wrong re-entry code"));

    // Ana on a second device: her code opens her paper, with her answer.
    let phone = d.browser("phone");
    join(&phone, &server.base, &code, "ANA PÉREZ", &reentry);
    assert_eq!(session_path(&phone), ana_path);
    let done = phone.find_all(".nav a.done").unwrap().len();
    assert_eq!(done, 1, "her answer is there");

    // One paper in the room.
    lecturer.goto(&format!("{}/lecturer/room/{code}?lang=en", server.base)).unwrap();
    let rows = lecturer.find_all("#candidates tr").unwrap().len();
    assert_eq!(rows, 2, "a header and Ana");
    for c in [lecturer, ana, eve, phone] {
        let _ = c.close();
    }
}

#[test]
fn handing_in_and_closing_ask_first_and_a_skipped_question_stays_findable() {
    let Some(d) = driver() else { return };
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&dir.path().join("serve.sqlite"), &[]);
    let lecturer = d.browser("lecturer");
    let code = open_room(&lecturer, &server.base);
    let ana = d.browser("ana");
    join(&ana, &server.base, &code, "Ana", "");
    let path = session_path(&ana);
    // A skipped question is marked as such and listed as not answered.
    submit(&ana, "button[name=skip]");
    assert!(ana.find(".nav a.skipped").is_ok(), "the skipped question is marked");
    assert!(text(&ana, "#unanswered").contains('1'), "question 1 is listed as not answered");
    ana.goto(&format!("{}{path}/q/0", server.base)).unwrap();
    assert!(text(&ana, "#was-skipped").contains("still unanswered"));

    // Hand in: the page asks; saying no keeps the paper open.
    ana.find("form#finish-form button").unwrap().click().unwrap();
    let asked = alert(&ana).expect("a confirmation");
    assert!(asked.contains("Hand the paper in?") && asked.contains("0/"), "{asked}");
    ana.dismiss_alert().unwrap();
    std::thread::sleep(Duration::from_millis(300));
    assert!(ana.current_url().unwrap().path().ends_with("/q/0"));
    assert!(ana.find("form#answer-form").is_ok(), "still open");
    submit_confirmed(&ana, "form#finish-form button");
    assert!(text(&ana, "#received").contains("handed in"));

    // Close the room: the lecturer is asked too.
    lecturer.goto(&format!("{}/lecturer/room/{code}?lang=en", server.base)).unwrap();
    lecturer.find("form[action*='/close'] button").unwrap().click().unwrap();
    assert!(alert(&lecturer).expect("a confirmation").contains("Close the room?"));
    lecturer.dismiss_alert().unwrap();
    std::thread::sleep(Duration::from_millis(300));
    assert!(lecturer.find("form[action*='/close']").is_ok(), "the room is still open");
    submit_confirmed(&lecturer, "form[action*='/close'] button");
    assert!(lecturer.find("form[action*='/close']").is_err(), "closed");
    for c in [lecturer, ana] {
        let _ = c.close();
    }
}

#[test]
fn an_answer_typed_when_the_clock_reaches_zero_is_kept() {
    let Some(d) = driver() else { return };
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("serve.sqlite");
    let server = Server::start(&db, &[]);
    let qs = paper(3);
    let open = qs.iter().position(|q| q.kind == Kind::Open).expect("an open question");
    let lecturer = d.browser("lecturer");
    let code = open_room(&lecturer, &server.base);
    let ana = d.browser("ana");
    join(&ana, &server.base, &code, "Ana", "");
    let path = session_path(&ana);
    let id = path.trim_start_matches("/s/").to_string();
    // Her 30 minutes are all but spent: 5 seconds left.
    {
        let conn = rusqlite::Connection::open(&db).unwrap();
        conn.busy_timeout(Duration::from_secs(5)).unwrap();
        conn.execute("UPDATE sessions SET started = started - limit_secs + 5 WHERE id = ?1", [&id]).unwrap();
    }
    ana.goto(&format!("{}{path}/q/{open}", server.base)).unwrap();
    ana.find("textarea[name=text]").unwrap().send_keys("Typed as the clock ran out").unwrap();
    // She does not press "Answer": the clock reaches zero and the page sends what she typed.
    let start = Instant::now();
    while ana.find("#received").is_err() {
        assert!(start.elapsed() < Duration::from_secs(20), "the paper was not handed in at zero");
        std::thread::sleep(Duration::from_millis(200));
    }
    let conn = rusqlite::Connection::open(&db).unwrap();
    let text: String = conn
        .query_row("SELECT text FROM answers WHERE session = ?1 AND idx = ?2", rusqlite::params![id, open], |r| {
            r.get(0)
        })
        .expect("the typed answer is saved");
    assert_eq!(text, "Typed as the clock ran out");
    let finished: Option<i64> =
        conn.query_row("SELECT finished FROM sessions WHERE id = ?1", [&id], |r| r.get(0)).unwrap();
    assert!(finished.is_some(), "and the paper handed in");
    for c in [lecturer, ana] {
        let _ = c.close();
    }
}

#[test]
fn a_crafted_name_in_a_trf_renders_as_inert_text() {
    let Some(d) = driver() else { return };
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&dir.path().join("serve.sqlite"), &[]);
    // The image's address: a listener that records any request the page makes to it.
    let bait = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    bait.set_nonblocking(true).unwrap();
    let bait_addr = bait.local_addr().unwrap();
    let trf = super::serve_http::crafted_trf(&format!("![i](http://{bait_addr}/b)"));
    let file = dir.path().join("crafted.trf");
    std::fs::write(&file, trf).unwrap();
    let c = d.browser("arbiter");
    c.goto(&format!("{}/desk?lang=en", server.base)).unwrap();
    c.find("input[name=trf]").unwrap().send_keys(&file.display().to_string()).unwrap();
    submit(&c, "form button[type=submit]");
    let standings = text(&c, "#standings-check");
    assert!(standings.contains("[c](javascript:alert(7))"), "the name as text: {standings}");
    assert!(standings.contains(&format!("![i](http://{bait_addr}/b)")), "{standings}");
    assert!(c.find_all("a[href^='javascript'], main img").unwrap().is_empty(), "no link, no image");
    let links = c.find_all("main a").unwrap().len();
    assert_eq!(links, 0, "the desk's report has no links at all");
    assert_eq!(text(&c, "#file-name"), "crafted.trf");
    std::thread::sleep(Duration::from_millis(500));
    let _ = c.close();
    // Nobody knocked at the image's address.
    let mut seen = Vec::new();
    while let Ok((mut s, _)) = bait.accept() {
        let mut b = [0u8; 256];
        let _ = s.set_nonblocking(false);
        let _ = s.set_read_timeout(Some(Duration::from_millis(200)));
        let n = s.read(&mut b).unwrap_or(0);
        seen.push(String::from_utf8_lossy(&b[..n]).into_owned());
    }
    assert!(seen.is_empty(), "the page fetched the image: {seen:?}");
}

/// On a phone (390 px wide) the question of an FA exam is on the first screen: the paper's map
/// of 59 buttons comes after it (issue 56, item 10).
#[test]
fn on_a_phone_the_question_comes_before_the_paper_s_map() {
    let Some(d) = driver() else { return };
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&dir.path().join("serve.sqlite"), &[]);
    let c = d.browser("phone");
    c.set_window_size(390, 844).unwrap();
    c.goto(&format!("{}/?lang=es", server.base)).unwrap();
    c.execute("document.querySelector('select[name=blueprint]').value='fa-exam'", vec![]).unwrap();
    submit(&c, "form[action='/exam'] button[type=submit]");
    assert!(text(&c, "main .card h2").starts_with("Pregunta 1 de"));
    let width = c.execute("return window.innerWidth", vec![]).unwrap();
    assert!(width.as_f64().is_some_and(|w| w <= 400.0), "a phone's width: {width}");
    let js = "var h=document.querySelector('main .card h2'),p=h.nextElementSibling,n=document.querySelector('p.nav');\
              return [p.getBoundingClientRect().bottom, window.innerHeight, n.getBoundingClientRect().top, n.querySelectorAll('a').length]";
    let v = c.execute(js, vec![]).unwrap();
    let v: Vec<f64> = v.as_array().unwrap().iter().map(|x| x.as_f64().unwrap()).collect();
    shot(&c, "phone-question");
    assert!(v[3] >= 50.0, "the FA exam's map has a button per question: {v:?}");
    assert!(v[0] <= v[1], "the question's text ends on the first screen: {v:?}");
    assert!(v[2] > v[0], "the map comes after the question: {v:?}");
    let _ = c.close();
}
