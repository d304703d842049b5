//! grundy: an exact solver for impartial combinatorial games.
//!
//! # Map
//! - [`graph`](Graph): [`Graph`] and [`BipartiteGraph`] in CSR form, with the newtype ids
//!   [`VertexId`] and [`EdgeId`].
//! - [`board`](Board): rectangular [`Board`]s of [`TokenCell`]s or [`StoneCell`]s,
//!   cells named by [`CellId`].
//! - [`format`](mod@format): parsers from text to the types above (edge lists, DIMACS,
//!   Matrix Market, character boards) and writers back, all reporting a [`ParseError`]
//!   with line and column.
//! - [`matching`]: maximum bipartite matching ([`matching::maximum_matching`]: a greedy
//!   start, single-source augmenting searches within a budget, Pothen-Fan phases on
//!   grid-like graphs, push-relabel with global relabelling; [`matching::grid_matching`]
//!   runs the same kind of engine on a board's own array), which vertices every maximum
//!   matching covers, the Dulmage-Mendelsohn edge classes and blocks, König certificates,
//!   and the two-colouring of general graphs.
//!   General graphs: Edmonds' blossom algorithm, the Gallai-Edmonds sets D, A, C and the
//!   Tutte-Berge certificate.
//! - [`game`]: the Sprague-Grundy engine ([`game::grundy`]: mex, nim-sum, memoised
//!   Grundy values of any game given by a successor closure) and classic games (Nim,
//!   staircase Nim, pebbles, bean splitting, equal splitting, paper cutting, Green
//!   Hackenbush); and the games solved by matching: vertex geography (bipartite and
//!   general), the LOJ 6033 token board and the NOI 2011 game replay.
//! - [`game::octal`]: octal take-and-break games: Grundy sequences to billions of heaps
//!   by the sparse-space method, periods certified by the Guy-Smith bound.
//! - [`classic`]: the seven classic judge problems end to end (exact input format,
//!   solver, exact output), named by [`classic::Problem`].
//!
//! # Conventions
//! - The library does no I/O: it reads no files and prints nothing. Text comes in as
//!   `&[u8]` and goes out as `String`.
//! - Ids are newtypes over `u32` ([`VertexId`], [`EdgeId`], [`CellId`]), never bare
//!   `usize`s.
//! - Parsers never panic on any input. Algorithms on validated types do not fail; a
//!   broken precondition is a bug and panics, as documented under `# Panics`.
//! - No recursion whose depth grows with the input: searches keep explicit stacks.
#![deny(missing_docs)]
#![warn(clippy::print_stdout, clippy::print_stderr)]

mod board;
pub mod classic;
pub mod format;
pub mod game;
mod graph;
pub mod matching;

#[cfg(test)]
mod tests;

// The crate README's examples run as doctests, so the page crates.io shows stays true.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;

pub use board::{Board, BoardShape, Cell, CellId, Colour, Position, StoneCell, TokenCell};
pub use format::{InvalidReason, NamedGraph, ParseError, ParseErrorKind};
pub use graph::{BipartiteGraph, EdgeId, Graph, VertexId};
