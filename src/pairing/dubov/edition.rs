//! The Dubov System, 2026 edition, as a member of the house ([`SwissSystem`]): its names, its
//! dates, its criteria and its engine.

use super::{Criterion, Ctx, DubovEngine};
use crate::core::words::{Lang, Phrase, decimal};
use crate::pairing::reading::Readings;
use crate::pairing::system::{
    About, Checked, Criteria, InForce, NamedCriterion, PlayerColumns, SwissSystem, Verdict, WalkError, WalkOutput,
    WalkRequest,
};
use crate::pairing::{Pairer, Pairing, PairingError};
use crate::tournament::{RoundNo, Tournament};

/// C.04.4.1 Dubov System, applied from 1 February 2026.
#[derive(Copy, Clone, Debug, Default)]
pub struct Dubov2026;

/// The Dubov System, 2026 edition, about itself.
const ABOUT: About = About {
    id: "dubov-2026",
    aliases: &["dubov", "fide_dubov_2026"],
    family: "Dubov",
    name: "Dubov System",
    edition: "2026",
    chapter: "C.04.4.1",
    title: "FIDE Dubov system, 2026 edition (C.04.4.1, from 1 Feb 2026)",
    record_192: Some("FIDE_DUBOV"),
    event_kind: "Individual Swiss, FIDE (Dubov) System dubov-2026",
    in_force: InForce::FROM_FEB_2026,
    other_editions: "editions-dubov",
    criteria: Criteria::of::<Criterion>(|| Criterion::C4.rule(), "C1…C10, PAB, UPFLOATERS, SUBGROUPS, T2, COLOURS"),
};

impl SwissSystem for Dubov2026 {
    fn about(&self) -> &'static About {
        &ABOUT
    }
    fn pair_under(&self, t: &Tournament, round: RoundNo, under: &Readings) -> Result<Pairing, PairingError> {
        super::pair_under(t, round, under)
    }
    fn check_under(&self, t: &Tournament, round: RoundNo, file: &Pairing, under: &Readings) -> Checked {
        super::check::check_under(t, round, file, under).map(Verdict::cite)
    }
    fn columns(&self, t: &Tournament, round: RoundNo, lang: Lang) -> PlayerColumns {
        let ctx = Ctx::new(t, round);
        PlayerColumns::of(Phrase::new("house-columns-dubov"), Phrase::new("house-fields-dubov"), t, &ctx.players, |q| {
            let score = decimal(lang, &q.score.to_string());
            (q.tpn, format!("{score:>5} {:>4} {:>3}", q.aro, q.pref.symbol()))
        })
    }
    fn pairer(&self, _t: Option<&Tournament>) -> Box<dyn Pairer + Send + Sync> {
        Box::new(DubovEngine)
    }
    fn walk_through(&self, walk: &WalkRequest<'_>) -> Option<Result<WalkOutput, WalkError>> {
        let ctx = Ctx::new(walk.tournament, walk.round);
        let w = match super::walkthrough::walk(&ctx) {
            Ok(w) => w,
            Err(e) => return Some(Err(WalkError::NoPairing(e.0))),
        };
        let render = |w: &super::walkthrough::Walkthrough, md| {
            super::walkthrough::render::render(w, walk.heading, md, walk.lang)
        };
        Some(crate::pairing::walk::as_asked(walk, w, |w| &mut w.brackets, |b| b.score, render))
    }
}
