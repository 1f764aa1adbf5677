//! The Burstein System (C.04.4.2), edition applied from 1 February 2026.
//!
//! The text is in `docs/systems/burstein-2026.md`, with every gap in the public sources and
//! the reading arbitro applies (B-1 … B-16). The seeding rounds (1.6: half the rounds, at most
//! four) are paired by the Dutch System in force (2026, reading B-1 a). Later rounds: the PAB
//! first (3.1), then the brackets from the top scoregroup down, each made of the incoming
//! floaters and the residents ranked by the opposition Index (1.7–1.8: Buchholz, then
//! Sonneborn-Berger, then TPN), paired by [C4]–[C8] and the order of Article 4. Colours by 5.2.
//!
//! ```
//! use arbitro::pairing::burstein;
//! use arbitro::tournament::{RoundNo, Tournament};
//! use arbitro::trf::TrfDocument;
//!
//! let text = std::fs::read("scenarios/burstein/after-two-rounds-8.trf").unwrap();
//! let t = Tournament::from_trf(&TrfDocument::from_bytes(&text).unwrap()).unwrap();
//! let p = burstein::pair(&t, RoundNo(3)).unwrap();
//! // Bracket 1.0 (2, 5, 7 by Buchholz): BSN 1 meets BSN 3 (4.3), 5 floats to 0.5 and meets 3;
//! // 2 and 7 both want Black and alternated alike: 5.2.5 gives 2 (higher Index) Black.
//! assert_eq!(p.pair_list(), "4\n1 4\n7 2\n3 5\n6 8\n");
//! ```

pub mod bracket;
pub mod check;
pub mod colour;
pub mod criteria;
pub mod edition;
pub mod original;
pub mod players;
pub mod walkthrough;

pub use criteria::Criterion;
pub use edition::Burstein2026;
pub use players::Ctx;

use crate::core::words::Phrase;
use crate::pairing::reading::Readings;
use crate::pairing::system::Findings;
use crate::pairing::{Finding, Pairer, Pairing, PairingError};
use crate::rules::DutchEdition;
use crate::tournament::{RoundNo, Tournament};
use serde::Serialize;

/// The edition of C.04.4.2 applied.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub enum Edition {
    /// The text in force from 1 February 2026 (`burstein-2026`): seeding rounds, Index, [C1]–[C8].
    #[default]
    Y2026,
    /// The original text (`burstein-original`): Sonneborn-Berger, Buchholz, Median order (3.2),
    /// the imaginary point (3.3), the combinations of Article 6. No seeding rounds.
    Original,
}

impl Edition {
    /// The `--rules` name.
    #[must_use]
    pub fn id(self) -> &'static str {
        match self {
            Edition::Y2026 => "burstein-2026",
            Edition::Original => "burstein-original",
        }
    }

    /// The code, article and summary of a criterion or rule as this edition words it.
    #[must_use]
    pub fn words(self, c: Criterion) -> (&'static str, &'static str, &'static str) {
        match self {
            Edition::Y2026 => (c.code(), c.article(), c.summary()),
            Edition::Original => {
                let o = original::Original(c);
                (o.code(), o.article(), o.summary())
            }
        }
    }
}

/// The Burstein engine, original edition (Sonneborn-Berger / Buchholz / Median).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct BursteinOriginalEngine;

impl Pairer for BursteinOriginalEngine {
    fn pair(&self, t: &Tournament, round: RoundNo) -> Result<Pairing, PairingError> {
        pair_edition(t, round, Edition::Original)
    }

    fn explain_departure(&self, d: &crate::pairing::Departure<'_>) -> Vec<Finding> {
        explain(d, Edition::Original)
    }
}

/// The Burstein engine (2026 edition).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct BursteinEngine;

impl Pairer for BursteinEngine {
    fn pair(&self, t: &Tournament, round: RoundNo) -> Result<Pairing, PairingError> {
        pair(t, round)
    }

    /// The first criterion or rule of C.04.4.2 on which the round departs ([`check::check`]),
    /// with the players of the boards concerned.
    fn explain_departure(&self, d: &crate::pairing::Departure<'_>) -> Vec<Finding> {
        explain(d, Edition::Y2026)
    }
}

/// The first criterion or rule of `edition` on which the round departs, with the players of
/// the boards concerned.
fn explain(d: &crate::pairing::Departure<'_>, edition: Edition) -> Vec<Finding> {
    // The Burstein check words its verdicts in English only, as the Dubov one: the detail goes
    // through as it is.
    let check = |t: &Tournament, round, file: &Pairing| check::check_edition(t, round, file, edition);
    FINDINGS.explain(d, check, |c| {
        let (code, article, _) = edition.words(c);
        format!("{code} ({article})")
    })
}

/// How a departure from the Burstein System reads.
const FINDINGS: Findings<Criterion> = Findings {
    chapter: "C.04.4.2",
    no_pairing: Phrase::new("find-no-burstein-pairing"),
    departs: Phrase::new("find-burstein"),
    absolute: &[Criterion::C1, Criterion::C2, Criterion::C3, Criterion::C4],
    bye: &[Criterion::Pab],
    colour: &[Criterion::Colours],
    order: &[Criterion::Order],
};

/// Whether `round` of `t` is a seeding round (1.6).
///
/// # Errors
/// [`PairingError::Input`] when the file does not say how many rounds the tournament has
/// (1.6.2 needs it; record 142 or `XXR`).
pub fn is_seeding_round(t: &Tournament, round: RoundNo) -> Result<bool, PairingError> {
    let planned = t
        .planned_rounds
        .ok_or_else(|| PairingError::Input(crate::core::words::Phrase::new("nopair-planned-burstein")))?;
    Ok(round.0 <= players::seeding_rounds(planned))
}

/// The Dutch edition that pairs the seeding rounds (1.6.1): reading B-1 (a) the one in force
/// on the tournament's dates, C.04.3 2026 (the 2026 Burstein text is in force from 1 February
/// 2026, when the 2026 Dutch text is too); (c) the 2017 text whatever the dates.
#[must_use]
pub fn seeding_dutch(under: &Readings) -> DutchEdition {
    if under.is("B-1", "c") { DutchEdition::Dutch2017 } else { DutchEdition::Dutch2026 }
}

/// Pairs `round` of `t` (which holds rounds 1..`round`-1) with the Burstein System, 2026.
///
/// # Errors
/// [`PairingError::NoValidPairing`] when no pairing complies with [C1]–[C4];
/// [`PairingError::Input`] when the number of rounds is unknown (1.6.2).
pub fn pair(t: &Tournament, round: RoundNo) -> Result<Pairing, PairingError> {
    pair_edition(t, round, Edition::Y2026)
}

/// Pairs `round` of `t` with the Burstein System, `edition`. The original text has no seeding
/// rounds: every round, the first too, is paired by Article 6 (3.2 orders the players by
/// rating while the tie-breaks are equal, as its Preface says).
///
/// # Errors
/// As [`pair`]; the original edition never needs the number of rounds.
pub fn pair_edition(t: &Tournament, round: RoundNo, edition: Edition) -> Result<Pairing, PairingError> {
    pair_under(t, round, edition, &Readings::defaults())
}

/// [`pair_edition`] under the readings `under` (B-1 c, B-3 c, B-4 b, B-12 b).
///
/// # Errors
/// As [`pair_edition`].
pub fn pair_under(t: &Tournament, round: RoundNo, edition: Edition, under: &Readings) -> Result<Pairing, PairingError> {
    if edition == Edition::Y2026 && is_seeding_round(t, round)? {
        return crate::pairing::dutch::pair(t, round, seeding_dutch(under));
    }
    let ctx = Ctx::under(t, round, edition, under);
    let rp = bracket::pair_round(&ctx).map_err(|e| PairingError::NoValidPairing { round, reason: e.0 })?;
    Ok(boards_of(&ctx, &rp))
}

/// The boards of a round pairing: colours by 5.2, board order of C.04.2 (reading B-16: higher
/// score of the pair, then the sum, then the higher-ranked player's TPN).
#[must_use]
pub fn boards_of(ctx: &Ctx, rp: &bracket::RoundPairing) -> Pairing {
    let s = &ctx.players;
    crate::pairing::boards_in_board_order(
        ctx.round,
        &rp.pairs,
        rp.bye,
        |i| (s[i].tpn, s[i].score),
        |&(a, b)| colour::allocate(ctx, a, b),
        |w, b| (s[w].score, std::cmp::Reverse(s[w].tpn)) > (s[b].score, std::cmp::Reverse(s[b].tpn)),
        |hi, _| s[hi].tpn,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pairing::reading::parse_choice;
    use crate::trf::TrfDocument;

    /// Reading B-1 (c): round 3 of 6 is a seeding round (1.6.2: three). Here the two Dutch texts
    /// pair it differently (5 lost round 1 by forfeit to 1; 3 had the PAB, 1 a full-point bye),
    /// and the Burstein engine follows (a) the 2026 text by default, (c) the 2017 text.
    #[test]
    fn seeding_rounds_follow_the_dutch_text_of_reading_b1() {
        let text = "042 2026/03/01\nXXR 6\n\
001    1      Player1                          2450                              2.0    0     5 b +  0000 - F\n\
001    2      Player2                          2400                              2.0    0     4 b 1     5 w 1\n\
001    3      Player3                          2350                              1.0    0  0000 - U     4 b 0\n\
001    4      Player4                          2300                              1.0    0     2 w 0     3 w 1\n\
001    5      Player5                          2250                              0.0    0     1 w -     2 b 0\n";
        let t = Tournament::from_trf(&TrfDocument::from_bytes(text.as_bytes()).unwrap()).unwrap();
        let round = RoundNo(3);
        assert!(is_seeding_round(&t, round).unwrap());
        let dutch2026 = crate::pairing::dutch::pair(&t, round, DutchEdition::Dutch2026).unwrap();
        let dutch2017 = crate::pairing::dutch::pair(&t, round, DutchEdition::Dutch2017).unwrap();
        assert_ne!(dutch2026.pair_list(), dutch2017.pair_list(), "the example needs the texts to differ");
        let b1c = Readings::of(&[parse_choice("B-1c").unwrap()]);
        assert_eq!(pair(&t, round).unwrap(), dutch2026);
        assert_eq!(pair_under(&t, round, Edition::Y2026, &b1c).unwrap(), dutch2017);
        // The 2017 pairing departs from the default ([SEEDING]) and complies under B-1c.
        let v = check::check(&t, round, &dutch2017).unwrap();
        assert_eq!((v.complies, v.criterion), (false, Some(Criterion::Seeding)));
        assert!(check::check_under(&t, round, &dutch2017, Edition::Y2026, &b1c).unwrap().complies);
    }
}
