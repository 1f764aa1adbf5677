//! arbitro — tools for chess arbiters: a verifier and engine for the FIDE pairing systems,
//! a random tournament generator, rating/norm/tie-break calculators and an FA-exam quiz.
//!
//! Data flows one way: TRF text → [`trf`] → [`tournament::Tournament`] →
//! `state_at(round)` → engines and checkers → [`report`]. The wings, bottom first (a wing
//! imports only from the wings above it in this list; `tests/it/layers.rs` keeps it so, and
//! `ARCHITECTURE.md` draws the flow):
//!
//! - [`limits`] — bounds on what is read, before any parser sees the bytes.
//! - [`trf`] — TRF16, TRF-2026 and the `XX*`/`BB*` extensions, read and written losslessly.
//! - [`tournament`] — the model: players, rounds, games, scoring; a round's state.
//! - [`matching`] — chess-free matching: cardinality, maximum weight, priced, wide weights.
//! - [`rules`] — which edition of a regulation applies, and why; time control; Baku.
//! - [`pairing`] — the engine-neutral pairing of a round, and one module per further system.
//! - [`dutch`] — the FIDE (Dutch) System, 2017 and 2026 editions; [`checklist`] — the
//!   arbiter's check-list before a round.
//! - [`ratings`], [`tiebreaks`], [`norms`], [`teams`], [`prizes`] — results.
//! - [`check`] — every round replayed and compared with the file, each difference explained.
//! - [`explain`], [`generator`], [`quiz`] — rule texts, the random tournament generator and
//!   campaigns, the FA-exam quiz.
//! - [`report`] — text, Markdown and JSON renderings.
//! - [`serve`] and [`cli`] — the faces: the browser and the command line.

pub mod app;
pub mod check;
pub mod cli;
pub(crate) mod dev_switch;

pub mod generator;
pub mod limits;
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
