//! The text report of `check` under the Dubov, Burstein and Swiss Team systems: each round
//! consistent with the chapter, or the first criterion it departs on with the boards, the
//! detail, the rule's text and the text's own pairing.

use crate::core::words::{Arg, Lang, Phrase};
use crate::pairing::Pairing;
use crate::tournament::RoundNo;

/// One round's verdict as the report prints it, whatever the system.
pub(super) struct Departure<'a> {
    pub round: RoundNo,
    pub complies: bool,
    /// The criterion departed from: code, article, text.
    pub rule: (&'static str, &'static str, &'static str),
    pub boards: &'a [usize],
    pub detail: Option<&'a Phrase>,
    pub engine: Option<&'a Pairing>,
    /// The reading other than arbitro's default under which the round complies.
    pub reading: Option<&'a crate::pairing::system::ReadingNote>,
}

/// The report in `lang`: `title`, a line per round (`chapter` names the system's chapter,
/// `C.04.4.1`), then the conclusion. The rule is quoted in FIDE's English.
pub(super) fn text<'a>(
    title: &str,
    chapter: &str,
    rounds: impl IntoIterator<Item = Departure<'a>>,
    strict: bool,
    lang: Lang,
) -> String {
    let mut s = format!("{title}\n");
    let mut consistent = true;
    let mut under_readings = 0;
    for v in rounds {
        if let (true, Some(note)) = (v.complies, v.reading) {
            under_readings += 1;
            consistent &= !strict;
            s.push_str(&reading_note(v.round, note, lang));
            continue;
        }
        if v.complies {
            let line = Phrase::new("house-round-consistent").arg("round", v.round.0).arg("chapter", chapter);
            s.push_str(&format!("{}\n", line.say(lang)));
            continue;
        }
        consistent = false;
        let (code, article, rule) = v.rule;
        let boards = if v.boards.is_empty() {
            Arg::from("")
        } else {
            let b: Vec<String> = v
                .boards
                .iter()
                .map(|&b| if b == 0 { Phrase::new("house-pab").say(lang) } else { b.to_string() })
                .collect();
            Phrase::new("house-boards").arg("boards", b.join(", ")).into()
        };
        let line = Phrase::new("house-round-departs")
            .arg("round", v.round.0)
            .arg("code", code)
            .arg("article", article)
            .arg("boards", boards);
        s.push_str(&format!("{}\n", line.say(lang)));
        if let Some(d) = v.detail {
            s.push_str(&format!("  {}\n", d.say(lang)));
        }
        s.push_str(&format!("  {}\n", Phrase::new("house-rule").arg("rule", rule).say(lang)));
        if let Some(e) = v.engine {
            let pairs: Vec<String> = e.boards.iter().map(|b| format!("{}-{}", b.white, b.black)).collect();
            let bye = e.bye.map_or_else(|| Arg::from(""), |b| Phrase::new("house-text-pab").arg("player", b.0).into());
            let line = Phrase::new("house-text-pairs").arg("pairs", pairs.join(" ")).arg("bye", bye);
            s.push_str(&format!("  {}\n", line.say(lang)));
        }
    }
    let end = match (consistent, under_readings) {
        (true, 0) => Phrase::new("house-all-consistent"),
        (true, n) => Phrase::new("house-consistent-under-readings").arg("count", n),
        (false, _) if strict && under_readings > 0 => {
            Phrase::new("house-discrepancies-strict").arg("count", under_readings)
        }
        (false, _) => Phrase::new("house-discrepancies"),
    };
    s.push_str(&format!("{}\n", end.say(lang)));
    s
}

/// A round consistent only under another reading: which, the words that leave it open, and
/// where arbitro's default departs.
fn reading_note(round: RoundNo, note: &crate::pairing::system::ReadingNote, lang: Lang) -> String {
    let default: Arg = if note.default == "refuse" {
        Phrase::new("house-default-refuses").arg("reading", note.reading.reading.id).into()
    } else {
        let at = note.default_criterion.as_ref().map_or_else(
            || Arg::from(""),
            |c| Phrase::new("house-default-at").arg("code", c.code).arg("article", c.article).into(),
        );
        Phrase::new("house-default-departs").arg("default", note.default.clone()).arg("at", at).into()
    };
    let line = Phrase::new("house-round-under-reading")
        .arg("round", round.0)
        .arg("reading", note.reading.name())
        .arg("open", note.open)
        .arg("default", default);
    let mut s = format!("{}\n", line.say(lang));
    s.push_str(&format!(
        "  {}\n",
        Phrase::new("house-reading-says").arg("text", note.reading.alternative.text).say(lang)
    ));
    if let Some(d) = &note.default_detail {
        s.push_str(&format!("  {}\n", Phrase::new("house-default-detail").arg("detail", d.clone()).say(lang)));
    }
    s
}
