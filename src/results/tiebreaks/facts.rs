//! Each player's rounds as the tie-break rules see them: played games, forfeits and byes,
//! the category of every unplayed round (C.07 16.2) and the adjusted score (16.3).

use crate::rules::tiebreak_edition::TiebreakEdition;
use crate::tournament::{Colour, Points, ResultCode, RoundNo, Tournament, Tpn};
use serde::Serialize;
use std::collections::BTreeMap;

/// Kind of a bye (a round without a scheduled opponent).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ByeKind {
    /// `U`: pairing-allocated bye.
    Pab,
    /// `F`: full-point bye.
    Fpb,
    /// `H`: half-point bye (requested).
    Hpb,
    /// `Z` or blank: zero-point bye, absence, withdrawal.
    Zpb,
}

/// One round of one player.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Slot {
    /// A game played over the board (`1 = 0 W D L`).
    Played {
        /// Opponent.
        opponent: Tpn,
        /// Colour, if recorded.
        colour: Option<Colour>,
        /// Points scored.
        points: Points,
        /// Game result in chess terms: 2 win, 1 draw, 0 loss (ratings use 1 / ½ / 0).
        halves: u8,
    },
    /// A forfeit (`+` / `-`) against a scheduled opponent.
    Forfeit {
        /// Scheduled opponent.
        opponent: Tpn,
        /// True for a forfeit win.
        won: bool,
        /// Colour, if recorded.
        colour: Option<Colour>,
        /// Points awarded.
        points: Points,
    },
    /// No opponent.
    Bye {
        /// Which bye.
        bye: ByeKind,
        /// Points awarded.
        points: Points,
    },
}

impl Slot {
    /// Points scored or awarded in the round.
    #[must_use]
    pub fn points(&self) -> Points {
        match *self {
            Slot::Played { points, .. } | Slot::Forfeit { points, .. } | Slot::Bye { points, .. } => points,
        }
    }
    /// The scheduled opponent, if any.
    #[must_use]
    pub fn opponent(&self) -> Option<Tpn> {
        match *self {
            Slot::Played { opponent, .. } | Slot::Forfeit { opponent, .. } => Some(opponent),
            Slot::Bye { .. } => None,
        }
    }
    /// A voluntarily unplayed round (C.07 16.1.2): a requested bye or a forfeit loss.
    #[must_use]
    pub fn is_vur(&self) -> bool {
        matches!(self, Slot::Forfeit { won: false, .. } | Slot::Bye { bye: ByeKind::Hpb | ByeKind::Zpb, .. })
    }
    /// Short description.
    #[must_use]
    pub fn describe(&self) -> crate::core::words::Phrase {
        use crate::core::words::Phrase;
        match *self {
            Slot::Played { opponent, points, .. } => {
                Phrase::new("slot-played").arg("tpn", opponent.0).dec("points", points)
            }
            Slot::Forfeit { opponent, won: true, .. } => Phrase::new("slot-forfeit-win").arg("tpn", opponent.0),
            Slot::Forfeit { opponent, won: false, .. } => Phrase::new("slot-forfeit-loss").arg("tpn", opponent.0),
            Slot::Bye { bye, points } => Phrase::new(match bye {
                ByeKind::Pab => "slot-pab",
                ByeKind::Fpb => "slot-fpb",
                ByeKind::Hpb => "slot-hpb",
                ByeKind::Zpb => "slot-zpb",
            })
            .dec("points", points),
        }
    }
}

/// Category of an unplayed round (C.07 16.2).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub enum Category {
    /// 16.2.1 PAB or full-point bye.
    #[serde(rename = "16.2.1")]
    Pab,
    /// 16.2.2 forfeit win.
    #[serde(rename = "16.2.2")]
    ForfeitWin,
    /// 16.2.3 requested bye followed by at least one round that is not a VUR.
    #[serde(rename = "16.2.3")]
    ByeThenPlay,
    /// 16.2.4 forfeit loss.
    #[serde(rename = "16.2.4")]
    ForfeitLoss,
    /// 16.2.5 requested bye followed only by VURs, or in the last round.
    #[serde(rename = "16.2.5")]
    ByeToEnd,
}

impl Category {
    /// The article number.
    #[must_use]
    pub fn article(self) -> &'static str {
        match self {
            Category::Pab => "16.2.1",
            Category::ForfeitWin => "16.2.2",
            Category::ByeThenPlay => "16.2.3",
            Category::ForfeitLoss => "16.2.4",
            Category::ByeToEnd => "16.2.5",
        }
    }
}

/// Options that shape every computation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TbOptions {
    /// The edition.
    pub edition: TiebreakEdition,
    /// Pre-determined pairings (round-robin): C.07 Art. 15 instead of 16.
    pub round_robin: bool,
    /// Rounds taken into account (1..=rounds).
    pub rounds: u16,
    /// Number of rounds of the tournament (16.4.2 cap; KS maximum).
    pub total_rounds: u16,
    /// Rating given to unrated players for rating-based tie-breaks (`None`: left out).
    pub unrated: Option<u16>,
}

/// One player's facts.
#[derive(Clone, Debug, Serialize)]
pub struct PlayerFacts {
    /// TPN.
    pub tpn: Tpn,
    /// Rating (or the unrated value).
    pub rating: Option<u16>,
    /// Rounds 1..=n.
    pub slots: Vec<Slot>,
    /// Category of each unplayed round.
    pub categories: Vec<Option<Category>>,
    /// Score over rounds 1..=n.
    pub score: Points,
    /// Adjusted score (16.3) — or, in the seed's edition, with every unplayed round a draw.
    pub adjusted: Points,
}

/// The facts of every player, by TPN.
#[derive(Clone, Debug)]
pub struct Facts<'a> {
    /// The tournament.
    pub t: &'a Tournament,
    /// Options.
    pub opts: TbOptions,
    /// Per player, in TPN order.
    pub players: Vec<PlayerFacts>,
    index: BTreeMap<Tpn, usize>,
}

impl<'a> Facts<'a> {
    /// Builds the facts; with `fore`, every game of the tournament's final round is a draw
    /// (Fore Buchholz, 8.3) when the standings include that round.
    #[must_use]
    pub fn new(t: &'a Tournament, opts: TbOptions, fore: bool) -> Facts<'a> {
        let s = &t.scoring;
        let n = usize::from(opts.rounds);
        // 8.3: only the tournament's final round is replaced by draws; standings before it
        // have no final round yet, and Fore Buchholz equals Buchholz.
        let fore = fore && opts.rounds >= opts.total_rounds;
        let mut players: Vec<PlayerFacts> = t
            .players
            .iter()
            .map(|p| {
                let slots: Vec<Slot> = (0..n)
                    .map(|i| {
                        let e = p.entry(RoundNo::from_index(i));
                        let mut points = s.points_for(e.result, e.colour);
                        match (e.opponent, e.result) {
                            (Some(o), r) if r.is_played() => {
                                if fore && i + 1 == n {
                                    points = s.draw();
                                }
                                let halves = match r {
                                    ResultCode::Win | ResultCode::WinUnrated => 2,
                                    ResultCode::Draw | ResultCode::DrawUnrated => 1,
                                    _ => 0,
                                };
                                let halves = if fore && i + 1 == n { 1 } else { halves };
                                Slot::Played { opponent: o, colour: e.colour, points, halves }
                            }
                            (Some(o), r) if r.is_forfeit() && fore && i + 1 == n => {
                                // 8.3: every paired game of the last round counts as a draw.
                                Slot::Played { opponent: o, colour: e.colour, points: s.draw(), halves: 1 }
                            }
                            (Some(o), r) if r.is_forfeit() => Slot::Forfeit {
                                opponent: o,
                                won: r == ResultCode::ForfeitWin,
                                colour: e.colour,
                                points,
                            },
                            (_, r) => Slot::Bye {
                                bye: match r {
                                    ResultCode::PairingAllocatedBye => ByeKind::Pab,
                                    ResultCode::FullPointBye | ResultCode::ForfeitWin => ByeKind::Fpb,
                                    ResultCode::HalfPointBye => ByeKind::Hpb,
                                    ResultCode::Win | ResultCode::WinUnrated => ByeKind::Fpb,
                                    ResultCode::Draw | ResultCode::DrawUnrated => ByeKind::Hpb,
                                    _ => ByeKind::Zpb,
                                },
                                points,
                            },
                        }
                    })
                    .collect();
                let categories = categorise(&slots);
                let score = slots.iter().map(Slot::points).sum();
                let rating = p.fide_rating().or(opts.unrated);
                PlayerFacts { tpn: p.tpn, rating, slots, categories, score, adjusted: score }
            })
            .collect();
        let draw = s.draw();
        for pf in &mut players {
            pf.adjusted = match opts.edition {
                TiebreakEdition::Seed => {
                    pf.slots.iter().map(|sl| if matches!(sl, Slot::Played { .. }) { sl.points() } else { draw }).sum()
                }
                _ if opts.round_robin => pf.score,
                _ => pf
                    .slots
                    .iter()
                    .zip(&pf.categories)
                    .map(|(sl, c)| if *c == Some(Category::ByeToEnd) { draw } else { sl.points() })
                    .sum(),
            };
        }
        let index = players.iter().enumerate().map(|(i, p)| (p.tpn, i)).collect();
        Facts { t, opts, players, index }
    }

    /// The facts of `tpn`.
    #[must_use]
    pub fn get(&self, tpn: Tpn) -> Option<&PlayerFacts> {
        self.index.get(&tpn).map(|&i| &self.players[i])
    }

    /// Whether a slot counts as a game against its opponent for opponent-based tie-breaks
    /// (BH, SB, KS, DE): played games; forfeits too with `/P` or in round-robins (15.2).
    #[must_use]
    pub fn counts_as_game(&self, slot: &Slot, forfeits_played: bool) -> bool {
        match slot {
            Slot::Played { .. } => true,
            Slot::Forfeit { .. } => forfeits_played || self.opts.round_robin,
            Slot::Bye { .. } => false,
        }
    }

    /// Whether a slot counts for rating-based tie-breaks (Art. 10): played games; in
    /// round-robins under the 2024 text forfeits too (15.2; the 2026 text keeps them out).
    #[must_use]
    pub fn counts_for_rating(&self, slot: &Slot) -> bool {
        match slot {
            Slot::Played { .. } => true,
            Slot::Forfeit { .. } => self.opts.round_robin && self.opts.edition == TiebreakEdition::C07y2024,
            Slot::Bye { .. } => false,
        }
    }

    /// Whether a slot is a game for the type-B counts (WON, BPG, BWG): played games; in
    /// round-robins forfeits too, except forfeit losses under the 2026 text (15.2).
    #[must_use]
    pub fn counts_for_own_games(&self, slot: &Slot) -> bool {
        match slot {
            Slot::Played { .. } => true,
            Slot::Forfeit { won, .. } => {
                self.opts.round_robin && (*won || self.opts.edition != TiebreakEdition::C07y2026)
            }
            Slot::Bye { .. } => false,
        }
    }
}

/// Categories of the unplayed rounds (C.07 16.2).
fn categorise(slots: &[Slot]) -> Vec<Option<Category>> {
    slots
        .iter()
        .enumerate()
        .map(|(i, s)| match s {
            Slot::Played { .. } => None,
            Slot::Forfeit { won: true, .. } => Some(Category::ForfeitWin),
            Slot::Forfeit { won: false, .. } => Some(Category::ForfeitLoss),
            Slot::Bye { bye: ByeKind::Pab | ByeKind::Fpb, .. } => Some(Category::Pab),
            Slot::Bye { .. } => {
                if slots[i + 1..].iter().any(|l| !l.is_vur()) {
                    Some(Category::ByeThenPlay)
                } else {
                    Some(Category::ByeToEnd)
                }
            }
        })
        .collect()
}
