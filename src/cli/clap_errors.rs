//! clap's own errors (a missing argument, an unknown flag, a bad value) in the language asked
//! for on the command line: with `--lang es` they are worded through the catalogue, the
//! arguments and values quoted as data; otherwise clap's English is kept as it is. `--help`
//! stays clap's English. A value parser cannot see `--lang`: it refuses a value with a
//! [`ValueRefusal`], whose phrase clap shows in English and [`render`] says in Spanish.

use crate::core::words::{Lang, Phrase};
use clap::error::{ContextKind, ContextValue, ErrorKind};
use std::ffi::OsString;
use std::fmt;

/// A value parser's reason for refusing a value, as a phrase: its `Display` (what clap prints
/// after "invalid value … for …") is the English wording; with `--lang es` [`render`] says it
/// in Spanish.
#[derive(Debug)]
pub struct ValueRefusal(pub Phrase);

impl fmt::Display for ValueRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl std::error::Error for ValueRefusal {}

/// The language the command line asks for with `--lang es` / `--lang=es` (English otherwise).
#[must_use]
pub fn asked_lang(args: &[OsString]) -> Lang {
    let words: Vec<&str> = args.iter().filter_map(|a| a.to_str()).collect();
    let spanish = words.windows(2).any(|w| w[0] == "--lang" && w[1].eq_ignore_ascii_case("es"))
        || words.iter().any(|w| w.eq_ignore_ascii_case("--lang=es"));
    if spanish { Lang::Es } else { Lang::En }
}

/// The text of `e`, rendered by clap, or in Spanish when `lang` is Spanish.
#[must_use]
pub fn render(e: &clap::Error, lang: Lang) -> String {
    if lang == Lang::En {
        return e.render().to_string();
    }
    let text = |k: ContextKind| match e.get(k) {
        Some(ContextValue::String(s)) => s.clone(),
        Some(ContextValue::Strings(v)) => v.join(", "),
        Some(ContextValue::StyledStr(s)) => s.to_string(),
        Some(ContextValue::StyledStrs(v)) => v.iter().map(ToString::to_string).collect::<Vec<_>>().join(", "),
        Some(ContextValue::Number(n)) => n.to_string(),
        _ => String::new(),
    };
    let arg = text(ContextKind::InvalidArg);
    let message = match e.kind() {
        ErrorKind::UnknownArgument => Phrase::new("clap-unknown-argument").arg("arg", arg),
        ErrorKind::InvalidSubcommand => {
            Phrase::new("clap-unknown-subcommand").arg("command", text(ContextKind::InvalidSubcommand))
        }
        ErrorKind::MissingRequiredArgument => Phrase::new("clap-missing-argument").arg("args", arg),
        ErrorKind::MissingSubcommand | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            Phrase::new("clap-missing-subcommand")
        }
        ErrorKind::InvalidValue | ErrorKind::ValueValidation => {
            let valid = text(ContextKind::ValidValue);
            let possible = (!valid.is_empty()).then(|| Phrase::new("clap-possible-values").arg("values", valid));
            let reason = std::error::Error::source(e)
                .and_then(|s| s.downcast_ref::<ValueRefusal>())
                .map(|r| Phrase::new("clap-value-reason").arg("reason", r.0.clone()));
            Phrase::new("clap-invalid-value")
                .arg("value", text(ContextKind::InvalidValue))
                .arg("arg", arg)
                .arg("possible", possible)
                .arg("reason", reason)
        }
        ErrorKind::ArgumentConflict => {
            Phrase::new("clap-conflict").arg("arg", arg).arg("prior", text(ContextKind::PriorArg))
        }
        ErrorKind::TooManyValues | ErrorKind::TooFewValues | ErrorKind::WrongNumberOfValues => {
            Phrase::new("clap-number-of-values").arg("arg", arg)
        }
        ErrorKind::InvalidUtf8 => Phrase::new("clap-invalid-utf8"),
        _ => Phrase::new("clap-other"),
    };
    let usage = text(ContextKind::Usage);
    let usage = usage.trim().strip_prefix("Usage:").map_or(usage.trim(), str::trim);
    let mut s = format!("{}\n", Phrase::new("clap-error").arg("message", message).say(lang));
    if !usage.is_empty() {
        s.push_str(&format!("\n{}\n", Phrase::new("clap-usage").arg("usage", usage.to_owned()).say(lang)));
    }
    s.push_str(&format!("\n{}\n", Phrase::new("clap-more").say(lang)));
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;

    fn error(args: &[&str]) -> String {
        let e = super::super::Cli::try_parse_from(args).expect_err("a usage error");
        render(&e, asked_lang(&args.iter().map(OsString::from).collect::<Vec<_>>()))
    }

    #[test]
    fn the_language_is_the_command_line_s() {
        let os = |v: &[&str]| v.iter().map(OsString::from).collect::<Vec<_>>();
        assert_eq!(asked_lang(&os(&["arbitro", "pair", "--lang", "es"])), Lang::Es);
        assert_eq!(asked_lang(&os(&["arbitro", "pair", "--lang=es"])), Lang::Es);
        assert_eq!(asked_lang(&os(&["arbitro", "pair", "--lang", "en"])), Lang::En);
        assert_eq!(asked_lang(&os(&["arbitro", "pair", "es"])), Lang::En);
    }

    #[test]
    fn clap_s_errors_in_spanish() {
        let unknown = error(&["arbitro", "validate", "x.trf", "--nope", "--lang", "es"]);
        assert!(unknown.starts_with("error: argumento inesperado «--nope»"), "{unknown}");
        assert!(unknown.contains("Uso: arbitro validate") && !unknown.contains("Usage"), "{unknown}");
        let missing = error(&["arbitro", "validate", "--lang", "es"]);
        assert!(missing.contains("faltan argumentos obligatorios: <FILE>"), "{missing}");
        let bad = error(&["arbitro", "validate", "x.trf", "--format", "xml", "--lang", "es"]);
        assert!(bad.contains("valor «xml» no válido para «--format <FORMAT>»"), "{bad}");
        assert!(bad.contains("valores posibles: text, json"), "{bad}");
        let english = error(&["arbitro", "validate", "x.trf", "--nope"]);
        assert!(english.starts_with("error: unexpected argument '--nope' found"), "{english}");
    }
}
