//! `pair --walkthrough` under the Double-Swiss System (C.04.5 2026): the round paired by hand in
//! the procedure of 3.3–3.6 (the Swiss Team wording with players for teams, reading DS-1). First
//! what holds for the round: the players and their scores in game points (DS-5), no colour
//! preferences (1.6), whether [C7] and [C8] apply (the last round; the penultimate round under
//! reading DS-6), the initial-colour (4.1). Then the PAB (3.4), the brackets (3.5, 3.6, best by
//! [C8]) and the game-1 colours of every match by the rule of 4.3 that decides, with its figures.
//! Every step names its article and is a phrase of the catalogues (`walk.ftl`, es and en).
//!
//! The steps are the engine's own procedure ([`crate::pairing::lex_procedure::walk`]); the
//! walk's pairing is [`super::pair`]'s, and a round [`super::pair`] refuses (reading DS-6) is
//! refused here with the same words.

use super::colour::{self, ColourRule};
use super::players::{Ctx, PairQuality, Player};
use super::{planned_rounds, round_pairing};
use crate::core::words::Phrase;
use crate::pairing::PairingError;
use crate::pairing::lex_procedure::NoPairing;
use crate::pairing::lex_procedure::walk::{self as lex_walk, Walked, Words, scoregroups};
pub use crate::pairing::lex_procedure::walk::{BracketWalk, Walkthrough};
use crate::pairing::system::{WalkError, WalkOutput, WalkRequest};
use crate::pairing::walk::{colour_word, list, step};
use crate::tournament::{RoundNo, Tournament};

impl Walked for Ctx {
    const WORDS: Words = Words {
        pab_barred: "walk-ds-pab-barred",
        pab_gets: "walk-ds-pab-gets",
        pab_not: "walk-ds-pab-not",
        top: "walk-ds-top",
        no_upfloater: "walk-ds-no-upfloater",
    };
    const PAIRING_ARTICLE: &'static str = "3.6 [C8]";
    fn identifier_phrase(&self, identifier: String, q: PairQuality) -> Phrase {
        Phrase::new("walk-ds-identifier").arg("identifier", identifier).arg("c8", q.c8)
    }
}

/// Where the round stands towards the exception of [C7] and [C8] (2.3.4, 2.3.5).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum FloatsInRound {
    /// Neither of the last two rounds: they apply.
    Apply,
    /// The penultimate round: the readings of DS-6 agree on its pairing.
    PenultimateAgreed,
    /// The last round: they do not apply.
    LastRound,
}

/// Walks the pairing of `round` of `t` (rounds before it played).
///
/// # Errors
/// As [`super::pair`]: [`PairingError::Input`] without the number of rounds or where reading DS-6
/// decides the penultimate round; [`PairingError::NoValidPairing`] when the round-pairing cannot
/// be completed (3.3.3).
pub fn walk(t: &Tournament, round: RoundNo) -> Result<Walkthrough, PairingError> {
    let planned = planned_rounds(t)?;
    let floats = if round.0 >= planned {
        FloatsInRound::LastRound
    } else if round.0 + 1 == planned {
        // Refused here exactly when `pair` refuses it.
        round_pairing(t, round)?;
        FloatsInRound::PenultimateAgreed
    } else {
        FloatsInRound::Apply
    };
    let ctx = Ctx::new(t, round, floats != FloatsInRound::LastRound);
    walk_round(&ctx, floats).map_err(|e| PairingError::NoValidPairing { round, reason: e.0 })
}

/// Walks the round of `ctx`.
fn walk_round(ctx: &Ctx, floats: FloatsInRound) -> Result<Walkthrough, NoPairing> {
    let mut round_facts = vec![step(
        "1.2, 1.4",
        Phrase::new("walk-ds-players")
            .arg("count", ctx.players.len())
            .arg("round", ctx.round.0)
            .arg("groups", list(scoregroups(ctx))),
    )];
    round_facts.push(step("1.6", Phrase::new("walk-ds-no-preferences")));
    match floats {
        FloatsInRound::Apply => {}
        FloatsInRound::PenultimateAgreed => {
            round_facts.push(step("2.3.4, 2.3.5", Phrase::new("walk-ds-penultimate")));
        }
        FloatsInRound::LastRound => round_facts.push(step("2.3.4, 2.3.5", Phrase::new("walk-ds-last-round"))),
    }
    round_facts.push(step("4.1", Phrase::new("walk-initial-colour").arg("colour", colour_word(ctx.initial_colour))));
    let procedure = lex_walk::walk_procedure(ctx)?;
    let pairing = super::boards_of(ctx, &procedure.round);
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
    Ok(Walkthrough {
        round: ctx.round,
        round_facts,
        preferences: Vec::new(),
        pab: procedure.pab,
        brackets: procedure.brackets,
        colours,
        pairing,
    })
}

/// A player's game-1 colours, oldest first, `-` for a round without a match played (`WB-W`;
/// in Spanish `BN-B`).
#[must_use]
pub fn colour_letters(p: &Player) -> Phrase {
    let letter = |c: Option<crate::tournament::Colour>| {
        Phrase::new(match c {
            Some(crate::tournament::Colour::White) => "walk-letter-white",
            Some(crate::tournament::Colour::Black) => "walk-letter-black",
            None => "walk-ds-letter-none",
        })
    };
    let mut it = p.rounds.iter().rev();
    let Some(&last) = it.next() else { return Phrase::new("walk-none") };
    it.fold(letter(last), |acc, &c| Phrase::new("walk-concat").arg("first", letter(c)).arg("rest", acc))
}

/// A player's game-1 colours and matches with White (for 4.3) in words.
#[must_use]
pub fn colour_line(p: &Player) -> Phrase {
    Phrase::new("walk-ds-colour-item").arg("tpn", p.tpn.0).arg("colours", colour_letters(p)).arg("whites", p.whites())
}

/// 4.2 and the rule of 4.3 that decides the game-1 colours of a match, with its figures.
#[must_use]
pub fn colour_reason(ctx: &Ctx, board: usize, w: usize, bl: usize, rule: ColourRule) -> Phrase {
    let s = &ctx.players;
    let (hi, lo) = if colour::ranks_above(&s[w], &s[bl]) { (w, bl) } else { (bl, w) };
    let (h, l) = (&s[hi], &s[lo]);
    let why = match rule {
        ColourRule::InitialColour => {
            Phrase::new(if h.tpn.0 % 2 == 1 { "walk-colour-initial-odd" } else { "walk-colour-initial-even" })
                .arg("tpn", h.tpn.0)
        }
        ColourRule::FewerWhites => Phrase::new("walk-ds-colour-fewer")
            .arg("tpn", s[w].tpn.0)
            .arg("whites", s[w].whites())
            .arg("other", s[bl].whites()),
        ColourRule::Alternate => {
            let (back, c) =
                colour::last_differing(h, l, ctx.readings.is("DS-11", "b")).unwrap_or((1, ctx.initial_colour));
            Phrase::new("walk-ds-colour-alternate")
                .arg("whites", h.whites())
                .arg("back", back)
                .arg("tpn", h.tpn.0)
                .arg("colour", colour_word(c))
        }
        ColourRule::HigherRankedLast => Phrase::new("walk-ds-colour-higher-last")
            .arg("whites", h.whites())
            .arg("tpn", h.tpn.0)
            .arg("colour", colour_word(h.last_colour().unwrap_or(ctx.initial_colour))),
        ColourRule::OtherLast => Phrase::new("walk-ds-colour-other-last")
            .arg("whites", h.whites())
            .arg("higher", h.tpn.0)
            .arg("tpn", l.tpn.0)
            .arg("colour", colour_word(l.last_colour().unwrap_or(ctx.initial_colour))),
    };
    Phrase::new("walk-ds-colour-board")
        .arg("board", board)
        .arg("white", s[w].tpn.0)
        .arg("black", s[bl].tpn.0)
        .arg("higher", h.tpn.0)
        .arg("why", why)
}

/// `pair --walkthrough` under the Double-Swiss System; `bracket` keeps one top-scoregroup.
///
/// # Errors
/// No valid pairing of the round (or one refused under reading DS-6), or `bracket` naming none
/// of its scoregroups.
pub fn output(req: &WalkRequest<'_>) -> Result<WalkOutput, WalkError> {
    lex_walk::output(req, || walk(req.tournament, req.round).map_err(|e| e.reason().clone()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::words::Lang;

    fn scenario(name: &str) -> Tournament {
        let path = format!("{}/scenarios/double-swiss/{name}", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read(path).unwrap();
        Tournament::from_trf(&crate::trf::TrfDocument::from_bytes(&text).unwrap()).unwrap()
    }

    /// The walk of the documented first round is the engine's, tells the identifier of 3.6.2
    /// and the rule of 4.3.1, and every step is worded in both languages.
    #[test]
    fn the_walk_of_the_first_round_is_the_engines() {
        let t = scenario("first-round-8.trf");
        let w = walk(&t, RoundNo(1)).unwrap();
        assert_eq!(w.pairing, super::super::pair(&t, RoundNo(1)).unwrap());
        assert_eq!(w.pairing.pair_list(), "4\n1 5\n6 2\n3 7\n8 4\n");
        let id = w.brackets[0].steps.iter().find(|s| s.article.starts_with("3.6 ")).unwrap();
        assert!(id.text.say(Lang::En).contains("1 2 3 4 5 6 7 8"), "{}", id.text.say(Lang::En));
        assert!(w.colours.iter().all(|s| s.article == "4.3.1"), "{:?}", w.colours);
        for s in w.round_facts.iter().chain(w.brackets.iter().flat_map(|b| &b.steps)).chain(&w.colours) {
            for lang in Lang::ALL {
                assert!(!s.text.say(lang).contains("[walk-"), "{lang}: {}", s.text.say(lang));
            }
        }
    }

    /// The colour of a match after round 1 is told with its figures: the Whites counted (4.3.2).
    #[test]
    fn a_colour_after_the_first_round_names_its_rule_and_figures() {
        let mk = |tpn: u16, score: i32, rounds| Player {
            tpn: crate::tournament::Tpn(tpn),
            score: crate::tournament::Points(score),
            rounds,
            floated_last: false,
            pab_ok: true,
            opponents: vec![],
        };
        use crate::tournament::Colour::{Black as B, White as W};
        let ctx = Ctx {
            round: RoundNo(3),
            players: vec![mk(1, 20, vec![Some(W), Some(W)]), mk(2, 20, vec![Some(W), Some(B)])],
            initial_colour: W,
            floats_apply: true,
            prohibited: vec![],
            readings: crate::pairing::reading::Readings::defaults(),
        };
        let (w, b, rule) = colour::allocate(&ctx, 0, 1);
        assert_eq!(rule, ColourRule::FewerWhites);
        let text = colour_reason(&ctx, 1, w, b, rule).say(Lang::En);
        assert!(text.contains("White to 2") && text.contains("(1 against 2)"), "{text}");
    }
}
