"""grundy's sparse-matrix functions against SciPy, CasADi, Pyomo and igraph: whole calls,
from the user's SciPy CSR matrix to the result, on random, banded, Jacobian-like, grid
and ladder patterns.

    python bench/sparse_matrix.py [--out bench/results/DATE-dmperm.md] [--quick]

Each call runs in a child process (a call that does not finish within --timeout seconds
is reported as such and killed), best of --repeat runs. Peers that are not installed
are skipped; install them in a bench environment, never as test dependencies:

    python3 -m venv target/bench-venv
    target/bench-venv/bin/pip install numpy scipy casadi pyomo networkx igraph
    target/bench-venv/bin/pip install target/wheels/grundy-*.whl

What each peer computes, from the CSR matrix ``A``:
- grundy: ``dmperm(A)`` (the whole decomposition), ``structural_rank(A)``,
  ``maximum_bipartite_matching(A)``;
- SciPy: ``structural_rank(A)``, ``maximum_bipartite_matching(A)`` (no decomposition);
- CasADi: ``Sparsity(m, n, colind, row).btf()`` after ``A.tocsc()`` (the fine blocks);
- Pyomo: ``dulmage_mendelsohn(coo_matrix(A))`` of ``pyomo.contrib.incidence_analysis`` (coarse
  parts, over NetworkX);
- igraph: ``Graph.Bipartite(...).maximum_bipartite_matching()`` from the entries.
"""

import argparse
import multiprocessing as mp
import os
import platform
import sys
import tempfile
import time
import traceback

import numpy as np
import scipy.sparse as sp

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _results import machine, revision, today, write_results  # noqa: E402


# ------------------------------------------------------------------ the families


def random_pattern(n_rows, n_cols, nnz, seed):
    rng = np.random.default_rng(seed)
    rows = rng.integers(0, n_rows, nnz)
    cols = rng.integers(0, n_cols, nnz)
    return sp.csr_array((np.ones(nnz), (rows, cols)), shape=(n_rows, n_cols))


def jacobian(n, seed):
    """A chain (x_i depends on x_{i+1}), a band and random entries: the shape of a
    discretised model's Jacobian."""
    rng = np.random.default_rng(seed)
    i = np.arange(n)
    band_rows = i[2:][rng.random(n - 2) < 0.5]
    n_random = int(0.95 * n)
    rows = np.concatenate([i, i[:-1], band_rows, rng.integers(0, n, n_random)])
    cols = np.concatenate([i, i[:-1] + 1, band_rows - 2, rng.integers(0, n, n_random)])
    # Drop some diagonal entries so that the matching has work to do.
    keep = ~((rows == cols) & (rng.random(len(rows)) < 0.3))
    matrix = sp.csr_array((np.ones(keep.sum()), (rows[keep], cols[keep])), shape=(n, n))
    matrix.sum_duplicates()
    return matrix


def banded(n, half_width, seed):
    rng = np.random.default_rng(seed)
    offsets = list(range(-half_width, half_width + 1))
    matrix = sp.diags_array([np.ones(n - abs(k)) for k in offsets], offsets=offsets, shape=(n, n), format="csr")
    # Holes in the diagonal, so the matching is not the identity.
    matrix = matrix.tolil()
    for j in rng.choice(n, n // 10, replace=False):
        matrix[j, j] = 0
    matrix = matrix.tocsr()
    matrix.eliminate_zeros()
    return matrix


def grid(side, holes, seed):
    """A side x side board with random holes: rows are the black cells, columns the white
    ones, entries the neighbouring pairs (the chessboard sides)."""
    rng = np.random.default_rng(seed)
    open_ = rng.random((side, side)) >= holes
    ys, xs = np.nonzero(open_ & ((np.add.outer(np.arange(side), np.arange(side)) % 2) == 0))
    rows, cols = [], []
    for dy, dx in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        ny, nx = ys + dy, xs + dx
        ok = (ny >= 0) & (ny < side) & (nx >= 0) & (nx < side)
        ok[ok] &= open_[ny[ok], nx[ok]]
        rows.append(ys[ok] * side + xs[ok])
        cols.append(ny[ok] * side + nx[ok])
    rows, cols = np.concatenate(rows), np.concatenate(cols)
    return sp.csr_array((np.ones(len(rows)), (rows, cols)), shape=(side * side, side * side))


def ladder(levels):
    """Levels of two rows and two columns, each row next to both columns of its level and
    of the next, and one more pair of columns at the end than the rows can match."""
    rows, cols = [], []
    for a in range(2):
        for b in range(2):
            base = 2 * np.arange(levels)
            rows += [base + a, base + a]
            cols += [base + b, base + 2 + b]
    rows, cols = np.concatenate(rows), np.concatenate(cols)
    return sp.csr_array((np.ones(len(rows)), (rows, cols)), shape=(2 * levels, 2 * levels + 2))


def families(quick):
    scale = 10 if quick else 1
    return [
        ("random square 300,000 x 300,000, 10^6 entries", lambda: random_pattern(300_000 // scale, 300_000 // scale, 1_000_000 // scale, 1)),
        ("random rectangular 200,000 x 400,000, 10^6 entries", lambda: random_pattern(200_000 // scale, 400_000 // scale, 1_000_000 // scale, 2)),
        ("random rectangular 10^6 x 500,000, 10^6 entries", lambda: random_pattern(1_000_000 // scale, 500_000 // scale, 1_000_000 // scale, 3)),
        ("Jacobian 200,000 x 200,000 (chain + band + random)", lambda: jacobian(200_000 // scale, 4)),
        ("banded 300,000 x 300,000, half-width 1, 10% diagonal holes", lambda: banded(300_000 // scale, 1, 5)),
        ("grid 200 x 200, 10% holes", lambda: grid(200, 0.1, 6)),
        ("grid 1000 x 1000, 10% holes", lambda: grid(1000 // (3 if quick else 1), 0.1, 7)),
        ("ladder, 30 levels", lambda: ladder(30)),
        ("ladder, 100,000 levels", lambda: ladder(100_000 // scale)),
    ]


# ------------------------------------------------------------------ the peers


def grundy_dmperm(a):
    import grundy

    dm = grundy.dmperm(a)
    return f"rank {dm.rank}, {dm.n_blocks} blocks"


def grundy_rank(a):
    import grundy

    return f"rank {grundy.structural_rank(a)}"


def grundy_matching(a):
    import grundy

    return f"size {(grundy.maximum_bipartite_matching(a, perm_type='column') >= 0).sum()}"


def scipy_rank(a):
    from scipy.sparse.csgraph import structural_rank

    return f"rank {structural_rank(a)}"


def scipy_matching(a):
    from scipy.sparse.csgraph import maximum_bipartite_matching

    return f"size {(maximum_bipartite_matching(a, perm_type='column') >= 0).sum()}"


def casadi_btf(a):
    import casadi

    csc = a.tocsc()
    sparsity = casadi.Sparsity(a.shape[0], a.shape[1], csc.indptr.tolist(), csc.indices.tolist())
    nb = sparsity.btf()[0]
    return f"{nb} blocks"


def pyomo_dm(a):
    from pyomo.contrib.incidence_analysis.dulmage_mendelsohn import dulmage_mendelsohn

    rows, _ = dulmage_mendelsohn(sp.coo_matrix(a))
    # Every row but the unmatched ones is matched.
    return f"rank {sum(len(part) for part in rows) - len(rows.unmatched)}"


def igraph_matching(a):
    import igraph

    coo = a.tocoo()
    m, n = a.shape
    edges = np.stack([coo.row, coo.col + m], axis=1)
    types = np.zeros(m + n, dtype=bool)
    types[m:] = True
    g = igraph.Graph.Bipartite(types.tolist(), edges.tolist())
    return f"size {len(g.maximum_bipartite_matching())}"


PEERS = [
    ("grundy dmperm", grundy_dmperm, "grundy"),
    ("grundy structural_rank", grundy_rank, "grundy"),
    ("grundy maximum_bipartite_matching", grundy_matching, "grundy"),
    ("SciPy structural_rank", scipy_rank, "scipy"),
    ("SciPy maximum_bipartite_matching", scipy_matching, "scipy"),
    ("CasADi Sparsity.btf", casadi_btf, "casadi"),
    ("Pyomo dulmage_mendelsohn", pyomo_dm, "pyomo"),
    ("igraph maximum_bipartite_matching", igraph_matching, "igraph"),
]


def available(module):
    try:
        __import__(module)
        return True
    except ImportError:
        return False


def child(path, func, module, repeat, queue):
    try:
        __import__(module)  # the import is not part of a call
        a = sp.load_npz(path).tocsr()
        best, answer = float("inf"), None
        for _ in range(repeat):
            start = time.perf_counter()
            answer = func(a)
            best = min(best, time.perf_counter() - start)
            if best > 5:
                break
        queue.put((best, answer))
    except Exception:
        queue.put((None, traceback.format_exc(limit=2).strip().splitlines()[-1]))


def measure(path, func, module, repeat, timeout):
    queue = mp.Queue()
    process = mp.Process(target=child, args=(path, func, module, repeat, queue))
    process.start()
    process.join(timeout)
    if process.is_alive():
        process.kill()
        process.join()
        return None, f"did not finish in {timeout:g} s"
    return queue.get() if not queue.empty() else (None, "crashed")


def versions():
    found = [f"Python {platform.python_version()}"]
    for name in ("grundy", "numpy", "scipy", "casadi", "pyomo", "igraph", "networkx"):
        try:
            module = __import__(name)
            found.append(f"{name} {getattr(module, '__version__', '?')}")
        except ImportError:
            pass
    return ", ".join(found)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", default=f"bench/results/{today()}-dmperm.md")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--timeout", type=float, default=120.0)
    parser.add_argument("--quick", action="store_true", help="sizes divided by 10 (a smoke run)")
    parser.add_argument("--only", default="", help="run the families whose name contains this")
    parser.add_argument("--peers", default="", help="run the calls whose name contains this")
    args = parser.parse_args()
    peers = [(name, func, module) for name, func, module in PEERS if available(module) and args.peers in name]
    lines = [
        "# Sparse matrices: grundy against SciPy, CasADi, Pyomo and igraph",
        "",
        f"Run by `bench/sparse_matrix.py{' --quick' if args.quick else ''}` on {today()}, grundy {revision()}: {machine()} (shared with other work, so figures vary by tens of percent).",
        f"Versions: {versions()}.",
        "Each figure is a whole call from a SciPy CSR matrix to the result (conversions included), the best of "
        f"{args.repeat} runs in a child process; a call that does not finish within {args.timeout:g} s is stopped.",
        "",
    ]
    with tempfile.TemporaryDirectory() as tmp:
        for family, make in families(args.quick):
            if args.only not in family:
                continue
            matrix = make()
            path = os.path.join(tmp, "matrix.npz")
            sp.save_npz(path, matrix, compressed=False)
            lines += [f"## {family}", "", f"{matrix.shape[0]:,} x {matrix.shape[1]:,}, {matrix.nnz:,} stored entries.", ""]
            lines += ["| call | time | answer |", "| --- | ---: | --- |"]
            for name, func, module in peers:
                seconds, answer = measure(path, func, module, args.repeat, args.timeout)
                shown = f"{seconds:.3f} s" if seconds is not None else "-"
                lines.append(f"| {name} | {shown} | {answer} |")
                print(f"{family}: {name}: {shown} ({answer})", flush=True)
            lines.append("")
    write_results("dmperm", lines, args.out)


if __name__ == "__main__":
    sys.exit(main())
