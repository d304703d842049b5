//! Take-and-break codes: [`OctalGame`] parsed from its code (`0.07`, `.137`, `4.7`,
//! Grundy's game `4!.0`, a hexadecimal or base-32 code such as `0.F`, a subtraction game
//! `S(1,3,4)`), the conditions of its digits ([`Parts`]) and the bits of a digit
//! ([`TAKE_ALL`], ...), written back as CGSuite writes them.
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
//! Invariant: an [`OctalGame`] is normalised: no trailing zero digits, `d_0` has bits 1 and 2
//! clear, no digit leaves more than [`MAX_HEAPS_LEFT`] heaps, and a digit's
//! condition is dropped or narrowed where it cannot matter (see [`Parts`]), so equal games
//! compare equal and print the same code.
//!
//! The parser is a hand-written reader on the crate's `Scanner`: O(length of the code),
//! never panics, and locates every error (a digit that adds tokens, an infinite code, a
//! digit leaving too many heaps) at its column.

use std::fmt;
use std::str::FromStr;

use super::{PeriodRule, PLAIN_MAX_HEAPS};
use crate::format::scan::Scanner;
use crate::format::{InvalidReason, ParseError, ParseErrorKind};

/// Most digits after the point accepted in a code (and the largest move of a
/// subtraction game).
pub const MAX_DIGITS: usize = 1024;

/// Most heaps a move may leave.
pub const MAX_HEAPS_LEFT: u32 = 4;

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

    /// The most values [`solve`](super::solve) computes for this code: `None` for the sparse-space
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
