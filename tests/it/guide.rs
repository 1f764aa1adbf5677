//! The guide cannot go stale: every command in a `console` block of `README.md` and
//! `docs/guide/**/*.md` is run, in a fresh directory that sees the repository's example files,
//! and must exit as the guide says (0, or the `# exit N` written after it) with every line the
//! guide prints under it somewhere in its output.

use crate::common::{parts, root, run_in};
use std::path::{Path, PathBuf};

/// One command of the guide, where it stands and what it must show.
struct Example {
    place: String,
    args: Vec<String>,
    exit: i32,
    shows: Vec<String>,
}

/// The Markdown files of the guide and the README.
fn guide_pages() -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
            .expect("the guide folder is there")
            .filter_map(Result::ok)
            .map(|e| e.path())
            .collect();
        entries.sort();
        for p in entries {
            if p.is_dir() {
                walk(&p, out);
            } else if p.extension().is_some_and(|x| x == "md") {
                out.push(p);
            }
        }
    }
    let mut pages = vec![root().join("README.md")];
    walk(&root().join("docs/guide"), &mut pages);
    pages
}

/// Splits a command line as a shell would for plain words, 'single' and "double" quotes
/// (no variables, pipes or redirections: the guide's commands need none).
fn words(line: &str) -> Result<Vec<String>, String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut in_word = false;
    let mut quote: Option<char> = None;
    for c in line.chars() {
        match quote {
            Some(q) if c == q => quote = None,
            Some(_) => cur.push(c),
            None if c == '\'' || c == '"' => {
                quote = Some(c);
                in_word = true;
            }
            None if c.is_whitespace() => {
                if in_word {
                    out.push(std::mem::take(&mut cur));
                    in_word = false;
                }
            }
            None if "|<>;&$`".contains(c) => return Err(format!("shell syntax '{c}' in a guide command")),
            None => {
                cur.push(c);
                in_word = true;
            }
        }
    }
    if quote.is_some() {
        return Err("an unclosed quote".into());
    }
    if in_word {
        out.push(cur);
    }
    Ok(out)
}

/// The examples of one page: `$ arbitro …` lines of its `console` blocks, with the lines under
/// each (what it must show) up to the next command or the end of the block.
fn examples(page: &Path) -> Vec<Example> {
    let text = std::fs::read_to_string(page).expect("a readable guide page");
    let rel = page.strip_prefix(root()).unwrap_or(page).display().to_string();
    let mut out: Vec<Example> = Vec::new();
    let mut in_console = false;
    let mut in_other = false;
    for (i, line) in text.lines().enumerate() {
        let t = line.trim_start();
        if t.starts_with("```") {
            if in_console || in_other {
                in_console = false;
                in_other = false;
            } else if t.trim_start_matches('`').trim() == "console" {
                in_console = true;
            } else {
                in_other = true;
            }
            continue;
        }
        if !in_console {
            continue;
        }
        let place = format!("{rel}:{}", i + 1);
        if let Some(cmd) = t.strip_prefix("$ ") {
            let (cmd, exit) = match cmd.split_once(" # exit ") {
                Some((c, n)) => (c, n.trim().parse().unwrap_or_else(|_| panic!("{place}: '# exit N' wants a number"))),
                None => (cmd, 0),
            };
            let args = words(cmd).unwrap_or_else(|e| panic!("{place}: {e}"));
            assert_eq!(
                args.first().map(String::as_str),
                Some("arbitro"),
                "{place}: a guide command starts with `arbitro`"
            );
            out.push(Example { place, args: args[1..].to_vec(), exit, shows: Vec::new() });
        } else if !t.is_empty() {
            let ex = out.last_mut().unwrap_or_else(|| panic!("{place}: output before any `$ arbitro` command"));
            ex.shows.push(t.trim_end().to_owned());
        }
    }
    out
}

/// A fresh directory in which the repository's example folders are visible under their own
/// names (so the guide's relative paths work) and files the commands write land apart.
fn sandbox() -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("a temporary directory");
    for name in ["scenarios", "exams", "generator"] {
        copy_tree(&root().join(name), &dir.path().join(name));
    }
    dir
}

fn copy_tree(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).expect("a folder in the sandbox");
    for entry in std::fs::read_dir(from).expect("a repository folder").filter_map(Result::ok) {
        let p = entry.path();
        let target = to.join(entry.file_name());
        if p.is_dir() {
            copy_tree(&p, &target);
        } else {
            std::fs::copy(&p, &target).expect("a file copied into the sandbox");
        }
    }
}

#[test]
fn every_command_of_the_guide_runs_as_the_guide_says() {
    let pages = guide_pages();
    let all: Vec<Example> = pages.iter().flat_map(|p| examples(p)).collect();
    assert!(all.len() >= 15, "the guide shows its commands in `console` blocks ({} found)", all.len());
    let dir = sandbox();
    let mut failures = Vec::new();
    for ex in &all {
        let args: Vec<&str> = ex.args.iter().map(String::as_str).collect();
        let (code, out, err) = parts(&run_in(dir.path(), &args));
        let both = format!("{out}\n{err}");
        if code != ex.exit {
            failures.push(format!("{}: exit {code}, the guide says {}\n{both}", ex.place, ex.exit));
            continue;
        }
        for want in &ex.shows {
            if want != "..." && !both.contains(want.as_str()) {
                failures.push(format!("{}: the output has no line containing {want:?}\n{both}", ex.place));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} guide command(s) do not do what the guide says:\n{}",
        failures.len(),
        failures.join("\n\n")
    );
}

/// The `arbitro …` command lines of the pages' `sh` blocks (shown, not run: they need a
/// server, an oracle, a long campaign or the user's own files), cut at the first shell word.
fn shown_commands(page: &Path) -> Vec<(String, Vec<String>)> {
    let text = std::fs::read_to_string(page).expect("a readable guide page");
    let rel = page.strip_prefix(root()).unwrap_or(page).display().to_string();
    let mut out = Vec::new();
    let mut in_sh = false;
    let mut in_other = false;
    for (i, line) in text.lines().enumerate() {
        let t = line.trim();
        if t.starts_with("```") {
            if in_sh || in_other {
                in_sh = false;
                in_other = false;
            } else if matches!(t.trim_start_matches('`').trim(), "sh" | "bash" | "shell") {
                in_sh = true;
            } else {
                in_other = true;
            }
            continue;
        }
        let cmd =
            t.strip_prefix("cargo run --release -- ").map(|c| format!("arbitro {c}")).unwrap_or_else(|| t.to_owned());
        if !in_sh || !cmd.starts_with("arbitro ") {
            continue;
        }
        let mut ws = Vec::new();
        for w in cmd.split_whitespace().skip(1) {
            if w.starts_with('#') || ["|", ">", "&&", ";", "\\", "2>&1"].contains(&w) || w.starts_with('>') {
                break;
            }
            ws.push(w.trim_matches(|c| c == '\'' || c == '"').to_owned());
        }
        out.push((format!("{rel}:{}", i + 1), ws));
    }
    out
}

/// The help text of `arbitro ARGS --help`, or `None` when that is no command.
fn help_of(
    dir: &Path,
    args: &[&str],
    cache: &mut std::collections::BTreeMap<String, Option<String>>,
) -> Option<String> {
    let key = args.join(" ");
    cache
        .entry(key)
        .or_insert_with(|| {
            let mut a: Vec<&str> = args.to_vec();
            a.push("--help");
            let (code, out, _) = parts(&run_in(dir, &a));
            (code == 0).then_some(out)
        })
        .clone()
}

#[test]
fn every_flag_the_guide_shows_exists() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let mut cache = std::collections::BTreeMap::new();
    let top = help_of(dir.path(), &[], &mut cache).expect("arbitro --help");
    let mut stale = Vec::new();
    let mut seen = 0;
    for page in guide_pages() {
        for (place, ws) in shown_commands(&page) {
            let Some(sub) = ws.first() else { continue };
            // The JaVaFo / bbpPairings argument forms (`arbitro --dutch FILE -p`) have no subcommand.
            if sub.starts_with('-') || !top.lines().any(|l| l.trim_start().starts_with(&format!("{sub} "))) {
                continue;
            }
            let mut path = vec![sub.as_str()];
            if let Some(next) = ws.get(1).filter(|w| !w.starts_with('-')) {
                let nested = [sub.as_str(), next.as_str()];
                if help_of(dir.path(), &nested, &mut cache).is_some_and(|h| h.contains(&format!("{sub} {next}"))) {
                    path = nested.to_vec();
                }
            }
            let help = help_of(dir.path(), &path, &mut cache).unwrap_or_default();
            for w in ws.iter().filter(|w| w.starts_with('-') && w.len() > 1) {
                let flag = w.split('=').next().unwrap_or(w);
                let known = if flag.starts_with("--") {
                    help.contains(&format!("{flag} "))
                        || help.contains(&format!("{flag}["))
                        || help.contains(&format!("{flag}\n"))
                        || help.contains(&format!("{flag}="))
                } else {
                    help.contains(&format!("{flag},")) || help.contains(&format!("{flag} "))
                };
                seen += 1;
                if !known {
                    stale.push(format!("{place}: `arbitro {}` has no flag {flag}", path.join(" ")));
                }
            }
        }
    }
    assert!(seen > 50, "the guide's shown commands were read ({seen} flags)");
    assert!(stale.is_empty(), "the guide shows flags arbitro does not have:\n{}", stale.join("\n"));
}

#[test]
fn guide_links_lead_to_files_that_exist() {
    let mut broken = Vec::new();
    for page in guide_pages() {
        let text = std::fs::read_to_string(&page).expect("a readable guide page");
        let base = page.parent().expect("a page has a folder");
        let mut rest = text.as_str();
        while let Some(i) = rest.find("](") {
            rest = &rest[i + 2..];
            let Some(end) = rest.find(')') else { break };
            let target = &rest[..end];
            let path = target.split('#').next().unwrap_or("");
            if !path.is_empty() && !path.contains(':') && !path.contains(' ') && !base.join(path).exists() {
                broken.push(format!("{}: {target}", page.display()));
            }
        }
    }
    assert!(broken.is_empty(), "links to nothing:\n{}", broken.join("\n"));
}

#[test]
fn the_readme_stays_an_entrance_not_the_manual() {
    let text = std::fs::read_to_string(root().join("README.md")).expect("the README");
    let lines = text.lines().count();
    assert!(lines < 200, "README.md has {lines} lines: the manual belongs in docs/guide/");
    let first: Vec<&str> = text.lines().skip_while(|l| !l.starts_with("```")).skip(1).take(2).collect();
    assert!(
        first[0].contains("check scenarios/examples/"),
        "the README's first command is the main job on a bundled example"
    );
    assert!(first[1].contains("cargo test --locked --release"), "the README's second command is the tests");
}

#[test]
fn shell_words_are_split_as_a_shell_would() {
    assert_eq!(words(r#"arbitro explain "dubov C7" 'a b'"#).unwrap(), ["arbitro", "explain", "dubov C7", "a b"]);
    assert!(words("arbitro check x | head").is_err());
    assert!(words("arbitro check 'x").is_err());
}
