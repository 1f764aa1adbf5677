//! Checking a round of a Burstein tournament (C.04.4.2 2026) against the text: the first
//! criterion or rule on which the round departs, the boards concerned, and the values on
//! both sides. Seeding rounds are held to the Dutch System (1.6).

use super::Edition;
use super::bracket::{self, Problem, next_bracket, pab_cmp, pairable};
use super::colour::allocate;
use super::criteria::Criterion;
use super::players::Ctx;
use crate::core::order::StableSort;
use crate::core::words::{Arg, Phrase};
use crate::pairing::reading::Readings;
use crate::pairing::system::colour_word;
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
    check_under(t, round, file, edition, &Readings::defaults())
}

/// [`check_edition`] under the readings `under` (B-1 c, B-3 c, B-4 b, B-12 b).
///
/// # Errors
/// As [`check`].
pub fn check_under(
    t: &Tournament,
    round: RoundNo,
    file: &Pairing,
    edition: Edition,
    under: &Readings,
) -> Result<Verdict, PairingError> {
    if edition == Edition::Y2026 && super::is_seeding_round(t, round)? {
        return check_seeding(t, round, file, super::seeding_dutch(under));
    }
    let ctx = Ctx::under(t, round, edition, under);
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
                Phrase::new("house-met").arg("a", pw.tpn.0).arg("b", pb.tpn.0),
                None,
            ));
        }
        if pw.absolute().is_some() && pw.absolute() == pb.absolute() {
            return Ok(Verdict::departs(
                round,
                Criterion::C3,
                vec![i + 1],
                Phrase::new("house-both-absolute")
                    .arg("a", pw.tpn.0)
                    .arg("b", pb.tpn.0)
                    .arg("colour", pw.absolute().map_or_else(|| Phrase::new("house-none"), colour_word)),
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
                Phrase::new("house-had-pab").arg("player", ctx.players[i].tpn.0),
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
                || Phrase::new("house-nobody"),
                |i| {
                    let p = &ctx.players[i];
                    if original {
                        return Phrase::new("burstein-o-player")
                            .arg("player", p.tpn.0)
                            .count("score", "score-count", p.score)
                            .arg("tie-breaks", tie_breaks(&p.tie_breaks));
                    }
                    Phrase::new("burstein-player")
                        .arg("player", p.tpn.0)
                        .count("score", "score-count", p.score)
                        .arg("games", p.colours.len())
                        .dec("buchholz", tenths(p.index.buchholz))
                        .dec("sb", hundredths(p.index.sonneborn_berger))
                },
            )
        };
        let all: Vec<usize> = (0..ctx.players.len()).collect();
        let rest: Vec<usize> = all.iter().copied().filter(|&i| Some(i) != file.bye.and_then(idx)).collect();
        let c = if file.bye.is_some() && !pairable(&ctx, &rest) { Criterion::C4 } else { Criterion::Pab };
        let why = match (rp.bye, file.bye.and_then(idx)) {
            (Some(e), Some(f)) if c == Criterion::Pab && original => {
                if ctx.players[e].score == ctx.players[f].score {
                    "burstein-o-pab-tie-breaks"
                } else {
                    "burstein-o-pab-lowest-group"
                }
            }
            (Some(e), Some(f)) if c == Criterion::Pab => match pab_cmp(&ctx, e, f) {
                _ if ctx.players[e].score != ctx.players[f].score => "burstein-pab-lowest-score",
                _ if ctx.players[e].colours.len() != ctx.players[f].colours.len() => "burstein-pab-most-games",
                _ => "burstein-pab-lowest-ranked",
            },
            _ if original => "burstein-o-pab-others-paired",
            _ => "burstein-pab-others-paired",
        };
        let mut boards = vec![0];
        if let Some(e) = engine_bye {
            boards.push(board_of(e));
        }
        return Ok(Verdict::departs(
            round,
            c,
            boards,
            Phrase::new("burstein-pab-goes")
                .arg("text", say(engine_bye))
                .arg("file", say(file.bye))
                .arg("why", Phrase::new(why)),
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
            let facts = Facts { bsn: &bsn, best_mate: &best_mate, file_mate: &file_mate, score, original };
            let mut detail = describe(&ctx, &problem, f, &facts, best[f], theirs[f]);
            if original {
                detail = with_order(detail, &ctx, &bsn);
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
                Phrase::new("burstein-o-colour")
                    .arg("board", i + 1)
                    .arg("file", bd.white.0)
                    .arg("article", rule.original_article())
                    .arg("text", ctx.players[ew].tpn.0)
                    .arg("white", pw.tpn.0)
                    .count("white-score", "white-score-count", pw.score)
                    .arg("white-colours", colours(&pw.colours))
                    .arg("white-tie-breaks", tie_breaks(&pw.tie_breaks))
                    .arg("black", pb.tpn.0)
                    .count("black-score", "black-score-count", pb.score)
                    .arg("black-colours", colours(&pb.colours))
                    .arg("black-tie-breaks", tie_breaks(&pb.tie_breaks)),
                Some(engine),
            ));
        }
        if (ew, eb) != (w, bl) {
            return Ok(Verdict::departs(
                round,
                Criterion::Colours,
                vec![i + 1],
                Phrase::new("burstein-colour")
                    .arg("board", i + 1)
                    .arg("file", bd.white.0)
                    .arg("article", rule.article())
                    .arg("text", ctx.players[ew].tpn.0)
                    .arg("white", ctx.players[w].tpn.0)
                    .count("white-score", "white-score-count", ctx.players[w].score)
                    .dec("white-buchholz", tenths(ctx.players[w].index.buchholz))
                    .arg("black", ctx.players[bl].tpn.0)
                    .count("black-score", "black-score-count", ctx.players[bl].score)
                    .dec("black-buchholz", tenths(ctx.players[bl].index.buchholz)),
                Some(engine),
            ));
        }
    }
    Ok(Verdict::complies(round, Some(engine)))
}

/// The values of 3.2 (original edition) in the arbiter's words.
fn tie_breaks(tb: &super::original::TieBreaks) -> Phrase {
    Phrase::new("burstein-o-tie-breaks")
        .dec("sb", hundredths(tb.sonneborn_berger))
        .dec("buchholz", tenths(tb.buchholz))
        .dec("median", tenths(tb.median))
        .arg("rating", tb.rating)
}

fn colours(c: &[crate::tournament::Colour]) -> Arg {
    let s: String = c.iter().map(|&c| if c == crate::tournament::Colour::White { 'W' } else { 'B' }).collect();
    if s.is_empty() { Phrase::new("house-none").into() } else { s.into() }
}

/// A bracket departure of the original edition followed by the ordered score group, each
/// player with the values of 3.2 (the first twelve).
fn with_order(detail: Phrase, ctx: &Ctx, bsn: &[usize]) -> Phrase {
    let item = |k: usize| {
        let p = &ctx.players[bsn[k]];
        Phrase::new("burstein-o-order-item")
            .arg("k", k + 1)
            .arg("player", p.tpn.0)
            .dec("score", p.score)
            .arg("tie-breaks", tie_breaks(&p.tie_breaks))
    };
    let shown = bsn.len().min(12);
    let mut order: Option<Phrase> = None;
    for k in (0..shown).rev() {
        order = Some(match order {
            None => item(k),
            Some(rest) => Phrase::new("house-list-more").arg("item", item(k)).arg("rest", rest),
        });
    }
    let id = if bsn.len() > 12 { "burstein-o-with-order-cut" } else { "burstein-o-with-order" };
    Phrase::new(id).arg("detail", detail).arg("order", order.map_or_else(|| Arg::from(""), Arg::from))
}

fn tenths(x: i64) -> String {
    format!("{}.{}", x / 10, (x % 10).abs())
}

fn hundredths(x: i64) -> String {
    format!("{}.{:02}", x / 100, (x % 100).abs())
}

/// What a bracket's departure is described with: the bracket in BSN order, both pairings
/// (partner's BSN per BSN), its score, and the edition.
struct Facts<'a> {
    bsn: &'a [usize],
    best_mate: &'a [Option<usize>],
    file_mate: &'a [Option<usize>],
    score: crate::tournament::Points,
    original: bool,
}

/// The departure at field `f` in the arbiter's words (the original edition's articles when
/// `facts.original`).
fn describe(ctx: &Ctx, p: &Problem, f: usize, facts: &Facts<'_>, best: u128, theirs: u128) -> Phrase {
    let Facts { bsn, best_mate, file_mate, score, original } = *facts;
    let id = |modern: &'static str, old: &'static str| if original { old } else { modern };
    let b = bsn.len();
    let name = |u: usize| ctx.players[bsn[u]].tpn;
    let floats = |mate: &dyn Fn(usize) -> Option<usize>| -> Arg {
        let mut f: Vec<usize> = (0..b).filter(|&u| mate(u).is_none()).collect();
        f.stable_sort_by_key(&|&u| std::cmp::Reverse(ctx.players[bsn[u]].score));
        let v: Vec<String> = f.iter().map(|&u| format!("{} ({})", name(u), ctx.players[bsn[u]].score)).collect();
        if v.is_empty() { Phrase::new("house-none").into() } else { v.join(", ").into() }
    };
    let ours = |u: usize| best_mate[u].filter(|&v| v < b);
    let file = |u: usize| file_mate[u];
    let head =
        Phrase::new(id("burstein-head", "burstein-o-head")).count("score", "score-count", score).arg("players", b);
    let says = |key: &'static str| Phrase::new(key).arg("bracket", head.clone());
    match p.layout.owners[f] {
        Criterion::C4 => says("burstein-c4"),
        Criterion::C5 => says("burstein-c5").arg("file", theirs.to_string()).arg("text", best.to_string()),
        Criterion::C6 => says(id("burstein-c6", "burstein-o-c6")).arg("file", floats(&file)).arg("text", floats(&ours)),
        Criterion::C7 => says(id("burstein-c7", "burstein-o-c7")).arg("file", floats(&file)).arg("text", floats(&ours)),
        Criterion::C8 => {
            let pairs = (0..b).filter(|&u| file(u).is_some_and(|v| u < v)).count() as u128;
            let bpairs = (0..b).filter(|&u| ours(u).is_some_and(|v| u < v)).count() as u128;
            says("burstein-c8")
                .arg("file", pairs.saturating_sub(theirs).to_string())
                .arg("text", bpairs.saturating_sub(best).to_string())
        }
        Criterion::Order => {
            let u = f - p.f_order;
            let say = |x: u128| {
                if x == 0 {
                    Phrase::new(id("burstein-floats", "burstein-o-floats"))
                } else {
                    Phrase::new(id("burstein-meets", "burstein-o-meets"))
                        .arg("bsn", x.to_string())
                        .arg("player", name(x as usize - 1).0)
                }
            };
            says(id("burstein-order", "burstein-o-order"))
                .arg("bsn", u + 1)
                .arg("player", name(u).0)
                .arg("file", say(theirs))
                .arg("text", say(best))
        }
        _ => says("burstein-departs"),
    }
}

/// A seeding round (1.6): held to the Dutch System, 2026 edition (reading B-1 a).
fn check_seeding(t: &Tournament, round: RoundNo, file: &Pairing, dutch: DutchEdition) -> Result<Verdict, PairingError> {
    let ours = crate::pairing::dutch::pair(t, round, dutch);
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
        edition: dutch,
        ours: ours.as_ref().map_err(PairingError::reason),
        theirs: file,
    };
    let findings = crate::pairing::dutch::explain::departure::explain(&d);
    let detail = findings.first().map_or_else(
        || Phrase::new("burstein-seeding-departs"),
        |f| Phrase::new("burstein-seeding-finding").arg("rule", f.rule.to_string()).arg("finding", f.message.clone()),
    );
    let mut boards: Vec<usize> = findings
        .first()
        .map(|f| f.players.iter().filter_map(|&x| file.board_of(x).map(|(i, _)| i + 1)).collect())
        .unwrap_or_default();
    boards.sort_unstable();
    boards.dedup();
    Ok(Verdict::departs(round, Criterion::Seeding, boards, detail, ours.ok()))
}
