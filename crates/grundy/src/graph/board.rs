//! The grid graph of a board: usable cells joined to their orthogonal usable neighbours,
//! two-coloured like a chessboard, as a [`BipartiteGraph`] with maps cell ⟷ vertex. O(cells).
//!
//! A cell at (row, col) with `row + col` even is a left vertex, otherwise a right vertex;
//! each side numbers its vertices in row-major order. Which cells are usable is the
//! caller's choice (free cells of a token board, the reachable cells of a stone board).
//! Diagonal moves, wrap-around and non-rectangular boards are not modelled.

use super::{BipartiteGraph, Side, VertexId};
use crate::board::{Board, BoardShape, CellId, Colour, TokenCell};

/// Marks an unusable cell in `cell_vertex`.
const NONE: u32 = u32::MAX;

/// A board's grid graph with the maps between cells and vertices.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardGraph {
    n_rows: usize,
    n_cols: usize,
    graph: BipartiteGraph,
    /// For every cell: its vertex index on its side, or [`NONE`] if unusable.
    cell_vertex: Vec<u32>,
    left_cells: Vec<CellId>,
    right_cells: Vec<CellId>,
}

impl BoardGraph {
    /// The grid graph of the cells of an `n_rows × n_cols` board for which `usable`
    /// (given the row-major cell index) holds.
    ///
    /// # Complexity
    /// O(n_rows · n_cols) time and space.
    ///
    /// # Panics
    /// If the board has more than `u32::MAX` cells, or its grid graph more than
    /// [`EdgeId::MAX_INDEX`](crate::EdgeId::MAX_INDEX) + 1 edges (only possible beyond
    /// 2^31 cells; `parse_token_board` and the judge parsers stop at 2^31 - 1, `parse_board`
    /// accepts up to 2^32 - 1 cells).
    pub fn from_cells(n_rows: usize, n_cols: usize, usable: impl Fn(usize) -> bool) -> BoardGraph {
        let n_cells = n_rows.checked_mul(n_cols).expect("board too large");
        let mut cell_vertex = vec![NONE; n_cells];
        let mut left_cells = Vec::new();
        let mut right_cells = Vec::new();
        let shape = BoardShape::new(n_rows, n_cols);
        for (cell, slot) in shape.cells().zip(cell_vertex.iter_mut()) {
            if !usable(cell.index()) {
                continue;
            }
            let cells = if shape.colour(cell) == Colour::Even { &mut left_cells } else { &mut right_cells };
            *slot = cells.len() as u32;
            cells.push(cell);
        }
        let mut edges = Vec::new();
        for cell in shape.cells() {
            if cell_vertex[cell.index()] == NONE {
                continue;
            }
            // Each edge once, from its upper or left end: the right neighbour, then the lower.
            for other in shape.neighbors(cell).filter(|&n| n > cell && cell_vertex[n.index()] != NONE) {
                let (a, b) = (
                    VertexId::new(cell_vertex[cell.index()] as usize),
                    VertexId::new(cell_vertex[other.index()] as usize),
                );
                edges.push(if shape.colour(cell) == Colour::Even { (a, b) } else { (b, a) });
            }
        }
        let graph = BipartiteGraph::from_edges(left_cells.len(), right_cells.len(), edges);
        BoardGraph { n_rows, n_cols, graph, cell_vertex, left_cells, right_cells }
    }

    /// The grid graph of the free cells of a token board.
    ///
    /// # Complexity
    /// O(cells) time and space.
    ///
    /// # Examples
    /// ```
    /// use grundy::BoardGraph;
    /// use grundy::{Board, TokenCell};
    /// // #.
    /// // ..
    /// let cells = vec![TokenCell::Blocked, TokenCell::Free, TokenCell::Free, TokenCell::Free];
    /// let g = BoardGraph::from_token_board(&Board::new(2, 2, cells));
    /// assert_eq!((g.graph().n_left(), g.graph().n_right(), g.graph().n_edges()), (1, 2, 2));
    /// ```
    pub fn from_token_board(board: &Board<TokenCell>) -> BoardGraph {
        let cells = board.cells();
        BoardGraph::from_cells(board.n_rows(), board.n_cols(), |cell| cells[cell] == TokenCell::Free)
    }

    /// The bipartite graph.
    pub fn graph(&self) -> &BipartiteGraph {
        &self.graph
    }

    /// The number of rows of the board.
    pub fn n_rows(&self) -> usize {
        self.n_rows
    }

    /// The number of columns of the board.
    pub fn n_cols(&self) -> usize {
        self.n_cols
    }

    /// The side and vertex of `cell`, or `None` if the cell is not usable.
    ///
    /// # Panics
    /// If `cell` is off the board.
    pub fn vertex(&self, cell: CellId) -> Option<(Side, VertexId)> {
        let v = self.cell_vertex[cell.index()];
        (v != NONE).then(|| (self.side_of(cell), VertexId::new(v as usize)))
    }

    /// The side a cell's vertex would be on, by its colour ([`Colour::Even`] is left).
    pub fn side_of(&self, cell: CellId) -> Side {
        match BoardShape::new(self.n_rows, self.n_cols).colour(cell) {
            Colour::Even => Side::Left,
            Colour::Odd => Side::Right,
        }
    }

    /// The cell of vertex `v` of side `side`.
    ///
    /// # Panics
    /// If `v` is not a vertex of `side`.
    pub fn cell(&self, side: Side, v: VertexId) -> CellId {
        match side {
            Side::Left => self.left_cells[v.index()],
            Side::Right => self.right_cells[v.index()],
        }
    }
}
