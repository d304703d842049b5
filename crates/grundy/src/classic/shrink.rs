//! Shrinking a judge problem's input: [`shrink_candidates`] lists the inputs one step
//! smaller than a valid input (a test case, row, column, pile, bottle, tree, pendant edge
//! or pair of moves removed, a number lowered), largest steps first, each one valid again:
//! every candidate is checked by the problem's own `parse`, so a shrinking loop that keeps
//! a failing candidate never leaves the problem's guarantees. A loop that takes the first
//! still-failing candidate until none fails ends on an input that no single step shrinks.
//!
//! O(number of candidates × input length): each candidate is a fresh text.

use std::fmt::Write;

use super::{hnoi2007_split, hnoi2014_jiangnan, loj6033_board, noi2011_bunny, poi2009_kam, poj2311_cutting};
use super::{poj3710_christmas, shoi2008_john, Problem};
use crate::board::{Board, Position, StoneCell, TokenCell};

/// The valid inputs one shrinking step away from `input`, largest steps first; empty
/// when `input` does not parse (nothing is known about it) or nothing is left to remove.
///
/// # Examples
/// ```
/// use grundy::classic::shrink::shrink_candidates;
/// use grundy::classic::Problem;
/// let smaller = shrink_candidates(Problem::Poj2311Cutting, b"5 4\n3 2\n");
/// assert!(smaller.contains(&"3 2\n".to_string())); // a sheet removed
/// assert!(smaller.contains(&"2 4\n3 2\n".to_string())); // a side lowered to 2
/// ```
pub fn shrink_candidates(problem: Problem, input: &[u8]) -> Vec<String> {
    let candidates = match problem {
        Problem::Poi2009Kam => kam(input),
        Problem::Hnoi2007Split => split(input),
        Problem::Hnoi2014Jiangnan => jiangnan(input),
        Problem::Poj2311Cutting => cutting(input),
        Problem::Poj3710Christmas => christmas(input),
        Problem::Loj6033Board => token_board(input),
        Problem::Noi2011Bunny => bunny(input),
        Problem::Shoi2008John => john(input),
    };
    let original = String::from_utf8_lossy(input);
    let mut seen = std::collections::HashSet::new();
    candidates
        .into_iter()
        .filter(|c| *c != original && problem.validate(c.as_bytes()).is_ok() && seen.insert(c.clone()))
        .collect()
}

/// Numbers separated by single spaces.
fn join(values: &[u64]) -> String {
    values.iter().map(u64::to_string).collect::<Vec<_>>().join(" ")
}

/// The lists one step smaller than `lists`: one list removed (keeping at least
/// `min_lists`), one element removed from a list (keeping at least `min_len`), one element
/// lowered by `lower` (which returns the smaller values to try).
fn list_steps(
    lists: &[Vec<u64>],
    min_lists: usize,
    min_len: usize,
    lower: impl Fn(&[u64], usize) -> Vec<u64>,
) -> Vec<Vec<Vec<u64>>> {
    let mut res = Vec::new();
    for i in 0..lists.len() {
        if lists.len() > min_lists {
            let mut fewer = lists.to_vec();
            fewer.remove(i);
            res.push(fewer);
        }
    }
    for (i, list) in lists.iter().enumerate() {
        for j in 0..list.len() {
            if list.len() > min_len {
                let mut shorter = lists.to_vec();
                shorter[i].remove(j);
                res.push(shorter);
            }
        }
    }
    for (i, list) in lists.iter().enumerate() {
        for j in 0..list.len() {
            for value in lower(list, j) {
                let mut lowered = lists.to_vec();
                lowered[i][j] = value;
                res.push(lowered);
            }
        }
    }
    res
}

/// The smaller values to try for `value` down to `floor`: the floor and the midpoint.
fn lower_towards(value: u64, floor: u64) -> Vec<u64> {
    if value <= floor {
        return Vec::new();
    }
    let mid = floor + (value - floor) / 2;
    if mid > floor {
        vec![floor, mid]
    } else {
        vec![floor]
    }
}

/// Cases written the way Kam, split and John write them: the count, then each case's length and
/// values on two lines.
fn render_counted(cases: &[Vec<u64>]) -> String {
    let mut out = format!("{}\n", cases.len());
    for values in cases {
        let _ = writeln!(out, "{}\n{}", values.len(), join(values));
    }
    out
}

fn kam(input: &[u8]) -> Vec<String> {
    let Ok(parsed) = poi2009_kam::parse(input) else { return Vec::new() };
    // A pile may go down to its left neighbour (the row stays non-decreasing).
    let lower = |piles: &[u64], j: usize| lower_towards(piles[j], if j == 0 { 0 } else { piles[j - 1] });
    list_steps(parsed.arrangements(), 1, 1, lower).iter().map(|cases| render_counted(cases)).collect()
}

fn split(input: &[u8]) -> Vec<String> {
    let Ok(parsed) = hnoi2007_split::parse(input) else { return Vec::new() };
    list_steps(parsed.cases(), 1, 2, |beans, j| lower_towards(beans[j], 0))
        .iter()
        .map(|cases| render_counted(cases))
        .collect()
}

fn jiangnan(input: &[u8]) -> Vec<String> {
    let Ok(parsed) = hnoi2014_jiangnan::parse(input) else { return Vec::new() };
    let render = |threshold: u64, games: &[Vec<u64>]| {
        let mut out = format!("{} {threshold}\n", games.len());
        for piles in games {
            let _ = writeln!(out, "{} {}", piles.len(), join(piles));
        }
        out
    };
    let mut res: Vec<String> = list_steps(parsed.games(), 1, 1, |piles, j| lower_towards(piles[j], 1))
        .into_iter()
        .map(|games| render(parsed.threshold(), &games))
        .collect();
    for threshold in lower_towards(parsed.threshold(), 1) {
        res.push(render(threshold, parsed.games()));
    }
    res
}

fn john(input: &[u8]) -> Vec<String> {
    let Ok(parsed) = shoi2008_john::parse(input) else { return Vec::new() };
    // A pile may go down to 0 (the statement gives no lower bound).
    list_steps(parsed.games(), 1, 1, |piles, j| lower_towards(piles[j], 0))
        .iter()
        .map(|cases| render_counted(cases))
        .collect()
}

fn cutting(input: &[u8]) -> Vec<String> {
    let Ok(parsed) = poj2311_cutting::parse(input) else { return Vec::new() };
    let lists: Vec<Vec<u64>> =
        parsed.sheets().iter().map(|&(w, h)| vec![u64::from(w), u64::from(h)]).collect();
    list_steps(&lists, 1, 2, |sides, j| lower_towards(sides[j], 2))
        .into_iter()
        .map(|sheets| sheets.iter().map(|s| format!("{} {}\n", s[0], s[1])).collect())
        .collect()
}

/// A POJ 3710 tree as `(number of nodes, edges)` over nodes `1..=m` (node 1 the root).
type Tree = (usize, Vec<(usize, usize)>);

fn christmas(input: &[u8]) -> Vec<String> {
    let Ok(parsed) = poj3710_christmas::parse(input) else { return Vec::new() };
    // Nodes renumbered compactly: vertex i is node i + 1 (vertex 0 is node 1, the root).
    let cases: Vec<Vec<Tree>> = parsed
        .cases()
        .iter()
        .map(|case| {
            let tree = |t: &poj3710_christmas::Tree| {
                let edges = t.graph.edges().map(|(_, a, b)| (a.index() + 1, b.index() + 1)).collect();
                (t.graph.n_vertices(), edges)
            };
            case.trees.iter().map(tree).collect()
        })
        .collect();
    let render = |cases: &[Vec<Tree>]| {
        let mut out = String::new();
        for trees in cases {
            let _ = writeln!(out, "{}", trees.len());
            for (m, edges) in trees {
                let _ = writeln!(out, "{m} {}", edges.len());
                for (a, b) in edges {
                    let _ = writeln!(out, "{a} {b}");
                }
            }
        }
        out
    };
    let mut res = Vec::new();
    for i in 0..cases.len() {
        if cases.len() > 1 {
            let mut fewer = cases.clone();
            fewer.remove(i);
            res.push(render(&fewer));
        }
    }
    for (i, trees) in cases.iter().enumerate() {
        for j in 0..trees.len() {
            if trees.len() > 1 {
                let mut fewer = cases.clone();
                fewer[i].remove(j);
                res.push(render(&fewer));
            }
        }
    }
    // A pendant node (not the root, one edge, not a loop) and its edge: the tree keeps its
    // shape, a tree with polygons hanging from it.
    for (i, trees) in cases.iter().enumerate() {
        for (j, (m, edges)) in trees.iter().enumerate() {
            let mut degree = vec![0usize; m + 1];
            for &(a, b) in edges {
                degree[a] += 1;
                degree[b] += 1;
            }
            for (leaf, _) in degree.iter().enumerate().skip(2).filter(|&(_, &d)| d == 1) {
                let rename = |v: usize| if v > leaf { v - 1 } else { v };
                let kept: Vec<(usize, usize)> = edges
                    .iter()
                    .filter(|&&(a, b)| a != leaf && b != leaf)
                    .map(|&(a, b)| (rename(a), rename(b)))
                    .collect();
                let mut smaller = cases.clone();
                smaller[i][j] = (m - 1, kept);
                res.push(render(&smaller));
            }
        }
    }
    res
}

/// The board without row `row` (or, with `column`, without that column).
fn without_line<C: crate::Cell>(board: &Board<C>, index: usize, column: bool) -> Option<Board<C>> {
    let (n_rows, n_cols) = (board.n_rows(), board.n_cols());
    let (rows, cols) = if column { (n_rows, n_cols - 1) } else { (n_rows - 1, n_cols) };
    if rows == 0 || cols == 0 {
        return None;
    }
    let shape = board.shape();
    let cells = (0..n_rows * n_cols)
        .filter(|&c| {
            let p = shape.position(crate::CellId::new(c));
            if column {
                p.col != index
            } else {
                p.row != index
            }
        })
        .map(|c| board.cells()[c])
        .collect();
    Some(Board::new(rows, cols, cells))
}

fn token_board(input: &[u8]) -> Vec<String> {
    let Ok(board) = loj6033_board::parse(input) else { return Vec::new() };
    let mut res = Vec::new();
    for (count, column) in [(board.n_rows(), false), (board.n_cols(), true)] {
        for index in 0..count {
            if let Some(smaller) = without_line(&board, index, column) {
                res.push(format!("{} {}\n{smaller}", smaller.n_rows(), smaller.n_cols()));
            }
        }
    }
    // Fewer free cells: one free cell blocked.
    for (cell, &c) in board.cells().iter().enumerate() {
        if c == TokenCell::Free {
            let mut cells = board.cells().to_vec();
            cells[cell] = TokenCell::Blocked;
            let smaller = Board::new(board.n_rows(), board.n_cols(), cells);
            res.push(format!("{} {}\n{smaller}", smaller.n_rows(), smaller.n_cols()));
        }
    }
    res
}

/// A NOI 2011 record as text.
fn render_record(board: &Board<StoneCell>, moves: &[Position]) -> String {
    let mut out = format!("{} {}\n{board}{}\n", board.n_rows(), board.n_cols(), moves.len() / 2);
    for p in moves {
        let _ = writeln!(out, "{}", p.judge());
    }
    out
}

fn bunny(input: &[u8]) -> Vec<String> {
    let Ok(record) = noi2011_bunny::parse(input) else { return Vec::new() };
    let board = record.board();
    let shape = board.shape();
    let moves: Vec<Position> = record.moves().iter().map(|&c| shape.position(c)).collect();
    let mut path = vec![shape.position(record.start())];
    path.extend(&moves);
    let mut res = Vec::new();
    // Fewer moves: drop the last pairs, then make Tutu stuck where the game now stops by
    // turning the white stones next to the empty cell, none of them on the path, black.
    for pairs in (1..moves.len() / 2).rev() {
        let kept = &moves[..2 * pairs];
        let empty = shape.cell(kept[kept.len() - 1]).expect("a move is on the board");
        // The board after the kept moves, to see which stones lie next to the empty cell.
        let mut now = board.cells().to_vec();
        let mut at = record.start();
        for &p in kept {
            let cell = shape.cell(p).expect("a move is on the board");
            now.swap(at.index(), cell.index());
            at = cell;
        }
        let mut cells = board.cells().to_vec();
        for n in shape.neighbors(empty) {
            if now[n.index()] == StoneCell::White && !path.contains(&shape.position(n)) {
                cells[n.index()] = StoneCell::Black;
            }
        }
        res.push(render_record(&Board::new(board.n_rows(), board.n_cols(), cells), kept));
    }
    // A smaller board: a first or last row or column that the game never touches.
    let lines = [(0, false), (board.n_rows() - 1, false), (0, true), (board.n_cols() - 1, true)];
    for (index, column) in lines {
        let touched = path.iter().any(|p| if column { p.col == index } else { p.row == index });
        if touched {
            continue;
        }
        if let Some(smaller) = without_line(board, index, column) {
            let shift = |p: &Position| match (column, index) {
                (false, 0) => Position::new(p.row - 1, p.col),
                (true, 0) => Position::new(p.row, p.col - 1),
                _ => *p,
            };
            let moved: Vec<Position> = moves.iter().map(shift).collect();
            res.push(render_record(&smaller, &moved));
        }
    }
    res
}
