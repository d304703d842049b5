//! Rectangular boards of cells: [`Board`], with the two cell alphabets of the classic
//! problems, [`TokenCell`] (`.` free, `#` blocked) and [`StoneCell`] (`.` empty, `X`
//! black, `O` white).
//!
//! A board stores its cells row-major in one `Vec`, one byte per cell, and names a cell
//! by [`CellId`] (`row * n_cols + col`, `u32` inside: boards up to 4·10^9 cells). Turning
//! a board into a game graph is the business of the algorithms, not of this type.

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

/// The orthogonal neighbours of the cell with row-major index `cell` on an
/// `n_rows × n_cols` board, as row-major indices: up, left, right, down (those on the
/// board). O(1).
pub fn orthogonal_neighbors(n_rows: usize, n_cols: usize, cell: usize) -> impl Iterator<Item = usize> {
    let (row, col) = (cell / n_cols, cell % n_cols);
    let up = (row > 0).then(|| cell - n_cols);
    let left = (col > 0).then(|| cell - 1);
    let right = (col + 1 < n_cols).then(|| cell + 1);
    let down = (row + 1 < n_rows).then(|| cell + n_cols);
    [up, left, right, down].into_iter().flatten()
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

    /// The 0-based (row, column) of `cell`.
    pub fn position(&self, cell: CellId) -> (usize, usize) {
        (cell.index() / self.n_cols, cell.index() % self.n_cols)
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
