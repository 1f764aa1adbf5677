//! Round entries written without an opponent, read as the reference programs read them
//! (JaVaFo, bbpPairings): one meaning in the model for every command.
//!
//! TRF16 gives a player without an opponent a bye code (`H F U Z`, blank ≡ `Z`); the programs
//! arbiters use also write game results there. They are read so:
//!
//! | written | read as | |
//! |---|---|---|
//! | `0000 - -` | `Z`: absent, not paired, zero points | Swiss-Manager, lichess |
//! | `0000 - +` | `U`: a full point without a game, the pairing-allocated bye | the old PAB form |
//! | `0000 - =` | `H`: half a point without a game, not paired | |
//!
//! A blank opponent (four blanks ≡ `0000`) reads the same. Every other code without an
//! opponent keeps its meaning (a game result without an opponent stays an inconsistency).

use super::RoundEntry;
use super::types::{ResultCode, RoundNo, Tpn};
use serde::Serialize;

/// One round entry read otherwise than its code says: where, what was written, what it means.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Reading {
    /// The player.
    pub player: Tpn,
    /// The round.
    pub round: RoundNo,
    /// The round block as written (`0000 - -`).
    pub written: String,
    /// The code it is read as.
    pub read_as: ResultCode,
    /// The line of the player's record.
    pub line: usize,
}

/// The code an entry without an opponent is read as, when it is not its own (see the module).
#[must_use]
pub(crate) fn read_as(e: &RoundEntry) -> Option<ResultCode> {
    if e.opponent.is_some() || e.colour.is_some() {
        return None;
    }
    match e.result {
        ResultCode::ForfeitLoss => Some(ResultCode::ZeroPointBye),
        ResultCode::ForfeitWin => Some(ResultCode::PairingAllocatedBye),
        ResultCode::Draw => Some(ResultCode::HalfPointBye),
        _ => None,
    }
}

/// Reads a player's entries: each entry [`read_as`] another code takes it, and is listed with
/// its block as written in `text` (the player's line).
pub(crate) fn read_entries(player: Tpn, line: usize, text: &str, rounds: &[RoundEntry]) -> Vec<Reading> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    for (i, e) in rounds.iter().enumerate() {
        if let Some(code) = read_as(e) {
            let from = (91 + 10 * i).min(chars.len());
            let to = (99 + 10 * i).min(chars.len());
            out.push(Reading {
                player,
                round: RoundNo::from_index(i),
                written: chars[from..to].iter().collect::<String>().trim_end().to_owned(),
                read_as: code,
                line,
            });
        }
    }
    out
}

/// Gives the player's entry of the reading's round the code it is read as.
pub(crate) fn apply(reading: &Reading, rounds: &mut [RoundEntry]) {
    if let Some(e) = rounds.get_mut(reading.round.index()) {
        e.result = reading.read_as;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(result: ResultCode) -> RoundEntry {
        RoundEntry { opponent: None, colour: None, result }
    }

    #[test]
    fn codes_without_an_opponent_as_the_reference_programs_read_them() {
        assert_eq!(read_as(&entry(ResultCode::ForfeitLoss)), Some(ResultCode::ZeroPointBye));
        assert_eq!(read_as(&entry(ResultCode::ForfeitWin)), Some(ResultCode::PairingAllocatedBye));
        assert_eq!(read_as(&entry(ResultCode::Draw)), Some(ResultCode::HalfPointBye));
        for own in [ResultCode::HalfPointBye, ResultCode::ZeroPointBye, ResultCode::Blank, ResultCode::Win] {
            assert_eq!(read_as(&entry(own)), None, "{own:?}");
        }
        let forfeit = RoundEntry { opponent: Some(Tpn(3)), colour: None, result: ResultCode::ForfeitLoss };
        assert_eq!(read_as(&forfeit), None, "a forfeit against an opponent is a forfeit");
    }

    #[test]
    fn the_block_is_quoted_as_written() {
        let text = format!("{:<89}  0000 - -     3 w 1  0000 - +", "001    1");
        let mut rounds = vec![
            entry(ResultCode::ForfeitLoss),
            RoundEntry {
                opponent: Some(Tpn(3)),
                colour: Some(crate::core::types::Colour::White),
                result: ResultCode::Win,
            },
            entry(ResultCode::ForfeitWin),
        ];
        let read = read_entries(Tpn(1), 7, &text, &rounds);
        for r in &read {
            apply(r, &mut rounds);
        }
        let got: Vec<(u16, &str, ResultCode)> =
            read.iter().map(|r| (r.round.0, r.written.as_str(), r.read_as)).collect();
        assert_eq!(got, [(1, "0000 - -", ResultCode::ZeroPointBye), (3, "0000 - +", ResultCode::PairingAllocatedBye)]);
        assert_eq!(rounds[0].result, ResultCode::ZeroPointBye);
        assert_eq!(rounds[1].result, ResultCode::Win);
    }
}
