//! `arbitro serve`: the quiz, the seminar room and the arbiter's desk in a browser.

use super::quiz::{Common, LangArg, bank_dir, clean_bank, on_date};
use super::{CliError, ExitStatus};
use crate::quiz::blueprint;
use crate::quiz::select::Filter;
use crate::serve::{self, App, store::Store};
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::PathBuf;
use std::sync::Arc;

/// Arguments of `serve`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// Bank, default language and date of the questions (as `quiz`).
    #[command(flatten)]
    pub common: Common,
    /// Listen on ADDR (`0.0.0.0`, `192.168.1.5:8080`) instead of 127.0.0.1; the lecturer's
    /// pages then need the lecturer token (printed at start, or `--token`).
    #[arg(long, value_name = "ADDR")]
    pub listen: Option<String>,
    /// Port (0 picks a free one; the address is printed at start).
    #[arg(long, default_value_t = 8080)]
    pub port: u16,
    /// The database of rooms, sessions and answers (default: arbitro's data folder, serve.sqlite).
    #[arg(long, value_name = "FILE")]
    pub db: Option<PathBuf>,
    /// Also offer this blueprint (repeatable; default: every BANK/blueprints/*.yaml).
    #[arg(long, value_name = "FILE")]
    pub blueprint: Vec<PathBuf>,
    /// The lecturer token (default: a random one, printed at start); needed with --listen.
    #[arg(long, value_name = "TOKEN")]
    pub token: Option<String>,
    /// Largest TRF upload, in bytes.
    #[arg(long, value_name = "BYTES", default_value_t = serve::DEFAULT_MAX_UPLOAD)]
    pub max_upload: usize,
    /// Also answer to the host name NAME (repeatable), e.g. the name of this machine on the
    /// club's network. Without it the server answers only to 127.0.0.1, localhost, [::1] and the
    /// `--listen` address (any address when listening on 0.0.0.0): a page elsewhere cannot
    /// reach it through a name of its own (DNS rebinding).
    #[arg(long, value_name = "NAME")]
    pub allow_host: Vec<String>,
    /// How many of the desk's checks may run at once (default: one per core, 2 to 4); over it
    /// the desk answers "busy, send it again in 5 s" (HTTP 503).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..))]
    pub desk_checks: Option<u16>,
}

/// The address to bind: 127.0.0.1 unless `--listen`, which may carry its own port.
fn address(a: &Args, lang: crate::core::words::Lang) -> Result<SocketAddr, CliError> {
    let Some(l) = a.listen.as_deref() else { return Ok(SocketAddr::new(IpAddr::V4(Ipv4Addr::LOCALHOST), a.port)) };
    if let Ok(s) = l.parse::<SocketAddr>() {
        return Ok(s);
    }
    l.parse::<IpAddr>()
        .map(|ip| SocketAddr::new(ip, a.port))
        .map_err(|_| CliError::Other(crate::core::words::Phrase::new("error-listen").arg("listen", l).say(lang)))
}

/// Runs the server until the process is stopped.
///
/// # Errors
/// A bad bank or blueprint, an unusable database, an address that cannot be bound.
pub fn run(a: &Args) -> Result<ExitStatus, CliError> {
    use crate::core::words::Phrase;
    let lang = super::quiz::lang(&a.common);
    let bank = clean_bank(&a.common)?;
    let mut files = a.blueprint.clone();
    if let Ok(rd) = std::fs::read_dir(bank_dir(&a.common).join("blueprints")) {
        let mut found: Vec<PathBuf> = rd
            .filter_map(Result::ok)
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == "yaml" || x == "yml"))
            .collect();
        found.sort();
        files.extend(found);
    }
    let mut blueprints = Vec::new();
    for f in &files {
        let plan = blueprint::load(f)
            .map_err(|errs| CliError::Input(errs.iter().map(|e| e.say(lang)).collect::<Vec<_>>().join("\n")))?;
        let name = f.file_stem().map_or_else(|| "blueprint".to_string(), |s| s.to_string_lossy().into_owned());
        if !blueprints.iter().any(|(n, _): &(String, _)| *n == name) {
            blueprints.push((name, plan));
        }
    }
    let valid = Filter { on: Some(on_date(&a.common)), ..Filter::default() };
    let pool = bank.questions.iter().filter(|q| valid.accepts(q)).cloned().collect();
    let db_path = match &a.db {
        Some(p) => p.clone(),
        None => crate::quiz::progress::data_dir()
            .ok_or_else(|| CliError::Other(Phrase::new("error-serve-no-data").say(lang)))?
            .join("serve.sqlite"),
    };
    if let Some(dir) = db_path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).map_err(|e| {
            CliError::io(Phrase::new("error-cannot-create").arg("file", dir.display().to_string()).say(lang), e)
        })?;
    }
    let store = Store::open(&db_path).map_err(CliError::Other)?;
    let addr = address(a, lang)?;
    let require_token = a.listen.is_some();
    let lecturer_token = a.token.clone().unwrap_or_else(serve::csrf::new_token);
    if lecturer_token.len() < 8 {
        return Err(CliError::Other(Phrase::new("serve-short-token").say(lang)));
    }
    if let Some(bad) = a.allow_host.iter().find(|h| {
        h.is_empty()
            || !h.chars().all(|c| c.is_ascii_alphanumeric() || c == '.' || c == '-' || c == '[' || c == ']' || c == ':')
    }) {
        return Err(CliError::Other(Phrase::new("serve-bad-host").arg("host", bad.as_str()).say(lang)));
    }
    let mut app = App::new(bank, pool, blueprints, store);
    app.require_token = require_token;
    app.lecturer_token.clone_from(&lecturer_token);
    app.max_upload = a.max_upload;
    let cores = std::thread::available_parallelism().map_or(1, std::num::NonZero::get);
    app.set_desk_checks(a.desk_checks.map_or_else(|| serve::default_desk_checks(cores), usize::from));
    app.default_lang =
        a.common.lang.map(|l| if l == LangArg::Es { crate::quiz::Lang::Es } else { crate::quiz::Lang::En });
    app.hosts = Arc::new(serve::host::Hosts::new(a.listen.is_some().then_some(addr), &a.allow_host));
    let app = Arc::new(app);
    serve::run(app, addr, |bound| {
        let address = bound.to_string();
        let listening =
            Phrase::new("serve-listening").arg("address", address.as_str()).arg("db", db_path.display().to_string());
        println!("{}", listening.say(lang));
        if require_token {
            let token = Phrase::new("serve-token").arg("token", lecturer_token.as_str()).arg("address", address);
            println!("{}", token.say(lang));
        }
        let _ = std::io::Write::flush(&mut std::io::stdout());
    })
    .map_err(|e| CliError::io(Phrase::new("error-cannot-serve").arg("address", addr.to_string()).say(lang), e))?;
    Ok(ExitStatus::Ok)
}
