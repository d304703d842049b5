//! The Dulmage-Mendelsohn permutation of a sparse matrix ([`dmperm`]), in MATLAB's
//! `dmperm` conventions with 0-based indices, and its structural rank
//! ([`structural_rank`]).
//!
//! Rows are the left vertices of the pattern's bipartite graph, columns the right ones.
//! From one maximum matching (the engine of [`super::maximum_matching`]) the vertex parts
//! of [`super::vertex_status`] give the coarse decomposition, and the strongly connected
//! components of the alternating digraph on the well-determined rows (the engine of
//! [`super::dulmage_mendelsohn`]) give the fine blocks. With `p`, `q` the row and column
//! permutations, `C = A[p, q]` splits into 4 × 4 coarse blocks
//!
//! ```text
//!           C0   C1   C2   C3        column sets: cc[0]..cc[1] .. cc[4]
//!     R1  [ A11  A12  A13  A14 ]     row sets:    rr[0]..rr[1] .. rr[4]
//!     R2  [  0    0   A23  A24 ]
//!     R3  [  0    0    0   A34 ]
//!     R0  [  0    0    0   A44 ]
//! ```
//!
//! where C0 are the unmatched columns and R0 the unmatched rows, A12, A23 and A34 are
//! square with the matched entries on their diagonals, `[A11 A12]` is the
//! under-determined part (every column in it is missed by some maximum matching),
//! `A23` the well-determined part (perfectly matched) and `[A34; A44]` the
//! over-determined part (every row in it is missed by some maximum matching). The
//! structural rank is `rr[3]`. The fine blocks `r`, `s` (block `k` is rows
//! `r[k]..r[k+1]` and columns `s[k]..s[k+1]` of `C`): `[A11 A12]` first unless it has
//! no column, then the irreducible diagonal blocks of `A23` in an upper triangular
//! order (an entry in block row `a`, block column `b` has `a <= b`), then
//! `[A34; A44]` unless it has no row. Within every part, rows come by increasing index,
//! and the columns of a matched row's diagonal are its mates.
//!
//! O(V E) time at worst (the matching; near linear on the patterns of Jacobians and
//! random matrices), then O(V + E) for the permutation; O(V + E) extra space.
//! Not done here: numeric values (pivoting, condition), symmetric permutations of
//! square matrices with a zero-free diagonal (Tarjan's algorithm on the matrix itself
//! gives the same blocks).

use super::dulmage_mendelsohn::fine_blocks;
use super::{maximum_matching, vertex_status, BipartiteMatching, CoarseBlock, Side, VertexPart, NONE};
use crate::graph::{SparsePattern, VertexId};
use std::ops::Range;

/// The Dulmage-Mendelsohn permutation of a sparse matrix: the outputs
/// `[p, q, r, s, cc, rr]` of MATLAB's `dmperm`, 0-based, with the maximum matching they
/// come from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Dmperm {
    matching: BipartiteMatching,
    row_perm: Vec<VertexId>,
    col_perm: Vec<VertexId>,
    row_block_starts: Vec<usize>,
    col_block_starts: Vec<usize>,
    coarse_rows: [usize; 5],
    coarse_cols: [usize; 5],
}

impl Dmperm {
    /// `p`: row `k` of the permuted matrix is row `p[k]` of the matrix.
    pub fn row_permutation(&self) -> &[VertexId] {
        &self.row_perm
    }

    /// `q`: column `k` of the permuted matrix is column `q[k]` of the matrix.
    pub fn column_permutation(&self) -> &[VertexId] {
        &self.col_perm
    }

    /// `r`: fine block `k` is rows `r[k]..r[k + 1]` of the permuted matrix
    /// (`n_blocks() + 1` boundaries, from 0 to the number of rows).
    pub fn row_block_starts(&self) -> &[usize] {
        &self.row_block_starts
    }

    /// `s`: fine block `k` is columns `s[k]..s[k + 1]` of the permuted matrix.
    pub fn column_block_starts(&self) -> &[usize] {
        &self.col_block_starts
    }

    /// `rr`: the coarse row sets R1, R2, R3, R0 are rows `rr[0]..rr[1]`, ..., `rr[3]..rr[4]`
    /// of the permuted matrix.
    pub fn coarse_row_starts(&self) -> [usize; 5] {
        self.coarse_rows
    }

    /// `cc`: the coarse column sets C0, C1, C2, C3 are columns `cc[0]..cc[1]`, ...,
    /// `cc[3]..cc[4]` of the permuted matrix.
    pub fn coarse_column_starts(&self) -> [usize; 5] {
        self.coarse_cols
    }

    /// The number of fine blocks.
    pub fn n_blocks(&self) -> usize {
        self.row_block_starts.len() - 1
    }

    /// The rows and columns of the permuted matrix that fine block `k` spans.
    ///
    /// # Panics
    /// If `k` is not below [`Dmperm::n_blocks`].
    pub fn block(&self, k: usize) -> (Range<usize>, Range<usize>) {
        (
            self.row_block_starts[k]..self.row_block_starts[k + 1],
            self.col_block_starts[k]..self.col_block_starts[k + 1],
        )
    }

    /// The structural rank: the size of a maximum matching, an upper bound on the rank of
    /// every matrix with this pattern (equal to it for generic values).
    pub fn structural_rank(&self) -> usize {
        self.matching.size()
    }

    /// The maximum matching the permutation was built from (row `i` on the left, column
    /// `j` on the right): the diagonals of A12, A23 and A34.
    pub fn matching(&self) -> &BipartiteMatching {
        &self.matching
    }

    /// The positions in the permuted matrix of the rows and columns of a coarse part:
    /// under-determined `[A11 A12]`, well-determined `A23`, over-determined `[A34; A44]`.
    pub fn coarse_block(&self, part: CoarseBlock) -> (Range<usize>, Range<usize>) {
        let (rr, cc) = (self.coarse_rows, self.coarse_cols);
        match part {
            CoarseBlock::Underdetermined => (rr[0]..rr[1], cc[0]..cc[2]),
            CoarseBlock::WellDetermined => (rr[1]..rr[2], cc[2]..cc[3]),
            CoarseBlock::Overdetermined => (rr[2]..rr[4], cc[3]..cc[4]),
        }
    }

    /// The rows (original indices) of a coarse part.
    pub fn coarse_rows(&self, part: CoarseBlock) -> &[VertexId] {
        &self.row_perm[self.coarse_block(part).0]
    }

    /// The columns (original indices) of a coarse part.
    pub fn coarse_columns(&self, part: CoarseBlock) -> &[VertexId] {
        &self.col_perm[self.coarse_block(part).1]
    }
}

/// The structural rank of `pattern`: the size of a maximum matching of its rows and
/// columns, an upper bound on the rank of every matrix with this pattern.
///
/// # Complexity
/// That of [`super::maximum_matching`]: O(V E) at worst, near linear on sparse patterns.
///
/// # Examples
/// ```
/// use grundy::matching::structural_rank;
/// use grundy::SparsePattern;
/// // [x x]
/// // [x .]
/// // [x .]
/// let pattern = SparsePattern::try_from_csr(3, 2, &[0, 2, 3, 4], &[0, 1, 0, 0])?;
/// assert_eq!(structural_rank(&pattern), 2);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn structural_rank(pattern: &SparsePattern) -> usize {
    maximum_matching(pattern.graph()).size()
}

/// The Dulmage-Mendelsohn permutation of `pattern` (MATLAB's `[p, q, r, s, cc, rr] =
/// dmperm(A)`, 0-based): see the module documentation for the shape of `A[p, q]`.
///
/// # Complexity
/// A maximum matching (O(V E) at worst, near linear on sparse patterns), then O(V + E)
/// time and extra space.
///
/// # Examples
/// ```
/// use grundy::matching::{dmperm, CoarseBlock};
/// use grundy::{SparsePattern, VertexId};
/// // Row 0 has entries in columns 0 and 1, row 1 in column 1, row 2 in column 1:
/// //   [x x]
/// //   [. x]
/// //   [. x]
/// // Column 0 is matched to row 0 in every maximum matching; rows 1 and 2 share column 1.
/// let pattern = SparsePattern::try_from_csr(3, 2, &[0, 2, 3, 4], &[0, 1, 1, 1])?;
/// let dm = dmperm(&pattern);
/// assert_eq!(dm.structural_rank(), 2);
/// let rows: Vec<usize> = dm.row_permutation().iter().map(|v| v.index()).collect();
/// let cols: Vec<usize> = dm.column_permutation().iter().map(|v| v.index()).collect();
/// // A[p, q] = [x x]   (the well-determined row 0, column 0)
/// //           [. x]   (the over-determined rows 1, 2 and column 1)
/// //           [. x]
/// assert_eq!(cols, [0, 1]);
/// assert_eq!(rows[0], 0);
/// assert_eq!(dm.coarse_row_starts(), [0, 0, 1, 2, 3]);
/// assert_eq!(dm.coarse_column_starts(), [0, 0, 0, 1, 2]);
/// assert_eq!(dm.row_block_starts(), [0, 1, 3]);
/// assert_eq!(dm.column_block_starts(), [0, 1, 2]);
/// assert_eq!(dm.coarse_columns(CoarseBlock::Overdetermined), [VertexId::new(1)]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn dmperm(pattern: &SparsePattern) -> Dmperm {
    let graph = pattern.graph();
    let matching = maximum_matching(graph);
    let status = vertex_status(graph, &matching);
    let fine = fine_blocks(graph, &matching, &status);
    let (n_rows, n_cols) = (graph.n_left(), graph.n_right());
    let row_parts = status.parts(Side::Left);
    let col_parts = status.parts(Side::Right);
    let row_mate = matching.left_mates();
    let col_mate = matching.right_mates();
    let v = |i: u32| VertexId::new(i as usize);

    let mut row_perm = Vec::with_capacity(n_rows);
    let mut col_perm = Vec::with_capacity(n_cols);
    // The under-determined part: the unmatched columns C0 (all missable), then the rows
    // R1 next to missable columns (always matched, to missable columns C1), each row's
    // mate in the same position of C1 as the row in R1.
    col_perm.extend((0..n_cols).filter(|&j| col_mate[j] == NONE).map(VertexId::new));
    let c0_end = col_perm.len();
    for i in (0..n_rows).filter(|&i| row_parts[i] == VertexPart::Adjacent) {
        row_perm.push(VertexId::new(i));
        col_perm.push(v(row_mate[i]));
    }
    let (r1_end, c1_end) = (row_perm.len(), col_perm.len());

    // The well-determined part, by fine block: the engine numbers the blocks so that an
    // entry of a row in block a and a column in block b has a >= b; reversed, the order
    // is upper triangular. A counting sort by reversed block, rows by increasing index.
    let n_blocks = fine.n_blocks;
    let mut block_starts = vec![0usize; n_blocks + 1];
    let reversed = |block: u32| n_blocks - 1 - block as usize;
    for i in (0..n_rows).filter(|&i| row_parts[i] == VertexPart::Perfect) {
        block_starts[reversed(fine.left[i]) + 1] += 1;
    }
    for k in 0..n_blocks {
        block_starts[k + 1] += block_starts[k];
    }
    let n_well = block_starts[n_blocks];
    let mut cursor = block_starts.clone();
    let mut well_rows = vec![VertexId::new(0); n_well];
    for i in (0..n_rows).filter(|&i| row_parts[i] == VertexPart::Perfect) {
        let slot = &mut cursor[reversed(fine.left[i])];
        well_rows[*slot] = VertexId::new(i);
        *slot += 1;
    }
    col_perm.extend(well_rows.iter().map(|i| v(row_mate[i.index()])));
    row_perm.extend(well_rows);
    let (r2_end, c2_end) = (row_perm.len(), col_perm.len());

    // The over-determined part: the matched missable rows R3 with their mates C3 (the
    // columns next to missable rows), then the unmatched rows R0.
    for i in (0..n_rows).filter(|&i| row_parts[i] == VertexPart::Missable && row_mate[i] != NONE) {
        row_perm.push(VertexId::new(i));
        col_perm.push(v(row_mate[i]));
    }
    let r3_end = row_perm.len();
    row_perm.extend((0..n_rows).filter(|&i| row_mate[i] == NONE).map(VertexId::new));
    debug_assert_eq!((row_perm.len(), col_perm.len()), (n_rows, n_cols));
    debug_assert!(col_parts.iter().filter(|&&part| part == VertexPart::Adjacent).count() == r3_end - r2_end);

    // Fine blocks: [A11 A12] unless it has no column, the blocks of A23, [A34; A44]
    // unless it has no row (MATLAB's rule).
    let mut row_block_starts = Vec::with_capacity(n_blocks + 3);
    let mut col_block_starts = Vec::with_capacity(n_blocks + 3);
    if c1_end > 0 {
        row_block_starts.push(0);
        col_block_starts.push(0);
    }
    for &start in &block_starts[..n_blocks] {
        row_block_starts.push(r1_end + start);
        col_block_starts.push(c1_end + start);
    }
    if r2_end < n_rows {
        row_block_starts.push(r2_end);
        col_block_starts.push(c2_end);
    }
    row_block_starts.push(n_rows);
    col_block_starts.push(n_cols);

    Dmperm {
        row_perm,
        col_perm,
        row_block_starts,
        col_block_starts,
        coarse_rows: [0, r1_end, r2_end, r3_end, n_rows],
        coarse_cols: [0, c0_end, c1_end, c2_end, n_cols],
        matching,
    }
}

#[cfg(test)]
mod tests;
