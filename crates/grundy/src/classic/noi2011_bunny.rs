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

use crate::board::{Position, StoneCell};
use crate::format::board::read_header;
use crate::format::parse_board_rows;
use crate::format::scan::Scanner;
use crate::game::replay::{replay, Player, RecordError, Replay, StoneRecord};
use crate::{InvalidReason, ParseError, ParseErrorKind};

/// The input: a validated game record.
pub type Input = StoneRecord;

/// The answer: the analysis of every half-move.
pub type Answer = Replay;

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
/// use grundy::classic::noi2011_bunny::parse;
/// let record = parse(b"1 6\nXO.OXO\n1\n1 2\n1 1\n")?;
/// assert_eq!(record.moves().len(), 2);
/// let err = parse(b"1 6\nXO.OXO\n1\n1 4\n1 3\n").unwrap_err();
/// assert_eq!((err.line(), err.column()), (5, 1));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn parse(src: &[u8]) -> Result<Input, ParseError> {
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
        moves.push(board.shape().cell(Position::new(row, col)).expect("the move is on the board"));
    }
    s.end_input()?;

    let record = StoneRecord::new(board, moves).map_err(|err| {
        let offset = match err {
            RecordError::IllegalMove { index, .. } => move_offsets[index],
            _ => board_start,
        };
        s.error_at(offset, InvalidReason::Record(err).into())
    })?;
    let still_legal = record.final_legal_moves();
    if let Some(&cell) = still_legal.first() {
        debug_assert_eq!(record.next_player(), Player::Tutu);
        let reason =
            InvalidReason::UnfinishedRecord { moves: n_moves / 2, cell: record.board().position(cell) };
        return Err(s.error_at(move_offsets[n_moves - 1], reason.into()));
    }
    Ok(record)
}

/// Replays the record: who was winning before and after every half-move.
///
/// # Complexity
/// That of [`replay`].
pub fn solve(input: &Input) -> Answer {
    replay(input)
}

/// The exact judge output: the number of Tutu's mistakes, then their move numbers in
/// increasing order, one per line, every line ended by `\n`.
///
/// # Examples
/// ```
/// use grundy::classic::noi2011_bunny::{parse, solve, write};
/// let record = parse(b"1 6\nXO.OXO\n1\n1 2\n1 1\n")?;
/// assert_eq!(write(&solve(&record)), "1\n1\n");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn write(answer: &Answer) -> String {
    let mistakes: Vec<usize> = answer.mistakes(Player::Tutu).collect();
    let mut out = String::new();
    let _ = writeln!(out, "{}", mistakes.len());
    for number in mistakes {
        let _ = writeln!(out, "{number}");
    }
    out
}

#[cfg(test)]
mod tests;
