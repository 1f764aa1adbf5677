//! Explaining another pairing of a round with the engine's own criteria: the engine pairs
//! the round bracket by bracket; at the first bracket where the other pairing differs, both
//! are scored on that bracket's matching problem (the same criterion fields the engine
//! maximises, [`super::weights`]) and the first field that separates them names the
//! criterion — or, when every criterion is equal, the generation order (2026 Art. 4, 2017 D).

use super::brackets::{BracketGraph, BracketProblem, BracketStep, bracket_graph, pair_round};
use super::criteria::{Criterion, colour_faults};
use super::players::Ctx;
use crate::pairing::Pairing;
use crate::tournament::{Points, Tpn};
use serde::Serialize;

/// The verdict on the first bracket where another pairing differs from the engine's.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BracketVerdict {
    /// The bracket's (residents') score.
    pub score: Points,
    /// The bracket's players, MDPs first.
    pub players: Vec<Tpn>,
    /// 2017 A.9: the penultimate pairing bracket or the collapsed last bracket.
    pub collapsed: bool,
    /// The first criterion on which the two pairings differ (`None`: they are equal on every
    /// criterion and the generation order decides).
    pub criterion: Option<Criterion>,
    /// The engine's pairing is the better one on that criterion (or comes first in the
    /// generation order). `false` means the other pairing scores better there: the engine
    /// should have found it, so the difference is a fault to report.
    pub engine_better: bool,
    /// The engine's pairs inside the bracket (TPNs; the PAB as `(tpn, 0)`).
    pub engine_pairs: Vec<(Tpn, Tpn)>,
    /// The other pairing's pairs inside the bracket.
    pub other_pairs: Vec<(Tpn, Tpn)>,
    /// For a colour criterion ([C10]–[C13]): the number of players in the bracket's pairs
    /// who fail it, in the engine's pairing and in the other.
    pub counts: Option<(usize, usize)>,
}

/// What a pairing decides in a bracket: the pairs inside it (and the PAB, `(tpn, Tpn(0))`,
/// when a bracket player gets it), then its downfloaters.
fn decided(pairs: &[(Tpn, Tpn)], bracket: &[Tpn]) -> (Vec<(Tpn, Tpn)>, Vec<Tpn>) {
    let inside = |t: Tpn| t == Tpn(0) || bracket.contains(&t);
    let mut v: Vec<(Tpn, Tpn)> = pairs
        .iter()
        .copied()
        .filter(|&(a, b)| bracket.contains(&a) && inside(b) || bracket.contains(&b) && inside(a))
        .collect();
    v.sort();
    let floaters = bracket.iter().copied().filter(|&t| !v.iter().any(|&(a, b)| a == t || b == t)).collect();
    (v, floaters)
}

/// A pairing as normalised TPN pairs, the PAB as `(tpn, Tpn(0))`.
fn normalised(p: &Pairing) -> Vec<(Tpn, Tpn)> {
    let mut v: Vec<(Tpn, Tpn)> =
        p.boards.iter().map(|b| if b.white < b.black { (b.white, b.black) } else { (b.black, b.white) }).collect();
    if let Some(bye) = p.bye {
        v.push((bye, Tpn(0)));
    }
    v
}

/// Per-field sums of a pairing on a bracket's matching problem.
fn field_sums(ctx: &Ctx, g: &BracketGraph, pairs: &[(Tpn, Tpn)]) -> Vec<u128> {
    let pos = |t: Tpn| g.verts.iter().position(|&i| ctx.players[i].tpn == t);
    let mut mate: Vec<Option<usize>> = vec![None; g.total];
    for &(a, b) in pairs {
        let (Some(x), y) = (pos(a), if b == Tpn(0) { g.pab_vertex } else { pos(b) }) else { continue };
        if let Some(y) = y {
            mate[x] = Some(y);
            mate[y] = Some(x);
        }
    }
    g.field_sums(&mate)
}

/// Compares `other` with the engine's pairing of the round in `ctx`, bracket by bracket.
/// `None` when the engine cannot pair the round or the two pairings are the same.
#[must_use]
pub fn first_bracket_difference(ctx: &Ctx, other: &Pairing) -> Option<BracketVerdict> {
    let rp = pair_round(ctx).ok()?;
    let tp = |i: usize| ctx.players[i].tpn;
    let mut ours: Vec<(Tpn, Tpn)> =
        rp.pairs.iter().map(|&(a, b)| if tp(a) < tp(b) { (tp(a), tp(b)) } else { (tp(b), tp(a)) }).collect();
    if let Some(b) = rp.bye {
        ours.push((tp(b), Tpn(0)));
    }
    let theirs = normalised(other);
    for step in &rp.steps {
        let players: Vec<Tpn> = step.bracket.iter().map(|&i| tp(i)).collect();
        let (o, t) = (decided(&ours, &players), decided(&theirs, &players));
        if o == t {
            continue;
        }
        return Some(verdict(ctx, step, players, &ours, &theirs, o.0, t.0));
    }
    None
}

fn verdict(
    ctx: &Ctx,
    step: &BracketStep,
    players: Vec<Tpn>,
    ours: &[(Tpn, Tpn)],
    theirs: &[(Tpn, Tpn)],
    engine_pairs: Vec<(Tpn, Tpn)>,
    other_pairs: Vec<(Tpn, Tpn)>,
) -> BracketVerdict {
    let c9 = step.lower.is_empty() && ctx.rules.pab_unplayed;
    let problem = BracketProblem {
        bracket: &step.bracket,
        m0: step.m0,
        lower: &step.lower,
        next_sg: &step.next_sg,
        scope: step.scope,
        c9,
        m1_known: None,
        max_pairs_known: None,
    };
    let g = bracket_graph(ctx, &problem);
    let (so, st) = (field_sums(ctx, &g, ours), field_sums(ctx, &g, theirs));
    let first = (0..so.len()).find(|&f| so[f] != st[f]);
    let criterion = first.and_then(|f| g.layout.owners[f]);
    let engine_better = first.is_none_or(|f| so[f] > st[f]);
    let score = step.bracket.last().map_or(Points(0), |&i| ctx.players[i].score);
    let counts = criterion.filter(|c| (Criterion::C10..=Criterion::C13).contains(c)).map(|c| {
        let idx = |t: Tpn| ctx.players.iter().position(|p| p.tpn == t);
        let faults = |pairs: &[(Tpn, Tpn)]| -> usize {
            pairs
                .iter()
                .filter_map(|&(a, b)| Some((idx(a)?, idx(b)?)))
                .map(|(x, y)| {
                    let f = colour_faults(ctx, x, y);
                    (match c {
                        Criterion::C10 => f.c10,
                        Criterion::C11 => f.c11,
                        Criterion::C12 => f.c12,
                        _ => f.c13,
                    }) as usize
                })
                .sum()
        };
        (faults(&engine_pairs), faults(&other_pairs))
    });
    BracketVerdict {
        score,
        players,
        collapsed: step.collapsed,
        criterion,
        engine_better,
        engine_pairs,
        other_pairs,
        counts,
    }
}
