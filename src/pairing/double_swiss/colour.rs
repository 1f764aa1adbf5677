//! Colour allocation of the Double-Swiss System (C.04.5 2026, Article 4, as MD paraphrases it:
//! no colour preferences). The colour of a match is the colour of its game 1; game 2 is played
//! with the colours reversed (4.4). The higher-ranked player (4.2) is the one with the higher
//! score, then the smaller TPN; the rules of 4.3 apply in order, the first that decides.

use super::players::{Ctx, Player};
use crate::tournament::Colour;
use serde::Serialize;

/// The rule of 4.3 that decided a pair's colours.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub enum ColourRule {
    /// 4.3.1 neither has played: the initial-colour by the higher-ranked player's TPN.
    InitialColour,
    /// 4.3.2 White to the player with fewer Whites.
    FewerWhites,
    /// 4.3.3 alternate from the most recent match where their colours differed.
    Alternate,
    /// 4.3.4 alternate the higher-ranked player's colour from its last match played.
    HigherRankedLast,
    /// 4.3.5 alternate the other player's colour from its last match played.
    OtherLast,
}

impl ColourRule {
    /// The article.
    #[must_use]
    pub fn article(self) -> &'static str {
        match self {
            ColourRule::InitialColour => "4.3.1",
            ColourRule::FewerWhites => "4.3.2",
            ColourRule::Alternate => "4.3.3",
            ColourRule::HigherRankedLast => "4.3.4",
            ColourRule::OtherLast => "4.3.5",
        }
    }

    /// The id of the `Phrase` that words the rule (the `ds-colour-*` messages).
    #[must_use]
    pub fn phrase_id(self) -> &'static str {
        match self {
            ColourRule::InitialColour => "ds-colour-initial",
            ColourRule::FewerWhites => "ds-colour-fewer-whites",
            ColourRule::Alternate => "ds-colour-alternate",
            ColourRule::HigherRankedLast => "ds-colour-higher-last",
            ColourRule::OtherLast => "ds-colour-other-last",
        }
    }

    /// In an arbiter's words.
    #[must_use]
    pub fn words(self) -> &'static str {
        match self {
            ColourRule::InitialColour => {
                "neither player has played a match: the initial-colour by the higher-ranked player's TPN"
            }
            ColourRule::FewerWhites => "White (in game 1) to the player with fewer matches with White",
            ColourRule::Alternate => "alternate from the most recent match where their colours differed",
            ColourRule::HigherRankedLast => "alternate the higher-ranked player's colour from its last match played",
            ColourRule::OtherLast => "alternate the other player's colour from its last match played",
        }
    }
}

/// 4.2: `a` ranks above `b` (higher score, then smaller TPN).
#[must_use]
pub fn ranks_above(a: &Player, b: &Player) -> bool {
    (a.score, std::cmp::Reverse(a.tpn)) > (b.score, std::cmp::Reverse(b.tpn))
}

/// 4.3.3 with the General Handling Rules 3.4 ("only played games or matches count in situations
/// where the colour sequence is meaningful": BWBuW is treated as uBWBW; reading DS-11): the two
/// players' colours of the matches they played, right-aligned, compared from the most recent;
/// the first pair that differs, as how many played matches back it lies (1 = the last match
/// each played) and `a`'s colour in it. `by_round` (reading DS-11 (b), `--reading DS-11b`):
/// round by round instead, a round in which either did not play skipped; how many rounds back.
#[must_use]
pub fn last_differing(a: &Player, b: &Player, by_round: bool) -> Option<(usize, Colour)> {
    if by_round {
        let n = a.rounds.len().min(b.rounds.len());
        return (0..n).rev().find_map(|r| match (a.rounds[r], b.rounds[r]) {
            (Some(x), Some(y)) if x != y => Some((n - r, x)),
            _ => None,
        });
    }
    let played = |p: &Player| -> Vec<Colour> { p.rounds.iter().flatten().copied().collect() };
    let (pa, pb) = (played(a), played(b));
    pa.iter().rev().zip(pb.iter().rev()).enumerate().find_map(|(k, (x, y))| (x != y).then_some((k + 1, *x)))
}

/// 4.3: who has White in game 1 of the match `a`–`b` (indices): (White, Black, the rule).
#[must_use]
pub fn allocate(ctx: &Ctx, a: usize, b: usize) -> (usize, usize, ColourRule) {
    let (hi, lo) = if ranks_above(&ctx.players[a], &ctx.players[b]) { (a, b) } else { (b, a) };
    let (h, l) = (&ctx.players[hi], &ctx.players[lo]);
    let give = |hi_colour: Colour, rule| if hi_colour == Colour::White { (hi, lo, rule) } else { (lo, hi, rule) };
    if h.matches_played() == 0 && l.matches_played() == 0 {
        let c = if h.tpn.0 % 2 == 1 { ctx.initial_colour } else { ctx.initial_colour.opposite() };
        return give(c, ColourRule::InitialColour);
    }
    if h.whites() != l.whites() {
        let c = if h.whites() < l.whites() { Colour::White } else { Colour::Black };
        return give(c, ColourRule::FewerWhites);
    }
    if let Some((_, x)) = last_differing(h, l, ctx.readings.is("DS-11", "b")) {
        return give(x.opposite(), ColourRule::Alternate);
    }
    if let Some(c) = h.last_colour() {
        return give(c.opposite(), ColourRule::HigherRankedLast);
    }
    let c = l.last_colour().unwrap_or(ctx.initial_colour);
    give(c, ColourRule::OtherLast)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::{Points, RoundNo, Tpn};
    use Colour::{Black as B, White as W};

    fn p(tpn: u16, score: i32, rounds: Vec<Option<Colour>>) -> Player {
        Player { tpn: Tpn(tpn), score: Points(score), rounds, floated_last: false, pab_ok: true, opponents: vec![] }
    }

    fn ctx(players: Vec<Player>) -> Ctx {
        Ctx {
            round: RoundNo(3),
            players,
            initial_colour: W,
            floats_apply: true,
            prohibited: vec![],
            readings: crate::pairing::reading::Readings::defaults(),
        }
    }

    #[test]
    fn the_rules_of_4_3_in_order() {
        let c = ctx(vec![p(1, 20, vec![]), p(2, 20, vec![])]);
        assert_eq!(allocate(&c, 0, 1), (0, 1, ColourRule::InitialColour), "odd TPN: the initial-colour");
        let c = ctx(vec![p(2, 20, vec![]), p(3, 10, vec![])]);
        assert_eq!(allocate(&c, 0, 1), (1, 0, ColourRule::InitialColour), "even TPN: the other colour");
        let c = ctx(vec![p(1, 20, vec![Some(W), Some(W)]), p(2, 20, vec![Some(W), Some(B)])]);
        assert_eq!(allocate(&c, 0, 1), (1, 0, ColourRule::FewerWhites));
        let c = ctx(vec![p(1, 20, vec![Some(W), Some(B)]), p(2, 20, vec![Some(B), Some(W)])]);
        assert_eq!(allocate(&c, 0, 1), (0, 1, ColourRule::Alternate), "round 2: 1 Black, 2 White");
        let c = ctx(vec![p(1, 20, vec![Some(W), None]), p(2, 20, vec![None, Some(W)])]);
        assert_eq!(allocate(&c, 0, 1), (1, 0, ColourRule::HigherRankedLast), "1 had White last: Black now");
        // GHR 3.4: BWBuW is treated as uBWBW. 1 = B W B W, 2 = W B W u. Round by round, round 4
        // is skipped and round 3 differs (1 Black: White now). Over the matches played,
        // right-aligned, 1's W B W (its last three) against 2's W B W never differ: 4.3.3 does
        // not decide, 4.3.4 gives the higher-ranked 1 the other colour of its last (White): Black.
        let c = ctx(vec![
            p(1, 20, vec![Some(B), Some(W), Some(B), Some(W)]),
            p(2, 20, vec![Some(W), Some(B), Some(W), None]),
        ]);
        assert_eq!(last_differing(&c.players[0], &c.players[1], false), None);
        assert_eq!(allocate(&c, 0, 1), (1, 0, ColourRule::HigherRankedLast));
        // Reading DS-11 (b), round by round: round 4 skipped (2 did not play), round 3 differs,
        // 1 had Black there: White now (4.3.3), where (a) gave it Black by 4.3.4.
        let mut c = c;
        c.readings = crate::pairing::reading::Readings::of(&[crate::pairing::reading::parse_choice("DS-11b").unwrap()]);
        assert_eq!(last_differing(&c.players[0], &c.players[1], true), Some((2, B)));
        assert_eq!(allocate(&c, 0, 1), (0, 1, ColourRule::Alternate));
        // A difference two played matches back.
        let c =
            ctx(vec![p(1, 20, vec![Some(W), Some(B), None, Some(W)]), p(2, 20, vec![Some(B), None, Some(W), Some(W)])]);
        assert_eq!(last_differing(&c.players[0], &c.players[1], false), Some((2, B)));
        assert_eq!(allocate(&c, 0, 1), (0, 1, ColourRule::Alternate), "1 had Black there: White now");
        let c = ctx(vec![p(1, 30, vec![None, None]), p(2, 20, vec![Some(B), None])]);
        assert_eq!(allocate(&c, 0, 1), (1, 0, ColourRule::OtherLast), "2 had Black: White now, 1 Black");
    }
}
