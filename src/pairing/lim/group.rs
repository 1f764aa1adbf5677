//! Pairing one scoregroup of the Lim System (C.04.4.3 2.3–2.5, 3, 4, 5.2): the floaters are
//! chosen before the group is paired, the incoming floaters are paired first, then the top half
//! meets the bottom half with the exchanges of Section 4 in the order of the text's tables.

use super::players::Ctx;
use crate::core::order::StableSort;
use crate::matching::cardinality::maximum_matching;
use crate::matching::max_weight_matching;
use crate::tournament::Colour;

/// The direction a scoregroup is paired in (2.2).
#[derive(Copy, Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub enum Direction {
    /// From the top down (groups above the median, and the Median Scoregroup).
    Down,
    /// From the bottom up (groups below the median).
    Up,
}

/// A scoregroup about to be paired, with the floaters it receives.
#[derive(Clone, Debug)]
pub struct Group {
    /// Players of the group's score.
    pub residents: Vec<usize>,
    /// Floaters from higher groups.
    pub down_in: Vec<usize>,
    /// Floaters from lower groups.
    pub up_in: Vec<usize>,
    /// The direction.
    pub dir: Direction,
    /// The players of the next scoregroup in that direction (3.3, 3.4, 3.9).
    pub next: Vec<usize>,
}

/// What pairing a group gives.
#[derive(Clone, Debug, Default)]
pub struct Outcome {
    /// The pairs made.
    pub pairs: Vec<(usize, usize)>,
    /// The players transferred to the next group (2.3), in the order chosen.
    pub floaters: Vec<usize>,
    /// The engine's decisions, when they were asked for ([`Group::pair_traced`]).
    pub trace: Option<GroupTrace>,
}

/// The decisions the engine took in one group, in the order it took them (kept for the
/// walkthrough, which words them: it never decides anything itself).
#[derive(Clone, Debug, Default)]
pub struct GroupTrace {
    /// 2.3.1–2.3.3: players with no compatible opponent in the group, transferred first.
    pub lone: Vec<usize>,
    /// 2.3.4, 4.4: how many more had to float for the rest to be paired.
    pub needed: usize,
    /// 3.2: the colour more of the remaining players are due (none when even).
    pub majority: Option<Colour>,
    /// 3.9, 3.10, 3.2–3.4: the candidates for floating, in the order of preference, up to the
    /// last one taken.
    pub candidates: Vec<FloaterTry>,
    /// 3.6–3.7: the incoming floaters, in the order they are paired.
    pub floater_order: Vec<usize>,
    /// 5.2: how many pairs of players due the same colour the kept pairing has (the fewest the
    /// search allowed).
    pub clashes: u32,
    /// 4.1–4.3, 3.8: each player scrutinised, with the opponents refused and the one kept, in
    /// the order the pairs were made.
    pub scrutiny: Vec<Scrutiny>,
}

/// A candidate for floating (3.9 types: `'a'`–`'d'`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FloaterTry {
    /// The player.
    pub player: usize,
    /// The floater type of 3.9 the player would be.
    pub kind: char,
    /// Whether the player floated in the previous round (3.10).
    pub floated_last: bool,
    /// Whether the player is due the minority colour (3.2: taking them does not even the colours).
    pub off_colour: bool,
    /// Whether the player was taken (otherwise the rest could not be paired with no more floaters).
    pub taken: bool,
}

/// One player scrutinised and the opponent kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scrutiny {
    /// The player scrutinised.
    pub player: usize,
    /// Whether the player is an incoming floater (3.6–3.8) rather than the head of S1 (4.1).
    pub floater: bool,
    /// The top half (S1) of the players still unpaired, in pairing-number order.
    pub s1: Vec<usize>,
    /// The bottom half (S2).
    pub s2: Vec<usize>,
    /// The opponents refused before the one kept, in the order of the exchange tables.
    pub refused: Vec<(usize, Refusal)>,
    /// The opponent kept.
    pub opponent: usize,
}

/// Why a proposed opponent was refused.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// 2.1: they have met.
    Met,
    /// The arbiter forbids the pair.
    Prohibited,
    /// 2.1, 5.1 (a)–(b): no allocation of colours keeps both within the limits.
    ColourLimits,
    /// 5.2: both are due the same colour and a pairing giving more players their due colour exists.
    Colour,
    /// 2.1: with this pair the rest of the group cannot be paired.
    Stuck,
    /// 5.2: with this pair the rest of the group can be paired only with more pairs of players
    /// due the same colour than the pairing kept has.
    ColourRest,
}

/// A pairing search that ran into its node budget.
struct Budget;

impl Group {
    /// Every player of the group.
    #[must_use]
    pub fn members(&self) -> Vec<usize> {
        let mut m: Vec<usize> = self.residents.iter().chain(&self.down_in).chain(&self.up_in).copied().collect();
        m.sort_unstable();
        m.dedup();
        m
    }

    /// Pairs the group: floaters first (2.3, 3), then the pairs (3.6–3.8, 2.4, 4, 5.2).
    #[must_use]
    pub fn pair(&self, ctx: &Ctx) -> Outcome {
        self.pair_traced(ctx, false)
    }

    /// [`Group::pair`], keeping the engine's decisions in [`Outcome::trace`] when `trace`.
    #[must_use]
    pub fn pair_traced(&self, ctx: &Ctx, trace: bool) -> Outcome {
        let mut t = trace.then(GroupTrace::default);
        let floaters = self.floaters_traced(ctx, t.as_mut());
        let rest: Vec<usize> = self.members().into_iter().filter(|x| !floaters.contains(x)).collect();
        let pairs = self.pair_players_traced(ctx, &rest, t.as_mut());
        Outcome { pairs, floaters, trace: t }
    }

    /// 2.3, 3.2–3.5, 3.9, 3.10, 4.4: the players transferred. First those with no compatible
    /// opponent in the group (2.3.1–2.3.3); then as few as make the rest pairable (2.3.4, 4.4),
    /// chosen one at a time in the order of the text's preferences (reading L-8): floater type
    /// d before c before b before a (3.9); not one who floated in the previous round (3.10); one
    /// whose transfer evens the colours due (3.2); the lowest-ranked downward, the
    /// highest-ranked upward (3.2, 3.3, 3.4). A player is taken only if the others can then be
    /// paired with no more floaters than needed.
    #[must_use]
    pub fn choose_floaters(&self, ctx: &Ctx) -> Vec<usize> {
        self.floaters_traced(ctx, None)
    }

    /// [`Group::choose_floaters`], noting its decisions in `trace`.
    fn floaters_traced(&self, ctx: &Ctx, mut trace: Option<&mut GroupTrace>) -> Vec<usize> {
        let mut rest = self.members();
        let mut floaters = Vec::new();
        loop {
            let lone: Vec<usize> =
                rest.iter().copied().filter(|&x| !rest.iter().any(|&y| ctx.compatible(x, y))).collect();
            if lone.is_empty() {
                break;
            }
            rest.retain(|x| !lone.contains(x));
            if let Some(t) = trace.as_deref_mut() {
                t.lone.extend(&lone);
            }
            floaters.extend(lone);
        }
        let k = deficiency(ctx, &rest);
        if let Some(t) = trace.as_deref_mut() {
            t.needed = k;
        }
        if k == 0 {
            return floaters;
        }
        let (mut white, mut black) = (0, 0);
        for &x in &rest {
            match ctx.players[x].due() {
                Some(Colour::White) => white += 1,
                Some(Colour::Black) => black += 1,
                None => {}
            }
        }
        let majority = match white.cmp(&black) {
            std::cmp::Ordering::Greater => Some(Colour::White),
            std::cmp::Ordering::Less => Some(Colour::Black),
            std::cmp::Ordering::Equal => None,
        };
        if let Some(t) = trace.as_deref_mut() {
            t.majority = majority;
        }
        let key = |x: usize| {
            let p = &ctx.players[x];
            let incoming = self.down_in.contains(&x) || self.up_in.contains(&x);
            let has_next = self.next.iter().any(|&y| ctx.compatible(x, y));
            let kind = match (incoming, has_next) {
                (false, true) => 0u8,
                (false, false) => 1,
                (true, true) => 2,
                (true, false) => 3,
            };
            let colour = u8::from(majority.is_some() && p.due() != majority);
            let rank = match self.dir {
                Direction::Down => usize::MAX - x,
                Direction::Up => x,
            };
            (kind, u8::from(p.floated_last), colour, rank)
        };
        let mut order = rest.clone();
        order.stable_sort_by_key(&|&x| key(x));
        let mut chosen: Vec<usize> = Vec::new();
        for x in order {
            if chosen.len() == k {
                break;
            }
            let left: Vec<usize> = rest.iter().copied().filter(|y| *y != x && !chosen.contains(y)).collect();
            let taken = deficiency(ctx, &left) + chosen.len() + 1 == k;
            if taken {
                chosen.push(x);
            }
            if let Some(t) = trace.as_deref_mut() {
                let (kind, last, colour, _) = key(x);
                t.candidates.push(FloaterTry {
                    player: x,
                    kind: ['d', 'c', 'b', 'a'][usize::from(kind)],
                    floated_last: last == 1,
                    off_colour: colour == 1,
                    taken,
                });
            }
        }
        floaters.extend(chosen);
        floaters
    }

    /// Pairs `players` (who can all be paired) completely: the first pairing in the order of
    /// the exchanges (3.6–3.8, 4.1–4.4) among those that give the most players their due
    /// colour (5.2, reading L-12).
    #[must_use]
    pub fn pair_players(&self, ctx: &Ctx, players: &[usize]) -> Vec<(usize, usize)> {
        self.pair_players_traced(ctx, players, None)
    }

    /// [`Group::pair_players`], noting in `trace` the order of the incoming floaters, the
    /// colour failures allowed and, for the search that found the pairing, every player
    /// scrutinised with the opponents refused.
    pub fn pair_players_traced(
        &self,
        ctx: &Ctx,
        players: &[usize],
        mut trace: Option<&mut GroupTrace>,
    ) -> Vec<(usize, usize)> {
        if players.is_empty() {
            return Vec::new();
        }
        let floaters = self.floater_order(ctx, players);
        let mut tries = trace.is_some().then(Vec::new);
        // Reading L-20b: 3.8 binds the floaters' opponents before 5.2 looks at the rest.
        let (bound, rest, search) = if ctx.readings.is("L-20", "b") {
            let (bound, rest) = self.bind_floaters(ctx, &floaters, players, &mut tries);
            (bound, rest, Vec::new())
        } else {
            (Vec::new(), players.to_vec(), floaters.clone())
        };
        let bound_clashes = u32::try_from(bound.iter().filter(|&&(a, b)| ctx.colour_clash(a, b)).count()).unwrap_or(0);
        let first = tries.clone();
        let mut keep = |tries: Option<Vec<Scrutiny>>, budget: u32, out: Vec<(usize, usize)>| {
            if let Some(t) = trace.as_deref_mut() {
                t.floater_order.clone_from(&floaters);
                t.clashes = budget + bound_clashes;
                t.scrutiny = tries.unwrap_or_default();
            }
            out
        };
        let mut out = bound.clone();
        let mut nodes = 0u64;
        let mut unpaired = rest.clone();
        if let Ok(true) =
            self.dfs(ctx, &search, &mut unpaired, &mut out, 0, &mut nodes, Some(20_000), false, &mut tries)
        {
            return keep(tries, 0, out);
        }
        let k = min_clashes(ctx, &rest).unwrap_or(u32::MAX);
        let (mut out, mut nodes, mut unpaired) = (bound.clone(), 0u64, rest.clone());
        tries.clone_from(&first);
        if let Ok(true) =
            self.dfs(ctx, &search, &mut unpaired, &mut out, k, &mut nodes, Some(200_000), false, &mut tries)
        {
            return keep(tries, k, out);
        }
        let (mut out, mut nodes, mut unpaired) = (bound, 0u64, rest);
        tries = first;
        let _ = self.dfs(ctx, &search, &mut unpaired, &mut out, k, &mut nodes, None, true, &mut tries);
        keep(tries, k, out)
    }

    /// Reading L-20b: each incoming floater, in the order of 3.6-3.7, meets the first opponent
    /// in 3.8's order with whom the rest can still all be paired (2.1), whatever the colours of
    /// the rest. Returns the pairs made and the players left.
    fn bind_floaters(
        &self,
        ctx: &Ctx,
        floaters: &[usize],
        players: &[usize],
        tries: &mut Option<Vec<Scrutiny>>,
    ) -> (Vec<(usize, usize)>, Vec<usize>) {
        let mut unpaired = players.to_vec();
        let mut bound = Vec::new();
        while floaters.iter().any(|f| unpaired.contains(f)) {
            let (x, candidates) = self.next_choice(ctx, floaters, &unpaired);
            let (s1, s2) = unpaired.split_at(unpaired.len() / 2);
            let mut s = Scrutiny {
                player: x,
                floater: true,
                s1: s1.to_vec(),
                s2: s2.to_vec(),
                refused: Vec::new(),
                opponent: x,
            };
            let mut kept = None;
            for y in candidates {
                if !ctx.compatible(x, y) {
                    s.refused.push((y, self.incompatibility(ctx, x, y)));
                    continue;
                }
                let rest: Vec<usize> = unpaired.iter().copied().filter(|&z| z != x && z != y).collect();
                if min_clashes(ctx, &rest).is_none() {
                    s.refused.push((y, Refusal::Stuck));
                    continue;
                }
                kept = Some(y);
                break;
            }
            // The players given to the group can all be paired: some opponent is always kept.
            let Some(y) = kept else { break };
            s.opponent = y;
            if let Some(t) = tries.as_mut() {
                t.push(s);
            }
            unpaired.retain(|&z| z != x && z != y);
            bound.push((x, y));
        }
        (bound, unpaired)
    }

    /// Why `x` and `y` are not compatible (2.1).
    fn incompatibility(&self, ctx: &Ctx, x: usize, y: usize) -> Refusal {
        if ctx.players[x].opponents.binary_search(&ctx.players[y].tpn).is_ok() {
            Refusal::Met
        } else if ctx.met(x, y) {
            Refusal::Prohibited
        } else {
            Refusal::ColourLimits
        }
    }

    /// 3.6, 3.6.3, 3.7, 3.7.3: the order in which incoming floaters are paired. Downward
    /// (and in the Median Scoregroup): the downfloaters, higher score first, then higher rank
    /// (reading L-5), then the upfloaters; upward: the upfloaters, lower score first, then
    /// lower rank, then the downfloaters.
    fn floater_order(&self, ctx: &Ctx, players: &[usize]) -> Vec<usize> {
        let score = |x: usize| ctx.players[x].score;
        let mut down: Vec<usize> = self.down_in.iter().copied().filter(|x| players.contains(x)).collect();
        let mut up: Vec<usize> = self.up_in.iter().copied().filter(|x| players.contains(x)).collect();
        down.stable_sort_by_key(&|&x| (std::cmp::Reverse(score(x)), x));
        up.stable_sort_by_key(&|&x| (score(x), std::cmp::Reverse(x)));
        match self.dir {
            Direction::Down => down.into_iter().chain(up).collect(),
            Direction::Up => up.into_iter().chain(down).collect(),
        }
    }

    /// The player scrutinised next and the order of their possible opponents.
    fn next_choice(&self, ctx: &Ctx, floaters: &[usize], unpaired: &[usize]) -> (usize, Vec<usize>) {
        if let Some(&f) = floaters.iter().find(|f| unpaired.contains(f)) {
            // 3.8: the player due the opposite colour, highest-ranked downward, lowest-ranked
            // upward; then the others in the same order (reading L-6).
            let want = ctx.players[f].due().map(Colour::opposite);
            let mut others: Vec<usize> = unpaired.iter().copied().filter(|&y| y != f).collect();
            others.stable_sort_by_key(&|&y| {
                let off = u8::from(want.is_some() && ctx.players[y].due() != want);
                (off, if self.dir == Direction::Down { y } else { usize::MAX - y })
            });
            return (f, others);
        }
        // 2.4, 4.1–4.3: top half against bottom half; the player scrutinised is the
        // highest-ranked (downward) or lowest-ranked (upward); the opponents in the order of the
        // tables of 4.2 and 4.3.
        let half = unpaired.len() / 2;
        let (s1, s2) = unpaired.split_at(half);
        match self.dir {
            Direction::Down => {
                let x = s1[0];
                (x, s2.iter().copied().chain(s1[1..].iter().rev().copied()).collect())
            }
            Direction::Up => {
                let x = s2[s2.len() - 1];
                (x, s1.iter().rev().copied().chain(s2[..s2.len() - 1].iter().copied()).collect())
            }
        }
    }

    /// Depth-first search of the exchanges: `Ok(true)` when a complete pairing with at most
    /// `budget` colour clashes is found (in `out`), `Ok(false)` when there is none, `Err` when
    /// `cap` nodes were visited. With `exact`, each step is first proved completable (so the
    /// search never backtracks).
    #[allow(clippy::too_many_arguments)]
    fn dfs(
        &self,
        ctx: &Ctx,
        floaters: &[usize],
        unpaired: &mut Vec<usize>,
        out: &mut Vec<(usize, usize)>,
        budget: u32,
        nodes: &mut u64,
        cap: Option<u64>,
        exact: bool,
        tries: &mut Option<Vec<Scrutiny>>,
    ) -> Result<bool, Budget> {
        if unpaired.is_empty() {
            return Ok(true);
        }
        let depth = out.len();
        let (x, candidates) = self.next_choice(ctx, floaters, unpaired);
        if let Some(t) = tries.as_mut() {
            t.truncate(depth);
            let (s1, s2) = unpaired.split_at(unpaired.len() / 2);
            t.push(Scrutiny {
                player: x,
                floater: floaters.contains(&x),
                s1: s1.to_vec(),
                s2: s2.to_vec(),
                refused: Vec::new(),
                opponent: x,
            });
        }
        let refuse = |tries: &mut Option<Vec<Scrutiny>>, y: usize, why: Refusal| {
            if let Some(t) = tries.as_mut() {
                t.truncate(depth + 1);
                if let Some(s) = t.last_mut() {
                    s.refused.push((y, why));
                }
            }
        };
        for y in candidates {
            *nodes += 1;
            if cap.is_some_and(|c| *nodes > c) {
                return Err(Budget);
            }
            if !ctx.compatible(x, y) {
                refuse(tries, y, self.incompatibility(ctx, x, y));
                continue;
            }
            let clash = u32::from(ctx.colour_clash(x, y));
            if clash > budget {
                refuse(tries, y, Refusal::Colour);
                continue;
            }
            let saved = unpaired.clone();
            unpaired.retain(|&z| z != x && z != y);
            if exact {
                match min_clashes(ctx, unpaired) {
                    None => {
                        *unpaired = saved;
                        refuse(tries, y, Refusal::Stuck);
                        continue;
                    }
                    Some(m) if m + clash > budget => {
                        *unpaired = saved;
                        refuse(tries, y, if clash == 1 { Refusal::Colour } else { Refusal::ColourRest });
                        continue;
                    }
                    Some(_) => {}
                }
            }
            out.push((x, y));
            if let Some(s) = tries.as_mut().and_then(|t| t.get_mut(depth)) {
                s.opponent = y;
            }
            if self.dfs(ctx, floaters, unpaired, out, budget - clash, nodes, cap, exact, tries)? {
                return Ok(true);
            }
            // The search below is complete: it failed because the rest cannot be paired at all,
            // or only with more colour clashes than the budget left.
            let why = if min_clashes(ctx, unpaired).is_some() { Refusal::ColourRest } else { Refusal::Stuck };
            out.pop();
            *unpaired = saved;
            refuse(tries, y, why);
        }
        Ok(false)
    }
}

/// How many of `players` cannot be paired among themselves (the size of the set minus twice a
/// maximum matching of compatible pairs).
#[must_use]
pub fn deficiency(ctx: &Ctx, players: &[usize]) -> usize {
    let mates = maximum_matching(players.len(), |u, v| ctx.compatible(players[u], players[v]));
    mates.iter().filter(|m| m.is_none()).count()
}

/// The fewest colour clashes (pairs due the same colour) of a complete pairing of `players`,
/// or `None` when they cannot all be paired.
#[must_use]
pub fn min_clashes(ctx: &Ctx, players: &[usize]) -> Option<u32> {
    let n = players.len();
    if n % 2 == 1 {
        return None;
    }
    if n == 0 {
        return Some(0);
    }
    let big = i64::try_from(n).unwrap_or(i64::MAX / 4) + 1;
    let mut edges = Vec::new();
    for u in 0..n {
        for v in u + 1..n {
            if ctx.compatible(players[u], players[v]) {
                edges.push((u, v, big + i64::from(!ctx.colour_clash(players[u], players[v]))));
            }
        }
    }
    let mates = max_weight_matching(n, &edges);
    if mates.iter().any(Option::is_none) {
        return None;
    }
    let clashes = (0..n)
        .filter_map(|u| mates[u].filter(|&v| v > u).map(|v| ctx.colour_clash(players[u], players[v])))
        .filter(|c| *c)
        .count();
    u32::try_from(clashes).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pairing::lim::players::Player;
    use crate::tournament::{Points, RoundNo, Tpn};

    fn ctx(n: u16, met: &[(u16, u16)]) -> Ctx {
        let players = (1..=n)
            .map(|t| Player {
                tpn: Tpn(t),
                score: Points::ZERO,
                colours: Vec::new(),
                opponents: met
                    .iter()
                    .filter_map(|&(a, b)| {
                        if a == t {
                            Some(Tpn(b))
                        } else if b == t {
                            Some(Tpn(a))
                        } else {
                            None
                        }
                    })
                    .collect::<std::collections::BTreeSet<_>>()
                    .into_iter()
                    .collect(),
                pab_ok: true,
                floated_last: false,
            })
            .collect();
        Ctx {
            round: RoundNo(2),
            players,
            initial_colour: Colour::White,
            last_round: false,
            win: Points(10),
            prohibited: Vec::new(),
            readings: crate::pairing::reading::Readings::defaults(),
        }
    }

    fn group(n: usize, dir: Direction) -> Group {
        Group { residents: (0..n).collect(), down_in: Vec::new(), up_in: Vec::new(), dir, next: Vec::new() }
    }

    fn tpns(c: &Ctx, pairs: &[(usize, usize)]) -> Vec<(u16, u16)> {
        let mut v: Vec<(u16, u16)> = pairs
            .iter()
            .map(|&(a, b)| {
                let (x, y) = (c.players[a].tpn.0, c.players[b].tpn.0);
                (x.min(y), x.max(y))
            })
            .collect();
        v.sort_unstable();
        v
    }

    /// Pairs already played, and the pairing the text gives.
    type Case = (&'static [(u16, u16)], [(u16, u16); 3]);

    /// 4.2: the five columns of exchanges for player 1, one incompatibility at a time.
    #[test]
    fn exchanges_for_player_1_follow_the_table_of_4_2() {
        let cases: [Case; 5] = [
            (&[], [(1, 4), (2, 5), (3, 6)]),
            (&[(1, 4)], [(1, 5), (2, 4), (3, 6)]),
            (&[(1, 4), (1, 5)], [(1, 6), (2, 4), (3, 5)]),
            (&[(1, 4), (1, 5), (1, 6)], [(1, 3), (2, 5), (4, 6)]),
            (&[(1, 4), (1, 5), (1, 6), (1, 3)], [(1, 2), (3, 5), (4, 6)]),
        ];
        for (met, want) in cases {
            let c = ctx(6, met);
            let got = group(6, Direction::Down).pair(&c);
            assert!(got.floaters.is_empty());
            assert_eq!(tpns(&c, &got.pairs), want.to_vec(), "met {met:?}");
        }
    }

    /// The trace the walkthrough words follows the table of 4.2: player 1's opponents are tried
    /// 4, 5, 6, then 3, then 2 (S2 in order, then S1 upward), each refused for the rematch.
    #[test]
    fn the_trace_tries_the_opponents_in_the_order_of_4_2() {
        let c = ctx(6, &[(1, 4), (1, 5), (1, 6), (1, 3)]);
        let out = group(6, Direction::Down).pair_traced(&c, true);
        let tr = out.trace.unwrap();
        let first = &tr.scrutiny[0];
        assert_eq!((first.player, first.opponent), (0, 1));
        assert_eq!((first.s1.clone(), first.s2.clone()), (vec![0, 1, 2], vec![3, 4, 5]));
        let tried: Vec<(usize, Refusal)> = first.refused.clone();
        assert_eq!(tried, vec![(3, Refusal::Met), (4, Refusal::Met), (5, Refusal::Met), (2, Refusal::Met)]);
        assert_eq!(tr.scrutiny.len(), 3);
        assert_eq!(out.pairs, group(6, Direction::Down).pair(&c).pairs, "the trace changes nothing");
    }

    /// 4.3: with 1-6 found, the columns for player 2.
    #[test]
    fn exchanges_for_player_2_follow_the_table_of_4_3() {
        let base = [(1, 4), (1, 5)];
        let cases: [Case; 5] = [
            (&[], [(1, 6), (2, 4), (3, 5)]),
            (&[(2, 4)], [(1, 6), (2, 5), (3, 4)]),
            (&[(2, 4), (2, 5)], [(1, 6), (2, 3), (4, 5)]),
            (&[(2, 4), (2, 5), (2, 3)], [(1, 3), (2, 6), (4, 5)]),
            (&[(2, 4), (2, 5), (2, 3), (2, 6)], [(1, 2), (3, 5), (4, 6)]),
        ];
        for (met, want) in cases {
            let all: Vec<(u16, u16)> = base.iter().chain(met.iter()).copied().collect();
            let c = ctx(6, &all);
            let got = group(6, Direction::Down).pair(&c);
            assert_eq!(tpns(&c, &got.pairs), want.to_vec(), "met {all:?}");
        }
    }

    /// 4.4: players 1 and 2 have met each other and everybody but 6: 1-6 is kept and 2 floats;
    /// (a) in a group of seven, 2 takes the place of the floater 7; (b) in a group of six, the
    /// lowest-ranked player left (5) floats with 2.
    #[test]
    fn the_floater_of_4_4() {
        let met = [(1, 2), (1, 3), (1, 4), (1, 5), (1, 7), (2, 3), (2, 4), (2, 5), (2, 7)];
        let c = ctx(7, &met);
        let got = group(7, Direction::Down).pair(&c);
        assert_eq!(got.floaters, vec![1], "(a) player 2 floats instead of 7");
        assert_eq!(tpns(&c, &got.pairs), vec![(1, 6), (3, 5), (4, 7)]);
        let c = ctx(6, &met[..8]);
        let got = group(6, Direction::Down).pair(&c);
        let mut f = got.floaters.clone();
        f.sort_unstable();
        assert_eq!(f, vec![1, 4], "(b) players 2 and 5 float");
        assert_eq!(tpns(&c, &got.pairs), vec![(1, 6), (3, 4)]);
    }

    /// 4.1 b: upward the lowest-ranked player is scrutinised first, the higher-ranked changed.
    #[test]
    fn upward_exchanges_mirror_the_tables() {
        let c = ctx(6, &[(3, 6)]);
        let got = group(6, Direction::Up).pair(&c);
        assert_eq!(tpns(&c, &got.pairs), vec![(1, 4), (2, 6), (3, 5)]);
    }

    /// 2.3.4, 3.2: an odd group floats its lowest-ranked player downward, its highest upward.
    #[test]
    fn the_parity_floater_of_3_2() {
        let c = ctx(5, &[]);
        assert_eq!(group(5, Direction::Down).choose_floaters(&c), vec![4]);
        assert_eq!(group(5, Direction::Up).choose_floaters(&c), vec![0]);
    }
}
