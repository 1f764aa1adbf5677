//! arbitro — tools for chess arbiters: a verifier and engine for the FIDE pairing systems,
//! a random tournament generator, rating/norm/tie-break calculators and an FA-exam quiz.
//!
//! Data flows one way: TRF text → [`trf`] → [`tournament::Tournament`] →
//! `state_at(round)` → engines and checkers → [`report`]. The wings, bottom first (a wing
//! imports only from the wings above it in this list; `tests/it/layers.rs` keeps it so, and
//! `ARCHITECTURE.md` draws the flow):
//!
//! - [`core`](crate::core) — value types that import nothing: pairing numbers, rounds, points, colours,
//!   result codes, dates; scoring; editions; limits on what is read.
//! - [`trf`] — TRF16, TRF-2026 and the `XX*`/`BB*` extensions, read and written losslessly.
//! - [`tournament`] — the model: players, rounds, games; a round's state; dialect conversion.
//! - [`matching`] — chess-free matching: cardinality, maximum weight, priced, wide, and the
//!   lexicographic solver over labelled fields.
//! - [`rules`] — which edition of a regulation applies, and why; time control; Baku.
//! - [`pairing`] — the pairing of a round, the [`pairing::Pairer`] trait, the check-list, one
//!   folder per system (Dutch, Dubov, Burstein, round-robin).
//! - [`results`] — ratings, tie-breaks, norms, team standings, prizes.
//! - [`check`] — the file's own consistency; every round replayed through a `Pairer`, compared
//!   with the file and each difference explained.
//! - [`regulations`], [`generator`], [`quiz`] — rule texts, the random tournament generator and
//!   campaigns, the FA-exam quiz.
//! - [`report`] — text, Markdown and JSON renderings.
//! - [`app`] — what a command does with a file, shared by every face; one error type.
//! - [`serve`] and [`cli`] — the faces: the browser and the command line.

pub mod app;
pub mod check;
pub mod cli;
pub mod core;
pub(crate) mod dev_switch;
pub mod generator;
pub mod matching;
pub mod pairing;
pub mod quiz;
pub mod regulations;
pub mod report;
pub mod results;
pub mod rules;
#[cfg(feature = "serve")]
pub mod serve;
pub mod tournament;
pub mod trf;
