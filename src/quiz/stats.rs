//! `quiz stats`: what the progress file says about a candidate's learning — accuracy per
//! topic (the eight syllabus topics, B.06.2 4.1.1.1), per ISO week and per session, and the
//! questions due for repetition under SM-2 ([`super::srs`]).

use super::grade::Outcome;
use super::progress::Progress;
use super::schema::{Lang, Topic};
use super::srs::Day;
use crate::core::order::StableSort;
use serde::Serialize;
use std::collections::BTreeMap;

/// Right answers out of answers, in percent with one decimal; `None` with no answers.
fn accuracy(right: u32, answers: u32) -> Option<f64> {
    (answers > 0).then(|| (f64::from(right) * 1000.0 / f64::from(answers)).round() / 10.0)
}

/// One topic's line.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub(crate) struct TopicStats {
    /// The topic; `null` for questions whose topic is unknown (migrated from version 1 and no
    /// longer in the bank).
    pub topic: Option<Topic>,
    /// Questions answered at least once.
    pub questions: u32,
    /// Answers given (each repetition counts).
    pub answers: u32,
    /// Answers with full marks.
    pub right: u32,
    /// `right / answers` in percent, one decimal.
    pub accuracy: Option<f64>,
    /// Questions due for repetition on the stats date.
    pub due: u32,
}

/// One ISO week's or one session's line.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub(crate) struct PeriodStats {
    /// `2026-W48` for a week, the date for a session.
    pub period: String,
    /// `practice` or `exam` for a session; `null` for a week.
    pub mode: Option<String>,
    /// Sessions in the period.
    pub sessions: u32,
    /// Answers given.
    pub answers: u32,
    /// Answers with full marks.
    pub right: u32,
    /// `right / answers` in percent, one decimal.
    pub accuracy: Option<f64>,
    /// Marks earned.
    pub awarded: f64,
    /// Marks of the questions answered.
    pub points: f64,
}

/// A question due for repetition.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub(crate) struct DueCard {
    /// The question.
    pub id: String,
    /// Its topic, when known.
    pub topic: Option<Topic>,
    /// The day it fell due.
    pub due: Day,
    /// Days past that day (0 when due today).
    pub overdue: i64,
    /// SM-2 interval, days.
    pub interval: u32,
    /// SM-2 E-Factor.
    pub easiness: f64,
}

/// The report of `quiz stats`; its JSON (`--format json`): `{"date", "questions", "answers",
/// "right", "accuracy", "due_now", "due_next_7_days", "per_topic": [{"topic", "questions",
/// "answers", "right", "accuracy", "due"}], "per_week": [{"period", "mode", "sessions",
/// "answers", "right", "accuracy", "awarded", "points"}], "sessions": [same], "due": [{"id",
/// "topic", "due", "overdue", "interval", "easiness"}]}`; weeks and sessions oldest first, due
/// questions most overdue first.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Stats {
    /// The day the due questions are counted on.
    pub date: Day,
    /// Questions answered at least once.
    pub questions: u32,
    /// Answers given.
    pub answers: u32,
    /// Answers with full marks.
    pub right: u32,
    /// `right / answers` in percent.
    pub accuracy: Option<f64>,
    /// Questions due on `date`.
    pub due_now: u32,
    /// Questions falling due in the seven days after `date`.
    pub due_next_7_days: u32,
    /// Per topic, in syllabus order (unknown last); topics never practised are left out.
    pub per_topic: Vec<TopicStats>,
    /// Per ISO week of the session log.
    pub per_week: Vec<PeriodStats>,
    /// Per session.
    pub sessions: Vec<PeriodStats>,
    /// The questions due on `date`.
    pub due: Vec<DueCard>,
}

/// Computes the statistics of `progress` on `date`; `topic_of` names the topic of questions
/// the file does not (version 1 files), e.g. from the bank.
#[must_use]
pub fn compute(progress: &Progress, date: Day, topic_of: &dyn Fn(&str) -> Option<Topic>) -> Stats {
    let mut topics: BTreeMap<Option<usize>, TopicStats> = BTreeMap::new();
    let mut due = Vec::new();
    let mut soon = 0;
    for (id, r) in &progress.questions {
        let topic = r.topic.or_else(|| topic_of(id));
        // Syllabus order; unknown topics sort last.
        let key = topic.map(|t| Topic::ALL.iter().position(|&x| x == t).unwrap_or(usize::MAX));
        let key = key.or(Some(usize::MAX));
        let line = topics.entry(key).or_insert(TopicStats {
            topic,
            questions: 0,
            answers: 0,
            right: 0,
            accuracy: None,
            due: 0,
        });
        line.questions += 1;
        line.answers += r.right + r.wrong;
        line.right += r.right;
        if let Some(c) = &r.card {
            if c.is_due(date) {
                line.due += 1;
                due.push(DueCard {
                    id: id.clone(),
                    topic,
                    due: c.due.min(date),
                    overdue: (date.0 - c.due.0).max(0),
                    interval: c.interval,
                    easiness: (c.easiness * 100.0).round() / 100.0,
                });
            } else if c.due.0 <= date.0 + 7 {
                soon += 1;
            }
        }
    }
    let mut per_topic: Vec<TopicStats> = topics.into_values().collect();
    for t in &mut per_topic {
        t.accuracy = accuracy(t.right, t.answers);
    }
    due.stable_sort_by(&|a, b| b.overdue.cmp(&a.overdue).then_with(|| a.id.cmp(&b.id)));
    let sessions: Vec<PeriodStats> = progress
        .sessions
        .iter()
        .map(|s| {
            let answers = u32::try_from(s.answers.len()).unwrap_or(u32::MAX);
            let right = u32::try_from(s.answers.iter().filter(|a| a.outcome == Outcome::Correct).count()).unwrap_or(0);
            PeriodStats {
                period: s.date.to_string(),
                mode: Some(s.mode.clone()),
                sessions: 1,
                answers,
                right,
                accuracy: accuracy(right, answers),
                awarded: s.answers.iter().map(|a| a.awarded).sum(),
                points: s.answers.iter().map(|a| a.points).sum(),
            }
        })
        .collect();
    let mut weeks: BTreeMap<String, PeriodStats> = BTreeMap::new();
    for (s, log) in sessions.iter().zip(&progress.sessions) {
        let w = weeks.entry(log.date.iso_week()).or_insert_with(|| PeriodStats {
            period: log.date.iso_week(),
            mode: None,
            sessions: 0,
            answers: 0,
            right: 0,
            accuracy: None,
            awarded: 0.0,
            points: 0.0,
        });
        w.sessions += 1;
        w.answers += s.answers;
        w.right += s.right;
        w.awarded += s.awarded;
        w.points += s.points;
    }
    let mut per_week: Vec<PeriodStats> = weeks.into_values().collect();
    for w in &mut per_week {
        w.accuracy = accuracy(w.right, w.answers);
    }
    let answers = per_topic.iter().map(|t| t.answers).sum();
    let right = per_topic.iter().map(|t| t.right).sum();
    Stats {
        date,
        questions: per_topic.iter().map(|t| t.questions).sum(),
        answers,
        right,
        accuracy: accuracy(right, answers),
        due_now: u32::try_from(due.len()).unwrap_or(u32::MAX),
        due_next_7_days: soon,
        per_topic,
        per_week,
        sessions,
        due,
    }
}

/// `n` with the word in the singular or the plural ("1 session", "2 sesiones").
fn count(n: u32, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// A percentage with one decimal, in the language's format (`66,7 %` in Spanish).
fn pct(a: Option<f64>, lang: Lang) -> String {
    a.map_or_else(
        || "-".to_string(),
        |v| {
            let s = format!("{v:.1} %");
            if lang == Lang::Es { s.replace('.', ",") } else { s }
        },
    )
}

/// The text report, in `lang` (the last 10 sessions and the first 20 due questions; the JSON
/// has them all).
#[must_use]
pub fn text(s: &Stats, lang: Lang) -> String {
    let es = lang == Lang::Es;
    let mut o = String::new();
    let (h_topic, h_q, h_ans, h_right, h_acc, h_due) = if es {
        ("Tema", "preguntas", "respuestas", "correctas", "acierto", "pendientes")
    } else {
        ("Topic", "questions", "answers", "right", "accuracy", "due")
    };
    o.push_str(&if es { format!("Progreso a {}\n\n", s.date) } else { format!("Progress on {}\n\n", s.date) });
    o.push_str(&format!("{h_topic:<46} {h_q:>9} {h_ans:>10} {h_right:>9} {h_acc:>8} {h_due:>10}\n"));
    for t in &s.per_topic {
        let name = t.topic.map_or(if es { "(tema desconocido)" } else { "(unknown topic)" }, |x| x.title(lang));
        o.push_str(&format!(
            "{name:<46} {:>9} {:>10} {:>9} {:>8} {:>10}\n",
            t.questions,
            t.answers,
            t.right,
            pct(t.accuracy, lang),
            t.due
        ));
    }
    o.push_str(&format!(
        "{:<46} {:>9} {:>10} {:>9} {:>8} {:>10}\n",
        if es { "Total" } else { "All topics" },
        s.questions,
        s.answers,
        s.right,
        pct(s.accuracy, lang),
        s.due_now
    ));
    if !s.per_week.is_empty() {
        o.push_str(if es { "\nPor semana\n" } else { "\nPer week\n" });
        for w in &s.per_week {
            o.push_str(&if es {
                format!(
                    "  {}  {}, {}, {} acierto\n",
                    w.period,
                    count(w.sessions, "sesión", "sesiones"),
                    count(w.answers, "respuesta", "respuestas"),
                    pct(w.accuracy, lang)
                )
            } else {
                format!(
                    "  {}  {}, {}, {} accuracy\n",
                    w.period,
                    count(w.sessions, "session", "sessions"),
                    count(w.answers, "answer", "answers"),
                    pct(w.accuracy, lang)
                )
            });
        }
        o.push_str(if es { "\nÚltimas sesiones\n" } else { "\nLast sessions\n" });
        for x in s.sessions.iter().rev().take(10).rev() {
            let mode = match (x.mode.as_deref(), es) {
                (Some("exam"), true) => "examen",
                (Some("exam"), false) => "exam",
                (_, true) => "práctica",
                (_, false) => "practice",
            };
            o.push_str(&if es {
                format!(
                    "  {}  {mode:<9} {}, {} ({}), {}/{} puntos\n",
                    x.period,
                    count(x.answers, "respuesta", "respuestas"),
                    count(x.right, "correcta", "correctas"),
                    pct(x.accuracy, lang),
                    super::marking::number(lang, x.awarded),
                    super::marking::number(lang, x.points)
                )
            } else {
                format!(
                    "  {}  {mode:<9} {}, {} right ({}), {}/{} marks\n",
                    x.period,
                    count(x.answers, "answer", "answers"),
                    x.right,
                    pct(x.accuracy, lang),
                    x.awarded,
                    x.points
                )
            });
        }
    }
    o.push_str(&if es {
        format!("\nPendientes de repaso hoy: {}; en los próximos 7 días: {}\n", s.due_now, s.due_next_7_days)
    } else {
        format!("\nDue for repetition now: {}; in the next 7 days: {}\n", s.due_now, s.due_next_7_days)
    });
    for d in s.due.iter().take(20) {
        let late = if d.overdue == 0 {
            String::new()
        } else if es {
            format!(" (vencida hace {})", count(u32::try_from(d.overdue).unwrap_or(u32::MAX), "día", "días"))
        } else {
            format!(" ({} overdue)", count(u32::try_from(d.overdue).unwrap_or(u32::MAX), "day", "days"))
        };
        o.push_str(&format!("  {}{late}\n", d.id));
    }
    if s.due.len() > 20 {
        o.push_str(&if es {
            format!("  … y {} más\n", s.due.len() - 20)
        } else {
            format!("  … and {} more\n", s.due.len() - 20)
        });
    }
    o
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::quiz::schema::Marks;

    /// A candidate who practised on two days of two weeks.
    fn fixture() -> Progress {
        let mut p = Progress::new();
        let d1 = Day::parse("2026-11-18").unwrap(); // week 47
        let d2 = Day::parse("2026-11-24").unwrap(); // week 48
        let session = |p: &mut Progress, day: Day, answers: &[(&str, Topic, Outcome, u32)]| {
            let mut log = Vec::new();
            for &(id, topic, o, a) in answers {
                p.record(id, topic, o, Marks(a), Marks(2), day);
                log.push(crate::quiz::progress::LoggedAnswer {
                    id: id.into(),
                    topic,
                    outcome: o,
                    awarded: Marks(a).as_f64(),
                    points: 1.0,
                });
            }
            p.sessions.push(crate::quiz::progress::SessionLog {
                date: day,
                mode: "practice".into(),
                seed: 1,
                answers: log,
            });
        };
        session(&mut p, d1, &[("l1", Topic::Laws, Outcome::Correct, 2), ("s1", Topic::Swiss, Outcome::Wrong, 0)]);
        session(
            &mut p,
            d2,
            &[
                ("l1", Topic::Laws, Outcome::Correct, 2),
                ("s1", Topic::Swiss, Outcome::Correct, 2),
                ("l2", Topic::Laws, Outcome::Partial, 1),
            ],
        );
        p
    }

    #[test]
    fn stats_per_topic_week_and_session() {
        let today = Day::parse("2026-11-25").unwrap();
        let s = compute(&fixture(), today, &|_| None);
        assert_eq!((s.questions, s.answers, s.right, s.accuracy), (3, 5, 3, Some(60.0)));
        let laws = &s.per_topic[0];
        assert_eq!(
            (laws.topic, laws.questions, laws.answers, laws.right, laws.accuracy),
            (Some(Topic::Laws), 2, 3, 2, Some(66.7))
        );
        let swiss = &s.per_topic[1];
        assert_eq!((swiss.topic, swiss.answers, swiss.right, swiss.accuracy), (Some(Topic::Swiss), 2, 1, Some(50.0)));
        let weeks: Vec<(&str, u32, u32, Option<f64>)> =
            s.per_week.iter().map(|w| (w.period.as_str(), w.sessions, w.answers, w.accuracy)).collect();
        assert_eq!(weeks, [("2026-W47", 1, 2, Some(50.0)), ("2026-W48", 1, 3, Some(66.7))]);
        assert_eq!(s.sessions.len(), 2);
        assert_eq!((s.sessions[1].awarded, s.sessions[1].points), (2.5, 3.0));
        // On the 25th: l2 scored below 4 on the 24th and its I(1) = 1 day has passed; s1 was
        // failed on the 18th, then right on the 24th (I(1) again: due on the 25th); l1 was right
        // twice (I(2) = 6 days: due on the 30th).
        let due: Vec<(&str, i64)> = s.due.iter().map(|d| (d.id.as_str(), d.overdue)).collect();
        assert_eq!(due, [("l2", 0), ("s1", 0)]);
        assert_eq!((s.due_now, s.due_next_7_days), (2, 1));
        assert_eq!((laws.due, swiss.due), (1, 1));
    }

    #[test]
    fn topics_missing_from_old_files_come_from_the_bank_or_stay_unknown() {
        let mut p = fixture();
        for r in p.questions.values_mut() {
            r.topic = None;
        }
        let s = compute(&p, Day::parse("2026-11-25").unwrap(), &|id| (id == "l1").then_some(Topic::Laws));
        let topics: Vec<Option<Topic>> = s.per_topic.iter().map(|t| t.topic).collect();
        assert_eq!(topics, [Some(Topic::Laws), None]);
        let out = text(&s, Lang::En);
        assert!(out.contains("(unknown topic)"), "{out}");
        let es = text(&s, Lang::Es);
        assert!(es.contains("Leyes del Ajedrez") && es.contains("Pendientes de repaso hoy: 2"), "{es}");
        assert!(es.contains("66,7 %") && es.contains("2,5/3 puntos"), "{es}");
        let later = text(&compute(&p, Day::parse("2026-11-26").unwrap(), &|_| None), Lang::Es);
        assert!(later.contains("l2 (vencida hace 1 día)"), "{later}");
    }
}
