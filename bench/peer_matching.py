#!/usr/bin/env python3
"""Peer benchmark of maximum bipartite matching: grundy's whole solve (maximum matching and
every vertex's status) against igraph's `maximum_bipartite_matching` call alone, on the
same seeded instances, side by side in one run.

Instances: LOJ 6033 boards (the issue's model: each cell
blocked with probability p, chessboard colouring, orthogonal moves) of sizes 1000, 2000
and 4000 with p in {0.02, 0.1, 0.3}; a uniform random bipartite graph with 10^6 + 10^6
vertices and 5 * 10^6 edges; a power-law (Chung-Lu, exponent 2.5) bipartite graph of the
same size. Boards are written in the LOJ format, graphs as Matrix Market pattern files,
and grundy is timed by `crates/grundy/examples/solve_file.rs` (which reports its parse
time apart from the solve); its peak memory comes from /usr/bin/time -v. igraph runs in a
child process too, so its peak memory is reported the same way.

usage: bench/peer_matching.py [--quick] [--repeat N] [--only SUBSTRING] [--no-igraph] [--igraph-timeout S]
Not run in CI (it takes minutes).
"""
import argparse, os, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def ensure(module, package):
    try:
        __import__(module)
    except ImportError:
        subprocess.check_call([sys.executable, "-m", "pip", "install", "--quiet", "--user", package])
        # A user site directory made by this install is not on sys.path yet.
        import importlib, site
        site.addsitedir(site.getusersitepackages())
        importlib.invalidate_caches()


def board_edges(free):
    """The grid graph of a boolean board: free cells joined to their free orthogonal neighbours."""
    import numpy as np
    n, m = free.shape
    ii, jj = np.nonzero(free)
    black = ((ii + jj) & 1) == 1
    bi, bj = ii[black], jj[black]
    wi, wj = ii[~black], jj[~black]
    bid = -np.ones((n, m), dtype=np.int64); bid[bi, bj] = np.arange(len(bi))
    wid = -np.ones((n, m), dtype=np.int64); wid[wi, wj] = np.arange(len(wi))
    src, dst = [], []
    for di, dj in ((0, 1), (0, -1), (1, 0), (-1, 0)):
        ni, nj = bi + di, bj + dj
        ok = (ni >= 0) & (ni < n) & (nj >= 0) & (nj < m)
        ok[ok] &= free[ni[ok], nj[ok]]
        src.append(bid[bi[ok], bj[ok]]); dst.append(wid[ni[ok], nj[ok]])
    return len(bi), len(wi), np.concatenate(src), np.concatenate(dst)


def write_board(path, size, p, seed):
    """Writes the seeded size x size LOJ 6033 board with each cell blocked with probability p
    to path; returns its boolean array of free cells (bench/judge_board.py uses it too)."""
    import numpy as np
    rng = np.random.default_rng(seed)
    free = rng.random((size, size)) >= p
    rows = np.where(free, ord("."), ord("#")).astype(np.uint8)
    with open(path, "wb") as f:
        f.write(f"{size} {size}\n".encode())
        f.write(np.hstack([rows, np.full((size, 1), ord("\n"), dtype=np.uint8)]).tobytes())
    return free


def make_board(size, p, seed, directory):
    path = os.path.join(directory, f"board_{size}_{p}.txt")
    free = write_board(path, size, p, seed)
    nb, nw, src, dst = board_edges(free)
    return path, (nb, nw, src, dst)


def make_graph(kind, seed, directory, n=10**6, m=5 * 10**6):
    import numpy as np
    rng = np.random.default_rng(seed)
    if kind == "random":
        src = rng.integers(0, n, m); dst = rng.integers(0, n, m)
    else:
        # Chung-Lu: endpoint i drawn with probability proportional to (i + 1)^(-1/(2.5 - 1)).
        weights = (np.arange(n) + 1.0) ** (-1 / 1.5)
        weights /= weights.sum()
        src = rng.choice(n, m, p=weights); dst = rng.choice(n, m, p=rng.permutation(weights))
    path = os.path.join(directory, f"{kind}.mtx")
    with open(path, "wb") as f:
        f.write(f"%%MatrixMarket matrix coordinate pattern general\n{n} {n} {m}\n".encode())
        np.savetxt(f, np.column_stack([src + 1, dst + 1]), fmt="%d")
    return path, (n, n, src, dst)


def peak_kb(stderr):
    for line in stderr.splitlines():
        if "Maximum resident set size" in line:
            return int(line.split()[-1])
    return 0


def run_grundy(path, engine):
    binary = os.path.join(ROOT, "target", "release", "examples", "solve_file")
    out = subprocess.run(["/usr/bin/time", "-v", binary, path, engine], capture_output=True, text=True, check=True)
    fields = dict(kv.split("=", 1) for kv in out.stdout.split())
    return float(fields["solve"]), int(fields["matching"]), peak_kb(out.stderr)


IGRAPH_CHILD = r"""
import sys, time, numpy as np, igraph as ig
d = np.load(sys.argv[1])
nb, nw, src, dst = int(d["nb"]), int(d["nw"]), d["src"], d["dst"]
edges = np.column_stack([src, dst + nb])
g = ig.Graph(n=nb + nw, edges=edges)
types = [False] * nb + [True] * nw
t = time.perf_counter(); size = len(g.maximum_bipartite_matching(types))
print(time.perf_counter() - t, size)
"""


def run_igraph(instance, directory, timeout):
    import numpy as np
    nb, nw, src, dst = instance
    npz = os.path.join(directory, "igraph_instance.npz")
    np.savez(npz, nb=nb, nw=nw, src=src, dst=dst)
    try:
        out = subprocess.run(["/usr/bin/time", "-v", sys.executable, "-c", IGRAPH_CHILD, npz],
                             capture_output=True, text=True, check=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return float("inf"), None, 0
    seconds, size = out.stdout.split()
    return float(seconds), int(size), peak_kb(out.stderr)


def median(xs):
    xs = sorted(xs)
    return xs[len(xs) // 2]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--quick", action="store_true", help="boards of size 1000 only, no big graphs")
    ap.add_argument("--repeat", type=int, default=3, help="runs per engine; medians are reported")
    ap.add_argument("--only", default="", help="run only instances whose name contains this")
    ap.add_argument("--no-igraph", action="store_true")
    ap.add_argument("--igraph-timeout", type=float, default=900, help="seconds; slower igraph runs print inf")
    ap.add_argument("--engine", default="default", help="grundy engine (see solve_file.rs)")
    args = ap.parse_args()
    ensure("numpy", "numpy")
    if not args.no_igraph:
        ensure("igraph", "igraph")
    subprocess.check_call(["cargo", "build", "--release", "--quiet", "-p", "grundy", "--example", "solve_file"], cwd=ROOT)
    specs = [("board", s, p) for s in ([1000] if args.quick else [1000, 2000, 4000]) for p in (0.02, 0.1, 0.3)]
    if not args.quick:
        specs += [("random", 0, 0), ("powerlaw", 0, 0)]
    print(f"{'instance':<24}{'grundy s':>10}{'igraph s':>10}{'ratio':>8}{'grundy MB':>11}{'igraph MB':>11}  matching", flush=True)
    with tempfile.TemporaryDirectory() as directory:
        for kind, size, p in specs:
            name = f"board {size}x{size} p={p}" if kind == "board" else f"{kind} 1e6+1e6 5e6"
            if args.only not in name:
                continue
            if kind == "board":
                path, instance = make_board(size, p, 6033, directory)
            else:
                path, instance = make_graph(kind, 6033, directory)
            runs = [run_grundy(path, args.engine) for _ in range(args.repeat)]
            g_time, g_size, g_mem = median([r[0] for r in runs]), runs[0][1], max(r[2] for r in runs)
            if args.no_igraph:
                i_time, i_size, i_mem = float("nan"), g_size, 0
            else:
                iruns = [run_igraph(instance, directory, args.igraph_timeout) for _ in range(args.repeat)]
                i_time, i_size, i_mem = median([r[0] for r in iruns]), iruns[0][1], max(r[2] for r in iruns)
            check = "ok" if i_size in (g_size, None) else f"MISMATCH igraph {i_size}"
            print(f"{name:<24}{g_time:>10.3f}{i_time:>10.3f}{i_time / g_time:>8.1f}{g_mem / 1024:>11.0f}{i_mem / 1024:>11.0f}  {g_size} {check}", flush=True)
            os.remove(path)


if __name__ == "__main__":
    main()
