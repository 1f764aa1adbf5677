//! Explaining a departure from the Dutch engine's pairing: which rule or criterion of the
//! edition separates the file's pairing (or another program's) from arbitro's.

use crate::core::words::Phrase;
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
fn absolute_findings(ctx: &RoundContext<'_>, p: &Pairing, whose: fn() -> Phrase) -> Vec<Finding> {
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
                    DutchEdition::Dutch2017 => Phrase::new("find-pab-why-2017"),
                    DutchEdition::Dutch2026 => Phrase::new("find-pab-why-2026"),
                };
                out.push(Finding {
                    kind: FindingKind::Bye,
                    rule: code.to_owned(),
                    message: Phrase::new("find-pab-to-ineligible")
                        .arg("whose", whose())
                        .arg("code", code.as_str())
                        .arg("players", list(&m.players))
                        .arg("why", why),
                    players: m.players,
                });
            }
            _ => {
                for pair in pairs_in(p, &m.players) {
                    let detail = match m.criterion {
                        RoundCriterion::Rematches => Phrase::new("find-rematch")
                            .arg("a", pair.0.0)
                            .arg("b", pair.1.0)
                            .arg("round", met_in(ctx, pair.0, pair.1).unwrap_or(0)),
                        RoundCriterion::ProhibitedPairs => {
                            Phrase::new("find-prohibited").arg("a", pair.0.0).arg("b", pair.1.0)
                        }
                        _ => {
                            let c =
                                ctx.state.player(pair.0).and_then(|s| s.preference.colour).map_or('?', Colour::upper);
                            Phrase::new("find-same-absolute-preference")
                                .arg("a", pair.0.0)
                                .arg("b", pair.1.0)
                                .arg("colour", c.to_string())
                        }
                    };
                    out.push(Finding {
                        kind: kind_of(m.criterion),
                        rule: code.to_owned(),
                        message: Phrase::new("find-violates")
                            .arg("whose", whose())
                            .arg("code", code.as_str())
                            .arg("detail", detail),
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
            message: Phrase::new("find-left-unpaired").arg("count", missing.len()).arg("players", list(&missing)),
            players: missing,
        });
    }
    let extra: Vec<Tpn> = b.difference(&a).copied().collect();
    if !extra.is_empty() {
        out.push(Finding {
            kind: FindingKind::Participation,
            rule: "C.04.2".to_owned(),
            message: Phrase::new("find-paired-extra").arg("count", extra.len()).arg("players", list(&extra)),
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
    out.extend(absolute_findings(ctx, theirs, || Phrase::new("find-whose-file")));
    if out.iter().any(|f| f.kind == FindingKind::Absolute) {
        return out;
    }
    let engine = crate::pairing::dutch::Ctx::new(ctx.tournament, theirs.round, ctx.edition);
    if let Some(v) = crate::pairing::dutch::explain::first_bracket_difference(&engine, theirs) {
        out.push(bracket_finding(ctx.edition, &v));
    }
    out
}

fn pair_text(pairs: &[(Tpn, Tpn)]) -> Phrase {
    if pairs.is_empty() {
        return Phrase::new("find-no-pairs");
    }
    let text = pairs
        .iter()
        .map(|&(a, b)| if b == Tpn(0) { format!("{a} PAB") } else { format!("{a}-{b}") })
        .collect::<Vec<_>>()
        .join(", ");
    Phrase::new("find-pairs-list").arg("pairs", text)
}

/// The finding for the first bracket where the file's pairing differs from the engine's,
/// scored with the engine's own criteria ([`crate::pairing::dutch::explain`]).
fn bracket_finding(e: DutchEdition, v: &crate::pairing::dutch::explain::BracketVerdict) -> Finding {
    let where_ = Phrase::new(if v.collapsed { "find-bracket-collapsed" } else { "find-bracket" }).dec("score", v.score);
    let pairs =
        Phrase::new("find-both-pairs").arg("ours", pair_text(&v.engine_pairs)).arg("theirs", pair_text(&v.other_pairs));
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
            let counted = v.counts.map_or_else(
                || Phrase::new("empty"),
                |(o, t)| Phrase::new("find-counts").arg("theirs", t.to_string()).arg("ours", o.to_string()),
            );
            let message = if v.engine_better {
                Phrase::new("find-worse")
                    .arg("where", where_)
                    .arg("code", code.as_str())
                    .arg("summary", c.phrase_in(e))
                    .arg("counted", counted)
                    .arg("pairs", pairs)
            } else {
                Phrase::new("find-better")
                    .arg("where", where_)
                    .arg("code", code.as_str())
                    .arg("summary", c.phrase_in(e))
                    .arg("pairs", pairs)
            };
            Finding { kind, rule: code, message, players }
        }
        None => {
            let art = if e == DutchEdition::Dutch2026 { "Art. 3.8.1, 4.2–4.4" } else { "B.8, D.1–D.3" };
            let message = Phrase::new(if v.engine_better { "find-order-ours" } else { "find-order-theirs" })
                .arg("where", where_)
                .arg("article", art)
                .arg("pairs", pairs);
            Finding { kind: FindingKind::GenerationOrder, rule: art.to_owned(), message, players }
        }
    }
}

/// Explains a different pairing-allocated bye: eligibility ([C2] / C.2), the assignee's score
/// ([C5] in 2026; the lowest bracket in 2017), unplayed games ([C9], 2026), then rank.
fn bye(ctx: &RoundContext<'_>, ours: Option<Tpn>, theirs: Option<Tpn>) -> Finding {
    let e = ctx.edition;
    let win = ctx.tournament.scoring.win();
    let describe = |t: Option<Tpn>| -> Phrase {
        match t.and_then(|t| ctx.state.player(t)) {
            None => Phrase::new("find-nobody"),
            Some(p) => {
                Phrase::new(if p.may_get_pab(e, win) { "find-pab-candidate" } else { "find-pab-candidate-ineligible" })
                    .arg("tpn", p.tpn.0)
                    .dec("score", p.pairing_score)
                    .arg("unplayed", p.unplayed_rounds())
            }
        }
    };
    let (o, t) = (ours.and_then(|x| ctx.state.player(x)), theirs.and_then(|x| ctx.state.player(x)));
    let (rule, why) = match (o, t) {
        (Some(o), Some(t)) => {
            if !t.may_get_pab(e, win) {
                (if e == DutchEdition::Dutch2026 { "[C2]" } else { "C.2" }, Phrase::new("find-bye-ineligible"))
            } else if t.pairing_score != o.pairing_score {
                match e {
                    DutchEdition::Dutch2026 => ("[C5]", Phrase::new("find-bye-lowest-score")),
                    DutchEdition::Dutch2017 => ("C.2, A.9", Phrase::new("find-bye-lowest-bracket")),
                }
            } else if e == DutchEdition::Dutch2026 && t.unplayed_rounds() != o.unplayed_rounds() {
                ("[C9]", Phrase::new("find-bye-fewest-unplayed"))
            } else {
                (
                    if e == DutchEdition::Dutch2026 { "Art. 3.8.1, 4.2" } else { "D.1–D.3" },
                    Phrase::new("find-bye-equal"),
                )
            }
        }
        _ => ("C.04.1", Phrase::new("find-bye-one")),
    };
    Finding {
        kind: FindingKind::Bye,
        rule: rule.to_owned(),
        message: Phrase::new("find-bye-differs")
            .arg("ours", describe(ours))
            .arg("theirs", describe(theirs))
            .arg("rule", rule)
            .arg("why", why),
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
            Phrase::new("find-colours")
                .arg("board", i + 1)
                .arg("article", art)
                .arg("rule", rule.phrase())
                .arg("white", white.0)
        } else {
            Phrase::new("find-colours-engine")
                .arg("board", i + 1)
                .arg("theirs", b.white.0)
                .arg("article", art)
                .arg("rule", rule.phrase())
                .arg("white", white.0)
                .arg("ours", o.white.0)
        };
        out.push(Finding { kind: FindingKind::Colour, rule: art.to_owned(), message, players: vec![b.white, b.black] });
    }
    out
}

/// Explains a round arbitro could not pair although the file has a pairing.
#[must_use]
pub fn without_ours(ctx: &RoundContext<'_>, theirs: &Pairing, reason: &Phrase) -> Vec<Finding> {
    let mut out = absolute_findings(ctx, theirs, || Phrase::new("find-whose-file"));
    if out.is_empty() {
        out.push(Finding {
            kind: FindingKind::NoPairing,
            rule: ctx.edition.no_pairing_article().to_owned(),
            message: Phrase::new("find-no-pairing").arg("reason", reason.clone()),
            players: Vec::new(),
        });
    }
    out
}
