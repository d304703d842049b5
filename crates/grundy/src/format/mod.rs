//! Text formats: parsing input files into the library's typed values, and writing graphs
//! back out ([`write_dimacs`], [`write_matrix_market`]).
//!
//! Every parser takes the raw bytes (`&[u8]`, so bytes that are not UTF-8 get a located
//! error too) and returns a typed value or a [`ParseError`] with kind, line and column.
//! Parsers never panic and never allocate in proportion to a number in the input, only in
//! proportion to the input's length: a header announcing 10^12 rows is an error, not a
//! crash. White space is forgiving everywhere: CRLF line ends, trailing spaces and a
//! missing final newline are accepted.
//!
//! - general formats: [`parse_board`] (character boards), [`parse_edge_list`] (named
//!   vertices, comments), [`parse_dimacs`], [`parse_matrix_market`] (bipartite graphs),
//!   [`parse_token_board`] (a token board with or without its `n m` header), and
//!   [`detect`] to tell them apart by content;
//! - the judge problems' own formats live in [`crate::classic`], beside their solvers.

pub(crate) mod board;
mod detect;
mod dimacs;
mod edge_list;
mod error;
mod matrix_market;
pub(crate) mod record;
pub(crate) mod scan;

#[cfg(test)]
mod fuzz_tests;

pub(crate) use board::parse_board_rows;
pub use board::{parse_board, parse_token_board};
pub use detect::{detect, FileKind, Format};
pub(crate) use detect::{first_board_row, starts_with_size_header};
pub use dimacs::{parse_dimacs, write_dimacs, MAX_VERTICES};
pub use edge_list::{parse_edge_list, NamedGraph};
pub use error::{InvalidReason, ParseError, ParseErrorKind};
pub use matrix_market::{parse_matrix_market, write_matrix_market};
