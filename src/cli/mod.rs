//! The command line: clap definitions, legacy JaVaFo/bbpPairings argument forms, the
//! colour policy and exit statuses. Thin: everything below it is a library.

mod campaign;
pub mod check;
mod checklist;
mod clap_errors;
pub mod convert;
mod departures;
mod explain;
mod generate;
mod input;
mod legacy;
pub(crate) mod norms;
mod pair;
mod prizes;
mod progress;
mod quiz;
pub(crate) mod ratings;
pub(crate) mod round_robin;
#[cfg(feature = "serve")]
mod serve;
mod show;
pub(crate) mod standings;
mod swiss;
pub(crate) mod team_standings;
mod validate;

pub use crate::app::{Error as CliError, ExitStatus};
pub use input::{Loaded, load_tournament, load_tournament_in};

use clap::{Parser, Subcommand, ValueEnum};
use std::ffi::OsString;
use std::io::IsTerminal;

/// arbitro — FIDE Dutch-system pairing verifier and engine, tournament generator,
/// rating/norm/tie-break calculator and FA-exam quiz.
#[derive(Parser, Debug)]
#[command(name = "arbitro", version, about, long_about = None, propagate_version = true)]
pub struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
}

/// The subcommands.
#[derive(Subcommand, Debug)]
pub enum Command {
    /// Report every inconsistency in a TRF file (exit 0 clean, 1 inconsistent, 3 unreadable).
    Validate(validate::Args),
    /// Write a TRF back out, as it is or converted between TRF16 and TRF-2026.
    Convert(convert::Args),
    /// Show the pairings of a round and the standings after it.
    Show(show::Args),
    /// Check a tournament's pairings round by round against arbitro's engine, explaining differences.
    Check(check::Args),
    /// Print the check-list (scores, colours, preferences, floats, PAB eligibility) before a round.
    Checklist(checklist::Args),
    /// Print the text of a criterion, article, result code or TRF record (`explain C12`).
    Explain(explain::Args),
    /// FA-exam quiz: practice, timed exam, bank listing and lint, exam papers.
    Quiz(quiz::Args),
    /// Rating changes, initial ratings and performances (B.02 2022/2024/2025).
    Ratings(ratings::Args),
    /// GM, IM, WGM and WIM norm checklists (B.01), item by item with articles.
    Norms(norms::Args),
    /// Standings with C.07 tie-breaks (BH, SB, DE, ARO, TPR …) under the 2024 or 2026 rules.
    Standings(standings::Args),
    /// Prize money for the final standings: shared equally, by tie-break, or by the Hort system.
    Prizes(prizes::Args),
    /// Generate a random tournament (RTG), every round paired; also `-g [CONFIG] -o OUT [-s SEED]`.
    Generate(generate::Args),
    /// Generate and check many tournaments; report every discrepancy.
    Campaign(campaign::Args),
    /// Pair the next round under the file's system or --rules (any of `explain --list`; exit 0 paired, 1 impossible, 3 bad input).
    Pair(pair::Args),
    /// The quiz, the seminar room and the arbiter's desk in a browser (127.0.0.1:8080 by default).
    #[cfg(feature = "serve")]
    Serve(serve::Args),
    /// Print a Berger table (C.05 Annex 1) as the annex prints it: `berger 10 [--round 7] [--cycles 2]`.
    Berger(round_robin::BergerArgs),
    /// The Varma restricted draw (C.05 Annex 2) for a file's players or `--federations`, or `--check` a draw.
    Varma(round_robin::VarmaArgs),
}

/// Output formats shared by the reports.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum OutputFormat {
    /// Readable text (the default).
    Text,
    /// JSON, for programs.
    Json,
}

/// Whether coloured output is wanted: only on a terminal, never with `NO_COLOR`.
#[must_use]
#[allow(clippy::disallowed_methods)] // the command line: NO_COLOR
pub fn colour_wanted() -> bool {
    std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty()) && std::io::stdout().is_terminal()
}

/// Runs the command line `args` (including the program name).
///
/// # Errors
/// A [`CliError`] whose [`CliError::exit_code`] is the process's exit status.
pub fn run(args: Vec<OsString>) -> Result<ExitStatus, CliError> {
    let args = legacy::rewrite(args);
    let lang = clap_errors::asked_lang(&args);
    let cli = match Cli::try_parse_from(args) {
        Ok(c) => c,
        Err(e) => {
            return match e.kind() {
                clap::error::ErrorKind::DisplayHelp | clap::error::ErrorKind::DisplayVersion => {
                    let _ = std::io::Write::write_all(&mut std::io::stdout(), e.to_string().as_bytes());
                    Ok(ExitStatus::Ok)
                }
                _ => Err(CliError::Usage(clap_errors::render(&e, lang))),
            };
        }
    };
    colored::control::set_override(colour_wanted());
    let done = match cli.command {
        Command::Validate(a) => validate::run(&a),
        Command::Convert(a) => convert::run(&a),
        Command::Show(a) => show::run(&a),
        Command::Check(a) => check::run(&a),
        Command::Checklist(a) => checklist::run(&a),
        Command::Explain(a) => explain::run(&a),
        Command::Quiz(a) => quiz::run(&a),
        Command::Ratings(a) => ratings::run(&a),
        Command::Norms(a) => norms::run(&a),
        Command::Standings(a) => standings::run(&a),
        Command::Prizes(a) => prizes::run(&a),
        Command::Generate(a) => generate::run(&a),
        Command::Campaign(a) => campaign::run(&a),
        Command::Pair(a) => pair::run(&a),
        #[cfg(feature = "serve")]
        Command::Serve(a) => serve::run(&a),
        Command::Berger(a) => round_robin::berger(&a),
        Command::Varma(a) => round_robin::varma(&a),
    };
    done.map_err(|e| e.in_lang(lang))
}

/// The history a round is paired (or listed) from must hold together (`pair`, `checklist`): games recorded differently by
/// the two players, a player paired twice in a round, impossible codes, several PABs in a
/// round, starting ranks with gaps or references to players who do not exist are refused
/// (exit 3, each named by line and column: `arbitro validate` lists them all), as the pairing
/// would rest on facts the file does not establish. A points column that disagrees with the
/// results, an unknown record, an undecodable record 222 or a rematch already played are
/// reported on standard error and the round is paired from the results.
pub(crate) fn ensure_history_valid(
    path: &std::path::Path,
    t: &crate::tournament::Tournament,
    doc: &crate::trf::TrfDocument,
    round: crate::tournament::RoundNo,
    lang: crate::core::words::Lang,
) -> Result<(), CliError> {
    let before = |i: &crate::check::validate::Inconsistency| i.round.is_none_or(|r| r < round.0);
    ensure_consistent(
        path,
        t,
        doc,
        before,
        crate::core::words::Phrase::new("valid-history-inconsistent").arg("round", round.0),
        lang,
    )
}

/// Refuses the file when an inconsistency that `within` keeps blocks the work (`conclusion`
/// says which), after printing the warnings among them on standard error.
fn ensure_consistent(
    path: &std::path::Path,
    t: &crate::tournament::Tournament,
    doc: &crate::trf::TrfDocument,
    within: impl Fn(&crate::check::validate::Inconsistency) -> bool,
    conclusion: crate::core::words::Phrase,
    lang: crate::core::words::Lang,
) -> Result<(), CliError> {
    use crate::check::validate::{IssueKind, validate};
    use crate::core::words::Phrase;
    let shown = path.display();
    let (warn, block): (Vec<_>, Vec<_>) =
        validate(t, Some(doc)).into_iter().filter(|i| within(i)).partition(|i| IssueKind::is_warning(i.kind));
    for i in &warn {
        let w = Phrase::new("warning")
            .arg("warning", Phrase::new("file-said").arg("file", shown.to_string()).arg("what", i.phrase()));
        eprintln!("arbitro: {}", w.say(lang));
    }
    if block.is_empty() {
        return Ok(());
    }
    Err(inconsistent(path, &block, conclusion, lang))
}

/// The results a report is computed from (`standings`, `ratings`, `norms`) must hold
/// together in rounds 1..=`rounds`: a game the two players record differently (one of them
/// without it, another opponent, colour or result), a player paired twice, an impossible code
/// or several PABs in a round would make every figure rest on a result the file does not
/// establish (the opponent's blank round read as a draw, say), so the file is refused as
/// `pair` refuses it, each inconsistency named by line and column. A points column that
/// disagrees with the results, an unknown record or a rematch are reported and the figures
/// computed from the results.
pub(crate) fn ensure_results_valid(
    path: &std::path::Path,
    t: &crate::tournament::Tournament,
    doc: &crate::trf::TrfDocument,
    rounds: u16,
    report: crate::core::words::Phrase,
    lang: crate::core::words::Lang,
) -> Result<(), CliError> {
    let within = |i: &crate::check::validate::Inconsistency| i.round.is_none_or(|r| r <= rounds);
    let conclusion = crate::core::words::Phrase::new("valid-results-inconsistent").arg("report", report);
    ensure_consistent(path, t, doc, within, conclusion, lang)
}

/// The input error for a file's inconsistencies: the first ten, each with its line and column,
/// a count of the rest, then `conclusion`.
pub(crate) fn inconsistent(
    path: &std::path::Path,
    found: &[crate::check::validate::Inconsistency],
    conclusion: crate::core::words::Phrase,
    lang: crate::core::words::Lang,
) -> CliError {
    use crate::core::words::Phrase;
    let shown = path.display();
    let mut msg: Vec<String> = found.iter().take(10).map(|i| format!("{shown}: {}", i.phrase().say(lang))).collect();
    if found.len() > 10 {
        msg.push(format!("{shown}: {}", Phrase::new("valid-more").arg("count", found.len() - 10).say(lang)));
    }
    msg.push(format!("{shown}: {}", conclusion.say(lang)));
    CliError::Input(msg.join("\n"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn clap_definition_is_valid() {
        Cli::command().debug_assert();
    }

    #[test]
    fn every_flag_has_help() {
        fn walk(cmd: &clap::Command) {
            for a in cmd.get_arguments() {
                if a.get_id() == "help" || a.get_id() == "version" {
                    continue;
                }
                assert!(a.get_help().is_some(), "{} --{} has no help", cmd.get_name(), a.get_id());
            }
            for s in cmd.get_subcommands() {
                walk(s);
            }
        }
        walk(&Cli::command());
    }
}
