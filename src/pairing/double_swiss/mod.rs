//! The Double-Swiss System (C.04.5), first edition, applied from 1 February 2026.
//!
//! Every round is a two-game match with alternating colours; scores are game points. Only the
//! Preface and Articles 1.1–1.3.2 are public verbatim; `docs/systems/double-swiss-2026.md` holds
//! them, the secondary source's fragments and paraphrase, and the readings DS-1 … DS-10. Following
//! reading DS-1 (a) the engine is the Swiss Team 2026 procedure (3.3–3.6, shared through
//! [`crate::pairing::lex_procedure`]) with players for teams and the differences the source
//! names: no colour preferences, [C8] on floats, colours by 4.3.1–4.3.5, the PAB worth a game
//! won and a game drawn.
//!
//! What only the missing wording could decide is refused with the article named: in the
//! penultimate round the exception of [C7]/[C8] ("the last round" or "the last two rounds",
//! reading DS-6) is decided both ways and the round is refused when the two pairings differ.
//!
//! ```
//! use arbitro::pairing::double_swiss;
//! use arbitro::tournament::{RoundNo, Tournament};
//! use arbitro::trf::TrfDocument;
//!
//! let text = std::fs::read("scenarios/double-swiss/first-round-8.trf").unwrap();
//! let t = Tournament::from_trf(&TrfDocument::from_bytes(&text).unwrap()).unwrap();
//! let p = double_swiss::pair(&t, RoundNo(1)).unwrap();
//! // 3.6: tops 1 2 3 4, bottoms 5 6 7 8; 4.3.1: an odd TPN takes the initial-colour (White).
//! assert_eq!(p.pair_list(), "4\n1 5\n6 2\n3 7\n8 4\n");
//! ```

pub mod check;
pub mod colour;
pub mod criteria;
pub mod edition;
pub mod players;
pub mod walkthrough;

pub use criteria::Criterion;
pub use edition::DoubleSwiss2026;
pub use players::Ctx;

use crate::core::words::Phrase;
use crate::pairing::lex_procedure::{self, RoundPairing};
use crate::pairing::system::Findings;
use crate::pairing::{Finding, Pairer, Pairing, PairingError};
use crate::tournament::{RoundNo, Tournament};

/// The scope of the exception of [C7] and [C8] (reading DS-6).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum FloatScope {
    /// Not settled: the penultimate round is paired both ways and refused when they differ
    /// (`pair`, `check`).
    #[default]
    Refuse,
    /// "Except in the last round" (MD; reading DS-6 a): the random tournament generator's, whose
    /// files are test data, and `--reading DS-6a`; `check` without it still refuses such a
    /// round where the reading decides it.
    LastRound,
    /// "Except in the last two rounds" (the Swiss Team wording; reading DS-6 b, `--reading DS-6b`).
    LastTwoRounds,
}

impl FloatScope {
    /// The scope the readings `under` name (DS-6: `a`, `b`, or none: refuse).
    #[must_use]
    pub fn under(under: &crate::pairing::reading::Readings) -> FloatScope {
        match under.label("DS-6") {
            Some("a") => FloatScope::LastRound,
            Some("b") => FloatScope::LastTwoRounds,
            _ => FloatScope::Refuse,
        }
    }
}

/// The Double-Swiss engine, with the scope of the [C7]/[C8] exception it applies.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct DoubleSwissEngine(pub FloatScope);

impl Pairer for DoubleSwissEngine {
    fn pair(&self, t: &Tournament, round: RoundNo) -> Result<Pairing, PairingError> {
        let (ctx, rp) = round_pairing_in(t, round, self.0)?;
        Ok(boards_of(&ctx, &rp))
    }

    /// The first criterion or rule of C.04.5 on which the round departs ([`check::check`]).
    fn explain_departure(&self, d: &crate::pairing::Departure<'_>) -> Vec<Finding> {
        // Worded in English only, as the Swiss Team check: the detail goes through as it is.
        FINDINGS.explain(d, check::check, |c| format!("{} (C.04.5 Art. {})", c.code(), c.article()))
    }
}

/// How a departure from the Double-Swiss system reads (the Swiss Team's phrase).
const FINDINGS: Findings<Criterion> = Findings {
    chapter: "C.04.5",
    no_pairing: Phrase::new("find-no-double-swiss-pairing"),
    departs: Phrase::new("find-team"),
    absolute: &[Criterion::C1, Criterion::C2, Criterion::C3],
    bye: &[Criterion::Pab],
    colour: &[Criterion::Colours],
    order: &[Criterion::UpfloaterOrder, Criterion::Identifier],
};

/// The message of every refusal under reading DS-6.
pub const DS6: &str = "nopair-double-swiss-ds6";

/// The number of rounds the text needs (the exception of [C7] and [C8]).
///
/// # Errors
/// [`PairingError::Input`] when the file does not say (record 142 or XXR).
pub fn planned_rounds(t: &Tournament) -> Result<u16, PairingError> {
    t.planned_rounds.ok_or_else(|| PairingError::Input(crate::core::words::Phrase::new("nopair-planned-double-swiss")))
}

/// The round paired by the text, with its context; in the penultimate round both readings of
/// DS-6 are applied and the round is refused when they differ.
///
/// # Errors
/// [`PairingError::NoValidPairing`] when the round-pairing cannot be completed (3.3.3);
/// [`PairingError::Input`] without the number of rounds, or when reading DS-6 decides.
pub fn round_pairing(
    t: &Tournament,
    round: RoundNo,
) -> Result<(Ctx, RoundPairing<players::PairQuality>), PairingError> {
    round_pairing_in(t, round, FloatScope::Refuse)
}

/// [`round_pairing`] under the scope `scope` of the [C7]/[C8] exception.
///
/// # Errors
/// As [`round_pairing`]; no refusal under [`FloatScope::LastRound`].
pub fn round_pairing_in(
    t: &Tournament,
    round: RoundNo,
    scope: FloatScope,
) -> Result<(Ctx, RoundPairing<players::PairQuality>), PairingError> {
    round_pairing_under(t, round, scope, &crate::pairing::reading::Readings::defaults())
}

/// [`round_pairing_in`] under the readings `under` as well (`--reading DS-11b`); the scope of
/// DS-6 is `scope`.
///
/// # Errors
/// As [`round_pairing_in`].
pub fn round_pairing_under(
    t: &Tournament,
    round: RoundNo,
    scope: FloatScope,
    under: &crate::pairing::reading::Readings,
) -> Result<(Ctx, RoundPairing<players::PairQuality>), PairingError> {
    let planned = planned_rounds(t)?;
    let run = |floats_apply: bool| -> Result<(Ctx, RoundPairing<players::PairQuality>), PairingError> {
        let ctx = Ctx::under(t, round, floats_apply, under);
        let rp = lex_procedure::pair_round(&ctx).map_err(|e| PairingError::NoValidPairing { round, reason: e.0 })?;
        Ok((ctx, rp))
    };
    if round.0 >= planned || (scope == FloatScope::LastTwoRounds && round.0 + 1 == planned) {
        return run(false);
    }
    let (ctx, rp) = run(true)?;
    if round.0 + 1 == planned && scope == FloatScope::Refuse {
        let (other_ctx, other) = run(false)?;
        let (a, b) = (boards_of(&ctx, &rp), boards_of(&other_ctx, &other));
        if a != b {
            let shown = |p: &Pairing| p.pair_list().replace('\n', " / ").trim_end_matches(" / ").to_owned();
            return Err(PairingError::Input(
                crate::core::words::Phrase::new(DS6)
                    .arg("round", round.0)
                    .arg("planned", planned)
                    .arg("applied", shown(&a))
                    .arg("unapplied", shown(&b)),
            ));
        }
    }
    Ok((ctx, rp))
}

/// Pairs `round` of `t` (which holds rounds 1..`round`-1) with the Double-Swiss System.
///
/// # Errors
/// As [`round_pairing`].
pub fn pair(t: &Tournament, round: RoundNo) -> Result<Pairing, PairingError> {
    let (ctx, rp) = round_pairing(t, round)?;
    Ok(boards_of(&ctx, &rp))
}

/// The boards of a round pairing: game-1 colours by 4.3, board order of C.04.2 (higher score of
/// the pair, then the sum, then the higher-ranked player's TPN).
#[must_use]
pub fn boards_of(ctx: &Ctx, rp: &RoundPairing<players::PairQuality>) -> Pairing {
    let s = &ctx.players;
    crate::pairing::boards_in_board_order(
        ctx.round,
        rp.brackets.iter().flat_map(|b| b.pairs.iter()),
        rp.bye,
        |i| (s[i].tpn, s[i].score),
        |&(a, b)| colour::allocate(ctx, a, b),
        |w, b| colour::ranks_above(&s[w], &s[b]),
        |hi, _| s[hi].tpn,
    )
}
