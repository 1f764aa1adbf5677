//! One bracket's matching problem (C.04.3 Art. 2–4; 2017 C–D): the bracket and the players
//! below it that it looks at, one edge per allowed pair, and each edge's value in every
//! criterion field and generation-order field of the [`Layout`], highest priority first.
//!
//! Each criterion has one named place here: [`CriterionFields`] declares its fields in the
//! edition's priority order and says what a pair scores in them; [`GenerationFields`] does
//! the same for the order in which Art. 4 generates candidates. A maximum-weight matching of
//! the packed values is the bracket's best candidate ([`crate::matching::lexicographic::weights::solve`]).

use super::brackets::BracketProblem;
use super::criteria::{Criterion, colour_faults, had_float};
use super::players::{Ctx, Player};
use super::remainder::KeptPairs;
use crate::matching::lexicographic::field_edges::{FieldEdges, Values};
use crate::matching::lexicographic::weights::Shortcut;
use crate::tournament::{Float, Points};

/// The fields of a bracket's matching problem, each labelled with the criterion it serves
/// (`None`: generation order, Art. 4).
pub(crate) type Layout = crate::matching::lexicographic::weights::Layout<Option<Criterion>>;

/// One bracket's matching problem ([`bracket_graph`]).
pub(crate) struct BracketGraph {
    /// The criterion fields.
    pub(crate) layout: Layout,
    /// Allowed pairs with their field values (vertex indices into `verts`).
    pub(crate) edges: FieldEdges,
    /// Player indices: the bracket first, then the players below it that it looks at.
    pub(crate) verts: Vec<usize>,
    /// Players in the bracket.
    pub(crate) nb: usize,
    /// Vertices including the PAB vertex.
    pub(crate) total: usize,
    /// The PAB vertex is the round's (completion) one.
    pub(crate) dummy: bool,
    /// The vertex standing for the PAB (when there is one): after the players and jokers.
    pub(crate) pab_vertex: usize,
    /// Jokers: vertices `verts.len()..pab_vertex`, the first `next_jokers` of them standing
    /// for the next scoregroup ([`Below::NextAsJokers`]), the others for the players far
    /// below ([`Below::Relaxed`]).
    pub(crate) jokers: usize,
    /// The jokers standing for the next scoregroup ([`Below::NextAsJokers`]).
    pub(crate) next_jokers: usize,
    /// How the players below the bracket entered the graph.
    pub(crate) below: Below,
    /// The fields that decide the MDP-pairing: every criterion and Art. 4.4's fields of the
    /// MDPs, the layout's first ones (the rest is the remainder's generation order, which a
    /// problem that wants only the MDP-pairing leaves empty).
    pub(crate) mdp_pairing_fields: usize,
    /// The criteria's fields: the layout's first ones (the generation order follows).
    pub(crate) criteria_fields: usize,
    /// The exchange fields of Art. 4.3.2 decided at once when no exchange is needed
    /// ([`GenerationFields::no_exchange`]).
    pub(crate) no_exchange: Option<Shortcut>,
}

impl BracketGraph {
    /// Each criterion field's sum over the edges of `mate` (vertex → vertex): what a
    /// matching scores, field by field, highest priority first.
    pub(crate) fn field_sums(&self, mate: &[Option<usize>]) -> Vec<u128> {
        crate::matching::lexicographic::weights::field_sums(&self.layout, &self.edges, mate)
    }
}

/// How the players below a bracket enter its graph.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Below {
    /// Every one of them, as a vertex: the bracket's full matching problem.
    All,
    /// The first `kept` of them as vertices (the next scoregroup); the others, who only
    /// matter for completion ([C4]), replaced by `jokers` vertices that may meet anybody.
    /// A relaxation: see `brackets::solve_bracket` for why its optimum, once certified, is
    /// the full problem's.
    Relaxed { kept: usize, jokers: usize },
    /// The bracket alone as vertices: the next scoregroup replaced by `jokers` vertices, each
    /// joined to every other joker as two of its players would be, to every bracket player who
    /// has a compatible player in it as a pair with one of them would be, to each of the
    /// `far_jokers` jokers that stand for the players far below ([`Below::Relaxed`]; none when
    /// there are none) when one of its players has a compatible player there, and to the PAB
    /// when one of them may take it. A relaxation: see `brackets::solve_with_next_as_jokers`
    /// for why its optimum, once certified, is the full problem's.
    NextAsJokers { jokers: usize, far_jokers: usize },
}

/// Distinct values (score levels, score differences), in descending order.
fn descending<T: Ord>(values: impl IntoIterator<Item = T>) -> Vec<T> {
    let mut v: Vec<T> = values.into_iter().collect();
    v.sort_unstable_by(|a, b| b.cmp(a));
    v.dedup();
    v
}

/// The vertices of a bracket's graph and what the fields are measured against.
struct Shape<'a> {
    ctx: &'a Ctx,
    /// Player indices of the vertices: the bracket (MDPs first), then the players below kept.
    verts: Vec<usize>,
    /// Players in the bracket; the first `m0` are MDPs.
    nb: usize,
    m0: usize,
    /// Players of the next scoregroup among the vertices (right after the bracket).
    next: usize,
    /// Upper bound of the number of pairs of any matching (for field widths).
    max_edges: u128,
    /// The bracket's score levels, descending.
    bracket_levels: Vec<Points>,
    /// The MDPs' score levels (the residents' level is implied by the number of pairs).
    mdp_levels: Vec<Points>,
    /// The bracket's and the next scoregroup's levels, less the next scoregroup's own.
    next_levels: Vec<Points>,
    /// Every score level of the problem, ascending ([C5]).
    all_levels_asc: Vec<Points>,
    /// The most unplayed games of any player of the problem ([C9]).
    max_unplayed: u128,
    /// The bracket's lowest score.
    low: i32,
}

impl Shape<'_> {
    fn player(&self, v: usize) -> &Player {
        &self.ctx.players[self.verts[v]]
    }
    fn in_bracket(&self, v: usize) -> bool {
        v < self.nb
    }
    fn is_mdp(&self, v: usize) -> bool {
        v < self.m0
    }
    fn in_next(&self, v: usize) -> bool {
        v >= self.nb && v < self.nb + self.next
    }
    /// Residents of the bracket.
    fn residents(&self) -> usize {
        self.nb - self.m0
    }
    /// A resident's BSN, from 0 (Art. 1.3).
    fn bsn(&self, v: usize) -> usize {
        v - self.m0
    }
    /// The bracket mixes scores: MDPs, or the 2017 collapsed last bracket.
    fn mixed(&self) -> bool {
        self.bracket_levels.len() > 1
    }
    /// 2017 A.8: a downfloater's score difference, against one point below the lowest score.
    fn float_sd(&self, v: usize) -> i32 {
        self.player(v).score.0 - (self.low - 10)
    }
}

/// [C14]–[C17] (2017 C.12–C.15): floats repeated from `back` rounds before.
struct RepeatedFloat {
    back: usize,
    /// [C14] / [C16]: downfloaters who downfloated then.
    downfloaters: usize,
    /// [C15] / [C17]: upfloaters who upfloated then (mixed brackets only).
    upfloaters: Option<usize>,
}

/// [C18]–[C21] (2017 C.16–C.19): the score differences of repeated floats, by level.
struct FloatScoreDiffs {
    back: usize,
    kind: Float,
    /// [C18] / [C20]: MDPs who floated `back` rounds before and are paired.
    paired: Option<usize>,
    /// One field per score-difference level, descending.
    levels: Vec<usize>,
}

/// The criterion fields in the edition's priority order: 2026 Art. 2.2–2.4.5 ([C4]–[C21]),
/// 2017 C.4–C.19 (the PSD of C.6 in place of [C7]).
struct CriterionFields {
    /// [C4]: the pairs made (completion); on the relaxed graph, the players paired.
    completion: usize,
    /// What one pair counts in [`Self::completion`].
    completion_pair: u128,
    /// [C5]: the PAB to the lowest score (2026).
    pab_score: usize,
    /// [C6] (2017 C.5): pairs in the bracket, i.e. fewest downfloaters.
    pairs: usize,
    /// [C7]: the MDPs paired, per score level, highest first (2026).
    mdp_scores: Vec<usize>,
    /// 2017 C.6: the pairing score difference, per level, highest first.
    psd: Vec<usize>,
    /// The PSD's levels.
    psd_levels: Vec<i32>,
    /// [C8] (2017 C.7): the pairs the next bracket can make with the downfloaters.
    next_pairs: Option<usize>,
    /// [C8]: the downfloaters' scores paired in the next bracket, per level.
    next_scores: Vec<usize>,
    /// [C9]: the PAB to the fewest unplayed games (2026).
    pab_unplayed: usize,
    /// [C10] (2017 C.8): topscorers' colour difference within ±2 (final round).
    topscorer_difference: Option<usize>,
    /// [C11] (2017 C.9): topscorers' same colour not three times running (final round).
    topscorer_three: Option<usize>,
    /// [C12] (2017 C.10): colour preferences met.
    preference: usize,
    /// [C13] (2017 C.11): strong colour preferences met.
    strong_preference: usize,
    /// [C14]–[C17].
    repeated: Vec<RepeatedFloat>,
    /// [C18]–[C21].
    repeated_diffs: Vec<FloatScoreDiffs>,
    /// The levels of [`Self::repeated_diffs`].
    sd_levels: Vec<i32>,
}

impl CriterionFields {
    fn declare(lay: &mut Layout, s: &Shape<'_>, jokers: usize) -> Self {
        let ctx = s.ctx;
        let max_edges = s.max_edges;
        let field = |lay: &mut Layout, c: Criterion, max_edge: u128| lay.field(Some(c), max_edge, max_edges);
        // [C4] counts the pairs; on the relaxed graph, the bracket-and-next players paired (two
        // per pair among them, one per pair with a joker), which is the same up to a constant.
        let completion_pair: u128 = if jokers > 0 { 2 } else { 1 };
        let completion = field(lay, Criterion::C4, completion_pair);
        let pab_score = lay.field(Some(Criterion::C5), s.all_levels_asc.len() as u128, 1);
        let pairs = field(lay, Criterion::C6, 1);
        let mdp_scores = if ctx.rules.psd {
            Vec::new()
        } else {
            s.mdp_levels.iter().map(|_| field(lay, Criterion::C7, 2)).collect()
        };
        // 2017 C.6: the PSD — score differences of the pairs, and of each downfloater against one
        // point below the bracket's lowest score, sorted in descending order (A.8).
        let psd_levels: Vec<i32> = if ctx.rules.psd {
            let bracket: Vec<i32> = (0..s.nb).map(|v| s.player(v).score.0).collect();
            let mut l = Vec::new();
            for &x in &bracket {
                l.push(x - (s.low - 10));
                l.extend(bracket.iter().map(|&y| (x - y).abs()));
            }
            descending(l)
        } else {
            Vec::new()
        };
        let psd = psd_levels.iter().map(|_| field(lay, Criterion::C7, 3)).collect();
        let next_pairs = (s.next > 0).then(|| field(lay, Criterion::C8, 1));
        let next_scores = s.next_levels.iter().map(|_| field(lay, Criterion::C8, 2)).collect();
        let pab_unplayed = lay.field(Some(Criterion::C9), s.max_unplayed + 1, 1);
        let final_round = ctx.players.iter().any(|p| p.topscorer);
        let topscorer_difference = final_round.then(|| field(lay, Criterion::C10, 2));
        let topscorer_three = final_round.then(|| field(lay, Criterion::C11, 2));
        let preference = field(lay, Criterion::C12, 2);
        let strong_preference = field(lay, Criterion::C13, 2);
        // Brackets with players of several scores: MDPs (and, in a 2017 collapsed last bracket,
        // residents of different scores) give floats to the players they are paired with.
        let mut repeated = Vec::new();
        for (back, c_down, c_up) in [(1, Criterion::C14, Criterion::C15), (2, Criterion::C16, Criterion::C17)] {
            let downfloaters = field(lay, c_down, 2);
            let upfloaters = s.mixed().then(|| field(lay, c_up, 1));
            repeated.push(RepeatedFloat { back, downfloaters, upfloaters });
        }
        // [C18]-[C21] (2017 C.16-C.19): per score-difference level, descending. In 2026 the score
        // differences are those of the MDPs' levels to the residents'; in a 2017 collapsed last
        // bracket any two players of different scores may meet.
        let sd_levels: Vec<i32> = if ctx.rules.collapsed_last_bracket {
            let b = &s.bracket_levels;
            descending(b.iter().enumerate().flat_map(|(i, a)| b[i + 1..].iter().map(move |c| a.0 - c.0)))
        } else {
            s.mdp_levels.iter().map(|l| l.0 - s.low).collect()
        };
        let mut repeated_diffs = Vec::new();
        if s.mixed() {
            for (back, c_mdp, c_opp) in [(1, Criterion::C18, Criterion::C19), (2, Criterion::C20, Criterion::C21)] {
                let paired = Some(field(lay, c_mdp, 1));
                let levels = sd_levels.iter().map(|_| field(lay, c_mdp, 1)).collect();
                repeated_diffs.push(FloatScoreDiffs { back, kind: Float::Down, paired, levels });
                let levels = sd_levels.iter().map(|_| field(lay, c_opp, 1)).collect();
                repeated_diffs.push(FloatScoreDiffs { back, kind: Float::Up, paired: None, levels });
            }
        }
        CriterionFields {
            completion,
            completion_pair,
            pab_score,
            pairs,
            mdp_scores,
            psd,
            psd_levels,
            next_pairs,
            next_scores,
            pab_unplayed,
            topscorer_difference,
            topscorer_three,
            preference,
            strong_preference,
            repeated,
            repeated_diffs,
            sd_levels,
        }
    }

    /// What a pair of the bracket (`u` < `v`, not two MDPs) scores in [C6]–[C21].
    fn bracket_pair(&self, s: &Shape<'_>, u: usize, v: usize, w: &mut Values) {
        let (pu, pv) = (s.player(u), s.player(v));
        w.push(self.pairs, 1);
        for (k, lvl) in s.mdp_levels.iter().enumerate() {
            if let Some(&f) = self.mdp_scores.get(k) {
                w.push(f, u128::from(pu.score == *lvl) + u128::from(pv.score == *lvl));
            }
        }
        let sd = (pu.score.0 - pv.score.0).abs();
        for (&f, &d) in self.psd.iter().zip(&self.psd_levels) {
            let floats = u128::from(s.float_sd(u) == d) + u128::from(s.float_sd(v) == d);
            w.push(f, 1 + floats - u128::from(sd == d));
        }
        let faults = colour_faults(s.ctx, s.verts[u], s.verts[v]);
        if let Some(f) = self.topscorer_difference {
            w.push(f, 2 - u128::from(faults.c10));
        }
        if let Some(f) = self.topscorer_three {
            w.push(f, 2 - u128::from(faults.c11));
        }
        w.push(self.preference, 2 - u128::from(faults.c12));
        w.push(self.strong_preference, 2 - u128::from(faults.c13));
        // The pair's floats (Art. 1.4 / 2017 A.4.b): the higher score downfloats.
        let floats = pu.score != pv.score;
        let (down, up) = if pu.score > pv.score { (u, v) } else { (v, u) };
        for r in &self.repeated {
            // A player who downfloats again in this pair counts, one paired at an equal or
            // higher score does not.
            let again =
                [u, v].into_iter().filter(|&x| !(floats && x == down) && had_float(s.player(x), r.back, Float::Down));
            w.push(r.downfloaters, again.count() as u128);
            if let Some(f) = r.upfloaters {
                let bad = floats && had_float(s.player(up), r.back, Float::Up);
                w.push(f, u128::from(!bad));
            }
        }
        if floats {
            for d in &self.repeated_diffs {
                let who = if d.kind == Float::Down { down } else { up };
                if had_float(s.player(who), d.back, d.kind) {
                    if let Some(f) = d.paired {
                        w.push(f, 1);
                    }
                    for (&f, lvl) in d.levels.iter().zip(&self.sd_levels) {
                        w.push(f, u128::from(sd != *lvl));
                    }
                }
            }
        }
    }

    /// [C8] (2017 C.7): a pair among the bracket and the next scoregroup that involves the
    /// next scoregroup (a downfloater's, or one of the next bracket's own).
    fn lookahead(&self, s: &Shape<'_>, u: usize, v: usize, w: &mut Values) {
        let Some(f) = self.next_pairs else { return };
        let seen = |x: usize| s.in_bracket(x) || s.in_next(x);
        if seen(u) && seen(v) && (s.in_next(u) || s.in_next(v)) {
            w.push(f, 1);
            for (&f, lvl) in self.next_scores.iter().zip(&s.next_levels) {
                let c = u128::from(s.player(u).score == *lvl) + u128::from(s.player(v).score == *lvl);
                w.push(f, c);
            }
        }
    }

    /// The PAB's weight for player `p`: [C4], [C5] (2026: the lower the score, the better) and
    /// [C9] (when on, fewer unplayed games in the bracket).
    fn pab(&self, s: &Shape<'_>, p: usize, in_bracket: bool, c9: bool) -> Vec<(usize, u128)> {
        let player = &s.ctx.players[p];
        let rank = s.all_levels_asc.iter().position(|x| *x == player.score).unwrap_or(0);
        let unplayed =
            if in_bracket && c9 { s.max_unplayed + 1 - u128::from(player.unplayed) } else { s.max_unplayed + 1 };
        let score = if s.ctx.rules.pab_score_first { (s.all_levels_asc.len() - rank) as u128 } else { 0 };
        vec![(self.completion, self.completion_pair), (self.pab_score, score), (self.pab_unplayed, unplayed)]
    }
}

/// The generation order of Art. 4 (2017 D), after every criterion: among equally good
/// candidates, the first one generated.
struct GenerationFields {
    /// Art. 4.4: per MDP (in order), whether it is paired ...
    mdp_paired: Vec<usize>,
    /// ... and with which resident (the lower BSN first).
    mdp_partner: Vec<usize>,
    /// Art. 4.3.2 (a): the fewest exchanged BSNs (pairs whose higher member is in S1).
    in_s1: usize,
    /// Art. 4.3.2 (b): the smallest difference of the BSN sums exchanged.
    bsn_sum: usize,
    /// Art. 4.3.2 (c): one field per block of 64 S1 BSNs, highest block first (consecutive).
    moved_out: std::ops::Range<usize>,
    /// Art. 4.3.2 (d): one field per S2 BSN.
    moved_in: Vec<usize>,
    /// Art. 4.2: one field per position, the S2 partner in lexicographic order.
    transposition: Vec<usize>,
    /// S1's size (MDPs paired plus MaxPairs, Art. 3.2).
    boundary: usize,
}

impl GenerationFields {
    fn declare(lay: &mut Layout, s: &Shape<'_>, problem: &BracketProblem<'_>) -> Self {
        let (m0, r, max_edges) = (s.m0, s.residents(), s.max_edges);
        // One pair of fields per MDP, however many: the layout is solved in narrow passes.
        let mdp_paired = (0..m0).map(|_| lay.field(None, 1, 1)).collect();
        let mdp_partner = (0..m0).map(|_| lay.field(None, r as u128, 1)).collect();
        let m1 = problem.m1_known.unwrap_or(m0.min(r));
        let boundary = m1 + problem.max_pairs_known.unwrap_or((r - m1) / 2);
        let in_s1 = lay.field(None, 1, max_edges);
        let bsn_sum = lay.field(None, r as u128, max_edges);
        // (c): an S1 BSN x that stays the higher member of its pair costs 2^x, so the sum over
        // the candidate is smallest for the exchange whose largest differing BSN moved out is
        // the largest. The costs, kept non-negative as 2^64 less the cost per pair, fill one
        // field per block of 64 BSNs.
        let blocks: Vec<usize> = (0..boundary.div_ceil(64)).map(|_| lay.field(None, 1 << 64, max_edges)).collect();
        let moved_out = blocks.first().map_or(0..0, |&f| f..f + blocks.len());
        let moved_in = (boundary..r).map(|_| lay.field(None, 1, 1)).collect();
        // One field per position, however many: the matching solves the layout in narrow passes.
        let transposition = (0..r).map(|_| lay.field(None, r as u128, 1)).collect();
        GenerationFields { mdp_paired, mdp_partner, in_s1, bsn_sum, moved_out, moved_in, transposition, boundary }
    }

    /// The shortcut through Art. 4.3.2's exchange fields ((a) to (d)) when S1 holds half the
    /// residents (⌊r/2⌋ of the r residents): a pairing whose pairs have all their
    /// higher members in S1 (`in_s1` at its largest, S1's size) needs no exchange.
    ///
    /// Proof of the shortcut's contract ([`Shortcut`]): such a pairing makes at least |S1| =
    /// ⌊r/2⌋ resident pairs, so exactly that many, each an S1 player with an S2 player, and
    /// nothing else among the residents: an S1 player in any other edge (with another S1
    /// player, an MDP, a player below, a joker or the PAB) would leave an S1 player that is
    /// not the higher member of a pair, and two S2 players together would make one pair too
    /// many. Its higher members are S1, so (b) the BSN sum, (c) the costs of the S1 BSNs that
    /// stay and (d) the S2 BSNs moved in take the same values in every such pairing. When r is
    /// even those pairs hold every resident, so no edge of an S2 player but its edges to S1
    /// is in such a pairing either (none floats down, none meets an MDP or a joker).
    fn no_exchange(&self, s: &Shape<'_>, edges: &FieldEdges) -> Option<Shortcut> {
        let r = s.residents();
        let first_transposition = *self.transposition.first()?;
        if self.boundary == 0 || self.boundary != r / 2 {
            return None;
        }
        let resident = |x: usize| x >= s.m0 && x < s.nb;
        let s1 = |x: usize| resident(x) && s.bsn(x) < self.boundary;
        let s2 = |x: usize| resident(x) && s.bsn(x) >= self.boundary;
        let all_paired = r % 2 == 0;
        let excluded = (0..edges.len())
            .map(|k| {
                let (u, v) = edges.ends(k);
                if s1(u) || s1(v) || all_paired && (s2(u) || s2(v)) {
                    !(s1(u) && s2(v) || s1(v) && s2(u))
                } else {
                    s2(u) && s2(v)
                }
            })
            .collect();
        Some(Shortcut {
            field: self.in_s1,
            target: self.boundary as u128,
            decides_to: first_transposition,
            excluded,
            core: s.m0..s.nb,
            floaters: r % 2,
        })
    }

    /// What a pair of the bracket (`u` < `v`, not two MDPs) scores in the generation order.
    fn bracket_pair(&self, s: &Shape<'_>, u: usize, v: usize, w: &mut Values) {
        let r = s.residents();
        if s.is_mdp(u) {
            // An MDP (u, the MDPs come first) with a resident.
            w.push(self.mdp_paired[u], 1);
            w.push(self.mdp_partner[u], (r - s.bsn(v)) as u128);
            return;
        }
        let (hi, lo) = (s.bsn(u), s.bsn(v));
        w.push(self.in_s1, u128::from(hi < self.boundary));
        w.push(self.bsn_sum, (r - hi) as u128);
        // (c): 2^64 in every block's field, less 2^(hi mod 64) in hi's block when hi stays in S1.
        let stay =
            (hi < self.boundary).then(|| (self.moved_out.start + self.moved_out.len() - 1 - hi / 64, (hi % 64) as u32));
        w.costs(self.moved_out.clone(), stay);
        if hi >= self.boundary {
            w.push(self.moved_in[hi - self.boundary], 1);
        }
        w.push(self.transposition[hi], (r - lo) as u128);
    }
}

/// Debugging aid of debug builds: `ARBITRO_FORCE="1-2,3-4"` (TPNs) keeps only edges where those players meet
/// each other.
pub(crate) fn forced_pairs() -> Vec<(u32, u32)> {
    let Some(text) = crate::dev_switch::var("ARBITRO_FORCE") else { return Vec::new() };
    let text = text.to_string_lossy();
    text.split(',')
        .filter_map(|p| p.split_once('-'))
        .filter_map(|(a, b)| Some((a.trim().parse().ok()?, b.trim().parse().ok()?)))
        .collect()
}

/// The matching problem of one bracket: the bracket and the players it looks at, one edge per
/// allowed pair with its criterion fields; `c9` turns on [C9] for the bracket's players;
/// `m1_known` the number of MDPs paired, `max_pairs_known` the number of resident pairs when
/// known (S1 size, Art. 3.2.2).
pub(crate) fn bracket_graph(ctx: &Ctx, problem: &BracketProblem<'_>) -> BracketGraph {
    bracket_graph_below(ctx, problem, Below::All)
}

/// [`bracket_graph`] with the players below the bracket entering as `below` says. Every
/// field's width and every level (the PAB's score levels for [C5], the unplayed games for
/// [C9]) comes from the whole problem, so an edge weighs the same in both shapes.
pub(crate) fn bracket_graph_below(ctx: &Ctx, problem: &BracketProblem<'_>, below: Below) -> BracketGraph {
    build(ctx, problem, below, None)
}

/// [`bracket_graph_below`] with the edges of the pairs `pairs` only, between players and from
/// a player to the PAB (a joker's edges are all kept): a remainder's graph, made of the pairs
/// its optimum can use (see [`KeptPairs`] for why that is exact).
pub(crate) fn bracket_graph_of(
    ctx: &Ctx,
    problem: &BracketProblem<'_>,
    below: Below,
    pairs: &KeptPairs,
) -> BracketGraph {
    build(ctx, problem, below, Some(pairs))
}

/// [`bracket_graph_below`], with every edge when `pairs` is `None` and those of `pairs` only
/// otherwise.
fn build(ctx: &Ctx, problem: &BracketProblem<'_>, below: Below, pairs: Option<&KeptPairs>) -> BracketGraph {
    let t0 = std::time::Instant::now();
    let BracketProblem { bracket, lower: all_lower, next_sg, scope, c9, .. } = *problem;
    let nb = bracket.len();
    let (kept, far_jokers, next_jokers) = match below {
        Below::All => (all_lower.len(), 0, 0),
        Below::Relaxed { kept, jokers } => (kept, jokers, 0),
        Below::NextAsJokers { jokers, far_jokers } => (next_sg.len(), far_jokers, jokers),
    };
    let jokers = far_jokers + next_jokers;
    let far = &all_lower[kept..];
    let verts: Vec<usize> = bracket.iter().chain(&all_lower[..kept]).copied().collect();
    let players_in_problem = nb + all_lower.len();
    let shape = shape(ctx, problem, verts, players_in_problem);
    let s = &shape;
    let dummy = players_in_problem % 2 == 1 && scope.completion;
    // The player a 2017 C.7 lookahead leaves unpaired must be eligible for the PAB (C.2).
    let pab_ahead = problem.pab_ahead();
    debug_assert!(next_jokers == 0 || (!pab_ahead && next_sg.len() >= 2 && all_lower.starts_with(next_sg)));
    debug_assert!(next_jokers == 0 || far.is_empty() || far_jokers > 0);
    // With the next scoregroup as jokers, its players are no vertices: the shape keeps them
    // (every field's width and level is the whole problem's), the graph does not.
    let nv = if next_jokers > 0 { nb } else { s.verts.len() };
    let pab_vertex = nv + jokers;
    let (next_joker_range, far_joker_range) = (nv..nv + next_jokers, nv + next_jokers..pab_vertex);
    let total = pab_vertex + usize::from(dummy || pab_ahead);

    let mut lay = Layout::default();
    let criteria = CriterionFields::declare(&mut lay, s, far_jokers);
    let criteria_fields = lay.len();
    let generation = GenerationFields::declare(&mut lay, s, problem);

    let mut edges = FieldEdges::indexing(lay.single_edge_fields());
    let mut w = Values::new();
    let forced = forced_pairs();
    // With `pairs`: each vertex's partners among them, marked while its edges are pushed.
    // Only the graph's vertices: with the next scoregroup as jokers, its players are in the
    // shape but not in the graph.
    let vertex = if pairs.is_some() { vertices_by_player(&s.verts[..nv], ctx.players.len()) } else { Vec::new() };
    // What the pair of shape vertices `u` and `v` scores in every field.
    let pair_values = |u: usize, v: usize, w: &mut Values| {
        w.clear();
        if scope.completion {
            w.push(criteria.completion, criteria.completion_pair);
        }
        if s.in_bracket(u) && s.in_bracket(v) && !(s.is_mdp(u) && s.is_mdp(v)) {
            criteria.bracket_pair(s, u, v, w);
            // Only the MDP-pairing wanted: the solve stops before the residents' generation
            // fields ([`BracketGraph::mdp_pairing_fields`]), which are left out.
            if !problem.mdp_pairing_only || s.is_mdp(u) {
                generation.bracket_pair(s, u, v, w);
            }
        }
        criteria.lookahead(s, u, v, w);
    };
    let mut partner = vec![pairs.is_none(); nv];
    for u in 0..nv {
        let marked = pairs.map(|kp| kp.mark_partners(s.verts[u], &vertex, &mut partner));
        for (v, &paired) in partner.iter().enumerate().skip(u + 1) {
            let (a, b) = (s.verts[u], s.verts[v]);
            if !paired || !ctx.compatible(a, b) || excluded_by_force(ctx, &forced, a, b) {
                continue;
            }
            pair_values(u, v, &mut w);
            edges.push(u, v, &w);
        }
        for v in marked.into_iter().flatten() {
            partner[v] = false;
        }
        let player = s.player(u);
        let pab_ok = player.pab_ok && pairs.is_none_or(|kp| kp.with_pab(s.verts[u]));
        if dummy && pab_ok {
            edges.push_pairs(u, pab_vertex, &criteria.pab(s, s.verts[u], s.in_bracket(u), c9));
        }
        if pab_ahead && pab_ok {
            if let Some(f) = criteria.next_pairs {
                edges.push_pairs(u, pab_vertex, &[(f, 1)]);
            }
        }
        // A joker stands for any player far below: it meets whoever has a compatible player
        // there ([C4] only, as every such pair weighs in the full problem).
        if far_jokers > 0 && far.iter().any(|&f| ctx.compatible(s.verts[u], f)) {
            for j in far_joker_range.clone() {
                edges.push_pairs(u, j, &[(criteria.completion, 1)]);
            }
        }
        // A joker of the next scoregroup meets whoever has a compatible player there, with the
        // values of a pair with any of them (the first one's, shape vertex `nb`: they are the
        // same for all).
        if next_jokers > 0 && next_sg.iter().any(|&n| ctx.compatible(s.verts[u], n)) {
            pair_values(u, nb, &mut w);
            for j in next_joker_range.clone() {
                edges.push(u, j, &w);
            }
        }
    }
    if next_jokers > 0 {
        // Two jokers of the next scoregroup weigh as a pair of two of its players.
        pair_values(nb, nb + 1, &mut w);
        for i in next_joker_range.clone() {
            for j in i + 1..next_joker_range.end {
                edges.push(i, j, &w);
            }
        }
        // A joker of the next scoregroup meets a joker far below as one of its players with a
        // compatible player there ([C4] only).
        if far_jokers > 0 && next_sg.iter().any(|&n| far.iter().any(|&f| ctx.compatible(n, f))) {
            for i in next_joker_range.clone() {
                for j in far_joker_range.clone() {
                    edges.push_pairs(i, j, &[(criteria.completion, 1)]);
                }
            }
        }
        // ... and the PAB as one of its players who may take it.
        if dummy && next_sg.iter().any(|&n| ctx.players[n].pab_ok) {
            let pab = criteria.pab(s, next_sg[0], false, c9);
            for i in next_joker_range.clone() {
                edges.push_pairs(i, pab_vertex, &pab);
            }
        }
    }
    // A joker taking the PAB weighs as the best PAB far below: the lowest score, [C5].
    if dummy && far_jokers > 0 {
        let best = far.iter().filter(|&&p| ctx.players[p].pab_ok).map(|&p| criteria.pab(s, p, false, c9)).max();
        if let Some(mut w) = best {
            w[0].1 = 1;
            for j in far_joker_range.clone() {
                edges.push_pairs(j, pab_vertex, &w);
            }
        }
    }
    let no_exchange = if problem.mdp_pairing_only { None } else { generation.no_exchange(s, &edges) };
    // `ARBITRO_TIMING` prints each graph's size and build time (a debugging aid).
    if crate::dev_switch::is_set("ARBITRO_TIMING") {
        let of = if pairs.is_some() { " of kept pairs" } else { "" };
        eprintln!("graph{of} n={total} m={} built in {:?}", edges.len(), t0.elapsed());
    }
    let Shape { mut verts, .. } = shape;
    verts.truncate(nv);
    BracketGraph {
        layout: lay,
        edges,
        verts,
        nb,
        total,
        dummy,
        pab_vertex,
        jokers,
        next_jokers,
        below,
        mdp_pairing_fields: generation.in_s1,
        criteria_fields,
        no_exchange,
    }
}

/// Player → vertex for the vertices `verts` (player indices, by vertex) among `players`
/// players; `usize::MAX` for a player who is no vertex.
pub(crate) fn vertices_by_player(verts: &[usize], players: usize) -> Vec<usize> {
    let mut vertex = vec![usize::MAX; players];
    for (v, &p) in verts.iter().enumerate() {
        vertex[p] = v;
    }
    vertex
}

/// `ARBITRO_FORCE` keeps only the edges of the forced pairs for the players it names.
fn excluded_by_force(ctx: &Ctx, forced: &[(u32, u32)], a: usize, b: usize) -> bool {
    let (ta, tb) = (u32::from(ctx.players[a].tpn.0), u32::from(ctx.players[b].tpn.0));
    forced.iter().any(|&(x, y)| {
        let pair = (x == ta && y == tb) || (x == tb && y == ta);
        !pair && (x == ta || x == tb || y == ta || y == tb)
    })
}

/// The vertices and levels of a bracket's problem: `verts` its vertices, `players` every
/// player of the problem (the bracket and all below, also those a relaxed graph leaves out).
fn shape<'a>(ctx: &'a Ctx, problem: &BracketProblem<'_>, verts: Vec<usize>, players: usize) -> Shape<'a> {
    let BracketProblem { bracket, m0, lower, next_sg, .. } = *problem;
    let score = |p: &usize| ctx.players[*p].score;
    let bracket_levels = descending(bracket.iter().map(score));
    let mdp_levels = bracket_levels[..bracket_levels.len() - 1].to_vec();
    let next_levels = if next_sg.is_empty() {
        Vec::new()
    } else {
        let mut l = descending(bracket.iter().chain(next_sg).map(score));
        l.pop(); // the next scoregroup's own level is implied by the pair count
        l
    };
    let everybody = || bracket.iter().chain(lower);
    let mut all_levels_asc = descending(everybody().map(score));
    all_levels_asc.reverse();
    let max_unplayed = u128::from(everybody().map(|&p| ctx.players[p].unplayed).max().unwrap_or(0));
    Shape {
        ctx,
        verts,
        nb: bracket.len(),
        m0,
        next: next_sg.len(),
        max_edges: players.div_ceil(2) as u128,
        low: ctx.players[bracket[bracket.len() - 1]].score.0,
        bracket_levels,
        mdp_levels,
        next_levels,
        all_levels_asc,
        max_unplayed,
    }
}
