//! Solves maximum matching plus the Gallai-Edmonds decomposition on a DIMACS `p edge` file
//! and prints one line of counts and timings (the mean wall-clock and CPU solve times over
//! repeated runs for small inputs) (the benchmark driver of `bench/peer_blossom.sh`):
//! `general_matching FILE [--blossom]` (`--blossom` skips the bipartite test and always runs
//! Edmonds' algorithm). `peak_mb` is the peak resident memory while solving, counted from
//! the start of the runs, once the file's bytes are released: the graph and the solve (the
//! C++ peers' drivers count the same way, `bench/dimacs_driver.h`); `process_mb` is the
//! whole process's peak, reading the file included.

use std::time::Instant;

use grundy::format::parse_dimacs;
use grundy::matching::{blossom, gallai_edmonds, tutte_berge_verify, VertexPart};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let path = args.first().expect("usage: general_matching FILE [--blossom]");
    let force_blossom = args.iter().any(|a| a == "--blossom");
    let bytes = std::fs::read(path).expect("cannot read the file");
    let start = Instant::now();
    let graph = parse_dimacs(&bytes).unwrap_or_else(|err| panic!("{err}"));
    let parse_s = start.elapsed().as_secs_f64();
    drop(bytes);
    let before_mb = peak_rss_mb();
    reset_peak_rss();
    // Small instances are solved repeatedly (while under a second in total, at most 1000
    // times) and the mean time per run is reported, as the Boost driver does: the CPU
    // clock read here ticks too coarsely for a single run of a millisecond.
    let (start, cpu_start) = (Instant::now(), cpu_seconds());
    let mut runs = 0;
    let res = loop {
        let res = if force_blossom { blossom(&graph) } else { gallai_edmonds(&graph) };
        runs += 1;
        if runs >= 1000 || start.elapsed().as_secs_f64() >= 1.0 {
            break res;
        }
    };
    let solve_s = start.elapsed().as_secs_f64() / runs as f64;
    let cpu_s = (cpu_seconds() - cpu_start) / runs as f64;
    let peak_mb = peak_rss_mb();
    let process_mb = peak_mb.max(before_mb);
    let start = Instant::now();
    let proof = tutte_berge_verify(&graph, res.matching(), &res.barrier()).expect("certificate rejected");
    let verify_s = start.elapsed().as_secs_f64();
    let count = |part| res.parts().iter().filter(|&&p| p == part).count();
    println!(
        "vertices {} edges {} matching {} D {} A {} C {} odd_components {} parse_s {parse_s:.3} solve_s {solve_s:.5} cpu_s {cpu_s:.5} runs {runs} peak_mb {peak_mb:.0} process_mb {process_mb:.0} verify_s {verify_s:.4}",
        graph.n_vertices(),
        graph.n_edges(),
        res.matching().size(),
        count(VertexPart::Missable),
        count(VertexPart::Adjacent),
        count(VertexPart::Perfect),
        proof.odd_components,
    );
}

/// The CPU time of this thread in seconds (Linux `/proc/thread-self/schedstat`; 0 where
/// unavailable), so that timings on a shared machine do not count time spent waiting.
fn cpu_seconds() -> f64 {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|text| text.split_whitespace().next()?.parse::<u64>().ok())
        .map_or(0.0, |ns| ns as f64 / 1e9)
}

/// Resets the peak resident size to the current one (Linux `/proc/self/clear_refs`).
fn reset_peak_rss() {
    // Where the file cannot be written the peak counts from the start of the process.
    let _ = std::fs::write("/proc/self/clear_refs", "5");
}

/// The peak resident size in MB since the last reset (`VmHWM`), or -1 where unknown.
fn peak_rss_mb() -> f64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|text| {
            let line = text.lines().find(|l| l.starts_with("VmHWM:"))?;
            line.split_whitespace().nth(1)?.parse::<f64>().ok()
        })
        .map_or(-1.0, |kb| kb / 1024.0)
}
