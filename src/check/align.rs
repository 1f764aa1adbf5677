//! The boards of a round on which arbitro's pairing and the file's differ, aligned row by
//! row: boards the two share (same players, same colours) are left out; the rest are grouped
//! by the players they share, and each of the file's boards is set beside arbitro's board of
//! its White player (else of its Black player), so a row shows what became of one board.

use crate::pairing::{Board, Pairing};
use crate::tournament::Tpn;
use serde::Serialize;
use std::fmt;

/// A board, or the pairing-allocated bye.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum Seat {
    /// A board: White and Black.
    Board {
        /// White.
        white: Tpn,
        /// Black.
        black: Tpn,
    },
    /// The pairing-allocated bye.
    Pab {
        /// Who gets it.
        pab: Tpn,
    },
}

impl Seat {
    fn players(self) -> Vec<Tpn> {
        match self {
            Seat::Board { white, black } => vec![white, black],
            Seat::Pab { pab } => vec![pab],
        }
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Seat::Board { white, black } => write!(f, "{white} - {black}"),
            Seat::Pab { pab } => write!(f, "{pab} PAB"),
        }
    }
}

/// One row: the file's board (its number in the file's round) and arbitro's board beside it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BoardRow {
    /// The file's board number (none for the PAB, or a row with arbitro's board only).
    pub board: Option<usize>,
    /// arbitro's board or PAB, if any in this row.
    pub arbitro: Option<Seat>,
    /// The file's board or PAB, if any in this row.
    pub file: Option<Seat>,
}

fn seats(p: &Pairing) -> Vec<Seat> {
    let mut v: Vec<Seat> = p.boards.iter().map(|b: &Board| Seat::Board { white: b.white, black: b.black }).collect();
    v.extend(p.bye.map(|pab| Seat::Pab { pab }));
    v
}

/// The differing boards of `ours` (arbitro) and `theirs` (the file), aligned; and how many
/// boards (PAB included) the two pairings share.
#[must_use]
pub fn differing(ours: &Pairing, theirs: &Pairing) -> (Vec<BoardRow>, usize) {
    let (a, b) = (seats(ours), seats(theirs));
    let shared = b.iter().filter(|s| a.contains(s)).count();
    let a: Vec<Seat> = a.into_iter().filter(|s| !b.contains(s)).collect();
    // The file's seats with their board numbers (the PAB has none).
    let b: Vec<(Option<usize>, Seat)> = seats(theirs)
        .into_iter()
        .enumerate()
        .filter(|(_, s)| !seats(ours).contains(s))
        .map(|(i, s)| (matches!(s, Seat::Board { .. }).then_some(i + 1), s))
        .collect();
    // Groups: seats linked by a shared player, in the order of the file's first board in each.
    let n = a.len() + b.len();
    let mut parent: Vec<usize> = (0..n).collect();
    fn find(p: &mut [usize], x: usize) -> usize {
        let mut r = x;
        while p[r] != r {
            r = p[r];
        }
        p[x] = r;
        r
    }
    let players = |k: usize| if k < a.len() { a[k].players() } else { b[k - a.len()].1.players() };
    for i in 0..n {
        for j in i + 1..n {
            if players(i).iter().any(|x| players(j).contains(x)) {
                let (ri, rj) = (find(&mut parent, i), find(&mut parent, j));
                parent[ri] = rj;
            }
        }
    }
    let mut roots: Vec<usize> = Vec::new();
    for k in (a.len()..n).chain(0..a.len()) {
        let r = find(&mut parent, k);
        if !roots.contains(&r) {
            roots.push(r);
        }
    }
    let mut rows = Vec::new();
    let mut used = vec![false; a.len()];
    for root in roots {
        for (j, &(board, seat)) in b.iter().enumerate() {
            if find(&mut parent, a.len() + j) != root {
                continue;
            }
            // arbitro's seat of the file board's first player (White, or the PAB), else of its
            // second.
            // else (a PAB beside a PAB) the first of the group's of the same kind.
            let pick = seat
                .players()
                .iter()
                .find_map(|x| {
                    (0..a.len()).find(|&i| !used[i] && find(&mut parent, i) == root && a[i].players().contains(x))
                })
                .or_else(|| {
                    (0..a.len()).find(|&i| {
                        !used[i]
                            && find(&mut parent, i) == root
                            && matches!(a[i], Seat::Pab { .. }) == matches!(seat, Seat::Pab { .. })
                    })
                });
            if let Some(i) = pick {
                used[i] = true;
            }
            rows.push(BoardRow { board, arbitro: pick.map(|i| a[i]), file: Some(seat) });
        }
        for (i, seat) in a.iter().enumerate() {
            if !used[i] && find(&mut parent, i) == root {
                used[i] = true;
                rows.push(BoardRow { board: None, arbitro: Some(*seat), file: None });
            }
        }
    }
    (rows, shared)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::RoundNo;

    fn p(boards: &[(u16, u16)], bye: Option<u16>) -> Pairing {
        Pairing {
            round: RoundNo(4),
            boards: boards.iter().map(|&(w, b)| Board { white: Tpn(w), black: Tpn(b) }).collect(),
            bye: bye.map(Tpn),
        }
    }

    fn shown(rows: &[BoardRow]) -> Vec<String> {
        rows.iter()
            .map(|r| {
                format!(
                    "{} | {} | {}",
                    r.board.map_or_else(String::new, |b| b.to_string()),
                    r.arbitro.map_or_else(String::new, |s| s.to_string()),
                    r.file.map_or_else(String::new, |s| s.to_string())
                )
            })
            .collect()
    }

    #[test]
    fn only_the_differing_boards_side_by_side() {
        // Twelve boards; the file swaps the opponents of boards 7 and 9 and the colours of 11.
        let mut ours: Vec<(u16, u16)> = (1..=12).map(|i| (2 * i - 1, 2 * i)).collect();
        let mut theirs = ours.clone();
        theirs[6] = (13, 18);
        theirs[8] = (17, 14);
        theirs[10] = (22, 21);
        ours.swap(0, 1); // board order alone is no difference
        let (rows, shared) = differing(&p(&ours, Some(25)), &p(&theirs, Some(25)));
        assert_eq!(shared, 10, "nine boards and the PAB are the same");
        assert_eq!(shown(&rows), ["7 | 13 - 14 | 13 - 18", "9 | 17 - 18 | 17 - 14", "11 | 21 - 22 | 22 - 21"]);
    }

    #[test]
    fn a_different_bye_is_aligned_with_the_boards_it_moves() {
        let (rows, shared) = differing(&p(&[(1, 2), (3, 4)], Some(5)), &p(&[(1, 2), (3, 5)], Some(4)));
        assert_eq!(shared, 1);
        assert_eq!(shown(&rows), ["2 | 3 - 4 | 3 - 5", " | 5 PAB | 4 PAB"]);
        // Players arbitro pairs and the file leaves out come last, beside nothing.
        let (rows, _) = differing(&p(&[(1, 2), (3, 4)], None), &p(&[(1, 2)], None));
        assert_eq!(shown(&rows), [" | 3 - 4 | "]);
    }
}
