//! Loading the user's TRF: errors name the file, line and column.

use super::CliError;
use crate::pairing::dutch::initial_colour::{self, InitialColourChoice};
use crate::rules::baku::{self, BakuApplied, BakuRequest};
use crate::rules::{self as editions, DutchEdition, EditionChoice};
use crate::tournament::{Colour, Tournament};
use crate::trf::{self, ReadError, TrfDocument};
use std::path::Path;

/// `--baku`, as `pair`, `check` and `checklist` take it.
#[derive(clap::Args, Debug, Clone, Copy)]
pub struct BakuFlag {
    /// Baku acceleration (C.04.5.1; C.04.7 §1) when the file has no XXA/250 lines: `--baku` for the
    /// edition's wording (2017 → spp-2017, 2026 → c047) or `--baku=manual-2016|spp-2017|c047`.
    #[arg(long, num_args = 0..=1, require_equals = true, default_missing_value = "edition", value_name = "WORDING",
          value_parser = BakuRequest::parse)]
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
pub fn parse_colour(s: &str) -> Result<Colour, String> {
    match s.to_ascii_lowercase().as_str() {
        "white" | "w" => Ok(Colour::White),
        "black" | "b" => Ok(Colour::Black),
        _ => Err(format!("expected white or black, found '{s}'")),
    }
}

/// What the Dutch-system commands read before pairing: the edition, the acceleration applied
/// and the initial colour, each with its reason.
#[derive(Debug, Clone)]
pub struct DutchSetup {
    /// The edition and why.
    pub choice: EditionChoice,
    /// The Baku acceleration applied, if any.
    pub accel: Option<BakuApplied>,
    /// The initial colour and why.
    pub initial: InitialColourChoice,
}

/// A TRF file read and built.
#[derive(Debug)]
pub struct Loaded {
    /// The document as read.
    pub doc: TrfDocument,
    /// The tournament.
    pub tournament: Tournament,
}

impl Loaded {
    /// For the Dutch-system commands: the edition (`--rules`, else record 192, else the dates,
    /// else today), the Baku acceleration applied to the tournament (the file's XXA/250
    /// lines, else `--baku` or record 192's `_BAKU`; [`baku::apply`]) and the initial colour
    /// (`--initial-colour`, else record 152 / `XXC`, else read from the file's first round with
    /// colours; [`initial_colour::resolve`]), which the tournament then carries.
    ///
    /// # Errors
    /// Acceleration asked for but impossible (rounds unknown, scoring), prefixed with `path`.
    pub fn dutch_setup(
        &mut self,
        path: &Path,
        rules: Option<DutchEdition>,
        flag: BakuFlag,
        colour: InitialColourFlag,
    ) -> Result<DutchSetup, CliError> {
        let choice = editions::dutch_edition_for(&self.tournament, rules);
        let accel = baku::apply(&mut self.tournament, flag.baku, choice.edition).map_err(|e| {
            // The place: the scoring records for the premise, else the 192 record that asked,
            // else the end of the file, where a number of rounds (XXR / 142) is missing.
            use crate::trf::Record;
            let scoring = record_line(&self.doc, |r| matches!(r, Record::Scoring { .. }));
            let asked = record_line(&self.doc, |r| matches!(r, Record::TournamentType(_)));
            let (line, col) = match e {
                baku::BakuError::Scoring { .. } if scoring > 0 => (scoring, 1),
                _ if asked > 0 => (asked, 5),
                _ => (self.doc.lines.len() + 1, 1),
            };
            CliError::Input(format!("{}: line {line}, column {col}: {e}", path.display()))
        })?;
        let initial = self.apply_initial_colour(colour.initial_colour, choice.edition);
        Ok(DutchSetup { choice, accel, initial })
    }

    /// Resolves the initial colour and has the tournament carry it.
    pub fn apply_initial_colour(&mut self, flag: Option<Colour>, edition: DutchEdition) -> InitialColourChoice {
        let initial = initial_colour::resolve(&self.tournament, Some(&self.doc), flag, edition);
        self.tournament.initial_colour = Some(initial.colour);
        initial
    }
}

/// Reads and builds a tournament; errors are prefixed with the path.
///
/// # Errors
/// [`CliError::Io`] when unreadable, [`CliError::Input`] for content problems.
pub fn load_tournament(path: &Path) -> Result<Loaded, CliError> {
    let shown = path.display();
    let doc = match trf::read_path(path) {
        Ok(d) => d,
        Err(ReadError::Io(e)) => return Err(CliError::io(format!("cannot read {shown}"), e)),
        Err(ReadError::Content(errs)) => return Err(CliError::Input(prefix(&shown.to_string(), &errs))),
    };
    let tournament = Tournament::from_trf(&doc).map_err(|errs| CliError::Input(prefix(&shown.to_string(), &errs)))?;
    Ok(Loaded { doc, tournament })
}

/// The line of the last record of `doc` for which `is` holds (0 when none).
#[must_use]
pub fn record_line(doc: &TrfDocument, is: impl Fn(&crate::trf::Record) -> bool) -> usize {
    doc.lines.iter().rev().find(|l| is(&l.record)).map_or(0, |l| l.number)
}

fn prefix(path: &str, errs: &trf::TrfErrors) -> String {
    errs.0.iter().map(|e| format!("{path}: {e}")).collect::<Vec<_>>().join("\n")
}

/// Builds the tournament of a quick-entry exercise ([`crate::tournament::exercise`]): its TRF
/// text read as a file named `<quick entry>` would be.
///
/// # Errors
/// [`CliError::Input`] when the games do not make a tournament (never expected: the text is
/// written by arbitro), named `<quick entry>`.
pub fn load_exercise(ex: &crate::tournament::exercise::Exercise) -> Result<Loaded, CliError> {
    load_exercise_text(&ex.to_trf())
}

/// Reads the TRF text of a quick-entry exercise as a file named `<quick entry>`.
///
/// # Errors
/// [`CliError::Input`] when the text does not make a tournament.
pub fn load_exercise_text(text: &str) -> Result<Loaded, CliError> {
    let shown = "<quick entry>";
    let doc = TrfDocument::from_bytes(text.as_bytes()).map_err(|errs| CliError::Input(prefix(shown, &errs)))?;
    let tournament = Tournament::from_trf(&doc).map_err(|errs| CliError::Input(prefix(shown, &errs)))?;
    Ok(Loaded { doc, tournament })
}

/// The start date of a quick-entry exercise as record 042 writes it (`YYYY/MM/DD`), from
/// `--date YYYY-MM-DD`.
///
/// # Errors
/// [`CliError::Other`] naming the flag when the date is not `YYYY-MM-DD`.
pub fn exercise_date(date: Option<&str>) -> Result<Option<String>, CliError> {
    let Some(d) = date else { return Ok(None) };
    let parts: Vec<&str> = d.split(['-', '/', '.']).collect();
    let ok = parts.len() == 3
        && parts[0].len() == 4
        && parts.iter().all(|p| !p.is_empty() && p.chars().all(|c| c.is_ascii_digit()))
        && parts[1].parse::<u8>().is_ok_and(|m| (1..=12).contains(&m))
        && parts[2].parse::<u8>().is_ok_and(|m| (1..=31).contains(&m));
    if !ok {
        return Err(CliError::Other(format!("--date: '{d}' is not a date YYYY-MM-DD")));
    }
    Ok(Some(format!("{}/{:0>2}/{:0>2}", parts[0], parts[1], parts[2])))
}
