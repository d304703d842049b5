//! Random inputs of the judge problems: [`generate`] writes one input of a problem's
//! exact format that keeps every guarantee of its statement, from a seed, a [`Size`] and a
//! [`Mode`]; [`super::shrink::shrink_candidates`] lists the inputs one shrinking step away (a case, row,
//! column, pile, tree or pair of moves removed, a number lowered), each one valid too.
//!
//! The stream is rand's `Xoshiro256PlusPlus` seeded by `seed_from_u64`, whose output rand
//! documents as portable and stable, so the same seed gives the same input on every
//! machine. Every generated or shrunk input is checked by the problem's own `parse` (the
//! tests run thousands of seeds over every size and mode). Sizes go from a few tokens
//! ([`Size::Tiny`]) to the statements' limits ([`Size::Max`]); [`Mode::Corner`] draws the
//! statements' corner cases (empty bottles, a single cell, a board with no free cell, a
//! pile at the bound, every pile of one stone, ...), the bounds being the size's (the statement's at `Max`). O(size of the input) time, but for NOI 2011 records, whose
//! games are played out with the grid engine choosing Dandan's winning moves (O(cells)
//! per half-move).

use std::fmt::Write;

use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};

use super::Problem;
use crate::board::{Board, BoardShape, CellId, StoneCell, TokenCell};
use crate::matching::grid_matching;

/// How large a generated input is, ordered from the smallest.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[non_exhaustive]
pub enum Size {
    /// A few tokens: what a person reads at a glance.
    Tiny,
    /// Up to about ten of everything.
    Small,
    /// Between small and the limits.
    Medium,
    /// Up to the statement's limits.
    Max,
}

impl Size {
    /// Every size, smallest first.
    pub const ALL: [Size; 4] = [Size::Tiny, Size::Small, Size::Medium, Size::Max];

    /// The size's name: `tiny`, `small`, `medium` or `max`.
    pub fn name(self) -> &'static str {
        match self {
            Size::Tiny => "tiny",
            Size::Small => "small",
            Size::Medium => "medium",
            Size::Max => "max",
        }
    }

    /// The size called `name`.
    pub fn from_name(name: &str) -> Option<Size> {
        Size::ALL.into_iter().find(|s| s.name() == name)
    }

    /// Picks by size from four bounds.
    fn pick(self, bounds: [u64; 4]) -> u64 {
        bounds[self as usize]
    }
}

/// What kind of input to draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Mode {
    /// Uniformly random within the size.
    Random,
    /// One of the statement's corner cases, within the size.
    Corner,
}

/// One input of `problem`, drawn from `seed` within `size`.
///
/// # Examples
/// ```
/// use grundy::classic::gen::{generate, Mode, Size};
/// use grundy::classic::Problem;
/// let input = generate(Problem::Poi2009Kam, 7, Size::Tiny, Mode::Random);
/// assert_eq!(input, generate(Problem::Poi2009Kam, 7, Size::Tiny, Mode::Random));
/// assert!(grundy::classic::poi2009_kam::parse(input.as_bytes()).is_ok());
/// ```
pub fn generate(problem: Problem, seed: u64, size: Size, mode: Mode) -> String {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let corner = mode == Mode::Corner;
    match problem {
        Problem::Poi2009Kam => kam(&mut rng, size, corner),
        Problem::Hnoi2007Split => split(&mut rng, size, corner),
        Problem::Hnoi2014Jiangnan => jiangnan(&mut rng, size, corner),
        Problem::Poj2311Cutting => cutting(&mut rng, size, corner),
        Problem::Poj3710Christmas => christmas(&mut rng, size, corner),
        Problem::Loj6033Board => token_board(&mut rng, size, corner),
        Problem::Noi2011Bunny => bunny(&mut rng, size, corner),
        Problem::Shoi2008John => john(&mut rng, size, corner),
    }
}

type Rng = Xoshiro256PlusPlus;

/// A number in `lo..=hi`.
fn between(rng: &mut Rng, lo: u64, hi: u64) -> u64 {
    rng.random_range(lo..=hi.max(lo))
}

/// Numbers separated by single spaces.
fn join(values: &[u64]) -> String {
    values.iter().map(u64::to_string).collect::<Vec<_>>().join(" ")
}

fn kam(rng: &mut Rng, size: Size, corner: bool) -> String {
    let cases = between(rng, 1, size.pick([2, 3, 10, 10]));
    let mut out = format!("{cases}\n");
    for _ in 0..cases {
        let n = between(rng, 1, size.pick([4, 10, 100, 1000])) as usize;
        let bound = size.pick([5, 20, 1000, 10_000]);
        let mut piles: Vec<u64> = match (corner, rng.random_range(..4u32)) {
            (true, 0) => vec![0; n],
            (true, 1) => vec![between(rng, 0, bound); n],
            (true, 2) => vec![bound; n],
            (true, _) => vec![between(rng, 0, bound)],
            (false, _) => (0..n).map(|_| between(rng, 0, bound)).collect(),
        };
        piles.sort_unstable();
        let _ = writeln!(out, "{}\n{}", piles.len(), join(&piles));
    }
    out
}

fn split(rng: &mut Rng, size: Size, corner: bool) -> String {
    let cases = between(rng, 1, size.pick([2, 3, 10, 10]));
    let mut out = format!("{cases}\n");
    for _ in 0..cases {
        let n = between(rng, 2, size.pick([4, 8, 21, 21])) as usize;
        let bound = size.pick([3, 10, 100, 10_000]);
        let beans: Vec<u64> = match (corner, rng.random_range(..4u32)) {
            (true, 0) => vec![0; n],
            (true, 1) => (0..n).map(|i| if i + 1 == n { between(rng, 1, bound) } else { 0 }).collect(),
            (true, 2) => vec![bound; n],
            (true, _) => vec![between(rng, 0, bound), between(rng, 0, bound)],
            (false, _) => (0..n).map(|_| between(rng, 0, bound)).collect(),
        };
        let _ = writeln!(out, "{}\n{}", beans.len(), join(&beans));
    }
    out
}

fn jiangnan(rng: &mut Rng, size: Size, corner: bool) -> String {
    let games = between(rng, 1, size.pick([3, 5, 20, 99]));
    let bound = size.pick([10, 50, 2000, 99_999]);
    let threshold = match (corner, rng.random_range(..3u32)) {
        (true, 0) => 1,
        (true, 1) => bound + 1,
        _ => between(rng, 1, size.pick([5, 20, 1000, 99_999])),
    };
    let mut out = format!("{games} {threshold}\n");
    for _ in 0..games {
        let n = between(rng, 1, size.pick([3, 5, 20, 99])) as usize;
        let piles: Vec<u64> = match (corner, rng.random_range(..3u32)) {
            (true, 0) => vec![1; n],
            (true, 1) => vec![bound; n],
            _ => (0..n).map(|_| between(rng, 1, bound)).collect(),
        };
        let _ = writeln!(out, "{} {}", piles.len(), join(&piles));
    }
    out
}

fn cutting(rng: &mut Rng, size: Size, corner: bool) -> String {
    let pairs = between(rng, 1, size.pick([3, 10, 50, 200]));
    let side = size.pick([5, 10, 50, 200]);
    let mut out = String::new();
    for _ in 0..pairs {
        let (w, h) = match (corner, rng.random_range(..3u32)) {
            (true, 0) => (2, 2),
            (true, 1) => (side, side),
            (true, _) => (2, side),
            (false, _) => (between(rng, 2, side), between(rng, 2, side)),
        };
        let _ = writeln!(out, "{w} {h}");
    }
    out
}

/// SHOI 2008 John: up to 500 cases of up to 50 piles of up to 5000 stones (at `Max`).
/// Each random case draws its own pile bound, so cases whose piles are all 0 or 1 (where
/// misère and normal Nim disagree) come up at every size. The corner cases: every pile of
/// one stone, a single pile, empty piles only, one pile of two stones or more among piles
/// of 0 and 1 (where the rule changes), N at the bound with every pile at the bound; half
/// of the corner inputs have T at the bound.
fn john(rng: &mut Rng, size: Size, corner: bool) -> String {
    let max_cases = size.pick([3, 10, 100, 500]);
    let cases = if corner && rng.random_bool(0.5) { max_cases } else { between(rng, 1, max_cases) };
    let max_piles = size.pick([4, 8, 20, 50]);
    let bound = size.pick([3, 10, 300, 5000]);
    let mut out = format!("{cases}\n");
    for _ in 0..cases {
        let n = between(rng, 1, max_piles) as usize;
        let piles: Vec<u64> = match (corner, rng.random_range(..6u32)) {
            (true, 0) => vec![1; n],
            (true, 1) => vec![between(rng, 0, bound)],
            (true, 2) => vec![0; n],
            (true, 3) => {
                let large = rng.random_range(..n);
                (0..n)
                    .map(|i| if i == large { between(rng, 2, bound.max(2)) } else { between(rng, 0, 1) })
                    .collect()
            }
            (true, 4) => vec![bound; max_piles as usize],
            (true, _) => (0..n).map(|_| between(rng, 0, 1)).collect(),
            (false, _) => {
                let hi = between(rng, 1, bound);
                (0..n).map(|_| between(rng, 0, hi)).collect()
            }
        };
        let _ = writeln!(out, "{}\n{}", piles.len(), join(&piles));
    }
    out
}

/// One POJ 3710 tree: a random tree on `nodes` nodes rooted at node 1, with polygons
/// (cycles of new nodes) hanging from some of its nodes, every edge in at most one polygon;
/// fewer than 100 nodes and 500 edges in all.
fn christmas_tree(rng: &mut Rng, nodes: u64, polygons: u64) -> (u64, Vec<(u64, u64)>) {
    let mut edges: Vec<(u64, u64)> = (2..=nodes).map(|v| (between(rng, 1, v - 1), v)).collect();
    let mut m = nodes;
    for _ in 0..polygons {
        let length = between(rng, 3, 6);
        if m + length > 99 {
            break;
        }
        let at = between(rng, 1, m);
        let mut previous = at;
        for _ in 1..length {
            m += 1;
            edges.push((previous, m));
            previous = m;
        }
        edges.push((previous, at));
    }
    // Shuffle the edge order and the ends of each edge (the statement promises neither).
    for i in (1..edges.len()).rev() {
        edges.swap(i, rng.random_range(..=i));
    }
    for edge in &mut edges {
        if rng.random_bool(0.5) {
            *edge = (edge.1, edge.0);
        }
    }
    (m, edges)
}

fn christmas(rng: &mut Rng, size: Size, corner: bool) -> String {
    let cases = between(rng, 1, size.pick([2, 3, 5, 10]));
    let mut out = String::new();
    for _ in 0..cases {
        let trees = between(rng, 1, size.pick([2, 3, 10, 99]));
        let _ = writeln!(out, "{trees}");
        for _ in 0..trees {
            let (m, edges) = match (corner, rng.random_range(..3u32)) {
                (true, 0) => (1, Vec::new()),
                (true, 1) => (3, vec![(1, 2), (2, 3), (3, 1)]),
                (true, _) => {
                    let length = between(rng, 2, size.pick([4, 8, 30, 99]));
                    (length, (1..length).map(|v| (v, v + 1)).collect())
                }
                (false, _) => {
                    let nodes = between(rng, 1, size.pick([4, 8, 30, 60]));
                    let polygons = between(rng, 0, size.pick([1, 2, 5, 8]));
                    christmas_tree(rng, nodes, polygons)
                }
            };
            let _ = writeln!(out, "{m} {}", edges.len());
            for (a, b) in edges {
                let _ = writeln!(out, "{a} {b}");
            }
        }
    }
    out
}

/// A board of `n_rows × n_cols` drawn cell by cell.
fn draw<C: crate::Cell>(n_rows: usize, n_cols: usize, mut cell: impl FnMut(usize) -> C) -> Board<C> {
    Board::new(n_rows, n_cols, (0..n_rows * n_cols).map(&mut cell).collect())
}

fn token_board(rng: &mut Rng, size: Size, corner: bool) -> String {
    let side = size.pick([3, 6, 30, 100]);
    let (n_rows, n_cols) = (between(rng, 1, side) as usize, between(rng, 1, side) as usize);
    let blocked = rng.random_range(0..60u32) as f64 / 100.0;
    let board = match (corner, rng.random_range(..5u32)) {
        (true, 0) => draw(1, 1, |_| TokenCell::Free),
        (true, 1) => draw(1, 1, |_| TokenCell::Blocked),
        (true, 2) => draw(n_rows, n_cols, |_| TokenCell::Blocked),
        (true, 3) => draw(n_rows, n_cols, |_| TokenCell::Free),
        (true, _) => {
            draw(1, n_cols, |_| if rng.random_bool(blocked) { TokenCell::Blocked } else { TokenCell::Free })
        }
        (false, _) => {
            draw(
                n_rows,
                n_cols,
                |_| if rng.random_bool(blocked) { TokenCell::Blocked } else { TokenCell::Free },
            )
        }
    };
    format!("{} {}\n{board}", board.n_rows(), board.n_cols())
}

/// A NOI 2011 record: a random stone board with one empty cell, played out until the
/// player to move has no move, Dandan choosing a winning move whenever the grid engine
/// finds one and Tutu a random legal move; kept when it ends with Tutu stuck after at
/// least one pair of moves (the statement's guarantee), else drawn again.
fn bunny(rng: &mut Rng, size: Size, corner: bool) -> String {
    let side = size.pick([3, 5, 10, 40]);
    for _ in 0..10_000 {
        let (n_rows, n_cols) = if corner {
            (1, between(rng, 3, side.max(3)) as usize)
        } else {
            (between(rng, 1, side) as usize, between(rng, 2, side) as usize)
        };
        let empty = rng.random_range(..n_rows * n_cols);
        let board = draw(n_rows, n_cols, |c| {
            if c == empty {
                StoneCell::Empty
            } else if rng.random_bool(0.5) {
                StoneCell::White
            } else {
                StoneCell::Black
            }
        });
        if let Some(moves) = play_out(rng, &board, CellId::new(empty)) {
            let shape = board.shape();
            let mut out = format!("{n_rows} {n_cols}\n{board}{}\n", moves.len() / 2);
            for cell in moves {
                let _ = writeln!(out, "{}", shape.position(cell).judge());
            }
            return out;
        }
    }
    // Ten thousand boards without a valid game: the smallest record there is.
    "1 3\nOX.\n1\n1 2\n1 1\n".to_string()
}

/// Plays a game on `board` from `start` (see [`bunny`]); the moved stones' cells when it
/// ends with Tutu to move and stuck after k >= 1 pairs of moves, else `None`.
fn play_out(rng: &mut Rng, board: &Board<StoneCell>, start: CellId) -> Option<Vec<CellId>> {
    let shape: BoardShape = board.shape();
    let mut cells = board.cells().to_vec();
    let mut visited = vec![false; cells.len()];
    let start_colour = shape.colour(start);
    let mut empty = start;
    let mut moves = Vec::new();
    loop {
        let tutu = moves.len() % 2 == 0;
        let stone = if tutu { StoneCell::White } else { StoneCell::Black };
        let legal: Vec<CellId> = shape.neighbors(empty).filter(|&n| cells[n.index()] == stone).collect();
        if legal.is_empty() {
            return (tutu && moves.len() >= 2 && moves.len() <= 2000).then_some(moves);
        }
        let choice = if tutu && rng.random_bool(0.5) {
            legal[rng.random_range(..legal.len())]
        } else {
            // The player to move wins iff the empty cell is covered by every maximum
            // matching of the cells still in play, and wins by moving to its mate.
            let usable = |c: usize| {
                let colour = shape.colour(CellId::new(c));
                c == empty.index()
                    || (!visited[c]
                        && ((board.cells()[c] == StoneCell::Black && colour == start_colour)
                            || (board.cells()[c] == StoneCell::White && colour != start_colour)))
            };
            let grid = grid_matching(shape.n_rows(), shape.n_cols(), usable);
            match grid.mate(empty).filter(|_| !grid.is_missable(empty)) {
                Some(to) if legal.contains(&to) => to,
                _ => legal[rng.random_range(..legal.len())],
            }
        };
        visited[empty.index()] = true;
        cells.swap(empty.index(), choice.index());
        moves.push(choice);
        empty = choice;
    }
}

#[cfg(test)]
mod tests;
