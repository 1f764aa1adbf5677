//! Quick entry of a tie-break exercise (`arbitro standings --game 5.5:1:1984 --game 4.5:= …`):
//! one player's rounds, each the opponent's final score, the player's result, and optionally
//! the opponent's rating and the player's colour — what a tie-break question gives, without
//! the rest of the crosstable.
//!
//! The exercise becomes a tournament read by the same TRF reader and tie-break code as a file:
//! the player is number 1, his opponent of round *i* number *i* + 1, and each opponent reaches
//! the final score typed by games against players made up for it, one new player per game (so
//! nobody meets anybody twice). Those made-up games decide nothing the player's own
//! tie-breaks read except the opponents' final scores; tie-breaks that read the opponents'
//! own opponents or games (AOB, FB, APRO, APPO) or other players (DE) are refused.

use crate::core::order::StableSort;
use crate::core::words::Phrase;
use crate::tournament::{Colour, Points, ResultCode, Tpn};
use crate::trf::{PlayerLine, RoundBlock, format};

/// One round of the exercise.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct TiebreakRound {
    /// The opponent's final score (`None` for a bye or absence).
    pub opponent_score: Option<Points>,
    /// The opponent's rating (`None`: unrated or not given).
    pub opponent_rating: Option<u16>,
    /// The player's result code (`1 = 0 + -`, or `H F U Z` for a round without an opponent).
    pub result: ResultCode,
    /// The player's colour when given.
    pub colour: Option<Colour>,
}

impl TiebreakRound {
    /// Reads `SCORE:RESULT[:RATING][:w|b]` (`5.5:1`, `4.5:=:2033`, `2:1:-:b`, `3:+` a forfeit
    /// win) or a bye alone (`H`, `F`, `U`, `Z`).
    ///
    /// # Errors
    /// What was expected, naming the part that is wrong.
    pub fn parse(text: &str) -> Result<TiebreakRound, Phrase> {
        let t = text.trim();
        let bye = match t.to_ascii_uppercase().as_str() {
            "H" => Some(ResultCode::HalfPointBye),
            "F" => Some(ResultCode::FullPointBye),
            "U" => Some(ResultCode::PairingAllocatedBye),
            "Z" => Some(ResultCode::ZeroPointBye),
            _ => None,
        };
        if let Some(result) = bye {
            return Ok(TiebreakRound { opponent_score: None, opponent_rating: None, result, colour: None });
        }
        let parts: Vec<&str> = t.split(':').map(str::trim).collect();
        if !(2..=4).contains(&parts.len()) {
            return Err(Phrase::new("tb-game-expected").arg("game", text));
        }
        let score = parts[0]
            .replace(',', ".")
            .parse::<Points>()
            .ok()
            .filter(|p| p.0 >= 0 && p.0 % 5 == 0 && p.0 <= 9990)
            .ok_or_else(|| Phrase::new("tb-game-bad-score").arg("game", text).arg("score", parts[0]))?;
        let result = match parts[1] {
            "1" | "1.0" => ResultCode::Win,
            "0.5" | "=" | "½" | ".5" => ResultCode::Draw,
            "0" | "0.0" => ResultCode::Loss,
            "+" => ResultCode::ForfeitWin,
            "-" => ResultCode::ForfeitLoss,
            r => return Err(Phrase::new("tb-game-bad-result").arg("game", text).arg("result", r)),
        };
        let mut round = TiebreakRound { opponent_score: Some(score), opponent_rating: None, result, colour: None };
        for p in &parts[2..] {
            match p.to_ascii_lowercase().as_str() {
                "w" => round.colour = Some(Colour::White),
                "b" => round.colour = Some(Colour::Black),
                "-" | "" => {}
                r => {
                    round.opponent_rating = Some(
                        r.parse::<u16>()
                            .ok()
                            .filter(|v| (1..=3500).contains(v))
                            .ok_or_else(|| Phrase::new("tb-game-bad-part").arg("game", text).arg("part", *p))?,
                    );
                }
            }
        }
        Ok(round)
    }
}

/// A tie-break exercise: the player's rating and rounds.
#[derive(Clone, Debug, Default)]
pub(crate) struct TiebreakExercise {
    /// The player's rating.
    pub rating: Option<u16>,
    /// The start date written in record 042 (`YYYY/MM/DD`), which chooses the C.07 edition.
    pub start: Option<String>,
    /// The rounds.
    pub rounds: Vec<TiebreakRound>,
}

fn line(tpn: u16, name: String, rating: Option<u16>, rounds: Vec<RoundBlock>) -> PlayerLine {
    PlayerLine {
        tpn: Tpn(tpn),
        sex: ' ',
        title: String::new(),
        name,
        rating,
        federation: String::new(),
        fide_id: String::new(),
        birth: String::new(),
        points: None,
        rank: None,
        rounds,
    }
}

impl TiebreakExercise {
    /// The exercise as TRF text.
    ///
    /// # Errors
    /// An opponent's score that his game against the player and his other rounds cannot make
    /// (more than one point a round, or less than what he scored against the player).
    pub fn to_trf(&self) -> Result<String, Phrase> {
        let n = self.rounds.len();
        let mut out = String::from("012 Quick entry tie-break exercise\n");
        if let Some(d) = &self.start {
            out.push_str(&format!("042 {d}\n"));
        }
        out.push_str(&format!("XXR {n}\n"));
        let blank = RoundBlock::empty();
        let mut own = vec![];
        let mut last = Colour::Black;
        let mut opponents: Vec<PlayerLine> = vec![];
        let mut fillers: Vec<PlayerLine> = vec![];
        let mut next_filler = u16::try_from(n + 2).map_err(|_| Phrase::new("tb-game-too-many-rounds"))?;
        for (i, r) in self.rounds.iter().enumerate() {
            let Some(score) = r.opponent_score else {
                own.push(RoundBlock { opponent: None, colour: None, result: r.result });
                continue;
            };
            let colour = r.colour.unwrap_or(last.opposite());
            last = colour;
            let opp = u16::try_from(i + 2).map_err(|_| Phrase::new("tb-game-too-many-rounds"))?;
            own.push(RoundBlock { opponent: Some(Tpn(opp)), colour: Some(colour), result: r.result });
            let mirror = r.result.mirror().unwrap_or(r.result);
            let got = match mirror {
                ResultCode::Win | ResultCode::ForfeitWin => 10,
                ResultCode::Draw => 5,
                _ => 0,
            };
            // The rest of the opponent's score, from the other rounds: wins first, then a draw.
            let mut rest = score.0 - got;
            let others = i32::try_from(n - 1).unwrap_or(0);
            if rest < 0 || rest > 10 * others {
                return Err(Phrase::new("tb-game-impossible-score")
                    .arg("round", i + 1)
                    .dec("got", Points(got))
                    .dec("score", score)
                    .arg("rounds", n));
            }
            let mut rounds = vec![blank.clone(); n];
            rounds[i] = RoundBlock { opponent: Some(Tpn(1)), colour: Some(colour.opposite()), result: mirror };
            for (k, slot) in rounds.iter_mut().enumerate() {
                if k == i {
                    continue;
                }
                let res = if rest >= 10 {
                    rest -= 10;
                    ResultCode::Win
                } else if rest >= 5 {
                    rest -= 5;
                    ResultCode::Draw
                } else {
                    ResultCode::Loss
                };
                let c = if k % 2 == 0 { Colour::White } else { Colour::Black };
                *slot = RoundBlock { opponent: Some(Tpn(next_filler)), colour: Some(c), result: res };
                let mut f = vec![blank.clone(); n];
                f[k] = RoundBlock {
                    opponent: Some(Tpn(opp)),
                    colour: Some(c.opposite()),
                    result: res.mirror().unwrap_or(res),
                };
                // Made-up players carry a rating so that they never make a rating-based
                // tie-break "unrated players present" (C.07 Art. 10).
                fillers.push(line(next_filler, format!("Made-up {next_filler}"), Some(1500), f));
                next_filler = next_filler.checked_add(1).ok_or_else(|| Phrase::new("tb-game-too-many-rounds"))?;
            }
            opponents.push(line(opp, format!("Opponent R{}", i + 1), r.opponent_rating, rounds));
        }
        // Rounds without an opponent still take a starting number, so numbers stay by round.
        for (i, r) in self.rounds.iter().enumerate() {
            if r.opponent_score.is_none() {
                let opp = u16::try_from(i + 2).unwrap_or(0);
                opponents.push(line(opp, format!("Nobody R{}", i + 1), Some(1500), vec![blank.clone(); n]));
            }
        }
        opponents.stable_sort_by_key(&|p| p.tpn);
        // The player has no name: `*` reads the same in every language of the report.
        out.push_str(&format::player_line("001", &line(1, "*".into(), self.rating, own)));
        out.push('\n');
        for p in opponents.iter().chain(&fillers) {
            out.push_str(&format::player_line("001", p));
            out.push('\n');
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::Tournament;
    use crate::trf::TrfDocument;

    #[test]
    fn rounds_read_as_typed() {
        let r = TiebreakRound::parse("4.5:=:2033").expect("round");
        assert_eq!((r.opponent_score, r.result, r.opponent_rating), (Some(Points(45)), ResultCode::Draw, Some(2033)));
        let r = TiebreakRound::parse("2:1:-:b").expect("round");
        assert_eq!((r.opponent_rating, r.colour), (None, Some(Colour::Black)));
        assert_eq!(TiebreakRound::parse("h").expect("bye").result, ResultCode::HalfPointBye);
        assert!(TiebreakRound::parse("4.5").is_err());
        assert!(TiebreakRound::parse("4.4:1").is_err());
        assert!(TiebreakRound::parse("4.5:2").is_err());
        assert!(TiebreakRound::parse("4.5:1:x").is_err());
    }

    #[test]
    fn opponents_finish_on_the_scores_typed() {
        let ex = TiebreakExercise {
            rating: Some(1900),
            start: Some("2025/01/01".into()),
            rounds: ["2:1", "3.5:0", "H", "2.5:+"].iter().map(|g| TiebreakRound::parse(g).expect("round")).collect(),
        };
        let text = ex.to_trf().expect("trf");
        let doc = TrfDocument::from_bytes(text.as_bytes()).expect("TRF");
        let t = Tournament::from_trf(&doc).expect("tournament");
        assert_eq!(t.total_points(Tpn(1)), Points(25));
        assert_eq!(t.total_points(Tpn(2)), Points(20));
        assert_eq!(t.total_points(Tpn(3)), Points(35));
        assert_eq!(t.total_points(Tpn(5)), Points(25));
        let blocking: Vec<_> = crate::check::validate::validate(&t, Some(&doc))
            .into_iter()
            .filter(|i| !crate::check::validate::IssueKind::is_warning(i.kind))
            .collect();
        assert!(blocking.is_empty(), "{blocking:?}");
        // 5.5 in 4 rounds after a win against the player is impossible.
        let bad = TiebreakExercise {
            rounds: ["5.5:0", "1:1"].iter().map(|g| TiebreakRound::parse(g).expect("round")).collect(),
            ..TiebreakExercise::default()
        };
        assert!(bad.to_trf().expect_err("impossible").to_string().contains("cannot finish on 5.5"));
    }
}
