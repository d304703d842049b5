//! The nonzero pattern of a sparse matrix ([`SparsePattern`]), read from the arrays of
//! the compressed sparse row (CSR), compressed sparse column (CSC) or coordinate (COO)
//! formats (<https://en.wikipedia.org/wiki/Sparse_matrix>), as SciPy, MATLAB and
//! Matrix Market store them.
//!
//! The pattern is a [`BipartiteGraph`]: row `i` is left vertex `i`, column `j` is right
//! vertex `j`, and every stored entry `(i, j)` is an edge, in the order the arrays list
//! them. Values are not read, so an explicitly stored zero is an entry; duplicate entries
//! are parallel edges (harmless to matchings). The arrays are checked in one pass,
//! O(rows + columns + entries), with no allocation before the sizes are known to fit the
//! ids, each index in its own integer type; every check failure is a [`PatternError`]
//! naming the array and the position. A CSR matrix's arrays are the graph's rows as they
//! are (entry `k` is edge `k`, [`BipartiteGraph`]'s rows list the edges row after row):
//! they are checked and copied, not sorted.
//! Not done here: values, sorting or summing duplicates (nothing needs them).

use std::fmt;

use super::{BipartiteGraph, Csr, EdgeId, VertexId};
use crate::limit::LimitError;

/// An integer type the index arrays of a sparse matrix may use (SciPy's are `i32` or
/// `i64`; MATLAB's and the C libraries' are unsigned or `usize`).
pub trait SparseIndex: Copy {
    /// The value as a wide signed integer, so negative and oversized values are reported
    /// as they were given.
    fn to_i128(self) -> i128;

    /// The value as an index, if it is one below `bound`: the check every index and
    /// pointer goes through. By default through [`SparseIndex::to_i128`]; the library's
    /// integer types compare in their own width.
    #[inline]
    fn index_below(self, bound: usize) -> Option<usize> {
        let wide = self.to_i128();
        (wide >= 0 && wide < bound as i128).then_some(wide as usize)
    }
}

macro_rules! sparse_index {
    ($($t:ty),*; $non_negative:expr) => {$(
        impl SparseIndex for $t {
            #[inline]
            fn to_i128(self) -> i128 {
                self as i128
            }

            #[inline]
            fn index_below(self, bound: usize) -> Option<usize> {
                let non_negative: fn($t) -> bool = $non_negative;
                (non_negative(self) && (self as u64) < bound as u64).then_some(self as usize)
            }
        }
    )*};
}
sparse_index!(i32, i64, isize; |x| x >= 0);
sparse_index!(u32, u64, usize; |_| true);

/// The axes of a matrix, to name where a bad index lies.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Axis {
    /// Row indices (CSC's `indices`, COO's `row`).
    Row,
    /// Column indices (CSR's `indices`, COO's `col`).
    Column,
}

impl Axis {
    /// `row` or `column`.
    pub fn name(self) -> &'static str {
        match self {
            Axis::Row => "row",
            Axis::Column => "column",
        }
    }
}

/// Why the arrays of a sparse matrix do not describe one.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum PatternError {
    /// The index pointer array (`indptr`) does not have one more entry than the
    /// compressed dimension (rows for CSR, columns for CSC).
    PointerLength {
        /// The length required.
        expected: usize,
        /// The length given.
        found: usize,
    },
    /// An index pointer is not in order: the first is not 0, one decreases, or one
    /// passes the end of the index array.
    Pointer {
        /// Its position in `indptr`.
        position: usize,
        /// Its value.
        value: i128,
    },
    /// The row and column arrays of a coordinate pattern differ in length.
    CoordinateLengths {
        /// The number of row indices.
        rows: usize,
        /// The number of column indices.
        columns: usize,
    },
    /// An index is negative or not below the size of its axis.
    Index {
        /// Whether it is a row or a column index.
        axis: Axis,
        /// Its position in its array.
        position: usize,
        /// Its value.
        value: i128,
        /// The size of its axis.
        bound: usize,
    },
    /// More rows, columns or entries than the library's ids hold.
    TooLarge(LimitError),
}

impl fmt::Display for PatternError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PatternError::PointerLength { expected, found } => {
                write!(f, "the index pointer array has {found} entries, expected {expected}")
            }
            PatternError::Pointer { position, value } => write!(
                f,
                "index pointer {value} at position {position} is out of order (pointers start at 0, never decrease and stay within the indices)"
            ),
            PatternError::CoordinateLengths { rows, columns } => {
                write!(f, "{rows} row indices but {columns} column indices")
            }
            PatternError::Index { axis, position, value, bound } => {
                write!(f, "{} index {value} at position {position} is not in 0..{bound}", axis.name())
            }
            PatternError::TooLarge(err) => write!(f, "{err}"),
        }
    }
}

impl std::error::Error for PatternError {}

/// The nonzero pattern of an `n_rows` by `n_cols` sparse matrix: rows are the left
/// vertices of a [`BipartiteGraph`], columns the right ones, stored entries its edges.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SparsePattern {
    graph: BipartiteGraph,
}

/// Checks that `n_rows`, `n_cols` and `n_entries` fit the ids.
fn check_sizes(n_rows: usize, n_cols: usize, n_entries: usize) -> Result<(), PatternError> {
    let vertex_limit = VertexId::MAX_INDEX + 1;
    for (what, n) in [("rows", n_rows), ("columns", n_cols)] {
        if n > vertex_limit {
            return Err(PatternError::TooLarge(LimitError::new(what, n as u64, vertex_limit as u64)));
        }
    }
    let edge_limit = EdgeId::MAX_INDEX + 1;
    if n_entries > edge_limit {
        return Err(PatternError::TooLarge(LimitError::new("entries", n_entries as u64, edge_limit as u64)));
    }
    Ok(())
}

/// `value` as an index below `bound` (a size [`check_sizes`] passed), or the error
/// naming it.
#[inline]
fn checked_index<T: SparseIndex>(
    value: T,
    bound: usize,
    axis: Axis,
    position: usize,
) -> Result<VertexId, PatternError> {
    match value.index_below(bound) {
        Some(index) => Ok(VertexId(index as u32)),
        None => Err(PatternError::Index { axis, position, value: value.to_i128(), bound }),
    }
}

/// Checks an index pointer array: `n_major + 1` pointers, the first 0, none decreasing,
/// none past `n_indices`. Returns them as offsets; the last is the number of entries.
fn checked_pointers<P: SparseIndex>(
    n_major: usize,
    indptr: &[P],
    n_indices: usize,
) -> Result<Vec<usize>, PatternError> {
    if indptr.len().checked_sub(1) != Some(n_major) {
        return Err(PatternError::PointerLength { expected: n_major.saturating_add(1), found: indptr.len() });
    }
    let mut offsets = Vec::with_capacity(indptr.len());
    let mut previous = 0;
    for (position, &pointer) in indptr.iter().enumerate() {
        match pointer.index_below(n_indices.saturating_add(1)) {
            Some(value) if value >= previous && (position > 0 || value == 0) => previous = value,
            _ => return Err(PatternError::Pointer { position, value: pointer.to_i128() }),
        }
        offsets.push(previous);
    }
    Ok(offsets)
}

/// The rows of compressed arrays, one per major index: `indptr` checked (length, start,
/// order, end), then every minor index below `n_minor`; row `major` lists
/// `indices[indptr[major]..indptr[major + 1]]` as they come, so entry `k` of the result
/// is `indices[k]`.
fn compressed_rows<P: SparseIndex, I: SparseIndex>(
    n_major: usize,
    n_minor: usize,
    indptr: &[P],
    indices: &[I],
    minor_axis: Axis,
) -> Result<Csr<VertexId>, PatternError> {
    let offsets = checked_pointers(n_major, indptr, indices.len())?;
    let n_entries = offsets.last().copied().unwrap_or(0);
    // The sizes are checked before the targets are allocated.
    let (n_rows, n_cols) = if minor_axis == Axis::Column { (n_major, n_minor) } else { (n_minor, n_major) };
    check_sizes(n_rows, n_cols, n_entries)?;
    let indices = &indices[..n_entries];
    // One pass without branches converts and notes whether all fit; only a bad array is
    // scanned again, for its first bad index.
    let mut all_fit = true;
    let targets = indices
        .iter()
        .map(|&index| {
            let fits = index.index_below(n_minor);
            all_fit &= fits.is_some();
            VertexId(fits.unwrap_or(0) as u32)
        })
        .collect();
    if !all_fit {
        for (position, &index) in indices.iter().enumerate() {
            checked_index(index, n_minor, minor_axis, position)?;
        }
    }
    Ok(Csr::from_parts(offsets, targets))
}

impl SparsePattern {
    /// The pattern of a matrix in compressed sparse row form: the column indices of row
    /// `i` are `indices[indptr[i]..indptr[i + 1]]` (SciPy's `csr_array` fields). Entries
    /// of `indices` past `indptr[n_rows]` are ignored; within a row, indices may come in
    /// any order and repeat.
    ///
    /// # Errors
    /// A [`PatternError`] if `indptr` does not have `n_rows + 1` entries in order from
    /// 0, a column index is negative or not below `n_cols`, or a size exceeds the ids.
    ///
    /// # Complexity
    /// O(rows + columns + entries) time and space.
    ///
    /// # Examples
    /// ```
    /// use grundy::SparsePattern;
    /// // [x . x]
    /// // [. x .]
    /// let pattern = SparsePattern::try_from_csr(2, 3, &[0, 2, 3], &[0, 2, 1])?;
    /// assert_eq!((pattern.n_rows(), pattern.n_cols(), pattern.n_entries()), (2, 3, 3));
    /// assert!(SparsePattern::try_from_csr(2, 3, &[0, 2, 3], &[0, 3, 1]).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn try_from_csr<P: SparseIndex, I: SparseIndex>(
        n_rows: usize,
        n_cols: usize,
        indptr: &[P],
        indices: &[I],
    ) -> Result<SparsePattern, PatternError> {
        // The arrays are the graph's rows, entry `k` edge `k`.
        let rows = compressed_rows(n_rows, n_cols, indptr, indices, Axis::Column)?;
        Ok(SparsePattern { graph: BipartiteGraph::from_rows(n_cols, rows) })
    }

    /// The pattern of a matrix in compressed sparse column form: the row indices of
    /// column `j` are `indices[indptr[j]..indptr[j + 1]]` (SciPy's `csc_array`, MATLAB's
    /// sparse matrices). The same rules and errors as [`SparsePattern::try_from_csr`].
    ///
    /// # Errors
    /// As [`SparsePattern::try_from_csr`], with `n_cols + 1` pointers and row indices.
    ///
    /// # Complexity
    /// O(rows + columns + entries) time and space.
    pub fn try_from_csc<P: SparseIndex, I: SparseIndex>(
        n_rows: usize,
        n_cols: usize,
        indptr: &[P],
        indices: &[I],
    ) -> Result<SparsePattern, PatternError> {
        let columns = compressed_rows(n_cols, n_rows, indptr, indices, Axis::Row)?;
        let mut entries = Vec::with_capacity(columns.targets().len());
        for j in 0..n_cols {
            let column = VertexId(j as u32);
            entries.extend(columns.row(j).iter().map(|&i| (i, column)));
        }
        Ok(SparsePattern { graph: BipartiteGraph::from_edges(n_rows, n_cols, entries) })
    }

    /// The pattern of a matrix in coordinate form: entry `k` is `(rows[k], cols[k])`
    /// (SciPy's `coo_array`, an edge array's two columns). Entries may repeat.
    ///
    /// # Errors
    /// A [`PatternError`] if the arrays differ in length, an index is negative or out of
    /// range, or a size exceeds the ids.
    ///
    /// # Complexity
    /// O(rows + columns + entries) time and space.
    pub fn try_from_coo<I: SparseIndex, J: SparseIndex>(
        n_rows: usize,
        n_cols: usize,
        rows: &[I],
        cols: &[J],
    ) -> Result<SparsePattern, PatternError> {
        if rows.len() != cols.len() {
            return Err(PatternError::CoordinateLengths { rows: rows.len(), columns: cols.len() });
        }
        check_sizes(n_rows, n_cols, rows.len())?;
        let entries = rows
            .iter()
            .zip(cols)
            .enumerate()
            .map(|(k, (&i, &j))| {
                Ok((checked_index(i, n_rows, Axis::Row, k)?, checked_index(j, n_cols, Axis::Column, k)?))
            })
            .collect::<Result<Vec<_>, PatternError>>()?;
        Ok(SparsePattern { graph: BipartiteGraph::from_edges(n_rows, n_cols, entries) })
    }

    /// The pattern whose rows are the left vertices of `graph` and whose columns are its
    /// right vertices.
    pub fn from_graph(graph: BipartiteGraph) -> SparsePattern {
        SparsePattern { graph }
    }

    /// The number of rows.
    pub fn n_rows(&self) -> usize {
        self.graph.n_left()
    }

    /// The number of columns.
    pub fn n_cols(&self) -> usize {
        self.graph.n_right()
    }

    /// The number of stored entries (duplicates counted).
    pub fn n_entries(&self) -> usize {
        self.graph.n_edges()
    }

    /// The pattern as a bipartite graph: rows on the left, columns on the right, entry
    /// `k` as edge `k`.
    pub fn graph(&self) -> &BipartiteGraph {
        &self.graph
    }

    /// The graph of [`SparsePattern::graph`], by value.
    pub fn into_graph(self) -> BipartiteGraph {
        self.graph
    }
}

#[cfg(test)]
mod tests;
