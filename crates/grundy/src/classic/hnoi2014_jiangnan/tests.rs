use super::*;
use crate::{InvalidReason, ParseErrorKind};

fn err(src: &str) -> (ParseErrorKind, usize, usize) {
    let e = parse(src.as_bytes()).unwrap_err();
    (e.kind().clone(), e.line(), e.column())
}

fn print(input: &Input) -> String {
    let mut out = format!("{} {}\n", input.games.len(), input.threshold);
    for piles in &input.games {
        let line: Vec<String> = piles.iter().map(u64::to_string).collect();
        out.push_str(&format!("{} {}\n", piles.len(), line.join(" ")));
    }
    out
}

#[test]
fn hnoi2014_jiangnan_sample1() {
    let input = parse(b"4 3\n1 1\n1 2\n1 3\n1 5\n").unwrap();
    assert_eq!(input.games, vec![vec![1], vec![2], vec![3], vec![5]]);
    assert_eq!(write(&solve(&input)), "0 0 1 1\n");
}

#[test]
fn bzoj_copy_with_blank_lines() {
    let input = parse(b" 4 3 \n\n 1 1 \n1 2\n\n1 3\n1 5 \n\n").unwrap();
    assert_eq!(input.threshold, 3);
    assert_eq!(input.max_pile(), 5);
}

#[test]
fn round_trip() {
    let input = Input { threshold: u64::MAX, games: vec![vec![1, 1_000_000], vec![7; 120]] };
    assert_eq!(parse(print(&input).as_bytes()).unwrap(), input);
}

#[test]
fn output_of_one_game() {
    assert_eq!(write(&solve(&parse(b"1 1\n1 2\n").unwrap())), "1\n");
}

#[test]
fn errors_are_located() {
    assert_eq!(err("").0, ParseErrorKind::Empty);
    assert_eq!(err("1 0\n"), (InvalidReason::NotPositive { what: "the threshold F" }.into(), 1, 3));
    assert_eq!(
        err("1 3\n2 5 0\n"),
        (ParseErrorKind::OutOfRange { what: "a pile size", value: 0, min: 1, max: 1_000_000 }, 2, 5)
    );
    assert_eq!(
        err("1 3\n1 1000001\n"),
        (ParseErrorKind::OutOfRange { what: "a pile size", value: 1_000_001, min: 1, max: 1_000_000 }, 2, 3)
    );
    assert_eq!(err("1 3\n0\n").0, InvalidReason::NotPositive { what: "the number of piles N" }.into());
    assert_eq!(
        err("2 3\n1 5\n"),
        (ParseErrorKind::UnexpectedEnd { expected: "the number of piles N" }, 3, 1)
    );
    assert_eq!(err("1 3\n1 5 6\n"), (ParseErrorKind::Trailing { found: "6".into() }, 2, 5));
    assert_eq!(err("1\n"), (ParseErrorKind::UnexpectedEnd { expected: "the threshold F" }, 2, 1));
}

#[test]
fn mutated_samples_never_panic() {
    super::super::test_support::assert_mutations_never_panic(b"4 3\n1 1\n1 2\n1 3\n1 5\n", parse);
}
