//! `arbitro standings FILE --tiebreaks PTS,BH/C1,BH,SB,DE`: standings with tie-breaks under
//! the C.07 edition in force (2024 or 2026) or the seed's C.02 virtual-opponent rules.

use super::input::LangFlag;
use super::{CliError, ExitStatus, Loaded, load_tournament_in};
pub(crate) use crate::app::standings::{tiebreak_list, tiebreak_rules};
use crate::core::words::{Lang, Phrase};
use crate::report::{standings as render, to_json};
use crate::results::tiebreaks::{self, Code, TbOptions, compare};
use crate::rules::tiebreak_edition::TiebreakEdition;
use clap::ValueEnum;
use std::io::Write;
use std::path::PathBuf;

/// The rating of an unrated player for rating-based tie-breaks under the rules before C.07
/// (seed 004 l. 401).
pub const SEED_UNRATED: u16 = 1000;

/// Output formats of `standings`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// Readable table.
    Text,
    /// JSON.
    Json,
    /// One tab-separated row per player: TPN, rank, one column per tie-break.
    Tsv,
}

/// Arguments of `standings`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The TRF file (or, instead, a quick-entry exercise: `--game` for each round).
    #[arg(required_unless_present = "game")]
    pub file: Option<PathBuf>,
    /// Quick entry of a tie-break exercise: one round, `OPPONENT-SCORE:RESULT[:RATING][:w|b]`
    /// (`5.5:1`, `4.5:=:2033`, `2:1:-:b`, `3:+` a forfeit win) or a bye `H`, `F`, `U`, `Z`;
    /// repeat for each round, in order. Colours alternate from White unless given.
    #[arg(long, conflicts_with = "file", allow_hyphen_values = true)]
    pub game: Vec<String>,
    /// Quick entry: the player's rating (RTNG, TPR against him …).
    #[arg(long, conflicts_with = "file", requires = "game")]
    pub rating: Option<u16>,
    /// Quick entry: the date of the event (`YYYY-MM-DD`), which chooses the C.07 edition (default: today).
    #[arg(long, conflicts_with = "file", requires = "game")]
    pub date: Option<String>,
    /// Tie-break list, e.g. `PTS,BH/C1,BH,SB,DE` (default: TRF-2026 record 212, else 202).
    #[arg(long, short = 't')]
    pub tiebreaks: Option<String>,
    /// Rules: `2026`, `2024` (C.07) or `seed` (C.02 virtual opponent); default by start date.
    #[arg(long)]
    pub rules: Option<String>,
    /// Standings after this round (default: the last round recorded).
    #[arg(long, short = 'r')]
    pub round: Option<u16>,
    /// Number of rounds of the tournament: FB replaces only its final round (default: XXR/142, else rounds recorded).
    #[arg(long)]
    pub total_rounds: Option<u16>,
    /// Treat the event as pre-determined pairings (round-robin, C.07 Art. 15).
    #[arg(long, conflicts_with = "swiss")]
    pub round_robin: bool,
    /// Treat the event as a Swiss (C.07 Art. 16) even if the file says round-robin.
    #[arg(long)]
    pub swiss: bool,
    /// Rating given to unrated players for rating-based tie-breaks (default: 1000 under the
    /// rules before C.07, `--rules seed`, as seed 004 l. 401 says; left out under C.07).
    #[arg(long)]
    pub unrated: Option<u16>,
    /// Print how every figure was obtained.
    #[arg(long)]
    pub explain: bool,
    /// With --explain: only this player (TPN); may be repeated.
    #[arg(long)]
    pub player: Vec<u16>,
    /// Compare with another program's figures: a TRF (ranks, points) or a CSV/TSV table.
    #[arg(long)]
    pub against: Option<PathBuf>,
    /// Team standings from the 310 records: match points, game points, team tie-breaks
    /// (`MP,GP,DE,EMGSB,BH:MP/C1,KS,WIN` …); also when record 192 names a team event.
    #[arg(long)]
    pub teams: bool,
    /// With --teams: match points for a won, drawn and lost match, e.g. `3,1,0` (default: record 362, else 2,1,0).
    #[arg(long)]
    pub match_points: Option<String>,
    /// With --teams: what ranks first, `mp` (match points) or `gp` (game points); default: record 192, else mp.
    #[arg(long)]
    pub primary: Option<String>,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    /// Language of the report.
    #[command(flatten)]
    pub lang: LangFlag,
}

/// Runs `standings`.
///
/// # Errors
/// Unreadable input, an unknown tie-break code or modifier, a bad `--rules` value.
pub fn run(a: &Args) -> Result<ExitStatus, CliError> {
    let lang = a.lang.lang();
    let (loaded, file) = match &a.file {
        Some(f) => (load_tournament_in(f, lang)?, f.clone()),
        None => (quick_entry(a, lang)?, PathBuf::from("<quick entry>")),
    };
    let quick = a.file.is_none();
    let file = file.as_path();
    if !quick && (a.teams || super::team_standings::declares_team_event(&loaded.tournament)) {
        return super::team_standings::run(a, file, &loaded);
    }
    if a.match_points.is_some() || a.primary.is_some() {
        return Err(CliError::Other(Phrase::new("standings-error-team-flags").say(lang)));
    }
    let t = &loaded.tournament;
    let list = tiebreak_list(file, &loaded, a.tiebreaks.as_deref(), lang)?.map(|x| x.0).unwrap_or_default();
    let mut choice = tiebreak_rules(a.rules.as_deref(), "--rules", t, lang)?;
    if quick {
        choice.reason = choice.reason.as_typed(a.date.as_deref());
    }
    let recorded = t.rounds_recorded();
    let rounds = a.round.unwrap_or(recorded);
    if rounds > recorded || (rounds == 0 && a.round.is_some()) {
        return Err(CliError::Other(
            Phrase::new("standings-error-round")
                .arg("file", file.display().to_string())
                .arg("round", rounds)
                .arg("recorded", recorded)
                .say(lang),
        ));
    }
    super::ensure_results_valid(file, t, &loaded.doc, rounds, Phrase::new("report-standings"), lang)?;
    if quick {
        if a.teams {
            return Err(CliError::Other(Phrase::new("standings-error-quick-teams").say(lang)));
        }
        if let Some(tb) =
            list.iter().find(|tb| matches!(tb.code, Code::De | Code::Aob | Code::Fb | Code::Apro | Code::Appo))
        {
            return Err(CliError::Other(
                Phrase::new("standings-error-quick-tiebreak").arg("tiebreak", tb.to_string()).say(lang),
            ));
        }
    }
    let total_rounds = a.total_rounds.or(t.planned_rounds).unwrap_or(recorded).max(rounds);
    let round_robin = if a.swiss { false } else { a.round_robin || t.declares_round_robin() };
    // Under the rules before C.07 an unrated opponent counts at 1000 for the rating-based
    // tie-breaks (seed 004 l. 401: "solo a efectos de desempate, que se suponga que su Elo es
    // de 1000"); C.07 (Art. 10 preamble) leaves it to the regulations: `--unrated`.
    let unrated = a.unrated.or((choice.edition == TiebreakEdition::Seed).then_some(SEED_UNRATED));
    let opts = TbOptions { edition: choice.edition, round_robin, rounds, total_rounds, unrated };
    let mut s = tiebreaks::standings(t, &list, opts);
    if quick {
        // The exercise is about its player (number 1), not the players made up for it.
        // Its rank among them means nothing: rank 0 is shown as none.
        s.rows.retain(|r| r.tpn == crate::tournament::Tpn(1));
        for r in &mut s.rows {
            r.rank = 0;
        }
    }
    let mut warnings = vec![];
    if round_robin
        && choice.edition == TiebreakEdition::C07y2026
        && list.iter().any(|tb| matches!(tb.code, Code::Bh | Code::Fb | Code::Aob))
    {
        warnings.push(Phrase::new("standings-warning-buchholz-round-robin"));
    }
    let rating_based = list
        .iter()
        .any(|tb| matches!(tb.code, Code::Aro | Code::Tpr | Code::Ptp | Code::Apro | Code::Appo | Code::Rtng));
    if rating_based && a.unrated.is_none() && unrated.is_some() && t.players.iter().any(|p| p.fide_rating().is_none()) {
        warnings.push(
            Phrase::new("standings-warning-unrated-seed")
                .arg("edition", choice.edition.phrase())
                .arg("rating", SEED_UNRATED),
        );
    }
    if rating_based && unrated.is_none() && t.players.iter().any(|p| p.fide_rating().is_none()) {
        warnings.push(Phrase::new("standings-warning-unrated"));
    }
    if list.is_empty() {
        warnings.push(Phrase::new("standings-warning-no-tiebreaks"));
    }
    let mut status = ExitStatus::Ok;
    let out = if let Some(other) = &a.against {
        let diffs = if other.extension().is_some_and(|x| x.eq_ignore_ascii_case("trf") || x.eq_ignore_ascii_case("txt"))
        {
            let o = load_tournament_in(other, lang)?;
            compare::against_trf(&s, &o.tournament)
        } else {
            let text = std::fs::read_to_string(other).map_err(|e| {
                CliError::io(Phrase::new("error-cannot-read").arg("file", other.display().to_string()).say(lang), e)
            })?;
            compare::against_table(&s, t, &text)
                .map_err(|e| CliError::Input(format!("{}: {}", other.display(), e.0.say(lang))))?
        };
        if !diffs.is_empty() {
            status = ExitStatus::Findings;
        }
        match a.format {
            Format::Json => to_json(&diffs),
            _ => render::differences(&diffs, &other.display().to_string(), lang),
        }
    } else {
        match a.format {
            Format::Text => {
                let mut head = Phrase::new("standings-title").arg("rules", choice.phrase()).say(lang);
                for w in &warnings {
                    head.push('\n');
                    head.push_str(&Phrase::new("warning").arg("warning", w.clone()).say(lang));
                }
                render::text(&s, &head, a.explain, &a.player, lang)
            }
            Format::Tsv => {
                for w in &warnings {
                    eprintln!("arbitro: {}", Phrase::new("warning").arg("warning", w.clone()).say(lang));
                }
                render::tsv(&s)
            }
            Format::Json => to_json(&serde_json::json!({ "rules": choice, "warnings": warnings, "standings": s })),
        }
    };
    std::io::stdout().write_all(out.as_bytes())?;
    Ok(status)
}

/// The tournament of a quick-entry tie-break exercise (`--game` for each round).
fn quick_entry(a: &Args, lang: Lang) -> Result<Loaded, CliError> {
    use crate::tournament::tiebreak_exercise::{TiebreakExercise, TiebreakRound};
    let rounds = a
        .game
        .iter()
        .map(|g| TiebreakRound::parse(g))
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| CliError::Other(format!("--game {}", e.say(lang))))?;
    let ex =
        TiebreakExercise { rating: a.rating, start: super::input::exercise_date(a.date.as_deref(), lang)?, rounds };
    let text = ex.to_trf().map_err(|e| CliError::Other(format!("--game: {}", e.say(lang))))?;
    super::input::load_exercise_text(&text)
}
