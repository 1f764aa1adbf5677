//! `pair --walkthrough` under the Dubov System (C.04.4.1 2026): the round paired by hand, in
//! the order of the text's own procedure — the PAB first (3.1), then every scoregroup from the
//! top: the residents, how many upfloaters ([C5], 3.2.1), which ones (the pool numbered by
//! 4.2.2, the sets in the order of 4.2 with their [C6]–[C10]), the White and Black seekers (G1
//! and G2, 3.2.3) and their shifts (3.2.4, 4.3), S1 by ARO (3.2.5) against the first legal
//! transposition of G2 (3.2.6, 4.4), and last the colours of every board (5.2). Every step
//! names its article.
//!
//! The walk makes its own choices where a hand would: the upfloater sets are taken in 4.2
//! order and each is scored in full (no bound cuts the list short), and T2 is found by trying
//! G2's players position by position in 4.4.2 order. Its pairing must be the engine's
//! ([`super::pair`]); the tests check that it is. Every step is a phrase of the catalogues
//! (`walk.ftl`, es and en), worded in the language asked for; JSON carries the English.

use crate::core::order::StableSort;

pub mod render;

use crate::core::words::Phrase;
use crate::pairing::Pairing;
use crate::pairing::dubov::bracket::{self, MAX_SETS, NoPairing, Quality, RoundPairing};
use crate::pairing::dubov::colour::{self, ColourRule};
use crate::pairing::dubov::players::Ctx;
pub use crate::pairing::walk::{LIST_LIMIT, Step};
use crate::pairing::walk::{colour_word, list, step, tpn};
use crate::tournament::{Colour, Points, RoundNo, Tpn};
use serde::Serialize;

/// One scoregroup paired.
#[derive(Clone, Debug, Serialize)]
pub struct BracketWalk {
    /// The residents' score.
    pub score: Points,
    /// The steps, in the text's order.
    pub steps: Vec<Step>,
    /// The pairs made (S1 player, T2 player), by TPN.
    pub pairs: Vec<(Tpn, Tpn)>,
}

/// The walk of one round.
#[derive(Clone, Debug, Serialize)]
pub struct Walkthrough {
    /// The round.
    pub round: RoundNo,
    /// What holds for the whole round (players, MaxT, last round, initial-colour).
    pub round_facts: Vec<Step>,
    /// 3.1: the pairing-allocated bye (empty with an even number of players).
    pub pab: Vec<Step>,
    /// The scoregroups, from the top.
    pub brackets: Vec<BracketWalk>,
    /// 5.2: the colours of every board, in board order.
    pub colours: Vec<Step>,
    /// The pairing walked (boards in the order of C.04.2).
    pub pairing: Pairing,
}

impl Walkthrough {
    /// The player given the PAB, if any.
    #[must_use]
    pub fn bye_tpn(&self) -> Option<Tpn> {
        self.pairing.bye
    }
}

/// A list cut at [`LIST_LIMIT`] items, with how many were left out.
fn listed(items: impl IntoIterator<Item = Phrase>) -> Phrase {
    list(items.into_iter().collect())
}

/// A list joined by commas in full (no cut).
fn joined(items: Vec<Phrase>) -> Phrase {
    let mut it = items.into_iter().rev();
    let Some(last) = it.next() else { return Phrase::new("walk-none") };
    it.fold(last, |acc, p| Phrase::new("walk-list").arg("first", p).arg("rest", acc))
}

/// The strength of a colour preference in words.
fn strength_word(s: crate::tournament::PreferenceStrength) -> Phrase {
    use crate::tournament::PreferenceStrength as S;
    Phrase::new(match s {
        S::None => "walk-dubov-strength-none",
        S::Mild => "walk-dubov-strength-mild",
        S::Strong => "walk-dubov-strength-strong",
        S::Absolute => "walk-dubov-strength-absolute",
    })
}

/// A player numbered in a list, `#2 7`.
fn numbered(n: usize, t: Tpn) -> Phrase {
    Phrase::new("walk-dubov-numbered").arg("n", n).arg("tpn", t.0)
}

/// Walks the pairing of the round of `ctx`.
///
/// # Errors
/// [`NoPairing`] when no pairing complies with [C1]–[C4] (1.9.3: the Chief Arbiter decides).
pub fn walk(ctx: &Ctx) -> Result<Walkthrough, NoPairing> {
    let all: Vec<usize> = (0..ctx.players.len()).collect();
    let p = |i: usize| ctx.players[i].tpn;
    let mut round_facts = vec![step(
        "1.2, 1.3",
        Phrase::new("walk-dubov-players").arg("count", all.len()).arg("round", ctx.round.0).arg(
            "groups",
            listed(
                scoregroups(ctx).into_iter().map(|(s, n)| Phrase::new("walk-group").dec("score", s).arg("count", n)),
            ),
        ),
    )];
    round_facts.push(step(
        "1.8.2",
        Phrase::new(if ctx.last_round { "walk-dubov-maxt-last" } else { "walk-dubov-maxt" })
            .arg("maxt", ctx.max_t.to_string()),
    ));
    round_facts.push(step("5.1", Phrase::new("walk-initial-colour").arg("colour", colour_word(ctx.initial_colour))));
    let mut remaining = all.clone();
    let mut pab = Vec::new();
    let mut bye = None;
    if all.len() % 2 == 1 {
        let (b, steps) = walk_pab(ctx, &all)?;
        pab = steps;
        bye = Some(b);
        remaining.retain(|&i| i != b);
    } else if !bracket::pairable(ctx, &all) {
        return Err(NoPairing(crate::core::words::Phrase::new("nopair-c1-c3").arg("cite", "[C4], 1.9.3")));
    }
    let mut pairs = Vec::new();
    let mut brackets = Vec::new();
    while !remaining.is_empty() {
        let (w, made) = walk_bracket(ctx, &remaining)?;
        remaining.retain(|i| !made.iter().any(|&(a, b)| a == *i || b == *i));
        pairs.extend(made);
        brackets.push(w);
    }
    let mut colours = Vec::new();
    let pairing =
        crate::pairing::dubov::boards_of(ctx, &RoundPairing { pairs: pairs.clone(), bye, brackets: Vec::new() });
    for (n, b) in pairing.boards.iter().enumerate() {
        let (x, y) = pairs
            .iter()
            .copied()
            .find(|&(a, c)| (p(a), p(c)) == (b.white, b.black) || (p(c), p(a)) == (b.white, b.black))
            .unwrap_or((0, 0));
        let (_, _, rule) = colour::allocate(ctx, x, y);
        colours.push(step(rule.article(), colour_reason(ctx, n + 1, x, y, rule)));
    }
    Ok(Walkthrough { round: ctx.round, round_facts, pab, brackets, colours, pairing })
}

/// The scoregroups of the round, from the top, with their sizes.
fn scoregroups(ctx: &Ctx) -> Vec<(Points, usize)> {
    let mut v: Vec<(Points, usize)> = Vec::new();
    let mut scores: Vec<Points> = ctx.players.iter().map(|p| p.score).collect();
    scores.stable_sort_by(&|a, b| b.cmp(a));
    for s in scores {
        match v.last_mut() {
            Some((t, n)) if *t == s => *n += 1,
            _ => v.push((s, 1)),
        }
    }
    v
}

/// 3.1: the PAB, candidate by candidate.
fn walk_pab(ctx: &Ctx, all: &[usize]) -> Result<(usize, Vec<Step>), NoPairing> {
    let pl = &ctx.players;
    let barred: Vec<usize> = all.iter().copied().filter(|&i| !pl[i].pab_ok).collect();
    let mut steps = vec![step(
        "3.1.1 [C2]",
        Phrase::new("walk-pab-barred").arg("list", listed(barred.iter().map(|&i| tpn(pl[i].tpn)))),
    )];
    let mut cands: Vec<usize> = all.iter().copied().filter(|&i| pl[i].pab_ok).collect();
    cands.stable_sort_by(&|&a, &b| {
        pl[a]
            .score
            .cmp(&pl[b].score)
            .then(pl[b].colours.len().cmp(&pl[a].colours.len()))
            .then(pl[b].tpn.cmp(&pl[a].tpn))
    });
    steps.push(step(
        "3.1.3–3.1.5",
        Phrase::new("walk-dubov-pab-order").arg(
            "list",
            listed(cands.iter().map(|&i| {
                Phrase::new("walk-dubov-pab-candidate")
                    .arg("tpn", pl[i].tpn.0)
                    .dec("score", pl[i].score)
                    .arg("games", pl[i].colours.len())
            })),
        ),
    ));
    for c in cands {
        let rest: Vec<usize> = all.iter().copied().filter(|&i| i != c).collect();
        if bracket::pairable(ctx, &rest) {
            steps.push(step("3.1.2 [C4]", Phrase::new("walk-pab-gets").arg("tpn", pl[c].tpn.0)));
            return Ok((c, steps));
        }
        steps.push(step("3.1.2 [C4]", Phrase::new("walk-dubov-pab-not").arg("tpn", pl[c].tpn.0)));
    }
    Err(NoPairing(crate::core::words::Phrase::new("nopair-pab-c2-c4")))
}

/// A player as the walk names them: TPN, score, preference, ARO.
fn who(ctx: &Ctx, i: usize) -> Phrase {
    let q = &ctx.players[i];
    if q.has_played() {
        Phrase::new("walk-dubov-who")
            .arg("tpn", q.tpn.0)
            .dec("score", q.score)
            .arg(
                "pref",
                Phrase::new("walk-dubov-pref")
                    .arg("strength", strength_word(q.pref.strength))
                    .arg("colour", colour_word(q.due())),
            )
            .arg("aro", q.aro)
    } else {
        Phrase::new("walk-dubov-who-unplayed").arg("tpn", q.tpn.0).dec("score", q.score)
    }
}

/// One scoregroup: its upfloaters, subgroups and pairs.
fn walk_bracket(ctx: &Ctx, remaining: &[usize]) -> Result<(BracketWalk, Vec<(usize, usize)>), NoPairing> {
    let (score, residents, pool) = bracket::residents_and_pool(ctx, remaining);
    let mut steps = vec![step(
        "1.3",
        Phrase::new("walk-dubov-bracket")
            .dec("score", score)
            .arg("residents", listed(residents.iter().map(|&i| who(ctx, i)))),
    )];
    let ups = walk_upfloaters(ctx, remaining, &residents, &pool, &mut steps);
    let mut b = residents.clone();
    b.extend(&ups);
    let (g1, g2) = walk_subgroups(ctx, &b, &mut steps)?;
    let s1 = bracket::s1_order(ctx, &g1);
    steps.push(step(
        "3.2.5",
        Phrase::new("walk-dubov-s1").arg(
            "list",
            listed(s1.iter().map(|&i| {
                Phrase::new("walk-dubov-aro").arg("tpn", ctx.players[i].tpn.0).arg("aro", ctx.players[i].aro)
            })),
        ),
    ));
    let mut g2 = g2;
    g2.stable_sort_by_key(&|&i| ctx.players[i].tpn);
    let t2 = walk_transposition(ctx, &s1, &g2, &mut steps)
        .ok_or_else(|| NoPairing(crate::core::words::Phrase::new("nopair-bracket-score").dec("score", score)))?;
    let made: Vec<(usize, usize)> = s1.iter().copied().zip(t2.iter().copied()).collect();
    let pairs = made.iter().map(|&(a, c)| (ctx.players[a].tpn, ctx.players[c].tpn)).collect();
    Ok((BracketWalk { score, steps, pairs }, made))
}

/// 3.2.1–3.2.2 and 4.2: the upfloaters of the bracket of `residents`.
fn walk_upfloaters(
    ctx: &Ctx,
    remaining: &[usize],
    residents: &[usize],
    pool: &[usize],
    steps: &mut Vec<Step>,
) -> Vec<usize> {
    let pl = &ctx.players;
    let k = bracket::upfloaters_needed(ctx, remaining, residents, pool);
    if k == 0 {
        steps.push(step("3.2.1 [C5]", Phrase::new("walk-dubov-no-upfloater")));
        return Vec::new();
    }
    steps.push(step("3.2.1 [C5]", Phrase::new("walk-dubov-upfloaters").arg("count", k)));
    steps.push(step(
        "4.2.2",
        Phrase::new("walk-dubov-pool").arg(
            "list",
            listed(pool.iter().enumerate().map(|(n, &i)| {
                Phrase::new("walk-dubov-pool-item").arg("n", n + 1).arg("tpn", pl[i].tpn.0).dec("score", pl[i].score)
            })),
        ),
    ));
    // The legal sets of k in 4.2 order, those with the best [C6] scores kept.
    let found = bracket::best_scored_sets(ctx, remaining, residents, pool, k);
    if found.cut {
        steps.push(step("4.2", Phrase::new("walk-dubov-sets-cut").arg("limit", MAX_SETS)));
    }
    let sets = found.sets;
    let Some(best) = found.profile else {
        steps.push(step("4.2", Phrase::new("walk-dubov-no-set")));
        return pool.iter().copied().take(k).collect();
    };
    steps.push(step(
        "3.2.2 [C6]",
        Phrase::new("walk-dubov-c6")
            .arg("scores", joined(best.iter().rev().map(|&s| Phrase::new("walk-score").dec("score", s)).collect()))
            .arg("sets", sets.len())
            .arg("k", k),
    ));
    // [C7]–[C10] of each set in 4.2 order; the first best wins. [C7] is never below half the
    // difference between the bracket's White and Black seekers: a set whose values with that
    // bound already lose needs no exact count, and one at 0 everywhere cannot be beaten.
    let mut chosen: Option<(Quality, usize)> = None;
    let mut lines = Vec::new();
    for (n, c) in sets.iter().enumerate() {
        let set: Vec<usize> = c.iter().map(|&j| pool[j]).collect();
        let mut b = residents.to_vec();
        b.extend(&set);
        let (c8, c9, c10) = bracket::float_quality(ctx, &set);
        // TPNs numbered in the pool: the same in every language.
        let name = c.iter().map(|&j| format!("#{} {}", j + 1, pl[pool[j]].tpn)).collect::<Vec<_>>().join(" ");
        let bound = Quality { c7: bracket::c7_bound(ctx, &b), c8, c9, c10 };
        if chosen.is_some_and(|(bq, _)| bound >= bq) {
            lines.push(
                Phrase::new("walk-dubov-set-bound")
                    .arg("set", name)
                    .arg("c7", bound.c7)
                    .arg("c8", c8)
                    .arg("c9", c9)
                    .arg("c10", c10),
            );
            continue;
        }
        let c7 = bracket::min_colour_failures(ctx, &b, None).unwrap_or(u32::MAX);
        let q = Quality { c7, c8, c9, c10 };
        lines.push(
            Phrase::new("walk-dubov-set").arg("set", name).arg("c7", c7).arg("c8", c8).arg("c9", c9).arg("c10", c10),
        );
        if chosen.is_none_or(|(bq, _)| q < bq) {
            chosen = Some((q, n));
        }
        if n + 1 < sets.len() && q == Quality::default() {
            lines.push(Phrase::new("walk-dubov-sets-stop").arg("count", sets.len() - n - 1));
            break;
        }
    }
    let (q, n) = chosen.unwrap_or_default();
    let set: Vec<usize> = sets[n].iter().map(|&j| pool[j]).collect();
    if sets.len() > 1 {
        steps.push(step("3.2.2 [C7]–[C10]", Phrase::new("walk-dubov-sets").arg("list", listed(lines))));
    }
    steps.push(step(
        "3.2.2, 4.2",
        Phrase::new("walk-dubov-chosen")
            .arg("count", k)
            .arg("list", listed(set.iter().map(|&i| who(ctx, i))))
            .arg("c7", q.c7)
            .arg("c8", q.c8)
            .arg("c9", q.c9)
            .arg("c10", q.c10),
    ));
    set
}

/// 3.2.3–3.2.4 and 4.3: G1 and G2.
fn walk_subgroups(ctx: &Ctx, b: &[usize], steps: &mut Vec<Step>) -> Result<(Vec<usize>, Vec<usize>), NoPairing> {
    let pl = &ctx.players;
    let tpns = |v: &[usize]| listed(v.iter().map(|&i| tpn(pl[i].tpn)));
    let nobody_played = b.iter().all(|&i| !pl[i].has_played());
    let (g1, g2): (Vec<usize>, Vec<usize>) = if nobody_played {
        let mut v = b.to_vec();
        v.stable_sort_by_key(&|&i| pl[i].tpn);
        let h = v.len() / 2;
        (v[..h].to_vec(), v[h..].to_vec())
    } else {
        b.iter().partition(|&&i| pl[i].due() == Colour::White)
    };
    steps.push(step(
        "3.2.3",
        Phrase::new(if nobody_played { "walk-dubov-g-unplayed" } else { "walk-dubov-g" })
            .arg("g1", tpns(&g1))
            .arg("g2", tpns(&g2)),
    ));
    let Some((n1, n2, shifted)) = bracket::subgroups(ctx, b) else {
        return Err(NoPairing(crate::core::words::Phrase::new("nopair-dubov-split")));
    };
    if shifted.is_empty() {
        steps.push(step("3.2.4", Phrase::new("walk-dubov-no-shift")));
    } else {
        let from_g1: Vec<usize> = shifted.iter().copied().filter(|i| g1.contains(i)).collect();
        let from_g2: Vec<usize> = shifted.iter().copied().filter(|i| g2.contains(i)).collect();
        for (from, src, to, colour) in [(&from_g1, &g1, "G2", Colour::White), (&from_g2, &g2, "G1", Colour::Black)] {
            if from.is_empty() {
                continue;
            }
            let order = bracket::shifter_order(ctx, src, colour);
            let seq = |i: usize| order.iter().position(|&x| x == i).map_or(0, |n| n + 1);
            steps.push(step(
                "3.2.4, 4.3",
                Phrase::new("walk-dubov-shift")
                    .arg("colour", colour_word(colour))
                    .arg("order", listed(order.iter().enumerate().map(|(n, &i)| numbered(n + 1, pl[i].tpn))))
                    .arg("to", to)
                    .arg("shifted", listed(from.iter().map(|&i| numbered(seq(i), pl[i].tpn)))),
            ));
        }
        steps.push(step("3.2.4", Phrase::new("walk-dubov-g-now").arg("g1", tpns(&n1)).arg("g2", tpns(&n2))));
    }
    Ok((n1, n2))
}

/// Why `a` cannot meet `b`: [C1], [C3] or a prohibited pair.
fn why_not(ctx: &Ctx, a: usize, b: usize) -> Phrase {
    let (pa, pb) = (&ctx.players[a], &ctx.players[b]);
    if pa.opponents.binary_search(&pb.tpn).is_ok() {
        return Phrase::new("walk-why-met");
    }
    match pa.absolute() {
        Some(c) if pb.absolute() == Some(c) => Phrase::new("walk-why-absolute").arg("colour", colour_word(c)),
        _ => Phrase::new("walk-why-prohibited"),
    }
}

/// A pair passed over and why, `3–8 (met before [C1])`.
fn passed_over(a: Tpn, b: Tpn, why: Phrase) -> Phrase {
    Phrase::new("walk-dubov-passed").arg("a", a.0).arg("b", b.0).arg("why", why)
}

/// 3.2.6 / 4.4: the first transposition of G2 (by TPN) whose i-th player may meet S1's i-th,
/// found position by position: at each, G2's free players are tried in TPN order and the
/// first is kept whose choice leaves the rest of S1 and G2 a legal pairing.
fn walk_transposition(ctx: &Ctx, s1: &[usize], g2: &[usize], steps: &mut Vec<Step>) -> Option<Vec<usize>> {
    let n = s1.len();
    if g2.len() != n {
        return None;
    }
    let pl = &ctx.players;
    let mut used = vec![false; n];
    let mut t2 = Vec::with_capacity(n);
    let mut rejected = Vec::new();
    for (pos, &a) in s1.iter().enumerate() {
        let mut took = None;
        for r in 0..n {
            if used[r] {
                continue;
            }
            if !ctx.compatible(a, g2[r]) {
                rejected.push(passed_over(pl[a].tpn, pl[g2[r]].tpn, why_not(ctx, a, g2[r])));
                continue;
            }
            used[r] = true;
            let rest_l = &s1[pos + 1..];
            let rest_r: Vec<usize> = (0..n).filter(|&x| !used[x]).map(|x| g2[x]).collect();
            if bipartite_complete(ctx, rest_l, &rest_r) {
                took = Some(r);
                break;
            }
            used[r] = false;
            rejected.push(passed_over(pl[a].tpn, pl[g2[r]].tpn, Phrase::new("walk-dubov-rest-unpaired")));
        }
        t2.push(g2[took?]);
    }
    let rank = transposition_rank(g2, &t2);
    steps.push(step("4.4.2", Phrase::new("walk-dubov-g2").arg("list", listed(g2.iter().map(|&i| tpn(pl[i].tpn))))));
    if !rejected.is_empty() {
        steps.push(step("3.2.6 [C1] [C3]", Phrase::new("walk-dubov-passed-over").arg("list", listed(rejected))));
    }
    // The rank as text: up to 20!, more than a Fluent number keeps exactly.
    let t2_phrase = match rank {
        Some(r) => Phrase::new("walk-dubov-t2-ranked").arg("rank", r.to_string()),
        None => Phrase::new("walk-dubov-t2"),
    };
    steps.push(step(
        "3.2.6",
        t2_phrase.arg("t2", listed(t2.iter().map(|&i| tpn(pl[i].tpn)))).arg(
            "pairs",
            listed(
                s1.iter().zip(&t2).map(|(&a, &b)| Phrase::new("walk-pair").arg("a", pl[a].tpn.0).arg("b", pl[b].tpn.0)),
            ),
        ),
    ));
    Some(t2)
}

/// The position (1-based) of `t2` among the transpositions of `g2` in the order of 4.4.2;
/// `None` when it does not fit in 64 bits.
fn transposition_rank(g2: &[usize], t2: &[usize]) -> Option<u64> {
    let n = g2.len();
    let mut free: Vec<usize> = g2.to_vec();
    let mut rank: u64 = 0;
    for (i, x) in t2.iter().enumerate() {
        let smaller = free.iter().position(|y| y == x)?;
        free.remove(smaller);
        let f = (1..=u64::try_from(n - 1 - i).ok()?).try_fold(1u64, u64::checked_mul)?;
        rank = rank.checked_add(u64::try_from(smaller).ok()?.checked_mul(f)?)?;
    }
    rank.checked_add(1)
}

/// Whether every player of `left` can meet a different player of `right` (equal sizes).
fn bipartite_complete(ctx: &Ctx, left: &[usize], right: &[usize]) -> bool {
    let n = left.len();
    let mut mate_r = vec![usize::MAX; n];
    fn try_l(ctx: &Ctx, l: usize, left: &[usize], right: &[usize], mate_r: &mut [usize], seen: &mut [bool]) -> bool {
        for r in 0..right.len() {
            if seen[r] || !ctx.compatible(left[l], right[r]) {
                continue;
            }
            seen[r] = true;
            if mate_r[r] == usize::MAX || try_l(ctx, mate_r[r], left, right, mate_r, seen) {
                mate_r[r] = l;
                return true;
            }
        }
        false
    }
    (0..n).all(|l| {
        let mut seen = vec![false; n];
        try_l(ctx, l, left, right, &mut mate_r, &mut seen)
    })
}

/// 5.2: why the board's colours fall as they do.
fn colour_reason(ctx: &Ctx, board: usize, a: usize, b: usize, rule: ColourRule) -> Phrase {
    let (w, bl, _) = colour::allocate(ctx, a, b);
    let pl = &ctx.players;
    let (pw, pb) = (&pl[w], &pl[bl]);
    let hi = if colour::ranks_higher(pw, pb) { pw } else { pb };
    let why = match rule {
        ColourRule::InitialColour => {
            Phrase::new(if hi.tpn.0 % 2 == 1 { "walk-colour-initial-odd" } else { "walk-colour-initial-even" })
                .arg("tpn", hi.tpn.0)
        }
        ColourRule::BothPreferences => Phrase::new("walk-dubov-colour-both"),
        ColourRule::StrongerPreference => {
            let s = if pw.pref.strength > pb.pref.strength { pw } else { pb };
            Phrase::new("walk-dubov-colour-stronger")
                .arg("colour", colour_word(s.due()))
                .arg("tpn", s.tpn.0)
                .arg("strength", strength_word(s.pref.strength))
        }
        ColourRule::Alternate => Phrase::new("walk-dubov-colour-alternate").arg("colour", colour_word(pw.due())),
        ColourRule::HigherRanked => {
            Phrase::new("walk-dubov-colour-higher").arg("colour", colour_word(hi.due())).arg("tpn", hi.tpn.0)
        }
    };
    Phrase::new("walk-colour-board").arg("board", board).arg("white", pw.tpn.0).arg("black", pb.tpn.0).arg("why", why)
}

impl crate::pairing::walk::WalkedRound for Walkthrough {
    fn pairing(&self) -> &crate::pairing::Pairing {
        &self.pairing
    }
    fn steps(&self) -> Vec<crate::pairing::walk::Step> {
        let brackets = self.brackets.iter().flat_map(|b| &b.steps);
        self.round_facts.iter().chain(&self.pab).chain(brackets).chain(&self.colours).cloned().collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn transposition_rank_follows_4_4_2() {
        // A, B, C → ABC (1), ACB (2), BAC (3), BCA (4), CAB (5), CBA (6).
        let g2 = [10, 11, 12];
        assert_eq!(transposition_rank(&g2, &[10, 11, 12]), Some(1));
        assert_eq!(transposition_rank(&g2, &[11, 12, 10]), Some(4));
        assert_eq!(transposition_rank(&g2, &[12, 11, 10]), Some(6));
        let big: Vec<usize> = (0..30).collect();
        let mut rev = big.clone();
        rev.reverse();
        assert_eq!(transposition_rank(&big, &rev), None, "30! does not fit");
    }

    /// Every step of a round with a PAB, upfloaters, shifts and passed-over pairs is worded in
    /// both languages, with no message or placeable missing.
    #[test]
    fn every_step_is_worded_in_both_languages() {
        use crate::core::words::Lang;
        for (name, round) in [("py4swiss-seed17-upfloater", 12), ("py4swiss-agreed", 4)] {
            let path = format!("{}/scenarios/dubov/{name}.trf", env!("CARGO_MANIFEST_DIR"));
            let text = std::fs::read(path).unwrap();
            let t =
                crate::tournament::Tournament::from_trf(&crate::trf::TrfDocument::from_bytes(&text).unwrap()).unwrap();
            let round = RoundNo(round);
            let t = if round.0 <= t.rounds_recorded() { t.cut_before(round) } else { t };
            let w = walk(&Ctx::new(&t, round)).unwrap();
            assert_eq!(w.pairing, crate::pairing::dubov::pair(&t, round).unwrap(), "{name}");
            let all: Vec<&Step> = w
                .round_facts
                .iter()
                .chain(&w.pab)
                .chain(w.brackets.iter().flat_map(|b| &b.steps))
                .chain(&w.colours)
                .collect();
            assert!(all.len() > 20, "{name}: {} steps", all.len());
            for s in all {
                for lang in Lang::ALL {
                    let said = s.text.say(lang);
                    assert!(
                        !said.contains("[walk-") && !said.contains("{ $") && !said.contains("{$"),
                        "{name} {lang}: {said}"
                    );
                }
            }
        }
    }

    #[test]
    fn long_lists_are_cut_and_scores_joined_in_full() {
        use crate::core::words::Lang;
        assert_eq!(listed(Vec::new()).say(Lang::En), "none");
        let s = listed((1..=20).map(|i| tpn(Tpn(i)))).say(Lang::En);
        assert!(s.ends_with("… and 8 more"), "{s}");
        let scores = joined((0..14).map(|i| Phrase::new("walk-score").dec("score", Points(i * 5))).collect());
        assert!(scores.say(Lang::Es).ends_with("6,0, 6,5"), "{}", scores.say(Lang::Es));
        assert!(scores.say(Lang::En).starts_with("0.0, 0.5, 1.0"), "{}", scores.say(Lang::En));
    }
}
