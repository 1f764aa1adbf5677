//! Random tournaments for property tests (test builds only): random Swiss-like pairings
//! with wins, draws, losses, forfeits, byes and absences.

use crate::tournament::{Colour, Player, ResultCode, RoundEntry, Tournament, TournamentInfo, Tpn};

/// A small deterministic generator (xorshift64*), so tests need no extra dependency.
pub struct Gen(u64);

impl Gen {
    /// A generator from a seed.
    #[must_use]
    pub fn new(seed: u64) -> Gen {
        Gen(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }
    /// A number below `n`.
    pub fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) % n.max(1)
    }
}

/// A random tournament of `n` players and `rounds` rounds; `rated` makes everyone rated.
#[must_use]
pub fn tournament(g: &mut Gen, n: usize, rounds: usize, rated: bool, unplayed: bool) -> Tournament {
    let mut entries: Vec<Vec<RoundEntry>> = vec![Vec::new(); n];
    for _ in 0..rounds {
        let mut order: Vec<usize> = (0..n).collect();
        for i in (1..n).rev() {
            let j = usize::try_from(g.below(u64::try_from(i + 1).unwrap_or(1))).unwrap_or(0);
            order.swap(i, j);
        }
        let mut paired = vec![];
        for &p in &order {
            if unplayed && g.below(12) == 0 {
                let code = if g.below(2) == 0 { ResultCode::HalfPointBye } else { ResultCode::ZeroPointBye };
                entries[p].push(RoundEntry { opponent: None, colour: None, result: code });
            } else {
                paired.push(p);
            }
        }
        if paired.len() % 2 == 1 {
            let p = paired.pop().unwrap_or(0);
            entries[p].push(RoundEntry { opponent: None, colour: None, result: ResultCode::PairingAllocatedBye });
        }
        for pair in paired.chunks(2) {
            let (a, b) = (pair[0], pair[1]);
            let roll = g.below(if unplayed { 10 } else { 9 });
            let (ra, rb) = match roll {
                0..=2 => (ResultCode::Win, ResultCode::Loss),
                3..=5 => (ResultCode::Draw, ResultCode::Draw),
                6..=8 => (ResultCode::Loss, ResultCode::Win),
                _ => (ResultCode::ForfeitWin, ResultCode::ForfeitLoss),
            };
            let ta = Tpn::from_index(b);
            let tb = Tpn::from_index(a);
            entries[a].push(RoundEntry { opponent: Some(ta), colour: Some(Colour::White), result: ra });
            entries[b].push(RoundEntry { opponent: Some(tb), colour: Some(Colour::Black), result: rb });
        }
    }
    let players = entries
        .into_iter()
        .enumerate()
        .map(|(i, rounds)| Player {
            tpn: Tpn::from_index(i),
            sex: 'm',
            title: String::new(),
            name: format!("Player {}", i + 1),
            rating: if rated || g.below(5) > 0 {
                Some(u16::try_from(1600 + g.below(900)).unwrap_or(2000))
            } else {
                None
            },
            national_rating: None,
            federation: "ESP".into(),
            fide_id: String::new(),
            birth: String::new(),
            declared_points: None,
            rank: None,
            rounds,
            line: 0,
        })
        .collect();
    Tournament::new(TournamentInfo::default(), players)
}

/// The same tournament with pairing numbers renumbered by `perm` (old index → new index).
#[must_use]
pub fn renumber(t: &Tournament, perm: &[usize]) -> Tournament {
    let map = |tp: Tpn| Tpn::from_index(perm[tp.index()]);
    let players = t
        .players
        .iter()
        .map(|p| {
            let mut q = p.clone();
            q.tpn = map(p.tpn);
            for e in &mut q.rounds {
                e.opponent = e.opponent.map(map);
            }
            q
        })
        .collect();
    Tournament::new(t.info.clone(), players)
}
