//! Compactly stored Grundy sequences: [`Values`] (one byte a value while the values stay
//! below 256, two bytes once a larger one appears), the borrowed view [`ValuesRef`] a run
//! shows its observer, [`CompactValue`] (the stored value types `u8` and `u16`, with the
//! 64-wide operations of the sparse method's scans) and the histogram counter the long
//! runs share.
//!
//! Invariant: a `Values::U8` holds only values below 256; a `Values::U16` is made when a
//! value reaches 256 and every value is below 65536. Reading a value, its width and its
//! length is O(1); histograms are O(N + largest value).

use std::fmt;
use std::sync::atomic::AtomicBool;

use super::{ExtendError, SparseSolver};
use crate::game::Nimber;

/// A Grundy sequence G(0), G(1), ... stored in one byte per value while the values stay
/// below 256, and in two bytes once a larger value appears.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Values {
    /// Every value is below 256.
    U8(Vec<u8>),
    /// Some value is 256 or more (every value is below 65536).
    U16(Vec<u16>),
}

impl Values {
    /// The number of values.
    pub fn len(&self) -> usize {
        match self {
            Values::U8(v) => v.len(),
            Values::U16(v) => v.len(),
        }
    }

    /// Whether there are no values.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// G(n).
    ///
    /// # Panics
    /// When `n >= self.len()`.
    pub fn get(&self, n: usize) -> Nimber {
        match self {
            Values::U8(v) => Nimber::from(v[n]),
            Values::U16(v) => Nimber::from(v[n]),
        }
    }

    /// The values, each widened to a [`Nimber`] (8 bytes a value: for long sequences read
    /// them one at a time with [`Values::get`]).
    pub fn to_vec(&self) -> Vec<Nimber> {
        match self {
            Values::U8(v) => v.iter().map(|&x| Nimber::from(x)).collect(),
            Values::U16(v) => v.iter().map(|&x| Nimber::from(x)).collect(),
        }
    }

    /// How often each value occurs: `histogram()[g]` heaps n have G(n) = g (the last
    /// entry is the largest value, and is never 0).
    ///
    /// # Complexity
    /// O(N + max value).
    ///
    /// # Examples
    /// ```
    /// use grundy::game::octal::Values;
    /// assert_eq!(Values::U8(vec![0, 0, 1, 1, 2, 0, 3]).histogram(), [3, 2, 1, 1]);
    /// assert!(Values::U8(vec![]).histogram().is_empty());
    /// ```
    pub fn histogram(&self) -> Vec<u64> {
        self.histogram_from(0)
    }

    /// How often each value occurs among the heaps from `first` on (`histogram_from(1)`
    /// leaves heap 0 out, as the published tables do); the last entry is the largest
    /// value, and the vector is empty when no heap is counted.
    ///
    /// # Complexity
    /// O(N + max value).
    pub fn histogram_from(&self, first: usize) -> Vec<u64> {
        match self {
            Values::U8(v) => count_values(v.get(first..).unwrap_or_default()).counts,
            Values::U16(v) => count_values(v.get(first..).unwrap_or_default()).counts,
        }
    }

    /// The histogram of heaps 1..=n for every power of two n >= 2 below the number of
    /// values (n = 2, 4, 8, ...): the form and the files of Rogalski's published tables, one
    /// `value count` line per value from 0 to the largest among those heaps.
    ///
    /// # Complexity
    /// O(N + log N · max value).
    ///
    /// # Examples
    /// ```
    /// use grundy::game::octal::Values;
    /// // G(0..6) = 0 1 2 0 1 2: heaps 1..=2 and 1..=4.
    /// let values = Values::U8(vec![0, 1, 2, 0, 1, 2]);
    /// let powers = values.histograms_at_powers_of_two();
    /// assert_eq!(powers, [(2, vec![0, 1, 1]), (4, vec![1, 2, 1])]);
    /// ```
    pub fn histograms_at_powers_of_two(&self) -> Vec<(u64, Vec<u64>)> {
        match self {
            Values::U8(v) => count_values(v.get(1..).unwrap_or_default()).powers,
            Values::U16(v) => count_values(v.get(1..).unwrap_or_default()).powers,
        }
    }

    /// The largest value and the first heap that has it (`None` when there are no values).
    ///
    /// # Examples
    /// ```
    /// use grundy::game::octal::Values;
    /// assert_eq!(Values::U8(vec![0, 1, 2, 0, 2]).largest(), Some((2, 2)));
    /// assert_eq!(Values::U16(vec![]).largest(), None);
    /// ```
    pub fn largest(&self) -> Option<(Nimber, usize)> {
        fn first_max<V: Copy + Ord + Into<Nimber>>(values: &[V]) -> Option<(Nimber, usize)> {
            let &max = values.iter().max()?;
            let at = values.iter().position(|&v| v == max)?;
            Some((max.into(), at))
        }
        match self {
            Values::U8(v) => first_max(v),
            Values::U16(v) => first_max(v),
        }
    }

    /// Bytes per stored value (1 or 2).
    pub fn width(&self) -> usize {
        match self {
            Values::U8(_) => 1,
            Values::U16(_) => 2,
        }
    }

    /// A view of the values, as [`resume`](super::resume) shows them to its observer.
    pub fn as_view(&self) -> ValuesRef<'_> {
        match self {
            Values::U8(v) => ValuesRef::U8(v),
            Values::U16(v) => ValuesRef::U16(v),
        }
    }
}

/// How often each value occurs in `values`, and in its first 2, 4, 8, ... values.
fn count_values<V: CompactValue>(values: &[V]) -> HistogramCounter {
    let mut counter = HistogramCounter::default();
    values.iter().for_each(|v| counter.add(v.get()));
    counter
}

/// Counts values one at a time: how often each occurs, and the counts after the first
/// n for every power of two n >= 2 (what [`Values::histograms_at_powers_of_two`] and
/// [`LongRun`](super::long_run::LongRun) report).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct HistogramCounter {
    counts: Vec<u64>,
    counted: u64,
    powers: Vec<(u64, Vec<u64>)>,
}

impl HistogramCounter {
    /// Counts one more value: O(1), plus O(max value) at a power of two.
    pub(crate) fn add(&mut self, value: u32) {
        let v = value as usize;
        if v >= self.counts.len() {
            self.counts.resize(v + 1, 0);
        }
        self.counts[v] += 1;
        self.counted += 1;
        if self.counted >= 2 && self.counted.is_power_of_two() {
            self.powers.push((self.counted, self.counts.clone()));
        }
    }

    /// How often each value occurred (the last entry is the largest value's).
    pub(crate) fn counts(&self) -> &[u64] {
        &self.counts
    }

    /// The counts after the first n values, for every power of two n >= 2 counted.
    pub(crate) fn at_powers_of_two(&self) -> &[(u64, Vec<u64>)] {
        &self.powers
    }
}

/// The values computed so far, as [`resume`](super::resume) shows them to its observer
/// (to save them): a view of the solver's own storage, one or two bytes per value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValuesRef<'a> {
    /// Every value is below 256.
    U8(&'a [u8]),
    /// Two bytes per value.
    U16(&'a [u16]),
}

impl ValuesRef<'_> {
    /// The number of values.
    pub fn len(&self) -> usize {
        match self {
            ValuesRef::U8(v) => v.len(),
            ValuesRef::U16(v) => v.len(),
        }
    }

    /// Whether there are no values.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Bytes per stored value (1 or 2).
    pub fn width(&self) -> usize {
        match self {
            ValuesRef::U8(_) => 1,
            ValuesRef::U16(_) => 2,
        }
    }
}

/// A stored Grundy value: `u8` or `u16`.
pub trait CompactValue:
    Copy + Default + Eq + std::ops::BitXor<Output = Self> + Send + Sync + fmt::Debug + 'static
{
    /// The value as a `u32`.
    fn get(self) -> u32;
    /// The value `v`, or `None` when it does not fit.
    fn from_u32(v: u32) -> Option<Self>;
    /// `lo[i] ^ hi[63 - i]` for i in 0..64: the values of 64 splits.
    ///
    /// # Panics
    /// When `lo` or `hi` does not hold exactly 64 values.
    #[inline(always)]
    fn chunk_xor(lo: &[Self], hi: &[Self]) -> [Self; 64] {
        let (Ok(lo), Ok(hi)) = (<&[Self; 64]>::try_from(lo), <&[Self; 64]>::try_from(hi)) else {
            unreachable!("chunks hold 64 values")
        };
        let mut xs = [Self::default(); 64];
        for i in 0..64 {
            xs[i] = lo[i] ^ hi[63 - i];
        }
        xs
    }
    /// Whether `xs` holds `v`.
    #[inline(always)]
    fn chunk_contains(xs: &[Self; 64], v: Self) -> bool {
        let mut found = false;
        for &x in xs {
            found |= x == v;
        }
        found
    }
    /// [`SparseSolver::extend_until`] for solvers of this value type. The method is
    /// generic, so every crate that called it would compile its hot loops again (64
    /// specialisations of the heap loop); it calls this function instead, which is
    /// compiled once, here, for `u8` and `u16`.
    #[doc(hidden)]
    fn extend_solver(
        solver: &mut SparseSolver<Self>,
        end: usize,
        stop: &AtomicBool,
    ) -> Result<(), ExtendError>;
}

impl CompactValue for u8 {
    #[inline(always)]
    fn get(self) -> u32 {
        u32::from(self)
    }
    #[inline(always)]
    fn from_u32(v: u32) -> Option<u8> {
        u8::try_from(v).ok()
    }
    #[inline(never)]
    fn extend_solver(
        solver: &mut SparseSolver<u8>,
        end: usize,
        stop: &AtomicBool,
    ) -> Result<(), ExtendError> {
        solver.extend_here(end, stop)
    }
}

impl CompactValue for u16 {
    #[inline(always)]
    fn get(self) -> u32 {
        u32::from(self)
    }
    #[inline(always)]
    fn from_u32(v: u32) -> Option<u16> {
        u16::try_from(v).ok()
    }
    #[inline(never)]
    fn extend_solver(
        solver: &mut SparseSolver<u16>,
        end: usize,
        stop: &AtomicBool,
    ) -> Result<(), ExtendError> {
        solver.extend_here(end, stop)
    }
}
