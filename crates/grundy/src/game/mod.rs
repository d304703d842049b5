//! Impartial games under normal play (a player without a move loses), solved with the
//! Sprague-Grundy theory or, for the geography games, by maximum matching.
//!
//! - [`grundy`]: the engine: [`grundy::mex`], [`grundy::nim_sum`], the memoised
//!   [`grundy::grundy_value`] for any game given by a successor closure, and the winning
//!   move of a sum of games;
//! - [`staircase`]: Nim, and staircase Nim on steps or on a non-decreasing row of pebbles;
//! - [`bean_split`]: bean splitting;
//! - [`equal_split`]: equal splitting of piles;
//! - [`paper_cutting`]: paper cutting;
//! - [`hackenbush`]: Green Hackenbush on any rooted multigraph;
//! - [`geography`]: undirected vertex geography solved by maximum matching, and the
//!   token board of LOJ 6033 on it (solved on the board itself by the grid engine,
//!   [`crate::matching::grid_matching`]; [`crate::BoardGraph`] builds a board's graph for
//!   the graph engines, used for boards too large for the grid engine);
//! - [`octal`]: octal take-and-break games: codes, Grundy sequences by the sparse-space
//!   method, periods certified by the Guy-Smith bound;
//! - [`heaps`]: positions of several heaps in an octal game (Kayles, Dawson's Kayles):
//!   values, winning moves, playing;
//! - [`misere`]: the same games under misère play (the last player to move loses):
//!   [`misere::Play`] names the rule, [`misere::nim`] decides misère Nim;
//! - [`play`]: playing move by move against the engine: a [`play::Turn`], what a move
//!   did to a sum ([`play::Step`]), and what every game's move error shares
//!   ([`play::GameOver`], [`play::NoComponent`]; each game has its own, such as
//!   [`paper_cutting::CutError`]);
//! - [`replay`]: the NOI 2011 stone game record, analysed move by move with an
//!   incrementally repaired matching.
//!
//! Sizes that would take absurd time or memory are refused by the `try_` constructors
//! with a [`LimitError`]. The contest problems several of these games come from, with
//! their exact input and output formats, are in [`crate::classic`].

pub mod bean_split;
pub mod equal_split;
pub mod geography;
pub mod grundy;
pub mod hackenbush;
pub mod heaps;
pub mod misere;
pub mod octal;
pub mod paper_cutting;
pub mod play;
pub mod replay;
pub mod staircase;

pub use crate::limit::LimitError;

/// A Grundy value (a nimber): the one type every game's answer gives values in. Tables
/// store values more compactly inside (one to four bytes each) and widen them at the API;
/// [`grundy::mex`] and [`grundy::MexSet`], the tools that build such tables, work on `u32`.
pub type Nimber = u64;

/// What an answer about one position says, in the same words for every game: whether the
/// player to move wins, and a winning move.
///
/// # Examples
/// ```
/// use grundy::game::staircase::solve_nim;
/// use grundy::game::Verdict;
/// let nim = solve_nim(&[3, 4, 5]);
/// assert!(nim.mover_wins());
/// assert_eq!(nim.winning_move().map(|m| (m.pile, m.take)), Some((0, 2)));
/// ```
pub trait Verdict {
    /// A move of the game.
    type Move;
    /// Whether the player to move wins with correct play.
    fn mover_wins(&self) -> bool;
    /// A winning move of the player to move (the game's canonical first one), `None` when
    /// that player loses.
    fn winning_move(&self) -> Option<Self::Move>;
}
