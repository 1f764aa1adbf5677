//! The pairing criteria of the Dubov System (C.04.4.1, 2026 edition, Article 2), the rules of
//! the PAB (3.1), of the bracket procedure (3.2) and of colour allocation (5.2), each a named
//! item with its code, article and a one-line summary (`arbitro explain`).

crate::pairing::system::criterion_table! {
    /// A criterion or rule of the Dubov System, 2026 edition, in the order the text applies them.
    pub enum Criterion;
    chapter: "C.04.4.1";
    lookup: code;
    /// [C1] no rematch.
    C1 => (
        "C1",
        "2.1.1",
        "two players shall not meet more than once (Basic Rules, Art. 2)",
        "[C1] See the Basic Rules for Swiss, Article 2 (Two participants shall not play against each other more than once).",
    ),
    /// [C2] no second PAB, nor a PAB after a round won without playing.
    C2 => (
        "C2",
        "2.1.2",
        "no pairing-allocated bye for a player who had one, or scored a win without playing (Basic Rules, Art. 4)",
        "[C2] See the Basic Rules for Swiss, Article 4 (A participant who has already received a pairing-allocated bye, or has already scored in one single round, without playing, as many points as rewarded for a win, shall not receive the pairing-allocated bye).",
    ),
    /// [C3] no meeting of two players with the same absolute colour preference.
    C3 => (
        "C3",
        "2.1.3",
        "two players with the same absolute colour preference shall not meet",
        "[C3] Two players with the same absolute colour preference (see Article 1.6.1) shall not meet (see the Basic Rules for Swiss, Articles 6 and 7).",
    ),
    /// [C4] completion.
    C4 => (
        "C4",
        "2.2.1",
        "the players not yet paired can still all be paired (reading D-1)",
        "[C4] (wording not public; reading D-1) A pairing complying with [C1]-[C3] shall exist for all the players not yet paired.",
    ),
    /// 3.1.3–3.1.5 the PAB goes to the lowest score, most games, largest TPN.
    Pab => (
        "PAB",
        "3.1",
        "the PAB goes to the lowest score, then most games played, then the largest TPN",
        "The pairing-allocated-bye is assigned to the player who: 3.1.1 has neither received a pairing-allocated-bye, nor scored a (forfeit) win in the previous rounds (see [C2]); 3.1.2 allows a complete pairing of all the remaining players (see [C4]); 3.1.3 has the lowest score; 3.1.4 has played the highest number of games; 3.1.5 has the largest TPN.",
    ),
    /// [C5] minimise the number of upfloaters.
    C5 => (
        "C5",
        "2.3.1",
        "minimise the number of upfloaters",
        "[C5] Minimise the number of upfloaters.",
    ),
    /// [C6] maximise the upfloaters' scores.
    C6 => (
        "C6",
        "2.3.2",
        "minimise the score differences in pairs with upfloaters (maximise their scores)",
        "[C6] Minimise the score differences (taken in descending order) in the pairs involving upfloaters, i.e. maximise the scores (taken in ascending order) of the upfloaters.",
    ),
    /// [C7] minimise players not getting their colour preference.
    C7 => (
        "C7",
        "2.3.3",
        "minimise the number of players who do not get their colour preference",
        "[C7] Minimise the number of players who do not get their colour preference.",
    ),
    /// [C8] minimise maximum upfloaters among the upfloaters.
    C8 => (
        "C8",
        "2.3.4",
        "unless last round: minimise the upfloaters who are maximum upfloaters (MaxT, 1.8)",
        "[C8] Unless it is the last round, minimise the number of upfloaters who are maximum upfloaters (see Article 1.8).",
    ),
    /// [C9] minimise the times maximum upfloaters were upfloated.
    C9 => (
        "C9",
        "2.3.5",
        "unless last round: minimise the times a maximum upfloater is upfloated (reading D-6)",
        "[C9] Unless it is the last round, minimise the number of times a maximum upfloater is upfloated.",
    ),
    /// [C10] minimise upfloaters who upfloated in the previous round.
    C10 => (
        "C10",
        "2.3.6",
        "unless last round: minimise the upfloaters who upfloated in the previous round",
        "[C10] Unless it is the last round, minimise the number of upfloaters who upfloated in the previous round.",
    ),
    /// 3.2.2 / 4.2 the first set of upfloaters in the order of 4.2.
    UpfloaterOrder => (
        "UPFLOATERS",
        "3.2.2, 4.2",
        "the first set of upfloaters (descending score, ascending TPN) that complies at best with C5-C10",
        "3.2.2 Choose the first set of upfloaters (first in the order given by Article 4.2) that, together with the (remaining) resident players of this scoregroup, produces a pairing that complies at best with all the pairing criteria ([C1] to [C10]). 4.2.2 Each possible upfloater receives a sequence number, according to their descending score and, when scores are equal, to their ascending TPN.",
    ),
    /// 3.2.3–3.2.4 / 4.3 the G1/G2 subgroups and the shifters.
    Subgroups => (
        "SUBGROUPS",
        "3.2.3-3.2.4, 4.3",
        "G1 White seekers, G2 the rest; shifters taken middle-out (White seekers by ARO, Black by TPN)",
        "3.2.3 G1 initially contains the players who have a colour preference for White, unless all the players in the bracket have yet to play a game (then the first half by TPN); G2 the remaining players. 3.2.4 Players of the smaller subgroup (G1 if equal) who must unavoidably be paired together are shifted to the other; then the larger subgroup gives players to equalise the sizes; best = first set in the order of 4.3 (White seekers by ascending ARO then TPN, Black seekers by TPN, numbered from the middle out, 4.3.3) that can yield a legal pairing complying at best with [C7].",
    ),
    /// 3.2.5–3.2.6 / 4.4 S1 against the first legal transposition T2.
    Transposition => (
        "T2",
        "3.2.5-3.2.6, 4.4",
        "S1 (G1 by ascending ARO, then TPN) meets the first transposition T2 of G2 (by TPN) that is legal",
        "3.2.5 Sort G1 by ascending ARO, then ascending TPN: S1. 3.2.6 (numbered 3.2.5 in the quoting source; reading D-2) Choose T2, the first transposition of G2 (4.4.2: G2 by ascending TPN, transpositions in lexicographic order) that can yield a legal pairing: the first player of S1 meets the first of T2, and so on.",
    ),
    /// 5.2 colour allocation.
    Colours => (
        "COLOURS",
        "5.2",
        "5.2.1 initial-colour by TPN parity; 5.2.2 both preferences; 5.2.3 the stronger; 5.2.4 alternate; 5.2.5 the higher ranked",
        "5.2.1 When both players have yet to play a game, if the higher ranked player has an odd TPN, give them the initial-colour; otherwise the opposite colour. 5.2.2 Grant both colour preferences. 5.2.3 Grant the stronger colour preference. 5.2.4 Alternate the colours to the most recent time in which one player had White and the other Black. 5.2.5 Grant the colour preference of the higher ranked player.",
    ),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_criterion_has_a_unique_code_and_an_article() {
        for c in Criterion::ALL {
            assert_eq!(Criterion::from_code(c.code()), Some(c));
            assert!(!c.article().is_empty() && !c.summary().is_empty());
        }
        assert_eq!(Criterion::from_code("[c9]"), Some(Criterion::C9));
        assert_eq!(Criterion::from_code("C11"), None);
    }
}
