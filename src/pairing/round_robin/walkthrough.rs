//! How to read the Berger table for a round (`pair --walkthrough` on a round-robin): which
//! table round the round is, the row of the table, each board in numbers and in players, the
//! dummy of an odd field, and how the row follows from the one before.

use super::event::Event;
use crate::tournament::{RoundNo, Tournament};
use serde::Serialize;

/// One board read from the table.
#[derive(Clone, Debug, Serialize)]
pub struct BoardReading {
    /// Board (1-based).
    pub board: usize,
    /// The row's entry, `11-6`.
    pub numbers: String,
    /// What it means, in words.
    pub reading: String,
}

/// The walkthrough of one round.
#[derive(Clone, Debug, Serialize)]
pub struct Walkthrough {
    /// The round of the event.
    pub round: RoundNo,
    /// Steps, in the order an arbiter reads them.
    pub steps: Vec<String>,
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
    let mut steps = vec![format!(
        "1. The table: {} players use the Berger table for {}/{} (C.05 Annex 1){}; it has {per} rounds per cycle.",
        e.players,
        n - 1,
        n,
        if e.players < n {
            format!(": the highest number, {n}, is the dummy — who is drawn against it has no game")
        } else {
            String::new()
        }
    )];
    let mut which = format!("2. Round {round} is round {} of the table", tr.table_round);
    if e.cycles.cycles == 2 {
        which.push_str(&format!(" in cycle {}", tr.cycle));
        if tr.reversed {
            which.push_str(
                ": the second cycle repeats the table with the colours reversed, so read each pair the other way round",
            );
        } else if e.schedule.swap_last_two && tr.table_round + tr.cycle.saturating_sub(1) * per != round.0 {
            which.push_str(&format!(
                ": the last two rounds of the first cycle are played in reverse order, as the annex recommends (13.17.2), \
                 so round {round} plays table round {}",
                tr.table_round
            ));
        }
    }
    which.push('.');
    steps.push(which);
    steps.push(
        "3. In every pair the first number has White; the board order is the table's (board 1 is always the pair with \
         the highest number)."
            .to_owned(),
    );
    steps.push(format!(
        "4. The rows follow from each other: add {} to every number below {n} (after {} comes 1 again) to get the next \
         row; number {n} stays on board 1 and changes colour every round.",
        n / 2,
        n - 1
    ));
    match e.numbers.source {
        super::numbers::NumberSource::StartingRanks => {
            steps.push("5. The pairing numbers are the starting ranks (record 001).".to_owned());
        }
        super::numbers::NumberSource::Inferred { rounds } => steps.push(format!(
            "5. The pairing numbers were inferred from the {rounds} rounds played (no record gives the draw)."
        )),
    }
    let raw = e.table.round(tr.table_round);
    let row: Vec<String> = raw.iter().map(ToString::to_string).collect();
    let boards = e.schedule.boards(&e.table, round.0)?;
    let mut readings = Vec::new();
    for (i, b) in boards.iter().enumerate() {
        let (w, k) = (e.player(b.white), e.player(b.black));
        let reading = match (w, k) {
            (Some(w), Some(k)) => {
                format!("number {} has White against number {}: {w}{} – {k}{}", b.white, b.black, name(w), name(k))
            }
            (Some(x), None) | (None, Some(x)) => {
                format!(
                    "number {} meets the dummy {n}: {x}{} has no game this round",
                    e.numbers.number(x).map_or(0, |v| v.0),
                    name(x)
                )
            }
            (None, None) => String::new(),
        };
        readings.push(BoardReading { board: i + 1, numbers: b.to_string(), reading });
    }
    Some(Walkthrough { round, steps, row: format!("R {}: {}.", tr.table_round, row.join(", ")), boards: readings })
}

/// The walkthrough as text (`markdown` adds headings and list marks).
#[must_use]
pub fn render(w: &Walkthrough, heading: &str, markdown: bool) -> String {
    let mut s = if markdown {
        format!("# Round {} — {heading}\n\n", w.round)
    } else {
        format!("Round {} — {heading}\n", w.round)
    };
    for step in &w.steps {
        s.push_str(step);
        s.push_str(if markdown { "\n\n" } else { "\n" });
    }
    s.push_str(&format!("{}The table's row: {}\n", if markdown { "\n" } else { "" }, w.row));
    if markdown {
        s.push('\n');
    }
    for b in &w.boards {
        s.push_str(&format!(
            "{}Board {} ({}): {}\n",
            if markdown { "- " } else { "  " },
            b.board,
            b.numbers,
            b.reading
        ));
    }
    s
}
