use super::*;

fn kind_of(err: ParseError) -> ParseErrorKind {
    err.kind().clone()
}

#[test]
fn integers_in_range_and_out() {
    let mut s = Scanner::new(b"12 0 +7\n 18446744073709551615 18446744073709551616 -3 x1");
    assert_eq!(s.u64_in("a", 0, 100).unwrap(), 12);
    assert_eq!(s.u64_in("a", 0, 100).unwrap(), 0);
    assert_eq!(s.u64_in("a", 0, 100).unwrap(), 7);
    assert_eq!(s.u64_in("a", 0, u64::MAX).unwrap(), u64::MAX);
    assert_eq!(kind_of(s.u64_in("a", 0, u64::MAX).unwrap_err()), ParseErrorKind::Overflow { what: "a" });
    assert_eq!(kind_of(s.u64_in("a", 0, 9).unwrap_err()), ParseErrorKind::Negative { what: "a" });
    let err = s.u64_in("a", 0, 9).unwrap_err();
    assert_eq!((err.line(), err.column()), (2, 47));
    assert_eq!(kind_of(s.u64_in("a", 0, 9).unwrap_err()), ParseErrorKind::UnexpectedEnd { expected: "a" });
}

#[test]
fn range_error_names_bounds() {
    let mut s = Scanner::new(b"5");
    let err = s.u64_in("rows", 1, 4).unwrap_err();
    assert_eq!(err.kind(), &ParseErrorKind::OutOfRange { what: "rows", value: 5, min: 1, max: 4 });
}

#[test]
fn line_oriented_reading() {
    let mut s = Scanner::new(b"1 2 \r\n3\n4 5 6");
    assert_eq!(s.u64_in_line("n", 0, 9).unwrap(), 1);
    assert_eq!(s.u64_in_line("n", 0, 9).unwrap(), 2);
    s.end_line().unwrap();
    assert_eq!(s.u64_in_line("n", 0, 9).unwrap(), 3);
    assert_eq!(kind_of(s.u64_in_line("m", 0, 9).unwrap_err()), ParseErrorKind::EndOfLine { expected: "m" });
    s.end_line().unwrap();
    assert_eq!(s.u64_in_line("n", 0, 9).unwrap(), 4);
    let err = s.end_line().unwrap_err();
    assert_eq!((err.line(), err.column()), (3, 3));
    assert_eq!(err.kind(), &ParseErrorKind::Trailing { found: "5".into() });
}

#[test]
fn invalid_utf8_is_located() {
    let mut s = Scanner::new(b"1\n2\xff3");
    s.u64_in("n", 0, 9).unwrap();
    let err = s.u64_in("n", 0, 9).unwrap_err();
    assert_eq!(err.kind(), &ParseErrorKind::InvalidUtf8);
    assert_eq!((err.line(), err.column()), (2, 2));
}

#[test]
fn char_error_decodes_multibyte() {
    let s = Scanner::new("ab€".as_bytes());
    let err = s.char_error(2, "a cell");
    assert_eq!(err.kind(), &ParseErrorKind::UnexpectedChar { expected: "a cell", found: '€' });
    assert_eq!(err.column(), 3);
    let s = Scanner::new(b"ab\xe2\x82");
    assert_eq!(s.char_error(2, "a cell").kind(), &ParseErrorKind::InvalidUtf8);
}

#[test]
fn display_quotes_line_with_caret() {
    let mut s = Scanner::new(b"3 3\nab\tx 7\n");
    s.u64_in("n", 0, 9).unwrap();
    s.u64_in("n", 0, 9).unwrap();
    s.next_token().unwrap();
    let err = s.u64_in("a number", 0, 9).unwrap_err();
    assert_eq!(err.to_string(), "line 2, column 4: expected a number, found `x`\n2 | ab\tx 7\n  |   \t^");
}

#[test]
fn display_windows_long_lines() {
    let mut line = vec![b'.'; 500];
    line[400] = b'?';
    let err = Scanner::new(&line).char_error(400, "`.` or `#`");
    let text = err.to_string();
    assert!(text.starts_with("line 1, column 401: expected `.` or `#`, found '?'\n"));
    let lines: Vec<&str> = text.lines().collect();
    let quote_col = lines[1].find('?').unwrap();
    let caret_col = lines[2].find('^').unwrap();
    assert_eq!(lines[1][..quote_col].chars().count(), lines[2][..caret_col].chars().count());
    assert!(lines[1].chars().count() < 140);
}

#[test]
fn end_of_empty_input_is_line_one() {
    let err = Scanner::new(b"").error(ParseErrorKind::Empty);
    assert_eq!((err.line(), err.column()), (1, 1));
    assert_eq!(err.to_string(), "line 1, column 1: the input is empty\n1 | \n  | ^");
}

#[test]
fn line_start() {
    let mut sc = Scanner::new(b"ab\ncd");
    assert!(sc.at_line_start());
    sc.set_pos(1);
    assert!(!sc.at_line_start());
    sc.set_pos(3);
    assert!(sc.at_line_start());
}
