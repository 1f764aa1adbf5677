//! The one marking rule of a pairing answer that the key marks, and its words.
//!
//! A pairing question is marked by the key only when it has a machine-readable scheme
//! ([`PairingScheme`]); the rule printed on the marking scheme ([`rule`]) and the reason
//! written beside each answer's marks ([`Tally::arithmetic`]) are made from the same numbers
//! the marks are ([`Tally::marks`]), so that a second marker reading the scheme gives the
//! marks the machine gave:
//!
//! - each board of the key is worth an equal share of the boards' marks; while the scheme
//!   gives the bye no marks of its own, the pairing-allocated bye (`n-0`) is one of the boards;
//! - a board with the right two players and colours earns its share; the right two players with
//!   the colours reversed earn half the share; any other board earns nothing;
//! - each board given beyond the key's number takes one share off (a player paired twice, a
//!   board given in both colours);
//! - the sum is rounded down to the half mark and is never below 0.

use super::i18n::number;
use super::schema::{Lang, Marks, PairingScheme};

/// How a pairing answer compares with the key, board by board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tally {
    /// The key's boards.
    pub boards: u32,
    /// The key's boards given as the key has them.
    pub right: u32,
    /// The key's boards given only with the colours reversed.
    pub reversed: u32,
    /// Boards given beyond the key's number.
    pub extra: u32,
}

fn count(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

impl Tally {
    /// The tally of `answer` against `key` (a bye is `(n, 0)`; its "reversed" form is not a bye).
    #[must_use]
    pub fn of(key: &[(u32, u32)], answer: &[(u32, u32)]) -> Tally {
        let right = key.iter().filter(|b| answer.contains(b)).count();
        let reversed =
            key.iter().filter(|&&(w, b)| b != 0 && !answer.contains(&(w, b)) && answer.contains(&(b, w))).count();
        Tally {
            boards: count(key.len()),
            right: count(right),
            reversed: count(reversed),
            extra: count(answer.len().saturating_sub(key.len())),
        }
    }

    /// Half shares earned: 2 a right board, 1 a reversed one, −2 an extra one, never below 0.
    #[must_use]
    pub fn half_shares(&self) -> u32 {
        (2 * self.right + self.reversed).saturating_sub(2 * self.extra)
    }

    /// The marks of `full` earned: `full × half shares ÷ (2 × boards)`, rounded down to the
    /// half mark (0 for a key without boards).
    #[must_use]
    pub fn marks(&self, full: Marks) -> Marks {
        if self.boards == 0 {
            return Marks(0);
        }
        Marks(full.0 * self.half_shares() / (2 * self.boards))
    }

    /// The marks' arithmetic in words: "3 of 4 boards right, 1 with the colours reversed (½ share
    /// each): 3.5 of 4 shares × 5 marks = 4.375, rounded down to the half mark: 4 marks".
    #[must_use]
    pub fn arithmetic(&self, full: Marks, lang: Lang, unit: Unit) -> String {
        let es = lang == Lang::Es;
        let n = self.boards;
        let (one, many) = unit.words(lang);
        let noun = |k: u32| if k == 1 { one } else { many };
        let mut s = if es {
            format!("{} de {n} {} correct{}", self.right, noun(n), unit.agree(lang, n))
        } else {
            format!("{} of {n} {} right", self.right, noun(n))
        };
        if self.reversed > 0 {
            s.push_str(&if es {
                format!(", {} con los colores invertidos (media parte cada uno)", self.reversed)
            } else {
                format!(", {} with the colours reversed (half a share each)", self.reversed)
            });
        }
        if self.extra > 0 {
            s.push_str(&if es {
                format!(", {} {} de más (una parte menos cada uno)", self.extra, noun(self.extra))
            } else {
                format!(", {} {} beyond the key's {n} (one share off each)", self.extra, noun(self.extra))
            });
        }
        let gross = f64::from(2 * self.right + self.reversed) / 2.0;
        let shares = f64::from(self.half_shares()) / 2.0;
        let exact = if n == 0 { 0.0 } else { full.as_f64() * shares / f64::from(n) };
        let exact = (exact * 1000.0).round() / 1000.0;
        let awarded = self.marks(full);
        let shares_text = if self.extra > 0 {
            let floor = if gross - f64::from(self.extra) < 0.0 {
                if es { " (nunca menos de 0)" } else { " (never below 0)" }
            } else {
                ""
            };
            format!(
                "{} − {} = {}{floor}",
                number(lang, gross),
                number(lang, f64::from(self.extra)),
                number(lang, shares)
            )
        } else {
            number(lang, shares)
        };
        s.push_str(&if es {
            format!(": {shares_text} de {n} partes × {} = {}", super::i18n::marks(lang, full), number(lang, exact))
        } else {
            format!(": {shares_text} of {n} shares × {} = {}", super::i18n::marks(lang, full), number(lang, exact))
        });
        if (exact - awarded.as_f64()).abs() > 1e-9 {
            s.push_str(&if es {
                format!(", redondeado hacia abajo al medio punto: {}", super::i18n::marks(lang, awarded))
            } else {
                format!(", rounded down to the half mark: {}", super::i18n::marks(lang, awarded))
            });
        }
        s
    }
}

/// What a pairing answer is made of: boards (individual systems) or matches (teams,
/// Double-Swiss).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Unit {
    /// Boards, White first.
    Boards,
    /// Matches, the side with White (on board 1, in game 1) first.
    Matches,
}

impl Unit {
    /// The unit of a scheme.
    #[must_use]
    pub fn of(s: &PairingScheme) -> Unit {
        if s.matches { Unit::Matches } else { Unit::Boards }
    }

    /// Singular and plural.
    fn words(self, lang: Lang) -> (&'static str, &'static str) {
        match (self, lang) {
            (Unit::Boards, Lang::Es) => ("tablero", "tableros"),
            (Unit::Boards, Lang::En) => ("board", "boards"),
            (Unit::Matches, Lang::Es) => ("encuentro", "encuentros"),
            (Unit::Matches, Lang::En) => ("match", "matches"),
        }
    }

    /// The Spanish adjective's ending ("correcto", "correctos").
    fn agree(self, lang: Lang, n: u32) -> &'static str {
        match (lang, n == 1) {
            (Lang::Es, true) => "o",
            (Lang::Es, false) => "os",
            (Lang::En, _) => "",
        }
    }
}

/// The scheme of a pairing question the key marks, in words: the rule [`Tally`] applies, with
/// the marks of each part. The marking scheme prints it, and generated exercises carry it as
/// their marking text.
#[must_use]
pub fn rule(s: &PairingScheme, lang: Lang) -> String {
    let unit = Unit::of(s);
    let m = |x: Marks| super::i18n::marks(lang, x);
    let (one, many) = unit.words(lang);
    let es = lang == Lang::Es;
    let bye_is_a_board = s.bye.0 == 0;
    let mut out = if es {
        format!(
            "{}: cada {one} de la clave{} vale una parte igual de {}; un {one} con los jugadores y los colores \
             correctos gana su parte, con los jugadores correctos y los colores invertidos la mitad de su parte, \
             cualquier otro nada; cada {one} dado de más sobre el número de {many} de la clave quita una parte. \
             Puntuación = partes ganadas ÷ {many} de la clave × {}, redondeada hacia abajo al medio punto y nunca \
             menor que 0.",
            if bye_is_a_board { "Puntuación" } else { "Tableros" },
            if bye_is_a_board { " (el bye por emparejamiento, n-0, cuenta como uno)" } else { "" },
            m(s.boards),
            m(s.boards),
        )
    } else {
        format!(
            "{}: each {one} of the key{} is worth an equal share of {}; a {one} with the right players and colours \
             earns its share, the right players with the colours reversed half its share, any other {one} nothing; \
             each {one} given beyond the key's number of {many} takes one share off. Marks = shares earned ÷ the \
             key's {many} × {}, rounded down to the half mark and never below 0.",
            if bye_is_a_board { "Marks" } else { "Boards" },
            if bye_is_a_board { " (the pairing-allocated bye, n-0, counts as one)" } else { "" },
            m(s.boards),
            m(s.boards),
        )
    };
    if !bye_is_a_board {
        out.push_str(&if es {
            format!(" Bye: {} por dar el bye por emparejamiento de la clave y ningún otro.", m(s.bye))
        } else {
            format!(" Bye: {} for giving the key's pairing-allocated bye and no other.", m(s.bye))
        });
    }
    if s.reasons.0 > 0 {
        out.push_str(&if es {
            format!(" Razones: {}, las califica el profesor.", m(s.reasons))
        } else {
            format!(" Reasons: {}, marked by the lecturer.", m(s.reasons))
        });
    }
    out
}

/// The scheme of a generated "pair round R" exercise: every mark on the boards, the bye one of
/// them.
#[must_use]
pub fn boards_only(full: Marks, matches: bool) -> PairingScheme {
    PairingScheme { boards: full, bye: Marks(0), reasons: Marks(0), matches }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Key 1-3, 4-2, 5 bye (C.04.1 3: the odd player out gets the pairing-allocated bye).
    const KEY: [(u32, u32); 3] = [(1, 3), (4, 2), (5, 0)];

    #[test]
    fn every_board_earns_its_share() {
        for (answer, halves, why) in [
            (vec![(1, 3), (4, 2), (5, 0)], 6, "all right, bye included"),
            (vec![(4, 2), (5, 0), (1, 3)], 6, "order of boards does not matter"),
            (vec![(3, 1), (4, 2), (5, 0)], 5, "one board reversed: half its share off"),
            (vec![(3, 1), (2, 4), (5, 0)], 4, "two reversed"),
            (vec![(1, 4), (3, 2), (5, 0)], 2, "only the bye right (an exchanged pair)"),
            (vec![(1, 3), (4, 2)], 4, "the bye missing"),
            (vec![(1, 2), (3, 4), (5, 6)], 0, "nothing right"),
            (vec![(1, 3), (3, 1), (4, 2), (2, 4), (5, 0)], 2, "every board and reversed copies: 3 − 2 shares"),
            (vec![(1, 3), (4, 2), (5, 0), (6, 7), (8, 9), (10, 11), (12, 13)], 0, "never below 0"),
        ] {
            assert_eq!(Tally::of(&KEY, &answer).marks(Marks(6)), Marks(halves), "{why}");
        }
        // 2 marks over 3 boards: one board reversed is 2.5/3 × 2 = 1.667, rounded down to 1.5.
        assert_eq!(Tally::of(&KEY, &[(3, 1), (4, 2), (5, 0)]).marks(Marks(4)), Marks(3));
    }

    #[test]
    fn the_reason_states_the_arithmetic_of_the_mark() {
        // The example: key 1-2 3-7 6-4 5-0 (5 marks), one board reversed.
        let key = [(1, 2), (3, 7), (6, 4), (5, 0)];
        let t = Tally::of(&key, &[(1, 2), (3, 7), (4, 6), (5, 0)]);
        assert_eq!(t.marks(Marks(10)), Marks(8));
        assert_eq!(
            t.arithmetic(Marks(10), Lang::En, Unit::Boards),
            "3 of 4 boards right, 1 with the colours reversed (half a share each): 3.5 of 4 shares × 5 marks = \
             4.375, rounded down to the half mark: 4 marks"
        );
        let extra = Tally::of(&key, &[(1, 2), (3, 7), (6, 4), (5, 0), (2, 1)]);
        assert_eq!(extra.marks(Marks(10)), Marks(7));
        assert_eq!(
            extra.arithmetic(Marks(10), Lang::En, Unit::Boards),
            "4 of 4 boards right, 1 board beyond the key's 4 (one share off each): 4 − 1 = 3 of 4 shares × 5 \
             marks = 3.75, rounded down to the half mark: 3.5 marks"
        );
        assert_eq!(
            extra.arithmetic(Marks(10), Lang::Es, Unit::Matches),
            "4 de 4 encuentros correctos, 1 encuentro de más (una parte menos cada uno): 4 − 1 = 3 de 4 partes × 5 \
             puntos = 3,75, redondeado hacia abajo al medio punto: 3,5 puntos"
        );
    }

    #[test]
    fn the_rule_names_one_treatment_of_reversed_colours_and_the_rounding() {
        for lang in [Lang::En, Lang::Es] {
            let r = rule(&boards_only(Marks(10), false), lang);
            let reversed = if lang == Lang::Es { "colores invertidos" } else { "colours reversed" };
            assert_eq!(r.matches(reversed).count(), 1, "{r}");
            assert!(r.contains(if lang == Lang::Es { "hacia abajo al medio punto" } else { "down to the half mark" }));
            assert!(r.contains("n-0"), "{r}");
        }
        let parts =
            rule(&PairingScheme { boards: Marks(4), bye: Marks(2), reasons: Marks(4), matches: false }, Lang::En);
        assert!(parts.starts_with("Boards: each board of the key is worth an equal share of 2 marks"), "{parts}");
        assert!(parts.ends_with("Bye: 1 mark for giving the key's pairing-allocated bye and no other. Reasons: 2 marks, marked by the lecturer."), "{parts}");
    }
}
