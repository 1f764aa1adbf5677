//! Cross-test campaigns (C.04.A A.7; C.02.03 §7): generate N tournaments, check each with
//! arbitro's checker and optionally an external checker, and report every discrepancy,
//! grouped by explanation, with each discrepant tournament kept for replay.
//!
//! Tournament `i` (0-based) of a campaign with seed `S` is `generate --seed S+i`, so any
//! one of them can be regenerated alone. Work is spread over worker threads; the report
//! lists tournaments by index, whatever the threads did first.

use super::command::{CommandTemplate, parse_checker_output, scratch_file};
use super::profile::Profile;
use super::simulate::{GenerateError, generate_partial};
use super::write::{TrfVersion, to_trf};
use crate::check::validate::validate;
use crate::core::order::StableSort;
use crate::pairing::{Pairer, Pairing, PairingError};
use crate::rules::DutchEdition;
use crate::tournament::{Points, RoundNo, Tournament};
use crate::trf::TrfDocument;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Instant;

/// One inconsistent round found by a checker.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Finding {
    /// The round.
    pub round: RoundNo,
    /// The explanation discrepancies are grouped by (e.g. "different pairs").
    pub explanation: String,
    /// The detail: the two pairings side by side, or the checker's message.
    pub detail: Vec<String>,
}

/// A finding with the name of whoever made it (a checker, `validate`, or `generator`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CheckerFinding {
    /// Who found it.
    pub checker: String,
    /// What was found.
    #[serde(flatten)]
    pub finding: Finding,
}

/// Something that checks every round of a finished tournament.
pub trait RoundChecker: Send + Sync {
    /// The checker's name in reports.
    fn name(&self) -> String;
    /// Checks `t` (also written at `file`): the inconsistent rounds.
    ///
    /// # Errors
    /// The checker itself failed (could not run, unreadable output).
    fn check(&self, t: &Tournament, file: &Path) -> Result<Vec<Finding>, String>;
}

/// arbitro's own pairings checker for `edition`.
#[must_use]
pub fn arbitro_checker(edition: DutchEdition) -> Box<dyn RoundChecker> {
    Box::new(ArbitroChecker { edition })
}

/// arbitro's checker ([`crate::check`]): re-pairs every round and explains each difference;
/// the explanation used for grouping is the kind and rule of the first finding.
pub(crate) struct ArbitroChecker {
    /// The edition checked against.
    pub edition: DutchEdition,
}

impl RoundChecker for ArbitroChecker {
    fn name(&self) -> String {
        "arbitro".to_owned()
    }

    fn check(&self, t: &Tournament, file: &Path) -> Result<Vec<Finding>, String> {
        let choice = crate::rules::EditionChoice::new(self.edition, crate::rules::EditionReason::Flag);
        let engine = crate::pairing::dutch::DutchEngine { edition: self.edition };
        // A file from another program may carry no initial colour (record 152 / XXC): it is
        // read from the file's first round with colours, as `arbitro check` reads it.
        // Nor the number of rounds (XXR / 142): the last round recorded is the last.
        let mut t = t.clone();
        let _ = crate::check::rounds_from_file(&mut t);
        let initial = crate::pairing::dutch::initial_colour::resolve(&t, None, None, self.edition);
        let report = crate::check::check_tournament(&file.display().to_string(), &t, None, &choice, &initial, &engine);
        Ok(report
            .rounds
            .iter()
            .filter(|r| !r.consistent)
            .map(|r| {
                let explanation = r.findings.first().map_or_else(
                    || format!("{:?}", r.difference),
                    |f| format!("{:?} {}: {}", f.kind, f.rule, r.difference_label()),
                );
                let mut detail: Vec<String> = r.findings.iter().map(|f| f.message.to_string()).collect();
                if let Some(ours) = &r.ours {
                    detail.extend(side_by_side(ours, &r.theirs));
                }
                Finding { round: r.round, explanation, detail }
            })
            .chain(standings_finding(&t))
            .collect())
    }
}

/// arbitro's checker of a system of the house ([`crate::pairing::system`]: Dubov, Burstein, the
/// Swiss Team system …): every round re-paired from the rounds before it; a departing round is
/// grouped by its first criterion.
pub struct SystemChecker(pub &'static dyn crate::pairing::system::SwissSystem);

impl RoundChecker for SystemChecker {
    fn name(&self) -> String {
        format!("arbitro {}", self.0.id())
    }

    fn check(&self, t: &Tournament, _file: &Path) -> Result<Vec<Finding>, String> {
        let mut t = t.clone();
        let _ = crate::check::rounds_from_file(&mut t);
        let family = self.0.family();
        let mut out = Vec::new();
        for n in 1..=t.rounds_recorded() {
            let round = RoundNo(n);
            let recorded = crate::pairing::Pairing::from_tournament(&t, round);
            let cut = t.cut_before(round);
            match self.0.check(&cut, round, &recorded) {
                Ok(v) if v.complies => {}
                Ok(v) => out.push(Finding {
                    round,
                    explanation: v.criterion.map_or_else(|| "departs".to_owned(), |c| format!("{family} {}", c.name)),
                    detail: vec![v.detail.map(|d| d.to_string()).unwrap_or_default()],
                }),
                Err(e) => out.push(Finding {
                    round,
                    explanation: format!("{family}: no pairing"),
                    detail: vec![e.to_string()],
                }),
            }
        }
        Ok(out)
    }
}

/// arbitro's round-robin check ([`crate::pairing::round_robin::check`]): every round against
/// the Berger table, the departures board by board.
pub struct RoundRobinChecker;

impl RoundChecker for RoundRobinChecker {
    fn name(&self) -> String {
        "arbitro round-robin".to_owned()
    }

    fn check(&self, t: &Tournament, file: &Path) -> Result<Vec<Finding>, String> {
        use crate::pairing::round_robin::{Event, check};
        let e = Event::read(t, None, t.rounds_recorded()).map_err(|e| e.to_string())?;
        let report = check::check(&file.display().to_string(), e, t, None);
        Ok(report
            .rounds
            .iter()
            .filter(|r| !r.consistent)
            .map(|r| Finding {
                round: r.round,
                explanation: r.departures.first().map_or_else(String::new, |d| format!("round-robin: {:?}", d.kind)),
                detail: r.departures.iter().map(|d| d.message.to_string()).collect(),
            })
            .collect())
    }
}

/// The standings half of arbitro's check, for a file with a tie-break list (record 212, else
/// 202): one finding when the rank or points column differs from the list's standings.
fn standings_finding(t: &Tournament) -> Option<Finding> {
    use crate::check::standings::{StandingsDifference, check_final};
    use crate::rules::tiebreak_edition::TiebreakEdition;
    let codes = if t.info.standings_tiebreaks.is_empty() { &t.info.tiebreaks } else { &t.info.standings_tiebreaks };
    if codes.is_empty() {
        return None;
    }
    let round = RoundNo(t.rounds_recorded());
    let list = match crate::results::tiebreaks::parse_list(&codes.join(",")) {
        Ok(l) => l,
        Err(e) => {
            return Some(Finding {
                round,
                explanation: "standings: the tie-break list does not read".to_owned(),
                detail: vec![e.to_string()],
            });
        }
    };
    let start = t.info.start.or_else(|| t.info.round_dates.iter().flatten().next().copied());
    let edition = TiebreakEdition::in_force_on(start.unwrap_or_else(crate::rules::today));
    let sc = check_final(t, &list, edition, crate::core::words::Phrase::new("tb-from-records"), edition.phrase());
    let first = sc.differences.first()?;
    let explanation = match first {
        StandingsDifference::Points { .. } => "standings: points column differs".to_owned(),
        StandingsDifference::Order { separation, .. } => {
            format!("standings: rank column differs (separated by {})", separation.criterion)
        }
        StandingsDifference::Rank { .. } => "standings: rank column differs".to_owned(),
    };
    Some(Finding { round, explanation, detail: sc.differences.iter().map(StandingsDifference::message).collect() })
}

/// A checker made from any [`Pairer`]: for each round r, the tournament is cut before r
/// (C.04.A A.4: "rebuild the tournament, pair the round") and re-paired; the result is
/// compared with the recorded round, pair by pair and colour by colour.
pub struct PairerChecker {
    /// Name in reports.
    pub name: String,
    /// The pairer.
    pub pairer: Box<dyn Pairer + Send + Sync>,
}

fn side_by_side(ours: &Pairing, theirs: &Pairing) -> Vec<String> {
    let rows = |p: &Pairing| -> Vec<String> {
        let mut v: Vec<String> = p.boards.iter().map(|b| format!("{} - {}", b.white, b.black)).collect();
        if let Some(b) = p.bye {
            v.push(format!("{b} - 0"));
        }
        v
    };
    let (a, b) = (rows(ours), rows(theirs));
    let mut out = vec!["  Checker pairings        Tournament pairings".to_owned()];
    for i in 0..a.len().max(b.len()) {
        out.push(format!("  {:<24}{}", a.get(i).map_or("", String::as_str), b.get(i).map_or("", String::as_str)));
    }
    out
}

/// Compares a re-computed pairing with the recorded one; `None` when they agree.
#[must_use]
pub fn compare(ours: &Pairing, theirs: &Pairing) -> Option<Finding> {
    let explanation = if ours.bye != theirs.bye {
        "different pairing-allocated bye"
    } else if ours.pairs() != theirs.pairs() {
        "different pairs"
    } else {
        let mut a: Vec<_> = ours.boards.iter().map(|b| (b.white, b.black)).collect();
        let mut b: Vec<_> = theirs.boards.iter().map(|b| (b.white, b.black)).collect();
        a.sort();
        b.sort();
        if a == b {
            return None;
        }
        "same pairs, different colours"
    };
    Some(Finding { round: ours.round, explanation: explanation.to_owned(), detail: side_by_side(ours, theirs) })
}

impl RoundChecker for PairerChecker {
    fn name(&self) -> String {
        self.name.clone()
    }
    fn check(&self, t: &Tournament, _file: &Path) -> Result<Vec<Finding>, String> {
        let mut out = Vec::new();
        for r in 1..=t.rounds_recorded() {
            let round = RoundNo(r);
            let theirs = Pairing::from_tournament(t, round);
            match self.pairer.pair(&t.cut_before(round), round) {
                Ok(ours) => out.extend(compare(&ours, &theirs)),
                Err(PairingError::NoValidPairing { reason, .. }) => out.push(Finding {
                    round,
                    explanation: "the checker finds no valid pairing".to_owned(),
                    detail: vec![reason.to_string()],
                }),
                Err(PairingError::Input(m)) => return Err(m.to_string()),
            }
        }
        Ok(out)
    }
}

/// An external checker (`--engine 'CMD {in} -c'`) whose output has the bbpPairings layout.
pub struct ExternalChecker {
    /// The command.
    pub command: CommandTemplate,
}

impl RoundChecker for ExternalChecker {
    fn name(&self) -> String {
        self.command.words.first().map_or_else(String::new, |w| {
            Path::new(w).file_name().map_or_else(|| w.clone(), |n| n.to_string_lossy().into_owned())
        })
    }
    fn check(&self, _t: &Tournament, file: &Path) -> Result<Vec<Finding>, String> {
        let (code, stdout, stderr) = self.command.run(file, None)?;
        let rounds = parse_checker_output(&stdout);
        if rounds.is_empty() && code != 0 {
            return Err(format!("exit {code}: {}", stderr.trim()));
        }
        Ok(rounds
            .into_iter()
            .filter(|r| !r.discrepancy.is_empty())
            .map(|r| {
                let explanation = if r.discrepancy.iter().any(|l| l.contains("No valid pairing")) {
                    "the external checker finds no valid pairing"
                } else {
                    "the external checker pairs the round differently"
                };
                Finding { round: r.round, explanation: explanation.to_owned(), detail: r.discrepancy }
            })
            .collect())
    }
}

/// What a campaign does.
pub struct CampaignConfig {
    /// The profile.
    pub profile: Profile,
    /// The profile's name as given (built-in name or file).
    pub profile_label: String,
    /// Who pairs the rounds (for the report), e.g. `arbitro (dutch-2026)`.
    pub pairer_name: String,
    /// Number of tournaments.
    pub count: usize,
    /// Seed of the first tournament (tournament i uses seed + i).
    pub seed: u64,
    /// Output format of the files.
    pub version: TrfVersion,
    /// Worker threads.
    pub workers: usize,
    /// Where scratch files go.
    pub scratch: PathBuf,
    /// Where discrepant (and failed) tournaments are kept, if anywhere.
    pub keep: Option<PathBuf>,
    /// The slice of the seed range this run covers (`--shard I/N`); all of it when `None`.
    pub shard: Option<Shard>,
    /// Tournaments (index ranges, end excluded) already done by an earlier run (`--resume`).
    pub skip: Vec<[usize; 2]>,
    /// Another program's generator makes (and pairs) the tournaments instead of arbitro's.
    pub generator: Option<super::external::ExternalGenerator>,
}

/// The I-th of N deterministic slices of a campaign's tournaments (`--shard I/N`): indices
/// `⌊(I−1)·count/N⌋ .. ⌊I·count/N⌋`, so the N slices cover the campaign exactly once and
/// tournament i is `generate --seed S+i` whichever shard runs it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Shard {
    /// I, from 1.
    pub index: usize,
    /// N.
    pub of: usize,
    /// First tournament index of the slice.
    pub first: usize,
    /// One past the last index.
    pub end: usize,
}

impl Shard {
    /// Parses `I/N` for a campaign of `count` tournaments.
    ///
    /// # Errors
    /// Not `I/N` with 1 ≤ I ≤ N.
    pub fn parse(text: &str, count: usize) -> Result<Shard, String> {
        let bad = || format!("--shard: expected I/N with 1 ≤ I ≤ N (e.g. 3/8), found '{text}'");
        let (i, n) = text.split_once('/').ok_or_else(bad)?;
        let index: usize = i.trim().parse().map_err(|_| bad())?;
        let of: usize = n.trim().parse().map_err(|_| bad())?;
        if index == 0 || of == 0 || index > of {
            return Err(bad());
        }
        let at = |k: usize| usize::try_from(k as u128 * count as u128 / of as u128).unwrap_or(count);
        Ok(Shard { index, of, first: at(index - 1), end: at(index) })
    }

    /// The flag that names the shard (` --shard I/N`).
    #[must_use]
    pub fn flag(&self) -> String {
        format!(" --shard {}/{}", self.index, self.of)
    }
}

/// Sorted, merged index ranges (end excluded) covering `indices`.
#[must_use]
pub fn ranges(indices: impl IntoIterator<Item = usize>) -> Vec<[usize; 2]> {
    let mut v: Vec<usize> = indices.into_iter().collect();
    v.sort_unstable();
    v.dedup();
    let mut out: Vec<[usize; 2]> = Vec::new();
    for i in v {
        match out.last_mut() {
            Some(r) if r[1] == i => r[1] = i + 1,
            _ => out.push([i, i + 1]),
        }
    }
    out
}

fn normalise(mut v: Vec<[usize; 2]>) -> Vec<[usize; 2]> {
    v.sort_unstable();
    let mut out: Vec<[usize; 2]> = Vec::new();
    for r in v.into_iter().filter(|r| r[0] < r[1]) {
        match out.last_mut() {
            Some(last) if last[1] >= r[0] => last[1] = last[1].max(r[1]),
            _ => out.push(r),
        }
    }
    out
}

fn inside(ranges: &[[usize; 2]], i: usize) -> bool {
    ranges.iter().any(|r| (r[0]..r[1]).contains(&i))
}

/// How one tournament of a campaign ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "status", rename_all = "snake_case")]
pub enum Status {
    /// Every checker agrees with every round.
    Consistent,
    /// At least one checker disagrees with at least one round.
    Discrepant,
    /// The tournament could not be generated.
    NotGenerated {
        /// Why.
        reason: String,
    },
    /// A checker failed to run.
    CheckFailed {
        /// Why.
        reason: String,
    },
}

/// One tournament of a campaign.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TournamentOutcome {
    /// Index in the campaign (0-based).
    pub index: usize,
    /// Its seed.
    pub seed: u64,
    /// Players and rounds (0 when not generated).
    pub players: usize,
    /// Rounds.
    pub rounds: u16,
    /// How it ended.
    #[serde(flatten)]
    pub status: Status,
    /// Findings, each with the checker's name.
    pub findings: Vec<CheckerFinding>,
    /// Where the tournament was kept, if it was.
    pub file: Option<String>,
}

/// A group of discrepancies with the same explanation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Group {
    /// `checker: explanation`, or `not generated: reason`.
    pub explanation: String,
    /// Number of rounds (findings) or tournaments (failures).
    pub count: usize,
    /// Indices of the tournaments concerned.
    pub tournaments: Vec<usize>,
}

/// Bands of field sizes in a campaign's census (lower bounds).
pub const PLAYER_BANDS: [u16; 7] = [0, 51, 101, 151, 301, 701, 1501];

/// What the tournaments of a campaign were like: sizes, rounds, scoring, and the entries
/// that make pairing hard (forfeits, byes, absences, withdrawals), summed over every file
/// checked.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Census {
    /// Tournaments by players, per band of [`PLAYER_BANDS`].
    pub players: Vec<usize>,
    /// Tournaments by number of rounds.
    pub rounds: BTreeMap<u16, usize>,
    /// Tournaments by points for win, draw and loss (`1-0.5-0`, `3-1-0`).
    pub scoring: BTreeMap<String, usize>,
    /// Tournaments with accelerated pairings (XXA / 250).
    pub accelerated: usize,
    /// Games played over the board.
    pub games: u64,
    /// Forfeited games (counted once per game).
    pub forfeits: u64,
    /// Half-point byes (H).
    pub half_point_byes: u64,
    /// Zero-point byes and absences (Z, or a blank round).
    pub absences: u64,
    /// Pairing-allocated byes.
    pub pabs: u64,
    /// Players who took part and were absent from some round to the last (withdrawals).
    pub withdrawals: u64,
}

impl Census {
    /// The census of one tournament.
    #[must_use]
    pub fn of(t: &Tournament) -> Census {
        use crate::tournament::ResultCode as R;
        let mut c = Census { players: vec![0; PLAYER_BANDS.len()], ..Census::default() };
        let n = u16::try_from(t.players.len()).unwrap_or(u16::MAX);
        let band = PLAYER_BANDS.iter().rposition(|&b| n >= b).unwrap_or(0);
        c.players[band] = 1;
        let rounds = t.rounds_recorded();
        c.rounds.insert(rounds, 1);
        let pts = |p: Points| {
            let s = p.to_string();
            s.strip_suffix(".0").map_or_else(|| s.clone(), str::to_owned)
        };
        c.scoring.insert(format!("{}-{}-{}", pts(t.scoring.win()), pts(t.scoring.draw()), pts(t.scoring.loss())), 1);
        c.accelerated = usize::from(!t.acceleration.is_empty());
        for p in &t.players {
            for r in 1..=rounds {
                let e = p.entry(RoundNo(r));
                match e.result {
                    _ if e.is_played_game() => c.games += 1,
                    R::ForfeitWin | R::ForfeitLoss if e.opponent.is_some_and(|o| o > p.tpn) => c.forfeits += 1,
                    R::ForfeitWin | R::ForfeitLoss => {}
                    R::HalfPointBye => c.half_point_byes += 1,
                    R::PairingAllocatedBye => c.pabs += 1,
                    R::ZeroPointBye | R::Blank => c.absences += 1,
                    _ => {}
                }
            }
            let last = (1..=rounds).rev().take_while(|&r| !p.entry(RoundNo(r)).took_part_in_pairing()).count();
            let took_part = (1..=rounds).any(|r| p.entry(RoundNo(r)).took_part_in_pairing());
            if last > 0 && took_part && usize::from(rounds) > last {
                c.withdrawals += 1;
            }
        }
        c.games /= 2;
        c
    }

    /// Adds `other` to this census.
    pub fn add(&mut self, other: &Census) {
        self.players.resize(PLAYER_BANDS.len().max(self.players.len()), 0);
        for (i, v) in other.players.iter().enumerate() {
            if let Some(x) = self.players.get_mut(i) {
                *x += v;
            }
        }
        for (k, v) in &other.rounds {
            *self.rounds.entry(*k).or_default() += v;
        }
        for (k, v) in &other.scoring {
            *self.scoring.entry(k.clone()).or_default() += v;
        }
        self.accelerated += other.accelerated;
        self.games += other.games;
        self.forfeits += other.forfeits;
        self.half_point_byes += other.half_point_byes;
        self.absences += other.absences;
        self.pabs += other.pabs;
        self.withdrawals += other.withdrawals;
    }

    /// The census as Markdown lines.
    #[must_use]
    pub fn markdown(&self) -> String {
        let mut s = String::new();
        let bands: Vec<String> = self
            .players
            .iter()
            .enumerate()
            .filter(|(_, v)| **v > 0)
            .map(|(i, v)| {
                let lo = PLAYER_BANDS[i].max(2);
                match PLAYER_BANDS.get(i + 1) {
                    Some(&hi) => format!("{lo}–{}: {v}", hi - 1),
                    None => format!("{lo} and more: {v}"),
                }
            })
            .collect();
        s.push_str(&format!("| players | {} |\n", bands.join(", ")));
        let rounds: Vec<String> = self.rounds.iter().map(|(r, v)| format!("{r}: {v}")).collect();
        s.push_str(&format!("| rounds | {} |\n", rounds.join(", ")));
        let scoring: Vec<String> = self.scoring.iter().map(|(k, v)| format!("{k}: {v}")).collect();
        s.push_str(&format!("| scoring (win-draw-loss) | {} |\n", scoring.join(", ")));
        s.push_str(&format!("| accelerated | {} |\n", self.accelerated));
        s.push_str(&format!(
            "| games, forfeits, half-point byes, absences, PABs, withdrawals | {}, {}, {}, {}, {}, {} |\n",
            self.games, self.forfeits, self.half_point_byes, self.absences, self.pabs, self.withdrawals
        ));
        s
    }
}

/// The result of a campaign. JSON: this struct as is.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct CampaignReport {
    /// arbitro's version.
    pub arbitro: String,
    /// The command that reproduces this report.
    pub command: String,
    /// The campaign it belongs to: the command without `--shard`, `--resume` and `--report`
    /// (shards and resumed runs of one campaign have the same; empty in older reports).
    #[serde(default)]
    pub campaign: String,
    /// The slice this report covers, when it is one shard.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shard: Option<Shard>,
    /// Tournament indices finished (ranges, end excluded): what `--resume` skips.
    #[serde(default)]
    pub done: Vec<[usize; 2]>,
    /// Profile name.
    pub profile: String,
    /// Who paired the rounds.
    pub pairer: String,
    /// Who made the tournaments, when another program's generator did (empty: arbitro's).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub generated_by: String,
    /// How arbitro was built (`debug` or `release`): times depend on it.
    pub build: String,
    /// First seed.
    pub seed: u64,
    /// Tournaments asked for (the shard's slice when sharded).
    pub requested: usize,
    /// Tournaments finished (generated and checked, or failed).
    pub completed: usize,
    /// Whether the campaign was interrupted.
    pub cancelled: bool,
    /// Worker threads.
    pub workers: usize,
    /// Wall-clock time, seconds.
    pub elapsed_seconds: f64,
    /// Checkers used.
    pub checkers: Vec<String>,
    /// Tournaments consistent under every checker.
    pub consistent: usize,
    /// Tournaments with at least one discrepancy.
    pub discrepant: usize,
    /// Tournaments that could not be generated.
    pub not_generated: usize,
    /// Tournaments a checker failed on.
    pub check_failed: usize,
    /// Rounds checked in total.
    pub rounds_checked: u64,
    /// What the tournaments checked were like (empty in older reports).
    #[serde(default)]
    pub census: Census,
    /// Groups by explanation, largest first.
    pub groups: Vec<Group>,
    /// Every tournament that was not consistent, by index.
    pub problems: Vec<TournamentOutcome>,
}

fn keep_file(keep: Option<&Path>, index: usize, seed: u64, bytes: &[u8]) -> Option<String> {
    let dir = keep?;
    std::fs::create_dir_all(dir).ok()?;
    let path = kept_path(dir, index, seed);
    std::fs::write(&path, bytes).ok()?;
    Some(path.display().to_string())
}

fn one(
    cfg: &CampaignConfig,
    index: usize,
    pairer: &(dyn Pairer + Sync),
    checkers: &[Box<dyn RoundChecker>],
) -> (TournamentOutcome, u64, Census) {
    let seed = cfg.seed.wrapping_add(index as u64);
    let mut outcome = TournamentOutcome {
        index,
        seed,
        players: 0,
        rounds: 0,
        status: Status::Consistent,
        findings: Vec::new(),
        file: None,
    };
    let bytes = if let Some(generator) = &cfg.generator {
        match generator.generate(&cfg.profile, seed, &cfg.scratch) {
            Ok(b) => b,
            Err(reason) => {
                let (players, rounds, _) = super::external::rtg_config(&cfg.profile, seed);
                outcome.findings.push(CheckerFinding {
                    checker: "generator".to_owned(),
                    finding: Finding {
                        round: RoundNo(0),
                        explanation: reason.lines().next().unwrap_or("").to_owned(),
                        detail: vec![reason.clone()],
                    },
                });
                outcome.status = Status::NotGenerated { reason };
                outcome.players = usize::from(players);
                outcome.rounds = rounds;
                return (outcome, 0, Census::default());
            }
        }
    } else {
        let g = match generate_partial(&cfg.profile, seed, pairer) {
            (g, None) => g,
            (partial, Some(e)) => {
                let reason = match &e {
                    GenerateError::Pairing { error: PairingError::Input(m), .. } => m.to_string(),
                    GenerateError::Pairing { error: PairingError::NoValidPairing { .. }, .. } => {
                        "no valid pairing exists for a round".to_owned()
                    }
                    GenerateError::BadPairing { .. } => "the pairer broke the pairing contract".to_owned(),
                };
                outcome.findings.push(CheckerFinding {
                    checker: "generator".to_owned(),
                    finding: Finding { round: e.round(), explanation: reason.clone(), detail: vec![e.to_string()] },
                });
                outcome.status = Status::NotGenerated { reason };
                outcome.players = partial.tournament.players.len();
                outcome.rounds = partial.tournament.rounds_recorded();
                outcome.file = keep_file(cfg.keep.as_deref(), index, seed, &to_trf(&partial, cfg.version));
                return (outcome, 0, Census::default());
            }
        };
        outcome.players = g.tournament.players.len();
        outcome.rounds = g.tournament.rounds_recorded();
        to_trf(&g, cfg.version)
    };
    let file = scratch_file(&cfg.scratch, "trf");
    if let Err(e) = std::fs::write(&file, &bytes) {
        outcome.status = Status::CheckFailed { reason: format!("cannot write {}: {e}", file.display()) };
        return (outcome, 0, Census::default());
    }
    // Check the file as written, read back: what another program will see.
    let read_back = TrfDocument::from_bytes(&bytes)
        .map_err(|e| e.to_string())
        .and_then(|doc| Tournament::from_trf(&doc).map(|t| (doc, t)).map_err(|e| format!("{e:?}")));
    let (doc, t) = match read_back {
        Ok(x) => x,
        Err(e) => {
            outcome.status = Status::CheckFailed { reason: format!("the generated file does not read back: {e}") };
            outcome.file = keep_file(cfg.keep.as_deref(), index, seed, &bytes);
            let _ = std::fs::remove_file(&file);
            return (outcome, 0, Census::default());
        }
    };
    outcome.players = t.players.len();
    outcome.rounds = t.rounds_recorded();
    let census = Census::of(&t);
    for issue in validate(&t, Some(&doc)) {
        outcome.findings.push(CheckerFinding {
            checker: "validate".to_owned(),
            finding: Finding {
                round: RoundNo(issue.round.unwrap_or(0)),
                explanation: format!("generated file is inconsistent ({:?})", issue.kind),
                detail: vec![format!("line {}, column {}: {}", issue.line, issue.col, issue.message)],
            },
        });
    }
    for c in checkers {
        match c.check(&t, &file) {
            Ok(f) => {
                outcome.findings.extend(f.into_iter().map(|finding| CheckerFinding { checker: c.name(), finding }))
            }
            Err(m) => {
                outcome.status = Status::CheckFailed { reason: format!("{}: {m}", c.name()) };
                break;
            }
        }
    }
    let _ = std::fs::remove_file(&file);
    if outcome.status == Status::Consistent && !outcome.findings.is_empty() {
        outcome.status = Status::Discrepant;
    }
    if outcome.status != Status::Consistent {
        outcome.file = keep_file(cfg.keep.as_deref(), index, seed, &bytes);
    }
    let checked = u64::from(outcome.rounds) * checkers.len() as u64;
    (outcome, checked, census)
}

impl CampaignReport {
    /// Fills what reports written before sharding lack: the campaign (the command without its
    /// `--report`) and, for a run that was not interrupted, `done` = every tournament.
    pub fn upgrade(&mut self) {
        if self.campaign.is_empty() {
            let base = self.command.find(" --report ").map_or(self.command.as_str(), |i| &self.command[..i]);
            self.campaign = base.to_owned();
        }
        if self.done.is_empty() && self.shard.is_none() && !self.cancelled && self.completed == self.requested {
            self.done = vec![[0, self.requested]];
        }
    }
}

/// The kept file of tournament `index` in `dir`.
#[must_use]
pub(crate) fn kept_path(dir: &Path, index: usize, seed: u64) -> PathBuf {
    dir.join(format!("t{index:06}-seed{seed}.trf"))
}

/// Groups the findings and failures of `problems` (in index order) by explanation, largest first.
fn group(problems: &[TournamentOutcome]) -> Vec<Group> {
    let mut groups: BTreeMap<String, Group> = BTreeMap::new();
    for o in problems {
        if let Status::CheckFailed { reason } = &o.status {
            let key = format!("check failed: {}", reason.lines().next().unwrap_or(""));
            let g = groups.entry(key.clone()).or_insert(Group { explanation: key, count: 0, tournaments: vec![] });
            g.count += 1;
            g.tournaments.push(o.index);
        }
        for CheckerFinding { checker, finding: f } in &o.findings {
            let key = format!("{checker}: {}", f.explanation);
            let g = groups.entry(key.clone()).or_insert(Group { explanation: key, count: 0, tournaments: vec![] });
            g.count += 1;
            if g.tournaments.last() != Some(&o.index) {
                g.tournaments.push(o.index);
            }
        }
    }
    let mut groups: Vec<Group> = groups.into_values().collect();
    groups.stable_sort_by(&|a, b| b.count.cmp(&a.count).then(a.explanation.cmp(&b.explanation)));
    groups
}

/// Runs a campaign: the tournaments of `cfg.shard` (all `cfg.count` when `None`) except those
/// in `cfg.skip`. `pairer` pairs the generated rounds (arbitro's engine, or an external
/// program); `checkers` check every finished tournament. `cancel` stops it between
/// tournaments (finished ones are kept); `progress(done, total, problems)` is called after
/// each. `command` is the campaign's command (without `--shard`, `--resume`, `--report`).
pub fn run(
    cfg: &CampaignConfig,
    command: &str,
    pairer: &(dyn Pairer + Sync),
    checkers: &[Box<dyn RoundChecker>],
    cancel: &AtomicBool,
    progress: &(dyn Fn(usize, usize, usize) + Sync),
) -> CampaignReport {
    let started = Instant::now();
    let (first, end) = cfg.shard.map_or((0, cfg.count), |s| (s.first, s.end));
    let todo: Vec<usize> = (first..end).filter(|&i| !inside(&cfg.skip, i)).collect();
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<(TournamentOutcome, u64, Census)>>> = Mutex::new(vec![None; todo.len()]);
    let done = AtomicUsize::new(0);
    let problems = AtomicUsize::new(0);
    let workers = cfg.workers.max(1).min(todo.len().max(1));
    std::thread::scope(|s| {
        for _ in 0..workers {
            s.spawn(|| {
                loop {
                    if cancel.load(Ordering::SeqCst) {
                        break;
                    }
                    let k = next.fetch_add(1, Ordering::SeqCst);
                    let Some(&i) = todo.get(k) else { break };
                    let r = one(cfg, i, pairer, checkers);
                    // A failure that ends after Ctrl-C may be the interrupt itself (the
                    // terminal signals external programs too): not kept.
                    if cancel.load(Ordering::SeqCst) && r.0.status != Status::Consistent {
                        break;
                    }
                    if r.0.status != Status::Consistent {
                        problems.fetch_add(1, Ordering::SeqCst);
                    }
                    if let Ok(mut v) = results.lock() {
                        v[k] = Some(r);
                    }
                    let d = done.fetch_add(1, Ordering::SeqCst) + 1;
                    progress(d, todo.len(), problems.load(Ordering::SeqCst));
                }
            });
        }
    });
    let results = results.into_inner().unwrap_or_default();
    let finished: Vec<(TournamentOutcome, u64, Census)> = results.into_iter().flatten().collect();
    let mut report = CampaignReport {
        arbitro: env!("CARGO_PKG_VERSION").to_owned(),
        command: format!("{command}{}", cfg.shard.map_or_else(String::new, |s| s.flag())),
        campaign: command.to_owned(),
        shard: cfg.shard,
        done: ranges(finished.iter().map(|(o, _, _)| o.index)),
        profile: cfg.profile_label.clone(),
        pairer: cfg.pairer_name.clone(),
        generated_by: cfg.generator.as_ref().map_or_else(String::new, |g| {
            format!("{} (configuration written by arbitro from the profile and each seed)", g.name())
        }),
        build: if cfg!(debug_assertions) { "debug" } else { "release" }.to_owned(),
        seed: cfg.seed,
        requested: end - first,
        completed: finished.len(),
        cancelled: false,
        workers,
        elapsed_seconds: 0.0,
        checkers: checkers.iter().map(|c| c.name()).collect(),
        consistent: 0,
        discrepant: 0,
        not_generated: 0,
        check_failed: 0,
        rounds_checked: 0,
        census: Census::default(),
        groups: Vec::new(),
        problems: Vec::new(),
    };
    for (o, rounds, census) in finished {
        report.rounds_checked += rounds;
        report.census.add(&census);
        match &o.status {
            Status::Consistent => report.consistent += 1,
            Status::Discrepant => report.discrepant += 1,
            Status::NotGenerated { .. } => report.not_generated += 1,
            Status::CheckFailed { .. } => report.check_failed += 1,
        }
        if o.status != Status::Consistent {
            report.problems.push(o);
        }
    }
    report.groups = group(&report.problems);
    report.cancelled = report.completed + (end - first - todo.len()) < report.requested;
    report.elapsed_seconds = (started.elapsed().as_secs_f64() * 10.0).round() / 10.0;
    report
}

/// Joins reports of one campaign — its shards (`--shard I/N`), or a report and the run that
/// resumed it — into one, as if one run had done it all: counts add up, problems and groups
/// come in index order, `done` is the union. When `keep` is given, the kept tournament files
/// are copied there and the report points at the copies. Timings: the sum of the parts'
/// times; workers: the most any part used.
///
/// # Errors
/// Reports of different campaigns or arbitro versions, different shard counts, a shard
/// missing, or two reports covering the same tournament.
pub fn merge(parts: &[CampaignReport], keep: Option<&Path>) -> Result<CampaignReport, String> {
    let Some(head) = parts.first() else { return Err("no report to merge".to_owned()) };
    for p in parts {
        if p.campaign != head.campaign {
            return Err(format!("reports of different campaigns: '{}' and '{}'", head.campaign, p.campaign));
        }
        if p.arbitro != head.arbitro || p.checkers != head.checkers {
            return Err(format!(
                "reports made by different arbitro versions or checkers: {} {:?} and {} {:?}",
                head.arbitro, head.checkers, p.arbitro, p.checkers
            ));
        }
    }
    // Each slice (a shard, or the whole campaign) counts its size once.
    let mut slices: BTreeMap<Option<(usize, usize)>, usize> = BTreeMap::new();
    for p in parts {
        slices.insert(p.shard.map(|s| (s.index, s.of)), p.requested);
    }
    let shard = match slices.keys().collect::<Vec<_>>().as_slice() {
        [one] => one.and_then(|_| head.shard),
        keys => {
            if keys.iter().any(|k| k.is_none()) {
                return Err("cannot merge a whole-campaign report with shard reports".to_owned());
            }
            let of: BTreeSet<usize> = keys.iter().filter_map(|k| k.map(|k| k.1)).collect();
            let Some(&n) = of.iter().next().filter(|_| of.len() == 1) else {
                return Err(format!("shards of different counts: {of:?}"));
            };
            let missing: Vec<String> =
                (1..=n).filter(|i| !slices.contains_key(&Some((*i, n)))).map(|i| format!("{i}/{n}")).collect();
            if !missing.is_empty() {
                return Err(format!("shard(s) {} missing", missing.join(", ")));
            }
            None
        }
    };
    let mut all: Vec<[usize; 2]> = Vec::new();
    for p in parts {
        for r in &p.done {
            if let Some(o) = all.iter().find(|o| o[0] < r[1] && r[0] < o[1]) {
                return Err(format!(
                    "tournaments {}..{} are in two reports (e.g. {}..{})",
                    r[0],
                    r[1] - 1,
                    o[0],
                    o[1] - 1
                ));
            }
            all.push(*r);
        }
    }
    let mut m = head.clone();
    m.shard = shard;
    m.command = format!("{}{}", head.campaign, shard.map_or_else(String::new, |s| s.flag()));
    m.done = normalise(all);
    m.requested = slices.values().sum();
    m.completed = parts.iter().map(|p| p.completed).sum();
    m.workers = parts.iter().map(|p| p.workers).max().unwrap_or(1);
    m.elapsed_seconds = (parts.iter().map(|p| p.elapsed_seconds).sum::<f64>() * 10.0).round() / 10.0;
    m.consistent = parts.iter().map(|p| p.consistent).sum();
    m.discrepant = parts.iter().map(|p| p.discrepant).sum();
    m.not_generated = parts.iter().map(|p| p.not_generated).sum();
    m.check_failed = parts.iter().map(|p| p.check_failed).sum();
    m.rounds_checked = parts.iter().map(|p| p.rounds_checked).sum();
    m.census = Census::default();
    for p in parts {
        m.census.add(&p.census);
    }
    m.problems = parts.iter().flat_map(|p| p.problems.iter().cloned()).collect();
    m.problems.stable_sort_by_key(&|o| o.index);
    if let Some(dir) = keep {
        for o in &mut m.problems {
            let Some(src) = o.file.clone() else { continue };
            let dest = kept_path(dir, o.index, o.seed);
            if Path::new(&src) != dest {
                std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
                std::fs::copy(&src, &dest).map_err(|e| format!("cannot copy {src} to {}: {e}", dest.display()))?;
            }
            o.file = Some(dest.display().to_string());
        }
    }
    m.groups = group(&m.problems);
    m.cancelled = m.done.iter().map(|r| r[1] - r[0]).sum::<usize>() < m.requested;
    Ok(m)
}

/// The report as markdown.
#[must_use]
pub fn markdown(r: &CampaignReport) -> String {
    let mut s = String::new();
    let shard = r.shard.map_or_else(String::new, |s| {
        format!(", shard {}/{} (tournaments {}–{})", s.index, s.of, s.first, s.end.saturating_sub(1))
    });
    s.push_str(&format!("# arbitro RTG campaign: {} × {}{shard}\n\n", r.requested, r.profile));
    s.push_str(&format!("Regenerate with:\n\n```\n{}\n```\n\n", r.command));
    s.push_str("| | |\n|---|---|\n");
    for (k, v) in [
        ("arbitro", r.arbitro.clone()),
        ("profile", r.profile.clone()),
        (
            "tournaments made by",
            if r.generated_by.is_empty() { "arbitro's generator".to_owned() } else { r.generated_by.clone() },
        ),
        ("rounds paired by", r.pairer.clone()),
        ("first seed", r.seed.to_string()),
        ("tournaments requested", r.requested.to_string()),
        ("tournaments completed", format!("{}{}", r.completed, if r.cancelled { " (interrupted)" } else { "" })),
        ("checkers", {
            let mut c = vec!["validate (each file read back)".to_owned()];
            c.extend(r.checkers.iter().map(|x| {
                if x == "arbitro" {
                    "arbitro (pairings; standings of files with a tie-break list)".to_owned()
                } else {
                    x.clone()
                }
            }));
            c.join(", ")
        }),
        ("rounds checked", r.rounds_checked.to_string()),
        ("consistent", r.consistent.to_string()),
        ("discrepant", r.discrepant.to_string()),
        ("not generated", r.not_generated.to_string()),
        ("checker failed", r.check_failed.to_string()),
        ("workers", r.workers.to_string()),
        ("time", format!("{:.1} s ({} build)", r.elapsed_seconds, r.build)),
    ] {
        s.push_str(&format!("| {k} | {v} |\n"));
    }
    if r.census.players.iter().any(|&v| v > 0) {
        s.push_str("\n## The tournaments checked\n\n| | |\n|---|---|\n");
        s.push_str(&r.census.markdown());
    }
    s.push_str("\n## Discrepancies by explanation\n\n");
    if r.groups.is_empty() {
        s.push_str("None.\n");
    } else {
        s.push_str("| explanation | count | tournaments (index) |\n|---|---:|---|\n");
        for g in &r.groups {
            let mut list: Vec<String> = g.tournaments.iter().take(20).map(ToString::to_string).collect();
            if g.tournaments.len() > 20 {
                list.push(format!("… {} more", g.tournaments.len() - 20));
            }
            s.push_str(&format!("| {} | {} | {} |\n", g.explanation, g.count, list.join(", ")));
        }
    }
    if !r.problems.is_empty() {
        s.push_str("\n## Tournaments kept for replay\n\n");
        for o in r.problems.iter().take(200) {
            s.push_str(&format!(
                "### #{} (seed {}, {} players, {} rounds){}\n\n",
                o.index,
                o.seed,
                o.players,
                o.rounds,
                o.file.as_ref().map_or_else(String::new, |f| format!(": `{f}`"))
            ));
            for CheckerFinding { checker: c, finding: f } in o.findings.iter().take(5) {
                s.push_str(&format!("- {c}, round {}: {}\n", f.round, f.explanation));
                if !f.detail.is_empty() {
                    s.push_str("\n```\n");
                    for l in f.detail.iter().take(40) {
                        s.push_str(l);
                        s.push('\n');
                    }
                    s.push_str("```\n");
                }
            }
            if let Status::CheckFailed { reason } = &o.status {
                s.push_str(&format!("- check failed: {reason}\n"));
            }
            s.push('\n');
        }
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pairing::Board;
    use crate::tournament::Tpn;

    fn p(boards: &[(u16, u16)], bye: Option<u16>) -> Pairing {
        Pairing {
            round: RoundNo(3),
            boards: boards.iter().map(|&(w, b)| Board { white: Tpn(w), black: Tpn(b) }).collect(),
            bye: bye.map(Tpn),
        }
    }

    /// Every system of the house, through the one campaign checker: its own engine's
    /// tournaments (the club profile with the system put in) are consistent, and the same
    /// tournament with two players of a round exchanged is not.
    #[test]
    fn every_system_of_the_house_checks_its_own_tournaments_and_flags_an_exchange() {
        let yaml = super::super::profile::BUILT_IN.iter().find(|(n, _)| *n == "club-open").map(|(_, y)| *y).unwrap();
        for sys in crate::pairing::registry::house_systems() {
            let mut profile = super::super::profile::Profile::from_yaml(yaml, "club-open").unwrap();
            profile.system = super::super::profile::System::House(*sys);
            profile.players = super::super::profile::Span::Range([12, 16]);
            profile.rounds = super::super::profile::Span::Fixed(5);
            let pairer = sys.pairer(None);
            let g = super::super::simulate::generate(&profile, 7, pairer.as_ref()).unwrap();
            let checker = SystemChecker(*sys);
            let mut findings = checker.check(&g.tournament, Path::new("x.trf")).unwrap();
            // A round the text cannot decide is refused, not passed (the Double-Swiss penultimate
            // round under reading DS-6): a refusal names its reading and is no departure.
            findings.retain(|f| !f.detail.iter().any(|d| d.starts_with("refused: ") && d.contains("reading DS-")));
            assert!(findings.is_empty(), "{}: {:?}", sys.id(), findings.first().map(|f| &f.detail));
            // Round 3 with the white players of its first two boards exchanged.
            let t = &g.tournament;
            let r = RoundNo(3);
            let mut file = Pairing::from_tournament(t, r);
            let (a, b) = (file.boards[0].white, file.boards[1].white);
            file.boards[0].white = b;
            file.boards[1].white = a;
            let v = sys.check(&t.cut_before(r), r, &file).unwrap();
            assert!(!v.complies && v.criterion.is_some(), "{}: {v:?}", sys.id());
        }
    }

    #[test]
    fn compare_names_the_kind_of_difference() {
        let base = p(&[(1, 2), (3, 4)], Some(5));
        assert_eq!(compare(&base, &p(&[(3, 4), (1, 2)], Some(5))), None, "board order does not matter");
        for (other, want) in [
            (p(&[(1, 2), (3, 4)], Some(4)), "different pairing-allocated bye"),
            (p(&[(1, 3), (2, 4)], Some(5)), "different pairs"),
            (p(&[(2, 1), (3, 4)], Some(5)), "same pairs, different colours"),
        ] {
            let f = compare(&base, &other).unwrap();
            assert_eq!((f.explanation.as_str(), f.round), (want, RoundNo(3)));
            assert!(f.detail[0].contains("Checker pairings"));
        }
    }
}
