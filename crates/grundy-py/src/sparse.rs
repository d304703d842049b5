//! Sparse matrices as NumPy index arrays: the arrays of a CSR, CSC or COO matrix (SciPy's
//! `indptr`/`indices`, `row`/`col`, or an `(m, 2)` edge array's columns) read in place
//! through the buffer protocol into the library's [`SparsePattern`] (no Python object
//! per entry), then [`dmperm`], the structural rank or a maximum matching, answered as
//! NumPy arrays. The arrays are read with the GIL released; a bad array is a
//! `ValueError` with the library's message (which array, which position).

use grundy::matching::{dmperm, maximum_matching, structural_rank};
use grundy::{SparseIndex, SparsePattern};
use numpy::{IntoPyArray, PyArray1, PyReadonlyArray1};
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;

use crate::errors::{run, value_error};

/// Registers the sparse-matrix class and functions.
pub(crate) fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PySparsePattern>()?;
    Ok(())
}

/// The pattern of a sparse matrix, read once; its methods compute the answers.
#[pyclass(frozen, module = "grundy._native", name = "SparsePattern")]
pub(crate) struct PySparsePattern {
    pattern: SparsePattern,
}

/// Two index arrays of one integer type, borrowed from NumPy.
enum IndexArrays<'py> {
    I32(PyReadonlyArray1<'py, i32>, PyReadonlyArray1<'py, i32>),
    I64(PyReadonlyArray1<'py, i64>, PyReadonlyArray1<'py, i64>),
}

impl<'py> IndexArrays<'py> {
    /// The two arrays, both `int32` or both `int64` and contiguous (the Python wrapper
    /// converts anything else first).
    fn extract(first: &Bound<'py, PyAny>, second: &Bound<'py, PyAny>) -> PyResult<IndexArrays<'py>> {
        if let (Ok(a), Ok(b)) = (first.extract(), second.extract()) {
            return Ok(IndexArrays::I32(a, b));
        }
        if let (Ok(a), Ok(b)) = (first.extract(), second.extract()) {
            return Ok(IndexArrays::I64(a, b));
        }
        Err(PyTypeError::new_err("index arrays must be 1-D NumPy arrays, both int32 or both int64"))
    }
}

/// The pattern of `kind` (`csr`, `csc` or `coo`) from two slices, on the worker thread.
fn read<P: SparseIndex + Sync>(
    py: Python<'_>,
    kind: &str,
    n_rows: usize,
    n_cols: usize,
    first: &[P],
    second: &[P],
) -> PyResult<SparsePattern> {
    let kind = match kind {
        "csr" | "csc" | "coo" => kind.to_owned(),
        other => {
            return Err(value_error(format!("unknown sparse format {other:?}: expected csr, csc or coo")))
        }
    };
    run(py, move || match kind.as_str() {
        "csr" => SparsePattern::try_from_csr(n_rows, n_cols, first, second),
        "csc" => SparsePattern::try_from_csc(n_rows, n_cols, first, second),
        _ => SparsePattern::try_from_coo(n_rows, n_cols, first, second),
    })?
    .map_err(|e| value_error(e.to_string()))
}

/// Contiguous data of a borrowed array, or a `ValueError`.
fn slice_of<'a, T: numpy::Element>(array: &'a PyReadonlyArray1<'_, T>) -> PyResult<&'a [T]> {
    array.as_slice().map_err(|_| value_error("index arrays must be contiguous"))
}

/// Index positions as an `int64` NumPy array.
fn positions<'py>(py: Python<'py>, values: impl Iterator<Item = usize>) -> Bound<'py, PyArray1<i64>> {
    values.map(|x| x as i64).collect::<Vec<i64>>().into_pyarray(py)
}

/// What `dmperm` returns: `p, q, r, s, cc, rr` and the structural rank.
type DmpermArrays<'py> = (
    Bound<'py, PyArray1<i64>>,
    Bound<'py, PyArray1<i64>>,
    Bound<'py, PyArray1<i64>>,
    Bound<'py, PyArray1<i64>>,
    Bound<'py, PyArray1<i64>>,
    Bound<'py, PyArray1<i64>>,
    usize,
);

/// What `matching` returns: the mates of the rows, then of the columns.
type Mates<'py> = (Bound<'py, PyArray1<i32>>, Bound<'py, PyArray1<i32>>);

impl PySparsePattern {
    /// The pattern read.
    pub(crate) fn pattern(&self) -> &SparsePattern {
        &self.pattern
    }
}

#[pymethods]
impl PySparsePattern {
    /// Reads a pattern: `kind` is `csr` (`first` = indptr, `second` = column indices),
    /// `csc` (indptr, row indices) or `coo` (row indices, column indices).
    #[staticmethod]
    fn from_arrays(
        py: Python<'_>,
        kind: &str,
        n_rows: usize,
        n_cols: usize,
        first: &Bound<'_, PyAny>,
        second: &Bound<'_, PyAny>,
    ) -> PyResult<PySparsePattern> {
        let pattern = match IndexArrays::extract(first, second)? {
            IndexArrays::I32(a, b) => read(py, kind, n_rows, n_cols, slice_of(&a)?, slice_of(&b)?)?,
            IndexArrays::I64(a, b) => read(py, kind, n_rows, n_cols, slice_of(&a)?, slice_of(&b)?)?,
        };
        Ok(PySparsePattern { pattern })
    }

    /// `(n_rows, n_cols)`.
    #[getter]
    fn shape(&self) -> (usize, usize) {
        (self.pattern.n_rows(), self.pattern.n_cols())
    }

    /// The number of stored entries.
    #[getter]
    fn n_entries(&self) -> usize {
        self.pattern.n_entries()
    }

    /// The Dulmage-Mendelsohn permutation: `(p, q, r, s, cc, rr, rank)`, `int64` arrays.
    fn dmperm<'py>(&self, py: Python<'py>) -> PyResult<DmpermArrays<'py>> {
        let pattern = &self.pattern;
        let dm = run(py, || dmperm(pattern))?;
        Ok((
            positions(py, dm.row_permutation().iter().map(|v| v.index())),
            positions(py, dm.column_permutation().iter().map(|v| v.index())),
            positions(py, dm.row_block_starts().iter().copied()),
            positions(py, dm.column_block_starts().iter().copied()),
            positions(py, dm.coarse_column_starts().into_iter()),
            positions(py, dm.coarse_row_starts().into_iter()),
            dm.structural_rank(),
        ))
    }

    /// A maximum matching as two `int32` arrays, SciPy's convention: the column matched
    /// to each row, the row matched to each column, `-1` where unmatched.
    fn matching<'py>(&self, py: Python<'py>) -> PyResult<Mates<'py>> {
        let graph = self.pattern.graph();
        let (row_mate, col_mate) = run(py, || {
            let matching = maximum_matching(graph);
            let (mut rows, mut cols) = (vec![-1i32; graph.n_left()], vec![-1i32; graph.n_right()]);
            for (i, j) in matching.pairs() {
                rows[i.index()] = j.index() as i32;
                cols[j.index()] = i.index() as i32;
            }
            (rows, cols)
        })?;
        Ok((row_mate.into_pyarray(py), col_mate.into_pyarray(py)))
    }

    /// The structural rank (the size of a maximum matching).
    fn structural_rank(&self, py: Python<'_>) -> PyResult<usize> {
        let pattern = &self.pattern;
        run(py, || structural_rank(pattern))
    }

    fn __repr__(&self) -> String {
        format!(
            "SparsePattern({} x {}, {} entries)",
            self.pattern.n_rows(),
            self.pattern.n_cols(),
            self.pattern.n_entries()
        )
    }
}
