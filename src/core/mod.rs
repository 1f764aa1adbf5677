//! Value types that import nothing from the rest of the library: pairing numbers, rounds,
//! points, colours, result codes and dates ([`types`]), the scoring of a game ([`scoring`]),
//! the editions a value is computed under ([`editions`]) and the bounds on what is read at all
//! ([`limits`]), stable sorting compiled once per element type ([`order`]), text made inert for
//! display ([`bidi`]), the catalogues of words ([`words`]), the system's I/O errors
//! ([`os_words`]) and the YAML parser's messages ([`yaml_words`]) as phrases. Every wing may use
//! them; they use none.

pub mod bidi;
pub mod editions;
pub mod limits;
pub mod order;
pub mod os_words;
pub mod scoring;
pub mod types;
pub mod words;
pub mod yaml_words;
