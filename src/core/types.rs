//! Domain types shared by every part of arbitro: pairing numbers, rounds,
//! points, colours and result codes (TRF16 / TRF-2026 record 001).

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// Tournament Pairing Number (TPN; "starting-rank number" in TRF16 cols 5–8), 1–9999.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Tpn(pub u16);

impl Tpn {
    /// The number as an index into a TPN-ordered vector (TPN 1 → 0).
    #[must_use]
    pub fn index(self) -> usize {
        usize::from(self.0).saturating_sub(1)
    }
    /// The TPN whose index is `i` (inverse of [`Tpn::index`]).
    #[must_use]
    pub(crate) fn from_index(i: usize) -> Self {
        Tpn(u16::try_from(i + 1).unwrap_or(u16::MAX))
    }
}

impl fmt::Display for Tpn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// A round number, 1-based.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct RoundNo(pub u16);

impl RoundNo {
    /// Index of the round in a round-ordered vector (round 1 → 0).
    #[must_use]
    pub fn index(self) -> usize {
        usize::from(self.0).saturating_sub(1)
    }
    /// The round whose index is `i`.
    #[must_use]
    pub(crate) fn from_index(i: usize) -> Self {
        RoundNo(u16::try_from(i + 1).unwrap_or(u16::MAX))
    }
}

impl fmt::Display for RoundNo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// A score in tenths of a point: 1½ is `Points(15)`. Never a float.
///
/// TRF scores are written in "format 11.5" (one decimal), and scoring systems such as
/// `XXS PAB=.5` or 3/1/0 all fit in tenths, so tenths are exact for every file.
///
/// In JSON a score is a decimal number (`4.5`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Points(pub i32);

impl Serialize for Points {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_f64(self.as_f64())
    }
}

impl<'de> Deserialize<'de> for Points {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let v = f64::deserialize(d)?;
        let t = (v * 10.0).round();
        if !t.is_finite() || t.abs() > 1e9 {
            return Err(serde::de::Error::custom("score out of range"));
        }
        // bounded just above
        Ok(Points(t as i32))
    }
}

impl Points {
    /// Zero points.
    pub const ZERO: Points = Points(0);
    /// One point (a win in the standard system).
    pub(crate) const ONE: Points = Points(10);
    /// Half a point (a draw in the standard system).
    pub(crate) const HALF: Points = Points(5);

    /// Points from a whole number of tenths.
    #[must_use]
    pub const fn tenths(t: i32) -> Self {
        Points(t)
    }

    /// The value as a float, for display and rating formulas only.
    #[must_use]
    pub fn as_f64(self) -> f64 {
        f64::from(self.0) / 10.0
    }
}

impl std::ops::Add for Points {
    type Output = Points;
    fn add(self, o: Points) -> Points {
        Points(self.0 + o.0)
    }
}
impl std::ops::AddAssign for Points {
    fn add_assign(&mut self, o: Points) {
        self.0 += o.0;
    }
}
impl std::ops::Sub for Points {
    type Output = Points;
    fn sub(self, o: Points) -> Points {
        Points(self.0 - o.0)
    }
}
impl std::iter::Sum for Points {
    fn sum<I: Iterator<Item = Points>>(iter: I) -> Points {
        iter.fold(Points::ZERO, |a, b| a + b)
    }
}

impl fmt::Display for Points {
    /// Formats as the TRF does: `4.5`, `17.0`, `-1.0`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.0 < 0 { "-" } else { "" };
        let a = self.0.unsigned_abs();
        let s = format!("{sign}{}.{}", a / 10, a % 10);
        f.pad(&s)
    }
}

/// Error parsing a decimal score such as `4.5`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PointsParseError;

impl fmt::Display for PointsParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("expected a score such as 4.5 or 17.0")
    }
}

impl FromStr for Points {
    type Err = PointsParseError;
    /// Parses `4`, `4.5`, `.5`, `-1.0`, `17,5` (decimal comma tolerated). At most one
    /// decimal digit is significant beyond tenths only if it is zero (`4.50`).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let s = s.trim();
        if s.is_empty() {
            return Err(PointsParseError);
        }
        let (neg, body) = match s.strip_prefix('-') {
            Some(rest) => (true, rest),
            None => (false, s.strip_prefix('+').unwrap_or(s)),
        };
        let (int, frac) = match body.split_once(['.', ',']) {
            Some((i, f)) => (i, f),
            None => (body, ""),
        };
        if int.is_empty() && frac.is_empty() {
            return Err(PointsParseError);
        }
        if !int.chars().all(|c| c.is_ascii_digit()) || !frac.chars().all(|c| c.is_ascii_digit()) {
            return Err(PointsParseError);
        }
        if int.len() > 6 {
            return Err(PointsParseError);
        }
        let whole: i32 = if int.is_empty() { 0 } else { int.parse().map_err(|_| PointsParseError)? };
        let mut chars = frac.chars();
        let tenth = chars.next().map_or(0, |c| i32::try_from(c.to_digit(10).unwrap_or(0)).unwrap_or(0));
        if chars.any(|c| c != '0') {
            return Err(PointsParseError);
        }
        let v = whole * 10 + tenth;
        Ok(Points(if neg { -v } else { v }))
    }
}

/// A colour (TRF colour column: `w` / `b`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Colour {
    /// White.
    White,
    /// Black.
    Black,
}

impl Colour {
    /// The other colour.
    #[must_use]
    pub fn opposite(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }
    /// The TRF letter, `w` or `b`.
    #[must_use]
    pub fn letter(self) -> char {
        match self {
            Colour::White => 'w',
            Colour::Black => 'b',
        }
    }
    /// `W` or `B`, as check-lists print colour histories.
    #[must_use]
    pub fn upper(self) -> char {
        self.letter().to_ascii_uppercase()
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Colour::White => "white",
            Colour::Black => "black",
        })
    }
}

/// One value per colour, e.g. games played with each.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ByColour<T> {
    /// The white value.
    pub white: T,
    /// The black value.
    pub black: T,
}

impl<T> ByColour<T> {
    /// The value for `c`.
    pub fn get(&self, c: Colour) -> &T {
        match c {
            Colour::White => &self.white,
            Colour::Black => &self.black,
        }
    }
    /// The value for `c`, mutably.
    pub fn get_mut(&mut self, c: Colour) -> &mut T {
        match c {
            Colour::White => &mut self.white,
            Colour::Black => &mut self.black,
        }
    }
}

/// A TRF result code (record 001, column 99+10(r−1)); letters are case-insensitive.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ResultCode {
    /// `1`: win in a regular game.
    Win,
    /// `=`: draw in a regular game.
    Draw,
    /// `0`: loss in a regular game.
    Loss,
    /// `W`: win in a game that lasted less than one move (not rated).
    WinUnrated,
    /// `D`: draw in a game that lasted less than one move (not rated).
    DrawUnrated,
    /// `L`: loss in a game that lasted less than one move (not rated).
    LossUnrated,
    /// `+`: forfeit win (scheduled game not played).
    ForfeitWin,
    /// `-`: forfeit loss (scheduled game not played).
    ForfeitLoss,
    /// `H`: half-point bye.
    HalfPointBye,
    /// `F`: full-point bye.
    FullPointBye,
    /// `U`: pairing-allocated bye (PAB).
    PairingAllocatedBye,
    /// `Z`: zero-point bye (known absence).
    ZeroPointBye,
    /// Blank: equivalent to `Z`, but kept apart so files round-trip exactly.
    Blank,
}

impl ResultCode {
    /// Parses a result character as TRF16 defines it.
    #[must_use]
    pub(crate) fn from_char(c: char) -> Option<ResultCode> {
        Some(match c.to_ascii_uppercase() {
            '1' => ResultCode::Win,
            '=' => ResultCode::Draw,
            '0' => ResultCode::Loss,
            'W' => ResultCode::WinUnrated,
            'D' => ResultCode::DrawUnrated,
            'L' => ResultCode::LossUnrated,
            '+' => ResultCode::ForfeitWin,
            '-' => ResultCode::ForfeitLoss,
            'H' => ResultCode::HalfPointBye,
            'F' => ResultCode::FullPointBye,
            'U' => ResultCode::PairingAllocatedBye,
            'Z' => ResultCode::ZeroPointBye,
            ' ' => ResultCode::Blank,
            _ => return None,
        })
    }

    /// The canonical TRF character.
    #[must_use]
    pub fn to_char(self) -> char {
        match self {
            ResultCode::Win => '1',
            ResultCode::Draw => '=',
            ResultCode::Loss => '0',
            ResultCode::WinUnrated => 'W',
            ResultCode::DrawUnrated => 'D',
            ResultCode::LossUnrated => 'L',
            ResultCode::ForfeitWin => '+',
            ResultCode::ForfeitLoss => '-',
            ResultCode::HalfPointBye => 'H',
            ResultCode::FullPointBye => 'F',
            ResultCode::PairingAllocatedBye => 'U',
            ResultCode::ZeroPointBye => 'Z',
            ResultCode::Blank => ' ',
        }
    }

    /// True for results of a game actually played over the board (`1 = 0 W D L`).
    #[must_use]
    pub fn is_played(self) -> bool {
        matches!(
            self,
            ResultCode::Win
                | ResultCode::Draw
                | ResultCode::Loss
                | ResultCode::WinUnrated
                | ResultCode::DrawUnrated
                | ResultCode::LossUnrated
        )
    }

    /// True for a forfeit (`+` or `-`): a scheduled game that was not played.
    #[must_use]
    pub(crate) fn is_forfeit(self) -> bool {
        matches!(self, ResultCode::ForfeitWin | ResultCode::ForfeitLoss)
    }

    /// True for results that need an opponent (played games and forfeits).
    #[must_use]
    pub(crate) fn needs_opponent(self) -> bool {
        self.is_played() || self.is_forfeit()
    }

    /// True for the codes that stand without an opponent (`H F U Z` and blank).
    #[must_use]
    pub fn is_bye_or_absence(self) -> bool {
        !self.needs_opponent()
    }

    /// The result the opponent must have recorded for the same game, if any.
    #[must_use]
    pub fn mirror(self) -> Option<ResultCode> {
        Some(match self {
            ResultCode::Win => ResultCode::Loss,
            ResultCode::Loss => ResultCode::Win,
            ResultCode::Draw => ResultCode::Draw,
            ResultCode::WinUnrated => ResultCode::LossUnrated,
            ResultCode::LossUnrated => ResultCode::WinUnrated,
            ResultCode::DrawUnrated => ResultCode::DrawUnrated,
            ResultCode::ForfeitWin => ResultCode::ForfeitLoss,
            ResultCode::ForfeitLoss => ResultCode::ForfeitWin,
            _ => return None,
        })
    }

    /// A short name in the arbiter's words.
    #[must_use]
    pub fn describe(self) -> &'static str {
        match self {
            ResultCode::Win => "win",
            ResultCode::Draw => "draw",
            ResultCode::Loss => "loss",
            ResultCode::WinUnrated => "win (game under one move)",
            ResultCode::DrawUnrated => "draw (game under one move)",
            ResultCode::LossUnrated => "loss (game under one move)",
            ResultCode::ForfeitWin => "forfeit win",
            ResultCode::ForfeitLoss => "forfeit loss",
            ResultCode::HalfPointBye => "half-point bye",
            ResultCode::FullPointBye => "full-point bye",
            ResultCode::PairingAllocatedBye => "pairing-allocated bye",
            ResultCode::ZeroPointBye => "zero-point bye",
            ResultCode::Blank => "not paired",
        }
    }
}

/// A calendar date as the TRF writes it (YYYY/MM/DD or YY/MM/DD).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Date {
    /// Four-digit year.
    pub year: u16,
    /// Month 1–12.
    pub month: u8,
    /// Day 1–31.
    pub day: u8,
}

impl Date {
    /// A date from its parts, checked for a plausible month and day.
    #[must_use]
    pub fn new(year: u16, month: u8, day: u8) -> Option<Date> {
        if (1..=12).contains(&month) && (1..=31).contains(&day) { Some(Date { year, month, day }) } else { None }
    }

    /// Parses `YYYY/MM/DD`, `YYYY-MM-DD`, `YYYY.MM.DD`, `YY/MM/DD` (20YY) and `DD/MM/YYYY`.
    #[must_use]
    pub(crate) fn parse_lenient(s: &str) -> Option<Date> {
        let s = s.trim();
        let parts: Vec<&str> = s.split(['/', '-', '.']).collect();
        if parts.len() != 3 || parts.iter().any(|p| p.is_empty() || !p.chars().all(|c| c.is_ascii_digit())) {
            return None;
        }
        let n: Vec<u32> = parts.iter().map(|p| p.parse().unwrap_or(0)).collect();
        let (y, m, d) = if parts[0].len() == 4 {
            (n[0], n[1], n[2])
        } else if parts[2].len() == 4 {
            (n[2], n[1], n[0])
        } else if parts[0].len() == 2 {
            (2000 + n[0], n[1], n[2])
        } else {
            return None;
        };
        Date::new(u16::try_from(y).ok()?, u8::try_from(m).ok()?, u8::try_from(d).ok()?)
    }
}

impl fmt::Display for Date {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_points() {
        for (text, want) in
            [("4.5", 45), (" 17.0", 170), ("0", 0), (".5", 5), ("3", 30), ("-1.0", -10), ("2,5", 25), ("4.50", 45)]
        {
            assert_eq!(text.parse::<Points>(), Ok(Points(want)), "{text}");
        }
        for bad in ["", "x", "4.55", "1.2.3", "-", "."] {
            assert!(bad.parse::<Points>().is_err(), "{bad}");
        }
    }

    #[test]
    fn formats_points_like_trf() {
        assert_eq!(format!("{:>4}", Points(45)), " 4.5");
        assert_eq!(Points(170).to_string(), "17.0");
        assert_eq!(Points(-5).to_string(), "-0.5");
    }

    #[test]
    fn reads_result_codes() {
        for (c, want) in [
            ('1', ResultCode::Win),
            ('=', ResultCode::Draw),
            ('+', ResultCode::ForfeitWin),
            ('u', ResultCode::PairingAllocatedBye),
            (' ', ResultCode::Blank),
        ] {
            assert_eq!(ResultCode::from_char(c), Some(want), "{c}");
        }
        assert_eq!(ResultCode::from_char('X'), None);
        assert_eq!(ResultCode::Win.mirror(), Some(ResultCode::Loss));
        assert_eq!(ResultCode::HalfPointBye.mirror(), None);
    }

    #[test]
    fn parses_dates() {
        assert_eq!(Date::parse_lenient("2026/02/01"), Date::new(2026, 2, 1));
        assert_eq!(Date::parse_lenient("26/02/01"), Date::new(2026, 2, 1));
        assert_eq!(Date::parse_lenient("01.02.2026"), Date::new(2026, 2, 1));
        assert_eq!(Date::parse_lenient("2026/13/01"), None);
        assert_eq!(Date::parse_lenient("soon"), None);
    }
}
