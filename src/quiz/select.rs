//! Choosing questions: filters, a seeded order (the same seed gives the same questions),
//! practice that favours questions answered wrongly before, and filling a blueprint.

use super::blueprint::Plan;
use super::progress::Progress;
use super::schema::{Kind, Marks, Question, Topic};
use crate::core::order::StableSort;
use rand::SeedableRng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;

/// Which questions a session or listing may use.
#[derive(Clone, Debug, Default)]
pub struct Filter {
    /// Only these topics (all when empty).
    pub topics: Vec<Topic>,
    /// Only these kinds (all when empty).
    pub kinds: Vec<Kind>,
    /// Only questions valid on this date (see [`super::editions::valid_on`]); any when `None`.
    pub on: Option<crate::tournament::Date>,
}

impl Filter {
    /// Whether `q` passes.
    #[must_use]
    pub fn accepts(&self, q: &Question) -> bool {
        (self.topics.is_empty() || self.topics.contains(&q.topic))
            && (self.kinds.is_empty() || self.kinds.contains(&q.kind))
            && self.on.is_none_or(|d| super::editions::valid_on(&q.editions, d))
    }
}

/// The questions passing `filter`, in a seeded random order.
#[must_use]
pub fn shuffled<'a>(questions: &'a [Question], filter: &Filter, seed: u64) -> Vec<&'a Question> {
    let mut v: Vec<&Question> = questions.iter().filter(|q| filter.accepts(q)).collect();
    v.shuffle(&mut ChaCha8Rng::seed_from_u64(seed));
    v
}

/// Practice order on `today` (spaced repetition, [`super::srs`]): questions due for
/// repetition first, the most overdue first, then unseen ones, then the rest by due date;
/// seeded random order inside each group. At most `count` questions.
#[must_use]
pub fn practice<'a>(
    questions: &'a [Question],
    filter: &Filter,
    seed: u64,
    progress: &Progress,
    today: super::srs::Day,
    count: usize,
) -> Vec<&'a Question> {
    let mut v = shuffled(questions, filter, seed);
    // Stable sort keeps the seeded order within each group.
    v.stable_sort_by_key(&|q| (progress.priority(&q.id, today), progress.due(&q.id)));
    v.truncate(count);
    v
}

/// Why a blueprint cannot be filled.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shortfall {
    /// The topic.
    pub topic: Topic,
    /// Marks wanted.
    pub wanted: Marks,
    /// Marks the bank has for that topic (after filters).
    pub available: Marks,
    /// A required kind of question that cannot be fitted, when that is the reason.
    pub missing: Option<Kind>,
}

impl std::fmt::Display for Shortfall {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if let Some(k) = self.missing {
            return write!(
                f,
                "topic {}: the blueprint requires {} {k} question, and none fits in {} marks with the rest",
                self.topic,
                if k == Kind::Open { "an" } else { "a" },
                self.wanted
            );
        }
        write!(
            f,
            "topic {}: no set of questions adds up to exactly {} marks (the bank has {} marks of {} questions)",
            self.topic, self.wanted, self.available, self.topic
        )
    }
}

/// How many seeded orders [`fill`] tries for a paper whose keys do not give themselves away by
/// length.
const LENGTH_ATTEMPTS: u64 = 64;

/// Fills every section of `plan` with questions of its topic whose marks add up exactly to
/// the section's marks, preferring questions early in the seeded order. Sections come out in
/// blueprint order. A paper holds at most one question of each near-duplicate cluster, and
/// the key is the strictly longest option in at most
/// [`super::leaks::MAX_PAPER_LONGEST_SHARE`] of its single-choice questions in each language
/// (further orders drawn from the seed are tried until one is; the same seed always gives the
/// same paper).
///
/// # Errors
/// The sections that cannot be filled exactly.
pub fn fill<'a>(questions: &'a [Question], plan: &Plan, seed: u64) -> Result<Vec<&'a Question>, Vec<Shortfall>> {
    let mut best: Option<(usize, Vec<&'a Question>)> = None;
    for attempt in 0..LENGTH_ATTEMPTS {
        let s = if attempt == 0 { seed } else { seed ^ attempt.wrapping_mul(0x9E37_79B9_7F4A_7C15) };
        let paper = match fill_once(questions, plan, s) {
            Ok(p) => p,
            Err(e) if attempt == 0 => return Err(e),
            Err(_) => continue,
        };
        if super::leaks::paper_length_ok(&paper) {
            return Ok(paper);
        }
        let worst =
            super::schema::Lang::ALL.iter().map(|&l| super::leaks::paper_longest_share(&paper, l).0).max().unwrap_or(0);
        if best.as_ref().is_none_or(|(w, _)| worst < *w) {
            best = Some((worst, paper));
        }
    }
    Ok(best.map(|(_, p)| p).unwrap_or_default())
}

/// One attempt of [`fill`] with the order of `seed`, at most one question per cluster.
fn fill_once<'a>(questions: &'a [Question], plan: &Plan, seed: u64) -> Result<Vec<&'a Question>, Vec<Shortfall>> {
    let mut order = shuffled(questions, &Filter::default(), seed);
    // One question of each near-duplicate cluster: the first in the seeded order.
    let mut seen = std::collections::BTreeSet::new();
    order.retain(|q| q.cluster.as_deref().is_none_or(|c| seen.insert(c)));
    let mut out = Vec::new();
    let mut short = Vec::new();
    for &(topic, wanted) in &plan.sections {
        let mut pool: Vec<&Question> = order.iter().copied().filter(|q| q.topic == topic).collect();
        let available = pool.iter().map(|q| q.points).sum();
        let mut required = Vec::new();
        let mut left = wanted;
        let mut missing = None;
        for r in plan.blueprint.requires.iter().filter(|r| r.topic == topic) {
            // The first question of the kind, in seeded order, that leaves a fillable rest.
            let pick = pool.iter().position(|q| {
                q.kind == r.kind && q.points <= left && {
                    let rest: Vec<&Question> = pool.iter().copied().filter(|x| x.id != q.id).collect();
                    subset_sum(&rest, Marks(left.0 - q.points.0)).is_some()
                }
            });
            match pick {
                Some(i) => {
                    let q = pool.remove(i);
                    left = Marks(left.0 - q.points.0);
                    required.push(q);
                }
                None => {
                    missing = Some(r.kind);
                    break;
                }
            }
        }
        match (missing, subset_sum(&pool, left)) {
            (None, Some(rest)) => {
                out.extend(required);
                out.extend(rest);
            }
            _ => short.push(Shortfall { topic, wanted, available, missing }),
        }
    }
    if short.is_empty() { Ok(out) } else { Err(short) }
}

/// A subset of `pool` whose marks sum to `target`, taking questions in pool order whenever
/// the rest can still reach the target (so the seed decides which questions are used).
fn subset_sum<'a>(pool: &[&'a Question], target: Marks) -> Option<Vec<&'a Question>> {
    let t = target.0 as usize;
    let n = pool.len();
    // reach[i][s]: the questions i.. can make exactly s.
    let mut reach = vec![vec![false; t + 1]; n + 1];
    reach[n][0] = true;
    for i in (0..n).rev() {
        let p = pool[i].points.0 as usize;
        for s in 0..=t {
            reach[i][s] = reach[i + 1][s] || (p <= s && reach[i + 1][s - p]);
        }
    }
    if !reach[0][t] {
        return None;
    }
    let mut chosen = Vec::new();
    let mut s = t;
    for (i, q) in pool.iter().enumerate() {
        let p = q.points.0 as usize;
        if p <= s && reach[i + 1][s - p] {
            chosen.push(*q);
            s -= p;
        }
        if s == 0 {
            break;
        }
    }
    Some(chosen)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::quiz::schema::{AnswerKey, LangText, Origin};

    fn q(id: &str, topic: Topic, halves: u32) -> Question {
        Question {
            id: id.into(),
            topic,
            kind: Kind::Open,
            points: Marks(halves),
            source: String::new(),
            refs: Vec::new(),
            fen: None,
            editions: Vec::new(),
            cluster: None,
            answer: AnswerKey::default(),
            es: LangText::default(),
            en: LangText::default(),
            origin: Origin::default(),
        }
    }

    #[test]
    fn same_seed_same_order() {
        let qs: Vec<Question> = (0..20).map(|i| q(&format!("q{i:02}"), Topic::Laws, 2)).collect();
        let a: Vec<&str> = shuffled(&qs, &Filter::default(), 7).iter().map(|q| q.id.as_str()).collect();
        let b: Vec<&str> = shuffled(&qs, &Filter::default(), 7).iter().map(|q| q.id.as_str()).collect();
        let c: Vec<&str> = shuffled(&qs, &Filter::default(), 8).iter().map(|q| q.id.as_str()).collect();
        assert_eq!(a, b);
        assert_ne!(a, c);
    }

    #[test]
    fn fills_exact_marks_or_reports_shortfall() {
        let qs = vec![q("a", Topic::Laws, 4), q("b", Topic::Laws, 6), q("c", Topic::Laws, 3), q("d", Topic::Swiss, 2)];
        let plan = |laws: u32, swiss: u32| Plan {
            blueprint: blueprint(),
            sections: vec![(Topic::Laws, Marks(laws)), (Topic::Swiss, Marks(swiss))],
        };
        for seed in 0..10 {
            let got = fill(&qs, &plan(9, 2), seed).unwrap();
            assert_eq!(got.iter().map(|q| q.points).sum::<Marks>(), Marks(11));
        }
        let e = fill(&qs, &plan(8, 2), 1).unwrap_err();
        assert_eq!(e, vec![Shortfall { topic: Topic::Laws, wanted: Marks(8), available: Marks(13), missing: None }]);
    }

    fn blueprint() -> crate::quiz::blueprint::Blueprint {
        crate::quiz::blueprint::Blueprint {
            name: "x".into(),
            name_es: None,
            minutes: 1,
            pass_percent: 80.0,
            laws_share: 0.0,
            sections: Vec::new(),
            requires: Vec::new(),
        }
    }
}
