//! The encoded time control of TRF-2026 record 222 and the rating list it belongs to.
//!
//! Record 222: `d[:d]` (the same for both players) or `Wd[:d]-Bd[:d]` (per colour); a period
//! descriptor `d` is `M/S` (M moves in S seconds), `M/S+I` (with an increment of I seconds a
//! move), `S` (all remaining moves) or `S+I`. Examples from the specification: 90'+30" is
//! `5400+30`; 100'/40 + 15' + 30" from move 1 is `40/6000+30:900+30`; Armageddon W5' B4' is
//! `W300-B240`.
//!
//! The rating list a time control belongs to depends on the edition of B.02 and is decided
//! in one place, [`crate::results::ratings::rate_of_play::classify`], from the time for a game of 60
//! moves (allotted time plus 60 times the increment) computed here.

use crate::core::words::Phrase;
use serde::Serialize;

/// One period of a time control.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Period {
    /// Moves to make in the period; `None` for the rest of the game.
    pub moves: Option<u32>,
    /// Seconds added at the start of the period.
    pub seconds: u32,
    /// Increment in seconds per move during the period.
    pub increment: u32,
}

/// A decoded record 222.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TimeControl {
    /// The record as written.
    pub code: String,
    /// White's periods (both players' when the record does not distinguish colours).
    pub white: Vec<Period>,
    /// Black's periods.
    pub black: Vec<Period>,
}

/// The moves of the game the rating categories are defined on (Laws A.1, B.1).
const GAME_MOVES: u32 = 60;

impl TimeControl {
    /// Decodes record 222.
    ///
    /// # Errors
    /// The text is not a time control; the message names what was expected.
    pub fn parse(code: &str) -> Result<TimeControl, Phrase> {
        let text = code.trim();
        if text.is_empty() {
            return Err(Phrase::new("time-control-empty"));
        }
        let (white, black) = if let Some(rest) = text.strip_prefix(['W', 'w']) {
            let (w, b) =
                rest.split_once('-').ok_or_else(|| Phrase::new("time-control-per-colour").arg("code", text))?;
            let b = b.strip_prefix(['B', 'b']).ok_or_else(|| Phrase::new("time-control-b").arg("code", text))?;
            (periods(w)?, periods(b)?)
        } else {
            let p = periods(text)?;
            (p.clone(), p)
        };
        Ok(TimeControl { code: text.to_owned(), white, black })
    }

    /// Minutes (rounded down) for a game of 60 moves: allotted time plus the increments.
    #[must_use]
    pub(crate) fn minutes_for_60_moves(&self) -> (u32, u32) {
        (seconds_for_moves(&self.white, GAME_MOVES) / 60, seconds_for_moves(&self.black, GAME_MOVES) / 60)
    }

    /// Seconds (allotted time plus the increments) for a game of 60 moves, White and Black:
    /// what B.02 1 measures a rate of play by (see [`crate::results::ratings::rate_of_play::classify`],
    /// the one classifier of the rating lists, by edition).
    #[must_use]
    pub(crate) fn seconds_for_60_moves(&self) -> (u32, u32) {
        (seconds_for_moves(&self.white, GAME_MOVES), seconds_for_moves(&self.black, GAME_MOVES))
    }
}

/// Seconds a player has for the first `moves` moves.
fn seconds_for_moves(periods: &[Period], moves: u32) -> u32 {
    let mut left = moves;
    let mut total = 0u32;
    for p in periods {
        if left == 0 {
            break;
        }
        let here = p.moves.map_or(left, |m| m.min(left));
        total = total.saturating_add(p.seconds).saturating_add(p.increment.saturating_mul(here));
        left -= here;
    }
    total
}

fn periods(text: &str) -> Result<Vec<Period>, Phrase> {
    let parts: Vec<&str> = text.split(':').collect();
    let mut out = Vec::with_capacity(parts.len());
    for (i, part) in parts.iter().enumerate() {
        let p = period(part)
            .map_err(|e| Phrase::new("time-control-period").arg("n", i + 1).arg("period", *part).arg("error", e))?;
        if p.moves.is_none() && i + 1 < parts.len() {
            return Err(Phrase::new("time-control-rest-of-game").arg("n", i + 1).arg("period", *part));
        }
        out.push(p);
    }
    Ok(out)
}

fn number(s: &str, what: fn() -> Phrase) -> Result<u32, Phrase> {
    s.parse::<u32>().map_err(|_| Phrase::new("time-control-digits").arg("what", what()).arg("found", s))
}

fn period(text: &str) -> Result<Period, Phrase> {
    let (main, increment) = match text.split_once('+') {
        Some((m, i)) => (m, number(i, || Phrase::new("time-control-increment"))?),
        None => (text, 0),
    };
    let (moves, seconds) = match main.split_once('/') {
        Some((m, s)) => {
            (Some(number(m, || Phrase::new("time-control-moves"))?), number(s, || Phrase::new("time-control-seconds"))?)
        }
        None => (None, number(main, || Phrase::new("time-control-seconds"))?),
    };
    if moves == Some(0) {
        return Err(Phrase::new("time-control-zero-moves"));
    }
    Ok(Period { moves, seconds, increment })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn specification_examples() {
        let t = TimeControl::parse("5400+30").expect("90'+30\"");
        assert_eq!(t.minutes_for_60_moves(), (120, 120));
        let t = TimeControl::parse("40/6000+30:900+30").expect("100'/40 + 15' + 30\"");
        assert_eq!(t.white.len(), 2);
        assert_eq!(t.minutes_for_60_moves(), (145, 145), "100 + 15 + 60 × 30 s");
        let t = TimeControl::parse("W300-B240").expect("Armageddon");
        assert_eq!(t.minutes_for_60_moves(), (5, 4));
        assert_eq!(t.seconds_for_60_moves(), (300, 240));
    }

    #[test]
    fn malformed_codes_are_explained() {
        for bad in ["", "90'+30", "40/:900", "W300", "W300-240", "0/600", "3600:40/600"] {
            let e = TimeControl::parse(bad).expect_err(bad);
            assert!(!e.to_string().is_empty(), "{bad}");
        }
    }
}
