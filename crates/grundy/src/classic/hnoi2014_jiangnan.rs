//! HNOI 2014 "江南乐" (Luogu P3235, BZOJ 3576): `T F`, then T games, each a count `N` and
//! `N` pile sizes; the output is one line of T numbers, `1` if the first player wins.
//!
//! Accepted: T >= 1, any F >= 1, N >= 1, piles in 1..=[`EQUAL_SPLIT_MAX_PILE`] (the
//! statement's bounds T, N < 100 and F, piles < 10^5 are relaxed; a larger pile is an
//! [`OutOfRange`](crate::ParseErrorKind::OutOfRange) error naming the limit). Zero is
//! rejected wherever the statement promises a positive integer. The output has single
//! spaces and a final newline and no trailing space; a published solution prints a
//! trailing space and no newline, so the judge's checker must ignore white space either
//! way. Solving is in [`crate::game::equal_split`].

use crate::game::equal_split::{EqualSplitOutcome, EqualSplitTable, EQUAL_SPLIT_MAX_PILE};
use crate::game::Verdict;
use crate::ParseError;

/// A parsed HNOI 2014 input (only [`parse`] makes one, so every pile is in
/// `1..=EQUAL_SPLIT_MAX_PILE`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Input {
    threshold: u64,
    games: Vec<Vec<u64>>,
}

/// The answer: each game's pile values, value and first winning move.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Answer {
    /// The threshold F.
    pub threshold: u64,
    /// One outcome per game.
    pub cases: Vec<EqualSplitOutcome>,
}

impl Input {
    /// The threshold F: a pile can be split when it has at least F stones.
    pub fn threshold(&self) -> u64 {
        self.threshold
    }

    /// The games: the pile sizes of each.
    pub fn games(&self) -> &[Vec<u64>] {
        &self.games
    }

    /// The largest pile over all games (0 if none).
    pub fn max_pile(&self) -> u64 {
        self.games.iter().flatten().copied().max().unwrap_or(0)
    }
}

/// Parses the input.
///
/// # Errors
/// A located [`ParseError`] for anything that breaks the format (see the module doc).
///
/// # Examples
/// ```
/// use grundy::classic::hnoi2014_jiangnan::parse;
/// let input = parse(b"4 3\n1 1\n1 2\n1 3\n1 5\n")?;
/// assert_eq!((input.threshold(), input.games().len(), input.max_pile()), (3, 4, 5));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn parse(src: &[u8]) -> Result<Input, ParseError> {
    let mut scan = super::non_empty(src)?;
    let t = super::positive(&mut scan, "the number of games T")?;
    let threshold = super::positive(&mut scan, "the threshold F")?;
    let mut games = Vec::new();
    for _ in 0..t {
        let n = super::positive(&mut scan, "the number of piles N")?;
        let mut piles = Vec::new();
        for _ in 0..n {
            piles.push(scan.u64_in("a pile size", 1, EQUAL_SPLIT_MAX_PILE)?);
        }
        games.push(piles);
    }
    scan.end_input()?;
    Ok(Input { threshold, games })
}

/// Solves every game with one table of pile values up to the largest pile.
///
/// # Complexity
/// O(N √N) for the largest pile N, then O(k) per game of k piles.
pub fn solve(input: &Input) -> Answer {
    let table = EqualSplitTable::try_new(input.threshold, input.max_pile())
        .expect("the parser bounds the pile sizes");
    Answer {
        threshold: input.threshold,
        cases: input.games.iter().map(|piles| table.outcome(piles)).collect(),
    }
}

/// The judge output: one line of `0`/`1` (1: the player to move wins) with single spaces.
///
/// # Examples
/// ```
/// use grundy::classic::hnoi2014_jiangnan::{parse, solve, write};
/// assert_eq!(write(&solve(&parse(b"4 3\n1 1\n1 2\n1 3\n1 5\n")?)), "0 0 1 1\n");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn write(answer: &Answer) -> String {
    let digits: Vec<&str> = answer.cases.iter().map(|c| if c.mover_wins() { "1" } else { "0" }).collect();
    let mut out = digits.join(" ");
    out.push('\n');
    out
}

#[cfg(test)]
mod tests;
