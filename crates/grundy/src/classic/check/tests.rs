//! Tests of the checker: on every problem, the reference output is accepted, and on
//! corrupted outputs the verdict agrees with a byte comparison (accepted exactly when the
//! normalized bytes are equal; presentation error exactly when only the layout differs).

use super::*;
use crate::classic::gen::{generate, Mode, Size};
use crate::tests::support::{seeded, RngExt};

/// The corruptions tried: change a byte, drop a line, join two lines, add blanks.
fn corrupt(text: &str, how: u32, rng: &mut crate::tests::support::TestRng) -> String {
    let mut bytes = text.as_bytes().to_vec();
    match how {
        0 if !bytes.is_empty() => {
            let i = rng.random_range(..bytes.len());
            bytes[i] = if bytes[i].is_ascii_digit() { b'0' + (bytes[i] - b'0' + 1) % 10 } else { b'7' };
        }
        1 => {
            let mut lines: Vec<&str> = text.lines().collect();
            if !lines.is_empty() {
                lines.remove(rng.random_range(..lines.len()));
            }
            return lines.join("\n") + "\n";
        }
        2 => return text.replacen('\n', " ", 1),
        3 => return text.replace('\n', "  \r\n") + "\n\n",
        _ => return text.replacen(' ', "  ", 1),
    }
    String::from_utf8(bytes).unwrap()
}

#[test]
fn verdicts_agree_with_byte_comparison_on_every_problem() {
    let mut rng = seeded(2311);
    for problem in Problem::ALL {
        for seed in 0..60 {
            let input = generate(problem, seed, Size::Tiny, Mode::Random);
            let expected = problem.judge(input.as_bytes()).unwrap();
            assert_eq!(
                check(problem, input.as_bytes(), expected.as_bytes()).unwrap(),
                CheckVerdict::Accepted
            );
            for how in 0..5 {
                let output = corrupt(&expected, how, &mut rng);
                let verdict = check(problem, input.as_bytes(), output.as_bytes()).unwrap();
                let same_bytes = normalized(expected.as_bytes()) == normalized(output.as_bytes());
                let same_tokens =
                    tokens(expected.as_bytes())
                        .iter()
                        .map(|t| t.1)
                        .eq(tokens(output.as_bytes()).iter().map(|t| t.1));
                match verdict {
                    CheckVerdict::Accepted => {
                        assert!(same_bytes, "{problem}: {output:?} accepted for {expected:?}")
                    }
                    CheckVerdict::PresentationError { .. } => assert!(!same_bytes && same_tokens),
                    CheckVerdict::WrongAnswer(_) => assert!(!same_tokens),
                }
            }
        }
    }
}

#[test]
fn the_reason_names_the_first_differing_line_and_token() {
    let verdict = compare(b"2\n1 2\n2 1\n", b"2\n1 2\n2 2\n");
    assert_eq!(verdict.to_string(), "wrong answer: line 3, token 5: expected `1`, found `2`");
    let short = compare(b"WIN\nLOSE\n", b"WIN\n");
    assert_eq!(
        short.to_string(),
        "wrong answer: line 2, token 2: expected `LOSE`, found the end of the output"
    );
    assert_eq!(compare(b"0 0 1 1\n", b"0 0 1 1").to_string(), "ok");
    assert_eq!(compare(b"0 0\n1\n", b"0\n0 1\n"), CheckVerdict::PresentationError { line: 1 });
}

#[test]
fn an_invalid_input_cannot_be_judged() {
    assert!(check(Problem::Poi2009Kam, b"1\n2\n5 4\n", b"TAK\n").is_err());
}
