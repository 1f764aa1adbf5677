//! Checking a round of a Double-Swiss tournament (C.04.5 2026) against the engine: the first
//! criterion or rule on which the round departs from the text, the boards concerned, and the
//! values on both sides. A round the engine refuses (reading DS-6) is refused here too.

use super::colour::allocate;
use super::criteria::Criterion;
use crate::pairing::lex_procedure::{feasible, pairable, pairs_quality, profile, set_quality, sorted_set, top_group};
use crate::pairing::{Pairing, PairingError};
use crate::tournament::{RoundNo, Tournament, Tpn};

/// The verdict on one round ([`crate::pairing::system::Verdict`] citing this system's criteria).
pub type Verdict = crate::pairing::system::Verdict<Criterion>;

/// Checks `file` (the round as recorded or as another program paired it) against the text.
///
/// # Errors
/// [`PairingError::NoValidPairing`] when the round cannot be paired at all;
/// [`PairingError::Input`] without the number of rounds, or when reading DS-6 decides the round.
#[allow(clippy::too_many_lines)] // one step per article, in the text's order
pub fn check(t: &Tournament, round: RoundNo, file: &Pairing) -> Result<Verdict, PairingError> {
    let (ctx, rp) = super::round_pairing(t, round)?;
    let idx = |x: Tpn| ctx.index_of(x);
    let board_of = |x: Tpn| file.board_of(x).map_or(0, |(i, _)| i + 1);
    let departs = |c, boards, detail: String, engine| Ok(Verdict::departs(round, c, boards, detail, engine));
    for (i, b) in file.boards.iter().enumerate() {
        for x in [b.white, b.black] {
            if idx(x).is_none() {
                return departs(
                    Criterion::C3,
                    vec![i + 1],
                    format!("player {x} is paired but has an entry for the round or is not to be paired"),
                    None,
                );
            }
        }
    }
    for p in &ctx.players {
        if file.board_of(p.tpn).is_none() && file.bye != Some(p.tpn) {
            return departs(
                Criterion::C3,
                vec![],
                format!("player {} is to be paired but is neither on a board nor given the PAB (3.3.1)", p.tpn),
                None,
            );
        }
    }
    for (i, b) in file.boards.iter().enumerate() {
        let (w, bl) = (idx(b.white).unwrap_or(0), idx(b.black).unwrap_or(0));
        if !ctx.compatible(w, bl) {
            return departs(
                Criterion::C1,
                vec![i + 1],
                format!(
                    "players {} and {} have already met in a match not forfeited (or may not meet)",
                    b.white, b.black
                ),
                None,
            );
        }
    }
    if let Some(i) = file.bye.and_then(idx) {
        if !ctx.players[i].pab_ok {
            return departs(
                Criterion::C2,
                vec![0],
                format!("player {} already had the PAB, a forfeit win or a full-point bye", ctx.players[i].tpn),
                None,
            );
        }
    }
    let engine = super::boards_of(&ctx, &rp);
    let engine_bye = rp.bye;
    let file_bye = file.bye.and_then(idx);
    if engine_bye != file_bye {
        let say = |x: Option<usize>| {
            x.map_or_else(
                || "nobody".to_owned(),
                |i| {
                    let p = &ctx.players[i];
                    format!("{} ({} points, {} matches played)", p.tpn, p.score, p.matches_played())
                },
            )
        };
        return departs(
            Criterion::Pab,
            vec![0],
            format!(
                "the PAB goes to {}, not to {} (3.4.1 leaves a legal pairing, 3.4.2 lowest score, 3.4.3 most matches, 3.4.4 largest TPN)",
                say(engine_bye),
                say(file_bye)
            ),
            Some(engine),
        );
    }
    let partner = |i: usize| -> Option<usize> {
        let b = file.board_of(ctx.players[i].tpn)?.1;
        idx(if b.white == ctx.players[i].tpn { b.black } else { b.white })
    };
    let names = |ps: &[usize]| ps.iter().map(|&i| ctx.players[i].tpn.to_string()).collect::<Vec<_>>().join(", ");
    let boards_with = |ps: &[usize]| -> Vec<usize> {
        let mut v: Vec<usize> = ps.iter().map(|&i| board_of(ctx.players[i].tpn)).collect();
        v.sort_unstable();
        v.dedup();
        v
    };
    let mut remaining: Vec<usize> = (0..ctx.players.len()).filter(|&i| Some(i) != rp.bye).collect();
    for eb in &rp.brackets {
        let (score, top, _) = top_group(&ctx, &remaining);
        let ups: Vec<usize> = {
            let mut u: Vec<usize> = top.iter().filter_map(|&r| partner(r)).filter(|p| !top.contains(p)).collect();
            u.sort_unstable();
            u.dedup();
            sorted_set(&ctx, &u)
        };
        let what = format!("bracket of {score} points");
        let mut involved = boards_with(&ups);
        involved.extend(boards_with(&eb.upfloaters));
        involved.sort_unstable();
        involved.dedup();
        if !feasible(&ctx, &remaining, &top, &ups) {
            let mut bracket = top.clone();
            bracket.extend_from_slice(&ups);
            let rest: Vec<usize> = remaining.iter().copied().filter(|i| !bracket.contains(i)).collect();
            if !pairable(&ctx, &rest) {
                return departs(
                    Criterion::C3,
                    involved,
                    format!(
                        "{what}: with upfloaters {} the players left below cannot all be paired legally",
                        names(&ups)
                    ),
                    Some(engine),
                );
            }
        }
        if ups.len() != eb.upfloaters.len() {
            return departs(
                Criterion::C4,
                involved,
                format!(
                    "{what}: {} upfloaters ({}); the text needs {} ({})",
                    ups.len(),
                    names(&ups),
                    eb.upfloaters.len(),
                    names(&eb.upfloaters)
                ),
                Some(engine),
            );
        }
        let (pf, pe) = (profile(&ctx, &ups), profile(&ctx, &eb.upfloaters));
        if pf != pe {
            let show =
                |v: &[crate::tournament::Points]| v.iter().map(ToString::to_string).collect::<Vec<_>>().join(", ");
            return departs(
                Criterion::C5,
                involved,
                format!(
                    "{what}: upfloaters {} with scores {}; the text takes {} with scores {}",
                    names(&ups),
                    show(&pf),
                    names(&eb.upfloaters),
                    show(&pe)
                ),
                Some(engine),
            );
        }
        let fq = set_quality(&ctx, &remaining, &top, &ups);
        for (c, f, e, words) in [
            (
                Criterion::C6,
                fq.c6,
                eb.set_quality.c6,
                "following scoregroup left unpairable with its fewest upfloaters",
            ),
            (Criterion::C7, fq.c7, eb.set_quality.c7, "upfloaters that floated in the previous round"),
        ] {
            if f != e {
                return departs(
                    c,
                    involved,
                    format!(
                        "{what}: {f} {words} with upfloaters {}, {e} with the text's {}",
                        names(&ups),
                        names(&eb.upfloaters)
                    ),
                    Some(engine),
                );
            }
        }
        if ups != eb.upfloaters {
            return departs(
                Criterion::UpfloaterOrder,
                involved,
                format!(
                    "{what}: upfloaters {}; the first set in the order of 3.5.3–3.5.4 that pairs as well is {}",
                    names(&ups),
                    names(&eb.upfloaters)
                ),
                Some(engine),
            );
        }
        let mut bracket = top.clone();
        bracket.extend_from_slice(&ups);
        let file_pairs: Vec<(usize, usize)> = bracket
            .iter()
            .filter_map(|&a| partner(a).map(|b| (a, b)))
            .filter(|&(a, b)| ctx.players[a].tpn < ctx.players[b].tpn)
            .collect();
        let differing: Vec<usize> =
            eb.pairs.iter().filter(|&&(a, b)| partner(a) != Some(b)).flat_map(|&(a, b)| [a, b]).collect();
        if !differing.is_empty() {
            let fq = pairs_quality(&ctx, &ups, &file_pairs);
            let show = |ps: &[(usize, usize)]| {
                ps.iter()
                    .map(|&(a, b)| format!("{}-{}", ctx.players[a].tpn, ctx.players[b].tpn))
                    .collect::<Vec<_>>()
                    .join(" ")
            };
            if fq.c8 != eb.quality.c8 {
                return departs(
                    Criterion::C8,
                    boards_with(&differing),
                    format!(
                        "{what}: {} upfloaters' opponents that floated in the previous round, {} in the text's pairing {}",
                        fq.c8,
                        eb.quality.c8,
                        show(&eb.pairs)
                    ),
                    Some(engine),
                );
            }
            return departs(
                Criterion::Identifier,
                boards_with(&differing),
                format!(
                    "{what}: the first pairing by identifier (3.6.2) that pairs as well is {}; the round pairs {}",
                    show(&eb.pairs),
                    show(&file_pairs)
                ),
                Some(engine),
            );
        }
        remaining.retain(|i| !bracket.contains(i));
    }
    for (i, b) in file.boards.iter().enumerate() {
        let (w, bl) = (idx(b.white).unwrap_or(0), idx(b.black).unwrap_or(0));
        let (ew, _, rule) = allocate(&ctx, w, bl);
        if ew != w {
            return departs(
                Criterion::Colours,
                vec![i + 1],
                format!(
                    "player {} should have White by Art. {} ({})",
                    ctx.players[ew].tpn,
                    rule.article(),
                    rule.words()
                ),
                Some(engine),
            );
        }
    }
    Ok(Verdict {
        round,
        complies: true,
        criterion: None,
        boards: vec![],
        detail: "the round complies with C.04.5 (2026) as arbitro reads it (docs/systems/double-swiss-2026.md)"
            .to_owned(),
        engine: Some(engine),
    })
}
