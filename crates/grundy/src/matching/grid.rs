//! Maximum matching and vertex status of grid graphs (the usable cells of a board, each
//! joined to its orthogonal usable neighbours), computed on the board itself: no graph is
//! built, and a neighbour is a fixed offset away.
//!
//! The board is stored padded (one unusable column on each side, two unusable rows above
//! and below), so the neighbours of a cell are at ±1 and ±stride and no bounds are
//! checked. The colour with fewer usable cells is *active* (it is nearly all matched at
//! the end), the other *passive*. The engine runs
//! 1. [`karp_sipser`]: the Karp-Sipser start, O(C);
//! 2. [`single_source`]: one alternating breadth-first search per free active cell,
//!    discarding failed search trees for good, within a budget of C cell visits;
//! 3. [`push_relabel`] with global relabelling, first in first out, for what is left
//!    (the long augmenting paths of near-full boards);
//! 4. the vertex status: a cell is missed by some maximum matching iff an even
//!    alternating path joins it to a free cell (Gallai-Edmonds / Dulmage-Mendelsohn), by
//!    one breadth-first search from all free cells, O(C).
//!
//! About 11 bytes a cell at the peak (the padded flags, a `u32` mate and a `u32` label per
//! cell, and the answer). Time: O(C) for steps 1, 2 (bounded by its budget) and 4;
//! push-relabel is O(C²) in the worst case and near linear on random boards. Measured and
//! left out: Pothen-Fan phases (no gain over push-relabel from this start in the graph
//! engine) and label-guided depth-first searches that repair the labels of a free cell's
//! whole basin once it is taken (on a 2000 x 2000 board with 2% blocked the basins
//! repaired added up to 134 million cells, 30 times the board; 12 s against 0.8 s).
//! Not done here: diagonal moves, wrap-around, parallelism. Every loop keeps an explicit
//! stack or queue.

use crate::board::CellId;

use super::NONE;

mod karp_sipser;
mod push_relabel;
mod single_source;

/// A label no alternating path is as long as: "no path".
const INFINITE: u32 = u32::MAX;

/// A maximum matching of a board's grid graph, with every cell's status.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GridMatching {
    n_cols: usize,
    /// Row-major: the mate's row-major index, or [`NONE`].
    mate: Vec<u32>,
    /// Row-major: whether some maximum matching misses the cell (usable cells only).
    missable: Vec<bool>,
    size: usize,
}

impl GridMatching {
    /// The number of matched pairs.
    pub fn size(&self) -> usize {
        self.size
    }

    /// The mate of `cell`, if it is matched.
    ///
    /// # Panics
    /// If `cell` is off the board.
    pub fn mate(&self, cell: CellId) -> Option<CellId> {
        let m = self.mate[cell.index()];
        (m != NONE).then(|| CellId::new(m as usize))
    }

    /// Whether some maximum matching leaves the usable cell `cell` unmatched: the player
    /// to move from a token there loses. `false` for unusable cells.
    ///
    /// # Panics
    /// If `cell` is off the board.
    pub fn is_missable(&self, cell: CellId) -> bool {
        self.missable[cell.index()]
    }

    /// The number of columns of the board.
    pub fn n_cols(&self) -> usize {
        self.n_cols
    }
}

/// Whether [`grid_matching`] takes an `n_rows × n_cols` board: its padded copy must
/// number its cells with `u32`.
///
/// # Examples
/// ```
/// use grundy::matching::grid_fits;
/// assert!(grid_fits(10_000, 10_000));
/// assert!(!grid_fits(1, 1 << 32));
/// ```
pub fn grid_fits(n_rows: usize, n_cols: usize) -> bool {
    let padded = n_rows.checked_add(4).zip(n_cols.checked_add(2)).and_then(|(r, c)| r.checked_mul(c));
    padded.is_some_and(|p| p < NONE as usize)
}

/// A maximum matching of the grid graph of the cells of an `n_rows × n_cols` board for
/// which `usable[cell]` holds (row-major), with the status of every cell.
///
/// # Complexity
/// O(C) space for C cells; near-linear time on random boards, O(C²) in the worst case
/// (see the module documentation).
///
/// # Panics
/// If `usable.len() != n_rows * n_cols`, or the board does not [`grid_fits`].
///
/// # Examples
/// ```
/// use grundy::matching::grid_matching;
/// use grundy::CellId;
/// // #.
/// // ..   one pair at most; the cells (0, 1) and (1, 0) are each missed by some
/// //      maximum matching, the corner (1, 1) by none.
/// let m = grid_matching(2, 2, &[false, true, true, true]);
/// assert_eq!(m.size(), 1);
/// assert!(m.is_missable(CellId::new(1)) && m.is_missable(CellId::new(2)));
/// assert!(!m.is_missable(CellId::new(3)));
/// ```
pub fn grid_matching(n_rows: usize, n_cols: usize, usable: &[bool]) -> GridMatching {
    grid_matching_with_budget(n_rows, n_cols, usable, None)
}

/// [`grid_matching`] with the single-source searches' budget given (`None`: the number of
/// padded cells); the tests use 0 to run push-relabel on every board.
pub(crate) fn grid_matching_with_budget(
    n_rows: usize,
    n_cols: usize,
    usable: &[bool],
    budget: Option<u64>,
) -> GridMatching {
    assert_eq!(Some(usable.len()), n_rows.checked_mul(n_cols), "one flag per cell");
    assert!(grid_fits(n_rows, n_cols), "board too large for the grid engine");
    let mut grid = Grid::new(n_rows, n_cols, usable);
    grid.karp_sipser();
    if !grid.augment_each(budget.unwrap_or(grid.usable.len() as u64)) {
        grid.push_relabel();
    }
    let missable = grid.missable();
    // Back to row-major indices: a mate is one of the four neighbours.
    let (s, n_cells) = (grid.stride, n_rows * n_cols);
    let mut mate = vec![NONE; n_cells];
    let mut missable_cells = vec![false; n_cells];
    let mut size = 0;
    for r in 0..n_rows {
        let first = grid.at(r, 0);
        let row = r * n_cols;
        for c in 0..n_cols {
            let (p, cell) = (first + c, row + c);
            missable_cells[cell] = missable[p];
            let m = grid.mate[p] as usize;
            mate[cell] = if m == p + 1 {
                cell as u32 + 1
            } else if m + 1 == p {
                cell as u32 - 1
            } else if m == p + s {
                (cell + n_cols) as u32
            } else if m + s == p {
                (cell - n_cols) as u32
            } else {
                continue;
            };
            size += 1;
        }
    }
    GridMatching { n_cols, mate, missable: missable_cells, size: size / 2 }
}

/// The padded board and the matching being built.
struct Grid {
    n_rows: usize,
    n_cols: usize,
    /// The padded row length, `n_cols + 2`.
    stride: usize,
    /// Padded: whether the cell is usable (the padding is not).
    usable: Vec<bool>,
    /// Padded index of the mate, or [`NONE`].
    mate: Vec<u32>,
    /// The parity of `row + col` of the active colour.
    active_parity: usize,
}

impl Grid {
    fn new(n_rows: usize, n_cols: usize, usable: &[bool]) -> Grid {
        let stride = n_cols + 2;
        let mut padded = vec![false; (n_rows + 4) * stride];
        let mut count = [0usize; 2];
        for r in 0..n_rows {
            let row = &usable[r * n_cols..(r + 1) * n_cols];
            let start = (r + 2) * stride + 1;
            padded[start..start + n_cols].copy_from_slice(row);
            for (c, &u) in row.iter().enumerate() {
                count[(r + c) & 1] += usize::from(u);
            }
        }
        let active_parity = usize::from(count[1] < count[0]);
        let mate = vec![NONE; padded.len()];
        Grid { n_rows, n_cols, stride, usable: padded, mate, active_parity }
    }

    /// The padded index of the cell at (`r`, `c`).
    fn at(&self, r: usize, c: usize) -> usize {
        (r + 2) * self.stride + c + 1
    }

    /// The padded cells of one colour (`row + col` of that parity), row by row.
    fn cells_of(&self, parity: usize) -> impl Iterator<Item = usize> + '_ {
        (0..self.n_rows).flat_map(move |r| {
            let first = (r + parity) & 1;
            (first..self.n_cols).step_by(2).map(move |c| self.at(r, c))
        })
    }

    /// The four neighbours of padded cell `p` (in bounds thanks to the padding).
    fn neighbors(&self, p: usize) -> [usize; 4] {
        [p + 1, p + self.stride, p - 1, p - self.stride]
    }

    /// Whether some maximum matching misses each padded cell: one breadth-first search
    /// along even alternating paths from all free cells. O(C).
    fn missable(&self) -> Vec<bool> {
        let mut missable = vec![false; self.usable.len()];
        let mut queue: Vec<u32> = Vec::new();
        for r in 0..self.n_rows {
            for c in 0..self.n_cols {
                let p = self.at(r, c);
                if self.usable[p] && self.mate[p] == NONE {
                    missable[p] = true;
                    queue.push(p as u32);
                }
            }
        }
        let mut head = 0;
        while head < queue.len() {
            let x = queue[head] as usize;
            head += 1;
            for y in self.neighbors(x) {
                if !self.usable[y] {
                    continue;
                }
                let z = self.mate[y];
                if z != NONE && !missable[z as usize] {
                    missable[z as usize] = true;
                    queue.push(z);
                }
            }
        }
        missable
    }
}

#[cfg(test)]
mod tests;
