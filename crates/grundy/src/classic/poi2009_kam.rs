//! POI 2009 "Kamyki" (BZOJ 1115, Luogu P3480): `u` arrangements, each a count `n` and `n`
//! non-decreasing pile sizes; the output is `TAK` or `NIE` per arrangement.
//!
//! Accepted: u >= 1, n >= 1, pile sizes up to 2^64 - 1 (the statement's bounds u <= 10,
//! n <= 1000 and a_i <= 10^4 are not enforced: the solver is O(n) with `u64` counts). A
//! decreasing pair is an [`Invalid`](crate::ParseErrorKind::Invalid) error at the smaller
//! number. Solving is in [`crate::game::staircase`].

use crate::game::staircase::{solve_staircase_row, TakeOutcome};
use crate::game::Verdict;
use crate::{InvalidReason, ParseError};

/// A parsed POI 2009 Kam input (only [`parse`] makes one, so every row is
/// non-decreasing).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Input {
    arrangements: Vec<Vec<u64>>,
}

impl Input {
    /// The arrangements: each a non-decreasing row of pile sizes.
    pub fn arrangements(&self) -> &[Vec<u64>] {
        &self.arrangements
    }
}

/// The answer: each arrangement's value and winning moves, in input order.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Answer {
    /// One outcome per arrangement.
    pub cases: Vec<TakeOutcome>,
}

/// Parses the input.
///
/// # Errors
/// A located [`ParseError`] for anything that breaks the format (see the module doc).
///
/// # Examples
/// ```
/// use grundy::classic::poi2009_kam::parse;
/// let input = parse(b"2\n2\n2 2\n3\n1 2 4\n")?;
/// assert_eq!(input.arrangements(), vec![vec![2, 2], vec![1, 2, 4]]);
/// assert!(parse(b"1\n3\n1 5 4\n").is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn parse(src: &[u8]) -> Result<Input, ParseError> {
    let mut scan = super::non_empty(src)?;
    let u = super::positive(&mut scan, "the number of arrangements u")?;
    let mut arrangements = Vec::new();
    for _ in 0..u {
        let n = super::positive(&mut scan, "the number of piles n")?;
        let mut piles = Vec::new();
        for idx in 0..n {
            scan.skip_space();
            let offset = scan.pos();
            let pile = scan.u64_in("a pile size", 0, u64::MAX)?;
            if let Some(&before) = piles.last() {
                if pile < before {
                    let reason =
                        InvalidReason::DecreasingPile { pile: idx as usize, pebbles: pile, previous: before };
                    return Err(scan.error_at(offset, reason.into()));
                }
            }
            piles.push(pile);
        }
        arrangements.push(piles);
    }
    scan.end_input()?;
    Ok(Input { arrangements })
}

/// Solves every arrangement (pebbles as staircase Nim), with every winning move.
///
/// # Complexity
/// O(total number of piles).
pub fn solve(input: &Input) -> Answer {
    Answer { cases: input.arrangements.iter().map(|piles| solve_staircase_row(piles)).collect() }
}

/// The judge output: `TAK` (the player to move wins) or `NIE`, one per line.
///
/// # Examples
/// ```
/// use grundy::classic::poi2009_kam::{parse, solve, write};
/// assert_eq!(write(&solve(&parse(b"2\n2\n2 2\n3\n1 2 4\n")?)), "NIE\nTAK\n");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn write(answer: &Answer) -> String {
    answer.cases.iter().map(|case| if case.mover_wins() { "TAK\n" } else { "NIE\n" }).collect()
}

#[cfg(test)]
mod tests;
