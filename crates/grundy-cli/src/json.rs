//! The JSON wire format of `--json`: one serde DTO per command's output.
//!
//! This module is the specification of the JSON output: every field is documented here.
//! Library types are converted to these DTOs by hand (in [`crate::dto`] where two
//! commands share a conversion, else in the command's module), so the library never
//! depends on serde. The DTOs also derive `Deserialize` with
//! `deny_unknown_fields`: the integration tests parse every JSON output back into them.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

/// Output of `grundy octal --json`: the values, the period and the sparse space.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Octal {
    /// The game code, normalised (`.137` is `0.137`, trailing zeros dropped).
    pub(crate) code: String,
    /// How many values were computed: G(0) .. G(computed - 1).
    pub(crate) computed: u64,
    /// Bytes per stored value: 1 while every value is below 256, else 2.
    pub(crate) bytes_per_value: u8,
    /// The first values (at most 100; `--values FILE` writes all of them).
    pub(crate) values: Vec<u64>,
    /// The period found: certified, or the best uncertified candidate; absent when none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) period: Option<OctalPeriod>,
    /// Whether the run was interrupted (Ctrl-C) before its goal.
    pub(crate) stopped: bool,
    /// One entry per group of split moves (even or odd numbers of tokens removed).
    pub(crate) sparse: Vec<OctalSparseClass>,
}

/// A period of an octal game's Grundy sequence.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct OctalPeriod {
    /// p: G(n + p) = G(n) for n >= preperiod (within the values, or for all n if certified).
    pub(crate) period: u64,
    /// e: the first heap from which the period holds (the last exceptional heap is e - 1).
    pub(crate) preperiod: u64,
    /// Whether the Guy-Smith bound proves the period for every heap.
    pub(crate) certified: bool,
    /// 2e + 2p + t: the number of values the certificate needs.
    pub(crate) needed: u64,
}

/// The sparse space of one group of split moves.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct OctalSparseClass {
    /// The parity of the numbers of tokens removed by these split moves (0 or 1).
    pub(crate) parity: u8,
    /// The numbers of tokens removed by these split moves.
    pub(crate) moves: Vec<usize>,
    /// The mask over 2 G(n) + (n mod 2): heap n is rare when the masked bits have even
    /// parity. Absent when the group has no useful sparse space (plain method).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) mask: Option<u32>,
    /// How many heaps are rare.
    pub(crate) rare_heaps: u64,
    /// The largest rare heap (0 when none).
    pub(crate) last_rare_heap: u64,
    /// The distinct values of rare heaps (at most 64 listed).
    pub(crate) rare_values: Vec<u32>,
}

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
    pub(crate) value: u64,
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
    pub(crate) pile_values: Vec<u64>,
    /// The Grundy value of the game (XOR of the pile values).
    pub(crate) value: u64,
    /// Whether the player to move wins.
    pub(crate) first_player_wins: bool,
    /// A winning move (lowest pile, then fewest parts); `null` when lost.
    pub(crate) winning_move: Option<EqualSplitMove>,
    /// Every winning move, by pile and then by parts; present only with `--all`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) moves: Option<Vec<EqualSplitMove>>,
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
    pub(crate) value: Option<u64>,
    /// Whether the player to move wins by the literal rules.
    pub(crate) first_player_wins: bool,
    /// A winning cut (vertical first, then by position); `null` when lost.
    pub(crate) winning_cut: Option<Cut>,
    /// With `--table`: the reduced values, `table[h - 2][w - 2]` for 2 <= w <= W,
    /// 2 <= h <= H.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) table: Option<Vec<Vec<u64>>>,
}

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

/// A board cell, 1-based row and column (row 1 is the top line, column 1 the left end).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Position {
    /// Row, from 1 at the top.
    pub(crate) row: usize,
    /// Column, from 1 at the left.
    pub(crate) col: usize,
}

/// `grundy classic loj6033-board --json`: the cells where the placer wins.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Loj6033Board {
    /// The number of cells where the player who places the token (and moves second) wins.
    pub(crate) count: usize,
    /// Those cells, row-major.
    pub(crate) cells: Vec<Position>,
}

/// `grundy classic noi2011-bunny --json`: Tutu's mistakes.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Noi2011Bunny {
    /// The number of Tutu's mistakes.
    pub(crate) count: usize,
    /// Their move numbers (1-based among Tutu's own moves), increasing.
    pub(crate) mistakes: Vec<usize>,
}

/// `grundy board --json`: who wins from a token placed on each cell, the opponent of the
/// placer moving first.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct BoardVerdicts {
    /// Number of rows.
    pub(crate) rows: usize,
    /// Number of columns.
    pub(crate) cols: usize,
    /// The verdict map, one string per row: `W` the player to move wins, `L` the player
    /// to move loses (the placer wins), `#` blocked.
    pub(crate) map: Vec<String>,
    /// Number of `W` cells.
    pub(crate) wins: usize,
    /// Number of `L` cells.
    pub(crate) losses: usize,
    /// Number of `#` cells.
    pub(crate) blocked: usize,
    /// Every cell, row-major.
    pub(crate) cells: Vec<CellVerdict>,
}

/// The verdict of one cell of `grundy board --json`.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct CellVerdict {
    /// Row, from 1.
    pub(crate) row: usize,
    /// Column, from 1.
    pub(crate) col: usize,
    /// `"win"` (the player to move wins), `"lose"` (the placer wins) or `"blocked"`.
    pub(crate) verdict: String,
    /// For `"win"`: the neighbouring cell to move the token to; otherwise `null`.
    pub(crate) winning_move: Option<Position>,
}

/// `grundy replay --json`: the analysis of every half-move of a NOI 2011 record.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Replay {
    /// The half-moves, in order.
    pub(crate) half_moves: Vec<HalfMove>,
    /// Whether the player to move after the record (Tutu) has a winning strategy; `false`
    /// for every valid record, since the format guarantees that Dandan wins.
    pub(crate) final_mover_wins: bool,
    /// Move numbers of Tutu's mistakes, increasing.
    pub(crate) tutu_mistakes: Vec<usize>,
    /// Move numbers of Dandan's mistakes, increasing.
    pub(crate) dandan_mistakes: Vec<usize>,
}

/// One half-move of `grundy replay --json`.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct HalfMove {
    /// Index among all half-moves, from 1.
    pub(crate) index: usize,
    /// `"tutu"` (moves white stones `O`, first) or `"dandan"` (black stones `X`).
    pub(crate) player: String,
    /// The move's number among its player's moves, from 1 (as in the judge output).
    pub(crate) number: usize,
    /// The empty cell before the move.
    pub(crate) from: Position,
    /// The cell whose stone moved into the empty cell.
    pub(crate) to: Position,
    /// Whether the mover had a winning strategy before the move.
    pub(crate) won_before: bool,
    /// Whether the opponent has a winning strategy after the move.
    pub(crate) won_after: bool,
    /// `won_before && won_after`: the move threw a win away.
    pub(crate) mistake: bool,
    /// When `won_before`: a winning move (the stone to move); otherwise `null`.
    pub(crate) winning_move: Option<Position>,
}

/// `grundy matching --json`: a maximum matching of a bipartite graph with its
/// Dulmage-Mendelsohn status and König certificates. Vertices are named as in the input
/// (edge list names, DIMACS numbers, `r1`/`c1` for matrix rows and columns, `(row, col)`
/// for board cells).
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Matching {
    /// The format the file was read as: `edgelist`, `dimacs`, `mtx` or `board`.
    pub(crate) format: String,
    /// Number of left vertices (matrix rows; for a board, cells with row + column even;
    /// for a two-coloured graph, the colour of each component's first vertex).
    pub(crate) left_vertices: usize,
    /// Number of right vertices.
    pub(crate) right_vertices: usize,
    /// Number of edges, parallel edges included.
    pub(crate) edges: usize,
    /// The size of a maximum matching.
    pub(crate) size: usize,
    /// Whether the matching covers every vertex.
    pub(crate) perfect: bool,
    /// The number of fine Dulmage-Mendelsohn blocks of the well-determined part.
    pub(crate) fine_blocks: usize,
    /// The matched pairs, each `[left, right]`, by left vertex.
    pub(crate) pairs: Vec<[String; 2]>,
    /// Every vertex, in input order (an edge list's order of first appearance, DIMACS
    /// numbers, matrix rows then columns, board cells row-major).
    pub(crate) vertices: Vec<MatchingVertex>,
    /// Every edge in input order, with its class.
    pub(crate) edge_classes: Vec<MatchingEdge>,
    /// A minimum vertex cover (as many vertices as `size`), left side first, each side
    /// by index (input order within a side).
    pub(crate) vertex_cover: Vec<String>,
    /// A maximum independent set (the other vertices), in the order of `vertex_cover`.
    pub(crate) independent_set: Vec<String>,
    /// A minimum edge cover of the non-isolated vertices (their number minus `size`
    /// edges), by edge number; `class` is absent.
    pub(crate) edge_cover: Vec<MatchingEdge>,
}

/// A vertex of `grundy matching --json`.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct MatchingVertex {
    /// Its name.
    pub(crate) name: String,
    /// `left` or `right`.
    pub(crate) side: String,
    /// Whether every maximum matching covers it.
    pub(crate) always_covered: bool,
    /// Its Gallai-Edmonds part: `inessential` (missed by some maximum matching),
    /// `adjacent` (always covered, next to an inessential vertex) or `perfect`.
    pub(crate) part: String,
    /// Its coarse Dulmage-Mendelsohn block: `over` (reached from free left vertices),
    /// `under` (from free right vertices) or `well` (perfectly matched).
    pub(crate) block: String,
    /// For `well` vertices: the fine block, from 1; a left vertex of block i is joined
    /// only to right vertices of blocks j <= i, and such an edge is in some maximum
    /// matching iff j = i. Otherwise absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) fine_block: Option<usize>,
    /// Its mate in the matching, `null` when unmatched.
    pub(crate) mate: Option<String>,
}

/// An edge of `grundy matching --json`.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct MatchingEdge {
    /// Its 1-based position among the input's edges (for a board: row-major, each cell's
    /// right neighbour before its lower one).
    pub(crate) edge: usize,
    /// Its first endpoint (as written in an edge list or DIMACS file, else the left one).
    pub(crate) u: String,
    /// Its second endpoint.
    pub(crate) v: String,
    /// In `edge_classes`: `necessary` (in every maximum matching), `optional` (in some,
    /// not all) or `forbidden` (in none).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) class: Option<String>,
}

/// `grundy geography --json`: vertex geography from every start, and with `--start` the
/// winner's strategy.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Geography {
    /// The format the file was read as: `edgelist`, `dimacs`, `mtx` or `board`.
    pub(crate) format: String,
    /// Every vertex, in input order (as in `matching`).
    pub(crate) vertices: Vec<GeographyVertex>,
    /// With `--start`: the strategy tree; otherwise absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) strategy: Option<GeographyStrategy>,
}

/// One start vertex of `grundy geography --json`.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct GeographyVertex {
    /// Its name.
    pub(crate) name: String,
    /// Whether the player to move from a token on it wins.
    pub(crate) mover_wins: bool,
    /// A winning move (the vertex to move to), `null` when the mover loses.
    pub(crate) winning_move: Option<String>,
}

/// The strategy of `grundy geography --start V --json`.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct GeographyStrategy {
    /// The start vertex.
    pub(crate) start: String,
    /// Whether the first player (who moves first from the start) wins.
    pub(crate) first_player_wins: bool,
    /// Whether the tree is whole (not cut by `--depth` or `--max-moves`).
    pub(crate) complete: bool,
    /// The moves of the tree in preorder: each move is followed by its continuations,
    /// one depth deeper. The winner has one move per position, the loser all of theirs.
    pub(crate) moves: Vec<GeographyMove>,
}

/// One move of a geography strategy tree.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct GeographyMove {
    /// 1 for the first move from the start, and so on.
    pub(crate) depth: usize,
    /// `first` (odd depths) or `second`.
    pub(crate) player: String,
    /// Whether the winner makes it (else it is a reply of the loser).
    pub(crate) by_winner: bool,
    /// The vertex the token leaves.
    pub(crate) from: String,
    /// The vertex the token moves to.
    pub(crate) to: String,
    /// Whether the game goes on below this move but the tree was cut here.
    pub(crate) cut: bool,
}

/// Parses `text`, the JSON output of a run with arguments `args`, into the DTO of its
/// command; used by the integration tests to hold the wire format to this module.
/// `grundy general-matching --json` (and `grundy matching --json` on a non-bipartite
/// graph): a maximum matching of a general graph, its Gallai-Edmonds sets and the
/// Tutte-Berge certificate.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct GeneralMatchingReport {
    /// Number of vertices.
    pub(crate) vertices: usize,
    /// Number of edges, self-loops and parallel edges included (they change nothing).
    pub(crate) edges: usize,
    /// Whether the graph is bipartite (then solved by the bipartite engine,
    /// `grundy::matching::maximum_matching`, else by the blossom algorithm).
    pub(crate) bipartite: bool,
    /// The number of matched pairs.
    pub(crate) size: usize,
    /// Whether every vertex is matched.
    pub(crate) perfect: bool,
    /// The matched pairs, by vertex names, ordered by the first vertex's position in the
    /// file (each pair's first vertex comes first in the file).
    pub(crate) pairs: Vec<[String; 2]>,
    /// D: the vertices some maximum matching leaves free, in file order.
    pub(crate) d: Vec<String>,
    /// A: the vertices outside D with a neighbour in D (every maximum matching matches
    /// them into D), in file order.
    pub(crate) a: Vec<String>,
    /// C: the other vertices (perfectly matched among themselves), in file order.
    pub(crate) c: Vec<String>,
    /// The certificate that the matching is maximum.
    pub(crate) certificate: TutteBergeCertificate,
}

/// The Tutte-Berge certificate: no matching exceeds (|V| + |U| - odd(G - U)) / 2 for any
/// vertex set U; with U = A this bound equals the matching's size.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct TutteBergeCertificate {
    /// The witness set U: always `A`.
    pub(crate) witness: String,
    /// |U|.
    pub(crate) witness_size: usize,
    /// The number of connected components of G - U with an odd number of vertices.
    pub(crate) odd_components: usize,
    /// (|V| + |U| - odd_components) / 2, equal to the matching size.
    pub(crate) bound: usize,
    /// Always `true`: the certificate was re-checked by an independent verifier (valid
    /// pairs, components recounted) before printing.
    pub(crate) verified: bool,
}

/// `grundy general-geography --json` (and `grundy geography --json` on a non-bipartite
/// graph): vertex geography on a general graph. The player to move from `v` loses exactly
/// when `v` is in D.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct GeneralGeographyReport {
    /// Number of vertices.
    pub(crate) vertices: usize,
    /// Number of edges.
    pub(crate) edges: usize,
    /// Whether the graph is bipartite.
    pub(crate) bipartite: bool,
    /// The size of a maximum matching.
    pub(crate) matching_size: usize,
    /// Without `--start`: the verdict from every vertex, in file order; empty with `--start`.
    pub(crate) verdicts: Vec<GeneralGeographyVerdict>,
    /// With `--start V`: the verdict and strategy from `V`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) start: Option<GeneralGeographyStart>,
}

/// Who wins from one start vertex.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct GeneralGeographyVerdict {
    /// The start vertex's name.
    pub(crate) vertex: String,
    /// Whether the player to move wins.
    pub(crate) wins: bool,
    /// A winning first move (a neighbour's name) when `wins`, else absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) winning_move: Option<String>,
}

/// The verdict and winning strategy from the `--start` vertex.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct GeneralGeographyStart {
    /// The start vertex's name.
    pub(crate) vertex: String,
    /// Whether the player to move wins.
    pub(crate) wins: bool,
    /// A winning first move when `wins`, else absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) winning_move: Option<String>,
    /// Who wins with correct play: `mover` or `opponent`.
    pub(crate) winner: String,
    /// The winner's strategy: a maximum matching (covering the start when the mover wins,
    /// leaving it free otherwise); the winner always moves the token to the mate of the
    /// vertex it stands on.
    pub(crate) strategy: Vec<[String; 2]>,
}

pub(crate) fn check(args: &[String], text: &str) -> Result<(), String> {
    fn parse<T: serde::de::DeserializeOwned>(text: &str) -> Result<(), String> {
        serde_json::from_str::<T>(text).map(|_| ()).map_err(|e| e.to_string())
    }
    let command = args.iter().find(|a| !a.starts_with('-')).map_or("", String::as_str);
    let problem = args.iter().filter(|a| !a.starts_with('-')).nth(1).map_or("", String::as_str);
    match (command, problem) {
        ("nim" | "kam", _) => parse::<TakeGame>(text),
        ("split", _) => parse::<Split>(text),
        ("jiangnan", _) => parse::<Jiangnan>(text),
        ("cutting", _) => parse::<Cutting>(text),
        ("hackenbush", _) => parse::<Hackenbush>(text),
        ("inspect", _) => parse::<InspectReport>(text),
        ("board", _) => parse::<BoardVerdicts>(text),
        ("replay", _) => parse::<Replay>(text),
        ("matching", _) => parse::<Matching>(text).or_else(|_| parse::<GeneralMatchingReport>(text)),
        ("geography", _) => parse::<Geography>(text).or_else(|_| parse::<GeneralGeographyReport>(text)),
        ("octal", _) => parse::<Octal>(text),
        ("classic", "noi2011-bunny") => parse::<Noi2011Bunny>(text),
        ("classic", "loj6033-board") => parse::<Loj6033Board>(text),
        ("classic", "poi2009-kam") => parse::<Classic<TakeGame>>(text),
        ("classic", "hnoi2007-split") => parse::<Classic<Split>>(text),
        ("classic", "hnoi2014-jiangnan") => parse::<Classic<Jiangnan>>(text),
        ("classic", "poj2311-cutting") => parse::<Classic<Cutting>>(text),
        ("classic", "poj3710-christmas") => parse::<Poj3710Christmas>(text),
        _ => Err(format!("no JSON DTO is registered for `{command} {problem}`")),
    }
}
