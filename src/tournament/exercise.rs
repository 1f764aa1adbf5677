//! Quick entry: a rating or norm exercise typed on the command line instead of a TRF file
//! (`arbitro ratings --rating 2212 --game 1926:1 …`, `arbitro norms --title GM --game …`).
//!
//! The exercise becomes a small tournament — the player as number 1, one opponent per game,
//! game *i* in round *i* — written as TRF text and read back by the same reader as a file,
//! so every rule applied to it is the one applied to real tournaments.

use crate::core::words::Phrase;
use crate::tournament::{Colour, ResultCode, Tpn};
use crate::trf::{PlayerLine, RoundBlock, format};

/// One game of an exercise: the opponent and the player's result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExerciseGame {
    /// The opponent's rating; `None` for an unrated opponent (`-` or `0`).
    pub rating: Option<u16>,
    /// The player's result: a win, a draw or a loss over the board, or a forfeit (`+` won,
    /// `-` lost: the same meaning as in TRF and in `standings --game`; never rated, B.02 5.1,
    /// and no game for a norm, B.01 1.4.2c).
    pub result: ResultCode,
    /// The opponent's federation (norms), blank when not given.
    pub federation: String,
    /// The opponent's title (norms: GM, IM, WGM, WIM, FM …), blank when not given.
    pub title: String,
}

impl ExerciseGame {
    /// Reads `RATING:RESULT[:FED[:TITLE]]`: `1926:1`, `2011:=`, `2318:0.5`, `-:0`,
    /// `2450:1:GER:GM`. Results: `1`, `0.5` / `=` / `½`, `0` over the board; `+` and `-` a
    /// forfeit won and lost (as everywhere in arbitro: TRF result codes).
    ///
    /// # Errors
    /// What was expected, naming the part that is wrong.
    pub fn parse(text: &str) -> Result<ExerciseGame, Phrase> {
        let parts: Vec<&str> = text.split(':').map(str::trim).collect();
        if !(2..=4).contains(&parts.len()) {
            return Err(Phrase::new("game-expected").arg("game", text));
        }
        let rating = match parts[0] {
            "-" | "0" | "" => None,
            r => Some(
                r.parse::<u16>()
                    .ok()
                    .filter(|v| (1..=3500).contains(v))
                    .ok_or_else(|| Phrase::new("game-bad-rating").arg("game", text).arg("rating", r))?,
            ),
        };
        let result = match parts[1] {
            "1" | "1.0" => ResultCode::Win,
            "0.5" | "=" | "½" | ".5" => ResultCode::Draw,
            "0" | "0.0" => ResultCode::Loss,
            "+" => ResultCode::ForfeitWin,
            "-" => ResultCode::ForfeitLoss,
            r => {
                return Err(Phrase::new("game-bad-result").arg("game", text).arg("result", r));
            }
        };
        let federation = federation(parts.get(2).copied().unwrap_or(""))
            .map_err(|e| Phrase::new("game-part").arg("game", text).arg("error", e))?;
        let title = parts.get(3).map(|t| t.to_string()).unwrap_or_default();
        if title.len() > 3 {
            return Err(Phrase::new("game-bad-title").arg("game", text).arg("title", title));
        }
        Ok(ExerciseGame { rating, result, federation, title })
    }
}

/// A federation code as typed (`ger`, `GER`, or blank for none), upper-cased.
///
/// # Errors
/// What was expected, when it is not three letters.
pub fn federation(text: &str) -> Result<String, Phrase> {
    let f = text.trim().to_uppercase();
    if f.is_empty() || (f.len() == 3 && f.chars().all(|c| c.is_ascii_alphabetic())) {
        Ok(f)
    } else {
        Err(Phrase::new("game-bad-federation").arg("federation", f))
    }
}

/// The games typed as `--game` values, each read by [`ExerciseGame::parse`].
///
/// # Errors
/// The first game that does not read, with what was expected.
pub fn games(typed: &[String]) -> Result<Vec<ExerciseGame>, Phrase> {
    typed.iter().map(|g| ExerciseGame::parse(g)).collect()
}

/// A player and the games of an exercise.
#[derive(Clone, Debug, Default)]
pub struct Exercise {
    /// The player's rating; `None` for an unrated player (initial rating).
    pub rating: Option<u16>,
    /// The player's federation, blank when not given.
    pub federation: String,
    /// The player's title, blank when not given.
    pub title: String,
    /// The player is a woman (sex `w` in record 001: women's norms are checked).
    pub woman: bool,
    /// The start date written in record 042 (`YYYY/MM/DD`), which chooses the edition.
    pub start: Option<String>,
    /// Round-robin (record 092), for norms.
    pub round_robin: bool,
    /// The games, one per round.
    pub games: Vec<ExerciseGame>,
}

impl Exercise {
    /// The exercise as TRF text: records 012, 042, 092 and XXR, then the player (number 1)
    /// and one opponent per game.
    #[must_use]
    pub fn to_trf(&self) -> String {
        let n = self.games.len();
        let mut out = String::from("012 Quick entry exercise\n");
        if let Some(d) = &self.start {
            out.push_str(&format!("042 {d}\n"));
        }
        if self.round_robin {
            out.push_str("092 Round robin\n");
        }
        out.push_str(&format!("XXR {n}\n"));
        let colour = |round: usize| if round % 2 == 0 { Colour::White } else { Colour::Black };
        let line = |tpn: u16, name: String, rating: Option<u16>, fed: &str, title: &str, rounds: Vec<RoundBlock>| {
            PlayerLine {
                tpn: Tpn(tpn),
                sex: if tpn == 1 && self.woman { 'w' } else { ' ' },
                title: title.to_owned(),
                name,
                rating,
                federation: fed.to_owned(),
                fide_id: String::new(),
                birth: String::new(),
                // The reader counts the points from the results.
                points: None,
                rank: None,
                rounds,
            }
        };
        let blank = RoundBlock::empty();
        let own: Vec<RoundBlock> = self
            .games
            .iter()
            .enumerate()
            .map(|(i, g)| RoundBlock { opponent: Some(Tpn(i as u16 + 2)), colour: Some(colour(i)), result: g.result })
            .collect();
        // The player has no name: `*` reads the same in every language of the report.
        let player = line(1, "*".into(), self.rating, &self.federation, &self.title, own);
        out.push_str(&format::player_line("001", &player));
        out.push('\n');
        for (i, g) in self.games.iter().enumerate() {
            let mut rounds = vec![blank.clone(); n];
            let result = g.result.mirror().unwrap_or(g.result);
            rounds[i] = RoundBlock { opponent: Some(Tpn(1)), colour: Some(colour(i).opposite()), result };
            let name = format!("Opponent {}", i + 1);
            let opponent = line(i as u16 + 2, name, g.rating, &g.federation, &g.title, rounds);
            out.push_str(&format::player_line("001", &opponent));
            out.push('\n');
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::{Points, Tournament};
    use crate::trf::TrfDocument;

    #[test]
    fn games_read_as_typed_and_refuse_what_they_are_not() {
        let g = ExerciseGame::parse("1926:1").expect("game");
        assert_eq!((g.rating, g.result), (Some(1926), ResultCode::Win));
        assert_eq!(ExerciseGame::parse("2011:=").expect("game").result, ResultCode::Draw);
        assert_eq!(ExerciseGame::parse("2011:0.5").expect("game").result, ResultCode::Draw);
        assert_eq!(ExerciseGame::parse("-:0").expect("game").rating, None);
        let g = ExerciseGame::parse("2450:0.5:ger:GM").expect("game");
        assert_eq!((g.federation.as_str(), g.title.as_str()), ("GER", "GM"));
        // `+` and `-` are forfeits, as in TRF and `standings --game` (issue 39).
        assert_eq!(ExerciseGame::parse("1980:+").expect("game").result, ResultCode::ForfeitWin);
        assert_eq!(ExerciseGame::parse("1980:-").expect("game").result, ResultCode::ForfeitLoss);
        let err = |g: &str| ExerciseGame::parse(g).expect_err(g).to_string();
        assert!(err("1926").contains("RATING:RESULT"));
        assert!(err("1926:2").contains("'2'"));
        assert!(err("abc:1").contains("'abc'"));
        assert!(err("2000:1:GERMANY").contains("GERMANY"));
    }

    #[test]
    fn the_exercise_reads_back_as_a_tournament_of_its_games() {
        let ex = Exercise {
            rating: Some(2212),
            games: ["1926:1", "2011:=", "2318:0"].iter().map(|g| ExerciseGame::parse(g).expect("game")).collect(),
            start: Some("2025/03/01".into()),
            ..Exercise::default()
        };
        let doc = TrfDocument::from_bytes(ex.to_trf().as_bytes()).expect("TRF");
        let t = Tournament::from_trf(&doc).expect("tournament");
        assert_eq!(t.players.len(), 4);
        assert_eq!(t.rounds_recorded(), 3);
        assert_eq!(t.total_points(Tpn(1)), Points(15));
        assert_eq!(t.total_points(Tpn(4)), Points(10));
        assert!(crate::check::validate::validate(&t, Some(&doc)).is_empty());
    }
}
