//! The walkthrough of the lexicographic procedure (3.3.2–3.6), shared by the Swiss Team and
//! the Double-Swiss systems: the PAB candidate by candidate (3.4), then, while participants
//! remain, the top-scoregroup and its potential upfloaters (3.5.1), how many upfloaters ([C4])
//! with which scores ([C5]), the set chosen (3.5.3–3.5.5, [C6], [C7]) and the pairing of the
//! bracket by the first identifier (3.6) best by the system's pairing criteria. A system adds
//! what holds for its round (scores, colour preferences) and its colours (Article 4), and
//! prints the whole with [`render`].
//!
//! The steps are the procedure's own functions ([`super::choose_pab`], [`super::top_group`],
//! [`super::choose_upfloaters`], [`super::pair_bracket`]), told with their figures: the walk's
//! pairing is the engine's.

use super::{Field, NoPairing, RoundPairing};
use crate::core::order::StableSort;
use crate::core::words::{Lang, Phrase};
use crate::pairing::Pairing;
use crate::pairing::system::{WalkError, WalkOutput, WalkRequest};
use crate::pairing::walk::{Printer, Step, list, step, tpn};
use crate::tournament::{Points, RoundNo, Tpn};
use serde::Serialize;

/// The message ids a system words the procedure with where its participants are named
/// (teams, players); the other steps are worded alike (`walk-lex-*`).
#[derive(Copy, Clone, Debug)]
pub struct Words {
    /// 3.4.1 [C2]: an odd number, who is barred (`list`).
    pub pab_barred: &'static str,
    /// 3.4.1 [C3]: `tpn` gets the PAB.
    pub pab_gets: &'static str,
    /// 3.4.1 [C3]: not `tpn`.
    pub pab_not: &'static str,
    /// 3.5.1: the top-scoregroup (`score`, `members`, `pool`).
    pub top: &'static str,
    /// 3.5.2 [C4]: no upfloater.
    pub no_upfloater: &'static str,
}

/// A system whose round the procedure walks.
pub trait Walked: Field {
    /// The system's message ids.
    const WORDS: Words;
    /// The article and criteria of the bracket pairing step (`3.6 [C8]–[C10]`).
    const PAIRING_ARTICLE: &'static str;
    /// 3.6: the first identifier (`identifier`, TPNs joined by spaces) and the values of the
    /// pairing criteria it reaches.
    fn identifier_phrase(&self, identifier: String, quality: Self::Quality) -> Phrase;
}

/// One bracket paired.
#[derive(Clone, Debug, Serialize)]
pub struct BracketWalk {
    /// The score of the top-scoregroup.
    pub score: Points,
    /// The steps, in the text's order.
    pub steps: Vec<Step>,
    /// The pairs made (top member, bottom member), by TPN, in identifier order.
    pub pairs: Vec<(Tpn, Tpn)>,
}

/// The procedure walked: the PAB, the brackets, and the round as the engine pairs it.
#[derive(Clone, Debug)]
pub struct ProcedureWalk<Q> {
    /// 3.4: the pairing-allocated bye (empty with an even number).
    pub pab: Vec<Step>,
    /// The brackets, from the top.
    pub brackets: Vec<BracketWalk>,
    /// The round pairing the steps tell.
    pub round: RoundPairing<Q>,
}

/// The walk of one round, as printed.
#[derive(Clone, Debug, Serialize)]
pub struct Walkthrough {
    /// The round.
    pub round: RoundNo,
    /// What holds for the whole round (participants, scoregroups, rules in force).
    pub round_facts: Vec<Step>,
    /// Every participant's colour preference (empty where the system has none).
    pub preferences: Vec<Step>,
    /// 3.4: the pairing-allocated bye (empty with an even number).
    pub pab: Vec<Step>,
    /// The brackets, from the top.
    pub brackets: Vec<BracketWalk>,
    /// Article 4: the colours of every match, in board order.
    pub colours: Vec<Step>,
    /// The pairing walked (boards in the order of C.04.2).
    pub pairing: Pairing,
}

/// The scoregroups, from the top, as `score (count)`.
#[must_use]
pub fn scoregroups<F: Field>(ctx: &F) -> Vec<Phrase> {
    let mut scores: Vec<Points> = (0..ctx.size()).map(|i| ctx.score(i)).collect();
    scores.stable_sort_by(&|a, b| b.cmp(a));
    let mut v: Vec<(Points, usize)> = Vec::new();
    for s in scores {
        match v.last_mut() {
            Some((t, n)) if *t == s => *n += 1,
            _ => v.push((s, 1)),
        }
    }
    v.into_iter().map(|(s, n)| Phrase::new("walk-group").dec("score", s).arg("count", n)).collect()
}

/// Walks the procedure of the round of `ctx` (3.3.2).
///
/// # Errors
/// [`NoPairing`] when the round-pairing cannot be completed (3.3.3: the Chief Arbiter decides).
pub fn walk_procedure<F: Walked>(ctx: &F) -> Result<ProcedureWalk<F::Quality>, NoPairing> {
    let all: Vec<usize> = (0..ctx.size()).collect();
    let (bye, pab) = walk_pab(ctx, &all)?;
    // The engine's procedure, worded bracket by bracket with the values it found.
    let round = super::pair_round(ctx)?;
    let mut remaining: Vec<usize> = all.into_iter().filter(|&i| Some(i) != bye).collect();
    let mut brackets = Vec::new();
    let t = |i: usize| ctx.tpn(i);
    let with_score = |i: usize| Phrase::new("walk-floater").arg("tpn", ctx.tpn(i).0).dec("score", ctx.score(i));
    for b in &round.brackets {
        let (_, _, pool) = super::top_group(ctx, &remaining);
        let (score, top, ups) = (b.score, &b.residents, &b.upfloaters);
        let mut steps = vec![step(
            "3.5.1",
            Phrase::new(F::WORDS.top)
                .dec("score", score)
                .arg("members", list(top.iter().map(|&i| tpn(t(i))).collect()))
                .arg("pool", list(super::sorted_set(ctx, &pool).into_iter().map(with_score).collect())),
        )];
        if ups.is_empty() {
            steps.push(step("3.5.2 [C4]", Phrase::new(F::WORDS.no_upfloater)));
        } else {
            let scores =
                super::profile(ctx, ups).into_iter().rev().map(|s| Phrase::new("walk-score").dec("score", s)).collect();
            steps.push(step("3.5.2 [C4]", Phrase::new("walk-lex-upfloaters").arg("count", ups.len())));
            steps.push(step("3.5.2 [C5]", Phrase::new("walk-lex-c5").arg("list", list(scores))));
            steps.push(step(
                "3.5.3–3.5.5 [C6] [C7]",
                Phrase::new(if b.search_cut { "walk-lex-set-cut" } else { "walk-lex-set" })
                    .arg("set", list(ups.iter().map(|&i| with_score(i)).collect()))
                    .arg("examined", b.sets_examined)
                    .arg("c6", b.set_quality.c6)
                    .arg("c7", b.set_quality.c7),
            ));
        }
        let by_tpn: Vec<(Tpn, Tpn)> = b.pairs.iter().map(|&(x, y)| (t(x), t(y))).collect();
        let id = super::identifier(&by_tpn);
        steps.push(step(
            F::PAIRING_ARTICLE,
            ctx.identifier_phrase(id.iter().map(ToString::to_string).collect::<Vec<_>>().join(" "), b.quality),
        ));
        steps.push(step(
            "3.6",
            Phrase::new("walk-lex-pairs").arg(
                "pairs",
                list(by_tpn.iter().map(|&(x, y)| Phrase::new("walk-pair").arg("a", x.0).arg("b", y.0)).collect()),
            ),
        ));
        remaining.retain(|i| !top.contains(i) && !ups.contains(i));
        brackets.push(BracketWalk { score, steps, pairs: by_tpn });
    }
    Ok(ProcedureWalk { pab, brackets, round })
}

/// 3.4: the PAB, candidate by candidate.
fn walk_pab<F: Walked>(ctx: &F, all: &[usize]) -> Result<(Option<usize>, Vec<Step>), NoPairing> {
    let bye = super::choose_pab(ctx, all)?;
    let Some(b) = bye else { return Ok((None, Vec::new())) };
    let barred: Vec<Phrase> = all.iter().filter(|&&i| !ctx.may_get_pab(i)).map(|&i| tpn(ctx.tpn(i))).collect();
    let mut steps = vec![step("3.4.1 [C2]", Phrase::new(F::WORDS.pab_barred).arg("list", list(barred)))];
    let mut order: Vec<usize> = all.iter().copied().filter(|&i| ctx.may_get_pab(i)).collect();
    order.stable_sort_by(&|&a, &c| {
        ctx.score(a)
            .cmp(&ctx.score(c))
            .then(ctx.matches_played(c).cmp(&ctx.matches_played(a)))
            .then(ctx.tpn(c).cmp(&ctx.tpn(a)))
    });
    let items = order
        .iter()
        .map(|&i| {
            Phrase::new("walk-lex-pab-candidate")
                .arg("tpn", ctx.tpn(i).0)
                .dec("score", ctx.score(i))
                .arg("matches", ctx.matches_played(i))
        })
        .collect();
    steps.push(step("3.4.2–3.4.4", Phrase::new("walk-lex-pab-order").arg("list", list(items))));
    for c in order {
        if c == b {
            steps.push(step("3.4.1 [C3]", Phrase::new(F::WORDS.pab_gets).arg("tpn", ctx.tpn(c).0)));
            break;
        }
        steps.push(step("3.4.1 [C3]", Phrase::new(F::WORDS.pab_not).arg("tpn", ctx.tpn(c).0)));
    }
    Ok((Some(b), steps))
}

/// `pair --walkthrough` of a system on this procedure: `walk` gives the round's walk; `bracket`
/// keeps one top-scoregroup.
///
/// # Errors
/// No valid pairing of the round, or `bracket` naming none of its scoregroups.
pub fn output(
    req: &WalkRequest<'_>,
    walk: impl FnOnce() -> Result<Walkthrough, crate::core::words::Phrase>,
) -> Result<WalkOutput, WalkError> {
    let w = walk().map_err(WalkError::NoPairing)?;
    crate::pairing::walk::as_asked(
        req,
        w,
        |w| &mut w.brackets,
        |b| b.score,
        |w, md| render(w, req.heading, md, req.lang),
    )
}

/// The walk as text (`markdown`: headings and list marks, for lecture notes).
#[must_use]
pub fn render(w: &Walkthrough, heading: &str, markdown: bool, lang: Lang) -> String {
    let mut p = Printer::new(w.round, heading, &w.round_facts, markdown, lang);
    p.section_if_any(&Phrase::new("walk-team-h-preferences"), &w.preferences);
    p.section_if_any(&Phrase::new("walk-lex-h-pab"), &w.pab);
    for b in &w.brackets {
        p.section(&Phrase::new("walk-lex-h-bracket").dec("score", b.score), &b.steps);
    }
    p.section(&Phrase::new("walk-lex-h-colours"), &w.colours);
    p.pairing(&w.pairing)
}

impl crate::pairing::walk::WalkedRound for Walkthrough {
    fn pairing(&self) -> &crate::pairing::Pairing {
        &self.pairing
    }
    fn steps(&self) -> Vec<crate::pairing::walk::Step> {
        let brackets = self.brackets.iter().flat_map(|b| &b.steps);
        self.round_facts
            .iter()
            .chain(&self.preferences)
            .chain(&self.pab)
            .chain(brackets)
            .chain(&self.colours)
            .cloned()
            .collect()
    }
}
