//! Colour allocation (C.04.3 2026 Art. 5; the same rules as 2017 E.1–E.5).

use super::players::Ctx;
use crate::tournament::{Colour, PreferenceStrength};
use serde::Serialize;

/// A colour allocation rule.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub(crate) enum ColourRule {
    /// 5.2.1 (E.1): grant both colour preferences.
    BothPreferences,
    /// 5.2.2 (E.2): grant the stronger preference; both absolute: the wider colour difference.
    StrongerPreference,
    /// 5.2.3 (E.3): alternate to the most recent time one had white and the other black.
    Alternate,
    /// 5.2.4 (E.4): grant the preference of the higher-ranked player.
    HigherRankedPreference,
    /// 5.2.5 (E.5): the higher-ranked player gets the initial colour if their TPN is odd.
    InitialColour,
}

impl ColourRule {
    /// The article in the 2026 text and the 2017 text.
    #[must_use]
    pub fn article(self) -> (&'static str, &'static str) {
        match self {
            ColourRule::BothPreferences => ("5.2.1", "E.1"),
            ColourRule::StrongerPreference => ("5.2.2", "E.2"),
            ColourRule::Alternate => ("5.2.3", "E.3"),
            ColourRule::HigherRankedPreference => ("5.2.4", "E.4"),
            ColourRule::InitialColour => ("5.2.5", "E.5"),
        }
    }

    /// What the rule says, in the arbiter's words, as a phrase of the reports' catalogues
    /// (Spanish or English).
    #[must_use]
    pub fn phrase(self) -> crate::core::words::Phrase {
        crate::core::words::Phrase::new(match self {
            ColourRule::BothPreferences => "colour-both-preferences",
            ColourRule::StrongerPreference => "colour-stronger-preference",
            ColourRule::Alternate => "colour-alternate",
            ColourRule::HigherRankedPreference => "colour-higher-ranked",
            ColourRule::InitialColour => "colour-initial",
        })
    }
}

/// Returns `(white, black)` for the pair of player indices `x`, `y` (Art. 5.2).
#[must_use]
pub fn allocate(ctx: &Ctx, x: usize, y: usize) -> (usize, usize) {
    allocate_explained(ctx, x, y).0
}

/// Returns `(white, black)` for the pair of player indices `x`, `y` and the rule of Art. 5.2
/// (2017 E.1–E.5) that decided it.
#[must_use]
pub(crate) fn allocate_explained(ctx: &Ctx, x: usize, y: usize) -> ((usize, usize), ColourRule) {
    // `a` is the higher ranked (Art. 1.2: players are kept in pairing order).
    let (a, b) = if x < y { (x, y) } else { (y, x) };
    let give_a = |c: Colour, rule: ColourRule| if c == Colour::White { ((a, b), rule) } else { ((b, a), rule) };
    let (pa, pb) = (&ctx.players[a], &ctx.players[b]);
    match (pa.pref.colour, pb.pref.colour) {
        // 5.2.1 grant both preferences (1.7.4: a player without one takes the other's).
        (Some(ca), Some(cb)) if ca != cb => return give_a(ca, ColourRule::BothPreferences),
        (Some(ca), None) => return give_a(ca, ColourRule::BothPreferences),
        (None, Some(cb)) => return give_a(cb.opposite(), ColourRule::BothPreferences),
        (Some(ca), Some(_)) => {
            // 5.2.2 the stronger preference; two absolutes (topscorers): the wider difference.
            let stronger = ColourRule::StrongerPreference;
            if pa.pref.strength != pb.pref.strength {
                return if pa.pref.strength > pb.pref.strength {
                    give_a(ca, stronger)
                } else {
                    give_a(ca.opposite(), stronger)
                };
            }
            if pa.pref.strength == PreferenceStrength::Absolute && pa.cd.abs() != pb.cd.abs() {
                return if pa.cd.abs() > pb.cd.abs() { give_a(ca, stronger) } else { give_a(ca.opposite(), stronger) };
            }
            // 5.2.3 alternate to the most recent round with different colours (C.04.2 3.4).
            let (na, nb) = (pa.colours.len(), pb.colours.len());
            for k in 1..=na.min(nb) {
                let (c1, c2) = (pa.colours[na - k], pb.colours[nb - k]);
                if c1 != c2 {
                    return give_a(c1.opposite(), ColourRule::Alternate);
                }
            }
            // 5.2.4 the higher ranked player's preference.
            return give_a(ca, ColourRule::HigherRankedPreference);
        }
        (None, None) => {}
    }
    // 5.2.5 odd pairing number: the initial colour.
    let first = if pa.pno % 2 == 1 { ctx.initial_colour } else { ctx.initial_colour.opposite() };
    give_a(first, ColourRule::InitialColour)
}
