//! Tests of the Matrix Market parser and writer: banners, fields, errors, round trips.

use super::*;
use crate::tests::support::{edge_text, located, random_edges, seeded, RngExt};
use ParseErrorKind::*;

const GENERAL: &str = "%%MatrixMarket matrix coordinate pattern general\n";

/// Parses and describes the graph as `left right | i-j ...` with 0-based indices.
fn ok(src: &str) -> String {
    let graph = parse_matrix_market(src.as_bytes()).unwrap_or_else(|e| panic!("{e}"));
    format!("{} {} | {}", graph.n_left(), graph.n_right(), edge_text(graph.edges()))
}

fn err(src: &[u8]) -> (ParseErrorKind, usize, usize) {
    located(parse_matrix_market(src).unwrap_err())
}

fn general(body: &str) -> Vec<u8> {
    format!("{GENERAL}{body}").into_bytes()
}

/// The kind of an error for `reason`, after checking that `reason` reads `text`.
fn invalid(reason: InvalidReason, text: &str) -> ParseErrorKind {
    assert_eq!(reason.to_string(), text);
    Invalid { reason }
}

#[test]
fn pattern_general() {
    assert_eq!(ok("%%MatrixMarket matrix coordinate pattern general\n2 3 2\n1 3\n2 1\n"), "2 3 | 0-2 1-0");
}
#[test]
fn case_insensitive_banner_and_comments() {
    assert_eq!(
        ok("%%matrixmarket MATRIX Coordinate Pattern GENERAL\n% c\n\n1 1 1\n% mid\n1 1\n"),
        "1 1 | 0-0"
    );
}
#[test]
fn integer_values_ignored() {
    assert_eq!(
        ok("%%MatrixMarket matrix coordinate integer general\n2 2 2\n1 1 -5\n2 2 0\n"),
        "2 2 | 0-0 1-1"
    );
}
#[test]
fn real_values_ignored() {
    assert_eq!(
        ok("%%MatrixMarket matrix coordinate real general\n2 2 2\n1 2 1.5e-3\n2 1 -.25\n"),
        "2 2 | 0-1 1-0"
    );
}
#[test]
fn symmetric_mirrors_off_diagonal() {
    assert_eq!(
        ok("%%MatrixMarket matrix coordinate pattern symmetric\n3 3 2\n2 1\n3 3\n"),
        "3 3 | 1-0 0-1 2-2"
    );
}
#[test]
fn duplicates_kept() {
    assert_eq!(ok(&format!("{GENERAL}2 2 2\n1 2\n1 2\n")), "2 2 | 0-1 0-1");
}
#[test]
fn crlf_no_final_newline() {
    assert_eq!(ok("%%MatrixMarket matrix coordinate pattern general\r\n1 2 1\r\n1 2"), "1 2 | 0-1");
}
#[test]
fn empty_matrix() {
    assert_eq!(ok(&format!("{GENERAL}0 0 0\n")), "0 0 | ");
}

#[test]
fn empty() {
    assert_eq!(err(b""), (Empty, 1, 1));
}
#[test]
fn missing_banner() {
    let (reason, text) = (
        InvalidReason::MissingMatrixMarketBanner,
        "a Matrix Market file starts with the banner `%%MatrixMarket`",
    );
    assert_eq!(err(b"2 2 1\n1 1\n"), (invalid(reason, text), 1, 1));
}
#[test]
fn array_rejected() {
    let (reason, text) =
        (InvalidReason::DenseMatrix, "dense `array` matrices are not supported, only `coordinate`");
    assert_eq!(err(b"%%MatrixMarket matrix array real general\n"), (invalid(reason, text), 1, 23));
}
#[test]
fn complex_rejected() {
    let (reason, text) = (InvalidReason::ComplexMatrix, "`complex` matrices are not supported");
    assert_eq!(err(b"%%MatrixMarket matrix coordinate complex general\n"), (invalid(reason, text), 1, 34));
}
#[test]
fn hermitian_rejected() {
    let (reason, text) =
        (InvalidReason::UnsupportedSymmetry, "only `general` and `symmetric` matrices are supported");
    assert_eq!(err(b"%%MatrixMarket matrix coordinate real hermitian\n"), (invalid(reason, text), 1, 39));
}
#[test]
fn skew_symmetric_rejected() {
    let (reason, text) =
        (InvalidReason::UnsupportedSymmetry, "only `general` and `symmetric` matrices are supported");
    assert_eq!(
        err(b"%%MatrixMarket matrix coordinate real skew-symmetric\n"),
        (invalid(reason, text), 1, 39)
    );
}
#[test]
fn vector_object_rejected() {
    assert_eq!(
        err(b"%%MatrixMarket vector coordinate real general\n"),
        (invalid(InvalidReason::UnsupportedObject, "only `matrix` objects are supported"), 1, 16)
    );
}
#[test]
fn banner_truncated() {
    assert_eq!(
        err(b"%%MatrixMarket matrix coordinate\n"),
        (EndOfLine { expected: "`pattern`, `integer` or `real`" }, 1, 33)
    );
}
#[test]
fn banner_trailing_word() {
    assert_eq!(
        err(b"%%MatrixMarket matrix coordinate real general extra\n"),
        (Trailing { found: "extra".into() }, 1, 47)
    );
}
#[test]
fn missing_size_line() {
    assert_eq!(
        err(&general("% only comments\n")),
        (UnexpectedEnd { expected: "the size line `rows cols nnz`" }, 3, 1)
    );
}
#[test]
fn symmetric_not_square() {
    let src = b"%%MatrixMarket matrix coordinate pattern symmetric\n2 3 0\n";
    assert_eq!(
        err(src),
        (
            invalid(
                InvalidReason::NonSquareSymmetric { rows: 2, cols: 3 },
                "a symmetric matrix must be square"
            ),
            2,
            1
        )
    );
}
#[test]
fn row_out_of_range() {
    let kind = OutOfRange { what: "a row index", value: 3, min: 1, max: 2 };
    assert_eq!(err(&general("2 2 1\n3 1\n")), (kind, 3, 1));
}
#[test]
fn column_zero() {
    let kind = OutOfRange { what: "a column index", value: 0, min: 1, max: 2 };
    assert_eq!(err(&general("2 2 1\n1 0\n")), (kind, 3, 3));
}
#[test]
fn negative_index() {
    assert_eq!(err(&general("2 2 1\n-1 1\n")), (Negative { what: "a row index" }, 3, 1));
}
#[test]
fn non_numeric_size() {
    let kind = UnexpectedToken { expected: "the number of columns", found: "two".into() };
    assert_eq!(err(&general("2 two 1\n")), (kind, 2, 3));
}
#[test]
fn overflowing_nnz() {
    assert_eq!(
        err(&general("2 2 99999999999999999999\n")),
        (Overflow { what: "the number of entries" }, 2, 5)
    );
}
#[test]
fn pattern_with_value() {
    assert_eq!(err(&general("2 2 1\n1 1 7\n")), (Trailing { found: "7".into() }, 3, 5));
}
#[test]
fn integer_missing_value() {
    let src = b"%%MatrixMarket matrix coordinate integer general\n2 2 1\n1 1\n";
    assert_eq!(err(src), (EndOfLine { expected: "a value" }, 3, 4));
}
#[test]
fn integer_bad_value() {
    let src = b"%%MatrixMarket matrix coordinate integer general\n2 2 1\n1 1 1.5\n";
    assert_eq!(err(src), (UnexpectedToken { expected: "an integer value", found: "1.5".into() }, 3, 5));
}
#[test]
fn real_nan_rejected() {
    let src = b"%%MatrixMarket matrix coordinate real general\n2 2 1\n1 1 nan\n";
    assert_eq!(err(src), (UnexpectedToken { expected: "a real value", found: "nan".into() }, 3, 5));
}
#[test]
fn real_invalid_utf8() {
    let src = b"%%MatrixMarket matrix coordinate real general\n2 2 1\n1 1 1\xff\n";
    assert_eq!(err(src), (InvalidUtf8, 3, 6));
}
#[test]
fn too_few_entries() {
    let kind = CountMismatch { what: "entries", expected: 2, found: 1 };
    assert_eq!(err(&general("2 2 2\n1 1\n")), (kind, 4, 1));
}
#[test]
fn too_many_entries() {
    let kind = CountMismatch { what: "entries", expected: 1, found: 2 };
    assert_eq!(err(&general("2 2 1\n1 1\n2 2\n")), (kind, 4, 1));
}
#[test]
fn huge_rows() {
    let kind =
        TooLarge { what: "a row count", requested: 1_000_000_000_000, limit: super::super::MAX_VERTICES };
    assert_eq!(err(&general("1000000000000 2 0\n")), (kind, 2, 1));
}
#[test]
fn huge_nnz_reserves_little() {
    let kind = CountMismatch { what: "entries", expected: 1 << 60, found: 1 };
    assert_eq!(err(&general("2 2 1152921504606846976\n1 1\n")), (kind, 4, 1));
}

#[test]
fn round_trip_random_graphs() {
    let mut rng = seeded(4242);
    for _ in 0..500 {
        let n_left = rng.random_range(1..=6);
        let n_right = rng.random_range(1..=6);
        let m = rng.random_range(..10);
        let edges = random_edges(&mut rng, n_left, n_right, m);
        let graph = BipartiteGraph::from_edges(n_left, n_right, edges);
        assert_eq!(parse_matrix_market(write_matrix_market(&graph).as_bytes()).unwrap(), graph);
    }
}
