//! Checking a round of a Dubov tournament (C.04.4.1 2026) against the engine: the first
//! criterion or rule on which the round departs from the text, the boards concerned, and the
//! values on both sides.

use super::bracket::{self, residents_and_pool};
use super::colour::{ColourRule, allocate};
use super::criteria::Criterion;
use super::players::Ctx;
use crate::core::order::StableSort;
use crate::core::words::Phrase;
use crate::pairing::reading::Readings;
use crate::pairing::system::colour_word;
use crate::pairing::{Pairing, PairingError};
use crate::tournament::{RoundNo, Tournament, Tpn};

/// The verdict on one round ([`crate::pairing::system::Verdict`] citing this system's criteria).
pub type Verdict = crate::pairing::system::Verdict<Criterion>;

/// Checks `file` (the round as recorded or as another program paired it) against the text.
///
/// # Errors
/// [`PairingError::NoValidPairing`] when the round cannot be paired at all.
pub fn check(t: &Tournament, round: RoundNo, file: &Pairing) -> Result<Verdict, PairingError> {
    check_under(t, round, file, &Readings::defaults())
}

/// [`check`] under the readings `under` (D-5, D-6).
///
/// # Errors
/// As [`check`].
pub fn check_under(t: &Tournament, round: RoundNo, file: &Pairing, under: &Readings) -> Result<Verdict, PairingError> {
    let ctx = Ctx::under(t, round, under);
    let idx = |x: Tpn| ctx.players.iter().position(|p| p.tpn == x);
    let board_of = |x: Tpn| file.board_of(x).map_or(0, |(i, _)| i + 1);
    // Everybody to be paired is paired once; nobody else.
    let to_pair: Vec<Tpn> = ctx.players.iter().map(|p| p.tpn).collect();
    if let Some((boards, detail)) = crate::pairing::system::incomplete(file, &to_pair) {
        return Ok(Verdict::departs(round, Criterion::C4, boards, detail, None));
    }
    // Absolute criteria.
    for (i, b) in file.boards.iter().enumerate() {
        let (w, bl) = (idx(b.white).unwrap_or(0), idx(b.black).unwrap_or(0));
        let (pw, pb) = (&ctx.players[w], &ctx.players[bl]);
        if pw.opponents.binary_search(&pb.tpn).is_ok() || t.is_prohibited(pw.tpn, pb.tpn, round) {
            return Ok(Verdict::departs(
                round,
                Criterion::C1,
                vec![i + 1],
                Phrase::new("house-met").arg("a", pw.tpn.0).arg("b", pb.tpn.0),
                None,
            ));
        }
        if pw.absolute().is_some() && pw.absolute() == pb.absolute() {
            return Ok(Verdict::departs(
                round,
                Criterion::C3,
                vec![i + 1],
                Phrase::new("house-both-absolute")
                    .arg("a", pw.tpn.0)
                    .arg("b", pb.tpn.0)
                    .arg("colour", colour_word(pw.due())),
                None,
            ));
        }
    }
    if let Some(b) = file.bye {
        if let Some(i) = idx(b) {
            if !ctx.players[i].pab_ok {
                return Ok(Verdict::departs(
                    round,
                    Criterion::C2,
                    vec![0],
                    Phrase::new("house-had-pab").arg("player", b.0),
                    None,
                ));
            }
        }
    }
    let rp = bracket::pair_round(&ctx).map_err(|e| PairingError::NoValidPairing { round, reason: e.0 })?;
    let engine = super::boards_of(&ctx, &rp);
    // The PAB (3.1).
    let engine_bye = rp.bye.map(|b| ctx.players[b].tpn);
    if engine_bye != file.bye {
        let say = |x: Option<Tpn>| {
            x.and_then(idx).map_or_else(
                || Phrase::new("house-nobody"),
                |i| {
                    let p = &ctx.players[i];
                    Phrase::new("house-player-games")
                        .arg("player", p.tpn.0)
                        .count("score", "score-count", p.score)
                        .arg("games", p.colours.len())
                },
            )
        };
        return Ok(Verdict::departs(
            round,
            Criterion::Pab,
            vec![0],
            Phrase::new("dubov-pab-goes").arg("text", say(engine_bye)).arg("file", say(file.bye)),
            Some(engine),
        ));
    }
    // Bracket by bracket, as long as the round agrees with the engine.
    let partner = |i: usize| -> Option<usize> {
        let b = file.board_of(ctx.players[i].tpn)?.1;
        idx(if b.white == ctx.players[i].tpn { b.black } else { b.white })
    };
    let mut remaining: Vec<usize> = (0..ctx.players.len()).filter(|&i| Some(i) != rp.bye).collect();
    for eb in &rp.brackets {
        let (score, residents, pool) = residents_and_pool(&ctx, &remaining);
        let mut ups: Vec<usize> =
            residents.iter().filter_map(|&r| partner(r)).filter(|p| !residents.contains(p)).collect();
        ups.stable_sort_by_key(&|&u| pool.iter().position(|&x| x == u));
        ups.dedup();
        let boards_with = |ps: &[usize]| -> Vec<usize> {
            let mut v: Vec<usize> = ps.iter().map(|&i| board_of(ctx.players[i].tpn)).collect();
            v.sort_unstable();
            v.dedup();
            v
        };
        let names = |ps: &[usize]| ps.iter().map(|&i| ctx.players[i].tpn.to_string()).collect::<Vec<_>>().join(", ");
        let file_c7 = u32::try_from(
            residents
                .iter()
                .filter_map(|&r| partner(r).map(|p| (r, p)))
                .filter(|&(r, p)| (residents.contains(&p) && r < p) || !residents.contains(&p))
                .filter(|&(r, p)| ctx.players[r].due() == ctx.players[p].due())
                .count(),
        )
        .unwrap_or(0);
        let mut eng_ups = eb.upfloaters.clone();
        eng_ups.stable_sort_by_key(&|&u| pool.iter().position(|&x| x == u));
        let bracket_name = || Phrase::new("house-bracket").count("score", "score-count", score);
        let fq = bracket::float_quality(&ctx, &ups);
        let eq = (eb.quality.c8, eb.quality.c9, eb.quality.c10);
        let mut involved = boards_with(&ups);
        involved.extend(boards_with(&eng_ups));
        involved.sort_unstable();
        involved.dedup();
        let steps: [(Criterion, u64, u64, &'static str); 5] = [
            (Criterion::C5, ups.len() as u64, eng_ups.len() as u64, "dubov-what-upfloaters"),
            (Criterion::C7, u64::from(file_c7), u64::from(eb.quality.c7), "dubov-what-no-preference"),
            (Criterion::C8, u64::from(fq.0), u64::from(eq.0), "dubov-what-max-upfloaters"),
            (Criterion::C9, u64::from(fq.1), u64::from(eq.1), "dubov-what-max-upfloats"),
            (Criterion::C10, u64::from(fq.2), u64::from(eq.2), "dubov-what-upfloated-last"),
        ];
        for (n, (c, f, e, what)) in steps.iter().enumerate() {
            if n == 1 {
                let (pf, pe) = (profile(&ctx, &ups), profile(&ctx, &eng_ups));
                if pf != pe {
                    return Ok(Verdict::departs(
                        round,
                        Criterion::C6,
                        involved,
                        Phrase::new("dubov-upfloater-scores")
                            .arg("bracket", bracket_name())
                            .arg("file", names(&ups))
                            .arg("file-scores", show(&pf))
                            .arg("text", names(&eng_ups))
                            .arg("text-scores", show(&pe)),
                        Some(engine),
                    ));
                }
            }
            if f != e {
                return Ok(Verdict::departs(
                    round,
                    *c,
                    involved,
                    Phrase::new("dubov-count-differs")
                        .arg("bracket", bracket_name())
                        .arg("what", Phrase::new(what))
                        .arg("file-count", f.to_string())
                        .arg("text-count", e.to_string())
                        .arg("file", names(&ups))
                        .arg("text", names(&eng_ups)),
                    Some(engine),
                ));
            }
        }
        if ups != eng_ups {
            return Ok(Verdict::departs(
                round,
                Criterion::UpfloaterOrder,
                involved,
                Phrase::new("dubov-upfloater-order")
                    .arg("bracket", bracket_name())
                    .arg("file", names(&ups))
                    .arg("text", names(&eng_ups)),
                Some(engine),
            ));
        }
        // Same players: the pairs.
        let engine_pairs: Vec<(usize, usize)> = eb.s1.iter().zip(&eb.t2).map(|(&a, &b)| (a, b)).collect();
        let differing: Vec<usize> =
            engine_pairs.iter().filter(|&&(a, b)| partner(a) != Some(b)).flat_map(|&(a, b)| [a, b]).collect();
        if !differing.is_empty() {
            let cross = residents
                .iter()
                .chain(&ups)
                .all(|&i| partner(i).is_some_and(|p| eb.s1.contains(&i) != eb.s1.contains(&p)));
            let c = if cross { Criterion::Transposition } else { Criterion::Subgroups };
            let s1 = names(&eb.s1);
            let t2 = names(&eb.t2);
            return Ok(Verdict::departs(
                round,
                c,
                boards_with(&differing),
                Phrase::new("dubov-transposition").arg("bracket", bracket_name()).arg("s1", s1).arg("t2", t2),
                Some(engine),
            ));
        }
        remaining.retain(|i| !eb.s1.contains(i) && !eb.t2.contains(i));
    }
    // Same pairs: colours (5.2).
    for (i, b) in file.boards.iter().enumerate() {
        let (w, bl) = (idx(b.white).unwrap_or(0), idx(b.black).unwrap_or(0));
        let (ew, _, rule) = allocate(&ctx, w, bl);
        if ew != w {
            return Ok(Verdict::departs(
                round,
                Criterion::Colours,
                vec![i + 1],
                Phrase::new("house-should-have-white")
                    .arg("player", ctx.players[ew].tpn.0)
                    .arg("article", rule.article())
                    .arg("why", Phrase::new(rule_words(rule))),
                Some(engine),
            ));
        }
    }
    Ok(Verdict {
        round,
        complies: true,
        criterion: None,
        boards: vec![],
        detail: Some(Phrase::new("house-complies").arg("chapter", "C.04.4.1").arg("edition", "2026")),
        engine: Some(engine),
    })
}

fn rule_words(r: ColourRule) -> &'static str {
    match r {
        ColourRule::InitialColour => "dubov-colour-initial",
        ColourRule::BothPreferences => "dubov-colour-both",
        ColourRule::StrongerPreference => "dubov-colour-stronger",
        ColourRule::Alternate => "dubov-colour-alternate",
        ColourRule::HigherRanked => "dubov-colour-higher",
    }
}

fn profile(ctx: &Ctx, set: &[usize]) -> Vec<crate::tournament::Points> {
    let mut v: Vec<_> = set.iter().map(|&i| ctx.players[i].score).collect();
    v.sort();
    v
}

fn show(v: &[crate::tournament::Points]) -> String {
    v.iter().map(ToString::to_string).collect::<Vec<_>>().join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pairing::Board;
    use crate::trf::TrfDocument;

    /// A tournament paired round by round by another Dubov 2026 program (py4swiss 0.3.1), on
    /// which arbitro agrees in every round.
    fn fixture() -> Tournament {
        let text = std::fs::read("scenarios/dubov/py4swiss-agreed.trf").unwrap();
        Tournament::from_trf(&TrfDocument::from_bytes(&text).unwrap()).unwrap()
    }

    #[test]
    fn oracle_paired_rounds_comply() {
        let t = fixture();
        for r in 1..=t.rounds_recorded() {
            let round = RoundNo(r);
            let v = check(&t.cut_before(round), round, &Pairing::from_tournament(&t, round)).unwrap();
            assert!(v.complies, "round {r}: {:?} {:?}", v.criterion, v.detail);
        }
    }

    /// Mutations of the oracle's rounds are flagged: colours reversed on a board (5.2), two
    /// players exchanged between boards (a pairing criterion or the procedure), the PAB moved (3.1/[C2]).
    #[test]
    fn mutations_are_flagged() {
        let t = fixture();
        let mut flagged = 0;
        for r in 1..=t.rounds_recorded() {
            let round = RoundNo(r);
            let cut = t.cut_before(round);
            let base = Pairing::from_tournament(&t, round);
            // Colours.
            let mut p = base.clone();
            let b = p.boards[0];
            p.boards[0] = Board { white: b.black, black: b.white };
            let v = check(&cut, round, &p).unwrap();
            assert_eq!(v.criterion, Some(Criterion::Colours), "round {r}: {:?}", v.detail);
            assert_eq!(v.boards, vec![1]);
            // Swap the black players of the first and last boards.
            let mut p = base.clone();
            let last = p.boards.len() - 1;
            let (b0, bl) = (p.boards[0], p.boards[last]);
            p.boards[0].black = bl.black;
            p.boards[last].black = b0.black;
            let v = check(&cut, round, &p).unwrap();
            assert!(!v.complies && v.criterion.is_some(), "round {r}: swap not flagged");
            assert_ne!(v.criterion, Some(Criterion::Colours), "round {r}: a different pair is not a colour matter");
            // Move the PAB to the white player of the last board.
            if let Some(x) = base.bye {
                let mut p = base.clone();
                let y = p.boards[last].white;
                p.boards[last].white = x;
                p.bye = Some(y);
                let v = check(&cut, round, &p).unwrap();
                assert!(
                    matches!(v.criterion, Some(Criterion::Pab | Criterion::C2 | Criterion::C1 | Criterion::C3)),
                    "round {r}: {:?} {:?}",
                    v.criterion,
                    v.detail
                );
                flagged += 1;
            }
        }
        assert!(flagged > 0, "the fixture has PABs to move");
    }
}
