//! Geography on any graph, and the matching behind it: `POST /api/geography` takes
//! [`grundy_json::GeographyRequest`], the request of `grundy geography` (the graph file's
//! text as `input`, `format`, `start`, `depth`, `max_moves`, `visited`, `pairs`, `edges`),
//! and answers with the document `grundy geography --json` prints,
//! built by the same function ([`grundy_json::geography`]). The page plays through it
//! alone: it sends the token's path so far as `visited` and draws what comes back (every
//! vertex's verdict in the position, the legal moves, the winning moves, the engine's move
//! and, with `pairs`, the maximum matching behind them); `edges` lists the graph's edges,
//! so the page draws any graph file the server reads. `POST /api/matching` takes the same
//! graph ([`grundy_json::MatchingRequest`]) and answers with `grundy matching --json`'s document (the matching with its
//! parts and verified certificates, built by [`grundy_json::matching`]).
//!
//! Limits: the graph's vertices plus edges at most [`crate::Limits::max_graph_size`]
//! (413), a strategy tree of at most [`MAX_STRATEGY_MOVES`] moves (413). A text that is not
//! a graph is a 422 located in `input`; a vertex name the graph lacks, or a path that
//! breaks the rules, a 422 `invalid`.

use std::sync::Arc;

use axum::body::Body;
use axum::extract::State;
use axum::http::header;
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use axum::Router;
use grundy::format::Format;
use grundy::game::geography::solve_graph_geography;
use grundy::input::{read_graph, FormatHint, GraphInput};

use super::{doc, read_json, Endpoint};
use crate::client::Client;
use crate::{compute, ApiError};

/// The most moves a strategy tree (`start`) may list.
pub(crate) const MAX_STRATEGY_MOVES: usize = 100_000;

/// The endpoints of this area.
pub(super) const ENDPOINTS: &[Endpoint] = &[
    Endpoint {
    method: "POST",
    path: "/api/geography",
    summary: "vertex geography on any graph (`input`: an edge list, DIMACS, Matrix Market or token board text; `format`: auto, edgelist, dimacs, mtx or board): every vertex's verdict and winning move, the engine that decided (grid, bipartite or blossom); `start` for the whole strategy tree (`depth`, `max_moves`), `visited` for a game in progress (the token's path: who is to move, legal and winning moves, the engine's move), `pairs` for the maximum matching, `edges` for the graph's edges; `grundy geography FILE --visited V... --pairs --edges --json`",
    example: Some(r#"{"input": "a b\nb c\nc a\nc d\n", "visited": ["a", "b"], "pairs": true}"#),
    },
    Endpoint {
        method: "POST",
        path: "/api/matching",
        summary: "a maximum matching of any graph (`input`, `format` as for geography) and what proves it: the pairs, every vertex's part (missable, adjacent, perfect) and mate; on a bipartite graph the sides, Dulmage-Mendelsohn blocks, edge classes and König certificates, on a graph with an odd cycle the Tutte-Berge certificate, each verified; `grundy matching FILE --json`",
        example: Some(r#"{"input": "a b\nb c\nc a\nc d\n"}"#),
    },
];

pub(super) fn routes() -> Router<Arc<crate::State>> {
    Router::new().route("/api/geography", post(geography)).route("/api/matching", post(matching))
}

/// The format hint of the request's `format` field.
fn format_hint(format: Option<&str>) -> Result<FormatHint, ApiError> {
    match format {
        None | Some("auto") => Ok(FormatHint::Detect),
        Some(name) => Format::from_name(name).map(FormatHint::Exactly).ok_or_else(|| {
            ApiError::invalid(format!("format {name:?}: expected auto, edgelist, dimacs, mtx or board"))
        }),
    }
}

/// The graph's size as the limit counts it: vertex numbers (a board's cells) plus edges.
fn graph_size(input: &GraphInput) -> usize {
    let edges = match input.general() {
        Some(graph) => graph.n_edges(),
        None => input.bipartite_sizes().map_or(0, |(_, _, edges)| edges),
    };
    input.n_vertices() + edges
}

/// Reads `text` as a graph: located 422 errors, 413 over the size limit.
pub(crate) fn read_input(state: &crate::State, text: &str, hint: FormatHint) -> Result<GraphInput, ApiError> {
    let input = read_graph(text.as_bytes(), hint).map_err(|err| ApiError::parse("input", &err))?;
    let (size, max) = (graph_size(&input), state.config.limits.max_graph_size);
    if size > max {
        return Err(ApiError::limit(format!(
            "the graph has {size} vertices and edges: the server takes at most {max}"
        )));
    }
    Ok(input)
}

async fn geography(
    State(state): State<Arc<crate::State>>,
    client: Client,
    body: Body,
) -> Result<Response, ApiError> {
    let req: grundy_json::GeographyRequest = read_json(&state, body).await?;
    let hint = format_hint(req.format.as_deref())?;
    req.check()?;
    let max_moves = req.max_moves();
    if max_moves > MAX_STRATEGY_MOVES {
        return Err(ApiError::limit(format!(
            "`max_moves` {max_moves}: the server lists at most {MAX_STRATEGY_MOVES} moves"
        )));
    }
    let worker = Arc::clone(&state);
    let bytes = compute::run_sized(&state, &client.0, req.input.len(), move |_| {
        let input = read_input(&worker, &req.input, hint)?;
        let query = grundy_json::geography_query(&input, &req)?;
        let solved = solve_graph_geography(query.graph(&input));
        let report = grundy_json::geography(&input, &query, &solved, &req);
        let mut bytes = Vec::new();
        grundy_json::write_doc(&mut bytes, "geography", report, false).expect("writing to a Vec cannot fail");
        Ok::<_, ApiError>(bytes)
    })
    .await??;
    Ok(([(header::CONTENT_TYPE, "application/json")], bytes).into_response())
}

async fn matching(
    State(state): State<Arc<crate::State>>,
    client: Client,
    body: Body,
) -> Result<Response, ApiError> {
    let req: grundy_json::MatchingRequest = read_json(&state, body).await?;
    let hint = format_hint(req.format.as_deref())?;
    let worker = Arc::clone(&state);
    let report = compute::run_sized(&state, &client.0, req.input.len(), move |_| {
        let input = read_input(&worker, &req.input, hint)?;
        grundy_json::matching(&input, &req, true).map_err(|err| ApiError::internal(err.to_string()))
    })
    .await??;
    Ok(doc("matching", report))
}
