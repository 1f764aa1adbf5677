//! The tournament model: players, rounds, games, byes, withdrawals, late entries, team
//! data and the tournament's parameters — built from a [`TrfDocument`], independent of
//! file syntax. [`Tournament::state_at`] derives what the pairing rules need.

use crate::core::order::StableSort;

pub mod build;
pub mod convert;
pub mod exercise;
pub mod reading;
pub use crate::core::scoring;
pub mod state;
pub mod tiebreak_exercise;
pub use crate::core::types;

pub use build::BuildError;
pub use scoring::{ScoreKey, ScoringSystem};
pub use state::{ColourPreference, Float, PlayerState, PreferenceStrength, RoundFact, RoundState};
pub use types::{ByColour, Colour, Date, Points, ResultCode, RoundNo, Tpn};

use serde::Serialize;
use std::collections::BTreeMap;

/// A player's entry for one round (what record 001 says for that round).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RoundEntry {
    /// Scheduled opponent, `None` for byes and absences.
    pub opponent: Option<Tpn>,
    /// Scheduled colour.
    pub colour: Option<Colour>,
    /// Result code.
    pub result: ResultCode,
}

impl RoundEntry {
    /// An entry saying nothing (not paired).
    pub const NONE: RoundEntry = RoundEntry { opponent: None, colour: None, result: ResultCode::Blank };

    /// A round without an opponent, scored `result` (a bye or an absence).
    #[must_use]
    pub const fn unpaired(result: ResultCode) -> RoundEntry {
        RoundEntry { opponent: None, colour: None, result }
    }

    /// True for a game played over the board (`1 = 0 W D L` against an opponent).
    #[must_use]
    pub(crate) fn is_played_game(&self) -> bool {
        self.opponent.is_some() && self.result.is_played()
    }

    /// True when the player took part in the pairing of that round: paired against
    /// someone (played or forfeited) or given the PAB. Requested byes and absences did not.
    #[must_use]
    pub(crate) fn took_part_in_pairing(&self) -> bool {
        self.opponent.is_some() || self.result == ResultCode::PairingAllocatedBye
    }

    /// True when the entry is empty (no opponent, blank result).
    #[must_use]
    pub(crate) fn is_blank(&self) -> bool {
        self.opponent.is_none() && self.result == ResultCode::Blank
    }
}

/// A registered player (record 001).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Player {
    /// Tournament pairing number.
    pub tpn: Tpn,
    /// Sex as written (`m`, `w`, `f` or blank).
    pub sex: char,
    /// FIDE title as written (GM, IM, WGM, FM, WIM, CM, WFM, WCM, or empty).
    pub title: String,
    /// Name, "Lastname, Firstname".
    pub name: String,
    /// FIDE rating, `None` when unrated.
    pub rating: Option<u16>,
    /// National rating (from an NRS record), when present.
    pub national_rating: Option<u16>,
    /// Federation code.
    pub federation: String,
    /// FIDE id as written.
    pub fide_id: String,
    /// Birth date as written.
    pub birth: String,
    /// Points as declared in cols 81–84.
    pub declared_points: Option<Points>,
    /// Rank as declared in cols 86–89.
    pub rank: Option<u16>,
    /// Round entries, index 0 = round 1 (trailing blank rounds kept as read).
    pub rounds: Vec<RoundEntry>,
    /// Line of the 001 record in the source (0 for players made in memory).
    pub line: usize,
}

impl Player {
    /// The entry of round `r` (blank beyond the recorded rounds).
    #[must_use]
    pub fn entry(&self, r: RoundNo) -> RoundEntry {
        self.rounds.get(r.index()).copied().unwrap_or(RoundEntry::NONE)
    }

    /// The FIDE rating, `None` for an unrated player (a rating of 0, as some programs write
    /// for the unrated, included).
    #[must_use]
    pub(crate) fn fide_rating(&self) -> Option<u16> {
        self.rating.filter(|&r| r > 0)
    }

    /// The FIDE title in its full form (`GM`, `IM`, `WGM`, `FM`, `WIM`, `CM`, `WFM`, `WCM`),
    /// also when the file writes the one-letter codes found in the wild (`g`, `m`, `wg`, `f`,
    /// …; TRF16 record 001 columns 11–13); empty when untitled or unknown.
    #[must_use]
    pub fn full_title(&self) -> &'static str {
        full_title(&self.title)
    }
}

/// The full form of a title as written in a TRF (see [`Player::full_title`]).
#[must_use]
pub fn full_title(raw: &str) -> &'static str {
    match raw.trim().to_ascii_uppercase().as_str() {
        "GM" | "G" => "GM",
        "IM" | "M" => "IM",
        "FM" | "F" => "FM",
        "CM" | "C" => "CM",
        "WGM" | "WG" => "WGM",
        "WIM" | "WM" => "WIM",
        "WFM" | "WF" => "WFM",
        "WCM" | "WC" => "WCM",
        _ => "",
    }
}

/// A team (records 013 / 310).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Team {
    /// Team number (310) if any.
    pub number: Option<u16>,
    /// Team name.
    pub name: String,
    /// Members in board order.
    pub players: Vec<Tpn>,
}

/// Players who must not be paired together (XXP / record 260).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Prohibition {
    /// Rounds to which it applies (inclusive); `None` = every round.
    pub rounds: Option<(RoundNo, RoundNo)>,
    /// The players; no two of them may meet.
    pub players: Vec<Tpn>,
}

impl Prohibition {
    /// Whether it applies in round `r`.
    #[must_use]
    pub(crate) fn applies_in(&self, r: RoundNo) -> bool {
        self.rounds.is_none_or(|(a, b)| a <= r && r <= b)
    }
}

/// A bye or absence declared for a round before it is paired (record 240, XXZ).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RequestedBye {
    /// The round; `None` = the round to be paired (XXZ).
    pub round: Option<RoundNo>,
    /// `HalfPointBye`, `FullPointBye` or `ZeroPointBye`.
    pub kind: ResultCode,
    /// The player.
    pub player: Tpn,
}

/// The record of a file that declares a round-robin ([`Tournament::round_robin_record`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum RoundRobinRecord {
    /// Record 192's code.
    Record192(String),
    /// Record 092's words.
    Record092(String),
}

/// What decides the number of cycles of a round-robin ([`Tournament::declared_round_robin_cycles`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum CycleEvidence {
    /// Record 192's code (a double round-robin's, or a single one's).
    Record192(String),
    /// Record 092's words naming a double round-robin.
    Record092(String),
    /// The rounds planned (142 / `XXR`), more than one cycle.
    Planned(u16),
    /// The rounds recorded, more than one cycle.
    Recorded(u16),
    /// Nothing says more than one cycle.
    OneCycle,
}

/// Fictitious points of accelerated pairing (Baku; XXA / record 250).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Acceleration {
    /// Per player, per round (XXA), index 0 = round 1.
    pub per_player: BTreeMap<Tpn, Vec<Option<Points>>>,
    /// Ranges (record 250): points, rounds, players.
    pub ranges: Vec<AccelerationRange>,
}

/// One record 250.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub struct AccelerationRange {
    /// Fictitious points.
    pub points: Points,
    /// First and last round.
    pub rounds: (RoundNo, RoundNo),
    /// First and last player id.
    pub players: (Tpn, Tpn),
}

impl Acceleration {
    /// Whether any acceleration is declared.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.per_player.is_empty() && self.ranges.is_empty()
    }

    /// Fictitious points of `tpn` for the pairing of round `r` (0 when none).
    #[must_use]
    pub fn virtual_points(&self, tpn: Tpn, r: RoundNo) -> Points {
        if let Some(v) = self.per_player.get(&tpn) {
            if let Some(Some(p)) = v.get(r.index()) {
                return *p;
            }
        }
        self.ranges
            .iter()
            .filter(|g| g.rounds.0 <= r && r <= g.rounds.1 && g.players.0 <= tpn && tpn <= g.players.1)
            .map(|g| g.points)
            .sum()
    }
}

/// Tournament-level data (records 012–132, 182–222).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct TournamentInfo {
    /// 012 name.
    pub name: String,
    /// 022 city.
    pub city: String,
    /// 032 federation.
    pub federation: String,
    /// 042 start date.
    pub start: Option<Date>,
    /// 052 end date.
    pub end: Option<Date>,
    /// 092 type of tournament (free text).
    pub kind: String,
    /// 102 chief arbiter.
    pub chief_arbiter: String,
    /// 112 deputy chief arbiters.
    pub deputies: Vec<String>,
    /// 122 allotted time (free text).
    pub time_control: String,
    /// 132 round dates.
    pub round_dates: Vec<Option<Date>>,
    /// 182 pairing controller.
    pub pairing_controller: Option<String>,
    /// 192 encoded tournament type (ETT26).
    pub encoded_type: Option<String>,
    /// 202 tie-breaks (MTB26 codes).
    pub tiebreaks: Vec<String>,
    /// 212 tie-breaks defining standings.
    pub standings_tiebreaks: Vec<String>,
    /// 222 encoded time control.
    pub encoded_time_control: Option<String>,
    /// How a start or end date whose day could be its month (`05/06/2010`) was read: settled by
    /// the round dates, or day first and reported.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub date_notes: Vec<crate::core::words::Phrase>,
}

/// A tournament: validated, ready for pairing, checking and results.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Tournament {
    /// Tournament data.
    pub info: TournamentInfo,
    /// Players, sorted by TPN.
    pub players: Vec<Player>,
    /// Total number of rounds (XXR / 142), if declared.
    pub planned_rounds: Option<u16>,
    /// Initial colour (XXC / 152): colour of the top player in round 1.
    pub initial_colour: Option<Colour>,
    /// `XXC rank`: the ranking order is the file order of the 001 lines.
    pub rank_order: bool,
    /// Scoring points.
    pub scoring: ScoringSystem,
    /// Accelerated pairings.
    pub acceleration: Acceleration,
    /// Prohibited pairings.
    pub prohibited: Vec<Prohibition>,
    /// Requested byes for rounds (240 / XXZ).
    pub requested_byes: Vec<RequestedBye>,
    /// Teams.
    pub teams: Vec<Team>,
    /// A team tournament read one participant per team from its team records (310): each
    /// team's game points in its match of each round (C.04.6 1.2; index 0 = round 1). Empty
    /// for every other tournament.
    pub match_game_points: BTreeMap<Tpn, Vec<Points>>,
    /// Order of the 001 lines in the file (TPNs), for `XXC rank`.
    pub file_order: Vec<Tpn>,
    /// Round entries without an opponent read otherwise than their code says (`0000 - -` is
    /// an absence; [`reading`]), in file order.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub readings: Vec<reading::Reading>,
    /// Index from TPN to position in `players`.
    #[serde(skip)]
    index: BTreeMap<Tpn, usize>,
}

impl Tournament {
    /// The file declares a round-robin (pre-determined pairings): record 192 (ETT26) or the
    /// free text of 092 names a round-robin or Berger tables.
    #[must_use]
    pub(crate) fn declares_round_robin(&self) -> bool {
        self.round_robin_record().is_some()
    }

    /// The record that declares a round-robin: record 192's code (`BERGER_…`, `…ROUNDROBIN`),
    /// else record 092's words (`robin`, `Berger`, `todos contra todos`).
    #[must_use]
    pub(crate) fn round_robin_record(&self) -> Option<RoundRobinRecord> {
        let code = self.info.encoded_type.as_deref().unwrap_or("").trim();
        let up = code.to_ascii_uppercase();
        if up.contains("ROBIN") || up.contains("BERGER") {
            return Some(RoundRobinRecord::Record192(code.to_owned()));
        }
        let kind = self.info.kind.trim();
        let low = kind.to_ascii_lowercase();
        (low.contains("robin") || low.contains("berger") || low.contains("todos contra"))
            .then(|| RoundRobinRecord::Record092(kind.to_owned()))
    }

    /// Rounds in one cycle of a round-robin of this field (C.05 Annex 1): n − 1 for an even
    /// number of players, n for an odd one (the table of n + 1, one player resting each round).
    #[must_use]
    pub(crate) fn round_robin_cycle_rounds(&self) -> u16 {
        let n = u16::try_from(self.players.len()).unwrap_or(u16::MAX);
        n.saturating_add(n % 2).saturating_sub(1)
    }

    /// Whether the file's round-robin runs two cycles ([`Tournament::declared_round_robin_cycles`]).
    #[must_use]
    pub(crate) fn declares_double_round_robin(&self) -> bool {
        self.declares_round_robin() && self.declared_round_robin_cycles(self.round_robin_cycle_rounds()).0 == 2
    }

    /// The one decision of how many cycles a round-robin is declared to run (the games' own
    /// shape is [`Tournament::round_robin_cycles`]), and what the file says that
    /// decides it, for `per` rounds a cycle: record 192 or 092 naming a double round-robin,
    /// else more rounds planned (142 / `XXR`) or recorded than one cycle holds, else one.
    #[must_use]
    pub(crate) fn declared_round_robin_cycles(&self, per: u16) -> (u16, CycleEvidence) {
        let code = self.info.encoded_type.as_deref().unwrap_or("").trim();
        let up = code.to_ascii_uppercase();
        if up.contains("DOUBLE") {
            return (2, CycleEvidence::Record192(code.to_owned()));
        }
        if self.info.kind.to_ascii_lowercase().contains("double") {
            return (2, CycleEvidence::Record092(self.info.kind.trim().to_owned()));
        }
        if let Some(r) = self.planned_rounds.filter(|&r| r > per) {
            return (2, CycleEvidence::Planned(r));
        }
        let recorded = self.rounds_recorded();
        if recorded > per {
            return (2, CycleEvidence::Recorded(recorded));
        }
        if up.contains("ROBIN") || up.contains("BERGER") {
            return (1, CycleEvidence::Record192(code.to_owned()));
        }
        (1, CycleEvidence::OneCycle)
    }

    /// The file declares a Swiss (record 192 or 092 names it).
    #[must_use]
    pub(crate) fn declares_swiss(&self) -> bool {
        let e = self.info.encoded_type.as_deref().unwrap_or("").to_ascii_uppercase();
        let k = self.info.kind.to_ascii_lowercase();
        e.contains("SWISS") || e.contains("DUTCH") || k.contains("swiss") || k.contains("suizo")
    }

    /// Every player met every other the same number of times (once, or twice for a double
    /// round-robin) over the board or by forfeit, in as many rounds as that takes: the shape of
    /// a completed round-robin, whatever the file says.
    #[must_use]
    pub(crate) fn played_as_round_robin(&self) -> bool {
        self.round_robin_cycles().is_some()
    }

    /// How many times every player met every other in a completed (double) round-robin: 1 or
    /// 2; `None` when the games do not have that shape.
    #[must_use]
    pub(crate) fn round_robin_cycles(&self) -> Option<usize> {
        let n = self.players.len();
        if n < 3 {
            return None;
        }
        let mut met: BTreeMap<(Tpn, Tpn), usize> = BTreeMap::new();
        for p in &self.players {
            for e in &p.rounds {
                if let Some(o) = e.opponent {
                    *met.entry((p.tpn.min(o), p.tpn.max(o))).or_default() += 1;
                }
            }
        }
        let pairs = n * (n - 1) / 2;
        let &times = met.values().next()?;
        // Each meeting is counted from both sides.
        let cycles = times / 2;
        let rounds_needed = cycles * if n % 2 == 0 { n - 1 } else { n };
        let shaped = met.len() == pairs
            && times % 2 == 0
            && met.values().all(|&c| c == times)
            && (1..=2).contains(&cycles)
            && usize::from(self.rounds_recorded()) == rounds_needed;
        shaped.then_some(cycles)
    }

    /// A tournament from its parts (players are sorted by TPN).
    #[must_use]
    pub fn new(info: TournamentInfo, mut players: Vec<Player>) -> Tournament {
        players.stable_sort_by_key(&|p| p.tpn);
        let file_order = players.iter().map(|p| p.tpn).collect();
        let mut t = Tournament {
            info,
            players,
            planned_rounds: None,
            initial_colour: None,
            rank_order: false,
            scoring: ScoringSystem::default(),
            acceleration: Acceleration::default(),
            prohibited: Vec::new(),
            requested_byes: Vec::new(),
            teams: Vec::new(),
            match_game_points: BTreeMap::new(),
            file_order,
            readings: Vec::new(),
            index: BTreeMap::new(),
        };
        t.reindex();
        t
    }

    /// Rebuilds the TPN index after `players` changed.
    pub(crate) fn reindex(&mut self) {
        self.players.stable_sort_by_key(&|p| p.tpn);
        self.index = self.players.iter().enumerate().map(|(i, p)| (p.tpn, i)).collect();
    }

    /// The player with `tpn`.
    #[must_use]
    pub fn player(&self, tpn: Tpn) -> Option<&Player> {
        self.index.get(&tpn).map(|&i| &self.players[i])
    }

    /// The player with `tpn`, mutably.
    pub fn player_mut(&mut self, tpn: Tpn) -> Option<&mut Player> {
        self.index.get(&tpn).map(|&i| &mut self.players[i])
    }

    /// Number of rounds with at least one non-blank entry.
    #[must_use]
    pub fn rounds_recorded(&self) -> u16 {
        let n = self
            .players
            .iter()
            .map(|p| p.rounds.iter().rposition(|e| !e.is_blank()).map_or(0, |i| i + 1))
            .max()
            .unwrap_or(0);
        u16::try_from(n).unwrap_or(u16::MAX)
    }

    /// Points of `tpn` after round `r` (rounds 1..=r), with the tournament's scoring.
    #[must_use]
    pub fn points_after(&self, tpn: Tpn, r: u16) -> Points {
        self.player(tpn).map_or(Points::ZERO, |p| {
            p.rounds.iter().take(usize::from(r)).map(|e| self.scoring.points_for(e.result, e.colour)).sum()
        })
    }

    /// Points of `tpn` over every recorded round, plus abnormal points if any.
    #[must_use]
    pub(crate) fn total_points(&self, tpn: Tpn) -> Points {
        self.points_after(tpn, self.rounds_recorded())
    }

    /// Whether `a` and `b` may not meet in round `r` because of a prohibition (XXP/260).
    #[must_use]
    pub(crate) fn is_prohibited(&self, a: Tpn, b: Tpn, r: RoundNo) -> bool {
        self.prohibited.iter().any(|p| p.applies_in(r) && p.players.contains(&a) && p.players.contains(&b))
    }

    /// Requested byes that apply to round `r` (`round_to_pair` is the round XXZ refers to).
    pub fn requested_byes_in(&self, r: RoundNo, round_to_pair: RoundNo) -> impl Iterator<Item = &RequestedBye> {
        self.requested_byes.iter().filter(move |b| b.round.unwrap_or(round_to_pair) == r)
    }

    /// The round to pair next: the first round in which some player who takes part
    /// has no entry yet (issue #3): the first round after the last recorded round in which
    /// a pairing was made, unless that round still has players not entered.
    #[must_use]
    pub fn next_round(&self) -> RoundNo {
        let rec = self.rounds_recorded();
        // A round is "paired" when at least one entry took part in a pairing.
        let last_paired = (1..=rec)
            .rev()
            .find(|&r| self.players.iter().any(|p| p.entry(RoundNo(r)).took_part_in_pairing()))
            .unwrap_or(0);
        RoundNo(last_paired + 1)
    }

    /// The tournament as it stood before round `r`: [`Tournament::cut_before`] for a round the
    /// file records, the tournament as it is for the next round.
    #[must_use]
    pub fn before_round(&self, r: RoundNo) -> Tournament {
        if r.0 <= self.rounds_recorded() { self.cut_before(r) } else { self.clone() }
    }

    /// A copy with only rounds 1..`r`-1 kept, and in round `r` only the entries of players
    /// who do not take part in the pairing (byes H/F/Z and absences) — the corpus's
    /// "cut" used to replay round `r`.
    #[must_use]
    ///
    /// A round already recorded is replayed as the file shows it: a player with a blank entry
    /// in it was not paired (TRF16: blank ≡ `Z` — a late entry, a withdrawal, a program's
    /// dummy player), and a requested absence from the next round (`XXZ`) does not apply to it.
    pub fn cut_before(&self, r: RoundNo) -> Tournament {
        let mut t = self.clone();
        // A round in which some pairing was made (not only byes entered ahead).
        let paired = r < self.next_round();
        if paired {
            t.requested_byes.retain(|b| b.round.is_some());
        }
        for p in &mut t.players {
            if paired && p.entry(r).is_blank() {
                p.rounds.resize(r.index() + 1, RoundEntry::NONE);
                p.rounds[r.index()] = RoundEntry { result: ResultCode::ZeroPointBye, ..RoundEntry::NONE };
            }
            p.rounds.truncate(r.index() + 1);
            if let Some(e) = p.rounds.get(r.index()).copied() {
                if e.took_part_in_pairing() {
                    p.rounds[r.index()] = RoundEntry::NONE;
                }
            }
            while p.rounds.last().is_some_and(RoundEntry::is_blank) {
                p.rounds.pop();
            }
        }
        for p in &mut t.players {
            let pts: Points = p.rounds.iter().map(|e| t.scoring.points_for(e.result, e.colour)).sum();
            p.declared_points = Some(pts);
        }
        t
    }
}

/// Test support: tournaments written as TRF16 player lines and read back.
#[cfg(test)]
pub(crate) mod testing {
    use super::Tournament;

    /// One player of a test tournament: TPN, title as the file writes it, rating (`None`
    /// unrated), federation, and per round `(opponent, colour, result)` — opponent 0 for none.
    pub(crate) struct TestPlayer {
        pub(crate) tpn: u16,
        pub(crate) title: &'static str,
        pub(crate) rating: Option<u16>,
        pub(crate) federation: &'static str,
        pub(crate) rounds: Vec<(u16, char, char)>,
    }

    /// `header` (records, one per line) then the players; panics on a malformed test file.
    pub(crate) fn tournament(header: &str, players: &[TestPlayer]) -> Tournament {
        let mut trf = header.to_owned();
        for p in players {
            let name = format!("Player {}", p.tpn);
            let rating = p.rating.map_or(String::new(), |r| r.to_string());
            let mut line = format!(
                "001 {:>4} m{:>3} {name:<33} {rating:>4} {:<3} {:>11} {:>10} {:>4} {:>4}",
                p.tpn,
                p.title,
                p.federation,
                1000 + u32::from(p.tpn),
                "",
                "0.0",
                p.tpn
            );
            for &(o, c, r) in &p.rounds {
                let opp = if o == 0 { "0000".to_owned() } else { format!("{o:>4}") };
                line.push_str(&format!("  {opp} {c} {r}"));
            }
            trf.push_str(&line);
            trf.push('\n');
        }
        let doc = crate::trf::TrfDocument::from_bytes(trf.as_bytes()).expect("test TRF");
        Tournament::from_trf(&doc).expect("test tournament")
    }
}

#[cfg(test)]
mod tests {
    use super::Tournament;
    use super::testing::{TestPlayer, tournament};

    /// Four players: `rounds` as (white, black) boards per round, all draws.
    fn four(rounds: &[[(u16, u16); 2]], kind: &str) -> Tournament {
        let players: Vec<TestPlayer> = (1..=4u16)
            .map(|tpn| TestPlayer {
                tpn,
                title: "",
                rating: Some(2000),
                federation: "GER",
                rounds: rounds
                    .iter()
                    .map(|boards| {
                        boards
                            .iter()
                            .find_map(|&(w, b)| {
                                if w == tpn {
                                    Some((b, 'w', '='))
                                } else if b == tpn {
                                    Some((w, 'b', '='))
                                } else {
                                    None
                                }
                            })
                            .expect("every player plays")
                    })
                    .collect(),
            })
            .collect();
        tournament(&format!("012 Shape test\n092 {kind}\n"), &players)
    }

    const BERGER: [[(u16, u16); 2]; 3] = [[(1, 4), (2, 3)], [(4, 3), (1, 2)], [(2, 4), (3, 1)]];

    #[test]
    fn a_completed_round_robin_is_recognised_by_its_shape() {
        assert!(four(&BERGER, "Individual").played_as_round_robin());
        let double: Vec<[(u16, u16); 2]> = BERGER.iter().chain(BERGER.iter()).copied().collect();
        assert!(four(&double, "Individual").played_as_round_robin(), "double round-robin");
        assert!(!four(&BERGER[..2], "Individual").played_as_round_robin(), "not finished");
        let swiss_like = [[(1, 2), (3, 4)], [(1, 3), (2, 4)], [(1, 2), (3, 4)]];
        assert!(!four(&swiss_like, "Individual").played_as_round_robin(), "a rematch instead of 1-4");
    }

    #[test]
    fn declared_format_from_record_092() {
        assert!(four(&BERGER, "Round robin").declares_round_robin());
        assert!(four(&BERGER, "Torneo todos contra todos").declares_round_robin());
        let swiss = four(&BERGER, "Individual: Swiss-System");
        assert!(swiss.declares_swiss() && !swiss.declares_round_robin());
    }
}
