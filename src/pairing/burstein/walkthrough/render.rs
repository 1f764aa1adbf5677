//! The Burstein walkthrough as text or Markdown, in Spanish or English
//! (`pair --walkthrough [--format markdown] [--lang es]`).

use super::Walkthrough;
use crate::core::words::{Lang, Phrase};
use crate::pairing::burstein::Edition;
use crate::pairing::dutch;
use crate::pairing::system::{WalkError, WalkFormat, WalkOutput, WalkRequest};
use crate::pairing::walk::{Printer, as_asked, keep_bracket};
use crate::rules::DutchEdition;

/// `pair --walkthrough` under the Burstein System: the walk of [`super::walk`] in the format and
/// language asked for; `bracket` keeps one scoregroup. A seeding round (1.6) is the Dutch
/// System's: its facts and boards, then (in English, the language of the Dutch walkthrough) the
/// Dutch walkthrough of the round; in JSON both walks.
///
/// # Errors
/// No valid pairing of the round, or `bracket` naming none of its scoregroups.
pub fn output(req: &WalkRequest<'_>) -> Result<WalkOutput, WalkError> {
    output_edition(req, Edition::Y2026)
}

/// [`output`] under `edition`: the original edition walks every round by its own articles (no
/// seeding rounds).
///
/// # Errors
/// As [`output`].
pub fn output_edition(req: &WalkRequest<'_>, edition: Edition) -> Result<WalkOutput, WalkError> {
    let w = super::walk_edition(req.tournament, req.round, edition)
        .map_err(|e| WalkError::NoPairing(e.reason().clone()))?;
    let markdown = req.format == WalkFormat::Markdown;
    if w.seeding {
        let ctx = dutch::Ctx::new(req.tournament, req.round, DutchEdition::Dutch2026);
        let options = dutch::walkthrough::Options {
            max_candidates: dutch::walkthrough::DEFAULT_MAX_CANDIDATES,
            exhaustive: false,
        };
        let mut dw = dutch::walkthrough::walk(&ctx, options).map_err(|e| WalkError::NoPairing(e.0))?;
        keep_bracket(&mut dw.brackets, req.bracket, |b| b.score)?;
        return Ok(match req.format {
            WalkFormat::Json => {
                let v = serde_json::json!({ "burstein": w, "dutch": dw });
                WalkOutput::Json(v)
            }
            _ => {
                let mut text = render(&w, req.heading, markdown, req.lang);
                let heading = Phrase::new("walk-burstein-seeding-dutch").say(req.lang);
                text.push('\n');
                text.push_str(&if markdown {
                    dutch::walkthrough::render::markdown(&dw, &heading, req.lang)
                } else {
                    dutch::walkthrough::render::text(&dw, &heading, req.lang)
                });
                WalkOutput::Text(text)
            }
        });
    }
    as_asked(req, w, |w| &mut w.brackets, |b| b.score, |w, md| render(w, req.heading, md, req.lang))
}

/// The walk as text (`markdown`: headings and list marks, for lecture notes). A seeding round
/// gives its facts only: the Dutch walkthrough of the round follows it. The headings cite the
/// articles of the edition walked (original: the bye of 4, the score groups of 3.2 and 6, the
/// colours of 5).
#[must_use]
pub fn render(w: &Walkthrough, heading: &str, markdown: bool, lang: Lang) -> String {
    let [pab, group, colours] = match w.edition {
        Edition::Y2026 => ["walk-h-pab", "walk-h-bracket", "walk-h-colours"],
        Edition::Original => ["walk-o-h-pab", "walk-o-h-group", "walk-o-h-colours"],
    };
    let mut p = Printer::new(w.round, heading, &w.round_facts, markdown, lang);
    p.section_if_any(&Phrase::new(pab), &w.pab);
    for b in &w.brackets {
        p.section(&Phrase::new(group).dec("score", b.score), &b.steps);
    }
    if !w.seeding {
        p.section(&Phrase::new(colours), &w.colours);
    }
    p.pairing(&w.pairing)
}
