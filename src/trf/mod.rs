//! Reading and writing Tournament Report Files: TRF16 (C.04 Annex-2), TRF06, TRF-2026
//! (C.02.03 Annexure A), and the JaVaFo `XX*` / bbpPairings `BB*` extensions.
//!
//! A [`TrfDocument`] holds the file exactly as read: every line's text and ending, and
//! what it says. Writing a document that was not changed gives back the same bytes.

pub mod encoding;
pub mod error;
pub mod format;
pub mod parse;
pub mod record;

pub use encoding::Encoding;
pub use error::{TrfError, TrfErrors};
pub use record::{LineEnding, Origin, PlayerLine, Record, RoundBlock, TeamLine, TrfLine};

use std::path::Path;

/// The TRF dialect of a document.
#[derive(Copy, Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Dialect {
    /// TRF16 (possibly with `XX*` / `BB*` extensions), also TRF06.
    Trf16,
    /// TRF-2026: has at least one record introduced in 2026 (142–362, 240–299, 310–330, 801, 802, NRS).
    Trf26,
}

/// A TRF file as read.
#[derive(Clone, Debug, PartialEq)]
pub struct TrfDocument {
    /// Every line, in order.
    pub lines: Vec<TrfLine>,
    /// The encoding of the bytes.
    pub encoding: Encoding,
    /// Whether a UTF-8 byte-order mark was present.
    pub bom: bool,
}

impl TrfDocument {
    /// Reads a document from bytes.
    ///
    /// # Errors
    /// Every problem found, with line and column.
    pub fn from_bytes(bytes: &[u8]) -> Result<TrfDocument, TrfErrors> {
        use crate::core::limits::{self, MAX_TRF_BYTES};
        use crate::core::words::Phrase;
        let file = || Phrase::new("trf-field-file");
        if let Err(e) = limits::check_size(bytes, MAX_TRF_BYTES, limits::FileKind::Trf)
            .and_then(|()| limits::check_not_utf16(bytes))
        {
            return Err(TrfErrors(vec![TrfError::new(e.line, e.col, file(), e.what)]));
        }
        let d = encoding::decode(bytes);
        let lines = parse::parse_text(&d.text)?;
        if !lines.iter().any(|l| matches!(l.record, Record::Player(_))) {
            let (line, col) = if bytes.is_empty() { (1, 1) } else { (lines.len().max(1), 1) };
            let why = if bytes.is_empty() { "trf-expected-not-empty" } else { "trf-expected-a-player" };
            return Err(TrfErrors(vec![TrfError::new(line, col, file(), Phrase::new(why))]));
        }
        Ok(TrfDocument { lines, encoding: d.encoding, bom: d.bom })
    }

    /// The document as bytes, in its encoding and with each line's ending.
    #[must_use]
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut text = String::new();
        for l in &self.lines {
            text.push_str(&l.text);
            text.push_str(l.ending.as_str());
        }
        encoding::encode(&text, self.encoding, self.bom)
    }

    /// The dialect: TRF-2026 if any record of that edition is present.
    #[must_use]
    pub fn dialect(&self) -> Dialect {
        let is26 = self.lines.iter().any(|l| match &l.record {
            Record::Rounds { origin, .. }
            | Record::InitialColour { origin, .. }
            | Record::Scoring { origin, .. }
            | Record::Byes { origin, .. }
            | Record::Prohibited { origin, .. } => *origin == Origin::Fide,
            Record::StartRankMethod { .. }
            | Record::TournamentType(_)
            | Record::AccelerationRange { .. }
            | Record::AbnormalPoints { .. }
            | Record::National { .. } => true,
            Record::Team(t) => t.number.is_some(),
            Record::Text { code, .. } => matches!(
                code.as_str(),
                "182" | "202" | "212" | "222" | "352" | "362" | "300" | "320" | "330" | "801" | "802"
            ),
            _ => false,
        });
        if is26 { Dialect::Trf26 } else { Dialect::Trf16 }
    }

    /// The line ending most used in the file (LF when there is none).
    #[must_use]
    pub(crate) fn main_ending(&self) -> LineEnding {
        let count = |e| self.lines.iter().filter(|l| l.ending == e).count();
        [LineEnding::Lf, LineEnding::CrLf, LineEnding::Cr]
            .into_iter()
            .max_by_key(|&e| count(e))
            .filter(|&e| count(e) > 0)
            .unwrap_or(LineEnding::Lf)
    }
}

/// An error reading a file from disk: I/O or content.
#[derive(Debug)]
pub enum ReadError {
    /// The file could not be read.
    Io(std::io::Error),
    /// The content has problems.
    Content(TrfErrors),
}

impl std::fmt::Display for ReadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ReadError::Io(e) => write!(f, "{e}"),
            ReadError::Content(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for ReadError {}

/// Reads a TRF file from disk: at most [`crate::core::limits::MAX_TRF_BYTES`] (a larger file, or an
/// endless one such as `/dev/zero`, is refused once the limit is crossed).
///
/// # Errors
/// I/O failure or content problems.
pub fn read_path(path: &Path) -> Result<TrfDocument, ReadError> {
    let bytes = crate::core::limits::read_capped(path, crate::core::limits::MAX_TRF_BYTES).map_err(ReadError::Io)?;
    TrfDocument::from_bytes(&bytes).map_err(ReadError::Content)
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &str = "012 Test\r\n001    1      A                                 2000                             1.0    1     2 w 1\r\n001    2      B                                 1900                             0.0    2     1 b 0\r\nXXR 5\r\n";

    #[test]
    fn round_trips_byte_for_byte() {
        for text in [
            SAMPLE.to_owned(),
            SAMPLE.replace("\r\n", "\n"),
            SAMPLE.replace("\r\n", "\r"),
            SAMPLE.trim_end().to_owned(),
        ] {
            let d = TrfDocument::from_bytes(text.as_bytes()).unwrap();
            assert_eq!(d.to_bytes(), text.as_bytes());
        }
    }

    #[test]
    fn empty_and_garbage_are_errors() {
        assert!(TrfDocument::from_bytes(b"").is_err());
        assert!(TrfDocument::from_bytes(&[0, 159, 146, 150, 255, 10, 1]).is_err());
    }
}
