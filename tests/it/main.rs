//! Integration tests: each runs the `arbitro` binary in a temporary directory and checks
//! exit code, stdout and stderr together.

mod common;
mod pair;
mod trf;
