"""Sparse matrices: ``dmperm``'s output checked property by property (and its coarse parts
against a brute force over all matchings) on random small, rectangular, square and
structured patterns; ``structural_rank`` and ``maximum_bipartite_matching`` against
SciPy's on every format; the ladder and grid patterns that SciPy's search takes
exponential time on; bad input."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

scipy_sparse = pytest.importorskip("scipy.sparse")
csgraph = pytest.importorskip("scipy.sparse.csgraph")

import grundy

FORMATS = ("csr", "csc", "coo", "lil", "dok", "bsr", "dia")


def random_entries(rng: np.random.Generator, n_rows: int, n_cols: int, n_entries: int) -> np.ndarray:
    """``n_entries`` uniform ``(row, column)`` pairs, duplicates included."""
    if n_rows == 0 or n_cols == 0:
        return np.zeros((0, 2), dtype=np.int64)
    return np.stack([rng.integers(0, n_rows, n_entries), rng.integers(0, n_cols, n_entries)], axis=1)


def as_coo(entries: np.ndarray, shape: tuple[int, int]):
    return scipy_sparse.coo_array(
        (np.ones(len(entries)), (entries[:, 0], entries[:, 1])), shape=shape
    )


def matching_number_naive(edges: set, n_rows: int, skip_row=None, skip_col=None) -> int:
    """The largest matching by a DP over the rows and the set of used columns."""
    best = {0: 0}
    for i in range(n_rows):
        if i == skip_row:
            continue
        nxt = dict(best)
        for used, size in best.items():
            for (a, j) in edges:
                if a == i and j != skip_col and not used >> j & 1:
                    key = used | 1 << j
                    nxt[key] = max(nxt.get(key, 0), size + 1)
        best = nxt
    return max(best.values())


def check_dmperm(dm: grundy.DMPerm, entries: np.ndarray, shape: tuple[int, int]) -> None:
    """Every property of MATLAB's dmperm output, from the entries alone."""
    n_rows, n_cols = shape
    p, q, r, s, cc, rr = dm
    assert sorted(p.tolist()) == list(range(n_rows)) and sorted(q.tolist()) == list(range(n_cols))
    assert len(cc) == 5 and len(rr) == 5 and len(r) == len(s)
    assert (rr[0], rr[4], cc[0], cc[4]) == (0, n_rows, 0, n_cols)
    assert rr[1] - rr[0] == cc[2] - cc[1] and rr[2] - rr[1] == cc[3] - cc[2] and rr[3] - rr[2] == cc[4] - cc[3]
    assert dm.rank == rr[3]
    assert (r[0], s[0], r[-1], s[-1]) == (0, 0, n_rows, n_cols)
    row_pos = np.empty(n_rows, dtype=np.int64)
    row_pos[p] = np.arange(n_rows)
    col_pos = np.empty(n_cols, dtype=np.int64)
    col_pos[q] = np.arange(n_cols)
    present = {(int(row_pos[i]), int(col_pos[j])) for i, j in entries}
    # The matched entries on the diagonals of A12, A23, A34.
    for k in range(dm.rank):
        assert (k, k + cc[1]) in present
    # Nothing below the coarse or the fine block diagonal.
    row_coarse = np.searchsorted(rr, np.arange(n_rows), side="right") - 1
    col_coarse = np.searchsorted(cc, np.arange(n_cols), side="right") - 1
    row_block = np.searchsorted(r, np.arange(n_rows), side="right") - 1
    col_block = np.searchsorted(s, np.arange(n_cols), side="right") - 1
    for a, b in present:
        assert row_coarse[a] == 0 or (row_coarse[a] == 1 and col_coarse[b] >= 2) or col_coarse[b] == 3
        assert row_block[a] <= col_block[b]
    # The square blocks are irreducible.
    first = 1 if cc[2] > 0 else 0
    last = len(r) - 1 - (1 if rr[2] < n_rows else 0)
    for k in range(first, last):
        lo, hi, clo = r[k], r[k + 1], s[k]
        assert hi - lo == s[k + 1] - clo > 0
        size = hi - lo
        reach = np.eye(size, dtype=bool)
        for a, b in present:
            if lo <= a < hi and clo <= b < clo + size:
                reach[a - lo, b - clo] = True
        for _ in range(int(size).bit_length() + 1):
            reach = reach | (reach.astype(np.int64) @ reach.astype(np.int64) > 0)
        assert reach.all(), f"block {k} is reducible"


def test_dmperm_properties_and_coarse_parts_on_random_small_patterns():
    rng = np.random.default_rng(42)
    for _ in range(400):
        shape = (int(rng.integers(0, 7)), int(rng.integers(0, 7)))
        entries = random_entries(rng, *shape, int(rng.integers(0, 16)))
        dm = grundy.dmperm(entries, shape=shape)
        check_dmperm(dm, entries, shape)
        edges = {(int(i), int(j)) for i, j in entries}
        rank = matching_number_naive(edges, shape[0])
        assert dm.rank == rank
        missable_rows = {i for i in range(shape[0]) if matching_number_naive(edges, shape[0], skip_row=i) == rank}
        missable_cols = {j for j in range(shape[1]) if matching_number_naive(edges, shape[0], skip_col=j) == rank}
        assert set(dm.over_rows.tolist()) == missable_rows
        assert set(dm.under_cols.tolist()) == missable_cols
        assert set(dm.under_rows.tolist()) == {i for i, j in edges if j in missable_cols}
        assert set(dm.over_cols.tolist()) == {j for i, j in edges if i in missable_rows}


@pytest.mark.parametrize("fmt", FORMATS)
def test_every_format_agrees_with_scipy(fmt):
    rng = np.random.default_rng(len(fmt))
    for _ in range(60):
        shape = (int(rng.integers(0, 40)), int(rng.integers(0, 40)))
        entries = random_entries(rng, *shape, int(rng.integers(0, 80)))
        matrix = as_coo(entries, shape).asformat(fmt)
        # SciPy's search overflows its stack on duplicate entries (scipy/scipy#26160).
        reference = scipy_sparse.csr_array(matrix)
        reference.sum_duplicates()
        rank = grundy.structural_rank(matrix)
        assert rank == csgraph.structural_rank(reference)
        dm = grundy.dmperm(matrix)
        assert dm.rank == rank
        check_dmperm(dm, np.unique(entries, axis=0), shape)
        for perm_type in ("row", "column"):
            ours = grundy.maximum_bipartite_matching(matrix, perm_type=perm_type)
            theirs = csgraph.maximum_bipartite_matching(reference, perm_type=perm_type)
            assert ours.dtype == theirs.dtype and ours.shape == theirs.shape
            assert (ours >= 0).sum() == (theirs >= 0).sum() == rank


def test_the_matching_is_the_same_array_when_unique():
    rng = np.random.default_rng(5)
    n = 30
    for _ in range(50):
        # An upper triangular pattern with a full diagonal has one perfect matching.
        upper = [(i, j) for i in range(n) for j in range(i + 1, n) if rng.random() < 0.1]
        entries = np.array([(i, i) for i in range(n)] + upper)
        perm = rng.permutation(n)
        entries[:, 0] = perm[entries[:, 0]]
        matrix = scipy_sparse.csr_array(as_coo(entries, (n, n)))
        for perm_type in ("row", "column"):
            assert np.array_equal(
                grundy.maximum_bipartite_matching(matrix, perm_type),
                csgraph.maximum_bipartite_matching(matrix, perm_type),
            )


def test_matching_is_valid_and_follows_the_minus_one_convention():
    matrix = scipy_sparse.csr_array([[0, 0, 1], [1, 1, 0], [0, 0, 1]])
    rows = grundy.maximum_bipartite_matching(matrix, perm_type="row")  # one per column
    cols = grundy.maximum_bipartite_matching(matrix, perm_type="column")  # one per row
    assert rows.shape == (3,) and cols.shape == (3,) and rows.dtype == np.int32
    assert (rows >= 0).sum() == 2 and (cols >= 0).sum() == 2 and (cols == -1).sum() == 1
    for j, i in enumerate(rows):
        if i >= 0:
            assert matrix[i, j] != 0 and cols[i] == j
    # Explicit zeros are entries, as in SciPy.
    explicit = scipy_sparse.csr_array((np.array([0.0, 0.0]), np.array([0, 1]), np.array([0, 1, 2])), shape=(2, 2))
    assert grundy.structural_rank(explicit) == 2 == csgraph.structural_rank(explicit)


def ladder(levels: int) -> np.ndarray:
    """Levels of two rows and two columns, each row next to both columns of its level and
    of the next; one column more than the rows can match at the far end."""
    entries = []
    for level in range(levels):
        for a, b in itertools.product(range(2), repeat=2):
            entries += [(2 * level + a, 2 * level + b), (2 * level + a, 2 * level + 2 + b)]
    return np.array(entries)


def grid(side: int, holes: float, seed: int) -> tuple[np.ndarray, tuple[int, int]]:
    """A side x side board with random holes: rows are the black cells, columns the white
    ones, entries the neighbouring pairs."""
    rng = np.random.default_rng(seed)
    open_ = rng.random((side, side)) >= holes
    entries = []
    for y, x in zip(*np.nonzero(open_)):
        if (x + y) % 2:
            continue
        for ny, nx in ((y - 1, x), (y + 1, x), (y, x - 1), (y, x + 1)):
            if 0 <= ny < side and 0 <= nx < side and open_[ny, nx]:
                entries.append((y * side + x, ny * side + nx))
    return np.array(entries), (side * side, side * side)


def test_ladders_and_grids_are_answered():
    # Work, not time: these finish (SciPy's search takes time exponential in the
    # ladder's length) and the answers are checked.
    for levels in (5, 60, 20_000):
        entries = ladder(levels)
        shape = (2 * levels, 2 * levels + 2)
        assert grundy.structural_rank(entries, shape=shape) == 2 * levels
        if levels <= 60:
            check_dmperm(grundy.dmperm(entries, shape=shape), entries, shape)
    entries, shape = grid(200, 0.1, 1)
    dm = grundy.dmperm(entries, shape=shape)
    assert dm.rank == grundy.structural_rank(as_coo(entries, shape).tocsr())
    small, small_shape = grid(12, 0.1, 2)
    check_dmperm(grundy.dmperm(small, shape=small_shape), small, small_shape)


def test_block_triangular_form_of_a_chain():
    # x_i depends on x_{i+1}: n blocks of one, solved from the last.
    n = 50
    entries = np.array([(i, i) for i in range(n)] + [(i, i + 1) for i in range(n - 1)])
    btf = grundy.block_triangular_form(scipy_sparse.csr_array(as_coo(entries, (n, n))))
    assert btf.n_blocks == n
    p, q, r = btf
    assert r.tolist() == list(range(n + 1))
    assert p.tolist() == q.tolist() == list(range(n))
    with pytest.raises(ValueError, match="structurally singular .structural rank 1 of 2"):
        grundy.block_triangular_form(np.array([[0, 0], [1, 0]]), shape=(2, 2))
    with pytest.raises(ValueError, match="not square"):
        grundy.block_triangular_form(np.array([[0, 0], [0, 1]]), shape=(1, 2))


def test_dmperm_repr_and_unpacking():
    dm = grundy.dmperm(np.array([[0, 0], [0, 1], [1, 1], [2, 1]]))
    assert repr(dm).startswith("DMPerm(3 x 2, rank 2")
    assert len(tuple(dm)) == 6
    assert all(isinstance(x, np.ndarray) for x in dm)


def test_index_dtypes_are_read_in_place_or_converted():
    entries = np.array([[0, 1], [1, 0]], dtype=np.uint8)
    assert grundy.structural_rank(entries) == 2
    matrix = scipy_sparse.csr_array(np.eye(3))
    matrix.indices = matrix.indices.astype(np.int64)  # mixed int32 indptr, int64 indices
    assert grundy.structural_rank(matrix) == 3


@pytest.mark.parametrize(
    "bad, error, words",
    [
        (np.eye(3), TypeError, "dense float64 array of shape .3, 3."),
        (np.ones((3, 3), dtype=int), TypeError, "dense int64 array"),
        (np.zeros(4, dtype=int), ValueError, "1-D array"),
        (np.zeros((2, 2, 2), dtype=int), ValueError, "3-D array"),
        (np.array([[0.0, 1.0]]), TypeError, "dense float64 array of shape .1, 2."),
        (np.array([[0, -1]]), ValueError, "column index -1 at position 0 is not in 0..0"),
        ([[0, 1]], TypeError, "got list"),
        ("matrix.mtx", TypeError, "got str"),
    ],
)
def test_bad_input_says_what_was_expected(bad, error, words):
    for func in (grundy.dmperm, grundy.structural_rank, grundy.maximum_bipartite_matching):
        with pytest.raises(error, match=words):
            func(bad)


def test_bad_sparse_arrays_and_arguments():
    matrix = scipy_sparse.csr_array(np.eye(2))
    matrix.indices = np.array([0, 5], dtype=np.int32)
    with pytest.raises(ValueError, match="column index 5 at position 1 is not in 0..2"):
        grundy.dmperm(matrix)
    with pytest.raises(ValueError, match="perm_type must be 'row' or 'column'"):
        grundy.maximum_bipartite_matching(scipy_sparse.csr_array(np.eye(2)), perm_type="rows")
    with pytest.raises(ValueError, match="shape .3, 3. given for a matrix of shape .2, 2."):
        grundy.dmperm(scipy_sparse.csr_array(np.eye(2)), shape=(3, 3))
    with pytest.raises(ValueError, match="row index 2 at position 0 is not in 0..2"):
        grundy.dmperm(np.array([[2, 0]]), shape=(2, 2))
    with pytest.raises(ValueError, match="1-D sparse array of shape .3,."):
        grundy.dmperm(scipy_sparse.coo_array(np.ones(3)))


def test_spy_dmperm_draws_the_blocks():
    matplotlib = pytest.importorskip("matplotlib")
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from grundy.plot import spy_dmperm

    entries = np.array([[0, 0], [0, 1], [0, 2], [1, 2], [1, 3], [2, 2], [2, 3], [3, 4], [4, 4], [5, 4]])
    ax, dm = spy_dmperm(scipy_sparse.csr_array(as_coo(entries, (6, 5))))
    # Three coarse frames and the well-determined part's square blocks.
    square_blocks = dm.n_blocks - (dm.cc[2] > 0) - (dm.rr[2] < 6)
    assert len(ax.patches) == 3 + square_blocks
    xs, ys = ax.lines[0].get_data()
    assert len(xs) == len(entries)
    row_pos = np.argsort(dm.p)
    col_pos = np.argsort(dm.q)
    assert sorted(zip(ys.tolist(), xs.tolist())) == sorted((row_pos[i], col_pos[j]) for i, j in entries)
    plt.close("all")
