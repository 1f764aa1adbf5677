//! Evaluating a given pairing (e.g. one read from a file) bracket by bracket into criterion
//! vectors, so that a checker can compare two pairings of the same round and name the
//! first criterion on which they differ.

use super::criteria::{Criterion, colour_faults, had_float};
use super::players::Ctx;
use crate::pairing::Pairing;
use crate::tournament::{Float, Tpn};
use serde::Serialize;

/// The value of one criterion for one bracket: a count, or a list "taken in descending
/// order" (scores, score differences in tenths of a point). Lower is better for every criterion.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize)]
pub struct CriterionValue {
    /// The criterion.
    pub criterion: Criterion,
    /// The value: one number for counts, several for lists in descending order.
    pub value: Vec<i64>,
}

/// The criterion vector of one bracket of a pairing.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BracketEvaluation {
    /// The bracket's score (its resident players' pairing score), in tenths.
    pub score: i32,
    /// The players of the bracket, MDPs first, in pairing order.
    pub players: Vec<Tpn>,
    /// Pairs made inside the bracket.
    pub pairs: Vec<(Tpn, Tpn)>,
    /// Downfloaters (unpaired in the bracket).
    pub downfloaters: Vec<Tpn>,
    /// The values [C1] … [C21], in priority order.
    pub values: Vec<CriterionValue>,
}

impl BracketEvaluation {
    /// The first criterion on which `self` and `other` differ, with both values.
    #[must_use]
    pub fn first_difference<'a>(
        &'a self,
        other: &'a BracketEvaluation,
    ) -> Option<(&'a CriterionValue, &'a CriterionValue)> {
        self.values.iter().zip(&other.values).find(|(a, b)| a.value != b.value)
    }
}

/// Evaluates `pairing` of the round described by `ctx`, bracket by bracket (Art. 2, 3).
#[must_use]
pub fn evaluate(ctx: &Ctx, pairing: &Pairing) -> Vec<BracketEvaluation> {
    let n = ctx.players.len();
    let idx = |t: Tpn| ctx.players.iter().position(|p| p.tpn == t);
    let mut mate: Vec<Option<usize>> = vec![None; n];
    let mut illegal = Vec::new();
    for b in &pairing.boards {
        if let (Some(x), Some(y)) = (idx(b.white), idx(b.black)) {
            mate[x] = Some(y);
            mate[y] = Some(x);
            if !ctx.compatible(x, y) {
                illegal.push((x, y));
            }
        }
    }
    let bye = pairing.bye.and_then(idx);
    let mut out = Vec::new();
    let mut mdps: Vec<usize> = Vec::new();
    let mut pos = 0;
    while pos < n {
        let score = ctx.players[pos].score;
        let mut end = pos;
        while end < n && ctx.players[end].score == score {
            end += 1;
        }
        let mut bracket = mdps.clone();
        bracket.extend(pos..end);
        let inb = |x: usize| bracket.contains(&x);
        let is_mdp = |x: usize| ctx.players[x].score > score;
        let mut pairs = Vec::new();
        let mut down = Vec::new();
        for &x in &bracket {
            match mate[x] {
                Some(y) if inb(y) => {
                    if x < y {
                        pairs.push((x, y));
                    }
                }
                _ => down.push(x),
            }
        }
        let mut v: Vec<CriterionValue> = Vec::new();
        let mut put = |c: Criterion, value: Vec<i64>| v.push(CriterionValue { criterion: c, value });
        let played = pairs.iter().filter(|&&(x, y)| ctx.players[x].opponents.contains(&ctx.players[y].tpn)).count();
        put(Criterion::C1, vec![played as i64]);
        let c2 = bye.is_some_and(|b| inb(b) && !ctx.players[b].pab_ok);
        put(Criterion::C2, vec![i64::from(c2)]);
        let c3 = pairs
            .iter()
            .filter(|&&(x, y)| illegal.contains(&(x, y)) || illegal.contains(&(y, x)))
            .filter(|&&(x, y)| !ctx.players[x].opponents.contains(&ctx.players[y].tpn))
            .count();
        put(Criterion::C3, vec![c3 as i64]);
        put(Criterion::C4, vec![0]);
        put(Criterion::C5, vec![bye.filter(|&b| inb(b)).map_or(0, |b| i64::from(ctx.players[b].score.0))]);
        put(Criterion::C6, vec![down.len() as i64]);
        let mut ds: Vec<i64> = down.iter().map(|&x| i64::from(ctx.players[x].score.0)).collect();
        ds.sort_by(|a, b| b.cmp(a));
        put(Criterion::C7, ds);
        put(Criterion::C8, Vec::new()); // filled below from the next bracket
        put(Criterion::C9, vec![bye.filter(|&b| inb(b)).map_or(0, |b| i64::from(ctx.players[b].unplayed))]);
        let mut cf = [0i64; 4];
        for &(x, y) in &pairs {
            let f = colour_faults(ctx, x, y);
            cf[0] += i64::from(f.c10);
            cf[1] += i64::from(f.c11);
            cf[2] += i64::from(f.c12);
            cf[3] += i64::from(f.c13);
        }
        put(Criterion::C10, vec![cf[0]]);
        put(Criterion::C11, vec![cf[1]]);
        put(Criterion::C12, vec![cf[2]]);
        put(Criterion::C13, vec![cf[3]]);
        let mdp_pairs: Vec<(usize, usize)> = pairs
            .iter()
            .filter(|&&(x, y)| is_mdp(x) != is_mdp(y))
            .map(|&(x, y)| if is_mdp(x) { (x, y) } else { (y, x) })
            .collect();
        for (back, cr, co) in [(1, Criterion::C14, Criterion::C15), (2, Criterion::C16, Criterion::C17)] {
            let rd = down.iter().filter(|&&x| !is_mdp(x) && had_float(&ctx.players[x], back, Float::Down)).count();
            put(cr, vec![rd as i64]);
            let mo = mdp_pairs.iter().filter(|&&(_, r)| had_float(&ctx.players[r], back, Float::Up)).count();
            put(co, vec![mo as i64]);
        }
        let sd = |back: usize, kind: Float| -> Vec<i64> {
            let mut l: Vec<i64> = mdp_pairs
                .iter()
                .filter(|&&(m, r)| had_float(&ctx.players[if kind == Float::Down { m } else { r }], back, kind))
                .map(|&(m, r)| i64::from(ctx.players[m].score.0 - ctx.players[r].score.0))
                .collect();
            if kind == Float::Down {
                let unpaired = down.iter().filter(|&&x| is_mdp(x) && had_float(&ctx.players[x], back, kind)).count();
                l.extend(std::iter::repeat_n(i64::MAX, unpaired));
            }
            l.sort_by(|a, b| b.cmp(a));
            l
        };
        put(Criterion::C18, sd(1, Float::Down));
        put(Criterion::C19, sd(1, Float::Up));
        put(Criterion::C20, sd(2, Float::Down));
        put(Criterion::C21, sd(2, Float::Up));
        let tp = |x: usize| ctx.players[x].tpn;
        out.push(BracketEvaluation {
            score: score.0,
            players: bracket.iter().map(|&x| tp(x)).collect(),
            pairs: pairs.iter().map(|&(x, y)| (tp(x), tp(y))).collect(),
            downfloaters: down.iter().map(|&x| tp(x)).collect(),
            values: v,
        });
        mdps = down;
        pos = end;
    }
    // [C8]: what the next bracket achieves on [C6] and [C7] with these downfloaters.
    for k in 0..out.len() {
        let next: Vec<i64> = out.get(k + 1).map_or_else(Vec::new, |nb: &BracketEvaluation| {
            let get =
                |c: Criterion| nb.values.iter().find(|v| v.criterion == c).map(|v| v.value.clone()).unwrap_or_default();
            let mut v = get(Criterion::C6);
            v.extend(get(Criterion::C7));
            v
        });
        if let Some(c8) = out[k].values.iter_mut().find(|v| v.criterion == Criterion::C8) {
            c8.value = next;
        }
    }
    out
}
