//! HNOI 2007 "分裂游戏" (Luogu P3185, BZOJ 1188): `t` test cases, each a count `n` of
//! bottles and `n` bean counts; the output per case is the smallest winning move `i j k`
//! (or `-1 -1 -1`) and the number of winning moves.
//!
//! Accepted: t >= 1, 2 <= n <= [`SPLIT_MAX_BOTTLES`] (the statement's n <= 21 and t <= 10
//! are relaxed: the solver is O(n^2)), bean counts up to 2^64 - 1 (only their parity and
//! whether they are zero matter). n = 0 or 1 is an
//! [`OutOfRange`](crate::ParseErrorKind::OutOfRange) error. Solving is in
//! [`crate::game::bean_split`].

use std::fmt::Write;

use crate::game::bean_split::{try_split_outcome, SplitOutcome, SPLIT_MAX_BOTTLES};
use crate::ParseError;

/// A parsed HNOI 2007 input (only [`parse`] makes one, so every case has 2 to
/// [`SPLIT_MAX_BOTTLES`] bottles).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Input {
    cases: Vec<Vec<u64>>,
}

impl Input {
    /// The test cases: the bean count of each bottle 0..n-1.
    pub fn cases(&self) -> &[Vec<u64>] {
        &self.cases
    }
}

/// The answer: each case's value, smallest winning move and number of winning moves.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Answer {
    /// One outcome per case.
    pub cases: Vec<SplitOutcome>,
}

/// Parses the input.
///
/// # Errors
/// A located [`ParseError`] for anything that breaks the format (see the module doc).
///
/// # Examples
/// ```
/// use grundy::classic::hnoi2007_split::parse;
/// let input = parse(b"2\n4\n1 0 1 5000\n3\n0 0 1\n")?;
/// assert_eq!(input.cases(), vec![vec![1, 0, 1, 5000], vec![0, 0, 1]]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn parse(src: &[u8]) -> Result<Input, ParseError> {
    let mut scan = super::non_empty(src)?;
    let t = super::positive(&mut scan, "the number of test cases t")?;
    let mut cases = Vec::new();
    for _ in 0..t {
        let n = scan.u64_in("the number of bottles n", 2, SPLIT_MAX_BOTTLES as u64)?;
        let mut beans = Vec::new();
        for _ in 0..n {
            beans.push(scan.u64_in("a bean count", 0, u64::MAX)?);
        }
        cases.push(beans);
    }
    scan.end_input()?;
    Ok(Input { cases })
}

/// Solves every case.
///
/// # Complexity
/// O(n^2) per case of n bottles.
pub fn solve(input: &Input) -> Answer {
    let outcome =
        |beans: &Vec<u64>| try_split_outcome(beans).expect("the parser bounds the number of bottles");
    Answer { cases: input.cases.iter().map(outcome).collect() }
}

/// The judge output: per case a line `i j k` (or `-1 -1 -1`) and a line with the count.
///
/// # Examples
/// ```
/// use grundy::classic::hnoi2007_split::{parse, solve, write};
/// let answer = solve(&parse(b"2\n4\n1 0 1 5000\n3\n0 0 1\n")?);
/// assert_eq!(write(&answer), "0 2 3\n1\n-1 -1 -1\n0\n");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn write(answer: &Answer) -> String {
    let mut out = String::new();
    for outcome in &answer.cases {
        let _ = match outcome.winning_move {
            Some(m) => writeln!(out, "{} {} {}", m.i, m.j, m.k),
            None => writeln!(out, "-1 -1 -1"),
        };
        let _ = writeln!(out, "{}", outcome.count);
    }
    out
}

#[cfg(test)]
mod tests;
