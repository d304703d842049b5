//! A game in progress on a token board (LOJ 6033 rules): the token was placed on a free
//! cell, then moved cell by cell; [`play_token_board`] checks every move against the
//! rules and answers for the position reached: who is to move wins or loses, the legal
//! moves, the winning move and the move the engine plays.
//!
//! The position after a walk is the board with every visited cell blocked except the one
//! the token stands on: cells visited before can never be entered again, so they are
//! out of the game, and the rest plays as a fresh game from the token's cell. It is
//! solved like any board ([`solve_token_board`]), so the answer carries the maximum
//! matching the engine's move follows and, for a losing token cell, the alternating path
//! that proves it loses ([`TokenBoardSolution::alternating_path`]).
//!
//! Time: O(C + k) for C cells and k moves, plus the solve. Not done: other move rules
//! (diagonal moves, revisits), and incremental solving from move to move (each position
//! is solved afresh; `game::replay` has the incremental matching for the stone game,
//! where the records are long).

use std::fmt;

use super::{solve_token_board, CellVerdict, TokenBoardSolution};
use crate::board::{Board, BoardShape, CellId, Position, TokenCell};

/// What is wrong with a walk of the token (see [`play_token_board`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct TokenMoveError {
    /// Which step broke the rules: 0 for the placement, `k` for the `k`-th move.
    pub step: usize,
    /// The cell the step goes to.
    pub to: Position,
    /// Why it is not allowed.
    pub kind: TokenMoveErrorKind,
}

/// Why a step of a walk is not allowed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum TokenMoveErrorKind {
    /// The cell is off the board, which has this many rows and columns.
    OffBoard {
        /// The board's rows.
        n_rows: usize,
        /// The board's columns.
        n_cols: usize,
    },
    /// The cell is blocked.
    Blocked,
    /// The token has been on the cell before.
    Visited,
    /// The cell is not an orthogonal neighbour of the token's cell `from`.
    NotAdjacent {
        /// Where the token stands.
        from: Position,
    },
}

impl fmt::Display for TokenMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let to = self.to;
        match self.step {
            0 => write!(f, "the token cannot be placed on {to}: ")?,
            k => write!(f, "move {k} to {to} is not allowed: ")?,
        }
        match self.kind {
            TokenMoveErrorKind::OffBoard { n_rows, n_cols } => {
                write!(f, "the board has {n_rows} rows and {n_cols} columns")
            }
            TokenMoveErrorKind::Blocked => write!(f, "the cell is blocked"),
            TokenMoveErrorKind::Visited => write!(f, "the token has been there before"),
            TokenMoveErrorKind::NotAdjacent { from } => {
                write!(f, "the token stands on {from}, and moves one cell up, down, left or right")
            }
        }
    }
}

impl std::error::Error for TokenMoveError {}

/// The position of a game on a token board after a walk of the token, solved: see
/// [`play_token_board`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TokenGame {
    board: Board<TokenCell>,
    walk: Vec<CellId>,
    legal_moves: Vec<CellId>,
    solution: TokenBoardSolution,
}

impl TokenGame {
    /// The board of the position: the original board with every visited cell blocked
    /// except the token's.
    pub fn board(&self) -> &Board<TokenCell> {
        &self.board
    }

    /// The cells the token has stood on, in order: where it was placed first, the cell
    /// it stands on last.
    pub fn walk(&self) -> &[CellId] {
        &self.walk
    }

    /// The cell the token stands on.
    pub fn token(&self) -> CellId {
        *self.walk.last().expect("a walk starts with the placement")
    }

    /// The number of moves made since the placement.
    pub fn n_moves(&self) -> usize {
        self.walk.len() - 1
    }

    /// The cells the player to move may move the token to (free neighbours never
    /// visited), in row-major order; empty when the game is over.
    pub fn legal_moves(&self) -> &[CellId] {
        &self.legal_moves
    }

    /// Whether the game is over: the player to move has no legal move, and loses.
    pub fn is_over(&self) -> bool {
        self.legal_moves.is_empty()
    }

    /// Whether the player to move wins with correct play.
    pub fn mover_wins(&self) -> bool {
        self.winning_move().is_some()
    }

    /// A winning move (one of [`TokenGame::legal_moves`]): the token's mate in the
    /// maximum matching of [`TokenGame::solution`]; `None` when the player to move loses.
    pub fn winning_move(&self) -> Option<CellId> {
        match self.solution.verdict(self.token()) {
            CellVerdict::Win { to } => Some(to),
            _ => None,
        }
    }

    /// The move a perfect engine plays: the winning move when the player to move wins;
    /// otherwise every move loses against correct play, and it plays the first legal
    /// move (row-major). `None` when the game is over.
    pub fn engine_move(&self) -> Option<CellId> {
        self.winning_move().or_else(|| self.legal_moves.first().copied())
    }

    /// The solution of [`TokenGame::board`]: every cell's verdict on it (the token's
    /// cell's is the position's), the maximum matching and the alternating paths.
    pub fn solution(&self) -> &TokenBoardSolution {
        &self.solution
    }
}

/// Places the token on `start`, plays `moves` in order (each the cell the token moves
/// to, alternately by the two players), and solves the position reached: the board with
/// the visited cells other than the token's blocked, the token on the last cell.
///
/// # Errors
/// The first step that breaks the rules: a cell off the board, a blocked cell, a cell
/// the token has visited, a cell not next to the token.
///
/// # Complexity
/// O(C + k) for C cells and k moves, then [`solve_token_board`] on the position's board.
///
/// # Examples
/// ```
/// use grundy::game::geography::play_token_board;
/// use grundy::{Board, Position, TokenCell};
/// // A 2 x 2 board, all free: from the corner (0, 0) the mover wins (the matching pairs
/// // the cells in twos); after the move to (0, 1) and the reply to (1, 1), one move is
/// // left, to (1, 0), and it wins.
/// let board = Board::new(2, 2, vec![TokenCell::Free; 4]);
/// let game = play_token_board(&board, Position::new(0, 0), &[])?;
/// assert!(game.mover_wins());
/// let game = play_token_board(&board, Position::new(0, 0), &[Position::new(0, 1), Position::new(1, 1)])?;
/// assert_eq!(game.legal_moves().len(), 1);
/// assert_eq!(game.engine_move(), game.legal_moves().first().copied());
/// assert!(game.mover_wins());
/// // The token cannot go back.
/// let err = play_token_board(&board, Position::new(0, 0), &[Position::new(0, 1), Position::new(0, 0)]);
/// assert_eq!(err.unwrap_err().to_string(), "move 2 to (1, 1) is not allowed: the token has been there before");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn play_token_board(
    board: &Board<TokenCell>,
    start: Position,
    moves: &[Position],
) -> Result<TokenGame, TokenMoveError> {
    let shape = board.shape();
    let mut cells = board.cells().to_vec();
    let mut walk = Vec::with_capacity(moves.len() + 1);
    for (step, &to) in std::iter::once(&start).chain(moves).enumerate() {
        let error = |kind| TokenMoveError { step, to, kind };
        let (n_rows, n_cols) = (shape.n_rows(), shape.n_cols());
        let cell = shape.cell(to).ok_or(error(TokenMoveErrorKind::OffBoard { n_rows, n_cols }))?;
        if let Some(&from) = walk.last() {
            if !shape.neighbors(from).any(|n| n == cell) {
                return Err(error(TokenMoveErrorKind::NotAdjacent { from: shape.position(from) }));
            }
        }
        if cells[cell.index()] == TokenCell::Blocked {
            let visited = board.cells()[cell.index()] == TokenCell::Free;
            return Err(error(if visited {
                TokenMoveErrorKind::Visited
            } else {
                TokenMoveErrorKind::Blocked
            }));
        }
        // The cell left behind is out of the game for good.
        if let Some(&from) = walk.last() {
            cells[CellId::index(from)] = TokenCell::Blocked;
        }
        walk.push(cell);
    }
    let board = Board::new(shape.n_rows(), shape.n_cols(), cells);
    let token = *walk.last().expect("the placement is the walk's first cell");
    let legal_moves = free_neighbors(shape, board.cells(), token);
    let solution = solve_token_board(&board);
    Ok(TokenGame { board, walk, legal_moves, solution })
}

/// The free neighbours of `cell`, in row-major order.
fn free_neighbors(shape: BoardShape, cells: &[TokenCell], cell: CellId) -> Vec<CellId> {
    shape.neighbors(cell).filter(|n| cells[n.index()] == TokenCell::Free).collect()
}

#[cfg(test)]
mod tests;
