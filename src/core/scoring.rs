//! Scoring-point systems: the points a player gets for each kind of result.
//!
//! TRF16 has no field for it (JaVaFo's `XXS`, bbpPairings' `BBW BBD BBL BBZ BBF BBU`);
//! TRF-2026 record 162 (symbols `W D L A P X`). Defaults: win 1, draw ½, loss 0,
//! forfeit win 1, forfeit loss 0, full-point bye 1, half-point bye ½, zero-point bye 0,
//! pairing-allocated bye as a win (C.04.1 (c) 2017, art. 3 2026), unknown result as a draw.

use super::types::{Colour, Points, ResultCode};
use serde::Serialize;

/// One key of a scoring declaration, after shortcuts are expanded.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ScoreKey {
    /// Win with white over the board.
    WinWhite,
    /// Win with black over the board.
    WinBlack,
    /// Draw with white.
    DrawWhite,
    /// Draw with black.
    DrawBlack,
    /// Loss with white.
    LossWhite,
    /// Loss with black.
    LossBlack,
    /// Forfeit win.
    ForfeitWin,
    /// Forfeit loss.
    ForfeitLoss,
    /// Full-point bye.
    FullPointBye,
    /// Half-point bye.
    HalfPointBye,
    /// Zero-point bye / absence.
    ZeroPointBye,
    /// Pairing-allocated bye.
    PairingAllocatedBye,
    /// Unknown result (adjourned game), TRF-2026 symbol `X`.
    Unknown,
}

/// Points for every kind of result.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ScoringSystem {
    /// Win with white (OTB or under one move).
    pub win_white: Points,
    /// Win with black.
    pub win_black: Points,
    /// Draw with white.
    pub draw_white: Points,
    /// Draw with black.
    pub draw_black: Points,
    /// Loss with white.
    pub loss_white: Points,
    /// Loss with black.
    pub loss_black: Points,
    /// Forfeit win.
    pub forfeit_win: Points,
    /// Forfeit loss.
    pub forfeit_loss: Points,
    /// Full-point bye (`F`).
    pub full_point_bye: Points,
    /// Half-point bye (`H`).
    pub half_point_bye: Points,
    /// Zero-point bye or absence (`Z`, blank).
    pub zero_point_bye: Points,
    /// Pairing-allocated bye (`U`).
    pub pairing_allocated_bye: Points,
    /// Unknown result.
    pub unknown: Points,
}

impl Default for ScoringSystem {
    fn default() -> Self {
        ScoringSystem {
            win_white: Points::ONE,
            win_black: Points::ONE,
            draw_white: Points::HALF,
            draw_black: Points::HALF,
            loss_white: Points::ZERO,
            loss_black: Points::ZERO,
            forfeit_win: Points::ONE,
            forfeit_loss: Points::ZERO,
            full_point_bye: Points::ONE,
            half_point_bye: Points::HALF,
            zero_point_bye: Points::ZERO,
            pairing_allocated_bye: Points::ONE,
            unknown: Points::HALF,
        }
    }
}

impl ScoringSystem {
    /// Builds a system from declarations in file order (the last value wins). The PAB
    /// follows the win and the unknown result follows the draw unless declared.
    #[must_use]
    pub(crate) fn from_entries(entries: &[(ScoreKey, Points)]) -> ScoringSystem {
        let mut s = ScoringSystem::default();
        let mut pab_set = false;
        let mut unknown_set = false;
        for &(k, p) in entries {
            match k {
                ScoreKey::WinWhite => s.win_white = p,
                ScoreKey::WinBlack => s.win_black = p,
                ScoreKey::DrawWhite => s.draw_white = p,
                ScoreKey::DrawBlack => s.draw_black = p,
                ScoreKey::LossWhite => s.loss_white = p,
                ScoreKey::LossBlack => s.loss_black = p,
                ScoreKey::ForfeitWin => s.forfeit_win = p,
                ScoreKey::ForfeitLoss => s.forfeit_loss = p,
                ScoreKey::FullPointBye => s.full_point_bye = p,
                ScoreKey::HalfPointBye => s.half_point_bye = p,
                ScoreKey::ZeroPointBye => s.zero_point_bye = p,
                ScoreKey::PairingAllocatedBye => {
                    s.pairing_allocated_bye = p;
                    pab_set = true;
                }
                ScoreKey::Unknown => {
                    s.unknown = p;
                    unknown_set = true;
                }
            }
        }
        if !pab_set {
            s.pairing_allocated_bye = s.win_white;
        }
        if !unknown_set {
            s.unknown = s.draw_white;
        }
        s
    }

    /// Whether this is the standard 1 / ½ / 0 system with every bye at its default.
    #[must_use]
    pub(crate) fn is_default(&self) -> bool {
        *self == ScoringSystem::default()
    }

    /// The points for a result; `colour` matters only where wins, draws or losses
    /// are scored differently by colour.
    #[must_use]
    pub(crate) fn points_for(&self, result: ResultCode, colour: Option<Colour>) -> Points {
        let black = colour == Some(Colour::Black);
        match result {
            ResultCode::Win | ResultCode::WinUnrated => {
                if black {
                    self.win_black
                } else {
                    self.win_white
                }
            }
            ResultCode::Draw | ResultCode::DrawUnrated => {
                if black {
                    self.draw_black
                } else {
                    self.draw_white
                }
            }
            ResultCode::Loss | ResultCode::LossUnrated => {
                if black {
                    self.loss_black
                } else {
                    self.loss_white
                }
            }
            ResultCode::ForfeitWin => self.forfeit_win,
            ResultCode::ForfeitLoss => self.forfeit_loss,
            ResultCode::FullPointBye => self.full_point_bye,
            ResultCode::HalfPointBye => self.half_point_bye,
            ResultCode::ZeroPointBye | ResultCode::Blank => self.zero_point_bye,
            ResultCode::PairingAllocatedBye => self.pairing_allocated_bye,
        }
    }

    /// Points for a win (white), as the "points of a win" the Dutch rules refer to.
    #[must_use]
    pub fn win(&self) -> Points {
        self.win_white
    }

    /// Points for a draw (white).
    #[must_use]
    pub fn draw(&self) -> Points {
        self.draw_white
    }

    /// Points for a played loss (white).
    #[must_use]
    pub fn loss(&self) -> Points {
        self.loss_white
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pab_follows_the_win_unless_declared() {
        let s = ScoringSystem::from_entries(&[(ScoreKey::WinWhite, Points(30)), (ScoreKey::WinBlack, Points(30))]);
        assert_eq!(s.pairing_allocated_bye, Points(30));
        let s = ScoringSystem::from_entries(&[
            (ScoreKey::PairingAllocatedBye, Points(5)),
            (ScoreKey::WinWhite, Points(30)),
        ]);
        assert_eq!(s.pairing_allocated_bye, Points(5));
    }

    #[test]
    fn scores_by_result() {
        let s = ScoringSystem::default();
        assert_eq!(s.points_for(ResultCode::Draw, Some(Colour::Black)), Points::HALF);
        assert_eq!(s.points_for(ResultCode::Blank, None), Points::ZERO);
        assert_eq!(s.points_for(ResultCode::PairingAllocatedBye, None), Points::ONE);
        assert!(s.is_default());
    }
}
