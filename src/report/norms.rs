//! Rendering norm checks (B.01) as text, in Spanish or English; JSON is the serialised result.

use crate::core::words::{Lang, Phrase};
use crate::results::norms::{PlayerNorms, QualifyingSwiss, SwissExemption};
use std::fmt::Write;

/// The line on the foreign-opponent exemption (1.4.3) under the header: declared by the
/// arbiter (1.4.3a–c), or the Swiss count of 1.4.3d (with `explain`, round by round).
#[must_use]
pub fn exemption_line(swiss: Option<&SwissExemption>, declared: bool, explain: bool, lang: Lang) -> String {
    let mut out = String::new();
    if declared {
        let _ = write!(out, "\n{}", Phrase::new("norm-exemption-declared").say(lang));
    }
    let Some(s) = swiss else {
        if !declared {
            let _ = write!(out, "\n{}", Phrase::new("norm-exemption-not-examined").say(lang));
        }
        return out;
    };
    let failing = s.rounds.iter().find(|r| !r.meets);
    let verdict = match failing {
        None => Phrase::new("norm-exemption-applies"),
        Some(r) => Phrase::new("norm-exemption-fails")
            .arg("round", r.round)
            .arg("foreign", r.foreign_rated)
            .arg("federations", r.federations)
            .arg("titled", r.titled),
    };
    let rows = s.rounds.iter().map(|r| {
        (
            r.round,
            Phrase::new("norm-exemption-round")
                .arg("foreign", r.foreign_rated)
                .arg("federations", r.federations)
                .arg("titled", r.titled),
            r.meets,
        )
    });
    let title = Phrase::new("norm-exemption-title").arg("host", s.host.as_str());
    out.push_str(&round_count(&title, verdict, rows, explain, lang));
    out
}

/// A headline with its verdict, then (with `explain`) one line per round.
fn round_count(
    title: &Phrase,
    verdict: Phrase,
    rows: impl Iterator<Item = (u16, Phrase, bool)>,
    explain: bool,
    lang: Lang,
) -> String {
    let mut out =
        format!("\n{}", Phrase::new("norm-headline").arg("title", title.clone()).arg("verdict", verdict).say(lang));
    if explain {
        for (round, text, meets) in rows {
            let id = if meets { "norm-round-meets" } else { "norm-round-short" };
            let _ = write!(out, "\n  {}", Phrase::new(id).arg("round", round).arg("text", text).say(lang));
        }
    }
    out
}

/// The line on 1.5.6a under the header: whether the event is a Swiss a title application
/// needs one norm from (with `explain`, round by round).
#[must_use]
pub fn qualifying_line(q: &QualifyingSwiss, explain: bool, lang: Lang) -> String {
    let verdict = match q.rounds.iter().find(|r| !r.meets) {
        None => Phrase::new("norm-yes"),
        Some(r) => Phrase::new("norm-qualifying-fails")
            .arg("round", r.round)
            .arg("participants", r.participants)
            .arg("average", r.average)
            .arg("rated", r.rated),
    };
    let rows = q.rounds.iter().map(|r| {
        (
            r.round,
            Phrase::new("norm-qualifying-round")
                .arg("participants", r.participants)
                .arg("rated", r.rated)
                .arg("average", r.average),
            r.meets,
        )
    });
    round_count(&Phrase::new("norm-qualifying-title"), verdict, rows, explain, lang)
}

/// One block per player: each norm's verdict, then (always for a norm, with `explain` for
/// every check) the checklist with articles.
#[must_use]
pub fn text(players: &[PlayerNorms], header: &str, explain: bool, lang: Lang) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "{header}");
    for p in players {
        let who = Phrase::new("norm-player")
            .arg("tpn", p.tpn.0)
            .arg("name", p.name.as_str())
            .arg("federation", p.federation.as_str());
        let _ = writeln!(out, "\n{}", who.say(lang));
        for c in &p.checks {
            let line = Phrase::new(if c.norm { "norm-line-yes" } else { "norm-line-no" })
                .arg("title", c.title.name())
                .arg("games", c.games)
                .count("score", "count", c.score)
                .arg("ra", c.average_rating)
                .arg("rp", c.performance)
                .arg("needs", needs(c));
            let _ = writeln!(out, "  {}", line.say(lang));
            if explain || c.norm {
                if let Some(g) = c.counts_as_games {
                    let counts = Phrase::new("norm-counts-as").arg("games", g).arg("why", c.counts_as_why.clone());
                    let _ = writeln!(out, "      {}", counts.say(lang));
                }
                for n in &c.ignored {
                    let _ = writeln!(out, "      {}", n.say(lang));
                }
                for i in &c.items {
                    let item = Phrase::new(if i.pass { "norm-item-pass" } else { "norm-item-fail" })
                        .arg("code", i.code)
                        .arg("requirement", i.requirement.clone())
                        .arg("article", i.article)
                        .arg("actual", i.actual.clone());
                    let _ = writeln!(out, "      {}", item.say(lang));
                }
            }
        }
    }
    out
}

/// What score the player needs for the norm — or that none can give it, when a requirement
/// the score does not change is not met (B.01 1.4).
fn needs(c: &crate::results::norms::NormCheck) -> Phrase {
    let unmet = c.unmet_regardless_of_score();
    if !unmet.is_empty() {
        return Phrase::new("norm-needs-unmet").arg("codes", unmet.join(", "));
    }
    c.required_score.map_or_else(|| Phrase::new("norm-needs-impossible"), |s| Phrase::new("norm-needs").dec("score", s))
}
