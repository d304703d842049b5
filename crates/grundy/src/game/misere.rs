//! Impartial games under misère play: the player who makes the last move loses (so a
//! player with no move wins).
//!
//! Sprague-Grundy values do not add up under this rule: a sum is not decided by the XOR
//! of its components' values. This module holds the misère theory every front end uses:
//!
//! - [`nim`]: misère Nim, decided by Bouton's rule (play as in normal Nim unless the move
//!   would leave only heaps of at most one token; then leave an odd number of them).
//! - [`equal_split`]: the equal-split piles of HNOI 2014, by the exact search;
//! - [`heaps`]: heaps of an octal game (Kayles and friends): misère Nim's rule on the
//!   Grundy values where it is a theorem, else the exact search;
//! - [`quotient`]: misère quotients of take-and-break games (Plambeck and Siegel): the
//!   monoid, P-portion and pretending function that decide every sum of heaps.
//! - [`search`]: an exact memoised search of any position within a limit on the
//!   positions, for sums given as sorted multisets of components.
//!
//! # The outcome words
//! Under misère play the player to move wins a position with no move at all (the other
//! player made the last move). Such a position has a winner and no winning move: answers
//! say `mover_wins` and give `winning_move: None`, and front ends say why.

pub mod equal_split;
pub mod heaps;
pub mod nim;
pub mod quotient;
pub mod search;

/// A turn played under misère play on a position of counts (piles, heaps): the position
/// after it and the move played, or the move's error; the outer error of the functions that
/// return it is the search's limit, met while choosing the engine's move.
pub type MisereTurn<M> =
    Result<(Vec<u64>, Option<crate::game::play::Played<M>>), crate::game::play::MoveError>;

/// Which rule ends the game: who loses when no move is left.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Play {
    /// Normal play: the player who cannot move loses.
    #[default]
    Normal,
    /// Misère play: the player who cannot move wins (the last mover loses).
    Misere,
}

impl Play {
    /// The rule's name in every front end: `normal` or `misere`.
    pub fn name(self) -> &'static str {
        match self {
            Play::Normal => "normal",
            Play::Misere => "misere",
        }
    }
}
