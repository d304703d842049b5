#!/usr/bin/env python3
"""Octal runs when the cores are shared (issue: threads that never collapse).

Scenarios, each timed RUNS times, alternating, medians reported:
  alone       one `grundy octal CODE --max N --threads 1` on its own (the reference);
  three       three copies of `grundy octal CODE --max N` (default threads: every core)
              started at once; the slowest copy's wall time against `alone` (the ideal on
              two cores is 1.5x, the target at most 2.0x), and each copy's CPU time;
  census      `grundy octal census PATTERN --max M` (every core) beside one
              `grundy octal CODE --max N` (every core), both started at once: each one's
              wall time against the same command alone.
With --base REV the same scenarios run for the grundy of that git revision too (built in
a temporary worktree), side by side.

Writes bench/results/<date>-octal-shared-cores.md (machine, versions, commands, tables).
Not run in CI: about a minute a round.

Usage: bench/octal_shared_cores.py [--runs 3] [--code 0.1777] [--max 10000000]
                                   [--census '0.##'] [--census-max 20000] [--base REV]
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _results import machine, revision, today, write_results  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def build(rev, work):
    """The release binary of this tree, or of git revision `rev`."""
    if rev is None:
        subprocess.run(["cargo", "build", "--release", "-q", "-p", "grundy-cli"], cwd=ROOT, check=True)
        return os.path.join(ROOT, "target/release/grundy")
    tree = os.path.join(work, "base")
    subprocess.run(["git", "worktree", "add", "-q", "--detach", tree, rev], cwd=ROOT, check=True)
    target = os.path.join(work, "base-target")
    subprocess.run(["cargo", "build", "--release", "-q", "-p", "grundy-cli"], cwd=tree, check=True,
                   env={**os.environ, "CARGO_TARGET_DIR": target})
    return os.path.join(target, "release/grundy")


def run_together(commands):
    """Starts every command at once; returns (wall s, cpu s) of each."""
    started = time.monotonic()
    procs = [subprocess.Popen(c, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL) for c in commands]
    results = {}
    while len(results) < len(procs):
        pid, status, usage = os.wait4(-1, 0)
        for i, p in enumerate(procs):
            if p.pid == pid:
                if status != 0:
                    sys.exit(f"{' '.join(commands[i])} failed with status {status}")
                results[i] = (time.monotonic() - started, usage.ru_utime + usage.ru_stime)
    return [results[i] for i in range(len(procs))]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--code", default="0.1777")
    ap.add_argument("--max", type=int, default=10_000_000)
    ap.add_argument("--census", default="0.##")
    ap.add_argument("--census-max", type=int, default=20000)
    ap.add_argument("--base")
    args = ap.parse_args()
    work = tempfile.mkdtemp()
    binaries = {"this tree": build(None, work)}
    if args.base:
        binaries[f"base {args.base}"] = build(args.base, work)
    start_machine = machine()
    rows = {label: {} for label in binaries}
    for _ in range(args.runs):
        for label, exe in binaries.items():
            one = [exe, "octal", args.code, "--max", str(args.max)]
            census = [exe, "octal", "census", args.census, "--max", str(args.census_max)]
            r = rows[label]
            r.setdefault("alone", []).append(run_together([one + ["--threads", "1"]])[0])
            r.setdefault("alone default", []).append(run_together([one])[0])
            three = run_together([one, one, one])
            r.setdefault("three slowest", []).append(max(three))
            r.setdefault("three cpu", []).append((0, statistics.mean(c for _, c in three)))
            r.setdefault("census alone", []).append(run_together([census])[0])
            both = run_together([census, one])
            r.setdefault("census beside", []).append(both[0])
            r.setdefault("single beside census", []).append(both[1])
            print(label, {k: v[-1] for k, v in r.items()}, file=sys.stderr)
    if args.base:
        subprocess.run(["git", "worktree", "remove", "--force", os.path.join(work, "base")], cwd=ROOT)

    med = lambda xs, i: statistics.median(x[i] for x in xs)
    out = [f"# Octal runs on shared cores, {today()}", "",
           f"Machine: {start_machine} (at the start).",
           f"grundy: {revision()}"
           + (f"; base: {args.base}" if args.base else "") + ".",
           f"Command: `bench/octal_shared_cores.py --runs {args.runs} --code {args.code} --max {args.max} "
           f"--census '{args.census}' --census-max {args.census_max}" + (f" --base {args.base}" if args.base else "") + "`.",
           f"Medians of {args.runs} rounds, the scenarios alternating. Wall and CPU in seconds.", "",
           f"| grundy | `{args.code}` alone, 1 thread | alone, every core | three copies at once: slowest | slowest / alone 1 thread | CPU per copy | census alone | census beside the run | the run beside the census | that / alone 1 thread |",
           "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"]
    for label, r in rows.items():
        alone = med(r["alone"], 0)
        out.append(
            f"| {label} | {alone:.2f} (CPU {med(r['alone'], 1):.2f}) | {med(r['alone default'], 0):.2f} (CPU {med(r['alone default'], 1):.2f}) "
            f"| {med(r['three slowest'], 0):.2f} | **{med(r['three slowest'], 0) / alone:.2f}x** | {med(r['three cpu'], 1):.2f} "
            f"| {med(r['census alone'], 0):.2f} | {med(r['census beside'], 0):.2f} | {med(r['single beside census'], 0):.2f} "
            f"| {med(r['single beside census'], 0) / alone:.2f}x |")
    out += ["", "The ideal for three copies on two cores is 1.5x (each gets two thirds of a core); the target is at most 2.0x.",
            "CPU per copy above the one-thread CPU is the time the threads spent waiting for each other and the work they repeat.", ""]
    write_results("octal-shared-cores", out)


if __name__ == "__main__":
    main()
