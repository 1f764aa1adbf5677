//! Unit tests of the checker with fixed pairings (the engine is tested on its own).

use super::*;
use crate::pairing::{Board, PairingError};
use crate::rules::{DutchEdition, EditionReason};
use crate::trf::TrfDocument;

/// A pairer that returns a fixed pairing: to test comparison and explanations alone.
struct Fixed(Pairing);

impl Pairer for Fixed {
    fn pair(&self, _: &Tournament, round: RoundNo) -> Result<Pairing, PairingError> {
        Ok(Pairing { round, ..self.0.clone() })
    }
}

fn line(tpn: u16, pts: &str, rounds: &[&str]) -> String {
    let mut s = format!("001 {tpn:>4}      Player{tpn:<27}2000                             {pts:>4}    0");
    for r in rounds {
        s.push_str("  ");
        s.push_str(r);
    }
    s
}

/// Four players; round 1: 1–3 (1 wins), 2–4 (draw). Round 2 in the file: 1–2, 3–4.
fn tournament() -> Tournament {
    let text = [
        line(1, "2.0", &["   3 w 1", "   2 b 1"]),
        line(2, "0.5", &["   4 b =", "   1 w 0"]),
        line(3, "1.0", &["   1 b 0", "   4 w 1"]),
        line(4, "0.5", &["   2 w =", "   3 b 0"]),
        "XXR 5".to_owned(),
    ]
    .join("\n");
    Tournament::from_trf(&TrfDocument::from_bytes(text.as_bytes()).unwrap()).unwrap()
}

fn choice() -> EditionChoice {
    EditionChoice::new(DutchEdition::Dutch2026, EditionReason::Flag)
}

fn b(w: u16, k: u16) -> Board {
    Board { white: Tpn(w), black: Tpn(k) }
}

#[test]
fn identical_pairing_is_consistent() {
    let t = tournament();
    let theirs = Pairing::from_tournament(&t, RoundNo(2));
    let r = check_round(&t, RoundNo(2), theirs.clone(), &choice(), &Fixed(theirs));
    assert!(r.consistent);
    assert_eq!(r.difference, Difference::None);
}

#[test]
fn colour_flip_is_a_colour_only_difference_explained_by_a_colour_rule() {
    let t = tournament();
    let theirs = Pairing::from_tournament(&t, RoundNo(2));
    let mut ours = theirs.clone();
    for x in &mut ours.boards {
        if x.players() == (Tpn(3), Tpn(4)) {
            *x = Board { white: x.black, black: x.white };
        }
    }
    let r = check_round(&t, RoundNo(2), theirs, &choice(), &Fixed(ours));
    assert_eq!(r.difference, Difference::ColoursOnly);
    assert_eq!(r.findings.len(), 1);
    assert_eq!(r.findings[0].kind, FindingKind::Colour);
    assert!(r.findings[0].message.to_string().contains("colours differ on board"), "{}", r.findings[0].message);
}

#[test]
fn rematch_in_the_file_is_named_with_its_round() {
    let t = tournament();
    // The file re-pairs 1 and 3 (who met in round 1).
    let theirs = Pairing { round: RoundNo(2), boards: vec![b(3, 1), b(4, 2)], bye: None };
    let ours = Pairing { round: RoundNo(2), boards: vec![b(2, 1), b(3, 4)], bye: None };
    let r = check_round(&t, RoundNo(2), theirs, &choice(), &Fixed(ours));
    assert!(!r.consistent);
    let f = &r.findings[0];
    assert_eq!(f.kind, FindingKind::Absolute);
    assert!(
        f.message.to_string().contains("[C1]") && f.message.to_string().contains("met in round 1"),
        "{}",
        f.message
    );
}

#[test]
fn worse_colour_criterion_is_named() {
    let t = tournament();
    // Round 2 colours so far: 1 W, 2 B, 3 B, 4 W. Preferences: 1 black, 2 white, 3 white, 4 black.
    // arbitro: 2(W)–1(B), 3(W)–4(B): all granted. File: 1(W)–2(B), 4(W)–3(B): four not granted.
    let ours = Pairing { round: RoundNo(2), boards: vec![b(2, 1), b(3, 4)], bye: None };
    let theirs = Pairing { round: RoundNo(2), boards: vec![b(1, 4), b(3, 2)], bye: None };
    let r = check_round(&t, RoundNo(2), theirs, &choice(), &Fixed(ours));
    assert!(!r.consistent);
    let f = r.findings.last().unwrap();
    assert_eq!(f.rule, "[C12]", "{:?}", r.findings);
    // Bracket by bracket: in the top bracket the file's 1(W)-4(B) fails player 1's preference.
    assert!(
        f.message.to_string().contains("file 1, arbitro 0") && f.message.to_string().starts_with("bracket 0.5"),
        "{}",
        f.message
    );
}
