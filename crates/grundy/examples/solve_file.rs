//! Times grundy's whole matching solve on one file, for `bench/peer_matching.py`:
//! a LOJ 6033 board (`n m` + rows; grid graph, maximum matching, every cell's status)
//! or a Matrix Market pattern file (maximum matching and every vertex's status).
//!
//! usage: `solve_file FILE.{txt,mtx} [ENGINE]`, ENGINE one of `default` (boards: the grid
//! engine [`grundy::matching::grid_matching`]; graphs: the [`maximum_matching`]
//! combination), `graph` (boards too: their grid graph and [`maximum_matching`]),
//! `hopcroft-karp`, `push-relabel`, `pothen-fan`.
//! Prints one line `key=value ...` with the parse and solve times in seconds.

use std::time::Instant;

use grundy::classic::loj6033_board;
use grundy::format::parse_matrix_market;
use grundy::matching::{
    hopcroft_karp, maximum_matching, pothen_fan, push_relabel, vertex_status, BipartiteMatching, Side,
};
use grundy::BipartiteGraph;
use grundy::BoardGraph;

fn solve(graph: &BipartiteGraph, engine: &str) -> BipartiteMatching {
    match engine {
        "default" | "graph" => maximum_matching(graph),
        "hopcroft-karp" => hopcroft_karp(graph),
        "push-relabel" => push_relabel(graph),
        "pothen-fan" => pothen_fan(graph),
        _ => panic!("unknown engine {engine}"),
    }
}

/// This process's user + system CPU time in seconds (Linux `/proc/self/stat`, 10 ms
/// ticks; 0 elsewhere): steadier than wall time on a loaded machine.
fn cpu_seconds() -> f64 {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    // Fields after the parenthesised command name; utime and stime are the 12th and 13th.
    let after = stat.rsplit(')').next().unwrap_or("");
    let ticks: Vec<f64> = after.split_whitespace().skip(11).take(2).filter_map(|t| t.parse().ok()).collect();
    ticks.iter().sum::<f64>() / 100.0
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let path = args.get(1).expect("usage: solve_file FILE [ENGINE]");
    let engine = args.get(2).map_or("default", String::as_str);
    let src = std::fs::read(path).expect("cannot read the input file");
    if engine == "default" && !path.ends_with(".mtx") {
        let start = Instant::now();
        let board = loj6033_board::parse(&src).expect("bad board file");
        let parse = start.elapsed();
        let cpu_start = cpu_seconds();
        let start = Instant::now();
        let cells = board.cells();
        let m = grundy::matching::grid_matching(board.n_rows(), board.n_cols(), |c| {
            cells[c] == grundy::TokenCell::Free
        });
        let missable = m.cells().filter(|cell| cell.is_missable()).count();
        println!(
            "engine=grid matching={} missable={missable} parse={:.3} solve={:.3} solve_cpu={:.2}",
            m.size(),
            parse.as_secs_f64(),
            start.elapsed().as_secs_f64(),
            cpu_seconds() - cpu_start
        );
        return;
    }
    let start = Instant::now();
    let (graph, board) = if path.ends_with(".mtx") {
        (parse_matrix_market(&src).expect("bad Matrix Market file"), None)
    } else {
        let board = loj6033_board::parse(&src).expect("bad board file");
        let parsed = start.elapsed();
        let start = Instant::now();
        let graph = BoardGraph::from_token_board(&board);
        // The build time is taken before the copy, which the judge path does not make.
        let build = start.elapsed();
        (graph.graph().clone(), Some((parsed, build)))
    };
    let parse = board.map_or(start.elapsed(), |(parsed, _)| parsed);
    let grid = board.map_or(0.0, |(_, build)| build.as_secs_f64());
    let cpu_start = cpu_seconds();
    let start = Instant::now();
    let matching = solve(&graph, engine);
    let matched = start.elapsed();
    let status = vertex_status(&graph, &matching);
    let solve_time = start.elapsed();
    let cpu = cpu_seconds() - cpu_start;
    let always_covered = status.parts(Side::Left).iter().filter(|p| p.is_always_covered()).count();
    println!(
        "engine={engine} left={} right={} edges={} matching={} essential_left={always_covered} \
         parse={:.3} grid={grid:.3} matching_time={:.3} solve={:.3} solve_cpu={cpu:.2}",
        graph.n_left(),
        graph.n_right(),
        graph.n_edges(),
        matching.size(),
        parse.as_secs_f64(),
        matched.as_secs_f64(),
        (solve_time.as_secs_f64() + grid),
    );
}
