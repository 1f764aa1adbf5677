//! External programs in a campaign: a pairing program that pairs every round
//! (`--pairer 'CMD --dutch {in} -p {out}'`) and a checker run on every file
//! (`--engine 'CMD --dutch {in} -c'`), with the JaVaFo / bbpPairings input and output formats.

use super::write::trf16_text;
use crate::pairing::{Pairer, Pairing, PairingError};
use crate::tournament::{RoundNo, Tournament};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicU64, Ordering};

/// A command line with `{in}` / `{out}` placeholders, split like a shell does words
/// (single and double quotes group; no other shell syntax).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CommandTemplate {
    /// The words.
    pub words: Vec<String>,
}

impl CommandTemplate {
    /// Parses a template.
    ///
    /// # Errors
    /// An empty command or an unclosed quote.
    pub fn parse(text: &str) -> Result<CommandTemplate, String> {
        let mut words = Vec::new();
        let mut cur = String::new();
        let mut quote: Option<char> = None;
        let mut any = false;
        for c in text.chars() {
            match (quote, c) {
                (Some(q), c) if c == q => quote = None,
                (Some(_), c) => cur.push(c),
                (None, '\'' | '"') => {
                    quote = Some(c);
                    any = true;
                }
                (None, c) if c.is_whitespace() => {
                    if any || !cur.is_empty() {
                        words.push(std::mem::take(&mut cur));
                        any = false;
                    }
                }
                (None, c) => cur.push(c),
            }
        }
        if quote.is_some() {
            return Err(format!("unclosed quote in command '{text}'"));
        }
        if any || !cur.is_empty() {
            words.push(cur);
        }
        if words.is_empty() {
            return Err("empty command".to_owned());
        }
        Ok(CommandTemplate { words })
    }

    /// The words with `{in}` and `{out}` replaced.
    #[must_use]
    pub fn render(&self, input: &Path, output: Option<&Path>) -> Vec<String> {
        let i = input.display().to_string();
        let o = output.map(|p| p.display().to_string()).unwrap_or_default();
        self.render_with(&[("{in}", i), ("{out}", o)])
    }

    /// The words with each placeholder of `vars` (`{config}`, …) replaced by its value.
    #[must_use]
    pub(crate) fn render_with(&self, vars: &[(&str, String)]) -> Vec<String> {
        self.words.iter().map(|w| vars.iter().fold(w.clone(), |w, (k, v)| w.replace(k, v))).collect()
    }

    /// Runs the command: (exit code, stdout, stderr).
    ///
    /// # Errors
    /// The program could not be started.
    pub fn run(&self, input: &Path, output: Option<&Path>) -> Result<(i32, String, String), String> {
        let i = input.display().to_string();
        let o = output.map(|p| p.display().to_string()).unwrap_or_default();
        self.run_with(&[("{in}", i), ("{out}", o)])
    }

    /// Runs the command with `vars` substituted: (exit code, stdout, stderr).
    ///
    /// # Errors
    /// The program could not be started.
    pub fn run_with(&self, vars: &[(&str, String)]) -> Result<(i32, String, String), String> {
        let words = self.render_with(vars);
        let out = Command::new(&words[0])
            .args(&words[1..])
            .output()
            .map_err(|e| format!("cannot run '{}': {e}", words[0]))?;
        Ok((
            out.status.code().unwrap_or(-1),
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        ))
    }
}

static SCRATCH_COUNTER: AtomicU64 = AtomicU64::new(0);

/// A fresh file name in `dir` (unique within this process).
#[must_use]
pub(crate) fn scratch_file(dir: &Path, ext: &str) -> PathBuf {
    let n = SCRATCH_COUNTER.fetch_add(1, Ordering::Relaxed);
    dir.join(format!("arbitro-{}-{n}.{ext}", std::process::id()))
}

/// An external pairing program as a [`Pairer`]: each round is written as TRF16 (rounds
/// before it, and the round's byes and absences), the program writes a pair list.
pub struct ExternalPairer {
    /// The command (`{in}` the TRF, `{out}` the pair list).
    pub command: CommandTemplate,
    /// Where the scratch files go.
    pub scratch: PathBuf,
}

impl Pairer for ExternalPairer {
    fn pair(&self, t: &Tournament, round: RoundNo) -> Result<Pairing, PairingError> {
        let input = scratch_file(&self.scratch, "trf");
        let output = scratch_file(&self.scratch, "txt");
        std::fs::write(&input, trf16_text(t, &[])).map_err(|e| {
            PairingError::Input(
                crate::core::words::Phrase::new("nopair-external-write")
                    .arg("file", input.display().to_string())
                    .arg("error", e.to_string()),
            )
        })?;
        let ran = self.command.run(&input, Some(&output));
        let list = std::fs::read_to_string(&output);
        let _ = std::fs::remove_file(&input);
        let _ = std::fs::remove_file(&output);
        let (code, _stdout, stderr) =
            ran.map_err(|e| PairingError::Input(crate::core::words::Phrase::new("nopair-text").arg("text", e)))?;
        match code {
            0 => {}
            1 => {
                return Err(PairingError::no_pairing(
                    round,
                    crate::core::words::Phrase::new("nopair-external-says").arg("stderr", stderr.trim()),
                ));
            }
            c => {
                return Err(PairingError::Input(
                    crate::core::words::Phrase::new("nopair-external-failed")
                        .arg("code", c)
                        .arg("stderr", stderr.trim()),
                ));
            }
        }
        let list = list.map_err(|e| {
            PairingError::Input(crate::core::words::Phrase::new("nopair-external-no-list").arg("error", e.to_string()))
        })?;
        Pairing::parse_pair_list(&list, round).map_err(|e| {
            PairingError::Input(crate::core::words::Phrase::new("nopair-external-list").arg("error", e.to_string()))
        })
    }
}

/// One round of a bbpPairings / JaVaFo checker report.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct CheckedRound {
    /// The round.
    pub round: RoundNo,
    /// The table or message under the round when it is not consistent; empty when it is.
    pub discrepancy: Vec<String>,
}

/// Reads the checker output layout of bbpPairings: a `<file>: Round #N` line per round,
/// followed, when the round is not consistent, by a table headed
/// `Checker pairings        Tournament pairings` (or a message such as
/// `No valid pairing exists for round N.`).
#[must_use]
pub(crate) fn parse_checker_output(text: &str) -> Vec<CheckedRound> {
    let mut out: Vec<CheckedRound> = Vec::new();
    for line in text.lines() {
        if let Some(pos) = line.find("Round #") {
            let digits: String = line[pos + 7..].chars().take_while(char::is_ascii_digit).collect();
            if let Ok(n) = digits.parse::<u16>() {
                out.push(CheckedRound { round: RoundNo(n), discrepancy: Vec::new() });
                continue;
            }
        }
        if line.trim().is_empty() {
            continue;
        }
        if let Some(last) = out.last_mut() {
            last.discrepancy.push(line.trim_end().to_owned());
        } else if line.contains("No valid pairing") {
            let digits: String = line.chars().filter(char::is_ascii_digit).collect();
            out.push(CheckedRound { round: RoundNo(digits.parse().unwrap_or(0)), discrepancy: vec![line.to_owned()] });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn templates_split_and_substitute() {
        let t = CommandTemplate::parse("java -jar 'my dir/javafo.jar' {in} -p {out}").unwrap();
        assert_eq!(t.words, ["java", "-jar", "my dir/javafo.jar", "{in}", "-p", "{out}"]);
        let w = t.render(Path::new("a.trf"), Some(Path::new("b.txt")));
        assert_eq!(w[3..], ["a.trf", "-p", "b.txt"]);
        assert!(CommandTemplate::parse("x 'y").is_err());
        assert!(CommandTemplate::parse("   ").is_err());
    }

    #[test]
    fn reads_the_bbp_checker_layout() {
        let text = "t.trf: Round #1\nt.trf: Round #2\n  Checker pairings        Tournament pairings \n  \
                    1 - 3                   1 - 4\n  4 - 2                   3 - 2\nt.trf: Round #3\n";
        let r = parse_checker_output(text);
        assert_eq!(r.len(), 3);
        assert!(r[0].discrepancy.is_empty() && r[2].discrepancy.is_empty());
        assert_eq!(r[1].round, RoundNo(2));
        assert_eq!(r[1].discrepancy.len(), 3);
        assert!(r[1].discrepancy[0].contains("Checker pairings"));
    }
}
