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
//! ([`super::pair`]); the tests check that it is.

pub mod render;

use crate::pairing::Pairing;
use crate::pairing::dubov::bracket::{self, MAX_SETS, NoPairing, Quality, RoundPairing};
use crate::pairing::dubov::colour::{self, ColourRule};
use crate::pairing::dubov::order::combinations;
use crate::pairing::dubov::players::Ctx;
use crate::tournament::{Colour, Points, RoundNo, Tpn};
use serde::Serialize;

/// Most lines of one list (a pool, candidate sets, rejected opponents) printed in full.
pub const LIST_LIMIT: usize = 12;

/// One step of the walk: the article applied and what it gives.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Step {
    /// The article (or criterion) of C.04.4.1 2026, e.g. `3.2.1 [C5]`.
    pub article: String,
    /// What the step finds, in the arbiter's words.
    pub text: String,
}

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

fn step(article: impl Into<String>, text: impl Into<String>) -> Step {
    Step { article: article.into(), text: text.into() }
}

/// A list cut at [`LIST_LIMIT`] items, with how many were left out.
fn listed(items: impl IntoIterator<Item = String>) -> String {
    let all: Vec<String> = items.into_iter().collect();
    let mut s = all.iter().take(LIST_LIMIT).cloned().collect::<Vec<_>>().join(", ");
    if all.len() > LIST_LIMIT {
        s.push_str(&format!(" … and {} more", all.len() - LIST_LIMIT));
    }
    if s.is_empty() { "none".to_owned() } else { s }
}

fn strength_word(s: crate::tournament::PreferenceStrength) -> &'static str {
    use crate::tournament::PreferenceStrength as S;
    match s {
        S::None => "no",
        S::Mild => "mild",
        S::Strong => "strong",
        S::Absolute => "absolute",
    }
}

fn colour_word(c: Colour) -> &'static str {
    match c {
        Colour::White => "White",
        Colour::Black => "Black",
    }
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
        format!(
            "{} players to pair in round {}: scoregroups {}",
            all.len(),
            ctx.round,
            listed(scoregroups(ctx).into_iter().map(|(s, n)| format!("{s} ({n})")))
        ),
    )];
    round_facts.push(step(
        "1.8.2",
        if ctx.last_round {
            format!("MaxT = {}; this is the last round: [C8]–[C10] do not apply", ctx.max_t)
        } else {
            format!("MaxT = {} (2 + rounds/5, rounded down)", ctx.max_t)
        },
    ));
    round_facts.push(step("5.1", format!("the initial-colour is {}", colour_word(ctx.initial_colour))));
    let mut remaining = all.clone();
    let mut pab = Vec::new();
    let mut bye = None;
    if all.len() % 2 == 1 {
        let (b, steps) = walk_pab(ctx, &all)?;
        pab = steps;
        bye = Some(b);
        remaining.retain(|&i| i != b);
    } else if !bracket::pairable(ctx, &all) {
        return Err(NoPairing("the players cannot all be paired under [C1] and [C3] ([C4], 1.9.3)".to_owned()));
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
        colours.push(step(rule.article(), format!("board {}: {}", n + 1, colour_reason(ctx, x, y, rule))));
    }
    Ok(Walkthrough { round: ctx.round, round_facts, pab, brackets, colours, pairing })
}

/// The scoregroups of the round, from the top, with their sizes.
fn scoregroups(ctx: &Ctx) -> Vec<(Points, usize)> {
    let mut v: Vec<(Points, usize)> = Vec::new();
    let mut scores: Vec<Points> = ctx.players.iter().map(|p| p.score).collect();
    scores.sort_by(|a, b| b.cmp(a));
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
        format!(
            "an odd number of players: one gets the pairing-allocated bye. Barred (a PAB or a win without playing before): {}",
            listed(barred.iter().map(|&i| pl[i].tpn.to_string()))
        ),
    )];
    let mut cands: Vec<usize> = all.iter().copied().filter(|&i| pl[i].pab_ok).collect();
    cands.sort_by(|&a, &b| {
        pl[a]
            .score
            .cmp(&pl[b].score)
            .then(pl[b].colours.len().cmp(&pl[a].colours.len()))
            .then(pl[b].tpn.cmp(&pl[a].tpn))
    });
    steps.push(step(
        "3.1.3–3.1.5",
        format!(
            "the others by lowest score, most games played, largest TPN: {}",
            listed(cands.iter().map(|&i| format!("{} ({}, {} games)", pl[i].tpn, pl[i].score, pl[i].colours.len())))
        ),
    ));
    for c in cands {
        let rest: Vec<usize> = all.iter().copied().filter(|&i| i != c).collect();
        if bracket::pairable(ctx, &rest) {
            steps.push(step("3.1.2 [C4]", format!("{} gets the PAB: the other players can all be paired", pl[c].tpn)));
            return Ok((c, steps));
        }
        steps.push(step(
            "3.1.2 [C4]",
            format!("not {}: without them the other players cannot all be paired", pl[c].tpn),
        ));
    }
    Err(NoPairing("no player can receive the pairing-allocated bye under [C2] and [C4] (3.1)".to_owned()))
}

/// A player as the walk names them: TPN, score, preference, ARO.
fn who(ctx: &Ctx, i: usize) -> String {
    let q = &ctx.players[i];
    if q.has_played() {
        format!("{} ({}, {} {}, ARO {})", q.tpn, q.score, strength_word(q.pref.strength), colour_word(q.due()), q.aro)
    } else {
        format!("{} ({}, not played)", q.tpn, q.score)
    }
}

/// One scoregroup: its upfloaters, subgroups and pairs.
fn walk_bracket(ctx: &Ctx, remaining: &[usize]) -> Result<(BracketWalk, Vec<(usize, usize)>), NoPairing> {
    let (score, residents, pool) = bracket::residents_and_pool(ctx, remaining);
    let mut steps = vec![step(
        "1.3",
        format!("scoregroup of {score} points: residents {}", listed(residents.iter().map(|&i| who(ctx, i)))),
    )];
    let ups = walk_upfloaters(ctx, remaining, &residents, &pool, &mut steps);
    let mut b = residents.clone();
    b.extend(&ups);
    let (g1, g2) = walk_subgroups(ctx, &b, &mut steps)?;
    let s1 = bracket::s1_order(ctx, &g1);
    steps.push(step(
        "3.2.5",
        format!(
            "S1, G1 by ascending ARO then TPN: {}",
            listed(s1.iter().map(|&i| format!("{} (ARO {})", ctx.players[i].tpn, ctx.players[i].aro)))
        ),
    ));
    let mut g2 = g2;
    g2.sort_by_key(|&i| ctx.players[i].tpn);
    let t2 = walk_transposition(ctx, &s1, &g2, &mut steps)
        .ok_or_else(|| NoPairing(format!("the bracket of {score} points cannot be paired (3.2.6)")))?;
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
        steps.push(step(
            "3.2.1 [C5]",
            "no upfloater needed: the residents pair legally among themselves and the players below too",
        ));
        return Vec::new();
    }
    steps.push(step(
        "3.2.1 [C5]",
        format!("{k} upfloater{} needed for a legal pairing of the residents", if k == 1 { "" } else { "s" }),
    ));
    steps.push(step(
        "4.2.2",
        format!(
            "the possible upfloaters, by descending score then ascending TPN: {}",
            listed(pool.iter().enumerate().map(|(n, &i)| format!("#{} {} ({})", n + 1, pl[i].tpn, pl[i].score)))
        ),
    ));
    // The legal sets of k in 4.2 order, those with the best [C6] scores kept.
    let mut best: Option<Vec<Points>> = None;
    let mut sets: Vec<Vec<usize>> = Vec::new();
    combinations(pool.len(), k, MAX_SETS, |c| {
        let set: Vec<usize> = c.iter().map(|&j| pool[j]).collect();
        let mut prof: Vec<Points> = set.iter().map(|&i| pl[i].score).collect();
        prof.sort();
        if best.as_ref().is_some_and(|b| prof < *b) {
            return false;
        }
        let mut b = residents.to_vec();
        b.extend(&set);
        if !bracket::legal_bracket(ctx, remaining, &b) {
            return false;
        }
        if best.as_ref().is_none_or(|b| prof > *b) {
            best = Some(prof);
            sets.clear();
        }
        sets.push(c.to_vec());
        false
    });
    let Some(best) = best else {
        steps.push(step("4.2", "no legal set found within the sets examined: the first of the pool taken"));
        return pool.iter().copied().take(k).collect();
    };
    steps.push(step(
        "3.2.2 [C6]",
        format!(
            "the highest scores for the upfloaters: {}; {} set{} of {k} with those scores pair legally (4.2.3)",
            best.iter().rev().map(ToString::to_string).collect::<Vec<_>>().join(", "),
            sets.len(),
            if sets.len() == 1 { "" } else { "s" }
        ),
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
        let name = c.iter().map(|&j| format!("#{} {}", j + 1, pl[pool[j]].tpn)).collect::<Vec<_>>().join(" ");
        let bound = Quality { c7: bracket::c7_bound(ctx, &b), c8, c9, c10 };
        if chosen.is_some_and(|(bq, _)| bound >= bq) {
            lines.push(format!("{{{name}}}: [C7] at least {} [C8] {c8} [C9] {c9} [C10] {c10}, no better", bound.c7));
            continue;
        }
        let c7 = bracket::min_colour_failures(ctx, &b, None).unwrap_or(u32::MAX);
        let q = Quality { c7, c8, c9, c10 };
        lines.push(format!("{{{name}}}: [C7] {c7} [C8] {c8} [C9] {c9} [C10] {c10}"));
        if chosen.is_none_or(|(bq, _)| q < bq) {
            chosen = Some((q, n));
        }
        if n + 1 < sets.len() && q == Quality::default() {
            lines.push(format!("every criterion at 0: the other {} sets cannot pair better", sets.len() - n - 1));
            break;
        }
    }
    let (q, n) = chosen.unwrap_or_default();
    let set: Vec<usize> = sets[n].iter().map(|&j| pool[j]).collect();
    if sets.len() > 1 {
        steps.push(step("3.2.2 [C7]–[C10]", format!("the sets in 4.2 order: {}", listed(lines))));
    }
    steps.push(step(
        "3.2.2, 4.2",
        format!(
            "upfloater{}: {} — the first set in 4.2 order that pairs best ([C7] {}, [C8] {}, [C9] {}, [C10] {})",
            if k == 1 { "" } else { "s" },
            listed(set.iter().map(|&i| who(ctx, i))),
            q.c7,
            q.c8,
            q.c9,
            q.c10
        ),
    ));
    set
}

/// 3.2.3–3.2.4 and 4.3: G1 and G2.
fn walk_subgroups(ctx: &Ctx, b: &[usize], steps: &mut Vec<Step>) -> Result<(Vec<usize>, Vec<usize>), NoPairing> {
    let pl = &ctx.players;
    let tpns = |v: &[usize]| listed(v.iter().map(|&i| pl[i].tpn.to_string()));
    let nobody_played = b.iter().all(|&i| !pl[i].has_played());
    let (g1, g2): (Vec<usize>, Vec<usize>) = if nobody_played {
        let mut v = b.to_vec();
        v.sort_by_key(|&i| pl[i].tpn);
        let h = v.len() / 2;
        (v[..h].to_vec(), v[h..].to_vec())
    } else {
        b.iter().partition(|&&i| pl[i].due() == Colour::White)
    };
    steps.push(step(
        "3.2.3",
        if nobody_played {
            format!(
                "nobody in the bracket has played: G1 is the first half by TPN ({}), G2 the rest ({})",
                tpns(&g1),
                tpns(&g2)
            )
        } else {
            format!("G1, the White seekers: {}; G2, the others: {}", tpns(&g1), tpns(&g2))
        },
    ));
    let Some((n1, n2, shifted)) = bracket::subgroups(ctx, b) else {
        return Err(NoPairing(
            "no split of the bracket into G1 and G2 found within the sets examined (3.2.4)".to_owned(),
        ));
    };
    if shifted.is_empty() {
        steps.push(step(
            "3.2.4",
            "no shift: G1 and G2 are equal in size and pair across with the fewest colour failures ([C7])",
        ));
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
                format!(
                    "{} seekers numbered middle-out (4.3.2–4.3.3): {}; shifted to {to}: {} (the first set in 4.3 order \
                     that pairs legally with the fewest colour failures)",
                    colour_word(colour),
                    listed(order.iter().enumerate().map(|(n, &i)| format!("#{} {}", n + 1, pl[i].tpn))),
                    listed(from.iter().map(|&i| format!("#{} {}", seq(i), pl[i].tpn)))
                ),
            ));
        }
        steps.push(step("3.2.4", format!("G1 now {}; G2 now {}", tpns(&n1), tpns(&n2))));
    }
    Ok((n1, n2))
}

/// Why `a` cannot meet `b`: [C1], [C3] or a prohibited pair.
fn why_not(ctx: &Ctx, a: usize, b: usize) -> String {
    let (pa, pb) = (&ctx.players[a], &ctx.players[b]);
    if pa.opponents.binary_search(&pb.tpn).is_ok() {
        "met before [C1]".to_owned()
    } else if pa.absolute().is_some() && pa.absolute() == pb.absolute() {
        format!("both must have {} [C3]", pa.absolute().map_or("", colour_word))
    } else {
        "a pair the arbiter prohibited".to_owned()
    }
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
                rejected.push(format!("{}–{} ({})", pl[a].tpn, pl[g2[r]].tpn, why_not(ctx, a, g2[r])));
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
            rejected.push(format!("{}–{} (the rest of S1 could not then be paired)", pl[a].tpn, pl[g2[r]].tpn));
        }
        t2.push(g2[took?]);
    }
    let rank = transposition_rank(g2, &t2);
    steps.push(step("4.4.2", format!("G2 by ascending TPN: {}", listed(g2.iter().map(|&i| pl[i].tpn.to_string())))));
    if !rejected.is_empty() {
        steps.push(step("3.2.6 [C1] [C3]", format!("pairs passed over in 4.4 order: {}", listed(rejected))));
    }
    steps.push(step(
        "3.2.6",
        format!(
            "T2, the first legal transposition{}: {}; S1 meets T2 in order: {}",
            rank.map_or_else(String::new, |r| format!(" (number {r} in the order of 4.4.2)")),
            listed(t2.iter().map(|&i| pl[i].tpn.to_string())),
            listed(s1.iter().zip(&t2).map(|(&a, &b)| format!("{}–{}", pl[a].tpn, pl[b].tpn)))
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
fn colour_reason(ctx: &Ctx, a: usize, b: usize, rule: ColourRule) -> String {
    let (w, bl, _) = colour::allocate(ctx, a, b);
    let pl = &ctx.players;
    let (pw, pb) = (&pl[w], &pl[bl]);
    let pair = format!("{} White, {} Black", pw.tpn, pb.tpn);
    let hi = if colour::ranks_higher(pw, pb) { pw } else { pb };
    let why = match rule {
        ColourRule::InitialColour => format!(
            "neither has played; the higher ranked, {}, has an {} TPN and gets {} the initial-colour",
            hi.tpn,
            if hi.tpn.0 % 2 == 1 { "odd" } else { "even" },
            if hi.tpn.0 % 2 == 1 { "" } else { "the opposite of" }
        )
        .replace("  ", " "),
        ColourRule::BothPreferences => "both preferences granted".to_owned(),
        ColourRule::StrongerPreference => {
            let s = if pw.pref.strength > pb.pref.strength { pw } else { pb };
            format!(
                "both want {}; {}'s preference is the stronger ({})",
                colour_word(s.due()),
                s.tpn,
                strength_word(s.pref.strength)
            )
        }
        ColourRule::Alternate => format!(
            "both want {} with equal strength; alternated from the latest game in which their colours differed",
            colour_word(pw.due())
        ),
        ColourRule::HigherRanked => format!(
            "both want {} with equal strength and equal colour histories; the higher ranked, {}, gets it",
            colour_word(hi.due()),
            hi.tpn
        ),
    };
    format!("{pair} — {why}")
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

    #[test]
    fn long_lists_are_cut() {
        assert_eq!(listed(Vec::<String>::new()), "none");
        let s = listed((0..20).map(|i| i.to_string()));
        assert!(s.ends_with("… and 8 more"), "{s}");
    }
}
