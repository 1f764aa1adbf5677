//! The Swiss Team walkthrough as text or Markdown, in Spanish or English
//! (`pair --walkthrough [--format markdown] [--lang es]`), printed by the procedure's shared
//! renderer ([`crate::pairing::lex_procedure::walk::render`]).

use crate::pairing::lex_procedure::walk;
use crate::pairing::system::{WalkError, WalkOutput, WalkRequest};
use crate::pairing::team::TeamRules;

/// `pair --walkthrough` under the Swiss Team system with the competition's `rules`; `bracket`
/// keeps one scoregroup.
///
/// # Errors
/// No valid pairing of the round, or `bracket` naming none of its scoregroups.
pub fn output(req: &WalkRequest<'_>, rules: TeamRules) -> Result<WalkOutput, WalkError> {
    walk::output(req, || super::walk(req.tournament, req.round, rules).map_err(|e| e.reason().clone()))
}
