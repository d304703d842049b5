//! Property tests over arbitrary and mutated inputs for every general parser (and
//! [`detect`]): no panic, and every error is located inside the input (line at least 1
//! and at most the number of lines, column at least 1 and at most one past the line's
//! end). Successful parses must also print back to the same value. The `fuzz/` crate at
//! the repository root runs the same checks under cargo-fuzz for longer.

use proptest::prelude::*;

use super::*;
use crate::board::{Cell, StoneCell, TokenCell};

/// Checks that `err` points inside `src`.
fn check_location(src: &[u8], err: &ParseError) {
    let n_lines = src.iter().filter(|&&b| b == b'\n').count() + 1;
    assert!(err.line() >= 1 && err.line() <= n_lines, "line {} of {n_lines}: {err}", err.line());
    let line = src.split(|&b| b == b'\n').nth(err.line() - 1).unwrap_or_default();
    let n_chars = String::from_utf8_lossy(line).chars().count();
    assert!(err.column() >= 1 && err.column() <= n_chars + 1, "column {} of {n_chars}: {err}", err.column());
    // Display must not panic either.
    let _ = err.to_string();
}

fn board_round_trip<C: Cell>(src: &[u8]) {
    match parse_board::<C>(src) {
        Ok(board) => assert_eq!(parse_board::<C>(board.to_string().as_bytes()).as_ref(), Ok(&board)),
        Err(err) => check_location(src, &err),
    }
}

fn board_rows<C: Cell>(src: &[u8]) {
    let mut sc = scan::Scanner::new(src);
    let header = sc.u64_in("n", 0, 1 << 40).and_then(|n| Ok((n, sc.u64_in("m", 0, 1 << 40)?)));
    match header {
        Ok((n, m)) => match parse_board_rows::<C>(&mut sc, n as usize, m as usize) {
            Ok(board) => assert_eq!((board.n_rows() as u64, board.n_cols() as u64), (n, m)),
            Err(err) => check_location(src, &err),
        },
        Err(err) => check_location(src, &err),
    }
}

/// Runs every parser on `src`.
fn check_all(src: &[u8]) {
    let _ = detect(src);
    board_round_trip::<TokenCell>(src);
    board_round_trip::<StoneCell>(src);
    board_rows::<TokenCell>(src);
    board_rows::<StoneCell>(src);
    match parse_edge_list(src) {
        Ok(named) => assert_eq!(parse_edge_list(named.to_string().as_bytes()).as_ref(), Ok(&named)),
        Err(err) => check_location(src, &err),
    }
    match parse_dimacs(src) {
        Ok(graph) => assert_eq!(parse_dimacs(write_dimacs(&graph).as_bytes()).as_ref(), Ok(&graph)),
        Err(err) => check_location(src, &err),
    }
    match parse_matrix_market(src) {
        Ok(graph) => {
            assert_eq!(parse_matrix_market(write_matrix_market(&graph).as_bytes()).as_ref(), Ok(&graph))
        }
        Err(err) => check_location(src, &err),
    }
}

/// Valid inputs of every format, the seeds of the mutation strategy.
const SEEDS: &[&str] = &[
    "3 4\n.#..\n..#.\n....\n",
    "#.#\r\n...\r\n",
    "2 3\nXO.\nOXO",
    "# a graph\na b\nb c # tail\nc a\nd\n",
    "1 2\n2 3\n3 1\n",
    "c comment\np edge 4 3\ne 1 2\ne 2 3\ne 3 4\n",
    "%%MatrixMarket matrix coordinate pattern general\n% c\n2 3 3\n1 1\n1 3\n2 2\n",
    "%%MatrixMarket matrix coordinate real symmetric\n3 3 2\n2 1 1.5\n3 3 -2e3\n",
    "%%MatrixMarket matrix coordinate integer general\n2 2 1\n2 2 -7\n",
];

/// Bytes that matter to some format, so that random strings often get deep.
const ALPHABET: &[u8] = b".#XO0123456789 \t\r\n\n\n-+epc%abM\xff\xc3";

fn alphabet_bytes() -> impl Strategy<Value = Vec<u8>> {
    proptest::collection::vec(proptest::sample::select(ALPHABET), 0..120)
}

/// A seed with a few bytes replaced, inserted or removed.
fn mutated_seed() -> impl Strategy<Value = Vec<u8>> {
    let edit = (0usize..3, any::<usize>(), proptest::sample::select(ALPHABET));
    (proptest::sample::select(SEEDS), proptest::collection::vec(edit, 0..6)).prop_map(|(seed, edits)| {
        let mut bytes = seed.as_bytes().to_vec();
        for (op, at, byte) in edits {
            let at = at % (bytes.len() + 1);
            match op {
                0 if at < bytes.len() => bytes[at] = byte,
                1 => bytes.insert(at, byte),
                _ if at < bytes.len() => {
                    bytes.remove(at);
                }
                _ => {}
            }
        }
        bytes
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 3000, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn arbitrary_bytes_never_panic(src in proptest::collection::vec(any::<u8>(), 0..200)) {
        check_all(&src);
    }

    #[test]
    fn format_like_bytes_never_panic(src in alphabet_bytes()) {
        check_all(&src);
    }

    #[test]
    fn mutated_inputs_never_panic(src in mutated_seed()) {
        check_all(&src);
    }
}

#[test]
fn seeds_are_valid() {
    assert!(parse_board::<TokenCell>(SEEDS[0].as_bytes()).is_ok());
    assert!(parse_board::<StoneCell>(SEEDS[2].as_bytes()).is_ok());
    assert!(parse_edge_list(SEEDS[3].as_bytes()).is_ok());
    assert!(parse_dimacs(SEEDS[5].as_bytes()).is_ok());
    for seed in &SEEDS[6..] {
        assert!(parse_matrix_market(seed.as_bytes()).is_ok(), "{seed}");
    }
}
