//! Where another pairing of the round (a trainee's answer to a pairing exercise) first departs
//! from the manual procedure: the first bracket whose pairs differ from the accepted ones, and
//! the step of the walkthrough that dealt with the answer's pairs there (issue #19, item 3:
//! the model answer and the candidate where an answer departs from it).

use super::{Try, Walkthrough};
use crate::tournament::{Points, Tpn};
use std::collections::BTreeSet;

/// The first bracket where a pairing departs from the walkthrough.
#[derive(Clone, Debug)]
pub struct Departure {
    /// The bracket's position in the walkthrough (0 = the first paired).
    pub bracket: usize,
    /// Its score.
    pub score: Points,
    /// The pairs the procedure accepts there.
    pub accepted: Vec<(Tpn, Tpn)>,
    /// The answer's pairs inside that bracket.
    pub answered: Vec<(Tpn, Tpn)>,
    /// The step that rejected the answer's pairs: the candidate made of exactly those pairs, or
    /// the skipped family whose pairs they all contain. `None` when the procedure accepted
    /// another candidate before generating the answer's.
    pub rejected_at: Option<Try>,
}

fn normal(pairs: impl IntoIterator<Item = (Tpn, Tpn)>) -> BTreeSet<(Tpn, Tpn)> {
    pairs.into_iter().map(|(a, b)| (a.min(b), a.max(b))).collect()
}

/// The first bracket of `w` where `pairs` (the answer's boards, white-black, in any order)
/// pair its players differently; `None` when the answer agrees with every bracket shown.
#[must_use]
pub fn first_departure(w: &Walkthrough, pairs: &[(Tpn, Tpn)]) -> Option<Departure> {
    for (k, b) in w.brackets.iter().enumerate() {
        let players: BTreeSet<Tpn> = b.players.iter().map(|p| p.tpn).collect();
        let inside = normal(pairs.iter().copied().filter(|(x, y)| players.contains(x) && players.contains(y)));
        let accepted = normal(b.pairs.iter().copied());
        if inside == accepted {
            continue;
        }
        let rejected_at = b
            .tries
            .iter()
            .find(|t| {
                let tried = normal(t.pairs.iter().copied());
                t.rejected.is_some() && if t.number.is_some() { tried == inside } else { tried.is_subset(&inside) }
            })
            .cloned();
        return Some(Departure {
            bracket: k,
            score: b.score,
            accepted: accepted.into_iter().collect(),
            answered: inside.into_iter().collect(),
            rejected_at,
        });
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pairing::dutch::Ctx;
    use crate::pairing::dutch::walkthrough::{Options, walk};
    use crate::rules::DutchEdition;
    use crate::tournament::{RoundNo, Tournament};
    use crate::trf::TrfDocument;

    /// The tutorial's round 5 (seed 000, l. 12310-12331): the 3.5-point bracket 1, 5, 9 is
    /// paired 5-9 with 1 floating; an answer pairing 1-5 departs there, at the family the
    /// procedure skipped because 5 would not get his colour preference (2017 C.10), and an
    /// answer pairing 1-9 at the rematch (C.1).
    #[test]
    fn an_answer_departs_where_the_procedure_rejects_its_pairs() {
        let text = std::fs::read("scenarios/dutch/tutorial-40/tutorial-40.trf").unwrap();
        let t = Tournament::from_trf(&TrfDocument::from_bytes(&text).unwrap()).unwrap();
        let round = RoundNo(5);
        let ctx = Ctx::new(&t.cut_before(round), round, DutchEdition::Dutch2017);
        let w = walk(&ctx, Options::default()).unwrap();
        let engine: Vec<(Tpn, Tpn)> = w.brackets.iter().flat_map(|b| b.pairs.iter().copied()).collect();
        assert!(first_departure(&w, &engine).is_none(), "the procedure's own pairing does not depart");
        for (answer, code) in [((1, 5), "C.10"), ((1, 9), "C.1")] {
            let mut pairs: Vec<(Tpn, Tpn)> =
                engine.iter().copied().filter(|&(a, b)| a != Tpn(5) && b != Tpn(5)).collect();
            pairs.push((Tpn(answer.0), Tpn(answer.1)));
            let d = first_departure(&w, &pairs).expect("a departure");
            assert_eq!((d.bracket, d.score), (0, Points(35)));
            assert_eq!(d.accepted, vec![(Tpn(5), Tpn(9))]);
            let at = d.rejected_at.expect("the step that rejected it");
            assert_eq!(at.rejected.map(|r| r.code), Some(code.to_owned()), "{answer:?}");
        }
    }
}
