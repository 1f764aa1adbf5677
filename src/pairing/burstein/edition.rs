//! The Burstein System, 2026 edition, as a member of the house ([`SwissSystem`]): its names, its
//! dates, its criteria and its engine.

use super::original::Original;
use super::{BursteinEngine, BursteinOriginalEngine, Criterion, Ctx, Edition};
use crate::core::words::{Lang, Phrase, decimal};
use crate::pairing::reading::Readings;
use crate::pairing::system::{Checked, InForce, NamedCriterion, PlayerColumns, Rule, SwissSystem, Verdict};
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
        "the July 2025 and \"Index\" texts of the Burstein System are not implemented (the original text, whose dates in force no source gives, is: --rules burstein-original)"
    }
    fn pair_under(&self, t: &Tournament, round: RoundNo, under: &Readings) -> Result<Pairing, PairingError> {
        super::pair_under(t, round, Edition::Y2026, under)
    }
    fn check_under(&self, t: &Tournament, round: RoundNo, file: &Pairing, under: &Readings) -> Checked {
        super::check::check_under(t, round, file, Edition::Y2026, under).map(Verdict::cite)
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
        "C1…C8, SEEDING, PAB, ORDER, COLOURS"
    }
    fn columns(&self, t: &Tournament, round: RoundNo, lang: Lang) -> PlayerColumns {
        let ctx = Ctx::new(t, round);
        PlayerColumns {
            heading: Phrase::new("house-columns-burstein"),
            fields: Phrase::new("house-fields-burstein"),
            lines: ctx
                .players
                .iter()
                .map(|q| {
                    let name = t.player(q.tpn).map_or("", |p| p.name.as_str());
                    let name: String = name.chars().take(22).collect();
                    let bh = q.index.buchholz;
                    let line = format!(
                        "{:>4} {:<22} {:>5} {:>5} {:>3}",
                        q.tpn.0,
                        name,
                        decimal(lang, &q.score.to_string()),
                        decimal(lang, &format!("{}.{}", bh / 10, bh % 10)),
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
    fn walk_through(
        &self,
        walk: &crate::pairing::system::WalkRequest<'_>,
    ) -> Option<Result<crate::pairing::system::WalkOutput, crate::pairing::system::WalkError>> {
        Some(super::walkthrough::render::output(walk))
    }
}

/// C.04.4.2 Burstein System, original edition (Sonneborn-Berger, Buchholz, Median order; the
/// combinations of Article 6). No source gives its dates in force, so only `--rules
/// burstein-original` selects it; record 192 never does.
#[derive(Copy, Clone, Debug, Default)]
pub struct BursteinOriginal;

impl crate::pairing::system::NamedCriterion for Original {
    const ALL: &'static [Self] = &Original::ALL;
    fn code(self) -> &'static str {
        Original::code(self)
    }
    fn article(self) -> &'static str {
        Original::article(self)
    }
    fn summary(self) -> &'static str {
        Original::summary(self)
    }
    fn text(self) -> &'static str {
        Original::text(self)
    }
    /// Named as the 2026 criterion the field stands for (`C5`, `Pab`, `Order`…); `Acceleration`
    /// for 3.3.
    fn rule(self) -> Rule {
        let name = match self.0 {
            Criterion::Seeding => "Acceleration".to_owned(),
            c => format!("{c:?}"),
        };
        Rule { name, code: self.code(), article: self.article(), summary: self.summary(), text: self.text() }
    }
}

impl SwissSystem for BursteinOriginal {
    fn id(&self) -> &'static str {
        "burstein-original"
    }
    fn aliases(&self) -> &'static [&'static str] {
        &["burstein-sb", "fide_burstein_original"]
    }
    fn family(&self) -> &'static str {
        "Burstein"
    }
    fn name(&self) -> &'static str {
        "Burstein System"
    }
    fn edition(&self) -> &'static str {
        "original"
    }
    fn chapter(&self) -> &'static str {
        "C.04.4.2"
    }
    fn title(&self) -> &'static str {
        "FIDE Burstein system, original edition (C.04.4.2, Sonneborn-Berger / Buchholz / Median; dates in force unknown)"
    }
    fn record_192(&self) -> Option<&'static str> {
        None
    }
    fn event_kind(&self) -> &'static str {
        "Individual Swiss, FIDE (Burstein) System burstein-original"
    }
    fn in_force(&self) -> InForce {
        InForce { from: None, until: Some(Date { year: 2026, month: 2, day: 1 }) }
    }
    fn other_editions(&self) -> &'static str {
        "the July 2025 and \"Index\" texts of the Burstein System are not implemented"
    }
    fn pair_under(&self, t: &Tournament, round: RoundNo, _defaults: &Readings) -> Result<Pairing, PairingError> {
        super::pair_edition(t, round, Edition::Original)
    }
    fn check_under(&self, t: &Tournament, round: RoundNo, file: &Pairing, _defaults: &Readings) -> Checked {
        super::check::check_edition(t, round, file, Edition::Original).map(|v| {
            Verdict {
                round: v.round,
                complies: v.complies,
                criterion: v.criterion.map(Original),
                boards: v.boards,
                detail: v.detail,
                engine: v.engine,
            }
            .cite()
        })
    }
    fn completion(&self) -> Rule {
        Original(Criterion::C4).rule()
    }
    fn criteria(&self) -> Vec<Rule> {
        Original::ALL.iter().map(|c| c.rule()).collect()
    }
    fn criterion(&self, code: &str) -> Option<Rule> {
        Original::from_code(code).map(NamedCriterion::rule)
    }
    fn codes_hint(&self) -> &'static str {
        "C1…C8, ACCELERATION, PAB, ORDER, COLOURS"
    }
    fn columns(&self, t: &Tournament, round: RoundNo, lang: Lang) -> PlayerColumns {
        let ctx = Ctx::of_edition(t, round, Edition::Original);
        PlayerColumns {
            heading: Phrase::new("house-columns-burstein-original"),
            fields: Phrase::new("house-fields-burstein-original"),
            lines: ctx
                .players
                .iter()
                .map(|q| {
                    let name = t.player(q.tpn).map_or("", |p| p.name.as_str());
                    let name: String = name.chars().take(22).collect();
                    let (sb, bh, md) = (q.tie_breaks.sonneborn_berger, q.tie_breaks.buchholz, q.tie_breaks.median);
                    let line = format!(
                        "{:>4} {:<22} {:>5} {:>7} {:>5} {:>5} {:>3}",
                        q.tpn.0,
                        name,
                        decimal(lang, &q.score.to_string()),
                        decimal(lang, &format!("{}.{:02}", sb / 100, sb % 100)),
                        decimal(lang, &format!("{}.{}", bh / 10, bh % 10)),
                        decimal(lang, &format!("{}.{}", md / 10, md % 10)),
                        q.pref.symbol()
                    );
                    (q.tpn, line)
                })
                .collect(),
        }
    }
    fn pairer(&self, _t: Option<&Tournament>) -> Box<dyn Pairer + Send + Sync> {
        Box::new(BursteinOriginalEngine)
    }
    fn walk_through(
        &self,
        walk: &crate::pairing::system::WalkRequest<'_>,
    ) -> Option<Result<crate::pairing::system::WalkOutput, crate::pairing::system::WalkError>> {
        Some(super::walkthrough::render::output_edition(walk, Edition::Original))
    }
}
