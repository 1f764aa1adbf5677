//! The criteria of the Swiss Team Pairing System (C.04.6, 2026 edition, Article 2), the rules of
//! the PAB (3.4), of the choice of upfloaters (3.5), of the bracket pairing (3.6) and of colour
//! allocation (4), each a named item with its code, article and a one-line summary
//! (`arbitro explain "team C6"`). The rule texts are FIDE's (docs/systems/swiss-team-2026.md).

crate::pairing::system::criterion_table! {
    /// A criterion or rule of the Swiss Team Pairing System, 2026 edition, in the order applied.
    pub enum Criterion;
    chapter: "C.04.6";
    lookup: or_article;
    /// [C1] no rematch.
    C1 => (
        "C1",
        "2.1.1",
        "two teams meet at most once (a match counts when it was played)",
        "[C1] See the Basic Rules for Swiss, Article 2 (Two participants shall not play against each other more than once).",
    ),
    /// [C2] no PAB after a PAB, a forfeit win or a full-point bye.
    C2 => (
        "C2",
        "2.1.2",
        "no pairing-allocated bye for a team that had one, won a match by forfeit or had a full-point bye",
        "[C2] A team that has already received a pairing-allocated bye or won a match by forfeit (or been given a FIDE-deprecated full-point bye) shall not receive the pairing-allocated bye.",
    ),
    /// [C3] completion.
    C3 => (
        "C3",
        "2.2.1",
        "the teams not yet paired can always all be paired legally",
        "[C3] A pairing complying with all the absolute criteria (see Article 2.1) shall always exist for all teams not yet paired.",
    ),
    /// 3.4 the PAB: lowest score, most matches, largest TPN.
    Pab => (
        "PAB",
        "3.4",
        "the PAB goes to the team that leaves a legal pairing, then of lowest score, then with most matches played, then of largest TPN",
        "The pairing-allocated-bye is assigned to the team that: 3.4.1 leaves a legal pairing for all teams; 3.4.2 has the lowest score; 3.4.3 has played the highest number of matches; 3.4.4 has the largest TPN.",
    ),
    /// [C4] minimise the number of upfloaters.
    C4 => (
        "C4",
        "2.3.1",
        "as few upfloaters as possible join the top scoregroup",
        "[C4] Minimise the number of upfloaters.",
    ),
    /// [C5] maximise the upfloaters' scores.
    C5 => (
        "C5",
        "2.3.2",
        "the upfloaters' scores are as high as possible, lowest first",
        "[C5] Minimise the score differences (taken in descending order) in the pairs involving upfloaters, i.e. maximise the scores (taken in ascending order) of the upfloaters.",
    ),
    /// [C6] the following scoregroup stays pairable.
    C6 => (
        "C6",
        "2.3.3",
        "the next scoregroup (unless all its teams float up) can still be paired legally with the fewest upfloaters",
        "[C6] Unless all the teams in the following scoregroup became or are upfloaters (thus this scoregroup is now empty), choose the set of upfloaters so that criteria [C1], [C3] and [C4] (see Articles 2.1.1, 2.2.1 and 2.3.1) are complied with in the bracket where this (not empty) scoregroup is paired. Note: Only the mentioned scoregroup is involved, even though some of the upfloaters come from lower scoregroups.",
    ),
    /// [C7] minimise upfloaters who floated in the previous round.
    C7 => (
        "C7",
        "2.3.4",
        "except in the last two rounds, as few upfloaters as possible floated in the previous round",
        "[C7] With the exception of the last two rounds, minimise the number of upfloaters that were floaters in the previous round (see Article 1.5).",
    ),
    /// 3.5.3–3.5.5 the first set of upfloaters in lexicographic order.
    UpfloaterOrder => (
        "UPFLOATERS",
        "3.5",
        "among the sets of upfloaters equal by [C4]–[C7], the first by TPN (each set by descending score, then TPN)",
        "3.5.3 In each set, the potential upfloaters, identified by their TPN, are first sorted by descending score and then, when scores are equal, by ascending TPN. 3.5.4 These sets are then sorted among themselves by the lexicographic order of their TPNs. 3.5.5 Choose the first set that, together with the top-scoregroup, produces a legal pairing that also complies with criteria [C6] and [C7] (see Articles 2.3.3 and 2.3.4) - besides [C4] and [C5] (see Articles 2.3.1 and 2.3.2), which it complies with by construction.",
    ),
    /// [C8] minimise teams whose colour preference is not fulfilled.
    C8 => (
        "C8",
        "2.3.5",
        "as few teams as possible miss their colour preference",
        "[C8] Minimise the number of teams whose colour preference, if any, is not fulfilled.",
    ),
    /// [C9] (Type B) minimise teams whose strong colour preference is not fulfilled.
    C9 => (
        "C9",
        "2.3.6",
        "Type B: as few teams as possible miss a strong colour preference",
        "[C9] (Type B only) Minimise the number of teams whose strong colour preference, if any, is not fulfilled.",
    ),
    /// [C10] minimise upfloaters' opponents who floated in the previous round.
    C10 => (
        "C10",
        "2.3.7",
        "except in the last two rounds, as few opponents of upfloaters as possible floated in the previous round",
        "[C10] With the exception of the last two rounds, minimise the number of upfloaters' opponents that were floaters in the previous round (see Article 1.5).",
    ),
    /// 3.6 the first pairing by its identifier.
    Identifier => (
        "IDENTIFIER",
        "3.6",
        "among the bracket pairings equal by [C8]–[C10], the first by identifier (top members' TPNs, then their opponents')",
        "3.6.1 For each pair, the team with the smaller TPN is the top member of the pair; the team with the larger TPN is the bottom member of the pair. 3.6.2 A pairing is identified by the TPNs of the top members of each pair sorted in ascending order, followed by the TPNs of the bottom member of the corresponding pair. 3.6.3 Pairings are sorted by the lexicographic order of their identifiers. 3.6.4 Choose the first pairing that also complies with criteria [C1], [C8], [C9] and [C10].",
    ),
    /// 4 colour allocation.
    Colours => (
        "COLOURS",
        "4",
        "colours by 4.3: initial-colour, one preference, opposite preferences, strong preference, lower CD, alternation, first-team",
        "4.3 For each pair apply (with descending priority): 4.3.1 When both teams have yet to play a match, if the first-team has an odd TPN, give it the initial-colour; otherwise, give it the opposite colour. 4.3.2 If only one team has a colour preference, grant it. 4.3.3 If the two teams have opposite colour preferences, grant them. 4.3.4 (Type B only) If only one team has a strong colour preference, grant it. 4.3.5 Give White to the team with the lower colour difference. 4.3.6 Alternate the colours to the most recent time in which one team had White and the other Black. 4.3.7 Grant the colour preference of the first-team. 4.3.8 Alternate the colour of the first-team from its last played round. 4.3.9 Alternate the colour of the other team from its last played round.",
    ),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_and_articles_round_trip() {
        for c in Criterion::ALL {
            assert_eq!(Criterion::from_code(c.code()), Some(c));
            assert_eq!(Criterion::from_code(&format!("[{}]", c.code().to_ascii_lowercase())), Some(c));
            assert!(!c.text().is_empty() && !c.summary().is_empty());
        }
        assert_eq!(Criterion::from_code("2.3.3"), Some(Criterion::C6));
        assert_eq!(Criterion::from_code("C11"), None);
    }
}
