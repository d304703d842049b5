//! Undirected vertex geography on bipartite graphs, solved by maximum matching, and the
//! LOJ 6033 token board built on it; O(E √V) for the matching, then O(V + E). Token
//! boards go to the grid engine ([`crate::matching::grid_matching`]), which works on the
//! board itself.
//!
//! The game: a token stands on a vertex; the player to move slides it along an edge to a
//! vertex not visited before (the start counts as visited); who cannot move loses.
//! Theorem (Fraenkel, Scheinerman and Ullman, "Undirected edge geography", 1993, for the
//! vertex version): the player to move from `v` wins iff every maximum matching covers
//! `v`. The winning move from such a `v` is to its mate `u` in *any* maximum matching
//! `M`: deleting `v` leaves `M - vu`, a maximum matching of `G - v` (its size is
//! `ν(G) - 1 = ν(G - v)`) that misses `u`, so `u` is not essential in `G - v` and the
//! opponent loses there. Conversely from an inessential `v`, every move goes to a vertex
//! that is essential in `G - v`. Non-bipartite graphs (which need blossoms) are solved by
//! [`solve_general_geography`]; directed geography (PSPACE-complete) is not handled.
//! [`Geography::strategy`] lists the whole winning strategy from one start.

mod strategy;

pub use strategy::{Strategy, StrategyLimits, StrategyMove};

use super::board_graph::BoardGraph;
use crate::board::{Board, BoardShape, CellId, TokenCell};
use crate::graph::{BipartiteGraph, Graph, VertexId};
use crate::matching::{gallai_edmonds, grid_fits, grid_matching, GallaiEdmonds, GeneralMatching};
use crate::matching::{maximum_matching, vertex_status, BipartiteMatching, Side, VertexStatus};

/// The solution of vertex geography on a bipartite graph: who wins from each start
/// vertex and with which move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Geography {
    matching: BipartiteMatching,
    status: VertexStatus,
}

impl Geography {
    /// Whether the player to move wins from a token on vertex `v` of side `side`.
    ///
    /// # Panics
    /// If `v` is not a vertex of `side`.
    pub fn mover_wins(&self, side: Side, v: VertexId) -> bool {
        self.status.is_essential(side, v)
    }

    /// A winning move from `v` (a vertex of the other side), or `None` if the player to
    /// move from `v` loses.
    ///
    /// # Panics
    /// If `v` is not a vertex of `side`.
    pub fn winning_move(&self, side: Side, v: VertexId) -> Option<VertexId> {
        if self.mover_wins(side, v) {
            Some(self.matching.mate(side, v).expect("an essential vertex is matched"))
        } else {
            None
        }
    }

    /// The maximum matching the solution is based on.
    pub fn matching(&self) -> &BipartiteMatching {
        &self.matching
    }

    /// The Dulmage-Mendelsohn part of every vertex.
    pub fn status(&self) -> &VertexStatus {
        &self.status
    }
}

/// Solves vertex geography on `graph` from every start vertex at once.
///
/// # Complexity
/// O(E √V) time, O(V + E) extra space.
///
/// # Examples
/// ```
/// use grundy::game::geography::solve_geography;
/// use grundy::matching::Side;
/// use grundy::{BipartiteGraph, VertexId};
/// // Path l0 - r0 - l1: from r0 the mover goes to l0 or l1 and wins; from l0 she loses.
/// let v = VertexId::new;
/// let g = BipartiteGraph::from_edges(2, 1, vec![(v(0), v(0)), (v(1), v(0))]);
/// let game = solve_geography(&g);
/// assert!(game.mover_wins(Side::Right, v(0)));
/// assert!(!game.mover_wins(Side::Left, v(0)));
/// ```
pub fn solve_geography(graph: &BipartiteGraph) -> Geography {
    let matching = maximum_matching(graph);
    let status = vertex_status(graph, &matching);
    Geography { matching, status }
}

/// The verdict for a token placed on one cell of a token board, the opponent of the
/// placer moving first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CellVerdict {
    /// A blocked cell: no token goes there.
    Blocked,
    /// The player to move loses: the placer wins.
    Lose,
    /// The player to move wins by moving to `to`.
    Win {
        /// A winning move: the neighbouring cell to move the token to.
        to: CellId,
    },
}

/// The verdict of every cell of a token board (LOJ 6033).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TokenBoardSolution {
    shape: BoardShape,
    verdicts: Vec<CellVerdict>,
}

impl TokenBoardSolution {
    /// The verdict for a token on `cell`.
    ///
    /// # Panics
    /// If `cell` is off the board.
    pub fn verdict(&self, cell: CellId) -> CellVerdict {
        self.verdicts[cell.index()]
    }

    /// All verdicts, row-major.
    pub fn verdicts(&self) -> &[CellVerdict] {
        &self.verdicts
    }

    /// The cells where the placer (the second mover) wins, row-major.
    pub fn placer_wins(&self) -> impl Iterator<Item = CellId> + '_ {
        self.verdicts
            .iter()
            .enumerate()
            .filter(|(_, v)| **v == CellVerdict::Lose)
            .map(|(i, _)| CellId::new(i))
    }

    /// The board's geometry.
    pub fn shape(&self) -> BoardShape {
        self.shape
    }
}

/// Solves the LOJ 6033 token board: for each free cell, whether the player who moves
/// first from a token placed there wins, and how.
///
/// # Complexity
/// O(C) space for C cells; the time of [`grid_matching`]: near linear on random boards,
/// O(C²) in the worst case.
///
/// # Examples
/// ```
/// use grundy::game::geography::{solve_token_board, CellVerdict};
/// use grundy::{Board, CellId, TokenCell};
/// // #.
/// // ..   (LOJ 6033 sample 1: the placer wins on (0, 1) and (1, 0))
/// let cells = vec![TokenCell::Blocked, TokenCell::Free, TokenCell::Free, TokenCell::Free];
/// let solution = solve_token_board(&Board::new(2, 2, cells));
/// let placer: Vec<_> = solution.placer_wins().map(CellId::index).collect();
/// assert_eq!(placer, vec![1, 2]);
/// assert!(matches!(solution.verdict(CellId::new(3)), CellVerdict::Win { .. }));
/// ```
pub fn solve_token_board(board: &Board<TokenCell>) -> TokenBoardSolution {
    let (n_rows, n_cols) = (board.n_rows(), board.n_cols());
    if !grid_fits(n_rows, n_cols) {
        return solve_token_board_by_graph(board);
    }
    let cells = board.cells();
    let m = grid_matching(n_rows, n_cols, |cell| cells[cell] == TokenCell::Free);
    let verdicts = m
        .cells()
        .map(|cell| match (cell.is_usable(), cell.is_missable(), cell.mate()) {
            (false, _, _) => CellVerdict::Blocked,
            (true, true, _) | (true, false, None) => CellVerdict::Lose,
            (true, false, Some(to)) => CellVerdict::Win { to },
        })
        .collect();
    TokenBoardSolution { shape: board.shape(), verdicts }
}

/// [`solve_token_board`] through the board's [`BoardGraph`] and the general bipartite
/// engine: for boards too large for the grid engine, and as a second opinion in tests.
pub(crate) fn solve_token_board_by_graph(board: &Board<TokenCell>) -> TokenBoardSolution {
    let board_graph = BoardGraph::from_token_board(board);
    let game = solve_geography(board_graph.graph());
    let verdicts = (0..board.cells().len())
        .map(|cell| match board_graph.vertex(CellId::new(cell)) {
            None => CellVerdict::Blocked,
            Some((side, v)) => match game.winning_move(side, v) {
                None => CellVerdict::Lose,
                Some(to) => CellVerdict::Win { to: board_graph.cell(side.other(), to) },
            },
        })
        .collect();
    TokenBoardSolution { shape: board.shape(), verdicts }
}

/// The solution of vertex geography on a general graph (odd cycles allowed): who wins
/// from each start vertex and with which move.
///
/// The theorem above holds on every graph: the player to move from `v` loses exactly when
/// `v` is in D, the set of vertices that some maximum matching misses (Gallai-Edmonds), and
/// otherwise wins by moving to `v`'s mate in any maximum matching.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GeneralGeography {
    decomposition: GallaiEdmonds,
}

impl GeneralGeography {
    /// Whether the player to move wins from a token on `v`.
    ///
    /// # Panics
    /// If `v` is not a vertex.
    pub fn mover_wins(&self, v: VertexId) -> bool {
        self.decomposition.part(v).is_essential()
    }

    /// A winning move from `v`, or `None` if the player to move from `v` loses.
    ///
    /// # Panics
    /// If `v` is not a vertex.
    pub fn winning_move(&self, v: VertexId) -> Option<VertexId> {
        if self.mover_wins(v) {
            Some(self.decomposition.matching().mate(v).expect("a vertex outside D is matched"))
        } else {
            None
        }
    }

    /// The maximum matching and Gallai-Edmonds decomposition the solution is based on.
    pub fn decomposition(&self) -> &GallaiEdmonds {
        &self.decomposition
    }
}

/// Solves vertex geography on a general graph from every start vertex at once (bipartite
/// graphs by Hopcroft-Karp, the others by the blossom algorithm).
///
/// # Complexity
/// That of [`gallai_edmonds`]: O(E √V) on bipartite graphs, near-linear in practice and
/// O(V E α(V)) at worst otherwise; O(V + E) extra space.
///
/// # Examples
/// ```
/// use grundy::game::geography::solve_general_geography;
/// use grundy::{Graph, VertexId};
/// // A triangle 0 - 1 - 2 with a pendant 3 on 2: every maximum matching covers all four
/// // vertices, so the mover wins from each; from 3 the winning move is to 2.
/// let v = VertexId::new;
/// let g = Graph::from_edges(4, vec![(v(0), v(1)), (v(1), v(2)), (v(2), v(0)), (v(2), v(3))]);
/// let game = solve_general_geography(&g);
/// assert!(game.mover_wins(v(0)));
/// assert_eq!(game.winning_move(v(3)), Some(v(2)));
/// ```
pub fn solve_general_geography(graph: &Graph) -> GeneralGeography {
    GeneralGeography { decomposition: gallai_edmonds(graph) }
}

/// A maximum matching whose owner wins the game started on `start`: the winner (the
/// mover if `start` is outside D, else the opponent) answers every move to `w` by moving
/// to `w`'s mate. The mover's matching covers `start`; the opponent's leaves it free (a
/// maximum matching of `graph` with `start`'s edges deleted).
///
/// # Complexity
/// O(1) beyond `game` when the mover wins or `start` is free already, otherwise one more
/// maximum matching.
///
/// # Panics
/// If `start` is not a vertex, or `game` was not solved on `graph`.
pub fn general_geography_strategy(
    graph: &Graph,
    game: &GeneralGeography,
    start: VertexId,
) -> GeneralMatching {
    let matching = game.decomposition.matching();
    assert_eq!(matching.n_vertices(), graph.n_vertices(), "the game was solved on another graph");
    if game.mover_wins(start) || matching.mate(start).is_none() {
        return matching.clone();
    }
    let edges = graph.edges().filter(|&(_, u, w)| u != start && w != start).map(|(_, u, w)| (u, w)).collect();
    let res = gallai_edmonds(&Graph::from_edges(graph.n_vertices(), edges)).into_matching();
    debug_assert_eq!(res.size(), matching.size());
    res
}

#[cfg(test)]
mod tests;
