//! Tests of format detection, one input per rule.

use super::*;
use Format::*;

fn check(src: &str, expected: Format) {
    assert_eq!(detect(src.as_bytes()), expected, "{src:?}");
}

#[test]
fn matrix_market_banner() {
    check("%%MatrixMarket matrix coordinate pattern general\n1 1 0\n", MatrixMarket);
}
#[test]
fn matrix_market_banner_any_case() {
    check("%%matrixmarket matrix array real general\n", MatrixMarket);
}
#[test]
fn dimacs_after_comments() {
    check("c a\nc b\n\np edge 3 0\n", Dimacs);
}
#[test]
fn dimacs_col() {
    check("  p col 3 0\n", Dimacs);
}
#[test]
fn dimacs_wrong_kind_is_edge_list() {
    check("p sp 3 0\n", EdgeList);
}
#[test]
fn board_plain() {
    check(".#.\n...\n", Board);
}
#[test]
fn board_with_header() {
    check("2 3\r\n.#.\r\n...\r\n", Board);
}
#[test]
fn stone_board() {
    check("2 2\nX.\nOX\n", Board);
}
#[test]
fn board_with_blank_line_inside() {
    check("..\n\n..\n", Board);
}
#[test]
fn header_alone_is_edge_list() {
    check("2 3\n", EdgeList);
}
#[test]
fn numbers_are_edge_list() {
    check("1 2\n2 3\n", EdgeList);
}
#[test]
fn words_are_edge_list() {
    check("# comment\na b\n", EdgeList);
}
#[test]
fn board_with_bad_row_is_edge_list() {
    check("..\n.x\n", EdgeList);
}
#[test]
fn empty_is_edge_list() {
    check("", EdgeList);
}
#[test]
fn binary_is_edge_list() {
    assert_eq!(detect(b"\xff\x00.."), EdgeList);
}
