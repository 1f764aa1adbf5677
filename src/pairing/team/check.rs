//! Checking a round of a Swiss Team tournament (C.04.6 2026) against the engine: the first
//! criterion or rule on which the round departs from the text, the boards concerned, and the
//! values on both sides.

use super::bracket::{self, feasible, pairable, pairs_quality, profile, set_quality, sorted_set, top_group};
use super::colour::allocate;
use super::criteria::Criterion;
use super::teams::Ctx;
use super::{TeamRules, planned_rounds};
use crate::core::words::Phrase;
use crate::pairing::{Pairing, PairingError};
use crate::tournament::{RoundNo, Tournament, Tpn};

/// The verdict on one round ([`crate::pairing::system::Verdict`] citing this system's criteria).
pub type Verdict = crate::pairing::system::Verdict<Criterion>;

/// Checks `file` (the round as recorded or as another program paired it) against the text.
///
/// # Errors
/// [`PairingError::NoValidPairing`] when the round cannot be paired at all;
/// [`PairingError::Input`] without the number of rounds.
#[allow(clippy::too_many_lines)] // one step per article, in the text's order
pub fn check(t: &Tournament, round: RoundNo, file: &Pairing, rules: TeamRules) -> Result<Verdict, PairingError> {
    let ctx = Ctx::new(t, round, rules, planned_rounds(t)?);
    let idx = |x: Tpn| ctx.index_of(x);
    let board_of = |x: Tpn| file.board_of(x).map_or(0, |(i, _)| i + 1);
    let departs = |c, boards, detail: Phrase, engine| Ok(Verdict::departs(round, c, boards, detail, engine));
    for (i, b) in file.boards.iter().enumerate() {
        for x in [b.white, b.black] {
            if idx(x).is_none() {
                return departs(
                    Criterion::C3,
                    vec![i + 1],
                    Phrase::new("team-paired-not-to-be-paired").arg("team", x.0),
                    None,
                );
            }
        }
    }
    for p in &ctx.teams {
        if file.board_of(p.tpn).is_none() && file.bye != Some(p.tpn) {
            return departs(Criterion::C3, vec![], Phrase::new("team-left-unpaired").arg("team", p.tpn.0), None);
        }
    }
    for (i, b) in file.boards.iter().enumerate() {
        let (w, bl) = (idx(b.white).unwrap_or(0), idx(b.black).unwrap_or(0));
        if !ctx.compatible(w, bl) {
            return departs(
                Criterion::C1,
                vec![i + 1],
                Phrase::new("team-met").arg("a", b.white.0).arg("b", b.black.0),
                None,
            );
        }
    }
    if let Some(i) = file.bye.and_then(idx) {
        if !ctx.teams[i].pab_ok {
            return departs(Criterion::C2, vec![0], Phrase::new("team-had-pab").arg("team", ctx.teams[i].tpn.0), None);
        }
    }
    let rp = bracket::pair_round(&ctx).map_err(|e| PairingError::NoValidPairing { round, reason: e.0 })?;
    let engine = super::boards_of(&ctx, &rp);
    let engine_bye = rp.bye;
    let file_bye = file.bye.and_then(idx);
    if engine_bye != file_bye {
        let say = |x: Option<usize>| {
            x.map_or_else(
                || Phrase::new("house-nobody"),
                |i| {
                    let p = &ctx.teams[i];
                    Phrase::new("team-team-matches")
                        .arg("team", p.tpn.0)
                        .count("score", "score-count", p.score)
                        .arg("matches", p.matches_played())
                },
            )
        };
        return departs(
            Criterion::Pab,
            vec![0],
            Phrase::new("team-pab-goes").arg("text", say(engine_bye)).arg("file", say(file_bye)),
            Some(engine),
        );
    }
    let partner = |i: usize| -> Option<usize> {
        let b = file.board_of(ctx.teams[i].tpn)?.1;
        idx(if b.white == ctx.teams[i].tpn { b.black } else { b.white })
    };
    let names = |ps: &[usize]| ps.iter().map(|&i| ctx.teams[i].tpn.to_string()).collect::<Vec<_>>().join(", ");
    let boards_with = |ps: &[usize]| -> Vec<usize> {
        let mut v: Vec<usize> = ps.iter().map(|&i| board_of(ctx.teams[i].tpn)).collect();
        v.sort_unstable();
        v.dedup();
        v
    };
    let mut remaining: Vec<usize> = (0..ctx.teams.len()).filter(|&i| Some(i) != rp.bye).collect();
    for eb in &rp.brackets {
        let (score, top, _) = top_group(&ctx, &remaining);
        let ups: Vec<usize> = {
            let mut u: Vec<usize> = top.iter().filter_map(|&r| partner(r)).filter(|p| !top.contains(p)).collect();
            u.sort_unstable();
            u.dedup();
            sorted_set(&ctx, &u)
        };
        let what = || Phrase::new("house-bracket").count("score", "score-count", score);
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
                    Phrase::new("team-below-unpairable").arg("bracket", what()).arg("file", names(&ups)),
                    Some(engine),
                );
            }
        }
        if ups.len() != eb.upfloaters.len() {
            return departs(
                Criterion::C4,
                involved,
                Phrase::new("team-upfloater-count")
                    .arg("bracket", what())
                    .arg("file-count", ups.len())
                    .arg("file", names(&ups))
                    .arg("text-count", eb.upfloaters.len())
                    .arg("text", names(&eb.upfloaters)),
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
                Phrase::new("dubov-upfloater-scores")
                    .arg("bracket", what())
                    .arg("file", names(&ups))
                    .arg("file-scores", show(&pf))
                    .arg("text", names(&eb.upfloaters))
                    .arg("text-scores", show(&pe)),
                Some(engine),
            );
        }
        let fq = set_quality(&ctx, &remaining, &top, &ups);
        for (c, f, e, words) in [
            (Criterion::C6, fq.c6, eb.set_quality.c6, "team-what-following-unpairable"),
            (Criterion::C7, fq.c7, eb.set_quality.c7, "team-what-upfloaters-floated"),
        ] {
            if f != e {
                return departs(
                    c,
                    involved,
                    Phrase::new("team-set-quality")
                        .arg("bracket", what())
                        .arg("file-count", f.to_string())
                        .arg("what", Phrase::new(words))
                        .arg("file", names(&ups))
                        .arg("text-count", e.to_string())
                        .arg("text", names(&eb.upfloaters)),
                    Some(engine),
                );
            }
        }
        if ups != eb.upfloaters {
            return departs(
                Criterion::UpfloaterOrder,
                involved,
                Phrase::new("team-upfloater-order")
                    .arg("bracket", what())
                    .arg("file", names(&ups))
                    .arg("text", names(&eb.upfloaters)),
                Some(engine),
            );
        }
        let mut bracket = top.clone();
        bracket.extend_from_slice(&ups);
        let file_pairs: Vec<(usize, usize)> = bracket
            .iter()
            .filter_map(|&a| partner(a).map(|b| (a, b)))
            .filter(|&(a, b)| ctx.teams[a].tpn < ctx.teams[b].tpn)
            .collect();
        let differing: Vec<usize> =
            eb.pairs.iter().filter(|&&(a, b)| partner(a) != Some(b)).flat_map(|&(a, b)| [a, b]).collect();
        if !differing.is_empty() {
            let fq = pairs_quality(&ctx, &ups, &file_pairs);
            let show = |ps: &[(usize, usize)]| {
                ps.iter()
                    .map(|&(a, b)| format!("{}-{}", ctx.teams[a].tpn, ctx.teams[b].tpn))
                    .collect::<Vec<_>>()
                    .join(" ")
            };
            for (c, f, e, words) in [
                (Criterion::C8, fq.c8, eb.quality.c8, "team-what-no-preference"),
                (Criterion::C9, fq.c9, eb.quality.c9, "team-what-no-strong-preference"),
                (Criterion::C10, fq.c10, eb.quality.c10, "team-what-opponents-floated"),
            ] {
                if f != e {
                    return departs(
                        c,
                        boards_with(&differing),
                        Phrase::new("team-pairs-quality")
                            .arg("bracket", what())
                            .arg("file-count", f.to_string())
                            .arg("what", Phrase::new(words))
                            .arg("text-count", e.to_string())
                            .arg("text", show(&eb.pairs)),
                        Some(engine),
                    );
                }
            }
            return departs(
                Criterion::Identifier,
                boards_with(&differing),
                Phrase::new("team-identifier")
                    .arg("bracket", what())
                    .arg("text", show(&eb.pairs))
                    .arg("file", show(&file_pairs)),
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
                Phrase::new("team-should-have-white")
                    .arg("team", ctx.teams[ew].tpn.0)
                    .arg("article", rule.article())
                    .arg("why", Phrase::new(rule.phrase_id())),
                Some(engine),
            );
        }
    }
    Ok(Verdict {
        round,
        complies: true,
        criterion: None,
        boards: vec![],
        detail: Some(Phrase::new("house-complies").arg("chapter", "C.04.6").arg("edition", "2026")),
        engine: Some(engine),
    })
}
