//! The arbiter's desk: upload a TRF and read every round's check with its explanations
//! (`arbitro check`), the check-list of the next round (`arbitro checklist`), the standings
//! with the file's tie-breaks (`arbitro standings`), and the check of a proposed next round
//! pasted as a pair list (`arbitro check --next`). The file is read in memory; nothing is
//! written.

use super::Shared;
use super::candidate::{LangQuery, request_lang};
use super::csrf::Csrf;
use super::page::{self, markdown, t};
use crate::check::{self, CheckReport};
use crate::cli::Loaded;
use crate::pairing::Pairing;
use crate::quiz::Lang;
use crate::report;
use crate::rules;
use crate::tiebreaks::{self, TbOptions};
use crate::tournament::Tournament;
use crate::tournament::validate::{IssueKind, validate};
use crate::trf::TrfDocument;
use axum::Extension;
use axum::extract::{Multipart, Query, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use maud::{Markup, html};
use std::path::Path;

/// The name the upload goes by in reports (never a path on this machine).
const UPLOAD: &str = "uploaded.trf";

fn form(csrf: &Csrf, lang: Lang, max: usize, next: &str) -> Markup {
    html! {
        div.card {
            form method="post" enctype="multipart/form-data" action=(csrf.action(&format!("/desk?lang={}", lang.code()))) {
                label { "TRF (TRF16 or TRF-2026, at most " (max >> 20) " MB)" input type="file" name="trf" required; }
                label { "Proposed next round (optional): a pair list, 'white black' per line, 'TPN 0' for the PAB"
                    textarea name="next" placeholder="1 5\n6 2\n3 0" { (next) } }
                button type="submit" { "Check" }
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
    let body = html! { h1 { (t(lang, "desk")) } (form(&csrf, lang, app.max_upload, "")) };
    page::page(t(lang, "desk"), lang, body)
}

/// `POST /desk`: the reports on the uploaded file.
pub async fn upload(
    State(app): State<Shared>,
    Extension(csrf): Extension<Csrf>,
    Query(q): Query<LangQuery>,
    headers: HeaderMap,
    mut mp: Multipart,
) -> Response {
    let lang = request_lang(&app, &q, &headers);
    let (mut trf, mut next) = (Vec::new(), String::new());
    loop {
        match mp.next_field().await {
            Ok(Some(field)) => {
                let name = field.name().unwrap_or("").to_string();
                let bytes = match field.bytes().await {
                    Ok(b) => b,
                    Err(e) => return page::error(StatusCode::PAYLOAD_TOO_LARGE, lang, &format!("upload refused: {e}")),
                };
                if bytes.len() > app.max_upload {
                    return page::error(
                        StatusCode::PAYLOAD_TOO_LARGE,
                        lang,
                        &format!("the file is larger than the limit of {} bytes", app.max_upload),
                    );
                }
                match name.as_str() {
                    "trf" => trf = bytes.to_vec(),
                    "next" => next = String::from_utf8_lossy(&bytes).into_owned(),
                    _ => {}
                }
            }
            Ok(None) => break,
            Err(e) => return page::error(StatusCode::BAD_REQUEST, lang, &format!("upload refused: {e}")),
        }
    }
    if trf.is_empty() {
        return page::error(StatusCode::BAD_REQUEST, lang, "no TRF file was uploaded");
    }
    let next_shown = next.clone();
    let reports = tokio::task::spawn_blocking(move || reports(&trf, &next)).await.unwrap_or_else(|_| {
        html! { div.card.error { "the check failed unexpectedly" } }
    });
    let body = html! { h1 { (t(lang, "desk")) } (reports) (form(&csrf, lang, app.max_upload, &next_shown)) };
    page::page(t(lang, "desk"), lang, body)
}

fn problems(title: &str, lines: &[String]) -> Markup {
    html! { div.card.error id="problems" { h2 { (title) } ul { @for l in lines { li { (UPLOAD) ": " (l) } } } } }
}

/// Every report on a TRF, as `check`, `checklist` and `standings` make them.
#[must_use]
pub fn reports(bytes: &[u8], next: &str) -> Markup {
    let doc = match TrfDocument::from_bytes(bytes) {
        Ok(d) => d,
        Err(e) => return problems("The file cannot be read", &e.0.iter().map(ToString::to_string).collect::<Vec<_>>()),
    };
    let tournament = match Tournament::from_trf(&doc) {
        Ok(t) => t,
        Err(e) => return problems("The file cannot be read", &e.0.iter().map(ToString::to_string).collect::<Vec<_>>()),
    };
    let mut loaded = Loaded { doc, tournament };
    let list = crate::cli::standings::tiebreak_list(Path::new(UPLOAD), &loaded, None).ok().flatten();
    // As `check`: a rematch is a finding of the check, and a points column that disagrees
    // with the results is one of the standings' differences when they are checked.
    let found: Vec<String> = validate(&loaded.tournament, Some(&loaded.doc))
        .into_iter()
        .filter(|i| i.kind != IssueKind::Rematch && !(list.is_some() && i.kind == IssueKind::PointsMismatch))
        .map(|i| i.to_string())
        .collect();
    if !found.is_empty() {
        return problems("The file's own data is inconsistent; its pairings cannot be checked", &found);
    }
    let choice = rules::dutch_edition_for(&loaded.tournament, None);
    let accel = match rules::baku::apply(&mut loaded.tournament, None, choice.edition) {
        Ok(a) => a,
        Err(e) => return problems("Acceleration", &[e.to_string()]),
    };
    let initial = loaded.apply_initial_colour(None, choice.edition);
    let notes: Vec<String> = check::rounds_from_file(&mut loaded.tournament).into_iter().collect();
    let t = &loaded.tournament;
    let pairer = crate::cli::check::engine(choice.edition);
    let mut rep = check::check_tournament(UPLOAD, t, None, &choice, &initial, pairer.as_ref());
    rep.notes = notes;
    let tb_rules = crate::cli::standings::tiebreak_rules(None, "--tiebreak-rules", t).ok();
    if let (Some((list, from)), Some(r)) = (&list, &tb_rules) {
        rep = rep.with_standings(check::standings::check_final(t, list, r.edition, from, &r.to_string()));
    }
    let next_round = t.next_round();
    let checklist = crate::checklist::build(&t.cut_before(next_round), next_round, choice.edition);
    let title = if t.info.name.is_empty() { String::new() } else { format!("{} — ", t.info.name) };
    let recorded = t.rounds_recorded();
    let standings = tb_rules.as_ref().map(|r| {
        let opts = TbOptions {
            edition: r.edition,
            round_robin: t.declares_round_robin(),
            rounds: recorded,
            total_rounds: t.planned_rounds.unwrap_or(recorded).max(recorded),
            unrated: None,
        };
        let tbs = list.as_ref().map(|l| l.0.clone()).unwrap_or_default();
        report::standings::text(&tiebreaks::standings(t, &tbs, opts), &format!("Standings — {r}"), false, &[])
    });
    let proposal = (!next.trim().is_empty()).then(|| proposal(t, next, &choice, &initial, pairer.as_ref()));
    html! {
        div.card id="check" {
            @if rep.consistent { p.ok id="verdict" { "Every round checked is consistent with arbitro's pairing." } }
            @else { p.bad id="verdict" { "Differences found: see the rounds below." } }
            @if let Some(a) = &accel { p.muted { (a.to_string()) } }
            (markdown(&report::check::markdown(&rep)))
        }
        @if let Some(p) = proposal { div.card id="proposal" { h2 { "Proposed round " (next_round) } (p) } }
        div.card id="checklist" { h2 { "Check-list before round " (next_round) } pre { (choice.to_string()) "\n" (initial.to_string()) "\n" (report::checklist::text(&checklist, &title)) } }
        @if let Some(s) = standings { div.card id="standings" { h2 { "Standings after round " (recorded) } pre { (s) } } }
    }
}

/// The check of a proposed next round, as `check --next`.
fn proposal(
    t: &Tournament,
    text: &str,
    choice: &rules::EditionChoice,
    initial: &rules::initial_colour::InitialColourChoice,
    pairer: &dyn crate::pairing::Pairer,
) -> Markup {
    let round = t.next_round();
    let p = match Pairing::parse_pair_list(text, round) {
        Ok(p) => p,
        Err(e) => return html! { p.bad { "pair list: " (e.to_string()) } },
    };
    if let Some(x) = p.boards.iter().flat_map(|b| [b.white, b.black]).chain(p.bye).find(|&x| t.player(x).is_none()) {
        return html! { p.bad { "pair list: player " (x.to_string()) " is not in the tournament" } };
    }
    let rc = check::check_round(t, round, p, choice, pairer);
    let rep = CheckReport {
        file: "proposed round".into(),
        edition: choice.clone(),
        initial_colour: initial.clone(),
        notes: Vec::new(),
        consistent: rc.consistent,
        rounds: vec![rc],
        pairings_skipped: false,
        standings: None,
    };
    markdown(&report::check::markdown(&rep))
}
