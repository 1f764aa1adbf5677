//! Board diagrams as SVG for questions with a position (the bank's `fen`, read by
//! [`crate::quiz::fen`]): squares, Unicode pieces, file and rank labels, side to move.

use crate::quiz::fen::Position;
use maud::{Markup, PreEscaped};
use std::fmt::Write;

const SQ: usize = 40;

/// The diagram of `pos`, White at the bottom; `caption` says who is to move (escaped here).
#[must_use]
pub fn svg(pos: &Position, caption: &str) -> Markup {
    let size = SQ * 8 + 20;
    let mut s = String::new();
    let _ = write!(
        s,
        r#"<svg class="board" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {size} {h}" role="img" aria-label="{cap}">"#,
        h = size + 22,
        cap = maud::html!((caption)).into_string()
    );
    for (r, rank) in pos.board.iter().enumerate() {
        for (f, sq) in rank.iter().enumerate() {
            let (x, y) = (20 + f * SQ, r * SQ);
            let fill = if (r + f) % 2 == 0 { "#f0d9b5" } else { "#b58863" };
            let _ = write!(s, r#"<rect x="{x}" y="{y}" width="{SQ}" height="{SQ}" fill="{fill}"/>"#);
            if let Some(p) = sq {
                let _ = write!(
                    s,
                    r#"<text x="{}" y="{}" font-size="34" text-anchor="middle" font-family="DejaVu Sans,Segoe UI Symbol,sans-serif">{}</text>"#,
                    x + SQ / 2,
                    y + SQ - 7,
                    crate::quiz::fen::unicode(*p)
                );
            }
        }
        let _ = write!(s, r#"<text x="7" y="{}" font-size="13">{}</text>"#, r * SQ + SQ / 2 + 5, 8 - r);
    }
    for (f, c) in ('a'..='h').enumerate() {
        let _ = write!(
            s,
            r#"<text x="{}" y="{}" font-size="13" text-anchor="middle">{c}</text>"#,
            20 + f * SQ + SQ / 2,
            8 * SQ + 15
        );
    }
    let _ = write!(
        s,
        r#"<text x="20" y="{}" font-size="14">{}</text></svg>"#,
        8 * SQ + 36,
        maud::html!((caption)).into_string()
    );
    PreEscaped(s)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn draws_every_piece_on_its_square() {
        let pos = crate::quiz::fen::parse("7k/8/8/8/8/8/8/K6R w - - 0 1").unwrap();
        let s = svg(&pos, "White <to> move").into_string();
        assert_eq!(s.matches("<rect").count(), 64);
        assert_eq!(s.matches('♚').count() + s.matches('♔').count() + s.matches('♖').count(), 3);
        // h8 (the black king) is drawn in the top-right square.
        assert!(s.contains(r#"<text x="320" y="33" font-size="34""#), "{s}");
        assert!(s.contains("White &lt;to&gt; move") && !s.contains("<to>"), "{s}");
    }
}
