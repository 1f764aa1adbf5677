//! `pair --walkthrough` under the Burstein System (C.04.4.2 2026): the round paired by hand, in
//! the order of the text's own procedure. A seeding round (1.6) is paired by the Dutch System
//! and says so. After the seeding rounds: the PAB first (3.1), then every bracket from the top
//! scoregroup down — the incoming floaters and the residents (1.2), numbered by the opposition
//! Index (1.7: Buchholz, then Sonneborn-Berger, then TPN, 1.8; BSN, 4.1) with its figures —
//! what [C4]–[C8] allow (2.2–2.3: pairs, the outgoing floaters' scores, the next bracket, the
//! colour failures), and the first pairing in the order of Article 4 found BSN by BSN: BSN 1's
//! opponent the largest BSN that still leaves the best pairing on [C4]–[C8], then the next
//! unpaired BSN, floating (a virtual player, BSN 0, 4.2) last. Then the colours of every board
//! (5.2). Every step names its article and is a phrase of the catalogues (`walk.ftl`, es and en).
//!
//! The walk makes its own choices where a hand would: each trial opponent is weighed by the
//! best pairing of the bracket with that choice fixed ([`bracket::Problem::solve`]), the first
//! whose [C4]–[C8] equal the bracket's best is kept. Its pairing must be the engine's
//! ([`super::pair`]); the tests check that it is.
//!
//! The original edition (`--rules burstein-original`, [`walk_edition`]) is walked by the same
//! steps, since its engine is the same matching, in its own articles and words: the imaginary
//! point of 3.3 (rounds 1 and 2), the score groups (1.2) numbered 1, 2, … by Sonneborn-Berger,
//! Buchholz, Median and rating (3.2) with every player's values, the pairing bye (4.1–4.3), the
//! score group paired whole (6.1, 6.3) with its floaters finding opponents below (6.6) and the
//! most due colours (6.5), the first combination of the tables of 6.2 and 6.4 found number by
//! number, and the colours of 5.1–5.4.

use crate::core::order::StableSort;

pub mod render;

use crate::core::words::Phrase;
use crate::pairing::burstein::bracket::{self, NoPairing, Problem, RoundPairing};
use crate::pairing::burstein::colour::{self, ColourRule};
use crate::pairing::burstein::original::imaginary_point;
use crate::pairing::burstein::players::Ctx;
use crate::pairing::burstein::{Criterion, Edition};
use crate::pairing::{Pairing, PairingError};
use crate::rules::DutchEdition;
use crate::tournament::{Points, RoundNo, Tournament, Tpn};
use serde::Serialize;

pub use crate::pairing::walk::{LIST_LIMIT, Step, colour_word, list};
use crate::pairing::walk::{step, tpn};

/// One bracket paired.
#[derive(Clone, Debug, Serialize)]
pub struct BracketWalk {
    /// The residents' score.
    pub score: Points,
    /// The players of the bracket in BSN order (4.1; original edition: numbered by 3.2), by TPN.
    pub bsn: Vec<Tpn>,
    /// The same players with the values that ordered them.
    pub order: Vec<Ranked>,
    /// The steps, in the text's order.
    pub steps: Vec<Step>,
    /// The pairs made in the bracket, by TPN (lower BSN first).
    pub pairs: Vec<(Tpn, Tpn)>,
    /// The outgoing floaters, by TPN.
    pub outgoing: Vec<Tpn>,
}

/// A player of a bracket with the values that place them: 2026, the Index (1.7: Buchholz, then
/// Sonneborn-Berger); original edition, 3.2 (Sonneborn-Berger, Buchholz, Median, rating).
#[derive(Clone, Debug, Serialize)]
pub struct Ranked {
    /// The pairing number.
    pub tpn: Tpn,
    /// The score the bracket is made by (original edition, rounds 1-2: with the imaginary point
    /// of 3.3).
    pub score: Points,
    /// Whether the score holds the imaginary point of 3.3 (original edition, rounds 1-2).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub imaginary_point: bool,
    /// Sonneborn-Berger.
    pub sonneborn_berger: f64,
    /// Buchholz.
    pub buchholz: f64,
    /// Median (original edition).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub median: Option<f64>,
    /// Rating, 0 when unrated (original edition).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rating: Option<i64>,
}

/// The walk of one round.
#[derive(Clone, Debug, Serialize)]
pub struct Walkthrough {
    /// The round.
    pub round: RoundNo,
    /// The edition walked (`burstein-2026`, `burstein-original`).
    #[serde(serialize_with = "edition_id")]
    pub edition: Edition,
    /// Whether the round is a seeding round (1.6), paired by the Dutch System.
    pub seeding: bool,
    /// What holds for the whole round (seeding, players, scoregroups, initial-colour; original
    /// edition: the imaginary point, the order of 3.2).
    pub round_facts: Vec<Step>,
    /// 3.1 (original: 4): the pairing-allocated bye (empty with an even number of players or in
    /// a seeding round).
    pub pab: Vec<Step>,
    /// The brackets, from the top (empty in a seeding round).
    pub brackets: Vec<BracketWalk>,
    /// 5.2 (original: 5.1-5.4): the colours of every board, in board order (empty in a seeding
    /// round).
    pub colours: Vec<Step>,
    /// The pairing walked (boards in the order of C.04.2).
    pub pairing: Pairing,
}

fn edition_id<S: serde::Serializer>(e: &Edition, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(e.id())
}

/// A number in tenths as a decimal (`65` → `6.5`).
fn tenths(v: i64) -> String {
    format!("{}.{}", v / 10, (v % 10).abs())
}

/// A number in hundredths as a decimal (`725` → `7.25`).
fn hundredths(v: i64) -> String {
    format!("{}.{:02}", v / 100, (v % 100).abs())
}

/// What the edition of `ctx` says: `y2026` under the 2026 text, `original` under the original
/// one (an article, a message id).
fn pick<T>(ctx: &Ctx, y2026: T, original: T) -> T {
    if ctx.edition == Edition::Original { original } else { y2026 }
}

/// Walks the pairing of `round` of `t` (rounds before it played) under the 2026 edition.
///
/// # Errors
/// [`PairingError::Input`] when the number of rounds is unknown (1.6.2);
/// [`PairingError::NoValidPairing`] when no pairing complies with [C1]–[C4].
pub fn walk(t: &Tournament, round: RoundNo) -> Result<Walkthrough, PairingError> {
    walk_edition(t, round, Edition::Y2026)
}

/// Walks the pairing of `round` of `t` (rounds before it played) under `edition`. The original
/// edition has no seeding rounds: every round is walked by 3.2, 4 and 6, the first rounds with
/// the imaginary point of 3.3.
///
/// # Errors
/// As [`walk`]; the original edition never needs the number of rounds.
pub fn walk_edition(t: &Tournament, round: RoundNo, edition: Edition) -> Result<Walkthrough, PairingError> {
    if edition == Edition::Original {
        let ctx = Ctx::of_edition(t, round, edition);
        let imaginary: Vec<Tpn> =
            ctx.players.iter().map(|p| p.tpn).filter(|&x| imaginary_point(t, x, round) > Points::ZERO).collect();
        let mut w =
            walk_round_with(&ctx, &imaginary).map_err(|e| PairingError::NoValidPairing { round, reason: e.0 })?;
        if let Some(fact) = imaginary_fact(t, round) {
            w.round_facts.insert(0, step("3.3", fact));
        }
        return Ok(w);
    }
    let planned = t.planned_rounds.unwrap_or(0);
    let seeding = crate::pairing::burstein::players::seeding_rounds(planned);
    if super::is_seeding_round(t, round)? {
        let pairing = crate::pairing::dutch::pair(t, round, DutchEdition::Dutch2026)?;
        let fact = Phrase::new("walk-seeding").arg("round", round.0).arg("seeding", seeding).arg("planned", planned);
        return Ok(Walkthrough {
            round,
            edition,
            seeding: true,
            round_facts: vec![step("1.6", fact)],
            pab: Vec::new(),
            brackets: Vec::new(),
            colours: Vec::new(),
            pairing,
        });
    }
    let mut w = walk_round(&Ctx::new(t, round)).map_err(|e| PairingError::NoValidPairing { round, reason: e.0 })?;
    let fact = Phrase::new("walk-after-seeding").arg("seeding", seeding).arg("planned", planned);
    w.round_facts.insert(0, step("1.6.2", fact));
    Ok(w)
}

/// 3.3 in `round`: the imaginary point of the top half of the initial list (rounds 1 and 2,
/// reading B-O-1), the file's own acceleration instead, or the point deducted (round 3).
fn imaginary_fact(t: &Tournament, round: RoundNo) -> Option<Phrase> {
    if round.0 > 3 {
        return None;
    }
    if !t.acceleration.is_empty() {
        return (round.0 <= 2).then(|| Phrase::new("walk-o-imaginary-declared"));
    }
    if round.0 == 3 {
        return Some(Phrase::new("walk-o-imaginary-deducted"));
    }
    let half = t.players.len() / 2;
    let (first, last) = (t.players.first()?, t.players.get(half.checked_sub(1)?)?);
    Some(
        Phrase::new("walk-o-imaginary")
            .arg("first", first.tpn.0)
            .arg("last", last.tpn.0)
            .arg("half", half)
            .arg("count", t.players.len()),
    )
}

/// Walks the pairing of the round of `ctx` (a round after the seeding rounds, or any round of
/// the original edition).
///
/// # Errors
/// [`NoPairing`] when no pairing complies with [C1]–[C4] (the Chief Arbiter decides).
pub fn walk_round(ctx: &Ctx) -> Result<Walkthrough, NoPairing> {
    walk_round_with(ctx, &[])
}

/// [`walk_round`], the players of `imaginary` holding the imaginary point of 3.3 in their score.
fn walk_round_with(ctx: &Ctx, imaginary: &[Tpn]) -> Result<Walkthrough, NoPairing> {
    let all: Vec<usize> = (0..ctx.players.len()).collect();
    let groups =
        scoregroups(ctx).into_iter().map(|(s, n)| Phrase::new("walk-group").dec("score", s).arg("count", n)).collect();
    let mut round_facts = vec![step(
        "1.2",
        Phrase::new(pick(ctx, "walk-players", "walk-o-players"))
            .arg("count", all.len())
            .arg("round", ctx.round.0)
            .arg("groups", list(groups)),
    )];
    if ctx.edition == Edition::Original {
        round_facts.push(step("3.2", Phrase::new("walk-o-order-rule")));
    }
    round_facts.push(step(
        pick(ctx, "5.2.1", "5.1"),
        Phrase::new(pick(ctx, "walk-initial-colour", "walk-o-initial-colour"))
            .arg("colour", colour_word(ctx.initial_colour)),
    ));
    let mut remaining = all.clone();
    let mut pab = Vec::new();
    let mut bye = None;
    if all.len() % 2 == 1 {
        let (b, steps) = walk_pab(ctx, &all)?;
        pab = steps;
        bye = Some(b);
        remaining.retain(|&i| i != b);
    } else if !bracket::pairable(ctx, &all) {
        return Err(NoPairing(crate::core::words::Phrase::new("nopair-c1-c3").arg("cite", "[C4]")));
    }
    let mut pairs = Vec::new();
    let mut brackets = Vec::new();
    let mut floaters: Vec<usize> = Vec::new();
    while !remaining.is_empty() {
        let (w, made, out) = walk_bracket(ctx, &remaining, &floaters, imaginary)?;
        remaining.retain(|i| !made.iter().any(|&(a, b)| a == *i || b == *i));
        pairs.extend(made);
        floaters = out;
        brackets.push(w);
    }
    let pairing = super::boards_of(ctx, &RoundPairing { pairs: pairs.clone(), bye, brackets: Vec::new() });
    let p = |i: usize| ctx.players[i].tpn;
    let mut colours = Vec::new();
    for (n, b) in pairing.boards.iter().enumerate() {
        let (x, y) = pairs
            .iter()
            .copied()
            .find(|&(a, c)| (p(a), p(c)) == (b.white, b.black) || (p(c), p(a)) == (b.white, b.black))
            .unwrap_or((0, 0));
        let (_, _, rule) = colour::allocate(ctx, x, y);
        colours.push(step(pick(ctx, rule.article(), rule.original_article()), colour_reason(ctx, n + 1, x, y, rule)));
    }
    Ok(Walkthrough {
        round: ctx.round,
        edition: ctx.edition,
        seeding: false,
        round_facts,
        pab,
        brackets,
        colours,
        pairing,
    })
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

/// 3.1 (original edition: 4.1-4.3): the PAB, candidate by candidate.
fn walk_pab(ctx: &Ctx, all: &[usize]) -> Result<(usize, Vec<Step>), NoPairing> {
    let pl = &ctx.players;
    let barred: Vec<Phrase> = all.iter().filter(|&&i| !pl[i].pab_ok).map(|&i| tpn(pl[i].tpn)).collect();
    let mut steps = vec![step(
        pick(ctx, "3.1.1 [C2]", "4.1"),
        Phrase::new(pick(ctx, "walk-pab-barred", "walk-o-pab-barred")).arg("list", list(barred)),
    )];
    let mut cands: Vec<usize> = all.iter().copied().filter(|&i| pl[i].pab_ok).collect();
    cands.stable_sort_by(&|&a, &b| bracket::pab_cmp(ctx, a, b));
    let items = cands
        .iter()
        .map(|&i| {
            let q = &pl[i];
            if ctx.edition == Edition::Original {
                let tb = q.tie_breaks;
                Phrase::new("walk-o-pab-candidate")
                    .arg("tpn", q.tpn.0)
                    .dec("score", q.score)
                    .dec("sb", hundredths(tb.sonneborn_berger))
                    .dec("bh", tenths(tb.buchholz))
                    .dec("median", tenths(tb.median))
                    .arg("rating", tb.rating.to_string())
            } else {
                Phrase::new("walk-pab-candidate")
                    .arg("tpn", q.tpn.0)
                    .dec("score", q.score)
                    .arg("games", q.colours.len())
                    .dec("bh", tenths(q.index.buchholz))
                    .dec("sb", hundredths(q.index.sonneborn_berger))
            }
        })
        .collect();
    steps.push(step(
        pick(ctx, "3.1.3–3.1.5", "4.2, 4.3"),
        Phrase::new(pick(ctx, "walk-pab-order", "walk-o-pab-order")).arg("list", list(items)),
    ));
    let completion = pick(ctx, "3.1.2 [C4]", "6.6");
    for c in cands {
        let rest: Vec<usize> = all.iter().copied().filter(|&i| i != c).collect();
        if bracket::pairable(ctx, &rest) {
            let gets = pick(ctx, "walk-pab-gets", "walk-o-pab-gets");
            steps.push(step(completion, Phrase::new(gets).arg("tpn", pl[c].tpn.0)));
            return Ok((c, steps));
        }
        let not = pick(ctx, "walk-pab-not", "walk-o-pab-not");
        steps.push(step(completion, Phrase::new(not).arg("tpn", pl[c].tpn.0)));
    }
    Err(NoPairing(crate::core::words::Phrase::new("nopair-pab-c2-c4")))
}

/// What a bracket vertex has been given so far in the walk of Article 4.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Fixed {
    Open,
    Meets(usize),
    Floats,
}

/// A pair (by TPN) with an en dash.
fn pair_phrase(a: Tpn, b: Tpn) -> Phrase {
    Phrase::new("walk-pair").arg("a", a.0).arg("b", b.0)
}

/// A bracket walked: its walk, the pairs made and the outgoing floaters (indices).
type BracketDone = (BracketWalk, Vec<(usize, usize)>, Vec<usize>);

/// A player of the bracket with the values of its order (1.7-1.8; original edition 3.2).
fn ranked(ctx: &Ctx, i: usize, imaginary: &[Tpn]) -> Ranked {
    let q = &ctx.players[i];
    #[allow(clippy::cast_precision_loss)] // tie-break values are small
    let dec = |v: i64, unit: f64| v as f64 / unit;
    if ctx.edition == Edition::Original {
        let tb = q.tie_breaks;
        Ranked {
            tpn: q.tpn,
            score: q.score,
            imaginary_point: imaginary.contains(&q.tpn),
            sonneborn_berger: dec(tb.sonneborn_berger, 100.0),
            buchholz: dec(tb.buchholz, 10.0),
            median: Some(dec(tb.median, 10.0)),
            rating: Some(tb.rating),
        }
    } else {
        Ranked {
            tpn: q.tpn,
            score: q.score,
            imaginary_point: false,
            sonneborn_berger: dec(q.index.sonneborn_berger, 100.0),
            buchholz: dec(q.index.buchholz, 10.0),
            median: None,
            rating: None,
        }
    }
}

/// A player as the numbering step lists them: BSN, TPN, score and Index (2026); number, TPN,
/// score (with the imaginary point, if any) and the values of 3.2 (original edition).
fn bsn_item(ctx: &Ctx, n: usize, i: usize, imaginary: &[Tpn]) -> Phrase {
    let q = &ctx.players[i];
    if ctx.edition == Edition::Original {
        let tb = q.tie_breaks;
        let id = if imaginary.contains(&q.tpn) { "walk-o-item-imaginary" } else { "walk-o-item" };
        return Phrase::new(id)
            .arg("n", n)
            .arg("tpn", q.tpn.0)
            .dec("score", q.score)
            .dec("sb", hundredths(tb.sonneborn_berger))
            .dec("bh", tenths(tb.buchholz))
            .dec("median", tenths(tb.median))
            .arg("rating", tb.rating.to_string());
    }
    Phrase::new("walk-bsn-item")
        .arg("bsn", n)
        .arg("tpn", q.tpn.0)
        .dec("score", q.score)
        .dec("bh", tenths(q.index.buchholz))
        .dec("sb", hundredths(q.index.sonneborn_berger))
}

/// Where a bracket's choice is worse than its best: the criterion (2026) or the article of the
/// original edition.
fn worse_on(ctx: &Ctx, c: Criterion) -> Phrase {
    if ctx.edition == Edition::Y2026 {
        return Phrase::new("walk-why-worse").arg("code", c.code());
    }
    Phrase::new(match c {
        Criterion::C5 => "walk-o-worse-c5",
        Criterion::C6 => "walk-o-worse-c6",
        Criterion::C7 => "walk-o-worse-c7",
        Criterion::C8 => "walk-o-worse-c8",
        _ => "walk-o-worse-c4",
    })
}

/// One bracket: its players by Index (original edition: by 3.2), what [C4]–[C8] (original:
/// 6.1, 6.3, 6.5, 6.6) allow, the pairing of Article 4 (original: the tables of 6.2, 6.4).
fn walk_bracket(
    ctx: &Ctx,
    remaining: &[usize],
    floaters: &[usize],
    imaginary: &[Tpn],
) -> Result<BracketDone, NoPairing> {
    let pl = &ctx.players;
    let (score, members, next, rest) = bracket::next_bracket(ctx, remaining, floaters);
    let incoming: Vec<Phrase> = floaters
        .iter()
        .map(|&i| Phrase::new("walk-floater").arg("tpn", pl[i].tpn.0).dec("score", pl[i].score))
        .collect();
    let residents = members.len() - floaters.len();
    let mut steps = vec![step(
        pick(ctx, "1.2", if floaters.is_empty() { "1.2" } else { "1.2, 6.3" }),
        if floaters.is_empty() {
            Phrase::new(pick(ctx, "walk-bracket", "walk-o-bracket")).dec("score", score).arg("residents", residents)
        } else {
            Phrase::new(pick(ctx, "walk-bracket-floaters", "walk-o-bracket-floaters"))
                .dec("score", score)
                .arg("residents", residents)
                .arg("incoming", list(incoming))
        },
    )];
    let bsn_items = members.iter().enumerate().map(|(n, &i)| bsn_item(ctx, n + 1, i, imaginary)).collect();
    steps.push(step(
        pick(ctx, "1.7, 1.8, 4.1", "3.2"),
        Phrase::new(pick(ctx, "walk-bsn", "walk-o-numbered")).arg("list", list(bsn_items)),
    ));
    let problem = Problem::new(ctx, &members, &next, &rest);
    let (mate, best) = problem.solve(ctx, &|_, _| true);
    if mate.iter().any(Option::is_none) {
        return Err(NoPairing(crate::core::words::Phrase::new("nopair-bracket-leaves").dec("score", score)));
    }
    let b = members.len();
    let criteria = &best[..problem.f_order];
    // Article 4 (original: the tables of 6.2 and 6.4), number by number.
    let mut fixed = vec![Fixed::Open; b];
    let mut order_steps = Vec::new();
    let out_count = b - 2 * usize::try_from(best[problem.f_c5]).unwrap_or(0);
    let order_article = pick(ctx, "4.3", if out_count > 0 { "6.1, 6.4" } else { "6.1, 6.2" });
    for u in 0..b {
        if fixed[u] != Fixed::Open {
            continue;
        }
        let mut passed = Vec::new();
        let mut trials: Vec<Fixed> = (u + 1..b).rev().filter(|&v| fixed[v] == Fixed::Open).map(Fixed::Meets).collect();
        if out_count > 0 {
            trials.push(Fixed::Floats);
        }
        let mut chosen = None;
        for f in trials {
            if let Fixed::Meets(v) = f {
                if !ctx.compatible(members[u], members[v]) {
                    passed.push(passed_phrase(ctx, v, pl[members[v]].tpn, why_not(ctx, members[u], members[v])));
                    continue;
                }
            }
            let mut trial = fixed.clone();
            trial[u] = f;
            if let Fixed::Meets(v) = f {
                trial[v] = Fixed::Meets(u);
            }
            let allow = |x: usize, y: usize| fits(&trial, b, x, y) && fits(&trial, b, y, x);
            let (_, sums) = problem.solve(ctx, &allow);
            if &sums[..problem.f_order] == criteria {
                chosen = Some(f);
                fixed = trial;
                break;
            }
            let worse =
                (0..problem.f_order).find(|&k| sums[k] != best[k]).map_or(Criterion::C4, |k| problem.layout.owners[k]);
            let why = worse_on(ctx, worse);
            match f {
                Fixed::Meets(v) => passed.push(passed_phrase(ctx, v, pl[members[v]].tpn, why)),
                _ => passed.push(Phrase::new("walk-passed-float").arg("why", why)),
            }
        }
        let who = pl[members[u]].tpn.0;
        let text = match chosen {
            Some(Fixed::Meets(v)) => Phrase::new(pick(ctx, "walk-order-meets", "walk-o-order-meets"))
                .arg("bsn", u + 1)
                .arg("tpn", who)
                .arg("obsn", v + 1)
                .arg("otpn", pl[members[v]].tpn.0),
            Some(_) => {
                Phrase::new(pick(ctx, "walk-order-floats", "walk-o-order-floats")).arg("bsn", u + 1).arg("tpn", who)
            }
            None => {
                return Err(NoPairing(Phrase::new("nopair-burstein-article4").dec("score", score).arg("bsn", u + 1)));
            }
        };
        let text = if passed.is_empty() {
            text
        } else {
            Phrase::new("walk-order-after").arg("choice", text).arg("passed", list(passed))
        };
        order_steps.push(step(order_article, text));
    }
    let mut made = Vec::new();
    let mut out = Vec::new();
    for (u, f) in fixed.iter().enumerate() {
        match *f {
            Fixed::Meets(v) if u < v => made.push((members[u], members[v])),
            Fixed::Meets(_) => {}
            _ => out.push(members[u]),
        }
    }
    let pairs = usize::try_from(best[problem.f_c5]).unwrap_or(0);
    steps.push(step(
        pick(ctx, "2.2.1 [C4], 2.3.1 [C5]", "6.1, 6.3, 6.6"),
        Phrase::new(pick(ctx, "walk-c5", "walk-o-c5")).arg("pairs", pairs).arg("floaters", out_count),
    ));
    if !out.is_empty() {
        let mut scores: Vec<Points> = out.iter().map(|&i| pl[i].score).collect();
        scores.stable_sort_by(&|a, c| c.cmp(a));
        let items = scores.iter().map(|&s| Phrase::new("walk-score").dec("score", s)).collect();
        steps.push(step(
            pick(ctx, "2.3.2 [C6]", "6.3, 6.4"),
            Phrase::new(pick(ctx, "walk-c6", "walk-o-c6")).arg("list", list(items)),
        ));
        let next_score = next.first().map(|&i| pl[i].score);
        steps.push(step(
            pick(ctx, "2.3.3 [C7]", "6.6"),
            match next_score {
                Some(s) => Phrase::new(pick(ctx, "walk-c7", "walk-o-c7"))
                    .dec("score", s)
                    .arg("pairs", usize::try_from(best[problem.f_c7]).unwrap_or(0)),
                None => Phrase::new("walk-c7-last"),
            },
        ));
    }
    let failures = pairs.saturating_sub(usize::try_from(best[problem.f_c8]).unwrap_or(0));
    steps.push(step(pick(ctx, "2.3.4 [C8]", "6.5"), Phrase::new("walk-c8").arg("count", failures)));
    steps.extend(order_steps);
    let t = |i: usize| pl[i].tpn;
    steps.push(step(
        pick(ctx, "3.2.2", if out.is_empty() { "6.2" } else { "6.4" }),
        Phrase::new(pick(ctx, "walk-bracket-done", "walk-o-bracket-done"))
            .arg("pairs", list(made.iter().map(|&(x, y)| pair_phrase(t(x), t(y))).collect()))
            .arg("floaters", list(out.iter().map(|&i| tpn(t(i))).collect())),
    ));
    let walk = BracketWalk {
        score,
        bsn: members.iter().map(|&i| t(i)).collect(),
        order: members.iter().map(|&i| ranked(ctx, i, imaginary)).collect(),
        steps,
        pairs: made.iter().map(|&(x, y)| (t(x), t(y))).collect(),
        outgoing: out.iter().map(|&i| t(i)).collect(),
    };
    Ok((walk, made, out))
}

/// Whether the edge (`x`, `y`) (vertices) agrees with what bracket vertex `x` was given.
fn fits(fixed: &[Fixed], b: usize, x: usize, y: usize) -> bool {
    if x >= b {
        return true;
    }
    match fixed[x] {
        Fixed::Open => true,
        Fixed::Meets(m) => y == m,
        Fixed::Floats => y >= b,
    }
}

fn passed_phrase(ctx: &Ctx, bsn: usize, t: Tpn, why: Phrase) -> Phrase {
    Phrase::new(pick(ctx, "walk-passed", "walk-o-passed")).arg("bsn", bsn + 1).arg("tpn", t.0).arg("why", why)
}

/// Why `a` cannot meet `b`: [C1], [C3] or a prohibited pair (original edition: 3.1, 5.2-5.3).
fn why_not(ctx: &Ctx, a: usize, b: usize) -> Phrase {
    let (pa, pb) = (&ctx.players[a], &ctx.players[b]);
    if pa.opponents.binary_search(&pb.tpn).is_ok() {
        Phrase::new(pick(ctx, "walk-why-met", "walk-o-why-met"))
    } else if let Some(c) = pa.absolute().filter(|&c| Some(c) == pb.absolute()) {
        Phrase::new(pick(ctx, "walk-why-absolute", "walk-o-why-absolute")).arg("colour", colour_word(c))
    } else {
        Phrase::new("walk-why-prohibited")
    }
}

/// 5.2 (original edition: 5.1-5.4): why the board's colours fall as they do.
fn colour_reason(ctx: &Ctx, board: usize, a: usize, b: usize, rule: ColourRule) -> Phrase {
    let (w, bl, _) = colour::allocate(ctx, a, b);
    let pl = &ctx.players;
    let original = ctx.edition == Edition::Original;
    // Original 5.4 (4)-(5): the first by 3.2, whatever the scores (colour::allocate_original).
    let hi = if original && rule == ColourRule::HigherRanked {
        if ctx.rank_cmp(w, bl).is_lt() { w } else { bl }
    } else if colour::ranks_higher(ctx, w, bl) {
        w
    } else {
        bl
    };
    let odd = pl[hi].tpn.0 % 2 == 1;
    let why = match rule {
        ColourRule::InitialColour => Phrase::new(match (original, odd) {
            (false, true) => "walk-colour-initial-odd",
            (false, false) => "walk-colour-initial-even",
            (true, true) => "walk-o-colour-lot-odd",
            (true, false) => "walk-o-colour-lot-even",
        })
        .arg("tpn", pl[hi].tpn.0),
        ColourRule::BothPreferences => Phrase::new("walk-colour-both"),
        ColourRule::StrongerPreference => {
            let s = if pl[w].pref.strength > pl[bl].pref.strength { w } else { bl };
            Phrase::new("walk-colour-stronger").arg("tpn", pl[s].tpn.0)
        }
        ColourRule::Alternate => Phrase::new(pick(ctx, "walk-colour-alternate", "walk-o-colour-alternate")),
        ColourRule::HigherRanked => {
            Phrase::new(pick(ctx, "walk-colour-higher", "walk-o-colour-higher")).arg("tpn", pl[hi].tpn.0)
        }
        ColourRule::OriginalLimit => Phrase::new("walk-colour-original-limit"),
        ColourRule::OriginalEqualise => Phrase::new("walk-colour-original-equalise"),
    };
    Phrase::new("walk-colour-board")
        .arg("board", board)
        .arg("white", pl[w].tpn.0)
        .arg("black", pl[bl].tpn.0)
        .arg("why", why)
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
    use crate::core::words::Lang;

    #[test]
    fn the_index_is_shown_as_decimals() {
        assert_eq!(tenths(65), "6.5");
        assert_eq!(tenths(0), "0.0");
        assert_eq!(hundredths(725), "7.25");
        assert_eq!(hundredths(5), "0.05");
    }

    /// The walk of the documented round (scenario after-two-rounds-8, round 3) ends in the
    /// engine's pairing and words every step in both languages.
    #[test]
    fn the_walk_of_the_documented_round_is_the_engines() {
        let text =
            std::fs::read(concat!(env!("CARGO_MANIFEST_DIR"), "/scenarios/burstein/after-two-rounds-8.trf")).unwrap();
        let t = Tournament::from_trf(&crate::trf::TrfDocument::from_bytes(&text).unwrap()).unwrap();
        let w = walk(&t, RoundNo(3)).unwrap();
        assert!(!w.seeding);
        assert_eq!(w.pairing, super::super::pair(&t, RoundNo(3)).unwrap());
        for s in w.round_facts.iter().chain(w.brackets.iter().flat_map(|b| &b.steps)).chain(&w.colours) {
            for lang in Lang::ALL {
                let said = s.text.say(lang);
                assert!(!said.contains("[walk-"), "{lang}: {said}");
            }
        }
        let seeding = walk(&t, RoundNo(1)).unwrap();
        assert!(seeding.seeding && seeding.brackets.is_empty());
    }
}
