//! grundy: an exact solver for impartial combinatorial games.
//!
//! Games on graphs are solved by maximum matching (the player to move from `v` in vertex
//! geography wins iff every maximum matching covers `v`), sums of games by Sprague-Grundy
//! values; every answer comes with a winning move and a certificate.
//!
//! # Quick start
//!
//! A judge problem, from its input bytes to the exact output the judge expects:
//! ```
//! use grundy::classic::Problem;
//! let problem = Problem::from_name("loj6033-board").unwrap();
//! assert_eq!(problem.judge(b"2 2\n#.\n..\n")?, "2\n1 2\n2 1\n");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//! Vertex geography on a small graph, read with its names (odd cycles are fine):
//! ```
//! use grundy::game::geography::solve_graph_geography;
//! use grundy::input::{read_graph, FormatHint};
//! let input = read_graph(b"a b\nb c\nc a\nc d\n", FormatHint::Detect)?;
//! let game = solve_graph_geography(&input);
//! let d = input.find("d").unwrap();
//! assert!(game.mover_wins(d));
//! assert_eq!(input.name(game.winning_move(d).unwrap()).to_string(), "c");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//! The first values of an octal game (Dawson's Kayles, 0.07):
//! ```
//! use std::sync::atomic::AtomicBool;
//! use grundy::game::octal::{solve, OctalGame, SolveConfig};
//! let game = OctalGame::parse("0.07")?;
//! let solution = solve(&game, &SolveConfig::new(12), &mut |_| {}, &AtomicBool::new(false))?;
//! assert_eq!(solution.values.to_vec(), [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3]);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Map
//! - [`classic`]: the eight judge problems end to end, each `parse` → `solve` → `write`
//!   (exact input format, solver, exact output), named by [`classic::Problem`], which
//!   also runs them from bytes to bytes.
//! - [`input`]: any graph file (edge list, DIMACS, Matrix Market, token board) read in one
//!   call with its vertex names, strictly detected.
//! - [`format`](mod@format): the parsers behind them (and writers back), all reporting a
//!   [`ParseError`] with line and column.
//! - [`game`]: the games: vertex geography on any graph and the token board
//!   ([`game::geography`]), the NOI 2011 replay ([`game::replay`]), the Sprague-Grundy
//!   engine ([`game::grundy`]: mex, nim-sum, memoised values of any game given by a
//!   successor closure) and the classic Sprague-Grundy games (Nim, staircase Nim on
//!   steps and on a row, bean splitting, equal splitting, paper cutting, Green
//!   Hackenbush), octal games ([`game::octal`]: sequences to billions of heaps by the
//!   sparse-space method, periods certified by the Guy-Smith bound); every single-position
//!   answer speaks through [`game::Verdict`].
//! - [`matching`]: maximum bipartite matching ([`matching::maximum_matching`]: a greedy
//!   start, single-source augmenting searches within a budget, Pothen-Fan phases on
//!   grid-like graphs, push-relabel with global relabelling; [`matching::grid_matching`]
//!   runs the same kind of engine on a board's own array), which vertices every maximum
//!   matching covers, the Dulmage-Mendelsohn edge classes and blocks, a sparse matrix's
//!   MATLAB-style `dmperm` and structural rank ([`matching::dmperm`] on a
//!   [`SparsePattern`]), König certificates, and the two-colouring of general graphs. General graphs: Edmonds' blossom
//!   algorithm, the Gallai-Edmonds sets D, A, C and the Tutte-Berge certificate.
//! - [`progress`]: a long run's progress in words: a smoothed rate with units that fit and
//!   the time left (what the front ends' progress bars show).
//! - The types: [`Graph`] and [`BipartiteGraph`] (CSR, ids [`VertexId`], [`EdgeId`]);
//!   [`Board`]s of [`TokenCell`]s or [`StoneCell`]s, with their geometry in
//!   [`BoardShape`] and [`Position`] (cells named by [`CellId`]).
//!
//! # Conventions
//! - The library does no I/O: it reads no files and prints nothing. Text comes in as
//!   `&[u8]` and goes out as `String`.
//! - Ids are newtypes over `u32` ([`VertexId`], [`EdgeId`], [`CellId`]), never bare
//!   `usize`s.
//! - Parsers never panic on any input. Algorithms on validated types do not fail; a
//!   broken precondition is a bug and panics, as documented under `# Panics`; sizes
//!   beyond a solver's limits are refused by `try_` functions with a typed error.
//! - "The player to move wins" is `mover_wins`, "a winning move" is `winning_move`, in
//!   every answer type.
//! - No recursion whose depth grows with the input: searches keep explicit stacks.
#![deny(missing_docs)]
#![warn(clippy::print_stdout, clippy::print_stderr)]

mod board;
pub mod classic;
pub mod format;
pub mod game;
mod graph;
pub mod input;
mod limit;
pub mod matching;
pub mod progress;

#[cfg(test)]
mod tests;

/// The Rust example of the library guide (`docs/guides/library.md`), compiled and run
/// with the doctests.
#[cfg(doctest)]
#[doc = include_str!("../../../docs/guides/library.md")]
struct LibraryGuideExamples;

/// The crate README's examples (the page crates.io shows), run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct CrateReadmeExamples;

pub use board::{Board, BoardShape, Cell, CellId, Colour, Position, StoneCell, TokenCell};
pub use format::{InvalidReason, NamedGraph, ParseError, ParseErrorKind};
pub use graph::{
    Axis, BipartiteGraph, BoardGraph, EdgeId, Graph, PatternError, SparseIndex, SparsePattern, VertexId,
};
