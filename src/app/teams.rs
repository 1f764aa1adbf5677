//! The participants a system of teams pairs, whichever face asks: for a file of players with
//! team records (310), its teams, one participant per team, their matches built from the
//! players' games ([`crate::results::teams::pairing_input`]).

use super::{Error, Loaded};
use crate::pairing::system::SwissSystem;
use crate::tournament::Tournament;

/// The tournament `s` pairs: its teams for a system of teams and a file of players with team
/// records (310); `None` when the file's own tournament is the one (a system of players, or a
/// team file with one line per team).
///
/// # Errors
/// Team records that cannot be read, each with its line and column ([`Error::Input`]).
pub fn participants(s: &dyn SwissSystem, file: &str, loaded: &Loaded) -> Result<Option<Tournament>, Error> {
    let t = &loaded.tournament;
    if !s.pairs_teams() || t.teams.is_empty() {
        return Ok(None);
    }
    let rounds = t.rounds_recorded().max(crate::results::teams::event::last_team_record_round(&loaded.doc));
    let ev = crate::results::teams::TeamEvent::build(&loaded.doc, t, None, rounds)
        .map_err(|errs| Error::Input(errs.iter().map(|e| format!("{file}: {e}")).collect::<Vec<_>>().join("\n")))?;
    Ok(Some(crate::results::teams::pairing_input::team_tournament(&ev, t)))
}
