//! `arbitro checklist FILE [--round N] [--rules NAME]`: the per-player list for checking a
//! pairing by hand, under the system the file or `--rules` names (any of the registry,
//! [`crate::pairing::registry`]): the Dutch System's check-list (C.04.3 2026 Art. 1.2), a
//! system of the house's own columns (the facts its procedure sorts and pairs by) with each
//! player's colours and opponents, or a round-robin's Berger-table round player by player.

use super::input::DutchSetup;
use super::swiss::SystemRules;
use super::{CliError, ExitStatus, OutputFormat, load_tournament_in};
use crate::core::words::{Lang, Phrase};
use crate::pairing::system::SwissSystem;
use crate::rules;
use crate::tournament::{RoundNo, Tournament};
use serde::Serialize;
use std::io::Write;
use std::path::{Path, PathBuf};

/// Arguments of `checklist`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The tournament.
    pub file: PathBuf,
    /// The round about to be paired (default: the next round).
    #[arg(long, short = 'r')]
    pub round: Option<u16>,
    /// The pairing system and edition (`arbitro explain --list`; default: the file's record
    /// 192 or 092 and its dates, else the Dutch System).
    #[arg(long, value_parser = super::swiss::parse_rules)]
    pub rules: Option<SystemRules>,
    /// The same as `--rules` (an alias, as in `pair` and `check`).
    #[arg(long, value_parser = super::swiss::parse_rules)]
    pub system: Option<SystemRules>,
    /// Output format.
    #[arg(long, value_enum, default_value_t = OutputFormat::Text)]
    pub format: OutputFormat,
    /// Baku acceleration.
    #[command(flatten)]
    pub baku: super::input::BakuFlag,
    /// Initial colour.
    #[command(flatten)]
    pub initial: super::input::InitialColourFlag,
    /// Language of the list and its errors (JSON is the same in both).
    #[command(flatten)]
    pub lang: super::input::LangFlag,
}

/// Runs `checklist`.
///
/// # Errors
/// Unreadable input or a round out of range.
pub fn run(a: &Args) -> Result<ExitStatus, CliError> {
    let lang = a.lang.lang();
    let mut loaded = load_tournament_in(&a.file, lang)?;
    let rules = super::swiss::one_of(a.rules, a.system, lang)?;
    if super::round_robin::is_round_robin(rules, None, &loaded.tournament) {
        refuse_baku(a, "round-robin", lang)?;
        let req = super::round_robin::ChecklistRequest {
            file: &a.file,
            round: a.round,
            cycles: super::round_robin::cycles(rules, None),
            json: a.format == OutputFormat::Json,
            lang,
        };
        return super::round_robin::checklist(&req, &loaded);
    }
    if let Some(chosen) = super::swiss::applies(&a.file, &loaded.tournament, rules, a.lang.lang())? {
        refuse_baku(a, chosen.0.id(), lang)?;
        if let Some(c) = a.initial.initial_colour {
            loaded.tournament.initial_colour = Some(c);
        }
        return house(a, &loaded, chosen, lang);
    }
    let setup =
        loaded.dutch_setup(&a.file, rules.and_then(SystemRules::dutch), a.baku.baku, a.initial.initial_colour, lang)?;
    let t = &loaded.tournament;
    let round = listed_round(&a.file, a.round, t.next_round(), lang)?;
    super::ensure_history_valid(&a.file, t, &loaded.doc, round, lang)?;
    let out = render(t, round, &setup, a.format, lang);
    std::io::stdout().write_all(out.as_bytes())?;
    Ok(ExitStatus::Ok)
}

/// `--baku` is the Dutch System's flag; the other systems read the acceleration from record 192.
fn refuse_baku(a: &Args, system: &str, lang: Lang) -> Result<(), CliError> {
    if a.baku.baku.is_none() {
        return Ok(());
    }
    Err(CliError::Other(Phrase::new("checklist-baku-dutch").arg("system", system).say(lang)))
}

/// The round to list: `--round`, else the next one; from 1 to the next round.
pub(super) fn listed_round(path: &Path, asked: Option<u16>, next: RoundNo, lang: Lang) -> Result<RoundNo, CliError> {
    let round = RoundNo(asked.unwrap_or(next.0));
    if round.0 == 0 || round.0 > next.0 {
        let refused = Phrase::new("checklist-round-out-of-range").arg("round", round.0).arg("next", next.0);
        return Err(CliError::Other(format!("{}: {}", path.display(), refused.say(lang))));
    }
    Ok(round)
}

/// A row of a house system's check-list.
#[derive(Serialize)]
struct HouseRow {
    /// Pairing number.
    tpn: u16,
    /// The system's own columns, as `pair` prints them.
    line: String,
    /// Colour per earlier round: `W`, `B`, or `-` when no game (match) was played.
    colours: String,
    /// Opponents of the games (matches) played, oldest first.
    opponents: Vec<u16>,
}

#[derive(Serialize)]
struct HouseJson<'a> {
    round: u16,
    system: &'static str,
    edition_reason: &'a Phrase,
    /// The names of the columns of `line` (English; the text report words them in its language).
    columns: &'a Phrase,
    players: Vec<HouseRow>,
}

/// The check-list of a system of the house: per player to be paired, in the order the
/// system's procedure takes them, the columns its `pair` table shows, then the colours and
/// opponents of the rounds before.
fn house(
    a: &Args,
    loaded: &super::Loaded,
    (s, mut reason): (&'static dyn SwissSystem, Phrase),
    lang: Lang,
) -> Result<ExitStatus, CliError> {
    let field = super::swiss::participants(s, &a.file, loaded, &mut reason, lang)?;
    let t = field.or(&loaded.tournament);
    let round = listed_round(&a.file, a.round, t.next_round(), lang)?;
    super::swiss::ensure_field_history(s, &a.file, loaded, t, round, lang)?;
    let cut = t.before_round(round);
    let columns = s.columns(&cut, round, lang);
    let state = cut.state_at(round);
    let rows: Vec<HouseRow> = columns
        .lines
        .iter()
        .map(|(tpn, line)| {
            let p = state.player(*tpn);
            HouseRow {
                tpn: tpn.0,
                line: line.clone(),
                colours: p.map_or_else(String::new, crate::tournament::PlayerState::colour_letters),
                opponents: p.map_or_else(Vec::new, |p| p.played_opponents().map(|o| o.0).collect()),
            }
        })
        .collect();
    let out = if a.format == OutputFormat::Json {
        crate::report::to_json(&HouseJson {
            round: round.0,
            system: s.id(),
            edition_reason: &reason,
            columns: &columns.fields,
            players: rows,
        })
    } else {
        let mut out = format!("{}\n", super::swiss::heading(s, &reason, lang));
        out.push_str(&format!("{}\n", Phrase::new("checklist-house-round").arg("round", round.0).say(lang)));
        let fields = columns.fields.say(lang);
        let width = rows.iter().map(|r| r.line.chars().count()).max().unwrap_or(0).max(fields.chars().count());
        let colours = Phrase::new("checklist-colours").say(lang);
        let cw = rows.iter().map(|r| r.colours.chars().count()).max().unwrap_or(0).max(colours.chars().count());
        let opponents = Phrase::new("checklist-opponents").say(lang);
        out.push_str(&format!("{fields:<width$}  {colours:<cw$}  {opponents}\n"));
        for r in &rows {
            let opp: Vec<String> = r.opponents.iter().map(u16::to_string).collect();
            let letters = crate::report::checklist::colour_letters(lang, &r.colours);
            out.push_str(format!("{:<width$}  {letters:<cw$}  {}", r.line, opp.join(" ")).trim_end());
            out.push('\n');
        }
        out
    };
    std::io::stdout().write_all(out.as_bytes())?;
    Ok(ExitStatus::Ok)
}

/// The check-list of `round` as `checklist` prints it and `pair -l` writes it: the edition line
/// (which edition and why), the acceleration applied if any, the initial colour and why, then
/// the list (C.04.3 2026 Art. 1.2; 2017 A.2). One renderer for both.
#[must_use]
pub fn render(t: &Tournament, round: RoundNo, setup: &DutchSetup, format: OutputFormat, lang: Lang) -> String {
    let cut = t.cut_before(round);
    let list = crate::pairing::checklist::build(&cut, round, setup.choice.edition);
    match format {
        OutputFormat::Text => {
            let title = if t.info.name.is_empty() { String::new() } else { format!("{} — ", t.info.name) };
            let note = setup.accel.as_ref().map_or_else(String::new, |x| format!("{}\n", x.phrase().say(lang)));
            let (choice, initial) = if lang == Lang::En {
                (setup.choice.to_string(), setup.initial.to_string())
            } else {
                (setup.choice.phrase().say(lang), setup.initial.phrase().say(lang))
            };
            format!("{choice}\n{note}{initial}\n{}", crate::report::checklist::text_in(&list, &title, lang))
        }
        OutputFormat::Json => {
            let mut v = rules::baku::json_with(&list, setup.accel.as_ref());
            if let serde_json::Value::Object(m) = &mut v {
                m.insert(
                    "initial_colour".to_owned(),
                    serde_json::to_value(&setup.initial).unwrap_or(serde_json::Value::Null),
                );
            }
            crate::report::to_json(&v)
        }
    }
}
