//! SHOI 2008 "小约翰的游戏 John" (BZOJ 1022; the game of SEERC 2007 "John", POJ 3480):
//! `T` test cases, each a count `N` and `N` pile sizes; the output per case is `John` when
//! John, who moves first, wins misère Nim on the piles (the player who takes the last
//! stone loses), else `Brother`, one per line.
//!
//! Accepted: exactly the statement's bounds, each checked with a located
//! [`OutOfRange`](crate::ParseErrorKind::OutOfRange) error at the number: 1 <= T <=
//! [`MAX_CASES`], 1 <= N <= [`MAX_PILES`], pile sizes 0..=[`MAX_STONES`]. The counts are
//! numbers of cases and piles, so 0 is refused as in the other problems (the SEERC
//! original says 1 <= T and 1 <= N). A pile of 0 stones is accepted: BZOJ states no lower
//! bound for the piles (SEERC's is 1). An empty pile offers no move and changes no
//! verdict, and a case whose piles are all empty goes to John: he has no move, so he
//! cannot take the last stone, which is misère play's rule (the player without a move
//! wins) and what the known solutions print (no pile above one stone and an XOR of zero).
//! Numbers are read as `scanf` reads them: any white space separates them, line breaks
//! included; anything after the last case is
//! [`Trailing`](crate::ParseErrorKind::Trailing). Solving is Bouton's rule in
//! [`crate::game::misere::nim`], O(N) per case.

use crate::game::misere::nim::{solve_misere_nim, MisereNim};
use crate::ParseError;

/// The most test cases the statement allows (T <= 500).
pub const MAX_CASES: u64 = 500;
/// The most piles of one case the statement allows (N <= 50).
pub const MAX_PILES: u64 = 50;
/// The most stones of one pile the statement allows (5000).
pub const MAX_STONES: u64 = 5000;

/// A parsed SHOI 2008 John input (only [`parse`] makes one, so every bound of the
/// statement holds).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Input {
    games: Vec<Vec<u64>>,
}

impl Input {
    /// The test cases: the pile sizes of each, in input order.
    pub fn games(&self) -> &[Vec<u64>] {
        &self.games
    }
}

/// The answer: each case's misère Nim outcome (who wins, every winning move of John).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Answer {
    /// One outcome per test case; `mover_wins` is "John wins".
    pub cases: Vec<MisereNim>,
}

/// Parses the input.
///
/// # Errors
/// A located [`ParseError`] for anything that breaks the format (see the module doc).
///
/// # Examples
/// ```
/// use grundy::classic::shoi2008_john::parse;
/// let input = parse(b"2\n3\n3 5 1\n1\n1\n")?;
/// assert_eq!(input.games(), vec![vec![3, 5, 1], vec![1]]);
/// assert!(parse(b"1\n1\n5001\n").is_err()); // a pile above 5000
/// assert!(parse(b"1\n1\n0\n").is_ok()); // an empty pile is accepted
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn parse(src: &[u8]) -> Result<Input, ParseError> {
    let mut scan = super::non_empty(src)?;
    let t = scan.u64_in("the number of test cases T", 1, MAX_CASES)?;
    let mut games = Vec::new();
    for _ in 0..t {
        let n = scan.u64_in("the number of piles N", 1, MAX_PILES)?;
        let mut piles = Vec::new();
        for _ in 0..n {
            piles.push(scan.u64_in("a pile size", 0, MAX_STONES)?);
        }
        games.push(piles);
    }
    scan.end_input()?;
    Ok(Input { games })
}

/// Solves every case by Bouton's rule for misère Nim, with John's winning moves.
///
/// # Complexity
/// O(total number of piles).
pub fn solve(input: &Input) -> Answer {
    Answer { cases: input.games.iter().map(|piles| solve_misere_nim(piles)).collect() }
}

/// The judge output: `John` (the player to move, John, wins) or `Brother`, one per line,
/// capitals as the statement asks.
///
/// # Examples
/// ```
/// use grundy::classic::shoi2008_john::{parse, solve, write};
/// assert_eq!(write(&solve(&parse(b"2\n3\n3 5 1\n1\n1\n")?)), "John\nBrother\n");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn write(answer: &Answer) -> String {
    answer.cases.iter().map(|case| if case.mover_wins { "John\n" } else { "Brother\n" }).collect()
}

#[cfg(test)]
mod tests;
