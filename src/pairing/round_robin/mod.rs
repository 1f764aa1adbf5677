//! Round-robin events (C.05 5.1–5.3 and its annexes): the Berger tables (Annex 1), single
//! and double round-robins, the pairing numbers, the check of a file against the table,
//! the reading of the table for a walkthrough, and the Varma tables (Annex 2).
//!
//! - [`berger`]: the tables by the Berger rotation; [`printed`] holds the annex's printed
//!   tables, which the tests compare round by round.
//! - [`schedule`]: which table round each round of the event plays (cycles, colours, the
//!   annex's swap of the last two rounds of the first cycle).
//! - [`numbers`]: which number each player drew — the starting ranks, or inferred from the rounds.
//! - [`event`]: the event a file describes (players, table, cycles, numbers), with reasons.
//! - [`engine`]: the pairing of a round; [`check`]: the check of recorded rounds.
//! - [`walkthrough`]: how to read the table for a round; [`varma`]: the restricted draw.

pub(crate) mod berger;
pub mod check;
pub mod engine;
pub(crate) mod event;
pub(crate) mod numbers;
pub mod played;
pub mod printed;
pub(crate) mod schedule;
pub(crate) mod varma;
pub mod walkthrough;

pub use berger::{BergerTable, TableBoard, TableNo};
pub use engine::{RoundRobinPairer, pair_round};
pub use event::Event;
pub use schedule::Schedule;

#[cfg(test)]
mod tests;
