//! The text of every [`InvalidReason`]: the CLI prints these, so they must not change.

use super::*;
use crate::format::record::MoveRule;

#[track_caller]
fn check(reason: InvalidReason, text: &str) {
    assert_eq!(reason.to_string(), text);
    assert_eq!(ParseErrorKind::from(reason).to_string(), text);
}

#[test]
fn every_reason_reads_as_before() {
    use InvalidReason::*;
    check(NotPositive { what: "the threshold F" }, "the threshold F must be positive, found 0");
    check(BlankLineInBoard, "a blank line inside the board");
    check(
        SecondCell { cell: '.', at: Position::new(1, 1), first: Position::new(0, 1) },
        "a second `.` at (2, 2), after (1, 2); the board must hold exactly one",
    );
    check(MissingCell { cell: '.' }, "the board must hold exactly one `.`, found none");
    check(SecondDimacsHeader, "a second `p` header line");
    check(MissingMatrixMarketBanner, "a Matrix Market file starts with the banner `%%MatrixMarket`");
    check(UnsupportedObject, "only `matrix` objects are supported");
    check(DenseMatrix, "dense `array` matrices are not supported, only `coordinate`");
    check(UnknownMatrixFormat, "the format must be `coordinate`");
    check(ComplexMatrix, "`complex` matrices are not supported");
    check(UnknownField, "the field must be `pattern`, `integer` or `real`");
    check(UnsupportedSymmetry, "only `general` and `symmetric` matrices are supported");
    check(UnknownSymmetry, "the symmetry must be `general` or `symmetric`");
    check(NonSquareSymmetric { rows: 2, cols: 3 }, "a symmetric matrix must be square");
    check(
        DecreasingPile { pile: 2, pebbles: 4, previous: 5 },
        "pile 3 has 4 pebbles, fewer than the 5 of pile 2: the row must be non-decreasing",
    );
    check(
        Record(RecordError::EmptyCells { count: 2 }),
        "the board must have exactly one empty cell `.`, found 2",
    );
    check(
        Record(RecordError::IllegalMove { index: 1, cell: Position::new(0, 0), rule: MoveRule::EmptyCell }),
        "move 1 of dandan: (1, 1) is the empty cell itself",
    );
    check(
        UnfinishedRecord { moves: 3, cell: Position::new(0, 4) },
        "after move 3 of dandan, tutu can still move (1, 5); the format guarantees that dandan wins",
    );
    check(
        OctalFirstDigit { found: '7' },
        "the digit before the point must be 0, 4 or another digit without bits 1 and 2 (removing no tokens must leave two heaps or more), found `7`",
    );
    check(InfiniteOctalCode, "codes with infinitely many digits (`[...]`, `...`) are not supported");
    check(
        TooManyHeaps { position: 1, heaps: Some(5), limit: 4 },
        "digit d1 lets a move leave 5 heaps; at most 4 are supported",
    );
    check(
        TooManyHeaps { position: 2, heaps: None, limit: 4 },
        "digit d2 lets a move leave any number of heaps; at most 4 are supported",
    );
    check(AddingTokens, "only one digit may stand before the point: moves that add tokens are not supported");
    check(ZeroSubtraction, "a subtraction game's move must remove at least one token");
}

/// The one-line form is the full message without the line number and its gutter, for
/// errors anywhere in a line, short or long (the quote is a window around the column).
#[test]
fn in_one_line_is_the_message_without_the_line() {
    let long = format!("0.{}x", "7".repeat(300));
    for code in ["0.x", "4.0x", "S(1,0)", "0.[3]", long.as_str(), "", "7.1"] {
        let Err(err) = crate::game::octal::OctalGame::parse(code) else { panic!("{code} parses") };
        let full = err.to_string();
        let mut lines = full.lines();
        let head = lines.next().unwrap().strip_prefix("line 1, ").unwrap().to_string();
        let rest: Vec<&str> =
            lines.map(|l| l.strip_prefix("1 | ").or(l.strip_prefix("  | ")).unwrap()).collect();
        let expected = format!("{head}\n{}", rest.join("\n"));
        assert_eq!(err.in_one_line().to_string(), expected, "{code}");
        assert!(expected.starts_with(&format!("column {}: ", err.column())), "{code}");
    }
}
