//! Whose paper is whose: a seminar-room paper belongs to the browser that joined, not to
//! whoever types the same name.
//!
//! At joining, the paper gets a secret (128 bits, kept in an `HttpOnly` cookie of that browser)
//! and a short re-entry code (shown to the candidate on the paper's pages). Opening the paper
//! takes the cookie; from another device, the name and the re-entry code (the lecturer can
//! issue a new one, which also locks the old browser out). Names are compared by their
//! [`name_key`], so "Ana Pérez" and "ana perez" are one candidate, who is asked for the code
//! rather than given a second paper.
//!
//! A practice session and a solo exam are bound to their browser the same way: a secret at
//! creation, kept in a cookie scoped to the session's own address ([`session_cookie`]); one
//! guard, [`owns`], opens every session for its cookie only.

use super::store::Session;
use axum::http::HeaderMap;

/// The cookie of a practice session or a solo exam (one per session: scoped to its path).
pub const SESSION_COOKIE: &str = "arbitro_session";

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

/// Whether the request may open session `s`: it holds the session's secret (a room paper's
/// cookie, or the session's own); a session of an older database, without a secret, opens
/// for anyone as it did.
#[must_use]
pub fn owns(headers: &HeaderMap, s: &Session) -> bool {
    let Some(secret) = &s.secret else { return true };
    let name = s.room.as_deref().map_or_else(|| SESSION_COOKIE.to_string(), cookie_name);
    super::csrf::cookie(headers, &name).is_some_and(|c| super::csrf::same_secret(&c, secret))
}

/// The `Set-Cookie` value binding session `id` (practice or solo exam) to this browser.
#[must_use]
pub fn session_cookie(id: &str, secret: &str) -> String {
    format!("{SESSION_COOKIE}={secret}; Path=/s/{id}; HttpOnly; SameSite=Lax; Max-Age=2592000")
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

/// Whether `c` is a combining mark (an accent typed after its letter, as in "Pe\u{301}rez":
/// the decomposed form of "Pérez"). Dropped from keys, as the precomposed accents are folded:
/// both spellings of a name are one key, whatever normalisation the browser sent.
fn combining(c: char) -> bool {
    matches!(c, '\u{300}'..='\u{36F}' | '\u{1AB0}'..='\u{1AFF}' | '\u{1DC0}'..='\u{1DFF}' | '\u{20D0}'..='\u{20FF}' | '\u{FE20}'..='\u{FE2F}')
}

/// A name as compared: lower case, accents dropped (precomposed or combining), punctuation read
/// as a space, spaces collapsed ("Ana  Pérez", "ana perez", "ANA PÉREZ.", "Ana Pe\u{301}rez"
/// are one key).
#[must_use]
pub fn name_key(name: &str) -> String {
    let mut out = String::new();
    for c in name.chars().filter(|c| !combining(*c) && !crate::core::bidi::is_control(*c)).flat_map(char::to_lowercase)
    {
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

/// The Latin letter a Cyrillic or Greek lower-case letter is drawn like (none: not a look-alike).
fn latin_twin(c: char) -> Option<char> {
    Some(match c {
        'а' | 'α' => 'a',
        'в' | 'β' => 'b',
        'с' | 'ς' => 'c',
        'е' | 'ε' => 'e',
        'һ' | 'η' => 'h',
        'і' | 'ι' => 'i',
        'ј' => 'j',
        'к' | 'κ' => 'k',
        'м' | 'μ' => 'm',
        'н' | 'ν' => 'n',
        'о' | 'ο' => 'o',
        'р' | 'ρ' => 'p',
        'ѕ' => 's',
        'т' | 'τ' => 't',
        'у' | 'υ' => 'y',
        'х' | 'χ' => 'x',
        'ԁ' => 'd',
        'ԛ' => 'q',
        'ԝ' => 'w',
        'ζ' => 'z',
        _ => return None,
    })
}

/// A name's skeleton: its [`name_key`] with every Cyrillic or Greek letter drawn like a Latin one
/// read as that Latin letter. Two names of different keys and one skeleton look alike on a
/// screen ("Аna" with a Cyrillic А, "Ana"): the lecturer is told ([`lookalikes`]).
#[must_use]
pub fn skeleton(name: &str) -> String {
    name_key(name).chars().map(|c| latin_twin(c).unwrap_or(c)).collect()
}

/// The pairs of names (by index in `names`) that look alike and are not the same name.
#[must_use]
pub fn lookalikes(names: &[&str]) -> Vec<(usize, usize)> {
    let keys: Vec<(String, String)> = names.iter().map(|n| (name_key(n), skeleton(n))).collect();
    let mut pairs = Vec::new();
    for i in 0..keys.len() {
        for j in i + 1..keys.len() {
            if keys[i].1 == keys[j].1 && keys[i].0 != keys[j].0 {
                pairs.push((i, j));
            }
        }
    }
    pairs
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
        assert_eq!(name_key("Ana Pe\u{301}rez"), name_key("Ana Pérez"), "a combining accent");
        assert_eq!(name_key("Ana\u{202E} Pérez"), "ana perez", "a bidi control");
    }

    #[test]
    fn mixed_script_lookalikes_are_found_and_other_scripts_left_alone() {
        // "Аna Pérez" with a Cyrillic А (U+0410), "Ana Pérez" in Latin letters.
        assert_eq!(lookalikes(&["Ana Pérez", "\u{410}na Pérez", "Ana Pe\u{301}rez", "Bruno"]), vec![(0, 1), (1, 2)]);
        assert_eq!(skeleton("\u{410}na"), "ana");
        assert!(lookalikes(&["Иван", "Ivan"]).is_empty(), "a name in another script is another name");
        assert!(lookalikes(&["Ana", "ana"]).is_empty(), "one name: one paper, not a warning");
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
