//! Positions of several heaps in an octal game (Kayles `0.77`, Dawson's Kayles `0.07`,
//! any code [`OctalGame`] reads): every heap's Grundy value, the nim-sum, the first
//! winning move, and playing move by move.
//!
//! A heap is a row of tokens. A move takes `take` tokens in a row from one heap and
//! leaves the tokens on either side as the heaps `left` and `right` (0 for none), as the
//! code's digit `d_take` allows: bit 1 leaves no heap (the whole heap is taken), bit 2
//! one heap, bit 4 two heaps. The values G(0..=N) for the largest heap N come from
//! [`octal::solve`] (the sparse-space method); the position's value is their XOR. A
//! winning move must take one heap h to the value `G(h) ^ total`, which may be above G(h),
//! so every option of every heap may be tried, in a fixed order (fewest tokens taken
//! first; for each, the whole heap, then one heap left, then two heaps with the smaller
//! on the left): O(t + sum of the heap sizes · t) for the last digit position t. The
//! engine plays the first winning move, or in a lost position the first option of the
//! first largest heap that has one. Not done: positions of more than
//! [`HEAPS_MAX_TOKENS`] tokens in all (the values of codes without a sparse space cost
//! O(N^2 t)).

use std::cmp::Reverse;
use std::fmt;
use std::sync::atomic::AtomicBool;

use super::octal::{self, OctalGame, Parts, SolveConfig, TAKE_ALL, TAKE_LEAVE_ONE, TAKE_SPLIT};
use super::play::{take_turn, GameOver, NoComponent, Played, Step, Turn};
use super::{LimitError, Nimber, Verdict};
use crate::format::ParseError;

/// Reads the code of a game played on rows of tokens: [`OctalGame::parse`], refusing
/// (located at the digit) moves that leave three heaps or more, which a row cannot show.
///
/// # Errors
/// A located [`ParseError`].
///
/// # Examples
/// ```
/// use grundy::game::heaps::parse_row_code;
/// assert!(parse_row_code("4!.0").is_ok());
/// let err = parse_row_code("0.78").unwrap_err();
/// assert_eq!((err.column(), err.to_string().contains("at most 2")), (4, true));
/// ```
pub fn parse_row_code(code: &str) -> Result<OctalGame, ParseError> {
    OctalGame::parse_at_most(code, 2)
}

/// The most tokens, over all heaps, that [`HeapGame::try_new`] accepts.
pub const HEAPS_MAX_TOKENS: u64 = 100_000;

/// A heap move that breaks the rules of the game's code, or a move asked of the engine
/// when none is left. Heaps are numbered from 1, as the front ends show them.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum HeapMoveError {
    /// The move names a heap the position does not have.
    NoHeap(NoComponent),
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
    /// The game's code does not allow this kind of move.
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
    /// The engine was asked to move, but no heap has a move.
    GameOver,
}

impl fmt::Display for HeapMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            HeapMoveError::NoHeap(err) => err.fmt(f),
            HeapMoveError::HeapParts { heap, size, take, left, right } => write!(
                f,
                "heap {heap} has {size} tokens: taking {take} leaves {}, not {left} + {right}",
                size.saturating_sub(take)
            ),
            HeapMoveError::NotInCode { take, heaps_left } => {
                let heaps = match heaps_left {
                    0 => "no heap".to_string(),
                    1 => "one heap".to_string(),
                    n => format!("{n} heaps"),
                };
                let tokens = if take == 1 { "token" } else { "tokens" };
                write!(f, "the game's code does not allow taking {take} {tokens} and leaving {heaps}")
            }
            HeapMoveError::PartsCondition { take, left, right, unequal } => write!(
                f,
                "taking {take} and leaving heaps of {left} and {right} is not allowed: the game's code demands {} heaps",
                if unequal { "unequal" } else { "equal" }
            ),
            HeapMoveError::GameOver => GameOver.fmt(f),
        }
    }
}

impl From<GameOver> for HeapMoveError {
    fn from(_: GameOver) -> HeapMoveError {
        HeapMoveError::GameOver
    }
}

impl std::error::Error for HeapMoveError {}

/// A move of an octal game on one heap: take `take` tokens in a row, leaving `left`
/// tokens before them and `right` after them (each a heap, 0 for none).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct HeapMove {
    /// The heap, 0-based.
    pub heap: usize,
    /// How many tokens are taken.
    pub take: u64,
    /// The heap left before the taken tokens (0: none).
    pub left: u64,
    /// The heap left after them (0: none).
    pub right: u64,
}

impl HeapMove {
    /// The heaps the move leaves in place of its heap, in row order (0, 1 or 2 of them).
    pub fn leaves(&self) -> Vec<u64> {
        [self.left, self.right].into_iter().filter(|&h| h > 0).collect()
    }
}

/// The answer for a position of several heaps.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct HeapsOutcome {
    /// The Grundy value of each heap.
    pub heap_values: Vec<Nimber>,
    /// The position's value: the XOR of the heaps' values.
    pub value: Nimber,
    /// The first winning move (first heap, then the order of the module doc), `None`
    /// when the player to move loses.
    pub winning_move: Option<HeapMove>,
    /// Whether no heap has a move left.
    pub game_over: bool,
}

impl Verdict for HeapsOutcome {
    type Move = HeapMove;

    fn mover_wins(&self) -> bool {
        self.value != 0
    }

    fn winning_move(&self) -> Option<HeapMove> {
        self.winning_move
    }
}

/// The values of an octal game up to the largest heap of a position, for analysing and
/// playing positions of that game with heaps no larger.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HeapGame {
    game: OctalGame,
    values: Vec<Nimber>,
}

impl HeapGame {
    /// The values of `game` for heaps up to the largest of `heaps`.
    ///
    /// # Complexity
    /// That of [`octal::solve`] for N + 1 values, N the largest heap.
    ///
    /// # Errors
    /// [`LimitError`] when the heaps hold more than [`HEAPS_MAX_TOKENS`] tokens in all,
    /// or a value does not fit [`octal::solve`]'s storage.
    ///
    /// # Examples
    /// ```
    /// use grundy::game::heaps::{HeapGame, HeapMove};
    /// use grundy::game::octal::OctalGame;
    /// let kayles = HeapGame::try_new(&OctalGame::parse("0.77")?, &[3, 4])?;
    /// let outcome = kayles.outcome(&[3, 4]);
    /// assert_eq!((outcome.heap_values.as_slice(), outcome.value), ([3, 1].as_slice(), 2));
    /// // The heap of 3 must go to the value 3 ^ 2 = 1: taking two pins from its end
    /// // leaves one pin, worth 1.
    /// assert_eq!(outcome.winning_move, Some(HeapMove { heap: 0, take: 2, left: 1, right: 0 }));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn try_new(game: &OctalGame, heaps: &[u64]) -> Result<HeapGame, LimitError> {
        let most = game.most_heaps_left();
        if most > 2 {
            return Err(LimitError::new(
                "number of heaps a move leaves in a row of tokens",
                u64::from(most),
                2,
            ));
        }
        let total = heaps.iter().fold(0u64, |acc, &h| acc.saturating_add(h));
        if total > HEAPS_MAX_TOKENS {
            return Err(LimitError::new("number of tokens", total, HEAPS_MAX_TOKENS));
        }
        let max = heaps.iter().copied().max().unwrap_or(0);
        let solution = octal::solve(game, &SolveConfig::new(max + 1), &mut |_| {}, &AtomicBool::new(false))?;
        Ok(HeapGame { game: game.clone(), values: solution.values.to_vec() })
    }

    /// The game.
    pub fn game(&self) -> &OctalGame {
        &self.game
    }

    /// The largest heap the values cover.
    pub fn max_heap(&self) -> u64 {
        self.values.len() as u64 - 1
    }

    /// G(`heap`).
    ///
    /// # Panics
    /// If `heap` exceeds [`Self::max_heap`].
    pub fn value(&self, heap: u64) -> Nimber {
        assert!(heap <= self.max_heap(), "heap {heap} is beyond the values");
        self.values[heap as usize]
    }

    /// The Grundy value of the position `heaps`: the XOR of their values.
    ///
    /// # Complexity
    /// O(k) for k heaps.
    ///
    /// # Panics
    /// If a heap exceeds [`Self::max_heap`].
    pub fn position_value(&self, heaps: &[u64]) -> Nimber {
        heaps.iter().fold(0, |acc, &h| acc ^ self.value(h))
    }

    /// The options of a heap of `size` as `(take, left, right)`, in the order of the
    /// module doc.
    pub(crate) fn options(&self, size: u64) -> impl Iterator<Item = (u64, u64, u64)> + '_ {
        let last = (self.game.last_digit_position() as u64).min(size);
        (0..=last).flat_map(move |take| {
            let digit = self.game.digit(take as usize);
            let parts = self.game.parts(take as usize);
            let rest = size - take;
            let all = (digit & TAKE_ALL != 0 && rest == 0).then_some((take, 0, 0));
            let one = (digit & TAKE_LEAVE_ONE != 0 && rest >= 1).then_some((take, rest, 0));
            let splits = (1..=rest / 2)
                .filter(move |&a| digit & TAKE_SPLIT != 0 && parts.allows(&[a, rest - a]))
                .map(move |a| (take, a, rest - a));
            all.into_iter().chain(one).chain(splits)
        })
    }

    /// The answer for `heaps`: every heap's value, the position's, the first winning move
    /// and whether the game is over.
    ///
    /// # Complexity
    /// O(k t) when the position is lost, O(k t + sum of the heaps · t) when it is won, for
    /// k heaps.
    ///
    /// # Panics
    /// If a heap exceeds [`Self::max_heap`].
    pub fn outcome(&self, heaps: &[u64]) -> HeapsOutcome {
        let heap_values: Vec<Nimber> = heaps.iter().map(|&h| self.value(h)).collect();
        let value = self.position_value(heaps);
        let winning_move = (value != 0)
            .then(|| {
                heaps.iter().enumerate().find_map(|(heap, &size)| {
                    let target = heap_values[heap] ^ value;
                    self.options(size)
                        .find(|&(_, left, right)| self.value(left) ^ self.value(right) == target)
                        .map(|(take, left, right)| HeapMove { heap, take, left, right })
                })
            })
            .flatten();
        let game_over = heaps.iter().all(|&h| self.options(h).next().is_none());
        HeapsOutcome { heap_values, value, winning_move, game_over }
    }

    /// Plays the move `m` on `heaps`: the heaps after it (the heap replaced by the heaps
    /// it leaves, in place) and its step.
    ///
    /// # Complexity
    /// O(k).
    ///
    /// # Errors
    /// [`HeapMoveError`] when the heap does not exist, the parts do not add up to the heap, or
    /// the code does not allow the move.
    ///
    /// # Panics
    /// If the heap exceeds [`Self::max_heap`].
    ///
    /// # Examples
    /// ```
    /// use grundy::game::heaps::{HeapGame, HeapMove};
    /// use grundy::game::octal::OctalGame;
    /// let kayles = HeapGame::try_new(&OctalGame::parse("0.77")?, &[7])?;
    /// // Knock down pins 3 and 4 of 7: heaps of 2 and 3 are left.
    /// let (heaps, step) = kayles.apply(&[7], HeapMove { heap: 0, take: 2, left: 2, right: 3 })?;
    /// assert_eq!(heaps, [2, 3]);
    /// assert_eq!((step.from, step.to), (2, 2 ^ 3));
    /// // Three pins at once are not a Kayles move.
    /// assert!(kayles.apply(&[7], HeapMove { heap: 0, take: 3, left: 2, right: 2 }).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn apply(&self, heaps: &[u64], m: HeapMove) -> Result<(Vec<u64>, Step), HeapMoveError> {
        let Some(&size) = heaps.get(m.heap) else {
            return Err(HeapMoveError::NoHeap(NoComponent::at("heap", m.heap, 1, heaps.len())));
        };
        let parts = m.take.checked_add(m.left).and_then(|x| x.checked_add(m.right));
        if parts != Some(size) {
            let (heap, take, left, right) = (m.heap as u64 + 1, m.take, m.left, m.right);
            return Err(HeapMoveError::HeapParts { heap, size, take, left, right });
        }
        let heaps_left = u8::from(m.left > 0) + u8::from(m.right > 0);
        let bit = [TAKE_ALL, TAKE_LEAVE_ONE, TAKE_SPLIT][usize::from(heaps_left)];
        let digit = usize::try_from(m.take).map_or(0, |k| self.game.digit(k));
        if digit & bit == 0 {
            return Err(HeapMoveError::NotInCode { take: m.take, heaps_left });
        }
        let parts = usize::try_from(m.take).map_or(Parts::Any, |k| self.game.parts(k));
        if heaps_left == 2 && !parts.allows(&[m.left.min(m.right), m.left.max(m.right)]) {
            let unequal = parts != Parts::AllEqual;
            return Err(HeapMoveError::PartsCondition {
                take: m.take,
                left: m.left,
                right: m.right,
                unequal,
            });
        }
        let step =
            Step { component: m.heap, from: self.value(size), to: self.value(m.left) ^ self.value(m.right) };
        let mut next = Vec::with_capacity(heaps.len() + 1);
        next.extend_from_slice(&heaps[..m.heap]);
        next.extend(m.leaves());
        next.extend_from_slice(&heaps[m.heap + 1..]);
        Ok((next, step))
    }

    /// The move the engine plays: the first winning move, or in a lost position the first
    /// option of the first largest heap that has one; `None` when the game is over.
    ///
    /// # Complexity
    /// As [`Self::outcome`].
    ///
    /// # Panics
    /// If a heap exceeds [`Self::max_heap`].
    pub fn engine_move(&self, heaps: &[u64]) -> Option<HeapMove> {
        self.outcome(heaps).winning_move.or_else(|| {
            let mut order: Vec<usize> = (0..heaps.len()).collect();
            order.sort_by_key(|&i| (Reverse(heaps[i]), i));
            order.into_iter().find_map(|heap| {
                let (take, left, right) = self.options(heaps[heap]).next()?;
                Some(HeapMove { heap, take, left, right })
            })
        })
    }

    /// Plays `turn` ([`take_turn`] with [`Self::engine_move`] and [`Self::apply`]).
    ///
    /// # Errors
    /// An illegal move; [`HeapMoveError::GameOver`] when the engine is asked to move and no
    /// heap has a move.
    ///
    /// # Panics
    /// If a heap exceeds [`Self::max_heap`].
    pub fn play(
        &self,
        heaps: &[u64],
        turn: Turn<HeapMove>,
    ) -> Result<(Vec<u64>, Option<Played<HeapMove>>), HeapMoveError> {
        take_turn(
            heaps.to_vec(),
            turn,
            |h| self.engine_move(h),
            |h, m| self.apply(h, m).map(|(next, step)| (next, Some(step))),
        )
    }
}

#[cfg(test)]
mod tests;
