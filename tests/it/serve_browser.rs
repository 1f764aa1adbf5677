//! `arbitro serve` in a real browser (issue #18 item 5): headless Chromium driven through
//! chromedriver (WebDriver). A seminar-room exam taken by two candidates and marked by the
//! lecturer, with the server killed and restarted in the middle; and a TRF checked at the
//! arbiter's desk. Skipped, saying so, where `chromium` or `chromedriver` is not installed.
//!
//! With `ARBITRO_SCREENSHOTS=DIR` the tests also save a PNG of each page into DIR (how the
//! README's screenshots are made).

use super::common::root;
use super::serve_support::{Server, get, paper};
use arbitro::quiz::{Kind, Question};
use fantoccini::{Client, ClientBuilder, Locator};
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
    async fn browser(&self, name: &str) -> Client {
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
        let serde_json::Value::Object(caps) = caps else { unreachable!() };
        let connector = hyper_util::client::legacy::connect::HttpConnector::new();
        ClientBuilder::new(connector).capabilities(caps).connect(&self.url).await.expect("a browser session")
    }
}

fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap()
}

/// Saves a screenshot when `ARBITRO_SCREENSHOTS` names a folder.
async fn shot(c: &Client, name: &str) {
    if let Some(dir) = std::env::var_os("ARBITRO_SCREENSHOTS") {
        let png = c.screenshot().await.expect("screenshot");
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(Path::new(&dir).join(format!("{name}.png")), png).unwrap();
    }
}

/// The text of the element `css`, waiting up to 10 s for it to appear.
async fn text(c: &Client, css: &str) -> String {
    let start = Instant::now();
    loop {
        match c.find(Locator::Css(css)).await {
            Ok(e) => return e.text().await.unwrap(),
            Err(e) if start.elapsed() > Duration::from_secs(10) => panic!("{css}: {e}"),
            Err(_) => tokio::time::sleep(Duration::from_millis(50)).await,
        }
    }
}

/// Clicks `css` and waits until the browser has left the page it was on.
async fn submit(c: &Client, css: &str) {
    let before = c.current_url().await.unwrap();
    c.find(Locator::Css(css)).await.unwrap_or_else(|e| panic!("{css}: {e}")).click().await.unwrap();
    let start = Instant::now();
    while c.current_url().await.unwrap() == before {
        assert!(start.elapsed() < Duration::from_secs(10), "{css}: the page did not change from {before}");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// Answers the question on the page: right (the key) or wrong; open questions get `open`.
async fn answer(c: &Client, q: &Question, right: bool, open: &str) {
    match q.kind {
        Kind::Single => {
            let n = q.en.options.len();
            let i = if right { q.answer.choices[0] } else { (q.answer.choices[0] + 1) % n };
            c.find(Locator::Css(&format!("input[name=choice][value='{i}']"))).await.unwrap().click().await.unwrap();
        }
        Kind::Multiple => {
            let pick: Vec<usize> =
                if right { q.answer.choices.clone() } else { vec![(q.answer.choices[0] + 1) % q.en.options.len()] };
            for i in pick {
                c.find(Locator::Css(&format!("input[name=c{i}]"))).await.unwrap().click().await.unwrap();
            }
        }
        Kind::Numeric => {
            let v = q.answer.value.unwrap() + if right { 0.0 } else { 1000.0 };
            c.find(Locator::Css("input[name=text]")).await.unwrap().send_keys(&v.to_string()).await.unwrap();
        }
        Kind::Pairing => {
            let key: Vec<String> = q.answer.pairs.iter().map(|(w, b)| format!("{w}-{b}")).collect();
            let t = if right && !key.is_empty() { key.join(" ") } else { "1-2".to_string() };
            c.find(Locator::Css("input[name=text]")).await.unwrap().send_keys(&t).await.unwrap();
        }
        Kind::Open => c.find(Locator::Css("textarea[name=text]")).await.unwrap().send_keys(open).await.unwrap(),
    }
    submit(c, "button[name=answer]").await;
}

/// The session path (`/s/ID`) of the page the browser shows.
async fn session_path(c: &Client) -> String {
    let url = c.current_url().await.unwrap();
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
    let rt = runtime();
    rt.block_on(async {
        let mut server = Server::start(&db, &[]);
        let lecturer = d.browser("lecturer").await;
        lecturer.goto(&format!("{}/lecturer?lang=en", server.base)).await.unwrap();
        shot(&lecturer, "lecturer").await;
        let form = lecturer.find(Locator::Css("form[action^='/lecturer/rooms']")).await.unwrap();
        form.find(Locator::Css("select[name=blueprint]")).await.unwrap().select_by_value("short").await.unwrap();
        form.find(Locator::Css("input[name=seed]")).await.unwrap().send_keys(&seed.to_string()).await.unwrap();
        form.find(Locator::Css("select[name=lang]")).await.unwrap().select_by_value("en").await.unwrap();
        submit(&lecturer, "form[action^='/lecturer/rooms'] button[type=submit]").await;
        let code = text(&lecturer, "#room-code").await;
        assert_eq!(code.len(), 6, "{code}");

        // Two candidates join with the code.
        let ana = d.browser("ana").await;
        let bruno = d.browser("bruno").await;
        for (c, name) in [(&ana, "Ana"), (&bruno, "Bruno <b>B.</b>")] {
            c.goto(&format!("{}/join?lang=en", server.base)).await.unwrap();
            c.find(Locator::Css("input[name=code]")).await.unwrap().send_keys(&code.to_lowercase()).await.unwrap();
            c.find(Locator::Css("input[name=name]")).await.unwrap().send_keys(name).await.unwrap();
            submit(c, "form button[type=submit]").await;
        }
        let ana_path = session_path(&ana).await;
        let bruno_path = session_path(&bruno).await;
        assert!(ana_path.starts_with("/s/") && ana_path != bruno_path, "{ana_path} {bruno_path}");
        shot(&ana, "question").await;

        // Ana answers half the paper right; then the server is killed and restarted.
        let half = qs.len() / 2;
        for q in &qs[..half] {
            answer(&ana, q, true, "The arbiter stops the clocks and applies Article 6.9.").await;
        }
        server.kill();
        server = Server::start(&db, &[]);
        ana.goto(&format!("{}{ana_path}", server.base)).await.unwrap();
        let url = ana.current_url().await.unwrap();
        assert!(url.path().ends_with(&format!("/q/{half}")), "Ana resumes at question {}: {url}", half + 1);
        let done = ana.find_all(Locator::Css(".nav a.done")).await.unwrap().len();
        assert_eq!(done, half, "the answers given before the restart are all there");
        for q in &qs[half..] {
            answer(&ana, q, true, "The arbiter stops the clocks and applies Article 6.9.").await;
        }
        submit(&ana, "form[action*='/finish'] button").await;
        assert!(text(&ana, "#received").await.contains("handed in"));

        // Bruno (after the restart) answers everything wrong.
        bruno.goto(&format!("{}{bruno_path}", server.base)).await.unwrap();
        for q in &qs {
            answer(&bruno, q, false, "I do not know.").await;
        }
        submit(&bruno, "form[action*='/finish'] button").await;

        // The lecturer marks the open answers: Ana full marks, Bruno none.
        lecturer.goto(&format!("{}/lecturer/room/{code}/mark", server.base)).await.unwrap();
        shot(&lecturer, "marking").await;
        let open: Vec<&Question> = qs
            .iter()
            .filter(|q| q.kind == Kind::Open || (q.kind == Kind::Pairing && q.answer.pairs.is_empty()))
            .collect();
        let to_mark = lecturer.find_all(Locator::Css("div.mark")).await.unwrap().len();
        assert_eq!(to_mark, 2 * open.len(), "every open answer of both candidates awaits marking");
        for i in 0..to_mark {
            lecturer.goto(&format!("{}/lecturer/room/{code}/mark", server.base)).await.unwrap();
            let card = lecturer.find_all(Locator::Css("div.mark")).await.unwrap().remove(i);
            let who = card.find(Locator::Css("p.muted")).await.unwrap().text().await.unwrap();
            let q = open[i % open.len()];
            let marks = if who.starts_with("Ana") { q.points.to_string() } else { "0".to_string() };
            let input = card.find(Locator::Css("input[name=marks]")).await.unwrap();
            input.clear().await.unwrap();
            input.send_keys(&marks).await.unwrap();
            let before = lecturer.current_url().await.unwrap();
            card.find(Locator::Css("button[type=submit]")).await.unwrap().click().await.unwrap();
            while lecturer.current_url().await.unwrap() == before {
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
        }

        // The room: Ana passes with everything, Bruno fails; the name is shown as typed.
        lecturer.goto(&format!("{}/lecturer/room/{code}", server.base)).await.unwrap();
        shot(&lecturer, "room").await;
        let rows = text(&lecturer, "#candidates").await;
        let ana_row = rows.lines().find(|l| l.starts_with("Ana")).unwrap_or_else(|| panic!("{rows}"));
        assert!(ana_row.contains("100.0 %") && ana_row.contains("PASS"), "{ana_row}");
        let bruno_row = rows.lines().find(|l| l.starts_with("Bruno <b>B.</b>")).unwrap_or_else(|| panic!("{rows}"));
        assert!(bruno_row.contains("FAIL") && !bruno_row.contains("100.0"), "{bruno_row}");
        let analysis = lecturer.find_all(Locator::Css("#analysis tr")).await.unwrap().len();
        assert_eq!(analysis, qs.len() + 1, "a row per question");
        let analysis = text(&lecturer, "#analysis").await;
        assert!(
            analysis.contains("+1.00") || qs.iter().all(|q| q.kind == Kind::Open),
            "Ana right, Bruno wrong: {analysis}"
        );

        lecturer.goto(&format!("{}/lecturer/room/{code}/scripts", server.base)).await.unwrap();
        let scripts = lecturer.find_all(Locator::Css("section.script")).await.unwrap().len();
        assert_eq!(scripts, 2);

        let csv = get(&server.addr, &format!("/lecturer/room/{code}/results.csv"), "").body;
        let lines: Vec<&str> = csv.lines().collect();
        assert_eq!(lines.len(), 3, "{csv}");
        assert!(lines[1].starts_with("Ana,") && lines[1].contains(",100.0,yes,0"), "{csv}");
        assert!(lines[2].starts_with("Bruno <b>B.</b>,") && lines[2].contains(",no,0"), "{csv}");

        for c in [lecturer, ana, bruno] {
            let _ = c.close().await;
        }
    });
}

#[test]
fn the_arbiters_desk_checks_an_uploaded_trf_and_a_proposed_round() {
    let Some(d) = driver() else { return };
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&dir.path().join("serve.sqlite"), &[]);
    runtime().block_on(async {
        let c = d.browser("arbiter").await;
        c.goto(&format!("{}/desk?lang=en", server.base)).await.unwrap();
        let trf = root().join("scenarios/examples/open-2026.trf");
        c.find(Locator::Css("input[name=trf]")).await.unwrap().send_keys(&trf.display().to_string()).await.unwrap();
        c.find(Locator::Css("textarea[name=next]"))
            .await
            .unwrap()
            .send_keys("1 2\n3 4\n5 6\n7 8\n9 10\n11 12\n13 14\n15 16\n17 18\n19 0")
            .await
            .unwrap();
        submit(&c, "form button[type=submit]").await;
        assert!(text(&c, "#verdict").await.contains("consistent"));
        let check = text(&c, "#check").await;
        for r in 1..=5 {
            assert!(check.contains(&format!("{r} consistent")), "round {r}: {check}");
        }
        assert!(text(&c, "#proposal").await.contains("differ"));
        assert!(text(&c, "#checklist").await.contains("Check-list before round 6"));
        assert!(text(&c, "#standings").await.contains("Rank"));
        shot(&c, "desk").await;

        // The candidate's home page, and a Laws question with its diagram on a phone (screenshots only).
        c.goto(&format!("{}/?lang=es", server.base)).await.unwrap();
        shot(&c, "home").await;
        if std::env::var_os("ARBITRO_SCREENSHOTS").is_some() {
            c.find(Locator::Css("input[name=t_laws]")).await.unwrap().click().await.unwrap();
            let count = c.find(Locator::Css("input[name=count]")).await.unwrap();
            count.clear().await.unwrap();
            count.send_keys("100").await.unwrap();
            submit(&c, "form[action^='/practice'] button").await;
            let session = session_path(&c).await;
            c.set_window_size(412, 915).await.unwrap();
            for n in 0..100 {
                c.goto(&format!("{}{session}/q/{n}", server.base)).await.unwrap();
                if c.find(Locator::Css("svg.board")).await.is_ok()
                    && c.find(Locator::Css("input[name=choice]")).await.is_ok()
                {
                    shot(&c, "diagram-phone").await;
                    c.find(Locator::Css("input[name=choice]")).await.unwrap().click().await.unwrap();
                    submit(&c, "button[name=answer]").await;
                    shot(&c, "feedback-phone").await;
                    break;
                }
            }
        }
        let _ = c.close().await;
    });
}
