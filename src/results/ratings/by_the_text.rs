//! Property tests: `ratings` ([`super::rate`]) against an independent calculation written
//! from each edition's text, on random events (issue 39). Only the two conversion tables are
//! shared (they are data, checked by their own tests); every rule — the 400-point rule, K × n,
//! rounding, Ra, Rc, Ru, what is rated — is written again here from the words of the text:
//!
//! - before 2022, seed 000 l. 13574–13648 and 13679–13690 (standard, rapid and blitz);
//! - 2022, the same lines' right-hand column (and seed 000's B.02 chapter);
//! - 2024 and the 1 October 2025 amendment, `shared/rules/fide-b02-rating-regulations-2024.md`.

use super::compute::{KSource, RatingOptions, rate};
use super::tables::{dp, expected_hundredths};
use crate::results::tiebreaks::testgen::Gen;
use crate::rules::rating_edition::{RatingEdition, RatingKind};
use crate::tournament::{Colour, Player, ResultCode, RoundEntry, Tournament, TournamentInfo, Tpn};
use std::collections::BTreeMap;

const EDITIONS: [RatingEdition; 4] =
    [RatingEdition::B02y2017, RatingEdition::B02y2022, RatingEdition::B02y2024, RatingEdition::B02y2025];

/// A fraction rounded to the nearest whole number, halves away from zero ("tanto si es
/// positivo como negativo, en el caso de 0,5 se redondea a 1"; 2024: "0.5 is rounded away
/// from zero"). Written with floating point on purpose: a different road to the same number
/// (the operands here are small enough for f64 to be exact in hundredths).
fn round_away(num: i64, den: i64) -> i64 {
    let x = num as f64 / den as f64;
    let r = (x.abs() + 0.5 + 1e-9).floor() as i64;
    if x < 0.0 { -r } else { r }
}

/// "0,5 se redondea al entero superior" (2022).
fn round_up(num: i64, den: i64) -> i64 {
    let x = num as f64 / den as f64;
    (x + 0.5 + 1e-9).floor() as i64
}

/// p as a whole percentage for table 8.1.1 (rounded, 0.5 up).
fn percent(points_x2: i64, games: i64) -> u32 {
    u32::try_from(round_up(points_x2 * 50, games)).unwrap_or(0).min(100)
}

/// A rated player's change by the text of `e`: games (opponent rating, score × 2).
fn change_by_text(e: RatingEdition, kind: RatingKind, own: i64, games: &[(i64, i64)], k: i64) -> i64 {
    let n = i64::try_from(games.len()).unwrap_or(0);
    // K × n may not exceed 700 (before 2022 rapid/blitz 8.56 "700/n rounded down"; standard
    // 2014 onwards, 2022 and 2024 8.3.3).
    let k = if k * n > 700 { 700 / n } else { k };
    let cap = if e == RatingEdition::B02y2017 && kind != RatingKind::Standard { 735 } else { 400 };
    // 2022: "only once, for the game where the difference is highest".
    let highest = games.iter().map(|g| own - g.0).filter(|d| *d > cap).max();
    let mut once_used = false;
    let mut sum_hundredths = 0i64;
    for &(opp, s2) in games {
        let real = own - opp;
        let d = match e {
            RatingEdition::B02y2025 if kind == RatingKind::Standard && own >= 2650 => real,
            RatingEdition::B02y2022 if real > cap => {
                if Some(real) == highest && !once_used {
                    once_used = true;
                    cap
                } else {
                    real
                }
            }
            _ => real.clamp(-cap, cap),
        };
        let pd = i64::from(expected_hundredths(i32::try_from(d).unwrap_or(0)));
        sum_hundredths += s2 * 50 - pd;
    }
    if e == RatingEdition::B02y2022 { round_up(k * sum_hundredths, 100) } else { round_away(k * sum_hundredths, 100) }
}

/// An unrated player's Ru in a Swiss by the text of `e`: rated opponents' ratings and the
/// score × 2 against them. `None` when the text disregards the event.
fn initial_by_text(e: RatingEdition, kind: RatingKind, games: &[(i64, i64)]) -> Option<i64> {
    let n = i64::try_from(games.len()).unwrap_or(0);
    let w2: i64 = games.iter().map(|g| g.1).sum();
    let sum: i64 = games.iter().map(|g| g.0).sum();
    if n == 0 || w2 == 0 {
        return None;
    }
    let fast = kind != RatingKind::Standard;
    if e == RatingEdition::B02y2017 && fast && w2 <= 1 {
        return None; // rapid and blitz 6.1: zero or half a point disregarded
    }
    match e {
        RatingEdition::B02y2017 | RatingEdition::B02y2022 => {
            let per_half = if fast { 10 } else { 20 };
            if w2 == n {
                Some(round_away(sum, n))
            } else if w2 > n {
                Some(round_away(sum + per_half * (w2 - n) * n, n))
            } else {
                Some(round_away(sum + i64::from(dp(percent(w2, n))) * n, n))
            }
        }
        RatingEdition::B02y2024 | RatingEdition::B02y2025 => {
            let (sum, n, w2) = (sum + 2 * 1800, n + 2, w2 + 2);
            Some(round_away(sum + i64::from(dp(percent(w2, n))) * n, n).min(2200))
        }
    }
}

fn player(i: usize, rating: Option<u16>, rounds: Vec<RoundEntry>) -> Player {
    Player {
        tpn: Tpn::from_index(i),
        sex: 'm',
        title: String::new(),
        name: format!("P{}", i + 1),
        rating,
        national_rating: None,
        federation: String::new(),
        fide_id: String::new(),
        birth: String::new(),
        declared_points: None,
        rank: None,
        rounds,
        line: 0,
    }
}

fn result(g: &mut Gen, forfeits: bool) -> ResultCode {
    match g.below(if forfeits { 11 } else { 9 }) {
        0..=2 => ResultCode::Win,
        3..=5 => ResultCode::Draw,
        6..=8 => ResultCode::Loss,
        9 => ResultCode::ForfeitWin,
        _ => ResultCode::ForfeitLoss,
    }
}

/// Player 1 (rated `own`, or unrated) against one opponent a round; a few opponents unrated,
/// a few games forfeited (neither is rated, 5.1 and 6.32 / 8.3.1).
fn one_player_event(g: &mut Gen, own: Option<u16>) -> (Tournament, Vec<(i64, i64)>) {
    let n = 1 + usize::try_from(g.below(12)).unwrap_or(0);
    let mut mine = vec![];
    let mut others = vec![];
    let mut counted = vec![];
    for i in 0..n {
        let rating = if g.below(10) == 0 { None } else { Some(1000 + u16::try_from(g.below(1900)).unwrap_or(0)) };
        let r = result(g, true);
        mine.push(RoundEntry { opponent: Some(Tpn::from_index(i + 1)), colour: Some(Colour::White), result: r });
        let mut rounds = vec![RoundEntry::NONE; i];
        rounds.push(RoundEntry {
            opponent: Some(Tpn(1)),
            colour: Some(Colour::Black),
            result: r.mirror().unwrap_or(ResultCode::Blank),
        });
        others.push(player(i + 1, rating, rounds));
        let s2 = match r {
            ResultCode::Win => 2,
            ResultCode::Draw => 1,
            ResultCode::Loss => 0,
            _ => continue,
        };
        if let Some(x) = rating {
            counted.push((i64::from(x), s2));
        }
    }
    let mut ps = vec![player(0, own, mine)];
    ps.extend(others);
    (Tournament::new(TournamentInfo::default(), ps), counted)
}

fn options(e: RatingEdition, kind: RatingKind, k: u32) -> RatingOptions {
    RatingOptions { edition: e, kind, k: KSource { all: Some(k), by_player: BTreeMap::new() }, start: None }
}

/// 1,000 random rated players, each rated under every edition, standard and rapid.
#[test]
fn rating_changes_follow_each_editions_text_on_1000_random_cases() {
    let mut g = Gen::new(39);
    let mut differ_2017_2022 = 0;
    for case in 0..1000 {
        let own = 1000 + u16::try_from(g.below(1850)).unwrap_or(0);
        let k = [10u32, 20, 40][usize::try_from(g.below(3)).unwrap_or(0)];
        let (t, games) = one_player_event(&mut g, Some(own));
        let mut by_edition = vec![];
        for e in EDITIONS {
            for kind in [RatingKind::Standard, RatingKind::Rapid] {
                let got = rate(&t, &options(e, kind, k))[0].change;
                let want = Some(change_by_text(e, kind, i64::from(own), &games, i64::from(k)));
                assert_eq!(got, want, "case {case}, {e:?} {kind:?}: own {own}, K {k}, games {games:?}");
                by_edition.push(got);
            }
        }
        differ_2017_2022 += usize::from(by_edition[0] != by_edition[2]);
    }
    assert!(differ_2017_2022 > 20, "the editions differ on enough cases to test them ({differ_2017_2022})");
}

/// 1,000 random unrated players in Swiss events, under every edition, standard and rapid.
#[test]
fn initial_ratings_follow_each_editions_text_on_1000_random_cases() {
    let mut g = Gen::new(2017);
    for case in 0..1000 {
        let (t, games) = one_player_event(&mut g, None);
        for e in EDITIONS {
            for kind in [RatingKind::Standard, RatingKind::Blitz] {
                let got = rate(&t, &options(e, kind, 20))[0].initial_rating;
                assert_eq!(got, initial_by_text(e, kind, &games), "case {case}, {e:?} {kind:?}: games {games:?}");
            }
        }
    }
}

/// A complete single round-robin (circle method) of `n` players, `unrated` of them unrated.
fn round_robin(g: &mut Gen, n: usize, unrated: usize) -> Tournament {
    let mut rounds: Vec<Vec<RoundEntry>> = vec![vec![]; n];
    let m = if n % 2 == 0 { n } else { n + 1 };
    let mut order: Vec<usize> = (0..m).collect();
    for _ in 0..m - 1 {
        for i in 0..m / 2 {
            let (a, b) = (order[i], order[m - 1 - i]);
            if a >= n || b >= n {
                let p = a.min(b);
                rounds[p].push(RoundEntry::NONE);
                continue;
            }
            let r = result(g, false);
            rounds[a].push(RoundEntry { opponent: Some(Tpn::from_index(b)), colour: Some(Colour::White), result: r });
            rounds[b].push(RoundEntry {
                opponent: Some(Tpn::from_index(a)),
                colour: Some(Colour::Black),
                result: r.mirror().unwrap_or(ResultCode::Blank),
            });
        }
        let last = order.pop().unwrap_or(0);
        order.insert(1, last);
    }
    let ps = rounds
        .into_iter()
        .enumerate()
        .map(|(i, r)| player(i, (i >= unrated).then(|| 1400 + u16::try_from(g.below(1000)).unwrap_or(0)), r))
        .collect();
    let info = TournamentInfo { kind: "Round robin".into(), ..TournamentInfo::default() };
    Tournament::new(info, ps)
}

/// Before 2022 in a round-robin (seed 000 l. 13625 8.2.1b, l. 13627 8.2.3, l. 13685 8.26,
/// l. 13644 8.52 and 8.58): the unrated player's Rc = Rar − dpa × n/(n+1) from every game,
/// Ru from Rc, and the rated players' games against him rated with that Ru. 1,000 random
/// round-robins of 4 to 10 players, one to three unrated.
#[test]
fn old_round_robin_rc_procedure_on_1000_random_round_robins() {
    let mut g = Gen::new(13625);
    let o = options(RatingEdition::B02y2017, RatingKind::Standard, 20);
    for case in 0..1000 {
        let n = 4 + usize::try_from(g.below(7)).unwrap_or(0);
        let unrated = 1 + usize::try_from(g.below(3)).unwrap_or(0);
        let t = round_robin(&mut g, n, unrated);
        let score2 = |p: &Player| -> (i64, i64) {
            let mut w = 0;
            let mut k = 0;
            for e in p.rounds.iter().filter(|e| e.opponent.is_some()) {
                k += 1;
                w += match e.result {
                    ResultCode::Win => 2,
                    ResultCode::Draw => 1,
                    _ => 0,
                };
            }
            (w, k)
        };
        // i. Rar; ii. dp of each rated player against all his opponents, their average dpa.
        let rated: Vec<&Player> = t.players.iter().filter(|p| p.rating.is_some()).collect();
        let m = i64::try_from(rated.len()).unwrap_or(1);
        let rar_sum: i64 = rated.iter().map(|p| i64::from(p.rating.unwrap_or(0))).sum();
        let dp_sum: i64 = rated
            .iter()
            .map(|p| {
                let (w, k) = score2(p);
                i64::from(dp(percent(w, k)))
            })
            .sum();
        let rows = rate(&t, &o);
        let mut ru_of = BTreeMap::new();
        for p in t.players.iter().filter(|p| p.rating.is_none()) {
            let (w2, opps) = score2(p);
            // iii. Ra = Rar − dpa × n/(n+1), n the number of opponents; as one fraction.
            let (num, den) = (rar_sum * (opps + 1) - dp_sum * opps, m * (opps + 1));
            let want = if w2 == 0 {
                None
            } else if w2 == opps {
                Some(round_away(num, den))
            } else if w2 > opps {
                Some(round_away(num + 20 * (w2 - opps) * den, den))
            } else {
                let d = i64::from(dp(percent(w2, opps)));
                Some(round_away(num * (opps + 1) + d * opps * den, den * (opps + 1)))
            };
            let got = rows.iter().find(|r| r.tpn == p.tpn).and_then(|r| r.initial_rating);
            assert_eq!(got, want, "case {case}: unrated player {} in {t:?}", p.tpn);
            if let Some(ru) = want {
                ru_of.insert(p.tpn, ru);
            }
        }
        // 8.52: the rated players' games against an unrated player with a rating are rated
        // with it (8.54 in every game, 8.57 away from zero).
        for p in &rated {
            let own = i64::from(p.rating.unwrap_or(0));
            let games: Vec<(i64, i64)> = p
                .rounds
                .iter()
                .filter_map(|e| {
                    let o = e.opponent?;
                    let r = t.player(o)?.rating.map(i64::from).or_else(|| ru_of.get(&o).copied())?;
                    let s2 = match e.result {
                        ResultCode::Win => 2,
                        ResultCode::Draw => 1,
                        _ => 0,
                    };
                    Some((r, s2))
                })
                .collect();
            let want = change_by_text(RatingEdition::B02y2017, RatingKind::Standard, own, &games, 20);
            let got = rows.iter().find(|r| r.tpn == p.tpn).and_then(|r| r.change);
            assert_eq!(got, Some(want), "case {case}: rated player {} ({own}), games {games:?}", p.tpn);
        }
    }
}
