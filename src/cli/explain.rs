//! `arbitro explain CODE [--format json]`: the text of a criterion, article, result code or
//! TRF record, with arbitro's summary in an arbiter's words; `explain --list`, every pairing
//! system and edition arbitro implements; `explain --readings`, every reading of the systems'
//! texts as one Markdown table (the one `docs/systems/README.md` holds).

use super::{CliError, ExitStatus, OutputFormat};
use crate::core::words::{Lang, Phrase};
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
    /// Language of the frame (the rule's text is quoted as FIDE words it).
    #[command(flatten)]
    pub lang: super::input::LangFlag,
}

/// Runs `explain`.
///
/// # Errors
/// A code arbitro does not know (exit 3).
pub fn run(a: &Args) -> Result<ExitStatus, CliError> {
    let lang = a.lang.lang();
    if a.list || a.readings {
        let out = match (a.list, a.format) {
            (true, OutputFormat::Text) => systems_text(lang),
            (true, OutputFormat::Json) => crate::report::to_json(&crate::pairing::registry::entries()),
            (false, OutputFormat::Text) => readings_table(lang),
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
            OutputFormat::Text => reading_text(r, lang),
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
            let unknown = Phrase::new("explain-unknown-criterion")
                .arg("family", s.family())
                .arg("code", code)
                .arg("name", s.aliases().first().copied().unwrap_or(s.id()))
                .arg("hint", s.codes_hint());
            return Err(CliError::Input(unknown.say(lang)));
        };
        let e = crate::regulations::system_rule(s, &rule);
        let out = match a.format {
            OutputFormat::Text => text(&e, lang),
            OutputFormat::Json => crate::report::to_json(&e),
        };
        std::io::stdout().write_all(out.as_bytes())?;
        return Ok(ExitStatus::Ok);
    }
    let Some(e) = explain(code) else {
        return Err(CliError::Input(Phrase::new("explain-unknown-code").arg("code", code).say(lang)));
    };
    let out = match a.format {
        OutputFormat::Text => text(&e, lang),
        OutputFormat::Json => crate::report::to_json(&e),
    };
    std::io::stdout().write_all(out.as_bytes())?;
    Ok(ExitStatus::Ok)
}

/// The explanation in `lang`: the code, its kind and source, the rule's text as the regulation
/// words it, then arbitro's summary (in English only when the catalogues do not word it:
/// another language leaves it out rather than print English).
fn text(e: &Explanation, lang: Lang) -> String {
    let mut s = format!("{} — {} — {}\n\n{}\n", e.code, e.kind_words().say(lang), e.source, e.text);
    let summary = match (&e.summary_words, &e.summary) {
        (Some(p), _) => Some(p.say(lang)),
        (None, Some(sum)) if lang == Lang::En => Some(sum.clone()),
        _ => None,
    };
    if let Some(sum) = summary {
        s.push_str(&format!("\n{}\n", Phrase::new("explain-in-short").arg("summary", sum).say(lang)));
    }
    s
}

/// A reading: its system, article, the words that leave it open, each alternative with what
/// arbitro does with it, and which program follows which.
fn reading_text(r: &crate::pairing::reading::Reading, lang: Lang) -> String {
    let mut s = format!("{} — {} — Art. {} — {}\n\n", r.id, r.systems.join(", "), r.article, r.doc);
    s.push_str(&format!("{}\n\n", Phrase::new("explain-reading-open").arg("open", r.open).say(lang)));
    for alt in r.alternatives {
        let how = if r.default_label() == Some(alt.label) {
            Phrase::new("explain-reading-default").say(lang)
        } else if alt.switch {
            format!("--reading {}{}", r.id, alt.label)
        } else {
            Phrase::new("explain-reading-not-switchable").say(lang)
        };
        s.push_str(&format!("({}) {}\n    [{how}]\n", alt.label, alt.text));
    }
    if r.default_label().is_none() {
        s.push_str(&format!("\n{}\n", Phrase::new("explain-reading-no-default").say(lang)));
    }
    if !r.programs.is_empty() {
        s.push_str(&format!("\n{}\n", Phrase::new("explain-reading-programs").arg("programs", r.programs).say(lang)));
    }
    s
}

/// Every system and edition, one line each: the `--rules` name and its aliases, the title, the
/// dates in force, the record-192 codes and the readings.
fn systems_text(lang: Lang) -> String {
    use std::fmt::Write as _;
    let say = |p: Phrase| p.say(lang);
    let mut s = format!("{}\n\n", say(Phrase::new("explain-list-heading")));
    for e in crate::pairing::registry::entries() {
        let _ = writeln!(s, "{}", e.name);
        let _ = writeln!(s, "    {}", if lang == Lang::En { e.title.to_owned() } else { say(e.title_words()) });
        if !e.aliases.is_empty() {
            let _ = writeln!(s, "    {}", say(Phrase::new("explain-list-also").arg("aliases", e.aliases.join(", "))));
        }
        let dates = match (e.from, e.until) {
            (None, None) => Phrase::new("explain-list-no-end"),
            (Some(f), None) => Phrase::new("explain-list-from").arg("from", f.to_string()),
            (None, Some(u)) => Phrase::new("explain-list-until").arg("until", u.to_string()),
            (Some(f), Some(u)) => {
                Phrase::new("explain-list-from-until").arg("from", f.to_string()).arg("until", u.to_string())
            }
        };
        let _ = writeln!(s, "    {}", say(Phrase::new("explain-list-in-force").arg("dates", dates)));
        let codes =
            if e.record_192.is_empty() { say(Phrase::new("explain-list-no-code")) } else { e.record_192.join(", ") };
        let _ = writeln!(s, "    {}", say(Phrase::new("explain-list-record-192").arg("codes", codes)));
        if e.readings > 0 {
            let _ = writeln!(s, "    {}", say(Phrase::new("explain-list-readings").arg("count", e.readings)));
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
fn readings_table(lang: Lang) -> String {
    use std::fmt::Write as _;
    let mut s = format!("{}\n|---|---|---|---|---|---|---|\n", Phrase::new("explain-readings-head").say(lang));
    for r in crate::pairing::reading::all() {
        let alternatives: Vec<String> =
            r.alternatives.iter().map(|alt| format!("({}) {}", alt.label, cell(alt.text))).collect();
        let mut applies = match r.default_label() {
            Some(l) => format!("({l})"),
            None => Phrase::new("explain-readings-refuses").say(lang),
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
