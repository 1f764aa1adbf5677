//! FIDE rating calculations (B.02): conversion tables, rating changes, initial ratings.

pub mod tables;
