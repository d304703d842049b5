use super::*;
use crate::tests::support::{seeded, RngExt};

fn kind(src: &[u8]) -> ParseErrorKind {
    parse(src).unwrap_err().kind().clone()
}

fn answers(src: &[u8]) -> String {
    write(&solve(&parse(src).unwrap()))
}

#[test]
fn poj3710_sample1() {
    // The sample, verbatim.
    let src = b"2\n2 1\n1 2\n4 4\n1 2\n2 3\n2 4\n3 4\n";
    assert_eq!(answers(src), "Sally\n");
    assert_eq!(solve(&parse(src).unwrap()).values, vec![1 ^ 2]);
}

#[test]
fn several_cases_loops_and_parallel_edges() {
    // Case 1: a loop at the root (*1) and a stalk (*1): Harry. Case 2: a double edge (even
    // circuit, *0): Harry. Case 3: three parallel edges (*1): Sally.
    let src = b"2\n1 1\n1 1\n2 1\n2 1\n1\n2 2 1 2 2 1\n1\r\n2 3\r\n1 2\r\n1 2\r\n2 1";
    assert_eq!(answers(src), "Harry\nHarry\nSally\n");
    let input = parse(src).unwrap();
    let cases = input.cases();
    assert_eq!(cases.len(), 3);
    assert_eq!(cases[0].trees[1].nodes, vec![1, 2]);
}

#[test]
fn zero_trees_and_isolated_nodes() {
    assert_eq!(answers(b"0\n1\n5 0\n"), "Harry\nHarry\n");
    // A huge node count costs nothing: only node 1 and the touched nodes are kept.
    let input = parse(b"1\n4294967294 1\n4294967294 1\n").unwrap();
    let cases = input.cases();
    assert_eq!(cases[0].trees[0].nodes, vec![1, 4294967294]);
    assert_eq!(cases[0].trees[0].graph.n_vertices(), 2);
    assert_eq!(value(&cases[0]), 1);
}

#[test]
fn bad_inputs_are_located() {
    assert_eq!(kind(b""), ParseErrorKind::Empty);
    assert_eq!(kind(b" \n\n"), ParseErrorKind::Empty);
    assert_eq!(kind(b"1\n2 1\n1"), ParseErrorKind::UnexpectedEnd { expected: "a node number" });
    assert_eq!(kind(b"2\n2 1\n1 2\n"), ParseErrorKind::UnexpectedEnd { expected: "the number of nodes" });
    assert_eq!(
        kind(b"1\n3 1\n1 4\n"),
        ParseErrorKind::OutOfRange { what: "a node number", value: 4, min: 1, max: 3 }
    );
    assert_eq!(
        kind(b"1\n3 1\n0 1\n"),
        ParseErrorKind::OutOfRange { what: "a node number", value: 0, min: 1, max: 3 }
    );
    assert_eq!(
        kind(b"1\n0 0\n"),
        ParseErrorKind::OutOfRange { what: "the number of nodes", value: 0, min: 1, max: MAX_COUNT }
    );
    assert_eq!(
        kind(b"1\n2 x\n"),
        ParseErrorKind::UnexpectedToken { expected: "the number of edges", found: "x".to_string() }
    );
    assert_eq!(kind(b"1\n2 -1\n"), ParseErrorKind::Negative { what: "the number of edges" });
    assert_eq!(kind(b"99999999999999999999\n"), ParseErrorKind::Overflow { what: "the number of trees" });
    // A count far beyond the input is an UnexpectedEnd, not an allocation.
    assert_eq!(kind(b"4294967294\n1 0\n"), ParseErrorKind::UnexpectedEnd { expected: "the number of nodes" });
    let err = parse(b"1\n3 2\n1 2\n2 7\n").unwrap_err();
    assert_eq!((err.line(), err.column()), (4, 3));
}

#[test]
fn never_panics_on_prefixes_and_mutations() {
    let src = b"2\n2 1\n1 2\n4 4\n1 2\n2 3\n2 4\n3 4\n";
    for end in 0..=src.len() {
        let _ = parse(&src[..end]);
    }
    for i in 0..src.len() {
        for byte in [b'0', b'9', b' ', b'\n', b'-', b'x', 0xff] {
            let mut mutated = src.to_vec();
            mutated[i] = byte;
            let _ = parse(&mutated);
        }
    }
}

#[test]
fn random_cases_round_trip_and_match_the_library() {
    let mut rng = seeded(3710);
    for _ in 0..50 {
        let n_trees = rng.random_range(..4u64);
        let mut text = format!("{n_trees}\n");
        let mut expected = 0;
        for _ in 0..n_trees {
            let m = rng.random_range(1..=6u64);
            let k = rng.random_range(..8u64);
            text.push_str(&format!("{m} {k}\n"));
            let mut edges = Vec::new();
            for _ in 0..k {
                let (a, b) = (rng.random_range(1..=m), rng.random_range(1..=m));
                text.push_str(&format!("{a} {b}\n"));
                edges.push((VertexId::new(a as usize - 1), VertexId::new(b as usize - 1)));
            }
            let graph = Graph::from_edges(m as usize, edges);
            expected ^= green_hackenbush_value(&graph, &[VertexId::new(0)]);
        }
        let input = parse(text.as_bytes()).unwrap();
        let cases = input.cases();
        assert_eq!(cases.len(), 1);
        assert_eq!(cases[0].trees.len() as u64, n_trees);
        assert_eq!(value(&cases[0]), expected, "{text}");
    }
}
