//! Writing records in TRF fixed-column layout (for new or converted lines; unchanged
//! lines are written back exactly as read).

use super::record::{Origin, PlayerLine, Record, RoundBlock, TeamLine};
use crate::core::scoring::{ScoreKey, ScoringSystem};
use crate::core::types::{Colour, Points, Tpn};
use std::fmt::Write;

fn pad_to(s: &mut String, col: usize) {
    // col is 1-based: make the string col-1 characters long.
    let len = s.chars().count();
    if len < col - 1 {
        s.extend(std::iter::repeat_n(' ', col - 1 - len));
    }
}

fn fit(s: &str, width: usize) -> String {
    s.chars().take(width).collect()
}

/// A round block as the TRF writes it: `  oooo c r`.
#[must_use]
pub(crate) fn round_block(b: &RoundBlock) -> String {
    let opp = b.opponent.map_or_else(|| "0000".to_owned(), |t| format!("{:>4}", t.0));
    let colour = b.colour.map_or('-', Colour::letter);
    format!("  {opp} {colour} {}", b.result.to_char())
}

/// A 001 line (or the body of an NRS line when `code` is a federation).
#[must_use]
pub fn player_line(code: &str, p: &PlayerLine) -> String {
    let mut s = String::with_capacity(100 + 10 * p.rounds.len());
    s.push_str(code);
    pad_to(&mut s, 5);
    let _ = write!(s, "{:>4}", p.tpn.0);
    pad_to(&mut s, 10);
    s.push(p.sex);
    let _ = write!(s, "{:>3}", fit(&p.title, 3));
    pad_to(&mut s, 15);
    s.push_str(&fit(&p.name, 33));
    pad_to(&mut s, 49);
    match p.rating {
        Some(r) => {
            let _ = write!(s, "{r:>4}");
        }
        None => s.push_str("    "),
    }
    pad_to(&mut s, 54);
    s.push_str(&fit(&p.federation, 3));
    pad_to(&mut s, 58);
    let _ = write!(s, "{:>11}", fit(&p.fide_id, 11));
    pad_to(&mut s, 70);
    s.push_str(&fit(&p.birth, 10));
    pad_to(&mut s, 81);
    match p.points {
        Some(pt) => {
            let _ = write!(s, "{pt:>4}");
        }
        None => s.push_str("    "),
    }
    pad_to(&mut s, 86);
    match p.rank {
        Some(r) => {
            let _ = write!(s, "{r:>4}");
        }
        None => s.push_str("    "),
    }
    for (i, b) in p.rounds.iter().enumerate() {
        pad_to(&mut s, 90 + 10 * i);
        s.push_str(&round_block(b));
    }
    s.trim_end().to_owned()
}

fn ids_fixed(ids: &[Tpn]) -> String {
    ids.iter().map(|t| format!("{:>4}", t.0)).collect::<Vec<_>>().join(" ")
}

fn team_line(t: &TeamLine) -> String {
    match t.number {
        None => {
            let mut s = format!("013 {}", fit(&t.name, 32));
            pad_to(&mut s, 37);
            s.push_str(&ids_fixed(&t.players));
            s
        }
        Some(n) => {
            let mut s = format!("310 {n:>3} {}", fit(&t.name, 32));
            pad_to(&mut s, 74);
            s.push_str(&ids_fixed(&t.players));
            s
        }
    }
}

/// The 162 line for a scoring system (symbols W D L A P; values of white results).
#[must_use]
pub(crate) fn scoring_162(s: &ScoringSystem) -> String {
    let mut out = String::from("162");
    for (sym, p) in [
        ('W', s.win_white),
        ('D', s.draw_white),
        ('L', s.loss_white),
        ('A', s.zero_point_bye),
        ('P', s.pairing_allocated_bye),
    ] {
        let _ = write!(out, "  {sym}{p:>4}");
        out.push_str("  ");
    }
    out.trim_end().to_owned()
}

/// bbpPairings `BB?` lines for a scoring system.
#[must_use]
pub(crate) fn scoring_bbp(s: &ScoringSystem) -> Vec<String> {
    vec![
        format!("BBW {:>4}", s.win_white),
        format!("BBD {:>4}", s.draw_white),
        format!("BBL {:>4}", s.loss_white),
        format!("BBZ {:>4}", s.zero_point_bye),
        format!("BBF {:>4}", s.forfeit_loss),
        format!("BBU {:>4}", s.pairing_allocated_bye),
    ]
}

fn xxs_key(k: ScoreKey) -> &'static str {
    match k {
        ScoreKey::WinWhite => "WW",
        ScoreKey::WinBlack => "BW",
        ScoreKey::DrawWhite => "WD",
        ScoreKey::DrawBlack => "BD",
        ScoreKey::LossWhite => "WL",
        ScoreKey::LossBlack => "BL",
        ScoreKey::ForfeitWin => "FW",
        ScoreKey::ForfeitLoss => "FL",
        ScoreKey::FullPointBye => "FPB",
        ScoreKey::HalfPointBye => "HPB",
        ScoreKey::ZeroPointBye => "ZPB",
        ScoreKey::PairingAllocatedBye => "PAB",
        ScoreKey::Unknown => "X",
    }
}

fn points_short(p: Points) -> String {
    p.to_string()
}

/// Formats a record in the syntax of its origin. `Blank`, `Comment` and `Unknown`
/// have no canonical form and give `None` (keep their text).
#[must_use]
pub fn record(r: &Record) -> Option<String> {
    Some(match r {
        Record::Player(p) => player_line("001", p),
        Record::National { federation, player } => player_line(federation, player),
        Record::Text { code, value } | Record::Date { code, value, .. } => format!("{code} {value}"),
        Record::RoundDates(dates) => {
            let mut s = String::from("132");
            for (i, d) in dates.iter().enumerate() {
                pad_to(&mut s, 92 + 10 * i);
                if let Some(d) = d {
                    let _ = write!(s, "{:02}/{:02}/{:02}", d.year % 100, d.month, d.day);
                }
            }
            s.trim_end().to_owned()
        }
        Record::Rounds { rounds, origin } => match origin {
            Origin::Fide => format!("142 {rounds}"),
            _ => format!("XXR {rounds}"),
        },
        Record::InitialColour { colour, rank_order, origin } => match origin {
            Origin::Fide => format!("152 {}", colour.map_or('W', Colour::upper)),
            _ => {
                let mut s = String::from("XXC");
                if *rank_order {
                    s.push_str(" rank");
                }
                match colour {
                    Some(Colour::White) => s.push_str(" white1"),
                    Some(Colour::Black) => s.push_str(" black1"),
                    None => {}
                }
                s
            }
        },
        Record::Scoring { entries, origin } => match origin {
            Origin::Fide => scoring_162(&ScoringSystem::from_entries(entries)),
            Origin::Bbp => scoring_bbp(&ScoringSystem::from_entries(entries)).join("\n"),
            Origin::JaVaFo => {
                let mut s = String::from("XXS");
                for (k, p) in entries {
                    let _ = write!(s, " {}={}", xxs_key(*k), points_short(*p));
                }
                s
            }
        },
        Record::StartRankMethod { federation, method } => format!("172 {federation:<3} {method}"),
        Record::TournamentType(t) => format!("192 {t}"),
        Record::Team(t) => team_line(t),
        Record::Byes { kind, round, players, origin } => match (origin, round) {
            (Origin::Fide, Some(r)) => format!("240 {} {r:03} {}", kind.to_char(), ids_fixed(players)),
            _ => format!("XXZ {}", players.iter().map(|t| t.0.to_string()).collect::<Vec<_>>().join(" ")),
        },
        Record::AccelerationRange { match_points, points, first_round, last_round, first, last } => format!(
            "250 {} {points:>4} {first_round:03} {last_round:03} {:>4} {:>4}",
            match_points.map_or_else(|| "    ".to_owned(), |m| format!("{m:>4}")),
            first.0,
            last.0
        ),
        Record::AccelerationPlayer { tpn, points } => {
            let mut s = format!("XXA {:>4}", tpn.0);
            for p in points {
                match p {
                    Some(p) => {
                        let _ = write!(s, " {p:>4}");
                    }
                    None => s.push_str("     "),
                }
            }
            s.trim_end().to_owned()
        }
        Record::Prohibited { first_round, last_round, players, origin } => match (origin, first_round, last_round) {
            (Origin::Fide, Some(a), Some(b)) => format!("260 {a:03} {b:03} {}", ids_fixed(players)),
            _ => format!("XXP {}", players.iter().map(|t| t.0.to_string()).collect::<Vec<_>>().join(" ")),
        },
        Record::AbnormalPoints { kind, points, round, players } => {
            format!("299 {kind}  {:>4} {points:>4}  {:03} {}", "", round.unwrap_or(0), ids_fixed(players))
        }
        Record::Comment | Record::Blank | Record::Unknown { .. } => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::super::parse::parse_text;
    use super::*;

    #[test]
    fn player_line_round_trips_through_parse() {
        let l = "001    1 m GM Test0001 Player0001               2720 ESP    12345678 1990/01/01  2.0    1     4 w 1  0000 - U     2 b =";
        let recs = parse_text(l).unwrap();
        let Record::Player(p) = &recs[0].record else { panic!() };
        assert_eq!(player_line("001", p), l);
    }

    #[test]
    fn typed_records_round_trip() {
        for l in [
            "XXR 9",
            "142 9",
            "152 B",
            "XXC rank black1",
            "240 H 003    7   12",
            "260 001 002  125  180",
            "XXA    3  1.0  1.0",
            "XXZ 4 7",
            "XXP 1 2",
            "192 FIDE_DUTCH_2026",
        ] {
            let recs = parse_text(l).unwrap();
            assert_eq!(record(&recs[0].record).as_deref(), Some(l), "{l}");
        }
    }
}
