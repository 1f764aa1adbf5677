//! The pairing of a round, engine-neutral: boards (white, black) and the pairing-allocated
//! bye. Produced by the Dutch engine, read from a TRF round or from a JaVaFo/bbpPairings
//! pair list, and compared by the checker.

use crate::core::order::StableSort;

pub mod burstein;
pub mod checklist;
pub mod double_swiss;
pub mod dubov;
pub mod dutch;
pub mod finding;
pub mod lex_procedure;
pub mod lim;
pub mod reading;
pub mod registry;
pub mod round_robin;
pub mod system;
pub mod team;
pub mod upfloater_sets;
pub mod walk;

pub use finding::{Finding, FindingKind};

use crate::core::words::{Lang, Phrase};
use crate::rules::DutchEdition;
use crate::tournament::{Colour, Points, ResultCode, RoundNo, RoundState, Tournament, Tpn};
use serde::Serialize;
use std::fmt;

/// One board: who has white and who has black.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub struct Board {
    /// The player with white.
    pub white: Tpn,
    /// The player with black.
    pub black: Tpn,
}

impl Board {
    /// The two players, lower TPN first (colour-blind identity of the pair).
    #[must_use]
    pub fn players(&self) -> (Tpn, Tpn) {
        (self.white.min(self.black), self.white.max(self.black))
    }
    /// Whether `p` plays on this board.
    #[must_use]
    pub fn has(&self, p: Tpn) -> bool {
        self.white == p || self.black == p
    }
}

/// The pairing of one round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Pairing {
    /// The round paired.
    pub round: RoundNo,
    /// Boards in board order.
    pub boards: Vec<Board>,
    /// The player given the pairing-allocated bye, if any.
    pub bye: Option<Tpn>,
}

/// The key that puts boards in the order of the General Handling Rules (C.04.2): first the board whose
/// higher-ranked player has the higher score, then the board with the higher sum of scores, then the board
/// whose higher-ranked player ranks higher (`higher_rank`: smaller is higher — a TPN or a rank index).
///
/// Every system sorts its boards with it; each system says which of the pair is its higher-ranked player.
pub(crate) fn board_order_key<R: Ord>(
    higher: Points,
    lower: Points,
    higher_rank: R,
) -> (std::cmp::Reverse<Points>, std::cmp::Reverse<Points>, R) {
    (std::cmp::Reverse(higher), std::cmp::Reverse(higher + lower), higher_rank)
}

/// A round's [`Pairing`] from its pairs of entrants (indices into a system's list, whose pairing
/// number and score `entrant` gives), each coloured by `colour` as `(white, black, why)`, in the board
/// order of C.04.2 ([`board_order_key`]): of a board's two entrants the higher-ranked is the
/// first when `ranks_above(white, black)`, and `rank(higher, lower)` breaks the last tie; `bye`,
/// the entrant given the pairing-allocated bye.
///
/// Every house system makes its boards with it; each says only how it colours and ranks.
pub(crate) fn boards_in_board_order<P, W, R: Ord>(
    round: RoundNo,
    pairs: impl IntoIterator<Item = P>,
    bye: Option<usize>,
    entrant: impl Fn(usize) -> (Tpn, Points),
    colour: impl Fn(P) -> (usize, usize, W),
    ranks_above: impl Fn(usize, usize) -> bool,
    rank: impl Fn(usize, usize) -> R,
) -> Pairing {
    let mut boards: Vec<(usize, usize)> = pairs
        .into_iter()
        .map(|p| {
            let (w, b, _) = colour(p);
            (w, b)
        })
        .collect();
    boards.stable_sort_by_key(&|&(w, b)| {
        let (hi, lo) = if ranks_above(w, b) { (w, b) } else { (b, w) };
        board_order_key(entrant(hi).1, entrant(lo).1, rank(hi, lo))
    });
    let tpn = |i| entrant(i).0;
    Pairing {
        round,
        boards: boards.into_iter().map(|(w, b)| Board { white: tpn(w), black: tpn(b) }).collect(),
        bye: bye.map(tpn),
    }
}

/// The pairs of entrants that may not meet in `round` by the file's prohibitions (JaVaFo `XXP`,
/// the players of one team …), as indices `(i, j)`, `i < j`, into `entrants` (in the order a
/// system keeps them; `tpn` gives an entrant's pairing number).
pub(crate) fn prohibited_pairs<E>(
    t: &Tournament,
    round: RoundNo,
    entrants: &[E],
    tpn: impl Fn(&E) -> Tpn,
) -> Vec<(usize, usize)> {
    let tpns: Vec<Tpn> = entrants.iter().map(tpn).collect();
    let mut prohibited = Vec::new();
    for (i, &a) in tpns.iter().enumerate() {
        for (j, &b) in tpns.iter().enumerate().skip(i + 1) {
            if t.is_prohibited(a, b, round) {
                prohibited.push((i, j));
            }
        }
    }
    prohibited
}

/// [C1] and [C3] of the Dubov and Burstein texts (worded alike, the Basic Rules): entrants `a`
/// and `b` (indices) may meet when they are two, have not `met`, are not both due the same
/// absolute colour (`absolute`, each one's), and no prohibition (`prohibited`, sorted) keeps
/// them apart.
pub(crate) fn may_meet(
    (a, b): (usize, usize),
    met: bool,
    absolute: [Option<Colour>; 2],
    prohibited: &[(usize, usize)],
) -> bool {
    if a == b || met || (absolute[0].is_some() && absolute[0] == absolute[1]) {
        return false;
    }
    prohibited.binary_search(&(a.min(b), a.max(b))).is_err()
}

/// The initial colour a system of the house applies (Dubov and Burstein 5.2.1, Lim 7.2, Swiss
/// Team 4.1, Double-Swiss): as declared (flag, XXC / record 152), else read back from round 1,
/// where both players of every board had yet to play, so the higher-ranked one (lower TPN) got
/// it when their TPN is odd and the other colour when even; with `played_only`, only a game
/// played tells (a team's match). White when nothing tells.
pub(crate) fn initial_colour_of(t: &Tournament, played_only: bool) -> Colour {
    if let Some(c) = t.initial_colour {
        return c;
    }
    for p in &t.players {
        let e = p.entry(RoundNo(1));
        if let (Some(o), Some(c)) = (e.opponent, e.colour) {
            if p.tpn < o && (!played_only || e.result.is_played()) {
                return if p.tpn.0 % 2 == 1 { c } else { c.opposite() };
            }
        }
    }
    Colour::White
}

impl Pairing {
    /// The players of the boards a verdict names (board numbers from 1; 0 is the bye).
    #[must_use]
    pub fn players_on(&self, boards: &[usize]) -> Vec<Tpn> {
        boards
            .iter()
            .flat_map(|&b| match b {
                0 => self.bye.into_iter().collect::<Vec<_>>(),
                b => self.boards.get(b - 1).map_or_else(Vec::new, |x| vec![x.white, x.black]),
            })
            .collect()
    }
    /// The board `p` plays on, if any.
    #[must_use]
    pub fn board_of(&self, p: Tpn) -> Option<(usize, Board)> {
        self.boards.iter().enumerate().find(|(_, b)| b.has(p)).map(|(i, b)| (i, *b))
    }

    /// The colour-blind pairs, sorted.
    #[must_use]
    pub fn pairs(&self) -> Vec<(Tpn, Tpn)> {
        let mut v: Vec<_> = self.boards.iter().map(Board::players).collect();
        v.sort();
        v
    }

    /// The pairing as the JaVaFo / bbpPairings pair list: the number of pairs (the PAB
    /// counts as one), then `white black` per board, the PAB as `TPN 0`.
    #[must_use]
    pub fn pair_list(&self) -> String {
        let n = self.boards.len() + usize::from(self.bye.is_some());
        let mut s = format!("{n}\n");
        for b in &self.boards {
            s.push_str(&format!("{} {}\n", b.white, b.black));
        }
        if let Some(p) = self.bye {
            s.push_str(&format!("{p} 0\n"));
        }
        s
    }

    /// Reads a pair list (`white black` per line, `TPN 0` for the PAB; a first line with
    /// just the number of pairs is optional and checked when present).
    ///
    /// # Errors
    /// A message naming the line and column of the first problem.
    pub fn parse_pair_list(text: &str, round: RoundNo) -> Result<Pairing, PairListError> {
        let mut boards = Vec::new();
        let mut bye = None;
        let mut declared: Option<(usize, usize)> = None;
        let mut seen: Vec<Tpn> = Vec::new();
        for (i, raw) in text.lines().enumerate() {
            let line = i + 1;
            let trimmed = raw.trim();
            if trimmed.is_empty() || trimmed.starts_with('#') {
                continue;
            }
            let toks: Vec<(usize, &str)> =
                raw.split_whitespace().map(|t| (raw.find(t).map_or(1, |p| raw[..p].chars().count() + 1), t)).collect();
            let num = |(col, t): (usize, &str)| -> Result<u16, PairListError> {
                t.parse::<u16>().map_err(|_| PairListError {
                    line,
                    col,
                    message: Phrase::new("pairlist-not-a-number").arg("found", t),
                })
            };
            if toks.len() == 1 && boards.is_empty() && bye.is_none() && declared.is_none() {
                declared = Some((usize::from(num(toks[0])?), line));
                continue;
            }
            if toks.len() != 2 {
                return Err(PairListError {
                    line,
                    col: 1,
                    message: Phrase::new("pairlist-not-a-pair").arg("found", trimmed),
                });
            }
            let w = num(toks[0])?;
            let b = num(toks[1])?;
            if w == 0 {
                return Err(PairListError { line, col: toks[0].0, message: Phrase::new("pairlist-zero") });
            }
            for (x, col) in [(w, toks[0].0), (b, toks[1].0)] {
                if x != 0 {
                    if seen.contains(&Tpn(x)) {
                        return Err(PairListError { line, col, message: Phrase::new("pairlist-twice").arg("tpn", x) });
                    }
                    seen.push(Tpn(x));
                }
            }
            if b == 0 {
                if bye.is_some() {
                    return Err(PairListError { line, col: toks[1].0, message: Phrase::new("pairlist-second-bye") });
                }
                bye = Some(Tpn(w));
            } else {
                boards.push(Board { white: Tpn(w), black: Tpn(b) });
            }
        }
        if let Some((n, line)) = declared {
            let have = boards.len() + usize::from(bye.is_some());
            if n != have {
                return Err(PairListError {
                    line,
                    col: 1,
                    message: Phrase::new("pairlist-count").arg("declared", n).arg("have", have),
                });
            }
        }
        Ok(Pairing { round, boards, bye })
    }

    /// The pairing recorded in the tournament for `round`: every game scheduled (played or
    /// forfeited) and the PAB. Boards follow the recommended order of C.04.2 (higher score
    /// of the pair, then higher sum, then higher-ranked player), scores before the round.
    #[must_use]
    pub fn from_tournament(t: &Tournament, round: RoundNo) -> Pairing {
        let mut boards = Vec::new();
        let mut bye = None;
        for p in &t.players {
            let e = p.entry(round);
            if e.result == ResultCode::PairingAllocatedBye && e.opponent.is_none() {
                bye = Some(p.tpn);
            }
            if let Some(o) = e.opponent {
                let white = match e.colour {
                    Some(Colour::White) => true,
                    Some(Colour::Black) => false,
                    None => p.tpn < o,
                };
                if white {
                    boards.push(Board { white: p.tpn, black: o });
                }
            }
        }
        let before = |x: Tpn| t.points_after(x, round.0.saturating_sub(1));
        boards.stable_sort_by_key(&|b| {
            let (sw, sb) = (before(b.white), before(b.black));
            (std::cmp::Reverse(sw.max(sb)), std::cmp::Reverse(sw + sb), b.white.min(b.black))
        });
        Pairing { round, boards, bye }
    }
}

/// A problem in a pair list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PairListError {
    /// Line (1-based).
    pub line: usize,
    /// Column (1-based).
    pub col: usize,
    /// What is wrong.
    pub message: Phrase,
}

impl PairListError {
    /// The error, with its line and column, in `lang`.
    #[must_use]
    pub fn say(&self, lang: Lang) -> String {
        Phrase::new("pairlist-at")
            .arg("line", self.line)
            .arg("column", self.col)
            .arg("what", self.message.clone())
            .say(lang)
    }
}

impl fmt::Display for PairListError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.say(Lang::En))
    }
}

impl std::error::Error for PairListError {}

/// Why a round could not be paired. The reasons are phrases of the catalogue
/// (`words/*/pairing.ftl`), worded in the language of the report ([`PairingError::say`]); the
/// JSON and `Display` give the English.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "error", rename_all = "snake_case")]
pub enum PairingError {
    /// No pairing satisfies the absolute criteria (C.04.3 2026 Art. 1.9.3: the Chief Arbiter decides).
    NoValidPairing {
        /// The round.
        round: RoundNo,
        /// What makes it impossible, in the arbiter's words.
        reason: Phrase,
    },
    /// The tournament cannot be paired as given (e.g. the round is already paired).
    Input(Phrase),
}

impl PairingError {
    /// No valid pairing of `round`, because of `reason`.
    #[must_use]
    pub fn no_pairing(round: RoundNo, reason: Phrase) -> PairingError {
        PairingError::NoValidPairing { round, reason }
    }

    /// The error in `lang`.
    #[must_use]
    pub fn say(&self, lang: Lang) -> String {
        self.phrase().say(lang)
    }

    /// The error as one phrase.
    #[must_use]
    pub fn phrase(&self) -> Phrase {
        match self {
            PairingError::NoValidPairing { round, reason } => {
                Phrase::new("nopair-round").arg("round", round.0).arg("reason", reason.clone())
            }
            PairingError::Input(m) => m.clone(),
        }
    }

    /// Why the round cannot be paired: the reason, or what is wrong with the input.
    #[must_use]
    pub fn reason(&self) -> &Phrase {
        match self {
            PairingError::NoValidPairing { reason, .. } => reason,
            PairingError::Input(m) => m,
        }
    }
}

impl fmt::Display for PairingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.say(Lang::En))
    }
}

impl std::error::Error for PairingError {}

/// A pairing system's engine (the Dutch, Dubov and round-robin engines, or an external
/// program): it pairs a round, explains where another pairing of the round departs from its
/// own, and, when it can, walks through its pairing step by step. The checker drives any of
/// them ([`crate::check::check_round`]).
pub trait Pairer {
    /// Pairs `round` of `t`, whose rounds before it are complete. Players with an entry
    /// already in `round` (requested byes, absences) or named in a requested bye for it
    /// (240 / XXZ) are not paired; everyone else is.
    ///
    /// # Errors
    /// [`PairingError`] when no valid pairing exists or the input cannot be paired.
    fn pair(&self, t: &Tournament, round: RoundNo) -> Result<Pairing, PairingError>;

    /// Why `d.theirs` departs from this engine's pairing of the round (called only when the two
    /// differ), most decisive finding first, each naming its rule or criterion. By default the
    /// Dutch System's criteria of the edition the check applies, which an external Dutch
    /// program is held to; every engine of another system states its own.
    fn explain_departure(&self, d: &Departure<'_>) -> Vec<Finding> {
        dutch::explain::departure::explain(d)
    }

    /// The engine's pairing of `round` step by step (brackets, candidates, the criterion that
    /// decided), when the engine records one; `None` otherwise.
    fn walk_through(&self, t: &Tournament, round: RoundNo) -> Option<dutch::walkthrough::Walkthrough> {
        let _ = (t, round);
        None
    }
}

/// A round whose pairing departs from an engine's, as the checker hands it over to be
/// explained ([`Pairer::explain_departure`]).
#[derive(Clone, Copy, Debug)]
pub struct Departure<'a> {
    /// The tournament before the round.
    pub tournament: &'a Tournament,
    /// Every player's state before the round.
    pub state: &'a RoundState,
    /// The Dutch edition the check applies (the criteria an external Dutch program is held to).
    pub edition: DutchEdition,
    /// The engine's pairing of the round, or why it found none.
    pub ours: Result<&'a Pairing, &'a Phrase>,
    /// The pairing checked (from the file, a proposal or another program).
    pub theirs: &'a Pairing,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pair_list_round_trips() {
        let p = Pairing { round: RoundNo(3), boards: vec![Board { white: Tpn(4), black: Tpn(1) }], bye: Some(Tpn(7)) };
        let text = p.pair_list();
        assert_eq!(text, "2\n4 1\n7 0\n");
        assert_eq!(Pairing::parse_pair_list(&text, RoundNo(3)).unwrap(), p);
    }

    #[test]
    fn pair_list_errors_name_line_and_column() {
        let e = Pairing::parse_pair_list("2\n4 1\n1 x\n", RoundNo(1)).unwrap_err();
        assert_eq!((e.line, e.col), (3, 3));
        let e = Pairing::parse_pair_list("4 1\n2 x\n", RoundNo(1)).unwrap_err();
        assert_eq!((e.line, e.col), (2, 3));
        let e = Pairing::parse_pair_list("3\n4 1\n2 5\n", RoundNo(1)).unwrap_err();
        assert_eq!(e.line, 1);
    }
}
