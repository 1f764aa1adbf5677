//! Writes a synthetic tournament for timing pairing programs on the same input:
//! `cargo run --release --example synthetic -- PLAYERS PLAYED PLANNED SEED > t.trf`.
//! `PLAYED` rounds are recorded (paired by a simple score-order rule with random results,
//! [`arbitro::pairing::dutch::synthetic`]) out of `PLANNED`, so the next round is the one to pair.
//! Used by `benches/compare.sh`, which regenerates `reports/performance.md`.

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let parsed: Option<(u16, u16, u16, u64)> = match args.as_slice() {
        [n, played, planned, seed] => {
            (|| Some((n.parse().ok()?, played.parse().ok()?, planned.parse().ok()?, seed.parse().ok()?)))()
        }
        _ => None,
    };
    let Some((n, played, planned, seed)) = parsed.filter(|&(n, played, planned, _)| n >= 2 && played < planned) else {
        eprintln!("usage: synthetic PLAYERS PLAYED PLANNED SEED (PLAYERS >= 2, PLAYED < PLANNED)");
        return ExitCode::from(2);
    };
    print!("{}", arbitro::pairing::dutch::synthetic::random_trf(n, played, planned, seed));
    ExitCode::SUCCESS
}
