//! The criteria of the Double-Swiss System (C.04.5, 2026, Article 2), the rules of the PAB
//! (3.4), of the choice of upfloaters (3.5), of the bracket pairing (3.6) and of colour
//! allocation (4.3), each a named item (`arbitro explain "double-swiss C4"`).
//!
//! Only the Preface and Articles 1.1–1.3.2 of C.04.5 are public verbatim
//! (docs/systems/double-swiss-2026.md). Every other text here is marked: a fragment quoted by
//! the secondary source MD, MD's paraphrase, or the Swiss Team 2026 wording with players for
//! teams (reading DS-1 (a)).

crate::pairing::system::criterion_table! {
    /// A criterion or rule of the Double-Swiss System, 2026, in the order applied.
    pub enum Criterion;
    chapter: "C.04.5";
    lookup: or_article;
    /// [C1] no rematch (a match forfeited under the Preface may be repeated).
    C1 => (
        "C1",
        "2.1.1",
        "two players meet at most once; a match counts unless a player forfeited both games (Preface)",
        "[team wording, reading DS-1] [C1] See the Basic Rules for Swiss, Article 2 (Two participants shall not play against each other more than once). Preface (verbatim): \"A match ends by forfeit only if at least one player forfeits both games. In this case, the same pairing may be repeated in a later round.\"",
    ),
    /// [C2] no PAB after a PAB, a forfeit win or a full-point bye.
    C2 => (
        "C2",
        "2.1.2",
        "no pairing-allocated bye for a player who had one, won a match by forfeit or had a full-point bye",
        "[fragment, MD] [C2] A player who has already received a pairing-allocated bye or won a match by forfeit \"(or been given a FIDE-deprecated full-point bye)\" shall not receive the pairing-allocated bye.",
    ),
    /// [C3] completion.
    C3 => (
        "C3",
        "2.2.1",
        "the players not yet paired can always all be paired legally",
        "[team wording, reading DS-1] [C3] A pairing complying with all the absolute criteria shall always exist for all players not yet paired.",
    ),
    /// 3.4 the PAB: lowest score, most matches, largest TPN.
    Pab => (
        "PAB",
        "3.4",
        "the PAB (a game won and a game drawn: 1.5) goes to the player who leaves a legal pairing, then of lowest score, then with most matches played, then of largest TPN",
        "[team wording, reading DS-1; value: fragment of 1.4, MD] The pairing-allocated-bye is assigned to the player that: 3.4.1 leaves a legal pairing for all players; 3.4.2 has the lowest score; 3.4.3 has played the highest number of matches; 3.4.4 has the largest TPN. 1.4: the PAB gives \"as many points as if the player had played a match winning a game and drawing the other\".",
    ),
    /// [C4] minimise the number of upfloaters.
    C4 => (
        "C4",
        "2.3.1",
        "as few upfloaters as possible join the top scoregroup",
        "[paraphrase, MD] [C4] Minimise the number of upfloaters.",
    ),
    /// [C5] maximise the upfloaters' scores.
    C5 => (
        "C5",
        "2.3.2",
        "the upfloaters' scores are as high as possible, lowest first",
        "[paraphrase, MD; as C.04.6 [C5]] [C5] Maximise the upfloaters' scores (taken in ascending order).",
    ),
    /// [C6] the following scoregroup stays pairable.
    C6 => (
        "C6",
        "2.3.3",
        "the next scoregroup (unless all its players float up) can still be paired legally with the fewest upfloaters",
        "[team wording, reading DS-1] [C6] Unless all the players in the following scoregroup became or are upfloaters, choose the set of upfloaters so that criteria [C1], [C3] and [C4] are complied with in the bracket where this (not empty) scoregroup is paired. Note: \"only the mentioned scoregroup is involved, even though some of the upfloaters come from lower scoregroups\" (fragment, MD).",
    ),
    /// [C7] minimise upfloaters who floated in the previous round.
    C7 => (
        "C7",
        "2.3.4",
        "except in the last round (or the last two: reading DS-6, refused where it decides), as few upfloaters as possible floated in the previous round",
        "[paraphrase, MD] [C7] Except in the last round, minimise the number of upfloaters that were floaters in the previous round. (C.04.6 says \"the last two rounds\": reading DS-6.)",
    ),
    /// 3.5.3–3.5.5 the first set of upfloaters in lexicographic order.
    UpfloaterOrder => (
        "UPFLOATERS",
        "3.5",
        "among the sets of upfloaters equal by [C4]–[C7], the first by TPN (each set by descending score, then TPN)",
        "[team wording, reading DS-1] 3.5.3 In each set, the potential upfloaters are first sorted by descending score and then by ascending TPN. 3.5.4 These sets are then sorted among themselves by the lexicographic order of their TPNs. 3.5.5 Choose the first set that, together with the top-scoregroup, produces a legal pairing that also complies with criteria [C6] and [C7].",
    ),
    /// [C8] minimise upfloaters' opponents who floated in the previous round.
    C8 => (
        "C8",
        "2.3.5",
        "except in the last round (or the last two: reading DS-6, refused where it decides), as few opponents of upfloaters as possible floated in the previous round",
        "[paraphrase, MD: \"the same words as C.04.6 [C10]\"] [C8] With the exception of the last round (C.04.6: the last two rounds; reading DS-6), minimise the number of upfloaters' opponents that were floaters in the previous round.",
    ),
    /// 3.6 the first pairing by its identifier.
    Identifier => (
        "IDENTIFIER",
        "3.6",
        "among the bracket pairings equal by [C8], the first by identifier (top members' TPNs, then their opponents')",
        "[team wording, reading DS-1] 3.6.1 For each pair, the player with the smaller TPN is the top member; the other the bottom member. 3.6.2 A pairing is identified by the TPNs of the top members sorted in ascending order, followed by the TPNs of the bottom member of the corresponding pair. 3.6.3 Pairings are sorted by the lexicographic order of their identifiers. 3.6.4 Choose the first pairing that also complies with criteria [C1] and [C8].",
    ),
    /// 4.3 colour allocation.
    Colours => (
        "COLOURS",
        "4.3",
        "game-1 colours by 4.3: initial-colour, fewer Whites, alternation, the higher-ranked player's last colour, the other's",
        "[paraphrase, MD] 4.2 The higher-ranked player has the higher score, then the smaller TPN. 4.3.1 When neither player has played a match, the higher-ranked player gets the initial-colour if its TPN is odd, otherwise the other colour. 4.3.2 White to the player with fewer Whites (a count, reading DS-8). 4.3.3 Alternate to the most recent match in which their colours differed. 4.3.4 Alternate the higher-ranked player's colour from its last played match. 4.3.5 Alternate the opponent's colour from its last played match. 4.4 The player given White plays game 1 with White and game 2 with Black.",
    ),
}

impl Criterion {
    /// Where the text comes from: `paraphrase` (MD's words), `fragment` (MD quotes FIDE),
    /// `team wording` (C.04.6 2026 with players for teams, reading DS-1).
    #[must_use]
    pub fn source(self) -> &'static str {
        match self {
            Criterion::C2 => "fragment",
            Criterion::C4 | Criterion::C5 | Criterion::C7 | Criterion::C8 | Criterion::Colours => "paraphrase",
            Criterion::C1 | Criterion::C3 | Criterion::Pab | Criterion::C6 | Criterion::UpfloaterOrder => {
                "team wording"
            }
            Criterion::Identifier => "team wording",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_and_articles_round_trip_and_every_text_names_its_source() {
        for c in Criterion::ALL {
            assert_eq!(Criterion::from_code(c.code()), Some(c));
            assert_eq!(Criterion::from_code(&format!("[{}]", c.code().to_ascii_lowercase())), Some(c));
            assert!(c.text().starts_with('['), "{c:?}");
            assert!(c.text().contains(c.source().split(' ').next().unwrap_or("")), "{c:?}");
        }
        assert_eq!(Criterion::from_code("2.3.5"), Some(Criterion::C8));
        assert_eq!(Criterion::from_code("C9"), None);
    }
}
