use super::*;
use crate::ParseErrorKind;

fn err(src: &str) -> (ParseErrorKind, usize, usize) {
    let e = parse(src.as_bytes()).unwrap_err();
    (e.kind().clone(), e.line(), e.column())
}

#[test]
fn poj2311_cutting_sample1() {
    let input = parse(b"2 2\n3 2\n4 2\n").unwrap();
    assert_eq!(input.sheets, vec![(2, 2), (3, 2), (4, 2)]);
    assert_eq!(input.max_side(), 4);
    assert_eq!(write(&solve(&input)), "LOSE\nLOSE\nWIN\n");
}

#[test]
fn pairs_on_one_line_and_empty_input() {
    assert_eq!(parse(b"2 2 3 2 4 2").unwrap().sheets.len(), 3);
    assert_eq!(parse(b"").unwrap().sheets, vec![]);
    assert_eq!(parse(b" \r\n\n").unwrap().max_side(), 0);
}

#[test]
fn round_trip() {
    let sheets = vec![(2, 1000), (1000, 2), (17, 5)];
    let text: String = sheets.iter().map(|(w, h)| format!("{w} {h}\n")).collect();
    assert_eq!(parse(text.as_bytes()).unwrap().sheets, sheets);
}

#[test]
fn errors_are_located() {
    let range = |what, value| ParseErrorKind::OutOfRange { what, value, min: 2, max: 1000 };
    assert_eq!(err("2 2\n3"), (ParseErrorKind::UnexpectedEnd { expected: "the height H" }, 2, 2));
    assert_eq!(err("2 2\n1 5\n"), (range("the width W", 1), 2, 1));
    assert_eq!(err("2 0\n"), (range("the height H", 0), 1, 3));
    assert_eq!(err("2 1001\n"), (range("the height H", 1001), 1, 3));
    assert_eq!(err("2 2\nWIN\n").1, 2);
}

#[test]
fn mutated_samples_never_panic() {
    super::super::test_support::assert_mutations_never_panic(b"2 2\n3 2\n4 2\n", parse);
}
