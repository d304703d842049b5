//! Tests of the DIMACS parser and writer: good and bad inputs with exact locations, round trips.

use super::*;
use crate::tests::support::{edge_text, located, random_edges, seeded, RngExt};
use ParseErrorKind::*;

/// Parses and describes the graph as `n | u-v ...` with 0-based vertices.
fn ok(src: &str) -> String {
    let graph = parse_dimacs(src.as_bytes()).unwrap_or_else(|e| panic!("{e}"));
    format!("{} | {}", graph.n_vertices(), edge_text(graph.edges()))
}

fn err(src: &[u8]) -> (ParseErrorKind, usize, usize) {
    located(parse_dimacs(src).unwrap_err())
}

fn vertex_range(value: u64, max: u64) -> ParseErrorKind {
    OutOfRange { what: "a vertex", value, min: 1, max }
}

#[test]
fn simple() {
    assert_eq!(ok("p edge 3 2\ne 1 2\ne 2 3\n"), "3 | 0-1 1-2");
}
#[test]
fn col_and_comments() {
    assert_eq!(ok("c hi\nc\np col 2 1\nc mid\n\ne 2 1\n"), "2 | 1-0");
}
#[test]
fn crlf_no_final_newline() {
    assert_eq!(ok("p edge 2 1\r\ne 1 2"), "2 | 0-1");
}
#[test]
fn isolated_vertices() {
    assert_eq!(ok("p edge 4 1\ne 1 2\n"), "4 | 0-1");
}
#[test]
fn no_edges() {
    assert_eq!(ok("p edge 2 0\n"), "2 | ");
}
#[test]
fn zero_vertices() {
    assert_eq!(ok("p edge 0 0\n"), "0 | ");
}
#[test]
fn loops_and_parallel_edges_kept() {
    assert_eq!(ok("p edge 2 3\ne 1 1\ne 1 2\ne 2 1\n"), "2 | 0-0 0-1 1-0");
}

#[test]
fn empty() {
    assert_eq!(err(b""), (Empty, 1, 1));
}
#[test]
fn comments_only() {
    assert_eq!(err(b"c one\nc two\n"), (Empty, 3, 1));
}
#[test]
fn edge_before_header() {
    let kind = UnexpectedToken { expected: "the header `p edge N M`", found: "e".into() };
    assert_eq!(err(b"c\ne 1 2\n"), (kind, 2, 1));
}
#[test]
fn wrong_problem_kind() {
    let kind = UnexpectedToken { expected: "`edge` or `col`", found: "sp".into() };
    assert_eq!(err(b"p sp 3 2\n"), (kind, 1, 3));
}
#[test]
fn header_missing_count() {
    assert_eq!(err(b"p edge 3\n"), (EndOfLine { expected: "the number of edges" }, 1, 9));
}
#[test]
fn header_missing_count_at_end() {
    assert_eq!(err(b"p edge 3"), (UnexpectedEnd { expected: "the number of edges" }, 1, 9));
}
#[test]
fn header_extra_token() {
    assert_eq!(err(b"p edge 3 0 9\n"), (Trailing { found: "9".into() }, 1, 12));
}
#[test]
fn second_header() {
    assert_eq!(
        err(b"p edge 3 0\np edge 3 0\n"),
        (Invalid { reason: InvalidReason::SecondDimacsHeader }, 2, 1)
    );
}
#[test]
fn unknown_line() {
    let kind = UnexpectedToken { expected: "an edge `e u v`", found: "a".into() };
    assert_eq!(err(b"p edge 3 1\na 1 2\n"), (kind, 2, 1));
}
#[test]
fn vertex_zero() {
    assert_eq!(err(b"p edge 3 1\ne 0 2\n"), (vertex_range(0, 3), 2, 3));
}
#[test]
fn vertex_too_big() {
    assert_eq!(err(b"p edge 3 1\ne 1 4\n"), (vertex_range(4, 3), 2, 5));
}
#[test]
fn vertex_negative() {
    assert_eq!(err(b"p edge 3 1\ne -1 2\n"), (Negative { what: "a vertex" }, 2, 3));
}
#[test]
fn vertex_overflow() {
    assert_eq!(err(b"p edge 3 1\ne 1 99999999999999999999\n"), (Overflow { what: "a vertex" }, 2, 5));
}
#[test]
fn vertex_non_numeric() {
    let kind = UnexpectedToken { expected: "a vertex", found: "x".into() };
    assert_eq!(err(b"p edge 3 1\ne x 2\n"), (kind, 2, 3));
}
#[test]
fn vertex_invalid_utf8() {
    assert_eq!(err(b"p edge 3 1\ne 1\xfe 2\n"), (InvalidUtf8, 2, 4));
}
#[test]
fn missing_endpoint() {
    assert_eq!(err(b"p edge 3 1\ne 1\ne 2 3\n"), (EndOfLine { expected: "a vertex" }, 2, 4));
}
#[test]
fn weight_rejected() {
    assert_eq!(err(b"p edge 3 1\ne 1 2 5\n"), (Trailing { found: "5".into() }, 2, 7));
}
#[test]
fn too_few_edges() {
    let kind = CountMismatch { what: "edges", expected: 3, found: 1 };
    assert_eq!(err(b"p edge 3 3\ne 1 2\n"), (kind, 3, 1));
}
#[test]
fn too_many_edges() {
    let kind = CountMismatch { what: "edges", expected: 1, found: 2 };
    assert_eq!(err(b"p edge 3 1\ne 1 2\ne 2 3\n"), (kind, 3, 1));
}
#[test]
fn huge_vertex_count() {
    let kind = TooLarge { what: "a vertex count", requested: 1_000_000_000_000, limit: MAX_VERTICES };
    assert_eq!(err(b"p edge 1000000000000 1\n"), (kind, 1, 8));
}
#[test]
fn huge_edge_count_reserves_little() {
    let kind = CountMismatch { what: "edges", expected: u64::MAX, found: 1 };
    assert_eq!(err(b"p edge 2 18446744073709551615\ne 1 2\n"), (kind, 3, 1));
}

#[test]
fn round_trip_random_graphs() {
    let mut rng = seeded(777);
    for _ in 0..500 {
        let n = rng.random_range(..8);
        let m = rng.random_range(..10);
        let graph = Graph::from_edges(n, random_edges(&mut rng, n, n, m));
        assert_eq!(parse_dimacs(write_dimacs(&graph).as_bytes()).unwrap(), graph);
    }
}
