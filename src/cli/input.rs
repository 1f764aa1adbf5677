//! The command line's flags for loading a TRF (`--baku`, `--initial-colour`); the loading
//! itself is [`crate::app::load`].

use super::clap_errors::ValueRefusal;
pub use crate::app::load::{
    DutchSetup, Loaded, exercise_date, load_exercise, load_exercise_text, load_tournament, load_tournament_in,
    record_line,
};
use crate::core::words::{Lang, Phrase};
use crate::rules::baku::BakuRequest;
use crate::tournament::Colour;

/// `--baku`, as `pair`, `check` and `checklist` take it.
#[derive(clap::Args, Debug, Clone, Copy)]
pub struct BakuFlag {
    /// Baku acceleration (C.04.5.1; C.04.7 §1) when the file has no XXA/250 lines: `--baku` for the
    /// edition's wording (2017 → spp-2017, 2026 → c047) or `--baku=manual-2016|spp-2017|c047`.
    #[arg(long, num_args = 0..=1, require_equals = true, default_missing_value = "edition", value_name = "WORDING",
          value_parser = parse_baku)]
    pub baku: Option<BakuRequest>,
}

/// `--initial-colour`, as `pair`, `check` and `checklist` take it.
#[derive(clap::Args, Debug, Clone, Copy, Default)]
pub struct InitialColourFlag {
    /// The initial colour, TPN 1's colour in round 1 (C.04.3 Art. 5.1, 5.2.5; 2017 E.5):
    /// `white` or `black`. Overrides record 152 / `XXC`; without either, it is read from the
    /// first round in which colours were given (White when none were).
    #[arg(long = "initial-colour", visible_alias = "initial-color", value_name = "COLOUR", value_parser = parse_colour)]
    pub initial_colour: Option<Colour>,
}

/// Parses `white`/`black` (or `w`/`b`).
///
/// # Errors
/// Anything else.
pub fn parse_colour(s: &str) -> Result<Colour, ValueRefusal> {
    match s.to_ascii_lowercase().as_str() {
        "white" | "w" => Ok(Colour::White),
        "black" | "b" => Ok(Colour::Black),
        _ => Err(ValueRefusal(Phrase::new("error-flag-colour").arg("value", s))),
    }
}

/// Parses `--baku`'s value ([`BakuRequest::parse`]).
///
/// # Errors
/// An unknown wording; the refusal lists the accepted ones.
pub fn parse_baku(s: &str) -> Result<BakuRequest, ValueRefusal> {
    BakuRequest::parse(s).ok_or_else(|| ValueRefusal(Phrase::new("error-flag-baku").arg("value", s)))
}

/// Parses a date flag, `YYYY-MM-DD` (`quiz --on`, `quiz stats --date`).
///
/// # Errors
/// Anything else.
pub fn parse_date(s: &str) -> Result<crate::tournament::Date, ValueRefusal> {
    crate::quiz::editions::parse_date(s).map_err(|_| ValueRefusal(Phrase::new("error-flag-date").arg("value", s)))
}

/// Parses `--reading D-5b` ([`crate::pairing::reading::parse_choice`]).
///
/// # Errors
/// An unknown reading or letter, or an alternative the engine does not implement.
pub fn parse_reading(s: &str) -> Result<crate::pairing::reading::Choice, ValueRefusal> {
    crate::pairing::reading::parse_choice(s).map_err(ValueRefusal)
}

/// A language on the command line.
#[derive(Copy, Clone, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum LangArg {
    /// Spanish.
    Es,
    /// English.
    En,
}

impl From<LangArg> for Lang {
    fn from(l: LangArg) -> Lang {
        match l {
            LangArg::Es => Lang::Es,
            LangArg::En => Lang::En,
        }
    }
}

/// `--lang`, as the reports of the results (`ratings`, `norms`, `standings`, `prizes`) take it.
#[derive(clap::Args, Debug, Clone, Copy, Default)]
pub struct LangFlag {
    /// Language of the report: es or en (default: from LC_ALL / LC_MESSAGES / LANG; es* → es,
    /// else en). JSON is the same in both.
    #[arg(long, value_enum)]
    pub lang: Option<LangArg>,
}

impl LangFlag {
    /// The language asked for, else the system locale's.
    #[must_use]
    pub fn lang(self) -> Lang {
        self.lang.map_or_else(Lang::from_env, Lang::from)
    }
}
