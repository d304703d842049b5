#!/usr/bin/env bash
# Does a click wait behind someone else's long run? `grundy serve` (release build,
# default limits) over loopback against crates/grundy-web/examples/web_load.rs in
# `lanes` mode:
#
#   1. CLIENTS clients send small requests back to back for SECONDS (Nim, staircase, heaps,
#      a token board of 8 to 30 squared, octal 0.07 to its period): count, errors, rate,
#      latency p50 / p90 / p99 / max.
#   2. The same beside LONG long runs (octal 0.6 to 10^6 values, each streamed by its own
#      client, as the page's explorer does), which go to the long lane; then each long
#      run's times: when it began to compute, when it ended. A long run still going 120 s
#      after the second phase is stopped, so the benchmark always ends (bounded: about
#      2 x SECONDS + the long runs, at most 2 x SECONDS + 121 s).
#
# Exits non-zero on any error, refused or lost request. Loopback only; the server and the
# load generator share the machine's cores. Writes the report to OUT (default
# bench/results/<today>-web-lanes.md) with the machine and its load.
#
# usage: bench/web_lanes.sh [CLIENTS] [SECONDS] [LONG] [OUT]
#   bench/web_lanes.sh                 # 64 clients, 20 s a phase, 4 long runs
#   bench/web_lanes.sh 8 3 2 /tmp/x.md # a quick look
# Not run in CI.
set -euo pipefail
cd "$(dirname "$0")/.."
clients=${1:-64}
seconds=${2:-20}
long=${3:-4}
report=${4:-bench/results/$(date +%F)-web-lanes.md}
cargo build --release --locked --quiet -p grundy-cli
cargo build --release --locked --quiet -p grundy-web --example web_load
out=$(mktemp)
result=$(mktemp)
target/release/grundy serve --port 0 > "$out" &
server=$!
trap 'kill "$server" 2>/dev/null; wait "$server" 2>/dev/null; rm -f "$out" "$result"' EXIT
for _ in $(seq 100); do
    grep -q 'http://' "$out" && break
    sleep 0.1
done
url=$(grep -o 'http://[^ ]*/' "$out" | head -1)
limits=$(curl -s "${url}api" | python3 -c 'import json,sys; print(json.dumps(json.load(sys.stdin)["limits"]))')
load_before=$(cut -d' ' -f1-3 /proc/loadavg)
status=0
target/release/examples/web_load --url "$url" --mode lanes --clients "$clients" --seconds "$seconds" \
    --long "$long" --long-code 0.6 --long-max 1000000 --long-wait 120 | tee "$result" || status=$?
load_after=$(cut -d' ' -f1-3 /proc/loadavg)
{
    echo "# The web app's lanes under a classroom's load, $(date +%F)"
    echo
    echo "Machine: $(nproc) cores ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//')), $(uname -sr); load average before $load_before, after $load_after."
    echo "grundy: $(git rev-parse --short HEAD)$(git diff --quiet HEAD -- crates || echo ' with uncommitted changes'), release build, default limits: \`$limits\`."
    echo "Command: \`bench/web_lanes.sh $clients $seconds $long\` (loopback; the load generator shares the cores with the server)."
    echo
    echo '```'
    cat "$result"
    echo '```'
} > "$report"
echo "report: $report"
exit "$status"
