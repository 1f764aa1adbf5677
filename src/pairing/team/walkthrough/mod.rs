//! `pair --walkthrough` under the Swiss Team Pairing System (C.04.6 2026): the round paired by
//! hand in the text's own procedure (3.3.2). First what holds for the round: the teams and
//! their scores (1.2), the colour preference of every team from its colours and colour
//! difference (1.6, 1.7, of the type the competition chose), the initial-colour (4.1) and
//! whether [C7] and [C10] apply (the last two rounds). Then the PAB (3.4), and, while teams
//! remain, the top-scoregroup and its potential upfloaters (3.5.1), how many upfloaters ([C4])
//! with which scores ([C5]), the set chosen (3.5.3–3.5.5, [C6], [C7]), the pairing of the
//! bracket by the first identifier (3.6) best by [C8]–[C10]; last the colours of every match,
//! first-team (4.2) and the rule of 4.3 that decides. Every step names its article and is a
//! phrase of the catalogues (`walk.ftl`, es and en).
//!
//! The text's procedure is the engine's own ([`super::bracket`]); the walk tells its steps with
//! their figures. Its pairing must be the engine's ([`super::pair`]); the tests check that it is.

pub mod render;

use crate::core::words::Phrase;
use crate::pairing::team::bracket::{self, NoPairing, RoundPairing};
use crate::pairing::team::colour::{self, ColourRule};
use crate::pairing::team::teams::{Ctx, Preference, PreferenceType, Team};
use crate::pairing::team::{TeamRules, planned_rounds};
use crate::pairing::walk::{Step, colour_word, list, step, tpn};
use crate::pairing::{Pairing, PairingError};
use crate::tournament::{Colour, Points, RoundNo, Tournament, Tpn};
use serde::Serialize;

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

/// The walk of one round.
#[derive(Clone, Debug, Serialize)]
pub struct Walkthrough {
    /// The round.
    pub round: RoundNo,
    /// What holds for the whole round (teams, scoregroups, preference type, last rounds).
    pub round_facts: Vec<Step>,
    /// 1.6–1.7: every team's colour preference.
    pub preferences: Vec<Step>,
    /// 3.4: the pairing-allocated bye (empty with an even number of teams).
    pub pab: Vec<Step>,
    /// The brackets, from the top.
    pub brackets: Vec<BracketWalk>,
    /// Article 4: the colours of every match, in board order.
    pub colours: Vec<Step>,
    /// The pairing walked (boards in the order of C.04.2).
    pub pairing: Pairing,
}

/// A team's colours as letters, oldest first (`WBW`; in Spanish `BNB`, as the manual's tables).
fn letters(colours: &[Colour]) -> Phrase {
    let letter = |c: Colour| Phrase::new(if c == Colour::White { "walk-letter-white" } else { "walk-letter-black" });
    let mut it = colours.iter().rev();
    let Some(&last) = it.next() else { return Phrase::new("walk-none") };
    it.fold(letter(last), |acc, &c| Phrase::new("walk-concat").arg("first", letter(c)).arg("rest", acc))
}

/// A team colour preference in words.
#[must_use]
pub fn preference_phrase(p: Preference) -> Phrase {
    match p.colour {
        None => Phrase::new("walk-team-pref-none"),
        Some(c) if p.strong => Phrase::new("walk-team-pref-strong").arg("colour", colour_word(c)),
        Some(c) => Phrase::new("walk-team-pref").arg("colour", colour_word(c)),
    }
}

/// A team's colours, colour difference and colour preference (1.6, 1.7) in words.
#[must_use]
pub fn preference_line(x: &Team) -> Phrase {
    Phrase::new("walk-team-pref-item")
        .arg("tpn", x.tpn.0)
        .arg("colours", letters(&x.colours))
        .arg("cd", format!("{:+}", x.cd))
        .arg("pref", preference_phrase(x.pref))
}

/// Walks the pairing of `round` of `t` under `rules` (rounds before it played).
///
/// # Errors
/// [`PairingError::Input`] without the number of rounds; [`PairingError::NoValidPairing`] when
/// the round-pairing cannot be completed (3.3.3).
pub fn walk(t: &Tournament, round: RoundNo, rules: TeamRules) -> Result<Walkthrough, PairingError> {
    let ctx = Ctx::new(t, round, rules, planned_rounds(t)?);
    walk_round(&ctx).map_err(|e| PairingError::NoValidPairing { round, reason: e.0 })
}

/// Walks the pairing of the round of `ctx`.
///
/// # Errors
/// [`NoPairing`] when the round-pairing cannot be completed (3.3.3: the Chief Arbiter decides).
pub fn walk_round(ctx: &Ctx) -> Result<Walkthrough, NoPairing> {
    let all: Vec<usize> = (0..ctx.teams.len()).collect();
    let mut round_facts = vec![step(
        "1.2",
        Phrase::new("walk-team-teams")
            .arg("count", all.len())
            .arg("round", ctx.round.0)
            .arg("groups", list(scoregroups(ctx))),
    )];
    round_facts.push(step(
        "1.7",
        Phrase::new(match ctx.rules.preference {
            PreferenceType::TypeA => "walk-team-type-a",
            PreferenceType::TypeB => "walk-team-type-b",
            PreferenceType::None => "walk-team-type-none",
        }),
    ));
    if ctx.last_two {
        round_facts.push(step("2.3.4, 2.3.7", Phrase::new("walk-team-last-two")));
    }
    round_facts.push(step("4.1", Phrase::new("walk-initial-colour").arg("colour", colour_word(ctx.initial_colour))));
    let preferences =
        ctx.teams.iter().filter(|x| !x.colours.is_empty()).map(|x| step("1.6, 1.7", preference_line(x))).collect();
    let (bye, pab) = walk_pab(ctx, &all)?;
    let mut remaining: Vec<usize> = all.into_iter().filter(|&i| Some(i) != bye).collect();
    let mut brackets = Vec::new();
    let mut traces = Vec::new();
    while !remaining.is_empty() {
        let (score, top, pool) = bracket::top_group(ctx, &remaining);
        let (ups, set_quality, examined, cut) = bracket::choose_upfloaters(ctx, &remaining, &top, &pool)?;
        let mut members = top.clone();
        members.extend_from_slice(&ups);
        let pairs = bracket::pair_bracket(ctx, &members, &ups)?;
        let quality = bracket::pairs_quality(ctx, &ups, &pairs);
        let t = |i: usize| ctx.teams[i].tpn;
        let with_score =
            |i: usize| Phrase::new("walk-floater").arg("tpn", ctx.teams[i].tpn.0).dec("score", ctx.teams[i].score);
        let mut steps = vec![step(
            "3.5.1",
            Phrase::new("walk-team-top")
                .dec("score", score)
                .arg("teams", list(top.iter().map(|&i| tpn(t(i))).collect()))
                .arg("pool", list(bracket::sorted_set(ctx, &pool).into_iter().map(with_score).collect())),
        )];
        if ups.is_empty() {
            steps.push(step("3.5.2 [C4]", Phrase::new("walk-team-no-upfloater")));
        } else {
            let scores = bracket::profile(ctx, &ups)
                .into_iter()
                .rev()
                .map(|s| Phrase::new("walk-score").dec("score", s))
                .collect();
            steps.push(step("3.5.2 [C4]", Phrase::new("walk-team-upfloaters").arg("count", ups.len())));
            steps.push(step("3.5.2 [C5]", Phrase::new("walk-team-c5").arg("list", list(scores))));
            steps.push(step(
                "3.5.3–3.5.5 [C6] [C7]",
                Phrase::new(if cut { "walk-team-set-cut" } else { "walk-team-set" })
                    .arg("set", list(ups.iter().map(|&i| with_score(i)).collect()))
                    .arg("examined", examined)
                    .arg("c6", set_quality.c6)
                    .arg("c7", set_quality.c7),
            ));
        }
        let id = bracket::identifier(&pairs.iter().map(|&(a, b)| (t(a), t(b))).collect::<Vec<_>>());
        steps.push(step(
            "3.6 [C8]–[C10]",
            Phrase::new("walk-team-identifier")
                .arg("identifier", id.iter().map(ToString::to_string).collect::<Vec<_>>().join(" "))
                .arg("c8", quality.c8)
                .arg("c9", quality.c9)
                .arg("c10", quality.c10),
        ));
        steps.push(step(
            "3.6",
            Phrase::new("walk-team-pairs").arg(
                "pairs",
                list(pairs.iter().map(|&(a, b)| Phrase::new("walk-pair").arg("a", t(a).0).arg("b", t(b).0)).collect()),
            ),
        ));
        remaining.retain(|i| !members.contains(i));
        brackets.push(BracketWalk { score, steps, pairs: pairs.iter().map(|&(a, b)| (t(a), t(b))).collect() });
        traces.push(bracket::BracketTrace {
            score,
            residents: top,
            upfloaters: ups,
            set_quality,
            pairs,
            quality,
            sets_examined: examined,
            search_cut: cut,
        });
    }
    let rp = RoundPairing { bye, brackets: traces };
    let pairing = super::boards_of(ctx, &rp);
    let colours = pairing
        .boards
        .iter()
        .enumerate()
        .filter_map(|(n, b)| {
            let (w, bl) = (ctx.index_of(b.white)?, ctx.index_of(b.black)?);
            let (_, _, rule) = colour::allocate(ctx, w, bl);
            Some(step(rule.article(), colour_reason(ctx, n + 1, w, bl, rule)))
        })
        .collect();
    Ok(Walkthrough { round: ctx.round, round_facts, preferences, pab, brackets, colours, pairing })
}

/// The scoregroups, from the top, as `score (teams)`.
fn scoregroups(ctx: &Ctx) -> Vec<Phrase> {
    let mut v: Vec<(Points, usize)> = Vec::new();
    let mut scores: Vec<Points> = ctx.teams.iter().map(|p| p.score).collect();
    scores.sort_by(|a, b| b.cmp(a));
    for s in scores {
        match v.last_mut() {
            Some((t, n)) if *t == s => *n += 1,
            _ => v.push((s, 1)),
        }
    }
    v.into_iter().map(|(s, n)| Phrase::new("walk-group").dec("score", s).arg("count", n)).collect()
}

/// 3.4: the PAB, candidate by candidate.
fn walk_pab(ctx: &Ctx, all: &[usize]) -> Result<(Option<usize>, Vec<Step>), NoPairing> {
    let bye = bracket::choose_pab(ctx, all)?;
    let Some(b) = bye else { return Ok((None, Vec::new())) };
    let tm = &ctx.teams;
    let barred: Vec<Phrase> = all.iter().filter(|&&i| !tm[i].pab_ok).map(|&i| tpn(tm[i].tpn)).collect();
    let mut steps = vec![step("3.4.1 [C2]", Phrase::new("walk-team-pab-barred").arg("list", list(barred)))];
    let mut order: Vec<usize> = all.iter().copied().filter(|&i| tm[i].pab_ok).collect();
    order.sort_by(|&a, &c| {
        let (x, y) = (&tm[a], &tm[c]);
        x.score.cmp(&y.score).then(y.matches_played().cmp(&x.matches_played())).then(y.tpn.cmp(&x.tpn))
    });
    let items = order
        .iter()
        .map(|&i| {
            Phrase::new("walk-team-pab-candidate")
                .arg("tpn", tm[i].tpn.0)
                .dec("score", tm[i].score)
                .arg("matches", tm[i].matches_played())
        })
        .collect();
    steps.push(step("3.4.2–3.4.4", Phrase::new("walk-team-pab-order").arg("list", list(items))));
    for c in order {
        if c == b {
            steps.push(step("3.4.1 [C3]", Phrase::new("walk-team-pab-gets").arg("tpn", tm[c].tpn.0)));
            break;
        }
        steps.push(step("3.4.1 [C3]", Phrase::new("walk-team-pab-not").arg("tpn", tm[c].tpn.0)));
    }
    Ok((Some(b), steps))
}

/// Article 4: the first-team (4.2) and the rule of 4.3 that decides a match's colours.
fn colour_reason(ctx: &Ctx, board: usize, w: usize, bl: usize, rule: ColourRule) -> Phrase {
    let tm = &ctx.teams;
    let first = if colour::is_first_team(&tm[w], &tm[bl]) { w } else { bl };
    let other = if first == w { bl } else { w };
    let why = match rule {
        ColourRule::InitialColour => {
            Phrase::new(if tm[first].tpn.0 % 2 == 1 { "walk-colour-initial-odd" } else { "walk-colour-initial-even" })
                .arg("tpn", tm[first].tpn.0)
        }
        ColourRule::OnePreference => {
            let who = if tm[w].pref.colour.is_some() { w } else { bl };
            Phrase::new("walk-team-colour-one").arg("tpn", tm[who].tpn.0)
        }
        ColourRule::OppositePreferences => Phrase::new("walk-colour-both"),
        ColourRule::StrongPreference => {
            let who = if tm[w].pref.strong { w } else { bl };
            Phrase::new("walk-team-colour-strong").arg("tpn", tm[who].tpn.0)
        }
        ColourRule::LowerDifference => Phrase::new("walk-team-colour-cd")
            .arg("tpn", tm[w].tpn.0)
            .arg("cd", format!("{:+}", tm[w].cd))
            .arg("other", format!("{:+}", tm[bl].cd)),
        ColourRule::Alternate => Phrase::new("walk-colour-alternate"),
        ColourRule::FirstTeamPreference => Phrase::new("walk-team-colour-first-pref").arg("tpn", tm[first].tpn.0),
        ColourRule::FirstTeamLast => Phrase::new("walk-team-colour-first-last").arg("tpn", tm[first].tpn.0),
        ColourRule::OtherTeamLast => Phrase::new("walk-team-colour-other-last").arg("tpn", tm[other].tpn.0),
    };
    Phrase::new("walk-team-colour-board")
        .arg("board", board)
        .arg("white", tm[w].tpn.0)
        .arg("black", tm[bl].tpn.0)
        .arg("first", tm[first].tpn.0)
        .arg("why", why)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::words::Lang;

    /// The walk of the documented first round (scenario first-round-8) is the engine's, and
    /// every step is worded in both languages.
    #[test]
    fn the_walk_of_the_documented_round_is_the_engines() {
        let text =
            std::fs::read(concat!(env!("CARGO_MANIFEST_DIR"), "/scenarios/team-swiss/first-round-8.trf")).unwrap();
        let t = Tournament::from_trf(&crate::trf::TrfDocument::from_bytes(&text).unwrap()).unwrap();
        let w = walk(&t, RoundNo(1), TeamRules::default()).unwrap();
        assert_eq!(w.pairing, super::super::pair(&t, RoundNo(1), TeamRules::default()).unwrap());
        assert_eq!(w.pairing.pair_list(), "4\n1 5\n6 2\n3 7\n8 4\n");
        let id = w.brackets[0].steps.iter().find(|s| s.article.starts_with("3.6 ")).unwrap();
        assert!(id.text.say(Lang::En).contains("1 2 3 4 5 6 7 8"), "{}", id.text.say(Lang::En));
        for s in w.round_facts.iter().chain(w.brackets.iter().flat_map(|b| &b.steps)).chain(&w.colours) {
            for lang in Lang::ALL {
                assert!(!s.text.say(lang).contains("[walk-"), "{lang}: {}", s.text.say(lang));
            }
        }
    }
}
