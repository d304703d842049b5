//! Tests of the NOI 2011 format: the three samples and a located error for every broken guarantee.

use super::*;
use crate::classic::test_support::mutated;
use crate::tests::support::seeded;

/// Parses `input` and returns the judge output.
fn judge(input: &str) -> String {
    write(&solve(&parse(input.as_bytes()).unwrap()))
}

/// Parses `input`, which must fail, and returns "line:column: message".
fn error(input: &str) -> String {
    let err = parse(input.as_bytes()).unwrap_err();
    format!("{}:{}: {}", err.line(), err.column(), err.kind())
}

#[test]
fn noi2011_sample1() {
    assert_eq!(judge("1 6 \nXO.OXO \n1 \n1 2 \n1 1 \n"), "1\n1\n");
}

#[test]
fn noi2011_sample2() {
    let input = "3 3 \nXOX \nO.O \nXOX \n4 \n2 3 \n1 3 \n1 2 \n1 1 \n2 1 \n3 1 \n3 2 \n3 3 \n";
    assert_eq!(judge(input), "0\n");
}

#[test]
fn noi2011_sample3() {
    assert_eq!(judge("4 4 \nOOXX \nOXXO \nOO.O \nXXXO \n2 \n3 2 \n2 2 \n1 2 \n1 3 \n"), "2\n1\n2\n");
}

#[test]
fn located_errors() {
    assert_eq!(
        error("1 6\nXO.OX.\n1\n1 2\n1 1\n"),
        "2:6: a second `.` at (1, 6), after (1, 3); the board must hold exactly one"
    );
    assert_eq!(error("1 6\nXOXOXO\n1\n1 2\n1 1\n"), "2:1: the board must hold exactly one `.`, found none");
    assert_eq!(
        error("1 6\nXO.OXO\n1\n1 5\n1 1\n"),
        "4:1: move 1 of tutu: (1, 5) is not adjacent to the empty cell (1, 3)"
    );
    assert_eq!(
        error("1 6\nXO.OXO\n1\n1 4\n1 3\n"),
        "5:1: move 1 of dandan: (1, 3) holds a white stone `O`, but dandan moves black stones `X`"
    );
    assert_eq!(error("1 6\nXO.OXO\n1\n1 3\n1 1\n"), "4:1: move 1 of tutu: (1, 3) is the empty cell itself");
    assert_eq!(error("1 6\nXO.OXO\n1\n2 2\n1 1\n"), "4:1: a row number x must be between 1 and 1, found 2");
    assert_eq!(
        error("1 6\nXO.OXO\n1\n1 7\n1 1\n"),
        "4:3: a column number y must be between 1 and 6, found 7"
    );
    assert_eq!(error("1 6\nXO.OXO\n1\n1 2\n"), "5:1: the input ends where a row number x was expected");
    assert_eq!(error("1 6\nXO.OXO\n1\n1 2\n1"), "5:2: the input ends where a column number y was expected");
    assert_eq!(
        error("1 6\nXO.OXO\n0\n"),
        "3:1: the number of moves k must be between 1 and 2147483647, found 0"
    );
    assert_eq!(error("1 6\nXO.OXO\n1\n1 2\n1 1\n1 1\n"), "6:1: unexpected `1` after the end of the data");
    assert_eq!(
        error("1 7\nXO.OXOO\n1\n1 4\n1 5\n"),
        "5:1: after move 1 of dandan, tutu can still move (1, 6); the format guarantees that dandan wins"
    );
    assert_eq!(error("1 6\nXO.OXO\n"), "3:1: the input ends where the number of moves k was expected");
}

#[test]
fn huge_move_count_allocates_nothing_large() {
    let err = parse(b"1 6\nXO.OXO\n2000000000\n1 2\n1 1\n").unwrap_err();
    assert_eq!((err.line(), err.column()), (6, 1));
}

#[test]
fn mutated_inputs_never_panic() {
    // Seeded byte mutations of the samples of both formats: every outcome is a value or a
    // located error, never a panic.
    let samples: [&[u8]; 5] = [
        b"2 2\n#.\n..\n",
        b"#..#\n....\n.#..\n",
        b"1 6 \nXO.OXO \n1 \n1 2 \n1 1 \n",
        b"3 3 \nXOX \nO.O \nXOX \n4 \n2 3 \n1 3 \n1 2 \n1 1 \n2 1 \n3 1 \n3 2 \n3 3 \n",
        b"4 4 \nOOXX \nOXXO \nOO.O \nXXXO \n2 \n3 2 \n2 2 \n1 2 \n1 3 \n",
    ];
    let alphabet = b" \n\r\t.XO#0123456789-+x\xff\xc3";
    let mut rng = seeded(1971);
    for round in 0..5000 {
        let input = mutated(&mut rng, samples[round % samples.len()], alphabet);
        match parse(&input) {
            Ok(record) => {
                let _ = write(&solve(&record));
            }
            Err(err) => assert!(err.line() >= 1 && err.column() >= 1),
        }
        if let Ok(board) = crate::format::parse_token_board(&input) {
            let _ = crate::game::geography::solve_token_board(&board);
        }
    }
}
