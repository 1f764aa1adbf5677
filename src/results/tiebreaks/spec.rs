//! Tie-break codes and modifiers as C.07 names them (Art. 14; MTB26 codes of TRF-2026
//! records 202/212): `BH/C1`, `SB/C1/P`, `KS/L2`, `TPN/R` …

use crate::core::words::Phrase;
use serde::Serialize;
use std::fmt;

/// A tie-break criterion (C.07 code).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "UPPERCASE")]
pub enum Code {
    /// Points (the primary score).
    Pts,
    /// 7.1 Number of wins (with or without playing).
    Win,
    /// 7.2 Number of games won over the board.
    Won,
    /// 7.3 Games played with Black.
    Bpg,
    /// 7.4 Games won with Black.
    Bwg,
    /// 7.6 Rounds one elected to play (GE before August 2024).
    Rep,
    /// 7.5 Sum of progressive scores.
    Ps,
    /// 7.7 Standard points (2026).
    Std,
    /// 8.1 Buchholz.
    Bh,
    /// 8.3 Fore Buchholz.
    Fb,
    /// 8.2 Average of opponents' Buchholz.
    Aob,
    /// 9.1 Sonneborn-Berger.
    Sb,
    /// 6 Direct encounter.
    De,
    /// 10.1 Average rating of opponents.
    Aro,
    /// 10.2 Tournament performance rating.
    Tpr,
    /// 10.4 Average TPR of opponents.
    Apro,
    /// 10.3 Perfect tournament performance.
    Ptp,
    /// 10.5 Average PTP of opponents.
    Appo,
    /// 9.2 Koya system.
    Ks,
    /// 10.6 Rating (2026).
    Rtng,
    /// 7.8 Tournament pairing number (2026).
    Tpn,
}

impl Code {
    /// Every code, for help texts and tests.
    pub const ALL: [Code; 21] = [
        Code::Pts,
        Code::Win,
        Code::Won,
        Code::Bpg,
        Code::Bwg,
        Code::Rep,
        Code::Ps,
        Code::Std,
        Code::Bh,
        Code::Fb,
        Code::Aob,
        Code::Sb,
        Code::De,
        Code::Aro,
        Code::Tpr,
        Code::Apro,
        Code::Ptp,
        Code::Appo,
        Code::Ks,
        Code::Rtng,
        Code::Tpn,
    ];

    /// The acronym.
    #[must_use]
    pub fn acronym(self) -> &'static str {
        match self {
            Code::Pts => "PTS",
            Code::Win => "WIN",
            Code::Won => "WON",
            Code::Bpg => "BPG",
            Code::Bwg => "BWG",
            Code::Rep => "REP",
            Code::Ps => "PS",
            Code::Std => "STD",
            Code::Bh => "BH",
            Code::Fb => "FB",
            Code::Aob => "AOB",
            Code::Sb => "SB",
            Code::De => "DE",
            Code::Aro => "ARO",
            Code::Tpr => "TPR",
            Code::Apro => "APRO",
            Code::Ptp => "PTP",
            Code::Appo => "APPO",
            Code::Ks => "KS",
            Code::Rtng => "RTNG",
            Code::Tpn => "TPN",
        }
    }

    /// The C.07 article and name.
    #[must_use]
    pub fn article(self) -> &'static str {
        match self {
            Code::Pts => "C.07 Art. 5 — points",
            Code::Win => "C.07 7.1 — number of wins",
            Code::Won => "C.07 7.2 — number of games won",
            Code::Bpg => "C.07 7.3 — games played with Black",
            Code::Bwg => "C.07 7.4 — games won with Black",
            Code::Rep => "C.07 7.6 — rounds one elected to play",
            Code::Ps => "C.07 7.5 — sum of progressive scores",
            Code::Std => "C.07 7.7 (2026) — standard points",
            Code::Bh => "C.07 8.1 — Buchholz",
            Code::Fb => "C.07 8.3 — Fore Buchholz",
            Code::Aob => "C.07 8.2 — average of opponents' Buchholz",
            Code::Sb => "C.07 9.1 — Sonneborn-Berger",
            Code::De => "C.07 Art. 6 — direct encounter",
            Code::Aro => "C.07 10.1 — average rating of opponents",
            Code::Tpr => "C.07 10.2 — tournament performance rating",
            Code::Apro => "C.07 10.4 — average TPR of opponents",
            Code::Ptp => "C.07 10.3 — perfect tournament performance",
            Code::Appo => "C.07 10.5 — average PTP of opponents",
            Code::Ks => "C.07 9.2 — Koya system",
            Code::Rtng => "C.07 10.6 (2026) — rating",
            Code::Tpn => "C.07 7.8 (2026) — tournament pairing number",
        }
    }

    fn parse(s: &str) -> Option<Code> {
        let up = s.to_ascii_uppercase();
        Some(match up.as_str() {
            "GE" => Code::Rep,
            "RTG" => Code::Rtng,
            "SNO" => Code::Tpn,
            _ => *Code::ALL.iter().find(|c| c.acronym() == up)?,
        })
    }

    /// Which modifiers the code accepts (C.07 Art. 14).
    fn accepts(self, m: char) -> bool {
        match m {
            'C' => matches!(self, Code::Bh | Code::Fb | Code::Sb | Code::Ps | Code::Aro),
            'M' => matches!(self, Code::Bh | Code::Fb | Code::Aro),
            'P' => matches!(self, Code::De | Code::Bh | Code::Fb | Code::Sb),
            'F' => matches!(self, Code::Aob),
            'L' => matches!(self, Code::Ks),
            'R' => matches!(self, Code::Tpn | Code::Rtng),
            _ => false,
        }
    }

    /// Whether values are compared from highest to lowest (everything but TPN without /R).
    #[must_use]
    pub fn higher_is_better(self) -> bool {
        !matches!(self, Code::Tpn)
    }
}

/// Modifiers of a tie-break (C.07 Art. 14).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize)]
pub struct Modifiers {
    /// `/C1`, `/C2`: cut the least significant values.
    pub cut: u8,
    /// `/M1`, `/M2`: cut the least and most significant values.
    pub median: u8,
    /// `/P`: forfeits counted as played games against the scheduled opponent.
    pub forfeits_played: bool,
    /// `/F`: use Fore Buchholz (AOB).
    pub fore: bool,
    /// `/Lx`: Koya limit as a percentage of the maximum score (`/L50` is the default).
    pub limit_percent: Option<u8>,
    /// `/L+n`, `/L-n`: Koya limit moved by n half-points (`/L+1.0`: by points), in tenths.
    pub limit_shift: Option<i32>,
    /// `/R`: reverse order (TPN, RTNG).
    pub reverse: bool,
}

/// One tie-break of a list, e.g. `BH/C1`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Tiebreak {
    /// The criterion.
    pub code: Code,
    /// Its modifiers.
    pub mods: Modifiers,
}

impl Tiebreak {
    /// A tie-break without modifiers.
    #[must_use]
    pub fn plain(code: Code) -> Tiebreak {
        Tiebreak { code, mods: Modifiers::default() }
    }

    /// Whether higher values rank first.
    #[must_use]
    pub fn higher_is_better(&self) -> bool {
        match self.code {
            Code::Tpn => self.mods.reverse,
            Code::Rtng => !self.mods.reverse,
            c => c.higher_is_better(),
        }
    }
}

impl fmt::Display for Tiebreak {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code.acronym())?;
        let m = &self.mods;
        if m.cut > 0 {
            write!(f, "/C{}", m.cut)?;
        }
        if m.median > 0 {
            write!(f, "/M{}", m.median)?;
        }
        if m.forfeits_played {
            f.write_str("/P")?;
        }
        if m.fore {
            f.write_str("/F")?;
        }
        if let Some(l) = m.limit_percent {
            write!(f, "/L{l}")?;
        }
        if let Some(l) = m.limit_shift {
            if l % 5 == 0 {
                write!(f, "/L{:+}", l / 5)?;
            } else {
                write!(f, "/L{}{}", if l < 0 { '-' } else { '+' }, crate::tournament::Points(l.abs()))?;
            }
        }
        if m.reverse {
            f.write_str("/R")?;
        }
        Ok(())
    }
}

/// A tie-break token that could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SpecError {
    /// The token as given.
    pub token: String,
    /// What is wrong.
    pub reason: Phrase,
}

impl SpecError {
    /// The error in words.
    #[must_use]
    pub fn phrase(&self) -> Phrase {
        Phrase::new("spec-error").arg("token", self.token.as_str()).arg("reason", self.reason.clone())
    }
}

impl fmt::Display for SpecError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.phrase().fmt(f)
    }
}

impl std::error::Error for SpecError {}

impl std::str::FromStr for Tiebreak {
    type Err = SpecError;
    /// Parses `BH/C1`, `SB/C1/P`, `KS/L2`, `TPN/R`, `AOB/F`; a `:MP`/`:GP` point-type suffix
    /// on the name is accepted and ignored (individual events).
    fn from_str(token: &str) -> Result<Self, Self::Err> {
        let err = |reason: Phrase| SpecError { token: token.to_owned(), reason };
        let t = token.trim();
        let mut parts = t.split('/');
        let head = parts.next().unwrap_or("");
        let name = head.split(':').next().unwrap_or("");
        let code = Code::parse(name).ok_or_else(|| {
            err(Phrase::new("spec-unknown-code")
                .arg("code", name)
                .arg("codes", Code::ALL.iter().map(|c| c.acronym()).collect::<Vec<_>>().join(" ")))
        })?;
        let mut mods = Modifiers::default();
        for m in parts {
            let up = m.to_ascii_uppercase();
            let mut chars = up.chars();
            let letter = chars.next().ok_or_else(|| err(Phrase::new("spec-empty-modifier")))?;
            let rest: String = chars.collect();
            if !code.accepts(letter) {
                return Err(err(Phrase::new("spec-modifier-not-for").arg("modifier", m).arg("code", code.acronym())));
            }
            let number = |lo: i32, hi: i32| -> Result<i32, SpecError> {
                rest.parse::<i32>().ok().filter(|n| (lo..=hi).contains(n)).ok_or_else(|| {
                    err(Phrase::new("spec-modifier-number")
                        .arg("modifier", m)
                        .arg("lo", lo)
                        .arg("hi", hi)
                        .arg("letter", letter.to_string()))
                })
            };
            match letter {
                'C' => mods.cut = u8::try_from(number(1, 9)?).unwrap_or(1),
                'M' => mods.median = u8::try_from(number(1, 9)?).unwrap_or(1),
                'L' if rest.starts_with(['+', '-']) => {
                    let neg = rest.starts_with('-');
                    let body = &rest[1..];
                    let tenths = if body.contains('.') {
                        body.parse::<crate::tournament::Points>().ok().map(|p| p.0)
                    } else {
                        body.parse::<i32>().ok().filter(|n| (0..=99).contains(n)).map(|n| n * 5)
                    }
                    .ok_or_else(|| err(Phrase::new("spec-modifier-limit").arg("modifier", m)))?;
                    mods.limit_shift = Some(if neg { -tenths } else { tenths });
                }
                'L' => mods.limit_percent = Some(u8::try_from(number(0, 100)?).unwrap_or(50)),
                'P' | 'F' | 'R' if rest.is_empty() => match letter {
                    'P' => mods.forfeits_played = true,
                    'F' => mods.fore = true,
                    _ => mods.reverse = true,
                },
                _ => return Err(err(Phrase::new("spec-modifier-unknown").arg("modifier", m))),
            }
        }
        if mods.cut > 0 && mods.median > 0 {
            return Err(err(Phrase::new("spec-cut-and-median")));
        }
        Ok(Tiebreak { code, mods })
    }
}

/// Parses a comma-, space- or semicolon-separated list such as `PTS,BH/C1,BH,SB,DE`.
///
/// # Errors
/// The first token that is not a tie-break, named.
pub fn parse_list(text: &str) -> Result<Vec<Tiebreak>, SpecError> {
    text.split([',', ';', ' ', '\t']).filter(|s| !s.trim().is_empty()).map(str::parse).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_codes_and_modifiers() {
        let l = parse_list("PTS,BH/C1,SB/C1/P,KS/L60,TPN/R,AOB/F,GE,KS/L-1").unwrap();
        let shown: Vec<String> = l.iter().map(ToString::to_string).collect();
        assert_eq!(shown, ["PTS", "BH/C1", "SB/C1/P", "KS/L60", "TPN/R", "AOB/F", "REP", "KS/L-1"]);
        assert!(l[4].higher_is_better());
        assert!(!Tiebreak::plain(Code::Tpn).higher_is_better());
    }

    #[test]
    fn rejects_bad_tokens_by_name() {
        let e = parse_list("BH,XYZ").unwrap_err();
        assert_eq!(e.token, "XYZ");
        let e = parse_list("SB/M1").unwrap_err();
        assert!(e.reason.to_string().contains("does not apply"), "{e}");
        assert!(parse_list("BH/C").is_err());
        assert!(parse_list("BH/C1/M1").is_err());
    }
}
