//! Why a candidate is rejected, in the arbiter's words: the first criterion it fails and the
//! players concerned ("[C12]: players 4 and 9 would not get their colour preference").
//!
//! The criterion is the one on which the engine's evaluation ([`super::evaluate`]) finds the
//! candidate short; this module only names who is concerned, from the same per-player facts
//! the criteria are counted from ([`colour_faults_by_player`], [`had_float`]).

use super::Rejection;
use super::evaluate::Evaluator;
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
pub(crate) fn players_list(ctx: &Ctx, players: &[usize]) -> String {
    let mut t: Vec<Tpn> = players.iter().map(|&p| ctx.players[p].tpn).collect();
    t.sort();
    t.dedup();
    let names: Vec<String> = t.iter().map(|x| x.0.to_string()).collect();
    match names.len() {
        0 => "no player".to_owned(),
        1 => format!("player {}", names[0]),
        n => format!("players {} and {}", names[..n - 1].join(", "), names[n - 1]),
    }
}

/// [C1]/[C3] (2017 C.1/C.3): why `a` and `b` may not meet.
#[must_use]
pub(crate) fn may_not_meet(ctx: &Ctx, a: usize, b: usize) -> Rejection {
    let (pa, pb) = (&ctx.players[a], &ctx.players[b]);
    let pair = players_list(ctx, &[a, b]);
    let (criterion, how) = if pa.opponents.binary_search(&pb.tpn).is_ok() {
        (Criterion::C1, format!("{pair} have already played each other"))
    } else if ctx.prohibited.binary_search(&(a.min(b), a.max(b))).is_ok() {
        (Criterion::C1, format!("{pair} may not meet (a prohibited pairing)"))
    } else {
        (Criterion::C3, format!("{pair} have the same absolute colour preference"))
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
fn failing(c: Criterion) -> &'static str {
    match c {
        Criterion::C10 => "would get a colour difference beyond +2 or -2",
        Criterion::C11 => "would get the same colour three times in a row",
        Criterion::C12 => "would not get their colour preference",
        Criterion::C13 => "would not get their strong colour preference",
        Criterion::C14 => "would downfloat again after a downfloat the previous round",
        Criterion::C15 => "would upfloat again after an upfloat the previous round",
        Criterion::C16 => "would downfloat again after a downfloat two rounds before",
        Criterion::C17 => "would upfloat again after an upfloat two rounds before",
        Criterion::C18 => "(downfloated the previous round) would downfloat again with a score difference",
        Criterion::C19 => "(upfloated the previous round) would upfloat again with a score difference",
        Criterion::C20 => "(downfloated two rounds before) would downfloat again with a score difference",
        Criterion::C21 => "(upfloated two rounds before) would upfloat again with a score difference",
        _ => "",
    }
}

/// The quality criteria a candidate breaks among the colour and float criteria ([C10]–[C21];
/// 2017 C.8–C.19), each as "[C12]: players 4 and 9 would not get their colour preference".
/// Empty for a perfect candidate whose [C4]–[C9] values are the best (Art. 3.4.1).
#[must_use]
pub(crate) fn shortcomings(ctx: &Ctx, s: &Shape<'_>) -> Vec<String> {
    let mut out = Vec::new();
    for c in Criterion::ALL.into_iter().filter(|&c| c >= Criterion::C10) {
        let who = concerned(ctx, c, s);
        if !who.is_empty() {
            out.push(format!("{}: {} {}", c.code_in(ctx.edition), players_list(ctx, &who), failing(c)));
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
        ev.pab_taker(cand.floaters).map_or_else(String::new, |p| {
            let pl = &ctx.players[p];
            format!(": player {} ({} points, {} unplayed games) would get it", pl.tpn, pl.score, pl.unplayed)
        })
    };
    let how = match c {
        Criterion::C4 if ed == DutchEdition::Dutch2017 => {
            "the round could not be completed with these downfloaters (penultimate pairing bracket, A.9)".to_owned()
        }
        Criterion::C4 => {
            format!("the players left unpaired ({}) and those below could not all be paired", floaters(cand))
        }
        Criterion::C5 => format!("the pairing-allocated bye would not go to the lowest score{}", pab()),
        Criterion::C6 => format!(
            "{} pairs instead of {} ({} downfloaters: {})",
            cand.pairs.len(),
            best.pairs.len(),
            cand.floaters.len(),
            floaters(cand)
        ),
        Criterion::C7 if ed == DutchEdition::Dutch2017 => {
            format!("a larger pairing score difference (downfloaters {})", floaters(cand))
        }
        Criterion::C7 => format!("the downfloaters' scores are not the lowest possible ({})", floaters(cand)),
        Criterion::C8 => format!(
            "with the downfloaters {} the next bracket could not be paired as well as with {}",
            floaters(cand),
            floaters(best)
        ),
        Criterion::C9 => {
            format!("the assignee of the pairing-allocated bye would not have the fewest unplayed games{}", pab())
        }
        _ => {
            let who = concerned(ctx, c, cand);
            let theirs = concerned(ctx, c, best).len();
            if who.is_empty() {
                format!("it does worse on: {}", c.summary_in(ed))
            } else if theirs > 0 {
                format!("{} {} (the best candidate: {theirs})", players_list(ctx, &who), failing(c))
            } else {
                format!("{} {}", players_list(ctx, &who), failing(c))
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
    let how =
        format!("{} {} already, and the best candidate has {best} such player(s)", players_list(ctx, &who), failing(c));
    Rejection { criterion: c, code: c.code_in(ctx.edition), how }
}

/// Why a family is skipped when the rest of S1 cannot all get an opponent they may meet.
#[must_use]
pub(crate) fn no_opponents(ctx: &Ctx, rest1: &[usize], rest2: &[usize]) -> Rejection {
    let how = format!(
        "{} cannot {} an opponent they may meet among {}",
        players_list(ctx, rest1),
        if rest1.len() == 1 { "get" } else { "all get" },
        rest2.iter().map(|&p| ctx.players[p].tpn.to_string()).collect::<Vec<_>>().join(" ")
    );
    Rejection { criterion: Criterion::C1, code: Criterion::C1.code_in(ctx.edition), how }
}

/// Why a family is skipped when even the cheapest pairing of the rest of S1 misses colour
/// criterion `c` `total` times, more than the best candidate's `best`.
#[must_use]
pub(crate) fn at_least(ctx: &Ctx, c: Criterion, pairs: &[(usize, usize)], total: u64, best: u32) -> Rejection {
    let start = if pairs.is_empty() {
        "every candidate".to_owned()
    } else {
        let p: Vec<String> =
            pairs.iter().map(|&(a, b)| format!("{}-{}", ctx.players[a].tpn, ctx.players[b].tpn)).collect();
        format!("every candidate with {}", p.join(" "))
    };
    let how = format!("{start} has at least {total} player(s) who {}, and the best candidate has {best}", failing(c));
    Rejection { criterion: c, code: c.code_in(ctx.edition), how }
}
