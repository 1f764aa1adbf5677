//! A campaign's progress: on a terminal, one line on standard error redrawn in place (a bar,
//! tournaments done, the rate, the time left, the problems so far); off a terminal (a log
//! file, a CI job), a plain line at every tenth of the run. In the run's language.

use crate::core::words::{Lang, Phrase};
use std::io::Write;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// The cells of the bar.
const BAR_CELLS: usize = 30;

/// The least time between two redraws of the line (the last one is always drawn).
const REDRAW: Duration = Duration::from_millis(100);

/// Where the progress goes.
pub struct Progress {
    lang: Lang,
    /// On a terminal: when the run started and when the line was last drawn.
    line: Option<Mutex<Line>>,
}

struct Line {
    started: Instant,
    drawn: Option<Instant>,
}

impl Progress {
    /// Progress in `lang`, redrawn in place when `terminal`.
    #[must_use]
    pub fn new(lang: Lang, terminal: bool) -> Self {
        let line = terminal.then(|| Mutex::new(Line { started: Instant::now(), drawn: None }));
        Progress { lang, line }
    }

    /// `done` of `total` tournaments finished, `problems` of them with problems.
    pub fn show(&self, done: usize, total: usize, problems: usize) {
        let Some(line) = &self.line else {
            if total >= 100 && done % total.div_ceil(10) == 0 && done < total {
                let text = Phrase::new("campaign-progress-log")
                    .arg("done", done)
                    .arg("total", total)
                    .arg("problems", problems)
                    .say(self.lang);
                eprintln!("{text}");
            }
            return;
        };
        let Ok(mut line) = line.lock() else { return };
        let now = Instant::now();
        if done < total && line.drawn.is_some_and(|t| now.duration_since(t) < REDRAW) {
            return;
        }
        line.drawn = Some(now);
        let text = progress_line(done, total, problems, now.duration_since(line.started), self.lang);
        let mut err = std::io::stderr().lock();
        let _ = write!(err, "\r\x1b[2K{text}");
        let _ = err.flush();
    }

    /// Clears the line at the end of the run (nothing off a terminal).
    pub fn clear(&self) {
        if self.line.is_some() {
            let mut err = std::io::stderr().lock();
            let _ = write!(err, "\r\x1b[2K");
            let _ = err.flush();
        }
    }
}

/// The line for `done` of `total` after `elapsed`.
fn progress_line(done: usize, total: usize, problems: usize, elapsed: Duration, lang: Lang) -> String {
    let filled = (done.min(total) * BAR_CELLS).checked_div(total).unwrap_or(0);
    let bar: String = "█".repeat(filled) + &"░".repeat(BAR_CELLS - filled);
    let secs = elapsed.as_secs_f64();
    let rate = if secs > 0.0 { done as f64 / secs } else { 0.0 };
    let left = if done == 0 || rate <= 0.0 {
        Phrase::new("campaign-progress-unknown")
    } else {
        let secs = (total.saturating_sub(done) as f64 / rate).round() as u64;
        Phrase::new("campaign-progress-left").arg("time", duration(secs))
    };
    Phrase::new("campaign-progress")
        .arg("bar", bar)
        .arg("done", done)
        .arg("total", total)
        .arg("rate", crate::core::words::Arg::Dec(format!("{rate:.1}")))
        .arg("left", left)
        .arg("problems", problems)
        .say(lang)
}

/// `secs` as hours, minutes and seconds (`1 h 02 min`, `3 min 05 s`, `42 s`).
fn duration(secs: u64) -> Phrase {
    let (h, m, s) = (secs / 3600, secs / 60 % 60, secs % 60);
    if h > 0 {
        Phrase::new("campaign-progress-hours").arg("h", h as usize).arg("m", format!("{m:02}"))
    } else if m > 0 {
        Phrase::new("campaign-progress-minutes").arg("m", m as usize).arg("s", format!("{s:02}"))
    } else {
        Phrase::new("campaign-progress-seconds").arg("s", s as usize)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_line_in_both_languages() {
        let en = progress_line(50, 200, 3, Duration::from_secs(10), Lang::En);
        assert_eq!(
            en,
            format!("{}{} 50/200 tournaments  5.0/s  30 s left  problems: 3", "█".repeat(7), "░".repeat(23))
        );
        let es = progress_line(50, 200, 3, Duration::from_secs(10), Lang::Es);
        assert!(es.ends_with(" 50/200 torneos  5,0/s  quedan 30 s  con problemas: 3"), "{es}");
        let start = progress_line(0, 200, 0, Duration::ZERO, Lang::En);
        assert!(start.starts_with(&"░".repeat(30)) && start.contains("time left unknown"), "{start}");
        assert!(progress_line(200, 200, 0, Duration::from_secs(1), Lang::En).starts_with(&"█".repeat(30)));
        assert!(progress_line(0, 0, 0, Duration::ZERO, Lang::En).starts_with(&"░".repeat(30)));
    }

    #[test]
    fn durations() {
        assert_eq!(duration(42).say(Lang::En), "42 s");
        assert_eq!(duration(185).say(Lang::En), "3 min 05 s");
        assert_eq!(duration(3720).say(Lang::Es), "1 h 02 min");
    }
}
