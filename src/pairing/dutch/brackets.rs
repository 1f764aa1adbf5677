//! Pairing a round bracket by bracket (Art. 1.9.2, 3): the top scoregroup first, its
//! downfloaters moving down as MDPs into the next bracket. Each bracket is paired by one
//! maximum-weight matching over the bracket and every player below it, so that [C4]
//! (completion) and [C5] hold for the whole round, [C8] looks one bracket ahead, and the
//! quality criteria and the generation order of Art. 4 decide within the bracket.

use super::criteria::{colour_faults, had_float};
pub(crate) use super::graph::{Below, BracketGraph, bracket_graph, bracket_graph_below, bracket_graph_of};
use super::players::Ctx;
use super::remainder::RemainderStart;
use crate::matching::cardinality::{has_perfect_matching, maximum_matching};
use crate::matching::lexicographic::weights::{Certified, solve, solve_first_fields, solve_from, solve_with_shortcut};
use crate::tournament::Float;

/// The outcome of pairing the round: pairs of player indices (pairing order) and the PAB.
#[derive(Clone, Debug, Default)]
pub(crate) struct RoundPairs {
    /// Pairs (indices into `Ctx::players`), one per board.
    pub pairs: Vec<(usize, usize)>,
    /// The player who gets the PAB.
    pub bye: Option<usize>,
    /// How each bracket was paired, in order: its players (MDPs first) and what its matching
    /// looked at (for explaining another pairing).
    pub(crate) steps: Vec<BracketStep>,
}

/// How one bracket was paired: its players and what its matching looked at.
#[derive(Clone, Debug)]
pub(crate) struct BracketStep {
    /// The bracket's players (MDPs first).
    pub(crate) bracket: Vec<usize>,
    /// Number of MDPs.
    pub(crate) m0: usize,
    /// The players below that the matching included.
    pub(crate) lower: Vec<usize>,
    /// The next scoregroup.
    pub(crate) next_sg: Vec<usize>,
    /// What the matching took into account.
    pub(crate) scope: Scope,
    /// 2017 A.9: the bracket is the penultimate pairing bracket or the collapsed last bracket.
    pub(crate) collapsed: bool,
    /// [C9] was on: the last bracket, or a bracket whose single downfloater gets the PAB.
    pub(crate) c9: bool,
}

impl BracketStep {
    /// Pairs `bracket` (its `m0` MDPs first) looking at `lower` and `next_sg` within `scope`
    /// ([`pair_bracket`]), and records how.
    fn pair(
        ctx: &Ctx,
        bracket: Vec<usize>,
        m0: usize,
        lower: Vec<usize>,
        next_sg: Vec<usize>,
        scope: Scope,
        collapsed: bool,
    ) -> (BracketStep, Vec<(usize, usize)>) {
        let (pairs, c9) = pair_bracket(ctx, &bracket, m0, &lower, &next_sg, scope);
        (BracketStep { bracket, m0, lower, next_sg, scope, collapsed, c9 }, pairs)
    }

    /// The matching problem this bracket was paired on (before M1 and MaxPairs were known).
    pub(crate) fn problem(&self) -> BracketProblem<'_> {
        BracketProblem {
            bracket: &self.bracket,
            m0: self.m0,
            lower: &self.lower,
            next_sg: &self.next_sg,
            scope: self.scope,
            c9: self.c9,
            m1_known: None,
            max_pairs_known: None,
            mdp_pairing_only: false,
        }
    }
}

/// Why a round cannot be paired.
#[derive(Clone, Debug)]
pub struct Impossible(pub crate::core::words::Phrase);

/// Whether a complete pairing ([C1]–[C3], one PAB at most, to an eligible player) exists
/// for `players` (1.9.1): a maximum-cardinality question, answered without weights.
#[must_use]
pub(crate) fn completable(ctx: &Ctx, players: &[usize]) -> bool {
    let n = players.len();
    // An odd number of players: one more vertex, the PAB, for the eligible ones ([C2]).
    let pab = n % 2 == 1;
    let total = n + usize::from(pab);
    has_perfect_matching(total, |u, v| {
        let (u, v) = (u.min(v), u.max(v));
        if v == n { ctx.players[players[u]].pab_ok } else { ctx.compatible(players[u], players[v]) }
    })
}

/// Pairs the whole round.
///
/// # Errors
/// [`Impossible`] when no complete pairing exists (Art. 1.9.3).
pub fn pair_round(ctx: &Ctx) -> Result<RoundPairs, Impossible> {
    let all: Vec<usize> = (0..ctx.players.len()).collect();
    if !completable(ctx, &all) {
        let e = ctx.edition;
        return Err(Impossible(
            crate::core::words::Phrase::new("nopair-dutch-absolute")
                .arg("criteria", e.absolute_criteria())
                .arg("article", e.no_pairing_article()),
        ));
    }
    let mut out = RoundPairs::default();
    let mut mdps: Vec<usize> = Vec::new();
    let mut pos = 0;
    let n = ctx.players.len();
    while pos < n {
        let score = ctx.players[pos].score;
        let mut end = pos;
        while end < n && ctx.players[end].score == score {
            end += 1;
        }
        let mut next_end = end;
        while next_end < n && ctx.players[next_end].score == ctx.players[end].score {
            next_end += 1;
        }
        let residents: Vec<usize> = (pos..end).collect();
        let mut bracket = mdps.clone();
        bracket.extend(&residents);
        let lower: Vec<usize> = (end..n).collect();
        let next_sg: Vec<usize> = (end..next_end).collect();
        let m0 = mdps.len();
        let (seen, scope) = if ctx.rules.collapsed_last_bracket && !lower.is_empty() {
            // 2017 (A.9, C.7): a bracket that is not the last is paired on its own, looking
            // one bracket ahead, without regard to completing the round.
            (next_sg.clone(), Scope { next_is_last: next_end == n, ..Scope::AHEAD })
        } else {
            (lower.clone(), Scope::COMPLETE)
        };
        let (mut step, mut pairs) = BracketStep::pair(ctx, bracket.clone(), m0, seen, next_sg, scope, false);
        let mut collapse = false;
        if ctx.rules.collapsed_last_bracket && !lower.is_empty() {
            let mut rest = unpaired(&bracket, &pairs);
            rest.extend(&lower);
            if !completable(ctx, &rest) {
                // 2017 A.9: this bracket is the penultimate pairing bracket (PPB). Pair it
                // again so that the round can be completed (C.4; no C.7); its downfloaters and
                // every player below (the collapsed scoregroup) form the collapsed last bracket.
                (step, pairs) =
                    BracketStep::pair(ctx, bracket.clone(), m0, lower.clone(), Vec::new(), Scope::PENULTIMATE, true);
                collapse = true;
            }
        }
        let mut paired = vec![false; n];
        for &(a, b) in &pairs {
            paired[a] = true;
            paired[b] = true;
        }
        if crate::dev_switch::is_set("ARBITRO_DEBUG") {
            debug_bracket(ctx, &format!("bracket {score}"), &bracket, &pairs);
        }
        out.steps.push(step);
        out.pairs.extend(pairs);
        mdps = bracket.into_iter().filter(|&p| !paired[p]).collect();
        pos = end;
        if collapse {
            // 2017 A.9: the collapsed last bracket (CLB): the PPB's downfloaters as MDPs and
            // the collapsed scoregroup as residents, each keeping its own score.
            let mut clb = mdps.clone();
            clb.extend(pos..n);
            let (step, pairs) = BracketStep::pair(ctx, clb, mdps.len(), Vec::new(), Vec::new(), Scope::COMPLETE, true);
            if crate::dev_switch::is_set("ARBITRO_DEBUG") {
                debug_bracket(ctx, "collapsed last bracket", &step.bracket, &pairs);
            }
            mdps = unpaired(&step.bracket, &pairs);
            out.steps.push(step);
            out.pairs.extend(pairs);
            break;
        }
    }
    match mdps.len() {
        0 => {}
        1 if ctx.players[mdps[0]].pab_ok => out.bye = Some(mdps[0]),
        _ => {
            return Err(Impossible(
                crate::core::words::Phrase::new("nopair-dutch-left")
                    .arg("count", mdps.len())
                    .arg("article", ctx.edition.no_pairing_article()),
            ));
        }
    }
    Ok(out)
}

/// Prints a bracket and its pairs to standard error (`ARBITRO_DEBUG`).
fn debug_bracket(ctx: &Ctx, title: &str, bracket: &[usize], pairs: &[(usize, usize)]) {
    let d = |&i: &usize| {
        let p = &ctx.players[i];
        format!(
            "{}({} {}{} {:?}/{:?} u{}{})",
            p.tpn,
            p.score,
            p.pref.symbol(),
            p.cd,
            p.float1,
            p.float2,
            p.unplayed,
            if p.pab_ok { "" } else { " noPAB" }
        )
    };
    eprintln!("{title}: {}", bracket.iter().map(d).collect::<Vec<_>>().join(" "));
    let tp = |i: usize| ctx.players[i].tpn;
    eprintln!("  pairs: {}", pairs.iter().map(|&(a, b)| format!("{}-{}", tp(a), tp(b))).collect::<Vec<_>>().join(" "));
}

/// The players of `bracket` not in any of `pairs`.
fn unpaired(bracket: &[usize], pairs: &[(usize, usize)]) -> Vec<usize> {
    bracket.iter().copied().filter(|&p| !pairs.iter().any(|&(a, b)| a == p || b == p)).collect()
}

/// What a bracket's matching takes into account besides the bracket's own criteria.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Scope {
    /// The players below must remain pairable: 2026 [C4] in every bracket, 2017 C.4 in the
    /// PPB, and the PAB in the last bracket.
    pub(crate) completion: bool,
    /// Look one bracket ahead: 2026 [C8], 2017 C.7 (not in the PPB or the CLB).
    pub(crate) lookahead: bool,
    /// 2017 C.7: the following bracket is the last one (its pairing includes the PAB).
    pub(crate) next_is_last: bool,
}

impl Scope {
    /// 2026 brackets and every edition's last bracket.
    const COMPLETE: Scope = Scope { completion: true, lookahead: true, next_is_last: false };
    /// 2017 brackets before the last: C.5–C.19 with C.7, no completion.
    const AHEAD: Scope = Scope { completion: false, lookahead: true, next_is_last: false };
    /// 2017 PPB (A.9): C.4, then C.5–C.19 without C.7.
    const PENULTIMATE: Scope = Scope { completion: true, lookahead: false, next_is_last: false };
}

/// Pairs one bracket (`bracket`: its `m0` MDPs first, then residents, all in pairing order)
/// with `lower` the players below it and `next_sg` the next scoregroup; also says whether
/// [C9] was on.
fn pair_bracket(
    ctx: &Ctx,
    bracket: &[usize],
    m0: usize,
    lower: &[usize],
    next_sg: &[usize],
    scope: Scope,
) -> (Vec<(usize, usize)>, bool) {
    let next_sg = if scope.lookahead { next_sg } else { &[] };
    let last = lower.is_empty() && ctx.rules.pab_unplayed;
    let whole = BracketProblem {
        bracket,
        m0,
        lower,
        next_sg,
        scope,
        c9: last,
        m1_known: None,
        max_pairs_known: None,
        mdp_pairing_only: false,
    };
    // With MDPs, the first matching only decides the MDP-pairing when it pairs an MDP and
    // leaves a remainder to pair again; otherwise its whole answer is wanted, and it is solved
    // again in full (below).
    let first = BracketProblem { mdp_pairing_only: m0 > 0, ..whole };
    let (mut pairs, single_pab, mut start) = pair_bracket_with(ctx, &first, None);
    // [C9] applies to a bracket that downfloats exactly one player who ends up with the PAB
    // (Art. 2.4.4 note): pair it again with [C9] on.
    let c9 = last || (single_pab && ctx.rules.pab_unplayed);
    if single_pab && !last && ctx.rules.pab_unplayed {
        (pairs, _, start) = pair_bracket_with(ctx, &BracketProblem { c9: true, ..first }, None);
    }
    // Heterogeneous bracket: the MDP-pairing is now fixed (it comes first in the order of
    // Art. 3.7); pair the remainder again with its own BSNs, S1R and S2R (Art. 3.7.1, 4.1).
    let is_mdp = |p: usize| bracket[..m0].contains(&p);
    let mdp_pairs: Vec<(usize, usize)> = pairs.iter().copied().filter(|&(a, b)| is_mdp(a) || is_mdp(b)).collect();
    if !mdp_pairs.is_empty() {
        let fixed: Vec<usize> = mdp_pairs.iter().flat_map(|&(a, b)| [a, b]).collect();
        let rest: Vec<usize> = bracket.iter().copied().filter(|p| !fixed.contains(p)).collect();
        let m0_rest = rest.iter().filter(|&&p| is_mdp(p)).count();
        if rest.len() - m0_rest >= 2 {
            let remainder =
                BracketProblem { bracket: &rest, m0: m0_rest, c9, m1_known: Some(0), mdp_pairing_only: false, ..whole };
            // The remainder's criteria are the MDP-pairing's, already certified ([`RemainderStart`]).
            let start = start.as_ref();
            let (rem, ..) = pair_bracket_with(ctx, &remainder, start);
            let rem = with_s1_of_max_pairs(ctx, &remainder, rem, 0, start);
            let mut all = mdp_pairs;
            all.extend(rem);
            return (all, c9);
        }
        return (pairs, c9);
    }
    if first.mdp_pairing_only {
        // No MDP paired: the first matching's answer is the bracket's, in full (its criteria
        // certified as a remainder's, with no MDP pair fixed).
        pairs = pair_bracket_with(ctx, &BracketProblem { c9, ..whole }, start.as_ref()).0;
    }
    (with_s1_of_max_pairs(ctx, &BracketProblem { c9, ..whole }, pairs, m0.min(bracket.len() - m0), None), c9)
}

/// S1 of a homogeneous bracket or remainder holds its first MaxPairs players (Art. 3.2.2,
/// 2017 B.2), where MaxPairs is the number of pairs the best pairing makes ([C6]; fewer
/// than half the players when completion or incompatibilities force more downfloaters).
/// `pairs` was found with S1 as half the residents; when it makes fewer resident pairs than
/// that, pair again with S1 of that size, which only changes the generation order of
/// Art. 4 (transpositions and exchanges) among equally good candidates. `assumed_m1` is the
/// number of MDPs `pairs` was generated for (none are paired in `pairs` when this applies);
/// `start` the MDP-pairing's certificate when `problem` is a remainder.
fn with_s1_of_max_pairs(
    ctx: &Ctx,
    problem: &BracketProblem<'_>,
    pairs: Vec<(usize, usize)>,
    assumed_m1: usize,
    start: Option<&RemainderStart>,
) -> Vec<(usize, usize)> {
    let residents = &problem.bracket[problem.m0..];
    let resident_pairs = pairs.iter().filter(|(a, b)| residents.contains(a) && residents.contains(b)).count();
    if resident_pairs == pairs.len() && (resident_pairs < residents.len() / 2 || assumed_m1 > 0) {
        let again = BracketProblem { m1_known: Some(0), max_pairs_known: Some(resident_pairs), ..*problem };
        return pair_bracket_with(ctx, &again, start).0;
    }
    pairs
}

/// What one bracket's matching is asked: the bracket (`m0` MDPs first), the players below it
/// that it looks at, the next scoregroup, the scope, [C9] on or off, and what is already known
/// of M1 (MDPs paired) and MaxPairs (resident pairs, the S1 size of Art. 3.2.2).
#[derive(Copy, Clone, Debug)]
pub(crate) struct BracketProblem<'a> {
    pub(crate) bracket: &'a [usize],
    pub(crate) m0: usize,
    pub(crate) lower: &'a [usize],
    pub(crate) next_sg: &'a [usize],
    pub(crate) scope: Scope,
    pub(crate) c9: bool,
    pub(crate) m1_known: Option<usize>,
    pub(crate) max_pairs_known: Option<usize>,
    /// Only the MDP-pairing is wanted (the remainder is paired again, Art. 3.7.1): the
    /// matching stops once the criteria and the MDPs' fields of Art. 4.4 are decided.
    pub(crate) mdp_pairing_only: bool,
}

impl BracketProblem<'_> {
    /// 2017 C.7 when the following bracket is the last: its pairing includes the PAB (A.9
    /// note), which an odd number of players of the bracket and below leaves to one of them.
    pub(crate) fn pab_ahead(&self) -> bool {
        let Scope { completion, lookahead, next_is_last } = self.scope;
        !completion
            && lookahead
            && next_is_last
            && !self.next_sg.is_empty()
            && (self.bracket.len() + self.lower.len()) % 2 == 1
    }

    /// The players below the next scoregroup (`lower` starts with it).
    fn far_below(&self) -> &[usize] {
        &self.lower[self.next_sg.len()..]
    }
}

/// One matching for the bracket; `c9` turns on [C9] for the bracket's players; `m1_known`
/// the number of MDPs paired, `max_pairs_known` the number of resident pairs when known
/// (S1 size, Art. 3.2.2). A remainder's criteria start from the MDP-pairing's certificate
/// `start` when it applies; an MDP-pairing also gives the certificate its remainder can start
/// from.
fn pair_bracket_with(
    ctx: &Ctx,
    problem: &BracketProblem<'_>,
    start: Option<&RemainderStart>,
) -> (Vec<(usize, usize)>, bool, Option<RemainderStart>) {
    if let Some((pairs, single_pab)) = natural_pairing(ctx, problem) {
        return (pairs, single_pab, None);
    }
    let m0 = problem.m0;
    let (g, mate, certified) = solve_bracket(ctx, problem, start);
    let start_next = certified.and_then(|c| RemainderStart::of(&g, &c, problem.c9));
    if crate::dev_switch::equals("ARBITRO_DEBUG", "2") {
        let sums = g.field_sums(&mate);
        let owners = g.layout.owners.iter().map(|o| o.map_or("G".to_owned(), |c| format!("{c:?}")));
        let shown: Vec<String> = owners.zip(&sums).map(|(o, s)| format!("{o}={s}")).collect();
        let relaxed = match (g.jokers, g.next_jokers) {
            (0, _) => String::new(),
            (j, 0) => format!(" (relaxed, {j} jokers)"),
            (j, n) => format!(" (next scoregroup as {n} jokers, {} far below)", j - n),
        };
        eprintln!("    fields{relaxed}: {}", shown.join(" "));
    }
    let BracketGraph { verts, nb, dummy, pab_vertex, .. } = g;
    let is_mdp = |v: usize| v < m0;
    let mut pairs = Vec::new();
    for u in 0..nb {
        if let Some(v) = mate[u] {
            if v > u && v < nb && !(is_mdp(u) && is_mdp(v)) {
                pairs.push((verts[u], verts[v]));
            }
        }
    }
    let single_pab = dummy && nb == 2 * pairs.len() + 1 && (0..nb).any(|u| mate[u] == Some(pab_vertex));
    (pairs, single_pab, start_next)
}

/// The first candidate of the generation order (Art. 4: S1 against S2 in order, no
/// transposition, no exchange) of a homogeneous bracket, when it is proven to be the
/// matching's optimum without building the matching.
///
/// # Why it is exact
/// A homogeneous bracket (one score, no MDPs) of residents R, with S1 its first ⌊|R|/2⌋ players: the
/// candidate pairs S1\[i] with S2\[i]. When every one of those pairs is compatible ([C1]–[C3])
/// and gives no colour fault ([C10]–[C13]), and the rest of the problem completes (the players
/// below, with the PAB to an eligible player of the lowest such score, [C4]–[C5]), each
/// criterion field reaches its own maximum: the most pairs the bracket can make ([C6]),
/// nobody floats (so no MDP or PSD field, [C7], and every float field [C14]–[C21] counts all
/// its players), and the players below are left exactly as by any other pairing that makes
/// as many pairs, so [C8] cannot be bettered by those. Among the pairings that reach every
/// maximum, this candidate is the first of the generation order. With an odd bracket and
/// nobody below (the last bracket, or a first round) the last S2 player takes the PAB, which
/// also needs him eligible ([C2]), with the fewest unplayed games when [C9] is on, and without
/// a downfloat in the two rounds before ([C14], [C16]: the PAB is a downfloat). In every
/// other case the matching decides.
fn natural_pairing(ctx: &Ctx, problem: &BracketProblem<'_>) -> Option<(Vec<(usize, usize)>, bool)> {
    let BracketProblem { bracket, m0, lower, scope, c9, m1_known, max_pairs_known, .. } = *problem;
    let nb = bracket.len();
    let odd = nb % 2 == 1;
    let homogeneous = bracket.iter().all(|&p| ctx.players[p].score == ctx.players[bracket[0]].score);
    if m0 != 0
        || !homogeneous
        || nb < 2
        || m1_known.is_some_and(|m| m != 0)
        || (odd && !(lower.is_empty() && scope.completion))
    {
        return None;
    }
    let half = nb / 2;
    if max_pairs_known.is_some_and(|p| p != half) || crate::dev_switch::is_set("ARBITRO_FORCE") {
        return None;
    }
    let pairs: Vec<(usize, usize)> = (0..half).map(|i| (bracket[i], bracket[half + i])).collect();
    let perfect = pairs.iter().all(|&(a, b)| {
        let f = colour_faults(ctx, a, b);
        ctx.compatible(a, b) && f.c10 + f.c11 + f.c12 + f.c13 == 0
    });
    if !perfect {
        return None;
    }
    if odd {
        let pab = &ctx.players[bracket[nb - 1]];
        let fewest = bracket.iter().filter(|&&p| ctx.players[p].pab_ok).map(|&p| ctx.players[p].unplayed).min();
        // The PAB is a downfloat: the float fields ([C14], [C16]) keep their maximum only if
        // its receiver did not downfloat in the two rounds before.
        let floated = had_float(pab, 1, Float::Down) || had_float(pab, 2, Float::Down);
        let ok = pab.pab_ok && !floated && (!(c9 && ctx.rules.pab_unplayed) || Some(pab.unplayed) == fewest);
        return ok.then_some((pairs, true));
    }
    if scope.completion && !lower.is_empty() && !pairs_off_below(ctx, &[], lower, lower.len() % 2 == 1) {
        return None;
    }
    Some((pairs, false))
}

/// Solves a bracket's matching problem exactly, on a smaller graph when that can be proven
/// to give the same optimum: first with the next scoregroup as jokers too
/// ([`solve_with_next_as_jokers`]), then with the players far below as jokers, else in full.
/// A remainder whose graph has its MDP-pairing's shape starts from that matching's
/// certificate, on the pairs it keeps ([`RemainderStart`], [`shaped_graph`]); its first try
/// has the MDP-pairing's jokers.
///
/// # Why the relaxation is exact
/// In a problem with completion ([C4]; 2026 every bracket, 2017 the PPB), a player *far
/// below* — below the next scoregroup — enters no criterion but [C4]: every edge to him
/// weighs one pair and nothing else, and so does the PAB he may take, apart from [C5] and
/// [C9]. The relaxed graph keeps the bracket and the next scoregroup (K) and replaces the far
/// players (R) by |K| + 1 jokers, each joined to every K player who has a compatible player
/// in R, and to the PAB vertex with the best PAB weight found in R; [C4] counts the K players
/// (and the PAB) paired, which on complete pairings is the full count less a constant.
/// Every complete pairing of the full problem maps onto the relaxed graph with the same
/// weight less that constant (its K–R pairs to jokers, R's PAB to a joker, R's own pairs
/// dropped), so the relaxed optimum is at least the full optimum. Conversely, when the
/// relaxed optimum pairs all of K and the PAB, and the players it sends to jokers (X), with
/// the PAB if a joker took it, can be paired with all of R — X players only with R players,
/// the PAB only to an R player of the best PAB weight — that completion scores exactly the
/// relaxed optimum plus the constant: it is a full-problem optimum, with the same decision
/// inside the bracket. The completion is a maximum-cardinality question
/// ([`has_perfect_matching`]); when it fails, the full graph is solved instead. The
/// relaxation never decides alone; it saves the work only when its answer is proven.
///
/// # Fewer jokers
/// |K| + 1 jokers are enough for any pairing, but an optimum rarely uses more than a few.
/// The relaxed graph is first built with [`FIRST_JOKERS`] of them, doubled until its optimum
/// leaves at least two jokers unused. That optimum (M) is also optimal with |K| + 1 jokers:
/// take an optimum M* there; M Δ M* splits into alternating paths and cycles, and each one,
/// applied alone to M, uses at most two jokers more than M (only a path's two ends can take
/// a joker M leaves free). Jokers are interchangeable, so each such matching fits among M's
/// jokers and two free ones, where M is optimal: no component gains, and M* weighs no more
/// than M.
fn solve_bracket(
    ctx: &Ctx,
    problem: &BracketProblem<'_>,
    start: Option<&RemainderStart>,
) -> (BracketGraph, Vec<Option<usize>>, Option<Certified>) {
    if let Some(solved) = solve_with_next_as_jokers(ctx, problem, FIRST_JOKERS, start) {
        return solved;
    }
    if let Some(Below::Relaxed { kept, jokers: enough }) = relaxation(problem) {
        let far = problem.lower.len() - kept;
        // A remainder first tries its MDP-pairing's jokers ([`RemainderStart`]).
        let mut jokers = match start.and_then(|s| s.shape(problem.c9)) {
            Some(Below::Relaxed { kept: k, jokers }) if k == kept => jokers,
            _ => enough.min(FIRST_JOKERS),
        };
        // Beyond as many jokers as players far below, the full graph is the smaller one.
        while jokers < far {
            let g = shaped_graph(ctx, problem, Below::Relaxed { kept, jokers }, start);
            let (mate, certified) = solve_problem(ctx, problem, &g, start);
            if far_jokers_suffice(&g, &mate, enough) {
                if completes(ctx, problem, &g, &mate) {
                    return (g, mate, certified);
                }
                break;
            }
            jokers = enough.min(2 * jokers);
        }
    }
    let g = shaped_graph(ctx, problem, Below::All, start);
    let (mate, certified) = solve_problem(ctx, problem, &g, start);
    (g, mate, certified)
}

/// The graph of `problem` with the players below entering as `below`: for a remainder whose
/// MDP-pairing's certificate applies to that shape, made of the pairs it keeps
/// ([`RemainderStart`]), else of every pair.
fn shaped_graph(ctx: &Ctx, problem: &BracketProblem<'_>, below: Below, start: Option<&RemainderStart>) -> BracketGraph {
    match start.filter(|s| s.applies(problem.c9, below)) {
        Some(s) => {
            let g = bracket_graph_of(ctx, problem, below, &s.kept_pairs(ctx.players.len()));
            #[cfg(test)]
            tests::kept_graph_is_part_of_the_full_one(ctx, problem, &g);
            g
        }
        None => bracket_graph_below(ctx, problem, below),
    }
}

/// Solves a bracket that looks one bracket ahead ([C8], 2017 C.7) on a graph whose next
/// scoregroup is replaced by jokers ([`Below::NextAsJokers`]), when that is proven to decide
/// as the full graph; `None` when it does not apply or is not proven (then the other shapes
/// decide).
///
/// # Why it is exact
/// Let G be the problem's graph (the full one, or with completion the relaxed one whose
/// players far below are jokers, [`solve_bracket`]), N the next scoregroup and H the rest of
/// G (the bracket, the far jokers, the PAB vertex). N's players are alike in every field:
/// a pair of two of them weighs c ([C4]'s pair and [C8]'s pair in the next bracket; c > 0),
/// and a pair of a vertex x of H with any of them weighs a(x) whichever of them it is (a
/// bracket player: [C4] and [C8] with his score level; a far joker: [C4]; the PAB: the PAB
/// weight of a player of N's score); only compatibility (and who may take the PAB) tells them
/// apart. Write a matching as M_H (its pairs inside H), A (the vertices of H it pairs into N)
/// and its pairs inside N, at most ⌊(|N| − |A|)/2⌋ of them. Let G(m) be H with m jokers
/// (m ≡ |N| mod 2, m ≤ |N|): jokers pairwise joined with weight c, a joker joined with weight
/// a(x) to every x of H that has a compatible player in N (the PAB: one who may take it). A
/// matching of G(m) with |A| ≤ m and all but at most one of the other jokers paired weighs
/// R_m(M_H, A) = w(M_H) + Σ_A a(x) + c·⌊(m − |A|)/2⌋.
///
/// *Upper bound.* Every matching of G maps onto G(|N|) (A to jokers, N's pairs to joker
/// pairs, free jokers paired) weighing at least as much, so opt G(|N|) ≥ opt G.
///
/// *Few jokers.* Let M = (M_H, A) be an optimum of G(m) with |A| ≤ m − 2 (it leaves two
/// jokers to pair), and M' = (M'_H, A') an optimum of G(m'), m' ≥ m of the same parity. On H,
/// M_H Δ M'_H with the joker edges of A Δ A' splits into vertex-disjoint alternating paths and
/// cycles; each changes the number of vertices paired into N by an imbalance in {−2, …, 2}
/// (a path has two ends). Group them: every component of even imbalance alone, those of odd
/// imbalance in twos (the last, if their number is odd, alone). Each group changes |A| by at
/// most 2, so applied alone to M it gives a matching of G(m) (|A| + 2 ≤ m), whose gain over M
/// in w(M_H) + Σ_A (a(x) − c/2) is at most c/2·([m − |A| odd after] − [before]) by the
/// optimality of M. Groups are disjoint, their gains add, and at most one group is odd, so
/// R_m'(M') − c(m' − m)/2 ≤ R_m(M): M with (m' − m)/2 more joker pairs is an optimum of
/// G(m'), and of G(|N|).
///
/// *Certificate.* When M pairs what the problem must pair ([C4]: every vertex of G(m)) and
/// can be carried onto G — the bracket players of A with distinct compatible players of N,
/// the far jokers of A with players of N who have a compatible player far below, the PAB with
/// one of N who may take it, and the rest of N among themselves, all of them with completion,
/// all but one at most without ([`next_side`]); then, with completion, the far jokers' players
/// as the relaxed graph asks ([`pairs_off_below`]) — that matching of G weighs
/// R_|N|(M_H, A) = opt G(|N|) ≥ opt G: it is an optimum of G, with the same pairs inside the
/// bracket and the same PAB (the generation order's fields make those unique), and G's optimum
/// is the full problem's ([`solve_bracket`]).
///
/// Both kinds of jokers start at `first` (the next scoregroup's one more when |N| is odd) and
/// double until the optimum leaves two of the next scoregroup's to pair and two of the far
/// ones unused ([`solve_bracket`]'s argument, on G(m)); at as many as the players they stand
/// for, the other shapes are the smaller ones.
fn solve_with_next_as_jokers(
    ctx: &Ctx,
    problem: &BracketProblem<'_>,
    first: usize,
    start: Option<&RemainderStart>,
) -> Option<(BracketGraph, Vec<Option<usize>>, Option<Certified>)> {
    if !next_as_jokers_applies(problem) || crate::dev_switch::is_set("ARBITRO_FORCE") {
        return None;
    }
    let (n, far) = (problem.next_sg.len(), problem.far_below());
    // With players far below, they enter as the relaxed graph's jokers (none when too few).
    let far_enough = match relaxation(problem) {
        Some(Below::Relaxed { jokers, .. }) => jokers,
        _ if far.is_empty() => 0,
        _ => return None,
    };
    let parity = n % 2;
    // A remainder first tries its MDP-pairing's jokers ([`RemainderStart`]).
    let (mut jokers, mut far_jokers) = match start.and_then(|s| s.shape(problem.c9)) {
        Some(Below::NextAsJokers { jokers, far_jokers }) => (jokers, far_jokers),
        _ => (first + parity, far_enough.min(first)),
    };
    while jokers < n && (far.is_empty() || far_jokers < far.len()) {
        let g = shaped_graph(ctx, problem, Below::NextAsJokers { jokers, far_jokers }, start);
        let (mate, certified) = solve_problem(ctx, problem, &g, start);
        let (next_range, _) = joker_ranges(&g);
        let attached = next_range.clone().filter(|&j| mate[j].is_some_and(|x| !next_range.contains(&x))).count();
        let next_settled = attached + 2 <= jokers;
        let far_settled = far_jokers_suffice(&g, &mate, far_enough);
        if next_settled && far_settled {
            return carried_onto_full(ctx, problem, &g, &mate).then_some((g, mate, certified));
        }
        if !next_settled {
            jokers = 2 * jokers - parity;
        }
        if !far_settled {
            far_jokers = far_enough.min(2 * far_jokers);
        }
    }
    None
}

/// The vertices of `g`'s jokers for the next scoregroup and for the players far below.
fn joker_ranges(g: &BracketGraph) -> (std::ops::Range<usize>, std::ops::Range<usize>) {
    let nv = g.verts.len();
    (nv..nv + g.next_jokers, nv + g.next_jokers..g.pab_vertex)
}

/// Whether `g`'s jokers for the players far below are enough for its optimum `mate`
/// ([`solve_bracket`]'s fewer jokers): it leaves two of them unused, or they are as many as
/// any pairing can use (`enough`); so are none when there are none.
fn far_jokers_suffice(g: &BracketGraph, mate: &[Option<usize>], enough: usize) -> bool {
    let (_, far) = joker_ranges(g);
    far.is_empty() || far.len() == enough || far.filter(|&j| mate[j].is_none()).count() >= 2
}

/// Whether a problem's next scoregroup may enter its graph as jokers
/// ([`solve_with_next_as_jokers`]): a bracket that looks one bracket ahead at a next
/// scoregroup of two players or more, all of whom it sees, and whose next bracket does not
/// take the PAB (2017 C.7 before the last bracket: that PAB's eligibility tells N's players
/// apart).
fn next_as_jokers_applies(problem: &BracketProblem<'_>) -> bool {
    let BracketProblem { lower, next_sg, scope, .. } = *problem;
    let sees_all = scope.completion || lower == next_sg;
    scope.lookahead && next_sg.len() >= 2 && lower.starts_with(next_sg) && sees_all && !problem.pab_ahead()
}

/// Whether the optimum `mate` of the graph `g` whose next scoregroup is jokers carries onto
/// the problem's graph ([`solve_with_next_as_jokers`]'s certificate).
fn carried_onto_full(ctx: &Ctx, problem: &BracketProblem<'_>, g: &BracketGraph, mate: &[Option<usize>]) -> bool {
    let (next_range, far_range) = joker_ranges(g);
    let completion = problem.scope.completion;
    let has_pab = g.total > g.pab_vertex;
    let all_paired = mate[..g.nb].iter().all(Option::is_some)
        && next_range.clone().all(|j| mate[j].is_some())
        && (!has_pab || mate[g.pab_vertex].is_some());
    if completion && !all_paired {
        return false;
    }
    let into_next = |x: usize| mate[x].is_some_and(|j| next_range.contains(&j));
    let onto_far = |x: usize| mate[x].is_some_and(|j| far_range.contains(&j));
    let floaters: Vec<usize> = (0..g.nb).filter(|&u| into_next(u)).map(|u| g.verts[u]).collect();
    let next_down = far_range.clone().filter(|&j| into_next(j)).count();
    let next_pab = has_pab && into_next(g.pab_vertex);
    let far = problem.far_below();
    let Some(down) = next_side(ctx, &floaters, problem.next_sg, far, next_down, next_pab, !completion) else {
        return false;
    };
    if !completion {
        return true;
    }
    let mut far_floaters: Vec<usize> = (0..g.nb).filter(|&u| onto_far(u)).map(|u| g.verts[u]).collect();
    far_floaters.extend(down);
    pairs_off_below(ctx, &far_floaters, far, has_pab && onto_far(g.pab_vertex))
}

/// The next scoregroup's side of [`carried_onto_full`]: whether `floaters` can each be paired
/// with a distinct compatible player of `next`, `down` others sent to players of `far` they
/// are compatible with, one more to the PAB when `pab` (one who may take it), and the rest
/// paired among themselves (all but one at most when `spare`); if so, the players sent down.
fn next_side(
    ctx: &Ctx,
    floaters: &[usize],
    next: &[usize],
    far: &[usize],
    down: usize,
    pab: bool,
    spare: bool,
) -> Option<Vec<usize>> {
    let (x, r) = (floaters.len(), next.len());
    let slots = down + usize::from(pab);
    // With `spare`, one vertex joined to every player of `next` takes the one left when the
    // count is odd.
    let spare = usize::from(spare && (x + r + slots) % 2 == 1);
    let total = x + r + slots + spare;
    if total % 2 == 1 {
        return None;
    }
    // Read only for the slots of players sent down.
    let reaches_far: Vec<bool> =
        if down > 0 { next.iter().map(|&p| far.iter().any(|&f| ctx.compatible(p, f))).collect() } else { Vec::new() };
    let mate = maximum_matching(total, |u, v| {
        let (u, v) = (u.min(v), u.max(v));
        if v < x || u >= x + r {
            return false; // floaters, slots and the spare meet players of `next` only
        }
        if u < x {
            return v < x + r && ctx.compatible(floaters[u], next[v - x]);
        }
        let p = u - x;
        match v.checked_sub(x + r) {
            None => ctx.compatible(next[p], next[v - x]),
            Some(k) if k < down => reaches_far[p],
            Some(k) if k < slots => ctx.players[next[p]].pab_ok,
            Some(_) => true,
        }
    });
    if mate.iter().any(Option::is_none) {
        return None;
    }
    Some((x + r..x + r + down).filter_map(|k| mate[k]).map(|v| next[v - x]).collect())
}

/// The optimum of the bracket graph `g`: of its whole layout, or of the fields that decide the
/// MDP-pairing when that is all `problem` wants (then with the solve's certificate); a
/// remainder's from the MDP-pairing's certificate `start` when it applies to `g`.
fn solve_problem(
    ctx: &Ctx,
    problem: &BracketProblem<'_>,
    g: &BracketGraph,
    start: Option<&RemainderStart>,
) -> (Vec<Option<usize>>, Option<Certified>) {
    if problem.mdp_pairing_only {
        return solve_first_fields(g.total, &g.layout, &g.edges, g.mdp_pairing_fields);
    }
    let seed = start.and_then(|s| s.certificate(g, ctx.players.len(), problem.c9));
    let mate = match (seed, &g.no_exchange) {
        (Some(seed), shortcut) => solve_from(g.total, &g.layout, &g.edges, shortcut.as_ref(), seed),
        (None, Some(shortcut)) => solve_with_shortcut(g.total, &g.layout, &g.edges, shortcut),
        (None, None) => solve(g.total, &g.layout, &g.edges),
    };
    (mate, None)
}

/// Jokers on the first try of the relaxed graph ([`solve_bracket`]).
const FIRST_JOKERS: usize = 8;

/// The relaxed shape of a problem ([`solve_bracket`]), with enough jokers for any pairing,
/// when its first try is smaller than the full problem.
fn relaxation(problem: &BracketProblem<'_>) -> Option<Below> {
    if !problem.scope.completion || !problem.lower.starts_with(problem.next_sg) {
        return None;
    }
    let kept = problem.next_sg.len();
    let far = problem.lower.len() - kept;
    // One joker for every player of the bracket and the next scoregroup, and for the PAB.
    let jokers = problem.bracket.len() + kept + 1;
    (FIRST_JOKERS.min(jokers) < far).then_some(Below::Relaxed { kept, jokers })
}

/// Whether the relaxed optimum `mate` of `g` completes on the full problem: it pairs every
/// player of the graph and the PAB vertex (jokers may stay unused), and the players it sends to jokers (and the PAB, if a joker took it) can be paired
/// with every player far below ([`solve_bracket`]).
fn completes(ctx: &Ctx, problem: &BracketProblem<'_>, g: &BracketGraph, mate: &[Option<usize>]) -> bool {
    let nv = g.verts.len();
    if mate[..nv].iter().any(Option::is_none) || (g.dummy && mate[g.pab_vertex].is_none()) {
        return false;
    }
    let is_joker = |x: usize| x >= nv && x < g.pab_vertex;
    let floaters: Vec<usize> = (0..nv).filter(|&u| mate[u].is_some_and(is_joker)).map(|u| g.verts[u]).collect();
    let pab_far = g.dummy && mate[g.pab_vertex].is_some_and(is_joker);
    pairs_off_below(ctx, &floaters, &problem.lower[nv - g.nb..], pab_far)
}

/// Whether `floaters` (each with a player of `far`) and every player of `far` can all be
/// paired, with the PAB too when `pab` — to an eligible player of `far` with the best PAB
/// weight, the lowest score first under [C5]. Floaters never meet each other: on the graphs
/// this certifies, their pairs among themselves weigh more than [C4] alone.
fn pairs_off_below(ctx: &Ctx, floaters: &[usize], far: &[usize], pab: bool) -> bool {
    let lowest = far.iter().filter(|&&p| ctx.players[p].pab_ok).map(|&p| ctx.players[p].score).min();
    let best_pab = |p: usize| {
        let pl = &ctx.players[p];
        pl.pab_ok && (!ctx.rules.pab_score_first || Some(pl.score) == lowest)
    };
    let (x, r) = (floaters.len(), far.len());
    let total = x + r + usize::from(pab);
    has_perfect_matching(total, |u, v| {
        let (u, v) = (u.min(v), u.max(v));
        match (u < x, v < x + r) {
            (true, true) if v < x => false,
            (true, true) => ctx.compatible(floaters[u], far[v - x]),
            (true, false) => false,
            (false, true) => ctx.compatible(far[u - x], far[v - x]),
            (false, false) => best_pab(far[u - x]),
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generator::{engine::dutch_pairer, profile::Profile, simulate::generate};
    use crate::rules::DutchEdition;
    use crate::tournament::{Points, RoundNo};

    /// What a matching of a bracket's graph decides: the pairs inside the bracket and the
    /// bracket players who take the PAB vertex.
    fn decision(g: &BracketGraph, mate: &[Option<usize>]) -> (Vec<(usize, usize)>, Vec<usize>) {
        let mut inside = Vec::new();
        let mut pab = Vec::new();
        for (u, m) in mate.iter().enumerate().take(g.nb) {
            match *m {
                Some(v) if v > u && v < g.nb => inside.push((g.verts[u], g.verts[v])),
                Some(v) if g.dummy && v == g.pab_vertex => pab.push(g.verts[u]),
                _ => {}
            }
        }
        (inside, pab)
    }

    /// Calls `visit` with every round of `seeds` generated tournaments per edition (`players` as
    /// a profile range, `rounds` rounds, with forfeits, byes and absences), cut before it, with
    /// where it comes from (for assertion messages).
    fn for_each_round(name: &str, players: &str, rounds: u32, seeds: u64, mut visit: impl FnMut(&str, &Ctx)) {
        for edition in ["dutch-2026", "dutch-2017"] {
            let yaml = format!(
                "name: {name}\ndescription: rounds for the engine tests\nplayers: {players}\nrounds: {rounds}\n\
                 draw_percentage: 30\nforfeit_rate: 0.05\nzero_point_bye_rate: 0.03\nhalf_point_bye_rate: 0.03\n\
                 edition: {edition}\n"
            );
            let profile = Profile::from_yaml(&yaml, "test").expect("profile");
            let ed = if edition == "dutch-2026" { DutchEdition::Dutch2026 } else { DutchEdition::Dutch2017 };
            for seed in 1..=seeds {
                let Ok(g) = generate(&profile, seed, dutch_pairer(ed).as_ref()) else { continue };
                let t = &g.tournament;
                for r in 1..=t.rounds_recorded() {
                    let round = RoundNo(r);
                    let ctx = Ctx::new(&t.cut_before(round), round, ed);
                    visit(&format!("{edition} seed {seed} round {r}"), &ctx);
                }
            }
        }
    }

    /// Calls `visit` with every bracket the engine pairs in every round of eight generated
    /// tournaments per edition ([`for_each_round`]), each with where it comes from.
    fn for_each_bracket(name: &str, players: &str, rounds: u32, mut visit: impl FnMut(&str, &Ctx, &BracketStep)) {
        for_each_round(name, players, rounds, 8, |at, ctx| {
            let Ok(rp) = pair_round(ctx) else { return };
            for step in &rp.steps {
                visit(&format!("{at}, bracket {:?}", step.bracket), ctx, step);
            }
        });
    }

    /// Art. 4.3.2's exchange fields decided at once when every S1 player can be the higher
    /// member of a pair (`GenerationFields::no_exchange`, a [`crate::matching::lexicographic::weights::Shortcut`])
    /// reach the very field sums of one wide matching, in every bracket of generated
    /// tournaments of both editions; the shortcut is both taken and refused (brackets that need
    /// an exchange).
    #[test]
    fn the_no_exchange_shortcut_reaches_the_one_pass_optimum() {
        let (mut taken, mut refused, mut contracted, mut not_completed) = (0, 0, 0, 0);
        for_each_bracket("exchange", "[30, 90]", 9, |at, ctx, step| {
            let full = bracket_graph(ctx, &step.problem());
            let Some(shortcut) = &full.no_exchange else { return };
            let (mate, counts) = crate::matching::lexicographic::weights::solve_with_shortcut_counted(
                full.total,
                &full.layout,
                &full.edges,
                shortcut,
            );
            let took = counts.shortcuts > 0;
            contracted += counts.contracted;
            let one = crate::matching::lexicographic::weights::solve_in_one_pass(full.total, &full.layout, &full.edges);
            // The way back from a contraction that does not complete reaches the same optimum.
            crate::matching::lexicographic::weights::REFUSE_COMPLETIONS.with(|r| r.set(true));
            let (back, back_counts) = crate::matching::lexicographic::weights::solve_with_shortcut_counted(
                full.total,
                &full.layout,
                &full.edges,
                shortcut,
            );
            crate::matching::lexicographic::weights::REFUSE_COMPLETIONS.with(|r| r.set(false));
            not_completed += back_counts.contractions_refused;
            assert_eq!(full.field_sums(&back), full.field_sums(&one), "{at}, every contraction refused");
            assert_eq!(full.field_sums(&mate), full.field_sums(&one), "{at}, shortcut taken: {took}");
            if took {
                taken += 1;
            } else {
                refused += 1;
            }
        });
        assert!(taken > 50 && refused > 5, "shortcut taken {taken}, refused {refused}");
        // After the shortcut, the players below were contracted into one stand-in
        // (`weights::Periphery`) and the contracted optimum completed.
        assert!(
            contracted > 20 && not_completed >= contracted,
            "periphery contracted {contracted} times, {not_completed} not completed"
        );
    }

    /// The relaxation of [`solve_bracket`], the passes of [`solve`] and the first candidate of [`natural_pairing`]
    /// decide every bracket exactly as the full graph does, on rounds of generated tournaments (both editions, with forfeits, byes and
    /// absences so that the certificate sometimes fails and the full graph takes over).
    #[test]
    fn the_relaxed_graph_decides_as_the_full_graph() {
        let (mut relaxed, mut refused, mut natural) = (0, 0, 0);
        for_each_bracket("relax", "[60, 130]", 8, |at, ctx, step| {
            let problem = step.problem();
            let full = bracket_graph(ctx, &problem);
            let full_mate =
                crate::matching::lexicographic::weights::solve_in_one_pass(full.total, &full.layout, &full.edges);
            if let Some((pairs, pab)) = natural_pairing(ctx, &problem) {
                natural += 1;
                let (inside, full_pab) = decision(&full, &full_mate);
                let mut pairs: Vec<(usize, usize)> = pairs.into_iter().map(|(a, b)| (a.min(b), a.max(b))).collect();
                pairs.sort_unstable();
                assert_eq!(pairs, inside, "natural pairing, {at}");
                assert_eq!(pab, !full_pab.is_empty(), "natural PAB, {at}");
            }
            if relaxation(&problem).is_none() {
                return;
            }
            let (small, small_mate, _) = solve_bracket(ctx, &problem, None);
            if small.jokers == 0 {
                refused += 1;
            } else {
                relaxed += 1;
            }
            assert_eq!(decision(&small, &small_mate), decision(&full, &full_mate), "{at}");
        });
        assert!(relaxed > 100, "too few relaxed brackets to test: {relaxed} (refused {refused})");
        assert!(natural > 20, "too few natural pairings to test: {natural}");
    }

    /// The next scoregroup as jokers ([`solve_with_next_as_jokers`]) decides every bracket that
    /// looks ahead as the full graph does, starting from two jokers (so that they are often
    /// doubled) and from [`FIRST_JOKERS`], on rounds of generated tournaments of both editions
    /// (with forfeits, byes and absences, so that the certificate sometimes fails).
    #[test]
    fn the_next_scoregroup_as_jokers_decides_as_the_full_graph() {
        let (mut decided, mut doubled, mut with_far, mut not_decided) = (0, 0, 0, 0);
        for_each_bracket("next-jokers", "[40, 110]", 8, |at, ctx, step| {
            let problem = step.problem();
            if !next_as_jokers_applies(&problem) {
                return;
            }
            let full = bracket_graph(ctx, &problem);
            let full_mate =
                crate::matching::lexicographic::weights::solve_in_one_pass(full.total, &full.layout, &full.edges);
            for first in [2, FIRST_JOKERS] {
                let Some((small, small_mate, _)) = solve_with_next_as_jokers(ctx, &problem, first, None) else {
                    not_decided += 1;
                    continue;
                };
                assert!(small.next_jokers > 0 && small.nb == small.verts.len(), "{at}");
                decided += 1;
                doubled += usize::from(small.next_jokers > first + problem.next_sg.len() % 2);
                with_far += usize::from(small.jokers > small.next_jokers);
                assert_eq!(decision(&small, &small_mate), decision(&full, &full_mate), "{at}, from {first} jokers");
            }
        });
        assert!(
            decided > 400 && doubled > 40 && with_far > 100,
            "decided {decided} (doubled {doubled}, with far jokers {with_far}), not decided {not_decided}"
        );
    }

    /// [`colour_faults`] without allocating colours (no topscorer in the pair) counts what the
    /// colours Art. 5 allocates would, for every pair of players of generated rounds of both
    /// editions (the release build's tests check it here; debug builds on every call).
    #[test]
    fn colour_faults_without_a_topscorer_need_no_allocation() {
        let (mut pairs, mut faulty) = (0, 0);
        for_each_round("colours", "[20, 40]", 7, 3, |at, ctx| {
            for a in 0..ctx.players.len() {
                for b in a + 1..ctx.players.len() {
                    let fast = colour_faults(ctx, a, b);
                    assert_eq!(
                        fast,
                        crate::pairing::dutch::criteria::colour_faults_allocated(ctx, a, b),
                        "{at}: {a}-{b}"
                    );
                    pairs += 1;
                    faulty += usize::from(fast.c13 > 0 && !ctx.players[a].topscorer && !ctx.players[b].topscorer);
                }
            }
        });
        assert!(pairs > 10_000 && faulty > 500, "{pairs} pairs, {faulty} with a strong preference missed");
    }

    thread_local! {
        /// Edges of the full remainder graphs, and of their kept-pairs graphs.
        static REMAINDER_EDGES: std::cell::Cell<(usize, usize)> = const { std::cell::Cell::new((0, 0)) };
    }

    /// A remainder's graph of kept pairs ([`super::bracket_graph_of`]) has the same vertices,
    /// layout and PAB as its full graph, and each of its edges is an edge of the full graph
    /// with the same values, in the same order.
    pub(super) fn kept_graph_is_part_of_the_full_one(ctx: &Ctx, problem: &BracketProblem<'_>, kept: &BracketGraph) {
        let full = bracket_graph_below(ctx, problem, kept.below);
        assert_eq!(
            (kept.verts.clone(), kept.total, kept.pab_vertex),
            (full.verts.clone(), full.total, full.pab_vertex)
        );
        assert_eq!(format!("{:?}", kept.layout), format!("{:?}", full.layout));
        let mut k = 0;
        for e in 0..kept.edges.len() {
            while k < full.edges.len() && full.edges.ends(k) != kept.edges.ends(e) {
                k += 1;
            }
            assert!(k < full.edges.len(), "edge {:?} of the kept graph, in order, in the full one", kept.edges.ends(e));
            assert!(kept.edges.values(e).eq(full.edges.values(k)), "edge {:?}'s values", kept.edges.ends(e));
        }
        REMAINDER_EDGES.with(|c| {
            let (f, p) = c.get();
            c.set((f + full.edges.len(), p + kept.edges.len()));
        });
    }

    /// Every remainder started from its MDP-pairing's certificate ([`RemainderStart`]) pairs
    /// as the remainder solved from nothing, in whole rounds of generated tournaments of both
    /// editions: on full graphs (the last brackets, and small fields) and on graphs with
    /// jokers (the players far below, the next scoregroup); its graph of kept pairs leaves
    /// edges out.
    #[test]
    fn the_remainder_started_from_the_mdp_pairing_is_the_cold_one() {
        use crate::pairing::dutch::remainder::{COLD_REMAINDERS, STARTED_REMAINDERS};
        STARTED_REMAINDERS.with(|n| n.set((0, 0)));
        REMAINDER_EDGES.with(|c| c.set((0, 0)));
        let mut rounds = 0;
        // Small fields (many heterogeneous brackets) and larger ones (large brackets, the
        // no-exchange shortcut and the contraction after a started remainder).
        for (players, planned, seeds) in [("[16, 70]", 9, 12), ("[150, 260]", 4, 3)] {
            for_each_round("remainders", players, planned, seeds, |at, ctx| {
                let started = pair_round(ctx).map(|rp| (rp.pairs, rp.bye));
                COLD_REMAINDERS.with(|c| c.set(true));
                let cold = pair_round(ctx).map(|rp| (rp.pairs, rp.bye));
                COLD_REMAINDERS.with(|c| c.set(false));
                assert_eq!(started.ok(), cold.ok(), "{at}");
                rounds += 1;
            });
        }
        let (started, with_jokers) = STARTED_REMAINDERS.with(std::cell::Cell::get);
        eprintln!("{started} remainders started from a certificate in {rounds} rounds, {with_jokers} with jokers");
        assert!(started > 100, "{started} remainders started from a certificate in {rounds} rounds");
        assert!(with_jokers > 100, "{with_jokers} remainders started on graphs with jokers");
        let (full, kept) = REMAINDER_EDGES.with(std::cell::Cell::get);
        assert!(kept * 10 < full * 9, "the kept pairs' graphs hold {kept} of the full graphs' {full} edges");
    }

    /// The completion certificate refuses a relaxed optimum whose floater can be paired
    /// below only by leaving another player there without an opponent, and the full graph
    /// then decides.
    #[test]
    fn the_certificate_refuses_a_floater_who_strands_a_player_below() {
        use crate::pairing::dutch::players::Player;
        use crate::tournament::{Colour, ColourPreference, Tpn};
        // Bracket {1, 2, 3} at 2 points, where 1 and 2 have met; players 4..=12 at 0 points.
        // Below, 2 can meet only 4, and so can 5 (besides 3); 1 can meet 4 and 6.
        let mut met: Vec<(u16, u16)> = vec![(1, 2), (1, 5)];
        met.extend((5..=12).map(|t| (2, t)));
        met.extend((7..=12).map(|t| (1, t)));
        met.extend((6..=12).map(|t| (5, t)));
        let opponents = |tpn: u16| -> Vec<Tpn> {
            let mut v: Vec<Tpn> = met
                .iter()
                .filter_map(|&(a, b)| {
                    if a == tpn {
                        Some(b)
                    } else if b == tpn {
                        Some(a)
                    } else {
                        None
                    }
                })
                .map(Tpn)
                .collect();
            v.sort();
            v
        };
        let player = |tpn: u16, score: i32| Player {
            tpn: Tpn(tpn),
            pno: u32::from(tpn),
            score: Points(score),
            colours: Vec::new(),
            cd: 0,
            pref: ColourPreference::NONE,
            unplayed: 0,
            pab_ok: true,
            float1: None,
            float2: None,
            topscorer: false,
            opponents: opponents(tpn),
        };
        let players: Vec<Player> = (1..=12).map(|t| player(t, if t <= 3 { 20 } else { 0 })).collect();
        let ctx = Ctx {
            round: RoundNo(3),
            edition: DutchEdition::Dutch2026,
            rules: crate::pairing::dutch::edition::EditionRules::of(DutchEdition::Dutch2026),
            players,
            initial_colour: Colour::White,
            prohibited: Vec::new(),
        };
        let bracket = [0, 1, 2];
        let lower: Vec<usize> = (3..12).collect();
        let problem = BracketProblem {
            bracket: &bracket,
            m0: 0,
            lower: &lower,
            next_sg: &[],
            scope: Scope::COMPLETE,
            c9: false,
            m1_known: None,
            max_pairs_known: None,
            mdp_pairing_only: false,
        };
        let below = relaxation(&problem).expect("a relaxation");
        let g = bracket_graph_below(&ctx, &problem, below);
        let mate = solve(g.total, &g.layout, &g.edges);
        // Art. 4: 1 meets 3 and 2 floats; below, 2 would take 4 and leave 5 alone.
        assert_eq!(decision(&g, &mate).0, vec![(0, 2)]);
        assert!(!completes(&ctx, &problem, &g, &mate));
        // The full graph pairs 2-3 and floats 1, who meets 6 while 4 meets 5.
        let (g, mate, _) = solve_bracket(&ctx, &problem, None);
        assert_eq!(g.jokers, 0);
        assert_eq!(decision(&g, &mate).0, vec![(1, 2)]);
    }
}
