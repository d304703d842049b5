//! The token board (LOJ 6033): `POST /api/board` takes [`grundy_json::BoardRequest`],
//! the request of `grundy board`, and answers with its `--json` document: the
//! verdict map, the cells asked for with their explanations, the maximum matching, and
//! the game in progress after the token's walk (the engine's move included).
//!
//! With `explain`, at most [`MAX_EXPLAINED_CELLS`] cells are asked for (413 beyond):
//! each explanation may search the whole board. Boards over `max_board_cells` get a 413,
//! board text that breaks the format a located 422 (`file` is `input`).

use std::sync::Arc;

use axum::body::Body;
use axum::extract::State;
use axum::response::Response;
use axum::routing::post;
use axum::Router;

use super::{doc, read_json, Endpoint};
use crate::client::Client;
use crate::{compute, ApiError};

/// The endpoints of this area.
pub(super) const ENDPOINTS: &[Endpoint] = &[Endpoint {
    method: "POST",
    path: "/api/board",
    summary: "token board (LOJ 6033): the verdict map, cells with winning moves and (explain) their mate and alternating path, the maximum matching, and with token/moves the game in progress with the engine's move; `grundy board --json`",
    example: Some(
        r##"{"input": "3 4\n....\n.#..\n....\n", "token": {"row": 1, "column": 1}, "moves": [{"row": 1, "column": 2}], "explain": true, "matching": true, "map_only": true}"##,
    ),
}];

pub(super) fn routes() -> Router<Arc<crate::State>> {
    Router::new().route("/api/board", post(board))
}

/// The most cells `explain` answers for in one request: each explanation is a search of
/// up to the whole board.
const MAX_EXPLAINED_CELLS: usize = 100;

async fn board(
    State(state): State<Arc<crate::State>>,
    client: Client,
    body: Body,
) -> Result<Response, ApiError> {
    let req: grundy_json::BoardRequest = read_json(&state, body).await?;
    if req.explain && req.cells.len() > MAX_EXPLAINED_CELLS {
        return Err(ApiError::limit(format!(
            "explain with {} cells: the server explains at most {MAX_EXPLAINED_CELLS} cells a request",
            req.cells.len()
        )));
    }
    let max = state.config.limits.max_board_cells;
    compute::run_sized(&state, &client.0, req.input.len(), move |_| {
        let board = grundy::format::parse_token_board(req.input.as_bytes())
            .map_err(|err| ApiError::parse("input", &err))?;
        let n_cells = board.n_rows() * board.n_cols();
        if n_cells > max {
            return Err(ApiError::limit(format!(
                "the board has {} x {} = {n_cells} cells; the server takes at most {max}",
                board.n_rows(),
                board.n_cols()
            )));
        }
        let answer = req.run(&board).map_err(ApiError::from)?;
        Ok(doc("board", answer.doc()))
    })
    .await?
}
