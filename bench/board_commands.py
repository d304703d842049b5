#!/usr/bin/env python3
"""Times the commands that solve a token board, side by side on one generated board:
`grundy board`, `grundy geography`, `grundy geography --start` and `grundy matching`, for
one binary or several (`--binary` repeated, e.g. a build of an older commit beside this one).

The board is N x N (default 3000), each cell blocked with probability p (default 0.10),
drawn by Python's random.Random(seed), with the LOJ 6033 `n m` header. Every command's
output goes to a file. The commands run in turn, round after round (--repeat rounds), so
that machine noise hits them alike; the script reports each command's median wall time and
its peak memory (from /usr/bin/time -v).

usage: bench/board_commands.py [--size N] [--blocked P] [--seed S] [--repeat R]
                               [--binary PATH]... [--start R,C]
Not run in CI (it generates a 9 MB board).
"""
import argparse, os, random, statistics, subprocess, tempfile, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def write_board(path, size, blocked, seed):
    rng = random.Random(seed)
    with open(path, "wb") as f:
        f.write(f"{size} {size}\n".encode())
        for _ in range(size):
            f.write(bytes(35 if rng.random() < blocked else 46 for _ in range(size)) + b"\n")


def run(binary, args, out):
    start = time.perf_counter()
    with open(out, "wb") as sink:
        res = subprocess.run(["/usr/bin/time", "-v", binary, *args], stdout=sink, stderr=subprocess.PIPE, text=True)
    elapsed = time.perf_counter() - start
    if res.returncode not in (0, 1):
        raise SystemExit(f"{' '.join(args)} failed with exit code {res.returncode}:\n{res.stderr}")
    peak = next(int(l.split()[-1]) for l in res.stderr.splitlines() if "Maximum resident" in l)
    return elapsed, peak // 1024


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--size", type=int, default=3000)
    ap.add_argument("--blocked", type=float, default=0.10)
    ap.add_argument("--seed", type=int, default=6033)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--binary", action="append", help="a grundy binary, repeatable (default: build target/release/grundy)")
    ap.add_argument("--start", default="2,2", help="the cell of geography --start, 1-based")
    args = ap.parse_args()
    binaries = args.binary
    if not binaries:
        subprocess.check_call(["cargo", "build", "--release", "--quiet", "-p", "grundy-cli"], cwd=ROOT)
        binaries = [os.path.join(ROOT, "target", "release", "grundy")]
    with tempfile.TemporaryDirectory() as directory:
        board = os.path.join(directory, "board.txt")
        write_board(board, args.size, args.blocked, args.seed)
        out = os.path.join(directory, "out.txt")
        commands = {
            "board": ["board", board],
            "geography": ["geography", board],
            "geography --start": ["geography", board, "--start", args.start],
            "matching": ["matching", board],
        }
        results = {(binary, name): [] for binary in binaries for name in commands}
        for _ in range(args.repeat):
            for name, command in commands.items():
                for binary in binaries:
                    results[(binary, name)].append(run(binary, command, out))
    print(f"board {args.size} x {args.size}, p = {args.blocked}, seed {args.seed}; median of {args.repeat}")
    print("| binary | command | seconds | peak MB |")
    print("| --- | --- | ---: | ---: |")
    for (binary, name), runs in results.items():
        median = statistics.median(t for t, _ in runs)
        print(f"| {binary} | {name} | {median:.2f} | {max(m for _, m in runs)} |")


if __name__ == "__main__":
    main()
