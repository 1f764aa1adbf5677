//! `arbitro serve` as a newcomer meets it (issue 56, item 10): distinct home cards, words a
//! candidate knows, no lecturer's link on a candidate's page, a room page that says how
//! candidates reach it, refreshes itself and shows no statistics before any answer, the desk's
//! columns explained, a model answer without an empty dash, and the desk choosing the system
//! from record 092 as `check` does.

use super::serve_http::{csrf, desk_upload, has_word, join, open_room, visible};
use super::serve_support::{Server, get, post_form};

/// The texts of every `<h2>` of `html`.
fn headings(html: &str) -> Vec<String> {
    html.split("<h2>").skip(1).filter_map(|p| p.split("</h2>").next()).map(|h| visible(h).trim().to_string()).collect()
}

#[test]
fn the_home_page_s_cards_are_distinct_and_use_a_candidate_s_words() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(&dir.path().join("db.sqlite"), &[]);
    for lang in ["en", "es"] {
        let home = get(&s.addr, &format!("/?lang={lang}"), "").body;
        let mut h = headings(&home);
        assert!(h.len() >= 3, "{h:?}");
        let n = h.len();
        h.sort();
        h.dedup();
        assert_eq!(h.len(), n, "{lang}: two cards with one title: {}", visible(&home));
        let text = visible(&home);
        for word in ["Seed", "Blueprint", "blueprint", "Semilla", "semilla", "Plan del examen"] {
            assert!(!has_word(&text, word), "{lang}: '{word}' on the candidate's page:\n{text}");
        }
    }
    let home = visible(&get(&s.addr, "/?lang=en", "").body);
    assert!(home.contains("Paper number (optional)") && home.contains("Your progress"), "{home}");
}

#[test]
fn the_seminar_room_link_is_on_the_staff_s_pages_only() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(&dir.path().join("db.sqlite"), &[]);
    let token = csrf(&s);
    let cookie = format!("arbitro_csrf={token}");
    let code = open_room(&s, &token, &cookie, "en");
    let r = join(&s, &token, &cookie, &code, "Ana", "");
    let paper = r.header("location").unwrap().to_string();
    let browser = format!("{cookie}; {}", r.cookie_set("arbitro_paper_").unwrap());
    for (path, who) in [("/?lang=en", cookie.as_str()), ("/join?lang=en", &cookie), (paper.as_str(), &browser)] {
        let r = get(&s.addr, path, who);
        assert_eq!(r.status, 200, "{path}");
        assert!(!r.body.contains("href=\"/lecturer"), "{path}: the lecturer's link on a candidate's page");
    }
    for path in ["/lecturer?lang=en", "/desk?lang=en"] {
        assert!(get(&s.addr, path, &cookie).body.contains("href=\"/lecturer?lang=en\""), "{path}");
    }
}

#[test]
fn the_room_page_says_how_to_join_refreshes_and_has_no_statistics_before_an_answer() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(&dir.path().join("db.sqlite"), &[]);
    let token = csrf(&s);
    let cookie = format!("arbitro_csrf={token}");
    let code = open_room(&s, &token, &cookie, "en");
    let room = |lang: &str| get(&s.addr, &format!("/lecturer/room/{code}?lang={lang}"), &cookie).body;
    let page = room("en");
    let text = visible(&page).split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(text.contains(&format!("Candidates open http://{}/join and type the code {code}", s.addr)), "{text}");
    assert!(text.contains("reachable from this machine only") && text.contains("--listen 0.0.0.0"), "{text}");
    assert!(page.contains("<body data-refresh=\"30\">"), "the room page reloads itself");
    assert!(page.contains("/assets/arbitro.js"), "the script that reloads it");
    // No answer yet: no statistics.
    let r = join(&s, &token, &cookie, &code, "Ana", "");
    assert_eq!(r.status, 303);
    let page = room("en");
    let analysis = page.split_once("id=\"analysis\"").unwrap().1.split("</table>").next().unwrap();
    assert!(!analysis.contains("0.00") && analysis.contains("—"), "{analysis}");
    assert!(visible(&page).contains("No answers yet."), "{}", visible(&page));
    let es = room("es");
    let analysis = es.split_once("id=\"analysis\"").unwrap().1.split("</table>").next().unwrap();
    assert!(!analysis.contains("0,00") && visible(&es).contains("Aún no hay respuestas."), "{analysis}");
    // One answer: its item has statistics, the others still none.
    let paper = r.header("location").unwrap().trim_end_matches("/q/0").to_string();
    let browser = format!("{cookie}; {}", r.cookie_set("arbitro_paper_").unwrap());
    assert_eq!(post_form(&s.addr, &format!("{paper}/q/0?csrf={token}"), &browser, "skip=1").status, 303);
    let page = room("en");
    let analysis = page.split_once("id=\"analysis\"").unwrap().1.split("</table>").next().unwrap();
    let rows: Vec<&str> = analysis.split("<tr>").skip(2).collect();
    assert!(rows[0].contains("0.00"), "a skipped answer counts 0: {}", rows[0]);
    assert!(rows[1..].iter().all(|r| !r.contains("0.00")), "{analysis}");
    assert!(!visible(&page).contains("No answers yet."));
}

#[test]
fn the_desk_s_columns_are_explained() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(&dir.path().join("db.sqlite"), &[]);
    let token = csrf(&s);
    let cookie = format!("arbitro_csrf={token}");
    let standings = std::fs::read_to_string(super::common::data("standings/ranks-swapped.trf")).unwrap();
    let r = desk_upload(&s, &token, &cookie, "t.trf", &standings, "", "en");
    assert_eq!(r.status, 200);
    let table = r.body.split_once("id=\"standings-check\"").unwrap().1.split("</table>").next().unwrap();
    assert!(table.contains(">rank in the file</th>") && !table.contains(">file</th>"), "{table}");
    let legend =
        visible(r.body.split_once("id=\"standings-legend\"").expect("a legend").1.split("</p>").next().unwrap());
    assert!(
        legend.contains("rank in the file: its record 001") && legend.contains("pts: the points of the results"),
        "{legend}"
    );
    // A round that departs: the two pairings named.
    use super::mutate::{Mutation, mutate};
    let open = std::fs::read_to_string(super::common::root().join("scenarios/examples/open-2026.trf")).unwrap();
    let bad = String::from_utf8(mutate(open.as_bytes(), arbitro::tournament::RoundNo(3), Mutation::Swap, 0).unwrap())
        .unwrap();
    let r = desk_upload(&s, &token, &cookie, "t.trf", &bad, "", "en");
    assert!(
        r.body.contains("<th>arbitro's pairing</th>") && r.body.contains("<th>the file's pairing</th>"),
        "{}",
        r.body
    );
}

#[test]
fn the_model_answer_ends_in_no_empty_dash() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(&dir.path().join("db.sqlite"), &[]);
    let token = csrf(&s);
    let cookie = format!("arbitro_csrf={token}");
    let r = post_form(&s.addr, &format!("/practice?csrf={token}"), &cookie, "lang=en&count=8&t_laws=on");
    let session = r.header("location").unwrap().trim_end_matches("/q/0").to_string();
    let mine = format!("{cookie}; {}", r.cookie_set("arbitro_session=").unwrap());
    let mut keys = 0;
    for n in 0..8 {
        post_form(&s.addr, &format!("{session}/q/{n}?csrf={token}"), &mine, "skip=1");
        let page = get(&s.addr, &format!("{session}/q/{n}"), &mine).body;
        let model = page.split_once("id=\"model-answer\">").expect("the model answer").1.split("</p>").next().unwrap();
        let shown = visible(model);
        assert!(!shown.trim_end().ends_with('—') && !shown.trim_end().ends_with('-'), "{model}");
        if model.contains("<code>") {
            keys += 1;
        }
    }
    assert!(keys > 0, "some question has options");
}

/// The desk chooses the system as `check` does: record 192, else record 092 — a Dubov file and
/// a team file without record 192 are never checked as Dutch.
#[test]
fn the_desk_reads_the_system_from_record_092_without_record_192() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(&dir.path().join("db.sqlite"), &[]);
    let token = csrf(&s);
    let cookie = format!("arbitro_csrf={token}");
    let read = |rel: &str| std::fs::read_to_string(super::common::root().join(rel)).unwrap();
    let without_192 = |trf: &str, kind: &str| -> String {
        trf.lines()
            .filter(|l| !l.starts_with("192"))
            .map(|l| if l.starts_with("092") { format!("092 {kind}") } else { l.to_string() })
            .collect::<Vec<_>>()
            .join("\n")
            + "\n"
    };
    let dubov = without_192(&read("scenarios/dubov/py4swiss-agreed.trf"), "Individual Swiss, FIDE (Dubov) System");
    let team = without_192(&read("scenarios/team-swiss/arbitro-paired-9.trf"), "Team Swiss System");
    for (what, trf, family, chapter) in
        [("dubov", dubov, "Dubov system (C.04.4.1", "C.04.4.1"), ("team", team, "Team system (C.04.6", "C.04.6")]
    {
        let r = desk_upload(&s, &token, &cookie, &format!("{what}.trf"), &trf, "", "en");
        assert_eq!(r.status, 200, "{r:?}");
        let shown = visible(&r.body);
        assert!(shown.contains(family) && shown.contains("record 092 says"), "{what}: {shown}");
        assert!(
            !shown.contains("Dutch System") && !r.body.contains("id=\"checklist\""),
            "{what}: checked as Dutch: {shown}"
        );
        // `check` says the same system.
        let f = dir.path().join(format!("{what}.trf"));
        std::fs::write(&f, &trf).unwrap();
        let out = super::common::run(&["check", f.to_str().unwrap()]);
        let said = String::from_utf8_lossy(&out.stdout);
        assert!(said.contains(chapter) && said.contains("record 092 says"), "{what}: check says {said}");
    }
}
