//! How to read the Berger table for a round (`pair --walkthrough` on a round-robin): which
//! table round the round is, the row of the table, each board in numbers and in players, the
//! dummy of an odd field, and how the row follows from the one before.

use super::event::Event;
use crate::core::words::{Lang, Phrase};
use crate::tournament::{RoundNo, Tournament};
use serde::Serialize;

/// One board read from the table.
#[derive(Clone, Debug, Serialize)]
pub struct BoardReading {
    /// Board (1-based).
    pub board: usize,
    /// The row's entry, `11-6`.
    pub numbers: String,
    /// What it means, in words (JSON: in English).
    pub reading: Phrase,
}

/// The walkthrough of one round.
#[derive(Clone, Debug, Serialize)]
pub struct Walkthrough {
    /// The round of the event.
    pub round: RoundNo,
    /// Steps, in the order an arbiter reads them (JSON: in English).
    pub steps: Vec<Phrase>,
    /// The table's row, as printed.
    pub row: String,
    /// Board by board.
    pub boards: Vec<BoardReading>,
}

/// Reads the table for `round`.
#[must_use]
pub fn walk(e: &Event, t: &Tournament, round: RoundNo) -> Option<Walkthrough> {
    let tr = e.schedule.table_round(&e.table, round.0)?;
    let n = e.table_size;
    let per = e.table.rounds_per_cycle();
    let name = |x: crate::tournament::Tpn| t.player(x).map_or_else(String::new, |p| format!(" ({})", p.name));
    let dummy = (e.players < n).then(|| Phrase::new("walk-rr-dummy").arg("size", n));
    let mut steps = vec![
        Phrase::new("walk-rr-table")
            .arg("players", e.players)
            .arg("odd", n - 1)
            .arg("size", n)
            .arg("dummy", dummy)
            .arg("per", per),
    ];
    let cycle = (e.cycles.cycles == 2).then(|| {
        let why = if tr.reversed {
            Some(Phrase::new("walk-rr-reversed"))
        } else if e.schedule.swap_last_two && tr.table_round + tr.cycle.saturating_sub(1) * per != round.0 {
            Some(Phrase::new("walk-rr-swapped").arg("round", round.0).arg("table", tr.table_round))
        } else {
            None
        };
        Phrase::new("walk-rr-cycle").arg("cycle", tr.cycle).arg("why", why)
    });
    steps.push(Phrase::new("walk-rr-which").arg("round", round.0).arg("table", tr.table_round).arg("cycle", cycle));
    steps.push(Phrase::new("walk-rr-colours"));
    steps.push(Phrase::new("walk-rr-rows").arg("add", n / 2).arg("size", n).arg("odd", n - 1));
    steps.push(match e.numbers.source {
        super::numbers::NumberSource::StartingRanks => Phrase::new("walk-rr-ranks"),
        super::numbers::NumberSource::Inferred { rounds } => Phrase::new("walk-rr-inferred").arg("rounds", rounds),
    });
    let raw = e.table.round(tr.table_round);
    let row: Vec<String> = raw.iter().map(ToString::to_string).collect();
    let boards = e.schedule.boards(&e.table, round.0)?;
    let mut readings = Vec::new();
    for (i, b) in boards.iter().enumerate() {
        let (w, k) = (e.player(b.white), e.player(b.black));
        let reading = match (w, k) {
            (Some(w), Some(k)) => Phrase::new("walk-rr-board-game")
                .arg("white", b.white.to_string())
                .arg("black", b.black.to_string())
                .arg("w", w.to_string())
                .arg("wname", name(w))
                .arg("k", k.to_string())
                .arg("kname", name(k)),
            (Some(x), None) | (None, Some(x)) => Phrase::new("walk-rr-board-dummy")
                .arg("number", e.numbers.number(x).map_or(0, |v| v.0).to_string())
                .arg("size", n)
                .arg("player", x.to_string())
                .arg("name", name(x)),
            (None, None) => Phrase::new("empty"),
        };
        readings.push(BoardReading { board: i + 1, numbers: b.to_string(), reading });
    }
    Some(Walkthrough { round, steps, row: format!("R {}: {}.", tr.table_round, row.join(", ")), boards: readings })
}

/// The walkthrough as text in `lang` (`markdown` adds headings and list marks).
#[must_use]
pub fn render(w: &Walkthrough, heading: &str, markdown: bool, lang: Lang) -> String {
    let title = Phrase::new("walk-rr-title").arg("round", w.round.0).arg("heading", heading).say(lang);
    let mut s = if markdown { format!("# {title}\n\n") } else { format!("{title}\n") };
    for step in &w.steps {
        s.push_str(&step.say(lang));
        s.push_str(if markdown { "\n\n" } else { "\n" });
    }
    let row = Phrase::new("walk-rr-row").arg("row", w.row.clone()).say(lang);
    s.push_str(&format!("{}{row}\n", if markdown { "\n" } else { "" }));
    if markdown {
        s.push('\n');
    }
    for b in &w.boards {
        let board = Phrase::new("walk-rr-board")
            .arg("board", b.board)
            .arg("numbers", b.numbers.clone())
            .arg("reading", b.reading.clone());
        s.push_str(&format!("{}{}\n", if markdown { "- " } else { "  " }, board.say(lang)));
    }
    s
}
