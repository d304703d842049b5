//! Text formats: parsing input files into the library's typed values, and printing the
//! exact output of the classic judge problems.
//!
//! Every parser takes the raw bytes (`&[u8]`, so bytes that are not UTF-8 get a located
//! error too) and returns a typed value or a [`ParseError`] with kind, line and column.
//! Parsers never panic and never allocate in proportion to a number in the input, only in
//! proportion to the input's length: a header announcing 10^12 rows is an error, not a
//! crash. White space is forgiving everywhere: CRLF line ends, trailing spaces and a
//! missing final newline are accepted.
//!
//! - general formats: [`board`] (character boards), [`edge_list`], [`dimacs`],
//!   [`matrix_market`], and [`detect`] to tell them apart;
//! - [`classic`]: the input and output formats of the classic judge problems.

pub mod classic;
mod error;
pub(crate) mod scan;

pub use error::{ParseError, ParseErrorKind};
