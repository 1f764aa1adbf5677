//! Round-robin commands: `pair` and `check` on a round-robin (record 192, record 092,
//! `--system round-robin` or `--cycles N`), `berger N [--round R]` and `varma`.

use super::{CliError, ExitStatus, Loaded};
use crate::core::words::{Lang, Phrase};
use crate::pairing::Pairing;
use crate::pairing::round_robin::{self as rr, BergerTable, Event, Schedule, varma};
use crate::tournament::{RoundNo, Tournament, Tpn};
use serde::Serialize;
use std::io::Write;
use std::path::{Path, PathBuf};

/// Whether the command works on a round-robin: `--rules`/`--system`, else `--cycles`, else the
/// file.
#[must_use]
pub fn is_round_robin(rules: Option<super::swiss::SystemRules>, cycles: Option<u16>, t: &Tournament) -> bool {
    match rules {
        Some(r) => r.is_round_robin(),
        None => cycles.is_some() || rr::event::declared(t),
    }
}

/// The cycles: `--cycles`, else the name given to `--rules` (`double-round-robin`), else none
/// (read from the file).
#[must_use]
pub fn cycles(rules: Option<super::swiss::SystemRules>, flag: Option<u16>) -> Option<u16> {
    flag.or(match rules {
        Some(super::swiss::SystemRules::RoundRobin(c)) => c,
        _ => None,
    })
}

/// Reads the event, the error placed at the file, in `lang`.
fn event(path: &Path, t: &Tournament, cycles: Option<u16>, through: u16, lang: Lang) -> Result<Event, CliError> {
    Event::read(t, cycles, through)
        .map_err(|e| CliError::Input(format!("{}: round-robin: {}", path.display(), e.say(lang))))
}

#[derive(Serialize)]
struct JsonBoard {
    board: usize,
    white: u16,
    black: u16,
}

#[derive(Serialize)]
struct JsonPair<'a> {
    round: u16,
    system: &'static str,
    table_size: u16,
    table_round: u16,
    cycle: u16,
    colours_reversed: bool,
    cycles: &'a rr::event::Cycles,
    numbers: &'a rr::numbers::PairingNumbers,
    boards: Vec<JsonBoard>,
    /// The player drawn against the dummy: no game.
    no_game: Option<u16>,
    notes: Vec<Phrase>,
}

/// What `checklist` needs from its arguments.
pub struct ChecklistRequest<'a> {
    /// The file.
    pub file: &'a Path,
    /// `--round`.
    pub round: Option<u16>,
    /// The cycles the name given to `--rules` fixes.
    pub cycles: Option<u16>,
    /// JSON instead of text.
    pub json: bool,
    /// The language of the list and its errors.
    pub lang: crate::core::words::Lang,
}

/// A player's row of a round-robin's check-list.
#[derive(Serialize)]
struct ChecklistRow {
    tpn: u16,
    /// The number drawn in the Berger table.
    table_number: u16,
    score: crate::tournament::Points,
    /// Colour per earlier round: `W`, `B`, or `-` when no game was played.
    colours: String,
    /// The table's opponent this round (`None`: drawn against the dummy, no game).
    opponent: Option<u16>,
    /// The table's colour this round.
    colour: Option<crate::tournament::Colour>,
}

#[derive(Serialize)]
struct ChecklistJson<'a> {
    round: u16,
    system: &'static str,
    table_size: u16,
    cycles: &'a rr::event::Cycles,
    players: Vec<ChecklistRow>,
}

/// `checklist` on a round-robin: each player, by starting rank, with the number drawn, the score,
/// the colours so far, and the opponent and colour the Berger table gives this round (C.05
/// Annex 1) — what an arbiter checks a round-robin's round against.
///
/// # Errors
/// A round outside the event; numbers that fit no table.
pub fn checklist(req: &ChecklistRequest<'_>, loaded: &Loaded) -> Result<ExitStatus, CliError> {
    let t = &loaded.tournament;
    let lang = req.lang;
    let round = super::checklist::listed_round(req.file, req.round, t.next_round(), lang)?;
    super::ensure_history_valid(req.file, t, &loaded.doc, round, lang)?;
    let e = event(req.file, t, req.cycles, round.0 - 1, lang)?;
    if round.0 > e.rounds() {
        let refused = Phrase::new("checklist-rr-beyond")
            .arg("round", round.0)
            .arg("rounds", e.rounds())
            .arg("players", e.players)
            .arg("cycles", e.cycles.cycles);
        if req.round.is_some() {
            return Err(CliError::Other(format!("{}: {}", req.file.display(), refused.say(lang))));
        }
        // The file itself is complete: the place is its first player's last round recorded.
        let line = super::input::record_line(&loaded.doc, |r| matches!(r, crate::trf::Record::Player(_)));
        let column = 92 + 10 * usize::from(t.rounds_recorded().saturating_sub(1));
        let at = format!("{}: line {line}, column {column}", req.file.display());
        return Err(CliError::Input(format!("{at}: {}", refused.say(lang))));
    }
    let pairing = rr::pair_round(&e, round).map_err(|x| CliError::Other(x.to_string()))?;
    let cut = t.before_round(round);
    let state = cut.state_at(round);
    let rows: Vec<ChecklistRow> = state
        .players
        .iter()
        .map(|p| {
            let board = pairing.board_of(p.tpn).map(|(_, b)| b);
            ChecklistRow {
                tpn: p.tpn.0,
                table_number: e.numbers.number(p.tpn).map_or(0, |n| n.0),
                score: p.score,
                colours: p.colour_letters(),
                opponent: board.map(|b| if b.white == p.tpn { b.black.0 } else { b.white.0 }),
                colour: board.map(|b| {
                    if b.white == p.tpn { crate::tournament::Colour::White } else { crate::tournament::Colour::Black }
                }),
            }
        })
        .collect();
    let text = if req.json {
        crate::report::to_json(&ChecklistJson {
            round: round.0,
            system: "round-robin",
            table_size: e.table_size,
            cycles: &e.cycles,
            players: rows,
        })
    } else {
        let head = rr::check::head(&e, &req.file.display().to_string());
        let mut out = format!("{}\n", head.say(lang));
        for n in &e.notes {
            out.push_str(&format!("{}\n", Phrase::new("note").arg("note", n.clone()).say(lang)));
        }
        out.push_str(&format!("{}\n", Phrase::new("checklist-house-round").arg("round", round.0).say(lang)));
        let name = |p: u16| -> String {
            t.player(crate::tournament::Tpn(p)).map_or("", |x| x.name.as_str()).chars().take(22).collect()
        };
        let colours = Phrase::new("checklist-colours").say(lang);
        let cw = rows.iter().map(|r| r.colours.chars().count()).max().unwrap_or(0).max(colours.chars().count());
        out.push_str(&format!(
            "{}\n",
            Phrase::new("checklist-rr-heading").arg("colours", format!("{colours:<cw$}")).say(lang)
        ));
        for r in &rows {
            let this = match (r.opponent, r.colour) {
                (Some(o), Some(c)) => crate::report::checklist::colour_letters(lang, &format!("{o:>4} {}", c.upper())),
                _ => Phrase::new("checklist-rr-no-game").say(lang),
            };
            let line = format!(
                "{:>4} {:>4} {:<22} {:>5}  {:<cw$}  {this}",
                r.tpn,
                r.table_number,
                name(r.tpn),
                crate::core::words::decimal(lang, &r.score.to_string()),
                crate::report::checklist::colour_letters(lang, &r.colours),
            );
            out.push_str(line.trim_end());
            out.push('\n');
        }
        out
    };
    std::io::stdout().write_all(text.as_bytes())?;
    Ok(ExitStatus::Ok)
}

/// What `pair` needs from its arguments.
pub struct PairRequest<'a> {
    /// The file.
    pub file: &'a Path,
    /// `--round`.
    pub round: Option<u16>,
    /// `--cycles`.
    pub cycles: Option<u16>,
    /// JSON instead of text.
    pub json: bool,
    /// Markdown (walkthrough only).
    pub markdown: bool,
    /// `--walkthrough`.
    pub walkthrough: bool,
    /// `-p [OUT]`.
    pub pair_list: Option<&'a Path>,
    /// The language of the errors.
    pub lang: crate::core::words::Lang,
}

/// `pair` on a round-robin.
///
/// # Errors
/// A round outside the event, a file that cannot be written.
pub fn pair(req: &PairRequest<'_>, loaded: &Loaded) -> Result<ExitStatus, CliError> {
    let t = &loaded.tournament;
    let round = req.round.map_or_else(|| t.next_round(), RoundNo);
    let lang = req.lang;
    let file = req.file.display().to_string();
    if round.0 == 0 {
        return Err(CliError::Other(Phrase::new("error-round-zero").say(lang)));
    }
    if round.0 > t.rounds_recorded() + 1 {
        let refused = Phrase::new("error-round-not-next")
            .arg("file", file.as_str())
            .arg("round", round.0)
            .arg("recorded", t.rounds_recorded())
            .arg("next", t.rounds_recorded() + 1);
        return Err(CliError::Other(refused.say(lang)));
    }
    super::ensure_history_valid(req.file, t, &loaded.doc, round, req.lang)?;
    let e = event(req.file, t, req.cycles, round.0 - 1, req.lang)?;
    let rounds_line = super::input::record_line(&loaded.doc, |r| matches!(r, crate::trf::Record::Rounds { .. }));
    if round.0 > e.rounds() && req.round.is_none() && rounds_line > 0 {
        // The file itself is complete: its rounds are all recorded.
        let beyond = Phrase::new("error-rr-all-recorded")
            .arg("file", file.as_str())
            .arg("line", rounds_line)
            .arg("rounds", e.rounds())
            .arg("round", round.0)
            .arg("players", e.players)
            .arg("cycles", e.cycles.cycles);
        return Err(CliError::Input(beyond.say(lang)));
    }
    if round.0 > e.rounds() {
        let beyond = Phrase::new("error-rr-beyond")
            .arg("file", file.as_str())
            .arg("round", round.0)
            .arg("rounds", e.rounds())
            .arg("players", e.players)
            .arg("cycles", e.cycles.cycles);
        return Err(CliError::Other(beyond.say(lang)));
    }
    let heading = Phrase::new("rr-pair-heading")
        .arg("odd", e.table_size - 1)
        .arg("size", e.table_size)
        .arg("cycles", e.cycles.cycles)
        .arg("reason", e.cycles.reason.clone());
    let heading = heading.say(req.lang);
    if req.walkthrough {
        if req.pair_list.is_some() {
            return Err(CliError::Other(Phrase::new("error-walkthrough-drop-p").say(lang)));
        }
        let w = rr::walkthrough::walk(&e, t, round)
            .ok_or_else(|| CliError::Other(Phrase::new("error-no-such-round").arg("round", round.0).say(lang)))?;
        let text = if req.json {
            crate::report::to_json(&w)
        } else {
            rr::walkthrough::render(&w, &heading, req.markdown, req.lang)
        };
        std::io::stdout().write_all(text.as_bytes())?;
        return Ok(ExitStatus::Ok);
    }
    if req.markdown {
        return Err(CliError::Other(Phrase::new("error-markdown-walkthrough").say(lang)));
    }
    let pairing = rr::pair_round(&e, round).map_err(|x| CliError::Other(x.to_string()))?;
    let mut notes: Vec<Phrase> = e.notes.clone();
    for (p, code) in rr::engine::absent(t, round) {
        let game = pairing.board_of(p).map_or_else(
            || Phrase::new("empty"),
            |(_, b)| Phrase::new("rr-pair-absent-game").arg("white", b.white.0).arg("black", b.black.0),
        );
        notes.push(
            Phrase::new("rr-pair-absent")
                .arg("player", p.0)
                .arg("round", round.0)
                .arg("code", crate::core::words::result_code(code))
                .arg("game", game),
        );
    }
    if let Some(out) = req.pair_list {
        let text = pairing.pair_list();
        if out.as_os_str() == "-" {
            std::io::stdout().write_all(text.as_bytes())?;
            return Ok(ExitStatus::Ok);
        }
        std::fs::write(out, text.as_bytes()).map_err(|x| {
            CliError::io(Phrase::new("output-cannot-write").arg("file", out.display().to_string()).say(lang), x)
        })?;
        if !req.json {
            return Ok(ExitStatus::Ok);
        }
    }
    let tr = e
        .schedule
        .table_round(&e.table, round.0)
        .ok_or_else(|| CliError::Other(Phrase::new("error-no-such-round").arg("round", round.0).say(lang)))?;
    let text = if req.json {
        crate::report::to_json(&JsonPair {
            round: round.0,
            system: "round-robin",
            table_size: e.table_size,
            table_round: tr.table_round,
            cycle: tr.cycle,
            colours_reversed: tr.reversed,
            cycles: &e.cycles,
            numbers: &e.numbers,
            boards: pairing
                .boards
                .iter()
                .enumerate()
                .map(|(i, b)| JsonBoard { board: i + 1, white: b.white.0, black: b.black.0 })
                .collect(),
            no_game: pairing.bye.map(|b| b.0),
            notes,
        })
    } else {
        table_text(t, &e, &pairing, &heading, tr, &notes, req.lang)
    };
    std::io::stdout().write_all(text.as_bytes())?;
    Ok(ExitStatus::Ok)
}

fn table_text(
    t: &Tournament,
    e: &Event,
    p: &Pairing,
    heading: &str,
    tr: rr::schedule::TableRound,
    notes: &[Phrase],
    lang: Lang,
) -> String {
    let who = |x: Tpn| -> String {
        let name = t.player(x).map_or("", |p| p.name.as_str());
        let no = e.numbers.number(x).map_or(0, |n| n.0);
        format!("{:>4} {:<24} #{:<3}", x.0, name.chars().take(24).collect::<String>(), no)
    };
    let mut s =
        format!("{}\n", Phrase::new("house-pair-round").arg("round", p.round.0).arg("heading", heading).say(lang));
    let cycle =
        if e.cycles.cycles == 2 { Phrase::new("rr-cycle").arg("cycle", tr.cycle) } else { Phrase::new("empty") };
    let line = Phrase::new("rr-pair-table-round")
        .arg("table-round", tr.table_round)
        .arg("cycle", cycle)
        .arg("reversed", if tr.reversed { "yes" } else { "no" });
    s.push_str(&format!("{}\n", line.say(lang)));
    let (board, white, black) = (
        Phrase::new("house-pair-board").say(lang),
        Phrase::new("rr-pair-white").say(lang),
        Phrase::new("house-pair-black").say(lang),
    );
    s.push_str(&format!("{board:>5}  {white:<34}  {black:<34}\n"));
    for (i, b) in p.boards.iter().enumerate() {
        s.push_str(&format!("{:>5}  {}  {}\n", i + 1, who(b.white), who(b.black)));
    }
    if let Some(b) = p.bye {
        let none = Phrase::new("rr-pair-dummy").arg("dummy", e.table_size).say(lang);
        s.push_str(&format!("{:>5}  {}  {none}\n", "", who(b)));
    }
    for n in notes {
        s.push_str(&format!("{}\n", Phrase::new("note").arg("note", n.clone()).say(lang)));
    }
    s
}

/// `check` on a round-robin.
///
/// # Errors
/// A round not recorded; an event that cannot be read.
pub fn check(
    file: &Path,
    loaded: &Loaded,
    cycles: Option<u16>,
    round: Option<u16>,
    format: super::check::CheckFormat,
    lang: crate::core::words::Lang,
) -> Result<ExitStatus, CliError> {
    let t = &loaded.tournament;
    let name = file.display().to_string();
    let recorded = t.rounds_recorded();
    if let Some(r) = round {
        if r == 0 || r > recorded {
            let missing = Phrase::new("show-round-not-recorded").arg("round", r).arg("rounds", recorded);
            return Err(CliError::Other(format!("{name}: {}", missing.say(lang))));
        }
    }
    let e = event(file, t, cycles, recorded, lang)?;
    let report = rr::check::check(&name, e, t, round.map(RoundNo));
    let out = match format {
        super::check::CheckFormat::Json => crate::report::to_json(&report),
        super::check::CheckFormat::Markdown => rr::check::markdown(&report),
        super::check::CheckFormat::Text | super::check::CheckFormat::Bbp => rr::check::text_in(&report, lang),
    };
    std::io::stdout().write_all(out.as_bytes())?;
    Ok(if report.consistent { ExitStatus::Ok } else { ExitStatus::Findings })
}

/// Arguments of `berger`.
#[derive(clap::Args, Debug)]
pub struct BergerArgs {
    /// Number of players (3 or 4 print the table for 3/4, and so on).
    pub players: u16,
    /// Show only this round of the event.
    #[arg(long, short = 'r')]
    pub round: Option<u16>,
    /// Cycles: 2 for a double round-robin (colours reversed in the second cycle, the last two
    /// rounds of the first cycle swapped as the annex recommends).
    #[arg(long, default_value_t = 1)]
    pub cycles: u16,
    /// Output format.
    #[arg(long, value_enum, default_value_t = super::OutputFormat::Text)]
    pub format: super::OutputFormat,
    /// Language of the table and its errors (JSON is the same in both).
    #[command(flatten)]
    pub lang: super::input::LangFlag,
}

#[derive(Serialize)]
struct JsonRound {
    round: u16,
    table_round: u16,
    cycle: u16,
    colours_reversed: bool,
    boards: Vec<rr::TableBoard>,
}

/// `berger N [--round R] [--cycles 2]`: a Berger table as the annex prints it.
///
/// # Errors
/// A size or round outside the table.
pub fn berger(a: &BergerArgs) -> Result<ExitStatus, CliError> {
    let lang = a.lang.lang();
    let table = BergerTable::for_players(a.players).map_err(|e| CliError::Other(e.0.say(lang)))?;
    if !(1..=2).contains(&a.cycles) {
        return Err(CliError::Other(Phrase::new("rr-berger-cycles").arg("cycles", a.cycles).say(lang)));
    }
    let s = Schedule::recommended(a.cycles);
    let all = s.rounds(&table);
    let rounds: Vec<u16> = match a.round {
        Some(r) if r == 0 || r > all => {
            return Err(CliError::Other(Phrase::new("rr-berger-round").arg("round", r).arg("rounds", all).say(lang)));
        }
        Some(r) => vec![r],
        None => (1..=all).collect(),
    };
    let out = match a.format {
        super::OutputFormat::Json => {
            let v: Vec<JsonRound> = rounds
                .iter()
                .filter_map(|&r| {
                    let tr = s.table_round(&table, r)?;
                    Some(JsonRound {
                        round: r,
                        table_round: tr.table_round,
                        cycle: tr.cycle,
                        colours_reversed: tr.reversed,
                        boards: s.boards(&table, r)?,
                    })
                })
                .collect();
            crate::report::to_json(&serde_json::json!({
                "players": a.players, "table_size": table.size, "cycles": a.cycles,
                "dummy": (a.players < table.size).then_some(table.size), "rounds": v
            }))
        }
        super::OutputFormat::Text => {
            let head = Phrase::new("rr-berger-head")
                .arg("odd", table.size - 1)
                .arg("size", table.size)
                .arg("dummy", if a.players < table.size { table.size } else { 0 })
                .arg("double", if a.cycles == 2 { "yes" } else { "no" });
            let mut text = format!("{}\n", head.say(lang));
            let letter = Phrase::new("rr-berger-round-letter").say(lang);
            for r in rounds {
                let boards = s.boards(&table, r).unwrap_or_default();
                let list: Vec<String> = boards.iter().map(ToString::to_string).collect();
                text.push_str(&format!("{letter} {r}: {}.\n", list.join(", ")));
            }
            text
        }
    };
    std::io::stdout().write_all(out.as_bytes())?;
    Ok(ExitStatus::Ok)
}

/// Arguments of `varma`.
#[derive(clap::Args, Debug)]
pub struct VarmaArgs {
    /// A TRF whose players (names, federations) draw; with `--check`, whose starting ranks
    /// are checked as the drawn numbers.
    #[arg(required_unless_present = "federations", conflicts_with = "federations")]
    pub file: Option<PathBuf>,
    /// The players' federations instead of a file, one code per player: `ESP,ESP,FRA,GER,…`.
    #[arg(long, value_delimiter = ',')]
    pub federations: Vec<String>,
    /// Draw the numbers within an envelope by lot from this seed (without it they are listed
    /// in ascending order).
    #[arg(long)]
    pub seed: Option<u64>,
    /// Check the file's starting ranks as a draw against the restrictions instead of drawing.
    #[arg(long, requires = "file")]
    pub check: bool,
    /// Output format.
    #[arg(long, value_enum, default_value_t = super::OutputFormat::Text)]
    pub format: super::OutputFormat,
    /// Language of the draw and its errors (JSON is the same in both).
    #[command(flatten)]
    pub lang: super::input::LangFlag,
}

/// `varma FILE | --federations …`: the restricted draw of C.05 Annex 2.
///
/// # Errors
/// An unreadable file, a field outside 9–24 players, a malformed federation code.
pub fn varma(a: &VarmaArgs) -> Result<ExitStatus, CliError> {
    let entrants: Vec<varma::Entrant> = if let Some(f) = &a.file {
        let loaded = super::load_tournament_in(f, a.lang.lang())?;
        if a.check {
            return varma_check(f, &loaded.tournament, a.format, a.lang.lang());
        }
        loaded
            .tournament
            .players
            .iter()
            .map(|p| varma::Entrant { name: p.name.clone(), federation: p.federation.clone() })
            .collect()
    } else {
        let mut v = Vec::new();
        for (i, f) in a.federations.iter().enumerate() {
            let f = f.trim();
            if f.len() != 3 || !f.chars().all(|c| c.is_ascii_alphabetic()) {
                let refused = Phrase::new("varma-federation").arg("item", i + 1).arg("found", f);
                return Err(CliError::Other(refused.say(a.lang.lang())));
            }
            let code = f.to_ascii_uppercase();
            let k = v.iter().filter(|e: &&varma::Entrant| e.federation == code).count() + 1;
            v.push(varma::Entrant { name: format!("{code} {k}"), federation: code });
        }
        v
    };
    let mut rng = a.seed.map(crate::generator::model::Dice::new);
    let mut lots = |n: usize| match rng.as_mut() {
        Some(d) => usize::try_from(d.below(n as u64)).unwrap_or(0),
        None => 0,
    };
    fits_varma(entrants.len(), a.lang.lang())?;
    let d = varma::draw(&entrants, &mut lots).map_err(|e| CliError::Other(e.to_string()))?;
    let out = match a.format {
        super::OutputFormat::Json => crate::report::to_json(&d),
        super::OutputFormat::Text => varma_text(&d, a.seed.is_some(), a.lang.lang()),
    };
    std::io::stdout().write_all(out.as_bytes())?;
    Ok(ExitStatus::Ok)
}

/// The Varma tables have envelopes for this many players (9 to 24).
///
/// # Errors
/// A field outside them, in `lang`.
fn fits_varma(players: usize, lang: Lang) -> Result<(), CliError> {
    match u16::try_from(players).ok().filter(|&n| varma::envelopes(n).is_ok()) {
        Some(_) => Ok(()),
        None => Err(CliError::Other(Phrase::new("error-varma-players").arg("players", players).say(lang))),
    }
}

fn varma_text(d: &varma::Draw, by_lot: bool, lang: Lang) -> String {
    let head =
        Phrase::new("varma-head").arg("players", d.players).arg("odd", d.table_size - 1).arg("size", d.table_size);
    let mut s = format!("{}\n", head.say(lang));
    for (l, nums) in &d.envelopes {
        let list: Vec<String> = nums.iter().map(ToString::to_string).collect();
        let envelope = Phrase::new("varma-envelope").arg("letter", l.to_string()).say(lang);
        s.push_str(&format!("  {envelope}: ({})\n", list.join(", ")));
    }
    let order = Phrase::new("varma-order").arg("by-lot", if by_lot { "yes" } else { "no" });
    s.push_str(&format!("{}\n", order.say(lang)));
    for x in &d.drawn {
        let envelope = x.envelope.map_or_else(
            || Phrase::new("varma-left-over").say(lang),
            |l| Phrase::new("varma-envelope").arg("letter", l.to_string()).say(lang),
        );
        let number = Phrase::new("varma-number").arg("number", x.number.0).say(lang);
        s.push_str(&format!("{:>3}. {:<28} {}  {envelope}  {number}\n", x.order, x.entrant.name, x.entrant.federation));
    }
    for m in &d.meetings {
        let meet = Phrase::new("varma-meeting")
            .arg("federation", m.federation.as_str())
            .arg("a", m.numbers.0.0)
            .arg("b", m.numbers.1.0)
            .arg("round", m.round)
            .arg("last-three", if m.in_last_three { "yes" } else { "no" });
        s.push_str(&format!("  {}\n", meet.say(lang)));
    }
    for n in &d.notes {
        s.push_str(&format!("{}\n", Phrase::new("note").arg("note", n.clone()).say(lang)));
    }
    s
}

fn varma_check(path: &Path, t: &Tournament, format: super::OutputFormat, lang: Lang) -> Result<ExitStatus, CliError> {
    let players = u16::try_from(t.players.len()).unwrap_or(u16::MAX);
    let numbered: Vec<(String, rr::TableNo)> =
        t.players.iter().map(|p| (p.federation.clone(), rr::TableNo(p.tpn.0))).collect();
    fits_varma(t.players.len(), lang).map_err(|e| CliError::Other(format!("{}: {e}", path.display())))?;
    let problems = varma::check(players, &numbered).map_err(|e| CliError::Other(format!("{}: {e}", path.display())))?;
    let out = match format {
        super::OutputFormat::Json => crate::report::to_json(&serde_json::json!({
            "file": path.display().to_string(), "players": players, "consistent": problems.is_empty(), "problems": problems
        })),
        super::OutputFormat::Text => {
            let head = Phrase::new("varma-check-head").arg("file", path.display().to_string());
            let mut s = format!("{}\n", head.say(lang));
            for p in &problems {
                s.push_str(&format!("  {}\n", p.say(lang)));
            }
            let verdict = if problems.is_empty() { "varma-check-holds" } else { "varma-check-departs" };
            s.push_str(&format!("{}\n", Phrase::new(verdict).say(lang)));
            s
        }
    };
    std::io::stdout().write_all(out.as_bytes())?;
    Ok(if problems.is_empty() { ExitStatus::Ok } else { ExitStatus::Findings })
}
