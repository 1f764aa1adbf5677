//! The Burstein System, 2026 edition, as a member of the house ([`SwissSystem`]): its names, its
//! dates, its criteria and its engine.

use super::original::Original;
use super::{BursteinEngine, BursteinOriginalEngine, Criterion, Ctx, Edition};
use crate::core::words::{Lang, Phrase, decimal};
use crate::pairing::reading::Readings;
use crate::pairing::system::{
    About, Checked, Criteria, InForce, NamedCriterion, PlayerColumns, Rule, SwissSystem, Verdict,
};
use crate::pairing::{Pairer, Pairing, PairingError};
use crate::tournament::types::Date;
use crate::tournament::{RoundNo, Tournament};

/// C.04.4.2 Burstein System, applied from 1 February 2026.
#[derive(Copy, Clone, Debug, Default)]
pub struct Burstein2026;

/// The Burstein System, 2026 edition, about itself.
const ABOUT_2026: About = About {
    id: "burstein-2026",
    aliases: &["burstein", "fide_burstein_2026"],
    family: "Burstein",
    name: "Burstein System",
    edition: "2026",
    chapter: "C.04.4.2",
    title: "FIDE Burstein system, 2026 edition (C.04.4.2, from 1 Feb 2026)",
    record_192: Some("FIDE_BURSTEIN"),
    event_kind: "Individual Swiss, FIDE (Burstein) System burstein-2026",
    in_force: InForce::FROM_FEB_2026,
    other_editions: "editions-burstein-2026",
    criteria: Criteria::of::<Criterion>(|| Criterion::C4.rule(), "C1…C8, SEEDING, PAB, ORDER, COLOURS"),
};

impl SwissSystem for Burstein2026 {
    fn about(&self) -> &'static About {
        &ABOUT_2026
    }
    fn pair_under(&self, t: &Tournament, round: RoundNo, under: &Readings) -> Result<Pairing, PairingError> {
        super::pair_under(t, round, Edition::Y2026, under)
    }
    fn check_under(&self, t: &Tournament, round: RoundNo, file: &Pairing, under: &Readings) -> Checked {
        super::check::check_under(t, round, file, Edition::Y2026, under).map(Verdict::cite)
    }
    fn columns(&self, t: &Tournament, round: RoundNo, lang: Lang) -> PlayerColumns {
        let ctx = Ctx::new(t, round);
        PlayerColumns::of(
            Phrase::new("house-columns-burstein"),
            Phrase::new("house-fields-burstein"),
            t,
            &ctx.players,
            |q| {
                let bh = q.index.buchholz;
                let score = decimal(lang, &q.score.to_string());
                (
                    q.tpn,
                    format!(
                        "{score:>5} {:>5} {:>3}",
                        decimal(lang, &format!("{}.{}", bh / 10, bh % 10)),
                        q.pref.symbol()
                    ),
                )
            },
        )
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

/// The Burstein System, original edition, about itself.
const ABOUT_ORIGINAL: About = About {
    id: "burstein-original",
    aliases: &["burstein-sb", "fide_burstein_original"],
    family: "Burstein",
    name: "Burstein System",
    edition: "original",
    chapter: "C.04.4.2",
    title: "FIDE Burstein system, original edition (C.04.4.2, Sonneborn-Berger / Buchholz / Median; dates in force unknown)",
    record_192: None,
    event_kind: "Individual Swiss, FIDE (Burstein) System burstein-original",
    in_force: InForce { from: None, until: Some(Date { year: 2026, month: 2, day: 1 }) },
    other_editions: "editions-burstein-original",
    criteria: Criteria::of::<Original>(|| Original(Criterion::C4).rule(), "C1…C8, ACCELERATION, PAB, ORDER, COLOURS"),
};

impl SwissSystem for BursteinOriginal {
    fn about(&self) -> &'static About {
        &ABOUT_ORIGINAL
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
    fn columns(&self, t: &Tournament, round: RoundNo, lang: Lang) -> PlayerColumns {
        let ctx = Ctx::of_edition(t, round, Edition::Original);
        PlayerColumns::of(
            Phrase::new("house-columns-burstein-original"),
            Phrase::new("house-fields-burstein-original"),
            t,
            &ctx.players,
            |q| {
                let (sb, bh, md) = (q.tie_breaks.sonneborn_berger, q.tie_breaks.buchholz, q.tie_breaks.median);
                let line = format!(
                    "{:>5} {:>7} {:>5} {:>5} {:>3}",
                    decimal(lang, &q.score.to_string()),
                    decimal(lang, &format!("{}.{:02}", sb / 100, sb % 100)),
                    decimal(lang, &format!("{}.{}", bh / 10, bh % 10)),
                    decimal(lang, &format!("{}.{}", md / 10, md % 10)),
                    q.pref.symbol()
                );
                (q.tpn, line)
            },
        )
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
