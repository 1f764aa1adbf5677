//! The candidate search of one bracket (C.04.3 2026 Art. 3.3–3.8; 2017 B.3–B.8): S1, S2
//! and the Limbo as first composed, then the candidates in the order of Art. 3.6–3.7 and 4.

use super::assignment::min_assignment;
use super::evaluate::{Evaluator, Value};
use super::generation::{Prefix, count_exchanges, exchanges_of_size, mdp_sets, walk_transpositions};
use super::reasons::{self, Shape};
use super::{Options, Outcome, Rejection, Try};
use crate::core::words::Phrase;
use crate::pairing::dutch::brackets::BracketStep;
use crate::pairing::dutch::criteria::{ColourFaults, Criterion, colour_faults};
use crate::pairing::dutch::players::Ctx;
use crate::tournament::Tpn;
use std::collections::BTreeSet;
use std::ops::ControlFlow;

/// What the search of one bracket found.
pub(crate) struct Walked {
    /// MaxPairs (Art. 3.1.2).
    pub max_pairs: usize,
    /// M1 (Art. 3.1.3).
    pub m1: usize,
    /// S1, S2 and the Limbo as first composed (Art. 3.2), player indices.
    pub s1: Vec<usize>,
    /// S2.
    pub s2: Vec<usize>,
    /// The Limbo.
    pub limbo: Vec<usize>,
    /// The candidates tried (empty in an exhaustive search).
    pub tries: Vec<Try>,
    /// Candidates evaluated.
    pub evaluated: usize,
    /// Tries not recorded (beyond the display limit).
    pub hidden: usize,
    /// How it ended.
    pub outcome: Outcome,
}

/// Why the search stopped early.
enum Stop {
    /// A candidate reached the best value (not in an exhaustive search).
    Reached,
    /// The bound was hit.
    Cut,
    /// A candidate scored better than the engine's decision.
    Better,
}

/// Families of candidates skipped (one pair breaks [C1]/[C3]) allowed per candidate evaluated
/// before the search counts as cut: skipping is cheap, but not free.
const SKIPS_PER_CANDIDATE: usize = 20;

/// Exchanges of one size listed at most (Art. 4.3): beyond, the search is cut.
const MAX_EXCHANGES: u128 = 200_000;

struct Searcher<'a, 'c> {
    ctx: &'c Ctx,
    ev: Evaluator<'c>,
    options: Options,
    best_value: Value,
    engine: BTreeSet<(usize, usize)>,
    engine_pairs: Vec<(usize, usize)>,
    bracket: &'a [usize],
    mdps: &'a [usize],
    seen: BTreeSet<Vec<(usize, usize)>>,
    tries: Vec<Try>,
    evaluated: usize,
    skipped: usize,
    /// The first candidate reaching the best value (its pairs and number).
    reached: Option<(Vec<(usize, usize)>, usize)>,
    better: Option<Vec<(usize, usize)>>,
    /// The colour faults of the engine's decision, [C10]–[C13].
    best_faults: ColourFaults,
    /// Tries not recorded beyond [`MAX_SHOWN`].
    hidden: usize,
    /// Each bracket player's position in the bracket.
    pos: std::collections::BTreeMap<usize, usize>,
    /// [`Searcher::pair_info`] for every two positions.
    pairs_table: Vec<Option<ColourFaults>>,
}

/// One colour criterion's count in [`ColourFaults`].
type FaultCount = fn(&ColourFaults) -> u32;

/// Tries recorded for display at most, per bracket.
const MAX_SHOWN: usize = 500;

fn faults_of(ctx: &Ctx, pairs: &[(usize, usize)]) -> ColourFaults {
    pairs.iter().fold(ColourFaults::default(), |acc, &(a, b)| {
        let f = colour_faults(ctx, a, b);
        ColourFaults { c10: acc.c10 + f.c10, c11: acc.c11 + f.c11, c12: acc.c12 + f.c12, c13: acc.c13 + f.c13 }
    })
}

fn normal(pairs: &[(usize, usize)]) -> Vec<(usize, usize)> {
    let mut v: Vec<(usize, usize)> = pairs.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect();
    v.sort_unstable();
    v
}

impl Searcher<'_, '_> {
    fn tpns(&self, pairs: &[(usize, usize)]) -> Vec<(Tpn, Tpn)> {
        pairs.iter().map(|&(a, b)| (self.ctx.players[a].tpn, self.ctx.players[b].tpn)).collect()
    }

    fn floaters(&self, pairs: &[(usize, usize)]) -> Vec<usize> {
        self.bracket.iter().copied().filter(|&p| !pairs.iter().any(|&(a, b)| a == p || b == p)).collect()
    }

    /// What the pair `a`–`b` of bracket players does: `None` when they may not meet
    /// ([C1]–[C3]), else its colour faults ([C10]–[C13]).
    fn pair_info(&self, a: usize, b: usize) -> Option<ColourFaults> {
        let (i, j) = (self.pos[&a], self.pos[&b]);
        self.pairs_table[i * self.bracket.len() + j]
    }

    /// Whether the candidates starting with `pairs` (whose last pair is new), with `rest1`
    /// still to be paired with players of `rest2`, can still be accepted:
    /// - the last pair may meet ([C1]–[C3]), and the rest of S1 can all get an opponent they
    ///   may meet (else every candidate of the family breaks an absolute criterion);
    /// - when the best value is used: the pairs, with the cheapest pairing of the rest, do not
    ///   miss a colour criterion ([C10]–[C13]) more often than the best candidate does —
    ///   colour faults only grow as pairs are added, and a candidate with MaxPairs pairs
    ///   reaches the best value only with exactly the best's colour faults.
    fn check(
        &mut self,
        pairs: &[(usize, usize)],
        rest1: &[usize],
        rest2: &[usize],
        generated: impl FnOnce() -> Phrase,
    ) -> Prefix {
        let rejection = self.family_rejection(pairs, rest1, rest2);
        let Some(rejection) = rejection else { return Prefix::Extend };
        self.skipped += 1;
        if !self.options.exhaustive {
            self.record(Try {
                number: None,
                generated: generated(),
                pairs: self.tpns(pairs),
                floaters: Vec::new(),
                rejected: Some(rejection),
            });
        }
        Prefix::Skip
    }

    fn family_rejection(&self, pairs: &[(usize, usize)], rest1: &[usize], rest2: &[usize]) -> Option<Rejection> {
        if let Some(&(a, b)) = pairs.last() {
            if self.pair_info(a, b).is_none() {
                return Some(reasons::may_not_meet(self.ctx, a, b));
            }
        }
        let cheapest = |field: fn(&ColourFaults) -> u32| {
            min_assignment(rest1.len(), rest2.len(), |r, c| self.pair_info(rest1[r], rest2[c]).map(|f| field(&f)))
        };
        // One S1 player left: his pairs are checked one by one, as a person would.
        if rest1.len() >= 2 && cheapest(|_| 0).is_none() {
            return Some(reasons::no_opponents(self.ctx, rest1, rest2));
        }
        if self.options.exhaustive {
            return None;
        }
        let f = faults_of(self.ctx, pairs);
        let best = self.best_faults;
        let fields: [(Criterion, FaultCount); 4] = [
            (Criterion::C10, |f| f.c10),
            (Criterion::C11, |f| f.c11),
            (Criterion::C12, |f| f.c12),
            (Criterion::C13, |f| f.c13),
        ];
        for (c, field) in fields {
            let (have, allowed) = (u64::from(field(&f)), u64::from(field(&best)));
            if have > allowed {
                return Some(reasons::already_worse(self.ctx, c, pairs, field(&best)));
            }
            let more = if rest1.len() < 2 { 0 } else { cheapest(field).unwrap_or(u64::MAX) };
            if have + more > allowed {
                return Some(reasons::at_least(self.ctx, c, pairs, have + more, field(&best)));
            }
        }
        None
    }

    fn record(&mut self, t: Try) {
        if self.tries.len() < MAX_SHOWN || t.rejected.is_none() {
            self.tries.push(t);
        } else {
            self.hidden += 1;
        }
    }

    /// Builds and evaluates one candidate (Art. 3.3–3.4).
    fn candidate(&mut self, pairs: Vec<(usize, usize)>, generated: Phrase) -> ControlFlow<Stop> {
        if !self.seen.insert(normal(&pairs)) {
            return ControlFlow::Continue(()); // the same pairs, reached by another alteration
        }
        if self.evaluated >= self.options.max_candidates
            || self.skipped >= SKIPS_PER_CANDIDATE * self.options.max_candidates.max(1)
        {
            return ControlFlow::Break(Stop::Cut);
        }
        self.evaluated += 1;
        let number = self.evaluated;
        let value = self.ev.value(&pairs);
        let floaters = self.floaters(&pairs);
        if value > self.best_value {
            self.better = Some(pairs);
            return ControlFlow::Break(Stop::Better);
        }
        let reached = value == self.best_value;
        if reached && self.reached.is_none() {
            self.reached = Some((pairs.clone(), number));
        }
        if self.options.exhaustive {
            return ControlFlow::Continue(());
        }
        let rejected = (!reached).then(|| {
            let c = self.ev.first_shortfall(&value, &self.best_value).expect("a shortfall");
            let engine_floaters = self.floaters(&self.engine_pairs);
            let cand = Shape { pairs: &pairs, floaters: &floaters, mdps: self.mdps };
            let best = Shape { pairs: &self.engine_pairs, floaters: &engine_floaters, mdps: self.mdps };
            reasons::shortfall(&self.ev, c, &cand, &best)
        });
        let tpn = |p: usize| self.ctx.players[p].tpn;
        let t = Try {
            number: Some(number),
            generated,
            pairs: self.tpns(&pairs),
            floaters: floaters.iter().map(|&p| tpn(p)).collect(),
            rejected,
        };
        self.record(t);
        if reached { ControlFlow::Break(Stop::Reached) } else { ControlFlow::Continue(()) }
    }

    /// The candidates of a homogeneous bracket or remainder (Art. 3.6; 2017 B.6): `players` in
    /// BSN order, `n1` pairs to make, `fixed` the MDP-pairing already made (`context` names
    /// it: the candidates are then a remainder's).
    fn homogeneous(
        &mut self,
        players: &[usize],
        n1: usize,
        fixed: &[(usize, usize)],
        context: Option<&Phrase>,
    ) -> ControlFlow<Stop> {
        let bsns: Vec<usize> = (1..=players.len()).collect();
        let (s1, s2) = bsns.split_at(n1.min(players.len()));
        let ctx = self.ctx;
        let names = |v: &[usize]| v.iter().map(|&b| ctx.players[players[b - 1]].tpn.to_string()).collect::<Vec<_>>();
        let sub = if fixed.is_empty() && context.is_none() { ("S1", "S2") } else { ("S1R", "S2R") };
        for size in 0..=s1.len().min(s2.len()) {
            if count_exchanges(s1.len(), s2.len(), size) > MAX_EXCHANGES {
                return ControlFlow::Break(Stop::Cut);
            }
            let exchanges = exchanges_of_size(s1, s2, size);
            for ex in exchanges {
                let (new1, new2) = ex.apply(s1, s2);
                let s1_now = if size == 0 {
                    Phrase::new("walk-dutch-gen-s1")
                } else {
                    Phrase::new("walk-dutch-gen-exchange")
                        .arg("out", names(&ex.out_of_s1).join(" "))
                        .arg("in", names(&ex.into_s1).join(" "))
                };
                let s1_now = s1_now.arg("s1", sub.0).arg("list", names(&new1).join(" "));
                let head = match context {
                    None => s1_now,
                    Some(mdp) => Phrase::new("walk-dutch-gen-remainder").arg("mdp", mdp.clone()).arg("head", s1_now),
                };
                self.transpositions(&new1, &new2, players, fixed, &head, sub.1)?;
            }
        }
        ControlFlow::Continue(())
    }

    /// The transpositions of `s2` for `s1` (Art. 4.2), each a candidate.
    fn transpositions(
        &mut self,
        s1: &[usize],
        s2: &[usize],
        players: &[usize],
        fixed: &[(usize, usize)],
        head: &Phrase,
        s2_name: &'static str,
    ) -> ControlFlow<Stop> {
        let p = |b: usize| players[b - 1];
        let ctx = self.ctx;
        let names = |v: &[usize]| v.iter().map(|&b| ctx.players[p(b)].tpn.to_string()).collect::<Vec<_>>();
        let cell = std::cell::RefCell::new(self);
        let rests = |prefix: &[usize]| {
            let rest1: Vec<usize> = s1[prefix.len()..].iter().map(|&b| p(b)).collect();
            let rest2: Vec<usize> = s2.iter().filter(|b| !prefix.contains(b)).map(|&b| p(b)).collect();
            (rest1, rest2)
        };
        {
            let (rest1, rest2) = rests(&[]);
            if matches!(
                cell.borrow_mut().check(fixed, &rest1, &rest2, || {
                    Phrase::new("walk-dutch-gen-every").arg("head", head.clone()).arg("s2", s2_name)
                }),
                Prefix::Skip
            ) {
                return ControlFlow::Continue(());
            }
        }
        let mut check = |prefix: &[usize]| -> Prefix {
            let mut pairs = fixed.to_vec();
            pairs.extend(s1.iter().zip(prefix).map(|(&x, &y)| (p(x), p(y))));
            let (rest1, rest2) = rests(prefix);
            cell.borrow_mut().check(&pairs, &rest1, &rest2, || {
                Phrase::new("walk-dutch-gen-starting")
                    .arg("head", head.clone())
                    .arg("s2", s2_name)
                    .arg("list", names(prefix).join(" "))
            })
        };
        let mut visit = |t: &[usize]| -> ControlFlow<Stop> {
            let mut pairs = fixed.to_vec();
            pairs.extend(s1.iter().zip(t).map(|(&x, &y)| (p(x), p(y))));
            let rest: Vec<usize> = s2.iter().copied().filter(|b| !t.contains(b)).collect();
            let mut order = names(t);
            if !rest.is_empty() {
                order.push("|".to_owned());
                order.extend(names(&rest));
            }
            let generated = Phrase::new("walk-dutch-gen-order")
                .arg("head", head.clone())
                .arg("s2", s2_name)
                .arg("order", order.join(" "));
            cell.borrow_mut().candidate(pairs, generated)
        };
        walk_transpositions(s2, s1.len(), &mut check, &mut visit)
    }
}

/// Searches the bracket of `step`, whose pairs the engine decided to be `engine` (player
/// indices).
pub(crate) fn search(ctx: &Ctx, step: &BracketStep, engine: &[(usize, usize)], options: Options) -> Walked {
    let bracket = &step.bracket[..];
    let (mdps, residents) = bracket.split_at(step.m0);
    let is_mdp = |p: usize| mdps.contains(&p);
    let m1 = engine.iter().filter(|&&(a, b)| is_mdp(a) || is_mdp(b)).count();
    let max_pairs = engine.len();
    let mut ev = Evaluator::new(ctx, step);
    let best_value = ev.value(engine);
    let mut s = Searcher {
        ctx,
        ev,
        options,
        best_value,
        engine: normal(engine).into_iter().collect(),
        engine_pairs: engine.to_vec(),
        bracket,
        mdps,
        seen: BTreeSet::new(),
        tries: Vec::new(),
        evaluated: 0,
        skipped: 0,
        reached: None,
        better: None,
        best_faults: faults_of(ctx, engine),
        hidden: 0,
        pos: bracket.iter().enumerate().map(|(i, &p)| (p, i)).collect(),
        pairs_table: bracket
            .iter()
            .flat_map(|&a| {
                bracket.iter().map(move |&b| (a != b && ctx.compatible(a, b)).then(|| colour_faults(ctx, a, b)))
            })
            .collect(),
    };
    let tpn = |p: usize| ctx.players[p].tpn.to_string();
    let sets = mdp_sets(&mdps.iter().map(|&p| ctx.players[p].score).collect::<Vec<_>>(), m1);
    let (s1, s2, limbo): (Vec<usize>, Vec<usize>, Vec<usize>) = if m1 > 0 {
        let first: Vec<usize> = sets[0].iter().map(|&b| mdps[b - 1]).collect();
        let limbo = mdps.iter().copied().filter(|p| !first.contains(p)).collect();
        (first, residents.to_vec(), limbo)
    } else {
        let n1 = max_pairs.min(residents.len());
        (residents[..n1].to_vec(), residents[n1..].to_vec(), mdps.to_vec())
    };
    let flow = if m1 == 0 {
        s.homogeneous(residents, max_pairs, &[], None)
    } else {
        let mut flow = ControlFlow::Continue(());
        'sets: for set in &sets {
            let s1: Vec<usize> = set.iter().map(|&b| mdps[b - 1]).collect();
            let limbo: Vec<usize> = mdps.iter().copied().filter(|p| !s1.contains(p)).collect();
            let limbo_text = (!limbo.is_empty()).then(|| {
                Phrase::new("walk-dutch-gen-limbo")
                    .arg("list", limbo.iter().map(|&p| tpn(p)).collect::<Vec<_>>().join(" "))
            });
            // S2 holds the residents; their BSNs follow the MDPs' (Art. 4.1).
            let res_bsn: Vec<usize> = (1..=residents.len()).collect();
            let cell = std::cell::RefCell::new(&mut s);
            let mut check = |prefix: &[usize]| -> Prefix {
                let pairs: Vec<(usize, usize)> = s1.iter().zip(prefix).map(|(&x, &y)| (x, residents[y - 1])).collect();
                let rest1 = &s1[prefix.len()..];
                let rest2: Vec<usize> =
                    (1..=residents.len()).filter(|b| !prefix.contains(b)).map(|b| residents[b - 1]).collect();
                cell.borrow_mut().check(&pairs, rest1, &rest2, || {
                    Phrase::new("walk-dutch-gen-mdp-family").arg("limbo", limbo_text.clone())
                })
            };
            let mut visit = |t: &[usize]| -> ControlFlow<Stop> {
                let pairs: Vec<(usize, usize)> = s1.iter().zip(t).map(|(&x, &y)| (x, residents[y - 1])).collect();
                let remainder: Vec<usize> =
                    residents.iter().copied().filter(|p| !pairs.iter().any(|&(_, r)| r == *p)).collect();
                let mdp_text = pairs.iter().map(|&(a, b)| format!("{}-{}", tpn(a), tpn(b))).collect::<Vec<_>>();
                let context =
                    Phrase::new("walk-dutch-gen-mdp").arg("pairs", mdp_text.join(" ")).arg("limbo", limbo_text.clone());
                let n1r = max_pairs - m1;
                let mut guard = cell.borrow_mut();
                if n1r == 0 || remainder.len() < 2 {
                    return guard.candidate(pairs, context);
                }
                guard.homogeneous(&remainder, n1r, &pairs, Some(&context))
            };
            flow = walk_transpositions(&res_bsn, m1, &mut check, &mut visit);
            if flow.is_break() {
                break 'sets;
            }
        }
        flow
    };
    let outcome = outcome(&s, flow, mdps);
    Walked { max_pairs, m1, s1, s2, limbo, tries: s.tries, evaluated: s.evaluated, hidden: s.hidden, outcome }
}

/// How the search ended, checked against the engine's decision.
fn outcome(s: &Searcher<'_, '_>, flow: ControlFlow<Stop>, mdps: &[usize]) -> Outcome {
    match flow {
        ControlFlow::Break(Stop::Cut) => return Outcome::Cut { tried: s.evaluated },
        ControlFlow::Break(Stop::Better) => {
            return Outcome::Disagreement { found: s.tpns(s.better.as_deref().unwrap_or_default()) };
        }
        ControlFlow::Break(Stop::Reached) | ControlFlow::Continue(()) => {}
    }
    let Some((pairs, number)) = &s.reached else { return Outcome::Disagreement { found: Vec::new() } };
    if normal(pairs).into_iter().collect::<BTreeSet<_>>() != s.engine {
        return Outcome::Disagreement { found: s.tpns(pairs) };
    }
    let floaters = s.floaters(pairs);
    let shortcomings = reasons::shortcomings(s.ctx, &Shape { pairs, floaters: &floaters, mdps });
    if shortcomings.is_empty() {
        Outcome::Perfect { candidate: *number }
    } else {
        Outcome::BestAvailable { candidate: *number, shortcomings }
    }
}
