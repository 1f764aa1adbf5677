//! Synthetic tournaments for benchmarks and tests: `n` players, `played` rounds paired by a
//! simple score-order rule (not the Dutch system: each player meets the next one in score order
//! he has not met) with random results, as TRF text, so that
//! the Dutch engine can be timed on the next round of a realistic score distribution.

use crate::core::order::StableSort;

/// A deterministic xorshift generator.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

/// TRF text of a tournament of `n` players with `played` rounds recorded out of `planned`.
#[must_use]
pub fn random_trf(n: u16, played: u16, planned: u16, seed: u64) -> String {
    let mut rng = Rng(seed.max(1));
    let nn = usize::from(n);
    let mut pts = vec![0i32; nn];
    let mut colour_diff = vec![0i32; nn];
    let mut blocks: Vec<String> = vec![String::new(); nn];
    let mut met: Vec<Vec<usize>> = vec![Vec::new(); nn];
    for _ in 0..played {
        let mut order: Vec<usize> = (0..nn).collect();
        order.stable_sort_by_key(&|&i| (std::cmp::Reverse(pts[i]), i));
        // Each player in score order meets the next one he has not met yet (no rematches,
        // as in any Swiss); the last one left gets the bye.
        let mut used = vec![false; nn];
        let mut pairs = Vec::new();
        for (i, &a) in order.iter().enumerate() {
            if used[a] {
                continue;
            }
            let partner = order[i + 1..].iter().copied().find(|&b| !used[b] && !met[a].contains(&b));
            if let Some(b) = partner {
                used[a] = true;
                used[b] = true;
                met[a].push(b);
                met[b].push(a);
                pairs.push((a, b));
            }
        }
        for &(a, b) in &pairs {
            let (w, bl) = if colour_diff[a] <= colour_diff[b] { (a, b) } else { (b, a) };
            let (rw, rb, pw, pb) = match rng.next() % 3 {
                0 => ('1', '0', 10, 0),
                1 => ('=', '=', 5, 5),
                _ => ('0', '1', 0, 10),
            };
            blocks[w].push_str(&format!("  {:>4} w {rw}", bl + 1));
            blocks[bl].push_str(&format!("  {:>4} b {rb}", w + 1));
            pts[w] += pw;
            pts[bl] += pb;
            colour_diff[w] += 1;
            colour_diff[bl] -= 1;
        }
        // Greedy pairing can strand more than one player at the bottom: the first gets the
        // bye, the others sit the round out (Z, no points).
        for (k, &p) in order.iter().filter(|&&p| !used[p]).enumerate() {
            if k == 0 {
                blocks[p].push_str("  0000 - U");
                pts[p] += 10;
            } else {
                blocks[p].push_str("  0000 - Z");
            }
        }
    }
    let mut s = format!("012 Synthetic {n}\nXXR {planned}\nXXC white1\n");
    for i in 0..nn {
        let p = pts[i];
        s.push_str(&format!(
            "001 {:>4}      {:<33}{:>4}                             {:>4}    0{}\n",
            i + 1,
            format!("Player{:05}", i + 1),
            2800 - (i as u32 * 2000 / u32::from(n.max(1))),
            format!("{}.{}", p / 10, p % 10),
            blocks[i]
        ));
    }
    s
}
