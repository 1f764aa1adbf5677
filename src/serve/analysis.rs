//! Item analysis of a seminar-room exam: the facility and the discrimination index of every
//! question (classical test theory, as the FA lecturer's marking scheme is reviewed).
//!
//! Facility: the candidates' mean share of the question's marks (0 = nobody, 1 = everybody).
//! Discrimination: the facility among the best 27 % of candidates by total score minus the
//! facility among the worst 27 % (Kelley's groups; at least one candidate each): near +1 the
//! question separates strong from weak candidates, near 0 or negative it does not.

use crate::core::order::StableSort;

/// One question's figures.
#[derive(Clone, Debug, PartialEq)]
pub struct Item {
    /// Candidates who were put the question.
    pub candidates: usize,
    /// Mean share of the marks, 0 to 1.
    pub facility: f64,
    /// Upper-group facility minus lower-group facility; `None` with fewer than two candidates.
    pub discrimination: Option<f64>,
}

/// The analysis of `shares[candidate][question]` (each the share of the question's marks the
/// candidate earned, 0 to 1), candidates' totals given in `totals`.
#[must_use]
pub fn items(shares: &[Vec<f64>], totals: &[f64]) -> Vec<Item> {
    let n = shares.len();
    let questions = shares.first().map_or(0, Vec::len);
    let mut order: Vec<usize> = (0..n).collect();
    // Best first; ties keep the candidates' order (deterministic).
    order.stable_sort_by(&|&a, &b| totals[b].total_cmp(&totals[a]));
    let group = ((n as f64 * 0.27).round() as usize).max(1).min(n / 2);
    let mean = |who: &[usize], q: usize| -> f64 {
        let len = who.len().max(1) as f64;
        who.iter().map(|&c| shares[c][q]).sum::<f64>() / len
    };
    (0..questions)
        .map(|q| Item {
            candidates: n,
            facility: mean(&order, q),
            discrimination: (group > 0).then(|| mean(&order[..group], q) - mean(&order[n - group..], q)),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_question_only_strong_candidates_get_discriminates() {
        // Four candidates; question 0 everybody gets, question 1 only the two best.
        let shares = vec![vec![1.0, 1.0], vec![1.0, 1.0], vec![1.0, 0.0], vec![1.0, 0.0]];
        let totals = vec![2.0, 2.0, 1.0, 1.0];
        let a = items(&shares, &totals);
        assert_eq!(a[0], Item { candidates: 4, facility: 1.0, discrimination: Some(0.0) });
        assert_eq!(a[1].facility, 0.5);
        // 27 % of 4 rounds to 1 candidate per group: best 1.0, worst 0.0.
        assert_eq!(a[1].discrimination, Some(1.0));
    }

    #[test]
    fn one_candidate_has_no_discrimination() {
        let a = items(&[vec![0.5]], &[0.5]);
        assert_eq!(a, vec![Item { candidates: 1, facility: 0.5, discrimination: None }]);
        assert!(items(&[], &[]).is_empty());
    }
}
