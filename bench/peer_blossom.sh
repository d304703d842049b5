#!/usr/bin/env bash
# Side-by-side benchmark of general-graph maximum matching: grundy (matching plus the
# Gallai-Edmonds sets, blossom engine) against LEMON's MaxMatching (which also yields the
# Gallai-Edmonds decomposition), Boost Graph's edmonds_maximum_cardinality_matching and
# NetworkX max_weight_matching(maxcardinality=True), on seeded DIMACS instances written by
# `cargo run --example gen_graph`.
#
# Usage: bench/peer_blossom.sh [REPEATS]   (default 3; medians are reported)
# Environment: TIMEOUT (seconds per peer run, default 120), WORK (instance directory,
# default target/peer_blossom), QUICK=1 for the small instances only.
# Installs liblemon-dev and libboost-graph-dev (apt-get) and networkx (pip) when missing.
set -euo pipefail
cd "$(dirname "$0")/.."
REPEATS=${1:-3}
TIMEOUT=${TIMEOUT:-120}
WORK=${WORK:-target/peer_blossom}
mkdir -p "$WORK"

if [ ! -f /usr/include/boost/graph/max_cardinality_matching.hpp ] || [ ! -f /usr/include/lemon/matching.h ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libboost-graph-dev liblemon-dev
fi
python3 -c "import networkx" 2>/dev/null || pip install -q networkx
g++ -O2 -o "$WORK/boost_matching" bench/boost_matching.cpp
g++ -O2 -o "$WORK/lemon_matching" bench/lemon_matching.cpp
cargo build --release -q -p grundy --example gen_graph --example general_matching
BIN=target/release/examples

# name | generator arguments | run NetworkX?
INSTANCES=(
    "random_1e4_d3|random 10000 3 1|yes"
    "random_1e4_d10|random 10000 10 1|yes"
    "random_1e5_d3|random 100000 3 1|yes"
    "random_1e5_d10|random 100000 10 1|no"
    "king_300x300|king 300 300 10 1|yes"
)
if [ "${QUICK:-0}" != 1 ]; then
    INSTANCES+=(
        "random_1e6_d3|random 1000000 3 1|no"
        "random_1e6_d10|random 1000000 10 1|no"
        "king_1000x1000|king 1000 1000 10 1|no"
        "king_1000x1000_s2|king 1000 1000 10 2|no"
        "king_2000x2000|king 2000 2000 10 1|no"
        "king_2000x2000_s2|king 2000 2000 10 2|no"
    )
fi

# Prints the median of its arguments (numbers, or ">T" for a timeout, which sorts last).
median() {
    printf '%s\n' "$@" | sed 's/^>/9999999/' | sort -g | awk '{a[NR]=$1} END {v=a[int((NR+1)/2)]; if (v>=9999999) print ">'"$TIMEOUT"'"; else print v}'
}

# Runs "$@" under the timeout; prints its cpu_s field (CPU seconds, so that waiting for a
# core on a shared machine does not count; the timeout is wall-clock) (and checks the matching size
# against $EXPECT when set), or ">TIMEOUT".
timed() {
    local out
    if out=$(timeout "$TIMEOUT" "$@" 2>/dev/null); then
        local size
        size=$(sed -n 's/.*matching \([0-9]*\).*/\1/p' <<<"$out")
        if [ -n "${EXPECT:-}" ] && [ "$size" != "$EXPECT" ]; then
            echo "size mismatch: $* gave $size, grundy $EXPECT" >&2
            exit 1
        fi
        sed -n 's/.*cpu_s \([0-9.]*\).*/\1/p' <<<"$out"
    else
        echo ">$TIMEOUT"
    fi
}

# Peak resident memory in MB: every driver prints peak_mb (the graph and the solve,
# counted from the start of the runs with the input released) and process_mb (the whole
# process, reading included). /usr/bin/time cannot give the latter: resetting the peak
# for peak_mb resets the kernel's maximum too.
field() { sed -n "s/.* $1 \([0-9-]*\).*/\1/p"; }

printf '| instance | vertices | edges | matching | grundy CPU s | LEMON CPU s | Boost CPU s | NetworkX CPU s | LEMON / grundy | Boost / grundy | grundy MB (graph + solve) | LEMON MB (graph + solve) | grundy MB (process) | LEMON MB (process) |\n'
printf '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n'
for entry in "${INSTANCES[@]}"; do
    IFS='|' read -r name gen nx <<<"$entry"
    file="$WORK/$name.col"
    [ -f "$file" ] || $BIN/gen_graph $gen >"$file"
    ours=$($BIN/general_matching "$file")
    EXPECT=$(sed -n 's/.*matching \([0-9]*\).*/\1/p' <<<"$ours")
    vertices=$(sed -n 's/^vertices \([0-9]*\).*/\1/p' <<<"$ours")
    edges=$(sed -n 's/.* edges \([0-9]*\).*/\1/p' <<<"$ours")
    g=() l=() b=()
    for _ in $(seq "$REPEATS"); do
        g+=("$(EXPECT=$EXPECT timed $BIN/general_matching "$file")")
        if [ "${l[0]:-}" != ">$TIMEOUT" ]; then
            l+=("$(EXPECT=$EXPECT timed "$WORK/lemon_matching" "$file")")
        fi
        # A peer that timed out once is not run again (its median is a timeout anyway).
        if [ "${b[0]:-}" != ">$TIMEOUT" ]; then
            b+=("$(EXPECT=$EXPECT timed "$WORK/boost_matching" "$file")")
        fi
    done
    gm=$(median "${g[@]}")
    lm=$(median "${l[@]}")
    bm=$(median "${b[@]}")
    xm="-"
    if [ "$nx" = yes ]; then
        xm=$(EXPECT=$EXPECT timed python3 bench/networkx_matching.py "$file")
    fi
    # A timeout is wall-clock, the other times CPU: no ratio is claimed against a timeout.
    ratio() { awk -v b="$1" -v g="$gm" 'BEGIN { if (g <= 0) print "-"; else if (b ~ /^>/) print "unfinished"; else printf "%.2fx", b / g }'; }
    lemon=$(timeout "$TIMEOUT" "$WORK/lemon_matching" "$file" || true)
    gsolve=$(field peak_mb <<<"$ours") gmb=$(field process_mb <<<"$ours")
    lsolve=$(field peak_mb <<<"$lemon") lmb=$(field process_mb <<<"$lemon")
    printf '| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |\n' "$name" "$vertices" "$edges" "$EXPECT" "$gm" "$lm" "$bm" "$xm" "$(ratio "$lm")" "$(ratio "$bm")" "$gsolve" "${lsolve:-?}" "$gmb" "${lmb:-?}"
done
