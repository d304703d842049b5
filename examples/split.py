# HNOI 2007 "split game", a contestant's solution to stress-test with grundy:
#   grundy stress hnoi2007-split -- python3 examples/split.py
# Each bean is a game that only moves right: SG(bottle i) = mex{SG(j) ^ SG(k) : i < j <= k}.
# The position's value is the XOR of SG(i) over the beans; a move takes a bean from i.
import sys

def main():
    data = sys.stdin.read().split()
    t, pos = int(data[0]), 1
    out = []
    for _ in range(t):
        n = int(data[pos]); pos += 1
        beans = [int(x) for x in data[pos:pos + n]]; pos += n
        sg = [0] * n
        for i in range(n - 1, -1, -1):
            seen = {sg[j] ^ sg[k] for j in range(i + 1, n) for k in range(j, n)}
            v = 0
            while v in seen:
                v += 1
            sg[i] = v
        total = 0
        for i in range(n):
            if beans[i] % 2 == 1:
                total ^= sg[i]
        moves = [(i, j, k) for i in range(n) if beans[i] > 0
                 for j in range(i + 1, n) for k in range(j, n)
                 if total ^ sg[i] ^ sg[j] ^ sg[k] == 0]
        if moves:
            out.append("%d %d %d" % moves[0])
        else:
            out.append("-1 -1 -1")
        out.append(str(len(moves)))
    print("\n".join(out))

main()
