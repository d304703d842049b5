//! Impartial games under misère play: the player who makes the last move loses (so a
//! player with no move wins).
//!
//! Sprague-Grundy values do not add up under this rule: a sum is not decided by the XOR
//! of its components' values. Every game of [`crate::game`] is decided here exactly, by
//! the strongest method that applies, and a position no method finishes within its
//! limits is refused with the limit it met (never guessed, never answered by normal play):
//!
//! | game | module | decided by |
//! | --- | --- | --- |
//! | Nim | [`nim`] | Bouton's misère rule, every position |
//! | staircase Nim, on steps or on a non-decreasing row | [`staircase`] | Bouton's rule on the counted steps, every position |
//! | bean splitting | [`bean_split`] | Conway's tame rule ([`genus`]), search if a wild bean ever turned up |
//! | equal splitting | [`equal_split`] | the tame rule ([`genus`]: every pile size classified), search otherwise |
//! | paper cutting | [`paper_cutting`] | normal play of the game without 1 x 1 cuts, every position |
//! | Green Hackenbush | [`hackenbush`] | tame rule when every piece is tame, else search ([`sum_search`]) |
//! | heaps of an octal game | [`heaps`], [`quotient`] | the misère quotient when certified; misère Nim's rule on the Grundy values where it is a theorem; else search |
//!
//! Two answer shapes exist: [`MisereOutcome`] with a [`MisereReason`] (staircase Nim, bean
//! splitting, paper cutting, Hackenbush) and the older per-game answers of [`nim`], [`heaps`] and
//! [`equal_split`]; every front end reads both as the same three things (who wins, the
//! winning moves, the method and its reason in words).
//!
//! - [`genus`]: Conway's genus theory (genus sequences, tame classes and the tame sum rule);
//! - [`quotient`]: misère quotients of take-and-break games (Plambeck and Siegel): the
//!   monoid, P-portion and pretending function that decide every sum of heaps;
//! - [`search`]: an exact memoised search of any position within a limit on the
//!   positions, for sums given as sorted multisets of components;
//! - [`sum_search`]: the exact search of a sum of interned components, with the genus
//!   of each component, for the games decided by the tame rule when it applies.
//!
//! # The outcome words
//! Under misère play the player to move wins a position with no move at all (the other
//! player made the last move). Such a position has a winner and no winning move: answers
//! say `mover_wins` and give `winning_move: None`, and front ends say why.
//!
//! Not done here: misère canonical forms (Conway's simplification with its Endgame
//! Proviso) and Winning Ways' reversibly tame, restive and restless games.

pub mod bean_split;
pub mod equal_split;
pub mod genus;
pub mod hackenbush;
pub mod heaps;
#[cfg(test)]
mod naive;
pub mod nim;
mod outcome;
pub mod paper_cutting;
pub mod quotient;
pub mod search;
pub mod staircase;
mod sum_rule;
pub mod sum_search;

pub use outcome::{Limits, MisereLimitError, MisereOutcome, MisereReason, TameComponent};

/// A turn played under misère play on a position of counts (piles, heaps): the position
/// after it and the move played, or the move's error `E` (the game's own); the outer error
/// of the functions that return it is the search's limit, met while choosing the engine's
/// move.
pub type MisereTurn<M, E> = Result<(Vec<u64>, Option<crate::game::play::Played<M>>), E>;

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
