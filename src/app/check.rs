//! The steps of checking a file that every face takes the same way: which inconsistencies of
//! the file's own data stop the check, which engine replays the rounds, and the check of the
//! final standings.

use super::load::Loaded;
use crate::check::standings::{StandingsCheck, check_final};
use crate::check::validate::{Inconsistency, IssueKind, validate};
use crate::check::{self, CheckReport, UncheckedRound};
use crate::core::words::Phrase;
use crate::pairing::Pairer;
use crate::pairing::dutch::initial_colour::InitialColourChoice;
use crate::results::tiebreaks::Tiebreak;
use crate::rules::tiebreak_edition::TiebreakChoice;
use crate::rules::{DutchEdition, EditionChoice};
use crate::tournament::{ResultCode, RoundNo, Tournament};
use crate::trf::TrfDocument;
use std::collections::BTreeMap;

/// The Dutch engine for an edition.
#[must_use]
pub fn engine(edition: DutchEdition) -> Box<dyn Pairer> {
    Box::new(crate::pairing::dutch::DutchEngine { edition })
}

/// The inconsistencies of the file's own data that stop a check: bad data is an input error,
/// not a discrepancy. A rematch is not among them (it is a pairing error the check itself
/// reports, [C1] / C.1), nor, when the standings are checked, a points column that disagrees
/// with the results (one of the standings' differences instead).
#[must_use]
pub(crate) fn blocking_issues(t: &Tournament, doc: &TrfDocument, standings: bool) -> Vec<Inconsistency> {
    validate(t, Some(doc))
        .into_iter()
        .filter(|i| i.kind != IssueKind::Rematch && !(standings && i.kind == IssueKind::PointsMismatch))
        .collect()
}

/// The inconsistencies of a file's own data, sorted for the check: those that keep a round
/// from being replayed (two players recording one game differently, a player paired twice,
/// a code that cannot stand, several PABs, a round beyond the planned ones) under their round;
/// every other one (the points column, an unknown record…) for the whole file. None of them
/// stops the check: they are findings beside the verdict.
#[derive(Debug, Default)]
pub(crate) struct DataFindings {
    /// Findings of the whole file.
    pub(crate) general: Vec<Inconsistency>,
    /// Findings that keep their round from being checked.
    pub(crate) rounds: BTreeMap<RoundNo, Vec<Inconsistency>>,
}

impl DataFindings {
    /// The file's findings; a round `proposed` for the next pairing has no results yet, which
    /// is no inconsistency.
    pub(crate) fn of(t: &Tournament, doc: &TrfDocument, standings: bool, proposed: Option<RoundNo>) -> DataFindings {
        let mut out = DataFindings::default();
        for i in blocking_issues(t, doc, standings) {
            let round = i.round.map(RoundNo);
            if round.is_some() && round == proposed && i.message.id() == "valid-no-result" {
                continue;
            }
            match round {
                Some(r) if blocks_round(i.kind) => out.rounds.entry(r).or_default().push(i),
                _ => out.general.push(i),
            }
        }
        out
    }
}

/// Whether an inconsistency keeps its round from being replayed.
fn blocks_round(kind: IssueKind) -> bool {
    matches!(
        kind,
        IssueKind::GameMismatch
            | IssueKind::PairedTwice
            | IssueKind::ImpossibleCode
            | IssueKind::SeveralPabs
            | IssueKind::TooManyRounds
    )
}

/// The file's last round when it is paired and has no result yet (the lines end after the
/// colour, or the result columns are blank): the proposed next round, to be checked as
/// `check --next` checks a proposal.
#[must_use]
pub fn proposed_round(t: &Tournament) -> Option<RoundNo> {
    let r = RoundNo(t.rounds_recorded());
    if r.0 == 0 {
        return None;
    }
    let mut games = t.players.iter().map(|p| p.entry(r)).filter(|e| e.opponent.is_some()).peekable();
    games.peek()?;
    games.all(|e| e.result == ResultCode::Blank).then_some(r)
}

/// What the check says of the way the file was read: each entry without an opponent read as
/// the reference programs read it ("player 12, round 3: absent (0000 - -)"), and each player
/// left out of a paired round by a blank entry before later entries, or on a line with no
/// entry at all (a late entry, a program's dummy player: TRF16, blank ≡ `Z`).
#[must_use]
pub(crate) fn reading_notes(t: &Tournament) -> Vec<Phrase> {
    let mut notes: Vec<Phrase> = t
        .readings
        .iter()
        .map(|r| {
            Phrase::new("check-read-as")
                .arg("player", r.player.0)
                .arg("round", r.round.0)
                .arg("meaning", reading_meaning(r.read_as))
                .arg("written", r.written.as_str())
        })
        .collect();
    let paired = t.next_round();
    for p in &t.players {
        let last = p.rounds.iter().rposition(|e| !e.is_blank());
        let blank: Vec<String> = (1..paired.0)
            .map(RoundNo)
            .filter(|&r| p.entry(r).is_blank() && last.is_none_or(|l| r.index() < l))
            .map(|r| r.0.to_string())
            .collect();
        if !blank.is_empty() {
            notes.push(Phrase::new("check-read-blank").arg("player", p.tpn.0).arg("rounds", blank.join(", ")));
        }
    }
    notes
}

fn reading_meaning(code: ResultCode) -> Phrase {
    match code {
        ResultCode::ZeroPointBye => Phrase::new("check-read-absent"),
        ResultCode::PairingAllocatedBye => Phrase::new("check-read-pab"),
        ResultCode::HalfPointBye => Phrase::new("check-read-half"),
        other => crate::core::words::result_code(other),
    }
}

/// The check of a file's rounds (every recorded round, or `rounds`) against the Dutch engine
/// of `choice`'s edition, from the initial colour `initial`, whatever else is wrong with the
/// file: its own inconsistencies are findings beside the verdict ([`DataFindings`]), a round
/// that cannot be replayed is named with the reason, every other round is checked. A last
/// round paired without results is checked as the proposed next round ([`proposed_round`]);
/// otherwise a file without the number of rounds is read as the report of the whole
/// tournament (`check::rounds_from_file`). The notes say each.
#[must_use]
pub fn rounds_played(
    name: &str,
    loaded: &mut Loaded,
    rounds: Option<&[RoundNo]>,
    standings: bool,
    choice: &EditionChoice,
    initial: &InitialColourChoice,
) -> CheckReport {
    let t = &mut loaded.tournament;
    let proposed = proposed_round(t);
    let findings = DataFindings::of(t, &loaded.doc, standings, proposed);
    let mut notes: Vec<Phrase> = reading_notes(t);
    match proposed {
        Some(r) => notes.push(Phrase::new("check-proposed-round").arg("round", r.0)),
        None => notes.extend(check::rounds_from_file(t)),
    }
    let all: Vec<RoundNo> = (1..=t.rounds_recorded()).map(RoundNo).collect();
    let wanted: Vec<RoundNo> = rounds.map_or(all, <[RoundNo]>::to_vec);
    let checkable: Vec<RoundNo> = wanted.iter().copied().filter(|r| !findings.rounds.contains_key(r)).collect();
    let mut report =
        check::check_tournament(name, t, Some(&checkable), choice, initial, engine(choice.edition).as_ref());
    report.notes = notes;
    report.proposed = proposed.filter(|r| checkable.contains(r));
    report.unchecked = findings
        .rounds
        .iter()
        .filter(|(r, _)| wanted.contains(r))
        .map(|(&round, found)| UncheckedRound { round, reasons: found.iter().map(Inconsistency::phrase).collect() })
        .collect();
    report.data_findings = findings.general.iter().map(Inconsistency::phrase).collect();
    report.consistent = report.consistent && report.unchecked.is_empty() && report.data_findings.is_empty();
    report
}

/// The final standings checked against the file's rank and points columns under `list` (read
/// from `from`) and the tie-break `rules`.
#[must_use]
pub(crate) fn final_standings(
    t: &Tournament,
    list: &[Tiebreak],
    from: &crate::core::words::Phrase,
    rules: &TiebreakChoice,
) -> StandingsCheck {
    check_final(t, list, rules.edition, from.clone(), rules.phrase())
}
