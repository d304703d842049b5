"""geography and matching: against an exhaustive game search and matching enumeration on
every small graph and seeded random ones, against NetworkX, and against the CLI."""

from __future__ import annotations

import itertools

import networkx as nx
import pytest

import grundy
from brute import SmallGraph, all_graphs, random_bipartite, random_graph
from conftest import write_edgelist


def nx_graph(n: int, edges, labels=None, multi: bool = False) -> nx.Graph:
    labels = labels or list(range(n))
    G = nx.MultiGraph() if multi else nx.Graph()
    G.add_nodes_from(labels)
    G.add_edges_from((labels[u], labels[v]) for u, v in edges)
    return G


def nx_matching_size(G) -> int:
    return len(nx.max_weight_matching(nx.Graph(G), maxcardinality=True, backend="networkx"))


# --- checks shared by the exhaustive and the random tests ----------------------------


def check_geography(small: SmallGraph, labels, geo: grundy.Geography) -> None:
    index = {label: i for i, label in enumerate(labels)}
    assert set(geo.mover_wins) == set(labels)
    assert set(geo.winning_move) == set(labels)
    for v, label in enumerate(labels):
        expected = small.mover_wins(v, 1 << v)
        assert geo.mover_wins[label] is expected, (small.edges, label)
        move = geo.winning_move[label]
        if not expected:
            assert move is None, (small.edges, label, move)
            continue
        assert move is not None, (small.edges, label)
        w = index[move]
        assert w in small.neighbours(v), (small.edges, label, move)
        # The move wins: the opponent, on w with {v, w} visited, loses.
        assert not small.mover_wins(w, (1 << v) | (1 << w)), (small.edges, label, move)


def check_matching(small: SmallGraph, labels, m: grundy.Matching) -> None:
    index = {label: i for i, label in enumerate(labels)}
    edge_set = {frozenset(e) for e in small.edges}
    nu = small.nu(small.full)
    assert m.size == nu, small.edges
    # Pairs are edges, pairwise disjoint, and as many as the size.
    assert len(m.pairs) == nu
    covered = [index[x] for pair in m.pairs for x in pair]
    assert len(covered) == len(set(covered)) == 2 * nu
    for a, b in m.pairs:
        assert frozenset((index[a], index[b])) in edge_set
    # mate: both directions, consistent with the pairs.
    assert m.mate == {**{a: b for a, b in m.pairs}, **{b: a for a, b in m.pairs}}
    for a, b in m.mate.items():
        assert m.mate[b] == a
    # Parts vs Gallai-Edmonds by brute force.
    expected_parts = small.gallai_edmonds()
    assert m.parts == {labels[v]: part for v, part in expected_parts.items()}, small.edges
    colouring = small.two_colouring()
    assert m.is_bipartite == (colouring is not None)
    if colouring is None:
        check_general_certificates(small, labels, m)
    else:
        check_bipartite_certificates(small, labels, m)


def check_general_certificates(small: SmallGraph, labels, m: grundy.Matching) -> None:
    index = {label: i for i, label in enumerate(labels)}
    proof = m.tutte_berge
    assert proof is not None
    assert isinstance(proof, grundy.TutteBerge)
    barrier = {index[x] for x in proof.barrier}
    mask = small.full & ~sum(1 << v for v in barrier)
    odd = sum(1 for comp in small.components(mask) if bin(comp).count("1") % 2 == 1)
    assert proof.odd_components == odd
    assert proof.bound == (small.n + len(barrier) - odd) // 2
    # The bound is tight: it proves the matching maximum.
    assert proof.bound == m.size
    # The barrier is Gallai-Edmonds A.
    assert proof.barrier == {x for x, part in m.parts.items() if part == "adjacent"}
    for what in ("sides", "blocks", "edge_classes", "vertex_cover"):
        with pytest.raises(ValueError):
            getattr(m, what)


def check_bipartite_certificates(small: SmallGraph, labels, m: grundy.Matching) -> None:
    index = {label: i for i, label in enumerate(labels)}
    assert m.tutte_berge is None
    # Sides: a two-colouring; pairs are (left, right).
    sides = m.sides
    assert set(sides) == set(labels)
    for u, v in small.edges:
        assert sides[labels[u]] != sides[labels[v]]
    for a, b in m.pairs:
        assert (sides[a], sides[b]) == ("left", "right")
    # Edge classes, in the graph's orientation.
    classes = m.edge_classes
    assert {frozenset((index[a], index[b])) for a, b in classes} == {frozenset(e) for e in small.edges}
    for (a, b), cls in classes.items():
        assert cls == small.edge_class(index[a], index[b]), (small.edges, a, b)
    # Coarse Dulmage-Mendelsohn blocks: unmatched-able right vertices and their
    # neighbours are "under", unmatched-able left ones and their neighbours "over".
    parts = m.parts
    blocks = m.blocks
    for v, label in enumerate(labels):
        neighbours = [labels[w] for w in small.neighbours(v)]
        if parts[label] == "missable":
            expected = "under" if sides[label] == "right" else "over"
        elif parts[label] == "adjacent":
            missable_sides = {sides[x] for x in neighbours if parts[x] == "missable"}
            assert len(missable_sides) == 1
            expected = "under" if missable_sides == {"right"} else "over"
        else:
            expected = "well"
        coarse, fine = blocks[label]
        assert coarse == expected, (small.edges, label)
        assert (fine is None) == (coarse != "well")
    # Fine blocks: the components of the well-determined part by allowed edges.
    well = [v for v in range(small.n) if blocks[labels[v]][0] == "well"]
    allowed = SmallGraph(
        small.n,
        [(index[a], index[b]) for (a, b), cls in classes.items() if cls != "forbidden"
         and blocks[a][0] == "well" and blocks[b][0] == "well"],
    )
    for u, v in itertools.combinations(well, 2):
        same_block = blocks[labels[u]][1] == blocks[labels[v]][1]
        connected = any((comp >> u) & 1 and (comp >> v) & 1 for comp in allowed.components(small.full))
        assert same_block == connected, (small.edges, labels[u], labels[v])
    # König: a vertex cover as large as the matching.
    cover = {index[x] for x in m.vertex_cover}
    assert len(cover) == m.size
    for u, v in small.edges:
        assert u in cover or v in cover
    # The independent set is the cover's complement, and independent.
    independent = {index[x] for x in m.independent_set}
    assert independent == set(range(small.n)) - cover
    for u, v in small.edges:
        assert not (u in independent and v in independent)
    # A minimum edge cover of the non-isolated vertices.
    non_isolated = {v for e in small.edges for v in e}
    edge_cover = [(index[a], index[b]) for a, b in m.edge_cover]
    assert {frozenset(e) for e in edge_cover} <= {frozenset(e) for e in small.edges}
    assert {v for e in edge_cover for v in e} == non_isolated
    assert len(edge_cover) == len(non_isolated) - m.size


# --- every graph on up to 5 vertices ----------------------------------------------------


@pytest.mark.parametrize("n", [1, 2, 3, 4, 5])
def test_every_small_graph(n):
    count = 0
    for k, edges in enumerate(all_graphs(n)):
        small = SmallGraph(n, edges)
        # Labels: 0..n-1 in order (the fast path), the same ints inserted out of order,
        # and strings; from a NetworkX graph and from an edge list.
        schemes = [list(range(n)), list(range(n))[::-1], [f"v{i}" for i in range(n)]]
        labels = schemes[k % 3]
        G = nx_graph(n, edges, labels)
        geo = grundy.geography(G)
        check_geography(small, labels, geo)
        m = grundy.matching(G)
        check_matching(small, labels, m)
        assert m.size == nx_matching_size(G)
        count += 1
    assert count == 2 ** (n * (n - 1) // 2)


def test_odd_cycles():
    for n in (3, 5, 7, 9):
        edges = [(i, (i + 1) % n) for i in range(n)]
        small = SmallGraph(n, edges)
        geo = grundy.geography(edges)
        # On an odd cycle every start loses: some maximum matching misses each vertex.
        assert not any(geo.mover_wins.values())
        check_geography(small, list(range(n)), geo)
        m = grundy.matching(edges)
        assert not m.is_bipartite
        assert m.size == n // 2
        assert set(m.parts.values()) == {"missable"}
        assert m.tutte_berge.bound == m.size
        check_matching(small, list(range(n)), m)
    # Two triangles joined by a path; a pentagon with pendant vertices.
    for edges in (
        [(0, 1), (1, 2), (2, 0), (2, 3), (3, 4), (4, 5), (5, 6), (6, 4)],
        [(0, 1), (1, 2), (2, 3), (3, 4), (4, 0), (0, 5), (2, 6)],
        [(0, 1), (1, 2), (2, 0), (0, 3), (1, 4), (2, 5)],
    ):
        n = 1 + max(max(e) for e in edges)
        small = SmallGraph(n, edges)
        check_geography(small, list(range(n)), grundy.geography(edges))
        check_matching(small, list(range(n)), grundy.matching(edges))


@pytest.mark.parametrize("seed", range(12))
def test_random_graphs(seed, make_rng):
    rng = make_rng(seed)
    for _ in range(15):
        n = rng.randint(6, 10)
        edges = random_graph(rng, n, rng.choice([0.15, 0.3, 0.5]))
        small = SmallGraph(n, edges)
        labels = list(range(n))
        rng.shuffle(labels)
        G = nx_graph(n, edges, labels)
        check_geography(small, labels, grundy.geography(G))
        m = grundy.matching(G)
        check_matching(small, labels, m)
        assert m.size == nx_matching_size(G)


@pytest.mark.parametrize("seed", range(6))
def test_random_bipartite_graphs(seed, make_rng):
    rng = make_rng(100 + seed)
    for _ in range(12):
        n_left, n_right = rng.randint(1, 5), rng.randint(1, 5)
        edges = random_bipartite(rng, n_left, n_right, rng.choice([0.2, 0.4, 0.7]))
        n = n_left + n_right
        small = SmallGraph(n, edges)
        labels = [f"L{i}" for i in range(n_left)] + [f"R{i}" for i in range(n_right)]
        G = nx_graph(n, edges, labels)
        m = grundy.matching(G)
        assert m.is_bipartite
        check_matching(small, labels, m)
        top = labels[:n_left]
        nx_size = len(nx.bipartite.maximum_matching(G, top_nodes=top, backend="networkx")) // 2
        assert m.size == nx_size
        # With the sides given: the top nodes are the left side.
        mt = grundy.matching(G, top_nodes=top)
        assert mt.size == nx_size
        assert all(side == ("left" if x in top else "right") for x, side in mt.sides.items())
        assert all(a in top and b not in top for a, b in mt.pairs)
        check_matching(small, labels, mt)
        check_geography(small, labels, grundy.geography(G))


def test_top_nodes_differ_from_the_colouring():
    # Two components: the colouring could put 0 and 2 on one side; top_nodes says 0, 3.
    G = nx.Graph([(0, 1), (2, 3)])
    m = grundy.matching(G, top_nodes=[0, 3])
    assert m.sides == {0: "left", 1: "right", 2: "right", 3: "left"}
    assert sorted(m.pairs) == [(0, 1), (3, 2)]
    assert m.mate == {0: 1, 1: 0, 2: 3, 3: 2}
    # Top nodes not in the graph are accepted (as NetworkX does).
    assert grundy.matching(G, top_nodes=[0, 3, "absent"]).size == 2
    # Any iterable.
    assert grundy.matching(G, top_nodes=iter({0, 2})).size == 2


# --- labels and input kinds -------------------------------------------------------------


def test_mixed_labels():
    o1, o2 = object(), object()
    edges = [("a", (1, 2)), ((1, 2), 7), (7, o1), (o1, "a"), (o1, 2.5), (2.5, o2), (o2, frozenset({3})), (7, "z")]
    labels = ["a", (1, 2), 7, o1, 2.5, o2, frozenset({3}), "z"]
    index = {x: i for i, x in enumerate(labels)}
    small = SmallGraph(len(labels), [(index[a], index[b]) for a, b in edges])
    for graph in (edges, nx.Graph(edges), nx.MultiGraph(edges)):
        geo = grundy.geography(graph)
        check_geography(small, labels, geo)
        m = grundy.matching(graph)
        check_matching(small, labels, m)
        # Answers are keyed by the caller's own objects.
        assert any(k is o1 for k in geo.mover_wins)
        assert any(k is o2 for k in m.parts)
    # 1 and True, 2 and 2.0 are the same node (equal hashables), as in NetworkX.
    same = [(1, "a"), (True, "b"), (2.0, "a"), (2, "c")]
    G = nx.Graph(same)
    assert len(grundy.geography(same).mover_wins) == G.number_of_nodes() == 5
    assert grundy.matching(same).size == nx_matching_size(G)


@pytest.mark.parametrize("seed", range(4))
def test_input_kinds_agree(seed, make_rng):
    rng = make_rng(200 + seed)
    for _ in range(10):
        n = rng.randint(2, 9)
        edges = random_graph(rng, n, 0.4)
        if not edges:
            continue
        labels = [("node", i) for i in range(n)]
        pairs = [(labels[u], labels[v]) for u, v in edges]
        used = [x for x in labels if any(x in p for p in pairs)]
        G = nx.Graph(pairs)
        multi = nx.MultiGraph(pairs + pairs[: len(pairs) // 2])  # parallel edges count once
        answers = []
        makers = (lambda: pairs, lambda: G, lambda: multi, lambda: iter(pairs), lambda: (p for p in pairs))
        for make in makers:
            geo = grundy.geography(make())
            m = grundy.matching(make())
            classes = None
            if m.is_bipartite:
                classes = {frozenset(k): c for k, c in m.edge_classes.items()}
            answers.append((geo.mover_wins, m.size, m.parts, m.is_bipartite, classes))
            assert set(geo.mover_wins) == set(used)
        assert all(a == answers[0] for a in answers), edges


def test_isolated_nodes_and_empty_graphs():
    G = nx.Graph()
    G.add_nodes_from(["x", "y"])
    G.add_edge("a", "b")
    geo = grundy.geography(G)
    assert geo.mover_wins == {"x": False, "y": False, "a": True, "b": True}
    assert geo.winning_move == {"x": None, "y": None, "a": "b", "b": "a"}
    m = grundy.matching(G)
    assert m.parts == {"x": "missable", "y": "missable", "a": "perfect", "b": "perfect"}
    assert m.edge_cover == [("a", "b")] or m.edge_cover == [("b", "a")]
    empty = grundy.matching([])
    assert empty.size == 0 and empty.pairs == [] and empty.mate == {}
    assert grundy.geography(nx.Graph()).mover_wins == {}
    assert repr(grundy.matching([(1, 2), (2, 3), (3, 1)])) == "Matching(size=1, general)"
    assert repr(grundy.matching([(1, 2)])) == "Matching(size=1, bipartite)"


def test_self_loops_do_not_move_the_token():
    # A loop is no move in vertex geography (the vertex is visited), as in the CLI.
    geo = grundy.geography([(1, 1), (2, 3)])
    assert geo.mover_wins == {1: False, 2: True, 3: True}
    m = grundy.matching(nx.Graph([(1, 1), (1, 2)]))
    assert m.size == 1 and m.pairs in ([(1, 2)], [(2, 1)])


# --- errors -----------------------------------------------------------------------------


def test_errors():
    with pytest.raises(TypeError, match="undirected"):
        grundy.geography(nx.DiGraph([(1, 2)]))
    with pytest.raises(TypeError, match="undirected"):
        grundy.matching(nx.MultiDiGraph([(1, 2)]))
    with pytest.raises(TypeError):
        grundy.geography("a b")
    with pytest.raises(TypeError):
        grundy.matching("ab")
    with pytest.raises(TypeError):
        grundy.matching(b"ab")
    with pytest.raises(TypeError, match="int"):
        grundy.matching(42)
    with pytest.raises(TypeError, match="edge 1"):
        grundy.matching([(1, 2), (1, 2, 3)])
    with pytest.raises(TypeError):
        grundy.geography([(1, [2])])  # unhashable label
    # top_nodes with an edge inside one side.
    with pytest.raises(ValueError, match="top"):
        grundy.matching(nx.path_graph(3), top_nodes=[0, 1])
    with pytest.raises(ValueError, match="bottom"):
        grundy.matching(nx.path_graph(4), top_nodes=[0])
    with pytest.raises(ValueError):
        grundy.matching(nx.cycle_graph(3), top_nodes=[0])


# --- against the CLI ----------------------------------------------------------------------


def cli_geography(cli, path):
    doc = cli.json("geography", path)
    assert doc["command"] == "geography"
    wins = {d["vertex"]: d["mover_wins"] for d in doc["verdicts"]}
    moves = {d["vertex"]: d["winning_move"] for d in doc["verdicts"]}
    return doc, wins, moves


def test_examples_vs_cli(cli):
    from conftest import EXAMPLES

    for name in ("graph.txt", "bipartite.txt"):
        path = EXAMPLES / name
        pairs, isolated = [], []
        for line in path.read_text().splitlines():
            words = line.split("#")[0].split()
            if len(words) == 2:
                pairs.append(tuple(words))
            elif len(words) == 1:
                isolated.append(words[0])
        G = nx.Graph()
        for u, v in pairs:
            G.add_nodes_from((u, v))
            G.add_edge(u, v)
        G.add_nodes_from(isolated)
        doc, wins, moves = cli_geography(cli, path)
        geo = grundy.geography(G)
        assert geo.mover_wins == wins
        mdoc = cli.json("matching", "--all", path)
        m = grundy.matching(G)
        assert m.size == mdoc["matching_size"] == doc["matching_size"]
        assert m.parts == {d["vertex"]: d["part"] for d in mdoc["vertices"]}


@pytest.mark.parametrize("seed", range(8))
def test_vs_cli_random(seed, make_rng, cli, tmp_path):
    rng = make_rng(300 + seed)
    for trial in range(6):
        n = rng.randint(2, 14)
        if trial % 2:
            half = n // 2 or 1
            raw = random_bipartite(rng, half, n - half, rng.choice([0.2, 0.4]))
        else:
            raw = random_graph(rng, n, rng.choice([0.15, 0.3, 0.5]))
        if not raw:
            continue
        edges = [(f"v{u}", f"v{v}") if rng.random() < 0.5 else (f"v{v}", f"v{u}") for u, v in raw]
        rng.shuffle(edges)
        path = write_edgelist(tmp_path / f"g{trial}.txt", edges)
        doc, wins, moves = cli_geography(cli, path)
        # The same edge list in the same order: the same answers, winning moves included.
        geo = grundy.geography(edges)
        assert geo.mover_wins == wins, edges
        assert geo.winning_move == moves, edges
        mdoc = cli.json("matching", "--all", path)
        m = grundy.matching(edges)
        assert m.size == mdoc["matching_size"] == doc["matching_size"]
        assert m.is_bipartite == mdoc["bipartite"] == doc["bipartite"]
        assert m.pairs == [tuple(p) for p in mdoc["matching"]]
        assert m.mate == {d["vertex"]: d["mate"] for d in mdoc["vertices"] if d["mate"] is not None}
        assert m.parts == {d["vertex"]: d["part"] for d in mdoc["vertices"]}
        if m.is_bipartite:
            assert m.sides == {d["vertex"]: d["side"] for d in mdoc["vertices"]}
            cli_blocks = {d["vertex"]: (d["block"], d.get("fine_block")) for d in mdoc["vertices"]}
            # The CLI numbers fine blocks from 1, the package from 0.
            assert m.blocks == {
                v: (b, None if f is None else f - 1) for v, (b, f) in cli_blocks.items()
            }
            assert m.edge_classes == {(d["u"], d["v"]): d["class"] for d in mdoc["edge_classes"]}
            assert m.vertex_cover == set(mdoc["vertex_cover"])
            assert m.independent_set == set(mdoc["independent_set"])
            assert sorted(map(frozenset, m.edge_cover), key=sorted) == sorted(
                (frozenset((d["u"], d["v"])) for d in mdoc["edge_cover"]), key=sorted
            )
            assert m.tutte_berge is None
        else:
            tb = mdoc["tutte_berge"]
            assert m.tutte_berge.bound == tb["bound"]
            assert m.tutte_berge.odd_components == tb["odd_components"]
            assert len(m.tutte_berge.barrier) == tb["witness_size"]
            assert tb["verified"] is True


def test_equal_labels_that_are_other_objects():
    # NetworkX keys a neighbour by the object given to add_edge: 1.0, True and a NumPy
    # int stand for the nodes 1, 1 and 2 of a graph labelled 0..3.
    import numpy as np

    G = nx.Graph()
    G.add_nodes_from([0, 1, 2, 3])
    G.add_edge(0, 1.0)
    G.add_edge(True, 2)
    G.add_edge(np.int64(2), 3)
    small = SmallGraph(4, [(0, 1), (1, 2), (2, 3)])
    check_geography(small, [0, 1, 2, 3], grundy.geography(G))
    check_matching(small, [0, 1, 2, 3], grundy.matching(G))
    assert grundy.matching(G, top_nodes=[np.int64(0), 2.0]).sides == {0: "left", 1: "right", 2: "left", 3: "right"}
    # Top nodes and ground nodes equal to the labels but built anew.
    labels = ["".join(["n", str(i)]) for i in range(6)]
    path = [(labels[i], labels[i + 1]) for i in range(5)]
    top = ["".join(["n", str(i)]) for i in range(0, 6, 2)]
    assert not any(t is x for t, x in zip(top, labels[::2]))
    for graph in (path, nx.Graph(path)):
        m = grundy.matching(graph, top_nodes=top)
        assert m.size == 3
        assert all(m.sides[x] == ("left" if x in top else "right") for x in labels)
    big = [10**6 + i for i in range(6)]
    edges = [(big[i], big[i + 1]) for i in range(5)]
    top = [int(str(10**6 + i)) for i in range(0, 6, 2)]
    assert all(grundy.matching(edges, top_nodes=top).sides[x] == ("left" if x in top else "right") for x in big)
    assert grundy.hackenbush(edges, ground=[int(str(10**6))]).value == 5
    with pytest.raises(ValueError, match="edge"):
        grundy.matching(edges, top_nodes=[int(str(10**6)), int(str(10**6 + 1))])


def test_an_edge_listed_twice_counts_once_as_in_networkx():
    # Both directions and a repeat: one edge, so it is in every maximum matching, as
    # NetworkX's Graph and MultiGraph say; Hackenbush keeps both stalks (value 1 ^ 1).
    listed = grundy.matching([(1, 2), (2, 1), (1, 2)])
    assert listed.edge_classes == {(1, 2): "necessary"}
    assert grundy.matching(nx.MultiGraph([(1, 2), (1, 2)])).edge_classes == {(1, 2): "necessary"}
    assert grundy.hackenbush([(1, 2), (1, 2)], ground=[1]).value == 0
    assert grundy.hackenbush([(1, 2)], ground=[1]).value == 1
