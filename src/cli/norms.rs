//! `arbitro norms FILE [--player N]`: GM, IM, WGM and WIM norm checklists (B.01).

use super::input::{LangFlag, exercise_date, load_exercise};
use super::{CliError, ExitStatus, load_tournament_in};
use crate::core::words::{Lang, Phrase};
use crate::report::{norms as render, to_json};
use crate::results::norms::need::{MAX_PENDING, Pending, needs, pending_games, rating_outcomes};
use crate::results::norms::{
    Exemption, NormOptions, NormTitle, TitleEdition, check, qualifying_swiss, swiss_exemption,
};
use crate::tournament::exercise::{self, Exercise};
use crate::tournament::{Date, Tpn};
use std::io::Write;
use std::path::PathBuf;

/// Arguments of `norms`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The TRF file (or, instead, a quick-entry exercise: `--game` for each game).
    #[arg(required_unless_present = "game")]
    pub file: Option<PathBuf>,
    /// Quick entry: one game, `OPPONENT-RATING:RESULT:FED:TITLE` (`2450:1:GER:GM`,
    /// `2380:0.5:FRA:IM`, `2200:1:ESP` without a title, `-:1:ESP` unrated); repeat for each
    /// game, in round order.
    #[arg(long, conflicts_with = "file", allow_hyphen_values = true)]
    pub game: Vec<String>,
    /// Quick entry: the player's federation (for the foreign-opponent rules, 1.4.3–1.4.4).
    #[arg(long, conflicts_with = "file", requires = "game")]
    pub federation: Option<String>,
    /// Quick entry: the player's rating.
    #[arg(long, conflicts_with = "file", requires = "game")]
    pub rating: Option<u16>,
    /// Quick entry: the player's sex, `w` (or `f`) for a woman — women's norms (WGM, WIM) are
    /// checked for women only; `--title WGM` or `WIM` implies it.
    #[arg(long, conflicts_with = "file", requires = "game")]
    pub sex: Option<String>,
    /// Only this norm: GM, IM, WGM or WIM.
    #[arg(long)]
    pub title: Option<String>,
    /// Quick entry: the date of the event (`YYYY-MM-DD`), which chooses the edition (default:
    /// today); `--rules` overrides it.
    #[arg(long, conflicts_with = "file", requires = "game")]
    pub date: Option<String>,
    /// Only this player (TPN); may be repeated.
    #[arg(long)]
    pub player: Vec<u16>,
    /// Rules: `2023` (seed; unrated = 1000) or `2024` (unrated = 1400); default by start date.
    #[arg(long)]
    pub rules: Option<String>,
    /// Pre-determined pairings (round-robin): every round must be used (1.4.1e). Default: when
    /// record 092/192 says so, or every player met every other.
    #[arg(long, conflicts_with = "swiss")]
    pub round_robin: bool,
    /// Treat the event as a Swiss even if the file looks like a round-robin.
    #[arg(long)]
    pub swiss: bool,
    /// The event is exempt from the foreign-opponent rules as a national championship final,
    /// national team championship, zonal or sub-zonal (B.01 1.4.3a–c). The Swiss exemption
    /// (1.4.3d) is computed from the file.
    #[arg(long)]
    pub federation_exempt: bool,
    /// The time control (TRF-2026 record 222 notation, `5400+30`) for the rate-of-play check of
    /// B.02 1.1 (norm games must be rated standard games); default: record 222 of the file.
    #[arg(long)]
    pub time_control: Option<String>,
    /// What the player needs: for his games paired in the file but without a result (the next
    /// round), every result is tried and each norm's least score is given (with --player).
    #[arg(long, requires = "player", requires = "file")]
    pub need: bool,
    /// With --need: the player's K for the rating outcomes (default: derived as `ratings` does).
    #[arg(long, requires = "need")]
    pub k: Option<u32>,
    /// Print the whole checklist for every norm, not only for norms achieved.
    #[arg(long)]
    pub explain: bool,
    /// Output format.
    #[arg(long, value_enum, default_value_t = super::OutputFormat::Text)]
    pub format: super::OutputFormat,
    /// Language of the report.
    #[command(flatten)]
    pub lang: LangFlag,
}

/// Runs `norms`.
///
/// # Errors
/// Unreadable input or a bad `--rules` value.
pub fn run(a: &Args) -> Result<ExitStatus, CliError> {
    let lang = a.lang.lang();
    let (loaded, path) = match &a.file {
        Some(f) => (load_tournament_in(f, lang)?, f.clone()),
        None => (quick_entry(a, lang)?, PathBuf::from("<quick entry>")),
    };
    let t = &loaded.tournament;
    // A quick-entry exercise is about its player (number 1), not the opponents made up for it,
    // and the event-wide questions (1.4.3d, 1.5.6a) have no answer for it.
    let quick = a.file.is_none();
    // With --need, the rounds from the first pending game on are the ones still to be played.
    let pending: Vec<(u16, Vec<Pending>)> =
        if a.need { a.player.iter().map(|&n| (n, pending_games(t, Tpn(n)))).collect() } else { Vec::new() };
    let first_pending = pending.iter().flat_map(|(_, g)| g.iter().map(|p| p.round.0)).min();
    let checked = first_pending.map_or(t.rounds_recorded(), |r| r - 1);
    super::ensure_results_valid(&path, t, &loaded.doc, checked, Phrase::new("report-norms"), lang)?;
    let only_title = match a.title.as_deref().map(str::to_uppercase).as_deref() {
        None => None,
        Some("GM") => Some(NormTitle::Gm),
        Some("IM") => Some(NormTitle::Im),
        Some("WGM") => Some(NormTitle::Wgm),
        Some("WIM") => Some(NormTitle::Wim),
        Some(other) => return Err(CliError::Other(Phrase::new("norm-error-title").arg("title", other).say(lang))),
    };
    let players: Vec<u16> = if quick { vec![1] } else { a.player.clone() };
    let start = t.info.start.or_else(|| t.info.round_dates.iter().flatten().next().copied());
    let (edition, why) = match a.rules.as_deref() {
        Some("2023" | "seed" | "b01-2023") => (TitleEdition::B01y2023, Phrase::new("reason-flag")),
        Some("2024" | "b01-2024") => (TitleEdition::B01y2024, Phrase::new("reason-flag")),
        Some(other) => {
            return Err(CliError::Other(Phrase::new("norm-error-rules").arg("rules", other).say(lang)));
        }
        None => {
            let d = start.unwrap_or_else(crate::rules::today);
            let e = if d < (Date { year: 2024, month: 1, day: 1 }) {
                TitleEdition::B01y2023
            } else {
                TitleEdition::B01y2024
            };
            let from = match (quick, a.date.as_deref(), start) {
                (true, Some(given), Some(_)) => Phrase::new("reason-date-flag").arg("date", given.trim()),
                (true, _, None) => Phrase::new("norm-reason-today").arg("date", d.to_string()),
                _ => Phrase::new("norm-reason-start").arg("date", d.to_string()),
            };
            (e, from)
        }
    };
    if let Some(bad) = a.player.iter().find(|n| t.player(crate::tournament::Tpn(**n)).is_none()) {
        return Err(CliError::Other(
            Phrase::new("norm-error-player").arg("player", *bad).arg("file", path.display().to_string()).say(lang),
        ));
    }
    // 1.4.3d is computed from the file for a Swiss; 1.4.3a–c only the arbiter can declare.
    let (round_robin, format_why) = if a.swiss {
        (false, Phrase::new("norm-event-swiss-flag"))
    } else if a.round_robin {
        (true, Phrase::new("norm-event-round-robin-flag"))
    } else if t.declares_round_robin() {
        (true, Phrase::new("norm-event-round-robin-record"))
    } else if !t.declares_swiss() && t.played_as_round_robin() {
        (true, Phrase::new("norm-event-round-robin-played"))
    } else {
        (false, Phrase::new("norm-event-swiss"))
    };
    let swiss = if round_robin || quick { None } else { swiss_exemption(t) };
    let qualifying = if round_robin || quick { None } else { qualifying_swiss(t) };
    let exemption = if a.federation_exempt {
        Some(Exemption::Declared)
    } else {
        swiss.as_ref().filter(|s| s.applies).map(|_| Exemption::SwissEvent)
    };
    let opts = NormOptions::new(edition, round_robin, exemption);
    if a.need {
        let header = Phrase::new("norm-rules").arg("edition", edition_name(edition)).arg("why", why);
        return need_report(a, t, &opts, &pending, only_title, &header, lang);
    }
    let mut res = check(t, &opts, &players);
    if let Some(title) = only_title {
        for p in &mut res {
            p.checks.retain(|c| c.title == title);
        }
    }
    let name = edition_name(edition);
    // The rate of play by the rating text in force at the event's start (B.02 1).
    let first_round = t.info.round_dates.iter().flatten().next().copied();
    let rating_edition =
        crate::rules::rating_edition::choose_rating(None, t.info.start, first_round, crate::rules::today()).edition;
    let code = super::ratings::time_control_code(a.time_control.as_deref(), t);
    let (kind, _) = super::ratings::rating_kind(None, code, rating_edition);
    let (pace_text, pace) = super::ratings::rate_of_play(t, a.time_control.as_deref(), kind, rating_edition, lang)?;
    let out = match a.format {
        super::OutputFormat::Text => {
            let mut header = format!(
                "{}\n{}\n{}",
                Phrase::new("norms-title")
                    .arg("rules", Phrase::new("norm-rules").arg("edition", name).arg("why", why))
                    .say(lang),
                Phrase::new("norms-event").arg("event", format_why.clone()).say(lang),
                crate::report::block(&pace_text, lang)
            );
            if (!round_robin && !quick) || a.federation_exempt {
                header.push_str(&render::exemption_line(swiss.as_ref(), a.federation_exempt, a.explain, lang));
            }
            if let Some(q) = &qualifying {
                header.push_str(&render::qualifying_line(q, a.explain, lang));
            }
            render::text(&res, &header, a.explain, lang)
        }
        super::OutputFormat::Json => to_json(&serde_json::json!({
            "rules": edition,
            "round_robin": round_robin,
            "event": format_why,
            "exemption": exemption,
            "swiss_exemption": swiss,
            "qualifying_swiss": qualifying,
            "rate_of_play": pace,
            "players": res,
        })),
    };
    std::io::stdout().write_all(out.as_bytes())?;
    Ok(ExitStatus::Ok)
}

/// The tournament of a quick-entry norm exercise: the player (`--federation`, `--rating`) and
/// his `--game`s, a round-robin when `--round-robin` says so.
fn quick_entry(a: &Args, lang: Lang) -> Result<super::Loaded, CliError> {
    let games = exercise::games(&a.game).map_err(|e| CliError::Other(format!("--game {}", e.say(lang))))?;
    let federation = exercise::federation(a.federation.as_deref().unwrap_or(""))
        .map_err(|e| CliError::Other(format!("--federation: {}", e.say(lang))))?;
    let woman = match a.sex.as_deref().map(|x| x.trim().to_ascii_lowercase()).as_deref() {
        None => a.title.as_deref().is_some_and(|t| matches!(t.to_ascii_uppercase().as_str(), "WGM" | "WIM")),
        Some("w" | "f") => true,
        Some("m") => false,
        Some(other) => return Err(CliError::Other(Phrase::new("norm-error-sex").arg("sex", other).say(lang))),
    };
    let ex = Exercise {
        rating: a.rating,
        woman,
        federation,
        start: exercise_date(a.date.as_deref(), lang)?,
        round_robin: a.round_robin,
        games,
        ..Exercise::default()
    };
    load_exercise(&ex)
}

fn edition_name(edition: TitleEdition) -> Phrase {
    match edition {
        TitleEdition::B01y2023 => Phrase::new("edition-b01-2023"),
        TitleEdition::B01y2024 => Phrase::new("edition-b01-2024"),
    }
}

/// `--need`: per player, what each norm needs from his pending games.
fn need_report(
    a: &Args,
    t: &crate::tournament::Tournament,
    opts: &NormOptions,
    pending: &[(u16, Vec<Pending>)],
    only_title: Option<NormTitle>,
    header: &Phrase,
    lang: Lang,
) -> Result<ExitStatus, CliError> {
    let mut text = format!(
        "{}\n{}\n",
        Phrase::new("norms-title").arg("rules", header.clone()).say(lang),
        Phrase::new("need-heading").say(lang)
    );
    // The rating outcomes: B.02 by the event's dates, the list by record 222, K from --k or
    // derived, as `arbitro ratings` computes them.
    let first_round = t.info.round_dates.iter().flatten().next().copied();
    let choice = crate::rules::rating_edition::choose_rating(None, t.info.start, first_round, crate::rules::today());
    let code = super::ratings::time_control_code(a.time_control.as_deref(), t);
    let (kind, _) = super::ratings::rating_kind(None, code, choice.edition);
    let rating = crate::results::ratings::compute::RatingOptions {
        edition: choice.edition,
        kind,
        k: crate::results::ratings::compute::KSource { all: a.k, by_player: std::collections::BTreeMap::new() },
        start: t.info.start.or(first_round),
    };
    let rating_choice = Phrase::new(if a.k.is_some() { "need-rating-k-flag" } else { "need-rating-k-derived" })
        .arg("rules", choice.phrase());
    let mut json = Vec::new();
    for (n, games) in pending {
        if games.is_empty() {
            return Err(CliError::Other(Phrase::new("need-error-none").arg("player", *n).say(lang)));
        }
        if games.len() > MAX_PENDING {
            return Err(CliError::Other(
                Phrase::new("need-error-too-many")
                    .arg("player", *n)
                    .arg("count", games.len())
                    .arg("most", MAX_PENDING)
                    .say(lang),
            ));
        }
        let mut list = needs(t, opts, Tpn(*n), games);
        if let Some(title) = only_title {
            list.retain(|x| x.title == title);
        }
        let shown: Vec<String> = games
            .iter()
            .map(|g| Phrase::new("need-game").arg("round", g.round.0).arg("opponent", g.opponent.0).say(lang))
            .collect();
        text.push_str(&format!(
            "\n{}\n",
            Phrase::new("need-player").arg("player", *n).arg("games", shown.join(", ")).say(lang)
        ));
        let max = crate::tournament::Points(10 * i32::try_from(games.len()).unwrap_or(0));
        for x in &list {
            let line = match x.least {
                _ if x.secured => Phrase::new("need-secured"),
                None => Phrase::new("need-impossible"),
                Some(l) => Phrase::new("need-least").dec("least", l).dec("max", max).arg("with", x.with.join("; ")),
            };
            let norm = Phrase::new("need-norm").arg("title", x.title.name()).arg("line", line);
            text.push_str(&format!("  {}\n", norm.say(lang)));
        }
        let outcomes = rating_outcomes(t, &rating, Tpn(*n), games);
        text.push_str(&format!("  {}\n", Phrase::new("need-rating").arg("rules", rating_choice.clone()).say(lang)));
        for o in &outcomes {
            let line = match (o.change, o.new_rating, o.initial_rating) {
                (Some(c), Some(r), _) => {
                    let with_k = Phrase::new(if o.k.is_some() { "need-change-k" } else { "need-change" });
                    with_k.arg("change", format!("{c:+}")).arg("rating", r).arg("k", o.k.unwrap_or(0))
                }
                (_, _, Some(ru)) => Phrase::new("need-initial").arg("ru", ru),
                _ => Phrase::new("need-no-rating"),
            };
            let outcome = Phrase::new("need-outcome")
                .arg("results", o.results.as_str())
                .dec("score", o.score)
                .dec("max", max)
                .arg("line", line);
            text.push_str(&format!("    {}\n", outcome.say(lang)));
        }
        json.push(serde_json::json!({ "tpn": n, "pending": games, "needs": list, "rating_outcomes": outcomes }));
    }
    let out = match a.format {
        super::OutputFormat::Text => text,
        super::OutputFormat::Json => to_json(&serde_json::json!({ "players": json })),
    };
    std::io::stdout().write_all(out.as_bytes())?;
    Ok(ExitStatus::Ok)
}
