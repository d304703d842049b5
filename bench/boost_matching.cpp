// Peer benchmark driver: reads a DIMACS `p edge` file, runs Boost Graph's
// edmonds_maximum_cardinality_matching and prints the matching size and the mean
// wall-clock and CPU solve times over repeated runs for small inputs (reading the file
// is not timed). Built by bench/peer_blossom.sh.
#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/max_cardinality_matching.hpp>
#include <vector>

#include "dimacs_driver.h"

using Graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::undirectedS>;
using Vertex = boost::graph_traits<Graph>::vertex_descriptor;

int main(int argc, char** argv) {
    DimacsGraph input = read_dimacs_or_exit(argc, argv, "boost_matching");
    Graph g(input.n);
    for (auto& e : input.edges) boost::add_edge(e.first, e.second, g);
    release(input);
    std::vector<Vertex> mate(input.n);
    return report_timed_runs([&] { boost::edmonds_maximum_cardinality_matching(g, &mate[0]); },
                             [&] { return boost::matching_size(g, &mate[0]); });
}
