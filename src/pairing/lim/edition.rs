//! The Lim System as members of the house ([`SwissSystem`]): the 1999 and 2026 editions, their
//! names, dates, rules and engine. TRF-2026 has no record-192 code for Lim: only `--rules`
//! selects it.

use super::criteria::{Criterion, Edition};
use super::{Ctx, LimEngine};
use crate::core::words::{Lang, Phrase, decimal};
use crate::pairing::reading::Readings;
use crate::pairing::system::{
    About, Checked, Criteria, InForce, NamedCriterion, PlayerColumns, Rule, SwissSystem, Verdict,
};
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
    PlayerColumns::of(Phrase::new("house-columns-lim"), Phrase::new("house-fields-lim"), t, &ctx.players, |q| {
        let due = match q.due() {
            Some(crate::tournament::Colour::White) => "W",
            Some(crate::tournament::Colour::Black) => "B",
            None => "-",
        };
        (q.tpn, format!("{:>5} {due:>3}", decimal(lang, &q.score.to_string())))
    })
}

macro_rules! lim_system {
    ($ty:ty, $about:ident) => {
        impl SwissSystem for $ty {
            fn about(&self) -> &'static About {
                &$about
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

/// The rules of the Lim System, each citing the article of `$edition`.
macro_rules! lim_criteria {
    ($edition:expr) => {
        Criteria {
            all: || Criterion::ALL.iter().map(|&c| rule_in(c, $edition)).collect(),
            by_code: |code| Criterion::from_code(code).map(|c| rule_in(c, $edition)),
            completion: || rule_in(Criterion::Complete, $edition),
            hint: "REMATCH, COLOUR-LIMITS, COMPLETE, PAB, ORDER, FLOATERS, FLOATER-PAIRING, EXCHANGE, MEDIAN, COLOUR-EXCHANGE, COLOURS, LAST-ROUND, FIRST-ROUND",
        }
    };
}

/// The Lim System, 2026 edition, about itself.
const ABOUT_2026: About = About {
    id: "lim-2026",
    aliases: &["lim", "lim2026"],
    family: "Lim",
    name: "Lim System",
    edition: "2026",
    chapter: "C.04.4.3",
    title: "FIDE Lim system, 2026 edition (C.04.4.3, from 1 Feb 2026)",
    record_192: None,
    event_kind: "Individual Swiss, FIDE (Lim) System lim-2026",
    in_force: InForce { from: Some(FEB_2026), until: None },
    other_editions: "editions-lim-2026",
    criteria: lim_criteria!(Edition::Lim2026),
};

/// The Lim System, 1999 edition, about itself.
const ABOUT_1999: About = About {
    id: "lim-1999",
    aliases: &["lim1999"],
    family: "Lim",
    name: "Lim System",
    edition: "1999",
    chapter: "C.04.4.3",
    title: "FIDE Lim system, 1999 edition (C.04.4.3, 1987 amended to 1999, until 31 Jan 2026)",
    record_192: None,
    event_kind: "Individual Swiss, FIDE (Lim) System lim-1999",
    in_force: InForce { from: None, until: Some(FEB_2026) },
    other_editions: "editions-lim-1999",
    criteria: lim_criteria!(Edition::Lim1999),
};

lim_system!(Lim2026, ABOUT_2026);
lim_system!(Lim1999, ABOUT_1999);

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
