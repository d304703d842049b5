//! Tests of the board parser: one-line good and bad inputs with exact locations, round trips.

use super::*;
use crate::board::{StoneCell, TokenCell};
use crate::tests::support::{located, seeded, RngExt};
use ParseErrorKind::*;

/// Parses a token board and returns it drawn back (`Display`) with its size.
fn ok(src: &str) -> String {
    let board = parse_board::<TokenCell>(src.as_bytes()).unwrap_or_else(|e| panic!("{e}"));
    format!("{}x{}\n{board}", board.n_rows(), board.n_cols())
}

/// Parses a token board that must fail; returns (kind, line, column).
fn err(src: &[u8]) -> (ParseErrorKind, usize, usize) {
    located(parse_board::<TokenCell>(src).unwrap_err())
}

fn stone_err(src: &str) -> (ParseErrorKind, usize, usize) {
    located(parse_board::<StoneCell>(src.as_bytes()).unwrap_err())
}

/// The kind of an error for `reason`, after checking that `reason` reads `text`.
fn invalid(reason: InvalidReason, text: &str) -> ParseErrorKind {
    assert_eq!(reason.to_string(), text);
    Invalid { reason }
}

fn char_err(found: char) -> ParseErrorKind {
    UnexpectedChar { expected: TokenCell::EXPECTED, found }
}

#[test]
fn plain_rows() {
    assert_eq!(ok(".#.\n...\n"), "2x3\n.#.\n...\n");
}
#[test]
fn header_rows() {
    assert_eq!(ok("2 3\n.#.\n...\n"), "2x3\n.#.\n...\n");
}
#[test]
fn single_cell() {
    assert_eq!(ok("#"), "1x1\n#\n");
}
#[test]
fn crlf_and_trailing_space() {
    assert_eq!(ok("2 2\r\n.#  \r\n#.\t\r\n"), "2x2\n.#\n#.\n");
}
#[test]
fn no_final_newline() {
    assert_eq!(ok(".#\n#."), "2x2\n.#\n#.\n");
}
#[test]
fn blank_lines_around() {
    assert_eq!(ok("\n  \n..\n..\n\n\n \n"), "2x2\n..\n..\n");
}
#[test]
fn blank_line_after_header() {
    assert_eq!(ok("1 2\n\n..\n"), "1x2\n..\n");
}
#[test]
fn header_with_spaces() {
    assert_eq!(ok("  1   2  \n..\n"), "1x2\n..\n");
}

#[test]
fn empty_input() {
    assert_eq!(err(b""), (Empty, 1, 1));
}
#[test]
fn blank_input() {
    assert_eq!(err(b" \n\t\n"), (Empty, 3, 1));
}
#[test]
fn unknown_char() {
    assert_eq!(err(b"..\n.x\n"), (char_err('x'), 2, 2));
}
#[test]
fn unknown_char_in_first_row() {
    assert_eq!(err(b".#o.\n"), (char_err('o'), 1, 3));
}
#[test]
fn stone_char_on_token_board() {
    assert_eq!(err(b"..\n.X\n"), (char_err('X'), 2, 2));
}
#[test]
fn space_inside_row() {
    assert_eq!(err(b". #\n...\n"), (char_err(' '), 1, 2));
}
#[test]
fn leading_space_in_row() {
    assert_eq!(err(b" ..\n"), (char_err(' '), 1, 1));
}
#[test]
fn non_utf8_byte() {
    assert_eq!(err(b"..\n.\xff\n"), (InvalidUtf8, 2, 2));
}
#[test]
fn multibyte_char_column_counts_chars() {
    assert_eq!(err("..é\n".as_bytes()), (char_err('é'), 1, 3));
}
#[test]
fn short_row() {
    assert_eq!(err(b"...\n..\n...\n"), (RowLength { expected: 3, found: 2 }, 2, 3));
}
#[test]
fn short_row_with_trailing_space() {
    assert_eq!(err(b"...\n.. \n"), (RowLength { expected: 3, found: 2 }, 2, 3));
}
#[test]
fn long_row() {
    assert_eq!(err(b"..\n....\n"), (RowLength { expected: 2, found: 4 }, 2, 3));
}
#[test]
fn long_last_row_without_newline() {
    assert_eq!(err(b"..\n..."), (RowLength { expected: 2, found: 3 }, 2, 3));
}
#[test]
fn header_disagrees_with_row_length() {
    assert_eq!(err(b"2 3\n..\n..\n"), (RowLength { expected: 3, found: 2 }, 2, 3));
}
#[test]
fn truncated_board() {
    let kind = CountMismatch { what: "rows", expected: 3, found: 2 };
    assert_eq!(err(b"3 2\n..\n..\n"), (kind, 4, 1));
}
#[test]
fn truncated_board_no_newline() {
    let kind = CountMismatch { what: "rows", expected: 3, found: 1 };
    assert_eq!(err(b"3 2\n.."), (kind, 2, 3));
}
#[test]
fn header_without_rows() {
    let kind = CountMismatch { what: "rows", expected: 1, found: 0 };
    assert_eq!(err(b"1 2\n"), (kind, 2, 1));
}
#[test]
fn extra_row() {
    let kind = CountMismatch { what: "rows", expected: 1, found: 2 };
    assert_eq!(err(b"1 2\n..\n..\n"), (kind, 3, 1));
}
#[test]
fn extra_row_after_blank_line() {
    let kind = CountMismatch { what: "rows", expected: 1, found: 2 };
    assert_eq!(err(b"1 2\n..\n\n..\n"), (kind, 4, 1));
}
#[test]
fn blank_line_between_rows() {
    assert_eq!(
        err(b"..\n\n..\n"),
        (invalid(InvalidReason::BlankLineInBoard, "a blank line inside the board"), 2, 1)
    );
}
#[test]
fn header_missing_columns() {
    assert_eq!(err(b"2\n..\n"), (EndOfLine { expected: "the number of columns" }, 1, 2));
}
#[test]
fn header_extra_token() {
    assert_eq!(err(b"1 2 3\n..\n"), (Trailing { found: "3".into() }, 1, 5));
}
#[test]
fn header_non_numeric() {
    let kind = UnexpectedToken { expected: "the number of columns", found: "two".into() };
    assert_eq!(err(b"1 two\n..\n"), (kind, 1, 3));
}
#[test]
fn header_negative() {
    assert_eq!(err(b"-1 2\n..\n"), (Negative { what: "the number of rows" }, 1, 1));
}
#[test]
fn header_zero() {
    let kind = OutOfRange { what: "the number of columns", value: 0, min: 1, max: u64::MAX };
    assert_eq!(err(b"1 0\n"), (kind, 1, 3));
}
#[test]
fn header_overflow() {
    assert_eq!(err(b"99999999999999999999 2\n"), (Overflow { what: "the number of rows" }, 1, 1));
}
#[test]
fn header_claims_huge_board() {
    let kind = TooLarge { what: "the cell count", requested: 2_000_000_000_000, limit: MAX_CELLS };
    assert_eq!(err(b"1000000000000 2\n..\n"), (kind, 1, 1));
}
#[test]
fn header_too_large_points_at_number() {
    let kind = TooLarge { what: "the cell count", requested: 5_000_000_000, limit: MAX_CELLS };
    assert_eq!(err(b"  5000000000 1\n"), (kind, 1, 3));
}
#[test]
fn header_product_overflows() {
    let kind = Overflow { what: "the cell count" };
    assert_eq!(err(b"4294967296 4294967296\n"), (kind, 1, 1));
}
#[test]
fn header_claiming_many_rows_allocates_little() {
    // 4·10^9 cells would be 4 GB; the parser reserves only what the input can hold.
    let kind = CountMismatch { what: "rows", expected: 4_000_000_000, found: 1 };
    assert_eq!(err(b"4000000000 1\n.\n"), (kind, 3, 1));
}

#[test]
fn stones_ok() {
    let board = parse_board::<StoneCell>(b"2 3\nXO.\nOXO\n").unwrap();
    assert_eq!(board.get(0, 2), Some(StoneCell::Empty));
    assert_eq!(board.to_string(), "XO.\nOXO\n");
}
#[test]
fn stones_second_empty_cell() {
    let reason = InvalidReason::SecondCell { cell: '.', at: Position::new(1, 1), first: Position::new(0, 1) };
    let text = "a second `.` at (2, 2), after (1, 2); the board must hold exactly one";
    assert_eq!(stone_err("X.O\nO.X\n"), (invalid(reason, text), 2, 2));
}
#[test]
fn stones_two_empty_cells_in_a_row() {
    let reason = InvalidReason::SecondCell { cell: '.', at: Position::new(1, 1), first: Position::new(1, 0) };
    let text = "a second `.` at (2, 2), after (2, 1); the board must hold exactly one";
    assert_eq!(stone_err("XO\n..\n"), (invalid(reason, text), 2, 2));
}
#[test]
fn stones_no_empty_cell() {
    let reason = InvalidReason::MissingCell { cell: '.' };
    let text = "the board must hold exactly one `.`, found none";
    // Located at the board's first row, not past its end.
    assert_eq!(stone_err("XO\nOX\n"), (invalid(reason, text), 1, 1));
}
#[test]
fn stones_reject_hash() {
    let kind = UnexpectedChar { expected: StoneCell::EXPECTED, found: '#' };
    assert_eq!(stone_err("X.\n#O\n"), (kind, 2, 1));
}

#[test]
fn error_display_quotes_line() {
    let e = parse_board::<TokenCell>(b"..\n.x\n").unwrap_err();
    let expected = "line 2, column 2: expected `.` (free) or `#` (blocked), found 'x'\n2 | .x\n  |  ^";
    assert_eq!(e.to_string(), expected);
}

#[test]
fn rows_after_header() {
    let src = b"2 3\n.#.\r\n...  \nrest";
    let mut sc = Scanner::new(src);
    let n = sc.u64_in_line("n", 1, 100).unwrap() as usize;
    let m = sc.u64_in_line("m", 1, 100).unwrap() as usize;
    sc.end_line().unwrap();
    let board = parse_board_rows::<TokenCell>(&mut sc, n, m).unwrap();
    assert_eq!(board.to_string(), ".#.\n...\n");
    assert_eq!(sc.rest(), b"rest");
}
#[test]
fn rows_after_token_header() {
    // Read as judges read: `u64_in` stops right after `m`, before the line break.
    let mut sc = Scanner::new(b"2 2  \r\n\n#.\r\n..\r\n5\n");
    let n = sc.u64_in("n", 1, 100).unwrap() as usize;
    let m = sc.u64_in("m", 1, 100).unwrap() as usize;
    let board = parse_board_rows::<TokenCell>(&mut sc, n, m).unwrap();
    assert_eq!(board.to_string(), "#.\n..\n");
    assert_eq!(sc.u64_in("k", 0, 9).unwrap(), 5);
}
#[test]
fn rows_after_header_truncated() {
    let mut sc = Scanner::new(b"..\n");
    let e = parse_board_rows::<TokenCell>(&mut sc, 2, 2).unwrap_err();
    assert_eq!(located(e), (UnexpectedEnd { expected: "a board row" }, 2, 1));
}
#[test]
fn rows_after_header_skip_blank_lines_and_indentation() {
    // As a judge's scanf("%s") would.
    let mut sc = Scanner::new(b"..\n\r\n  #.\n");
    let board = parse_board_rows::<TokenCell>(&mut sc, 2, 2).unwrap();
    assert_eq!(board.to_string(), "..\n#.\n");
    // Text after the header's numbers, on their line, is not a row.
    let mut sc = Scanner::new(b"1 2 ..\n..\n");
    let (n, m) = (sc.u64_in("n", 1, 9).unwrap(), sc.u64_in("m", 1, 9).unwrap());
    let e = parse_board_rows::<TokenCell>(&mut sc, n as usize, m as usize).unwrap_err();
    assert_eq!((e.line(), e.column()), (1, 5));
}
#[test]
fn rows_after_header_too_large() {
    let mut sc = Scanner::new(b"..\n");
    let e = parse_board_rows::<TokenCell>(&mut sc, 1 << 20, 1 << 20).unwrap_err();
    assert!(matches!(e.kind(), TooLarge { .. }));
}
#[test]
fn rows_after_header_stones() {
    let mut sc = Scanner::new(b"X.\nOX\n");
    let board = parse_board_rows::<StoneCell>(&mut sc, 2, 2).unwrap();
    assert_eq!(board.get(0, 1), Some(StoneCell::Empty));
    let mut sc = Scanner::new(b"XX\nOX\n");
    assert!(parse_board_rows::<StoneCell>(&mut sc, 2, 2).is_err());
}

#[test]
fn round_trip_random_boards() {
    let mut rng = seeded(0x9e37_79b9_7f4a_7c15);
    for _ in 0..300 {
        let n_rows = rng.random_range(1..=7);
        let n_cols = rng.random_range(1..=7);
        let cells: Vec<TokenCell> = (0..n_rows * n_cols)
            .map(|_| if rng.random_bool(0.25) { TokenCell::Blocked } else { TokenCell::Free })
            .collect();
        let board = Board::new(n_rows, n_cols, cells);
        let text = board.to_string();
        assert_eq!(parse_board::<TokenCell>(text.as_bytes()).unwrap(), board);
        let with_header = format!("{n_rows} {n_cols}\r\n{}", text.replace('\n', " \r\n"));
        assert_eq!(parse_board::<TokenCell>(with_header.as_bytes()).unwrap(), board);
        // Stone boards: exactly one empty cell somewhere.
        let empty = rng.random_range(..n_rows * n_cols);
        let stones: Vec<StoneCell> = (0..n_rows * n_cols)
            .map(|i| match (i == empty, rng.random_bool(0.5)) {
                (true, _) => StoneCell::Empty,
                (false, true) => StoneCell::Black,
                (false, false) => StoneCell::White,
            })
            .collect();
        let board = Board::new(n_rows, n_cols, stones);
        assert_eq!(parse_board::<StoneCell>(board.to_string().as_bytes()).unwrap(), board);
    }
}
