//! The pairing criteria of the Burstein System (C.04.4.2, 2026 edition, Article 2), the rules
//! of the seeding rounds (1.6), the PAB (3.1), the order of pairings (4.3) and colour
//! allocation (5.2), each a named item with its code, article and a one-line summary
//! (`arbitro explain "burstein C6"`).

crate::pairing::system::criterion_table! {
    /// A criterion or rule of the Burstein System, 2026 edition, in the order the text applies them.
    pub enum Criterion;
    chapter: "C.04.4.2";
    lookup: code;
    /// 1.6 the seeding rounds are paired by the Dutch System.
    Seeding => (
        "SEEDING",
        "1.6",
        "the first min(rounds/2, 4) rounds are paired by the FIDE (Dutch) System in force (reading B-1 a)",
        "1.6.1 In order to properly seed the system, some initial rounds, called seeding rounds, are paired following the rules of the FIDE (Dutch) System. 1.6.2 The number of seeding rounds is equal to half the number of rounds in the tournament (rounded down) or 4 (four), whichever is lower.",
    ),
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
        "[C3] Two players with the same absolute colour preference (see Article 1.5.1) shall not meet (see the Basic Rules for Swiss, Articles 6 and 7).",
    ),
    /// [C4] completion.
    C4 => (
        "C4",
        "2.2.1",
        "the players not yet paired can still all be paired",
        "[C4] (wording not public; cited by 3.1.2 and 3.2.1) The pairing shall allow a complete pairing of all the remaining players.",
    ),
    /// 3.1.3–3.1.5 the PAB goes to the lowest score, most games, lowest ranking.
    Pab => (
        "PAB",
        "3.1",
        "the PAB goes to the lowest score, then most games played, then the lowest in the Index ranking (1.8)",
        "The pairing-allocated-bye is assigned to the player who: 3.1.1 has neither received a pairing-allocated-bye, nor scored a (forfeit) win in the previous rounds (see [C2]); 3.1.2 allows a complete pairing of all the remaining players (see [C4]); 3.1.3 has the lowest score; 3.1.4 has played the highest number of games; 3.1.5 occupies the lowest ranking (according to Article 1.8).",
    ),
    /// [C5] maximise the number of pairs.
    C5 => (
        "C5",
        "2.3.1",
        "maximise the number of pairs in the bracket (minimise the outgoing floaters)",
        "[C5] Maximise the number of pairs (equivalent to: minimise the number of outgoing floaters).",
    ),
    /// [C6] minimise the scores of the outgoing floaters.
    C6 => (
        "C6",
        "2.3.2",
        "minimise the scores of the outgoing floaters, taken in descending order",
        "[C6] Minimise the scores (taken in descending order) of the outgoing floaters.",
    ),
    /// [C7] outgoing floaters such that the next bracket complies with [C1]–[C6].
    C7 => (
        "C7",
        "2.3.3",
        "choose the outgoing floaters so that the next bracket complies with C1-C6 (reading B-7)",
        "[C7] Choose the outgoing floaters so that in the following bracket every criterion from [C1] to [C6] (see Articles 2.1 to 2.3.2) is complied with.",
    ),
    /// [C8] minimise players not getting their colour preference.
    C8 => (
        "C8",
        "2.3.4",
        "minimise the number of players who do not get their colour preference",
        "[C8] Minimise the number of players who do not get their colour preference.",
    ),
    /// 3.2.2 / 4 the first pairing in the order of Article 4.
    Order => (
        "ORDER",
        "3.2.2, 4",
        "the first pairing in the order of 4.3: BSN 1's opponent the largest BSN (floating last), then BSN 2's, ...",
        "3.2.2 Choose the first pairing (as ordered according to Article 4) that complies best with all the pairing criteria ([C1] to [C8]). 4.1 Players are tagged with in-bracket sequence-numbers (BSN) in their ranking order (1.8: Index, i.e. Buchholz then Sonneborn-Berger, then TPN). 4.2 Virtual players with BSN 0, one per outgoing floater. 4.3 A pairing precedes another if its BSN #1's opponent has a larger BSN than the other's; if equal, compare BSN #2's opponents; and so on.",
    ),
    /// 5.2 colour allocation.
    Colours => (
        "COLOURS",
        "5.2",
        "5.2.1 initial-colour by TPN parity; 5.2.2 both preferences; 5.2.3 the stronger; 5.2.4 alternate; 5.2.5 the higher ranked",
        "5.2.1 When both players have yet to play a game, if the higher ranked player (more points or, when points are equal, a smaller TPN) has an odd TPN, give them the initial-colour; otherwise the opposite colour. 5.2.2 Grant both colour preferences. 5.2.3 Grant the stronger colour preference. 5.2.4 Alternate the colours to the most recent time in which one player had White and the other Black. 5.2.5 Grant the colour preference of the higher ranked player (see Article 1.8).",
    ),
}

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
