//! Rendering the check-list (text like the manual's tables; JSON).

use crate::core::words::{Lang, Phrase, decimal};
use crate::pairing::checklist::Checklist;
use crate::tournament::Float;
use std::fmt::Write;

/// Text: `ID Pts Colours CD Pref -1R -2R G-n … G-1`, one line per player, as the manual's
/// "FORMATOS DE LISTADO DE CHEQUEO": `[X]` before the opponents marks a player who may not
/// receive the pairing-allocated bye.
#[must_use]
pub fn text(c: &Checklist, title: &str) -> String {
    text_in(c, title, Lang::En)
}

pub(crate) use crate::core::words::colour_letters;

/// [`text`] in `lang`: the title, the column names and the legend; the symbols (Pref, ▲/▼,
/// `[X]`, `G-n`) are the manual's in both languages.
#[must_use]
pub fn text_in(c: &Checklist, title: &str, lang: Lang) -> String {
    let mut s = String::new();
    let heading = Phrase::new("checklist-title").arg("round", c.round.0).arg("edition", c.edition.flag_name());
    let _ = writeln!(s, "{title}{}", heading.say(lang));
    let colours = Phrase::new("checklist-colours").say(lang);
    let width = c.rows.iter().map(|r| r.colours.chars().count()).max().unwrap_or(0).max(colours.chars().count());
    let games = c.rows.iter().map(|r| r.opponents.len()).max().unwrap_or(0);
    let es = lang == Lang::Es;
    let mut head = format!(
        "{:>4} {:>5} {:<width$} {:>3} {:<5} {:<3} {:<3} {:<3}",
        if es { "NI" } else { "ID" },
        Phrase::new("col-points").say(lang),
        colours,
        if es { "DC" } else { "CD" },
        "Pref",
        "-1R",
        "-2R",
        ""
    );
    for g in (1..=games).rev() {
        let _ = write!(head, " {:>4}", format!("{}-{g}", if es { "P" } else { "G" }));
    }
    let _ = writeln!(s, "{}", head.trim_end());
    for r in &c.rows {
        let pts = if r.pairing_score == r.score { r.score.to_string() } else { format!("{}*", r.pairing_score) };
        let pts = decimal(lang, &pts);
        let mut line = format!(
            "{:>4} {:>5} {:<width$} {:>+3} {:<5} {:<3} {:<3} {:<3}",
            r.tpn.0,
            pts,
            colour_letters(lang, &r.colours),
            r.colour_difference,
            colour_letters(lang, &r.symbol),
            r.float_last.map_or("", Float::mark),
            r.float_two_before.map_or("", Float::mark),
            if r.pab_eligible { "" } else { "[X]" },
        );
        for _ in r.opponents.len()..games {
            line.push_str("     ");
        }
        for o in &r.opponents {
            let _ = write!(line, " {:>4}", o.0);
        }
        if !r.to_pair {
            line.push_str(&format!("  {}", Phrase::new("checklist-not-paired").say(lang)));
        }
        let _ = writeln!(s, "{}", line.trim_end());
    }
    let _ = writeln!(s, "\n{}", Phrase::new("checklist-legend").say(lang));
    s
}
