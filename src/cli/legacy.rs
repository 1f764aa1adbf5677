//! The JaVaFo / bbpPairings command-line forms, so endorsement scripts run unchanged:
//! `arbitro --dutch FILE -p [OUT]`, `arbitro [--dutch] FILE -c`, `arbitro --dutch -g [CONFIG] -o OUT [-s SEED]`.

use std::ffi::OsString;

/// Whether `word` names a subcommand (taken from the clap definition, so a new command is
/// never mistaken for a legacy argument list).
fn is_subcommand(word: &str) -> bool {
    use clap::CommandFactory;
    word == "help" || super::Cli::command().get_subcommands().any(|c| c.get_name() == word)
}

/// Rewrites a legacy argument list into the subcommand form; other lists pass unchanged.
#[must_use]
pub fn rewrite(args: Vec<OsString>) -> Vec<OsString> {
    let Some(first) = args.get(1).and_then(|a| a.to_str()) else { return args };
    if is_subcommand(first) || first == "--help" || first == "-h" || first == "--version" || first == "-V" {
        return args;
    }
    let rest: Vec<&OsString> = args[1..].iter().collect();
    let has = |f: &str| rest.iter().any(|a| a.to_str() == Some(f));
    let mut out: Vec<OsString> = vec![args[0].clone()];
    let mut tail: Vec<OsString> = Vec::new();
    let sub = if has("-g") {
        "generate"
    } else if has("-c") {
        "check"
    } else {
        "pair"
    };
    out.push(sub.into());
    if sub == "check" {
        tail.push("--format".into());
        tail.push("bbp".into());
    }
    for a in rest {
        match a.to_str() {
            Some("--dutch") => {}
            Some("-c") if sub == "check" => {}
            _ => tail.push(a.clone()),
        }
    }
    out.extend(tail);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rw(s: &str) -> String {
        rewrite(s.split(' ').map(OsString::from).collect())
            .iter()
            .map(|a| a.to_string_lossy().into_owned())
            .collect::<Vec<_>>()
            .join(" ")
    }

    #[test]
    fn legacy_forms() {
        assert_eq!(rw("arbitro --dutch t.trf -p out.txt"), "arbitro pair t.trf -p out.txt");
        assert_eq!(rw("arbitro --dutch t.trf -c"), "arbitro check --format bbp t.trf");
        assert_eq!(rw("arbitro t.trf -c"), "arbitro check --format bbp t.trf");
        assert_eq!(rw("arbitro --dutch -g cfg.txt -o out.trf -s 7"), "arbitro generate -g cfg.txt -o out.trf -s 7");
        assert_eq!(rw("arbitro validate t.trf"), "arbitro validate t.trf");
    }
}
