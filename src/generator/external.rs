//! Another program's random tournament generator in a campaign
//! (`--generator 'CMD --dutch -g {config} -o {out} -s {seed}'`): for each tournament arbitro
//! draws the size from the profile with the tournament's seed, writes the JaVaFo / bbpPairings
//! `Key=value` RTG configuration, runs the program and reads the file it wrote, which the
//! program has paired itself. arbitro then checks it as it checks its own.

use super::command::{CommandTemplate, scratch_file};
use super::model::Dice;
use super::profile::Profile;
use std::fmt::Write;
use std::path::Path;

/// JaVaFo's "one in N" for a probability (never below 1); a share of 0 is written as one in
/// a million, since leaving the key out means the program's own default.
fn one_in(p: f64) -> u64 {
    if p <= 0.0 {
        1_000_000
    } else {
        // Rounded to a whole N; at least 1, at most a million.
        let n = (1.0 / p).round().clamp(1.0, 1_000_000.0);
        format!("{n:.0}").parse().unwrap_or(1_000_000)
    }
}

fn number(x: f64) -> String {
    format!("{x:.1}")
}

/// The configuration of tournament `seed`: players and rounds drawn uniformly from the
/// profile's spans (with a dice of their own, so a generator's file depends on nothing else),
/// the draw percentage, the rates written as JaVaFo's one-in-N (forfeits per game; half-point
/// byes and withdrawals per player over the tournament, from the profile's per-round rates),
/// the ratings and the points. Returns (players, rounds, text).
#[must_use]
pub(crate) fn rtg_config(profile: &Profile, seed: u64) -> (u16, u16, String) {
    let mut dice = Dice::new(seed ^ 0x5254_4743_4f4e_4647); // "RTGCONFG"
    let players = dice.between(profile.players.min(), profile.players.max());
    let rounds = dice.between(profile.rounds.min(), profile.rounds.max());
    let per_tournament = |p: f64| 1.0 - (1.0 - p.clamp(0.0, 1.0)).powi(i32::from(rounds));
    let mut s = String::new();
    let _ = writeln!(s, "# arbitro campaign: profile {}, seed {seed}", profile.name);
    let _ = writeln!(s, "PlayersNumber={players}");
    let _ = writeln!(s, "RoundsNumber={rounds}");
    let _ = writeln!(s, "DrawPercentage={:.0}", profile.draw_percentage);
    let _ = writeln!(s, "ForfeitRate={}", one_in(profile.forfeit_rate));
    let _ = writeln!(s, "RetiredRate={}", one_in(per_tournament(profile.retired_rate)));
    let _ = writeln!(s, "HalfPointByeRate={}", one_in(per_tournament(profile.half_point_bye_rate)));
    let _ = writeln!(s, "HighestRating={}", profile.highest_rating);
    let _ = writeln!(s, "LowestRating={}", profile.lowest_rating);
    let _ = writeln!(s, "PointsForWin={}", number(profile.points_for_win));
    let _ = writeln!(s, "PointsForDraw={}", number(profile.points_for_draw));
    if profile.points_for_loss != 0.0 {
        let _ = writeln!(s, "PointsForLoss={}", number(profile.points_for_loss));
    }
    if profile.points_for_forfeit_loss != 0.0 {
        let _ = writeln!(s, "PointsForForfeitLoss={}", number(profile.points_for_forfeit_loss));
    }
    if let Some(p) = profile.points_for_pab {
        let _ = writeln!(s, "PointsForPAB={}", number(p));
    }
    (players, rounds, s)
}

/// An external random tournament generator.
pub struct ExternalGenerator {
    /// The command: `{config}` the configuration file arbitro writes, `{out}` the TRF the
    /// program writes, `{seed}` the tournament's seed.
    pub command: CommandTemplate,
}

impl ExternalGenerator {
    /// The program's name in reports.
    #[must_use]
    pub fn name(&self) -> String {
        self.command.words.first().map_or_else(String::new, |w| {
            Path::new(w).file_name().map_or_else(|| w.clone(), |n| n.to_string_lossy().into_owned())
        })
    }

    /// Runs the program for tournament `seed` of `profile`: the bytes of the file it wrote.
    ///
    /// # Errors
    /// The program could not run, failed, or wrote no file (with its standard error).
    pub fn generate(&self, profile: &Profile, seed: u64, scratch: &Path) -> Result<Vec<u8>, String> {
        let config = scratch_file(scratch, "cfg");
        let out = scratch_file(scratch, "trf");
        let (_, _, text) = rtg_config(profile, seed);
        std::fs::write(&config, text).map_err(|e| format!("cannot write {}: {e}", config.display()))?;
        let vars = [
            ("{config}", config.display().to_string()),
            ("{out}", out.display().to_string()),
            ("{seed}", seed.to_string()),
        ];
        let ran = self.command.run_with(&vars);
        let bytes = std::fs::read(&out);
        let _ = std::fs::remove_file(&config);
        let _ = std::fs::remove_file(&out);
        let (code, _stdout, stderr) = ran?;
        if code != 0 {
            // The scratch files' names change from run to run: the program's message names them
            // as the command does, so that a report is a function of (profile, seed) and equal
            // failures group under one explanation.
            let message = stderr.trim().replace(&vars[0].1, vars[0].0).replace(&vars[1].1, vars[1].0);
            return Err(format!("the generator failed (exit {code}): {message}"));
        }
        bytes.map_err(|e| format!("the generator wrote no file: {e}"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_configuration_is_a_function_of_profile_and_seed() {
        let mut p = Profile::built_in("club-open").expect("club-open");
        p.players = super::super::profile::Span::Range([10, 150]);
        p.rounds = super::super::profile::Span::Range([5, 13]);
        p.forfeit_rate = 0.02;
        p.half_point_bye_rate = 0.0;
        let (n, r, a) = rtg_config(&p, 7);
        assert_eq!(rtg_config(&p, 7).2, a, "same seed, same file");
        assert!((10..=150).contains(&n) && (5..=13).contains(&r));
        assert!(a.contains(&format!("PlayersNumber={n}\n")) && a.contains(&format!("RoundsNumber={r}\n")));
        assert!(a.contains("ForfeitRate=50\n"), "{a}");
        assert!(a.contains("HalfPointByeRate=1000000\n"), "none is one in a million: {a}");
        let sizes: std::collections::BTreeSet<u16> = (0..40).map(|s| rtg_config(&p, s).0).collect();
        assert!(sizes.len() > 20, "sizes drawn over the span: {sizes:?}");
    }

    #[test]
    fn a_failure_names_the_scratch_files_as_the_command_does() {
        let g = ExternalGenerator {
            command: CommandTemplate::parse("sh -c 'echo Error generating $0 from $1 >&2; exit 1' {out} {config}")
                .expect("template"),
        };
        let p = Profile::built_in("club-open").expect("club-open");
        let scratch = std::env::temp_dir();
        let a = g.generate(&p, 3, &scratch).expect_err("the program fails");
        let b = g.generate(&p, 4, &scratch).expect_err("the program fails");
        assert_eq!(a, "the generator failed (exit 1): Error generating {out} from {config}");
        assert_eq!(a, b, "the same failure reads the same whatever the scratch names");
    }

    #[test]
    fn one_in_n() {
        assert_eq!(one_in(0.1), 10);
        assert_eq!(one_in(1.0), 1);
        assert_eq!(one_in(0.0), 1_000_000);
        assert_eq!(one_in(0.003), 333);
    }
}
