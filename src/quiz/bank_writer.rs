//! Writing questions in the bank's YAML shape (used to check generated questions with the
//! same rules as the bank).

use super::schema::{Kind, LangText, Question};
use serde::Serialize;

#[derive(Serialize, Default)]
struct OutAnswer {
    #[serde(skip_serializing_if = "Option::is_none")]
    choices: Option<Vec<usize>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    value: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    tolerance: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pairs: Option<Vec<[u32; 2]>>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    accept: Vec<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    decimals: Option<u8>,
    #[serde(skip_serializing_if = "Option::is_none")]
    scheme: Option<OutScheme>,
}

#[derive(Serialize)]
struct OutScheme {
    boards: f64,
    bye: f64,
    reasons: f64,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    matches: bool,
}

#[derive(Serialize)]
struct OutText<'a> {
    prompt: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    options: Option<&'a [String]>,
    answer: &'a str,
    explanation: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    marking: Option<&'a str>,
}

#[derive(Serialize)]
struct OutQuestion<'a> {
    id: &'a str,
    topic: &'a str,
    kind: &'a str,
    points: f64,
    source: &'a str,
    refs: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    fen: Option<&'a str>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    editions: Vec<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    answer: Option<OutAnswer>,
    es: OutText<'a>,
    en: OutText<'a>,
}

fn text_parts(t: &LangText) -> (Option<&[String]>, Option<&str>) {
    ((!t.options.is_empty()).then_some(t.options.as_slice()), t.marking.as_deref())
}

/// The questions as a bank file's YAML text.
#[must_use]
pub(crate) fn to_yaml(questions: &[Question]) -> String {
    let out: Vec<OutQuestion<'_>> = questions
        .iter()
        .map(|q| {
            let a = &q.answer;
            let answer = match q.kind {
                Kind::Single | Kind::Multiple => {
                    Some(OutAnswer { choices: Some(a.choices.clone()), ..OutAnswer::default() })
                }
                Kind::Numeric => Some(OutAnswer {
                    choices: None,
                    value: a.value,
                    tolerance: (a.tolerance > 0.0).then_some(a.tolerance),
                    pairs: None,
                    accept: a.accept.clone(),
                    decimals: a.decimals,
                    scheme: None,
                }),
                Kind::Pairing if !a.pairs.is_empty() => Some(OutAnswer {
                    pairs: Some(a.pairs.iter().map(|(w, b)| [*w, *b]).collect()),
                    scheme: a.scheme.map(|s| OutScheme {
                        boards: s.boards.as_f64(),
                        bye: s.bye.as_f64(),
                        reasons: s.reasons.as_f64(),
                        matches: s.matches,
                    }),
                    ..OutAnswer::default()
                }),
                _ => None,
            };
            let (es_o, es_m) = text_parts(&q.es);
            let (en_o, en_m) = text_parts(&q.en);
            OutQuestion {
                id: &q.id,
                topic: q.topic.code(),
                kind: q.kind.code(),
                points: q.points.as_f64(),
                source: &q.source,
                refs: q.refs.iter().map(ToString::to_string).collect(),
                fen: q.fen.as_deref(),
                editions: q.editions.iter().map(|e| e.code).collect(),
                answer,
                es: OutText {
                    prompt: &q.es.prompt,
                    options: es_o,
                    answer: &q.es.answer,
                    explanation: &q.es.explanation,
                    marking: es_m,
                },
                en: OutText {
                    prompt: &q.en.prompt,
                    options: en_o,
                    answer: &q.en.answer,
                    explanation: &q.en.explanation,
                    marking: en_m,
                },
            }
        })
        .collect();
    serde_yaml::to_string(&out).unwrap_or_default()
}
