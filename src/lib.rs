//! arbitro — tools for chess arbiters: a FIDE Dutch-system pairing verifier and engine,
//! a random tournament generator, rating/norm/tie-break calculators and an FA-exam quiz.
//!
//! Data flows one way: TRF text → [`trf`] → [`tournament::Tournament`] →
//! `state_at(round)` → engines and checkers → [`report`].

pub mod check;
pub mod checklist;
pub mod cli;
pub(crate) mod dev_switch;
pub mod dutch;
pub mod explain;
pub mod generator;
pub mod limits;
pub mod matching;
pub mod norms;
pub mod pairing;
pub mod prizes;
pub mod quiz;
pub mod ratings;
pub mod report;
pub mod rules;
pub mod serve;
pub mod teams;
pub mod tiebreaks;
pub mod tournament;
pub mod trf;
