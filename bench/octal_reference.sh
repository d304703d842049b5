#!/usr/bin/env bash
# Checks grundy's octal runs against published records (not run in CI: it needs the
# network and, at 2^30, about 20 minutes and 1 GB a game):
# - tczajka/octal-games (UnsolvedGames.md, n = 2^21 heaps 0..n-1, rare counted with heap
#   0): Grundy's game 4!.0 has 1,274 rare values, the last at heap 82,860, largest value
#   231 (value mask fe); Officers 0.6 has 1,584, the last at 20,627, largest 319 (mask 1ee).
#   grundy leaves heap 0 out of its rare count and masks 2G(n) + (n mod 2), so it prints
#   1,273 and 1,583 with the masks 0x1fc and 0x3dc.
# - Rogalski's tables (github.com/rogalski-wmii-uni-lodz-pl/octal, results/<game>/<n>: how
#   often each value occurs among heaps 1..=n), compared file by file with
#   `grundy octal GAME --histogram-dir`.
#
# Usage: bench/octal_reference.sh [LOG2_N]   (default 24; the note of issue 17 used 30)
# Environment: WORK (default target/octal_reference); RESULTS, a local copy of Rogalski's
# results/ directory (default: cloned into WORK).
set -euo pipefail
cd "$(dirname "$0")/.."
LOG2=${1:-24}
WORK=${WORK:-target/octal_reference}
mkdir -p "$WORK"
cargo build --release -q -p grundy-cli
GRUNDY=target/release/grundy

check_rare() { # code, expected rare heaps (heap 0 left out), last rare heap, largest value
    local out last_line
    out=$("$GRUNDY" octal "$1" --max 2097152 --show 0 --histogram)
    last_line=$(tail -n 1 <<<"$out")
    if grep -q "$2 rare heaps (last $3)" <<<"$out" && [ "${last_line%% *}" = "$4" ]; then
        echo "ok   $1: $2 rare heaps + heap 0, last $3, largest value $4 up to 2^21"
    else
        echo "FAIL $1: expected $2 rare heaps (last $3), largest value $4"; grep "rare heaps" <<<"$out"; exit 1
    fi
}
check_rare '4!.0' 1,273 82,860 231
check_rare 0.6 1,583 20,627 319

if [ -z "${RESULTS:-}" ]; then
    RESULTS=$WORK/octal/results
    [ -d "$WORK/octal/.git" ] || git clone -q --depth 1 https://github.com/rogalski-wmii-uni-lodz-pl/octal "$WORK/octal"
fi
for game in 0.161 0.167; do
    rm -rf "$WORK/$game"
    /usr/bin/time -f "$game: 2^$LOG2 values in %e s, %M KB" \
        "$GRUNDY" octal "$game" --max $(( (1 << LOG2) + 1 )) --show 0 --histogram-dir "$WORK/$game" >/dev/null
    for file in "$WORK/$game"/*; do
        cmp -s "$file" "$RESULTS/$game/$(basename "$file")" || { echo "FAIL $game: $(basename "$file") differs"; exit 1; }
    done
    echo "ok   $game: $(ls "$WORK/$game" | wc -l) histograms (heaps 1..=2^k, k = 1..$LOG2) equal Rogalski's files"
done
