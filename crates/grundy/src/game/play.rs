//! Playing a game move by move, for front ends where a person plays against the engine:
//! a [`Turn`] (analyse the position, play a given move, or let the engine move), what a
//! move did to a sum of games ([`Step`]: which component changed from which Grundy value
//! to which), and the typed error for a move that breaks the rules ([`MoveError`]).
//!
//! Each game's module has its `apply_*` (check a move, return the position after it and
//! its step), its `*_engine_move` (the move the engine plays) and its `play_*`, the three
//! joined by [`take_turn`]. The engine plays a winning move when it has one; in a lost
//! position it still plays a legal move, one that changes as little as the game allows
//! (the game lasts longer, and the opponent has more chances to go wrong). Everything
//! here is O(1) beyond the game's own functions. Not done: loopy games, and games whose
//! positions are not sums (geography has its own moves).

use std::fmt;

use super::cutting::CutDirection;
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

/// A move that breaks the game's rules, or a move asked of the engine when none is left.
/// Numbers are those the game's front ends show (piles, sheets, heaps and edges from 1;
/// bottles from 0, as in HNOI 2007).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum MoveError {
    /// The move names a pile (bottle, sheet, heap, edge) that the position does not have.
    NoComponent {
        /// What it names: `pile`, `bottle`, `sheet`, `heap` or `edge`.
        what: &'static str,
        /// The number it gives.
        number: u64,
        /// The first number (0 or 1).
        first: u64,
        /// How many there are.
        count: usize,
    },
    /// A take-away move must take at least one.
    TakesNothing,
    /// A take-away move takes more than the pile holds.
    TakesTooMany {
        /// The pile's number.
        pile: u64,
        /// Its size.
        size: u64,
        /// How many the move takes.
        take: u64,
    },
    /// A pebbles move would leave a pile below the one before it.
    Decreasing {
        /// The pile's number.
        pile: u64,
        /// What the move leaves in it.
        left: u64,
        /// The previous pile's size.
        previous: u64,
    },
    /// A bean must move right: bottles i < j <= k.
    BottleOrder {
        /// The bottle the bean leaves.
        i: usize,
        /// The first bottle receiving a bean.
        j: usize,
        /// The second bottle receiving a bean.
        k: usize,
    },
    /// A bean is taken from an empty bottle.
    EmptyBottle {
        /// The bottle.
        bottle: usize,
    },
    /// A count would exceed `u64::MAX`.
    Overflow {
        /// What would overflow, e.g. `bottle`.
        what: &'static str,
        /// Its number.
        number: u64,
    },
    /// An equal-split move on a pile below the threshold.
    TooSmallToSplit {
        /// The pile's number.
        pile: u64,
        /// Its size.
        size: u64,
        /// The smallest pile that can be split: max(F, 2).
        smallest: u64,
    },
    /// An equal split into a number of parts outside `2..=size`.
    Parts {
        /// The pile's size.
        size: u64,
        /// The parts asked for.
        parts: u64,
    },
    /// A cut outside a sheet: a cut at `at` needs `1 <= at < side`.
    CutOutside {
        /// The sheet's number.
        sheet: u64,
        /// Its width.
        width: u32,
        /// Its height.
        height: u32,
        /// The cut's direction.
        direction: CutDirection,
        /// Where the cut was asked.
        at: u32,
    },
    /// A Hackenbush edge that has fallen: it is no longer connected to the ground.
    DeadEdge {
        /// The edge's number.
        edge: u64,
    },
    /// The parts a heap move leaves do not add up: `take + left + right` must be the
    /// heap's size.
    HeapParts {
        /// The heap's number.
        heap: u64,
        /// Its size.
        size: u64,
        /// How many tokens the move takes.
        take: u64,
        /// The heap left before the removed tokens (0: none).
        left: u64,
        /// The heap left after them (0: none).
        right: u64,
    },
    /// An octal game's code does not allow this kind of move.
    NotInCode {
        /// How many tokens the move takes.
        take: u64,
        /// How many heaps it leaves (0, 1 or 2).
        heaps_left: u8,
    },
    /// A split into two equal heaps where the code's digit demands unequal ones (Grundy's
    /// game `4!.0`), or unequal ones where it demands equal ones.
    PartsCondition {
        /// How many tokens the move takes.
        take: u64,
        /// The heap left before the taken tokens.
        left: u64,
        /// The heap left after them.
        right: u64,
        /// Whether the code demands unequal heaps (else equal ones).
        unequal: bool,
    },
    /// The engine was asked to move, but the player to move has no move: the game is over.
    GameOver,
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use MoveError::*;
        match *self {
            NoComponent { what, number, first, count: 0 } => {
                write!(f, "there is no {what} {number}: the position has none (numbered from {first})")
            }
            NoComponent { what, number, first, count } => write!(
                f,
                "there is no {what} {number}: the {what}s are numbered {first} to {}",
                first + count as u64 - 1
            ),
            TakesNothing => write!(f, "a move takes at least one"),
            TakesTooMany { pile, size, take } => {
                write!(f, "cannot take {take} from pile {pile}, which holds {size}")
            }
            Decreasing { pile, left, previous } => write!(
                f,
                "that leaves {left} in pile {pile}, fewer than the {previous} of pile {}: the row must stay non-decreasing",
                pile - 1
            ),
            BottleOrder { i, j, k } => write!(
                f,
                "a bean moves right: the bottles must satisfy i < j <= k, found i = {i}, j = {j}, k = {k}"
            ),
            EmptyBottle { bottle } => write!(f, "bottle {bottle} has no bean to take"),
            Overflow { what, number } => write!(f, "{what} {number} would hold more than {}", u64::MAX),
            TooSmallToSplit { pile, size, smallest } => write!(
                f,
                "pile {pile} has {size} stones: only piles of at least {smallest} stones can be split"
            ),
            Parts { size, parts } => {
                write!(f, "a pile of {size} stones splits into 2 to {size} piles, not {parts}")
            }
            CutOutside { sheet, width, height, direction, at } => {
                let side = if direction == CutDirection::Vertical { width } else { height };
                if side < 2 {
                    write!(f, "sheet {sheet} ({width} x {height}) has no {} cut", direction.name())
                } else {
                    let range = if side == 2 { "1".to_string() } else { format!("1 to {}", side - 1) };
                    write!(f, "a {} cut of sheet {sheet} ({width} x {height}) is at {range}, not {at}", direction.name())
                }
            }
            DeadEdge { edge } => {
                write!(f, "edge {edge} is not in play: it is no longer connected to the ground")
            }
            HeapParts { heap, size, take, left, right } => write!(
                f,
                "heap {heap} has {size} tokens: taking {take} leaves {}, not {left} + {right}",
                size.saturating_sub(take)
            ),
            NotInCode { take, heaps_left } => {
                let heaps = match heaps_left {
                    0 => "no heap".to_string(),
                    1 => "one heap".to_string(),
                    n => format!("{n} heaps"),
                };
                let tokens = if take == 1 { "token" } else { "tokens" };
                write!(f, "the game's code does not allow taking {take} {tokens} and leaving {heaps}")
            }
            PartsCondition { take, left, right, unequal } => write!(
                f,
                "taking {take} and leaving heaps of {left} and {right} is not allowed: the game's code demands {} heaps",
                if unequal { "unequal" } else { "equal" }
            ),
            GameOver => write!(f, "the game is over: the player to move has no move"),
        }
    }
}

impl std::error::Error for MoveError {}

/// The error for component `index` (0-based) of `count`, named `what` and numbered from
/// `first`.
pub(crate) fn no_component(what: &'static str, index: usize, first: u64, count: usize) -> MoveError {
    let number = (index as u64).saturating_add(first);
    MoveError::NoComponent { what, number, first, count }
}

/// Plays `turn` on `position`: nothing, the given move (checked by `apply`), or the
/// engine's move (`engine_move`, then `apply`). Returns the position after the turn and
/// the move played.
///
/// # Errors
/// What `apply` returns for an illegal move; [`MoveError::GameOver`] when the engine
/// is asked to move and `engine_move` has no move.
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
pub fn take_turn<P, M: Copy>(
    position: P,
    turn: Turn<M>,
    engine_move: impl FnOnce(&P) -> Option<M>,
    apply: impl FnOnce(&P, M) -> Result<(P, Option<Step>), MoveError>,
) -> Result<(P, Option<Played<M>>), MoveError> {
    let (by, m) = match turn {
        Turn::Analyse => return Ok((position, None)),
        Turn::Move(m) => (Mover::Given, m),
        Turn::Engine => (Mover::Engine, engine_move(&position).ok_or(MoveError::GameOver)?),
    };
    let (next, step) = apply(&position, m)?;
    Ok((next, Some(Played { by, played: m, step })))
}
