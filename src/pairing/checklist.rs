//! The check-list arbiters use to verify a pairing by hand (JaVaFo's `-l`, the seed
//! manual's "FORMATOS DE LISTADO DE CHEQUEO"): per player, pairing number, score, colour
//! history, colour difference and preference, float history and PAB eligibility, ordered
//! by score then pairing number (C.04.3 2026 Art. 1.2; 2017 A.2).

use crate::core::order::StableSort;
use crate::pairing::dutch::EditionFacts as _;
use crate::rules::DutchEdition;
use crate::tournament::{ColourPreference, Float, PlayerState, Points, PreferenceStrength, RoundNo, Tournament, Tpn};
use serde::Serialize;

/// One row of the check-list.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ChecklistRow {
    /// Pairing number.
    pub tpn: Tpn,
    /// Score before the round.
    pub score: Points,
    /// Pairing score (score plus fictitious points of accelerated pairing).
    pub pairing_score: Points,
    /// Colour per previous round: `W`, `B`, or `-` when no game was played.
    pub colours: String,
    /// White minus black over played games.
    pub colour_difference: i32,
    /// The preference.
    pub preference: ColourPreference,
    /// The check-list symbol of the preference (`WWW`, `BB`, `W1`, `W`, `(B)`, `(w)`, `A`).
    pub symbol: String,
    /// Float received the previous round.
    pub float_last: Option<Float>,
    /// Float received two rounds before.
    pub float_two_before: Option<Float>,
    /// Whether the player may receive the PAB.
    pub pab_eligible: bool,
    /// Opponents of the games played, oldest first.
    pub opponents: Vec<Tpn>,
    /// Whether the player is to be paired this round (no requested bye or absence).
    pub to_pair: bool,
}

/// The check-list before `round`.
#[derive(Clone, Debug, Serialize)]
pub struct Checklist {
    /// The round about to be paired.
    pub round: RoundNo,
    /// The edition whose float definition is used.
    pub edition: DutchEdition,
    /// Rows by score (descending), then pairing number.
    pub rows: Vec<ChecklistRow>,
}

/// The check-list symbol of a preference, as the manual's table defines it: `WWW`/`BBB`
/// both absolute conditions; `WW`/`BB` colour difference beyond ±1; `W1`/`B1` the same
/// colour twice with difference ±1; `W`/`B` the same colour twice with difference 0;
/// `(W)`/`(B)` strong; `(w)`/`(b)` mild; `A` none.
#[must_use]
pub fn symbol(p: &PlayerState) -> String {
    let Some(c) = p.preference.colour else { return "A".to_owned() };
    let l = c.upper();
    match p.preference.strength {
        PreferenceStrength::Absolute => {
            let n = p.colours.len();
            let twice = n >= 2 && p.colours[n - 1] == p.colours[n - 2];
            let cd = p.colour_difference.abs();
            match (twice, cd) {
                (true, d) if d > 1 => format!("{l}{l}{l}"),
                (false, _) => format!("{l}{l}"),
                (true, 1) => format!("{l}1"),
                _ => l.to_string(),
            }
        }
        PreferenceStrength::Strong => format!("({l})"),
        PreferenceStrength::Mild => format!("({})", c.letter()),
        PreferenceStrength::None => "A".to_owned(),
    }
}

/// Builds the check-list of `round` for the players of `t`.
#[must_use]
pub fn build(t: &Tournament, round: RoundNo, edition: DutchEdition) -> Checklist {
    let state = t.state_at(round);
    let loss = t.scoring.loss();
    let back = |k: u16| if round.0 > k { Some(RoundNo(round.0 - k)) } else { None };
    let mut rows: Vec<ChecklistRow> = state
        .players
        .iter()
        .map(|p| {
            let requested = t.requested_byes_in(round, round).any(|b| b.player == p.tpn);
            ChecklistRow {
                tpn: p.tpn,
                score: p.score,
                pairing_score: p.pairing_score,
                colours: p.colour_letters(),
                colour_difference: p.colour_difference,
                preference: p.preference,
                symbol: symbol(p),
                float_last: back(1).and_then(|r| p.float_in(r, edition, loss)),
                float_two_before: back(2).and_then(|r| p.float_in(r, edition, loss)),
                pab_eligible: p.may_get_pab(edition, t.scoring.win()),
                opponents: p.played_opponents().collect(),
                to_pair: p.preset.is_none() && !requested,
            }
        })
        .collect();
    rows.stable_sort_by(&|a, b| b.pairing_score.cmp(&a.pairing_score).then(a.tpn.cmp(&b.tpn)));
    Checklist { round, edition, rows }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::Colour;
    use crate::trf::TrfDocument;

    #[test]
    fn symbols_follow_the_manuals_table() {
        use Colour::{Black as B, White as W};
        let t = |colours: &[Colour]| {
            let p = PlayerState {
                tpn: Tpn(1),
                score: Points::ZERO,
                pairing_score: Points::ZERO,
                history: Vec::new(),
                colours: colours.to_vec(),
                colour_difference: crate::tournament::state::colour_difference(colours),
                preference: ColourPreference::from_colours(colours),
                preset: None,
            };
            symbol(&p)
        };
        assert_eq!(t(&[W, B, W, W]), "BBB"); // seed 000 l.12274: player 9, WBWW
        assert_eq!(t(&[B, W, B, B]), "WWW"); // player 18, BWBB
        assert_eq!(t(&[W, B, W, B]), "(w)");
        assert_eq!(t(&[W]), "(B)");
        assert_eq!(t(&[B, W, W]), "B1");
        assert_eq!(t(&[W, B, B, W, W]), "B1");
        assert_eq!(t(&[B, W, W, B, B]), "W1");
        assert_eq!(t(&[W, W, B, B]), "W");
        assert_eq!(t(&[]), "A");
    }

    #[test]
    fn rows_are_ordered_by_score_then_number() {
        let line = |tpn: u16, pts: &str, r: &str| {
            format!("001 {tpn:>4}      Player{tpn:<27}2000                             {pts:>4}    0  {r}")
        };
        let text = [line(1, "0.0", "   2 w 0"), line(2, "1.0", "   1 b 1"), line(3, "1.0", "0000 - U")].join("\n");
        let t = Tournament::from_trf(&TrfDocument::from_bytes(text.as_bytes()).unwrap()).unwrap();
        let c = build(&t, RoundNo(2), DutchEdition::Dutch2026);
        let order: Vec<u16> = c.rows.iter().map(|r| r.tpn.0).collect();
        assert_eq!(order, vec![2, 3, 1]);
        assert!(!c.rows[1].pab_eligible);
        assert_eq!(c.rows[1].float_last, Some(Float::Down));
        assert_eq!(c.rows[0].colours, "B");
    }
}
