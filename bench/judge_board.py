#!/usr/bin/env python3
"""Times the whole LOJ 6033 judge run on generated boards: `grundy classic loj6033-board`
reading the board and writing every winning cell of the placer to a file, as a judge would
run it, side by side with the solve alone (`crates/grundy/examples/solve_file.rs`: the
grid engine's matching and every cell's status, parsing excluded), the two alternating.

The boards follow the model of bench/peer_matching.py (each cell blocked with probability
p, numpy's default_rng(seed)). Reports, per board, the medians of --repeat runs: the judge
run's wall time (the output file is removed before each run, outside the timing), its peak
memory (from /usr/bin/time -v), the solve's time, their ratio (the matching issue's
target: at most 2 at every board size) and the number of lines written.

usage: bench/judge_board.py [--sizes 1000,2000,4000] [--blocked 0.02,0.1,0.3] [--seed S] [--repeat R]
Not run in CI (the 4000 x 4000 boards are 16 MB each).
"""
import argparse, os, statistics, subprocess, tempfile, time

from peer_matching import ensure, write_board

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", default="1000,2000,4000")
    ap.add_argument("--blocked", default="0.02,0.1,0.3")
    ap.add_argument("--seed", type=int, default=6033)
    ap.add_argument("--repeat", type=int, default=7)
    args = ap.parse_args()
    ensure("numpy", "numpy")
    # Two commands: `--example` limits a build to the examples.
    subprocess.check_call(["cargo", "build", "--release", "--quiet", "-p", "grundy-cli"], cwd=ROOT)
    subprocess.check_call(["cargo", "build", "--release", "--quiet", "-p", "grundy", "--example", "solve_file"], cwd=ROOT)
    grundy = os.path.join(ROOT, "target", "release", "grundy")
    solve_file = os.path.join(ROOT, "target", "release", "examples", "solve_file")
    print(f"{'board':<22}{'judge s':>9}{'solve s':>9}{'ratio':>7}{'judge MB':>10}{'lines':>11}", flush=True)
    with tempfile.TemporaryDirectory() as directory:
        path, out = os.path.join(directory, "board.txt"), os.path.join(directory, "out.txt")
        for size in map(int, args.sizes.split(",")):
            for blocked in map(float, args.blocked.split(",")):
                write_board(path, size, blocked, args.seed)
                judge, solve, peaks = [], [], []
                for _ in range(args.repeat):
                    run = subprocess.run([solve_file, path], capture_output=True, text=True, check=True)
                    solve.append(float(run.stdout.split("solve=")[1].split()[0]))
                    if os.path.exists(out):
                        os.remove(out)
                    start = time.perf_counter()
                    with open(out, "wb") as sink:
                        run = subprocess.run(["/usr/bin/time", "-v", grundy, "classic", "loj6033-board", path],
                                             stdout=sink, stderr=subprocess.PIPE, text=True, check=True)
                    judge.append(time.perf_counter() - start)
                    peaks.append(next(int(l.split()[-1]) for l in run.stderr.splitlines() if "Maximum resident" in l))
                with open(out, "rb") as f:
                    lines = sum(1 for _ in f)
                j, s = statistics.median(judge), statistics.median(solve)
                print(f"{size}x{size} p={blocked:<8}{j:>9.3f}{s:>9.3f}{j / s:>7.2f}{max(peaks) // 1024:>10}{lines:>11}",
                      flush=True)


if __name__ == "__main__":
    main()
