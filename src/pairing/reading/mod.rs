//! The readings of the house's texts as data: every point where a system's text leaves the
//! pairing open (`docs/systems/*.md`, the Readings tables; one table for all systems in
//! `docs/systems/README.md`), the words that leave it open, the alternatives, the one arbitro
//! applies by default, which reference program follows which, and whether the engine can
//! switch to another ([`Readings`], `--reading D-5b`). The tables sit below the systems: an
//! engine reads the switches it implements from a [`Readings`], and the registry
//! ([`crate::pairing::system`]) checks a round under each alternative when the default
//! departs.

mod burstein;
mod burstein_original;
mod double_swiss;
mod dubov;
mod lim;
mod team;

use crate::core::words::{Arg, Phrase};
use serde::Serialize;

/// One way of reading an open point.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Alternative {
    /// The letter (`a`, `b` …), as the system's Readings table labels it.
    pub label: &'static str,
    /// What this alternative says.
    pub text: &'static str,
    /// The engine implements it as a switch (`--reading`); the default is always applied.
    pub switch: bool,
}

/// What arbitro does by default.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Default {
    /// Applies this alternative (its label).
    Alternative(&'static str),
    /// Applies none: a round the alternatives pair differently is refused (DS-6).
    Refuse,
}

/// A point a system's text leaves open.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Reading {
    /// The id of the Readings table (`D-5`, `DS-6`, `B-O-3`).
    pub id: &'static str,
    /// The `--rules` names of the editions it belongs to.
    pub systems: &'static [&'static str],
    /// The article(s) of the text.
    pub article: &'static str,
    /// The words of the text that leave it open (or the question they raise).
    pub open: &'static str,
    /// The alternatives, in the table's order.
    pub alternatives: &'static [Alternative],
    /// What arbitro applies when no `--reading` says otherwise.
    pub default: Default,
    /// Which reference program or source follows which alternative ("" when none was recorded).
    pub programs: &'static str,
    /// The file of `docs/systems/` whose table holds it.
    pub doc: &'static str,
}

impl Reading {
    /// The alternative labelled `label`.
    #[must_use]
    pub fn alternative(&self, label: &str) -> Option<&'static Alternative> {
        self.alternatives.iter().find(|a| a.label == label)
    }
    /// The label of the default alternative (`None`: the engine refuses where they differ).
    #[must_use]
    pub fn default_label(&self) -> Option<&'static str> {
        match self.default {
            Default::Alternative(l) => Some(l),
            Default::Refuse => None,
        }
    }
    /// The alternatives the engine can be switched to, besides its default.
    pub fn other_switches(&self) -> impl Iterator<Item = &'static Alternative> + '_ {
        let default = self.default_label();
        self.alternatives.iter().filter(move |a| a.switch && Some(a.label) != default)
    }
    /// Whether the engine can apply another alternative than its default.
    #[must_use]
    pub fn switchable(&self) -> bool {
        self.other_switches().next().is_some()
    }
}

/// Every reading of every system of the house, system by system.
#[must_use]
pub fn all() -> Vec<&'static Reading> {
    [
        dubov::READINGS,
        burstein::READINGS,
        burstein_original::READINGS,
        lim::READINGS,
        double_swiss::READINGS,
        team::READINGS,
    ]
    .into_iter()
    .flatten()
    .collect()
}

/// The readings of the edition whose `--rules` name is `system`.
#[must_use]
pub fn of_system(system: &str) -> Vec<&'static Reading> {
    all().into_iter().filter(|r| r.systems.contains(&system)).collect()
}

/// The reading with this id (`D-5`, `ds-6`), any case.
#[must_use]
pub fn by_id(id: &str) -> Option<&'static Reading> {
    let id = id.trim();
    all().into_iter().find(|r| r.id.eq_ignore_ascii_case(id))
}

/// One alternative chosen (`D-5b`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    /// The reading.
    pub reading: &'static Reading,
    /// The alternative chosen.
    pub alternative: &'static Alternative,
}

impl Choice {
    /// `D-5b`, as `--reading` takes it and the report names it.
    #[must_use]
    pub fn name(&self) -> String {
        format!("{}{}", self.reading.id, self.alternative.label)
    }
}

impl Serialize for Choice {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.name())
    }
}

/// Reads `D-5b`: a reading's id and the letter of one of its alternatives. Accepted only when
/// the engine applies that alternative (its default, or a switch it implements).
///
/// # Errors
/// An unknown reading or letter, or an alternative the engine does not implement (said so, with
/// the one it does apply).
pub fn parse_choice(s: &str) -> Result<Choice, Phrase> {
    let t = s.trim();
    let split = t.char_indices().last().filter(|(_, c)| c.is_ascii_lowercase() || c.is_ascii_uppercase());
    let found = split.and_then(|(i, c)| {
        let r = by_id(&t[..i])?;
        let label = c.to_ascii_lowercase().to_string();
        Some((r, label))
    });
    let Some((r, label)) = found else {
        return Err(match by_id(t) {
            Some(r) => Phrase::new("error-reading-no-letter").arg(
                "choices",
                r.alternatives.iter().map(|a| format!("{}{}", r.id, a.label)).collect::<Vec<_>>().join(", "),
            ),
            None => Phrase::new("error-reading-unknown").arg("value", t),
        });
    };
    let Some(alternative) = r.alternative(&label) else {
        return Err(Phrase::new("error-reading-no-alternative")
            .arg("reading", r.id)
            .arg("letter", label)
            .arg("letters", r.alternatives.iter().map(|a| format!("({})", a.label)).collect::<Vec<_>>().join(", ")));
    };
    if !alternative.switch && r.default_label() != Some(alternative.label) {
        let applied = r
            .default_label()
            .map_or_else(|| Phrase::new("error-reading-none-applied").into(), |l| Arg::from(format!("({l})")));
        return Err(Phrase::new("error-reading-not-switchable")
            .arg("reading", r.id)
            .arg("letter", alternative.label)
            .arg("applied", applied)
            .arg("doc", r.doc));
    }
    Ok(Choice { reading: r, alternative })
}

/// The alternatives chosen for a pairing or a check (`--reading`, repeatable); for every other
/// reading the default applies.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(transparent)]
pub struct Readings(Vec<Choice>);

impl Readings {
    /// No choice: every default.
    #[must_use]
    pub fn defaults() -> Readings {
        Readings(Vec::new())
    }
    /// These choices (a later choice of the same reading replaces an earlier one).
    #[must_use]
    pub fn of(choices: &[Choice]) -> Readings {
        choices.iter().fold(Readings::defaults(), |r, c| r.with(*c))
    }
    /// The same choices and `c`.
    #[must_use]
    pub fn with(&self, c: Choice) -> Readings {
        let mut v: Vec<Choice> = self.0.iter().copied().filter(|x| x.reading.id != c.reading.id).collect();
        v.push(c);
        Readings(v)
    }
    /// The label applied for reading `id`: the one chosen, else the default (`None`: refuse).
    #[must_use]
    pub fn label(&self, id: &str) -> Option<&'static str> {
        match self.0.iter().find(|c| c.reading.id == id) {
            Some(c) => Some(c.alternative.label),
            None => by_id(id).and_then(Reading::default_label),
        }
    }
    /// Whether alternative `label` of reading `id` applies.
    #[must_use]
    pub fn is(&self, id: &str, label: &str) -> bool {
        self.label(id) == Some(label)
    }
    /// Whether reading `id` was chosen explicitly.
    #[must_use]
    pub fn chose(&self, id: &str) -> bool {
        self.0.iter().any(|c| c.reading.id == id)
    }
    /// The choices made.
    #[must_use]
    pub fn choices(&self) -> &[Choice] {
        &self.0
    }
    /// Nothing was chosen.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_unique_and_defaults_name_an_alternative() {
        let all = all();
        let mut ids: Vec<&str> = all.iter().map(|r| r.id).collect();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), all.len());
        for r in &all {
            assert!(!r.alternatives.is_empty(), "{}", r.id);
            let mut labels: Vec<&str> = r.alternatives.iter().map(|a| a.label).collect();
            labels.sort_unstable();
            labels.dedup();
            assert_eq!(labels.len(), r.alternatives.len(), "{}: two alternatives share a letter", r.id);
            if let Some(l) = r.default_label() {
                assert!(r.alternative(l).is_some(), "{}: default ({l})", r.id);
            } else {
                assert!(r.alternatives.iter().filter(|a| a.switch).count() >= 2, "{}: refuses", r.id);
            }
            for s in r.systems {
                assert!(crate::pairing::registry::house_by_name(s).is_some(), "{}: {s}", r.id);
            }
        }
    }

    #[test]
    fn a_choice_is_an_id_and_a_letter_of_an_implemented_alternative() {
        let c = parse_choice("D-5b").unwrap();
        assert_eq!((c.reading.id, c.alternative.label, c.name()), ("D-5", "b", "D-5b".to_owned()));
        assert_eq!(parse_choice("d-5A").unwrap().name(), "D-5a");
        // B-12 is not B-1 followed by "2".
        assert_eq!(parse_choice("B-12a").unwrap().reading.id, "B-12");
        assert!(parse_choice("B-3b").unwrap_err().to_string().contains("not switchable"));
        assert!(parse_choice("D-5").unwrap_err().to_string().contains("D-5a, D-5b"));
        assert!(parse_choice("D-5z").unwrap_err().to_string().contains("no alternative"));
        assert!(parse_choice("X-1a").unwrap_err().to_string().contains("unknown reading"));
        let e = parse_choice("D-3b").unwrap_err().to_string();
        assert!(e.contains("not switchable") && e.contains("(a)"), "{e}");
        let r = Readings::of(&[parse_choice("D-5b").unwrap(), parse_choice("DS-6a").unwrap()]);
        assert!(r.is("D-5", "b") && r.is("DS-6", "a") && r.is("D-6", "a"));
        assert_eq!(Readings::defaults().label("DS-6"), None);
        assert!(r.with(parse_choice("D-5a").unwrap()).is("D-5", "a"));
    }
}
