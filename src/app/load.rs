//! Loading the user's TRF (a file, an upload or a quick entry) and what the Dutch-system
//! commands set up before pairing: errors name the file, line and column.

use super::Error;
use crate::core::words::{Lang, Phrase};
use crate::pairing::dutch::initial_colour::{self, InitialColourChoice};
use crate::rules::baku::{self, BakuApplied, BakuRequest};
use crate::rules::{self as editions, DutchEdition, EditionChoice};
use crate::tournament::{Colour, Tournament};
use crate::trf::{self, ReadError, TrfDocument};
use std::path::Path;

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
    pub(crate) fn dutch_setup(
        &mut self,
        path: &Path,
        rules: Option<DutchEdition>,
        baku_flag: Option<BakuRequest>,
        colour: Option<Colour>,
        lang: Lang,
    ) -> Result<DutchSetup, Error> {
        let choice = editions::dutch_edition_for(&self.tournament, rules);
        let accel = baku::apply(&mut self.tournament, baku_flag, choice.edition).map_err(|e| {
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
            let at = Phrase::new("error-at").arg("file", path.display().to_string());
            Error::Input(at.arg("line", line).arg("column", col).arg("what", e.phrase()).say(lang))
        })?;
        let initial = self.apply_initial_colour(colour, choice.edition);
        Ok(DutchSetup { choice, accel, initial })
    }

    /// Resolves the initial colour and has the tournament carry it.
    pub(crate) fn apply_initial_colour(&mut self, flag: Option<Colour>, edition: DutchEdition) -> InitialColourChoice {
        let initial = initial_colour::resolve(&self.tournament, Some(&self.doc), flag, edition);
        self.tournament.initial_colour = Some(initial.colour);
        initial
    }
}

/// Reads and builds a tournament; errors are prefixed with the path.
///
/// # Errors
/// [`Error::Io`] when unreadable, [`Error::Input`] for content problems.
pub fn load_tournament(path: &Path) -> Result<Loaded, Error> {
    load_tournament_in(path, Lang::En)
}

/// [`load_tournament`] with the errors worded in `lang`.
///
/// # Errors
/// [`Error::Io`] when unreadable, [`Error::Input`] for content problems.
pub fn load_tournament_in(path: &Path, lang: Lang) -> Result<Loaded, Error> {
    let shown = path.display().to_string();
    let doc = match trf::read_path(path) {
        Ok(d) => d,
        Err(ReadError::Io(e)) => {
            return Err(Error::io(Phrase::new("trf-cannot-read").arg("path", shown.as_str()).say(lang), e));
        }
        Err(ReadError::Content(errs)) => return Err(Error::Input(prefix(&shown, &errs, lang))),
    };
    let tournament = Tournament::from_trf(&doc).map_err(|errs| Error::Input(prefix(&shown, &errs, lang)))?;
    Ok(Loaded { doc, tournament })
}

/// The line of the last record of `doc` for which `is` holds (0 when none).
#[must_use]
pub fn record_line(doc: &TrfDocument, is: impl Fn(&crate::trf::Record) -> bool) -> usize {
    doc.lines.iter().rev().find(|l| is(&l.record)).map_or(0, |l| l.number)
}

fn prefix(path: &str, errs: &trf::TrfErrors, lang: Lang) -> String {
    errs.0.iter().map(|e| format!("{path}: {}", e.say(lang))).collect::<Vec<_>>().join("\n")
}

/// Builds the tournament of a quick-entry exercise ([`crate::tournament::exercise`]): its TRF
/// text read as a file named `<quick entry>` would be.
///
/// # Errors
/// [`Error::Input`] when the games do not make a tournament (never expected: the text is
/// written by arbitro), named `<quick entry>`.
pub fn load_exercise(ex: &crate::tournament::exercise::Exercise) -> Result<Loaded, Error> {
    load_exercise_text(&ex.to_trf())
}

/// Reads the TRF text of a quick-entry exercise as a file named `<quick entry>`.
///
/// # Errors
/// [`Error::Input`] when the text does not make a tournament.
pub fn load_exercise_text(text: &str) -> Result<Loaded, Error> {
    let shown = "<quick entry>";
    let doc = TrfDocument::from_bytes(text.as_bytes()).map_err(|errs| Error::Input(prefix(shown, &errs, Lang::En)))?;
    let tournament = Tournament::from_trf(&doc).map_err(|errs| Error::Input(prefix(shown, &errs, Lang::En)))?;
    Ok(Loaded { doc, tournament })
}

/// The start date of a quick-entry exercise as record 042 writes it (`YYYY/MM/DD`), from
/// `--date YYYY-MM-DD`.
///
/// # Errors
/// [`Error::Other`] naming the flag when the date is not `YYYY-MM-DD`.
pub fn exercise_date(date: Option<&str>, lang: crate::core::words::Lang) -> Result<Option<String>, Error> {
    let Some(d) = date else { return Ok(None) };
    let parts: Vec<&str> = d.split(['-', '/', '.']).collect();
    let ok = parts.len() == 3
        && parts[0].len() == 4
        && parts.iter().all(|p| !p.is_empty() && p.chars().all(|c| c.is_ascii_digit()))
        && parts[1].parse::<u8>().is_ok_and(|m| (1..=12).contains(&m))
        && parts[2].parse::<u8>().is_ok_and(|m| (1..=31).contains(&m));
    if !ok {
        return Err(Error::Other(crate::core::words::Phrase::new("error-date").arg("date", d).say(lang)));
    }
    Ok(Some(format!("{}/{:0>2}/{:0>2}", parts[0], parts[1], parts[2])))
}
