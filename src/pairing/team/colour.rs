//! Colour allocation of the Swiss Team Pairing System (C.04.6 2026, Article 4): the first-team
//! (4.2) and the nine rules of 4.3, the first that decides.

use super::teams::{Ctx, PreferenceType, Team};
use crate::tournament::Colour;
use serde::Serialize;

/// The rule of 4.3 that decided a pair's colours.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub enum ColourRule {
    /// 4.3.1 neither has played: the initial-colour by the first-team's TPN.
    InitialColour,
    /// 4.3.2 only one team has a preference.
    OnePreference,
    /// 4.3.3 opposite preferences.
    OppositePreferences,
    /// 4.3.4 (Type B) only one strong preference.
    StrongPreference,
    /// 4.3.5 White to the lower colour difference.
    LowerDifference,
    /// 4.3.6 alternate from the most recent round with different colours.
    Alternate,
    /// 4.3.7 the first-team's preference.
    FirstTeamPreference,
    /// 4.3.8 alternate the first-team's last colour.
    FirstTeamLast,
    /// 4.3.9 alternate the other team's last colour.
    OtherTeamLast,
}

impl ColourRule {
    /// The article.
    #[must_use]
    pub fn article(self) -> &'static str {
        match self {
            ColourRule::InitialColour => "4.3.1",
            ColourRule::OnePreference => "4.3.2",
            ColourRule::OppositePreferences => "4.3.3",
            ColourRule::StrongPreference => "4.3.4",
            ColourRule::LowerDifference => "4.3.5",
            ColourRule::Alternate => "4.3.6",
            ColourRule::FirstTeamPreference => "4.3.7",
            ColourRule::FirstTeamLast => "4.3.8",
            ColourRule::OtherTeamLast => "4.3.9",
        }
    }

    /// In an arbiter's words: the id of its [`crate::core::words::Phrase`] in the catalogues.
    #[must_use]
    pub fn phrase_id(self) -> &'static str {
        match self {
            ColourRule::InitialColour => "team-colour-initial",
            ColourRule::OnePreference => "team-colour-one-preference",
            ColourRule::OppositePreferences => "team-colour-opposite",
            ColourRule::StrongPreference => "team-colour-strong",
            ColourRule::LowerDifference => "team-colour-lower-difference",
            ColourRule::Alternate => "team-colour-alternate",
            ColourRule::FirstTeamPreference => "team-colour-first-team",
            ColourRule::FirstTeamLast => "team-colour-first-team-last",
            ColourRule::OtherTeamLast => "team-colour-other-team-last",
        }
    }
}

/// 4.2: whether `a` is the first-team of the pair (higher primary score, then higher secondary
/// score when used, then smaller TPN).
#[must_use]
pub fn is_first_team(a: &Team, b: &Team) -> bool {
    if a.score != b.score {
        return a.score > b.score;
    }
    if let (Some(x), Some(y)) = (a.secondary, b.secondary) {
        if x != y {
            return x > y;
        }
    }
    a.tpn < b.tpn
}

/// 4.3.6: the first-team `f`'s colour in the most recent time `f` and `o` had different
/// colours. By default the played sequences right-aligned, unplayed rounds dropped (reading
/// T-11 (a), the Note: GHR 3.4); under T-11 (b) round by round as paired, a forfeited match
/// counted with its paired colour and a round without a match for either team skipped.
#[must_use]
pub fn last_differing(ctx: &Ctx, f: &Team, o: &Team) -> Option<Colour> {
    let differing = |(x, y): (&Colour, &Colour)| (x != y).then_some(*x);
    if ctx.readings.is("T-11", "b") {
        f.by_round.iter().zip(&o.by_round).rev().find_map(|(x, y)| differing((x.as_ref()?, y.as_ref()?)))
    } else {
        f.colours.iter().rev().zip(o.colours.iter().rev()).find_map(differing)
    }
}

/// The colours of the pair `a`, `b` (indices): (White, Black, the rule that decided).
#[must_use]
pub fn allocate(ctx: &Ctx, a: usize, b: usize) -> (usize, usize, ColourRule) {
    let (f, o) = if is_first_team(&ctx.teams[a], &ctx.teams[b]) { (a, b) } else { (b, a) };
    let (tf, to) = (&ctx.teams[f], &ctx.teams[o]);
    let give = |x: usize, c: Colour, r: ColourRule| {
        let y = if x == f { o } else { f };
        if c == Colour::White { (x, y, r) } else { (y, x, r) }
    };
    if tf.colours.is_empty() && to.colours.is_empty() {
        let c = if tf.tpn.0 % 2 == 1 { ctx.initial_colour } else { ctx.initial_colour.opposite() };
        return give(f, c, ColourRule::InitialColour);
    }
    match (tf.pref.colour, to.pref.colour) {
        (Some(c), None) => return give(f, c, ColourRule::OnePreference),
        (None, Some(c)) => return give(o, c, ColourRule::OnePreference),
        (Some(x), Some(y)) if x != y => return give(f, x, ColourRule::OppositePreferences),
        _ => {}
    }
    if ctx.rules.preference == PreferenceType::TypeB && tf.pref.strong != to.pref.strong {
        let s = if tf.pref.strong { f } else { o };
        if let Some(c) = ctx.teams[s].pref.colour {
            return give(s, c, ColourRule::StrongPreference);
        }
    }
    if tf.cd != to.cd {
        let lower = if tf.cd < to.cd { f } else { o };
        return give(lower, Colour::White, ColourRule::LowerDifference);
    }
    if let Some(cf) = last_differing(ctx, tf, to) {
        return give(f, cf.opposite(), ColourRule::Alternate);
    }
    if let Some(c) = tf.pref.colour {
        return give(f, c, ColourRule::FirstTeamPreference);
    }
    if let Some(&c) = tf.colours.last() {
        return give(f, c.opposite(), ColourRule::FirstTeamLast);
    }
    let c = to.colours.last().copied().unwrap_or(Colour::Black);
    give(o, c.opposite(), ColourRule::OtherTeamLast)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pairing::team::TeamRules;
    use crate::pairing::team::teams::{Preference, preference};
    use crate::tournament::{Points, RoundNo, Tpn};
    use Colour::{Black as B, White as W};

    fn team(tpn: u16, colours: &[Colour]) -> Team {
        let cd = colours.iter().map(|&c| if c == W { 1 } else { -1 }).sum();
        Team {
            tpn: Tpn(tpn),
            score: Points(10),
            secondary: None,
            colours: colours.to_vec(),
            by_round: colours.iter().map(|&c| Some(c)).collect(),
            cd,
            pref: preference(PreferenceType::TypeA, colours, false),
            floated_last: false,
            pab_ok: true,
            opponents: Vec::new(),
        }
    }

    fn ctx(teams: Vec<Team>) -> Ctx {
        Ctx {
            round: RoundNo(5),
            teams,
            rules: TeamRules::default(),
            initial_colour: W,
            last_two: false,
            prohibited: Vec::new(),
            readings: crate::pairing::reading::Readings::defaults(),
        }
    }

    /// The note of 4.3.5: -2 is lower than -1, +1 is lower than +2. Both teams want the same
    /// colour (so 4.3.2 and 4.3.3 do not decide) and the lower colour difference gets White.
    #[test]
    fn article_4_3_5_note_lower_difference() {
        let c = ctx(vec![team(1, &[B, B, W, B]), team(2, &[B, W, B, B, B])]); // CD -2, CD -3
        assert_eq!(c.teams[0].pref.colour, Some(W));
        assert_eq!(c.teams[1].pref.colour, Some(W));
        let (w, _, r) = allocate(&c, 0, 1);
        assert_eq!((c.teams[w].tpn, r), (Tpn(2), ColourRule::LowerDifference));
        let c = ctx(vec![team(1, &[W, W, B, W]), team(2, &[B, W, W])]); // CD +2, CD +1, both want Black
        let (w, _, r) = allocate(&c, 0, 1);
        assert_eq!((c.teams[w].tpn, r), (Tpn(2), ColourRule::LowerDifference), "+1 is lower than +2");
    }

    /// Reading T-11, by hand from 4.3.6 and 4.3.8. 1 played White then Black and won round 3 by
    /// forfeit as White; 2 played White then Black and won round 3 by forfeit as Black. Both have
    /// CD 0 and no preference (1.7.1), and the same played sequences: under (a) 4.3.6 does not
    /// decide and 4.3.8 alternates the first-team 1's last played colour (Black): 1 White. Under
    /// (b) round 3, where both had a match, differs (1 White): 1 Black, 2 White.
    #[test]
    fn reading_t11b_counts_a_forfeited_match_with_its_paired_colour() {
        let mut c = ctx(vec![team(1, &[W, B]), team(2, &[W, B])]);
        c.teams[0].by_round = vec![Some(W), Some(B), Some(W)];
        c.teams[1].by_round = vec![Some(W), Some(B), Some(B)];
        let (w, _, r) = allocate(&c, 0, 1);
        assert_eq!((c.teams[w].tpn, r), (Tpn(1), ColourRule::FirstTeamLast));
        c.readings = crate::pairing::reading::Readings::of(&[crate::pairing::reading::parse_choice("T-11b").unwrap()]);
        let (w, _, r) = allocate(&c, 0, 1);
        assert_eq!((c.teams[w].tpn, r), (Tpn(2), ColourRule::Alternate));
        // A round in which one of them had no match is skipped: 2 had the PAB in round 3.
        c.teams[1].by_round = vec![Some(W), Some(B), None];
        assert_eq!(allocate(&c, 0, 1).2, ColourRule::FirstTeamLast);
    }

    /// Reading T-1, by hand from 1.7.2 and 4.3: Type B, the last round. 1 (W W B B, CD 0, Black
    /// in the last two) and 2 (B B W, CD −1: a mild preference for White). Under (a) 1 has a
    /// strong preference for White and 4.3.4 grants it: 1 White. Under (b) 1 has none, and 4.3.2
    /// grants 2's: 2 White.
    #[test]
    fn reading_t1b_drops_the_last_round_strong_preference_of_cd_0() {
        let both = |under: &crate::pairing::reading::Readings| {
            let mut c = ctx(vec![team(1, &[W, W, B, B]), team(2, &[B, B, W])]);
            c.rules.preference = PreferenceType::TypeB;
            for t in &mut c.teams {
                t.pref = super::super::teams::preference_under(PreferenceType::TypeB, &t.colours, true, under);
            }
            let (w, _, r) = allocate(&c, 0, 1);
            (c.teams[w].tpn, r)
        };
        let a = crate::pairing::reading::Readings::defaults();
        assert_eq!(both(&a), (Tpn(1), ColourRule::StrongPreference));
        let b = crate::pairing::reading::Readings::of(&[crate::pairing::reading::parse_choice("T-1b").unwrap()]);
        assert_eq!(both(&b), (Tpn(2), ColourRule::OnePreference));
    }

    #[test]
    fn first_round_initial_colour_and_later_rules() {
        let c = ctx(vec![team(1, &[]), team(2, &[])]);
        let (w, _, r) = allocate(&c, 0, 1);
        assert_eq!((w, r), (0, ColourRule::InitialColour), "odd TPN 1 gets the initial-colour");
        let c = ctx(vec![team(2, &[]), team(3, &[])]);
        assert_eq!(allocate(&c, 0, 1).0, 1, "first-team 2 is even: it gets the opposite colour");
        // One preference (4.3.2): 1 has had White twice, 2 has no preference.
        let c = ctx(vec![team(1, &[B, W, W]), team(2, &[W, B])]);
        let (w, _, r) = allocate(&c, 0, 1);
        assert_eq!((c.teams[w].tpn, r), (Tpn(2), ColourRule::OnePreference));
        // Equal CDs, no preferences: 4.3.6 alternates from the latest round the colours differed.
        let c = ctx(vec![team(1, &[W, B]), team(2, &[B, W])]);
        let (w, _, r) = allocate(&c, 0, 1);
        assert_eq!((c.teams[w].tpn, r), (Tpn(1), ColourRule::Alternate));
        // Same histories: 4.3.8 alternates the first-team's last colour.
        let c = ctx(vec![team(1, &[W, B]), team(2, &[W, B])]);
        let (w, _, r) = allocate(&c, 0, 1);
        assert_eq!((c.teams[w].tpn, r), (Tpn(1), ColourRule::FirstTeamLast));
        // Type B: a strong preference against a mild one of the same colour (4.3.4).
        let mut c = ctx(vec![team(1, &[W]), team(2, &[W, W])]);
        c.rules.preference = PreferenceType::TypeB;
        c.teams[0].pref = Preference { colour: Some(B), strong: false };
        c.teams[1].pref = Preference { colour: Some(B), strong: true };
        let (w, _, r) = allocate(&c, 0, 1);
        assert_eq!((c.teams[w].tpn, r), (Tpn(1), ColourRule::StrongPreference));
    }
}
