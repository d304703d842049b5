"""Sparse matrices: the Dulmage-Mendelsohn permutation (MATLAB's ``dmperm``), structural
rank, maximum bipartite matching (a drop-in for SciPy's) and the block triangular form.

A matrix is a SciPy sparse matrix or array of any format (rows are one side of the
bipartite graph, columns the other; every stored entry is an edge, explicit zeros
included, as in ``scipy.sparse.csgraph``, except the padding of BSR and DIA storage), or a NumPy integer array of shape ``(m, 2)``
whose rows are ``(row, column)`` entries. Its index arrays are read in place, with no
Python object per entry; SciPy is not imported (any object with SciPy's ``format``,
``shape`` and index arrays is accepted).
"""

from dataclasses import dataclass
from typing import Any, Iterator, Optional

import numpy as np

from . import _native

_EXPECTED = (
    "expected a SciPy sparse matrix or array (any format) or a NumPy integer array of "
    "shape (m, 2) listing (row, column) entries"
)


def _index_pair(first: Any, second: Any) -> tuple[np.ndarray, np.ndarray]:
    """Two index arrays as contiguous 1-D arrays of one dtype, int32 or int64 (copied
    only when they are not already)."""
    a, b = np.asarray(first), np.asarray(second)
    for x in (a, b):
        if x.dtype.kind not in "iu":
            raise TypeError(f"sparse index arrays must hold integers, not {x.dtype}")
    dtype = a.dtype if a.dtype == b.dtype and a.dtype in (np.int32, np.int64) else np.int64
    return (
        np.ascontiguousarray(a.reshape(-1), dtype=dtype),
        np.ascontiguousarray(b.reshape(-1), dtype=dtype),
    )


def _shape(shape: Any) -> tuple[int, int]:
    if len(shape) != 2:
        raise ValueError(f"{_EXPECTED}; got a {len(shape)}-D sparse array of shape {tuple(shape)}")
    n_rows, n_cols = (int(x) for x in shape)
    if n_rows < 0 or n_cols < 0:
        raise ValueError(f"a matrix shape is two non-negative integers, not {tuple(shape)}")
    return n_rows, n_cols


def _as_csr(matrix: Any, fmt: str) -> Any:
    """A sparse matrix of another format as CSR. BSR and DIA storage pads with zeros (the
    rest of a block, the ends of a diagonal), so their pattern is their nonzeros; LIL and
    DOK store what was assigned."""
    if not hasattr(matrix, "tocsr"):
        raise TypeError(f"{_EXPECTED}; got a sparse matrix of format {fmt!r} without tocsr()")
    csr = matrix.tocsr()
    if fmt in ("bsr", "dia"):
        csr = csr.copy() if csr is matrix else csr
        csr.eliminate_zeros()
    return csr


def entries_of(matrix: Any) -> tuple[np.ndarray, np.ndarray]:
    """The row and column indices of the entries ``to_pattern`` reads."""
    if isinstance(matrix, np.ndarray):
        return matrix[:, 0], matrix[:, 1]
    if matrix.format not in ("csr", "csc", "coo"):
        matrix = _as_csr(matrix, matrix.format)
    coo = matrix.tocoo()
    coords = getattr(coo, "coords", None)
    return coords if coords is not None else (coo.row, coo.col)


def is_sparse(matrix: Any) -> bool:
    """Whether ``matrix`` is a SciPy sparse matrix or array (by its attributes)."""
    return (
        isinstance(getattr(matrix, "format", None), str)
        and hasattr(matrix, "shape")
        and not isinstance(matrix, np.ndarray)
    )


def to_pattern(matrix: Any, shape: Optional[tuple[int, int]] = None) -> _native.SparsePattern:
    """The library's pattern of a SciPy sparse matrix or an ``(m, 2)`` edge array.

    ``shape`` is ``(n_rows, n_cols)`` for an edge array (by default one more than the
    largest row and column index); a sparse matrix has its own.
    """
    if isinstance(matrix, _native.SparsePattern):
        return matrix
    if is_sparse(matrix):
        fmt = matrix.format
        n_rows, n_cols = _shape(matrix.shape)
        if shape is not None and tuple(shape) != (n_rows, n_cols):
            raise ValueError(f"shape {tuple(shape)} given for a matrix of shape {(n_rows, n_cols)}")
        if fmt in ("csr", "csc"):
            indptr, indices = _index_pair(matrix.indptr, matrix.indices)
            return _native.SparsePattern.from_arrays(fmt, n_rows, n_cols, indptr, indices)
        if fmt == "coo":
            coords = getattr(matrix, "coords", None)
            rows, cols = coords if coords is not None else (matrix.row, matrix.col)
            rows, cols = _index_pair(rows, cols)
            return _native.SparsePattern.from_arrays("coo", n_rows, n_cols, rows, cols)
        return to_pattern(_as_csr(matrix, fmt))
    if isinstance(matrix, np.ndarray):
        if matrix.ndim == 2 and matrix.shape[1] == 2 and matrix.dtype.kind in "iu":
            rows, cols = _index_pair(matrix[:, 0], matrix[:, 1])
            if shape is None:
                shape = (
                    int(rows.max()) + 1 if len(rows) else 0,
                    int(cols.max()) + 1 if len(cols) else 0,
                )
            n_rows, n_cols = _shape(shape)
            return _native.SparsePattern.from_arrays("coo", n_rows, n_cols, rows, cols)
        if matrix.ndim != 2:
            raise ValueError(f"{_EXPECTED}; got a {matrix.ndim}-D array of shape {matrix.shape}")
        raise TypeError(
            f"{_EXPECTED}; got a dense {matrix.dtype} array of shape {matrix.shape} "
            "(for a dense matrix's nonzeros, pass scipy.sparse.csr_array(A))"
        )
    raise TypeError(f"{_EXPECTED}; got {type(matrix).__name__}")


@dataclass(frozen=True)
class DMPerm:
    """The Dulmage-Mendelsohn permutation of a matrix, in MATLAB's ``dmperm``
    conventions with 0-based indices; unpacks as ``p, q, r, s, cc, rr``.

    ``A[p][:, q]`` (``A[p, :][:, q]`` for a SciPy matrix) is block upper triangular:

    - fine block ``k`` is rows ``r[k]:r[k+1]`` and columns ``s[k]:s[k+1]`` of it; the
      first is the under-determined part (unless it has no column), the last the
      over-determined part (unless it has no row), and the others are the square,
      irreducible diagonal blocks of the well-determined part;
    - coarse row sets R1, R2, R3, R0 are rows ``rr[0]:rr[1]``, ..., ``rr[3]:rr[4]``, and
      coarse column sets C0, C1, C2, C3 are columns ``cc[0]:cc[1]``, ..., ``cc[3]:cc[4]``
      (MATLAB's ``rr(i):rr(i+1)-1``, 0-based): C0 are the unmatched columns, R0 the
      unmatched rows, ``[C0 C1] x R1`` the under-determined part, ``R2 x C2`` the
      well-determined part and ``[R3 R0] x C3`` the over-determined part; the blocks
      ``R1 x C1``, ``R2 x C2`` and ``R3 x C3`` are square with the matched entries on
      their diagonals, and the structural rank is ``rr[3]``.

    >>> import numpy as np
    >>> # [x x]   entries (0, 0), (0, 1), (1, 1), (2, 1): rows 1 and 2 compete for
    >>> # [. x]   column 1, so one equation is too many.
    >>> # [. x]
    >>> dm = dmperm(np.array([[0, 0], [0, 1], [1, 1], [2, 1]]))
    >>> dm.rank, dm.q.tolist(), dm.r.tolist(), dm.s.tolist()
    (2, [0, 1], [0, 1, 3], [0, 1, 2])
    >>> dm.rr.tolist(), dm.cc.tolist()
    ([0, 0, 1, 2, 3], [0, 0, 0, 1, 2])
    >>> sorted(dm.over_rows.tolist()), dm.over_cols.tolist(), dm.well_rows.tolist()
    ([1, 2], [1], [0])
    >>> p, q, r, s, cc, rr = dm
    """

    p: np.ndarray
    """Row permutation: row ``k`` of the permuted matrix is row ``p[k]``."""
    q: np.ndarray
    """Column permutation: column ``k`` of the permuted matrix is column ``q[k]``."""
    r: np.ndarray
    """Fine block row boundaries (``n_blocks + 1`` of them, from 0 to the row count)."""
    s: np.ndarray
    """Fine block column boundaries."""
    cc: np.ndarray
    """Coarse column boundaries (5 of them): C0, C1, C2, C3."""
    rr: np.ndarray
    """Coarse row boundaries (5 of them): R1, R2, R3, R0."""
    rank: int
    """The structural rank: the size of a maximum matching (``rr[3]``)."""

    def __iter__(self) -> Iterator[np.ndarray]:
        return iter((self.p, self.q, self.r, self.s, self.cc, self.rr))

    @property
    def n_blocks(self) -> int:
        """The number of fine blocks."""
        return len(self.r) - 1

    @property
    def under_rows(self) -> np.ndarray:
        """The rows of the under-determined part (R1): fewer rows than columns."""
        return self.p[self.rr[0] : self.rr[1]]

    @property
    def under_cols(self) -> np.ndarray:
        """The columns of the under-determined part (C0 then C1), each missed by some
        maximum matching."""
        return self.q[self.cc[0] : self.cc[2]]

    @property
    def well_rows(self) -> np.ndarray:
        """The rows of the well-determined (square, perfectly matched) part (R2)."""
        return self.p[self.rr[1] : self.rr[2]]

    @property
    def well_cols(self) -> np.ndarray:
        """The columns of the well-determined part (C2)."""
        return self.q[self.cc[2] : self.cc[3]]

    @property
    def over_rows(self) -> np.ndarray:
        """The rows of the over-determined part (R3 then R0), each missed by some
        maximum matching."""
        return self.p[self.rr[2] : self.rr[4]]

    @property
    def over_cols(self) -> np.ndarray:
        """The columns of the over-determined part (C3): fewer columns than rows."""
        return self.q[self.cc[3] : self.cc[4]]

    def __repr__(self) -> str:
        return (
            f"DMPerm({len(self.p)} x {len(self.q)}, rank {self.rank}, {self.n_blocks} blocks; "
            f"under {len(self.under_rows)} x {len(self.under_cols)}, "
            f"well {len(self.well_rows)} x {len(self.well_cols)}, "
            f"over {len(self.over_rows)} x {len(self.over_cols)})"
        )


def dmperm(matrix: Any, *, shape: Optional[tuple[int, int]] = None) -> DMPerm:
    """The Dulmage-Mendelsohn permutation of a sparse matrix: MATLAB's
    ``[p, q, r, s, cc, rr] = dmperm(A)``, 0-based (see ``DMPerm``).

    ``matrix`` is a SciPy sparse matrix or array of any format, or a NumPy ``(m, 2)``
    integer array of ``(row, column)`` entries (``shape`` then gives the size; by default
    one more than the largest indices). Stored entries count, explicit zeros included.

    >>> import numpy as np
    >>> p, q, r, s, cc, rr = dmperm(np.array([[0, 0], [0, 1], [1, 1]]))
    >>> p.tolist(), q.tolist(), r.tolist()
    ([0, 1], [0, 1], [0, 1, 2])
    """
    p, q, r, s, cc, rr, rank = to_pattern(matrix, shape).dmperm()
    return DMPerm(p, q, r, s, cc, rr, rank)


def structural_rank(matrix: Any, *, shape: Optional[tuple[int, int]] = None) -> int:
    """The structural rank of a sparse matrix: the size of a maximum matching between
    its rows and columns, an upper bound on the rank of every matrix with its pattern
    (as ``scipy.sparse.csgraph.structural_rank``).

    >>> import numpy as np
    >>> structural_rank(np.array([[0, 0], [1, 0], [2, 0], [2, 1]]))
    2
    """
    return to_pattern(matrix, shape).structural_rank()


def maximum_bipartite_matching(graph: Any, perm_type: str = "row") -> np.ndarray:
    """A maximum matching of a sparse matrix's rows and columns, as
    ``scipy.sparse.csgraph.maximum_bipartite_matching`` returns it.

    ``perm_type="row"``: an ``int32`` array with one entry per column, the row matched
    to that column; ``"column"``: one entry per row, the column matched to it; ``-1``
    where unmatched. Stored entries are edges, explicit zeros included. When several
    maximum matchings exist, the one returned may differ from SciPy's (as SciPy's own
    may between versions); its size never does.

    >>> import numpy as np
    >>> edges = np.array([[0, 2], [1, 0], [1, 1]])   # SciPy's example [[0,0,1],[1,1,0]]
    >>> maximum_bipartite_matching(edges, perm_type="column").tolist()
    [2, 0]
    """
    if perm_type not in ("row", "column"):
        raise ValueError(f"perm_type must be 'row' or 'column', not {perm_type!r}")
    row_mate, col_mate = to_pattern(graph).matching()
    return col_mate if perm_type == "row" else row_mate


@dataclass(frozen=True)
class BlockTriangularForm:
    """A square matrix of full structural rank permuted to block upper triangular form;
    unpacks as ``p, q, r``.

    ``A[p][:, q]`` has the matched entries on its diagonal and square diagonal blocks
    ``r[k]:r[k+1]`` (rows and columns alike), each irreducible, and nothing below them:
    block ``k`` involves only the unknowns of blocks ``k`` and after, so the system is
    solved one block at a time, from the last block to the first.
    """

    p: np.ndarray
    """Row permutation."""
    q: np.ndarray
    """Column permutation."""
    r: np.ndarray
    """Block boundaries, rows and columns alike."""

    def __iter__(self) -> Iterator[np.ndarray]:
        return iter((self.p, self.q, self.r))

    @property
    def n_blocks(self) -> int:
        """The number of diagonal blocks."""
        return len(self.r) - 1

    def block(self, k: int) -> tuple[np.ndarray, np.ndarray]:
        """The rows and columns (original indices) of block ``k``."""
        start, end = self.r[k], self.r[k + 1]
        return self.p[start:end], self.q[start:end]

    def __repr__(self) -> str:
        sizes = np.diff(self.r)
        largest = int(sizes.max()) if len(sizes) else 0
        return f"BlockTriangularForm({len(self.p)} x {len(self.q)}, {self.n_blocks} blocks, largest {largest})"


def block_triangular_form(matrix: Any, *, shape: Optional[tuple[int, int]] = None) -> BlockTriangularForm:
    """The block upper triangular form of a square, structurally nonsingular sparse
    matrix (the common case of a Jacobian): ``dmperm``'s fine blocks, all square.

    Raises ``ValueError`` for a rectangular or structurally singular matrix, naming its
    structural rank; ``dmperm`` describes those.

    >>> import numpy as np
    >>> # x0 + x1 = b0, x1 = b1, x1 + x2 = b2: solve x1, then x0 and x2 on their own.
    >>> btf = block_triangular_form(np.array([[0, 0], [0, 1], [1, 1], [2, 1], [2, 2]]))
    >>> btf.n_blocks, [btf.block(k)[1].tolist() for k in range(btf.n_blocks)]
    (3, [[2], [0], [1]])
    """
    dm = dmperm(matrix, shape=shape)
    n_rows, n_cols = len(dm.p), len(dm.q)
    if n_rows != n_cols:
        raise ValueError(f"a {n_rows} x {n_cols} matrix is not square: use dmperm for its parts")
    if dm.rank < n_rows:
        raise ValueError(
            f"the matrix is structurally singular (structural rank {dm.rank} of {n_rows}): "
            "use dmperm for its under- and over-determined parts"
        )
    return BlockTriangularForm(dm.p, dm.q, dm.r)
