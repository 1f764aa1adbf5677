//! Consistency validation (`arbitro validate`): everything a pairing checker would trip
//! over — games recorded differently by the two players, points that do not add up,
//! rematches, players paired twice in a round, impossible codes.

use crate::core::order::StableSort;
use crate::core::words::{Phrase, result_code};
use crate::tournament::Tournament;
use crate::tournament::types::{ResultCode, RoundNo, Tpn};
use crate::trf::{Record, TrfDocument};
use serde::Serialize;
use std::collections::BTreeMap;
use std::fmt;

/// The kind of an inconsistency.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum IssueKind {
    /// The two players record the same game differently (opponent, colour or result).
    GameMismatch,
    /// The points column does not match the results under the scoring system.
    PointsMismatch,
    /// Two players met over the board more than once (C.04.1 rule b / art. 2).
    Rematch,
    /// A player appears in more than one game in a round.
    PairedTwice,
    /// A code that cannot stand where it is (bye with an opponent, game without colour…).
    ImpossibleCode,
    /// More than one pairing-allocated bye in a round.
    SeveralPabs,
    /// Starting-rank numbers do not run 1..N.
    StartingRanks,
    /// More rounds recorded than the declared number of rounds.
    TooManyRounds,
    /// A record code TRF does not define.
    UnknownRecord,
    /// A reference to a player that does not exist (XXP, XXA, 240, 260, 013…).
    UnknownPlayer,
    /// A record whose value does not follow its encoding (222 time control).
    BadEncoding,
    /// A record that may appear once given twice (XXR/142, XXC/152 colour, 192).
    DuplicateRecord,
    /// Acceleration asked for (record 192 `_BAKU`) that the tournament does not allow: the
    /// scoring fails the premise (C.04.5.1 art. 1; C.04.7 §1.1) or the rounds are not declared.
    Acceleration,
}

impl IssueKind {
    /// Whether `pair` and `checklist` pair from a history with this inconsistency, after a
    /// warning: a points column that disagrees with the results, an unknown record, an
    /// undecodable record 222 or a rematch already played. Every other kind makes the file
    /// invalid for every command that pairs or checks.
    #[must_use]
    pub(crate) fn is_warning(self) -> bool {
        matches!(
            self,
            IssueKind::PointsMismatch | IssueKind::UnknownRecord | IssueKind::BadEncoding | IssueKind::Rematch
        )
    }
}

/// One inconsistency, located in the file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Inconsistency {
    /// Line in the file (0 if the tournament was made in memory).
    pub line: usize,
    /// Column.
    pub col: usize,
    /// The kind.
    pub kind: IssueKind,
    /// The round, when the problem belongs to one.
    pub round: Option<u16>,
    /// Explanation.
    pub message: Phrase,
}

impl Inconsistency {
    /// "line L, column C: message".
    #[must_use]
    pub fn phrase(&self) -> Phrase {
        Phrase::new("at-line").arg("line", self.line).arg("column", self.col).arg("what", self.message.clone())
    }
}

impl fmt::Display for Inconsistency {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.phrase().fmt(f)
    }
}

fn col_of(round_index: usize, field: usize) -> usize {
    // field: 0 opponent, 1 colour, 2 result
    92 + 10 * round_index + [0, 5, 7][field]
}

/// Validates a tournament; `doc` (when given) adds checks on the records themselves.
#[must_use]
pub fn validate(t: &Tournament, doc: Option<&TrfDocument>) -> Vec<Inconsistency> {
    let mut out = Vec::new();
    if let Some(doc) = doc {
        records(doc, &mut out);
        duplicates(doc, &mut out);
        acceleration(t, doc, &mut out);
    }
    starting_ranks(t, &mut out);
    games(t, &mut out);
    points(t, &mut out);
    references(t, doc, &mut out);
    out.stable_sort_by_key(&|a| (a.line, a.col, a.kind));
    out.dedup();
    out
}

fn records(doc: &TrfDocument, out: &mut Vec<Inconsistency>) {
    for l in &doc.lines {
        if let Record::Text { code, value } = &l.record {
            if code == "222" {
                if let Err(e) = crate::rules::time_control::TimeControl::parse(value) {
                    out.push(Inconsistency {
                        line: l.number,
                        col: 5,
                        kind: IssueKind::BadEncoding,
                        round: None,
                        message: Phrase::new("valid-time-control").arg("error", e),
                    });
                }
            }
        }
        if let Record::Unknown { code } = &l.record {
            if code.len() == 3 && code.chars().all(|c| c.is_ascii_digit()) {
                out.push(Inconsistency {
                    line: l.number,
                    col: 1,
                    kind: IssueKind::UnknownRecord,
                    round: None,
                    message: Phrase::new("valid-unknown-record").arg("code", code.as_str()),
                });
            }
        }
    }
}

/// Records that may appear once: the number of rounds (XXR / 142), the initial colour
/// (XXC white1/black1 / 152), `XXC rank`, the tournament type (192), a player's XXA line.
fn duplicates(doc: &TrfDocument, out: &mut Vec<Inconsistency>) {
    let mut rounds: Option<usize> = None;
    let mut colour: Option<usize> = None;
    let mut rank: Option<usize> = None;
    let mut kind: Option<usize> = None;
    let mut xxa: BTreeMap<Tpn, usize> = BTreeMap::new();
    let dup = |out: &mut Vec<Inconsistency>, line: usize, first: usize, what: Phrase| {
        out.push(Inconsistency {
            line,
            col: 1,
            kind: IssueKind::DuplicateRecord,
            round: None,
            message: Phrase::new("valid-duplicate").arg("what", what).arg("first", first),
        });
    };
    for l in &doc.lines {
        let n = l.number;
        match &l.record {
            Record::Rounds { .. } => match rounds {
                Some(first) => dup(out, n, first, Phrase::new("valid-what-rounds")),
                None => rounds = Some(n),
            },
            Record::InitialColour { colour: c, rank_order, .. } => {
                if c.is_some() {
                    match colour {
                        Some(first) => dup(out, n, first, Phrase::new("valid-what-initial-colour")),
                        None => colour = Some(n),
                    }
                }
                if *rank_order {
                    match rank {
                        Some(first) => dup(out, n, first, Phrase::new("valid-what-xxc-rank")),
                        None => rank = Some(n),
                    }
                }
            }
            Record::AccelerationPlayer { tpn, .. } => match xxa.get(tpn) {
                Some(&first) => dup(out, n, first, Phrase::new("valid-what-acceleration").arg("tpn", tpn.0)),
                None => {
                    xxa.insert(*tpn, n);
                }
            },
            Record::TournamentType(_) => match kind {
                Some(first) => dup(out, n, first, Phrase::new("valid-what-type")),
                None => kind = Some(n),
            },
            _ => {}
        }
    }
}

/// Acceleration asked for by record 192 (`…_BAKU`) must be possible, as `pair` and `check`
/// apply it: the edition's premise on the scoring (C.04.5.1 art. 1; C.04.7 §1.1) and a
/// declared number of rounds. Reported at the 192 record.
fn acceleration(t: &Tournament, doc: &TrfDocument, out: &mut Vec<Inconsistency>) {
    if !crate::rules::baku::asked_by_record_192(t) {
        return;
    }
    let edition = crate::rules::dutch_edition_for(t, None).edition;
    let mut probe = t.clone();
    if let Err(e) = crate::rules::baku::apply(&mut probe, None, edition) {
        let line =
            doc.lines.iter().rev().find(|l| matches!(l.record, Record::TournamentType(_))).map_or(0, |l| l.number);
        out.push(Inconsistency {
            line,
            col: 5,
            kind: IssueKind::Acceleration,
            round: None,
            message: Phrase::new("valid-baku").arg("edition", edition.to_string()).arg("error", e.phrase()),
        });
    }
}

fn starting_ranks(t: &Tournament, out: &mut Vec<Inconsistency>) {
    for (i, p) in t.players.iter().enumerate() {
        let want = Tpn::from_index(i);
        if p.tpn != want {
            out.push(Inconsistency {
                line: p.line,
                col: 5,
                kind: IssueKind::StartingRanks,
                round: None,
                message: Phrase::new("valid-starting-ranks")
                    .arg("players", t.players.len())
                    .arg("want", want.0)
                    .arg("found", p.tpn.0),
            });
            break;
        }
    }
}

fn games(t: &Tournament, out: &mut Vec<Inconsistency>) {
    let rounds = t.rounds_recorded();
    if let Some(planned) = t.planned_rounds {
        if rounds > planned {
            for p in &t.players {
                if let Some(e) = p.rounds.get(usize::from(planned)) {
                    if !e.is_blank() {
                        out.push(Inconsistency {
                            line: p.line,
                            col: col_of(usize::from(planned), 0),
                            kind: IssueKind::TooManyRounds,
                            round: Some(planned + 1),
                            message: Phrase::new("valid-too-many-rounds")
                                .arg("round", planned + 1)
                                .arg("planned", planned),
                        });
                    }
                }
            }
        }
    }
    let mut met: BTreeMap<(Tpn, Tpn), u16> = BTreeMap::new();
    // A double round-robin (record 192 / 092, or more rounds than one cycle of a declared
    // round-robin) pairs everyone twice: the second game is the second cycle's.
    let double = t.declares_double_round_robin();
    let mut second_cycle = std::collections::BTreeSet::new();
    for r in 1..=rounds {
        let rn = RoundNo(r);
        let ri = rn.index();
        let mut pabs = Vec::new();
        let mut claimed: BTreeMap<Tpn, Tpn> = BTreeMap::new();
        for p in &t.players {
            let e = p.entry(rn);
            let here = |field, kind, message: Phrase| Inconsistency {
                line: p.line,
                col: col_of(ri, field),
                kind,
                round: Some(r),
                message,
            };
            if e.result == ResultCode::PairingAllocatedBye {
                pabs.push(p);
            }
            match e.opponent {
                None => {
                    if e.result.needs_opponent() {
                        out.push(here(
                            2,
                            IssueKind::ImpossibleCode,
                            Phrase::new("valid-result-without-opponent")
                                .arg("round", r)
                                .arg("player", p.tpn.0)
                                .arg("code", e.result.to_char().to_string())
                                .arg("result", result_code(e.result)),
                        ));
                    }
                }
                Some(o) => {
                    if !e.result.needs_opponent() && e.result != ResultCode::Blank {
                        out.push(here(
                            2,
                            IssueKind::ImpossibleCode,
                            Phrase::new("valid-opponent-without-game")
                                .arg("round", r)
                                .arg("player", p.tpn.0)
                                .arg("opponent", o.0)
                                .arg("code", e.result.to_char().to_string())
                                .arg("result", result_code(e.result)),
                        ));
                        continue;
                    }
                    if e.result == ResultCode::Blank {
                        out.push(here(
                            2,
                            IssueKind::ImpossibleCode,
                            Phrase::new("valid-no-result").arg("round", r).arg("player", p.tpn.0).arg("opponent", o.0),
                        ));
                    }
                    if e.colour.is_none() && e.result.is_played() {
                        out.push(here(
                            1,
                            IssueKind::ImpossibleCode,
                            Phrase::new("valid-no-colour").arg("round", r).arg("player", p.tpn.0).arg("opponent", o.0),
                        ));
                    }
                    if let Some(prev) = claimed.insert(o, p.tpn) {
                        out.push(here(
                            0,
                            IssueKind::PairedTwice,
                            Phrase::new("valid-claimed-twice")
                                .arg("round", r)
                                .arg("opponent", o.0)
                                .arg("first", prev.0)
                                .arg("second", p.tpn.0),
                        ));
                    }
                    let Some(q) = t.player(o) else { continue };
                    let f = q.entry(rn);
                    if f.opponent != Some(p.tpn) {
                        let what = f.opponent.map_or_else(
                            || {
                                Phrase::new("valid-has-result")
                                    .arg("code", f.result.to_char().to_string())
                                    .arg("result", result_code(f.result))
                            },
                            |x| Phrase::new("valid-names-opponent").arg("other", x.0),
                        );
                        out.push(here(
                            0,
                            IssueKind::GameMismatch,
                            Phrase::new("valid-not-mutual")
                                .arg("round", r)
                                .arg("player", p.tpn.0)
                                .arg("opponent", o.0)
                                .arg("what", what),
                        ));
                        continue;
                    }
                    if p.tpn < o {
                        if e.colour.is_some() && e.colour == f.colour {
                            let c = e.colour.map_or('-', |c| c.letter());
                            out.push(here(
                                1,
                                IssueKind::GameMismatch,
                                Phrase::new("valid-same-colour")
                                    .arg("round", r)
                                    .arg("player", p.tpn.0)
                                    .arg("opponent", o.0)
                                    .arg("colour", c.to_string()),
                            ));
                        } else if e.colour.is_some() != f.colour.is_some()
                            && (e.result.is_played() || f.result.is_played())
                        {
                            out.push(here(
                                1,
                                IssueKind::GameMismatch,
                                Phrase::new("valid-one-colour")
                                    .arg("round", r)
                                    .arg("player", p.tpn.0)
                                    .arg("opponent", o.0),
                            ));
                        }
                        if !results_agree(e.result, f.result) {
                            out.push(here(
                                2,
                                IssueKind::GameMismatch,
                                Phrase::new("valid-results-differ")
                                    .arg("round", r)
                                    .arg("player", p.tpn.0)
                                    .arg("code", e.result.to_char().to_string())
                                    .arg("opponent", o.0)
                                    .arg("other-code", f.result.to_char().to_string()),
                            ));
                        }
                        if e.result.is_played() && f.result.is_played() {
                            let key = (p.tpn, o);
                            if let Some(first) = met.insert(key, r).filter(|_| !(double && second_cycle.insert(key))) {
                                out.push(here(
                                    0,
                                    IssueKind::Rematch,
                                    Phrase::new("valid-rematch")
                                        .arg("round", r)
                                        .arg("player", p.tpn.0)
                                        .arg("opponent", o.0)
                                        .arg("first", first),
                                ));
                            }
                        }
                    }
                }
            }
        }
        if pabs.len() > 1 && !one_teams_pab(t, rn, &pabs) {
            for p in &pabs[1..] {
                out.push(Inconsistency {
                    line: p.line,
                    col: col_of(ri, 2),
                    kind: IssueKind::SeveralPabs,
                    round: Some(r),
                    message: Phrase::new("valid-several-pabs")
                        .arg("round", r)
                        .arg("count", pabs.len())
                        .arg("first", pabs[0].tpn.0)
                        .arg("player", p.tpn.0),
                });
            }
        }
    }
}

/// Whether the players given `U` in `round` are one team's pairing-allocated bye, written on
/// each of its players' lines as team programs write it (C.04.6 1.4: the team receives the
/// PAB): the file is a team event (every player is in a team, records 013 / 310), the players
/// given `U` are all of one team, and no player of that team has a game in the round. In an
/// individual tournament the PAB stays one player's (C.04.1 art. 4).
fn one_teams_pab(t: &Tournament, round: RoundNo, pabs: &[&crate::tournament::Player]) -> bool {
    let team_of = |p: Tpn| t.teams.iter().position(|tm| tm.players.contains(&p));
    let every_player_in_a_team = t.players.iter().all(|p| team_of(p.tpn).is_some());
    let Some(team) = pabs.first().and_then(|p| team_of(p.tpn)) else { return false };
    every_player_in_a_team
        && pabs.iter().all(|p| team_of(p.tpn) == Some(team))
        && t.teams[team].players.iter().filter_map(|&x| t.player(x)).all(|p| p.entry(round).opponent.is_none())
}

/// Whether two recorded results can describe the same game. Besides exact mirrors,
/// unusual results are allowed (VCL.13): ½-0, 0-½, 0-0 unforfeited, and double forfeits.
fn results_agree(a: ResultCode, b: ResultCode) -> bool {
    use ResultCode::{Blank, Draw, DrawUnrated, ForfeitLoss, Loss, LossUnrated};
    // A game paired and not yet played has no result on either line: no mismatch (each
    // line's missing result is reported once, above).
    if a.mirror() == Some(b) || (a, b) == (Blank, Blank) {
        return true;
    }
    matches!(
        (a, b),
        (ForfeitLoss, ForfeitLoss)
            | (Loss | LossUnrated, Loss | LossUnrated)
            | (Draw, Loss)
            | (Loss, Draw)
            | (DrawUnrated, LossUnrated)
            | (LossUnrated, DrawUnrated)
    )
}

fn points(t: &Tournament, out: &mut Vec<Inconsistency>) {
    for p in &t.players {
        let Some(declared) = p.declared_points else { continue };
        let computed = t.total_points(p.tpn);
        if declared != computed {
            out.push(Inconsistency {
                line: p.line,
                col: 81,
                kind: IssueKind::PointsMismatch,
                round: None,
                message: Phrase::new("valid-points")
                    .arg("player", p.tpn.0)
                    .dec("declared", declared)
                    .dec("computed", computed)
                    .arg("scoring", describe_scoring(t)),
            });
        }
    }
}

fn describe_scoring(t: &Tournament) -> Phrase {
    let s = &t.scoring;
    Phrase::new("valid-scoring")
        .dec("win", s.win())
        .dec("draw", s.draw())
        .dec("loss", s.loss())
        .dec("pab", s.pairing_allocated_bye)
}

/// The column of the first number equal to `tpn` at or after column `from` of `text`.
fn id_col(text: &str, from: usize, tpn: Tpn) -> usize {
    let chars: Vec<char> = text.chars().collect();
    let mut i = from.saturating_sub(1);
    while i < chars.len() {
        if chars[i].is_ascii_digit() {
            let start = i;
            while i < chars.len() && chars[i].is_ascii_digit() {
                i += 1;
            }
            let s: String = chars[start..i].iter().collect();
            if s.parse::<u32>().ok() == Some(u32::from(tpn.0)) {
                return start + 1;
            }
        } else {
            i += 1;
        }
    }
    from
}

/// Records naming players (XXP/260, 240/XXZ, XXA, 250, 013/310) must name players of the file;
/// each reference is reported at its record's line and column.
fn references(t: &Tournament, doc: Option<&TrfDocument>, out: &mut Vec<Inconsistency>) {
    let Some(doc) = doc else { return references_in_memory(t, out) };
    for l in &doc.lines {
        let (ids, from, what): (Vec<Tpn>, usize, Phrase) = match &l.record {
            Record::Prohibited { players, origin, .. } => (
                players.clone(),
                if *origin == crate::trf::Origin::Fide { 13 } else { 4 },
                Phrase::new("valid-what-prohibited"),
            ),
            Record::Byes { players, origin, .. } => (
                players.clone(),
                if *origin == crate::trf::Origin::Fide { 11 } else { 4 },
                Phrase::new("valid-what-requested-bye"),
            ),
            Record::AccelerationPlayer { tpn, .. } => (vec![*tpn], 5, Phrase::new("valid-what-acceleration-line")),
            Record::Team(team) => {
                (team.players.clone(), if team.number.is_some() { 74 } else { 37 }, Phrase::new("valid-what-team"))
            }
            _ => continue,
        };
        for x in ids {
            if t.player(x).is_none() {
                out.push(Inconsistency {
                    line: l.number,
                    col: id_col(&l.text, from, x),
                    kind: IssueKind::UnknownPlayer,
                    round: None,
                    message: Phrase::new("valid-unknown-player").arg("what", what.clone()).arg("player", x.0),
                });
            }
        }
    }
}

fn references_in_memory(t: &Tournament, out: &mut Vec<Inconsistency>) {
    let check = |tpn: Tpn, what: Phrase, out: &mut Vec<Inconsistency>| {
        if t.player(tpn).is_none() {
            out.push(Inconsistency {
                line: 0,
                col: 0,
                kind: IssueKind::UnknownPlayer,
                round: None,
                message: Phrase::new("valid-unknown-player").arg("what", what).arg("player", tpn.0),
            });
        }
    };
    for p in &t.prohibited {
        for &x in &p.players {
            check(x, Phrase::new("valid-what-prohibited"), out);
        }
    }
    for b in &t.requested_byes {
        check(b.player, Phrase::new("valid-what-requested-bye"), out);
    }
    for &x in t.acceleration.per_player.keys() {
        check(x, Phrase::new("valid-what-acceleration-line"), out);
    }
    for team in &t.teams {
        for &x in &team.players {
            check(x, Phrase::new("valid-what-named-team").arg("team", team.name.as_str()), out);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(text: &str) -> Vec<Inconsistency> {
        let doc = TrfDocument::from_bytes(text.as_bytes()).unwrap();
        let t = Tournament::from_trf(&doc).unwrap();
        validate(&t, Some(&doc))
    }

    fn line(tpn: u16, pts: &str, rounds: &[&str]) -> String {
        let mut s = format!("001 {tpn:>4}      Player{tpn:<27}2000                             {pts:>4}    0");
        for r in rounds {
            s.push_str("  ");
            s.push_str(r);
        }
        s
    }

    #[test]
    fn clean_file_is_clean() {
        assert_eq!(check(&[line(1, "1.0", &["   2 w 1"]), line(2, "0.0", &["   1 b 0"])].join("\n")), vec![]);
    }

    #[test]
    fn finds_each_kind() {
        let cases: [(&[String], IssueKind); 6] = [
            (&[line(1, "1.0", &["   2 w 1"]), line(2, "1.0", &["   1 b 1"])], IssueKind::GameMismatch),
            (&[line(1, "1.0", &["   2 w 1"]), line(2, "0.0", &["   1 w 0"])], IssueKind::GameMismatch),
            (&[line(1, "2.0", &["   2 w 1"]), line(2, "0.0", &["   1 b 0"])], IssueKind::PointsMismatch),
            (
                &[line(1, "2.0", &["   2 w 1", "   2 b 1"]), line(2, "0.0", &["   1 b 0", "   1 w 0"])],
                IssueKind::Rematch,
            ),
            (
                &[line(1, "1.0", &["   2 w 1"]), line(2, "0.0", &["   1 b 0"]), line(3, "0.0", &["   2 w 0"])],
                IssueKind::PairedTwice,
            ),
            (&[line(1, "0.5", &["   2 w H"]), line(2, "0.0", &["   1 b 0"])], IssueKind::ImpossibleCode),
        ];
        for (lines, kind) in cases {
            let found = check(&lines.join("\n"));
            assert!(found.iter().any(|i| i.kind == kind), "{kind:?} not found in {found:?}");
        }
    }

    #[test]
    fn unusual_results_are_accepted() {
        let ok = check(&[line(1, "0.5", &["   2 w ="]), line(2, "0.0", &["   1 b 0"])].join("\n"));
        assert_eq!(ok, vec![]);
        let ok = check(&[line(1, "0.0", &["   2 w -"]), line(2, "0.0", &["   1 b -"])].join("\n"));
        assert_eq!(ok, vec![]);
    }

    /// Issue 39: a game paired and not yet played has a blank result on both lines; that is
    /// not a mismatch of results (each missing result may be reported, never "do not match").
    #[test]
    fn two_blank_results_are_no_mismatch() {
        let found = check(&[line(1, "0.0", &["   2 w  "]), line(2, "0.0", &["   1 b  "])].join("\n"));
        assert!(!found.iter().any(|i| i.message.to_string().contains("do not match")), "{found:?}");
        assert!(!found.iter().any(|i| i.kind == IssueKind::GameMismatch), "{found:?}");
        let found = check(&[line(1, "1.0", &["   2 w 1"]), line(2, "0.0", &["   1 b  "])].join("\n"));
        assert!(
            found.iter().any(|i| i.message.to_string().contains("do not match")),
            "one blank is a mismatch: {found:?}"
        );
    }
}
