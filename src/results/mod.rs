//! Results: what a tournament's games are worth once played.
//!
//! - [`ratings`] — FIDE rating changes and performance (B.02 Rating Regulations).
//! - [`tiebreaks`] — tie-breaks and standings (C.07).
//! - [`norms`] — title norms (B.01).
//! - [`teams`] — team standings and their tie-breaks.
//! - [`prizes`] — prize distribution over the standings.

pub mod norms;
pub mod prizes;
pub mod ratings;
pub mod teams;
pub mod tiebreaks;
