//! Explaining a departure from the Dutch engine's pairing: which rule or criterion of the
//! edition separates the file's pairing (or another program's) from arbitro's.

use crate::pairing::dutch::Criterion;
use crate::pairing::dutch::EditionFacts as _;
use crate::pairing::dutch::explain::round::{RoundContext, RoundCriterion};
use crate::pairing::{Finding, FindingKind, Pairing};
use crate::rules::DutchEdition;
use crate::tournament::{Colour, Tpn};
use std::collections::BTreeSet;

/// Explains a departure from the Dutch engine's pairing under the edition `d.edition`: a round
/// the engine could not pair ([`without_ours`]), colours alone ([`colours`]), or pairs and the
/// PAB ([`pairs`]).
#[must_use]
pub fn explain(d: &crate::pairing::Departure<'_>) -> Vec<Finding> {
    let ctx = RoundContext { tournament: d.tournament, state: d.state, edition: d.edition };
    match d.ours {
        Err(reason) => without_ours(&ctx, d.theirs, reason),
        Ok(ours) => {
            let (op, tp) = (ours.pairs(), d.theirs.pairs());
            let same_pairs = op.iter().all(|p| tp.contains(p)) && tp.iter().all(|p| op.contains(p));
            if same_pairs && ours.bye == d.theirs.bye {
                colours(&ctx, ours, d.theirs)
            } else {
                pairs(&ctx, ours, d.theirs)
            }
        }
    }
}

fn list(ts: &[Tpn]) -> String {
    ts.iter().map(ToString::to_string).collect::<Vec<_>>().join(", ")
}

fn kind_of(c: RoundCriterion) -> FindingKind {
    if c.is_bye() {
        FindingKind::Bye
    } else if c.is_absolute() {
        FindingKind::Absolute
    } else if c.is_colour() {
        FindingKind::Colour
    } else {
        FindingKind::Quality
    }
}

/// The round in which `a` and `b` met over the board.
fn met_in(ctx: &RoundContext<'_>, a: Tpn, b: Tpn) -> Option<u16> {
    ctx.state.player(a)?.history.iter().find(|f| f.is_played() && f.entry.opponent == Some(b)).map(|f| f.round.0)
}

/// Absolute violations in `p`, one finding each.
fn absolute_findings(ctx: &RoundContext<'_>, p: &Pairing, whose: &str) -> Vec<Finding> {
    let mut out = Vec::new();
    let e = ctx.edition;
    for m in ctx.measure(p) {
        if !m.criterion.is_absolute() || m.players.is_empty() {
            continue;
        }
        let code = m.criterion.code(e);
        match m.criterion {
            RoundCriterion::PabToIneligible => {
                let why = match e {
                    DutchEdition::Dutch2017 => "already had a pairing-allocated bye or a forfeit win (C.04.1 d)",
                    DutchEdition::Dutch2026 => {
                        "already had a pairing-allocated bye or scored a win's points in one round without playing (C.04.1 art. 4)"
                    }
                };
                out.push(Finding {
                    kind: FindingKind::Bye,
                    rule: code.to_owned(),
                    message: format!(
                        "{whose} pairing violates {code}: the pairing-allocated bye goes to {}, who {why}",
                        list(&m.players)
                    ),
                    players: m.players,
                });
            }
            _ => {
                for pair in pairs_in(p, &m.players) {
                    let detail = match m.criterion {
                        RoundCriterion::Rematches => {
                            format!(
                                "players {} and {} met in round {}",
                                pair.0,
                                pair.1,
                                met_in(ctx, pair.0, pair.1).unwrap_or(0)
                            )
                        }
                        RoundCriterion::ProhibitedPairs => {
                            format!("players {} and {} must not be paired (prohibited pairing XXP/260)", pair.0, pair.1)
                        }
                        _ => {
                            let c =
                                ctx.state.player(pair.0).and_then(|s| s.preference.colour).map_or('?', Colour::upper);
                            format!(
                                "players {} and {} both have an absolute preference for {c} and neither is a topscorer",
                                pair.0, pair.1
                            )
                        }
                    };
                    out.push(Finding {
                        kind: kind_of(m.criterion),
                        rule: code.to_owned(),
                        message: format!("{whose} pairing violates {code} ({detail})"),
                        players: vec![pair.0, pair.1],
                    });
                }
            }
        }
    }
    out
}

fn pairs_in(p: &Pairing, players: &[Tpn]) -> Vec<(Tpn, Tpn)> {
    p.boards
        .iter()
        .map(crate::pairing::Board::players)
        .filter(|(a, b)| players.contains(a) && players.contains(b))
        .collect()
}

/// Players paired (or given the PAB) in one pairing and not the other.
fn participation(ctx: &RoundContext<'_>, ours: &Pairing, theirs: &Pairing) -> Vec<Finding> {
    let set =
        |p: &Pairing| -> BTreeSet<Tpn> { p.boards.iter().flat_map(|b| [b.white, b.black]).chain(p.bye).collect() };
    let (a, b) = (set(ours), set(theirs));
    let mut out = Vec::new();
    let missing: Vec<Tpn> = a.difference(&b).copied().collect();
    if !missing.is_empty() {
        out.push(Finding {
            kind: FindingKind::Participation,
            rule: format!("C.04.1 / Art. {}", if ctx.edition == DutchEdition::Dutch2026 { "1.9.1" } else { "A.9" }),
            message: format!(
                "the file leaves player(s) {} unpaired although they take part in the round",
                list(&missing)
            ),
            players: missing,
        });
    }
    let extra: Vec<Tpn> = b.difference(&a).copied().collect();
    if !extra.is_empty() {
        out.push(Finding {
            kind: FindingKind::Participation,
            rule: "C.04.2".to_owned(),
            message: format!(
                "the file pairs player(s) {} who arbitro does not pair (absent, withdrawn or on a requested bye)",
                list(&extra)
            ),
            players: extra,
        });
    }
    out
}

/// Explains different pairs (or a different PAB): absolute violations first, then the first
/// criterion, in priority order, on which the two pairings differ.
#[must_use]
pub fn pairs(ctx: &RoundContext<'_>, ours: &Pairing, theirs: &Pairing) -> Vec<Finding> {
    let mut out = participation(ctx, ours, theirs);
    if ours.bye != theirs.bye {
        out.push(bye(ctx, ours.bye, theirs.bye));
    }
    out.extend(absolute_findings(ctx, theirs, "the file's"));
    if out.iter().any(|f| f.kind == FindingKind::Absolute) {
        return out;
    }
    let engine = crate::pairing::dutch::Ctx::new(ctx.tournament, theirs.round, ctx.edition);
    if let Some(v) = crate::pairing::dutch::explain::first_bracket_difference(&engine, theirs) {
        out.push(bracket_finding(ctx.edition, &v));
    }
    out
}

fn pair_text(pairs: &[(Tpn, Tpn)]) -> String {
    if pairs.is_empty() {
        return "none".to_owned();
    }
    pairs
        .iter()
        .map(|&(a, b)| if b == Tpn(0) { format!("{a} PAB") } else { format!("{a}-{b}") })
        .collect::<Vec<_>>()
        .join(", ")
}

/// The finding for the first bracket where the file's pairing differs from the engine's,
/// scored with the engine's own criteria ([`crate::pairing::dutch::explain`]).
fn bracket_finding(e: DutchEdition, v: &crate::pairing::dutch::explain::BracketVerdict) -> Finding {
    let where_ = format!(
        "bracket {}{}",
        v.score,
        if v.collapsed { " (A.9: penultimate pairing bracket or collapsed last bracket)" } else { "" }
    );
    let pairs = format!("arbitro pairs {}; the file pairs {}", pair_text(&v.engine_pairs), pair_text(&v.other_pairs));
    let players = v.players.clone();
    match v.criterion {
        Some(c) => {
            let code = c.code_in(e);
            let kind = if c == Criterion::C2 || c == Criterion::C5 || c == Criterion::C9 {
                FindingKind::Bye
            } else if c.is_absolute() {
                FindingKind::Absolute
            } else if (Criterion::C10..=Criterion::C13).contains(&c) {
                FindingKind::Colour
            } else {
                FindingKind::Quality
            };
            let counted = v.counts.map_or_else(String::new, |(o, t)| format!(": file {t}, arbitro {o}"));
            let message = if v.engine_better {
                format!("{where_}: the file's pairing is worse on {code} ({}{counted}) — {pairs}", c.summary_in(e))
            } else {
                format!(
                    "{where_}: the file's pairing is better on {code} ({}) — {pairs}; arbitro should have found it: please report this round",
                    c.summary_in(e)
                )
            };
            Finding { kind, rule: code, message, players }
        }
        None => {
            let art = if e == DutchEdition::Dutch2026 { "Art. 3.8.1, 4.2–4.4" } else { "B.8, D.1–D.3" };
            let message = if v.engine_better {
                format!(
                    "{where_}: equal on every criterion; arbitro's pairing comes first in the generation order ({art}: transpositions of S2, exchanges, choice of moved-down players) — {pairs}"
                )
            } else {
                format!(
                    "{where_}: equal on every criterion, and the file's pairing comes first in the generation order ({art}) — {pairs}; please report this round"
                )
            };
            Finding { kind: FindingKind::GenerationOrder, rule: art.to_owned(), message, players }
        }
    }
}

/// Explains a different pairing-allocated bye: eligibility ([C2] / C.2), the assignee's score
/// ([C5] in 2026; the lowest bracket in 2017), unplayed games ([C9], 2026), then rank.
fn bye(ctx: &RoundContext<'_>, ours: Option<Tpn>, theirs: Option<Tpn>) -> Finding {
    let e = ctx.edition;
    let win = ctx.tournament.scoring.win();
    let describe = |t: Option<Tpn>| -> String {
        match t.and_then(|t| ctx.state.player(t)) {
            None => "nobody".to_owned(),
            Some(p) => format!(
                "{} (score {}, {} unplayed round(s){})",
                p.tpn,
                p.pairing_score,
                p.unplayed_rounds(),
                if p.may_get_pab(e, win) { "" } else { ", not eligible" }
            ),
        }
    };
    let (o, t) = (ours.and_then(|x| ctx.state.player(x)), theirs.and_then(|x| ctx.state.player(x)));
    let (rule, why) = match (o, t) {
        (Some(o), Some(t)) => {
            if !t.may_get_pab(e, win) {
                (
                    if e == DutchEdition::Dutch2026 { "[C2]" } else { "C.2" },
                    "the file's assignee may not receive the PAB",
                )
            } else if t.pairing_score != o.pairing_score {
                match e {
                    DutchEdition::Dutch2026 => ("[C5]", "the PAB goes to the lowest score possible"),
                    DutchEdition::Dutch2017 => {
                        ("C.2, A.9", "the PAB goes to a player of the lowest bracket that can be completed")
                    }
                }
            } else if e == DutchEdition::Dutch2026 && t.unplayed_rounds() != o.unplayed_rounds() {
                ("[C9]", "among them, the fewest unplayed games")
            } else {
                (
                    if e == DutchEdition::Dutch2026 { "Art. 3.8.1, 4.2" } else { "D.1–D.3" },
                    "equal on the bye criteria; the rest of the pairing and the generation order decide (usually the lowest-ranked player)",
                )
            }
        }
        _ => ("C.04.1", "exactly one player gets the PAB when the number to pair is odd"),
    };
    Finding {
        kind: FindingKind::Bye,
        rule: rule.to_owned(),
        message: format!(
            "the pairing-allocated bye differs: arbitro gives it to {}, the file to {}; {rule}: {why}",
            describe(ours),
            describe(theirs)
        ),
        players: ours.into_iter().chain(theirs).collect(),
    }
}

/// Explains colour-only differences board by board with the colour allocation rules.
#[must_use]
pub fn colours(ctx: &RoundContext<'_>, ours: &Pairing, theirs: &Pairing) -> Vec<Finding> {
    let mut out = Vec::new();
    let engine = crate::pairing::dutch::Ctx::new(ctx.tournament, theirs.round, ctx.edition);
    let idx = |t: Tpn| engine.players.iter().position(|p| p.tpn == t);
    for (i, b) in theirs.boards.iter().enumerate() {
        let Some((_, o)) = ours.board_of(b.white) else { continue };
        if o == *b {
            continue;
        }
        let (Some(x), Some(y)) = (idx(b.white), idx(b.black)) else { continue };
        let ((w, _), rule) = crate::pairing::dutch::colour::allocate_explained(&engine, x, y);
        let white = engine.players[w].tpn;
        let art = match ctx.edition {
            DutchEdition::Dutch2026 => rule.article().0,
            DutchEdition::Dutch2017 => rule.article().1,
        };
        let message = if white == o.white {
            format!(
                "same pairs, colours differ on board {}: rule {art} ({}) gives white to {white}",
                i + 1,
                rule.summary()
            )
        } else {
            format!(
                "same pairs, colours differ on board {}: the file gives white to {}; by rule {art} ({}) white goes to {white} — arbitro's engine gives it to {}",
                i + 1,
                b.white,
                rule.summary(),
                o.white
            )
        };
        out.push(Finding { kind: FindingKind::Colour, rule: art.to_owned(), message, players: vec![b.white, b.black] });
    }
    out
}

/// Explains a round arbitro could not pair although the file has a pairing.
#[must_use]
pub fn without_ours(ctx: &RoundContext<'_>, theirs: &Pairing, reason: &str) -> Vec<Finding> {
    let mut out = absolute_findings(ctx, theirs, "the file's");
    if out.is_empty() {
        out.push(Finding {
            kind: FindingKind::NoPairing,
            rule: if ctx.edition == DutchEdition::Dutch2026 { "Art. 1.9.3".to_owned() } else { "A.9".to_owned() },
            message: format!(
                "arbitro finds no valid pairing ({reason}), yet the file's pairing violates no absolute criterion"
            ),
            players: Vec::new(),
        });
    }
    out
}
