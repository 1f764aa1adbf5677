//! The Lim System as members of the house ([`SwissSystem`]): the 1999 and 2026 editions, their
//! names, dates, rules and engine. TRF-2026 has no record-192 code for Lim: only `--rules`
//! selects it.

use super::criteria::{Criterion, Edition};
use super::{Ctx, LimEngine};
use crate::core::words::{Lang, Phrase, decimal};
use crate::pairing::reading::Readings;
use crate::pairing::system::{Checked, InForce, NamedCriterion, PlayerColumns, Rule, SwissSystem, Verdict};
use crate::pairing::{Pairer, Pairing, PairingError};
use crate::tournament::types::Date;
use crate::tournament::{RoundNo, Tournament};

const FEB_2026: Date = Date { year: 2026, month: 2, day: 1 };

crate::pairing::system::named_criterion!(Criterion, article_2026);

/// The rule as a verdict of `edition` cites it (with that edition's article number).
#[must_use]
pub fn rule_in(c: Criterion, edition: Edition) -> Rule {
    Rule { article: c.article(edition), ..c.rule() }
}

/// C.04.4.3 Lim System, the text applied from 1 February 2026.
#[derive(Copy, Clone, Debug, Default)]
pub struct Lim2026;

/// C.04.4.3 Lim System, the 1987 text amended to 1999 (until 31 January 2026).
#[derive(Copy, Clone, Debug, Default)]
pub struct Lim1999;

/// The parts both editions share.
trait LimEdition {
    const EDITION: Edition;
}

impl LimEdition for Lim2026 {
    const EDITION: Edition = Edition::Lim2026;
}

impl LimEdition for Lim1999 {
    const EDITION: Edition = Edition::Lim1999;
}

fn columns(t: &Tournament, round: RoundNo, lang: Lang) -> PlayerColumns {
    let ctx = Ctx::new(t, round);
    PlayerColumns {
        heading: Phrase::new("house-columns-lim"),
        fields: Phrase::new("house-fields-lim"),
        lines: ctx
            .players
            .iter()
            .map(|q| {
                let name: String = t.player(q.tpn).map_or("", |p| p.name.as_str()).chars().take(22).collect();
                let due = match q.due() {
                    Some(crate::tournament::Colour::White) => "W",
                    Some(crate::tournament::Colour::Black) => "B",
                    None => "-",
                };
                (q.tpn, format!("{:>4} {:<22} {:>5} {:>3}", q.tpn.0, name, decimal(lang, &q.score.to_string()), due))
            })
            .collect(),
    }
}

macro_rules! lim_system {
    ($ty:ty, $id:literal, $aliases:expr, $edition:literal, $title:literal, $kind:literal, $in_force:expr, $others:literal) => {
        impl SwissSystem for $ty {
            fn id(&self) -> &'static str {
                $id
            }
            fn aliases(&self) -> &'static [&'static str] {
                $aliases
            }
            fn family(&self) -> &'static str {
                "Lim"
            }
            fn name(&self) -> &'static str {
                "Lim System"
            }
            fn edition(&self) -> &'static str {
                $edition
            }
            fn chapter(&self) -> &'static str {
                "C.04.4.3"
            }
            fn title(&self) -> &'static str {
                $title
            }
            fn record_192(&self) -> Option<&'static str> {
                None
            }
            fn event_kind(&self) -> &'static str {
                $kind
            }
            fn in_force(&self) -> InForce {
                $in_force
            }
            fn other_editions(&self) -> &'static str {
                $others
            }
            fn pair_under(&self, t: &Tournament, round: RoundNo, under: &Readings) -> Result<Pairing, PairingError> {
                super::pair_under(t, round, <$ty as LimEdition>::EDITION, under)
            }
            fn check_under(&self, t: &Tournament, round: RoundNo, file: &Pairing, under: &Readings) -> Checked {
                let e = <$ty as LimEdition>::EDITION;
                super::check::check_under(t, round, file, e, under).map(|v| Verdict {
                    round: v.round,
                    complies: v.complies,
                    criterion: v.criterion.map(|c| rule_in(c, e)),
                    boards: v.boards,
                    detail: v.detail,
                    engine: v.engine,
                })
            }
            fn completion(&self) -> Rule {
                rule_in(Criterion::Complete, <$ty as LimEdition>::EDITION)
            }
            fn criteria(&self) -> Vec<Rule> {
                Criterion::ALL.iter().map(|&c| rule_in(c, <$ty as LimEdition>::EDITION)).collect()
            }
            fn criterion(&self, code: &str) -> Option<Rule> {
                Criterion::from_code(code).map(|c| rule_in(c, <$ty as LimEdition>::EDITION))
            }
            fn codes_hint(&self) -> &'static str {
                "REMATCH, COLOUR-LIMITS, COMPLETE, PAB, ORDER, FLOATERS, FLOATER-PAIRING, EXCHANGE, MEDIAN, COLOUR-EXCHANGE, COLOURS, LAST-ROUND, FIRST-ROUND"
            }
            fn columns(&self, t: &Tournament, round: RoundNo, lang: Lang) -> PlayerColumns {
                columns(t, round, lang)
            }
            fn pairer(&self, _t: Option<&Tournament>) -> Box<dyn Pairer + Send + Sync> {
                Box::new(LimEngine(<$ty as LimEdition>::EDITION))
            }
            fn walk_through(
                &self,
                walk: &crate::pairing::system::WalkRequest<'_>,
            ) -> Option<Result<crate::pairing::system::WalkOutput, crate::pairing::system::WalkError>> {
                Some(super::walkthrough::output(walk, <$ty as LimEdition>::EDITION))
            }
        }
    };
}

lim_system!(
    Lim2026,
    "lim-2026",
    &["lim", "lim2026"],
    "2026",
    "FIDE Lim system, 2026 edition (C.04.4.3, from 1 Feb 2026)",
    "Individual Swiss, FIDE (Lim) System lim-2026",
    InForce { from: Some(FEB_2026), until: None },
    "the 1999 text of the Lim System is lim-1999"
);

lim_system!(
    Lim1999,
    "lim-1999",
    &["lim1999"],
    "1999",
    "FIDE Lim system, 1999 edition (C.04.4.3, 1987 amended to 1999, until 31 Jan 2026)",
    "Individual Swiss, FIDE (Lim) System lim-1999",
    InForce { from: None, until: Some(FEB_2026) },
    "the 2026 text of the Lim System is lim-2026"
);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_editions_cite_their_own_articles() {
        let f26 = Lim2026.criterion("floaters").unwrap();
        let f99 = Lim1999.criterion("FLOATERS").unwrap();
        assert_eq!(f26.article, "2.3.1-2.3.4, 3.1-3.5, 3.9, 3.10");
        assert_eq!(f99.article, "2.3 a-d, 3.1-3.5, 3.9, 3.10");
        assert!(Lim2026.record_192().is_none() && Lim1999.record_192().is_none());
        assert!(Lim1999.in_force().covers(Date { year: 2026, month: 1, day: 31 }));
        assert!(!Lim1999.in_force().covers(FEB_2026) && Lim2026.in_force().covers(FEB_2026));
    }
}
