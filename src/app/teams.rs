//! The participants a system pairs, whichever face asks: for a file of players with team
//! records (310), its teams, one participant per team, their matches built from the players'
//! games ([`crate::results::teams::pairing_input`]); and the Baku acceleration record 192 asks
//! for (`…_BAKU`, C.04.7 §1), applied to those participants.

use super::{Error, Loaded};
use crate::core::words::{Lang, Phrase};
use crate::pairing::system::SwissSystem;
use crate::rules::baku::{self, BakuApplied};
use crate::tournament::Tournament;

/// What a system of the house pairs: the tournament of the file or of its teams, and the
/// acceleration applied to it.
#[derive(Debug, Default)]
pub struct Field {
    /// The tournament paired when it is not the file's own (its teams, or the file's with
    /// virtual points added).
    pub tournament: Option<Tournament>,
    /// The Baku acceleration applied, if any.
    pub acceleration: Option<BakuApplied>,
}

impl Field {
    /// The tournament to pair: this field's own, else `file`'s.
    #[must_use]
    pub fn or<'a>(&'a self, file: &'a Tournament) -> &'a Tournament {
        self.tournament.as_ref().unwrap_or(file)
    }
}

/// The tournament `s` pairs: its teams for a system of teams and a file of players with team
/// records (310); `None` when the file's own tournament is the one (a system of players, or a
/// team file with one line per team) and nothing is accelerated. See [`field`].
///
/// # Errors
/// As [`field`].
pub fn participants(s: &dyn SwissSystem, file: &str, loaded: &Loaded, lang: Lang) -> Result<Option<Tournament>, Error> {
    let f = field(s, file, loaded, lang)?;
    Ok(f.tournament)
}

/// The participants `s` pairs ([`participants`]) with the Baku acceleration record 192 asks
/// for (a code ending in `_BAKU`): group A and the virtual points of C.04.7 §1 (the points of
/// a won game or match, then half) computed on the participants, teams for a team event. The
/// file's own `XXA`/250 lines win, as for the Dutch system ([`baku::apply`]).
///
/// # Errors
/// Team records that cannot be read, each with its line and column; acceleration asked for
/// but impossible (no number of rounds, a scoring outside the premise, a team competition
/// ranked on game points, whose virtual points C.04.7 does not give) ([`Error::Input`]).
pub fn field(s: &dyn SwissSystem, file: &str, loaded: &Loaded, lang: Lang) -> Result<Field, Error> {
    let t = &loaded.tournament;
    let mut teams = if s.pairs_teams() && !t.teams.is_empty() {
        let rounds = t.rounds_recorded().max(crate::results::teams::event::last_team_record_round(&loaded.doc));
        let ev = crate::results::teams::TeamEvent::build(&loaded.doc, t, None, rounds).map_err(|errs| {
            Error::Input(errs.iter().map(|e| format!("{file}: {}", e.say(lang))).collect::<Vec<_>>().join("\n"))
        })?;
        Some(crate::results::teams::pairing_input::team_tournament(&ev, t))
    } else {
        None
    };
    let file_lines = !t.acceleration.is_empty();
    if file_lines || !baku::asked_by_record_192(t) {
        // The file's own XXA/250 lines, which the players' tournament already carries, win.
        let acceleration = if file_lines && teams.is_none() {
            baku::apply(&mut t.clone(), None, edition(t)).ok().flatten()
        } else {
            None
        };
        return Ok(Field { tournament: teams, acceleration });
    }
    let at = |what: Phrase| {
        let line = super::load::record_line(&loaded.doc, |r| matches!(r, crate::trf::Record::TournamentType(_)));
        let at = Phrase::new("error-at").arg("file", file).arg("line", line).arg("column", 5);
        Error::Input(at.arg("what", what).say(lang))
    };
    if s.pairs_teams() && crate::pairing::team::edition::rules_of(t).is_ok_and(|r| r.game_points_primary) {
        return Err(at(Phrase::new("baku-team-game-points")));
    }
    let mut paired = teams.take().unwrap_or_else(|| t.clone());
    let acceleration = baku::apply(&mut paired, None, edition(t)).map_err(|e| at(e.phrase()))?;
    Ok(Field { tournament: Some(paired), acceleration })
}

/// The wording of the acceleration: the one in force on the tournament's dates (C.04.5.1
/// before 2026, C.04.7 §1 after), as for the Dutch system.
fn edition(t: &Tournament) -> crate::rules::DutchEdition {
    crate::rules::dutch_edition_for(t, None).edition
}
