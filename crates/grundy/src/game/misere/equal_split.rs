//! The equal-split pile game (HNOI 2014 "Jiangnan", [`EqualSplitTable`]) under misère
//! play: a move splits a pile of at least max(F, 2) stones into M >= 2 piles as evenly as
//! possible, and the player who makes the last split loses.
//!
//! Decided by the exact search of [`super::search`]: a position is the sorted multiset of
//! its piles that can still be split, a move replaces one pile by its parts. No theorem
//! shortcut applies in general (a split leaves a sum, so positions of value 0 with moves
//! occur, and the SJ theorem's condition fails), so positions beyond the search's limit
//! are refused with a [`SearchLimitError`].
//!
//! Complexity: that of the search, with O(x) moves for a pile of x.

use super::search::{solve_sum, SearchLimitError};
use super::MisereTurn;
use crate::game::equal_split::{EqualSplitMove, EqualSplitTable};
use crate::game::play::{take_turn, Turn};

/// The misère answer for a position of piles.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct MisereEqualSplit {
    /// Whether the player to move wins.
    pub mover_wins: bool,
    /// Every winning move, by pile then by the number of parts.
    pub winning_moves: Vec<EqualSplitMove>,
    /// The positions the search settled.
    pub positions: usize,
}

impl MisereEqualSplit {
    /// The method's name in every front end: `search`.
    pub fn method_name(&self) -> &'static str {
        "search"
    }

    /// How the answer was found, in one sentence.
    pub fn reason(&self) -> String {
        format!("an exact search of the whole position settled {} positions", self.positions)
    }
}

impl crate::game::Verdict for MisereEqualSplit {
    type Move = EqualSplitMove;

    fn mover_wins(&self) -> bool {
        self.mover_wins
    }

    /// The first winning move.
    fn winning_move(&self) -> Option<EqualSplitMove> {
        self.winning_moves.first().copied()
    }
}

/// Decides `piles` under misère play with `table`'s threshold, searching at most `limit`
/// positions.
///
/// # Examples
/// ```
/// use grundy::game::equal_split::{EqualSplitMove, EqualSplitTable};
/// use grundy::game::misere::equal_split::misere_equal_split;
/// let table = EqualSplitTable::try_new(1, 3)?;
/// // A pile of 2 splits only into 1 + 1, the last move: whoever makes it loses.
/// assert!(!misere_equal_split(&table, &[2], 1000)?.mover_wins);
/// // 3 into 2 + 1 leaves that losing pile of 2 to the opponent.
/// assert_eq!(misere_equal_split(&table, &[3], 1000)?.winning_moves, [EqualSplitMove { pile: 0, parts: 2 }]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// [`SearchLimitError`] when the search needs more than `limit` positions.
pub fn misere_equal_split(
    table: &EqualSplitTable,
    piles: &[u64],
    limit: usize,
) -> Result<MisereEqualSplit, SearchLimitError> {
    let smallest = table.threshold().max(2);
    // The moves of a pile of x list x - 1 positions of up to x piles: refused before they
    // are listed when they alone would pass the limit.
    if piles.iter().any(|&x| x >= smallest && x.saturating_mul(x) / 2 > limit as u64) {
        return Err(SearchLimitError { limit });
    }
    let answer = solve_sum(
        piles,
        |pile, &size| {
            if size < smallest {
                return Vec::new();
            }
            (2..=size)
                .map(|parts| (EqualSplitMove { pile, parts }, EqualSplitMove { pile, parts }.sizes(size)))
                .collect()
        },
        |&size| size >= smallest,
        limit,
    )?;
    Ok(MisereEqualSplit {
        mover_wins: answer.mover_wins,
        winning_moves: answer.winning_moves,
        positions: answer.positions,
    })
}

/// Plays `turn` under misère play: the engine plays the first winning move, or in a lost
/// position the normal engine's legal move ([`EqualSplitTable::engine_move`]).
///
/// # Errors
/// An illegal move or [`crate::game::play::MoveError::GameOver`] (inner); the outer error when the engine's
/// move needs a search beyond `limit`.
pub fn play_misere_equal_split(
    table: &EqualSplitTable,
    piles: &[u64],
    turn: Turn<EqualSplitMove>,
    limit: usize,
) -> Result<MisereTurn<EqualSplitMove>, SearchLimitError> {
    let engine = match turn {
        Turn::Engine => {
            let answer = misere_equal_split(table, piles, limit)?;
            answer.winning_moves.first().copied().or_else(|| table.engine_move(piles))
        }
        _ => None,
    };
    Ok(take_turn(
        piles.to_vec(),
        turn,
        |_| engine,
        |p, m| table.apply(p, m).map(|(next, step)| (next, Some(step))),
    ))
}

#[cfg(test)]
mod tests;
