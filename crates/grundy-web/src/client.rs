//! Who sent a request, for the long lane's limit per client ([`crate::Limits::long_per_client`]).
//!
//! A client is the token of its `X-Grundy-Client` header when it sends one (the page
//! makes a random one per tab and keeps it in `sessionStorage`), else the peer's IP
//! address. Why a token first: a classroom on one machine, or behind one router, comes
//! from one address, so counting by address would make the whole room one client. A
//! client that makes up a new token for every request escapes its own limit; the
//! server has no accounts, and the long lane's bounded line still holds it (the limit
//! keeps a student's many clicks and tabs from filling the lane, not an attacker).
//!
//! A header that is not 1 to 64 ASCII letters, digits, `-` or `_` is a 400.

use std::net::{IpAddr, SocketAddr};

use axum::extract::{ConnectInfo, FromRequestParts};
use axum::http::request::Parts;

use crate::ApiError;

/// The header that names a client.
pub(crate) const CLIENT_HEADER: &str = "x-grundy-client";

/// The longest client token.
const MAX_TOKEN_LEN: usize = 64;

/// A client, as the long lane counts them.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) enum ClientKey {
    /// The token of the `X-Grundy-Client` header.
    Token(String),
    /// The peer's address.
    Peer(IpAddr),
    /// Neither (a router served without peer addresses): every such request is one client.
    Unknown,
}

/// The extractor: the request's [`ClientKey`].
#[derive(Debug, Clone)]
pub(crate) struct Client(pub(crate) ClientKey);

impl<S: Send + Sync> FromRequestParts<S> for Client {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Client, ApiError> {
        if let Some(value) = parts.headers.get(CLIENT_HEADER) {
            let token = value.as_bytes();
            let fine = !token.is_empty()
                && token.len() <= MAX_TOKEN_LEN
                && token.iter().all(|b| b.is_ascii_alphanumeric() || *b == b'-' || *b == b'_');
            if !fine {
                return Err(ApiError::request(format!(
                    "the {CLIENT_HEADER} header must be 1 to {MAX_TOKEN_LEN} ASCII letters, digits, - or _"
                )));
            }
            let token = String::from_utf8_lossy(token).into_owned();
            return Ok(Client(ClientKey::Token(token)));
        }
        let peer = parts.extensions.get::<ConnectInfo<SocketAddr>>().map(|info| info.0.ip());
        Ok(Client(peer.map_or(ClientKey::Unknown, ClientKey::Peer)))
    }
}
