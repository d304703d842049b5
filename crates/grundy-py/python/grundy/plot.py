"""Pictures of sparse matrices (needs matplotlib: ``pip install "grundy[plot]"``).

``spy_dmperm(A)`` draws the Dulmage-Mendelsohn permutation of a matrix, as MATLAB's
``spy(A(p,q))`` with the blocks outlined: the permuted pattern, the coarse parts
(under-determined, well-determined, over-determined) as coloured frames, and every fine
block of the well-determined part as a thin black square. matplotlib is imported when
the function is called, not with ``grundy``.
"""

from typing import Any, Optional

import numpy as np

from ._sparse import DMPerm, dmperm, entries_of

# The coarse parts' colours: the Okabe-Ito palette (colour-blind safe), as the web page uses.
_PART_COLOURS = {"under": "#E69F00", "well": "#009E73", "over": "#0072B2"}


def spy_dmperm(
    matrix: Any,
    *,
    shape: Optional[tuple[int, int]] = None,
    ax: Any = None,
    markersize: Optional[float] = None,
) -> tuple[Any, DMPerm]:
    """Draws ``A[p][:, q]`` with its coarse parts and fine blocks outlined; returns the
    matplotlib ``Axes`` and the ``DMPerm``.

    ``matrix`` and ``shape`` are as for ``grundy.dmperm``; ``ax`` is the axes to draw on
    (a new figure by default); ``markersize`` the size of an entry's dot (by default
    smaller as the matrix grows). Rows go down and columns right, as in ``spy``.

    >>> import numpy as np
    >>> import matplotlib
    >>> matplotlib.use("Agg")
    >>> ax, dm = spy_dmperm(np.array([[0, 0], [0, 1], [1, 1], [2, 1]]))
    >>> dm.rank, ax.get_title()
    (2, '3 x 2, structural rank 2, 2 fine blocks')
    """
    import matplotlib.pyplot as plt
    from matplotlib.patches import Rectangle

    dm = dmperm(matrix, shape=shape)
    n_rows, n_cols = len(dm.p), len(dm.q)
    if ax is None:
        _, ax = plt.subplots(figsize=(6, 6))
    rows, cols = entries_of(matrix)
    row_pos = np.empty(n_rows, dtype=np.int64)
    row_pos[dm.p] = np.arange(n_rows)
    col_pos = np.empty(n_cols, dtype=np.int64)
    col_pos[dm.q] = np.arange(n_cols)
    if markersize is None:
        markersize = max(0.5, min(8.0, 300.0 / max(n_rows, n_cols, 1)))
    ax.plot(col_pos[np.asarray(cols)], row_pos[np.asarray(rows)], "s", color="0.2", markersize=markersize, linestyle="none")

    def frame(row_range: tuple[int, int], col_range: tuple[int, int], **style: Any) -> None:
        (r0, r1), (c0, c1) = row_range, col_range
        if r1 > r0 or c1 > c0:
            ax.add_patch(Rectangle((c0 - 0.5, r0 - 0.5), c1 - c0, r1 - r0, fill=False, **style))

    rr, cc = dm.rr, dm.cc
    parts = {
        "under": ((rr[0], rr[1]), (cc[0], cc[2])),
        "well": ((rr[1], rr[2]), (cc[2], cc[3])),
        "over": ((rr[2], rr[4]), (cc[3], cc[4])),
    }
    first = 1 if cc[2] > 0 else 0
    last = dm.n_blocks - (1 if rr[2] < n_rows else 0)
    for k in range(first, last):
        frame((dm.r[k], dm.r[k + 1]), (dm.s[k], dm.s[k + 1]), edgecolor="black", linewidth=0.8)
    for name, (row_range, col_range) in parts.items():
        frame(row_range, col_range, edgecolor=_PART_COLOURS[name], linewidth=2.0, label=f"{name}-determined")
    ax.set_xlim(-0.5, n_cols - 0.5)
    ax.set_ylim(n_rows - 0.5, -0.5)
    ax.set_aspect("equal")
    ax.set_xlabel("columns (permuted by q)")
    ax.set_ylabel("rows (permuted by p)")
    ax.set_title(f"{n_rows} x {n_cols}, structural rank {dm.rank}, {dm.n_blocks} fine blocks")
    if any(patch.get_label() and not patch.get_label().startswith("_") for patch in ax.patches):
        ax.legend(loc="lower left", fontsize="small")  # below the diagonal: always empty
    return ax, dm
