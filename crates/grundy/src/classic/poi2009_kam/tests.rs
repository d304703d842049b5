use super::*;
use crate::ParseErrorKind;

fn err(src: &str) -> (ParseErrorKind, usize, usize) {
    let e = parse(src.as_bytes()).unwrap_err();
    (e.kind().clone(), e.line(), e.column())
}

/// The input text of `arrangements`, for round trips.
fn print(arrangements: &[Vec<u64>]) -> String {
    let mut out = format!("{}\n", arrangements.len());
    for piles in arrangements {
        let line: Vec<String> = piles.iter().map(u64::to_string).collect();
        out.push_str(&format!("{}\n{}\n", piles.len(), line.join(" ")));
    }
    out
}

#[test]
fn poi2009_kam_sample1() {
    let input = parse(b"2\n2\n2 2\n3\n1 2 4\n").unwrap();
    assert_eq!(input.arrangements, vec![vec![2, 2], vec![1, 2, 4]]);
    assert_eq!(write(&solve(&input)), "NIE\nTAK\n");
}

#[test]
fn round_trip() {
    let arrangements = vec![vec![0], vec![0, 0, 7, u64::MAX], vec![3, 3, 3, 4]];
    assert_eq!(parse(print(&arrangements).as_bytes()).unwrap().arrangements, arrangements);
}

#[test]
fn white_space_is_free() {
    // Numbers may be split over lines in any way, with CRLF and spaces anywhere.
    let input = parse(b"  2 2\r\n2\n2 \n\n3 1 2\n 4").unwrap();
    assert_eq!(input.arrangements, vec![vec![2, 2], vec![1, 2, 4]]);
}

#[test]
fn errors_are_located() {
    assert_eq!(err("").0, ParseErrorKind::Empty);
    assert_eq!(
        err("0\n"),
        (InvalidReason::NotPositive { what: "the number of arrangements u" }.into(), 1, 1)
    );
    assert_eq!(err("1\n0\n"), (InvalidReason::NotPositive { what: "the number of piles n" }.into(), 2, 1));
    assert_eq!(
        err("2\n2\n2 2\n"),
        (ParseErrorKind::UnexpectedEnd { expected: "the number of piles n" }, 4, 1)
    );
    assert_eq!(err("1\n3\n1 2\n"), (ParseErrorKind::UnexpectedEnd { expected: "a pile size" }, 4, 1));
    assert_eq!(err("1\n2\n1 2 3\n").0, ParseErrorKind::Trailing { found: "3".into() });
    assert_eq!(err("1\n2\n1 -2\n"), (ParseErrorKind::Negative { what: "a pile size" }, 3, 3));
    assert_eq!(err("1\n2\n1 x\n").1, 3);
    let (kind, line, column) = err("1\n3\n1 5 4\n");
    assert_eq!((line, column), (3, 5));
    assert_eq!(kind, InvalidReason::DecreasingPile { pile: 2, pebbles: 4, previous: 5 }.into());
    assert_eq!(
        kind.to_string(),
        "pile 3 has 4 pebbles, fewer than the 5 of pile 2: the row must be non-decreasing"
    );
}

#[test]
fn mutated_samples_never_panic() {
    super::super::test_support::assert_mutations_never_panic(b"2\n2\n2 2\n3\n1 2 4\n", parse);
}
