//! Reading and checking the question bank: every `*.yaml` file of a folder, each a YAML
//! list of questions (schema in `exams/README.md`).
//!
//! Reading collects every problem with file, line and column; a bank with problems is
//! not used for sessions or papers.

use super::fen;
use super::refs;
use super::schema::{AnswerKey, Kind, Lang, LangText, Marks, Origin, Question, Topic};
use crate::core::order::StableSort;
use crate::core::words::Phrase;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt;
use std::path::{Path, PathBuf};

/// One problem found in a bank file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LintError {
    /// The file.
    pub file: PathBuf,
    /// 1-based line.
    pub line: usize,
    /// 1-based column, when known.
    pub column: Option<usize>,
    /// The question's id, when known.
    pub id: Option<String>,
    /// What is wrong and what was expected, worded in the report's language when shown
    /// (English in `Display` and JSON).
    pub message: Phrase,
}

impl LintError {
    /// The problem as `file:line:column: id: message`, the message in `lang`.
    #[must_use]
    pub fn say(&self, lang: Lang) -> String {
        let mut s = format!("{}:{}", self.file.display(), self.line);
        if let Some(c) = self.column {
            s.push_str(&format!(":{c}"));
        }
        if let Some(id) = &self.id {
            s.push_str(&format!(": {id}"));
        }
        format!("{s}: {}", self.message.say(lang))
    }
}

impl fmt::Display for LintError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.say(Lang::En))
    }
}

/// The questions of a bank, sorted by id, with the files they came from.
#[derive(Clone, Debug, Default)]
pub struct Bank {
    /// The folder.
    pub dir: PathBuf,
    /// The files read, sorted.
    pub files: Vec<PathBuf>,
    /// Every valid question, sorted by id.
    pub questions: Vec<Question>,
}

impl Bank {
    /// A question by id.
    #[must_use]
    pub fn get(&self, id: &str) -> Option<&Question> {
        self.questions.binary_search_by(|q| q.id.as_str().cmp(id)).ok().map(|i| &self.questions[i])
    }
}

/// The YAML shape of a question, before checking.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawQuestion {
    id: String,
    topic: Topic,
    kind: Kind,
    points: f64,
    source: String,
    #[serde(default)]
    refs: Vec<String>,
    #[serde(default)]
    fen: Option<String>,
    #[serde(default)]
    editions: Vec<String>,
    #[serde(default)]
    cluster: Option<String>,
    #[serde(default)]
    answer: Option<RawAnswer>,
    #[serde(default)]
    es: Option<RawText>,
    #[serde(default)]
    en: Option<RawText>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawAnswer {
    #[serde(default)]
    choices: Option<Vec<usize>>,
    #[serde(default)]
    value: Option<f64>,
    #[serde(default)]
    tolerance: Option<f64>,
    #[serde(default)]
    pairs: Option<Vec<[u32; 2]>>,
    #[serde(default)]
    accept: Option<Vec<f64>>,
    #[serde(default)]
    decimals: Option<u8>,
    #[serde(default)]
    partial: Option<Vec<RawStep>>,
    #[serde(default)]
    scheme: Option<RawScheme>,
}

/// A step mark of a numeric question: `{value, marks, es, en}`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawStep {
    value: f64,
    marks: f64,
    es: String,
    en: String,
}

/// The split of a pairing question's marks: `{boards, bye, reasons}`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawScheme {
    #[serde(default)]
    boards: f64,
    #[serde(default)]
    bye: f64,
    #[serde(default)]
    reasons: f64,
    /// The answer is matches (teams, Double-Swiss): the rule speaks of matches.
    #[serde(default)]
    matches: bool,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawText {
    prompt: String,
    #[serde(default)]
    options: Option<Vec<String>>,
    answer: String,
    explanation: String,
    #[serde(default)]
    marking: Option<String>,
}

/// Lines of one top-level list item, to point errors at the right key.
struct Item<'a> {
    /// 1-based line of the item's first line.
    start: usize,
    lines: &'a [&'a str],
}

impl Item<'_> {
    /// The line of a key path such as `["es", "options"]`: each key searched below the previous
    /// one; falls back to the deepest key found, then to the item's first line.
    fn line_of(&self, path: &[&str]) -> usize {
        let mut found = self.start;
        let mut from = 0;
        let mut indent_floor = 0usize;
        for key in path {
            let hit = self.lines.iter().enumerate().skip(from).find_map(|(i, l)| {
                let body = l.trim_start_matches([' ', '-']);
                let indent = l.len() - body.len();
                (indent >= indent_floor && body.starts_with(key) && body[key.len()..].starts_with(':'))
                    .then_some((i, indent))
            });
            match hit {
                Some((i, indent)) => {
                    found = self.start + i;
                    from = i + 1;
                    indent_floor = indent + 1;
                }
                None => break,
            }
        }
        found
    }
}

/// Splits a file into its top-level list items: the lines starting with `- ` at the
/// indentation of the first item (usually column 1).
fn split_items<'a>(lines: &'a [&'a str]) -> Vec<Item<'a>> {
    let first = lines.iter().map(|l| l.trim_end()).find(|l| {
        let t = l.trim_start();
        !t.is_empty() && !t.starts_with('#') && t != "---"
    });
    let Some(indent) = first.and_then(|l| {
        let t = l.trim_start_matches(' ');
        (t.starts_with("- ") || t == "-").then_some(l.len() - t.len())
    }) else {
        return Vec::new();
    };
    let is_item = |l: &str| {
        l.len() > indent && l.as_bytes()[..indent].iter().all(|b| *b == b' ') && {
            let t = &l[indent..];
            t.starts_with("- ") || t.trim_end() == "-"
        }
    };
    let starts: Vec<usize> = lines.iter().enumerate().filter(|(_, l)| is_item(l)).map(|(i, _)| i).collect();
    starts
        .iter()
        .enumerate()
        .map(|(k, &s)| {
            let end = starts.get(k + 1).copied().unwrap_or(lines.len());
            Item { start: s + 1, lines: &lines[s..end] }
        })
        .collect()
}

fn yaml_error(file: &Path, text: &str, e: &serde_yaml::Error, line_offset: usize, id: Option<String>) -> LintError {
    let (line, column) = crate::core::limits::yaml_place(text, e);
    let (line, column) = (line + line_offset, Some(column));
    let msg = crate::core::yaml_words::parser_message(e);
    LintError { file: file.to_path_buf(), line, column, id, message: crate::core::yaml_words::yaml_message(&msg) }
}

/// Reads every `*.yaml`/`*.yml` file of `dir` (not its sub-folders), in name order.
///
/// # Errors
/// The folder cannot be listed or a file cannot be read (I/O); problems inside the files are
/// returned as [`LintError`]s beside the valid questions.
pub fn load(dir: &Path) -> std::io::Result<(Bank, Vec<LintError>)> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)?
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.is_file() && p.extension().is_some_and(|x| x == "yaml" || x == "yml"))
        .collect();
    files.sort();
    let mut questions = Vec::new();
    let mut errors = Vec::new();
    let mut texts: BTreeMap<PathBuf, String> = BTreeMap::new();
    for f in &files {
        let bytes = crate::core::limits::read_capped(f, crate::core::limits::MAX_YAML_BYTES)?;
        if let Err(e) = crate::core::limits::check_size(
            &bytes,
            crate::core::limits::MAX_YAML_BYTES,
            crate::core::limits::FileKind::Bank,
        )
        .and_then(|()| crate::core::limits::check_not_utf16(&bytes))
        {
            errors.push(LintError { file: f.clone(), line: e.line, column: Some(e.col), id: None, message: e.what });
            continue;
        }
        let text = match String::from_utf8(bytes) {
            Ok(t) => t,
            Err(e) => {
                let good = &e.as_bytes()[..e.utf8_error().valid_up_to()];
                let line = good.iter().filter(|b| **b == b'\n').count() + 1;
                errors.push(LintError {
                    file: f.clone(),
                    line,
                    column: None,
                    id: None,
                    message: Phrase::new("lint-not-utf8"),
                });
                continue;
            }
        };
        read_file(f, &text, &mut questions, &mut errors);
        texts.insert(f.clone(), text);
    }
    check_unique(&questions, &mut errors);
    errors.extend(check_key_length(&questions));
    errors.extend(check_clusters(&questions));
    for e in &mut errors {
        if e.column.is_none() {
            e.column = Some(texts.get(&e.file).map_or(1, |t| first_column(t, e.line)));
        }
    }
    questions.stable_sort_by(&|a, b| a.id.cmp(&b.id));
    questions.dedup_by(|a, b| a.id == b.id);
    errors.stable_sort_by(&|a, b| (&a.file, a.line, a.column).cmp(&(&b.file, b.line, b.column)));
    Ok((Bank { dir: dir.to_path_buf(), files, questions }, errors))
}

/// The column of the first character that is not a blank or a list dash on `line` (1-based) of
/// `text`: where the key or value an error is about starts (1 past the end of the text).
#[must_use]
pub(crate) fn first_column(text: &str, line: usize) -> usize {
    text.lines()
        .nth(line.saturating_sub(1))
        .map_or(1, |l| l.chars().position(|c| !matches!(c, ' ' | '\t' | '-')).map_or(l.chars().count() + 1, |i| i + 1))
}

/// Reads one file's text into questions and errors.
pub(crate) fn read_file(file: &Path, text: &str, questions: &mut Vec<Question>, errors: &mut Vec<LintError>) {
    if let Err(e) = crate::core::limits::check_yaml(text) {
        errors.push(LintError {
            file: file.to_path_buf(),
            line: e.line,
            column: Some(e.col),
            id: None,
            message: e.what,
        });
        return;
    }
    let whole: Vec<serde_yaml::Value> = match serde_yaml::from_str::<Option<Vec<serde_yaml::Value>>>(text) {
        Ok(v) => v.unwrap_or_default(),
        Err(e) => {
            let mut err = yaml_error(file, text, &e, 0, None);
            if err.message.to_string().contains("invalid type") {
                err.message = Phrase::new("lint-bank-not-a-list").arg("problem", err.message);
            }
            errors.push(err);
            return;
        }
    };
    let lines: Vec<&str> = text.lines().collect();
    let items = split_items(&lines);
    if items.len() == whole.len() {
        for item in &items {
            let chunk = item.lines.join("\n");
            match serde_yaml::from_str::<Vec<RawQuestion>>(&chunk) {
                Ok(raws) => {
                    for raw in raws {
                        check(file, item, raw, questions, errors);
                    }
                }
                Err(e) => {
                    let id = item.lines.iter().find_map(|l| {
                        l.trim_start_matches([' ', '-'])
                            .strip_prefix("id:")
                            .map(|v| v.trim().trim_matches('"').to_string())
                    });
                    errors.push(yaml_error(file, &chunk, &e, item.start - 1, id));
                }
            }
        }
    } else {
        // A layout the line splitter does not follow (flow style): read it whole.
        match serde_yaml::from_str::<Vec<RawQuestion>>(text) {
            Ok(raws) => {
                let fallback = Item { start: 1, lines: &lines };
                for raw in raws {
                    check(file, &fallback, raw, questions, errors);
                }
            }
            Err(e) => errors.push(yaml_error(file, text, &e, 0, None)),
        }
    }
}

/// The largest share of single-choice questions, per language, whose key may be the strictly
/// longest option: a candidate who always picks the longest option must not pass on that.
pub const MAX_LONGEST_KEY_SHARE: f64 = 0.30;

/// The fewest single-choice questions for which the share is measured: on a handful of
/// questions a share says nothing.
pub const MIN_SINGLES_FOR_LENGTH_CHECK: usize = 10;

/// Whether the key of a single-choice question is strictly longer (in characters) than every
/// other option in `lang`.
#[must_use]
pub(crate) fn key_is_longest(q: &Question, lang: Lang) -> bool {
    let opts = &q.text(lang).options;
    let Some(&k) = q.answer.choices.first() else { return false };
    let len = |i: usize| opts.get(i).map_or(0, |o| o.trim().chars().count());
    q.kind == Kind::Single && opts.len() > 1 && (0..opts.len()).filter(|&i| i != k).all(|i| len(k) > len(i))
}

/// The length bias of the bank, per language: when the key is the strictly longest option in
/// more than [`MAX_LONGEST_KEY_SHARE`] of the single-choice questions (measured from
/// [`MIN_SINGLES_FOR_LENGTH_CHECK`] questions on), one error per language,
/// placed at the first such question and naming them all.
#[must_use]
pub(crate) fn check_key_length(questions: &[Question]) -> Vec<LintError> {
    let singles: Vec<&Question> = questions.iter().filter(|q| q.kind == Kind::Single).collect();
    let mut out = Vec::new();
    if singles.len() < MIN_SINGLES_FOR_LENGTH_CHECK {
        return out;
    }
    for lang in Lang::ALL {
        let longest: Vec<&Question> = singles.iter().copied().filter(|q| key_is_longest(q, lang)).collect();
        let share = longest.len() as f64 / singles.len().max(1) as f64;
        if share > MAX_LONGEST_KEY_SHARE + 1e-9
            && let Some(first) =
                longest.iter().min_by(|a, b| (&a.origin.file, a.origin.line).cmp(&(&b.origin.file, b.origin.line)))
        {
            let ids: Vec<&str> = longest.iter().map(|q| q.id.as_str()).collect();
            out.push(LintError {
                file: first.origin.file.clone(),
                line: first.origin.line,
                column: None,
                id: None,
                message: Phrase::new("lint-bank-longest-keys")
                    .arg("lang", lang.code())
                    .arg("longest", longest.len())
                    .arg("singles", singles.len())
                    .arg("share", format!("{:.0}", share * 100.0))
                    .arg("max", format!("{:.0}", MAX_LONGEST_KEY_SHARE * 100.0))
                    .arg("ids", ids.join(", ")),
            });
        }
    }
    out
}

fn check_unique(questions: &[Question], errors: &mut Vec<LintError>) {
    let mut seen: BTreeMap<&str, &Question> = BTreeMap::new();
    for q in questions {
        if let Some(first) = seen.get(q.id.as_str()) {
            errors.push(LintError {
                file: q.origin.file.clone(),
                line: q.origin.line,
                column: None,
                id: Some(q.id.clone()),
                message: Phrase::new("lint-duplicate-id")
                    .arg("file", first.origin.file.display().to_string())
                    .arg("line", first.origin.line),
            });
        } else {
            seen.insert(&q.id, q);
        }
    }
}

/// A kind of question named in a sentence ("a single question", «una pregunta de opción única»).
pub(crate) fn kind_words(k: Kind) -> Phrase {
    match k {
        Kind::Single => Phrase::new("lint-kind-single"),
        Kind::Multiple => Phrase::new("lint-kind-multiple"),
        Kind::Numeric => Phrase::new("lint-kind-numeric"),
        Kind::Pairing => Phrase::new("lint-kind-pairing"),
        Kind::Open => Phrase::new("lint-kind-open"),
    }
}

fn valid_id(id: &str) -> bool {
    !id.is_empty()
        && !id.starts_with('-')
        && !id.ends_with('-')
        && !id.contains("--")
        && id.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
}

/// Checks one question against every rule of the schema.
fn check(file: &Path, item: &Item<'_>, raw: RawQuestion, questions: &mut Vec<Question>, errors: &mut Vec<LintError>) {
    let before = errors.len();
    let id = raw.id.clone();
    let mut err = |path: &[&str], message: Phrase| {
        errors.push(LintError {
            file: file.to_path_buf(),
            line: item.line_of(path),
            column: None,
            id: Some(id.clone()),
            message,
        });
    };
    if !valid_id(&raw.id) {
        err(&["id"], Phrase::new("lint-id-shape").arg("id", raw.id.as_str()));
    }
    let points = Marks::from_f64(raw.points).filter(|m| m.0 > 0);
    if points.is_none() {
        err(&["points"], Phrase::new("lint-points").dec("found", raw.points));
    }
    if raw.source.trim().is_empty() {
        err(&["source"], Phrase::new("lint-source-empty"));
    }
    let mut refs = Vec::new();
    for r in &raw.refs {
        match refs::parse(r) {
            Ok(x) => {
                if let Err(e) = super::articles::check(&x) {
                    err(&["refs"], e);
                }
                refs.push(x);
            }
            Err(e) => err(&["refs"], e.phrase()),
        }
    }
    if raw.refs.is_empty() {
        err(&["refs"], Phrase::new("lint-refs-empty"));
    }
    if let Some(f) = &raw.fen
        && let Err(e) = fen::parse(f)
    {
        err(&["fen"], e.0);
    }
    let mut editions = Vec::new();
    for e in &raw.editions {
        match super::editions::edition(e) {
            Some(x) if editions.contains(&x) => {
                err(&["editions"], Phrase::new("lint-edition-twice").arg("edition", e.as_str()))
            }
            Some(x) => editions.push(x),
            None => {
                let known: Vec<&str> = super::editions::EDITIONS.iter().map(|x| x.code).collect();
                err(
                    &["editions"],
                    Phrase::new("lint-edition-unknown").arg("edition", e.as_str()).arg("known", known.join(", ")),
                );
            }
        }
    }
    if raw.editions.is_empty() {
        err(&["refs"], Phrase::new("lint-editions-missing"));
    }
    if let Some(c) = &raw.cluster
        && !valid_id(c)
    {
        err(&["cluster"], Phrase::new("lint-cluster-shape").arg("cluster", c.as_str()));
    }
    let mut untracked: Vec<&str> = refs
        .iter()
        .filter_map(|r: &refs::Ref| super::editions::tracked_doc(r.doc))
        .filter(|doc| !editions.iter().any(|e| e.doc == *doc))
        .collect();
    untracked.dedup();
    for doc in untracked {
        err(
            &["editions"],
            Phrase::new("lint-edition-of-ref")
                .arg("doc", doc)
                .arg("example", super::editions::EDITIONS.iter().rev().find(|e| e.doc == doc).map_or("", |e| e.code)),
        );
    }
    let a = raw.answer.unwrap_or_default();
    let mut key = AnswerKey { tolerance: a.tolerance.unwrap_or(0.0), ..AnswerKey::default() };
    if a.tolerance.is_some_and(|t| !t.is_finite() || t < 0.0) {
        err(&["answer", "tolerance"], Phrase::new("lint-tolerance"));
    }
    let option_count = raw.es.as_ref().or(raw.en.as_ref()).and_then(|t| t.options.as_ref()).map(Vec::len);
    match raw.kind {
        Kind::Single | Kind::Multiple => {
            match &a.choices {
                None => err(&["answer"], Phrase::new("lint-choices-missing").arg("kind", kind_words(raw.kind))),
                Some(c) if raw.kind == Kind::Single && c.len() != 1 => {
                    err(&["answer", "choices"], Phrase::new("lint-single-one-choice").arg("found", c.len()));
                }
                Some(c) if c.is_empty() => err(&["answer", "choices"], Phrase::new("lint-multiple-no-choice")),
                Some(c) => {
                    let mut s = c.clone();
                    s.sort_unstable();
                    s.dedup();
                    if s.len() != c.len() {
                        err(&["answer", "choices"], Phrase::new("lint-choices-repeat"));
                    }
                    if let Some(n) = option_count
                        && let Some(bad) = s.iter().find(|&&i| i >= n)
                    {
                        err(
                            &["answer", "choices"],
                            Phrase::new("lint-choice-range").arg("choice", *bad).arg("options", n),
                        );
                    }
                    key.choices = s;
                }
            }
            if a.value.is_some()
                || a.pairs.is_some()
                || a.accept.is_some()
                || a.decimals.is_some()
                || a.partial.is_some()
                || a.scheme.is_some()
            {
                err(&["answer"], Phrase::new("lint-choices-only").arg("kind", kind_words(raw.kind)));
            }
        }
        Kind::Numeric => {
            match a.value {
                Some(v) if v.is_finite() => key.value = Some(v),
                _ => err(&["answer"], Phrase::new("lint-value-missing")),
            }
            match a.decimals {
                None => err(&["answer"], Phrase::new("lint-decimals-missing")),
                Some(d) if d > 4 => err(&["answer", "decimals"], Phrase::new("lint-decimals-range").arg("decimals", d)),
                Some(d) => {
                    key.decimals = Some(d);
                    for v in key.value.iter().chain(a.accept.iter().flatten()) {
                        if (super::grade::round_to(*v, d) - v).abs() > 1e-9 {
                            err(&["answer"], Phrase::new("lint-decimals-more").dec("value", v).arg("decimals", d));
                        }
                    }
                }
            }
            key.accept = a.accept.clone().unwrap_or_default();
            if key.accept.iter().any(|v| !v.is_finite()) {
                err(&["answer", "accept"], Phrase::new("lint-accept-numbers"));
            }
            for s in a.partial.iter().flatten() {
                let marks = Marks::from_f64(s.marks).filter(|m| m.0 > 0 && points.is_none_or(|p| *m < p));
                match marks {
                    None => err(
                        &["answer", "partial"],
                        Phrase::new("lint-step-marks").dec("marks", s.marks).dec("points", raw.points),
                    ),
                    Some(_) if !s.value.is_finite() || key.value == Some(s.value) => {
                        err(&["answer", "partial"], Phrase::new("lint-step-value").dec("value", s.value))
                    }
                    Some(_) if s.es.trim().is_empty() || s.en.trim().is_empty() => {
                        err(&["answer", "partial"], Phrase::new("lint-step-slip"));
                    }
                    Some(m) => key.partial.push(super::schema::StepMark {
                        value: s.value,
                        marks: m,
                        es: s.es.clone(),
                        en: s.en.clone(),
                    }),
                }
            }
            if a.choices.is_some() || a.pairs.is_some() || a.scheme.is_some() {
                err(&["answer"], Phrase::new("lint-numeric-only"));
            }
        }
        Kind::Pairing => {
            if let Some(p) = &a.pairs {
                key.pairs = p.iter().map(|[w, b]| (*w, *b)).collect();
                if p.iter().any(|[w, b]| w == b) {
                    err(&["answer", "pairs"], Phrase::new("lint-pair-same-player"));
                }
            }
            if let Some(s) = &a.scheme {
                let part = |v: f64| Marks::from_f64(v);
                match (part(s.boards), part(s.bye), part(s.reasons)) {
                    (Some(boards), Some(bye), Some(reasons)) => {
                        if points.is_some_and(|p| boards + bye + reasons != p) {
                            err(
                                &["answer", "scheme"],
                                Phrase::new("lint-scheme-sum")
                                    .dec("boards", s.boards)
                                    .dec("bye", s.bye)
                                    .dec("reasons", s.reasons)
                                    .dec("points", raw.points),
                            );
                        }
                        let byes = key.pairs.iter().filter(|p| p.1 == 0).count();
                        // Without marks of its own, a bye of pairs is one of the boards.
                        if bye.0 > 0 && byes == 0 {
                            err(&["answer", "scheme"], Phrase::new("lint-scheme-bye"));
                        }
                        if boards.0 > 0 && bye.0 > 0 && key.pairs.len() == byes {
                            err(&["answer", "scheme"], Phrase::new("lint-scheme-boards"));
                        }
                        key.scheme = Some(super::schema::PairingScheme { boards, bye, reasons, matches: s.matches });
                    }
                    _ => err(&["answer", "scheme"], Phrase::new("lint-scheme-marks")),
                }
            }
            if a.choices.is_some()
                || a.value.is_some()
                || a.accept.is_some()
                || a.decimals.is_some()
                || a.partial.is_some()
            {
                err(&["answer"], Phrase::new("lint-pairing-only"));
            }
        }
        Kind::Open => {
            if a.choices.is_some()
                || a.value.is_some()
                || a.pairs.is_some()
                || a.accept.is_some()
                || a.partial.is_some()
                || a.scheme.is_some()
            {
                err(&["answer"], Phrase::new("lint-open-no-key"));
            }
        }
    }
    let mut texts = Vec::new();
    for (lang, t) in [(Lang::Es, &raw.es), (Lang::En, &raw.en)] {
        let code = lang.code();
        let Some(t) = t else {
            err(&[], Phrase::new("lint-text-missing").arg("lang", code));
            continue;
        };
        for (field, v) in [("prompt", &t.prompt), ("answer", &t.answer), ("explanation", &t.explanation)] {
            if v.trim().is_empty() {
                err(&[code, field], Phrase::new("lint-field-empty").arg("field", format!("{code}.{field}")));
            }
        }
        match (&t.options, raw.kind.has_options()) {
            (None, true) => {
                err(&[code], Phrase::new("lint-options-missing").arg("lang", code).arg("kind", kind_words(raw.kind)))
            }
            (Some(o), true) if o.len() < 2 => {
                err(&[code, "options"], Phrase::new("lint-options-two").arg("lang", code))
            }
            (Some(o), true) if option_count.is_some_and(|n| n != o.len()) => err(
                &[code, "options"],
                Phrase::new("lint-options-count")
                    .arg("lang", code)
                    .arg("count", o.len())
                    .arg("other", option_count.unwrap_or(0)),
            ),
            (Some(o), true) if o.iter().any(|x| x.trim().is_empty()) => {
                err(&[code, "options"], Phrase::new("lint-option-empty").arg("lang", code));
            }
            (Some(_), false) => err(&[code, "options"], Phrase::new("lint-options-not-here").arg("lang", code)),
            _ => {}
        }
        // A pairing question with a machine-readable scheme may leave its marking text out: the
        // printed scheme is then the rule the key applies, made from the scheme (one source).
        let generated_marking = key.scheme.map(|s| super::board_marks::rule(&s, lang));
        let marking = t.marking.clone().filter(|m| !m.trim().is_empty()).or(generated_marking);
        if raw.kind.needs_marking() && marking.is_none() {
            err(&[code], Phrase::new("lint-marking-missing").arg("lang", code).arg("kind", kind_words(raw.kind)));
        }
        check_leaks(raw.kind, raw.fen.is_some(), code, t, &mut err);
        texts.push(LangText {
            prompt: t.prompt.clone(),
            options: t.options.clone().unwrap_or_default(),
            answer: t.answer.clone(),
            explanation: t.explanation.clone(),
            marking,
        });
    }
    if errors.len() > before {
        return;
    }
    let mut texts = texts.into_iter();
    let (Some(es), Some(en), Some(points)) = (texts.next(), texts.next(), points) else { return };
    questions.push(Question {
        id: raw.id,
        topic: raw.topic,
        kind: raw.kind,
        points,
        source: raw.source,
        refs,
        fen: raw.fen,
        editions,
        cluster: raw.cluster,
        answer: key,
        es,
        en,
        origin: Origin { file: file.to_path_buf(), line: item.start },
    });
    let q = questions.last().expect("just pushed");
    let mut err = |path: &[&str], message: Phrase| {
        errors.push(LintError {
            file: file.to_path_buf(),
            line: item.line_of(path),
            column: None,
            id: Some(q.id.clone()),
            message,
        });
    };
    check_question_leaks(q, &mut err);
}

/// The rules on one language's text that need no answer key: option citations by label,
/// nothing for the candidate's eyes only in the prompt and options, a diagram only with its
/// position.
fn check_leaks(kind: Kind, has_fen: bool, code: &str, t: &RawText, err: &mut dyn FnMut(&[&str], Phrase)) {
    use super::leaks;
    let options = t.options.as_ref().map_or(0, Vec::len);
    if kind.has_options() {
        for (field, v) in
            [("answer", Some(&t.answer)), ("explanation", Some(&t.explanation)), ("marking", t.marking.as_ref())]
        {
            for p in v.map(|v| leaks::option_citation_problems(v, options)).unwrap_or_default() {
                err(&[code, field], in_field(code, field, p));
            }
        }
    }
    // The model answer, the explanation and the scheme are printed in the marking scheme and
    // shown after an answer: no seed or seed line cited there either.
    for (field, v) in
        [("answer", Some(&t.answer)), ("explanation", Some(&t.explanation)), ("marking", t.marking.as_ref())]
    {
        if let Some(p) = v.and_then(|v| leaks::source_note_problem(v)) {
            err(&[code, field], in_field(code, field, p));
        }
    }
    for (field, v) in std::iter::once(("prompt", &t.prompt)).chain(t.options.iter().flatten().map(|o| ("options", o))) {
        if let Some(p) = leaks::candidate_text_problem(v) {
            err(&[code, field], in_field(code, field, p));
        }
    }
    if !has_fen && leaks::mentions_diagram(&t.prompt) {
        err(&[code, "prompt"], Phrase::new("lint-diagram-without-fen").arg("lang", code));
    }
}

/// A problem of one field's text (`es.answer` and what is wrong with it).
fn in_field(code: &str, field: &str, problem: Phrase) -> Phrase {
    Phrase::new("lint-in-field").arg("field", format!("{code}.{field}")).arg("problem", problem)
}

/// The rules that need the validated question: the single-choice model answer names the key,
/// no final full stop gives the key away, es and en options say the same.
fn check_question_leaks(q: &Question, err: &mut dyn FnMut(&[&str], Phrase)) {
    use super::leaks;
    for lang in Lang::ALL {
        let code = lang.code();
        if q.kind == Kind::Single && !leaks::answer_names_key(q, lang) {
            let k = q.answer.choices.first().copied().unwrap_or(0);
            err(
                &[code, "answer"],
                Phrase::new("lint-answer-names-key")
                    .arg("lang", code)
                    .arg("letter", super::schema::option_letter(k).to_string())
                    .arg("option", q.text(lang).options.get(k).map_or("", String::as_str)),
            );
        }
        if leaks::punctuation_giveaway(q, lang) {
            err(&[code, "options"], Phrase::new("lint-punctuation-giveaway").arg("lang", code));
        }
    }
    for (k, (a, b)) in q.es.options.iter().zip(&q.en.options).enumerate() {
        // lengths of options
        let ratio = a.chars().count() as f64 / b.chars().count().max(1) as f64;
        if !(0.5..=2.5).contains(&ratio) {
            err(
                &["es", "options"],
                Phrase::new("lint-option-lengths")
                    .arg("letter", super::schema::option_letter(k).to_string())
                    .arg("es", a.chars().count())
                    .arg("en", b.chars().count()),
            );
        }
    }
}

/// Near duplicates over the bank: every pair of questions at least
/// [`super::leaks::NEAR_DUPLICATE_SIMILARITY`] alike that no cluster declares, and clusters
/// of a single question.
#[must_use]
pub(crate) fn check_clusters(questions: &[Question]) -> Vec<LintError> {
    let refs: Vec<&Question> = questions.iter().collect();
    let mut out = Vec::new();
    let at = |q: &Question, message: Phrase| LintError {
        file: q.origin.file.clone(),
        line: q.origin.line,
        column: None,
        id: Some(q.id.clone()),
        message,
    };
    for (i, j, s) in super::leaks::near_duplicates(&refs, super::leaks::NEAR_DUPLICATE_SIMILARITY) {
        let (a, b) = (refs[i], refs[j]);
        if a.cluster.is_none() || a.cluster != b.cluster {
            out.push(at(
                b,
                Phrase::new("lint-near-duplicate").arg("other", a.id.as_str()).dec("similarity", format!("{s:.2}")),
            ));
        }
    }
    let mut members: BTreeMap<&str, Vec<&Question>> = BTreeMap::new();
    for q in questions {
        if let Some(c) = &q.cluster {
            members.entry(c).or_default().push(q);
        }
    }
    for (c, qs) in members.into_iter().filter(|(_, qs)| qs.len() == 1) {
        out.push(at(qs[0], Phrase::new("lint-cluster-alone").arg("cluster", c)));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const GOOD: &str = r#"# a comment
- id: laws-a-001
  topic: laws
  kind: single
  points: 1
  source: "original"
  refs: ["Laws 6.9"]
  editions: ["Laws 2023"]
  answer: { choices: [1] }
  es: { prompt: "¿P?", options: ["x", "y"], answer: "y", explanation: "Porque." }
  en: { prompt: "Q?", options: ["x", "y"], answer: "y", explanation: "Because." }
- id: laws-a-002
  topic: laws
  kind: open
  points: 2.5
  source: "original"
  refs: ["Laws 4.3"]
  editions: ["Laws 2023"]
  es:
    prompt: "¿P?"
    answer: "R"
    explanation: "E"
    marking: "M"
  en:
    prompt: "Q?"
    answer: "A"
    explanation: "E"
    marking: "M"
"#;

    fn read(text: &str) -> (Vec<Question>, Vec<LintError>) {
        let (mut q, mut e) = (Vec::new(), Vec::new());
        read_file(Path::new("t.yaml"), text, &mut q, &mut e);
        (q, e)
    }

    #[test]
    fn reads_a_good_file() {
        let (q, e) = read(GOOD);
        assert!(e.is_empty(), "{e:?}");
        assert_eq!(q.len(), 2);
        assert_eq!(q[0].origin.line, 2);
        assert_eq!(q[1].origin.line, 12);
        assert_eq!(q[1].editions.iter().map(|e| e.code).collect::<Vec<_>>(), ["Laws 2023"]);
        assert_eq!(q[1].points, Marks(5));
    }

    #[test]
    fn points_each_error_at_its_line() {
        let cases = [
            ("refs: [\"Laws 6.9\"]", "refs: [\"Lawz 6.9\"]", 7, "unknown document"),
            ("refs: [\"Laws 4.3\"]", "refs: [\"Laws 4..3\"]", 17, "malformed article"),
            ("points: 2.5", "points: 2.3", 15, "multiple of 0.5"),
            ("answer: { choices: [1] }", "answer: { choices: [2] }", 9, "out of range"),
            ("    marking: \"M\"\n  en:", "  en:", 19, "es.marking is missing"),
            ("id: laws-a-002", "id: Laws_A", 12, "kebab-case"),
            ("kind: open", "kind: essay", 14, "unknown variant"),
            ("editions: [\"Laws 2023\"]", "editions: [\"Laws 2031\"]", 8, "unknown edition 'Laws 2031'"),
            ("editions: [\"Laws 2023\"]", "editions: [\"C.07 2026\"]", 8, "refs cite Laws but editions names no"),
            ("kind: single\n  points: 1", "kind: numeric\n  points: 1", 9, "a numeric question needs answer.value"),
        ];
        for (from, to, line, msg) in cases {
            let text = GOOD.replacen(from, to, 1);
            assert_ne!(text, GOOD, "{from}");
            let (_, e) = read(&text);
            assert!(e.iter().any(|x| x.line == line && x.message.to_string().contains(msg)), "{to}: {e:#?}");
        }
    }

    #[test]
    fn the_key_may_be_the_longest_option_in_at_most_30_percent() {
        // Ten single-choice questions; in `n` of them the key (option b) is the longest.
        let bank = |n: usize| -> String {
            (0..10)
                .map(|i| {
                    let key = if i < n { "a much longer key" } else { "key" };
                    format!(
                        "- id: q-{i}\n  topic: clocks\n  kind: single\n  points: 1\n  source: s\n  refs: [\"C.05 1\"]\n  \
                         editions: [\"Manual 2023\"]\n  \
                         answer: {{ choices: [1] }}\n  es: {{ prompt: p, options: [\"distractor\", \"{key}\"], answer: \"{key}\", explanation: e }}\n  \
                         en: {{ prompt: p, options: [\"distractor\", \"{key}\"], answer: \"{key}\", explanation: e }}\n"
                    )
                })
                .collect()
        };
        let (q, _) = read(&bank(9));
        assert!(check_key_length(&q[..9]).is_empty(), "fewer than 10 questions are not measured");
        for (n, fails) in [(3, false), (4, true)] {
            let (q, e) = read(&bank(n));
            assert!(e.is_empty(), "{e:?}");
            let errs = check_key_length(&q);
            assert_eq!(errs.len(), if fails { 2 } else { 0 }, "{n}: {errs:?}");
            if fails {
                assert_eq!(errs[0].line, 1, "{errs:?}");
                assert!(
                    errs[0].message.to_string().starts_with("es: the key is the strictly longest option in 4 of 10"),
                    "{errs:?}"
                );
                assert!(errs[1].message.to_string().contains("q-0, q-1, q-2, q-3"), "{errs:?}");
            }
        }
    }

    #[test]
    fn numeric_questions_state_their_rounding_rule() {
        let numeric = GOOD.replacen("kind: single", "kind: numeric", 1).replacen(
            "answer: { choices: [1] }\n  es: { prompt: \"¿P?\", options: [\"x\", \"y\"],",
            "answer: { value: 5.4 }\n  es: { prompt: \"¿P?\",",
            1,
        );
        let numeric = numeric.replacen("en: { prompt: \"Q?\", options: [\"x\", \"y\"],", "en: { prompt: \"Q?\",", 1);
        let (_, e) = read(&numeric);
        assert!(e.iter().any(|x| x.line == 9 && x.message.to_string().contains("needs answer.decimals")), "{e:#?}");
        let (q, e) = read(&numeric.replace("value: 5.4 }", "value: 5.4, decimals: 1, accept: [5] }"));
        assert!(e.is_empty(), "{e:#?}");
        assert_eq!((q[0].answer.decimals, q[0].answer.accept.clone()), (Some(1), vec![5.0]));
        let (_, e) = read(&numeric.replace("value: 5.4 }", "value: 5.4, decimals: 0 }"));
        assert!(e.iter().any(|x| x.message.to_string().contains("more than the 0 decimal(s)")), "{e:#?}");
    }

    #[test]
    fn reads_an_indented_list_with_a_document_marker() {
        let text: String = GOOD.lines().map(|l| format!("  {l}\n")).collect();
        let (q, e) = read(&format!("---\n{text}"));
        assert!(e.is_empty(), "{e:?}");
        assert_eq!((q[0].origin.line, q[1].origin.line), (3, 13));
        let (_, e) = read(&format!("---\n{}", text.replace("Laws 4.3", "Laws x")));
        assert_eq!(e[0].line, 18, "{e:?}");
    }

    #[test]
    fn syntax_errors_have_line_and_column() {
        let (_, e) = read("- id: x\n  topic: [laws\n");
        assert_eq!(e.len(), 1, "{e:?}");
        assert!(e[0].column.is_some());
        assert!(e[0].line >= 2, "{e:?}");
    }
}
