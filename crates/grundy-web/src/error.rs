//! The API's errors: a 4xx (or 5xx) status and the error document the CLI prints with `--json`
//! (`{"command": "error", "schema_version": 4, "error": {kind, file, line, column,
//! message}}`), where `file` names the request's field that holds the bad text.
//!
//! | status | kind | when |
//! | --- | --- | --- |
//! | 400 | `request` | the body is not JSON, or not the object the endpoint takes (`line` and `column` locate the fault in the body) |
//! | 404 | `request` | no such endpoint (`GET /api` lists them) |
//! | 405 | `request` | the endpoint exists with another method |
//! | 408 | `request` | the body did not arrive within the time limit |
//! | 413 | `limit` | the body, or what it asks to compute, is over the server's limits |
//! | 422 | `input` | a text field breaks its format or the game's rules (`file` names the field; `line`, `column` locate the fault in it) |
//! | 422 | `invalid` | a value that does not fit the position (an unknown vertex, a cell off the board) |
//! | 429 | `busy` | the client already has its share of long runs in the long lane (with `Retry-After`) |
//! | 503 | `busy` | the long lane's slots and line are full (with `Retry-After`) |
//! | 503 | `request` | the server is shutting down |

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use grundy::format::ParseError;

/// A request the server refuses, with what is wrong and where.
#[derive(Debug)]
pub struct ApiError {
    status: StatusCode,
    error: grundy_json::Error,
    /// Seconds for the `Retry-After` header (busy answers only).
    retry_after: Option<u16>,
}

impl ApiError {
    fn new(status: StatusCode, kind: &str, message: String) -> ApiError {
        let error =
            grundy_json::Error { kind: kind.to_string(), file: None, line: None, column: None, message };
        ApiError { status, error, retry_after: None }
    }

    /// 400: the request is not what the endpoint takes.
    pub fn request(message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::BAD_REQUEST, "request", message.into())
    }

    /// 400: the body is not the JSON the endpoint takes, located in the body.
    pub fn json(err: &serde_json::Error) -> ApiError {
        // serde_json's message ends with " at line L column C": the fields say it.
        let text = err.to_string();
        let message = text.rsplit_once(" at line ").map_or(text.as_str(), |(m, _)| m);
        let mut res = ApiError::request(format!("the request body is not valid: {message}"));
        if err.line() > 0 {
            res.error.line = Some(err.line());
            res.error.column = Some(err.column());
        }
        res
    }

    /// 404: no such endpoint.
    pub fn not_found(path: &str) -> ApiError {
        ApiError::new(
            StatusCode::NOT_FOUND,
            "request",
            format!("no endpoint {path}; GET /api lists the endpoints"),
        )
    }

    /// 405: the endpoint takes another method.
    pub fn method(path: &str, method: &str) -> ApiError {
        ApiError::new(StatusCode::METHOD_NOT_ALLOWED, "request", format!("{path} takes {method} requests"))
    }

    /// 408: the body took too long.
    pub fn timeout() -> ApiError {
        ApiError::new(
            StatusCode::REQUEST_TIMEOUT,
            "request",
            "the request body did not arrive in time".into(),
        )
    }

    /// 413: over one of the server's limits.
    pub fn limit(message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::PAYLOAD_TOO_LARGE, "limit", message.into())
    }

    /// 422: a value that does not fit the position.
    pub fn invalid(message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, "invalid", message.into())
    }

    /// 422: the text of the request's field `field` breaks its format, located by line
    /// and column.
    pub fn parse(field: &str, err: &ParseError) -> ApiError {
        let mut res = ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, "input", err.kind().to_string());
        res.error.file = Some(field.to_string());
        res.error.line = Some(err.line());
        res.error.column = Some(err.column());
        res
    }

    /// 503: the server cannot take the request now (it is shutting down).
    pub(crate) fn unavailable(message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::SERVICE_UNAVAILABLE, "request", message.into())
    }

    /// 503: the long lane is full; try again after `retry_after` seconds.
    pub(crate) fn busy(message: impl Into<String>, retry_after: u16) -> ApiError {
        let mut res = ApiError::new(StatusCode::SERVICE_UNAVAILABLE, "busy", message.into());
        res.retry_after = Some(retry_after);
        res
    }

    /// 429: the client has its share of the long lane; try again after `retry_after`
    /// seconds.
    pub(crate) fn busy_client(message: impl Into<String>, retry_after: u16) -> ApiError {
        let mut res = ApiError::new(StatusCode::TOO_MANY_REQUESTS, "busy", message.into());
        res.retry_after = Some(retry_after);
        res
    }

    /// 500: a computation did not finish (a bug: the library does not panic on valid
    /// input, and the server checks every input before solving).
    pub(crate) fn internal(message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "internal", message.into())
    }

    /// The HTTP status.
    pub fn status(&self) -> StatusCode {
        self.status
    }

    /// The seconds of the `Retry-After` header, for a busy server's answers.
    pub fn retry_after(&self) -> Option<u16> {
        self.retry_after
    }

    /// The error document's fields.
    pub fn error(&self) -> &grundy_json::Error {
        &self.error
    }
}

impl From<grundy::game::LimitError> for ApiError {
    fn from(err: grundy::game::LimitError) -> ApiError {
        ApiError::limit(err.to_string())
    }
}

/// 422: a request whose fields do not fit each other or the input; the message names
/// the fields by their JSON keys.
impl From<grundy_json::RequestError> for ApiError {
    fn from(err: grundy_json::RequestError) -> ApiError {
        ApiError::invalid(err.to_string())
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let mut body = Vec::new();
        let doc = grundy_json::ErrorDoc { error: self.error };
        grundy_json::write_doc(&mut body, "error", doc, false).expect("writing to a Vec cannot fail");
        let mut res =
            (self.status, [(axum::http::header::CONTENT_TYPE, "application/json")], body).into_response();
        if let Some(seconds) = self.retry_after {
            res.headers_mut().insert(axum::http::header::RETRY_AFTER, axum::http::HeaderValue::from(seconds));
        }
        res
    }
}
