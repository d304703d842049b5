//! Nim, staircase Nim, and staircase Nim on a non-decreasing row of pebbles, with every
//! winning move.
//!
//! - Nim: the position is lost iff the XOR of the piles is zero (Bouton, 1901).
//! - Staircase Nim: coins on steps 0, 1, 2, ... (step 0 next to the ground); a move takes
//!   some coins from one step down to the step below (from step 0 off the staircase). Coins
//!   on odd steps are irrelevant: whoever moves them down, the opponent can move the same
//!   coins further, so the game is Nim on the even steps. A winning move either lowers an
//!   even step (to its XOR with the total) or *adds* coins to an even step from the odd step
//!   just above it; both kinds are listed.
//! - Staircase Nim on a row: a non-decreasing row a_1 <= ... <= a_n, a move takes pebbles
//!   from one pile keeping the row non-decreasing. With d_i = a_i - a_{i-1}, taking x from
//!   pile i does d_i -= x, d_{i+1} += x: staircase Nim with pile n next to the ground, so
//!   the value is d_n ^ d_{n-2} ^ ...; moves are translated back to (pile, pebbles taken).
//!
//! Playing ([`play_nim`], [`play_staircase_row`]): a move is checked against the rules and
//! applied; its [`Step`] says which component of the sum changed (a pile for Nim, a
//! counted difference d_n, d_{n-2}, ... for a row, [`staircase_row_components`]) from which
//! value to which. The engine plays the first winning move, or in a lost position takes
//! one item (from the first largest Nim pile; from the last pile of a row that allows it).
//!
//! Everything is O(n) time for n piles, counts are `u64`. See
//! <https://en.wikipedia.org/wiki/Staircase_nim>.

use std::cmp::Reverse;
use std::fmt;

use super::grundy::nim_sum;
use super::play::{take_turn, GameOver, NoComponent, Played, Step, Turn};
use super::Verdict;

/// A move that takes `take` (at least 1) items from pile (or step) `pile`, 0-based.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TakeMove {
    /// The 0-based pile (or step) to take from.
    pub pile: usize,
    /// How many items to take; at least 1.
    pub take: u64,
}

/// The answer for a take-away position (Nim or staircase Nim on a row): its Grundy value and every
/// winning move, by pile.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct TakeOutcome {
    /// The Grundy value (non-zero iff the player to move wins).
    pub value: u64,
    /// Every winning move, by increasing pile; empty iff the position is lost.
    pub winning_moves: Vec<TakeMove>,
}

impl Verdict for TakeOutcome {
    type Move = TakeMove;

    fn mover_wins(&self) -> bool {
        self.value != 0
    }

    /// The winning move on the lowest-numbered pile.
    fn winning_move(&self) -> Option<TakeMove> {
        self.winning_moves.first().copied()
    }
}

/// Solves a Nim position: its value and every winning move.
///
/// # Complexity
/// O(n).
pub fn solve_nim(piles: &[u64]) -> TakeOutcome {
    TakeOutcome { value: nim_value(piles), winning_moves: nim_winning_moves(piles) }
}

/// Solves staircase Nim on a non-decreasing row: its value and every winning move.
///
/// # Complexity
/// O(n).
///
/// # Panics
/// If `piles` is decreasing somewhere.
///
/// # Examples
/// ```
/// use grundy::game::staircase::solve_staircase_row;
/// use grundy::game::Verdict;
/// assert!(!solve_staircase_row(&[2, 2]).mover_wins()); // POI 2009 sample: NIE
/// assert_eq!(solve_staircase_row(&[1, 2, 4]).winning_move().map(|m| (m.pile, m.take)), Some((2, 1)));
/// ```
pub fn solve_staircase_row(piles: &[u64]) -> TakeOutcome {
    TakeOutcome { value: staircase_row_value(piles), winning_moves: staircase_row_winning_moves(piles) }
}

/// The Grundy value of a Nim position: the XOR of its piles.
///
/// # Complexity
/// O(n).
pub fn nim_value(piles: &[u64]) -> u64 {
    nim_sum(piles)
}

/// Every winning move of a Nim position, by pile: empty iff the position is lost.
///
/// # Complexity
/// O(n).
///
/// # Examples
/// ```
/// use grundy::game::staircase::{nim_winning_moves, TakeMove};
/// // 3 ^ 4 ^ 5 = 2: take 2 from the 3 (leaving 1 ^ 4 ^ 5 = 0).
/// assert_eq!(nim_winning_moves(&[3, 4, 5]), vec![TakeMove { pile: 0, take: 2 }]);
/// ```
pub fn nim_winning_moves(piles: &[u64]) -> Vec<TakeMove> {
    let total = nim_sum(piles);
    if total == 0 {
        return Vec::new();
    }
    piles
        .iter()
        .enumerate()
        .filter(|&(_, &p)| p ^ total < p)
        .map(|(pile, &p)| TakeMove { pile, take: p - (p ^ total) })
        .collect()
}

/// The winning move of a Nim position on the lowest-numbered pile, or `None` if the
/// position is lost.
///
/// # Complexity
/// O(n).
pub fn nim_winning_move(piles: &[u64]) -> Option<TakeMove> {
    nim_winning_moves(piles).into_iter().next()
}

/// The Grundy value of staircase Nim with `steps[s]` coins on step s (step 0 is next to
/// the ground): the XOR of the even steps.
///
/// # Complexity
/// O(n).
///
/// # Examples
/// ```
/// use grundy::game::staircase::staircase_value;
/// assert_eq!(staircase_value(&[1, 7, 1]), 0);
/// assert_eq!(staircase_value(&[0, 5]), 0);
/// ```
pub fn staircase_value(steps: &[u64]) -> u64 {
    steps.iter().step_by(2).fold(0, |acc, &s| acc ^ s)
}

/// Every winning move of staircase Nim: `TakeMove { pile: s, take }` moves `take` coins
/// from step s to step s - 1 (off the staircase when s = 0). At most one move per step, in
/// increasing step order; empty iff the position is lost.
///
/// # Complexity
/// O(n).
///
/// # Examples
/// ```
/// use grundy::game::staircase::{staircase_winning_moves, TakeMove};
/// // Value 2 ^ 3 = 1. Step 0 cannot go down to 2 ^ 1 = 3, but one coin from step 1 raises
/// // it to 3; or step 2 goes down from 3 to 3 ^ 1 = 2.
/// let moves = staircase_winning_moves(&[2, 5, 3]);
/// assert_eq!(moves, vec![TakeMove { pile: 1, take: 1 }, TakeMove { pile: 2, take: 1 }]);
/// ```
pub fn staircase_winning_moves(steps: &[u64]) -> Vec<TakeMove> {
    let total = staircase_value(steps);
    let mut moves = Vec::new();
    if total == 0 {
        return moves;
    }
    for (step, &coins) in steps.iter().enumerate() {
        if step % 2 == 0 {
            // Lower a counted step to its XOR with the total.
            if coins ^ total < coins {
                moves.push(TakeMove { pile: step, take: coins - (coins ^ total) });
            }
        } else {
            // Raise the counted step below with coins from this uncounted one.
            let below = steps[step - 1];
            let target = below ^ total;
            if target > below && target - below <= coins {
                moves.push(TakeMove { pile: step, take: target - below });
            }
        }
    }
    moves
}

/// Whether `piles` is non-decreasing, as staircase Nim on a row requires.
pub fn is_non_decreasing(piles: &[u64]) -> bool {
    piles.windows(2).all(|w| w[0] <= w[1])
}

/// The differences of a non-decreasing row as staircase steps: step s is d_{n-s} (1-based
/// piles), so the last pile is next to the ground.
pub(crate) fn staircase_row_steps(piles: &[u64]) -> Vec<u64> {
    assert!(is_non_decreasing(piles), "the pebble piles must be non-decreasing");
    let n = piles.len();
    (0..n)
        .map(|s| {
            let i = n - 1 - s;
            piles[i] - if i == 0 { 0 } else { piles[i - 1] }
        })
        .collect()
}

/// The Grundy value of staircase Nim on a non-decreasing row: the XOR of
/// d_n, d_{n-2}, ... where d_i = a_i - a_{i-1}. The player to move wins iff it is non-zero.
///
/// # Complexity
/// O(n).
///
/// # Panics
/// If `piles` is decreasing somewhere.
///
/// # Examples
/// ```
/// use grundy::game::staircase::staircase_row_value;
/// assert_eq!(staircase_row_value(&[2, 2]), 0); // POI 2009 sample: NIE
/// assert_ne!(staircase_row_value(&[1, 2, 4]), 0); // TAK
/// ```
pub fn staircase_row_value(piles: &[u64]) -> u64 {
    assert!(is_non_decreasing(piles), "the pebble piles must be non-decreasing");
    let n = piles.len();
    (0..n).rev().step_by(2).fold(0, |acc, i| acc ^ (piles[i] - if i == 0 { 0 } else { piles[i - 1] }))
}

/// Every winning move of staircase Nim on a row: `TakeMove { pile, take }` takes `take` pebbles
/// from the 0-based `pile`, after which the row is still non-decreasing and the value is
/// zero. In increasing pile order; empty iff the position is lost. Besides lowering a
/// counted difference, a move may raise a counted difference d_{i+1} by taking from pile i.
///
/// # Complexity
/// O(n).
///
/// # Panics
/// If `piles` is decreasing somewhere.
///
/// # Examples
/// ```
/// use grundy::game::staircase::{staircase_row_winning_moves, TakeMove};
/// // d = 1 1 2, value d_3 ^ d_1 = 2 ^ 1 = 3; the only winning move takes 1 pebble from the
/// // last pile, giving 1 2 3 with d = 1 1 1 and value 1 ^ 1 = 0.
/// assert_eq!(staircase_row_winning_moves(&[1, 2, 4]), vec![TakeMove { pile: 2, take: 1 }]);
/// // 1 4 4 has d = 1 3 0 and value 0 ^ 1 = 1. Taking 1 from pile 0 lowers d_1 to 0; taking
/// // 1 from pile 1 raises the counted d_3 from 0 to 1 (row 1 3 4, d = 1 2 1).
/// let moves = staircase_row_winning_moves(&[1, 4, 4]);
/// assert_eq!(moves, vec![TakeMove { pile: 0, take: 1 }, TakeMove { pile: 1, take: 1 }]);
/// ```
pub fn staircase_row_winning_moves(piles: &[u64]) -> Vec<TakeMove> {
    let steps = staircase_row_steps(piles);
    let n = piles.len();
    let mut moves: Vec<TakeMove> = staircase_winning_moves(&steps)
        .into_iter()
        .map(|m| TakeMove { pile: n - 1 - m.pile, take: m.take })
        .collect();
    moves.reverse();
    moves
}

/// The winning move of staircase Nim on a row on the lowest-numbered pile, or `None` if the
/// position is lost.
///
/// # Complexity
/// O(n).
///
/// # Panics
/// If `piles` is decreasing somewhere.
pub fn staircase_row_winning_move(piles: &[u64]) -> Option<TakeMove> {
    staircase_row_winning_moves(piles).into_iter().next()
}

/// A take-away move (Nim, staircase Nim on a row) that breaks the rules, or a move asked of the engine
/// when none is left. Piles are numbered from 1, as the front ends show them.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum TakeMoveError {
    /// The move names a pile the position does not have.
    NoPile(NoComponent),
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
    /// A move on a staircase row would leave a pile below the one before it.
    Decreasing {
        /// The pile's number.
        pile: u64,
        /// What the move leaves in it.
        left: u64,
        /// The previous pile's size.
        previous: u64,
    },
    /// The engine was asked to move, but every pile is empty (or the row is flat).
    GameOver,
}

impl fmt::Display for TakeMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            TakeMoveError::NoPile(err) => err.fmt(f),
            TakeMoveError::TakesNothing => write!(f, "a move takes at least one"),
            TakeMoveError::TakesTooMany { pile, size, take } => {
                write!(f, "cannot take {take} from pile {pile}, which holds {size}")
            }
            TakeMoveError::Decreasing { pile, left, previous } => write!(
                f,
                "that leaves {left} in pile {pile}, fewer than the {previous} of pile {}: the row must stay non-decreasing",
                pile - 1
            ),
            TakeMoveError::GameOver => GameOver.fmt(f),
        }
    }
}

impl From<GameOver> for TakeMoveError {
    fn from(_: GameOver) -> TakeMoveError {
        TakeMoveError::GameOver
    }
}

impl std::error::Error for TakeMoveError {}

/// The piles after taking `m.take` from pile `m.pile`, checked against the rules of Nim.
fn take_from(piles: &[u64], m: TakeMove) -> Result<Vec<u64>, TakeMoveError> {
    let Some(&size) = piles.get(m.pile) else {
        return Err(TakeMoveError::NoPile(NoComponent::at("pile", m.pile, 1, piles.len())));
    };
    if m.take == 0 {
        return Err(TakeMoveError::TakesNothing);
    }
    if m.take > size {
        return Err(TakeMoveError::TakesTooMany { pile: m.pile as u64 + 1, size, take: m.take });
    }
    let mut next = piles.to_vec();
    next[m.pile] -= m.take;
    Ok(next)
}

/// Plays the Nim move `m`: the piles after it, and its step (the pile is the component,
/// its size its value).
///
/// # Complexity
/// O(n).
///
/// # Errors
/// [`TakeMoveError`] when the pile does not exist or the move takes 0 or more than the pile.
///
/// # Examples
/// ```
/// use grundy::game::staircase::{apply_nim_move, TakeMove};
/// let (piles, step) = apply_nim_move(&[3, 4, 5], TakeMove { pile: 0, take: 2 })?;
/// assert_eq!(piles, [1, 4, 5]);
/// assert_eq!((step.component, step.from, step.to), (0, 3, 1));
/// assert!(apply_nim_move(&[3], TakeMove { pile: 0, take: 4 }).is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn apply_nim_move(piles: &[u64], m: TakeMove) -> Result<(Vec<u64>, Step), TakeMoveError> {
    let next = take_from(piles, m)?;
    let step = Step { component: m.pile, from: piles[m.pile], to: next[m.pile] };
    Ok((next, step))
}

/// The move the engine plays in Nim: the first winning move, or in a lost position one
/// item from the first largest pile; `None` when every pile is empty.
///
/// # Complexity
/// O(n).
pub fn nim_engine_move(piles: &[u64]) -> Option<TakeMove> {
    nim_winning_move(piles).or_else(|| {
        let (pile, _) =
            piles.iter().enumerate().filter(|&(_, &p)| p > 0).max_by_key(|&(i, &p)| (p, Reverse(i)))?;
        Some(TakeMove { pile, take: 1 })
    })
}

/// Plays `turn` in Nim ([`take_turn`] with [`nim_engine_move`] and [`apply_nim_move`]).
///
/// # Complexity
/// O(n).
///
/// # Errors
/// An illegal move; [`TakeMoveError::GameOver`] when the engine is asked to move and every
/// pile is empty.
pub fn play_nim(
    piles: &[u64],
    turn: Turn<TakeMove>,
) -> Result<(Vec<u64>, Option<Played<TakeMove>>), TakeMoveError> {
    take_turn(
        piles.to_vec(),
        turn,
        |p| nim_engine_move(p),
        |p, m| apply_nim_move(p, m).map(|(next, step)| (next, Some(step))),
    )
}

/// A component of staircase Nim on a row: the counted difference d = `piles[pile]` -
/// `piles[pile - 1]` (the pile before the first counts as 0), for the last pile and every
/// second pile before it. The game's value is the XOR of their values.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct StaircaseRowComponent {
    /// The 0-based pile whose difference with the pile before it counts.
    pub pile: usize,
    /// The difference: the component's Grundy value.
    pub value: u64,
}

/// The counted differences of a staircase row, by increasing pile.
///
/// # Complexity
/// O(n).
///
/// # Panics
/// If `piles` is decreasing somewhere.
///
/// # Examples
/// ```
/// use grundy::game::staircase::{staircase_row_components, StaircaseRowComponent};
/// // d = 1 1 2: the last pile and the first count.
/// let parts = staircase_row_components(&[1, 2, 4]);
/// assert_eq!(parts, [StaircaseRowComponent { pile: 0, value: 1 }, StaircaseRowComponent { pile: 2, value: 2 }]);
/// ```
pub fn staircase_row_components(piles: &[u64]) -> Vec<StaircaseRowComponent> {
    assert!(is_non_decreasing(piles), "the pebble piles must be non-decreasing");
    let first = (piles.len() + 1) % 2;
    (first..piles.len())
        .step_by(2)
        .map(|pile| StaircaseRowComponent {
            pile,
            value: piles[pile] - if pile == 0 { 0 } else { piles[pile - 1] },
        })
        .collect()
}

/// Plays the move `m` on a staircase row: the row after it, and its step. Taking x from pile i
/// lowers d_i by x and raises d_{i+1} by x; exactly one of them counts (d_i for the last
/// pile), and that one is the step's component (its index in [`staircase_row_components`]).
///
/// # Complexity
/// O(n).
///
/// # Errors
/// [`TakeMoveError`] when the pile does not exist, the move takes 0 or more than the pile,
/// or it leaves the pile below the one before it.
///
/// # Panics
/// If `piles` is decreasing somewhere.
///
/// # Examples
/// ```
/// use grundy::game::staircase::{apply_staircase_row_move, TakeMove};
/// // d = 1 1 2; taking 1 from the last pile lowers the counted d_3 from 2 to 1.
/// let (row, step) = apply_staircase_row_move(&[1, 2, 4], TakeMove { pile: 2, take: 1 })?;
/// assert_eq!(row, [1, 2, 3]);
/// assert_eq!((step.component, step.from, step.to), (1, 2, 1));
/// // Taking 2 from the middle pile would leave 0 < 1.
/// assert!(apply_staircase_row_move(&[1, 2, 4], TakeMove { pile: 1, take: 2 }).is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn apply_staircase_row_move(piles: &[u64], m: TakeMove) -> Result<(Vec<u64>, Step), TakeMoveError> {
    assert!(is_non_decreasing(piles), "the pebble piles must be non-decreasing");
    let next = take_from(piles, m)?;
    let i = m.pile;
    if i > 0 && next[i] < next[i - 1] {
        return Err(TakeMoveError::Decreasing { pile: i as u64 + 1, left: next[i], previous: next[i - 1] });
    }
    let n = piles.len();
    let diff = |row: &[u64], p: usize| row[p] - if p == 0 { 0 } else { row[p - 1] };
    // Pile p counts when n - 1 - p is even; the list starts at pile (n + 1) % 2.
    let counted = if (n - 1 - i).is_multiple_of(2) { i } else { i + 1 };
    let component = (counted - (n + 1) % 2) / 2;
    Ok((next.clone(), Step { component, from: diff(piles, counted), to: diff(&next, counted) }))
}

/// The move the engine plays in staircase Nim on a row: the first winning move, or in a lost
/// position one pebble from the last pile that can spare it; `None` when every pile is
/// empty.
///
/// # Complexity
/// O(n).
///
/// # Panics
/// If `piles` is decreasing somewhere.
pub fn staircase_row_engine_move(piles: &[u64]) -> Option<TakeMove> {
    staircase_row_winning_move(piles).or_else(|| {
        let pile = (0..piles.len()).rev().find(|&i| piles[i] > if i == 0 { 0 } else { piles[i - 1] })?;
        Some(TakeMove { pile, take: 1 })
    })
}

/// Plays `turn` in staircase Nim on a row ([`take_turn`] with [`staircase_row_engine_move`] and
/// [`apply_staircase_row_move`]).
///
/// # Complexity
/// O(n).
///
/// # Errors
/// An illegal move; [`TakeMoveError::GameOver`] when the engine is asked to move and every
/// pile is empty.
///
/// # Panics
/// If `piles` is decreasing somewhere.
pub fn play_staircase_row(
    piles: &[u64],
    turn: Turn<TakeMove>,
) -> Result<(Vec<u64>, Option<Played<TakeMove>>), TakeMoveError> {
    take_turn(
        piles.to_vec(),
        turn,
        |p| staircase_row_engine_move(p),
        |p, m| apply_staircase_row_move(p, m).map(|(next, step)| (next, Some(step))),
    )
}

#[cfg(test)]
mod tests;
