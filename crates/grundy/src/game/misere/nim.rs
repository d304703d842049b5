//! Misère Nim: heaps of tokens, a move takes at least one token from one heap, and the
//! player who takes the last token loses.
//!
//! Bouton's rule (1901): the player to move wins iff
//! - some heap has at least two tokens and the XOR of the heaps is non-zero, or
//! - every heap has at most one token and their XOR is zero (an even number of heaps of
//!   one token, zero included: with no token left the player to move has no move and wins).
//!
//! Winning moves: with two or more heaps of at least two tokens, exactly the normal-play
//! winning moves (one such heap stays, so the position left is decided by the XOR); with one
//! such heap, the moves on it that leave an odd number of heaps of one token (it becomes 0
//! or 1, whichever makes the count odd); with none, taking any heap of one token.
//!
//! Everything is O(n) time for n heaps.

use crate::game::play::{take_turn, Played, Turn};
use crate::game::staircase::{apply_nim_move, nim_engine_move, TakeMove, TakeMoveError};

/// The misère Nim answer for one position.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct MisereNim {
    /// Whether the player to move wins.
    pub mover_wins: bool,
    /// Every winning move, by increasing heap; empty when the player to move loses, and
    /// also when they win because no token is left.
    pub winning_moves: Vec<TakeMove>,
    /// Heaps of at least two tokens (the rule reads the XOR while one exists).
    pub large_heaps: usize,
    /// The XOR of the heaps.
    pub nim_sum: u64,
}

impl MisereNim {
    /// The method's name in every front end: `nim-rule`.
    pub fn method(&self) -> &'static str {
        "nim-rule"
    }

    /// Why the rule decides as it does, in one sentence (no verdict).
    ///
    /// # Examples
    /// ```
    /// use grundy::game::misere::nim::solve_misere_nim;
    /// assert_eq!(
    ///     solve_misere_nim(&[1, 1, 1]).reason(),
    ///     "no heap has two tokens or more and the heaps of one are odd in number, \
    ///      so the player to move must take the last one"
    /// );
    /// ```
    pub fn reason(&self) -> String {
        match self.large_heaps {
            // Every heap holds 0 or 1 token: the nim-sum is the parity of the heaps of one.
            0 if self.nim_sum == 0 => "no heap has two tokens or more and the heaps of one are even in number, \
                 so the other player must take the last one"
                .to_string(),
            0 => "no heap has two tokens or more and the heaps of one are odd in number, \
                  so the player to move must take the last one"
                .to_string(),
            _ => format!(
                "a heap of two tokens or more remains, so the nim-sum decides as in normal play, and it is {}",
                self.nim_sum
            ),
        }
    }
}

impl crate::game::Verdict for MisereNim {
    type Move = TakeMove;

    fn mover_wins(&self) -> bool {
        self.mover_wins
    }

    /// The winning move on the lowest-numbered heap.
    fn winning_move(&self) -> Option<TakeMove> {
        self.winning_moves.first().copied()
    }
}

/// Whether the player to move wins misère Nim on `heaps`.
///
/// # Examples
/// ```
/// use grundy::game::misere::nim::misere_nim_wins;
/// assert!(misere_nim_wins(&[3, 5, 1])); // SHOI 2008 "John", sample 1: John
/// assert!(!misere_nim_wins(&[1])); // sample 2: Brother
/// assert!(misere_nim_wins(&[])); // no token: the other player moved last
/// ```
///
/// # Complexity
/// O(n).
pub fn misere_nim_wins(heaps: &[u64]) -> bool {
    let nim_sum = heaps.iter().fold(0, |x, &h| x ^ h);
    if heaps.iter().any(|&h| h >= 2) {
        nim_sum != 0
    } else {
        nim_sum == 0
    }
}

/// Solves a misère Nim position: who wins and every winning move.
///
/// # Examples
/// ```
/// use grundy::game::misere::nim::solve_misere_nim;
/// use grundy::game::staircase::TakeMove;
/// // One large heap and two heaps of one: leave the 5 at 1 (three heaps of one).
/// assert_eq!(solve_misere_nim(&[1, 5, 1]).winning_moves, [TakeMove { pile: 1, take: 4 }]);
/// // Two large heaps: as in normal play. 3 ^ 5 ^ 1 = 7 and 5 ^ 7 = 2: take 3 from the 5.
/// assert_eq!(solve_misere_nim(&[3, 5, 1]).winning_moves[0], TakeMove { pile: 1, take: 3 });
/// ```
///
/// # Complexity
/// O(n).
pub fn solve_misere_nim(heaps: &[u64]) -> MisereNim {
    let nim_sum = heaps.iter().fold(0, |x, &h| x ^ h);
    let large_heaps = heaps.iter().filter(|&&h| h >= 2).count();
    let ones = heaps.iter().filter(|&&h| h == 1).count();
    let mover_wins = misere_nim_wins(heaps);
    let mut winning_moves = Vec::new();
    if mover_wins {
        match large_heaps {
            0 => winning_moves.extend(
                heaps
                    .iter()
                    .enumerate()
                    .filter(|&(_, &h)| h == 1)
                    .map(|(pile, _)| TakeMove { pile, take: 1 }),
            ),
            1 => {
                let (pile, &h) = heaps.iter().enumerate().find(|&(_, &h)| h >= 2).expect("one large heap");
                // Leave 1 when the other heaps of one are even in number, else take all.
                let keep = u64::from(ones % 2 == 0);
                winning_moves.push(TakeMove { pile, take: h - keep });
            }
            _ => winning_moves.extend(
                heaps
                    .iter()
                    .enumerate()
                    .filter(|&(_, &h)| h ^ nim_sum < h)
                    .map(|(pile, &h)| TakeMove { pile, take: h - (h ^ nim_sum) }),
            ),
        }
    }
    MisereNim { mover_wins, winning_moves, large_heaps, nim_sum }
}

/// The move the engine plays in misère Nim: the first winning move, or in a lost position
/// the normal engine's move (one token from the first largest heap); `None` when every
/// heap is empty.
///
/// # Complexity
/// O(n).
pub fn misere_nim_engine_move(heaps: &[u64]) -> Option<TakeMove> {
    solve_misere_nim(heaps).winning_moves.first().copied().or_else(|| nim_engine_move(heaps))
}

/// Plays `turn` in misère Nim ([`take_turn`] with [`misere_nim_engine_move`]; the moves
/// and their steps are those of normal Nim, [`apply_nim_move`]).
///
/// # Examples
/// ```
/// use grundy::game::misere::nim::play_misere_nim;
/// use grundy::game::play::Turn;
/// // Normal play would take 2 from the 3 (1 ^ 1 = 0, two heaps of one): a loss here.
/// let (heaps, _) = play_misere_nim(&[3, 1], Turn::Engine)?;
/// assert_eq!(heaps, [0, 1]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// An illegal move; [`TakeMoveError::GameOver`] when the engine is asked to move and every
/// heap is empty.
pub fn play_misere_nim(
    heaps: &[u64],
    turn: Turn<TakeMove>,
) -> Result<(Vec<u64>, Option<Played<TakeMove>>), TakeMoveError> {
    take_turn(
        heaps.to_vec(),
        turn,
        |h| misere_nim_engine_move(h),
        |h, m| apply_nim_move(h, m).map(|(next, step)| (next, Some(step))),
    )
}

#[cfg(test)]
mod tests;
