//! The JSON wire format of `--json`: one serde DTO per command's output.
//!
//! This module is the specification of the JSON output: every field is documented here.
//! Library types are converted to these DTOs by hand in the command modules, so the
//! library never depends on serde. The DTOs also derive `Deserialize` with
//! `deny_unknown_fields`: the integration tests parse every JSON output back into them.
#![allow(dead_code)] // Some DTO fields are only read by the integration tests.

use serde::{Deserialize, Serialize};

/// Placeholder kept until the first command emits JSON.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Empty {}

/// `grundy classic poj3710-christmas --json`: one entry per test case.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Poj3710Christmas {
    /// The test cases, in input order.
    pub(crate) cases: Vec<Poj3710Case>,
}

/// One POJ 3710 test case.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Poj3710Case {
    /// The Grundy value of the case (the XOR of its trees' Green Hackenbush values).
    pub(crate) value: u64,
    /// The judge's answer: `Sally` (first player) when `value` is non-zero, else `Harry`.
    pub(crate) winner: String,
}

/// `grundy hackenbush --json`: the analysis of one Green Hackenbush graph.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Hackenbush {
    /// Number of vertices in the file.
    pub(crate) vertices: usize,
    /// Number of edges in the file.
    pub(crate) edges: usize,
    /// Number of edges connected to the ground (the others are not in play).
    pub(crate) live_edges: usize,
    /// Names of the ground vertices (empty when the file has no vertex).
    pub(crate) ground: Vec<String>,
    /// The Grundy value of the position.
    pub(crate) value: u64,
    /// Whether the player to move wins (`value` is non-zero).
    pub(crate) wins: bool,
    /// Winning moves (cuts that leave value 0), by increasing edge number; empty when the
    /// player to move loses.
    pub(crate) winning_moves: Vec<HackenbushEdge>,
    /// Whether `winning_moves` lists every winning move. Cuts of bridges are always
    /// searched; cuts inside 2-edge-connected components only within `move_search_limit`.
    pub(crate) complete: bool,
    /// The estimated work of a complete search, `Σ |E_B| (|V_B| + |E_B|)` over the
    /// 2-edge-connected components `B`.
    pub(crate) move_search_cost: u64,
    /// The budget of the search inside 2-edge-connected components.
    pub(crate) move_search_limit: u64,
}

/// An edge of a `hackenbush` input.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct HackenbushEdge {
    /// The edge's 1-based position among the file's edges.
    pub(crate) edge: usize,
    /// Name of its first endpoint, as written.
    pub(crate) u: String,
    /// Name of its second endpoint, as written.
    pub(crate) v: String,
}

/// Parses `text`, the JSON output of a run with arguments `args`, into the DTO of its
/// command; used by the integration tests to hold the wire format to this module.
pub(crate) fn check(args: &[String], text: &str) -> Result<(), String> {
    fn parse<T: serde::de::DeserializeOwned>(text: &str) -> Result<(), String> {
        serde_json::from_str::<T>(text).map(|_| ()).map_err(|e| e.to_string())
    }
    let command = args.iter().find(|a| !a.starts_with('-')).map_or("", String::as_str);
    let problem = args.iter().filter(|a| !a.starts_with('-')).nth(1).map_or("", String::as_str);
    match (command, problem) {
        ("classic", "poj3710-christmas") => parse::<Poj3710Christmas>(text),
        ("hackenbush", _) => parse::<Hackenbush>(text),
        _ => {
            let _ = parse::<Empty>;
            Err(format!("no JSON DTO is registered for `{command}`"))
        }
    }
}
