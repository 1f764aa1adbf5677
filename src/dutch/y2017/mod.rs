//! What is specific to the 2017 edition (C.04.3 in force until 31 January 2026): every
//! player who does not play gets a downfloat (A.4.b), the PAB is barred after a PAB or a
//! forfeit win (C.04.1.d), there is no PAB-score criterion above the quality criteria and
//! no [C9], and C.12/C.14 count every downfloater (MDPs included). The shared engine maps the
//! 2017 criteria onto the 2026 names: C.5→[C6], C.6 (PSD)→[C7], C.7→[C8], C.8–C.11→[C10]–[C13],
//! C.12–C.19→[C14]–[C21].

use super::edition::EditionRules;
use crate::rules::DutchEdition;

/// The edition this module describes.
pub const EDITION: DutchEdition = DutchEdition::Dutch2017;

/// No [C5]/[C9]; C.12/C.14 include MDPs.
pub const RULES: EditionRules = EditionRules {
    pab_score_first: false,
    pab_unplayed: false,
    mdps_in_downfloat_repeat: true,
    psd: true,
    collapsed_last_bracket: true,
};
