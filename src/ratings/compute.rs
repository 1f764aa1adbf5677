//! Rating changes of rated players (B.02 8.3), initial ratings of unrated players (8.2)
//! and performance ratings, by edition, with the steps shown.

use super::tables::{div_round_half_away, dp, expected_hundredths, percent_half_up};
use crate::rules::rating_edition::{RatingEdition, RatingKind};
use crate::tournament::{Date, Points, ResultCode, RoundNo, Tournament, Tpn};
use serde::Serialize;
use std::collections::BTreeMap;

/// Where each player's K comes from.
#[derive(Clone, Debug, Default)]
pub struct KSource {
    /// `--k`: one K for everybody.
    pub all: Option<u32>,
    /// A player-data file: K by TPN (or FIDE id, resolved by the caller).
    pub by_player: BTreeMap<Tpn, u32>,
}

/// Options of a rating calculation.
#[derive(Clone, Debug)]
pub struct RatingOptions {
    /// The edition.
    pub edition: RatingEdition,
    /// Standard, rapid or blitz.
    pub kind: RatingKind,
    /// K factors.
    pub k: KSource,
    /// The tournament's start date (juniors' K, the rapid/blitz 600-point rule).
    pub start: Option<Date>,
}

/// One rated game.
#[derive(Clone, Debug, Serialize)]
pub struct RatedGame {
    /// Round.
    pub round: RoundNo,
    /// Opponent.
    pub opponent: Tpn,
    /// Opponent's rating.
    pub opponent_rating: u16,
    /// Score (1, 0.5, 0).
    pub score: Points,
    /// Rating difference as used (after the 400-point rule).
    pub difference: i32,
    /// Whether the 400-point rule changed the difference.
    pub capped: bool,
    /// Expected score, hundredths.
    pub expected: i32,
    /// Score − expected, hundredths.
    pub delta: i32,
}

/// A game left out, and why.
#[derive(Clone, Debug, Serialize)]
pub struct Excluded {
    /// Round.
    pub round: RoundNo,
    /// Why it is not rated.
    pub reason: String,
}

/// The rating result of one player.
#[derive(Clone, Debug, Serialize)]
pub struct PlayerRating {
    /// TPN.
    pub tpn: Tpn,
    /// Name.
    pub name: String,
    /// Rating at the start (`None` = unrated).
    pub rating: Option<u16>,
    /// Games that count.
    pub games: Vec<RatedGame>,
    /// Rounds that do not count.
    pub excluded: Vec<Excluded>,
    /// Points in rated games.
    pub score: Points,
    /// Average rating of the rated opponents (rounded, 0.5 up).
    pub average_opponents: Option<i64>,
    /// Performance rating Ra + dp(p) over the rated games.
    pub performance: Option<i64>,
    /// For rated players: K and where it came from.
    pub k: Option<u32>,
    /// Source of K.
    pub k_source: Option<String>,
    /// Σ(score − expected), hundredths.
    pub sum_delta: Option<i32>,
    /// K × Σ, hundredths.
    pub change_exact: Option<i64>,
    /// The rounded change.
    pub change: Option<i64>,
    /// New rating (rating + change).
    pub new_rating: Option<i64>,
    /// For unrated players: the initial rating Ru.
    pub initial_rating: Option<i64>,
    /// Steps, one per line.
    pub explain: Vec<String>,
}

/// Rates every player.
#[must_use]
pub fn rate(t: &Tournament, o: &RatingOptions) -> Vec<PlayerRating> {
    t.players.iter().map(|p| rate_player(t, o, p.tpn)).collect()
}

fn rated(r: Option<u16>) -> Option<u16> {
    r.filter(|&x| x > 0)
}

fn birth_year(s: &str) -> Option<u16> {
    s.trim().get(0..4).and_then(|y| y.parse().ok())
}

/// K for a rated player (B.02 8.3.3) and its source; `n` is the number of rated games.
fn k_for(t: &Tournament, o: &RatingOptions, tpn: Tpn, rating: u16, n: usize) -> (u32, String) {
    let (k, why) = if let Some(k) = o.k.by_player.get(&tpn) {
        (*k, "player-data file".to_owned())
    } else if let Some(k) = o.k.all {
        (k, "--k".to_owned())
    } else if rating >= 2400 {
        (10, "derived: rating 2400 or more (8.3.3c); give --k or --k-file for the published K".to_owned())
    } else {
        let junior = t
            .player(tpn)
            .and_then(|p| birth_year(&p.birth))
            .zip(o.start)
            .is_some_and(|(b, d)| d.year.saturating_sub(b) <= 18 && rating < 2300);
        if junior {
            (40, "derived: junior until the end of the year of the 18th birthday, under 2300 (8.3.3d)".to_owned())
        } else {
            (20, "derived: rated under 2400 (8.3.3b); give --k or --k-file for the published K".to_owned())
        }
    };
    let n32 = u32::try_from(n).unwrap_or(u32::MAX).max(1);
    if k * n32 > 700 {
        let k2 = 700 / n32;
        return (k2, format!("{why}; K × n > 700 with n = {n}: K = {k2} (8.3.3)"));
    }
    (k, why)
}

fn rate_player(t: &Tournament, o: &RatingOptions, tpn: Tpn) -> PlayerRating {
    let p = t.player(tpn).expect("player from the tournament");
    let me = rated(p.rating);
    let rr_600 = o.kind != RatingKind::Standard && o.start.is_some_and(|d| d >= Date { year: 2024, month: 12, day: 1 });
    let mut games = vec![];
    let mut excluded = vec![];
    let mut explain = vec![];
    for (i, e) in p.rounds.iter().enumerate() {
        let round = RoundNo::from_index(i);
        let reason = match (e.opponent, e.result) {
            (Some(opp), ResultCode::Win | ResultCode::Draw | ResultCode::Loss) => {
                match t.player(opp).and_then(|q| rated(q.rating)) {
                    None => Some(format!("opponent {opp} is unrated (8.3.1 / 7.1.4)")),
                    Some(or) => {
                        let diff = me.map_or(0, |m| i32::from(m) - i32::from(or));
                        let above_2600 = me.is_some_and(|m| m > 2600) || or > 2600;
                        if me.is_some() && rr_600 && diff.abs() >= 600 && above_2600 {
                            Some("rating difference of 600 or more with a player above 2600 (R&B 7.3.1, from 1 Dec 2024)".into())
                        } else {
                            // Ratings use 1 / ½ / 0 whatever the event's scoring points.
                            let score = match e.result {
                                ResultCode::Win => Points::ONE,
                                ResultCode::Draw => Points::HALF,
                                _ => Points::ZERO,
                            };
                            games.push(RatedGame {
                                round,
                                opponent: opp,
                                opponent_rating: or,
                                score,
                                difference: diff,
                                capped: false,
                                expected: 0,
                                delta: 0,
                            });
                            None
                        }
                    }
                }
            }
            (_, r) if r.is_forfeit() => Some("forfeit: unplayed games are not rated (5.1)".into()),
            (_, ResultCode::WinUnrated | ResultCode::DrawUnrated | ResultCode::LossUnrated) => {
                Some("game of less than one move: not rated (5.1)".into())
            }
            (_, ResultCode::Blank) if e.opponent.is_none() => None,
            (_, r) => Some(format!("{}: not a game (5.1)", r.describe())),
        };
        if let Some(reason) = reason {
            excluded.push(Excluded { round, reason });
        }
    }
    let n = games.len();
    let score: Points = games.iter().map(|g| g.score).sum();
    let sum_r: i64 = games.iter().map(|g| i64::from(g.opponent_rating)).sum();
    let n64 = i64::try_from(n).unwrap_or(0);
    let average_opponents = (n > 0).then(|| div_round_half_away(sum_r, n64));
    let performance = average_opponents.map(|ra| ra + i64::from(dp(percent_half_up(i64::from(score.0), n64 * 10))));
    let mut out = PlayerRating {
        tpn,
        name: p.name.clone(),
        rating: me,
        games,
        excluded,
        score,
        average_opponents,
        performance,
        k: None,
        k_source: None,
        sum_delta: None,
        change_exact: None,
        change: None,
        new_rating: None,
        initial_rating: None,
        explain: vec![],
    };
    if let Some(m) = me {
        rated_change(t, o, &mut out, m, &mut explain);
    } else {
        initial(o, t.declares_round_robin() || t.played_as_round_robin(), &mut out, sum_r, &mut explain);
    }
    if let (Some(ra), Some(perf)) = (average_opponents, performance) {
        explain.push(format!(
            "performance: Ra {ra} + dp({}%) {} = {perf}",
            percent_half_up(i64::from(score.0), n64 * 10),
            perf - ra
        ));
    }
    out.explain = explain;
    out
}

fn rated_change(t: &Tournament, o: &RatingOptions, out: &mut PlayerRating, m: u16, explain: &mut Vec<String>) {
    // 400-point rule (8.3.1) by edition.
    let one_upgrade = o.edition.before_2024();
    let cap_applies = !(o.edition == RatingEdition::B02y2025 && o.kind == RatingKind::Standard && m >= 2650);
    let upgrade_game = if one_upgrade {
        out.games
            .iter()
            .enumerate()
            .filter(|(_, g)| g.difference > 400)
            .max_by_key(|(i, g)| (g.difference, *i))
            .map(|(i, _)| i)
    } else {
        None
    };
    for (i, g) in out.games.iter_mut().enumerate() {
        let d = g.difference;
        let capped = if d.abs() <= 400 || !cap_applies {
            false
        } else if d < 0 {
            true // the lower-rated player is always protected
        } else {
            !one_upgrade || upgrade_game == Some(i)
        };
        if capped {
            g.difference = 400 * d.signum();
            g.capped = true;
        }
        g.expected = expected_hundredths(g.difference);
        g.delta = g.score.0 * 10 - g.expected;
        explain.push(format!(
            "R{}: v {} ({}) D = {d}{} → PD {} ; scored {} ; ΔR {}",
            g.round,
            g.opponent,
            g.opponent_rating,
            if g.capped { format!(" counted as {} (400-point rule, 8.3.1)", g.difference) } else { String::new() },
            hundredths(i64::from(g.expected)),
            g.score,
            hundredths(i64::from(g.delta)),
        ));
    }
    let sum: i32 = out.games.iter().map(|g| g.delta).sum();
    let (k, why) = k_for(t, o, out.tpn, m, out.games.len());
    let exact = i64::from(k) * i64::from(sum);
    let change = match o.edition {
        // 2022 Spanish text: "0,5 se redondea al entero superior".
        RatingEdition::B02y2017 | RatingEdition::B02y2022 => (exact + 50).div_euclid(100),
        _ => div_round_half_away(exact, 100),
    };
    explain.push(format!("Σ ΔR = {} over {} rated games", hundredths(i64::from(sum)), out.games.len()));
    explain.push(format!("K = {k} ({why})"));
    explain.push(format!(
        "change = {k} × {} = {} → {change:+} (8.3.4, {})",
        hundredths(i64::from(sum)),
        hundredths(exact),
        if o.edition.before_2024() { "0.5 rounded up" } else { "0.5 rounded away from zero" }
    ));
    out.k = Some(k);
    out.k_source = Some(why);
    out.sum_delta = Some(sum);
    out.change_exact = Some(exact);
    out.change = Some(change);
    out.new_rating = Some(i64::from(m) + change);
}

/// The initial rating Ru of an unrated player (8.2 of the 2022 and 2024 texts).
///
/// Under the text of 1 July 2017 (in force until 31 December 2021) an unrated player who
/// scores under 50 % in a round-robin gets Ru = Ra + dp × n/(n + 1), n the number of games
/// against rated opponents; in a Swiss, Ru = Ra + dp as in the 2022 text. Source: seed 004
/// ("FIDE Rating Regulations", Spanish arbiter-course blog of July 2021, describing the
/// regulations then in force, lines 708–713); the primary FIDE text of 2017 was not found in
/// the reference material or by search, so only what the seed states is encoded: the other
/// articles are computed as in the 2022 text, which the seed describes in the same terms
/// (Ra + 20 per half point above 50 %, the 400-point rule, K 40/20/10 and K × n ≤ 700).
fn initial(o: &RatingOptions, round_robin: bool, out: &mut PlayerRating, sum_r: i64, explain: &mut Vec<String>) {
    let n = i64::try_from(out.games.len()).unwrap_or(0);
    if n == 0 {
        explain.push("no games against rated opponents: no initial rating (8.2)".into());
        return;
    }
    if out.score == Points::ZERO {
        explain.push("zero score in the first event: disregarded (8.2.1)".into());
        return;
    }
    let w = i64::from(out.score.0); // tenths
    let ru = if o.edition.before_2024() {
        let ra = div_round_half_away(sum_r, n);
        explain.push(format!("Ra = {sum_r} / {n} = {ra} (8.2.2, {} text)", o.edition.year()));
        // half-points above 50 %: 2W − n (in half points); with W in tenths, over = 10 × (2W − n).
        let over = 2 * w - 10 * n;
        if over > 0 {
            let halves = over / 10;
            let v = ra + 20 * halves;
            explain.push(format!(
                "score {} of {n} above 50 % by {halves} half-point(s): Ru = {ra} + 20 × {halves} = {v}",
                out.score
            ));
            v
        } else {
            let exact = div_round_half_away(sum_r * 100, n); // hundredths, rounded
            let pct = percent_half_up(w, 10 * n);
            if round_robin && o.edition == RatingEdition::B02y2017 {
                // Ru = Ra + dp × n/(n+1): exact as (ΣR(n+1) + dp·n²) / (n(n+1)), rounded once.
                let num = sum_r * (n + 1) + i64::from(dp(pct)) * n * n;
                let v = div_round_half_away(num, n * (n + 1));
                let adj = div_round_half_away(i64::from(dp(pct)) * n * 100, n + 1);
                explain.push(format!(
                    "score {} of {n} = {pct} % → dp {}; a round-robin under 50 %: Ru = Ra + dp × n/(n+1) = {} + {} × {n}/{} = {} + {} = {v} (2017 text as seed 004 describes it, lines 708–713)",
                    out.score,
                    dp(pct),
                    hundredths(exact),
                    dp(pct),
                    n + 1,
                    hundredths(exact),
                    hundredths(adj)
                ));
                v
            } else {
                let v = div_round_half_away(sum_r * 100 + i64::from(dp(pct)) * 100 * n, 100 * n);
                explain.push(format!(
                    "score {} of {n} = {pct} % → dp {}: Ru = {} + {} = {v} (8.2.3)",
                    out.score,
                    dp(pct),
                    hundredths(exact),
                    dp(pct)
                ));
                v
            }
        }
    } else {
        let num = sum_r + 3600;
        let den = n + 2;
        let pct = percent_half_up(w + 10, 10 * den);
        let v = div_round_half_away(num * 100 + i64::from(dp(pct)) * 100 * den, 100 * den);
        explain.push(format!(
            "Ra = ({sum_r} + 2 × 1800) / ({n} + 2) = {} (8.2.2, two hypothetical 1800 draws)",
            hundredths(div_round_half_away(num * 100, den))
        ));
        explain.push(format!("p = ({} + 1) / {den} = {pct} % → dp {}", out.score, dp(pct)));
        let capped = v.min(2200);
        explain.push(format!("Ru = {v}{} (8.2.3)", if capped < v { ", capped at 2200" } else { "" }));
        capped
    };
    let floor = if o.edition.before_2024() { 1000 } else { 1400 };
    if n < 5 {
        explain.push(format!("only {n} game(s) against rated opponents: published once 5 are reached (7.1.4)"));
    }
    if ru < floor {
        explain.push(format!("below the rating floor {floor}: not published (7.1.4)"));
    }
    out.initial_rating = Some(ru);
}

/// Formats hundredths as a signed decimal (`+1.41`, `-0.46`, `0.92`).
fn hundredths(v: i64) -> String {
    let s = if v < 0 { "-" } else { "" };
    let a = v.unsigned_abs();
    format!("{s}{}.{:02}", a / 100, a % 100)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tiebreaks::testgen::{Gen, tournament};
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig { cases: 200, .. ProptestConfig::default() })]

        /// In a closed event with equal K, every point one player gains another loses:
        /// K × ΣΔR sums to exactly zero (2024 text: the 400-point rule is symmetric), and the
        /// rounded changes to within half a point per player.
        #[test]
        fn closed_event_changes_sum_to_zero(seed in any::<u64>(), n in 2usize..16, rounds in 1usize..9) {
            let mut g = Gen::new(seed);
            let t = tournament(&mut g, n, rounds, true, true);
            let o = RatingOptions {
                edition: RatingEdition::B02y2024,
                kind: RatingKind::Standard,
                k: KSource { all: Some(20), by_player: BTreeMap::new() },
                start: None,
            };
            let rows = rate(&t, &o);
            let exact: i64 = rows.iter().filter_map(|r| r.change_exact).sum();
            prop_assert_eq!(exact, 0);
            let rounded: i64 = rows.iter().filter_map(|r| r.change).sum();
            prop_assert!(2 * rounded.abs() <= i64::try_from(n).unwrap_or(0), "sum of rounded changes {}", rounded);
        }
    }

    fn event(me: u16, opps: &[(u16, ResultCode)]) -> Tournament {
        use crate::tournament::{Colour, Player, RoundEntry, TournamentInfo};
        let player = |i: usize, rating: u16, rounds: Vec<RoundEntry>| Player {
            tpn: Tpn::from_index(i),
            sex: 'm',
            title: String::new(),
            name: format!("P{}", i + 1),
            rating: Some(rating),
            national_rating: None,
            federation: String::new(),
            fide_id: String::new(),
            birth: String::new(),
            declared_points: None,
            rank: None,
            rounds,
            line: 0,
        };
        let mut ps = vec![player(
            0,
            me,
            opps.iter()
                .enumerate()
                .map(|(i, (_, r))| RoundEntry {
                    opponent: Some(Tpn::from_index(i + 1)),
                    colour: Some(Colour::White),
                    result: *r,
                })
                .collect(),
        )];
        for (i, (rating, r)) in opps.iter().enumerate() {
            let mut rounds = vec![RoundEntry::NONE; i];
            rounds.push(RoundEntry {
                opponent: Some(Tpn(1)),
                colour: Some(Colour::Black),
                result: r.mirror().unwrap_or(ResultCode::Blank),
            });
            ps.push(player(i + 1, *rating, rounds));
        }
        Tournament::new(TournamentInfo::default(), ps)
    }

    fn opts(edition: RatingEdition) -> RatingOptions {
        RatingOptions {
            edition,
            kind: RatingKind::Standard,
            k: KSource { all: Some(20), by_player: BTreeMap::new() },
            start: None,
        }
    }

    /// 2022 text: the higher-rated player benefits from the 400-point rule once per event, in
    /// the game with the greatest difference; from 2024 in every game.
    #[test]
    fn four_hundred_point_rule_by_edition() {
        let t = event(2500, &[(2050, ResultCode::Win), (2000, ResultCode::Win)]);
        let r22 = rate(&t, &opts(RatingEdition::B02y2022));
        let d22: Vec<i32> = r22[0].games.iter().map(|g| g.difference).collect();
        assert_eq!(d22, [450, 400]);
        let r24 = rate(&t, &opts(RatingEdition::B02y2024));
        let d24: Vec<i32> = r24[0].games.iter().map(|g| g.difference).collect();
        assert_eq!(d24, [400, 400]);
        // The lower-rated players are protected in every edition.
        assert_eq!(r22[1].games[0].difference, -400);
    }

    /// 8.3.4: 0.5 is rounded up (2022 Spanish text) or away from zero (2024).
    #[test]
    fn rounding_of_half_points_by_edition() {
        // 2400 v 2400 lost with K 5: 5 × (0 − 0.50) = −2.5.
        let t = event(2400, &[(2400, ResultCode::Loss)]);
        let mut o = opts(RatingEdition::B02y2022);
        o.k.all = Some(5);
        assert_eq!(rate(&t, &o)[0].change, Some(-2));
        o.edition = RatingEdition::B02y2024;
        assert_eq!(rate(&t, &o)[0].change, Some(-3));
    }

    /// 8.3.3: K × n may not exceed 700.
    #[test]
    fn k_times_games_capped_at_700() {
        let opps: Vec<(u16, ResultCode)> = (0..20).map(|_| (2000, ResultCode::Draw)).collect();
        let t = event(2000, &opps);
        let mut o = opts(RatingEdition::B02y2024);
        o.k.all = Some(40);
        assert_eq!(rate(&t, &o)[0].k, Some(35));
    }

    #[test]
    fn hundredths_format() {
        assert_eq!(hundredths(141), "1.41");
        assert_eq!(hundredths(-46), "-0.46");
        assert_eq!(hundredths(5), "0.05");
    }
}
