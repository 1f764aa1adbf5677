//! The value of one tie-break for one player, with the explanation an arbiter can follow
//! by hand. Values are exact, in hundredths of a point (or rating points ×100).

use super::facts::{Category, Facts, PlayerFacts, Slot};
use super::spec::{Code, Tiebreak};
use crate::core::order::StableSort;
use crate::core::words::Phrase;
use crate::results::ratings::compute::add;
use crate::results::ratings::tables::{div_round_half_away, dp, expected_hundredths, percent_half_up};
use crate::rules::tiebreak_edition::TiebreakEdition;
use crate::tournament::{Colour, Points, Tpn};
use serde::Serialize;

/// A computed figure: the value in hundredths and how it was obtained.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Figure {
    /// The value ×100 (4.5 points is 450; a rating of 2105 is 210500).
    pub hundredths: i64,
    /// Decimals the regulations keep for this figure.
    pub decimals: u8,
    /// The steps, one line each.
    pub explain: Vec<Phrase>,
    /// False when the figure has no value for this player (an average over no games, a
    /// performance without rated games): it ranks as 0, and tables leave the cell empty.
    pub defined: bool,
}

impl Figure {
    pub(crate) fn new(hundredths: i64, decimals: u8, explain: Vec<Phrase>) -> Figure {
        Figure { hundredths, decimals, explain, defined: true }
    }

    /// A figure without a value for this player; ranks as 0.
    fn undefined(decimals: u8, explain: Vec<Phrase>) -> Figure {
        Figure { hundredths: 0, decimals, explain, defined: false }
    }

    /// The value as text with the figure's decimals (`11.5`, `7.25`, `2105`).
    #[must_use]
    pub fn display(&self) -> String {
        fmt_hundredths(self.hundredths, self.decimals)
    }
}

/// Formats a value in hundredths with `decimals` decimals (0, 1 or 2).
#[must_use]
pub fn fmt_hundredths(v: i64, decimals: u8) -> String {
    let sign = if v < 0 { "-" } else { "" };
    let a = v.unsigned_abs();
    match decimals {
        0 => format!("{sign}{}", a / 100),
        1 => format!("{sign}{}.{}", a / 100, (a % 100) / 10),
        _ => format!("{sign}{}.{:02}", a / 100, a % 100),
    }
}

fn pts(p: Points) -> i64 {
    i64::from(p.0) * 10
}

fn show(p: Points) -> String {
    p.to_string()
}

/// One value entering a sum (a round's contribution to BH, SB, PS …).
#[derive(Clone, Debug)]
struct Part {
    /// Value ×100.
    value: i64,
    /// Ordering key for "least significant" (lower = less significant): the opponent's
    /// adjusted score (the dummy's value for own unplayed rounds), then for SB the points
    /// scored against them, then the larger contribution first.
    key: (i64, i64, i64),
    /// Comes from a voluntarily unplayed round (16.5).
    vur: bool,
    text: Phrase,
}

/// Number of decimals a tie-break is shown with.
#[must_use]
pub fn decimals(tb: &Tiebreak) -> u8 {
    match tb.code {
        Code::Pts | Code::Bh | Code::Fb | Code::Ps | Code::Ks | Code::Std => 1,
        Code::Sb | Code::Aob => 2,
        _ => 0,
    }
}

/// The value of `tb` for `tpn`. `DE` is a ranking stage and is computed by the ranking;
/// here it returns 0.
#[must_use]
pub fn compute(f: &Facts, fore: &Facts, tb: &Tiebreak, tpn: Tpn) -> Figure {
    let Some(p) = f.get(tpn) else {
        return Figure::new(0, 0, vec![Phrase::new("tb-no-player").arg("tpn", tpn.0)]);
    };
    let d = decimals(tb);
    let m = tb.mods;
    let rating_based = matches!(tb.code, Code::Aro | Code::Tpr | Code::Ptp | Code::Apro | Code::Appo | Code::Rtng);
    if rating_based && f.opts.unrated.is_none() && f.players.iter().any(|q| q.rating.is_none()) {
        return Figure::new(0, 0, vec![Phrase::new("tb-dropped-unrated")]);
    }
    match tb.code {
        Code::Pts => Figure::new(
            pts(p.score),
            d,
            vec![Phrase::new("tb-points").arg("round", f.opts.rounds).dec("points", p.score)],
        ),
        Code::Bh => buchholz(f, p, tb),
        Code::Fb => {
            let Some(pf) = fore.get(tpn) else { return Figure::new(0, d, vec![]) };
            let mut fig = buchholz(fore, pf, tb);
            fig.explain.insert(0, Phrase::new("tb-fore-buchholz"));
            fig
        }
        Code::Sb => sonneborn(f, p, tb),
        Code::Aob => {
            let src = if m.fore { fore } else { f };
            let bh = Tiebreak::plain(if m.fore { Code::Fb } else { Code::Bh });
            let mut sum = 0i64;
            let mut n = 0i64;
            let mut lines = vec![];
            for s in &p.slots {
                if let Slot::Played { opponent, .. } = s {
                    if let Some(o) = src.get(*opponent) {
                        let v = buchholz(src, o, &bh).hundredths;
                        lines.push(
                            Phrase::new("tb-opponent-value")
                                .arg("tpn", opponent.0)
                                .arg("code", bh.code.acronym())
                                .dec("value", fmt_hundredths(v, 1)),
                        );
                        sum += v;
                        n += 1;
                    }
                }
            }
            let v = if n == 0 { 0 } else { div_round_half_away(sum, n) };
            lines.push(
                Phrase::new("tb-aob-average")
                    .arg("n", n)
                    .dec("sum", fmt_hundredths(sum, 1))
                    .dec("value", fmt_hundredths(v, 2)),
            );
            if n == 0 {
                return Figure::undefined(d, lines);
            }
            Figure::new(v, d, lines)
        }
        Code::Win => {
            let win = f.t.scoring.win();
            let n = p.slots.iter().filter(|s| s.points() == win && win > f.t.scoring.draw()).count();
            count(n, d, Phrase::new("tb-what-win"))
        }
        Code::Won => {
            let what =
                if f.opts.round_robin { Phrase::new("tb-what-won-round-robin") } else { Phrase::new("tb-what-won") };
            own_games(f, p, d, what, won)
        }
        Code::Bpg => own_games(f, p, d, Phrase::new("tb-what-bpg"), |s| colour(s) == Some(Colour::Black)),
        Code::Bwg => own_games(f, p, d, Phrase::new("tb-what-bwg"), |s| colour(s) == Some(Colour::Black) && won(s)),
        Code::Rep => {
            let n = p.slots.iter().filter(|s| !s.is_vur()).count();
            count(n, d, Phrase::new("tb-what-rep"))
        }
        Code::Ps => progressive(p, tb),
        Code::Std => standard_points(f, p),
        Code::Ks => koya(f, p, tb),
        Code::Tpn => Figure::new(i64::from(p.tpn.0) * 100, 0, vec![Phrase::new("tb-tpn").arg("tpn", p.tpn.0)]),
        Code::Rtng => {
            let r = p.rating.map_or(0, i64::from);
            let id = if p.rating.is_none() { "tb-rating-unrated" } else { "tb-rating" };
            Figure::new(r * 100, 0, vec![Phrase::new(id).arg("rating", r)])
        }
        Code::Aro => aro(f, p, tb),
        Code::Tpr => tpr(f, p),
        Code::Ptp => ptp(f, p),
        Code::Apro | Code::Appo => {
            let mut sum = 0i64;
            let mut n = 0i64;
            let mut lines = vec![];
            for s in p.slots.iter().filter(|s| f.counts_for_rating(s)) {
                let Some(o) = s.opponent().and_then(|o| f.get(o)) else { continue };
                let v = if tb.code == Code::Apro { tpr(f, o) } else { ptp(f, o) }.hundredths / 100;
                lines.push(
                    Phrase::new("tb-opponent-value")
                        .arg("tpn", o.tpn.0)
                        .arg("code", if tb.code == Code::Apro { "TPR" } else { "PTP" })
                        .arg("value", v),
                );
                sum += v;
                n += 1;
            }
            let v = if n == 0 { 0 } else { div_round_half_away(sum, n) };
            lines.push(Phrase::new("tb-average").arg("sum", sum).arg("n", n).arg("value", v));
            if n == 0 {
                return Figure::undefined(0, lines);
            }
            Figure::new(v * 100, 0, lines)
        }
        Code::De => Figure::new(0, 0, vec![Phrase::new("tb-de")]),
    }
}

/// The type-B counts of one's own games (WON, BPG, BWG): the rounds that count as games and
/// pass `test`, each named, with the rule that decides whether a forfeit is a game.
///
/// In a Swiss, forfeits and byes are unplayed rounds (Art. 16) and never count. In a
/// round-robin (pre-determined pairings, 15.2) the 2024 text treats "forfeit wins or losses
/// … as regular games"; the 2026 text keeps that "except that … forfeit losses in Type B
/// tie-breaks … remain unplayed rounds" — so a forfeit win still counts, as a game (won)
/// with the colour the pairing gave.
fn own_games(f: &Facts, p: &PlayerFacts, d: u8, what: Phrase, test: impl Fn(&Slot) -> bool) -> Figure {
    let mut lines = vec![];
    let mut n = 0usize;
    for (i, s) in p.slots.iter().enumerate() {
        if !(f.counts_for_own_games(s) && test(s)) {
            continue;
        }
        n += 1;
        let c = match colour(s) {
            Some(Colour::White) => "white",
            Some(Colour::Black) => "black",
            None => "none",
        };
        let forfeit = if matches!(s, Slot::Forfeit { .. }) { "yes" } else { "no" };
        lines.push(
            Phrase::new("tb-own-game")
                .arg("round", i + 1)
                .arg("slot", s.describe())
                .arg("colour", c)
                .arg("forfeit", forfeit),
        );
    }
    let rule = match (f.opts.round_robin, f.opts.edition) {
        (false, _) => Phrase::new("tb-games-rule-swiss"),
        (true, TiebreakEdition::C07y2026) => Phrase::new("tb-games-rule-round-robin-2026"),
        (true, TiebreakEdition::C07y2024) => Phrase::new("tb-games-rule-round-robin-2024"),
        (true, TiebreakEdition::Seed) => Phrase::new("tb-games-rule-round-robin-seed"),
    };
    lines.push(rule);
    let v = i64::try_from(n).unwrap_or(0);
    lines.push(Phrase::new("tb-count").arg("what", what).arg("n", v));
    Figure::new(v * 100, d, lines)
}

fn count(n: usize, d: u8, what: Phrase) -> Figure {
    let n = i64::try_from(n).unwrap_or(0);
    Figure::new(n * 100, d, vec![Phrase::new("tb-count").arg("what", what).arg("n", n)])
}

fn won(s: &Slot) -> bool {
    match s {
        Slot::Played { halves, .. } => *halves == 2,
        Slot::Forfeit { won, .. } => *won,
        Slot::Bye { .. } => false,
    }
}

/// The chess result in tenths of a game point (1 / ½ / 0), for rating-based tie-breaks.
fn game_score(s: &Slot) -> Points {
    match s {
        Slot::Played { halves, .. } => Points(i32::from(*halves) * 5),
        Slot::Forfeit { won: true, .. } => Points::ONE,
        _ => Points::ZERO,
    }
}

fn colour(s: &Slot) -> Option<Colour> {
    match s {
        Slot::Played { colour, .. } | Slot::Forfeit { colour, .. } => *colour,
        Slot::Bye { .. } => None,
    }
}

/// The value standing for a participant's own unplayed round `i` (0-based): the dummy of
/// C.07 16.4 (2024: own score; 2026: capped by 16.4.1/16.4.2) or the seed's virtual
/// opponent S_von = S_PR + (win − S_fPR) + draw × (n − R).
fn dummy(f: &Facts, p: &PlayerFacts, i: usize) -> (Points, Phrase) {
    let s = &f.t.scoring;
    match f.opts.edition {
        TiebreakEdition::Seed => {
            let before: Points = p.slots[..i].iter().map(Slot::points).sum();
            let got = p.slots[i].points();
            let later = i32::from(f.opts.rounds) - i32::try_from(i + 1).unwrap_or(0);
            let v = before + (s.win() - got) + Points(s.draw().0 * later);
            (
                v,
                Phrase::new("tb-virtual-opponent")
                    .dec("before", before)
                    .dec("in-round", s.win() - got)
                    .arg("later", later)
                    .dec("value", v),
            )
        }
        TiebreakEdition::C07y2024 => (p.score, Phrase::new("tb-dummy-2024").dec("score", p.score)),
        TiebreakEdition::C07y2026 => {
            let cat = p.categories[i];
            let (cap, why) = match (cat, p.slots[i].opponent().and_then(|o| f.get(o))) {
                (Some(Category::ForfeitWin | Category::ForfeitLoss), Some(o)) => {
                    (o.adjusted, Phrase::new("tb-dummy-cap-opponent").dec("score", o.adjusted))
                }
                _ => {
                    // "Number of rounds in the tournament": the rounds counted so far, which is
                    // the whole tournament for final standings (as TieBreakServer reads it).
                    let c = Points(s.draw().0 * i32::from(f.opts.rounds));
                    (c, Phrase::new("tb-dummy-cap-rounds").arg("rounds", f.opts.rounds).dec("cap", c))
                }
            };
            let v = p.score.min(cap);
            (v, Phrase::new("tb-dummy-2026").dec("score", p.score).arg("why", why).dec("value", v))
        }
    }
}

/// The contributions of each round to BH (value = opponent's adjusted score or dummy).
fn bh_parts(f: &Facts, p: &PlayerFacts, forfeits_played: bool) -> Vec<Part> {
    let mut parts = vec![];
    for (i, s) in p.slots.iter().enumerate() {
        let r = i + 1;
        let opp = s.opponent().and_then(|o| f.get(o));
        let (v, rank_by, text) = match opp {
            Some(o) if f.counts_as_game(s, forfeits_played) => (
                o.adjusted,
                o.adjusted,
                Phrase::new("tb-bh-game")
                    .arg("round", r)
                    .arg("slot", s.describe())
                    .arg("tpn", o.tpn.0)
                    .dec("score", show(o.adjusted)),
            ),
            _ => {
                let (v, why) = dummy(f, p, i);
                let text = match (f.opts.edition, p.categories[i]) {
                    (TiebreakEdition::Seed, _) | (_, None) => Phrase::new("tb-bh-unplayed"),
                    (_, Some(c)) => Phrase::new("tb-bh-unplayed-category").arg("article", c.article()),
                };
                (v, v, text.arg("round", r).arg("slot", s.describe()).arg("why", why))
            }
        };
        // A forfeit counted as played (/P) is not an unplayed round.
        let counted = forfeits_played && matches!(s, Slot::Forfeit { .. });
        let vur = f.opts.edition != TiebreakEdition::Seed && !f.opts.round_robin && s.is_vur() && !counted;
        parts.push(Part { value: pts(v), key: (pts(rank_by), 0, -pts(v)), vur, text });
    }
    parts
}

/// Removes `cut` least significant and `median` most significant parts (C.07 Art. 14),
/// taking VUR contributions first when the participant has any (16.5). `sb` selects the
/// Sonneborn-Berger reading of 16.5.1 (the higher of the two candidates is cut).
fn apply_cuts(mut parts: Vec<Part>, cut: u8, median: u8, sb: bool) -> (Vec<Part>, Vec<Phrase>) {
    let mut notes = vec![];
    let low = cut.max(median);
    for _ in 0..low {
        if parts.is_empty() {
            break;
        }
        let least = (0..parts.len()).min_by_key(|&i| (parts[i].key, std::cmp::Reverse(i))).unwrap_or(0);
        let vur = (0..parts.len()).filter(|&i| parts[i].vur).min_by_key(|&i| (parts[i].key, std::cmp::Reverse(i)));
        let pick = match vur {
            Some(v) if sb => {
                if parts[v].value >= parts[least].value {
                    v
                } else {
                    least
                }
            }
            Some(v) => v,
            None => least,
        };
        let id = if parts[pick].vur && vur.is_some() { "tb-cut-vur" } else { "tb-cut-least" };
        notes.push(Phrase::new(id).arg("part", parts[pick].text.clone()));
        parts.remove(pick);
    }
    for _ in 0..median {
        if parts.is_empty() {
            break;
        }
        let most = (0..parts.len()).max_by_key(|&i| (parts[i].key, i)).unwrap_or(0);
        notes.push(Phrase::new("tb-cut-most").arg("part", parts[most].text.clone()));
        parts.remove(most);
    }
    (parts, notes)
}

fn sum_lines(parts: &[Part], cuts: Vec<Phrase>, label: &str, decimals: u8) -> Figure {
    let mut lines: Vec<Phrase> = parts.iter().map(|p| p.text.clone()).collect();
    lines.extend(cuts);
    let total: i64 = parts.iter().map(|p| p.value).sum();
    lines.push(Phrase::new("tb-total").arg("label", label).dec("value", fmt_hundredths(total, decimals)));
    Figure::new(total, decimals, lines)
}

fn buchholz(f: &Facts, p: &PlayerFacts, tb: &Tiebreak) -> Figure {
    let parts = bh_parts(f, p, tb.mods.forfeits_played);
    let (kept, cuts) = apply_cuts(parts, tb.mods.cut, tb.mods.median, false);
    sum_lines(&kept, cuts, &tb.to_string(), 1)
}

fn sonneborn(f: &Facts, p: &PlayerFacts, tb: &Tiebreak) -> Figure {
    let parts: Vec<Part> = bh_parts(f, p, tb.mods.forfeits_played)
        .into_iter()
        .zip(&p.slots)
        .map(|(mut part, s)| {
            let own = s.points();
            let opp = part.value / 10; // tenths
            part.value = opp * i64::from(own.0);
            part.key = (part.key.0, pts(own), -part.value);
            part.text = Phrase::new("tb-sb-part")
                .arg("part", part.text)
                .dec("scored", show(own))
                .dec("value", fmt_hundredths(part.value, 2));
            part
        })
        .collect();
    let (kept, cuts) = apply_cuts(parts, tb.mods.cut, 0, true);
    sum_lines(&kept, cuts, &tb.to_string(), 2)
}

fn progressive(p: &PlayerFacts, tb: &Tiebreak) -> Figure {
    let mut running = Points::ZERO;
    let mut lines = vec![];
    let mut total = 0i64;
    for (i, s) in p.slots.iter().enumerate() {
        running += s.points();
        if i < usize::from(tb.mods.cut) {
            lines.push(Phrase::new("tb-ps-cut").arg("round", i + 1).dec("running", running));
        } else {
            lines.push(Phrase::new("tb-ps").arg("round", i + 1).dec("running", running));
            total += pts(running);
        }
    }
    lines.push(Phrase::new("tb-total").arg("label", tb.to_string()).dec("value", fmt_hundredths(total, 1)));
    Figure::new(total, 1, lines)
}

fn standard_points(f: &Facts, p: &PlayerFacts) -> Figure {
    let draw = f.t.scoring.draw();
    let mut total = 0i64;
    let mut lines = vec![];
    for (i, s) in p.slots.iter().enumerate() {
        let mine = s.points();
        // 7.7: a game is compared with the opponent's points; a round obtained without
        // playing (forfeits included) with the points of a draw.
        let other = match (s, s.opponent().and_then(|o| f.get(o))) {
            (Slot::Played { .. }, Some(o)) => o.slots.get(i).map_or(Points::ZERO, Slot::points),
            _ => draw,
        };
        let v = match mine.cmp(&other) {
            std::cmp::Ordering::Greater => 100,
            std::cmp::Ordering::Equal => 50,
            std::cmp::Ordering::Less => 0,
        };
        let id = if matches!(s, Slot::Played { .. }) { "tb-std-game" } else { "tb-std-unplayed" };
        lines.push(
            Phrase::new(id)
                .arg("round", i + 1)
                .dec("mine", mine)
                .dec("other", other)
                .dec("value", fmt_hundredths(v, 1)),
        );
        total += v;
    }
    lines.push(Phrase::new("tb-total").arg("label", "STD").dec("value", fmt_hundredths(total, 1)));
    Figure::new(total, 1, lines)
}

fn koya(f: &Facts, p: &PlayerFacts, tb: &Tiebreak) -> Figure {
    // The limit is a percentage (50 % unless /Lx) of the maximum possible score, moved by
    // /L±n half-points (C.07 9.2, 14.5). The maximum is a win in every round; in a
    // round-robin, in every round with a scheduled opponent (odd numbers of players).
    let win = i64::from(f.t.scoring.win().0);
    let percent = i64::from(tb.mods.limit_percent.unwrap_or(50));
    let shift = i64::from(tb.mods.limit_shift.unwrap_or(0));
    let max_of = |o: &PlayerFacts| {
        if f.opts.round_robin {
            win * i64::try_from(o.slots.iter().filter(|s| s.opponent().is_some()).count()).unwrap_or(0)
        } else {
            // Rounds counted so far (the whole tournament for final standings).
            win * i64::from(f.opts.rounds)
        }
    };
    let mut total = 0i64;
    let mut lines = vec![if shift == 0 {
        Phrase::new("tb-ks-rule").arg("percent", percent)
    } else {
        Phrase::new("tb-ks-rule-moved").arg("percent", percent).dec("shift", fmt_hundredths(shift * 10, 1))
    }];
    for (i, s) in p.slots.iter().enumerate() {
        let Some(o) = s.opponent().and_then(|o| f.get(o)) else { continue };
        // Opponents' actual final scores (not the 16.3 adjusted score); points scored
        // against them with or without playing.
        let threshold100 = percent * max_of(o) + 100 * shift;
        let counts = 100 * i64::from(o.score.0) >= threshold100;
        if counts {
            total += pts(s.points());
        }
        let line =
            if counts { Phrase::new("tb-ks-counts").dec("scored", s.points()) } else { Phrase::new("tb-ks-below") };
        lines.push(
            line.arg("round", i + 1)
                .arg("tpn", o.tpn.0)
                .dec("score", o.score)
                .dec("max", fmt_hundredths(max_of(o) * 10, 1))
                .dec("limit", fmt_hundredths(threshold100 / 10, 2)),
        );
    }
    lines.push(Phrase::new("tb-total").arg("label", tb.to_string()).dec("value", fmt_hundredths(total, 1)));
    Figure::new(total, 1, lines)
}

/// Opponents' ratings for rating-based tie-breaks (played games; unrated ones left out
/// unless a value was given).
fn rated_opponents(f: &Facts, p: &PlayerFacts) -> Vec<(Tpn, i64, Points)> {
    p.slots
        .iter()
        .filter(|s| f.counts_for_rating(s))
        .filter_map(|s| {
            let o = f.get(s.opponent()?)?;
            Some((o.tpn, i64::from(o.rating?), game_score(s)))
        })
        .collect()
}

fn aro(f: &Facts, p: &PlayerFacts, tb: &Tiebreak) -> Figure {
    let mut ops = rated_opponents(f, p);
    let mut lines: Vec<Phrase> =
        ops.iter().map(|(t, r, _)| Phrase::new("tb-aro-opponent").arg("tpn", t.0).arg("rating", *r)).collect();
    ops.stable_sort_by_key(&|&(t, r, _)| (r, t));
    let mut low = usize::from(tb.mods.cut.max(tb.mods.median));
    if f.opts.edition == TiebreakEdition::Seed && tb.mods.cut > 0 {
        // Seed (C.02) AROC: forfeits and byes are already out; "if a player has one or more
        // forfeits or byes, no additional results shall be removed" — each unplayed round
        // stands for one cut result.
        let unplayed = p.slots.iter().filter(|s| !matches!(s, Slot::Played { .. })).count();
        if unplayed > 0 {
            lines.push(Phrase::new("tb-aro-unplayed").arg("count", unplayed));
        }
        low = low.saturating_sub(unplayed);
    }
    let high = usize::from(tb.mods.median);
    let kept: Vec<_> = if ops.len() > low + high { ops[low..ops.len() - high].to_vec() } else { vec![] };
    if low + high > 0 {
        lines.push(Phrase::new("tb-aro-cut").arg("low", low).arg("high", high).arg("total", low + high));
    }
    let sum: i64 = kept.iter().map(|x| x.1).sum();
    let n = i64::try_from(kept.len()).unwrap_or(0);
    let v = if n == 0 { 0 } else { div_round_half_away(sum, n) };
    lines.push(Phrase::new("tb-average-of").arg("label", tb.to_string()).arg("sum", sum).arg("n", n).arg("value", v));
    if n == 0 {
        return Figure::undefined(0, lines);
    }
    Figure::new(v * 100, 0, lines)
}

fn tpr(f: &Facts, p: &PlayerFacts) -> Figure {
    let ops = rated_opponents(f, p);
    if ops.is_empty() {
        return Figure::undefined(0, vec![Phrase::new("tb-no-rated-games").arg("code", "TPR")]);
    }
    let n = i64::try_from(ops.len()).unwrap_or(1);
    let sum: i64 = ops.iter().map(|x| x.1).sum();
    let aro = div_round_half_away(sum, n);
    let score: i64 = ops.iter().map(|x| i64::from(x.2.0)).sum();
    let pct = percent_half_up(score, n * 10);
    let v = aro + i64::from(dp(pct));
    Figure::new(
        v * 100,
        0,
        vec![
            Phrase::new("tb-tpr-aro").arg("sum", sum).arg("n", n).arg("aro", aro),
            Phrase::new("tb-tpr-dp")
                .dec("score", Points(i32::try_from(score).unwrap_or(0)))
                .arg("n", n)
                .arg("percent", pct)
                .arg("dp", dp(pct)),
            Phrase::new("tb-tpr").arg("aro", aro).arg("dp", add(i64::from(dp(pct)))).arg("value", v),
        ],
    )
}

fn ptp(f: &Facts, p: &PlayerFacts) -> Figure {
    let ops = rated_opponents(f, p);
    if ops.is_empty() {
        return Figure::undefined(0, vec![Phrase::new("tb-no-rated-games").arg("code", "PTP")]);
    }
    // score in hundredths of a game point
    let score: i64 = ops.iter().map(|x| i64::from(x.2.0) * 10).sum();
    let lo = ops.iter().map(|x| x.1).min().unwrap_or(0);
    let hi = ops.iter().map(|x| x.1).max().unwrap_or(0);
    let (v, why) = if score == 0 {
        (lo - 800, Phrase::new("tb-ptp-zero").arg("lowest", lo))
    } else {
        let mut r = lo - 800;
        while r < hi + 1000 {
            let e: i64 = ops.iter().map(|x| i64::from(expected_hundredths(i32::try_from(r - x.1).unwrap_or(0)))).sum();
            if e >= score {
                break;
            }
            r += 1;
        }
        (r, Phrase::new("tb-ptp-search").dec("score", fmt_hundredths(score, 2)))
    };
    Figure::new(v * 100, 0, vec![why, Phrase::new("tb-ptp").arg("value", v)])
}
