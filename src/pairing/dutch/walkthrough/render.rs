//! Rendering a pairing walkthrough ([`crate::pairing::dutch::walkthrough::Walkthrough`]) as text or
//! Markdown (JSON is the type's own serialisation). Article numbers and criterion codes are
//! those of the edition in force (2026 Art. 3–5, [C1]–[C21]; 2017 B–E, C.1–C.19).

use super::{BracketKind, BracketWalk, Outcome, Try, Walkthrough};
use crate::core::words::{Lang, Phrase, colour_letters, decimal};
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

/// The floats of the last two rounds as the check-list marks them (▼ down, ▲ up, - none).
fn floats(f: &[Option<Float>; 2]) -> String {
    f.iter().map(|x| x.map_or("-", Float::mark)).collect()
}

fn kind(b: &BracketWalk, ed: DutchEdition) -> Phrase {
    match b.kind {
        BracketKind::Homogeneous => Phrase::new("walk-dutch-homogeneous"),
        BracketKind::Heterogeneous => Phrase::new("walk-dutch-heterogeneous").arg("mdps", b.m0),
        BracketKind::Penultimate => Phrase::new("walk-dutch-penultimate").arg("art", art(ed, "1.9", "A.9")),
        BracketKind::CollapsedLast => Phrase::new("walk-dutch-collapsed").arg("art", art(ed, "1.9", "A.9")),
    }
}

/// The sentence that says how the search ended.
fn outcome(b: &BracketWalk, ed: DutchEdition, lang: Lang) -> Phrase {
    match &b.outcome {
        Outcome::Perfect { candidate } => {
            Phrase::new("walk-dutch-perfect").arg("candidate", *candidate).arg("art", art(ed, "3.4.1", "B.4"))
        }
        Outcome::BestAvailable { candidate, shortcomings } => Phrase::new("walk-dutch-best")
            .arg("candidate", *candidate)
            .arg("art", art(ed, "3.8", "B.8"))
            .arg("shortcomings", shortcomings.iter().map(|p| p.say(lang)).collect::<Vec<_>>().join("; ")),
        Outcome::Cut { tried } => Phrase::new("walk-dutch-cut").arg("tried", *tried),
        Outcome::Disagreement { found } => Phrase::new("walk-dutch-disagreement")
            .arg("found", if found.is_empty() { Phrase::new("walk-dutch-none").say(lang) } else { pairs(found) }),
    }
}

fn try_line(t: &Try, lang: Lang) -> (String, String) {
    let what = if t.pairs.is_empty() {
        t.generated.say(lang)
    } else if t.floaters.is_empty() {
        format!("{}: {}", t.generated.say(lang), pairs(&t.pairs))
    } else {
        Phrase::new("walk-dutch-unpaired")
            .arg("what", format!("{}: {}", t.generated.say(lang), pairs(&t.pairs)))
            .arg("floaters", list(&t.floaters))
            .say(lang)
    };
    let verdict = match &t.rejected {
        Some(r) if t.number.is_none() => {
            Phrase::new("walk-dutch-verdict-skipped").arg("code", r.code.clone()).arg("how", r.how.clone())
        }
        Some(r) => Phrase::new("walk-dutch-verdict-rejected").arg("code", r.code.clone()).arg("how", r.how.clone()),
        None => Phrase::new("walk-dutch-verdict-accepted"),
    };
    (what, verdict.say(lang))
}

fn generation_articles(b: &BracketWalk, ed: DutchEdition) -> String {
    if b.m0 > 0 { art(ed, "3.7, 4.2-4.4", "B.7, D.1-D.3") } else { art(ed, "3.6, 4.2-4.3", "B.6, D.1-D.2") }
}

/// The walkthrough as text, in `lang`.
#[must_use]
pub fn text(w: &Walkthrough, heading: &str, lang: Lang) -> String {
    let ed = w.edition;
    let say = |p: Phrase| p.say(lang);
    let mut s = format!("{}\n", say(Phrase::new("walk-dutch-title").arg("round", w.round).arg("heading", heading)));
    let _ = writeln!(s, "{}", say(Phrase::new("walk-dutch-bound").arg("count", w.max_candidates)));
    for (k, b) in w.brackets.iter().enumerate() {
        let line = Phrase::new("walk-dutch-bracket")
            .arg("n", k + 1)
            .dec("score", b.score)
            .arg("kind", kind(b, ed))
            .arg("players", b.players.len());
        let _ = writeln!(s, "\n{}", say(line));
        let _ = writeln!(
            s,
            "  {:>3} {:>4} {:>5} {:>4} {:>3} {:>6}",
            say(Phrase::new("walk-dutch-col-bsn")),
            say(Phrase::new("walk-dutch-col-tpn")),
            say(Phrase::new("walk-dutch-col-score")),
            say(Phrase::new("walk-dutch-col-pref")),
            say(Phrase::new("walk-dutch-col-cd")),
            say(Phrase::new("walk-dutch-col-floats"))
        );
        for p in &b.players {
            let _ = writeln!(
                s,
                "  {:>3} {:>4} {:>5} {:>4} {:>3} {:>6}{}",
                p.bsn,
                p.tpn.to_string(),
                decimal(lang, &p.score.to_string()),
                colour_letters(lang, &p.preference),
                p.colour_difference,
                floats(&p.floats),
                if p.mdp { "  MDP" } else { "" }
            );
        }
        let _ = writeln!(s, "  M0 = {}, MaxPairs = {}, M1 = {} ({})", b.m0, b.max_pairs, b.m1, art(ed, "3.1", "B.1"));
        let _ = writeln!(
            s,
            "  S1: {}   S2: {}   {}: {} ({})",
            list(&b.s1),
            list(&b.s2),
            say(Phrase::new("walk-dutch-limbo")),
            list(&b.limbo),
            art(ed, "3.2", "B.2")
        );
        let _ = writeln!(s, "  {}", say(Phrase::new("walk-dutch-candidates").arg("art", generation_articles(b, ed))));
        for t in &b.tries {
            let (what, verdict) = try_line(t, lang);
            let no = t.number.map_or_else(|| "-".to_owned(), |n| n.to_string());
            let _ = writeln!(s, "  {no:>5}  {what}\n         {verdict}");
        }
        if b.hidden > 0 {
            let _ = writeln!(s, "  {}", say(Phrase::new("walk-dutch-hidden").arg("count", b.hidden)));
        }
        let _ = writeln!(s, "  {}", say(outcome(b, ed, lang)));
        let shown = if b.pairs.is_empty() { "-".to_owned() } else { pairs(&b.pairs) };
        let _ = writeln!(s, "  {}", say(Phrase::new("walk-dutch-pairs").arg("pairs", shown)));
        let _ = writeln!(s, "  {}", say(Phrase::new("walk-dutch-downfloaters").arg("list", list(&b.downfloaters))));
        if !b.boards.is_empty() {
            let _ = writeln!(s, "  {}", say(Phrase::new("walk-dutch-colours").arg("art", art(ed, "5.2", "E"))));
            for c in &b.boards {
                let _ = writeln!(
                    s,
                    "    {:>4} - {:<4}  {} {}",
                    c.white.to_string(),
                    c.black.to_string(),
                    c.article,
                    c.rule.say(lang)
                );
            }
        }
    }
    if let Some(bye) = w.bye {
        let _ = writeln!(s, "\n{}", say(Phrase::new("walk-dutch-pab").arg("tpn", bye.0)));
    }
    s
}

/// The walkthrough as Markdown (lecture notes), in `lang`.
#[must_use]
pub fn markdown(w: &Walkthrough, heading: &str, lang: Lang) -> String {
    let ed = w.edition;
    let say = |p: Phrase| p.say(lang);
    let mut s = format!("# {}\n\n{heading}\n\n", say(Phrase::new("walk-dutch-md-title").arg("round", w.round)));
    let _ = writeln!(s, "{}", say(Phrase::new("walk-dutch-bound").arg("count", w.max_candidates)));
    for (k, b) in w.brackets.iter().enumerate() {
        let line = Phrase::new("walk-dutch-md-bracket").arg("n", k + 1).dec("score", b.score).arg("kind", kind(b, ed));
        let _ = writeln!(s, "\n## {}\n", say(line));
        let _ = writeln!(
            s,
            "| {} | {} | {} | {} | {} | {} | |\n|---:|---:|---:|:---:|---:|:---:|---|",
            say(Phrase::new("walk-dutch-col-bsn")),
            say(Phrase::new("walk-dutch-col-tpn")),
            say(Phrase::new("walk-dutch-col-score")),
            say(Phrase::new("walk-dutch-col-pref")),
            say(Phrase::new("walk-dutch-col-cd")),
            say(Phrase::new("walk-dutch-col-floats"))
        );
        for p in &b.players {
            let _ = writeln!(
                s,
                "| {} | {} | {} | {} | {} | {} | {} |",
                p.bsn,
                p.tpn,
                decimal(lang, &p.score.to_string()),
                colour_letters(lang, &p.preference),
                p.colour_difference,
                floats(&p.floats),
                if p.mdp { "MDP" } else { "" }
            );
        }
        let _ = writeln!(s, "\nM0 = {}, MaxPairs = {}, M1 = {} ({}).", b.m0, b.max_pairs, b.m1, art(ed, "3.1", "B.1"));
        let _ = writeln!(
            s,
            "S1: {}; S2: {}; {}: {} ({}).\n",
            list(&b.s1),
            list(&b.s2),
            say(Phrase::new("walk-dutch-limbo")),
            list(&b.limbo),
            art(ed, "3.2", "B.2")
        );
        let _ = writeln!(s, "{}\n", say(Phrase::new("walk-dutch-candidates").arg("art", generation_articles(b, ed))));
        for t in &b.tries {
            let (what, verdict) = try_line(t, lang);
            let no = t.number.map_or_else(
                || say(Phrase::new("walk-dutch-skipped")),
                |n| say(Phrase::new("walk-dutch-candidate-no").arg("n", n)),
            );
            let _ = writeln!(s, "- {no}: {what} — **{verdict}**");
        }
        if b.hidden > 0 {
            let _ = writeln!(s, "- {}", say(Phrase::new("walk-dutch-hidden").arg("count", b.hidden)));
        }
        let _ = writeln!(s, "\n{}\n", say(outcome(b, ed, lang)));
        let line = Phrase::new("walk-dutch-md-pairs").arg("pairs", pairs(&b.pairs)).arg("list", list(&b.downfloaters));
        let _ = writeln!(s, "{}", say(line));
        if !b.boards.is_empty() {
            let _ = writeln!(
                s,
                "\n| {} | {} | {} |\n|---:|---:|---|",
                say(Phrase::new("walk-dutch-white")),
                say(Phrase::new("walk-dutch-black")),
                say(Phrase::new("walk-dutch-rule").arg("art", art(ed, "5.2", "E")))
            );
            for c in &b.boards {
                let _ = writeln!(s, "| {} | {} | {} {} |", c.white, c.black, c.article, c.rule.say(lang));
            }
        }
    }
    if let Some(bye) = w.bye {
        let _ = writeln!(s, "\n{}.", say(Phrase::new("walk-dutch-pab").arg("tpn", bye.0)));
    }
    s
}
