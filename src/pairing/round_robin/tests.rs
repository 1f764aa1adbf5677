//! The engine against the annex: every printed table, single and double; the tables up to
//! 24 players against the rotation; the check on generated and mutated round-robins.

use super::berger::{BergerTable, TableBoard, TableNo};
use super::check;
use super::event::Event;
use super::printed;
use super::schedule::Schedule;
use crate::generator::{Profile, round_robin};
use crate::tournament::{Colour, ResultCode, RoundEntry, RoundNo, Tournament, Tpn};

fn boards(v: &[TableBoard]) -> Vec<(u16, u16)> {
    v.iter().map(|b| (b.white.0, b.black.0)).collect()
}

/// The printed table of `size` places against the engine, board by board; the one cell the
/// annex prints in another board order (15/16 round 10) is compared as that order.
fn printed_single(size: u16) {
    let printed = printed::table(size).expect("printed table");
    let t = BergerTable::for_players(size).unwrap();
    assert_eq!(printed.len(), usize::from(size - 1), "{size}: rounds");
    for (i, row) in printed.iter().enumerate() {
        let ours = boards(t.round(u16::try_from(i + 1).unwrap()));
        if size == 16 && i + 1 == 10 {
            // Printed "16-13, 15-11, 14-12, …": the rotation's boards 2 and 3 the other way.
            let mut swapped = ours.clone();
            swapped.swap(1, 2);
            assert_eq!(&swapped, row, "16 places, round 10 (boards 2 and 3 as printed)");
            assert_eq!(ours[1..3], [(14, 12), (15, 11)]);
            continue;
        }
        assert_eq!(&ours, row, "{}/{size} players, round {}", size - 1, i + 1);
    }
    // Odd field: the same table, the highest number the dummy.
    assert_eq!(BergerTable::for_players(size - 1).unwrap(), t);
}

/// The double round-robin of the printed table: cycle 1 with its last two rounds swapped
/// (13.17.2), then the table again with the colours reversed.
fn printed_double(size: u16) {
    let printed = printed::table(size).expect("printed table");
    let t = BergerTable::for_players(size).unwrap();
    let s = Schedule::recommended(2);
    let per = usize::from(size - 1);
    let mut expected: Vec<Vec<(u16, u16)>> = printed.clone();
    expected.swap(per - 2, per - 1);
    expected.extend(printed.iter().map(|r| r.iter().map(|&(w, b)| (b, w)).collect()));
    assert_eq!(usize::from(s.rounds(&t)), 2 * per);
    for (i, row) in expected.iter().enumerate() {
        let ours = boards(&s.boards(&t, u16::try_from(i + 1).unwrap()).unwrap());
        let (mut a, mut b) = (ours.clone(), row.clone());
        if size == 16 {
            a.sort_unstable();
            b.sort_unstable();
        }
        assert_eq!(a, b, "double {}/{size}, round {}", size - 1, i + 1);
    }
}

macro_rules! printed_tables {
    ($($name:ident: $size:expr,)*) => {$(
        #[test]
        fn $name() {
            printed_single($size);
            printed_double($size);
        }
    )*};
}

printed_tables! {
    printed_3_4: 4,
    printed_5_6: 6,
    printed_7_8: 8,
    printed_9_10: 10,
    printed_11_12: 12,
    printed_13_14: 14,
    printed_15_16: 16,
}

/// The rotation as Berger described it, round from round: every number below `n` moves on
/// by `n/2` (within 1 … n−1), `n` stays on board 1 and changes colour.
fn next_round(n: u16, prev: &[TableBoard]) -> Vec<TableBoard> {
    let m = n - 1;
    let shift = |x: TableNo| if x.0 == n { x } else { TableNo((x.0 - 1 + n / 2) % m + 1) };
    prev.iter()
        .enumerate()
        .map(|(i, b)| {
            let moved = TableBoard { white: shift(b.white), black: shift(b.black) };
            if i == 0 { moved.reversed() } else { moved }
        })
        .collect()
}

fn rotation(size: u16) {
    let t = BergerTable::for_players(size).unwrap();
    let mut row = vec![TableBoard { white: TableNo(1), black: TableNo(size) }];
    row.extend((2..=size / 2).map(|k| TableBoard { white: TableNo(k), black: TableNo(size + 1 - k) }));
    for r in 1..size {
        assert_eq!(t.round(r), row.as_slice(), "{size} places, round {r}");
        row = next_round(size, &row);
    }
    // After a full cycle the rotation is back to round 1 with board 1's colours reversed.
    assert_eq!(row[1..], t.round(1)[1..]);
}

macro_rules! rotation_tables {
    ($($name:ident: $size:expr,)*) => {$(
        #[test]
        fn $name() {
            rotation($size);
        }
    )*};
}

rotation_tables! {
    rotation_3_4: 4,
    rotation_5_6: 6,
    rotation_7_8: 8,
    rotation_9_10: 10,
    rotation_11_12: 12,
    rotation_13_14: 14,
    rotation_15_16: 16,
    rotation_17_18: 18,
    rotation_19_20: 20,
    rotation_21_22: 22,
    rotation_23_24: 24,
}

fn generated(seed: u64) -> Tournament {
    let p = Profile::built_in("round-robin").unwrap();
    round_robin::generate(&p, seed).tournament
}

fn check_of(t: &Tournament) -> check::Report {
    let e = Event::read(t, None, t.rounds_recorded()).unwrap();
    check::check("t", e, t, None)
}

/// The games of round `r` (white, black, white's result, black's result) and the players without one.
fn games(t: &Tournament, r: RoundNo) -> Vec<(Tpn, Tpn, ResultCode, ResultCode)> {
    let mut v = Vec::new();
    for p in &t.players {
        let e = p.entry(r);
        if let (Some(o), Some(Colour::White)) = (e.opponent, e.colour) {
            let other = t.player(o).unwrap().entry(r).result;
            v.push((p.tpn, o, e.result, other));
        }
    }
    v
}

fn write_round(t: &mut Tournament, r: RoundNo, g: &[(Tpn, Tpn, ResultCode, ResultCode)]) {
    for p in &mut t.players {
        p.rounds[r.index()] = RoundEntry { opponent: None, colour: None, result: ResultCode::ZeroPointBye };
    }
    for &(w, b, rw, rb) in g {
        t.player_mut(w).unwrap().rounds[r.index()] =
            RoundEntry { opponent: Some(b), colour: Some(Colour::White), result: rw };
        t.player_mut(b).unwrap().rounds[r.index()] =
            RoundEntry { opponent: Some(w), colour: Some(Colour::Black), result: rb };
    }
}

/// A mutation by `seed`: 0 swapped colours, 1 swapped opponents, 2 two rounds exchanged.
fn mutate(t: &mut Tournament, seed: u64) -> &'static str {
    let rounds = t.rounds_recorded();
    let r = RoundNo(u16::try_from(seed % u64::from(rounds)).unwrap() + 1);
    let mut g = games(t, r);
    match seed % 3 {
        0 => {
            let i = usize::try_from(seed / 3).unwrap() % g.len();
            let (w, b, rw, rb) = g[i];
            g[i] = (b, w, rb, rw);
            write_round(t, r, &g);
            "colours"
        }
        1 if g.len() >= 2 => {
            let i = usize::try_from(seed / 3).unwrap() % g.len();
            let j = (i + 1) % g.len();
            let (b1, b2) = (g[i].1, g[j].1);
            g[i].1 = b2;
            g[j].1 = b1;
            write_round(t, r, &g);
            "opponents"
        }
        1 => {
            // Three or four players: one game; the one without a game takes the black seat.
            let rest = t.players.iter().map(|p| p.tpn).find(|&p| !g.iter().any(|x| x.0 == p || x.1 == p));
            let rest = rest.unwrap_or(g[0].0);
            if rest == g[0].0 {
                let (w, b, rw, rb) = g[0];
                g[0] = (b, w, rb, rw);
            } else {
                g[0].1 = rest;
            }
            write_round(t, r, &g);
            "opponents"
        }
        _ => {
            // Exchange two rounds, never the two the annex lets a double round-robin exchange.
            let n = u16::try_from(t.players.len()).unwrap();
            let per = BergerTable::for_players(n).unwrap().size - 1;
            let mut other = r.0 % rounds + 1;
            if rounds > per && (r.0.min(other), r.0.max(other)) == (per - 1, per) {
                other = other % rounds + 1;
            }
            for p in &mut t.players {
                p.rounds.swap(r.index(), usize::from(other) - 1);
            }
            "round order"
        }
    }
}

#[test]
fn check_passes_generated_and_flags_every_mutation() {
    for seed in 0..1000 {
        let t = generated(seed);
        let rep = check_of(&t);
        assert!(rep.consistent, "seed {seed}: {}", check::text(&rep));
        assert!(rep.event.numbers.is_identity(), "seed {seed}");
    }
    for seed in 1000..1500 {
        let mut t = generated(seed);
        let what = mutate(&mut t, seed);
        let rep = check_of(&t);
        assert!(!rep.consistent, "seed {seed}: {what} not flagged\n{}", check::text(&rep));
        let named = rep
            .rounds
            .iter()
            .flat_map(|r| &r.departures)
            .any(|d| d.board.is_some() && d.message.to_string().contains(", board "));
        assert!(named, "seed {seed}: {what}: no board named\n{}", check::text(&rep));
    }
}

#[test]
fn a_permuted_draw_is_inferred_and_said() {
    for seed in 0..60 {
        let t = generated(seed);
        let n = u16::try_from(t.players.len()).unwrap();
        // Renumber: starting rank k becomes (k·a + c) mod n + 1 for an `a` prime to n.
        let a = (2..n).find(|a| gcd(*a, n) == 1 && *a > 1).unwrap_or(1);
        let map = |x: Tpn| Tpn((x.0 - 1) * a % n + 1);
        let mut players = t.players.clone();
        for p in &mut players {
            p.tpn = map(p.tpn);
            for e in &mut p.rounds {
                e.opponent = e.opponent.map(map);
            }
        }
        let mut u = Tournament::new(t.info.clone(), players);
        u.planned_rounds = t.planned_rounds;
        u.scoring = t.scoring;
        let rep = check_of(&u);
        assert!(rep.consistent, "seed {seed}: {}", check::text(&rep));
        if a > 1 {
            assert!(!rep.event.numbers.is_identity(), "seed {seed}");
            assert!(rep.event.notes.iter().any(|x| x.to_string().contains("inferred")), "seed {seed}");
        }
    }
}

fn gcd(a: u16, b: u16) -> u16 {
    if b == 0 { a } else { gcd(b, a % b) }
}

#[test]
fn a_double_round_robin_in_table_order_is_recognised() {
    let p = Profile::built_in("double-round-robin").unwrap();
    let mut t = round_robin::generate(&p, 7).tournament;
    let per = BergerTable::for_players(u16::try_from(t.players.len()).unwrap()).unwrap().size - 1;
    for pl in &mut t.players {
        pl.rounds.swap(usize::from(per) - 2, usize::from(per) - 1);
    }
    let rep = check_of(&t);
    assert!(rep.consistent, "{}", check::text(&rep));
    assert!(!rep.event.schedule.swap_last_two);
    assert!(rep.event.notes.iter().any(|n| n.to_string().contains("recommends reversing")), "{:?}", rep.event.notes);
}

#[test]
fn a_departure_names_round_board_and_both_versions() {
    let mut t = generated(3);
    let r = RoundNo(1);
    let mut g = games(&t, r);
    let (w, b, rw, rb) = g[0];
    g[0] = (b, w, rb, rw);
    write_round(&mut t, r, &g);
    let rep = check_of(&t);
    let msg = &rep.rounds[0].departures[0].message;
    assert_eq!(msg.to_string(), format!("round 1, board 1: the table gives {w}–{b}, the file {b}–{w}"));
}

#[test]
fn a_double_round_robin_validates_without_rematches() {
    // The second game of each pair is the second cycle's (validate), a third one is a rematch.
    let p = Profile::built_in("double-round-robin").unwrap();
    for seed in 0..20 {
        let t = round_robin::generate(&p, seed).tournament;
        let found = crate::check::validate::validate(&t, None);
        assert!(found.is_empty(), "seed {seed}: {found:?}");
    }
    let mut t = generated(5);
    t.info.kind = "Round robin".to_owned();
    t.info.encoded_type = None;
    // Round 1 repeated as a second round of a single round-robin: every game a rematch.
    for pl in &mut t.players {
        let first = pl.rounds[0];
        pl.rounds[1] = first;
    }
    let found = crate::check::validate::validate(&t, None);
    assert!(found.iter().any(|i| i.kind == crate::check::validate::IssueKind::Rematch), "{found:?}");
}

/// The table's round departs nowhere from itself; a board with the colours reversed is a colour
/// finding, two players exchanged are absolute findings on the boards concerned.
#[test]
fn a_departure_from_the_table_is_explained_board_by_board() {
    use super::engine::RoundRobinPairer;
    use crate::pairing::{Board, Departure, FindingKind, Pairer, Pairing};
    let t = generated(3);
    let round = RoundNo(2);
    let cut = t.cut_before(round);
    let ours = RoundRobinPairer::default().pair(&cut, round).unwrap();
    let state = cut.state_at(round);
    let d = |theirs| Departure {
        tournament: &cut,
        state: &state,
        edition: crate::rules::DutchEdition::Dutch2026,
        ours: Ok(&ours),
        theirs,
    };
    assert!(RoundRobinPairer::default().explain_departure(&d(&ours)).is_empty());
    let mut swapped = ours.clone();
    swapped.boards[0] = Board { white: ours.boards[0].black, black: ours.boards[0].white };
    let f = RoundRobinPairer::default().explain_departure(&d(&swapped));
    assert_eq!(f.len(), 1, "{f:?}");
    assert_eq!(f[0].kind, FindingKind::Colour);
    assert_eq!(f[0].players, vec![ours.boards[0].white, ours.boards[0].black]);
    let (a, b) = (ours.boards[0], ours.boards[1]);
    let mut exchanged: Pairing = ours.clone();
    exchanged.boards[0] = Board { white: a.white, black: b.black };
    exchanged.boards[1] = Board { white: b.white, black: a.black };
    let f = RoundRobinPairer::default().explain_departure(&d(&exchanged));
    assert_eq!(f.iter().filter(|x| x.kind == FindingKind::Absolute).count(), 2, "{f:?}");
}
