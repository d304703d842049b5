//! NOI 2011 "bunny and egg" (Luogu P1971, BZOJ 2437): the judge's input (`n m`, the
//! board of `X`/`O` with one `.`, `k`, then `2k` moves `x y`) and exact output (the
//! number of Tutu's mistakes, then their move numbers). Parsing is O(input length).
//!
//! Bounds: `n, m >= 1`, `n · m <=` [`MAX_CELLS`](super::loj6033_board::MAX_CELLS) (the judge's 40 × 40 is not enforced) and
//! `1 <= k <= u32::MAX / 2`; memory stays proportional to the input. The board rows follow
//! the rules of [`super::loj6033_board`] (trailing spaces, as in the official samples, are
//! fine). The guarantees of the statement are checked, each failure located at the
//! offending cell or move: exactly one `.`, every move on the board, adjacent to the
//! empty cell and taking a stone of the mover's colour, and Dandan winning in the end
//! (after Dandan's `k`-th move Tutu has no move). Analysis is
//! [`crate::game::replay::replay`].

use std::fmt::Write;

use super::super::error::{ParseError, ParseErrorKind};
use super::super::parse_board_rows;
use super::super::scan::Scanner;
use super::loj6033_board::read_header;
use crate::board::{CellId, StoneCell};
use crate::game::replay::{Player, RecordError, Replay, StoneRecord};

/// Parses and validates a NOI 2011 input.
///
/// # Errors
/// A located [`ParseError`]: the board errors of the LOJ 6033 format, a board without
/// exactly one `.` ([`ParseErrorKind::Invalid`] at the second `.`), a missing or
/// out-of-range number, an illegal move or a record after which Tutu could still move
/// ([`ParseErrorKind::Invalid`] at the move), or anything after the record.
///
/// # Examples
/// ```
/// use grundy::format::classic::noi2011_bunny::parse_input;
/// let record = parse_input(b"1 6\nXO.OXO\n1\n1 2\n1 1\n")?;
/// assert_eq!(record.moves().len(), 2);
/// let err = parse_input(b"1 6\nXO.OXO\n1\n1 4\n1 3\n").unwrap_err();
/// assert_eq!((err.line(), err.column()), (5, 1));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn parse_input(src: &[u8]) -> Result<StoneRecord, ParseError> {
    let mut s = Scanner::new(src);
    s.skip_space();
    if s.at_end() {
        return Err(s.error(ParseErrorKind::Empty));
    }
    let (n_rows, n_cols) = read_header(&mut s)?;
    // Where the board starts, for errors about the whole board.
    let after_header = s.pos();
    s.skip_space();
    let board_start = s.pos();
    s.set_pos(after_header);
    // The shared board reader also checks that there is exactly one `.`.
    let board = parse_board_rows::<StoneCell>(&mut s, n_rows, n_cols)?;

    let n_moves = s.u64_in("the number of moves k", 1, u64::from(u32::MAX / 2))? as usize * 2;
    // Each move takes at least four bytes ("1 1\n"), so this is bounded by the input.
    let capacity = n_moves.min(s.rest().len() / 4 + 1);
    let mut moves = Vec::with_capacity(capacity);
    let mut move_offsets = Vec::with_capacity(capacity);
    for _ in 0..n_moves {
        s.skip_space();
        move_offsets.push(s.pos());
        let row = s.u64_in("a row number x", 1, n_rows as u64)? as usize - 1;
        let col = s.u64_in("a column number y", 1, n_cols as u64)? as usize - 1;
        moves.push(CellId::new(row * n_cols + col));
    }
    s.end_input()?;

    let record = StoneRecord::new(board, moves).map_err(|err| {
        let offset = match err {
            RecordError::IllegalMove { index, .. } => move_offsets[index],
            _ => board_start,
        };
        s.error_at(offset, ParseErrorKind::Invalid { reason: err.to_string() })
    })?;
    let still_legal = record.final_legal_moves();
    if let Some(&cell) = still_legal.first() {
        let (row, col) = record.board().position(cell);
        debug_assert_eq!(record.next_player(), Player::Tutu);
        let reason = format!(
            "after move {} of dandan, tutu can still move ({}, {}); the format guarantees that dandan wins",
            n_moves / 2,
            row + 1,
            col + 1
        );
        return Err(s.error_at(move_offsets[n_moves - 1], ParseErrorKind::Invalid { reason }));
    }
    Ok(record)
}

/// The exact judge output: the number of Tutu's mistakes, then their move numbers in
/// increasing order, one per line, every line ended by `\n`.
///
/// # Examples
/// ```
/// use grundy::format::classic::noi2011_bunny::{parse_input, write_output};
/// use grundy::game::replay::replay;
/// let record = parse_input(b"1 6\nXO.OXO\n1\n1 2\n1 1\n")?;
/// assert_eq!(write_output(&replay(&record)), "1\n1\n");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn write_output(replay: &Replay) -> String {
    let mistakes: Vec<usize> = replay.mistakes(Player::Tutu).collect();
    let mut out = String::new();
    let _ = writeln!(out, "{}", mistakes.len());
    for number in mistakes {
        let _ = writeln!(out, "{number}");
    }
    out
}

#[cfg(test)]
mod tests;
