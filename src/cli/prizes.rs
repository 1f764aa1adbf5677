//! `arbitro prizes FILE --prizes 10000,5000,3000 --sharing equal|tiebreak|hort`: the prize
//! money of the final standings (tie-breaks as in `standings`), with the reason for each amount.

use super::input::LangFlag;
use super::standings::{tiebreak_list, tiebreak_rules};
use super::{CliError, ExitStatus, OutputFormat, load_tournament_in};
use crate::core::words::{Lang, Phrase, decimal};
use crate::results::prizes::{Placed, Sharing, distribute, money};
use crate::results::tiebreaks::{self, TbOptions};
use clap::ValueEnum;
use std::fmt::Write as _;
use std::io::Write;
use std::path::PathBuf;

/// How tied players' prizes are given, as the organiser announced it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum SharingArg {
    /// Shared equally among the players tied on points.
    Equal,
    /// By the tie-break order.
    Tiebreak,
    /// Hort system: half by tie-break, half shared equally.
    Hort,
}

/// Arguments of `prizes`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The TRF file.
    pub file: PathBuf,
    /// The prizes, first place first (`10000,5000,3000,2000`; decimals allowed).
    #[arg(long, value_delimiter = ',', required = true)]
    pub prizes: Vec<String>,
    /// How players tied on points receive them (announced before the event).
    #[arg(long, value_enum)]
    pub sharing: SharingArg,
    /// Only players placed within this many places take part in sharing (e.g. 10: places 1 to 10).
    #[arg(long)]
    pub entitled: Option<usize>,
    /// Tie-break list (default: TRF-2026 record 212, else 202), as for `standings`.
    #[arg(short, long)]
    pub tiebreaks: Option<String>,
    /// Tie-break rules: `2026`, `2024` or `seed`; default by the start date.
    #[arg(long)]
    pub rules: Option<String>,
    /// Output format.
    #[arg(long, value_enum, default_value_t = OutputFormat::Text)]
    pub format: OutputFormat,
    /// Language of the report.
    #[command(flatten)]
    pub lang: LangFlag,
}

/// One prize as typed, in cents.
fn cents(text: &str, lang: Lang) -> Result<i64, CliError> {
    let t = text.trim();
    let bad = || CliError::Other(Phrase::new("prize-error-amount").arg("amount", t).say(lang));
    let (whole, frac) = t.split_once('.').unwrap_or((t, ""));
    if whole.is_empty() || frac.len() > 2 || !whole.chars().chain(frac.chars()).all(|c| c.is_ascii_digit()) {
        return Err(bad());
    }
    let w: i64 = whole.parse().map_err(|_| bad())?;
    let f: i64 = if frac.is_empty() { 0 } else { format!("{frac:0<2}").parse().map_err(|_| bad())? };
    w.checked_mul(100).and_then(|x| x.checked_add(f)).ok_or_else(bad)
}

/// Runs `prizes`.
///
/// # Errors
/// Unreadable or inconsistent input, a bad amount, tie-break list or `--rules`.
pub fn run(a: &Args) -> Result<ExitStatus, CliError> {
    let lang = a.lang.lang();
    let prizes = a.prizes.iter().map(|p| cents(p, lang)).collect::<Result<Vec<_>, _>>()?;
    let loaded = load_tournament_in(&a.file, lang)?;
    let t = &loaded.tournament;
    let rounds = t.rounds_recorded();
    super::ensure_results_valid(&a.file, t, &loaded.doc, rounds, Phrase::new("report-prizes"), lang)?;
    let list = tiebreak_list(&a.file, &loaded, a.tiebreaks.as_deref(), lang)?.map(|x| x.0).unwrap_or_default();
    let choice = tiebreak_rules(a.rules.as_deref(), "--rules", t, lang)?;
    let total_rounds = t.planned_rounds.unwrap_or(rounds).max(rounds);
    let opts = TbOptions {
        edition: choice.edition,
        round_robin: t.declares_round_robin(),
        rounds,
        total_rounds,
        unrated: None,
    };
    let s = tiebreaks::standings(t, &list, opts);
    let placed: Vec<Placed> = s.rows.iter().map(|r| Placed { tpn: r.tpn, points: r.points, rank: r.rank }).collect();
    let sharing = match a.sharing {
        SharingArg::Equal => Sharing::Equal,
        SharingArg::Tiebreak => Sharing::Tiebreak,
        SharingArg::Hort => Sharing::Hort,
    };
    let awards = distribute(&placed, &prizes, sharing, a.entitled);
    let out = match a.format {
        OutputFormat::Json => crate::report::to_json(&serde_json::json!({
            "sharing": sharing,
            "tiebreaks": s.tiebreaks,
            "prizes_cents": prizes,
            "awards": awards,
        })),
        OutputFormat::Text => {
            let system = Phrase::new(match sharing {
                Sharing::Equal => "prize-system-equal",
                Sharing::Tiebreak => "prize-system-tiebreak",
                Sharing::Hort => "prize-system-hort",
            });
            let list = if s.tiebreaks.is_empty() {
                Phrase::new("prize-no-tiebreaks")
            } else {
                Phrase::new("prize-tiebreaks").arg("list", s.tiebreaks.join(", "))
            };
            let title =
                Phrase::new("prizes-title").arg("system", system).arg("tiebreaks", list).arg("rules", choice.phrase());
            let mut out = format!("{}\n\n", title.say(lang));
            for (w, r) in awards.iter().zip(&s.rows) {
                if w.cents == 0 && w.place > prizes.len() && w.why.id() != "prize-beyond" {
                    continue;
                }
                let _ = writeln!(
                    out,
                    "{:>4}  {:>4}  {:<28} {:>5}  {:>10}  {}",
                    w.place,
                    r.tpn.0,
                    r.name,
                    decimal(lang, &r.points.to_string()),
                    decimal(lang, &money(w.cents)),
                    w.why.say(lang)
                );
            }
            out
        }
    };
    std::io::stdout().write_all(out.as_bytes())?;
    Ok(ExitStatus::Ok)
}
