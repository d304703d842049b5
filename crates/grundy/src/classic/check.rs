//! Checking a contestant's output like a judge: [`check`] compares an output with the
//! exact answer grundy computes for the input, token by token, and tells accepted, wrong
//! answer (naming the first differing line and token) or presentation error (the same
//! tokens laid out differently), following the testlib conventions judge systems expect.
//!
//! What counts as the same: the bytes after dropping trailing spaces and tabs on every
//! line, a `\r` before a line end, and empty lines at the end (so a missing or extra final
//! newline and trailing blanks are accepted, as judges accept them). Tokens are maximal
//! runs of non-white-space bytes. O(input + output) beyond solving the problem.

use std::fmt;

use super::Problem;
use crate::ParseError;

/// The verdict on one output.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum CheckVerdict {
    /// The output is the answer (up to trailing white space).
    Accepted,
    /// The output's tokens differ from the answer's.
    WrongAnswer(Difference),
    /// The tokens are the answer's, but lines or spaces are not where they belong.
    PresentationError {
        /// The first output line (from 1) that differs from the answer's line.
        line: usize,
    },
}

/// Where an output first differs from the answer.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Difference {
    /// The output line of the differing token (from 1; one past the last line when the
    /// output ends early).
    pub line: usize,
    /// The token's index in the output, from 1.
    pub token: usize,
    /// The answer's token there, `None` when the output has an extra token.
    pub expected: Option<String>,
    /// The output's token there, `None` when the output ends early.
    pub found: Option<String>,
}

impl fmt::Display for CheckVerdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CheckVerdict::Accepted => write!(f, "ok"),
            CheckVerdict::PresentationError { line } => {
                write!(f, "presentation error: line {line}: the tokens are right, their layout is not")
            }
            CheckVerdict::WrongAnswer(d) => {
                let show = |t: &Option<String>| {
                    t.as_ref().map_or("the end of the output".to_string(), |t| format!("`{t}`"))
                };
                write!(
                    f,
                    "wrong answer: line {}, token {}: expected {}, found {}",
                    d.line,
                    d.token,
                    show(&d.expected),
                    show(&d.found)
                )
            }
        }
    }
}

/// The bytes judges compare: trailing spaces, tabs and `\r` dropped from every line, empty
/// lines dropped from the end.
fn normalized(text: &[u8]) -> Vec<&[u8]> {
    let mut lines: Vec<&[u8]> = text
        .split(|&b| b == b'\n')
        .map(|line| {
            let end = line.iter().rposition(|&b| !matches!(b, b' ' | b'\t' | b'\r')).map_or(0, |i| i + 1);
            &line[..end]
        })
        .collect();
    while lines.last().is_some_and(|l| l.is_empty()) {
        lines.pop();
    }
    lines
}

/// The tokens of `text` with their line numbers (from 1).
fn tokens(text: &[u8]) -> Vec<(usize, &[u8])> {
    let mut res = Vec::new();
    for (index, line) in text.split(|&b| b == b'\n').enumerate() {
        res.extend(line.split(|b| b.is_ascii_whitespace()).filter(|t| !t.is_empty()).map(|t| (index + 1, t)));
    }
    res
}

/// Compares `output` with `expected` (the judge's exact output).
///
/// # Examples
/// ```
/// use grundy::classic::check::{compare, CheckVerdict};
/// assert_eq!(compare(b"WIN\nLOSE\n", b"WIN\nLOSE"), CheckVerdict::Accepted);
/// assert_eq!(compare(b"WIN\nLOSE\n", b"WIN LOSE\n"), CheckVerdict::PresentationError { line: 1 });
/// assert!(matches!(compare(b"WIN\nLOSE\n", b"WIN\nWIN\n"), CheckVerdict::WrongAnswer(d) if d.line == 2));
/// ```
pub fn compare(expected: &[u8], output: &[u8]) -> CheckVerdict {
    let (want, got) = (normalized(expected), normalized(output));
    if want == got {
        return CheckVerdict::Accepted;
    }
    let (want_tokens, got_tokens) = (tokens(expected), tokens(output));
    let last_line = got.len() + 1;
    for i in 0..want_tokens.len().max(got_tokens.len()) {
        let (w, g) = (want_tokens.get(i), got_tokens.get(i));
        if w.map(|t| t.1) != g.map(|t| t.1) {
            let text = |t: Option<&(usize, &[u8])>| t.map(|t| String::from_utf8_lossy(t.1).into_owned());
            return CheckVerdict::WrongAnswer(Difference {
                line: g.map_or(last_line, |t| t.0),
                token: i + 1,
                expected: text(w),
                found: text(g),
            });
        }
    }
    let line = want.iter().zip(&got).position(|(a, b)| a != b).unwrap_or(want.len().min(got.len())) + 1;
    CheckVerdict::PresentationError { line }
}

/// Checks `output` against the answer to `input` of `problem`.
///
/// # Errors
/// The input's [`ParseError`]: an input that breaks the format cannot be judged (a
/// checker failure, in testlib's words).
pub fn check(problem: Problem, input: &[u8], output: &[u8]) -> Result<CheckVerdict, ParseError> {
    Ok(compare(problem.judge(input)?.as_bytes(), output))
}

#[cfg(test)]
mod tests;
