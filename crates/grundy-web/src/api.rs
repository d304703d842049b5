//! The JSON API under `/api/`: `GET /api` lists the endpoints; `POST /api/<command>`
//! takes the arguments of `grundy <command>` as a JSON object (the fields are listed with
//! each endpoint, unknown fields are refused) and answers with the document
//! `grundy <command> --json` prints, byte for byte in its compact form.
//!
//! Each area of the app has its module with its routes and its [`Endpoint`] entries;
//! this module joins them, reads request bodies (`read_json`: bounded in size and
//! time, parsed with located errors) and writes documents (`doc`).

mod board;
mod games;
mod geography;
pub(crate) mod octal;
mod octal_misere;
mod stones;

use std::sync::Arc;
use std::time::Duration;

use axum::body::Body;
use axum::extract::State;
use axum::http::{header, Method, Uri};
use axum::response::{IntoResponse, Response};
use axum::routing::{any, get};
use axum::Router;
use serde::de::DeserializeOwned;

use crate::ApiError;

/// One endpoint of the API, as `GET /api` lists it.
#[derive(Debug, Clone, Copy)]
pub struct Endpoint {
    /// `GET` or `POST`.
    pub method: &'static str,
    /// The path, e.g. `/api/nim`.
    pub path: &'static str,
    /// What it answers, and the CLI command whose `--json` document it returns.
    pub summary: &'static str,
    /// An example request body (JSON), for `POST` endpoints.
    pub example: Option<&'static str>,
}

/// Every endpoint, in the order `GET /api` lists them.
pub fn endpoints() -> Vec<Endpoint> {
    let index = Endpoint {
        method: "GET",
        path: "/api",
        summary:
            "this list: every endpoint with its method, an example request body, and the server's limits",
        example: None,
    };
    let mut res = vec![index];
    for area in [
        board::ENDPOINTS,
        stones::ENDPOINTS,
        geography::ENDPOINTS,
        games::ENDPOINTS,
        octal::ENDPOINTS,
        octal_misere::ENDPOINTS,
    ] {
        res.extend_from_slice(area);
    }
    res
}

/// The API's routes; any other path under `/api` gets a JSON 404.
pub(crate) fn routes() -> Router<Arc<crate::State>> {
    Router::new()
        .route("/api", get(index))
        .merge(board::routes())
        .merge(stones::routes())
        .merge(geography::routes())
        .merge(games::routes())
        .merge(octal::routes())
        .merge(octal_misere::routes())
        .route("/api/", any(unknown))
        .route("/api/{*rest}", any(unknown))
        .method_not_allowed_fallback(wrong_method)
}

/// `GET /api`.
async fn index(State(state): State<Arc<crate::State>>) -> Response {
    let limits = &state.config.limits;
    let endpoints = endpoints()
        .into_iter()
        .map(|e| grundy_json::ApiEndpoint {
            method: e.method.to_string(),
            path: e.path.to_string(),
            summary: e.summary.to_string(),
            example: e.example.map(|text| serde_json::from_str(text).expect("the examples are JSON")),
        })
        .collect();
    let limits = grundy_json::ApiLimits {
        max_body_bytes: limits.max_body_bytes as u64,
        body_timeout_ms: limits.body_timeout.as_millis() as u64,
        max_board_cells: limits.max_board_cells as u64,
        max_graph_size: limits.max_graph_size as u64,
        max_octal_values: limits.max_octal_values,
        max_octal_listed: limits.max_octal_listed,
        max_components: limits.max_components as u64,
        max_parallel: limits.max_parallel as u64,
        long_parallel: limits.long_parallel as u64,
        long_threads: limits.long_threads as u64,
        long_queue: limits.long_queue as u64,
        long_per_client: limits.long_per_client as u64,
        fast_budget_ms: limits.fast_budget.as_millis() as u64,
        long_input_bytes: limits.long_input_bytes as u64,
    };
    doc("api", grundy_json::Api { endpoints, limits })
}

async fn unknown(uri: Uri) -> ApiError {
    ApiError::not_found(uri.path())
}

async fn wrong_method(uri: Uri, method: Method) -> ApiError {
    let other = if method == Method::GET { "POST" } else { "GET" };
    ApiError::method(uri.path(), other)
}

/// A document as the response: the compact JSON `--json` prints, then a line end.
pub(crate) fn doc<T: serde::Serialize>(command: &str, body: T) -> Response {
    let mut bytes = Vec::new();
    grundy_json::write_doc(&mut bytes, command, body, false).expect("writing to a Vec cannot fail");
    ([(header::CONTENT_TYPE, "application/json")], bytes).into_response()
}

/// Reads the request body as `T`: at most `max_body_bytes`, within `body_timeout`,
/// parsed as JSON with the fault located by line and column.
///
/// # Errors
/// 413 over the size, 408 too slow, 400 not JSON or not a `T`.
pub(crate) async fn read_json<T: DeserializeOwned>(state: &crate::State, body: Body) -> Result<T, ApiError> {
    let limits = &state.config.limits;
    let bytes = read_body(body, limits.max_body_bytes, limits.body_timeout).await?;
    if bytes.iter().all(u8::is_ascii_whitespace) {
        return Err(ApiError::request(
            "the request body is empty; send a JSON object (GET /api has examples)",
        ));
    }
    serde_json::from_slice(&bytes).map_err(|err| ApiError::json(&err))
}

async fn read_body(body: Body, max: usize, timeout: Duration) -> Result<bytes::Bytes, ApiError> {
    // A `Content-Length` over the limit is refused before waiting for a byte of the body.
    if axum::body::HttpBody::size_hint(&body).lower() > max as u64 {
        return Err(ApiError::limit(format!("the request body is over the server's limit of {max} bytes")));
    }
    match tokio::time::timeout(timeout, axum::body::to_bytes(body, max)).await {
        Err(_) => Err(ApiError::timeout()),
        Ok(Ok(bytes)) => Ok(bytes),
        Ok(Err(err)) => {
            let over = std::error::Error::source(&err)
                .is_some_and(|source| source.is::<http_body_util::LengthLimitError>());
            if over {
                Err(ApiError::limit(format!("the request body is over the server's limit of {max} bytes")))
            } else {
                Err(ApiError::request(format!("the request body could not be read: {err}")))
            }
        }
    }
}
