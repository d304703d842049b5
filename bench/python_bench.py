#!/usr/bin/env python3
"""The Python package's speed claims, each side by side with its peer in one run.

1. `nx.bipartite.maximum_matching(G, top_nodes)` on a random bipartite NetworkX graph
   (`--edges` edges, default 10^6, between two sides of `--edges / 5` nodes each, drawn
   by numpy's default_rng(seed)): NetworkX's own code against `backend="grundy"`, the
   conversion from the NetworkX graph included (NetworkX's conversion cache is cleared
   before every grundy call). Run alternately, `--repeat` rounds, medians reported. Twice:
   int labels (0..n-1) and string labels.
2. `nx.max_weight_matching(G, maxcardinality=True)` on an unweighted random graph with
   `--general-vertices` vertices (default 10^5) and 3 times as many edges: grundy's
   backend (median of `--repeat`) and NetworkX's own code once in a child process with a
   `--timeout` (default 120 s).
3. A `--board` x `--board` token board (default 2000, 10% blocked, numpy seeded) through
   `grundy.solve_board` against the same solve in Rust (the example `board_time`, built
   with `cargo build --release --example board_time -p grundy`), alternately.

usage: bench/python_bench.py [--edges M] [--general-vertices N] [--board N] [--repeat R]
                             [--timeout S] [--only matching|general|board]
Needs the package installed (`pip install ./crates/grundy-py`) with networkx and numpy.
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

import networkx as nx
import numpy as np

import grundy

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def bipartite_graph(n_edges, seed, labels):
    rng = np.random.default_rng(seed)
    side = n_edges // 5
    left = rng.integers(0, side, size=n_edges)
    right = rng.integers(0, side, size=n_edges) + side
    G = nx.Graph()
    if labels == "int":
        G.add_nodes_from(range(2 * side))
        G.add_edges_from(zip(left.tolist(), right.tolist()))
        top = range(side)
    else:
        names = [f"v{i}" for i in range(2 * side)]
        G.add_nodes_from(names)
        G.add_edges_from((names[a], names[b]) for a, b in zip(left.tolist(), right.tolist()))
        top = names[:side]
    return G, set(top)


def timed(f):
    start = time.perf_counter()
    result = f()
    return time.perf_counter() - start, result


def bench_bipartite(args):
    for labels in ("int", "str"):
        G, top = bipartite_graph(args.edges, 1, labels)
        print(f"\nbipartite maximum matching, {labels} labels: {G.number_of_nodes()} nodes, {G.number_of_edges()} edges")
        nx_times, grundy_times = [], []
        for _ in range(args.repeat):
            t, m_nx = timed(lambda: nx.bipartite.maximum_matching(G, top_nodes=top))
            nx_times.append(t)
            G.__networkx_cache__.clear()
            t, m_g = timed(lambda: nx.bipartite.maximum_matching(G, top_nodes=top, backend="grundy"))
            grundy_times.append(t)
            assert len(m_nx) == len(m_g), (len(m_nx), len(m_g))
        a, b = statistics.median(nx_times), statistics.median(grundy_times)
        print(f"  matching size {len(m_g) // 2}")
        print(f"  networkx  median {a:8.3f} s  {['%.3f' % x for x in nx_times]}")
        print(f"  grundy    median {b:8.3f} s  {['%.3f' % x for x in grundy_times]}  (conversion included)")
        print(f"  ratio {a / b:.1f}x")


NX_GENERAL = """
import sys, time, networkx as nx
n, m, seed = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
G = nx.gnm_random_graph(n, m, seed=seed)
start = time.perf_counter()
M = nx.max_weight_matching(G, maxcardinality=True)
print(len(M), time.perf_counter() - start)
"""


def bench_general(args):
    n = args.general_vertices
    m = 3 * n
    G = nx.gnm_random_graph(n, m, seed=2)
    print(f"\nmax_weight_matching(G, maxcardinality=True), unweighted: {n} vertices, {m} edges")
    times = []
    for _ in range(args.repeat):
        G.__networkx_cache__.clear()
        t, M = timed(lambda: nx.max_weight_matching(G, maxcardinality=True, backend="grundy"))
        times.append(t)
    print(f"  grundy    median {statistics.median(times):8.3f} s  {['%.3f' % x for x in times]}  matching size {len(M)}")
    try:
        out = subprocess.run(
            [sys.executable, "-c", NX_GENERAL, str(n), str(m), "2"],
            capture_output=True, text=True, timeout=args.timeout, check=True,
        ).stdout.split()
        print(f"  networkx  {float(out[1]):8.3f} s  matching size {out[0]}")
    except subprocess.TimeoutExpired:
        print(f"  networkx  did not finish in {args.timeout} s (killed)")


def bench_board(args):
    n = args.board
    rng = np.random.default_rng(3)
    free = rng.random((n, n)) >= 0.10
    binary = os.path.join(ROOT, "target", "release", "examples", "board_time")
    if not os.path.exists(binary):
        sys.exit(f"build the Rust side first: cargo build --release --example board_time -p grundy ({binary} is missing)")
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "board.txt")
        with open(path, "wb") as f:
            f.write(f"{n} {n}\n".encode())
            rows = np.where(free, ord("."), ord("#")).astype(np.uint8)
            for row in rows:
                f.write(row.tobytes() + b"\n")
        print(f"\ntoken board {n} x {n}, 10% blocked")
        py_times, rust_solve, rust_verdicts = [], [], []
        for _ in range(args.repeat):
            t, s = timed(lambda: grundy.solve_board(free))
            py_times.append(t)
            out = subprocess.run([binary, path, "1"], capture_output=True, text=True, check=True).stdout
            fields = dict(kv.split("=") for kv in out.split())
            rust_solve.append(float(fields["solve_s"]))
            rust_verdicts.append(float(fields["verdicts_s"]))
            assert int(fields["mover_wins"]) == int(s.mover_wins.sum())
        a, b, c = statistics.median(py_times), statistics.median(rust_solve), statistics.median(rust_verdicts)
        print(f"  python solve_board           median {a:.3f} s  {['%.3f' % x for x in py_times]}")
        print(f"  rust solve_token_board       median {b:.3f} s  {['%.3f' % x for x in rust_solve]}")
        print(f"  rust solve + every verdict   median {c:.3f} s  {['%.3f' % x for x in rust_verdicts]}")
        print(f"  python / rust solve {a / b:.2f}x, python / rust solve + verdicts {a / c:.2f}x")


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--edges", type=int, default=1_000_000)
    p.add_argument("--general-vertices", type=int, default=100_000)
    p.add_argument("--board", type=int, default=2000)
    p.add_argument("--repeat", type=int, default=3)
    p.add_argument("--timeout", type=float, default=120)
    p.add_argument("--only", choices=["matching", "general", "board"])
    args = p.parse_args()
    print(f"grundy {grundy.__version__}, networkx {nx.__version__}, numpy {np.__version__}, python {sys.version.split()[0]}")
    if args.only in (None, "matching"):
        bench_bipartite(args)
    if args.only in (None, "general"):
        bench_general(args)
    if args.only in (None, "board"):
        bench_board(args)


if __name__ == "__main__":
    main()
