//! A team event read from a TRF-2026 file: the teams of record 310, the match-point system
//! of record 362, the team PABs of record 320 and the forfeited matches of record 330, and,
//! round by round, each team's match built from its players' games (record 001).
//!
//! A team's game points in a round are the points its players scored against the players
//! of the one team they met (the individual scoring, record 162, gives the game points of
//! team events: TRF-2026, record 162). The match is won by the team with more game points
//! (C.07 Art. 11: match points from game points); its match points follow record 362
//! (default 2 / 1 / 0).

use crate::core::order::StableSort;
use crate::core::words::{Lang, Phrase};
use crate::tournament::{Points, ResultCode, RoundNo, Tournament, Tpn};
use crate::trf::{Record, TrfDocument};
use serde::Serialize;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt;

/// A problem in the team records, at a line and column of the file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TeamError {
    /// 1-based line.
    pub line: usize,
    /// 1-based column.
    pub col: usize,
    /// What is wrong.
    pub message: Phrase,
}

impl TeamError {
    /// The problem with its line and column, in `lang`.
    #[must_use]
    pub fn say(&self, lang: Lang) -> String {
        Phrase::new("at-line")
            .arg("line", self.line)
            .arg("column", self.col)
            .arg("what", self.message.clone())
            .say(lang)
    }
}

impl fmt::Display for TeamError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}: {}", self.line, self.col, self.message)
    }
}

/// Match points for a won, drawn and lost match (record 362: `TW`, `TD`, `TL`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MatchScoring {
    /// A won match (default 2).
    pub win: Points,
    /// A drawn match (default 1).
    pub draw: Points,
    /// A lost match (default 0).
    pub loss: Points,
}

impl Default for MatchScoring {
    fn default() -> Self {
        MatchScoring { win: Points(20), draw: Points(10), loss: Points::ZERO }
    }
}

/// How a team's round went.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum RoundKind {
    /// A match played (on at least one board).
    Played,
    /// Won by forfeit (record 330).
    ForfeitWin,
    /// Lost by forfeit (record 330).
    ForfeitLoss,
    /// Both teams forfeited (record 330 `--`, or `-` on every board of both teams).
    DoubleForfeit,
    /// Every board forfeited, the forfeits split evenly between the teams (as many `+` as `-`
    /// on each side): a drawn match in which nothing was played.
    ForfeitDraw,
    /// The pairing-allocated bye (record 320).
    Pab,
    /// Not paired: no match, no bye.
    Absent,
}

impl RoundKind {
    /// Whether the team met its opponent over the board.
    #[must_use]
    pub fn is_played(self) -> bool {
        self == RoundKind::Played
    }
    /// A voluntarily unplayed round (C.07 16.1.2): absence or forfeit loss.
    #[must_use]
    pub fn is_vur(self) -> bool {
        matches!(self, RoundKind::Absent | RoundKind::ForfeitLoss | RoundKind::DoubleForfeit)
    }
}

/// One team's round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TeamRound {
    /// What happened.
    pub kind: RoundKind,
    /// The opponent team's number (played and forfeited matches).
    pub opponent: Option<u16>,
    /// Game points the team scored.
    pub game_points: Points,
    /// Game points the opponent scored.
    pub opponent_game_points: Points,
    /// Match points the team got.
    pub match_points: Points,
    /// The match points of the opponent in this match.
    pub opponent_match_points: Points,
    /// The team's points board by board (board 1 first) when its players' lines record the
    /// games: the k-th player of the roster (310 order) with a game that round sits on board k.
    /// Empty for byes and for forfeited matches without recorded games (BC, TBR, BBE).
    #[serde(skip)]
    pub board_points: Vec<Points>,
}

impl TeamRound {
    fn absent() -> TeamRound {
        TeamRound {
            kind: RoundKind::Absent,
            opponent: None,
            game_points: Points::ZERO,
            opponent_game_points: Points::ZERO,
            match_points: Points::ZERO,
            opponent_match_points: Points::ZERO,
            board_points: vec![],
        }
    }

    /// Whether the team won the match (or got a PAB worth a win).
    #[must_use]
    pub fn won(&self, scoring: &MatchScoring) -> bool {
        match self.kind {
            RoundKind::Played => self.game_points > self.opponent_game_points,
            RoundKind::ForfeitWin => true,
            RoundKind::Pab => self.match_points >= scoring.win,
            _ => false,
        }
    }
}

/// A team: record 310 and its rounds.
#[derive(Clone, Debug, Serialize)]
pub struct TeamEntry {
    /// Team pairing number (310 cols 5–7).
    pub number: u16,
    /// Name (cols 9–40).
    pub name: String,
    /// Players in board order (cols 74–142).
    pub players: Vec<Tpn>,
    /// Match points the file declares (cols 55–60).
    pub declared_match_points: Option<Points>,
    /// Game points the file declares (cols 62–67).
    pub declared_game_points: Option<Points>,
    /// Rank the file declares (cols 69–71).
    pub declared_rank: Option<u16>,
    /// The 310 line.
    pub line: usize,
    /// Rounds 1.. in order.
    pub rounds: Vec<TeamRound>,
}

impl TeamEntry {
    /// Match points after `rounds` rounds.
    #[must_use]
    pub fn match_points(&self, rounds: u16) -> Points {
        self.rounds.iter().take(usize::from(rounds)).map(|r| r.match_points).sum()
    }
    /// Game points after `rounds` rounds.
    #[must_use]
    pub fn game_points(&self, rounds: u16) -> Points {
        self.rounds.iter().take(usize::from(rounds)).map(|r| r.game_points).sum()
    }
}

/// A team's match in a round as its players' games give it: opponent team, game points,
/// the opponent's game points, games, points board by board, and whether any board's game was
/// played over the board (a match forfeited on every board was not played: C.04.6 1.6.1).
type MatchGames = (u16, Points, Points, u16, Vec<Points>, bool);

/// The team event.
#[derive(Clone, Debug, Serialize)]
pub struct TeamEvent {
    /// Teams by number.
    pub teams: Vec<TeamEntry>,
    /// Match points (record 362 or `--match-points`).
    pub scoring: MatchScoring,
    /// Boards per match: record 352's colour sequence, else the most games of any match.
    pub boards: u16,
    /// Rounds recorded.
    pub rounds: u16,
}

impl TeamEvent {
    /// The team numbered `n`.
    #[must_use]
    pub fn team(&self, n: u16) -> Option<&TeamEntry> {
        self.teams.iter().find(|t| t.number == n)
    }

    /// The game points of a drawn match: half the boards' points (C.07 16.3.2 for teams).
    #[must_use]
    pub fn drawn_match_game_points(&self, t: &Tournament) -> Points {
        Points(t.scoring.draw().0 * i32::from(self.boards))
    }

    /// Builds the event from the document's team records and the tournament's games.
    /// `scoring` overrides record 362.
    ///
    /// # Errors
    /// Every problem found, each at its line and column: no 310 record, a 310 naming a player
    /// who does not exist or who is in another team, unreadable declared points, a player who
    /// meets a team-mate or a player of no team, a team whose players meet two teams in one
    /// round, bad 320/330/362 records, a team given both a match and a PAB in a round.
    pub fn build(
        doc: &TrfDocument,
        t: &Tournament,
        scoring: Option<MatchScoring>,
        rounds: u16,
    ) -> Result<TeamEvent, Vec<TeamError>> {
        let mut errs = vec![];
        let mut teams = read_teams(doc, t, &mut errs);
        if teams.is_empty() && errs.is_empty() {
            errs.push(TeamError { line: doc.lines.len().max(1), col: 1, message: Phrase::new("team-rec-none") });
        }
        let scoring = match scoring {
            Some(s) => s,
            None => read_362(doc, &mut errs),
        };
        let boards_352 = doc.lines.iter().find(|l| l.text.starts_with("352")).map(|l| {
            u16::try_from(l.text.get(4..).unwrap_or("").trim().chars().filter(|c| c.is_ascii_alphabetic()).count())
                .unwrap_or(0)
        });
        let team_of: BTreeMap<Tpn, u16> =
            teams.iter().flat_map(|tm| tm.players.iter().map(move |p| (*p, tm.number))).collect();
        let numbers: BTreeSet<u16> = teams.iter().map(|tm| tm.number).collect();
        let pabs = read_320(doc, &numbers, &mut errs);
        let forfeits = read_330(doc, &numbers, &mut errs);
        // Games, team by team and round by round.
        let mut most_games = 0u16;
        let mut matches: BTreeMap<(u16, u16), MatchGames> = BTreeMap::new(); // (team, round) -> (opp, gp, opp gp, games, board points)
        for tm in &teams {
            for r in 1..=rounds {
                let mut opp: Option<(u16, Tpn)> = None;
                // Each board in roster order: the player's own points, and whether the board
                // had an opponent (a forfeit against an empty board has none).
                let mut boards_of: Vec<Points> = vec![];
                let mut unopposed: Vec<(usize, Points)> = vec![];
                let mut met_points = Points::ZERO;
                let mut any_played = false;
                for &p in &tm.players {
                    let Some(pl) = t.player(p) else { continue };
                    let e = pl.entry(RoundNo(r));
                    let mine = t.scoring.points_for(e.result, e.colour);
                    let Some(o) = e.opponent else {
                        // `+` or `-` with no opponent: a board of the team's match whose
                        // opponent board was empty (or both empty); byes and absences are
                        // no board of the match.
                        if e.result.is_forfeit() {
                            unopposed.push((boards_of.len(), mine));
                        }
                        continue;
                    };
                    let col = 92 + 10 * (usize::from(r) - 1);
                    let Some(&ot) = team_of.get(&o) else {
                        errs.push(TeamError {
                            line: pl.line,
                            col,
                            message: Phrase::new("team-rec-opponent-in-no-team")
                                .arg("round", r)
                                .arg("player", p.to_string())
                                .arg("team", tm.number)
                                .arg("opponent", o.to_string()),
                        });
                        continue;
                    };
                    if ot == tm.number {
                        errs.push(TeamError {
                            line: pl.line,
                            col,
                            message: Phrase::new("team-rec-same-team")
                                .arg("round", r)
                                .arg("player", p.to_string())
                                .arg("opponent", o.to_string())
                                .arg("team", tm.number),
                        });
                        continue;
                    }
                    if let Some((first, by)) = opp {
                        if first != ot {
                            errs.push(TeamError {
                                line: pl.line,
                                col,
                                message: Phrase::new("team-rec-two-opponents")
                                    .arg("round", r)
                                    .arg("team", tm.number)
                                    .arg("by", by.to_string())
                                    .arg("first", first)
                                    .arg("player", p.to_string())
                                    .arg("other", ot),
                            });
                            continue;
                        }
                    } else {
                        opp = Some((ot, p));
                    }
                    boards_of.push(mine);
                    any_played |= e.result.is_played();
                    // The opponent's points as the opponent's own line records them (a double
                    // forfeit is 0 for both, an unusual ½-0 is ½ and 0), never "1 minus mine".
                    if let Some(oe) = t.player(o).map(|op| op.entry(RoundNo(r))) {
                        met_points += t.scoring.points_for(oe.result, oe.colour);
                    }
                }
                if let Some((ot, _)) = opp {
                    for (k, (at, pts)) in unopposed.into_iter().enumerate() {
                        boards_of.insert(at + k, pts);
                    }
                    let gp = boards_of.iter().copied().sum();
                    let games = u16::try_from(boards_of.len()).unwrap_or(u16::MAX);
                    most_games = most_games.max(games);
                    matches.insert((tm.number, r), (ot, gp, met_points, games, boards_of, any_played));
                }
            }
        }
        // Each side's game points come from its own boards: the opponent's are the points the
        // opponent team's own match records (its unopposed forfeits included), when its
        // players met this team's.
        let own: BTreeMap<(u16, u16), (u16, Points)> = matches.iter().map(|(k, m)| (*k, (m.0, m.1))).collect();
        for (&(team, r), m) in &mut matches {
            if let Some(&(back, gp)) = own.get(&(m.0, r)) {
                if back == team {
                    m.2 = gp;
                }
            }
        }
        let boards = boards_352.filter(|b| *b > 0).unwrap_or(most_games).max(1);
        for tm in &mut teams {
            tm.rounds = (1..=rounds).map(|_| TeamRound::absent()).collect();
        }
        let index: BTreeMap<u16, usize> = teams.iter().enumerate().map(|(i, tm)| (tm.number, i)).collect();
        for (&(team, r), (opp, gp, ogp, _, bp, any_played)) in &matches {
            let (opp, gp, ogp) = (*opp, *gp, *ogp);
            // Played when a game of the match was played over the board on any board (reading
            // T-3); a match forfeited on every board (`+`/`-` on each, with or without record
            // 330) was not played (1.6.1 "actually played", C.04.2 3.5): won or lost by
            // forfeit by the boards' points, a double forfeit when neither side scored, and
            // drawn by forfeit when the forfeits split evenly.
            let (kind, (mp, omp)) = match (gp.cmp(&ogp), *any_played) {
                (std::cmp::Ordering::Greater, true) => (RoundKind::Played, (scoring.win, scoring.loss)),
                (std::cmp::Ordering::Equal, true) => (RoundKind::Played, (scoring.draw, scoring.draw)),
                (std::cmp::Ordering::Less, true) => (RoundKind::Played, (scoring.loss, scoring.win)),
                (std::cmp::Ordering::Greater, false) => (RoundKind::ForfeitWin, (scoring.win, scoring.loss)),
                (std::cmp::Ordering::Less, false) => (RoundKind::ForfeitLoss, (scoring.loss, scoring.win)),
                (std::cmp::Ordering::Equal, false) if gp == Points::ZERO => {
                    (RoundKind::DoubleForfeit, (scoring.loss, scoring.loss))
                }
                (std::cmp::Ordering::Equal, false) => (RoundKind::ForfeitDraw, (scoring.draw, scoring.draw)),
            };
            if let Some(&i) = index.get(&team) {
                teams[i].rounds[usize::from(r) - 1] = TeamRound {
                    kind,
                    opponent: Some(opp),
                    game_points: gp,
                    opponent_game_points: ogp,
                    match_points: mp,
                    opponent_match_points: omp,
                    board_points: bp.clone(),
                };
            }
        }
        // A team PAB written `0000 - U` on its players' lines (as team programs write it, with
        // or without record 320): a team with no match in the round whose players are given
        // `U` receives the pairing-allocated bye, worth a drawn match (C.04.6 1.4; reading
        // T-5: the game points of a drawn match). Record 320, when present, gives its points.
        let drawn = Points(t.scoring.draw().0 * i32::from(boards));
        for tm in &mut teams {
            for r in 1..=rounds {
                let slot = &mut tm.rounds[usize::from(r) - 1];
                let given_u = tm.players.iter().filter_map(|&p| t.player(p)).any(|pl| {
                    let e = pl.entry(RoundNo(r));
                    e.opponent.is_none() && e.result == ResultCode::PairingAllocatedBye
                });
                if slot.kind == RoundKind::Absent && given_u {
                    *slot = TeamRound {
                        kind: RoundKind::Pab,
                        game_points: drawn,
                        match_points: scoring.draw,
                        ..TeamRound::absent()
                    };
                }
            }
        }
        let full = Points(t.scoring.win().0 * i32::from(boards));
        for f in &forfeits {
            if f.round == 0 || f.round > rounds {
                continue;
            }
            for (me, other, kind) in [(f.white, f.black, f.white_kind), (f.black, f.white, f.black_kind)] {
                let Some(&i) = index.get(&me) else { continue };
                let slot = &mut teams[i].rounds[usize::from(f.round) - 1];
                // Game points: the boards' results when the players' lines record them, else
                // a full match's worth to the team that wins by forfeit.
                let recorded = matches.get(&(me, f.round)).map(|m| (m.1, m.2));
                let board_points = matches.get(&(me, f.round)).map(|m| m.4.clone()).unwrap_or_default();
                let (gp, ogp) = recorded.unwrap_or(match kind {
                    RoundKind::ForfeitWin => (full, Points::ZERO),
                    RoundKind::ForfeitLoss => (Points::ZERO, full),
                    _ => (Points::ZERO, Points::ZERO),
                });
                let (mp, omp) = match kind {
                    RoundKind::ForfeitWin => (scoring.win, scoring.loss),
                    RoundKind::ForfeitLoss => (scoring.loss, scoring.win),
                    _ => (scoring.loss, scoring.loss),
                };
                *slot = TeamRound {
                    kind,
                    opponent: Some(other),
                    game_points: gp,
                    opponent_game_points: ogp,
                    match_points: mp,
                    opponent_match_points: omp,
                    board_points,
                };
            }
        }
        for p in &pabs {
            if p.round > rounds {
                continue;
            }
            let Some(&i) = index.get(&p.team) else { continue };
            let slot = &mut teams[i].rounds[usize::from(p.round) - 1];
            if !matches!(slot.kind, RoundKind::Absent | RoundKind::Pab) {
                errs.push(TeamError {
                    line: p.line,
                    col: p.col,
                    message: Phrase::new("team-rec-pab-and-match").arg("round", p.round).arg("team", p.team),
                });
                continue;
            }
            *slot = TeamRound {
                kind: RoundKind::Pab,
                opponent: None,
                game_points: p.game_points,
                opponent_game_points: Points::ZERO,
                match_points: p.match_points,
                opponent_match_points: Points::ZERO,
                board_points: vec![],
            };
        }
        if errs.is_empty() {
            Ok(TeamEvent { teams, scoring, boards, rounds })
        } else {
            errs.stable_sort_by_key(&|e| (e.line, e.col));
            errs.dedup();
            Err(errs)
        }
    }
}

/// The last round the team records name: a team given the PAB in record 320, a forfeited
/// match of record 330 (rounds whose matches were all forfeited have no game in the player
/// lines). 0 when there is none.
#[must_use]
pub fn last_team_record_round(doc: &TrfDocument) -> u16 {
    let mut last = 0u16;
    for l in &doc.lines {
        if l.text.starts_with("320") && l.text.is_ascii() {
            let mut col = 15;
            let mut round = 1u16;
            while col <= l.text.len() {
                if number_at(&l.text, col, col + 2).and_then(|s| s.parse::<u16>().ok()).is_some_and(|n| n > 0) {
                    last = last.max(round);
                }
                col += 4;
                round = round.saturating_add(1);
            }
        } else if l.text.starts_with("330") && l.text.is_ascii() {
            if let Some(r) = number_at(&l.text, 8, 10).and_then(|s| s.parse::<u16>().ok()) {
                last = last.max(r);
            }
        }
    }
    last
}

/// Parses `2,1,0` (or `2:1:0`) into match points for a win, a draw and a loss.
///
/// # Errors
/// Not three decimal numbers.
pub fn parse_match_points(text: &str) -> Result<MatchScoring, String> {
    let parts: Vec<&str> = text.split([',', ':', '/']).map(str::trim).collect();
    let nums: Option<Vec<Points>> = parts.iter().map(|p| p.parse::<Points>().ok()).collect();
    match nums.as_deref() {
        Some([w, d, l]) => Ok(MatchScoring { win: *w, draw: *d, loss: *l }),
        _ => Err(format!("expected three numbers WIN,DRAW,LOSS such as 2,1,0 or 3,1,0; found '{text}'")),
    }
}

/// The trimmed text of columns `from`–`to` (1-based, by character, as TRF columns count).
fn number_at(text: &str, from: usize, to: usize) -> Option<String> {
    let s: String = text.chars().skip(from.saturating_sub(1)).take(to + 1 - from.min(to + 1)).collect();
    let s = s.trim();
    if s.is_empty() { None } else { Some(s.to_owned()) }
}

fn read_teams(doc: &TrfDocument, t: &Tournament, errs: &mut Vec<TeamError>) -> Vec<TeamEntry> {
    let mut teams: Vec<TeamEntry> = vec![];
    let mut seen: BTreeMap<Tpn, (u16, usize)> = BTreeMap::new();
    // TRF-2026 teams (310) when the file has them; else the TRF16 team records (013) that
    // tournament managers export (Swiss-Manager's team Swiss: one line per player, 013 per
    // team, no 310), numbered 1, 2, … in the order of their lines (013 carries no number), with
    // no declared points or rank.
    let has_310 = doc.lines.iter().any(|l| matches!(l.record, Record::Team(_)) && l.text.starts_with("310"));
    let code = if has_310 { "310" } else { "013" };
    let mut order = 0u16;
    for l in &doc.lines {
        let Record::Team(tl) = &l.record else { continue };
        if !l.text.starts_with(code) {
            continue;
        }
        order = order.saturating_add(1);
        let number = if has_310 { tl.number } else { Some(order) };
        let Some(number) = number.filter(|n| *n > 0) else {
            errs.push(TeamError { line: l.number, col: 5, message: Phrase::new("team-rec-310-number") });
            continue;
        };
        if let Some(other) = teams.iter().find(|x| x.number == number) {
            errs.push(TeamError {
                line: l.number,
                col: 5,
                message: Phrase::new("team-rec-310-twice").arg("team", number).arg("line", other.line),
            });
            continue;
        }
        let points = |from: usize, to: usize, what: &'static str, errs: &mut Vec<TeamError>| -> Option<Points> {
            let s = number_at(&l.text, from, to)?;
            s.parse::<Points>()
                .map_err(|_| {
                    errs.push(TeamError {
                        line: l.number,
                        col: from,
                        message: Phrase::new("team-rec-310-points")
                            .arg("what", Phrase::new(what))
                            .arg("from", from)
                            .arg("to", to)
                            .arg("found", s),
                    });
                })
                .ok()
        };
        let declared_match_points = if has_310 { points(55, 60, "team-rec-match-points", errs) } else { None };
        let declared_game_points = if has_310 { points(62, 67, "team-rec-game-points", errs) } else { None };
        let declared_rank = number_at(&l.text, 69, 71).filter(|_| has_310).and_then(|s| {
            s.parse::<u16>()
                .map_err(|_| {
                    errs.push(TeamError {
                        line: l.number,
                        col: 69,
                        message: Phrase::new("team-rec-310-rank").arg("found", s),
                    });
                })
                .ok()
        });
        for (k, p) in tl.players.iter().enumerate() {
            let col = if has_310 { 74 } else { 37 } + 5 * k;
            if t.player(*p).is_none() {
                errs.push(TeamError {
                    line: l.number,
                    col,
                    message: Phrase::new("team-rec-unknown-player")
                        .arg("code", code)
                        .arg("team", number)
                        .arg("player", p.to_string()),
                });
            } else if let Some((other, line)) = seen.get(p) {
                errs.push(TeamError {
                    line: l.number,
                    col,
                    message: Phrase::new("team-rec-player-twice")
                        .arg("code", code)
                        .arg("player", p.to_string())
                        .arg("team", *other)
                        .arg("line", *line),
                });
            } else {
                seen.insert(*p, (number, l.number));
            }
        }
        teams.push(TeamEntry {
            number,
            name: tl.name.clone(),
            players: tl.players.clone(),
            declared_match_points,
            declared_game_points,
            declared_rank,
            line: l.number,
            rounds: vec![],
        });
    }
    teams.stable_sort_by_key(&|x| x.number);
    teams
}

/// Record 362: `TW 2.0 TD 1.0 TL 0.0` (any order; missing symbols keep their default).
fn read_362(doc: &TrfDocument, errs: &mut Vec<TeamError>) -> MatchScoring {
    let mut s = MatchScoring::default();
    let Some(l) = doc.lines.iter().rev().find(|l| l.text.starts_with("362")) else { return s };
    let text: Vec<char> = l.text.chars().collect();
    let mut i = 3;
    while i < text.len() {
        if text[i].is_whitespace() {
            i += 1;
            continue;
        }
        let start = i;
        let sym: String = text[i..].iter().take(2).collect::<String>().to_ascii_uppercase();
        i += 2;
        while i < text.len() && text[i].is_whitespace() {
            i += 1;
        }
        let vstart = i;
        while i < text.len() && !text[i].is_whitespace() && !text[i].is_ascii_alphabetic() {
            i += 1;
        }
        let val: String = text[vstart..i].iter().collect();
        let slot = match sym.as_str() {
            "TW" => &mut s.win,
            "TD" => &mut s.draw,
            "TL" => &mut s.loss,
            _ => {
                errs.push(TeamError {
                    line: l.number,
                    col: start + 1,
                    message: Phrase::new("team-rec-362-symbol").arg("found", sym.as_str()),
                });
                break;
            }
        };
        match val.parse::<Points>() {
            Ok(p) => *slot = p,
            Err(_) => {
                errs.push(TeamError {
                    line: l.number,
                    col: vstart + 1,
                    message: Phrase::new("team-rec-362-points").arg("symbol", sym.as_str()).arg("found", val.as_str()),
                });
                break;
            }
        }
    }
    s
}

struct Pab {
    team: u16,
    round: u16,
    match_points: Points,
    game_points: Points,
    line: usize,
    col: usize,
}

/// Record 320: PAB match points (cols 5–8), game points (10–13), then the team receiving
/// the PAB in round 1 (cols 15–17), round 2 (19–21), … (`000` for none).
fn read_320(doc: &TrfDocument, teams: &BTreeSet<u16>, errs: &mut Vec<TeamError>) -> Vec<Pab> {
    let mut out = vec![];
    for l in doc.lines.iter().filter(|l| l.text.starts_with("320")) {
        if !l.text.is_ascii() {
            errs.push(TeamError { line: l.number, col: 1, message: Phrase::new("team-rec-ascii").arg("code", "320") });
            continue;
        }
        let pts = |from, to, what: &'static str, errs: &mut Vec<TeamError>| -> Points {
            match number_at(&l.text, from, to) {
                None => Points::ZERO,
                Some(s) => s.parse::<Points>().unwrap_or_else(|_| {
                    errs.push(TeamError {
                        line: l.number,
                        col: from,
                        message: Phrase::new("team-rec-320-points")
                            .arg("what", Phrase::new(what))
                            .arg("from", from)
                            .arg("to", to)
                            .arg("found", s),
                    });
                    Points::ZERO
                }),
            }
        };
        let match_points = pts(5, 8, "team-rec-pab-match-points", errs);
        let game_points = pts(10, 13, "team-rec-pab-game-points", errs);
        let mut col = 15;
        let mut round = 1u16;
        while col <= l.text.len() {
            if let Some(s) = number_at(&l.text, col, col + 2) {
                match s.parse::<u16>() {
                    Ok(0) => {}
                    Ok(n) if teams.contains(&n) => {
                        out.push(Pab { team: n, round, match_points, game_points, line: l.number, col });
                    }
                    _ => errs.push(TeamError {
                        line: l.number,
                        col,
                        message: Phrase::new("team-rec-320-team").arg("round", round).arg("found", s),
                    }),
                }
            }
            col += 4;
            round += 1;
        }
    }
    out
}

struct Forfeit {
    round: u16,
    white: u16,
    black: u16,
    white_kind: RoundKind,
    black_kind: RoundKind,
}

/// Record 330: type (cols 5–6: `+-`, `-+`, `--`), round (8–10), White team (12–14), Black
/// team (16–18).
fn read_330(doc: &TrfDocument, teams: &BTreeSet<u16>, errs: &mut Vec<TeamError>) -> Vec<Forfeit> {
    let mut out = vec![];
    for l in doc.lines.iter().filter(|l| l.text.starts_with("330")) {
        if !l.text.is_ascii() {
            errs.push(TeamError { line: l.number, col: 1, message: Phrase::new("team-rec-ascii").arg("code", "330") });
            continue;
        }
        let kind = l.text.get(4..6).unwrap_or("");
        let (wk, bk) = match kind {
            "+-" => (RoundKind::ForfeitWin, RoundKind::ForfeitLoss),
            "-+" => (RoundKind::ForfeitLoss, RoundKind::ForfeitWin),
            "--" => (RoundKind::DoubleForfeit, RoundKind::DoubleForfeit),
            other => {
                errs.push(TeamError {
                    line: l.number,
                    col: 5,
                    message: Phrase::new("team-rec-330-kind").arg("found", other),
                });
                continue;
            }
        };
        let mut num = |from: usize, to: usize, what: &'static str, team: bool| -> Option<u16> {
            let s = number_at(&l.text, from, to).unwrap_or_default();
            match s.parse::<u16>() {
                Ok(n) if n > 0 && (!team || teams.contains(&n)) => Some(n),
                _ => {
                    errs.push(TeamError {
                        line: l.number,
                        col: from,
                        message: Phrase::new("team-rec-330-number")
                            .arg("what", Phrase::new(what))
                            .arg("from", from)
                            .arg("to", to)
                            .arg("found", s.as_str()),
                    });
                    None
                }
            }
        };
        let round = num(8, 10, "team-rec-330-round", false);
        let white = num(12, 14, "team-rec-330-white", true);
        let black = num(16, 18, "team-rec-330-black", true);
        if let (Some(round), Some(white), Some(black)) = (round, white, black) {
            out.push(Forfeit { round, white, black, white_kind: wk, black_kind: bk });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn columns_count_characters_so_accented_team_names_keep_their_places() {
        let line = format!("310   1 {:<32}{:14}{:>6} {:>6} {:>3}", "Peña Ajedrez Úbeda", "", "11.0", "22.5", "3");
        assert_eq!(number_at(&line, 55, 60).as_deref(), Some("11.0"));
        assert_eq!(number_at(&line, 62, 67).as_deref(), Some("22.5"));
        assert_eq!(number_at(&line, 69, 71).as_deref(), Some("3"));
        assert_eq!(number_at(&line, 200, 210), None);
    }

    /// One board of a match between team 1 (White on odd boards) and team 2: each side's
    /// entry as (opponent given, colour, result code), and each side's own points on it
    /// in tenths, written from the codes' meaning (TRF16 / TRF-2026 result codes), not from
    /// the code under test. `None` for the points: the entry is no board of the match (a
    /// bye or an absence of a player).
    struct Board {
        name: &'static str,
        a: (bool, char),
        b: (bool, char),
        points: (Option<i32>, Option<i32>),
    }

    const BOARDS: &[Board] = &[
        Board { name: "played 1-0", a: (true, '1'), b: (true, '0'), points: (Some(10), Some(0)) },
        Board { name: "played 0-1", a: (true, '0'), b: (true, '1'), points: (Some(0), Some(10)) },
        Board { name: "played ½-½", a: (true, '='), b: (true, '='), points: (Some(5), Some(5)) },
        Board { name: "unrated W-L", a: (true, 'W'), b: (true, 'L'), points: (Some(10), Some(0)) },
        Board { name: "unrated D-D", a: (true, 'D'), b: (true, 'D'), points: (Some(5), Some(5)) },
        Board { name: "unrated L-W", a: (true, 'L'), b: (true, 'W'), points: (Some(0), Some(10)) },
        Board { name: "forfeit +/-", a: (true, '+'), b: (true, '-'), points: (Some(10), Some(0)) },
        Board { name: "forfeit -/+", a: (true, '-'), b: (true, '+'), points: (Some(0), Some(10)) },
        Board { name: "double forfeit", a: (true, '-'), b: (true, '-'), points: (Some(0), Some(0)) },
        Board { name: "unusual ½-0", a: (true, '='), b: (true, '0'), points: (Some(5), Some(0)) },
        Board { name: "unusual 0-0", a: (true, '0'), b: (true, '0'), points: (Some(0), Some(0)) },
        Board { name: "B's board empty", a: (false, '+'), b: (false, 'Z'), points: (Some(10), None) },
        Board { name: "A's board empty", a: (false, ' '), b: (false, '+'), points: (None, Some(10)) },
        Board { name: "both boards empty", a: (false, '-'), b: (false, '-'), points: (Some(0), Some(0)) },
        Board { name: "byes, no board", a: (false, 'F'), b: (false, 'H'), points: (None, None) },
        Board { name: "absent, no board", a: (false, 'Z'), b: (false, ' '), points: (None, None) },
    ];

    /// A one-round TRF: team 1 = players 1..=n, team 2 = players n+1..=2n, board k of each.
    fn match_file(boards: &[&Board]) -> String {
        let n = boards.len();
        let mut out = vec!["012 Match".to_owned(), format!("352 {}", "WB".repeat(n).get(..n).unwrap_or(""))];
        for (side, first) in [(0usize, 1usize), (1, n + 1)] {
            for (k, b) in boards.iter().enumerate() {
                let p = first + k;
                let (opposed, code) = if side == 0 { b.a } else { b.b };
                let white = (k % 2 == 0) == (side == 0);
                let block = if opposed {
                    let o = if side == 0 { n + 1 + k } else { 1 + k };
                    format!("{o:4} {} {code}", if white { 'w' } else { 'b' })
                } else {
                    format!("0000 - {code}")
                };
                out.push(format!(
                    "001 {p:4} m    {:<33} {:4}{:28}{:4.1}{:5}  {block}",
                    format!("P{p}"),
                    2000,
                    "",
                    0.0,
                    ""
                ));
            }
        }
        let ids = |from: usize| (from..from + n).map(|p| format!("{p:4} ")).collect::<String>();
        out.push(format!("310   1 {:<32}{:33}{}", "A", "", ids(1).trim_end()));
        out.push(format!("310   2 {:<32}{:33}{}", "B", "", ids(n + 1).trim_end()));
        out.join("\n") + "\n"
    }

    /// Builds the match and checks both sides against the boards' own points.
    fn check(boards: &[&Board]) {
        let text = match_file(boards);
        let doc = TrfDocument::from_bytes(text.as_bytes()).unwrap_or_else(|e| panic!("{e:?}\n{text}"));
        let t = Tournament::from_trf(&doc).unwrap_or_else(|e| panic!("{e:?}\n{text}"));
        let ev = TeamEvent::build(&doc, &t, None, 1).unwrap_or_else(|e| panic!("{e:?}\n{text}"));
        let names: Vec<&str> = boards.iter().map(|b| b.name).collect();
        let side = |f: fn(&Board) -> Option<i32>| Points(boards.iter().filter_map(|b| f(b)).sum());
        let (ga, gb) = (side(|b| b.points.0), side(|b| b.points.1));
        let played = boards.iter().any(|b| b.a.0);
        let (a, b) = (&ev.teams[0].rounds[0], &ev.teams[1].rounds[0]);
        if !played {
            assert_eq!((a.kind, b.kind), (RoundKind::Absent, RoundKind::Absent), "{names:?}");
            return;
        }
        // A match is played when a game of it was played over the board (reading T-3); one
        // forfeited on every board was not (1.6.1): won, lost, double-forfeited or drawn by
        // forfeits, by the boards' points.
        let over_the_board = boards.iter().any(|b| b.a.0 && "10=WDL".contains(b.a.1));
        let kinds = match (over_the_board, ga.cmp(&gb)) {
            (true, _) => (RoundKind::Played, RoundKind::Played),
            (false, std::cmp::Ordering::Greater) => (RoundKind::ForfeitWin, RoundKind::ForfeitLoss),
            (false, std::cmp::Ordering::Less) => (RoundKind::ForfeitLoss, RoundKind::ForfeitWin),
            (false, std::cmp::Ordering::Equal) if ga == Points::ZERO => {
                (RoundKind::DoubleForfeit, RoundKind::DoubleForfeit)
            }
            (false, std::cmp::Ordering::Equal) => (RoundKind::ForfeitDraw, RoundKind::ForfeitDraw),
        };
        assert_eq!((a.kind, b.kind), kinds, "{names:?}");
        assert_eq!((a.game_points, a.opponent_game_points), (ga, gb), "team A, boards {names:?}");
        assert_eq!((b.game_points, b.opponent_game_points), (gb, ga), "team B, boards {names:?}");
        let (win, draw, loss) = (Points(20), Points(10), Points(0));
        let (ma, mb) = match ga.cmp(&gb) {
            std::cmp::Ordering::Greater => (win, loss),
            std::cmp::Ordering::Equal => (draw, draw),
            std::cmp::Ordering::Less => (loss, win),
        };
        let (ma, mb) = if kinds.0 == RoundKind::DoubleForfeit { (loss, loss) } else { (ma, mb) };
        assert_eq!((a.match_points, b.match_points), (ma, mb), "match points, boards {names:?}");
        assert_eq!((a.opponent_match_points, b.opponent_match_points), (mb, ma), "{names:?}");
    }

    /// Seed 000 l. 5526 and seed 001 l. 9426: boards 1-0, 0-1, ½-½, 1-0 and a double forfeit
    /// are A 2.5 – B 1.5, a match won by A (2 match points), not 2.5–2.5.
    #[test]
    fn a_double_forfeit_board_scores_nothing_for_either_team_seed_000_l5526() {
        let b = |name: &str| BOARDS.iter().find(|b| b.name == name).expect(name);
        let boards = [b("played 1-0"), b("played 0-1"), b("played ½-½"), b("played 1-0"), b("double forfeit")];
        check(&boards);
        let text = match_file(&boards);
        let doc = TrfDocument::from_bytes(text.as_bytes()).expect("trf");
        let t = Tournament::from_trf(&doc).expect("tournament");
        let ev = TeamEvent::build(&doc, &t, None, 1).expect("event");
        let a = &ev.teams[0].rounds[0];
        assert_eq!((a.game_points, a.opponent_game_points, a.match_points), (Points(25), Points(15), Points(20)));
        let b2 = &ev.teams[1].rounds[0];
        assert_eq!((b2.game_points, b2.opponent_game_points, b2.match_points), (Points(15), Points(25), Points(0)));
    }

    /// Every combination of the board variants (played, unrated, forfeit, double forfeit,
    /// empty board, bye, absent) on the 4 boards of a match.
    #[test]
    fn every_board_combination_of_a_four_board_match_scores_each_side_from_its_own_boards() {
        let n = BOARDS.len();
        for code in 0..n.pow(4) {
            let boards: Vec<&Board> = (0..4).map(|k| &BOARDS[code / n.pow(k) % n]).collect();
            check(&boards);
        }
    }

    /// Six boards: each variant on each board with every other board of each variant, and
    /// 3,000 further combinations drawn by a fixed linear congruential sequence.
    #[test]
    fn six_board_matches_score_each_side_from_its_own_boards() {
        let n = BOARDS.len();
        for v in 0..n {
            for w in 0..n {
                for at in 0..6 {
                    let boards: Vec<&Board> = (0..6).map(|k| &BOARDS[if k == at { v } else { w }]).collect();
                    check(&boards);
                }
            }
        }
        let mut x: u64 = 0x2545_F491_4F6C_DD1D;
        for _ in 0..3000 {
            let boards: Vec<&Board> = (0..6)
                .map(|_| {
                    x = x.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
                    &BOARDS[usize::try_from(x >> 33).unwrap_or(0) % n]
                })
                .collect();
            check(&boards);
        }
    }

    #[test]
    fn match_points_read_as_typed() {
        assert_eq!(
            parse_match_points("3,1,0"),
            Ok(MatchScoring { win: Points(30), draw: Points(10), loss: Points(0) })
        );
        assert_eq!(parse_match_points("1:0.5:0").map(|m| m.draw), Ok(Points(5)));
        assert!(parse_match_points("2,1").is_err());
        assert!(parse_match_points("a,b,c").is_err());
    }
}
