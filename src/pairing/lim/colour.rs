//! Colours within a pair (C.04.4.3 5.3–5.6, 6.1, 7.2).

use super::players::Ctx;
use crate::tournament::Colour;

/// Where a pair was made: in the Median Scoregroup or above it, or below it (5.4 gives the
/// colour to the higher-ranked player in the first case, to the lower-ranked in the second).
#[derive(Copy, Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub enum Side {
    /// A scoregroup above the Median Scoregroup, or the Median Scoregroup itself.
    MedianOrAbove,
    /// A scoregroup below the Median Scoregroup.
    Below,
}

/// Which article decided the colours of a pair.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Reason {
    /// 7.2: neither player has a game yet.
    Lot,
    /// 5.5 / 5.6: each gets the colour due (or only one has one).
    Due,
    /// 5.3 / 5.1: one of them must have the colour (two the same in a row, or two more).
    Must,
    /// 5.5 / 5.6 (reading L-21a): both are due the colour, one to even his colours, the other
    /// only to alternate; the first gets it.
    Balance,
    /// 5.4: the colour histories differ at an earlier round.
    History,
    /// 5.4: identical histories, rank decides.
    Rank,
}

/// The colours of the pair `a`–`b` (indices): `(white, black, reason)`.
#[must_use]
pub fn allocate(ctx: &Ctx, a: usize, b: usize, side: Side) -> (usize, usize, Reason) {
    let (pa, pb) = (&ctx.players[a], &ctx.players[b]);
    // The higher-ranked player (reading L-19): more points, then the smaller pairing number.
    let (hi, lo) = if (pb.score, pa.tpn) < (pa.score, pb.tpn) { (a, b) } else { (b, a) };
    let give = |x: usize, c: Colour, r: Reason| {
        let y = if x == a { b } else { a };
        if c == Colour::White { (x, y, r) } else { (y, x, r) }
    };
    match (pa.due(), pb.due()) {
        // 7.2 (reading L-13: the rule of the first round for any pair of players without a
        // game): the higher-ranked player has player 1's colour when their number is odd.
        (None, None) => {
            let c = if ctx.players[hi].tpn.0 % 2 == 1 { ctx.initial_colour } else { ctx.initial_colour.opposite() };
            give(hi, c, Reason::Lot)
        }
        (Some(c), None) => give(a, c, Reason::Due),
        (None, Some(c)) => give(b, c, Reason::Due),
        (Some(x), Some(y)) if x != y => give(a, x, Reason::Due),
        (Some(c), Some(_)) => {
            // 5.3 / 5.1: a player who may not take the other colour gets the one due.
            let a_must = !pa.may_get(c.opposite());
            let b_must = !pb.may_get(c.opposite());
            if a_must != b_must {
                return give(if a_must { a } else { b }, c, Reason::Must);
            }
            // 5.5 / 5.6 (reading L-21a): evening the colours comes before alternating; 5.4
            // decides between two players with the same claim.
            let (a_even, b_even) = (pa.difference() != 0, pb.difference() != 0);
            if a_even != b_even && !ctx.readings.is("L-21", "b") {
                return give(if a_even { a } else { b }, c, Reason::Balance);
            }
            // 5.4: back through the histories (latest first) to the first round they differ.
            for (x, y) in pa.colours.iter().rev().zip(pb.colours.iter().rev()) {
                if x != y {
                    // Each alternates from that round: the one who had the other colour then
                    // gets c.
                    return if *x != c { give(a, c, Reason::History) } else { give(b, c, Reason::History) };
                }
            }
            let winner = match side {
                Side::MedianOrAbove => hi,
                Side::Below => lo,
            };
            give(winner, c, Reason::Rank)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pairing::lim::players::Player;
    use crate::tournament::{Points, RoundNo, Tpn};
    use Colour::{Black as B, White as W};

    fn ctx(a: &[Colour], b: &[Colour]) -> Ctx {
        let p = |t: u16, c: &[Colour]| Player {
            tpn: Tpn(t),
            score: Points::ZERO,
            colours: c.to_vec(),
            opponents: Vec::new(),
            pab_ok: true,
            floated_last: false,
        };
        Ctx {
            round: RoundNo(4),
            players: vec![p(3, a), p(8, b)],
            initial_colour: W,
            last_round: false,
            win: Points(10),
            prohibited: Vec::new(),
            readings: crate::pairing::reading::Readings::defaults(),
        }
    }

    /// 5.4: the first difference going back decides; identical histories: rank by side.
    #[test]
    fn histories_then_rank_decide_5_4() {
        // Both due Black; in round 2 player 3 had White, player 8 Black: 3 alternates to Black.
        let c = ctx(&[B, W, B, W], &[W, B, B, W]);
        assert_eq!(allocate(&c, 0, 1, Side::MedianOrAbove), (1, 0, Reason::History));
        let c = ctx(&[W, B, W], &[W, B, W]);
        assert_eq!(allocate(&c, 0, 1, Side::MedianOrAbove), (1, 0, Reason::Rank));
        assert_eq!(allocate(&c, 0, 1, Side::Below), (0, 1, Reason::Rank), "below the median the lower-ranked");
        // 5.3: both due Black; two Whites running must have Black.
        let c = ctx(&[W, B, W], &[B, W, W]);
        assert_eq!(allocate(&c, 0, 1, Side::MedianOrAbove), (0, 1, Reason::Must));
    }

    /// 5.5 / 5.6 before 5.4 (reading L-21a): both due Black, player 8 (one White more, an
    /// unplayed round) to even his colours, player 3 only to alternate; 8 gets Black though 5.4's
    /// histories (identical over the games both played) and rank would give it to 3. Under
    /// L-21b the rank decides.
    #[test]
    fn evening_the_colours_comes_before_alternating_5_5_5_6() {
        use crate::pairing::reading::{Readings, parse_choice};
        let mut c = ctx(&[B, W], &[W, B, W]);
        assert_eq!(allocate(&c, 0, 1, Side::MedianOrAbove), (0, 1, Reason::Balance));
        assert_eq!(allocate(&c, 1, 0, Side::Below), (0, 1, Reason::Balance), "either order, either side");
        c.readings = Readings::of(&[parse_choice("L-21b").unwrap()]);
        assert_eq!(allocate(&c, 0, 1, Side::MedianOrAbove), (1, 0, Reason::Rank));
        // Two players with the same claim: 5.4 as before.
        let c = ctx(&[W, B, W], &[B, W, W]);
        assert_eq!(allocate(&c, 0, 1, Side::MedianOrAbove).2, Reason::Must);
    }
}
