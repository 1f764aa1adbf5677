//! Generator profiles: every parameter the established random tournament generators
//! (JaVaFo, bbpPairings, Gacrux) accept, as YAML keys (`generator/*.yaml`) or as a
//! JaVaFo/bbpPairings `key=value` configuration file (`-g CONFIG`).
//!
//! Unknown keys and out-of-range values are errors naming the file, line, column and key.

use crate::core::words::{Lang, Phrase};
use crate::pairing::system::SwissSystem;
use crate::rules::DutchEdition;
use crate::tournament::ScoringSystem;
use crate::tournament::types::{Colour, Points};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A count that is fixed (`players: 30`) or drawn uniformly from a range (`players: [20, 40]`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum Span {
    /// Always this value.
    Fixed(u16),
    /// Uniformly between the two values, both included.
    Range([u16; 2]),
}

impl<'de> Deserialize<'de> for Span {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Span, D::Error> {
        struct V;
        impl<'de> serde::de::Visitor<'de> for V {
            type Value = Span;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a whole number or a range [min, max]")
            }
            fn visit_u64<E: serde::de::Error>(self, v: u64) -> Result<Span, E> {
                u16::try_from(v).map(Span::Fixed).map_err(|_| E::custom(format!("{v} is too large")))
            }
            fn visit_i64<E: serde::de::Error>(self, v: i64) -> Result<Span, E> {
                u16::try_from(v)
                    .map(Span::Fixed)
                    .map_err(|_| E::custom(format!("expected a whole number from 0, found {v}")))
            }
            fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut seq: A) -> Result<Span, A::Error> {
                use serde::de::Error;
                let a: u16 = seq.next_element()?.ok_or_else(|| A::Error::custom("expected [min, max]"))?;
                let b: u16 = seq.next_element()?.ok_or_else(|| A::Error::custom("expected [min, max]"))?;
                if seq.next_element::<u16>()?.is_some() {
                    return Err(A::Error::custom("expected [min, max], found more than two values"));
                }
                Ok(Span::Range([a, b]))
            }
        }
        d.deserialize_any(V)
    }
}

impl Span {
    /// Smallest value.
    #[must_use]
    pub fn min(self) -> u16 {
        match self {
            Span::Fixed(v) => v,
            Span::Range([a, b]) => a.min(b),
        }
    }
    /// Largest value.
    #[must_use]
    pub fn max(self) -> u16 {
        match self {
            Span::Fixed(v) => v,
            Span::Range([a, b]) => a.max(b),
        }
    }
}

/// How ratings are spread between the lowest and highest rating.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum RatingDistribution {
    /// Every rating equally likely.
    Uniform,
    /// Bell-shaped around the middle (Irwin–Hall of 12 uniforms; σ = range / 6), clamped.
    Normal,
}

/// Accelerated pairings.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum AccelerationKind {
    /// No acceleration.
    None,
    /// Baku acceleration (C.04.5.1 2017; C.04.7 §1 2026), written as `XXA` / record 250.
    Baku,
}

/// Colour of the top-ranked player in round 1 (`XXC white1|black1`, record 152).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum InitialColour {
    /// White.
    White,
    /// Black.
    Black,
    /// Drawn from the seed.
    Random,
}

/// The rule edition, as a profile key (`dutch-2017` or `dutch-2026`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum EditionKey {
    /// C.04.3 2017.
    #[serde(rename = "dutch-2017")]
    Dutch2017,
    /// C.04.3 2026.
    #[serde(rename = "dutch-2026")]
    Dutch2026,
}

impl From<EditionKey> for DutchEdition {
    fn from(e: EditionKey) -> DutchEdition {
        match e {
            EditionKey::Dutch2017 => DutchEdition::Dutch2017,
            EditionKey::Dutch2026 => DutchEdition::Dutch2026,
        }
    }
}

/// A generator profile. Rates are probabilities per player per round (0–1) except
/// `draw_percentage` (0–100), as in bbpPairings' configuration.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Profile {
    /// Profile name, recorded in the TRF (record 012 and a `###` line).
    pub name: String,
    /// One line saying what the profile models.
    #[serde(default)]
    pub description: String,
    /// Number of players at the start (JaVaFo/bbp `PlayersNumber`).
    pub players: Span,
    /// Number of rounds (`RoundsNumber`).
    pub rounds: Span,
    /// Highest rating (`HighestRating`).
    #[serde(default = "d_high")]
    pub highest_rating: u16,
    /// Lowest rating (`LowestRating`).
    #[serde(default = "d_low")]
    pub lowest_rating: u16,
    /// Shape of the rating spread.
    #[serde(default = "d_dist")]
    pub rating_distribution: RatingDistribution,
    /// Share of unrated players (0–1).
    #[serde(default)]
    pub unrated_share: f64,
    /// Give FIDE titles by rating (GM ≥ 2500, IM ≥ 2400, FM ≥ 2300, CM ≥ 2200, some of them).
    #[serde(default)]
    pub titles: bool,
    /// Federations drawn from (three-letter codes); empty = `FID`.
    #[serde(default)]
    pub federations: Vec<String>,
    /// Share of women (sex `w`).
    #[serde(default)]
    pub women_share: f64,
    /// Highest share of draws, in percent (`DrawPercentage`); the FIDE curve caps it for
    /// unequal opponents: P(draw) = min(draw%/100, 2 − 2E).
    #[serde(default = "d_draw")]
    pub draw_percentage: f64,
    /// Probability that a scheduled game is forfeited (`ForfeitRate`).
    #[serde(default)]
    pub forfeit_rate: f64,
    /// Probability that a player withdraws after a round (`RetiredRate`).
    #[serde(default)]
    pub retired_rate: f64,
    /// Probability of a requested half-point bye (`HalfPointByeRate`).
    #[serde(default)]
    pub half_point_bye_rate: f64,
    /// Probability of a zero-point bye / announced absence (JaVaFo `ZPBRate`).
    #[serde(default)]
    pub zero_point_bye_rate: f64,
    /// Probability of a full-point bye (JaVaFo `FPBRate`; deprecated by FIDE, VCL.17).
    #[serde(default)]
    pub full_point_bye_rate: f64,
    /// Most requested byes (H, Z, F) one player may take.
    #[serde(default = "d_max_byes")]
    pub max_byes_per_player: u16,
    /// No requested byes in the last this-many rounds (a common tournament regulation).
    #[serde(default = "d_no_bye_last")]
    pub no_byes_in_last_rounds: u16,
    /// Share of players who enter late (absent, `Z`, in the rounds before they arrive).
    #[serde(default)]
    pub late_entry_rate: f64,
    /// The last round in which a late entrant may arrive (≥ 2 when `late_entry_rate` > 0).
    #[serde(default = "d_late_last")]
    pub late_entry_last_round: u16,
    /// Points for a win (`PointsForWin`; also forfeit win and full-point bye).
    #[serde(default = "d_win")]
    pub points_for_win: f64,
    /// Points for a draw (`PointsForDraw`; also half-point bye).
    #[serde(default = "d_draw_pts")]
    pub points_for_draw: f64,
    /// Points for a played loss (`PointsForLoss`).
    #[serde(default)]
    pub points_for_loss: f64,
    /// Points for a zero-point bye (`PointsForZPB`).
    #[serde(default)]
    pub points_for_zpb: f64,
    /// Points for a forfeit loss (`PointsForForfeitLoss`).
    #[serde(default)]
    pub points_for_forfeit_loss: f64,
    /// Points for the pairing-allocated bye (`PointsForPAB`); default: a win, and under the
    /// Swiss Team system a drawn match (C.04.6 1.4: "unless the regulations … say otherwise";
    /// this key is where a profile's regulations say otherwise).
    #[serde(default)]
    pub points_for_pab: Option<f64>,
    /// Accelerated pairings.
    #[serde(default = "d_accel")]
    pub acceleration: AccelerationKind,
    /// Rule edition the rounds are paired under.
    #[serde(default = "d_edition")]
    pub edition: EditionKey,
    /// Colour of the top player in round 1.
    #[serde(default = "d_colour")]
    pub initial_colour: InitialColour,
    /// Double forfeits (0F-0F) per game (`DoubleForfeitRate`).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub double_forfeit_rate: f64,
    /// Unusual results per game: ½-0, 0-½ or 0-0 played, one third each (`UnusualResultRate`).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub unusual_result_rate: f64,
    /// Tie-break list (C.07 codes, e.g. `[BH/C1, BH, SB, DE]`): written to TRF-2026 records
    /// 202 and 212 (`PTS` first), and the final rank column is filled from it.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tiebreaks: Vec<String>,
    /// The pairing system: `swiss` (the default: the Dutch System of `edition`) or
    /// `round-robin` (the Berger tables of C.05 Annex 1; `rounds` is then ignored: the table
    /// gives them).
    #[serde(default, skip_serializing_if = "System::is_swiss")]
    pub system: System,
    /// Round-robin only: cycles, 1 (single) or 2 (double), fixed or drawn (`[1, 2]`).
    #[serde(default = "d_cycles", skip_serializing_if = "is_one_cycle")]
    pub cycles: Span,
}

/// The pairing system of a generated tournament. In YAML: `swiss` (the Dutch System, the
/// default), `round-robin`, or the name of a system of the house (`dubov`, `burstein`, `team`,
/// or an edition such as `dubov-2026`; [`crate::pairing::registry`]).
#[derive(Copy, Clone, Default)]
pub enum System {
    /// A Swiss paired by the Dutch System.
    #[default]
    Swiss,
    /// A round-robin paired by the Berger tables.
    RoundRobin,
    /// A Swiss paired by a system of the house (Dubov, Burstein, the Swiss Team system, one
    /// participant per team …); `edition` is then not used.
    House(&'static dyn SwissSystem),
}

impl PartialEq for System {
    fn eq(&self, other: &System) -> bool {
        match (self, other) {
            (System::Swiss, System::Swiss) | (System::RoundRobin, System::RoundRobin) => true,
            (System::House(a), System::House(b)) => a.id() == b.id(),
            _ => false,
        }
    }
}

impl Eq for System {}

impl std::fmt::Debug for System {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

impl System {
    // serde's skip_serializing_if passes a reference
    fn is_swiss(&self) -> bool {
        *self == System::Swiss
    }

    /// The name a profile gives it (`swiss`, `round-robin`, `dubov`).
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            System::Swiss => "swiss",
            System::RoundRobin => "round-robin",
            System::House(s) => s.aliases().first().copied().unwrap_or(s.id()),
        }
    }

    /// The system of the house, if it is one.
    #[must_use]
    pub fn house(self) -> Option<&'static dyn SwissSystem> {
        match self {
            System::House(s) => Some(s),
            System::Swiss | System::RoundRobin => None,
        }
    }
}

impl Serialize for System {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

impl<'de> Deserialize<'de> for System {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<System, D::Error> {
        let name = String::deserialize(d)?;
        match name.as_str() {
            "swiss" => Ok(System::Swiss),
            "round-robin" => Ok(System::RoundRobin),
            other => crate::pairing::registry::house_by_name(other).map(System::House).ok_or_else(|| {
                let mut known = vec!["swiss", "round-robin"];
                known.extend(crate::pairing::registry::house_systems().iter().map(|s| System::House(*s).name()));
                serde::de::Error::custom(format!("unknown system '{other}': expected one of {}", known.join(", ")))
            }),
        }
    }
}

fn d_cycles() -> Span {
    Span::Fixed(1)
}

// serde's skip_serializing_if passes a reference
fn is_one_cycle(s: &Span) -> bool {
    *s == Span::Fixed(1)
}

// serde's skip_serializing_if passes a reference
fn is_zero(x: &f64) -> bool {
    *x == 0.0
}

fn d_high() -> u16 {
    2400
}
fn d_low() -> u16 {
    1400
}
fn d_dist() -> RatingDistribution {
    RatingDistribution::Uniform
}
fn d_draw() -> f64 {
    30.0
}
fn d_max_byes() -> u16 {
    2
}
fn d_no_bye_last() -> u16 {
    1
}
fn d_late_last() -> u16 {
    3
}
fn d_win() -> f64 {
    1.0
}
fn d_draw_pts() -> f64 {
    0.5
}
fn d_accel() -> AccelerationKind {
    AccelerationKind::None
}
fn d_edition() -> EditionKey {
    EditionKey::Dutch2026
}
fn d_colour() -> InitialColour {
    InitialColour::White
}

/// A problem in a profile or configuration file: where, which key, what.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProfileError {
    /// The file (or built-in profile name).
    pub file: String,
    /// Line (1-based), 0 when unknown.
    pub line: usize,
    /// Column (1-based), 0 when unknown.
    pub col: usize,
    /// The key at fault, when known.
    pub key: Option<String>,
    /// What is wrong.
    pub message: Phrase,
}

impl ProfileError {
    /// The error in `lang`: the file, the line and column, the key, what is wrong.
    #[must_use]
    pub fn say(&self, lang: Lang) -> String {
        let mut parts = vec![self.file.clone()];
        if self.line > 0 {
            parts.push(Phrase::new("error-profile-place").arg("line", self.line).arg("column", self.col).say(lang));
        }
        if let Some(k) = &self.key {
            parts.push(key_said(k, lang));
        }
        parts.push(self.message.say(lang));
        parts.join(": ")
    }
}

/// "key 'draw_rate'" in `lang`.
#[must_use]
pub fn key_said(key: &str, lang: Lang) -> String {
    Phrase::new("error-profile-key").arg("key", key).say(lang)
}

/// In English.
impl fmt::Display for ProfileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.say(Lang::En))
    }
}

impl std::error::Error for ProfileError {}

/// The built-in profiles (`generator/*.yaml`, compiled in), by name.
pub const BUILT_IN: &[(&str, &str)] = &[
    ("club-open", include_str!("../../generator/club-open.yaml")),
    ("club-open-2017", include_str!("../../generator/club-open-2017.yaml")),
    ("big-open", include_str!("../../generator/big-open.yaml")),
    ("junior-open", include_str!("../../generator/junior-open.yaml")),
    ("elite-closed", include_str!("../../generator/elite-closed.yaml")),
    ("accelerated-open", include_str!("../../generator/accelerated-open.yaml")),
    ("chaotic", include_str!("../../generator/chaotic.yaml")),
    ("chaotic-2017", include_str!("../../generator/chaotic-2017.yaml")),
    ("accelerated-open-2017", include_str!("../../generator/accelerated-open-2017.yaml")),
    ("big-open-2017", include_str!("../../generator/big-open-2017.yaml")),
    ("endorsement", include_str!("../../generator/endorsement.yaml")),
    ("endorsement-baku", include_str!("../../generator/endorsement-baku.yaml")),
    ("round-robin", include_str!("../../generator/round-robin.yaml")),
    ("double-round-robin", include_str!("../../generator/double-round-robin.yaml")),
    ("dubov-open", include_str!("../../generator/dubov-open.yaml")),
    ("dubov-club", include_str!("../../generator/dubov-club.yaml")),
    ("team-swiss", include_str!("../../generator/team-swiss.yaml")),
    ("burstein-open", include_str!("../../generator/burstein-open.yaml")),
    ("burstein-club", include_str!("../../generator/burstein-club.yaml")),
    ("lim-open", include_str!("../../generator/lim-open.yaml")),
    ("double-swiss-open", include_str!("../../generator/double-swiss-open.yaml")),
];

/// The default profile of `generate` and `campaign`.
pub(crate) const DEFAULT_PROFILE: &str = "club-open";

/// Finds the line and column of a top-level `key:` in YAML text (1-based; (0, 0) if absent).
/// Where `key` is written in `text` (any line end; indented or in a flow mapping too): line
/// and column of its first character; the start of the text when it is not written (a default).
fn key_position(text: &str, key: &str) -> (usize, usize) {
    let lines: Vec<&str> = text.split(['\n', '\r']).collect();
    let mut fallback = None;
    for (i, line) in lines.iter().enumerate() {
        let mut from = 0;
        while let Some(at) = line[from..].find(key).map(|x| x + from) {
            let rest = &line[at + key.len()..];
            let col = line[..at].chars().count() + 1;
            if rest.trim_start().starts_with(':') {
                if line[..at].trim_start_matches([' ', '\t', '{', ',', '-']).trim().is_empty() {
                    return (i + 1, col);
                }
                fallback.get_or_insert((i + 1, col));
            }
            from = at + key.len();
        }
    }
    fallback.unwrap_or((1, 1))
}

impl Profile {
    /// The built-in profile called `name`.
    ///
    /// # Errors
    /// An unknown name, listing the known ones.
    pub fn built_in(name: &str) -> Result<Profile, ProfileError> {
        match BUILT_IN.iter().find(|(n, _)| *n == name) {
            Some((n, text)) => Profile::from_yaml(text, &format!("generator/{n}.yaml")),
            None => Err(ProfileError {
                file: name.to_owned(),
                line: 0,
                col: 0,
                key: None,
                message: Phrase::new("error-profile-no-such")
                    .arg("names", BUILT_IN.iter().map(|(n, _)| *n).collect::<Vec<_>>().join(", ")),
            }),
        }
    }

    /// Reads a YAML profile; `file` names it in errors.
    ///
    /// # Errors
    /// Syntax errors, unknown keys, wrong types, out-of-range values — with line and column.
    pub fn from_yaml(text: &str, file: &str) -> Result<Profile, ProfileError> {
        crate::core::limits::check_yaml(text).map_err(|e| ProfileError {
            file: file.to_owned(),
            line: e.line,
            col: e.col,
            key: None,
            message: Phrase::new("error-profile-yaml").arg("error", e.what),
        })?;
        let p: Profile = serde_yaml::from_str(text).map_err(|e| {
            let (line, col) = crate::core::limits::yaml_place(text, &e);
            let mut message = crate::core::yaml_words::parser_message(&e);
            let quoted = ["unknown field `", "missing field `", "duplicate field `"]
                .iter()
                .find_map(|p| message.strip_prefix(p))
                .and_then(|r| r.split('`').next())
                .map(str::to_owned);
            let key = quoted.or_else(|| {
                {
                    // "players: invalid type …": the key leads the message; keep it once.
                    let (k, rest) = message.split_once(": ")?;
                    (!k.contains(' ')).then(|| (k.to_owned(), rest.to_owned()))
                }
                .map(|(k, rest)| {
                    message = rest;
                    k
                })
            });
            ProfileError {
                file: file.to_owned(),
                line,
                col,
                key,
                message: Phrase::new("error-profile-yaml")
                    .arg("error", crate::core::yaml_words::yaml_message(&message)),
            }
        })?;
        if let Err((key, message)) = p.check() {
            let (line, col) = key_position(text, key);
            return Err(ProfileError { file: file.to_owned(), line, col, key: Some(key.to_owned()), message });
        }
        Ok(p)
    }

    /// Reads a JaVaFo / bbpPairings RTG configuration (`Key=value` lines; `#` comments).
    /// Keys not given keep the values of the default profile.
    ///
    /// # Errors
    /// Unknown keys, values that are not numbers, out-of-range values — with the line.
    pub(crate) fn from_config(text: &str, file: &str) -> Result<Profile, ProfileError> {
        let mut p = Profile::built_in(DEFAULT_PROFILE)?;
        p.name = std::path::Path::new(file)
            .file_stem()
            .map_or_else(|| "config".to_owned(), |s| s.to_string_lossy().into_owned());
        p.description = format!("JaVaFo/bbpPairings configuration {file}");
        let mut lines_of: Vec<(&'static str, usize)> = Vec::new();
        for (i, raw) in text.lines().enumerate() {
            let line = i + 1;
            let t = raw.trim();
            if t.is_empty() || t.starts_with('#') || t.starts_with('!') {
                continue;
            }
            let err = |col: usize, key: Option<&str>, message: Phrase| ProfileError {
                file: file.to_owned(),
                line,
                col,
                key: key.map(str::to_owned),
                message,
            };
            let Some((k, v)) = t.split_once('=').or_else(|| t.split_once(':')) else {
                return Err(err(1, None, Phrase::new("error-profile-key-value").arg("found", t)));
            };
            let (k, v) = (k.trim(), v.trim());
            let vcol = raw.find(v).map_or(1, |c| c + 1);
            let num = |v: &str| -> Result<f64, ProfileError> {
                v.parse::<f64>()
                    .ok()
                    .filter(|x| x.is_finite())
                    .ok_or_else(|| err(vcol, Some(k), Phrase::new("error-profile-number").arg("found", v)))
            };
            let int = |v: &str| -> Result<u16, ProfileError> {
                v.parse::<u16>()
                    .map_err(|_| err(vcol, Some(k), Phrase::new("error-profile-whole-number").arg("found", v)))
            };
            let field: &'static str = match k {
                "PlayersNumber" => {
                    p.players = Span::Fixed(int(v)?);
                    "players"
                }
                "RoundsNumber" => {
                    p.rounds = Span::Fixed(int(v)?);
                    "rounds"
                }
                "DrawPercentage" => {
                    p.draw_percentage = num(v)?;
                    "draw_percentage"
                }
                "ForfeitRate" => {
                    p.forfeit_rate = rate(num(v)?);
                    "forfeit_rate"
                }
                "RetiredRate" => {
                    p.retired_rate = rate(num(v)?);
                    "retired_rate"
                }
                "DoubleForfeitRate" => {
                    p.double_forfeit_rate = rate(num(v)?);
                    "double_forfeit_rate"
                }
                "UnusualResultRate" => {
                    p.unusual_result_rate = rate(num(v)?);
                    "unusual_result_rate"
                }
                "HalfPointByeRate" | "HPBRate" => {
                    p.half_point_bye_rate = rate(num(v)?);
                    "half_point_bye_rate"
                }
                "ZPBRate" => {
                    p.zero_point_bye_rate = rate(num(v)?);
                    "zero_point_bye_rate"
                }
                "FPBRate" => {
                    p.full_point_bye_rate = rate(num(v)?);
                    "full_point_bye_rate"
                }
                "HighestRating" => {
                    p.highest_rating = int(v)?;
                    "highest_rating"
                }
                "LowestRating" => {
                    p.lowest_rating = int(v)?;
                    "lowest_rating"
                }
                "PointsForWin" => {
                    p.points_for_win = num(v)?;
                    "points_for_win"
                }
                "PointsForDraw" => {
                    p.points_for_draw = num(v)?;
                    "points_for_draw"
                }
                "PointsForLoss" => {
                    p.points_for_loss = num(v)?;
                    "points_for_loss"
                }
                "PointsForZPB" => {
                    p.points_for_zpb = num(v)?;
                    "points_for_zpb"
                }
                "PointsForForfeitLoss" => {
                    p.points_for_forfeit_loss = num(v)?;
                    "points_for_forfeit_loss"
                }
                "PointsForPAB" => {
                    p.points_for_pab = Some(num(v)?);
                    "points_for_pab"
                }
                _ => {
                    return Err(err(1, Some(k), Phrase::new("error-profile-unknown-key")));
                }
            };
            lines_of.push((field, line));
        }
        if let Err((key, message)) = p.check() {
            let line = lines_of.iter().rev().find(|(f, _)| *f == key).map_or(0, |(_, l)| *l);
            return Err(ProfileError {
                file: file.to_owned(),
                line,
                col: usize::from(line > 0),
                key: Some(key.to_owned()),
                message,
            });
        }
        Ok(p)
    }

    /// Checks every value's range; on failure gives the key and what was expected.
    ///
    /// # Errors
    /// The first key out of range, and what was expected.
    pub(crate) fn check_ranges(&self) -> Result<(), (&'static str, Phrase)> {
        self.check()
    }

    fn check(&self) -> Result<(), (&'static str, Phrase)> {
        let share = |k: &'static str, v: f64| {
            if (0.0..=1.0).contains(&v) { Ok(()) } else { Err((k, Phrase::new("error-profile-share").dec("found", v))) }
        };
        let span = |id: &'static str, (min, max): (u16, u16)| Phrase::new(id).arg("min", min).arg("max", max);
        let players = (self.players.min(), self.players.max());
        if players.0 < 2 || players.1 > 9999 {
            return Err(("players", span("error-profile-players", players)));
        }
        if self.system == System::RoundRobin {
            if players.0 < 3 || players.1 > 100 {
                return Err(("players", span("error-profile-rr-players", players)));
            }
            if self.cycles.min() < 1 || self.cycles.max() > 2 {
                return Err(("cycles", span("error-profile-cycles", (self.cycles.min(), self.cycles.max()))));
            }
        } else if self.cycles != Span::Fixed(1) {
            return Err(("cycles", Phrase::new("error-profile-cycles-only-rr")));
        }
        let rounds = (self.rounds.min(), self.rounds.max());
        if rounds.0 < 1 || rounds.1 > 99 {
            return Err(("rounds", span("error-profile-rounds", rounds)));
        }
        if rounds.1 >= players.0 {
            return Err((
                "rounds",
                Phrase::new("error-profile-fewer-rounds")
                    .arg("most", players.0 - 1)
                    .arg("players", players.0)
                    .arg("found", rounds.1),
            ));
        }
        if self.highest_rating > 3000 || self.lowest_rating < 1000 {
            let k = if self.highest_rating > 3000 { "highest_rating" } else { "lowest_rating" };
            return Err((k, Phrase::new("error-profile-ratings")));
        }
        if self.lowest_rating > self.highest_rating {
            return Err((
                "lowest_rating",
                Phrase::new("error-profile-lowest")
                    .arg("highest", self.highest_rating)
                    .arg("found", self.lowest_rating),
            ));
        }
        share("unrated_share", self.unrated_share)?;
        share("women_share", self.women_share)?;
        if !(0.0..=100.0).contains(&self.draw_percentage) {
            return Err((
                "draw_percentage",
                Phrase::new("error-profile-percentage").dec("found", self.draw_percentage),
            ));
        }
        share("forfeit_rate", self.forfeit_rate)?;
        share("retired_rate", self.retired_rate)?;
        share("double_forfeit_rate", self.double_forfeit_rate)?;
        share("unusual_result_rate", self.unusual_result_rate)?;
        if self.forfeit_rate + self.double_forfeit_rate + self.unusual_result_rate > 1.0 {
            return Err(("forfeit_rate", Phrase::new("error-profile-forfeits-sum")));
        }
        if let Err(e) = crate::results::tiebreaks::parse_list(&self.tiebreaks.join(",")) {
            return Err(("tiebreaks", e.phrase()));
        }
        share("half_point_bye_rate", self.half_point_bye_rate)?;
        share("zero_point_bye_rate", self.zero_point_bye_rate)?;
        share("full_point_bye_rate", self.full_point_bye_rate)?;
        share("late_entry_rate", self.late_entry_rate)?;
        if self.half_point_bye_rate + self.zero_point_bye_rate + self.full_point_bye_rate > 0.5 {
            return Err(("half_point_bye_rate", Phrase::new("error-profile-byes-sum")));
        }
        if self.late_entry_rate > 0.0 && !(2..=rounds.0).contains(&self.late_entry_last_round) {
            return Err((
                "late_entry_last_round",
                Phrase::new("error-profile-late-round")
                    .arg("fewest", rounds.0)
                    .arg("found", self.late_entry_last_round),
            ));
        }
        for f in &self.federations {
            if f.len() != 3 || !f.chars().all(|c| c.is_ascii_uppercase()) {
                return Err(("federations", Phrase::new("error-profile-federation").arg("found", f.as_str())));
            }
        }
        for (k, v) in [
            ("points_for_win", self.points_for_win),
            ("points_for_draw", self.points_for_draw),
            ("points_for_loss", self.points_for_loss),
            ("points_for_zpb", self.points_for_zpb),
            ("points_for_forfeit_loss", self.points_for_forfeit_loss),
            ("points_for_pab", self.pab_points()),
        ] {
            let t = v * 10.0;
            if !(0.0..=99.0).contains(&v) || (t - t.round()).abs() > 1e-9 {
                return Err((k, Phrase::new("error-profile-points").dec("found", v)));
            }
        }
        if self.points_for_win < self.points_for_draw || self.points_for_draw < self.points_for_loss {
            return Err(("points_for_draw", Phrase::new("error-profile-win-draw-loss")));
        }
        if self.acceleration == AccelerationKind::Baku && self.scoring().win() != Points(2 * self.scoring().draw().0) {
            return Err(("acceleration", Phrase::new("error-profile-baku")));
        }
        Ok(())
    }

    /// The scoring system of the profile (bbpPairings' set: win, draw, loss, ZPB, forfeit loss, PAB).
    #[must_use]
    pub fn scoring(&self) -> ScoringSystem {
        let p = |v: f64| {
            // checked to 0..=99 in tenths
            Points((v * 10.0).round() as i32)
        };
        let (w, d, l) = (p(self.points_for_win), p(self.points_for_draw), p(self.points_for_loss));
        ScoringSystem {
            win_white: w,
            win_black: w,
            draw_white: d,
            draw_black: d,
            loss_white: l,
            loss_black: l,
            forfeit_win: w,
            forfeit_loss: p(self.points_for_forfeit_loss),
            full_point_bye: w,
            half_point_bye: d,
            zero_point_bye: p(self.points_for_zpb),
            pairing_allocated_bye: p(self.pab_points()),
            unknown: d,
        }
    }

    /// Points for the pairing-allocated bye: `points_for_pab` when the profile gives it, else a
    /// win (C.04.1 and the Swiss systems for individuals), or under a system whose participants
    /// are teams a drawn match: C.04.6 1.4, "a team … receives … the points for a draw, unless
    /// the regulations of the event say otherwise".
    #[must_use]
    pub fn pab_points(&self) -> f64 {
        self.points_for_pab.unwrap_or(if self.system.house().is_some_and(|s| s.pairs_teams()) {
            self.points_for_draw
        } else {
            self.points_for_win
        })
    }

    /// The colour of the top player in round 1, before drawing a random one.
    #[must_use]
    pub(crate) fn fixed_initial_colour(&self) -> Option<Colour> {
        match self.initial_colour {
            InitialColour::White => Some(Colour::White),
            InitialColour::Black => Some(Colour::Black),
            InitialColour::Random => None,
        }
    }
}

/// JaVaFo writes rates in percent in some versions: values above 1 are read as percent.
fn rate(v: f64) -> f64 {
    if v > 1.0 { v / 100.0 } else { v }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_built_in_profile_reads() {
        for (name, _) in BUILT_IN {
            let p = Profile::built_in(name).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(&p.name, name);
        }
    }

    #[test]
    fn editions_set_the_start_date_rules() {
        assert_eq!(Profile::built_in("club-open-2017").unwrap().edition, EditionKey::Dutch2017);
        assert_eq!(Profile::built_in("club-open").unwrap().edition, EditionKey::Dutch2026);
    }

    #[test]
    fn unknown_key_names_key_line_and_column() {
        let e = Profile::from_yaml("name: x\nplayers: 10\nrounds: 5\nbogus: 3\n", "p.yaml").unwrap_err();
        assert_eq!((e.line, e.key.as_deref()), (4, Some("bogus")), "{e}");
        assert!(e.to_string().starts_with("p.yaml: line 4, column 1: key 'bogus'"), "{e}");
    }

    #[test]
    fn out_of_range_value_names_its_line() {
        for (text, key, line) in [
            ("name: x\nplayers: 10\nrounds: 5\ndraw_percentage: 140\n", "draw_percentage", 4),
            ("name: x\nplayers: [10, 20]\nrounds: 12\n", "rounds", 3),
            ("name: x\nplayers: 10\nrounds: 5\nforfeit_rate: -0.1\n", "forfeit_rate", 4),
            ("name: x\nplayers: 10\nrounds: 5\npoints_for_win: 1.25\n", "points_for_win", 4),
            ("name: x\nplayers: 10\nrounds: 5\nlowest_rating: 2500\nhighest_rating: 2000\n", "lowest_rating", 4),
        ] {
            let e = Profile::from_yaml(text, "p.yaml").unwrap_err();
            assert_eq!((e.key.as_deref(), e.line), (Some(key), line), "{e}");
        }
    }

    #[test]
    fn wrong_type_has_a_location() {
        let e = Profile::from_yaml("name: x\nplayers: many\nrounds: 5\n", "p.yaml").unwrap_err();
        assert_eq!(e.line, 2, "{e}");
    }

    #[test]
    fn config_keys_map_and_errors_name_the_line() {
        let p = Profile::from_config(
            "# bbp\nPlayersNumber=40\nRoundsNumber=7\nDrawPercentage=25\nPointsForWin=3\nPointsForDraw=1\nPointsForPAB=1\n",
            "rtg.cfg",
        )
        .unwrap();
        assert_eq!((p.players, p.rounds, p.draw_percentage), (Span::Fixed(40), Span::Fixed(7), 25.0));
        assert_eq!(p.scoring().win(), Points(30));
        assert_eq!(p.scoring().pairing_allocated_bye, Points(10));
        let e = Profile::from_config("PlayersNumber=40\nColour=white\n", "rtg.cfg").unwrap_err();
        assert_eq!((e.line, e.key.as_deref()), (2, Some("Colour")), "{e}");
        let e = Profile::from_config("PlayersNumber=4\nRoundsNumber=9\n", "rtg.cfg").unwrap_err();
        assert_eq!((e.line, e.key.as_deref()), (2, Some("rounds")), "{e}");
        let e = Profile::from_config("PlayersNumber=x\n", "rtg.cfg").unwrap_err();
        assert_eq!((e.line, e.col), (1, 15), "{e}");
    }

    #[test]
    fn the_team_pab_is_a_drawn_match_unless_the_profile_says_otherwise() {
        // C.04.6 1.4: the PAB gives the points of a draw, unless the regulations say otherwise.
        let team = Profile::built_in("team-swiss").unwrap();
        assert_eq!(team.scoring().pairing_allocated_bye, team.scoring().draw());
        let yaml = format!("{}\npoints_for_pab: 1\n", include_str!("../../generator/team-swiss.yaml"));
        let won = Profile::from_yaml(&yaml, "team.yaml").unwrap();
        assert_eq!(won.scoring().pairing_allocated_bye, won.scoring().win());
        // Individual Swiss systems keep a win (C.04.1 art. 4; bbpPairings' default).
        let open = Profile::built_in("club-open").unwrap();
        assert_eq!(open.scoring().pairing_allocated_bye, open.scoring().win());
    }
}
