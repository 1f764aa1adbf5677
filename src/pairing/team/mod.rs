//! The Swiss Team Pairing System (C.04.6), edition applied from 1 February 2026.
//!
//! The text is in `docs/systems/swiss-team-2026.md`, with the readings arbitro applies (T-1 …
//! T-15). The engine follows the text's own procedure (3.3.2): the pairing-allocated bye first
//! (3.4), then, while teams remain, the top-scoregroup with the set of upfloaters of 3.5 ([C4],
//! [C5], then the first set in lexicographic order best by [C6], [C7]) paired by the first
//! identifier of 3.6 best by [C8]–[C10]; colours by Article 4 once the round is paired.
//!
//! Teams are read as participants: one TRF line (record 001) per team, its points the primary
//! score, its round entries the team's matches (opponent, board-1 colour, match result).
//!
//! ```
//! use arbitro::pairing::team;
//! use arbitro::tournament::{RoundNo, Tournament};
//! use arbitro::trf::TrfDocument;
//!
//! let text = std::fs::read("scenarios/team-swiss/first-round-8.trf").unwrap();
//! let t = Tournament::from_trf(&TrfDocument::from_bytes(&text).unwrap()).unwrap();
//! let p = team::pair(&t, RoundNo(1), team::TeamRules::default()).unwrap();
//! // 3.6: tops 1 2 3 4, bottoms 5 6 7 8; 4.3.1: odd TPN of the first-team gets the initial-colour.
//! assert_eq!(p.pair_list(), "4\n1 5\n6 2\n3 7\n8 4\n");
//! ```

pub mod bracket;
pub mod check;
pub mod colour;
pub mod criteria;
pub mod edition;
pub mod teams;
pub mod walkthrough;

pub use criteria::Criterion;
pub use edition::Team2026;
pub use teams::{Ctx, PreferenceType};

use crate::core::words::Phrase;
use crate::pairing::system::Findings;
use crate::pairing::{Finding, Pairer, Pairing, PairingError};
use crate::tournament::{RoundNo, Tournament};
use serde::Serialize;

/// What the competition's rules choose (1.2, 1.7), read from record 192
/// (`FIDE_TEAM_{TYPEA,TYPEB,}_{MP,GP}[_{GP,MP}][_BAKU]`; `FIDE_TEAM` = Type A, match points,
/// game points for colours).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TeamRules {
    /// Colour preferences of Type A, Type B or none (1.7).
    pub preference: PreferenceType,
    /// The primary score is game points (else match points, 1.2.2).
    pub game_points_primary: bool,
}

impl Default for TeamRules {
    fn default() -> Self {
        TeamRules { preference: PreferenceType::TypeA, game_points_primary: false }
    }
}

impl TeamRules {
    /// Reads a record-192 code of the team system; `None` when it is not one.
    /// `FIDE_TEAM` alone is Type A with match points; a longer code without `TYPEA`/`TYPEB`
    /// uses no colour preferences (1.7, "colour preferences are not to be used at all").
    #[must_use]
    pub fn from_code(code: &str) -> Option<TeamRules> {
        let up = code.trim().to_ascii_uppercase();
        let rest = up.strip_prefix("FIDE_TEAM")?;
        // `FIDE_TEAM_BAKU` is `FIDE_TEAM` accelerated (TRF-2026's code table lists both).
        if rest.is_empty() || rest == "_BAKU" {
            return Some(TeamRules::default());
        }
        let parts: Vec<&str> = rest.strip_prefix('_')?.split('_').collect();
        let mut r = TeamRules { preference: PreferenceType::None, game_points_primary: false };
        let mut scores = Vec::new();
        for p in parts {
            match p {
                "TYPEA" => r.preference = PreferenceType::TypeA,
                "TYPEB" => r.preference = PreferenceType::TypeB,
                "MP" | "GP" => scores.push(p),
                "BAKU" => {}
                _ => return None,
            }
        }
        r.game_points_primary = scores.first() == Some(&"GP");
        Some(r)
    }
}

/// The Swiss Team engine (2026 edition) under the competition's rules.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct TeamEngine {
    /// The competition's choices.
    pub rules: TeamRules,
}

impl Pairer for TeamEngine {
    fn pair(&self, t: &Tournament, round: RoundNo) -> Result<Pairing, PairingError> {
        pair(t, round, self.rules)
    }

    /// The first criterion or rule of C.04.6 on which the round departs ([`check::check`]).
    fn explain_departure(&self, d: &crate::pairing::Departure<'_>) -> Vec<Finding> {
        // The Swiss Team check words its verdicts in English only (as the Dubov check): the
        // detail goes through as it is.
        let check = |t: &Tournament, round, file: &Pairing| check::check(t, round, file, self.rules);
        FINDINGS.explain(d, check, |c| format!("{} ({})", c.code(), c.article()))
    }
}

/// How a departure from the Swiss Team system reads.
const FINDINGS: Findings<Criterion> = Findings {
    chapter: "C.04.6",
    no_pairing: Phrase::new("find-no-team-pairing"),
    departs: Phrase::new("find-team"),
    absolute: &[Criterion::C1, Criterion::C2, Criterion::C3],
    bye: &[Criterion::Pab],
    colour: &[Criterion::Colours],
    order: &[Criterion::UpfloaterOrder, Criterion::Identifier],
};

/// The number of rounds the text needs ("last round", "last two rounds": 1.7.2, [C7], [C10]).
///
/// # Errors
/// [`PairingError::Input`] when the file does not say (record 142 or XXR; reading T-15).
pub fn planned_rounds(t: &Tournament) -> Result<u16, PairingError> {
    t.planned_rounds.ok_or_else(|| PairingError::Input(crate::core::words::Phrase::new("nopair-planned-team")))
}

/// Pairs `round` of `t` (which holds rounds 1..`round`-1) with the Swiss Team system, 2026.
///
/// # Errors
/// [`PairingError::NoValidPairing`] when the round-pairing cannot be completed (3.3.3);
/// [`PairingError::Input`] without the number of rounds.
pub fn pair(t: &Tournament, round: RoundNo, rules: TeamRules) -> Result<Pairing, PairingError> {
    pair_under(t, round, rules, &crate::pairing::reading::Readings::defaults())
}

/// [`pair`] under the readings `under` (`--reading T-16b`).
///
/// # Errors
/// As [`pair`].
pub fn pair_under(
    t: &Tournament,
    round: RoundNo,
    rules: TeamRules,
    under: &crate::pairing::reading::Readings,
) -> Result<Pairing, PairingError> {
    let ctx = Ctx::under(t, round, rules, planned_rounds(t)?, under);
    let rp = bracket::pair_round(&ctx).map_err(|e| PairingError::NoValidPairing { round, reason: e.0 })?;
    Ok(boards_of(&ctx, &rp))
}

/// The boards of a round pairing: colours by Article 4, board order of C.04.2 (higher score of
/// the pair, then the sum, then the first-team's TPN).
#[must_use]
pub fn boards_of(ctx: &Ctx, rp: &bracket::RoundPairing) -> Pairing {
    let s = &ctx.teams;
    crate::pairing::boards_in_board_order(
        ctx.round,
        rp.brackets.iter().flat_map(|b| b.pairs.iter()),
        rp.bye,
        |i| (s[i].tpn, s[i].score),
        |&(a, b)| colour::allocate(ctx, a, b),
        |w, b| colour::is_first_team(&s[w], &s[b]),
        |hi, _| s[hi].tpn,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pairing::{Departure, FindingKind};
    use crate::trf::TrfDocument;

    fn seven_teams() -> Tournament {
        let mut text = String::from("XXR 5\n");
        for i in 1..=7u16 {
            text.push_str(&format!(
                "001 {i:>4}      Team{i:<29}{:>4}                              0.0    0\n",
                2500 - i * 10
            ));
        }
        Tournament::from_trf(&TrfDocument::from_bytes(text.as_bytes()).unwrap()).unwrap()
    }

    /// The engine's own pairing departs nowhere; one with the PAB moved departs at 3.4, and the
    /// finding names the rule and the teams.
    #[test]
    fn a_departure_is_explained_by_a_team_rule() {
        let t = seven_teams();
        let ours = pair(&t, RoundNo(1), TeamRules::default()).unwrap();
        assert_eq!(ours.bye, Some(crate::tournament::Tpn(7)), "3.4.4: the largest TPN");
        let state = t.state_at(RoundNo(1));
        let d = |theirs| Departure {
            tournament: &t,
            state: &state,
            edition: crate::rules::DutchEdition::Dutch2026,
            ours: Ok(&ours),
            theirs,
        };
        let engine = TeamEngine::default();
        assert!(engine.explain_departure(&d(&ours)).is_empty());
        let mut other = ours.clone();
        let (b7, b1) = (other.bye.unwrap(), other.boards[0].white);
        other.bye = Some(b1);
        other.boards[0].white = b7;
        let f = engine.explain_departure(&d(&other));
        assert_eq!(f.len(), 1, "{f:?}");
        assert_eq!(f[0].kind, FindingKind::Bye);
        assert!(f[0].rule.starts_with("PAB (3.4)") && f[0].players.contains(&b1), "{f:?}");
        let no = engine
            .explain_departure(&Departure { ours: Err(&Phrase::new("nopair-text").arg("text", "none")), ..d(&other) });
        assert_eq!(no[0].kind, FindingKind::NoPairing);
    }

    #[test]
    fn record_192_codes() {
        assert_eq!(TeamRules::from_code("FIDE_TEAM"), Some(TeamRules::default()));
        // The accelerated `FIDE_TEAM` keeps its Type A colours and match points.
        assert_eq!(TeamRules::from_code("FIDE_TEAM_BAKU"), Some(TeamRules::default()));
        let b = TeamRules::from_code("FIDE_TEAM_TYPEB_GP_MP_BAKU").unwrap();
        assert_eq!((b.preference, b.game_points_primary), (PreferenceType::TypeB, true));
        assert_eq!(TeamRules::from_code("FIDE_TEAM_MP_GP").unwrap().preference, PreferenceType::None);
        assert_eq!(TeamRules::from_code("FIDE_TEAM_XYZ"), None);
        assert_eq!(TeamRules::from_code("FIDE_DUBOV"), None);
    }
}
