//! A byte scanner shared by every parser: tokens, integers and line ends, with positions.
//!
//! The scanner works on `&[u8]` so that bytes which are not UTF-8 reach a located
//! [`ParseError`] instead of failing before parsing starts. It knows two ways of reading:
//! *line-oriented* (`token_in_line`, `end_line`: tokens must sit on the current line) and
//! *token-oriented* (`next_token`: any white space including line breaks separates tokens,
//! as `scanf` reads judge input). White space is space, tab and `\r`, so CRLF files, trailing
//! spaces and a missing final newline are all accepted. Every operation is O(length read).

use super::error::{shorten, ParseError, ParseErrorKind};

/// A cursor over the bytes of an input.
#[derive(Clone, Debug)]
pub(crate) struct Scanner<'a> {
    src: &'a [u8],
    pos: usize,
}

/// Whether `byte` is white space inside a line.
#[inline]
pub(crate) fn is_inline_space(byte: u8) -> bool {
    matches!(byte, b' ' | b'\t' | b'\r' | b'\x0b' | b'\x0c')
}

impl<'a> Scanner<'a> {
    /// A scanner at the start of `src`.
    pub(crate) fn new(src: &'a [u8]) -> Scanner<'a> {
        Scanner { src, pos: 0 }
    }

    /// The current byte offset.
    pub(crate) fn pos(&self) -> usize {
        self.pos
    }

    /// Moves the cursor to `pos` (clamped to the input).
    pub(crate) fn set_pos(&mut self, pos: usize) {
        self.pos = pos.min(self.src.len());
    }

    /// Bytes not read yet.
    pub(crate) fn rest(&self) -> &'a [u8] {
        &self.src[self.pos..]
    }

    /// Whether every byte has been read.
    pub(crate) fn at_end(&self) -> bool {
        self.pos >= self.src.len()
    }

    /// The next byte, if any, without consuming it.
    pub(crate) fn peek(&self) -> Option<u8> {
        self.src.get(self.pos).copied()
    }

    /// An error of `kind` at byte `offset`.
    pub(crate) fn error_at(&self, offset: usize, kind: ParseErrorKind) -> ParseError {
        ParseError::at(self.src, offset, kind)
    }

    /// An error of `kind` at the cursor.
    pub(crate) fn error(&self, kind: ParseErrorKind) -> ParseError {
        self.error_at(self.pos, kind)
    }

    /// An error for the character at `offset`, which the format does not allow: either
    /// [`ParseErrorKind::InvalidUtf8`] or [`ParseErrorKind::UnexpectedChar`].
    pub(crate) fn char_error(&self, offset: usize, expected: &'static str) -> ParseError {
        let end = (offset + 4).min(self.src.len());
        let bytes = &self.src[offset.min(end)..end];
        let decoded = match std::str::from_utf8(bytes) {
            Ok(text) => text.chars().next(),
            Err(err) if err.valid_up_to() > 0 => {
                std::str::from_utf8(&bytes[..err.valid_up_to()]).ok().and_then(|t| t.chars().next())
            }
            Err(_) => None,
        };
        match decoded {
            Some(found) => self.error_at(offset, ParseErrorKind::UnexpectedChar { expected, found }),
            None => self.error_at(offset, ParseErrorKind::InvalidUtf8),
        }
    }

    /// Skips spaces, tabs and carriage returns, but not line breaks.
    pub(crate) fn skip_inline_space(&mut self) {
        while let Some(&b) = self.src.get(self.pos) {
            if !is_inline_space(b) {
                break;
            }
            self.pos += 1;
        }
    }

    /// Skips all white space, line breaks included.
    pub(crate) fn skip_space(&mut self) {
        while let Some(&b) = self.src.get(self.pos) {
            if !(is_inline_space(b) || b == b'\n') {
                break;
            }
            self.pos += 1;
        }
    }

    /// Skips white space, line breaks, and whole lines whose first non-blank byte is
    /// `comment` (for `#`, `%` or `c` comment conventions pass a predicate instead).
    pub(crate) fn skip_space_and_comments(&mut self, is_comment: impl Fn(&[u8]) -> bool) {
        loop {
            self.skip_space();
            if self.at_end() || !is_comment(self.rest()) {
                return;
            }
            self.skip_line();
        }
    }

    /// Skips to just after the next line break (or to the end).
    pub(crate) fn skip_line(&mut self) {
        match self.rest().iter().position(|&b| b == b'\n') {
            Some(i) => self.pos += i + 1,
            None => self.pos = self.src.len(),
        }
    }

    /// Returns the rest of the current line (without `\n`, with a trailing `\r` or spaces
    /// kept) and moves past its line break.
    pub(crate) fn take_line(&mut self) -> (usize, &'a [u8]) {
        let start = self.pos;
        let rest = self.rest();
        match rest.iter().position(|&b| b == b'\n') {
            Some(i) => {
                self.pos += i + 1;
                (start, &rest[..i])
            }
            None => {
                self.pos = self.src.len();
                (start, rest)
            }
        }
    }

    /// Whether the scanner stands at the start of a line (or of the input).
    pub(crate) fn at_line_start(&self) -> bool {
        self.pos == 0 || self.src.get(self.pos - 1) == Some(&b'\n')
    }

    /// Whether only white space remains on the current line.
    pub(crate) fn at_line_end(&mut self) -> bool {
        self.skip_inline_space();
        matches!(self.peek(), None | Some(b'\n'))
    }

    /// Requires that only white space remains on the current line, then moves past its
    /// line break. Anything else is [`ParseErrorKind::Trailing`].
    pub(crate) fn end_line(&mut self) -> Result<(), ParseError> {
        self.skip_inline_space();
        match self.peek() {
            None => Ok(()),
            Some(b'\n') => {
                self.pos += 1;
                Ok(())
            }
            Some(_) => {
                let start = self.pos;
                let token = self.raw_token();
                Err(self.error_at(start, ParseErrorKind::Trailing { found: shorten(token) }))
            }
        }
    }

    /// Requires that only white space remains in the whole input.
    pub(crate) fn end_input(&mut self) -> Result<(), ParseError> {
        self.skip_space();
        if self.at_end() {
            return Ok(());
        }
        let start = self.pos;
        let token = self.raw_token();
        Err(self.error_at(start, ParseErrorKind::Trailing { found: shorten(token) }))
    }

    /// Reads the run of non-space bytes at the cursor.
    fn raw_token(&mut self) -> &'a [u8] {
        let start = self.pos;
        while let Some(&b) = self.src.get(self.pos) {
            if is_inline_space(b) || b == b'\n' {
                break;
            }
            self.pos += 1;
        }
        &self.src[start..self.pos]
    }

    /// The next token on the current line, with its offset; `None` at the line's end
    /// (the line break is not consumed).
    pub(crate) fn token_in_line(&mut self) -> Option<(usize, &'a [u8])> {
        self.skip_inline_space();
        match self.peek() {
            None | Some(b'\n') => None,
            Some(_) => {
                let start = self.pos;
                Some((start, self.raw_token()))
            }
        }
    }

    /// The next token anywhere (line breaks count as white space), with its offset.
    pub(crate) fn next_token(&mut self) -> Option<(usize, &'a [u8])> {
        self.skip_space();
        if self.at_end() {
            None
        } else {
            let start = self.pos;
            Some((start, self.raw_token()))
        }
    }

    /// Interprets `token` (found at `offset`) as a non-negative decimal integer.
    pub(crate) fn parse_u64(
        &self,
        offset: usize,
        token: &[u8],
        what: &'static str,
    ) -> Result<u64, ParseError> {
        if token.first() == Some(&b'-') && token.len() > 1 && token[1..].iter().all(u8::is_ascii_digit) {
            return Err(self.error_at(offset, ParseErrorKind::Negative { what }));
        }
        let digits = token.strip_prefix(b"+").unwrap_or(token);
        if digits.is_empty() || !digits.iter().all(u8::is_ascii_digit) {
            if let Err(err) = std::str::from_utf8(token) {
                return Err(self.error_at(offset + err.valid_up_to(), ParseErrorKind::InvalidUtf8));
            }
            return Err(self.error_at(
                offset,
                ParseErrorKind::UnexpectedToken { expected: what, found: shorten(token) },
            ));
        }
        let mut value: u64 = 0;
        for &digit in digits {
            value = value
                .checked_mul(10)
                .and_then(|v| v.checked_add(u64::from(digit - b'0')))
                .ok_or_else(|| self.error_at(offset, ParseErrorKind::Overflow { what }))?;
        }
        Ok(value)
    }

    /// Reads the next token anywhere and parses it as an integer in `min..=max`.
    pub(crate) fn u64_in(&mut self, what: &'static str, min: u64, max: u64) -> Result<u64, ParseError> {
        let (offset, token) =
            self.next_token().ok_or_else(|| self.error(ParseErrorKind::UnexpectedEnd { expected: what }))?;
        self.check_range(offset, token, what, min, max)
    }

    /// Reads the next token of the current line and parses it as an integer in `min..=max`.
    pub(crate) fn u64_in_line(&mut self, what: &'static str, min: u64, max: u64) -> Result<u64, ParseError> {
        let (offset, token) = self.token_in_line().ok_or_else(|| {
            let kind = if self.at_end() {
                ParseErrorKind::UnexpectedEnd { expected: what }
            } else {
                ParseErrorKind::EndOfLine { expected: what }
            };
            self.error(kind)
        })?;
        self.check_range(offset, token, what, min, max)
    }

    fn check_range(
        &self,
        offset: usize,
        token: &[u8],
        what: &'static str,
        min: u64,
        max: u64,
    ) -> Result<u64, ParseError> {
        let value = self.parse_u64(offset, token, what)?;
        if value < min || value > max {
            return Err(self.error_at(offset, ParseErrorKind::OutOfRange { what, value, min, max }));
        }
        Ok(value)
    }
}

#[cfg(test)]
mod tests;
