//! The `Host` header allow-list: protection against DNS rebinding.
//!
//! A page on `evil.example` can make its own name resolve to 127.0.0.1 and then talk to the
//! server from the browser as if it were the same site; the one thing it cannot change is the
//! `Host` header, which still names `evil.example`. So the server answers only requests whose
//! `Host` is one of the names it listens as: `127.0.0.1`, `localhost`, `[::1]`, the `--listen`
//! address, any IP address when listening on every interface (an address cannot be rebound),
//! and the names given with `--allow-host`. Every other request is refused before any handler
//! runs.

use axum::extract::{Request, State};
use axum::http::{StatusCode, header};
use axum::middleware::Next;
use axum::response::Response;
use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;

/// The hosts a request may name.
#[derive(Clone, Debug, PartialEq)]
pub struct Hosts {
    /// Names and addresses accepted (lower case, IPv6 in brackets, without port).
    pub names: Vec<String>,
    /// Any IP address is accepted (the server listens on every interface).
    pub any_address: bool,
}

impl Default for Hosts {
    fn default() -> Self {
        Hosts::new(None, &[])
    }
}

impl Hosts {
    /// The loopback names, the address `listen` (when given) and the `extra` names.
    #[must_use]
    pub fn new(listen: Option<SocketAddr>, extra: &[String]) -> Hosts {
        let mut names: Vec<String> = ["127.0.0.1", "localhost", "[::1]"].iter().map(|s| (*s).to_string()).collect();
        let mut any_address = false;
        if let Some(a) = listen {
            if a.ip().is_unspecified() {
                any_address = true;
            } else {
                names.push(match a.ip() {
                    IpAddr::V4(v4) => v4.to_string(),
                    IpAddr::V6(v6) => format!("[{v6}]"),
                });
            }
        }
        for e in extra {
            let e = e.trim().to_ascii_lowercase();
            if !e.is_empty() && !names.contains(&e) {
                names.push(e);
            }
        }
        Hosts { names, any_address }
    }

    /// Whether a `Host` header value (a name or address, maybe with a port) is accepted.
    #[must_use]
    pub fn accepts(&self, host: &str) -> bool {
        let host = host.trim().to_ascii_lowercase();
        let name = if let Some(rest) = host.strip_prefix('[') {
            match rest.split_once(']') {
                Some((inside, _)) => format!("[{inside}]"),
                None => return false,
            }
        } else {
            host.split(':').next().unwrap_or("").to_string()
        };
        let name = name.trim_end_matches('.').to_string();
        if self.names.contains(&name) {
            return true;
        }
        self.any_address && name.trim_start_matches('[').trim_end_matches(']').parse::<IpAddr>().is_ok()
    }
}

/// Why a request's host is refused, if it is.
#[derive(Clone, Debug, PartialEq)]
pub enum Refusal {
    /// No `Host` header and no host in the request target.
    Missing,
    /// Two or more `Host` headers: which one a proxy or a cache believes is unknown.
    Repeated,
    /// An absolute-form request target (`GET http://name/path`) naming a host other than the
    /// `Host` header's, or one this server does not answer to.
    TargetDiffers(String),
    /// A name this server does not answer to.
    Foreign(String),
}

/// The host of a request, or why it is refused: one `Host` header, accepted, and an
/// absolute-form target (when given) naming the same host.
pub fn check(hosts: &Hosts, req: &Request) -> Result<String, Refusal> {
    let mut given = req.headers().get_all(header::HOST).iter();
    let first = given.next().map(|v| String::from_utf8_lossy(v.as_bytes()).into_owned());
    if given.next().is_some() {
        return Err(Refusal::Repeated);
    }
    let target = req.uri().authority().map(|a| a.as_str().to_string());
    let host = match (first, target) {
        (None, None) => return Err(Refusal::Missing),
        (Some(h), Some(t)) if !h.trim().eq_ignore_ascii_case(t.trim()) || !hosts.accepts(&t) => {
            return Err(Refusal::TargetDiffers(t));
        }
        (None, Some(t)) if !hosts.accepts(&t) => return Err(Refusal::TargetDiffers(t)),
        (Some(h), _) | (None, Some(h)) => h,
    };
    if hosts.accepts(&host) { Ok(host) } else { Err(Refusal::Foreign(host)) }
}

/// The middleware: refuses a request whose host is not accepted ([`check`]): 403 for a foreign
/// name, 400 for a missing or repeated `Host` or a target naming another host; the page in the
/// browser's language.
pub async fn layer(State(hosts): State<Arc<Hosts>>, req: Request, next: Next) -> Response {
    let refusal = match check(&hosts, &req) {
        Ok(_) => return next.run(req).await,
        Err(r) => r,
    };
    let lang = super::page::lang_of(
        req.uri().query().and_then(|q| q.split('&').find_map(|kv| kv.strip_prefix("lang="))),
        req.headers().get(header::ACCEPT_LANGUAGE).and_then(|v| v.to_str().ok()),
    );
    let t = |k| super::page::t(lang, k);
    let shown = |h: &str| h.chars().filter(|c| !c.is_control()).take(100).collect::<String>();
    let (status, message) = match refusal {
        Refusal::Missing => (StatusCode::BAD_REQUEST, t("host_missing").to_string()),
        Refusal::Repeated => (StatusCode::BAD_REQUEST, t("host_repeated").to_string()),
        Refusal::TargetDiffers(h) => (StatusCode::BAD_REQUEST, format!("{} '{}'.", t("host_target"), shown(&h))),
        Refusal::Foreign(h) => (
            StatusCode::FORBIDDEN,
            format!(
                "{} '{}'. {} {}; {}",
                t("host_foreign"),
                shown(&h),
                t("host_answers"),
                hosts.names.join(", "),
                t("host_allow")
            ),
        ),
    };
    super::page::error(status, lang, &message)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn loopback_names_are_accepted_and_others_refused() {
        let h = Hosts::default();
        for ok in ["127.0.0.1:8080", "localhost:8080", "LOCALHOST", "[::1]:9000", "localhost."] {
            assert!(h.accepts(ok), "{ok}");
        }
        for bad in ["rebind.evil.example:8080", "127.0.0.1.evil.example", "192.168.1.5:8080", "", "[::1"] {
            assert!(!h.accepts(bad), "{bad}");
        }
    }

    #[test]
    fn the_listen_address_and_the_flag_s_names_are_accepted() {
        let h = Hosts::new(Some("192.168.1.5:8080".parse().unwrap()), &["Aula.Club.ES".into()]);
        assert!(h.accepts("192.168.1.5:8080") && h.accepts("aula.club.es:8080") && h.accepts("localhost"));
        assert!(!h.accepts("192.168.1.6:8080") && !h.accepts("evil.example"));
        let every = Hosts::new(Some("0.0.0.0:8080".parse().unwrap()), &[]);
        assert!(every.accepts("10.0.0.7:8080") && every.accepts("[fe80::1]:8080"), "an address cannot be rebound");
        assert!(!every.accepts("rebind.evil.example:8080"));
    }

    fn request(target: &str, hosts: &[&str]) -> Request {
        let mut b = axum::http::Request::builder().uri(target);
        for h in hosts {
            b = b.header(header::HOST, *h);
        }
        b.body(axum::body::Body::empty()).unwrap()
    }

    #[test]
    fn a_repeated_host_or_a_target_naming_another_host_is_refused() {
        let h = Hosts::default();
        assert_eq!(check(&h, &request("/", &["127.0.0.1:8080"])), Ok("127.0.0.1:8080".into()));
        assert_eq!(check(&h, &request("/", &["127.0.0.1:8080", "evil.example"])), Err(Refusal::Repeated));
        assert_eq!(check(&h, &request("/", &["127.0.0.1:8080", "127.0.0.1:8080"])), Err(Refusal::Repeated));
        assert_eq!(
            check(&h, &request("http://evil.example/lecturer", &["127.0.0.1:8080"])),
            Err(Refusal::TargetDiffers("evil.example".into()))
        );
        assert_eq!(
            check(&h, &request("http://localhost:8080/", &["127.0.0.1:8080"])),
            Err(Refusal::TargetDiffers("localhost:8080".into())),
            "two names for one request: which is meant is unknown"
        );
        assert_eq!(check(&h, &request("http://127.0.0.1:8080/", &["127.0.0.1:8080"])), Ok("127.0.0.1:8080".into()));
        assert_eq!(check(&h, &request("/", &[])), Err(Refusal::Missing));
        assert_eq!(check(&h, &request("/", &["evil.example"])), Err(Refusal::Foreign("evil.example".into())));
    }
}
