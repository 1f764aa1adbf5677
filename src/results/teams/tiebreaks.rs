//! Team tie-breaks (C.07 Arts. 11–13 on top of Arts. 6–9, 14 and 16; the seed's C.02 team
//! systems): match and game points, direct encounter, Buchholz and Sonneborn-Berger on either
//! score, the four extended Sonneborn-Bergers, Koya and match wins — each value with the
//! steps an arbiter can follow by hand.
//!
//! The score types follow C.07 13.2's names: `EMGSB` is the sum, over the opponents, of the
//! opponent's **M**atch points × the **G**ame points scored against it (the Arbiters' Manual's
//! example: A beat B 5–3 and B finished with 11 match points, so B gives A 11 × 5 = 55); the
//! seed's team Sonneborn-Berger A–D are `EMMSB`, `EMGSB`, `EGMSB`, `EGGSB`, and its Cut-1
//! variants the same with `/C1` (the weakest opponent left out, Art. 14.1).

use super::event::{RoundKind, TeamEntry, TeamEvent, TeamRound};
use crate::core::words::Phrase;
use crate::results::tiebreaks::{Figure, SpecError, fmt_hundredths};
use crate::rules::tiebreak_edition::TiebreakEdition;
use crate::tournament::Points;
use serde::Serialize;
use std::fmt;

/// Which of a team's two scores.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub enum ScoreKind {
    /// Match points.
    #[serde(rename = "MP")]
    Mp,
    /// Game (board) points.
    #[serde(rename = "GP")]
    Gp,
}

impl ScoreKind {
    /// `MP` or `GP`.
    #[must_use]
    pub fn acronym(self) -> &'static str {
        match self {
            ScoreKind::Mp => "MP",
            ScoreKind::Gp => "GP",
        }
    }
    /// The other score.
    #[must_use]
    pub fn other(self) -> ScoreKind {
        match self {
            ScoreKind::Mp => ScoreKind::Gp,
            ScoreKind::Gp => ScoreKind::Mp,
        }
    }
    fn of(self, r: &TeamRound) -> Points {
        match self {
            ScoreKind::Mp => r.match_points,
            ScoreKind::Gp => r.game_points,
        }
    }
    fn parse(s: &str) -> Option<ScoreKind> {
        match s.to_ascii_uppercase().as_str() {
            "MP" | "M" => Some(ScoreKind::Mp),
            "GP" | "G" => Some(ScoreKind::Gp),
            _ => None,
        }
    }
}

/// A team tie-break criterion.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "UPPERCASE")]
pub enum TeamCode {
    /// Match points (C.07 11; `PTS` when match points are the primary score).
    Mp,
    /// Game points (C.07 11).
    Gp,
    /// Direct encounter on the primary score (C.07 Art. 6, 13.3).
    De,
    /// Buchholz: the opponents' scores (C.07 8.1, Art. 16 for unplayed rounds).
    Bh,
    /// Sonneborn-Berger: each opponent's score × the team's result against it (C.07 9.1, 13.2).
    Sb,
    /// Koya: the score against the opponents with at least half the maximum (C.07 9.2).
    Ks,
    /// Matches won, with or without playing (C.07 7.1).
    Win,
    /// Board count (C.07 Art. 13, team knockout criteria; digest §3.5): Σ over the matches of
    /// board number × the game points scored on that board — **lower is better**.
    Bc,
    /// Top-board result (C.07 Art. 13): the points on board 1 over the matches, then on
    /// board 2 … ("applied downwards") — higher is better.
    Tbr,
    /// Bottom-board elimination (C.07 Art. 13): the game points without the bottom board,
    /// then without the two bottom boards … — higher is better.
    Bbe,
}

/// One team tie-break of a list, e.g. `EMGSB/C1` or `BH:GP`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TeamTiebreak {
    /// The criterion.
    pub code: TeamCode,
    /// The score summed or read from the opponents (`None`: the primary score).
    pub opponent_score: Option<ScoreKind>,
    /// The team's own score against them (Sonneborn-Berger, Koya; `None`: as the opponent's).
    pub own_score: Option<ScoreKind>,
    /// `/C1`, `/C2`: the least significant values cut (14.1, 14.2).
    pub cut: u8,
    /// `/M1`, `/M2`: the least and the most significant cut (14.3, 14.4).
    pub median: u8,
    /// Written as an extended Sonneborn-Berger (`EMGSB`).
    extended: bool,
}

impl fmt::Display for TeamTiebreak {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let suffix = |k: Option<ScoreKind>| k.map_or(String::new(), |k| format!(":{}", k.acronym()));
        match self.code {
            TeamCode::Mp => f.write_str("MP")?,
            TeamCode::Gp => f.write_str("GP")?,
            TeamCode::De => f.write_str("DE")?,
            TeamCode::Win => f.write_str("WIN")?,
            TeamCode::Bc => f.write_str("BC")?,
            TeamCode::Tbr => f.write_str("TBR")?,
            TeamCode::Bbe => f.write_str("BBE")?,
            TeamCode::Bh => write!(f, "BH{}", suffix(self.opponent_score))?,
            TeamCode::Ks => write!(f, "KS{}", suffix(self.opponent_score))?,
            TeamCode::Sb if self.extended => {
                let l = |k: Option<ScoreKind>| k.map_or("", |k| &k.acronym()[..1]);
                write!(f, "E{}{}SB", l(self.opponent_score), l(self.own_score))?;
            }
            TeamCode::Sb => write!(f, "SB{}", suffix(self.opponent_score))?,
        }
        if self.cut > 0 {
            write!(f, "/C{}", self.cut)?;
        }
        if self.median > 0 {
            write!(f, "/M{}", self.median)?;
        }
        Ok(())
    }
}

impl TeamTiebreak {
    fn plain(code: TeamCode) -> TeamTiebreak {
        TeamTiebreak { code, opponent_score: None, own_score: None, cut: 0, median: 0, extended: false }
    }

    /// The C.07 article.
    #[must_use]
    pub fn article(&self) -> &'static str {
        match self.code {
            TeamCode::Mp | TeamCode::Gp => "C.07 Art. 11 — match and game points",
            TeamCode::De => "C.07 Art. 6 and 13.3 — direct encounter",
            TeamCode::Bh => "C.07 8.1 — Buchholz",
            TeamCode::Sb if self.extended => "C.07 13.2 — extended Sonneborn-Berger",
            TeamCode::Sb => "C.07 9.1 — Sonneborn-Berger",
            TeamCode::Ks => "C.07 9.2 — Koya system",
            TeamCode::Win => "C.07 7.1 — number of wins",
            TeamCode::Bc => "C.07 Art. 13 (team knockouts) — board count, lower is better",
            TeamCode::Tbr => "C.07 Art. 13 (team knockouts) — top-board result, applied downwards",
            TeamCode::Bbe => "C.07 Art. 13 (team knockouts) — bottom-board elimination",
        }
    }
}

impl std::str::FromStr for TeamTiebreak {
    type Err = SpecError;
    /// Parses `MP`, `GP`, `PTS` (the primary score), `MPVGP` (the secondary score), `DE`,
    /// `WIN`, `BH[:MP|:GP][/C1|/C2|/M1|/M2]`, `SB[:MP|:GP][/C1]`, `KS[:MP|:GP]`,
    /// `EMMSB` `EMGSB` `EGMSB` `EGGSB` `ESB` (each with an optional `/C1`), `BC`, `TBR`, `BBE`.
    fn from_str(token: &str) -> Result<Self, Self::Err> {
        let err = |reason: Phrase| SpecError { token: token.to_owned(), reason };
        let t = token.trim().to_ascii_uppercase();
        let mut parts = t.split('/');
        let head = parts.next().unwrap_or("");
        let (name, kind) = match head.split_once(':') {
            Some((n, k)) => {
                (n, Some(ScoreKind::parse(k).ok_or_else(|| err(Phrase::new("team-spec-score").arg("score", k)))?))
            }
            None => (head, None),
        };
        let mut tb = match name {
            "MP" | "MPTS" => TeamTiebreak::plain(TeamCode::Mp),
            "GP" | "GPTS" => TeamTiebreak::plain(TeamCode::Gp),
            "DE" => TeamTiebreak::plain(TeamCode::De),
            "WIN" => TeamTiebreak::plain(TeamCode::Win),
            "BC" => TeamTiebreak::plain(TeamCode::Bc),
            "TBR" => TeamTiebreak::plain(TeamCode::Tbr),
            "BBE" => TeamTiebreak::plain(TeamCode::Bbe),
            "BH" => TeamTiebreak { opponent_score: kind, ..TeamTiebreak::plain(TeamCode::Bh) },
            "KS" => TeamTiebreak { opponent_score: kind, own_score: kind, ..TeamTiebreak::plain(TeamCode::Ks) },
            "SB" => TeamTiebreak { opponent_score: kind, own_score: kind, ..TeamTiebreak::plain(TeamCode::Sb) },
            "ESB" => TeamTiebreak { extended: true, ..TeamTiebreak::plain(TeamCode::Sb) },
            n if n.is_ascii() && n.len() == 5 && n.starts_with('E') && n.ends_with("SB") => {
                let o = ScoreKind::parse(&n[1..2]);
                let s = ScoreKind::parse(&n[2..3]);
                match (o, s) {
                    (Some(o), Some(s)) => TeamTiebreak {
                        opponent_score: Some(o),
                        own_score: Some(s),
                        extended: true,
                        ..TeamTiebreak::plain(TeamCode::Sb)
                    },
                    _ => return Err(err(Phrase::new("team-spec-extended"))),
                }
            }
            _ => {
                return Err(err(Phrase::new("team-spec-unknown").arg(
                    "codes",
                    "MP GP PTS MPVGP DE WIN BH BH:MP BH:GP SB SB:MP SB:GP EMMSB EMGSB EGMSB EGGSB ESB KS KS:MP KS:GP BC TBR BBE",
                )));
            }
        };
        if kind.is_some() && matches!(tb.code, TeamCode::Bc | TeamCode::Tbr | TeamCode::Bbe) {
            return Err(err(Phrase::new("team-spec-boards").arg("code", name)));
        }
        for m in parts {
            let mut chars = m.chars();
            let letter = chars.next().map(String::from).unwrap_or_default();
            let n = chars.as_str();
            let letter = letter.as_str();
            let n: u8 = n
                .parse()
                .ok()
                .filter(|n| (1..=2).contains(n))
                .ok_or_else(|| err(Phrase::new("team-spec-modifier").arg("modifier", m)))?;
            match (letter, tb.code) {
                ("C", TeamCode::Bh | TeamCode::Sb) => tb.cut = n,
                ("M", TeamCode::Bh) => tb.median = n,
                _ => return Err(err(Phrase::new("team-spec-modifier-here").arg("modifier", m))),
            }
        }
        Ok(tb)
    }
}

/// A list of team tie-breaks as the standings use it: `PTS` resolved to the primary score and
/// `MPVGP` to the secondary one.
///
/// # Errors
/// The first token that is not a team tie-break.
pub fn parse_team_list(text: &str, primary: ScoreKind) -> Result<Vec<TeamTiebreak>, SpecError> {
    text.split([',', ';', ' ', '\t'])
        .filter(|s| !s.trim().is_empty())
        .map(|s| match s.trim().to_ascii_uppercase().as_str() {
            "PTS" => Ok(TeamTiebreak::plain(if primary == ScoreKind::Mp { TeamCode::Mp } else { TeamCode::Gp })),
            "MPVGP" => Ok(TeamTiebreak::plain(if primary == ScoreKind::Mp { TeamCode::Gp } else { TeamCode::Mp })),
            _ => s.parse(),
        })
        .collect()
}

/// What the computations need besides the event.
#[derive(Copy, Clone, Debug, Serialize)]
pub struct TeamOptions {
    /// The primary score (what ranks first).
    pub primary: ScoreKind,
    /// Rounds counted.
    pub rounds: u16,
    /// Rounds of the tournament (the 2026 cap of 16.4.2).
    pub total_rounds: u16,
    /// Pre-determined pairings (round-robin): forfeits are regular matches (15.2), no dummy.
    pub round_robin: bool,
    /// C.07 edition (the 2026 dummy caps of 16.4).
    pub edition: TiebreakEdition,
    /// Game points of a drawn match (16.3.2 for team game points).
    pub drawn_match_game_points: Points,
}

impl TeamOptions {
    fn draw_of(&self, ev: &TeamEvent, k: ScoreKind) -> Points {
        match k {
            ScoreKind::Mp => ev.scoring.draw,
            ScoreKind::Gp => self.drawn_match_game_points,
        }
    }
}

fn rounds_of<'a>(team: &'a TeamEntry, o: &TeamOptions) -> impl Iterator<Item = (u16, &'a TeamRound)> {
    team.rounds.iter().take(usize::from(o.rounds)).enumerate().map(|(i, r)| (u16::try_from(i + 1).unwrap_or(0), r))
}

/// A team's score of kind `k` after the counted rounds.
#[must_use]
pub fn score(team: &TeamEntry, k: ScoreKind, o: &TeamOptions) -> Points {
    rounds_of(team, o).map(|(_, r)| k.of(r)).sum()
}

/// The score of `team` as somebody's opponent (C.07 16.3): its own score, except that
/// rounds it did not play and after which it played no more (absent to the end, 16.2.5)
/// count as draws (16.3.2).
fn adjusted(ev: &TeamEvent, team: &TeamEntry, k: ScoreKind, o: &TeamOptions) -> Points {
    let rs: Vec<&TeamRound> = team.rounds.iter().take(usize::from(o.rounds)).collect();
    let mut total = Points::ZERO;
    for (i, r) in rs.iter().enumerate() {
        let trailing = r.kind == RoundKind::Absent && rs[i..].iter().all(|x| x.kind.is_vur());
        total += if trailing && !o.round_robin { o.draw_of(ev, k) } else { k.of(r) };
    }
    total
}

fn show(p: Points) -> String {
    p.to_string()
}

fn h(p: Points) -> i64 {
    i64::from(p.0) * 10
}

/// One round's contribution to BH or SB.
struct Part {
    round: u16,
    /// The opponent's (or the dummy's) score.
    score: Points,
    /// The contribution ×100.
    value: i64,
    vur: bool,
    text: Phrase,
}

/// The value of `tb` for `team` (DE is a ranking stage: 0 here, filled in by the ranking).
#[must_use]
pub fn compute(ev: &TeamEvent, tb: &TeamTiebreak, team: &TeamEntry, o: &TeamOptions) -> Figure {
    let kind = tb.opponent_score.unwrap_or(o.primary);
    match tb.code {
        TeamCode::Mp | TeamCode::Gp => {
            let k = if tb.code == TeamCode::Mp { ScoreKind::Mp } else { ScoreKind::Gp };
            let mut lines = vec![];
            for (r, x) in rounds_of(team, o) {
                lines.push(
                    Phrase::new("team-round-score")
                        .arg("round", r)
                        .arg("match", describe(ev, x))
                        .dec("score", show(k.of(x))),
                );
            }
            let s = score(team, k, o);
            lines.push(Phrase::new("tb-total").arg("label", k.acronym()).dec("value", show(s)));
            Figure::new(h(s), 1, lines)
        }
        TeamCode::Win => {
            let mut n = 0i64;
            let mut lines = vec![];
            for (r, x) in rounds_of(team, o) {
                if x.won(&ev.scoring) {
                    n += 1;
                    lines.push(Phrase::new("team-round-win").arg("round", r).arg("match", describe(ev, x)));
                }
            }
            lines.push(Phrase::new("team-matches-won").arg("n", n));
            Figure::new(n * 100, 0, lines)
        }
        TeamCode::De => Figure::new(0, 0, vec![]),
        TeamCode::Bh | TeamCode::Sb => opponents_sum(ev, tb, team, o, kind),
        TeamCode::Ks => koya(ev, team, o, kind),
        TeamCode::Bc | TeamCode::Tbr | TeamCode::Bbe => boards(ev, tb.code, team, o).1,
    }
}

/// The key the ranking sorts on, highest first: the value itself, except BC (lower is
/// better, so negated) and TBR/BBE, which compare a sequence (board 1, board 2 …; without
/// the bottom board, without the two bottom boards …).
#[must_use]
pub fn rank_key(ev: &TeamEvent, tb: &TeamTiebreak, team: &TeamEntry, o: &TeamOptions, value: &Figure) -> Vec<i64> {
    match tb.code {
        TeamCode::Bc => vec![-value.hundredths],
        TeamCode::Tbr | TeamCode::Bbe => boards(ev, tb.code, team, o).0,
        _ => vec![value.hundredths],
    }
}

/// BC, TBR and BBE (C.07 Art. 13, the team knockout criteria, here summed over the team's
/// matches): the board by board totals, board k being the k-th player of the roster who played
/// that round. Matches without recorded games (byes, forfeits without games) add nothing.
/// Returns the ranking key and the figure.
fn boards(ev: &TeamEvent, code: TeamCode, team: &TeamEntry, o: &TeamOptions) -> (Vec<i64>, Figure) {
    let n = rounds_of(team, o).map(|(_, x)| x.board_points.len()).max().unwrap_or(0).max(usize::from(ev.boards));
    let mut per_board = vec![Points::ZERO; n];
    let mut lines = vec![];
    let mut bc = 0i64;
    for (r, x) in rounds_of(team, o) {
        if x.board_points.is_empty() {
            lines.push(Phrase::new("team-round-no-boards").arg("round", r).arg("match", describe(ev, x)));
            continue;
        }
        let mut terms = vec![];
        let mut sum = 0i64;
        for (b, p) in x.board_points.iter().enumerate() {
            per_board[b] += *p;
            let bn = i64::try_from(b + 1).unwrap_or(0);
            sum += bn * h(*p);
            terms.push(if code == TeamCode::Bc { format!("{bn}×{}", show(*p)) } else { show(*p) });
            // Points in the terms are written as English writes decimals; shown with `dec`.
        }
        bc += sum;
        if code == TeamCode::Bc {
            lines.push(
                Phrase::new("team-round-bc")
                    .arg("round", r)
                    .arg("match", describe(ev, x))
                    .dec("terms", terms.join(" + "))
                    .dec("value", fmt_hundredths(sum, 1)),
            );
        } else {
            lines.push(
                Phrase::new("team-round-boards")
                    .arg("round", r)
                    .arg("match", describe(ev, x))
                    .arg("boards", terms.len())
                    .dec("terms", terms.join(", ")),
            );
        }
    }
    let totals = |lines: &mut Vec<Phrase>| {
        let board =
            |(b, p): (usize, &Points)| Phrase::new("team-board-total").arg("board", b + 1).dec("points", show(*p));
        let shown: Vec<Phrase> = per_board.iter().enumerate().map(board).collect();
        lines.push(Phrase::new("team-totals").arg("totals", join(&shown, "list-comma")));
    };
    match code {
        TeamCode::Bc => {
            lines.push(Phrase::new("team-bc").dec("value", fmt_hundredths(bc, 1)));
            (vec![-bc], Figure::new(bc, 1, lines))
        }
        TeamCode::Tbr => {
            totals(&mut lines);
            lines.push(Phrase::new("team-tbr-rule"));
            let first = per_board.first().copied().unwrap_or_default();
            lines.push(Phrase::new("team-tbr").dec("points", show(first)));
            (per_board.iter().map(|p| h(*p)).collect(), Figure::new(h(first), 1, lines))
        }
        _ => {
            totals(&mut lines);
            let mut key = vec![];
            let mut steps = vec![];
            for k in (1..n).rev() {
                let s: Points = per_board[..k].iter().copied().sum();
                key.push(h(s));
                steps.push(Phrase::new("team-bbe-step").arg("boards", k).dec("points", show(s)));
            }
            lines.push(if steps.is_empty() {
                Phrase::new("team-bbe-one-board")
            } else {
                Phrase::new("team-bbe-steps").arg("steps", join(&steps, "list-then"))
            });
            let first = key.first().copied().unwrap_or(0);
            lines.push(Phrase::new("tb-total").arg("label", "BBE").dec("value", fmt_hundredths(first, 1)));
            (key, Figure::new(first, 1, lines))
        }
    }
}

/// `items` joined by the separator message `sep` (`, ` or `, then `), as one phrase.
fn join(items: &[Phrase], sep: &'static str) -> Phrase {
    let mut it = items.iter().rev();
    let Some(last) = it.next() else { return Phrase::new("list-empty") };
    it.fold(last.clone(), |acc, x| Phrase::new(sep).arg("head", x.clone()).arg("tail", acc))
}

fn describe(ev: &TeamEvent, x: &TeamRound) -> Phrase {
    let name = |n: Option<u16>| {
        n.and_then(|n| ev.team(n)).map_or_else(
            || Phrase::new("team-unknown"),
            |t| Phrase::new("team-name").arg("number", t.number).arg("name", t.name.as_str()),
        )
    };
    match x.kind {
        RoundKind::Played => Phrase::new("team-match-played")
            .arg("team", name(x.opponent))
            .dec("own", show(x.game_points))
            .dec("other", show(x.opponent_game_points)),
        RoundKind::ForfeitWin => Phrase::new("team-match-forfeit-win").arg("team", name(x.opponent)),
        RoundKind::ForfeitLoss => Phrase::new("team-match-forfeit-loss").arg("team", name(x.opponent)),
        RoundKind::DoubleForfeit => Phrase::new("team-match-double-forfeit").arg("team", name(x.opponent)),
        RoundKind::ForfeitDraw => Phrase::new("team-match-forfeit-draw").arg("team", name(x.opponent)),
        RoundKind::Pab => Phrase::new("result-pairing-allocated-bye"),
        RoundKind::Absent => Phrase::new("result-not-paired"),
    }
}

/// Buchholz and the Sonneborn-Berger family: one part per round, then the cuts.
fn opponents_sum(ev: &TeamEvent, tb: &TeamTiebreak, team: &TeamEntry, o: &TeamOptions, kind: ScoreKind) -> Figure {
    let is_sb = tb.code == TeamCode::Sb;
    let own_kind = if tb.extended && tb.own_score.is_none() { kind.other() } else { tb.own_score.unwrap_or(kind) };
    let own_total = score(team, kind, o);
    let mut parts: Vec<Part> = vec![];
    let mut lines = vec![];
    for (r, x) in rounds_of(team, o) {
        let opp = x.opponent.and_then(|n| ev.team(n));
        let counts_as_match =
            x.kind.is_played() || (o.round_robin && opp.is_some() && x.kind != RoundKind::DoubleForfeit);
        let (s, why) = if counts_as_match {
            let Some(opp) = opp else { continue };
            let s = adjusted(ev, opp, kind, o);
            (
                s,
                Phrase::new("team-opponent-score")
                    .arg("match", describe(ev, x))
                    .arg("kind", kind.acronym())
                    .dec("score", show(s)),
            )
        } else if o.round_robin {
            lines.push(Phrase::new("team-round-no-opponent").arg("round", r).arg("match", describe(ev, x)));
            continue;
        } else {
            // 16.4: a dummy with the team's own score; from 2026 capped (16.4.1, 16.4.2).
            let mut s = own_total;
            let mut why = Phrase::new("team-dummy")
                .arg("match", describe(ev, x))
                .arg("kind", kind.acronym())
                .dec("score", show(s));
            if o.edition == TiebreakEdition::C07y2026 {
                let cap = match (x.kind, opp) {
                    (RoundKind::ForfeitWin | RoundKind::ForfeitLoss, Some(opp)) => {
                        (adjusted(ev, opp, kind, o), Phrase::new("team-cap-opponent"))
                    }
                    _ => {
                        let per = o.draw_of(ev, kind);
                        (Points(per.0 * i32::from(o.total_rounds)), Phrase::new("team-cap-draws"))
                    }
                };
                if cap.0 < s {
                    s = cap.0;
                    why = Phrase::new("team-capped").arg("why", why).dec("cap", show(s)).arg("by", cap.1);
                }
            }
            (s, why)
        };
        let own = own_kind.of(x);
        let (value, text) = if is_sb {
            let v = i64::from(s.0) * i64::from(own.0);
            (
                v,
                Phrase::new("team-sb-part")
                    .arg("round", r)
                    .arg("why", why)
                    .dec("own", show(own))
                    .arg("kind", own_kind.acronym())
                    .dec("value", fmt_hundredths(v, 2)),
            )
        } else {
            (h(s), Phrase::new("team-part").arg("round", r).arg("why", why))
        };
        parts.push(Part { round: r, score: s, value, vur: x.kind.is_vur(), text });
    }
    let has_vur = parts.iter().any(|p| p.vur);
    let mut cut_lines = vec![];
    let lows = tb.cut + tb.median;
    for _ in 0..lows {
        if parts.is_empty() {
            break;
        }
        let least = (0..parts.len()).min_by_key(|&i| (parts[i].score, parts[i].value, parts[i].round));
        let least_vur = (0..parts.len())
            .filter(|&i| parts[i].vur)
            .min_by_key(|&i| (parts[i].score, parts[i].value, parts[i].round));
        // 16.5.1: with voluntarily unplayed rounds, the lowest of their contributions is cut
        // (BH); for SB the higher of that and the least significant value.
        let pick = match (least, least_vur) {
            (Some(l), Some(v)) if has_vur => {
                if is_sb && parts[l].value > parts[v].value {
                    l
                } else {
                    v
                }
            }
            (Some(l), _) => l,
            _ => break,
        };
        let p = parts.remove(pick);
        cut_lines
            .push(Phrase::new(if p.vur { "team-cut-least-unplayed" } else { "team-cut-least" }).arg("round", p.round));
    }
    for _ in 0..tb.median {
        let Some(i) =
            (0..parts.len()).max_by_key(|&i| (parts[i].score, parts[i].value, std::cmp::Reverse(parts[i].round)))
        else {
            break;
        };
        let p = parts.remove(i);
        cut_lines.push(Phrase::new("team-cut-most").arg("round", p.round));
    }
    let total: i64 = parts.iter().map(|p| p.value).sum();
    for p in &parts {
        lines.push(p.text.clone());
    }
    lines.extend(cut_lines);
    let (value, decimals) = if is_sb { (total, 2) } else { (total, 1) };
    lines.push(Phrase::new("tb-total").arg("label", tb.to_string()).dec("value", fmt_hundredths(value, decimals)));
    Figure::new(value, decimals, lines)
}

/// Koya (9.2): the team's score against the opponents that finished with at least half of the
/// maximum possible score of that kind.
fn koya(ev: &TeamEvent, team: &TeamEntry, o: &TeamOptions, kind: ScoreKind) -> Figure {
    let per_round = match kind {
        ScoreKind::Mp => ev.scoring.win,
        ScoreKind::Gp => Points(o.drawn_match_game_points.0 * 2),
    };
    // The maximum: every match of the event won (one round fewer for each round a team
    // must sit out in an odd round-robin, as every team plays the same number of matches).
    let played_rounds = i32::from(o.rounds) - i32::from(ev.teams.len() % 2 == 1 && o.round_robin);
    let max = Points(per_round.0 * played_rounds);
    let mut total = Points::ZERO;
    let mut lines = vec![
        Phrase::new("team-ks-rule")
            .arg("kind", kind.acronym())
            .dec("max", show(max))
            .dec("half", fmt_hundredths(i64::from(max.0) * 5, 2)),
    ];
    for (r, x) in rounds_of(team, o) {
        let Some(opp) = x.opponent.and_then(|n| ev.team(n)) else { continue };
        let s = adjusted(ev, opp, kind, o);
        if i64::from(s.0) * 20 >= i64::from(max.0) * 10 {
            total += kind.of(x);
            lines.push(
                Phrase::new("team-ks-counts")
                    .arg("round", r)
                    .arg("match", describe(ev, x))
                    .arg("kind", kind.acronym())
                    .dec("score", show(s))
                    .dec("counted", show(kind.of(x))),
            );
        } else {
            lines.push(
                Phrase::new("team-ks-below")
                    .arg("round", r)
                    .arg("match", describe(ev, x))
                    .arg("kind", kind.acronym())
                    .dec("score", show(s)),
            );
        }
    }
    lines.push(Phrase::new("tb-total").arg("label", format!("KS:{}", kind.acronym())).dec("value", show(total)));
    Figure::new(h(total), 1, lines)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_team_codes() {
        for (text, shown) in [
            ("EMGSB", "EMGSB"),
            ("emgsb/c1", "EMGSB/C1"),
            ("BH:GP/C1", "BH:GP/C1"),
            ("SB:MP", "SB:MP"),
            ("KS", "KS"),
            ("WIN", "WIN"),
            ("BH/M1", "BH/M1"),
            ("bc", "BC"),
            ("TBR", "TBR"),
            ("bbe", "BBE"),
        ] {
            let tb: TeamTiebreak = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(tb.to_string(), shown, "{text}");
        }
        let l = parse_team_list("PTS,MPVGP,DE", ScoreKind::Gp).unwrap();
        assert_eq!(l.iter().map(ToString::to_string).collect::<Vec<_>>(), ["GP", "MP", "DE"]);
    }

    #[test]
    fn refuses_what_is_not_a_team_tiebreak() {
        for bad in ["ARO", "EXGSB", "SB/M1", "BH:XP", "BH/C3", "WIN/C1", "BC/C1", "TBR:GP", "BBX"] {
            assert!(bad.parse::<TeamTiebreak>().is_err(), "{bad}");
        }
    }
}
