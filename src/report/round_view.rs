//! The `show` view: a round's pairings in board order and the standings after it.

use crate::core::order::StableSort;
use crate::core::words::{Lang, Phrase, decimal};
use crate::tournament::{Points, ResultCode, RoundNo, Tournament, Tpn};
use serde::Serialize;
use std::fmt::Write;

/// One board of a round.
#[derive(Serialize, Debug, Clone, PartialEq, Eq)]
pub struct Board {
    /// Board number (1-based).
    pub board: usize,
    /// White player.
    pub white: Tpn,
    /// Black player (`None` for a bye line).
    pub black: Option<Tpn>,
    /// Result as `1-0`, `½-½`, `+/-`, … or the bye kind.
    pub result: String,
}

/// A player in the standings.
#[derive(Serialize, Debug, Clone, PartialEq, Eq)]
pub struct Standing {
    /// Place (ties share it).
    pub place: usize,
    /// Player.
    pub tpn: Tpn,
    /// Name.
    pub name: String,
    /// Rating.
    pub rating: Option<u16>,
    /// Points after the round.
    pub points: Points,
}

/// The view of one round.
#[derive(Serialize, Debug, Clone)]
pub struct RoundView {
    /// The round.
    pub round: RoundNo,
    /// Boards, in the recommended board order (C.04.2: higher score, sum, higher-ranked).
    pub boards: Vec<Board>,
    /// Players not paired this round: byes and absences.
    pub unpaired: Vec<(Tpn, String)>,
    /// Standings after the round, by points then TPN.
    pub standings: Vec<Standing>,
}

fn result_text(w: ResultCode, b: ResultCode) -> String {
    use ResultCode::*;
    let half = |r| match r {
        Win | WinUnrated => "1",
        Draw | DrawUnrated => "½",
        Loss | LossUnrated => "0",
        ForfeitWin => "+",
        ForfeitLoss => "-",
        _ => "?",
    };
    if w == Blank || b == Blank {
        return "…".to_owned();
    }
    format!("{}-{}", half(w), half(b))
}

/// Builds the view of round `round`.
#[must_use]
pub fn build(t: &Tournament, round: RoundNo) -> RoundView {
    let r = round.0;
    let before = |x: Tpn| t.points_after(x, r.saturating_sub(1));
    let mut pairs = Vec::new();
    let mut unpaired = Vec::new();
    for p in &t.players {
        let e = p.entry(round);
        match e.opponent {
            Some(o) => {
                let is_white = e.colour == Some(crate::tournament::Colour::White) || (e.colour.is_none() && p.tpn < o);
                if is_white {
                    let b = t.player(o).map_or(ResultCode::Blank, |q| q.entry(round).result);
                    pairs.push((p.tpn, o, result_text(e.result, b)));
                }
            }
            None => {
                if e.result != ResultCode::Blank || r <= t.rounds_recorded() {
                    unpaired.push((p.tpn, e.result.describe().to_owned()));
                }
            }
        }
    }
    pairs.stable_sort_by(&|a, b| {
        let key = |x: &(Tpn, Tpn, String)| {
            let (sa, sb) = (before(x.0), before(x.1));
            (std::cmp::Reverse(sa.max(sb)), std::cmp::Reverse(sa + sb), x.0.min(x.1))
        };
        key(a).cmp(&key(b))
    });
    let boards = pairs
        .into_iter()
        .enumerate()
        .map(|(i, (w, b, res))| Board { board: i + 1, white: w, black: Some(b), result: res })
        .collect();
    let mut rows: Vec<(Points, Tpn)> = t.players.iter().map(|p| (t.points_after(p.tpn, r), p.tpn)).collect();
    rows.stable_sort_by(&|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    let mut standings = Vec::new();
    for (i, (pts, tpn)) in rows.iter().enumerate() {
        let place =
            if i > 0 && rows[i - 1].0 == *pts { standings.last().map_or(1, |s: &Standing| s.place) } else { i + 1 };
        let p = t.player(*tpn);
        standings.push(Standing {
            place,
            tpn: *tpn,
            name: p.map(|p| p.name.clone()).unwrap_or_default(),
            rating: p.and_then(|p| p.rating),
            points: *pts,
        });
    }
    RoundView { round, boards, unpaired, standings }
}

/// Human text.
#[must_use]
pub fn text(t: &Tournament, v: &RoundView) -> String {
    text_in(t, v, Lang::En)
}

/// [`text`] in `lang`: the headings and the unpaired players' codes in words; names as the file
/// gives them.
#[must_use]
pub fn text_in(t: &Tournament, v: &RoundView, lang: Lang) -> String {
    let name = |x: Tpn| t.player(x).map(|p| p.name.clone()).unwrap_or_default();
    let say = |id: &'static str| Phrase::new(id).say(lang);
    let mut s = String::new();
    let title = if t.info.name.is_empty() { String::new() } else { format!("{} — ", t.info.name) };
    let _ = writeln!(s, "{title}{}", Phrase::new("show-round").arg("round", v.round.0).say(lang));
    let (board, no, white, result, black) =
        (say("house-pair-board"), say("show-no"), say("show-white"), say("show-result"), say("house-pair-black"));
    let _ = writeln!(s, "{board:>5}  {no:>4} {white:<28} {result:^7}  {no:>4} {black:<28}");
    for b in &v.boards {
        let black = b.black.map_or_else(String::new, |x| format!("{:>4} {:<28}", x.0, trunc(&name(x), 28)));
        let _ =
            writeln!(s, "{:>5}  {:>4} {:<28} {:^7}  {black}", b.board, b.white.0, trunc(&name(b.white), 28), b.result);
    }
    for (tpn, _) in &v.unpaired {
        let code = t.player(*tpn).map_or(ResultCode::Blank, |p| p.entry(v.round).result);
        let what = crate::core::words::result_code(code).say(lang);
        let _ = writeln!(s, "{:>5}  {:>4} {:<28} {what}", "", tpn.0, trunc(&name(*tpn), 28));
    }
    let _ = writeln!(s, "\n{}", Phrase::new("show-standings-after").arg("round", v.round.0).say(lang));
    let (place, nm, rating, points) = (say("show-place"), say("show-name"), say("show-rating"), say("show-points"));
    let _ = writeln!(s, "{place:>5}  {no:>4} {nm:<32} {rating:>6} {points:>6}");
    for st in &v.standings {
        let rating = st.rating.map_or_else(String::new, |r| r.to_string());
        let _ = writeln!(
            s,
            "{:>5}  {:>4} {:<32} {:>6} {:>6}",
            st.place,
            st.tpn.0,
            trunc(&st.name, 32),
            rating,
            decimal(lang, &st.points.to_string())
        );
    }
    s
}

fn trunc(s: &str, n: usize) -> String {
    s.chars().take(n).collect()
}
