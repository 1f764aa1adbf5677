//! The dated editions of the regulations whose changes alter an answer, and which of them a
//! question is valid for.
//!
//! A question lists its editions (`editions: ["Laws 2023", "C.07 2026"]`). It is valid on a
//! date when, for every document it lists, one of its editions of that document is in force
//! on that date. A paper is made for one date, so it never mixes two editions of a document.
//! The dates are those arbitro's engines use ([`crate::rules`]): C.04.3 2026 from 1 Feb 2026
//! (C.04.3 preamble), B.02 2024 from 1 Mar 2024 and its 8.3.1 amendment from 1 Oct 2025,
//! C.07 2026 from 1 Mar 2026.

use crate::tournament::Date;
use serde::Serialize;
use std::fmt;

/// One dated edition of a regulation.
#[derive(Debug, PartialEq, Eq)]
pub struct Edition {
    /// The name used in the bank: `"<DOC> <year>"`.
    pub code: &'static str,
    /// The document (one edition of it is in force at a time).
    pub doc: &'static str,
    /// First day in force.
    pub from: Date,
    /// Last day in force, when superseded.
    pub until: Option<Date>,
    /// What it is, in English.
    pub title_en: &'static str,
    /// What it is, in Spanish.
    pub title_es: &'static str,
}

const fn d(year: u16, month: u8, day: u8) -> Date {
    Date { year, month, day }
}

/// Every edition a question may name.
pub const EDITIONS: &[Edition] = &[
    Edition {
        code: "Laws 2023",
        doc: "Laws",
        from: d(2023, 1, 1),
        until: None,
        title_en: "FIDE Laws of Chess, in force from 1 January 2023",
        title_es: "Leyes del Ajedrez de la FIDE, en vigor desde el 1 de enero de 2023",
    },
    Edition {
        code: "C.04.3 2017",
        doc: "C.04.3",
        from: d(2017, 7, 1),
        until: Some(d(2026, 1, 31)),
        title_en: "FIDE (Dutch) system C.04.3, 2017 edition (1 July 2017 – 31 January 2026)",
        title_es: "Sistema holandés FIDE C.04.3, edición de 2017 (1 de julio de 2017 – 31 de enero de 2026)",
    },
    Edition {
        code: "C.04.3 2026",
        doc: "C.04.3",
        from: d(2026, 2, 1),
        until: None,
        title_en: "FIDE (Dutch) system C.04.3, 2026 edition (from 1 February 2026)",
        title_es: "Sistema holandés FIDE C.04.3, edición de 2026 (desde el 1 de febrero de 2026)",
    },
    Edition {
        code: "C.04.4.1 2026",
        doc: "C.04.4.1",
        from: d(2026, 2, 1),
        until: None,
        title_en: "FIDE Dubov system C.04.4.1, 2026 edition (from 1 February 2026)",
        title_es: "Sistema Dubov FIDE C.04.4.1, edición de 2026 (desde el 1 de febrero de 2026)",
    },
    Edition {
        code: "C.04.4.2 original",
        doc: "C.04.4.2",
        from: d(2017, 7, 1),
        until: Some(d(2026, 1, 31)),
        title_en: "FIDE Burstein system C.04.4.2, original text (Handbook C.04 of 1 July 2017 – 31 January 2026)",
        title_es: "Sistema Burstein FIDE C.04.4.2, texto original (Manual C.04 del 1 de julio de 2017 al 31 de enero de 2026)",
    },
    Edition {
        code: "C.04.4.2 2026",
        doc: "C.04.4.2",
        from: d(2026, 2, 1),
        until: None,
        title_en: "FIDE Burstein system C.04.4.2, 2026 edition (from 1 February 2026)",
        title_es: "Sistema Burstein FIDE C.04.4.2, edición de 2026 (desde el 1 de febrero de 2026)",
    },
    Edition {
        code: "C.04.4.3 1999",
        doc: "C.04.4.3",
        from: d(2017, 7, 1),
        until: Some(d(2026, 1, 31)),
        title_en: "FIDE Lim system C.04.4.3, the 1999 text (Handbook C.04 of 1 July 2017 – 31 January 2026)",
        title_es: "Sistema Lim FIDE C.04.4.3, texto de 1999 (Manual C.04 del 1 de julio de 2017 al 31 de enero de 2026)",
    },
    Edition {
        code: "C.04.4.3 2026",
        doc: "C.04.4.3",
        from: d(2026, 2, 1),
        until: None,
        title_en: "FIDE Lim system C.04.4.3, 2026 edition (from 1 February 2026)",
        title_es: "Sistema Lim FIDE C.04.4.3, edición de 2026 (desde el 1 de febrero de 2026)",
    },
    Edition {
        code: "C.04.5 2026",
        doc: "C.04.5",
        from: d(2026, 2, 1),
        until: None,
        title_en: "FIDE Double-Swiss system C.04.5, first edition (from 1 February 2026)",
        title_es: "Sistema doble suizo FIDE C.04.5, primera edición (desde el 1 de febrero de 2026)",
    },
    Edition {
        code: "C.04.6 2026",
        doc: "C.04.6",
        from: d(2026, 2, 1),
        until: None,
        title_en: "FIDE Swiss team pairing system C.04.6, 2026 edition (from 1 February 2026)",
        title_es: "Sistema suizo FIDE por equipos C.04.6, edición de 2026 (desde el 1 de febrero de 2026)",
    },
    Edition {
        code: "B.01 2024",
        doc: "B.01",
        from: d(2024, 1, 1),
        until: None,
        title_en: "FIDE Title Regulations B.01, in force from 1 January 2024",
        title_es: "Reglamento de títulos FIDE B.01, en vigor desde el 1 de enero de 2024",
    },
    Edition {
        code: "B.02 2017",
        doc: "B.02",
        from: d(2017, 7, 1),
        until: Some(d(2021, 12, 31)),
        title_en: "FIDE Rating Regulations B.02, 2017 text (1 July 2017 – 31 December 2021)",
        title_es: "Reglamento de valoración FIDE B.02, texto de 2017 (1 de julio de 2017 – 31 de diciembre de 2021)",
    },
    Edition {
        code: "B.02 2022",
        doc: "B.02",
        from: d(2022, 1, 1),
        until: Some(d(2024, 2, 29)),
        title_en: "FIDE Rating Regulations B.02, 2022 text (1 January 2022 – 29 February 2024)",
        title_es: "Reglamento de valoración FIDE B.02, texto de 2022 (1 de enero de 2022 – 29 de febrero de 2024)",
    },
    Edition {
        code: "B.02 2024",
        doc: "B.02",
        from: d(2024, 3, 1),
        until: Some(d(2025, 9, 30)),
        title_en: "FIDE Rating Regulations B.02, 2024 text (1 March 2024 – 30 September 2025)",
        title_es: "Reglamento de valoración FIDE B.02, texto de 2024 (1 de marzo de 2024 – 30 de septiembre de 2025)",
    },
    Edition {
        code: "B.02 2025",
        doc: "B.02",
        from: d(2025, 10, 1),
        until: None,
        title_en: "FIDE Rating Regulations B.02, 2024 text as amended from 1 October 2025 (8.3.1)",
        title_es: "Reglamento de valoración FIDE B.02, texto de 2024 modificado desde el 1 de octubre de 2025 (8.3.1)",
    },
    Edition {
        code: "C.07 2024",
        doc: "C.07",
        from: d(2024, 4, 1),
        until: Some(d(2026, 2, 28)),
        title_en: "FIDE Tie-break Regulations C.07, 2024 text (1 April 2024 – 28 February 2026)",
        title_es: "Reglamento de desempates FIDE C.07, texto de 2024 (1 de abril de 2024 – 28 de febrero de 2026)",
    },
    Edition {
        code: "C.07 2026",
        doc: "C.07",
        from: d(2026, 3, 1),
        until: None,
        title_en: "FIDE Tie-break Regulations C.07, 2026 text (from 1 March 2026)",
        title_es: "Reglamento de desempates FIDE C.07, texto de 2026 (desde el 1 de marzo de 2026)",
    },
    Edition {
        code: "C.04.5.1 2017",
        doc: "Baku",
        from: d(2017, 7, 1),
        until: Some(d(2026, 1, 31)),
        title_en: "Baku acceleration C.04.5.1 (until 31 January 2026)",
        title_es: "Aceleración Bakú C.04.5.1 (hasta el 31 de enero de 2026)",
    },
    Edition {
        code: "C.04.7 2026",
        doc: "Baku",
        from: d(2026, 2, 1),
        until: None,
        title_en: "Accelerated pairings C.04.7 (Baku acceleration), from 1 February 2026",
        title_es: "Emparejamientos acelerados C.04.7 (aceleración Bakú), desde el 1 de febrero de 2026",
    },
    Edition {
        code: "B.02-RB 2024",
        doc: "B.02-RB",
        from: d(2024, 12, 1),
        until: None,
        title_en: "FIDE Rating Regulations for rapid and blitz, as amended from 1 December 2024 (7.3.1)",
        title_es: "Reglamento de valoración FIDE de rápidas y relámpago, modificado desde el 1 de diciembre de 2024 (7.3.1)",
    },
    Edition {
        code: "Manual 2023",
        doc: "Manual",
        from: d(2023, 1, 1),
        until: None,
        title_en: "FIDE regulations as given in the Arbiters' Manual 2023 (arbiter titles, competition rules, anti-cheating, online chess, Swiss general rules)",
        title_es: "Reglamentos FIDE según el Manual del Árbitro 2023 (títulos de árbitro, reglas de competición, antitrampas, ajedrez en línea, reglas generales del suizo)",
    },
];

impl Edition {
    /// Whether the edition is in force on `date`.
    #[must_use]
    pub(crate) fn in_force_on(&self, date: Date) -> bool {
        self.from <= date && self.until.is_none_or(|u| date <= u)
    }

    /// The title in a language.
    #[must_use]
    pub fn title(&self, lang: super::Lang) -> &'static str {
        if lang == super::Lang::Es { self.title_es } else { self.title_en }
    }
}

impl fmt::Display for Edition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code)
    }
}

impl Serialize for &'static Edition {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.code)
    }
}

/// Looks an edition up by its code (`"C.07 2026"`).
#[must_use]
pub fn edition(code: &str) -> Option<&'static Edition> {
    EDITIONS.iter().find(|e| e.code == code.trim())
}

/// The edition-tracked document a reference's document code belongs to (`C.04.3-2017` →
/// `C.04.3`, `Laws-Guidelines` → `Laws`); `None` for documents without dated editions here.
#[must_use]
pub(crate) fn tracked_doc(ref_doc: &str) -> Option<&'static str> {
    match ref_doc {
        "Laws" | "Laws-Guidelines" => Some("Laws"),
        "C.04.3-2017" | "C.04.3-2026" => Some("C.04.3"),
        "C.04.4.1" => Some("C.04.4.1"),
        "C.04.4.2" => Some("C.04.4.2"),
        "C.04.4.3" => Some("C.04.4.3"),
        "C.04.5" => Some("C.04.5"),
        "C.04.6" => Some("C.04.6"),
        "B.01" => Some("B.01"),
        "B.02" => Some("B.02"),
        "C.07" => Some("C.07"),
        "C.04.5.1" | "C.04.7" => Some("Baku"),
        _ => None,
    }
}

/// Whether a question naming `editions` is valid on `date`: for each document named, one of
/// its editions is in force.
#[must_use]
pub fn valid_on(editions: &[&'static Edition], date: Date) -> bool {
    let mut docs: Vec<&str> = editions.iter().map(|e| e.doc).collect();
    docs.dedup();
    docs.iter().all(|doc| editions.iter().any(|e| e.doc == *doc && e.in_force_on(date)))
}

/// The editions in force on `date` of the documents `questions` name, in registry order.
#[must_use]
pub(crate) fn in_force<'a>(
    editions: impl IntoIterator<Item = &'a &'static Edition>,
    date: Date,
) -> Vec<&'static Edition> {
    let mut docs: Vec<&str> = editions.into_iter().map(|e| e.doc).collect();
    docs.sort_unstable();
    docs.dedup();
    EDITIONS.iter().filter(|e| docs.contains(&e.doc) && e.in_force_on(date)).collect()
}

/// Parses `YYYY-MM-DD`.
///
/// # Errors
/// Not a date of that shape.
pub(crate) fn parse_date(s: &str) -> Result<Date, String> {
    let bad = || format!("'{s}' is not a date: expected YYYY-MM-DD, e.g. 2026-11-25");
    let mut it = s.trim().split('-');
    let (Some(y), Some(m), Some(dd), None) = (it.next(), it.next(), it.next(), it.next()) else {
        return Err(bad());
    };
    let (Ok(year), Ok(month), Ok(day)) = (y.parse::<u16>(), m.parse::<u8>(), dd.parse::<u8>()) else {
        return Err(bad());
    };
    if y.len() != 4 || !(1..=12).contains(&month) || !(1..=31).contains(&day) {
        return Err(bad());
    }
    Ok(Date { year, month, day })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_edition_per_document_on_any_date() {
        for date in [d(2024, 4, 1), d(2025, 9, 30), d(2025, 10, 1), d(2026, 1, 31), d(2026, 2, 1), d(2026, 3, 1)] {
            for doc in ["Laws", "C.04.3", "B.01", "B.02", "C.07"] {
                let n = EDITIONS.iter().filter(|e| e.doc == doc && e.in_force_on(date)).count();
                assert_eq!(n, 1, "{doc} on {date:?}");
            }
        }
        // B.02 8.2.2 (two hypothetical 1800 opponents) applies from 1 March 2024.
        assert!(edition("B.02 2022").unwrap().in_force_on(d(2024, 2, 29)));
        assert!(!edition("B.02 2024").unwrap().in_force_on(d(2024, 2, 29)));
    }

    #[test]
    fn validity_follows_the_cutover_dates() {
        let e = |c: &str| edition(c).unwrap();
        // C.04.3 preamble: the 2026 edition applies from 1 February 2026.
        assert!(valid_on(&[e("C.04.3 2017")], d(2026, 1, 31)));
        assert!(!valid_on(&[e("C.04.3 2017")], d(2026, 2, 1)));
        assert!(valid_on(&[e("C.04.3 2017"), e("C.04.3 2026")], d(2026, 2, 1)));
        // C.07 2026 from 1 March 2026; a question needs every document valid.
        assert!(!valid_on(&[e("Laws 2023"), e("C.07 2026")], d(2026, 2, 28)));
        assert!(valid_on(&[e("Laws 2023"), e("C.07 2026")], d(2026, 3, 1)));
        assert!(valid_on(&[], d(2000, 1, 1)));
    }

    #[test]
    fn parses_dates() {
        assert_eq!(parse_date("2026-11-25"), Ok(d(2026, 11, 25)));
        for bad in ["2026-13-01", "26-01-01", "2026/01/01", "x", "2026-01-01-01"] {
            assert!(parse_date(bad).is_err(), "{bad}");
        }
    }
}
