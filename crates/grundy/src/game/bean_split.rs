//! Bean splitting: bottles 0..n-1 with p_i beans; a move takes a bean from bottle i and
//! puts one bean into bottle j and one into bottle k, for some i < j <= k.
//!
//! Each bean is an independent game that only moves right, so the position's value is the
//! XOR over beans of SG(i), which depends only on the distance n-1-i to the last bottle:
//! SG(0) = 0 and SG(d) = mex{SG(a) ^ SG(b) : b <= a < d}. The option sets grow with d, so
//! one cumulative set gives the whole table in O(n^2) time (and the values strictly
//! increase). Beans in pairs cancel, so only the parity of p_i matters. Winning moves
//! (i, j, k) need p_i >= 1 and SG(i) ^ SG(j) ^ SG(k) = total; since the values are distinct,
//! k is determined by (i, j), so listing and counting all of them is O(n^2) as well (the
//! usual solution is O(n^3)). Counts are `u64`. Not done: positions with more than
//! [`SPLIT_MAX_BOTTLES`] bottles.
//!
//! Playing ([`SplitTable::play`]): a move replaces a bean of bottle i (worth SG(i)) by two
//! beans worth SG(j) ^ SG(k), which is its [`Step`]. The engine plays the smallest winning
//! move, or in a lost position moves the bean of the last bottle it can one step right
//! (two beans into the next bottle).

use std::fmt;

use super::play::{take_turn, GameOver, NoComponent, Played, Step, Turn};
use super::{LimitError, Nimber, Verdict};

/// The most bottles [`try_split_outcome`] and [`try_split_winning_moves`] accept: O(n^2)
/// work stays well under a second.
pub const SPLIT_MAX_BOTTLES: usize = 10_000;

/// A bean move that breaks the rules, or a move asked of the engine when none is left.
/// Bottles are numbered from 0, as in the game's contest problem.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum SplitMoveError {
    /// The move names a bottle the position does not have.
    NoBottle(NoComponent),
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
    /// A bottle would hold more than `u64::MAX` beans.
    Overflow {
        /// The bottle.
        bottle: u64,
    },
    /// The engine was asked to move, but every bean is in the last bottle.
    GameOver,
}

impl fmt::Display for SplitMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            SplitMoveError::NoBottle(err) => err.fmt(f),
            SplitMoveError::BottleOrder { i, j, k } => write!(
                f,
                "a bean moves right: the bottles must satisfy i < j <= k, found i = {i}, j = {j}, k = {k}"
            ),
            SplitMoveError::EmptyBottle { bottle } => write!(f, "bottle {bottle} has no bean to take"),
            SplitMoveError::Overflow { bottle } => {
                write!(f, "bottle {bottle} would hold more than {}", u64::MAX)
            }
            SplitMoveError::GameOver => GameOver.fmt(f),
        }
    }
}

impl From<GameOver> for SplitMoveError {
    fn from(_: GameOver) -> SplitMoveError {
        SplitMoveError::GameOver
    }
}

impl std::error::Error for SplitMoveError {}

/// A move of the split game: a bean leaves bottle `i`, one bean goes to `j` and one to `k`
/// (`i < j <= k`, 0-based bottles).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct SplitMove {
    /// The bottle a bean is taken from.
    pub i: usize,
    /// The first bottle receiving a bean.
    pub j: usize,
    /// The second bottle receiving a bean (may equal `j`).
    pub k: usize,
}

/// The answer for one bean-splitting position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct SplitOutcome {
    /// The Grundy value of the position (non-zero iff the player to move wins).
    pub value: u64,
    /// The lexicographically smallest winning move, if any.
    pub winning_move: Option<SplitMove>,
    /// The number of distinct winning moves (i, j, k).
    pub count: u64,
}

impl Verdict for SplitOutcome {
    type Move = SplitMove;

    fn mover_wins(&self) -> bool {
        self.value != 0
    }

    /// The lexicographically smallest winning move.
    fn winning_move(&self) -> Option<SplitMove> {
        self.winning_move
    }
}

/// The Grundy values of one bean at distance 0, 1, ..., `len - 1` from the last bottle.
///
/// # Complexity
/// O(len^2) time, O(len) space (the values grow about linearly, near 2 d).
///
/// # Examples
/// ```
/// use grundy::game::bean_split::split_distance_values;
/// assert_eq!(split_distance_values(6), vec![0, 1, 2, 4, 7, 8]);
/// ```
pub fn split_distance_values(len: usize) -> Vec<Nimber> {
    let mut values: Vec<Nimber> = Vec::with_capacity(len);
    let mut seen: Vec<bool> = Vec::new();
    let mut mex = 0usize;
    for d in 0..len {
        if d > 0 {
            let last = values[d - 1];
            for &other in &values[..d] {
                let option = (last ^ other) as usize;
                if option >= seen.len() {
                    seen.resize((option + 1).next_power_of_two(), false);
                }
                seen[option] = true;
            }
        }
        while seen.get(mex).copied().unwrap_or(false) {
            mex += 1;
        }
        values.push(mex as Nimber);
    }
    values
}

/// The Grundy value of one bean in each bottle 0..n-1 (the table reversed).
///
/// # Complexity
/// O(n^2).
pub fn split_bottle_values(n_bottles: usize) -> Vec<Nimber> {
    let mut values = split_distance_values(n_bottles);
    values.reverse();
    values
}

/// Walks the winning moves in lexicographic order, calling `visit` on each.
fn for_each_winning_move(beans: &[u64], mut visit: impl FnMut(SplitMove)) -> Nimber {
    let n = beans.len();
    let values = split_bottle_values(n);
    let total = beans.iter().zip(&values).filter(|(&p, _)| p % 2 == 1).fold(0, |acc, (_, &v)| acc ^ v);
    if total == 0 {
        return 0;
    }
    // Bottle of each value; values are distinct and below the next power of two of the
    // largest, which bounds every XOR of two of them.
    let max = values.first().copied().unwrap_or(0) as usize;
    let mut bottle_of = vec![usize::MAX; (max + 1).next_power_of_two()];
    for (bottle, &v) in values.iter().enumerate() {
        bottle_of[v as usize] = bottle;
    }
    for i in 0..n {
        if beans[i] == 0 {
            continue;
        }
        let want = total ^ values[i];
        for (j, &value_j) in values.iter().enumerate().skip(i + 1) {
            let k = bottle_of.get((want ^ value_j) as usize).copied().unwrap_or(usize::MAX);
            if k != usize::MAX && k >= j {
                visit(SplitMove { i, j, k });
            }
        }
    }
    total
}

fn check_size(beans: &[u64]) -> Result<(), LimitError> {
    if beans.len() > SPLIT_MAX_BOTTLES {
        return Err(LimitError {
            what: "number of bottles",
            requested: beans.len() as u64,
            limit: SPLIT_MAX_BOTTLES as u64,
        });
    }
    Ok(())
}

/// The answer for bottles holding `beans[i]` beans: the value, the
/// lexicographically smallest winning move and the number of winning moves. A move needs
/// a bean in bottle i (`beans[i] >= 1`), which a widely copied solution forgets to check.
///
/// # Complexity
/// O(n^2) time, O(n) space.
///
/// # Errors
/// [`LimitError`] for more than [`SPLIT_MAX_BOTTLES`] bottles.
///
/// # Examples
/// ```
/// use grundy::game::bean_split::{try_split_outcome, SplitMove};
/// let res = try_split_outcome(&[1, 0, 1, 5000])?;
/// assert_eq!(res.winning_move, Some(SplitMove { i: 0, j: 2, k: 3 }));
/// assert_eq!(res.count, 1);
/// assert_eq!(try_split_outcome(&[0, 0, 1])?.count, 0);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn try_split_outcome(beans: &[u64]) -> Result<SplitOutcome, LimitError> {
    check_size(beans)?;
    let mut winning_move = None;
    let mut count = 0u64;
    let value = for_each_winning_move(beans, |m| {
        winning_move.get_or_insert(m);
        count += 1;
    });
    Ok(SplitOutcome { value, winning_move, count })
}

/// Every winning move of the split game in lexicographic order (empty iff lost).
///
/// # Complexity
/// O(n^2) time; the list has at most n^2 / 2 moves.
///
/// # Errors
/// [`LimitError`] for more than [`SPLIT_MAX_BOTTLES`] bottles.
pub fn try_split_winning_moves(beans: &[u64]) -> Result<Vec<SplitMove>, LimitError> {
    check_size(beans)?;
    let mut moves = Vec::new();
    for_each_winning_move(beans, |m| moves.push(m));
    Ok(moves)
}

/// The values of one bean in each bottle of a game of n bottles, for playing move by
/// move: each bottle is a component of the sum, worth its bean value when it holds an odd
/// number of beans and 0 otherwise.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SplitTable {
    values: Vec<Nimber>,
}

impl SplitTable {
    /// The table for `n_bottles` bottles.
    ///
    /// # Complexity
    /// O(n^2) time, O(n) space.
    ///
    /// # Errors
    /// [`LimitError`] for more than [`SPLIT_MAX_BOTTLES`] bottles.
    pub fn try_new(n_bottles: usize) -> Result<SplitTable, LimitError> {
        if n_bottles > SPLIT_MAX_BOTTLES {
            return Err(LimitError {
                what: "number of bottles",
                requested: n_bottles as u64,
                limit: SPLIT_MAX_BOTTLES as u64,
            });
        }
        Ok(SplitTable { values: split_bottle_values(n_bottles) })
    }

    /// The value of one bean in each bottle 0..n-1.
    pub fn bean_values(&self) -> &[Nimber] {
        &self.values
    }

    /// The Grundy value of each bottle of the position `beans`, the components of the sum:
    /// its bean value when it holds an odd number of beans, 0 otherwise (pairs cancel).
    ///
    /// # Complexity
    /// O(n).
    ///
    /// # Panics
    /// If `beans` does not have as many bottles as the table.
    pub fn bottle_values(&self, beans: &[u64]) -> Vec<Nimber> {
        assert_eq!(beans.len(), self.values.len(), "the table is for {} bottles", self.values.len());
        beans.iter().zip(&self.values).map(|(&b, &v)| if b % 2 == 1 { v } else { 0 }).collect()
    }

    /// The Grundy value of the position `beans`: the XOR of the bean values of the bottles
    /// holding an odd number of beans.
    ///
    /// # Complexity
    /// O(n).
    ///
    /// # Panics
    /// If `beans` does not have as many bottles as the table.
    pub fn value(&self, beans: &[u64]) -> Nimber {
        assert_eq!(beans.len(), self.values.len(), "the table is for {} bottles", self.values.len());
        beans.iter().zip(&self.values).filter(|(&b, _)| b % 2 == 1).fold(0, |acc, (_, &v)| acc ^ v)
    }

    /// Plays the move `m` on `beans`: the beans after it, and its step (component i, from
    /// SG(i) to SG(j) ^ SG(k)).
    ///
    /// # Complexity
    /// O(n).
    ///
    /// # Errors
    /// [`SplitMoveError`] when a bottle does not exist, the bottles are not i < j <= k, bottle
    /// i is empty, or a count would overflow.
    ///
    /// # Panics
    /// If `beans` does not have as many bottles as the table.
    ///
    /// # Examples
    /// ```
    /// use grundy::game::bean_split::{SplitMove, SplitTable};
    /// let table = SplitTable::try_new(4)?;
    /// assert_eq!(table.bean_values(), [4, 2, 1, 0]);
    /// let (beans, step) = table.apply(&[1, 0, 1, 0], SplitMove { i: 0, j: 1, k: 3 })?;
    /// assert_eq!(beans, [0, 1, 1, 1]);
    /// assert_eq!((step.component, step.from, step.to), (0, 4, 2));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn apply(&self, beans: &[u64], m: SplitMove) -> Result<(Vec<u64>, Step), SplitMoveError> {
        let n = self.values.len();
        assert_eq!(beans.len(), n, "the table is for {n} bottles");
        for bottle in [m.i, m.j, m.k] {
            if bottle >= n {
                return Err(SplitMoveError::NoBottle(NoComponent::at("bottle", bottle, 0, n)));
            }
        }
        if !(m.i < m.j && m.j <= m.k) {
            return Err(SplitMoveError::BottleOrder { i: m.i, j: m.j, k: m.k });
        }
        if beans[m.i] == 0 {
            return Err(SplitMoveError::EmptyBottle { bottle: m.i });
        }
        let mut next = beans.to_vec();
        next[m.i] -= 1;
        for bottle in [m.j, m.k] {
            next[bottle] =
                next[bottle].checked_add(1).ok_or(SplitMoveError::Overflow { bottle: bottle as u64 })?;
        }
        let step = Step { component: m.i, from: self.values[m.i], to: self.values[m.j] ^ self.values[m.k] };
        Ok((next, step))
    }

    /// The move the engine plays: the smallest winning move, or in a lost position a bean
    /// of the last bottle that can move going into the next bottle twice; `None` when
    /// every bean is in the last bottle.
    ///
    /// # Complexity
    /// O(n^2).
    ///
    /// # Panics
    /// If `beans` does not have as many bottles as the table.
    pub fn engine_move(&self, beans: &[u64]) -> Option<SplitMove> {
        assert_eq!(beans.len(), self.values.len(), "the table is for {} bottles", self.values.len());
        let mut first = None;
        for_each_winning_move(beans, |m| {
            first.get_or_insert(m);
        });
        first.or_else(|| {
            let i = (0..beans.len().saturating_sub(1)).rev().find(|&i| beans[i] > 0)?;
            Some(SplitMove { i, j: i + 1, k: i + 1 })
        })
    }

    /// Plays `turn` ([`take_turn`] with [`Self::engine_move`] and [`Self::apply`]).
    ///
    /// # Complexity
    /// O(n^2) for the engine's move, O(n) otherwise.
    ///
    /// # Errors
    /// An illegal move; [`SplitMoveError::GameOver`] when the engine is asked to move and no
    /// bean can move.
    ///
    /// # Panics
    /// If `beans` does not have as many bottles as the table.
    pub fn play(
        &self,
        beans: &[u64],
        turn: Turn<SplitMove>,
    ) -> Result<(Vec<u64>, Option<Played<SplitMove>>), SplitMoveError> {
        take_turn(
            beans.to_vec(),
            turn,
            |b| self.engine_move(b),
            |b, m| self.apply(b, m).map(|(next, step)| (next, Some(step))),
        )
    }
}

#[cfg(test)]
mod tests;
