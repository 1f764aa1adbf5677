//! The FA-exam quiz: a bilingual question bank (`exams/*.yaml`), its lint, practice and
//! timed exam sessions, exam papers with marking schemes, and generated exercises.
//!
//! The FIDE Arbiter exam (B.06.2 4.1.1.3) is written, lasts 4 hours, is prepared with a
//! marking scheme by the lecturer and is passed with 80 %; the Arbiters' Manual (chapter XII)
//! puts 55 % of a real exam's marks on the Laws of Chess. The syllabus has eight topics
//! (B.06.2 4.1.1.1), see [`schema::Topic`].

pub mod articles;
pub mod bank;
pub mod bank_writer;
pub mod blueprint;
pub mod editions;
pub mod export;
pub mod fen;
pub mod generated;
pub mod glossary;
pub mod grade;
pub mod i18n;
pub mod leaks;
pub mod markdown;
pub mod marking;
pub mod paper;
pub mod progress;
pub mod refs;
pub mod results;
pub mod schema;
pub mod select;
pub mod session;
pub mod show;
pub mod srs;
pub mod stats;

pub use bank::{Bank, LintError};
pub use schema::{Kind, Lang, Marks, Question, Topic};
