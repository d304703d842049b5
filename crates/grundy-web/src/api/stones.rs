//! The stone game (NOI 2011 "bunny and egg"): `POST /api/replay` (a whole game record,
//! every half-move analysed: `grundy replay --json`) and `POST /api/stones` (a stone board
//! and the moves so far: the board now, who is to move, the legal moves, who wins, the
//! winning move and the engine's move: `grundy stones --json`). The page plays the game
//! through `stones` alone: it sends the moves so far and draws what comes back.

use std::sync::Arc;

use axum::body::Body;
use axum::extract::State;
use axum::response::Response;
use axum::routing::post;
use axum::Router;
use grundy::format::parse_board;
use grundy::game::replay::replay;
use grundy::StoneCell;

use super::{doc, read_json, Endpoint};
use crate::client::Client;
use crate::{compute, ApiError};

/// The endpoints of this area.
pub(super) const ENDPOINTS: &[Endpoint] = &[
    Endpoint {
        method: "POST",
        path: "/api/replay",
        summary: "NOI 2011 game record (the judge's input format, in `record`): the start board and, for every half-move, who was winning before and after it, whether it threw a win away, and the winning move there was; `grundy replay FILE --json`",
        example: Some(r#"{"record": "1 6\nXO.OXO\n1\n1 2\n1 1\n"}"#),
    },
    Endpoint {
        method: "POST",
        path: "/api/stones",
        summary: "the stone game on a stone board (`board`: `O` white, `X` black, one `.`) after the moves so far (`moves`: the stones moved, `row,col` from 1, Tutu first; they may stop anywhere): the board now, every move analysed, who is to move, the legal moves, who wins, the winning move and the engine's move; `grundy stones FILE --move R,C... --json`",
        example: Some(r#"{"board": "XO.OXO\n", "moves": ["1,2"]}"#),
    },
];

pub(super) fn routes() -> Router<Arc<crate::State>> {
    Router::new().route("/api/replay", post(replay_endpoint)).route("/api/stones", post(stones))
}

async fn replay_endpoint(
    State(state): State<Arc<crate::State>>,
    client: Client,
    body: Body,
) -> Result<Response, ApiError> {
    let req: grundy_json::ReplayRequest = read_json(&state, body).await?;
    let limits = state.config.limits.clone();
    let body = compute::run_sized(&state, &client.0, req.record.len(), move |_| {
        let record = grundy::classic::noi2011_bunny::parse(req.record.as_bytes())
            .map_err(|err| ApiError::parse("record", &err))?;
        let board = record.board();
        if board.n_rows() * board.n_cols() > limits.max_board_cells {
            return Err(too_many_cells(board.n_rows(), board.n_cols(), limits.max_board_cells));
        }
        Ok(grundy_json::replay(&record, &replay(&record)))
    })
    .await??;
    Ok(doc("replay", body))
}

/// 413: a board over the server's limit of cells.
fn too_many_cells(n_rows: usize, n_cols: usize, max: usize) -> ApiError {
    ApiError::limit(format!(
        "the board has {n_rows} x {n_cols} = {} cells: the server takes at most {max}",
        n_rows * n_cols
    ))
}

async fn stones(
    State(state): State<Arc<crate::State>>,
    client: Client,
    body: Body,
) -> Result<Response, ApiError> {
    let req: grundy_json::StonesRequest = read_json(&state, body).await?;
    let limits = state.config.limits.clone();
    let body = compute::run_sized(&state, &client.0, req.board.len(), move |_| {
        let board =
            parse_board::<StoneCell>(req.board.as_bytes()).map_err(|err| ApiError::parse("board", &err))?;
        if board.n_rows() * board.n_cols() > limits.max_board_cells {
            return Err(too_many_cells(board.n_rows(), board.n_cols(), limits.max_board_cells));
        }
        let record = req.record(board)?;
        Ok(grundy_json::stones(&record, &replay(&record)))
    })
    .await??;
    Ok(doc("stones", body))
}
