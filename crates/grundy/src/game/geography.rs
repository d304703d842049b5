//! Undirected vertex geography on bipartite graphs, solved by maximum matching, and the
//! LOJ 6033 token board built on it; O(E √V) for the matching, then O(V + E).
//!
//! The game: a token stands on a vertex; the player to move slides it along an edge to a
//! vertex not visited before (the start counts as visited); who cannot move loses.
//! Theorem (Fraenkel, Scheinerman and Ullman, "Undirected edge geography", 1993, for the
//! vertex version): the player to move from `v` wins iff every maximum matching covers
//! `v`. The winning move from such a `v` is to its mate `u` in *any* maximum matching
//! `M`: deleting `v` leaves `M - vu`, a maximum matching of `G - v` (its size is
//! `ν(G) - 1 = ν(G - v)`) that misses `u`, so `u` is not essential in `G - v` and the
//! opponent loses there. Conversely from an inessential `v`, every move goes to a vertex
//! that is essential in `G - v`. Non-bipartite graphs (which need blossoms) and directed
//! geography (PSPACE-complete) are not handled. [`Geography::strategy`] lists the whole
//! winning strategy from one start.

mod strategy;

pub use strategy::{Strategy, StrategyLimits, StrategyMove};

use super::board_graph::BoardGraph;
use crate::board::{Board, CellId, TokenCell};
use crate::graph::{BipartiteGraph, VertexId};
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
    n_cols: usize,
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

    /// The number of columns of the board.
    pub fn n_cols(&self) -> usize {
        self.n_cols
    }
}

/// Solves the LOJ 6033 token board: for each free cell, whether the player who moves
/// first from a token placed there wins, and how.
///
/// # Complexity
/// O(C √C) time and O(C) space for C cells.
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
    TokenBoardSolution { n_cols: board.n_cols(), verdicts }
}

#[cfg(test)]
mod tests;
