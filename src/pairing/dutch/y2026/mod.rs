//! What is specific to the 2026 edition (C.04.3 approved 28/10/2025, applied from
//! 1 February 2026): floats per Art. 1.4.3–1.4.4 (only a PAB or unplayed points above a
//! loss give a downfloat), the widened PAB bar of C.04.1 art. 4, [C5] and [C9], the
//! re-scoped float criteria [C14]–[C21], and the numbering [C1]–[C21].

use super::edition::EditionRules;
use crate::rules::DutchEdition;

/// The edition this module describes.
pub const EDITION: DutchEdition = DutchEdition::Dutch2026;

/// Art. 2.3.1 [C5] above the quality criteria; Art. 2.4.4 [C9]; Art. 2.4.9/2.4.11 resident
/// downfloaters only.
pub const RULES: EditionRules =
    EditionRules { pab_score_first: true, pab_unplayed: true, psd: false, collapsed_last_bracket: false };
