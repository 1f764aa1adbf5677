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

use crate::tournament::{Acceleration, AccelerationRange, Points, ResultCode, RoundNo, Tournament, Tpn};
use serde::Serialize;

/// Which wording of the Baku method.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum BakuWording {
    /// C.04.5.1 as in the 2016/2023 manual: 1 point before rounds 1–3, ½ before rounds 4–5 (9+ rounds).
    Manual2016,
    /// C.04.5.1 as later published: accelerated rounds = first ⌈R/2⌉; 1 point for the first
    /// ⌈accelerated/2⌉ of them, ½ for the rest.
    Spp2017,
    /// C.04.7 (2026): as `Spp2017`, with the points of a win and half of them.
    C047,
}

/// An inclusive range of rounds, or none.
pub type RoundRange = Option<(RoundNo, RoundNo)>;

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
pub fn accelerated_rounds(wording: BakuWording, rounds: u16) -> (RoundRange, RoundRange) {
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
    let initial: Vec<Tpn> = t
        .players
        .iter()
        .filter(|p| {
            // Late entrants show as absent (zero-point bye or blank) in round 1 once it is paired;
            // a requested half- or full-point bye in round 1 is not a late entry.
            let e = p.entry(RoundNo(1));
            t.rounds_recorded() == 0
                || !matches!(e.result, ResultCode::ZeroPointBye | ResultCode::Blank)
                || e.opponent.is_some()
        })
        .map(|p| p.tpn)
        .collect();
    let n = initial.len();
    let size = 2 * n.div_ceil(4);
    let last_a = initial.get(size.saturating_sub(1)).copied();
    let group_a: Vec<Tpn> = match last_a {
        Some(last) => t.players.iter().map(|p| p.tpn).filter(|&x| x <= last).collect(),
        None => Vec::new(),
    };
    let (full, half) = accelerated_rounds(wording, rounds);
    let points = match wording {
        BakuWording::C047 => t.scoring.win(),
        _ => Points::ONE,
    };
    BakuPlan { wording, group_a, full, half, points }
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
}
