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
use crate::pairing::PairingError;
use crate::pairing::lex_procedure::walk::{self as lex_walk, Walked, Words, scoregroups};
pub use crate::pairing::lex_procedure::walk::{BracketWalk, Walkthrough};
use crate::pairing::team::bracket::{NoPairing, PairQuality};
use crate::pairing::team::colour::{self, ColourRule};
use crate::pairing::team::teams::{Ctx, Preference, PreferenceType, Team};
use crate::pairing::team::{TeamRules, planned_rounds};
use crate::pairing::walk::{colour_word, list, step};
use crate::tournament::{Colour, RoundNo, Tournament};

impl Walked for Ctx {
    const WORDS: Words = Words {
        pab_barred: "walk-team-pab-barred",
        pab_gets: "walk-team-pab-gets",
        pab_not: "walk-team-pab-not",
        top: "walk-team-top",
        no_upfloater: "walk-team-no-upfloater",
    };
    const PAIRING_ARTICLE: &'static str = "3.6 [C8]–[C10]";
    fn identifier_phrase(&self, identifier: String, q: PairQuality) -> Phrase {
        Phrase::new("walk-team-identifier")
            .arg("identifier", identifier)
            .arg("c8", q.c8)
            .arg("c9", q.c9)
            .arg("c10", q.c10)
    }
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
    let mut round_facts = vec![step(
        "1.2",
        Phrase::new("walk-team-teams")
            .arg("count", ctx.teams.len())
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
        preferences,
        pab: procedure.pab,
        brackets: procedure.brackets,
        colours,
        pairing,
    })
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
