//! One house for the Swiss systems besides the Dutch (Dubov, Burstein, Lim, Double-Swiss, the
//! Swiss Team system and those to come): what every one of them states about itself
//! ([`SwissSystem`]) and the verdict on a checked round ([`Verdict`]). A new system or edition
//! is one implementation of [`SwissSystem`] and one entry in the registry
//! ([`crate::pairing::registry::house_systems`]).
//!
//! This module sits below the systems: they name it, it names none of them (the registry,
//! above them, does; `tests/it/layers.rs` fails on a circle).

use crate::core::words::{Lang, Phrase};
use crate::pairing::reading::{Choice, Reading, Readings};
use crate::pairing::{Departure, Finding, FindingKind, Pairer, Pairing, PairingError};
use crate::tournament::types::Date;
use crate::tournament::{RoundNo, Tournament, Tpn};
use serde::{Serialize, Serializer};
use std::fmt;

/// A criterion or procedural rule of a system's text, a named item like the Dutch criteria.
pub trait NamedCriterion: Copy + fmt::Debug + 'static {
    /// Every criterion and rule, highest priority first.
    const ALL: &'static [Self];
    /// The code (`C1`…, or the name of a procedural rule such as `PAB`).
    fn code(self) -> &'static str;
    /// The article of the text.
    fn article(self) -> &'static str;
    /// One line in the arbiter's words.
    fn summary(self) -> &'static str;
    /// The text of the article (as far as public sources give it).
    fn text(self) -> &'static str;

    /// The criterion with this code (`C7`, `[c7]`, `pab`), if any.
    fn from_code(s: &str) -> Option<Self> {
        let s = s.trim().trim_start_matches('[').trim_end_matches(']').to_ascii_uppercase();
        Self::ALL.iter().copied().find(|c| c.code() == s)
    }

    /// The criterion as a verdict cites it, whatever the system.
    fn rule(self) -> Rule {
        Rule {
            name: format!("{self:?}"),
            code: self.code(),
            article: self.article(),
            summary: self.summary(),
            text: self.text(),
        }
    }
}

/// Makes a system's criterion enum a [`NamedCriterion`] from its own `ALL`, `code`, `summary`,
/// `text`, `from_code` and the method that gives its article (`article` unless named).
macro_rules! named_criterion {
    ($t:ty) => {
        $crate::pairing::system::named_criterion!($t, article);
    };
    ($t:ty, $article:ident) => {
        impl $crate::pairing::system::NamedCriterion for $t {
            const ALL: &'static [$t] = &<$t>::ALL;
            fn code(self) -> &'static str {
                <$t>::code(self)
            }
            fn article(self) -> &'static str {
                <$t>::$article(self)
            }
            fn summary(self) -> &'static str {
                <$t>::summary(self)
            }
            fn text(self) -> &'static str {
                <$t>::text(self)
            }
            fn from_code(s: &str) -> Option<$t> {
                <$t>::from_code(s)
            }
        }
    };
}
pub(crate) use named_criterion;

/// A system's criteria and procedural rules as one table, a row each, highest priority first:
/// the enum (its variants documented by the row's doc comment), `ALL`, `code`, `article`,
/// `summary`, `text`, `from_code` (`C7`, `[c7]`, `pab`: `lookup: code`; `lookup: or_article`
/// also reads `2.3.3` and `C.7`) and `Display` (`[C7] (C.04.4.1 Art. 2.3.3) summary`), made a [`NamedCriterion`]. A
/// new system writes its rows and nothing else.
macro_rules! criterion_table {
    (
        $(#[$meta:meta])*
        pub enum $name:ident;
        chapter: $chapter:literal;
        lookup: $lookup:ident;
        $( $(#[$vmeta:meta])* $v:ident => ($code:literal, $article:literal, $summary:literal, $text:literal $(,)?), )*
    ) => {
        $(#[$meta])*
        #[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize)]
        pub enum $name {
            $( $(#[$vmeta])* $v, )*
        }

        impl $name {
            /// Every criterion and rule, highest priority first.
            pub const ALL: [$name; <[&str]>::len(&[$(stringify!($v)),*])] = [$($name::$v),*];

            /// The code (`C1`…, or the name of a procedural rule).
            #[must_use]
            pub fn code(self) -> &'static str {
                match self { $($name::$v => $code,)* }
            }

            #[doc = concat!("The article of ", $chapter, ".")]
            #[must_use]
            pub fn article(self) -> &'static str {
                match self { $($name::$v => $article,)* }
            }

            /// One line in the arbiter's words.
            #[must_use]
            pub fn summary(self) -> &'static str {
                match self { $($name::$v => $summary,)* }
            }

            #[doc = concat!("The text of the article (", $chapter, ", as far as public sources give it).")]
            #[must_use]
            pub fn text(self) -> &'static str {
                match self { $($name::$v => $text,)* }
            }

            /// Parses a code (`C7`, `c7`, `[C7]`, `PAB` …), case-blind.
            #[must_use]
            pub fn from_code(s: &str) -> Option<$name> {
                let s = s.trim().trim_start_matches('[').trim_end_matches(']').to_ascii_uppercase();
                $crate::pairing::system::criterion_table!(@lookup $name, s, $lookup)
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                write!(f, "[{}] ({} Art. {}) {}", self.code(), $chapter, self.article(), self.summary())
            }
        }

        $crate::pairing::system::named_criterion!($name);
    };
    (@lookup $name:ident, $s:ident, code) => {
        $name::ALL.into_iter().find(|c| c.code() == $s)
    };
    (@lookup $name:ident, $s:ident, or_article) => {{
        let c = $s.strip_prefix("C.").map_or($s.clone(), |r| format!("C{r}"));
        $name::ALL.into_iter().find(|x| x.code() == c || x.article() == c)
    }};
}
pub(crate) use criterion_table;

/// A criterion or rule of some system, as a verdict cites it. In JSON it is its name
/// (`"C7"`, `"Pab"`, `"UpfloaterOrder"`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rule {
    /// The name of the item (stable, for scripts).
    pub name: String,
    /// The code (`C7`, `PAB`).
    pub code: &'static str,
    /// The article of the text.
    pub article: &'static str,
    /// One line in the arbiter's words.
    pub summary: &'static str,
    /// The text of the article.
    pub text: &'static str,
}

impl Serialize for Rule {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.name)
    }
}

/// The verdict on one round checked against a system's text: it complies (same pairs, same
/// colours, same PAB as the text gives), or the first criterion or rule it departs on.
#[derive(Clone, Debug, Serialize)]
pub struct Verdict<C> {
    /// The round.
    pub round: RoundNo,
    /// The round complies with the text.
    pub complies: bool,
    /// The first criterion or rule on which it departs.
    pub criterion: Option<C>,
    /// The boards of the checked round concerned (1-based, in its board order; 0 = the PAB).
    pub boards: Vec<usize>,
    /// What the round does and what the text requires, in the arbiter's words (none when it
    /// complies; JSON gives it in English, or `""`).
    #[serde(serialize_with = "english_or_empty")]
    pub detail: Option<Phrase>,
    /// The text's pairing of the round, as the engine makes it.
    pub engine: Option<Pairing>,
}

impl<C: NamedCriterion> Verdict<C> {
    /// The round departs on `criterion`.
    #[must_use]
    pub fn departs(
        round: RoundNo,
        criterion: C,
        boards: Vec<usize>,
        detail: Phrase,
        engine: Option<Pairing>,
    ) -> Verdict<C> {
        Verdict { round, complies: false, criterion: Some(criterion), boards, detail: Some(detail), engine }
    }

    /// The round complies.
    #[must_use]
    pub fn complies(round: RoundNo, engine: Option<Pairing>) -> Verdict<C> {
        Verdict { round, complies: true, criterion: None, boards: Vec::new(), detail: None, engine }
    }

    /// The same verdict citing a system-neutral [`Rule`].
    #[must_use]
    pub fn cite(self) -> Verdict<Rule> {
        Verdict {
            round: self.round,
            complies: self.complies,
            criterion: self.criterion.map(NamedCriterion::rule),
            boards: self.boards,
            detail: self.detail,
            engine: self.engine,
        }
    }
}

/// Whether `file` pairs exactly the players `to_pair` (each on a board or given the PAB, nobody
/// else): the first player it pairs who has an entry for the round or is not to be paired, or
/// the first it leaves out, with the boards concerned (1-based) and what is wrong.
#[must_use]
pub fn incomplete(file: &Pairing, to_pair: &[Tpn]) -> Option<(Vec<usize>, Phrase)> {
    for (i, b) in file.boards.iter().enumerate() {
        for x in [b.white, b.black] {
            if !to_pair.contains(&x) {
                return Some((vec![i + 1], Phrase::new("house-paired-not-to-be-paired").arg("player", x.0)));
            }
        }
    }
    to_pair
        .iter()
        .find(|&&p| file.board_of(p).is_none() && file.bye != Some(p))
        .map(|p| (vec![], Phrase::new("house-left-unpaired").arg("player", p.0)))
}

/// A colour in the words of the report (`colour-white`, `colour-black`).
#[must_use]
pub fn colour_word(c: crate::tournament::Colour) -> Phrase {
    Phrase::new(if c == crate::tournament::Colour::White { "colour-white" } else { "colour-black" })
}

/// A verdict's detail as JSON gives it: the English words, or `""` when there is none.
fn english_or_empty<S: serde::Serializer>(detail: &Option<Phrase>, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(&detail.as_ref().map(|d| d.say(Lang::En)).unwrap_or_default())
}

/// How a system's findings read ([`crate::pairing::Pairer::explain_departure`]): the chapter a
/// round without a pairing cites, the catalogue's phrases for no pairing and for a departure
/// (whose detail goes through as its check words it), and the kind of finding each criterion or
/// rule gives (a quality criterion when none of the lists names it).
pub struct Findings<C: 'static> {
    /// The chapter of the handbook (`C.04.4.1`).
    pub chapter: &'static str,
    /// The phrase when arbitro finds no pairing (`find-no-dubov-pairing`, to which the reason
    /// is added).
    pub no_pairing: Phrase,
    /// The phrase of a departure (`find-dubov`, to which the check's detail is added).
    pub departs: Phrase,
    /// The absolute criteria.
    pub absolute: &'static [C],
    /// The rules of the pairing-allocated bye.
    pub bye: &'static [C],
    /// The colour rules.
    pub colour: &'static [C],
    /// The rules of the generation order.
    pub order: &'static [C],
}

impl<C: Copy + PartialEq> Findings<C> {
    /// The kind of finding a departure on `c` is.
    fn kind(&self, c: C) -> FindingKind {
        let kinds = [
            (self.absolute, FindingKind::Absolute),
            (self.bye, FindingKind::Bye),
            (self.colour, FindingKind::Colour),
            (self.order, FindingKind::GenerationOrder),
        ];
        kinds.into_iter().find(|(list, _)| list.contains(&c)).map_or(FindingKind::Quality, |(_, k)| k)
    }

    /// The first criterion or rule on which `d.theirs` departs, as `check` finds it, cited as
    /// `cite` writes it, with the players of the boards concerned; none when it complies; no
    /// pairing when the engine or the check finds none.
    pub fn explain(
        &self,
        d: &Departure<'_>,
        check: impl FnOnce(&Tournament, RoundNo, &Pairing) -> Result<Verdict<C>, PairingError>,
        cite: impl FnOnce(C) -> String,
    ) -> Vec<Finding> {
        let no_pairing = |reason: &Phrase| Finding {
            kind: FindingKind::NoPairing,
            rule: self.chapter.to_owned(),
            message: self.no_pairing.clone().arg("reason", reason.clone()),
            players: Vec::new(),
        };
        if let Err(reason) = d.ours {
            return vec![no_pairing(reason)];
        }
        let v = match check(d.tournament, d.theirs.round, d.theirs) {
            Ok(v) => v,
            Err(e) => return vec![no_pairing(&e.phrase())],
        };
        let Some(c) = v.criterion else { return Vec::new() };
        let players = d.theirs.players_on(&v.boards);
        let message = self.departs.clone().arg("detail", v.detail);
        vec![Finding { kind: self.kind(c), rule: cite(c), message, players }]
    }
}

/// When an edition is in force: from its first day, until the day before the next one.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct InForce {
    /// The first day (none: since the system began).
    pub from: Option<Date>,
    /// The first day it no longer applies (none: still in force).
    pub until: Option<Date>,
}

impl InForce {
    /// The edition is in force on `d`.
    #[must_use]
    pub fn covers(self, d: Date) -> bool {
        self.from.is_none_or(|f| d >= f) && self.until.is_none_or(|u| d < u)
    }
}

/// What checking a round gives: the verdict, or why the round could not be checked.
pub type Checked = Result<Verdict<Rule>, PairingError>;

/// Columns of the `pair` table: their heading, and each player's line.
#[derive(Clone, Debug)]
pub struct PlayerColumns {
    /// The heading of a player's column in the `pair` table (`White (TPN name score ARO pref)`).
    pub heading: Phrase,
    /// The columns' names alone (`TPN name score ARO pref`), the check-list's heading.
    pub fields: Phrase,
    /// One line per player to be paired.
    pub lines: Vec<(Tpn, String)>,
}

impl PlayerColumns {
    /// The columns under `heading` and `fields`: a line per entrant, its pairing
    /// number and name (22 characters at most) as every system writes them, then what `rest`
    /// writes of it (the system's own columns).
    #[must_use]
    pub fn of<E>(
        heading: Phrase,
        fields: Phrase,
        t: &Tournament,
        entrants: &[E],
        rest: impl Fn(&E) -> (Tpn, String),
    ) -> PlayerColumns {
        let line = |e: &E| {
            let (tpn, rest) = rest(e);
            let name: String = t.player(tpn).map_or("", |p| p.name.as_str()).chars().take(22).collect();
            (tpn, format!("{:>4} {name:<22} {rest}", tpn.0))
        };
        PlayerColumns { heading, fields, lines: entrants.iter().map(line).collect() }
    }
}

/// How a walkthrough is printed.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum WalkFormat {
    /// Plain text.
    Text,
    /// Markdown, for lecture notes.
    Markdown,
    /// JSON.
    Json,
}

/// A walkthrough, rendered as text or Markdown, or as a JSON value.
#[derive(Clone, Debug, PartialEq)]
pub enum WalkOutput {
    /// Text or Markdown.
    Text(String),
    /// JSON.
    Json(serde_json::Value),
}

/// What `pair --walkthrough` asks for.
#[derive(Copy, Clone, Debug)]
pub struct WalkRequest<'a> {
    /// The tournament before the round.
    pub tournament: &'a Tournament,
    /// The round.
    pub round: RoundNo,
    /// Text, Markdown or JSON.
    pub format: WalkFormat,
    /// Only the scoregroup of this score.
    pub bracket: Option<crate::tournament::Points>,
    /// The report's heading (the edition and why it applies).
    pub heading: &'a str,
    /// The language of the text (JSON is the same in both).
    pub lang: crate::core::words::Lang,
}

/// Record 192 names `code`, a code of the system that arbitro refuses, for the reason of the
/// catalogue's message `why` ([`SwissSystem::refused_codes`]).
#[must_use]
pub fn refusal(code: &str, why: &'static str) -> Phrase {
    Phrase::new("nopair-record-192-refused").arg("code", code).arg("why", Phrase::new(why))
}

/// Why a walkthrough cannot be printed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WalkError {
    /// No valid pairing of the round exists (the reason).
    NoPairing(Phrase),
    /// The bracket asked for is not in the round.
    NoBracket,
}

/// What an edition of a system states about itself, one table a system: the trait's names,
/// dates and criteria ([`SwissSystem::id`] …, [`SwissSystem::criteria`] …) read it.
#[derive(Copy, Clone, Debug)]
pub struct About {
    /// The `--rules` name (`dubov-2026`).
    pub id: &'static str,
    /// Other names `--rules` accepts (`dubov`, `fide_dubov_2026`).
    pub aliases: &'static [&'static str],
    /// The system's name in a finding (`Dubov`).
    pub family: &'static str,
    /// The system's name in the handbook (`Dubov System`).
    pub name: &'static str,
    /// The edition (`2026`, `original`).
    pub edition: &'static str,
    /// The chapter of the handbook (`C.04.4.1`).
    pub chapter: &'static str,
    /// The heading of a report.
    pub title: &'static str,
    /// The beginning of the record-192 codes that name the system, if TRF-2026 has one.
    pub record_192: Option<&'static str>,
    /// What a generated tournament's description says.
    pub event_kind: &'static str,
    /// When the edition is in force.
    pub in_force: InForce,
    /// The editions arbitro does not implement, and why: a message of the catalogue
    /// (`editions-dubov`).
    pub other_editions: &'static str,
    /// The edition's criteria and rules.
    pub criteria: Criteria,
}

/// An edition's criteria and rules as `explain` and a verdict cite them.
#[derive(Copy, Clone, Debug)]
pub struct Criteria {
    /// Every one, highest priority first.
    pub all: fn() -> Vec<Rule>,
    /// The one with this code, if any.
    pub by_code: fn(&str) -> Option<Rule>,
    /// The rule a round departs on when the text gives no pairing at all.
    pub completion: fn() -> Rule,
    /// What `explain` expects after the system's name (`C1…C10, PAB, …`).
    pub hint: &'static str,
}

impl Criteria {
    /// The criteria of a system whose rules are the named criteria of `C` (every one, and the
    /// one by code, are read from `C`), with the rule of `completion` and the `explain` hint.
    #[must_use]
    pub const fn of<C: NamedCriterion>(completion: fn() -> Rule, hint: &'static str) -> Criteria {
        Criteria { all: all_rules::<C>, by_code: rule_by_code::<C>, completion, hint }
    }
}

/// Every criterion and rule of `C`, highest priority first, as a verdict cites them.
fn all_rules<C: NamedCriterion>() -> Vec<Rule> {
    C::ALL.iter().map(|c| c.rule()).collect()
}

/// The criterion of `C` with this code, if any, as a verdict cites it.
fn rule_by_code<C: NamedCriterion>(code: &str) -> Option<Rule> {
    C::from_code(code).map(NamedCriterion::rule)
}

impl InForce {
    /// From 1 February 2026 on (the 2026 texts).
    pub const FROM_FEB_2026: InForce = InForce { from: Some(Date { year: 2026, month: 2, day: 1 }), until: None };
}

/// A Swiss pairing system (one edition of it) besides the Dutch.
pub trait SwissSystem: Sync + Send {
    /// What the edition states about itself ([`About`]).
    fn about(&self) -> &'static About;
    /// The `--rules` name (`dubov-2026`).
    fn id(&self) -> &'static str {
        self.about().id
    }
    /// Other names `--rules` accepts (`dubov`, `fide_dubov_2026`).
    fn aliases(&self) -> &'static [&'static str] {
        self.about().aliases
    }
    /// The system's name in a finding (`Dubov`).
    fn family(&self) -> &'static str {
        self.about().family
    }
    /// The system's name in the handbook (`Dubov System`, `Swiss Team Pairing System`).
    fn name(&self) -> &'static str {
        self.about().name
    }
    /// The edition (`2026`, `original`).
    fn edition(&self) -> &'static str {
        self.about().edition
    }
    /// The chapter of the handbook (`C.04.4.1`).
    fn chapter(&self) -> &'static str {
        self.about().chapter
    }
    /// The heading of a report (`FIDE Dubov system, 2026 edition (C.04.4.1, from 1 Feb 2026)`).
    fn title(&self) -> &'static str {
        self.about().title
    }
    /// The record-192 codes that name the system begin so (`FIDE_DUBOV`); `None` when TRF-2026
    /// has no code for it.
    fn record_192(&self) -> Option<&'static str> {
        self.about().record_192
    }
    /// What a generated tournament's record 012-style description says (`Individual Swiss, FIDE
    /// (Dubov) System dubov-2026`).
    fn event_kind(&self) -> &'static str {
        self.about().event_kind
    }
    /// When this edition is in force.
    fn in_force(&self) -> InForce {
        self.about().in_force
    }
    /// Record-192 codes (beginnings, upper case) of this system that arbitro refuses, each with
    /// the catalogue's message that says why (`FIDE_DOUBLESWISS_BAKU`: reading DS-9 open,
    /// `nopair-double-swiss-baku`); record 192 selects no engine for them ([`refusal`]).
    fn refused_codes(&self) -> &'static [(&'static str, &'static str)] {
        &[]
    }
    /// The editions of the system arbitro does not implement, and why (`the 2018 and 1997 texts
    /// of the Dubov System are not implemented`), for a file dated under one of them or a
    /// `--rules` naming one.
    fn other_editions(&self) -> Phrase {
        Phrase::new(self.about().other_editions)
    }
    /// The edition's name in the reports' words (`sistema Dubov (C.04.4.1, edición 2026)`).
    fn title_words(&self) -> Phrase {
        Phrase::new("registry-title-house")
            .arg("title", self.title())
            .arg("family", self.family())
            .arg("chapter", self.chapter())
            .arg("edition", self.edition())
    }
    /// The participants are teams (one per pairing number); a file of players with team
    /// records (310) is paired as its teams.
    fn pairs_teams(&self) -> bool {
        false
    }
    /// The competition's choices the file makes for this system (record 192), as JSON for the
    /// reports; `Ok(None)` when the system has none.
    ///
    /// # Errors
    /// A record-192 code of the system arbitro cannot read (what was expected).
    fn competition_rules(&self, t: &Tournament) -> Result<Option<serde_json::Value>, Phrase> {
        let _ = t;
        Ok(None)
    }
    /// What the system needs from the file before it can pair or check any round (the number
    /// of rounds …).
    ///
    /// # Errors
    /// What is missing, in words.
    fn check_input(&self, t: &Tournament) -> Result<(), Phrase> {
        let _ = t;
        Ok(())
    }
    /// Pairs `round` of `t` (whose rounds before it are complete) under arbitro's default
    /// readings.
    ///
    /// # Errors
    /// No valid pairing, or input the system cannot pair.
    fn pair(&self, t: &Tournament, round: RoundNo) -> Result<Pairing, PairingError> {
        self.pair_under(t, round, &Readings::defaults())
    }
    /// Checks `file`'s pairing of `round` of `t` against the text, under arbitro's default
    /// readings.
    ///
    /// # Errors
    /// No valid pairing, or input the system cannot pair.
    fn check(&self, t: &Tournament, round: RoundNo, file: &Pairing) -> Checked {
        self.check_under(t, round, file, &Readings::defaults())
    }
    /// The rule a round departs on when the text gives no pairing at all (completion).
    fn completion(&self) -> Rule {
        (self.about().criteria.completion)()
    }
    /// Every criterion and rule, highest priority first (`explain`).
    fn criteria(&self) -> Vec<Rule> {
        (self.about().criteria.all)()
    }
    /// The criterion with this code, if any (`explain "dubov C7"`).
    fn criterion(&self, code: &str) -> Option<Rule> {
        (self.about().criteria.by_code)(code)
    }
    /// What `explain` expects after the system's name (`C1…C10, PAB, …`).
    fn codes_hint(&self) -> &'static str {
        self.about().criteria.hint
    }
    /// The player columns of the `pair` table for `round`, decimals written as `lang` writes them.
    fn columns(&self, t: &Tournament, round: RoundNo, lang: Lang) -> PlayerColumns;
    /// The engine as a [`Pairer`] (generator, campaigns), under the file's choices.
    fn pairer(&self, t: Option<&Tournament>) -> Box<dyn Pairer + Send + Sync>;
    /// `pair --walkthrough`: the round paired step by step in the text's own procedure, under
    /// `heading`; `None` when the system has no walkthrough yet. `bracket` keeps one scoregroup.
    fn walk_through(&self, walk: &WalkRequest<'_>) -> Option<Result<WalkOutput, WalkError>> {
        let _ = walk;
        None
    }
    /// The readings of this edition's text ([`crate::pairing::reading`]; `explain D-5`).
    fn readings(&self) -> Vec<&'static Reading> {
        crate::pairing::reading::of_system(self.id())
    }
    /// Pairs `round` of `t` under the readings `under` (`--reading`; the defaults for
    /// [`SwissSystem::pair`]). A system without switches ignores `under`:
    /// [`crate::pairing::reading::parse_choice`] accepts only its defaults, so nothing chosen is
    /// silently ignored.
    ///
    /// # Errors
    /// No valid pairing, or input the system cannot pair.
    fn pair_under(&self, t: &Tournament, round: RoundNo, under: &Readings) -> Result<Pairing, PairingError>;
    /// Checks `file`'s pairing of `round` of `t` under the readings `under`; see
    /// [`SwissSystem::pair_under`].
    ///
    /// # Errors
    /// No valid pairing, or input the system cannot pair.
    fn check_under(&self, t: &Tournament, round: RoundNo, file: &Pairing, under: &Readings) -> Checked;
}

/// A round that departs from arbitro's default reading yet complies under another the text
/// allows: which one, the words that leave it open, and where the default departs.
#[derive(Clone, Debug, Serialize)]
pub struct ReadingNote {
    /// The alternative under which the round complies (`D-5b`).
    pub reading: Choice,
    /// arbitro's default (`D-5a`; `refuse` when the engine refuses a round the alternatives
    /// pair differently, DS-6).
    pub default: String,
    /// The words of the text that leave it open.
    pub open: &'static str,
    /// The criterion the round departs on under the default.
    pub default_criterion: Option<Rule>,
    /// What the default's check says (English in JSON).
    #[serde(serialize_with = "english_or_empty")]
    pub default_detail: Option<Phrase>,
}

/// A checked round and, when only another reading than the default makes it comply, which.
#[derive(Clone, Debug, Serialize)]
pub struct ReadVerdict {
    /// The verdict (under the reading of the note, when there is one).
    #[serde(flatten)]
    pub verdict: Verdict<Rule>,
    /// The reading the round complies under, other than arbitro's default.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reading: Option<ReadingNote>,
}

/// Checks `file`'s pairing of `round` under `under`; when it departs (or the engine refuses
/// the round because its readings disagree, DS-6), checks it under each alternative the
/// engine can switch to, reading by reading, and reports the first under which it complies
/// ([`ReadingNote`]). A departure no reading explains stays as it is.
///
/// # Errors
/// As [`SwissSystem::check`] under `under`.
pub fn check_readings(
    s: &dyn SwissSystem,
    t: &Tournament,
    round: RoundNo,
    file: &Pairing,
    under: &Readings,
) -> Result<ReadVerdict, PairingError> {
    let verdict = s.check_under(t, round, file, under)?;
    if verdict.complies {
        return Ok(ReadVerdict { verdict, reading: None });
    }
    for r in s.readings() {
        if under.chose(r.id) {
            continue;
        }
        for alt in r.other_switches() {
            let choice = Choice { reading: r, alternative: alt };
            let Ok(v) = s.check_under(t, round, file, &under.with(choice)) else { continue };
            if v.complies {
                let default = r.default_label().map_or_else(|| "refuse".to_owned(), |l| format!("{}{l}", r.id));
                let reading = ReadingNote {
                    reading: choice,
                    default,
                    open: r.open,
                    default_criterion: verdict.criterion.clone(),
                    default_detail: verdict.detail.clone(),
                };
                return Ok(ReadVerdict { verdict: v, reading: Some(reading) });
            }
        }
    }
    Ok(ReadVerdict { verdict, reading: None })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(year: u16, month: u8, d: u8) -> Date {
        Date { year, month, day: d }
    }

    #[test]
    fn in_force_covers_its_days_only() {
        let f = InForce { from: Some(day(2026, 2, 1)), until: Some(day(2027, 1, 1)) };
        assert!(!f.covers(day(2026, 1, 31)));
        assert!(f.covers(day(2026, 2, 1)));
        assert!(f.covers(day(2026, 12, 31)));
        assert!(!f.covers(day(2027, 1, 1)));
    }
}
