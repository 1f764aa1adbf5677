//! Exam blueprints: how many marks of each topic an exam paper carries.
//!
//! B.06.2 4.1.1.3: the FA exam is written, lasts 4 hours and is passed with 80 %;
//! Arbiters' Manual chapter XII: in a real exam 55 % of the marks are on the Laws of Chess.

use super::bank::LintError;
use super::schema::{Marks, Topic};
use crate::core::words::Phrase;
use serde::{Deserialize, Serialize};
use std::path::Path;

/// The Laws share a paper must have unless the blueprint says otherwise (Arbiters' Manual XII).
pub(crate) const DEFAULT_LAWS_SHARE: f64 = 55.0;
/// Pass mark of the FA exam (B.06.2 4.1.1.3).
pub(crate) const DEFAULT_PASS_PERCENT: f64 = 80.0;
/// Length of the FA exam (B.06.2 4.1.1.3).
pub(crate) const DEFAULT_MINUTES: u32 = 240;

/// One topic's share of a paper.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Section {
    /// The topic.
    pub topic: Topic,
    /// Marks to fill with questions of that topic.
    pub points: f64,
}

/// An exam blueprint as written in `exams/blueprints/*.yaml`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Blueprint {
    /// Title printed on the paper.
    pub name: String,
    /// The title in Spanish (the English `name` when absent).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name_es: Option<String>,
    /// Duration in minutes (default 240).
    #[serde(default = "default_minutes")]
    pub minutes: u32,
    /// Pass mark in percent (default 80).
    #[serde(default = "default_pass")]
    pub pass_percent: f64,
    /// Least share of the marks on the Laws, in percent (default 55; 0 to switch the check off).
    #[serde(default = "default_laws_share")]
    pub laws_share: f64,
    /// The topics and their marks.
    pub sections: Vec<Section>,
    /// Kinds of question every paper must contain, each in a topic's section (Arbiters'
    /// Manual XII: an FA exam has reasoned rulings, calculations and a pairing exercise).
    #[serde(default)]
    pub requires: Vec<Requirement>,
}

impl Blueprint {
    /// The title in `lang`.
    #[must_use]
    pub fn title(&self, lang: crate::quiz::Lang) -> &str {
        match (lang, &self.name_es) {
            (crate::quiz::Lang::Es, Some(es)) => es,
            _ => &self.name,
        }
    }
}

/// One kind of question a paper must contain.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Requirement {
    /// The section it belongs to.
    pub topic: Topic,
    /// The kind of question.
    pub kind: super::schema::Kind,
}

fn default_minutes() -> u32 {
    DEFAULT_MINUTES
}
fn default_pass() -> f64 {
    DEFAULT_PASS_PERCENT
}
fn default_laws_share() -> f64 {
    DEFAULT_LAWS_SHARE
}

/// A checked blueprint: marks per topic in half-marks.
#[derive(Clone, Debug, PartialEq)]
pub struct Plan {
    /// The blueprint as read.
    pub blueprint: Blueprint,
    /// Marks per section, in blueprint order.
    pub sections: Vec<(Topic, Marks)>,
}

impl Plan {
    /// Total marks of the paper.
    #[must_use]
    pub fn total(&self) -> Marks {
        self.sections.iter().map(|s| s.1).sum()
    }

    /// Marks on the Laws.
    #[must_use]
    pub fn laws(&self) -> Marks {
        self.sections.iter().filter(|s| s.0 == Topic::Laws).map(|s| s.1).sum()
    }
}

/// Reads and checks a blueprint file.
///
/// # Errors
/// An unreadable file, YAML and rule errors, as [`LintError`]s with file and line.
pub fn load(path: &Path) -> Result<Plan, Vec<LintError>> {
    use crate::core::limits;
    let err = |line, col, message: Phrase| {
        vec![LintError { file: path.to_path_buf(), line, column: Some(col), id: None, message }]
    };
    let bytes = limits::read_capped(path, limits::MAX_YAML_BYTES)
        .map_err(|e| err(1, 1, Phrase::new("lint-cannot-read").arg("error", crate::core::os_words::io_error(&e))))?;
    limits::check_size(&bytes, limits::MAX_YAML_BYTES, limits::FileKind::Blueprint)
        .and_then(|()| limits::check_not_utf16(&bytes))
        .map_err(|e| err(e.line, e.col, e.what))?;
    let text = String::from_utf8(bytes).map_err(|e| {
        let (line, col) = limits::position(e.as_bytes(), e.utf8_error().valid_up_to());
        err(line, col, Phrase::new("lint-blueprint-not-utf8"))
    })?;
    parse(path, &text)
}

/// Checks a blueprint's text.
///
/// # Errors
/// Every problem, with line.
pub fn parse(path: &Path, text: &str) -> Result<Plan, Vec<LintError>> {
    crate::core::limits::check_yaml(text).map_err(|e| {
        vec![LintError { file: path.to_path_buf(), line: e.line, column: Some(e.col), id: None, message: e.what }]
    })?;
    let bp: Blueprint = serde_yaml::from_str(text).map_err(|e| {
        let (line, column) = crate::core::limits::yaml_place(text, &e);
        let column = Some(column);
        let msg = crate::core::yaml_words::parser_message(&e);
        vec![LintError {
            file: path.to_path_buf(),
            line,
            column,
            id: None,
            message: crate::core::yaml_words::yaml_message(&msg),
        }]
    })?;
    let line_of = |needle: &str| text.lines().position(|l| l.contains(needle)).map_or(1, |i| i + 1);
    let mut errors = Vec::new();
    let mut err = |line: usize, message: Phrase| {
        let column = Some(super::bank::first_column(text, line));
        errors.push(LintError { file: path.to_path_buf(), line, column, id: None, message });
    };
    let mut sections = Vec::new();
    for s in &bp.sections {
        match Marks::from_f64(s.points).filter(|m| m.0 > 0) {
            Some(m) => sections.push((s.topic, m)),
            None => err(
                line_of(&format!("topic: {}", s.topic)),
                Phrase::new("lint-section-points").arg("topic", s.topic.to_string()),
            ),
        }
        if bp.sections.iter().filter(|x| x.topic == s.topic).count() > 1 {
            err(
                line_of(&format!("topic: {}", s.topic)),
                Phrase::new("lint-section-twice").arg("topic", s.topic.to_string()),
            );
        }
    }
    if bp.sections.is_empty() {
        err(line_of("sections"), Phrase::new("lint-sections-none"));
    }
    if !(0.0..=100.0).contains(&bp.pass_percent) {
        err(line_of("pass_percent"), Phrase::new("lint-pass-percent"));
    }
    if bp.minutes == 0 {
        err(line_of("minutes"), Phrase::new("lint-minutes"));
    }
    for r in &bp.requires {
        if !bp.sections.iter().any(|s| s.topic == r.topic) {
            err(
                line_of("requires"),
                Phrase::new("lint-requires")
                    .arg("kind", super::bank::kind_words(r.kind))
                    .arg("topic", r.topic.to_string()),
            );
        }
    }
    errors.dedup();
    let plan = Plan { blueprint: bp, sections };
    if errors.is_empty() {
        let total = plan.total().as_f64();
        let laws = plan.laws().as_f64();
        if total > 0.0 && laws * 100.0 / total + 1e-9 < plan.blueprint.laws_share {
            errors.push(LintError {
                file: path.to_path_buf(),
                line: line_of("topic: laws").max(line_of("sections")),
                column: Some(super::bank::first_column(text, line_of("topic: laws").max(line_of("sections")))),
                id: None,
                message: Phrase::new("lint-laws-share")
                    .dec("laws", laws)
                    .dec("total", total)
                    .dec("share", format!("{:.1}", laws * 100.0 / total))
                    .dec("required", plan.blueprint.laws_share),
            });
        }
    }
    if errors.is_empty() { Ok(plan) } else { Err(errors) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn checks_the_laws_share() {
        let ok = "name: t\nsections:\n  - topic: laws\n    points: 11\n  - topic: swiss\n    points: 9\n";
        let plan = parse(Path::new("b.yaml"), ok).unwrap();
        assert_eq!(plan.total(), Marks(40));
        assert_eq!(plan.blueprint.minutes, 240);
        let low = ok.replace("points: 11", "points: 10");
        let e = parse(Path::new("b.yaml"), &low).unwrap_err();
        assert!(e[0].message.to_string().contains("less than the required 55"), "{e:?}");
        let off = format!("laws_share: 0\n{low}");
        assert!(parse(Path::new("b.yaml"), &off).is_ok());
    }

    #[test]
    fn reports_bad_sections_with_lines() {
        let e = parse(Path::new("b.yaml"), "name: t\nsections:\n  - topic: lawz\n    points: 1\n").unwrap_err();
        assert_eq!(e[0].line, 3, "{e:?}");
        let e = parse(Path::new("b.yaml"), "name: t\nsections:\n  - topic: laws\n    points: 0.3\n").unwrap_err();
        assert_eq!(e[0].line, 3, "{e:?}");
    }
}
