//! The Sprague-Grundy games: `POST /api/nim`, `/api/staircase`, `/api/bean-split`,
//! `/api/equal-split`, `/api/paper-cutting`, `/api/hackenbush` and `/api/heaps`. Each takes
//! the request of the CLI command of the same name ([`grundy_json::NimRequest`], ..., declared once for both)
//! as a JSON object and returns its `--json` document, built by the request's `run`.
//!
//! The page plays through these endpoints alone: it sends the position with `move` (the
//! player's move: the same object as a document's `winning_move`, or the command line's
//! text such as `"1:2"`; the server checks it against the rules and applies it) or
//! `"play": true` (the engine's move), and draws the position that comes back, with its
//! components' values and the move's effect on the nim-sum (`played`).
//!
//! Errors: 413 for more than [`crate::Limits::max_components`] piles (bottles, sheets,
//! heaps), a graph over [`crate::Limits::max_graph_size`], or a size beyond the library's
//! limits; 422 `invalid` for fields that do not fit each other (`move` with `play`, a
//! ground vertex not in the graph: the message names them by their keys), a move against
//! the rules (or asked of the engine when the game is over) and a position the game does
//! not take; 422 `input` located in `input` (a Hackenbush graph's text) or `code` (an
//! octal code).
//!
//! The games' old paths (`/api/kam`, `/api/split`, `/api/jiangnan`, `/api/cutting`) still
//! answer, with the documents of the new names, for the scripts written against them;
//! `GET /api` does not list them.

use std::sync::Arc;

use axum::body::Body;
use axum::extract::State;
use axum::response::Response;
use axum::routing::post;
use axum::Router;
use grundy::format::Format;
use grundy::input::{read_graph, FormatHint, GraphInput};
use grundy_json::{
    BeanSplitRequest, EqualSplitRequest, GameError, HackenbushRequest, HeapsRequest, NimRequest,
    PaperCuttingRequest, StaircaseRequest,
};

use super::{doc, read_json, Endpoint};
use crate::client::Client;
use crate::{compute, ApiError};

/// The endpoints of this area.
pub(super) const ENDPOINTS: &[Endpoint] = &[
    Endpoint {
        method: "POST",
        path: "/api/nim",
        summary: "Nim: the value (XOR of the piles), who wins and every winning move; `move` ({pile, take}, piles from 1) plays a move checked against the rules, `play` the engine's move, and the answer is about the position after it (`played` says what the move did to the nim-sum); `misere` plays under misère play (the last mover loses), for every game of this area; `grundy nim PILE... [--move PILE:TAKE | --play] --json`",
        example: Some(r#"{"piles": [3, 4, 5]}"#),
    },
    Endpoint {
        method: "POST",
        path: "/api/staircase",
        summary: "staircase Nim on a non-decreasing row of pebbles: the value, the counted differences (`components`), who wins and every winning move; `move` ({pile, take}) or `play` as for nim; `grundy staircase PILE... [--move PILE:TAKE | --play] --json`",
        example: Some(r#"{"piles": [1, 2, 4], "play": true}"#),
    },
    Endpoint {
        method: "POST",
        path: "/api/bean-split",
        summary: "bean splitting (bottles from 0): the value, each bottle's bean value, the smallest winning move and their number (`all` lists them); `move` ({i, j, k}) or `play`; `grundy bean-split BEANS... [--all] [--move I:J:K | --play] --json`",
        example: Some(r#"{"beans": [1, 0, 1, 5000], "move": {"i": 0, "j": 2, "k": 3}}"#),
    },
    Endpoint {
        method: "POST",
        path: "/api/equal-split",
        summary: "equal splitting with threshold F: every pile's value, who wins and a winning split (`all` lists them); `move` ({pile, parts}) or `play`; `grundy equal-split --threshold F PILE... [--all] [--move PILE:PARTS | --play] --json`",
        example: Some(r#"{"threshold": 3, "piles": [5, 6, 7], "all": true}"#),
    },
    Endpoint {
        method: "POST",
        path: "/api/paper-cutting",
        summary: "paper cutting on a sum of sheets ([width, height] each): every sheet's value, who wins, a winning cut (`table` adds the reduced values); `move` ({sheet, direction: vertical|horizontal, at}) or `play`; `grundy paper-cutting W H [W H]... [--table] [--move SHEET:DIRECTION:AT | --play] --json`",
        example: Some(r#"{"sheets": [[4, 2], [6, 2]], "move": {"sheet": 2, "direction": "vertical", "at": 2}}"#),
    },
    Endpoint {
        method: "POST",
        path: "/api/hackenbush",
        summary: "Green Hackenbush (`input`: an edge list or DIMACS text; `format`: auto, edgelist or dimacs; `ground`: vertex names): the value, the pieces standing on the ground with their values, who wins, the winning cuts; `move` ({edge}, edges from 1 in file order) or `play` cuts an edge, and the answer says which edges are still live; `grundy hackenbush FILE [--ground V]... [--move EDGE | --play] --json`",
        example: Some(r#"{"input": "g a\na b\ng c\nc d\nd g\n", "ground": ["g"], "play": true}"#),
    },
    Endpoint {
        method: "POST",
        path: "/api/heaps",
        summary: "heaps of an octal game (`code`: 0.77 Kayles, 0.07 Dawson's Kayles, ...): each heap's value, the nim-sum, who wins and a winning move; `move` ({heap, take, left, right}: take TAKE tokens in a row, leaving LEFT before and RIGHT after) or `play`; `grundy heaps CODE HEAP... [--move HEAP:TAKE:LEFT:RIGHT | --play] --json`",
        example: Some(r#"{"code": "0.77", "heaps": [3, 4, 7]}"#),
    },
];

pub(super) fn routes() -> Router<Arc<crate::State>> {
    Router::new()
        .route("/api/nim", post(nim))
        .route("/api/staircase", post(staircase))
        .route("/api/bean-split", post(bean_split))
        .route("/api/equal-split", post(equal_split))
        .route("/api/paper-cutting", post(paper_cutting))
        .route("/api/hackenbush", post(hackenbush))
        .route("/api/heaps", post(heaps))
        // The old names, unlisted: the same handlers, the documents of the new names.
        .route("/api/kam", post(staircase))
        .route("/api/split", post(bean_split))
        .route("/api/jiangnan", post(equal_split))
        .route("/api/cutting", post(paper_cutting))
}

/// The checks every list of piles gets: not over the server's limit.
fn check_components(state: &crate::State, what: &str, n: usize) -> Result<(), ApiError> {
    let max = state.config.limits.max_components;
    if n > max {
        return Err(ApiError::limit(format!("{n} {what}: the server takes at most {max}")));
    }
    Ok(())
}

/// A game document's error as the API's: 413 for a limit, 422 for the rest (a request
/// whose fields do not fit, a move against the rules, a position the game does not take).
fn game_error(err: GameError) -> ApiError {
    match err {
        GameError::Limit(err) => err.into(),
        GameError::Move(err) => ApiError::invalid(err.to_string()),
        GameError::Invalid(message) => ApiError::invalid(message),
        GameError::Search(err) => ApiError::limit(err.to_string()),
        GameError::MisereLimit(err) => ApiError::limit(err.to_string()),
        GameError::Request(err) => err.into(),
    }
}

async fn nim(State(state): State<Arc<crate::State>>, body: Body) -> Result<Response, ApiError> {
    let req: NimRequest = read_json(&state, body).await?;
    check_components(&state, "piles", req.piles.len())?;
    let body = compute::run(&state, move |_| req.run()).await?;
    Ok(doc("nim", body.map_err(game_error)?))
}

async fn staircase(State(state): State<Arc<crate::State>>, body: Body) -> Result<Response, ApiError> {
    let req: StaircaseRequest = read_json(&state, body).await?;
    check_components(&state, "piles", req.piles.len())?;
    let body = compute::run(&state, move |_| req.run()).await?;
    Ok(doc("staircase", body.map_err(game_error)?))
}

async fn bean_split(State(state): State<Arc<crate::State>>, body: Body) -> Result<Response, ApiError> {
    let req: BeanSplitRequest = read_json(&state, body).await?;
    check_components(&state, "bottles", req.beans.len())?;
    let body = compute::run(&state, move |_| req.run()).await?;
    Ok(doc("bean-split", body.map_err(game_error)?))
}

async fn equal_split(State(state): State<Arc<crate::State>>, body: Body) -> Result<Response, ApiError> {
    let req: EqualSplitRequest = read_json(&state, body).await?;
    check_components(&state, "piles", req.piles.len())?;
    // A split into many parts makes as many piles.
    if let Some(m) = req.r#move {
        let after =
            usize::try_from(m.parts).unwrap_or(usize::MAX).saturating_add(req.piles.len().saturating_sub(1));
        check_components(&state, "piles after the split", after)?;
    }
    let body = compute::run(&state, move |_| req.run()).await?;
    Ok(doc("equal-split", body.map_err(game_error)?))
}

async fn paper_cutting(State(state): State<Arc<crate::State>>, body: Body) -> Result<Response, ApiError> {
    let req: PaperCuttingRequest = read_json(&state, body).await?;
    check_components(&state, "sheets", req.sheets.len())?;
    let body = compute::run(&state, move |_| req.run()).await?;
    Ok(doc("paper-cutting", body.map_err(game_error)?))
}

/// Reads a Hackenbush graph: 422 located in `input` for a text that is not a graph, 422
/// for a matrix or a board, 413 over the size limit.
fn read_hackenbush(state: &crate::State, text: &str, format: Option<&str>) -> Result<GraphInput, ApiError> {
    let hint = match format {
        None | Some("auto") => FormatHint::Detect,
        Some(name @ ("edgelist" | "dimacs")) => {
            FormatHint::Exactly(Format::from_name(name).ok_or_else(|| ApiError::invalid("unknown format"))?)
        }
        Some(name) => {
            return Err(ApiError::invalid(format!("format {name:?}: expected auto, edgelist or dimacs")))
        }
    };
    let input = read_graph(text.as_bytes(), hint).map_err(|err| ApiError::parse("input", &err))?;
    let Some(graph) = input.general() else {
        return Err(ApiError::invalid(
            "Hackenbush plays on an edge list or DIMACS graph, and this looks like a matrix or a board (send \"format\": \"edgelist\" to read it as an edge list)",
        ));
    };
    let (size, max) = (graph.n_vertices() + graph.n_edges(), state.config.limits.max_graph_size);
    if size > max {
        return Err(ApiError::limit(format!(
            "the graph has {size} vertices and edges: the server takes at most {max}"
        )));
    }
    Ok(input)
}

async fn hackenbush(
    State(state): State<Arc<crate::State>>,
    client: Client,
    body: Body,
) -> Result<Response, ApiError> {
    let req: HackenbushRequest = read_json(&state, body).await?;
    let worker = Arc::clone(&state);
    let body = compute::run_sized(&state, &client.0, req.input.len(), move |_| {
        let input = read_hackenbush(&worker, &req.input, req.format.as_deref())?;
        req.run(&input).map_err(game_error)
    })
    .await?;
    Ok(doc("hackenbush", body?))
}

async fn heaps(State(state): State<Arc<crate::State>>, body: Body) -> Result<Response, ApiError> {
    let req: HeapsRequest = read_json(&state, body).await?;
    let game = grundy::game::heaps::parse_row_code(&req.code).map_err(|err| ApiError::parse("code", &err))?;
    check_components(&state, "heaps", req.heaps.len())?;
    let body = compute::run(&state, move |_| req.run(&game)).await?;
    Ok(doc("heaps", body.map_err(game_error)?))
}
