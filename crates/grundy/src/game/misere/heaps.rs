//! Heaps of an octal game ([`HeapGame`]: Kayles, Dawson's Kayles, subtraction games, ...)
//! under misère play: who wins, every winning move, the engine's move, and how it was
//! decided.
//!
//! Methods, the first that applies:
//! - **Misère Nim's rule on the Grundy values** when the code never splits a heap (every
//!   move leaves at most one heap, so each heap stays one component) and every heap size up
//!   to the largest of the position with Grundy value 0 has no move. Then the sum is
//!   decided like misère Nim on heaps of those values (the theorem taught as the SJ or
//!   Anti-SG theorem): the player to move wins iff some value is at least 2 and the XOR
//!   is non-zero, or every value is at most 1 and the XOR is zero. The proof is Bouton's:
//!   a component of value v has options of every value below v (and perhaps above), none
//!   of value v, and a component of value 0 is over, so the four cases of misère Nim go
//!   through with "a heap of v tokens" read as "a component of value v".
//! - Otherwise an **exact search** of the whole position ([`super::search`]): a sum is the
//!   sorted multiset of its heaps, a move replaces one heap by the heaps it leaves; within
//!   a limit on the positions, and a [`SearchLimitError`] beyond it.
//!
//! Complexity: the rule is O(k + N) for k heaps and largest heap N (the check of the
//! values); a winning move O(k t) more for t take sizes. The search is that of
//! [`super::search`].

use super::nim::misere_nim_wins;
use super::search::{solve_sum, SearchLimitError};
use super::MisereTurn;
use crate::game::heaps::{HeapGame, HeapMove};
use crate::game::play::{take_turn, Turn};
use crate::game::Nimber;

/// How a misère heaps position was decided.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum MisereMethod {
    /// Misère Nim's rule on the heaps' Grundy values (every heap of value 0 is over).
    NimRuleOnValues {
        /// The Grundy value of each heap, in order.
        values: Vec<Nimber>,
    },
    /// An exact search of the whole position.
    Search {
        /// The positions whose outcome the search settled.
        positions: usize,
    },
}

/// The misère answer for a position of heaps.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct MisereHeaps {
    /// Whether the player to move wins.
    pub mover_wins: bool,
    /// Every winning move, by heap then in the order of the code's options; empty when the
    /// player to move loses, and when no move is left (then the player to move wins).
    pub winning_moves: Vec<HeapMove>,
    /// How it was decided.
    pub method: MisereMethod,
}

impl MisereHeaps {
    /// The method's name in every front end: `nim-rule` or `search`.
    pub fn method_name(&self) -> &'static str {
        match self.method {
            MisereMethod::NimRuleOnValues { .. } => "nim-rule",
            MisereMethod::Search { .. } => "search",
        }
    }

    /// Why the player to move wins or loses, in one sentence (no verdict).
    pub fn reason(&self) -> String {
        match &self.method {
            MisereMethod::NimRuleOnValues { values } => {
                let large = values.iter().filter(|&&v| v >= 2).count();
                let xor = values.iter().fold(0, |x, &v| x ^ v);
                let rule = match (large, xor) {
                    (0, 0) => "no heap is worth 2 or more and the heaps worth 1 are even in number".to_string(),
                    (0, _) => "no heap is worth 2 or more and the heaps worth 1 are odd in number".to_string(),
                    _ => format!("a heap worth 2 or more remains, so the nim-sum of the values decides, and it is {xor}"),
                };
                format!(
                    "every heap of Grundy value 0 has no move and no move splits a heap, so each heap plays \
                     like a Nim heap of its value (the SJ theorem): {rule}"
                )
            }
            MisereMethod::Search { positions } => {
                format!("an exact search of the whole position settled {positions} positions")
            }
        }
    }
}

impl crate::game::Verdict for MisereHeaps {
    type Move = HeapMove;

    fn mover_wins(&self) -> bool {
        self.mover_wins
    }

    /// The first winning move.
    fn winning_move(&self) -> Option<HeapMove> {
        self.winning_moves.first().copied()
    }
}

/// Whether misère Nim's rule decides `heaps` of `game` (see the module doc).
fn rule_applies(game: &HeapGame, heaps: &[u64]) -> bool {
    let max = heaps.iter().copied().max().unwrap_or(0);
    game.game().most_heaps_left() <= 1
        && (1..=max).all(|n| game.value(n) != 0 || game.options(n).next().is_none())
}

/// Decides `heaps` of `game` under misère play (see the module doc), searching at most
/// `limit` positions when the rule does not apply.
///
/// # Examples
/// ```
/// use grundy::game::heaps::{HeapGame, HeapMove};
/// use grundy::game::misere::heaps::misere_heaps;
/// use grundy::game::octal::OctalGame;
/// // Misère Kayles: a row of 3 pins is won by taking two and leaving the last pin; a row
/// // of 4 is lost (every move leaves a position the opponent wins).
/// let kayles = HeapGame::try_new(&OctalGame::parse("0.77")?, &[4])?;
/// let answer = misere_heaps(&kayles, &[3], 100_000)?;
/// assert_eq!(answer.winning_moves, [HeapMove { heap: 0, take: 2, left: 1, right: 0 }]);
/// assert!(!misere_heaps(&kayles, &[4], 100_000)?.mover_wins);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// [`SearchLimitError`] when the search needs more than `limit` positions.
///
/// # Panics
/// If a heap exceeds [`HeapGame::max_heap`].
pub fn misere_heaps(game: &HeapGame, heaps: &[u64], limit: usize) -> Result<MisereHeaps, SearchLimitError> {
    let moves_of = |heaps: &[u64]| -> Vec<(HeapMove, Vec<u64>)> {
        let mut out = Vec::new();
        for (heap, &size) in heaps.iter().enumerate() {
            for (take, left, right) in game.options(size) {
                let m = HeapMove { heap, take, left, right };
                let mut after = heaps.to_vec();
                after.splice(heap..=heap, m.leaves());
                out.push((m, after));
            }
        }
        out
    };
    if rule_applies(game, heaps) {
        let value_of = |hs: &[u64]| hs.iter().map(|&h| game.value(h)).collect::<Vec<_>>();
        let values = value_of(heaps);
        let mover_wins = misere_nim_wins(&values);
        let winning_moves = if mover_wins {
            moves_of(heaps)
                .into_iter()
                .filter(|(_, after)| !misere_nim_wins(&value_of(after)))
                .map(|(m, _)| m)
                .collect()
        } else {
            Vec::new()
        };
        return Ok(MisereHeaps {
            mover_wins,
            winning_moves,
            method: MisereMethod::NimRuleOnValues { values },
        });
    }
    // The moves of a heap of n list up to t n positions of k + 1 heaps: refused before they
    // are listed when they alone would pass the limit.
    let takes = game.game().last_digit_position() as u64 + 1;
    let k = heaps.len() as u64 + 1;
    if heaps.iter().any(|&n| takes.saturating_mul(n).saturating_mul(k) > limit as u64) {
        return Err(SearchLimitError { limit });
    }
    let answer = solve_sum(
        heaps,
        |heap, &size| {
            let options = game.options(size).map(|(take, left, right)| HeapMove { heap, take, left, right });
            options.map(|m| (m, m.leaves())).collect()
        },
        |&h| game.options(h).next().is_some(),
        limit,
    )?;
    Ok(MisereHeaps {
        mover_wins: answer.mover_wins,
        winning_moves: answer.winning_moves,
        method: MisereMethod::Search { positions: answer.positions },
    })
}

/// The move the engine plays under misère play: the first winning move, or in a lost
/// position the normal engine's choice of a legal move; `None` when no heap has a move.
///
/// # Errors
/// [`SearchLimitError`] as [`misere_heaps`].
pub fn misere_heaps_engine_move(
    game: &HeapGame,
    heaps: &[u64],
    limit: usize,
) -> Result<Option<HeapMove>, SearchLimitError> {
    let answer = misere_heaps(game, heaps, limit)?;
    Ok(answer.winning_moves.first().copied().or_else(|| game.engine_move(heaps)))
}

/// Plays `turn` under misère play ([`take_turn`] with [`misere_heaps_engine_move`] and
/// [`HeapGame::apply`]).
///
/// # Errors
/// An illegal move, [`crate::game::play::MoveError::GameOver`]; the outer error when the engine's move needs
/// a search beyond `limit`.
pub fn play_misere_heaps(
    game: &HeapGame,
    heaps: &[u64],
    turn: Turn<HeapMove>,
    limit: usize,
) -> Result<MisereTurn<HeapMove>, SearchLimitError> {
    let engine = match turn {
        Turn::Engine => misere_heaps_engine_move(game, heaps, limit)?,
        _ => None,
    };
    Ok(take_turn(
        heaps.to_vec(),
        turn,
        |_| engine,
        |h, m| game.apply(h, m).map(|(next, step)| (next, Some(step))),
    ))
}

#[cfg(test)]
mod tests;
