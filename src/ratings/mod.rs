//! FIDE rating calculations (B.02): conversion tables, rating changes, initial ratings.

pub mod compare;
pub mod compute;
pub mod rate_of_play;
pub mod tables;

pub use compute::{KSource, PlayerRating, RatingOptions, rate};
