# POI 2009 Kam answered as plain Nim (the XOR of all piles): wrong whenever the two differ.
import sys
tokens = list(map(int, sys.stdin.read().split()))
u, pos = tokens[0], 1
for _ in range(u):
    n = tokens[pos]
    piles = tokens[pos + 1:pos + 1 + n]
    pos += 1 + n
    x = 0
    for p in piles:
        x ^= p
    print("TAK" if x else "NIE")
