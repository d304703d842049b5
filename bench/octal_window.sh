#!/usr/bin/env bash
# Windowed octal runs against runs that keep every value: wall time and peak memory of
# `grundy octal CODE --max N --histogram` with and without `--window W`, alternating,
# median of RUNS; the two histograms must be equal (not run in CI: minutes a run).
#
# Usage: bench/octal_window.sh [CODE] [N] [W] [THREADS] [RUNS]
#        (defaults: 0.161 2^26 2^24 2 3)
set -euo pipefail
cd "$(dirname "$0")/.."
CODE=${1:-0.161}
N=${2:-67108864}
W=${3:-16777216}
THREADS=${4:-2}
RUNS=${5:-3}
cargo build --release -q -p grundy-cli
GRUNDY=target/release/grundy
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

one() { # label, extra arguments...
    local label=$1
    shift
    /usr/bin/time -f "%e %M" -o "$WORK/time" "$GRUNDY" octal "$CODE" --max "$N" --threads "$THREADS" --show 0 \
        --histogram "$@" >"$WORK/$label.out"
    cat "$WORK/time" >>"$WORK/$label.times"
    sed -n '/^histogram/,$p' "$WORK/$label.out" >"$WORK/$label.histogram"
}

for _ in $(seq "$RUNS"); do
    one whole
    one windowed --window "$W" --spill "$WORK/spill"
done
cmp -s "$WORK/whole.histogram" "$WORK/windowed.histogram" || { echo "FAIL: the histograms differ"; exit 1; }
median() { sort -n | awk '{a[NR] = $1} END {print a[int((NR + 1) / 2)]}'; }
for label in whole windowed; do
    seconds=$(cut -d' ' -f1 "$WORK/$label.times" | median)
    kb=$(cut -d' ' -f2 "$WORK/$label.times" | median)
    echo "$CODE, $N values, $THREADS threads, $label: ${seconds} s, $((kb / 1024)) MB (median of $RUNS)"
done
grep "slow path" "$WORK/windowed.out"
