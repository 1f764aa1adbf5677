//! Colour allocation (C.04.4.1 2026, Art. 5.2): the first rule that decides.

use super::players::{Ctx, Player};
use crate::tournament::Colour;
use serde::Serialize;

/// The rule of 5.2 that gave the colours of a board.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub enum ColourRule {
    /// 5.2.1 neither has played: the higher ranked gets the initial-colour if their TPN is odd.
    InitialColour,
    /// 5.2.2 both colour preferences granted.
    BothPreferences,
    /// 5.2.3 the stronger preference granted.
    StrongerPreference,
    /// 5.2.4 colours alternated from the most recent round in which they differed.
    Alternate,
    /// 5.2.5 the higher ranked player's preference granted.
    HigherRanked,
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
        }
    }
}

/// Whether `a` ranks higher than `b` (5.2.1: more points, or equal points and a smaller TPN;
/// points = pairing score, reading D-15).
#[must_use]
pub fn ranks_higher(a: &Player, b: &Player) -> bool {
    a.score > b.score || (a.score == b.score && a.tpn < b.tpn)
}

/// The colours of the pair (`a`, `b`) (indices): `(white, black, rule)`.
#[must_use]
pub fn allocate(ctx: &Ctx, a: usize, b: usize) -> (usize, usize, ColourRule) {
    let (pa, pb) = (&ctx.players[a], &ctx.players[b]);
    let hi = if ranks_higher(pa, pb) { a } else { b };
    let give = |x: usize, c: Colour, rule| {
        let other = if x == a { b } else { a };
        if c == Colour::White { (x, other, rule) } else { (other, x, rule) }
    };
    if !pa.has_played() && !pb.has_played() {
        let c = if ctx.players[hi].tpn.0 % 2 == 1 { ctx.initial_colour } else { ctx.initial_colour.opposite() };
        return give(hi, c, ColourRule::InitialColour);
    }
    if pa.due() != pb.due() {
        return give(a, pa.due(), ColourRule::BothPreferences);
    }
    if pa.pref.strength != pb.pref.strength {
        let s = if pa.pref.strength > pb.pref.strength { a } else { b };
        return give(s, ctx.players[s].due(), ColourRule::StrongerPreference);
    }
    // 5.2.4 (reading D-16): the played-games sequences compared from the latest game back.
    for (ca, cb) in pa.colours.iter().rev().zip(pb.colours.iter().rev()) {
        if ca != cb {
            return give(a, ca.opposite(), ColourRule::Alternate);
        }
    }
    give(hi, ctx.players[hi].due(), ColourRule::HigherRanked)
}
