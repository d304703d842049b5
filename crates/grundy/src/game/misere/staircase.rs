//! Misère staircase Nim, on steps and on a non-decreasing row:
//! decided in O(n) by Bouton's misère rule on the counted steps, with every winning move.
//!
//! Staircase Nim: coins on steps 0, 1, 2, ...; a move takes some coins from one step to
//! the step below (from step 0 off the staircase). A row (`staircase::solve_staircase_row`)
//! is staircase Nim on the differences d_i = a_i - a_{i-1}, step s being d_{n-s}. The
//! steps are not independent components (a move takes coins from one step to another),
//! so genus theory does not apply; this theorem does.
//!
//! # Theorem (misère staircase Nim)
//! Let E(S) be the counted steps s_0, s_2, s_4, ... of a position S. The player to move
//! wins S under misère play iff E(S) is won under misère Nim (Bouton: some counted step
//! has at least 2 coins and their XOR is non-zero, or none has 2 and the XOR is zero).
//!
//! No published statement of this was found (the normal-play version is classical), so
//! here is the proof, by induction on the game. Every move changes exactly one counted
//! step, by a non-zero amount: a move from step 2k changes s_{2k} (down), a move from step
//! 2k + 1 changes s_{2k} (up).
//! - S has no move: all steps are empty, E(S) has no coin, and both sides say the player
//!   to move wins.
//! - E(S) is lost in misère Nim: every move of S changes one counted heap, and two lost
//!   misère Nim positions never differ in exactly one heap (the larger would have a move
//!   to the smaller), so every option S' has E(S') won: by induction S' is won, and S is
//!   lost.
//! - E(S) is won and has coins: Bouton's rule lowers one counted heap to a lost
//!   position, and lowering s_{2k} is a legal staircase move (coins from step 2k down).
//! - E(S) is won without coins, but S has a move: some odd step holds a coin; moving
//!   one coin from step 2k + 1 to step 2k leaves E = a single heap of 1, lost.
//!
//! The tests check the theorem against a game search from the rules alone on every
//! position of up to four steps of up to four coins (and pebble rows to match).
//!
//! Winning moves: for each counted heap there is exactly one value making E lost (the
//! XOR of the others when one of them has 2 coins or more, else 1 XOR their XOR), reached
//! either by lowering that step or by raising it with coins from the odd step above: at
//! most one move per step, listed by increasing step (a row: by increasing pile).

use super::nim::misere_nim_wins;
use super::outcome::{Limits, MisereLimitError, MisereOutcome, MisereReason, MoveList};
use crate::game::staircase::{is_non_decreasing, staircase_row_steps, TakeMove};

/// The value counted heap `k` of `counted` must take for the heaps to be lost under
/// misère Nim.
fn losing_value(counted: &[u64], k: usize) -> u64 {
    let others = counted.iter().enumerate().filter(|&(i, _)| i != k).fold(0, |x, (_, &c)| x ^ c);
    let large = counted.iter().enumerate().any(|(i, &c)| i != k && c >= 2);
    if large {
        others
    } else {
        others ^ 1
    }
}

/// Every winning move of misère staircase Nim, by increasing step: `TakeMove { pile: s,
/// take }` moves `take` coins from step s to step s - 1 (off the staircase for s = 0).
fn winning_moves(steps: &[u64]) -> Vec<TakeMove> {
    let counted: Vec<u64> = steps.iter().step_by(2).copied().collect();
    let mut moves = Vec::new();
    for (step, &coins) in steps.iter().enumerate() {
        let k = step / 2;
        let target = losing_value(&counted, k);
        if step % 2 == 0 {
            if target < coins {
                moves.push(TakeMove { pile: step, take: coins - target });
            }
        } else if target > counted[k] && target - counted[k] <= coins {
            moves.push(TakeMove { pile: step, take: target - counted[k] });
        }
    }
    moves
}

/// The answer for the staircase `steps` with its moves in the caller's numbering.
fn answer(
    steps: &[u64],
    counted: Vec<u64>,
    moves: impl Iterator<Item = TakeMove>,
    limits: &Limits,
) -> MisereOutcome<TakeMove> {
    if steps.iter().all(|&s| s == 0) {
        return MisereOutcome::no_move();
    }
    let mut list = MoveList::new(limits);
    moves.for_each(|m| list.push(m));
    let even: Vec<u64> = steps.iter().step_by(2).copied().collect();
    let mover_wins = misere_nim_wins(&even);
    let nim_sum = counted.iter().fold(0, |x, &c| x ^ c);
    let large = counted.iter().filter(|&&c| c >= 2).count();
    list.outcome_with(mover_wins, MisereReason::Staircase { counted, nim_sum, large })
}

/// Solves misère staircase Nim with `steps[s]` coins on step s (step 0 next to the
/// ground): who wins and every winning move, by increasing step (listed up to
/// [`Limits::max_listed_moves`]). The reason lists the counted steps s_0, s_2, ...
///
/// # Complexity
/// O(n^2) for n steps (each step's target reads the others).
///
/// # Errors
/// None: the `Result` keeps the signature of every misère solver.
///
/// # Examples
/// ```
/// use grundy::game::misere::staircase::misere_staircase;
/// use grundy::game::misere::Limits;
/// use grundy::game::staircase::TakeMove;
/// // One coin on step 1: move it down, and the opponent must take it off.
/// let answer = misere_staircase(&[0, 1], &Limits::default())?;
/// assert_eq!(answer.winning_moves, [TakeMove { pile: 1, take: 1 }]);
/// // One coin on step 2: three moves in all, the mover makes the last one.
/// assert!(!misere_staircase(&[0, 0, 1], &Limits::default())?.mover_wins);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn misere_staircase(steps: &[u64], limits: &Limits) -> Result<MisereOutcome<TakeMove>, MisereLimitError> {
    let counted: Vec<u64> = steps.iter().step_by(2).copied().collect();
    Ok(answer(steps, counted, winning_moves(steps).into_iter(), limits))
}

/// Solves staircase Nim on a non-decreasing row under misère play: the player who takes the
/// last pebble loses. Moves are numbered as `staircase::solve_staircase_row` numbers them
/// (`TakeMove { pile, take }`, by increasing pile); the reason lists the counted
/// differences by increasing pile, as `staircase::staircase_row_components` does.
///
/// # Complexity
/// O(n^2) for n piles.
///
/// # Errors
/// None: the `Result` keeps the signature of every misère solver.
///
/// # Panics
/// If `piles` is decreasing somewhere.
///
/// # Examples
/// ```
/// use grundy::game::misere::staircase::misere_staircase_row;
/// use grundy::game::misere::Limits;
/// use grundy::game::staircase::TakeMove;
/// // 2 2 (d = 2 0) is lost in normal play. Misère: one pebble from the first pile
/// // leaves 1 2 (d = 1 1), one coin on the counted step d_2: lost for the opponent.
/// let answer = misere_staircase_row(&[2, 2], &Limits::default())?;
/// assert_eq!(answer.winning_moves, [TakeMove { pile: 0, take: 1 }]);
/// assert!(!misere_staircase_row(&[1], &Limits::default())?.mover_wins);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn misere_staircase_row(
    piles: &[u64],
    limits: &Limits,
) -> Result<MisereOutcome<TakeMove>, MisereLimitError> {
    assert!(is_non_decreasing(piles), "the pebble piles must be non-decreasing");
    let n = piles.len();
    let steps = staircase_row_steps(piles);
    let mut counted: Vec<u64> = steps.iter().step_by(2).copied().collect();
    counted.reverse();
    let mut moves: Vec<TakeMove> =
        winning_moves(&steps).into_iter().map(|m| TakeMove { pile: n - 1 - m.pile, take: m.take }).collect();
    moves.reverse();
    Ok(answer(&steps, counted, moves.into_iter(), limits))
}

/// The move the engine plays in misère staircase Nim on a row: the first winning move, or in a lost
/// position one pebble from the last pile that can spare it (as in normal play); `None`
/// when every pile is empty.
///
/// # Complexity
/// O(n^2).
///
/// # Errors
/// None: the `Result` keeps the signature of every misère engine.
///
/// # Panics
/// If `piles` is decreasing somewhere.
pub fn misere_staircase_row_engine_move(
    piles: &[u64],
    limits: &Limits,
) -> Result<Option<TakeMove>, MisereLimitError> {
    let answer = misere_staircase_row(piles, limits)?;
    Ok(answer.winning_moves.first().copied().or_else(|| {
        let pile = (0..piles.len()).rev().find(|&i| piles[i] > if i == 0 { 0 } else { piles[i - 1] })?;
        Some(TakeMove { pile, take: 1 })
    }))
}

#[cfg(test)]
mod tests;
