//! The one place where the generator gets arbitro's own engines (the Dutch, and every system of the
//! house: [`crate::pairing::system`]).

use super::profile::{Profile, System};
use crate::pairing::Pairer;
use crate::rules::DutchEdition;

/// arbitro's Dutch engine (C.04.3) for `edition`, as a [`Pairer`].
#[must_use]
pub fn dutch_pairer(edition: DutchEdition) -> Box<dyn Pairer + Send + Sync> {
    Box::new(crate::pairing::dutch::DutchEngine { edition })
}

/// arbitro's own engine for the tournaments of `profile`: the engine of the profile's system of
/// the house (Dubov, Burstein, Swiss Team …), otherwise the Dutch engine of the profile's edition
/// (a round-robin profile's rounds come from the Berger table, not from this engine).
#[must_use]
pub fn own_pairer(profile: &Profile) -> Box<dyn Pairer + Send + Sync> {
    match profile.system {
        System::House(s) => s.pairer(None),
        System::Swiss | System::RoundRobin => dutch_pairer(profile.edition.into()),
    }
}
