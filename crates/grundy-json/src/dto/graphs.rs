//! The graphs' documents: `matching`, `dmperm`, `geography` and `inspect`.

use std::collections::BTreeMap;

use serde::Serialize;

/// `grundy matching FILE.mtx --dmperm --json`: the Dulmage-Mendelsohn permutation of a
/// Matrix Market matrix, exactly MATLAB's `[p, q, r, s, cc, rr] = dmperm(A)` (1-based,
/// as MATLAB and the command line count). `A(p, q)` is block upper triangular: fine
/// block `k` is rows `r[k]..r[k+1]-1` and columns `s[k]..s[k+1]-1` of it; the coarse
/// row sets R1, R2, R3, R0 are rows `rr[i]..rr[i+1]-1` and the coarse column sets C0,
/// C1, C2, C3 columns `cc[j]..cc[j+1]-1` (C0 the unmatched columns, R0 the unmatched
/// rows). The under-determined part is R1 x (C0 C1), the well-determined part R2 x C2,
/// the over-determined part (R3 R0) x C3.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct Dmperm {
    /// Number of rows.
    pub rows: usize,
    /// Number of columns.
    pub columns: usize,
    /// Number of stored entries (explicit zeros and duplicates included).
    pub entry_count: usize,
    /// The structural rank: the size of a maximum matching (`rr[3] - 1`).
    pub structural_rank: usize,
    /// The number of fine blocks (`r` has one more entry).
    pub block_count: usize,
    /// Row permutation, 1-based: row `k` of `A(p, q)` is row `p[k]` of `A`.
    pub p: Vec<usize>,
    /// Column permutation, 1-based.
    pub q: Vec<usize>,
    /// Fine block row boundaries, 1-based (from 1 to rows + 1).
    pub r: Vec<usize>,
    /// Fine block column boundaries, 1-based (from 1 to columns + 1).
    pub s: Vec<usize>,
    /// Coarse column boundaries, 5 of them, 1-based.
    pub cc: Vec<usize>,
    /// Coarse row boundaries, 5 of them, 1-based.
    pub rr: Vec<usize>,
}

/// `matching`: a maximum matching, the part of every vertex, and the certificate that
/// it is maximum. One shape for every graph; the fields marked "bipartite graphs only"
/// are present when `bipartite` is `true` (and asked for), the Tutte-Berge certificate
/// when it is `false`.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct Matching {
    /// The format the file was read as: `edgelist`, `dimacs`, `mtx` or `board`.
    pub format: String,
    /// Whether the graph is bipartite (matrices and boards always are).
    pub bipartite: bool,
    /// Number of vertices (a board's free cells).
    pub vertex_count: usize,
    /// Number of edges, parallel edges and loops included.
    pub edge_count: usize,
    /// The size of a maximum matching.
    pub matching_size: usize,
    /// Whether the matching covers every vertex.
    pub perfect: bool,
    /// The matched pairs, by vertex names (bipartite graphs: left vertex first).
    pub matching: Vec<[String; 2]>,
    /// Every vertex in input order with its part and mate.
    pub vertices: Vec<MatchingVertex>,
    /// Graphs with an odd cycle only: the Tutte-Berge certificate.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tutte_berge: Option<TutteBerge>,
    /// Bipartite graphs only: the sizes of the two sides (matrix rows and columns; board
    /// cells with row + column even and odd; for a two-coloured graph, the colour of each
    /// component's first vertex is left).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sides: Option<Sides>,
    /// Bipartite graphs only: the number of fine Dulmage-Mendelsohn blocks.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fine_block_count: Option<usize>,
    /// Bipartite graphs only: every edge in input order with its class.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub edge_classes: Option<Vec<MatchingEdge>>,
    /// Bipartite graphs only: a minimum vertex cover (König: as many vertices as
    /// `matching_size`), left side first.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub vertex_cover: Option<Vec<String>>,
    /// Bipartite graphs only: a maximum independent set (the other vertices).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub independent_set: Option<Vec<String>>,
    /// Bipartite graphs only: a minimum edge cover of the non-isolated vertices.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub edge_cover: Option<Vec<MatchingEdge>>,
}

/// The sizes of a bipartite graph's sides.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct Sides {
    /// Number of left vertices.
    pub left: usize,
    /// Number of right vertices.
    pub right: usize,
}

/// A vertex of `matching`.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct MatchingVertex {
    /// Its name.
    pub vertex: String,
    /// Its Gallai-Edmonds part: `missable` (some maximum matching misses it: the player
    /// to move from it in geography loses), `adjacent` (always covered, next to a
    /// missable vertex) or `perfect` (the rest).
    pub part: String,
    /// Its mate in the matching, `null` when unmatched.
    pub mate: Option<String>,
    /// Bipartite graphs only: `left` or `right`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub side: Option<String>,
    /// Bipartite graphs only: its coarse Dulmage-Mendelsohn block, `over` (reached from
    /// free left vertices), `under` (from free right vertices) or `well`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub block: Option<String>,
    /// Bipartite graphs only, `well` vertices: the fine block, from 1; a left vertex of
    /// block i is joined only to right vertices of blocks j <= i, and such an edge is in
    /// some maximum matching iff j = i.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fine_block: Option<usize>,
}

/// An edge of `matching`.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct MatchingEdge {
    /// Its 1-based position among the input's edges (for a board: row-major, each cell's
    /// right neighbour before its lower one).
    pub edge: usize,
    /// Its first endpoint (as written in an edge list or DIMACS file, else the left one).
    pub u: String,
    /// Its second endpoint.
    pub v: String,
    /// In `edge_classes`: `necessary` (in every maximum matching), `optional` (in some,
    /// not all) or `forbidden` (in none); absent in `edge_cover`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub class: Option<String>,
}

/// The Tutte-Berge certificate: no matching exceeds (|V| + |U| - odd(G - U)) / 2 for any
/// vertex set U; with U = the adjacent part A this bound equals the matching's size.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct TutteBerge {
    /// |U|, the number of `adjacent` vertices.
    pub witness_size: usize,
    /// The number of connected components of G - U with an odd number of vertices.
    pub odd_components: usize,
    /// (|V| + |U| - odd_components) / 2, equal to `matching_size`.
    pub bound: usize,
    /// Always `true`: re-checked by an independent verifier before printing.
    pub verified: bool,
}

/// `geography`: vertex geography from every start, or with `--start` the winner's
/// strategy from one. One shape for every graph, bipartite or not.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct Geography<Verdicts> {
    /// The format the file was read as: `edgelist`, `dimacs`, `mtx` or `board`.
    pub format: String,
    /// Whether the graph is bipartite (then a maximum matching plus alternating paths
    /// decide; otherwise the blossom algorithm's Gallai-Edmonds sets). With `--visited`,
    /// this and every count below are about the position: the graph without the
    /// vertices the token has left.
    pub bipartite: bool,
    /// The engine that decided: `grid` (a token board), `bipartite` (a maximum matching
    /// and alternating paths) or `blossom` (the Gallai-Edmonds decomposition, for a graph
    /// with an odd cycle).
    pub engine: String,
    /// Number of vertices (a board's free cells).
    pub vertex_count: usize,
    /// The size of a maximum matching.
    pub matching_size: usize,
    /// With `--pairs`: the maximum matching the verdicts come from, each pair's vertices
    /// in input order; a winning move goes to the mover's mate in it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub matching: Option<Vec<[String; 2]>>,
    /// With `--edges`: every edge of the graph (with `--visited`, of the position) as
    /// its two vertices, in input order, loops and parallel edges included.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub edges: Option<Vec<[String; 2]>>,
    /// Without `--start`: every vertex in input order (with `--visited`, every vertex
    /// of the position, the token's included: who wins if the token stood there now).
    /// Absent with `--start`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub verdicts: Option<Verdicts>,
    /// With `--start`: the strategy tree.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub strategy: Option<GeographyStrategy>,
    /// With `--visited`: the game in progress, where the token stands after its path.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub game: Option<GeographyGame>,
}

/// A game of `geography --visited` in progress: the token's path and what the player to
/// move can do. The position is the graph without the vertices the token has left.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct GeographyGame {
    /// The token's path: the start vertex, then the vertex of every move.
    pub path: Vec<String>,
    /// The vertex the token stands on (the path's last).
    pub token: String,
    /// Who is to move: `first` (the player who moved from the start, after an even
    /// number of moves) or `second`.
    pub player: String,
    /// The vertices the token may move to (its unvisited neighbours), in input order;
    /// empty when `game_over`.
    pub legal_moves: Vec<String>,
    /// Whether the player to move has no move, and so has lost.
    pub game_over: bool,
    /// Whether the player to move wins with correct play.
    pub mover_wins: bool,
    /// A winning move: the token's mate in the maximum matching of the position
    /// (`matching`); `null` when the player to move loses.
    pub winning_move: Option<String>,
    /// Every winning move, in input order (empty when the player to move loses).
    pub winning_moves: Vec<String>,
    /// The move the engine plays: the winning move, or when every move loses the first
    /// legal move; `null` when the game is over.
    pub engine_move: Option<String>,
}

/// Who wins from one start vertex of `geography`.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct GeographyVerdict {
    /// The vertex's name.
    pub vertex: String,
    /// Whether the player to move from a token on it wins.
    pub mover_wins: bool,
    /// A winning move (the vertex to move to), `null` when the player to move loses.
    pub winning_move: Option<String>,
}

/// The strategy of `geography --start V`.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct GeographyStrategy {
    /// The start vertex.
    pub start: String,
    /// Whether the player to move from the start (the first player) wins.
    pub mover_wins: bool,
    /// Whether the tree is whole (not cut by `--depth` or `--max-moves`).
    pub complete: bool,
    /// The moves of the tree in preorder: each move is followed by its continuations,
    /// one depth deeper. The winner has one move per position (along a maximum
    /// matching), the loser all of theirs.
    pub moves: Vec<GeographyMove>,
}

/// One move of a geography strategy tree.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct GeographyMove {
    /// 1 for the first move from the start, and so on.
    pub depth: usize,
    /// `first` (odd depths) or `second`.
    pub player: String,
    /// Whether the winner makes it (else it is a reply of the loser).
    pub by_winner: bool,
    /// The vertex the token leaves.
    pub from: String,
    /// The vertex the token moves to.
    pub to: String,
    /// Whether the game goes on below this move but the tree was cut here.
    pub cut: bool,
}

/// `inspect`: the format read and a summary of its contents. Exactly one of `board` and
/// `graph` is present.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct Inspect {
    /// The format the file was read as: `board`, `stones`, `edgelist`, `dimacs` or `mtx`.
    pub format: String,
    /// For `board` and `stones`: the board's size and cell counts.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub board: Option<InspectBoard>,
    /// For `edgelist`, `dimacs` and `mtx`: the graph's counts.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub graph: Option<InspectGraph>,
}

/// A board's size and how many cells of each kind it has.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct InspectBoard {
    /// Number of rows.
    pub rows: usize,
    /// Number of columns.
    pub columns: usize,
    /// Cell counts by kind: `free`/`blocked` for token boards, `empty`/`black`/`white`
    /// for stone boards (kinds that do not occur are absent).
    pub cells: BTreeMap<String, usize>,
}

/// A graph's counts. For a Matrix Market file (a bipartite graph), `vertex_count` is rows
/// plus columns and `sides` gives each side.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(deny_unknown_fields))]
pub struct InspectGraph {
    /// Number of vertices.
    pub vertex_count: usize,
    /// Number of edges, self-loops and parallel edges included.
    pub edge_count: usize,
    /// Edges whose two endpoints are the same vertex (always 0 for bipartite graphs).
    pub self_loops: usize,
    /// Edges joining the same two vertices as an earlier edge.
    pub parallel_edges: usize,
    /// Vertices without any edge (a vertex with only a self-loop is not isolated).
    pub isolated_vertices: usize,
    /// Matrix Market only: the rows (left) and columns (right).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sides: Option<Sides>,
}
