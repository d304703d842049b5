"""Geography and maximum matching on NetworkX graphs, edge lists and arrays.

A graph is one of:

- a NetworkX ``Graph`` or ``MultiGraph`` (undirected; parallel edges count once, node
  labels any hashables) or an iterable of ``(u, v)`` pairs (an edge listed twice, either
  way round, counts once): converted once, in Rust; answers are keyed by your own nodes;
- a NumPy integer array of shape ``(m, 2)``, one edge a row: a graph on the vertices
  ``0..n-1`` (``n`` one more than the largest index, or the ``n=`` keyword), labelled
  by their ints;
- a SciPy sparse matrix or array of any format: a bipartite graph whose sides are the
  rows and the columns, every stored entry an edge, the vertices labelled
  ``("row", i)`` and ``("col", j)``; with ``adjacency=True`` a square matrix is the
  adjacency matrix of a graph on ``0..n-1`` instead (entry ``(i, j)`` is the edge
  ``{i, j}``; the matrix need not be symmetric, as in ``networkx.from_scipy_sparse_array``).

Arrays are read through the buffer protocol by the same path as ``dmperm`` (no Python
object per edge), and the answers have array accessors indexed by vertex position
(``Matching.mate_array``, ``Matching.row_mate``, ``Geography.winning_move_array``), so
a large graph builds no dict unless one is asked for.
"""

from collections.abc import Hashable, Iterable
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, NamedTuple, Optional, Union

import numpy as np

from . import _native
from ._sparse import is_sparse, to_pattern

# A NetworkX graph (untyped, so any object passes), an iterable of (u, v) pairs, a NumPy
# (m, 2) edge array, a SciPy sparse matrix, or a graph converted before.
GraphLike = Union[_native.Graph, np.ndarray, Iterable[tuple[Hashable, Hashable]]]

_ARRAY_KINDS = (
    "a NumPy integer array of shape (m, 2) (one edge a row), a SciPy sparse matrix (rows "
    "and columns the two sides; adjacency=True for an adjacency matrix), a NetworkX graph "
    "or an iterable of (u, v) pairs"
)


def is_networkx(graph: Any, game: str) -> bool:
    """Whether ``graph`` is a NetworkX graph; a directed one is refused, since ``game``
    on it is another game."""
    if not (hasattr(graph, "is_directed") and hasattr(graph, "adj")):
        return False
    if graph.is_directed():
        raise TypeError(
            f"grundy solves undirected graphs: {game} on a directed graph is another game "
            "(convert with G.to_undirected())"
        )
    return True


def _edge_array_graph(edges: np.ndarray, n: Optional[int]) -> _native.Graph:
    """The graph on ``0..n-1`` of an ``(m, 2)`` integer edge array."""
    if edges.ndim != 2:
        raise ValueError(f"expected {_ARRAY_KINDS}; got a {edges.ndim}-D array of shape {edges.shape}")
    if edges.shape[1] != 2:
        raise TypeError(
            f"expected {_ARRAY_KINDS}; got a dense {edges.dtype} array of shape {edges.shape} "
            "(for a dense matrix's nonzeros, pass scipy.sparse.csr_array(A), with "
            "adjacency=True for an adjacency matrix)"
        )
    if edges.dtype.kind not in "iu":
        raise TypeError(
            f"an edge array holds integer vertex indices, not {edges.dtype} (convert with "
            "edges.astype(np.int64) if the values are whole numbers)"
        )
    if n is not None and (isinstance(n, bool) or not isinstance(n, (int, np.integer)) or n < 0):
        raise ValueError(f"n is the number of vertices, a non-negative integer, not {n!r}")
    if len(edges):
        low = edges.min()
        if low < 0:
            row, col = np.argwhere(edges == low)[0]
            raise ValueError(f"vertex indices are 0..n-1; edges[{row}, {col}] is {low}")
        high = int(edges.max())
        if n is None:
            n = high + 1
        elif high >= n:
            row, col = np.argwhere(edges == high)[0]
            raise ValueError(f"vertex indices are 0..n-1 with n={n}; edges[{row}, {col}] is {high}")
    n = 0 if n is None else int(n)
    return _native.Graph.from_pattern(to_pattern(edges, shape=(n, n)), "undirected")


def to_native(graph: GraphLike, *, adjacency: bool = False, n: Optional[int] = None) -> _native.Graph:
    """The library's graph for a NetworkX graph, an edge list, an edge array, a SciPy
    sparse matrix or a converted graph (see the module's docstring)."""
    if n is not None and not isinstance(graph, np.ndarray):
        raise TypeError("n= gives the vertex count of an (m, 2) edge array; other graphs have their own")
    if adjacency and not is_sparse(graph):
        raise TypeError(
            "adjacency=True reads a SciPy sparse matrix as an adjacency matrix; got "
            + (
                f"a dense {graph.dtype} array of shape {graph.shape} (pass scipy.sparse.csr_array(A))"
                if isinstance(graph, np.ndarray)
                else type(graph).__name__
            )
        )
    if isinstance(graph, _native.Graph):
        return graph
    if is_sparse(graph):
        return _native.Graph.from_pattern(to_pattern(graph), "undirected" if adjacency else "bipartite")
    if isinstance(graph, np.ndarray):
        return _edge_array_graph(graph, n)
    if is_networkx(graph, "geography or matching"):
        adj = getattr(graph, "_adj", None)
        if not isinstance(adj, dict):
            adj = {u: dict(nbrs) for u, nbrs in graph.adjacency()}
        return _native.Graph.from_adjacency(adj)
    if isinstance(graph, (str, bytes)):
        raise TypeError(
            "a graph is a NetworkX graph, an iterable of (u, v) pairs or an array; to read a "
            "graph file, use the grundy command line tool or parse it into pairs first"
        )
    try:
        edges = iter(graph)
    except TypeError:
        raise TypeError(f"expected {_ARRAY_KINDS}; got {type(graph).__name__}") from None
    return _native.Graph.from_edges(edges)


class Geography:
    """Who wins undirected vertex geography from each vertex, and how.

    The token starts on a vertex; each move takes it to an unvisited neighbour; the
    player who cannot move loses. The player to move from ``v`` wins iff every maximum
    matching covers ``v``, and wins by moving along the matching edge.

    The answer is kept as an array by vertex position (the order of ``nodes``: an edge
    array's ``0..n-1``; a matrix's rows, then its columns; a NetworkX graph's node
    order); the dicts are built from it when first read.
    """

    def __init__(self, graph: _native.Graph, moves: np.ndarray) -> None:
        self._graph = graph
        self._moves = moves

    @property
    def winning_move_array(self) -> np.ndarray:
        """The winning move from each vertex as an ``int64`` array of vertex positions,
        ``-1`` where the mover loses."""
        return self._moves

    @property
    def mover_wins_array(self) -> np.ndarray:
        """Whether the mover wins from each vertex, a ``bool`` array by position."""
        return self._moves >= 0

    @property
    def nodes(self) -> list[Hashable]:
        """The vertex labels in position order."""
        return self._graph.nodes

    @cached_property
    def _dicts(self) -> tuple[dict[Hashable, bool], dict[Hashable, Optional[Hashable]]]:
        return self._graph.geography_dicts(self._moves)

    @property
    def mover_wins(self) -> dict[Hashable, bool]:
        """``mover_wins[v]``: the player to move from ``v`` wins."""
        return self._dicts[0]

    @property
    def winning_move(self) -> dict[Hashable, Optional[Hashable]]:
        """``winning_move[v]``: a neighbour to move to that keeps the win, ``None`` if lost."""
        return self._dicts[1]

    def __repr__(self) -> str:
        # A summary: the dicts of a large graph would flood a notebook.
        wins = int(np.count_nonzero(self._moves >= 0))
        return f"Geography({len(self._moves)} vertices, the mover wins from {wins})"


def geography(graph: GraphLike, *, adjacency: bool = False, n: Optional[int] = None) -> Geography:
    """Vertex geography from every vertex of an undirected graph (odd cycles allowed).

    ``graph`` is a NetworkX graph, an iterable of ``(u, v)`` pairs, an ``(m, 2)``
    integer edge array (vertices ``0..n-1``; ``n`` by default one more than the largest
    index) or a SciPy sparse matrix (rows and columns the two sides, labelled
    ``("row", i)`` and ``("col", j)``; ``adjacency=True`` reads a square one as an
    adjacency matrix on ``0..n-1``).

    >>> g = geography([("a", "b"), ("b", "c"), ("c", "a"), ("c", "d"), ("d", "e")])
    >>> g.mover_wins["d"], g.winning_move["d"]
    (True, 'c')
    >>> sorted(v for v, wins in g.mover_wins.items() if not wins)
    ['a', 'b', 'c', 'e']
    >>> import numpy as np
    >>> path = geography(np.array([[0, 1], [1, 2]]))   # 0 - 1 - 2
    >>> path.winning_move_array.tolist(), path.mover_wins[1]
    ([-1, 0, -1], True)
    """
    native = to_native(graph, adjacency=adjacency, n=n)
    return Geography(native, native.geography())


class TutteBerge(NamedTuple):
    """The Tutte-Berge certificate of a maximum matching of a graph with odd cycles:
    removing ``barrier`` leaves ``odd_components`` odd components, so no matching has
    more than ``bound = (|V| + |barrier| - odd_components) / 2`` pairs."""

    barrier: set[Hashable]
    odd_components: int
    bound: int


@dataclass(frozen=True, eq=False)
class Matching:
    """A maximum matching with its certificates, each computed on first access.

    On a bipartite graph: the Dulmage-Mendelsohn parts, blocks and edge classes and
    König's vertex cover, independent set and edge cover; on a graph with an odd cycle,
    the Gallai-Edmonds parts and the Tutte-Berge certificate. The vocabulary is the CLI's
    (``grundy matching --json``).
    """

    _native: Any = field(repr=False)
    _graph: Any = field(repr=False)

    @property
    def size(self) -> int:
        """The number of matched pairs."""
        return self._native.size

    @property
    def is_bipartite(self) -> bool:
        """Whether the graph was matched as bipartite."""
        return self._native.is_bipartite

    @cached_property
    def mate(self) -> dict[Hashable, Hashable]:
        """``{node: mate}`` for every matched node, in both directions (NetworkX's shape)."""
        return self._native.mate()

    @cached_property
    def mate_array(self) -> np.ndarray:
        """The mate of every vertex as an ``int64`` array of vertex positions (the order
        of ``nodes``), ``-1`` where unmatched: no dict is built."""
        return self._native.mate_array()

    @property
    def nodes(self) -> list[Hashable]:
        """The vertex labels in position order: an edge array's ``0..n-1``; a matrix's
        ``("row", i)`` then ``("col", j)``; a NetworkX graph's nodes in its order."""
        return self._graph.nodes

    def _matrix_rows(self, what: str) -> int:
        n_rows = self._graph.matrix_rows
        if n_rows is None:
            raise ValueError(f"{what} is the answer of a matrix (a SciPy sparse matrix's rows and columns); use mate_array")
        return n_rows

    @property
    def row_mate(self) -> np.ndarray:
        """For a matrix: the column matched to each row, ``-1`` where unmatched (an
        ``int64`` array; SciPy's ``perm_type="column"``)."""
        n_rows = self._matrix_rows("row_mate")
        mates = self.mate_array[:n_rows]
        return np.where(mates >= 0, mates - n_rows, -1)

    @property
    def col_mate(self) -> np.ndarray:
        """For a matrix: the row matched to each column, ``-1`` where unmatched (SciPy's
        ``perm_type="row"``)."""
        return self.mate_array[self._matrix_rows("col_mate") :]

    @cached_property
    def pairs(self) -> list[tuple[Hashable, Hashable]]:
        """The matched pairs, each once ((left, right) on a bipartite graph)."""
        return self._native.pairs()

    @cached_property
    def parts(self) -> dict[Hashable, str]:
        """Every node's part: ``"missable"`` (some maximum matching misses it),
        ``"adjacent"`` (always covered, next to a missable node) or ``"perfect"``."""
        return self._native.parts()

    @cached_property
    def sides(self) -> dict[Hashable, str]:
        """``"left"`` or ``"right"`` for every node (bipartite graphs)."""
        return self._native.sides()

    @cached_property
    def blocks(self) -> dict[Hashable, tuple[str, Optional[int]]]:
        """``(coarse, fine)``: the Dulmage-Mendelsohn block ``"over"``, ``"under"`` or
        ``"well"``, and in the well-determined part the fine block number."""
        return self._native.blocks()

    @cached_property
    def edge_classes(self) -> dict[tuple[Hashable, Hashable], str]:
        """``"necessary"`` (in every maximum matching), ``"optional"`` (in some) or
        ``"forbidden"`` (in none) for every edge (bipartite graphs)."""
        return self._native.edge_classes()

    @cached_property
    def _certificates(self) -> tuple[set, set, list]:
        return self._native.certificates()

    @property
    def vertex_cover(self) -> set[Hashable]:
        """A minimum vertex cover (König), as large as the matching: the proof that no
        matching is larger (bipartite graphs)."""
        return self._certificates[0]

    @property
    def independent_set(self) -> set[Hashable]:
        """A maximum independent set: every node outside the vertex cover."""
        return self._certificates[1]

    @property
    def edge_cover(self) -> list[tuple[Hashable, Hashable]]:
        """A minimum edge cover (every node without a neighbour is left out)."""
        return self._certificates[2]

    @cached_property
    def tutte_berge(self) -> Optional[TutteBerge]:
        """The Tutte-Berge certificate on a graph with an odd cycle (``None`` when
        bipartite: see ``vertex_cover``)."""
        proof = self._native.tutte_berge()
        return None if proof is None else TutteBerge(*proof)

    def __repr__(self) -> str:
        kind = "bipartite" if self.is_bipartite else "general"
        return f"Matching(size={self.size}, {kind})"


def matching(
    graph: GraphLike,
    top_nodes: Optional[Iterable[Hashable]] = None,
    *,
    adjacency: bool = False,
    n: Optional[int] = None,
) -> Matching:
    """A maximum matching of an undirected graph, with its certificates.

    ``graph`` is a NetworkX graph, an iterable of ``(u, v)`` pairs, an ``(m, 2)``
    integer edge array (a graph on ``0..n-1``; ``n`` by default one more than the
    largest index) or a SciPy sparse matrix: a bipartite graph, the rows one side
    (``("row", i)``, the left side) and the columns the other (``("col", j)``), read as
    ``dmperm`` reads it (``row_mate`` and ``col_mate`` give the answer as arrays);
    ``adjacency=True`` reads a square matrix as the adjacency matrix of a graph on
    ``0..n-1`` instead.

    ``top_nodes``: one side of a bipartite graph (every edge must join it to the other
    nodes); without it a bipartite graph is split by its two-colouring (a matrix by its
    rows and columns), and a graph with an odd cycle is matched by Edmonds' blossom
    algorithm.

    >>> m = matching([(1, "a"), (2, "a"), (2, "b")])
    >>> m.size, m.mate[1], m.mate["b"]
    (2, 'a', 2)
    >>> m.edge_classes[(2, "a")], sorted(m.vertex_cover, key=str)
    ('forbidden', [1, 2])
    >>> triangle = matching([(0, 1), (1, 2), (2, 0)])
    >>> triangle.size, triangle.parts[0], triangle.tutte_berge.bound
    (1, 'missable', 1)
    >>> import numpy as np
    >>> matching(np.array([[0, 1], [1, 2], [2, 0], [2, 3]])).mate_array.tolist()
    [1, 0, 3, 2]
    """
    native = to_native(graph, adjacency=adjacency, n=n)
    if top_nodes is not None and native.matrix_rows is not None:
        raise ValueError("a matrix's sides are its rows and columns: top_nodes is for other graphs")
    return Matching(native.matching(None if top_nodes is None else list(top_nodes)), native)
