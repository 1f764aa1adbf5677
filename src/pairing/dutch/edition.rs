//! What differs between the editions of the FIDE (Dutch) System, C.04.3: the switches of the
//! shared engine ([`EditionRules`], [`RULES_2017`], [`RULES_2026`]) and each edition's float
//! and PAB rules ([`EditionFacts`], read from a player's history).
//!
//! # 2017
//!
//! What is specific to the 2017 edition (C.04.3 in force until 31 January 2026):
//! - every player who does not play gets a downfloat (A.4.b); the PAB is barred after a PAB
//!   or a forfeit win (C.04.1.d); no PAB-score criterion above the quality criteria, no [C9];
//! - A.9 round-pairing outlook: brackets are paired without regard to completing the round;
//!   when a bracket's downfloaters and the players below cannot complete it, that bracket is
//!   the penultimate pairing bracket (PPB), paired again under C.4 (without C.7), and its
//!   downfloaters with every lower player form the collapsed last bracket (CLB), each player
//!   keeping their own score ([`super::brackets::pair_round`]);
//! - C.6 minimises the pairing score difference (PSD, A.8); C.7 looks one bracket ahead (pairs,
//!   then scores paired), counting the PAB as part of the following bracket when it is the last;
//! - C.12–C.19 count every player who receives the float named (a downfloater, the higher
//!   player of a pair of different scores, the lower one for upfloats).
//!
//! The shared engine maps the 2017 criteria onto the 2026 names: C.4→[C4], C.5→[C6],
//! C.6 (PSD)→[C7], C.7→[C8], C.8–C.11→[C10]–[C13], C.12–C.19→[C14]–[C21].
//!
//! # 2026
//!
//! What is specific to the 2026 edition (C.04.3 approved 28/10/2025, applied from
//! 1 February 2026): floats per Art. 1.4.3–1.4.4 (only a PAB or unplayed points above a
//! loss give a downfloat), the widened PAB bar of C.04.1 art. 4, [C5] and [C9], the
//! re-scoped float criteria [C14]–[C21], and the numbering [C1]–[C21].

use crate::rules::DutchEdition;
use crate::tournament::{Float, PlayerState, Points, ResultCode, RoundFact, RoundNo};

/// What differs between editions in bracket pairing (floats and PAB eligibility differ too:
/// [`EditionFacts`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct EditionRules {
    /// [C5] (2026): the PAB assignee's score is minimised above every quality criterion,
    /// for the whole round.
    pub pab_score_first: bool,
    /// [C9] (2026): minimise the PAB assignee's unplayed games.
    pub pab_unplayed: bool,
    /// 2017 C.6: minimise the PSD (A.8) instead of 2026 [C7] (downfloaters' scores).
    pub psd: bool,
    /// 2017 A.9: brackets are paired without regard to completion; the bracket after which
    /// the round can no longer be completed is the penultimate pairing bracket (PPB), paired
    /// again under C.4, and everything below it is paired as the collapsed last bracket (CLB).
    /// 2026 applies [C4] in every bracket instead.
    pub collapsed_last_bracket: bool,
}

impl EditionRules {
    /// The rules of `edition`.
    #[must_use]
    pub fn of(edition: DutchEdition) -> EditionRules {
        match edition {
            DutchEdition::Dutch2026 => RULES_2026,
            DutchEdition::Dutch2017 => RULES_2017,
        }
    }
}

/// The 2017 edition: no [C5]/[C9]; PSD (A.8); PPB and CLB (A.9).
pub const RULES_2017: EditionRules =
    EditionRules { pab_score_first: false, pab_unplayed: false, psd: true, collapsed_last_bracket: true };

/// The 2026 edition: Art. 2.3.1 [C5] above the quality criteria; Art. 2.4.4 [C9];
/// Art. 2.4.9/2.4.11 resident downfloaters only.
pub const RULES_2026: EditionRules =
    EditionRules { pab_score_first: true, pab_unplayed: true, psd: false, collapsed_last_bracket: false };

/// A player's floats and PAB eligibility as an edition defines them (2017 A.4.b and C.04.1 d;
/// 2026 Art. 1.4.3–1.4.4 and C.04.1 art. 4), read from the player's history.
pub trait EditionFacts {
    /// The float received in `round`, as `edition` defines floats.
    #[must_use]
    fn float_in(&self, round: RoundNo, edition: DutchEdition, loss_points: Points) -> Option<Float>;

    /// Float history, one entry per previous round.
    #[must_use]
    fn floats(&self, edition: DutchEdition, loss_points: Points) -> Vec<Option<Float>>;

    /// Whether the player may receive the PAB (C.04.1: 2017 rule d; 2026 art. 4).
    ///
    /// 2017: not after a PAB or a forfeit win. 2026: not after a PAB or after scoring,
    /// in one round without playing, as many points as a win.
    #[must_use]
    fn may_get_pab(&self, edition: DutchEdition, win_points: Points) -> bool;
}

impl EditionFacts for PlayerState {
    fn float_in(&self, round: RoundNo, edition: DutchEdition, loss_points: Points) -> Option<Float> {
        let f = self.history.get(round.index())?;
        float_of(f, edition, loss_points)
    }

    fn floats(&self, edition: DutchEdition, loss_points: Points) -> Vec<Option<Float>> {
        self.history.iter().map(|f| float_of(f, edition, loss_points)).collect()
    }

    fn may_get_pab(&self, edition: DutchEdition, win_points: Points) -> bool {
        self.history.iter().all(|f| match f.entry.result {
            ResultCode::PairingAllocatedBye => false,
            ResultCode::ForfeitWin => match edition {
                DutchEdition::Dutch2017 => false,
                DutchEdition::Dutch2026 => f.points < win_points,
            },
            r if !r.is_played() => match edition {
                DutchEdition::Dutch2017 => true,
                DutchEdition::Dutch2026 => f.points < win_points,
            },
            _ => true,
        })
    }
}

fn float_of(f: &RoundFact, edition: DutchEdition, loss_points: Points) -> Option<Float> {
    if f.is_played() {
        let opp = f.opponent_score_before?;
        return match f.score_before.cmp(&opp) {
            std::cmp::Ordering::Greater => Some(Float::Down),
            std::cmp::Ordering::Less => Some(Float::Up),
            std::cmp::Ordering::Equal => None,
        };
    }
    if f.entry.result == ResultCode::PairingAllocatedBye {
        return Some(Float::Down);
    }
    match edition {
        // 2017 A.4.b: a player who, for whatever reason, does not play in a round receives a downfloat.
        DutchEdition::Dutch2017 => Some(Float::Down),
        // 2026 Art. 1.4.3–1.4.4: only if they scored more than a loss without playing.
        DutchEdition::Dutch2026 => (f.points > loss_points).then_some(Float::Down),
    }
}
