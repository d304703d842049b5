# SHOI 2008 John answered as normal-play Nim (John wins iff the XOR of the piles is
# non-zero): right whenever some pile has two stones or more, wrong on every case whose
# piles all have at most one stone, where misère play reverses the verdict.
import sys

tokens = list(map(int, sys.stdin.read().split()))
t, pos = tokens[0], 1
for _ in range(t):
    n = tokens[pos]
    piles = tokens[pos + 1:pos + 1 + n]
    pos += 1 + n
    x = 0
    for p in piles:
        x ^= p
    print("John" if x else "Brother")
