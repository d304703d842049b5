//! Character boards: [`parse_board`] reads rows of cell characters into a [`Board`], and
//! [`parse_board_rows`] reads the `n` rows that follow a judge format's `n m` header.
//!
//! The format: an optional first line `n m` (rows, columns), then one line per row, each
//! row the same number of cells, one character per cell (`.`/`#` for [`TokenCell`], `.`/`X`/`O`
//! for [`StoneCell`]). Blank lines before the board and after it, trailing spaces or tabs
//! after a row, CRLF line ends and a missing final newline are accepted; a blank line
//! between two rows is an error. A stone board must hold exactly one `.`.
//!
//! Speed: O(length of the input), about one pass over the bytes. Since every row has the
//! length of the first, the end of the next row is looked for at a known offset instead of
//! scanning for it, and the row's bytes go through a 256-entry table into the cell vector
//! in one `extend`; only a row that fails this fast path (trailing spaces, CR, an error)
//! takes the slow path, which also builds the located error.
//!
//! Not done here: multi-byte cell characters, boards with rows of different lengths, and
//! boards of more than `u32::MAX` cells (a [`ParseErrorKind::TooLarge`] error).
//!
//! [`TokenCell`]: crate::TokenCell
//! [`StoneCell`]: crate::StoneCell

use super::error::{InvalidReason, ParseError, ParseErrorKind};
use super::scan::{is_inline_space, Scanner};
use crate::board::{Board, Cell, Position, TokenCell};

/// The largest number of cells a board may have: a [`crate::CellId`] is a `u32`.
pub(crate) const MAX_CELLS: u64 = u32::MAX as u64;

/// The byte tables of a cell alphabet.
struct Alphabet<C> {
    /// The cell drawn by each byte (`fallback` for bytes that draw none).
    cells: [C; 256],
    /// Whether each byte draws no cell.
    invalid: [bool; 256],
    /// The bytes that draw a cell, padded by repeating the first, if there are at most
    /// four: then validity is four comparisons that the compiler turns into SIMD.
    few: Option<[u8; 4]>,
}

impl<C: Cell> Alphabet<C> {
    /// The tables of `C`, or `None` for an alphabet without any character.
    fn new() -> Option<Alphabet<C>> {
        let fallback = (0..=u8::MAX).find_map(C::from_byte)?;
        let mut cells = [fallback; 256];
        let mut invalid = [true; 256];
        for byte in 0..=u8::MAX {
            if let Some(cell) = C::from_byte(byte) {
                cells[usize::from(byte)] = cell;
                invalid[usize::from(byte)] = false;
            }
        }
        let valid: Vec<u8> = (0..=u8::MAX).filter(|&b| !invalid[usize::from(b)]).collect();
        let few =
            (valid.len() <= 4).then(|| std::array::from_fn(|i| valid.get(i).copied().unwrap_or(valid[0])));
        Some(Alphabet { cells, invalid, few })
    }

    /// Whether every byte of `line` draws a cell.
    #[inline]
    fn is_valid(&self, line: &[u8]) -> bool {
        match self.few {
            // No early exit: a branch-free fold over the row vectorises.
            Some([a, b, c, d]) => {
                line.iter().fold(true, |ok, &x| ok & ((x == a) | (x == b) | (x == c) | (x == d)))
            }
            None => !line.iter().fold(false, |bad, &x| bad | self.invalid[usize::from(x)]),
        }
    }

    /// Appends the cells drawn by `line` to `cells` and returns true, or returns false
    /// (with `cells` unchanged) if a byte draws no cell.
    #[inline]
    fn push(&self, line: &[u8], cells: &mut Vec<C>) -> bool {
        if !self.is_valid(line) {
            return false;
        }
        cells.extend(line.iter().map(|&b| self.cells[usize::from(b)]));
        true
    }

    /// Reads one row of exactly `n_cols` cells (a whole line) at the scanner, appends its
    /// cells, and returns the row's offset and bytes.
    fn read_row<'a>(
        &self,
        sc: &mut Scanner<'a>,
        n_cols: usize,
        cells: &mut Vec<C>,
    ) -> Result<(usize, &'a [u8]), ParseError> {
        let start = sc.pos();
        if cells.len() as u64 + n_cols as u64 > MAX_CELLS {
            let requested = cells.len() as u64 + n_cols as u64;
            let kind = ParseErrorKind::TooLarge { what: "the cell count", requested, limit: MAX_CELLS };
            return Err(sc.error_at(start, kind));
        }
        let rest = sc.rest();
        // Fast path: exactly `n_cols` cells, then `\n`, `\r\n` or the end of the input.
        let line_end = match rest.get(n_cols..) {
            Some([]) | Some([b'\n', ..]) => Some(n_cols + 1),
            Some([b'\r', b'\n', ..]) => Some(n_cols + 2),
            _ => None,
        };
        if let Some(line_end) = line_end {
            let line = &rest[..n_cols];
            if self.push(line, cells) {
                sc.set_pos(start + line_end);
                return Ok((start, line));
            }
        }
        // Slow path: trailing white space, a CR, or an error to locate.
        let (offset, raw) = sc.take_line();
        let line = trim_end(raw);
        if let Some(i) = line.iter().position(|&b| self.invalid[usize::from(b)]) {
            return Err(sc.char_error(offset + i, C::EXPECTED));
        }
        if line.len() != n_cols {
            let kind = ParseErrorKind::RowLength { expected: n_cols, found: line.len() };
            return Err(sc.error_at(offset + line.len().min(n_cols), kind));
        }
        self.push(line, cells);
        Ok((offset, line))
    }
}

/// Moves the scanner past lines holding only white space (it must be at a line start).
fn skip_blank_lines(sc: &mut Scanner<'_>) {
    loop {
        let line_start = sc.pos();
        sc.skip_inline_space();
        if sc.peek() != Some(b'\n') {
            if !sc.at_end() {
                sc.set_pos(line_start);
            }
            return;
        }
        sc.set_pos(sc.pos() + 1);
    }
}

/// `line` without trailing spaces, tabs and carriage returns.
fn trim_end(line: &[u8]) -> &[u8] {
    let len = line.iter().rposition(|&b| !is_inline_space(b)).map_or(0, |i| i + 1);
    &line[..len]
}

/// Enforces [`Cell::EXACTLY_ONE`] while rows are read.
struct ExactlyOne {
    byte: Option<u8>,
    /// The number of rows noted so far.
    n_rows: usize,
    /// The offset of the first row noted.
    first_row: Option<usize>,
    /// Where the first occurrence is.
    seen: Option<Position>,
}

impl ExactlyOne {
    fn new<C: Cell>() -> ExactlyOne {
        ExactlyOne { byte: C::EXACTLY_ONE.map(Cell::to_byte), n_rows: 0, first_row: None, seen: None }
    }

    /// Notes the row `line` found at `offset`; an error at a second occurrence.
    fn note(&mut self, sc: &Scanner<'_>, offset: usize, line: &[u8]) -> Result<(), ParseError> {
        self.n_rows += 1;
        self.first_row.get_or_insert(offset);
        let Some(byte) = self.byte else { return Ok(()) };
        for (i, _) in line.iter().enumerate().filter(|&(_, &b)| b == byte) {
            match self.seen {
                None => self.seen = Some(Position::new(self.n_rows - 1, i)),
                Some(first) => {
                    let reason = InvalidReason::SecondCell {
                        cell: char::from(byte),
                        at: Position::new(self.n_rows - 1, i),
                        first,
                    };
                    return Err(sc.error_at(offset + i, reason.into()));
                }
            }
        }
        Ok(())
    }

    /// An error at the first row (or at `offset` if there is none) if the cell never
    /// occurred.
    fn finish(&self, sc: &Scanner<'_>, offset: usize) -> Result<(), ParseError> {
        match self.byte {
            Some(byte) if self.seen.is_none() => {
                let reason = InvalidReason::MissingCell { cell: char::from(byte) };
                Err(sc.error_at(self.first_row.unwrap_or(offset), reason.into()))
            }
            _ => Ok(()),
        }
    }
}

/// An error for a cell type that draws no character at all: the first byte is wrong.
fn no_alphabet<C: Cell>(sc: &Scanner<'_>) -> ParseError {
    sc.char_error(sc.pos(), C::EXPECTED)
}

/// Parses a board drawn with the characters of `C`, with an optional `n m` header line.
///
/// Rows are lines of cell characters, all of the same length. A first line starting with
/// a digit is the header `n m` (rows, columns, both at least 1); the rows must then agree
/// with it. Blank lines before and after the board, trailing spaces or tabs, CRLF and a
/// missing final newline are accepted. For [`crate::StoneCell`] boards, exactly one `.`.
///
/// # Complexity
/// O(length of `src`) time; the board itself as extra space (one byte per cell).
///
/// # Errors
/// - [`ParseErrorKind::Empty`]: nothing but white space;
/// - [`ParseErrorKind::UnexpectedChar`] / [`ParseErrorKind::InvalidUtf8`]: a character
///   that draws no cell, at its column;
/// - [`ParseErrorKind::RowLength`]: a row shorter or longer than the first row (or than
///   the header), at the first missing or extra cell;
/// - [`ParseErrorKind::CountMismatch`]: fewer or more rows than the header announces;
/// - [`ParseErrorKind::Invalid`]: a blank line between rows, or a stone board without
///   exactly one `.`;
/// - [`ParseErrorKind::TooLarge`]: more than `u32::MAX` cells;
/// - the number errors of the header (`Negative`, `Overflow`, `OutOfRange`, ...).
///
/// # Examples
/// ```
/// use grundy::format::parse_board;
/// use grundy::TokenCell;
///
/// let board = parse_board::<TokenCell>(b"2 3\n.#.\n...\n")?;
/// assert_eq!((board.n_rows(), board.n_cols()), (2, 3));
/// assert_eq!(board.get(0, 1), Some(TokenCell::Blocked));
/// assert!(parse_board::<TokenCell>(b"..\n.\n").is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn parse_board<C: Cell>(src: &[u8]) -> Result<Board<C>, ParseError> {
    let mut sc = Scanner::new(src);
    skip_blank_lines(&mut sc);
    if sc.at_end() {
        return Err(sc.error(ParseErrorKind::Empty));
    }
    let first_byte = sc.rest().iter().copied().find(|&b| !is_inline_space(b));
    let header = match first_byte {
        Some(b'0'..=b'9' | b'+' | b'-') => {
            sc.skip_inline_space();
            let offset = sc.pos();
            let n_rows = sc.u64_in_line("the number of rows", 1, u64::MAX)?;
            let n_cols = sc.u64_in_line("the number of columns", 1, u64::MAX)?;
            sc.end_line()?;
            check_size(&sc, offset, n_rows, n_cols)?;
            skip_blank_lines(&mut sc);
            // Both fit in usize: their product is at most u32::MAX.
            Some((n_rows as usize, n_cols as usize))
        }
        _ => None,
    };
    let alphabet = Alphabet::<C>::new().ok_or_else(|| no_alphabet::<C>(&sc))?;
    let n_cols = match header {
        Some((_, n_cols)) => n_cols,
        None => trim_end(sc.rest().split(|&b| b == b'\n').next().unwrap_or_default()).len(),
    };
    let capacity = header.map_or(usize::MAX, |(n, m)| n * m).min(sc.rest().len());
    let mut cells = Vec::with_capacity(capacity);
    let mut exactly_one = ExactlyOne::new::<C>();
    let mut n_rows = 0usize;
    loop {
        let line_start = sc.pos();
        if sc.at_line_end() {
            // A blank line (or the end): the board is over unless more text follows.
            sc.skip_space();
            if sc.at_end() {
                break;
            }
            let kind = if header.is_some_and(|(n, _)| n_rows == n) {
                ParseErrorKind::CountMismatch {
                    what: "rows",
                    expected: n_rows as u64,
                    found: n_rows as u64 + 1,
                }
            } else {
                InvalidReason::BlankLineInBoard.into()
            };
            let at = if matches!(kind, ParseErrorKind::Invalid { .. }) { line_start } else { sc.pos() };
            return Err(sc.error_at(at, kind));
        }
        sc.set_pos(line_start);
        if let Some((expected, _)) = header {
            if n_rows == expected {
                let kind = ParseErrorKind::CountMismatch {
                    what: "rows",
                    expected: n_rows as u64,
                    found: n_rows as u64 + 1,
                };
                return Err(sc.error(kind));
            }
        }
        let (offset, line) = alphabet.read_row(&mut sc, n_cols, &mut cells)?;
        exactly_one.note(&sc, offset, line)?;
        n_rows += 1;
    }
    if let Some((expected, _)) = header {
        if n_rows != expected {
            let kind = ParseErrorKind::CountMismatch {
                what: "rows",
                expected: expected as u64,
                found: n_rows as u64,
            };
            return Err(sc.error(kind));
        }
    }
    exactly_one.finish(&sc, sc.pos())?;
    Ok(Board::new(n_rows, n_cols, cells))
}

/// An error at `offset` unless an `n_rows × n_cols` board fits in [`MAX_CELLS`].
fn check_size(sc: &Scanner<'_>, offset: usize, n_rows: u64, n_cols: u64) -> Result<(), ParseError> {
    let Some(requested) = n_rows.checked_mul(n_cols) else {
        return Err(sc.error_at(offset, ParseErrorKind::Overflow { what: "the cell count" }));
    };
    if requested > MAX_CELLS {
        let kind = ParseErrorKind::TooLarge { what: "the cell count", requested, limit: MAX_CELLS };
        return Err(sc.error_at(offset, kind));
    }
    Ok(())
}

/// Reads exactly `n_rows` rows of `n_cols` cells each from the scanner's position: the
/// rows of a judge format whose `n m` header the caller has just read (LOJ 6033, NOI 2011).
///
/// The scanner may stand right after the header's last number (as `u64_in` leaves it) or
/// at the start of the next line: the rest of the header's line must be blank. As a
/// judge reading with `scanf("%s")` would, blank lines before and between rows and white
/// space before a row are skipped; each row is then the rest of its line, exactly
/// `n_cols` cell characters (trailing spaces, tabs and a CR allowed). The scanner is left
/// at the start of the line after the last row. Alphabets with [`Cell::EXACTLY_ONE`]
/// (stone boards) are checked.
///
/// # Complexity
/// O(bytes read) time; the board as extra space. Nothing is allocated in proportion to
/// `n_rows` or `n_cols` beyond what the input holds.
///
/// # Errors
/// [`ParseErrorKind::TooLarge`] if the board would have more than `u32::MAX` cells (at the
/// scanner's position: check the header yourself to point at it);
/// [`ParseErrorKind::Trailing`] for text after the header on its line;
/// [`ParseErrorKind::UnexpectedEnd`] if the input ends before the last row;
/// [`ParseErrorKind::RowLength`] for a row of the wrong length; `UnexpectedChar` /
/// `InvalidUtf8` for a byte that draws no cell; [`ParseErrorKind::Invalid`] for a broken
/// [`Cell::EXACTLY_ONE`] rule (at the second occurrence, or at the first row).
pub(crate) fn parse_board_rows<C: Cell>(
    sc: &mut Scanner<'_>,
    n_rows: usize,
    n_cols: usize,
) -> Result<Board<C>, ParseError> {
    check_size(sc, sc.pos(), n_rows as u64, n_cols as u64)?;
    if !sc.at_line_start() {
        sc.end_line()?;
    }
    let alphabet = Alphabet::<C>::new().ok_or_else(|| no_alphabet::<C>(sc))?;
    let mut cells = Vec::with_capacity((n_rows * n_cols).min(sc.rest().len()));
    let mut exactly_one = ExactlyOne::new::<C>();
    for _ in 0..n_rows {
        skip_blank_lines(sc);
        sc.skip_inline_space();
        if sc.at_end() {
            return Err(sc.error(ParseErrorKind::UnexpectedEnd { expected: "a board row" }));
        }
        let (offset, line) = alphabet.read_row(sc, n_cols, &mut cells)?;
        exactly_one.note(sc, offset, line)?;
    }
    exactly_one.finish(sc, sc.pos())?;
    Ok(Board::new(n_rows, n_cols, cells))
}

/// The largest number of cells of a token board (2^31 - 1): its grid graph has fewer
/// than two edges per cell, and edge ids are `u32`.
pub(crate) const MAX_TOKEN_CELLS: u64 = (u32::MAX / 2) as u64;

/// Reads the `n m` header of a judge's board, split over lines as `scanf` allows: two
/// integers in `1..=MAX_TOKEN_CELLS` whose product is at most [`MAX_TOKEN_CELLS`], then
/// the end of the line.
pub(crate) fn read_header(s: &mut Scanner<'_>) -> Result<(usize, usize), ParseError> {
    s.skip_space();
    let start = s.pos();
    let n_rows = s.u64_in("the number of rows n", 1, MAX_TOKEN_CELLS)?;
    let n_cols = s.u64_in("the number of columns m", 1, MAX_TOKEN_CELLS)?;
    let n_cells = n_rows * n_cols;
    if n_cells > MAX_TOKEN_CELLS {
        let kind =
            ParseErrorKind::TooLarge { what: "a cell count", requested: n_cells, limit: MAX_TOKEN_CELLS };
        return Err(s.error_at(start, kind));
    }
    s.end_line()?;
    Ok((n_rows as usize, n_cols as usize))
}

/// Parses a token board in the LOJ 6033 format: the `n m` header (split over lines as
/// `scanf` allows), then exactly `n` rows of `m` cells, then nothing.
pub(crate) fn parse_headed_token_board(src: &[u8]) -> Result<Board<TokenCell>, ParseError> {
    let mut s = Scanner::new(src);
    s.skip_space();
    if s.at_end() {
        return Err(s.error(ParseErrorKind::Empty));
    }
    let (n_rows, n_cols) = read_header(&mut s)?;
    let board = parse_board_rows::<TokenCell>(&mut s, n_rows, n_cols)?;
    s.end_input()?;
    Ok(board)
}

/// Parses a token board either in the LOJ 6033 format (with the `n m` header, split over
/// lines as `scanf` allows) or as the rows alone, as [`parse_board`] reads them (every
/// line a row, all as long as the first, no blank line between rows).
///
/// # Errors
/// As [`crate::classic::loj6033_board::parse`]; without a header, as [`parse_board`],
/// and a board of more than 2^31 - 1 cells.
///
/// # Examples
/// ```
/// use grundy::format::parse_token_board;
/// assert_eq!(parse_token_board(b"#.\n..\n")?, parse_token_board(b"2 2\n#.\n..\n")?);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn parse_token_board(src: &[u8]) -> Result<Board<TokenCell>, ParseError> {
    let mut s = Scanner::new(src);
    s.skip_space();
    match s.peek() {
        Some(b'0'..=b'9' | b'+' | b'-') => parse_headed_token_board(src),
        _ => {
            let board = parse_board::<TokenCell>(src)?;
            let n_cells = board.cells().len() as u64;
            if n_cells > MAX_TOKEN_CELLS {
                let kind = ParseErrorKind::TooLarge {
                    what: "a cell count",
                    requested: n_cells,
                    limit: MAX_TOKEN_CELLS,
                };
                return Err(s.error_at(s.pos(), kind));
            }
            Ok(board)
        }
    }
}

#[cfg(test)]
mod tests;
