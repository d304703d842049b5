//! The Sprague-Grundy engine: [`mex`], [`nim_sum`], a memoised [`grundy_value`] for any
//! impartial game given by a successor closure, and the winning move of a sum of games.
//!
//! [`grundy_value`] is a depth-first search with an explicit stack (no recursion), a hash
//! map from positions to values, and a set of the positions on the current search path, so
//! that a game graph with a cycle is reported as a [`CycleError`] instead of looping. It
//! costs O(V + E) successor calls and hash operations for the V positions and E moves
//! reachable from the start. It does not handle loopy games (which need the
//! Smith-Fraenkel-Perl generalisation with infinite values) and cannot notice an *infinite*
//! acyclic game: the caller's position space must be finite.
//! See <https://en.wikipedia.org/wiki/Sprague%E2%80%93Grundy_theorem>.

use std::borrow::Borrow;
use std::collections::{HashMap, HashSet};
use std::fmt;
use std::hash::Hash;

use super::Nimber;

/// A reusable set of small integers that answers its minimum excludant (mex).
///
/// Inserting k values and taking the mex costs O(k) amortised: values are stamped with a
/// generation number, so nothing is cleared between uses, and a value too large for the
/// stamp array waits in an overflow list until [`MexSet::take_mex`] knows k (a value above
/// k can never be the mex). Memory stays proportional to the largest k seen.
#[derive(Clone, Debug, Default)]
pub struct MexSet {
    stamps: Vec<u32>,
    generation: u32,
    overflow: Vec<Nimber>,
    count: usize,
}

impl MexSet {
    /// An empty set.
    pub fn new() -> MexSet {
        MexSet { stamps: Vec::new(), generation: 1, overflow: Vec::new(), count: 0 }
    }

    /// Adds `value` to the set.
    #[inline]
    pub fn insert(&mut self, value: Nimber) {
        self.count += 1;
        match usize::try_from(value).ok().and_then(|v| self.stamps.get_mut(v)) {
            Some(stamp) => *stamp = self.generation,
            None => self.overflow.push(value),
        }
    }

    /// The smallest value not inserted since the last call; empties the set.
    ///
    /// # Complexity
    /// O(k) amortised for k insertions since the last call.
    pub fn take_mex(&mut self) -> Nimber {
        // The mex of k values is at most k, so only values <= k need a stamp.
        let limit = self.count.min(u32::MAX as usize);
        if !self.overflow.is_empty() {
            let needed =
                self.overflow.iter().filter_map(|&v| usize::try_from(v).ok()).filter(|&v| v <= limit).max();
            if let Some(needed) = needed {
                if needed >= self.stamps.len() {
                    self.stamps.resize(needed + 1, 0);
                }
            }
            for &value in &self.overflow {
                if let Some(stamp) = usize::try_from(value).ok().and_then(|v| self.stamps.get_mut(v)) {
                    *stamp = self.generation;
                }
            }
            self.overflow.clear();
        }
        let scan = self.stamps.len().min(limit + 1);
        let mex = self.stamps[..scan].iter().position(|&s| s != self.generation).unwrap_or(scan);
        self.count = 0;
        if self.generation == u32::MAX {
            self.stamps.fill(0);
            self.generation = 1;
        } else {
            self.generation += 1;
        }
        mex as Nimber
    }
}

/// The minimum excludant: the smallest non-negative integer not among `values`.
///
/// Accepts any iterator of [`Nimber`]s or references to them (so a slice works as
/// `mex(&[0, 1, 3])`). For
/// many calls in a loop, keep a [`MexSet`] instead, which reuses its memory.
///
/// # Complexity
/// O(k) time and space for k values.
///
/// # Examples
/// ```
/// use grundy::game::grundy::mex;
/// assert_eq!(mex(&[0, 1, 3]), 2);
/// assert_eq!(mex([1u64, 2].into_iter()), 0);
/// assert_eq!(mex(&[] as &[u64]), 0);
/// ```
pub fn mex<I>(values: I) -> Nimber
where
    I: IntoIterator,
    I::Item: Borrow<Nimber>,
{
    let mut set = MexSet::new();
    for value in values {
        set.insert(*value.borrow());
    }
    set.take_mex()
}

/// The nim-sum (bitwise XOR) of `values`: the Grundy value of a sum of games with these
/// values.
///
/// # Complexity
/// O(k) for k values.
///
/// # Examples
/// ```
/// use grundy::game::grundy::nim_sum;
/// assert_eq!(nim_sum(&[3u64, 4, 5]), 2);
/// ```
pub fn nim_sum<I>(values: I) -> u64
where
    I: IntoIterator,
    I::Item: Borrow<u64>,
{
    values.into_iter().fold(0, |acc, v| acc ^ *v.borrow())
}

/// A move in a sum of games: move in component `component` to a position of Grundy value
/// `target`, which makes the nim-sum zero.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SumMove {
    /// Index of the component to move in.
    pub component: usize,
    /// The Grundy value the component must have after the move.
    pub target: u64,
}

/// The winning moves of a sum of games that the components' Grundy `values` alone
/// guarantee, by component: where `values[i] ^ total < values[i]`, component i has an
/// option of that smaller value (the mex property), and moving to it wins. Empty when the
/// sum is lost (total zero).
///
/// A component may also win by moving to a *larger* value `values[i] ^ total`, if it has
/// such an option; only the component's own options can tell, so this list is complete
/// for Nim heaps (whose options are exactly the smaller values) but not for every game.
///
/// # Complexity
/// O(k) for k components.
///
/// # Examples
/// ```
/// use grundy::game::grundy::{sum_winning_moves, SumMove};
/// // 3 ^ 4 ^ 5 = 2: only the 3 can go down to 3 ^ 2 = 1.
/// assert_eq!(sum_winning_moves(&[3, 4, 5]), vec![SumMove { component: 0, target: 1 }]);
/// ```
pub fn sum_winning_moves(values: &[u64]) -> Vec<SumMove> {
    let total = nim_sum(values);
    if total == 0 {
        return Vec::new();
    }
    values
        .iter()
        .enumerate()
        .filter(|&(_, &v)| v ^ total < v)
        .map(|(component, &v)| SumMove { component, target: v ^ total })
        .collect()
}

/// The first winning move of a sum of games (see [`sum_winning_moves`]), or `None` when the
/// nim-sum is zero.
///
/// # Complexity
/// O(k) for k components.
pub fn sum_winning_move(values: &[u64]) -> Option<SumMove> {
    let total = nim_sum(values);
    values
        .iter()
        .position(|&v| v ^ total < v)
        .map(|component| SumMove { component, target: values[component] ^ total })
}

/// The game graph reachable from a start position is not acyclic.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct CycleError<P> {
    /// The positions of the cycle in move order: each moves to the next, and the last moves
    /// back to the first.
    pub cycle: Vec<P>,
}

impl<P: fmt::Debug> fmt::Display for CycleError<P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the game has a cycle of {} positions", self.cycle.len())?;
        if let Some(first) = self.cycle.first() {
            write!(f, " through {first:?}")?;
        }
        Ok(())
    }
}

impl<P: fmt::Debug> std::error::Error for CycleError<P> {}

/// Memoised Grundy values of the positions of one game, filled by
/// [`GrundyMemo::value`]; keep it across calls to share work between start positions.
#[derive(Clone, Debug)]
pub struct GrundyMemo<P> {
    values: HashMap<P, Nimber>,
}

impl<P: Clone + Eq + Hash> Default for GrundyMemo<P> {
    fn default() -> Self {
        GrundyMemo { values: HashMap::new() }
    }
}

/// One position on the search path with its successors still to visit.
struct Frame<P> {
    position: P,
    successors: Vec<P>,
    next: usize,
}

impl<P: Clone + Eq + Hash> GrundyMemo<P> {
    /// An empty memo.
    pub fn new() -> GrundyMemo<P> {
        GrundyMemo::default()
    }

    /// The value of `position` if it has been computed.
    pub fn get(&self, position: &P) -> Option<Nimber> {
        self.values.get(position).copied()
    }

    /// The number of positions whose value is known.
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// Whether no value is known yet.
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// The Grundy value of `start` in the game whose moves are given by `successors`,
    /// computing and remembering the values of every position it needs.
    ///
    /// `successors(p)` lists the positions reachable from `p` in one move (duplicates are
    /// fine). It must describe the same game on every call of this memo.
    ///
    /// # Complexity
    /// O(V + E) successor listings, hash operations and mex work for the V positions and E
    /// moves reachable from `start` that are not memoised yet; O(V) extra space.
    ///
    /// # Errors
    /// [`CycleError`] when a position can be reached again from itself; the memo keeps the
    /// values computed before the cycle was found.
    pub fn value<F, I>(&mut self, start: P, mut successors: F) -> Result<Nimber, CycleError<P>>
    where
        F: FnMut(&P) -> I,
        I: IntoIterator<Item = P>,
    {
        if let Some(value) = self.get(&start) {
            return Ok(value);
        }
        let mut on_path: HashSet<P> = HashSet::new();
        let mut stack: Vec<Frame<P>> = Vec::new();
        let mut mex_set = MexSet::new();
        on_path.insert(start.clone());
        let first = successors(&start).into_iter().collect();
        stack.push(Frame { position: start, successors: first, next: 0 });
        while let Some(frame) = stack.last_mut() {
            if frame.next < frame.successors.len() {
                let child = frame.successors[frame.next].clone();
                frame.next += 1;
                if self.values.contains_key(&child) {
                    continue;
                }
                if on_path.contains(&child) {
                    let from = stack.iter().position(|f| f.position == child).unwrap_or(0);
                    let cycle = stack[from..].iter().map(|f| f.position.clone()).collect();
                    return Err(CycleError { cycle });
                }
                on_path.insert(child.clone());
                let succ = successors(&child).into_iter().collect();
                stack.push(Frame { position: child, successors: succ, next: 0 });
            } else {
                let frame = stack.pop().unwrap_or_else(|| unreachable!("the loop holds a frame"));
                for child in &frame.successors {
                    // Every successor was valued before the frame ran out of successors.
                    mex_set.insert(self.values.get(child).copied().unwrap_or(Nimber::MAX));
                }
                let value = mex_set.take_mex();
                on_path.remove(&frame.position);
                self.values.insert(frame.position, value);
                if stack.is_empty() {
                    return Ok(value);
                }
            }
        }
        unreachable!("the search returns when the start position is valued")
    }
}

impl<P: Clone + Eq + Hash> GrundyMemo<P> {
    /// The winning moves from `position`: its successors of value 0 (those after which the
    /// opponent, to move, loses), in the order `successors` lists them. Empty iff
    /// `position` is lost.
    ///
    /// # Complexity
    /// That of [`GrundyMemo::value`] on `position`.
    ///
    /// # Errors
    /// [`CycleError`] when a position can be reached again from itself.
    ///
    /// # Examples
    /// ```
    /// use grundy::game::grundy::GrundyMemo;
    /// // Take 1 or 2 from a heap of 7: the winning move leaves 6.
    /// let moves = |&n: &u32| (1..=2).filter(move |&k| k <= n).map(move |k| n - k);
    /// assert_eq!(GrundyMemo::new().winning_moves(7, moves), Ok(vec![6]));
    /// ```
    pub fn winning_moves<F, I>(&mut self, position: P, mut successors: F) -> Result<Vec<P>, CycleError<P>>
    where
        F: FnMut(&P) -> I,
        I: IntoIterator<Item = P>,
    {
        self.value(position.clone(), &mut successors)?;
        let mut moves = Vec::new();
        for next in successors(&position) {
            // Every successor was valued on the way to `position`'s value.
            if self.get(&next) == Some(0) {
                moves.push(next);
            }
        }
        Ok(moves)
    }
}

/// The Grundy value of `start` in the impartial game whose moves are listed by
/// `successors` (normal play: a player without a move loses, so the position is lost iff its
/// value is 0). A convenience over a fresh [`GrundyMemo`].
///
/// # Complexity
/// O(V + E) for the V positions and E moves reachable from `start`.
///
/// # Errors
/// [`CycleError`] when the reachable game graph has a cycle.
///
/// # Examples
/// Subtraction game: take 1 or 2 from a heap of 7 (values cycle 0, 1, 2).
/// ```
/// use grundy::game::grundy::grundy_value;
/// let value = grundy_value(7u32, |&n| (1..=2).filter(move |&k| k <= n).map(move |k| n - k));
/// assert_eq!(value, Ok(1));
/// // A game with a cycle is an error, not an endless loop.
/// assert!(grundy_value(0u32, |&n| vec![(n + 1) % 3]).is_err());
/// ```
pub fn grundy_value<P, F, I>(start: P, successors: F) -> Result<Nimber, CycleError<P>>
where
    P: Clone + Eq + Hash,
    F: FnMut(&P) -> I,
    I: IntoIterator<Item = P>,
{
    GrundyMemo::new().value(start, successors)
}

#[cfg(test)]
pub(crate) mod tests;
