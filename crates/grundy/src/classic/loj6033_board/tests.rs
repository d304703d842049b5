//! Tests of the LOJ 6033 format: the sample, lenient white space, and located errors.

use super::*;

/// Parses `input` and returns the judge output.
fn solve(input: &str) -> String {
    write(&super::solve(&parse(input.as_bytes()).unwrap()))
}

/// Parses `input`, which must fail, and returns "line:column: message".
fn error(parse: fn(&[u8]) -> Result<Board<TokenCell>, ParseError>, input: &str) -> String {
    let err = parse(input.as_bytes()).unwrap_err();
    format!("{}:{}: {}", err.line(), err.column(), err.kind())
}

#[test]
fn loj6033_sample1() {
    assert_eq!(solve("2 2\n#.\n..\n"), "2\n1 2\n2 1\n");
}

#[test]
fn lenient_white_space() {
    assert_eq!(solve("2 2  \r\n\r\n  #.  \r\n..\r\n\n"), "2\n1 2\n2 1\n");
    assert_eq!(solve("2\n2\n#.\n.."), "2\n1 2\n2 1\n");
}

#[test]
fn boards_without_winning_cells() {
    assert_eq!(solve("1 1\n#\n"), "0\n");
    assert_eq!(solve("1 2\n..\n"), "0\n");
    assert_eq!(solve("1 1\n.\n"), "1\n1 1\n");
}

#[test]
fn located_errors() {
    assert_eq!(error(parse, ""), "1:1: the input is empty");
    assert_eq!(error(parse, "2 2\n#.\n.\n"), "3:2: expected a row of 2 cells, found 1");
    assert_eq!(error(parse, "2 2\n#..\n..\n"), "2:3: expected a row of 2 cells, found 3");
    assert_eq!(error(parse, "2 2\n#x\n..\n"), "2:2: expected `.` (free) or `#` (blocked), found 'x'");
    assert_eq!(error(parse, "2 2\n#.\n"), "3:1: the input ends where a board row was expected");
    assert_eq!(
        error(parse, "1000000 1000000\n..\n"),
        "1:1: a cell count of 1000000000000 exceeds the limit of 2147483647"
    );
    assert_eq!(error(parse, "1000000 1000\n..\n"), "2:3: expected a row of 1000 cells, found 2");
    assert_eq!(error(parse, "0 2\n"), "1:1: the number of rows n must be between 1 and 2147483647, found 0");
    assert_eq!(error(parse, "1 2\n..\n..\n"), "3:1: unexpected `..` after the end of the data");
    assert_eq!(error(parse, "1 2 3\n..\n"), "1:5: unexpected `3` after the end of the data");
}

#[test]
fn headerless_boards() {
    let board = crate::format::parse_token_board(b"\n#..\n...\n\n").unwrap();
    assert_eq!((board.n_rows(), board.n_cols()), (2, 3));
    // Without a header, rows are read as by `parse_board`: no indentation, no blank
    // line inside the board.
    assert_eq!(error(crate::format::parse_token_board, "#..\n\n...\n"), "2:1: a blank line inside the board");
    assert_eq!(
        error(crate::format::parse_token_board, "#..\n..\n"),
        "2:3: expected a row of 3 cells, found 2"
    );
    assert_eq!(
        error(crate::format::parse_token_board, "#..\n..a\n"),
        "2:3: expected `.` (free) or `#` (blocked), found 'a'"
    );
    assert_eq!(error(crate::format::parse_token_board, " \n"), "2:1: the input is empty");
}

#[test]
fn huge_header_allocates_nothing_large() {
    // 40000 × 40000 cells announced, none given: an error at the end, not an allocation.
    let err = parse(b"40000 40000\n").unwrap_err();
    assert_eq!((err.line(), err.column()), (2, 1));
}

/// The judge output written by hand equals the one formatted line by line from every
/// verdict, on random boards of up to 3 x 120 and 120 x 3 cells (numbers of one to three
/// digits, rows without winning cells, both engines' answers).
#[test]
fn written_output_equals_formatted_verdicts() {
    use crate::tests::support::RngExt;
    let mut rng = crate::tests::support::seeded(6033);
    for round in 0..300 {
        let (n_rows, n_cols) = if round % 2 == 0 {
            (rng.random_range(1..=3), rng.random_range(1..=120))
        } else {
            (rng.random_range(1..=120), rng.random_range(1..=3))
        };
        let blocked = rng.random_range(0.0..0.6);
        let mut text = format!("{n_rows} {n_cols}\n");
        for _ in 0..n_rows {
            text.extend((0..n_cols).map(|_| if rng.random_bool(blocked) { '#' } else { '.' }));
            text.push('\n');
        }
        let board = parse(text.as_bytes()).unwrap();
        for answer in [super::solve(&board), crate::game::geography::solve_token_board_by_graph(&board)] {
            let shape = answer.shape();
            let wins: Vec<_> = shape
                .cells()
                .filter(|&c| answer.verdict(c) == crate::game::geography::CellVerdict::Lose)
                .collect();
            let mut expected = format!("{}\n", wins.len());
            for cell in wins {
                let p = shape.position(cell);
                expected.push_str(&format!("{} {}\n", p.row + 1, p.col + 1));
            }
            assert_eq!(write(&answer), expected, "{text}");
        }
    }
}
