#!/usr/bin/env python3
"""Times the whole LOJ 6033 judge run on a generated board: `grundy classic loj6033-board`
reading the board and writing every winning cell of the placer, as a judge would run it.

The board follows the model of bench/peer_matching.py (each cell blocked with probability
p, numpy's default_rng(seed)); the default is the 4000 x 4000 board with p = 0.10 of the
geography issue (target: at most 6 s). Reports the wall time (median of --repeat runs), the
peak memory (from /usr/bin/time -v) and the number of lines written.

usage: bench/judge_board.py [--size N] [--blocked P] [--seed S] [--repeat R]
Not run in CI (it generates a 16 MB board).
"""
import argparse, os, statistics, subprocess, sys, tempfile, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--size", type=int, default=4000)
    ap.add_argument("--blocked", type=float, default=0.10)
    ap.add_argument("--seed", type=int, default=6033)
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    try:
        import numpy as np
    except ImportError:
        subprocess.check_call([sys.executable, "-m", "pip", "install", "--quiet", "--user", "numpy"])
        import numpy as np
    subprocess.check_call(["cargo", "build", "--release", "--quiet", "-p", "grundy-cli"], cwd=ROOT)
    binary = os.path.join(ROOT, "target", "release", "grundy")
    with tempfile.TemporaryDirectory() as directory:
        path = os.path.join(directory, "board.txt")
        rng = np.random.default_rng(args.seed)
        free = rng.random((args.size, args.size)) >= args.blocked
        rows = np.where(free, ord("."), ord("#")).astype(np.uint8)
        with open(path, "wb") as f:
            f.write(f"{args.size} {args.size}\n".encode())
            f.write(np.hstack([rows, np.full((args.size, 1), ord("\n"), dtype=np.uint8)]).tobytes())
        out = os.path.join(directory, "out.txt")
        times, peaks = [], []
        for _ in range(args.repeat):
            start = time.perf_counter()
            with open(out, "wb") as sink:
                run = subprocess.run(["/usr/bin/time", "-v", binary, "classic", "loj6033-board", path],
                                     stdout=sink, stderr=subprocess.PIPE, text=True, check=True)
            times.append(time.perf_counter() - start)
            peaks.append(next(int(l.split()[-1]) for l in run.stderr.splitlines() if "Maximum resident" in l))
        with open(out, "rb") as f:
            lines = sum(1 for _ in f)
    print(f"board {args.size}x{args.size} p={args.blocked}: {statistics.median(times):.2f} s median of {args.repeat} "
          f"(min {min(times):.2f}, max {max(times):.2f}), peak {max(peaks) // 1024} MB, {lines} lines written")


if __name__ == "__main__":
    main()
