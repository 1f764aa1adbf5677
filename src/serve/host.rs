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
use axum::response::{IntoResponse, Response};
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

/// The middleware: refuses a request whose `Host` is not accepted (403, with the reason).
pub async fn layer(State(hosts): State<Arc<Hosts>>, req: Request, next: Next) -> Response {
    let host = req.headers().get(header::HOST).and_then(|v| v.to_str().ok()).map(str::to_string);
    let host = host.or_else(|| req.uri().authority().map(|a| a.as_str().to_string()));
    match host {
        Some(h) if hosts.accepts(&h) => next.run(req).await,
        Some(h) => (
            StatusCode::FORBIDDEN,
            format!(
                "Forbidden: this server does not answer to the host name '{}'. It answers to {}; \
                 start it with --allow-host NAME to add a name.",
                h.chars().take(100).collect::<String>(),
                hosts.names.join(", ")
            ),
        )
            .into_response(),
        None => (StatusCode::BAD_REQUEST, "Bad request: no Host header.").into_response(),
    }
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
}
