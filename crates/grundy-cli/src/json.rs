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

/// The JSON of `grundy classic PROBLEM --json`: one entry per test case, in input order,
/// each the DTO of the matching friendly command (`kam`, `split`, `jiangnan`, `cutting`).
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Classic<T> {
    /// The problem name, as on the command line (e.g. `poi2009-kam`).
    pub(crate) problem: String,
    /// The answer of each test case.
    pub(crate) cases: Vec<T>,
}

/// A take-away move: take `take` items from pile `pile`.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct TakeMove {
    /// The pile, numbered from 1.
    pub(crate) pile: usize,
    /// How many items to take (at least 1).
    pub(crate) take: u64,
}

/// `grundy nim` and `grundy kam` (pebbles, POI 2009 Kam).
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct TakeGame {
    /// The pile sizes, in input order.
    pub(crate) piles: Vec<u64>,
    /// The Grundy value: the XOR of the piles (nim), of d_n, d_{n-2}, ... (kam).
    pub(crate) value: u64,
    /// Whether the player to move wins (value non-zero).
    pub(crate) first_player_wins: bool,
    /// The winning move on the lowest-numbered pile; `null` when the position is lost.
    pub(crate) winning_move: Option<TakeMove>,
    /// Every winning move (at most one per pile), by pile.
    pub(crate) winning_moves: Vec<TakeMove>,
}

/// A move of the split game (HNOI 2007): a bean leaves bottle `i`, one goes into `j` and
/// one into `k`; bottles are numbered from 0 as in the problem.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct SplitMove {
    /// The bottle a bean is taken from.
    pub(crate) i: usize,
    /// The first bottle receiving a bean.
    pub(crate) j: usize,
    /// The second bottle receiving a bean (j <= k).
    pub(crate) k: usize,
}

/// `grundy split` (HNOI 2007).
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Split {
    /// The bean count of each bottle 0..n-1.
    pub(crate) beans: Vec<u64>,
    /// The Grundy value of the position.
    pub(crate) value: u32,
    /// Whether the player to move wins.
    pub(crate) first_player_wins: bool,
    /// The lexicographically smallest winning move; `null` when lost.
    pub(crate) first_move: Option<SplitMove>,
    /// The number of distinct winning moves.
    pub(crate) count: u64,
    /// Every winning move in lexicographic order; present only with `--all`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) moves: Option<Vec<SplitMove>>,
}

/// A move of the equal-split game: split pile `pile` into `parts` piles.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct EqualSplitMove {
    /// The pile, numbered from 1.
    pub(crate) pile: usize,
    /// Into how many piles (at least 2).
    pub(crate) parts: u64,
    /// The sizes of the new piles, largest first.
    pub(crate) sizes: Vec<u64>,
}

/// `grundy jiangnan` (HNOI 2014).
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Jiangnan {
    /// The threshold F: piles of at least F stones (and at least 2) can be split.
    pub(crate) threshold: u64,
    /// The pile sizes, in input order.
    pub(crate) piles: Vec<u64>,
    /// The Grundy value of each pile.
    pub(crate) pile_values: Vec<u32>,
    /// The Grundy value of the game (XOR of the pile values).
    pub(crate) value: u64,
    /// Whether the player to move wins.
    pub(crate) first_player_wins: bool,
    /// A winning move (lowest pile, then fewest parts); `null` when lost.
    pub(crate) winning_move: Option<EqualSplitMove>,
}

/// A cut of one W x H sheet.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Cut {
    /// `vertical` (splits the width) or `horizontal` (splits the height).
    pub(crate) direction: String,
    /// The width (vertical) or height (horizontal) of the first piece.
    pub(crate) at: u32,
    /// The two pieces as [width, height].
    pub(crate) pieces: [[u32; 2]; 2],
}

/// `grundy cutting` (POJ 2311).
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Cutting {
    /// The width W.
    pub(crate) width: u32,
    /// The height H.
    pub(crate) height: u32,
    /// The Grundy value of the sheet in the reduced game (both sides at least 2);
    /// `null` when a side is 1.
    pub(crate) value: Option<u32>,
    /// Whether the player to move wins by the literal rules.
    pub(crate) first_player_wins: bool,
    /// A winning cut (vertical first, then by position); `null` when lost.
    pub(crate) winning_cut: Option<Cut>,
    /// With `--table`: the reduced values, `table[h - 2][w - 2]` for 2 <= w <= W,
    /// 2 <= h <= H.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) table: Option<Vec<Vec<u32>>>,
}

/// Parses `text`, the JSON output of a run with arguments `args`, into the DTO of its
/// command; used by the integration tests to hold the wire format to this module.
pub(crate) fn check(args: &[String], text: &str) -> Result<(), String> {
    fn parse<T: serde::de::DeserializeOwned>(text: &str) -> Result<(), String> {
        serde_json::from_str::<T>(text).map(|_| ()).map_err(|e| e.to_string())
    }
    let command = args.iter().find(|a| !a.starts_with('-')).map_or("", String::as_str);
    match command {
        "nim" | "kam" => parse::<TakeGame>(text),
        "split" => parse::<Split>(text),
        "jiangnan" => parse::<Jiangnan>(text),
        "cutting" => parse::<Cutting>(text),
        "classic" => {
            let problem = args.iter().filter(|a| !a.starts_with('-')).nth(1).map_or("", String::as_str);
            match problem {
                "poi2009-kam" => parse::<Classic<TakeGame>>(text),
                "hnoi2007-split" => parse::<Classic<Split>>(text),
                "hnoi2014-jiangnan" => parse::<Classic<Jiangnan>>(text),
                "poj2311-cutting" => parse::<Classic<Cutting>>(text),
                _ => Err(format!("no JSON DTO is registered for `classic {problem}`")),
            }
        }
        "inspect" => parse::<InspectReport>(text),
        _ => Err(format!("no JSON DTO is registered for `{command}`")),
    }
}
