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
    pub fn parse(code: &str) -> Result<TimeControl, String> {
        let text = code.trim();
        if text.is_empty() {
            return Err("empty time control; expected e.g. 5400+30 or 40/6000+30:900+30".into());
        }
        let (white, black) = if let Some(rest) = text.strip_prefix(['W', 'w']) {
            let (w, b) = rest
                .split_once('-')
                .ok_or_else(|| format!("'{text}': expected Wd-Bd for a time control per colour"))?;
            let b = b.strip_prefix(['B', 'b']).ok_or_else(|| format!("'{text}': expected 'B' after '-'"))?;
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

fn periods(text: &str) -> Result<Vec<Period>, String> {
    let parts: Vec<&str> = text.split(':').collect();
    let mut out = Vec::with_capacity(parts.len());
    for (i, part) in parts.iter().enumerate() {
        let p = period(part).map_err(|e| format!("period {} '{part}': {e}", i + 1))?;
        if p.moves.is_none() && i + 1 < parts.len() {
            return Err(format!("period {} '{part}' is for the rest of the game but more periods follow", i + 1));
        }
        out.push(p);
    }
    Ok(out)
}

fn number(s: &str, what: &str) -> Result<u32, String> {
    s.parse::<u32>().map_err(|_| format!("expected {what} (digits), found '{s}'"))
}

fn period(text: &str) -> Result<Period, String> {
    let (main, increment) = match text.split_once('+') {
        Some((m, i)) => (m, number(i, "an increment in seconds")?),
        None => (text, 0),
    };
    let (moves, seconds) = match main.split_once('/') {
        Some((m, s)) => (Some(number(m, "a number of moves")?), number(s, "a time in seconds")?),
        None => (None, number(main, "a time in seconds")?),
    };
    if moves == Some(0) {
        return Err("a period of 0 moves".into());
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
            assert!(!e.is_empty(), "{bad}");
        }
    }
}
