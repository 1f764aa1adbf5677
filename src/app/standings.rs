//! The standings' inputs every face reads the same way: the tie-break list (flag, record 212,
//! record 202) and the tie-break rules (flag, else the dates).

use super::Error;
use super::load::Loaded;
use crate::core::words::{Lang, Phrase};
use crate::results::tiebreaks::{self, Tiebreak};
use crate::rules::tiebreak_edition::{TiebreakChoice, TiebreakEdition, choose_tiebreak};
use crate::tournament::Tournament;
use std::path::Path;

/// The tie-break list a command uses and where it came from: `flag` (`--tiebreaks`), else
/// TRF-2026 record 212, else record 202; `None` when there is none. A bad flag is a usage
/// error (exit 2); a bad record is bad input naming file, line and column (exit 3).
///
/// # Errors
/// An unknown tie-break code or modifier.
pub(crate) fn tiebreak_list(
    path: &Path,
    loaded: &Loaded,
    flag: Option<&str>,
    lang: Lang,
) -> Result<Option<(Vec<Tiebreak>, Phrase)>, Error> {
    let shown = path.display();
    if let Some(text) = flag {
        let list =
            tiebreaks::parse_list(text).map_err(|e| Error::Other(format!("--tiebreaks: {}", e.phrase().say(lang))))?;
        return Ok(Some((list, Phrase::new("tb-from-flag"))));
    }
    file_tiebreak_list(loaded).map_err(|(number, col, what)| {
        Error::Input(
            Phrase::new("error-at")
                .arg("file", shown.to_string())
                .arg("line", number)
                .arg("column", col)
                .arg("what", what)
                .say(lang),
        )
    })
}

/// A tie-break list and where it came from.
pub(crate) type TiebreakList = (Vec<Tiebreak>, Phrase);

/// The file's own tie-break list (record 212, else 202) and where it came from; `None` when
/// there is none. An unknown code is the error: its line, column and what is wrong.
pub(crate) fn file_tiebreak_list(loaded: &Loaded) -> Result<Option<TiebreakList>, (usize, usize, Phrase)> {
    let info = &loaded.tournament.info;
    let (code, codes) =
        if info.standings_tiebreaks.is_empty() { ("202", &info.tiebreaks) } else { ("212", &info.standings_tiebreaks) };
    if codes.is_empty() {
        return Ok(None);
    }
    let line = loaded.doc.lines.iter().rev().find(|l| l.text.starts_with(code));
    let list = tiebreaks::parse_list(&codes.join(",")).map_err(|e| {
        let (number, col) = line.map_or((0, 5), |l| (l.number, l.text.find(&e.token).map_or(5, |c| c + 1)));
        (number, col, Phrase::new("record-error").arg("record", code).arg("error", e.phrase()))
    })?;
    let from = line.map_or_else(
        || Phrase::new("tb-from-record").arg("code", code),
        |l| Phrase::new("tb-from-record-line").arg("code", code).arg("line", l.number),
    );
    Ok(Some((list, from)))
}

/// The tie-break rules: `flag` (`2026`, `2024`, `seed`), else the start date (042), else the
/// first round date (132), else today.
///
/// # Errors
/// An unknown `flag`.
pub(crate) fn tiebreak_rules(
    flag: Option<&str>,
    flag_name: &str,
    t: &Tournament,
    lang: Lang,
) -> Result<TiebreakChoice, Error> {
    let flag = match flag {
        Some(r) => Some(TiebreakEdition::from_flag(r).ok_or_else(|| {
            Error::Other(Phrase::new("tb-error-rules").arg("flag", flag_name).arg("rules", r).say(lang))
        })?),
        None => None,
    };
    let first_round = t.info.round_dates.iter().flatten().next().copied();
    Ok(choose_tiebreak(flag, t.info.start, first_round, crate::rules::today()))
}
