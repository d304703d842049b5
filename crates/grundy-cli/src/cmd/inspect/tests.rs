//! Tests of `inspect`'s format resolution and counts.

use super::*;

fn auto(path: &str, text: &str) -> FormatArg {
    resolve(FormatArg::Auto, Some(Path::new(path)), text.as_bytes())
}

#[test]
fn extension_decides() {
    assert_eq!(auto("g.mtx", "a b\n"), FormatArg::Mtx);
    assert_eq!(auto("g.MTX", "a b\n"), FormatArg::Mtx);
    assert_eq!(auto("g.col", "a b\n"), FormatArg::Dimacs);
    assert_eq!(auto("g.dimacs", "a b\n"), FormatArg::Dimacs);
    assert_eq!(auto("b.board", "a b\n"), FormatArg::Board);
    assert_eq!(auto("b.board", "X.\nOX\n"), FormatArg::Stones);
}

#[test]
fn content_decides_otherwise() {
    assert_eq!(auto("g.txt", "p edge 2 1\ne 1 2\n"), FormatArg::Dimacs);
    assert_eq!(auto("g.txt", "2 2\n.#\n..\n"), FormatArg::Board);
    assert_eq!(auto("g.txt", "2 2\n.X\nOO\n"), FormatArg::Stones);
    assert_eq!(auto("g", "%%MatrixMarket matrix coordinate pattern general\n"), FormatArg::Mtx);
    assert_eq!(resolve(FormatArg::Auto, None, b"a b\n"), FormatArg::EdgeList);
}

#[test]
fn explicit_format_wins() {
    assert_eq!(resolve(FormatArg::EdgeList, Some(Path::new("g.mtx")), b"1 2\n"), FormatArg::EdgeList);
}

#[test]
fn parallel_edges_are_unordered_pairs() {
    assert_eq!(count_parallel(vec![(0, 1), (0, 1), (1, 2), (0, 1)]), 2);
    assert_eq!(count_parallel(vec![]), 0);
}
