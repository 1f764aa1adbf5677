//! Writing a tournament as a TRF: TRF16 with the records the pairing programs read
//! (XXR, XXC, BB?/XXS for non-default scoring, XXA for acceleration), or TRF-2026
//! (142, 152, 162, 250 and 192) by converting that text with [`crate::tournament::convert`].
//!
//! The seed and the profile are recorded in the file: record 012 names them, and `###`
//! comment lines (ignored by every TRF reader) hold the whole profile, so the file can be
//! regenerated.

use super::simulate::Generated;
use crate::rules::DutchEdition;
use crate::tournament::{Colour, Tournament};
use crate::trf::format;
use crate::trf::record::{PlayerLine, Record, RoundBlock};
use crate::trf::{Dialect, TrfDocument};

/// The output format of a generated tournament.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TrfVersion {
    /// TRF16 with the JaVaFo/bbpPairings extensions (read by every pairing program).
    Trf16,
    /// TRF-2026 (C.02.03 Annexure A).
    Trf2026,
}

fn date(d: crate::tournament::Date) -> String {
    format!("{:04}/{:02}/{:02}", d.year, d.month, d.day)
}

/// The tournament `t` as TRF16 text, with `comments` as `###` lines after the header.
#[must_use]
pub(crate) fn trf16_text(t: &Tournament, comments: &[String]) -> String {
    let mut out: Vec<String> = Vec::new();
    out.push(format!("012 {}", t.info.name));
    if !t.info.city.is_empty() {
        out.push(format!("022 {}", t.info.city));
    }
    if let Some(d) = t.info.start {
        out.push(format!("042 {}", date(d)));
    }
    if let Some(d) = t.info.end {
        out.push(format!("052 {}", date(d)));
    }
    out.push(format!("062 {}", t.players.len()));
    if !t.info.kind.is_empty() {
        out.push(format!("092 {}", t.info.kind));
    }
    if !t.info.chief_arbiter.is_empty() {
        out.push(format!("102 {}", t.info.chief_arbiter));
    }
    for c in comments {
        out.push(format!("### {c}"));
    }
    if let Some(r) = t.planned_rounds {
        out.push(format!("XXR {r}"));
    }
    if let Some(c) = t.initial_colour {
        out.push(if c == Colour::White { "XXC white1" } else { "XXC black1" }.to_owned());
    }
    if !t.scoring.is_default() {
        out.extend(format::scoring_bbp(&t.scoring));
    }
    for p in &t.players {
        let line = PlayerLine {
            tpn: p.tpn,
            sex: p.sex,
            title: p.title.clone(),
            name: p.name.clone(),
            rating: p.rating,
            federation: p.federation.clone(),
            fide_id: p.fide_id.clone(),
            birth: p.birth.clone(),
            points: Some(p.declared_points.unwrap_or_else(|| t.total_points(p.tpn))),
            rank: p.rank,
            rounds: p
                .rounds
                .iter()
                .map(|e| RoundBlock { opponent: e.opponent, colour: e.colour, result: e.result })
                .collect(),
        };
        out.push(format::player_line("001", &line));
    }
    for (tpn, points) in &t.acceleration.per_player {
        if let Some(l) = format::record(&Record::AccelerationPlayer { tpn: *tpn, points: points.clone() }) {
            out.push(l);
        }
    }
    let mut s = out.join("\n");
    s.push('\n');
    s
}

/// The system of the house that paired `g` when TRF-2026 has no record-192 code for it (the Lim
/// System): found by the event kind the generator wrote (record 092).
fn uncoded_house_system(g: &Generated) -> Option<&'static dyn crate::pairing::system::SwissSystem> {
    crate::pairing::registry::house_systems()
        .iter()
        .copied()
        .find(|s| s.record_192().is_none() && s.event_kind() == g.tournament.info.kind)
}

/// The comment lines that record how a tournament was made.
#[must_use]
pub(crate) fn provenance(g: &Generated) -> Vec<String> {
    let mut v = vec![format!(
        "arbitro RTG {}: profile {}, seed {}, rules {}",
        env!("CARGO_PKG_VERSION"),
        g.profile,
        g.seed,
        if g.tournament.declares_round_robin() {
            "C.05 Annex 1 (Berger tables)"
        } else if let Some(s) = uncoded_house_system(g) {
            s.id()
        } else if let Some(s) = g.tournament.info.encoded_type.as_deref().and_then(|c| {
            let edition = |start| match crate::pairing::registry::by_record(c, start) {
                crate::pairing::registry::Selected::Edition(s, _) => Some(s),
                _ => None,
            };
            edition(g.tournament.info.start).or_else(|| edition(None))
        }) {
            s.id()
        } else {
            g.edition.flag_name()
        }
    )];
    v.push(format!(
        "replay: arbitro generate --profile {} --seed {}{}",
        g.profile,
        g.seed,
        if g.profile_yaml.is_empty() { "" } else { " (profile below)" }
    ));
    v.extend(g.profile_yaml.lines().map(|l| format!("profile: {l}")));
    v
}

/// The generated tournament as TRF bytes in `version`.
#[must_use]
pub fn to_trf(g: &Generated, version: TrfVersion) -> Vec<u8> {
    let text = trf16_text(&g.tournament, &provenance(g));
    match version {
        TrfVersion::Trf16 => text.into_bytes(),
        TrfVersion::Trf2026 => {
            let Ok(doc) = TrfDocument::from_bytes(text.as_bytes()) else { return text.into_bytes() };
            let mut conv = crate::tournament::convert::convert(&doc, Dialect::Trf26).doc;
            // ETT26 `FIDE_DUTCH`: the edition follows the start date (record 042, chosen by
            // the generator for the edition). bbpPairings v6 reads this code but not
            // `FIDE_DUTCH_2026`; acceleration is explicit in the 250 records.
            // A round-robin names itself (`FIDE_ROUNDROBIN`, `FIDE_DOUBLEROUNDROBIN`).
            // A system of the house without a TRF-2026 code (the Lim System) writes no record
            // 192: `FIDE_DUTCH` would name the wrong system; its event kind (092) names it.
            let code = g.tournament.info.encoded_type.as_deref().unwrap_or("FIDE_DUTCH");
            debug_assert_eq!(
                DutchEdition::in_force_on(g.tournament.info.start.unwrap_or(DutchEdition::CUTOVER)),
                g.edition
            );
            let at = conv.lines.iter().position(|l| l.text.starts_with("###")).unwrap_or(0);
            let record = Record::TournamentType(code.to_owned());
            let mut line = conv.lines[at.min(conv.lines.len() - 1)].clone();
            line.text = format!("192 {code}");
            line.record = record;
            let uncoded = uncoded_house_system(g).is_some();
            if !uncoded {
                conv.lines.insert(at, line.clone());
            }
            let at = if uncoded { at.saturating_sub(1) } else { at };
            // Records 202 and 212: the tie-break list the rank column was filled from.
            for (k, (code, codes)) in
                [("202", &g.tournament.info.tiebreaks), ("212", &g.tournament.info.standings_tiebreaks)]
                    .into_iter()
                    .filter(|(_, c)| !c.is_empty())
                    .enumerate()
            {
                let mut l = line.clone();
                l.text = format!("{code} {}", codes.join(","));
                l.record = Record::Text { code: code.to_owned(), value: codes.join(",") };
                conv.lines.insert(at + 1 + k, l);
            }
            // Record 162 with only the symbols that differ from the defaults (the record is
            // "mandatory only when different from defaults"; bbpPairings v6 rejects `A`).
            for l in &mut conv.lines {
                if matches!(&l.record, Record::Scoring { .. }) {
                    l.text = scoring_162_short(&g.tournament.scoring);
                }
            }
            // Record 250 by ranges: one line per value, for group A (C.04.7 §1.2) as a block.
            if let Some(first) = conv.lines.iter().position(|l| matches!(l.record, Record::AccelerationRange { .. })) {
                conv.lines.retain(|l| !matches!(l.record, Record::AccelerationRange { .. }));
                for (k, r) in acceleration_ranges(&g.tournament).into_iter().enumerate() {
                    let mut l = line.clone();
                    l.text = format::record(&r).unwrap_or_default();
                    l.record = r;
                    conv.lines.insert(first + k, l);
                }
            }
            conv.to_bytes()
        }
    }
}

/// The acceleration of `t` as record-250 ranges: consecutive players with the same value
/// over the same consecutive rounds form one line.
fn acceleration_ranges(t: &Tournament) -> Vec<Record> {
    use crate::tournament::{Points, Tpn};
    /// Runs of equal fictitious points: (points, first round, last round).
    type Runs = Vec<(Points, u16, u16)>;
    let mut per_player: Vec<(Tpn, Runs)> = Vec::new();
    for (tpn, pts) in &t.acceleration.per_player {
        let mut runs: Vec<(Points, u16, u16)> = Vec::new();
        for (i, p) in pts.iter().enumerate() {
            let r = u16::try_from(i + 1).unwrap_or(u16::MAX);
            match (p, runs.last_mut()) {
                (Some(p), Some(last)) if last.0 == *p && last.2 + 1 == r => last.2 = r,
                (Some(p), _) if p.0 != 0 => runs.push((*p, r, r)),
                _ => {}
            }
        }
        per_player.push((*tpn, runs));
    }
    let mut out = Vec::new();
    let mut i = 0;
    while i < per_player.len() {
        let mut j = i;
        while j + 1 < per_player.len()
            && per_player[j + 1].1 == per_player[i].1
            && per_player[j + 1].0.0 == per_player[j].0.0 + 1
        {
            j += 1;
        }
        for &(points, a, b) in &per_player[i].1 {
            out.push(Record::AccelerationRange {
                match_points: None,
                points,
                first_round: a,
                last_round: b,
                first: per_player[i].0,
                last: per_player[j].0,
            });
        }
        i = j + 1;
    }
    out
}

/// A 162 line naming only the symbols whose points differ from the TRF-2026 defaults
/// (W 1, D ½, L 0, A 0, P = W, X = D); symbol in column 6 + 9k, points in the next four.
fn scoring_162_short(s: &crate::tournament::ScoringSystem) -> String {
    use crate::tournament::Points;
    let mut out = String::from("162");
    let mut k = 0;
    for (sym, value, default) in [
        ('W', s.win_white, Points::ONE),
        ('D', s.draw_white, Points::HALF),
        ('L', s.loss_white, Points::ZERO),
        ('A', s.zero_point_bye, Points::ZERO),
        ('P', s.pairing_allocated_bye, s.win_white),
    ] {
        if value != default {
            while out.len() < 5 + 9 * k {
                out.push(' ');
            }
            out.push(sym);
            out.push_str(&format!("{value:>4}"));
            k += 1;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::{Points, ScoringSystem, TournamentInfo, Tpn};

    #[test]
    fn short_162_names_only_what_differs() {
        let s = ScoringSystem { pairing_allocated_bye: Points(5), ..ScoringSystem::default() };
        assert_eq!(scoring_162_short(&s), "162  P 0.5");
        let s = ScoringSystem {
            win_white: Points(30),
            win_black: Points(30),
            draw_white: Points(10),
            draw_black: Points(10),
            pairing_allocated_bye: Points(30),
            ..ScoringSystem::default()
        };
        assert_eq!(scoring_162_short(&s), "162  W 3.0    D 1.0");
    }

    #[test]
    fn acceleration_becomes_ranges() {
        let mut t = Tournament::new(TournamentInfo::default(), Vec::new());
        let pts = vec![Some(Points(10)), Some(Points(10)), Some(Points(5))];
        for tpn in 1..=4 {
            t.acceleration.per_player.insert(Tpn(tpn), pts.clone());
        }
        t.acceleration.per_player.insert(Tpn(6), pts.clone());
        let lines: Vec<String> = acceleration_ranges(&t).iter().filter_map(format::record).collect();
        assert_eq!(
            lines,
            [
                "250       1.0 001 002    1    4",
                "250       0.5 003 003    1    4",
                "250       1.0 001 002    6    6",
                "250       0.5 003 003    6    6"
            ]
        );
    }
}
