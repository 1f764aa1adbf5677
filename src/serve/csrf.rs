//! Protection against cross-site request forgery, on every request that changes state.
//!
//! The double-submit pattern: every visitor gets a random token in a `SameSite=Strict`,
//! `HttpOnly` cookie, and every form the server writes carries the same token in its action
//! (`?csrf=…`, so multipart uploads are covered too). A POST whose token is missing or differs
//! from the cookie is refused before any handler runs; so is one whose `Origin` names another
//! host. A page on another site can neither read the cookie nor make the browser send it.

use axum::extract::Request;
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

/// The cookie holding the visitor's token.
pub const COOKIE: &str = "arbitro_csrf";

/// The visitor's token, for the forms of a page.
#[derive(Clone, Debug)]
pub struct Csrf(pub String);

impl Csrf {
    /// A form action with the token: `/path?csrf=…` (or `&csrf=…` after a query).
    #[must_use]
    pub fn action(&self, path: &str) -> String {
        let sep = if path.contains('?') { '&' } else { '?' };
        format!("{path}{sep}csrf={}", self.0)
    }
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

/// The `csrf` parameter of a query string.
fn query_token(query: Option<&str>) -> Option<&str> {
    query?.split('&').filter_map(|kv| kv.split_once('=')).find(|(k, _)| *k == "csrf").map(|(_, v)| v)
}

/// Whether an `Origin` header, when present, names this server's host.
fn same_origin(headers: &HeaderMap) -> bool {
    let Some(origin) = headers.get(header::ORIGIN).and_then(|v| v.to_str().ok()) else { return true };
    let Some(host) = headers.get(header::HOST).and_then(|v| v.to_str().ok()) else { return false };
    origin.strip_prefix("http://").or_else(|| origin.strip_prefix("https://")) == Some(host)
}

/// The middleware: checks the token of every state-changing request, gives every visitor one,
/// and hands it to the handlers as a [`Csrf`] extension.
pub async fn layer(mut req: Request, next: Next) -> Response {
    let existing = cookie(req.headers(), COOKIE).filter(|t| t.len() == 32 && t.bytes().all(|b| b.is_ascii_hexdigit()));
    if req.method() != Method::GET && req.method() != Method::HEAD {
        let ok = existing.as_deref().zip(query_token(req.uri().query())).is_some_and(|(c, q)| same_secret(c, q))
            && same_origin(req.headers());
        if !ok {
            return (
                StatusCode::FORBIDDEN,
                "Forbidden: the form's security token is missing or stale. Reload the page and try again.",
            )
                .into_response();
        }
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
        assert_eq!(query_token(Some("a=1&csrf=xyz")), Some("xyz"));
        assert_eq!(query_token(Some("a=1")), None);
        assert_eq!(Csrf("t".into()).action("/x?y=1"), "/x?y=1&csrf=t");
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
