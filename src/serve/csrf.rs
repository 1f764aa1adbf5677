//! Protection against cross-site request forgery, on every request that changes state.
//!
//! The double-submit pattern: every visitor gets a random token in a `SameSite=Strict`,
//! `HttpOnly` cookie, and every form the server writes carries the same token in a hidden field
//! (`csrf`, the form's first, so a multipart upload names it before its file), or a script sends
//! it in the `X-CSRF-Token` header. The token never rides in an address (address bar, history,
//! `Referer`). A POST whose token is missing or differs from the cookie is refused before any
//! handler runs; so is one whose `Origin` names another host. A page on another site can
//! neither read the cookie nor make the browser send it.
//!
//! The body is read here, up to the route's limit; a body over it is cut at the limit and the
//! request goes on marked [`Oversized`], so the page that refuses it can still show what was
//! typed (the first part) and speak the page's language.

use super::multipart::{Parts, boundary};
use axum::body::{Body, Bytes};
use axum::extract::{Request, State};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, header};
use axum::middleware::Next;
use axum::response::Response;
use http_body_util::BodyExt;
use maud::{Markup, html};

/// The cookie holding the visitor's token.
pub const COOKIE: &str = "arbitro_csrf";

/// The header a script may send the token in.
pub const HEADER: &str = "x-csrf-token";

/// The form field holding the token.
pub const FIELD: &str = "csrf";

/// The visitor's token, for the forms of a page.
#[derive(Clone, Debug)]
pub struct Csrf(pub String);

impl Csrf {
    /// The hidden field carrying the token: the first thing inside every form the server writes.
    #[must_use]
    pub fn field(&self) -> Markup {
        html! { input type="hidden" name=(FIELD) value=(self.0); }
    }
}

/// Marks a request whose body was longer than its route allows: the body the handler sees is
/// its first [`Oversized::kept`] bytes.
#[derive(Clone, Copy, Debug)]
pub struct Oversized {
    /// The route's limit, in bytes.
    pub limit: usize,
}

/// The limits of request bodies: ordinary forms, and the desk's uploads (multipart).
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// An ordinary form (an answer, a mark).
    pub form: usize,
    /// A multipart upload (the desk's TRF and its fields).
    pub upload: usize,
}

/// A fresh random token: 128 bits from the operating system's generator, in hex.
#[must_use]
pub fn new_token() -> String {
    let mut bytes = [0u8; 16];
    rand::fill(&mut bytes);
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// The value of cookie `name` in the request's headers.
#[must_use]
pub fn cookie(headers: &HeaderMap, name: &str) -> Option<String> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|kv| kv.trim().split_once('='))
        .find(|(k, _)| *k == name)
        .map(|(_, v)| v.to_string())
}

/// Compares two secrets in time independent of where they differ.
#[must_use]
pub fn same_secret(a: &str, b: &str) -> bool {
    a.len() == b.len() && a.bytes().zip(b.bytes()).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

/// The `csrf` field of a URL-encoded form body (a token is hex: no decoding needed).
fn form_token(body: &[u8]) -> Option<String> {
    body.split(|b| *b == b'&')
        .filter_map(|kv| {
            let eq = kv.iter().position(|b| *b == b'=')?;
            Some((&kv[..eq], &kv[eq + 1..]))
        })
        .find(|(k, _)| *k == FIELD.as_bytes())
        .map(|(_, v)| String::from_utf8_lossy(v).into_owned())
}

/// The `csrf` part of a `multipart/form-data` body with `boundary` (the form's first: it is
/// found in a body cut at the route's limit too).
fn multipart_token(body: &[u8], boundary: &str) -> Option<String> {
    Parts::new(body, boundary)
        .map_while(Result::ok)
        .find(|p| p.name == FIELD)
        .map(|p| String::from_utf8_lossy(p.data).trim().to_string())
}

/// Whether an `Origin` header, when present, names this server's host.
fn same_origin(headers: &HeaderMap) -> bool {
    let Some(origin) = headers.get(header::ORIGIN).and_then(|v| v.to_str().ok()) else { return true };
    let Some(host) = headers.get(header::HOST).and_then(|v| v.to_str().ok()) else { return false };
    origin.strip_prefix("http://").or_else(|| origin.strip_prefix("https://")) == Some(host)
}

/// The body, up to `limit` bytes; whether more followed. `None`: the body broke off.
///
/// A body over the limit is still read to its end (discarded, up to [`DRAIN`] × `limit`):
/// closing a connection with unread bytes makes the kernel reset it, and the client may then
/// lose the page that answers it (the refused answer's box).
async fn read_body(body: Body, limit: usize) -> Option<(Bytes, bool)> {
    let mut body = body;
    let mut kept: Vec<u8> = Vec::new();
    let mut over = false;
    let mut seen = 0usize;
    while let Some(frame) = body.frame().await {
        let Ok(frame) = frame else {
            return over.then(|| (Bytes::from(std::mem::take(&mut kept)), true));
        };
        let Ok(data) = frame.into_data() else { continue };
        seen = seen.saturating_add(data.len());
        if over {
            if seen > limit.saturating_mul(DRAIN) {
                break;
            }
            continue;
        }
        if kept.len() + data.len() > limit {
            kept.extend_from_slice(&data[..limit - kept.len()]);
            over = true;
            continue;
        }
        kept.extend_from_slice(&data);
    }
    Some((Bytes::from(kept), over))
}

/// How many times a route's limit an oversized body is read (and dropped) before the answer.
const DRAIN: usize = 4;

/// The refusal of a request whose token is missing or stale, in the language asked for.
fn refused(headers: &HeaderMap, query: Option<&str>) -> Response {
    let lang = super::page::lang_of(
        query.and_then(|q| q.split('&').find_map(|kv| kv.strip_prefix("lang="))),
        headers.get(header::ACCEPT_LANGUAGE).and_then(|v| v.to_str().ok()),
    );
    super::page::error(StatusCode::FORBIDDEN, lang, super::page::t(lang, "csrf_refused"))
}

/// The middleware: checks the token of every state-changing request, gives every visitor one,
/// and hands it to the handlers as a [`Csrf`] extension.
pub async fn layer(State(limits): State<Limits>, req: Request, next: Next) -> Response {
    let existing = cookie(req.headers(), COOKIE).filter(|t| t.len() == 32 && t.bytes().all(|b| b.is_ascii_hexdigit()));
    let mut req = req;
    if req.method() != Method::GET && req.method() != Method::HEAD {
        let (mut parts, body) = req.into_parts();
        let content_type = parts.headers.get(header::CONTENT_TYPE).and_then(|v| v.to_str().ok()).unwrap_or("");
        let multipart = boundary(content_type).map(str::to_string);
        let limit = if multipart.is_some() { limits.upload } else { limits.form };
        let Some((bytes, over)) = read_body(body, limit).await else {
            return refused(&parts.headers, parts.uri.query());
        };
        let sent = match parts.headers.get(HEADER).and_then(|v| v.to_str().ok()) {
            Some(h) => Some(h.to_string()),
            None => match &multipart {
                Some(b) => multipart_token(&bytes, b),
                None => form_token(&bytes),
            },
        };
        let ok = existing.as_deref().zip(sent.as_deref()).is_some_and(|(c, s)| same_secret(c, s))
            && same_origin(&parts.headers);
        if !ok {
            return refused(&parts.headers, parts.uri.query());
        }
        if over {
            parts.extensions.insert(Oversized { limit });
            parts.headers.insert(header::CONTENT_LENGTH, HeaderValue::from(bytes.len()));
        }
        req = Request::from_parts(parts, Body::from(bytes));
    }
    let fresh = existing.is_none();
    let token = existing.unwrap_or_else(new_token);
    req.extensions_mut().insert(Csrf(token.clone()));
    let mut resp = next.run(req).await;
    if fresh && let Ok(v) = HeaderValue::from_str(&format!("{COOKIE}={token}; Path=/; HttpOnly; SameSite=Strict")) {
        resp.headers_mut().append(header::SET_COOKIE, v);
    }
    resp
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_random_hex_and_compared_whole() {
        let (a, b) = (new_token(), new_token());
        assert_eq!(a.len(), 32);
        assert_ne!(a, b);
        assert!(same_secret(&a, &a.clone()));
        assert!(!same_secret(&a, &b));
        assert!(!same_secret(&a, &a[..31]));
    }

    #[test]
    fn reads_cookies_and_query_tokens() {
        let mut h = HeaderMap::new();
        h.insert(header::COOKIE, HeaderValue::from_static("x=1; arbitro_csrf=abc; y=2"));
        assert_eq!(cookie(&h, COOKIE).as_deref(), Some("abc"));
        assert_eq!(cookie(&h, "z"), None);
        assert_eq!(form_token(b"a=1&csrf=xyz&b=2").as_deref(), Some("xyz"));
        assert_eq!(form_token(b"a=1&xcsrf=xyz"), None);
        let body = b"--XyZ\r\nContent-Disposition: form-data; name=\"csrf\"\r\n\r\nabc123\r\n--XyZ\r\n\
Content-Disposition: form-data; name=\"trf\"; filename=\"a.trf\"\r\n\r\n012 x\r\n--XyZ--\r\n";
        assert_eq!(boundary("multipart/form-data; boundary=XyZ"), Some("XyZ"));
        assert_eq!(boundary("application/x-www-form-urlencoded"), None);
        assert_eq!(multipart_token(body, "XyZ").as_deref(), Some("abc123"));
        assert_eq!(multipart_token(body, "Other"), None);
        let field = Csrf("t0k".into()).field().into_string();
        assert!(
            field.contains("type=\"hidden\"") && field.contains("name=\"csrf\"") && field.contains("value=\"t0k\"")
        );
    }

    #[test]
    fn a_foreign_origin_is_refused() {
        let mut h = HeaderMap::new();
        h.insert(header::HOST, HeaderValue::from_static("127.0.0.1:8080"));
        assert!(same_origin(&h), "no Origin header: a same-site form or a non-browser client");
        h.insert(header::ORIGIN, HeaderValue::from_static("http://127.0.0.1:8080"));
        assert!(same_origin(&h));
        h.insert(header::ORIGIN, HeaderValue::from_static("http://evil.example"));
        assert!(!same_origin(&h));
    }
}
