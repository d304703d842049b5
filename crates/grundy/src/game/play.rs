//! Playing a game move by move, for front ends where a person plays against the engine:
//! a [`Turn`] (analyse the position, play a given move, or let the engine move), what a
//! move did to a sum of games ([`Step`]: which component changed from which Grundy value
//! to which), and what every game's move error shares: the engine asked to move when
//! the game is over ([`GameOver`]) and a move naming a component the position does not
//! have ([`NoComponent`]). Each game's own move error lives in its module
//! (`staircase::TakeMoveError`, `paper_cutting::CutError`, ...) and has a variant for each.
//!
//! Each game's module has its `apply_*` (check a move, return the position after it and
//! its step), its `*_engine_move` (the move the engine plays) and its `play_*`, the three
//! joined by [`take_turn`]. The engine plays a winning move when it has one; in a lost
//! position it still plays a legal move, one that changes as little as the game allows
//! (the game lasts longer, and the opponent has more chances to go wrong). Everything
//! here is O(1) beyond the game's own functions. Not done: loopy games, and games whose
//! positions are not sums (geography has its own moves).

use std::fmt;

use super::Nimber;

/// What a move did to a sum of games: it was made in component `component` (an index
/// into the game's list of components before the move, 0-based), whose Grundy value was
/// `from`; what replaced that component is worth `to` (the nim-sum of the new parts). The
/// sum's value goes from `v` to `v ^ from ^ to`, so a winning move has `to = from ^ v`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Step {
    /// The component the move was made in, 0-based in the list before the move.
    pub component: usize,
    /// Its Grundy value before the move.
    pub from: Nimber,
    /// The Grundy value of what replaced it.
    pub to: Nimber,
}

/// What to do with a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Turn<M> {
    /// Nothing: the position as it is.
    Analyse,
    /// Play this move (a person's), checked against the rules.
    Move(M),
    /// Play the engine's move.
    Engine,
}

/// Who played a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mover {
    /// The move was given (a person's).
    Given,
    /// The engine chose it.
    Engine,
}

impl Mover {
    /// The name in every front end's answers: `given` or `engine`.
    pub fn name(self) -> &'static str {
        match self {
            Mover::Given => "given",
            Mover::Engine => "engine",
        }
    }
}

/// A move that was played: by whom, which, and what it did to the sum (`None` where the
/// game's values do not describe the position, as in a paper-cutting position with a
/// strip of width 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Played<M> {
    /// Who played it.
    pub by: Mover,
    /// The move, on the position before it.
    pub played: M,
    /// What it did to the sum of games.
    pub step: Option<Step>,
}

/// The engine was asked to move, but the player to move has no move: the game is over.
/// Every game's move error has a variant for it, made by `From`, so [`take_turn`] can
/// return it in the game's own error.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GameOver;

impl fmt::Display for GameOver {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("the game is over: the player to move has no move")
    }
}

impl std::error::Error for GameOver {}

/// A move names a component (pile, bottle, sheet, heap, edge) that the position does not
/// have. Numbers are those the game's front ends show (piles, sheets, heaps and edges
/// from 1; bottles from 0, as in bean splitting's contest problem).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct NoComponent {
    /// What it names: `pile`, `bottle`, `sheet`, `heap` or `edge`.
    pub what: &'static str,
    /// The number it gives.
    pub number: u64,
    /// The first number (0 or 1).
    pub first: u64,
    /// How many there are.
    pub count: usize,
}

impl NoComponent {
    /// The error for component `index` (0-based) of `count`, named `what` and numbered
    /// from `first`.
    pub fn at(what: &'static str, index: usize, first: u64, count: usize) -> NoComponent {
        let number = (index as u64).saturating_add(first);
        NoComponent { what, number, first, count }
    }
}

impl fmt::Display for NoComponent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let NoComponent { what, number, first, count } = *self;
        if count == 0 {
            write!(f, "there is no {what} {number}: the position has none (numbered from {first})")
        } else {
            let last = first + count as u64 - 1;
            write!(f, "there is no {what} {number}: the {what}s are numbered {first} to {last}")
        }
    }
}

impl std::error::Error for NoComponent {}

/// Plays `turn` on `position`: nothing, the given move (checked by `apply`), or the
/// engine's move (`engine_move`, then `apply`). Returns the position after the turn and
/// the move played.
///
/// # Errors
/// What `apply` returns for an illegal move (the game's own error, `E`); [`GameOver`],
/// as an `E`, when the engine is asked to move and `engine_move` has no move.
///
/// # Examples
/// ```
/// use grundy::game::play::{Mover, Turn};
/// use grundy::game::staircase::{play_nim, TakeMove};
/// let (piles, played) = play_nim(&[3, 4, 5], Turn::Engine)?;
/// assert_eq!(piles, [1, 4, 5]);
/// let played = played.unwrap();
/// assert_eq!((played.by, played.played), (Mover::Engine, TakeMove { pile: 0, take: 2 }));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn take_turn<P, M: Copy, E: From<GameOver>>(
    position: P,
    turn: Turn<M>,
    engine_move: impl FnOnce(&P) -> Option<M>,
    apply: impl FnOnce(&P, M) -> Result<(P, Option<Step>), E>,
) -> Result<(P, Option<Played<M>>), E> {
    let (by, m) = match turn {
        Turn::Analyse => return Ok((position, None)),
        Turn::Move(m) => (Mover::Given, m),
        Turn::Engine => (Mover::Engine, engine_move(&position).ok_or(GameOver)?),
    };
    let (next, step) = apply(&position, m)?;
    Ok((next, Some(Played { by, played: m, step })))
}
