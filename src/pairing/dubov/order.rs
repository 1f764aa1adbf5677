//! The sorting rules of Article 4: sets in lexicographic order of sequence numbers (4.1,
//! reading of the 2018 D.0.c), middle-out sequence numbers of shifters (4.3.3), and
//! transpositions of G2 (4.4.2).

/// The sequence numbers of 4.3.3: `list` is sorted as in 4.3.2; the result lists its
/// positions in the order #1, #2, …: the (remaining) middle first, the higher of two middles.
#[must_use]
pub fn middle_out(len: usize) -> Vec<usize> {
    let mut rest: Vec<usize> = (0..len).collect();
    let mut out = Vec::with_capacity(len);
    while !rest.is_empty() {
        let i = (rest.len() - 1) / 2;
        out.push(rest.remove(i));
    }
    out
}

/// Calls `f` on every set of `k` of the numbers `0..n`, in lexicographic order (4.1), until
/// `f` returns `true` or `limit` sets were visited. Returns whether `f` accepted a set.
pub fn combinations(n: usize, k: usize, limit: usize, mut f: impl FnMut(&[usize]) -> bool) -> bool {
    if k > n {
        return false;
    }
    let mut c: Vec<usize> = (0..k).collect();
    let mut seen = 0usize;
    loop {
        if f(&c) {
            return true;
        }
        seen += 1;
        if seen >= limit {
            return false;
        }
        // Next combination.
        let mut i = k;
        loop {
            if i == 0 {
                return false;
            }
            i -= 1;
            if c[i] < n - k + i {
                c[i] += 1;
                for j in i + 1..k {
                    c[j] = c[j - 1] + 1;
                }
                break;
            }
            if i == 0 {
                return false;
            }
        }
    }
}

/// Every transposition of `0..n` in the order of 4.4.2 (lexicographic), for the examples and
/// the walkthrough; the engine finds the first legal one directly ([`super::bracket`]).
#[must_use]
pub fn transpositions(n: usize) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    let mut p: Vec<usize> = (0..n).collect();
    loop {
        out.push(p.clone());
        let Some(i) = (1..n).rev().find(|&i| p[i - 1] < p[i]) else { return out };
        let j = (i..n).rev().find(|&j| p[j] > p[i - 1]).unwrap_or(i);
        p.swap(i - 1, j);
        p[i..].reverse();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 4.3.3 example: A…G are numbered D, C, E, B, F, A, G.
    #[test]
    fn middle_out_matches_the_example_of_4_3_3() {
        let names = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];
        let got: String = middle_out(7).into_iter().map(|i| names[i]).collect();
        assert_eq!(got, "DCEBFAG");
        assert_eq!(middle_out(2), vec![0, 1]);
        assert_eq!(middle_out(4), vec![1, 2, 0, 3]);
    }

    /// 4.4.2 Note: A, B, C → ABC, ACB, BAC, BCA, CAB, CBA.
    #[test]
    fn transpositions_match_the_note_of_4_4_2() {
        let names = ['A', 'B', 'C'];
        let got: Vec<String> = transpositions(3).iter().map(|t| t.iter().map(|&i| names[i]).collect()).collect();
        assert_eq!(got, ["ABC", "ACB", "BAC", "BCA", "CAB", "CBA"]);
    }

    /// 4.1.3: with K=2, {#1,#2} < {#1,#3} < … < {#1,#P} < {#2,#3}.
    #[test]
    fn sets_follow_the_order_of_4_1_3() {
        let mut seen = Vec::new();
        combinations(4, 2, usize::MAX, |c| {
            seen.push((c[0] + 1, c[1] + 1));
            false
        });
        assert_eq!(seen, [(1, 2), (1, 3), (1, 4), (2, 3), (2, 4), (3, 4)]);
        let mut n = 0;
        assert!(!combinations(5, 0, usize::MAX, |_| {
            n += 1;
            false
        }));
        assert_eq!(n, 1);
    }
}
