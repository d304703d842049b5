"""Array inputs of geography and matching: NumPy (m, 2) edge arrays, SciPy sparse
matrices (rows and columns the two sides) and adjacency matrices. Checked three ways:
exhaustively against the brute-force game search and matching enumeration of
``brute.py`` on every small graph, against the tuple and NetworkX inputs on seeded random
graphs, and on bad input (a TypeError or ValueError saying what was expected)."""

from __future__ import annotations

import itertools

import networkx as nx
import numpy as np
import pytest
import scipy.sparse as scipy_sparse

import grundy
from brute import SmallGraph, all_graphs, random_bipartite, random_graph
from test_graphs import check_geography, check_matching

FORMATS = ("csr", "csc", "coo", "lil", "dok", "bsr", "dia")


def edge_array(edges, dtype=np.int64) -> np.ndarray:
    return np.array(edges, dtype=dtype).reshape(-1, 2)


def matrix_of(entries, n_rows: int, n_cols: int, fmt: str = "coo"):
    """The SciPy sparse array of shape (n_rows, n_cols) with ones at ``entries``."""
    entries = edge_array(entries)
    coo = scipy_sparse.coo_array(
        (np.ones(len(entries)), (entries[:, 0], entries[:, 1])), shape=(n_rows, n_cols)
    )
    return coo.asformat(fmt)


def matrix_labels(n_rows: int, n_cols: int) -> list:
    return [("row", i) for i in range(n_rows)] + [("col", j) for j in range(n_cols)]


def check_arrays(m: grundy.Matching, geo: grundy.Geography) -> None:
    """The array accessors say what the dicts say."""
    nodes = m.nodes
    assert geo.nodes == nodes
    mates = m.mate_array
    assert mates.dtype == np.int64 and len(mates) == len(nodes)
    assert {nodes[v]: nodes[w] for v, w in enumerate(mates.tolist()) if w >= 0} == m.mate
    assert int((mates >= 0).sum()) == 2 * m.size
    moves = geo.winning_move_array
    assert moves.dtype == np.int64 and len(moves) == len(nodes)
    assert geo.mover_wins == {nodes[v]: bool(w >= 0) for v, w in enumerate(moves.tolist())}
    assert geo.winning_move == {nodes[v]: nodes[w] if w >= 0 else None for v, w in enumerate(moves.tolist())}
    assert geo.mover_wins_array.tolist() == [w >= 0 for w in moves.tolist()]


# --- every small graph, against the brute force ---------------------------------------


@pytest.mark.parametrize("n", [1, 2, 3, 4, 5])
def test_every_small_graph_as_an_edge_array_and_an_adjacency_matrix(n):
    labels = list(range(n))
    for k, edges in enumerate(all_graphs(n)):
        small = SmallGraph(n, edges)
        # The edge array (n given: isolated vertices count), then the adjacency matrix,
        # one triangle of it or both, in a format that changes with the graph.
        fmt = FORMATS[k % len(FORMATS)]
        both_ways = list(edges) + [(v, u) for u, v in edges]
        inputs = [
            (edge_array(edges), {"n": n}),
            (matrix_of(edges if k % 2 else both_ways, n, n, fmt), {"adjacency": True}),
        ]
        for graph, options in inputs:
            geo = grundy.geography(graph, **options)
            m = grundy.matching(graph, **options)
            check_geography(small, labels, geo)
            check_matching(small, labels, m)
            check_arrays(m, geo)


@pytest.mark.parametrize("n_rows, n_cols", [(1, 1), (1, 3), (2, 2), (3, 1), (2, 3), (3, 2), (3, 3)])
def test_every_small_matrix_as_a_bipartite_graph(n_rows, n_cols):
    cells = list(itertools.product(range(n_rows), range(n_cols)))
    labels = matrix_labels(n_rows, n_cols)
    for k in range(2 ** len(cells)):
        entries = [cell for bit, cell in enumerate(cells) if (k >> bit) & 1]
        small = SmallGraph(n_rows + n_cols, [(i, n_rows + j) for i, j in entries])
        matrix = matrix_of(entries, n_rows, n_cols, FORMATS[k % len(FORMATS)])
        geo = grundy.geography(matrix)
        m = grundy.matching(matrix)
        check_geography(small, labels, geo)
        check_matching(small, labels, m)
        check_arrays(m, geo)
        # The rows are the left side, whatever the two-colouring.
        assert all(m.sides[("row", i)] == "left" for i in range(n_rows))
        assert all(m.sides[("col", j)] == "right" for j in range(n_cols))
        # row_mate and col_mate: SciPy's conventions, one the inverse of the other.
        row_mate, col_mate = m.row_mate, m.col_mate
        assert len(row_mate) == n_rows and len(col_mate) == n_cols
        for i, j in enumerate(row_mate.tolist()):
            assert j == -1 or (col_mate[j] == i and (i, j) in entries)
        assert int((row_mate >= 0).sum()) == m.size == grundy.structural_rank(matrix)


# --- random graphs: the arrays agree with the tuple and NetworkX inputs -----------------


def answers(geo: grundy.Geography, m: grundy.Matching) -> tuple:
    classes = {frozenset(k): c for k, c in m.edge_classes.items()} if m.is_bipartite else None
    return geo.mover_wins, m.size, m.parts, m.is_bipartite, classes


@pytest.mark.parametrize("seed", range(8))
def test_random_edge_arrays_agree_with_tuples_and_networkx(seed, make_rng):
    rng = make_rng(300 + seed)
    for _ in range(12):
        n = rng.randint(2, 40)
        edges = random_graph(rng, n, rng.choice([0.05, 0.1, 0.3]))
        # Repeats, either way round, count once, as in the tuple path.
        listed = edges + [(v, u) for u, v in edges[: len(edges) // 3]] + edges[:2]
        rng.shuffle(listed)
        G = nx.Graph()
        G.add_nodes_from(range(n))
        G.add_edges_from(listed)
        array = edge_array(listed, dtype=rng.choice([np.int32, np.int64, np.uint16]))
        expected = answers(grundy.geography(G), grundy.matching(G))
        for graph, options in (
            (array, {"n": n}),
            (matrix_of(listed, n, n, rng.choice(FORMATS)), {"adjacency": True}),
            (nx.to_scipy_sparse_array(G, nodelist=range(n)), {"adjacency": True}),
        ):
            geo, m = grundy.geography(graph, **options), grundy.matching(graph, **options)
            assert answers(geo, m) == expected, (listed, options)
            check_arrays(m, geo)
            assert m.size == len(nx.max_weight_matching(G, maxcardinality=True, backend="networkx"))
        # Without n, the vertices are 0..max: the same answers on the vertices used.
        if listed:
            top = int(array.max())
            geo = grundy.geography(array)
            assert len(geo.winning_move_array) == top + 1
            assert geo.mover_wins == {v: expected[0][v] for v in range(top + 1)}


@pytest.mark.parametrize("seed", range(6))
def test_random_matrices_agree_with_the_graph_of_their_entries(seed, make_rng):
    rng = make_rng(400 + seed)
    for _ in range(10):
        n_rows, n_cols = rng.randint(1, 30), rng.randint(1, 30)
        entries = [(u, v - n_rows) for u, v in random_bipartite(rng, n_rows, n_cols, rng.choice([0.05, 0.15, 0.4]))]
        labels = matrix_labels(n_rows, n_cols)
        pairs = [(("row", i), ("col", j)) for i, j in entries]
        G = nx.Graph()
        G.add_nodes_from(labels)
        G.add_edges_from(pairs)
        top = labels[:n_rows]
        expected_geo = grundy.geography(G)
        expected = grundy.matching(G, top_nodes=top)
        for fmt in FORMATS:
            matrix = matrix_of(entries + entries[:3], n_rows, n_cols, fmt)  # duplicates count once
            geo, m = grundy.geography(matrix), grundy.matching(matrix)
            assert geo.mover_wins == expected_geo.mover_wins
            assert (m.size, m.parts, m.sides, m.blocks) == (expected.size, expected.parts, expected.sides, expected.blocks)
            assert m.edge_classes == expected.edge_classes
            check_arrays(m, geo)
            scipy_row = grundy.maximum_bipartite_matching(matrix, perm_type="column")
            assert int((m.row_mate >= 0).sum()) == int((scipy_row >= 0).sum())


def test_adjacency_matrices_are_symmetrised_as_networkx_reads_them():
    # Entry (0, 1) alone is the edge {0, 1}; (1, 2) and (2, 1) are one edge; a diagonal
    # entry is a loop, which is no move and no matching edge.
    matrix = matrix_of([(0, 1), (1, 2), (2, 1), (3, 3)], 4, 4, "csr")
    G = nx.from_scipy_sparse_array(matrix)
    m = grundy.matching(matrix, adjacency=True)
    assert m.nodes == [0, 1, 2, 3]
    assert sorted(map(sorted, m._graph.edges())) == sorted(map(sorted, G.edges()))
    assert m.size == 1 and m.parts == grundy.matching(G).parts
    assert grundy.geography(matrix, adjacency=True).mover_wins == grundy.geography(G).mover_wins
    # Read as a matrix, the same entries are a bipartite graph of 4 rows and 4 columns.
    assert grundy.matching(matrix).size == 3


def test_edge_arrays_of_any_integer_type_and_layout():
    edges = np.array([[0, 1], [1, 2], [2, 3], [3, 0]])
    expected = grundy.matching(edges).mate_array.tolist()
    for variant in (
        edges.astype(np.uint8),
        edges.astype(np.int32),
        np.asfortranarray(edges),
        np.repeat(edges, 2, axis=0)[::2],  # a strided view
        edges.astype(np.int64).view(np.int64),
    ):
        assert grundy.matching(variant).mate_array.tolist() == expected
    # Labels are Python ints, found again from NumPy integers.
    m = grundy.matching(edges, top_nodes=[np.int64(0), 2])
    assert m.sides == {0: "left", 1: "right", 2: "left", 3: "right"}
    assert all(type(x) is int for x in m.mate)


def test_empty_and_isolated():
    empty = np.zeros((0, 2), dtype=np.int64)
    assert grundy.matching(empty).size == 0
    assert grundy.geography(empty).mover_wins == {}
    geo = grundy.geography(empty, n=3)
    assert geo.mover_wins == {0: False, 1: False, 2: False}
    assert geo.winning_move_array.tolist() == [-1, -1, -1]
    m = grundy.matching(scipy_sparse.csr_array((2, 3)))
    assert m.size == 0 and m.row_mate.tolist() == [-1, -1] and m.col_mate.tolist() == [-1, -1, -1]
    assert repr(m) == "Matching(size=0, bipartite)"
    assert repr(grundy.geography(np.array([[0, 1]]))) == "Geography(2 vertices, the mover wins from 2)"


def test_matrix_labels_are_found_for_covers_and_the_backend():
    matrix = matrix_of([(0, 0), (0, 1), (1, 1)], 2, 2, "csr")
    m = grundy.matching(matrix)
    assert m.pairs == [(("row", 0), ("col", 0)), (("row", 1), ("col", 1))]
    assert len(m.vertex_cover) == 2
    native = m._graph
    assert native.vertex_cover_of(m.pairs, [("row", 0), ("row", 1)]) == m.vertex_cover


# --- errors -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "bad, options, error, words",
    [
        (np.eye(3), {}, TypeError, r"dense float64 array of shape \(3, 3\).*scipy.sparse.csr_array"),
        (np.ones((3, 3), dtype=int), {}, TypeError, "dense int64 array of shape .3, 3."),
        (np.zeros((4, 3), dtype=int), {}, TypeError, r"integer array of shape \(m, 2\).*shape \(4, 3\)"),
        (np.zeros(4, dtype=int), {}, ValueError, "1-D array of shape .4,."),
        (np.zeros((2, 2, 2), dtype=int), {}, ValueError, "3-D array"),
        (np.array([[0.0, 1.0]]), {}, TypeError, "integer vertex indices, not float64"),
        (np.array([[True, False]]), {}, TypeError, "integer vertex indices, not bool"),
        (np.array([[0, "a"]], dtype=object), {}, TypeError, "integer vertex indices, not object"),
        (np.array([[0, 1], [2, -1]]), {}, ValueError, r"0..n-1; edges\[1, 1\] is -1"),
        (np.array([[0, 1], [5, 2]]), {"n": 3}, ValueError, r"n=3; edges\[1, 0\] is 5"),
        (np.array([[0, 1]]), {"n": -1}, ValueError, "non-negative integer, not -1"),
        (np.array([[0, 1]]), {"n": 2.0}, ValueError, "non-negative integer, not 2.0"),
        ([(0, 1)], {"n": 2}, TypeError, "n= gives the vertex count of an .m, 2. edge array"),
        (np.eye(3), {"adjacency": True}, TypeError, "dense float64 array.*scipy.sparse.csr_array"),
        ([(0, 1)], {"adjacency": True}, TypeError, "adjacency=True reads a SciPy sparse matrix"),
        (scipy_sparse.csr_array(np.ones((2, 3))), {"adjacency": True}, ValueError, "square; this one is 2 x 3"),
        (scipy_sparse.coo_array(np.ones(3)), {}, ValueError, "1-D sparse array"),
        ("graph.txt", {}, TypeError, "graph file"),
        (42, {}, TypeError, r"shape \(m, 2\).*got int"),
    ],
)
def test_bad_input_says_what_was_expected(bad, options, error, words):
    for func in (grundy.matching, grundy.geography):
        with pytest.raises(error, match=words):
            func(bad, **options)


def test_bad_sparse_indices_and_sides():
    matrix = scipy_sparse.csr_array(np.eye(2))
    matrix.indices = np.array([0, 5], dtype=np.int32)
    with pytest.raises(ValueError, match="column index 5 at position 1 is not in 0..2"):
        grundy.matching(matrix)
    with pytest.raises(ValueError, match="column index 5 at position 1 is not in 0..2"):
        grundy.geography(matrix, adjacency=True)
    with pytest.raises(ValueError, match="top_nodes is for other graphs"):
        grundy.matching(scipy_sparse.csr_array(np.eye(2)), top_nodes=[("row", 0)])
    m = grundy.matching(np.array([[0, 1]]))
    for what in ("row_mate", "col_mate"):
        with pytest.raises(ValueError, match=f"{what} is the answer of a matrix"):
            getattr(m, what)
    # Sides that do not split an edge array's graph are refused as for other graphs.
    with pytest.raises(ValueError, match=r"edge \(0, 1\) joins two top nodes"):
        grundy.matching(np.array([[0, 1], [1, 2]]), top_nodes=[0, 1])
