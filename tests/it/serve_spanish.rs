//! Every page and error of `arbitro serve` in Spanish without an English word (issue 56, item
//! 9): the candidate's pages and a practice's marking with its article references, every error
//! page (no such session, CSRF, Forbidden, Not Found, Bad Request, Payload Too Large, the
//! framework's own refusals, a refused host), the results CSV, the exam's name, the desk's
//! rule tags and check-list letters. Error pages before a language is known follow
//! `Accept-Language`.

use super::english::{english_only, has_part};
use super::serve_http::{csrf, desk_upload, desk_upload_as, has_word, join, open_room, visible};
use super::serve_support::{Reply, Server, get, post_form, request, request_as};
use arbitro::serve::page;

/// English words and tags that must never be on a Spanish page, besides the English of the
/// interface's words and of the catalogues: the framework's status texts, the rule tags of the
/// systems' texts, the English names of the documents cited.
const ENGLISH: &[&str] = &[
    "Not Found",
    "Not found",
    "Forbidden",
    "Bad Request",
    "Bad request",
    "Payload Too Large",
    "Too long",
    "Failed to",
    "no such session",
    "Laws",
    "Guidelines",
    "Blueprint",
    "Seed",
    "PAB",
    "ORDER",
    "FLOATERS",
    "COLOURS",
    "SEEDING",
    "Basic Rules",
    "not answered",
    "awaiting marking",
    "writing",
    "passed",
    "yes",
    "FIDE Arbiter exam",
    "Short seminar test",
];

/// Asserts the visible text of a Spanish `html` (without the `data` shown as it came) has no
/// English word.
fn assert_spanish(what: &str, html: &str, data: &[&str]) {
    let mut text = visible(html);
    for d in data.iter().filter(|d| !d.is_empty()) {
        text = text.replace(d, "");
    }
    for (key, es, en) in page::WORDS {
        if es != en && en.chars().count() > 2 {
            assert!(!has_word(&text, en), "{what}: English '{en}' ({key}) on a Spanish page:\n{text}");
        }
    }
    for (id, part) in &english_only() {
        assert!(!has_part(&text, part), "{what}: English '{part}' ({id}) on a Spanish page:\n{text}");
    }
    for en in ENGLISH {
        assert!(!has_word(&text, en), "{what}: English '{en}' on a Spanish page:\n{text}");
    }
}

#[test]
fn every_spanish_error_page_is_in_spanish() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(&dir.path().join("db.sqlite"), &[]);
    let token = csrf(&s);
    let cookie = format!("arbitro_csrf={token}");
    let es = [("Cookie", cookie.as_str()), ("Accept-Language", "es-ES,es;q=0.9")];
    let form = ("Content-Type", "application/x-www-form-urlencoded");
    let check = |what: &str, r: &Reply, status: u16| {
        assert_eq!(r.status, status, "{what}: {r:?}");
        assert!(r.body.contains("<html lang=\"es\">"), "{what}: {}", r.body);
        assert_spanish(what, &r.body, &[]);
    };
    // Before any language is known (no `?lang=`): the browser's.
    check("no such session", &request(&s.addr, "GET", "/s/nothing-here", &es, b""), 404);
    check("no such room page", &request(&s.addr, "GET", "/no/such/page", &es, b""), 404);
    check("no such question", &request(&s.addr, "GET", "/s/nothing-here/q/0", &es, b""), 404);
    let r = request(&s.addr, "POST", "/practice", &[es[0], es[1], form], b"lang=es&count=2");
    check("CSRF", &r, 403);
    let r = request(&s.addr, "PUT", &format!("/?csrf={token}"), &[es[0], es[1], form], b"");
    assert!(r.status == 405 || r.status == 403, "{r:?}");
    check("a method the address does not take", &r, r.status);
    // The framework's refusals: a form that is no form, a number that is no number.
    let r = request(
        &s.addr,
        "POST",
        &format!("/practice?csrf={token}"),
        &[es[0], es[1], ("Content-Type", "text/plain")],
        b"x",
    );
    check("a body that is no form", &r, 415);
    let r = request(
        &s.addr,
        "POST",
        &format!("/lecturer/room/ABC/mark/x/zz?csrf={token}"),
        &[es[0], es[1], form],
        b"marks=1",
    );
    check("a path that cannot be read", &r, 400);
    // Over 256 KiB of form: the page says so in Spanish.
    let huge = format!("lang=es&count=2&name={}", "x".repeat(300 << 10));
    let r = request(&s.addr, "POST", &format!("/practice?csrf={token}"), &[es[0], es[1], form], huge.as_bytes());
    assert!(r.status >= 400, "{r:?}");
    check("over 256 KiB", &r, r.status);
    // Over the desk's limit.
    let big = "x".repeat(5 << 20);
    let r = desk_upload(&s, &token, &cookie, "big.trf", &big, "", "es");
    check("payload too large", &r, 413);
    // A host refused, a Host repeated.
    let r = request_as(&s.addr, "evil.example", "GET", "/", &es, b"");
    check("host refused", &r, 403);
    // Another browser's paper: forbidden.
    let code = open_room(&s, &token, &cookie, "es");
    let r = join(&s, &token, &cookie, &code, "Ana", "");
    let paper = r.header("location").unwrap().to_string();
    let other = format!("arbitro_csrf={}", csrf(&s));
    let r = request(&s.addr, "GET", &paper, &[("Cookie", &other), es[1]], b"");
    check("another's paper", &r, 403);
    // The same scan finds the English pages' words: it can fail.
    let r = request(&s.addr, "GET", "/s/nothing-here", &[("Accept-Language", "en")], b"");
    assert_eq!(r.status, 404);
    assert!(has_word(&visible(&r.body), "Not found") && r.body.contains("There is no such session"), "{}", r.body);
}

#[test]
fn the_candidate_s_pages_the_csv_and_the_exam_s_name_are_in_spanish() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(&dir.path().join("db.sqlite"), &[]);
    let token = csrf(&s);
    let cookie = format!("arbitro_csrf={token}");
    let home = get(&s.addr, "/?lang=es", &cookie);
    assert!(visible(&home.body).contains("Examen de Árbitro FIDE") && home.body.contains("Prueba corta del seminario"));
    assert_spanish("home", &home.body, &[]);
    // A practice session in Spanish: every question skipped shows its key and its articles.
    let r = post_form(&s.addr, &format!("/practice?csrf={token}"), &cookie, "lang=es&count=12&t_laws=on");
    assert_eq!(r.status, 303, "{r:?}");
    let session = r.header("location").unwrap().trim_end_matches("/q/0").to_string();
    let mine = format!("{cookie}; {}", r.cookie_set("arbitro_session=").unwrap());
    let mut refs = 0;
    for n in 0..12 {
        let r = post_form(&s.addr, &format!("{session}/q/{n}?csrf={token}"), &mine, "skip=1");
        assert_eq!(r.status, 303, "{r:?}");
        let page = get(&s.addr, &format!("{session}/q/{n}"), &mine).body;
        let shown = visible(&page);
        if shown.contains("Artículos:") {
            refs += 1;
            assert!(shown.contains("Leyes "), "{shown}");
        }
        assert!(!shown.contains(") —  ") && !page.contains(" — </p>"), "no empty dash after the model answer: {page}");
        // The bank's Spanish explanations cite the Spanish manuals as "seed 001" (the name of
        // the sources' folder): the bank's text, not the page's words.
        let cited: Vec<String> = (0..20).map(|k| format!("seed {k:03}")).collect();
        assert_spanish(&format!("practice question {n}"), &page, &cited.iter().map(String::as_str).collect::<Vec<_>>());
    }
    assert!(refs > 0, "some question cites the Laws");
    // The room's CSV in Spanish: the columns, the cells, a semicolon between them.
    let code = open_room(&s, &token, &cookie, "es");
    let r = join(&s, &token, &cookie, &code, "Ana Pérez", "");
    let paper = r.header("location").unwrap().trim_end_matches("/q/0").to_string();
    let browser = format!("{cookie}; {}", r.cookie_set("arbitro_paper_").unwrap());
    post_form(&s.addr, &format!("{paper}/q/0?csrf={token}"), &browser, "skip=1");
    let csv = get(&s.addr, &format!("/lecturer/room/{code}/results.csv?lang=es"), &cookie).body;
    let mut lines = csv.lines();
    let head = lines.next().unwrap();
    assert!(
        head.starts_with("\u{feff}nombre;empezado_utc;entregado_utc;puntos;total;porcentaje;aprobado;por_corregir;p1_"),
        "{head}"
    );
    let row = lines.next().unwrap();
    assert!(row.starts_with("Ana Pérez;") && row.contains(";escribiendo;") && row.contains(";sin responder"), "{row}");
    for en in ENGLISH {
        assert!(!has_word(&csv, en), "English '{en}' in the Spanish CSV:\n{csv}");
    }
    let room = get(&s.addr, &format!("/lecturer/room/{code}?lang=es"), &cookie);
    assert!(
        room.body.contains(&format!("/lecturer/room/{code}/results.csv?lang=es")),
        "the room links the CSV in its language"
    );
    assert!(visible(&room.body).contains("Prueba corta del seminario"), "the exam's name in Spanish");
    // The English CSV as before.
    let csv = get(&s.addr, &format!("/lecturer/room/{code}/results.csv?lang=en"), &cookie).body;
    assert!(csv.contains("name,started_utc") && csv.contains(",writing,") && csv.contains("not answered"), "{csv}");
}

#[test]
fn the_desk_s_rule_tags_and_check_list_letters_are_in_spanish() {
    use super::mutate::{Mutation, mutate};
    use arbitro::tournament::RoundNo;
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(&dir.path().join("db.sqlite"), &[]);
    let token = csrf(&s);
    let cookie = format!("arbitro_csrf={token}");
    let names = |trf: &str| -> Vec<String> {
        trf.lines()
            .filter(|l| l.starts_with("001"))
            .filter_map(|l| l.get(14..47))
            .map(|n| n.trim().to_string())
            .collect()
    };
    // The check-list: colours B/N, the legend says so.
    let open = std::fs::read_to_string(super::common::root().join("scenarios/examples/open-2026.trf")).unwrap();
    let r = desk_upload(&s, &token, &cookie, "t.trf", &open, "", "es");
    assert_eq!(r.status, 200);
    let list = r.body.split_once("id=\"checklist\"").unwrap().1.split("</pre>").next().unwrap();
    assert!(list.contains("NBNBN") && list.contains("B blancas, N negras") && list.contains("P-1"), "{list}");
    assert!(!list.contains("WBWBW") && !list.contains("(W)") && !list.contains("G-1"), "{list}");
    let data: Vec<String> =
        names(&open).into_iter().chain(["AutoTest Tournament 1000001".to_string(), "FIDE_DUTCH_2025".into()]).collect();
    assert_spanish("open", &r.body, &data.iter().map(String::as_str).collect::<Vec<_>>());
    let en = desk_upload(&s, &token, &cookie, "t.trf", &open, "", "en");
    assert!(en.body.contains("WBWBW") && en.body.contains("G-1"), "the English check-list keeps W/B");
    // A Lim file with a departure: its tags in Spanish.
    let lim = std::fs::read_to_string(super::common::root().join("scenarios/lim/round-2-order.trf")).unwrap();
    let mut departures = 0;
    for round in 1..=4 {
        let Some(bad) = mutate(lim.as_bytes(), RoundNo(round), Mutation::Swap, 0) else { continue };
        let bad = String::from_utf8(bad).unwrap();
        departures += 1;
        let r = desk_upload_as(&s, (&token, &cookie), "l.trf", &bad, "", Some("lim-2026"), "es");
        assert_eq!(r.status, 200, "{r:?}");
        let shown = visible(&r.body);
        assert!(shown.contains("Hay diferencias") && shown.contains(" — ["), "{shown}");
        let data: Vec<String> = names(&bad);
        assert_spanish("lim", &r.body, &data.iter().map(String::as_str).collect::<Vec<_>>());
        let en = visible(&desk_upload_as(&s, (&token, &cookie), "l.trf", &bad, "", Some("lim-2026"), "en").body);
        let tag = en.split_once(" — [").unwrap_or_else(|| panic!("{en}")).1.split(']').next().unwrap().to_string();
        let es_tag = shown.split_once(" — [").unwrap().1.split(']').next().unwrap().to_string();
        assert_eq!(es_tag, arbitro::serve::desk::criterion_code(arbitro::quiz::Lang::Es, &tag), "{shown}");
    }
    assert!(departures > 0, "a round of the Lim file could be changed");
}
