//! The FIDE (Dutch) System engine (C.04.3), 2026 and 2017 editions ([`edition`]: what differs).
//!
//! # Pairing
//! [`pair`] (or [`DutchEngine`] through [`crate::pairing::Pairer`]) pairs a round from the
//! rounds before it. Players with an entry already recorded in the round (requested byes,
//! absences) and players named in a withdrawal/bye record for it are not paired.
//!
//! The engine pairs bracket by bracket (Art. 1.9.2, 3). Each bracket is decided by one
//! maximum-weight matching ([`crate::matching`]) over the bracket and every player below it.
//! The edge weights pack, highest priority first, one field per criterion (per level for the
//! criteria "taken in descending order"): completion [C4], [C5], [C6], [C7], [C8] (one
//! bracket ahead), [C9], colour criteria [C10]–[C13], float criteria [C14]–[C21], and last
//! the generation order of Art. 4 (choice of MDPs, their opponents, exchanges, transpositions).
//! Field widths are computed from the largest sum a matching can reach, so fields never
//! carry into one another ([`crate::matching::lexicographic::weights`]). Colours follow Art. 5 ([`colour`]).
//!
//! # Explaining a pairing (for the checker)
//! [`Criterion`] names every criterion with its code, article and summary, per edition.
//! [`explain::first_bracket_difference`] pairs the round and, at the first bracket where
//! another pairing (e.g. one read from a file with
//! [`crate::pairing::Pairing::from_tournament`]) decides differently, scores both on that
//! bracket's own matching problem and names the first criterion that separates them (or the
//! generation order). Build the [`Ctx`] with [`Ctx::new`].
//!
//! ```
//! use arbitro::pairing::dutch::{self, Ctx};
//! use arbitro::pairing::Pairing;
//! use arbitro::rules::DutchEdition;
//! use arbitro::tournament::{RoundNo, Tournament};
//! use arbitro::trf::TrfDocument;
//!
//! let text = std::fs::read("scenarios/dutch/c9-pab-fewer-unplayed.trf").unwrap();
//! let t = Tournament::from_trf(&TrfDocument::from_bytes(&text).unwrap()).unwrap();
//! let round = RoundNo(2);
//! let engine = dutch::pair(&t, round, DutchEdition::Dutch2026).unwrap();
//! assert_eq!(engine.bye.map(|p| p.0), Some(4));
//! // Another pairing of the same round: the PAB to player 5, who missed round 1.
//! let other = Pairing::parse_pair_list("2 1\n3 4\n5 0\n", round).unwrap();
//! let ctx = Ctx::new(&t, round, DutchEdition::Dutch2026);
//! let verdict = dutch::explain::first_bracket_difference(&ctx, &other).unwrap();
//! assert_eq!(verdict.criterion, Some(dutch::Criterion::C9));
//! assert!(verdict.engine_better);
//! ```

use crate::core::order::StableSort;

pub(crate) mod brackets;
pub mod colour;
pub(crate) mod criteria;
pub mod edition;
pub mod explain;
pub(crate) mod graph;
pub mod initial_colour;
pub mod players;
pub(crate) mod remainder;
pub mod synthetic;
pub mod walkthrough;

pub use criteria::Criterion;
pub use edition::EditionFacts;
pub use players::Ctx;

use crate::pairing::{Board, Pairer, Pairing, PairingError};
use crate::rules::DutchEdition;
use crate::tournament::{RoundNo, Tournament};

/// What is still missing in an edition's implementation, to warn users (`None`: complete).
#[must_use]
pub(crate) fn edition_caveat(edition: DutchEdition) -> Option<&'static str> {
    match edition {
        DutchEdition::Dutch2026 | DutchEdition::Dutch2017 => None,
    }
}

/// The Dutch engine for one edition.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct DutchEngine {
    /// The edition applied.
    pub edition: DutchEdition,
}

impl Pairer for DutchEngine {
    fn pair(&self, t: &Tournament, round: RoundNo) -> Result<Pairing, PairingError> {
        pair(t, round, self.edition)
    }

    fn explain_departure(&self, d: &crate::pairing::Departure<'_>) -> Vec<crate::pairing::Finding> {
        explain::departure::explain(d)
    }

    fn walk_through(&self, t: &Tournament, round: RoundNo) -> Option<walkthrough::Walkthrough> {
        walkthrough::walk(&Ctx::new(t, round, self.edition), walkthrough::Options::default()).ok()
    }
}

/// Pairs `round` of `t` (which holds rounds 1..`round`-1) under `edition`.
///
/// # Errors
/// [`PairingError::NoValidPairing`] when no pairing satisfies the absolute criteria.
pub fn pair(t: &Tournament, round: RoundNo, edition: DutchEdition) -> Result<Pairing, PairingError> {
    let ctx = Ctx::new(t, round, edition);
    let rp = brackets::pair_round(&ctx).map_err(|e| PairingError::NoValidPairing { round, reason: e.0 })?;
    let mut boards: Vec<(usize, usize)> = rp.pairs.iter().map(|&(a, b)| colour::allocate(&ctx, a, b)).collect();
    // Board order (C.04.2 3.6): higher score of the pair, sum of scores, rank of the higher player.
    let key = |&(w, b): &(usize, usize)| {
        let (hi, lo) = (w.min(b), w.max(b));
        let s = &ctx.players;
        crate::pairing::board_order_key(s[hi].score, s[lo].score, hi)
    };
    boards.stable_sort_by_key(&key);
    Ok(Pairing {
        round,
        boards: boards
            .into_iter()
            .map(|(w, b)| Board { white: ctx.players[w].tpn, black: ctx.players[b].tpn })
            .collect(),
        bye: rp.bye.map(|b| ctx.players[b].tpn),
    })
}
