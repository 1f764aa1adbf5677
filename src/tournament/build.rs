//! Building a [`Tournament`] from a TRF document, checking what must hold for the
//! model to exist (unique TPNs, opponents that exist).

use super::scoring::ScoringSystem;
use super::types::{Date, RoundNo, Tpn};
use super::{
    Acceleration, AccelerationRange, Player, Prohibition, RequestedBye, RoundEntry, Team, Tournament, TournamentInfo,
};
use crate::core::order::StableSort;
use crate::core::words::Phrase;
use crate::trf::{Record, TrfDocument, TrfError, TrfErrors};
use std::collections::BTreeMap;

/// The errors that keep a tournament from being built: each names line and column.
pub type BuildError = TrfErrors;

impl Tournament {
    /// Builds the tournament from a TRF document.
    ///
    /// # Errors
    /// Repeated starting ranks, opponents that are not players, a player paired against
    /// themselves: each with its line and column.
    pub fn from_trf(doc: &TrfDocument) -> Result<Tournament, BuildError> {
        let mut errs: Vec<TrfError> = Vec::new();
        let mut info = TournamentInfo::default();
        let mut players: Vec<Player> = Vec::new();
        let mut seen: BTreeMap<Tpn, usize> = BTreeMap::new();
        let mut planned_rounds = None;
        let mut initial_colour = None;
        let mut rank_order = false;
        let mut scoring_entries = Vec::new();
        let mut acceleration = Acceleration::default();
        let mut prohibited = Vec::new();
        let mut requested_byes = Vec::new();
        let mut teams = Vec::new();
        let mut national: BTreeMap<Tpn, u16> = BTreeMap::new();
        let mut ambiguous = Vec::new();
        let mut readings = Vec::new();
        for line in &doc.lines {
            match &line.record {
                Record::Player(p) => {
                    if let Some(prev) = seen.insert(p.tpn, line.number) {
                        errs.push(TrfError::new(
                            line.number,
                            5,
                            Phrase::new("trf-field-tpn"),
                            Phrase::new("trf-expected-tpn-unused").arg("tpn", p.tpn.0).arg("line", prev),
                        ));
                        continue;
                    }
                    let rounds: Vec<RoundEntry> = p
                        .rounds
                        .iter()
                        .map(|b| RoundEntry { opponent: b.opponent, colour: b.colour, result: b.result })
                        .collect();
                    readings.extend(super::reading::read_entries(p.tpn, line.number, &line.text, &rounds));
                    players.push(Player {
                        tpn: p.tpn,
                        sex: p.sex,
                        title: p.title.clone(),
                        name: p.name.clone(),
                        rating: p.rating,
                        national_rating: None,
                        federation: p.federation.clone(),
                        fide_id: p.fide_id.clone(),
                        birth: p.birth.clone(),
                        declared_points: p.points,
                        rank: p.rank,
                        rounds,
                        line: line.number,
                    });
                }
                Record::National { player, .. } => {
                    if let Some(r) = player.rating {
                        national.insert(player.tpn, r);
                    }
                }
                Record::Text { code, value } => match code.as_str() {
                    "012" => info.name.clone_from(value),
                    "022" => info.city.clone_from(value),
                    "032" => info.federation = value.trim().to_owned(),
                    "092" => info.kind.clone_from(value),
                    "102" => info.chief_arbiter.clone_from(value),
                    "112" => info.deputies.push(value.clone()),
                    "122" => info.time_control.clone_from(value),
                    "182" => info.pairing_controller = Some(value.trim().to_owned()),
                    "202" => info.tiebreaks = split_codes(value),
                    "212" => info.standings_tiebreaks = split_codes(value),
                    "222" => info.encoded_time_control = Some(value.trim().to_owned()),
                    _ => {}
                },
                Record::Date { code, value, date, swapped } => {
                    if code == "042" {
                        info.start = *date;
                    } else {
                        info.end = *date;
                    }
                    if let (Some(d), Some(other)) = (date, swapped) {
                        ambiguous.push((code.clone(), value.trim().to_owned(), *d, *other));
                    }
                }
                Record::RoundDates(d) => info.round_dates.clone_from(d),
                Record::Rounds { rounds, .. } => planned_rounds = Some(*rounds),
                Record::InitialColour { colour, rank_order: ro, .. } => {
                    if colour.is_some() {
                        initial_colour = *colour;
                    }
                    rank_order |= *ro;
                }
                Record::Scoring { entries, .. } => scoring_entries.extend(entries.iter().copied()),
                Record::TournamentType(t) => info.encoded_type = Some(t.clone()),
                Record::Team(t) => {
                    teams.push(Team { number: t.number, name: t.name.clone(), players: t.players.clone() })
                }
                Record::Byes { kind, round, players: ids, .. } => {
                    requested_byes.extend(ids.iter().map(|&player| RequestedBye {
                        round: round.map(RoundNo),
                        kind: *kind,
                        player,
                    }));
                }
                Record::AccelerationRange { points, first_round, last_round, first, last, .. } => {
                    acceleration.ranges.push(AccelerationRange {
                        points: *points,
                        rounds: (RoundNo(*first_round), RoundNo(*last_round)),
                        players: (*first, *last),
                    })
                }
                Record::AccelerationPlayer { tpn, points } => {
                    acceleration.per_player.insert(*tpn, points.clone());
                }
                Record::Prohibited { first_round, last_round, players: ids, .. } => prohibited.push(Prohibition {
                    rounds: match (first_round, last_round) {
                        (Some(a), Some(b)) => Some((RoundNo(*a), RoundNo(*b))),
                        (Some(a), None) => Some((RoundNo(*a), RoundNo(*a))),
                        _ => None,
                    },
                    players: ids.clone(),
                }),
                _ => {}
            }
        }
        for (code, value, day_first, month_first) in ambiguous {
            let (date, note) = settle(&info, &code, &value, day_first, month_first);
            if code == "042" {
                info.start = Some(date);
            } else {
                info.end = Some(date);
            }
            info.date_notes.push(note);
        }
        let file_order: Vec<Tpn> = players.iter().map(|p| p.tpn).collect();
        let mut t = Tournament::new(info, players);
        for p in &mut t.players {
            p.national_rating = national.get(&p.tpn).copied();
        }
        t.file_order = file_order;
        t.planned_rounds = planned_rounds;
        t.initial_colour = initial_colour;
        t.rank_order = rank_order;
        t.scoring = ScoringSystem::from_entries(&scoring_entries);
        t.acceleration = acceleration;
        t.prohibited = prohibited;
        t.requested_byes = requested_byes;
        if teams.is_empty() {
            for r in &readings {
                if let Some(p) = t.player_mut(r.player) {
                    super::reading::apply(r, &mut p.rounds);
                }
            }
        } else {
            // In a team event (records 013 / 310) a board without an opponent is a board of its
            // team's match, won or lost by default (the team's match is read in
            // `results::teams`), not an individual bye: the individual readings do not apply.
            readings.clear();
        }
        t.teams = teams;
        t.readings = readings;
        // Opponents must exist and not be the player.
        for p in &t.players {
            for (i, e) in p.rounds.iter().enumerate() {
                if let Some(o) = e.opponent {
                    let col = 92 + 10 * i;
                    if o == p.tpn {
                        errs.push(TrfError::new(
                            p.line,
                            col,
                            Phrase::new("trf-field-opponent").arg("round", i + 1),
                            Phrase::new("trf-expected-other-player").arg("tpn", p.tpn.0),
                        ));
                    } else if t.player(o).is_none() {
                        errs.push(TrfError::new(
                            p.line,
                            col,
                            Phrase::new("trf-field-opponent").arg("round", i + 1),
                            Phrase::new("trf-expected-known-opponent").arg("tpn", o.0),
                        ));
                    }
                }
            }
            if errs.len() >= TrfErrors::CAP {
                break;
            }
        }
        if errs.is_empty() {
            Ok(t)
        } else {
            errs.stable_sort_by_key(&|e| (e.line, e.col));
            Err(TrfErrors(errs))
        }
    }
}

/// The reading of an ambiguous start or end date (`05/06/2010`: 5 June or 6 May) that the round
/// dates (record 132) settle: the one nearest the first round's date. Without round dates the day
/// comes first (DD/MM/YYYY, as the programs that write `24/09/2010` do), and the note says so.
fn settle(info: &TournamentInfo, code: &str, value: &str, day_first: Date, month_first: Date) -> (Date, Phrase) {
    let reference =
        if code == "042" { info.round_dates.iter().flatten().next() } else { info.round_dates.iter().flatten().last() };
    match reference {
        Some(&r) => {
            let near = |d: Date| (d.days() - r.days()).abs();
            let date = if near(month_first) < near(day_first) { month_first } else { day_first };
            let note = Phrase::new("date-settled-by-rounds")
                .arg("record", code)
                .arg("value", value)
                .arg("date", date.to_string())
                .arg("round", r.to_string());
            (date, note)
        }
        None => {
            let note = Phrase::new("date-ambiguous")
                .arg("record", code)
                .arg("value", value)
                .arg("date", day_first.to_string())
                .arg("other", month_first.to_string());
            (day_first, note)
        }
    }
}

fn split_codes(v: &str) -> Vec<String> {
    v.split([',', ' ']).map(str::trim).filter(|s| !s.is_empty()).map(str::to_owned).collect()
}
