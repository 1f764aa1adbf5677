//! What a command does with a file, whichever face asks (the command line or the browser):
//! load it, choose the engine, check it, read its standings' inputs, build a quick entry.
//! One [`Error`] for all of it; the faces only parse, call and render.

pub mod check;
pub mod error;
pub mod load;
pub(crate) mod standings;
pub mod teams;

pub use error::{Error, ExitStatus};
pub use load::{Loaded, load_tournament, load_tournament_in};
