//! The eight classic judge problems, each solved end to end: its exact input format, the
//! solver, and the exact output the judge expects.
//!
//! Every problem module offers the same three functions with the same names:
//! - `parse(&[u8]) -> Result<Input, ParseError>` reads the stated input format token by
//!   token, as `scanf` does (any white space, line breaks included, separates numbers);
//! - `solve(&Input) -> Answer` solves every case, keeping what a front end shows (values,
//!   winning moves), not just the verdict;
//! - `write(&Answer) -> String` prints the exact bytes the judge expects.
//!
//! [`Problem`] names the problems ([`Problem::ALL`], [`Problem::name`],
//! [`Problem::from_name`]) and [`Problem::judge`] runs all three steps from bytes to the
//! output text. Every structural guarantee of a statement is checked with a located
//! error: a count that disagrees with the data (a missing number is
//! [`UnexpectedEnd`](crate::ParseErrorKind::UnexpectedEnd), numbers after the data are
//! [`Trailing`](crate::ParseErrorKind::Trailing)), zero where a positive number is
//! required, an order the statement promises. Upper bounds on sizes are relaxed to what
//! grundy can solve, as each module documents, except in [`shoi2008_john`], whose small
//! bounds (T <= 500, N <= 50, piles <= 5000) are checked as stated; a module's `Input` can
//! only be made by its `parse`, so `solve` never fails.
//!
//! Around the problems: [`gen`] draws valid inputs from a seed, [`shrink`] lists the
//! valid inputs one step smaller, and [`check`] judges a contestant's output; the stress
//! tester of the CLI is built on them.
//!
//! A new judge problem gets a module here with the three functions, a [`Problem`] variant
//! (and an arm in each `match` below), and its samples as CLI data cases.
//!
//! # Examples
//! ```
//! use grundy::classic::Problem;
//! let problem = Problem::from_name("poj2311-cutting").unwrap();
//! assert_eq!(problem.judge(b"2 2\n3 2\n4 2\n")?, "LOSE\nLOSE\nWIN\n");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub mod check;
pub mod gen;
pub mod hnoi2007_split;
pub mod hnoi2014_jiangnan;
pub mod loj6033_board;
pub mod noi2011_bunny;
pub mod poi2009_kam;
pub mod poj2311_cutting;
pub mod poj3710_christmas;
pub mod shoi2008_john;
pub mod shrink;

#[cfg(test)]
mod test_support;

/// One of the classic judge problems.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[non_exhaustive]
pub enum Problem {
    /// NOI 2011 "bunny and egg": the first player's mistakes in a game record.
    Noi2011Bunny,
    /// LOJ 6033 board game: the cells where the player who places the token wins.
    Loj6033Board,
    /// POI 2009 Kam (pebbles): staircase Nim on a non-decreasing row.
    Poi2009Kam,
    /// HNOI 2007 split game: the smallest winning move and the number of winning moves.
    Hnoi2007Split,
    /// HNOI 2014 "Jiangnan" equal-split game: who wins each game.
    Hnoi2014Jiangnan,
    /// POJ 2311 cutting game: whether the first player wins.
    Poj2311Cutting,
    /// POJ 3710 Christmas game: Green Hackenbush on trees with hanging cycles.
    Poj3710Christmas,
    /// SHOI 2008 "John" (BZOJ 1022): misère Nim, whether John, who moves first, wins.
    Shoi2008John,
}

impl Problem {
    /// Every problem, in the order of the CLI's help.
    pub const ALL: [Problem; 8] = [
        Problem::Noi2011Bunny,
        Problem::Loj6033Board,
        Problem::Poi2009Kam,
        Problem::Hnoi2007Split,
        Problem::Hnoi2014Jiangnan,
        Problem::Poj2311Cutting,
        Problem::Poj3710Christmas,
        Problem::Shoi2008John,
    ];

    /// The problem's name: contest, year and a short title, in lowercase with dashes
    /// (`noi2011-bunny`), as the CLI and the web API spell it.
    pub fn name(self) -> &'static str {
        match self {
            Problem::Noi2011Bunny => "noi2011-bunny",
            Problem::Loj6033Board => "loj6033-board",
            Problem::Poi2009Kam => "poi2009-kam",
            Problem::Hnoi2007Split => "hnoi2007-split",
            Problem::Hnoi2014Jiangnan => "hnoi2014-jiangnan",
            Problem::Poj2311Cutting => "poj2311-cutting",
            Problem::Poj3710Christmas => "poj3710-christmas",
            Problem::Shoi2008John => "shoi2008-john",
        }
    }

    /// One line on what the problem asks.
    pub fn summary(self) -> &'static str {
        match self {
            Problem::Noi2011Bunny => {
                "NOI 2011 \"bunny and egg\": list the first player's mistakes in a game record"
            }
            Problem::Loj6033Board => "LOJ 6033 board game: cells where the player who places the token wins",
            Problem::Poi2009Kam => "POI 2009 Kam (pebbles): staircase Nim on a non-decreasing sequence",
            Problem::Hnoi2007Split => {
                "HNOI 2007 split game: the smallest winning move and the number of winning moves"
            }
            Problem::Hnoi2014Jiangnan => "HNOI 2014 \"Jiangnan\" equal-split game: who wins each game",
            Problem::Poj2311Cutting => "POJ 2311 cutting game: whether the first player wins",
            Problem::Poj3710Christmas => {
                "POJ 3710 Christmas game: Green Hackenbush on trees with hanging cycles"
            }
            Problem::Shoi2008John => "SHOI 2008 \"John\": misère Nim, whether John, who moves first, wins",
        }
    }

    /// The problem called `name` (see [`Problem::name`]).
    pub fn from_name(name: &str) -> Option<Problem> {
        Problem::ALL.into_iter().find(|p| p.name() == name)
    }

    /// Whether `src` is a valid input of the problem: its `parse` alone, every guarantee of
    /// the statement checked, nothing solved.
    ///
    /// # Errors
    /// The located [`ParseError`] of the problem's `parse`.
    pub fn validate(self, src: &[u8]) -> Result<(), ParseError> {
        match self {
            Problem::Noi2011Bunny => noi2011_bunny::parse(src).map(drop),
            Problem::Loj6033Board => loj6033_board::parse(src).map(drop),
            Problem::Poi2009Kam => poi2009_kam::parse(src).map(drop),
            Problem::Hnoi2007Split => hnoi2007_split::parse(src).map(drop),
            Problem::Hnoi2014Jiangnan => hnoi2014_jiangnan::parse(src).map(drop),
            Problem::Poj2311Cutting => poj2311_cutting::parse(src).map(drop),
            Problem::Poj3710Christmas => poj3710_christmas::parse(src).map(drop),
            Problem::Shoi2008John => shoi2008_john::parse(src).map(drop),
        }
    }

    /// Judge mode: parses `src` in the problem's input format, solves it and returns the
    /// exact output the judge expects.
    ///
    /// # Errors
    /// The located [`ParseError`] of the problem's `parse`.
    pub fn judge(self, src: &[u8]) -> Result<String, ParseError> {
        Ok(match self {
            Problem::Noi2011Bunny => noi2011_bunny::write(&noi2011_bunny::solve(&noi2011_bunny::parse(src)?)),
            Problem::Loj6033Board => loj6033_board::write(&loj6033_board::solve(&loj6033_board::parse(src)?)),
            Problem::Poi2009Kam => poi2009_kam::write(&poi2009_kam::solve(&poi2009_kam::parse(src)?)),
            Problem::Hnoi2007Split => {
                hnoi2007_split::write(&hnoi2007_split::solve(&hnoi2007_split::parse(src)?))
            }
            Problem::Hnoi2014Jiangnan => {
                hnoi2014_jiangnan::write(&hnoi2014_jiangnan::solve(&hnoi2014_jiangnan::parse(src)?))
            }
            Problem::Poj2311Cutting => {
                poj2311_cutting::write(&poj2311_cutting::solve(&poj2311_cutting::parse(src)?))
            }
            Problem::Poj3710Christmas => {
                poj3710_christmas::write(&poj3710_christmas::solve(&poj3710_christmas::parse(src)?))
            }
            Problem::Shoi2008John => shoi2008_john::write(&shoi2008_john::solve(&shoi2008_john::parse(src)?)),
        })
    }
}

impl std::fmt::Display for Problem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

use crate::format::scan::Scanner;
use crate::{InvalidReason, ParseError, ParseErrorKind};

/// A scanner over `src`, or [`ParseErrorKind::Empty`] at the start when `src` holds only
/// white space.
fn non_empty(src: &[u8]) -> Result<Scanner<'_>, ParseError> {
    let mut scan = Scanner::new(src);
    if scan.next_token().is_none() {
        return Err(scan.error_at(0, ParseErrorKind::Empty));
    }
    scan.set_pos(0);
    Ok(scan)
}

/// Reads the next number anywhere and requires it to be positive (at least 1).
fn positive(scan: &mut Scanner<'_>, what: &'static str) -> Result<u64, ParseError> {
    scan.skip_space();
    let offset = scan.pos();
    let value = scan.u64_in(what, 0, u64::MAX)?;
    if value == 0 {
        return Err(scan.error_at(offset, InvalidReason::NotPositive { what }.into()));
    }
    Ok(value)
}
