//! Which pairing system record 092 (the type of tournament, free text) names, in the wordings
//! the programs that write TRF files use: Swiss-Manager (`Individual: Swiss-System`, `Team Swiss
//! System`), Vega, lichess, club programs (`Swiss Dutch`, `Suizo`), arbitro's own generator
//! (`Individual Swiss, FIDE (Dubov) System dubov-2026`), in English and Spanish. Record 192
//! (TRF-2026) names the system by code and is read first; this is for files without it.

use crate::core::words::Phrase;
use serde::Serialize;

/// What record 092 names.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Named092 {
    /// The Dutch System by name (`Swiss Dutch`, `Sistema suizo holandés`).
    Dutch,
    /// A Swiss without its system (`Swiss System`, `Individual: Swiss-System`, `Suizo`): the
    /// Dutch System, FIDE's Swiss system when none is named (C.04.2).
    Swiss,
    /// Another system, by its family name as [`crate::pairing::system::SwissSystem::family`]
    /// writes it (`Dubov`, `Burstein`, `Lim`, `Double-Swiss`, `Team`).
    Family(&'static str),
    /// A round-robin (`Round robin`, `Double round robin`, `Todos contra todos`, `Berger`).
    RoundRobin,
    /// Nothing arbitro recognises (or no record 092).
    Nothing,
}

/// The words of `text`, lower case, accents removed (`holandés` → `holandes`).
fn words(text: &str) -> Vec<String> {
    let folded: String = text
        .to_lowercase()
        .chars()
        .map(|c| match c {
            'á' | 'à' | 'ä' | 'â' => 'a',
            'é' | 'è' | 'ë' | 'ê' => 'e',
            'í' | 'ì' | 'ï' | 'î' => 'i',
            'ó' | 'ò' | 'ö' | 'ô' => 'o',
            'ú' | 'ù' | 'ü' | 'û' => 'u',
            'ñ' => 'n',
            c => c,
        })
        .collect();
    folded.split(|c: char| !c.is_alphanumeric()).filter(|w| !w.is_empty()).map(str::to_owned).collect()
}

/// What record 092's `text` names.
#[must_use]
pub fn read_092(text: &str) -> Named092 {
    let w = words(text);
    let has = |x: &str| w.iter().any(|y| y == x);
    let any = |xs: &[&str]| xs.iter().any(|x| has(x));
    let follows =
        |a: &[&str], b: &[&str]| w.windows(2).any(|p| a.contains(&p[0].as_str()) && b.contains(&p[1].as_str()));
    const SWISS: &[&str] = &["swiss", "suizo", "suiza", "schweizer", "suisse", "svizzero"];
    const DOUBLE: &[&str] = &["double", "doble"];
    const TEAM: &[&str] = &["team", "teams", "equipo", "equipos", "mannschaft", "mannschaften"];
    if any(&["robin", "berger", "rundenturnier"]) || (has("todos") && has("contra")) {
        Named092::RoundRobin
    } else if has("doubleswiss") || follows(DOUBLE, SWISS) || follows(SWISS, DOUBLE) {
        Named092::Family("Double-Swiss")
    } else if any(TEAM) && any(SWISS) {
        Named092::Family("Team")
    } else if has("dubov") {
        Named092::Family("Dubov")
    } else if has("burstein") {
        Named092::Family("Burstein")
    } else if has("lim") {
        Named092::Family("Lim")
    } else if any(&["dutch", "holandes", "hollandisch", "hollandais", "olandese"]) {
        Named092::Dutch
    } else if any(SWISS) {
        Named092::Swiss
    } else {
        Named092::Nothing
    }
}

/// What chose the Dutch System for a report.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "by", rename_all = "snake_case")]
pub enum SystemSource {
    /// `--rules` on the command line.
    Flag,
    /// Record 192 (TRF-2026) names it.
    Record192 {
        /// The code as written.
        code: String,
    },
    /// Record 092 names the Dutch System.
    Record092 {
        /// The text as written.
        kind: String,
    },
    /// Record 092 names a Swiss without its system: the Dutch System.
    Record092Swiss {
        /// The text as written.
        kind: String,
    },
    /// Record 092 names another system, not applied by this report (a Dutch check-list).
    Record092Other {
        /// The text as written.
        kind: String,
    },
    /// Record 092 names nothing arbitro recognises: the default.
    Record092Unknown {
        /// The text as written.
        kind: String,
    },
    /// No record 092 or 192: the default.
    Default,
}

impl SystemSource {
    /// What chose the Dutch System in a file without a flag: record 192, else record 092.
    #[must_use]
    pub fn of_file(record_192: Option<&str>, record_092: &str) -> SystemSource {
        if let Some(code) = record_192.map(str::trim).filter(|c| !c.is_empty()) {
            return SystemSource::Record192 { code: code.to_owned() };
        }
        let kind = record_092.trim().to_owned();
        if kind.is_empty() {
            return SystemSource::Default;
        }
        match read_092(&kind) {
            Named092::Dutch => SystemSource::Record092 { kind },
            Named092::Swiss => SystemSource::Record092Swiss { kind },
            Named092::Family(_) | Named092::RoundRobin => SystemSource::Record092Other { kind },
            Named092::Nothing => SystemSource::Record092Unknown { kind },
        }
    }

    /// The source in words.
    #[must_use]
    pub fn phrase(&self) -> Phrase {
        match self {
            SystemSource::Flag => Phrase::new("system-by-flag"),
            SystemSource::Record192 { code } => Phrase::new("system-by-record-192").arg("code", code.as_str()),
            SystemSource::Record092 { kind } => Phrase::new("system-by-record-092").arg("kind", kind.as_str()),
            SystemSource::Record092Swiss { kind } => {
                Phrase::new("system-by-record-092-swiss").arg("kind", kind.as_str())
            }
            SystemSource::Record092Other { kind } => {
                Phrase::new("system-by-record-092-other").arg("kind", kind.as_str())
            }
            SystemSource::Record092Unknown { kind } => {
                Phrase::new("system-by-record-092-unknown").arg("kind", kind.as_str())
            }
            SystemSource::Default => Phrase::new("system-by-default"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_wordings_programs_write() {
        for (text, want) in [
            ("Individual: Swiss-System", Named092::Swiss),
            ("Swiss System", Named092::Swiss),
            ("Suizo", Named092::Swiss),
            ("Swiss Dutch", Named092::Dutch),
            ("Individual: Swiss-System (FIDE Dutch)", Named092::Dutch),
            ("Dutch System", Named092::Dutch),
            ("Sistema suizo holandés", Named092::Dutch),
            ("Individual Swiss, FIDE (Dutch) System dutch-2017", Named092::Dutch),
            ("Individual Swiss, FIDE (Dubov) System", Named092::Family("Dubov")),
            ("Swiss Dubov", Named092::Family("Dubov")),
            ("Burstein", Named092::Family("Burstein")),
            ("Individual Swiss, FIDE (Lim) System lim-2026", Named092::Family("Lim")),
            ("Lim", Named092::Family("Lim")),
            ("Team Swiss System", Named092::Family("Team")),
            ("Swiss-System Team", Named092::Family("Team")),
            ("Suizo por equipos", Named092::Family("Team")),
            ("Double Swiss", Named092::Family("Double-Swiss")),
            ("Individual Double-Swiss, FIDE Double-Swiss System", Named092::Family("Double-Swiss")),
            ("Suizo doble", Named092::Family("Double-Swiss")),
            ("Round robin", Named092::RoundRobin),
            ("Double round robin (Berger tables, C.05 Annex 1)", Named092::RoundRobin),
            ("Torneo todos contra todos", Named092::RoundRobin),
            ("Rapid", Named092::Nothing),
            ("Limited open", Named092::Nothing),
            ("", Named092::Nothing),
        ] {
            assert_eq!(read_092(text), want, "{text}");
        }
    }

    #[test]
    fn record_192_comes_before_record_092() {
        assert_eq!(
            SystemSource::of_file(Some("FIDE_DUTCH"), "Swiss"),
            SystemSource::Record192 { code: "FIDE_DUTCH".into() }
        );
        assert_eq!(SystemSource::of_file(None, "  "), SystemSource::Default);
        assert_eq!(SystemSource::of_file(None, "Blitz"), SystemSource::Record092Unknown { kind: "Blitz".into() });
        assert_eq!(SystemSource::of_file(None, "Swiss"), SystemSource::Record092Swiss { kind: "Swiss".into() });
    }
}
