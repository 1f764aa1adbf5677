//! Which colour allocation rule decides a pair's colours (C.04.3 2026 Art. 5.2.1–5.2.5;
//! 2017 E.1–E.5, the same rules). Used to explain colour differences between two pairings.

use crate::tournament::{Colour, PlayerState, PreferenceStrength, Tpn};
use serde::Serialize;

/// A colour allocation rule.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub enum ColourRule {
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

    /// What the rule says, in the arbiter's words.
    #[must_use]
    pub fn summary(self) -> &'static str {
        match self {
            ColourRule::BothPreferences => "grant both colour preferences",
            ColourRule::StrongerPreference => "grant the stronger colour preference",
            ColourRule::Alternate => "alternate the colours to the most recent round in which they differed",
            ColourRule::HigherRankedPreference => "grant the colour preference of the higher-ranked player",
            ColourRule::InitialColour => "the higher-ranked player gets the initial colour when their TPN is odd",
        }
    }
}

/// The colours for a pair and the rule that decided them: returns (white, black, rule).
///
/// `a_ranks_higher` says whether `a` is the higher-ranked player (Art. 1.2: higher pairing
/// score, then lower TPN); `initial` is the initial colour.
#[must_use]
pub fn allocate(a: &PlayerState, b: &PlayerState, a_ranks_higher: bool, initial: Colour) -> (Tpn, Tpn, ColourRule) {
    let give =
        |a_colour: Colour, rule| if a_colour == Colour::White { (a.tpn, b.tpn, rule) } else { (b.tpn, a.tpn, rule) };
    let (pa, pb) = (a.preference, b.preference);
    // 5.2.1: both preferences can be granted (different colours, or one has none).
    match (pa.colour, pb.colour) {
        (Some(ca), Some(cb)) if ca != cb => return give(ca, ColourRule::BothPreferences),
        (Some(ca), None) => return give(ca, ColourRule::BothPreferences),
        (None, Some(cb)) => return give(cb.opposite(), ColourRule::BothPreferences),
        _ => {}
    }
    if let (Some(ca), Some(_)) = (pa.colour, pb.colour) {
        // Same colour wanted. 5.2.2: the stronger preference.
        if pa.strength != pb.strength {
            return if pa.strength > pb.strength {
                give(ca, ColourRule::StrongerPreference)
            } else {
                give(ca.opposite(), ColourRule::StrongerPreference)
            };
        }
        if pa.strength == PreferenceStrength::Absolute && a.colour_difference.abs() != b.colour_difference.abs() {
            return if a.colour_difference.abs() > b.colour_difference.abs() {
                give(ca, ColourRule::StrongerPreference)
            } else {
                give(ca.opposite(), ColourRule::StrongerPreference)
            };
        }
        // 5.2.3: alternate to the most recent time they had different colours (played games only).
        let (ha, hb) = (&a.colours, &b.colours);
        for k in 1..=ha.len().min(hb.len()) {
            let (x, y) = (ha[ha.len() - k], hb[hb.len() - k]);
            if x != y {
                return give(x.opposite(), ColourRule::Alternate);
            }
        }
        // 5.2.4: the higher-ranked player's preference.
        return if a_ranks_higher {
            give(ca, ColourRule::HigherRankedPreference)
        } else {
            give(ca.opposite(), ColourRule::HigherRankedPreference)
        };
    }
    // No preferences at all: 5.2.5.
    let (higher, lower) = if a_ranks_higher { (a, b) } else { (b, a) };
    let colour = if higher.tpn.0 % 2 == 1 { initial } else { initial.opposite() };
    if colour == Colour::White {
        (higher.tpn, lower.tpn, ColourRule::InitialColour)
    } else {
        (lower.tpn, higher.tpn, ColourRule::InitialColour)
    }
}
