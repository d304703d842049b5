//! Rectangular boards of cells: [`Board`], with the two cell alphabets of the classic
//! problems, [`TokenCell`] (`.` free, `#` blocked) and [`StoneCell`] (`.` empty, `X`
//! black, `O` white).
//!
//! A board stores its cells row-major in one `Vec`, one byte per cell, and names a cell
//! by [`CellId`] (`row * n_cols + col`, `u32` inside: boards up to 4·10^9 cells). The
//! geometry (positions, the 1-based display judges use, chessboard colours, orthogonal
//! neighbours) is [`BoardShape`] and [`Position`], the one place it is written. Turning a
//! board into a game graph is the business of the algorithms, not of this type.

use std::fmt;

/// A cell of a board: its row-major index `row * n_cols + col`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct CellId(u32);

impl CellId {
    /// The id with index `index`.
    ///
    /// # Panics
    /// If `index` does not fit in a `u32`.
    #[inline]
    pub fn new(index: usize) -> CellId {
        CellId(u32::try_from(index).expect("cell index out of range"))
    }

    /// The row-major index of this cell.
    #[inline]
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// The place of a cell on a board: 0-based row and column.
///
/// Judges and people count from 1: [`Display`](fmt::Display) writes `(row, col)` from 1,
/// [`Position::judge`] writes `row col` from 1, and [`Position::parse_one_based`] reads
/// either form back.
///
/// # Examples
/// ```
/// use grundy::{Colour, Position};
/// let p = Position::new(0, 2);
/// assert_eq!(p.to_string(), "(1, 3)");
/// assert_eq!(p.judge().to_string(), "1 3");
/// assert_eq!(p.colour(), Colour::Even);
/// assert_eq!(Position::parse_one_based("(1, 3)"), Some(p));
/// assert_eq!(Position::parse_one_based("1,3"), Some(p));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Position {
    /// The row, from 0 at the top.
    pub row: usize,
    /// The column, from 0 at the left.
    pub col: usize,
}

impl Position {
    /// The position at 0-based (`row`, `col`).
    pub fn new(row: usize, col: usize) -> Position {
        Position { row, col }
    }

    /// The cell's colour on a chessboard: [`Colour::Even`] when `row + col` is even.
    /// Orthogonal neighbours always differ in colour, so a board's grid graph is
    /// bipartite with the colours as its sides.
    pub fn colour(self) -> Colour {
        if (self.row + self.col).is_multiple_of(2) {
            Colour::Even
        } else {
            Colour::Odd
        }
    }

    /// The judges' form, `row col` from 1 (LOJ 6033 output, NOI 2011 moves).
    pub fn judge(self) -> impl fmt::Display {
        JudgePosition(self)
    }

    /// Reads a 1-based position written `row,col`, `row col` or `(row, col)`; `None` for
    /// anything else (zero included).
    pub fn parse_one_based(text: &str) -> Option<Position> {
        let inner = text.trim();
        let inner = inner.strip_prefix('(').and_then(|t| t.strip_suffix(')')).unwrap_or(inner);
        let (row, col) = inner.split_once(',').or_else(|| inner.trim().split_once(' '))?;
        let row = row.trim().parse::<usize>().ok()?.checked_sub(1)?;
        let col = col.trim().parse::<usize>().ok()?.checked_sub(1)?;
        Some(Position { row, col })
    }
}

impl fmt::Display for Position {
    /// `(row, col)`, both from 1.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({}, {})", self.row + 1, self.col + 1)
    }
}

/// [`Position::judge`]'s display.
struct JudgePosition(Position);

impl fmt::Display for JudgePosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.0.row + 1, self.0.col + 1)
    }
}

/// The colour of a cell on a chessboard (see [`Position::colour`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Colour {
    /// `row + col` even: the left side of a board's grid graph.
    Even,
    /// `row + col` odd: the right side.
    Odd,
}

impl Colour {
    /// The other colour.
    pub fn other(self) -> Colour {
        match self {
            Colour::Even => Colour::Odd,
            Colour::Odd => Colour::Even,
        }
    }
}

/// The geometry of an `n_rows × n_cols` board: cells, positions, colours and
/// neighbours, without the cells' contents. Every board algorithm and writer names its
/// cells through it.
///
/// # Examples
/// ```
/// use grundy::{BoardShape, CellId, Position};
/// let shape = BoardShape::new(2, 3);
/// let corner = shape.cell(Position::new(1, 2)).unwrap();
/// assert_eq!(corner, CellId::new(5));
/// let around: Vec<_> = shape.neighbors(corner).map(CellId::index).collect();
/// assert_eq!(around, vec![2, 4]);
/// assert_eq!(shape.cell(Position::new(2, 0)), None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BoardShape {
    n_rows: usize,
    n_cols: usize,
}

impl BoardShape {
    /// The shape of a board of `n_rows` rows and `n_cols` columns.
    ///
    /// # Panics
    /// If the board has more than `u32::MAX` cells (a [`CellId`] is a `u32`).
    pub fn new(n_rows: usize, n_cols: usize) -> BoardShape {
        assert!(n_rows.checked_mul(n_cols).is_some_and(|n| n <= u32::MAX as usize), "board too large");
        BoardShape { n_rows, n_cols }
    }

    /// The number of rows.
    pub fn n_rows(self) -> usize {
        self.n_rows
    }

    /// The number of columns.
    pub fn n_cols(self) -> usize {
        self.n_cols
    }

    /// The number of cells.
    pub fn n_cells(self) -> usize {
        self.n_rows * self.n_cols
    }

    /// The position of `cell`.
    pub fn position(self, cell: CellId) -> Position {
        Position { row: cell.index() / self.n_cols, col: cell.index() % self.n_cols }
    }

    /// The cell at `position`, `None` off the board.
    pub fn cell(self, position: Position) -> Option<CellId> {
        (position.row < self.n_rows && position.col < self.n_cols)
            .then(|| CellId::new(position.row * self.n_cols + position.col))
    }

    /// The chessboard colour of `cell`.
    pub fn colour(self, cell: CellId) -> Colour {
        self.position(cell).colour()
    }

    /// The orthogonal neighbours of `cell` on the board: up, left, right, down. O(1).
    pub fn neighbors(self, cell: CellId) -> impl Iterator<Item = CellId> {
        let Position { row, col } = self.position(cell);
        let at = cell.index();
        let up = (row > 0).then(|| at - self.n_cols);
        let left = (col > 0).then(|| at - 1);
        let right = (col + 1 < self.n_cols).then(|| at + 1);
        let down = (row + 1 < self.n_rows).then(|| at + self.n_cols);
        [up, left, right, down].into_iter().flatten().map(CellId::new)
    }

    /// Every cell, row-major.
    pub fn cells(self) -> impl ExactSizeIterator<Item = CellId> {
        (0..self.n_cells()).map(CellId::new)
    }
}

/// A cell alphabet: the characters a board of this kind is drawn with.
pub trait Cell: Copy + Eq + fmt::Debug + 'static {
    /// The cell drawn by `byte`, if any.
    fn from_byte(byte: u8) -> Option<Self>;
    /// The character that draws this cell.
    fn to_byte(self) -> u8;
    /// The allowed characters, for error messages (e.g. "`.` or `#`").
    const EXPECTED: &'static str;
    /// A cell that every board of this alphabet holds exactly once (the one empty cell
    /// of a stone board), if the alphabet has such a rule. Parsers enforce it.
    const EXACTLY_ONE: Option<Self> = None;
}

/// A cell of a token board (LOJ 6033): free or blocked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TokenCell {
    /// `.`: the token may stand here.
    Free,
    /// `#`: nothing may enter.
    Blocked,
}

impl Cell for TokenCell {
    #[inline]
    fn from_byte(byte: u8) -> Option<Self> {
        match byte {
            b'.' => Some(TokenCell::Free),
            b'#' => Some(TokenCell::Blocked),
            _ => None,
        }
    }

    #[inline]
    fn to_byte(self) -> u8 {
        match self {
            TokenCell::Free => b'.',
            TokenCell::Blocked => b'#',
        }
    }

    const EXPECTED: &'static str = "`.` (free) or `#` (blocked)";
}

/// A cell of a stone board (NOI 2011): the empty cell, a black stone or a white stone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StoneCell {
    /// `.`: the one empty cell.
    Empty,
    /// `X`: a black stone, moved by the second player.
    Black,
    /// `O`: a white stone, moved by the first player.
    White,
}

impl Cell for StoneCell {
    #[inline]
    fn from_byte(byte: u8) -> Option<Self> {
        match byte {
            b'.' => Some(StoneCell::Empty),
            b'X' => Some(StoneCell::Black),
            b'O' => Some(StoneCell::White),
            _ => None,
        }
    }

    #[inline]
    fn to_byte(self) -> u8 {
        match self {
            StoneCell::Empty => b'.',
            StoneCell::Black => b'X',
            StoneCell::White => b'O',
        }
    }

    const EXPECTED: &'static str = "`.` (empty), `X` (black) or `O` (white)";
    const EXACTLY_ONE: Option<Self> = Some(StoneCell::Empty);
}

/// A rectangular board of `n_rows × n_cols` cells of alphabet `C`.
#[derive(Clone, PartialEq, Eq)]
pub struct Board<C> {
    n_rows: usize,
    n_cols: usize,
    cells: Vec<C>,
}

impl<C: Cell> Board<C> {
    /// A board from its cells in row-major order.
    ///
    /// # Panics
    /// If `cells.len() != n_rows * n_cols`, or the board has more than `u32::MAX` cells.
    pub fn new(n_rows: usize, n_cols: usize, cells: Vec<C>) -> Board<C> {
        assert_eq!(n_rows.checked_mul(n_cols), Some(cells.len()), "cell count does not match the size");
        assert!(cells.len() <= u32::MAX as usize, "board too large");
        Board { n_rows, n_cols, cells }
    }

    /// The number of rows.
    pub fn n_rows(&self) -> usize {
        self.n_rows
    }

    /// The number of columns.
    pub fn n_cols(&self) -> usize {
        self.n_cols
    }

    /// All cells, row-major.
    pub fn cells(&self) -> &[C] {
        &self.cells
    }

    /// The cells of row `row`.
    pub fn row(&self, row: usize) -> &[C] {
        &self.cells[row * self.n_cols..(row + 1) * self.n_cols]
    }

    /// The cell at (`row`, `col`), 0-based; `None` off the board.
    pub fn get(&self, row: usize, col: usize) -> Option<C> {
        (row < self.n_rows && col < self.n_cols).then(|| self.cells[row * self.n_cols + col])
    }

    /// The id of the cell at (`row`, `col`), 0-based.
    ///
    /// # Panics
    /// If the position is off the board.
    pub fn cell_id(&self, row: usize, col: usize) -> CellId {
        assert!(row < self.n_rows && col < self.n_cols, "position off the board");
        CellId::new(row * self.n_cols + col)
    }

    /// The board's geometry.
    pub fn shape(&self) -> BoardShape {
        BoardShape { n_rows: self.n_rows, n_cols: self.n_cols }
    }

    /// The position of `cell`.
    pub fn position(&self, cell: CellId) -> Position {
        self.shape().position(cell)
    }
}

impl<C: Cell> fmt::Debug for Board<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "Board {}x{}", self.n_rows, self.n_cols)?;
        for row in 0..self.n_rows {
            let text: String = self.row(row).iter().map(|c| c.to_byte() as char).collect();
            writeln!(f, "{text}")?;
        }
        Ok(())
    }
}

impl<C: Cell> fmt::Display for Board<C> {
    /// Draws the board, one line per row, each line ended by `\n`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for row in 0..self.n_rows {
            let text: String = self.row(row).iter().map(|c| c.to_byte() as char).collect();
            writeln!(f, "{text}")?;
        }
        Ok(())
    }
}
