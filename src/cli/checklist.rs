//! `arbitro checklist FILE [--round N]`: the per-player list for checking a pairing by hand.

use super::check::parse_edition;
use super::input::DutchSetup;
use super::{CliError, ExitStatus, OutputFormat, load_tournament_in};
use crate::core::words::{Lang, Phrase};
use crate::rules::{self, DutchEdition};
use crate::tournament::{RoundNo, Tournament};
use std::io::Write;
use std::path::PathBuf;

/// Arguments of `checklist`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The tournament.
    pub file: PathBuf,
    /// The round about to be paired (default: the next round).
    #[arg(long, short = 'r')]
    pub round: Option<u16>,
    /// Rule edition for the float definitions: dutch-2017 or dutch-2026 (default: by date).
    #[arg(long, value_parser = parse_edition)]
    pub rules: Option<DutchEdition>,
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
    if a.rules.is_none() {
        // The check-list is the Dutch System's (C.04.3 2026 Art. 1.2; 2017 A.2): a file that
        // names another system (record 192 or 092) is not listed under the Dutch one unasked.
        let other = match crate::pairing::registry::from_file(&loaded.tournament) {
            crate::pairing::registry::Selected::Edition(s, why) => {
                Some(Phrase::new("checklist-other-system").arg("family", s.family()).arg("why", why).say(lang))
            }
            crate::pairing::registry::Selected::Refused(m) => Some(m),
            crate::pairing::registry::Selected::None => None,
        };
        if let Some(other) = other {
            // The record that names the system: 192 when the file has one, else 092.
            let code = if loaded.tournament.info.encoded_type.is_some() { "192" } else { "092" };
            let line = loaded.doc.lines.iter().find(|l| l.text.starts_with(code)).map_or(1, |l| l.number);
            let refused = Phrase::new("checklist-not-dutch").arg("line", line).arg("other", other);
            return Err(CliError::Other(format!("{}: {}", a.file.display(), refused.say(lang))));
        }
    }
    let setup = loaded.dutch_setup(&a.file, a.rules, a.baku.baku, a.initial.initial_colour)?;
    let t = &loaded.tournament;
    let next = t.next_round();
    let round = RoundNo(a.round.unwrap_or(next.0));
    if round.0 == 0 || round.0 > next.0 {
        let refused = Phrase::new("checklist-round-out-of-range").arg("round", round.0).arg("next", next.0);
        return Err(CliError::Other(format!("{}: {}", a.file.display(), refused.say(lang))));
    }
    super::ensure_history_valid(&a.file, t, &loaded.doc, round, lang)?;
    let out = render(t, round, &setup, a.format, lang);
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
