//! `multipart/form-data` bodies (RFC 7578, the framing of RFC 2046 §5.1.1), read from a body
//! already in memory: the desk's upload and the CSRF token at its head.
//!
//! The CSRF layer reads every request's body whole (up to the route's limit) before a handler
//! sees it, so the parts are slices of that one buffer: nothing is streamed or copied.

/// One part of a form: its field name, the file name it was sent with (a file input), its bytes.
#[derive(Debug, PartialEq, Eq)]
pub struct Part<'a> {
    /// The field's `name` (lossy UTF-8; empty when the part names none).
    pub name: String,
    /// The `filename` the browser sent, as sent (a file input; `None` for other fields).
    pub file_name: Option<String>,
    /// The part's content, as sent.
    pub data: &'a [u8],
}

/// The body ended before the part it was in did: it stops inside a part's head or content, or
/// the closing delimiter never came.
#[derive(Debug, PartialEq, Eq, Clone, Copy)]
pub struct CutShort;

/// The boundary of a `multipart/form-data` content type (`None` for any other type).
#[must_use]
pub fn boundary(content_type: &str) -> Option<&str> {
    let (kind, params) = content_type.split_once(';')?;
    if !kind.trim().eq_ignore_ascii_case("multipart/form-data") {
        return None;
    }
    params
        .split(';')
        .filter_map(|p| p.trim().split_once('='))
        .find(|(k, _)| k.trim().eq_ignore_ascii_case("boundary"))
        .map(|(_, v)| v.trim().trim_matches('"'))
        .filter(|b| !b.is_empty())
}

/// The parts of `body`, in order; after the first [`CutShort`] there are no more.
pub struct Parts<'a> {
    body: &'a [u8],
    /// `--` and the boundary.
    delimiter: Vec<u8>,
    /// Where the next delimiter's tail (`--` or the line break after it) starts; `None` once
    /// the body is done (closed, or cut short).
    at: Option<usize>,
}

impl<'a> Parts<'a> {
    /// The parts of `body`, framed by `boundary`. The preamble before the first delimiter is
    /// not a part (RFC 2046).
    #[must_use]
    pub fn new(body: &'a [u8], boundary: &str) -> Self {
        let delimiter = [b"--".as_slice(), boundary.as_bytes()].concat();
        let first = if body.starts_with(&delimiter) {
            Some(delimiter.len())
        } else {
            find(body, &[b"\r\n".as_slice(), &delimiter].concat(), 0).map(|i| i + 2 + delimiter.len())
        };
        // No delimiter at all: the body is cut short before its first part.
        Parts { body, delimiter, at: Some(first.unwrap_or(usize::MAX)) }
    }

    /// Every part, or [`CutShort`] when the body does not end with the closing delimiter.
    ///
    /// # Errors
    /// [`CutShort`], as above.
    pub fn all(self) -> Result<Vec<Part<'a>>, CutShort> {
        self.collect()
    }

    /// The part after the delimiter whose tail starts at `at`, and where the next one's tail starts.
    fn part_at(&self, at: usize) -> Result<Option<(Part<'a>, usize)>, CutShort> {
        let body = self.body;
        let rest = body.get(at..).ok_or(CutShort)?;
        if rest.starts_with(b"--") {
            return Ok(None);
        }
        // Transport padding (spaces and tabs) may follow a delimiter before its line break.
        let pad = rest.iter().take_while(|&&b| b == b' ' || b == b'\t').count();
        if !rest[pad..].starts_with(b"\r\n") {
            return Err(CutShort);
        }
        let head_start = at + pad + 2;
        // A part with no header lines starts with the empty line itself.
        let (head, content_start) = if body[head_start..].starts_with(b"\r\n") {
            (&body[head_start..head_start], head_start + 2)
        } else {
            let end = find(body, b"\r\n\r\n", head_start).ok_or(CutShort)?;
            (&body[head_start..end], end + 4)
        };
        let closing = [b"\r\n".as_slice(), &self.delimiter].concat();
        let content_end = find(body, &closing, content_start).ok_or(CutShort)?;
        let (name, file_name) = disposition(head);
        let part = Part { name: name.unwrap_or_default(), file_name, data: &body[content_start..content_end] };
        Ok(Some((part, content_end + closing.len())))
    }
}

impl<'a> Iterator for Parts<'a> {
    type Item = Result<Part<'a>, CutShort>;

    fn next(&mut self) -> Option<Self::Item> {
        let at = self.at.take()?;
        match self.part_at(at) {
            Ok(Some((part, next))) => {
                self.at = Some(next);
                Some(Ok(part))
            }
            Ok(None) => None,
            Err(cut) => Some(Err(cut)),
        }
    }
}

/// Where `needle` first occurs in `hay` at or after `from`.
fn find(hay: &[u8], needle: &[u8], from: usize) -> Option<usize> {
    let first = *needle.first()?;
    let mut i = from;
    while i + needle.len() <= hay.len() {
        let off = hay[i..=hay.len() - needle.len()].iter().position(|&b| b == first)?;
        i += off;
        if hay[i..].starts_with(needle) {
            return Some(i);
        }
        i += 1;
    }
    None
}

/// The `name` and `filename` of a part's `Content-Disposition: form-data` header line.
fn disposition(head: &[u8]) -> (Option<String>, Option<String>) {
    let head = String::from_utf8_lossy(head);
    let Some(line) = head.split("\r\n").find_map(|l| {
        let (key, value) = l.split_once(':')?;
        key.trim().eq_ignore_ascii_case("content-disposition").then_some(value)
    }) else {
        return (None, None);
    };
    let params = parameters(line);
    let get = |k: &str| params.iter().find(|(key, _)| key.eq_ignore_ascii_case(k)).map(|(_, v)| v.clone());
    (get("name"), get("filename"))
}

/// The `key=value` parameters of a header value after its first `;`, a quoted value read to
/// its closing quote (a backslash escapes the next character; a `;` inside quotes is text).
fn parameters(value: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut chars = value.chars().peekable();
    // The disposition type (`form-data`) comes first.
    while chars.next_if(|&c| c != ';').is_some() {}
    while chars.next().is_some() {
        let key: String = std::iter::from_fn(|| chars.next_if(|&c| c != '=' && c != ';')).collect();
        if chars.next_if_eq(&'=').is_none() {
            continue;
        }
        while chars.next_if(|c| c.is_whitespace()).is_some() {}
        let mut val = String::new();
        if chars.next_if_eq(&'"').is_some() {
            while let Some(c) = chars.next() {
                match c {
                    '"' => break,
                    '\\' => val.extend(chars.next()),
                    _ => val.push(c),
                }
            }
            while chars.next_if(|&c| c != ';').is_some() {}
        } else {
            val.extend(std::iter::from_fn(|| chars.next_if(|&c| c != ';')));
            val = val.trim_end().to_string();
        }
        out.push((key.trim().to_string(), val));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn form(parts: &[(&str, Option<&str>, &str)], boundary: &str) -> Vec<u8> {
        let mut b = String::from("a preamble the parser skips\r\n");
        for (name, file, data) in parts {
            b.push_str(&format!("--{boundary}\r\nContent-Disposition: form-data; name=\"{name}\""));
            if let Some(f) = file {
                b.push_str(&format!("; filename=\"{f}\"\r\nContent-Type: application/octet-stream"));
            }
            b.push_str(&format!("\r\n\r\n{data}\r\n"));
        }
        b.push_str(&format!("--{boundary}--\r\n"));
        b.into_bytes()
    }

    #[test]
    fn reads_fields_and_a_file_in_order() {
        let body =
            form(&[("csrf", None, "abc"), ("trf", Some("open.trf"), "012 Open\r\n001 x"), ("next", None, "")], "XyZ");
        let parts = Parts::new(&body, "XyZ").all().unwrap();
        assert_eq!(parts.len(), 3);
        assert_eq!((parts[0].name.as_str(), parts[0].data), ("csrf", b"abc".as_slice()));
        assert_eq!(parts[1].file_name.as_deref(), Some("open.trf"));
        assert_eq!(parts[1].data, b"012 Open\r\n001 x");
        assert_eq!((parts[2].name.as_str(), parts[2].data), ("next", b"".as_slice()));
    }

    #[test]
    fn content_may_hold_dashes_and_the_boundary_not_after_a_line_break() {
        let body = form(&[("trf", Some("a.trf"), "--XyZ is text here\r\n-- XyZ\r\nend")], "XyZ");
        let parts = Parts::new(&body, "XyZ").all().unwrap();
        assert_eq!(parts[0].data, b"--XyZ is text here\r\n-- XyZ\r\nend");
    }

    #[test]
    fn a_body_without_its_closing_delimiter_is_cut_short() {
        let full = form(&[("csrf", None, "abc"), ("trf", Some("a.trf"), "012 x")], "XyZ");
        let text = String::from_utf8(full.clone()).unwrap();
        let cut = text.trim_end_matches("--XyZ--\r\n");
        assert_eq!(Parts::new(cut.as_bytes(), "XyZ").all(), Err(CutShort));
        // Whatever the cut, the parts read before it stand (the CSRF token of an oversized
        // upload), and nothing panics.
        for n in 0..full.len() {
            let got: Vec<_> = Parts::new(&full[..n], "XyZ").map_while(Result::ok).map(|p| p.name).collect();
            assert!(got.len() <= 2);
            // The token's part is whole once the delimiter after it has come.
            if n >= text.find("--XyZ\r\nContent-Disposition: form-data; name=\"trf\"").unwrap() + "--XyZ".len() {
                assert_eq!(got.first().map(String::as_str), Some("csrf"), "cut at {n}");
            }
        }
        assert_eq!(Parts::new(b"", "XyZ").all(), Err(CutShort));
        assert_eq!(Parts::new(b"no delimiter at all", "XyZ").all(), Err(CutShort));
    }

    #[test]
    fn names_are_read_as_quoted_strings() {
        let head = b"Content-Disposition: form-data; name=\"trf\"; filename=\"a;b \\\"c\\\".trf\"";
        assert_eq!(disposition(head), (Some("trf".into()), Some("a;b \"c\".trf".into())));
        let head = b"content-disposition: form-data; NAME=next";
        assert_eq!(disposition(head), (Some("next".into()), None));
        assert_eq!(disposition(b"Content-Type: text/plain"), (None, None));
    }

    #[test]
    fn the_boundary_of_a_content_type() {
        assert_eq!(boundary("multipart/form-data; boundary=XyZ"), Some("XyZ"));
        assert_eq!(boundary("Multipart/Form-Data; charset=utf-8; boundary=\"a b\""), Some("a b"));
        assert_eq!(boundary("application/x-www-form-urlencoded"), None);
        assert_eq!(boundary("multipart/form-data; boundary="), None);
    }
}
