"""Peer benchmark driver: NetworkX max_weight_matching(G, maxcardinality=True) on a DIMACS
`p edge` file; prints the matching size and the wall-clock and CPU solve times (reading is not timed)."""
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
start, cpu_start = time.perf_counter(), time.process_time()
m = nx.max_weight_matching(g, maxcardinality=True)
wall, cpu = time.perf_counter() - start, time.process_time() - cpu_start
print(f"matching {len(m)} solve_s {wall:.3f} cpu_s {cpu:.3f}")
