//! The front end: the files of `web/`, embedded in the binary by `build.rs`, served at
//! `/` (`index.html`) and by their paths, with their content type and a strong `ETag`
//! (a hash of the bytes) so a reload revalidates cheaply. With `--assets DIR` they are
//! read from that folder on each request instead (for working on the front end).
//! The repository's example files (boards, graphs, records), embedded the same way, are
//! served under `/examples/` for the page's "example" menus: one copy, the one the
//! README and the help texts name.

use std::sync::Arc;

use axum::extract::{Path, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;

include!(concat!(env!("OUT_DIR"), "/assets.rs"));

/// The routes of the front end.
pub(crate) fn routes() -> Router<Arc<crate::State>> {
    Router::new().route("/", get(index)).route("/examples/{name}", get(example)).route("/{*path}", get(file))
}

async fn example(Path(name): Path<String>, headers: HeaderMap) -> Response {
    match EXAMPLES.iter().find(|(n, _)| *n == name) {
        Some(&(_, bytes)) => respond(bytes.into(), "example.txt", &headers),
        None => not_found(),
    }
}

fn not_found() -> Response {
    (StatusCode::NOT_FOUND, [(header::CONTENT_TYPE, "text/plain; charset=utf-8")], "not found\n")
        .into_response()
}

async fn index(state: State<Arc<crate::State>>, headers: HeaderMap) -> Response {
    serve(&state, "index.html", &headers)
}

async fn file(state: State<Arc<crate::State>>, Path(path): Path<String>, headers: HeaderMap) -> Response {
    serve(&state, &path, &headers)
}

/// The content type of a file, by its extension.
fn content_type(path: &str) -> &'static str {
    match path.rsplit_once('.').map(|(_, ext)| ext) {
        Some("html") => "text/html; charset=utf-8",
        Some("css") => "text/css; charset=utf-8",
        Some("js") | Some("mjs") => "text/javascript; charset=utf-8",
        Some("svg") => "image/svg+xml",
        Some("png") => "image/png",
        Some("json") => "application/json",
        Some("txt") | Some("in") => "text/plain; charset=utf-8",
        _ => "application/octet-stream",
    }
}

/// FNV-1a of the bytes: an `ETag` that changes with the file.
fn etag(bytes: &[u8]) -> String {
    let hash = bytes
        .iter()
        .fold(0xcbf2_9ce4_8422_2325_u64, |h, &b| (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3));
    format!("\"{hash:016x}\"")
}

fn serve(state: &crate::State, path: &str, headers: &HeaderMap) -> Response {
    let bytes: Option<std::borrow::Cow<'static, [u8]>> = match &state.config.assets_dir {
        // Only plain relative paths inside the folder: no `..`, no absolute paths.
        Some(dir) if path.split('/').all(|part| !part.is_empty() && part != ".." && part != ".") => {
            std::fs::read(dir.join(path)).ok().map(Into::into)
        }
        Some(_) => None,
        None => ASSETS.iter().find(|(p, _)| *p == path).map(|(_, b)| (*b).into()),
    };
    let Some(bytes) = bytes else {
        return not_found();
    };
    respond(bytes, path, headers)
}

/// The file's bytes with its content type (by the extension of `path`) and `ETag`, or
/// 304 when the client has them.
fn respond(bytes: std::borrow::Cow<'static, [u8]>, path: &str, headers: &HeaderMap) -> Response {
    let tag = etag(&bytes);
    if headers.get(header::IF_NONE_MATCH).is_some_and(|v| v.as_bytes() == tag.as_bytes()) {
        return (StatusCode::NOT_MODIFIED, [(header::ETAG, tag)]).into_response();
    }
    let headers = [
        (header::CONTENT_TYPE, content_type(path).to_string()),
        (header::ETAG, tag),
        (header::CACHE_CONTROL, "no-cache".to_string()),
    ];
    (headers, bytes.into_owned()).into_response()
}
