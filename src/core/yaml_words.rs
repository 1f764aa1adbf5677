//! The YAML parser's messages (serde_yaml writes them in English) as phrases of the
//! catalogues: the shapes the parser is known to write (unknown field, unknown variant, missing
//! field, invalid type, duplicate key…) get a sentence of their own, their names kept as data;
//! any other message is quoted as it is inside a sentence of the report's language. The English
//! wording of every phrase is the parser's message, byte for byte.

use crate::core::words::Phrase;

/// The parser's message of `e` without the " at line L column C" serde_yaml appends: the place
/// is printed in front of the problem instead.
#[must_use]
pub fn parser_message(e: &serde_yaml::Error) -> String {
    let whole = e.to_string();
    match whole.split_once(" at line ") {
        Some((message, _)) => message.to_owned(),
        None => whole,
    }
}

/// The phrase of a serde_yaml message (without its " at line L column C" tail).
#[must_use]
pub fn yaml_message(message: &str) -> Phrase {
    // The parser puts the path of the value in front ("[0].kind: unknown variant …").
    let (path, body) = split_path(message);
    let known = shape(body);
    let phrase = known.unwrap_or_else(|| Phrase::new("lint-yaml-other").arg("message", body));
    match path {
        Some(path) => Phrase::new("lint-yaml-at").arg("path", path).arg("problem", phrase).arg("message", message),
        None => phrase,
    }
}

/// The messages whose shape this module reads, by their first words.
const SHAPES: &[&str] = &[
    "unknown field `",
    "unknown variant `",
    "missing field `",
    "duplicate field `",
    "duplicate entry ",
    "invalid type: ",
    "invalid value: ",
    "invalid length ",
];

/// The path in front of a message of a known shape, and the message itself.
fn split_path(message: &str) -> (Option<&str>, &str) {
    for s in SHAPES {
        if let Some(i) = message.find(&format!(": {s}")) {
            return (Some(&message[..i]), &message[i + 2..]);
        }
    }
    (None, message)
}

/// The text between the first pair of backticks after `prefix`.
fn quoted_name<'a>(body: &'a str, prefix: &str) -> Option<(&'a str, &'a str)> {
    let rest = body.strip_prefix(prefix)?;
    let end = rest.find('`')?;
    Some((&rest[..end], &rest[end + 1..]))
}

/// The names a message expects (`expected one of `a`, `b``, `expected `a` or `b``), as
/// written between backticks; `None` when the tail says something else.
fn expected_names(tail: &str) -> Option<String> {
    let list = tail.strip_prefix(", expected one of ").or_else(|| tail.strip_prefix(", expected "))?;
    let names: Vec<&str> = list.split(['`']).enumerate().filter(|(i, _)| i % 2 == 1).map(|(_, n)| n).collect();
    let rebuilt_ok = !names.is_empty() && list.starts_with('`') && list.ends_with('`');
    rebuilt_ok.then(|| names.join(", "))
}

fn shape(body: &str) -> Option<Phrase> {
    for (prefix, phrase, none) in [
        ("unknown field `", Phrase::new("lint-yaml-unknown-field"), ", there are no fields"),
        ("unknown variant `", Phrase::new("lint-yaml-unknown-variant"), ", there are no variants"),
    ] {
        if let Some((name, tail)) = quoted_name(body, prefix) {
            let expected = if tail == none { Some(String::new()) } else { expected_names(tail) };
            return expected.map(|e| phrase.arg("name", name).arg("expected", e).arg("message", body));
        }
    }
    if let Some((name, "")) = quoted_name(body, "missing field `") {
        return Some(Phrase::new("lint-yaml-missing-field").arg("name", name).arg("message", body));
    }
    if let Some((name, "")) = quoted_name(body, "duplicate field `") {
        return Some(Phrase::new("lint-yaml-duplicate-key").arg("key", name).arg("message", body));
    }
    if let Some(key) = body.strip_prefix("duplicate entry with key ") {
        let key = key.trim_matches(['"', '`']);
        return Some(Phrase::new("lint-yaml-duplicate-key").arg("key", key).arg("message", body));
    }
    if body.starts_with("duplicate entry ") {
        return Some(Phrase::new("lint-yaml-duplicate-entry").arg("message", body));
    }
    for (prefix, phrase) in [
        ("invalid type: ", Phrase::new("lint-yaml-invalid-type")),
        ("invalid value: ", Phrase::new("lint-yaml-invalid-value")),
    ] {
        if let Some(rest) = body.strip_prefix(prefix)
            && let Some((found, expected)) = rest.rsplit_once(", expected ")
        {
            return Some(
                phrase.arg("found", value_words(found)).arg("expected", value_words(expected)).arg("message", body),
            );
        }
    }
    None
}

/// What the parser found or expected ("a sequence", "string \"x\"", "f64") in words.
fn value_words(what: &str) -> Phrase {
    let phrase = match what {
        "a sequence" | "sequence" => Phrase::new("lint-yaml-a-list"),
        "map" | "a map" => Phrase::new("lint-yaml-a-map"),
        "a string" | "string" => Phrase::new("lint-yaml-a-text"),
        "f64" | "f32" | "a number" => Phrase::new("lint-yaml-a-number"),
        "u8" | "u16" | "u32" | "u64" | "usize" | "i32" | "i64" | "integer" => Phrase::new("lint-yaml-a-whole-number"),
        "a boolean" | "bool" => Phrase::new("lint-yaml-a-boolean"),
        "unit value" => Phrase::new("lint-yaml-nothing"),
        _ => {
            for (prefix, phrase) in [
                ("string ", Phrase::new("lint-yaml-the-text")),
                ("integer ", Phrase::new("lint-yaml-the-number")),
                ("floating point ", Phrase::new("lint-yaml-the-number")),
                ("boolean ", Phrase::new("lint-yaml-the-boolean")),
            ] {
                if let Some(v) = what.strip_prefix(prefix) {
                    return phrase.arg("value", v.trim_matches(['"', '`'])).arg("shown", what);
                }
            }
            if what.starts_with("struct ") || what.starts_with("a map") {
                Phrase::new("lint-yaml-a-map")
            } else {
                Phrase::new("lint-yaml-described")
            }
        }
    };
    phrase.arg("shown", what)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::words::Lang;

    #[test]
    fn the_english_wording_is_the_parser_message_byte_for_byte() {
        for m in [
            ".[0].kind: unknown variant `choice`, expected one of `single`, `multiple`",
            ".[0]: missing field `topic`",
            ".[0]: unknown field `colour`, expected one of `id`, `topic`",
            "unknown field `x`, there are no fields",
            ".[0].points: invalid type: string \"many\", expected f64",
            "invalid type: map, expected a sequence",
            ".[0]: duplicate entry with key \"id\"",
            "found unexpected end of stream",
            "invalid length 3, expected 2 elements in sequence",
        ] {
            assert_eq!(yaml_message(m).say(Lang::En), m);
        }
    }

    #[test]
    fn the_spanish_wording_keeps_the_names_as_data() {
        let es = |m: &str| yaml_message(m).say(Lang::Es);
        assert_eq!(
            es(".[0].kind: unknown variant `choice`, expected one of `single`, `multiple`"),
            ".[0].kind: valor desconocido «choice»; se esperaba uno de estos: single, multiple"
        );
        assert_eq!(es(".[0]: missing field `topic`"), ".[0]: falta el campo «topic»");
        assert_eq!(es(".[0]: duplicate entry with key \"id\""), ".[0]: la clave «id» aparece dos veces");
        assert_eq!(
            es(".[0].points: invalid type: string \"many\", expected f64"),
            ".[0].points: tipo no válido: se encontró el texto «many» y se esperaba un número"
        );
        assert_eq!(
            es("invalid type: map, expected a sequence"),
            "tipo no válido: se encontró un mapa de claves y se esperaba una lista"
        );
        assert_eq!(
            es("found unexpected end of stream"),
            "el analizador YAML no acepta este texto: «found unexpected end of stream»"
        );
    }
}
