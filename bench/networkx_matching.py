"""Peer benchmark driver: NetworkX max_weight_matching(G, maxcardinality=True) on a DIMACS
`p edge` file; prints the matching size and the solve time (reading is not timed)."""
import sys
import time

import networkx as nx

g = nx.Graph()
with open(sys.argv[1]) as f:
    for line in f:
        if line.startswith("p"):
            g.add_nodes_from(range(1, int(line.split()[2]) + 1))
        elif line.startswith("e"):
            _, a, b = line.split()
            g.add_edge(int(a), int(b))
start = time.perf_counter()
m = nx.max_weight_matching(g, maxcardinality=True)
print(f"matching {len(m)} solve_s {time.perf_counter() - start:.3f}")
