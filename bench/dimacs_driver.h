// What the C++ peer drivers of bench/peer_blossom.sh share: reading a DIMACS `p edge`
// file (not timed) and timing a solve the way grundy's driver does, printing one line
// `matching SIZE solve_s WALL cpu_s CPU runs RUNS peak_mb MB process_mb MB` that the
// script parses. peak_mb is the process's peak resident memory while solving, counted
// from the moment the runs start (the graph is built and the edge list read from the
// file has been released, as grundy's driver releases the file's bytes): the graph and
// the solve. process_mb is the peak of the whole process (reading included).
#pragma once
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <utility>
#include <vector>

struct DimacsGraph {
    long n = 0;
    std::vector<std::pair<long, long>> edges;  // 0-based endpoints
};

// Reads argv[1] as a DIMACS `p edge` file; exits with 2 and a message when it cannot.
inline DimacsGraph read_dimacs_or_exit(int argc, char** argv, const char* driver) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: %s FILE\n", driver);
        std::exit(2);
    }
    std::FILE* in = std::fopen(argv[1], "r");
    if (!in) {
        std::perror(argv[1]);
        std::exit(2);
    }
    DimacsGraph g;
    long m = 0;
    char line[256];
    while (std::fgets(line, sizeof line, in)) {
        long a, b;
        if (line[0] == 'p' && std::sscanf(line, "p edge %ld %ld", &g.n, &m) == 2) {
            g.edges.reserve(m);
        } else if (line[0] == 'e' && std::sscanf(line, "e %ld %ld", &a, &b) == 2) {
            g.edges.emplace_back(a - 1, b - 1);
        }
    }
    std::fclose(in);
    return g;
}

// Frees the edge list once the driver's graph is built from it.
inline void release(DimacsGraph& g) { std::vector<std::pair<long, long>>().swap(g.edges); }

// Resets the peak resident size to the current one (Linux: /proc/self/clear_refs).
inline void reset_peak_rss() {
    if (std::FILE* f = std::fopen("/proc/self/clear_refs", "w")) {
        std::fputs("5", f);
        std::fclose(f);
    }
}

// The peak resident size in MB since the last reset (VmHWM), or -1 where unknown.
inline double peak_rss_mb() {
    double mb = -1;
    if (std::FILE* f = std::fopen("/proc/self/status", "r")) {
        char line[256];
        long kb;
        while (std::fgets(line, sizeof line, f)) {
            if (std::sscanf(line, "VmHWM: %ld", &kb) == 1) mb = kb / 1024.0;
        }
        std::fclose(f);
    }
    return mb;
}

// Runs `solve()` repeatedly for small inputs (while under a second in total, at most
// 1000 times), then prints the matching size `size()` and the mean wall-clock and CPU
// time per run.
template <class Solve, class Size>
int report_timed_runs(Solve solve, Size size) {
    double before = peak_rss_mb();
    reset_peak_rss();
    auto start = std::chrono::steady_clock::now();
    std::clock_t cpu_start = std::clock();
    int runs = 0;
    double wall = 0;
    do {
        solve();
        runs++;
        wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    } while (runs < 1000 && wall < 1.0);
    double cpu = double(std::clock() - cpu_start) / CLOCKS_PER_SEC;
    double peak = peak_rss_mb();
    std::printf("matching %ld solve_s %.5f cpu_s %.5f runs %d peak_mb %.0f process_mb %.0f\n", long(size()),
                wall / runs, cpu / runs, runs, peak, before > peak ? before : peak);
    std::fflush(stdout);
    return 0;
}
