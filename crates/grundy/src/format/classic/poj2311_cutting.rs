//! POJ 2311 "Cutting Game" (Luogu P10501): pairs `W H` until the end of the input; the
//! output is `WIN` or `LOSE` per pair.
//!
//! Accepted: any number of pairs, none included (an empty input gives an empty output, as
//! the format has no count); sides in 2..=[`CUTTING_MAX_SIDE`] (the statement promises
//! 2..=200; grundy's table goes further). A side of 0 or 1, or above the limit, is an
//! [`OutOfRange`](crate::ParseErrorKind::OutOfRange) error at that number; a final W
//! without its H is an [`UnexpectedEnd`](crate::ParseErrorKind::UnexpectedEnd). Line
//! structure is not enforced (scanf reads the pairs the same way). Solving is in
//! [`crate::game::cutting`].

use crate::format::scan::Scanner;
use crate::game::cutting::CUTTING_MAX_SIDE;
use crate::ParseError;

/// A parsed POJ 2311 input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Input {
    /// The sheets as (width, height).
    pub sheets: Vec<(u32, u32)>,
}

impl Input {
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
/// use grundy::format::classic::poj2311_cutting::parse;
/// assert_eq!(parse(b"2 2\n3 2\n4 2\n")?.sheets, vec![(2, 2), (3, 2), (4, 2)]);
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

/// The judge output: `WIN` (the first player wins) or `LOSE`, one per line.
///
/// # Examples
/// ```
/// use grundy::format::classic::poj2311_cutting::write_output;
/// assert_eq!(write_output(&[false, false, true]), "LOSE\nLOSE\nWIN\n");
/// ```
pub fn write_output(first_player_wins: &[bool]) -> String {
    first_player_wins.iter().map(|&w| if w { "WIN\n" } else { "LOSE\n" }).collect()
}

#[cfg(test)]
mod tests;
