//! Criterion benchmark of the Dutch engine: pairs the last round of synthetic 100-, 1,000-
//! and 5,000-player tournaments (`cargo bench --bench pairing`). Figures go to
//! `reports/performance.md`; see there for the command that regenerates them.

// The benchmark reads which sizes to run from ARBITRO_BENCH_SIZES.
#![allow(clippy::disallowed_methods)]

use arbitro::pairing::dutch::{self, synthetic};
use arbitro::rules::DutchEdition;
use arbitro::tournament::{RoundNo, Tournament};
use arbitro::trf::TrfDocument;
use criterion::{Criterion, criterion_group, criterion_main};

fn tournament(n: u16, rounds: u16) -> Tournament {
    let text = synthetic::random_trf(n, rounds - 1, rounds, 42);
    Tournament::from_trf(&TrfDocument::from_bytes(text.as_bytes()).expect("synthetic TRF")).expect("valid")
}

fn bench(c: &mut Criterion) {
    let mut g = c.benchmark_group("dutch-2026 last round");
    g.sample_size(10);
    // `ARBITRO_BENCH_SIZES=100,1000` limits the sizes (the 5,000-player round is slow).
    let wanted: Vec<u16> = std::env::var("ARBITRO_BENCH_SIZES")
        .ok()
        .map(|s| s.split(',').filter_map(|x| x.trim().parse().ok()).collect())
        .unwrap_or_else(|| vec![100, 1000, 5000]);
    for (n, rounds) in [(100u16, 9u16), (1000, 11), (5000, 13)] {
        if !wanted.contains(&n) {
            continue;
        }
        let t = tournament(n, rounds);
        g.bench_function(format!("{n} players"), |b| {
            b.iter(|| dutch::pair(&t, RoundNo(rounds), DutchEdition::Dutch2026).expect("pairs"));
        });
    }
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
