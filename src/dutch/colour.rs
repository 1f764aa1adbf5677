//! Colour allocation (C.04.3 2026 Art. 5; the same rules as 2017 E.1–E.5).

use super::players::Ctx;
use crate::tournament::{Colour, PreferenceStrength};

/// Returns `(white, black)` for the pair of player indices `x`, `y` (Art. 5.2).
#[must_use]
pub fn allocate(ctx: &Ctx, x: usize, y: usize) -> (usize, usize) {
    // `a` is the higher ranked (Art. 1.2: players are kept in pairing order).
    let (a, b) = if x < y { (x, y) } else { (y, x) };
    let give_a = |c: Colour| if c == Colour::White { (a, b) } else { (b, a) };
    let (pa, pb) = (&ctx.players[a], &ctx.players[b]);
    match (pa.pref.colour, pb.pref.colour) {
        // 5.2.1 grant both preferences (1.7.4: a player without one takes the other's).
        (Some(ca), Some(cb)) if ca != cb => return give_a(ca),
        (Some(ca), None) => return give_a(ca),
        (None, Some(cb)) => return give_a(cb.opposite()),
        (Some(ca), Some(_)) => {
            // 5.2.2 the stronger preference; two absolutes (topscorers): the wider difference.
            if pa.pref.strength != pb.pref.strength {
                return if pa.pref.strength > pb.pref.strength { give_a(ca) } else { give_a(ca.opposite()) };
            }
            if pa.pref.strength == PreferenceStrength::Absolute && pa.cd.abs() != pb.cd.abs() {
                return if pa.cd.abs() > pb.cd.abs() { give_a(ca) } else { give_a(ca.opposite()) };
            }
            // 5.2.3 alternate to the most recent round with different colours (C.04.2 3.4).
            let (na, nb) = (pa.colours.len(), pb.colours.len());
            for k in 1..=na.min(nb) {
                let (c1, c2) = (pa.colours[na - k], pb.colours[nb - k]);
                if c1 != c2 {
                    return give_a(c1.opposite());
                }
            }
            // 5.2.4 the higher ranked player's preference.
            return give_a(ca);
        }
        (None, None) => {}
    }
    // 5.2.5 odd pairing number: the initial colour.
    if pa.pno % 2 == 1 { give_a(ctx.initial_colour) } else { give_a(ctx.initial_colour.opposite()) }
}
