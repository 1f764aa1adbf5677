//! Conversion between TRF16 (with `XX*` / `BB*` extensions) and TRF-2026.
//!
//! Mapping (TRF-2026 "equivalences"): XXR ↔ 142, XXC white1/black1 ↔ 152, XXS / BB? ↔ 162,
//! XXA ↔ 250, XXP ↔ 260, XXZ ↔ 240 Z. What has no equivalent is kept where the target
//! reads it (`XXC rank`, scoring values record 162 cannot tell apart), and otherwise reported
//! in the returned notes; what cannot be written at all (values wider than their columns) is
//! refused. Whatever is written reads back to the same tournament ([`read_back_differences`]):
//! `convert` refuses the output otherwise (issue #14).

use crate::core::scoring::ScoringSystem;
use crate::core::types::{Points, Tpn};
use crate::core::words::Phrase;
use crate::trf::format;
use crate::trf::record::{LineEnding, Origin, Record, TrfLine};
use crate::trf::{Dialect, TrfDocument};
use std::collections::BTreeMap;

/// A converted document and what could not be carried over.
#[derive(Clone, Debug)]
pub struct Converted {
    /// The new document.
    pub doc: TrfDocument,
    /// One line per record changed or dropped.
    pub notes: Vec<crate::core::words::Phrase>,
    /// What cannot be written in the target format, at its line and column of the input: when
    /// not empty, `doc` must not be written.
    pub refused: Vec<crate::trf::TrfError>,
}

fn line(text: String, ending: LineEnding, record: Record) -> TrfLine {
    TrfLine { number: 0, text, ending, record }
}

/// Converts `doc` to `to`. Converting to its own dialect returns it unchanged.
#[must_use]
pub fn convert(doc: &TrfDocument, to: Dialect) -> Converted {
    if doc.dialect() == to {
        return Converted { doc: doc.clone(), notes: Vec::new(), refused: Vec::new() };
    }
    let mut refused = Vec::new();
    let ending = doc.main_ending();
    let mut out: Vec<TrfLine> = Vec::new();
    let mut notes = Vec::new();
    let mut scoring_done = false;
    let all_scoring: Vec<_> = doc
        .lines
        .iter()
        .filter_map(|l| if let Record::Scoring { entries, .. } = &l.record { Some(entries.clone()) } else { None })
        .flatten()
        .collect();
    // XXA lines are gathered into 250 ranges at the place of the first one.
    let mut accel_done = false;
    for l in &doc.lines {
        let keep = |out: &mut Vec<TrfLine>| out.push(l.clone());
        match (&l.record, to) {
            (Record::Rounds { rounds, .. }, _) => {
                let origin = if to == Dialect::Trf26 { Origin::Fide } else { Origin::JaVaFo };
                let r = Record::Rounds { rounds: *rounds, origin };
                out.push(line(format::record(&r).unwrap_or_default(), l.ending, r));
            }
            (Record::InitialColour { colour, rank_order, .. }, Dialect::Trf26) => {
                if let Some(c) = colour {
                    let r = Record::InitialColour { colour: Some(*c), rank_order: false, origin: Origin::Fide };
                    out.push(line(format::record(&r).unwrap_or_default(), l.ending, r));
                }
                if *rank_order {
                    notes.push(Phrase::new("convert-note-xxc-rank").arg("line", l.number));
                    let r = Record::InitialColour { colour: None, rank_order: true, origin: Origin::JaVaFo };
                    out.push(line("XXC rank".to_owned(), l.ending, r));
                }
            }
            (Record::InitialColour { colour, rank_order, .. }, Dialect::Trf16) => {
                let r = Record::InitialColour { colour: *colour, rank_order: *rank_order, origin: Origin::JaVaFo };
                out.push(line(format::record(&r).unwrap_or_default(), l.ending, r));
            }
            (Record::Scoring { .. }, _) if to == Dialect::Trf26 && !scoring_162_expresses(&all_scoring) => {
                // Record 162 has one value for W (wins, forfeit wins, full-point byes), D (draws,
                // half-point byes), L, A (zero-point byes and forfeit losses) and P: when the
                // file scores these apart, its own lines are kept after the 162 (read in order).
                if !scoring_done {
                    scoring_done = true;
                    let s = ScoringSystem::from_entries(&all_scoring);
                    let r = Record::Scoring { entries: all_scoring.clone(), origin: Origin::Fide };
                    out.push(line(format::scoring_162(&s), l.ending, r));
                    notes.push(
                        Phrase::new("convert-note-scoring")
                            .arg("line", l.number)
                            .arg("loss", scoring_162_loss(&s).to_string()),
                    );
                }
                keep(&mut out);
            }
            (Record::Scoring { .. }, _) => {
                if !scoring_done {
                    scoring_done = true;
                    let s = ScoringSystem::from_entries(&all_scoring);
                    if to == Dialect::Trf26 {
                        let r = Record::Scoring { entries: all_scoring.clone(), origin: Origin::Fide };
                        out.push(line(format::scoring_162(&s), l.ending, r));
                    } else {
                        for text in format::scoring_bbp(&s) {
                            out.push(line(
                                text,
                                l.ending,
                                Record::Scoring { entries: all_scoring.clone(), origin: Origin::Bbp },
                            ));
                        }
                    }
                }
            }
            (Record::AccelerationPlayer { .. }, Dialect::Trf26) => {
                if !accel_done {
                    accel_done = true;
                    for r in xxa_to_250(doc, &mut refused) {
                        out.push(line(format::record(&r).unwrap_or_default(), ending, r));
                    }
                }
            }
            (Record::AccelerationRange { .. }, Dialect::Trf16) => {
                if !accel_done {
                    accel_done = true;
                    for r in ranges_to_xxa(doc) {
                        out.push(line(format::record(&r).unwrap_or_default(), ending, r));
                    }
                }
            }
            (Record::Prohibited { players, .. }, Dialect::Trf26) if players.len() < 2 => {
                notes.push(Phrase::new("convert-note-xxp-one").arg("line", l.number).arg("count", players.len()));
            }
            (Record::Prohibited { players, .. }, Dialect::Trf26) => {
                let r = Record::Prohibited {
                    first_round: Some(1),
                    last_round: Some(999),
                    players: players.clone(),
                    origin: Origin::Fide,
                };
                out.push(line(format::record(&r).unwrap_or_default(), l.ending, r));
            }
            (Record::Prohibited { players, first_round, last_round, .. }, Dialect::Trf16) => {
                if first_round.is_some_and(|a| a > 1) || last_round.is_some_and(|b| b < 999) {
                    notes.push(Phrase::new("convert-note-xxp-rounds").arg("line", l.number));
                }
                let r = Record::Prohibited {
                    first_round: None,
                    last_round: None,
                    players: players.clone(),
                    origin: Origin::JaVaFo,
                };
                out.push(line(format::record(&r).unwrap_or_default(), l.ending, r));
            }
            (Record::Byes { round: None, .. }, Dialect::Trf26) if doc_next_round(doc) > 999 => {
                refused.push(crate::trf::TrfError::english(
                    l.number,
                    1,
                    "absent players (XXZ)",
                    format!(
                        "the round to be paired is {}: record 240 holds rounds up to 999 (columns 7–9)",
                        doc_next_round(doc)
                    ),
                ));
            }
            (Record::Byes { kind, players, round: None, .. }, Dialect::Trf26) => {
                let rn = doc_next_round(doc);
                let r = Record::Byes { kind: *kind, round: Some(rn), players: players.clone(), origin: Origin::Fide };
                out.push(line(format::record(&r).unwrap_or_default(), l.ending, r));
            }
            (Record::Byes { kind, players, round: Some(rn), .. }, Dialect::Trf16) => {
                if *rn == doc_next_round(doc) && *kind == crate::core::types::ResultCode::ZeroPointBye {
                    let r = Record::Byes { kind: *kind, round: None, players: players.clone(), origin: Origin::JaVaFo };
                    out.push(line(format::record(&r).unwrap_or_default(), l.ending, r));
                } else {
                    notes.push(
                        Phrase::new("convert-note-240")
                            .arg("line", l.number)
                            .arg("kind", kind.describe().to_string())
                            .arg("round", rn.to_string()),
                    );
                }
            }
            (
                Record::TournamentType(_)
                | Record::StartRankMethod { .. }
                | Record::National { .. }
                | Record::AbnormalPoints { .. },
                Dialect::Trf16,
            ) => {
                notes.push(
                    Phrase::new("convert-note-dropped")
                        .arg("line", l.number)
                        .arg("code", l.text.chars().take(3).collect::<String>()),
                );
            }
            (Record::Text { code, .. }, Dialect::Trf16)
                if matches!(
                    code.as_str(),
                    "182" | "202" | "212" | "222" | "352" | "362" | "300" | "320" | "330" | "801" | "802"
                ) =>
            {
                notes.push(Phrase::new("convert-note-dropped").arg("line", l.number).arg("code", code.to_string()));
            }
            _ => keep(&mut out),
        }
    }
    // Lines made from one source line (BB?, 250) share its ending: only the last line may end
    // without one.
    let last = out.len().saturating_sub(1);
    for (i, l) in out.iter_mut().enumerate() {
        l.number = i + 1;
        if i < last && l.ending == LineEnding::None {
            l.ending = ending;
        }
    }
    let converted = TrfDocument { lines: out, encoding: doc.encoding, bom: doc.bom };
    if refused.is_empty() && (to == Dialect::Trf26 || notes.is_empty()) {
        // The safety net: what is written reads back to the same tournament, or is refused.
        refused.extend(read_back_differences(doc, &converted));
    }
    Converted { doc: converted, notes, refused }
}

/// Whether record 162 (one value each for W, D, L, A, P) reads back to the scoring `entries` declare.
fn scoring_162_expresses(entries: &[(crate::tournament::ScoreKey, Points)]) -> bool {
    let s = ScoringSystem::from_entries(entries);
    crate::trf::parse::parse_text(&format::scoring_162(&s))
        .ok()
        .and_then(|v| v.into_iter().next())
        .is_some_and(|l| matches!(&l.record, Record::Scoring { entries: e, .. } if ScoringSystem::from_entries(e) == s))
}

/// What record 162 cannot tell apart in `s`.
fn scoring_162_loss(s: &ScoringSystem) -> String {
    let mut v = Vec::new();
    let mut differ = |what: &str, a: Points, b: Points| {
        if a != b {
            v.push(format!("{what}: {a} and {b}"));
        }
    };
    differ("wins with white and black", s.win_white, s.win_black);
    differ("win and forfeit win", s.win_white, s.forfeit_win);
    differ("win and full-point bye", s.win_white, s.full_point_bye);
    differ("draws with white and black", s.draw_white, s.draw_black);
    differ("draw and half-point bye", s.draw_white, s.half_point_bye);
    differ("losses with white and black", s.loss_white, s.loss_black);
    differ("zero-point bye and forfeit loss", s.zero_point_bye, s.forfeit_loss);
    if v.is_empty() { "a value record 162 does not hold".to_owned() } else { v.join(", ") }
}

/// The differences between the tournament `original` describes and the one `converted` reads
/// back to, each at the input line it concerns: empty when the conversion keeps the tournament
/// (players, the state before every round, scoring, rounds, colours, acceleration, prohibited
/// pairings and requested byes).
#[must_use]
pub fn read_back_differences(original: &TrfDocument, converted: &TrfDocument) -> Vec<crate::trf::TrfError> {
    use crate::tournament::{RoundNo, Tournament};
    let first = |is: &dyn Fn(&Record) -> bool| original.lines.iter().find(|l| is(&l.record)).map_or(1, |l| l.number);
    let err = |line: usize, field: &str, what: String| {
        crate::trf::TrfError::english(
            line,
            1,
            field,
            format!("{what}: the converted file would not read back to the same tournament"),
        )
    };
    let Ok(a) = Tournament::from_trf(original) else { return Vec::new() };
    let bytes = converted.to_bytes();
    let b = match TrfDocument::from_bytes(&bytes).and_then(|d| Tournament::from_trf(&d)) {
        Ok(b) => b,
        Err(e) => {
            return e
                .0
                .into_iter()
                .map(|x| err(1, "converted file", format!("line {} of the output: {}", x.line, x.message)))
                .collect();
        }
    };
    let mut out = Vec::new();
    if a.scoring != b.scoring {
        out.push(err(first(&|r| matches!(r, Record::Scoring { .. })), "scoring", "the scoring changes".to_owned()));
    }
    if a.planned_rounds != b.planned_rounds {
        out.push(err(
            first(&|r| matches!(r, Record::Rounds { .. })),
            "number of rounds",
            "the number of rounds changes".to_owned(),
        ));
    }
    if a.initial_colour != b.initial_colour || a.rank_order != b.rank_order {
        out.push(err(
            first(&|r| matches!(r, Record::InitialColour { .. })),
            "initial colour",
            "the initial colour or order changes".to_owned(),
        ));
    }
    // XXP applies to every round, 260 to rounds 1–999; XXZ to the round to be paired, 240 to
    // that round by number; a prohibition of one player prohibits nothing.
    let next = crate::tournament::RoundNo(doc_next_round(original));
    let prohibitions = |t: &Tournament| -> Vec<_> {
        t.prohibited
            .iter()
            .filter(|p| p.players.len() >= 2)
            .map(|p| (p.rounds.unwrap_or((RoundNo(1), RoundNo(999))), p.players.clone()))
            .collect()
    };
    let byes = |t: &Tournament| -> Vec<_> {
        t.requested_byes.iter().map(|b| (b.round.unwrap_or(next), b.kind, b.player)).collect()
    };
    if prohibitions(&a) != prohibitions(&b) {
        out.push(err(
            first(&|r| matches!(r, Record::Prohibited { .. })),
            "prohibited pairings",
            "the prohibited pairings change".to_owned(),
        ));
    }
    if byes(&a) != byes(&b) {
        out.push(err(
            first(&|r| matches!(r, Record::Byes { .. })),
            "requested byes",
            "the requested byes change".to_owned(),
        ));
    }
    let rounds = a.rounds_recorded().max(b.rounds_recorded()).saturating_add(1);
    let accel_line = first(&|r| matches!(r, Record::AccelerationPlayer { .. } | Record::AccelerationRange { .. }));
    'players: for p in &a.players {
        for r in 1..=rounds {
            if a.acceleration.virtual_points(p.tpn, RoundNo(r)) != b.acceleration.virtual_points(p.tpn, RoundNo(r)) {
                out.push(err(
                    accel_line,
                    "acceleration",
                    format!("the virtual points of player {} in round {r} change", p.tpn),
                ));
                break 'players;
            }
        }
    }
    let same = |x: &crate::tournament::Player, y: &crate::tournament::Player| {
        crate::tournament::Player { line: 0, ..x.clone() } == crate::tournament::Player { line: 0, ..y.clone() }
    };
    if a.players.len() != b.players.len() || a.players.iter().zip(&b.players).any(|(x, y)| !same(x, y)) {
        let line = a.players.iter().zip(&b.players).find(|(x, y)| !same(x, y)).map_or(1, |(x, _)| x.line);
        out.push(err(line, "player", "a player's record changes".to_owned()));
    } else if rounds <= 1000 {
        for r in 1..=rounds {
            if a.state_at(RoundNo(r)) != b.state_at(RoundNo(r)) {
                out.push(err(1, "tournament", format!("the state before round {r} changes")));
                break;
            }
        }
    }
    out
}

fn doc_next_round(doc: &TrfDocument) -> u16 {
    let mut last = 0;
    for l in &doc.lines {
        if let Record::Player(p) = &l.record {
            if let Some(i) = p
                .rounds
                .iter()
                .rposition(|b| b.opponent.is_some() || b.result == crate::core::types::ResultCode::PairingAllocatedBye)
            {
                last = last.max(i + 1);
            }
        }
    }
    u16::try_from(last + 1).unwrap_or(1)
}

/// XXA per-player lines → 250 records (one per player and run of equal values). A value wider
/// than the 4 columns of 250's points field, or a round beyond 999 (3 columns), is refused at
/// its place in the XXA line.
fn xxa_to_250(doc: &TrfDocument, refused: &mut Vec<crate::trf::TrfError>) -> Vec<Record> {
    let mut out = Vec::new();
    // A player's last XXA line is the one read (as `Tournament::from_trf` does).
    let last: BTreeMap<Tpn, usize> = doc
        .lines
        .iter()
        .filter_map(
            |l| if let Record::AccelerationPlayer { tpn, .. } = &l.record { Some((*tpn, l.number)) } else { None },
        )
        .collect();
    for l in &doc.lines {
        if let Record::AccelerationPlayer { tpn, points } = &l.record {
            if last.get(tpn) != Some(&l.number) {
                continue;
            }
            let mut fits = true;
            for (i, p) in points.iter().enumerate() {
                let Some(p) = p.filter(|&p| p != Points::ZERO) else { continue };
                let wide = p.to_string().chars().count() > 4;
                if wide || i >= 999 {
                    refused.push(crate::trf::TrfError::english(
                        l.number,
                        10 + 5 * i,
                        "acceleration (XXA)",
                        if wide {
                            format!("virtual points {p} do not fit the 4 columns of record 250 (at most 99.5)")
                        } else {
                            format!("round {} is beyond the rounds record 250 holds (999)", i + 1)
                        },
                    ));
                    fits = false;
                }
            }
            if !fits {
                continue;
            }
            let mut r = 0;
            while r < points.len() {
                let Some(p) = points[r] else {
                    r += 1;
                    continue;
                };
                let mut e = r;
                while e + 1 < points.len() && points[e + 1] == Some(p) {
                    e += 1;
                }
                if p != Points::ZERO {
                    out.push(Record::AccelerationRange {
                        match_points: None,
                        points: p,
                        first_round: u16::try_from(r + 1).unwrap_or(0),
                        last_round: u16::try_from(e + 1).unwrap_or(0),
                        first: *tpn,
                        last: *tpn,
                    });
                }
                r = e + 1;
            }
        }
    }
    out
}

/// 250 ranges → XXA per-player lines.
fn ranges_to_xxa(doc: &TrfDocument) -> Vec<Record> {
    let mut per: BTreeMap<Tpn, Vec<Option<Points>>> = BTreeMap::new();
    for l in &doc.lines {
        if let Record::AccelerationRange { points, first_round, last_round, first, last, .. } = &l.record {
            for t in first.0..=last.0 {
                let v = per.entry(Tpn(t)).or_default();
                for r in *first_round..=*last_round {
                    let i = usize::from(r).saturating_sub(1);
                    if v.len() <= i {
                        v.resize(i + 1, Some(Points::ZERO));
                    }
                    v[i] = Some(v[i].unwrap_or(Points::ZERO) + *points);
                }
            }
        }
    }
    let players: Vec<Tpn> =
        doc.lines.iter().filter_map(|l| if let Record::Player(p) = &l.record { Some(p.tpn) } else { None }).collect();
    per.into_iter()
        .filter(|(t, _)| players.contains(t))
        .map(|(tpn, points)| Record::AccelerationPlayer { tpn, points })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const T16: &str = "012 Open\n001    1      A                                 2000                             0.0    1\n001    2      B                                 1900                             0.0    2\nXXR 7\nXXC white1\nXXS W=3 D=1\nXXA    1  1.0  1.0\nXXP 1 2\n";

    #[test]
    fn trf16_to_trf26_and_back_keeps_meaning() {
        let d = TrfDocument::from_bytes(T16.as_bytes()).unwrap();
        let c = convert(&d, Dialect::Trf26);
        let text = String::from_utf8(c.doc.to_bytes()).unwrap();
        assert!(text.contains("142 7"), "{text}");
        assert!(text.contains("152 W"), "{text}");
        assert!(text.contains("162"), "{text}");
        assert!(text.contains("250       1.0 001 002    1    1"), "{text}");
        assert!(text.contains("260 001 999    1    2"), "{text}");
        let again = TrfDocument::from_bytes(text.as_bytes()).unwrap();
        let t1 = crate::tournament::Tournament::from_trf(&d).unwrap();
        let t2 = crate::tournament::Tournament::from_trf(&again).unwrap();
        assert_eq!(t1.scoring, t2.scoring);
        assert_eq!(t1.planned_rounds, t2.planned_rounds);
        assert_eq!(
            t1.acceleration.virtual_points(Tpn(1), crate::core::types::RoundNo(2)),
            t2.acceleration.virtual_points(Tpn(1), crate::core::types::RoundNo(2))
        );
        let back = convert(&again, Dialect::Trf16);
        let t3 = crate::tournament::Tournament::from_trf(&back.doc).unwrap();
        assert_eq!(t3.scoring, t1.scoring);
        assert_eq!(t3.initial_colour, t1.initial_colour);
        assert_eq!(t3.prohibited.len(), 1);
    }
}
