//! The one error type of every parser: [`ParseError`] with a kind, a line and a column.
//!
//! Modelled on `regex-syntax`: the error keeps a copy of the offending line so that its
//! `Display` can quote it with a `^` under the column, and callers can match on
//! [`ParseError::kind`]. Line and column are 1-based; the column counts characters (a
//! byte that is not valid UTF-8 counts as one character), so the caret lines up in a
//! terminal. Computing the position costs one pass over the input up to the error, which
//! is only paid when an error is actually reported.

use std::fmt;

use super::record::RecordError;
use crate::Position;

/// Longest stretch of the offending line quoted in a message, in characters.
const QUOTE_LIMIT: usize = 120;

/// A located error from one of the parsers in [`crate::format`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    kind: ParseErrorKind,
    line: usize,
    column: usize,
    line_text: String,
}

/// What went wrong; every variant is one kind of bad input.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ParseErrorKind {
    /// The input holds nothing but white space and comments.
    Empty,
    /// The input ended where more was required.
    UnexpectedEnd {
        /// What was expected next.
        expected: &'static str,
    },
    /// The line ended where more was required on it.
    EndOfLine {
        /// What was expected next on the line.
        expected: &'static str,
    },
    /// A token of the wrong shape, e.g. a word where a number was required.
    UnexpectedToken {
        /// What was expected.
        expected: &'static str,
        /// The token found (shortened if very long).
        found: String,
    },
    /// A character that the format does not allow here.
    UnexpectedChar {
        /// What was expected.
        expected: &'static str,
        /// The character found.
        found: char,
    },
    /// Bytes that are not valid UTF-8.
    InvalidUtf8,
    /// A number with a minus sign where only non-negative numbers are allowed.
    Negative {
        /// What the number stands for.
        what: &'static str,
    },
    /// A number too large for the type that holds it.
    Overflow {
        /// What the number stands for.
        what: &'static str,
    },
    /// A number outside the range the format allows.
    OutOfRange {
        /// What the number stands for.
        what: &'static str,
        /// The value found.
        value: u64,
        /// Smallest allowed value.
        min: u64,
        /// Largest allowed value.
        max: u64,
    },
    /// A size that would need more memory than grundy is willing to allocate for it.
    TooLarge {
        /// What is too large.
        what: &'static str,
        /// The size the input asks for.
        requested: u64,
        /// The largest accepted size.
        limit: u64,
    },
    /// Tokens after the point where the format (or the line) is complete.
    Trailing {
        /// The token found (shortened if very long).
        found: String,
    },
    /// A board row whose length differs from the first row or from the header.
    RowLength {
        /// The required number of cells.
        expected: usize,
        /// The number of cells found.
        found: usize,
    },
    /// A count given in a header that disagrees with what follows it.
    CountMismatch {
        /// What was counted.
        what: &'static str,
        /// The count the header announced.
        expected: u64,
        /// The count found.
        found: u64,
    },
    /// The input is not clearly in the format being read: it looks like something else.
    NotFormat {
        /// What the input looks like.
        found: super::FileKind,
        /// What was being read (e.g. "a graph").
        expected: &'static str,
    },
    /// The input breaks a guarantee of its format (a decreasing sequence, an illegal move).
    Invalid {
        /// Which guarantee is broken.
        reason: InvalidReason,
    },
}

/// Which guarantee of its format an input breaks: the reason of a
/// [`ParseErrorKind::Invalid`]. Its `Display` is a lowercase sentence.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum InvalidReason {
    /// A number the format requires to be at least 1 is 0.
    NotPositive {
        /// What the number stands for.
        what: &'static str,
    },
    /// A blank line between the rows of a board.
    BlankLineInBoard,
    /// A second cell of a kind the board must hold exactly once (the empty cell `.` of a
    /// stone board).
    SecondCell {
        /// The cell's character.
        cell: char,
        /// Where the second one is.
        at: Position,
        /// Where the first one is.
        first: Position,
    },
    /// No cell of a kind the board must hold exactly once.
    MissingCell {
        /// The cell's character.
        cell: char,
    },
    /// A second `p` header line in a DIMACS file.
    SecondDimacsHeader,
    /// A Matrix Market file that does not start with `%%MatrixMarket`.
    MissingMatrixMarketBanner,
    /// A Matrix Market object other than `matrix`.
    UnsupportedObject,
    /// A dense Matrix Market `array` (only sparse `coordinate` matrices are read).
    DenseMatrix,
    /// A Matrix Market format that is neither `coordinate` nor `array`.
    UnknownMatrixFormat,
    /// A Matrix Market matrix of `complex` entries.
    ComplexMatrix,
    /// A Matrix Market field other than `pattern`, `integer`, `real`, `double` or `complex`.
    UnknownField,
    /// A `hermitian` or `skew-symmetric` Matrix Market matrix.
    UnsupportedSymmetry,
    /// A Matrix Market symmetry other than `general`, `symmetric`, `hermitian` or
    /// `skew-symmetric`.
    UnknownSymmetry,
    /// A `symmetric` Matrix Market matrix that is not square.
    NonSquareSymmetric {
        /// The number of rows.
        rows: usize,
        /// The number of columns.
        cols: usize,
    },
    /// A pile with fewer pebbles than the pile before it, in a row that must be
    /// non-decreasing (staircase Nim on a row).
    DecreasingPile {
        /// The 0-based index of the pile.
        pile: usize,
        /// Its number of pebbles.
        pebbles: u64,
        /// The number of pebbles of the pile before it (more than `pebbles`).
        previous: u64,
    },
    /// A game record that is not a legal game (NOI 2011).
    Record(RecordError),
    /// A NOI 2011 record after which tutu, the next to move, still has a move: the format
    /// guarantees that dandan wins with the last move.
    UnfinishedRecord {
        /// The number of moves of each player.
        moves: usize,
        /// A cell tutu can still move.
        cell: Position,
    },
    /// A take-and-break code whose digit before the point lets a move remove no tokens and
    /// leave fewer than two heaps (bit 1 or 2).
    OctalFirstDigit {
        /// The digit found.
        found: char,
    },
    /// A code with infinitely many digits (CGSuite's repeating `[...]`, or `...`).
    InfiniteOctalCode,
    /// A digit that lets a move leave more heaps than the solvers handle.
    TooManyHeaps {
        /// The digit's position k in d0.d1d2…
        position: usize,
        /// The most heaps it lets a move leave (`None`: no bound, `*` or `{n+}`).
        heaps: Option<u32>,
        /// The most heaps supported where the code is read (4, or 2 for rows of tokens).
        limit: u32,
    },
    /// Digits before d0 (moves that add tokens, as in CGSuite's `20.017`).
    AddingTokens,
    /// A subtraction game's move that removes no token.
    ZeroSubtraction,
}

impl ParseError {
    /// Builds an error at byte `offset` of `src`; line, column and the quoted line are
    /// derived from the source.
    pub(crate) fn at(src: &[u8], offset: usize, kind: ParseErrorKind) -> ParseError {
        let offset = offset.min(src.len());
        let line_start = src[..offset].iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
        let line = 1 + src[..line_start].iter().filter(|&&b| b == b'\n').count();
        let line_end = src[offset..].iter().position(|&b| b == b'\n').map_or(src.len(), |i| offset + i);
        let prefix = String::from_utf8_lossy(&src[line_start..offset]);
        let column = 1 + prefix.chars().count();
        let mut text = String::from_utf8_lossy(&src[line_start..line_end]).into_owned();
        if text.ends_with('\r') {
            text.pop();
        }
        ParseError { kind, line, column, line_text: text }
    }

    /// The kind of error.
    pub fn kind(&self) -> &ParseErrorKind {
        &self.kind
    }

    /// The 1-based line of the error.
    pub fn line(&self) -> usize {
        self.line
    }

    /// The 1-based column of the error, in characters.
    pub fn column(&self) -> usize {
        self.column
    }

    /// The text of the offending line, without its line break.
    pub fn line_text(&self) -> &str {
        &self.line_text
    }

    /// The error as a front end shows it for a one-line text (a game code, a pattern):
    /// `column C: reason`, then the text with a caret under the column, no line number.
    ///
    /// # Examples
    /// ```
    /// use grundy::game::octal::OctalGame;
    /// let err = OctalGame::parse("0.x").unwrap_err();
    /// assert!(err.to_string().starts_with("line 1, column 3: "));
    /// let shown = err.in_one_line().to_string();
    /// assert!(shown.starts_with("column 3: "), "{shown}");
    /// assert!(shown.ends_with("\n0.x\n  ^"), "{shown}");
    /// ```
    pub fn in_one_line(&self) -> impl fmt::Display + '_ {
        struct OneLine<'a>(&'a ParseError);
        impl fmt::Display for OneLine<'_> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                writeln!(f, "column {}: {}", self.0.column, self.0.kind)?;
                let (quoted, caret) = self.0.quote();
                writeln!(f, "{quoted}")?;
                write!(f, "{caret}^")
            }
        }
        OneLine(self)
    }

    /// A window of the line around the column (so that a board row of 10^4 cells stays
    /// readable), and the blanks that put a caret under the column.
    fn quote(&self) -> (String, String) {
        let chars: Vec<char> = self.line_text.chars().collect();
        let col0 = self.column - 1;
        let start = col0.saturating_sub(QUOTE_LIMIT / 2).min(chars.len());
        let end = (start + QUOTE_LIMIT).min(chars.len());
        let mut quoted = String::new();
        let mut caret = String::new();
        if start > 0 {
            quoted.push('…');
            caret.push(' ');
        }
        for (i, &c) in chars[start..end].iter().enumerate() {
            let shown = if c.is_control() && c != '\t' { '\u{fffd}' } else { c };
            quoted.push(shown);
            if start + i < col0 {
                caret.push(if c == '\t' { '\t' } else { ' ' });
            }
        }
        if end < chars.len() {
            quoted.push('…');
        }
        (quoted, caret)
    }
}

/// Shortens a token for quoting in a message.
pub(crate) fn shorten(token: &[u8]) -> String {
    let text = String::from_utf8_lossy(token);
    if text.chars().count() <= 40 {
        text.into_owned()
    } else {
        let mut short: String = text.chars().take(40).collect();
        short.push('…');
        short
    }
}

impl fmt::Display for ParseErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use ParseErrorKind::*;
        match self {
            Empty => write!(f, "the input is empty"),
            UnexpectedEnd { expected } => write!(f, "the input ends where {expected} was expected"),
            EndOfLine { expected } => write!(f, "the line ends where {expected} was expected"),
            UnexpectedToken { expected, found } => {
                write!(f, "expected {expected}, found `{found}`")
            }
            UnexpectedChar { expected, found } => {
                write!(f, "expected {expected}, found {found:?}")
            }
            InvalidUtf8 => write!(f, "the input is not valid UTF-8"),
            Negative { what } => write!(f, "{what} must not be negative"),
            Overflow { what } => write!(f, "{what} is too large"),
            OutOfRange { what, value, min, max } => {
                write!(f, "{what} must be between {min} and {max}, found {value}")
            }
            TooLarge { what, requested, limit } => {
                write!(f, "{what} of {requested} exceeds the limit of {limit}")
            }
            Trailing { found } => write!(f, "unexpected `{found}` after the end of the data"),
            RowLength { expected, found } => {
                write!(f, "expected a row of {expected} cells, found {found}")
            }
            CountMismatch { what, expected, found } => {
                write!(f, "the header announces {expected} {what}, found {found}")
            }
            NotFormat { found, expected } => write!(f, "this looks like {found}, not {expected}"),
            Invalid { reason } => write!(f, "{reason}"),
        }
    }
}

impl InvalidReason {
    /// The [`InvalidReason::DecreasingPile`] of the first pile of `piles` with fewer
    /// pebbles than the pile before it, or `None` when the row is non-decreasing (the
    /// guarantee of staircase Nim on a row, for front ends that take the piles as numbers).
    ///
    /// # Examples
    /// ```
    /// use grundy::InvalidReason;
    /// assert_eq!(InvalidReason::first_decreasing_pile(&[1, 3, 3]), None);
    /// assert_eq!(
    ///     InvalidReason::first_decreasing_pile(&[1, 5, 4]),
    ///     Some(InvalidReason::DecreasingPile { pile: 2, pebbles: 4, previous: 5 })
    /// );
    /// ```
    pub fn first_decreasing_pile(piles: &[u64]) -> Option<InvalidReason> {
        let pile = (1..piles.len()).find(|&i| piles[i] < piles[i - 1])?;
        Some(InvalidReason::DecreasingPile { pile, pebbles: piles[pile], previous: piles[pile - 1] })
    }
}

impl fmt::Display for InvalidReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use InvalidReason::*;
        match self {
            NotPositive { what } => write!(f, "{what} must be positive, found 0"),
            BlankLineInBoard => write!(f, "a blank line inside the board"),
            SecondCell { cell, at, first } => {
                write!(f, "a second `{cell}` at {at}, after {first}; the board must hold exactly one")
            }
            MissingCell { cell } => write!(f, "the board must hold exactly one `{cell}`, found none"),
            SecondDimacsHeader => write!(f, "a second `p` header line"),
            MissingMatrixMarketBanner => {
                write!(f, "a Matrix Market file starts with the banner `%%MatrixMarket`")
            }
            UnsupportedObject => write!(f, "only `matrix` objects are supported"),
            DenseMatrix => write!(f, "dense `array` matrices are not supported, only `coordinate`"),
            UnknownMatrixFormat => write!(f, "the format must be `coordinate`"),
            ComplexMatrix => write!(f, "`complex` matrices are not supported"),
            UnknownField => write!(f, "the field must be `pattern`, `integer` or `real`"),
            UnsupportedSymmetry => write!(f, "only `general` and `symmetric` matrices are supported"),
            UnknownSymmetry => write!(f, "the symmetry must be `general` or `symmetric`"),
            NonSquareSymmetric { .. } => write!(f, "a symmetric matrix must be square"),
            DecreasingPile { pile, pebbles, previous } => write!(
                f,
                "pile {} has {pebbles} pebbles, fewer than the {previous} of pile {pile}: the row must be non-decreasing",
                pile + 1
            ),
            Record(err) => write!(f, "{err}"),
            UnfinishedRecord { moves, cell } => write!(
                f,
                "after move {moves} of dandan, tutu can still move {cell}; the format guarantees that dandan wins"
            ),
            OctalFirstDigit { found } => write!(
                f,
                "the digit before the point must be 0, 4 or another digit without bits 1 and 2 (removing no tokens must leave two heaps or more), found `{found}`"
            ),
            InfiniteOctalCode => {
                write!(f, "codes with infinitely many digits (`[...]`, `...`) are not supported")
            }
            TooManyHeaps { position, heaps: Some(heaps), limit } => {
                write!(f, "digit d{position} lets a move leave {heaps} heaps; at most {limit} are supported")
            }
            TooManyHeaps { position, heaps: None, limit } => write!(
                f,
                "digit d{position} lets a move leave any number of heaps; at most {limit} are supported"
            ),
            AddingTokens => write!(
                f,
                "only one digit may stand before the point: moves that add tokens are not supported"
            ),
            ZeroSubtraction => write!(f, "a subtraction game's move must remove at least one token"),
        }
    }
}

impl From<InvalidReason> for ParseErrorKind {
    fn from(reason: InvalidReason) -> ParseErrorKind {
        ParseErrorKind::Invalid { reason }
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "line {}, column {}: {}", self.line, self.column, self.kind)?;
        let (quoted, caret) = self.quote();
        let gutter = self.line.to_string();
        let pad = " ".repeat(gutter.len());
        writeln!(f, "{gutter} | {quoted}")?;
        write!(f, "{pad} | {caret}^")
    }
}

impl std::error::Error for ParseError {}

#[cfg(test)]
mod tests;
