"""Geography and maximum matching on NetworkX graphs and edge lists.

A graph is a NetworkX ``Graph`` or ``MultiGraph`` (undirected; parallel edges count
once, node labels any hashables) or an iterable of ``(u, v)`` pairs (an edge listed
twice, either way round, counts once). It is converted
once, in Rust, to the library's graph; answers are dicts keyed by your own nodes.
"""

from collections.abc import Hashable, Iterable
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, NamedTuple, Optional, Union

from . import _native

# A NetworkX graph (untyped, so any object passes), an iterable of (u, v) pairs, or a
# graph converted before.
GraphLike = Union[_native.Graph, Iterable[tuple[Hashable, Hashable]]]


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


def to_native(graph: GraphLike) -> _native.Graph:
    """The library's graph for a NetworkX graph, an edge list or a converted graph."""
    if isinstance(graph, _native.Graph):
        return graph
    if is_networkx(graph, "geography or matching"):
        adj = getattr(graph, "_adj", None)
        if not isinstance(adj, dict):
            adj = {u: dict(nbrs) for u, nbrs in graph.adjacency()}
        return _native.Graph.from_adjacency(adj)
    if isinstance(graph, (str, bytes)):
        raise TypeError(
            "a graph is a NetworkX graph or an iterable of (u, v) pairs; to read a graph "
            "file, use the grundy command line tool or parse it into pairs first"
        )
    try:
        edges = iter(graph)
    except TypeError:
        raise TypeError(
            f"a graph is a NetworkX graph or an iterable of (u, v) pairs, not {type(graph).__name__}"
        ) from None
    return _native.Graph.from_edges(edges)


@dataclass(frozen=True)
class Geography:
    """Who wins undirected vertex geography from each vertex, and how.

    The token starts on a vertex; each move takes it to an unvisited neighbour; the
    player who cannot move loses. The player to move from ``v`` wins iff every maximum
    matching covers ``v``, and wins by moving along the matching edge.
    """

    mover_wins: dict[Hashable, bool]
    """``mover_wins[v]``: the player to move from ``v`` wins."""
    winning_move: dict[Hashable, Optional[Hashable]]
    """``winning_move[v]``: a neighbour to move to that keeps the win, ``None`` if lost."""

    def __repr__(self) -> str:
        # A summary: the dicts of a large graph would flood a notebook.
        wins = sum(self.mover_wins.values())
        return f"Geography({len(self.mover_wins)} vertices, the mover wins from {wins})"


def geography(graph: GraphLike) -> Geography:
    """Vertex geography from every vertex of an undirected graph (odd cycles allowed).

    >>> g = geography([("a", "b"), ("b", "c"), ("c", "a"), ("c", "d"), ("d", "e")])
    >>> g.mover_wins["d"], g.winning_move["d"]
    (True, 'c')
    >>> sorted(v for v, wins in g.mover_wins.items() if not wins)
    ['a', 'b', 'c', 'e']
    """
    wins, moves = to_native(graph).geography()
    return Geography(wins, moves)


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


def matching(graph: GraphLike, top_nodes: Optional[Iterable[Hashable]] = None) -> Matching:
    """A maximum matching of an undirected graph, with its certificates.

    ``top_nodes``: one side of a bipartite graph (every edge must join it to the other
    nodes); without it a bipartite graph is split by its two-colouring, and a graph
    with an odd cycle is matched by Edmonds' blossom algorithm.

    >>> m = matching([(1, "a"), (2, "a"), (2, "b")])
    >>> m.size, m.mate[1], m.mate["b"]
    (2, 'a', 2)
    >>> m.edge_classes[(2, "a")], sorted(m.vertex_cover, key=str)
    ('forbidden', [1, 2])
    >>> triangle = matching([(0, 1), (1, 2), (2, 0)])
    >>> triangle.size, triangle.parts[0], triangle.tutte_berge.bound
    (1, 'missable', 1)
    """
    native = to_native(graph)
    return Matching(native.matching(None if top_nodes is None else list(top_nodes)))
