//! The quiz's interface strings in Spanish and English, through Project Fluent
//! (`i18n/es.ftl`, `i18n/en.ftl`, embedded in the binary), and numbers in each language's
//! format.
//!
//! Every message is a [`Msg`]: code cannot ask for an id that does not exist, and a test
//! checks that every `Msg` is in both files and every message of the files is a `Msg`
//! (there is no fallback from one language to the other). Plurals follow CLDR's rules
//! ("1 punto", "2,5 puntos"; "1 mark", "1.5 marks").
//!
//! Spanish numbers take a decimal comma and no thousands separator for four digits, as the
//! Arbiters' Manual writes them ("el grupo de 0,5 puntos", ratings "1930": seed 000 l. 12630
//! and l. 12670; `exams/glossary/es.yaml`).

use super::schema::{Lang, Marks};
use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};

/// The English messages.
pub(crate) const EN_FTL: &str = include_str!("i18n/en.ftl");
/// The Spanish messages.
pub(crate) const ES_FTL: &str = include_str!("i18n/es.ftl");

macro_rules! messages {
    ($($(#[$doc:meta])* $name:ident = $id:literal,)*) => {
        /// A message of the quiz's interface; [`Msg::id`] is its Fluent id.
        #[derive(Copy, Clone, Debug, PartialEq, Eq)]
        pub enum Msg {
            $($(#[$doc])* $name,)*
        }

        impl Msg {
            /// Every message.
            pub const ALL: &'static [Msg] = &[$(Msg::$name,)*];

            /// The Fluent id.
            #[must_use]
            pub fn id(self) -> &'static str {
                match self {
                    $(Msg::$name => $id,)*
                }
            }
        }
    };
}

messages! {
    /// "Question 3/10" (`n`, `of`).
    QuestionOf = "question-of",
    /// "Question 3" (`n`).
    QuestionN = "question-n",
    /// "2.5 marks" (`count` for the plural, `shown` as printed).
    Marks = "marks",
    /// "1.5/2 marks" (`awarded`, `total`, `count`).
    AwardedOf = "awarded-of",
    /// Time left in an exam.
    TimeLeft = "time-left",
    /// Under a diagram.
    WhiteToMove = "white-to-move",
    /// Under a diagram.
    BlackToMove = "black-to-move",
    /// Prompt for a single-choice answer.
    HintSingle = "hint-single",
    /// Prompt for a multiple-choice answer.
    HintMultiple = "hint-multiple",
    /// Prompt for a number.
    HintNumeric = "hint-numeric",
    /// Prompt for boards.
    HintPairing = "hint-pairing",
    /// Prompt for an open answer.
    HintOpen = "hint-open",
    /// Full marks.
    Correct = "correct",
    /// No marks.
    Wrong = "wrong",
    /// Some marks.
    Partial = "partial",
    /// Skipped.
    Skipped = "skipped",
    /// "Answer".
    Answer = "answer",
    /// "Your answer".
    YourAnswer = "your-answer",
    /// "Model answer".
    ModelAnswer = "model-answer",
    /// "Marking scheme".
    MarkingScheme = "marking-scheme",
    /// "Explanation".
    Explanation = "explanation",
    /// "Articles".
    Articles = "articles",
    /// Self-marking prompt (`max`).
    SelfMark = "self-mark",
    /// An answer after the time limit.
    TimeUp = "time-up",
    /// End of an exam (`count` questions).
    ExamOver = "exam-over",
    /// "Score".
    Score = "score",
    /// Exam passed.
    Pass = "pass",
    /// Exam failed.
    Fail = "fail",
    /// "pass mark".
    PassMark = "pass-mark",
    /// Heading of the review.
    Review = "review",
    /// Nothing to review.
    NoMistakes = "no-mistakes",
    /// A skipped or unanswered question's answer.
    NoAnswer = "no-answer",
    /// "Give the result …" (`rule`).
    GiveResult = "give-result",
    /// Rounding to a whole number (B.02 8.3.4).
    RoundWhole = "round-whole",
    /// Rounding to `count` decimals.
    RoundDecimals = "round-decimals",
    /// Other accepted values (`values`).
    AlsoAccepted = "also-accepted",
    /// In practice, the marks the key gave the parts it marks (`marks`) before self-marking the reasons.
    KeyPart = "key-part",
    /// A letter that is not an option (`letter`, `last`).
    ErrorNotAnOption = "error-not-an-option",
    /// No option given.
    ErrorNoOption = "error-no-option",
    /// A single-choice answer with several letters.
    ErrorOneLetter = "error-one-letter",
    /// Not a number (`text`).
    ErrorNotANumber = "error-not-a-number",
    /// Not a board (`token`).
    ErrorNotABoard = "error-not-a-board",
    /// No board given.
    ErrorNoBoard = "error-no-board",
    /// Self-awarded marks out of range (`max`, `step`).
    ErrorMarkRange = "error-mark-range",
    /// No question matches the filters of a session.
    ErrorNoQuestion = "error-no-question",
    /// A session refused because the bank has problems (`dir`, `count`).
    ErrorBankProblems = "error-bank-problems",
    /// A session refused because the bank is empty (`dir`).
    ErrorBankEmpty = "error-bank-empty",
    /// `quiz list`: the column of the question's id.
    ListId = "list-id",
    /// `quiz list`: the column of the topic.
    ListTopic = "list-topic",
    /// `quiz list`: the column of the kind of question.
    ListKind = "list-kind",
    /// `quiz list`: the column of the marks.
    ListMarks = "list-marks",
    /// `quiz list`: the column of the languages.
    ListLanguages = "list-languages",
    /// `quiz list`: the last line (`count` questions, `marks` as [`marks`] words them).
    ListTotal = "list-total",
    /// The last line of a practice or exam session: the seed that draws the same questions (`seed`).
    SessionSeed = "session-seed",
}

/// A value for a placeable of a message.
#[derive(Clone, Debug)]
pub enum Arg {
    /// Text, shown as it is.
    Text(String),
    /// A number, for plural selection (shown by Fluent without locale formatting: pass the
    /// shown form as a [`Arg::Text`] beside it).
    Number(f64),
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Text(s.to_owned())
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Text(s)
    }
}

/// The numbers of `line` written with one decimal point between digits (`12.5`, `1.575`),
/// as byte ranges: each starts a word (not after a letter, digit, point or comma) and is not
/// followed by a letter. What the Spanish text writes with a comma instead; the callers decide
/// which are decimals and which are citations (`art. 6.9`).
pub(crate) fn dotted_numbers(line: &str) -> Vec<std::ops::Range<usize>> {
    let b = line.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let boundary = i == 0 || !(b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'.' || b[i - 1] == b',');
        if !(b[i].is_ascii_digit() && boundary) {
            i += 1;
            continue;
        }
        let start = i;
        while i < b.len() && (b[i].is_ascii_digit() || (b[i] == b'.' && i + 1 < b.len() && b[i + 1].is_ascii_digit())) {
            i += 1;
        }
        if line[start..i].matches('.').count() == 1 && !b.get(i).is_some_and(u8::is_ascii_alphabetic) {
            out.push(start..i);
        }
    }
    out
}

fn bundle(lang: Lang) -> FluentBundle<FluentResource> {
    let (tag, src) = match lang {
        Lang::Es => ("es", ES_FTL),
        Lang::En => ("en", EN_FTL),
    };
    let id: unic_langid::LanguageIdentifier = tag.parse().expect("a valid language tag");
    let mut b = FluentBundle::new(vec![id]);
    // Plain terminal text: no Unicode isolation marks around placeables.
    b.set_use_isolating(false);
    let res = FluentResource::try_new(src.to_owned()).expect("the shipped .ftl files parse (tested)");
    b.add_resource(res).expect("no duplicate ids in the shipped .ftl files (tested)");
    b
}

thread_local! {
    static BUNDLES: (FluentBundle<FluentResource>, FluentBundle<FluentResource>) = (bundle(Lang::Es), bundle(Lang::En));
}

/// Formats `msg` in `lang`, with errors (a missing message or argument) returned beside it.
fn format_checked(lang: Lang, msg: Msg, args: &[(&str, Arg)]) -> (String, Vec<String>) {
    BUNDLES.with(|(es, en)| {
        let b = if lang == Lang::Es { es } else { en };
        let Some(pattern) = b.get_message(msg.id()).and_then(|m| m.value()) else {
            return (format!("[{}]", msg.id()), vec![format!("{lang}: no message '{}'", msg.id())]);
        };
        let mut fa = FluentArgs::new();
        for (k, v) in args {
            match v {
                Arg::Text(s) => fa.set(*k, FluentValue::from(s.clone())),
                Arg::Number(x) => fa.set(*k, FluentValue::from(*x)),
            }
        }
        let mut errors = Vec::new();
        let s = b.format_pattern(pattern, Some(&fa), &mut errors).into_owned();
        (s, errors.iter().map(|e| format!("{lang}: {}: {e:?}", msg.id())).collect())
    })
}

/// `msg` in `lang` with its arguments.
#[must_use]
pub fn tr(lang: Lang, msg: Msg, args: &[(&str, Arg)]) -> String {
    format_checked(lang, msg, args).0
}

/// `msg` in `lang`, without arguments.
#[must_use]
pub fn t(lang: Lang, msg: Msg) -> String {
    tr(lang, msg, &[])
}

/// A number as `lang` writes it: `12,5` in Spanish, `12.5` in English; no thousands
/// separator (ratings: 1575).
#[must_use]
pub fn number(lang: Lang, v: f64) -> String {
    let s = format!("{v}");
    if lang == Lang::Es { s.replace('.', ",") } else { s }
}

/// A number with exactly `decimals` decimals, as `lang` writes it (`91,7`).
#[must_use]
pub fn fixed(lang: Lang, v: f64, decimals: usize) -> String {
    let s = format!("{v:.decimals$}");
    if lang == Lang::Es { s.replace('.', ",") } else { s }
}

/// A text of English-format numbers (`5.4 (± 0.5)`) in `lang`'s format.
#[must_use]
pub(crate) fn number_text(lang: Lang, s: &str) -> String {
    if lang == Lang::Es { s.replace('.', ",") } else { s.to_owned() }
}

/// Marks as `lang` writes them (`2,5`).
#[must_use]
pub(crate) fn marks_number(lang: Lang, m: Marks) -> String {
    number(lang, m.as_f64())
}

/// "2,5 puntos" / "1 mark".
#[must_use]
pub fn marks(lang: Lang, m: Marks) -> String {
    tr(lang, Msg::Marks, &[("count", Arg::Number(m.as_f64())), ("shown", marks_number(lang, m).into())])
}

/// "1,5/2 puntos" / "1.5/2 marks".
#[must_use]
pub(crate) fn awarded_of(lang: Lang, awarded: Marks, total: Marks) -> String {
    tr(
        lang,
        Msg::AwardedOf,
        &[
            ("awarded", marks_number(lang, awarded).into()),
            ("total", marks_number(lang, total).into()),
            ("count", Arg::Number(total.as_f64())),
        ],
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use fluent_syntax::ast::Entry;

    fn ids(src: &str) -> Vec<String> {
        let res = fluent_syntax::parser::parse(src).expect("the .ftl file parses");
        res.body
            .iter()
            .filter_map(|e| match e {
                Entry::Message(m) => Some(m.id.name.to_string()),
                _ => None,
            })
            .collect()
    }

    /// Arguments that fill every placeable of any message.
    fn sample_args() -> Vec<(&'static str, Arg)> {
        vec![
            ("n", "3".into()),
            ("of", "10".into()),
            ("count", Arg::Number(2.0)),
            ("shown", "2".into()),
            ("awarded", "1".into()),
            ("total", "2".into()),
            ("max", "4".into()),
            ("rule", "x".into()),
            ("values", "5".into()),
            ("letter", "z".into()),
            ("last", "d".into()),
            ("text", "x".into()),
            ("token", "7/29".into()),
            ("step", "0,5".into()),
            ("dir", "exams".into()),
            ("marks", "3".into()),
            ("seed", "42".into()),
        ]
    }

    #[test]
    fn every_message_exists_in_both_languages_and_nothing_else() {
        let want: Vec<&str> = Msg::ALL.iter().map(|m| m.id()).collect();
        for (lang, src) in [(Lang::Es, ES_FTL), (Lang::En, EN_FTL)] {
            let mut have = ids(src);
            have.sort();
            let mut w: Vec<String> = want.iter().map(|s| (*s).to_string()).collect();
            w.sort();
            assert_eq!(have, w, "{lang}: the .ftl ids and Msg::ALL differ");
            for &m in Msg::ALL {
                let (s, errors) = format_checked(lang, m, &sample_args());
                assert!(errors.is_empty(), "{errors:?}");
                assert!(!s.trim().is_empty() && !s.starts_with('['), "{lang} {}: {s}", m.id());
            }
        }
    }

    #[test]
    fn a_message_without_its_argument_is_an_error_not_a_silent_blank() {
        let (_, errors) = format_checked(Lang::Es, Msg::SelfMark, &[]);
        assert!(!errors.is_empty());
    }

    #[test]
    fn plurals_follow_each_language() {
        for (lang, m, want) in [
            (Lang::Es, Marks(2), "1 punto"),
            (Lang::Es, Marks(4), "2 puntos"),
            (Lang::Es, Marks(5), "2,5 puntos"),
            (Lang::Es, Marks(1), "0,5 puntos"),
            (Lang::Es, Marks(0), "0 puntos"),
            (Lang::En, Marks(2), "1 mark"),
            (Lang::En, Marks(3), "1.5 marks"),
            (Lang::En, Marks(4), "2 marks"),
        ] {
            assert_eq!(marks(lang, m), want);
        }
        assert_eq!(awarded_of(Lang::Es, Marks(1), Marks(2)), "0,5/1 punto");
        assert_eq!(awarded_of(Lang::En, Marks(3), Marks(4)), "1.5/2 marks");
        let over = |lang, n: f64| tr(lang, Msg::ExamOver, &[("count", Arg::Number(n))]);
        assert_eq!(over(Lang::Es, 1.0), "Fin del examen: una pregunta.");
        assert_eq!(over(Lang::Es, 12.0), "Fin del examen: 12 preguntas.");
        assert_eq!(over(Lang::En, 1.0), "End of the exam: one question.");
        assert_eq!(over(Lang::En, 2.0), "End of the exam: 2 questions.");
        let dec = |lang, n: f64| tr(lang, Msg::RoundDecimals, &[("count", Arg::Number(n))]);
        assert!(dec(Lang::Es, 1.0).starts_with("con un decimal,"));
        assert!(dec(Lang::Es, 2.0).starts_with("con 2 decimales,"));
        assert!(dec(Lang::En, 2.0).starts_with("to 2 decimal places,"));
        let problems =
            |lang, n: f64| tr(lang, Msg::ErrorBankProblems, &[("dir", "exams".into()), ("count", Arg::Number(n))]);
        assert_eq!(problems(Lang::Es, 1.0), "el banco exams tiene un problema; ejecute «arbitro quiz lint»:");
        assert_eq!(problems(Lang::En, 3.0), "the bank exams has 3 problems; run 'arbitro quiz lint':");
    }

    #[test]
    fn numbers_in_the_locale_format() {
        assert_eq!(number(Lang::Es, 12.5), "12,5");
        assert_eq!(number(Lang::En, 12.5), "12.5");
        assert_eq!(number(Lang::Es, 1575.0), "1575");
        assert_eq!(fixed(Lang::Es, 91.66, 1), "91,7");
        assert_eq!(fixed(Lang::En, 0.0, 1), "0.0");
    }
}
