//! Whose paper is whose: a seminar-room paper belongs to the browser that joined, not to
//! whoever types the same name.
//!
//! At joining, the paper gets a secret (128 bits, kept in an `HttpOnly` cookie of that browser)
//! and a short re-entry code (shown to the candidate on the paper's pages). Opening the paper
//! takes the cookie; from another device, the name and the re-entry code (the lecturer can
//! issue a new one, which also locks the old browser out). Names are compared by their
//! [`name_key`], so "Ana Pérez" and "ana perez" are one candidate, who is asked for the code
//! rather than given a second paper.

use axum::http::HeaderMap;

/// Letters of codes people type: no 0/O, 1/I to misread on a projector.
pub const CODE_LETTERS: &[u8] = b"ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/// Length of a re-entry code (32⁸ ≈ 10¹² codes; guesses are throttled).
pub const REENTRY_LEN: usize = 8;

/// A random code of `len` letters from [`CODE_LETTERS`].
#[must_use]
pub fn new_code(len: usize) -> String {
    (0..len).map(|_| char::from(CODE_LETTERS[rand::random_range(0..CODE_LETTERS.len())])).collect()
}

/// A code as typed: spaces and dashes dropped, upper case.
#[must_use]
pub fn typed_code(s: &str) -> String {
    s.chars().filter(|c| !c.is_whitespace() && *c != '-').flat_map(char::to_uppercase).collect()
}

/// The cookie of the paper in room `room`.
#[must_use]
pub fn cookie_name(room: &str) -> String {
    format!("arbitro_paper_{}", room.chars().filter(char::is_ascii_alphanumeric).collect::<String>())
}

/// Whether the request carries the paper's secret for room `room`.
#[must_use]
pub fn holds(headers: &HeaderMap, room: &str, secret: &str) -> bool {
    super::csrf::cookie(headers, &cookie_name(room)).is_some_and(|c| super::csrf::same_secret(&c, secret))
}

/// The `Set-Cookie` value giving a browser the paper of room `room`.
#[must_use]
pub fn set_cookie(room: &str, secret: &str) -> String {
    format!("{}={secret}; Path=/; HttpOnly; SameSite=Lax; Max-Age=2592000", cookie_name(room))
}

/// A letter without its accent (Latin letters of the European languages), lower case.
fn fold(c: char) -> &'static str {
    match c {
        'á' | 'à' | 'â' | 'ä' | 'ã' | 'å' | 'ā' | 'ă' | 'ą' => "a",
        'é' | 'è' | 'ê' | 'ë' | 'ē' | 'ė' | 'ę' | 'ě' => "e",
        'í' | 'ì' | 'î' | 'ï' | 'ī' | 'į' | 'ı' => "i",
        'ó' | 'ò' | 'ô' | 'ö' | 'õ' | 'ø' | 'ō' | 'ő' => "o",
        'ú' | 'ù' | 'û' | 'ü' | 'ū' | 'ů' | 'ű' | 'ų' => "u",
        'ý' | 'ÿ' => "y",
        'ñ' | 'ń' | 'ň' => "n",
        'ç' | 'ć' | 'č' => "c",
        'ś' | 'š' | 'ş' => "s",
        'ź' | 'ż' | 'ž' => "z",
        'ł' => "l",
        'ď' | 'đ' => "d",
        'ř' => "r",
        'ť' | 'ţ' => "t",
        'ğ' => "g",
        'ß' => "ss",
        'æ' => "ae",
        'œ' => "oe",
        _ => "",
    }
}

/// A name as compared: lower case, accents dropped, punctuation read as a space, spaces
/// collapsed ("Ana  Pérez", "ana perez", "ANA PÉREZ." are one key).
#[must_use]
pub fn name_key(name: &str) -> String {
    let mut out = String::new();
    for c in name.chars().flat_map(char::to_lowercase) {
        let f = fold(c);
        if !f.is_empty() {
            out.push_str(f);
        } else if c.is_alphanumeric() {
            out.push(c);
        } else {
            out.push(' ');
        }
    }
    out.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_spelled_alike_have_one_key() {
        assert_eq!(name_key("Ana Pérez"), "ana perez");
        assert_eq!(name_key("  ana   pérez "), "ana perez");
        assert_eq!(name_key("ANA PÉREZ."), "ana perez");
        assert_eq!(name_key("Łukasz Żółć"), "lukasz zolc");
        assert_ne!(name_key("Ana Pérez"), name_key("Ana Pérez García"));
        assert_eq!(name_key("Иван"), "иван", "other scripts kept, lower case");
    }

    #[test]
    fn codes_are_typed_loosely_and_cookies_are_per_room() {
        let c = new_code(REENTRY_LEN);
        assert_eq!(c.len(), REENTRY_LEN);
        assert!(c.bytes().all(|b| CODE_LETTERS.contains(&b)));
        assert_eq!(typed_code(" k7m2-qx3p "), "K7M2QX3P");
        assert_eq!(cookie_name("K7M2QX"), "arbitro_paper_K7M2QX");
        assert_eq!(cookie_name("a;b=c"), "arbitro_paper_abc");
    }
}
