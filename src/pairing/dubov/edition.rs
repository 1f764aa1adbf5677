//! The Dubov System, 2026 edition, as a member of the house ([`SwissSystem`]): its names, its
//! dates, its criteria and its engine.

use super::{Criterion, Ctx, DubovEngine};
use crate::core::words::{Lang, Phrase, decimal};
use crate::pairing::reading::Readings;
use crate::pairing::system::{
    Checked, InForce, NamedCriterion, PlayerColumns, Rule, SwissSystem, Verdict, WalkError, WalkFormat, WalkOutput,
    WalkRequest,
};
use crate::pairing::{Pairer, Pairing, PairingError};
use crate::tournament::types::Date;
use crate::tournament::{RoundNo, Tournament};

/// C.04.4.1 Dubov System, applied from 1 February 2026.
#[derive(Copy, Clone, Debug, Default)]
pub struct Dubov2026;

impl SwissSystem for Dubov2026 {
    fn id(&self) -> &'static str {
        "dubov-2026"
    }
    fn aliases(&self) -> &'static [&'static str] {
        &["dubov", "fide_dubov_2026"]
    }
    fn family(&self) -> &'static str {
        "Dubov"
    }
    fn name(&self) -> &'static str {
        "Dubov System"
    }
    fn edition(&self) -> &'static str {
        "2026"
    }
    fn chapter(&self) -> &'static str {
        "C.04.4.1"
    }
    fn title(&self) -> &'static str {
        "FIDE Dubov system, 2026 edition (C.04.4.1, from 1 Feb 2026)"
    }
    fn record_192(&self) -> Option<&'static str> {
        Some("FIDE_DUBOV")
    }
    fn event_kind(&self) -> &'static str {
        "Individual Swiss, FIDE (Dubov) System dubov-2026"
    }
    fn in_force(&self) -> InForce {
        InForce { from: Some(Date { year: 2026, month: 2, day: 1 }), until: None }
    }
    fn other_editions(&self) -> &'static str {
        "the 2018 and 1997 texts of the Dubov System are not implemented"
    }
    fn pair_under(&self, t: &Tournament, round: RoundNo, under: &Readings) -> Result<Pairing, PairingError> {
        super::pair_under(t, round, under)
    }
    fn check_under(&self, t: &Tournament, round: RoundNo, file: &Pairing, under: &Readings) -> Checked {
        super::check::check_under(t, round, file, under).map(Verdict::cite)
    }
    fn completion(&self) -> Rule {
        Criterion::C4.rule()
    }
    fn criteria(&self) -> Vec<Rule> {
        Criterion::ALL.iter().map(|c| c.rule()).collect()
    }
    fn criterion(&self, code: &str) -> Option<Rule> {
        Criterion::from_code(code).map(NamedCriterion::rule)
    }
    fn codes_hint(&self) -> &'static str {
        "C1…C10, PAB, UPFLOATERS, SUBGROUPS, T2, COLOURS"
    }
    fn columns(&self, t: &Tournament, round: RoundNo, lang: Lang) -> PlayerColumns {
        let ctx = Ctx::new(t, round);
        PlayerColumns {
            heading: Phrase::new("house-columns-dubov"),
            fields: Phrase::new("house-fields-dubov"),
            lines: ctx
                .players
                .iter()
                .map(|q| {
                    let name = t.player(q.tpn).map_or("", |p| p.name.as_str());
                    let name: String = name.chars().take(22).collect();
                    let score = decimal(lang, &q.score.to_string());
                    (q.tpn, format!("{:>4} {:<22} {:>5} {:>4} {:>3}", q.tpn.0, name, score, q.aro, q.pref.symbol()))
                })
                .collect(),
        }
    }
    fn pairer(&self, _t: Option<&Tournament>) -> Box<dyn Pairer + Send + Sync> {
        Box::new(DubovEngine)
    }
    fn walk_through(&self, walk: &WalkRequest<'_>) -> Option<Result<WalkOutput, WalkError>> {
        let ctx = Ctx::new(walk.tournament, walk.round);
        let mut w = match super::walkthrough::walk(&ctx) {
            Ok(w) => w,
            Err(e) => return Some(Err(WalkError::NoPairing(e.0))),
        };
        if let Some(score) = walk.bracket {
            w.brackets.retain(|b| b.score == score);
            if w.brackets.is_empty() {
                return Some(Err(WalkError::NoBracket));
            }
        }
        Some(Ok(match walk.format {
            WalkFormat::Json => match serde_json::to_value(&w) {
                Ok(v) => WalkOutput::Json(v),
                Err(e) => return Some(Err(WalkError::NoPairing(e.to_string()))),
            },
            WalkFormat::Markdown => {
                WalkOutput::Text(super::walkthrough::render::render(&w, walk.heading, true, walk.lang))
            }
            WalkFormat::Text => {
                WalkOutput::Text(super::walkthrough::render::render(&w, walk.heading, false, walk.lang))
            }
        }))
    }
}
