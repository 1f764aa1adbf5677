//! Baku acceleration: the virtual points of accelerated pairing.
//!
//! - 2017 era: C.04.5.1 (Baku 2016; seed 000 l.3739–3775 has the first wording, rounds 1–3 at
//!   1 point and 4–5 at ½, for 9 rounds or more; the later wording published on the SPP site
//!   generalises it: the accelerated rounds are the first half (rounded up) of the rounds,
//!   1 point before the first half (rounded up) of them and ½ before the rest).
//! - 2026: C.04.7 §1: the same rounds; the virtual points equal the points for a win, then half.
//!
//! Group A: the first half of the players rounded up to the nearest even number, `2·⌈N/4⌉`
//! (N = 161 → 82). Late entries (C.04.2): the last player of group A stays the same player, so
//! a late entrant ranked above them joins group A.

use crate::core::words::{Lang, Phrase};
use crate::rules::DutchEdition;
use crate::tournament::{Acceleration, AccelerationRange, Points, ResultCode, RoundNo, Tournament, Tpn};
use serde::Serialize;
use std::fmt;

/// Which wording of the Baku method.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub enum BakuWording {
    /// C.04.5.1 as in the 2016/2023 manual: 1 point before rounds 1–3, ½ before rounds 4–5 (9+ rounds).
    #[serde(rename = "manual-2016")]
    Manual2016,
    /// C.04.5.1 as later published: accelerated rounds = first ⌈R/2⌉; 1 point for the first
    /// ⌈accelerated/2⌉ of them, ½ for the rest.
    #[serde(rename = "spp-2017")]
    Spp2017,
    /// C.04.7 (2026): as `Spp2017`, with the points of a win and half of them.
    #[serde(rename = "c047")]
    C047,
}

/// An inclusive range of rounds, or none.
pub(crate) type RoundRange = Option<(RoundNo, RoundNo)>;

/// One group-A assignment, for the explanation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BakuPlan {
    /// The wording applied.
    pub wording: BakuWording,
    /// The players in group A.
    pub group_a: Vec<Tpn>,
    /// Rounds with full virtual points (inclusive range), if any.
    pub full: RoundRange,
    /// Rounds with half virtual points, if any.
    pub half: RoundRange,
    /// The full virtual points.
    pub points: Points,
}

/// The rounds with full and half virtual points for `rounds` rounds.
#[must_use]
pub(crate) fn accelerated_rounds(wording: BakuWording, rounds: u16) -> (RoundRange, RoundRange) {
    let range = |a: u16, b: u16| (a <= b && a >= 1).then_some((RoundNo(a), RoundNo(b)));
    match wording {
        BakuWording::Manual2016 => {
            if rounds < 9 {
                (None, None)
            } else {
                (range(1, 3), range(4, 5))
            }
        }
        BakuWording::Spp2017 | BakuWording::C047 => {
            let acc = rounds.div_ceil(2);
            let first = acc.div_ceil(2);
            (range(1, first), range(first + 1, acc))
        }
    }
}

/// Plans Baku acceleration for `t`: group A from the players who take part in round 1 (those
/// without an absence entry there), later entrants by rank against the last group-A player.
#[must_use]
pub fn plan(t: &Tournament, wording: BakuWording) -> BakuPlan {
    let rounds = t.planned_rounds.unwrap_or_else(|| t.rounds_recorded());
    // Round 1 not paired yet: the file holds at most its preset byes and absences.
    let unpaired = t.next_round() == RoundNo(1);
    // Before round 1 is paired, an absence declared for it (240 / XXZ `Z`) marks a late entry too.
    let absent_at_start = |tpn: Tpn| {
        t.requested_byes.iter().any(|b| {
            b.player == tpn
                && b.kind == ResultCode::ZeroPointBye
                && (b.round == Some(RoundNo(1)) || (b.round.is_none() && unpaired))
        })
    };
    let initial: Vec<Tpn> = t
        .players
        .iter()
        .filter(|p| {
            // Late entrants show as absent (zero-point bye or blank) in round 1 once it is paired;
            // a requested half- or full-point bye in round 1 is not a late entry.
            let e = p.entry(RoundNo(1));
            let present = e.opponent.is_some()
                || match e.result {
                    ResultCode::ZeroPointBye => false,
                    ResultCode::Blank => unpaired,
                    _ => true,
                };
            present && !absent_at_start(p.tpn)
        })
        .map(|p| p.tpn)
        .collect();
    let group_a: Vec<Tpn> = match last_of_group_a(&initial) {
        Some(last) => t.players.iter().map(|p| p.tpn).filter(|&x| x <= last).collect(),
        None => Vec::new(),
    };
    let (full, half) = accelerated_rounds(wording, rounds);
    BakuPlan { wording, group_a, full, half, points: full_points(wording, t.scoring.win()) }
}

/// The last player of group A: the `2·⌈N/4⌉`-th of the `initial` players (TPNs ascending, the
/// N players present at the start). A later entrant ranked above that player joins group A.
#[must_use]
pub(crate) fn last_of_group_a(initial: &[Tpn]) -> Option<Tpn> {
    initial.get((2 * initial.len().div_ceil(4)).saturating_sub(1)).copied()
}

/// The full virtual points of a wording: the points of a win (C.04.7 §1) or 1 (C.04.5.1).
#[must_use]
pub(crate) fn full_points(wording: BakuWording, win: Points) -> Points {
    match wording {
        BakuWording::C047 => win,
        _ => Points::ONE,
    }
}

/// Group A's virtual points for rounds 1, 2, … up to the last accelerated round: `points` in
/// the `full` rounds, half of them in the `half` rounds.
#[must_use]
pub(crate) fn points_by_round(full: RoundRange, half: RoundRange, points: Points) -> Vec<Points> {
    let last_round = half.or(full).map_or(0, |(_, l)| l.0);
    let within = |range: RoundRange, r: u16| range.is_some_and(|(a, b)| a.0 <= r && r <= b.0);
    (1..=last_round)
        .map(|r| {
            if within(full, r) {
                points
            } else if within(half, r) {
                Points(points.0 / 2)
            } else {
                Points(0)
            }
        })
        .collect()
}

/// The acceleration the plan gives, as per-range records (what record 250 writes).
#[must_use]
pub fn acceleration(plan: &BakuPlan) -> Acceleration {
    let mut acc = Acceleration::default();
    let (Some(&first), Some(&last)) = (plan.group_a.first(), plan.group_a.last()) else { return acc };
    // Group A is a prefix of the TPN order, so one range of ids covers it.
    if let Some(rounds) = plan.full {
        acc.ranges.push(AccelerationRange { points: plan.points, rounds, players: (first, last) });
    }
    if let Some(rounds) = plan.half {
        acc.ranges.push(AccelerationRange { points: Points(plan.points.0 / 2), rounds, players: (first, last) });
    }
    acc
}

/// How `--baku` asks for acceleration: the wording of the edition in force, or a named one.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum BakuRequest {
    /// The wording of the edition in force: 2017 edition → [`BakuWording::Spp2017`], 2026 → [`BakuWording::C047`].
    Edition,
    /// A named wording.
    Wording(BakuWording),
}

impl BakuRequest {
    /// Parses a `--baku` value: `edition` (what a bare `--baku` means), or a wording name
    /// ([`BakuWording::from_name`]).
    ///
    /// `None` for an unknown name (the command line's refusal lists the accepted ones).
    #[must_use]
    pub fn parse(s: &str) -> Option<BakuRequest> {
        if matches!(s.trim().to_ascii_lowercase().as_str(), "" | "edition" | "default" | "auto") {
            return Some(BakuRequest::Edition);
        }
        BakuWording::from_name(s).map(BakuRequest::Wording)
    }
}

impl BakuWording {
    /// The wording that goes with an edition of the Dutch rules: the 2017 edition with the
    /// later C.04.5.1 wording (the one in force at the end of that edition), 2026 with C.04.7 §1.
    #[must_use]
    pub(crate) fn for_edition(edition: DutchEdition) -> BakuWording {
        match edition {
            DutchEdition::Dutch2017 => BakuWording::Spp2017,
            DutchEdition::Dutch2026 => BakuWording::C047,
        }
    }

    /// Parses a wording name: `manual-2016` (`2016`), `spp-2017` (`2017`, `c0451`), `c047` (`2026`, `c.04.7`).
    #[must_use]
    pub fn from_name(s: &str) -> Option<BakuWording> {
        let k: String = s.trim().to_ascii_lowercase().chars().filter(|c| c.is_ascii_alphanumeric()).collect();
        match k.as_str() {
            "manual2016" | "2016" | "baku2016" | "manual" => Some(BakuWording::Manual2016),
            "spp2017" | "2017" | "spp" | "c0451" | "c04512017" => Some(BakuWording::Spp2017),
            "c047" | "2026" | "c0472026" => Some(BakuWording::C047),
            _ => None,
        }
    }

    /// The name `--baku` accepts and reports print.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            BakuWording::Manual2016 => "manual-2016",
            BakuWording::Spp2017 => "spp-2017",
            BakuWording::C047 => "c047",
        }
    }

    /// The article, in the catalogue's words.
    #[must_use]
    pub fn phrase(self) -> Phrase {
        Phrase::new(match self {
            BakuWording::Manual2016 => "baku-wording-2016",
            BakuWording::Spp2017 => "baku-wording-2017",
            BakuWording::C047 => "baku-wording-c047",
        })
    }

    /// The article, for explanations.
    #[must_use]
    pub fn article(self) -> &'static str {
        match self {
            BakuWording::Manual2016 => "C.04.5.1 (Baku 2016 wording: rounds 1–3 and 4–5, 9 rounds or more)",
            BakuWording::Spp2017 => "C.04.5.1 (later SPP wording: first half of the rounds accelerated)",
            BakuWording::C047 => "C.04.7 §1 (2026: points of a win, then half)",
        }
    }
}

/// Why Baku acceleration cannot be computed for a tournament.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BakuError {
    /// The number of rounds is not declared (XXR / 142): the accelerated rounds depend on it.
    RoundsUnknown,
    /// The scoring does not meet the premise (C.04.5.1 art. 1; C.04.7 §1.1).
    Scoring {
        /// The wording whose premise fails.
        wording: BakuWording,
        /// The points for a win, a draw and a loss.
        win: Points,
        /// Points for a draw.
        draw: Points,
        /// Points for a loss.
        loss: Points,
    },
}

impl BakuError {
    /// What is missing, in the catalogue's words.
    #[must_use]
    pub fn phrase(&self) -> Phrase {
        match self {
            BakuError::RoundsUnknown => Phrase::new("baku-needs-rounds"),
            BakuError::Scoring { wording, win, draw, loss } => Phrase::new("baku-needs-scoring")
                .arg("wording", wording.name())
                .arg("c047", if *wording == BakuWording::C047 { "yes" } else { "no" })
                .dec("win", win)
                .dec("draw", draw)
                .dec("loss", loss),
        }
    }
}

impl fmt::Display for BakuError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.phrase().fmt(f)
    }
}

impl std::error::Error for BakuError {}

/// Where the virtual points of a pairing come from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case", tag = "source")]
pub enum BakuSource {
    /// The file's own lines (TRF16 `XXA`, TRF-2026 record 250); they win over `--baku` and record 192.
    File {
        /// `XXA`, `250` or `XXA and 250`.
        records: String,
        /// `--baku` or record 192's `_BAKU` asked for acceleration and was not used.
        ignored: Option<AskedBy>,
    },
    /// Computed by [`plan`] because `--baku` or record 192 asked for it.
    Computed {
        /// What asked: `--baku` or `record 192 (CODE)`.
        asked_by: AskedBy,
        /// The plan (group A, rounds, points).
        plan: BakuPlan,
    },
}

/// The acceleration a command applies, as it reports it (text via `Display`, JSON via serde).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BakuApplied {
    /// The source and its details.
    #[serde(flatten)]
    pub source: BakuSource,
}

impl BakuApplied {
    /// The line a report prints, in the catalogue's words.
    #[must_use]
    pub fn phrase(&self) -> Phrase {
        match &self.source {
            BakuSource::File { records, ignored } => {
                let p = Phrase::new("baku-from-file").arg("records", records.as_str());
                match ignored {
                    Some(what) => Phrase::new("baku-file-wins").arg("applied", p).arg("ignored", what.phrase()),
                    None => p,
                }
            }
            BakuSource::Computed { asked_by: who, plan } => {
                let group = match (plan.group_a.first(), plan.group_a.last()) {
                    (Some(a), Some(b)) => {
                        Phrase::new("baku-group-a").arg("first", a.0).arg("last", b.0).arg("count", plan.group_a.len())
                    }
                    _ => Phrase::new("baku-group-a-empty"),
                };
                let rounds = if plan.full.is_none() && plan.half.is_none() {
                    Phrase::new("baku-no-round")
                } else {
                    Phrase::new("baku-points")
                        .dec("full", plan.points)
                        .arg("full-rounds", round_range(plan.full))
                        .dec("half", Points(plan.points.0 / 2))
                        .arg("half-rounds", round_range(plan.half))
                };
                Phrase::new("baku-computed")
                    .arg("article", plan.wording.phrase())
                    .arg("wording", plan.wording.name())
                    .arg("asked", who.phrase())
                    .arg("group", group)
                    .arg("rounds", rounds)
            }
        }
    }
}

/// What asked for Baku acceleration. In JSON the words of the report's English: `--baku`,
/// `record 192 (CODE)`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AskedBy {
    /// The `--baku` flag.
    Flag,
    /// Record 192's code ending in `_BAKU`.
    Record192(String),
}

impl AskedBy {
    /// In the catalogue's words.
    #[must_use]
    pub fn phrase(&self) -> Phrase {
        match self {
            AskedBy::Flag => Phrase::new("baku-asked-flag").arg("flag", "--baku"),
            AskedBy::Record192(code) => Phrase::new("baku-asked-192").arg("code", code.as_str()),
        }
    }
}

impl Serialize for AskedBy {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.phrase().say(Lang::En))
    }
}

fn round_range(r: RoundRange) -> Phrase {
    match r {
        Some((a, b)) if a == b => Phrase::new("baku-round").arg("round", a.0),
        Some((a, b)) => Phrase::new("baku-rounds").arg("first", a.0).arg("last", b.0),
        None => Phrase::new("baku-no-round-at-all"),
    }
}

impl fmt::Display for BakuApplied {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.phrase().say(Lang::En))
    }
}

/// Record 192 asks for Baku acceleration: its code ends in `_BAKU`.
#[must_use]
pub fn asked_by_record_192(t: &Tournament) -> bool {
    t.info.encoded_type.as_deref().is_some_and(|c| c.trim().to_ascii_uppercase().ends_with("_BAKU"))
}

/// Applies Baku acceleration to `t` for pairing or checking it under `edition`.
///
/// - The file's own lines (`XXA`, record 250) win: nothing is computed, and a `--baku` or a
///   `_BAKU` code in record 192 is reported as ignored (TRF-2026 record 250: "250 records cause
///   any acceleration method named in record 192 to be disregarded").
/// - Otherwise, when `flag` (`--baku`) is given or record 192 ends in `_BAKU`, the virtual points
///   of [`plan`] are set on `t` (C.04.5.1; C.04.7 §1) and used by every pairing score.
///
/// Returns what was applied, or `None` when the tournament is not accelerated.
///
/// # Errors
/// The number of rounds is unknown, or the scoring does not meet the premise of the wording.
pub fn apply(
    t: &mut Tournament,
    flag: Option<BakuRequest>,
    edition: DutchEdition,
) -> Result<Option<BakuApplied>, BakuError> {
    let code_192 = t.info.encoded_type.as_deref().map(str::trim).filter(|_| asked_by_record_192(t));
    let asked_by = match (flag, code_192) {
        (Some(_), _) => Some(AskedBy::Flag),
        (None, Some(code)) => Some(AskedBy::Record192(code.to_owned())),
        (None, None) => None,
    };
    if !t.acceleration.is_empty() {
        let a = &t.acceleration;
        let records = match (a.per_player.is_empty(), a.ranges.is_empty()) {
            (false, false) => "XXA and 250",
            (false, true) => "XXA",
            _ => "250",
        };
        return Ok(Some(BakuApplied { source: BakuSource::File { records: records.to_owned(), ignored: asked_by } }));
    }
    let Some(asked_by) = asked_by else { return Ok(None) };
    let wording = match flag {
        Some(BakuRequest::Wording(w)) => w,
        _ => BakuWording::for_edition(edition),
    };
    let (win, draw, loss) = (t.scoring.win(), t.scoring.draw(), t.scoring.loss());
    let premise = match wording {
        BakuWording::C047 => win.0 == 2 * draw.0 && loss == Points::ZERO,
        _ => win == Points::ONE && draw == Points::HALF && loss == Points::ZERO,
    };
    if !premise {
        return Err(BakuError::Scoring { wording, win, draw, loss });
    }
    if t.planned_rounds.is_none() {
        return Err(BakuError::RoundsUnknown);
    }
    let plan = plan(t, wording);
    t.acceleration = acceleration(&plan);
    Ok(Some(BakuApplied { source: BakuSource::Computed { asked_by, plan } }))
}

/// `value` as JSON with an `acceleration` member added when acceleration is applied (for the
/// JSON reports of `pair`, `check` and `checklist`).
#[must_use]
pub(crate) fn json_with<T: Serialize>(value: &T, applied: Option<&BakuApplied>) -> serde_json::Value {
    let mut v = serde_json::to_value(value).unwrap_or(serde_json::Value::Null);
    if let (Some(a), serde_json::Value::Object(m)) = (applied, &mut v) {
        m.insert("acceleration".to_owned(), serde_json::to_value(a).unwrap_or(serde_json::Value::Null));
    }
    v
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::trf::TrfDocument;

    #[test]
    fn rounds_by_wording() {
        let r = |a, b| Some((RoundNo(a), RoundNo(b)));
        assert_eq!(accelerated_rounds(BakuWording::Manual2016, 9), (r(1, 3), r(4, 5)));
        assert_eq!(accelerated_rounds(BakuWording::Manual2016, 11), (r(1, 3), r(4, 5)));
        assert_eq!(accelerated_rounds(BakuWording::Manual2016, 7), (None, None));
        assert_eq!(accelerated_rounds(BakuWording::Spp2017, 9), (r(1, 3), r(4, 5)));
        assert_eq!(accelerated_rounds(BakuWording::Spp2017, 7), (r(1, 2), r(3, 4)));
        assert_eq!(accelerated_rounds(BakuWording::C047, 11), (r(1, 3), r(4, 6)));
        assert_eq!(accelerated_rounds(BakuWording::C047, 1), (r(1, 1), None));
    }

    fn field(n: u16, extra: &str) -> Tournament {
        let mut lines: Vec<String> = (1..=n)
            .map(|i| format!("001 {i:>4}      Player{i:<27}{:>4}                              0.0    0", 2600 - i))
            .collect();
        lines.push("XXR 9".to_owned());
        lines.push(extra.to_owned());
        Tournament::from_trf(&TrfDocument::from_bytes(lines.join("\n").as_bytes()).unwrap()).unwrap()
    }

    #[test]
    fn group_a_is_the_first_half_rounded_up_to_even() {
        // The manual's example: 161 players → 82 in group A.
        let t = field(161, "");
        let p = plan(&t, BakuWording::Spp2017);
        assert_eq!(p.group_a.len(), 82);
        assert_eq!(p.group_a.last(), Some(&Tpn(82)));
        let a = acceleration(&p);
        assert_eq!(a.virtual_points(Tpn(82), RoundNo(3)), Points(10));
        assert_eq!(a.virtual_points(Tpn(82), RoundNo(4)), Points(5));
        assert_eq!(a.virtual_points(Tpn(83), RoundNo(1)), Points(0));
        assert_eq!(a.virtual_points(Tpn(1), RoundNo(6)), Points(0));
        assert_eq!(plan(&field(10, ""), BakuWording::C047).group_a.len(), 6);
    }

    /// A late entrant ranked above the last group-A player joins group A (C.04.5.1 art. 3):
    /// twelve players start; TPN 5 arrives in round 3; group A keeps its last player (TPN 7).
    #[test]
    fn late_entrant_joins_group_a() {
        let line = |i: u16, r1: &str| {
            format!("001 {i:>4}      Player{i:<27}{:>4}                              0.0    0  {r1}", 2600 - i)
        };
        let mut lines: Vec<String> = Vec::new();
        let order = [1u16, 2, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13];
        for (k, &i) in order.iter().enumerate() {
            let opp = order[if k % 2 == 0 { k + 1 } else { k - 1 }];
            let (c, r) = if k % 2 == 0 { ('w', '=') } else { ('b', '=') };
            lines.push(line(i, &format!("{opp:>4} {c} {r}")).replace("  0.0", "  0.5"));
        }
        lines.push(line(5, "0000 - Z"));
        lines.push("XXR 9".to_owned());
        let t = Tournament::from_trf(&TrfDocument::from_bytes(lines.join("\n").as_bytes()).unwrap()).unwrap();
        let p = plan(&t, BakuWording::Spp2017);
        assert_eq!(p.group_a, (1..=7).map(Tpn).collect::<Vec<_>>());
    }

    #[test]
    fn c047_uses_the_points_for_a_win() {
        let t = field(8, "XXS W=3 D=1.5");
        let p = plan(&t, BakuWording::C047);
        assert_eq!(p.points, Points(30));
        assert_eq!(acceleration(&p).virtual_points(Tpn(1), RoundNo(4)), Points(15));
    }

    #[test]
    fn apply_computes_unless_the_file_has_lines() {
        // No request, no 192 code: nothing applied.
        let mut t = field(12, "");
        assert_eq!(apply(&mut t, None, DutchEdition::Dutch2026), Ok(None));
        assert!(t.acceleration.is_empty());
        // --baku: the edition's wording, group A = 6.
        let a = apply(&mut t, Some(BakuRequest::Edition), DutchEdition::Dutch2017).unwrap().unwrap();
        let BakuSource::Computed { plan, .. } = &a.source else { panic!("{a}") };
        assert_eq!(plan.wording, BakuWording::Spp2017);
        assert_eq!(t.acceleration.virtual_points(Tpn(6), RoundNo(1)), Points::ONE);
        assert_eq!(t.acceleration.virtual_points(Tpn(7), RoundNo(1)), Points::ZERO);
        // Now the tournament has lines: a second request is reported as ignored.
        let again = apply(&mut t, Some(BakuRequest::Wording(BakuWording::Manual2016)), DutchEdition::Dutch2017);
        assert!(again.unwrap().unwrap().to_string().contains("--baku ignored"));
        // Record 192 with _BAKU switches it on.
        let mut t = field(12, "192 FIDE_DUTCH_2026_BAKU");
        let a = apply(&mut t, None, DutchEdition::Dutch2026).unwrap().unwrap();
        assert!(a.to_string().contains("asked by record 192 (FIDE_DUTCH_2026_BAKU)"), "{a}");
    }

    #[test]
    fn apply_checks_the_premise() {
        let mut t = field(8, "XXS W=3 D=1");
        let e = apply(&mut t, Some(BakuRequest::Edition), DutchEdition::Dutch2026).unwrap_err();
        assert!(matches!(e, BakuError::Scoring { wording: BakuWording::C047, .. }), "{e}");
        // C.04.7 accepts 2 / 1 / 0; C.04.5.1 does not.
        let mut t = field(8, "XXS W=2 D=1");
        assert!(apply(&mut t.clone(), Some(BakuRequest::Edition), DutchEdition::Dutch2026).is_ok());
        assert!(apply(&mut t, Some(BakuRequest::Edition), DutchEdition::Dutch2017).is_err());
    }

    #[test]
    fn wording_names() {
        for (text, want) in [
            ("manual-2016", BakuRequest::Wording(BakuWording::Manual2016)),
            ("SPP-2017", BakuRequest::Wording(BakuWording::Spp2017)),
            ("c.04.7", BakuRequest::Wording(BakuWording::C047)),
            ("2026", BakuRequest::Wording(BakuWording::C047)),
            ("edition", BakuRequest::Edition),
        ] {
            assert_eq!(BakuRequest::parse(text), Some(want), "{text}");
        }
        assert!(BakuRequest::parse("fast").is_none());
        for w in [BakuWording::Manual2016, BakuWording::Spp2017, BakuWording::C047] {
            assert_eq!(BakuWording::from_name(w.name()), Some(w));
        }
    }
}
