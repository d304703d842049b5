//! [`LimitError`], the one error of a request beyond a documented size limit, shared by
//! every layer that refuses sizes before it allocates (a sparse pattern too large for
//! `u32` ids, a game's `try_` constructors, a census run). Public as
//! `grundy::game::LimitError`; it lives at the bottom of the layers so that `graph` can
//! use it without importing `game`.

use std::fmt;

/// A request beyond a documented size limit of a solver (refused before allocating).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct LimitError {
    /// What is too large.
    pub what: &'static str,
    /// The size requested.
    pub requested: u64,
    /// The largest size accepted.
    pub limit: u64,
}

impl LimitError {
    /// The error for `requested` of `what` beyond `limit` (for front ends whose own
    /// conversions meet a library limit first, such as a size too large for `u32`).
    pub fn new(what: &'static str, requested: u64, limit: u64) -> LimitError {
        LimitError { what, requested, limit }
    }
}

impl fmt::Display for LimitError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} of {} exceeds the limit of {}", self.what, self.requested, self.limit)
    }
}

impl std::error::Error for LimitError {}
