//! Maximum matching and vertex status of grid graphs (the usable cells of a board, each
//! joined to its orthogonal usable neighbours), computed on the board itself: no graph is
//! built, and a neighbour is a fixed offset away.
//!
//! The board is stored padded (one unusable column on each side, two unusable rows above
//! and below), so the neighbours of a cell are at ±1 and ±stride and no bounds are
//! checked. The colour with fewer usable cells is *active* (it is nearly all matched at
//! the end), the other *passive*. The engine runs
//! 1. [`start`]: the Karp-Sipser start, or on boards with 20% or more unusable cells a
//!    row-major greedy one, O(C); on boards of a million cells or more with 8% or more
//!    unusable, [`strips`] instead: strips of 500 rows each matched to the maximum by
//!    steps 1 to 3 (step 2 with a budget of 16 visits a cell), on all threads, so that the
//!    steps below only cross the seams; from 8 strips on, the seams of each half of the
//!    board are first crossed by step 2 within that half, one half a thread
//!    ([`Grid::augment_halves`]), so that the whole board is left with the middle seam
//!    and the trees that touch it;
//! 2. [`single_source`]: one alternating breadth-first search per free active cell,
//!    discarding failed search trees for good, within a budget of C cell visits; on
//!    near-full boards (fewer than 4% unusable) within C / 8, and then [`guided`]: the
//!    same searches, complete, but each aimed at the nearest free passive cell (greedy
//!    best-first; those no free active cell reaches are dropped once a search has to
//!    retarget), near roots first, within 8 C visits
//!    (near-full boards need long paths, which a breadth-first search pays for with the
//!    disc around its root);
//! 3. [`push_relabel`] with global relabelling ([`relabel`], on two threads on boards of
//!    2^20 cells or more), first in first out, for what is left
//!    (the long augmenting paths of near-full boards); once it has dropped many hopeless
//!    cells it hands over to the single-source searches again (budget C), and takes
//!    back what they leave;
//! 4. the vertex status: a cell is missed by some maximum matching iff an even
//!    alternating path joins it to a free cell (Gallai-Edmonds / Dulmage-Mendelsohn), by
//!    one depth-first search from the free cells of each colour (such a path stays on
//!    its colour), the two colours on two threads, O(C). When the single-source searches
//!    had the last word, the active colour's cells are read off their closed trees
//!    instead, and both threads search the passive colour; the searches mark those cells
//!    as they close each tree, so no pass over the active colour is left.
//!
//! The answer does not depend on the number of threads (the tests compare one and two
//! bit for bit).
//!
//! A cell's state is one byte (usable, the direction of its mate, missable), so the
//! answer costs one byte a cell and the peak is about 5 bytes a cell (with the `u32`
//! labels and queue of push-relabel, one slot for each pair of cells; the two-thread
//! relabelling keeps only its fronts, about 3 bytes). Time: O(C) for steps 1, 2 (bounded
//! by its budget) and 4; push-relabel is O(C²) in the worst case and near linear on
//! random boards.
//!
//! The designs tried and left out, with their measurements, are in the repository's
//! `docs/design/grid-matching.md`.
//!
//! Not done here: diagonal moves, wrap-around, threads inside step 2 and in the pushes
//! of step 3 (the seams' augmenting paths are found on one thread). Every loop keeps an
//! explicit stack or queue.

use std::sync::atomic::{AtomicU8, Ordering::Relaxed};

use crate::board::CellId;

mod guided;
mod push_relabel;
mod relabel;
mod single_source;
mod start;
mod strips;

/// A label no alternating path is as long as: "no path".
const INFINITE: u32 = u32::MAX;

/// The guided searches' budget, in visits per padded cell (see [`GridOptions::guided`]).
const GUIDED_BUDGET: u64 = 8;

/// A board is near full, for [`Grid::augment_to_maximum`], below this percentage of
/// unusable cells.
const NEAR_FULL_BELOW: usize = 4;

/// On near-full boards, the share of the single-source searches' budget they get before
/// the guided searches (see [`Grid::augment_to_maximum`]).
const NEAR_FULL_SHARE: u64 = 8;

/// "No cell", for padded indices.
const NO_CELL: usize = usize::MAX;

/// State bit: the cell is usable.
const USABLE: u8 = 0x80;
/// State bit: some maximum matching misses the cell (set by the status search at the end).
const MISSABLE: u8 = 0x40;
/// State bits: 0 if the cell is unmatched, else 1 + the index in [`Grid::neighbors`] of
/// its mate.
const DIRECTION: u8 = 0x07;
/// State bit of the single-source searches: the cell is in a closed failed search tree.
const DEAD: u8 = 0x08;
/// State bit of the single-source searches: the current search has reached the cell.
const VISITED: u8 = 0x10;
/// State bits of the single-source searches: the index in [`Grid::neighbors`] of the
/// direction from the cell's parent to it (bits 5 and 6; cleared, like [`VISITED`], when
/// the search ends, so [`MISSABLE`] is free again for the status search).
const PARENT: u8 = 0x60;
/// The lowest bit of [`PARENT`].
const PARENT_SHIFT: u32 = 5;
/// State bit of the single-source searches in a half board, on [`DEAD`] cells only (it
/// is one of the [`PARENT`] bits, which dead cells do not use): the closed tree is
/// closed in the half but may not be on the whole board (see [`Grid::augment_halves`]).
const LOCAL_DEAD: u8 = 0x20;

/// A maximum matching of a board's grid graph, with every cell's status.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GridMatching {
    n_rows: usize,
    n_cols: usize,
    /// The padded states (see [`Grid`]).
    state: Vec<u8>,
    size: usize,
}

impl GridMatching {
    /// The number of matched pairs.
    pub fn size(&self) -> usize {
        self.size
    }

    /// The number of rows of the board.
    pub fn n_rows(&self) -> usize {
        self.n_rows
    }

    /// The number of columns of the board.
    pub fn n_cols(&self) -> usize {
        self.n_cols
    }

    /// The mate of `cell`, if it is matched.
    ///
    /// # Panics
    /// If `cell` is off the board.
    pub fn mate(&self, cell: CellId) -> Option<CellId> {
        self.cell(cell).mate()
    }

    /// Whether some maximum matching leaves the usable cell `cell` unmatched: the player
    /// to move from a token there loses. `false` for unusable cells.
    ///
    /// # Panics
    /// If `cell` is off the board.
    pub fn is_missable(&self, cell: CellId) -> bool {
        self.cell(cell).is_missable()
    }

    /// The view of one cell.
    ///
    /// # Panics
    /// If `cell` is off the board.
    pub fn cell(&self, cell: CellId) -> GridCell {
        assert!(cell.index() < self.n_rows * self.n_cols, "cell off the board");
        let padded = padded_index(self.n_cols, cell.index() / self.n_cols, cell.index() % self.n_cols);
        GridCell { cell: cell.index() as u32, n_cols: self.n_cols as u32, state: self.state[padded] }
    }

    /// Every cell in row-major order, in O(1) each.
    pub fn cells(&self) -> impl Iterator<Item = GridCell> + '_ {
        (0..self.n_rows).flat_map(move |r| self.row(r))
    }

    /// The cells of row `row`, left to right, in O(1) each.
    ///
    /// # Panics
    /// If `row` is off the board.
    ///
    /// # Examples
    /// ```
    /// use grundy::matching::grid_matching;
    /// let m = grid_matching(2, 3, |cell| cell != 4);
    /// let usable: Vec<bool> = m.row(1).map(|cell| cell.is_usable()).collect();
    /// assert_eq!(usable, [true, false, true]);
    /// ```
    pub fn row(&self, row: usize) -> impl Iterator<Item = GridCell> + '_ {
        let n_cols = self.n_cols as u32;
        let first_cell = (row * self.n_cols) as u32;
        self.row_states(row).iter().zip(first_cell..).map(move |(&state, cell)| GridCell {
            cell,
            n_cols,
            state,
        })
    }

    /// The columns of row `row` whose cells are [missable](GridMatching::is_missable),
    /// left to right, gathered by one branch-free pass over the row's state bytes (the
    /// LOJ 6033 judge output is written from it; on random boards a branch a cell
    /// mispredicts often).
    ///
    /// # Panics
    /// If `row` is off the board.
    ///
    /// # Examples
    /// ```
    /// use grundy::matching::grid_matching;
    /// // .#.    the usable cells form a path of five, (0, 0) (1, 0) (1, 1) (1, 2) (0, 2):
    /// // ...    some maximum matching (of two pairs) misses each of its ends and its middle.
    /// let m = grid_matching(2, 3, |cell| cell != 1);
    /// assert_eq!(m.missable_in_row(0).collect::<Vec<_>>(), [0, 2]);
    /// assert_eq!(m.missable_in_row(1).collect::<Vec<_>>(), [1]);
    /// ```
    pub fn missable_in_row(&self, row: usize) -> impl Iterator<Item = usize> {
        let states = self.row_states(row);
        // Every column is written at the end, which moves on past the missable ones (the
        // end never passes the column, so the row's length is room enough).
        let mut columns = vec![0u32; states.len()];
        let mut end = 0;
        for (c, &st) in states.iter().enumerate() {
            columns[end] = c as u32;
            end += usize::from(missable_state(st));
        }
        columns.truncate(end);
        columns.into_iter().map(|c| c as usize)
    }

    /// The number of [missable](GridMatching::is_missable) cells.
    ///
    /// # Examples
    /// ```
    /// use grundy::matching::grid_matching;
    /// // .#.    a path of five cells: its ends and its middle are missable.
    /// // ...
    /// assert_eq!(grid_matching(2, 3, |cell| cell != 1).missable_count(), 3);
    /// ```
    pub fn missable_count(&self) -> usize {
        (0..self.n_rows).map(|r| self.row_states(r).iter().filter(|&&st| missable_state(st)).count()).sum()
    }

    /// The state bytes of row `row`.
    fn row_states(&self, row: usize) -> &[u8] {
        assert!(row < self.n_rows, "row off the board");
        let first = padded_index(self.n_cols, row, 0);
        &self.state[first..first + self.n_cols]
    }
}

/// Whether the state byte of an answer's cell says it is usable and missable (the row
/// views of [`GridMatching`]).
#[inline]
fn missable_state(st: u8) -> bool {
    st & (USABLE | MISSABLE) == USABLE | MISSABLE
}

/// One cell of a [`GridMatching`]: whether it is usable, its mate, its status.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GridCell {
    cell: u32,
    n_cols: u32,
    state: u8,
}

impl GridCell {
    /// The cell.
    pub fn id(self) -> CellId {
        CellId::new(self.cell as usize)
    }

    /// Whether the cell is usable.
    pub fn is_usable(self) -> bool {
        self.state & USABLE != 0
    }

    /// Whether some maximum matching leaves the (usable) cell unmatched.
    pub fn is_missable(self) -> bool {
        self.state & MISSABLE != 0
    }

    /// The cell's mate, if it is matched.
    pub fn mate(self) -> Option<CellId> {
        let mate = match self.state & DIRECTION {
            1 => self.cell + 1,
            2 => self.cell + self.n_cols,
            3 => self.cell - 1,
            4 => self.cell - self.n_cols,
            _ => return None,
        };
        Some(CellId::new(mate as usize))
    }
}

/// Writes in `state` that `p` and `q`, its neighbour in direction index `i` (0..4), are
/// mates: both states become usable with the direction of the other, which drops any
/// old mate and search mark ([`Grid::link`], and the single-source searches, which hold
/// the states as a slice).
#[inline]
fn pair_states(state: &mut [u8], p: usize, q: usize, i: usize) {
    state[p] = USABLE | (i as u8 + 1);
    state[q] = USABLE | ((i ^ 2) as u8 + 1);
}

/// The padded index of the cell at (`r`, `c`) of a board with `n_cols` columns: two
/// unusable rows above, one unusable column on each side.
fn padded_index(n_cols: usize, r: usize, c: usize) -> usize {
    (r + 2) * (n_cols + 2) + c + 1
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
    padded.is_some_and(|p| p < u32::MAX as usize)
}

/// A maximum matching of the grid graph of the cells of an `n_rows × n_cols` board for
/// which `usable(cell)` holds (`cell` the row-major index), with the status of every cell.
///
/// # Complexity
/// O(C) space for C cells; near-linear time on random boards, O(C²) in the worst case
/// (see the module documentation).
///
/// # Panics
/// If the board does not [`grid_fits`].
///
/// # Examples
/// ```
/// use grundy::matching::grid_matching;
/// use grundy::CellId;
/// // #.
/// // ..   one pair at most; the cells (0, 1) and (1, 0) are each missed by some
/// //      maximum matching, the corner (1, 1) by none.
/// let m = grid_matching(2, 2, |cell| cell != 0);
/// assert_eq!(m.size(), 1);
/// assert!(m.is_missable(CellId::new(1)) && m.is_missable(CellId::new(2)));
/// assert!(!m.is_missable(CellId::new(3)));
/// assert!(m.mate(CellId::new(3)).is_some());
/// ```
pub fn grid_matching(n_rows: usize, n_cols: usize, usable: impl Fn(usize) -> bool) -> GridMatching {
    grid_matching_with(n_rows, n_cols, usable, GridOptions::default())
}

/// How [`grid_matching_with`] runs; the default is what [`grid_matching`] does.
#[derive(Clone, Copy, Debug)]
pub(crate) struct GridOptions {
    /// The single-source searches' budget, on the board, in each strip and in each half
    /// of [`Grid::augment_halves`] (`None`: the number of padded cells on the board or in
    /// the half, [`strips::STRIP_BUDGET`] times that in a strip); the tests use 0 to run
    /// push-relabel on every board.
    pub(crate) budget: Option<u64>,
    /// The guided searches' budget, on the board and in each strip (`None`:
    /// [`GUIDED_BUDGET`] visits a padded cell); 0 skips them, and push-relabel takes over
    /// from the breadth-first searches.
    pub(crate) guided: Option<u64>,
    /// Boards with fewer than this percentage of unusable cells are near full (default
    /// [`NEAR_FULL_BELOW`]; the tests use 101 to run the guided searches on every board).
    pub(crate) near_full_below: usize,
    /// A guided search takes its next target after `base + slope · d` visits spent on a
    /// target at distance `d` (default [`guided::RETARGET`]; the tests use (1, 0), a new
    /// target at every visit).
    pub(crate) retarget: (u64, u64),
    /// The threads for the strips and the status search (at least 1).
    pub(crate) threads: usize,
    /// Match strips of this many rows first (`None`: strips of [`strips::STRIP_ROWS`]
    /// where [`Grid::strips_pay`]).
    pub(crate) strip_rows: Option<usize>,
    /// Global relabellings run on two threads on boards of this many padded cells or more
    /// (when `threads` is 2 or more; the tests use 0 to run them so on every board).
    pub(crate) parallel_relabel_from: usize,
}

impl Default for GridOptions {
    fn default() -> GridOptions {
        let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
        GridOptions {
            budget: None,
            guided: None,
            near_full_below: NEAR_FULL_BELOW,
            retarget: guided::RETARGET,
            threads,
            strip_rows: None,
            parallel_relabel_from: relabel::PARALLEL_CELLS,
        }
    }
}

/// [`grid_matching`] run as `options` say. The answer does not depend on the options.
pub(crate) fn grid_matching_with(
    n_rows: usize,
    n_cols: usize,
    usable: impl Fn(usize) -> bool,
    options: GridOptions,
) -> GridMatching {
    assert!(grid_fits(n_rows, n_cols), "board too large for the grid engine");
    let mut grid = Grid::new(n_rows, n_cols, usable);
    let strip_rows = match options.strip_rows {
        None if grid.strips_pay() => Some(strips::STRIP_ROWS),
        rows => rows,
    };
    let roots = match strip_rows {
        Some(rows) => {
            grid.match_strips(rows, options);
            grid.merge_in_halves(rows, options)
        }
        None => {
            grid.start();
            None
        }
    };
    let relabel_threads = if grid.state.len() >= options.parallel_relabel_from { options.threads } else { 1 };
    let trees_closed = grid.augment_to_maximum(options, relabel_threads, roots);
    let size = grid.mark_missable(options.threads, trees_closed);
    GridMatching { n_rows, n_cols, state: grid.state, size }
}

/// The padded board and the matching being built.
struct Grid {
    n_rows: usize,
    n_cols: usize,
    /// The padded row length, `n_cols + 2`.
    stride: usize,
    /// Per padded cell: [`USABLE`], [`MISSABLE`] and the [`DIRECTION`] of its mate.
    state: Vec<u8>,
    /// The offsets of the four neighbours, indexed by direction - 1: right, down, left,
    /// up (so direction `i` and `i ^ 2` are opposite).
    offsets: [isize; 4],
    /// The parity of `row + col` of the active colour.
    active_parity: usize,
    /// The number of usable cells of each colour (by parity of `row + col`).
    n_usable: [usize; 2],
}

impl Grid {
    fn new(n_rows: usize, n_cols: usize, usable: impl Fn(usize) -> bool) -> Grid {
        let stride = n_cols + 2;
        let mut state = vec![0u8; (n_rows + 4) * stride];
        for r in 0..n_rows {
            let start = padded_index(n_cols, r, 0);
            for (c, st) in state[start..start + n_cols].iter_mut().enumerate() {
                *st = if usable(r * n_cols + c) { USABLE } else { 0 };
            }
        }
        Grid::from_state(n_rows, n_cols, state)
    }

    /// The grid of padded states `state` (usable bits and mates only).
    fn from_state(n_rows: usize, n_cols: usize, state: Vec<u8>) -> Grid {
        let stride = n_cols + 2;
        let mut count = [0usize; 2];
        for r in 0..n_rows {
            let start = padded_index(n_cols, r, 0);
            for (c, &st) in state[start..start + n_cols].iter().enumerate() {
                count[(r + c) & 1] += usize::from(st & USABLE != 0);
            }
        }
        let active_parity = usize::from(count[1] < count[0]);
        let s = stride as isize;
        Grid { n_rows, n_cols, stride, state, offsets: [1, s, -1, -s], active_parity, n_usable: count }
    }

    /// Augments the matching until it is maximum, as `options` say: single-source
    /// searches within `options.budget` cell visits (`None`: the number of padded cells);
    /// on near-full boards ([`Grid::unusable_below`] `options.near_full_below`) within an
    /// eighth of it ([`NEAR_FULL_SHARE`]) and then the guided searches within
    /// `options.guided` visits ([`Grid::augment_guided`]); then push-relabel, which may
    /// hand over once to the single-source searches (to prove the hopeless cells) and
    /// finishes whatever they leave. Push-relabel's global relabellings and the guided
    /// searches' reach search may use `threads` threads.
    ///
    /// The first searches start from `roots` when given (see [`Grid::augment_from`]),
    /// else from every free active cell.
    ///
    /// Returns whether the single-source or guided searches had the last word: every free
    /// active cell left was then the root of a failed search, and the [`DEAD`] marks are
    /// the passive cells of the closed trees (see [`Grid::mark_missable`]).
    fn augment_to_maximum(&mut self, options: GridOptions, threads: usize, roots: Option<Vec<u32>>) -> bool {
        let cells = self.state.len() as u64;
        let budget = options.budget.unwrap_or(cells);
        let guided = if self.unusable_below(options.near_full_below) {
            options.guided.unwrap_or(GUIDED_BUDGET * cells)
        } else {
            0
        };
        let first = if guided > 0 { budget / NEAR_FULL_SHARE } else { budget };
        if first > 0 || guided == 0 {
            let roots = roots.unwrap_or_else(|| self.free_cells_of(self.active_parity));
            if self.augment_from(&roots, first) {
                return true;
            }
        }
        if guided > 0 && self.augment_guided(guided, options.retarget, threads) {
            return true;
        }
        let mut hand_over = true;
        while !self.push_relabel(hand_over, threads) {
            if self.augment_each(budget) {
                return true;
            }
            hand_over = false;
        }
        false
    }

    /// Whether fewer than `percent` percent of the board's cells are unusable (near-full
    /// boards, the choice of start and of the strips).
    fn unusable_below(&self, percent: usize) -> bool {
        let cells = self.n_rows * self.n_cols;
        let unusable = cells - self.n_usable[0] - self.n_usable[1];
        unusable * 100 < cells * percent
    }

    // Label slots: cells `2k` and `2k + 1` always differ in colour (neighbours in a row do;
    // across a row end, the padded row length `n_cols + 2` is odd exactly when the last
    // cell of a row and the first of the next differ, and when it is even no pair
    // straddles a row end), so `cell >> 1` gives every cell of one colour its own slot.
    // Push-relabel keeps its labels of passive cells that way, in half the memory.

    /// The padded index of the cell at (`r`, `c`).
    fn at(&self, r: usize, c: usize) -> usize {
        padded_index(self.n_cols, r, c)
    }

    /// The free padded cells of one colour (`row + col` of that parity), row by row.
    fn free_cells_of(&self, parity: usize) -> Vec<u32> {
        let mut cells = Vec::new();
        self.push_free_cells(parity, 0..self.n_rows, &mut cells);
        cells
    }

    /// Appends the free padded cells of colour `parity` in rows `rows` to `cells`, row by
    /// row, in plain loops (the searches, push-relabel, its relabelling and the status
    /// search collect them at each start; with a chain of iterators over the cells the
    /// whole solve of 1000 x 1000 at 10% blocked ran 692 M instructions, now 642 M).
    fn push_free_cells(&self, parity: usize, rows: std::ops::Range<usize>, cells: &mut Vec<u32>) {
        for r in rows {
            let (mut p, end) = (self.at(r, (r + parity) & 1), self.at(r, self.n_cols));
            while p < end {
                if self.free(p) {
                    cells.push(p as u32);
                }
                p += 2;
            }
        }
    }

    /// The four neighbours of padded cell `p`, in direction order (in bounds thanks to the
    /// padding).
    #[inline]
    fn neighbors(&self, p: usize) -> [usize; 4] {
        [p + 1, p + self.stride, p - 1, p - self.stride]
    }

    #[inline]
    fn usable(&self, p: usize) -> bool {
        self.state[p] & USABLE != 0
    }

    /// Usable and unmatched.
    #[inline]
    fn free(&self, p: usize) -> bool {
        self.state[p] & (USABLE | DIRECTION) == USABLE
    }

    /// The mate of `p`, or [`NO_CELL`].
    #[inline]
    fn mate(&self, p: usize) -> usize {
        self.mate_or(p, NO_CELL)
    }

    /// The mate of `p`, or `none` when `p` is unmatched or unusable. The searches that
    /// run branch-free pass a cell whose mark is set beforehand, so that "no mate" is
    /// never new to them.
    #[inline]
    fn mate_or(&self, p: usize, none: usize) -> usize {
        let d = (self.state[p] & DIRECTION) as usize;
        if d == 0 {
            none
        } else {
            p.wrapping_add_signed(self.offsets[d - 1])
        }
    }

    /// Matches `p` with its neighbour in direction index `i` (0..4), overwriting both
    /// cells' old mates (the caller frees those). Returns the neighbour.
    #[inline]
    fn link(&mut self, p: usize, i: usize) -> usize {
        let q = p.wrapping_add_signed(self.offsets[i]);
        pair_states(&mut self.state, p, q, i);
        q
    }

    /// Leaves `p` unmatched.
    #[inline]
    fn unlink(&mut self, p: usize) {
        self.state[p] = USABLE;
    }

    /// Marks every cell that some maximum matching misses: those an even alternating
    /// path joins to a free cell. Such a path ends on its start's colour, so each colour
    /// is searched on its own ([`Grid::reach_missable`]), the two on two threads when
    /// `threads` allows. O(C).
    ///
    /// With `trees_closed` (the single-source searches ended the augmenting, see
    /// [`Grid::augment_to_maximum`]), the active colour needs no search and no pass: its
    /// cells that an even alternating path joins to a free one are the free ones and the
    /// mates of the [`DEAD`] cells, which the searches marked [`MISSABLE`] as they closed
    /// their trees. Every free active cell is then the root of a closed search tree,
    /// those trees hold every cell such a path from their roots can reach (a cell marked
    /// dead by an earlier tree is reached through it), and no later augmentation or push
    /// changed them (dead cells reach no free passive cell, so push-relabel never takes
    /// one, nor the active cells matched to them). The passive colour's search then has
    /// all `threads`. The [`DEAD`] marks are then cleared. (Marking the active colour in
    /// a pass of its own, from the mates' [`DEAD`] bits, cost more; see the repository's
    /// `docs/design/grid-matching.md`.)
    ///
    /// Otherwise both colours are searched, and their marks replace any the searches
    /// left ([`MISSABLE`] on the active cells of closed trees, [`DEAD`] on their passive
    /// cells, which the answer must not keep: two equal answers compare equal).
    ///
    /// Returns the number of matched pairs, counted as the passive colour's marks are
    /// written (each pair has one passive cell), which spares a pass of its own over the
    /// states.
    fn mark_missable(&mut self, threads: usize, trees_closed: bool) -> usize {
        let passive = self.active_parity ^ 1;
        if trees_closed {
            return if threads >= 2 && self.n_rows >= 2 {
                let seen = self.reach_missable_on_two(passive);
                self.merge_marks(passive, |slot| seen[slot].load(Relaxed), DEAD)
            } else {
                let seen = self.reach_missable(passive);
                self.merge_marks(passive, |slot| seen[slot], DEAD)
            };
        }
        let reached: [Vec<u8>; 2] = if threads >= 2 {
            std::thread::scope(|scope| {
                let other = scope.spawn(|| self.reach_missable(1));
                let mine = self.reach_missable(0);
                [mine, other.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic))]
            })
        } else {
            [self.reach_missable(0), self.reach_missable(1)]
        };
        let mut matched = [0; 2];
        for (parity, seen) in reached.iter().enumerate() {
            matched[parity] = self.merge_marks(parity, |slot| seen[slot], MISSABLE | DEAD);
        }
        matched[passive]
    }

    /// Sets [`MISSABLE`] on the cells of colour `parity` whose mark (`mark(cell >> 1)`)
    /// has it, and clears the state bits `clear` on them. Returns how many cells of that
    /// colour are matched.
    fn merge_marks(&mut self, parity: usize, mark: impl Fn(usize) -> u8, clear: u8) -> usize {
        let mut matched = 0;
        for r in 0..self.n_rows {
            for p in self.colour_in_row(r, parity) {
                let st = self.state[p];
                matched += usize::from(st & DIRECTION != 0);
                self.state[p] = (st & !clear) | (mark(p >> 1) & MISSABLE);
            }
        }
        matched
    }

    /// The padded cells of colour `parity` in row `r`, left to right.
    fn colour_in_row(&self, r: usize, parity: usize) -> std::iter::StepBy<std::ops::Range<usize>> {
        (self.at(r, (r + parity) & 1)..self.at(r, self.n_cols)).step_by(2)
    }

    /// The cells of colour `parity` (of `row + col`) joined to a free cell of that colour
    /// by an even alternating path, as marks indexed by `cell >> 1` (see the note on label
    /// slots; [`MISSABLE`] for such a cell, 0 for the others), on one thread.
    fn reach_missable(&self, parity: usize) -> Vec<u8> {
        let mut seen = vec![0u8; self.state.len() / 2 + 1];
        seen[0] = MISSABLE;
        self.search_reach(parity, 0..self.n_rows, |slot| {
            let new = seen[slot] == 0;
            if new {
                seen[slot] = MISSABLE;
            }
            new
        });
        seen
    }

    /// [`Grid::reach_missable`] on two threads: each searches from the free cells of its
    /// half of the rows, and both share the marks. A cell may be taken by both at once
    /// and searched from twice, which changes nothing, so the marks are those of one
    /// thread.
    fn reach_missable_on_two(&self, parity: usize) -> Vec<AtomicU8> {
        let seen: Vec<AtomicU8> = (0..self.state.len() / 2 + 1).map(|_| AtomicU8::new(0)).collect();
        seen[0].store(MISSABLE, Relaxed);
        let claim = |slot: usize| {
            let new = seen[slot].load(Relaxed) == 0;
            seen[slot].store(MISSABLE, Relaxed);
            new
        };
        let half = self.n_rows / 2;
        std::thread::scope(|scope| {
            let other = scope.spawn(|| self.search_reach(parity, half..self.n_rows, claim));
            self.search_reach(parity, 0..half, claim);
            other.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic));
        });
        seen
    }

    /// The search of [`Grid::reach_missable`] from the free cells of colour `parity` in
    /// rows `rows`: one depth-first search from each in turn, on an explicit stack, which
    /// goes on from the cells that `claim(cell >> 1)` marks for the first time.
    /// Reachability does not depend on the order, and a depth-first search moves between
    /// neighbouring cells, so it reads the board where it has just read it (a
    /// breadth-first search's front spreads over the whole board). "No mate" points at padded cell 0 (padding,
    /// marked beforehand, so never new). O(C).
    fn search_reach(
        &self,
        parity: usize,
        rows: std::ops::Range<usize>,
        mut claim: impl FnMut(usize) -> bool,
    ) {
        let mut roots = Vec::new();
        self.push_free_cells(parity, rows, &mut roots);
        let mut stack: Vec<u32> = Vec::new();
        for p in roots {
            if !claim(p as usize >> 1) {
                continue;
            }
            stack.push(p);
            while let Some(x) = stack.pop() {
                for y in self.neighbors(x as usize) {
                    let z = self.mate_or(y, 0);
                    if claim(z >> 1) {
                        stack.push(z as u32);
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests;
