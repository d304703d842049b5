#!/usr/bin/env python3
"""Misère play: answers for sums of many heaps, and misère quotients' time and memory.

Measured, each RUNS times (medians):
  sum        `grundy heaps 0.77 H1..H300 --misere`: a seeded misère Kayles sum of 300 rows of
             1..600 pins (about 88,000 pins, under the command's token limit of 100,000),
             the whole process (quotient computed, then the answer); and, from the example
             `misere_sum_time`, one answer once the quotient is known (the library's
             `MisereQuotient::outcome` and `MisereHeapsSolver::solve`).
  quotients  `grundy octal CODE --misere` for the codes of the quotient tests: wall time,
             peak memory (GNU time's maximum resident set), order, certificate.
  largest    with --largest SECONDS: `grundy octal 0.26 --misere --max-order 4096` stopped
             by SIGINT after SECONDS (it prints the quotient of the heaps done): the largest
             quotient computed in that time (0.26's quotient grows without a sign of a bound).
No other program computes misère quotients today (Siegel's MisereSolver is not
distributed on its own), so there is no peer column.

Writes bench/results/<date>-misere.md. Not run in CI.

Usage: bench/misere.py [--runs 5] [--largest 600]
"""
import argparse
import os
import random
import re
import statistics
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _results import machine, revision, today, write_results  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CODES = ["0.75", "0.77", "0.34", "0.31", "0.72", "0.71"]


def timed(cmd, ok=(0, 1)):
    """Runs `cmd` under GNU time: (wall s, peak KiB, stdout)."""
    started = time.monotonic()
    p = subprocess.run(["/usr/bin/time", "-f", "%M", *cmd], capture_output=True, text=True)
    wall = time.monotonic() - started
    if p.returncode not in ok:
        raise SystemExit(f"{' '.join(cmd[:4])}... failed ({p.returncode}): {p.stderr[-300:]}")
    peak = int(p.stderr.strip().splitlines()[-1])
    return wall, peak, p.stdout


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--largest", type=int, default=0, help="seconds for the largest-quotient run (0: skip)")
    args = ap.parse_args()
    subprocess.run(["cargo", "build", "--release", "-q", "-p", "grundy-cli"], cwd=ROOT, check=True)
    grundy = os.path.join(ROOT, "target/release/grundy")
    rng = random.Random(2008)
    rows = [rng.randint(1, 600) for _ in range(300)]
    lines = []

    sum_cmd = [grundy, "heaps", "0.77", *map(str, rows), "--misere"]
    walls, peaks = [], []
    for _ in range(args.runs):
        wall, peak, out = timed(sum_cmd)
        walls.append(wall)
        peaks.append(peak)
    method = "quotient" if "misère quotient" in out else "?"
    example = subprocess.run(
        ["cargo", "run", "--release", "-q", "-p", "grundy", "--example", "misere_sum_time", "--", "0.77", "300", "600", "201"],
        cwd=ROOT, check=True, capture_output=True, text=True).stdout.strip()
    fields = dict(kv.split("=", 1) for kv in example.split())

    table = []
    for code in CODES:
        walls_q, peak_q = [], 0
        for _ in range(args.runs):
            wall, peak, out = timed([grundy, "octal", code, "--misere"])
            walls_q.append(wall)
            peak_q = max(peak_q, peak)
        first = out.splitlines()[0]
        order = re.search(r"has order (\d+)", first).group(1)
        heaps = re.search(r"heaps 1\.\.(\d+)", first).group(1)
        cert = "certified" if "\ncertified" in "\n" + out else "not certified"
        table.append((code, order, heaps, cert, statistics.median(walls_q), peak_q))

    largest = None
    if args.largest:
        wall, peak, out = timed(["timeout", "-s", "INT", str(args.largest), grundy, "octal", "0.26", "--misere",
                                 "--max-order", "4096"], ok=(0, 2, 124, 130))
        first = out.splitlines()[0] if out else ""
        largest = (first, wall, peak)

    lines += [
        f"# Misère play: sums and quotients ({today()})",
        "",
        f"Machine: {machine()}; grundy {revision()}; "
        f"medians of {args.runs} runs. Written by bench/misere.py.",
        "",
        "## A misère Kayles sum of 300 rows (1..600 pins, seeded, "
        f"{sum(rows)} pins)",
        "",
        "| what | time | target |",
        "| --- | ---: | ---: |",
        f"| whole process, `grundy heaps 0.77 ... --misere` ({method}) | {statistics.median(walls) * 1000:.0f} ms "
        f"(peak {max(peaks) // 1024} MiB) | 50 ms |",
        f"| the quotient of 0.77, computed once (library) | {float(fields['quotient_s']) * 1000:.0f} ms | 1 s |",
        f"| one answer once the quotient is known: `MisereQuotient::outcome` | {float(fields['outcome_us']):.1f} µs | 10 ms |",
        f"| one answer once the quotient is known: `MisereHeapsSolver::solve` | {float(fields['solver_us']):.1f} µs | 10 ms |",
        "",
        "## Quotients (`grundy octal CODE --misere`, defaults: up to 1000 heaps, order up to 1024)",
        "",
        "| code | order | heaps computed | | time | peak memory |",
        "| --- | ---: | ---: | --- | ---: | ---: |",
    ]
    for code, order, heaps, cert, wall, peak in table:
        lines.append(f"| {code} | {order} | {heaps} | {cert} | {wall * 1000:.0f} ms | {peak / 1024:.1f} MiB |")
    if largest:
        first, wall, peak = largest
        lines += ["", f"## The largest quotient in {args.largest} s",
                  "", f"`grundy octal 0.26 --misere --max-order 4096`, stopped by SIGINT: {first} "
                  f"({wall:.0f} s, peak {peak / 1024:.0f} MiB)."]
    write_results("misere", lines)


if __name__ == "__main__":
    main()
