//! The question schema of the bank (`exams/*.yaml`), as validated data.
//!
//! The YAML shape is documented in `exams/README.md`; [`crate::quiz::bank`] reads it into
//! these types after checking every rule.

use super::refs::Ref;
use serde::Serialize;
use std::fmt;
use std::path::PathBuf;

/// The eight topics of the FA seminar and exam (B.06.2 4.1.1.1 a–h).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Topic {
    /// a) FIDE Laws of Chess.
    Laws,
    /// b) Electronic clocks.
    Clocks,
    /// c) Systems of play and tie-breaks.
    SystemsTiebreaks,
    /// d) The Swiss system and pairing rules.
    Swiss,
    /// e) Anti-cheating regulations for arbiters.
    AntiCheating,
    /// f) Arbiter-title regulations.
    ArbiterTitles,
    /// g) FIDE competition rules and equipment standards.
    CompetitionRules,
    /// h) Ratings and over-the-board titles.
    RatingsTitles,
}

impl Topic {
    /// Every topic, in syllabus order (B.06.2 4.1.1.1 a–h).
    pub const ALL: [Topic; 8] = [
        Topic::Laws,
        Topic::Clocks,
        Topic::SystemsTiebreaks,
        Topic::Swiss,
        Topic::AntiCheating,
        Topic::ArbiterTitles,
        Topic::CompetitionRules,
        Topic::RatingsTitles,
    ];

    /// The name used in the bank files and on the command line.
    #[must_use]
    pub fn code(self) -> &'static str {
        match self {
            Topic::Laws => "laws",
            Topic::Clocks => "clocks",
            Topic::SystemsTiebreaks => "systems-tiebreaks",
            Topic::Swiss => "swiss",
            Topic::AntiCheating => "anti-cheating",
            Topic::ArbiterTitles => "arbiter-titles",
            Topic::CompetitionRules => "competition-rules",
            Topic::RatingsTitles => "ratings-titles",
        }
    }

    /// The topic's title in a language.
    #[must_use]
    pub fn title(self, lang: Lang) -> &'static str {
        match (self, lang) {
            (Topic::Laws, Lang::En) => "Laws of Chess",
            (Topic::Laws, Lang::Es) => "Leyes del Ajedrez",
            (Topic::Clocks, Lang::En) => "Electronic clocks",
            (Topic::Clocks, Lang::Es) => "Relojes electrónicos",
            (Topic::SystemsTiebreaks, Lang::En) => "Systems of play and tie-breaks",
            (Topic::SystemsTiebreaks, Lang::Es) => "Sistemas de juego y desempates",
            (Topic::Swiss, Lang::En) => "Swiss system and pairing rules",
            (Topic::Swiss, Lang::Es) => "Sistema suizo y reglas de emparejamiento",
            (Topic::AntiCheating, Lang::En) => "Anti-cheating regulations",
            (Topic::AntiCheating, Lang::Es) => "Reglamento antitrampas",
            (Topic::ArbiterTitles, Lang::En) => "Arbiter-title regulations",
            (Topic::ArbiterTitles, Lang::Es) => "Reglamento de títulos de árbitro",
            (Topic::CompetitionRules, Lang::En) => "Competition rules and equipment standards",
            (Topic::CompetitionRules, Lang::Es) => "Reglas de competición y estándares de material",
            (Topic::RatingsTitles, Lang::En) => "Ratings and titles",
            (Topic::RatingsTitles, Lang::Es) => "Valoración y títulos",
        }
    }
}

impl fmt::Display for Topic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// How a question is answered and marked.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Kind {
    /// One option is right (`answer.choices` has exactly one index).
    Single,
    /// One or more options are right; all of them and nothing else earns the marks.
    Multiple,
    /// A number, within `answer.tolerance`.
    Numeric,
    /// A reasoned ruling, marked against the marking scheme (self-marked in sessions).
    Open,
    /// A pairing or colour allocation; auto-marked when `answer.pairs` is given and matched.
    Pairing,
}

impl Kind {
    /// Every kind.
    pub const ALL: [Kind; 5] = [Kind::Single, Kind::Multiple, Kind::Numeric, Kind::Open, Kind::Pairing];

    /// The name used in the bank files and on the command line.
    #[must_use]
    pub fn code(self) -> &'static str {
        match self {
            Kind::Single => "single",
            Kind::Multiple => "multiple",
            Kind::Numeric => "numeric",
            Kind::Open => "open",
            Kind::Pairing => "pairing",
        }
    }

    /// Whether the question has options to choose from.
    #[must_use]
    pub fn has_options(self) -> bool {
        matches!(self, Kind::Single | Kind::Multiple)
    }

    /// Whether the marking scheme is required.
    #[must_use]
    pub(crate) fn needs_marking(self) -> bool {
        matches!(self, Kind::Open | Kind::Pairing)
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

pub use crate::core::words::Lang;

/// Marks, in half-marks: 2½ marks is `Marks(5)`. Never a float.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Marks(pub u32);

impl Marks {
    /// Marks from a number that must be a non-negative multiple of ½.
    #[must_use]
    pub(crate) fn from_f64(v: f64) -> Option<Marks> {
        let halves = v * 2.0;
        if !v.is_finite() || v < 0.0 || (halves - halves.round()).abs() > 1e-9 || halves > f64::from(u32::MAX) {
            return None;
        }
        // Checked above: finite, non-negative, integral and in range.
        Some(Marks(halves.round() as u32))
    }

    /// The value as a number (for JSON and percentages).
    #[must_use]
    pub fn as_f64(self) -> f64 {
        f64::from(self.0) / 2.0
    }
}

impl std::ops::Add for Marks {
    type Output = Marks;
    fn add(self, o: Marks) -> Marks {
        Marks(self.0 + o.0)
    }
}

impl std::iter::Sum for Marks {
    fn sum<I: Iterator<Item = Marks>>(iter: I) -> Marks {
        iter.fold(Marks(0), |a, b| a + b)
    }
}

impl Serialize for Marks {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_f64(self.as_f64())
    }
}

impl fmt::Display for Marks {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0 % 2 == 0 { write!(f, "{}", self.0 / 2) } else { write!(f, "{}.5", self.0 / 2) }
    }
}

/// The language-neutral answer key.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct AnswerKey {
    /// Single/multiple: the right options, 0-based, sorted.
    pub choices: Vec<usize>,
    /// Numeric: the value.
    pub value: Option<f64>,
    /// Numeric: the accepted distance from `value` (0 when absent).
    pub tolerance: f64,
    /// Pairing: the expected boards, white first; `(n, 0)` is player n's pairing-allocated bye.
    pub pairs: Vec<(u32, u32)>,
    /// Numeric: other values that earn full marks (e.g. the same result rounded as a later
    /// article of the regulation prescribes).
    pub accept: Vec<f64>,
    /// Numeric: the stated rounding rule, the number of decimals the answer is given to
    /// (half away from zero); an answer with more decimals is rounded before marking.
    pub decimals: Option<u8>,
    /// Numeric: the step marks of the scheme, values that earn part of the marks when the
    /// candidate's working shows the method (e.g. a norm performance without the 2200 floor).
    pub partial: Vec<StepMark>,
    /// Pairing: how the marks split between the boards, the pairing-allocated bye and the
    /// reasons (the lecturer's part); `None`: every mark on the boards, a bye counting as one.
    pub scheme: Option<PairingScheme>,
}

/// A value of a numeric answer that earns part of the marks, and why (the scheme's step).
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct StepMark {
    /// The value the slip leads to.
    pub value: f64,
    /// The marks it earns when the working shows the method.
    pub marks: Marks,
    /// The slip, in Spanish.
    pub es: String,
    /// The slip, in English.
    pub en: String,
}

/// The marks of a pairing question by part: the boards (an equal share each; the right two
/// players with the colours reversed earn half the share), the pairing-allocated bye (the key's
/// `(n, 0)` boards) and the reasons, which only the lecturer marks.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct PairingScheme {
    /// Marks for the boards.
    pub boards: Marks,
    /// Marks for naming the bye.
    pub bye: Marks,
    /// Marks for the reasons (articles, criteria), marked by the lecturer.
    pub reasons: Marks,
    /// The answer is matches (teams, Double-Swiss) rather than boards: how the rule is worded.
    pub matches: bool,
}

/// The text of a question in one language (all Markdown).
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct LangText {
    /// The question.
    pub prompt: String,
    /// Single/multiple: the options, in key order.
    pub options: Vec<String>,
    /// The model answer in words.
    pub answer: String,
    /// Why, citing the articles.
    pub explanation: String,
    /// The marking scheme (required for open and pairing).
    pub marking: Option<String>,
}

/// Where a question was read from.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Origin {
    /// The bank file.
    pub file: PathBuf,
    /// The 1-based line of the question's `- id:` item.
    pub line: usize,
}

/// A validated question.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Question {
    /// Unique id, lowercase kebab-case.
    pub id: String,
    /// The syllabus topic.
    pub topic: Topic,
    /// How it is answered.
    pub kind: Kind,
    /// Its marks.
    pub points: Marks,
    /// Where it comes from (seed and line, or "original, based on …").
    pub source: String,
    /// The articles it rests on.
    pub refs: Vec<Ref>,
    /// A position to show as a diagram.
    pub fen: Option<String>,
    /// The dated editions of the regulations the key is right under (see [`super::editions`]).
    pub editions: Vec<&'static super::editions::Edition>,
    /// The near-duplicate cluster it belongs to: a paper never holds two questions of one
    /// cluster (one would answer the other).
    pub cluster: Option<String>,
    /// The answer key.
    pub answer: AnswerKey,
    /// Spanish text.
    pub es: LangText,
    /// English text.
    pub en: LangText,
    /// Where it was read.
    #[serde(skip)]
    pub origin: Origin,
}

/// The letter of option `i` (0 → `a`), as papers and sessions print options.
#[must_use]
pub fn option_letter(i: usize) -> char {
    char::from(b'a' + u8::try_from(i % 26).unwrap_or(0))
}

impl Question {
    /// The answer key in short form (`b)`, `a), c)`, `5.4 (± 0.5)`, `7-29 26-16`), when the
    /// kind has one.
    #[must_use]
    pub(crate) fn key_short(&self) -> Option<String> {
        match self.kind {
            Kind::Single | Kind::Multiple => Some(
                self.answer.choices.iter().map(|&i| format!("{})", option_letter(i))).collect::<Vec<_>>().join(", "),
            ),
            Kind::Numeric => self.answer.value.map(|v| {
                if self.answer.tolerance > 0.0 { format!("{v} (± {})", self.answer.tolerance) } else { v.to_string() }
            }),
            Kind::Pairing if !self.answer.pairs.is_empty() => {
                Some(self.answer.pairs.iter().map(|(w, b)| format!("{w}-{b}")).collect::<Vec<_>>().join(" "))
            }
            _ => None,
        }
    }

    /// The text in `lang`.
    #[must_use]
    pub fn text(&self, lang: Lang) -> &LangText {
        match lang {
            Lang::Es => &self.es,
            Lang::En => &self.en,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_accept_half_steps_only() {
        for (v, want) in
            [(2.0, Some(Marks(4))), (0.5, Some(Marks(1))), (0.0, Some(Marks(0))), (0.3, None), (-1.0, None)]
        {
            assert_eq!(Marks::from_f64(v), want, "{v}");
        }
        assert_eq!(Marks(5).to_string(), "2.5");
        assert_eq!(Marks(4).to_string(), "2");
    }

    #[test]
    fn locale_chooses_language() {
        for (loc, want) in
            [("es_ES.UTF-8", Lang::Es), ("es", Lang::Es), ("en_GB.UTF-8", Lang::En), ("C", Lang::En), ("", Lang::En)]
        {
            assert_eq!(Lang::from_locale(loc), want, "{loc}");
        }
    }
}
