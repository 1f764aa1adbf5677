//! `arbitro ratings FILE`: rating changes, initial ratings and performances (B.02), by
//! the edition in force at the tournament's start (2017, 2022, 2024, 2025 amendment).

use super::input::{LangFlag, exercise_date, load_exercise};
use super::{CliError, ExitStatus, load_tournament_in};
use crate::core::words::{Lang, Phrase};
use crate::report::{ratings as render, to_json};
use crate::results::ratings::{KSource, RatingOptions, rate};
use crate::rules::rating_edition::{RatingEdition, RatingKind, choose_rating};
use crate::rules::time_control::TimeControl;
use crate::tournament::Tpn;
use crate::tournament::exercise::{self, Exercise};
use clap::ValueEnum;
use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};

/// Rating list.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum Kind {
    /// Standard.
    Standard,
    /// Rapid.
    Rapid,
    /// Blitz.
    Blitz,
}

/// Arguments of `ratings`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The TRF file (or, instead, a quick-entry exercise: `--game` with `--rating` or
    /// `--unrated`).
    #[arg(required_unless_present = "game")]
    pub file: Option<PathBuf>,
    /// Quick entry: the player's rating (with `--game`).
    #[arg(long, conflicts_with_all = ["file", "unrated"], requires = "game")]
    pub rating: Option<u16>,
    /// Quick entry: the player is unrated; his initial rating is computed (with `--game`).
    #[arg(long, conflicts_with = "file", requires = "game")]
    pub unrated: bool,
    /// Quick entry: one game, `OPPONENT-RATING:RESULT` (`1926:1`, `2011:0.5` or `2011:=`,
    /// `2318:0`, `-:1` against an unrated opponent, `1980:+` / `1980:-` a forfeit won / lost,
    /// which is never rated, B.02 5.1); repeat for each game, in round order.
    #[arg(long, conflicts_with = "file", allow_hyphen_values = true)]
    pub game: Vec<String>,
    /// Quick entry: the date of the games (`YYYY-MM-DD`), which chooses the edition (default:
    /// today); `--rules` overrides it.
    #[arg(long, conflicts_with = "file", requires = "game")]
    pub date: Option<String>,
    /// Rules: `2017` (1 Jul 2017 – 31 Dec 2021), `2022` (seed), `2024` or `2025`; default by the start date.
    #[arg(long)]
    pub rules: Option<String>,
    /// Rating list: standard, rapid or blitz (default: from the time control of TRF-2026
    /// record 222, else standard).
    #[arg(long, value_enum)]
    pub kind: Option<Kind>,
    /// K factor for every rated player (otherwise derived, see --explain).
    #[arg(long)]
    pub k: Option<u32>,
    /// Player-data file: lines `TPN-or-FIDE-id K` (tab, space, comma or semicolon).
    #[arg(long)]
    pub k_file: Option<PathBuf>,
    /// Only these players (TPN); may be repeated.
    #[arg(long)]
    pub player: Vec<u16>,
    /// The time control, in the notation of TRF-2026 record 222 (seconds: `5400+30` for 90
    /// minutes plus 30 seconds a move, `40/6000+30:900+30`), for the rate-of-play check of
    /// B.02 1.1; default: record 222 of the file.
    #[arg(long)]
    pub time_control: Option<String>,
    /// Print every step.
    #[arg(long)]
    pub explain: bool,
    /// Compare with another program's table (CSV/TSV: TPN or Name, and Chg, KChg, New, Ru, Perf, K, N, Ra).
    #[arg(long)]
    pub against: Option<PathBuf>,
    /// Output format.
    #[arg(long, value_enum, default_value_t = super::OutputFormat::Text)]
    pub format: super::OutputFormat,
    /// Language of the report.
    #[command(flatten)]
    pub lang: LangFlag,
}

/// Runs `ratings`.
///
/// # Errors
/// Unreadable input, bad `--rules`, a malformed K file.
pub fn run(a: &Args) -> Result<ExitStatus, CliError> {
    let lang = a.lang.lang();
    let (loaded, path, quick) = match &a.file {
        Some(f) => (load_tournament_in(f, lang)?, f.clone(), false),
        None => (quick_entry(a, lang)?, PathBuf::from("<quick entry>"), true),
    };
    let t = &loaded.tournament;
    super::ensure_results_valid(&path, t, &loaded.doc, t.rounds_recorded(), Phrase::new("report-ratings"), lang)?;
    let flag = match &a.rules {
        Some(r) => Some(
            RatingEdition::from_flag(r)
                .ok_or_else(|| CliError::Other(Phrase::new("rating-error-rules").arg("rules", r.as_str()).say(lang)))?,
        ),
        None => None,
    };
    let first_round = t.info.round_dates.iter().flatten().next().copied();
    let mut choice = choose_rating(flag, t.info.start, first_round, crate::rules::today());
    if quick {
        choice.reason = choice.reason.as_typed(a.date.as_deref());
    }
    let mut k = KSource { all: a.k, by_player: BTreeMap::new() };
    if let Some(path) = &a.k_file {
        k.by_player = read_k_file(path, t, lang)?;
    }
    let (kind, kind_why) = rating_kind(a.kind, time_control_code(a.time_control.as_deref(), t), choice.edition);
    let opts = RatingOptions { edition: choice.edition, kind, k, start: t.info.start.or(first_round) };
    let mut rows = rate(t, &opts);
    if quick {
        // The exercise is about its player (number 1), not the opponents made up for it.
        rows.retain(|r| r.tpn == Tpn(1));
    } else if !a.player.is_empty() {
        rows.retain(|r| a.player.contains(&r.tpn.0));
    }
    if let Some(other) = &a.against {
        let text = std::fs::read_to_string(other).map_err(|e| {
            CliError::io(Phrase::new("error-cannot-read").arg("file", other.display().to_string()).say(lang), e)
        })?;
        let diffs = crate::results::ratings::compare::against_table(&rows, &text)
            .map_err(|e| CliError::Input(format!("{}: {e}", other.display())))?;
        let out = match a.format {
            super::OutputFormat::Json => to_json(&diffs),
            super::OutputFormat::Text => {
                crate::report::standings::differences(&diffs, &other.display().to_string(), lang)
            }
        };
        std::io::stdout().write_all(out.as_bytes())?;
        return Ok(if diffs.is_empty() { ExitStatus::Ok } else { ExitStatus::Findings });
    }
    let (pace_text, pace) = rate_of_play(t, a.time_control.as_deref(), kind, choice.edition, lang)?;
    let out = match a.format {
        super::OutputFormat::Text => {
            let header = format!(
                "{}\n{}\n{}",
                Phrase::new("ratings-title").arg("rules", choice.phrase()).say(lang),
                Phrase::new("ratings-list").arg("why", kind_why).say(lang),
                crate::report::block(&pace_text, lang)
            );
            render::text(&rows, &header, a.explain, &[], lang)
        }
        super::OutputFormat::Json => to_json(&serde_json::json!({
            "rules": choice,
            "kind": kind,
            "kind_reason": kind_why,
            "rate_of_play": pace,
            "players": rows,
        })),
    };
    std::io::stdout().write_all(out.as_bytes())?;
    Ok(ExitStatus::Ok)
}

/// The tournament of a quick-entry exercise: the player (`--rating`, or `--unrated`) and his
/// `--game`s.
fn quick_entry(a: &Args, lang: Lang) -> Result<super::Loaded, CliError> {
    if a.rating.is_none() && !a.unrated {
        return Err(CliError::Other(Phrase::new("rating-error-no-rating").say(lang)));
    }
    let games = exercise::games(&a.game).map_err(|e| CliError::Other(format!("--game {}", e.say(lang))))?;
    let ex =
        Exercise { rating: a.rating, start: exercise_date(a.date.as_deref(), lang)?, games, ..Exercise::default() };
    load_exercise(&ex)
}

/// The time control to classify: `--time-control`, else record 222; with where it came from.
pub(crate) fn time_control_code<'a>(
    flag: Option<&'a str>,
    t: &'a crate::tournament::Tournament,
) -> Option<(&'a str, Phrase)> {
    match (flag, t.info.encoded_time_control.as_deref()) {
        (Some(c), _) => Some((c, Phrase::new("from-time-control-flag"))),
        (None, Some(c)) => Some((c, Phrase::new("from-record-222"))),
        (None, None) => None,
    }
}

/// The rate of play (B.02 1 of `edition`): the list the time control belongs to, what keeps
/// its games from being rated on `kind`, and for standard play the games whose time is under
/// the minimum for their players' ratings (1.1); as lines (the first a heading, the others
/// indented under it) and as JSON. The time control comes from `flag`, else from record 222.
///
/// # Errors
/// A `--time-control` that does not decode.
pub(crate) fn rate_of_play(
    t: &crate::tournament::Tournament,
    flag: Option<&str>,
    kind: RatingKind,
    edition: RatingEdition,
    lang: Lang,
) -> Result<(Vec<Phrase>, serde_json::Value), CliError> {
    use crate::results::ratings::rate_of_play::{bands, classify, too_fast};
    let year = edition.year();
    let Some((code, from)) = time_control_code(flag, t) else {
        return Ok((vec![Phrase::new("pace-not-checked")], serde_json::json!({ "checked": false })));
    };
    let tc = match TimeControl::parse(code) {
        Ok(tc) => tc,
        Err(e) if flag.is_some() => {
            return Err(CliError::Other(format!("--time-control: '{code}': {}", e.say(lang))));
        }
        Err(e) => {
            return Ok((
                vec![Phrase::new("pace-not-understood").arg("code", code).arg("error", e)],
                serde_json::json!({ "checked": false }),
            ));
        }
    };
    let c = classify(&tc, edition);
    let mut problems = c.problems.clone();
    if c.list.is_some() && c.list != Some(kind) {
        problems.push(
            Phrase::new("pace-other-list").arg("code", code).arg("why", c.why.clone()).arg("kind", kind_name(kind)),
        );
    }
    let ratable = problems.is_empty();
    let mut text = vec![
        Phrase::new("pace-heading").arg("year", year).arg("code", code).arg("from", from).arg("why", c.why.clone()),
    ];
    for p in &problems {
        text.push(Phrase::new("pace-not-ratable").arg("problem", p.clone()));
    }
    if kind != RatingKind::Standard || c.list != Some(RatingKind::Standard) {
        let json = serde_json::json!({
            "checked": true, "time_control": code, "list": c.list, "why": c.why,
            "ratable": ratable, "problems": problems,
        });
        return Ok((text, json));
    }
    let (w, b) = tc.minutes_for_60_moves();
    let found = too_fast(t, &tc, edition);
    let (top, middle) = bands(edition);
    let minimum = Phrase::new(if found.is_empty() { "pace-minimum-met" } else { "pace-minimum-short" })
        .arg("year", year)
        .arg("top", top)
        .arg("middle", middle)
        .arg("code", code)
        .arg("minutes", w.min(b))
        .arg("count", found.len());
    text.push(minimum);
    text.extend(found.iter().map(|f| f.describe()));
    let json = serde_json::json!({
        "checked": true, "time_control": code, "list": c.list, "why": c.why, "ratable": ratable,
        "problems": problems, "minutes": w.min(b), "too_fast": found,
    });
    Ok((text, json))
}

fn kind_name(k: RatingKind) -> Phrase {
    Phrase::new(match k {
        RatingKind::Standard => "kind-standard",
        RatingKind::Rapid => "kind-rapid",
        RatingKind::Blitz => "kind-blitz",
    })
}

/// The rating list: the flag, else the time control (`--time-control`, else record 222) as
/// B.02 1 of `edition` classifies it, else standard; with the reason.
pub(crate) fn rating_kind(
    flag: Option<Kind>,
    code: Option<(&str, Phrase)>,
    edition: RatingEdition,
) -> (RatingKind, Phrase) {
    use crate::results::ratings::rate_of_play::classify;
    if let Some(f) = flag {
        let k = match f {
            Kind::Standard => RatingKind::Standard,
            Kind::Rapid => RatingKind::Rapid,
            Kind::Blitz => RatingKind::Blitz,
        };
        return (k, Phrase::new("kind-chosen").arg("kind", kind_name(k)));
    }
    match code.map(|(c, from)| (TimeControl::parse(c), from)) {
        Some((Ok(tc), from)) => {
            let c = classify(&tc, edition);
            match c.list {
                Some(k) => {
                    (k, Phrase::new("kind-by-time-control").arg("why", c.why).arg("from", from).arg("code", tc.code))
                }
                None => (
                    RatingKind::Blitz,
                    Phrase::new("kind-not-ratable").arg("why", c.why).arg("from", from).arg("code", tc.code),
                ),
            }
        }
        Some((Err(e), from)) => {
            (RatingKind::Standard, Phrase::new("kind-not-understood").arg("from", from).arg("error", e))
        }
        None => (RatingKind::Standard, Phrase::new("kind-default")),
    }
}

fn read_k_file(path: &Path, t: &crate::tournament::Tournament, lang: Lang) -> Result<BTreeMap<Tpn, u32>, CliError> {
    let text = std::fs::read_to_string(path).map_err(|e| {
        CliError::io(Phrase::new("error-cannot-read").arg("file", path.display().to_string()).say(lang), e)
    })?;
    let mut map = BTreeMap::new();
    for (i, line) in text.lines().enumerate() {
        let l = line.trim();
        if l.is_empty() || l.starts_with('#') {
            continue;
        }
        let cells: Vec<&str> = l.split([' ', '\t', ',', ';']).filter(|c| !c.is_empty()).collect();
        let bad = |col: usize, what: Phrase| {
            CliError::Input(
                Phrase::new("error-at")
                    .arg("file", path.display().to_string())
                    .arg("line", i + 1)
                    .arg("column", col)
                    .arg("what", what)
                    .say(lang),
            )
        };
        if cells.len() < 2 {
            return Err(bad(1, Phrase::new("k-file-expected-line")));
        }
        let key: u64 = cells[0].parse().map_err(|_| bad(1, Phrase::new("k-file-expected-key")))?;
        let kv: u32 =
            cells[1].parse().map_err(|_| bad(l.find(cells[1]).unwrap_or(0) + 1, Phrase::new("k-file-expected-k")))?;
        let by_id = t.players.iter().find(|p| p.fide_id.trim().parse::<u64>().ok() == Some(key)).map(|p| p.tpn);
        let tpn = by_id.or_else(|| u16::try_from(key).ok().map(Tpn).filter(|tp| t.player(*tp).is_some()));
        let tpn = tpn.ok_or_else(|| bad(1, Phrase::new("k-file-no-player").arg("key", key.to_string())))?;
        map.insert(tpn, kv);
    }
    Ok(map)
}
