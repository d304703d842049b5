//! The Sprague-Grundy games: `POST /api/nim`, ... Each takes the arguments of the CLI
//! command of the same name and returns its `--json` document.

use std::sync::Arc;

use axum::body::Body;
use axum::extract::State;
use axum::response::Response;
use axum::routing::post;
use axum::Router;
use grundy::game::staircase::solve_nim;
use serde::Deserialize;

use super::{doc, read_json, Endpoint};
use crate::{compute, ApiError};

/// The endpoints of this area.
pub(super) const ENDPOINTS: &[Endpoint] = &[Endpoint {
    method: "POST",
    path: "/api/nim",
    summary:
        "Nim: the value (XOR of the piles), who wins and every winning move; `grundy nim PILE... --json`",
    example: Some(r#"{"piles": [3, 4, 5]}"#),
}];

pub(super) fn routes() -> Router<Arc<crate::State>> {
    Router::new().route("/api/nim", post(nim))
}

/// The checks every list of piles gets: not empty, not over the server's limit.
fn check_components(state: &crate::State, what: &str, n: usize) -> Result<(), ApiError> {
    let max = state.config.limits.max_components;
    if n > max {
        return Err(ApiError::limit(format!("{n} {what}: the server takes at most {max}")));
    }
    Ok(())
}

/// `POST /api/nim`: `{"piles": [u64...]}`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct NimRequest {
    /// The pile sizes.
    piles: Vec<u64>,
}

async fn nim(State(state): State<Arc<crate::State>>, body: Body) -> Result<Response, ApiError> {
    let req: NimRequest = read_json(&state, body).await?;
    if req.piles.is_empty() {
        return Err(ApiError::invalid("nim needs at least one pile"));
    }
    check_components(&state, "piles", req.piles.len())?;
    let body =
        compute::run(&state, move |_| grundy_json::take_game(&req.piles, &solve_nim(&req.piles))).await?;
    Ok(doc("nim", body))
}
