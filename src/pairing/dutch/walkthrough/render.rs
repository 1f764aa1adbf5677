//! Rendering a pairing walkthrough ([`crate::pairing::dutch::walkthrough::Walkthrough`]) as text or
//! Markdown (JSON is the type's own serialisation). Article numbers and criterion codes are
//! those of the edition in force (2026 Art. 3–5, [C1]–[C21]; 2017 B–E, C.1–C.19).

use super::{BracketKind, BracketWalk, Outcome, Try, Walkthrough};
use crate::rules::DutchEdition;
use crate::tournament::{Float, Tpn};
use std::fmt::Write as _;

/// The article of the edition in force: `a26` in the 2026 text, `a17` in the 2017 one.
fn art(ed: DutchEdition, a26: &str, a17: &str) -> String {
    match ed {
        DutchEdition::Dutch2026 => format!("Art. {a26}"),
        DutchEdition::Dutch2017 => a17.to_owned(),
    }
}

fn list(v: &[Tpn]) -> String {
    if v.is_empty() { "-".to_owned() } else { v.iter().map(ToString::to_string).collect::<Vec<_>>().join(" ") }
}

fn pairs(v: &[(Tpn, Tpn)]) -> String {
    v.iter().map(|(a, b)| format!("{a}-{b}")).collect::<Vec<_>>().join(" ")
}

fn floats(f: &[Option<Float>; 2]) -> String {
    f.iter()
        .map(|x| match x {
            Some(Float::Down) => "D",
            Some(Float::Up) => "U",
            None => "-",
        })
        .collect()
}

fn kind(b: &BracketWalk, ed: DutchEdition) -> String {
    match b.kind {
        BracketKind::Homogeneous => "homogeneous".to_owned(),
        BracketKind::Heterogeneous => format!("heterogeneous, {} MDPs", b.m0),
        BracketKind::Penultimate => format!("penultimate pairing bracket ({})", art(ed, "1.9", "A.9")),
        BracketKind::CollapsedLast => format!("collapsed last bracket ({})", art(ed, "1.9", "A.9")),
    }
}

/// The sentence that says how the search ended.
fn outcome(b: &BracketWalk, ed: DutchEdition) -> String {
    match &b.outcome {
        Outcome::Perfect { candidate } => {
            format!("Candidate {candidate} is perfect and is accepted ({}).", art(ed, "3.4.1", "B.4"))
        }
        Outcome::BestAvailable { candidate, shortcomings } => format!(
            "No perfect candidate exists: candidate {candidate} is the best available ({}), the first in the \
             order of generation to reach the best value of any candidate (the bracket's maximum-weight \
             matching bounds them all, so none generated after it does better). It still has: {}.",
            art(ed, "3.8", "B.8"),
            shortcomings.join("; ")
        ),
        Outcome::Cut { tried } => format!(
            "The search was cut after {tried} candidates (the bound). The pairing shown is the engine's \
             decision for this bracket (its maximum-weight matching)."
        ),
        Outcome::Disagreement { found } => format!(
            "The search reached a different candidate ({}) from the engine's: a fault to report. The pairing \
             shown is the engine's decision.",
            if found.is_empty() { "none".to_owned() } else { pairs(found) }
        ),
    }
}

fn try_line(t: &Try) -> (String, String) {
    let what = if t.pairs.is_empty() {
        t.generated.clone()
    } else if t.floaters.is_empty() {
        format!("{}: {}", t.generated, pairs(&t.pairs))
    } else {
        format!("{}: {}, unpaired {}", t.generated, pairs(&t.pairs), list(&t.floaters))
    };
    let verdict = match &t.rejected {
        Some(r) if t.number.is_none() => format!("skipped, {}: {}", r.code, r.how),
        Some(r) => format!("rejected, {}: {}", r.code, r.how),
        None => "accepted".to_owned(),
    };
    (what, verdict)
}

fn generation_articles(b: &BracketWalk, ed: DutchEdition) -> String {
    if b.m0 > 0 { art(ed, "3.7, 4.2-4.4", "B.7, D.1-D.3") } else { art(ed, "3.6, 4.2-4.3", "B.6, D.1-D.2") }
}

/// The walkthrough as text.
#[must_use]
pub fn text(w: &Walkthrough, heading: &str) -> String {
    let ed = w.edition;
    let mut s = format!("Walkthrough of round {} - {heading}\n", w.round);
    let _ = writeln!(s, "At most {} candidates are evaluated in a bracket.", w.max_candidates);
    for (k, b) in w.brackets.iter().enumerate() {
        let _ = writeln!(s, "\nBracket {}: {} points, {}, {} players", k + 1, b.score, kind(b, ed), b.players.len());
        let _ = writeln!(s, "  {:>3} {:>4} {:>5} {:>4} {:>3} {:>6}", "BSN", "TPN", "score", "pref", "CD", "floats");
        for p in &b.players {
            let _ = writeln!(
                s,
                "  {:>3} {:>4} {:>5} {:>4} {:>3} {:>6}{}",
                p.bsn,
                p.tpn.to_string(),
                p.score.to_string(),
                p.preference,
                p.colour_difference,
                floats(&p.floats),
                if p.mdp { "  MDP" } else { "" }
            );
        }
        let _ = writeln!(s, "  M0 = {}, MaxPairs = {}, M1 = {} ({})", b.m0, b.max_pairs, b.m1, art(ed, "3.1", "B.1"));
        let _ = writeln!(
            s,
            "  S1: {}   S2: {}   Limbo: {} ({})",
            list(&b.s1),
            list(&b.s2),
            list(&b.limbo),
            art(ed, "3.2", "B.2")
        );
        let _ = writeln!(s, "  Candidates ({}):", generation_articles(b, ed));
        for t in &b.tries {
            let (what, verdict) = try_line(t);
            let no = t.number.map_or_else(|| "-".to_owned(), |n| n.to_string());
            let _ = writeln!(s, "  {no:>5}  {what}\n         {verdict}");
        }
        if b.hidden > 0 {
            let _ = writeln!(s, "  ... and {} more rejected candidates or families, not listed", b.hidden);
        }
        let _ = writeln!(s, "  {}", outcome(b, ed));
        let _ = writeln!(s, "  Pairs: {}", if b.pairs.is_empty() { "-".to_owned() } else { pairs(&b.pairs) });
        let _ = writeln!(s, "  Downfloaters: {}", list(&b.downfloaters));
        if !b.boards.is_empty() {
            let _ = writeln!(s, "  Colours ({}):", art(ed, "5.2", "E"));
            for c in &b.boards {
                let _ = writeln!(
                    s,
                    "    {:>4} - {:<4}  {} {}",
                    c.white.to_string(),
                    c.black.to_string(),
                    c.article,
                    c.rule
                );
            }
        }
    }
    if let Some(bye) = w.bye {
        let _ = writeln!(s, "\nPairing-allocated bye: {bye}");
    }
    s
}

/// The walkthrough as Markdown (lecture notes).
#[must_use]
pub fn markdown(w: &Walkthrough, heading: &str) -> String {
    let ed = w.edition;
    let mut s = format!("# Walkthrough of round {}\n\n{heading}\n\n", w.round);
    let _ = writeln!(s, "At most {} candidates are evaluated in a bracket.", w.max_candidates);
    for (k, b) in w.brackets.iter().enumerate() {
        let _ = writeln!(s, "\n## Bracket {}: {} points ({})\n", k + 1, b.score, kind(b, ed));
        s.push_str("| BSN | TPN | score | pref | CD | floats | |\n|---:|---:|---:|:---:|---:|:---:|---|\n");
        for p in &b.players {
            let _ = writeln!(
                s,
                "| {} | {} | {} | {} | {} | {} | {} |",
                p.bsn,
                p.tpn,
                p.score,
                p.preference,
                p.colour_difference,
                floats(&p.floats),
                if p.mdp { "MDP" } else { "" }
            );
        }
        let _ = writeln!(s, "\nM0 = {}, MaxPairs = {}, M1 = {} ({}).", b.m0, b.max_pairs, b.m1, art(ed, "3.1", "B.1"));
        let _ = writeln!(
            s,
            "S1: {}; S2: {}; Limbo: {} ({}).\n",
            list(&b.s1),
            list(&b.s2),
            list(&b.limbo),
            art(ed, "3.2", "B.2")
        );
        let _ = writeln!(s, "Candidates ({}):\n", generation_articles(b, ed));
        for t in &b.tries {
            let (what, verdict) = try_line(t);
            let no = t.number.map_or_else(|| "skipped".to_owned(), |n| format!("candidate {n}"));
            let _ = writeln!(s, "- {no}: {what} — **{verdict}**");
        }
        if b.hidden > 0 {
            let _ = writeln!(s, "- ... and {} more rejected candidates or families, not listed", b.hidden);
        }
        let _ = writeln!(s, "\n{}\n", outcome(b, ed));
        let _ = writeln!(s, "Pairs: {}. Downfloaters: {}.", pairs(&b.pairs), list(&b.downfloaters));
        if !b.boards.is_empty() {
            let _ = writeln!(s, "\n| White | Black | rule ({}) |\n|---:|---:|---|", art(ed, "5.2", "E"));
            for c in &b.boards {
                let _ = writeln!(s, "| {} | {} | {} {} |", c.white, c.black, c.article, c.rule);
            }
        }
    }
    if let Some(bye) = w.bye {
        let _ = writeln!(s, "\nPairing-allocated bye: {bye}.");
    }
    s
}
