//! The JSON wire format of `--json`: one serde DTO per command's output.
//!
//! This module is the specification of the JSON output: every field is documented here.
//! Library types are converted to these DTOs by hand in the command modules, so the
//! library never depends on serde. The DTOs also derive `Deserialize` with
//! `deny_unknown_fields`: the integration tests parse every JSON output back into them.

use serde::{Deserialize, Serialize};

use std::collections::BTreeMap;

/// Output of `grundy inspect --json`: the format read and a summary of its contents.
/// Exactly one of `board` and `graph` is present.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct InspectReport {
    /// The format the file was read as: `board`, `stones`, `edgelist`, `dimacs` or `mtx`.
    pub(crate) format: String,
    /// For `board` and `stones`: the board's size and cell counts.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) board: Option<InspectBoard>,
    /// For `edgelist`, `dimacs` and `mtx`: the graph's counts.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) graph: Option<InspectGraph>,
}

/// A board's size and how many cells of each kind it has.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct InspectBoard {
    /// Number of rows.
    pub(crate) rows: usize,
    /// Number of columns.
    pub(crate) columns: usize,
    /// Cell counts by kind: `free`/`blocked` for token boards, `empty`/`black`/`white`
    /// for stone boards (kinds that do not occur are absent).
    pub(crate) cells: BTreeMap<String, usize>,
}

/// A graph's counts. For a Matrix Market file (a bipartite graph), `vertices` is rows plus
/// columns and `left_vertices`/`right_vertices` give each side.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct InspectGraph {
    /// Number of vertices.
    pub(crate) vertices: usize,
    /// Number of edges, self-loops and parallel edges included.
    pub(crate) edges: usize,
    /// Edges whose two endpoints are the same vertex (always 0 for bipartite graphs).
    pub(crate) self_loops: usize,
    /// Edges joining the same two vertices as an earlier edge.
    pub(crate) parallel_edges: usize,
    /// Vertices without any edge (a vertex with only a self-loop is not isolated).
    pub(crate) isolated_vertices: usize,
    /// Bipartite graphs only: the number of left vertices (matrix rows).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) left_vertices: Option<usize>,
    /// Bipartite graphs only: the number of right vertices (matrix columns).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) right_vertices: Option<usize>,
}

/// Parses `text`, the JSON output of a run with arguments `args`, into the DTO of its
/// command; used by the integration tests to hold the wire format to this module.
pub(crate) fn check(args: &[String], text: &str) -> Result<(), String> {
    fn parse<T: serde::de::DeserializeOwned>(text: &str) -> Result<(), String> {
        serde_json::from_str::<T>(text).map(|_| ()).map_err(|e| e.to_string())
    }
    let command = args.iter().find(|a| !a.starts_with('-')).map_or("", String::as_str);
    match command {
        "inspect" => parse::<InspectReport>(text),
        _ => Err(format!("no JSON DTO is registered for `{command}`")),
    }
}
