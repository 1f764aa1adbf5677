//! Tie-breaks (FIDE C.07, 2024 and 2026 texts; the seed's C.02 §13 virtual opponent):
//! per-player values with explanations, and the standings they produce.

pub mod compare;
pub mod compute;
pub mod facts;
pub mod rank;
pub mod spec;
#[cfg(test)]
pub mod testgen;

pub use compute::{Figure, fmt_hundredths};
pub use facts::{Facts, TbOptions};
pub use rank::{Row, Standings, standings};
pub use spec::{Code, Modifiers, SpecError, Tiebreak, parse_list};
