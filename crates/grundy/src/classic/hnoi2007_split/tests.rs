use super::*;
use crate::{InvalidReason, ParseErrorKind};

fn err(src: &str) -> (ParseErrorKind, usize, usize) {
    let e = parse(src.as_bytes()).unwrap_err();
    (e.kind().clone(), e.line(), e.column())
}

fn print(cases: &[Vec<u64>]) -> String {
    let mut out = format!("{}\n", cases.len());
    for beans in cases {
        let line: Vec<String> = beans.iter().map(u64::to_string).collect();
        out.push_str(&format!("{}\n{}\n", beans.len(), line.join(" ")));
    }
    out
}

#[test]
fn hnoi2007_split_sample1() {
    let input = parse(b"2\n4\n1 0 1 5000\n3\n0 0 1\n").unwrap();
    assert_eq!(write(&solve(&input)), "0 2 3\n1\n-1 -1 -1\n0\n");
}

#[test]
fn bzoj_copy_with_trailing_spaces() {
    let input = parse(b"2      \n4     \n1 0 1 5000      \n3   \n0 0 1        \n      ").unwrap();
    assert_eq!(input.cases.len(), 2);
}

#[test]
fn round_trip() {
    let cases = vec![vec![0, 0], vec![u64::MAX, 1, 2, 3, 4], vec![1; 30]];
    assert_eq!(parse(print(&cases).as_bytes()).unwrap().cases, cases);
}

#[test]
fn errors_are_located() {
    assert_eq!(err(" \n"), (ParseErrorKind::Empty, 1, 1));
    let range =
        |value| ParseErrorKind::OutOfRange { what: "the number of bottles n", value, min: 2, max: 10_000 };
    assert_eq!(err("1\n1\n5\n"), (range(1), 2, 1));
    assert_eq!(err("1\n10001\n"), (range(10_001), 2, 1));
    assert_eq!(err("0"), (InvalidReason::NotPositive { what: "the number of test cases t" }.into(), 1, 1));
    assert_eq!(
        err("2\n2\n0 1\n"),
        (ParseErrorKind::UnexpectedEnd { expected: "the number of bottles n" }, 4, 1)
    );
    assert_eq!(err("1\n3\n0 1"), (ParseErrorKind::UnexpectedEnd { expected: "a bean count" }, 3, 4));
    assert_eq!(err("1\n2\n0 1 7"), (ParseErrorKind::Trailing { found: "7".into() }, 3, 5));
}

#[test]
fn mutated_samples_never_panic() {
    super::super::test_support::assert_mutations_never_panic(b"2\n4\n1 0 1 5000\n3\n0 0 1\n", parse);
}
