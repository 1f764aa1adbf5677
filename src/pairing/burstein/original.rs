//! The original edition of the Burstein System (C.04.4.2 with the Sonneborn-Berger / Buchholz /
//! Median order; text and readings B-O-1 … B-O-9 in `docs/systems/burstein-original.md`):
//! the tie-break values of 3.2 and the imaginary point of 3.3.
//!
//! The pairing itself shares the 2026 machinery ([`super::bracket`]): the same matching,
//! with the criteria of this edition named by [`Original`].

use super::criteria::Criterion;
use crate::tournament::{Points, RoundNo, Tournament, Tpn};

/// The values of 3.2 that order a scoregroup: Sonneborn-Berger, Buchholz, Median, rating.
/// Buchholz and Median in tenths of a point; Sonneborn-Berger in tenths × tenths.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, serde::Serialize)]
pub struct TieBreaks {
    /// (1) Sonneborn-Berger.
    pub sonneborn_berger: i64,
    /// (2) Buchholz.
    pub buchholz: i64,
    /// (3) Median (Buchholz without the highest and the lowest opponent, reading B-O-3).
    pub median: i64,
    /// (4) rating (0 when the player has none).
    pub rating: i64,
}

/// Every registered player's values of 3.2 before `round`, indexed like `t.players`.
///
/// Reading B-O-2 (the text names the tie-breaks without defining them; FIDE's tie-break rules
/// of the time): an opponent's score counts each of the opponent's rounds without a game over
/// the board as a draw; a round of one's own without a game counts as a game against a virtual
/// opponent with the player's score before that round, plus the complement of the result
/// obtained, plus a draw for each later round. Points are the real ones (the imaginary point
/// of 3.3 is not a result).
#[must_use]
pub fn tie_breaks(t: &Tournament, round: RoundNo) -> Vec<TieBreaks> {
    let past = round.index();
    let (win, draw) = (t.scoring.win(), t.scoring.draw());
    let pts = |i: usize, k: usize| {
        let e = t.players[i].entry(RoundNo::from_index(k));
        (t.scoring.points_for(e.result, e.colour), e.is_played_game(), e.opponent)
    };
    let adjusted: Vec<Points> = (0..t.players.len())
        .map(|i| {
            (0..past).fold(Points::ZERO, |s, k| {
                let (p, played, _) = pts(i, k);
                s + if played { p } else { draw }
            })
        })
        .collect();
    let idx = |x: Tpn| t.players.binary_search_by_key(&x, |p| p.tpn).ok();
    (0..t.players.len())
        .map(|i| {
            let mut values = Vec::with_capacity(past);
            let mut tb = TieBreaks::default();
            let mut before = Points::ZERO;
            for k in 0..past {
                let (p, played, opp) = pts(i, k);
                let v = match opp.filter(|_| played).and_then(idx) {
                    Some(j) => adjusted[j],
                    None => before + (win - p) + Points(draw.0 * (past - k - 1) as i32),
                };
                before += p;
                values.push(i64::from(v.0));
                tb.buchholz += i64::from(v.0);
                tb.sonneborn_berger += i64::from(p.0) * i64::from(v.0);
            }
            if values.len() > 2 {
                let (hi, lo) = (values.iter().max().copied().unwrap_or(0), values.iter().min().copied().unwrap_or(0));
                tb.median = tb.buchholz - hi - lo;
            }
            tb.rating = i64::from(t.players[i].rating.unwrap_or(0));
            tb
        })
        .collect()
}

/// The imaginary point of 3.3 for `tpn` in `round`: one win's worth in rounds 1 and 2 for the
/// top half of the initial list (reading B-O-1: the first ⌊N/2⌋ of the N registered players in
/// pairing-number order), none when the file declares its own acceleration (XXA / record 250,
/// which then applies as declared).
#[must_use]
pub fn imaginary_point(t: &Tournament, tpn: Tpn, round: RoundNo) -> Points {
    if round.0 > 2 || !t.acceleration.is_empty() {
        return Points::ZERO;
    }
    let half = t.players.len() / 2;
    match t.players.iter().position(|p| p.tpn == tpn) {
        Some(k) if k < half => t.scoring.win(),
        _ => Points::ZERO,
    }
}

/// A criterion or rule of the 2026 machinery under the words and articles of the original
/// text (`arbitro explain "burstein-original C6"`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Original(pub Criterion);

impl Original {
    /// Every criterion and rule of the original edition, highest priority first.
    pub const ALL: [Original; 12] = [
        Original(Criterion::Seeding),
        Original(Criterion::C1),
        Original(Criterion::C2),
        Original(Criterion::C3),
        Original(Criterion::C4),
        Original(Criterion::Pab),
        Original(Criterion::C5),
        Original(Criterion::C6),
        Original(Criterion::C7),
        Original(Criterion::C8),
        Original(Criterion::Order),
        Original(Criterion::Colours),
    ];

    /// The code: as the 2026 criteria (C1…C8, PAB, ORDER, COLOURS), and ACCELERATION for 3.3.
    #[must_use]
    pub fn code(self) -> &'static str {
        match self.0 {
            Criterion::Seeding => "ACCELERATION",
            c => c.code(),
        }
    }

    /// Parses a code.
    #[must_use]
    pub fn from_code(s: &str) -> Option<Original> {
        let s = s.trim().trim_start_matches('[').trim_end_matches(']').to_ascii_uppercase();
        Original::ALL.into_iter().find(|c| c.code() == s)
    }

    /// The article of the original text.
    #[must_use]
    pub fn article(self) -> &'static str {
        match self.0 {
            Criterion::Seeding => "3.3",
            Criterion::C1 => "3.1",
            Criterion::C2 => "4.1",
            Criterion::C3 => "5.2, 5.3",
            Criterion::C4 => "6.6",
            Criterion::Pab => "4.2, 4.3",
            Criterion::C5 => "6.1, 6.3",
            Criterion::C6 => "6.3, 6.4",
            Criterion::C7 => "6.6",
            Criterion::C8 => "6.5",
            Criterion::Order => "3.2, 6.1, 6.2, 6.4",
            Criterion::Colours => "5.1, 5.4",
        }
    }

    /// One line in the arbiter's words.
    #[must_use]
    pub fn summary(self) -> &'static str {
        match self.0 {
            Criterion::Seeding => {
                "rounds 1-2: an imaginary point for the top half of the initial list (by rating), deducted for round 3 (B-O-1, B-O-8)"
            }
            Criterion::C1 => "two players who have played each other shall not be paired again",
            Criterion::C2 => "a player who already received a point without playing shall not receive the bye",
            Criterion::C3 => {
                "no colour difference beyond +2/-2 and no colour three times running: two players who both must have the same colour do not meet"
            }
            Criterion::C4 => {
                "a floater who cannot be paired below goes back for the next combination; else the score groups merge (reading B-O-6)"
            }
            Criterion::Pab => {
                "the bye goes to the lowest score group's player with the lowest SB, then Buchholz, Median, rating (B-O-5)"
            }
            Criterion::C5 => "pair the whole score group; with an odd number, one player floats to the next (6.3)",
            Criterion::C6 => "a player who floated in from another score group does not float again (6.3, 6.4)",
            Criterion::C7 => {
                "the floaters find opponents in the next score group, else the next combination (6.6; reading B-O-6)"
            }
            Criterion::C8 => {
                "in each score group the largest number of players get their due colour (6.5, before the table order: B-O-10)"
            }
            Criterion::Order => {
                "the first combination: no. 1 (highest SB) against the lowest he has not met, no. 2 the next lowest, ... (6.2, 6.4; B-O-2 to B-O-4)"
            }
            Criterion::Colours => {
                "5.1 round 1 by lot for no. 1, odd numbers alike (B-O-7); 5.4 both due colours, equalise, alternate, higher SB, Buchholz, ... (B-O-9)"
            }
        }
    }

    /// The text of the article: the English of the old FIDE handbook where it survives, else
    /// arbitro's translation of the Spanish (marked so; see the docs).
    #[must_use]
    pub fn text(self) -> &'static str {
        match self.0 {
            Criterion::Seeding => {
                "3.3 For accelerating pairing, in the first two rounds, an 'imaginary' point shall be added to the score of each of the players in the top half of the initial list of participants (arranged in the order of their R). This imaginary point shall then be deducted before making the pairings of the third round."
            }
            Criterion::C1 => "3.1 Two players who have played each other shall not be paired again.",
            Criterion::C2 => {
                "4.1 [translated from the Spanish] A player who has already received a point without playing shall not receive a pairing bye."
            }
            Criterion::C3 => {
                "5.2 [translated from the Spanish] The difference between the numbers of blacks and whites shall not be greater than 2 or less than -2. 5.3 A player shall not have the same colour three times in a row."
            }
            Criterion::C4 => {
                "6.6 [translated from the Spanish] If in an SG there is a downfloater who cannot play any opponent of this group (or if the floater has already played the players of the next SG), then the floater returns to his original SG, seeking the next possible combination according to the priorities. If two players cannot play in the two previous SGs, then these two SGs shall be considered as one SG and rules 6.1 to 6.5 applied."
            }
            Criterion::Pab => {
                "4.2 [translated from the Spanish] The player of the lowest SG who has the lowest SB shall receive the pairing bye. 4.3 If there are several players with the same lowest SB in the lowest SG, then the player with the lowest Buchholz shall receive the pairing bye, and so on. 4.4 The pairing bye has no colour."
            }
            Criterion::C5 => {
                "6.1 [translated from the Spanish] In each SG the priority shall be to pair the highest player (i.e. the player with the highest SB) with the lowest player of that SG whom he has not played; the second highest with the second lowest, etc. 6.3 If there is an odd number of players in the SG, the same procedure is followed and the player left over floats to the next SG (provided he has not floated from another SG) and is paired in that SG by the same procedure."
            }
            Criterion::C6 => {
                "6.3 [translated from the Spanish] ... the player left over floats to the next SG (provided he has not floated from another SG). 6.4 ... [If, for example, no. 2 is a floater from another SG, combinations (3), (6) and (9) are not valid.]"
            }
            Criterion::C7 => {
                "6.6 [translated from the Spanish] If in an SG there is a downfloater who cannot play any opponent of this group (or if the floater has already played the players of the next SG), then the floater returns to his original SG, seeking the next possible combination according to the priorities."
            }
            Criterion::C8 => {
                "6.5 [translated from the Spanish] In each SG the largest number of players shall get their colour preference. Suppose, for example, that the colour preference of players 2, 4 and 5 is White and that of the others Black; then the valid combination is no. (4) of rule 6.2 or no. (2) of rule 6.4."
            }
            Criterion::Order => {
                "3.2 Before making the pairings in each round, players in every SG (including 'floaters' from another SG) shall be arranged in the order of their (1) Sonneborn-Berger (SB); (2) Buchholz; (3) Median (4) rating. 6.2 [translated from the Spanish] Suppose six players in an SG, ordered 1 to 6 as rule 3.2 describes. There are 15 possible pairing combinations within the group, in descending priority: 1*6 2*5 3*4; 1*6 2*4 3*5; 1*6 2*3 4*5; 1*5 2*6 3*4; ... 1*2 3*4 5*6. 6.4 Five players and a floater (F): 1*5 2*4 3*F; 1*5 2*3 4*F; 1*5 3*4 2*F; 1*4 2*5 3*F; ... 2*3 4*5 1*F."
            }
            Criterion::Colours => {
                "5.1 [translated from the Spanish] In the first round the colour of player no. 1 shall be decided by lot. All other odd-numbered players in the top half of the initial list shall receive the same colour. 5.4 After pairing, colours are allocated by these requirements, in descending priority: give both players their colour preference; equalise the numbers of games previously played with White and with Black; alternate the colours of the two players with respect to the first colour difference going back round by round from the previous round to the first; give the preference to the player with the higher SB; give the preference to the player with the higher Buchholz, and so on."
            }
        }
    }
}

impl std::fmt::Display for Original {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "[{}] (C.04.4.2 original, Art. {}) {}", self.code(), self.article(), self.summary())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pairing::burstein::Edition;
    use crate::pairing::burstein::bracket::pair_round;
    use crate::pairing::burstein::players::{Ctx, Player};
    use crate::tournament::{Colour, ColourPreference, PreferenceStrength};
    use crate::trf::TrfDocument;

    /// A score group of six, numbered 1-6 by falling SB (3.2); `want` = the due colour of each
    /// (one game played with the other colour), `met` = pairs who have played.
    fn group(want: [Colour; 6], met: &[(u16, u16)]) -> Ctx {
        let players = (1..=6u16)
            .map(|k| {
                let c = want[usize::from(k) - 1];
                let mut opponents: Vec<Tpn> = met
                    .iter()
                    .filter_map(|&(a, b)| {
                        if a == k {
                            Some(Tpn(b))
                        } else if b == k {
                            Some(Tpn(a))
                        } else {
                            None
                        }
                    })
                    .collect();
                opponents.push(Tpn(100 + k));
                opponents.sort();
                Player {
                    tpn: Tpn(k),
                    score: Points(10),
                    index: super::super::players::Index::default(),
                    colours: vec![c.opposite()],
                    pref: ColourPreference { strength: PreferenceStrength::Strong, colour: Some(c) },
                    pab_ok: true,
                    opponents,
                    tie_breaks: TieBreaks { sonneborn_berger: 100 - i64::from(k), ..TieBreaks::default() },
                }
            })
            .collect();
        Ctx {
            round: RoundNo(2),
            players,
            initial_colour: Colour::White,
            prohibited: Vec::new(),
            edition: Edition::Original,
            higher_ranked_by_index: false,
        }
    }

    fn pairs(ctx: &Ctx) -> Vec<(u16, u16)> {
        let rp = pair_round(ctx).unwrap();
        let mut v: Vec<(u16, u16)> = rp
            .pairs
            .iter()
            .map(|&(a, b)| {
                let (x, y) = (ctx.players[a].tpn.0, ctx.players[b].tpn.0);
                (x.min(y), x.max(y))
            })
            .collect();
        v.sort_unstable();
        v
    }

    /// 6.2: combination 1 (1*6 2*5 3*4) when colours allow it; with 1 and 6 having met, the
    /// first combination without 1*6 is no. 4 (1*5 2*6 3*4).
    #[test]
    fn the_table_of_6_2_gives_the_order() {
        let (w, b) = (Colour::White, Colour::Black);
        assert_eq!(pairs(&group([w, w, w, b, b, b], &[])), vec![(1, 6), (2, 5), (3, 4)]);
        assert_eq!(pairs(&group([w, w, w, b, b, b], &[(1, 6)])), vec![(1, 5), (2, 6), (3, 4)]);
        // No. 2 met no. 5: combination 2 (1*6 2*4 3*5), colours permitting (all equal here).
        assert_eq!(pairs(&group([w, w, w, b, b, b], &[(2, 5)])), vec![(1, 6), (2, 4), (3, 5)]);
    }

    /// The example of 6.5: players 2, 4 and 5 want White, the others Black: combination no. 4
    /// (1*5 2*6 3*4), the first that grants every due colour.
    #[test]
    fn the_example_of_6_5_puts_colours_before_the_table_order() {
        let (w, b) = (Colour::White, Colour::Black);
        assert_eq!(pairs(&group([b, w, b, w, w, b], &[])), vec![(1, 5), (2, 6), (3, 4)]);
    }

    fn tournament(lines: &[String]) -> Tournament {
        let text = format!("XXR 7\n{}\n", lines.join("\n"));
        Tournament::from_trf(&TrfDocument::from_bytes(text.as_bytes()).unwrap()).unwrap()
    }

    fn line(tpn: u16, rating: u16, pts: &str, rounds: &[&str]) -> String {
        // Name in columns 15-47, rating 49-52, points 81-84.
        let mut s = format!("001 {tpn:>4}      Player{tpn:<27} {rating:>4}                            {pts:>4}    0");
        for r in rounds {
            s.push_str("  ");
            s.push_str(r);
        }
        s
    }

    #[test]
    fn every_rule_has_a_unique_code_article_and_text() {
        for c in Original::ALL {
            assert_eq!(Original::from_code(c.code()), Some(c));
            assert!(!c.article().is_empty() && !c.summary().is_empty() && !c.text().is_empty());
        }
        assert_eq!(Original::from_code("acceleration"), Some(Original(Criterion::Seeding)));
        assert_eq!(Original::from_code("SEEDING"), None);
    }

    /// 3.2 values with reading B-O-2: a withdrawn opponent's unplayed rounds count as draws;
    /// one's own bye is a game against a virtual opponent.
    #[test]
    fn tie_breaks_follow_reading_b_o_2() {
        let l = [
            line(1, 2400, "2.0", &["   2 w 1", "   3 b 1", "0000 - U"]),
            line(2, 2300, "1.0", &["   1 b 0", "   4 w 1", "   3 w 0"]),
            line(3, 2200, "1.0", &["   4 w 1", "   1 w 0", "   2 b 1"]),
            line(4, 2100, "0.0", &["   3 b 0", "   2 b 0", "0000 - Z"]),
        ];
        let t = tournament(&l);
        let tb = tie_breaks(&t, RoundNo(3));
        // Player 1 met 2 (1.0) and 3 (1.0): BH 2.0, SB 1·1.0 + 1·1.0 = 2.0; median 0 (two games).
        assert_eq!(tb[0], TieBreaks { sonneborn_berger: 200, buchholz: 20, median: 0, rating: 2400 });
        // Player 3 met 4 (0.0) and 1 (2.0): BH 2.0, SB 1·0.
        assert_eq!(tb[2], TieBreaks { sonneborn_berger: 0, buchholz: 20, median: 0, rating: 2200 });
        let tb = tie_breaks(&t, RoundNo(4));
        // Round 4: player 1's bye (round 3) = virtual opponent 2.0 + (1 - 1) + 0 = 2.0;
        // opponents 2 (1.0) and 3 (2.0): BH 5.0, SB 1·1.0 + 1·2.0 + 1·2.0 = 5.0, median 5.0-2.0-1.0.
        assert_eq!(tb[0], TieBreaks { sonneborn_berger: 500, buchholz: 50, median: 20, rating: 2400 });
        // Player 3 met 4, whose round-3 absence counts as a draw: 0.5.
        // and 1 (2.0 + a draw for the bye), and 2 (1.0): BH 0.5 + 2.5 + 1.0.
        assert_eq!(tb[2].buchholz, 5 + 25 + 10);
    }

    #[test]
    fn the_imaginary_point_goes_to_the_top_half_in_rounds_1_and_2() {
        let l: Vec<String> = (1..=5).map(|i| line(i, 2500 - i * 10, "0.0", &[])).collect();
        let t = tournament(&l);
        assert_eq!(imaginary_point(&t, Tpn(2), RoundNo(1)), t.scoring.win());
        assert_eq!(imaginary_point(&t, Tpn(3), RoundNo(2)), Points::ZERO);
        assert_eq!(imaginary_point(&t, Tpn(1), RoundNo(3)), Points::ZERO);
    }
}
