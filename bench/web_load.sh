#!/usr/bin/env bash
# The web app under load, over loopback: `grundy serve` (release build, default limits)
# against crates/grundy-web/examples/web_load.rs.
#
#   1. 50 concurrent players play whole games against the engine for 60 s, each a token
#      board (8 to 60 rows and columns, 10% blocked), Nim and geography on a random graph
#      (20 to 200 vertices) in turn, every request sent as soon as the last answer arrived
#      (no think time): requests, errors, games finished, requests per second, latency
#      p50 / p90 / p99 / max per game and in all. Exits non-zero on any error.
#   2. The engine's reply on a 200 x 200 token board (10% blocked), one request at a time
#      (the page's request after a move: the board, the token's walk, explain, map_only):
#      median, p90 and max of 300 replies (target: median at most 50 ms).
#
# usage: bench/web_load.sh [CLIENTS] [SECONDS]
#   bench/web_load.sh              # 50 clients, 60 s, then the 200 x 200 latency
#   bench/web_load.sh 10 5         # a quick look
# By hand against a running server:
#   target/release/examples/web_load --url http://127.0.0.1:PORT/ --clients 50 --seconds 60
#   target/release/examples/web_load --url http://127.0.0.1:PORT/ --mode latency --size 200 --requests 300
# Not run in CI. The server and the load generator share the machine's cores.
set -euo pipefail
cd "$(dirname "$0")/.."
clients=${1:-50}
seconds=${2:-60}
cargo build --release --locked --quiet -p grundy-cli
cargo build --release --locked --quiet -p grundy-web --example web_load
out=$(mktemp)
target/release/grundy serve --port 0 > "$out" &
server=$!
trap 'kill "$server" 2>/dev/null; wait "$server" 2>/dev/null; rm -f "$out"' EXIT
for _ in $(seq 100); do
    grep -q 'http://' "$out" && break
    sleep 0.1
done
url=$(grep -o 'http://[^ ]*/' "$out" | head -1)
echo "grundy serve at $url ($(nproc) cores)"
target/release/examples/web_load --url "$url" --clients "$clients" --seconds "$seconds"
target/release/examples/web_load --url "$url" --mode latency --size 200 --requests 300
