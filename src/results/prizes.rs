//! Prize money for players tied on points (FIDE Arbiters' Manual, "cash prizes": the
//! organiser announces one of three systems before the event).
//!
//! - **Equal sharing**: the tied players share equally the prizes of the places they occupy.
//! - **By tie-break**: each player takes the prize of the place the tie-breaks give him.
//! - **Hort system**: half of each prize goes by the tie-break place, the other halves of the
//!   places the tied players occupy are pooled and shared equally among them.
//!
//! Players still tied after every tie-break (the same rank) share the prizes of their places
//! equally in the tie-break part. Money is in cents; a share that does not divide into cents
//! is rounded down and the cents left over are said.

use crate::core::words::Phrase;
use crate::tournament::{Points, Tpn};
use serde::Serialize;

/// How prizes are given to players tied on points.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Sharing {
    /// Shared equally among the tied players.
    Equal,
    /// By the tie-break order.
    Tiebreak,
    /// Half by tie-break, half shared equally (Hort system).
    Hort,
}

/// A player's place in the final standings, best first.
#[derive(Clone, Debug)]
pub struct Placed {
    /// Pairing number.
    pub tpn: Tpn,
    /// Points.
    pub points: Points,
    /// Rank after the tie-breaks (players still tied share it).
    pub rank: u16,
}

/// What one player receives, and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Award {
    /// Pairing number.
    pub tpn: Tpn,
    /// Place in the final order (1 = first).
    pub place: usize,
    /// Amount in cents.
    pub cents: i64,
    /// How it was reached.
    pub why: Phrase,
}

/// Money in cents as `10000` or `2333.33`.
#[must_use]
pub fn money(cents: i64) -> String {
    if cents % 100 == 0 { format!("{}", cents / 100) } else { format!("{}.{:02}", cents / 100, cents % 100) }
}

/// The prize of place `i` (0-based), zero beyond the list.
fn prize(prizes: &[i64], i: usize) -> i64 {
    prizes.get(i).copied().unwrap_or(0)
}

/// `pool` shared among `k`: each share, rounded down to the cent, and the cents left.
fn share(pool: i64, k: usize) -> (i64, i64) {
    let k = i64::try_from(k.max(1)).unwrap_or(1);
    (pool / k, pool % k)
}

/// Distributes `prizes` (cents, first place first) over `standings` (best first). `entitled`
/// limits the places that take part in sharing (the organiser's "players placed 1st to 10th"):
/// tied players placed beyond it receive nothing and their places' prizes are not pooled.
#[must_use]
pub fn distribute(standings: &[Placed], prizes: &[i64], sharing: Sharing, entitled: Option<usize>) -> Vec<Award> {
    let limit = entitled.unwrap_or(usize::MAX);
    let mut awards = Vec::new();
    let mut start = 0;
    while start < standings.len() {
        let mut end = start;
        while end < standings.len() && standings[end].points == standings[start].points {
            end += 1;
        }
        // The tied players who take part: those placed within the entitled places.
        let sharers = start..end.min(limit).max(start);
        let places = if sharers.is_empty() { Phrase::new("empty") } else { places_text(sharers.start, sharers.end) };
        let pool: i64 = sharers.clone().map(|i| prize(prizes, i)).sum();
        let k = sharers.len();
        for i in start..end {
            let p = &standings[i];
            if !sharers.contains(&i) {
                awards.push(Award {
                    tpn: p.tpn,
                    place: i + 1,
                    cents: 0,
                    why: Phrase::new("prize-beyond").arg("place", i + 1).arg("limit", limit),
                });
                continue;
            }
            let (cents, why) = match sharing {
                Sharing::Equal if k > 1 => {
                    let (each, left) = share(pool, k);
                    (
                        each,
                        Phrase::new("prize-equal")
                            .arg("tied", k)
                            .dec("points", p.points)
                            .arg("places", places.clone())
                            .dec("pool", money(pool))
                            .arg("left", leftover(left)),
                    )
                }
                Sharing::Tiebreak | Sharing::Equal => by_tiebreak(standings, prizes, &sharers, i, 1),
                Sharing::Hort => {
                    if k == 1 {
                        by_tiebreak(standings, prizes, &sharers, i, 1)
                    } else {
                        let (half, why_half) = by_tiebreak(standings, prizes, &sharers, i, 2);
                        let halves: i64 = sharers.clone().map(|j| prize(prizes, j) - prize(prizes, j) / 2).sum();
                        let (each, left) = share(halves, k);
                        (
                            half + each,
                            Phrase::new("prize-hort")
                                .arg("why", why_half)
                                .arg("places", places.clone())
                                .dec("halves", money(halves))
                                .arg("tied", k)
                                .dec("points", p.points)
                                .dec("each", money(each))
                                .arg("left", leftover(left)),
                        )
                    }
                }
            };
            awards.push(Award { tpn: p.tpn, place: i + 1, cents, why });
        }
        start = end;
    }
    awards
}

/// The tie-break part of player `i`'s prize: his place's prize divided by `part` (half for the
/// Hort system), shared with the players still tied with him after every tie-break.
fn by_tiebreak(
    standings: &[Placed],
    prizes: &[i64],
    sharers: &std::ops::Range<usize>,
    i: usize,
    part: i64,
) -> (i64, Phrase) {
    let same: Vec<usize> = sharers.clone().filter(|&j| standings[j].rank == standings[i].rank).collect();
    let pool: i64 = same.iter().map(|&j| prize(prizes, j) / part).sum();
    // A Fluent selector: the whole prize, or half of it (Hort).
    let of = if part == 2 { "half" } else { "whole" };
    if same.len() == 1 {
        return (
            pool,
            Phrase::new("prize-by-tiebreak")
                .arg("of", of)
                .arg("place", i + 1)
                .dec("prize", money(prize(prizes, i)))
                .dec("amount", money(pool)),
        );
    }
    let (each, left) = share(pool, same.len());
    let (a, b) = (same[0], same[same.len() - 1] + 1);
    (
        each,
        Phrase::new("prize-still-tied")
            .arg("of", of)
            .arg("places", places_text(a, b))
            .arg("tied", same.len())
            .dec("pool", money(pool))
            .arg("left", leftover(left)),
    )
}

fn places_text(a: usize, b: usize) -> Phrase {
    if b == a + 1 {
        Phrase::new("prize-place").arg("place", a + 1)
    } else {
        Phrase::new("prize-places").arg("from", a + 1).arg("to", b)
    }
}

fn leftover(cents: i64) -> Phrase {
    if cents == 0 { Phrase::new("empty") } else { Phrase::new("prize-left").arg("cents", cents) }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The Arbiters' Manual example: prizes 10 000, 5 000, 3 000, 2 000; A, B, C and D tied on
    /// 8 points with Buchholz 58, 57, 56, 54 (so ranked A, B, C, D).
    fn manual() -> (Vec<Placed>, Vec<i64>) {
        let placed = (1..=4).map(|t| Placed { tpn: Tpn(t), points: Points(80), rank: t }).collect::<Vec<_>>();
        (placed, vec![1_000_000, 500_000, 300_000, 200_000])
    }

    fn amounts(a: &[Award]) -> Vec<i64> {
        a.iter().map(|x| x.cents / 100).collect()
    }

    #[test]
    fn the_manuals_three_systems() {
        let (placed, prizes) = manual();
        assert_eq!(amounts(&distribute(&placed, &prizes, Sharing::Equal, None)), vec![5000, 5000, 5000, 5000]);
        assert_eq!(amounts(&distribute(&placed, &prizes, Sharing::Tiebreak, None)), vec![10000, 5000, 3000, 2000]);
        assert_eq!(amounts(&distribute(&placed, &prizes, Sharing::Hort, None)), vec![7500, 5000, 4000, 3500]);
    }

    #[test]
    fn sharing_stops_at_the_entitled_places() {
        // Ten prizes of 100; places 10-20 tied: with sharing limited to places 1-10, the 10th
        // place keeps its prize and places 11-20 receive nothing.
        let placed: Vec<Placed> = (1..=20u16)
            .map(|t| Placed { tpn: Tpn(t), points: Points(if t < 10 { 100 - i32::from(t) } else { 50 }), rank: t })
            .collect();
        let prizes = vec![10_000; 10];
        let a = distribute(&placed, &prizes, Sharing::Equal, Some(10));
        assert_eq!(a[9].cents, 10_000);
        assert!(a[10..].iter().all(|x| x.cents == 0 && x.why.to_string().contains("beyond the 10 places")));
        // Without the limit the 10th prize is split among the eleven: 9.09 each, 1 cent left.
        let a = distribute(&placed, &prizes, Sharing::Equal, None);
        assert!(a[9..].iter().all(|x| x.cents == 909), "{a:?}");
        assert!(a[9].why.to_string().contains("1 cent left"), "{}", a[9].why);
    }

    #[test]
    fn players_still_tied_after_every_tiebreak_share_their_places() {
        let (mut placed, prizes) = manual();
        placed[1].rank = 2;
        placed[2].rank = 2; // B and C cannot be separated
        let a = distribute(&placed, &prizes, Sharing::Tiebreak, None);
        assert_eq!(amounts(&a), vec![10000, 4000, 4000, 2000]);
        assert!(a[1].why.to_string().contains("places 2–3 shared by 2"), "{}", a[1].why);
    }
}
