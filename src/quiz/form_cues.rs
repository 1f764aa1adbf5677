//! Form cues: what lets a candidate who knows nothing pick the key from the options' shape.
//!
//! Measured per question and per paper, in each language:
//! - **colon**: the key is the only option that explains itself after a colon ("Yes: …");
//! - **longest**: the key is strictly longer than every other option;
//! - **dominant**: the key is at least [`DOMINANT_RATIO`] times as long as the next-longest;
//! - **all but one**: a multiple-choice question with every option but one correct.
//!
//! The strategy "pick the only option with a colon, else the longest" ([`guess_share`]) is
//! what a candidate who reads nothing but the options' form would do; on a paper it must earn
//! no more than chance plus [`MAX_GUESS_OVER_CHANCE`] points. Bank thresholds:
//! [`MAX_COLON_KEYS`], [`MAX_DOMINANT_SHARE`], [`MAX_ALL_BUT_ONE_SHARE`] (the longest-key share
//! is [`super::bank::MAX_LONGEST_KEY_SHARE`]).

use super::schema::{Kind, Lang, Question};
use crate::core::words::Phrase;
use serde::Serialize;

/// The ratio of the key's length to the next-longest option's from which the key stands out.
pub const DOMINANT_RATIO: f64 = 1.5;

/// Single-choice questions of the bank, per language, whose key may be the only option
/// explaining itself after a colon: none (an unparalleled "Yes: because …" is a giveaway on
/// its own).
pub const MAX_COLON_KEYS: usize = 0;

/// The largest share of single-choice questions, per language, whose key may be at least
/// [`DOMINANT_RATIO`] times as long as the next-longest option.
pub const MAX_DOMINANT_SHARE: f64 = 0.10;

/// The largest share of multiple-choice questions that may have every option but one correct
/// (a candidate who ticks all but one would otherwise gain marks knowing nothing). Three in ten:
/// with the number of correct options varying from one to four of five, a question has every
/// option but one correct about one time in four by the count alone; the bank stood at 71 %
/// (55 of 78) on 2026-12-05 and at 23 % (18 of 77) on 2026-12-06, after 36 items were rewritten
/// with fewer correct options.
pub const MAX_ALL_BUT_ONE_SHARE: f64 = 0.30;

/// How many percentage points above chance the "colon, else longest" strategy may earn on the
/// single-choice questions of a paper.
pub const MAX_GUESS_OVER_CHANCE: f64 = 10.0;

/// Whether an option explains itself after a colon: a colon followed by a blank ("Yes: …",
/// "Enhanced: …"; not `10:30`).
#[must_use]
pub fn explains_after_colon(option: &str) -> bool {
    option.char_indices().any(|(i, c)| c == ':' && option[i + 1..].starts_with(char::is_whitespace))
}

fn lengths(q: &Question, lang: Lang) -> Vec<usize> {
    q.text(lang).options.iter().map(|o| o.trim().chars().count()).collect()
}

/// The form cues of one question in one language.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Cues {
    /// Single choice: the key is the only option explaining itself after a colon.
    pub colon: bool,
    /// Single choice: the key is strictly the longest option.
    pub longest: bool,
    /// Single choice: the key is at least [`DOMINANT_RATIO`] × the next-longest option.
    pub dominant: bool,
    /// Multiple choice: every option but one is correct.
    pub all_but_one: bool,
}

impl Cues {
    /// Whether any cue is set.
    #[must_use]
    pub fn any(self) -> bool {
        self.colon || self.longest || self.dominant || self.all_but_one
    }
}

/// The form cues of `q` in `lang`.
#[must_use]
pub fn cues(q: &Question, lang: Lang) -> Cues {
    let opts = &q.text(lang).options;
    match q.kind {
        Kind::Multiple => {
            Cues { all_but_one: opts.len() > 2 && q.answer.choices.len() + 1 == opts.len(), ..Cues::default() }
        }
        Kind::Single if opts.len() > 1 => {
            let Some(&k) = q.answer.choices.first() else { return Cues::default() };
            let colons: Vec<usize> = (0..opts.len()).filter(|&i| explains_after_colon(&opts[i])).collect();
            let len = lengths(q, lang);
            let next = (0..len.len()).filter(|&i| i != k).map(|i| len[i]).max().unwrap_or(0);
            Cues {
                colon: colons == [k],
                longest: len[k] > next,
                dominant: len[k] as f64 >= DOMINANT_RATIO * next.max(1) as f64,
                all_but_one: false,
            }
        }
        _ => Cues::default(),
    }
}

/// The share of the key a candidate earns by the strategy "pick the only option explaining
/// itself after a colon, else the longest" (ties between longest options split evenly): 1, 0 or
/// a fraction. Single choice only (0 otherwise).
#[must_use]
pub fn guess_share(q: &Question, lang: Lang) -> f64 {
    let opts = &q.text(lang).options;
    let Some(&k) = q.answer.choices.first() else { return 0.0 };
    if q.kind != Kind::Single || opts.is_empty() {
        return 0.0;
    }
    let colons: Vec<usize> = (0..opts.len()).filter(|&i| explains_after_colon(&opts[i])).collect();
    if colons.len() == 1 {
        return if colons[0] == k { 1.0 } else { 0.0 };
    }
    let len = lengths(q, lang);
    let max = len.iter().copied().max().unwrap_or(0);
    let tied: Vec<usize> = (0..len.len()).filter(|&i| len[i] == max).collect();
    if tied.contains(&k) { 1.0 / tied.len() as f64 } else { 0.0 }
}

/// The form-cue figures of a set of questions (a paper or the bank) in one language.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Figures {
    /// The language.
    pub lang: Lang,
    /// Single-choice questions.
    pub singles: usize,
    /// Of them, with the key the only option explaining itself after a colon.
    pub colon: usize,
    /// Of them, with the key strictly the longest option.
    pub longest: usize,
    /// Of them, with the key at least [`DOMINANT_RATIO`] × the next-longest.
    pub dominant: usize,
    /// Multiple-choice questions.
    pub multiples: usize,
    /// Of them, with every option but one correct.
    pub all_but_one: usize,
    /// Percentage of the single-choice marks the "colon, else longest" strategy earns.
    pub guess_percent: f64,
    /// Percentage of the single-choice marks a blind guess earns on average (1 / options).
    pub chance_percent: f64,
}

impl Figures {
    /// The figures of `questions` in `lang`.
    #[must_use]
    pub fn of(questions: &[&Question], lang: Lang) -> Self {
        let mut f = Figures {
            lang,
            singles: 0,
            colon: 0,
            longest: 0,
            dominant: 0,
            multiples: 0,
            all_but_one: 0,
            guess_percent: 0.0,
            chance_percent: 0.0,
        };
        let (mut marks, mut guessed, mut chance) = (0.0, 0.0, 0.0);
        for q in questions {
            let c = cues(q, lang);
            match q.kind {
                Kind::Single => {
                    f.singles += 1;
                    f.colon += usize::from(c.colon);
                    f.longest += usize::from(c.longest);
                    f.dominant += usize::from(c.dominant);
                    let m = f64::from(q.points.0);
                    let n = q.text(lang).options.len().max(1) as f64;
                    marks += m;
                    guessed += m * guess_share(q, lang);
                    chance += m / n;
                }
                Kind::Multiple => {
                    f.multiples += 1;
                    f.all_but_one += usize::from(c.all_but_one);
                }
                _ => {}
            }
        }
        if marks > 0.0 {
            f.guess_percent = 100.0 * guessed / marks;
            f.chance_percent = 100.0 * chance / marks;
        }
        f
    }

    /// The share of single-choice questions with a dominant key.
    #[must_use]
    pub fn dominant_share(&self) -> f64 {
        self.dominant as f64 / self.singles.max(1) as f64
    }

    /// The share of multiple-choice questions with all options but one correct.
    #[must_use]
    pub fn all_but_one_share(&self) -> f64 {
        self.all_but_one as f64 / self.multiples.max(1) as f64
    }

    /// Whether the strategy earns more than chance + [`MAX_GUESS_OVER_CHANCE`] points.
    #[must_use]
    pub fn guess_too_high(&self) -> bool {
        self.singles > 0 && self.guess_percent > self.chance_percent + MAX_GUESS_OVER_CHANCE + 1e-9
    }

    /// One line, worded when shown: `en: 120 single-choice (key the only one explained after a colon 0, …); …`.
    #[must_use]
    pub fn phrase(&self) -> Phrase {
        Phrase::new("lint-cues-figures")
            .arg("lang", self.lang.code())
            .arg("singles", self.singles)
            .arg("colon", self.colon)
            .arg("longest", self.longest)
            .dec("ratio", DOMINANT_RATIO)
            .arg("dominant", self.dominant)
            .arg("multiples", self.multiples)
            .arg("all-but-one", self.all_but_one)
            .arg("guess", format!("{:.0}", self.guess_percent))
            .arg("chance", format!("{:.0}", self.chance_percent))
    }
}

/// The thresholds as printed by `quiz lint`.
#[must_use]
pub fn thresholds() -> String {
    thresholds_phrase().to_string()
}

/// The thresholds, worded when shown.
#[must_use]
pub fn thresholds_phrase() -> Phrase {
    Phrase::new("lint-cues-thresholds")
        .arg("colon", MAX_COLON_KEYS)
        .arg("longest", format!("{:.0}", super::bank::MAX_LONGEST_KEY_SHARE * 100.0))
        .dec("ratio", DOMINANT_RATIO)
        .arg("dominant", format!("{:.0}", MAX_DOMINANT_SHARE * 100.0))
        .arg("all-but-one", format!("{:.0}", MAX_ALL_BUT_ONE_SHARE * 100.0))
        .arg("over", format!("{MAX_GUESS_OVER_CHANCE:.0}"))
}

/// The bank's problems with the form-cue thresholds in `lang` (besides the longest share, which
/// [`super::bank::check_key_length`] reports): each a message naming the questions.
#[must_use]
pub fn bank_problems(questions: &[&Question], lang: Lang) -> Vec<Phrase> {
    let f = Figures::of(questions, lang);
    let ids = |pick: fn(Cues) -> bool| -> String {
        questions.iter().filter(|q| pick(cues(q, lang))).map(|q| q.id.as_str()).collect::<Vec<_>>().join(", ")
    };
    let mut out = Vec::new();
    if f.colon > MAX_COLON_KEYS {
        out.push(
            Phrase::new("lint-cues-colon")
                .arg("lang", lang.code())
                .arg("count", f.colon)
                .arg("max", MAX_COLON_KEYS)
                .arg("ids", ids(|c| c.colon)),
        );
    }
    if f.singles >= super::bank::MIN_SINGLES_FOR_LENGTH_CHECK && f.dominant_share() > MAX_DOMINANT_SHARE + 1e-9 {
        out.push(
            Phrase::new("lint-cues-dominant")
                .arg("lang", lang.code())
                .dec("ratio", DOMINANT_RATIO)
                .arg("count", f.dominant)
                .arg("singles", f.singles)
                .arg("share", format!("{:.0}", f.dominant_share() * 100.0))
                .arg("max", format!("{:.0}", MAX_DOMINANT_SHARE * 100.0))
                .arg("ids", ids(|c| c.dominant)),
        );
    }
    if f.multiples >= super::bank::MIN_SINGLES_FOR_LENGTH_CHECK && f.all_but_one_share() > MAX_ALL_BUT_ONE_SHARE + 1e-9
    {
        out.push(
            Phrase::new("lint-cues-all-but-one")
                .arg("lang", lang.code())
                .arg("count", f.all_but_one)
                .arg("multiples", f.multiples)
                .arg("share", format!("{:.0}", f.all_but_one_share() * 100.0))
                .arg("max", format!("{:.0}", MAX_ALL_BUT_ONE_SHARE * 100.0))
                .arg("ids", ids(|c| c.all_but_one)),
        );
    }
    out
}

/// The form cues of one question, in one language, when it has any.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct QuestionCues {
    /// The question.
    pub id: String,
    /// The language.
    pub lang: Lang,
    /// Its cues.
    pub cues: Cues,
}

/// The form-cue figures of one paper of a blueprint.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PaperFigures {
    /// The blueprint file.
    pub blueprint: String,
    /// The paper's seed.
    pub seed: u64,
    /// Per language.
    pub figures: Vec<Figures>,
}

/// What `quiz lint` reports on form cues: the thresholds, the bank's figures, every paper's
/// figures and the questions with a cue.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Report {
    /// The thresholds in words.
    pub thresholds: String,
    /// The bank's figures per language.
    pub bank: Vec<Figures>,
    /// The figures of the papers checked (seeds 0 to [`super::leaks::PAPERS_CHECKED`] − 1 of each blueprint).
    pub papers: Vec<PaperFigures>,
    /// The questions with a cue, per language.
    pub questions: Vec<QuestionCues>,
}

/// The papers of `plan` (seeds 0 to [`super::leaks::PAPERS_CHECKED`] − 1, questions valid on
/// `on`), as [`super::select::fill`] draws them.
#[must_use]
pub fn papers<'a>(
    questions: &'a [Question],
    plan: &super::blueprint::Plan,
    on: crate::tournament::Date,
) -> Vec<(u64, Vec<&'a Question>)> {
    let valid = super::select::Filter { on: Some(on), ..super::select::Filter::default() };
    let pool: Vec<&Question> = questions.iter().filter(|q| valid.accepts(q)).collect();
    let owned: Vec<Question> = pool.iter().map(|q| (*q).clone()).collect();
    (0..super::leaks::PAPERS_CHECKED)
        .filter_map(|seed| {
            let paper = super::select::fill(&owned, plan, seed).ok()?;
            // Back to the caller's questions, so the result borrows `questions`.
            let ids: Vec<&str> = paper.iter().map(|q| q.id.as_str()).collect();
            let mine: Vec<&'a Question> =
                ids.iter().filter_map(|id| pool.iter().copied().find(|q| q.id == *id)).collect();
            Some((seed, mine))
        })
        .collect()
}

/// The form-cue report of a bank and its blueprints, with the problems: the bank's thresholds
/// (placed at the first question concerned) and every paper whose "colon, else longest"
/// strategy earns more than chance + [`MAX_GUESS_OVER_CHANCE`] points (placed at the blueprint).
#[must_use]
pub fn report(
    questions: &[Question],
    plans: &[(std::path::PathBuf, super::blueprint::Plan)],
    on: crate::tournament::Date,
) -> (Report, Vec<super::bank::LintError>) {
    let all: Vec<&Question> = questions.iter().collect();
    let mut errors = Vec::new();
    let first = all.iter().min_by(|a, b| (&a.origin.file, a.origin.line).cmp(&(&b.origin.file, b.origin.line)));
    for lang in Lang::ALL {
        for message in bank_problems(&all, lang) {
            if let Some(q) = first {
                errors.push(super::bank::LintError {
                    file: q.origin.file.clone(),
                    line: q.origin.line,
                    column: None,
                    id: None,
                    message,
                });
            }
        }
    }
    let mut paper_figures = Vec::new();
    for (file, plan) in plans {
        for (seed, paper) in papers(questions, plan, on) {
            let figures: Vec<Figures> = Lang::ALL.iter().map(|&l| Figures::of(&paper, l)).collect();
            for f in figures.iter().filter(|f| f.guess_too_high()) {
                errors.push(super::bank::LintError {
                    file: file.clone(),
                    line: 1,
                    column: Some(1),
                    id: None,
                    message: Phrase::new("lint-cues-paper")
                        .arg("seed", seed.to_string())
                        .arg("lang", f.lang.code())
                        .arg("guess", format!("{:.0}", f.guess_percent))
                        .arg("chance", format!("{:.0}", f.chance_percent))
                        .arg("over", format!("{MAX_GUESS_OVER_CHANCE:.0}")),
                });
            }
            paper_figures.push(PaperFigures { blueprint: file.display().to_string(), seed, figures });
        }
    }
    let mut flagged = Vec::new();
    for q in &all {
        for lang in Lang::ALL {
            let c = cues(q, lang);
            if c.any() {
                flagged.push(QuestionCues { id: q.id.clone(), lang, cues: c });
            }
        }
    }
    let report = Report {
        thresholds: thresholds(),
        bank: Lang::ALL.iter().map(|&l| Figures::of(&all, l)).collect(),
        papers: paper_figures,
        questions: flagged,
    };
    (report, errors)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::quiz::schema::{AnswerKey, LangText};

    fn question(kind: Kind, options: &[&str], key: &[usize]) -> Question {
        let text = LangText {
            prompt: "P".into(),
            options: options.iter().map(|s| (*s).to_string()).collect(),
            answer: "A".into(),
            explanation: "E".into(),
            marking: None,
        };
        Question {
            id: "x-001".into(),
            topic: crate::quiz::Topic::Laws,
            kind,
            points: crate::quiz::Marks(2),
            source: String::new(),
            refs: Vec::new(),
            fen: None,
            editions: Vec::new(),
            cluster: None,
            answer: AnswerKey { choices: key.to_vec(), ..AnswerKey::default() },
            es: text.clone(),
            en: text,
            origin: crate::quiz::schema::Origin::default(),
        }
    }

    #[test]
    fn a_key_alone_in_explaining_itself_after_a_colon_is_a_cue() {
        // laws-scoring-001's shape before its rewrite: the key argued, the distractors bare.
        let q = question(Kind::Single, &["Yes: the arbiter must record it", "No", "Only at rapid", "Never"], &[0]);
        let c = cues(&q, Lang::En);
        assert!(c.colon && c.longest && c.dominant);
        assert!((guess_share(&q, Lang::En) - 1.0).abs() < 1e-12);
        // Parallel options: each explains itself, none stands out.
        let q = question(
            Kind::Single,
            &["Yes: the arbiter records it", "No: the players record it", "No: only at rapid", "No: it is void"],
            &[0],
        );
        let c = cues(&q, Lang::En);
        assert!(!c.colon);
        assert!(c.longest && !c.dominant, "28 vs 25 characters: longest, not 1.5×");
        // A clock time is no explanation.
        assert!(!explains_after_colon("At 10:30 the round starts"));
        assert!(explains_after_colon("Enhanced: the player may claim"));
    }

    #[test]
    fn the_guess_splits_ties_and_chance_follows_the_options() {
        // Two options tie for longest: the strategy earns half the key.
        let a = question(Kind::Single, &["abcd", "abcd", "ab", "a"], &[1]);
        assert!((guess_share(&a, Lang::En) - 0.5).abs() < 1e-12);
        // A 3-option question: chance 1/3; a 4-option one: 1/4 (both 2 marks).
        let b = question(Kind::Single, &["x", "yy", "zzz"], &[0]);
        let f = Figures::of(&[&a, &b], Lang::En);
        assert!((f.chance_percent - 100.0 * (0.25 + 1.0 / 3.0) / 2.0).abs() < 1e-9);
        assert!((f.guess_percent - 25.0).abs() < 1e-9);
        assert!(!f.guess_too_high());
        let m = question(Kind::Multiple, &["a", "b", "c", "d", "e"], &[0, 1, 2, 3]);
        assert!(cues(&m, Lang::En).all_but_one);
        let m = question(Kind::Multiple, &["a", "b", "c", "d", "e"], &[0, 1, 3]);
        assert!(!cues(&m, Lang::En).all_but_one);
    }

    #[test]
    fn the_bank_fails_above_three_in_ten_multiple_choice_questions_all_but_one_correct() {
        let all_but_one = question(Kind::Multiple, &["a", "b", "c", "d", "e"], &[0, 1, 2, 3]);
        let two_of_five = question(Kind::Multiple, &["a", "b", "c", "d", "e"], &[1, 4]);
        let bank = |n: usize| -> Vec<Question> {
            (0..10).map(|i| if i < n { all_but_one.clone() } else { two_of_five.clone() }).collect()
        };
        // 3 of 10 (30 %) is at the threshold: no problem.
        let three = bank(3);
        let refs: Vec<&Question> = three.iter().collect();
        assert!(bank_problems(&refs, Lang::En).is_empty());
        // 4 of 10 (40 %) is above it.
        let four = bank(4);
        let refs: Vec<&Question> = four.iter().collect();
        let problems = bank_problems(&refs, Lang::Es);
        assert_eq!(problems.len(), 1, "{problems:?}");
        assert!(
            problems[0].to_string().contains("4 of 10 multiple-choice questions (40 %, more than 30 %)"),
            "{problems:?}"
        );
    }
}
