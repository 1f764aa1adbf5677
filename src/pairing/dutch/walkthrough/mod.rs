//! The pairing walkthrough: a round paired the way the rules describe the manual procedure
//! (C.04.3 2026 Art. 3–5; 2017 B–E), bracket by bracket, candidate by candidate (issue #19).
//!
//! For each bracket the engine paired, in the order it paired them (Art. 1.9.2; 2017 A.9 for
//! the penultimate and the collapsed last bracket), [`walk`] shows the players with what the
//! criteria look at, M0, MaxPairs, M1, S1, S2 and the Limbo (Art. 3.1–3.2), then builds the
//! candidates in the order of Art. 3.6–3.7 and 4.2–4.4 ([`generation`]): MDP sets, MDP
//! transpositions, and for each MDP-pairing the remainder's transpositions and exchanges. Each
//! candidate is evaluated with the engine's own criteria ([`evaluate`]); the first rejected
//! criterion is named with the players it concerns ([`reasons`]). [`departure::first_departure`]
//! finds where another pairing (a trainee's answer) first departs from the procedure.
//!
//! # Agreement with the engine
//! MaxPairs and M1 (Art. 3.1.2–3.1.3) and the best value a candidate can reach are those of
//! the bracket's maximum-weight matching, the engine's decision: the rules take MaxPairs and
//! M1 as known before the search starts, and knowing the best value tells the procedure when
//! the best available candidate (Art. 3.8) has been reached. The first candidate in the order
//! of Art. 4 that reaches that value is accepted; when it breaks no quality criterion it is
//! the perfect candidate of Art. 3.4. The accepted candidate must be the engine's pairing
//! of the bracket: when the search would accept another, or finds one better than the
//! engine's, or is cut after [`Options::max_candidates`] candidates, the walkthrough says so
//! and shows the engine's decision, never a different one.
//!
//! With [`Options::exhaustive`] the search does not use the engine's value: it evaluates every
//! candidate (up to the bound) and keeps the first of the best, as Art. 3.8 describes; the
//! engine-agreement tests use it.

pub(crate) mod assignment;
pub mod departure;
pub(crate) mod evaluate;
pub(crate) mod generation;
pub(crate) mod reasons;
pub(crate) mod render;
pub(crate) mod search;

use crate::pairing::dutch::brackets::pair_round;
use crate::pairing::dutch::colour::allocate_explained;
use crate::pairing::dutch::criteria::Criterion;
use crate::pairing::dutch::players::Ctx;
use crate::rules::DutchEdition;
use crate::tournament::{Float, Points, Tpn};
use serde::Serialize;

/// How far the search goes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// The most candidates evaluated in one bracket; a longer search is cut.
    pub max_candidates: usize,
    /// Evaluate every candidate (up to the bound) instead of stopping at the best value.
    pub exhaustive: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options { max_candidates: DEFAULT_MAX_CANDIDATES, exhaustive: false }
    }
}

/// The default bound on the candidates evaluated in one bracket.
pub(crate) const DEFAULT_MAX_CANDIDATES: usize = 2000;

/// The walkthrough of one round.
///
/// JSON: `{"round", "edition", "max_candidates", "brackets": [BracketWalk], "bye"}`.
#[derive(Clone, Debug, Serialize)]
pub struct Walkthrough {
    /// The round paired.
    pub round: u16,
    /// The edition applied.
    pub edition: DutchEdition,
    /// The bound on candidates per bracket.
    pub max_candidates: usize,
    /// The brackets in the order they were paired.
    pub brackets: Vec<BracketWalk>,
    /// The pairing-allocated bye.
    pub bye: Option<Tpn>,
}

/// What kind of bracket it is (Art. 1.3.3; 2017 A.9).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum BracketKind {
    /// All players have the same score.
    Homogeneous,
    /// MDPs from the brackets above.
    Heterogeneous,
    /// 2017 A.9: the penultimate pairing bracket, paired so that the round can be completed.
    Penultimate,
    /// 2017 A.9: the collapsed last bracket.
    CollapsedLast,
}

/// A player of a bracket, with what the criteria look at.
#[derive(Clone, Debug, Serialize)]
pub struct BracketPlayer {
    /// In-bracket sequence number (Art. 4.1).
    pub bsn: usize,
    /// Tournament pairing number.
    pub tpn: Tpn,
    /// Pairing score.
    pub score: Points,
    /// Moved down from a bracket above.
    pub mdp: bool,
    /// Colour preference: `W`/`B` absolute, `(W)`/`(B)` strong, `(w)`/`(b)` mild, `A` none.
    pub preference: String,
    /// Colour difference (Art. 1.6).
    pub colour_difference: i32,
    /// Floats of the previous round and of two rounds before: `down`, `up` or `null`.
    pub floats: [Option<Float>; 2],
}

/// One candidate tried, or a family of candidates skipped at once.
#[derive(Clone, Debug, Serialize)]
pub struct Try {
    /// The candidate's number in the search (`None`: a family skipped before being built,
    /// because one of its pairs breaks an absolute criterion).
    pub number: Option<usize>,
    /// How the candidate was generated (MDP set, exchange, transposition; JSON: in English).
    pub generated: crate::core::words::Phrase,
    /// Its pairs, in S1 order (for a skipped family, the pairs that start it).
    pub pairs: Vec<(Tpn, Tpn)>,
    /// The players it leaves unpaired (downfloaters and the Limbo).
    pub floaters: Vec<Tpn>,
    /// Why it was rejected (`None`: accepted).
    pub rejected: Option<Rejection>,
}

/// The first criterion a candidate fails, and how.
#[derive(Clone, Debug, Serialize)]
pub struct Rejection {
    /// The criterion (engine name).
    pub criterion: Criterion,
    /// Its code in the edition in force: `[C12]` or `C.10`.
    pub code: String,
    /// What goes wrong, naming the players (JSON: in English).
    pub how: crate::core::words::Phrase,
}

/// How the bracket's search ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum Outcome {
    /// A perfect candidate (Art. 3.4.1; 2017 B.4), accepted at once.
    Perfect {
        /// Its number.
        candidate: usize,
    },
    /// No perfect candidate: the best available (Art. 3.8; 2017 B.8), the first of the best.
    BestAvailable {
        /// Its number.
        candidate: usize,
        /// What keeps it from being perfect.
        shortcomings: Vec<crate::core::words::Phrase>,
    },
    /// The search was cut at the bound: the engine's decision is shown.
    Cut {
        /// Candidates evaluated.
        tried: usize,
    },
    /// The search's choice differs from the engine's (a fault to report): the engine's
    /// decision is shown.
    Disagreement {
        /// What the search found.
        found: Vec<(Tpn, Tpn)>,
    },
}

/// The colour of one board (Art. 5.2; 2017 E.1–E.5).
#[derive(Clone, Debug, Serialize)]
pub struct BoardColour {
    /// White.
    pub white: Tpn,
    /// Black.
    pub black: Tpn,
    /// The article that decided it in the edition in force (`5.2.1` or `E.1`).
    pub article: String,
    /// What the rule says (English in JSON, the report's language in text).
    pub rule: crate::core::words::Phrase,
}

/// The walkthrough of one bracket.
#[derive(Clone, Debug, Serialize)]
pub struct BracketWalk {
    /// The residents' score.
    pub score: Points,
    /// Homogeneous, heterogeneous, or a 2017 PPB/CLB.
    pub kind: BracketKind,
    /// The players, in BSN order (MDPs first).
    pub players: Vec<BracketPlayer>,
    /// MDPs from the brackets above (Art. 3.1.1).
    pub m0: usize,
    /// The most pairs the bracket can make (Art. 3.1.2).
    pub max_pairs: usize,
    /// MDPs paired in the bracket (Art. 3.1.3).
    pub m1: usize,
    /// S1, S2 and the Limbo as first composed (Art. 3.2).
    pub s1: Vec<Tpn>,
    /// S2 (Art. 3.2.3).
    pub s2: Vec<Tpn>,
    /// The Limbo (Art. 3.2.4).
    pub limbo: Vec<Tpn>,
    /// The candidates tried, in order.
    pub tries: Vec<Try>,
    /// Candidates evaluated.
    pub evaluated: usize,
    /// Tries not listed in `tries` (beyond the display limit of 500 per bracket).
    pub hidden: usize,
    /// How the search ended.
    pub outcome: Outcome,
    /// The bracket's pairs (the engine's, which the search must reach).
    pub pairs: Vec<(Tpn, Tpn)>,
    /// The players it sends on to the next bracket (or to the PAB).
    pub downfloaters: Vec<Tpn>,
    /// Each board's colours.
    pub boards: Vec<BoardColour>,
}

/// Why a round has no walkthrough: the engine cannot pair it.
#[derive(Clone, Debug)]
pub struct NoPairing(pub crate::core::words::Phrase);

/// Walks through the pairing of the round in `ctx`.
///
/// # Errors
/// [`NoPairing`] when no pairing complies with the absolute criteria (Art. 1.9.3).
pub fn walk(ctx: &Ctx, options: Options) -> Result<Walkthrough, NoPairing> {
    let rp = pair_round(ctx).map_err(|e| NoPairing(e.0))?;
    let tp = |i: usize| ctx.players[i].tpn;
    let mut brackets = Vec::new();
    for (k, step) in rp.steps.iter().enumerate() {
        let inside: Vec<(usize, usize)> =
            rp.pairs.iter().copied().filter(|&(a, b)| step.bracket.contains(&a) && step.bracket.contains(&b)).collect();
        let walked = search::search(ctx, step, &inside, options);
        let score = step.bracket.last().map_or(Points(0), |&i| ctx.players[i].score);
        let kind = if step.collapsed {
            // The PPB is paired with completion in scope; the CLB is the step after it.
            if k > 0 && rp.steps[k - 1].collapsed { BracketKind::CollapsedLast } else { BracketKind::Penultimate }
        } else if step.m0 > 0 {
            BracketKind::Heterogeneous
        } else {
            BracketKind::Homogeneous
        };
        let players = step
            .bracket
            .iter()
            .enumerate()
            .map(|(i, &p)| {
                let pl = &ctx.players[p];
                BracketPlayer {
                    bsn: i + 1,
                    tpn: pl.tpn,
                    score: pl.score,
                    mdp: i < step.m0,
                    preference: pl.pref.symbol(),
                    colour_difference: pl.cd,
                    floats: [pl.float1, pl.float2],
                }
            })
            .collect();
        let boards = inside
            .iter()
            .map(|&(a, b)| {
                let ((w, bl), rule) = allocate_explained(ctx, a, b);
                let (a26, a17) = rule.article();
                let article = if ctx.edition == DutchEdition::Dutch2017 { a17 } else { a26 };
                BoardColour { white: tp(w), black: tp(bl), article: article.to_owned(), rule: rule.phrase() }
            })
            .collect();
        let downfloaters =
            step.bracket.iter().copied().filter(|&p| !inside.iter().any(|&(a, b)| a == p || b == p)).map(tp).collect();
        brackets.push(BracketWalk {
            score,
            kind,
            players,
            m0: step.m0,
            max_pairs: walked.max_pairs,
            m1: walked.m1,
            s1: walked.s1.iter().map(|&i| tp(i)).collect(),
            s2: walked.s2.iter().map(|&i| tp(i)).collect(),
            limbo: walked.limbo.iter().map(|&i| tp(i)).collect(),
            tries: walked.tries,
            evaluated: walked.evaluated,
            hidden: walked.hidden,
            outcome: walked.outcome,
            pairs: inside.iter().map(|&(a, b)| (tp(a), tp(b))).collect(),
            downfloaters,
            boards,
        });
    }
    Ok(Walkthrough {
        round: ctx.round.0,
        edition: ctx.edition,
        max_candidates: options.max_candidates,
        brackets,
        bye: rp.bye.map(tp),
    })
}
