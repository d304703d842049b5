//! LOJ 6033 "board game": the judge's input (`n m`, then `n` rows of `m` cells `.`/`#`)
//! and exact output (the count, then the placer's winning cells `x y`, 1-based,
//! row-major). Parsing is O(input length); solving is the grid engine's
//! ([`crate::game::geography::solve_token_board`]).
//!
//! Bounds: `n, m >= 1` and `n · m <=` [`MAX_CELLS`] (2^31 - 1, so that the grid graph's
//! edge ids, fewer than two per cell, fit in a `u32`); the judge's own limit (100 × 100) is
//! not enforced, so larger boards are solved too, and memory stays proportional to the input
//! (a header announcing 10^12 rows fails at the end of the input, allocating nothing
//! large). The header may be split over lines as `scanf` allows; the rows are read by
//! the shared board reader: each row is one line, blank lines and leading or trailing
//! white space (CRLF too) around it are skipped, and its length must be exactly `m`. A
//! board with no `.` is accepted (the answer is `0`). The friendly reader that also takes
//! the rows alone, without the header, is [`crate::format::parse_token_board`].

use crate::board::{Board, TokenCell};
use crate::format::board::{parse_headed_token_board, MAX_TOKEN_CELLS};
use crate::game::geography::{solve_token_board, TokenBoardSolution};
use crate::ParseError;

/// The largest number of cells of a board (2^31 - 1): the grid graph has fewer than two
/// edges per cell, and edge ids are `u32`.
pub const MAX_CELLS: u64 = MAX_TOKEN_CELLS;

/// The input: the board.
pub type Input = Board<TokenCell>;

/// The answer: every cell's verdict.
pub type Answer = TokenBoardSolution;

/// Parses a LOJ 6033 input: the `n m` header, then the board.
///
/// # Errors
/// A located [`ParseError`]: a bad or out-of-range header, a missing row, a row of the
/// wrong length, a character other than `.` and `#`, or anything after the board.
///
/// # Examples
/// ```
/// use grundy::classic::loj6033_board::parse;
/// let board = parse(b"2 2\n#.\n..\n")?;
/// assert_eq!((board.n_rows(), board.n_cols()), (2, 2));
/// assert!(parse(b"2 2\n#.\n.\n").is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn parse(src: &[u8]) -> Result<Input, ParseError> {
    parse_headed_token_board(src)
}

/// Solves the board: who wins from a token on each cell (the grid engine).
///
/// # Complexity
/// That of [`solve_token_board`]: O(C) space, near-linear time on random boards and
/// O(C²) in the worst case.
pub fn solve(input: &Input) -> Answer {
    solve_token_board(input)
}

/// The exact judge output: the number of cells where the placer wins, then each as
/// `x y` (1-based row and column), row-major, every line ended by `\n`.
///
/// # Examples
/// ```
/// use grundy::classic::loj6033_board::{parse, solve, write};
/// assert_eq!(write(&solve(&parse(b"2 2\n#.\n..\n")?)), "2\n1 2\n2 1\n");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn write(answer: &Answer) -> String {
    // Written by hand, row by row: the cells are counted first, so that the text is
    // allocated once (at most the longest line per cell), a row's `x ` is formatted once,
    // and each `y` by `itoa`. The count and the rows come from `placer_win_count` and
    // `placer_wins_in_row`, tight loops over the state bytes. The measurements that chose
    // this are in the repository's `docs/design/judge-output.md`.
    let shape = answer.shape();
    let count = answer.placer_win_count();
    let digits = |n: usize| n.to_string().len();
    let longest = digits(shape.n_rows()) + digits(shape.n_cols()) + 2;
    let mut out = String::with_capacity(count.saturating_mul(longest).saturating_add(digits(count) + 1));
    let mut decimal = itoa::Buffer::new();
    out.push_str(decimal.format(count));
    out.push('\n');
    let mut prefix = String::new();
    for r in 0..shape.n_rows() {
        let mut cols = answer.placer_wins_in_row(r).peekable();
        if cols.peek().is_none() {
            continue;
        }
        prefix.clear();
        prefix.push_str(decimal.format(r + 1));
        prefix.push(' ');
        for c in cols {
            out.push_str(&prefix);
            out.push_str(decimal.format(c + 1));
            out.push('\n');
        }
    }
    out
}

#[cfg(test)]
mod tests;
