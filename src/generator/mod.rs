//! The random tournament generator (RTG, C.04.A A.5 / C.02.03 §7) and cross-test campaigns.
//!
//! [`generate`] makes one complete tournament from a [`Profile`] and a seed: the field, and
//! round by round the byes and absences, the pairing by a [`crate::pairing::Pairer`], and
//! results drawn from the FIDE expected-score model ([`model`]). The output is a pure
//! function of (profile, seed, arbitro version). [`campaign`] generates and checks many.

pub mod campaign;
pub mod command;
pub mod engine;
pub(crate) mod external;
pub mod model;
pub mod profile;
pub(crate) mod round_robin;
pub(crate) mod simulate;
pub(crate) mod write;

pub use profile::{Profile, ProfileError};
pub use simulate::{GenerateError, Generated, generate, generate_from_model, generate_partial};
pub use write::{TrfVersion, to_trf};
