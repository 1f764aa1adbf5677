//! A team event (TRF-2026 records 310, 320, 330, 362 and the players' games) as the Swiss Team
//! Pairing System (C.04.6) reads it: one participant per team, numbered by its 310 number
//! (its TPN, 1.1), whose round entries are the team's matches — the opponent team, the colour
//! of the team's first board when the match was played (1.6.1), the match result — scored in
//! match points (record 362), with each match's game points beside them (1.2: the primary or
//! the secondary score, as record 192 says).

use super::event::{RoundKind, TeamEvent, TeamRound};
use crate::core::scoring::ScoringSystem;
use crate::tournament::{Colour, Player, Points, RequestedBye, ResultCode, RoundEntry, RoundNo, Tournament, Tpn};
use std::collections::BTreeMap;

/// The team-level tournament of `ev`, read from `t` (the players' tournament): what the Swiss
/// Team engine and checker pair and check. Its rounds are the rounds of `ev`.
#[must_use]
pub fn team_tournament(ev: &TeamEvent, t: &Tournament) -> Tournament {
    let mut players = Vec::new();
    let mut game_points = BTreeMap::new();
    for team in &ev.teams {
        let rounds: Vec<RoundEntry> = team
            .rounds
            .iter()
            .enumerate()
            .map(|(i, r)| entry(r, first_board_colour(t, &team.players, RoundNo(u16::try_from(i + 1).unwrap_or(1)))))
            .collect();
        game_points.insert(Tpn(team.number), team.rounds.iter().map(|r| r.game_points).collect());
        players.push(Player {
            tpn: Tpn(team.number),
            sex: ' ',
            title: String::new(),
            name: team.name.clone(),
            rating: None,
            national_rating: None,
            federation: String::new(),
            fide_id: String::new(),
            birth: String::new(),
            declared_points: Some(team.match_points(ev.rounds)),
            rank: team.declared_rank,
            rounds,
            line: team.line,
        });
    }
    let mut out = Tournament::new(t.info.clone(), players);
    out.planned_rounds = t.planned_rounds;
    out.initial_colour = t.initial_colour;
    out.scoring = match_scoring(ev);
    out.match_game_points = game_points;
    out.requested_byes = team_byes(ev, t);
    out
}

/// The byes and absences the file asks for, as the teams' (the engine leaves an absent team
/// out of the round, C.04.6 1.5): a record 240 of a file with team records names teams ("ids
/// of the players/teams", TRF-2026 240); `XXZ` (JaVaFo) names players, and a team is absent
/// from the round to be paired when every player of its roster (310) is listed — one absent
/// player is a matter of the team's line-up, not of the pairing.
fn team_byes(ev: &TeamEvent, t: &Tournament) -> Vec<RequestedBye> {
    let is_team = |n: Tpn| ev.teams.iter().any(|tm| tm.number == n.0);
    let mut out: Vec<RequestedBye> =
        t.requested_byes.iter().filter(|b| b.round.is_some() && is_team(b.player)).cloned().collect();
    let absent: Vec<Tpn> = t.requested_byes.iter().filter(|b| b.round.is_none()).map(|b| b.player).collect();
    for team in &ev.teams {
        if !team.players.is_empty() && team.players.iter().all(|p| absent.contains(p)) {
            out.push(RequestedBye { round: None, kind: ResultCode::ZeroPointBye, player: Tpn(team.number) });
        }
    }
    out
}

/// Match points as the engine scores a team's round: record 362 (won, drawn, lost), a forfeit
/// won or lost as a match won or lost, the PAB as the file's team PAB gives it (record 320, or
/// the match points of a PAB written `U` on the players' lines), else as a drawn match (C.04.6
/// 1.4: "as many match points … as are rewarded for a draw, unless the regulations … state
/// otherwise").
fn match_scoring(ev: &TeamEvent) -> ScoringSystem {
    let m = ev.scoring;
    let pab = ev
        .teams
        .iter()
        .flat_map(|t| t.rounds.iter())
        .find(|r| r.kind == RoundKind::Pab)
        .map_or(m.draw, |r| r.match_points);
    ScoringSystem {
        win_white: m.win,
        win_black: m.win,
        draw_white: m.draw,
        draw_black: m.draw,
        loss_white: m.loss,
        loss_black: m.loss,
        forfeit_win: m.win,
        forfeit_loss: m.loss,
        full_point_bye: m.win,
        half_point_bye: m.draw,
        zero_point_bye: Points::ZERO,
        pairing_allocated_bye: pab,
        unknown: m.draw,
    }
}

/// A team's round as a round entry: the opponent team, the colour of the first board, the match
/// result (`1`, `=`, `0`; `+`, `-` forfeited; `U` the PAB; `Z` not paired).
fn entry(r: &TeamRound, colour: Option<Colour>) -> RoundEntry {
    let opponent = r.opponent.map(Tpn);
    match r.kind {
        RoundKind::Played => {
            let result = match r.game_points.cmp(&r.opponent_game_points) {
                std::cmp::Ordering::Greater => ResultCode::Win,
                std::cmp::Ordering::Equal => ResultCode::Draw,
                std::cmp::Ordering::Less => ResultCode::Loss,
            };
            RoundEntry { opponent, colour, result }
        }
        // A forfeited match keeps the colours it was paired with (the round's pairing, which
        // `check` compares); it is not played, so no colour history counts it (1.6.1).
        RoundKind::ForfeitWin => RoundEntry { opponent, colour, result: ResultCode::ForfeitWin },
        RoundKind::ForfeitLoss | RoundKind::DoubleForfeit => {
            RoundEntry { opponent, colour, result: ResultCode::ForfeitLoss }
        }
        // No TRF code says "drawn, not played": the team scores a draw, meets nobody and has
        // no colour (1.6.1, reading T-3) — a half-point bye at team level.
        RoundKind::ForfeitDraw => RoundEntry { opponent: None, colour: None, result: ResultCode::HalfPointBye },
        RoundKind::Pab => RoundEntry { opponent: None, colour: None, result: ResultCode::PairingAllocatedBye },
        RoundKind::Absent => RoundEntry { opponent: None, colour: None, result: ResultCode::ZeroPointBye },
    }
}

/// The colour of the team's first board in `round` (1.6.1): the first player of its roster (310
/// order) with a game that round, as the team event seats its boards.
fn first_board_colour(t: &Tournament, roster: &[Tpn], round: RoundNo) -> Option<Colour> {
    roster.iter().filter_map(|&p| t.player(p)).map(|p| p.entry(round)).find(|e| e.opponent.is_some())?.colour
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::trf::TrfDocument;

    /// Four teams of two boards, two rounds: round 1 team 1 beats team 2 (1½–½, its first board
    /// White), teams 3 and 4 draw (1–1, team 3's first board Black); round 2 team 1 draws team 3.
    fn event() -> (TeamEvent, Tournament) {
        let p = |n: u16, pts: &str, r: &str| {
            format!("001 {n:>4}      {:<33}{:33}{pts:>4}{:5}{r}", format!("Player {n}"), "", "")
        };
        let team = |n: u16, name: &str, a: u16, b: u16| format!("310 {n:>3} {name:<32}{:33}{a:>4} {b:>4}", "");
        let lines = [
            "012 Team Swiss".to_owned(),
            "192 FIDE_TEAM_TYPEA_MP_GP".to_owned(),
            "XXR 5".to_owned(),
            p(1, "1.5", "     3 w 1     5 w ="),
            p(2, "1.0", "     4 b =     6 b ="),
            p(3, "0.0", "     1 b 0  0000 - Z"),
            p(4, "0.5", "     2 w =  0000 - Z"),
            p(5, "1.0", "     7 b 1     1 b ="),
            p(6, "0.5", "     8 w 0     2 w ="),
            p(7, "0.0", "     5 w 0  0000 - Z"),
            p(8, "1.0", "     6 b 1  0000 - Z"),
            team(1, "Alpha", 1, 2),
            team(2, "Beta", 3, 4),
            team(3, "Gamma", 5, 6),
            team(4, "Delta", 7, 8),
        ];
        let text = lines.join("\n") + "\n";
        let doc = TrfDocument::from_bytes(text.as_bytes()).unwrap();
        let t = Tournament::from_trf(&doc).unwrap();
        let ev = TeamEvent::build(&doc, &t, None, 2).unwrap_or_else(|e| panic!("{e:?}"));
        (ev, t)
    }

    #[test]
    fn each_team_is_one_participant_with_its_matches_and_game_points() {
        let (ev, t) = event();
        let tt = team_tournament(&ev, &t);
        assert_eq!(tt.players.len(), 4);
        let alpha = tt.player(Tpn(1)).unwrap();
        assert_eq!(alpha.name, "Alpha");
        assert_eq!(
            alpha.entry(RoundNo(1)),
            RoundEntry { opponent: Some(Tpn(2)), colour: Some(Colour::White), result: ResultCode::Win }
        );
        assert_eq!(
            alpha.entry(RoundNo(2)),
            RoundEntry { opponent: Some(Tpn(3)), colour: Some(Colour::White), result: ResultCode::Draw }
        );
        let gamma = tt.player(Tpn(3)).unwrap();
        assert_eq!(gamma.entry(RoundNo(1)).colour, Some(Colour::Black));
        assert_eq!(gamma.entry(RoundNo(1)).result, ResultCode::Draw);
        // Match points 2 / 1 / 0 (record 362 absent); game points beside them.
        assert_eq!(tt.scoring.points_for(ResultCode::Win, Some(Colour::White)), Points(20));
        assert_eq!(tt.match_game_points[&Tpn(1)], vec![Points(15), Points(10)]);
        assert_eq!(tt.match_game_points[&Tpn(2)][0], Points(5));
    }
}
