//! Checking a round paired by the lexicographic procedure (the Swiss Team and Double-Swiss
//! systems) against the engine: the first criterion or rule on which the round departs from the
//! text, the boards concerned, and the values on both sides, in the text's order — who is to
//! be paired ([C3]), rematches ([C1]), the PAB ([C2], 3.4), then bracket after bracket the
//! upfloaters ([C3]–[C7], 3.5.3–3.5.5) and the pairing (the system's pairing criteria, 3.6),
//! last the colours (Article 4).
//!
//! A system gives its participants ([`Field`]), its criteria for each step ([`Checked::criterion`]),
//! the comparison of its pairing criteria, its colour allocation and the message ids naming
//! its participants ([`CheckWords`]); the steps and their wording are shared.

use super::{Field, RoundPairing, feasible, pairable, pairs_quality, profile, set_quality, sorted_set, top_group};
use crate::core::words::Phrase;
use crate::pairing::Pairing;
use crate::pairing::system::Verdict;
use crate::tournament::{Points, RoundNo, Tpn};

/// A step of the check, in the text's order; each system names the criterion or rule it cites.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Stage {
    /// [C1] no rematch.
    C1,
    /// [C2] no second PAB.
    C2,
    /// [C3] completion.
    C3,
    /// 3.4 the PAB.
    Pab,
    /// [C4] the number of upfloaters.
    C4,
    /// [C5] the upfloaters' scores.
    C5,
    /// [C6] the following scoregroup.
    C6,
    /// [C7] upfloaters that floated.
    C7,
    /// 3.5.3–3.5.5 the first set.
    UpfloaterOrder,
    /// 3.6 the first identifier.
    Identifier,
    /// Article 4.
    Colours,
}

/// `Checked::criterion` for a system whose criteria enum has a variant of each [`Stage`]'s name.
macro_rules! criterion_of_stage {
    ($criterion:ident) => {
        fn criterion(stage: $crate::pairing::lex_procedure::check::Stage) -> $criterion {
            use $crate::pairing::lex_procedure::check::Stage;
            match stage {
                Stage::C1 => $criterion::C1,
                Stage::C2 => $criterion::C2,
                Stage::C3 => $criterion::C3,
                Stage::Pab => $criterion::Pab,
                Stage::C4 => $criterion::C4,
                Stage::C5 => $criterion::C5,
                Stage::C6 => $criterion::C6,
                Stage::C7 => $criterion::C7,
                Stage::UpfloaterOrder => $criterion::UpfloaterOrder,
                Stage::Identifier => $criterion::Identifier,
                Stage::Colours => $criterion::Colours,
            }
        }
    };
}
pub(crate) use criterion_of_stage;

/// The message ids that name a system's participants (`team { $team } …`, `player { $player } …`).
#[derive(Copy, Clone, Debug)]
pub struct CheckWords {
    /// The argument naming one participant (`team`, `player`).
    pub who: &'static str,
    /// [C3]: `who` is paired but not to be paired.
    pub paired_not_to_be_paired: &'static str,
    /// [C3]: `who` is left out.
    pub left_unpaired: &'static str,
    /// [C1]: `a` and `b` have met.
    pub met: &'static str,
    /// [C2]: `who` had the PAB.
    pub had_pab: &'static str,
    /// 3.4: `who` (`score`, `matches`).
    pub with_matches: &'static str,
    /// 3.4: the PAB goes to `text`, not `file`.
    pub pab_goes: &'static str,
    /// [C3]: with upfloaters `file` those below cannot be paired.
    pub below_unpairable: &'static str,
    /// Article 4: `who` should have White by `article` (`why`).
    pub should_have_white: &'static str,
}

/// The rule of Article 4 that decided a pair's colours.
pub trait ColourRuleWords: Copy {
    /// The article.
    fn article(self) -> &'static str;
    /// The id of the phrase wording the rule.
    fn phrase_id(self) -> &'static str;
}

/// A system whose rounds the shared checker checks.
pub trait Checked: Field {
    /// The system's criteria and rules.
    type Criterion: crate::pairing::system::NamedCriterion;
    /// The rule of Article 4 that decides a pair's colours.
    type ColourRule: ColourRuleWords;
    /// Its message ids.
    const CHECK_WORDS: CheckWords;
    /// The criterion cited for a step.
    fn criterion(stage: Stage) -> Self::Criterion;
    /// The index of the participant with pairing number `x` (`None`: not to be paired).
    fn index_of(&self, x: Tpn) -> Option<usize>;
    /// The first pairing criterion on which the file's bracket pairing (`file`) and the text's
    /// (`text`) differ: the criterion, both values, and the phrase id of what it counts.
    fn quality_departure(file: Self::Quality, text: Self::Quality)
    -> Option<(Self::Criterion, u32, u32, &'static str)>;
    /// Article 4: (White, Black, the rule) of the pair `a`, `b`.
    fn allocate(&self, a: usize, b: usize) -> (usize, usize, Self::ColourRule);
    /// The boards of the engine's round, in the order of C.04.2.
    fn boards_of(&self, rp: &RoundPairing<Self::Quality>) -> Pairing;
    /// The verdict's words for a round that complies.
    fn complies(&self) -> Phrase;
}

/// Checks `file` (the round as recorded or as another program paired it) against the round as
/// the engine pairs it from `ctx`; `engine` pairs it, once the absolute criteria are checked.
///
/// # Errors
/// `engine`'s error, when the round cannot be paired.
#[allow(clippy::too_many_lines)] // one step per article, in the text's order
pub fn check<F: Checked, E>(
    ctx: &F,
    round: RoundNo,
    file: &Pairing,
    engine: impl FnOnce() -> Result<RoundPairing<F::Quality>, E>,
) -> Result<Verdict<F::Criterion>, E> {
    let w = F::CHECK_WORDS;
    let c = F::criterion;
    let idx = |x: Tpn| ctx.index_of(x);
    let board_of = |x: Tpn| file.board_of(x).map_or(0, |(i, _)| i + 1);
    let departs = |s: Stage, boards, detail: Phrase, engine| Ok(Verdict::departs(round, c(s), boards, detail, engine));
    for (i, b) in file.boards.iter().enumerate() {
        for x in [b.white, b.black] {
            if idx(x).is_none() {
                return departs(Stage::C3, vec![i + 1], Phrase::new(w.paired_not_to_be_paired).arg(w.who, x.0), None);
            }
        }
    }
    for i in 0..ctx.size() {
        let x = ctx.tpn(i);
        if file.board_of(x).is_none() && file.bye != Some(x) {
            return departs(Stage::C3, vec![], Phrase::new(w.left_unpaired).arg(w.who, x.0), None);
        }
    }
    for (i, b) in file.boards.iter().enumerate() {
        let (wh, bl) = (idx(b.white).unwrap_or(0), idx(b.black).unwrap_or(0));
        if !ctx.compatible(wh, bl) {
            return departs(Stage::C1, vec![i + 1], Phrase::new(w.met).arg("a", b.white.0).arg("b", b.black.0), None);
        }
    }
    if let Some(i) = file.bye.and_then(idx) {
        if !ctx.may_get_pab(i) {
            return departs(Stage::C2, vec![0], Phrase::new(w.had_pab).arg(w.who, ctx.tpn(i).0), None);
        }
    }
    let rp = &engine()?;
    let engine = ctx.boards_of(rp);
    let engine_bye = rp.bye;
    let file_bye = file.bye.and_then(idx);
    if engine_bye != file_bye {
        let say = |x: Option<usize>| {
            x.map_or_else(
                || Phrase::new("house-nobody"),
                |i| {
                    Phrase::new(w.with_matches)
                        .arg(w.who, ctx.tpn(i).0)
                        .count("score", "score-count", ctx.score(i))
                        .arg("matches", ctx.matches_played(i))
                },
            )
        };
        return departs(
            Stage::Pab,
            vec![0],
            Phrase::new(w.pab_goes).arg("text", say(engine_bye)).arg("file", say(file_bye)),
            Some(engine),
        );
    }
    let partner = |i: usize| -> Option<usize> {
        let b = file.board_of(ctx.tpn(i))?.1;
        idx(if b.white == ctx.tpn(i) { b.black } else { b.white })
    };
    let names = |ps: &[usize]| ps.iter().map(|&i| ctx.tpn(i).to_string()).collect::<Vec<_>>().join(", ");
    let boards_with = |ps: &[usize]| -> Vec<usize> {
        let mut v: Vec<usize> = ps.iter().map(|&i| board_of(ctx.tpn(i))).collect();
        v.sort_unstable();
        v.dedup();
        v
    };
    let mut remaining: Vec<usize> = (0..ctx.size()).filter(|&i| Some(i) != rp.bye).collect();
    for eb in &rp.brackets {
        let (score, top, _) = top_group(ctx, &remaining);
        let ups: Vec<usize> = {
            let mut u: Vec<usize> = top.iter().filter_map(|&r| partner(r)).filter(|p| !top.contains(p)).collect();
            u.sort_unstable();
            u.dedup();
            sorted_set(ctx, &u)
        };
        let what = || Phrase::new("house-bracket").count("score", "score-count", score);
        let mut involved = boards_with(&ups);
        involved.extend(boards_with(&eb.upfloaters));
        involved.sort_unstable();
        involved.dedup();
        if !feasible(ctx, &remaining, &top, &ups) {
            let mut bracket = top.clone();
            bracket.extend_from_slice(&ups);
            let rest: Vec<usize> = remaining.iter().copied().filter(|i| !bracket.contains(i)).collect();
            if !pairable(ctx, &rest) {
                return departs(
                    Stage::C3,
                    involved,
                    Phrase::new(w.below_unpairable).arg("bracket", what()).arg("file", names(&ups)),
                    Some(engine),
                );
            }
        }
        if ups.len() != eb.upfloaters.len() {
            return departs(
                Stage::C4,
                involved,
                Phrase::new("lex-upfloater-count")
                    .arg("bracket", what())
                    .arg("file-count", ups.len())
                    .arg("file", names(&ups))
                    .arg("text-count", eb.upfloaters.len())
                    .arg("text", names(&eb.upfloaters)),
                Some(engine),
            );
        }
        let (pf, pe) = (profile(ctx, &ups), profile(ctx, &eb.upfloaters));
        if pf != pe {
            let show = |v: &[Points]| v.iter().map(ToString::to_string).collect::<Vec<_>>().join(", ");
            return departs(
                Stage::C5,
                involved,
                Phrase::new("dubov-upfloater-scores")
                    .arg("bracket", what())
                    .arg("file", names(&ups))
                    .arg("file-scores", show(&pf))
                    .arg("text", names(&eb.upfloaters))
                    .arg("text-scores", show(&pe)),
                Some(engine),
            );
        }
        let fq = set_quality(ctx, &remaining, &top, &ups);
        for (s, f, e, words) in [
            (Stage::C6, fq.c6, eb.set_quality.c6, "lex-what-following-unpairable"),
            (Stage::C7, fq.c7, eb.set_quality.c7, "lex-what-upfloaters-floated"),
        ] {
            if f != e {
                return departs(
                    s,
                    involved,
                    Phrase::new("lex-set-quality")
                        .arg("bracket", what())
                        .arg("file-count", f.to_string())
                        .arg("what", Phrase::new(words))
                        .arg("file", names(&ups))
                        .arg("text-count", e.to_string())
                        .arg("text", names(&eb.upfloaters)),
                    Some(engine),
                );
            }
        }
        if ups != eb.upfloaters {
            return departs(
                Stage::UpfloaterOrder,
                involved,
                Phrase::new("lex-upfloater-order")
                    .arg("bracket", what())
                    .arg("file", names(&ups))
                    .arg("text", names(&eb.upfloaters)),
                Some(engine),
            );
        }
        let mut bracket = top.clone();
        bracket.extend_from_slice(&ups);
        let file_pairs: Vec<(usize, usize)> = bracket
            .iter()
            .filter_map(|&a| partner(a).map(|b| (a, b)))
            .filter(|&(a, b)| ctx.tpn(a) < ctx.tpn(b))
            .collect();
        let differing: Vec<usize> =
            eb.pairs.iter().filter(|&&(a, b)| partner(a) != Some(b)).flat_map(|&(a, b)| [a, b]).collect();
        if !differing.is_empty() {
            let fq = pairs_quality(ctx, &ups, &file_pairs);
            let show = |ps: &[(usize, usize)]| {
                ps.iter().map(|&(a, b)| format!("{}-{}", ctx.tpn(a), ctx.tpn(b))).collect::<Vec<_>>().join(" ")
            };
            if let Some((criterion, f, e, words)) = F::quality_departure(fq, eb.quality) {
                return Ok(Verdict::departs(
                    round,
                    criterion,
                    boards_with(&differing),
                    Phrase::new("lex-pairs-quality")
                        .arg("bracket", what())
                        .arg("file-count", f.to_string())
                        .arg("what", Phrase::new(words))
                        .arg("text-count", e.to_string())
                        .arg("text", show(&eb.pairs)),
                    Some(engine),
                ));
            }
            return departs(
                Stage::Identifier,
                boards_with(&differing),
                Phrase::new("lex-identifier")
                    .arg("bracket", what())
                    .arg("text", show(&eb.pairs))
                    .arg("file", show(&file_pairs)),
                Some(engine),
            );
        }
        remaining.retain(|i| !bracket.contains(i));
    }
    for (i, b) in file.boards.iter().enumerate() {
        let (wh, bl) = (idx(b.white).unwrap_or(0), idx(b.black).unwrap_or(0));
        let (ew, _, rule) = ctx.allocate(wh, bl);
        if ew != wh {
            return departs(
                Stage::Colours,
                vec![i + 1],
                Phrase::new(w.should_have_white)
                    .arg(w.who, ctx.tpn(ew).0)
                    .arg("article", rule.article())
                    .arg("why", Phrase::new(rule.phrase_id())),
                Some(engine),
            );
        }
    }
    Ok(Verdict {
        round,
        complies: true,
        criterion: None,
        boards: vec![],
        detail: Some(ctx.complies()),
        engine: Some(engine),
    })
}
