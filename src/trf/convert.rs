//! Conversion between TRF16 (with `XX*` / `BB*` extensions) and TRF-2026.
//!
//! Mapping (TRF-2026 "equivalences"): XXR ↔ 142, XXC white1/black1 ↔ 152, XXS / BB? ↔ 162,
//! XXA ↔ 250, XXP ↔ 260, XXZ ↔ 240 Z. What has no equivalent is kept where the target
//! reads it (`XXC rank`), and otherwise reported in the returned notes.

use super::format;
use super::record::{LineEnding, Origin, Record, TrfLine};
use super::{Dialect, TrfDocument};
use crate::tournament::scoring::ScoringSystem;
use crate::tournament::types::{Points, Tpn};
use std::collections::BTreeMap;

/// A converted document and what could not be carried over.
#[derive(Clone, Debug)]
pub struct Converted {
    /// The new document.
    pub doc: TrfDocument,
    /// One line per record changed or dropped.
    pub notes: Vec<String>,
}

fn line(text: String, ending: LineEnding, record: Record) -> TrfLine {
    TrfLine { number: 0, text, ending, record }
}

/// Converts `doc` to `to`. Converting to its own dialect returns it unchanged.
#[must_use]
pub fn convert(doc: &TrfDocument, to: Dialect) -> Converted {
    if doc.dialect() == to {
        return Converted { doc: doc.clone(), notes: Vec::new() };
    }
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
                    notes.push(format!("line {}: 'XXC rank' has no TRF-2026 equivalent; kept as XXC rank", l.number));
                    let r = Record::InitialColour { colour: None, rank_order: true, origin: Origin::JaVaFo };
                    out.push(line("XXC rank".to_owned(), l.ending, r));
                }
            }
            (Record::InitialColour { colour, .. }, Dialect::Trf16) => {
                let r = Record::InitialColour { colour: *colour, rank_order: false, origin: Origin::JaVaFo };
                out.push(line(format::record(&r).unwrap_or_default(), l.ending, r));
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
                    for r in xxa_to_250(doc) {
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
                    notes.push(format!(
                        "line {}: XXP has no round range; the prohibition now applies to every round",
                        l.number
                    ));
                }
                let r = Record::Prohibited {
                    first_round: None,
                    last_round: None,
                    players: players.clone(),
                    origin: Origin::JaVaFo,
                };
                out.push(line(format::record(&r).unwrap_or_default(), l.ending, r));
            }
            (Record::Byes { kind, players, round: None, .. }, Dialect::Trf26) => {
                let rn = doc_next_round(doc);
                let r = Record::Byes { kind: *kind, round: Some(rn), players: players.clone(), origin: Origin::Fide };
                out.push(line(format::record(&r).unwrap_or_default(), l.ending, r));
            }
            (Record::Byes { kind, players, round: Some(rn), .. }, Dialect::Trf16) => {
                if *rn == doc_next_round(doc) && *kind == crate::tournament::types::ResultCode::ZeroPointBye {
                    let r = Record::Byes { kind: *kind, round: None, players: players.clone(), origin: Origin::JaVaFo };
                    out.push(line(format::record(&r).unwrap_or_default(), l.ending, r));
                } else {
                    notes.push(format!(
                        "line {}: record 240 ({} in round {rn}) has no TRF16 equivalent; dropped",
                        l.number,
                        kind.describe()
                    ));
                }
            }
            (
                Record::TournamentType(_)
                | Record::StartRankMethod { .. }
                | Record::National { .. }
                | Record::AbnormalPoints { .. },
                Dialect::Trf16,
            ) => {
                notes.push(format!(
                    "line {}: record {} has no TRF16 equivalent; dropped",
                    l.number,
                    l.text.chars().take(3).collect::<String>()
                ));
            }
            (Record::Text { code, .. }, Dialect::Trf16)
                if matches!(
                    code.as_str(),
                    "182" | "202" | "212" | "222" | "352" | "362" | "300" | "320" | "330" | "801" | "802"
                ) =>
            {
                notes.push(format!("line {}: record {code} has no TRF16 equivalent; dropped", l.number));
            }
            _ => keep(&mut out),
        }
    }
    for (i, l) in out.iter_mut().enumerate() {
        l.number = i + 1;
    }
    Converted { doc: TrfDocument { lines: out, encoding: doc.encoding, bom: doc.bom }, notes }
}

fn doc_next_round(doc: &TrfDocument) -> u16 {
    let mut last = 0;
    for l in &doc.lines {
        if let Record::Player(p) = &l.record {
            if let Some(i) = p.rounds.iter().rposition(|b| {
                b.opponent.is_some() || b.result == crate::tournament::types::ResultCode::PairingAllocatedBye
            }) {
                last = last.max(i + 1);
            }
        }
    }
    u16::try_from(last + 1).unwrap_or(1)
}

/// XXA per-player lines → 250 records (one per player and run of equal values).
fn xxa_to_250(doc: &TrfDocument) -> Vec<Record> {
    let mut out = Vec::new();
    for l in &doc.lines {
        if let Record::AccelerationPlayer { tpn, points } = &l.record {
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
            t1.acceleration.virtual_points(Tpn(1), crate::tournament::types::RoundNo(2)),
            t2.acceleration.virtual_points(Tpn(1), crate::tournament::types::RoundNo(2))
        );
        let back = convert(&again, Dialect::Trf16);
        let t3 = crate::tournament::Tournament::from_trf(&back.doc).unwrap();
        assert_eq!(t3.scoring, t1.scoring);
        assert_eq!(t3.initial_colour, t1.initial_colour);
        assert_eq!(t3.prohibited.len(), 1);
    }
}
