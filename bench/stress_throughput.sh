#!/usr/bin/env bash
# Cases per second of `grundy stress -j 2` against the plain shell loop that does the same
# work (generate an input, run the solution, run the reference, compare), side by side on
# the same problem and solution, alternating, median of --repeat rounds.
#
# usage: bench/stress_throughput.sh [CASES] [REPEAT] [PROBLEM]
# The solution is grundy's own judge mode for PROBLEM (a correct solution that starts in
# about a millisecond, like a compiled contestant's), so neither side stops early.
set -euo pipefail
cd "$(dirname "$0")/.."
cases=${1:-300}
repeat=${2:-3}
problem=${3:-poj2311-cutting}
cargo build --release --quiet -p grundy-cli
bin=$PWD/target/release/grundy
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

shell_loop() {
  for i in $(seq 1 "$cases"); do
    "$bin" gen "$problem" --seed "$i" > "$work/in"
    "$bin" classic "$problem" < "$work/in" > "$work/out"
    "$bin" classic "$problem" < "$work/in" > "$work/ans"
    cmp -s "$work/out" "$work/ans" || { echo "difference at $i"; break; }
  done
}

stress() {
  "$bin" stress "$problem" --cases "$cases" -j 2 -- "$bin" classic "$problem" > /dev/null
}

seconds() { local start end; start=$(date +%s.%N); "$@"; end=$(date +%s.%N); echo "$end - $start" | bc; }
loops=(); stresses=()
for _ in $(seq 1 "$repeat"); do
  loops+=("$(seconds shell_loop)")
  stresses+=("$(seconds stress)")
done
median() { printf '%s\n' "$@" | sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
l=$(median "${loops[@]}"); s=$(median "${stresses[@]}")
echo "problem $problem, $cases cases, median of $repeat (seconds):"
echo "  shell loop (gen | sol, gen | ref, cmp):  $l s = $(echo "$cases / $l" | bc) cases/s"
echo "  grundy stress -j 2:                      $s s = $(echo "$cases / $s" | bc) cases/s"
echo "  ratio: $(echo "scale=1; $l / $s" | bc)x"
