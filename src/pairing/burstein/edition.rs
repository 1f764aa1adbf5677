//! The Burstein System, 2026 edition, as a member of the house ([`SwissSystem`]): its names, its
//! dates, its criteria and its engine.

use super::{BursteinEngine, Criterion, Ctx};
use crate::pairing::system::{InForce, NamedCriterion, PlayerColumns, Rule, SwissSystem, Verdict};
use crate::pairing::{Pairer, Pairing, PairingError};
use crate::tournament::types::Date;
use crate::tournament::{RoundNo, Tournament};

/// C.04.4.2 Burstein System, applied from 1 February 2026.
#[derive(Copy, Clone, Debug, Default)]
pub struct Burstein2026;

impl SwissSystem for Burstein2026 {
    fn id(&self) -> &'static str {
        "burstein-2026"
    }
    fn aliases(&self) -> &'static [&'static str] {
        &["burstein", "fide_burstein_2026"]
    }
    fn family(&self) -> &'static str {
        "Burstein"
    }
    fn name(&self) -> &'static str {
        "Burstein System"
    }
    fn edition(&self) -> &'static str {
        "2026"
    }
    fn chapter(&self) -> &'static str {
        "C.04.4.2"
    }
    fn title(&self) -> &'static str {
        "FIDE Burstein system, 2026 edition (C.04.4.2, from 1 Feb 2026)"
    }
    fn record_192(&self) -> Option<&'static str> {
        Some("FIDE_BURSTEIN")
    }
    fn event_kind(&self) -> &'static str {
        "Individual Swiss, FIDE (Burstein) System burstein-2026"
    }
    fn in_force(&self) -> InForce {
        InForce { from: Some(Date { year: 2026, month: 2, day: 1 }), until: None }
    }
    fn other_editions(&self) -> &'static str {
        "the July 2025, \"Index\" and original texts of the Burstein System are not implemented"
    }
    fn pair(&self, t: &Tournament, round: RoundNo) -> Result<Pairing, PairingError> {
        super::pair(t, round)
    }
    fn check(&self, t: &Tournament, round: RoundNo, file: &Pairing) -> Result<Verdict<Rule>, PairingError> {
        super::check::check(t, round, file).map(Verdict::cite)
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
        "C1…C8, SEEDING, PAB, ORDER or COLOURS"
    }
    fn columns(&self, t: &Tournament, round: RoundNo) -> PlayerColumns {
        let ctx = Ctx::new(t, round);
        PlayerColumns {
            heading: "White (TPN name score Buchholz pref)".to_owned(),
            lines: ctx
                .players
                .iter()
                .map(|q| {
                    let name = t.player(q.tpn).map_or("", |p| p.name.as_str());
                    let name: String = name.chars().take(22).collect();
                    let bh = q.index.buchholz;
                    let line = format!(
                        "{:>4} {:<22} {:>5} {:>3}.{} {:>3}",
                        q.tpn.0,
                        name,
                        q.score,
                        bh / 10,
                        bh % 10,
                        q.pref.symbol()
                    );
                    (q.tpn, line)
                })
                .collect(),
        }
    }
    fn pairer(&self, _t: Option<&Tournament>) -> Box<dyn Pairer + Send + Sync> {
        Box::new(BursteinEngine)
    }
}
