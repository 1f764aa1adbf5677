//! Why a candidate is rejected, in the arbiter's words: the first criterion it fails and the
//! players concerned ("[C12]: players 4 and 9 would not get their colour preference").
//!
//! The criterion is the one on which the engine's evaluation ([`super::evaluate`]) finds the
//! candidate short; this module only names who is concerned, from the same per-player facts
//! the criteria are counted from ([`colour_faults_by_player`], [`had_float`]).

use super::Rejection;
use super::evaluate::Evaluator;
use crate::core::words::Phrase;
use crate::pairing::dutch::criteria::{Criterion, colour_faults_by_player, had_float};
use crate::pairing::dutch::players::Ctx;
use crate::rules::DutchEdition;
use crate::tournament::{Float, Tpn};

/// What one candidate does: its pairs and the bracket players it leaves unpaired, and which
/// bracket players are MDPs.
pub struct Shape<'a> {
    /// Pairs (player indices).
    pub pairs: &'a [(usize, usize)],
    /// Bracket players left unpaired.
    pub floaters: &'a [usize],
    /// The bracket's MDPs.
    pub mdps: &'a [usize],
}

/// "player 4", "players 4 and 9", "players 4, 9 and 12".
#[must_use]
pub(crate) fn players_list(ctx: &Ctx, players: &[usize]) -> Phrase {
    let mut t: Vec<Tpn> = players.iter().map(|&p| ctx.players[p].tpn).collect();
    t.sort();
    t.dedup();
    let names: Vec<String> = t.iter().map(|x| x.0.to_string()).collect();
    match names.len() {
        0 => Phrase::new("walk-dutch-no-player"),
        1 => Phrase::new("walk-dutch-player").arg("tpn", names[0].clone()),
        n => Phrase::new("walk-dutch-players").arg("list", names[..n - 1].join(", ")).arg("last", names[n - 1].clone()),
    }
}

/// [C1]/[C3] (2017 C.1/C.3): why `a` and `b` may not meet.
#[must_use]
pub(crate) fn may_not_meet(ctx: &Ctx, a: usize, b: usize) -> Rejection {
    let (pa, pb) = (&ctx.players[a], &ctx.players[b]);
    let pair = players_list(ctx, &[a, b]);
    let (criterion, how) = if pa.opponents.binary_search(&pb.tpn).is_ok() {
        (Criterion::C1, Phrase::new("walk-dutch-played").arg("pair", pair))
    } else if ctx.prohibited.binary_search(&(a.min(b), a.max(b))).is_ok() {
        (Criterion::C1, Phrase::new("walk-dutch-prohibited").arg("pair", pair))
    } else {
        (Criterion::C3, Phrase::new("walk-dutch-same-absolute").arg("pair", pair))
    };
    Rejection { criterion, code: criterion.code_in(ctx.edition), how }
}

/// The players of the candidate concerned by a colour or float criterion ([C10]–[C21]; 2017
/// C.8–C.19): those who miss it.
#[must_use]
pub fn concerned(ctx: &Ctx, c: Criterion, s: &Shape<'_>) -> Vec<usize> {
    let mut out = Vec::new();
    if (Criterion::C10..=Criterion::C13).contains(&c) {
        for &(a, b) in s.pairs {
            for (p, f) in colour_faults_by_player(ctx, a, b) {
                let n = match c {
                    Criterion::C10 => f.c10,
                    Criterion::C11 => f.c11,
                    Criterion::C12 => f.c12,
                    _ => f.c13,
                };
                if n > 0 {
                    out.push(p);
                }
            }
        }
        return out;
    }
    let (back, kind) = match c {
        Criterion::C14 | Criterion::C18 => (1, Float::Down),
        Criterion::C15 | Criterion::C19 => (1, Float::Up),
        Criterion::C16 | Criterion::C20 => (2, Float::Down),
        Criterion::C17 | Criterion::C21 => (2, Float::Up),
        _ => return out,
    };
    let score_diffs = c >= Criterion::C18;
    // Pairs of different scores: the higher player downfloats, the lower one upfloats (Art. 1.4.2).
    for &(a, b) in s.pairs {
        let (sa, sb) = (ctx.players[a].score, ctx.players[b].score);
        if sa == sb {
            continue;
        }
        let (down, up) = if sa > sb { (a, b) } else { (b, a) };
        let who = if kind == Float::Down { down } else { up };
        // 2026 [C14]/[C16] count resident downfloaters only: an MDP paired down is [C18]/[C20].
        let counted = kind == Float::Up || score_diffs || ctx.edition == DutchEdition::Dutch2017;
        if counted && had_float(&ctx.players[who], back, kind) {
            out.push(who);
        }
    }
    if kind == Float::Down && !score_diffs {
        // The downfloaters (2026: the residents among them; 2017: all who receive a downfloat).
        for &p in s.floaters {
            let resident = !s.mdps.contains(&p);
            if (resident || ctx.edition == DutchEdition::Dutch2017) && had_float(&ctx.players[p], back, kind) {
                out.push(p);
            }
        }
    }
    out
}

/// What the players concerned by `c` fail, e.g. "would not get their colour preference".
fn failing(c: Criterion, who: usize) -> Phrase {
    let id = match c {
        Criterion::C10 => "walk-dutch-fail-c10",
        Criterion::C11 => "walk-dutch-fail-c11",
        Criterion::C12 => "walk-dutch-fail-c12",
        Criterion::C13 => "walk-dutch-fail-c13",
        Criterion::C14 => "walk-dutch-fail-c14",
        Criterion::C15 => "walk-dutch-fail-c15",
        Criterion::C16 => "walk-dutch-fail-c16",
        Criterion::C17 => "walk-dutch-fail-c17",
        Criterion::C18 => "walk-dutch-fail-c18",
        Criterion::C19 => "walk-dutch-fail-c19",
        Criterion::C20 => "walk-dutch-fail-c20",
        Criterion::C21 => "walk-dutch-fail-c21",
        _ => "walk-dutch-fail-other",
    };
    Phrase::new(id).arg("n", who)
}

/// The quality criteria a candidate breaks among the colour and float criteria ([C10]–[C21];
/// 2017 C.8–C.19), each as "[C12]: players 4 and 9 would not get their colour preference".
/// Empty for a perfect candidate whose [C4]–[C9] values are the best (Art. 3.4.1).
#[must_use]
pub(crate) fn shortcomings(ctx: &Ctx, s: &Shape<'_>) -> Vec<Phrase> {
    let mut out = Vec::new();
    for c in Criterion::ALL.into_iter().filter(|&c| c >= Criterion::C10) {
        let who = concerned(ctx, c, s);
        if !who.is_empty() {
            out.push(
                Phrase::new("walk-dutch-shortcoming")
                    .arg("code", c.code_in(ctx.edition))
                    .arg("who", players_list(ctx, &who))
                    .arg("fail", failing(c, distinct(ctx, &who))),
            );
        }
    }
    out
}

/// Why a candidate is rejected: `c` is the first criterion on which it falls short of the
/// best candidate (`best`, what the bracket's matching reaches).
#[must_use]
pub(crate) fn shortfall(ev: &Evaluator<'_>, c: Criterion, cand: &Shape<'_>, best: &Shape<'_>) -> Rejection {
    let ctx = ev.ctx();
    let ed = ctx.edition;
    let floaters = |s: &Shape<'_>| {
        let mut v: Vec<String> =
            s.floaters.iter().map(|&p| format!("{} ({})", ctx.players[p].tpn, ctx.players[p].score)).collect();
        v.sort();
        v.join(", ")
    };
    let pab = || {
        ev.pab_taker(cand.floaters).map(|p| {
            let pl = &ctx.players[p];
            Phrase::new("walk-dutch-pab-taker").arg("tpn", pl.tpn.0).dec("score", pl.score).arg("games", pl.unplayed)
        })
    };
    let how = match c {
        Criterion::C4 if ed == DutchEdition::Dutch2017 => Phrase::new("walk-dutch-c4-2017"),
        Criterion::C4 => Phrase::new("walk-dutch-c4").arg("floaters", floaters(cand)),
        Criterion::C5 => Phrase::new("walk-dutch-c5").arg("pab", pab()),
        Criterion::C6 => Phrase::new("walk-dutch-c6")
            .arg("pairs", cand.pairs.len())
            .arg("best", best.pairs.len())
            .arg("count", cand.floaters.len())
            .arg("floaters", floaters(cand)),
        Criterion::C7 if ed == DutchEdition::Dutch2017 => {
            Phrase::new("walk-dutch-c7-2017").arg("floaters", floaters(cand))
        }
        Criterion::C7 => Phrase::new("walk-dutch-c7").arg("floaters", floaters(cand)),
        Criterion::C8 => Phrase::new("walk-dutch-c8").arg("floaters", floaters(cand)).arg("best", floaters(best)),
        Criterion::C9 => Phrase::new("walk-dutch-c9").arg("pab", pab()),
        _ => {
            let who = concerned(ctx, c, cand);
            let theirs = concerned(ctx, c, best).len();
            if who.is_empty() {
                Phrase::new("walk-dutch-worse-on").arg("summary", c.summary_in(ed))
            } else if theirs > 0 {
                Phrase::new("walk-dutch-who-fail-best")
                    .arg("who", players_list(ctx, &who))
                    .arg("fail", failing(c, distinct(ctx, &who)))
                    .arg("theirs", theirs)
            } else {
                Phrase::new("walk-dutch-who-fail")
                    .arg("who", players_list(ctx, &who))
                    .arg("fail", failing(c, distinct(ctx, &who)))
            }
        }
    };
    Rejection { criterion: c, code: c.code_in(ed), how }
}

/// Why a family of candidates is skipped: the pairs they all start with already miss colour
/// criterion `c` (2026 [C10]–[C13]; 2017 C.8–C.11) more often than the best candidate does
/// (`best` times) — as the tutorials count "x", the colour preferences that must go unmet.
#[must_use]
pub(crate) fn already_worse(ctx: &Ctx, c: Criterion, pairs: &[(usize, usize)], best: u32) -> Rejection {
    let who = concerned(ctx, c, &Shape { pairs, floaters: &[], mdps: &[] });
    let how = Phrase::new("walk-dutch-already")
        .arg("who", players_list(ctx, &who))
        .arg("fail", failing(c, distinct(ctx, &who)))
        .arg("best", best);
    Rejection { criterion: c, code: c.code_in(ctx.edition), how }
}

/// Why a family is skipped when the rest of S1 cannot all get an opponent they may meet.
#[must_use]
pub(crate) fn no_opponents(ctx: &Ctx, rest1: &[usize], rest2: &[usize]) -> Rejection {
    let how = Phrase::new(if rest1.len() == 1 { "walk-dutch-no-opponent-one" } else { "walk-dutch-no-opponent-all" })
        .arg("who", players_list(ctx, rest1))
        .arg("among", rest2.iter().map(|&p| ctx.players[p].tpn.to_string()).collect::<Vec<_>>().join(" "));
    Rejection { criterion: Criterion::C1, code: Criterion::C1.code_in(ctx.edition), how }
}

/// Why a family is skipped when even the cheapest pairing of the rest of S1 misses colour
/// criterion `c` `total` times, more than the best candidate's `best`.
#[must_use]
pub(crate) fn at_least(ctx: &Ctx, c: Criterion, pairs: &[(usize, usize)], total: u64, best: u32) -> Rejection {
    let start = if pairs.is_empty() {
        Phrase::new("walk-dutch-every")
    } else {
        let p: Vec<String> =
            pairs.iter().map(|&(a, b)| format!("{}-{}", ctx.players[a].tpn, ctx.players[b].tpn)).collect();
        Phrase::new("walk-dutch-every-with").arg("pairs", p.join(" "))
    };
    let how = Phrase::new("walk-dutch-at-least")
        .arg("start", start)
        .arg("total", i64::try_from(total).unwrap_or(i64::MAX))
        .arg("fail", failing(c, usize::try_from(total).unwrap_or(usize::MAX)))
        .arg("best", best);
    Rejection { criterion: c, code: c.code_in(ctx.edition), how }
}

/// How many distinct players `players` names (the number "player"/"players" agrees with).
fn distinct(ctx: &Ctx, players: &[usize]) -> usize {
    let mut t: Vec<Tpn> = players.iter().map(|&p| ctx.players[p].tpn).collect();
    t.sort();
    t.dedup();
    t.len()
}
