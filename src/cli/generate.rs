//! `arbitro generate`: one random tournament, every round paired by arbitro's Dutch engine
//! (or an external pairing program), results from the FIDE expected-score model.
//! Also the JaVaFo / bbpPairings form `-g [CONFIG] -o OUT [-s SEED]`.

use super::{CliError, ExitStatus};
use crate::core::words::{Lang, Phrase};
use crate::generator::command::{CommandTemplate, ExternalPairer};
use crate::generator::engine::own_pairer;
use crate::generator::profile::{DEFAULT_PROFILE, Profile};
use crate::generator::{GenerateError, TrfVersion, generate_from_model, generate_partial, to_trf};
use crate::pairing::{Pairer, PairingError};
use std::path::{Path, PathBuf};

/// The TRF edition written.
#[derive(Copy, Clone, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum TrfFlag {
    /// TRF16 with XXR/XXC/XXA/BB? records (read by JaVaFo and bbpPairings).
    #[value(name = "16", alias = "trf16")]
    Trf16,
    /// TRF-2026 (records 142, 152, 162, 192, 250).
    #[value(name = "2026", alias = "trf26", alias = "26")]
    Trf2026,
}

impl From<TrfFlag> for TrfVersion {
    fn from(f: TrfFlag) -> TrfVersion {
        match f {
            TrfFlag::Trf16 => TrfVersion::Trf16,
            TrfFlag::Trf2026 => TrfVersion::Trf2026,
        }
    }
}

/// Arguments of `generate`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// JaVaFo/bbpPairings model file (`MODEL -g -o OUT`): a TRF whose players, number of
    /// rounds, scoring and initial colour are used; the rest comes from the profile.
    #[arg(value_name = "MODEL")]
    pub model: Option<PathBuf>,
    /// Profile: a built-in name (club-open, club-open-2017, big-open, junior-open, elite-closed, chaotic-2017, accelerated-open-2017,
    /// accelerated-open, chaotic, round-robin, double-round-robin, dubov-open, dubov-club, burstein-open, burstein-club, lim-open, team-swiss, double-swiss-open) or a YAML file; default club-open.
    #[arg(long)]
    pub profile: Option<String>,
    /// JaVaFo/bbpPairings form: read a `Key=value` RTG configuration (PlayersNumber,
    /// RoundsNumber, DrawPercentage, …); without a file, the default profile.
    #[arg(short = 'g', long = "config", num_args = 0..=1, default_missing_value = "", value_name = "CONFIG")]
    pub config: Option<String>,
    /// The seed (any 64-bit number); the same seed and profile give the same bytes.
    /// Without it, one is taken from the clock and printed.
    #[arg(short = 's', long)]
    pub seed: Option<u64>,
    /// The TRF file to write (`-` for standard output).
    #[arg(short = 'o', long)]
    pub output: PathBuf,
    /// TRF edition to write: 16 (default) or 2026.
    #[arg(long, value_enum, default_value_t = TrfFlag::Trf16)]
    pub trf: TrfFlag,
    /// Pair with an external program instead of arbitro's engine, e.g.
    /// 'bbpPairings --dutch {in} -p {out}' ({in}: TRF written per round, {out}: pair list).
    #[arg(long, value_name = "CMD")]
    pub pairer: Option<String>,
    /// Baku acceleration (JaVaFo `-b`), whatever the profile says.
    #[arg(short = 'b', long)]
    pub baku: bool,
    /// Overwrite the output file if it exists (always so in the `-g` form, as JaVaFo does).
    #[arg(long)]
    pub force: bool,
    /// Language of the messages.
    #[command(flatten)]
    pub lang: super::input::LangFlag,
}

/// Reads the profile named by `--profile` / `-g`.
///
/// # Errors
/// Unreadable files and profile errors (file, line, column, key).
pub fn load_profile(profile: Option<&str>, config: Option<&str>, lang: Lang) -> Result<(Profile, String), CliError> {
    if let Some(cfg) = config.filter(|c| !c.is_empty()) {
        let bytes = read_text_file(cfg, lang)?;
        let text = String::from_utf8_lossy(&bytes);
        let p = Profile::from_config(&text, cfg).map_err(|e| CliError::Input(e.say(lang)))?;
        return Ok((p, cfg.to_owned()));
    }
    let name = profile.unwrap_or(DEFAULT_PROFILE);
    let path = Path::new(name);
    if path.is_file() || name.ends_with(".yaml") || name.ends_with(".yml") {
        let bytes = read_text_file(name, lang)?;
        let text = String::from_utf8_lossy(&bytes);
        let p = Profile::from_yaml(&text, name).map_err(|e| CliError::Input(e.say(lang)))?;
        return Ok((p, name.to_owned()));
    }
    let p = Profile::built_in(name).map_err(|e| CliError::Input(e.say(lang)))?;
    Ok((p, name.to_owned()))
}

/// A profile or configuration file's bytes: at most [`crate::core::limits::MAX_YAML_BYTES`], not UTF-16.
fn read_text_file(name: &str, lang: Lang) -> Result<Vec<u8>, CliError> {
    use crate::core::limits;
    let bytes = limits::read_capped(Path::new(name), limits::MAX_YAML_BYTES)
        .map_err(|e| CliError::io(Phrase::new("error-cannot-read").arg("file", name).say(lang), e))?;
    limits::check_size(&bytes, limits::MAX_YAML_BYTES, limits::FileKind::Profile)
        .and_then(|()| limits::check_not_utf16(&bytes))
        .map_err(|e| {
            let at = Phrase::new("at-line").arg("line", e.line).arg("column", e.col).arg("what", e.what);
            CliError::Input(format!("{name}: {}", at.say(lang)))
        })?;
    Ok(bytes)
}

/// A seed from the clock, for runs without `--seed`.
#[must_use]
pub fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(1, |d| d.as_secs() ^ u64::from(d.subsec_nanos()))
}

/// Runs `generate`: exit 0 written, 1 no valid pairing for a round, 2 the engine failed,
/// 3 bad profile or configuration.
///
/// # Errors
/// Profile errors, pairing failures, unwritable output.
pub fn run(a: &Args) -> Result<ExitStatus, CliError> {
    let lang = a.lang.lang();
    let (mut profile, label) = load_profile(a.profile.as_deref(), a.config.as_deref(), lang)?;
    if a.baku {
        profile.acceleration = crate::generator::profile::AccelerationKind::Baku;
        profile.check_ranges().map_err(|(key, m)| {
            CliError::Input(format!("{label}: {}: {}", crate::generator::profile::key_said(key, lang), m.say(lang)))
        })?;
    }
    let seed = a.seed.unwrap_or_else(|| {
        let s = clock_seed();
        eprintln!("arbitro: {}", Phrase::new("generate-seed").arg("seed", s.to_string()).say(a.lang.lang()));
        s
    });
    let pairer: Box<dyn Pairer + Send + Sync> = match &a.pairer {
        Some(cmd) => Box::new(ExternalPairer {
            command: CommandTemplate::parse(cmd).map_err(CliError::Usage)?,
            scratch: std::env::temp_dir(),
        }),
        None => own_pairer(&profile),
    };
    let generated = match &a.model {
        None => generate_partial(&profile, seed, pairer.as_ref()),
        Some(path) => {
            let model = super::load_tournament_in(path, lang)?;
            if model.tournament.players.len() < 2 {
                let few = Phrase::new("error-model-players")
                    .arg("file", path.display().to_string())
                    .arg("players", model.tournament.players.len());
                return Err(CliError::Input(few.say(lang)));
            }
            generate_from_model(&profile, &model.tournament, seed, pairer.as_ref())
        }
    };
    let g = match generated {
        (g, None) => g,
        (partial, Some(e @ GenerateError::Pairing { error: PairingError::NoValidPairing { .. }, .. })) => {
            // Keep the tournament up to the round that cannot be paired: it replays the failure.
            let bytes = to_trf(&partial, a.trf.into());
            let to = (a.output.as_os_str() != "-").then_some(a.output.as_path());
            super::convert::write_output_in(to, &bytes, a.force || a.config.is_some(), a.lang.lang())?;
            let said = Phrase::new("gen-partial")
                .arg("profile", profile.name.as_str())
                .arg("seed", seed.to_string())
                .arg("error", e.phrase())
                .arg("file", a.output.display().to_string());
            eprintln!("{}", said.say(a.lang.lang()));
            return Ok(ExitStatus::Findings);
        }
        (_, Some(e)) => {
            let failed = Phrase::new("error-generate-failed")
                .arg("profile", profile.name.as_str())
                .arg("seed", seed.to_string())
                .arg("error", e.to_string());
            return Err(CliError::Other(failed.say(lang)));
        }
    };
    let bytes = to_trf(&g, a.trf.into());
    let to = (a.output.as_os_str() != "-").then_some(a.output.as_path());
    super::convert::write_output_in(to, &bytes, a.force || a.config.is_some(), a.lang.lang())?;
    Ok(ExitStatus::Ok)
}
