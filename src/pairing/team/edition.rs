//! The Swiss Team pairing system, 2026 edition, as a member of the house ([`SwissSystem`]): its
//! names, its dates, the competition's choices read from record 192, its criteria and its engine.

use super::{Criterion, Ctx, TeamEngine, TeamRules};
use crate::core::words::{Lang, Phrase, decimal};
use crate::pairing::reading::Readings;
use crate::pairing::system::{About, Checked, Criteria, InForce, NamedCriterion, PlayerColumns, SwissSystem, Verdict};
use crate::pairing::{Pairer, Pairing, PairingError};
use crate::tournament::{RoundNo, Tournament};

/// C.04.6 Swiss Team Pairing System, applied from 1 February 2026.
#[derive(Copy, Clone, Debug, Default)]
pub struct Team2026;

/// The record-192 prefix of the team system.
const CODE: &str = "FIDE_TEAM";

/// The competition's choices record 192 makes (Type A with match points without it).
///
/// # Errors
/// A `FIDE_TEAM…` code arbitro cannot read, with what was expected.
pub fn rules_of(t: &Tournament) -> Result<TeamRules, Phrase> {
    let code = t.info.encoded_type.as_deref().map(str::trim).filter(|c| c.to_ascii_uppercase().starts_with(CODE));
    match code {
        None => Ok(TeamRules::default()),
        Some(c) => TeamRules::from_code(c).ok_or_else(|| Phrase::new("nopair-team-code").arg("code", c)),
    }
}

/// The Swiss Team system, 2026 edition, about itself.
const ABOUT: About = About {
    id: "team-2026",
    aliases: &["team", "fide_team_2026"],
    family: "Team",
    name: "Swiss Team Pairing System",
    edition: "2026",
    chapter: "C.04.6",
    title: "FIDE Swiss Team pairing system, 2026 edition (C.04.6, from 1 Feb 2026)",
    record_192: Some(CODE),
    event_kind: "Team Swiss, FIDE Swiss Team Pairing System team-2026 (one line per team)",
    in_force: InForce::FROM_FEB_2026,
    other_editions: "editions-team",
    criteria: Criteria::of::<Criterion>(|| Criterion::C3.rule(), "C1…C10, PAB, UPFLOATERS, IDENTIFIER, COLOURS"),
};

impl SwissSystem for Team2026 {
    fn about(&self) -> &'static About {
        &ABOUT
    }
    fn pairs_teams(&self) -> bool {
        true
    }
    fn competition_rules(&self, t: &Tournament) -> Result<Option<serde_json::Value>, Phrase> {
        let rules = rules_of(t)?;
        serde_json::to_value(rules).map(Some).map_err(|e| Phrase::new("nopair-text").arg("text", e.to_string()))
    }
    fn check_input(&self, t: &Tournament) -> Result<(), Phrase> {
        super::planned_rounds(t).map(|_| ()).map_err(|e| e.reason().clone())
    }
    fn pair_under(&self, t: &Tournament, round: RoundNo, under: &Readings) -> Result<Pairing, PairingError> {
        super::pair_under(t, round, rules_of(t).map_err(PairingError::Input)?, under)
    }
    fn check_under(&self, t: &Tournament, round: RoundNo, file: &Pairing, under: &Readings) -> Checked {
        super::check::check_under(t, round, file, rules_of(t).map_err(PairingError::Input)?, under).map(Verdict::cite)
    }
    fn columns(&self, t: &Tournament, round: RoundNo, lang: Lang) -> PlayerColumns {
        let planned = t.planned_rounds.unwrap_or(round.0);
        let ctx = Ctx::new(t, round, rules_of(t).unwrap_or_default(), planned);
        PlayerColumns::of(Phrase::new("house-columns-team"), Phrase::new("house-fields-team"), t, &ctx.teams, |q| {
            let score = decimal(lang, &q.score.to_string());
            (q.tpn, format!("{score:>5} {:>3} {:>3}", q.cd, q.pref.symbol()))
        })
    }
    fn pairer(&self, t: Option<&Tournament>) -> Box<dyn Pairer + Send + Sync> {
        Box::new(TeamEngine { rules: t.and_then(|t| rules_of(t).ok()).unwrap_or_default() })
    }
    fn walk_through(
        &self,
        walk: &crate::pairing::system::WalkRequest<'_>,
    ) -> Option<Result<crate::pairing::system::WalkOutput, crate::pairing::system::WalkError>> {
        let rules = match rules_of(walk.tournament) {
            Ok(r) => r,
            Err(e) => return Some(Err(crate::pairing::system::WalkError::NoPairing(e))),
        };
        Some(super::walkthrough::render::output(walk, rules))
    }
}
