//! Rendering the check-list (text like the manual's tables; JSON).

use crate::pairing::checklist::Checklist;
use crate::tournament::Float;
use std::fmt::Write;

fn float_mark(f: Option<Float>) -> &'static str {
    match f {
        Some(Float::Down) => "▼",
        Some(Float::Up) => "▲",
        None => "",
    }
}

/// Text: `ID Pts Colours CD Pref -1R -2R G-n … G-1`, one line per player, as the manual's
/// "FORMATOS DE LISTADO DE CHEQUEO": `[X]` before the opponents marks a player who may not
/// receive the pairing-allocated bye.
#[must_use]
pub fn text(c: &Checklist, title: &str) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "{title}Check-list before round {} ({})", c.round, c.edition.flag_name());
    let width = c.rows.iter().map(|r| r.colours.chars().count()).max().unwrap_or(0).max(7);
    let games = c.rows.iter().map(|r| r.opponents.len()).max().unwrap_or(0);
    let mut head = format!(
        "{:>4} {:>5} {:<width$} {:>3} {:<5} {:<3} {:<3} {:<3}",
        "ID", "Pts", "Colours", "CD", "Pref", "-1R", "-2R", ""
    );
    for g in (1..=games).rev() {
        let _ = write!(head, " {:>4}", format!("G-{g}"));
    }
    let _ = writeln!(s, "{}", head.trim_end());
    for r in &c.rows {
        let pts = if r.pairing_score == r.score { r.score.to_string() } else { format!("{}*", r.pairing_score) };
        let mut line = format!(
            "{:>4} {:>5} {:<width$} {:>+3} {:<5} {:<3} {:<3} {:<3}",
            r.tpn.0,
            pts,
            r.colours,
            r.colour_difference,
            r.symbol,
            float_mark(r.float_last),
            float_mark(r.float_two_before),
            if r.pab_eligible { "" } else { "[X]" },
        );
        for _ in r.opponents.len()..games {
            line.push_str("     ");
        }
        for o in &r.opponents {
            let _ = write!(line, " {:>4}", o.0);
        }
        if !r.to_pair {
            line.push_str("  (not paired: bye or absent)");
        }
        let _ = writeln!(s, "{}", line.trim_end());
    }
    let _ = writeln!(
        s,
        "\nPref: WWW/BBB absolute (both conditions), WW/BB absolute (colour difference), W1/B1 and W/B absolute (same colour twice), (W)/(B) strong, (w)/(b) mild, A none. -1R/-2R float in the last/penultimate round: ▼ downfloat, ▲ upfloat. [X] may not receive the pairing-allocated bye. G-n: opponent n games ago. * pairing score with fictitious points."
    );
    s
}
