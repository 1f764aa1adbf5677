//! Text encodings of TRF files: UTF-8, and Windows-1252 / Latin-1 as exported by
//! many federation programs. Decoding is lossless: every byte sequence decodes,
//! and encoding the result gives back the original bytes.

use serde::Serialize;

/// The encoding a file was read in; writing uses the same one.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Encoding {
    /// UTF-8 (with or without a byte-order mark, see [`Decoded::bom`]).
    Utf8,
    /// Windows-1252, a superset of Latin-1's printable range; bytes it leaves
    /// undefined (0x81 0x8D 0x8F 0x90 0x9D) map to the C1 control of the same value.
    Windows1252,
}

/// A decoded file.
#[derive(Clone, Debug)]
pub struct Decoded {
    /// The text.
    pub text: String,
    /// The encoding detected.
    pub encoding: Encoding,
    /// Whether a UTF-8 byte-order mark preceded the text.
    pub bom: bool,
}

/// Windows-1252 code points for bytes 0x80–0x9F.
const CP1252_HIGH: [u32; 32] = [
    0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8D, 0x017D,
    0x8F, 0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x9D,
    0x017E, 0x0178,
];

/// Decodes file bytes: UTF-8 when they are valid UTF-8, Windows-1252 otherwise.
#[must_use]
pub fn decode(bytes: &[u8]) -> Decoded {
    let (bom, body) = match bytes.strip_prefix(&[0xEF, 0xBB, 0xBF]) {
        Some(rest) => (true, rest),
        None => (false, bytes),
    };
    match std::str::from_utf8(body) {
        Ok(s) => Decoded { text: s.to_owned(), encoding: Encoding::Utf8, bom },
        Err(_) => Decoded {
            text: bytes.iter().map(|&b| cp1252_char(b)).collect(),
            encoding: Encoding::Windows1252,
            bom: false,
        },
    }
}

fn cp1252_char(b: u8) -> char {
    if (0x80..0xA0).contains(&b) {
        char::from_u32(CP1252_HIGH[usize::from(b - 0x80)]).unwrap_or('\u{FFFD}')
    } else {
        char::from(b)
    }
}

/// Encodes text in `encoding`. Characters Windows-1252 cannot hold become `?`.
#[must_use]
pub fn encode(text: &str, encoding: Encoding, bom: bool) -> Vec<u8> {
    match encoding {
        Encoding::Utf8 => {
            let mut out = Vec::with_capacity(text.len() + 3);
            if bom {
                out.extend_from_slice(&[0xEF, 0xBB, 0xBF]);
            }
            out.extend_from_slice(text.as_bytes());
            out
        }
        Encoding::Windows1252 => text.chars().map(cp1252_byte).collect(),
    }
}

fn cp1252_byte(c: char) -> u8 {
    let cp = u32::from(c);
    if cp < 0x80 || (0xA0..=0xFF).contains(&cp) {
        return u8::try_from(cp).unwrap_or(b'?');
    }
    CP1252_HIGH.iter().position(|&x| x == cp).and_then(|i| u8::try_from(0x80 + i).ok()).unwrap_or(b'?')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_byte_round_trips_through_windows_1252() {
        let bytes: Vec<u8> = (0..=255u8).collect();
        let d = decode(&bytes);
        assert_eq!(d.encoding, Encoding::Windows1252);
        assert_eq!(encode(&d.text, d.encoding, d.bom), bytes);
    }

    #[test]
    fn utf8_with_bom_round_trips() {
        let bytes = "\u{FEFF}012 Torneo Peñarroya\n".as_bytes().to_vec();
        let d = decode(&bytes);
        assert_eq!(d.encoding, Encoding::Utf8);
        assert!(d.bom);
        assert!(d.text.starts_with("012"));
        assert_eq!(encode(&d.text, d.encoding, d.bom), bytes);
    }

    #[test]
    fn latin1_name_decodes() {
        let d = decode(b"001    1 m    P\xe9rez, Jos\xe9");
        assert_eq!(d.encoding, Encoding::Windows1252);
        assert!(d.text.contains("Pérez, José"));
    }
}
