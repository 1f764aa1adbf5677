//! `pair --walkthrough` under the Lim System (C.04.4.3): the round as the text's manual
//! procedure teaches it. The PAB (1.1); the scoregroups from the top down to the Median
//! Scoregroup, then from the bottom up, then the Median Scoregroup (2.2, enlarged by 2.6); in
//! each group the floaters chosen before it is paired, in the order of preference of 2.3, 3.2–3.4,
//! 3.9 and 3.10, then the incoming floaters paired first (3.6–3.8), then S1 against S2 with the
//! exchanges tried in the order of the tables of 4.2 and 4.3, each refused opponent with the
//! rule that refuses it; the colours of every board with their article (5.3–5.6, 7.2).
//!
//! Every decision worded here is the engine's own: the round is paired by
//! [`round::pair_round_traced`], which keeps what each group did; this module only words it
//! (phrases of `walk.ftl`, es and en), in the article numbering of the edition applied.

use super::colour::{self, Reason};
use super::criteria::Edition;
use super::group::{Direction, FloaterTry, GroupTrace, Refusal, Scrutiny};
use super::players::Ctx;
use super::round::{self, Stage};
use crate::core::order::StableSort;
use crate::core::words::{Lang, Phrase};
use crate::pairing::Pairing;
use crate::pairing::system::{WalkError, WalkOutput, WalkRequest};
use crate::pairing::walk::{Printer, Step, colour_word, list, step, tpn};
use crate::tournament::{Points, RoundNo, Tournament, Tpn};
use serde::Serialize;

/// One scoregroup paired.
#[derive(Clone, Debug, Serialize)]
pub struct GroupWalk {
    /// The residents' score.
    pub score: Points,
    /// Above the Median Scoregroup, below it, or the Median Scoregroup.
    pub stage: Stage,
    /// Downward or upward (2.2, 4.1).
    pub direction: Direction,
    /// The steps, in the text's order.
    pub steps: Vec<Step>,
    /// The pairs made, by TPN (the player scrutinised first).
    pub pairs: Vec<(Tpn, Tpn)>,
    /// The floaters transferred, by TPN, in the order chosen.
    pub floaters: Vec<Tpn>,
}

/// The walk of one round.
#[derive(Clone, Debug, Serialize)]
pub struct Walkthrough {
    /// The round.
    pub round: RoundNo,
    /// The edition whose articles are cited.
    pub edition: Edition,
    /// What holds for the whole round (players, scoregroups, Median Scoregroup).
    pub round_facts: Vec<Step>,
    /// 1.1: the pairing-allocated bye (empty with an even number of players).
    pub pab: Vec<Step>,
    /// The groups in the order they were paired (the Median Scoregroup last).
    pub groups: Vec<GroupWalk>,
    /// 2.6: pairs taken back into the Median Scoregroup.
    pub median: Vec<Step>,
    /// The colours of every board, in board order.
    pub colours: Vec<Step>,
    /// The pairing walked (the same as `pair`'s).
    pub pairing: Pairing,
}

/// An article of the 2026 text in `edition`'s numbering (1999: 2.3 a–d for 2.3.1–2.3.4).
fn art(edition: Edition, s: &str) -> String {
    match edition {
        Edition::Lim2026 => s.to_owned(),
        Edition::Lim1999 => s
            .replace("2.3.1–2.3.3", "2.3 a–c")
            .replace("2.3.1", "2.3 a")
            .replace("2.3.2", "2.3 b")
            .replace("2.3.3", "2.3 c")
            .replace("2.3.4", "2.3 d"),
    }
}

/// Walks `round` of `t` (rounds before it played) under `edition`.
///
/// # Errors
/// The reason no pairing complies with 2.1 (naming 1.1, 2.1 or 2.6).
pub fn walk(t: &Tournament, round: RoundNo, edition: Edition) -> Result<Walkthrough, Phrase> {
    let ctx = Ctx::new(t, round);
    let rp = round::pair_round_traced(&ctx, true).map_err(|e| e.0)?;
    let pairing = super::boards_of(&ctx, &rp);
    let a = |s: &str| art(edition, s);
    let pl = &ctx.players;
    let t_of = |i: usize| pl[i].tpn;
    // The round.
    let mut scores: Vec<Points> = pl.iter().map(|p| p.score).collect();
    scores.stable_sort_by(&|x, y| y.cmp(x));
    let mut groups: Vec<(Points, usize)> = Vec::new();
    for s in scores {
        match groups.last_mut() {
            Some((g, n)) if *g == s => *n += 1,
            _ => groups.push((s, 1)),
        }
    }
    let group_items = groups.iter().map(|&(s, n)| Phrase::new("walk-group").dec("score", s).arg("count", n)).collect();
    let mut round_facts = vec![step(
        "2.2",
        Phrase::new("walk-players").arg("count", pl.len()).arg("round", round.0).arg("groups", list(group_items)),
    )];
    round_facts.push(step("2.2", Phrase::new("walk-lim-median").dec("score", ctx.median_score())));
    round_facts.push(step("7.2", Phrase::new("walk-initial-colour").arg("colour", colour_word(ctx.initial_colour))));
    // 1.1: the PAB.
    let mut pab = Vec::new();
    if let Some(b) = rp.bye {
        let barred: Vec<Phrase> = pl.iter().filter(|p| !p.pab_ok).map(|p| tpn(p.tpn)).collect();
        pab.push(step(a("1.1; Basic Rules"), Phrase::new("walk-lim-pab-barred").arg("list", list(barred))));
        for &x in &rp.bye_passed {
            pab.push(step(a("1.1, 2.1"), Phrase::new("walk-pab-not").arg("tpn", t_of(x).0)));
        }
        pab.push(step("1.1", Phrase::new("walk-lim-pab-gets").arg("tpn", t_of(b).0).dec("score", pl[b].score)));
    }
    // The groups.
    let mut walks = Vec::new();
    for (n, (st, tr)) in rp.steps.iter().zip(&rp.traces).enumerate() {
        let made: Vec<(usize, usize)> = rp.pairs.iter().filter(|m| m.step == n).map(|m| (m.a, m.b)).collect();
        walks.push(walk_group(&ctx, edition, st, tr, &made));
    }
    let median = rp
        .undone_pairs
        .iter()
        .map(|&(x, y, stage)| {
            let side = if stage == Stage::Below { "walk-lim-undone-below" } else { "walk-lim-undone-above" };
            step("2.6", Phrase::new(side).arg("a", t_of(x).0).arg("b", t_of(y).0))
        })
        .collect();
    // The colours.
    let mut colours = Vec::new();
    for (n, b) in pairing.boards.iter().enumerate() {
        let Some(m) = rp.pairs.iter().find(|m| {
            let (x, y) = (t_of(m.a), t_of(m.b));
            (x, y) == (b.white, b.black) || (y, x) == (b.white, b.black)
        }) else {
            continue;
        };
        let (w, bl, reason) = colour::allocate(&ctx, m.a, m.b, rp.side(m));
        let (article, why) = match reason {
            Reason::Lot => ("7.2", Phrase::new("walk-lim-colour-lot")),
            Reason::Due => ("5.5, 5.6", Phrase::new("walk-lim-colour-due")),
            Reason::Must => ("5.3, 5.1", Phrase::new("walk-lim-colour-must")),
            Reason::Balance => ("5.5, 5.6", Phrase::new("walk-lim-colour-balance")),
            Reason::History => ("5.4", Phrase::new("walk-lim-colour-history")),
            Reason::Rank => (
                "5.4",
                Phrase::new(if rp.side(m) == colour::Side::Below {
                    "walk-lim-colour-rank-below"
                } else {
                    "walk-lim-colour-rank"
                }),
            ),
        };
        colours.push(step(
            article,
            Phrase::new("walk-colour-board")
                .arg("board", n + 1)
                .arg("white", t_of(w).0)
                .arg("black", t_of(bl).0)
                .arg("why", why),
        ));
    }
    Ok(Walkthrough { round, edition, round_facts, pab, groups: walks, median, colours, pairing })
}

/// The words of one group: who is in it, its floaters, its pairs.
fn walk_group(ctx: &Ctx, edition: Edition, st: &round::Step, tr: &GroupTrace, made: &[(usize, usize)]) -> GroupWalk {
    let a = |s: &str| art(edition, s);
    let pl = &ctx.players;
    let t_of = |i: usize| pl[i].tpn;
    let names = |v: &[usize]| list(v.iter().map(|&i| tpn(t_of(i))).collect());
    let g = &st.group;
    let stage = match st.stage {
        Stage::Above => "walk-lim-stage-above",
        Stage::Below => "walk-lim-stage-below",
        Stage::Median => "walk-lim-stage-median",
    };
    let mut steps = vec![step(
        "2.2",
        Phrase::new("walk-lim-group")
            .dec("score", st.score)
            .arg("stage", Phrase::new(stage))
            .arg("residents", names(&g.residents))
            .arg("down", names(&g.down_in))
            .arg("up", names(&g.up_in)),
    )];
    // 2.3: the floaters, before the group is paired.
    if st.stage != Stage::Median {
        for &x in &tr.lone {
            steps.push(step(a("2.3.1–2.3.3, 3.1"), Phrase::new("walk-lim-lone").arg("tpn", t_of(x).0)));
        }
        if tr.needed == 0 {
            if tr.lone.is_empty() {
                steps.push(step(a("2.3"), Phrase::new("walk-lim-no-floater")));
            }
        } else {
            let majority = match tr.majority {
                Some(c) => Phrase::new("walk-lim-majority").arg("colour", colour_word(c)),
                None => Phrase::new("walk-lim-majority-none"),
            };
            steps.push(step(
                a("2.3.4, 4.4, 3.2"),
                Phrase::new("walk-lim-needed").arg("count", tr.needed).arg("majority", majority),
            ));
            let dir = if g.dir == Direction::Down { "walk-lim-lowest" } else { "walk-lim-highest" };
            steps.push(step("3.9, 3.10, 3.2–3.4", Phrase::new("walk-lim-preference").arg("rank", Phrase::new(dir))));
            for c in &tr.candidates {
                steps.push(step("3.9, 3.10, 4.4", candidate(pl[c.player].tpn, c)));
            }
        }
        let dir = if g.dir == Direction::Down { "walk-lim-float-down" } else { "walk-lim-float-up" };
        if !st.floaters.is_empty() {
            steps.push(step("3.2", Phrase::new(dir).arg("list", names(&st.floaters)).arg("count", st.floaters.len())));
        }
    } else if !g.down_in.is_empty() || !g.up_in.is_empty() {
        steps.push(step("2.2, 2.6", Phrase::new("walk-lim-median-floaters")));
    }
    // 3.6–3.7: the incoming floaters first.
    if !tr.floater_order.is_empty() {
        let article = if g.dir == Direction::Down { "3.6, 3.6.3" } else { "3.7, 3.7.3" };
        steps.push(step(article, Phrase::new("walk-lim-floater-order").arg("list", names(&tr.floater_order))));
    }
    if !made.is_empty() {
        steps.push(step(
            "5.2",
            if tr.clashes == 0 {
                Phrase::new("walk-lim-clashes-none")
            } else {
                Phrase::new("walk-lim-clashes").arg("count", tr.clashes)
            },
        ));
    }
    // 2.4, 4.1–4.3, 3.8: each player scrutinised.
    for s in &tr.scrutiny {
        steps.push(scrutiny(ctx, g.dir, s));
    }
    let pairs: Vec<(Tpn, Tpn)> = made.iter().map(|&(x, y)| (t_of(x), t_of(y))).collect();
    steps.push(step(
        "2.4",
        Phrase::new("walk-bracket-done")
            .arg(
                "pairs",
                list(pairs.iter().map(|&(x, y)| Phrase::new("walk-pair").arg("a", x.0).arg("b", y.0)).collect()),
            )
            .arg("floaters", names(&st.floaters)),
    ));
    GroupWalk {
        score: st.score,
        stage: st.stage,
        direction: g.dir,
        steps,
        pairs,
        floaters: st.floaters.iter().map(|&i| t_of(i)).collect(),
    }
}

/// A candidate for floating and whether it was taken.
fn candidate(t: Tpn, c: &FloaterTry) -> Phrase {
    let mut notes = Vec::new();
    if c.floated_last {
        notes.push(Phrase::new("walk-lim-floated-last"));
    }
    if c.off_colour {
        notes.push(Phrase::new("walk-lim-off-colour"));
    }
    let id = if c.taken { "walk-lim-candidate-taken" } else { "walk-lim-candidate-passed" };
    Phrase::new(id).arg("tpn", t.0).arg("kind", c.kind.to_string()).arg(
        "notes",
        if notes.is_empty() {
            Phrase::new("walk-lim-no-notes")
        } else {
            Phrase::new("walk-lim-notes").arg("list", list(notes))
        },
    )
}

/// One player scrutinised: the proposal, the opponents refused and why, the opponent kept.
fn scrutiny(ctx: &Ctx, dir: Direction, s: &Scrutiny) -> Step {
    let pl = &ctx.players;
    let t_of = |i: usize| pl[i].tpn.0;
    let refused: Vec<Phrase> = s
        .refused
        .iter()
        .map(|&(y, why)| {
            let reason = match why {
                Refusal::Met => Phrase::new("walk-lim-why-met"),
                Refusal::Prohibited => Phrase::new("walk-why-prohibited"),
                Refusal::ColourLimits => Phrase::new("walk-lim-why-limits"),
                Refusal::Colour => Phrase::new("walk-lim-why-colour")
                    .arg("colour", pl[y].due().map_or_else(|| Phrase::new("walk-none"), colour_word)),
                Refusal::Stuck => Phrase::new("walk-lim-why-stuck"),
                Refusal::ColourRest => Phrase::new("walk-lim-why-colour-rest"),
            };
            Phrase::new("walk-lim-refused").arg("tpn", t_of(y)).arg("why", reason)
        })
        .collect();
    let kept = Phrase::new("walk-lim-meets").arg("tpn", t_of(s.player)).arg("opponent", t_of(s.opponent));
    let text = if refused.is_empty() {
        kept
    } else {
        Phrase::new("walk-lim-after").arg("kept", kept).arg("refused", list(refused))
    };
    if s.floater {
        let due = pl[s.player].due().map_or_else(|| Phrase::new("walk-none"), colour_word);
        let rank = if dir == Direction::Down { "walk-lim-highest" } else { "walk-lim-lowest" };
        step(
            "3.8",
            Phrase::new("walk-lim-scrutiny-floater")
                .arg("tpn", t_of(s.player))
                .arg("due", due)
                .arg("rank", Phrase::new(rank))
                .arg("text", text),
        )
    } else {
        let names = |v: &[usize]| list(v.iter().map(|&i| tpn(pl[i].tpn)).collect());
        let (article, id) = match dir {
            Direction::Down => ("2.4, 4.1 a, 4.2, 4.3", "walk-lim-scrutiny-down"),
            Direction::Up => ("2.4, 4.1 b, 4.2, 4.3", "walk-lim-scrutiny-up"),
        };
        step(
            article,
            Phrase::new(id)
                .arg("s1", names(&s.s1))
                .arg("s2", names(&s.s2))
                .arg("tpn", t_of(s.player))
                .arg("text", text),
        )
    }
}

/// `pair --walkthrough` under the Lim System, in the format and language asked for; `bracket`
/// keeps one scoregroup.
///
/// # Errors
/// No valid pairing of the round, or `bracket` naming none of its scoregroups.
pub fn output(req: &WalkRequest<'_>, edition: Edition) -> Result<WalkOutput, WalkError> {
    let w = walk(req.tournament, req.round, edition).map_err(WalkError::NoPairing)?;
    crate::pairing::walk::as_asked(req, w, |w| &mut w.groups, |g| g.score, |w, md| render(w, req.heading, md, req.lang))
}

/// The walk as text (`markdown`: headings and list marks).
#[must_use]
pub fn render(w: &Walkthrough, heading: &str, markdown: bool, lang: Lang) -> String {
    let mut p = Printer::new(w.round, heading, &w.round_facts, markdown, lang);
    p.section_if_any(&Phrase::new("walk-lim-h-pab"), &w.pab);
    for g in &w.groups {
        let id = match g.stage {
            Stage::Above => "walk-lim-h-above",
            Stage::Below => "walk-lim-h-below",
            Stage::Median => "walk-lim-h-median",
        };
        if g.stage == Stage::Median {
            p.section_if_any(&Phrase::new("walk-lim-h-enlarged"), &w.median);
        }
        p.section(&Phrase::new(id).dec("score", g.score), &g.steps);
    }
    p.section(&Phrase::new("walk-lim-h-colours"), &w.colours);
    p.pairing(&w.pairing)
}

impl crate::pairing::walk::WalkedRound for Walkthrough {
    fn pairing(&self) -> &crate::pairing::Pairing {
        &self.pairing
    }
    fn steps(&self) -> Vec<crate::pairing::walk::Step> {
        let groups = self.groups.iter().flat_map(|g| &g.steps);
        self.round_facts
            .iter()
            .chain(&self.pab)
            .chain(&self.median)
            .chain(groups)
            .chain(&self.colours)
            .cloned()
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::trf::TrfDocument;

    fn load(path: &str) -> Tournament {
        let text = std::fs::read(format!("{}/{path}", env!("CARGO_MANIFEST_DIR"))).unwrap();
        Tournament::from_trf(&TrfDocument::from_bytes(&text).unwrap()).unwrap()
    }

    /// The walk's pairing is the engine's, and every step is worded in both languages, for
    /// every round of `t` (each replayed from the rounds before it) and the next one.
    fn walks_every_round(t: &Tournament, what: &str) -> usize {
        let mut walked = 0;
        for r in 1..=t.next_round().0 {
            let round = RoundNo(r);
            let cut = if round == t.next_round() { t.clone() } else { t.cut_before(round) };
            for edition in [Edition::Lim2026, Edition::Lim1999] {
                let Ok(p) = super::super::pair(&cut, round, edition) else { continue };
                let w = walk(&cut, round, edition).unwrap();
                assert_eq!(w.pairing, p, "{what} round {r}");
                let all = w.round_facts.iter().chain(&w.pab).chain(&w.median);
                for s in all.chain(w.groups.iter().flat_map(|g| &g.steps)).chain(&w.colours) {
                    for lang in Lang::ALL {
                        let said = s.text.say(lang);
                        assert!(!said.contains("[walk-") && !said.contains('{'), "{what} {lang}: {said}");
                    }
                }
                walked += 1;
            }
        }
        walked
    }

    /// Every file of `scenarios/lim`, every round.
    #[test]
    fn the_walk_ends_in_the_engines_pairing_on_every_scenario() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/scenarios/lim");
        let mut files: Vec<_> = std::fs::read_dir(dir)
            .unwrap()
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "trf"))
            .collect();
        files.sort();
        assert!(files.len() >= 6, "{files:?}");
        let mut walked = 0;
        for f in files {
            let t = load(&format!("scenarios/lim/{}", f.file_name().unwrap().to_string_lossy()));
            walked += walks_every_round(&t, &f.display().to_string());
        }
        assert!(walked >= 20, "{walked}");
    }

    /// Tournaments of the `lim-open` profile, generated and paired by the engine round by round.
    #[test]
    fn the_walk_ends_in_the_engines_pairing_on_generated_tournaments() {
        let mut walked = 0;
        let yaml = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/generator/lim-open.yaml"))
            .unwrap()
            .replace("players: [12, 300]", "players: [12, 40]")
            .replace("rounds: [5, 11]", "rounds: [5, 7]");
        assert!(yaml.contains("players: [12, 40]"), "the lim-open profile changed: adapt this test");
        let profile = crate::generator::Profile::from_yaml(&yaml, "generator/lim-open.yaml").unwrap();
        for seed in 0..6u64 {
            let g = crate::generator::generate(&profile, seed, &super::super::LimEngine(Edition::Lim2026)).unwrap();
            let t = g.tournament;
            walked += walks_every_round(&t, &format!("lim-open seed {seed}"));
        }
        assert!(walked >= 30, "{walked}");
    }

    /// Every "refused because" the walk can say is true when the refused pair is made and the
    /// rest of the group paired again, on more than 1,000 generated rounds: 2.1 (met,
    /// prohibited, colour limits), 2.1 (the rest cannot be paired: no complete pairing of the
    /// players still unpaired exists) and 5.2 (both due the same colour, or the rest only with
    /// more colour clashes: the pairing kept has fewer).
    #[test]
    fn every_refusal_the_walk_gives_holds_when_re_paired() {
        use super::super::group::{Refusal, min_clashes};
        use super::super::players::Ctx;
        use super::super::round::pair_round_traced;
        use Refusal::{Colour, ColourLimits, ColourRest, Met, Prohibited, Stuck};
        let yaml = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/generator/lim-open.yaml"))
            .unwrap()
            .replace("players: [12, 300]", "players: [12, 60]")
            .replace("rounds: [5, 11]", "rounds: [7, 11]");
        assert!(yaml.contains("players: [12, 60]"), "the lim-open profile changed: adapt this test");
        let profile = crate::generator::Profile::from_yaml(&yaml, "generator/lim-open.yaml").unwrap();
        let (mut rounds, mut seen) = (0, std::collections::BTreeMap::<String, usize>::new());
        let mut seed = 0u64;
        while rounds < 1000 {
            let g = crate::generator::generate(&profile, seed, &super::super::LimEngine(Edition::Lim2026)).unwrap();
            let t = g.tournament;
            for r in 2..=t.next_round().0 {
                let round = RoundNo(r);
                let cut = if round == t.next_round() { t.clone() } else { t.cut_before(round) };
                let ctx = Ctx::new(&cut, round);
                let Ok(rp) = pair_round_traced(&ctx, true) else { continue };
                rounds += 1;
                for tr in &rp.traces {
                    let pairs: Vec<(usize, usize)> = tr.scrutiny.iter().map(|s| (s.player, s.opponent)).collect();
                    let clashes = |ps: &[(usize, usize)]| ps.iter().filter(|&&(a, b)| ctx.colour_clash(a, b)).count();
                    let kept = u32::try_from(clashes(&pairs)).unwrap();
                    assert!(kept <= tr.clashes, "seed {seed} round {r}: {kept} clashes kept, budget {}", tr.clashes);
                    for (d, s) in tr.scrutiny.iter().enumerate() {
                        let before = u32::try_from(clashes(&pairs[..d])).unwrap();
                        let unpaired: Vec<usize> = pairs[d..].iter().flat_map(|&(a, b)| [a, b]).collect();
                        for &(y, why) in &s.refused {
                            let x = s.player;
                            let rest: Vec<usize> = unpaired.iter().copied().filter(|&z| z != x && z != y).collect();
                            let at = format!("seed {seed} round {r}: {} refused for {} ({why:?})", y, x);
                            let clash = u32::from(ctx.colour_clash(x, y));
                            match why {
                                Met => assert!(ctx.players[x].opponents.contains(&ctx.players[y].tpn), "{at}"),
                                Prohibited => assert!(ctx.met(x, y), "{at}"),
                                ColourLimits => assert!(!ctx.met(x, y) && !ctx.compatible(x, y), "{at}"),
                                Stuck => {
                                    assert!(ctx.compatible(x, y), "{at}");
                                    assert_eq!(min_clashes(&ctx, &rest), None, "{at}: the rest can be paired");
                                }
                                Colour => {
                                    assert!(ctx.compatible(x, y) && clash == 1, "{at}: not both due one colour");
                                    let m = min_clashes(&ctx, &rest).map_or(u32::MAX, |m| before + 1 + m);
                                    assert!(m > kept, "{at}: {m} clashes, no more than the {kept} kept");
                                }
                                ColourRest => {
                                    assert!(ctx.compatible(x, y), "{at}");
                                    let m = min_clashes(&ctx, &rest).expect(&at);
                                    assert!(before + clash + m > kept, "{at}: the rest needs no more clashes");
                                }
                            }
                            *seen.entry(format!("{why:?}")).or_default() += 1;
                        }
                    }
                }
            }
            seed += 1;
        }
        for why in ["Met", "Colour", "ColourRest"] {
            assert!(seen.get(why).is_some_and(|n| *n > 0), "no {why} refusal met in {rounds} rounds: {seen:?}");
        }
    }

    /// 8.3's second round: the 1-point group downward floats 4, the 0-point group upward floats
    /// 7, the Median Scoregroup exchanges 8 and 10 because 5 and 10 have met.
    #[test]
    fn the_walk_of_8_3_names_the_floaters_and_the_exchange() {
        let t = load("scenarios/lim/round-2-order.trf");
        let w = walk(&t, RoundNo(2), Edition::Lim2026).unwrap();
        let stages: Vec<Stage> = w.groups.iter().map(|g| g.stage).collect();
        assert_eq!(stages, vec![Stage::Above, Stage::Below, Stage::Median]);
        assert_eq!(w.groups[0].floaters, vec![Tpn(4)]);
        assert_eq!(w.groups[1].floaters, vec![Tpn(7)]);
        let en = render(&w, "Lim", false, Lang::En);
        // 3.8: 7 would meet 8, but then 5 (who has met 10) is left with 10: 7 meets 10.
        assert!(en.contains("7 meets 10 (refused before: 8 (the rest of the group could not then be paired"), "{en}");
        assert!(en.contains("[3.6, 3.6.3] the incoming floaters are paired first, in this order: 4, 7"), "{en}");
        let es = render(&w, "Lim", false, Lang::Es);
        assert!(es.contains("7 juega con 10 (descartados antes: 8"), "{es}");
        assert!(!es.contains("scoregroup") && es.contains("grupo mediano"), "{es}");
    }

    #[test]
    fn the_1999_text_numbers_2_3_by_letters() {
        assert_eq!(art(Edition::Lim1999, "2.3.1–2.3.3, 3.1"), "2.3 a–c, 3.1");
        assert_eq!(art(Edition::Lim1999, "2.3.4, 4.4"), "2.3 d, 4.4");
        assert_eq!(art(Edition::Lim2026, "2.3.4"), "2.3.4");
    }
}
