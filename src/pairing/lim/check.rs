//! Checking a round of a Lim tournament (C.04.4.3) against the text: the first rule on which
//! the round departs, the boards concerned, and what the text requires.

use super::colour::{Reason, allocate};
use super::criteria::{Criterion, Edition};
use super::players::Ctx;
use super::round::{self, Stage};
use crate::core::words::{Arg, Phrase};
use crate::pairing::reading::Readings;
use crate::pairing::system::colour_word;
use crate::pairing::{Pairing, PairingError};
use crate::tournament::{Colour, RoundNo, Tournament, Tpn};

/// The verdict on one round ([`crate::pairing::system::Verdict`] citing the Lim rules).
pub type Verdict = crate::pairing::system::Verdict<Criterion>;

/// Checks `file` (the round as recorded or as another program paired it) against the text.
///
/// # Errors
/// [`PairingError::NoValidPairing`] when the round cannot be paired at all under 2.1.
pub fn check(t: &Tournament, round: RoundNo, file: &Pairing, edition: Edition) -> Result<Verdict, PairingError> {
    check_under(t, round, file, edition, &Readings::defaults())
}

/// [`check`] under the readings `under` (L-20, L-21).
///
/// # Errors
/// As [`check`].
pub fn check_under(
    t: &Tournament,
    round: RoundNo,
    file: &Pairing,
    edition: Edition,
    under: &Readings,
) -> Result<Verdict, PairingError> {
    let ctx = Ctx::under(t, round, under);
    let art = |c: Criterion| c.article(edition);
    let idx = |x: Tpn| ctx.players.iter().position(|p| p.tpn == x);
    let board_of = |x: Tpn| file.board_of(x).map_or(0, |(i, _)| i + 1);
    let to_pair: Vec<Tpn> = ctx.players.iter().map(|p| p.tpn).collect();
    if let Some((boards, detail)) = crate::pairing::system::incomplete(file, &to_pair) {
        return Ok(Verdict::departs(round, Criterion::Complete, boards, detail, None));
    }
    for (i, b) in file.boards.iter().enumerate() {
        let (w, bl) = (idx(b.white).unwrap_or(0), idx(b.black).unwrap_or(0));
        if ctx.met(w, bl) {
            return Ok(Verdict::departs(
                round,
                Criterion::Rematch,
                vec![i + 1],
                Phrase::new("lim-met").arg("a", b.white.0).arg("b", b.black.0).arg("article", art(Criterion::Rematch)),
                None,
            ));
        }
        if !ctx.last_round {
            for (x, c) in [(w, Colour::White), (bl, Colour::Black)] {
                if !ctx.players[x].may_get(c) {
                    return Ok(Verdict::departs(
                        round,
                        Criterion::ColourLimits,
                        vec![i + 1],
                        Phrase::new("lim-colour-limits")
                            .arg("board", i + 1)
                            .arg("player", ctx.players[x].tpn.0)
                            .arg("colour", colour_word(c))
                            .arg("article", art(Criterion::ColourLimits)),
                        None,
                    ));
                }
            }
        }
    }
    if let Some(i) = file.bye.and_then(idx) {
        if !ctx.players[i].pab_ok {
            return Ok(Verdict::departs(
                round,
                Criterion::Pab,
                vec![0],
                Phrase::new("lim-had-pab").arg("player", ctx.players[i].tpn.0),
                None,
            ));
        }
    }
    let rp = round::pair_round(&ctx).map_err(|e| PairingError::NoValidPairing { round, reason: e.0 })?;
    let engine = super::boards_of(&ctx, &rp);
    if rp.bye.map(|b| ctx.players[b].tpn) != file.bye {
        let say = |x: Option<usize>| {
            x.map_or_else(
                || Phrase::new("house-nobody"),
                |i| {
                    Phrase::new("house-player-score").arg("player", ctx.players[i].tpn.0).count(
                        "score",
                        "score-count",
                        ctx.players[i].score,
                    )
                },
            )
        };
        let mut boards = vec![0];
        if let Some(e) = rp.bye {
            boards.push(board_of(ctx.players[e].tpn));
        }
        return Ok(Verdict::departs(
            round,
            Criterion::Pab,
            boards,
            Phrase::new("lim-pab-goes")
                .arg("text", say(rp.bye))
                .arg("file", say(file.bye.and_then(idx)))
                .arg("article", art(Criterion::Pab)),
            Some(engine),
        ));
    }
    let partner = |i: usize| -> Option<usize> {
        let b = file.board_of(ctx.players[i].tpn)?.1;
        idx(if b.white == ctx.players[i].tpn { b.black } else { b.white })
    };
    // Step by step in the order the text pairs the groups (2.2).
    for (s, step) in rp.steps.iter().enumerate() {
        let made: Vec<(usize, usize)> = rp.pairs.iter().filter(|m| m.step == s).map(|m| (m.a, m.b)).collect();
        let Some(&(a, b)) = made.iter().find(|&&(a, b)| partner(a) != Some(b)) else { continue };
        let paired: Vec<usize> = made.iter().flat_map(|&(a, b)| [a, b]).collect();
        let label = match step.stage {
            Stage::Above => Phrase::new("lim-group-above").dec("score", step.score),
            Stage::Below => Phrase::new("lim-group-below").dec("score", step.score),
            Stage::Median => Phrase::new("lim-group-median").dec("score", step.score),
        };
        let name = |x: usize| ctx.players[x].tpn;
        let mut boards: Vec<usize> = paired.iter().map(|&x| board_of(name(x))).collect();
        boards.sort_unstable();
        boards.dedup();
        let crossing: Vec<usize> =
            paired.iter().copied().filter(|&x| partner(x).is_none_or(|p| !paired.contains(&p))).collect();
        let show = |v: &[usize]| v.iter().map(|&x| name(x).to_string()).collect::<Vec<_>>().join(", ");
        if !crossing.is_empty() {
            let c = if step.stage == Stage::Median && rp.undone > 0 { Criterion::Median } else { Criterion::Floaters };
            let floaters: Arg =
                if step.floaters.is_empty() { Phrase::new("house-nobody").into() } else { show(&step.floaters).into() };
            return Ok(Verdict::departs(
                round,
                c,
                boards,
                Phrase::new("lim-floaters")
                    .arg("group", label)
                    .arg("file", show(&crossing))
                    .arg("floaters", floaters)
                    .arg("text", pairs_text(&ctx, &made))
                    .arg("article", art(c)),
                Some(engine),
            ));
        }
        let theirs: Vec<(usize, usize)> =
            paired.iter().filter_map(|&x| partner(x).filter(|&p| x < p).map(|p| (x, p))).collect();
        let clashes = |v: &[(usize, usize)]| v.iter().filter(|&&(a, b)| ctx.colour_clash(a, b)).count();
        let incoming = step.group.down_in.contains(&a) || step.group.up_in.contains(&a);
        let c = if clashes(&theirs) > clashes(&made) {
            Criterion::ColourExchange
        } else if incoming {
            Criterion::FloaterPairing
        } else {
            Criterion::Exchange
        };
        let why = match c {
            Criterion::ColourExchange => {
                Phrase::new("lim-why-clashes").arg("file", clashes(&theirs)).arg("text", clashes(&made))
            }
            _ => Phrase::new("lim-why-order")
                .arg("player", name(a).0)
                .arg("how", Phrase::new(if incoming { "lim-scrutiny-incoming" } else { "lim-scrutiny-order" }))
                .arg("opponent", name(b).0),
        };
        return Ok(Verdict::departs(
            round,
            c,
            boards,
            Phrase::new("lim-pairs-otherwise")
                .arg("group", label)
                .arg("file", pairs_text(&ctx, &theirs))
                .arg("text", pairs_text(&ctx, &made))
                .arg("why", why)
                .arg("article", art(c)),
            Some(engine),
        ));
    }
    for (i, bd) in file.boards.iter().enumerate() {
        let (Some(w), Some(bl)) = (idx(bd.white), idx(bd.black)) else { continue };
        let m = rp.pairs.iter().find(|m| (m.a, m.b) == (w, bl) || (m.a, m.b) == (bl, w));
        let side = m.map_or(super::colour::Side::MedianOrAbove, |m| rp.side(m));
        let (ew, _, reason) = allocate(&ctx, w, bl, side);
        if ew != w {
            let (c, rule) = match reason {
                Reason::Lot => (Criterion::FirstRound, "lim-colour-lot"),
                Reason::Due => (Criterion::Colours, "lim-colour-due"),
                Reason::Must => (Criterion::Colours, "lim-colour-must"),
                Reason::Balance => (Criterion::Colours, "lim-colour-balance"),
                Reason::History => (Criterion::Colours, "lim-colour-history"),
                Reason::Rank => (Criterion::Colours, "lim-colour-rank"),
            };
            return Ok(Verdict::departs(
                round,
                c,
                vec![i + 1],
                Phrase::new("lim-colour")
                    .arg("board", i + 1)
                    .arg("file", bd.white.0)
                    .arg("rule", Phrase::new(rule))
                    .arg("text", ctx.players[ew].tpn.0),
                Some(engine),
            ));
        }
    }
    Ok(Verdict::complies(round, Some(engine)))
}

fn pairs_text(ctx: &Ctx, pairs: &[(usize, usize)]) -> String {
    let mut v: Vec<(Tpn, Tpn)> = pairs
        .iter()
        .map(|&(a, b)| (ctx.players[a].tpn.min(ctx.players[b].tpn), ctx.players[a].tpn.max(ctx.players[b].tpn)))
        .collect();
    v.sort();
    v.iter().map(|(a, b)| format!("{a}-{b}")).collect::<Vec<_>>().join(" ")
}
