//! Take-and-break games on heaps: the game code ([`OctalGame`], parsed from `0.07`,
//! `.137`, `4.7`, Grundy's game `4!.0`, a hexadecimal or base-32 code such as `0.F`, or a
//! subtraction game `S(1,3,4)`), compactly stored Grundy sequences ([`Values`]), and the
//! driver [`solve`] that computes G(0..N), finds the period and certifies it.
//!
//! Digit k of the code (k = the number of tokens removed) is a sum of bits: bit 2^j set
//! means k tokens may be removed leaving j non-empty heaps. So 1 = the whole heap of
//! exactly k tokens may be removed, 2 = leave one heap, 4 = leave two heaps (octal
//! digits), 8 = leave three (hexadecimal digits 8 to F), 16 = leave four (base-32 digits
//! G to V, as CGSuite writes them; `&N;` writes digit N in decimal and `{1,2}` lists the
//! numbers of heaps). The digit before the point is d_0: removing nothing, so it must
//! leave two heaps or more (bits 1 and 2 clear). A digit may carry a condition on the
//! heaps it leaves (CGSuite's notation): `!` all of them unequal, `?` not all equal, `=`
//! all equal. Grundy's game (split a heap into two unequal heaps) is `4!.0`.
//! A subtraction game `S(s1,s2,...)` removes s_i tokens leaving one heap or none: the
//! code with digit 3 at each s_i.
//!
//! Refused, each with a located error: codes with infinitely many digits (`0.[3]`,
//! `0.333...`), moves that leave five heaps or more (`&32;`, `{5}`, `*`, `{2+}`), digits
//! before d_0 (moves that add tokens, `20.017`).
//! See <https://en.wikipedia.org/wiki/Octal_game>.
//!
//! The algorithms live in the child modules: [`plain`] (the reference: every option
//! enumerated), [`sparse`] (the rare/common method of Gangolli and Plambeck, for the codes
//! whose moves leave at most two heaps) and [`period`] (period detection and the
//! Guy-Smith certificate).

use std::fmt;
use std::str::FromStr;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use crate::format::scan::Scanner;
use crate::format::{InvalidReason, ParseError, ParseErrorKind};
use crate::game::{LimitError, Nimber};
use plain::PlainSolver;

pub mod census;
pub mod long_run;
pub mod period;
pub mod plain;
pub mod sparse;

#[cfg(test)]
mod tests;

pub use period::{find_candidate, find_period, Period, PeriodRule};
pub use sparse::{
    ArchiveError, ExtendError, MemoryArchive, SparseSolver, SparseStats, ValueArchive, ValueOverflow, Window,
};

/// Most digits after the point accepted in a code (and the largest move of a
/// subtraction game).
pub const MAX_DIGITS: usize = 1024;

/// Most heaps a move may leave.
pub const MAX_HEAPS_LEFT: u32 = 4;

/// Most heap sizes [`solve`] computes (the values must fit in memory: 2^33 two-byte values
/// would already need 16 GiB).
pub const MAX_HEAPS: u64 = 1 << 33;

/// Most heap sizes [`solve`] computes by the plain method, by the most heaps j a move
/// leaves (index j): the work grows as N^j, and these take seconds to a minute.
pub const PLAIN_MAX_HEAPS: [u64; 5] = [100_000, 100_000, 100_000, 5_000, 1_000];

/// The condition a digit puts on the heaps a move leaves (CGSuite's modifiers).
///
/// Codes are normalised: a digit whose moves leave at most one heap has no condition, and
/// on a digit that leaves at most two heaps "not all equal" is "unequal".
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Parts {
    /// Any heaps.
    #[default]
    Any,
    /// `!`: the heaps left are pairwise unequal.
    Unequal,
    /// `?`: the heaps left are not all equal.
    NotAllEqual,
    /// `=`: the heaps left are all equal.
    AllEqual,
}

impl Parts {
    /// Whether the sizes `parts` (at least two, in non-decreasing order) meet the
    /// condition.
    pub fn allows(self, parts: &[u64]) -> bool {
        let first = parts.first().copied();
        match self {
            Parts::Any => true,
            Parts::Unequal => parts.windows(2).all(|w| w[0] != w[1]),
            Parts::NotAllEqual => parts.iter().any(|&p| Some(p) != first),
            Parts::AllEqual => parts.iter().all(|&p| Some(p) == first),
        }
    }

    fn symbol(self) -> &'static str {
        match self {
            Parts::Any => "",
            Parts::Unequal => "!",
            Parts::NotAllEqual => "?",
            Parts::AllEqual => "=",
        }
    }
}

/// A take-and-break game given by its code: digit `d_k` says how many heaps removing k
/// tokens may leave, and [`Parts`] how they must compare.
///
/// # Examples
/// ```
/// use grundy::game::octal::{OctalGame, Parts};
/// let kayles: OctalGame = "0.77".parse()?;
/// assert_eq!(kayles.last_digit_position(), 2);
/// assert_eq!(kayles.to_string(), "0.77");
/// let grundys_game: OctalGame = "4!.0".parse()?;
/// assert_eq!((grundys_game.digit(0), grundys_game.parts(0)), (4, Parts::Unequal));
/// assert_eq!("S(1,3,4)".parse::<OctalGame>()?.to_string(), "0.3033");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct OctalGame {
    /// `digits[k]` = d_k, without trailing zeros (so `digits.len() - 1` is t, or the
    /// vector is `[0]` for a game without moves).
    digits: Vec<u8>,
    /// `parts[k]`: the condition of digit k (as long as `digits`).
    parts: Vec<Parts>,
}

/// Bit of a digit: the whole heap of exactly k tokens may be removed.
pub const TAKE_ALL: u8 = 1;
/// Bit of a digit: k tokens may be removed leaving one non-empty heap.
pub const TAKE_LEAVE_ONE: u8 = 2;
/// Bit of a digit: k tokens may be removed and the rest split into two non-empty heaps.
pub const TAKE_SPLIT: u8 = 4;
/// Bit of a digit: k tokens may be removed and the rest split into three non-empty heaps.
pub const TAKE_SPLIT_THREE: u8 = 8;
/// Bit of a digit: k tokens may be removed and the rest split into four non-empty heaps.
pub const TAKE_SPLIT_FOUR: u8 = 16;

/// The characters of base-32 digits, as CGSuite writes them.
const DIGIT_CHARS: &[u8; 32] = b"0123456789ABCDEFGHIJKLMNOPQRSTUV";

/// The most heaps a digit lets a move leave (0 for a digit 0 or 1).
fn most_heaps(digit: u8) -> u32 {
    (8 - digit.leading_zeros()).saturating_sub(1)
}

impl OctalGame {
    /// Builds a game from its digits `d_0, d_1, ...` (no conditions); `None` when a digit
    /// lets a move leave more than [`MAX_HEAPS_LEFT`] heaps or `d_0` has bit 1 or 2
    /// (removing no tokens must leave two heaps or more).
    pub fn from_digits(digits: &[u8]) -> Option<OctalGame> {
        OctalGame::with_parts(digits, &vec![Parts::Any; digits.len()])
    }

    /// Builds a game from its digits and their conditions (`parts[k]` for digit k, the
    /// missing ones [`Parts::Any`]); `None` as [`OctalGame::from_digits`] or when `parts`
    /// is longer than `digits`. The conditions are normalised (see [`Parts`]).
    pub fn with_parts(digits: &[u8], parts: &[Parts]) -> Option<OctalGame> {
        let too_many = |&d: &u8| most_heaps(d) > MAX_HEAPS_LEFT;
        if digits.iter().any(too_many)
            || digits.first().is_some_and(|&d| d & 3 != 0)
            || parts.len() > digits.len()
        {
            return None;
        }
        let mut digits = digits.to_vec();
        let mut parts: Vec<Parts> =
            (0..digits.len()).map(|k| parts.get(k).copied().unwrap_or_default()).collect();
        for (d, p) in digits.iter().zip(parts.iter_mut()) {
            *p = match (most_heaps(*d), *p) {
                (0 | 1, _) => Parts::Any,
                (2, Parts::NotAllEqual) => Parts::Unequal,
                (_, p) => p,
            };
        }
        while digits.len() > 1 && digits.last() == Some(&0) {
            digits.pop();
            parts.pop();
        }
        if digits.is_empty() {
            digits.push(0);
            parts.push(Parts::Any);
        }
        Some(OctalGame { digits, parts })
    }

    /// The subtraction game with the moves `set` (remove s tokens, s in the set, leaving
    /// one heap or none): the code with digit 3 at each s. `None` when a move is 0 or
    /// above [`MAX_DIGITS`] ([`OctalGame::parse`] of `S(...)` says which, and where).
    ///
    /// # Examples
    /// ```
    /// use grundy::game::octal::OctalGame;
    /// assert_eq!(OctalGame::subtraction(&[1, 2]).unwrap().to_string(), "0.33");
    /// assert_eq!(OctalGame::subtraction(&[0]), None);
    /// ```
    pub fn subtraction(set: &[u64]) -> Option<OctalGame> {
        let mut digits = vec![0u8];
        for &s in set {
            let k = usize::try_from(s).ok().filter(|&k| (1..=MAX_DIGITS).contains(&k))?;
            if digits.len() <= k {
                digits.resize(k + 1, 0);
            }
            digits[k] = TAKE_ALL | TAKE_LEAVE_ONE;
        }
        OctalGame::from_digits(&digits)
    }

    /// Parses a code such as `0.07`, `.137`, `4.7`, `4!.0`, `0.F`, `0.&17;` or
    /// `S(1,3,4)`; see the module doc for what the digits mean and which codes are refused.
    ///
    /// # Errors
    /// A located [`ParseError`] for a malformed code or one with an unsupported digit.
    pub fn parse(code: &str) -> Result<OctalGame, ParseError> {
        parse_code(code.as_bytes()).map(|(game, _)| game)
    }

    /// Digit `d_k` (0 beyond the last digit).
    pub fn digit(&self, k: usize) -> u8 {
        self.digits.get(k).copied().unwrap_or(0)
    }

    /// The condition on the heaps left by the moves of digit `k`.
    pub fn parts(&self, k: usize) -> Parts {
        self.parts.get(k).copied().unwrap_or_default()
    }

    /// The digits `d_0 ..= d_t`.
    pub fn digits(&self) -> &[u8] {
        &self.digits
    }

    /// t: the position of the last non-zero digit (0 for a game whose only digit is d_0).
    pub fn last_digit_position(&self) -> usize {
        self.digits.len() - 1
    }

    /// Whether some move splits a heap into two heaps or more.
    pub fn has_splits(&self) -> bool {
        self.digits.iter().any(|&d| d >= TAKE_SPLIT)
    }

    /// The most heaps a move leaves (0 for a game whose moves leave none).
    pub fn most_heaps_left(&self) -> u32 {
        self.digits.iter().map(|&d| most_heaps(d)).max().unwrap_or(0)
    }

    /// Whether the splits of digit `k` must leave two unequal heaps (Grundy's game).
    pub fn unequal(&self, k: usize) -> bool {
        self.parts(k) == Parts::Unequal
    }

    /// Whether the sparse-space solver handles the code: moves leave at most two heaps,
    /// and a split's only condition is "unequal".
    pub fn is_octal(&self) -> bool {
        self.most_heaps_left() <= 2 && self.parts.iter().all(|&p| matches!(p, Parts::Any | Parts::Unequal))
    }

    /// The most values [`solve`] computes for this code: `None` for the sparse-space
    /// method, [`PLAIN_MAX_HEAPS`] for the plain method (by the most heaps a move leaves).
    ///
    /// # Examples
    /// ```
    /// use grundy::game::octal::OctalGame;
    /// assert_eq!("0.07".parse::<OctalGame>()?.plain_bound(), None);
    /// assert_eq!("0.F".parse::<OctalGame>()?.plain_bound(), Some(5000));
    /// # Ok::<(), grundy::ParseError>(())
    /// ```
    pub fn plain_bound(&self) -> Option<u64> {
        (!self.is_octal()).then(|| {
            let j = (self.most_heaps_left() as usize).min(PLAIN_MAX_HEAPS.len() - 1);
            PLAIN_MAX_HEAPS[j]
        })
    }

    /// The periodicity theorem for this code ([`PeriodRule`]); [`PeriodRule::none`] when
    /// grundy knows none: a condition other than "unequal" on a split into two heaps, or
    /// any condition on a split into three or four.
    pub fn period_rule(&self) -> PeriodRule {
        let t = self.last_digit_position() as u64;
        let mut zero_free = 0u8;
        for (k, (&d, &p)) in self.digits.iter().zip(&self.parts).enumerate() {
            match (p, most_heaps(d)) {
                (Parts::Any, _) => {}
                (Parts::Unequal, 2) => zero_free |= 1 << (k % 2),
                _ => return PeriodRule::none(t),
            }
        }
        PeriodRule::new(t, u64::from(self.most_heaps_left().max(1)), zero_free)
    }

    /// Parses `code` like [`OctalGame::parse`] and refuses, located at the digit, a code
    /// whose moves leave more than `most_heaps` heaps (a row of tokens, as in
    /// [`crate::game::heaps`], leaves at most two).
    ///
    /// # Errors
    /// As [`OctalGame::parse`], and [`InvalidReason::TooManyHeaps`] for such a digit.
    ///
    /// # Examples
    /// ```
    /// use grundy::game::octal::OctalGame;
    /// let err = OctalGame::parse_at_most("0.7F", 2).unwrap_err();
    /// assert_eq!(err.column(), 4);
    /// assert!(OctalGame::parse_at_most("4!.0", 2).is_ok());
    /// ```
    pub fn parse_at_most(code: &str, limit: u32) -> Result<OctalGame, ParseError> {
        let (game, starts) = parse_code(code.as_bytes())?;
        for (k, &d) in game.digits.iter().enumerate() {
            if most_heaps(d) > limit {
                let reason = InvalidReason::TooManyHeaps { position: k, heaps: Some(most_heaps(d)), limit };
                return Err(ParseError::at(
                    code.as_bytes(),
                    starts.get(k).copied().unwrap_or(0),
                    reason.into(),
                ));
            }
        }
        Ok(game)
    }

    /// The game without moves (every value 0).
    pub(crate) fn nothing() -> OctalGame {
        OctalGame { digits: vec![0], parts: vec![Parts::Any] }
    }
}

impl fmt::Display for OctalGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let digit = |f: &mut fmt::Formatter<'_>, k: usize| {
            let d = self.digits[k];
            write!(f, "{}{}", DIGIT_CHARS[usize::from(d)] as char, self.parts[k].symbol())
        };
        digit(f, 0)?;
        write!(f, ".")?;
        if self.digits.len() == 1 {
            return write!(f, "0");
        }
        for k in 1..self.digits.len() {
            digit(f, k)?;
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

/// Reads codes byte by byte on the crate's [`Scanner`], each error at its offset.
#[derive(Clone)]
struct CodeReader<'a> {
    s: Scanner<'a>,
}

impl CodeReader<'_> {
    fn err<T>(&self, offset: usize, kind: impl Into<ParseErrorKind>) -> Result<T, ParseError> {
        Err(self.s.error_at(offset, kind.into()))
    }

    fn pos(&self) -> usize {
        self.s.pos()
    }

    fn peek(&self) -> Option<u8> {
        self.s.peek()
    }

    /// Moves past the byte at the cursor.
    fn bump(&mut self) {
        self.s.set_pos(self.s.pos() + 1);
    }

    fn unexpected<T>(&self, expected: &'static str) -> Result<T, ParseError> {
        match self.peek() {
            Some(_) => Err(self.s.char_error(self.pos(), expected)),
            None => self.err(self.pos(), ParseErrorKind::UnexpectedEnd { expected }),
        }
    }

    /// A decimal number up to `limit`, named `what` in the error.
    fn number(&mut self, what: &'static str, limit: u64) -> Result<u64, ParseError> {
        let start = self.pos();
        let len = self.s.rest().iter().take_while(|b| b.is_ascii_digit()).count();
        if len == 0 {
            return self.unexpected("a number");
        }
        let value = self.s.parse_u64(start, &self.s.rest()[..len], what)?;
        if value > limit {
            return self.err(start, ParseErrorKind::TooLarge { what, requested: value, limit });
        }
        self.s.set_pos(start + len);
        Ok(value)
    }

    /// One digit (a base-32 character, `&N;` or `{i,j,...}`) and its condition, at
    /// position `k` of the code.
    fn digit(&mut self, k: usize) -> Result<(u8, Parts), ParseError> {
        let start = self.pos();
        let too_many = |heaps| InvalidReason::TooManyHeaps { position: k, heaps, limit: MAX_HEAPS_LEFT };
        let digit: u64 = match self.peek() {
            Some(b'&') => {
                self.bump();
                let n = self.number("digit", u64::MAX)?;
                if self.peek() != Some(b';') {
                    return self.unexpected("`;` ending the digit `&N;`");
                }
                self.bump();
                n
            }
            Some(b'{') => {
                self.bump();
                let mut bits = 0u64;
                loop {
                    let at = self.pos();
                    let heaps = self.number("number of heaps", u64::MAX)?;
                    if self.peek() == Some(b'+') {
                        return self.err(at, too_many(None));
                    }
                    if heaps > u64::from(MAX_HEAPS_LEFT) {
                        return self.err(at, too_many(u32::try_from(heaps).ok()));
                    }
                    bits |= 1 << heaps;
                    match self.peek() {
                        Some(b',') => self.bump(),
                        Some(b'}') => break,
                        _ => return self.unexpected("`,` or `}`"),
                    }
                }
                self.bump();
                bits
            }
            Some(b'*') => return self.err(start, too_many(None)),
            Some(b'[') => return self.err(start, InvalidReason::InfiniteOctalCode),
            Some(b) => match DIGIT_CHARS.iter().position(|&c| c == b.to_ascii_uppercase()) {
                Some(d) => {
                    self.bump();
                    d as u64
                }
                None => return self.unexpected("a digit (0-9, A-V, `&N;` or `{...}`)"),
            },
            None => return self.unexpected("a digit"),
        };
        if digit >> (MAX_HEAPS_LEFT + 1) != 0 {
            let heaps = 63 - digit.leading_zeros();
            return self.err(start, too_many(Some(heaps)));
        }
        let parts = match self.peek() {
            Some(b'!') => Parts::Unequal,
            Some(b'?') => Parts::NotAllEqual,
            Some(b'=') => Parts::AllEqual,
            _ => return Ok((digit as u8, Parts::Any)),
        };
        self.bump();
        Ok((digit as u8, parts))
    }
}

/// The game and the byte offset where each digit d_k starts (0 for a d_0 left out).
fn parse_code(src: &[u8]) -> Result<(OctalGame, Vec<usize>), ParseError> {
    let mut r = CodeReader { s: Scanner::new(src) };
    if src.is_empty() {
        return r.err(0, ParseErrorKind::Empty);
    }
    if src[0] == b'S' || src[0] == b's' {
        return Ok((parse_subtraction(&mut r)?, Vec::new()));
    }
    let mut digits = Vec::new();
    let mut parts = Vec::new();
    let mut starts = vec![0];
    if src[0] != b'.' {
        let (d0, p0) = r.digit(0)?;
        match r.peek() {
            Some(b'.') => {}
            None => return r.unexpected("`.` after the first digit"),
            Some(_) if r.clone().digit(1).is_ok() => return r.err(0, InvalidReason::AddingTokens),
            Some(_) => return r.unexpected("`.` after the first digit"),
        }
        if d0 & 3 != 0 {
            return r.err(0, InvalidReason::OctalFirstDigit { found: src[0] as char });
        }
        digits.push(d0);
        parts.push(p0);
    } else {
        digits.push(0);
        parts.push(Parts::Any);
    }
    r.bump(); // The point.
    if r.peek().is_none() {
        return r.unexpected("a digit after the point");
    }
    while let Some(b) = r.peek() {
        if b == b'.' {
            return r.err(r.pos(), InvalidReason::InfiniteOctalCode);
        }
        if digits.len() > MAX_DIGITS {
            let requested = digits.len() as u64;
            return r.err(
                r.pos(),
                ParseErrorKind::TooLarge { what: "number of digits", requested, limit: MAX_DIGITS as u64 },
            );
        }
        starts.push(r.pos());
        let (d, p) = r.digit(digits.len())?;
        digits.push(d);
        parts.push(p);
    }
    Ok((OctalGame::with_parts(&digits, &parts).expect("digits were checked"), starts))
}

/// `S(s1,s2,...)`: a subtraction game.
fn parse_subtraction(r: &mut CodeReader<'_>) -> Result<OctalGame, ParseError> {
    r.bump();
    if r.peek() != Some(b'(') {
        return r.unexpected("`(` after `S` (a subtraction game, `S(1,3,4)`)");
    }
    r.bump();
    let mut set = Vec::new();
    loop {
        let at = r.pos();
        let s = r.number("move", MAX_DIGITS as u64)?;
        if s == 0 {
            return r.err(at, InvalidReason::ZeroSubtraction);
        }
        set.push(s);
        match r.peek() {
            Some(b',') => r.bump(),
            Some(b')') => break,
            _ => return r.unexpected("`,` or `)`"),
        }
    }
    r.bump();
    if r.peek().is_some() {
        return r.unexpected("the end of the code after `)`");
    }
    Ok(OctalGame::subtraction(&set).expect("moves were checked"))
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

    /// A view of the values, as [`resume`] shows them to its observer.
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
/// [`long_run::LongRun`] report).
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
    /// How many threads compute the values of the sparse method (1 unless
    /// [`SolveConfig::with_threads`]; see [`SparseSolver::set_threads`]).
    pub threads: usize,
}

impl SolveConfig {
    /// Compute exactly G(0..max).
    pub fn new(max: u64) -> SolveConfig {
        SolveConfig { max, until_periodic: false, limit: max, threads: 1 }
    }

    /// Compute at least G(0..max), then go on until the period is certified, stopping at
    /// `limit` values at most.
    pub fn until_periodic(max: u64, limit: u64) -> SolveConfig {
        SolveConfig { max, until_periodic: true, limit: limit.max(max), threads: 1 }
    }

    /// The same run on up to `threads` threads: the sparse method computes as many
    /// consecutive heaps at once as the code allows ([`SparseSolver::lag`]), each thread
    /// keeping a copy of the values; the answer is the same on any number of threads.
    ///
    /// # Examples
    /// ```
    /// use std::sync::atomic::AtomicBool;
    /// use grundy::game::octal::{solve, OctalGame, SolveConfig};
    /// let game: OctalGame = "0.161".parse()?;
    /// let stop = AtomicBool::new(false);
    /// let one = solve(&game, &SolveConfig::new(50_000), &mut |_| {}, &stop)?;
    /// let two = solve(&game, &SolveConfig::new(50_000).with_threads(2), &mut |_| {}, &stop)?;
    /// assert_eq!(one.values, two.values);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn with_threads(self, threads: usize) -> SolveConfig {
        SolveConfig { threads: threads.max(1), ..self }
    }
}

/// The values computed so far, as [`resume`] shows them to its observer (to save them):
/// a view of the solver's own storage, one or two bytes per value.
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
    /// How many heaps a windowed run ([`long_run::LongRun`]) computed by the slow path,
    /// reading values back from its archive (0 for [`solve`]).
    pub slow_heaps: u64,
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
    /// The sparse-space statistics: masks and rare heaps (none for the plain method).
    pub stats: SparseStats,
    /// Which method computed the values.
    pub method: Method,
}

/// How [`solve`] computed the values.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Method {
    /// The sparse-space method ([`sparse`]): codes whose moves leave at most two heaps.
    Sparse,
    /// The plain method ([`plain`]): every option enumerated, O(N^j t) for moves that
    /// leave j heaps.
    Plain,
}

/// Computes Grundy values of `game` as `config` asks, with the sparse-space method (the
/// plain method for the codes it does not handle, [`Method`]), and looks for a period with
/// [`find_period`] under the game's [`PeriodRule`] at checkpoints. `observer` is called
/// after every slice of values: 4,096 to 65,536 of them, sized to take about a tenth of a
/// second, so that slow games report as often as fast ones; the computation stops early (keeping what is known) once `stop` is
/// set. For a game without a periodicity theorem ([`PeriodRule::none`]) `until_periodic`
/// computes `max` values only, as nothing can be certified.
///
/// # Complexity
/// For a game with a sparse space, about O(N (r + t)) time for N values and r rare heaps;
/// without one, O(N^2 t) like the plain method, and O(N^j t) for moves that leave j > 2
/// heaps. Memory: one or two bytes per value. The period search at each checkpoint costs
/// O(N) in practice.
///
/// # Errors
/// A [`LimitError`] when more than [`MAX_HEAPS`] values are requested (for the plain
/// method, more than [`PLAIN_MAX_HEAPS`]; an `until_periodic` run stops there instead) or a
/// value reaches 65536.
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
    resume(game, Values::U8(Vec::new()), config, &mut |progress, _| observer(progress), stop)
}

/// [`solve`], continuing after `known` = G(0), G(1), ... (the values of an earlier run of
/// the same game, taken as they are: nothing checks them), and showing the observer the
/// values computed so far with each report, so that it can save them. Known values beyond
/// what `config` asks for are dropped. The values, period and certificate are those a
/// single uninterrupted run computes; only the search statistics of
/// [`ClassStats`](sparse::ClassStats) (`full_scans`, `scan_steps`, `scatter_scans`) count
/// the new values alone.
///
/// # Complexity
/// That of [`solve`] for the new values, plus O(N s) to take up N known values.
///
/// # Errors
/// As [`solve`].
///
/// # Examples
/// ```
/// use std::sync::atomic::AtomicBool;
/// use grundy::game::octal::{resume, solve, OctalGame, SolveConfig, Values};
/// let game: OctalGame = "0.161".parse()?;
/// let stop = AtomicBool::new(false);
/// let whole = solve(&game, &SolveConfig::new(5000), &mut |_| {}, &stop)?;
/// let Values::U8(all) = &whole.values else { unreachable!() };
/// let known = Values::U8(all[..1234].to_vec());
/// let resumed = resume(&game, known, &SolveConfig::new(5000), &mut |_, _| {}, &stop)?;
/// assert_eq!(resumed.values, whole.values);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn resume(
    game: &OctalGame,
    known: Values,
    config: &SolveConfig,
    observer: &mut dyn FnMut(&Progress, ValuesRef<'_>),
    stop: &AtomicBool,
) -> Result<Solution, LimitError> {
    let rule = game.period_rule();
    // Without a theorem no period can be certified: compute `max` values and stop.
    let until_periodic = config.until_periodic && rule.has_theorem();
    let mut limit = if until_periodic { config.limit } else { config.max };
    if let Some(most) = game.plain_bound() {
        if config.max > most {
            return Err(LimitError {
                what: "number of heap sizes by the plain method",
                requested: config.max,
                limit: most,
            });
        }
        // An `until_periodic` run stops at what the method can compute.
        limit = limit.min(most);
    }
    if limit > MAX_HEAPS {
        return Err(LimitError { what: "number of heap sizes", requested: limit, limit: MAX_HEAPS });
    }
    let keep = usize::try_from(limit).unwrap_or(usize::MAX);
    let mut solver = Solver::resume(game, known, keep);
    solver.set_threads(config.threads);
    let mut period: Option<Period> = None;
    let mut target = config.max;
    let mut next_check = 1024u64.min(target);
    let mut stopped = false;
    let mut slice = MIN_SLICE;
    loop {
        let goal = next_check.min(target);
        // Compute up to `goal` in slices, so the observer and the stop flag are served.
        while solver.len() < goal {
            if stop.load(Ordering::Relaxed) {
                stopped = true;
                break;
            }
            let slice_end = goal.min(solver.len() + slice);
            let started = Instant::now();
            solver.extend_to(slice_end, stop)?;
            slice = next_slice(slice, started.elapsed());
            solver.with_values(|values| {
                observer(&Progress { done: solver.len(), target, period, slow_heaps: 0 }, values)
            });
        }
        let n = solver.len();
        if until_periodic || n == target || stopped {
            period = solver.find_period(&rule);
        }
        if stopped || n >= target && !until_periodic {
            break;
        }
        if until_periodic {
            if let Some(p) = period {
                if p.certified && n >= config.max {
                    break;
                }
                // A candidate: aim at the length that would certify it.
                if let Some(needed) = p.needed {
                    target = target.max(needed.min(limit));
                }
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
            Some(Period { needed: Some(needed), .. }) if needed > n => needed.min(n + n / 4 + 1024),
            _ => n + n / 4 + 1024,
        };
    }
    let stats = solver.stats();
    let method = if matches!(solver, Solver::Plain(_)) { Method::Plain } else { Method::Sparse };
    Ok(Solution { game: game.clone(), values: solver.into_values(), period, stopped, stats, method })
}

/// The fewest values between two calls of [`resume`]'s observer (a slice of fewer would
/// not start the threads of a run on several, [`SparseSolver::set_threads`]).
const MIN_SLICE: u64 = 1 << 12;

/// The most values between two calls of [`resume`]'s observer.
const MAX_SLICE: u64 = 1 << 16;

/// How long a slice of values should take.
const SLICE_TIME: Duration = Duration::from_millis(100);

/// The next slice's length after one of `slice` values took `took`: doubled when it took
/// under half of [`SLICE_TIME`], halved when over twice, within [`MIN_SLICE`] ..=
/// [`MAX_SLICE`].
fn next_slice(slice: u64, took: Duration) -> u64 {
    if took < SLICE_TIME / 2 {
        (slice * 2).min(MAX_SLICE)
    } else if took > SLICE_TIME * 2 {
        (slice / 2).max(MIN_SLICE)
    } else {
        slice
    }
}

/// An error of a sparse solver's `extend_until` as [`solve`] reports it, the run asked
/// for heaps up to `end` with `kept` values computed: a value past two bytes (only the
/// two-byte solver reports one; the one-byte solver widens instead), or, if an archive
/// ever failed, the limit of what the run keeps in memory (`solve` sets no window, so
/// none can).
fn limit_error(error: ExtendError, end: u64, kept: usize) -> LimitError {
    match error {
        ExtendError::Overflow(overflow) => {
            LimitError { what: "Grundy value", requested: overflow.value, limit: u64::from(u16::MAX) }
        }
        ExtendError::Archive(_) => {
            LimitError { what: "heaps kept in memory", requested: end, limit: kept as u64 }
        }
    }
}

/// The solver at its current width, or the plain method.
enum Solver {
    U8(SparseSolver<u8>),
    U16(SparseSolver<u16>),
    Plain(PlainSolver),
}

impl Solver {
    /// The solver for `game` after the first `keep` values of `known` (the sparse method
    /// when the code allows it, at the width of `known`).
    fn resume(game: &OctalGame, known: Values, keep: usize) -> Solver {
        let sparse = match &known {
            Values::U8(v) => SparseSolver::resume(game, &v[..keep.min(v.len())]).map(Solver::U8),
            Values::U16(v) => SparseSolver::resume(game, &v[..keep.min(v.len())]).map(Solver::U16),
        };
        sparse.unwrap_or_else(|| {
            let mut values = known.to_vec();
            values.truncate(keep);
            Solver::Plain(PlainSolver::resume(game, values))
        })
    }

    /// Computes on up to `threads` threads (the plain method runs on one).
    fn set_threads(&mut self, threads: usize) {
        match self {
            Solver::U8(s) => _ = s.set_threads(threads),
            Solver::U16(s) => _ = s.set_threads(threads),
            Solver::Plain(_) => {}
        }
    }

    /// Calls `f` with a view of the values so far (the plain method's are narrowed to two
    /// bytes: they were checked to fit when computed).
    fn with_values(&self, f: impl FnOnce(ValuesRef<'_>)) {
        match self {
            Solver::U8(s) => f(ValuesRef::U8(s.values())),
            Solver::U16(s) => f(ValuesRef::U16(s.values())),
            Solver::Plain(s) => {
                let values: Vec<u16> = s.values().iter().map(|&v| v as u16).collect();
                f(ValuesRef::U16(&values))
            }
        }
    }

    fn len(&self) -> u64 {
        match self {
            Solver::U8(s) => s.len() as u64,
            Solver::U16(s) => s.len() as u64,
            Solver::Plain(s) => s.values().len() as u64,
        }
    }

    fn extend_to(&mut self, end: u64, stop: &AtomicBool) -> Result<(), LimitError> {
        loop {
            match self {
                Solver::U8(s) => match s.extend_until(end as usize, stop) {
                    Ok(()) => return Ok(()),
                    Err(ExtendError::Overflow(_)) => {
                        let placeholder = Solver::Plain(PlainSolver::new(&OctalGame::nothing()));
                        if let Solver::U8(s) = std::mem::replace(self, placeholder) {
                            *self = Solver::U16(s.widen());
                        }
                    }
                    Err(error) => return Err(limit_error(error, end, s.len())),
                },
                Solver::U16(s) => {
                    return s
                        .extend_until(end as usize, stop)
                        .map_err(|error| limit_error(error, end, s.len()));
                }
                Solver::Plain(s) => {
                    let before = s.values().len();
                    s.extend_until(end as usize, stop);
                    // The values before were checked when they were computed.
                    return match s.values()[before..].iter().find(|&&v| v > u64::from(u16::MAX)) {
                        Some(&v) => {
                            Err(LimitError { what: "Grundy value", requested: v, limit: u64::from(u16::MAX) })
                        }
                        None => Ok(()),
                    };
                }
            }
        }
    }

    fn find_period(&self, rule: &PeriodRule) -> Option<Period> {
        match self {
            Solver::U8(s) => find_period(s.values(), rule),
            Solver::U16(s) => find_period(s.values(), rule),
            Solver::Plain(s) => {
                let values: Vec<u16> = s.values().iter().map(|&v| v as u16).collect();
                find_period(&values, rule)
            }
        }
    }

    fn stats(&self) -> SparseStats {
        match self {
            Solver::U8(s) => s.stats(),
            Solver::U16(s) => s.stats(),
            Solver::Plain(_) => SparseStats::default(),
        }
    }

    fn into_values(self) -> Values {
        match self {
            Solver::U8(s) => Values::U8(s.into_values()),
            Solver::U16(s) => Values::U16(s.into_values()),
            Solver::Plain(s) => {
                let values = s.into_values();
                match values.iter().all(|&v| v < 256) {
                    true => Values::U8(values.into_iter().map(|v| v as u8).collect()),
                    false => Values::U16(values.into_iter().map(|v| v as u16).collect()),
                }
            }
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
