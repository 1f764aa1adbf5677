//! The Double-Swiss System, 2026, as a member of the house ([`SwissSystem`]): its names, its
//! dates, record 192 (`FIDE_DOUBLESWISS`; `FIDE_DOUBLESWISS_BAKU` and `CUSTOM_DOUBLESWISS`
//! refused), its criteria and its engine.

use super::{Criterion, Ctx, DoubleSwissEngine, FloatScope};
use crate::core::words::{Lang, Phrase, decimal};
use crate::pairing::reading::Readings;
use crate::pairing::system::{About, Checked, Criteria, InForce, NamedCriterion, PlayerColumns, SwissSystem, Verdict};
use crate::pairing::{Pairer, Pairing, PairingError};
use crate::tournament::{RoundNo, Tournament};

/// C.04.5 Double-Swiss System, applied from 1 February 2026.
#[derive(Copy, Clone, Debug, Default)]
pub struct DoubleSwiss2026;

/// Why the Baku acceleration of a Double-Swiss event is refused.
const BAKU: &str = "nopair-double-swiss-baku";

/// Why a custom Double-Swiss event is refused.
const CUSTOM: &str = "nopair-double-swiss-custom";

const REFUSED: &[(&str, &str)] = &[("FIDE_DOUBLESWISS_BAKU", BAKU), ("CUSTOM_DOUBLESWISS", CUSTOM)];

/// Why every round is refused under reading DS-1 (b), "wait for the text".
const WAIT: Phrase = Phrase::new("nopair-double-swiss-wait");

/// The refusal of every round under reading DS-1 (b), when it is chosen.
fn waiting(under: &Readings) -> Result<(), PairingError> {
    if under.is("DS-1", "b") { Err(PairingError::Input(WAIT)) } else { Ok(()) }
}

/// The file's record 192, when it names a refused Double-Swiss variant: why.
fn refused(t: &Tournament) -> Option<Phrase> {
    let code = t.info.encoded_type.as_deref()?.trim();
    let up = code.to_ascii_uppercase();
    REFUSED.iter().find(|(p, _)| up.starts_with(p)).map(|&(_, why)| crate::pairing::system::refusal(code, why))
}

/// The Double-Swiss system, 2026, about itself.
const ABOUT: About = About {
    id: "double-swiss-2026",
    aliases: &["double-swiss", "doubleswiss", "fide_doubleswiss"],
    family: "Double-Swiss",
    name: "Double-Swiss Pairing System",
    edition: "2026",
    chapter: "C.04.5",
    title: "FIDE Double-Swiss system, first edition (C.04.5, from 1 Feb 2026; procedure on the Swiss Team wording, reading DS-1)",
    record_192: Some("FIDE_DOUBLESWISS"),
    event_kind: "Individual Double-Swiss, FIDE Double-Swiss System double-swiss-2026 (one TRF round per match)",
    in_force: InForce::FROM_FEB_2026,
    other_editions: "editions-double-swiss",
    criteria: Criteria::of::<Criterion>(|| Criterion::C3.rule(), "C1…C8, PAB, UPFLOATERS, IDENTIFIER, COLOURS"),
};

impl SwissSystem for DoubleSwiss2026 {
    fn about(&self) -> &'static About {
        &ABOUT
    }
    fn refused_codes(&self) -> &'static [(&'static str, &'static str)] {
        REFUSED
    }
    fn competition_rules(&self, t: &Tournament) -> Result<Option<serde_json::Value>, Phrase> {
        refused(t).map_or(Ok(None), Err)
    }
    fn check_input(&self, t: &Tournament) -> Result<(), Phrase> {
        if let Some(m) = refused(t) {
            return Err(m);
        }
        super::planned_rounds(t).map(|_| ()).map_err(|e| e.reason().clone())
    }
    fn pair_under(&self, t: &Tournament, round: RoundNo, under: &Readings) -> Result<Pairing, PairingError> {
        if let Some(m) = refused(t) {
            return Err(PairingError::Input(m));
        }
        waiting(under)?;
        let (ctx, rp) = super::round_pairing_under(t, round, FloatScope::under(under), under)?;
        Ok(super::boards_of(&ctx, &rp))
    }
    fn check_under(&self, t: &Tournament, round: RoundNo, file: &Pairing, under: &Readings) -> Checked {
        if let Some(m) = refused(t) {
            return Err(PairingError::Input(m));
        }
        waiting(under)?;
        match super::check::check_under(t, round, file, FloatScope::under(under), under) {
            // A round refused under reading DS-6 is reported as refused, citing [C7] (2.3.4),
            // with both pairings; neither complies nor departs from a text that does not say
            // (`check` then tries each alternative of DS-6, `system::check_readings`).
            Err(PairingError::Input(m)) if m.id() == super::DS6 => Ok(Verdict {
                round,
                complies: false,
                criterion: Some(Criterion::C7.rule()),
                boards: vec![],
                detail: Some(Phrase::new("ds-refused").arg("why", m)),
                engine: None,
            }),
            v => v.map(Verdict::cite),
        }
    }
    fn columns(&self, t: &Tournament, round: RoundNo, lang: Lang) -> PlayerColumns {
        let ctx = Ctx::new(t, round, true);
        PlayerColumns::of(
            Phrase::new("house-columns-double-swiss"),
            Phrase::new("house-fields-double-swiss"),
            t,
            &ctx.players,
            |q| {
                let score = decimal(lang, &q.score.to_string());
                (q.tpn, format!("{score:>5} {:>3}", q.whites()))
            },
        )
    }
    /// `pair --walkthrough`: the procedure of 3.3–3.6 told step by step ([`super::walkthrough`]).
    fn walk_through(
        &self,
        walk: &crate::pairing::system::WalkRequest<'_>,
    ) -> Option<Result<crate::pairing::system::WalkOutput, crate::pairing::system::WalkError>> {
        if let Some(m) = refused(walk.tournament) {
            return Some(Err(crate::pairing::system::WalkError::NoPairing(m)));
        }
        Some(super::walkthrough::output(walk))
    }
    /// The engine the generator and the campaigns use: a random tournament needs every round
    /// paired, so its penultimate round follows MD's reading of DS-6 ("except in the last
    /// round"); `pair` and `check` refuse that round where the reading decides it.
    fn pairer(&self, _t: Option<&Tournament>) -> Box<dyn Pairer + Send + Sync> {
        Box::new(DoubleSwissEngine(super::FloatScope::LastRound))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pairing::reading::parse_choice;
    use crate::trf::TrfDocument;

    /// Reading DS-1 (b), "wait for the text": the first round of eight, paired under (a), is
    /// refused by pair and by check, naming the articles not public.
    #[test]
    fn reading_ds1b_refuses_every_round_naming_the_missing_articles() {
        let text = std::fs::read("scenarios/double-swiss/first-round-8.trf").unwrap();
        let t = Tournament::from_trf(&TrfDocument::from_bytes(&text).unwrap()).unwrap();
        let ours = DoubleSwiss2026.pair(&t, RoundNo(1)).unwrap();
        assert_eq!(ours.pair_list(), "4\n1 5\n6 2\n3 7\n8 4\n");
        let b = Readings::of(&[parse_choice("DS-1b").unwrap()]);
        let refused = |e: PairingError| matches!(&e, PairingError::Input(m) if m.to_string().contains("DS-1 (b)") && m.to_string().contains("3 pairing procedure"));
        assert!(refused(DoubleSwiss2026.pair_under(&t, RoundNo(1), &b).unwrap_err()));
        assert!(refused(DoubleSwiss2026.check_under(&t, RoundNo(1), &ours, &b).unwrap_err()));
        assert!(DoubleSwiss2026.check(&t, RoundNo(1), &ours).unwrap().complies);
    }
}
