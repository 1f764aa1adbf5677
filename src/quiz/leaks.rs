//! What gives a key away or contradicts the paper: the checks an exam setter makes on every
//! question and every paper, and the relabelling of option citations for A/B variants.
//!
//! - a single-choice model answer must name the keyed option (a wrong key broke unnoticed when
//!   options were rewritten and the answer no longer matched them);
//! - a scheme cites options only by their printed label (`b)`), never by number, so that a
//!   variant renumbers them with the shuffle ([`relabel`]);
//! - no option is the only one ending (or not ending) in a full stop;
//! - no candidate-facing text carries a question id or an "also accepted" note;
//! - near-duplicate questions (one answers the other) are found by text similarity
//!   ([`near_duplicates`]) and declared in one cluster, and a paper holds one of each cluster;
//! - within a paper the key is the strictly longest option in at most
//!   [`MAX_PAPER_LONGEST_SHARE`] of the single-choice questions ([`paper_longest_share`]).

use super::schema::{Kind, Lang, Question};
use crate::core::words::Phrase;
use std::collections::{BTreeMap, BTreeSet};

/// The largest share of a paper's single-choice questions whose key may be the strictly
/// longest option, in each language (the bank-wide rule is [`super::bank::MAX_LONGEST_KEY_SHARE`]).
pub const MAX_PAPER_LONGEST_SHARE: f64 = 0.34;

/// The text similarity (TF-IDF cosine of prompt, options and model answer) from which two
/// questions count as near duplicates unless declared in one cluster.
pub const NEAR_DUPLICATE_SIMILARITY: f64 = 0.45;

/// Lower-case words of three letters or more (digits kept), accents kept.
fn words(s: &str) -> Vec<String> {
    s.to_lowercase()
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| w.chars().count() >= 3 || w.chars().all(|c| c.is_ascii_digit()) && !w.is_empty())
        .map(str::to_string)
        .collect()
}

/// Words that say nothing about which option is meant.
const STOP: &[&str] = &[
    "the", "and", "for", "with", "his", "her", "that", "this", "not", "are", "was", "has", "have", "from", "who",
    "what", "which", "when", "does", "can", "may", "must", "one", "him", "its", "into", "than", "then", "there",
    "their", "they", "been", "any", "all", "los", "las", "una", "uno", "del", "por", "con", "que", "para", "como",
    "sus", "les", "este", "esta", "ese", "esa", "pero", "sin", "sobre", "entre", "cuando", "solo",
];

fn content_words(s: &str) -> BTreeSet<String> {
    words(s).into_iter().filter(|w| !STOP.contains(&w.as_str())).map(|w| w.chars().take(5).collect()).collect()
}

/// `s` lower-cased with quotes, emphasis and punctuation folded to single spaces.
fn folded(s: &str) -> String {
    let mut out = String::new();
    for c in s.to_lowercase().chars() {
        if c.is_alphanumeric() || matches!(c, '%' | '+' | '-' | '–' | '/' | '½') {
            out.push(c);
        } else if !matches!(c, '«' | '»' | '"' | '\'' | '`' | '*' | '_' | '’') && !out.ends_with(' ') {
            out.push(' ');
        }
    }
    out.trim().to_string()
}

/// Whether the model answer of a single-choice question names its keyed option: it begins
/// with the option's text (or the option begins with it), or it shares more content words
/// with the keyed option than with any other.
#[must_use]
pub(crate) fn answer_names_key(q: &Question, lang: Lang) -> bool {
    let t = q.text(lang);
    let Some(&k) = q.answer.choices.first() else { return true };
    let Some(key) = t.options.get(k) else { return true };
    let (a, o) = (folded(&t.answer), folded(key));
    if a.starts_with(&o) || o.starts_with(&a) {
        return true;
    }
    let aw = content_words(&t.answer);
    let score: Vec<usize> = t.options.iter().map(|x| aw.intersection(&content_words(x)).count()).collect();
    let best = score.iter().copied().max().unwrap_or(0);
    best > 0 && score[k] == best && score.iter().filter(|&&s| s == best).count() == 1
}

/// The option labels (`a)` … ) cited in `text`, with their byte offsets: a lower-case letter
/// followed by `)`, after the start, a blank, `(`, `¿`, `¡` or `«`.
#[must_use]
pub fn labels(text: &str) -> Vec<(usize, char)> {
    let b: Vec<(usize, char)> = text.char_indices().collect();
    let mut out = Vec::new();
    for i in 0..b.len() {
        let (at, c) = b[i];
        if !c.is_ascii_lowercase() || b.get(i + 1).map(|x| x.1) != Some(')') {
            continue;
        }
        let before = if i == 0 { None } else { Some(b[i - 1].1) };
        if before.is_none_or(|p| p.is_whitespace() || matches!(p, '(' | '¿' | '¡' | '«' | '"')) {
            out.push((at, c));
        }
    }
    out
}

/// Rewrites the option labels of `text` after a shuffle: `order[new] = old`, so the option
/// cited as `old` is printed as `new`. Labels beyond the options are left alone.
#[must_use]
pub fn relabel(text: &str, order: &[usize]) -> String {
    let mut out = String::with_capacity(text.len());
    let mut last = 0;
    for (at, c) in labels(text) {
        let old = (c as usize) - ('a' as usize);
        if let Some(new) = order.iter().position(|&o| o == old) {
            out.push_str(&text[last..at]);
            out.push(super::schema::option_letter(new));
            last = at + 1;
        }
    }
    out.push_str(&text[last..]);
    out
}

/// The words that introduce an option citation by number (`Correctas: 1, 2`, `option 3`).
const CITING: &[&str] = &[
    "opción",
    "opciones",
    "option",
    "options",
    "correcta",
    "correctas",
    "correct",
    "incorrecta",
    "incorrectas",
    "incorrect",
    "falsa",
    "falsas",
    "false",
    "verdadera",
    "verdaderas",
    "true",
    "prohibidas",
    "forbidden",
    "permitidas",
    "allowed",
];

/// Problems with how `text` cites the options of a question with `options` options: a
/// citation by number (`Correctas: 1, 2`, which a variant cannot renumber), or a label beyond
/// the last option.
#[must_use]
pub(crate) fn option_citation_problems(text: &str, options: usize) -> Vec<Phrase> {
    let mut out = Vec::new();
    let lower = text.to_lowercase();
    let toks: Vec<&str> = lower.split_whitespace().collect();
    for w in toks.windows(2) {
        let word = w[0].trim_matches(|c: char| !c.is_alphanumeric());
        let next = w[1].trim_start_matches(['(', ':']);
        if CITING.contains(&word) && next.chars().next().is_some_and(|c| c.is_ascii_digit()) && !next.contains('.') {
            out.push(Phrase::new("lint-option-by-number").arg("words", format!("{} {}", w[0], w[1])));
        }
    }
    for (_, c) in labels(text) {
        let i = (c as usize) - ('a' as usize);
        if i >= options && i < 8 {
            out.push(
                Phrase::new("lint-label-not-an-option")
                    .arg("label", c.to_string())
                    .arg("options", options)
                    .arg("last", super::schema::option_letter(options.saturating_sub(1)).to_string()),
            );
        }
    }
    out
}

/// The option of a single-choice question whose final punctuation differs from every other
/// option's, when it is the key (the only option ending with a full stop, or the only one
/// without).
#[must_use]
pub(crate) fn punctuation_giveaway(q: &Question, lang: Lang) -> bool {
    let opts = &q.text(lang).options;
    let Some(&k) = q.answer.choices.first() else { return false };
    if q.kind != Kind::Single || opts.len() < 3 {
        return false;
    }
    let stop = |o: &String| o.trim_end().ends_with(['.', '!', '?']);
    let key = stop(&opts[k]);
    opts.iter().enumerate().filter(|(i, _)| *i != k).all(|(_, o)| stop(o) != key)
}

/// Whether a word looks like a question id of the bank (`laws-touch-move-001`, `seed000-q12`,
/// `gen-rating-7`): kebab-case with a number at the end and at least two dashes, or `seed…-q…`.
fn looks_like_id(w: &str) -> bool {
    let w = w.trim_matches(|c: char| !c.is_ascii_alphanumeric() && c != '-');
    let kebab = w.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-');
    let dashes = w.matches('-').count();
    let last_numeric = w.rsplit('-').next().is_some_and(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit()));
    kebab
        && ((dashes >= 2 && last_numeric && w.chars().next().is_some_and(|c| c.is_ascii_lowercase()))
            || (w.starts_with("seed") && w.contains("-q")))
}

/// The notes a candidate must not read: values accepted besides the key.
const ACCEPTED_NOTES: &[&str] = &["also accepted", "también se acepta", "se acepta también", "se aceptan también"];

/// Notes on a question's origin a candidate must not read: a seed file cited as a source, the
/// Manual's lost diagram (which tells the candidate the question is the Manual's published one).
const SOURCE_NOTES: &[&str] =
    &["seed 0", "seed 1", "not preserved in the manual", "no se conserva en el texto del manual"];

/// What in a candidate-facing text (prompt, option) must not be there: a question id, a source
/// or an "also accepted" note.
#[must_use]
pub(crate) fn candidate_text_problem(text: &str) -> Option<Phrase> {
    if let Some(w) = text.split_whitespace().find(|w| looks_like_id(w)) {
        return Some(Phrase::new("lint-shows-id").arg("id", w));
    }
    if let Some(p) = source_note_problem(text) {
        return Some(p);
    }
    let lower = text.to_lowercase();
    ACCEPTED_NOTES.iter().find(|n| lower.contains(**n)).map(|n| Phrase::new("lint-shows-accepted").arg("note", *n))
}

/// What in any text a paper or a marking scheme prints (prompt, options, model answer,
/// explanation, scheme) must not be there: a seed file cited as a source ("seed 001"), a seed's
/// line number ("l. 957", "Manual l. 3829") or the Manual's lost-diagram note. Sources and
/// authoring notes belong in `source`, which no paper prints.
#[must_use]
pub(crate) fn source_note_problem(text: &str) -> Option<Phrase> {
    let lower = text.to_lowercase();
    if let Some(n) = SOURCE_NOTES.iter().find(|n| lower.contains(**n)) {
        return Some(Phrase::new("lint-shows-source").arg("note", n.trim()));
    }
    line_citation(text).map(|c| Phrase::new("lint-shows-line").arg("citation", c))
}

/// A citation of a line of a source text: "l." or "ll." as a word, a blank, then a number
/// ("l. 957", "ll. 792-794").
fn line_citation(text: &str) -> Option<&str> {
    text.match_indices('l').find_map(|(i, _)| {
        if text[..i].chars().next_back().is_some_and(char::is_alphanumeric) {
            return None;
        }
        let rest = &text[i..];
        let prefix = ["ll. ", "l. "].into_iter().find(|p| rest.starts_with(p))?.len();
        let tail = &rest[prefix..];
        if !tail.starts_with(|c: char| c.is_ascii_digit()) {
            return None;
        }
        let n = tail.find(|c: char| !(c.is_ascii_digit() || c == '-')).unwrap_or(tail.len());
        Some(&rest[..prefix + n])
    })
}

/// Whether a prompt refers to a diagram (so the question must carry its position).
#[must_use]
pub(crate) fn mentions_diagram(prompt: &str) -> bool {
    let l = prompt.to_lowercase();
    l.contains("diagram")
}

/// The English text two questions are compared on: prompt, options and model answer.
fn comparable(q: &Question) -> String {
    let t = &q.en;
    format!("{} {} {}", t.prompt, t.options.join(" "), t.answer)
}

/// Pairs of questions (indices into `questions`, the first smaller) whose text similarity
/// reaches `threshold`, with the similarity: TF-IDF weighted cosine over the content words of
/// the English prompt, options and model answer (numbers left out: they say little about
/// what a question asks).
#[must_use]
pub fn near_duplicates(questions: &[&Question], threshold: f64) -> Vec<(usize, usize, f64)> {
    let docs: Vec<Vec<String>> = questions
        .iter()
        .map(|q| {
            words(&comparable(q))
                .into_iter()
                .filter(|w| !STOP.contains(&w.as_str()) && !w.chars().all(|c| c.is_ascii_digit()))
                .collect()
        })
        .collect();
    let mut df: BTreeMap<&str, usize> = BTreeMap::new();
    for d in &docs {
        let set: BTreeSet<&str> = d.iter().map(String::as_str).collect();
        for w in set {
            *df.entry(w).or_default() += 1;
        }
    }
    // counts of questions and words
    let n = docs.len().max(1) as f64;
    let vectors: Vec<BTreeMap<&str, f64>> = docs
        .iter()
        .map(|d| {
            let mut tf: BTreeMap<&str, f64> = BTreeMap::new();
            for w in d {
                *tf.entry(w.as_str()).or_default() += 1.0;
            }
            let mut v: BTreeMap<&str, f64> =
                tf.into_iter().map(|(w, c)| (w, c * (n / df.get(w).copied().unwrap_or(1) as f64).ln())).collect();
            let norm = v.values().map(|x| x * x).sum::<f64>().sqrt();
            if norm > 0.0 {
                for x in v.values_mut() {
                    *x /= norm;
                }
            }
            v
        })
        .collect();
    let mut out = Vec::new();
    for i in 0..vectors.len() {
        for j in i + 1..vectors.len() {
            let (a, b) = if vectors[i].len() <= vectors[j].len() {
                (&vectors[i], &vectors[j])
            } else {
                (&vectors[j], &vectors[i])
            };
            let s: f64 = a.iter().map(|(w, x)| x * b.get(w).copied().unwrap_or(0.0)).sum();
            if s + 1e-12 >= threshold {
                out.push((i, j, s));
            }
        }
    }
    out
}

/// In one language, how many of `paper`'s single-choice questions have the strictly longest
/// option as key, and how many single-choice questions there are.
#[must_use]
pub fn paper_longest_share(paper: &[&Question], lang: Lang) -> (usize, usize) {
    let singles = paper.iter().filter(|q| q.kind == Kind::Single).count();
    let longest = paper.iter().filter(|q| super::bank::key_is_longest(q, lang)).count();
    (longest, singles)
}

/// Whether a paper keeps the key-longest share under [`MAX_PAPER_LONGEST_SHARE`], and the
/// "colon, else longest" strategy within chance + [`super::form_cues::MAX_GUESS_OVER_CHANCE`]
/// points, in both languages (measured, as over the bank, from
/// [`super::bank::MIN_SINGLES_FOR_LENGTH_CHECK`] single-choice questions on).
#[must_use]
pub(crate) fn paper_length_ok(paper: &[&Question]) -> bool {
    Lang::ALL.iter().all(|&l| {
        let (longest, singles) = paper_longest_share(paper, l);
        let share = longest as f64 / singles.max(1) as f64;
        (singles < super::bank::MIN_SINGLES_FOR_LENGTH_CHECK || share <= MAX_PAPER_LONGEST_SHARE + 1e-9)
            && !super::form_cues::Figures::of(paper, l).guess_too_high()
    })
}

/// How many papers `quiz lint` draws from each blueprint (seeds 0, 1, …) to check that the
/// bank can fill it without a length giveaway.
pub const PAPERS_CHECKED: u64 = 20;

/// The papers of `plan` (seeds 0 to [`PAPERS_CHECKED`] − 1, questions valid on `on`) whose key
/// is the strictly longest option in more than [`MAX_PAPER_LONGEST_SHARE`] of the
/// single-choice questions in some language, even after every order [`super::select::fill`]
/// tries; each an error placed at the blueprint `file`.
#[must_use]
pub(crate) fn check_papers(
    questions: &[Question],
    plan: &super::blueprint::Plan,
    file: &std::path::Path,
    on: crate::tournament::Date,
) -> Vec<super::bank::LintError> {
    let valid = super::select::Filter { on: Some(on), ..super::select::Filter::default() };
    let pool: Vec<Question> = questions.iter().filter(|q| valid.accepts(q)).cloned().collect();
    let mut out = Vec::new();
    for seed in 0..PAPERS_CHECKED {
        let Ok(paper) = super::select::fill(&pool, plan, seed) else { continue };
        for lang in Lang::ALL {
            let (longest, singles) = paper_longest_share(&paper, lang);
            // counts of questions
            let share = longest as f64 / singles.max(1) as f64;
            if singles >= super::bank::MIN_SINGLES_FOR_LENGTH_CHECK && share > MAX_PAPER_LONGEST_SHARE + 1e-9 {
                out.push(super::bank::LintError {
                    file: file.to_path_buf(),
                    line: 1,
                    column: Some(1),
                    id: None,
                    message: Phrase::new("lint-paper-longest-keys")
                        .arg("seed", seed.to_string())
                        .arg("lang", lang.code())
                        .arg("longest", longest)
                        .arg("singles", singles)
                        .arg("max", format!("{:.0}", MAX_PAPER_LONGEST_SHARE * 100.0)),
                });
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::quiz::schema::{AnswerKey, LangText};

    fn single(options: &[&str], key: usize, answer: &str) -> Question {
        let text = LangText {
            prompt: "P".into(),
            options: options.iter().map(|s| (*s).to_string()).collect(),
            answer: answer.into(),
            explanation: "E".into(),
            marking: None,
        };
        Question {
            id: "x-001".into(),
            topic: crate::quiz::Topic::ArbiterTitles,
            kind: Kind::Single,
            points: crate::quiz::Marks(2),
            source: String::new(),
            refs: Vec::new(),
            fen: None,
            editions: Vec::new(),
            cluster: None,
            answer: AnswerKey { choices: vec![key], ..AnswerKey::default() },
            es: text.clone(),
            en: text,
            origin: crate::quiz::schema::Origin::default(),
        }
    }

    #[test]
    fn a_model_answer_that_names_another_option_is_caught() {
        // arbiter-titles-signing-norms-010 as it was: the key said "both", the answer "only the chief".
        let opts = [
            "Both can earn norms; the chief signs the deputy's",
            "Both can earn norms; the chief signs the deputy's and the deputy signs the chief's, provided both are International Arbiters",
            "Neither can earn a norm",
            "The FA deputy signs the chief's norm",
        ];
        assert!(!answer_names_key(&single(&opts, 1, "Only the chief, signed by a supervisor."), Lang::En));
        assert!(answer_names_key(&single(&opts, 2, "Neither can earn a norm."), Lang::En));
        assert!(answer_names_key(&single(&opts, 3, "The FA deputy signs the chief's norm (he is titled)."), Lang::En));
    }

    #[test]
    fn labels_follow_the_shuffle() {
        // order[new] = old: the old a) is now c), the old c) is now a).
        let order = [2, 1, 0, 3];
        assert_eq!(relabel("Correct: a), b) and d). (1) stays.", &order), "Correct: c), b) and d). (1) stays.");
        assert_eq!(relabel("Option c) is false", &order), "Option a) is false");
        assert_eq!(relabel("10 s) no label", &order), "10 s) no label");
    }

    #[test]
    fn numbered_citations_are_reported() {
        assert_eq!(option_citation_problems("Correctas: 1, 2, 4 y 5.", 5).len(), 1);
        assert_eq!(option_citation_problems("La opción 3 es falsa", 5).len(), 1);
        assert!(option_citation_problems("Correctas: a), b) y d).", 5).is_empty());
        assert!(option_citation_problems("Art. 6.2 is correct 3.5 times", 4).is_empty());
        assert_eq!(option_citation_problems("must a) inform, b) check, f) send", 4).len(), 1);
    }

    #[test]
    fn a_lone_full_stop_gives_the_key_away() {
        let q = single(&["One", "Two.", "Three", "Four"], 1, "Two.");
        assert!(punctuation_giveaway(&q, Lang::En));
        let q = single(&["One.", "Two.", "Three", "Four"], 1, "Two.");
        assert!(!punctuation_giveaway(&q, Lang::En));
    }

    #[test]
    fn ids_and_accepted_values_are_not_for_candidates() {
        assert!(candidate_text_problem("See ratings-titles-rounding-away-zero-006").is_some());
        assert!(candidate_text_problem("Redondee a enteros; también se acepta 5").is_some());
        assert!(candidate_text_problem("A 9-round Swiss (C.04.3-2026 2.4.7), 2-0 score").is_none());
        // competition-rules-national-001 and seed000-q01 as they were (issue #55 item 5).
        assert!(candidate_text_problem("Según el reglamento colombiano (FECODAZ, seed 002), ¿cuáles?").is_some());
        assert!(candidate_text_problem("*(The original diagram is not preserved in the Manual's text.)*").is_some());
    }

    #[test]
    fn explanations_cite_no_seed_and_no_seed_line() {
        // clocks-standards-001 and seed000-q03 as they were (issue #55 item 6).
        let p = source_note_problem("Los requisitos del reglamento anterior (seed 001) incluyen la indicación");
        assert!(p.is_some_and(|p| p.to_string().contains("seed 0")));
        let p = source_note_problem("El comentario del manual (l. 957) lo aclara");
        assert!(p.is_some_and(|p| p.to_string().contains("'l. 957'")), "{:?}", source_note_problem("(l. 957)"));
        assert!(source_note_problem("Art. B.02 (Manual l. 3829, the same in 2024)").is_some());
        assert!(
            source_note_problem("(commentary, ll. 792-794)").is_some_and(|p| p.to_string().contains("'ll. 792-794'"))
        );
        // An article, a table or a player seeded first is no citation.
        assert!(source_note_problem("Art. 11.3.2.1 and Table 8.1. 3 games; the top seed plays White").is_none());
        assert!(source_note_problem("Level. 5 players; total. 12 points").is_none());
    }
}
