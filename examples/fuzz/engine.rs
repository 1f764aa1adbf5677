//! The mutation fuzzer of issue #14 ("keep it fuzzed"), shared by `examples/fuzz` (the long run,
//! `cargo run --release --example fuzz -- --count 1000000`) and the bounded property test in
//! `tests/it/robustness.rs`.
//!
//! Seeds: the bundled TRFs (`tests/data`, `scenarios`), profiles (`generator/`) and question
//! banks and blueprints (`exams/`). Each input is mutated (byte flips, insertions, deletions,
//! truncation, line and field swaps, huge numbers, duplicated lines, odd encodings and line
//! ends, deep nesting and extra documents for YAML) and run through every command that reads
//! it, in-process (`arbitro::cli::run`) on a worker thread: a panic is caught, an invocation
//! over 10 s is a hang, and every error about the input must name its line and column.
#![allow(dead_code)]

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::BTreeMap;
use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// An invocation over this long is a hang.
pub const HANG: Duration = Duration::from_secs(10);

/// What kind of input a seed is.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Kind {
    /// A TRF file.
    Trf,
    /// A generator profile (YAML).
    Profile,
    /// A question-bank file (YAML).
    Bank,
    /// An exam blueprint (YAML).
    Blueprint,
}

impl Kind {
    fn name(self) -> &'static str {
        match self {
            Kind::Trf => "TRF",
            Kind::Profile => "profile",
            Kind::Bank => "question bank",
            Kind::Blueprint => "blueprint",
        }
    }
}

/// One seed input.
pub struct Seed {
    /// Its kind.
    pub kind: Kind,
    /// Where it came from (relative to the crate).
    pub name: String,
    /// Its bytes.
    pub bytes: Vec<u8>,
}

fn files(dir: &Path, ext: &str, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else { return };
    let mut v: Vec<PathBuf> = rd.filter_map(Result::ok).map(|e| e.path()).collect();
    v.sort();
    for p in v {
        if p.is_dir() {
            files(&p, ext, out);
        } else if p.extension().is_some_and(|x| x == ext) {
            out.push(p);
        }
    }
}

/// The bundled seeds under `root` (the crate's folder).
#[must_use]
pub fn seeds(root: &Path) -> Vec<Seed> {
    let mut out = Vec::new();
    let mut add = |kind, dir: &str, ext: &str| {
        let mut v = Vec::new();
        files(&root.join(dir), ext, &mut v);
        for p in v {
            if kind == Kind::Bank && p.components().any(|c| c.as_os_str() == "blueprints") {
                continue;
            }
            if let Ok(bytes) = std::fs::read(&p) {
                let name = p.strip_prefix(root).unwrap_or(&p).display().to_string();
                out.push(Seed { kind, name, bytes });
            }
        }
    };
    add(Kind::Trf, "tests/data", "trf");
    add(Kind::Trf, "scenarios", "trf");
    add(Kind::Profile, "generator", "yaml");
    add(Kind::Bank, "exams", "yaml");
    add(Kind::Blueprint, "exams/blueprints", "yaml");
    out
}

/// The mutations.
pub const MUTATIONS: [&str; 14] = [
    "byte flip",
    "byte insert",
    "byte delete",
    "truncation",
    "line swap",
    "field swap",
    "huge number",
    "duplicate line",
    "UTF-16",
    "Latin-1 / BOM / NUL",
    "line ends",
    "deep nesting",
    "extra document / record",
    "unchanged",
];

fn lines_of(b: &[u8]) -> Vec<Vec<u8>> {
    b.split(|&c| c == b'\n').map(<[u8]>::to_vec).collect()
}

fn join(v: &[Vec<u8>]) -> Vec<u8> {
    v.join(&b'\n')
}

const NUMBERS: [&str; 12] =
    ["0", "-1", "1000", "9999", "10000", "65535", "65536", "99999999999", "4294967296", "999", "-0.5", "1e9"];

/// Applies mutation `m` (an index of [`MUTATIONS`]) to `b`.
pub fn mutate(rng: &mut ChaCha8Rng, kind: Kind, b: &[u8], m: usize) -> Vec<u8> {
    let mut b = b.to_vec();
    let pos = |rng: &mut ChaCha8Rng, len: usize| if len == 0 { 0 } else { rng.random_range(0..len) };
    match m {
        0 => {
            for _ in 0..rng.random_range(1..=8) {
                let i = pos(rng, b.len());
                if let Some(x) = b.get_mut(i) {
                    *x ^= 1 << rng.random_range(0..8);
                }
            }
        }
        1 => {
            for _ in 0..rng.random_range(1..=4) {
                let i = pos(rng, b.len() + 1);
                let c = *b" 0123456789-.wbWBD=+UHFZ\r\n\t:[{#'\"".get(rng.random_range(0..37)).unwrap_or(&b' ');
                b.insert(i.min(b.len()), c);
            }
        }
        2 => {
            for _ in 0..rng.random_range(1..=4) {
                if !b.is_empty() {
                    let i = pos(rng, b.len());
                    let n = rng.random_range(1..=12).min(b.len() - i);
                    b.drain(i..i + n);
                }
            }
        }
        3 => {
            let i = pos(rng, b.len() + 1);
            b.truncate(i);
        }
        4 => {
            let mut v = lines_of(&b);
            if v.len() > 1 {
                let (i, j) = (pos(rng, v.len()), pos(rng, v.len()));
                v.swap(i, j);
            }
            b = join(&v);
        }
        5 => {
            // Swap two fields of one line (whitespace-separated; a TRF line's columns move).
            let mut v = lines_of(&b);
            let i = pos(rng, v.len());
            if let Some(l) = v.get_mut(i) {
                let text = String::from_utf8_lossy(l).into_owned();
                let mut toks: Vec<&str> = text.split(' ').collect();
                if toks.len() > 1 {
                    let (x, y) = (pos(rng, toks.len()), pos(rng, toks.len()));
                    toks.swap(x, y);
                }
                *l = toks.join(" ").into_bytes();
            }
            b = join(&v);
        }
        6 => {
            // Replace a run of digits by a huge, negative or boundary number.
            let starts: Vec<usize> =
                (0..b.len()).filter(|&i| b[i].is_ascii_digit() && (i == 0 || !b[i - 1].is_ascii_digit())).collect();
            if !starts.is_empty() {
                let s = starts[pos(rng, starts.len())].min(b.len());
                let mut e = s;
                while e < b.len() && b[e].is_ascii_digit() {
                    e += 1;
                }
                let n = NUMBERS[pos(rng, NUMBERS.len())];
                // Keep the width (a TRF field) half of the time.
                let text =
                    if rng.random_bool(0.5) && n.len() <= e - s { format!("{n:>w$}", w = e - s) } else { n.to_owned() };
                b.splice(s..e, text.bytes());
            }
        }
        7 => {
            let mut v = lines_of(&b);
            let i = pos(rng, v.len());
            if let Some(l) = v.get(i).cloned() {
                let times = if rng.random_bool(0.1) { rng.random_range(2..=400) } else { 1 };
                for _ in 0..times {
                    v.insert(i, l.clone());
                }
            }
            b = join(&v);
        }
        8 => {
            let text = String::from_utf8_lossy(&b).into_owned();
            let le = rng.random_bool(0.5);
            let mut out: Vec<u8> =
                if rng.random_bool(0.7) { if le { vec![0xFF, 0xFE] } else { vec![0xFE, 0xFF] } } else { Vec::new() };
            for u in text.encode_utf16() {
                out.extend(if le { u.to_le_bytes() } else { u.to_be_bytes() });
            }
            b = out;
        }
        9 => match rng.random_range(0..4) {
            0 => {
                let i = pos(rng, b.len());
                if let Some(x) = b.get_mut(i) {
                    *x = rng.random_range(0x80..=0xFF);
                }
            }
            1 => {
                let mut out = vec![0xEF, 0xBB, 0xBF];
                out.extend(&b);
                b = out;
            }
            2 => {
                let i = pos(rng, b.len() + 1);
                b.insert(i.min(b.len()), 0);
            }
            _ => {
                let i = pos(rng, b.len() + 1);
                b.splice(i.min(b.len())..i.min(b.len()), "é€\u{FEFF}\u{2028}".bytes());
            }
        },
        10 => {
            let text: Vec<u8> = b.iter().copied().filter(|&c| c != b'\r').collect();
            let mut out = Vec::with_capacity(text.len() + text.len() / 20);
            let style = rng.random_range(0..4);
            for c in text {
                if c == b'\n' {
                    match if style == 3 { rng.random_range(0..3) } else { style } {
                        0 => out.push(b'\r'),
                        1 => out.extend(b"\r\n"),
                        _ => out.push(b'\n'),
                    }
                } else {
                    out.push(c);
                }
            }
            if rng.random_bool(0.3) {
                while out.last().is_some_and(|c| *c == b'\n' || *c == b'\r') {
                    out.pop();
                }
            }
            b = out;
        }
        11 => {
            let depth = rng.random_range(10..=3000);
            let i = pos(rng, b.len() + 1).min(b.len());
            let deep = if kind == Kind::Trf {
                format!("XXA {}", " 1.0".repeat(depth))
            } else if rng.random_bool(0.5) {
                format!("x: {}1{}\n", "[".repeat(depth), "]".repeat(depth))
            } else {
                (0..depth.min(400)).map(|d| format!("{}k{d}:\n", " ".repeat(d))).collect()
            };
            b.splice(i..i, deep.bytes());
        }
        12 => {
            let extra: &[&str] = if kind == Kind::Trf {
                &[
                    "XXR 1000",
                    "XXR 65535",
                    "XXP 3",
                    "XXA 0001 1000.0",
                    "BBF 0.5",
                    "BBZ 0.0",
                    "XXC rank",
                    "192 FIDE_DUTCH_2026_BAKU",
                    "XXS W=3 D=1",
                    "142 0",
                    "XXZ 1 2 99999",
                    "250 00.0 1000 001 001 0001 0001",
                ]
            } else {
                &["---\nname: second\n", "...\n", "&a [*a]\n", "? [a, b]\n: c\n", "!!binary AAAA\n", "x: !!float nan\n"]
            };
            let mut v = lines_of(&b);
            let i = pos(rng, v.len() + 1).min(v.len());
            v.insert(i, extra[pos(rng, extra.len())].as_bytes().to_vec());
            b = join(&v);
        }
        _ => {}
    }
    b
}

/// The outcome of one invocation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Exit 0.
    Ok,
    /// Exit 1 (findings).
    Findings,
    /// An error naming its place.
    Placed,
    /// An error that names no line and column.
    Unplaced(String),
    /// An I/O error (the fuzzer's own files).
    Io(String),
    /// A panic, with its message.
    Panic(String),
}

/// Whether `line` names a place: `line L, column C` or `file:L:C:`.
#[must_use]
pub fn names_place(msg: &str) -> bool {
    let first = msg.lines().next().unwrap_or("");
    if let Some(i) = first.find("line ") {
        let rest = &first[i + 5..];
        let digits = rest.chars().take_while(char::is_ascii_digit).count();
        if digits > 0 && rest[digits..].starts_with(", column ") {
            return rest[digits + 9..].starts_with(|c: char| c.is_ascii_digit());
        }
    }
    // file:L:C: (lint style)
    first.split(':').collect::<Vec<_>>().windows(2).any(|w| {
        !w[0].is_empty()
            && !w[1].is_empty()
            && w[0].chars().all(|c| c.is_ascii_digit())
            && w[1].chars().all(|c| c.is_ascii_digit())
    })
}

fn classify(r: &Result<arbitro::cli::ExitStatus, arbitro::cli::CliError>) -> Outcome {
    use arbitro::cli::{CliError, ExitStatus};
    match r {
        Ok(ExitStatus::Ok) => Outcome::Ok,
        Ok(_) => Outcome::Findings,
        Err(CliError::Io { context, source }) => Outcome::Io(format!("{context}: {source}")),
        Err(e) => {
            let m = e.to_string();
            if names_place(&m) { Outcome::Placed } else { Outcome::Unplaced(m) }
        }
    }
}

/// Work for the worker thread: a command line.
type Job = Vec<OsString>;

/// Runs commands on a worker thread, with a watchdog.
pub struct Runner {
    tx: mpsc::Sender<Job>,
    rx: mpsc::Receiver<(Outcome, Duration)>,
}

/// The worker thread's name: panics there are recorded, elsewhere reported as usual.
const WORKER: &str = "fuzz-worker";

thread_local! {
    static PANIC: std::cell::RefCell<Option<String>> = const { std::cell::RefCell::new(None) };
}

impl Runner {
    /// A runner with its worker; panics are caught and recorded, not printed.
    #[must_use]
    pub fn new() -> Runner {
        static HOOK: std::sync::Once = std::sync::Once::new();
        HOOK.call_once(|| {
            let previous = std::panic::take_hook();
            std::panic::set_hook(Box::new(move |info| {
                if std::thread::current().name() == Some(WORKER) {
                    let msg = format!("{info}");
                    PANIC.with(|p| *p.borrow_mut() = Some(msg));
                } else {
                    previous(info);
                }
            }));
        });
        let (tx, jobs) = mpsc::channel::<Job>();
        let (done, rx) = mpsc::channel();
        let spawned = std::thread::Builder::new().name(WORKER.to_owned()).spawn(move || {
            for args in jobs {
                let start = Instant::now();
                let r = std::panic::catch_unwind(|| arbitro::cli::run(args));
                let outcome = match r {
                    Ok(r) => classify(&r),
                    Err(_) => Outcome::Panic(PANIC.with(|p| p.borrow_mut().take()).unwrap_or_default()),
                };
                if done.send((outcome, start.elapsed())).is_err() {
                    break;
                }
            }
        });
        assert!(spawned.is_ok(), "the fuzz worker thread starts");
        Runner { tx, rx }
    }

    /// Runs `args` (without the program name); `None` when it hangs (the worker is then
    /// abandoned and a new one started).
    pub fn run(&mut self, args: &[String]) -> Option<(Outcome, Duration)> {
        let mut v: Vec<OsString> = vec!["arbitro".into()];
        v.extend(args.iter().map(OsString::from));
        if self.tx.send(v).is_err() {
            *self = Runner::new();
            return None;
        }
        match self.rx.recv_timeout(HANG) {
            Ok(r) => Some(r),
            Err(_) => {
                *self = Runner::new();
                None
            }
        }
    }
}

impl Default for Runner {
    fn default() -> Self {
        Runner::new()
    }
}

/// Per-command figures.
#[derive(Clone, Debug, Default)]
pub struct Tally {
    /// Invocations.
    pub runs: u64,
    /// Exit 0.
    pub ok: u64,
    /// Exit 1.
    pub findings: u64,
    /// Errors naming their place.
    pub placed: u64,
    /// Errors without a place.
    pub unplaced: u64,
    /// Panics.
    pub panics: u64,
    /// Hangs (over [`HANG`]).
    pub hangs: u64,
    /// Slowest invocation.
    pub slowest: Duration,
    /// Total time.
    pub total: Duration,
}

/// Everything a run found.
#[derive(Debug, Default)]
pub struct Stats {
    /// Inputs made, by kind.
    pub inputs: BTreeMap<&'static str, u64>,
    /// Mutations applied, by name.
    pub mutations: BTreeMap<&'static str, u64>,
    /// Per command.
    pub commands: BTreeMap<String, Tally>,
    /// Examples of errors without a place (command, seed, message).
    pub unplaced: Vec<String>,
    /// Panics (command, seed, mutation, message), with the input saved.
    pub panics: Vec<String>,
    /// Hangs (command, seed, players).
    pub hangs: Vec<String>,
    /// Conversions refused because the output would not read back the same.
    pub convert_round_trip: u64,
    /// Conversions checked in the library (readable inputs).
    pub convert_checked: u64,
    /// Examples of round-trip refusals.
    pub convert_examples: Vec<String>,
    /// Inputs over the players bound of the hang rule (not timed against it).
    pub large_inputs: u64,
}

impl Stats {
    /// Total invocations.
    #[must_use]
    pub fn invocations(&self) -> u64 {
        self.commands.values().map(|t| t.runs).sum()
    }
    /// Total panics.
    #[must_use]
    pub fn panic_count(&self) -> u64 {
        self.commands.values().map(|t| t.panics).sum()
    }
    /// Total hangs.
    #[must_use]
    pub fn hang_count(&self) -> u64 {
        self.commands.values().map(|t| t.hangs).sum()
    }
    /// Total errors without a place.
    #[must_use]
    pub fn unplaced_count(&self) -> u64 {
        self.commands.values().map(|t| t.unplaced).sum()
    }
}

/// The fuzzer: seeds, a scratch folder, a runner, the figures.
pub struct Fuzzer {
    /// The seeds.
    pub seeds: Vec<Seed>,
    /// Scratch folder for the mutated files.
    pub dir: PathBuf,
    /// Where inputs that panic or hang are kept.
    pub keep: Option<PathBuf>,
    rng: ChaCha8Rng,
    runner: Runner,
    /// The figures.
    pub stats: Stats,
    /// Players (001 lines) at or above which a slow run is not a hang (the bound).
    pub players_bound: usize,
}

fn player_count(b: &[u8]) -> usize {
    lines_of(b).iter().filter(|l| l.starts_with(b"001") || l.starts_with(b"\xEF\xBB\xBF001")).count()
}

impl Fuzzer {
    /// A fuzzer over `seeds`, writing its mutants into `dir`.
    #[must_use]
    pub fn new(seeds: Vec<Seed>, dir: PathBuf, seed: u64) -> Fuzzer {
        Fuzzer {
            seeds,
            dir,
            keep: None,
            rng: ChaCha8Rng::seed_from_u64(seed),
            runner: Runner::new(),
            stats: Stats::default(),
            players_bound: 2000,
        }
    }

    fn invoke(&mut self, label: &str, args: &[String], seed: &str, mutation: &str, input: &[u8], players: usize) {
        let r = self.runner.run(args);
        let t = self.stats.commands.entry(label.to_owned()).or_default();
        t.runs += 1;
        let keep = |name: &str| {
            if let Some(k) = &self.keep {
                let _ = std::fs::create_dir_all(k);
                let _ = std::fs::write(k.join(name), input);
            }
        };
        match r {
            None => {
                t.hangs += 1;
                t.slowest = t.slowest.max(HANG);
                let n = self.stats.hangs.len();
                self.stats.hangs.push(format!("`{label}` on a {mutation} of {seed} ({players} players): over 10 s"));
                keep(&format!("hang-{n}"));
            }
            Some((o, d)) => {
                t.total += d;
                t.slowest = t.slowest.max(d);
                if d > HANG && players < self.players_bound {
                    t.hangs += 1;
                    self.stats.hangs.push(format!("`{label}` on a {mutation} of {seed} ({players} players): {d:?}"));
                }
                match o {
                    Outcome::Ok => t.ok += 1,
                    Outcome::Findings => t.findings += 1,
                    Outcome::Placed | Outcome::Io(_) => t.placed += 1,
                    Outcome::Unplaced(m) => {
                        t.unplaced += 1;
                        if self.stats.unplaced.len() < 20 {
                            self.stats.unplaced.push(format!(
                                "`{label}` on a {mutation} of {seed}: {}",
                                m.lines().next().unwrap_or("")
                            ));
                        }
                    }
                    Outcome::Panic(m) => {
                        t.panics += 1;
                        let n = self.stats.panics.len();
                        self.stats.panics.push(format!("`{label}` on a {mutation} of {seed}: {m}"));
                        keep(&format!("panic-{n}"));
                    }
                }
            }
        }
    }

    /// One input: pick a seed, mutate it, run every command that reads it. Returns the
    /// invocations made.
    pub fn step(&mut self) -> u64 {
        let before = self.stats.invocations();
        let i = self.rng.random_range(0..self.seeds.len());
        let kind = self.seeds[i].kind;
        let m = self.rng.random_range(0..MUTATIONS.len());
        let mut bytes = mutate(&mut self.rng, kind, &self.seeds[i].bytes, m);
        if self.rng.random_bool(0.2) {
            let m2 = self.rng.random_range(0..MUTATIONS.len());
            bytes = mutate(&mut self.rng, kind, &bytes, m2);
        }
        let seed = self.seeds[i].name.clone();
        let mutation = MUTATIONS[m];
        *self.stats.inputs.entry(kind.name()).or_default() += 1;
        *self.stats.mutations.entry(mutation).or_default() += 1;
        match kind {
            Kind::Trf => self.trf(&bytes, &seed, mutation),
            Kind::Profile => self.profile(&bytes, &seed, mutation),
            Kind::Bank | Kind::Blueprint => self.bank(kind, &bytes, &seed, mutation),
        }
        self.stats.invocations() - before
    }

    fn trf(&mut self, bytes: &[u8], seed: &str, mutation: &str) {
        let path = self.dir.join("m.trf");
        if std::fs::write(&path, bytes).is_err() {
            return;
        }
        let players = player_count(bytes);
        if players >= self.players_bound {
            self.stats.large_inputs += 1;
        }
        let f = path.display().to_string();
        let s = |v: &[&str]| v.iter().map(|x| (*x).to_owned()).collect::<Vec<String>>();
        // The reading commands; the engine-driven ones on the smaller files (each of their
        // invocations replays every round).
        let mut cmds: Vec<(&str, Vec<String>)> = vec![
            ("validate", s(&["validate", &f])),
            ("validate --format json", s(&["validate", &f, "--format", "json"])),
            ("show", s(&["show", &f])),
            ("convert", s(&["convert", &f])),
            ("convert --to trf26", s(&["convert", &f, "--to", "trf26"])),
            ("convert --to trf16", s(&["convert", &f, "--to", "trf16"])),
            ("standings", s(&["standings", &f])),
            ("ratings", s(&["ratings", &f])),
            ("norms", s(&["norms", &f])),
        ];
        let small = players <= 40 && bytes.len() < 40_000;
        if small || self.rng.random_bool(0.02) {
            cmds.push(("checklist", s(&["checklist", &f])));
            cmds.push(("pair", s(&["pair", &f])));
            cmds.push(("pair -p", s(&["pair", &f, "-p"])));
            if self.rng.random_bool(0.3) {
                cmds.push(("check", s(&["check", &f])));
            }
        }
        for (label, args) in cmds {
            self.invoke(label, &args, seed, mutation, bytes, players);
        }
        // The convert property in the library: what convert writes reads back the same.
        if let Ok(doc) = arbitro::trf::TrfDocument::from_bytes(bytes) {
            if arbitro::tournament::Tournament::from_trf(&doc).is_ok() {
                for to in [arbitro::trf::Dialect::Trf26, arbitro::trf::Dialect::Trf16] {
                    let c = arbitro::tournament::convert::convert(&doc, to);
                    self.stats.convert_checked += 1;
                    if c.refused.iter().any(|e| e.message.to_string().contains("would not read back")) {
                        self.stats.convert_round_trip += 1;
                        let n = self.stats.convert_examples.len();
                        if n < 10 {
                            self.stats
                                .convert_examples
                                .push(format!("{to:?} on a {mutation} of {seed}: {}", c.refused[0]));
                            if let Some(k) = &self.keep {
                                let _ = std::fs::create_dir_all(k);
                                let _ = std::fs::write(k.join(format!("convert-{n}.trf")), bytes);
                            }
                        }
                    }
                }
            }
        }
    }

    fn profile(&mut self, bytes: &[u8], seed: &str, mutation: &str) {
        let path = self.dir.join("m.yaml");
        if std::fs::write(&path, bytes).is_err() {
            return;
        }
        let f = path.display().to_string();
        let out = self.dir.join("g.trf").display().to_string();
        // Reading (in the library: the error must name line and column) …
        let text = String::from_utf8_lossy(bytes);
        let start = Instant::now();
        let parsed = arbitro::generator::profile::Profile::from_yaml(&text, &f);
        let d = start.elapsed();
        let t = self.stats.commands.entry("profile read".to_owned()).or_default();
        t.runs += 1;
        t.total += d;
        t.slowest = t.slowest.max(d);
        let small = match &parsed {
            Ok(p) => {
                t.ok += 1;
                p.players.max() <= 24 && p.rounds.max() <= 7
            }
            Err(e) if e.line > 0 && e.col > 0 => {
                t.placed += 1;
                false
            }
            Err(e) => {
                t.unplaced += 1;
                if self.stats.unplaced.len() < 20 {
                    self.stats.unplaced.push(format!("profile read on a {mutation} of {seed}: {e}"));
                }
                false
            }
        };
        // … and `generate`, when the field is small enough to pair quickly.
        let args: Vec<String> = if small {
            ["generate", "--profile", &f, "--seed", "1", "-o", &out, "--force"].map(str::to_owned).to_vec()
        } else {
            [
                "campaign",
                "--profile",
                &f,
                "--count",
                "0",
                "--report",
                &self.dir.join("c").display().to_string(),
                "--force",
            ]
            .map(str::to_owned)
            .to_vec()
        };
        let label = if small { "generate" } else { "campaign --count 0" };
        self.invoke(label, &args, seed, mutation, bytes, 0);
    }

    fn bank(&mut self, kind: Kind, bytes: &[u8], seed: &str, mutation: &str) {
        let bank = self.dir.join("bank");
        let _ = std::fs::remove_dir_all(&bank);
        if std::fs::create_dir_all(bank.join("blueprints")).is_err() {
            return;
        }
        let file = if kind == Kind::Bank { bank.join("m.yaml") } else { bank.join("blueprints/m.yaml") };
        if std::fs::write(&file, bytes).is_err() {
            return;
        }
        if kind == Kind::Blueprint {
            // A small, valid bank beside the blueprint.
            let _ = std::fs::write(bank.join("q.yaml"), SMALL_BANK);
        }
        // In the library: every lint error names line and column.
        let start = Instant::now();
        let errors = match kind {
            Kind::Bank => arbitro::quiz::bank::load(&bank).map(|(_, e)| e).unwrap_or_default(),
            _ => arbitro::quiz::blueprint::load(&file).err().unwrap_or_default(),
        };
        let d = start.elapsed();
        let label = if kind == Kind::Bank { "bank read" } else { "blueprint read" };
        let t = self.stats.commands.entry(label.to_owned()).or_default();
        t.runs += 1;
        t.total += d;
        t.slowest = t.slowest.max(d);
        if errors.is_empty() {
            t.ok += 1;
        } else if errors.iter().all(|e| e.line > 0 && e.column.is_some_and(|c| c > 0)) {
            t.placed += 1;
        } else {
            t.unplaced += 1;
            if let Some(e) = errors.iter().find(|e| e.column.is_none() || e.line == 0) {
                if self.stats.unplaced.len() < 20 {
                    self.stats.unplaced.push(format!("{label} on a {mutation} of {seed}: {e}"));
                }
            }
        }
        let b = bank.display().to_string();
        let s = |v: &[&str]| v.iter().map(|x| (*x).to_owned()).collect::<Vec<String>>();
        self.invoke("quiz lint", &s(&["quiz", "lint", "--bank", &b]), seed, mutation, bytes, 0);
        self.invoke("quiz list", &s(&["quiz", "list", "--bank", &b]), seed, mutation, bytes, 0);
    }
}

/// A two-question bank for blueprint mutants.
const SMALL_BANK: &str = "- id: fuzz-laws\n  topic: laws\n  kind: numeric\n  points: 1\n  source: original\n  refs: [Laws 6.1]\n  question:\n    en: How many?\n    es: ¿Cuántos?\n  answer: 1\n";

/// The report (Markdown).
#[must_use]
pub fn report(s: &Stats, command: &str, seed: u64, elapsed: Duration, done: bool) -> String {
    use std::fmt::Write;
    let mut r = String::new();
    let _ = writeln!(r, "# Robustness: mutation fuzzing (issue #14)\n");
    let _ = writeln!(r, "Regenerate: `{command}` (seed {seed}).{}\n", if done { "" } else { " **Run in progress.**" });
    let _ = writeln!(
        r,
        "| figure | value |\n|---|---:|\n| fuzzed invocations | {} |\n| inputs | {} |\n| panics | {} |\n| hangs (over 10 s, below 2,000 players) | {} |\n| errors without line and column | {} |\n| `convert` outputs that would not read back the same (refused) | {} of {} conversions |\n| inputs of 2,000 players or more | {} |\n| time | {:.0} s |\n",
        s.invocations(),
        s.inputs.values().sum::<u64>(),
        s.panic_count(),
        s.hang_count(),
        s.unplaced_count(),
        s.convert_round_trip,
        s.convert_checked,
        s.large_inputs,
        elapsed.as_secs_f64()
    );
    let _ = writeln!(
        r,
        "## Inputs\n\nSeeds: the bundled TRFs (`tests/data`, `scenarios`), profiles (`generator/`), question banks and blueprints (`exams/`).\n\n| kind | inputs |\n|---|---:|"
    );
    for (k, v) in &s.inputs {
        let _ = writeln!(r, "| {k} | {v} |");
    }
    let _ = writeln!(r, "\n| mutation | inputs |\n|---|---:|");
    for (k, v) in &s.mutations {
        let _ = writeln!(r, "| {k} | {v} |");
    }
    let _ = writeln!(
        r,
        "\n## Commands\n\nEach run in-process (`arbitro::cli::run`) on a worker thread with a 10 s watchdog; `profile read`, `bank read` and `blueprint read` call the library readers and check every error's line and column.\n"
    );
    let _ = writeln!(
        r,
        "| command | runs | exit 0 | exit 1 | errors with place | without place | panics | hangs | mean | slowest |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
    );
    for (k, t) in &s.commands {
        let mean = if t.runs > 0 { t.total.as_secs_f64() * 1000.0 / t.runs as f64 } else { 0.0 };
        let _ = writeln!(
            r,
            "| `{k}` | {} | {} | {} | {} | {} | {} | {} | {mean:.2} ms | {:.0} ms |",
            t.runs,
            t.ok,
            t.findings,
            t.placed,
            t.unplaced,
            t.panics,
            t.hangs,
            t.slowest.as_secs_f64() * 1000.0
        );
    }
    for (title, v) in [
        ("Panics", &s.panics),
        ("Hangs", &s.hangs),
        ("Errors without a place", &s.unplaced),
        ("Conversions refused by the read-back check", &s.convert_examples),
    ] {
        let _ = writeln!(r, "\n## {title}\n");
        if v.is_empty() {
            let _ = writeln!(r, "None.");
        }
        for x in v {
            let _ = writeln!(r, "- {}", x.replace('\n', " "));
        }
    }
    r
}
