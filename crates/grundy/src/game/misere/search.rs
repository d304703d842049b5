//! An exact misère search: who wins a position under misère play (the player who cannot
//! move wins), for any finite game given by a successor closure, memoised, within a limit
//! on the positions it may visit.
//!
//! A position is won iff it has no move, or some move leaves a position that is lost. The
//! search is depth-first on an explicit stack (no recursion) and stops at the first losing
//! successor it finds (a won position is not searched further). Positions are memoised, so
//! sums of games should be given in a canonical form (see [`sum_successors`]: a sum is the
//! sorted multiset of its components, and two sums that differ only in order meet).
//!
//! Invariant: the memo holds only exact outcomes; a search that reaches the limit returns
//! [`SearchLimitError`] and keeps what it had settled.
//!
//! Complexity: O(V + E) successor listings and hash operations for the V positions and E
//! moves it visits (fewer when won positions are cut short); O(V) memory. The limit bounds
//! V, so a game with a cycle (none of grundy's has one) ends in the error, not a loop.

use std::collections::HashMap;
use std::fmt;
use std::hash::Hash;

/// The limit of an exact search by default: the positions it may hold at once, each
/// weighed by its components (about 40 bytes a unit: some 40 MB).
pub const DEFAULT_SEARCH_LIMIT: usize = 1_000_000;

/// An exact search that would need more positions than its limit.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct SearchLimitError {
    /// The limit on the positions searched.
    pub limit: usize,
}

impl fmt::Display for SearchLimitError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the exact misère search of this position needs more than its limit of {} \
             (positions, each weighed by its components); no theorem of grundy's decides it \
             (a smaller position, or a game with a known misère quotient, is decided)",
            self.limit
        )
    }
}

impl std::error::Error for SearchLimitError {}

/// Memoised misère outcomes of the positions of one game; keep it across calls to share
/// work between positions.
#[derive(Clone, Debug)]
pub struct MisereMemo<P> {
    wins: HashMap<P, bool>,
    /// The weight of the settled positions (see [`MisereMemo::wins_weighed`]).
    weight: usize,
}

impl<P: Clone + Eq + Hash> Default for MisereMemo<P> {
    fn default() -> Self {
        MisereMemo { wins: HashMap::new(), weight: 0 }
    }
}

/// A position on the search path and its successors still to look at.
struct Frame<P> {
    position: P,
    successors: Vec<P>,
    next: usize,
}

impl<P: Clone + Eq + Hash> MisereMemo<P> {
    /// An empty memo.
    pub fn new() -> MisereMemo<P> {
        MisereMemo::default()
    }

    /// The number of positions whose outcome is known.
    pub fn len(&self) -> usize {
        self.wins.len()
    }

    /// Whether no outcome is known yet.
    pub fn is_empty(&self) -> bool {
        self.wins.is_empty()
    }

    /// Whether the player to move wins `start` under misère play, in the game whose moves
    /// `successors` lists (the same game on every call of this memo), visiting at most
    /// `limit` positions in all (memoised ones included).
    ///
    /// # Examples
    /// Misère Nim on one heap of 3: take 2 and leave the last token to the opponent.
    /// ```
    /// use grundy::game::misere::search::MisereMemo;
    /// let mut memo = MisereMemo::new();
    /// let moves = |&n: &u32| (0..n).collect::<Vec<_>>();
    /// assert_eq!(memo.wins(3, moves, 100), Ok(true));
    /// assert_eq!(memo.wins(1, moves, 100), Ok(false));
    /// assert_eq!(memo.wins(0, moves, 100), Ok(true)); // no move: the other player moved last
    /// ```
    ///
    /// # Errors
    /// [`SearchLimitError`] when the search needs more than `limit` positions.
    pub fn wins<F, I>(&mut self, start: P, successors: F, limit: usize) -> Result<bool, SearchLimitError>
    where
        F: FnMut(&P) -> I,
        I: IntoIterator<Item = P>,
    {
        self.wins_weighed(start, successors, |_| 1, limit)
    }

    /// [`MisereMemo::wins`] where a position weighs `weight(p)` (at least 1) and the
    /// positions held at once, settled or listed as successors on the search's stack,
    /// weigh at most `limit` in all: for sums, the weight of a position is the number of
    /// its components, so the limit bounds the memory.
    ///
    /// # Errors
    /// [`SearchLimitError`] when the search needs more than `limit`.
    pub fn wins_weighed<F, I, W>(
        &mut self,
        start: P,
        mut successors: F,
        weight: W,
        limit: usize,
    ) -> Result<bool, SearchLimitError>
    where
        F: FnMut(&P) -> I,
        I: IntoIterator<Item = P>,
        W: Fn(&P) -> usize,
    {
        if let Some(&w) = self.wins.get(&start) {
            return Ok(w);
        }
        let listed = |successors: &Vec<P>| successors.iter().map(&weight).sum::<usize>();
        let first: Vec<P> = successors(&start).into_iter().collect();
        // The weight of the settled positions and of the successors on the stack.
        let mut held = self.weight + listed(&first);
        if held > limit {
            return Err(SearchLimitError { limit });
        }
        let mut stack = vec![Frame { position: start, successors: first, next: 0 }];
        // The outcome of the frame just popped, for its parent.
        let mut settled: Option<bool> = None;
        loop {
            let depth = stack.len();
            let Some(frame) = stack.last_mut() else {
                return Ok(settled.unwrap_or(true));
            };
            // A losing child wins the frame at once.
            let mut won = settled.take() == Some(false);
            while !won && frame.next < frame.successors.len() {
                let child = &frame.successors[frame.next];
                match self.wins.get(child) {
                    Some(&w) => {
                        frame.next += 1;
                        won = !w;
                    }
                    None => break,
                }
            }
            if !won && frame.next < frame.successors.len() {
                if self.wins.len() + depth >= limit {
                    return Err(SearchLimitError { limit });
                }
                let child = frame.successors[frame.next].clone();
                frame.next += 1;
                let succ: Vec<P> = successors(&child).into_iter().collect();
                held += listed(&succ);
                if held > limit {
                    return Err(SearchLimitError { limit });
                }
                stack.push(Frame { position: child, successors: succ, next: 0 });
                continue;
            }
            // Won, or every successor wins (no successor: won, the player to move has no
            // move and the other player moved last).
            let frame = stack.pop().unwrap_or_else(|| unreachable!("the loop holds a frame"));
            let w = won || frame.successors.is_empty();
            held -= listed(&frame.successors);
            let own = weight(&frame.position);
            held += own;
            self.weight += own;
            self.wins.insert(frame.position, w);
            settled = Some(w);
        }
    }
}

/// The successors of a sum of components, given sorted (a multiset): a move replaces one
/// component by the components `moves` lists for it (none when it is used up), and the
/// result is sorted again. Equal components are moved from once.
///
/// # Examples
/// Kayles rows of 1 and 2 pins: the 1 goes, or the 2 becomes a 1 or goes.
/// ```
/// use grundy::game::misere::search::sum_successors;
/// let kayles = |&n: &u64| -> Vec<Vec<u64>> {
///     match n { 1 => vec![vec![]], 2 => vec![vec![1], vec![]], _ => vec![] }
/// };
/// assert_eq!(sum_successors(&[1, 2], kayles), vec![vec![2], vec![1, 1], vec![1]]);
/// ```
pub fn sum_successors<A, F>(position: &[A], mut moves: F) -> Vec<Vec<A>>
where
    A: Ord + Clone,
    F: FnMut(&A) -> Vec<Vec<A>>,
{
    let mut out = Vec::new();
    for (i, atom) in position.iter().enumerate() {
        if i > 0 && position[i - 1] == *atom {
            continue;
        }
        for replacement in moves(atom) {
            let mut next: Vec<A> = position[..i].iter().chain(&position[i + 1..]).cloned().collect();
            next.extend(replacement);
            next.sort_unstable();
            out.push(next);
        }
    }
    out
}

/// A sum decided by the exact search: who wins, every winning move, and how many
/// positions the search settled.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SumAnswer<M> {
    /// Whether the player to move wins.
    pub mover_wins: bool,
    /// Every winning move, in the order `moves` lists them.
    pub winning_moves: Vec<M>,
    /// The positions whose outcome the search settled.
    pub positions: usize,
}

/// Decides the sum of `components` under misère play by the exact search: `moves(i, c)`
/// lists the moves of component `i` (which is `c`), each with the components that replace
/// it; `live(c)` says whether `c` has a move at all (components without one are left out of
/// the memo's keys, as a sum with 0 is the sum). The positions held at once (settled, or
/// listed as successors on the search's stack) hold at most `limit` components in all.
///
/// # Errors
/// [`SearchLimitError`] when the search needs more than `limit` positions.
pub fn solve_sum<A, M, F, L>(
    components: &[A],
    moves: F,
    live: L,
    limit: usize,
) -> Result<SumAnswer<M>, SearchLimitError>
where
    A: Ord + Hash + Clone,
    F: Fn(usize, &A) -> Vec<(M, Vec<A>)>,
    L: Fn(&A) -> bool,
{
    let canonical = |cs: Vec<A>| {
        let mut v: Vec<A> = cs.into_iter().filter(|c| live(c)).collect();
        v.sort_unstable();
        v
    };
    let mut memo = MisereMemo::new();
    let mut successors = |p: &Vec<A>| {
        sum_successors(p, |c: &A| moves(0, c).into_iter().map(|(_, parts)| canonical(parts)).collect())
    };
    let weight = |p: &Vec<A>| 1 + p.len();
    let mover_wins = memo.wins_weighed(canonical(components.to_vec()), &mut successors, weight, limit)?;
    let mut winning_moves = Vec::new();
    if mover_wins {
        for (i, c) in components.iter().enumerate() {
            for (m, parts) in moves(i, c) {
                let after: Vec<A> =
                    components[..i].iter().chain(&parts).chain(&components[i + 1..]).cloned().collect();
                if !memo.wins_weighed(canonical(after), &mut successors, weight, limit)? {
                    winning_moves.push(m);
                }
            }
        }
    }
    Ok(SumAnswer { mover_wins, winning_moves, positions: memo.len() })
}

#[cfg(test)]
mod tests;
