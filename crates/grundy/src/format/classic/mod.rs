//! The input and output formats of the classic judge problems, one module per problem.
//!
//! Each module has `parse` (reading the stated input format token by token, as `scanf`
//! does: any white space, line breaks included, separates numbers) and `write_output` (the
//! exact bytes the judge expects). Every structural guarantee of the statement is checked
//! with a located error: a count that disagrees with the data (a missing number is
//! [`UnexpectedEnd`](crate::ParseErrorKind::UnexpectedEnd), numbers after the data are
//! [`Trailing`](crate::ParseErrorKind::Trailing)), zero where a positive number is
//! required, an order the statement promises. Upper bounds on sizes are relaxed to what
//! grundy can solve, as each module documents.

pub mod hnoi2007_split;
pub mod hnoi2014_jiangnan;
pub mod loj6033_board;
pub mod noi2011_bunny;
pub mod poi2009_kam;
pub mod poj2311_cutting;
pub mod poj3710_christmas;

#[cfg(test)]
mod test_support;

use crate::format::scan::Scanner;
use crate::{ParseError, ParseErrorKind};

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
        let reason = format!("{what} must be positive, found 0");
        return Err(scan.error_at(offset, ParseErrorKind::Invalid { reason }));
    }
    Ok(value)
}
