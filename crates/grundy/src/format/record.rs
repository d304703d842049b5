//! A NOI 2011 "bunny and egg" game record, checked: a stone board with one empty cell and
//! the cells whose stones were moved, in order. [`StoneRecord::new`] replays the moves on
//! a copy of the board and names the first broken rule in a [`RecordError`] (which
//! [`crate::format::InvalidReason::Record`] carries when a record is read from text);
//! O(cells + moves) time and space.
//!
//! Invariant: a [`StoneRecord`] is legal: exactly one empty cell at the start, and every
//! move slides a stone of the mover's colour (Tutu `O`, Dandan `X`, Tutu first) from a
//! cell orthogonally adjacent to the empty cell into it. Whether the moves were good is
//! the replay's business (`game/replay.rs`), not the record's.

use std::fmt;

use crate::board::{Board, CellId, Position, StoneCell};

/// One of the two players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Player {
    /// Tutu (the bunny): moves first, moves white stones `O`.
    Tutu,
    /// Dandan (the egg): moves second, moves black stones `X`.
    Dandan,
}

impl Player {
    /// The player who makes half-move `index` (0-based).
    pub fn of_half_move(index: usize) -> Player {
        if index.is_multiple_of(2) {
            Player::Tutu
        } else {
            Player::Dandan
        }
    }

    /// The stone colour this player moves.
    pub fn stone(self) -> StoneCell {
        match self {
            Player::Tutu => StoneCell::White,
            Player::Dandan => StoneCell::Black,
        }
    }

    /// The player's lowercase name.
    pub fn name(self) -> &'static str {
        match self {
            Player::Tutu => "tutu",
            Player::Dandan => "dandan",
        }
    }
}

/// Why a board and a list of moves are not a legal game record.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum RecordError {
    /// The board does not have exactly one empty cell.
    EmptyCells {
        /// The number of empty cells found.
        count: usize,
    },
    /// A move is not legal in the position it is played in.
    IllegalMove {
        /// The 0-based index of the half-move.
        index: usize,
        /// The cell of the stone the move takes.
        cell: Position,
        /// The rule it breaks.
        rule: MoveRule,
    },
}

/// The rule an illegal move breaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum MoveRule {
    /// The cell is not on the board.
    OffBoard,
    /// The cell is the empty cell itself.
    EmptyCell,
    /// The cell is not orthogonally adjacent to the empty cell.
    NotAdjacent {
        /// Where the empty cell is.
        empty: Position,
    },
    /// The cell does not hold a stone of the mover's colour.
    WrongStone {
        /// What the cell holds.
        found: StoneCell,
    },
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            RecordError::EmptyCells { count } => {
                write!(f, "the board must have exactly one empty cell `.`, found {count}")
            }
            RecordError::IllegalMove { index, cell, rule } => {
                let player = Player::of_half_move(index);
                write!(f, "move {} of {}: {cell} ", index / 2 + 1, player.name())?;
                match rule {
                    MoveRule::OffBoard => write!(f, "is off the board"),
                    MoveRule::EmptyCell => write!(f, "is the empty cell itself"),
                    MoveRule::NotAdjacent { empty } => write!(f, "is not adjacent to the empty cell {empty}"),
                    MoveRule::WrongStone { found } => {
                        let stone = match found {
                            StoneCell::White => "a white stone `O`",
                            StoneCell::Black => "a black stone `X`",
                            StoneCell::Empty => "no stone",
                        };
                        let own = match player {
                            Player::Tutu => "white stones `O`",
                            Player::Dandan => "black stones `X`",
                        };
                        write!(f, "holds {stone}, but {} moves {own}", player.name())
                    }
                }
            }
        }
    }
}

impl std::error::Error for RecordError {}

/// A legal game record: a start board with one empty cell and the cells whose stones
/// were moved, in order (Tutu's moves at even indices).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoneRecord {
    board: Board<StoneCell>,
    start: CellId,
    moves: Vec<CellId>,
}

impl StoneRecord {
    /// Checks a record: exactly one empty cell, and every move takes a stone of the
    /// mover's colour orthogonally adjacent to the empty cell.
    ///
    /// # Complexity
    /// O(cells + moves) time.
    ///
    /// # Errors
    /// [`RecordError`] naming the first broken rule.
    pub fn new(board: Board<StoneCell>, moves: Vec<CellId>) -> Result<StoneRecord, RecordError> {
        let empties: Vec<usize> = board
            .cells()
            .iter()
            .enumerate()
            .filter(|(_, &c)| c == StoneCell::Empty)
            .map(|(i, _)| i)
            .collect();
        if empties.len() != 1 {
            return Err(RecordError::EmptyCells { count: empties.len() });
        }
        let start = CellId::new(empties[0]);
        let shape = board.shape();
        let mut cells = board.cells().to_vec();
        let mut empty = start;
        for (index, &cell) in moves.iter().enumerate() {
            let player = Player::of_half_move(index);
            let illegal = |rule| RecordError::IllegalMove { index, cell: shape.position(cell), rule };
            if cell.index() >= cells.len() {
                return Err(illegal(MoveRule::OffBoard));
            }
            if cell == empty {
                return Err(illegal(MoveRule::EmptyCell));
            }
            if !shape.neighbors(empty).any(|n| n == cell) {
                return Err(illegal(MoveRule::NotAdjacent { empty: shape.position(empty) }));
            }
            let found = cells[cell.index()];
            if found != player.stone() {
                return Err(illegal(MoveRule::WrongStone { found }));
            }
            cells[empty.index()] = found;
            cells[cell.index()] = StoneCell::Empty;
            empty = cell;
        }
        Ok(StoneRecord { board, start, moves })
    }

    /// [`StoneRecord::new`] with the moves given as positions (the cells of the stones
    /// moved), as a front end reads them: a position off the board is an illegal move
    /// ([`MoveRule::OffBoard`]) like any other.
    ///
    /// # Complexity
    /// O(cells + moves) time.
    ///
    /// # Errors
    /// [`RecordError`] naming the first broken rule.
    ///
    /// # Examples
    /// ```
    /// use grundy::game::replay::StoneRecord;
    /// use grundy::format::parse_board;
    /// use grundy::{Position, StoneCell};
    /// let board = parse_board::<StoneCell>(b"XO.OXO\n")?;
    /// let record = StoneRecord::from_positions(board.clone(), &[Position::new(0, 1)])?;
    /// assert_eq!(record.moves().len(), 1);
    /// let err = StoneRecord::from_positions(board, &[Position::new(1, 1)]).unwrap_err();
    /// assert_eq!(err.to_string(), "move 1 of tutu: (2, 2) is off the board");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_positions(board: Board<StoneCell>, moves: &[Position]) -> Result<StoneRecord, RecordError> {
        let shape = board.shape();
        let mut cells = Vec::with_capacity(moves.len());
        for (index, &position) in moves.iter().enumerate() {
            match shape.cell(position) {
                Some(cell) => cells.push(cell),
                None => {
                    // Report the earlier moves' faults first, as `new` would.
                    StoneRecord::new(board.clone(), cells)?;
                    return Err(RecordError::IllegalMove { index, cell: position, rule: MoveRule::OffBoard });
                }
            }
        }
        StoneRecord::new(board, cells)
    }

    /// The start board.
    pub fn board(&self) -> &Board<StoneCell> {
        &self.board
    }

    /// The start cell of the empty square.
    pub fn start(&self) -> CellId {
        self.start
    }

    /// The moved stones' cells, in order.
    pub fn moves(&self) -> &[CellId] {
        &self.moves
    }

    /// The board after the whole record.
    pub fn final_board(&self) -> Board<StoneCell> {
        let mut cells = self.board.cells().to_vec();
        let mut empty = self.start;
        for &cell in &self.moves {
            cells.swap(empty.index(), cell.index());
            empty = cell;
        }
        Board::new(self.board.n_rows(), self.board.n_cols(), cells)
    }

    /// The empty cell after the whole record.
    pub fn final_empty(&self) -> CellId {
        self.moves.last().copied().unwrap_or(self.start)
    }

    /// The player to move after the whole record.
    pub fn next_player(&self) -> Player {
        Player::of_half_move(self.moves.len())
    }

    /// The legal moves (cells of the stones that may move) of the player to move after
    /// the whole record, in row-major order.
    pub fn final_legal_moves(&self) -> Vec<CellId> {
        let board = self.final_board();
        let empty = self.final_empty();
        let stone = self.next_player().stone();
        let mut res: Vec<CellId> =
            board.shape().neighbors(empty).filter(|&n| board.cells()[n.index()] == stone).collect();
        res.sort();
        res
    }
}
