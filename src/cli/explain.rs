//! `arbitro explain CODE [--format json]`: the text of a criterion, article, result code or
//! TRF record, with arbitro's summary in an arbiter's words; `explain --list`, every pairing
//! system and edition arbitro implements; `explain --readings`, every reading of the systems'
//! texts as one Markdown table (the one `docs/systems/README.md` holds).

use super::{CliError, ExitStatus, OutputFormat};
use crate::regulations::{Explanation, explain};
use std::io::Write;

/// Arguments of `explain`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// What to explain: a 2026 criterion (`C12`), a 2026 article (`2.4.7`, `5.2`), a 2017
    /// section (`C.10`, `A.6`, `E.2`), a result code (`U`, `+`, `=`), a TRF record (`001`,
    /// `192`, `XXA`) or an article of B.02, B.01 or C.07 (`"B.02 8.3.4"`, `"B.01 1.4.7"`,
    /// `"C.07 10.6"`). Example: `arbitro explain C5`.
    #[arg(required_unless_present_any = ["list", "readings"])]
    pub code: Option<String>,
    /// List every pairing system and edition (the names `--rules` takes, the chapter, the
    /// dates in force, the record-192 codes, the number of readings).
    #[arg(long, conflicts_with_all = ["code", "readings"])]
    pub list: bool,
    /// Print every reading of the systems' texts as one Markdown table (`docs/systems/README.md`).
    #[arg(long, conflicts_with = "code")]
    pub readings: bool,
    /// Output format.
    #[arg(long, value_enum, default_value_t = OutputFormat::Text)]
    pub format: OutputFormat,
}

/// Runs `explain`.
///
/// # Errors
/// A code arbitro does not know (exit 3).
pub fn run(a: &Args) -> Result<ExitStatus, CliError> {
    if a.list || a.readings {
        let out = match (a.list, a.format) {
            (true, OutputFormat::Text) => systems_text(),
            (true, OutputFormat::Json) => crate::report::to_json(&crate::pairing::registry::entries()),
            (false, OutputFormat::Text) => readings_table(),
            (false, OutputFormat::Json) => crate::report::to_json(&crate::pairing::reading::all()),
        };
        std::io::stdout().write_all(out.as_bytes())?;
        return Ok(ExitStatus::Ok);
    }
    let code = a.code.as_deref().unwrap_or_default();
    let asked = code.trim().to_ascii_lowercase();
    // `explain D-5`: a reading of a house system's text (docs/systems/README.md).
    if let Some(r) = crate::pairing::reading::by_id(&asked) {
        let out = match a.format {
            OutputFormat::Text => reading_text(r),
            OutputFormat::Json => crate::report::to_json(r),
        };
        std::io::stdout().write_all(out.as_bytes())?;
        return Ok(ExitStatus::Ok);
    }
    // `explain "dubov C7"`, `explain "team-2026 PAB"`: a criterion of a system of the house.
    let house = crate::pairing::registry::house_systems().iter().copied().find_map(|s| {
        let rest = asked.strip_prefix(s.id()).or_else(|| s.aliases().iter().find_map(|x| asked.strip_prefix(x)))?;
        (rest.is_empty() || rest.starts_with([' ', ':'])).then_some((s, rest.trim_start_matches(':').trim()))
    });
    if let Some((s, code)) = house {
        let Some(rule) = s.criterion(code) else {
            return Err(CliError::Input(format!(
                "explain: unknown {} criterion '{}': expected {} {}",
                s.family(),
                code,
                s.aliases().first().copied().unwrap_or(s.id()),
                s.codes_hint()
            )));
        };
        let e = crate::regulations::system_rule(s, &rule);
        let out = match a.format {
            OutputFormat::Text => text(&e),
            OutputFormat::Json => crate::report::to_json(&e),
        };
        std::io::stdout().write_all(out.as_bytes())?;
        return Ok(ExitStatus::Ok);
    }
    let Some(e) = explain(code) else {
        return Err(CliError::Input(format!(
            "explain: unknown code '{}': expected a 2026 criterion C1…C21, a 2026 article (1.7, 2.4.7, 5.2), \
             a 2017 section (A.6, C.1…C.19, E.1…E.5), a result code (+ - = 1 0 W D L H F U Z), \
             a TRF record code (001, 012, 042, 132, 192, 250, XXA, XXR …), \
             a reading of a house system's text (D-5, DS-6, L-10, B-12, T-11: docs/systems/README.md) \
             or an article of the rating, title or tie-break regulations (B.02 8.3.4, B.01 1.4.7, C.07 10.6)",
            code
        )));
    };
    let out = match a.format {
        OutputFormat::Text => text(&e),
        OutputFormat::Json => crate::report::to_json(&e),
    };
    std::io::stdout().write_all(out.as_bytes())?;
    Ok(ExitStatus::Ok)
}

fn text(e: &Explanation) -> String {
    let mut s = format!("{} — {} — {}\n\n{}\n", e.code, e.kind, e.source, e.text);
    if let Some(sum) = &e.summary {
        s.push_str(&format!("\nIn short: {sum}.\n"));
    }
    s
}

/// A reading: its system, article, the words that leave it open, each alternative with what
/// arbitro does with it, and which program follows which.
fn reading_text(r: &crate::pairing::reading::Reading) -> String {
    let mut s = format!("{} — {} — Art. {} — {}\n\n", r.id, r.systems.join(", "), r.article, r.doc);
    s.push_str(&format!("Open: {}\n\n", r.open));
    for alt in r.alternatives {
        let how = if r.default_label() == Some(alt.label) {
            "arbitro's default".to_owned()
        } else if alt.switch {
            format!("--reading {}{}", r.id, alt.label)
        } else {
            "not switchable: the engine does not implement it".to_owned()
        };
        s.push_str(&format!("({}) {}\n    [{how}]\n", alt.label, alt.text));
    }
    if r.default_label().is_none() {
        s.push_str(
            "\narbitro's default: none — a round the alternatives pair differently is refused; check tries each.\n",
        );
    }
    if !r.programs.is_empty() {
        s.push_str(&format!("\nPrograms and sources: {}\n", r.programs));
    }
    s
}

/// Every system and edition, one line each: the `--rules` name and its aliases, the title, the
/// dates in force, the record-192 codes and the readings.
fn systems_text() -> String {
    use std::fmt::Write as _;
    let mut s = String::from("Pairing systems and editions (--rules NAME; --system is the same):\n\n");
    for e in crate::pairing::registry::entries() {
        let _ = writeln!(s, "{}", e.name);
        let _ = writeln!(s, "    {}", e.title);
        if !e.aliases.is_empty() {
            let _ = writeln!(s, "    also: {}", e.aliases.join(", "));
        }
        let dates = match (e.from, e.until) {
            (None, None) => "no end date".to_owned(),
            (Some(f), None) => format!("from {f}"),
            (None, Some(u)) => format!("until {u} (exclusive)"),
            (Some(f), Some(u)) => format!("{f} until {u} (exclusive)"),
        };
        let _ = writeln!(s, "    in force: {dates}");
        let codes = if e.record_192.is_empty() { "none in TRF-2026".to_owned() } else { e.record_192.join(", ") };
        let _ = writeln!(s, "    record 192: {codes}");
        if e.readings > 0 {
            let _ = writeln!(s, "    readings: {} (arbitro explain --readings)", e.readings);
        }
    }
    s
}

/// A cell of a Markdown table: one line, `|` escaped.
fn cell(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ").replace('|', "\\|")
}

/// Every reading as one Markdown table: id, editions, article, the words that leave it open,
/// the alternatives (arbitro's default in bold, the switches named), the programs.
fn readings_table() -> String {
    use std::fmt::Write as _;
    let mut s = String::from(
        "| Reading | Editions | Article | Open | Alternatives | arbitro | Programs and sources |\n\
         |---|---|---|---|---|---|---|\n",
    );
    for r in crate::pairing::reading::all() {
        let alternatives: Vec<String> =
            r.alternatives.iter().map(|alt| format!("({}) {}", alt.label, cell(alt.text))).collect();
        let mut applies = match r.default_label() {
            Some(l) => format!("({l})"),
            None => "refuses where they differ; `check` tries each".to_owned(),
        };
        let switches: Vec<String> =
            r.other_switches().map(|alt| format!("`--reading {}{}`", r.id, alt.label)).collect();
        if !switches.is_empty() {
            let _ = write!(applies, "; {}", switches.join(", "));
        }
        let _ = writeln!(
            s,
            "| {} | {} | {} | {} | {} | {} | {} |",
            r.id,
            r.systems.join(", "),
            cell(r.article),
            cell(r.open),
            alternatives.join(" "),
            applies,
            cell(r.programs)
        );
    }
    s
}
