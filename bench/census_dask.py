#!/usr/bin/env python3
"""The census on Dask against the CLI's census, on this machine (issue 38's "Speed").

1. `grundy octal census 0.## 4.## --max 20000 --jobs 2` (the CLI on two threads) against
   `grundy.census` on a LocalCluster of two worker processes of one thread each (started
   once, its start-up timed apart), run alternately `--repeat` times, medians reported;
   the rows are checked equal (the JSON document's).
2. The per-task overhead: the census of `0.###` with `--max 1` (512 codes that compute
   one value each) on the same cluster and by the CLI: (Dask time - CLI time) / 512.
3. The rates the guide's cluster estimate uses: `--sample` four-digit codes drawn from
   `0.####` with random.Random(seed), each run alone to `--rate-max` values (the census's
   one-code run, `_native.census_run`): the time per code and the values per second.

Writes bench/results/<date>-census-dask.md (the machine: `nproc`, the load average).

usage: bench/census_dask.py [--grundy BIN] [--max N] [--repeat R] [--sample K] [--rate-max N]
Needs the package installed with the distributed extra, and the CLI built (the same
profile as the package: `cargo build` builds the library optimised in both).
"""
import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time

import grundy
from grundy import _native

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _results import machine, revision, today, write_results  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def timed(function):
    started = time.perf_counter()
    result = function()
    return time.perf_counter() - started, result


def cli_census(binary, patterns, max_values, json_out=False):
    args = [binary, "octal", "census", *patterns, "--max", str(max_values), "--jobs", "2"]
    if json_out:
        args.append("--json")
    done = subprocess.run(args, capture_output=True, check=True)
    return done.stdout


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    default_bin = os.path.join(ROOT, "target", "release", "grundy")
    if not os.path.exists(default_bin):
        default_bin = os.path.join(ROOT, "target", "debug", "grundy")
    parser.add_argument("--grundy", default=default_bin)
    parser.add_argument("--max", type=int, default=20000)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--sample", type=int, default=24)
    parser.add_argument("--rate-max", type=int, default=1 << 16)
    parser.add_argument("--seed", type=int, default=38)
    args = parser.parse_args()
    from distributed import Client, LocalCluster

    patterns = ["0.##", "4.##"]
    started, (cluster, client) = timed(
        lambda: (lambda c: (c, Client(c)))(
            LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None)
        )
    )
    cluster_start = started
    cli_times, dask_times = [], []
    expected = json.loads(cli_census(args.grundy, patterns, args.max, json_out=True))["rows"]
    for _ in range(args.repeat):
        t, _ = timed(lambda: cli_census(args.grundy, patterns, args.max))
        cli_times.append(t)
        t, rows = timed(lambda: grundy.census(patterns, max=args.max, client=client, progress=False))
        dask_times.append(t)
        assert rows == expected, "the rows differ from the CLI's"
    cli_small, _ = timed(lambda: cli_census(args.grundy, ["0.###"], 1))
    dask_small, _ = timed(lambda: grundy.census("0.###", max=1, client=client, progress=False))
    client.close()
    cluster.close()

    rng = random.Random(args.seed)
    codes = _native.census_codes(["0.####"])
    sample = sorted(rng.sample(codes, args.sample))
    per_code = []
    for code in sample:
        t, (line, _, _) = timed(lambda: _native.census_run(code, args.rate_max))
        row = json.loads(line)["row"]
        per_code.append((code, t, row["values"], row["status"]))

    cli_med, dask_med = statistics.median(cli_times), statistics.median(dask_times)
    overhead = (dask_small - cli_small) / 512
    total_values = sum(v for _, _, v, _ in per_code)
    total_time = sum(t for _, t, _, _ in per_code)
    lines = [
        f"# The octal census on Dask against the CLI ({today()})",
        "",
        f"`python3 bench/census_dask.py --max {args.max} --repeat {args.repeat} --sample {args.sample} "
        f"--rate-max {args.rate_max}` on grundy {revision()}, on {machine()} (at the end; the machine is shared), "
        f"the CLI `{os.path.relpath(args.grundy, ROOT)}` "
        "and the package built with the same profile (the library optimised in both).",
        "",
        f"## 1. `0.## 4.##` (128 codes), `--max {args.max}`",
        "",
        "| run | median (s) | all runs (s) |",
        "| --- | --- | --- |",
        f"| `grundy octal census --jobs 2` | {cli_med:.2f} | {' '.join(f'{t:.2f}' for t in cli_times)} |",
        f"| `grundy.census` on a LocalCluster of 2 workers | {dask_med:.2f} | {' '.join(f'{t:.2f}' for t in dask_times)} |",
        "",
        f"Dask / CLI: {dask_med / cli_med:.2f}x (the goal: within 1.5x). "
        f"The LocalCluster's start-up, not counted above: {cluster_start:.2f} s "
        "(`python -m grundy census` without `--scheduler` pays it once a census). The rows are equal.",
        "",
        "## 2. Per-task overhead",
        "",
        f"`0.###` (512 codes) with `--max 1`: the CLI {cli_small:.2f} s, Dask {dask_small:.2f} s: "
        f"{overhead * 1000:.1f} ms a task more (scheduling, sending the task and its row, the row's "
        "journal line made and read back).",
        "",
        f"## 3. Four-digit codes to {args.rate_max} values, one at a time",
        "",
        f"{args.sample} codes of `0.####` drawn with random.Random({args.seed}):",
        "",
        "| code | status | values | seconds | values/s |",
        "| --- | --- | --- | --- | --- |",
    ]
    for code, t, values, status in per_code:
        lines.append(f"| {code} | {status} | {values} | {t:.3f} | {values / t:,.0f} |")
    lines += [
        "",
        f"In all {total_values:,} values in {total_time:.2f} s: {total_values / total_time:,.0f} values/s on one "
        f"core, {total_time / len(per_code):.3f} s a code on average, the slowest "
        f"{max(t for _, t, _, _ in per_code):.3f} s.",
        "",
    ]
    write_results("census-dask", lines)


if __name__ == "__main__":
    main()
