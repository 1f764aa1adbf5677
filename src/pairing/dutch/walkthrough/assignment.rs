//! The cheapest way to give each remaining S1 player an S2 opponent (a minimum-cost
//! assignment, Hungarian method): the search's look-ahead. A family of transpositions is
//! skipped when no assignment exists (every candidate in it would pair two players who may
//! not meet, [C1]/[C3]) or when even the cheapest one misses a colour criterion more often
//! than the best candidate does.

/// The least total cost of assigning every row to a distinct column (`rows` ≤ `cols`), where
/// `cost(r, c)` is `None` for a forbidden pair; `None` when no assignment exists.
#[must_use]
pub(crate) fn min_assignment(rows: usize, cols: usize, cost: impl Fn(usize, usize) -> Option<u32>) -> Option<u64> {
    if rows == 0 {
        return Some(0);
    }
    if rows > cols {
        return None;
    }
    // Forbidden pairs cost more than any assignment of allowed ones can.
    let big: i64 = 1 << 40;
    let a = |r: usize, c: usize| cost(r, c).map_or(big, i64::from);
    // e-maxx Hungarian, 1-based, potentials u (rows) and v (columns).
    let (n, m) = (rows, cols);
    let mut u = vec![0i64; n + 1];
    let mut v = vec![0i64; m + 1];
    let mut p = vec![0usize; m + 1];
    let mut way = vec![0usize; m + 1];
    for i in 1..=n {
        p[0] = i;
        let mut j0 = 0;
        let mut minv = vec![i64::MAX; m + 1];
        let mut used = vec![false; m + 1];
        loop {
            used[j0] = true;
            let i0 = p[j0];
            let mut delta = i64::MAX;
            let mut j1 = 0;
            for j in 1..=m {
                if !used[j] {
                    let cur = a(i0 - 1, j - 1) - u[i0] - v[j];
                    if cur < minv[j] {
                        minv[j] = cur;
                        way[j] = j0;
                    }
                    if minv[j] < delta {
                        delta = minv[j];
                        j1 = j;
                    }
                }
            }
            for j in 0..=m {
                if used[j] {
                    u[p[j]] += delta;
                    v[j] -= delta;
                } else {
                    minv[j] -= delta;
                }
            }
            j0 = j1;
            if p[j0] == 0 {
                break;
            }
        }
        loop {
            let j1 = way[j0];
            p[j0] = p[j1];
            j0 = j1;
            if j0 == 0 {
                break;
            }
        }
    }
    let total: i64 =
        p.iter().enumerate().skip(1).filter(|&(_, &row)| row != 0).map(|(j, &row)| a(row - 1, j - 1)).sum();
    (total < big).then(|| u64::try_from(total).unwrap_or(u64::MAX))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_the_cheapest_assignment_or_none() {
        // Rows 0, 1; columns 0, 1, 2. Row 0 may only take column 0 or 1 at cost 5 / 1.
        let cost = |r: usize, c: usize| match (r, c) {
            (0, 0) => Some(5),
            (0, 1) => Some(1),
            (1, 1) => Some(0),
            (1, 2) => Some(3),
            _ => None,
        };
        // 0-1 and 1-2 cost 4; 0-0 and 1-1 cost 5.
        assert_eq!(min_assignment(2, 3, cost), Some(4));
        // Both rows can only take column 0: no assignment.
        assert_eq!(min_assignment(2, 2, |_, c| (c == 0).then_some(0)), None);
        assert_eq!(min_assignment(0, 3, |_, _| None), Some(0));
        assert_eq!(min_assignment(3, 2, |_, _| Some(0)), None);
    }
}
