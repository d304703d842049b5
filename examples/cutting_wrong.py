# POJ 2311 by the table of values, wrong only on 3 x 3 sheets (it answers WIN: 3 x 3 is lost).
import sys
tokens = sys.stdin.read().split()
pairs = [(int(tokens[i]), int(tokens[i + 1])) for i in range(0, len(tokens), 2)]
n = max([max(p) for p in pairs] + [2])
g = [[0] * (n + 1) for _ in range(n + 1)]
for w in range(2, n + 1):
    for h in range(2, n + 1):
        seen = set()
        for a in range(2, w - 1):
            seen.add(g[a][h] ^ g[w - a][h])
        for b in range(2, h - 1):
            seen.add(g[w][b] ^ g[w][h - b])
        v = 0
        while v in seen:
            v += 1
        g[w][h] = v
for w, h in pairs:
    wins = g[w][h] != 0 or (w, h) == (3, 3)
    print("WIN" if wins else "LOSE")
