#!/usr/bin/env python3
"""Officers (0.6) at research speed (issue #39): the rate of `grundy octal 0.6` against n.

Runs `grundy octal 0.6 --max N` (with --threads T, and --window W when given) with a
checkpoint file saved every second (`--checkpoint FILE --checkpoint-every 1`: the file
gets one record per save, so reading the record headers tells how many values are done
at each moment), samples n every --every seconds, and reports the rate (values a second)
between samples, the mean rate from 0, and the peak resident memory of the run.

Writes bench/results/<date>-officers.md (machine, revision, command, table) and, when
matplotlib is installed, bench/results/<date>-officers.png (rate against n, log n axis).
With --base BINARY a second binary (e.g. a copy of the release binary before a change)
runs the same command right after, and both are tabled and plotted.
The checkpoint files go to a temporary directory and are removed.

With --seconds S each run is stopped (SIGINT: it saves and prints what it has) after S
seconds, for runs too long to finish (a --window run towards 2 10^9).

Usage: bench/officers_rate.py [--max 20000000] [--threads 2] [--window W] [--every 2]
                              [--seconds S] [--base /tmp/grundy-before]
                              [--binary target/release/grundy] [--name officers]
"""
import argparse
import os
import signal
import struct
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _results import machine, revision, today, write_results  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# A record: tag VALS, width (1 byte), first heap and count (u64 each), values, CRC-32.
RECORD_HEAD = 4 + 1 + 8 + 8


class CheckpointReader:
    """Follows a growing checkpoint file and says how many values it holds."""

    def __init__(self, path):
        self.path = path
        self.offset = None
        self.done = 0

    def values(self):
        try:
            size = os.path.getsize(self.path)
        except OSError:
            return self.done
        with open(self.path, "rb") as f:
            if self.offset is None:
                head = f.read(4096)
                lines = head.split(b"\n", 2)
                if len(lines) < 3:
                    return 0
                self.offset = len(lines[0]) + len(lines[1]) + 2
            while self.offset + RECORD_HEAD <= size:
                f.seek(self.offset)
                rec = f.read(RECORD_HEAD)
                if rec[:4] != b"VALS":
                    break
                width = rec[4]
                first, count = struct.unpack("<QQ", rec[5:21])
                end = self.offset + RECORD_HEAD + count * width + 4
                if end > size:
                    break  # Still being written.
                self.done = first + count
                self.offset = end
        return self.done


def run(exe, args, work):
    """Runs one binary; returns its command, [(seconds, n)] samples, wall seconds, peak RSS
    in MB, and the lines of its standard error about the slow path."""
    ckpt = os.path.join(work, f"officers-{os.getpid()}-{time.monotonic_ns()}.ckpt")
    cmd = [exe, "octal", "0.6", "--max", str(args.max), "--threads", str(args.threads),
           "--checkpoint", ckpt, "--checkpoint-every", "1"]
    if args.window:
        cmd += ["--window", str(args.window)]
    reader = CheckpointReader(ckpt)
    samples = [(0.0, 0)]
    started = time.monotonic()
    err_path = ckpt + ".err"
    err_file = open(err_path, "w")
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=err_file)
    stopped = False
    while True:
        time.sleep(args.every)
        pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
        if pid:
            break
        n = reader.values()
        if n > samples[-1][1]:
            samples.append((time.monotonic() - started, n))
        if args.seconds and time.monotonic() - started > args.seconds and not stopped:
            proc.send_signal(signal.SIGINT)  # The run saves what it has and stops.
            stopped = True
    wall = time.monotonic() - started
    if status != 0 and not stopped:
        sys.exit(f"{' '.join(cmd)} failed with status {status}")
    if not stopped:
        samples.append((wall, args.max))
    err_file.close()
    with open(err_path) as f:
        # What a --window run says of the heaps it computed by the slow path.
        notes = [line.strip() for line in f if "slow path" in line]
    for path in (ckpt, err_path):
        try:
            os.remove(path)
        except OSError:
            pass
    # ru_maxrss is in kilobytes on Linux: the largest resident set of the run.
    return cmd, samples, wall, usage.ru_maxrss / 1024, notes


def rates(samples):
    """(n at the end of the interval, values/s over it) between successive samples."""
    out = []
    for (t0, n0), (t1, n1) in zip(samples, samples[1:]):
        if t1 > t0 and n1 > n0:
            out.append((n1, (n1 - n0) / (t1 - t0)))
    return out


def at_marks(samples, marks):
    """The rate over each decade-ish interval [a, b) of marks, from the samples."""
    rows = []
    for a, b in zip(marks, marks[1:]):
        inside = [(t, n) for t, n in samples if a <= n <= b]
        if len(inside) >= 2:
            (t0, n0), (t1, n1) = inside[0], inside[-1]
            if t1 > t0:
                rows.append((a, b, (n1 - n0) / (t1 - t0)))
    return rows


def plot(series, path, title):
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        print("matplotlib not installed: no plot", file=sys.stderr)
        return None
    fig, ax = plt.subplots(figsize=(8, 4.5))
    for label, samples in series.items():
        r = rates(samples)
        ax.plot([n for n, _ in r], [v / 1e6 for _, v in r], marker=".", linewidth=1, label=label)
    ax.set_xscale("log")
    ax.set_xlabel("heap n")
    ax.set_ylabel("million values/s")
    ax.set_title(title)
    ax.grid(True, which="both", alpha=0.3)
    ax.legend()
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    return path


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--max", type=int, default=20_000_000)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--window", type=int)
    ap.add_argument("--every", type=float, default=2.0)
    ap.add_argument("--seconds", type=float, help="stop each run (Ctrl-C) after this long")
    ap.add_argument("--binary", default=os.path.join(ROOT, "target/release/grundy"))
    ap.add_argument("--base", help="a second grundy binary to compare with")
    ap.add_argument("--name", default="officers")
    args = ap.parse_args()
    work = tempfile.mkdtemp()
    binaries = {"this tree": args.binary}
    if args.base:
        binaries[f"base ({os.path.basename(args.base)})"] = args.base
    start_machine = machine()
    series, walls, rss, slow = {}, {}, {}, {}
    for label, exe in binaries.items():
        _, samples, wall, peak, notes = run(exe, args, work)
        series[label], walls[label], rss[label], slow[label] = samples, wall, peak, notes
        print(f"{label}: {samples[-1][1]} values in {wall:.1f} s, peak RSS {peak:.0f} MB", file=sys.stderr)
    top = max(samples[-1][1] for samples in series.values())
    marks = [0] + [m for m in (10**5, 10**6, 3 * 10**6, 10**7, 3 * 10**7, 10**8, 3 * 10**8, 10**9, 2 * 10**9)
                   if m < top] + [top]
    flags = f"--max {args.max} --threads {args.threads}" + (f" --window {args.window}" if args.window else "")
    extra = f" --seconds {args.seconds:g}" if args.seconds else ""
    out = [f"# Officers (0.6): rate against n, {today()}", "",
           f"Machine: {start_machine} (at the start).",
           f"grundy: {revision()}.",
           f"Command: `bench/officers_rate.py {flags}{extra}`"
           + (f" with `--base {args.base}`" if args.base else "") + "; each binary runs "
           f"`grundy octal 0.6 {flags} --checkpoint FILE --checkpoint-every 1`, one after the other.",
           "Rates in million values a second, from the checkpoint's records (one a second).", ""]
    header = "| grundy | values | wall s | peak RSS MB | mean rate | " + " | ".join(f"{a:.0e}..{b:.0e}" for a, b in zip(marks, marks[1:])) + " |"
    out += [header, "|" + " --- |" + " ---: |" * (len(marks) + 3)]
    for label, samples in series.items():
        by_mark = {(a, b): r for a, b, r in at_marks(samples, marks)}
        cells = [f"{by_mark[(a, b)] / 1e6:.3f}" if (a, b) in by_mark else "" for a, b in zip(marks, marks[1:])]
        reached = samples[-1][1]
        out.append(f"| {label} | {reached} | {walls[label]:.1f} | {rss[label]:.0f} | {reached / walls[label] / 1e6:.3f} | " + " | ".join(cells) + " |")
    for label, notes in slow.items():
        if notes:
            out += ["", f"Slow path, {label}:", ""] + [f"- {note}" for note in notes[:20]]
    out += ["", "Samples (n, million values/s over the last interval), this tree:", "", "```"]
    listed = rates(series["this tree"])
    step = max(1, len(listed) // 60)  # At most about 60 lines.
    out += [f"{n} {r / 1e6:.3f}" for n, r in listed[::step]]
    out += ["```", ""]
    name = args.name
    png = plot(series, os.path.join(ROOT, "bench", "results", f"{today()}-{name}.png"), f"grundy octal 0.6 {flags}")
    if png:
        out += [f"Plot: `{os.path.basename(png)}`.", ""]
    write_results(name, out)


if __name__ == "__main__":
    main()
