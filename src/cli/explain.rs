//! `arbitro explain CODE [--format json]`: the text of a criterion, article, result code or
//! TRF record, with arbitro's summary in an arbiter's words.

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
    pub code: String,
    /// Output format.
    #[arg(long, value_enum, default_value_t = OutputFormat::Text)]
    pub format: OutputFormat,
}

/// Runs `explain`.
///
/// # Errors
/// A code arbitro does not know (exit 3).
pub fn run(a: &Args) -> Result<ExitStatus, CliError> {
    let dubov = a.code.trim().to_ascii_lowercase();
    if let Some(code) = dubov.strip_prefix("team") {
        let Some(c) = crate::pairing::team::Criterion::from_code(code) else {
            return Err(CliError::Input(format!(
                "explain: unknown Swiss Team criterion '{}': expected team C1…C10, PAB, UPFLOATERS, IDENTIFIER or COLOURS",
                a.code
            )));
        };
        let e = crate::regulations::team(c);
        let out = match a.format {
            OutputFormat::Text => text(&e),
            OutputFormat::Json => crate::report::to_json(&e),
        };
        std::io::stdout().write_all(out.as_bytes())?;
        return Ok(ExitStatus::Ok);
    }
    if let Some(code) = dubov.strip_prefix("burstein") {
        let Some(c) = crate::pairing::burstein::Criterion::from_code(code) else {
            return Err(CliError::Input(format!(
                "explain: unknown Burstein criterion '{}': expected burstein C1…C8, SEEDING, PAB, ORDER or COLOURS",
                a.code
            )));
        };
        let e = crate::regulations::burstein(c);
        let out = match a.format {
            OutputFormat::Text => text(&e),
            OutputFormat::Json => crate::report::to_json(&e),
        };
        std::io::stdout().write_all(out.as_bytes())?;
        return Ok(ExitStatus::Ok);
    }
    if let Some(code) = dubov.strip_prefix("dubov") {
        let Some(c) = crate::pairing::dubov::Criterion::from_code(code) else {
            return Err(CliError::Input(format!(
                "explain: unknown Dubov criterion '{}': expected dubov C1…C10, PAB, UPFLOATERS, SUBGROUPS, T2 or COLOURS",
                a.code
            )));
        };
        let e = crate::regulations::dubov(c);
        let out = match a.format {
            OutputFormat::Text => text(&e),
            OutputFormat::Json => crate::report::to_json(&e),
        };
        std::io::stdout().write_all(out.as_bytes())?;
        return Ok(ExitStatus::Ok);
    }
    let Some(e) = explain(&a.code) else {
        return Err(CliError::Input(format!(
            "explain: unknown code '{}': expected a 2026 criterion C1…C21, a 2026 article (1.7, 2.4.7, 5.2), \
             a 2017 section (A.6, C.1…C.19, E.1…E.5), a result code (+ - = 1 0 W D L H F U Z), \
             a TRF record code (001, 012, 042, 132, 192, 250, XXA, XXR …) \
             or an article of the rating, title or tie-break regulations (B.02 8.3.4, B.01 1.4.7, C.07 10.6)",
            a.code
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
