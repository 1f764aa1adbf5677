//! The pairing procedure of the Swiss Team Pairing System (C.04.6 2026, 3.3.2): the PAB first
//! (3.4), then, repeatedly, the top-scoregroup with the set of upfloaters of 3.5 ([C4], [C5],
//! then the first set in 3.5.4 order best by [C6], [C7]), paired by the first identifier of 3.6
//! best by [C8], [C9], [C10]. Every choice keeps [C1] and the completion criterion [C3].
//!
//! The procedure itself is [`crate::pairing::lex_procedure`] (shared with the Double-Swiss
//! System); this module gives it the teams ([`Field`] for [`Ctx`]) and the team pairing
//! criteria [C8]–[C10] (reading T-8: "complies with" is "reaches the best value possible",
//! criteria in priority order; T-9: [C3] outranks the profile [C4] and [C5] would fix).

use super::teams::{Ctx, PreferenceType};
use crate::pairing::lex_procedure::{self as lex, Field};
pub use crate::pairing::lex_procedure::{
    MAX_SETS, NoPairing, SetQuality, feasible, identifier, order_sets, pairable, profile, set_quality, sorted_set,
    top_group,
};
use crate::tournament::{Points, Tpn};
use serde::Serialize;

/// The quality of a bracket pairing by [C8]–[C10] (lower is better, in this order).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Serialize)]
pub struct PairQuality {
    /// [C8] teams whose colour preference is not fulfilled.
    pub c8: u32,
    /// [C9] (Type B) teams whose strong colour preference is not fulfilled.
    pub c9: u32,
    /// [C10] upfloaters' opponents that floated in the previous round (0 in the last two rounds).
    pub c10: u32,
}

/// One bracket as paired.
pub type BracketTrace = lex::BracketTrace<PairQuality>;

/// A round as paired: the PAB and the brackets, top first.
pub type RoundPairing = lex::RoundPairing<PairQuality>;

impl Field for Ctx {
    type Quality = PairQuality;
    fn size(&self) -> usize {
        self.teams.len()
    }
    fn score(&self, i: usize) -> Points {
        self.teams[i].score
    }
    fn tpn(&self, i: usize) -> Tpn {
        self.teams[i].tpn
    }
    fn matches_played(&self, i: usize) -> usize {
        self.teams[i].matches_played()
    }
    fn may_get_pab(&self, i: usize) -> bool {
        self.teams[i].pab_ok
    }
    fn compatible(&self, a: usize, b: usize) -> bool {
        Ctx::compatible(self, a, b)
    }
    /// [C7] does not apply in the last two rounds.
    fn floated_counts(&self, i: usize) -> bool {
        !self.last_two && self.teams[i].floated_last
    }
    fn pair_quality(&self, ups: &[usize], a: usize, b: usize) -> PairQuality {
        pair_quality(self, ups, a, b)
    }
    fn add(a: PairQuality, b: PairQuality) -> PairQuality {
        PairQuality { c8: a.c8 + b.c8, c9: a.c9 + b.c9, c10: a.c10 + b.c10 }
    }
    fn packed(q: PairQuality, k: i64) -> i64 {
        (i64::from(q.c8) * k + i64::from(q.c9)) * k + i64::from(q.c10)
    }
    fn noun(&self) -> &'static str {
        "team"
    }
    /// Reading T-16 (b), under `--reading T-16b`.
    fn c6_next_score_level(&self) -> bool {
        self.readings.is("T-16", "b")
    }
    /// Reading T-7 (b), under `--reading T-7b`.
    fn c6_graded(&self) -> bool {
        self.readings.is("T-7", "b")
    }
}

/// The cost of the pair `a`, `b` by [C8]–[C10] (`ups`: the bracket's upfloaters).
#[must_use]
pub fn pair_quality(ctx: &Ctx, ups: &[usize], a: usize, b: usize) -> PairQuality {
    let (x, y) = (&ctx.teams[a], &ctx.teams[b]);
    let same = x.pref.colour.is_some() && x.pref.colour == y.pref.colour;
    let strong = ctx.rules.preference == PreferenceType::TypeB && same && x.pref.strong && y.pref.strong;
    let c10 = if ctx.last_two {
        0
    } else {
        u32::from(ups.contains(&a) && y.floated_last) + u32::from(ups.contains(&b) && x.floated_last)
    };
    PairQuality { c8: u32::from(same), c9: u32::from(strong), c10 }
}

/// Pairs the round (3.3.2): the PAB, then bracket after bracket from the top.
///
/// # Errors
/// [`NoPairing`] when the round-pairing cannot be completed (3.3.3).
pub fn pair_round(ctx: &Ctx) -> Result<RoundPairing, NoPairing> {
    lex::pair_round(ctx)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pairing::lex_procedure::{choose_pab, pair_bracket, pairs_quality};
    use crate::pairing::team::TeamRules;
    use crate::pairing::team::teams::{Preference, Team};
    use crate::tournament::{Colour, RoundNo};

    fn team(tpn: u16, score: i32) -> Team {
        Team {
            tpn: Tpn(tpn),
            score: Points(score),
            secondary: None,
            colours: Vec::new(),
            by_round: Vec::new(),
            cd: 0,
            pref: Preference::default(),
            floated_last: false,
            pab_ok: true,
            opponents: Vec::new(),
        }
    }

    /// The teams (TPN `i` at index `i - 1`) of each pair have met.
    fn met(teams: &mut [Team], pairs: &[(u16, u16)]) {
        for &(a, b) in pairs {
            teams[usize::from(a) - 1].opponents.push(Tpn(b));
            teams[usize::from(b) - 1].opponents.push(Tpn(a));
        }
        for t in teams.iter_mut() {
            t.opponents.sort();
        }
    }

    fn ctx(teams: Vec<Team>) -> Ctx {
        Ctx {
            round: RoundNo(5),
            teams,
            rules: TeamRules::default(),
            initial_colour: Colour::White,
            last_two: false,
            prohibited: Vec::new(),
            readings: crate::pairing::reading::Readings::defaults(),
        }
    }

    /// The example of 3.5.4: 2, 6, 8 on 3 points, 1, 3, 5 on 2.5; sets of two 3-point and one
    /// 2.5-point upfloaters, in the order the text prints.
    #[test]
    fn article_3_5_4_example_orders_the_upfloater_sets() {
        let scores = [(1, 25), (2, 30), (3, 25), (5, 25), (6, 30), (8, 30)];
        let c = ctx(scores.iter().map(|&(t, s)| team(t, s)).collect());
        let at = |t: u16| c.index_of(Tpn(t)).unwrap();
        let mut sets = Vec::new();
        for low in [5, 3, 1] {
            for (a, b) in [(8, 6), (8, 2), (6, 2)] {
                sets.push(vec![at(low), at(a), at(b)]);
            }
        }
        order_sets(&c, &mut sets);
        let shown: Vec<Vec<u16>> = sets.iter().map(|s| s.iter().map(|&i| c.teams[i].tpn.0).collect()).collect();
        let text = [[2, 6, 1], [2, 6, 3], [2, 6, 5], [2, 8, 1], [2, 8, 3], [2, 8, 5], [6, 8, 1], [6, 8, 3], [6, 8, 5]];
        assert_eq!(shown, text.iter().map(|s| s.to_vec()).collect::<Vec<_>>());
    }

    /// The example of 3.6.2: 11-24 16-6 10-9 8-4 is identified by 4 6 9 11 8 16 10 24.
    #[test]
    fn article_3_6_2_example_identifier() {
        let pairs = [(11, 24), (16, 6), (10, 9), (8, 4)].map(|(a, b)| (Tpn(a), Tpn(b)));
        let id: Vec<u16> = identifier(&pairs).iter().map(|t| t.0).collect();
        assert_eq!(id, vec![4, 6, 9, 11, 8, 16, 10, 24]);
    }

    /// 3.6.3–3.6.4 with no criterion to separate them: the first identifier is the top half
    /// against the bottom half (1-5 2-6 3-7 4-8 before 1-2 3-4 5-6 7-8), and a rematch moves the
    /// pair to the next identifier.
    #[test]
    fn first_identifier_wins_when_criteria_tie() {
        let c = ctx((1..=8).map(|t| team(t, 10)).collect());
        let all: Vec<usize> = (0..8).collect();
        let pairs = pair_bracket(&c, &all, &[]).unwrap();
        let shown: Vec<(u16, u16)> = pairs.iter().map(|&(a, b)| (c.teams[a].tpn.0, c.teams[b].tpn.0)).collect();
        assert_eq!(shown, vec![(1, 5), (2, 6), (3, 7), (4, 8)]);
        let mut teams: Vec<Team> = (1..=8).map(|t| team(t, 10)).collect();
        teams[0].opponents = vec![Tpn(5)];
        teams[4].opponents = vec![Tpn(1)];
        let c = ctx(teams);
        let pairs = pair_bracket(&c, &all, &[]).unwrap();
        let shown: Vec<(u16, u16)> = pairs.iter().map(|&(a, b)| (c.teams[a].tpn.0, c.teams[b].tpn.0)).collect();
        // Tops 1 2 3 4 still exist: 1 takes the next bottom (6), 2 the next free (5).
        assert_eq!(shown, vec![(1, 6), (2, 5), (3, 7), (4, 8)]);
    }

    /// [C8] before the identifier: two teams wanting White do not meet when another pairing
    /// grants every preference, even though its identifier comes later.
    #[test]
    fn colour_preferences_outrank_the_identifier() {
        let mut teams: Vec<Team> = (1..=4).map(|t| team(t, 10)).collect();
        for (i, c) in [(0, Colour::White), (2, Colour::White), (1, Colour::Black), (3, Colour::Black)] {
            teams[i].pref = Preference { colour: Some(c), strong: false };
        }
        let c = ctx(teams);
        let pairs = pair_bracket(&c, &[0, 1, 2, 3], &[]).unwrap();
        let shown: Vec<(u16, u16)> = pairs.iter().map(|&(a, b)| (c.teams[a].tpn.0, c.teams[b].tpn.0)).collect();
        // 1-3 2-4 (identifier 1 2 3 4) has two failures; 1-4 2-3 (1 2 4 3) and 1-2 3-4
        // (1 3 2 4) none: the first of these.
        assert_eq!(shown, vec![(1, 4), (2, 3)]);
        assert_eq!(pairs_quality(&c, &[], &pairs).c8, 0);
    }

    /// Reading T-16, by hand from 2.3.3 and 3.2. Twelve teams: 11 and 12 on 4 points, 1 on 3,
    /// 2 and 3 on 2.5, 4 on 2, 5–8 on 1.5, 9 and 10 on 0; 1 has met 2 and 3, 2 has met 3, 7 has
    /// met 8. Bracket 11-12; bracket {1} takes 4 (2 and 3 are rematches), using up the score
    /// level 2. Bracket {2, 3} needs two upfloaters of 1.5 ([C4], [C5]); the first set, {5, 6},
    /// leaves 7 and 8, who have met. Under (a) [C6] looks at the next scoregroup of the teams yet
    /// to be paired (5–8), which {5, 6} leaves unpairable without upfloaters: {5, 7} is taken,
    /// then 6-8 and 9-10. Under (b) the following score level (2) is used up and [C6] is void:
    /// {5, 6} is taken (2-5 3-6), and {7, 8} needs 9 and 10 (7-9 8-10).
    #[test]
    fn reading_t16b_voids_c6_when_the_next_score_level_was_used_up() {
        let scores = [(1, 30), (2, 25), (3, 25), (4, 20), (5, 15), (6, 15), (7, 15), (8, 15), (9, 0), (10, 0)];
        let mut teams: Vec<Team> = scores.iter().map(|&(t, s)| team(t, s)).collect();
        teams.extend([team(11, 40), team(12, 40)]);
        met(&mut teams, &[(1, 2), (1, 3), (2, 3), (7, 8)]);
        let mut c = ctx(teams);
        let pairs = |c: &Ctx| {
            let rp = pair_round(c).unwrap();
            let mut v: Vec<(u16, u16)> = rp
                .brackets
                .iter()
                .flat_map(|b| b.pairs.iter())
                .map(|&(a, b)| (c.teams[a].tpn.0, c.teams[b].tpn.0))
                .collect();
            v.sort_unstable();
            v
        };
        assert_eq!(pairs(&c), vec![(1, 4), (2, 5), (3, 7), (6, 8), (9, 10), (11, 12)]);
        c.readings = crate::pairing::reading::Readings::of(&[crate::pairing::reading::parse_choice("T-16b").unwrap()]);
        assert_eq!(pairs(&c), vec![(1, 4), (2, 5), (3, 6), (7, 9), (8, 10), (11, 12)]);
    }

    /// Reading T-7, by hand from 2.3.3 and 3.5.4. 1 alone on 3 points needs one upfloater of 2
    /// points ([C4], [C5]) among 2–6; of these only 2 and 3 have not met each other. Whichever
    /// is taken, the four left cannot pair among themselves: no set reaches [C6]'s parity
    /// minimum (0), so under (a) every set fails [C6] alike and the first, {2}, is taken. Under
    /// (b) the set after which the following scoregroup needs fewest upfloaters wins: taking 2
    /// (or 3) leaves 3 4 5 6 (or 2 4 5 6), all met, needing four; taking 4 leaves 2-3 and two
    /// needing an upfloater each: two. {4} is the first such set.
    #[test]
    fn reading_t7b_grades_c6_by_the_upfloaters_the_next_bracket_needs() {
        let mut teams: Vec<Team> = vec![team(1, 30)];
        teams.extend((2..=6).map(|t| team(t, 20)));
        teams.extend((7..=12).map(|t| team(t, 10)));
        let pairs: Vec<(u16, u16)> =
            (2..=6u16).flat_map(|a| (a + 1..=6).map(move |b| (a, b))).filter(|&p| p != (2, 3)).collect();
        met(&mut teams, &pairs);
        let mut c = ctx(teams);
        let first = |c: &Ctx| {
            let rp = pair_round(c).unwrap();
            let b = &rp.brackets[0];
            (b.upfloaters.iter().map(|&i| c.teams[i].tpn.0).collect::<Vec<_>>(), b.set_quality.c6)
        };
        assert_eq!(first(&c), (vec![2], 1));
        c.readings = crate::pairing::reading::Readings::of(&[crate::pairing::reading::parse_choice("T-7b").unwrap()]);
        assert_eq!(first(&c), (vec![4], 1), "one pair of upfloaters beyond the parity minimum");
    }

    /// 3.4: lowest score, then most matches played, then the largest TPN; [C2] and 3.4.1 first.
    #[test]
    fn pab_follows_3_4() {
        let mut teams: Vec<Team> = (1..=5).map(|t| team(t, 10)).collect();
        teams[3].score = Points(5);
        teams[4].score = Points(5);
        teams[3].colours = vec![Colour::White];
        let c = ctx(teams.clone());
        assert_eq!(choose_pab(&c, &[0, 1, 2, 3, 4]).unwrap(), Some(3), "4 played more matches than 5");
        teams[3].pab_ok = false;
        let c = ctx(teams);
        assert_eq!(choose_pab(&c, &[0, 1, 2, 3, 4]).unwrap(), Some(4), "[C2] bars 4");
    }
}
