//! The pairing criteria of C.04.3 (2026 Art. 2), each a named item citing its article, and
//! the per-pair facts the criteria are computed from.

use super::colour::allocate;
use super::players::{Ctx, Player};
use crate::rules::DutchEdition;
use crate::tournament::{Colour, Float, PreferenceStrength};
use serde::Serialize;

/// A criterion of the FIDE (Dutch) System, 2026 edition, in priority order.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub enum Criterion {
    /// [C1] no rematch.
    C1,
    /// [C2] no second PAB.
    C2,
    /// [C3] no meeting of non-topscorers with the same absolute colour preference.
    C3,
    /// [C4] completion.
    C4,
    /// [C5] minimise the PAB assignee's score.
    C5,
    /// [C6] minimise the number of downfloaters.
    C6,
    /// [C7] minimise the downfloaters' scores.
    C7,
    /// [C8] downfloaters that let the next bracket comply with [C1]–[C7].
    C8,
    /// [C9] minimise the PAB assignee's unplayed games.
    C9,
    /// [C10] topscorers (or opponents) beyond ±2 colour difference.
    C10,
    /// [C11] topscorers (or opponents) with the same colour three times in a row.
    C11,
    /// [C12] players not getting their colour preference.
    C12,
    /// [C13] players not getting their strong colour preference.
    C13,
    /// [C14] resident downfloaters who downfloated the previous round.
    C14,
    /// [C15] MDP opponents who upfloated the previous round.
    C15,
    /// [C16] resident downfloaters who downfloated two rounds before.
    C16,
    /// [C17] MDP opponents who upfloated two rounds before.
    C17,
    /// [C18] score differences of MDPs who downfloated the previous round.
    C18,
    /// [C19] score differences of MDP opponents who upfloated the previous round.
    C19,
    /// [C20] score differences of MDPs who downfloated two rounds before.
    C20,
    /// [C21] score differences of MDP opponents who upfloated two rounds before.
    C21,
}

impl Criterion {
    /// Every criterion, highest priority first.
    pub const ALL: [Criterion; 21] = [
        Criterion::C1,
        Criterion::C2,
        Criterion::C3,
        Criterion::C4,
        Criterion::C5,
        Criterion::C6,
        Criterion::C7,
        Criterion::C8,
        Criterion::C9,
        Criterion::C10,
        Criterion::C11,
        Criterion::C12,
        Criterion::C13,
        Criterion::C14,
        Criterion::C15,
        Criterion::C16,
        Criterion::C17,
        Criterion::C18,
        Criterion::C19,
        Criterion::C20,
        Criterion::C21,
    ];

    /// The code, e.g. `C12`.
    #[must_use]
    pub fn code(self) -> &'static str {
        [
            "C1", "C2", "C3", "C4", "C5", "C6", "C7", "C8", "C9", "C10", "C11", "C12", "C13", "C14", "C15", "C16",
            "C17", "C18", "C19", "C20", "C21",
        ][self as usize]
    }

    /// The article of C.04.3 (2026) that states it.
    #[must_use]
    pub fn article(self) -> &'static str {
        [
            "2.1.1", "2.1.2", "2.1.3", "2.2.1", "2.3.1", "2.4.1", "2.4.2", "2.4.3", "2.4.4", "2.4.5", "2.4.6", "2.4.7",
            "2.4.8", "2.4.9", "2.4.10", "2.4.11", "2.4.12", "2.4.13", "2.4.14", "2.4.15", "2.4.16",
        ][self as usize]
    }

    /// One-line summary.
    #[must_use]
    pub fn summary(self) -> &'static str {
        [
            "two players shall not meet twice",
            "no pairing-allocated bye for a player who already had one or scored a win without playing",
            "non-topscorers with the same absolute colour preference shall not meet",
            "a pairing complying with [C1]-[C3] must exist for all players not yet paired",
            "minimise the score of the pairing-allocated-bye assignee",
            "minimise the number of downfloaters (maximise the number of pairs)",
            "minimise the scores (in descending order) of the downfloaters",
            "choose the downfloaters so that the next bracket complies with [C1]-[C7]",
            "minimise the unplayed games of the pairing-allocated-bye assignee",
            "minimise topscorers or their opponents with a colour difference beyond +2/-2",
            "minimise topscorers or their opponents with the same colour three times in a row",
            "minimise the players who do not get their colour preference",
            "minimise the players who do not get their strong colour preference",
            "minimise the resident downfloaters who downfloated the previous round",
            "minimise the MDP opponents who upfloated the previous round",
            "minimise the resident downfloaters who downfloated two rounds before",
            "minimise the MDP opponents who upfloated two rounds before",
            "minimise the score differences of MDPs who downfloated the previous round",
            "minimise the score differences of MDP opponents who upfloated the previous round",
            "minimise the score differences of MDPs who downfloated two rounds before",
            "minimise the score differences of MDP opponents who upfloated two rounds before",
        ][self as usize]
    }

    /// The 2017 criterion this one stands for in the shared engine (`None`: no 2017
    /// counterpart, [C5] and [C9]): C.1–C.4 keep their numbers, C.5→[C6], C.6 (PSD)→[C7],
    /// C.7→[C8], C.8–C.11→[C10]–[C13], C.12–C.19→[C14]–[C21].
    #[must_use]
    pub(crate) fn code_2017(self) -> Option<&'static str> {
        [
            Some("C.1"),
            Some("C.2"),
            Some("C.3"),
            Some("C.4"),
            None,
            Some("C.5"),
            Some("C.6"),
            Some("C.7"),
            None,
            Some("C.8"),
            Some("C.9"),
            Some("C.10"),
            Some("C.11"),
            Some("C.12"),
            Some("C.13"),
            Some("C.14"),
            Some("C.15"),
            Some("C.16"),
            Some("C.17"),
            Some("C.18"),
            Some("C.19"),
        ][self as usize]
    }

    /// [`Criterion::summary_in`] as a phrase of the reports' catalogues (Spanish or English).
    #[must_use]
    pub(crate) fn phrase_in(self, edition: DutchEdition) -> crate::core::words::Phrase {
        use crate::core::words::Phrase;
        if edition == DutchEdition::Dutch2017 {
            let old = match self {
                Criterion::C4 => Some(Phrase::new("crit-2017-c4")),
                Criterion::C7 => Some(Phrase::new("crit-2017-c7")),
                Criterion::C8 => Some(Phrase::new("crit-2017-c8")),
                Criterion::C14 => Some(Phrase::new("crit-2017-c14")),
                Criterion::C15 => Some(Phrase::new("crit-2017-c15")),
                Criterion::C16 => Some(Phrase::new("crit-2017-c16")),
                Criterion::C17 => Some(Phrase::new("crit-2017-c17")),
                Criterion::C18 => Some(Phrase::new("crit-2017-c18")),
                Criterion::C19 => Some(Phrase::new("crit-2017-c19")),
                Criterion::C20 => Some(Phrase::new("crit-2017-c20")),
                Criterion::C21 => Some(Phrase::new("crit-2017-c21")),
                _ => None,
            };
            if let Some(p) = old {
                return p;
            }
        }
        Phrase::new(
            [
                "crit-c1", "crit-c2", "crit-c3", "crit-c4", "crit-c5", "crit-c6", "crit-c7", "crit-c8", "crit-c9",
                "crit-c10", "crit-c11", "crit-c12", "crit-c13", "crit-c14", "crit-c15", "crit-c16", "crit-c17",
                "crit-c18", "crit-c19", "crit-c20", "crit-c21",
            ][self as usize],
        )
    }

    /// The code under `edition`: `[C12]` (2026) or `C.10` (2017).
    #[must_use]
    pub fn code_in(self, edition: DutchEdition) -> String {
        match edition {
            DutchEdition::Dutch2026 => format!("[{}]", self.code()),
            DutchEdition::Dutch2017 => self.code_2017().map_or_else(|| format!("[{}]", self.code()), str::to_owned),
        }
    }

    /// One-line summary under `edition` (the 2017 text words C.6, C.7 and the float criteria
    /// differently).
    #[must_use]
    pub(crate) fn summary_in(self, edition: DutchEdition) -> &'static str {
        if edition == DutchEdition::Dutch2026 {
            return self.summary();
        }
        match self {
            Criterion::C4 => {
                "in the penultimate pairing bracket, choose the downfloaters so that the round can be completed"
            }
            Criterion::C7 => "minimise the pairing score difference (PSD, A.8)",
            Criterion::C8 => {
                "choose the downfloaters so as to maximise the pairs, then minimise the PSD, in the following bracket"
            }
            Criterion::C14 => "minimise the players who receive the same downfloat as the previous round",
            Criterion::C15 => "minimise the players who receive the same upfloat as the previous round",
            Criterion::C16 => "minimise the players who receive the same downfloat as two rounds before",
            Criterion::C17 => "minimise the players who receive the same upfloat as two rounds before",
            Criterion::C18 => {
                "minimise the score differences of players who receive the same downfloat as the previous round"
            }
            Criterion::C19 => {
                "minimise the score differences of players who receive the same upfloat as the previous round"
            }
            Criterion::C20 => {
                "minimise the score differences of players who receive the same downfloat as two rounds before"
            }
            Criterion::C21 => {
                "minimise the score differences of players who receive the same upfloat as two rounds before"
            }
            _ => self.summary(),
        }
    }

    /// Whether the criterion is absolute (must hold) rather than optimised.
    #[must_use]
    pub(crate) fn is_absolute(self) -> bool {
        self <= Criterion::C4
    }
}

impl std::fmt::Display for Criterion {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "[{}] (Art. {}) {}", self.code(), self.article(), self.summary())
    }
}

/// Colour faults of one pair after the colour allocation of Art. 5.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct ColourFaults {
    /// [C10] players (topscorer or opponent) ending beyond ±2.
    pub c10: u32,
    /// [C11] players (topscorer or opponent) with three equal colours in a row.
    pub c11: u32,
    /// [C12] players not getting their colour preference.
    pub c12: u32,
    /// [C13] players not getting their strong (or absolute) colour preference.
    pub c13: u32,
}

/// [C10]–[C13] for the pair `a`–`b` (Art. 2.4.5–2.4.8) with Art. 5 colours.
#[must_use]
pub fn colour_faults(ctx: &Ctx, a: usize, b: usize) -> ColourFaults {
    let (pa, pb) = (&ctx.players[a], &ctx.players[b]);
    if pa.topscorer || pb.topscorer {
        return colour_faults_allocated(ctx, a, b);
    }
    // Without a topscorer only [C12] and [C13] can be missed, and without allocating: Art. 5.2.1
    // (2017 E.1) meets both preferences unless they are the same colour; then one player misses
    // it, the weaker preference's holder when the strengths differ (5.2.2, E.2), so [C13]
    // counts him when the weaker of the two is strong or absolute.
    let faults = match (pa.pref.colour, pb.pref.colour) {
        (Some(ca), Some(cb)) if ca == cb => {
            let weaker = pa.pref.strength.min(pb.pref.strength);
            ColourFaults { c12: 1, c13: u32::from(weaker >= PreferenceStrength::Strong), ..ColourFaults::default() }
        }
        _ => ColourFaults::default(),
    };
    debug_assert_eq!(faults, colour_faults_allocated(ctx, a, b), "players {a} and {b}");
    faults
}

/// [`colour_faults`] from the colours Art. 5 allocates.
pub(crate) fn colour_faults_allocated(ctx: &Ctx, a: usize, b: usize) -> ColourFaults {
    let [(_, fa), (_, fb)] = colour_faults_by_player(ctx, a, b);
    ColourFaults { c10: fa.c10 + fb.c10, c11: fa.c11 + fb.c11, c12: fa.c12 + fb.c12, c13: fa.c13 + fb.c13 }
}

/// [C10]–[C13] for each player of the pair `a`–`b` (each count 0 or 1), `a` first: who it is
/// that misses a colour criterion, for explanations. [`colour_faults`] is their sum.
#[must_use]
pub fn colour_faults_by_player(ctx: &Ctx, a: usize, b: usize) -> [(usize, ColourFaults); 2] {
    let (white, _) = allocate(ctx, a, b);
    let top = ctx.players[a].topscorer || ctx.players[b].topscorer;
    [a, b].map(|i| {
        let mut f = ColourFaults::default();
        let p = &ctx.players[i];
        let got = if i == white { Colour::White } else { Colour::Black };
        if let Some(want) = p.pref.colour {
            if want != got {
                f.c12 += 1;
                if p.pref.strength >= PreferenceStrength::Strong {
                    f.c13 += 1;
                }
            }
        }
        if top {
            // [C10] counts who "get[s]" a colour difference beyond ±2 (Art. 2.4.5; 2017 C.8):
            // the colour given takes it there. A difference already beyond ±2 (a hand-edited
            // history) that the colour given narrows is no fault of this pairing: every
            // pairing leaves it, and counting it would float the player out of his bracket
            // for nothing (docs/guide/reference/systems.md, "Histories no engine produces").
            let cd = p.cd + if got == Colour::White { 1 } else { -1 };
            if cd.abs() > 2 && cd.abs() > p.cd.abs() {
                f.c10 += 1;
            }
            let n = p.colours.len();
            if n >= 2 && p.colours[n - 1] == got && p.colours[n - 2] == got {
                f.c11 += 1;
            }
        }
        (i, f)
    })
}

/// Whether the player received `float` `back` rounds ago (1 = the previous round).
#[must_use]
pub fn had_float(p: &Player, back: usize, float: Float) -> bool {
    match back {
        1 => p.float1 == Some(float),
        _ => p.float2 == Some(float),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pairing::dutch::colour::ColourRule;

    /// A final-round context of two players with these played colours (oldest first), both
    /// in the first half of the ranking; `top` says who is a topscorer.
    fn final_round(colours: [&[Colour]; 2], top: [bool; 2]) -> Ctx {
        let players = (0..2)
            .map(|i| Player {
                tpn: crate::tournament::Tpn(u16::try_from(i + 1).unwrap()),
                pno: u32::try_from(i + 1).unwrap(),
                score: crate::tournament::Points(40),
                colours: colours[i].to_vec(),
                cd: crate::tournament::state::colour_difference(colours[i]),
                pref: crate::tournament::state::ColourPreference::from_colours(colours[i]),
                unplayed: 0,
                pab_ok: true,
                float1: None,
                float2: None,
                topscorer: top[i],
                opponents: Vec::new(),
            })
            .collect();
        Ctx {
            round: crate::tournament::RoundNo(7),
            edition: DutchEdition::Dutch2026,
            rules: crate::pairing::dutch::edition::EditionRules::of(DutchEdition::Dutch2026),
            players,
            initial_colour: Colour::White,
            prohibited: Vec::new(),
        }
    }

    #[test]
    fn a_colour_difference_the_pairing_does_not_widen_is_no_c10_fault() {
        use Colour::{Black as B, White as W};
        // A topscorer left at +4 by a hand-edited round (absolute for Black) against a player
        // with a mild preference for Black: 5.2.2 gives the topscorer Black, +3. He "gets" no
        // difference beyond ±2 from this pairing (it narrows), so [C10] counts nobody; the
        // opponent misses his mild preference ([C12]).
        let ctx = final_round([&[W, W, W, W], &[B, W]], [true, false]);
        assert_eq!(colour_faults(&ctx, 0, 1), ColourFaults { c10: 0, c11: 0, c12: 1, c13: 0 });
        // A topscorer at +3 against a player at +2, both absolute for Black: the wider
        // difference is granted (5.2.2), so the opponent gets White, +3 and a third White
        // running: one [C10] and one [C11] fault, his (as bbpPairings counts the pair: both
        // have the same absolute preference).
        let ctx = final_round([&[W, B, W, W, W], &[W, W]], [true, false]);
        let [(a, fa), (b, fb)] = colour_faults_by_player(&ctx, 0, 1);
        assert_eq!((a, fa), (0, ColourFaults::default()));
        assert_eq!((b, fb), (1, ColourFaults { c10: 1, c11: 1, c12: 1, c13: 1 }));
    }

    /// The reports' phrases of the criteria and colour rules say, in English, what
    /// [`Criterion::summary_in`] says; the colour rules are worded in both languages.
    #[test]
    fn phrases_agree_with_the_summaries() {
        for e in [DutchEdition::Dutch2017, DutchEdition::Dutch2026] {
            for c in Criterion::ALL {
                assert_eq!(c.phrase_in(e).to_string(), c.summary_in(e), "{c:?} {e:?}");
            }
        }
        for r in [
            ColourRule::BothPreferences,
            ColourRule::StrongerPreference,
            ColourRule::Alternate,
            ColourRule::HigherRankedPreference,
            ColourRule::InitialColour,
        ] {
            // Each colour rule is worded in both languages (the walkthrough's colours).
            let (en, es) = (r.phrase().say(crate::core::words::Lang::En), r.phrase().say(crate::core::words::Lang::Es));
            assert!(!en.is_empty() && en != es, "{r:?}: {en} / {es}");
        }
    }
}
