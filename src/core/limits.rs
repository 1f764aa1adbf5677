//! Bounds on what arbitro reads, checked before any parser sees the bytes (issue #14): the
//! size of an input file, its encoding (UTF-16 is refused by name), and the nesting depth and
//! document count of YAML files (the YAML parser's time grows with the square of the nesting
//! depth). Every refusal names the line and column where the bound is crossed.

use crate::core::words::Phrase;
use std::io::Read;
use std::path::Path;

/// The largest TRF (or pair list) arbitro reads: 32 MiB. A TRF line is at most 90 + 10 × rounds
/// characters, so 9,999 players (the most record 001's columns 5–8 hold) with 300 rounds fit.
pub const MAX_TRF_BYTES: usize = 32 << 20;

/// The largest YAML file arbitro reads (a question bank; a profile is a few hundred bytes): 4 MiB.
pub const MAX_YAML_BYTES: usize = 4 << 20;

/// The deepest nesting arbitro accepts in a YAML file (block indentation levels, sequence
/// dashes and flow brackets together). The bundled profiles and banks use at most 6.
pub const MAX_YAML_DEPTH: usize = 64;

/// The kind of file a size limit is for, as the refusal names it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FileKind {
    /// A TRF file (or a pair list).
    Trf,
    /// Any YAML file.
    Yaml,
    /// A generator profile.
    Profile,
    /// A question-bank file.
    Bank,
    /// An exam blueprint.
    Blueprint,
}

impl FileKind {
    /// "a TRF file", "a profile" …, in the catalogue's words.
    #[must_use]
    pub fn phrase(self) -> Phrase {
        Phrase::new(match self {
            FileKind::Trf => "limit-of-trf",
            FileKind::Yaml => "limit-of-yaml",
            FileKind::Profile => "limit-of-profile",
            FileKind::Bank => "limit-of-bank",
            FileKind::Blueprint => "limit-of-blueprint",
        })
    }
}

/// Where a bound is crossed and what was expected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LimitError {
    /// 1-based line.
    pub line: usize,
    /// 1-based column (characters).
    pub col: usize,
    /// What is wrong and what was expected.
    pub what: Phrase,
}

impl std::fmt::Display for LimitError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "line {}, column {}: {}", self.line, self.col, self.what)
    }
}

/// Reads at most `limit + 1` bytes of `path` (so that `/dev/zero` or a huge file cannot
/// exhaust memory); [`check_size`] then tells whether the file was too large.
///
/// # Errors
/// The file cannot be opened or read.
pub(crate) fn read_capped(path: &Path, limit: usize) -> std::io::Result<Vec<u8>> {
    let f = std::fs::File::open(path)?;
    let mut bytes = Vec::new();
    f.take(u64::try_from(limit).unwrap_or(u64::MAX).saturating_add(1)).read_to_end(&mut bytes)?;
    Ok(bytes)
}

/// The line and column (1-based, characters of the lossy text) of byte offset `at`.
#[must_use]
pub fn position(bytes: &[u8], at: usize) -> (usize, usize) {
    let before = &bytes[..at.min(bytes.len())];
    let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
    let start = before.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
    (line, String::from_utf8_lossy(&before[start..]).chars().count() + 1)
}

/// Refuses more than `limit` bytes of a file of kind `what`, naming the place where the limit
/// is crossed.
///
/// # Errors
/// The file is larger than `limit`.
pub fn check_size(bytes: &[u8], limit: usize, what: FileKind) -> Result<(), LimitError> {
    if bytes.len() <= limit {
        return Ok(());
    }
    let (line, col) = position(bytes, limit);
    Err(LimitError {
        line,
        col,
        what: Phrase::new("limit-too-large").arg("mib", limit >> 20).arg("of", what.phrase()).arg("limit", limit),
    })
}

/// Whether `bytes` look like UTF-16: a UTF-16 byte-order mark, or ASCII text with a NUL byte
/// beside every character.
#[must_use]
pub(crate) fn is_utf16(bytes: &[u8]) -> bool {
    if bytes.starts_with(&[0xFF, 0xFE]) || bytes.starts_with(&[0xFE, 0xFF]) {
        return true;
    }
    let head = &bytes[..bytes.len().min(64) & !1];
    head.len() >= 4
        && (head.chunks(2).all(|c| c[1] == 0 && c[0] != 0) || head.chunks(2).all(|c| c[0] == 0 && c[1] != 0))
}

/// Refuses UTF-16 text by name (arbitro reads UTF-8 and Windows-1252).
///
/// # Errors
/// The bytes are UTF-16.
pub(crate) fn check_not_utf16(bytes: &[u8]) -> Result<(), LimitError> {
    if is_utf16(bytes) {
        return Err(LimitError { line: 1, col: 1, what: Phrase::new("limit-utf16") });
    }
    Ok(())
}

/// Checks a YAML text before it is parsed: at most [`MAX_YAML_BYTES`], nesting at most
/// [`MAX_YAML_DEPTH`] levels, one document. The depth counted is an upper bound of the
/// parser's (indentation levels open, plus `- ` dashes and `[`/`{` brackets open, outside quotes
/// and comments), so a file this accepts cannot make the parser slow.
///
/// # Errors
/// The first bound crossed, with its line and column.
pub fn check_yaml(text: &str) -> Result<(), LimitError> {
    check_size(text.as_bytes(), MAX_YAML_BYTES, FileKind::Yaml)?;
    let mut indents: Vec<usize> = Vec::new();
    let mut flow = 0usize;
    let mut content_seen = false;
    let mut quote: Option<char> = None;
    for (i, line) in text.split('\n').enumerate() {
        let line_no = i + 1;
        let line = line.strip_suffix('\r').unwrap_or(line);
        let trimmed = line.trim_start_matches([' ', '\t']);
        if quote.is_none() && flow == 0 {
            if line.starts_with("---") && (line.len() == 3 || line[3..].starts_with([' ', '\t'])) {
                if content_seen {
                    return Err(LimitError { line: line_no, col: 1, what: Phrase::new("limit-second-document") });
                }
                continue;
            }
            if line.starts_with("...") && (line.len() == 3 || line[3..].starts_with([' ', '\t'])) {
                continue;
            }
            if trimmed.is_empty() || trimmed.starts_with('#') {
                continue;
            }
            let indent = line.len() - trimmed.len();
            while indents.last().is_some_and(|&x| x > indent) {
                indents.pop();
            }
            if indents.last() != Some(&indent) {
                indents.push(indent);
            }
        }
        if !trimmed.is_empty() && !trimmed.starts_with('#') {
            content_seen = true;
        }
        let mut dashes = 0usize;
        let mut prev = ' ';
        let mut at_start = quote.is_none() && flow == 0;
        for (col0, ch) in line.chars().enumerate() {
            match quote {
                Some(q) => {
                    if ch == q && (q == '\'' || prev != '\\') {
                        quote = None;
                    }
                }
                None => match ch {
                    '#' if prev == ' ' || prev == '\t' || col0 == 0 => break,
                    '"' | '\'' if matches!(prev, ' ' | '\t' | '[' | '{' | ',' | ':' | '-') || col0 == 0 => {
                        quote = Some(ch);
                        at_start = false;
                    }
                    '[' | '{' => {
                        flow += 1;
                        at_start = false;
                    }
                    ']' | '}' => {
                        flow = flow.saturating_sub(1);
                        at_start = false;
                    }
                    '-' if at_start => dashes += 1,
                    ' ' | '\t' => {}
                    _ => at_start = false,
                },
            }
            let depth = indents.len() + dashes + flow;
            if depth > MAX_YAML_DEPTH {
                return Err(LimitError {
                    line: line_no,
                    col: col0 + 1,
                    what: Phrase::new("limit-nesting-brackets").arg("max", MAX_YAML_DEPTH),
                });
            }
            prev = ch;
        }
        if indents.len() > MAX_YAML_DEPTH {
            return Err(LimitError {
                line: line_no,
                col: line.len() - trimmed.len() + 1,
                what: Phrase::new("limit-nesting-indentation").arg("max", MAX_YAML_DEPTH),
            });
        }
        // A quoted scalar may span lines (double quotes); a single-quoted one too.
    }
    Ok(())
}

/// The place a YAML parser error names, or the end of the text when it names none (errors
/// found at the end of the stream).
#[must_use]
pub(crate) fn yaml_place(text: &str, e: &serde_yaml::Error) -> (usize, usize) {
    match e.location() {
        Some(l) => (l.line(), l.column()),
        None => position(text.as_bytes(), text.trim_end().len()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deep_yaml_is_refused_at_its_place() {
        let flow = format!("players: {}1{}\n", "[".repeat(100), "]".repeat(100));
        let e = check_yaml(&flow).unwrap_err();
        assert_eq!((e.line, e.col), (1, 10 + MAX_YAML_DEPTH - 1));
        let mut block = String::new();
        for d in 0..100 {
            block.push_str(&format!("{}k{d}:\n", " ".repeat(d)));
        }
        let e = check_yaml(&block).unwrap_err();
        assert_eq!(e.line, MAX_YAML_DEPTH + 1);
        let dashes = format!("{}1\n", "- ".repeat(100));
        assert!(check_yaml(&dashes).is_err());
    }

    #[test]
    fn ordinary_yaml_passes() {
        for (_, text) in crate::generator::profile::BUILT_IN {
            check_yaml(text).unwrap();
        }
        check_yaml("---\na: [1, {b: \"[[[[\"}]\n# [[[[[[\n").unwrap();
    }

    #[test]
    fn second_document_is_named() {
        let e = check_yaml("a: 1\n---\nb: 2\n").unwrap_err();
        assert_eq!((e.line, e.col), (2, 1));
    }

    #[test]
    fn utf16_and_size() {
        assert!(is_utf16(&[0xFF, 0xFE, b'0', 0]));
        assert!(is_utf16(&"012 Open".encode_utf16().flat_map(u16::to_le_bytes).collect::<Vec<_>>()));
        assert!(!is_utf16(b"012 Open\n"));
        let e = check_size(b"ab\ncdef", 5, FileKind::Yaml).unwrap_err();
        assert_eq!((e.line, e.col), (2, 3));
        assert_eq!(
            e.to_string(),
            "line 2, column 3: the file is larger than 0 MiB: expected a YAML file of at most 5 bytes"
        );
        let es = e.what.say(crate::core::words::Lang::Es);
        assert_eq!(es, "el archivo pasa de 0 MiB: se esperaba un archivo YAML de 5 bytes como máximo");
    }
}
