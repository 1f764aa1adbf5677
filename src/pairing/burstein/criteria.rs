//! The pairing criteria of the Burstein System (C.04.4.2, 2026 edition, Article 2), the rules
//! of the seeding rounds (1.6), the PAB (3.1), the order of pairings (4.3) and colour
//! allocation (5.2), each a named item with its code, article and a one-line summary
//! (`arbitro explain "burstein C6"`).

use serde::Serialize;

/// A criterion or rule of the Burstein System, 2026 edition, in the order the text applies them.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub enum Criterion {
    /// 1.6 the seeding rounds are paired by the Dutch System.
    Seeding,
    /// [C1] no rematch.
    C1,
    /// [C2] no second PAB, nor a PAB after a round won without playing.
    C2,
    /// [C3] no meeting of two players with the same absolute colour preference.
    C3,
    /// [C4] completion.
    C4,
    /// 3.1.3–3.1.5 the PAB goes to the lowest score, most games, lowest ranking.
    Pab,
    /// [C5] maximise the number of pairs.
    C5,
    /// [C6] minimise the scores of the outgoing floaters.
    C6,
    /// [C7] outgoing floaters such that the next bracket complies with [C1]–[C6].
    C7,
    /// [C8] minimise players not getting their colour preference.
    C8,
    /// 3.2.2 / 4 the first pairing in the order of Article 4.
    Order,
    /// 5.2 colour allocation.
    Colours,
}

impl Criterion {
    /// Every criterion and rule, highest priority first.
    pub const ALL: [Criterion; 12] = [
        Criterion::Seeding,
        Criterion::C1,
        Criterion::C2,
        Criterion::C3,
        Criterion::C4,
        Criterion::Pab,
        Criterion::C5,
        Criterion::C6,
        Criterion::C7,
        Criterion::C8,
        Criterion::Order,
        Criterion::Colours,
    ];

    /// The code (`C1`…`C8`, or the name of a procedural rule).
    #[must_use]
    pub fn code(self) -> &'static str {
        match self {
            Criterion::Seeding => "SEEDING",
            Criterion::C1 => "C1",
            Criterion::C2 => "C2",
            Criterion::C3 => "C3",
            Criterion::C4 => "C4",
            Criterion::Pab => "PAB",
            Criterion::C5 => "C5",
            Criterion::C6 => "C6",
            Criterion::C7 => "C7",
            Criterion::C8 => "C8",
            Criterion::Order => "ORDER",
            Criterion::Colours => "COLOURS",
        }
    }

    /// The article of C.04.4.2 (2026).
    #[must_use]
    pub fn article(self) -> &'static str {
        match self {
            Criterion::Seeding => "1.6",
            Criterion::C1 => "2.1.1",
            Criterion::C2 => "2.1.2",
            Criterion::C3 => "2.1.3",
            Criterion::C4 => "2.2.1",
            Criterion::Pab => "3.1",
            Criterion::C5 => "2.3.1",
            Criterion::C6 => "2.3.2",
            Criterion::C7 => "2.3.3",
            Criterion::C8 => "2.3.4",
            Criterion::Order => "3.2.2, 4",
            Criterion::Colours => "5.2",
        }
    }

    /// One line in the arbiter's words.
    #[must_use]
    pub fn summary(self) -> &'static str {
        match self {
            Criterion::Seeding => {
                "the first min(rounds/2, 4) rounds are paired by the FIDE (Dutch) System in force (reading B-1 a)"
            }
            Criterion::C1 => "two players shall not meet more than once (Basic Rules, Art. 2)",
            Criterion::C2 => {
                "no pairing-allocated bye for a player who had one, or scored a win without playing (Basic Rules, Art. 4)"
            }
            Criterion::C3 => "two players with the same absolute colour preference shall not meet",
            Criterion::C4 => "the players not yet paired can still all be paired",
            Criterion::Pab => {
                "the PAB goes to the lowest score, then most games played, then the lowest in the Index ranking (1.8)"
            }
            Criterion::C5 => "maximise the number of pairs in the bracket (minimise the outgoing floaters)",
            Criterion::C6 => "minimise the scores of the outgoing floaters, taken in descending order",
            Criterion::C7 => "choose the outgoing floaters so that the next bracket complies with C1-C6 (reading B-7)",
            Criterion::C8 => "minimise the number of players who do not get their colour preference",
            Criterion::Order => {
                "the first pairing in the order of 4.3: BSN 1's opponent the largest BSN (floating last), then BSN 2's, ..."
            }
            Criterion::Colours => {
                "5.2.1 initial-colour by TPN parity; 5.2.2 both preferences; 5.2.3 the stronger; 5.2.4 alternate; 5.2.5 the higher ranked"
            }
        }
    }

    /// Parses a code (`C6`, `c6`, `[C6]`, `PAB`, `ORDER`…).
    #[must_use]
    pub fn from_code(s: &str) -> Option<Criterion> {
        let s = s.trim().trim_start_matches('[').trim_end_matches(']').to_ascii_uppercase();
        Criterion::ALL.into_iter().find(|c| c.code() == s)
    }

    /// The text of the article (C.04.4.2 2026 as far as public sources give it; see
    /// `docs/systems/burstein-2026.md` for the sources and the readings).
    #[must_use]
    pub fn text(self) -> &'static str {
        match self {
            Criterion::Seeding => {
                "1.6.1 In order to properly seed the system, some initial rounds, called seeding rounds, are paired following the rules of the FIDE (Dutch) System. 1.6.2 The number of seeding rounds is equal to half the number of rounds in the tournament (rounded down) or 4 (four), whichever is lower."
            }
            Criterion::C1 => {
                "[C1] See the Basic Rules for Swiss, Article 2 (Two participants shall not play against each other more than once)."
            }
            Criterion::C2 => {
                "[C2] See the Basic Rules for Swiss, Article 4 (A participant who has already received a pairing-allocated bye, or has already scored in one single round, without playing, as many points as rewarded for a win, shall not receive the pairing-allocated bye)."
            }
            Criterion::C3 => {
                "[C3] Two players with the same absolute colour preference (see Article 1.5.1) shall not meet (see the Basic Rules for Swiss, Articles 6 and 7)."
            }
            Criterion::C4 => {
                "[C4] (wording not public; cited by 3.1.2 and 3.2.1) The pairing shall allow a complete pairing of all the remaining players."
            }
            Criterion::Pab => {
                "The pairing-allocated-bye is assigned to the player who: 3.1.1 has neither received a pairing-allocated-bye, nor scored a (forfeit) win in the previous rounds (see [C2]); 3.1.2 allows a complete pairing of all the remaining players (see [C4]); 3.1.3 has the lowest score; 3.1.4 has played the highest number of games; 3.1.5 occupies the lowest ranking (according to Article 1.8)."
            }
            Criterion::C5 => {
                "[C5] Maximise the number of pairs (equivalent to: minimise the number of outgoing floaters)."
            }
            Criterion::C6 => "[C6] Minimise the scores (taken in descending order) of the outgoing floaters.",
            Criterion::C7 => {
                "[C7] Choose the outgoing floaters so that in the following bracket every criterion from [C1] to [C6] (see Articles 2.1 to 2.3.2) is complied with."
            }
            Criterion::C8 => "[C8] Minimise the number of players who do not get their colour preference.",
            Criterion::Order => {
                "3.2.2 Choose the first pairing (as ordered according to Article 4) that complies best with all the pairing criteria ([C1] to [C8]). 4.1 Players are tagged with in-bracket sequence-numbers (BSN) in their ranking order (1.8: Index, i.e. Buchholz then Sonneborn-Berger, then TPN). 4.2 Virtual players with BSN 0, one per outgoing floater. 4.3 A pairing precedes another if its BSN #1's opponent has a larger BSN than the other's; if equal, compare BSN #2's opponents; and so on."
            }
            Criterion::Colours => {
                "5.2.1 When both players have yet to play a game, if the higher ranked player (more points or, when points are equal, a smaller TPN) has an odd TPN, give them the initial-colour; otherwise the opposite colour. 5.2.2 Grant both colour preferences. 5.2.3 Grant the stronger colour preference. 5.2.4 Alternate the colours to the most recent time in which one player had White and the other Black. 5.2.5 Grant the colour preference of the higher ranked player (see Article 1.8)."
            }
        }
    }
}

impl std::fmt::Display for Criterion {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "[{}] (C.04.4.2 Art. {}) {}", self.code(), self.article(), self.summary())
    }
}

crate::pairing::system::named_criterion!(Criterion);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_criterion_has_a_unique_code_and_an_article() {
        for c in Criterion::ALL {
            assert_eq!(Criterion::from_code(c.code()), Some(c));
            assert!(!c.article().is_empty() && !c.summary().is_empty() && !c.text().is_empty());
        }
        assert_eq!(Criterion::from_code("[c6]"), Some(Criterion::C6));
        assert_eq!(Criterion::from_code("C9"), None);
    }
}
