//! The one place where the generator gets arbitro's own Dutch engine.

use crate::pairing::{Pairer, Pairing, PairingError};
use crate::rules::DutchEdition;
use crate::tournament::{RoundNo, Tournament};

/// arbitro's Dutch engine (C.04.3) for `edition`, as a [`Pairer`].
#[must_use]
pub fn dutch_pairer(edition: DutchEdition) -> Box<dyn Pairer + Send + Sync> {
    // WIRED AT MERGE: replace with crate::dutch::DutchEngine { edition }
    Box::new(NotBuilt { edition })
}

/// Stands in for the Dutch engine until it is merged into this binary.
struct NotBuilt {
    #[allow(dead_code)] // read by the real engine once wired
    edition: DutchEdition,
}

impl Pairer for NotBuilt {
    fn pair(&self, _t: &Tournament, _round: RoundNo) -> Result<Pairing, PairingError> {
        Err(PairingError::Input("the Dutch engine is not built into this binary yet".to_owned()))
    }
}
