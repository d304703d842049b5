//! Octal take-and-break games: the game code ([`OctalGame`], parsed from `0.07`, `.137`,
//! `4.7` or a hexadecimal code), compactly stored Grundy sequences ([`Values`]), and the
//! driver [`solve`] that computes G(0..N) with the sparse-space method, finds the period
//! and certifies it with the Guy-Smith bound.
//!
//! Digit k of the code (k = the number of tokens removed) is a sum of bits: 1 = the whole
//! heap may be removed (leaving no heap), 2 = k tokens may be removed leaving one heap,
//! 4 = k tokens may be removed and the rest split into two non-empty heaps. The digit
//! before the point is d_0: only 4 (split a heap in two without removing anything) makes
//! sense there. Hexadecimal digits 8 to F add bit 8 (leave three heaps), which is not
//! supported: such a code is rejected with an error naming the digit. Codes with infinitely
//! many digits (`0.&3`, `0.333...`) are not supported either.
//! See <https://en.wikipedia.org/wiki/Octal_game>.
//!
//! The algorithms live in the child modules: [`plain`] (the quadratic reference),
//! [`sparse`] (the rare/common method of Gangolli and Plambeck) and [`period`] (period
//! detection and the Guy-Smith certificate).

use std::fmt;
use std::str::FromStr;
use std::sync::atomic::{AtomicBool, Ordering};

use crate::format::{InvalidReason, ParseError, ParseErrorKind};
use crate::game::{LimitError, Nimber};

pub mod period;
pub mod plain;
pub mod sparse;

#[cfg(test)]
mod tests;

pub use period::{find_period, Period};
pub use sparse::{SparseSolver, SparseStats, ValueOverflow};

/// Most digits after the point accepted in a code.
pub const MAX_DIGITS: usize = 64;

/// Most heap sizes [`solve`] computes (the values must fit in memory: 2^33 two-byte values
/// would already need 16 GiB).
pub const MAX_HEAPS: u64 = 1 << 33;

/// An octal game given by its code: digit `d_k` says what removing k tokens may leave.
///
/// # Examples
/// ```
/// use grundy::game::octal::OctalGame;
/// let kayles: OctalGame = "0.77".parse()?;
/// assert_eq!(kayles.last_digit_position(), 2);
/// assert_eq!(kayles.to_string(), "0.77");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct OctalGame {
    /// `digits[k]` = d_k, without trailing zeros (so `digits.len() - 1` is t, or the
    /// vector is `[0]` for a game without moves).
    digits: Vec<u8>,
}

/// Bit of a digit: the whole heap of exactly k tokens may be removed.
pub const TAKE_ALL: u8 = 1;
/// Bit of a digit: k tokens may be removed leaving one non-empty heap.
pub const TAKE_LEAVE_ONE: u8 = 2;
/// Bit of a digit: k tokens may be removed and the rest split into two non-empty heaps.
pub const TAKE_SPLIT: u8 = 4;

impl OctalGame {
    /// Builds a game from its digits `d_0, d_1, ...`; `None` when a digit is above 7 or
    /// `d_0` has bit 1 or 2 (removing no tokens must split the heap).
    pub fn from_digits(digits: &[u8]) -> Option<OctalGame> {
        if digits.iter().any(|&d| d > 7) || digits.first().is_some_and(|&d| d & 3 != 0) {
            return None;
        }
        let mut digits = digits.to_vec();
        while digits.len() > 1 && digits.last() == Some(&0) {
            digits.pop();
        }
        if digits.is_empty() {
            digits.push(0);
        }
        Some(OctalGame { digits })
    }

    /// Parses a code such as `0.07`, `.137`, `4.7` or `0.6`; see the module doc for what
    /// the digits mean and which codes are refused.
    ///
    /// # Errors
    /// A located [`ParseError`] for a malformed code or one with an unsupported digit.
    pub fn parse(code: &str) -> Result<OctalGame, ParseError> {
        parse_code(code.as_bytes())
    }

    /// Digit `d_k` (0 beyond the last digit).
    pub fn digit(&self, k: usize) -> u8 {
        self.digits.get(k).copied().unwrap_or(0)
    }

    /// The digits `d_0 ..= d_t`.
    pub fn digits(&self) -> &[u8] {
        &self.digits
    }

    /// t: the position of the last non-zero digit (0 for a game whose only digit is d_0).
    pub fn last_digit_position(&self) -> usize {
        self.digits.len() - 1
    }

    /// Whether some move splits a heap into two heaps.
    pub fn has_splits(&self) -> bool {
        self.digits.iter().any(|&d| d & TAKE_SPLIT != 0)
    }
}

impl fmt::Display for OctalGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.", self.digits[0])?;
        if self.digits.len() == 1 {
            return write!(f, "0");
        }
        for &d in &self.digits[1..] {
            write!(f, "{d}")?;
        }
        Ok(())
    }
}

impl FromStr for OctalGame {
    type Err = ParseError;

    fn from_str(code: &str) -> Result<OctalGame, ParseError> {
        OctalGame::parse(code)
    }
}

fn hex_value(byte: u8) -> Option<u8> {
    (byte as char).to_digit(16).map(|d| d as u8)
}

fn parse_code(src: &[u8]) -> Result<OctalGame, ParseError> {
    let err = |offset: usize, kind: ParseErrorKind| Err(ParseError::at(src, offset, kind));
    if src.is_empty() {
        return err(0, ParseErrorKind::Empty);
    }
    let mut pos = 0;
    let mut d0 = 0;
    if src[0] != b'.' {
        match hex_value(src[0]) {
            Some(d) => d0 = d,
            None => {
                return err(
                    0,
                    ParseErrorKind::UnexpectedChar { expected: "a digit or `.`", found: src[0] as char },
                )
            }
        }
        if d0 != 0 && d0 != 4 {
            return err(0, InvalidReason::OctalFirstDigit { found: src[0] as char }.into());
        }
        pos = 1;
        match src.get(1) {
            Some(b'.') => {}
            Some(&b) => {
                return err(
                    1,
                    ParseErrorKind::UnexpectedChar {
                        expected: "`.` after the first digit",
                        found: b as char,
                    },
                )
            }
            None => return err(1, ParseErrorKind::UnexpectedEnd { expected: "`.` after the first digit" }),
        }
    }
    pos += 1; // The point.
    let mut digits = vec![d0];
    if pos == src.len() {
        return err(pos, ParseErrorKind::UnexpectedEnd { expected: "a digit after the point" });
    }
    while pos < src.len() {
        let byte = src[pos];
        let Some(d) = hex_value(byte) else {
            if byte == b'&' || byte == b'.' {
                return err(pos, InvalidReason::InfiniteOctalCode.into());
            }
            let found = String::from_utf8_lossy(&src[pos..]).chars().next().unwrap_or('?');
            return err(pos, ParseErrorKind::UnexpectedChar { expected: "an octal digit", found });
        };
        if d > 7 {
            return err(
                pos,
                InvalidReason::ThreeHeapDigit { position: digits.len(), found: byte as char }.into(),
            );
        }
        if digits.len() > MAX_DIGITS {
            return err(
                pos,
                ParseErrorKind::TooLarge {
                    what: "number of digits",
                    requested: (src.len() - 1) as u64,
                    limit: MAX_DIGITS as u64,
                },
            );
        }
        digits.push(d);
        pos += 1;
    }
    Ok(OctalGame::from_digits(&digits).expect("digits were checked"))
}

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
        fn count<V: Copy + Into<usize>>(values: &[V]) -> Vec<u64> {
            let mut counts = Vec::new();
            for &v in values {
                let v: usize = v.into();
                if v >= counts.len() {
                    counts.resize(v + 1, 0);
                }
                counts[v] += 1;
            }
            counts
        }
        match self {
            Values::U8(v) => count(v),
            Values::U16(v) => count(v),
        }
    }

    /// Bytes per stored value (1 or 2).
    pub fn width(&self) -> usize {
        match self {
            Values::U8(_) => 1,
            Values::U16(_) => 2,
        }
    }
}

/// How far [`solve`] runs.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct SolveConfig {
    /// Compute G(0..max) at least (and at most `max` values unless `until_periodic`).
    pub max: u64,
    /// Keep going past `max` until the period is certified (or `limit` is reached).
    pub until_periodic: bool,
    /// The hard limit on the number of values when `until_periodic` is set.
    pub limit: u64,
}

impl SolveConfig {
    /// Compute exactly G(0..max).
    pub fn new(max: u64) -> SolveConfig {
        SolveConfig { max, until_periodic: false, limit: max }
    }

    /// Compute at least G(0..max), then go on until the period is certified, stopping at
    /// `limit` values at most.
    pub fn until_periodic(max: u64, limit: u64) -> SolveConfig {
        SolveConfig { max, until_periodic: true, limit: limit.max(max) }
    }
}

/// What [`solve`] reports to its observer while it runs.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Progress {
    /// Values computed so far.
    pub done: u64,
    /// The current goal (it may move while periods are detected).
    pub target: u64,
    /// The best period candidate so far.
    pub period: Option<Period>,
}

/// The result of [`solve`].
#[derive(Clone, Debug)]
#[non_exhaustive]
pub struct Solution {
    /// The game.
    pub game: OctalGame,
    /// G(0), G(1), ..., as far as computed.
    pub values: Values,
    /// The period found in the values (certified or not), if any.
    pub period: Option<Period>,
    /// Whether the run was stopped by the caller's stop flag before its goal.
    pub stopped: bool,
    /// The sparse-space statistics: masks and rare heaps.
    pub stats: SparseStats,
}

/// Computes Grundy values of `game` as `config` asks, with the sparse-space method, and
/// looks for a period with [`find_period`] at checkpoints. `observer` is called every few
/// million values; the computation stops early (keeping what is known) once `stop` is set.
///
/// # Complexity
/// For a game with a sparse space, about O(N (r + t)) time for N values and r rare heaps;
/// without one, O(N^2 t) like the plain method. Memory: one or two bytes per value.
/// The period search at each checkpoint costs O(N) in practice.
///
/// # Errors
/// A [`LimitError`] when more than [`MAX_HEAPS`] values are requested or a value reaches
/// 65536.
///
/// # Examples
/// ```
/// use std::sync::atomic::AtomicBool;
/// use grundy::game::octal::{solve, OctalGame, SolveConfig};
/// let dawson: OctalGame = "0.07".parse()?;
/// let sol = solve(&dawson, &SolveConfig::until_periodic(100, 10_000), &mut |_| {}, &AtomicBool::new(false))?;
/// let period = sol.period.unwrap();
/// assert!(period.certified);
/// assert_eq!((period.period, period.preperiod), (34, 53));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn solve(
    game: &OctalGame,
    config: &SolveConfig,
    observer: &mut dyn FnMut(&Progress),
    stop: &AtomicBool,
) -> Result<Solution, LimitError> {
    let limit = if config.until_periodic { config.limit } else { config.max };
    if limit > MAX_HEAPS {
        return Err(LimitError { what: "number of heap sizes", requested: limit, limit: MAX_HEAPS });
    }
    let t = game.last_digit_position() as u64;
    let mut solver = Solver::U8(SparseSolver::<u8>::new(game));
    let mut period: Option<Period> = None;
    let mut target = config.max;
    let mut next_check = 1024u64.min(target);
    let mut stopped = false;
    loop {
        let goal = next_check.min(target);
        // Compute up to `goal` in slices, so the observer and the stop flag are served.
        while solver.len() < goal {
            if stop.load(Ordering::Relaxed) {
                stopped = true;
                break;
            }
            let slice_end = goal.min(solver.len() + (1 << 16));
            solver.extend_to(slice_end, stop)?;
            observer(&Progress { done: solver.len(), target, period });
        }
        let n = solver.len();
        if config.until_periodic || n == target || stopped {
            period = solver.find_period(t);
        }
        if stopped || n >= target && !config.until_periodic {
            break;
        }
        if config.until_periodic {
            if let Some(p) = period {
                if p.certified && n >= config.max {
                    break;
                }
                // A candidate: aim at the length that would certify it.
                target = target.max(p.needed.min(limit));
            }
            if n >= limit {
                break;
            }
            if n >= target {
                target = (n + n / 4).clamp(n + 1, limit);
            }
        }
        next_check = match period {
            // Certified before --max: no further search is needed.
            Some(p) if p.certified => config.max,
            Some(p) if p.needed > n => p.needed.min(n + n / 4 + 1024),
            _ => n + n / 4 + 1024,
        };
    }
    let stats = solver.stats();
    Ok(Solution { game: game.clone(), values: solver.into_values(), period, stopped, stats })
}

/// The solver at its current width.
enum Solver {
    U8(SparseSolver<u8>),
    U16(SparseSolver<u16>),
}

impl Solver {
    fn len(&self) -> u64 {
        match self {
            Solver::U8(s) => s.len() as u64,
            Solver::U16(s) => s.len() as u64,
        }
    }

    fn extend_to(&mut self, end: u64, stop: &AtomicBool) -> Result<(), LimitError> {
        loop {
            match self {
                Solver::U8(s) => match s.extend_until(end as usize, stop) {
                    Ok(()) => return Ok(()),
                    Err(_) => {
                        let s = std::mem::replace(s, SparseSolver::<u8>::new(&OctalGame { digits: vec![0] }));
                        *self = Solver::U16(s.widen());
                    }
                },
                Solver::U16(s) => {
                    return s.extend_until(end as usize, stop).map_err(|overflow| LimitError {
                        what: "Grundy value",
                        requested: overflow.value,
                        limit: u64::from(u16::MAX),
                    })
                }
            }
        }
    }

    fn find_period(&self, t: u64) -> Option<Period> {
        match self {
            Solver::U8(s) => find_period(s.values(), t),
            Solver::U16(s) => find_period(s.values(), t),
        }
    }

    fn stats(&self) -> SparseStats {
        match self {
            Solver::U8(s) => s.stats(),
            Solver::U16(s) => s.stats(),
        }
    }

    fn into_values(self) -> Values {
        match self {
            Solver::U8(s) => Values::U8(s.into_values()),
            Solver::U16(s) => Values::U16(s.into_values()),
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
}
