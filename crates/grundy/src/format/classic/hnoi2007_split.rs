//! HNOI 2007 "分裂游戏" (Luogu P3185, BZOJ 1188): `t` test cases, each a count `n` of
//! bottles and `n` bean counts; the output per case is the smallest winning move `i j k`
//! (or `-1 -1 -1`) and the number of winning moves.
//!
//! Accepted: t >= 1, 2 <= n <= [`SPLIT_MAX_BOTTLES`] (the statement's n <= 21 and t <= 10
//! are relaxed: the solver is O(n^2)), bean counts up to 2^64 - 1 (only their parity and
//! whether they are zero matter). n = 0 or 1 is an
//! [`OutOfRange`](crate::ParseErrorKind::OutOfRange) error. Solving is in
//! [`crate::game::split`].

use crate::game::split::{SplitOutcome, SPLIT_MAX_BOTTLES};
use crate::ParseError;

/// A parsed HNOI 2007 input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Input {
    /// The test cases: the bean count of each bottle 0..n-1.
    pub cases: Vec<Vec<u64>>,
}

/// Parses the input.
///
/// # Errors
/// A located [`ParseError`] for anything that breaks the format (see the module doc).
///
/// # Examples
/// ```
/// use grundy::format::classic::hnoi2007_split::parse;
/// let input = parse(b"2\n4\n1 0 1 5000\n3\n0 0 1\n")?;
/// assert_eq!(input.cases, vec![vec![1, 0, 1, 5000], vec![0, 0, 1]]);
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

/// The judge output: per case a line `i j k` (or `-1 -1 -1`) and a line with the count.
///
/// # Examples
/// ```
/// use grundy::format::classic::hnoi2007_split::write_output;
/// use grundy::game::split::try_split_outcome;
/// let outcomes = [try_split_outcome(&[1, 0, 1, 5000])?, try_split_outcome(&[0, 0, 1])?];
/// assert_eq!(write_output(&outcomes), "0 2 3\n1\n-1 -1 -1\n0\n");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn write_output(outcomes: &[SplitOutcome]) -> String {
    let mut out = String::new();
    for outcome in outcomes {
        match outcome.first {
            Some(m) => out.push_str(&format!("{} {} {}\n", m.i, m.j, m.k)),
            None => out.push_str("-1 -1 -1\n"),
        }
        out.push_str(&format!("{}\n", outcome.count));
    }
    out
}

#[cfg(test)]
mod tests;
