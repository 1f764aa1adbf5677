//! Mutations of one round of a tournament, for checker tests (issue #5): each keeps every
//! player's score, so the file stays valid and only the pairing changes.

use arbitro::tournament::{Colour, ResultCode, RoundNo, Tournament, Tpn};
use arbitro::trf::{Record, TrfDocument, format};

/// The kinds of mutation.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Mutation {
    /// Swap opponents between two boards of the same score group.
    Swap,
    /// Flip the colours of one board.
    Colours,
    /// Give the PAB to a different player (a winner, who keeps the same score).
    Bye,
    /// Pair two players who already met.
    Rematch,
    /// Swap opponents between boards of different score groups.
    OtherScoreGroup,
}

/// A game of the round: (white, black, white's result, black's result).
type Game = (Tpn, Tpn, ResultCode, ResultCode);

fn games(t: &Tournament, r: RoundNo) -> Vec<Game> {
    let mut v = Vec::new();
    for p in &t.players {
        let e = p.entry(r);
        if let (Some(o), Some(Colour::White)) = (e.opponent, e.colour) {
            if e.result.is_played() {
                let q = t.player(o).map(|q| q.entry(r).result).unwrap_or(ResultCode::Blank);
                v.push((p.tpn, o, e.result, q));
            }
        }
    }
    v
}

fn compatible(a: ResultCode, b: ResultCode) -> bool {
    a.mirror() == Some(b)
}

/// Applies `m` to round `r`; `None` when it does not apply to this round.
pub fn mutate(bytes: &[u8], r: RoundNo, m: Mutation, pick: usize) -> Option<Vec<u8>> {
    let mut doc = TrfDocument::from_bytes(bytes).ok()?;
    let t = Tournament::from_trf(&doc).ok()?;
    let gs = games(&t, r);
    let before = |x: Tpn| t.points_after(x, r.0 - 1);
    let state = t.state_at(r);
    // New entries: tpn -> (opponent, colour, result).
    let mut set: Vec<(Tpn, Option<Tpn>, Option<Colour>, ResultCode)> = Vec::new();
    match m {
        Mutation::Colours => {
            let (w, b, rw, rb) = *gs.get(pick % gs.len().max(1))?;
            set.push((w, Some(b), Some(Colour::Black), rw));
            set.push((b, Some(w), Some(Colour::White), rb));
        }
        Mutation::Swap | Mutation::OtherScoreGroup | Mutation::Rematch => {
            let n = gs.len();
            let mut found = None;
            'outer: for i0 in 0..n {
                let i = (i0 + pick) % n;
                for j in 0..n {
                    if i == j {
                        continue;
                    }
                    let (a, b, ra, rb) = gs[i];
                    let (c, d, rc, rd) = gs[j];
                    // New boards: a (white) vs d (black), c (white) vs b (black).
                    if !(compatible(ra, rd) && compatible(rc, rb)) {
                        continue;
                    }
                    let same_group = before(a).max(before(b)) == before(c).max(before(d));
                    let met = state.player(a).is_some_and(|p| p.has_played(d))
                        || state.player(c).is_some_and(|p| p.has_played(b));
                    let ok = match m {
                        Mutation::Swap => same_group && !met,
                        Mutation::OtherScoreGroup => !same_group && !met,
                        _ => met,
                    };
                    if ok {
                        found = Some((a, b, ra, rb, c, d, rc, rd));
                        break 'outer;
                    }
                }
            }
            let (a, b, ra, rb, c, d, rc, rd) = found?;
            set.push((a, Some(d), Some(Colour::White), ra));
            set.push((d, Some(a), Some(Colour::Black), rd));
            set.push((c, Some(b), Some(Colour::White), rc));
            set.push((b, Some(c), Some(Colour::Black), rb));
        }
        Mutation::Bye => {
            let pab = t.players.iter().find(|p| p.entry(r).result == ResultCode::PairingAllocatedBye)?;
            if t.scoring.pairing_allocated_bye != t.scoring.win() {
                return None;
            }
            let wins: Vec<&Game> = gs.iter().filter(|g| g.2 == ResultCode::Win && g.0 != pab.tpn).collect();
            let (w, b, rw, rb) = **wins.get(pick % wins.len().max(1))?;
            set.push((w, None, None, ResultCode::PairingAllocatedBye));
            set.push((pab.tpn, Some(b), Some(Colour::White), rw));
            set.push((b, Some(pab.tpn), Some(Colour::Black), rb));
        }
    }
    for line in &mut doc.lines {
        if let Record::Player(p) = &mut line.record {
            if let Some(&(_, opp, col, res)) = set.iter().find(|s| s.0 == p.tpn) {
                let i = r.index();
                if p.rounds.len() <= i {
                    return None;
                }
                p.rounds[i].opponent = opp;
                p.rounds[i].colour = col;
                p.rounds[i].result = res;
                line.text = format::player_line("001", p);
            }
        }
    }
    Some(doc.to_bytes())
}

#[test]
fn mutations_keep_the_file_valid() {
    let f = crate::common::trf_files(&crate::common::data("corpus/dutch-2026"))[3].clone();
    let bytes = std::fs::read(&f).unwrap();
    let mut applied = 0;
    for m in [Mutation::Swap, Mutation::Colours, Mutation::Bye, Mutation::Rematch, Mutation::OtherScoreGroup] {
        for r in 2..=5 {
            let Some(out) = mutate(&bytes, RoundNo(r), m, 0) else { continue };
            assert_ne!(out, bytes, "{m:?} changed nothing");
            let doc = TrfDocument::from_bytes(&out).unwrap();
            let t = Tournament::from_trf(&doc).unwrap();
            let issues: Vec<_> = arbitro::check::validate::validate(&t, Some(&doc))
                .into_iter()
                .filter(|i| i.kind != arbitro::check::validate::IssueKind::Rematch)
                .collect();
            assert!(issues.is_empty(), "{m:?} round {r}: {issues:?}");
            applied += 1;
        }
    }
    assert!(applied >= 10, "only {applied} mutations applied");
}
