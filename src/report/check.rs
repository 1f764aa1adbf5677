//! Rendering a [`CheckReport`]: text (coloured on a terminal), Markdown, JSON, and the
//! bbpPairings / JaVaFo checker layout (`--format bbp`, `-c`).

use crate::check::standings::{StandingsCheck, StandingsDifference};
use crate::check::{CheckReport, RoundCheck};
use crate::core::words::{Lang, Phrase};
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
/// inconsistent round a two-column table (checker, tournament) of the pairs that differ only,
/// as bbpPairings' checker prints it: the checker's pairs the file lacks beside the file's pairs
/// the checker lacks, each in its own order, `0` for the PAB.
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
        let (ours, theirs) = differing(rc.ours.as_ref().map(rows).unwrap_or_default(), rows(&rc.theirs));
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

/// A pair as the bbp layout prints it: white, black (`0` for the PAB's opponent).
type Row = (String, String);

/// Each side's pairs (white, black; the PAB as `N - 0`) that the other side lacks.
fn differing(ours: Vec<Row>, theirs: Vec<Row>) -> (Vec<Row>, Vec<Row>) {
    let only_ours = ours.iter().filter(|p| !theirs.contains(p)).cloned().collect();
    let only_theirs = theirs.into_iter().filter(|p| !ours.contains(p)).collect();
    (only_ours, only_theirs)
}

/// The differing boards of a round as rows `board, arbitro, file` ("" where a row has none).
fn board_rows(rc: &RoundCheck) -> Vec<[String; 3]> {
    let seat = |x: Option<crate::check::align::Seat>| x.map_or_else(String::new, |s| s.to_string());
    rc.differing_boards
        .iter()
        .map(|r| [r.board.map_or_else(String::new, |b| b.to_string()), seat(r.arbitro), seat(r.file)])
        .collect()
}

fn same_note(rc: &RoundCheck, lang: Lang) -> Option<String> {
    (rc.same_boards > 0).then(|| Phrase::new("check-same-boards").arg("count", rc.same_boards).say(lang))
}

/// Human text; colour only when `colored` is enabled. A round that differs shows only the
/// boards that differ, arbitro's beside the file's, then the reasons.
#[must_use]
pub fn text(r: &CheckReport) -> String {
    text_in(r, Lang::En)
}

/// [`text`] in `lang`.
#[must_use]
pub fn text_in(r: &CheckReport, lang: Lang) -> String {
    let say = |p: Phrase| p.say(lang);
    let mut s = String::new();
    let _ = writeln!(s, "{}: {}", r.file, r.edition.phrase().say(lang));
    if !r.pairings_skipped {
        let _ = writeln!(s, "{}: {}", r.file, r.initial_colour.phrase().say(lang));
    }
    for n in &r.notes {
        let _ = writeln!(s, "{}: {}", r.file, n.say(lang));
    }
    if !r.data_findings.is_empty() {
        let _ = writeln!(s, "{}: {}", r.file, say(Phrase::new("check-data-findings-head")).red());
        for f in &r.data_findings {
            let _ = writeln!(s, "  - {}", f.say(lang));
        }
    }
    let round_word = say(Phrase::new("check-round-word"));
    for rc in &r.rounds {
        let mut verdict = rc.difference_phrase().say(lang);
        if r.proposed == Some(rc.round) {
            verdict = format!("{verdict} ({})", say(Phrase::new("check-proposed-mark")));
        }
        if rc.consistent {
            let _ = writeln!(s, "{round_word} {:>2}: {}", rc.round, verdict.green());
            continue;
        }
        let _ = writeln!(s, "{round_word} {:>2}: {}", rc.round, verdict.red().bold());
        let rows = board_rows(rc);
        if !rows.is_empty() {
            let _ = writeln!(s, "    {}", say(Phrase::new("check-boards-head")));
            for [b, ours, theirs] in &rows {
                let _ = writeln!(s, "    {b:>5}  {:<14}{}", ours.red().to_string(), theirs.green());
            }
        }
        if let Some(n) = same_note(rc, lang) {
            let _ = writeln!(s, "    ({n})");
        }
        for f in &rc.findings {
            let _ = writeln!(s, "  - {}", f.message.say(lang));
        }
    }
    for u in &r.unchecked {
        let _ = writeln!(s, "{round_word} {:>2}: {}", u.round, say(Phrase::new("check-round-unchecked")).red().bold());
        for f in &u.reasons {
            let _ = writeln!(s, "  - {}", f.say(lang));
        }
    }
    let bad = r.rounds.iter().filter(|c| !c.consistent).count();
    let total = r.rounds.len();
    let summary = if r.pairings_skipped {
        Phrase::new("check-pairings-skipped")
    } else if bad == 0 {
        Phrase::new("check-all-consistent").arg("count", total)
    } else {
        Phrase::new("check-rounds-differ").arg("bad", bad).arg("count", total)
    };
    let _ = writeln!(s, "{}: {}", r.file, summary.say(lang));
    if !r.data_findings.is_empty() || !r.unchecked.is_empty() {
        let d = Phrase::new("check-data-summary")
            .arg("findings", r.data_findings.len())
            .arg("unchecked", r.unchecked.len());
        let _ = writeln!(s, "{}: {}", r.file, d.say(lang));
    }
    if let Some(sc) = &r.standings {
        s.push_str(&standings_text_in(sc, lang));
        let end = if sc.consistent {
            Phrase::new("check-standings-consistent")
        } else {
            Phrase::new("check-standings-differences").arg("count", sc.differences.len())
        };
        let _ = writeln!(s, "{}: {}", r.file, end.say(lang));
    }
    s
}

/// The standings section of the text report: the list, the rules, then each difference with
/// the two figures' explanations.
#[must_use]
pub fn standings_text(sc: &StandingsCheck) -> String {
    standings_text_in(sc, Lang::En)
}

/// [`standings_text`] in `lang`.
#[must_use]
pub fn standings_text_in(sc: &StandingsCheck, lang: Lang) -> String {
    let mut s = String::new();
    let list =
        if sc.tiebreaks.is_empty() { Phrase::new("check-no-tiebreaks").say(lang) } else { sc.tiebreaks.join(",") };
    let head =
        Phrase::new("check-standings-head").arg("rounds", sc.rounds).arg("list", list).arg("source", sc.source.clone());
    let _ = writeln!(s, "{}", head.say(lang));
    let _ = writeln!(s, "  {}", sc.rules.say(lang));
    for n in &sc.notes {
        let _ = writeln!(s, "  {}", Phrase::new("check-note").arg("note", n.clone()).say(lang));
    }
    if sc.consistent {
        let _ = writeln!(s, "  {}", Phrase::new("check-ranks-consistent").say(lang).green());
        return s;
    }
    for d in &sc.differences {
        let _ = writeln!(s, "  - {}", d.phrase().say(lang).red());
        if let StandingsDifference::Order { ahead, behind, separation: sep } = d {
            for (who, lines) in [(ahead.tpn, &sep.ahead_explain), (behind.tpn, &sep.behind_explain)] {
                let of = Phrase::new("check-figure-of").arg("criterion", sep.criterion.as_str()).arg("tpn", who.0);
                let _ = writeln!(s, "      {}:", of.say(lang));
                for l in lines {
                    let _ = writeln!(s, "        {}", l.say(lang));
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
    for f in &r.data_findings {
        let _ = writeln!(s, "Inconsistent data: {}\n", md_text(&f.to_string()));
    }
    for u in &r.unchecked {
        for f in &u.reasons {
            let _ = writeln!(s, "Round {} not checked: {}\n", u.round, md_text(&f.to_string()));
        }
    }
    if r.pairings_skipped {
        let _ = writeln!(s, "Pairings not checked (`--only standings`).");
    } else {
        let _ = writeln!(s, "| round | verdict |\n|---:|---|");
    }
    for rc in &r.rounds {
        let _ = writeln!(s, "| {} | {} |", rc.round, rc.difference_label());
    }
    for rc in r.rounds.iter().filter(|c| !c.consistent) {
        let _ = writeln!(s, "\n## Round {} — {}\n", rc.round, rc.difference_label());
        let rows = board_rows(rc);
        if !rows.is_empty() {
            let _ = writeln!(s, "| board | arbitro | file |\n|---:|---|---|");
            for [b, ours, theirs] in &rows {
                let _ = writeln!(s, "| {b} | {ours} | {theirs} |");
            }
            s.push('\n');
        }
        if let Some(n) = same_note(rc, Lang::En) {
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
