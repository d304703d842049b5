#!/usr/bin/env bash
# The grid engine on 10^8-cell token boards (the matching issue's targets: 10^4 x 10^4
# with p = 0.10 in at most 5 s and 1 GB, with p = 0.02 in at most 10 s; the whole judge
# run at most twice the solve). For each board, alternating, RUNS times each:
#   - the solve alone (`examples/solve_file`: maximum matching and every cell's status;
#     its wall and CPU seconds, the process's peak memory), of this tree and, with BASE,
#     of that git revision side by side (built in a temporary worktree);
#   - the whole LOJ 6033 judge run of this tree (`grundy classic loj6033-board FILE`:
#     reading, solving, writing every winning cell), wall seconds and peak memory.
# Medians are reported. Boards: each cell blocked when a byte of Python's
# `random.seed(1); random.randbytes(n)` per row is below 256 p (26 for 0.10, 5 for 0.02).
# Not run in CI (minutes a run, two 100 MB boards).
#
# Usage: bench/grid_large.sh [SIZE] [RUNS] [BASE]   (defaults: 10000 3, no base)
set -euo pipefail
cd "$(dirname "$0")/.."
SIZE=${1:-10000}
RUNS=${2:-3}
BASE=${3:-}
WORK=$(mktemp -d)
cleanup() {
    if [ -n "$BASE" ]; then git worktree remove --force "$WORK/base" 2>/dev/null || true; fi
    rm -rf "$WORK"
}
trap cleanup EXIT

cargo build --release -q -p grundy --example solve_file
cargo build --release -q -p grundy-cli
cp target/release/examples/solve_file "$WORK/solve_new"
GRUNDY=target/release/grundy
labels=(new)
if [ -n "$BASE" ]; then
    git worktree add -q --detach "$WORK/base" "$BASE"
    (cd "$WORK/base" && CARGO_TARGET_DIR="$WORK/base-target" cargo build --release -q -p grundy --example solve_file)
    cp "$WORK/base-target/release/examples/solve_file" "$WORK/solve_base"
    labels=(base new)
fi

board() { # blocked-threshold (of 256), path
    python3 - "$SIZE" "$1" "$2" <<'EOF'
import random, sys
n, threshold, path = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
random.seed(1)
table = bytes(ord("#") if b < threshold else ord(".") for b in range(256))
with open(path, "wb") as f:
    f.write(f"{n} {n}\n".encode())
    for _ in range(n):
        f.write(random.randbytes(n).translate(table))
        f.write(b"\n")
EOF
}

median() { sort -n | awk '{a[NR] = $1} END {print a[int((NR + 1) / 2)]}'; }

for spec in "0.10 26" "0.02 5"; do
    read -r p threshold <<<"$spec"
    file="$WORK/board.txt"
    board "$threshold" "$file"
    for label in "${labels[@]}" judge; do : >"$WORK/$label.times"; done
    for _ in $(seq "$RUNS"); do
        for label in "${labels[@]}"; do
            line=$(/usr/bin/time -f "peak_kb=%M" "$WORK/solve_$label" "$file" 2>&1 | tr '\n' ' ')
            solve=$(sed -n 's/.* solve=\([0-9.]*\).*/\1/p' <<<"$line")
            cpu=$(sed -n 's/.*solve_cpu=\([0-9.]*\).*/\1/p' <<<"$line")
            kb=$(sed -n 's/.*peak_kb=\([0-9]*\).*/\1/p' <<<"$line")
            echo "$solve ${cpu:-0} $kb" >>"$WORK/$label.times"
        done
        /usr/bin/time -f "%e %M" -o "$WORK/time" "$GRUNDY" classic loj6033-board "$file" >"$WORK/out.txt"
        read -r seconds kb <"$WORK/time"
        echo "$seconds 0 $kb" >>"$WORK/judge.times"
    done
    for label in "${labels[@]}" judge; do
        seconds=$(cut -d' ' -f1 "$WORK/$label.times" | median)
        cpu=$(cut -d' ' -f2 "$WORK/$label.times" | median)
        kb=$(cut -d' ' -f3 "$WORK/$label.times" | median)
        case $label in
            judge) what="whole judge run" ;;
            base) what="solve, $BASE" ;;
            new) what="solve, this tree" ;;
        esac
        cpu_note=""
        if [ "$cpu" != 0 ]; then cpu_note=" (CPU $cpu s)"; fi
        echo "${SIZE}x${SIZE} p=$p, $what: ${seconds} s$cpu_note, $((kb / 1024)) MB (median of $RUNS)"
    done
    echo "  judge output: $(wc -l <"$WORK/out.txt") lines"
done
