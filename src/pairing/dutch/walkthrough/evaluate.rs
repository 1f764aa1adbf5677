//! Evaluating a candidate (C.04.3 2026 Art. 3.4; 2017 B.4) with the engine's own criteria:
//! the candidate's pairs are scored in the criterion fields of the bracket's matching problem
//! ([`crate::pairing::dutch::graph`]), with the players it leaves unpaired and everybody below the
//! bracket paired as well as the bracket's criteria allow — completion [C4], the PAB ([C5],
//! [C9]) and the look-ahead [C8] (2017 C.4, C.7) — exactly as the engine weighs its own choice.
//! No criterion is evaluated a second time here.

use crate::matching::lexicographic::weights::solve;
use crate::pairing::dutch::brackets::BracketStep;
use crate::pairing::dutch::criteria::Criterion;
use crate::pairing::dutch::graph::{BracketGraph, bracket_graph};
use crate::pairing::dutch::players::Ctx;
use std::collections::BTreeMap;

/// A candidate's value in every criterion field, highest priority first (generation-order
/// fields left out: the order is the search's own).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Value(pub Vec<u128>);

/// Scores candidates of one bracket.
pub(crate) struct Evaluator<'a> {
    ctx: &'a Ctx,
    graph: BracketGraph,
    /// The criterion fields: (field index, criterion), in priority order.
    fields: Vec<(usize, Criterion)>,
    /// The best continuation below the bracket, by the set of bracket vertices left unpaired.
    continuations: BTreeMap<Vec<usize>, Vec<Option<usize>>>,
    /// Where each player of the bracket sits among the graph's vertices.
    vertex: BTreeMap<usize, usize>,
}

impl<'a> Evaluator<'a> {
    /// The evaluator of the bracket the engine paired in `step`.
    pub(crate) fn new(ctx: &'a Ctx, step: &BracketStep) -> Evaluator<'a> {
        let graph = bracket_graph(ctx, &step.problem());
        let fields = graph.layout.owners.iter().enumerate().filter_map(|(f, o)| o.map(|c| (f, c))).collect();
        let vertex = graph.verts[..graph.nb].iter().enumerate().map(|(v, &p)| (p, v)).collect();
        Evaluator { ctx, graph, fields, continuations: BTreeMap::new(), vertex }
    }

    /// The value of the candidate that makes `pairs` (player indices) inside the bracket and
    /// floats every other bracket player. Pairs that may not meet are not edges: the caller
    /// rejects them on [C1]/[C3] before asking.
    pub fn value(&mut self, pairs: &[(usize, usize)]) -> Value {
        let g = &self.graph;
        let mut fixed = vec![false; g.total];
        let mut mate: Vec<Option<usize>> = vec![None; g.total];
        for &(a, b) in pairs {
            let (Some(&x), Some(&y)) = (self.vertex.get(&a), self.vertex.get(&b)) else { continue };
            mate[x] = Some(y);
            mate[y] = Some(x);
            fixed[x] = true;
            fixed[y] = true;
        }
        let key: Vec<usize> = (0..g.nb).filter(|&v| !fixed[v]).collect();
        let rest = self.continuations.entry(key).or_insert_with(|| {
            // The floaters may meet players below (or take the PAB), not each other.
            let open = g.edges.filtered(|u, v| !fixed[u] && !fixed[v] && (u >= g.nb || v >= g.nb));
            solve(g.total, &g.layout, &open)
        });
        for (v, m) in rest.iter().enumerate() {
            if !fixed[v] {
                mate[v] = *m;
            }
        }
        let sums = g.field_sums(&mate);
        Value(self.fields.iter().map(|&(f, _)| sums[f]).collect())
    }

    /// The first criterion on which `worse` falls short of `better` (`None`: equal values).
    #[must_use]
    pub(crate) fn first_shortfall(&self, worse: &Value, better: &Value) -> Option<Criterion> {
        let k = worse.0.iter().zip(&better.0).position(|(a, b)| a != b)?;
        Some(self.fields[k].1)
    }

    /// The player who takes the PAB in the best continuation of the candidate that leaves
    /// `floaters` unpaired (a floater or a player below), if any.
    #[must_use]
    pub(crate) fn pab_taker(&self, floaters: &[usize]) -> Option<usize> {
        let g = &self.graph;
        if !g.dummy {
            return None;
        }
        let key: Vec<usize> = floaters.iter().filter_map(|p| self.vertex.get(p).copied()).collect();
        let rest = self.continuations.get(&key)?;
        let v = rest[g.pab_vertex]?;
        g.verts.get(v).copied()
    }

    /// The context.
    #[must_use]
    pub fn ctx(&self) -> &Ctx {
        self.ctx
    }
}
