// Peer benchmark driver: reads a DIMACS `p edge` file, runs LEMON's MaxMatching (the
// C++ LEMON graph library, Debian's liblemon-dev) on a SmartGraph and prints the matching
// size and the mean wall-clock and CPU solve times over repeated runs for small inputs
// (reading the file and building the graph are not timed; each run constructs a fresh
// MaxMatching, whose run() also yields the Gallai-Edmonds decomposition, the same work as
// grundy's driver). Built by bench/peer_blossom.sh.
#include <lemon/matching.h>
#include <lemon/smart_graph.h>
#include <chrono>
#include <ctime>
#include <cstdio>
#include <vector>

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: lemon_matching FILE\n");
        return 2;
    }
    std::FILE* in = std::fopen(argv[1], "r");
    if (!in) {
        std::perror(argv[1]);
        return 2;
    }
    long n = 0, m = 0;
    char line[256];
    std::vector<std::pair<long, long>> edges;
    while (std::fgets(line, sizeof line, in)) {
        long a, b;
        if (line[0] == 'p' && std::sscanf(line, "p edge %ld %ld", &n, &m) == 2) {
            edges.reserve(m);
        } else if (line[0] == 'e' && std::sscanf(line, "e %ld %ld", &a, &b) == 2) {
            edges.emplace_back(a - 1, b - 1);
        }
    }
    std::fclose(in);
    lemon::SmartGraph g;
    g.reserveNode(n);
    g.reserveEdge(edges.size());
    std::vector<lemon::SmartGraph::Node> nodes;
    nodes.reserve(n);
    for (long v = 0; v < n; v++) nodes.push_back(g.addNode());
    for (auto& e : edges) g.addEdge(nodes[e.first], nodes[e.second]);
    // Small instances are solved repeatedly (while under a second in total, at most 1000
    // times) and the mean time per run is reported, as the grundy driver does.
    auto start = std::chrono::steady_clock::now();
    std::clock_t cpu_start = std::clock();
    int runs = 0;
    double wall = 0;
    long size = 0;
    do {
        lemon::MaxMatching<lemon::SmartGraph> matching(g);
        matching.run();
        size = matching.matchingSize();
        runs++;
        wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    } while (runs < 1000 && wall < 1.0);
    double cpu = double(std::clock() - cpu_start) / CLOCKS_PER_SEC;
    std::printf("matching %ld solve_s %.5f cpu_s %.5f runs %d\n", size, wall / runs, cpu / runs, runs);
    std::fflush(stdout);
    return 0;
}
