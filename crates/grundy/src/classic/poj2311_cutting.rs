//! POJ 2311 "Cutting Game" (Luogu P10501): pairs `W H` until the end of the input; the
//! output is `WIN` or `LOSE` per pair.
//!
//! Accepted: any number of pairs, none included (an empty input gives an empty output, as
//! the format has no count); sides in 2..=[`CUTTING_MAX_SIDE`] (the statement promises
//! 2..=200; grundy's table goes further). A side of 0 or 1, or above the limit, is an
//! [`OutOfRange`](crate::ParseErrorKind::OutOfRange) error at that number; a final W
//! without its H is an [`UnexpectedEnd`](crate::ParseErrorKind::UnexpectedEnd). Line
//! structure is not enforced (scanf reads the pairs the same way). Solving is in
//! [`crate::game::paper_cutting`].

use crate::format::scan::Scanner;
use crate::game::paper_cutting::{CuttingOutcome, CuttingTable, CUTTING_MAX_SIDE};
use crate::game::Verdict;
use crate::ParseError;

/// A parsed POJ 2311 input (only [`parse`] makes one, so every side is in
/// `2..=CUTTING_MAX_SIDE`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Input {
    sheets: Vec<(u32, u32)>,
}

/// The answer: each sheet's value and first winning cut.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Answer {
    /// One outcome per sheet.
    pub cases: Vec<CuttingOutcome>,
}

impl Input {
    /// The sheets as (width, height).
    pub fn sheets(&self) -> &[(u32, u32)] {
        &self.sheets
    }

    /// The longest side over all sheets (0 if none).
    pub fn max_side(&self) -> u32 {
        self.sheets.iter().map(|&(w, h)| w.max(h)).max().unwrap_or(0)
    }
}

/// Parses the input.
///
/// # Errors
/// A located [`ParseError`] for anything that breaks the format (see the module doc).
///
/// # Examples
/// ```
/// use grundy::classic::poj2311_cutting::parse;
/// assert_eq!(parse(b"2 2\n3 2\n4 2\n")?.sheets(), vec![(2, 2), (3, 2), (4, 2)]);
/// assert!(parse(b"2 2\n3").is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn parse(src: &[u8]) -> Result<Input, ParseError> {
    let mut scan = Scanner::new(src);
    let max = u64::from(CUTTING_MAX_SIDE);
    let mut sheets = Vec::new();
    loop {
        scan.skip_space();
        if scan.at_end() {
            break;
        }
        let w = scan.u64_in("the width W", 2, max)? as u32;
        let h = scan.u64_in("the height H", 2, max)? as u32;
        sheets.push((w, h));
    }
    Ok(Input { sheets })
}

/// Solves every sheet with one table of values up to the longest side.
///
/// # Complexity
/// O(L^3) for the longest side L, then O(w + h) per sheet.
pub fn solve(input: &Input) -> Answer {
    let table = CuttingTable::try_new(input.max_side().max(1)).expect("the parser bounds the sides");
    Answer { cases: input.sheets.iter().map(|&(w, h)| table.outcome(w, h)).collect() }
}

/// The judge output: `WIN` (the player to move wins) or `LOSE`, one per line.
///
/// # Examples
/// ```
/// use grundy::classic::poj2311_cutting::{parse, solve, write};
/// assert_eq!(write(&solve(&parse(b"2 2\n3 2\n4 2\n")?)), "LOSE\nLOSE\nWIN\n");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn write(answer: &Answer) -> String {
    answer.cases.iter().map(|case| if case.mover_wins() { "WIN\n" } else { "LOSE\n" }).collect()
}

#[cfg(test)]
mod tests;
