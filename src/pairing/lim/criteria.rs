//! The rules of the Lim System (C.04.4.3) as named items: each with its code, its article in
//! both editions (1999 and 2026), a one-line summary and the text arbitro applies
//! (`arbitro explain "lim FLOATERS"`). The English wording after 2026 Art. 2.3.3 is not public:
//! those texts are arbitro's English rendering of the Spanish translation of the 1999 text
//! (FEDA, Manual del Árbitro), marked as such (reading L-1, `docs/systems/lim-2026.md`).

use serde::Serialize;

/// The edition of the Lim System applied.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub enum Edition {
    /// The 1987 text amended to 1999 (tournaments before 1 February 2026).
    Lim1999,
    /// The text applied from 1 February 2026 (same content, renumbered).
    Lim2026,
}

impl Edition {
    /// The id used by `--rules` (`lim-1999`, `lim-2026`).
    #[must_use]
    pub fn id(self) -> &'static str {
        match self {
            Edition::Lim1999 => "lim-1999",
            Edition::Lim2026 => "lim-2026",
        }
    }

    /// Parses `lim-1999`, `lim-2026` (and `lim`, the edition in force).
    #[must_use]
    pub fn from_id(s: &str) -> Option<Edition> {
        match s.trim().to_ascii_lowercase().as_str() {
            "lim-1999" | "lim1999" => Some(Edition::Lim1999),
            "lim-2026" | "lim2026" | "lim" => Some(Edition::Lim2026),
            _ => None,
        }
    }

    /// The edition applied to a tournament that starts on `year`-`month`-`day`: the 2026 text
    /// from 1 February 2026, the 1999 text before.
    #[must_use]
    pub fn by_date(year: u16, month: u8, day: u8) -> Edition {
        if (year, month, day) >= (2026, 2, 1) { Edition::Lim2026 } else { Edition::Lim1999 }
    }
}

/// A rule of the Lim System, in the order the text applies them.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub enum Criterion {
    /// 2.1 and the Basic Rules: two players meet only once (and not when the arbiter forbids it).
    Rematch,
    /// 2.1, 5.1 a–b: never the same colour three rounds running, nor three more of one colour.
    ColourLimits,
    /// Every player to be paired is on a board or has the PAB.
    Complete,
    /// 1.1, 7.1, 8.2: the PAB goes to the lowest-ranked player of the lowest scoregroup.
    Pab,
    /// 2.2, 8.3: scoregroups paired from the top down to the Median Scoregroup, from the
    /// bottom up to it, the Median Scoregroup last and downward.
    Order,
    /// 2.3, 3.1–3.5, 3.9, 3.10: which players float, and in which order they are chosen.
    Floaters,
    /// 3.6–3.8: incoming floaters paired first, each with the text's opponent.
    FloaterPairing,
    /// 2.4, 2.5, 4.1–4.4: top half against bottom half, exchanges in the text's order.
    Exchange,
    /// 2.6: a Median Scoregroup that cannot be paired is enlarged pair by pair.
    Median,
    /// 5.2: the second scrutiny, exchanges so that players get their due colours.
    ColourExchange,
    /// 5.3–5.6: the colours within a pair.
    Colours,
    /// 6.1: in the last round equal scores go before colour alternation and equalisation.
    LastRound,
    /// 7.2: the colours of the first round.
    FirstRound,
}

impl Criterion {
    /// Every rule, highest priority first.
    pub const ALL: [Criterion; 13] = [
        Criterion::Rematch,
        Criterion::ColourLimits,
        Criterion::Complete,
        Criterion::Pab,
        Criterion::Order,
        Criterion::Floaters,
        Criterion::FloaterPairing,
        Criterion::Exchange,
        Criterion::Median,
        Criterion::ColourExchange,
        Criterion::Colours,
        Criterion::LastRound,
        Criterion::FirstRound,
    ];

    /// The code (`FLOATERS`, `EXCHANGE`…).
    #[must_use]
    pub fn code(self) -> &'static str {
        match self {
            Criterion::Rematch => "REMATCH",
            Criterion::ColourLimits => "COLOUR-LIMITS",
            Criterion::Complete => "COMPLETE",
            Criterion::Pab => "PAB",
            Criterion::Order => "ORDER",
            Criterion::Floaters => "FLOATERS",
            Criterion::FloaterPairing => "FLOATER-PAIRING",
            Criterion::Exchange => "EXCHANGE",
            Criterion::Median => "MEDIAN",
            Criterion::ColourExchange => "COLOUR-EXCHANGE",
            Criterion::Colours => "COLOURS",
            Criterion::LastRound => "LAST-ROUND",
            Criterion::FirstRound => "FIRST-ROUND",
        }
    }

    /// The article in the 2026 edition (2.3's items are numbered 2.3.1–2.3.4; the reference to
    /// the Basic Rules is to their Articles).
    #[must_use]
    pub fn article_2026(self) -> &'static str {
        match self {
            Criterion::Rematch => "2.1; Basic Rules Art. 2",
            Criterion::ColourLimits => "2.1, 5.1 (a), 5.1 (b)",
            Criterion::Complete => "2.6; Basic Rules",
            Criterion::Pab => "1.1, 7.1, 8.2; Basic Rules Art. 3",
            Criterion::Order => "2.2, 8.3",
            Criterion::Floaters => "2.3.1-2.3.4, 3.1-3.5, 3.9, 3.10",
            Criterion::FloaterPairing => "3.6-3.8",
            Criterion::Exchange => "2.4, 2.5, 4.1-4.4",
            Criterion::Median => "2.6",
            Criterion::ColourExchange => "5.2",
            Criterion::Colours => "5.3-5.6",
            Criterion::LastRound => "6.1",
            Criterion::FirstRound => "7.2",
        }
    }

    /// The article in the 1999 edition (2.3 a–d; the Basic Rules cited as C.04.1).
    #[must_use]
    pub fn article_1999(self) -> &'static str {
        match self {
            Criterion::Rematch => "2.1; C.04.1.b",
            Criterion::Complete => "2.6; C.04.1",
            Criterion::Pab => "1.1, 7.1, 8.2; C.04.1.c",
            Criterion::Floaters => "2.3 a-d, 3.1-3.5, 3.9, 3.10",
            Criterion::LastRound => "6.1; C.04.1.e",
            c => c.article_2026(),
        }
    }

    /// The article in `edition`.
    #[must_use]
    pub fn article(self, edition: Edition) -> &'static str {
        match edition {
            Edition::Lim1999 => self.article_1999(),
            Edition::Lim2026 => self.article_2026(),
        }
    }

    /// One line in the arbiter's words.
    #[must_use]
    pub fn summary(self) -> &'static str {
        match self {
            Criterion::Rematch => "two players shall not meet more than once",
            Criterion::ColourLimits => {
                "no player gets the same colour three rounds running or three more of one colour (waived in the last round, 6.1)"
            }
            Criterion::Complete => "every player to be paired is on a board or receives the pairing-allocated bye",
            Criterion::Pab => {
                "the pairing-allocated bye goes to the lowest-ranked player of the lowest scoregroup who may receive it"
            }
            Criterion::Order => {
                "scoregroups are paired from the top down to the Median Scoregroup, then from the bottom up, the Median Scoregroup last"
            }
            Criterion::Floaters => {
                "before a scoregroup is paired its floaters are chosen: players without a compatible opponent, then one to make it even (floater types a-d, colour balance, not a floater of the previous round, lowest-ranked downward / highest upward)"
            }
            Criterion::FloaterPairing => {
                "incoming floaters are paired first (higher score, then higher rank downward), each with the highest-ranked (downward) or lowest-ranked (upward) player due the opposite colour"
            }
            Criterion::Exchange => {
                "top half against bottom half (1 v n/2+1), incompatible pairs resolved by exchanges in the order of the text's tables"
            }
            Criterion::Median => {
                "a Median Scoregroup that cannot be paired takes back pairs from the neighbouring group (the lower one when more floaters came down than up)"
            }
            Criterion::ColourExchange => "exchanges so that as many players as possible get their due colour",
            Criterion::Colours => {
                "each player gets the alternating / equalising colour; same due colour: the history decides, then rank (higher above and in the median group, lower below)"
            }
            Criterion::LastRound => {
                "in the last round players of equal or nearest score meet even against the colour rules"
            }
            Criterion::FirstRound => {
                "round 1: 1 v n/2+1; player 1's colour by lot, odd-numbered players of the top half get it, even-numbered the other"
            }
        }
    }

    /// The text applied. To 2026 Art. 2.3.3 it is the handbook's English; after it, arbitro's
    /// English rendering of the Spanish 1999 translation (FEDA), flagged "[ES]".
    #[must_use]
    pub fn text(self) -> &'static str {
        match self {
            Criterion::Rematch | Criterion::ColourLimits => {
                "2.1 Two players who have not yet played each other are said to be compatible provided that the pairing will not require either player to have the same colour in three successive rounds, or to have three more of one colour than the other. [ES] 5.1 (a) no player shall receive the same colour in three successive rounds, and (b) no player shall receive one colour three times more than the other."
            }
            Criterion::Complete => {
                "Every player present is paired or receives the pairing-allocated bye (Basic Rules for Swiss Systems); 2.6 enlarges a blocked Median Scoregroup until it can be paired."
            }
            Criterion::Pab => {
                "1.1 In addition of what is stated in Article 3 of the Basic Rules for Swiss Systems, the pairing-allocated bye is awarded to the player with the lowest rank in the lowest scoregroup. [ES] 7.1 If the number of players is odd, the lowest-ranked player receives the pairing-allocated bye. 8.2 (round 2) the bye is awarded by rule 1."
            }
            Criterion::Order => {
                "2.2 The players with the same score form a scoregroup. The Median Scoregroup is the scoregroup with players having the score equal to half the number of rounds that have been played. Pairing begins with the highest scoregroup and proceeds downward until just before the Median Scoregroup, then continues with the lowest scoregroup and proceeds upwards to the Median Scoregroup which is paired last. The Median-Scoregroup is paired downward."
            }
            Criterion::Floaters => {
                "2.3 Before the players in a scoregroup are paired, the players who have no suitable opponents are transferred to a neighbouring scoregroup: 2.3.1 they have already played all the players of their scoregroup; 2.3.2 they have received two more of one colour and no compatible opponent gives them a permissible colour; 2.3.3 they had the same colour in the previous two rounds and no compatible player gives them the alternate colour; 2.3.4 it is necessary to make the number even. [ES] 3.2 Downward the floater goes to the next lower group, upward to the next higher; the floater chosen is the player who tends to equalise the numbers due each colour; with equal numbers, the lowest-ranked (downward) or highest-ranked (upward). 3.3/3.4 the lowest-ranked (downward) / highest-ranked (upward) of those with a compatible opponent in the next group. 3.5 a proposed floater without a compatible opponent there is exchanged with another player of the group. 3.9 floater types in decreasing disadvantage: (a) already floated into a group just settled, no compatible opponent in the next group; (b) already floated, has one; (c) no compatible opponent in the next group; (d) has one; avoid a, then b, then c. 3.10 a player who floated in the previous round does not float under 2.3.4 provided no floater of type a-c arises and the number of pairs is not reduced."
            }
            Criterion::FloaterPairing => {
                "[ES] 3.6 With floaters from a higher group, the floater with the higher score, or with equal scores the higher pairing number, is paired first; 3.6.2 from different higher groups, the one from the highest group first; 3.6.3 downfloaters before upfloaters in the upper half and the Median Scoregroup. 3.7 mirror for floaters from a lower group (lower score first; from the lowest group first; upfloaters first in the lower half). 3.8 Downward, the floater meets the highest-ranked available player due the opposite colour; upward, the lowest-ranked."
            }
            Criterion::Exchange => {
                "[ES] 2.4 The players are ordered by pairing number; the top half is provisionally paired with the bottom half, 1 v n/2+1, 2 v n/2+2 ... 2.5 If proposed opponents have met, the lower-ranked is exchanged within the group. 4.1 Downward the scrutiny starts with the highest-ranked player and the lower-ranked player is changed until a compatible pair is found; upward it starts with the lowest-ranked and the higher-ranked is changed. 4.2 Six players, proposed 1-4 2-5 3-6; for player 1: 1-4 2-5 3-6 | 1-5 2-4 3-6 | 1-6 2-4 3-5 | 1-3 2-5 4-6 | 1-2 3-5 4-6. 4.3 With 1-6 found, for player 2: 1-6 2-4 3-5 | 1-6 2-5 3-4 | 1-6 2-3 4-5 | 1-3 2-6 4-5 | 1-2 3-5 4-6. 4.4 The exchanges for player 2 must leave player 1 a compatible opponent; if impossible, 1-6 is kept and player 2 floats: (a) an odd group swaps player 2 with the floater (originally 7); (b) an even group floats the lowest-ranked player with player 2."
            }
            Criterion::Median => {
                "[ES] 2.6 If the Median Scoregroup cannot be paired it is enlarged step by step: if there are more downfloaters than upfloaters, the next pairing of the lower group is undone and its players become further floaters, and the Median Scoregroup is paired again; otherwise the next pairing of the higher group is undone."
            }
            Criterion::ColourExchange => {
                "[ES] 5.1 By exchanges, each player is given when possible the colour that alternates; after each even round every player should have as many Whites as Blacks. 5.2 After the first scrutiny, a second scrutiny with exchanges where needed gives each player, when possible, the colour for alternation and equalisation."
            }
            Criterion::Colours => {
                "[ES] 5.3 A player who had the same colour in the two previous rounds must alternate. 5.4 If both players had the same colour in the previous round, the previous rounds decide, going back round by round to the first difference; with identical histories, in the Median Scoregroup or above the higher-ranked player gets the alternating colour (even rounds: the equalising one), below it the lower-ranked player. 5.5 Odd rounds: the colour that leaves only one colour more. 5.6 Even rounds: the colour that equalises; when both want it, the histories decide as in 5.4."
            }
            Criterion::LastRound => {
                "[ES] 6.1 In the last round the Basic Rule pairing players of equal or nearest score takes precedence over alternation and equalisation of colours, even giving a player the same colour three times running or three more of one colour."
            }
            Criterion::FirstRound => {
                "[ES] 7.2 Player 1's colour is drawn by lot; the odd-numbered players of the top half get the same colour as 1, player 2 and the other even-numbered players of the top half the other. With 40 players: 1-21, 22-2, 3-23, 24-4, ..., 40-20 or 21-1, 2-22, 23-3, 4-24, ..., 20-40 (first-named has White). It is the only time colours are drawn."
            }
        }
    }

    /// Parses a code (`FLOATERS`, `floaters`, `[EXCHANGE]`, `colour_limits`).
    #[must_use]
    pub fn from_code(s: &str) -> Option<Criterion> {
        let s = s.trim().trim_start_matches('[').trim_end_matches(']').to_ascii_uppercase().replace('_', "-");
        Criterion::ALL.into_iter().find(|c| c.code() == s)
    }
}

impl std::fmt::Display for Criterion {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "[{}] (C.04.4.3 Art. {}) {}", self.code(), self.article_2026(), self.summary())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_rule_has_a_unique_code_articles_and_text() {
        for c in Criterion::ALL {
            assert_eq!(Criterion::from_code(c.code()), Some(c));
            assert!(!c.article_1999().is_empty() && !c.article_2026().is_empty());
            assert!(!c.summary().is_empty() && !c.text().is_empty());
        }
        assert_eq!(Criterion::from_code("[floaters]"), Some(Criterion::Floaters));
        assert_eq!(Criterion::from_code("colour_limits"), Some(Criterion::ColourLimits));
        assert_eq!(Criterion::from_code("C9"), None);
    }

    #[test]
    fn the_editions_differ_in_the_numbering_of_2_3() {
        assert_eq!(Criterion::Floaters.article(Edition::Lim1999), "2.3 a-d, 3.1-3.5, 3.9, 3.10");
        assert_eq!(Criterion::Floaters.article(Edition::Lim2026), "2.3.1-2.3.4, 3.1-3.5, 3.9, 3.10");
        assert_eq!(Edition::by_date(2026, 1, 31), Edition::Lim1999);
        assert_eq!(Edition::by_date(2026, 2, 1), Edition::Lim2026);
        assert_eq!(Edition::from_id("LIM-1999"), Some(Edition::Lim1999));
        assert_eq!(Edition::from_id("lim-2017"), None);
    }
}
