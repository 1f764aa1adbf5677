//! The one place where the generator gets arbitro's own engines (Dutch, Dubov, Burstein, Swiss Team).

use super::profile::{Profile, System};
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

/// arbitro's Swiss Team engine (C.04.6, 2026; Type A, match points), as a [`Pairer`].
#[must_use]
pub fn team_pairer() -> Box<dyn Pairer + Send + Sync> {
    Box::new(crate::pairing::team::TeamEngine::default())
}

/// arbitro's Burstein engine (C.04.4.2, 2026), as a [`Pairer`].
#[must_use]
pub fn burstein_pairer() -> Box<dyn Pairer + Send + Sync> {
    Box::new(crate::pairing::burstein::BursteinEngine)
}

/// arbitro's own engine for the tournaments of `profile`: the Dubov, Burstein or Swiss Team engine for
/// such a profile, otherwise the Dutch engine of the profile's edition (a round-robin profile's rounds
/// come from the Berger table, not from this engine).
#[must_use]
pub fn own_pairer(profile: &Profile) -> Box<dyn Pairer + Send + Sync> {
    match profile.system {
        System::Dubov => dubov_pairer(),
        System::Team => team_pairer(),
        System::Burstein => burstein_pairer(),
        System::Swiss | System::RoundRobin => dutch_pairer(profile.edition.into()),
    }
}
