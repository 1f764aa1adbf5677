//! The one place where the generator gets arbitro's own engines (Dutch, Dubov).

use crate::pairing::Pairer;
use crate::rules::DutchEdition;

/// arbitro's Dutch engine (C.04.3) for `edition`, as a [`Pairer`].
#[must_use]
pub fn dutch_pairer(edition: DutchEdition) -> Box<dyn Pairer + Send + Sync> {
    Box::new(crate::pairing::dutch::DutchEngine { edition })
}

/// arbitro's Dubov engine (C.04.4.1, 2026), as a [`Pairer`].
#[must_use]
pub fn dubov_pairer() -> Box<dyn Pairer + Send + Sync> {
    Box::new(crate::pairing::dubov::DubovEngine)
}
