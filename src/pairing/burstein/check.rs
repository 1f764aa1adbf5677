//! Checking a round of a Burstein tournament (C.04.4.2 2026) against the text: the first
//! criterion or rule on which the round departs, the boards concerned, and the values on
//! both sides. Seeding rounds are held to the Dutch System (1.6).

use super::Edition;
use super::bracket::{self, Problem, next_bracket, pab_cmp, pairable};
use super::colour::allocate;
use super::criteria::Criterion;
use super::players::Ctx;
use crate::pairing::{Departure, Pairing, PairingError};
use crate::rules::DutchEdition;
use crate::tournament::{RoundNo, Tournament, Tpn};

/// The verdict on one round ([`crate::pairing::system::Verdict`] citing this system's criteria).
pub type Verdict = crate::pairing::system::Verdict<Criterion>;

/// Checks `file` (the round as recorded or as another program paired it) against the text.
///
/// # Errors
/// [`PairingError::NoValidPairing`] when the round cannot be paired at all;
/// [`PairingError::Input`] when the number of rounds is unknown (1.6.2).
pub fn check(t: &Tournament, round: RoundNo, file: &Pairing) -> Result<Verdict, PairingError> {
    check_edition(t, round, file, Edition::Y2026)
}

/// Checks `file` against `edition` of the text (the original one has no seeding rounds).
///
/// # Errors
/// As [`check`].
pub fn check_edition(
    t: &Tournament,
    round: RoundNo,
    file: &Pairing,
    edition: Edition,
) -> Result<Verdict, PairingError> {
    if edition == Edition::Y2026 && super::is_seeding_round(t, round)? {
        return check_seeding(t, round, file);
    }
    let ctx = Ctx::of_edition(t, round, edition);
    let original = edition == Edition::Original;
    let idx = |x: Tpn| ctx.players.iter().position(|p| p.tpn == x);
    let board_of = |x: Tpn| file.board_of(x).map_or(0, |(i, _)| i + 1);
    let to_pair: Vec<Tpn> = ctx.players.iter().map(|p| p.tpn).collect();
    if let Some((boards, detail)) = crate::pairing::system::incomplete(file, &to_pair) {
        return Ok(Verdict::departs(round, Criterion::C4, boards, detail, None));
    }
    for (i, b) in file.boards.iter().enumerate() {
        let (w, bl) = (idx(b.white).unwrap_or(0), idx(b.black).unwrap_or(0));
        let (pw, pb) = (&ctx.players[w], &ctx.players[bl]);
        if pw.opponents.binary_search(&pb.tpn).is_ok() || t.is_prohibited(pw.tpn, pb.tpn, round) {
            return Ok(Verdict::departs(
                round,
                Criterion::C1,
                vec![i + 1],
                format!("{} and {} have already met (or may not meet)", pw.tpn, pb.tpn),
                None,
            ));
        }
        if pw.absolute().is_some() && pw.absolute() == pb.absolute() {
            return Ok(Verdict::departs(
                round,
                Criterion::C3,
                vec![i + 1],
                format!("{} and {} both have an absolute preference for {:?}", pw.tpn, pb.tpn, pw.absolute()),
                None,
            ));
        }
    }
    if let Some(i) = file.bye.and_then(idx) {
        if !ctx.players[i].pab_ok {
            return Ok(Verdict::departs(
                round,
                Criterion::C2,
                vec![0],
                format!("{} already had the PAB or scored a win without playing", ctx.players[i].tpn),
                None,
            ));
        }
    }
    let rp = bracket::pair_round(&ctx).map_err(|e| PairingError::NoValidPairing { round, reason: e.0 })?;
    let engine = super::boards_of(&ctx, &rp);
    let engine_bye = rp.bye.map(|b| ctx.players[b].tpn);
    if engine_bye != file.bye {
        let say = |x: Option<Tpn>| {
            x.and_then(idx).map_or_else(
                || "nobody".to_owned(),
                |i| {
                    let p = &ctx.players[i];
                    if original {
                        return format!("{} ({} points, {})", p.tpn, p.score, tie_breaks(&p.tie_breaks));
                    }
                    format!(
                        "{} ({} points, {} games played, Buchholz {}, Sonneborn-Berger {})",
                        p.tpn,
                        p.score,
                        p.colours.len(),
                        tenths(p.index.buchholz),
                        hundredths(p.index.sonneborn_berger)
                    )
                },
            )
        };
        let all: Vec<usize> = (0..ctx.players.len()).collect();
        let rest: Vec<usize> = all.iter().copied().filter(|&i| Some(i) != file.bye.and_then(idx)).collect();
        let c = if file.bye.is_some() && !pairable(&ctx, &rest) { Criterion::C4 } else { Criterion::Pab };
        let why = match (rp.bye, file.bye.and_then(idx)) {
            (Some(e), Some(f)) if c == Criterion::Pab && original => {
                if ctx.players[e].score == ctx.players[f].score {
                    "4.2-4.3 lowest SB, then Buchholz, Median, rating in the lowest score group"
                } else {
                    "4.2 the lowest score group"
                }
            }
            (Some(e), Some(f)) if c == Criterion::Pab => match pab_cmp(&ctx, e, f) {
                _ if ctx.players[e].score != ctx.players[f].score => "3.1.3 lowest score",
                _ if ctx.players[e].colours.len() != ctx.players[f].colours.len() => "3.1.4 most games played",
                _ => "3.1.5 lowest in the ranking of 1.8",
            },
            _ if original => "6.6 the others can all be paired (reading B-O-6)",
            _ => "3.1.2 the others can all be paired",
        };
        let mut boards = vec![0];
        if let Some(e) = engine_bye {
            boards.push(board_of(e));
        }
        return Ok(Verdict::departs(
            round,
            c,
            boards,
            format!("the PAB goes to {}, not to {} ({why})", say(engine_bye), say(file.bye)),
            Some(engine),
        ));
    }
    // Bracket by bracket, following the round checked.
    let partner = |i: usize| -> Option<usize> {
        let b = file.board_of(ctx.players[i].tpn)?.1;
        idx(if b.white == ctx.players[i].tpn { b.black } else { b.white })
    };
    let mut remaining: Vec<usize> = (0..ctx.players.len()).filter(|&i| Some(i) != rp.bye).collect();
    let mut floaters: Vec<usize> = Vec::new();
    while !remaining.is_empty() {
        let (score, bsn, next, rest) = next_bracket(&ctx, &remaining, &floaters);
        let problem = Problem::new(&ctx, &bsn, &next, &rest);
        let b = bsn.len();
        let (best_mate, best) = problem.solve(&ctx, &|_, _| true);
        let file_mate: Vec<Option<usize>> =
            (0..b).map(|u| partner(bsn[u]).and_then(|p| bsn.iter().position(|&x| x == p))).collect();
        let allow = |u: usize, v: usize| -> bool {
            let (u, v) = (u.min(v), u.max(v));
            if v < b {
                file_mate[u] == Some(v)
            } else if u < b {
                file_mate[u].is_none()
            } else {
                true
            }
        };
        let (_, theirs) = problem.solve(&ctx, &allow);
        if let Some(f) = (0..best.len()).find(|&f| best[f] != theirs[f]) {
            let c = problem.layout.owners[f];
            let differs: Vec<usize> =
                (0..b).filter(|&u| best_mate[u].filter(|&v| v < b) != file_mate[u]).map(|u| bsn[u]).collect();
            let mut boards: Vec<usize> = differs.iter().map(|&i| board_of(ctx.players[i].tpn)).collect();
            boards.sort_unstable();
            boards.dedup();
            let mut detail = describe(&ctx, &problem, f, &bsn, &best_mate, &file_mate, best[f], theirs[f], score);
            if original {
                detail = original_words(&detail, &ctx, &bsn);
            }
            return Ok(Verdict::departs(round, c, boards, detail, Some(engine)));
        }
        let mut out = Vec::new();
        for u in 0..b {
            match file_mate[u] {
                Some(_) => remaining.retain(|&i| i != bsn[u]),
                None => out.push(bsn[u]),
            }
        }
        floaters = out;
    }
    for (i, bd) in file.boards.iter().enumerate() {
        let (Some(w), Some(bl)) = (idx(bd.white), idx(bd.black)) else { continue };
        let (ew, eb, rule) = allocate(&ctx, w, bl);
        if (ew, eb) != (w, bl) && original {
            let (pw, pb) = (&ctx.players[w], &ctx.players[bl]);
            return Ok(Verdict::departs(
                round,
                Criterion::Colours,
                vec![i + 1],
                format!(
                    "board {}: {} has White; {} gives White to {} ({}: {} points, colours {}, {}; {}: {} points, colours {}, {})",
                    i + 1,
                    bd.white,
                    rule.original_article(),
                    ctx.players[ew].tpn,
                    pw.tpn,
                    pw.score,
                    colours(&pw.colours),
                    tie_breaks(&pw.tie_breaks),
                    pb.tpn,
                    pb.score,
                    colours(&pb.colours),
                    tie_breaks(&pb.tie_breaks)
                ),
                Some(engine),
            ));
        }
        if (ew, eb) != (w, bl) {
            return Ok(Verdict::departs(
                round,
                Criterion::Colours,
                vec![i + 1],
                format!(
                    "board {}: {} has White; {} gives White to {} ({} {} points, Buchholz {}; {} {} points, Buchholz {})",
                    i + 1,
                    bd.white,
                    rule.article(),
                    ctx.players[ew].tpn,
                    ctx.players[w].tpn,
                    ctx.players[w].score,
                    tenths(ctx.players[w].index.buchholz),
                    ctx.players[bl].tpn,
                    ctx.players[bl].score,
                    tenths(ctx.players[bl].index.buchholz)
                ),
                Some(engine),
            ));
        }
    }
    Ok(Verdict::complies(round, Some(engine)))
}

/// The values of 3.2 (original edition) in the arbiter's words.
fn tie_breaks(tb: &super::original::TieBreaks) -> String {
    format!(
        "SB {}, Buchholz {}, Median {}, rating {}",
        hundredths(tb.sonneborn_berger),
        tenths(tb.buchholz),
        tenths(tb.median),
        tb.rating
    )
}

fn colours(c: &[crate::tournament::Colour]) -> String {
    let s: String = c.iter().map(|&c| if c == crate::tournament::Colour::White { 'W' } else { 'B' }).collect();
    if s.is_empty() { "none".to_owned() } else { s }
}

/// A bracket departure in the original edition's words: its articles instead of the 2026
/// ones, and the ordered score group with each player's values of 3.2.
fn original_words(detail: &str, ctx: &Ctx, bsn: &[usize]) -> String {
    let d = detail
        .replace("bracket of", "score group of")
        .replace(
            "the first pairing in the order of 4.3 that is best by [C5]-[C8]",
            "the first combination of 6.2/6.4 best by 6.3-6.5",
        )
        .replace("BSN", "no.")
        .replace("floats (no. 0)", "floats (F)")
        .replace(
            "leave the next bracket worse paired ([C1]-[C6] there) than",
            "find fewer opponents in the next score group (6.6) than",
        )
        .replace("the text floats", "the text (6.3) floats");
    let order: Vec<String> = bsn
        .iter()
        .enumerate()
        .map(|(k, &i)| {
            let p = &ctx.players[i];
            format!("{}. {} ({}; {})", k + 1, p.tpn, p.score, tie_breaks(&p.tie_breaks))
        })
        .collect();
    if order.len() > 12 {
        return format!("{d} [order of 3.2: {} …]", order[..12].join(", "));
    }
    format!("{d} [order of 3.2: {}]", order.join(", "))
}

fn tenths(x: i64) -> String {
    format!("{}.{}", x / 10, (x % 10).abs())
}

fn hundredths(x: i64) -> String {
    format!("{}.{:02}", x / 100, (x % 100).abs())
}

/// The departure at field `f` in the arbiter's words.
#[allow(clippy::too_many_arguments)]
fn describe(
    ctx: &Ctx,
    p: &Problem,
    f: usize,
    bsn: &[usize],
    best_mate: &[Option<usize>],
    file_mate: &[Option<usize>],
    best: u128,
    theirs: u128,
    score: crate::tournament::Points,
) -> String {
    let b = bsn.len();
    let name = |u: usize| ctx.players[bsn[u]].tpn;
    let floats = |mate: &dyn Fn(usize) -> Option<usize>| -> String {
        let mut f: Vec<usize> = (0..b).filter(|&u| mate(u).is_none()).collect();
        f.sort_by_key(|&u| std::cmp::Reverse(ctx.players[bsn[u]].score));
        let v: Vec<String> = f.iter().map(|&u| format!("{} ({})", name(u), ctx.players[bsn[u]].score)).collect();
        if v.is_empty() { "none".to_owned() } else { v.join(", ") }
    };
    let ours = |u: usize| best_mate[u].filter(|&v| v < b);
    let file = |u: usize| file_mate[u];
    let head = format!("bracket of {score} points ({} players)", b);
    match p.layout.owners[f] {
        Criterion::C4 => format!("{head}: the players left cannot all be paired after this bracket's pairs"),
        Criterion::C5 => format!("{head}: {theirs} pairs; the text makes {best}"),
        Criterion::C6 => {
            format!("{head}: outgoing floaters {}; the text floats {} (lower scores)", floats(&file), floats(&ours))
        }
        Criterion::C7 => format!(
            "{head}: outgoing floaters {} leave the next bracket worse paired ([C1]-[C6] there) than {}",
            floats(&file),
            floats(&ours)
        ),
        Criterion::C8 => {
            let pairs = (0..b).filter(|&u| file(u).is_some_and(|v| u < v)).count() as u128;
            let bpairs = (0..b).filter(|&u| ours(u).is_some_and(|v| u < v)).count() as u128;
            format!(
                "{head}: {} players do not get their colour preference; the text's pairing leaves {}",
                pairs.saturating_sub(theirs),
                bpairs.saturating_sub(best)
            )
        }
        Criterion::Order => {
            let u = f - p.f_order;
            let say = |x: u128| {
                if x == 0 { "floats (BSN 0)".to_owned() } else { format!("meets BSN {x} ({})", name(x as usize - 1)) }
            };
            format!(
                "{head}: BSN {} ({}) {} in the round; the first pairing in the order of 4.3 that is best by [C5]-[C8]: {}",
                u + 1,
                name(u),
                say(theirs),
                say(best)
            )
        }
        _ => format!("{head}: departs"),
    }
}

/// A seeding round (1.6): held to the Dutch System, 2026 edition (reading B-1 a).
fn check_seeding(t: &Tournament, round: RoundNo, file: &Pairing) -> Result<Verdict, PairingError> {
    let ours = crate::pairing::dutch::pair(t, round, DutchEdition::Dutch2026);
    if let Ok(o) = &ours {
        if o.pairs() == file.pairs() && o.bye == file.bye && {
            let mut a = o.boards.clone();
            let mut b = file.boards.clone();
            a.sort();
            b.sort();
            a == b
        } {
            return Ok(Verdict::complies(round, ours.ok()));
        }
    }
    let state = t.state_at(round);
    let d = Departure {
        tournament: t,
        state: &state,
        edition: DutchEdition::Dutch2026,
        ours: ours.as_ref().map_err(|e| match e {
            PairingError::NoValidPairing { reason, .. } => reason.as_str(),
            PairingError::Input(m) => m.as_str(),
        }),
        theirs: file,
    };
    let findings = crate::pairing::dutch::explain::departure::explain(&d);
    let detail = findings.first().map_or_else(
        || "the round departs from the Dutch System's pairing".to_owned(),
        |f| format!("seeding round paired by the Dutch System (C.04.3 2026): {} — {}", f.rule, f.message),
    );
    let mut boards: Vec<usize> = findings
        .first()
        .map(|f| f.players.iter().filter_map(|&x| file.board_of(x).map(|(i, _)| i + 1)).collect())
        .unwrap_or_default();
    boards.sort_unstable();
    boards.dedup();
    Ok(Verdict::departs(round, Criterion::Seeding, boards, detail, ours.ok()))
}
