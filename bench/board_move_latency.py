#!/usr/bin/env python3
"""Times the engine's reply to a move on a token board at `grundy serve`: the request the
web page sends after each move of a game (`POST /api/board` with the board, the token's
walk so far, `explain`, `matching` and `map_only`), over loopback, from sending the request
to the last byte of the answer.

The board is N x N (default 200), each cell blocked with probability p (default 0.10),
drawn by Python's random.Random(seed). The server is `grundy serve --port 0` (the binary
given, else target/release/grundy, built first). A game is played by the engine against
itself from a free cell near the centre: each request's answer names the engine's move,
which the next request appends. Games restart from another cell when one ends, until
--moves requests are timed (after --warmup untimed ones). Reports the median, the 90th
percentile and the maximum, with and without the matching in the answer.

usage: bench/board_move_latency.py [--size N] [--blocked P] [--seed S] [--moves K]
                                   [--binary PATH]
Not run in CI.
"""
import argparse, json, os, random, statistics, subprocess, time, urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def board_text(size, blocked, seed):
    rng = random.Random(seed)
    rows = ["".join("#" if rng.random() < blocked else "." for _ in range(size)) for _ in range(size)]
    return f"{size} {size}\n" + "\n".join(rows) + "\n", rows


def post(base, body):
    data = json.dumps(body).encode()
    request = urllib.request.Request(base + "api/board", data=data, headers={"content-type": "application/json"})
    start = time.perf_counter()
    with urllib.request.urlopen(request) as response:
        doc = json.loads(response.read())
    return time.perf_counter() - start, doc


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--size", type=int, default=200)
    ap.add_argument("--blocked", type=float, default=0.10)
    ap.add_argument("--seed", type=int, default=6033)
    ap.add_argument("--moves", type=int, default=200)
    ap.add_argument("--warmup", type=int, default=10)
    ap.add_argument("--binary", help="a grundy binary (default: build target/release/grundy)")
    args = ap.parse_args()
    binary = args.binary
    if not binary:
        subprocess.check_call(["cargo", "build", "--release", "--quiet", "-p", "grundy-cli"], cwd=ROOT)
        binary = os.path.join(ROOT, "target", "release", "grundy")
    text, rows = board_text(args.size, args.blocked, args.seed)
    starts = [(r, c) for r in range(args.size) for c in range(args.size) if rows[r][c] == "."]
    rng = random.Random(args.seed)
    rng.shuffle(starts)
    server = subprocess.Popen([binary, "serve", "--port", "0"], stdout=subprocess.PIPE, text=True)
    try:
        line = server.stdout.readline()
        base = line[line.index("http://"):].split()[0]
        for matching in (True, False):
            times = []
            walk = []
            total = 0
            while len(times) < args.moves:
                if not walk:
                    r, c = starts.pop()
                    walk = [f"{r + 1},{c + 1}"]
                body = {"input": text, "token": walk[0], "moves": walk[1:], "explain": True, "map_only": True, "matching": matching}
                elapsed, doc = post(base, body)
                total += 1
                if total > args.warmup:
                    times.append(elapsed)
                game = doc["game"]
                if game["game_over"]:
                    walk = []
                else:
                    move = game["engine_move"]
                    walk.append(f"{move['row']},{move['column']}")
            times.sort()
            ms = lambda t: f"{t * 1000:.1f} ms"
            print(
                f"{args.size} x {args.size}, {args.blocked:.0%} blocked, matching {'on' if matching else 'off'}: "
                f"{len(times)} replies, median {ms(statistics.median(times))}, "
                f"p90 {ms(times[int(len(times) * 0.9)])}, max {ms(times[-1])}"
            )
    finally:
        server.terminate()
        server.wait()


if __name__ == "__main__":
    main()
