//! A whole Lim round (C.04.4.3 1.1, 2.2, 2.6): the pairing-allocated bye, the scoregroups
//! above the Median Scoregroup from the top down, those below it from the bottom up, the Median
//! Scoregroup last (enlarged pair by pair while it cannot be paired).

use super::colour::Side;
use super::group::{Direction, Group, deficiency};
use super::players::Ctx;
use crate::core::order::StableSort;
use crate::tournament::Points;

/// Where in the procedure a group was paired.
#[derive(Copy, Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub enum Stage {
    /// Above the Median Scoregroup, downward.
    Above,
    /// Below it, upward.
    Below,
    /// The Median Scoregroup.
    Median,
}

/// One scoregroup as the engine paired it.
#[derive(Clone, Debug)]
pub struct Step {
    /// Its score.
    pub score: Points,
    /// Where it stands.
    pub stage: Stage,
    /// The group with its incoming floaters.
    pub group: Group,
    /// The players it transferred.
    pub floaters: Vec<usize>,
}

/// A pair made, with the step that made it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Made {
    /// The first player scrutinised.
    pub a: usize,
    /// The opponent.
    pub b: usize,
    /// The step (index into [`RoundPairing::steps`]).
    pub step: usize,
}

/// The pairing of a round before colours are given.
#[derive(Clone, Debug, Default)]
pub struct RoundPairing {
    /// The pairs, in the order they were made.
    pub pairs: Vec<Made>,
    /// The player given the pairing-allocated bye.
    pub bye: Option<usize>,
    /// The groups in the order they were paired.
    pub steps: Vec<Step>,
    /// How many pairs 2.6 took back into the Median Scoregroup.
    pub undone: usize,
    /// 2.6: the pairs taken back, in order, with where they had been made.
    pub undone_pairs: Vec<(usize, usize, Stage)>,
    /// 1.1: the players passed over for the PAB (their absence left a field that cannot be paired).
    pub bye_passed: Vec<usize>,
    /// The engine's decisions in each group (aligned with `steps`), when asked for
    /// ([`pair_round_traced`]).
    pub traces: Vec<super::group::GroupTrace>,
}

impl RoundPairing {
    /// Whether a pair was made in or above the Median Scoregroup (5.4).
    #[must_use]
    pub fn side(&self, m: &Made) -> Side {
        match self.steps[m.step].stage {
            Stage::Below => Side::Below,
            Stage::Above | Stage::Median => Side::MedianOrAbove,
        }
    }
}

/// Why a round cannot be paired.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Impossible(pub crate::core::words::Phrase);

/// Pairs the round.
///
/// # Errors
/// [`Impossible`] when nobody may receive the PAB, or the players cannot all be paired under
/// 2.1 even once the Median Scoregroup holds everybody (2.6).
pub fn pair_round(ctx: &Ctx) -> Result<RoundPairing, Impossible> {
    pair_round_traced(ctx, false)
}

/// [`pair_round`], keeping (when `trace`) the engine's decisions in every group for the
/// walkthrough.
///
/// # Errors
/// As [`pair_round`].
pub fn pair_round_traced(ctx: &Ctx, trace: bool) -> Result<RoundPairing, Impossible> {
    let all: Vec<usize> = (0..ctx.players.len()).collect();
    let (bye, bye_passed) = choose_bye(ctx, &all)?;
    let active: Vec<usize> = all.iter().copied().filter(|&x| Some(x) != bye).collect();
    if deficiency(ctx, &active) > 0 {
        return Err(Impossible(crate::core::words::Phrase::new("nopair-lim-compatible")));
    }
    let median = ctx.median_score();
    if ctx.readings.is("L-4", "b") && active.iter().all(|&x| ctx.players[x].score != median) {
        return Err(Impossible(crate::core::words::Phrase::new("nopair-lim-no-median").dec("median", median)));
    }
    let mut scores: Vec<Points> = active.iter().map(|&x| ctx.players[x].score).collect();
    scores.sort_unstable_by(|a, b| b.cmp(a));
    scores.dedup();
    let of = |s: Points| -> Vec<usize> { active.iter().copied().filter(|&x| ctx.players[x].score == s).collect() };
    let mut rp = RoundPairing { bye, bye_passed, ..RoundPairing::default() };
    // 2.2: downward to just before the median group.
    let above: Vec<Points> = scores.iter().copied().filter(|&s| s > median).collect();
    let mut carry = Vec::new();
    for &s in &above {
        let next =
            scores.get(scores.iter().position(|&x| x == s).map_or(0, |p| p + 1)).map_or_else(Vec::new, |&n| of(n));
        let g = Group {
            residents: of(s),
            down_in: std::mem::take(&mut carry),
            up_in: Vec::new(),
            dir: Direction::Down,
            next,
        };
        carry = run(ctx, &mut rp, g, s, Stage::Above, trace);
    }
    let mut down = carry;
    // Then upward from the lowest group.
    let below: Vec<Points> = scores.iter().rev().copied().filter(|&s| s < median).collect();
    let mut carry = Vec::new();
    for &s in &below {
        let pos = scores.iter().position(|&x| x == s).unwrap_or(0);
        let next = if pos == 0 { Vec::new() } else { of(scores[pos - 1]) };
        let g = Group {
            residents: of(s),
            down_in: Vec::new(),
            up_in: std::mem::take(&mut carry),
            dir: Direction::Up,
            next,
        };
        carry = run(ctx, &mut rp, g, s, Stage::Below, trace);
    }
    let mut up = carry;
    // The Median Scoregroup, paired downward; 2.6 while it cannot be paired.
    let residents = of(median);
    loop {
        let g = Group {
            residents: residents.clone(),
            down_in: down.clone(),
            up_in: up.clone(),
            dir: Direction::Down,
            next: Vec::new(),
        };
        if deficiency(ctx, &g.members()) == 0 {
            let step = rp.steps.len();
            let mut t = trace.then(super::group::GroupTrace::default);
            let pairs = g.pair_players_traced(ctx, &g.members(), t.as_mut());
            rp.pairs.extend(pairs.into_iter().map(|(a, b)| Made { a, b, step }));
            rp.traces.extend(t);
            rp.steps.push(Step { score: median, stage: Stage::Median, group: g, floaters: Vec::new() });
            return Ok(rp);
        }
        // 2.6 (reading L-7): the pair nearest the median group on the chosen side.
        let from_below = down.len() > up.len();
        let take = |rp: &RoundPairing, stage: Stage| rp.pairs.iter().rposition(|m| rp.steps[m.step].stage == stage);
        let pick = if from_below {
            take(&rp, Stage::Below).map(|i| (i, true)).or_else(|| take(&rp, Stage::Above).map(|i| (i, false)))
        } else {
            take(&rp, Stage::Above).map(|i| (i, false)).or_else(|| take(&rp, Stage::Below).map(|i| (i, true)))
        };
        let Some((i, lower)) = pick else {
            return Err(Impossible(crate::core::words::Phrase::new("nopair-lim-median-undone")));
        };
        let m = rp.pairs.remove(i);
        rp.undone += 1;
        rp.undone_pairs.push((m.a, m.b, rp.steps[m.step].stage));
        if lower {
            up.extend([m.a, m.b]);
        } else {
            down.extend([m.a, m.b]);
        }
    }
}

/// Pairs one group, records it, returns its floaters.
fn run(ctx: &Ctx, rp: &mut RoundPairing, g: Group, score: Points, stage: Stage, trace: bool) -> Vec<usize> {
    let out = g.pair_traced(ctx, trace);
    rp.traces.extend(out.trace.clone());
    let step = rp.steps.len();
    rp.pairs.extend(out.pairs.iter().map(|&(a, b)| Made { a, b, step }));
    rp.steps.push(Step { score, stage, group: g, floaters: out.floaters.clone() });
    out.floaters
}

/// 1.1, 7.1, 8.2 (reading L-3): with an odd number of players, the PAB goes to the
/// lowest-ranked player of the lowest scoregroup who may receive it (Basic Rules) and whose
/// absence leaves a field that can be paired (2.1); failing that, the next one up. With the
/// players passed over.
fn choose_bye(ctx: &Ctx, all: &[usize]) -> Result<(Option<usize>, Vec<usize>), Impossible> {
    if all.len() % 2 == 0 {
        return Ok((None, Vec::new()));
    }
    let mut order: Vec<usize> = all.iter().copied().filter(|&x| ctx.players[x].pab_ok).collect();
    if order.is_empty() {
        return Err(Impossible(crate::core::words::Phrase::new("nopair-lim-nobody-bye")));
    }
    order.stable_sort_by_key(&|&x| (ctx.players[x].score, std::cmp::Reverse(x)));
    let mut passed = Vec::new();
    for &x in &order {
        let rest: Vec<usize> = all.iter().copied().filter(|&y| y != x).collect();
        if deficiency(ctx, &rest) == 0 {
            return Ok((Some(x), passed));
        }
        passed.push(x);
    }
    Err(Impossible(crate::core::words::Phrase::new("nopair-lim-bye-field")))
}

#[cfg(test)]
mod reading_tests {
    use super::*;
    use crate::pairing::reading::{Readings, parse_choice};
    use crate::tournament::{RoundNo, Tournament};
    use crate::trf::TrfDocument;

    /// Reading L-4: after round 1 with two decisive games (1 and 3 won) the scores are 1 and
    /// 0; the Median Scoregroup of round 2 has 0.5 (2.2: half of one round played): nobody.
    /// (a) pairs top-down to it and bottom-up (1 v 3, 2 v 4); (b) refuses, naming 2.2.
    #[test]
    fn no_median_scoregroup_is_paired_or_refused_by_reading_l4() {
        let text = "XXR 3\n\
001    1      Player1                          2400                              1.0    0     2 w 1\n\
001    2      Player2                          2300                              0.0    0     1 b 0\n\
001    3      Player3                          2200                              1.0    0     4 w 1\n\
001    4      Player4                          2100                              0.0    0     3 b 0\n";
        let t = Tournament::from_trf(&TrfDocument::from_bytes(text.as_bytes()).unwrap()).unwrap();
        let round = RoundNo(2);
        let ctx = Ctx::new(&t, round);
        assert_eq!(ctx.median_score(), Points::tenths(5));
        let rp = pair_round(&ctx).unwrap();
        let mut pairs: Vec<(u16, u16)> = rp
            .pairs
            .iter()
            .map(|m| {
                let (a, b) = (ctx.players[m.a].tpn.0, ctx.players[m.b].tpn.0);
                (a.min(b), a.max(b))
            })
            .collect();
        pairs.sort_unstable();
        assert_eq!(pairs, vec![(1, 3), (2, 4)]);
        let refused = pair_round(&Ctx::under(&t, round, &Readings::of(&[parse_choice("L-4b").unwrap()])));
        let e = refused.err().unwrap().0.to_string();
        assert!(e.contains("2.2") && e.contains("L-4b"), "{e}");
    }
}
