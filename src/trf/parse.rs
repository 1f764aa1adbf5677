//! Reading TRF16 / TRF06 / TRF-2026 text into [`TrfLine`]s, with exact positions for every problem.

use super::error::{TrfError, TrfErrors, found};
use super::record::{LineEnding, Origin, PlayerLine, Record, RoundBlock, TeamLine, TrfLine};
use crate::core::scoring::ScoreKey;
use crate::core::types::{Colour, Date, Points, ResultCode, Tpn};
use crate::core::words::{Arg, Phrase};

/// Splits text into lines, keeping each line's ending.
#[must_use]
pub(crate) fn split_lines(text: &str) -> Vec<(String, LineEnding)> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\n' => out.push((std::mem::take(&mut cur), LineEnding::Lf)),
            '\r' => {
                if chars.peek() == Some(&'\n') {
                    chars.next();
                    out.push((std::mem::take(&mut cur), LineEnding::CrLf));
                } else {
                    out.push((std::mem::take(&mut cur), LineEnding::Cr));
                }
            }
            _ => cur.push(c),
        }
    }
    if !cur.is_empty() {
        out.push((cur, LineEnding::None));
    }
    out
}

/// A line as characters, with 1-based inclusive column access.
struct Cols<'a> {
    chars: &'a [char],
    line: usize,
}

impl Cols<'_> {
    fn get(&self, from: usize, to: usize) -> String {
        let len = self.chars.len();
        if from > len {
            return String::new();
        }
        self.chars[from - 1..to.min(len)].iter().collect()
    }
    fn char_at(&self, col: usize) -> char {
        self.chars.get(col - 1).copied().unwrap_or(' ')
    }
    fn len(&self) -> usize {
        self.chars.len()
    }
    fn err(&self, col: usize, field: &Phrase, msg: Phrase) -> TrfError {
        TrfError::new(self.line, col, field.clone(), msg)
    }
    fn found(&self, from: usize, to: usize) -> Arg {
        found(&self.get(from, to))
    }
    /// An optional unsigned number right-aligned in `from..=to`.
    fn number(&self, from: usize, to: usize, field: &Phrase, errs: &mut Vec<TrfError>) -> Option<u32> {
        let s = self.get(from, to);
        let t = s.trim();
        if t.is_empty() {
            return None;
        }
        if t.chars().all(|c| c.is_ascii_digit()) && t.len() <= 9 {
            t.parse().ok()
        } else {
            let off = s.find(|c: char| !c.is_whitespace()).unwrap_or(0);
            errs.push(self.err(
                from + s[..off].chars().count(),
                field,
                expected("trf-expected-digits").arg("found", self.found(from, to)),
            ));
            None
        }
    }
    fn points(&self, from: usize, to: usize, field: &Phrase, errs: &mut Vec<TrfError>) -> Option<Points> {
        let s = self.get(from, to);
        if s.trim().is_empty() {
            return None;
        }
        match s.parse::<Points>() {
            Ok(p) => Some(p),
            Err(_) => {
                errs.push(self.err(from, field, expected("trf-expected-score").arg("found", self.found(from, to))));
                None
            }
        }
    }
}

/// Reads a whole file's text into lines. Every problem is reported with its line and column.
///
/// # Errors
/// The problems found (up to [`TrfErrors::CAP`]), in line order.
pub(crate) fn parse_text(text: &str) -> Result<Vec<TrfLine>, TrfErrors> {
    let mut lines = Vec::new();
    let mut errs = Vec::new();
    for (i, (text, ending)) in split_lines(text).into_iter().enumerate() {
        let number = i + 1;
        let chars: Vec<char> = text.chars().collect();
        let record = parse_line(&Cols { chars: &chars, line: number }, &mut errs);
        lines.push(TrfLine { number, text, ending, record });
        if errs.len() >= TrfErrors::CAP {
            errs.truncate(TrfErrors::CAP);
            break;
        }
    }
    if errs.is_empty() { Ok(lines) } else { Err(TrfErrors(errs)) }
}

fn parse_line(c: &Cols<'_>, errs: &mut Vec<TrfError>) -> Record {
    let code = c.get(1, 3);
    if c.chars.iter().all(|ch| ch.is_whitespace()) {
        return Record::Blank;
    }
    if code == "###" || is_ruler(c) {
        return Record::Comment;
    }
    let value = || c.get(5, c.len()).trim_end().to_owned();
    match code.as_str() {
        "001" => player_line(c, errs).map_or(Record::Unknown { code }, Record::Player),
        "012" | "022" | "032" | "062" | "072" | "082" | "092" | "102" | "112" | "122" | "182" | "202" | "212"
        | "222" | "352" | "362" | "801" | "802" | "300" | "320" | "330" => Record::Text { code, value: value() },
        "042" | "052" => {
            let v = value();
            let read = Date::read(&v);
            Record::Date { code, value: v, date: read.map(|r| r.date), swapped: read.and_then(|r| r.swapped) }
        }
        "132" => round_dates(c, errs),
        "142" => match c.number(5, c.len().max(5), &field("trf-field-rounds-142"), errs) {
            Some(n) if n > 0 && n < 1000 => {
                Record::Rounds { rounds: u16::try_from(n).unwrap_or(0), origin: Origin::Fide }
            }
            _ => {
                if errs.last().is_none_or(|e| e.line != c.line) {
                    errs.push(c.err(
                        5,
                        &field("trf-field-rounds-142"),
                        expected("trf-expected-rounds").arg("found", c.found(5, c.len().max(5))),
                    ));
                }
                Record::Unknown { code }
            }
        },
        "152" => match c.get(5, c.len()).trim().to_ascii_uppercase().as_str() {
            "W" => Record::InitialColour { colour: Some(Colour::White), rank_order: false, origin: Origin::Fide },
            "B" => Record::InitialColour { colour: Some(Colour::Black), rank_order: false, origin: Origin::Fide },
            _ => {
                errs.push(c.err(
                    5,
                    &field("trf-field-initial-colour-152"),
                    expected("trf-expected-w-or-b").arg("found", c.found(5, c.len().max(5))),
                ));
                Record::Unknown { code }
            }
        },
        "162" => scoring_162(c, errs),
        "172" => Record::StartRankMethod {
            federation: c.get(5, 7).trim().to_owned(),
            method: c.get(9, c.len()).trim().to_owned(),
        },
        "192" => Record::TournamentType(value().trim().to_owned()),
        "013" => team_013(c, errs),
        "310" => team_310(c, errs),
        "240" => byes_240(c, errs),
        "250" => acceleration_250(c, errs),
        "260" => prohibited_260(c, errs),
        "299" => abnormal_299(c, errs),
        // The same range as record 142 (three digits), so that either converts to the other.
        "XXR" => match c.get(4, c.len()).trim().parse::<u16>() {
            Ok(n) if n > 0 && n < 1000 => Record::Rounds { rounds: n, origin: Origin::JaVaFo },
            _ => {
                errs.push(c.err(
                    5,
                    &field("trf-field-rounds-xxr"),
                    expected("trf-expected-rounds").arg("found", c.found(5, c.len().max(5))),
                ));
                Record::Unknown { code }
            }
        },
        "XXC" => xxc(c, errs),
        "XXS" => xxs(c, errs),
        "XXA" => xxa(c, errs),
        "XXP" => Record::Prohibited {
            first_round: None,
            last_round: None,
            players: id_list_free(c, 4, &field("trf-field-prohibited-xxp"), errs),
            origin: Origin::JaVaFo,
        },
        "XXZ" => Record::Byes {
            kind: ResultCode::ZeroPointBye,
            round: None,
            players: id_list_free(c, 4, &field("trf-field-absent-xxz"), errs),
            origin: Origin::JaVaFo,
        },
        "BBW" | "BBD" | "BBL" | "BBZ" | "BBF" | "BBU" => bb(c, &code, errs),
        _ => {
            if code.len() == 3
                && code.chars().all(|ch| ch.is_ascii_uppercase())
                && c.len() >= 8
                && c.get(5, 8).trim().chars().all(|ch| ch.is_ascii_digit())
                && !c.get(5, 8).trim().is_empty()
                && !code.starts_with("XX")
                && !code.starts_with("BB")
            {
                let mut sub = Vec::new();
                if let Some(p) = player_line(c, &mut sub) {
                    if sub.is_empty() {
                        return Record::National { federation: code, player: p };
                    }
                }
            }
            Record::Unknown { code }
        }
    }
}

/// Swiss-Manager's ruler line (`1234567890123…`, the column numbers under a `DDD SSSS …`
/// header): layout, not a record.
fn is_ruler(c: &Cols<'_>) -> bool {
    let end = c.chars.iter().rposition(|ch| !ch.is_whitespace()).map_or(0, |i| i + 1);
    end >= 10 && c.chars[..end].iter().zip("1234567890".chars().cycle()).all(|(&a, b)| a == b)
}

/// The field `id` of the catalogue ("trf-field-…").
fn field(id: &'static str) -> Phrase {
    Phrase::new(id)
}

/// What was expected ("trf-expected-…"), its arguments to come.
fn expected(id: &'static str) -> Phrase {
    Phrase::new(id)
}

/// A round's field: `id` with the round number.
fn of_round(id: &'static str, round: usize) -> Phrase {
    Phrase::new(id).arg("round", round)
}

/// Parses a 001 line (also NRS lines).
fn player_line(c: &Cols<'_>, errs: &mut Vec<TrfError>) -> Option<PlayerLine> {
    let before = errs.len();
    let tpn_field = field("trf-field-tpn");
    let tpn = match c.number(5, 8, &tpn_field, errs) {
        Some(n) if (1..=9999).contains(&n) => Tpn(u16::try_from(n).unwrap_or(0)),
        Some(_) => {
            errs.push(c.err(5, &tpn_field, expected("trf-expected-tpn").arg("found", c.found(5, 8))));
            return None;
        }
        None => {
            if errs.len() == before {
                errs.push(c.err(5, &tpn_field, expected("trf-expected-tpn-at").arg("found", c.found(5, 8))));
            }
            return None;
        }
    };
    if c.len() < 84 {
        errs.push(c.err(
            c.len() + 1,
            &field("trf-field-player-001"),
            expected("trf-expected-truncated-player").arg("len", c.len()),
        ));
        return None;
    }
    let rating = match c.number(49, 52, &field("trf-field-rating"), errs) {
        Some(0) | None => None,
        Some(r) if r <= 9999 => Some(u16::try_from(r).unwrap_or(0)),
        Some(_) => None,
    };
    let points = c.points(81, 84, &field("trf-field-points"), errs);
    let rank = c.number(86, 89, &field("trf-field-rank"), errs).and_then(|r| u16::try_from(r).ok());
    let mut rounds = Vec::new();
    let mut start = 90;
    while start <= c.len() {
        // The round of the block by its columns (a block refused below pushes no round).
        let r = (start - 90) / 10 + 1;
        let block = c.get(start, start + 9);
        if block.trim().is_empty() {
            rounds.push(RoundBlock::empty());
            start += 10;
            continue;
        }
        let sep_ok =
            c.get(start, start + 1).trim().is_empty() && c.char_at(start + 6) == ' ' && c.char_at(start + 8) == ' ';
        if !sep_ok {
            errs.push(
                c.err(
                    start,
                    &of_round("trf-field-round", r),
                    expected("trf-expected-round-block")
                        .arg("from", start)
                        .arg("to", start + 9)
                        .arg("found", Phrase::new("trf-quoted").arg("text", block)),
                ),
            );
            start += 10;
            continue;
        }
        let opp_text = c.get(start + 2, start + 5);
        let opponent = if opp_text.trim().is_empty() {
            None
        } else if opp_text.trim().chars().all(|ch| ch.is_ascii_digit()) {
            match opp_text.trim().parse::<u16>() {
                Ok(0) => None,
                Ok(n) => Some(Tpn(n)),
                Err(_) => None,
            }
        } else {
            errs.push(c.err(
                start + 2,
                &of_round("trf-field-opponent", r),
                expected("trf-expected-opponent").arg("found", found(&opp_text)),
            ));
            None
        };
        let colour = match c.char_at(start + 7) {
            'w' | 'W' => Some(Colour::White),
            'b' | 'B' => Some(Colour::Black),
            '-' | ' ' => None,
            other => {
                errs.push(c.err(
                    start + 7,
                    &of_round("trf-field-colour", r),
                    expected("trf-expected-colour").arg("found", found(&other.to_string())),
                ));
                None
            }
        };
        let rc = c.char_at(start + 9);
        let result = if let Some(code) = ResultCode::from_char(rc) {
            code
        } else {
            errs.push(c.err(
                start + 9,
                &of_round("trf-field-result", r),
                expected("trf-expected-result").arg("found", found(&rc.to_string())),
            ));
            ResultCode::Blank
        };
        // A line that ends after the colour (`   11 w`) is a game paired and not played yet:
        // its result is blank, as when the column holds a space (the proposed next round).
        rounds.push(RoundBlock { opponent, colour, result });
        start += 10;
    }
    if errs.len() > before {
        return None;
    }
    Some(PlayerLine {
        tpn,
        sex: c.char_at(10),
        title: c.get(11, 13).trim().to_owned(),
        name: c.get(15, 47).trim().to_owned(),
        rating,
        federation: c.get(54, 56).trim().to_owned(),
        fide_id: c.get(58, 68).trim().to_owned(),
        birth: c.get(70, 79).trim().to_owned(),
        points,
        rank,
        rounds,
    })
}

fn round_dates(c: &Cols<'_>, errs: &mut Vec<TrfError>) -> Record {
    let mut dates = Vec::new();
    let mut start = 92;
    while start <= c.len() {
        // Eight columns (`YY/MM/DD`), or ten when a program writes the year whole.
        let s = c.get(start, start + 9);
        if s.trim().is_empty() {
            dates.push(None);
        } else if let Some(d) = Date::parse_lenient(s.trim()) {
            dates.push(Some(d));
        } else {
            errs.push(c.err(
                start,
                &of_round("trf-field-date", dates.len() + 1),
                expected("trf-expected-date").arg("found", found(&s)),
            ));
            dates.push(None);
        }
        start += 10;
    }
    Record::RoundDates(dates)
}

fn scoring_162(c: &Cols<'_>, errs: &mut Vec<TrfError>) -> Record {
    // The layout puts symbols at columns 6, 15, 24, … with points right after them; read
    // it as symbol/points pairs so that files with other spacing are read too.
    let field = field("trf-field-scoring-162");
    let mut entries = Vec::new();
    let text = c.get(5, c.len());
    let mut toks: Vec<(usize, String)> = Vec::new();
    let mut col = 5;
    for tok in text.split(' ') {
        if !tok.is_empty() {
            let first = tok.chars().next().unwrap_or(' ');
            if first.is_ascii_alphabetic() && tok.chars().count() > 1 {
                toks.push((col, first.to_string()));
                toks.push((col + 1, tok.chars().skip(1).collect()));
            } else {
                toks.push((col, tok.to_owned()));
            }
        }
        col += tok.chars().count() + 1;
    }
    let mut it = toks.into_iter();
    while let Some((col, sym)) = it.next() {
        let s = sym.chars().next().unwrap_or(' ').to_ascii_uppercase();
        let keys: &[ScoreKey] = match s {
            'W' => &[ScoreKey::WinWhite, ScoreKey::WinBlack, ScoreKey::ForfeitWin, ScoreKey::FullPointBye],
            'D' => &[ScoreKey::DrawWhite, ScoreKey::DrawBlack, ScoreKey::HalfPointBye],
            'L' => &[ScoreKey::LossWhite, ScoreKey::LossBlack],
            'A' | 'Z' => &[ScoreKey::ZeroPointBye, ScoreKey::ForfeitLoss],
            'P' => &[ScoreKey::PairingAllocatedBye],
            'X' => &[ScoreKey::Unknown],
            _ => {
                errs.push(c.err(col, &field, expected("trf-expected-symbol-162").arg("found", found(&sym))));
                break;
            }
        };
        match it.next().map(|(pc, p)| (pc, p.parse::<Points>())) {
            Some((_, Ok(p))) => entries.extend(keys.iter().map(|&k| (k, p))),
            Some((pc, Err(_))) => {
                errs.push(c.err(pc, &field, expected("trf-expected-points-for").arg("symbol", s.to_string())));
                break;
            }
            None => {
                errs.push(c.err(col + 1, &field, expected("trf-expected-points-after").arg("symbol", s.to_string())));
                break;
            }
        }
    }
    Record::Scoring { entries, origin: Origin::Fide }
}

/// Whitespace-separated ids after the code (XXP, XXZ).
fn id_list_free(c: &Cols<'_>, from: usize, field: &Phrase, errs: &mut Vec<TrfError>) -> Vec<Tpn> {
    let mut out = Vec::new();
    let text = c.get(from, c.len());
    let mut col = from;
    for tok in text.split(' ') {
        if !tok.is_empty() {
            match tok.parse::<u16>() {
                Ok(n) if n > 0 => out.push(Tpn(n)),
                _ => errs.push(c.err(col, field, expected("trf-expected-player-id").arg("found", found(tok)))),
            }
        }
        col += tok.chars().count() + 1;
    }
    out
}

/// Ids in 5-column blocks (`from`, `from+5`, …), each 4 wide (240, 260, 299, 013).
fn id_list_fixed(c: &Cols<'_>, from: usize, width: usize, field: &Phrase, errs: &mut Vec<TrfError>) -> Vec<Tpn> {
    let mut out = Vec::new();
    let mut col = from;
    while col <= c.len() {
        match c.number(col, col + width - 1, field, errs) {
            Some(n) if n > 0 && n <= 9999 => out.push(Tpn(u16::try_from(n).unwrap_or(0))),
            Some(_) => errs.push(c.err(
                col,
                field,
                expected("trf-expected-player-id").arg("found", c.found(col, col + width - 1)),
            )),
            None => {}
        }
        col += width + 1;
    }
    out
}

fn team_013(c: &Cols<'_>, errs: &mut Vec<TrfError>) -> Record {
    Record::Team(TeamLine {
        number: None,
        name: c.get(5, 36).trim().to_owned(),
        players: id_list_fixed(c, 37, 4, &field("trf-field-team-player-013"), errs),
    })
}

fn team_310(c: &Cols<'_>, errs: &mut Vec<TrfError>) -> Record {
    let number = c.number(5, 7, &field("trf-field-team-number-310"), errs).and_then(|n| u16::try_from(n).ok());
    Record::Team(TeamLine {
        number,
        name: c.get(9, 40).trim().to_owned(),
        players: id_list_fixed(c, 74, 4, &field("trf-field-team-player-310"), errs),
    })
}

fn byes_240(c: &Cols<'_>, errs: &mut Vec<TrfError>) -> Record {
    let field = &field("trf-field-byes-240");
    let kind = match c.char_at(5).to_ascii_uppercase() {
        'F' => ResultCode::FullPointBye,
        'H' => ResultCode::HalfPointBye,
        'Z' => ResultCode::ZeroPointBye,
        other => {
            errs.push(c.err(5, field, expected("trf-expected-bye-type").arg("found", found(&other.to_string()))));
            ResultCode::ZeroPointBye
        }
    };
    let round = c.number(7, 9, field, errs).and_then(|n| u16::try_from(n).ok());
    if round.is_none() {
        errs.push(c.err(7, field, expected("trf-expected-round-number").arg("found", c.found(7, 9))));
    }
    Record::Byes { kind, round, players: id_list_fixed(c, 11, 4, field, errs), origin: Origin::Fide }
}

fn acceleration_250(c: &Cols<'_>, errs: &mut Vec<TrfError>) -> Record {
    let field = &field("trf-field-acceleration-250");
    let match_points = c.points(5, 8, field, errs);
    let points = c.points(10, 13, field, errs).unwrap_or(Points::ZERO);
    let num = |from, to, what: &'static str, errs: &mut Vec<TrfError>| {
        let v = c.number(from, to, field, errs).and_then(|n| u16::try_from(n).ok());
        if v.is_none() {
            errs.push(
                c.err(
                    from,
                    field,
                    expected("trf-expected-at-columns")
                        .arg("what", Phrase::new(what))
                        .arg("from", from)
                        .arg("to", to)
                        .arg("found", c.found(from, to)),
                ),
            );
        }
        v.unwrap_or(0)
    };
    let first_round = num(15, 17, "trf-what-first-round", errs);
    let last_round = num(19, 21, "trf-what-last-round", errs);
    let first = Tpn(num(23, 26, "trf-what-first-player", errs));
    let last = Tpn(num(28, 31, "trf-what-last-player", errs));
    Record::AccelerationRange { match_points, points, first_round, last_round, first, last }
}

fn prohibited_260(c: &Cols<'_>, errs: &mut Vec<TrfError>) -> Record {
    let field = &field("trf-field-prohibited-260");
    let first_round = c.number(5, 7, field, errs).and_then(|n| u16::try_from(n).ok());
    let last_round = c.number(9, 11, field, errs).and_then(|n| u16::try_from(n).ok());
    let players = id_list_fixed(c, 13, 4, field, errs);
    if players.len() < 2 {
        errs.push(c.err(13, field, expected("trf-expected-two-ids")));
    }
    Record::Prohibited { first_round, last_round, players, origin: Origin::Fide }
}

fn abnormal_299(c: &Cols<'_>, errs: &mut Vec<TrfError>) -> Record {
    let field = &field("trf-field-abnormal-299");
    let points = c.points(14, 17, field, errs).unwrap_or(Points::ZERO);
    let round = c.number(20, 22, field, errs).and_then(|n| u16::try_from(n).ok()).filter(|&r| r > 0);
    Record::AbnormalPoints { kind: c.char_at(5), points, round, players: id_list_fixed(c, 24, 4, field, errs) }
}

fn xxc(c: &Cols<'_>, errs: &mut Vec<TrfError>) -> Record {
    let mut colour = None;
    let mut rank_order = false;
    let mut col = 4;
    for tok in c.get(4, c.len()).split(' ') {
        match tok.to_ascii_lowercase().as_str() {
            "" => {}
            "white1" => colour = Some(Colour::White),
            "black1" => colour = Some(Colour::Black),
            "rank" => rank_order = true,
            _ => errs.push(c.err(col, &field("trf-field-xxc"), expected("trf-expected-xxc").arg("found", found(tok)))),
        }
        col += tok.chars().count() + 1;
    }
    Record::InitialColour { colour, rank_order, origin: Origin::JaVaFo }
}

fn xxs(c: &Cols<'_>, errs: &mut Vec<TrfError>) -> Record {
    let mut entries = Vec::new();
    let mut col = 4;
    for tok in c.get(4, c.len()).split(' ') {
        if !tok.is_empty() {
            let Some((k, v)) = tok.split_once('=') else {
                errs.push(c.err(
                    col,
                    &field("trf-field-xxs"),
                    expected("trf-expected-code-value").arg("found", found(tok)),
                ));
                col += tok.chars().count() + 1;
                continue;
            };
            let keys: &[ScoreKey] = match k.to_ascii_uppercase().as_str() {
                "WW" => &[ScoreKey::WinWhite],
                "BW" => &[ScoreKey::WinBlack],
                "WD" => &[ScoreKey::DrawWhite],
                "BD" => &[ScoreKey::DrawBlack],
                "WL" => &[ScoreKey::LossWhite],
                "BL" => &[ScoreKey::LossBlack],
                "ZPB" => &[ScoreKey::ZeroPointBye],
                "HPB" => &[ScoreKey::HalfPointBye],
                "FPB" => &[ScoreKey::FullPointBye],
                "PAB" => &[ScoreKey::PairingAllocatedBye],
                "FW" => &[ScoreKey::ForfeitWin],
                "FL" => &[ScoreKey::ForfeitLoss],
                "W" => &[ScoreKey::WinWhite, ScoreKey::WinBlack, ScoreKey::ForfeitWin, ScoreKey::FullPointBye],
                "D" => &[ScoreKey::DrawWhite, ScoreKey::DrawBlack, ScoreKey::HalfPointBye],
                "L" => &[ScoreKey::LossWhite, ScoreKey::LossBlack],
                _ => {
                    errs.push(c.err(
                        col,
                        &field("trf-field-xxs"),
                        expected("trf-expected-xxs-key").arg("found", found(k)),
                    ));
                    &[]
                }
            };
            match v.parse::<Points>() {
                Ok(p) => entries.extend(keys.iter().map(|&k| (k, p))),
                Err(_) => errs.push(c.err(
                    col + k.chars().count() + 1,
                    &field("trf-field-xxs"),
                    expected("trf-expected-points").arg("found", found(v)),
                )),
            }
        }
        col += tok.chars().count() + 1;
    }
    Record::Scoring { entries, origin: Origin::JaVaFo }
}

fn xxa(c: &Cols<'_>, errs: &mut Vec<TrfError>) -> Record {
    let field = &field("trf-field-xxa");
    let tpn = match c.number(5, 8, field, errs) {
        Some(n) if n > 0 && n <= 9999 => Tpn(u16::try_from(n).unwrap_or(0)),
        _ => {
            errs.push(c.err(5, field, expected("trf-expected-tpn-at").arg("found", c.found(5, 8))));
            Tpn(0)
        }
    };
    let mut points = Vec::new();
    let mut col = 10;
    while col <= c.len() {
        points.push(c.points(col, col + 3, field, errs));
        col += 5;
    }
    Record::AccelerationPlayer { tpn, points }
}

fn bb(c: &Cols<'_>, code: &str, errs: &mut Vec<TrfError>) -> Record {
    let field = Phrase::new("trf-field-scoring-bb").arg("code", code);
    let text = c.get(4, c.len());
    let p = match text.trim().parse::<Points>() {
        Ok(p) => p,
        Err(_) => {
            errs.push(c.err(5, &field, expected("trf-expected-points").arg("found", found(text.trim()))));
            Points::ZERO
        }
    };
    let keys: &[ScoreKey] = match code {
        "BBW" => &[ScoreKey::WinWhite, ScoreKey::WinBlack, ScoreKey::ForfeitWin, ScoreKey::FullPointBye],
        "BBD" => &[ScoreKey::DrawWhite, ScoreKey::DrawBlack, ScoreKey::HalfPointBye],
        "BBL" => &[ScoreKey::LossWhite, ScoreKey::LossBlack],
        "BBZ" => &[ScoreKey::ZeroPointBye],
        "BBF" => &[ScoreKey::ForfeitLoss],
        _ => &[ScoreKey::PairingAllocatedBye],
    };
    Record::Scoring { entries: keys.iter().map(|&k| (k, p)).collect(), origin: Origin::Bbp }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn one(line: &str) -> Result<Record, TrfErrors> {
        parse_text(line).map(|mut v| v.remove(0).record)
    }

    #[test]
    fn reads_a_player_line() {
        let l = "001    1      Test0001 Player0001               2720                             2.0    1     4 w 1     2 b 1";
        let Ok(Record::Player(p)) = one(l) else { panic!("not a player") };
        assert_eq!(p.tpn, Tpn(1));
        assert_eq!(p.rating, Some(2720));
        assert_eq!(p.points, Some(Points(20)));
        assert_eq!(p.rounds.len(), 2);
        assert_eq!(
            p.rounds[1],
            RoundBlock { opponent: Some(Tpn(2)), colour: Some(Colour::Black), result: ResultCode::Win }
        );
    }

    #[test]
    fn points_at_the_bad_result_code() {
        let l = "001    1      Test0001 Player0001               2720                             2.0    1     4 w X";
        let e = one(l).unwrap_err();
        assert_eq!((e.0[0].line, e.0[0].col), (1, 99));
        assert!(e.0[0].to_string().contains("result of round 1"));
    }

    #[test]
    fn a_misaligned_block_names_its_own_round() {
        // Opponents shifted two columns right (a club program's export): each block refused
        // names the round of its columns, 1 then 2.
        let l = "001    1      Test0001 Player0001               2720                             2.0    1    0005 w 1    0002 b 1";
        let e = one(l).unwrap_err();
        assert_eq!((e.0[0].col, e.0[1].col), (90, 100));
        assert!(e.0[0].to_string().contains("round 1"), "{}", e.0[0]);
        assert!(e.0[1].to_string().contains("round 2"), "{}", e.0[1]);
    }

    #[test]
    fn letters_in_rating_are_an_error() {
        let l = "001    1      Test0001 Player0001               27A0                             2.0    1";
        let e = one(l).unwrap_err();
        assert_eq!(e.0[0].col, 49);
    }

    #[test]
    fn truncated_line_is_an_error() {
        let e = one("001    1      Test0001 Player0001   ").unwrap_err();
        assert!(e.0[0].message.to_string().contains("truncated"));
    }

    #[test]
    fn keeps_line_endings() {
        let v = split_lines("a\r\nb\rc\nd");
        let ends: Vec<LineEnding> = v.iter().map(|x| x.1).collect();
        assert_eq!(ends, [LineEnding::CrLf, LineEnding::Cr, LineEnding::Lf, LineEnding::None]);
    }

    #[test]
    fn reads_extensions() {
        assert!(matches!(one("XXR 9").unwrap(), Record::Rounds { rounds: 9, .. }));
        assert!(matches!(
            one("XXC rank black1").unwrap(),
            Record::InitialColour { colour: Some(Colour::Black), rank_order: true, .. }
        ));
        let Record::Scoring { entries, .. } = one("XXS W=3 D=1").unwrap() else { panic!() };
        assert!(entries.contains(&(ScoreKey::WinBlack, Points(30))));
        let Record::Scoring { entries, .. } = one("162  W 3.0    D 1.0    L 0.0    P 1.0").unwrap() else { panic!() };
        assert!(entries.contains(&(ScoreKey::PairingAllocatedBye, Points(10))));
        let Record::Byes { kind, round, players, .. } = one("240 H 003 0026 0047").unwrap() else { panic!() };
        assert_eq!((kind, round, players), (ResultCode::HalfPointBye, Some(3), vec![Tpn(26), Tpn(47)]));
        let Record::Prohibited { players, first_round, .. } = one("260 001 002 0125 0180").unwrap() else { panic!() };
        assert_eq!((players, first_round), (vec![Tpn(125), Tpn(180)], Some(1)));
        let Record::AccelerationRange { points, first_round, last_round, first, last, .. } =
            one("250 00.0 02.0 001 003 0001 0090").unwrap()
        else {
            panic!()
        };
        assert_eq!((points, first_round, last_round, first, last), (Points(20), 1, 3, Tpn(1), Tpn(90)));
        let Record::AccelerationPlayer { tpn, points } = one("XXA 0003  1.0  1.0  0.5").unwrap() else { panic!() };
        assert_eq!((tpn, points.len()), (Tpn(3), 3));
    }
}
