//! Colour allocation (C.04.4.2 2026, Art. 5.2): the first rule that decides.

use super::players::Ctx;
use crate::tournament::Colour;
use serde::Serialize;

/// The rule of 5.2 that gave the colours of a board.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub enum ColourRule {
    /// 5.2.1 neither has played: the higher ranked gets the initial-colour if their TPN is odd.
    InitialColour,
    /// 5.2.2 both colour preferences granted (a player without games has none, 1.5.4).
    BothPreferences,
    /// 5.2.3 the stronger preference granted.
    StrongerPreference,
    /// 5.2.4 colours alternated from the most recent round in which they differed.
    Alternate,
    /// 5.2.5 the higher ranked player's preference granted.
    HigherRanked,
    /// Original 5.2/5.3: the colour a player must have (difference ±2, three in a row).
    OriginalLimit,
    /// Original 5.4 (2): the player whose whites and blacks are further apart gets the due colour.
    OriginalEqualise,
}

impl ColourRule {
    /// The article.
    #[must_use]
    pub fn article(self) -> &'static str {
        match self {
            ColourRule::InitialColour => "5.2.1",
            ColourRule::BothPreferences => "5.2.2",
            ColourRule::StrongerPreference => "5.2.3",
            ColourRule::Alternate => "5.2.4",
            ColourRule::HigherRanked => "5.2.5",
            ColourRule::OriginalLimit => "5.2, 5.3",
            ColourRule::OriginalEqualise => "5.4 (2)",
        }
    }

    /// The article in the original edition's numbering.
    #[must_use]
    pub fn original_article(self) -> &'static str {
        match self {
            ColourRule::InitialColour => "5.1",
            ColourRule::BothPreferences => "5.4 (1)",
            ColourRule::OriginalEqualise | ColourRule::StrongerPreference => "5.4 (2)",
            ColourRule::Alternate => "5.4 (3)",
            ColourRule::HigherRanked => "5.4 (4)-(5)",
            ColourRule::OriginalLimit => "5.2, 5.3",
        }
    }
}

/// Whether `a` ranks higher than `b` for 5.2 (reading B-12 a): more points; on equal points,
/// 5.2.1 (neither has played) the smaller TPN, else the first in the 1.8 order. Under B-12 (b)
/// 5.2.5 takes the 1.8 order alone, whatever the points; 5.2.1 keeps its own definition.
#[must_use]
pub fn ranks_higher(ctx: &Ctx, a: usize, b: usize) -> bool {
    let (pa, pb) = (&ctx.players[a], &ctx.players[b]);
    if ctx.higher_ranked_by_index && (pa.has_played() || pb.has_played()) {
        return ctx.rank_cmp(a, b).is_lt();
    }
    if pa.score != pb.score {
        return pa.score > pb.score;
    }
    if !pa.has_played() && !pb.has_played() {
        return pa.tpn < pb.tpn;
    }
    ctx.rank_cmp(a, b).is_lt()
}

/// The colours of the pair (`a`, `b`) (indices): `(white, black, rule)`.
#[must_use]
pub fn allocate(ctx: &Ctx, a: usize, b: usize) -> (usize, usize, ColourRule) {
    if ctx.edition == super::Edition::Original {
        return allocate_original(ctx, a, b);
    }
    let (pa, pb) = (&ctx.players[a], &ctx.players[b]);
    let hi = if ranks_higher(ctx, a, b) { a } else { b };
    let give = |x: usize, c: Colour, rule| {
        let other = if x == a { b } else { a };
        if c == Colour::White { (x, other, rule) } else { (other, x, rule) }
    };
    if !pa.has_played() && !pb.has_played() {
        let c = if ctx.players[hi].tpn.0 % 2 == 1 { ctx.initial_colour } else { ctx.initial_colour.opposite() };
        return give(hi, c, ColourRule::InitialColour);
    }
    match (pa.due(), pb.due()) {
        (Some(x), Some(y)) if x != y => return give(a, x, ColourRule::BothPreferences),
        (Some(x), None) => return give(a, x, ColourRule::BothPreferences),
        (None, Some(y)) => return give(b, y, ColourRule::BothPreferences),
        _ => {}
    }
    if pa.pref.strength != pb.pref.strength {
        let s = if pa.pref.strength > pb.pref.strength { a } else { b };
        if let Some(c) = ctx.players[s].due() {
            return give(s, c, ColourRule::StrongerPreference);
        }
    }
    for (ca, cb) in pa.colours.iter().rev().zip(pb.colours.iter().rev()) {
        if ca != cb {
            return give(a, ca.opposite(), ColourRule::Alternate);
        }
    }
    let c = ctx.players[hi].due().unwrap_or(ctx.initial_colour);
    give(hi, c, ColourRule::HigherRanked)
}

/// The original edition's colours: 5.1 in the first round (the higher-ranked player — more
/// points, then the smaller number — gets the colour of no. 1 when their number is odd, the
/// other colour when it is even: reading B-O-7, which extends "odd numbers alike" to every pair
/// of players without games); 5.2/5.3 (a colour a player must have); then 5.4 in its order:
/// (1) both due colours (1.3), (2) the player whose whites and blacks differ more, (3) alternate
/// from the latest round in which their colours differed (games played), (4)–(5) the due colour
/// of the player first in the order of 3.2 (SB, Buchholz, Median, rating, then number).
#[must_use]
pub fn allocate_original(ctx: &Ctx, a: usize, b: usize) -> (usize, usize, ColourRule) {
    let (pa, pb) = (&ctx.players[a], &ctx.players[b]);
    let give = |x: usize, c: Colour, rule| {
        let other = if x == a { b } else { a };
        if c == Colour::White { (x, other, rule) } else { (other, x, rule) }
    };
    if !pa.has_played() && !pb.has_played() {
        let hi = if (pa.score, std::cmp::Reverse(pa.tpn)) > (pb.score, std::cmp::Reverse(pb.tpn)) { a } else { b };
        let c = if ctx.players[hi].tpn.0 % 2 == 1 { ctx.initial_colour } else { ctx.initial_colour.opposite() };
        return give(hi, c, ColourRule::InitialColour);
    }
    if let Some(c) = pa.absolute() {
        return give(a, c, ColourRule::OriginalLimit);
    }
    if let Some(c) = pb.absolute() {
        return give(b, c, ColourRule::OriginalLimit);
    }
    match (pa.due(), pb.due()) {
        (Some(x), Some(y)) if x != y => return give(a, x, ColourRule::BothPreferences),
        (Some(x), None) => return give(a, x, ColourRule::BothPreferences),
        (None, Some(y)) => return give(b, y, ColourRule::BothPreferences),
        _ => {}
    }
    let diff = |p: &super::players::Player| {
        p.colours.iter().map(|&c| if c == Colour::White { 1i32 } else { -1 }).sum::<i32>().abs()
    };
    if diff(pa) != diff(pb) {
        let s = if diff(pa) > diff(pb) { a } else { b };
        if let Some(c) = ctx.players[s].due() {
            return give(s, c, ColourRule::OriginalEqualise);
        }
    }
    for (ca, cb) in pa.colours.iter().rev().zip(pb.colours.iter().rev()) {
        if ca != cb {
            return give(a, ca.opposite(), ColourRule::Alternate);
        }
    }
    let hi = if ctx.rank_cmp(a, b).is_lt() { a } else { b };
    let c = ctx.players[hi].due().unwrap_or(ctx.initial_colour);
    give(hi, c, ColourRule::HigherRanked)
}

#[cfg(test)]
mod reading_tests {
    use super::*;
    use crate::pairing::burstein::players::{Index, Player};
    use crate::tournament::{ColourPreference, Points, PreferenceStrength, RoundNo, Tpn};

    /// A player who played White then Black (so is mildly due White, 1.5) with `points` and a
    /// Buchholz of `buchholz`.
    fn player(tpn: u16, points: i32, buchholz: i64) -> Player {
        Player {
            tpn: Tpn(tpn),
            score: Points::tenths(points * 10),
            index: Index { buchholz: buchholz * 10, sonneborn_berger: 0 },
            colours: vec![Colour::White, Colour::Black],
            pref: ColourPreference { strength: PreferenceStrength::Mild, colour: Some(Colour::White) },
            pab_ok: true,
            opponents: Vec::new(),
            tie_breaks: super::super::original::TieBreaks::default(),
        }
    }

    /// Reading B-12: 1 (2 points, Buchholz 1) against 2 (1 point, Buchholz 3), both due White
    /// mildly with the same history, so 5.2.2–5.2.4 do not decide and 5.2.5 gives the higher
    /// ranked player their preference. (a) more points first: 1 has White. (b) the 1.8 order
    /// alone: 2's Index is higher, 2 has White.
    #[test]
    fn higher_ranked_follows_reading_b12() {
        let mut ctx = Ctx {
            round: RoundNo(3),
            players: vec![player(1, 2, 1), player(2, 1, 3)],
            initial_colour: Colour::White,
            prohibited: Vec::new(),
            edition: crate::pairing::burstein::Edition::Y2026,
            higher_ranked_by_index: false,
        };
        assert_eq!(allocate(&ctx, 0, 1), (0, 1, ColourRule::HigherRanked));
        ctx.higher_ranked_by_index = true;
        assert_eq!(allocate(&ctx, 0, 1), (1, 0, ColourRule::HigherRanked));
        // Neither has played: 5.2.1 keeps its own "higher ranked" (points, then TPN) under (b).
        for p in &mut ctx.players {
            p.colours.clear();
            p.pref = ColourPreference { strength: PreferenceStrength::None, colour: None };
        }
        assert_eq!(allocate(&ctx, 0, 1), (0, 1, ColourRule::InitialColour));
    }
}
