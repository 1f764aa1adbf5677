//! Rendering a [`CheckReport`]: text (coloured on a terminal), Markdown, JSON, and the
//! bbpPairings / JaVaFo checker layout (`--format bbp`, `-c`).

use crate::check::standings::{StandingsCheck, StandingsDifference};
use crate::check::{CheckReport, RoundCheck};
use crate::pairing::Pairing;
use colored::Colorize;
use std::fmt::Write;

fn rows(p: &Pairing) -> Vec<(String, String)> {
    let mut v: Vec<(String, String)> = p.boards.iter().map(|b| (b.white.to_string(), b.black.to_string())).collect();
    if let Some(x) = p.bye {
        v.push((x.to_string(), "0".to_owned()));
    }
    v
}

/// The bbpPairings/JaVaFo checker layout: `<stem>: Round #N` for every round; under each
/// inconsistent round a two-column table (checker, tournament), `0` for the PAB.
#[must_use]
pub fn bbp(r: &CheckReport, stem: &str) -> String {
    let mut s = String::new();
    for rc in &r.rounds {
        let _ = writeln!(s, "{stem}: Round #{}", rc.round);
        if rc.consistent {
            continue;
        }
        if rc.ours.is_none() {
            let _ = writeln!(s, "No valid pairing exists for round {}.\n", rc.round);
            continue;
        }
        let ours = rc.ours.as_ref().map(rows).unwrap_or_default();
        let theirs = rows(&rc.theirs);
        let _ = writeln!(s, "  Checker pairings{:8}Tournament pairings ", "");
        for i in 0..ours.len().max(theirs.len()) {
            let left = ours.get(i).map_or_else(|| format!("{:9}", ""), |(w, b)| format!("{w:>3} - {b:>3}"));
            let right = theirs.get(i).map_or_else(String::new, |(w, b)| format!("{w:>3} - {b:>3}"));
            let _ = writeln!(s, "    {left}{:16}{right}", "");
        }
        s.push('\n');
    }
    s
}

fn verdict(rc: &RoundCheck) -> &'static str {
    rc.difference_label()
}

/// The differing boards of a round as rows `board, arbitro, file` ("" where a row has none).
fn board_rows(rc: &RoundCheck) -> Vec<[String; 3]> {
    let seat = |x: Option<crate::check::align::Seat>| x.map_or_else(String::new, |s| s.to_string());
    rc.differing_boards
        .iter()
        .map(|r| [r.board.map_or_else(String::new, |b| b.to_string()), seat(r.arbitro), seat(r.file)])
        .collect()
}

fn same_note(rc: &RoundCheck) -> Option<String> {
    (rc.same_boards > 0).then(|| {
        format!("{} other board{} the same in both", rc.same_boards, if rc.same_boards == 1 { "" } else { "s" })
    })
}

/// Human text; colour only when `colored` is enabled. A round that differs shows only the
/// boards that differ, arbitro's beside the file's, then the reasons.
#[must_use]
pub fn text(r: &CheckReport) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "{}: {}", r.file, r.edition);
    if !r.pairings_skipped {
        let _ = writeln!(s, "{}: {}", r.file, r.initial_colour);
    }
    for n in &r.notes {
        let _ = writeln!(s, "{}: {n}", r.file);
    }
    for rc in &r.rounds {
        if rc.consistent {
            let _ = writeln!(s, "round {:>2}: {}", rc.round, "consistent".green());
            continue;
        }
        let _ = writeln!(s, "round {:>2}: {}", rc.round, verdict(rc).red().bold());
        let rows = board_rows(rc);
        if !rows.is_empty() {
            s.push_str("    board  arbitro       file\n");
            for [b, ours, theirs] in &rows {
                let _ = writeln!(s, "    {b:>5}  {:<14}{}", ours.red().to_string(), theirs.green());
            }
        }
        if let Some(n) = same_note(rc) {
            let _ = writeln!(s, "    ({n})");
        }
        for f in &rc.findings {
            let _ = writeln!(s, "  - {}", f.message);
        }
    }
    let bad = r.rounds.iter().filter(|c| !c.consistent).count();
    if r.pairings_skipped {
        let _ = writeln!(s, "{}: pairings not checked (--only standings)", r.file);
    } else if bad == 0 {
        let _ = writeln!(s, "{}: all {} rounds consistent", r.file, r.rounds.len());
    } else {
        let _ = writeln!(s, "{}: {} of {} rounds differ", r.file, bad, r.rounds.len());
    }
    if let Some(sc) = &r.standings {
        s.push_str(&standings_text(sc));
        if sc.consistent {
            let _ = writeln!(s, "{}: standings consistent", r.file);
        } else {
            let _ = writeln!(s, "{}: {} standings difference(s)", r.file, sc.differences.len());
        }
    }
    s
}

/// The standings section of the text report: the list, the rules, then each difference with
/// the two figures' explanations.
#[must_use]
pub fn standings_text(sc: &StandingsCheck) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "standings after round {} — tie-breaks {} ({})", sc.rounds, list(sc), sc.source);
    let _ = writeln!(s, "  {}", sc.rules);
    for n in &sc.notes {
        let _ = writeln!(s, "  note: {n}");
    }
    if sc.consistent {
        let _ = writeln!(s, "  {}", "ranks and points consistent".green());
        return s;
    }
    for d in &sc.differences {
        let _ = writeln!(s, "  - {}", d.message().red());
        if let StandingsDifference::Order { ahead, behind, separation: sep } = d {
            for (who, lines) in [(ahead.tpn, &sep.ahead_explain), (behind.tpn, &sep.behind_explain)] {
                let _ = writeln!(s, "      {} of {who}:", sep.criterion);
                for l in lines {
                    let _ = writeln!(s, "        {l}");
                }
            }
        }
    }
    s
}

fn list(sc: &StandingsCheck) -> String {
    if sc.tiebreaks.is_empty() { "none (points only)".to_owned() } else { sc.tiebreaks.join(",") }
}

/// Text from the file (a name, a note) as Markdown that reads as the text itself: every mark
/// Markdown reads escaped, so `[c](javascript:…)` or `![i](http://…)` stays those characters
/// in any Markdown viewer, and `|` cannot split a table cell.
#[must_use]
pub fn md_text(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        if "\\`*_[]()<>!|#&~{}".contains(c) {
            out.push('\\');
        }
        if c == '\n' || c == '\r' {
            out.push(' ');
        } else {
            out.push(c);
        }
    }
    out
}

fn standings_markdown(sc: &StandingsCheck) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "\n## Standings after round {}\n", sc.rounds);
    let _ = writeln!(s, "Tie-breaks: `{}` ({}). Rules: {}.\n", list(sc), sc.source, sc.rules);
    for n in &sc.notes {
        let _ = writeln!(s, "Note: {}.\n", md_text(&n.to_string()));
    }
    if sc.consistent {
        let _ = writeln!(s, "Ranks and points consistent.");
    } else {
        for d in &sc.differences {
            let _ = writeln!(s, "- {}", md_text(&d.message()));
        }
    }
    let mut head = "\n| rank | file | TPN | name | pts |".to_owned();
    let mut rule = "|---:|---:|---:|---|---:|".to_owned();
    for tb in &sc.tiebreaks {
        let _ = write!(head, " {tb} |");
        rule.push_str("---:|");
    }
    let _ = writeln!(s, "{head}\n{rule}");
    for r in &sc.standings {
        let _ = write!(
            s,
            "| {} | {} | {} | {} | {} |",
            r.rank,
            r.file_rank.map_or_else(String::new, |x| x.to_string()),
            r.tpn,
            md_text(&r.name),
            r.points
        );
        for v in &r.values {
            let _ = write!(s, " {v} |");
        }
        s.push('\n');
    }
    s
}

/// Markdown.
#[must_use]
pub fn markdown(r: &CheckReport) -> String {
    let mut s = String::new();
    let title = if r.standings.is_some() { "Pairing and tie-break check" } else { "Pairing check" };
    let _ = writeln!(s, "# {title}: {}\n", md_text(&r.file));
    let _ = writeln!(s, "Rules: {}\n", r.edition);
    if !r.pairings_skipped {
        let c = r.initial_colour.to_string();
        let _ = writeln!(s, "Initial colour: {}\n", c.strip_prefix("initial colour: ").unwrap_or(&c));
    }
    for n in &r.notes {
        let _ = writeln!(s, "Note: {n}\n");
    }
    if r.pairings_skipped {
        let _ = writeln!(s, "Pairings not checked (`--only standings`).");
    } else {
        let _ = writeln!(s, "| round | verdict |\n|---:|---|");
    }
    for rc in &r.rounds {
        let _ = writeln!(s, "| {} | {} |", rc.round, verdict(rc));
    }
    for rc in r.rounds.iter().filter(|c| !c.consistent) {
        let _ = writeln!(s, "\n## Round {} — {}\n", rc.round, verdict(rc));
        let rows = board_rows(rc);
        if !rows.is_empty() {
            let _ = writeln!(s, "| board | arbitro | file |\n|---:|---|---|");
            for [b, ours, theirs] in &rows {
                let _ = writeln!(s, "| {b} | {ours} | {theirs} |");
            }
            s.push('\n');
        }
        if let Some(n) = same_note(rc) {
            let _ = writeln!(s, "{n}.\n");
        }
        for f in &rc.findings {
            let _ = writeln!(s, "- **{}** {}", f.rule, f.message);
        }
    }
    if let Some(sc) = &r.standings {
        s.push_str(&standings_markdown(sc));
    }
    s
}

#[cfg(test)]
mod tests {
    use super::md_text;

    #[test]
    fn text_from_a_file_stays_text_in_markdown() {
        assert_eq!(md_text("Pérez, Ana"), "Pérez, Ana");
        assert_eq!(md_text("[c](javascript:alert(7))"), "\\[c\\]\\(javascript:alert\\(7\\)\\)");
        assert_eq!(md_text("![i](http://x/b)"), "\\!\\[i\\]\\(http://x/b\\)");
        assert_eq!(md_text("a|b\nc"), "a\\|b c");
    }
}
