//! Team events (TRF-2026 records 310, 320, 330, 352, 362): each round's matches built from
//! the players' games, match and game points, and the team tie-breaks of C.07 (Arts. 11–13,
//! with Arts. 6–9, 14 and 16 applied to teams) with their explanations.

pub mod compare;
pub mod event;
pub mod pairing_input;
pub mod standings;
pub mod tiebreaks;

pub use event::{MatchScoring, TeamError, TeamEvent, parse_match_points};
pub use standings::{TeamRow, TeamStandings, team_standings};
pub use tiebreaks::{ScoreKind, TeamOptions, TeamTiebreak, parse_team_list};
