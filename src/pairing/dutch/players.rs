//! The players to pair in a round, in pairing order (Art. 1.2: score, then TPN), with what
//! the criteria need: colour data (Art. 1.6–1.7), floats (Art. 1.4), PAB eligibility
//! ([C2]), topscorers (Art. 1.8) and the compatibility of two players ([C1], [C3]).

use crate::core::order::StableSort;
use crate::pairing::dutch::EditionFacts as _;
use crate::rules::DutchEdition;
use crate::tournament::{Colour, ColourPreference, Float, Points, PreferenceStrength, RoundNo, Tournament, Tpn};

/// A player to be paired.
#[derive(Clone, Debug)]
pub struct Player {
    /// Tournament pairing number.
    pub tpn: Tpn,
    /// Pairing number among the participants taken into account (for Art. 5.2.5).
    pub pno: u32,
    /// Pairing score (score plus acceleration points).
    pub score: Points,
    /// Colours of the games played, oldest first (C.04.2 3.4).
    pub colours: Vec<Colour>,
    /// Colour difference (Art. 1.6).
    pub cd: i32,
    /// Colour preference (Art. 1.7).
    pub pref: ColourPreference,
    /// Rounds without a game played ([C9]).
    pub unplayed: u32,
    /// May receive the PAB ([C2]).
    pub pab_ok: bool,
    /// Float of the previous round.
    pub float1: Option<Float>,
    /// Float of two rounds before.
    pub float2: Option<Float>,
    /// Topscorer (Art. 1.8; final round only).
    pub topscorer: bool,
    /// Opponents met over the board, sorted.
    pub opponents: Vec<Tpn>,
}

/// Everything the engine knows about the round to pair.
#[derive(Clone, Debug)]
pub struct Ctx {
    /// The round.
    pub round: RoundNo,
    /// The edition.
    pub edition: DutchEdition,
    /// The edition's switches.
    pub rules: super::edition::EditionRules,
    /// Players to pair, in pairing order (score descending, TPN ascending).
    pub players: Vec<Player>,
    /// Initial colour (Art. 5.1), white unless the file says otherwise.
    pub initial_colour: Colour,
    /// Prohibited pairs as index pairs (lower first), sorted.
    pub prohibited: Vec<(usize, usize)>,
}

impl Ctx {
    /// Builds the context for pairing `round` of `t` (rounds before it played).
    #[must_use]
    pub fn new(t: &Tournament, round: RoundNo, edition: DutchEdition) -> Ctx {
        let state = t.state_at(round);
        let withdrawn: Vec<Tpn> = t.requested_byes_in(round, round).map(|b| b.player).collect();
        let final_round = t.planned_rounds.is_some_and(|n| n == round.0);
        let max_possible = Points(t.scoring.win().0 * i32::from(round.0.saturating_sub(1)));
        let mut players = Vec::new();
        let mut pno = 0u32;
        for (ps, p) in state.players.iter().zip(&t.players) {
            let to_pair = ps.preset.is_none() && !withdrawn.contains(&ps.tpn);
            let took_part = p.rounds.iter().take(round.index()).any(|e| e.took_part_in_pairing());
            if to_pair || took_part {
                pno += 1;
            }
            if !to_pair {
                continue;
            }
            let floats = ps.floats(edition, t.scoring.loss());
            let back = |k: usize| if floats.len() >= k { floats[floats.len() - k] } else { None };
            let mut opponents: Vec<Tpn> = ps.played_opponents().collect();
            opponents.sort();
            players.push(Player {
                tpn: ps.tpn,
                pno,
                score: ps.pairing_score,
                colours: ps.colours.clone(),
                cd: ps.colour_difference,
                pref: ps.preference,
                unplayed: u32::try_from(ps.unplayed_rounds()).unwrap_or(u32::MAX),
                pab_ok: ps.may_get_pab(edition, t.scoring.win()),
                float1: back(1),
                float2: back(2),
                topscorer: final_round && ps.score.0 * 2 > max_possible.0,
                opponents,
            });
        }
        players.stable_sort_by(&|a, b| b.score.cmp(&a.score).then(a.tpn.cmp(&b.tpn)));
        let prohibited = crate::pairing::prohibited_pairs(t, round, &players, |p| p.tpn);
        Ctx {
            round,
            edition,
            rules: super::edition::EditionRules::of(edition),
            players,
            initial_colour: t.initial_colour.unwrap_or(Colour::White),
            prohibited,
        }
    }

    /// Whether `a` and `b` may meet: [C1] no rematch, prohibited pairs (XXP), and [C3]
    /// no two non-topscorers with the same absolute colour preference.
    #[must_use]
    pub fn compatible(&self, a: usize, b: usize) -> bool {
        let (pa, pb) = (&self.players[a], &self.players[b]);
        if pa.opponents.binary_search(&pb.tpn).is_ok() {
            return false;
        }
        if self.prohibited.binary_search(&(a.min(b), a.max(b))).is_ok() {
            return false;
        }
        let abs = |p: &Player| p.pref.strength == PreferenceStrength::Absolute;
        !(abs(pa) && abs(pb) && pa.pref.colour == pb.pref.colour && !pa.topscorer && !pb.topscorer)
    }
}
