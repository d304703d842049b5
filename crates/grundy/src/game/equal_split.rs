//! Equal splitting: a move picks a pile of at least F stones and an M >= 2 and splits the
//! pile into M piles as evenly as possible.
//!
//! Splitting x into M parts gives r = x mod M piles of q + 1 and M - r piles of q, where
//! q = x / M; equal piles cancel in pairs, so the option's value is
//! [r odd] SG(q + 1) ^ [(M - r) odd] SG(q). Values of M with the same q form a block
//! (M up to x / q); stepping M by one inside a block flips the parity of exactly one of
//! r and M - r, so the option values repeat with period two and only the first two M of
//! each block matter. A table up to N thus costs O(N sqrt N) (about 3 sqrt x options per
//! x), instead of the O(N^2) of trying every M. Part counts up to sqrt x are tried one by
//! one and larger ones by block (their quotients are at most sqrt x); x / d and x mod d for
//! d <= sqrt x + 1 are kept up to date as x grows, so the loop does no division, and while
//! the values are small the mex is taken over a 64-bit mask. Blocks whose piles are all below F give
//! the value 0 together. A pile needs at least max(F, 2) stones to be split (M >= 2 parts
//! of at least one stone). Not done: piles above [`EQUAL_SPLIT_MAX_PILE`].
//!
//! Playing ([`EqualSplitTable::play`]): a split replaces the pile by its parts, in place,
//! largest first; its [`Step`] takes the pile's value to the XOR of the parts' values. The
//! engine plays the first winning move, or in a lost position splits the first largest
//! pile in two.

use std::cmp::Reverse;
use std::fmt;

use super::grundy::{nim_sum, MexSet};
use super::play::{take_turn, GameOver, NoComponent, Played, Step, Turn};
use super::{LimitError, Nimber, Verdict};

/// The largest pile [`EqualSplitTable::try_new`] accepts: the table up to 10^6 takes a few
/// seconds and 4 MB.
pub const EQUAL_SPLIT_MAX_PILE: u64 = 1_000_000;

/// An equal split that breaks the rules, or a move asked of the engine when none is left.
/// Piles are numbered from 1, as the front ends show them.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum EqualSplitMoveError {
    /// The move names a pile the position does not have.
    NoPile(NoComponent),
    /// A split of a pile below the threshold.
    TooSmallToSplit {
        /// The pile's number.
        pile: u64,
        /// Its size.
        size: u64,
        /// The smallest pile that can be split: max(F, 2).
        smallest: u64,
    },
    /// A split into a number of parts outside `2..=size`.
    Parts {
        /// The pile's size.
        size: u64,
        /// The parts asked for.
        parts: u64,
    },
    /// The engine was asked to move, but no pile can be split.
    GameOver,
}

impl fmt::Display for EqualSplitMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            EqualSplitMoveError::NoPile(err) => err.fmt(f),
            EqualSplitMoveError::TooSmallToSplit { pile, size, smallest } => write!(
                f,
                "pile {pile} has {size} stones: only piles of at least {smallest} stones can be split"
            ),
            EqualSplitMoveError::Parts { size, parts } => {
                write!(f, "a pile of {size} stones splits into 2 to {size} piles, not {parts}")
            }
            EqualSplitMoveError::GameOver => GameOver.fmt(f),
        }
    }
}

impl From<GameOver> for EqualSplitMoveError {
    fn from(_: GameOver) -> EqualSplitMoveError {
        EqualSplitMoveError::GameOver
    }
}

impl std::error::Error for EqualSplitMoveError {}

/// A move of the equal-split game: split pile `pile` (0-based) into `parts` piles.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct EqualSplitMove {
    /// The 0-based pile to split.
    pub pile: usize,
    /// Into how many piles (at least 2).
    pub parts: u64,
}

/// The answer for one game of piles.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct EqualSplitOutcome {
    /// The Grundy value of each pile.
    pub pile_values: Vec<u64>,
    /// The Grundy value of the game: the XOR of the piles' values.
    pub value: u64,
    /// The first winning move (lowest-numbered pile, then fewest parts), `None` when lost.
    pub winning_move: Option<EqualSplitMove>,
}

impl Verdict for EqualSplitOutcome {
    type Move = EqualSplitMove;

    fn mover_wins(&self) -> bool {
        self.value != 0
    }

    fn winning_move(&self) -> Option<EqualSplitMove> {
        self.winning_move
    }
}

impl EqualSplitMove {
    /// The sizes of the piles this move leaves of a pile of `size`, largest first.
    pub fn sizes(&self, size: u64) -> Vec<u64> {
        let (q, r) = (size / self.parts, size % self.parts);
        (0..self.parts).map(|idx| if idx < r { q + 1 } else { q }).collect()
    }
}

/// The Grundy values of single piles 0..=N for one threshold F.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EqualSplitTable {
    threshold: u64,
    values: Vec<u32>,
}

impl EqualSplitTable {
    /// The table of piles up to `max_pile` for threshold `threshold`.
    ///
    /// # Complexity
    /// O(N sqrt N) time for N = `max_pile`, O(N) space.
    ///
    /// # Errors
    /// [`LimitError`] when `max_pile` exceeds [`EQUAL_SPLIT_MAX_PILE`].
    ///
    /// # Examples
    /// HNOI 2014 sample: F = 3, piles 1, 2, 3 and 5.
    /// ```
    /// use grundy::game::equal_split::EqualSplitTable;
    /// let table = EqualSplitTable::try_new(3, 5)?;
    /// assert_eq!([1, 2, 3, 5].map(|x| table.value(x) != 0), [false, false, true, true]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn try_new(threshold: u64, max_pile: u64) -> Result<EqualSplitTable, LimitError> {
        if max_pile > EQUAL_SPLIT_MAX_PILE {
            return Err(LimitError { what: "pile size", requested: max_pile, limit: EQUAL_SPLIT_MAX_PILE });
        }
        Ok(EqualSplitTable { threshold, values: fill(threshold, max_pile, 32) })
    }

    /// The threshold F.
    pub fn threshold(&self) -> u64 {
        self.threshold
    }

    /// The largest pile in the table.
    pub fn max_pile(&self) -> u64 {
        (self.values.len() - 1) as u64
    }

    /// The Grundy value of one pile of `pile` stones.
    ///
    /// # Panics
    /// If `pile` exceeds [`EqualSplitTable::max_pile`].
    pub fn value(&self, pile: u64) -> Nimber {
        assert!(pile <= self.max_pile(), "pile {pile} is beyond the table");
        Nimber::from(self.values[pile as usize])
    }

    /// The Grundy value of the piles left by splitting `pile` into `parts` piles.
    ///
    /// # Panics
    /// If `parts` is not in `2..=pile`, or `pile` exceeds the table.
    pub fn split_value(&self, pile: u64, parts: u64) -> Nimber {
        assert!((2..=pile).contains(&parts), "cannot split {pile} into {parts} piles");
        assert!(pile <= self.max_pile(), "pile {pile} is beyond the table");
        Nimber::from(split_value_in(&self.values, pile as usize, parts as usize))
    }

    /// The Grundy value of a game with these piles: the XOR of the pile values.
    ///
    /// # Panics
    /// If a pile exceeds the table.
    pub fn game_value(&self, piles: &[u64]) -> Nimber {
        nim_sum(piles.iter().map(|&p| self.value(p)))
    }

    /// The answer for the game `piles`: every pile's value, the game's value and the first
    /// winning move.
    ///
    /// # Panics
    /// If a pile exceeds the table.
    pub fn outcome(&self, piles: &[u64]) -> EqualSplitOutcome {
        EqualSplitOutcome {
            pile_values: piles.iter().map(|&p| self.value(p)).collect(),
            value: self.game_value(piles),
            winning_move: self.winning_move(piles),
        }
    }

    /// The first winning move (lowest-numbered pile, then fewest parts), or `None` if
    /// the game is lost.
    ///
    /// # Complexity
    /// O(k + sum of the pile sizes scanned before the first winning split).
    ///
    /// # Panics
    /// If a pile exceeds the table.
    pub fn winning_move(&self, piles: &[u64]) -> Option<EqualSplitMove> {
        self.winning_splits(piles).next()
    }

    /// Every winning move, by pile and then by number of parts; empty if the game is lost.
    ///
    /// # Complexity
    /// O(k + sum of the pile sizes) when the game is won, O(k) when it is lost.
    ///
    /// # Panics
    /// If a pile exceeds the table.
    pub fn winning_moves(&self, piles: &[u64]) -> Vec<EqualSplitMove> {
        self.winning_splits(piles).collect()
    }

    /// Plays the split `m` on `piles`: the piles after it (the split pile replaced by its
    /// parts, largest first) and its step.
    ///
    /// # Complexity
    /// O(k + parts).
    ///
    /// # Errors
    /// [`EqualSplitMoveError`] when the pile does not exist, is below max(F, 2), or the number of
    /// parts is not in `2..=size`.
    ///
    /// # Panics
    /// If the split pile exceeds the table.
    ///
    /// # Examples
    /// ```
    /// use grundy::game::equal_split::{EqualSplitMove, EqualSplitTable};
    /// let table = EqualSplitTable::try_new(1, 7)?;
    /// let (piles, step) = table.apply(&[2, 7], EqualSplitMove { pile: 1, parts: 3 })?;
    /// assert_eq!(piles, [2, 3, 2, 2]);
    /// assert_eq!((step.component, step.from, step.to), (1, table.value(7), table.value(3)));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn apply(&self, piles: &[u64], m: EqualSplitMove) -> Result<(Vec<u64>, Step), EqualSplitMoveError> {
        let Some(&size) = piles.get(m.pile) else {
            return Err(EqualSplitMoveError::NoPile(NoComponent::at("pile", m.pile, 1, piles.len())));
        };
        let smallest = self.threshold.max(2);
        if size < smallest {
            return Err(EqualSplitMoveError::TooSmallToSplit { pile: m.pile as u64 + 1, size, smallest });
        }
        if !(2..=size).contains(&m.parts) {
            return Err(EqualSplitMoveError::Parts { size, parts: m.parts });
        }
        let step = Step { component: m.pile, from: self.value(size), to: self.split_value(size, m.parts) };
        let mut next = Vec::with_capacity(piles.len() + m.parts as usize - 1);
        next.extend_from_slice(&piles[..m.pile]);
        next.extend(m.sizes(size));
        next.extend_from_slice(&piles[m.pile + 1..]);
        Ok((next, step))
    }

    /// The move the engine plays: the first winning move, or in a lost position the first
    /// largest pile split in two; `None` when no pile can be split.
    ///
    /// # Complexity
    /// That of [`Self::winning_move`].
    ///
    /// # Panics
    /// If a pile exceeds the table.
    pub fn engine_move(&self, piles: &[u64]) -> Option<EqualSplitMove> {
        self.winning_move(piles).or_else(|| fallback_split(self.threshold, piles))
    }

    /// Plays `turn` ([`take_turn`] with [`Self::engine_move`] and [`Self::apply`]).
    ///
    /// # Errors
    /// An illegal move; [`EqualSplitMoveError::GameOver`] when the engine is asked to move and no
    /// pile can be split.
    ///
    /// # Panics
    /// If a pile exceeds the table.
    pub fn play(
        &self,
        piles: &[u64],
        turn: Turn<EqualSplitMove>,
    ) -> Result<(Vec<u64>, Option<Played<EqualSplitMove>>), EqualSplitMoveError> {
        take_turn(
            piles.to_vec(),
            turn,
            |p| self.engine_move(p),
            |p, m| self.apply(p, m).map(|(next, step)| (next, Some(step))),
        )
    }

    /// The winning moves in order, lazily. A pile must reach the value `target = value ^
    /// total`; when the target is below the pile's value a split to it exists (mex), but a
    /// split can also reach a target above the value, so every splittable pile is scanned.
    fn winning_splits<'a>(&'a self, piles: &'a [u64]) -> impl Iterator<Item = EqualSplitMove> + 'a {
        let total = self.game_value(piles);
        piles.iter().enumerate().flat_map(move |(pile, &size)| {
            let value = self.value(size);
            let target = value ^ total;
            let splittable = total != 0 && size >= self.threshold.max(2);
            let last_parts = if splittable { size } else { 0 };
            (2..=last_parts)
                .filter(move |&m| self.split_value(size, m) == target)
                .map(move |parts| EqualSplitMove { pile, parts })
        })
    }
}

/// The values of piles 0..=`max_pile`; the bit-mask mex is used while all values are below
/// `mask_below` (32 in production; the tests also force the general mex set with 0).
fn fill(threshold: u64, max_pile: u64, mask_below: u32) -> Vec<u32> {
    debug_assert!(mask_below <= 32);
    let n = max_pile as usize;
    let mut values = vec![0u32; n + 1];
    let mut set = MexSet::new();
    let first = threshold.max(2).min(max_pile + 1) as usize;
    // quotient[d] = x / d and remainder[d] = x % d for d in 1..=isqrt(x) + 1, kept up to
    // date as x grows, so the loop needs no division.
    let mut divisor: Vec<u32> = vec![0, 1];
    let mut quotient: Vec<u32> = vec![0, 0];
    let mut remainder: Vec<u32> = vec![0, 0];
    let mut root = 0usize;
    let mut max_value = 0u32;
    for x in 1..=n {
        // Written as a plain indexed loop over equal-length slices so that it vectorises.
        let len = divisor.len();
        let (div, quo, rem) = (&divisor[..len], &mut quotient[..len], &mut remainder[..len]);
        for i in 1..len {
            let next = rem[i] + 1;
            let wrap = next == div[i];
            rem[i] = if wrap { 0 } else { next };
            quo[i] += u32::from(wrap);
        }
        while (root + 1) * (root + 1) <= x {
            root += 1;
        }
        while divisor.len() <= root + 1 {
            let d = divisor.len();
            divisor.push(d as u32);
            quotient.push((x / d) as u32);
            remainder.push((x % d) as u32);
        }
        if x < first {
            continue;
        }
        // While every value so far is below `mask_below` (at most 32), every option is below
        // 64 and a u64 bit mask in a register replaces the mex set.
        values[x] = if max_value < mask_below {
            let mask = insert_options(&values, x, root, threshold, &quotient, &remainder, OptionMask(0));
            (!mask.0).trailing_zeros()
        } else {
            set = insert_options(&values, x, root, threshold, &quotient, &remainder, set);
            // A mex is at most the number of options, far below u32::MAX.
            set.take_mex() as u32
        };
        max_value = max_value.max(values[x]);
    }
    values
}

/// Where option values go: the general mex set, or a bit mask when they are below 64.
trait OptionSink {
    fn insert(&mut self, value: u32);
}

impl OptionSink for MexSet {
    #[inline]
    fn insert(&mut self, value: u32) {
        MexSet::insert(self, Nimber::from(value));
    }
}

/// A set of values below 64.
struct OptionMask(u64);

impl OptionSink for OptionMask {
    #[inline]
    fn insert(&mut self, value: u32) {
        self.0 |= 1 << value;
    }
}

/// Inserts the values of the splits of x (two per block of equal quotients) into `sink`,
/// and gives it back (by value, so that a bit mask stays in a register);
/// `quotient[d]` and `remainder[d]` hold x / d and x % d for d up to `root + 1`.
#[inline]
fn insert_options<S: OptionSink>(
    values: &[u32],
    x: usize,
    root: usize,
    threshold: u64,
    quotient: &[u32],
    remainder: &[u32],
    mut sink: S,
) -> S {
    let x32 = x as u32;
    // Small part counts, one by one: parts in 2..=root.
    for parts in 2..=root {
        let q = quotient[parts] as usize;
        if ((q + 1) as u64) < threshold {
            // q only shrinks from here on: every further split leaves piles below F.
            sink.insert(0);
            break;
        }
        sink.insert(option_value(values, q, remainder[parts], parts as u32));
    }
    // Large part counts (parts > root) grouped by their quotient q <= root: the first
    // two parts of each block.
    for q in 1..=quotient[root + 1] as usize {
        let lo = (quotient[q + 1] as usize + 1).max(root + 1);
        let hi = quotient[q] as usize;
        if lo > hi {
            continue;
        }
        if ((q + 1) as u64) < threshold {
            sink.insert(0);
            continue;
        }
        let r = x32 - (lo * q) as u32;
        sink.insert(option_value(values, q, r, lo as u32));
        if lo < hi {
            sink.insert(option_value(values, q, r - q as u32, lo as u32 + 1));
        }
    }
    sink
}

/// The value of the split into `parts` piles with quotient `q` and remainder `r`: r piles
/// of q + 1 and parts - r piles of q.
#[inline]
fn option_value(values: &[u32], q: usize, r: u32, parts: u32) -> u32 {
    let high = values[q + 1] & 0u32.wrapping_sub(r & 1);
    let low = values[q] & 0u32.wrapping_sub((parts - r) & 1);
    high ^ low
}

/// The value of splitting x into `parts` piles, reading smaller piles from `values`.
#[inline]
fn split_value_in(values: &[u32], x: usize, parts: usize) -> u32 {
    let q = x / parts;
    let r = x - q * parts;
    let mut value = 0;
    if r % 2 == 1 {
        value ^= values[q + 1];
    }
    if (parts - r) % 2 == 1 {
        value ^= values[q];
    }
    value
}

/// The engine's move in a lost position: the first largest pile that can be split, in
/// two; `None` when no pile of at least max(`threshold`, 2) stones is left.
pub(crate) fn fallback_split(threshold: u64, piles: &[u64]) -> Option<EqualSplitMove> {
    let smallest = threshold.max(2);
    let (pile, _) =
        piles.iter().enumerate().filter(|&(_, &p)| p >= smallest).max_by_key(|&(i, &p)| (p, Reverse(i)))?;
    Some(EqualSplitMove { pile, parts: 2 })
}

#[cfg(test)]
mod tests;
