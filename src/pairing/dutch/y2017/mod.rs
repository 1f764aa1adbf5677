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

use super::edition::EditionRules;
use crate::rules::DutchEdition;

/// The edition this module describes.
pub const EDITION: DutchEdition = DutchEdition::Dutch2017;

/// No [C5]/[C9]; PSD (A.8); PPB and CLB (A.9).
pub const RULES: EditionRules =
    EditionRules { pab_score_first: false, pab_unplayed: false, psd: true, collapsed_last_bracket: true };
