//! Telling the general input formats apart by their content: [`detect`].
//!
//! The rules, tried in order (each looks at lines with surrounding white space ignored):
//! 1. **Matrix Market** if the input's first bytes are `%%MatrixMarket` (any case, no leading
//!    white space).
//! 2. **DIMACS** if, after blank lines and lines starting with `c`, the first line is
//!    `p edge ...` or `p col ...`.
//! 3. **Board** if, after an optional first line of exactly two unsigned integers (the
//!    `n m` header), there is at least one non-blank line and every non-blank line is made
//!    only of the board characters `.`, `#`, `X` and `O` (blank lines are tolerated here
//!    so that the board parser reports them with a location).
//! 4. **Edge list** otherwise (also for empty input: its parser then reports it).
//!
//! At most two passes over the input, O(length), no allocation. The result is a guess
//! that the chosen parser then confirms or refutes with a located error; a reader that
//! must be strict (see [`crate::input::read_graph`]) also asks [`first_board_row`] and
//! reports what the file looks like as a [`FileKind`]. Not done here: telling token
//! boards from stone boards (the caller looks for `X`/`O`).

use std::fmt;

/// A general input format: a graph file, or a token board read as its grid graph.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Format {
    /// A character board ([`super::parse_board`]; as a graph, a token board).
    Board,
    /// An edge list with named vertices ([`super::parse_edge_list`]).
    EdgeList,
    /// A DIMACS `p edge` graph ([`super::parse_dimacs`]).
    Dimacs,
    /// A Matrix Market coordinate matrix ([`super::parse_matrix_market`]).
    MatrixMarket,
}

impl Format {
    /// Every format.
    pub const ALL: [Format; 4] = [Format::EdgeList, Format::Dimacs, Format::MatrixMarket, Format::Board];

    /// The format's short name: `edgelist`, `dimacs`, `mtx` or `board`.
    pub fn name(self) -> &'static str {
        match self {
            Format::EdgeList => "edgelist",
            Format::Dimacs => "dimacs",
            Format::MatrixMarket => "mtx",
            Format::Board => "board",
        }
    }

    /// The format called `name` (see [`Format::name`]).
    pub fn from_name(name: &str) -> Option<Format> {
        Format::ALL.into_iter().find(|f| f.name() == name)
    }

    /// The format a file extension (without the dot, any case) stands for: `mtx`,
    /// `col` or `dimacs`, `board`; `None` for any other extension.
    pub fn from_extension(extension: &str) -> Option<Format> {
        match extension.to_ascii_lowercase().as_str() {
            "mtx" => Some(Format::MatrixMarket),
            "col" | "dimacs" => Some(Format::Dimacs),
            "board" => Some(Format::Board),
            _ => None,
        }
    }

    /// How vertices of this format are named, for messages.
    pub fn naming(self) -> &'static str {
        match self {
            Format::EdgeList => "vertices are named as in the edge list",
            Format::Dimacs => "DIMACS vertices are named by their numbers",
            Format::MatrixMarket => "matrix rows are r1, r2, ... and columns c1, c2, ...",
            Format::Board => "vertices are the free cells, as `row,col` or `(row, col)` from 1",
        }
    }
}

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What a file looks like, for an error that says so.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum FileKind {
    /// A graph file of the given format.
    Graph(Format),
    /// A board of stones `X`/`O` with one empty cell.
    StoneBoard,
    /// A NOI 2011 game record: an `n m` header, a stone board, then moves.
    GameRecord,
    /// Board rows mixed with other lines.
    BoardRows,
}

impl fmt::Display for FileKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            FileKind::Graph(Format::EdgeList) => "an edge list",
            FileKind::Graph(Format::Dimacs) => "a DIMACS graph",
            FileKind::Graph(Format::MatrixMarket) => "a Matrix Market matrix",
            FileKind::Graph(Format::Board) => "a token board",
            FileKind::StoneBoard => "a stone board (`X`, `O` and one `.`)",
            FileKind::GameRecord => "a NOI 2011 game record",
            FileKind::BoardRows => "board rows mixed with other lines",
        })
    }
}

/// The lines of `src` with surrounding white space trimmed.
fn trimmed_lines(src: &[u8]) -> impl Iterator<Item = &[u8]> {
    src.split(|&b| b == b'\n').map(<[u8]>::trim_ascii)
}

/// Whether `line` is two unsigned integers separated by white space.
fn is_size_header(line: &[u8]) -> bool {
    let mut tokens = line.split(|b| b.is_ascii_whitespace()).filter(|t| !t.is_empty());
    let is_number = |t: &[u8]| t.iter().all(u8::is_ascii_digit);
    matches!((tokens.next(), tokens.next(), tokens.next()), (Some(a), Some(b), None) if is_number(a) && is_number(b))
}

/// Guesses the format of `src` by its content. The rules, tried in order (lines compared
/// with surrounding white space ignored):
/// 1. [`Format::MatrixMarket`] if the input starts with `%%MatrixMarket` (any case);
/// 2. [`Format::Dimacs`] if, after blank lines and lines starting with `c`, the first
///    line is `p edge ...` or `p col ...`;
/// 3. [`Format::Board`] if, after an optional first line of exactly two unsigned integers,
///    there is a non-blank line and every non-blank line is made only of `.`, `#`, `X`, `O`;
/// 4. [`Format::EdgeList`] otherwise, empty input included.
///
/// The guess is confirmed or refuted by the chosen parser, with a located error.
///
/// # Complexity
/// O(length of `src`) time, no allocation.
///
/// # Examples
/// ```
/// use grundy::format::{detect, Format};
///
/// assert_eq!(detect(b"2 3\n.#.\n...\n"), Format::Board);
/// assert_eq!(detect(b"c comment\np edge 2 1\ne 1 2\n"), Format::Dimacs);
/// assert_eq!(detect(b"%%MatrixMarket matrix coordinate pattern general\n1 1 0\n"), Format::MatrixMarket);
/// assert_eq!(detect(b"alice bob\n"), Format::EdgeList);
/// ```
pub fn detect(src: &[u8]) -> Format {
    let banner = b"%%matrixmarket";
    if src.len() >= banner.len() && src[..banner.len()].eq_ignore_ascii_case(banner) {
        return Format::MatrixMarket;
    }
    let first = trimmed_lines(src).find(|line| !line.is_empty() && line[0] != b'c');
    if let Some(line) = first {
        let mut tokens = line.split(|b| b.is_ascii_whitespace()).filter(|t| !t.is_empty());
        if tokens.next() == Some(b"p") && matches!(tokens.next(), Some(b"edge" | b"col")) {
            return Format::Dimacs;
        }
    }
    let mut lines = trimmed_lines(src).filter(|line| !line.is_empty()).peekable();
    if lines.peek().is_some_and(|line| is_size_header(line)) {
        lines.next();
    }
    let mut n_rows = 0usize;
    for line in lines {
        if !line.iter().all(|b| matches!(b, b'.' | b'#' | b'X' | b'O')) {
            return Format::EdgeList;
        }
        n_rows += 1;
    }
    if n_rows > 0 {
        Format::Board
    } else {
        Format::EdgeList
    }
}

/// The offset of the first line that looks like a board row (two or more characters, all
/// of `.`, `#`, `X`, `O`, around white space), and whether the input holds stones (`X` or
/// `O`) anywhere. O(length).
pub(crate) fn first_board_row(src: &[u8]) -> Option<(usize, bool)> {
    let mut offset = 0;
    for line in src.split(|&b| b == b'\n') {
        let start = offset + line.iter().take_while(|b| b.is_ascii_whitespace()).count();
        offset += line.len() + 1;
        let row = line.trim_ascii();
        if row.len() >= 2 && row.iter().all(|b| matches!(b, b'.' | b'#' | b'X' | b'O')) {
            return Some((start, src.iter().any(|&b| b == b'X' || b == b'O')));
        }
    }
    None
}

/// Whether the first non-blank line is two unsigned integers (a judge's `n m` header).
pub(crate) fn starts_with_size_header(src: &[u8]) -> bool {
    trimmed_lines(src).find(|l| !l.is_empty()).is_some_and(is_size_header)
}

#[cfg(test)]
mod tests;
