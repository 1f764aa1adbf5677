//! A finding: one reason, in the arbiter's words, why a round departs from what a pairing
//! system's engine makes of it, naming the rule or criterion ([`super::Pairer::explain_departure`]).

use crate::tournament::Tpn;
use serde::Serialize;

/// The kind of rule a finding is about.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum FindingKind {
    /// An absolute criterion ([C1]–[C3] / C.1–C.3) or a prohibited pairing.
    Absolute,
    /// A colour rule (allocation 5.2.x / E.x, or a colour criterion).
    Colour,
    /// A rule about the pairing-allocated bye.
    Bye,
    /// A quality criterion.
    Quality,
    /// Equal on every criterion: the generation order decides (Art. 4 / D).
    GenerationOrder,
    /// Who is paired at all: a player left out, or paired twice.
    Participation,
    /// arbitro found no valid pairing.
    NoPairing,
}

/// One reason, in the arbiter's words, with the numbers behind it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Finding {
    /// The kind of rule.
    pub kind: FindingKind,
    /// The criterion or article (`[C12]`, `C.10`, `5.2.3`, `Art. 4.2`).
    pub rule: String,
    /// The sentence.
    pub message: crate::core::words::Phrase,
    /// Players concerned.
    pub players: Vec<Tpn>,
}
