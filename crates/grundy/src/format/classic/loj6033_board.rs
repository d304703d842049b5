//! LOJ 6033 "board game": the judge's input (`n m`, then `n` rows of `m` cells `.`/`#`)
//! and exact output (the count, then the placer's winning cells `x y`, 1-based,
//! row-major). Parsing is O(input length).
//!
//! Bounds: `n, m >= 1` and `n · m <=` [`MAX_CELLS`] (2^31 - 1, so that the grid graph's
//! edge ids, fewer than two per cell, fit in a `u32`); the judge's own limit (100 × 100) is
//! not enforced, so larger boards are solved too, and memory stays proportional to the input
//! (a header announcing 10^12 rows fails at the end of the input, allocating nothing
//! large). The header may be split over lines as `scanf` allows; the rows are read by
//! the shared board reader (`parse_board_rows`): each row is one line, blank lines and
//! leading or trailing white space (CRLF too) around it are skipped, and its length must
//! be exactly `m`. A board with no `.` is accepted (the answer is `0`).
//! [`parse_token_board`] also reads the rows alone, without the header, for the friendly
//! `grundy board` command. Solving is [`crate::game::geography::solve_token_board`].

use std::fmt::Write;

use super::super::error::{ParseError, ParseErrorKind};
use super::super::scan::Scanner;
use super::super::{parse_board, parse_board_rows};
use crate::board::{Board, TokenCell};
use crate::game::geography::TokenBoardSolution;

/// The largest number of cells of a board (2^31 - 1): the grid graph has fewer than two
/// edges per cell, and edge ids are `u32`.
pub const MAX_CELLS: u64 = (u32::MAX / 2) as u64;

/// Reads the `n m` header of a board: two integers in `1..=MAX_CELLS` whose product is at
/// most [`MAX_CELLS`], then the end of the line.
pub(crate) fn read_header(s: &mut Scanner<'_>) -> Result<(usize, usize), ParseError> {
    s.skip_space();
    let start = s.pos();
    let n_rows = s.u64_in("the number of rows n", 1, MAX_CELLS)?;
    let n_cols = s.u64_in("the number of columns m", 1, MAX_CELLS)?;
    let n_cells = n_rows * n_cols;
    if n_cells > MAX_CELLS {
        let kind = ParseErrorKind::TooLarge { what: "a cell count", requested: n_cells, limit: MAX_CELLS };
        return Err(s.error_at(start, kind));
    }
    s.end_line()?;
    Ok((n_rows as usize, n_cols as usize))
}

/// Parses a LOJ 6033 input: the `n m` header, then the board.
///
/// # Errors
/// A located [`ParseError`]: a bad or out-of-range header, a missing row, a row of the
/// wrong length, a character other than `.` and `#`, or anything after the board.
///
/// # Examples
/// ```
/// use grundy::format::classic::loj6033_board::parse_input;
/// let board = parse_input(b"2 2\n#.\n..\n")?;
/// assert_eq!((board.n_rows(), board.n_cols()), (2, 2));
/// assert!(parse_input(b"2 2\n#.\n.\n").is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn parse_input(src: &[u8]) -> Result<Board<TokenCell>, ParseError> {
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
/// lines as `scanf` allows) or as the rows alone, as [`crate::format::parse_board`] reads
/// them (every line a row, all as long as the first, no blank line between rows).
///
/// # Errors
/// As [`parse_input`]; without a header, as [`crate::format::parse_board`], and a board
/// of more than [`MAX_CELLS`] cells.
///
/// # Examples
/// ```
/// use grundy::format::classic::loj6033_board::parse_token_board;
/// assert_eq!(parse_token_board(b"#.\n..\n")?, parse_token_board(b"2 2\n#.\n..\n")?);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn parse_token_board(src: &[u8]) -> Result<Board<TokenCell>, ParseError> {
    let mut s = Scanner::new(src);
    s.skip_space();
    match s.peek() {
        Some(b'0'..=b'9' | b'+' | b'-') => parse_input(src),
        _ => {
            let board = parse_board::<TokenCell>(src)?;
            let n_cells = board.cells().len() as u64;
            if n_cells > MAX_CELLS {
                let kind =
                    ParseErrorKind::TooLarge { what: "a cell count", requested: n_cells, limit: MAX_CELLS };
                return Err(s.error_at(s.pos(), kind));
            }
            Ok(board)
        }
    }
}

/// The exact judge output: the number of cells where the placer wins, then each as
/// `x y` (1-based row and column), row-major, every line ended by `\n`.
///
/// # Examples
/// ```
/// use grundy::format::classic::loj6033_board::{parse_input, write_output};
/// use grundy::game::geography::solve_token_board;
/// let board = parse_input(b"2 2\n#.\n..\n")?;
/// assert_eq!(write_output(&solve_token_board(&board)), "2\n1 2\n2 1\n");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn write_output(solution: &TokenBoardSolution) -> String {
    let cells: Vec<_> = solution.placer_wins().collect();
    let mut out = String::with_capacity(12 * cells.len() + 12);
    let n_cols = solution.n_cols();
    let _ = writeln!(out, "{}", cells.len());
    for cell in cells {
        let _ = writeln!(out, "{} {}", cell.index() / n_cols + 1, cell.index() % n_cols + 1);
    }
    out
}

#[cfg(test)]
mod tests;
