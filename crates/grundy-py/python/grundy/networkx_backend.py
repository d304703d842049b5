"""The NetworkX backend ``grundy``: NetworkX's maximum matching functions on grundy's
engines.

Installed with the package, it is found through the ``networkx.backends`` entry point:

>>> import networkx as nx
>>> G = nx.complete_bipartite_graph(2, 3)
>>> nx.bipartite.maximum_matching(G, backend="grundy")
{0: 2, 1: 3, 2: 0, 3: 1}

or, for every call, with ``nx.config.backend_priority = ["grundy"]`` (or the environment
variable ``NETWORKX_BACKEND_PRIORITY=grundy``).

Served: ``hopcroft_karp_matching`` (that is ``bipartite.maximum_matching``),
``eppstein_matching``, ``to_vertex_cover`` and ``max_weight_matching`` when every edge
has the same weight and the answer is a maximum-cardinality matching
(``maxcardinality=True``, or a positive common weight). Everything else (directed
graphs, other weights) is declined by ``can_run``, so NetworkX runs its own code.

The conversion reads the graph's adjacency once in Rust and keeps the converted graph
in NetworkX's cache, so later calls on the unchanged graph skip it.
"""

import collections
from collections.abc import Hashable, Iterable
from typing import Any, Optional

from . import _native
from ._graphs import to_native

#: How many calls each served function has answered in this process (tests use it to
#: check that the backend, not NetworkX's fallback, ran).
CALLS: collections.Counter[str] = collections.Counter()

_FUNCTIONS = {
    "hopcroft_karp_matching": "Push-relabel and augmenting-path engines in Rust; the same"
    " answer shape (a dict, both directions) and errors.",
    "eppstein_matching": "The same engine as hopcroft_karp_matching.",
    "to_vertex_cover": "König's cover from the given maximum matching, checked in Rust;"
    " a matching that is not maximum is an error rather than a wrong cover.",
    "max_weight_matching": "Served when every edge has the same weight and the answer is a"
    " maximum-cardinality matching (maxcardinality=True, or a positive common weight):"
    " Edmonds' blossom algorithm in Rust. Other weights run NetworkX's own code.",
}


def get_info() -> dict[str, Any]:
    """The ``networkx.backend_info`` entry point: what NetworkX shows in its docs."""
    return {
        "backend_name": "grundy",
        "project": "grundy",
        "package": "grundy",
        "short_summary": "Fast exact maximum matching (bipartite and general) from the grundy game solver.",
        "functions": {name: {"additional_docs": docs} for name, docs in _FUNCTIONS.items()},
        "default_config": {},
    }


class GrundyGraph:
    """A NetworkX graph converted for grundy: the original graph and, built on first
    use, grundy's copy of its adjacency."""

    __networkx_backend__ = "grundy"

    def __init__(self, graph: Any) -> None:
        self.graph = graph
        self._native: Optional[_native.Graph] = None

    @property
    def native(self) -> _native.Graph:
        if self._native is None:
            self._native = to_native(self.graph)
        return self._native

    def is_directed(self) -> bool:
        return self.graph.is_directed()

    def is_multigraph(self) -> bool:
        return self.graph.is_multigraph()

    def __len__(self) -> int:
        return len(self.graph)


def _nx_graph(G: Any) -> Any:
    return G.graph if isinstance(G, GrundyGraph) else G


def _native_of(G: Any) -> _native.Graph:
    return G.native if isinstance(G, GrundyGraph) else GrundyGraph(G).native


def _check_sides(native: _native.Graph, top_nodes: Optional[Iterable[Hashable]]) -> None:
    """NetworkX's errors when the sides are not given and not unique."""
    if top_nodes is not None:
        return
    import networkx as nx

    if native.n_vertices == 0:
        raise nx.NetworkXPointlessConcept("Connectivity is undefined for the null graph.")
    components = native.bipartite_components()
    if components is None:
        raise nx.NetworkXError("Graph is not bipartite.")
    if components > 1:
        raise nx.AmbiguousSolution("Disconnected graph: Ambiguous solution for bipartite sets.")


def _top(top_nodes: Optional[Iterable[Hashable]]) -> Optional[list[Hashable]]:
    return None if top_nodes is None else list(top_nodes)


def hopcroft_karp_matching(G: Any, top_nodes: Optional[Iterable[Hashable]] = None) -> dict:
    """``networkx.bipartite.hopcroft_karp_matching`` on grundy."""
    CALLS["hopcroft_karp_matching"] += 1
    native = _native_of(G)
    _check_sides(native, top_nodes)
    return native.matching(_top(top_nodes)).mate()


def eppstein_matching(G: Any, top_nodes: Optional[Iterable[Hashable]] = None) -> dict:
    """``networkx.bipartite.eppstein_matching`` on grundy."""
    CALLS["eppstein_matching"] += 1
    native = _native_of(G)
    _check_sides(native, top_nodes)
    return native.matching(_top(top_nodes)).mate()


def to_vertex_cover(G: Any, matching: dict, top_nodes: Optional[Iterable[Hashable]] = None) -> set:
    """``networkx.bipartite.to_vertex_cover`` on grundy."""
    CALLS["to_vertex_cover"] += 1
    native = _native_of(G)
    _check_sides(native, top_nodes)
    pairs = {frozenset((u, v)): (u, v) for u, v in matching.items()}
    return native.vertex_cover_of(list(pairs.values()), _top(top_nodes))


def _common_weight(G: Any, weight: Optional[str]) -> tuple[bool, Any]:
    """Whether every edge of ``G`` has the same weight, and that weight (NetworkX's
    default of 1 for a missing attribute; ``weight=None`` means all 1)."""
    if weight is None:
        return True, 1
    first: Any = None
    for _, _, w in G.edges(data=weight, default=1):
        if first is None:
            first = w
        elif w != first:
            return False, None
    return True, 1 if first is None else first


def max_weight_matching(G: Any, maxcardinality: bool = False, weight: Optional[str] = "weight") -> set:
    """``networkx.max_weight_matching`` on grundy, for graphs whose edges all weigh the
    same (``can_run`` declines the rest)."""
    CALLS["max_weight_matching"] += 1
    native = _native_of(G)
    return {(u, v) for u, v in native.matching(None).pairs() if u != v}


def _bind(name: str, args: tuple, kwargs: dict) -> dict[str, Any]:
    import inspect

    return inspect.signature(globals()[name]).bind(*args, **kwargs).arguments


class BackendInterface:
    """The object the ``networkx.backends`` entry point names."""

    hopcroft_karp_matching = staticmethod(hopcroft_karp_matching)
    eppstein_matching = staticmethod(eppstein_matching)
    to_vertex_cover = staticmethod(to_vertex_cover)
    max_weight_matching = staticmethod(max_weight_matching)

    @staticmethod
    def convert_from_nx(G: Any, *args: Any, **kwargs: Any) -> GrundyGraph:
        return G if isinstance(G, GrundyGraph) else GrundyGraph(G)

    @staticmethod
    def convert_to_nx(obj: Any, *, name: Optional[str] = None) -> Any:
        return obj.graph if isinstance(obj, GrundyGraph) else obj

    @staticmethod
    def can_run(name: str, args: tuple, kwargs: dict) -> Any:
        if name not in _FUNCTIONS:
            return f"grundy does not serve {name}"
        try:
            bound = _bind(name, args, kwargs)
        except TypeError as err:
            return f"unexpected arguments: {err}"
        G = _nx_graph(bound.get("G"))
        if G is None or not hasattr(G, "is_directed"):
            return "the graph is not a NetworkX graph"
        if G.is_directed():
            return "grundy matches undirected graphs"
        if name == "max_weight_matching":
            same, w = _common_weight(G, bound.get("weight", "weight"))
            if not same:
                return "the edges have different weights"
            if not bound.get("maxcardinality", False):
                try:
                    positive = G.number_of_edges() == 0 or w > 0
                except TypeError:
                    positive = False
                if not positive:
                    return "with maxcardinality=False and a weight that is not positive, the empty matching may be heavier"
        return True

    @staticmethod
    def should_run(name: str, args: tuple, kwargs: dict) -> bool:
        return True
