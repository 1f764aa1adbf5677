//! The arbiter's desk: upload a TRF and read every round's check with its explanations
//! (`arbitro check`), the check-list of the next round (`arbitro checklist`), the standings
//! with the file's tie-breaks (`arbitro standings`), and the check of a proposed next round
//! pasted as a pair list (`arbitro check --next`). The file is read in memory; nothing is
//! written.

use super::Shared;
use super::candidate::{LangQuery, request_lang};
use super::csrf::{self, Csrf};
use super::multipart::{self, Parts};
use super::page::{self, t};
use crate::app::{self, Loaded};
use crate::check::{self, CheckReport};
use crate::pairing::Pairing;
use crate::pairing::registry::Selected;
use crate::pairing::system::SwissSystem;
use crate::quiz::Lang;
use crate::report;
use crate::results::tiebreaks::{self, TbOptions};
use crate::rules;
use crate::tournament::Tournament;
use crate::trf::TrfDocument;
use axum::Extension;
use axum::body::Bytes;
use axum::extract::{Query, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use maud::{Markup, html};
use std::path::Path;

/// The name an upload goes by when its own is unusable (never a path on this machine).
const UPLOAD: &str = "uploaded.trf";

/// The uploaded file's name as shown: its last component (the browser's `C:\fakepath\` or a
/// crafted `../../x` drop out), control characters removed, at most 100 characters; shown as
/// text, never used as a path.
#[must_use]
pub fn shown_name(sent: Option<&str>) -> String {
    let last = sent.unwrap_or("").rsplit(['/', '\\']).next().unwrap_or("");
    let clean: String = last.chars().filter(|c| !c.is_control()).take(100).collect();
    let clean = clean.trim();
    if clean.is_empty() || clean == "." || clean == ".." { UPLOAD.to_string() } else { clean.to_string() }
}

/// A size as shown: `4 MB`, `512 KB`, `2000 bytes`.
fn size(bytes: usize) -> String {
    if bytes >= 1 << 20 && bytes % (1 << 20) == 0 {
        format!("{} MB", bytes >> 20)
    } else if bytes >= 1 << 10 && bytes % (1 << 10) == 0 {
        format!("{} KB", bytes >> 10)
    } else {
        format!("{bytes} bytes")
    }
}

/// The pairing system the arbiter chose at the desk: the one the file names (record 192,
/// dates), or one of `--rules`'s names.
#[derive(Copy, Clone)]
pub enum DeskSystem {
    /// As the file says (record 192, its dates), as `check` without `--rules`.
    FromFile,
    /// An edition of the Dutch System.
    Dutch(rules::DutchEdition),
    /// A system of the house registry (Lim, whose files have no record-192 code, among them).
    House(&'static dyn SwissSystem),
}

/// The values the desk's system choice offers: `dutch-2017`, `dutch-2026` and every system of
/// the house registry, by its `--rules` id.
#[must_use]
pub fn system_choices() -> Vec<&'static str> {
    let mut v = vec![rules::DutchEdition::Dutch2017.flag_name(), rules::DutchEdition::Dutch2026.flag_name()];
    v.extend(crate::pairing::registry::house_systems().iter().map(|s| s.id()));
    v
}

impl DeskSystem {
    /// The choice sent by the form: empty for the file's own, otherwise exactly one of
    /// [`system_choices`]; anything else is refused (`None`).
    #[must_use]
    pub fn parse(value: &str) -> Option<DeskSystem> {
        let v = value.trim();
        if v.is_empty() {
            return Some(DeskSystem::FromFile);
        }
        if !system_choices().contains(&v) {
            return None;
        }
        match crate::pairing::registry::house_by_name(v) {
            Some(s) => Some(DeskSystem::House(s)),
            None => rules::DutchEdition::from_flag(v).map(DeskSystem::Dutch),
        }
    }
}

fn form(csrf: &Csrf, lang: Lang, max: usize, next: &str, chosen: &str) -> Markup {
    html! {
        div.card {
            form method="post" enctype="multipart/form-data" action=(&format!("/desk?lang={}", lang.code())) { (csrf.field())
                label { (t(lang, "desk_trf")) " " (size(max)) ")" input type="file" name="trf" required; }
                label { (t(lang, "desk_system"))
                    select name="system" {
                        option value="" selected[chosen.is_empty()] { (t(lang, "desk_system_file")) }
                        @for id in system_choices() { option value=(id) selected[chosen == id] { (id) } }
                    }
                }
                label { (t(lang, "desk_next"))
                    textarea name="next" placeholder="1 5\n6 2\n3 0" { (next) } }
                button type="submit" { (t(lang, "desk_check")) }
            }
        }
    }
}

/// `GET /desk`.
pub async fn desk_page(
    State(app): State<Shared>,
    Extension(csrf): Extension<Csrf>,
    Query(q): Query<LangQuery>,
    headers: HeaderMap,
) -> Response {
    let lang = request_lang(&app, &q, &headers);
    let body = html! { h1 { (t(lang, "desk")) } (form(&csrf, lang, app.max_upload, "", "")) };
    page::staff_page(t(lang, "desk"), lang, body)
}

/// The size message of an upload over the limit (whatever the overshoot).
fn too_big(lang: Lang, max: usize) -> Response {
    page::error(StatusCode::PAYLOAD_TOO_LARGE, lang, &format!("{} {}.", t(lang, "desk_too_big"), size(max)))
}

/// `POST /desk`: the reports on the uploaded file. An upload over the limit gets the size
/// message (413) however far over; one cut short (the body ends before its last part) a 400
/// that says so.
pub async fn upload(
    State(app): State<Shared>,
    Extension(csrf): Extension<Csrf>,
    Query(q): Query<LangQuery>,
    headers: HeaderMap,
    oversized: Option<Extension<csrf::Oversized>>,
    body: Bytes,
) -> Response {
    let lang = request_lang(&app, &q, &headers);
    let declared = headers
        .get(axum::http::header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.trim().parse::<usize>().ok());
    if oversized.is_some() || declared.is_some_and(|n| n > app.max_upload + (64 << 10)) {
        return too_big(lang, app.max_upload);
    }
    let Some(boundary) =
        headers.get(axum::http::header::CONTENT_TYPE).and_then(|v| v.to_str().ok()).and_then(multipart::boundary)
    else {
        return page::error(StatusCode::BAD_REQUEST, lang, t(lang, "desk_no_file"));
    };
    let Ok(parts) = Parts::new(&body, boundary).all() else {
        return page::error(StatusCode::BAD_REQUEST, lang, t(lang, "desk_cut"));
    };
    let (mut trf, mut next, mut name, mut system) = (Vec::new(), String::new(), None, String::new());
    for part in parts {
        if part.data.len() > app.max_upload {
            return too_big(lang, app.max_upload);
        }
        match part.name.as_str() {
            "trf" => {
                name = Some(shown_name(part.file_name.as_deref()));
                trf = part.data.to_vec();
            }
            "next" => next = String::from_utf8_lossy(part.data).into_owned(),
            "system" => system = String::from_utf8_lossy(part.data).trim().to_owned(),
            _ => {}
        }
    }
    if trf.is_empty() {
        return page::error(StatusCode::BAD_REQUEST, lang, t(lang, "desk_no_file"));
    }
    let Some(chosen) = DeskSystem::parse(&system) else {
        let shown: String = system.chars().filter(|c| !c.is_control()).take(60).collect();
        let message = format!(
            "{} '{shown}' ({}: {})",
            t(lang, "desk_system_unknown"),
            t(lang, "desk_system_known"),
            system_choices().join(", ")
        );
        return page::error(StatusCode::BAD_REQUEST, lang, &message);
    };
    let name = name.unwrap_or_else(|| UPLOAD.to_string());
    let next_shown = next.clone();
    let shown = name.clone();
    // A slot of the desk's checks, held until the check ends (even if the browser goes).
    let Ok(slot) = std::sync::Arc::clone(&app.desk_slots).try_acquire_owned() else {
        return page::busy(lang, super::DESK_RETRY_SECS);
    };
    let reports = tokio::task::spawn_blocking(move || {
        let _slot = slot;
        reports_with(&trf, &next, &shown, chosen, lang)
    })
    .await
    .unwrap_or_else(|_| html! { div.card.error { (t(lang, "desk_failed")) } });
    let body = html! {
        h1 { (t(lang, "desk")) }
        p.muted { (t(lang, "desk_file")) ": " b id="file-name" { (name) } }
        (reports)
        (form(&csrf, lang, app.max_upload, &next_shown, &system))
    };
    page::staff_page(t(lang, "desk"), lang, body)
}

fn problems(title: &str, file: &str, lines: &[String]) -> Markup {
    html! { div.card.error id="problems" { h2 { (title) } ul { @for l in lines { li { (file) ": " (l) } } } } }
}

/// The check of every round as a page: the table of verdicts, each inconsistent round's
/// findings and pairings side by side, and the standings check. Built from the report's data,
/// every value escaped: names and every other text from the file are data, never Markdown.
fn check_html(rep: &CheckReport, lang: Lang) -> Markup {
    html! {
        p.muted { (t(lang, "desk_rules")) ": " (rep.edition.phrase().say(lang)) }
        @if !rep.pairings_skipped { p.muted id="initial-colour" { (rep.initial_colour.phrase().say(lang)) } }
        @for n in &rep.notes { p.muted { (n.say(lang)) } }
        @if !rep.data_findings.is_empty() {
            div.card.error id="data-findings" { h3 { (t(lang, "desk_inconsistent")) }
                ul { @for f in &rep.data_findings { li { (f.say(lang)) } } } }
        }
        @for u in &rep.unchecked {
            h3 { (t(lang, "desk_round_cap")) " " (u.round) " — " (crate::core::words::Phrase::new("check-round-unchecked").say(lang)) }
            ul { @for f in &u.reasons { li { (f.say(lang)) } } }
        }
        @if !rep.pairings_skipped {
            table id="rounds" { tr { th.num { (t(lang, "desk_round")) } th { (t(lang, "desk_verdict")) } }
                @for rc in &rep.rounds { tr { td.num { (rc.round) } td { (rc.difference_phrase().say(lang)) } } } }
        }
        @for rc in rep.rounds.iter().filter(|c| !c.consistent) {
            h3 { (t(lang, "desk_round_cap")) " " (rc.round) " — " (rc.difference_phrase().say(lang)) }
            ul { @for f in &rc.findings { li { b { (f.rule) } " " (f.message.say(lang)) } } }
            table.aligned { tr { th.num { (t(lang, "desk_board")) } th { (t(lang, "desk_pairing_arbitro")) } th { (t(lang, "desk_pairing_file")) } }
                @for row in &rc.differing_boards {
                    tr {
                        td.num { @if let Some(b) = row.board { (b) } }
                        td { @if let Some(a) = &row.arbitro { (a.to_string()) } }
                        td { @if let Some(f) = &row.file { (f.to_string()) } }
                    }
                }
            }
            @if rc.same_boards > 0 { p.muted { (rc.same_boards) " " (t(lang, "desk_same_boards")) } }
        }
        @if let Some(sc) = &rep.standings {
            h3 { (t(lang, "desk_standings")) " " (sc.rounds) }
            p.muted { (t(lang, "desk_tiebreaks")) ": " code { (if sc.tiebreaks.is_empty() { "—".to_string() } else { sc.tiebreaks.join(",") }) } " (" (sc.source.say(lang)) "). " (t(lang, "desk_rules")) ": " (sc.rules.say(lang)) }
            @for n in &sc.notes { p.muted { (n.say(lang)) } }
            @if sc.consistent { p.ok { (t(lang, "desk_standings_consistent")) } }
            @else { ul { @for d in &sc.differences { li { (d.phrase().say(lang)) } } } }
            table id="standings-check" {
                tr { th.num { (t(lang, "desk_rank")) } th.num { (t(lang, "desk_rank_file")) } th.num { (crate::core::words::Phrase::new("col-tpn").say(lang)) } th { (t(lang, "name")) } th.num { (t(lang, "desk_pts")) }
                    @for tb in &sc.tiebreaks { th.num { (tb) } } }
                @for r in &sc.standings {
                    tr { td.num { (r.rank) } td.num { @if let Some(f) = r.file_rank { (f) } } td.num { (r.tpn.to_string()) }
                        td.name { (r.name) } td.num { (crate::core::words::decimal(lang, &r.points.to_string())) }
                        @for v in &r.values { td.num { (crate::core::words::decimal(lang, v)) } } }
                }
            }
            p.muted id="standings-legend" { (t(lang, "desk_standings_legend")) }
        }
    }
}

/// Every report on a TRF, as `check`, `checklist` and `standings` make them; `file` is the
/// name the upload goes by.
#[must_use]
pub fn reports(bytes: &[u8], next: &str, file: &str, lang: Lang) -> Markup {
    reports_with(bytes, next, file, DeskSystem::FromFile, lang)
}

/// [`reports`] under the pairing system chosen at the desk (the file's own by default).
#[must_use]
pub fn reports_with(bytes: &[u8], next: &str, file: &str, chosen: DeskSystem, lang: Lang) -> Markup {
    let unreadable = t(lang, "desk_unreadable");
    let doc = match TrfDocument::from_bytes(bytes) {
        Ok(d) => d,
        Err(e) => return problems(unreadable, file, &e.0.iter().map(|x| x.say(lang)).collect::<Vec<_>>()),
    };
    let tournament = match Tournament::from_trf(&doc) {
        Ok(t) => t,
        Err(e) => return problems(unreadable, file, &e.0.iter().map(|x| x.say(lang)).collect::<Vec<_>>()),
    };
    let mut loaded = Loaded { doc, tournament };
    let list = app::standings::tiebreak_list(Path::new(file), &loaded, None, lang).ok().flatten();
    // As `check`: a rematch is a finding of the check, and a points column that disagrees
    // with the results is one of the standings' differences when they are checked.
    let found: Vec<String> = app::check::blocking_issues(&loaded.tournament, &loaded.doc, list.is_some())
        .into_iter()
        .map(|i| i.phrase().say(lang))
        .collect();
    // The Dutch check reports them beside its verdict (`app::check::rounds_played`); the other
    // systems' checks refuse a file whose own data is inconsistent.
    let refused = !found.is_empty();
    let flag = match chosen {
        DeskSystem::House(_) if refused => return problems(t(lang, "desk_inconsistent"), file, &found),
        DeskSystem::House(s) => {
            let why = format!("{} {}", t(lang, "desk_system_chosen"), s.id());
            return match app::teams::participants(s, file, &loaded, lang) {
                Ok(Some(teams)) => house(s, &why, &teams, file, lang),
                Ok(None) => house(s, &why, &loaded.tournament, file, lang),
                Err(e) => problems(t(lang, "desk_unreadable"), file, &[e.to_string()]),
            };
        }
        DeskSystem::Dutch(e) => Some(e),
        DeskSystem::FromFile => None,
    };
    if flag.is_none() && crate::pairing::round_robin::event::declared(&loaded.tournament) {
        if refused {
            return problems(t(lang, "desk_inconsistent"), file, &found);
        }
        return round_robin(&loaded.tournament, file, lang);
    }
    if flag.is_none() {
        let tour = &loaded.tournament;
        match crate::pairing::registry::from_file(tour) {
            Selected::Edition(_, _) if refused => return problems(t(lang, "desk_inconsistent"), file, &found),
            Selected::Edition(s, reason) => {
                // A file of players with team records is checked as its teams.
                let why = reason.say(lang);
                return match app::teams::participants(s, file, &loaded, lang) {
                    Ok(Some(teams)) => house(s, &why, &teams, file, lang),
                    Ok(None) => house(s, &why, tour, file, lang),
                    Err(e) => problems(t(lang, "desk_unreadable"), file, &[e.to_string()]),
                };
            }
            Selected::Refused(m) => return problems(t(lang, "desk_system_refused"), file, &[m.say(lang)]),
            Selected::None => {}
        }
    }
    let choice = rules::dutch_edition_for(&loaded.tournament, flag);
    let accel = match rules::baku::apply(&mut loaded.tournament, None, choice.edition) {
        Ok(a) => a,
        Err(e) => return problems(t(lang, "desk_acceleration"), file, &[e.phrase().say(lang)]),
    };
    let initial = loaded.apply_initial_colour(None, choice.edition);
    let mut rep = app::check::rounds_played(file, &mut loaded, None, list.is_some(), &choice, &initial);
    let t_ = &loaded.tournament;
    let pairer = app::check::engine(choice.edition);
    let tb_rules = app::standings::tiebreak_rules(None, "--tiebreak-rules", t_, lang).ok();
    if let (Some((list, from)), Some(r)) = (&list, &tb_rules) {
        rep = rep.with_standings(app::check::final_standings(t_, list, from, r));
    }
    let next_round = t_.next_round();
    let checklist = crate::pairing::checklist::build(&t_.cut_before(next_round), next_round, choice.edition);
    let title = if t_.info.name.is_empty() { String::new() } else { format!("{} — ", t_.info.name) };
    let recorded = t_.rounds_recorded();
    let standings = tb_rules.as_ref().map(|r| {
        let opts = TbOptions {
            edition: r.edition,
            round_robin: t_.declares_round_robin(),
            rounds: recorded,
            total_rounds: t_.planned_rounds.unwrap_or(recorded).max(recorded),
            unrated: None,
        };
        let tbs = list.as_ref().map(|l| l.0.clone()).unwrap_or_default();
        let head = crate::core::words::Phrase::new("standings-title").arg("rules", r.phrase()).say(lang);
        // The standings as `arbitro standings` prints them, in the page's language.
        report::standings::text(&tiebreaks::standings(t_, &tbs, opts), &head, false, &[], lang)
    });
    let beyond = t_.planned_rounds.filter(|&planned| recorded >= planned);
    let proposal = (!next.trim().is_empty()).then(|| match beyond {
        Some(planned) => html! { p.bad id="round-beyond" { (t(lang, "desk_round_beyond")) " " (format!("{} {next_round} > {planned} (XXR)", t(lang, "desk_round"))) } },
        None => proposal(t_, next, &choice, &initial, pairer.as_ref(), lang),
    });
    html! {
        div.card id="check" {
            @if rep.consistent { p.ok id="verdict" { (t(lang, "desk_consistent")) } }
            @else { p.bad id="verdict" { (t(lang, "desk_differences")) } }
            @if let Some(a) = &accel { p.muted { (a.phrase().say(lang)) } }
            (check_html(&rep, lang))
        }
        @if let Some(p) = proposal { div.card id="proposal" { h2 { (t(lang, "desk_proposed")) " " (next_round) } (p) } }
        div.card id="checklist" { h2 { (t(lang, "desk_checklist")) " " (next_round) } pre { (choice.phrase().say(lang)) "\n" (initial.phrase().say(lang)) "\n" (report::checklist::text_in(&checklist, &title, lang)) } }
        @if let Some(s) = standings { div.card id="standings" { h2 { (t(lang, "desk_standings")) " " (recorded) } pre { (s) } } }
    }
}

/// A round-robin (record 192 or 092 names one): every round against the Berger table, as
/// `arbitro check`, and the next round from the table, as `arbitro pair`.
fn round_robin(tour: &Tournament, file: &str, lang: Lang) -> Markup {
    use crate::pairing::round_robin::{Event, check, pair_round};
    let e = match Event::read(tour, None, tour.rounds_recorded()) {
        Ok(e) => e,
        Err(x) => return problems(t(lang, "desk_round_robin"), file, &[x.say(lang)]),
    };
    let next_round = tour.next_round();
    let next = (next_round.0 <= e.rounds()).then(|| pair_round(&e, next_round).ok()).flatten();
    let rep = check::check(file, e, tour, None);
    html! {
        div.card id="check" {
            @if rep.consistent { p.ok id="verdict" { (t(lang, "desk_rr_consistent")) } }
            @else { p.bad id="verdict" { (t(lang, "desk_rr_departures")) } }
            pre { (check::text_in(&rep, lang)) }
        }
        @if let Some(p) = next {
            div.card id="next-round" { h2 { (t(lang, "desk_round_cap")) " " (next_round) " " (t(lang, "desk_rr_next")) } pre { (p.pair_list()) } }
        }
    }
}

/// A tournament whose record 192 names a system of the house (Dubov, Burstein, Swiss Team), or
/// whose system was chosen at the desk (`why` says which):
/// every round checked against its text, as `arbitro check`, with the first criterion each
/// departs on and the text's pairing beside the file's, and the next round as `arbitro pair`
/// gives it. The verdict's detail is worded in English by the systems' checks: the English page
/// shows it, the Spanish one the criterion, its article and the two pairings.
fn house(s: &dyn SwissSystem, why: &str, tour: &Tournament, file: &str, lang: Lang) -> Markup {
    let system = match lang {
        Lang::Es => format!("sistema {} ({}, edición {}; {why})", s.family(), s.chapter(), s.edition()),
        Lang::En => format!("{} system ({}, {} edition; {why})", s.family(), s.chapter(), s.edition()),
    };
    if let Err(m) = s.check_input(tour) {
        return problems(&system, file, &[m.say(lang)]);
    }
    let verdicts: Vec<_> = (1..=tour.rounds_recorded())
        .map(|r| {
            let round = crate::tournament::RoundNo(r);
            let pairing = Pairing::from_tournament(tour, round);
            (s.check(&tour.cut_before(round), round, &pairing), pairing)
        })
        .collect();
    let consistent = verdicts.iter().all(|(v, _)| v.as_ref().is_ok_and(|v| v.complies));
    let next_round = tour.next_round();
    let next = tour.planned_rounds.is_none_or(|n| next_round.0 <= n).then(|| s.pair(tour, next_round).ok()).flatten();
    let boards = |p: &Pairing| {
        let mut v: Vec<String> = p.boards.iter().map(|b| format!("{}-{}", b.white, b.black)).collect();
        v.extend(p.bye.map(|b| format!("{b}-0")));
        v.join(" ")
    };
    html! {
        div.card id="check" {
            @if consistent { p.ok id="verdict" { (t(lang, "desk_house_consistent")) } }
            @else { p.bad id="verdict" { (t(lang, "desk_differences")) } }
            p.muted id="system" { (t(lang, "desk_rules")) ": " (system) }
            table id="rounds" { tr { th.num { (t(lang, "desk_round")) } th { (t(lang, "desk_verdict")) } }
                @for (n, (v, _)) in verdicts.iter().enumerate() {
                    tr { td.num { (n + 1) } td {
                        @match v {
                            Ok(v) if v.complies => { (t(lang, "desk_house_complies")) }
                            Ok(v) => { @if let Some(c) = &v.criterion { b { "[" (criterion_code(lang, c.code)) "] " } (article(lang, c.article)) } }
                            Err(e) => { (t(lang, "desk_house_unchecked")) ": " (e.say(lang)) }
                        }
                    } }
                }
            }
            @for (n, (v, file_pairing)) in verdicts.iter().enumerate() {
                @if let Ok(v) = v { @if !v.complies {
                    h3 { (t(lang, "desk_round_cap")) " " (n + 1) @if let Some(c) = &v.criterion { " — [" (criterion_code(lang, c.code)) "] " (article(lang, c.article)) } }
                    @if let Some(d) = &v.detail { p { (d.say(lang)) } }
                    table.aligned {
                        tr { th { (t(lang, "desk_pairing_arbitro")) } td { @if let Some(e) = &v.engine { (boards(e)) } } }
                        tr { th { (t(lang, "desk_pairing_file")) } td { (boards(file_pairing)) } }
                    }
                } }
            }
        }
        @if let Some(p) = next {
            div.card id="next-round" { h2 { (t(lang, "desk_round_cap")) " " (next_round) " " (t(lang, "desk_house_next")) } pre { (p.pair_list()) } }
        }
    }
}

/// A criterion's code as the page's language names it: the systems' texts name their criteria
/// in English (`[ORDER]`, `[PAB]`); a Spanish page gives the Spanish word (the glossary's
/// «BPE» for the pairing-allocated bye). Codes of letters and numbers (`C6`, `T-11`) stay.
#[must_use]
pub fn criterion_code(lang: Lang, code: &str) -> String {
    if lang == Lang::En {
        return code.to_string();
    }
    const ES: &[(&str, &str)] = &[
        ("REMATCH", "REENCUENTRO"),
        ("COLOUR-LIMITS", "LÍMITES-DE-COLOR"),
        ("COMPLETE", "COMPLETO"),
        ("PAB", "BPE"),
        ("ORDER", "ORDEN"),
        ("FLOATERS", "FLOTANTES"),
        ("FLOATER-PAIRING", "EMPAREJAMIENTO-DE-FLOTANTES"),
        ("EXCHANGE", "INTERCAMBIO"),
        ("MEDIAN", "MEDIANO"),
        ("COLOUR-EXCHANGE", "INTERCAMBIO-DE-COLOR"),
        ("COLOURS", "COLORES"),
        ("LAST-ROUND", "ÚLTIMA-RONDA"),
        ("FIRST-ROUND", "PRIMERA-RONDA"),
        ("SEEDING", "ORDEN-INICIAL"),
        ("IDENTIFIER", "IDENTIFICADOR"),
        ("SUBGROUPS", "SUBGRUPOS"),
        ("UPFLOATERS", "FLOTANTES-ASCENDENTES"),
    ];
    ES.iter().find(|(en, _)| *en == code).map_or_else(|| code.to_string(), |(_, es)| (*es).to_string())
}

/// An article reference of a system's text in the page's language: «Normas básicas, art. 2»
/// for `Basic Rules Art. 2` on a Spanish page; the numbers stay.
#[must_use]
pub fn article(lang: Lang, text: &str) -> String {
    if lang == Lang::En {
        return text.to_string();
    }
    text.replace("Basic Rules Art.", "Normas básicas, art.")
        .replace("Basic Rules", "Normas básicas")
        .replace("Art.", "art.")
}

/// The check of a proposed next round, as `check --next`.
fn proposal(
    t_: &Tournament,
    text: &str,
    choice: &rules::EditionChoice,
    initial: &crate::pairing::dutch::initial_colour::InitialColourChoice,
    pairer: &dyn crate::pairing::Pairer,
    lang: Lang,
) -> Markup {
    let round = t_.next_round();
    let p = match Pairing::parse_pair_list(text, round) {
        Ok(p) => p,
        Err(e) => return html! { p.bad { (t(lang, "desk_pairlist")) ": " (e.say(lang)) } },
    };
    if let Some(x) = p.boards.iter().flat_map(|b| [b.white, b.black]).chain(p.bye).find(|&x| t_.player(x).is_none()) {
        return html! { p.bad { (t(lang, "desk_pairlist")) ": " (t(lang, "desk_player")) " " (x.to_string()) " " (t(lang, "desk_not_in")) } };
    }
    let rc = check::check_round(t_, round, p, choice, pairer);
    let rep = CheckReport {
        file: "proposed round".into(),
        edition: choice.clone(),
        initial_colour: initial.clone(),
        notes: Vec::new(),
        consistent: rc.consistent,
        rounds: vec![rc],
        pairings_skipped: false,
        standings: None,
        data_findings: Vec::new(),
        unchecked: Vec::new(),
        proposed: None,
    };
    check_html(&rep, lang)
}
