//! Simulating one tournament: the field, then round by round the absences and requested
//! byes, the pairing (by any [`Pairer`]), the results and the withdrawals.
//!
//! Round `r` is handed to the pairer as the contract of [`Pairer`] asks: rounds 1..r−1
//! complete, and in round r a preset entry (`0000 - H/F/Z`) for every player who is not
//! to be paired — requested byes, announced absences, players who withdrew, and late
//! entrants who have not arrived yet.

use super::model::{self, Dice, Outcome};
use super::profile::{AccelerationKind, Profile, RatingDistribution};
use crate::core::order::StableSort;
use crate::pairing::{Pairer, Pairing, PairingError};
use crate::rules::DutchEdition;
use crate::tournament::{
    Colour, Date, Player, Points, ResultCode, RoundEntry, RoundNo, Tournament, TournamentInfo, Tpn,
};
use std::fmt;

/// One game played over the board, for result statistics.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct GameRecord {
    /// Strength of white minus strength of black (hidden strength; the rating when rated).
    pub difference: f64,
    /// White's result.
    pub outcome: Outcome,
}

/// A generated tournament.
#[derive(Clone, Debug)]
pub struct Generated {
    /// The complete tournament (every round paired and played).
    pub tournament: Tournament,
    /// The seed.
    pub seed: u64,
    /// The profile's name.
    pub profile: String,
    /// The profile itself (recorded in the TRF).
    pub profile_yaml: String,
    /// Rule edition the rounds were paired under.
    pub edition: DutchEdition,
    /// Every game played over the board.
    pub games: Vec<GameRecord>,
}

impl Generated {
    /// The record of `tournament` generated from `profile` and `seed`, its games kept.
    pub(super) fn new(
        tournament: Tournament,
        (profile, seed): (&Profile, u64),
        edition: DutchEdition,
        games: Vec<GameRecord>,
    ) -> Generated {
        Generated {
            tournament,
            seed,
            profile: profile.name.clone(),
            profile_yaml: serde_yaml::to_string(profile).unwrap_or_default(),
            edition,
            games,
        }
    }
}

/// Why a tournament could not be generated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GenerateError {
    /// The pairer gave no pairing.
    Pairing {
        /// The round.
        round: RoundNo,
        /// The pairer's error.
        error: PairingError,
    },
    /// The pairer gave a pairing that breaks the contract (someone missing or paired twice).
    BadPairing {
        /// The round.
        round: RoundNo,
        /// What is wrong.
        reason: String,
    },
}

impl fmt::Display for GenerateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.phrase().say(crate::core::words::Lang::En))
    }
}

impl std::error::Error for GenerateError {}

impl GenerateError {
    /// The error as a phrase, to be worded in the language of the report.
    #[must_use]
    pub fn phrase(&self) -> crate::core::words::Phrase {
        use crate::core::words::Phrase;
        match self {
            GenerateError::Pairing { round, error } => {
                Phrase::new("gen-round-error").arg("round", round.0).arg("error", error.phrase())
            }
            GenerateError::BadPairing { round, reason } => {
                Phrase::new("gen-round-unusable").arg("round", round.0).arg("reason", reason.as_str())
            }
        }
    }

    /// The round that could not be paired.
    #[must_use]
    pub fn round(&self) -> RoundNo {
        match self {
            GenerateError::Pairing { round, .. } | GenerateError::BadPairing { round, .. } => *round,
        }
    }
}

const SURNAMES: &[&str] = &[
    "Garcia", "Martin", "Lopez", "Novak", "Schmidt", "Rossi", "Dubois", "Kowalski", "Ivanov", "Silva", "Jansen",
    "Nielsen", "Horvath", "Popescu", "Petrov", "Moreau", "Fischer", "Costa", "Smith", "Kumar", "Chen", "Sato", "Ali",
    "Haddad", "Ortiz", "Weber", "Bianchi", "Larsen", "Nagy", "Santos",
];
const GIVEN: &[&str] = &[
    "Ana", "Luis", "Marta", "Pablo", "Elena", "Jan", "Sofia", "Mikhail", "Irene", "Tomas", "Lucia", "Karl", "Nina",
    "Omar", "Priya", "Wei", "Yuki", "Carmen", "David", "Eva", "Hugo", "Ines", "Jorge", "Lea",
];

/// Someone registered for the tournament, before starting ranks are given.
pub(super) struct Entrant {
    pub(super) name: String,
    pub(super) rating: Option<u16>,
    pub(super) strength: f64,
    pub(super) title: String,
    pub(super) fide_id: String,
    pub(super) sex: char,
    pub(super) federation: String,
    /// The round the player arrives in (1 = from the start).
    pub(super) arrival: u16,
}

fn title_rank(t: &str) -> u8 {
    match t {
        "GM" => 0,
        "IM" => 1,
        "WGM" => 2,
        "FM" => 3,
        "WIM" => 4,
        "CM" => 5,
        "WFM" => 6,
        "WCM" => 7,
        _ => 8,
    }
}

fn pick_title(dice: &mut Dice, rating: u16, woman: bool) -> &'static str {
    let u = dice.unit();
    match (rating, woman) {
        (2500.., _) if u < 0.7 => "GM",
        (2400.., _) if u < 0.5 => "IM",
        (2300.., true) if u < 0.6 => "WGM",
        (2300.., _) if u < 0.4 => "FM",
        (2200.., true) if u < 0.4 => "WIM",
        (2200.., _) if u < 0.3 => "CM",
        (2100.., true) if u < 0.3 => "WFM",
        _ => "",
    }
}

pub(super) fn entrants(p: &Profile, dice: &mut Dice, n: u16, rounds: u16) -> Vec<Entrant> {
    let (lo, hi) = (f64::from(p.lowest_rating), f64::from(p.highest_rating));
    let mut v = Vec::with_capacity(usize::from(n));
    for _ in 0..n {
        let rated = !dice.chance(p.unrated_share);
        let r = match p.rating_distribution {
            RatingDistribution::Uniform => lo + (hi - lo) * dice.unit(),
            RatingDistribution::Normal => ((lo + hi) / 2.0 + dice.bell() * (hi - lo) / 6.0).clamp(lo, hi),
        };
        // within 1000..=3000
        let rating = r.round() as u16;
        let strength = if rated { f64::from(rating) } else { lo + (hi - lo) / 2.0 * dice.unit() };
        let woman = dice.chance(p.women_share);
        let title = if rated && p.titles { pick_title(dice, rating, woman) } else { "" };
        let federation = if p.federations.is_empty() {
            "FID".to_owned()
        } else {
            p.federations[usize::try_from(dice.below(p.federations.len() as u64)).unwrap_or(0)].clone()
        };
        let name = format!(
            "{}, {}",
            SURNAMES[usize::try_from(dice.below(SURNAMES.len() as u64)).unwrap_or(0)],
            GIVEN[usize::try_from(dice.below(GIVEN.len() as u64)).unwrap_or(0)]
        );
        let arrival =
            if dice.chance(p.late_entry_rate) { dice.between(2, p.late_entry_last_round.min(rounds)) } else { 1 };
        v.push(Entrant {
            name,
            rating: rated.then_some(rating),
            strength,
            title: title.to_owned(),
            fide_id: String::new(),
            sex: if woman { 'w' } else { 'm' },
            federation,
            arrival,
        });
    }
    if v.iter().filter(|e| e.arrival == 1).count() < 2 {
        for e in &mut v {
            e.arrival = 1;
        }
    }
    v
}

/// The tournament's players from the ranked field, TPN by place, nothing played yet.
pub(super) fn players_of(field: &[Entrant]) -> Vec<Player> {
    field
        .iter()
        .enumerate()
        .map(|(i, e)| Player {
            tpn: Tpn::from_index(i),
            sex: e.sex,
            title: e.title.clone(),
            name: e.name.clone(),
            rating: e.rating,
            national_rating: None,
            federation: e.federation.clone(),
            fide_id: e.fide_id.clone(),
            birth: String::new(),
            declared_points: None,
            rank: None,
            rounds: Vec::new(),
            line: 0,
        })
        .collect()
}

/// Starting ranks (C.04.2 2017 B / 2026 art. 2): rating, then title, then name; late
/// entrants get the next numbers, in the same order among themselves (a simplification:
/// C.04.2 lets the arbiter insert them by rating before round 4 is paired).
pub(super) fn rank(mut v: Vec<Entrant>) -> Vec<Entrant> {
    v.stable_sort_by(&|a, b| {
        (a.arrival > 1)
            .cmp(&(b.arrival > 1))
            .then(b.rating.unwrap_or(0).cmp(&a.rating.unwrap_or(0)))
            .then(title_rank(&a.title).cmp(&title_rank(&b.title)))
            .then(a.name.cmp(&b.name))
    });
    v
}

pub(super) fn start_date(e: DutchEdition) -> Date {
    match e {
        DutchEdition::Dutch2017 => Date { year: 2025, month: 6, day: 2 },
        DutchEdition::Dutch2026 => Date { year: 2026, month: 6, day: 1 },
    }
}

/// Baku virtual points per round for group A (C.04.5.1 2017, C.04.7 §1 2026), by the
/// edition's wording ([`crate::rules::baku`]): group A ends with the `2·⌈N/4⌉`-th of the
/// `initial` players (TPNs of those present in round 1, ascending), and every later entrant
/// ranked above that player joins it. Returns the last TPN of group A and the virtual points
/// of rounds 1, 2, ….
#[must_use]
pub(crate) fn baku_points(
    initial: &[Tpn],
    rounds: u16,
    win: Points,
    edition: DutchEdition,
) -> (Option<Tpn>, Vec<Points>) {
    use crate::rules::baku::{BakuWording, accelerated_rounds, full_points, last_of_group_a, points_by_round};
    let wording = BakuWording::for_edition(edition);
    let (full, half) = accelerated_rounds(wording, rounds);
    (last_of_group_a(initial), points_by_round(full, half, full_points(wording, win)))
}

/// Generates one tournament from `profile` and `seed`, every round paired by `pairer`.
///
/// # Errors
/// The round the pairer could not pair, or paired against the contract.
pub fn generate(profile: &Profile, seed: u64, pairer: &dyn Pairer) -> Result<Generated, GenerateError> {
    match generate_partial(profile, seed, pairer) {
        (g, None) => Ok(g),
        (_, Some(e)) => Err(e),
    }
}

/// Like [`generate`], but when a round cannot be paired also gives the tournament as far
/// as it got: rounds before the failing one complete, and in it the byes and absences
/// already decided — the input that replays the failure.
#[must_use]
pub fn generate_partial(profile: &Profile, seed: u64, pairer: &dyn Pairer) -> (Generated, Option<GenerateError>) {
    simulate(profile, None, seed, pairer)
}

/// The JaVaFo / bbpPairings model-file form: the players (in their starting order, with
/// names, ratings, titles, federations and FIDE ids), the number of rounds (XXR / 142, else
/// the rounds recorded), the scoring points and the initial colour come from `model`;
/// everything else (results, byes, forfeits, withdrawals) from `profile`. A model needs
/// at least two players; the rounds are capped at one fewer than the players.
#[must_use]
pub fn generate_from_model(
    profile: &Profile,
    model: &Tournament,
    seed: u64,
    pairer: &dyn Pairer,
) -> (Generated, Option<GenerateError>) {
    simulate(profile, Some(model), seed, pairer)
}

fn from_model(profile: &Profile, model: &Tournament, dice: &mut Dice) -> Vec<Entrant> {
    let (lo, hi) = (f64::from(profile.lowest_rating), f64::from(profile.highest_rating));
    model
        .players
        .iter()
        .map(|p| Entrant {
            name: p.name.clone(),
            rating: p.rating,
            strength: p.rating.map_or_else(|| lo + (hi - lo) / 2.0 * dice.unit(), f64::from),
            title: p.title.clone(),
            fide_id: p.fide_id.clone(),
            sex: if p.sex == ' ' { 'm' } else { p.sex },
            federation: p.federation.clone(),
            arrival: 1,
        })
        .collect()
}

fn simulate(
    profile: &Profile,
    model: Option<&Tournament>,
    seed: u64,
    pairer: &dyn Pairer,
) -> (Generated, Option<GenerateError>) {
    if profile.system == super::profile::System::RoundRobin {
        // The Berger table pairs every round; `pairer` (a Swiss engine) has no part in it.
        return (super::round_robin::generate(profile, seed), None);
    }
    let mut dice = Dice::new(seed);
    let mut n = dice.between(profile.players.min(), profile.players.max());
    let mut rounds = dice.between(profile.rounds.min(), profile.rounds.max());
    let edition = DutchEdition::from(profile.edition);
    let mut initial_colour =
        profile.fixed_initial_colour().unwrap_or_else(|| if dice.chance(0.5) { Colour::White } else { Colour::Black });
    let mut scoring = profile.scoring();
    let field = match model {
        None => rank(entrants(profile, &mut dice, n, rounds)),
        Some(m) => {
            n = u16::try_from(m.players.len()).unwrap_or(u16::MAX);
            let planned = m.planned_rounds.filter(|&r| r > 0).unwrap_or_else(|| m.rounds_recorded());
            if planned > 0 {
                rounds = planned;
            }
            rounds = rounds.min(n.saturating_sub(1)).max(1);
            scoring = m.scoring;
            initial_colour = m.initial_colour.unwrap_or(initial_colour);
            from_model(profile, m, &mut dice)
        }
    };
    let start = start_date(edition);
    let house = profile.system.house();
    let info = TournamentInfo {
        name: format!("arbitro RTG {} seed {seed}", profile.name),
        city: "arbitro".to_owned(),
        start: Some(start),
        end: Some(Date { day: start.day + u8::try_from(rounds.min(20)).unwrap_or(20), ..start }),
        kind: house.map_or_else(
            || format!("Individual Swiss, FIDE (Dutch) System {}", edition.flag_name()),
            |s| s.event_kind().to_owned(),
        ),
        chief_arbiter: "arbitro RTG".to_owned(),
        // Record 192 names the system when it is not the Dutch (ETT26 `FIDE_DUBOV`).
        encoded_type: house.and_then(|s| s.record_192()).map(str::to_owned),
        ..TournamentInfo::default()
    };
    let players = players_of(&field);
    let mut t = Tournament::new(info, players);
    t.planned_rounds = Some(rounds);
    t.initial_colour = Some(initial_colour);
    t.scoring = scoring;
    if profile.acceleration == AccelerationKind::Baku {
        let initial: Vec<Tpn> =
            field.iter().enumerate().filter(|(_, e)| e.arrival == 1).map(|(i, _)| Tpn::from_index(i)).collect();
        let (last_a, points) = baku_points(&initial, rounds, scoring.win(), edition);
        for p in t.players.iter().filter(|p| last_a.is_some_and(|l| p.tpn <= l)) {
            t.acceleration.per_player.insert(p.tpn, points.iter().copied().map(Some).collect());
        }
    }
    let strength: Vec<f64> = field.iter().map(|e| e.strength).collect();
    let mut withdrawn = vec![false; field.len()];
    let mut byes_taken = vec![0u16; field.len()];
    let mut games = Vec::new();
    let mut failure = None;
    for r in 1..=rounds {
        let round = RoundNo(r);
        let bye_allowed = r + profile.no_byes_in_last_rounds <= rounds;
        // Absences and requested byes, written before pairing.
        let mut preset: Vec<Option<ResultCode>> = vec![None; field.len()];
        for (i, e) in field.iter().enumerate() {
            preset[i] = if e.arrival > r || withdrawn[i] {
                Some(ResultCode::ZeroPointBye)
            } else if bye_allowed && byes_taken[i] < profile.max_byes_per_player {
                let u = dice.unit();
                let (h, z, f) = (profile.half_point_bye_rate, profile.zero_point_bye_rate, profile.full_point_bye_rate);
                if u < h {
                    Some(ResultCode::HalfPointBye)
                } else if u < h + z {
                    Some(ResultCode::ZeroPointBye)
                } else if u < h + z + f {
                    Some(ResultCode::FullPointBye)
                } else {
                    None
                }
            } else {
                None
            };
        }
        // Keep at least two players to pair: drop this round's requested byes otherwise.
        let present = |preset: &[Option<ResultCode>]| preset.iter().filter(|p| p.is_none()).count();
        if present(&preset) < 2 {
            for (i, e) in field.iter().enumerate() {
                if !(e.arrival > r || withdrawn[i]) {
                    preset[i] = None;
                }
            }
        }
        for (i, p) in preset.iter().enumerate() {
            if let Some(code) = p {
                if field[i].arrival <= r && !withdrawn[i] {
                    byes_taken[i] += 1;
                }
                t.players[i].rounds.push(RoundEntry { opponent: None, colour: None, result: *code });
            }
        }
        let pairing = match pairer.pair(&t, round) {
            Ok(p) => match check_pairing(&p, &preset) {
                Ok(()) => p,
                Err(reason) => {
                    failure = Some(GenerateError::BadPairing { round, reason });
                    break;
                }
            },
            Err(error) => {
                failure = Some(GenerateError::Pairing { round, error });
                break;
            }
        };
        for b in &pairing.boards {
            let (w, bl) = (b.white.index(), b.black.index());
            // The endorsement's rarer results: `chance(0)` draws nothing, so a profile without
            // them draws the same dice as before and its files stay byte for byte the same.
            // Unusual results (½-0, 0-½, 0-0) are left out of the result-model statistics.
            let (rw, rb) = if dice.chance(profile.double_forfeit_rate) {
                (ResultCode::ForfeitLoss, ResultCode::ForfeitLoss)
            } else if dice.chance(profile.unusual_result_rate) {
                let k = dice.below(3);
                match k {
                    0 => (ResultCode::Draw, ResultCode::Loss),
                    1 => (ResultCode::Loss, ResultCode::Draw),
                    _ => (ResultCode::Loss, ResultCode::Loss),
                }
            } else {
                forfeit_or_game(&mut dice, profile, &strength, (w, bl), &mut games)
            };
            record_board(&mut t, b, (rw, rb));
        }
        if let Some(p) = pairing.bye {
            t.players[p.index()].rounds.push(RoundEntry::unpaired(ResultCode::PairingAllocatedBye));
        }
        // Withdrawals after the round (never below half the field).
        if r < rounds {
            let mut active = withdrawn.iter().filter(|w| !**w).count();
            for (i, w) in withdrawn.iter_mut().enumerate() {
                if !*w && field[i].arrival <= r && dice.chance(profile.retired_rate) && 2 * (active - 1) > field.len() {
                    *w = true;
                    active -= 1;
                }
            }
        }
    }
    declare_standings(&mut t);
    // With a tie-break list the rank column follows it (C.07 edition in force on the start
    // date), so `check` finds the standings consistent; ties left after the list keep TPN order.
    if let Ok(list) = crate::results::tiebreaks::parse_list(&profile.tiebreaks.join(",")) {
        if !list.is_empty() && failure.is_none() {
            let start = t.info.start.unwrap_or(crate::rules::tiebreak_edition::TiebreakEdition::Y2026_FROM);
            let tb = crate::rules::tiebreak_edition::TiebreakEdition::in_force_on(start);
            let standings =
                crate::results::tiebreaks::standings(&t, &list, crate::check::standings::final_options(&t, tb));
            for (tpn, place) in crate::check::standings::places(&standings) {
                t.players[tpn.index()].rank = Some(place);
            }
            t.info.tiebreaks = list.iter().map(ToString::to_string).collect();
            t.info.standings_tiebreaks =
                std::iter::once("PTS".to_owned()).chain(t.info.tiebreaks.iter().cloned()).collect();
        }
    }
    let g = Generated::new(t, (profile, seed), edition, games);
    (g, failure)
}

/// Checks a pairing against the contract: everyone without a preset entry appears exactly
/// once, nobody with one appears, and a PAB only for an odd number of players.
/// Each player's points and place (by points, then pairing number) written into the file, as
/// a program that paired the tournament declares them.
pub(super) fn declare_standings(t: &mut Tournament) {
    let totals: Vec<Points> = t.players.iter().map(|p| t.total_points(p.tpn)).collect();
    let mut order: Vec<usize> = (0..totals.len()).collect();
    order.stable_sort_by_key(&|&i| (std::cmp::Reverse(totals[i]), i));
    for (place, &i) in order.iter().enumerate() {
        t.players[i].declared_points = Some(totals[i]);
        t.players[i].rank = Some(u16::try_from(place + 1).unwrap_or(u16::MAX));
    }
}

/// A board's results when both players are there: a forfeit (either side) at the profile's
/// forfeit rate, else a game played out by the result model and kept in `games`.
pub(super) fn forfeit_or_game(
    dice: &mut Dice,
    profile: &Profile,
    strength: &[f64],
    (w, bl): (usize, usize),
    games: &mut Vec<GameRecord>,
) -> (ResultCode, ResultCode) {
    if dice.chance(profile.forfeit_rate) {
        return if dice.chance(0.5) {
            (ResultCode::ForfeitLoss, ResultCode::ForfeitWin)
        } else {
            (ResultCode::ForfeitWin, ResultCode::ForfeitLoss)
        };
    }
    let outcome = model::play(dice, strength[w], strength[bl], profile.draw_percentage);
    games.push(GameRecord { difference: strength[w] - strength[bl], outcome });
    match outcome {
        Outcome::Win => (ResultCode::Win, ResultCode::Loss),
        Outcome::Draw => (ResultCode::Draw, ResultCode::Draw),
        Outcome::Loss => (ResultCode::Loss, ResultCode::Win),
    }
}

/// The board's game in both players' rounds, White's result first.
pub(super) fn record_board(t: &mut Tournament, b: &crate::pairing::Board, (rw, rb): (ResultCode, ResultCode)) {
    t.players[b.white.index()].rounds.push(RoundEntry {
        opponent: Some(b.black),
        colour: Some(Colour::White),
        result: rw,
    });
    t.players[b.black.index()].rounds.push(RoundEntry {
        opponent: Some(b.white),
        colour: Some(Colour::Black),
        result: rb,
    });
}

fn check_pairing(p: &Pairing, preset: &[Option<ResultCode>]) -> Result<(), String> {
    let mut seen = vec![0u8; preset.len()];
    let tpns = p.boards.iter().flat_map(|b| [b.white, b.black]).chain(p.bye);
    for tpn in tpns {
        let i = tpn.index();
        if tpn.0 == 0 || i >= preset.len() {
            return Err(format!("player {tpn} does not exist"));
        }
        if preset[i].is_some() {
            return Err(format!("player {tpn} is absent or has a bye, but was paired"));
        }
        seen[i] += 1;
        if seen[i] > 1 {
            return Err(format!("player {tpn} is paired twice"));
        }
    }
    if let Some(i) = (0..preset.len()).find(|&i| preset[i].is_none() && seen[i] == 0) {
        return Err(format!("player {} was left unpaired", Tpn::from_index(i)));
    }
    let present = preset.iter().filter(|x| x.is_none()).count();
    if p.bye.is_some() != (present % 2 == 1) {
        return Err(format!("{present} players to pair, but the pairing-allocated bye is {:?}", p.bye.map(|t| t.0)));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn baku_groups_and_points() {
        let all = |n: u16| (1..=n).map(Tpn).collect::<Vec<_>>();
        // C.04.5.1: N = 161 → group A = 82; 9 rounds → 1 point in rounds 1–3, ½ in 4–5.
        let (a, pts) = baku_points(&all(161), 9, Points::ONE, DutchEdition::Dutch2017);
        assert_eq!(a, Some(Tpn(82)));
        assert_eq!(pts, vec![Points(10), Points(10), Points(10), Points(5), Points(5)]);
        // 7 rounds → 1–2 at 1, 3–4 at ½; 11 rounds → 1–3 at 1, 4–6 at ½.
        let seven = baku_points(&all(40), 7, Points::ONE, DutchEdition::Dutch2026).1;
        assert_eq!(seven, vec![Points(10), Points(10), Points(5), Points(5)]);
        let eleven = baku_points(&all(40), 11, Points::ONE, DutchEdition::Dutch2026).1;
        assert_eq!((eleven.len(), eleven[2], eleven[3]), (6, Points(10), Points(5)));
        // C.04.7 counts a win's points: with 3 for a win, 3 and 1½.
        let three = baku_points(&all(40), 7, Points(30), DutchEdition::Dutch2026).1;
        assert_eq!(three, vec![Points(30), Points(30), Points(15), Points(15)]);
        // A late entrant (TPN 3, absent in round 1) ranked inside the group joins it: of the
        // 8 initial players the first 4 (TPNs 1, 2, 4, 5) make group A, which ends at TPN 5.
        let initial = [1, 2, 4, 5, 6, 7, 8, 9].map(Tpn);
        assert_eq!(baku_points(&initial, 9, Points::ONE, DutchEdition::Dutch2017).0, Some(Tpn(5)));
    }
}
