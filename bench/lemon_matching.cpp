// Peer benchmark driver: reads a DIMACS `p edge` file, runs LEMON's MaxMatching (the
// C++ LEMON graph library, Debian's liblemon-dev) on a SmartGraph and prints the matching
// size and the mean wall-clock and CPU solve times over repeated runs for small inputs
// (reading the file and building the graph are not timed; each run constructs a fresh
// MaxMatching, whose run() also yields the Gallai-Edmonds decomposition, the same work as
// grundy's driver). Built by bench/peer_blossom.sh.
#include <lemon/matching.h>
#include <lemon/smart_graph.h>
#include <vector>

#include "dimacs_driver.h"

int main(int argc, char** argv) {
    DimacsGraph input = read_dimacs_or_exit(argc, argv, "lemon_matching");
    lemon::SmartGraph g;
    g.reserveNode(input.n);
    g.reserveEdge(input.edges.size());
    std::vector<lemon::SmartGraph::Node> nodes;
    nodes.reserve(input.n);
    for (long v = 0; v < input.n; v++) nodes.push_back(g.addNode());
    for (auto& e : input.edges) g.addEdge(nodes[e.first], nodes[e.second]);
    release(input);
    long size = 0;
    return report_timed_runs(
        [&] {
            lemon::MaxMatching<lemon::SmartGraph> matching(g);
            matching.run();
            size = matching.matchingSize();
        },
        [&] { return size; });
}
