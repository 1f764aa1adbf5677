//! What is specific to the 2026 edition (C.04.3 approved 28/10/2025, applied from
//! 1 February 2026): floats per Art. 1.4.3–1.4.4 (only a PAB or unplayed points above a
//! loss give a downfloat), the widened PAB bar of C.04.1 art. 4, [C5] and [C9], and the
//! criteria numbering [C1]–[C21]. The shared parts (brackets, criteria evaluation, colour
//! allocation) read the edition from [`crate::dutch::Ctx::edition`].

use crate::rules::DutchEdition;

/// The edition this module describes.
pub const EDITION: DutchEdition = DutchEdition::Dutch2026;
