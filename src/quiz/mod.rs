//! The FA-exam quiz: a bilingual question bank (`exams/*.yaml`), its lint, practice and
//! timed exam sessions, exam papers with marking schemes, and generated exercises.
//!
//! The FIDE Arbiter exam (B.06.2 4.1.1.3) is written, lasts 4 hours, is prepared with a
//! marking scheme by the lecturer and is passed with 80 %; the Arbiters' Manual (chapter XII)
//! puts 55 % of a real exam's marks on the Laws of Chess. The syllabus has eight topics
//! (B.06.2 4.1.1.1), see [`schema::Topic`].

pub(crate) mod articles;
pub mod bank;
pub(crate) mod bank_writer;
pub mod blueprint;
pub mod board_marks;
pub(crate) mod editions;
pub(crate) mod export;
pub(crate) mod fen;
pub mod form_cues;
pub mod generated;
pub mod glossary;
pub mod grade;
pub mod i18n;
pub mod leaks;
pub(crate) mod markdown;
pub(crate) mod marking;
pub mod paper;
pub(crate) mod parser_words;
pub mod progress;
pub mod refs;
pub(crate) mod results;
pub mod schema;
pub mod select;
pub(crate) mod session;
pub(crate) mod show;
pub mod srs;
pub(crate) mod stats;

pub use bank::{Bank, LintError};
pub use schema::{Kind, Lang, Marks, Question, Topic};
