//! FIDE rating calculations (B.02): conversion tables, rating changes, initial ratings.

#[cfg(test)]
mod by_the_text;
pub mod compare;
pub mod compute;
pub mod rate_of_play;
pub mod tables;

pub use compute::{KSource, PlayerRating, RatingOptions, rate};
