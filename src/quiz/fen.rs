//! Positions in FEN (Laws C.12 describes the notation of moves; FEN is the usual way to
//! write a position) and their diagrams: text for the terminal, an HTML table for papers.

use crate::core::words::Phrase;
use std::fmt;

/// A parsed position: the board plus who is to move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    /// Ranks 8 to 1, files a to h; `None` for an empty square, else the FEN letter.
    pub board: [[Option<char>; 8]; 8],
    /// `true` when White is to move.
    pub white_to_move: bool,
}

/// Why a FEN string is not a position ("invalid FEN: …"), worded when shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FenError(pub Phrase);

impl FenError {
    fn new(detail: Phrase) -> FenError {
        FenError(Phrase::new("lint-fen").arg("detail", detail))
    }
}

/// English wording.
impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// Parses a FEN string (placement and side to move required; castling, en passant and
/// move counters checked when present).
///
/// # Errors
/// A [`FenError`] saying which field is wrong.
pub fn parse(fen: &str) -> Result<Position, FenError> {
    let fields: Vec<&str> = fen.split_whitespace().collect();
    if fields.len() < 2 || fields.len() > 6 {
        return Err(FenError::new(Phrase::new("lint-fen-fields").arg("found", fields.len())));
    }
    let ranks: Vec<&str> = fields[0].split('/').collect();
    if ranks.len() != 8 {
        return Err(FenError::new(Phrase::new("lint-fen-ranks").arg("found", ranks.len())));
    }
    let mut board = [[None; 8]; 8];
    let (mut white_kings, mut black_kings) = (0, 0);
    for (r, rank) in ranks.iter().enumerate() {
        let mut file = 0usize;
        for c in rank.chars() {
            if let Some(d) = c.to_digit(10) {
                if d == 0 || d > 8 {
                    return Err(FenError::new(
                        Phrase::new("lint-fen-empty-count").arg("rank", 8 - r).arg("count", c.to_string()),
                    ));
                }
                file += d as usize;
            } else if "KQRBNPkqrbnp".contains(c) {
                if file < 8 {
                    board[r][file] = Some(c);
                }
                white_kings += usize::from(c == 'K');
                black_kings += usize::from(c == 'k');
                file += 1;
            } else {
                return Err(FenError::new(
                    Phrase::new("lint-fen-piece").arg("rank", 8 - r).arg("piece", c.to_string()),
                ));
            }
            if file > 8 {
                return Err(FenError::new(Phrase::new("lint-fen-long-rank").arg("rank", 8 - r)));
            }
        }
        if file != 8 {
            return Err(FenError::new(Phrase::new("lint-fen-short-rank").arg("rank", 8 - r).arg("squares", file)));
        }
    }
    if white_kings != 1 || black_kings != 1 {
        return Err(FenError::new(Phrase::new("lint-fen-kings").arg("white", white_kings).arg("black", black_kings)));
    }
    let white_to_move = match fields[1] {
        "w" => true,
        "b" => false,
        other => return Err(FenError::new(Phrase::new("lint-fen-side").arg("found", other))),
    };
    if let Some(c) = fields.get(2)
        && *c != "-"
        && !c.chars().all(|x| "KQkq".contains(x))
    {
        return Err(FenError::new(Phrase::new("lint-fen-castling").arg("found", *c)));
    }
    if let Some(ep) = fields.get(3) {
        let b = ep.as_bytes();
        let ok = *ep == "-" || (b.len() == 2 && (b'a'..=b'h').contains(&b[0]) && (b[1] == b'3' || b[1] == b'6'));
        if !ok {
            return Err(FenError::new(Phrase::new("lint-fen-en-passant").arg("found", *ep)));
        }
    }
    for (i, id) in [(4, "lint-fen-halfmove"), (5, "lint-fen-move-number")] {
        if let Some(n) = fields.get(i)
            && n.parse::<u32>().is_err()
        {
            return Err(FenError::new(Phrase::new(id).arg("found", *n)));
        }
    }
    Ok(Position { board, white_to_move })
}

/// The Unicode figure of a FEN piece letter (the diagrams of the text and web views).
pub(crate) fn unicode(c: char) -> char {
    match c {
        'K' => '♔',
        'Q' => '♕',
        'R' => '♖',
        'B' => '♗',
        'N' => '♘',
        'P' => '♙',
        'k' => '♚',
        'q' => '♛',
        'r' => '♜',
        'b' => '♝',
        'n' => '♞',
        _ => '♟',
    }
}

impl Position {
    /// A text diagram: letters for pieces (White upper case), `.` for empty squares.
    #[must_use]
    pub(crate) fn text_diagram(&self, white_label: &str, black_label: &str) -> String {
        let mut out = String::new();
        for (r, rank) in self.board.iter().enumerate() {
            out.push_str(&format!("  {} ", 8 - r));
            for sq in rank {
                out.push(' ');
                out.push(sq.unwrap_or('.'));
            }
            out.push('\n');
        }
        out.push_str("     a b c d e f g h\n");
        let side = if self.white_to_move { white_label } else { black_label };
        out.push_str(&format!("  {side}\n"));
        out
    }

    /// An HTML table with Unicode pieces.
    #[must_use]
    pub(crate) fn html_diagram(&self, white_label: &str, black_label: &str) -> String {
        let mut out = String::from("<table class=\"board\">\n");
        for (r, rank) in self.board.iter().enumerate() {
            out.push_str(&format!("<tr><th>{}</th>", 8 - r));
            for (f, sq) in rank.iter().enumerate() {
                let shade = if (r + f) % 2 == 0 { "light" } else { "dark" };
                let piece = sq.map(unicode).map(String::from).unwrap_or_default();
                out.push_str(&format!("<td class=\"{shade}\">{piece}</td>"));
            }
            out.push_str("</tr>\n");
        }
        out.push_str("<tr><th></th>");
        for f in 'a'..='h' {
            out.push_str(&format!("<th>{f}</th>"));
        }
        out.push_str("</tr>\n</table>\n");
        let side = if self.white_to_move { white_label } else { black_label };
        out.push_str(&format!("<p class=\"to-move\">{side}</p>\n"));
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_and_draws_a_position() {
        let p = parse("7k/8/8/8/8/8/8/K6R w - - 0 1").unwrap();
        assert!(p.white_to_move);
        assert_eq!(p.board[0][7], Some('k'));
        assert_eq!(p.board[7][0], Some('K'));
        let d = p.text_diagram("White to move", "Black to move");
        assert!(d.contains("  8  . . . . . . . k\n"), "{d}");
        assert!(d.contains("  1  K . . . . . . R\n"), "{d}");
        let h = p.html_diagram("White to move", "Black to move");
        assert!(h.contains("♚") && h.contains("♖"), "{h}");
    }

    #[test]
    fn rejects_broken_fens() {
        for bad in [
            "8/8/8/8/8/8/8/8 w",
            "7k/8/8/8/8/8/8/K6R",
            "7k/8/8/8/8/8/8/K6R x",
            "7k/8/8/8/8/8/K6R w",
            "7k/9/8/8/8/8/8/K6R w",
            "7k/8/8/8/8/8/8/K5R w",
            "7k/8/8/8/8/8/8/K6X w",
            "7k/8/8/8/8/8/8/K6R w KQx - 0 1",
            "7k/8/8/8/8/8/8/K6R w - e4 0 1",
            "7k/8/8/8/8/8/8/K6R w - - x 1",
        ] {
            assert!(parse(bad).is_err(), "{bad}");
        }
    }
}
