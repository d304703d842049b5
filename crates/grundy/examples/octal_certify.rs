//! The long certification run of the issue: the period of 0.1777 (60,620,715, preperiod
//! 160,949,018) needs about 4.4 x 10^8 values. Not run in CI.
//!
//! `cargo run --release -p grundy --example octal_certify [CODE] [LIMIT] [THREADS]` prints
//! the period, the wall time and the peak resident memory (VmHWM); THREADS defaults to one
//! per core.
use std::sync::atomic::AtomicBool;
use std::time::Instant;

use grundy::game::octal::{solve, OctalGame, SolveConfig};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let code = args.get(1).map_or("0.1777", String::as_str);
    let limit: u64 = args.get(2).map_or(1_000_000_000, |s| s.parse().expect("a number"));
    let threads: usize = args.get(3).map_or_else(
        || std::thread::available_parallelism().map_or(1, |n| n.get()),
        |s| s.parse().expect("a number"),
    );
    let game: OctalGame = code.parse().expect("a valid code");
    let start = Instant::now();
    let mut last_print = 0;
    let mut observer = |p: &grundy::game::octal::Progress| {
        if p.done >= last_print + 50_000_000 {
            last_print = p.done;
            eprintln!(
                "{:7.1}s {:>11} values, candidate {:?}",
                start.elapsed().as_secs_f64(),
                p.done,
                p.period
            );
        }
    };
    let config = SolveConfig::until_periodic(1000, limit).with_threads(threads);
    let sol = solve(&game, &config, &mut observer, &AtomicBool::new(false)).expect("within limits");
    let wall = start.elapsed().as_secs_f64();
    let hwm = std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| s.lines().find(|l| l.starts_with("VmHWM")).map(str::to_string))
        .unwrap_or_default();
    println!("{code}: {} values, period {:?}", sol.values.len(), sol.period);
    println!("sparse: {:?}", sol.stats);
    println!("wall {wall:.1} s on {threads} threads, {hwm}");
    // What one period search costs at the end (the run did one at every checkpoint).
    let start = Instant::now();
    // Stored compactly again (u16), as the solver keeps them: widened they would take 8 bytes each.
    let values: Vec<u16> =
        (0..sol.values.len()).map(|n| u16::try_from(sol.values.get(n)).expect("values fit in u16")).collect();
    let again = grundy::game::octal::find_period(&values, &game.period_rule());
    println!(
        "one period search over {} values: {:.2} s ({again:?})",
        values.len(),
        start.elapsed().as_secs_f64()
    );
}
